//! A printed star keeps the number printed beside it: once the characteristic-defining ability
//! that gives the star its value is gone, each star counts as 0 (208.2a) and the rest stays.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_str;

use layerlab::rules::solve::{SolveOptions, solve};

/// The power and toughness of a creature printed `power`/`toughness` whose CDA makes it 5/5,
/// with (`blank`) or without an effect that takes its abilities away.
fn pt(power: &str, toughness: &str, blank: bool) -> (Option<i32>, Option<i32>) {
    let effect = if blank {
        r#"Effect(id: "blank", kind: Static, affects: Objects(["x"]), parts: [LoseAllAbilities]),"#
    } else {
        ""
    };
    let text = format!(
        r#"Scenario(format_version: 1,
            cards: [(name: "Star", mana_cost: "{{2}}", types: [Creature], power: "{power}", toughness: "{toughness}",
                     abilities: [Static((affects: This, cda: true, parts: [DefinePT(N(5), N(5))]))])],
            actions: [Enter(id: "x", card: "Star", controller: 0), {effect}])"#
    );
    let loaded = load_str(Path::new("t.ron"), &text, &Catalogue::embedded())
        .unwrap_or_else(|e| panic!("{power}/{toughness}: {e}"));
    let sol = solve(&loaded.game, &SolveOptions::quick());
    let i = loaded.game.lookup("x").unwrap();
    let c = &sol.state.chars[i];
    (c.power, c.toughness)
}

#[test]
fn every_star_form_keeps_its_printed_number_without_its_cda() {
    for (form, value) in [
        ("*", 0),
        ("1+*", 1),
        ("*+1", 1),
        ("2+*", 2),
        ("2*", 0),
        ("*-1", -1),
    ] {
        assert_eq!(
            pt("*", form, false),
            (Some(5), Some(5)),
            "{form} with its CDA"
        );
        assert_eq!(
            pt("*", form, true),
            (Some(0), Some(value)),
            "{form} without it"
        );
        assert_eq!(
            pt(form, "3", true),
            (Some(value), Some(3)),
            "{form} as power"
        );
    }
}

#[test]
fn a_star_form_reads_back_as_printed() {
    let text = r#"(name: "Star", mana_cost: "{2}", types: [Creature], power: "*", toughness: "1+*",
                   abilities: [Static((affects: This, cda: true, parts: [DefinePT(N(1), N(2))]))])"#;
    let card: layerlab::rules::card::CardDef = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .unwrap();
    let card = &card;
    assert_eq!(card.printed_pt_text().as_deref(), Some("*/1+*"));
    let ron = ron::to_string(card).unwrap();
    assert!(
        ron.contains(r#"power:Some("*")"#) && ron.contains(r#"toughness:Some("1+*")"#),
        "{ron}"
    );
}
