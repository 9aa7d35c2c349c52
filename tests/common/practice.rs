//! The practice screens driven through `update()`: the fixture course with the embedded drills
//! and a scheduler on an injected clock, an entry of the start screen chosen, the problem shown.

use std::path::PathBuf;

use layerlab::drill::Drills;
use layerlab::i18n::Lang;
use layerlab::ui::action::StartAction;
use layerlab::ui::screens::practice::{self, Scheduler, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::{Action, App, update};

use super::fixture_app;

/// 2026-11-24 10:00 UTC, where the practice tests start their clock.
pub const T0: u64 = 1_795_514_400;

/// The app on the fixture course in `lang`, its drills installed with `seed` and a scheduler on
/// `clock` that saves to `path` (`None`: nothing is saved).
pub fn drill_app(path: Option<PathBuf>, clock: &SharedClock, seed: u64, lang: Lang) -> App {
    let mut a = fixture_app(lang);
    let sched = Scheduler::open(path, Box::new(clock.clone()));
    a.install_drill(Drills::embedded().expect("drills"), sched, seed);
    a
}

/// Chooses entry `e` of the start screen shown.
pub fn open_entry(a: &mut App, e: Entry) {
    let i = a
        .start_entries()
        .iter()
        .position(|x| *x == e)
        .expect("entry");
    a.start_mut().unwrap().cursor = i;
    update(a, Action::Start(StartAction::Choose));
}

/// The problem shown.
pub fn cur(a: &App) -> &practice::Current {
    a.drill
        .as_ref()
        .and_then(|d| d.current.as_ref())
        .expect("a problem")
}
