//! A lesson page's questions put to a class in the presentation view: `v` asks the page's first
//! question (its prompt and choices, no answer), `v` again reveals the answer, the worked steps
//! of a computed question and the rules, `v` again asks the next one; after the last, the view
//! goes back to the board. The answers are the words of `layerlab lesson`
//! ([`crate::words::lesson::question_key`]), worked out once, when revealed.

use std::collections::HashMap;

use ratatui::text::{Line, Span};

use crate::content::lesson::Question;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::ui::screens::lessons::Lessons;
use crate::ui::shared::{Shared, Status};
use crate::ui::theme::Theme;
use crate::words::lesson::{question_key, question_prompt};

/// The question put to the class: where it is (lesson, page, its place among the page's
/// questions) and whether its answer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Asked {
    pub(crate) lesson: usize,
    pub(crate) page: usize,
    pub(crate) index: usize,
    pub(crate) revealed: bool,
}

/// The presentation view's own state.
#[derive(Clone, Debug, Default)]
pub struct Presenter {
    /// The lesson pane shows beside the view (`h`); hidden until asked for.
    pub(crate) lessons: bool,
    /// The question put to the class, if one is.
    asked: Option<Asked>,
    /// Space pressed on the question shown.
    pub(crate) presses: usize,
    /// The answers revealed, by question id and language.
    keys: HashMap<(String, Lang), String>,
}

impl Presenter {
    /// The question put to the class on the lesson page open, its place and the page's count
    /// of questions (`None` once the reader has moved to another page).
    pub(crate) fn asked<'a>(
        &self,
        sh: &'a Shared,
        ls: &Lessons,
    ) -> Option<(Asked, &'a Question, usize)> {
        let a = self.asked?;
        if (a.lesson, a.page) != ls.place() {
            return None;
        }
        let qs = ls.page_questions(sh);
        let q = *qs.get(a.index)?;
        Some((a, q, qs.len()))
    }

    /// `v`: asks the page's first question, reveals the answer of the one asked, asks the next;
    /// after the last, no question shows. A page with no question says so in the footer.
    pub(crate) fn next(&mut self, sh: &mut Shared, ls: &Lessons) {
        let qs = ls.page_questions(sh);
        self.presses = 0;
        if qs.is_empty() {
            self.asked = None;
            sh.status = Some(Status::PageAsksNothing);
            return;
        }
        let (lesson, page) = ls.place();
        let ask = |index| Asked {
            lesson,
            page,
            index,
            revealed: false,
        };
        self.asked = match self.asked(sh, ls).map(|(a, ..)| a) {
            None => Some(ask(0)),
            Some(a) if !a.revealed => {
                // Worked out now, in both languages: `l` may switch while it shows.
                let q = qs[a.index];
                for lang in Lang::ALL {
                    self.keys
                        .entry((q.id.clone(), lang))
                        .or_insert_with(|| question_key(&sh.course, q, lang));
                }
                Some(Asked {
                    revealed: true,
                    ..a
                })
            }
            Some(a) if a.index + 1 < qs.len() => Some(ask(a.index + 1)),
            Some(_) => None,
        };
    }

    /// The big header while a question is put: "Question 2/3".
    pub(crate) fn header(&self, sh: &Shared, ls: &Lessons) -> Option<String> {
        let (a, _, count) = self.asked(sh, ls)?;
        Some(tr(
            sh.lang,
            "ui-present-question",
            fargs![n = a.index + 1, count = count],
        ))
    }

    /// The question's lines: its prompt and choices; then, revealed, its answer, the worked
    /// steps, why and the rules; and what `v` does next.
    pub(crate) fn lines(&self, sh: &Shared, ls: &Lessons, th: &Theme) -> Vec<Line<'static>> {
        let Some((a, q, count)) = self.asked(sh, ls) else {
            return Vec::new();
        };
        let lang = sh.lang;
        // The prompt as `layerlab lesson` asks it, without its heading (the big header says it).
        let prompt = question_prompt(&sh.course, q, "", lang);
        let mut out: Vec<Line<'static>> = prompt
            .lines()
            .skip(1)
            .map(|l| Line::styled(l.to_string(), th.title))
            .collect();
        out.push(Line::raw(""));
        if !a.revealed {
            out.push(Line::styled(tr(lang, "ui-present-ask", &[]), th.key));
            return out;
        }
        let key = self.keys.get(&(q.id.clone(), lang)).cloned();
        for (i, l) in key.unwrap_or_default().lines().enumerate() {
            let l = l.strip_prefix("  ").unwrap_or(l).to_string();
            out.push(if i == 0 {
                Line::from(Span::styled(l, th.ok.patch(th.title)))
            } else {
                Line::raw(l)
            });
        }
        out.push(Line::raw(""));
        let next = if a.index + 1 < count {
            "ui-present-next"
        } else {
            "ui-present-last"
        };
        out.push(Line::styled(tr(lang, next, &[]), th.key));
        out
    }
}
