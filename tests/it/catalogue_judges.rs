//! The catalogue's second file, `lessons/cards-judges.ron`: the cards the Comprehensive Rules'
//! examples of 611, 613, 707 and 712 name, and the cards of classic layer questions, given by
//! their printed text and read by layerlab's own reader. Boards on them give the layer
//! system's answers only if the text is read.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use layerlab::content::catalogue::{
    Catalogue, EMBEDDED, EMBEDDED_JUDGES, EMBEDDED_JUDGES_PATH, EMBEDDED_PATH,
};
use layerlab::rules::types::{CardType, Supertype};

use crate::common;
use common::cards::{board_tests, holds_board};
use common::judges::{faces, raw};

/// Every card named in an example of CR 611, 613, 707 and 712 (rules of 2025-02-07) that the
/// catalogue has, in either file.
const CR_EXAMPLE_CARDS: &[&str] = &[
    // 611
    "Arbiter of the Ideal",
    // 613
    "Honor of the Pure",
    "Gray Ogre",
    "Act of Treason",
    "Rune of Flight",
    "Colossus Hammer",
    // 707
    "Clone",
    "Grinning Demon",
    "Vesuvan Doppelganger",
    "Runeclaw Bear",
    "Tomoya the Revealer",
    "Nezumi Shortfang",
    "Stabwhisker the Odious",
    "Branchsnap Lorian",
    "Wandering Ones",
    "Unstable Shapeshifter",
    "Giant Growth",
    "Skyshroud Behemoth",
    "Wall of Omens",
    "Chimeric Staff",
    "Adaptive Automaton",
    "Afflicted Deserter",
    "Werewolf Ransacker",
    "Quirion Elves",
    "Copy Artifact",
    "Juggernaut",
    "Quicksilver Gargantuan",
    "Tarmogoyf",
    "Glasspool Mimic",
    "Moritte of the Frost",
    "Fork",
    "Emerald Charm",
    "Fling",
    "Dawnglow Infusion",
    // 712
    "Wildblood Pack",
    "Instigator Gang",
    "Elite Vanguard",
    "Moonmist",
    "Mycosynth Lattice",
    "March of the Machines",
    "Bird Admirer",
    "Mystic Reflection",
    "Village Ironsmith",
    "Ironfang",
    "Graf Rats",
    "Midnight Scavengers",
    "Otherworldly Journey",
    "False Demise",
    "Mimic Vat",
    "Leyline of the Void",
    "Wheel of Sun and Moon",
];

/// CR-example cards left out: the reader refuses a sentence of each that no structured ability
/// says either ("gain control ... for as long as you control ...", a copy "until end of turn",
/// "Werewolves you control have menace", a conditional "gets +3/+0 as long as an opponent has
/// eight or more cards in their graveyard", Duplicant's "has the power, toughness, and creature
/// types of the last creature card exiled"), or (Invasion of Kylem) it is newer than the card
/// data this file was written from. Kept exact: a card that comes in moves to
/// [`CR_EXAMPLE_CARDS`].
const CR_EXAMPLE_CARDS_LEFT_OUT: &[&str] = &[
    "Master Thief",
    "Svogthos, the Restless Tomb",
    "Altered Ego",
    "Olivia Voldaren",
    "Cytoshape",
    "Kruin Outlaw",
    "Blackbloom Rogue",
    "Chittering Host",
    "Duplicant",
    "Invasion of Kylem",
];

/// The cards of `cards-judges.ron` given as data (`abilities`), not by their text: CR examples
/// with a sentence the reader refuses, whose abilities the structured form says (without a
/// `Text` standing for a continuous effect).
const GIVEN_AS_DATA: &[&str] = &[
    "Grinning Demon",
    "Juggernaut",
    "Dawnglow Infusion",
    "Unstable Shapeshifter",
    "Adaptive Automaton",
];

#[test]
fn every_cr_example_card_is_in_the_catalogue() {
    let cat = Catalogue::embedded();
    let names: HashSet<String> = cat
        .cards()
        .iter()
        .flat_map(faces)
        .map(|c| c.name.clone())
        .collect();
    for n in CR_EXAMPLE_CARDS {
        assert!(names.contains(*n), "{n} is not in the catalogue");
    }
    for n in CR_EXAMPLE_CARDS_LEFT_OUT {
        assert!(
            !names.contains(*n),
            "{n} is in: move it to CR_EXAMPLE_CARDS"
        );
    }
}

#[test]
fn the_judges_cards_are_read_from_their_text_but_the_listed_ones() {
    let cards = raw();
    assert!(cards.len() >= 150, "{} cards", cards.len());
    let mut as_data = Vec::new();
    for c in &cards {
        for f in faces(c) {
            assert!(f.type_line.is_some() || !f.types.is_empty(), "{}", f.name);
            if f.text.is_none() && (!f.abilities.is_empty() || !f.spell.is_empty()) {
                as_data.push(f.name.as_str());
            }
            if f.text.is_some() {
                assert!(f.type_line.is_some(), "{}: text with a type line", f.name);
                assert!(
                    f.oracle.is_empty(),
                    "{}: the reader makes its lines",
                    f.name
                );
            }
        }
    }
    assert_eq!(as_data, GIVEN_AS_DATA);
}

