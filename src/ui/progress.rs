//! Progress (lessons seen, each question's mark and answer, where the reader was), saved as JSON in the user's data directory with an atomic write
//! (see [`crate::content::saved`]). A damaged file is kept aside and reported, never a crash; a
//! file from a newer layerlab is left alone and not saved to.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::content::course::Course;
use crate::content::lesson::{Question, QuestionKind};
use crate::rules::layer::Layer;

/// What became of a lesson question: answered right, answered wrong, or its answer only shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    Right,
    Wrong,
    /// The answer was shown before any answer was given.
    Shown,
}

/// A lesson question's state: its mark and the answer given last (as the grader read it:
/// `3/4`, `b`, `1, 3`...; `None` when the answer was only shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Given {
    pub mark: Mark,
    pub(crate) answer: Option<String>,
}

impl Given {
    pub fn right(answer: &str) -> Given {
        Given {
            mark: Mark::Right,
            answer: Some(answer.to_string()),
        }
    }

    pub fn wrong(answer: &str) -> Given {
        Given {
            mark: Mark::Wrong,
            answer: Some(answer.to_string()),
        }
    }

    pub fn shown() -> Given {
        Given {
            mark: Mark::Shown,
            answer: None,
        }
    }
}

/// A lesson question's state as saved.
///
/// Format 1 kept the choice, order or layer picked, and `Shown` for a computed question whose
/// answer was shown at once (it could not be answered then). Format 2 keeps the mark with the
/// answer given. A format-1 answer is read and graded again against the course
/// ([`migrate`]): a progress file is never thrown away for its age.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Saved {
    /// Format 1: the choice picked.
    Choice(usize),
    /// Format 1: the items in the order given.
    Order(Vec<usize>),
    /// Format 1: a layer label (`"4"`, `"7c"`).
    Layer(String),
    /// The answer was shown before any was given.
    Shown,
    /// Answered right: the answer as the grader read it.
    Right(String),
    /// Answered wrong: the answer as the grader read it.
    Wrong(String),
}

/// The file format this version writes (and the newest it reads). Format 2 keeps each
/// question's mark (right, wrong, shown) with the answer given.
pub const FORMAT_VERSION: u32 = 2;

impl Saved {
    /// The saved form of a question's state.
    pub(crate) fn of(g: &Given) -> Saved {
        match (g.mark, &g.answer) {
            (Mark::Right, Some(a)) => Saved::Right(a.clone()),
            (Mark::Wrong, Some(a)) => Saved::Wrong(a.clone()),
            (Mark::Right, None) => Saved::Right(String::new()),
            (Mark::Wrong, None) => Saved::Wrong(String::new()),
            (Mark::Shown, _) => Saved::Shown,
        }
    }
}

/// A saved answer read back for question `q`: a format-2 mark as it is; a format-1 choice,
/// order or layer graded again against `q` (`None` when it no longer fits the question, as
/// when the course changed under it, or a layer label is unknown).
pub(crate) fn migrate(saved: &Saved, q: &Question) -> Option<Given> {
    let letter = |i: usize| ((b'a' + (i % 26) as u8) as char).to_string();
    Some(match (saved, &q.kind) {
        (Saved::Right(a), _) => Given::right(a),
        (Saved::Wrong(a), _) => Given::wrong(a),
        (Saved::Shown, _) => Given::shown(),
        (
            Saved::Choice(c),
            QuestionKind::Choice {
                choices, answer, ..
            },
        ) if *c < choices.len() => mark(*c == *answer, letter(*c)),
        (Saved::Order(o), QuestionKind::Order { items, answer }) if o.len() == items.len() => {
            let text = o.iter().map(|&i| letter(i)).collect::<Vec<_>>().join(", ");
            mark(o == answer, text)
        }
        (Saved::Layer(l), QuestionKind::Layer { answer }) => {
            let given = Layer::parse(l)?;
            mark(
                Layer::parse(answer) == Some(given),
                given.label().to_string(),
            )
        }
        _ => return None,
    })
}

fn mark(right: bool, answer: String) -> Given {
    if right {
        Given::right(&answer)
    } else {
        Given::wrong(&answer)
    }
}

