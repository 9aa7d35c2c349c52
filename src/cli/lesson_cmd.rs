//! `layerlab lesson N [--lang en|fr]`: a lesson as plain text, questions and answers included
//! (the screen-reader and copy-paste path, a handout, each "try it" board as a table at its
//! step); `--questions` prints a worksheet (the questions and their boards, nothing that tells
//! an answer), `--answers-at-end` puts the key after the questions.

use super::LessonArgs;
use super::output::{Out, error_line, finish};
use crate::content::course::load;
use crate::fargs;
use crate::i18n::tr;
use crate::words::lesson::{Answers, lesson_with};

pub fn run(args: &LessonArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let (course, problems) = match load(args.content.as_deref()) {
        Ok(x) => x,
        Err(e) => {
            error_line(&e.render(lang));
            return super::EXIT_BAD_INPUT;
        }
    };
    if course.lessons.is_empty() {
        for p in &problems {
            error_line(&p.render(lang));
        }
        return super::EXIT_BAD_INPUT;
    }
    let count = course.lessons.len();
    if args.number == 0 || args.number > count {
        error_line(&tr(
            lang,
            "lesson-unknown",
            fargs![n = args.number, count = count],
        ));
        return super::EXIT_BAD_INPUT;
    }
    // The whole lesson is put into words first: a content error is told alone, not after half
    // a lesson.
    let answers = if args.questions {
        Answers::Worksheet
    } else if args.answers_at_end {
        Answers::AtEnd
    } else {
        Answers::Inline
    };
    match lesson_with(&course, args.number - 1, lang, answers) {
        Ok(text) => {
            let mut out = Out::stdout();
            let written = out.line(&text).and_then(|()| out.flush());
            finish(written, 0, lang)
        }
        Err(e) => {
            error_line(&e.render(lang));
            super::EXIT_BAD_INPUT
        }
    }
}
