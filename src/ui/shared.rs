//! What every screen shares: the course, the language and the theme, the reader's progress, the
//! footer's message; and the values a screen returns to move to another one ([`Transition`]).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use crate::content::course::{Course, Opening};
use crate::content::file_error::FileError;
use crate::content::scenario::{Loaded, Played};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::solve::Solution;

use super::progress::{Notice, Tally};
use super::theme::ThemeKind;

/// A scenario played out and solved.
#[derive(Clone, Debug)]
pub struct Board {
    pub loaded: Loaded,
    pub sol: Solution,
}

/// Boards of more objects than this are solved on a worker thread, after an edit or as they
/// open in the layer sandbox (a thousand permanents and two hundred effects take longer than a
/// frame).
pub const BACKGROUND_OVER: usize = 200;

/// A board to open in the layer sandbox: solved where it was read (a small board), or played
/// only, for the sandbox to solve off the drawing path (a big one).
#[derive(Clone, Debug)]
pub enum Opened {
    Solved(Board),
    Played(Played),
}

impl Opened {
    /// A board read and played: solved now when it is small (checked as reading it checks it),
    /// else left to the sandbox.
    pub(crate) fn of(played: Played) -> Result<Opened, FileError> {
        if played.loaded.game.objects.len() > BACKGROUND_OVER {
            return Ok(Opened::Played(played));
        }
        let (loaded, sol) = played.solve()?;
        Ok(Opened::Solved(Board { loaded, sol }))
    }

    /// A lesson scenario of the course, as [`Opened::of`] opens a board, but solved once: the
    /// course's solution when it has one, and a small board solved now is kept by the course.
    pub(crate) fn of_lesson(course: &Course, name: &str) -> Result<Opened, FileError> {
        let solved = match course.opening(name)? {
            Opening::Solved(kept) => kept,
            Opening::Played(played) if played.loaded.game.objects.len() > BACKGROUND_OVER => {
                return Ok(Opened::Played(played));
            }
            Opening::Played(played) => course.keep(name, played)?,
        };
        let (loaded, sol) = solved.as_ref().clone();
        Ok(Opened::Solved(Board { loaded, sol }))
    }
}

pub use super::progress::{Given, Mark};

/// A graded lesson answer to file with the practice items (the spaced-repetition queue and
/// the mistakes to review).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonAttempt {
    /// The question's id in the course.
    pub(crate) question: String,
    pub(crate) concept: crate::drill::Concept,
    pub(crate) right: bool,
    /// The answer given and the expected one, in English (as the scheduler keeps them).
    pub(crate) given: String,
    pub(crate) expected: String,
}

/// Where the number of practice items due today comes from (the drill engine of
/// `layerlab drill`). The app holds none until one is plugged in, and then says so instead of
/// showing a number.
pub trait Practice {
    /// How many practice items are due today.
    fn due_today(&self) -> usize;
    /// How many past mistakes the review list holds.
    fn mistakes(&self) -> usize {
        0
    }
    /// The mock exam of `level` kept to be resumed, if any: its problems answered and in all.
    fn kept_exam(&self, _level: crate::drill::exam::Level) -> Option<(usize, usize)> {
        None
    }
    /// Files a graded lesson answer with the practice items (a wrong one joins the mistakes to
    /// review). Nothing when practice is not plugged in.
    fn record_lesson(&self, _attempt: &LessonAttempt) {}
}

/// The panes of the desk (side by side when wide, tabs when narrow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Lessons,
    /// The layer sandbox.
    Sandbox,
    /// The phase sandbox (or the chain builder in its place).
    Phase,
}

/// How many problems a mock exam asks (the start screen says it, practice asks them).
pub const EXAM_COUNT: usize = 10;

/// What the start screen's practice entries open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeOpen {
    Practice,
    Exam(crate::drill::exam::Level),
    Review,
    Stats,
}

/// Where a screen asks to go, applied by the app (a screen never opens another itself).
#[derive(Debug)]
pub(crate) enum Transition {
    /// Stay on this screen.
    Stay,
    /// One level back: a sandbox to the lessons, the lessons to the start screen, an overlay
    /// closed.
    Back,
    /// The start screen.
    Start,
    /// A lesson, at a page.
    Lesson { lesson: usize, page: usize },
    /// A lesson question, by id: its page opens and the question is asked (a lesson mistake
    /// reopened from the review list).
    AskQuestion(String),
    /// The layer sandbox with a board, at a step.
    Board {
        name: String,
        board: Box<Opened>,
        step: usize,
    },
    /// A phase scenario of the course: a procedure opens in the phase sandbox, a chain in the
    /// chain builder.
    Procedure(String),
    /// The chain builder (an empty one when none is open).
    Chain,
    /// The phase sandbox (an empty phase when none is open).
    Phase,
    /// A practice screen.
    Practice(PracticeOpen),
}

