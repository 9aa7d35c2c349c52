//! Every keyword ability the data can say, granted to a creature by a static ability: it shows
//! on the board; a variant the test does not know fails to compile.

use crate::common;

use std::collections::BTreeSet;

use common::variants::*;
use layerlab::rules::card::{Keyword, Quality};

fn keyword_kind(k: &Keyword) -> usize {
    match k {
        Keyword::Flying => 0,
        Keyword::Haste => 1,
        Keyword::Trample => 2,
        Keyword::Defender => 3,
        Keyword::Indestructible => 4,
        Keyword::Hexproof => 5,
        Keyword::Flash => 6,
        Keyword::SplitSecond => 7,
        Keyword::Changeling => 8,
        Keyword::Landwalk(_) => 9,
        Keyword::Morph(_) => 10,
        Keyword::Suspend(_) => 11,
        Keyword::Enchant(_) => 12,
        Keyword::Shroud => 13,
        Keyword::Protection(q) => match q {
            Quality::Color(_) => 14,
            Quality::EachColor => 15,
            Quality::CardType(_) => 16,
            Quality::Everything => 17,
        },
        Keyword::Ward(_) => 18,
        Keyword::Equip(_) => 19,
        Keyword::Deathtouch => 20,
        Keyword::DoubleStrike => 21,
        Keyword::FirstStrike => 22,
        Keyword::Lifelink => 23,
        Keyword::Menace => 24,
        Keyword::Reach => 25,
        Keyword::Vigilance => 26,
        Keyword::Named(_) => 27,
    }
}

#[test]
fn every_keyword_is_granted_and_shown() {
    let without = board("", PLAYERS, BASE);
    let keywords = [
        "Flying",
        "Haste",
        "Trample",
        "Defender",
        "Indestructible",
        "Hexproof",
        "Flash",
        "SplitSecond",
        "Changeling",
        "Landwalk(Island)",
        r#"Morph("{2}{U}")"#,
        r#"Suspend("4—{U}")"#,
        "Enchant(Creature)",
        "Shroud",
        "Protection(Color(Red))",
        "Protection(EachColor)",
        "Protection(CardType(Creature))",
        "Protection(Everything)",
        r#"Ward("{2}")"#,
        r#"Equip("{1}")"#,
        "Deathtouch",
        "DoubleStrike",
        "FirstStrike",
        "Lifelink",
        "Menace",
        "Reach",
        "Vigilance",
        r#"Named("Bushido 2")"#,
    ];
    let mut seen = BTreeSet::new();
    for k in keywords {
        seen.insert(keyword_kind(&ron_value(k)));
        let with = with_static(r#"Objects(["bears"])"#, &format!("Grant([Keyword({k})])"));
        applied(k, &with, &without);
    }
    // The color chosen for the effect.
    let spell = r#"(name: "Shield", mana_cost: "{W}", types: [Instant], targets: [Creature],
                    spell: [Effect((affects: Target(0), parts: [Grant([Keyword(Protection(Color(ChosenColor)))])]))])"#;
    let cast = |color: &str| {
        board(
            spell,
            PLAYERS,
            &format!(
                r#"{BASE} Cast(card: "Shield", controller: 0, targets: ["bears"], choices: ["{color}"]),"#
            ),
        )
    };
    applied(
        "protection from the chosen color",
        &cast("Red"),
        &cast("Blue"),
    );
    assert_eq!(seen, (0..28).collect(), "a keyword without a case");
}
