//! A card given by its printed type line and rules text, in a scenario: read into the same
//! data as the structured form, on boards whose result depends on each template; a sentence
//! shaped like a continuous effect that can't be read whole is refused inside the string.

use crate::common;
use common::TempDir;
use common::binary::layerlab;
use common::cards::{board_tests, holds, solve};

const CHAMPION: &str = r#"        (
            name: "Elvish Champion", mana_cost: "{1}{G}{G}", type_line: "Creature — Elf", power: 2, toughness: 2,
            text: "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)",
        ),"#;

#[test]
fn type_lines_as_printed_and_as_databases_write_them() {
    for line in [
        "Legendary Creature — Elf Warrior",
        "Legendary Creature - Elf Warrior",
        "Legendary Creature -- Elf Warrior",
    ] {
        holds(
            "type-line",
            &format!(
                r#"        (name: "Chief of Tests", type_line: "{line}", power: 1, toughness: 1),"#
            ),
            r#"    actions: [Enter(id: "chief", card: "Chief of Tests", controller: 0)],
    expect: [(id: "chief", supertypes: ["Legendary"], types: ["Creature"], subtypes: ["Elf", "Warrior"])],"#,
        );
    }
}

#[test]
fn land_types_colors_and_lost_abilities_read_from_text() {
    let cards = r#"        (name: "Moon of Tests", type_line: "Enchantment", text: "Nonbasic lands are Mountains."),
        (name: "Swamp Maker", type_line: "Legendary Land", text: "Each land is a Swamp in addition to its other land types."),
        (name: "Humble Test", type_line: "Enchantment", text: "All creatures lose all abilities and have base power and toughness 1/1."),
        (name: "Paint of Night", type_line: "Enchantment", text: "All creatures are black."),"#;
    // Without the moon, the Swamp Maker makes every land a Swamp too.
    holds(
        "swamps",
        cards,
        r#"    actions: [
        Enter(id: "maker", card: "Swamp Maker", controller: 1),
        Enter(id: "forest", card: "Forest", controller: 0),
    ],
    expect: [(id: "maker", subtypes: ["Swamp"]), (id: "forest", subtypes: ["Forest", "Swamp"])],"#,
    );
    // The moon makes it a Mountain first (613.8a: the maker's effect depends on the moon's), and it loses the
    // ability: the Forest stays a Forest, as under Blood Moon and Urborg.
    holds(
        "lands-colors",
        cards,
        r#"    actions: [
        Enter(id: "moon", card: "Moon of Tests", controller: 0),
        Enter(id: "tower", card: "Reliquary Tower", controller: 0),
        Enter(id: "maker", card: "Swamp Maker", controller: 1),
        Enter(id: "humble", card: "Humble Test", controller: 1),
        Enter(id: "paint", card: "Paint of Night", controller: 1),
        Enter(id: "wurm", card: "Craw Wurm", controller: 0),
        Enter(id: "forest", card: "Forest", controller: 0),
    ],
    expect: [
        (id: "tower", subtypes: ["Mountain"]),
        (id: "maker", subtypes: ["Mountain"]),
        (id: "forest", subtypes: ["Forest"]),
        (id: "wurm", colors: ["Black"], power: 1, toughness: 1),
    ],"#,
    );
}

#[test]
fn an_aura_and_an_instant_read_from_text() {
    let cards = r#"        (name: "Gift of Tests", mana_cost: "{1}{U}", type_line: "Enchantment — Aura",
            text: "Enchant creature\nEnchanted creature gets +2/+2 and has flying."),
        (name: "Growth of Tests", mana_cost: "{G}", type_line: "Instant",
            text: "Target creature gets +3/+3 until end of turn."),"#;
    holds(
        "aura-instant",
        cards,
        r#"    actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "gift", card: "Gift of Tests", controller: 0, attached_to: "bears"),
        Cast(card: "Growth of Tests", controller: 0, targets: ["bears"]),
    ],
    expect: [(id: "bears", power: 7, toughness: 7, abilities: ["Flying"])],"#,
    );
}

