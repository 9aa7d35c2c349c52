//! No part of the scenario format is accepted and ignored (the data pieces and copies here;
//! keywords, abilities, actions and fields in `every_ability_and_action_applied_or_refused`): every variant of its data, and every
//! field, either changes the solved board or is refused with its place in the file. Each case is a
//! board with the piece and the same board without it: loading the first fails, or the two
//! solve differently. The variants each case uses are recorded by exhaustive matches (a new
//! variant does not compile until a case covers it) and each must appear.
//!
//! A few pieces are words only by design (`Text` abilities and instructions, the wording of a
//! trigger, a French name): those are shown in the card's text, which is checked instead.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::variants::*;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_str;
use layerlab::rules::card::{Affected, Condition, Duration, Expr, Keyword, Part, Who, ZoneSel};
use layerlab::rules::solve::{SolveOptions, solve};

// ------------------------------------------------------------------------------------------
// Parts

fn part_kind(p: &Part) -> usize {
    match p {
        Part::SetCopiable(_) => 0,
        Part::KeepPrintedAbility(_) => 1,
        Part::GainControl => 2,
        Part::ChangeWord { .. } => 3,
        Part::TextOfTopCard => 4,
        Part::SetName(_) => 5,
        Part::AddTypes(_) => 6,
        Part::SetCardTypes(_) => 7,
        Part::AddSupertypes(_) => 8,
        Part::RemoveSupertypes(_) => 9,
        Part::AddSubtypes(_) => 10,
        Part::SetCreatureTypes(_) => 11,
        Part::SetLandType(_) => 12,
        Part::AddLandType(_) => 13,
        Part::AddAllLandTypes => 14,
        Part::AllCreatureTypes => 15,
        Part::SetColors(_) => 16,
        Part::AddColors(_) => 17,
        Part::Grant(_) => 18,
        Part::LoseAllAbilities => 19,
        Part::Lose(_) => 20,
        Part::CantHave(_) => 21,
        Part::DefinePT(..) => 22,
        Part::SetPT(..) => 23,
        Part::SetToughness(_) => 24,
        Part::ModifyPT(..) => 25,
        Part::ModifyPTForEach(..) => 26,
        Part::SwitchPT => 27,
        Part::PlayerKeyword(_) => 28,
        Part::Rule(_) => 29,
        Part::KeepOwnColors => 30,
        Part::ObjectRule(_) => 31,
        Part::DefinePower(_) => 32,
        Part::RemoveTypes(_) => 33,
    }
}
const PARTS: usize = 34;

/// The base board's objects, as an effect names what it affects.
const ON_ANGEL: &str = r#"Objects(["angel"])"#;
const ON_BEARS: &str = r#"Objects(["bears"])"#;
const ON_ELVES: &str = r#"Objects(["elves"])"#;
const ON_FOREST: &str = r#"Objects(["forest"])"#;
const ON_LANTERN: &str = r#"Objects(["lantern"])"#;
const ON_URBORG: &str = r#"Objects(["urborg"])"#;
const ON_WURM: &str = r#"Objects(["wurm"])"#;