/// The saved progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub format_version: u32,
    /// Lesson ids opened.
    pub seen: BTreeSet<String>,
    /// Answers by question id: the last answer to each replaces the one before, so the file
    /// grows with the questions of the courses read, never with the answers given.
    pub answers: BTreeMap<String, Saved>,
    /// The lesson (id) and page open last.
    pub last_lesson: Option<String>,
    pub last_page: usize,
    // The settings below are the configuration file's now: an older file's are read (they
    // move to the configuration file with the next save), and written only where the app has
    // no configuration file.
    /// The language the reader chose in the app (`l`), if they did. An unknown value is ignored.
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Option::is_none")]
    pub lang: Option<crate::i18n::Lang>,
    /// The theme the reader chose in the app (`t`), if they did. An unknown value is ignored.
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Option::is_none")]
    pub theme: Option<super::theme::ThemeKind>,
    /// The lesson pane's width and whether it shows (`<`, `>`, `h`), once changed. A value this
    /// version does not read is ignored.
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Option::is_none")]
    pub lesson_pane: Option<super::settings::LessonPane>,
}

/// Reads an optional setting, ignoring a value this version does not know (a newer theme...).
fn lenient<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    let v = serde_json::Value::deserialize(d)?;
    Ok(serde_json::from_value(v).ok())
}

/// The marks of a lesson's questions: how many right, wrong and only shown, and how many it
/// asks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub right: usize,
    pub wrong: usize,
    pub shown: usize,
    pub total: usize,
}

impl Tally {
    /// Every question answered right.
    pub fn all_right(&self) -> bool {
        self.total > 0 && self.right == self.total
    }

    /// Questions with a mark of any kind.
    pub fn marked(&self) -> usize {
        self.right + self.wrong + self.shown
    }
}

/// The tally of the questions `qs`, by their marks in `answers`.
pub(crate) fn tally<'a>(
    answers: &HashMap<String, Given>,
    qs: impl IntoIterator<Item = &'a Question>,
) -> Tally {
    let mut t = Tally::default();
    for q in qs {
        t.total += 1;
        match answers.get(&q.id).map(|g| g.mark) {
            Some(Mark::Right) => t.right += 1,
            Some(Mark::Wrong) => t.wrong += 1,
            Some(Mark::Shown) => t.shown += 1,
            None => {}
        }
    }
    t
}

/// The tally of lesson `i` of `course`.
pub fn lesson_tally(course: &Course, answers: &HashMap<String, Given>, i: usize) -> Tally {
    let Some(lf) = course.lessons.get(i) else {
        return Tally::default();
    };
    tally(
        answers,
        lf.lesson
            .pages
            .iter()
            .flat_map(|p| p.blocks.iter())
            .filter_map(|b| match b {
                crate::content::lesson::Block::Question(q) => Some(q),
                _ => None,
            }),
    )
}

impl Tally {
    /// The marks in a few cells: `3✓ 1✗ 2○/9` (right, wrong, only shown, of all), or `0/9`
    /// before any.
    pub(crate) fn text(&self) -> String {
        if self.marked() == 0 {
            return format!("0/{}", self.total);
        }
        let mut parts = vec![format!("{}✓", self.right)];
        if self.wrong > 0 {
            parts.push(format!("{}✗", self.wrong));
        }
        if self.shown > 0 {
            parts.push(format!("{}○", self.shown));
        }
        format!("{}/{}", parts.join(" "), self.total)
    }
}

pub(crate) use crate::content::saved::Notice;
use crate::content::saved::{self, Messages};

/// Where the app keeps progress and settings ([`saved::default_progress_path`]).
pub(crate) fn default_path() -> Option<PathBuf> {
    saved::default_progress_path()
}

/// Reads the progress file. A missing file is an empty progress; a damaged one is moved to
/// `FILE.damaged-DATE-N` (the notice says so) and replaced by an empty progress; one from a
/// newer layerlab or that cannot be read is left alone (the notice's `saving_off`).
pub fn load(path: &Path) -> (Progress, Option<Notice>) {
    let msgs = Messages {
        unreadable: "ui-progress-unreadable",
        damaged: "ui-progress-damaged",
        stuck: "ui-progress-stuck",
        newer: "ui-progress-newer",
    };
    saved::load(path, msgs, FORMAT_VERSION)
}

/// Writes the progress file atomically (a temporary file renamed over it), unless the file in
/// place is not one this version reads (see [`saved::save`]).
pub fn save(path: &Path, p: &Progress) -> std::io::Result<()> {
    let mut p = p.clone();
    p.format_version = FORMAT_VERSION;
    saved::save(path, &p, FORMAT_VERSION)
}