#[test]
fn what_is_no_continuous_effect_is_kept_as_words_and_solve_says_so() {
    let cards = r#"        (name: "Scholar of Tests", type_line: "Creature — Human Wizard", power: 1, toughness: 1,
            text: "Vigilance\nYou may spend mana as though it were mana of any color.\nWhen this creature enters, draw a card.\n{2}, {T}: Scholar of Tests deals 1 damage to any target.\nCreatures you control get +1/+0."),"#;
    let rest = r#"    actions: [Enter(id: "scholar", card: "Scholar of Tests", controller: 0)],
    expect: [(id: "scholar", power: 2, toughness: 1)],"#;
    holds("not-modelled", cards, rest);
    let (_, out, _) = solve("not-modelled", cards, rest, "en");
    for line in [
        "Read as words only, not modelled (3 sentences): the engine applies nothing of them",
        "  Scholar of Tests: You may spend mana as though it were mana of any color.",
        "  Scholar of Tests: When this creature enters, draw a card.",
        "  Scholar of Tests: {2}, {T}: Scholar of Tests deals 1 damage to any target.",
    ] {
        assert!(out.lines().any(|l| l == line), "{line:?} not in\n{out}");
    }
    // The anthem is read: it is on the board, not among the words.
    assert!(
        out.lines()
            .any(|l| l == "    Creatures you control get +1/+0."),
        "{out}"
    );
    assert!(
        !out.contains("Scholar of Tests: Creatures you control"),
        "{out}"
    );
    assert!(out.lines().any(|l| l == "    Vigilance"), "{out}");
    let (_, fr, _) = solve("not-modelled", cards, rest, "fr");
    assert!(
        fr.contains("Lu comme des mots seulement, sans effet modélisé (3 phrases)"),
        "{fr}"
    );
    let (_, json, _) = {
        let dir = TempDir::new("not-modelled-json");
        let path = dir.path().join("s.ron");
        std::fs::write(
            &path,
            format!(
                "Scenario(\n    format_version: 1,\n    cards: [\n{cards}\n    ],\n{rest}\n)\n"
            ),
        )
        .expect("written");
        let o = layerlab()
            .args(["solve", path.to_str().expect("UTF-8"), "--format", "json"])
            .output()
            .expect("runs");
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            (),
        )
    };
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let kept = v["words_only"].as_array().expect("a list");
    assert_eq!(kept.len(), 3, "{json}");
    assert_eq!(kept[0]["card"], "Scholar of Tests");
    assert_eq!(
        kept[0]["sentence"],
        "You may spend mana as though it were mana of any color."
    );
}

#[test]
fn a_sentence_it_cannot_read_whole_is_refused_inside_the_string() {
    refused_inside_the_string(
        "refused",
        r#"        (name: "Counter of Tests", type_line: "Enchantment",
            text: "Flying\nCreatures you control get +1/+1 during your turn."),"#,
        "Creatures you control get +1/+1 during your turn",
        "Creatures you control get +1/+1.",
    );
}

/// The Counter of Tests, given by `cards` (flying, then `sentence` in one language), on a board
/// of its own: refused in both languages at line 5 of the file, column 28, where the sentence
/// starts after "Flying\n" inside the string, quoting `sentence` and saying the sentence it
/// reads (`instead`). Shared with `card_text_fr.rs`.
pub(crate) fn refused_inside_the_string(name: &str, cards: &str, sentence: &str, instead: &str) {
    let rest = r#"    actions: [Enter(id: "c", card: "Counter of Tests", controller: 0)],"#;
    for (lang, words) in [
        ("en", format!("can't read it whole: \"{sentence}\"")),
        (
            "fr",
            format!("ne sait pas la lire en entier\u{a0}: «\u{a0}{sentence}\u{a0}»"),
        ),
    ] {
        let (code, out, err) = solve(name, cards, rest, lang);
        assert_eq!(code, Some(2), "{out}{err}");
        assert!(err.contains(&format!("{name}.ron:5:28:")), "{err}");
        assert!(err.contains(&words), "{err}");
        assert!(err.contains(instead), "{err}");
    }
}