/// A short message shown in the footer after a key that could not do what it says, or did
/// something worth saying (cleared by the next key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// `o` on a page with no "try it" board.
    NoBoard,
    /// `p` on a page with no phase procedure.
    NoProcedure,
    /// `v` in the presentation view on a page that asks no question.
    PageAsksNothing,
    /// `o` on a page whose board failed to load (the page shows the error).
    BoardBroken { file: String },
    /// `Enter` or `s` on a page with no question in view left to answer (or to show).
    NoQuestion,
    /// A question could not be asked: why, in the reader's language (a board that does not
    /// load).
    CannotAsk(String),
    /// `p` or `o` opened the `n`th of `count` (only said when there are several).
    Opened { n: usize, count: usize },
    /// `o` while the sandbox's board has edits not saved: a second `o` replaces it.
    UnsavedEdits,
    /// A phase procedure asked for while the phase sandbox has edits not saved: asking again
    /// replaces them.
    UnsavedPhase,
    /// The configuration file did not read when the settings were written: it was moved here
    /// and a new one written.
    ConfigAside(PathBuf),
    /// A save failed (`id` takes `$path` and `$error`).
    SaveFailed {
        id: &'static str,
        failure: crate::content::saved::SaveFailure,
    },
}

impl Status {
    /// The message in `lang`.
    pub(crate) fn text(&self, lang: Lang) -> String {
        match self {
            Status::NoBoard => tr(lang, "ui-page-no-board", &[]),
            Status::NoProcedure => tr(lang, "ui-page-no-procedure", &[]),
            Status::PageAsksNothing => tr(lang, "ui-present-no-question", &[]),
            Status::BoardBroken { file } => {
                tr(lang, "ui-page-board-broken", fargs![file = file.as_str()])
            }
            Status::NoQuestion => tr(lang, "ui-answer-no-question", &[]),
            Status::CannotAsk(why) => why.clone(),
            Status::Opened { n, count } => {
                tr(lang, "ui-page-opened", fargs![n = *n, count = *count])
            }
            Status::UnsavedEdits => tr(lang, "ui-page-unsaved", &[]),
            Status::UnsavedPhase => tr(lang, "ui-phase-unsaved", &[]),
            Status::SaveFailed { id, failure } => failure.message(id, lang),
            Status::ConfigAside(aside) => {
                let aside = crate::escape::one_line(&aside.display().to_string()).into_owned();
                tr(lang, "ui-config-aside", fargs![aside = aside])
            }
        }
    }
}

/// The state every screen reads: the course, the language and the theme, the reader's progress
/// and the footer's message.
pub struct Shared {
    pub course: Course,
    /// Problems found loading the course.
    pub(crate) problems: usize,
    pub lang: Lang,
    pub theme: ThemeKind,
    /// The language and theme the reader chose in the app (saved with the progress).
    pub chosen_lang: Option<Lang>,
    pub(crate) chosen_theme: Option<ThemeKind>,
    /// The lesson pane beside a sandbox (width, shown or hidden), saved with the progress once
    /// changed.
    pub lesson_pane: super::settings::LessonPane,
    /// Answers by question id.
    pub answers: HashMap<String, Given>,
    /// Counts changes to `answers` (a mark can change without the number of answers changing:
    /// the app saves progress when it moves).
    pub(crate) answers_rev: u64,
    /// Lessons opened.
    pub seen: HashSet<usize>,
    /// The lesson and page read last (what the start screen's "continue" opens).
    pub last_read: Option<(usize, usize)>,
    /// Where progress is saved (`None`: not saved).
    pub(crate) progress_path: Option<PathBuf>,
    /// Progress is not saved this session: its file is left alone (from a newer layerlab,
    /// unreadable, damaged and stuck, or refused by a save); a notice or the footer said why.
    pub progress_off: bool,
    /// Problems found reading the saved files (progress, practice), shown on the start screen
    /// and beside the lesson index.
    pub notices: Vec<Notice>,
    /// Where practice counts come from (`layerlab drill`); `None` until one is plugged in.
    pub practice: Option<Box<dyn Practice>>,
    /// `--present`: one large pane and a big header, for a projector.
    pub present: bool,
    /// The terminal's size in cells, as the event loop last saw it (page wrapping and scrolling
    /// are measured on it).
    pub(crate) screen: (u16, u16),
    /// A short message for the footer, cleared by the next key.
    pub status: Option<Status>,
    pub quit: bool,
    /// Where the settings are kept (the configuration file) and what it holds.
    pub config: super::settings::Kept,
}

impl Shared {
    /// Lesson `i`'s progress: its mark (`✓` every question answered right, `•` opened, ` ` not
    /// yet) and its questions' marks (right, wrong, only shown, of all).
    pub(crate) fn lesson_progress(&self, i: usize) -> (&'static str, Tally) {
        let t = super::progress::lesson_tally(&self.course, &self.answers, i);
        let mark = if t.all_right() {
            "✓"
        } else if self.seen.contains(&i) {
            "•"
        } else {
            " "
        };
        (mark, t)
    }

    pub(crate) fn new(course: Course, problems: usize, lang: Lang, theme: ThemeKind) -> Shared {
        Shared {
            course,
            problems,
            lang,
            theme,
            chosen_lang: None,
            chosen_theme: None,
            lesson_pane: super::settings::LessonPane::default(),
            answers: HashMap::new(),
            answers_rev: 0,
            seen: HashSet::new(),
            last_read: None,
            progress_path: None,
            progress_off: false,
            notices: Vec::new(),
            practice: None,
            present: false,
            screen: (80, 24),
            status: None,
            quit: false,
            config: super::settings::Kept::default(),
        }
    }
}
