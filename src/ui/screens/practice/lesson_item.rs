//! A lesson question among the mistakes to review: its lesson and question named in both
//! languages, read from the course when the review list opens (the scheduler keeps only its
//! key, `lesson:ID`).

use crate::i18n::Lang;

/// A lesson question in the review list, named in both languages.
#[derive(Clone, Debug)]
pub(crate) struct LessonItem {
    /// The question's id in the course.
    pub(crate) id: String,
    /// Its place and its lesson's title (`Lesson 1, page 5, question 6 (Continuous effects)`),
    /// by language.
    pub(crate) title: Vec<(Lang, String)>,
}

impl LessonItem {
    pub(super) fn of(course: &crate::content::course::Course, id: &str) -> Option<LessonItem> {
        let (li, pn, k) = course.lessons.iter().enumerate().find_map(|(li, lf)| {
            lf.lesson.pages.iter().enumerate().find_map(|(pn, p)| {
                let qs = crate::words::lesson::page_questions(p);
                let k = qs.iter().position(|q| q.id == id)?;
                Some((li, pn, k))
            })
        })?;
        let title = Lang::ALL
            .iter()
            .map(|&lang| {
                let lesson = course.tr(lang, &course.lessons[li].lesson.title);
                let words = crate::i18n::tr(
                    lang,
                    "ui-answer-review-lesson",
                    crate::fargs![n = li + 1, page = pn + 1, question = k + 1, title = lesson],
                );
                (lang, words)
            })
            .collect();
        Some(LessonItem {
            id: id.to_string(),
            title,
        })
    }

    /// Its words in `lang` (`title` or `prompt`).
    pub(crate) fn words(list: &[(Lang, String)], lang: Lang) -> String {
        list.iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, t)| t.clone())
            .unwrap_or_default()
    }
}
