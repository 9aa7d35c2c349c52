//! A catalogue card's text is its Oracle text: the catalogue holds each card's Oracle wording
//! (English, without reminder text), the board says an ability the card still has as printed
//! in those words, and an ability an effect changed, a choice made and the French are worded
//! from the data.

use std::path::Path;

use layerlab::content::catalogue::{Catalogue, EMBEDDED, EMBEDDED_PATH};
use layerlab::i18n::Lang;
use layerlab::rules::card::CardDef;
use layerlab::words::abilities::card_text;

use crate::common;
use common::TempDir;
use common::binary::layerlab;

/// Every face of the catalogue's cards (a back face has its own text).
fn faces(cat: &Catalogue) -> Vec<&CardDef> {
    let mut out = Vec::new();
    for c in cat.cards() {
        out.push(c);
        if let Some(b) = &c.back {
            out.push(b);
        }
    }
    out
}

/// The cards given as data, with their Oracle lines written beside them (`lessons/cards.ron`).
/// Those of `lessons/cards-judges.ron` are given by their text: the reader makes their lines
/// (tests/it/catalogue_judges.rs checks that text).
fn data_cards() -> Catalogue {
    Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_catalogue_card_has_its_oracle_text_line_for_line() {
    let cat = data_cards();
    let mut faults = Vec::new();
    for c in faces(&cat) {
        let said = c.abilities.len() + usize::from(!c.spell.is_empty());
        if c.oracle.len() != said {
            faults.push(format!(
                "{}: {} Oracle lines for {said} abilities and spell texts",
                c.name,
                c.oracle.len()
            ));
        }
        for line in &c.oracle {
            // Today's Oracle: no reminder text here, "enters" alone, and the card calls
            // itself "this creature" (a transformed face names the face it becomes).
            let own_name = line.contains(&c.name) && !line.contains(&format!("into {}", c.name));
            if line.trim().is_empty()
                || line.contains('(')
                || line.contains("enters the battlefield")
                || own_name
                || line.trim() != line
            {
                faults.push(format!("{}: {line:?}", c.name));
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// The cards whose Oracle text the engine's own English wording says in other words (the same
/// rules meaning; the words of a card an effect changed). Kept exact both ways: a card that
/// comes to be worded as printed leaves this list.
const WORDED_OTHERWISE: &[&str] = &[
    "Aquamorph Entity",
    "Primal Clay",
    "Phyrexian Metamorph",
    "Quicksilver Gargantuan",
    "Volrath's Shapeshifter",
    "Molten Sentry",
    "Dryad of the Ilysian Grove",
    "Titania's Song",
    "Enchanted Evening",
    "March of the Machines",
    "Dress Down",
    "Ensoul Artifact",
    "Lignify",
    "Life and Limb",
    "Act of Treason",
    "Turn to Frog",
    "Ovinize",
    "Sudden Spoiling",
    "Public Execution",
    "Animate Land",
    "Mycosynth Lattice",
    "Chimeric Staff",
    "Kormus Bell",
    "Mutavault",
    "Forbidding Watchtower",
    "Sutured Ghoul",
    "Vesuvan Doppelganger",
    // "When this Aura enters": the engine names an Aura "this enchantment".
    "Rune of Flight",
];

/// The engine's English words for a card, from its data alone.
fn engine_words(c: &CardDef) -> Vec<String> {
    let data_only = CardDef {
        oracle: Vec::new(),
        ..c.clone()
    };
    card_text(&data_only, Lang::En, &[])
}

#[test]
fn the_engine_words_every_other_card_as_its_oracle_text() {
    let cat = data_cards();
    let mut differ: Vec<&str> = Vec::new();
    for c in cat.cards() {
        if engine_words(c) != c.oracle {
            differ.push(&c.name);
        }
    }
    let mut expected = WORDED_OTHERWISE.to_vec();
    expected.sort_unstable();
    differ.sort_unstable();
    assert_eq!(differ, expected);
}

#[test]
fn a_card_text_in_english_is_its_oracle_text_and_in_french_its_data() {
    let cat = Catalogue::embedded();
    let song = cat.find("Titania's Song").expect("in the catalogue");
    assert_eq!(
        card_text(song, Lang::En, &[]),
        [
            "Each noncreature artifact loses all abilities and becomes an artifact creature with \
             power and toughness each equal to its mana value. If this enchantment leaves the \
             battlefield, this effect continues until end of turn."
        ]
    );
    let fr = card_text(song, Lang::Fr, &[]).join(" ");
    assert!(fr.starts_with("Chaque artefact non-créature"), "{fr}");
    // A chosen color is said: the words come from the data.
    let servant = cat.find("Painter's Servant").expect("in the catalogue");
    let chosen = card_text(servant, Lang::En, &["Red".to_string()]).join(" ");
    assert!(chosen.contains("red"), "{chosen}");
}

fn solve(dir: &Path, name: &str, scenario: &str, lang: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, scenario).expect("a scenario written");
    let out = layerlab()
        .args([
            "solve",
            path.to_str().expect("a UTF-8 path"),
            "--lang",
            lang,
        ])
        .output()
        .expect("layerlab runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The board part of `solve`'s text (the steps after it quote the changes).
fn board_part(out: &str) -> &str {
    let end = out
        .find("\nPlayers\n")
        .or_else(|| out.find("\nJoueurs\n"))
        .unwrap_or(out.len());
    &out[..end]
}

#[test]
fn the_board_says_a_printed_ability_in_its_oracle_words() {
    let dir = TempDir::new("oracle-board");
    let board = r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "song", card: "Titania's Song", controller: 0),
        Enter(id: "angel", card: "Platinum Angel", controller: 0),
        Enter(id: "staff", card: "Chimeric Staff", controller: 1),
        Enter(id: "meta", card: "Phyrexian Metamorph", controller: 1, copy_of: "staff"),
    ],
)"#;
    let out = solve(dir.path(), "song.ron", board, "en");
    for line in [
        "Each noncreature artifact loses all abilities and becomes an artifact creature with power \
         and toughness each equal to its mana value. If this enchantment leaves the battlefield, \
         this effect continues until end of turn.",
        "You can't lose the game and your opponents can't win the game.",
    ] {
        assert!(out.contains(line), "{line:?} not in\n{out}");
    }
    // The Angel is an artifact creature, not a noncreature artifact: it keeps its abilities.
    assert!(out.contains("Flying"), "{out}");
    // The French board words the same abilities from the data.
    let fr = solve(dir.path(), "song.ron", board, "fr");
    assert!(!fr.contains("Each noncreature artifact"), "{fr}");
    assert!(fr.contains("Chaque artefact non-créature"), "{fr}");
}

#[test]
fn a_copy_says_the_copied_ability_in_its_oracle_words() {
    let dir = TempDir::new("oracle-copy");
    let board = r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "lord", card: "Lord of Atlantis", controller: 0),
        Enter(id: "staff", card: "Chimeric Staff", controller: 1),
        Enter(id: "meta", card: "Phyrexian Metamorph", controller: 1, copy_of: "staff"),
    ],
)"#;
    let out = solve(dir.path(), "copy.ron", board, "en");
    let out = board_part(&out);
    let staff = "{X}: This artifact becomes an X/X Construct artifact creature until end of turn.";
    assert_eq!(out.matches(staff).count(), 2, "{staff:?} twice in\n{out}");
}

