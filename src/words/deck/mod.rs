//! A slide deck of a step-through, for a room without the app and for a handout: a title slide,
//! one slide per step of the trace (its layer and rule, the board with the cells the step
//! changed, why it goes now, what it changed), and the course's questions about what was shown,
//! each asked on one slide and answered on the same slide once revealed. [`Deck`] holds the
//! slides as words; [`html`] writes them as one self-contained page.
//!
//! Both front ends make decks from what they hold: `layerlab slides` from a file or a lesson,
//! the app from the board, the procedure or the lesson page on screen ([`deck_html`]).

mod board;
pub mod html;
mod make;
mod procedure;
mod questions;
mod slides;
mod table;

pub(crate) use table::{Col, col_of};

use std::path::Path;

use crate::content::course::{Course, SCENARIOS, run_procedure_text};
use crate::content::file_error::FileError;
use crate::content::phase_file;
use crate::content::scenario::{self, Loaded};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::chain::Chain;
use crate::phase::{Outcome, Procedure};
use crate::rules::solve::Solution;
use crate::words::titles::{Kind, scenario_title};
use make::Maker;

pub use slides::{
    Cell, Deck, DeckTheme, MAX_CHANGE_LINES, MAX_LINE_CHARS, MAX_STEP_SLIDES, MAX_TABLE_ROWS,
    QuestionSlide, Slide, StepSlide, Table,
};

/// What a deck is made of: what the layer sandbox, the phase sandbox and the presenter hold,
/// or a lesson of the course.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// A layer board played and solved. `name` is its file name; when `in_course` the board is
    /// the course's scenario of that name: its title is its lesson page's, and the course's
    /// questions about it follow its steps.
    Board {
        name: &'a str,
        in_course: bool,
        loaded: &'a Loaded,
        sol: &'a Solution,
    },
    /// A phase procedure (run to its end, or as far as it went).
    Phase {
        name: &'a str,
        in_course: bool,
        procedure: &'a Procedure,
    },
    /// A chain of effects that arise at once.
    Chain {
        name: &'a str,
        in_course: bool,
        chain: &'a Chain,
    },
    /// Lesson `index` (0-based), or one of its pages (0-based): the steps of every board and
    /// procedure it shows, and its questions, in the page's order.
    Lesson { index: usize, page: Option<usize> },
}

/// The deck of `source` in `lang`, as a self-contained HTML page (no network, no other file)
/// opening in `theme`: what the app writes when asked for slides. An error only for a lesson
/// that is not in the course, or whose content is wrong.
pub fn deck_html(
    course: &Course,
    source: Source<'_>,
    lang: Lang,
    theme: DeckTheme,
) -> Result<String, FileError> {
    Ok(html::write(&deck(course, source, lang, theme)?))
}

/// The deck of scenario file `text` (read from `path`): a phase or chain scenario when it
/// starts with the name of one, else a layer scenario, played and solved. A file that is the
/// course's own scenario of the same name (the same text) brings the course's questions about
/// it. Errors are the file's, placed in it.
pub fn of_text(
    course: &Course,
    path: &Path,
    text: String,
    lang: Lang,
    theme: DeckTheme,
) -> Result<Deck, FileError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let in_course = course
        .source
        .get(&format!("{SCENARIOS}{name}"))
        .is_some_and(|t| t == text);
    if phase_file::is_procedure(&text) {
        let outcome = run_procedure_text(path, &text, lang)?;
        let source = match &outcome {
            Outcome::Phase(run) => Source::Phase {
                name: &name,
                in_course,
                procedure: &run.procedure,
            },
            Outcome::Chain(chain) => Source::Chain {
                name: &name,
                in_course,
                chain,
            },
        };
        deck(course, source, lang, theme)
    } else {
        let (loaded, sol) = scenario::load_str_played(path, text, &course.catalogue)?.solve()?;
        let source = Source::Board {
            name: &name,
            in_course,
            loaded: &loaded,
            sol: &sol,
        };
        deck(course, source, lang, theme)
    }
}

/// The deck of `source` in `lang`, as words.
pub fn deck(
    course: &Course,
    source: Source<'_>,
    lang: Lang,
    theme: DeckTheme,
) -> Result<Deck, FileError> {
    let mut maker = Maker::default();
    let title = match source {
        Source::Board {
            name,
            in_course,
            loaded,
            sol,
        } => {
            maker.steps_of_board(loaded, sol, lang);
            maker.scenario(
                course,
                name,
                in_course,
                Kind::Board,
                "deck-kind-board",
                lang,
            )
        }
        Source::Phase {
            name,
            in_course,
            procedure,
        } => {
            maker.steps_of_phase(procedure, lang);
            maker.scenario(
                course,
                name,
                in_course,
                Kind::Procedure,
                "deck-kind-phase",
                lang,
            )
        }
        Source::Chain {
            name,
            in_course,
            chain,
        } => {
            maker.steps_of_chain(chain, lang);
            maker.scenario(
                course,
                name,
                in_course,
                Kind::Procedure,
                "deck-kind-chain",
                lang,
            )
        }
        Source::Lesson { index, page } => maker.lesson(course, index, page, lang)?,
    };
    let (steps, questions) = (maker.steps, maker.questions);
    let mut lines = maker.title_lines;
    lines.push(tr(
        lang,
        "deck-count",
        fargs![steps = steps, questions = questions],
    ));
    lines.push(tr(lang, "deck-keys", &[]));
    let mut slides = vec![Slide::Title {
        title: title.clone(),
        lines,
    }];
    slides.extend(maker.slides);
    Ok(Deck {
        lang,
        title,
        theme,
        slides,
    })
}

impl Maker {
    /// A scenario's deck: its title, the course's questions about it when it is the course's
    /// own, and what kind of deck it is (`kind_id`) first on the title slide.
    fn scenario(
        &mut self,
        course: &Course,
        name: &str,
        in_course: bool,
        kind: Kind,
        kind_id: &str,
        lang: Lang,
    ) -> String {
        if in_course {
            self.questions_about(course, name, lang);
        }
        self.title_lines.insert(0, tr(lang, kind_id, &[]));
        named(course, name, in_course, kind, lang)
    }
}

/// A board's or procedure's title: its lesson page's when it is the course's, else its file
/// name.
fn named(course: &Course, name: &str, in_course: bool, kind: Kind, lang: Lang) -> String {
    in_course
        .then(|| scenario_title(course, name, kind, lang))
        .flatten()
        .unwrap_or_else(|| name.to_string())
}