#[test]
fn a_type_line_word_that_is_no_type_is_refused_where_it_is() {
    let (code, out, err) = solve(
        "type-word",
        r#"        (name: "Gizmo", type_line: "Legendary Gizmo — Elf", power: 1, toughness: 1),"#,
        r#"    actions: [Enter(id: "g", card: "Gizmo", controller: 0)],"#,
        "en",
    );
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("type-word.ron:4:47:"), "{err}");
    assert!(err.contains("\"Gizmo\" is neither a supertype"), "{err}");
}

#[test]
fn text_and_abilities_together_are_refused() {
    let (code, out, err) = solve(
        "both",
        r#"        (name: "Both", types: [Creature], power: 1, toughness: 1, text: "Flying", abilities: [Keyword(Flying)]),"#,
        r#"    actions: [Enter(id: "b", card: "Both", controller: 0)],"#,
        "en",
    );
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("not both"), "{err}");
}

#[test]
fn a_cda_control_a_switch_and_players_rules_read_from_text() {
    let cards = r#"        (name: "Sage of Tests", type_line: "Creature — Avatar", power: "*", toughness: "*",
            text: "This creature's power and toughness are each equal to the number of cards in your hand."),
        (name: "Theft of Tests", type_line: "Sorcery",
            text: "Gain control of target creature until end of turn."),
        (name: "Image of Tests", type_line: "Instant",
            text: "Switch target creature's power and toughness until end of turn.\nDraw a card."),
        (name: "Ward of Tests", type_line: "Artifact",
            text: "You have no maximum hand size.\nYour opponents have hexproof."),"#;
    cda_control_switch_and_players_rules("cda-control", cards);
}

/// The board of Sage (its power and toughness the cards in hand), Theft (gain control), Image
/// (switch) and Ward (players' rules), cards given in English here and in French in
/// `card_text_fr.rs`: it comes out the same either way.
pub(crate) fn cda_control_switch_and_players_rules(name: &str, cards: &str) {
    holds(
        name,
        cards,
        r#"    actions: [
        Enter(id: "sage", card: "Sage of Tests", controller: 0),
        Enter(id: "wurm", card: "Craw Wurm", controller: 1),
        Enter(id: "ward", card: "Ward of Tests", controller: 0),
        Cast(card: "Theft of Tests", controller: 0, targets: ["wurm"]),
        Cast(card: "Image of Tests", controller: 0, targets: ["wurm"]),
    ],
    expect: [
        (id: "sage", power: 7, toughness: 7),
        (id: "wurm", controller: 0, power: 4, toughness: 6),
        (id: "p0", no_maximum_hand_size: true),
        (id: "p1", abilities: ["Hexproof"]),
    ],"#,
    );
}

#[test]
fn a_back_face_is_read_from_its_text_too() {
    let cards = r#"        (name: "Front of Tests", type_line: "Creature — Human", power: 1, toughness: 1,
            back: Some((name: "Back of Tests", type_line: "Creature — Angel", power: 4, toughness: 4,
                text: "Flying\nOther creatures you control get +1/+1."))),"#;
    holds(
        "back-face",
        cards,
        r#"    actions: [
        Enter(id: "f", card: "Front of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Transform(target: "f"),
    ],
    expect: [(id: "f", abilities: ["Flying", "Other creatures you control get +1/+1."]), (id: "bears", power: 3, toughness: 3)],"#,
    );
    let (code, out, err) = solve(
        "back-error",
        r#"        (name: "Front of Tests", type_line: "Creature — Human", power: 1, toughness: 1,
            back: Some((name: "Back of Tests", type_line: "Creature — Angel", power: 4, toughness: 4,
                text: "Other creatures you control get +1/+1 during your turn."))),"#,
        r#"    actions: [Enter(id: "f", card: "Front of Tests", controller: 0)],"#,
        "en",
    );
    assert_eq!(code, Some(2), "{out}{err}");
    // Line 6, inside the back face's text string.
    assert!(err.contains("back-error.ron:6:24:"), "{err}");
}

