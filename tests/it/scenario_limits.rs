//! The caps every scenario is held to, and checked arithmetic: a count or a number beyond a cap
//! is refused quickly, at the offending action, in the reader's language; powers and
//! toughnesses that add up beyond `i32` are an error, never a wrapped value or a panic.

use std::fmt::Write as _;
use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::file_error::FileError;
use layerlab::content::scenario::{Loaded, load_str};
use layerlab::i18n::Lang;
use layerlab::rules::actions::{Action, ActionProblem, Cast, Enter};
use layerlab::rules::card::{CardDef, OneShot};
use layerlab::rules::game::Game;
use layerlab::rules::limits;
use layerlab::rules::object::Attachment;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::rules::types::CardType;

use crate::common;
use common::within;

fn load(src: &str) -> Result<Loaded, FileError> {
    load_str(Path::new("s.ron"), src, &Catalogue::embedded())
}

fn refused(src: &str) -> FileError {
    match load(src) {
        Ok(_) => panic!("accepted:\n{src}"),
        Err(e) => e,
    }
}

fn scenario(actions: &str) -> String {
    format!("Scenario(format_version: 1, actions: [\n{actions}\n])")
}

/// The line and column of the first `needle` in `text`, 1-based.
fn place(text: &str, needle: &str) -> (usize, usize) {
    let pos = text.find(needle).unwrap_or_else(|| panic!("no {needle}"));
    let before = &text[..pos];
    (
        before.matches('\n').count() + 1,
        before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
    )
}

const BEARS: &str = r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#;

/// A scenario of the Bears, then `action(k)` for each `k` below `n`, a line each.
fn bears_then(n: usize, action: impl Fn(usize) -> String) -> String {
    let mut actions = format!("{BEARS}\n");
    for k in 0..n {
        writeln!(actions, "{}", action(k)).unwrap();
    }
    scenario(&actions)
}

#[test]
fn creating_four_billion_tokens_is_refused_at_once() {
    let src = r#"Scenario(format_version: 1,
        cards: [(name: "Flood", types: [Instant],
                 spell: [CreateTokens(count: 4294967295,
                         token: (name: "Soldier", types: [Creature], power: 1, toughness: 1))])],
        actions: [
            Cast(card: "Flood", controller: 0),
        ])"#;
    let e = within(10, move || refused(src));
    assert_eq!(e.problem.id, "limit-tokens", "{e}");
    let en = e.render(Lang::En);
    assert!(en.contains("4294967295") && en.contains("1000"), "{en}");
    assert_eq!((e.line, e.col), place(src, "\"Flood\", controller"), "{en}");
}

#[test]
fn objects_on_a_board_have_a_cap() {
    // Eleven spells of a thousand tokens: the eleventh would pass 10,000 objects.
    let mut actions = String::new();
    for k in 0..11 {
        writeln!(
            actions,
            r#"Cast(id: "army{k}", card: "Army", controller: 0),"#
        )
        .unwrap();
    }
    let src = format!(
        r#"Scenario(format_version: 1,
        cards: [(name: "Army", types: [Sorcery],
                 spell: [CreateTokens(count: 1000,
                         token: (name: "Soldier", types: [Creature], power: 1, toughness: 1))])],
        actions: [{actions}])"#
    );
    let e = within(60, move || refused(&src));
    assert_eq!(e.problem.id, "limit-objects", "{e}");
    assert!(e.render(Lang::En).contains("10000"), "{e}");
}

#[test]
fn actions_in_a_scenario_have_a_cap() {
    let actions = "EndTurn,\n".repeat(limits::MAX_ACTIONS + 1);
    let src = scenario(&actions);
    let e = refused(&src);
    assert_eq!(e.problem.id, "limit-actions", "{e}");
    // At the first action over the cap.
    assert_eq!(e.line, limits::MAX_ACTIONS + 2, "{e}");
    assert!(load(&scenario(&"EndTurn,\n".repeat(limits::MAX_ACTIONS))).is_ok());
}

