//! The course's questions as slides: asked as a lesson page asks them (its prompt, its choices
//! or items, how to answer), with the board of a computed question as it stands before any
//! layer applies; answered as `layerlab lesson` answers them (the answer, the worked steps, the
//! explanation, why each wrong choice is wrong, the rules cited).

use super::slides::{QuestionSlide, capped};
use crate::content::course::Course;
use crate::content::lesson::{Block, Question, QuestionKind};
use crate::i18n::Lang;
use crate::words::lesson::{question_key, question_prompt};

/// Whether `block` shows scenario `name` or asks about it.
pub(super) fn names(block: &Block, name: &str) -> bool {
    match block {
        Block::TryIt { scenario, .. } | Block::Procedure { scenario, .. } => scenario == name,
        Block::Question(q) => match &q.kind {
            QuestionKind::Compute { scenario, .. } | QuestionKind::Steps { scenario } => {
                scenario == name
            }
            _ => false,
        },
        _ => false,
    }
}

/// The lines of a text, without the blank ones and the indentation of the plain text.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| capped(l.to_string()))
        .collect()
}

/// Question `q` under `heading`.
pub(super) fn slide(course: &Course, q: &Question, heading: String, lang: Lang) -> QuestionSlide {
    // The plain text starts with the heading, here empty: the slide has its own.
    let prompt = lines(&question_prompt(course, q, "", lang));
    let table = match &q.kind {
        QuestionKind::Compute { scenario, .. } => {
            course.board(scenario).ok().map(|(loaded, sol)| {
                super::table::board_table(&loaded, &sol, &sol.trace.start(), lang)
            })
        }
        _ => None,
    };
    QuestionSlide {
        heading,
        prompt,
        table,
        answer: lines(&question_key(course, q, lang)),
    }
}