#[test]
fn for_each_and_animations_read_from_text() {
    let cards = r#"        (name: "Grove of Tests", type_line: "Enchantment",
            text: "Creatures you control get +1/+1 for each Forest you control."),
        (name: "Vault of Tests", type_line: "Land",
            text: "{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."),
        (name: "Bell of Tests", type_line: "Artifact",
            text: "All Swamps are 1/1 black creatures that are still lands."),"#;
    holds(
        "for-each",
        cards,
        r#"    actions: [
        Enter(id: "grove", card: "Grove of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "f1", card: "Forest", controller: 0),
        Enter(id: "f2", card: "Forest", controller: 0),
        Enter(id: "f3", card: "Forest", controller: 1),
        Enter(id: "vault", card: "Vault of Tests", controller: 0),
        Activate(source: "vault", ability: 1),
        Enter(id: "bell", card: "Bell of Tests", controller: 1),
        Enter(id: "swamp", card: "Swamp", controller: 1),
    ],
    expect: [
        (id: "bears", power: 4, toughness: 4),
        (id: "vault", types: ["Land", "Creature"], power: 4, toughness: 4),
        (id: "swamp", types: ["Land", "Creature"], colors: ["Black"], power: 1, toughness: 1),
    ],"#,
    );
}

#[test]
fn conditions_read_from_text() {
    let cards = r#"        (name: "Banner of Tests", type_line: "Enchantment",
            text: "As long as you control two or more enchantments, creatures you control get +1/+1."),
        (name: "Wings of Tests", type_line: "Enchantment — Aura",
            text: "Enchant permanent\nAs long as enchanted permanent is a creature, it has flying."),
        (name: "Raider of Tests", type_line: "Creature — Human", power: 2, toughness: 2,
            text: "As long as it's your turn, this creature gets +2/+0."),"#;
    // One enchantment: the banner's condition fails.
    holds(
        "condition-off",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "raider", card: "Raider of Tests", controller: 1),
    ],
    expect: [(id: "bears", power: 2, toughness: 2), (id: "raider", power: 2, toughness: 2)],"#,
    );
    // A second enchantment (the Aura): the condition holds, and the Aura gives flying.
    holds(
        "condition-on",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "wings", card: "Wings of Tests", controller: 0, attached_to: "bears"),
        Enter(id: "raider", card: "Raider of Tests", controller: 0),
    ],
    expect: [(id: "bears", power: 3, toughness: 3, abilities: ["Flying"]), (id: "raider", power: 5, toughness: 3)],"#,
    );
}

#[test]
fn nonblack_and_that_is_clauses_read_from_text() {
    let cards = r#"        (name: "Crusade of Tests", type_line: "Enchantment", text: "Nonblack creatures get +1/+1."),
        (name: "Chieftain of Tests", type_line: "Enchantment",
            text: "Each creature you control that's an Elf or a Warrior gets +0/+2."),"#;
    holds(
        "nonblack",
        cards,
        r#"    actions: [
        Enter(id: "crusade", card: "Crusade of Tests", controller: 0),
        Enter(id: "chief", card: "Chieftain of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "elves", card: "Llanowar Elves", controller: 0),
        Enter(id: "theirs", card: "Llanowar Elves", controller: 1),
    ],
    expect: [
        (id: "bears", power: 3, toughness: 3),
        (id: "elves", power: 2, toughness: 4),
        (id: "theirs", power: 2, toughness: 2),
    ],"#,
    );
}