#[test]
fn x_has_a_cap_and_x_times_a_factor_is_checked() {
    let e = refused(&scenario(&format!(
        r#"{BEARS}
        Activate(source: "bears", x: 2000000),"#
    )));
    assert_eq!(e.problem.id, "limit-x", "{e}");
    // X at the cap times the largest factor: 10^12 can't be a toughness.
    let src = r#"Scenario(format_version: 1,
        cards: [(name: "Grow", types: [Instant], targets: [Creature],
                 spell: [Effect((affects: Target(0),
                                 parts: [SetPT(N(1), Times(1000000, X))]))])],
        actions: [
            Enter(id: "bears", card: "Grizzly Bears", controller: 0),
            Cast(id: "grow", card: "Grow", controller: 0, targets: ["bears"], x: 1000000),
        ])"#;
    let e = refused(src);
    assert_eq!(e.problem.id, "limit-overflow", "{e}");
    let en = e.render(Lang::En);
    assert!(en.contains("toughness of \"bears\""), "{en}");
    assert!(en.contains("\"grow\""), "{en}");
    let fr = e.render(Lang::Fr);
    assert!(fr.contains("l'endurance de «\u{a0}bears\u{a0}»"), "{fr}");
}

#[test]
fn a_permanent_cant_enter_with_negative_counters() {
    let src = scenario(
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0,
                 counters: [("+1/+1", -3)]),"#,
    );
    let e = refused(&src);
    assert_eq!(e.problem.id, "limit-counters-negative", "{e}");
    let en = e.render(Lang::En);
    assert!(en.contains("counters:") && en.contains("-3"), "{en}");
    assert_eq!((e.line, e.col), place(&src, "\"+1/+1\""), "{en}");
    assert!(e.render(Lang::Fr).contains("marqueurs"), "{e}");
}