/// Each part on the objects it can change, and where it is refused.
const PART_CASES: &[(&str, &str, bool)] = &[
    // (part, affects, applied)
    ("SetCopiable((power: 5, toughness: 1))", ON_BEARS, true),
    ("KeepPrintedAbility(0)", ON_BEARS, false),
    ("KeepOwnColors", ON_BEARS, false),
    ("GainControl", ON_WURM, true),
    (
        "ChangeWord(from: Color(Green), to: Color(Red))",
        ON_ELVES,
        true,
    ),
    (
        "ChangeWord(from: LandType(Swamp), to: LandType(Island))",
        ON_URBORG,
        true,
    ),
    ("TextOfTopCard", ON_LANTERN, true),
    (r#"SetName((en: "Bob", fr: "Bob"))"#, ON_BEARS, true),
    ("AddTypes([Artifact])", ON_BEARS, true),
    ("SetCardTypes([Artifact])", ON_BEARS, true),
    ("AddSupertypes([Snow])", ON_BEARS, true),
    ("RemoveSupertypes([Legendary])", ON_URBORG, true),
    ("RemoveTypes([Creature])", ON_BEARS, true),
    (r#"AddSubtypes(["Elf"])"#, ON_BEARS, true),
    (r#"SetCreatureTypes(["Frog"])"#, ON_BEARS, true),
    ("SetLandType(Mountain)", ON_FOREST, true),
    ("AddLandType(Island)", ON_FOREST, true),
    ("AddAllLandTypes", ON_FOREST, true),
    ("AllCreatureTypes", ON_BEARS, true),
    ("SetColors([Blue])", ON_BEARS, true),
    ("AddColors([Red])", ON_BEARS, true),
    ("Grant([Keyword(Flying)])", ON_BEARS, true),
    ("LoseAllAbilities", ON_ELVES, true),
    ("Lose([Flying])", ON_ANGEL, true),
    ("CantHave([Flying])", ON_ANGEL, true),
    ("DefinePT(N(5), N(5))", ON_BEARS, false),
    ("DefinePower(N(5))", ON_BEARS, false),
    ("SetPT(N(5), N(5))", ON_BEARS, true),
    ("SetToughness(N(5))", ON_BEARS, true),
    ("ModifyPT(1, 1)", ON_BEARS, true),
    (
        "ModifyPTForEach(1, 1, Count((types: [Land])))",
        ON_BEARS,
        true,
    ),
    ("SwitchPT", ON_WURM, true),
    ("PlayerKeyword(Hexproof)", "Players(You)", true),
    ("PlayerKeyword(Hexproof)", ON_BEARS, false),
    ("Rule(CantGainLife)", "Players(You)", true),
    ("Rule(CantGainLife)", ON_BEARS, false),
    ("ObjectRule(CantBlock)", ON_BEARS, true),
    ("ObjectRule(CantBlock)", "Players(You)", false),
    ("GainControl", "Players(You)", false),
];

#[test]
fn every_part_is_applied_or_refused() {
    let without = board("", PLAYERS, BASE);
    let mut seen = BTreeSet::new();
    for (part, affects, is_applied) in PART_CASES {
        let p: Part = ron_value(part);
        seen.insert(part_kind(&p));
        let with = with_static(affects, part);
        if *is_applied {
            applied(part, &with, &without);
        } else {
            refused(part, &with, &without);
        }
    }
    // A P/T definition is applied as a CDA's.
    for (what, part) in [
        ("DefinePT in a CDA", "DefinePT(N(5), N(5))"),
        ("DefinePower in a CDA", "DefinePower(N(5))"),
    ] {
        let cda = board(
            "",
            PLAYERS,
            &format!(
                r#"{BASE}Effect(id: "e", kind: Cda, source: "bears", affects: This, parts: [{part}]),"#
            ),
        );
        applied(what, &cda, &without);
    }
    assert_eq!(seen, (0..PARTS).collect(), "a part without a case");
}

// ------------------------------------------------------------------------------------------
// Numbers

fn expr_kind(e: &Expr) -> usize {
    match e {
        Expr::N(_) => 0,
        Expr::ManaValue => 1,
        Expr::X => 2,
        Expr::HandSize => 3,
        Expr::CardTypesInGraveyards => 4,
        Expr::FaceDownCreatures => 5,
        Expr::ExiledPower => 6,
        Expr::ExiledToughness => 7,
        Expr::Sum(_) => 8,
        Expr::Times(..) => 9,
        Expr::Count(_) => 10,
        Expr::CardTypesAmong(_) => 11,
        Expr::CreatureTypesAmong(_) => 12,
        Expr::TotalPower(_) => 13,
        Expr::TotalToughness(_) => 14,
        Expr::CountersOnIt(_) => 15,
        Expr::Life => 16,
        Expr::AllHandSizes => 17,
        Expr::Devotion(_) => 18,
    }
}
const EXPRS: usize = 19;

/// The value each number has on the board of [`expr_board`], read for the Wurm (a card of its
/// own sets the Wurm's power to it; it is in its owner's graveyard by then, a sorcery).
const EXPR_CASES: &[(&str, i32)] = &[
    ("N(3)", 3),
    ("ManaValue", 6),
    ("X", 4),
    ("HandSize", 5),
    ("AllHandSizes", 12),
    ("CardTypesInGraveyards", 3),
    ("FaceDownCreatures", 1),
    ("ExiledPower", 0),
    ("ExiledToughness", 0),
    ("Sum([N(2), N(3)])", 5),
    ("Times(3, N(2))", 6),
    ("Count((types: [Creature]))", 5),
    ("Count((types: [Creature], zone: YourGraveyard))", 2),
    ("Count((types: [Creature], other_than_it: true))", 4),
    (
        "Count((types: [Creature], shares_creature_type_with_it: true))",
        2,
    ),
    ("Count((tapped: true))", 1),
    ("Count((face_down: true))", 1),
    ("Count((zone: Graveyards))", 5),
    ("CardTypesAmong((zone: YourGraveyard))", 3),
    (
        "CreatureTypesAmong((types: [Creature], controller: You))",
        301,
    ),
    (
        "CreatureTypesAmong((types: [Creature], controller: Opponents))",
        1,
    ),
    ("TotalPower((types: [Creature], controller: Opponents))", 2),
    (
        "TotalToughness((types: [Creature], controller: Opponents))",
        2,
    ),
    (r#"CountersOnIt("+1/+1")"#, 2),
    ("Life", 20),
    // The Wurm's {G}{G}, the Changeling's {G}, the Bears' {G}: the face-down Ogre has no mana
    // cost (708.2), the opponent's Ogre is theirs.
    ("Devotion([Green, Red])", 4),
];

/// A board where the Wurm (player 0's, with two +1/+1 counters) is given `set` as its power, by
/// a spell cast with X = 4: the Wurm, a Wurm-typed Changeling, a face-down creature, a tapped
/// Bears, and the opponent's Gray Ogre (2/2).
fn expr_board(set: &str) -> String {
    let x = if set == "X" { ", x: 4" } else { "" };
    let cards = format!(
        r#"(name: "Setter", mana_cost: "{{X}}", types: [Sorcery], targets: [Creature],
            spell: [Effect((affects: Target(0), parts: [SetPT({set}, N(9))]))])"#
    );
    board(
        &cards,
        PLAYERS,
        &format!(
            r#"Enter(id: "wurm", card: "Craw Wurm", controller: 0, counters: [("+1/+1", 2)]),
               Enter(id: "changeling", card: "Woodland Changeling", controller: 0),
               Enter(id: "hidden", card: "Gray Ogre", controller: 0, face_down: true),
               Enter(id: "bears", card: "Grizzly Bears", controller: 0, tapped: true),
               Enter(id: "ogre", card: "Gray Ogre", controller: 1),
               Cast(card: "Setter", controller: 0, targets: ["wurm"]{x}),"#
        ),
    )
}

#[test]
fn every_number_is_read() {
    let mut seen = BTreeSet::new();
    for (text, value) in EXPR_CASES {
        let e: Expr = ron_value(text);
        seen.insert(expr_kind(&e));
        let board = expr_board(text);
        let loaded = load_str(Path::new("case.ron"), &board, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        let wurm = loaded.game.lookup("wurm").unwrap();
        // The two +1/+1 counters apply after the setting effect (7c after 7b).
        assert_eq!(
            sol.state.chars[wurm].power,
            Some(value + 2),
            "{text} should read {value}"
        );
    }
    assert_eq!(seen, (0..EXPRS).collect(), "a number without a case");
}

// ------------------------------------------------------------------------------------------
// Conditions

fn condition_kind(c: &Condition) -> usize {
    match c {
        Condition::YouControlAtLeast(..) => 0,
        Condition::TopOfYourGraveyard(_) => 1,
        Condition::OnBattlefield(_) => 2,
        Condition::YouControl(_) => 3,
        Condition::AtLeast(..) => 4,
        Condition::AtMost(..) => 5,
        Condition::YourTurn => 6,
        Condition::NotYourTurn => 7,
        Condition::Untapped => 8,
        Condition::Tapped => 9,
        Condition::AttachedIs(_) => 10,
        Condition::YouControlThis => 11,
    }
}
const CONDITIONS: usize = 12;

/// Each condition of a static ability "+1/+1 as long as ...", and two boards told apart by it
/// (extra actions after the card enters): the first where it holds, the second where it does not.
const CONDITION_CASES: &[(&str, &str, &str)] = &[
    (
        "YouControlAtLeast(2, (types: [Land]))",
        r#"Enter(id: "f1", card: "Forest", controller: 0), Enter(id: "f2", card: "Forest", controller: 0),"#,
        r#"Enter(id: "f1", card: "Forest", controller: 0),"#,
    ),
    (
        "TopOfYourGraveyard((types: [Creature]))",
        "",
        r#"Cast(card: "Raise the Alarm", controller: 0),"#,
    ),
    (
        r#"OnBattlefield("bears")"#,
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 1),"#,
        "",
    ),
    (
        r#"YouControl("bears")"#,
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#,
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 1),"#,
    ),
    (
        "AtLeast(Count((types: [Land], controller: You)), 1)",
        r#"Enter(id: "pad", card: "Forest", controller: 0),"#,
        "",
    ),
    (
        "AtMost(Count((types: [Land])), 0)",
        "",
        r#"Enter(id: "f1", card: "Forest", controller: 1),"#,
    ),
    ("YourTurn", "", "EndTurn,"),
    ("NotYourTurn", "EndTurn,", ""),
    ("Untapped", "", r#"Tap(target: "x"),"#),
    ("YouControlThis", "", r#"Leave(target: "x"),"#),
    ("Tapped", r#"Tap(target: "x"),"#, ""),
    (
        r#"AttachedIs((subtypes: ["Bear"]))"#,
        r#"Enter(id: "b", card: "Grizzly Bears", controller: 0), Attach(source: "x", to: "b"),"#,
        r#"Enter(id: "o", card: "Gray Ogre", controller: 0), Attach(source: "x", to: "o"),"#,
    ),
];

#[test]
fn every_condition_is_read() {
    let mut seen = BTreeSet::new();
    for (cond, holds, fails) in CONDITION_CASES {
        let c: Condition = ron_value(cond);
        seen.insert(condition_kind(&c));
        let card = format!(
            r#"(name: "Cond", mana_cost: "{{1}}", types: [Artifact, Creature], subtypes: ["Equipment", "Golem"],
                power: 2, toughness: 2,
                abilities: [Static((affects: This, condition: {cond}, parts: [ModifyPT(1, 1)]))])"#
        );
        let one = |extra: &str| {
            let b = board(
                &card,
                PLAYERS,
                &format!(r#"Enter(id: "x", card: "Cond", controller: 0), {extra}"#),
            );
            let loaded = load_str(Path::new("case.ron"), &b, &Catalogue::embedded())
                .unwrap_or_else(|e| panic!("{cond}: {e}"));
            let sol = solve(&loaded.game, &SolveOptions::quick());
            sol.state.chars[loaded.game.lookup("x").unwrap()].power
        };
        assert_eq!(one(holds), Some(3), "{cond}: holds");
        assert_eq!(one(fails), Some(2), "{cond}: fails");
    }
    assert_eq!(
        seen,
        (0..CONDITIONS).collect(),
        "a condition without a case"
    );
}

// ------------------------------------------------------------------------------------------
// Filters, zones, whose objects

/// An anthem "+1/+1 to what the filter matches" (player 0's), and the ids it must buff among:
/// the Bears (tapped), the Wurm (player 1), a face-down Ogre, Avacyn (legendary, white), a
/// Soldier token, the Elves, and the Lantern made a creature.
const FILTER_CASES: &[(&str, &[&str])] = &[
    ("(types: [Creature], subtypes: [\"Elf\"])", &["elves"]),
    (
        "(types: [Creature], not_subtypes: [\"Elf\", \"Bear\", \"Wurm\", \"Soldier\", \"Angel\"])",
        &["hidden", "lantern"],
    ),
    (
        "(any_types: [Artifact, Land], types: [Creature])",
        &["lantern"],
    ),
    (
        "(types: [Creature], not_types: [Artifact])",
        &[
            "bears", "wurm", "hidden", "angel", "token.1", "token.2", "elves",
        ],
    ),
    ("(types: [Creature], supertypes: [Legendary])", &["angel"]),
    (
        "(types: [Creature], not_colors: [Green, White])",
        &["hidden", "lantern"],
    ),
    (
        "(types: [Creature], not_supertypes: [Legendary], colors: [Green])",
        &["bears", "wurm", "elves"],
    ),
    (
        "(types: [Creature], controller: Opponents)",
        &["wurm", "angel"],
    ),
    (
        "(types: [Creature], controller: Player(1))",
        &["wurm", "angel"],
    ),
    (
        "(types: [Creature], controller: You, nontoken: true, other: true)",
        &["bears", "hidden", "elves", "lantern"],
    ),
    ("(types: [Creature], face_down: true)", &["hidden"]),
    ("(types: [Creature], token: true)", &["token.1", "token.2"]),
    ("(types: [Creature], with: [Flying])", &["angel"]),
    (
        "(types: [Creature], no_abilities: true)",
        &["bears", "wurm", "hidden", "token.1", "token.2"],
    ),
    ("(types: [Creature], tapped: true)", &["bears"]),
    (
        "(types: [Creature], tapped: false, controller: Opponents)",
        &["wurm", "angel"],
    ),
];

#[test]
fn every_filter_field_is_read() {
    // Every field of a filter is named here: a new field fails to compile until it has a case.
    let layerlab::rules::card::Filter {
        types: _,
        not_types: _,
        any_types: _,
        subtypes: _,
        not_subtypes: _,
        supertypes: _,
        not_supertypes: _,
        colors: _,
        not_colors: _,
        controller: _,
        other: _,
        not_target: _,
        nontoken: _,
        zone: _,
        face_down: _,
        tapped: _,
        other_than_it: _,
        shares_creature_type_with_it: _,
        attached_to_it: _,
        token: _,
        with: _,
        no_abilities: _,
        also: _,
    } = layerlab::rules::card::Filter::default();
    for (filter, buffed) in FILTER_CASES {
        let card = format!(
            r#"(name: "Anthem", mana_cost: "{{2}}", types: [Enchantment],
                abilities: [Static((affects: All({filter}), parts: [ModifyPT(1, 1)]))])"#
        );
        let b = board(
            &card,
            PLAYERS,
            r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0, tapped: true),
               Enter(id: "wurm", card: "Craw Wurm", controller: 1),
               Enter(id: "hidden", card: "Gray Ogre", controller: 0, face_down: true),
               Enter(id: "angel", card: "Archangel Avacyn", controller: 1),
               Cast(id: "token", card: "Raise the Alarm", controller: 0),
               Enter(id: "elves", card: "Llanowar Elves", controller: 0),
               Enter(id: "lantern", card: "Chromatic Lantern", controller: 0),
               Effect(id: "animate", kind: Static, affects: Objects(["lantern"]), parts: [AddTypes([Creature]), SetPT(N(1), N(1))]),
               Enter(id: "anthem", card: "Anthem", controller: 0),"#,
        );
        let loaded = load_str(Path::new("case.ron"), &b, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{filter}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        let got: BTreeSet<&str> = sol
            .trace
            .steps
            .iter()
            .filter(|s| {
                s.effect
                    .is_some_and(|e| sol.trace.effects[e].label == "anthem")
            })
            .flat_map(|s| s.affected.iter())
            .filter_map(|t| match t {
                layerlab::rules::effect::Target::Object(i) => {
                    Some(loaded.game.objects[*i].id.as_str())
                }
                _ => None,
            })
            .collect();
        let want: BTreeSet<&str> = buffed.iter().copied().collect();
        assert_eq!(got, want, "{filter}");
    }
}

fn zone_kind(z: ZoneSel) -> usize {
    match z {
        ZoneSel::Battlefield => 0,
        ZoneSel::NotBattlefield => 1,
        ZoneSel::Any => 2,
        ZoneSel::YourGraveyard => 3,
        ZoneSel::Graveyards => 4,
        ZoneSel::ExiledWithThis => 5,
        ZoneSel::OpponentsGraveyards => 6,
    }
}

/// Each zone, counted on the board of [`expr_board`] (creatures there: five on the battlefield,
/// two cards in player 0's graveyard, none in player 1's, none exiled with anything).
#[test]
fn every_zone_is_read() {
    let cases = [
        (ZoneSel::Battlefield, "Battlefield", 5),
        (ZoneSel::NotBattlefield, "NotBattlefield", 2),
        (ZoneSel::Any, "Any", 7),
        (ZoneSel::YourGraveyard, "YourGraveyard", 2),
        (ZoneSel::Graveyards, "Graveyards", 2),
        (ZoneSel::ExiledWithThis, "ExiledWithThis", 0),
        (ZoneSel::OpponentsGraveyards, "OpponentsGraveyards", 0),
    ];
    let mut seen = BTreeSet::new();
    for (z, text, n) in cases {
        seen.insert(zone_kind(z));
        let board = expr_board(&format!("Count((types: [Creature], zone: {text}))"));
        let loaded = load_str(Path::new("case.ron"), &board, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        let wurm = loaded.game.lookup("wurm").unwrap();
        assert_eq!(sol.state.chars[wurm].power, Some(n + 2), "{text}");
    }
    assert_eq!(seen.len(), 7);
}

fn who_kind(w: &Who) -> usize {
    match w {
        Who::Any => 0,
        Who::You => 1,
        Who::Opponents => 2,
        Who::EnchantedPlayer => 3,
        Who::TargetPlayer(_) => 4,
        Who::ControllerOfTarget(_) => 5,
        Who::Player(_) => 6,
    }
}

/// Each way of naming players, for a player ability: who gets hexproof.
#[test]
fn every_player_naming_is_read() {
    let statik = |who: &str| {
        format!(
            r#"(name: "Ward", mana_cost: "{{1}}", types: [Enchantment], subtypes: ["Aura", "Curse"],
                abilities: [Keyword(Enchant(Player)), Static((affects: Players({who}), parts: [PlayerKeyword(Hexproof)]))])"#
        )
    };
    let spell = |who: &str| {
        format!(
            r#"(name: "Ward", mana_cost: "{{1}}", types: [Sorcery], targets: [Player, Creature],
                spell: [Effect((affects: Players({who}), parts: [PlayerKeyword(Hexproof)]))])"#
        )
    };
    let cases: [(&str, String, &str, [bool; 2]); 7] = [
        (
            "Any",
            statik("Any"),
            r#"Enter(id: "w", card: "Ward", controller: 0, attached_to: "p1"),"#,
            [true, true],
        ),
        (
            "You",
            statik("You"),
            r#"Enter(id: "w", card: "Ward", controller: 0, attached_to: "p1"),"#,
            [true, false],
        ),
        (
            "Opponents",
            statik("Opponents"),
            r#"Enter(id: "w", card: "Ward", controller: 0, attached_to: "p0"),"#,
            [false, true],
        ),
        (
            "EnchantedPlayer",
            statik("EnchantedPlayer"),
            r#"Enter(id: "w", card: "Ward", controller: 0, attached_to: "p1"),"#,
            [false, true],
        ),
        (
            "TargetPlayer(0)",
            spell("TargetPlayer(0)"),
            r#"Enter(id: "b", card: "Grizzly Bears", controller: 0), Cast(card: "Ward", controller: 0, targets: ["p1", "b"]),"#,
            [false, true],
        ),
        (
            "ControllerOfTarget(1)",
            spell("ControllerOfTarget(1)"),
            r#"Enter(id: "b", card: "Grizzly Bears", controller: 0), Cast(card: "Ward", controller: 1, targets: ["p1", "b"]),"#,
            [true, false],
        ),
        (
            "Player(1)",
            statik("Player(1)"),
            r#"Enter(id: "w", card: "Ward", controller: 0, attached_to: "p0"),"#,
            [false, true],
        ),
    ];
    let mut seen = BTreeSet::new();
    for (who, card, actions, want) in cases {
        seen.insert(who_kind(&ron_value::<Who>(who)));
        let b = board(&card, PLAYERS, actions);
        let loaded = load_str(Path::new("case.ron"), &b, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{who}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        let got = [0, 1].map(|p| sol.state.players[p].abilities.contains(&Keyword::Hexproof));
        assert_eq!(got, want, "{who}");
    }
    assert_eq!(seen.len(), 7);
}

// ------------------------------------------------------------------------------------------
// What effects affect, how long they last, what a copy is of

fn affected_kind(a: &Affected) -> usize {
    match a {
        Affected::This => 0,
        Affected::Attached => 1,
        Affected::Target(_) => 2,
        Affected::All(_) => 3,
        Affected::Objects(_) => 4,
        Affected::Players(_) => 5,
        Affected::Game => 6,
    }
}

#[test]
fn every_way_of_naming_what_an_effect_affects_is_read() {
    let without = board("", PLAYERS, BASE);
    let mut seen = BTreeSet::new();
    let statik = |affects: &str| {
        format!(
            r#"(name: "Thing", mana_cost: "{{1}}", types: [Artifact, Creature], subtypes: ["Equipment"], power: 1, toughness: 1,
                abilities: [Static((affects: {affects}, parts: [ModifyPT(1, 1)]))])"#
        )
    };
    for (affects, extra, is_applied) in [
        ("This", "", true),
        ("Attached", r#"Attach(source: "t", to: "bears"),"#, true),
        ("All((types: [Creature]))", "", true),
        (r#"Objects(["bears"])"#, "", false),
        ("Target(0)", "", false),
    ] {
        seen.insert(affected_kind(&ron_value(affects)));
        let with = board(
            &statik(affects),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "t", card: "Thing", controller: 0), {extra}"#),
        );
        let without = board(
            &statik("This"),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "t", card: "Thing", controller: 0), {extra}"#),
        );
        let plain = board("", PLAYERS, BASE);
        if is_applied {
            applied(affects, &with, &plain);
        } else {
            refused(affects, &with, &without);
        }
    }
    // A target of a spell, players, the game.
    let spell = r#"(name: "Pump", mana_cost: "{1}", types: [Instant], targets: [Creature],
                    spell: [Effect((affects: Target(0), parts: [ModifyPT(1, 1)]))])"#;
    applied(
        "Target(0)",
        &board(
            spell,
            PLAYERS,
            &format!(r#"{BASE} Cast(card: "Pump", controller: 0, targets: ["bears"]),"#),
        ),
        &without,
    );
    seen.insert(affected_kind(&Affected::Players(Who::You)));
    applied(
        "Players(You)",
        &with_static("Players(You)", "Rule(NoMaximumHandSize)"),
        &without,
    );
    seen.insert(affected_kind(&Affected::Game));
    applied(
        "Game",
        &with_static("Game", "Rule(LegendRuleDoesNotApply)"),
        &without,
    );
    assert_eq!(seen.len(), 7);
}

fn duration_kind(d: &Duration) -> usize {
    match d {
        Duration::Indefinitely => 0,
        Duration::UntilEndOfTurn => 1,
        Duration::WhileSourceOnBattlefield => 2,
        Duration::ForAsLongAs(_) => 3,
    }
}

/// Each duration: the Bears' +2/+2 from player 0's effect sourced on the Wurm, after the Wurm
/// leaves and the turn ends; applied means the board tells them apart.
#[test]
fn every_duration_is_read() {
    let mut out = Vec::new();
    for d in [
        "Indefinitely",
        "UntilEndOfTurn",
        "WhileSourceOnBattlefield",
        r#"ForAsLongAs(OnBattlefield("elves"))"#,
        "ForAsLongAs(YourTurn)",
    ] {
        let dur: Duration = ron_value(d);
        let b = board(
            "",
            PLAYERS,
            &format!(
                r#"{BASE} Effect(id: "e", kind: Resolved, controller: 0, source: "wurm", affects: Objects(["bears"]),
                                 parts: [ModifyPT(2, 2)], duration: {d}),
                   Leave(target: "elves"), Leave(target: "wurm"), EndTurn, EndTurn,"#
            ),
        );
        let loaded = load_str(Path::new("case.ron"), &b, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        let bears = loaded.game.lookup("bears").unwrap();
        out.push((duration_kind(&dur), d, sol.state.chars[bears].power));
    }
    // Only an effect with no end still applies.
    let lasting: Vec<&str> = out.iter().filter(|o| o.2 == Some(4)).map(|o| o.1).collect();
    assert_eq!(lasting, ["Indefinitely"]);
    assert_eq!(out.iter().map(|o| o.0).collect::<BTreeSet<_>>().len(), 4);
}

// ------------------------------------------------------------------------------------------
// Copies

#[test]
fn every_field_of_a_copy_is_read_where_it_means_something() {
    let layerlab::rules::card::CopySpec {
        filter: _,
        except: _,
        target: _,
        of: _,
        duration: _,
        each: _,
    } = layerlab::rules::card::CopySpec::of_filter(Default::default());
    let copy = |spec: &str| {
        format!(
            r#"(name: "Shifter", mana_cost: "{{1}}", types: [Sorcery], targets: [Creature, Creature],
                spell: [BecomeCopy(({spec}))])"#
        )
    };
    let cast = |spec: &str, end: bool| {
        let choices = if spec.contains("Chosen") {
            r#", choices: ["elves"]"#
        } else {
            ""
        };
        board(
            &copy(spec),
            PLAYERS,
            &format!(
                r#"{BASE} Cast(card: "Shifter", controller: 0, targets: ["bears", "wurm"]{choices}), {}"#,
                if end { "EndTurn," } else { "" }
            ),
        )
    };
    let base = "filter: (types: [Creature]), target: Some(0), of: Some(Target(1))";
    // What becomes the copy, of what, how long, with what exceptions.
    applied(
        "target",
        &cast("filter: (types: [Creature]), target: Some(0)", false),
        &cast("filter: (types: [Creature]), target: Some(1)", false),
    );
    applied(
        "of",
        &cast(base, false),
        &cast(
            "filter: (types: [Creature]), target: Some(0), of: Some(Chosen)",
            false,
        ),
    );
    applied(
        "duration",
        &cast(&format!("{base}, duration: Indefinitely"), true),
        &cast(&format!("{base}, duration: UntilEndOfTurn"), true),
    );
    applied(
        "except",
        &cast(&format!("{base}, except: [SetColors([Blue])]"), false),
        &cast(base, false),
    );
    applied(
        "each",
        &cast(
            "filter: (types: [Creature]), of: Some(Target(1)), each: Some((types: [Creature], not_target: Some(1)))",
            false,
        ),
        &cast(
            "filter: (types: [Creature]), target: Some(0), of: Some(Target(1))",
            false,
        ),
    );
    refused(
        "filter",
        &cast(
            "filter: (types: [Land]), target: Some(0), of: Some(Target(1))",
            false,
        ),
        &cast(base, false),
    );
    // On a permanent entering as a copy, a spell's fields are refused; an exception that is not a
    // copiable value is refused everywhere.
    let clone = |spec: &str| twin(spec, "", "wurm");
    let plain = clone("filter: (types: [Creature])");
    for field in [
        "target: Some(0)",
        "of: Some(Chosen)",
        "duration: UntilEndOfTurn",
        "each: Some((types: [Creature]))",
    ] {
        refused(
            field,
            &clone(&format!("filter: (types: [Creature]), {field}")),
            &plain,
        );
    }
    for bad in [
        "GainControl",
        "ModifyPT(1, 1)",
        "SwitchPT",
        "SetPT(X, X)",
        "SetLandType(Forest)",
        "ChangeWord(from: Color(Green), to: Color(Red))",
    ] {
        refused(
            bad,
            &clone(&format!("filter: (types: [Creature]), except: [{bad}]")),
            &plain,
        );
    }
    for good in [
        r#"SetName((en: "N", fr: "N"))"#,
        "SetColors([Blue])",
        "AddColors([Blue])",
        "AddTypes([Artifact])",
        "SetCardTypes([Artifact, Creature])",
        r#"AddSubtypes(["Elf"])"#,
        r#"SetCreatureTypes(["Elf"])"#,
        "AllCreatureTypes",
        "AddSupertypes([Legendary])",
        "Grant([Keyword(Flying)])",
        "SetPT(N(7), N(7))",
        "SetToughness(N(7))",
        "SetCopiable((power: 7, toughness: 7))",
        "KeepOwnColors",
    ] {
        applied(
            good,
            &clone(&format!("filter: (types: [Creature]), except: [{good}]")),
            &plain,
        );
    }
    let angel = |spec: &str| twin(spec, "", "angel");
    applied(
        "RemoveSupertypes",
        &angel("filter: (types: [Creature]), except: [RemoveSupertypes([Legendary])]"),
        &angel("filter: (types: [Creature])"),
    );
}