#[test]
fn counts_in_cdas_chosen_types_type_changes_and_trailing_conditions_read_from_text() {
    let cards = r#"        (name: "Nightmare", mana_cost: "{5}{B}", type_line: "Creature — Nightmare Horse", power: "*", toughness: "*",
            text: "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control."),
        (name: "Lhurgoyf", mana_cost: "{2}{G}{G}", type_line: "Creature — Lhurgoyf", power: "*", toughness: "1+*",
            text: "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1."),
        (name: "Kird Ape", mana_cost: "{R}", type_line: "Creature — Ape", power: 1, toughness: 1,
            text: "Kird Ape gets +1/+2 as long as you control a Forest."),
        (name: "Frogify", mana_cost: "{1}{U}", type_line: "Enchantment — Aura",
            text: "Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1."),
        (name: "Banner of Tests", mana_cost: "{3}", type_line: "Artifact",
            text: "As this artifact enters, choose a creature type.\nCreatures you control of the chosen type get +1/+1.\nEquipped creature gets +2/+2 and has protection from red and from blue."),"#;
    holds(
        "counts",
        cards,
        r#"    actions: [
        Enter(id: "swamp", card: "Swamp", controller: 0),
        Enter(id: "swamp2", card: "Swamp", controller: 0),
        Enter(id: "nightmare", card: "Nightmare", controller: 0),
        Enter(id: "goyf", card: "Lhurgoyf", controller: 1),
        Enter(id: "forest", card: "Forest", controller: 1),
        Enter(id: "ape", card: "Kird Ape", controller: 1),
        Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        Enter(id: "frogify", card: "Frogify", controller: 0, attached_to: "bears"),
        Enter(id: "banner", card: "Banner of Tests", controller: 1, choices: ["Ape"]),
    ],
    expect: [
        (id: "nightmare", power: 2, toughness: 2),
        (id: "goyf", power: 0, toughness: 1),
        (id: "ape", power: 3, toughness: 4),
        (id: "bears", power: 1, toughness: 1, colors: ["Blue"], subtypes: ["Frog"], abilities: []),
    ],"#,
    );
}

#[test]
fn an_effect_on_a_set_it_cannot_name_is_refused_not_kept_as_words() {
    let (code, _, err) = solve(
        "with-power",
        r#"        (name: "Winds of Tests", type_line: "Enchantment", text: "Creatures with power 4 or greater get +1/+1."),"#,
        r#"    actions: [Enter(id: "winds", card: "Winds of Tests", controller: 0)],"#,
        "en",
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("Creatures with power 4 or greater get +1/+1"),
        "{err}"
    );
    // Losing life is no effect on characteristics: kept as words, the card loads.
    holds(
        "life",
        r#"        (name: "Demon of Tests", type_line: "Creature — Demon", power: 6, toughness: 6,
            text: "Flying\nAt the beginning of your upkeep, you lose 2 life."),"#,
        r#"    actions: [Enter(id: "demon", card: "Demon of Tests", controller: 0)],
    expect: [(id: "demon", power: 6, toughness: 6, abilities: ["Flying", "At the beginning of your upkeep, you lose 2 life."])],"#,
    );
}

#[test]
fn still_a_land_after_an_artifact_animation_the_same_in_every_zone_and_threaten_read_from_text() {
    let cards = r#"        (name: "Inkmoth Nexus", type_line: "Land",
            text: "{T}: Add {C}.\n{1}: This land becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still a land."),
        (name: "Arcane Adaptation", mana_cost: "{2}{U}", type_line: "Enchantment",
            text: "As this enchantment enters, choose a creature type.\nCreatures you control are the chosen type in addition to their other types. The same is true for creature spells you control and creature cards you own that aren't on the battlefield."),
        (name: "Threaten", mana_cost: "{2}{R}", type_line: "Sorcery",
            text: "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn."),"#;
    holds(
        "inkmoth",
        cards,
        r#"    actions: [
        Enter(id: "nexus", card: "Inkmoth Nexus", controller: 0),
        Activate(source: "nexus", ability: 1),
        Enter(id: "adapt", card: "Arcane Adaptation", controller: 0, choices: ["Elf"]),
        Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        Cast(card: "Threaten", controller: 0, targets: ["bears"]),
    ],
    expect: [
        // Arcane Adaptation makes every creature its controller has an Elf too.
        (id: "nexus", types: ["Artifact", "Creature", "Land"], subtypes: ["Blinkmoth", "Elf", "Phyrexian"], power: 1, toughness: 1),
        (id: "bears", controller: 0, subtypes: ["Bear", "Elf"], abilities: ["Haste"]),
    ],"#,
    );
}

