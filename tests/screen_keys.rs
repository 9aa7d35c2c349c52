//! Each screen driven by keys alone, as the event loop presses them: the screen shown turns a
//! key into its own action and updates itself; the app only routes. One test a screen checks
//! the state the keys leave (no action is built by hand here).

mod common;

use common::practice::{T0, drill_app};
use common::{fixture_app, press, urborg_board};
use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::ui::app::Screen;
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::practice::{self, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::{App, Pane, ThemeKind};
use ratatui::crossterm::event::KeyCode;

/// The app on the course layerlab ships.
fn course_app() -> App {
    let (course, problems) = Course::load(ContentSource::embedded());
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

fn chars(a: &mut App, text: &str) {
    for c in text.chars() {
        press(a, KeyCode::Char(c));
    }
}

#[test]
fn the_help_takes_every_key_until_it_closes() {
    let mut a = fixture_app(Lang::En);
    press(&mut a, KeyCode::Char('?'));
    assert_eq!(a.screen(), &Screen::Help);
    // The global keys do not reach under the help: `l` changes no language, `q` closes.
    press(&mut a, KeyCode::Char('l'));
    assert_eq!(a.lang, Lang::En);
    press(&mut a, KeyCode::Char('q'));
    assert_eq!(a.screen(), &Screen::Lessons);
    assert!(!a.quit);
    press(&mut a, KeyCode::Char('?'));
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Lessons);
}

#[test]
fn the_start_screen_moves_its_cursor_and_closes() {
    let mut a = fixture_app(Lang::En);
    a.show_start(&Progress::default());
    let first = a.start_selected();
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    assert_eq!(a.start().map(|s| s.cursor), Some(2));
    press(&mut a, KeyCode::Up);
    assert_eq!(a.start().map(|s| s.cursor), Some(1));
    press(&mut a, KeyCode::Up);
    assert_eq!(a.start_selected(), first);
    // Enter on "continue" opens the first lesson's first page.
    assert_eq!(first, Some(Entry::Continue));
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.screen(), &Screen::Lessons);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    // `Esc` on the index opens the start screen again, `Esc` there closes it.
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Lessons);
}

#[test]
fn the_lessons_select_open_page_and_go_back() {
    let mut a = course_app();
    assert!(a.course.lessons.len() >= 2, "the course has two lessons");
    press(&mut a, KeyCode::Down);
    assert_eq!(a.lessons.place(), (1, 0));
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    press(&mut a, KeyCode::Right);
    assert_eq!(a.lessons.reading_at(), Some((0, 1)));
    press(&mut a, KeyCode::Left);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.lessons.reading_at(), None);
    // The global keys work under the lessons' own.
    press(&mut a, KeyCode::Char('l'));
    assert_eq!(a.lang, Lang::Fr);
}

#[test]
fn the_layer_sandbox_steps_and_types_into_its_fields() {
    let mut a = fixture_app(Lang::En);
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(a.screen(), &Screen::Layer);
    let pos = |a: &App| a.layer.sandbox.as_ref().map(|s| s.pos);
    let steps = a.layer.sandbox.as_ref().map(|s| s.steps().len()).unwrap();
    assert!(steps >= 2);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    assert_eq!(pos(&a), Some(2));
    press(&mut a, KeyCode::Left);
    assert_eq!(pos(&a), Some(1));
    press(&mut a, KeyCode::End);
    assert_eq!(pos(&a), Some(steps));
    press(&mut a, KeyCode::Home);
    assert_eq!(pos(&a), Some(0));
    press(&mut a, KeyCode::Char('a'));
    assert!(a.layer.autoplay);
    press(&mut a, KeyCode::Char('a'));
    assert!(!a.layer.autoplay);
    // `n` opens the catalogue search: letters are text there, `q` among them.
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::Edit);
    chars(&mut a, "q");
    assert!(!a.quit);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.contexts()[0], Ctx::Sandbox);
    // `Esc` on the board: back to the lessons.
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.focus(), Pane::Lessons);
}

