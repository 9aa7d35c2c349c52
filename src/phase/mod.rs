//! The phase-effect priority procedure and the chain order of simultaneous effects (the
//! course's text 004; the reading is fixed in `phase-notes.md`).
//!
//! - [`procedure`]: the four-step procedure as a pure state machine ([`Procedure`]), stepped one
//!   decision at a time with undo, for the CLI and the sandbox alike.
//! - [`script`]: drives a procedure with a scenario's scripted decisions.
//! - [`chain`]: the four tiers (and Magic's APNAP) for effects put on one chain.
//! - [`trace`]: what happened, and the one-line trace notation.
//! - [`scenario`] and [`load`]: the RON scenario files and their checks.
//! - [`explain`], [`json`], [`errors`], [`outcome`]: the `text` and `json` formats and messages.

pub mod chain;
pub mod errors;
pub mod explain;
pub mod json;
pub mod load;
pub mod outcome;
pub mod procedure;
pub mod scenario;
pub mod script;
pub mod trace;

pub use chain::{Chain, Link};
pub use outcome::Outcome;
pub use procedure::{
    DecisionPoint, Halt, IllegalDecision, IllegalReason, Procedure, Rules, SetupError, Status,
};
pub use scenario::{
    ChainEffect, ChainRules, ChainScenario, Decision, Decisions, EffectDef, OnResolve,
    PhaseScenario, Player, Scenario,
};
pub use script::{ScriptError, ScriptRun};
pub use trace::{Resolution, ResolveEvent, RoundRecord, Step, StepAction, StepRecord};