#[test]
fn the_two_files_make_one_catalogue_with_each_name_once() {
    let data = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).expect("cards.ron");
    let judges =
        Catalogue::parse(Path::new(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES).expect("judges");
    let all = Catalogue::embedded();
    assert_eq!(all.cards().len(), data.cards().len() + judges.cards().len());
    assert_eq!(data.cards().len(), 91);
    assert_eq!(judges.cards().len(), 158);
    crate::catalogue::assert_each_name_once(&all);
    // Lookup by either name reaches a card of the second file.
    assert_eq!(
        all.find("Antienne de Gaia").map(|c| c.name.as_str()),
        Some("Gaea's Anthem")
    );
}

#[test]
fn a_name_in_both_files_is_refused_at_the_second() {
    let second = "Catalogue(\n    format_version: 1,\n    cards: [\n        (name: \"Grizzly Bears\", name_fr: \"Ours\", type_line: \"Creature — Bear\", power: 2, toughness: 2),\n    ],\n)\n";
    let err = Catalogue::parse_files(&[
        (PathBuf::from("a/cards.ron"), EMBEDDED),
        (PathBuf::from("a/cards-judges.ron"), second),
    ])
    .expect_err("a duplicate");
    let said = err.to_string();
    assert!(said.starts_with("a/cards-judges.ron:4:16:"), "{said}");
    assert!(said.contains("Grizzly Bears"), "{said}");
    assert!(said.contains("a/cards.ron"), "{said}");
    // The French name counts too.
    let second = second.replace(
        "name: \"Grizzly Bears\", name_fr: \"Ours\"",
        "name: \"Bears\", name_fr: \"Grizzlis\"",
    );
    let err = Catalogue::parse_files(&[
        (PathBuf::from("a/cards.ron"), EMBEDDED),
        (PathBuf::from("a/cards-judges.ron"), second.as_str()),
    ])
    .expect_err("a duplicate French name");
    assert!(err.to_string().contains("Grizzlis"), "{err}");
}

#[test]
fn an_unreadable_text_in_the_second_file_is_refused_at_its_place() {
    let second = "Catalogue(\n    format_version: 1,\n    cards: [\n        (name: \"Test Thief\", name_fr: \"Test\", type_line: \"Creature — Human\", power: 2, toughness: 2,\n         text: \"Flying\\nGain control of target artifact for as long as you control this creature.\"),\n    ],\n)\n";
    let err = Catalogue::parse_files(&[
        (PathBuf::from("c/cards.ron"), EMBEDDED),
        (PathBuf::from("c/cards-judges.ron"), second),
    ])
    .expect_err("refused");
    assert!(
        err.to_string().starts_with("c/cards-judges.ron:5:"),
        "{err}"
    );
}

#[test]
fn the_texts_are_in_todays_oracle_templates() {
    for c in raw() {
        for f in faces(&c) {
            let Some(text) = &f.text else { continue };
            let legendary = f
                .type_line
                .as_deref()
                .is_some_and(|t| t.starts_with("Legendary") || t.contains(" Legendary "));
            let spell = f
                .type_line
                .as_deref()
                .is_some_and(|t| t.contains("Instant") || t.contains("Sorcery"));
            for line in text.lines() {
                assert!(!line.contains('('), "{}: reminder text in {line:?}", f.name);
                assert!(
                    !line.contains("enters the battlefield"),
                    "{}: {line:?}",
                    f.name
                );
                assert_eq!(line.trim(), line, "{}", f.name);
                assert!(!line.is_empty(), "{}: empty line", f.name);
                let names_itself = line.contains(&f.name)
                    && !line.contains(&format!("into {}", f.name))
                    && !line.contains(&format!("named {}", f.name))
                    && !line.contains(&format!("name is {}", f.name));
                if !legendary && !spell {
                    assert!(!names_itself, "{}: say \"this ...\": {line:?}", f.name);
                }
                if legendary && f.name.contains(',') {
                    assert!(!names_itself, "{}: the short name: {line:?}", f.name);
                }
            }
        }
    }
}

