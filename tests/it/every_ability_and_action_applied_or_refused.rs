//! No part of the scenario format is accepted and ignored (keywords, abilities, actions and
//! fields here; the data pieces and copies in `every_variant_applied_or_refused`): every variant of its data, and every
//! field, either changes the solved board or is refused with its place in the file. Each case is a
//! board with the piece and the same board without it: loading the first fails, or the two
//! solve differently. The variants each case uses are recorded by exhaustive matches (a new
//! variant does not compile until a case covers it) and each must appear.
//!
//! A few pieces are words only by design (`Text` abilities and instructions, the wording of a
//! trigger, a French name): those are shown in the card's text, which is checked instead.
use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

use common::variants::*;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{ActionSpec, ScenarioFile, load_str};
use layerlab::i18n::Lang;
use layerlab::rules::card::{Ability, AsEnters, CardDef, OneShot, RuleChange, TargetSpec, Trigger};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::abilities::card_text;

// ------------------------------------------------------------------------------------------
// Keywords, abilities, instructions

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
            AsEnters::EntersTapped => 13,
            AsEnters::EntersWithCounters(..) => 14,
            AsEnters::ChooseModeOrFaceUp(_) => 15,
            AsEnters::FlipCoin { .. } => 16,
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
        OneShot::ExchangeControl => 7,
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
        "ExchangeControl",
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
    assert_eq!(seen, (0..8).collect(), "an instruction without a case");
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
    let cases: [(&str, &str); 16] = [
        ("AsEnters(EntersTapped)", ""),
        (r#"AsEnters(EntersWithCounters("+1/+1", 2))"#, ""),
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
        (
            r#"AsEnters(ChooseModeOrFaceUp([(key: "big", parts: [SetCopiable((power: 5, toughness: 5))])]))"#,
            "",
        ),
        (
            "AsEnters(FlipCoin(heads: [SetCopiable((power: 5, toughness: 5))], tails: [SetCopiable((power: 3, toughness: 3))]))",
            "",
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
            _ if a.contains("FlipCoin") => r#"choices: ["Heads"]"#,
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
    assert_eq!(seen, (0..17).collect(), "an ability without a case");
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
        let with = with_static("Players(You)", &format!("Rule({r})"));
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
        TargetSpec::CreatureYouControl => 6,
        TargetSpec::NonlegendaryCreature => 7,
        TargetSpec::Artifact => 8,
        TargetSpec::NoncreatureArtifact => 9,
        TargetSpec::ArtifactCreature => 10,
        TargetSpec::NonlandPermanent => 11,
        TargetSpec::PermanentYouControl => 12,
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
        ("CreatureYouControl", "bears", "wurm"),
        ("NonlegendaryCreature", "bears", "angel"),
        ("Artifact", "lantern", "bears"),
        ("NoncreatureArtifact", "lantern", "bears"),
        ("ArtifactCreature", "golem", "lantern"),
        ("NonlandPermanent", "lantern", "forest"),
        ("PermanentYouControl", "lantern", "urborg"),
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
                       Enter(id: "golem", card: "Triskelion", controller: 1),
                       Cast(card: "Aim", controller: 0, targets: ["{t}"]),"#
                ),
            )
        };
        assert!(outcome(&cast(legal)).is_ok(), "{spec}: {legal}");
        assert!(outcome(&cast(illegal)).is_err(), "{spec}: {illegal}");
    }
    assert_eq!(seen.len(), 13);
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
        ActionSpec::PhaseOut { .. } => 13,
        ActionSpec::PhaseIn { .. } => 14,
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
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, face_down: true, face_down_as: Disguise)"#,
            true,
        ),
        (
            r#"Enter(id: "o", card: "Gray Ogre", controller: 1, face_down_as: Cloak)"#,
            false,
        ),
        (r#"PhaseOut(target: "bears")"#, true),
        (r#"PhaseIn(target: "bears")"#, false),
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
    // Phasing in after phasing out is read against the board where the bears stay phased out:
    // on the whole turn it restores what was there, as 702.26 means it to.
    let out = r#"PhaseOut(target: "bears"),"#;
    applied(
        "PhaseIn",
        &board(
            pump,
            PLAYERS,
            &format!("{BASE}{out} PhaseIn(target: \"bears\"),"),
        ),
        &board(pump, PLAYERS, &format!("{BASE}{out}")),
    );
    seen.insert(action_kind(&ActionSpec::PhaseIn {
        target: String::new(),
    }));
    // The end of the turn: the_end_of_turn_and_an_exception_that_removes_are_read.
    seen.insert(action_kind(&ActionSpec::EndTurn));
    assert_eq!(seen, (0..15).collect(), "an action without a case");
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
        twin(
            &format!("filter: (types: [Creature]), except: [{except}]"),
            "",
            "angel",
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
        type_line: _,
        text: _,
        type_line_fr: _,
        text_fr: _,
        oracle: _,
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
    // A card is found by its French name; a plural French name is said in the plural. A
    // feminine French name is read too (its words agree with it: "Lune sylvaine est engagée").
    for (name_fr, gender) in [
        ("Elfes sylvains", "name_fr_plural"),
        ("Lune sylvaine", "name_fr_feminine"),
    ] {
        let by_french = board(
            &format!(
                r#"(name: "C", name_fr: "{name_fr}", {gender}: true, types: [Creature], power: 1, toughness: 1)"#
            ),
            PLAYERS,
            &format!(r#"Enter(id: "c", card: "{name_fr}", controller: 0),"#),
        );
        assert!(outcome(&by_french).is_ok(), "{name_fr}");
    }
    // `oracle`, `type_line`, `text`, `type_line_fr`, `text_fr`: tests/it/oracle_text.rs and
    // tests/it/card_text.rs.
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
        twin(
            &format!("filter: (types: [Creature]), except: [{except}]"),
            r#" Enter(id: "goyf", card: "Tarmogoyf", controller: 1),"#,
            "goyf",
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
    let outside = with_static(r#"Objects(["bears"])"#, "SetCopiable((drop_pt_cdas: true))");
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
        r#"(id: "bears", tapped: true)"#,
        r#"(id: "bears", phased_out: true)"#,
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
