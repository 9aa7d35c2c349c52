//! The lesson pane: wrapped page text keeps its structure at every width, the page scrolls on
//! wrapped rows, and `o` / `p` say something when they cannot open anything and cycle through
//! several boards.

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::ui::action::{LayerAction, LessonsAction};
use layerlab::ui::keys::{Ctx, action_in};
use layerlab::ui::screens::lessons;
use layerlab::ui::shared::Status;
use layerlab::ui::{Action, App, Pane, Theme, ThemeKind, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::text::Line;

use crate::common;
use common::screen as draw;

fn course_app(lang: Lang) -> App {
    let (course, _) = Course::load(ContentSource::embedded());
    App::new(course, 0, lang, ThemeKind::Dark)
}

fn fixture_app() -> App {
    common::fixture_app(Lang::En)
}

/// Opens lesson `n` (1-based) at page `p` (1-based).
fn open(a: &mut App, n: usize, p: usize) {
    a.lessons.selected = n - 1;
    update(a, Action::Lessons(LessonsAction::OpenLesson));
    for _ in 1..p {
        update(a, Action::Lessons(LessonsAction::NextPage));
    }
    assert_eq!(a.lessons.page, p - 1);
}

fn text(l: &Line) -> String {
    l.spans.iter().map(|s| s.content.as_ref()).collect()
}

fn cells(s: &str) -> usize {
    ratatui::text::Span::raw(s).width()
}

#[test]
fn every_page_wraps_within_the_width_and_keeps_its_structure() {
    for lang in Lang::ALL {
        let mut a = course_app(lang);
        for n in 0..a.course.lessons.len() {
            a.lessons.selected = n;
            update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
            for p in 0..a.course.lessons[n].lesson.pages.len() {
                while a.lessons.page < p {
                    update(&mut a, Action::Lessons(LessonsAction::NextPage));
                }
                for width in [30, 47, 77] {
                    let rows: Vec<String> =
                        lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), width)
                            .lines
                            .iter()
                            .map(text)
                            .collect();
                    let mut in_rule = false;
                    let mut in_item = false;
                    for (i, row) in rows.iter().enumerate() {
                        let at = format!("{lang} lesson {} page {} row {i}: {row:?}", n + 1, p + 1);
                        assert!(cells(row) <= width, "wider than {width}: {at}");
                        assert!(!row.contains('\u{202F}'), "narrow no-break space: {at}");
                        if row.is_empty() {
                            in_rule = false;
                            in_item = false;
                            continue;
                        }
                        if row.starts_with("┃ ") {
                            in_rule = true;
                        } else {
                            assert!(!in_rule, "a rule citation's row lost its bar: {at}");
                        }
                        if row.starts_with("  • ") {
                            in_item = true;
                        } else if in_item && !row.starts_with("    ") {
                            // The next paragraph line, or a row that should have hung.
                            assert!(
                                !row.starts_with(' ') || row.starts_with("  "),
                                "a list item's row lost its indent: {at}"
                            );
                            in_item = false;
                        }
                    }
                }
            }
            update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
        }
    }
}

#[test]
fn a_rule_citation_keeps_its_bar_on_wrapped_rows() {
    let mut a = course_app(Lang::Fr);
    open(&mut a, 5, 1);
    let rows: Vec<String> = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), 30)
        .lines
        .iter()
        .map(text)
        .collect();
    let head = rows
        .iter()
        .position(|r| r.starts_with("┃ Règle 613.8"))
        .expect("the rule");
    let body: Vec<&String> = rows[head..].iter().take_while(|r| !r.is_empty()).collect();
    assert!(body.len() > 3, "the citation wraps at 30 cells: {body:?}");
    assert!(body.iter().all(|r| r.starts_with("┃ ")), "{body:?}");
}

#[test]
fn o_and_p_say_so_when_the_page_has_nothing_to_open() {
    let mut a = course_app(Lang::En);
    open(&mut a, 5, 1);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(a.status, Some(Status::NoBoard));
    assert!(a.layer.sandbox.is_none());
    assert_eq!(a.focus(), Pane::Lessons, "focus stays on the page");
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.status, Some(Status::NoProcedure));
    assert!(a.phase.is_none());
    // The message is in the footer, in the reader's language, and the next key clears it.
    let screen = draw(&a, 80, 24);
    assert!(
        screen.contains("! No phase procedure on this page."),
        "{screen}"
    );
    update(&mut a, Action::ToggleLang);
    assert_eq!(a.status, None);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    let screen = draw(&a, 80, 24);
    assert!(
        screen.contains("! Pas de plateau à essayer sur cette page."),
        "{screen}"
    );
}