#[test]
fn an_ability_an_effect_changed_is_worded_from_its_data() {
    let dir = TempDir::new("oracle-bent");
    let board = r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "lord", card: "Lord of Atlantis", controller: 0),
        Cast(card: "Mind Bend", controller: 1, targets: ["lord"], choices: ["Island", "Swamp"]),
    ],
)"#;
    let out = solve(dir.path(), "bent.ron", board, "en");
    let out = board_part(&out);
    assert!(
        out.contains("Other Merfolk get +1/+1 and have swampwalk."),
        "{out}"
    );
    assert!(!out.contains("islandwalk"), "{out}");
}

#[test]
fn more_oracle_lines_than_abilities_are_refused_where_they_are() {
    let dir = TempDir::new("oracle-lines");
    let path = dir.path().join("lines.ron");
    let scenario = r#"Scenario(
    format_version: 1,
    cards: [(
        name: "Wordy Bear",
        mana_cost: "{1}{G}",
        types: [Creature],
        power: 2,
        toughness: 2,
        oracle: ["Flying", "Trample"],
        abilities: [Keyword(Flying)],
    )],
    actions: [Enter(id: "bear", card: "Wordy Bear", controller: 0)],
)"#;
    std::fs::write(&path, scenario).expect("written");
    for (lang, words) in [
        ("en", "2 Oracle lines for one ability"),
        ("fr", "2 lignes Oracle pour une capacité"),
    ] {
        let out = layerlab()
            .args(["solve", path.to_str().expect("UTF-8"), "--lang", lang])
            .output()
            .expect("layerlab runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("lines.ron:9:"), "{err}");
        assert!(err.contains(words), "{err}");
    }
}
