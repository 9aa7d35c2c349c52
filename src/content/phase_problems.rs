//! What can go wrong while running a phase or chain scenario, as problems: a Fluent id and its
//! arguments, worded in the reader's language only when shown ([`crate::i18n::problem`]), so
//! that a scenario file's error and a front end's message say the same. An illegal decision
//! names its round and step and what was legal there; a halt names the limit it hit and ends
//! with the last rounds of the trace; a setup error names the effect or the number. The engine
//! itself holds no message ids.

use crate::i18n::Arg;
use crate::i18n::problem::Problem;
use crate::phase::procedure::{Halt, IllegalDecision, IllegalReason, SetupError};
use crate::phase::scenario::Decision;
use crate::phase::script::ScriptError;
use crate::phase::trace::Step;

/// How many rounds of the trace an error shows at most.
const TRACE_TAIL_ROUNDS: usize = 3;

/// A decision as written in a scenario file: `Pass`, `Resolve("m1")`.
pub(crate) fn decision_ron(d: &Decision) -> String {
    match d {
        Decision::Pass => "Pass".to_string(),
        Decision::Resolve(id) => format!("Resolve(\"{id}\")"),
    }
}

/// A list of decisions as written in a scenario file.
pub(crate) fn decisions_ron(ds: &[Decision]) -> String {
    ds.iter().map(decision_ron).collect::<Vec<_>>().join(", ")
}

/// `first`, and `second` on the next line.
fn then(first: Problem, second: Problem) -> Problem {
    Problem::new("phase-error-then", Vec::new())
        .with("first", first)
        .with("second", second)
}

/// The round and step arguments every halt and refusal names.
fn place(round: u32, step: Step) -> [(&'static str, Arg); 2] {
    [
        ("round", Arg::Num(i64::from(round))),
        ("step", Arg::Num(step.number() as i64)),
    ]
}

/// Why the decision was refused, with the round, the step and what was legal there.
fn illegal(e: &IllegalDecision) -> Problem {
    let player = Arg::from(e.player.letter());
    let id = Arg::from(match &e.decision {
        Decision::Resolve(id) => id.as_str(),
        Decision::Pass => "",
    });
    let step = Arg::Num(e.step.number() as i64);
    let detail = match e.reason {
        IllegalReason::NotDeciding => Problem::new("phase-illegal-not-deciding", vec![]),
        IllegalReason::PassWhileMandatory => Problem::new(
            "phase-illegal-pass",
            vec![("player", player), ("step", step)],
        ),
        IllegalReason::NotPending => Problem::new(
            "phase-illegal-not-pending",
            vec![("player", player), ("id", id)],
        ),
        IllegalReason::NotTheirs => Problem::new(
            "phase-illegal-not-theirs",
            vec![
                ("player", player),
                ("id", id),
                ("owner", Arg::from(e.player.other().letter())),
            ],
        ),
        IllegalReason::NotMandatory => Problem::new(
            "phase-illegal-not-mandatory",
            vec![("player", player), ("id", id), ("step", step)],
        ),
    };
    let at = Problem::new("phase-error-at", place(e.round, e.step).to_vec()).with("detail", detail);
    if e.choices.is_empty() {
        return at;
    }
    let choices = Problem::new(
        "phase-illegal-choices",
        vec![("choices", Arg::Str(decisions_ron(&e.choices)))],
    );
    then(at, choices)
}

/// Why the procedure stopped.
pub(crate) fn halt(h: &Halt) -> Problem {
    let (id, round, step, rest) = match h {
        Halt::LoopGuard {
            limit,
            round,
            step,
            effect,
        } => (
            "phase-error-guard",
            round,
            step,
            vec![
                ("limit", Arg::Num(i64::from(*limit))),
                ("id", Arg::from(effect)),
            ],
        ),
        Halt::DuplicatePending {
            round,
            step,
            by,
            id,
        } => (
            "phase-error-duplicate-pending",
            round,
            step,
            vec![("by", Arg::from(by)), ("id", Arg::from(id))],
        ),
        Halt::TooManyPending {
            limit,
            round,
            step,
            effect,
        } => (
            "limit-phase-pending",
            round,
            step,
            vec![("limit", Arg::from(*limit)), ("id", Arg::from(effect))],
        ),
        Halt::TooMuchWork { limit, round, step } => (
            "limit-phase-work",
            round,
            step,
            vec![("limit", Arg::Num(i64::try_from(*limit).unwrap_or(i64::MAX)))],
        ),
    };
    let mut args = place(*round, *step).to_vec();
    args.extend(rest);
    Problem::new(id, args)
}

/// Why a procedure could not start.
pub(crate) fn setup(e: &SetupError) -> Problem {
    match e {
        SetupError::DuplicateId(id) => {
            Problem::new("phase-error-duplicate-id", vec![("id", Arg::from(id))])
        }
        SetupError::TooManyEffects { found, limit } => Problem::new(
            "limit-phase-effects",
            vec![("found", Arg::from(*found)), ("limit", Arg::from(*limit))],
        ),
        SetupError::TooManySpawns { id, found, limit } => Problem::new(
            "limit-phase-spawns",
            vec![
                ("id", Arg::from(id)),
                ("found", Arg::from(*found)),
                ("limit", Arg::from(*limit)),
            ],
        ),
        SetupError::MaxResolutions { found, limit } => Problem::new(
            "limit-phase-max-resolutions",
            vec![
                ("found", Arg::Num(i64::from(*found))),
                ("limit", Arg::Num(i64::from(*limit))),
            ],
        ),
    }
}

/// Why a scripted run failed; a halt goes on with the last rounds of the trace.
pub(crate) fn script(e: &ScriptError) -> Problem {
    match e {
        ScriptError::Setup(s) => setup(s),
        ScriptError::Illegal(i) => illegal(i),
        ScriptError::Halted { halt, trace } => {
            let rounds: Vec<&str> = trace.split(" · ").collect();
            let tail = if rounds.len() > TRACE_TAIL_ROUNDS {
                format!(
                    "… {}",
                    rounds[rounds.len() - TRACE_TAIL_ROUNDS..].join(" · ")
                )
            } else {
                trace.clone()
            };
            let so_far = Problem::new("phase-error-trace-so-far", vec![("trace", Arg::Str(tail))]);
            then(self::halt(halt), so_far)
        }
    }
}
