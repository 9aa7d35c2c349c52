//! Scenarios that break the game's rules are refused, with the rule they break: Auras attached
//! where their enchant ability doesn't allow (303.4, 702.5), to themselves (303.4d), Curses on
//! objects (702.5d), Equipment on players, non-creatures or themselves (301.5, 301.5c),
//! attachments to what is not on the battlefield (109.2), a permanent entering as a copy of
//! itself (614.12a, 707.5), and effects on players that change characteristics (109.3).

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::file_error::FileError;
use layerlab::content::scenario::{Loaded, load_str};
use layerlab::i18n::Lang;

fn load(src: &str) -> Result<Loaded, FileError> {
    load_str(Path::new("s.ron"), src, &Catalogue::embedded())
}

fn scenario(actions: &str) -> String {
    format!(
        r#"Scenario(format_version: 1,
        cards: [(name: "Bonesplitter", types: [Artifact], subtypes: ["Equipment"],
                 abilities: [Static((affects: Attached, parts: [ModifyPT(2, 0)]))])],
        actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "forest", card: "Forest", controller: 0),
        {actions}
        ])"#
    )
}

/// The error for `actions`, in English and French, checking that it names `rule` in both.
fn refused(actions: &str, id: &str, rule: &str) -> (String, String) {
    let src = scenario(actions);
    let e = match load(&src) {
        Ok(_) => panic!("accepted:\n{actions}"),
        Err(e) => e,
    };
    assert_eq!(e.problem.id, id, "{actions}\n{e}");
    let (en, fr) = (e.render(Lang::En), e.render(Lang::Fr));
    assert!(en.contains(rule), "{actions}\n{en}");
    assert!(fr.contains(rule), "{actions}\n{fr}");
    // The error is on the offending action (the last one), not on the setup.
    assert!(e.line >= 7, "{actions}\n{en}");
    (en, fr)
}

/// [`refused`], the English error saying `en_words` and the French one `fr_words`.
fn refused_saying(actions: &str, id: &str, rule: &str, en_words: &str, fr_words: &str) {
    let (en, fr) = refused(actions, id, rule);
    assert!(en.contains(en_words), "{en}");
    assert!(fr.contains(fr_words), "{fr}");
}

#[test]
fn an_enchant_creature_aura_cant_go_on_a_player_or_a_noncreature() {
    refused_saying(
        r#"Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "p1"),"#,
        "rule-aura-on-player",
        "303.4",
        "Enchant creature",
        "Enchanter\u{a0}: créature",
    );
    let (en, _) = refused(
        r#"Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "forest"),"#,
        "rule-aura-wrong-object",
        "702.5a",
    );
    assert!(en.contains("\"forest\" is not a creature"), "{en}");
    refused(
        r#"Enter(id: "ensoul", card: "Ensoul Artifact", controller: 0, attached_to: "bears"),"#,
        "rule-aura-wrong-object",
        "303.4",
    );
    // Moving it there later is refused the same way (303.4j: the Aura doesn't move).
    refused(
        r#"Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "bears"),
        Attach(source: "lig", to: "p0"),"#,
        "rule-aura-on-player",
        "303.4",
    );
}

#[test]
fn what_an_aura_may_enchant_is_read_after_the_layers() {
    // An animated land is a creature: Lignify may enchant it.
    let src = scenario(
        r#"Cast(card: "Animate Land", controller: 0, targets: ["forest"]),
        Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "forest"),"#,
    );
    load(&src).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn an_aura_cant_enchant_itself() {
    for actions in [
        r#"Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "lig"),"#,
        r#"Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "bears"),
        Attach(source: "lig", to: "lig"),"#,
    ] {
        refused(actions, "rule-aura-on-itself", "303.4d");
    }
}

#[test]
fn a_curse_enchants_players_only() {
    refused_saying(
        r#"Enter(id: "curse", card: "Curse of Death's Hold", controller: 1, attached_to: "bears"),"#,
        "rule-curse-on-object",
        "702.5d",
        "Enchant player",
        "Enchanter\u{a0}: joueur",
    );
    load(&scenario(
        r#"Enter(id: "curse", card: "Curse of Death's Hold", controller: 1, attached_to: "p0"),"#,
    ))
    .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn equipment_equips_creatures_only_and_never_itself() {
    for (actions, id, rule) in [
        (
            r#"Enter(id: "axe", card: "Bonesplitter", controller: 0, attached_to: "p0"),"#,
            "rule-equipment-on-player",
            "301.5",
        ),
        (
            r#"Enter(id: "axe", card: "Bonesplitter", controller: 0),
        Attach(source: "axe", to: "forest"),"#,
            "rule-equipment-on-non-creature",
            "301.5",
        ),
        (
            r#"Enter(id: "axe", card: "Bonesplitter", controller: 0),
        Attach(source: "axe", to: "axe"),"#,
            "rule-equipment-on-itself",
            "301.5c",
        ),
    ] {
        refused(actions, id, rule);
    }
    let l = load(&scenario(
        r#"Enter(id: "axe", card: "Bonesplitter", controller: 0),
        Attach(source: "axe", to: "bears"),"#,
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let s = layerlab::rules::solve::solve(&l.game, &layerlab::rules::solve::SolveOptions::quick());
    assert_eq!(s.state.chars[0].power, Some(4));
}

#[test]
fn only_permanents_on_the_battlefield_can_have_something_attached() {
    refused(
        r#"Leave(target: "bears"),
        Enter(id: "lig", card: "Lignify", controller: 0, attached_to: "bears"),"#,
        "rule-attach-not-on-battlefield",
        "109.2",
    );
}

#[test]
fn a_permanent_cant_enter_as_a_copy_of_itself() {
    refused_saying(
        r#"Enter(id: "clone", card: "Clone", controller: 0, copy_of: "clone"),"#,
        "rule-copy-of-itself",
        "707.5",
        "614.12a",
        "copie de lui-même",
    );
}

#[test]
fn effects_on_players_cant_change_power_or_toughness() {
    let (en, _) = refused(
        r#"Effect(id: "odd", kind: Static, affects: Players(Any), parts: [ModifyPT(1, 1)]),"#,
        "rule-player-characteristics",
        "109.3",
    );
    assert!(en.starts_with("s.ron:"), "{en}");
    // The same in a custom card's static ability.
    let src = r#"Scenario(format_version: 1,
        cards: [(name: "Odd Idol", types: [Artifact],
                 abilities: [Static((affects: Players(You), parts: [SetPT(N(1), N(1))]))])],
        actions: [
            Enter(id: "idol", card: "Odd Idol", controller: 0),
        ])"#;
    let e = load(src).expect_err("refused");
    assert_eq!(e.problem.id, "rule-player-characteristics", "{e}");
    // What players do have is fine (Witchbane Orb gives its controller hexproof, 613.10).
    load(&scenario(
        r#"Enter(id: "orb", card: "Witchbane Orb", controller: 0),"#,
    ))
    .unwrap_or_else(|e| panic!("{e}"));
}
