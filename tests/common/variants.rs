//! Boards for the check that no part of the scenario format is accepted and ignored: a board
//! with a piece and the same board without it, solved or refused.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_str;
use layerlab::rules::solve::{SolveOptions, solve};

/// A scenario with these cards of its own, player setups and actions.
pub fn board(cards: &str, players: &str, actions: &str) -> String {
    format!(
        "Scenario(format_version: 1, cards: [{cards}], players: [{players}], actions: [{actions}])"
    )
}

pub const PLAYERS: &str = r#"(life: 20, hand: 5, graveyard: ["Forest", "Grizzly Bears", "Craw Wurm"]),
                          (life: 12, hand: 7, graveyard: ["Island"])"#;

/// The board most cases start from: creatures, an artifact, lands, on both sides.
pub const BASE: &str = r#"
    Enter(id: "bears", card: "Grizzly Bears", controller: 0),
    Enter(id: "wurm", card: "Craw Wurm", controller: 1),
    Enter(id: "elves", card: "Llanowar Elves", controller: 0),
    Enter(id: "angel", card: "Archangel Avacyn", controller: 1),
    Enter(id: "lantern", card: "Chromatic Lantern", controller: 0),
    Enter(id: "forest", card: "Forest", controller: 0),
    Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
"#;

/// What a board solves to, or why it was refused.
pub fn outcome(text: &str) -> Result<String, String> {
    let loaded =
        load_str(Path::new("case.ron"), text, &Catalogue::embedded()).map_err(|e| e.to_string())?;
    let sol = solve(&loaded.game, &SolveOptions::quick());
    let st = &sol.state;
    // The characteristics, and the objects' state the layers don't compute.
    let objects: Vec<String> = loaded
        .game
        .objects
        .iter()
        .map(|o| {
            format!(
                "{} {:?} {} {:?} {} {} {}",
                o.id,
                o.zone,
                o.timestamp,
                o.counters,
                o.card.name,
                o.is_tapped(),
                o.is_phased_out()
            )
        })
        .collect();
    Ok(format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{objects:?}",
        st.chars, st.players, st.rules, st.dies
    ))
}

/// The piece `what` is applied (the board with it solves differently) or refused (the board with
/// it does not load); the board without it loads.
pub fn applied_or_refused(what: &str, with: &str, without: &str) -> bool {
    let base = outcome(without).unwrap_or_else(|e| panic!("{what}: the board without it: {e}"));
    match outcome(with) {
        Err(e) => {
            assert!(
                e.contains("case.ron:"),
                "{what}: refused without a place: {e}"
            );
            false
        }
        Ok(now) => {
            assert!(now != base, "{what}: accepted and ignored");
            true
        }
    }
}

/// The piece is applied (not refused).
pub fn applied(what: &str, with: &str, without: &str) {
    assert!(
        applied_or_refused(what, with, without),
        "{what}: refused, expected applied"
    );
}

/// The piece is refused.
pub fn refused(what: &str, with: &str, without: &str) {
    assert!(
        !applied_or_refused(what, with, without),
        "{what}: applied, expected refused"
    );
}

/// A free-standing effect on `affects` doing `parts`, from player 0.
pub fn effect(kind: &str, affects: &str, parts: &str) -> String {
    format!(
        r#"Effect(id: "e", kind: {kind}, controller: 0, affects: {affects}, parts: [{parts}]),"#
    )
}

/// Reads a RON value with `implicit_some`, as layerlab reads files.
pub fn ron_value<T: serde::de::DeserializeOwned>(text: &str) -> T {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The base board with one free-standing static effect on `affects` doing `parts`.
pub fn with_static(affects: &str, parts: &str) -> String {
    board(
        "",
        PLAYERS,
        &format!("{BASE}{}", effect("Static", affects, parts)),
    )
}

/// The base board, then `before` (more actions, each ending with a comma), then "Twin" entering
/// as a copy of `of`: a 0/0 creature for {3} whose as-enters ability is `CopyOf((spec))`.
pub fn twin(spec: &str, before: &str, of: &str) -> String {
    board(
        &format!(
            r#"(name: "Twin", mana_cost: "{{3}}", types: [Creature], power: 0, toughness: 0, abilities: [AsEnters(CopyOf(({spec})))])"#
        ),
        PLAYERS,
        &format!(
            r#"{BASE}{before} Enter(id: "twin", card: "Twin", controller: 0, copy_of: "{of}"),"#
        ),
    )
}
