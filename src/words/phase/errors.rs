//! Messages, in either language, for what can go wrong while running a scenario: an illegal
//! decision (naming the round and step), a tripped loop guard (naming the limit), a duplicate id.

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::procedure::{Halt, IllegalDecision, IllegalReason, SetupError};
use crate::phase::scenario::{Decision, Player};
use crate::phase::script::ScriptError;

/// How many rounds of the trace an error message shows at most.
const TRACE_TAIL_ROUNDS: usize = 3;

/// A decision as written in a scenario file: `Pass`, `Resolve("m1")`.
pub fn decision_ron(d: &Decision) -> String {
    match d {
        Decision::Pass => "Pass".to_string(),
        Decision::Resolve(id) => format!("Resolve(\"{id}\")"),
    }
}

/// A list of decisions as written in a scenario file.
pub fn decisions_ron(ds: &[Decision]) -> String {
    ds.iter().map(decision_ron).collect::<Vec<_>>().join(", ")
}

/// Why a decision was refused, with the round, the step and what was legal there.
pub fn illegal_message(e: &IllegalDecision, lang: Lang) -> String {
    let player = e.player.letter();
    let id = match &e.decision {
        Decision::Resolve(id) => id.as_str(),
        Decision::Pass => "",
    };
    let step = e.step.number() as i64;
    let detail = match e.reason {
        IllegalReason::NotDeciding => tr(lang, "phase-illegal-not-deciding", &[]),
        IllegalReason::PassWhileMandatory => tr(
            lang,
            "phase-illegal-pass",
            fargs![player = player, step = step],
        ),
        IllegalReason::NotPending => tr(
            lang,
            "phase-illegal-not-pending",
            fargs![player = player, id = id],
        ),
        IllegalReason::NotTheirs => tr(
            lang,
            "phase-illegal-not-theirs",
            fargs![player = player, id = id, owner = e.player.other().letter()],
        ),
        IllegalReason::NotMandatory => tr(
            lang,
            "phase-illegal-not-mandatory",
            fargs![player = player, id = id, step = step],
        ),
    };
    let mut out = tr(
        lang,
        "phase-error-at",
        fargs![round = e.round as i64, step = step, detail = detail],
    );
    if !e.choices.is_empty() {
        out.push('\n');
        out.push_str(&tr(
            lang,
            "phase-illegal-choices",
            fargs![choices = decisions_ron(&e.choices)],
        ));
    }
    out
}

/// Why the procedure stopped.
pub fn halt_message(h: &Halt, lang: Lang) -> String {
    match h {
        Halt::LoopGuard {
            limit,
            round,
            step,
            effect,
        } => tr(
            lang,
            "phase-error-guard",
            fargs![
                round = *round as i64,
                step = step.number() as i64,
                limit = *limit as i64,
                id = effect.as_str()
            ],
        ),
        Halt::DuplicatePending {
            round,
            step,
            by,
            id,
        } => tr(
            lang,
            "phase-error-duplicate-pending",
            fargs![
                round = *round as i64,
                step = step.number() as i64,
                by = by.as_str(),
                id = id.as_str()
            ],
        ),
        Halt::TooManyPending {
            limit,
            round,
            step,
            effect,
        } => tr(
            lang,
            "limit-phase-pending",
            fargs![
                round = *round as i64,
                step = step.number() as i64,
                limit = *limit,
                id = effect.as_str()
            ],
        ),
        Halt::TooMuchWork { limit, round, step } => tr(
            lang,
            "limit-phase-work",
            fargs![
                round = *round as i64,
                step = step.number() as i64,
                limit = i64::try_from(*limit).unwrap_or(i64::MAX)
            ],
        ),
    }
}

/// Why a procedure could not start.
pub fn setup_message(e: &SetupError, lang: Lang) -> String {
    match e {
        SetupError::DuplicateId(id) => {
            tr(lang, "phase-error-duplicate-id", fargs![id = id.as_str()])
        }
        SetupError::TooManyEffects { found, limit } => tr(
            lang,
            "limit-phase-effects",
            fargs![found = *found, limit = *limit],
        ),
        SetupError::TooManySpawns { id, found, limit } => tr(
            lang,
            "limit-phase-spawns",
            fargs![id = id.as_str(), found = *found, limit = *limit],
        ),
        SetupError::MaxResolutions { found, limit } => tr(
            lang,
            "limit-phase-max-resolutions",
            fargs![found = *found as i64, limit = *limit as i64],
        ),
    }
}

/// The message for a failed scripted run (several lines for a halt: the trace's last rounds).
pub fn script_error_message(e: &ScriptError, lang: Lang) -> String {
    match e {
        ScriptError::Setup(e) => setup_message(e, lang),
        ScriptError::Illegal(i) => illegal_message(i, lang),
        ScriptError::Halted { halt, trace } => {
            let mut out = halt_message(halt, lang);
            let rounds: Vec<&str> = trace.split(" · ").collect();
            let tail = if rounds.len() > TRACE_TAIL_ROUNDS {
                format!(
                    "… {}",
                    rounds[rounds.len() - TRACE_TAIL_ROUNDS..].join(" · ")
                )
            } else {
                trace.clone()
            };
            out.push('\n');
            out.push_str(&tr(lang, "phase-error-trace-so-far", fargs![trace = tail]));
            out
        }
    }
}

/// The warning for scripted decisions nobody used.
pub fn unused_message(player: Player, unused: &[Decision], lang: Lang) -> String {
    tr(
        lang,
        "phase-warn-unused",
        fargs![
            player = player.letter(),
            count = unused.len(),
            list = decisions_ron(unused)
        ],
    )
}