#[test]
fn o_asks_before_replacing_a_board_with_edits_not_saved() {
    use layerlab::ui::screens::layer::edit::EditAction;
    let mut a = course_app(Lang::En);
    open(&mut a, 5, 4);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    let name = a.layer.sandbox.as_ref().map(|s| s.name.clone());
    assert!(name.is_some(), "a board opens");
    // An edit: the board now differs from its file.
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    assert!(a.layer.edit.dirty);
    let edited = a
        .layer
        .sandbox
        .as_ref()
        .map(|s| s.board.loaded.file.actions.len());
    // Back on the page, `o` warns and keeps the edited board.
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(a.status, Some(Status::UnsavedEdits));
    assert_eq!(
        a.layer
            .sandbox
            .as_ref()
            .map(|s| s.board.loaded.file.actions.len()),
        edited
    );
    let screen = draw(&a, 120, 40);
    assert!(
        screen.contains("edits not saved: o again replaces it"),
        "{screen}"
    );
    // Any other key drops the warning: the next `o` warns again.
    update(&mut a, Action::Lessons(LessonsAction::NextPage));
    update(&mut a, Action::Lessons(LessonsAction::PrevPage));
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(a.status, Some(Status::UnsavedEdits));
    assert!(a.layer.edit.dirty, "still the edited board");
    // A second `o` in a row replaces it.
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert!(!a.layer.edit.dirty);
    assert_eq!(a.layer.sandbox.as_ref().map(|s| s.name.clone()), name);
    assert_ne!(
        a.layer
            .sandbox
            .as_ref()
            .map(|s| s.board.loaded.file.actions.len()),
        edited,
        "the board as its file has it"
    );
    // A board with no edits is replaced at once.
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(a.status, None);
}

#[test]
fn o_cycles_through_the_boards_of_a_page_and_says_which() {
    let mut a = course_app(Lang::En);
    open(&mut a, 5, 3);
    assert_eq!(a.lessons.page_boards(&a).len(), 2);
    // The page says which board `o` opens next.
    let rows: Vec<String> = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), 200)
        .lines
        .iter()
        .map(text)
        .collect();
    let next: Vec<&String> = rows.iter().filter(|r| r.contains("(next for o)")).collect();
    assert_eq!(next.len(), 1, "{rows:?}");
    // The first board is next: its caption says "Board 1 of 2" just above.
    let at = rows
        .iter()
        .position(|r| r.contains("(next for o)"))
        .unwrap();
    let caption = rows[..at]
        .iter()
        .rev()
        .find(|r| r.starts_with("▶"))
        .unwrap();
    assert!(caption.contains("Board 1 of 2:"), "{rows:?}");
    assert!(rows.iter().any(|r| r.contains("Board 2 of 2:")), "{rows:?}");

    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(
        a.layer.sandbox.as_ref().map(|s| s.name.as_str()),
        Some("l05-urborg-then-moon.ron")
    );
    assert_eq!(a.status, Some(Status::Opened { n: 1, count: 2 }));
    a.set_focus(Pane::Lessons);
    let rows: Vec<String> = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), 200)
        .lines
        .iter()
        .map(text)
        .collect();
    let at = rows
        .iter()
        .position(|r| r.contains("(next for o)"))
        .expect("marked");
    let caption = rows[..at]
        .iter()
        .rev()
        .find(|r| r.starts_with("▶"))
        .unwrap();
    assert!(caption.contains("Board 2 of 2:"), "{rows:?}");
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(
        a.layer.sandbox.as_ref().map(|s| s.name.as_str()),
        Some("l05-moon-then-urborg.ron")
    );
    assert_eq!(a.status, Some(Status::Opened { n: 2, count: 2 }));
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(
        a.layer.sandbox.as_ref().map(|s| s.name.as_str()),
        Some("l05-urborg-then-moon.ron"),
        "round again"
    );
    // A page with one board opens it without a message.
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::NextPage));
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(
        a.layer.sandbox.as_ref().map(|s| s.name.as_str()),
        Some("l05-life-and-limb-moon.ron")
    );
    assert_eq!(a.status, None);
    // `o` stays the key for it, in the lessons' table.
    let o = KeyEvent::new(KeyCode::Char('o'), KeyModifiers::NONE);
    assert_eq!(
        action_in(lessons::KEYS, &[Ctx::Reading, Ctx::Global], &o),
        Some(LessonsAction::OpenBoard)
    );
}

