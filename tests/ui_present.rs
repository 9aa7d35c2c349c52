//! Present mode, for a projector: one large pane, a big header for the current step, autoplay,
//! the other panes, and the page scrolled to its last row.

use layerlab::i18n::Lang;
use layerlab::ui::screens::lessons;
use layerlab::ui::{Action, Pane, Theme, present, update};

mod common;
use common::{fixture_app, screen, urborg_board};

#[test]
fn present_mode_shows_a_big_header_for_the_step() {
    let mut a = fixture_app(Lang::En);
    a.present = true;
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(present::header(&a), "Start");
    update(&mut a, Action::StepNext);
    let step = a.layer.sandbox.as_ref().unwrap().current().unwrap().layer;
    assert_eq!(present::header(&a), format!("Layer {}", step.label()));
    let s = screen(&a, 120, 40);
    assert!(s.contains('█'), "big letters\n{s}");
    assert!(!s.contains("Ctl"), "no board table\n{s}");
    update(&mut a, Action::ToggleLang);
    assert!(present::header(&a).starts_with("Couche"));
    // Autoplay works as usual.
    update(&mut a, Action::ToggleAutoplay);
    assert!(a.layer.autoplay);
    update(&mut a, Action::Tick);
    assert_eq!(a.layer.sandbox.as_ref().unwrap().pos, 2);
    // Too narrow for big letters: a plain header, no panic.
    for (w, h) in [(60, 16), (61, 20), (200, 60)] {
        let _ = screen(&a, w, h);
    }
    // The other panes.
    update(&mut a, Action::SwitchPane);
    assert_eq!(a.focus(), Pane::Phase);
    let _ = screen(&a, 80, 24);
    update(&mut a, Action::SwitchPane);
    assert_eq!(present::header(&a), "Leçons");
    update(&mut a, Action::OpenLesson);
    assert_eq!(present::header(&a), "Leçon 1");
    let s = screen(&a, 80, 24);
    assert!(s.contains('█'), "{s}");
}

#[test]
fn the_presentation_view_scrolls_to_the_page_s_last_row_too() {
    let mut a = fixture_app(Lang::En);
    a.present = true;
    a.resize(80, 24);
    update(&mut a, Action::OpenLesson);
    update(&mut a, Action::Answer);
    update(&mut a, Action::AnswerChoose);
    let (w, h) = lessons::view::page_viewport(&a, &a.lessons);
    let rows = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), w).lines;
    assert!(rows.len() > h, "the page is longer than the view");
    for _ in 0..200 {
        update(&mut a, Action::ScrollDown);
    }
    assert_eq!(a.lessons.scroll as usize, rows.len() - h);
    let last: String = rows
        .last()
        .expect("a row")
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect();
    let shown = screen(&a, 80, 24);
    assert!(shown.contains(last.trim_end()), "{last:?} not in\n{shown}");
}
