//! Lessons: structure in RON (`lessons/*.ron`), words in Fluent (`locales/*/lesson-NN.ftl`).
//!
//! A lesson is a sequence of pages; a page holds blocks: prose, rule citations, "try it" boards,
//! phase or chain procedures, and questions. Every string a reader sees is a Fluent message id.

use serde::{Deserialize, Serialize};

/// `lessons/course.ron`: the lessons in order, and the glossary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Course", deny_unknown_fields)]
pub(crate) struct CourseFile {
    pub(crate) format_version: u32,
    /// Lesson files (relative to `lessons/`), in teaching order.
    pub(crate) lessons: Vec<String>,
    /// The glossary file (relative to `lessons/`).
    pub(crate) glossary: String,
}

/// One lesson file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Lesson", deny_unknown_fields)]
pub struct Lesson {
    pub(crate) format_version: u32,
    /// Unique id, e.g. `"dependency"`.
    pub(crate) id: String,
    /// Message id of the title.
    pub title: String,
    /// Message id of a one-paragraph summary.
    pub(crate) summary: String,
    /// The course texts it mirrors (`"000"` … `"004"`, the prefixes of `shared/seeds/` files).
    #[serde(default)]
    pub(crate) seeds: Vec<String>,
    pub pages: Vec<Page>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// Message id of the page title.
    pub title: String,
    pub blocks: Vec<Block>,
}

impl Page {
    /// The page's "try it" boards: `(scenario, step)`, in the page's order.
    pub(crate) fn boards(&self) -> Vec<(String, usize)> {
        self.blocks
            .iter()
            .filter_map(|b| match b {
                Block::TryIt { scenario, step, .. } => Some((scenario.clone(), *step)),
                _ => None,
            })
            .collect()
    }
}

/// One block of a page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Block {
    /// Prose: a message id. In the message, `*words*` is emphasis, a line starting with `- ` is a
    /// list item, and `[[Blood Moon]]` is a card name shown in the reader's language.
    Text(String),
    /// A rule citation: today's number, the course's 2011 number where it differs (several,
    /// separated by ", ", where today's rule gathers several of 2011), and a message id for one
    /// line of what it says.
    Rule {
        cr: String,
        #[serde(default)]
        cr_2011: Option<String>,
        text: String,
    },
    /// A board to open in the sandbox (`lessons/scenarios/FILE`), at step `step` of its trace
    /// (0: before any step).
    TryIt {
        scenario: String,
        #[serde(default)]
        step: usize,
        caption: String,
    },
    /// A phase or chain scenario (`lessons/scenarios/FILE`) to step through.
    Procedure {
        scenario: String,
        caption: String,
    },
    Question(Question),
}

/// A question with its explanation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Unique across the course, e.g. `"l05-q2"`.
    pub id: String,
    /// Message id of the question.
    pub(crate) prompt: String,
    pub kind: QuestionKind,
    /// Message id of the explanation (both languages; it cites the rules).
    pub explain: String,
    /// Rules the explanation cites, today's numbers.
    #[serde(default)]
    pub(crate) rules: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum QuestionKind {
    /// Multiple choice: message ids, the index of the right one, and for each choice the
    /// message id that says why it is wrong (`why_not`, one per choice in the same order; the
    /// right one's entry may be empty). A learner who picks a wrong choice is told its own
    /// reason, beside the explanation of the right one.
    Choice {
        choices: Vec<String>,
        answer: usize,
        #[serde(default)]
        why_not: Vec<String>,
    },
    /// Put `items` (message ids, shown in this order) in the right order: `answer` lists their
    /// indices in that order.
    Order {
        items: Vec<String>,
        answer: Vec<usize>,
    },
    /// Which layer? The answer is a label of today's numbering (`"1a"` … `"7d"`, `"players"`,
    /// `"rules"`).
    Layer { answer: String },
    /// A characteristic of `object` after the layers of `scenario`: the engine computes the answer.
    Compute {
        scenario: String,
        object: String,
        ask: Ask,
    },
    /// The phase procedure of `scenario` (a phase scenario, `lessons/scenarios/FILE`) played
    /// step by step: at each step of each round the learner says what happens, and the engine's
    /// run of the scenario grades each step.
    Steps { scenario: String },
}

impl Question {
    /// A computed question's scenario, object and what it asks (`None` for another kind).
    pub fn computed(&self) -> Option<(&str, &str, Ask)> {
        match &self.kind {
            QuestionKind::Compute {
                scenario,
                object,
                ask,
            } => Some((scenario, object, *ask)),
            _ => None,
        }
    }
}

/// What a computed question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ask {
    PowerToughness,
    Types,
    Subtypes,
    Colors,
    Controller,
    Abilities,
    Dies,
}

/// `lessons/glossary.ron`: terms by id; the words are the messages `gl-ID` (the term) and
/// `gl-ID-def` (its definition) in each language.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Glossary", deny_unknown_fields)]
pub struct Glossary {
    pub(crate) format_version: u32,
    pub terms: Vec<Term>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    pub(crate) id: String,
    /// Today's rule number.
    pub(crate) rule: String,
    /// The course's 2011 number where it differs.
    #[serde(default)]
    pub(crate) rule_2011: Option<String>,
}
