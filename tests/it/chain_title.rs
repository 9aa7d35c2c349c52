//! The chain builder names a lesson's chain by its lesson page's title, never by its file.

use crate::common;

use common::{course_app, draw, open_page, text};
use layerlab::content::lesson::Block;
use layerlab::i18n::Lang;
use layerlab::ui::action::LessonsAction;
use layerlab::ui::{Action, update};

#[test]
fn a_lessons_chain_is_named_by_its_page_not_its_file() {
    let mut opened = 0;
    for lang in [Lang::En, Lang::Fr] {
        let probe = course_app(lang);
        let mut pages = Vec::new();
        for (li, lf) in probe.course.lessons.iter().enumerate() {
            for (pi, page) in lf.lesson.pages.iter().enumerate() {
                let chains = page.blocks.iter().any(|b| {
                    matches!(b, Block::Procedure { scenario, .. }
                        if probe.course.source.get(&format!("{}{scenario}", layerlab::content::course::SCENARIOS))
                            .is_some_and(|t| t.contains("Chain")))
                });
                if chains {
                    pages.push((li + 1, pi + 1));
                }
            }
        }
        for (l, p) in pages {
            let mut app = course_app(lang);
            open_page(&mut app, l, p);
            // The page's procedures in turn, until the chain builder shows.
            for _ in 0..4 {
                update(&mut app, Action::Lessons(LessonsAction::OpenProcedure));
                if app.chain.is_some() {
                    break;
                }
            }
            if app.chain.is_none() {
                continue;
            }
            opened += 1;
            let screen = text(&draw(&app, 160, 45));
            let title_row = screen
                .lines()
                .find(|l| l.contains(&*layerlab::i18n::tr(lang, "ui-chain-title", &[])))
                .unwrap_or_else(|| panic!("no chain builder title:\n{screen}"));
            assert!(
                !title_row.contains(".ron"),
                "lesson {l} page {p} ({lang:?}): {title_row}"
            );
        }
    }
    assert!(opened >= 2, "the course's chains opened: {opened}");
}
