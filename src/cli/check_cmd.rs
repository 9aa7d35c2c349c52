//! `layerlab check [--content DIR] [--lang en|fr]`: validates everything a content author can
//! break, and says it in the chosen language. It makes the checks of every start of the app
//! ([`Course::load`], [`check_deep::expectations`]) and the slower ones ([`check_deep::check`]:
//! drill templates built, Fluent references followed).

use std::io;

use super::CheckArgs;
use super::check_deep;
use super::output::{self, Out};
use crate::content::course::{Course, load};
use crate::content::lesson::{Block, QuestionKind};
use crate::content::ron_file::FileError;
use crate::fargs;
use crate::i18n::{Lang, tr};

pub fn run(args: &CheckArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let (course, mut problems) = match load(args.content.as_deref()) {
        Ok(x) => x,
        Err(e) => {
            output::error_line(&e.render(lang));
            return 1;
        }
    };
    problems.extend(check_deep::expectations(&course));
    problems.extend(check_deep::worked_answers(&course));
    problems.extend(check_deep::check(&course));
    let mut seen = std::collections::BTreeSet::new();
    problems.retain(|p| seen.insert(p.render(lang)));
    sort(&mut problems);
    let mut out = Out::stdout();
    let code = if problems.is_empty() { 0 } else { 1 };
    let result = write(&mut out, &course, &problems, lang).and_then(|()| out.flush());
    output::finish(result, code, lang)
}

/// Problems in file order: by path, then line and column (those of one place keep their order).
pub(crate) fn sort(problems: &mut [FileError]) {
    problems.sort_by(|a, b| (&a.path, a.line, a.col).cmp(&(&b.path, b.line, b.col)));
}

fn write(out: &mut Out, course: &Course, problems: &[FileError], lang: Lang) -> io::Result<()> {
    if !problems.is_empty() {
        for p in problems {
            out.line(&p.render(lang))?;
        }
        return out.line(&tr(lang, "check-failed", fargs![n = problems.len()]));
    }
    let questions: Vec<&QuestionKind> = course
        .lessons
        .iter()
        .flat_map(|l| l.lesson.pages.iter())
        .flat_map(|p| p.blocks.iter())
        .filter_map(|b| match b {
            Block::Question(q) => Some(&q.kind),
            _ => None,
        })
        .collect();
    let computed = questions
        .iter()
        .filter(|k| matches!(k, QuestionKind::Compute { .. }))
        .count();
    out.line(&tr(
        lang,
        "check-ok",
        fargs![
            lessons = course.lessons.len(),
            questions = questions.len(),
            computed = computed,
            terms = course.glossary.as_ref().map_or(0, |g| g.terms.len())
        ],
    ))
}
