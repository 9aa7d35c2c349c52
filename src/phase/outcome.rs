//! Running either kind of scenario and rendering the result in the three formats, so the CLI
//! (and any other front end) handles phase and chain scenarios alike.

use serde_json::Value;

use super::chain::{self, Chain};
use super::explain;
use super::json;
use super::scenario::Scenario;
use super::script::{self, ScriptError, ScriptRun};
use super::trace::{id_list, same_line};
use crate::i18n::Lang;

/// The result of running a scenario.
#[derive(Clone, Debug)]
pub enum Outcome {
    Phase(Box<ScriptRun>),
    Chain(Chain),
}

/// Runs a scenario: the scripted procedure of a phase scenario, or the chain of a chain one.
pub fn run(scenario: &Scenario) -> Result<Outcome, ScriptError> {
    match scenario {
        Scenario::Phase(s) => script::run(s).map(|r| Outcome::Phase(Box::new(r))),
        Scenario::Chain(s) => Ok(Outcome::Chain(chain::from_scenario(s))),
    }
}

impl Outcome {
    /// The one-line trace.
    pub fn trace_line(&self) -> String {
        match self {
            Outcome::Phase(r) => r.procedure.trace_line(),
            Outcome::Chain(c) => c.trace_line(),
        }
    }

    /// The resolved effects' ids, in resolution order.
    pub fn resolved(&self) -> Vec<String> {
        match self {
            Outcome::Phase(r) => r.procedure.resolved().to_vec(),
            Outcome::Chain(c) => c.resolved(),
        }
    }

    /// The ids of the optional effects that lapsed (or were declined, for a chain).
    pub fn lapsed(&self) -> Vec<String> {
        match self {
            Outcome::Phase(r) => r.procedure.lapsed(),
            Outcome::Chain(c) => c.lapsed(),
        }
    }

    /// Whether the trace is the `expect`ed one (`true` without an expectation).
    pub fn meets(&self, expect: Option<&str>) -> bool {
        expect.is_none_or(|e| same_line(e, &self.trace_line()))
    }

    /// The `trace` format: the notation line, then `resolved: …` and `lapsed: …`.
    pub fn trace_output(&self) -> String {
        format!(
            "{}\nresolved: {}\nlapsed: {}\n",
            self.trace_line(),
            id_list(&self.resolved()),
            id_list(&self.lapsed())
        )
    }

    /// The `text` format in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Outcome::Phase(r) => explain::phase_text(&r.procedure, lang),
            Outcome::Chain(c) => explain::chain_text(c, lang),
        }
    }

    /// The `json` format.
    pub fn json(&self, expect: Option<&str>) -> Value {
        match self {
            Outcome::Phase(r) => json::phase_json(&r.procedure, expect),
            Outcome::Chain(c) => json::chain_json(c, expect),
        }
    }
}