#[test]
fn older_oracle_wording_a_bare_size_and_is_indestructible_read_from_text() {
    let cards = r#"        (name: "Humility of Old", type_line: "Enchantment",
            text: "All creatures lose all abilities and are 1/1."),
        (name: "March of Old", type_line: "Enchantment",
            text: "Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana cost."),
        (name: "Idol of Tests", mana_cost: "{3}", type_line: "Artifact"),
        (name: "Exemplar of Tests", type_line: "Enchantment",
            text: "Creatures you control get +1/+1, have flying, and are indestructible."),"#;
    holds(
        "old-humility",
        cards,
        r#"    actions: [
        Enter(id: "wurm", card: "Craw Wurm", controller: 0),
        Enter(id: "humility", card: "Humility of Old", controller: 0),
    ],
    expect: [(id: "wurm", power: 1, toughness: 1, abilities: [])],"#,
    );
    holds(
        "old-march",
        cards,
        r#"    actions: [
        Enter(id: "idol", card: "Idol of Tests", controller: 0),
        Enter(id: "march", card: "March of Old", controller: 0),
    ],
    expect: [(id: "idol", types: ["Artifact", "Creature"], power: 3, toughness: 3)],"#,
    );
    holds(
        "indestructible",
        cards,
        r#"    actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "exemplar", card: "Exemplar of Tests", controller: 0),
    ],
    expect: [(id: "bears", power: 3, toughness: 3, abilities: ["Flying", "Indestructible"])],"#,
    );
}

