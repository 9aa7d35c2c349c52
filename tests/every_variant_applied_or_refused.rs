//! No part of the scenario format is accepted and ignored: every variant of its data, and every
//! field, either changes the solved board or is refused with its place in the file. Each case is a
//! board with the piece and the same board without it: loading the first fails, or the two
//! solve differently. The variants each case uses are recorded by exhaustive matches (a new
//! variant does not compile until a case covers it) and each must appear.
//!
//! A few pieces are words only by design (`Text` abilities and instructions, the wording of a
//! trigger, a French name): those are shown in the card's text, which is checked instead.

use std::collections::BTreeSet;
use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{ActionSpec, ScenarioFile, load_str};
use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Affected, AsEnters, CardDef, Condition, Duration, Expr, Keyword, OneShot, Part,
    Quality, RuleChange, TargetSpec, Trigger, Who, ZoneSel,
};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::abilities::card_text;

// ------------------------------------------------------------------------------------------
// Boards

/// A scenario with these cards of its own, player setups and actions.
fn board(cards: &str, players: &str, actions: &str) -> String {
    format!(
        "Scenario(format_version: 1, cards: [{cards}], players: [{players}], actions: [{actions}])"
    )
}

const PLAYERS: &str = r#"(life: 20, hand: 5, graveyard: ["Forest", "Grizzly Bears", "Craw Wurm"]),
                          (life: 12, hand: 7, graveyard: ["Island"])"#;

/// The board most cases start from: creatures, an artifact, lands, on both sides.
const BASE: &str = r#"
    Enter(id: "bears", card: "Grizzly Bears", controller: 0),
    Enter(id: "wurm", card: "Craw Wurm", controller: 1),
    Enter(id: "elves", card: "Llanowar Elves", controller: 0),
    Enter(id: "angel", card: "Archangel Avacyn", controller: 1),
    Enter(id: "lantern", card: "Chromatic Lantern", controller: 0),
    Enter(id: "forest", card: "Forest", controller: 0),
    Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
"#;

/// What a board solves to, or why it was refused.
fn outcome(text: &str) -> Result<String, String> {
    let loaded =
        load_str(Path::new("case.ron"), text, &Catalogue::embedded()).map_err(|e| e.to_string())?;
    let sol = solve(&loaded.game, &SolveOptions::quick());
    let st = &sol.state;
    // The characteristics, and the objects' state the layers don't compute.
    let objects: Vec<String> = loaded
        .game
        .objects
        .iter()
        .map(|o| {
            format!(
                "{} {:?} {} {:?} {}",
                o.id, o.zone, o.timestamp, o.counters, o.card.name
            )
        })
        .collect();
    Ok(format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{objects:?}",
        st.chars, st.players, st.rules, st.dies
    ))
}

/// The piece `what` is applied (the board with it solves differently) or refused (the board with
/// it does not load); the board without it loads.
fn applied_or_refused(what: &str, with: &str, without: &str) -> bool {
    let base = outcome(without).unwrap_or_else(|e| panic!("{what}: the board without it: {e}"));
    match outcome(with) {
        Err(e) => {
            assert!(
                e.contains("case.ron:"),
                "{what}: refused without a place: {e}"
            );
            false
        }
        Ok(now) => {
            assert!(now != base, "{what}: accepted and ignored");
            true
        }
    }
}

/// The piece is applied (not refused).
fn applied(what: &str, with: &str, without: &str) {
    assert!(
        applied_or_refused(what, with, without),
        "{what}: refused, expected applied"
    );
}

/// The piece is refused.
fn refused(what: &str, with: &str, without: &str) {
    assert!(
        !applied_or_refused(what, with, without),
        "{what}: applied, expected refused"
    );
}

/// A free-standing effect on `affects` doing `parts`, from player 0.
fn effect(kind: &str, affects: &str, parts: &str) -> String {
    format!(
        r#"Effect(id: "e", kind: {kind}, controller: 0, affects: {affects}, parts: [{parts}]),"#
    )
}

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
    }
}
const PARTS: usize = 30;