#[test]
fn counters_have_caps_and_removing_too_many_removes_them_all() {
    // Removing more than there are removes them all (609.3); the creature is back to 2/2.
    let l = load(&scenario(&format!(
        r#"{BEARS}
        Counters(target: "bears", kind: "+1/+1", count: 3),
        Counters(target: "bears", kind: "+1/+1", count: -5),"#
    )))
    .unwrap();
    let bears = l.game.lookup("bears").unwrap();
    assert!(l.game.objects[bears].counters.is_empty());
    let s = solve(&l.game, &SolveOptions::quick());
    assert_eq!(
        (s.state.chars[bears].power, s.state.chars[bears].toughness),
        (Some(2), Some(2))
    );
    // One kind, over the cap.
    let e = refused(&scenario(&format!(
        r#"{BEARS}
        Counters(target: "bears", kind: "+1/+1", count: 999999),
        Counters(target: "bears", kind: "+1/+1", count: 2),"#
    )));
    assert_eq!(e.problem.id, "limit-counters", "{e}");
    assert_eq!(e.line, 4, "{e}");
    // Every kind together, over the cap.
    let e = refused(&bears_then(11, |k| {
        format!(r#"Counters(target: "bears", kind: "charge{k}", count: 1000000),"#)
    }));
    assert_eq!(e.problem.id, "limit-counters-total", "{e}");
    // Kinds of counters on one object.
    let e = refused(&bears_then(101, |k| {
        format!(r#"Counters(target: "bears", kind: "charge{k}", count: 1),"#)
    }));
    assert_eq!(e.problem.id, "limit-counter-kinds", "{e}");
    let kinds: Vec<String> = (0..101).map(|k| format!(r#"("k{k}", 1)"#)).collect();
    let e = refused(&scenario(&format!(
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0, counters: [{}]),"#,
        kinds.join(", ")
    )));
    assert_eq!(e.problem.id, "limit-items", "{e}");
    assert!(
        e.render(Lang::En).starts_with("s.ron:2:1: counters:"),
        "{e}"
    );
    // A P/T kind whose numbers times the count can't be counted.
    let e = refused(&scenario(&format!(
        r#"{BEARS}
        Counters(target: "bears", kind: "+1000000/+0", count: 1000000),"#
    )));
    assert_eq!(e.problem.id, "limit-counters-overflow", "{e}");
    // Counting to the cap is fine.
    assert!(
        load(&scenario(&format!(
            r#"{BEARS}
        Counters(target: "bears", kind: "+1/+1", count: 1000000),"#
        )))
        .is_ok()
    );
}

#[test]
fn counters_at_the_cap_times_large_kinds_add_up_to_an_overflow() {
    // Each kind fits (1000 × 1,000,000 = 10^9), together they pass 2^31.
    let e = refused(&scenario(&format!(
        r#"{BEARS}
        Counters(target: "bears", kind: "+1000/+0", count: 1000000),
        Counters(target: "bears", kind: "+999/+0", count: 1000000),
        Counters(target: "bears", kind: "+998/+0", count: 1000000),"#
    )));
    assert_eq!(e.problem.id, "limit-overflow", "{e}");
    assert!(e.render(Lang::En).contains("power of \"bears\""), "{e}");
}

#[test]
fn many_effects_that_fit_one_by_one_add_up_to_an_overflow() {
    // 2,500 effects of +1,000,000/+0 on one creature: each is within the caps, the sum is not.
    let pump = |k| {
        format!(
            r#"Effect(id: "pump{k}", kind: Static, affects: Objects(["bears"]), parts: [ModifyPT(1000000, 0)]),"#
        )
    };
    let src = bears_then(2500, pump);
    let e = within(60, move || refused(&src));
    assert_eq!(e.problem.id, "limit-overflow", "{e}");
    let en = e.render(Lang::En);
    assert!(en.contains("power of \"bears\""), "{en}");
    // The effect that applied when the sum passed 2^31: the 2,148th.
    assert!(en.contains("\"pump2147\""), "{en}");
    // 2,147 of them still fit.
    let l = load(&bears_then(2147, pump)).unwrap();
    let s = solve(&l.game, &SolveOptions::quick());
    assert_eq!(s.state.chars[0].power, Some(2_147_000_002));
    assert_eq!(s.state.overflow, None);
}

#[test]
fn a_solve_records_an_overflow_instead_of_wrapping() {
    // A game built without a scenario (the engine's own API): the solve neither panics nor
    // wraps; it records where the sum went out of range.
    let mut g = Game::new(0);
    let bears = Catalogue::embedded().find("Grizzly Bears").unwrap().clone();
    g.apply(Action::Enter(Box::new(Enter {
        id: "bears".into(),
        card: bears,
        ..Enter::default()
    })))
    .unwrap();
    g.objects[0]
        .counters
        .push(layerlab::rules::object::Counter {
            kind: "+2147483647/+0".into(),
            count: 2,
            timestamp: 1,
        });
    let s = solve(&g, &SolveOptions::traced());
    let o = s.state.overflow.as_ref().expect("an overflow");
    assert_eq!(o.object, 0);
    assert_eq!(o.effect, "bears:+2147483647/+0");
    assert!(g.check_solvable().is_err());
}

#[test]
fn life_and_hand_have_caps() {
    let e = refused(r#"Scenario(format_version: 1, players: [(life: 2000000), ()], actions: [])"#);
    assert_eq!(e.problem.id, "scenario-life", "{e}");
    let e = refused(r#"Scenario(format_version: 1, players: [(), (hand: -1)], actions: [])"#);
    assert_eq!(e.problem.id, "scenario-hand", "{e}");
    assert!(e.render(Lang::En).contains("p1"), "{e}");
    let e = refused(r#"Scenario(format_version: 1, players: [(hand: 1001), ()], actions: [])"#);
    assert_eq!(e.problem.id, "scenario-hand", "{e}");
    assert!(
        load(r#"Scenario(format_version: 1, players: [(life: -1000000, hand: 1000), ()], actions: [])"#)
            .is_ok()
    );
}

#[test]
fn numbers_and_lists_of_custom_cards_have_caps() {
    let src = r#"Scenario(format_version: 1,
        cards: [(name: "Colossus", types: [Creature], power: 2000000, toughness: 1)],
        actions: [
            Enter(id: "c", card: "Colossus", controller: 0),
        ])"#;
    let e = refused(src);
    assert_eq!(e.problem.id, "limit-card-value", "{e}");
    assert!(e.render(Lang::En).contains("Colossus"), "{e}");
    assert_eq!(
        (e.line, e.col),
        place(src, "\"Colossus\", controller"),
        "{e}"
    );
    let parts = "ModifyPT(1, 1), ".repeat(limits::MAX_PARTS + 1);
    let e = refused(&format!(
        r#"Scenario(format_version: 1,
        cards: [(name: "Lord", types: [Creature], power: 1, toughness: 1,
                 abilities: [Static((affects: This, parts: [{parts}]))])],
        actions: [Enter(id: "l", card: "Lord", controller: 0)])"#
    ));
    assert_eq!(e.problem.id, "limit-card-list", "{e}");
    let e = refused(&scenario(&format!(
        r#"{BEARS}
        Effect(id: "big", kind: Static, affects: Objects(["bears"]), parts: [ModifyPT(0, -1000001)]),"#
    )));
    assert_eq!(e.problem.id, "limit-card-value", "{e}");
}

#[test]
fn engine_errors_are_typed_and_worded_in_both_languages() {
    let src = scenario(&format!(
        r#"{BEARS}
        Leave(target: "bears"),
        Counters(target: "bears", kind: "+1/+1", count: 1),"#
    ));
    let e = refused(&src);
    assert_eq!(e.problem.id, "action-not-on-battlefield", "{e}");
    let (line, col) = place(&src, r#""bears", kind"#);
    assert_eq!(
        e.render(Lang::En),
        format!("s.ron:{line}:{col}: \"bears\" is not on the battlefield")
    );
    assert_eq!(
        e.render(Lang::Fr),
        format!("s.ron:{line}:{col}: «\u{a0}bears\u{a0}» n'est pas sur le champ de bataille")
    );
    let e = refused(&scenario(
        r#"Cast(card: "Giant Growth", controller: 0, targets: ["bear"]),"#,
    ));
    assert!(e.render(Lang::Fr).contains("identifiant inconnu"), "{e}");
    // The engine's own API answers with the problem as data, and never panics on an index.
    let mut g = Game::new(0);
    let e = g
        .apply(Action::Attach {
            source: 0,
            to: Attachment::Player(0),
        })
        .unwrap_err();
    assert_eq!(e.problem, ActionProblem::NoSuchObject { index: 0 });
    let card = CardDef {
        name: "Flood".into(),
        types: vec![CardType::Instant],
        spell: vec![OneShot::CreateTokens {
            count: limits::MAX_TOKENS_AT_ONCE + 1,
            token: Box::new(CardDef::default()),
        }],
        ..CardDef::default()
    };
    let e = g
        .apply(Action::Cast(Box::new(Cast {
            card,
            ..Cast::default()
        })))
        .unwrap_err();
    assert!(
        matches!(
            e.problem,
            ActionProblem::TooManyTokens {
                found: 1001,
                limit: 1000,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn a_board_of_many_interdependent_effects_is_refused_within_seconds() {
    // 400 permanents whose type-changing effects all depend on one another: solving them by
    // the rules would take minutes (each application is followed by trials of every pair).
    let src = scenario(&common::interdependent_actions(100));
    let e = within(120, move || refused(&src));
    assert_eq!(e.problem.id, "limit-solve-work", "{e}");
    assert!(e.render(Lang::Fr).contains("unités de travail"), "{e}");
    // A quarter of it solves.
    let mut actions = String::new();
    for k in 0..25 {
        for (id, card) in [("u", "Urborg, Tomb of Yawgmoth"), ("m", "Blood Moon")] {
            writeln!(
                actions,
                r#"Enter(id: "{id}{k}", card: "{card}", controller: 0),"#
            )
            .unwrap();
        }
    }
    let l = load(&scenario(&actions)).unwrap();
    assert!(!solve(&l.game, &SolveOptions::traced()).state.unfinished);
}

#[test]
fn many_actions_that_solve_a_large_board_are_refused_within_seconds() {
    // Each spell solves the board as it is cast (its targets, its set of objects, 611.2c),
    // unless only spells were cast since the last one: a creature enters before each of five
    // thousand spells, so each solves a larger board, which would take minutes.
    let mut actions = String::new();
    for k in 0..5000 {
        writeln!(
            actions,
            r#"Enter(id: "c{k}", card: "Grizzly Bears", controller: 0),"#
        )
        .unwrap();
        writeln!(
            actions,
            r#"Cast(id: "g{k}", card: "Giant Growth", controller: 0, targets: ["c{k}"]),"#
        )
        .unwrap();
    }
    let src = scenario(&actions);
    let e = within(180, move || refused(&src));
    assert_eq!(e.problem.id, "limit-play-work", "{e}");
}

/// Spells that only pump, one after another, each read the board as their cast began without
/// solving it again: 3,000 Giant Growths on one creature play well inside the play budget
/// (when each cast solved the whole board again, the work grew with the square of the spells
/// and this board was refused as too much play).
#[test]
fn many_pump_spells_play_within_the_budget() {
    let n = 3000;
    let src = bears_then(n, |k| {
        format!(r#"Cast(id: "g{k}", card: "Giant Growth", controller: 0, targets: ["bears"]),"#)
    });
    let l = load(&src).unwrap_or_else(|e| panic!("refused: {e:?}"));
    let bears = l.game.lookup("bears").unwrap();
    let s = solve(&l.game, &SolveOptions::quick());
    let grown = 2 + 3 * n as i32;
    assert_eq!(
        (s.state.chars[bears].power, s.state.chars[bears].toughness),
        (Some(grown), Some(grown))
    );
}