// Boards on cards read from their text, each a test.
board_tests! {
    a_lord_read_from_its_text_pumps_the_others_and_grants_landwalk: "champion",
        CHAMPION,
        r#"[Enter(id: "champion", card: "Elvish Champion", controller: 0), Enter(id: "elves", card: "Llanowar Elves", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
        r#"[(id: "champion", power: 2, toughness: 2, abilities: ["Other Elf creatures get +1/+1 and have forestwalk."]), (id: "elves", power: 2, toughness: 2, abilities: ["Forestwalk", "{T}: Add {G}."]), (id: "bears", power: 2, toughness: 2, abilities: [])]"#;
    an_activated_ability_that_creates_an_effect_is_read_and_counted: "activated",
        r#"        (name: "Puca of Tests", type_line: "Creature — Shapeshifter", power: 1, toughness: 3,
            text: "{T}: Draw a card.\n{U/R}: Switch this creature's power and toughness until end of turn."),"#,
        r#"[Enter(id: "puca", card: "Puca of Tests", controller: 0), Activate(source: "puca", ability: 2)]"#,
        r#"[(id: "puca", power: 3, toughness: 1)]"#;
    coat_of_arms_counts_the_others_that_share_a_type_with_each: "coat",
        r#"        (name: "Coat of Arms", mana_cost: "{5}", type_line: "Artifact",
            text: "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it."),"#,
        r#"[Enter(id: "coat", card: "Coat of Arms", controller: 0), Enter(id: "elf1", card: "Llanowar Elves", controller: 0), Enter(id: "elf2", card: "Llanowar Elves", controller: 1), Enter(id: "elf3", card: "Llanowar Elves", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
        r#"[(id: "elf1", power: 3, toughness: 3), (id: "bears", power: 2, toughness: 2)]"#;
    /// "Zombies" is the type Zombie (205.3m), not "Zomby": the lord pumps the Zombie only.
    a_plural_creature_type_names_its_own_type: "zombies",
        r#"        (name: "Warchief of Tests", mana_cost: "{1}{B}", type_line: "Creature — Zombie Goblin", power: 2, toughness: 2,
            text: "Zombies you control get +2/+1."),
        (name: "Walker of Tests", mana_cost: "{1}{B}", type_line: "Creature — Zombie", power: 2, toughness: 2),"#,
        r#"[Enter(id: "chief", card: "Warchief of Tests", controller: 0), Enter(id: "walker", card: "Walker of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
        r#"[(id: "walker", power: 4, toughness: 3), (id: "bears", power: 2, toughness: 2)]"#;
    each_forest_or_saproling_becomes_a_saproling_forest_land_creature: "life-and-limb",
        r#"        (name: "Limbs of Tests", mana_cost: "{3}{G}", type_line: "Enchantment",
            text: "Each Forest or Saproling is a 1/1 green Saproling Forest land creature in addition to its other types."),"#,
        r#"[Enter(id: "limbs", card: "Limbs of Tests", controller: 0), Enter(id: "forest", card: "Forest", controller: 1)]"#,
        r#"[(id: "forest", types: ["Creature", "Land"], subtypes: ["Forest", "Saproling"], power: 1, toughness: 1)]"#;
    noncreature_artifacts_become_creatures_as_big_as_their_mana_value: "march",
        r#"        (name: "March of Tests", mana_cost: "{3}{U}", type_line: "Enchantment",
            text: "Each noncreature artifact is a creature in addition to its other types and has base power and base toughness each equal to its mana value."),"#,
        r#"[Enter(id: "march", card: "March of Tests", controller: 0), Enter(id: "lantern", card: "Chromatic Lantern", controller: 1)]"#,
        r#"[(id: "lantern", types: ["Artifact", "Creature"], power: 3, toughness: 3)]"#;
    other_creatures_of_the_chosen_type_you_control_get_the_bonus: "automaton",
        r#"        (name: "Automaton of Tests", mana_cost: "{3}", type_line: "Artifact Creature — Construct", power: 2, toughness: 2,
            text: "As this creature enters, choose a creature type.\nOther creatures of the chosen type you control get +1/+1."),"#,
        r#"[Enter(id: "auto", card: "Automaton of Tests", controller: 0, choices: ["Elf"]), Enter(id: "elves", card: "Llanowar Elves", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
        r#"[(id: "elves", power: 2, toughness: 2), (id: "bears", power: 2, toughness: 2), (id: "auto", power: 2, toughness: 2)]"#;
    the_other_creatures_of_the_destroyed_targets_controller_get_the_penalty: "execution",
        r#"        (name: "Execution of Tests", mana_cost: "{5}{B}", type_line: "Instant",
            text: "Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn."),"#,
        r#"[Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "ogre", card: "Gray Ogre", controller: 1), Enter(id: "mine", card: "Grizzly Bears", controller: 0), Cast(card: "Execution of Tests", controller: 0, targets: ["bears"])]"#,
        r#"[(id: "ogre", power: 0, toughness: 2), (id: "mine", power: 2, toughness: 2)]"#;
    creatures_the_target_player_controls_lose_their_abilities_and_shrink: "spoiling",
        r#"        (name: "Spoiling of Tests", mana_cost: "{1}{B}{B}", type_line: "Instant",
            text: "Creatures target player controls lose all abilities and have base power and toughness 0/2 until end of turn."),"#,
        r#"[Enter(id: "elves", card: "Llanowar Elves", controller: 1), Enter(id: "mine", card: "Grizzly Bears", controller: 0), Cast(card: "Spoiling of Tests", controller: 0, targets: ["p1"])]"#,
        r#"[(id: "elves", power: 0, toughness: 2, abilities: []), (id: "mine", power: 2, toughness: 2)]"#;
    /// One effect whose parts grant twice (data as the reader builds it from "have flying, and
    /// are indestructible"): each granted ability is its own.
    two_grants_in_one_effect_give_both_abilities: "two-grants",
        r#"        (name: "Banner of Two Grants", types: [Enchantment], abilities: [Static((affects: All((types: [Creature], controller: You)), parts: [Grant([Keyword(Flying)]), Grant([Keyword(Indestructible)])]))]),"#,
        r#"[Enter(id: "banner", card: "Banner of Two Grants", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
        r#"[(id: "bears", abilities: ["Flying", "Indestructible"])]"#;
    /// The set of "creatures you control" is read as that instruction begins, after the tokens
    /// exist (608.2c, 611.2c).
    tokens_an_instruction_creates_are_in_the_set_of_a_later_one: "tokens-then-anthem",
        r#"        (name: "Rally of Tests", mana_cost: "{2}{W}", type_line: "Instant",
            text: "Create two 1/1 white Soldier creature tokens. Creatures you control get +1/+1 until end of turn."),"#,
        r#"[Enter(id: "bears", card: "Grizzly Bears", controller: 0), Cast(id: "rally", card: "Rally of Tests", controller: 0)]"#,
        r#"[(id: "bears", power: 3, toughness: 3), (id: "rally.1", power: 2, toughness: 2), (id: "rally.2", power: 2, toughness: 2)]"#;
}
