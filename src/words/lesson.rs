//! A lesson as plain text, questions and answers included (`layerlab lesson`, the plain mode's
//! pages): the screen-reader and copy-paste path, a handout; or a worksheet without the answers
//! ([`Answers::Hidden`]), or with the key after the questions ([`Answers::AtEnd`]).

use super::answers::computed_answer;
use super::explain::{Explainer, kv, layer_label};
use crate::content::course::Course;
use crate::content::file_error::{FileError, Problem};
use crate::content::lesson::{Block, Question, QuestionKind};
use crate::content::limits::line_col;
use crate::content::markup;
use crate::fargs;
use crate::i18n::{Arg, Lang, tr};
use crate::rules::layer::{Layer, Numbering};
use crate::words::phase::OutcomeWords as _;

/// Where a lesson's answers go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// Under each question (a handout).
    Inline,
    /// Nowhere: the page as it is read before its questions are answered (the plain mode).
    Hidden,
    /// In a key after the last page.
    AtEnd,
    /// A worksheet: each page's questions only, with the boards they ask about as tables of
    /// the objects before any layer applies, and no prose, no "try it" board, no answer.
    Worksheet,
}

/// The plain text of lesson `index` (0-based), or the first content error met on the way (a
/// "try it" block opening past the end of its board's trace).
pub fn lesson(course: &Course, index: usize, lang: Lang) -> Result<String, FileError> {
    lesson_with(course, index, lang, Answers::Inline)
}

/// [`lesson`], with its answers placed as `answers` says.
pub fn lesson_with(
    course: &Course,
    index: usize,
    lang: Lang,
    answers: Answers,
) -> Result<String, FileError> {
    let l = &course.lessons[index].lesson;
    let mut out = if answers == Answers::Worksheet {
        worksheet_intro(course, index, lang)
    } else {
        lesson_intro(course, index, lang)
    };
    for pn in 0..l.pages.len() {
        if answers == Answers::Worksheet {
            out.push_str(&worksheet_page(course, index, pn, lang));
        } else {
            out.push_str(&page_text_with(course, index, pn, lang, answers)?);
        }
    }
    if answers == Answers::AtEnd {
        let head = tr(lang, "lesson-answer-key", &[]);
        out.push_str(&format!("\n{head}\n{}\n", "-".repeat(head.chars().count())));
        for (pn, p) in l.pages.iter().enumerate() {
            for (k, q) in page_questions(p).into_iter().enumerate() {
                out.push_str(&format!("\n{}\n", question_heading(pn, k, lang)));
                out.push_str(&question_key(course, q, lang));
            }
        }
    }
    Ok(out.trim_end().to_string())
}

/// The questions of a page, in order.
pub fn page_questions(p: &crate::content::lesson::Page) -> Vec<&Question> {
    p.blocks
        .iter()
        .filter_map(|b| match b {
            Block::Question(q) => Some(q),
            _ => None,
        })
        .collect()
}

/// How a question is named to a reader: by its page and its place on it (`Question 2.1`),
/// never by the course's internal id.
pub(crate) fn question_heading(page: usize, k: usize, lang: Lang) -> String {
    tr(
        lang,
        "lesson-question",
        fargs![n = format!("{}.{}", page + 1, k + 1)],
    )
}

/// The plain text of lesson `index` (0-based), with a content error shown in its place.
pub fn lesson_text(course: &Course, index: usize, lang: Lang) -> String {
    lesson(course, index, lang).unwrap_or_else(|e| e.render(lang))
}

/// The heading and summary of lesson `index` (0-based).
pub(crate) fn lesson_intro(course: &Course, index: usize, lang: Lang) -> String {
    let l = &course.lessons[index].lesson;
    let prose = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    let heading = tr(
        lang,
        "lesson-heading",
        fargs![n = index + 1, title = course.tr(lang, &l.title)],
    );
    format!(
        "{heading}\n{}\n\n{}\n",
        "=".repeat(heading.chars().count()),
        prose(&l.summary)
    )
}

/// A worksheet's heading: the lesson's number and title, and how many questions it asks (no
/// summary: a summary may say what the questions ask).
fn worksheet_intro(course: &Course, index: usize, lang: Lang) -> String {
    let l = &course.lessons[index].lesson;
    let heading = tr(
        lang,
        "lesson-heading",
        fargs![n = index + 1, title = course.tr(lang, &l.title)],
    );
    let count: usize = l.pages.iter().map(|p| page_questions(p).len()).sum();
    format!(
        "{heading}\n{}\n\n{}\n",
        "=".repeat(heading.chars().count()),
        tr(lang, "lesson-worksheet", fargs![count = count])
    )
}

