//! The chain builder: effects added, made optional, declined, reordered inside their tier and
//! removed, the chain compared with the other rules; and its Magic mode (APNAP), which speaks
//! Magic: triggered abilities by player, the stack, an optional ability on the stack all the
//! same (603.3b, 603.5), and the active player receiving priority first because of 117.3b, not
//! because of who made the last link.

use layerlab::i18n::Lang;
use layerlab::phase::scenario::ChainRules;
use layerlab::ui::action::{ChainAction, LessonsAction, PhaseAction};
use layerlab::ui::keys::Ctx;
use layerlab::ui::{Action, App, update};
use layerlab::words::phase::ChainWords as _;
use ratatui::crossterm::event::KeyCode;

use crate::common;
use common::{fixture_app as app, key, screen as draw};

/// The screen as text, wide enough that the builder's lines do not wrap.
fn screen(app: &App) -> String {
    draw(app, 220, 70)
}

/// A's optional ability, declined, and P's mandatory one, which A's goes under.
fn builder(lang: Lang) -> App {
    let mut a = app(lang);
    update(&mut a, Action::Phase(PhaseAction::OpenChain));
    for action in [
        Action::Chain(ChainAction::AddA),            // Am1
        Action::Chain(ChainAction::ToggleMandatory), // Ao1
        Action::Chain(ChainAction::ToggleActivate),  // declined
        Action::Chain(ChainAction::AddP),            // Pm1
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
    update(&mut a, Action::Chain(ChainAction::Rules));
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
    update(&mut a, Action::Chain(ChainAction::Rules));
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

#[test]
fn the_chain_builder_adds_orders_declines_and_compares() {
    let mut a = app(Lang::En);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.contexts()[0], Ctx::Phase);
    assert_eq!(
        a.action_for(&key(KeyCode::Char('c'))),
        Some(Action::Phase(PhaseAction::OpenChain))
    );
    update(&mut a, Action::Phase(PhaseAction::OpenChain));
    assert_eq!(a.contexts()[0], Ctx::Chain);
    let line = |a: &App| a.chain.as_ref().unwrap().chain().trace_line();
    assert_eq!(line(&a), "empty chain");
    update(&mut a, Action::Chain(ChainAction::AddP)); // Pm1
    update(&mut a, Action::Chain(ChainAction::ToggleMandatory)); // Po1
    update(&mut a, Action::Chain(ChainAction::AddA)); // Am1
    update(&mut a, Action::Chain(ChainAction::AddA)); // Am2
    update(&mut a, Action::Chain(ChainAction::AddP)); // Pm1
    update(&mut a, Action::Chain(ChainAction::AddA)); // Am3
    update(&mut a, Action::Chain(ChainAction::ToggleMandatory)); // Ao1
    let ids: Vec<String> = {
        let cb = a.chain.as_ref().unwrap();
        cb.display_order()
            .into_iter()
            .map(|i| cb.effects[i].id.clone())
            .collect()
    };
    assert_eq!(ids, ["Am1", "Am2", "Pm1", "Ao1", "Po1"]);
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Pm1, CL4 Ao1, CL5 Po1 | resolves Po1, Ao1, Pm1, Am2, Am1 | first to respond: A"
    );
    // Decline Ao1 (selected): it leaves the chain.
    update(&mut a, Action::Chain(ChainAction::ToggleActivate));
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Pm1, CL4 Po1 | resolves Po1, Pm1, Am2, Am1 | first to respond: A"
    );
    update(&mut a, Action::Chain(ChainAction::ToggleActivate));
    // A mandatory effect cannot be declined.
    for _ in 0..10 {
        update(&mut a, Action::Chain(ChainAction::Prev));
    }
    update(&mut a, Action::Chain(ChainAction::ToggleActivate));
    assert!(a.chain.as_ref().unwrap().effects.iter().all(|e| e.activate));
    // Reorder inside tier 1: Am1 after Am2; it cannot leave its tier.
    update(&mut a, Action::Chain(ChainAction::Later));
    update(&mut a, Action::Chain(ChainAction::Later));
    assert!(
        line(&a).starts_with("CL1 Am2, CL2 Am1, CL3 Pm1"),
        "{}",
        line(&a)
    );
    update(&mut a, Action::Chain(ChainAction::Earlier));
    assert!(line(&a).starts_with("CL1 Am1, CL2 Am2"), "{}", line(&a));
    // APNAP: all of A's in list order, then all of P's (Po1 was added before Pm1).
    update(&mut a, Action::Chain(ChainAction::Rules));
    let cb = a.chain.as_ref().unwrap();
    assert_eq!(cb.rules, ChainRules::Apnap);
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Ao1, CL4 Po1, CL5 Pm1 | resolves Pm1, Po1, Ao1, Am2, Am1 | first to respond: A"
    );
    assert_eq!(cb.other_chain().rules, ChainRules::Tiers);
    // Remove the selected one, then everything; nothing breaks on an empty builder.
    update(&mut a, Action::Chain(ChainAction::Remove));
    assert_eq!(a.chain.as_ref().unwrap().effects.len(), 4);
    for _ in 0..10 {
        update(&mut a, Action::Chain(ChainAction::Remove));
        let _ = draw(&a, 80, 24);
    }
    assert!(a.chain.as_ref().unwrap().effects.is_empty());
    update(&mut a, Action::Chain(ChainAction::ToggleMandatory));
    update(&mut a, Action::Chain(ChainAction::Later));
    // Esc goes back to the procedure.
    update(&mut a, Action::Chain(ChainAction::Close));
    assert_eq!(a.contexts()[0], Ctx::Phase);
}

#[test]
fn the_chain_builder_shows_links_resolution_and_first_to_respond() {
    let mut a = app(Lang::En);
    update(&mut a, Action::Phase(PhaseAction::OpenChain));
    update(&mut a, Action::Chain(ChainAction::AddA));
    update(&mut a, Action::Chain(ChainAction::AddP));
    let s = draw(&a, 120, 40);
    assert!(s.contains("Chain: CL1 Am1 · CL2 Pm1"), "{s}");
    assert!(s.contains("Resolves: Pm1, Am1"), "{s}");
    assert!(s.contains("First to respond: A"), "{s}");
    assert!(s.contains("With APNAP instead:"), "{s}");
}
