//! Rules of the game about objects (613.11: "can't block", "blocks each combat if able"): a
//! resolved effect's part like this is not locked to the objects there when it began, while its
//! parts that modify characteristics are (611.2c, last sentence); the board, the JSON and the
//! French words say them.

use crate::common;

use std::path::Path;

use common::binary::{Run, layerlab};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_str;
use layerlab::rules::card::ObjectRule;
use layerlab::rules::solve::{SolveOptions, solve};

fn board(kind: &str, affects: &str, parts: &str) -> String {
    format!(
        r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        Effect(id: "spell", kind: {kind}, controller: 0, affects: {affects}, parts: {parts}, duration: UntilEndOfTurn),
        Enter(id: "wurm", card: "Craw Wurm", controller: 1),
    ],
)"#
    )
}

const OPPONENTS: &str = "All((types: [Creature], controller: Opponents))";

/// (power, rules) of each of bears and wurm.
fn solved(text: &str) -> Vec<(Option<i32>, Vec<ObjectRule>)> {
    let cat = Catalogue::embedded();
    let loaded = load_str(Path::new("t.ron"), text, &cat).expect("the board loads");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    ["bears", "wurm"]
        .iter()
        .map(|id| {
            let i = loaded.game.lookup(id).expect("on the board");
            let c = &sol.state.chars[i];
            (c.power, c.rules.clone())
        })
        .collect()
}

#[test]
fn a_resolved_effects_rule_part_follows_the_board_and_its_other_part_does_not() {
    let got = solved(&board(
        "Resolved",
        OPPONENTS,
        "[ModifyPT(-1, 0), ObjectRule(BlocksIfAble)]",
    ));
    assert_eq!(
        got,
        vec![
            (Some(1), vec![ObjectRule::BlocksIfAble]),
            // Craw Wurm is 6/4: it entered after, so no -1/-0, but it must block.
            (Some(6), vec![ObjectRule::BlocksIfAble]),
        ]
    );
}

#[test]
fn a_resolved_effect_with_only_rules_follows_the_board() {
    let got = solved(&board("Resolved", OPPONENTS, "[ObjectRule(CantBlock)]"));
    assert_eq!(got[1].1, vec![ObjectRule::CantBlock]);
}

#[test]
fn a_static_effect_follows_the_board_in_every_part() {
    let got = solved(&board(
        "Static",
        OPPONENTS,
        "[ModifyPT(-1, 0), ObjectRule(CantAttack)]",
    ));
    assert_eq!(
        got,
        vec![
            (Some(1), vec![ObjectRule::CantAttack]),
            (Some(5), vec![ObjectRule::CantAttack]),
        ]
    );
}

#[test]
fn a_targeted_rule_stays_with_its_target() {
    let text = r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        Effect(id: "spell", kind: Resolved, controller: 0, affects: Objects(["bears"]), parts: [ObjectRule(CantBeBlocked)], duration: UntilEndOfTurn),
        Enter(id: "wurm", card: "Craw Wurm", controller: 1),
    ],
)"#;
    let got = solved(text);
    assert_eq!(got[0].1, vec![ObjectRule::CantBeBlocked]);
    assert!(got[1].1.is_empty());
}

#[test]
fn a_rule_about_objects_given_to_players_is_refused_with_the_rule() {
    let text = r#"Scenario(
    format_version: 1,
    actions: [
        Effect(id: "spell", kind: Resolved, controller: 0, affects: Players(Opponents), parts: [ObjectRule(CantBlock)], duration: UntilEndOfTurn),
    ],
)"#;
    let dir = std::env::temp_dir().join(format!("layerlab-object-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("players.ron");
    std::fs::write(&path, text).unwrap();
    let ran = layerlab().arg("solve").arg(&path).run(b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    assert!(ran.stderr.contains("players.ron:4:"), "{}", ran.stderr);
    assert!(ran.stderr.contains("613.11"), "{}", ran.stderr);
}

#[test]
fn the_board_and_the_json_say_the_rules_and_french_agrees_with_the_card() {
    let dir = std::env::temp_dir().join(format!("layerlab-object-rules-b-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("board.ron");
    std::fs::write(
        &path,
        board("Resolved", OPPONENTS, "[ObjectRule(CantBeBlocked)]"),
    )
    .unwrap();
    let en = layerlab().arg("solve").arg(&path).run(b"");
    let fr = layerlab()
        .args(["solve", "--lang", "fr"])
        .arg(&path)
        .run(b"");
    let json = layerlab()
        .args(["solve", "--format", "json"])
        .arg(&path)
        .run(b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        en.stdout.contains("rules of the game: can't be blocked"),
        "{}",
        en.all()
    );
    assert!(
        en.stdout.contains("applies to the objects there now") && en.stdout.contains("(611.2c)"),
        "{}",
        en.all()
    );
    // Grizzlis is a masculine plural name, la Guivre vorace feminine singular.
    assert!(
        fr.stdout.contains("ne peuvent pas être bloqués"),
        "{}",
        fr.all()
    );
    assert!(
        fr.stdout.contains("ne peut pas être bloquée"),
        "{}",
        fr.all()
    );
    let compact: String = json.stdout.split_whitespace().collect();
    assert!(
        compact.contains(r#""rules":["CantBeBlocked"]"#),
        "{}",
        json.all()
    );
}