/// Page `pn` of lesson `index` as a worksheet: its title and its questions, each computed
/// question after the table of its board before any layer applies (once per board on the
/// page). Empty for a page without questions.
fn worksheet_page(course: &Course, index: usize, pn: usize, lang: Lang) -> String {
    let l = &course.lessons[index].lesson;
    let Some(page) = l.pages.get(pn) else {
        return String::new();
    };
    let qs = page_questions(page);
    if qs.is_empty() {
        return String::new();
    }
    let title = format!("{}. {}", pn + 1, course.tr(lang, &page.title));
    let mut out = format!("\n{title}\n{}\n", "-".repeat(title.chars().count()));
    let mut shown: Vec<&str> = Vec::new();
    for (k, q) in qs.iter().enumerate() {
        out.push('\n');
        if let QuestionKind::Compute { scenario, .. } = &q.kind
            && !shown.contains(&scenario.as_str())
        {
            shown.push(scenario);
            out.push_str(&start_board(course, scenario, lang));
        }
        out.push_str(&question_prompt(
            course,
            q,
            &question_heading(pn, k, lang),
            lang,
        ));
    }
    out
}

/// A board before any layer applies: the objects with their printed values, and the effects
/// that will apply, each with its source and timestamp (nothing of the result).
fn start_board(course: &Course, scenario: &str, lang: Lang) -> String {
    let Ok((loaded, sol)) = course.board(scenario) else {
        return String::new();
    };
    let ex = Explainer {
        game: &loaded.game,
        trace: &sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    let mut out = format!("{}\n", tr(lang, "lesson-worksheet-board", &[]));
    out.push_str(&super::report::board_text(
        &loaded,
        &ex,
        &sol.trace.start(),
        "  ",
    ));
    let effects: Vec<String> = (0..sol.trace.effects.len())
        .map(|e| ex.effect_title(e))
        .collect();
    if !effects.is_empty() {
        out.push_str(&format!("{}\n", tr(lang, "lesson-board-effects", &[])));
        for e in effects {
            out.push_str(&format!("  - {e}\n"));
        }
    }
    out.push('\n');
    out
}

/// The plain text of page `pn` of lesson `index` (both 0-based), starting with an empty line,
/// with its questions' answers under them only for [`Answers::Inline`].
pub(crate) fn page_text_with(
    course: &Course,
    index: usize,
    pn: usize,
    lang: Lang,
    answers: Answers,
) -> Result<String, FileError> {
    let l = &course.lessons[index].lesson;
    let t = |id: &str| course.tr(lang, id);
    let prose = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    let mut out = String::new();
    let mut k = 0;
    if let Some(page) = l.pages.get(pn) {
        let title = format!("{}. {}", pn + 1, t(&page.title));
        out.push_str(&format!(
            "\n{title}\n{}\n",
            "-".repeat(title.chars().count())
        ));
        for (bn, block) in page.blocks.iter().enumerate() {
            out.push('\n');
            match block {
                Block::Text(id) => out.push_str(&format!("{}\n", prose(id))),
                Block::Rule { cr, cr_2011, text } => {
                    let head = match cr_2011 {
                        Some(old) => tr(lang, "lesson-rule-2011", fargs![cr = cr, old = old]),
                        None => tr(lang, "lesson-rule", fargs![cr = cr]),
                    };
                    out.push_str(&format!("  » {}\n", kv(lang, &head, &prose(text))));
                }
                Block::TryIt {
                    scenario,
                    step,
                    caption,
                } => {
                    out.push_str(&format!(
                        "{}\n",
                        tr(lang, "lesson-try-it", fargs![caption = prose(caption)])
                    ));
                    if let Ok((loaded, sol)) = course.board(scenario) {
                        let total = sol.trace.steps.len();
                        if *step > total {
                            return Err(step_past_end(
                                course,
                                index,
                                (pn, bn),
                                scenario,
                                *step,
                                total,
                            ));
                        }
                        // The board is named by the caption above, never by its file.
                        let line = if *step == 0 {
                            tr(lang, "lesson-board-start", fargs![total = total])
                        } else {
                            tr(lang, "lesson-board", fargs![step = *step, total = total])
                        };
                        out.push_str(&format!("  {line}\n"));
                        let ex = Explainer {
                            game: &loaded.game,
                            trace: &sol.trace,
                            lang,
                            numbering: Numbering::Current,
                        };
                        if *step > 0 {
                            let s = &sol.trace.steps[*step - 1];
                            out.push_str(&format!(
                                "  [{}] {}\n",
                                ex.label(s),
                                ex.layer_title(s.layer, s.counters)
                            ));
                            if let Some(e) = s.effect {
                                out.push_str(&format!("  {}\n", ex.effect_title(e)));
                            }
                            out.push_str(&format!("  {}\n", ex.reason(s)));
                        }
                        // A printed lesson is followed without the app: the board as it
                        // stands at that step, in a table (the plain mode opens it with `o`).
                        if answers != Answers::Hidden {
                            let table = tr(lang, "lesson-board-table", &[]);
                            out.push_str(&format!("  {table}\n"));
                            out.push_str(&super::report::board_text(
                                &loaded,
                                &ex,
                                &sol.trace.replay(*step),
                                "    ",
                            ));
                        }
                    }
                }
                Block::Procedure { scenario, caption } => {
                    out.push_str(&format!(
                        "{}\n",
                        tr(lang, "lesson-procedure", fargs![caption = prose(caption)])
                    ));
                    if let Ok(outcome) = course.procedure(scenario, lang) {
                        out.push_str(&format!("  {}\n", outcome.trace_line_in(lang)));
                    }
                }
                Block::Question(q) => {
                    let head = question_heading(pn, k, lang);
                    k += 1;
                    if answers == Answers::Inline {
                        out.push_str(&question_text(course, q, &head, lang))
                    } else {
                        out.push_str(&question_prompt(course, q, &head, lang))
                    }
                }
            }
        }
    }
    Ok(out)
}

/// The error for a "try it" block (`at`: its page and block) of lesson `index` whose `step` is
/// past the `total` steps of its board, placed at the block's scenario name in the lesson file.
fn step_past_end(
    course: &Course,
    index: usize,
    at: (usize, usize),
    scenario: &str,
    step: usize,
    total: usize,
) -> FileError {
    let lf = &course.lessons[index];
    // The same scenario may be named by several blocks: this one is the n-th mention.
    let mentions = |block: &Block| match block {
        Block::TryIt { scenario: s, .. } | Block::Procedure { scenario: s, .. } => s == scenario,
        Block::Question(q) => {
            matches!(&q.kind, QuestionKind::Compute { scenario: s, .. } if s == scenario)
        }
        _ => false,
    };
    let earlier = lf
        .lesson
        .pages
        .iter()
        .enumerate()
        .flat_map(|(pn, p)| {
            p.blocks
                .iter()
                .enumerate()
                .map(move |(bn, b)| ((pn, bn), b))
        })
        .take_while(|(place, _)| *place != at)
        .filter(|(_, b)| mentions(b))
        .count();
    let quoted = format!("\"{scenario}\"");
    let (line, col) = lf
        .text
        .match_indices(&quoted)
        .nth(earlier)
        .map_or((1, 1), |(pos, _)| line_col(&lf.text, pos));
    FileError::at(
        course.source.display(&lf.rel),
        line,
        col,
        Problem::new(
            "lesson-error-step-past-end",
            vec![
                ("scenario", Arg::from(scenario)),
                ("step", Arg::from(step)),
                ("total", Arg::from(total)),
            ],
        ),
    )
}

/// The letter a choice is answered by: `a`, `b`, `c`…
pub(crate) fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// An order of choices by their letters: `b, a, c`.
pub(crate) fn letters(order: &[usize]) -> String {
    order
        .iter()
        .map(|&i| letter(i).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A question under its heading, its answer and its explanation.
pub(crate) fn question_text(course: &Course, q: &Question, head: &str, lang: Lang) -> String {
    format!(
        "{}{}",
        question_prompt(course, q, head, lang),
        question_key(course, q, lang)
    )
}

/// A question as asked under its heading: its prompt, its choices or items, how to answer.
pub(crate) fn question_prompt(course: &Course, q: &Question, head: &str, lang: Lang) -> String {
    let prose = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    let mut out = format!("{head}\n{}\n", prose(&q.prompt));
    match &q.kind {
        QuestionKind::Choice { choices, .. } => {
            for (i, c) in choices.iter().enumerate() {
                out.push_str(&format!("  {}) {}\n", letter(i), prose(c)));
            }
        }
        QuestionKind::Order { items, .. } => {
            out.push_str(&format!("  {}\n", tr(lang, "lesson-order-hint", &[])));
            for (i, c) in items.iter().enumerate() {
                out.push_str(&format!("  {}) {}\n", letter(i), prose(c)));
            }
        }
        QuestionKind::Layer { .. } => {
            out.push_str(&format!("  {}\n", tr(lang, "lesson-layer-hint", &[])));
        }
        QuestionKind::Compute { .. } => {}
        QuestionKind::Steps { .. } => {
            out.push_str(&format!("  {}\n", tr(lang, "lesson-steps-hint", &[])));
        }
    }
    out
}

/// A question's key: its answer, the worked answer of a computed question, its explanation and
/// the rules it cites.
pub(crate) fn question_key(course: &Course, q: &Question, lang: Lang) -> String {
    let prose = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    let mut out = String::new();
    let mut worked = String::new();
    let answer = match &q.kind {
        QuestionKind::Choice {
            choices, answer, ..
        } => {
            format!(
                "{}) {}",
                letter(*answer),
                choices.get(*answer).map(|c| prose(c)).unwrap_or_default()
            )
        }
        QuestionKind::Order { answer, .. } => letters(answer),
        QuestionKind::Layer { answer } => match Layer::parse(answer) {
            Some(l) => {
                // A layer without a number is named in the reader's language.
                let shown = match l {
                    Layer::Players | Layer::Rules => {
                        layer_label(l, Numbering::Current, false, lang)
                    }
                    _ => answer.clone(),
                };
                format!(
                    "{shown} — {}",
                    tr(lang, &format!("layer-{}", l.label()), &[])
                )
            }
            None => answer.clone(),
        },
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => match course.board(scenario) {
            Ok((loaded, sol)) => {
                // The object by its card name in the reader's language, not its id.
                let name = loaded
                    .game
                    .lookup(object)
                    .and_then(|i| sol.trace.initial.get(i))
                    .map_or_else(|| object.clone(), |c| super::explain::name(c, lang));
                worked.push_str(&format!(
                    "  {}\n",
                    tr(lang, "lesson-worked", fargs![object = name])
                ));
                for w in super::worked::worked(&loaded, &sol, object, *ask, lang) {
                    worked.push_str(&format!("    {}. [{}] {}\n", w.n, w.layer, w.who));
                    for l in &w.lines {
                        worked.push_str(&format!("       {l}\n"));
                    }
                }
                computed_answer(&loaded, &sol, object, *ask, lang).unwrap_or_else(|e| e)
            }
            Err(e) => e.render(lang),
        },
        QuestionKind::Steps { scenario } => match super::walk::walk_of(course, scenario, lang) {
            Ok(w) => {
                for s in &w.steps {
                    worked.push_str(&format!(
                        "    {} {}\n",
                        super::walk::step_place(s, lang),
                        super::walk::say_text(&s.happened, &w, lang)
                    ));
                }
                super::walk::notation(&w, lang)
            }
            Err(e) => e,
        },
    };
    out.push_str(&format!(
        "  {}\n",
        tr(lang, "lesson-answer", fargs![answer = answer])
    ));
    out.push_str(&worked);
    out.push_str(&format!(
        "  {}\n",
        tr(lang, "lesson-why", fargs![explain = prose(&q.explain)])
    ));
    // Each wrong choice, with why it is wrong.
    if let QuestionKind::Choice {
        answer, why_not, ..
    } = &q.kind
    {
        for (i, id) in why_not.iter().enumerate() {
            if i != *answer && !id.is_empty() {
                out.push_str(&format!(
                    "  {}\n",
                    tr(
                        lang,
                        "lesson-why-not",
                        fargs![letter = letter(i).to_string(), why = prose(id)]
                    )
                ));
            }
        }
    }
    if !q.rules.is_empty() {
        out.push_str(&format!(
            "  {}\n",
            tr(
                lang,
                "lesson-rules-cited",
                fargs![list = q.rules.join(", ")]
            )
        ));
    }
    out
}
