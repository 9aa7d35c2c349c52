//! What a board or a procedure of the course is called on screen and in the `lesson` output:
//! the title of the lesson page that opens it, in the reader's language ("Blood Moon and Urborg,
//! 1 of 2 (lesson 5)"), never its file name. Scenario files carry no title of their own; the
//! page that shows a board is what a reader knows it by.

use crate::content::course::Course;
use crate::content::lesson::{Block, QuestionKind};
use crate::fargs;
use crate::i18n::{Lang, tr};

/// What kind of scenario is named: the two are counted apart on a page ("board 1 of 2" beside
/// one procedure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A board of the layer sandbox (a "try it" block, or the board of a computed question).
    Board,
    /// A phase procedure or a chain (a procedure block).
    Procedure,
}

/// The scenarios of `kind` a page's blocks name, in order, each once.
fn named_on(blocks: &[Block], kind: Kind) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for b in blocks {
        let name = match (kind, b) {
            (Kind::Board, Block::TryIt { scenario, .. })
            | (Kind::Procedure, Block::Procedure { scenario, .. }) => scenario.as_str(),
            (Kind::Board, Block::Question(q)) => match &q.kind {
                QuestionKind::Compute { scenario, .. } => scenario.as_str(),
                _ => continue,
            },
            _ => continue,
        };
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// The first lesson page that names scenario `name` (a board or a procedure, as `kind` says),
/// as `(lesson, page)` counted from 0; `None` when no lesson names it.
pub(crate) fn page_naming(course: &Course, name: &str, kind: Kind) -> Option<(usize, usize)> {
    course.lessons.iter().enumerate().find_map(|(li, lf)| {
        lf.lesson
            .pages
            .iter()
            .position(|page| named_on(&page.blocks, kind).contains(&name))
            .map(|pi| (li, pi))
    })
}

/// Whether page `page` of lesson `lesson` (from 0) names scenario `name`.
pub(crate) fn page_names(
    course: &Course,
    (lesson, page): (usize, usize),
    name: &str,
    kind: Kind,
) -> bool {
    course
        .lessons
        .get(lesson)
        .and_then(|lf| lf.lesson.pages.get(page))
        .is_some_and(|p| named_on(&p.blocks, kind).contains(&name))
}

/// The title of scenario `name` of the course: the first lesson page that names it, with its
/// place among the page's scenarios of the same kind when there are several; `None` when no
/// lesson names it (a file of the user's, an empty board).
pub(crate) fn scenario_title(
    course: &Course,
    name: &str,
    kind: Kind,
    lang: Lang,
) -> Option<String> {
    for (li, lf) in course.lessons.iter().enumerate() {
        for page in &lf.lesson.pages {
            let names = named_on(&page.blocks, kind);
            let Some(k) = names.iter().position(|n| *n == name) else {
                continue;
            };
            let page_title = course.tr(lang, &page.title);
            return Some(if names.len() > 1 {
                tr(
                    lang,
                    "title-scenario-of",
                    fargs![
                        page = page_title,
                        n = k + 1,
                        count = names.len(),
                        lesson = li + 1
                    ],
                )
            } else {
                tr(
                    lang,
                    "title-scenario",
                    fargs![page = page_title, lesson = li + 1],
                )
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_board_is_named_by_its_page() {
        let course = Course::load(crate::content::source::ContentSource::embedded()).0;
        let en = scenario_title(&course, "l05-urborg-then-moon.ron", Kind::Board, Lang::En)
            .expect("lesson 5 opens it");
        let fr = scenario_title(&course, "l05-urborg-then-moon.ron", Kind::Board, Lang::Fr)
            .expect("lesson 5 opens it");
        assert!(en.contains("(lesson 5)"), "{en}");
        assert!(fr.contains("(leçon 5)"), "{fr}");
        // Two boards on the page: each has its number.
        assert!(en.contains("1 of 2"), "{en}");
        let other = scenario_title(&course, "l05-moon-then-urborg.ron", Kind::Board, Lang::En)
            .expect("lesson 5 opens it");
        assert!(other.contains("2 of 2"), "{other}");
        for t in [&en, &fr, &other] {
            assert!(!t.contains(".ron"), "{t}");
        }
        assert_eq!(
            scenario_title(&course, "my-own.ron", Kind::Board, Lang::En),
            None
        );
    }
}
