//! Every keyword ability of 702 is known by name: read from a card's text with its parameter,
//! granted and lost like flying, said in both languages; an `Activate` action counts keyword
//! activated and triggered abilities in printed order, equip attaching and prowess pumping.

use crate::common;
use common::cards::{holds, solve};
use layerlab::rules::keyword_names::{KEYWORDS, KeywordName};

const BLADE: &str = r#"        (name: "Blade of Tests", type_line: "Artifact — Equipment",
            text: "Equipped creature gets +2/+0 and has first strike.\nEquip {1}"),
        (name: "Monk of Tests", type_line: "Creature — Human Monk", power: 1, toughness: 1,
            text: "Prowess\n{T}: Draw a card.\nBushido 2"),"#;

#[test]
fn equip_counted_in_printed_order_attaches_to_a_creature_you_control() {
    // The Blade enters, then the Bears under `controller`, then equip.
    let equip = |controller: u8| {
        format!(
            r#"    actions: [
        Enter(id: "blade", card: "Blade of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: {controller}),
        Activate(source: "blade", ability: 1, targets: ["bears"]),
    ],"#
        )
    };
    holds(
        "equip",
        BLADE,
        &format!(
            "{}\n{}",
            equip(0),
            r#"    expect: [(id: "bears", power: 4, toughness: 2, abilities: ["First strike"])],"#
        ),
    );
    let (code, _, err) = solve("equip-theirs", BLADE, &equip(1), "en");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("702.6a"), "{err}");
}

#[test]
fn keyword_triggers_count_in_printed_order_and_prowess_and_bushido_resolve() {
    // 1: prowess, 2: the draw, 3: bushido 2.
    holds(
        "prowess",
        BLADE,
        r#"    actions: [
        Enter(id: "monk", card: "Monk of Tests", controller: 0),
        Activate(source: "monk", ability: 1),
        Activate(source: "monk", ability: 3),
    ],
    expect: [(id: "monk", power: 4, toughness: 4)],"#,
    );
}

#[test]
fn a_keyword_whose_resolution_is_not_modelled_is_refused_by_name() {
    let cards = r#"        (name: "Walker of Tests", type_line: "Artifact — Vehicle", power: 3, toughness: 3,
            text: "Crew 2"),"#;
    for (lang, words) in [
        ("en", "Crew 2 (702.122)"),
        ("fr", "Crew 2\u{a0}» (702.122)"),
    ] {
        let (code, _, err) = solve(
            "crew",
            cards,
            r#"    actions: [
        Enter(id: "walker", card: "Walker of Tests", controller: 0),
        Activate(source: "walker", ability: 1),
    ],"#,
            lang,
        );
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(words), "{err}");
    }
}

#[test]
fn evergreen_and_named_keywords_are_granted_lost_and_said() {
    let cards = r#"        (name: "Banner of Tests", type_line: "Enchantment",
            text: "Creatures you control have vigilance, deathtouch, lifelink, reach, menace, double strike, bushido 1 and cumulative upkeep {1}."),
        (name: "Blight of Tests", type_line: "Enchantment",
            text: "Creatures your opponents control lose deathtouch and bushido 1."),"#;
    let out = holds(
        "granted",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "theirs", card: "Grizzly Bears", controller: 1),
        Enter(id: "blight", card: "Blight of Tests", controller: 1),
    ],
    expect: [
        // The Blight's controller is p1: p0's Bears lose the two it names.
        (id: "bears", abilities: ["Vigilance", "Lifelink", "Reach", "Menace", "Double strike", "Cumulative upkeep {1}"]),
    ],"#,
    );
    assert!(!out.contains("not modelled"), "{out}");
    let (code, out, err) = solve(
        "granted-fr",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
    ],"#,
        "fr",
    );
    assert_eq!(code, Some(0), "{err}");
    for fr in [
        "Contact mortel",
        "Lien de vie",
        "Portée",
        "Double initiative",
        "Bushido 1",
        "Entretien cumulatif {1}",
    ] {
        assert!(out.contains(fr), "{fr} missing:\n{out}");
    }
}

#[test]
fn named_keywords_in_data_are_checked_against_702() {
    for (ability, words) in [
        (r#"Keyword(Named("Bushido"))"#, "Bushido"),
        (r#"Keyword(Named("Flying"))"#, "Flying"),
        (r#"Keyword(Named("bushido 2"))"#, "Bushido 2"),
    ] {
        let cards = format!(
            r#"        (name: "Data of Tests", types: [Creature], power: 1, toughness: 1, abilities: [{ability}]),"#
        );
        let (code, _, err) = solve(
            "named-data",
            &cards,
            r#"    actions: [Enter(id: "x", card: "Data of Tests", controller: 0)],"#,
            "en",
        );
        assert_eq!(code, Some(2), "{ability}: {err}");
        assert!(err.contains(words), "{err}");
    }
}

#[test]
fn every_keyword_of_702_is_in_the_table_once() {
    let cr = include_str!("../../docs/rules/cr-2025-02-07-rule-numbers.txt");
    for k in KEYWORDS {
        assert!(
            cr.lines().any(|l| l.trim() == k.rule),
            "{} is no rule number",
            k.rule
        );
    }
    let mut ids: Vec<String> = KEYWORDS.iter().map(KeywordName::message_id).collect();
    ids.sort();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "two keywords share a message id");
    // 702.2 to 702.179, every one.
    for r in 2..=179 {
        let rule = format!("702.{r}");
        assert!(KEYWORDS.iter().any(|k| k.rule == rule), "{rule} missing");
    }
}