#[test]
fn the_page_scrolls_over_wrapped_rows_to_its_last_row() {
    let mut a = fixture_app();
    a.resize(60, 16);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    let (_, h) = lessons::view::page_viewport(&a, &a.lessons);
    let rows = lessons::view::page_text(
        &a,
        &a.lessons,
        &Theme::of(a.theme),
        lessons::view::page_viewport(&a, &a.lessons).0,
    )
    .lines;
    assert!(rows.len() > h, "the page is longer than the pane");
    for _ in 0..200 {
        update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    }
    assert_eq!(
        a.lessons.scroll as usize,
        rows.len() - h,
        "stops with the last row at the bottom"
    );
    let last = text(rows.last().expect("a row"));
    let screen = draw(&a, 60, 16);
    assert!(
        screen.contains(last.trim_end()),
        "{last:?} not in\n{screen}"
    );
    update(&mut a, Action::Lessons(LessonsAction::PageUp));
    assert_eq!(
        a.lessons.scroll as usize,
        rows.len() - h - (h - 1),
        "a page key moves by the pane"
    );
    for _ in 0..20 {
        update(&mut a, Action::Lessons(LessonsAction::PageUp));
    }
    assert_eq!(a.lessons.scroll, 0);
    // A larger terminal shows more: the scroll position follows the new limit.
    a.lessons.scroll = 5;
    a.resize(200, 60);
    assert_eq!(
        a.lessons.scroll as usize,
        lessons::view::page_max_scroll(&a, &a.lessons)
    );
}

#[test]
fn answering_scrolls_to_the_question_on_wrapped_rows() {
    let mut a = fixture_app();
    a.resize(60, 16);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    let anchor = lessons::view::question_anchors(&a, &a.lessons)[0];
    assert_eq!(
        a.lessons.scroll as usize,
        anchor.min(lessons::view::page_max_scroll(&a, &a.lessons))
    );
    let screen = draw(&a, 60, 16);
    assert!(screen.contains("? Question 1"), "{screen}");
}

#[test]
fn feedback_does_not_rely_on_colour() {
    let mut a = fixture_app();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose)); // a) is wrong
    let rows: Vec<String> = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), 70)
        .lines
        .iter()
        .map(text)
        .collect();
    assert!(
        rows.iter()
            .any(|r| r.contains("✗ a)") && r.contains("← your answer")),
        "{rows:?}"
    );
    assert!(
        rows.iter()
            .any(|r| r.contains("✓ b)") && !r.contains("your answer")),
        "{rows:?}"
    );
    assert!(
        rows.iter().any(|r| r.starts_with("✗ Not quite")),
        "{rows:?}"
    );
}

#[test]
fn long_titles_end_with_an_ellipsis() {
    let a = course_app(Lang::Fr);
    // At 120 columns the index has the left 42 %: long French titles are cut.
    let screen = draw(&a, 120, 40);
    let cut: Vec<&str> = screen.lines().filter(|l| l.contains('…')).collect();
    assert!(!cut.is_empty(), "some titles are cut:\n{screen}");
    // Every cut row of the index still shows its count of questions answered.
    for l in cut {
        let row = l.split('│').nth(1).expect("the left pane");
        assert!(row.trim_end().ends_with(char::is_numeric), "{l}");
    }
}

#[test]
fn the_footer_offers_only_the_page_keys_that_do_something() {
    let mut a = course_app(Lang::En);
    open(&mut a, 5, 1);
    let footer = |a: &App| {
        draw(a, 120, 40)
            .lines()
            .last()
            .unwrap_or_default()
            .to_string()
    };
    let f = footer(&a);
    assert!(!f.contains("open board"), "no board on page 1: {f}");
    assert!(f.contains("next page"), "{f}");
    update(&mut a, Action::Lessons(LessonsAction::NextPage));
    update(&mut a, Action::Lessons(LessonsAction::NextPage));
    let f = footer(&a);
    assert!(f.contains("o open board"), "page 3 has boards: {f}");
    assert!(f.contains("Enter answer"), "page 3 has questions: {f}");
    while a.lessons.page + 1 < a.course.lessons[4].lesson.pages.len() {
        update(&mut a, Action::Lessons(LessonsAction::NextPage));
    }
    assert!(!footer(&a).contains("next page"), "the last page");
    // The help still lists every key of the page.
    update(&mut a, Action::ToggleHelp);
    assert!(draw(&a, 120, 40).contains("open board"));
}
