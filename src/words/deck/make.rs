//! Making a deck's slides: a lesson's boards, procedures and questions in its pages' order, the
//! course's questions about one board, and what the title slide says of them. The steps of a
//! board, a procedure and a chain are made by [`super::board`] and [`super::procedure`].

use super::questions;
use super::slides::{MAX_STEP_SLIDES, QuestionSlide, Slide, StepSlide};
use crate::content::course::Course;
use crate::content::file_error::{FileError, Problem};
use crate::content::lesson::Block;
use crate::fargs;
use crate::i18n::{Arg, Lang, tr};
use crate::phase::Outcome;

/// The slides as they are made, and what the title slide will say of them.
#[derive(Default)]
pub(super) struct Maker {
    pub(super) slides: Vec<Slide>,
    pub(super) title_lines: Vec<String>,
    pub(super) steps: usize,
    pub(super) questions: usize,
}

impl Maker {
    pub(super) fn push_step(&mut self, s: StepSlide) {
        self.steps += 1;
        self.slides.push(Slide::Step(s));
    }

    pub(super) fn push_question(&mut self, q: QuestionSlide) {
        self.questions += 1;
        self.slides.push(Slide::Question(q));
    }

    /// Says on the title slide that `total` steps were more than a deck shows.
    pub(super) fn note_cut(&mut self, total: usize, lang: Lang) {
        if total > MAX_STEP_SLIDES {
            self.title_lines.push(tr(
                lang,
                "deck-steps-cut",
                fargs![shown = MAX_STEP_SLIDES, total = total],
            ));
        }
    }

    /// The questions of every lesson page that shows scenario `name` or asks about it, in
    /// course order.
    pub(super) fn questions_about(&mut self, course: &Course, name: &str, lang: Lang) {
        for (li, lf) in course.lessons.iter().enumerate() {
            for (pn, page) in lf.lesson.pages.iter().enumerate() {
                let shows = page.blocks.iter().any(|b| questions::names(b, name));
                if !shows {
                    continue;
                }
                for (k, q) in crate::words::lesson::page_questions(page)
                    .into_iter()
                    .enumerate()
                {
                    let heading = tr(
                        lang,
                        "deck-question-in-lesson",
                        fargs![lesson = li + 1, n = format!("{}.{}", pn + 1, k + 1)],
                    );
                    self.push_question(questions::slide(course, q, heading, lang));
                }
            }
        }
    }

    /// Lesson `index`, or its page `page`: the steps of each board and procedure the first
    /// time the lesson shows it, and each question, in the page's order. Returns the deck's
    /// title.
    pub(super) fn lesson(
        &mut self,
        course: &Course,
        index: usize,
        page: Option<usize>,
        lang: Lang,
    ) -> Result<String, FileError> {
        let count = course.lessons.len();
        let Some(lf) = course.lessons.get(index) else {
            return Err(FileError::at(
                course.source.display("lessons/course.ron"),
                1,
                1,
                Problem::new(
                    "lesson-unknown",
                    vec![("n", Arg::from(index + 1)), ("count", Arg::from(count))],
                ),
            ));
        };
        let l = &lf.lesson;
        let pages = l.pages.len();
        let range = match page {
            None => 0..pages,
            Some(p) if p < pages => p..p + 1,
            Some(p) => {
                return Err(FileError::at(
                    course.source.display(&lf.rel),
                    1,
                    1,
                    Problem::new(
                        "deck-page-unknown",
                        vec![
                            ("lesson", Arg::from(index + 1)),
                            ("page", Arg::from(p + 1)),
                            ("count", Arg::from(pages)),
                        ],
                    ),
                ));
            }
        };
        let title = tr(
            lang,
            "lesson-heading",
            fargs![n = index + 1, title = course.tr(lang, &l.title)],
        );
        if let Some(p) = page {
            self.title_lines.push(tr(
                lang,
                "deck-lesson-page",
                fargs![n = p + 1, title = course.tr(lang, &l.pages[p].title)],
            ));
        }
        let mut shown: Vec<&str> = Vec::new();
        for pn in range {
            let p = &l.pages[pn];
            let mut k = 0;
            for block in &p.blocks {
                match block {
                    Block::TryIt { scenario, .. } if !shown.contains(&scenario.as_str()) => {
                        shown.push(scenario);
                        let (loaded, sol) = course.board(scenario)?;
                        self.steps_of_board(&loaded, &sol, lang);
                    }
                    Block::Procedure { scenario, .. } if !shown.contains(&scenario.as_str()) => {
                        shown.push(scenario);
                        match course.procedure(scenario, lang)? {
                            Outcome::Phase(run) => self.steps_of_phase(&run.procedure, lang),
                            Outcome::Chain(c) => self.steps_of_chain(&c, lang),
                        }
                    }
                    Block::Question(q) => {
                        let heading = crate::words::lesson::question_heading(pn, k, lang);
                        k += 1;
                        self.push_question(questions::slide(course, q, heading, lang));
                    }
                    _ => {}
                }
            }
        }
        Ok(title)
    }
}
