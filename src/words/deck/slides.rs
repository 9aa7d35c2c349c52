//! A deck as words: its slides (the title, the steps, the questions), their tables and cells,
//! and the caps that keep a deck of the largest board readable and small.

use crate::i18n::Lang;

/// At most this many steps of one board or procedure get a slide each: a deck is read in a
/// room, and the largest board the engine accepts has thousands of steps. The title slide says
/// how many were left out.
pub const MAX_STEP_SLIDES: usize = 200;
/// A board of at most this many permanents is shown whole on each step's slide; a larger one
/// shows only the permanents the step changed, at most this many of them.
pub const MAX_TABLE_ROWS: usize = 16;
/// At most this many of a step's changes are listed on its slide (then "and N more").
pub const MAX_CHANGE_LINES: usize = 16;
/// The longest line of a slide, in characters (a dependency's list of thousands of effects is
/// cut, and says so).
pub const MAX_LINE_CHARS: usize = 600;

/// A deck: its language, title and slides in order (the first is the title slide).
#[derive(Clone, Debug, PartialEq)]
pub struct Deck {
    pub lang: Lang,
    pub title: String,
    pub theme: DeckTheme,
    pub slides: Vec<Slide>,
}

/// The colors a deck opens with; the reader switches with the `T` key, and a printed deck is
/// always black on white.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DeckTheme {
    /// The reader's system setting (light or dark).
    #[default]
    Auto,
    Dark,
    Light,
    HighContrast,
    Mono,
}

impl DeckTheme {
    /// The name the page's `data-theme` attribute holds.
    pub fn name(self) -> &'static str {
        match self {
            DeckTheme::Auto => "auto",
            DeckTheme::Dark => "dark",
            DeckTheme::Light => "light",
            DeckTheme::HighContrast => "high-contrast",
            DeckTheme::Mono => "mono",
        }
    }
}

/// One slide.
#[derive(Clone, Debug, PartialEq)]
pub enum Slide {
    /// The deck's title, what it shows, how to move through it.
    Title {
        title: String,
        lines: Vec<String>,
    },
    Step(StepSlide),
    Question(QuestionSlide),
}

/// A step of a trace or a procedure.
#[derive(Clone, Debug, PartialEq)]
pub struct StepSlide {
    /// Where it is: "Step 3 of 12".
    pub place: String,
    /// The layer and its rule ("[4] Layer 4: type (613.1d)"), or the round and step.
    pub title: String,
    /// What applies: the effect, with its source and timestamp.
    pub subtitle: Option<String>,
    pub table: Option<Table>,
    /// Why it goes now, with the rule numbers.
    pub why: Vec<String>,
    /// What it changed, one line each.
    pub changes: Vec<String>,
}

/// A question asked on a slide, its answer hidden until revealed (and printed after it).
#[derive(Clone, Debug, PartialEq)]
pub struct QuestionSlide {
    /// "Question 2.1".
    pub heading: String,
    /// The prompt and its choices, one line each.
    pub prompt: Vec<String>,
    /// The board it asks about, before any layer applies (a computed question).
    pub table: Option<Table>,
    /// The answer, its worked steps and explanation, one line each.
    pub answer: Vec<String>,
}

/// A board (or the pending effects) as a table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub caption: Option<String>,
    pub headers: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
    /// What is left out ("5 more permanents changed…").
    pub note: Option<String>,
}

/// One cell: its text after the step, and what it was before when the step changed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub text: String,
    /// `Some` for a cell the step changed: its text before the step.
    pub before: Option<String>,
}

impl Cell {
    pub(crate) fn plain(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            before: None,
        }
    }

    pub fn changed(&self) -> bool {
        self.before.is_some()
    }
}

impl Deck {
    /// How many slides ask a question.
    pub fn questions(&self) -> usize {
        self.slides
            .iter()
            .filter(|s| matches!(s, Slide::Question(_)))
            .count()
    }

    /// How many slides show a step.
    pub fn steps(&self) -> usize {
        self.slides
            .iter()
            .filter(|s| matches!(s, Slide::Step(_)))
            .count()
    }
}

/// `s` cut to [`MAX_LINE_CHARS`] characters, with "…" when cut.
pub(super) fn capped(s: String) -> String {
    match s.char_indices().nth(MAX_LINE_CHARS) {
        Some((at, _)) => format!("{}…", &s[..at]),
        None => s,
    }
}
