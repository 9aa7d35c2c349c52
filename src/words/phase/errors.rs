//! Messages, in either language, for what can go wrong while running a scenario: the problems
//! of [`crate::content::phase_problems`] worded, and the warning for scripted decisions nobody
//! used.

use crate::content::phase_problems::{self, decisions_ron};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::procedure::{Halt, SetupError};
use crate::phase::scenario::{Decision, Player};
use crate::phase::script::ScriptError;

/// Why a procedure could not start.
pub fn setup_message(e: &SetupError, lang: Lang) -> String {
    phase_problems::setup(e).message(lang)
}

/// Why the procedure stopped.
pub fn halt_message(h: &Halt, lang: Lang) -> String {
    phase_problems::halt(h).message(lang)
}

/// The message for a failed scripted run (several lines for a halt: the trace's last rounds).
pub fn script_error_message(e: &ScriptError, lang: Lang) -> String {
    phase_problems::script(e).message(lang)
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
