//! `op::may_change` lets the solver skip copying an object an op would leave as it is (trial
//! overlays, trace records). It may say "maybe" too often, never "no" wrongly: here every op
//! the solver can evaluate is applied to every printed card of the catalogue, and to the same
//! cards once changed by a few ops, and each "no" is checked against the real application.

use std::sync::Arc;

use layerlab::content::catalogue::Catalogue;
use layerlab::rules::card::{Ability, Keyword, RuleChange};
use layerlab::rules::object::Chars;
use layerlab::rules::op::{self, Op};
use layerlab::rules::types::{BasicLandType, CardType, Color};

fn ops() -> Vec<Op> {
    vec![
        Op::Control(0),
        Op::Control(1),
        Op::AddTypes(vec![CardType::Artifact]),
        Op::AddTypes(vec![CardType::Creature, CardType::Land]),
        Op::AllCreatureTypes,
        Op::SetColors(vec![Color::Blue]),
        Op::SetColors(vec![Color::Green, Color::Green]),
        Op::SetColors(Vec::new()),
        Op::AddColors(vec![Color::Red]),
        Op::AddColors(vec![Color::Green, Color::White]),
        Op::Grant(vec![Ability::Keyword(Keyword::Flying)], Arc::from("g1"), 0),
        Op::Grant(
            vec![
                Ability::Keyword(Keyword::Haste),
                Ability::Keyword(Keyword::Trample),
            ],
            Arc::from("g2"),
            0,
        ),
        // A second grant of the same effect: its abilities stand after the first's.
        Op::Grant(vec![Ability::Keyword(Keyword::Flying)], Arc::from("g2"), 2),
        Op::LoseAll,
        Op::Lose(vec![Keyword::Flying]),
        Op::CantHave(vec![Keyword::Haste]),
        Op::SetPT(Some(0), Some(1)),
        Op::SetPT(None, Some(4)),
        Op::Modify(1, 1),
        Op::Modify(0, 0),
        Op::Modify(-2, 0),
        Op::Switch,
        Op::PlayerKeyword(Keyword::Hexproof),
        Op::Rule(RuleChange::NoMaximumHandSize),
        Op::Nothing,
        Op::AddSubtypes(vec![Arc::from("Elf")]),
        Op::SetLandType(BasicLandType::Mountain),
        Op::AddLandTypes(vec![BasicLandType::Swamp]),
    ]
}

/// Every printed card, and each of them once changed by one op (so that granted abilities,
/// can't-have lists, set colors and missing P/T all occur).
fn objects() -> Vec<Chars> {
    let printed: Vec<Chars> = Catalogue::embedded()
        .cards()
        .iter()
        .flat_map(|c| [Chars::printed(c, 0), Chars::printed(c, 1)])
        .collect();
    let mut all = printed.clone();
    for o in ops() {
        for c in &printed {
            let mut d = c.clone();
            op::apply(&o, &mut d);
            all.push(d);
        }
    }
    // Land types rewrite subtypes and abilities together: those objects changed once more by
    // each op (an ability granted after Blood Moon, a second land type...).
    let lands = [
        Op::SetLandType(BasicLandType::Mountain),
        Op::AddLandTypes(vec![BasicLandType::Swamp]),
        Op::AddTypes(vec![CardType::Creature, CardType::Land]),
    ];
    for first in &lands {
        for then in ops() {
            for c in &printed {
                let mut d = c.clone();
                op::apply(first, &mut d);
                op::apply(&then, &mut d);
                all.push(d);
            }
        }
    }
    all
}

#[test]
fn a_land_type_set_again_is_seen_to_change_nothing() {
    let cat = Catalogue::embedded();
    let urborg = cat
        .find("Urborg, Tomb of Yawgmoth")
        .expect("in the catalogue");
    let moon = Op::SetLandType(BasicLandType::Mountain);
    let mut c = Chars::printed(urborg, 0);
    assert!(op::may_change(&moon, &c));
    op::apply(&moon, &mut c);
    assert!(!op::may_change(&moon, &c), "a Mountain already: {c:?}");
    op::apply(
        &Op::Grant(vec![Ability::Keyword(Keyword::Flying)], Arc::from("g"), 0),
        &mut c,
    );
    assert!(
        op::may_change(&moon, &c),
        "its mana ability would move after the granted one"
    );
    let swamp = Op::AddLandTypes(vec![BasicLandType::Swamp]);
    op::apply(&swamp, &mut c);
    assert!(!op::may_change(&swamp, &c));
}

#[test]
fn no_is_never_wrong() {
    let objects = objects();
    assert!(objects.len() > 1000, "{} objects", objects.len());
    let mut said_no = 0;
    for o in ops() {
        for c in &objects {
            if !op::may_change(&o, c) {
                said_no += 1;
                let mut d = c.clone();
                op::apply(&o, &mut d);
                assert_eq!(&d, c, "may_change said {o:?} leaves {} as it is", c.name);
            }
        }
    }
    // The test means something only if "no" is said often.
    assert!(said_no > objects.len(), "only {said_no} answers were no");
}
