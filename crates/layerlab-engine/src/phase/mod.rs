//! The phase-effect priority procedure and the chain order of simultaneous effects (the
//! course's text 004; the reading is fixed in `phase-notes.md`). Only the engine: scenario files
//! are read by the program's content layer (`content::phase_file`), and results are put into
//! words by its words layer (`words::phase`).
//!
//! - [`procedure`]: the four-step procedure as a pure state machine ([`Procedure`]), stepped one
//!   decision at a time with undo, for the CLI and the sandbox alike.
//! - [`pending`]: the pending effects, held so that a step costs the same whatever their number
//!   and the trace never copies them.
//! - [`script`]: drives a procedure with a scenario's scripted decisions.
//! - [`chain`]: the four tiers (and Magic's APNAP) for effects put on one chain.
//! - [`trace`]: what happened, and the one-line trace notation.
//! - [`scenario`]: the data of the RON scenario files.
//! - [`outcome`]: running either kind of scenario; [`json`]: its `json` report, serde on the
//!   results.

pub mod chain;
pub mod json;
pub mod outcome;
pub mod pending;
pub mod procedure;
pub mod scenario;
pub mod script;
pub mod trace;

pub use chain::Chain;
pub use outcome::Outcome;
pub use pending::{PendingEffect, Replay};
pub use procedure::{
    DecisionPoint, Halt, IllegalDecision, IllegalReason, Procedure, Rules, SetupError, Status,
};
pub use scenario::{
    ChainEffect, ChainRules, ChainScenario, Decision, Decisions, EffectDef, OnResolve,
    PhaseScenario, Player, Scenario,
};
pub use script::{ScriptError, ScriptRun};
pub use trace::{Resolution, ResolveEvent, RoundRecord, Step, StepAction, StepRecord};
