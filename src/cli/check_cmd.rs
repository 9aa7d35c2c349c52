//! `layerlab check [--content DIR]`: validates everything a content author can break.

use super::CheckArgs;
use crate::content::course::load;
use crate::content::lesson::{Block, QuestionKind};
use crate::fargs;
use crate::i18n::{Lang, tr};

pub fn run(args: &CheckArgs) -> u8 {
    let (course, problems) = match load(args.content.as_deref()) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    if !problems.is_empty() {
        for p in &problems {
            println!("{p}");
        }
        println!(
            "{}",
            tr(Lang::En, "check-failed", fargs![n = problems.len()])
        );
        return 1;
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
    println!(
        "{}",
        tr(
            Lang::En,
            "check-ok",
            fargs![
                lessons = course.lessons.len(),
                questions = questions.len(),
                computed = computed,
                terms = course.glossary.as_ref().map_or(0, |g| g.terms.len())
            ]
        )
    );
    0
}