#[test]
fn the_french_printed_texts_are_kept_for_every_card() {
    let mut names = HashSet::new();
    for [name, name_fr, _, _] in common::judges::french_rows() {
        assert!(!name.is_empty() && !name_fr.is_empty(), "{name}");
        names.insert(name);
    }
    let cat =
        Catalogue::parse(Path::new(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES).expect("it parses");
    for c in cat.cards() {
        for f in faces(c) {
            assert!(names.contains(f.name.as_str()), "{} has no row", f.name);
        }
    }
}

#[test]
fn the_judges_cards_have_their_printed_types() {
    let cat =
        Catalogue::parse(Path::new(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES).expect("it parses");
    let card = |n: &str| cat.find(n).unwrap_or_else(|| panic!("{n}"));
    assert_eq!(
        card("Juggernaut").types,
        [CardType::Artifact, CardType::Creature]
    );
    assert!(
        card("Elesh Norn, Grand Cenobite")
            .supertypes
            .contains(&Supertype::Legendary)
    );
    let arbor = card("Dryad Arbor");
    assert_eq!(arbor.types, [CardType::Land, CardType::Creature]);
    assert_eq!(arbor.subtypes, ["Forest", "Dryad"]);
}

// ------------------------------------------------------------------------------------------
// Boards whose answers come from the cards' texts.

board_tests! {
    bad_moon_pumps_the_black_creature_and_not_the_white_one: "bad-moon",
        "",
        r#"[Enter(id: "moon", card: "Bad Moon", controller: 0), Enter(id: "rat", card: "Nezumi Shortfang", controller: 0), Enter(id: "vanguard", card: "Elite Vanguard", controller: 0)]"#,
        r#"[(id: "rat", power: 2, toughness: 2), (id: "vanguard", power: 2, toughness: 1)]"#;
    honor_of_the_pure_and_a_white_card_of_the_second_file: "honor",
        "",
        r#"[Enter(id: "honor", card: "Honor of the Pure", controller: 0), Enter(id: "vanguard", card: "Elite Vanguard", controller: 0), Enter(id: "rat", card: "Nezumi Shortfang", controller: 0)]"#,
        r#"[(id: "vanguard", power: 3, toughness: 2), (id: "rat", power: 1, toughness: 1)]"#;
    magus_of_the_moon_makes_nonbasic_lands_mountains_even_a_dryad_arbor: "magus",
        "",
        r#"[Enter(id: "magus", card: "Magus of the Moon", controller: 1), Enter(id: "village", card: "Treetop Village", controller: 0), Enter(id: "arbor", card: "Dryad Arbor", controller: 0)]"#,
        r#"[(id: "village", subtypes: ["Mountain"], abilities: ["{T}: Add {R}."]), (id: "arbor", types: ["Land", "Creature"], subtypes: ["Mountain", "Dryad"], power: 1, toughness: 1)]"#;
    /// Layer 4: Living Lands depends on Prismatic Omen (613.8a: the Omen changes what Living
    /// Lands applies to), so the Omen applies first: the Island, a Forest too, is a 1/1 creature.
    prismatic_omen_and_living_lands_on_a_forest: "omen",
        "",
        r#"[Enter(id: "forest", card: "Forest", controller: 0), Enter(id: "omen", card: "Prismatic Omen", controller: 0), Enter(id: "living", card: "Living Lands", controller: 1), Enter(id: "island", card: "Island", controller: 0)]"#,
        r#"[(id: "forest", types: ["Land", "Creature"], power: 1, toughness: 1), (id: "island", types: ["Land", "Creature"], power: 1, toughness: 1)]"#;
    elesh_norn_pumps_its_side_and_shrinks_the_other: "norn",
        "",
        r#"[Enter(id: "norn", card: "Elesh Norn, Grand Cenobite", controller: 0), Enter(id: "vanguard", card: "Elite Vanguard", controller: 0), Enter(id: "bear", card: "Runeclaw Bear", controller: 1)]"#,
        r#"[(id: "norn", power: 4, toughness: 7), (id: "vanguard", power: 4, toughness: 3), (id: "bear", power: 0, toughness: 0)]"#;
    spreading_seas_makes_a_mutavault_an_island: "seas",
        "",
        r#"[Enter(id: "vault", card: "Mutavault", controller: 1), Enter(id: "seas", card: "Spreading Seas", controller: 0, attached_to: "vault")]"#,
        r#"[(id: "vault", subtypes: ["Island"], abilities: ["{T}: Add {U}."])]"#;
}

#[test]
fn humility_and_opalescence_in_timestamp_order() {
    // Opalescence first (it animates each other non-Aura enchantment): Humility, a creature
    // from layer 4 on, takes its own abilities away in layer 6 and, later in 7b, sets every
    // creature to 1/1 (no dependency: timestamp order). Bad Moon's anthem is gone.
    holds_board(
        "opal-first",
        "",
        r#"[Enter(id: "opal", card: "Opalescence", controller: 0), Enter(id: "humility", card: "Humility", controller: 0), Enter(id: "moon", card: "Bad Moon", controller: 0)]"#,
        r#"[(id: "humility", power: 1, toughness: 1, abilities: []), (id: "opal", types: ["Enchantment"]), (id: "moon", power: 1, toughness: 1, abilities: [])]"#,
    );
    // Humility first: Opalescence's later 7b effect sets each other enchantment to its mana
    // value.
    holds_board(
        "humility-first",
        "",
        r#"[Enter(id: "humility", card: "Humility", controller: 0), Enter(id: "opal", card: "Opalescence", controller: 0), Enter(id: "moon", card: "Bad Moon", controller: 0)]"#,
        r#"[(id: "humility", power: 4, toughness: 4, abilities: []), (id: "opal", types: ["Enchantment"]), (id: "moon", power: 2, toughness: 2, abilities: [])]"#,
    );
}
