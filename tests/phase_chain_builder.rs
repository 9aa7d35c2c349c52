//! The chain builder's Magic mode (APNAP) speaks Magic: triggered abilities by player, the
//! stack, an optional ability on the stack all the same (603.3b, 603.5), and the active player
//! receiving priority first because of 117.3b, not because of who made the last link.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::phase::scenario::ChainRules;
use layerlab::ui::{Action, App, ThemeKind, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app(lang: Lang) -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), lang, ThemeKind::Dark)
}

/// The screen as text, one row a line, wide enough that the builder's lines do not wrap.
fn screen(app: &App) -> String {
    let (w, h) = (220, 70);
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// A's optional ability, declined, and P's mandatory one, which A's goes under.
fn builder(lang: Lang) -> App {
    let mut a = app(lang);
    update(&mut a, Action::ChainOpen);
    for action in [
        Action::ChainAddA,            // Am1
        Action::ChainToggleMandatory, // Ao1
        Action::ChainToggleActivate,  // declined
        Action::ChainAddP,            // Pm1
    ] {
        update(&mut a, action);
    }
    a
}

#[test]
fn magic_mode_gives_priority_to_the_active_player_and_keeps_may_abilities_on_the_stack() {
    let mut a = builder(Lang::En);
    // The course's tiers: the declined effect stays off the chain, and the player who did not
    // make the last link responds first.
    let tiers = screen(&a);
    assert!(
        tiers.contains("First to respond: A (the last link, CL1 Pm1, is P's)"),
        "{tiers}"
    );
    update(&mut a, Action::ChainRules);
    assert_eq!(a.chain.as_ref().unwrap().rules, ChainRules::Apnap);
    let s = screen(&a);
    for expected in [
        "A, the active player: triggered abilities, in the order A puts them on the stack",
        "Ao1 · \"may\": on the stack all the same; A declines as it resolves (603.5)",
        "Pm1 · on the stack",
        "Stack, bottom to top: Ao1 · Pm1",
        "Resolves, top first: Pm1, Ao1 (declined)",
        "Priority first: A, the active player (117.3b), whoever put the last ability on the stack",
    ] {
        assert!(s.contains(expected), "missing {expected:?}:\n{s}");
    }
    for wrong in [
        "First to respond:",
        "is declined: it does not go on the chain",
        "A, active player: optional",
    ] {
        assert!(!s.contains(wrong), "{wrong:?} in Magic mode:\n{s}");
    }
}

#[test]
fn magic_mode_in_french() {
    let mut a = builder(Lang::Fr);
    update(&mut a, Action::ChainRules);
    let s = screen(&a);
    for expected in [
        "Pile, de bas en haut\u{a0}: Ao1 · Pm1",
        "«\u{a0}pouvez\u{a0}»\u{a0}: sur la pile malgré tout\u{a0}; A refuse au moment où elle se résout (603.5)",
        "Priorité d'abord\u{a0}: A, le joueur actif (117.3b)",
    ] {
        assert!(s.contains(expected), "missing {expected:?}:\n{s}");
    }
    assert!(!s.contains("Premier à pouvoir répondre"), "{s}");
}