#[test]
fn the_phase_sandbox_builds_an_effect_and_opens_the_chain_builder() {
    let mut a = fixture_app(Lang::En);
    press(&mut a, KeyCode::Tab);
    press(&mut a, KeyCode::Tab);
    assert_eq!(a.focus(), Pane::Phase);
    assert_eq!(a.screen(), &Screen::Phase);
    // `a`: a form for a new effect of A; its letters are text, `Esc` drops it.
    press(&mut a, KeyCode::Char('a'));
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    chars(&mut a, "ql");
    assert!(!a.quit);
    assert_eq!(a.lang, Lang::En);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    // `n`: the legend, closed by `n` again.
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::PhaseLegend);
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::Phase);
    press(&mut a, KeyCode::Char('c'));
    assert_eq!(a.screen(), &Screen::Chain);
}

#[test]
fn the_chain_builder_adds_moves_and_removes_effects() {
    let mut a = fixture_app(Lang::En);
    press(&mut a, KeyCode::Tab);
    press(&mut a, KeyCode::Tab);
    press(&mut a, KeyCode::Char('c'));
    assert_eq!(a.screen(), &Screen::Chain);
    let count = |a: &App| a.chain.as_ref().map_or(0, |c| c.effects.len());
    press(&mut a, KeyCode::Char('a'));
    press(&mut a, KeyCode::Char('p'));
    press(&mut a, KeyCode::Char('a'));
    assert_eq!(count(&a), 3);
    let mandatory = |a: &App| {
        a.chain
            .as_ref()
            .map(|c| c.effects.iter().filter(|e| e.mandatory).count())
    };
    let before = mandatory(&a);
    press(&mut a, KeyCode::Char('m'));
    assert_ne!(mandatory(&a), before);
    press(&mut a, KeyCode::Char('x'));
    assert_eq!(count(&a), 2);
    let rules = a.chain.as_ref().map(|c| c.rules);
    press(&mut a, KeyCode::Char('r'));
    assert_ne!(a.chain.as_ref().map(|c| c.rules), rules);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Phase);
    // The builder keeps its effects while another screen has the keys.
    assert_eq!(count(&a), 2);
}

#[test]
fn practice_types_its_answer_and_leaves() {
    let clock = SharedClock::new(T0);
    let mut a = drill_app(None, &clock, 7, Lang::En);
    a.show_start(&Progress::default());
    // The cursor runs down to the practice entry.
    for _ in 0..a.start_entries().len() {
        if a.start_selected() == Some(Entry::Practice) {
            break;
        }
        press(&mut a, KeyCode::Down);
    }
    assert_eq!(a.start_selected(), Some(Entry::Practice));
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.screen(), &Screen::Practice);
    // Draws problems with keys until one asks for a typed answer (P/T), answering the others.
    let current = |a: &App| a.drill.as_ref().and_then(|d| d.current.as_ref()).cloned();
    let mut typed = false;
    for _ in 0..40 {
        let Some(c) = current(&a) else { break };
        if c.feedback.is_some() {
            press(&mut a, KeyCode::Enter);
            continue;
        }
        if c.form() == practice::FormKind::Text {
            // Letters go into the field, `q` and `l` among them.
            chars(&mut a, "3/ql");
            assert!(!a.quit);
            assert_eq!(a.lang, Lang::En);
            let input = current(&a).map(|c| c.input).unwrap_or_default();
            assert_eq!(input, format!("{}3/ql", c.input));
            press(&mut a, KeyCode::Backspace);
            let input = current(&a).map(|c| c.input).unwrap_or_default();
            assert_eq!(input, format!("{}3/q", c.input));
            typed = true;
            break;
        }
        press(&mut a, KeyCode::Enter);
    }
    assert!(typed, "no problem asked for a typed answer");
    // `Esc` empties the field, then leaves practice for the start screen.
    press(&mut a, KeyCode::Esc);
    assert_eq!(current(&a).map(|c| c.input), Some(String::new()));
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
}