/// Each part on the objects it can change, and where it is refused.
const PART_CASES: &[(&str, &str, bool)] = &[
    // (part, affects, applied)
    (
        "SetCopiable((power: 5, toughness: 1))",
        r#"Objects(["bears"])"#,
        true,
    ),
    ("KeepPrintedAbility(0)", r#"Objects(["bears"])"#, false),
    ("GainControl", r#"Objects(["wurm"])"#, true),
    (
        "ChangeWord(from: Color(Green), to: Color(Red))",
        r#"Objects(["elves"])"#,
        true,
    ),
    (
        "ChangeWord(from: LandType(Swamp), to: LandType(Island))",
        r#"Objects(["urborg"])"#,
        true,
    ),
    ("TextOfTopCard", r#"Objects(["lantern"])"#, true),
    (
        r#"SetName((en: "Bob", fr: "Bob"))"#,
        r#"Objects(["bears"])"#,
        true,
    ),
    ("AddTypes([Artifact])", r#"Objects(["bears"])"#, true),
    ("SetCardTypes([Artifact])", r#"Objects(["bears"])"#, true),
    ("AddSupertypes([Snow])", r#"Objects(["bears"])"#, true),
    (
        "RemoveSupertypes([Legendary])",
        r#"Objects(["urborg"])"#,
        true,
    ),
    (r#"AddSubtypes(["Elf"])"#, r#"Objects(["bears"])"#, true),
    (
        r#"SetCreatureTypes(["Frog"])"#,
        r#"Objects(["bears"])"#,
        true,
    ),
    ("SetLandType(Mountain)", r#"Objects(["forest"])"#, true),
    ("AddLandType(Island)", r#"Objects(["forest"])"#, true),
    ("AddAllLandTypes", r#"Objects(["forest"])"#, true),
    ("AllCreatureTypes", r#"Objects(["bears"])"#, true),
    ("SetColors([Blue])", r#"Objects(["bears"])"#, true),
    ("AddColors([Red])", r#"Objects(["bears"])"#, true),
    ("Grant([Keyword(Flying)])", r#"Objects(["bears"])"#, true),
    ("LoseAllAbilities", r#"Objects(["elves"])"#, true),
    ("Lose([Flying])", r#"Objects(["angel"])"#, true),
    ("CantHave([Flying])", r#"Objects(["angel"])"#, true),
    ("DefinePT(N(5), N(5))", r#"Objects(["bears"])"#, false),
    ("SetPT(N(5), N(5))", r#"Objects(["bears"])"#, true),
    ("SetToughness(N(5))", r#"Objects(["bears"])"#, true),
    ("ModifyPT(1, 1)", r#"Objects(["bears"])"#, true),
    (
        "ModifyPTForEach(1, 1, Count((types: [Land])))",
        r#"Objects(["bears"])"#,
        true,
    ),
    ("SwitchPT", r#"Objects(["wurm"])"#, true),
    ("PlayerKeyword(Hexproof)", "Players(You)", true),
    ("PlayerKeyword(Hexproof)", r#"Objects(["bears"])"#, false),
    ("Rule(CantGainLife)", "Players(You)", true),
    ("Rule(CantGainLife)", r#"Objects(["bears"])"#, false),
    ("GainControl", "Players(You)", false),
];

#[test]
fn every_part_is_applied_or_refused() {
    let without = board("", PLAYERS, BASE);
    let mut seen = BTreeSet::new();
    for (part, affects, is_applied) in PART_CASES {
        let p: Part = ron_value(part);
        seen.insert(part_kind(&p));
        let with = board(
            "",
            PLAYERS,
            &format!("{BASE}{}", effect("Static", affects, part)),
        );
        if *is_applied {
            applied(part, &with, &without);
        } else {
            refused(part, &with, &without);
        }
    }
    // A P/T definition is applied as a CDA's.
    let cda = board(
        "",
        PLAYERS,
        &format!(
            "{BASE}{}",
            r#"Effect(id: "e", kind: Cda, source: "bears", affects: This, parts: [DefinePT(N(5), N(5))]),"#
        ),
    );
    applied("DefinePT in a CDA", &cda, &without);
    assert_eq!(seen, (0..PARTS).collect(), "a part without a case");
}

/// Reads a RON value with `implicit_some`, as layerlab reads files.
fn ron_value<T: serde::de::DeserializeOwned>(text: &str) -> T {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
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
    }
}
const EXPRS: usize = 17;

/// The value each number has on the board of [`expr_board`], read for the Wurm (a card of its
/// own sets the Wurm's power to it; it is in its owner's graveyard by then, a sorcery).
const EXPR_CASES: &[(&str, i32)] = &[
    ("N(3)", 3),
    ("ManaValue", 6),
    ("X", 4),
    ("HandSize", 5),
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
    }
}
const CONDITIONS: usize = 11;

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
        controller: _,
        other: _,
        not_target: _,
        nontoken: _,
        zone: _,
        face_down: _,
        tapped: _,
        other_than_it: _,
        shares_creature_type_with_it: _,
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
    assert_eq!(seen.len(), 6);
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
        &board(
            "",
            PLAYERS,
            &format!(
                "{BASE}{}",
                effect("Static", "Players(You)", "Rule(NoMaximumHandSize)")
            ),
        ),
        &without,
    );
    seen.insert(affected_kind(&Affected::Game));
    applied(
        "Game",
        &board(
            "",
            PLAYERS,
            &format!(
                "{BASE}{}",
                effect("Static", "Game", "Rule(LegendRuleDoesNotApply)")
            ),
        ),
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
// Keywords, abilities, instructions

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
    ];
    let mut seen = BTreeSet::new();
    for k in keywords {
        seen.insert(keyword_kind(&ron_value(k)));
        let with = board(
            "",
            PLAYERS,
            &format!(
                "{BASE}{}",
                effect(
                    "Static",
                    r#"Objects(["bears"])"#,
                    &format!("Grant([Keyword({k})])")
                )
            ),
        );
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
    assert_eq!(seen, (0..18).collect(), "a keyword without a case");
}

fn ability_kind(a: &Ability) -> usize {
    match a {
        Ability::Keyword(_) => 0,
        Ability::Mana(_) => 1,
        Ability::Static(_) => 2,
        Ability::Activated(_) => 3,
        Ability::Triggered(_) => 4,
        Ability::AsEnters(x) => match x {
            AsEnters::ChooseColor => 5,
            AsEnters::ChooseCreatureType => 6,
            AsEnters::ChooseMode(_) => 7,
            AsEnters::CopyOf(_) => 8,
            AsEnters::ExileFromGraveyard(_) => 9,
            AsEnters::TurnFaceDown(_) => 10,
        },
        Ability::EntersAsCopyOfThis(_) => 11,
        Ability::Text(_) => 12,
    }
}

fn oneshot_kind(o: &OneShot) -> usize {
    match o {
        OneShot::Effect(_) => 0,
        OneShot::BecomeCopy(_) => 1,
        OneShot::CreateTokens { .. } => 2,
        OneShot::Destroy(_) => 3,
        OneShot::ExchangeLifeWithToughness => 4,
        OneShot::Text(_) => 5,
        OneShot::Transform(_) => 6,
    }
}

/// Each instruction of a spell, cast by player 0 on the Bears (and the Wurm as a second
/// target): what it does shows on the board, but for words, which show in the card's text.
#[test]
fn every_instruction_is_carried_out() {
    let cases = [
        "Effect((affects: Target(0), parts: [ModifyPT(1, 1)]))",
        "BecomeCopy((filter: (types: [Creature]), target: Some(0), of: Some(Target(1))))",
        r#"CreateTokens(count: 1, token: (name: "Spirit", colors: Some([White]), types: [Creature], subtypes: ["Spirit"], power: 1, toughness: 1))"#,
        "Destroy(1)",
        "ExchangeLifeWithToughness",
        "Transform(None)",
    ];
    let mut seen = BTreeSet::new();
    for o in cases {
        seen.insert(oneshot_kind(&ron_value(o)));
        let card = format!(
            r#"(name: "Spell", mana_cost: "{{1}}", types: [Sorcery], targets: [Creature, Creature], spell: [{o}])"#
        );
        let activated = format!(
            r#"(name: "Tool", mana_cost: "{{1}}", types: [Creature], power: 1, toughness: 1,
                abilities: [Activated((cost: "{{T}}", effects: [{o}], targets: [Creature, Creature]))],
                back: Some((name: "Other", types: [Creature], power: 5, toughness: 5)))"#
        );
        // A spell, or (for what its source does: transform, exchange its toughness) the
        // activated ability of a double-faced creature.
        let how = if o.starts_with("Transform") || o.starts_with("Exchange") {
            r#"Activate(source: "tool", targets: ["bears", "wurm"]),"#
        } else {
            r#"Cast(card: "Spell", controller: 0, targets: ["bears", "wurm"]),"#
        };
        let with = board(
            &format!("{card}, {activated}"),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "tool", card: "Tool", controller: 0), {how}"#),
        );
        let without = board(
            &format!("{card}, {activated}"),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "tool", card: "Tool", controller: 0),"#),
        );
        applied(o, &with, &without);
    }
    // Words only: said in the card's text.
    seen.insert(oneshot_kind(&OneShot::Text(layerlab::rules::card::Text {
        en: String::new(),
        fr: String::new(),
    })));
    let words: CardDef = ron_value(
        r#"(name: "Spell", types: [Sorcery], spell: [Text((en: "Draw a card.", fr: "Piochez une carte."))])"#,
    );
    shows(&words, "Draw a card.", "Piochez une carte.");
    assert_eq!(seen, (0..7).collect(), "an instruction without a case");
}

/// `card`'s text says `en` and `fr`.
fn shows(card: &CardDef, en: &str, fr: &str) {
    for (lang, want) in [(Lang::En, en), (Lang::Fr, fr)] {
        let text = card_text(card, lang, &[]).join(" ");
        assert!(text.contains(want), "{lang:?}: {text}");
    }
}

#[test]
fn every_ability_is_on_the_board_or_in_the_text() {
    let cases: [(&str, &str); 12] = [
        ("Keyword(Flying)", ""),
        ("Mana(Color(Red))", ""),
        ("Static((affects: This, parts: [ModifyPT(1, 1)]))", ""),
        (
            r#"Activated((cost: "{1}", effects: [Effect((affects: This, parts: [ModifyPT(1, 1)]))]))"#,
            r#"Activate(source: "x"),"#,
        ),
        (
            "Triggered((when: Enters, effects: [Effect((affects: This, parts: [ModifyPT(1, 1)]))]))",
            r#"Activate(source: "x"),"#,
        ),
        ("AsEnters(ChooseColor)", r#""#),
        ("AsEnters(ChooseCreatureType)", ""),
        (
            r#"AsEnters(ChooseMode([(key: "big", parts: [SetCopiable((power: 5, toughness: 5))])]))"#,
            "",
        ),
        ("AsEnters(CopyOf((filter: (types: [Creature]))))", ""),
        (
            "AsEnters(ExileFromGraveyard((types: [Creature], zone: YourGraveyard)))",
            "",
        ),
        (
            "AsEnters(TurnFaceDown((types: [Creature], other: true)))",
            "",
        ),
        (
            "EntersAsCopyOfThis((types: [Creature], controller: You))",
            r#"Enter(id: "late", card: "Gray Ogre", controller: 0),"#,
        ),
    ];
    let mut seen = BTreeSet::new();
    let plain = r#"(name: "X", mana_cost: "{1}", types: [Creature], subtypes: ["Golem"], power: 1, toughness: 1)"#;
    for (a, extra) in cases {
        seen.insert(ability_kind(&ron_value(a)));
        let card = format!(
            r#"(name: "X", mana_cost: "{{1}}", types: [Creature], subtypes: ["Golem"], power: 1, toughness: 1, abilities: [{a}])"#
        );
        // What the "as it enters" abilities ask for.
        let enter = match a {
            "AsEnters(ChooseColor)" => r#"choices: ["Red"]"#,
            "AsEnters(ChooseCreatureType)" => r#"choices: ["Elf"]"#,
            _ if a.contains("ChooseMode") => r#"choices: ["big"]"#,
            _ if a.contains("CopyOf") => r#"copy_of: "wurm""#,
            _ if a.contains("ExileFromGraveyard") => r#"choices: ["Craw Wurm"]"#,
            _ => "",
        };
        let with = board(
            &card,
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "x", card: "X", controller: 0, {enter}), {extra}"#),
        );
        // The plain card asks for nothing and has nothing to activate.
        let later = if extra.contains("Activate") {
            ""
        } else {
            extra
        };
        let without = board(
            plain,
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "x", card: "X", controller: 0), {later}"#),
        );
        applied(a, &with, &without);
    }
    seen.insert(ability_kind(&ron_value(
        r#"Text((en: "Vigilance", fr: "Vigilance"))"#,
    )));
    let words: CardDef = ron_value(
        r#"(name: "X", types: [Creature], abilities: [Text((en: "Vigilance", fr: "Vigilance"))])"#,
    );
    shows(&words, "Vigilance", "Vigilance");
    assert_eq!(seen, (0..13).collect(), "an ability without a case");
}

fn trigger_kind(t: &Trigger) -> usize {
    match t {
        Trigger::CreatureDies => 0,
        Trigger::Enters => 1,
        Trigger::YourUpkeep => 2,
        Trigger::EndStep => 3,
        Trigger::CombatDamageToPlayer => 4,
        Trigger::Other(_) => 5,
    }
}

/// A trigger's event is words (a scenario says when the ability resolves): each is said in the
/// card's text, in both languages.
#[test]
fn every_trigger_is_said() {
    let mut seen = BTreeSet::new();
    for t in [
        "CreatureDies",
        "Enters",
        "YourUpkeep",
        "EndStep",
        "CombatDamageToPlayer",
        r#"Other((en: "Whenever you scry", fr: "Chaque fois que vous regardez"))"#,
    ] {
        let trigger: Trigger = ron_value(t);
        seen.insert(trigger_kind(&trigger));
        let card: CardDef = ron_value(&format!(
            r#"(name: "X", types: [Creature], abilities: [Triggered((when: {t}, effects: [Text((en: "Draw.", fr: "Piochez."))]))])"#
        ));
        for lang in [Lang::En, Lang::Fr] {
            let text = card_text(&card, lang, &[]).join(" ");
            assert!(text.len() > "Draw.".len() + 4, "{t} in {lang:?}: {text}");
        }
    }
    assert_eq!(seen.len(), 6);
}

fn rule_kind(r: &RuleChange) -> usize {
    match r {
        RuleChange::NoMaximumHandSize => 0,
        RuleChange::AdditionalLands(_) => 1,
        RuleChange::LegendRuleDoesNotApply => 2,
        RuleChange::CantLoseGame => 3,
        RuleChange::OpponentsCantWinGame => 4,
        RuleChange::SpendManaAsAnyColor => 5,
        RuleChange::MaximumHandSize(_) => 6,
        RuleChange::MaximumHandSizeChange(_) => 7,
        RuleChange::CantGainLife => 8,
    }
}

#[test]
fn every_rule_change_is_applied() {
    let without = board("", PLAYERS, BASE);
    let mut seen = BTreeSet::new();
    for r in [
        "NoMaximumHandSize",
        "AdditionalLands(1)",
        "LegendRuleDoesNotApply",
        "CantLoseGame",
        "OpponentsCantWinGame",
        "SpendManaAsAnyColor",
        "MaximumHandSize(9)",
        "MaximumHandSizeChange(-2)",
        "CantGainLife",
    ] {
        seen.insert(rule_kind(&ron_value(r)));
        let with = board(
            "",
            PLAYERS,
            &format!(
                "{BASE}{}",
                effect("Static", "Players(You)", &format!("Rule({r})"))
            ),
        );
        applied(r, &with, &without);
    }
    assert_eq!(seen, (0..9).collect());
}

fn target_kind(t: TargetSpec) -> usize {
    match t {
        TargetSpec::Creature => 0,
        TargetSpec::CreatureOpponentControls => 1,
        TargetSpec::Permanent => 2,
        TargetSpec::Land => 3,
        TargetSpec::Player => 4,
        TargetSpec::DeadCreature => 5,
    }
}

/// What a target must be is checked: a legal target is taken, an illegal one refused.
#[test]
fn every_kind_of_target_is_checked() {
    let mut seen = BTreeSet::new();
    for (spec, legal, illegal) in [
        ("Creature", "bears", "forest"),
        ("CreatureOpponentControls", "wurm", "bears"),
        ("Permanent", "forest", "p1"),
        ("Land", "forest", "bears"),
        ("Player", "p1", "bears"),
        ("DeadCreature", "dead", "bears"),
    ] {
        seen.insert(target_kind(ron_value(spec)));
        let card = format!(
            r#"(name: "Aim", mana_cost: "{{1}}", types: [Sorcery], targets: [{spec}], spell: [Text((en: "Look.", fr: "Regardez."))])"#
        );
        let cast = |t: &str| {
            board(
                &card,
                PLAYERS,
                &format!(
                    r#"{BASE} Enter(id: "dead", card: "Gray Ogre", controller: 0), Leave(target: "dead"),
                       Cast(card: "Aim", controller: 0, targets: ["{t}"]),"#
                ),
            )
        };
        assert!(outcome(&cast(legal)).is_ok(), "{spec}: {legal}");
        assert!(outcome(&cast(illegal)).is_err(), "{spec}: {illegal}");
    }
    assert_eq!(seen.len(), 6);
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
    let clone = |spec: &str| {
        board(
            &format!(
                r#"(name: "Twin", mana_cost: "{{3}}", types: [Creature], power: 0, toughness: 0, abilities: [AsEnters(CopyOf(({spec})))])"#
            ),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "twin", card: "Twin", controller: 0, copy_of: "wurm"),"#),
        )
    };
    let plain = clone("filter: (types: [Creature])");
    for field in [
        "target: Some(0)",
        "of: Some(Chosen)",
        "duration: UntilEndOfTurn",
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
    ] {
        applied(
            good,
            &clone(&format!("filter: (types: [Creature]), except: [{good}]")),
            &plain,
        );
    }
    let angel = |spec: &str| {
        board(
            &format!(
                r#"(name: "Twin", mana_cost: "{{3}}", types: [Creature], power: 0, toughness: 0, abilities: [AsEnters(CopyOf(({spec})))])"#
            ),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "twin", card: "Twin", controller: 0, copy_of: "angel"),"#),
        )
    };
    applied(
        "RemoveSupertypes",
        &angel("filter: (types: [Creature]), except: [RemoveSupertypes([Legendary])]"),
        &angel("filter: (types: [Creature])"),
    );
}

// ------------------------------------------------------------------------------------------
// Actions and their fields

fn action_kind(a: &ActionSpec) -> usize {
    match a {
        ActionSpec::Enter { .. } => 0,
        ActionSpec::Cast { .. } => 1,
        ActionSpec::Activate { .. } => 2,
        ActionSpec::Counters { .. } => 3,
        ActionSpec::Attach { .. } => 4,
        ActionSpec::TurnFaceUp { .. } => 5,
        ActionSpec::TurnFaceDown { .. } => 6,
        ActionSpec::Transform { .. } => 7,
        ActionSpec::Tap { .. } => 8,
        ActionSpec::Untap { .. } => 9,
        ActionSpec::Leave { .. } => 10,
        ActionSpec::EndTurn => 11,
        ActionSpec::Effect { .. } => 12,
    }
}

#[test]
fn every_action_and_its_fields_are_read() {
    let pump = r#"(name: "Pump", mana_cost: "{X}", types: [Instant], targets: [Creature],
                   spell: [Effect((affects: Target(0), parts: [SetPT(X, X), SetColors([ChosenColor])]))])"#;
    let cases: &[(&str, bool)] = &[
        (r#"Enter(id: "o", card: "Gray Ogre", controller: 1)"#, true),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, face_down: true)"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Clone", controller: 1, copy_of: "wurm")"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Painter's Servant", controller: 1, choices: ["Blue"])"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, choices: ["Blue"])"#,
            false,
        ),
        (
            r#"Enter(id: "o", card: "Lignify", controller: 1, attached_to: "bears")"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, counters: [("+1/+1", 1)])"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, token: true), Leave(target: "o")"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, tapped: true), Enter(id: "t", card: "Glorious Anthem", controller: 1), Effect(id: "u", kind: Static, affects: All((tapped: true, types: [Creature])), parts: [ModifyPT(1, 1)])"#,
            true,
        ),
        (
            r#"Cast(card: "Pump", controller: 0, targets: ["bears"], x: 5, choices: ["Red"], id: "p")"#,
            true,
        ),
        (
            r#"Cast(card: "Giant Growth", controller: 0, targets: ["bears"], x: 5)"#,
            false,
        ),
        (
            r#"Cast(card: "Giant Growth", controller: 0, targets: ["bears"], choices: ["Red"])"#,
            false,
        ),
        (
            r#"Enter(id: "clay", card: "Primal Clay", controller: 0, choices: ["3/3"]), Enter(id: "a", card: "Cemetery Puca", controller: 0), Leave(target: "wurm"), Activate(source: "a", ability: 1, targets: ["wurm"])"#,
            true,
        ),
        (
            r#"Counters(target: "bears", kind: "+1/+1", count: 2)"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Lignify", controller: 1, attached_to: "bears"), Attach(source: "o", to: "wurm")"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, face_down: true), TurnFaceUp(target: "o")"#,
            true,
        ),
        (r#"TurnFaceDown(target: "bears")"#, true),
        (
            r#"Enter(id: "o", card: "Aquamorph Entity", controller: 1, face_down: true), TurnFaceUp(target: "o")"#,
            false,
        ),
        (r#"Transform(target: "angel")"#, true),
        (r#"Transform(target: "bears")"#, false),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1), Effect(id: "u", kind: Static, affects: All((tapped: true, types: [Creature])), parts: [ModifyPT(1, 1)]), Tap(target: "o")"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, tapped: true), Effect(id: "u", kind: Static, affects: All((tapped: true, types: [Creature])), parts: [ModifyPT(1, 1)]), Untap(target: "o")"#,
            true,
        ),
        (r#"Leave(target: "bears")"#, true),
        (
            r#"Effect(id: "u", kind: Resolved, affects: Objects(["bears"]), parts: [ModifyPT(1, 1)], duration: UntilEndOfTurn)"#,
            true,
        ),
        (
            r#"Effect(id: "u", kind: Static, controller: 1, source: "wurm", affects: All((types: [Creature], controller: You, other: true)), parts: [ModifyPT(1, 1)])"#,
            true,
        ),
        (
            r#"Effect(id: "u", kind: Static, affects: All((types: [Creature], other: true)), parts: [ModifyPT(1, 1)])"#,
            false,
        ),
    ];
    let mut seen = BTreeSet::new();
    for (actions, is_applied) in cases {
        let file: ScenarioFile = ron_value(&format!(
            "Scenario(format_version: 1, actions: [{actions}])"
        ));
        seen.extend(file.actions.iter().map(action_kind));
        let with = board(pump, PLAYERS, &format!("{BASE}{actions},"));
        let without = board(pump, PLAYERS, BASE);
        if *is_applied {
            applied(actions, &with, &without);
        } else {
            refused(actions, &with, &without);
        }
    }
    // The end of the turn: the_end_of_turn_and_an_exception_that_removes_are_read.
    seen.insert(action_kind(&ActionSpec::EndTurn));
    assert_eq!(seen, (0..13).collect(), "an action without a case");
}

/// The end of the turn ends "until end of turn" effects; an Avacyn copied "except it has no
/// abilities" has none.
#[test]
fn the_end_of_turn_and_an_exception_that_removes_are_read() {
    let pump = r#"Effect(id: "u", kind: Resolved, affects: Objects(["bears"]), parts: [ModifyPT(1, 1)], duration: UntilEndOfTurn),"#;
    applied(
        "EndTurn",
        &board("", PLAYERS, &format!("{BASE}{pump} EndTurn,")),
        &board("", PLAYERS, &format!("{BASE}{pump}")),
    );
    let twin = |except: &str| {
        board(
            &format!(
                r#"(name: "Twin", mana_cost: "{{3}}", types: [Creature], power: 0, toughness: 0,
                    abilities: [AsEnters(CopyOf((filter: (types: [Creature]), except: [{except}])))])"#
            ),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "twin", card: "Twin", controller: 0, copy_of: "angel"),"#),
        )
    };
    applied("LoseAllAbilities", &twin("LoseAllAbilities"), &twin(""));
}

// ------------------------------------------------------------------------------------------
// The fields of cards, static abilities, copiable values, players and expectations

#[test]
fn every_field_of_a_card_is_read() {
    let CardDef {
        name: _,
        name_fr: _,
        name_fr_plural: _,
        name_fr_feminine: _,
        mana_cost: _,
        colors: _,
        supertypes: _,
        types: _,
        subtypes: _,
        power: _,
        toughness: _,
        abilities: _,
        spell: _,
        targets: _,
        back: _,
    } = CardDef::default();
    let enter = |card: &str, extra: &str| {
        board(
            card,
            PLAYERS,
            &format!(
                r#"{BASE} Enter(id: "c", card: "C", controller: 0),
                   Effect(id: "mv", kind: Static, affects: Objects(["c"]), parts: [SetToughness(ManaValue)]), {extra}"#
            ),
        )
    };
    let plain = r#"(name: "C", types: [Creature], power: 1, toughness: 1)"#;
    for field in [
        r#"mana_cost: "{2}{G}""#,
        "colors: Some([Red])",
        "supertypes: [Legendary]",
        r#"subtypes: ["Elf"]"#,
        "abilities: [Keyword(Flying)]",
    ] {
        let card = format!(r#"(name: "C", types: [Creature], power: 1, toughness: 1, {field})"#);
        applied(field, &enter(&card, ""), &enter(plain, ""));
    }
    applied(
        "types",
        &enter(
            r#"(name: "C", types: [Artifact, Creature], power: 1, toughness: 1)"#,
            "",
        ),
        &enter(plain, ""),
    );
    applied(
        "power",
        &enter(
            r#"(name: "C", types: [Creature], power: 3, toughness: 1)"#,
            "",
        ),
        &enter(plain, ""),
    );
    applied(
        "back",
        &enter(
            r#"(name: "C", types: [Creature], power: 1, toughness: 1, back: Some((name: "D", types: [Creature], power: 4, toughness: 4)))"#,
            r#"Transform(target: "c"),"#,
        ),
        &enter(
            r#"(name: "C", types: [Creature], power: 1, toughness: 1, back: Some((name: "D", types: [Creature], power: 4, toughness: 4)))"#,
            "",
        ),
    );
    // A card is found by its French name; a plural French name is said in the plural.
    let french = r#"(name: "C", name_fr: "Elfes sylvains", name_fr_plural: true, types: [Creature], power: 1, toughness: 1)"#;
    let by_french = board(
        french,
        PLAYERS,
        r#"Enter(id: "c", card: "Elfes sylvains", controller: 0),"#,
    );
    assert!(outcome(&by_french).is_ok());
    // A feminine French name is read too (its words agree with it: "Lune sylvaine est engagée").
    let feminine = r#"(name: "C", name_fr: "Lune sylvaine", name_fr_feminine: true, types: [Creature], power: 1, toughness: 1)"#;
    let by_feminine = board(
        feminine,
        PLAYERS,
        r#"Enter(id: "c", card: "Lune sylvaine", controller: 0),"#,
    );
    assert!(outcome(&by_feminine).is_ok());
    // An instant's instructions and targets: see every_instruction_is_carried_out and
    // every_kind_of_target_is_checked.
}

#[test]
fn every_field_of_a_static_ability_is_read() {
    let layerlab::rules::card::Static {
        affects: _,
        parts: _,
        condition: _,
        cda: _,
        lingers_until_end_of_turn: _,
    } = ron_value("(affects: This, parts: [])");
    // A P/T definition needs cda: true.
    let card = |cda: &str| {
        format!(
            r#"(name: "C", types: [Creature], power: "*", toughness: "*",
                abilities: [Static((affects: This, {cda} parts: [DefinePT(N(3), N(3))]))])"#
        )
    };
    let enter = |c: &str| {
        board(
            c,
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "c", card: "C", controller: 0),"#),
        )
    };
    refused(
        "DefinePT without cda",
        &enter(&card("")),
        &enter(&card("cda: true,")),
    );
    // What lingers after its source left (Titania's Song).
    let song = |linger: &str| {
        board(
            &format!(
                r#"(name: "Song", mana_cost: "{{1}}", types: [Enchantment],
                    abilities: [Static((affects: All((types: [Creature])), {linger} parts: [ModifyPT(1, 1)]))])"#
            ),
            PLAYERS,
            &format!(r#"{BASE} Enter(id: "s", card: "Song", controller: 0), Leave(target: "s"),"#),
        )
    };
    applied(
        "lingers_until_end_of_turn",
        &song("lingers_until_end_of_turn: true,"),
        &song(""),
    );
}

#[test]
fn every_field_of_copiable_values_is_read() {
    let layerlab::rules::card::Copiable {
        power: _,
        toughness: _,
        add_types: _,
        add_subtypes: _,
        add_abilities: _,
        drop_pt_cdas: _,
    } = Default::default();
    let twin = |except: &str| {
        board(
            &format!(
                r#"(name: "Twin", mana_cost: "{{3}}", types: [Creature], power: 0, toughness: 0,
                    abilities: [AsEnters(CopyOf((filter: (types: [Creature]), except: [{except}])))])"#
            ),
            PLAYERS,
            &format!(
                r#"{BASE} Enter(id: "goyf", card: "Tarmogoyf", controller: 1), Enter(id: "twin", card: "Twin", controller: 0, copy_of: "goyf"),"#
            ),
        )
    };
    let plain = twin("");
    for f in [
        "SetCopiable((power: 9))",
        "SetCopiable((toughness: 9))",
        "SetCopiable((add_types: [Artifact]))",
        r#"SetCopiable((add_subtypes: ["Elf"]))"#,
        "SetCopiable((add_abilities: [Keyword(Flying)]))",
        "SetCopiable((drop_pt_cdas: true))",
    ] {
        applied(f, &twin(f), &plain);
    }
    let outside = board(
        "",
        PLAYERS,
        &format!(
            "{BASE}{}",
            effect(
                "Static",
                r#"Objects(["bears"])"#,
                "SetCopiable((drop_pt_cdas: true))"
            )
        ),
    );
    refused(
        "drop_pt_cdas outside a copy",
        &outside,
        &board("", PLAYERS, BASE),
    );
}

#[test]
fn every_field_of_a_player_and_of_an_expectation_is_read() {
    // Life, hand and graveyard, each read by a number.
    for (players, value) in [
        ("(life: 9, hand: 7), (life: 20, hand: 7)", 9),
        ("(life: 20, hand: 3), (life: 20, hand: 7)", 3),
        (
            r#"(life: 20, hand: 7, graveyard: ["Forest"]), (life: 20, hand: 7)"#,
            1,
        ),
    ] {
        let number = if players.contains("life: 9") {
            "Life"
        } else if players.contains("hand: 3") {
            "HandSize"
        } else {
            "Count((zone: YourGraveyard))"
        };
        let b = board(
            "",
            players,
            &format!(
                r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0),
                   Effect(id: "e", kind: Static, controller: 0, affects: Objects(["bears"]), parts: [SetPT({number}, N(1))]),"#
            ),
        );
        let loaded = load_str(Path::new("case.ron"), &b, &Catalogue::embedded()).unwrap();
        let sol = solve(&loaded.game, &SolveOptions::quick());
        assert_eq!(
            sol.state.chars[loaded.game.lookup("bears").unwrap()].power,
            Some(value),
            "{players}"
        );
    }
    // Every field of an expectation: a wrong value is a mismatch.
    let layerlab::content::scenario::Expect { .. } = Default::default();
    for wrong in [
        r#"(id: "bears", name: "X")"#,
        r#"(id: "bears", controller: 1)"#,
        r#"(id: "bears", types: ["Land"])"#,
        r#"(id: "bears", subtypes: ["Elf"])"#,
        r#"(id: "bears", supertypes: ["Legendary"])"#,
        r#"(id: "bears", colors: ["Red"])"#,
        r#"(id: "bears", abilities: ["Flying"])"#,
        r#"(id: "bears", power: 9)"#,
        r#"(id: "bears", toughness: 9)"#,
        r#"(id: "bears", dies: true)"#,
        r#"(id: "bears", face_down: true)"#,
        r#"(id: "p0", abilities: ["Hexproof"])"#,
        r#"(id: "p0", max_hand_size: 3)"#,
        r#"(id: "p0", no_maximum_hand_size: true)"#,
    ] {
        let text = format!(
            r#"Scenario(format_version: 1, actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0)], expect: [{wrong}])"#
        );
        let loaded = load_str(Path::new("case.ron"), &text, &Catalogue::embedded())
            .unwrap_or_else(|e| panic!("{wrong}: {e}"));
        let sol = solve(&loaded.game, &SolveOptions::quick());
        assert_eq!(
            layerlab::words::report::mismatches(&loaded, &sol).len(),
            1,
            "{wrong}"
        );
    }
    // A player's field on an object, an object's on a player: refused.
    for wrong in [
        r#"(id: "bears", max_hand_size: 7)"#,
        r#"(id: "p0", power: 2)"#,
    ] {
        let text = format!(
            r#"Scenario(format_version: 1, actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0)], expect: [{wrong}])"#
        );
        assert!(outcome(&text).is_err(), "{wrong}");
    }
}

#[test]
fn the_kind_of_a_free_standing_effect_is_read() {
    // Resolved: its set is fixed as it begins (611.2c); Static: it follows the board.
    let with = |kind: &str| {
        board(
            "",
            PLAYERS,
            &format!(
                r#"{BASE} Effect(id: "e", kind: {kind}, controller: 0, affects: All((types: [Creature])), parts: [ModifyPT(1, 1)]),
                   Enter(id: "late", card: "Gray Ogre", controller: 0),"#
            ),
        )
    };
    applied("kind", &with("Static"), &with("Resolved"));
}
