//! Running either kind of scenario, so the CLI (and any other front end) handles phase and
//! chain scenarios alike. Their reports are written by the program (`words::phase`).

use super::chain::{self, Chain};
use super::scenario::Scenario;
use super::script::{self, ScriptError, ScriptRun};

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
    /// The resolved effects' ids, in resolution order.
    pub fn resolved(&self) -> Vec<String> {
        match self {
            Outcome::Phase(r) => r.procedure.resolved().to_vec(),
            Outcome::Chain(c) => c.resolved(),
        }
    }

    /// The ids of the optional effects that lapsed (or, under the tiers, were declined and
    /// stayed off the chain).
    pub fn lapsed(&self) -> Vec<String> {
        match self {
            Outcome::Phase(r) => r.procedure.lapsed(),
            Outcome::Chain(c) => c.lapsed(),
        }
    }
}
