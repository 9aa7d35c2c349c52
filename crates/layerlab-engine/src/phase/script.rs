//! The scripted runner: drives a [`Procedure`] with each player's list of decisions.
//!
//! A player's decisions are consumed in order, only at real decision points (the procedure
//! stops only there). A player whose list is empty passes at `[1]/[2]` and takes their first
//! pending mandatory effect at `[3]/[4]` ([`Procedure::default_choice`]).

use super::procedure::{Halt, IllegalDecision, Procedure, SetupError, Status};
use super::scenario::{Decision, Decisions, PhaseScenario, Player};

/// A scripted run that reached the end of the phase.
#[derive(Clone, Debug)]
pub struct ScriptRun {
    /// The finished procedure (its trace, resolved and lapsed effects).
    pub procedure: Procedure,
    /// The decisions nobody used, per player (the script expected more decision points).
    pub unused: Vec<(Player, Vec<Decision>)>,
}

/// Why a scripted run failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptError {
    Setup(SetupError),
    /// A scripted decision was not legal where it was used.
    Illegal(IllegalDecision),
    /// The procedure stopped (loop guard, duplicate id); the trace up to there is kept.
    Halted {
        halt: Halt,
        trace: String,
    },
}

/// Runs a phase scenario with its scripted decisions.
pub fn run(scenario: &PhaseScenario) -> Result<ScriptRun, ScriptError> {
    let procedure = Procedure::from_scenario(scenario).map_err(ScriptError::Setup)?;
    run_procedure(procedure, &scenario.decisions)
}

/// Drives `procedure` with `decisions` until it is over.
pub fn run_procedure(
    mut procedure: Procedure,
    decisions: &Decisions,
) -> Result<ScriptRun, ScriptError> {
    let unused = drive(&mut procedure, decisions)?;
    Ok(ScriptRun { procedure, unused })
}

/// Drives `procedure` with `decisions` until it is over, and returns the decisions nobody used.
/// On an illegal decision or a halt the procedure is left where it stopped (the sandbox opens a
/// scenario up to there).
pub fn drive(
    procedure: &mut Procedure,
    decisions: &Decisions,
) -> Result<Vec<(Player, Vec<Decision>)>, ScriptError> {
    let mut next = [0usize; 2];
    loop {
        match procedure.status() {
            Status::Finished => break,
            Status::Halted(halt) => {
                return Err(ScriptError::Halted {
                    halt: halt.clone(),
                    trace: procedure.trace_line(),
                });
            }
            Status::Deciding => {}
        }
        let Some(player) = procedure.current_player() else {
            break;
        };
        let list = decisions.of(player);
        let slot = &mut next[player_index(player)];
        let decision = match list.get(*slot) {
            Some(d) => {
                *slot += 1;
                d.clone()
            }
            // At [3]/[4] the procedure only stops when a mandatory effect is held, so a
            // default always exists while deciding; passing is the harmless fallback.
            None => procedure.default_choice().unwrap_or(Decision::Pass),
        };
        procedure.choose(decision).map_err(ScriptError::Illegal)?;
    }
    Ok(Player::BOTH
        .iter()
        .filter_map(|&p| {
            let rest = &decisions.of(p)[next[player_index(p)]..];
            (!rest.is_empty()).then(|| (p, rest.to_vec()))
        })
        .collect())
}

fn player_index(p: Player) -> usize {
    match p {
        Player::A => 0,
        Player::P => 1,
    }
}
