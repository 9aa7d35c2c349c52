//! The Leitner scheduler as the app holds it: its state, its file (`drills.json`, beside the
//! progress file) and its clock, shared by the practice screens and the start screen's counts.

use std::cell::Cell;
use std::path::PathBuf;
use std::rc::Rc;

use crate::content::saved::SaveFailure;
use crate::drill::Problem;
use crate::drill::srs::{self, Clock, DrillProgress};
use crate::i18n::Lang;
use crate::ui::effect::Effect;

/// A clock the tests (and replays) move by hand; clones share the time.
#[derive(Clone, Debug, Default)]
pub struct SharedClock(pub Rc<Cell<u64>>);

impl SharedClock {
    pub fn new(t: u64) -> SharedClock {
        SharedClock(Rc::new(Cell::new(t)))
    }

    pub fn advance(&self, secs: u64) {
        self.0.set(self.0.get() + secs);
    }
}

impl Clock for SharedClock {
    fn now(&self) -> u64 {
        self.0.get()
    }
}

/// The scheduler's state, its file and its clock (shared by the practice screen and the start
/// screen's "due today" count).
pub struct Scheduler {
    pub progress: DrillProgress,
    /// Where it is saved (`None`: not saved).
    pub(crate) path: Option<PathBuf>,
    pub(crate) clock: Box<dyn Clock>,
    /// A problem found reading the file.
    pub(crate) notice: Option<srs::Notice>,
    /// The file is left alone this session (a notice or the failure said why).
    pub(crate) saving_off: bool,
    /// Why the last save failed.
    pub(crate) save_error: Option<crate::content::saved::SaveFailure>,
    /// Answers were recorded since the file was last asked to be saved.
    unsaved: bool,
}

impl Scheduler {
    /// Reads the scheduler's file (`drills.json`); missing is empty, damaged is kept aside and
    /// reported (never a crash).
    pub fn open(path: Option<PathBuf>, clock: Box<dyn Clock>) -> Scheduler {
        let (progress, notice) = match &path {
            Some(p) => srs::load(p),
            None => (DrillProgress::default(), None),
        };
        Scheduler {
            progress,
            path,
            clock,
            saving_off: notice.as_ref().is_some_and(|n| n.saving_off),
            notice,
            save_error: None,
            unsaved: false,
        }
    }

    pub(crate) fn now(&self) -> u64 {
        self.clock.now()
    }

    pub(crate) fn due_today(&self) -> usize {
        self.progress.due_today(self.now())
    }

    /// Records an answer and saves the file.
    pub(super) fn record(&mut self, p: &Problem, correct: bool, given: &str) {
        let now = self.now();
        self.record_at(p, correct, given, now);
    }

    /// Records an answer given at `now` and saves the file.
    pub(super) fn record_at(&mut self, p: &Problem, correct: bool, given: &str, now: u64) {
        self.progress.record(
            &p.key(),
            p.concept,
            correct,
            given,
            &p.expected_text(Lang::En),
            now,
        );
        self.save();
    }

    /// Records an answer to a lesson question (beside the drill problems) and saves the file.
    pub(crate) fn record_lesson(&mut self, a: &crate::ui::shared::LessonAttempt) {
        let now = self.now();
        self.progress.record(
            &crate::drill::review::lesson_key(&a.question),
            a.concept,
            a.right,
            &a.given,
            &a.expected,
            now,
        );
        self.save();
    }

    /// Marks the file to be saved: the app asks the event loop to (see [`Scheduler::take_save`]).
    fn save(&mut self) {
        self.unsaved = true;
    }

    /// The save the answers recorded ask for, once: the file and what to write in it (none when
    /// the file is not saved to).
    pub(crate) fn take_save(&mut self) -> Option<Effect> {
        if !std::mem::take(&mut self.unsaved) || self.saving_off {
            return None;
        }
        Some(Effect::SaveSchedule {
            path: self.path.clone()?,
            progress: self.progress.clone(),
        })
    }

    /// How the save went. A file the save had to leave alone is not tried again (told once).
    pub(crate) fn saved(&mut self, result: Result<(), SaveFailure>) {
        self.save_error = result.err();
        self.saving_off = self
            .save_error
            .as_ref()
            .is_some_and(|f| f.refused.is_some());
    }
}

/// The scheduler's file for a progress file (or the default data directory).
pub(crate) fn scheduler_path(progress: Option<&std::path::Path>) -> Option<PathBuf> {
    progress
        .map(srs::path_beside)
        .or_else(|| crate::ui::progress::default_path().map(|p| srs::path_beside(&p)))
}
