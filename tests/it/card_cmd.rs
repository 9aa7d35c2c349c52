//! `layerlab card`: a card's printed text, ability by ability, in both languages, with the RON
//! a catalogue takes; the RON it prints is read back as the same card.

use crate::common;
use common::TempDir;
use common::binary::{layerlab, run_with_input};

const CHAMPION: &str = "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)\nWhen this creature enters, draw a card.";

fn card(args: &[&str]) -> (Option<i32>, String, String) {
    let out = layerlab()
        .arg("card")
        .args(args)
        .output()
        .expect("layerlab runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `layerlab card` on Elvish Champion, given by its English type line, name, power and
/// toughness and text.
fn elvish_champion() -> (Option<i32>, String, String) {
    card(&[
        "--type-line",
        "Creature — Elf",
        "--name",
        "Elvish Champion",
        "--pt",
        "2/2",
        "--text",
        CHAMPION,
    ])
}

#[test]
fn each_ability_with_its_layers_words_and_ron() {
    let (code, out, err) = elvish_champion();
    assert_eq!(code, Some(0), "{out}{err}");
    for line in [
        "Type line: Creature — Elf",
        "2 abilities, as layerlab reads them:",
        "1. Other Elf creatures get +1/+1 and have forestwalk.",
        "   layers: 6, 7c",
        "   in layerlab's words: Other Elves get +1/+1 and have forestwalk.",
        "   RON: Static((affects: All((types: [Creature], subtypes: [\"Elf\"], other: true)), parts: [ModifyPT(1, 1), Grant([Keyword(Landwalk(Forest))])]))",
        "2. When this creature enters, draw a card.",
        "  When this creature enters, draw a card.",
    ] {
        assert!(out.lines().any(|l| l == line), "{line:?} not in\n{out}");
    }
    assert!(
        out.contains("   in French: Les autres elfes gagnent +1/+1"),
        "{out}"
    );
    // The French report.
    let (code, fr, _) = card(&[
        "--type-line",
        "Creature — Elf",
        "--text",
        CHAMPION,
        "--lang",
        "fr",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        fr.contains("2 capacités, telles que layerlab les lit\u{a0}:"),
        "{fr}"
    );
    assert!(fr.contains("couches\u{a0}: 6, 7c"), "{fr}");
}

#[test]
fn the_ron_it_prints_is_the_same_card_in_a_scenario() {
    let (code, out, err) = elvish_champion();
    assert_eq!(code, Some(0), "{out}{err}");
    let entry = out
        .split_once("The card for a catalogue (RON):\n")
        .map(|(_, e)| e)
        .expect("the entry");
    let dir = TempDir::new("card-ron");
    let path = dir.path().join("s.ron");
    let scenario = format!(
        r#"Scenario(format_version: 1, cards: [{entry}],
    actions: [
        Enter(id: "champion", card: "Elvish Champion", controller: 0),
        Enter(id: "elves", card: "Llanowar Elves", controller: 0),
    ],
    expect: [(id: "elves", power: 2, toughness: 2, abilities: ["Forestwalk", "{{T}}: Add {{G}}."]),
             (id: "champion", abilities: ["Other Elf creatures get +1/+1 and have forestwalk.", "When this creature enters, draw a card."])],
)"#
    );
    std::fs::write(&path, scenario).expect("written");
    let o = layerlab()
        .args(["solve", path.to_str().expect("UTF-8")])
        .output()
        .expect("runs");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn the_text_from_standard_input() {
    let out = run_with_input(
        layerlab().args(["card", "--type-line", "Enchantment"]),
        b"Nonbasic lands are Mountains.\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("   layers: 4"), "{text}");
    assert!(text.contains("RON: Static((affects: All((types: [Land], not_supertypes: [Basic])), parts: [SetLandType(Mountain)]))"), "{text}");
}

#[test]
fn what_it_cannot_read_ends_with_status_2_where_it_is() {
    let (code, out, err) = card(&[
        "--type-line",
        "Enchantment",
        "--text",
        "Flying\nCreatures you control get +1/+1 during your turn.",
    ]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.starts_with("--text:2:1: "), "{err}");
    assert!(err.contains("can't read it whole"), "{err}");
    let (code, _, err) = card(&["--type-line", "Legendary Gizmo — Elf", "--text", "Flying"]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("--type-line:1:11: "), "{err}");
    let (code, _, err) = card(&[
        "--type-line",
        "Creature",
        "--text",
        "Flying",
        "--pt",
        "two/two",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("\"two/two\" is not a power and toughness"),
        "{err}"
    );
}

#[test]
fn a_card_printed_in_french_is_read_too() {
    let fr_text = "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts.\nQuand le Champion elfe arrive, piochez une carte.";
    let (code, out, err) = card(&[
        "--type-line-fr",
        "Créature : Elfe",
        "--name-fr",
        "Champion elfe",
        "--pt",
        "2/2",
        "--text-fr",
        fr_text,
    ]);
    assert_eq!(code, Some(0), "{out}{err}");
    for line in [
        "Type line: Creature — Elf",
        "   layers: 6, 7c",
        "   RON: Static((affects: All((types: [Creature], subtypes: [\"Elf\"], other: true)), parts: [ModifyPT(1, 1), Grant([Keyword(Landwalk(Forest))])]))",
        "  Quand le Champion elfe arrive, piochez une carte.",
    ] {
        assert!(out.lines().any(|l| l == line), "{line:?} not in\n{out}");
    }
    // Both languages: they must agree.
    let (code, out, err) = card(&[
        "--type-line",
        "Creature — Elf",
        "--type-line-fr",
        "Créature : Elfe",
        "--text",
        "Other Elf creatures get +1/+1.",
        "--text-fr",
        "Les autres créatures Elfe gagnent +2/+2.",
    ]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("--text-fr:1:1:"), "{err}");
    // A French sentence shaped like an effect that can't be read whole, refused where it is.
    let (code, out, err) = card(&[
        "--type-line-fr",
        "Enchantement",
        "--text-fr",
        "Vol\nLes créatures gagnent +1/+1 pendant votre tour.",
        "--lang",
        "fr",
    ]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("--text-fr:2:1:"), "{err}");
    assert!(
        err.contains("«\u{a0}Les créatures que vous contrôlez gagnent +1/+1.\u{a0}»"),
        "{err}"
    );
    // French only, the text on standard input.
    let out = run_with_input(
        layerlab().args(["card", "--type-line-fr", "Enchantement"]),
        "Les créatures blanches que vous contrôlez gagnent +1/+1.".as_bytes(),
    );
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("   layers: 7c"), "{out}");
}
