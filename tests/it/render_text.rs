//! Rules text rendered from ability data, exactly, in English and in French (words::abilities).

use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Activated, Affected, CardDef, Duration, EnchantWhat, Expr, Filter, Keyword, Mana,
    OneShot, Part, RuleChange, Static, TargetSpec, Trigger, Triggered, Who,
};
use layerlab::rules::types::{BasicLandType, CardType, Color, ColorSpec};
use layerlab::words::abilities::{
    SelfKind, ability_text, effects_text, keyword_name, oneshot_text,
};

use crate::common;
use common::abilities::*;

// ------------------------------------------------------------------------------------------
// Exact English

#[test]
fn keywords_in_english_and_french() {
    use BasicLandType::{Forest, Island, Plains};
    use EnchantWhat::{Creature, Player};
    use Keyword::*;
    let cases: &[(Keyword, &str, &str)] = &[
        (Flying, "Flying", "Vol"),
        (Haste, "Haste", "Célérité"),
        (Trample, "Trample", "Piétinement"),
        (Defender, "Defender", "Défenseur"),
        (Indestructible, "Indestructible", "Indestructible"),
        (Hexproof, "Hexproof", "Défense talismanique"),
        (Flash, "Flash", "Flash"),
        (SplitSecond, "Split second", "Fraction de seconde"),
        (Changeling, "Changeling", "Changelin"),
        (Landwalk(Island), "Islandwalk", "Traversée des îles"),
        (Landwalk(Forest), "Forestwalk", "Traversée des forêts"),
        (Landwalk(Plains), "Plainswalk", "Traversée des plaines"),
        (Morph("{2}{U}".into()), "Morph {2}{U}", "Mue {2}{U}"),
        (
            Suspend("X—{X}{3}{U}".into()),
            "Suspend X—{X}{3}{U}",
            "Suspension X—{X}{3}{U}",
        ),
        (
            Enchant(Creature),
            "Enchant creature",
            "Enchanter\u{a0}: créature",
        ),
        (Enchant(Player), "Enchant player", "Enchanter\u{a0}: joueur"),
    ];
    for (k, english, french) in cases {
        let ability = Ability::Keyword(k.clone());
        assert_eq!(en(&ability), *english, "{k:?}");
        assert_eq!(keyword_name(k, Lang::En), *english, "{k:?}");
        assert_eq!(fr(&ability), *french, "{k:?}");
    }
}

#[test]
fn english_mana_abilities() {
    assert_eq!(en(&Ability::Mana(Mana::Color(Color::Red))), "{T}: Add {R}.");
    assert_eq!(
        en(&Ability::Mana(Mana::Color(Color::Blue))),
        "{T}: Add {U}."
    );
    assert_eq!(en(&Ability::Mana(Mana::Colorless)), "{T}: Add {C}.");
    assert_eq!(
        en(&Ability::Mana(Mana::AnyColor)),
        "{T}: Add one mana of any color."
    );
}

#[test]
fn static_abilities_in_english_and_french() {
    let cases: Vec<(&str, Ability, &str, &str)> = vec![
        (
            "Blood Moon",
            blood_moon(),
            "Nonbasic lands are Mountains.",
            "Les terrains non-base sont des montagnes.",
        ),
        (
            "Urborg",
            urborg(),
            "Each land is a Swamp in addition to its other land types.",
            "Chaque terrain est un marais en plus de ses autres types de terrain.",
        ),
        (
            "Honor of the Pure",
            honor(ColorSpec::White),
            "White creatures you control get +1/+1.",
            "Les créatures blanches que vous contrôlez gagnent +1/+1.",
        ),
        (
            "Humility",
            humility(),
            "All creatures lose all abilities and have base power and toughness 1/1.",
            "Toutes les créatures perdent toutes leurs capacités et ont une force et une \
             endurance de base de 1/1.",
        ),
        (
            "Opalescence",
            opalescence(),
            "Each other non-Aura enchantment is a creature in addition to its other types and has \
             base power and base toughness each equal to its mana value.",
            "Chaque autre enchantement non-Aura est une créature en plus de ses autres types et a \
             une force et une endurance de base chacune égales à sa valeur de mana.",
        ),
        (
            "Crag Puca",
            crag_puca(),
            "{U/R}: Switch this creature's power and toughness until end of turn.",
            "{U/R}\u{a0}: Échangez la force et l'endurance de cette créature jusqu'à la fin du tour.",
        ),
        (
            "Lord of Atlantis",
            lord_of_atlantis(BasicLandType::Island),
            "Other Merfolk get +1/+1 and have islandwalk.",
            "Les autres ondins gagnent +1/+1 et ont la traversée des îles.",
        ),
        (
            "Torpor Dust",
            torpor_dust(),
            "Enchanted creature gets -3/-0.",
            "La créature enchantée gagne -3/-0.",
        ),
        (
            "Curse of Death's Hold",
            curse_of_deaths_hold(),
            "Creatures enchanted player controls get -1/-1.",
            "Les créatures que le joueur enchanté contrôle gagnent -1/-1.",
        ),
        (
            "Maro",
            maro(),
            "This creature's power and toughness are each equal to the number of cards in your hand.",
            "La force et l'endurance de cette créature sont chacune égales au nombre de cartes \
             dans votre main.",
        ),
        (
            "Leyline of Sanctity",
            leyline(),
            "You have hexproof.",
            "Vous avez la défense talismanique.",
        ),
        (
            "Reliquary Tower",
            reliquary_tower(),
            "You have no maximum hand size.",
            "Vous n'avez pas de taille maximale de main.",
        ),
        (
            "Mind Control",
            st(Affected::Attached, vec![Part::GainControl]),
            "You control enchanted creature.",
            "Vous contrôlez la créature enchantée.",
        ),
        (
            "Mirror Gallery",
            st(
                Affected::Game,
                vec![Part::Rule(RuleChange::LegendRuleDoesNotApply)],
            ),
            "The \"legend rule\" doesn't apply.",
            "La «\u{a0}règle des légendes\u{a0}» ne s'applique pas.",
        ),
    ];
    for (card, ability, english, french) in cases {
        assert_eq!(en(&ability), english, "{card}");
        assert_eq!(fr(&ability), french, "{card}");
    }
}

#[test]
fn english_more_abilities() {
    // Tarmogoyf: the toughness is "that number plus 1".
    let goyf = Ability::Static(Static {
        affects: Affected::This,
        parts: vec![Part::DefinePT(
            Expr::CardTypesInGraveyards,
            Expr::Sum(vec![Expr::CardTypesInGraveyards, Expr::N(1)]),
        )],
        condition: None,
        cda: true,
        lingers_until_end_of_turn: false,
    });
    assert_eq!(
        en(&goyf),
        "This creature's power is equal to the number of card types among cards in all \
         graveyards and its toughness is equal to that number plus 1."
    );
    // Chromatic Lantern: a granted ability is quoted; the quote ends the sentence.
    let lantern = all(
        Filter {
            types: vec![CardType::Land],
            controller: Who::You,
            ..Filter::default()
        },
        vec![Part::Grant(vec![Ability::Mana(Mana::AnyColor)])],
    );
    assert_eq!(
        en(&lantern),
        "Lands you control have \"{T}: Add one mana of any color.\""
    );
    // Kormus Bell: one noun for the type, color and P/T parts.
    let bell = all(
        Filter {
            subtypes: vec!["Swamp".into()],
            ..Filter::default()
        },
        vec![
            Part::AddTypes(vec![CardType::Creature]),
            Part::SetColors(vec![ColorSpec::Black]),
            Part::SetPT(Expr::N(1), Expr::N(1)),
        ],
    );
    assert_eq!(
        en(&bell),
        "Each Swamp is a 1/1 black creature in addition to its other types."
    );
    // Chimeric Staff: "an X/X".
    let staff = Ability::Activated(Activated {
        cost: "{X}".into(),
        effects: vec![effect(
            Affected::This,
            vec![
                Part::AddTypes(vec![CardType::Artifact, CardType::Creature]),
                Part::AddSubtypes(vec!["Construct".into()]),
                Part::SetPT(Expr::X, Expr::X),
            ],
            Duration::UntilEndOfTurn,
        )],
        targets: vec![],
    });
    assert_eq!(
        ability_text(&staff, Lang::En, &kind(SelfKind::Artifact)),
        "{X}: This artifact becomes an X/X Construct artifact creature in addition to its \
         other types until end of turn."
    );
    // Platinum Angel's two halves.
    assert_eq!(
        en(&st(
            Affected::Players(Who::Opponents),
            vec![Part::Rule(RuleChange::OpponentsCantWinGame)]
        )),
        "Your opponents can't win the game."
    );
    assert_eq!(
        en(&st(
            Affected::Players(Who::You),
            vec![
                Part::Rule(RuleChange::CantLoseGame),
                Part::Rule(RuleChange::OpponentsCantWinGame)
            ]
        )),
        "You can't lose the game and your opponents can't win the game."
    );
    // A triggered ability with words from the data.
    let dress_down = Ability::Triggered(Triggered {
        when: Trigger::Enters,
        effects: vec![OneShot::Text(text("Draw a card.", "Piochez une carte."))],
        targets: vec![],
    });
    assert_eq!(
        ability_text(&dress_down, Lang::En, &kind(SelfKind::Enchantment)),
        "When this enchantment enters, draw a card."
    );
    assert_eq!(
        ability_text(&dress_down, Lang::Fr, &kind(SelfKind::Enchantment)),
        "Quand cet enchantement arrive, piochez une carte."
    );
}

#[test]
fn english_spells() {
    let giant_growth = [effect(
        Affected::Target(0),
        vec![Part::ModifyPT(3, 3)],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&giant_growth, &[TargetSpec::Creature], Lang::En, &ctx()),
        "Target creature gets +3/+3 until end of turn."
    );
    // Without its targets, a one-shot names "the target".
    assert_eq!(
        oneshot_text(&giant_growth[0], Lang::En, &ctx()),
        "The target gets +3/+3 until end of turn."
    );
    let turn_to_frog = [effect(
        Affected::Target(0),
        vec![
            Part::LoseAllAbilities,
            Part::SetCreatureTypes(vec!["Frog".into()]),
            Part::SetColors(vec![ColorSpec::Blue]),
            Part::SetPT(Expr::N(1), Expr::N(1)),
        ],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&turn_to_frog, &[TargetSpec::Creature], Lang::En, &ctx()),
        "Target creature loses all abilities and becomes a 1/1 blue Frog until end of turn."
    );
    assert_eq!(
        effects_text(&turn_to_frog, &[TargetSpec::Creature], Lang::Fr, &ctx()),
        "La créature ciblée perd toutes ses capacités et devient une grenouille 1/1 bleue \
         jusqu'à la fin du tour."
    );
    let public_execution = [
        OneShot::Destroy(0),
        effect(
            Affected::All(Filter {
                types: vec![CardType::Creature],
                controller: Who::ControllerOfTarget(0),
                not_target: Some(0),
                ..Filter::default()
            }),
            vec![Part::ModifyPT(-2, 0)],
            Duration::UntilEndOfTurn,
        ),
    ];
    assert_eq!(
        effects_text(
            &public_execution,
            &[TargetSpec::CreatureOpponentControls],
            Lang::En,
            &ctx()
        ),
        "Destroy target creature an opponent controls. Other creatures that player controls \
         get -2/-0 until end of turn."
    );
    let raise_the_alarm = [OneShot::CreateTokens {
        count: 2,
        token: Box::new(CardDef {
            name: "Soldier".into(),
            colors: Some(vec![Color::White]),
            types: vec![CardType::Creature],
            subtypes: vec!["Soldier".into()],
            power: Some(1.into()),
            toughness: Some(1.into()),
            ..CardDef::default()
        }),
    }];
    assert_eq!(
        effects_text(&raise_the_alarm, &[], Lang::En, &ctx()),
        "Create two 1/1 white Soldier creature tokens."
    );
    assert_eq!(
        effects_text(&raise_the_alarm, &[], Lang::Fr, &ctx()),
        "Créez deux jetons de créature 1/1 blanche Soldat."
    );
}

// ------------------------------------------------------------------------------------------
// French

#[test]
fn french_mana_abilities() {
    assert_eq!(
        fr(&Ability::Mana(Mana::Color(Color::Red))),
        "{T}\u{a0}: Ajoutez {R}."
    );
    assert_eq!(
        fr(&Ability::Mana(Mana::AnyColor)),
        "{T}\u{a0}: Ajoutez un mana de la couleur de votre choix."
    );
}

#[test]
fn french_abilities() {
    // Agreement: a singular subject, a feminine adjective, an elided article.
    let wisps = [effect(
        Affected::Target(0),
        vec![Part::SetColors(vec![ColorSpec::Blue])],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&wisps, &[TargetSpec::Creature], Lang::Fr, &ctx()),
        "La créature ciblée devient bleue jusqu'à la fin du tour."
    );
    assert_eq!(
        effects_text(&wisps, &[TargetSpec::Permanent], Lang::Fr, &ctx()),
        "Le permanent ciblé devient bleu jusqu'à la fin du tour."
    );
    let animate = [effect(
        Affected::Target(0),
        vec![
            Part::AddTypes(vec![CardType::Creature]),
            Part::SetPT(Expr::N(3), Expr::N(3)),
        ],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&animate, &[TargetSpec::Land], Lang::Fr, &ctx()),
        "Le terrain ciblé devient une créature 3/3 en plus de ses autres types jusqu'à la fin du \
         tour."
    );
    let treason = [effect(
        Affected::Target(0),
        vec![
            Part::GainControl,
            Part::Grant(vec![Ability::Keyword(Keyword::Haste)]),
        ],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&treason, &[TargetSpec::Creature], Lang::Fr, &ctx()),
        "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour. Elle acquiert la \
         célérité jusqu'à la fin du tour."
    );
    assert_eq!(
        effects_text(&treason, &[TargetSpec::Creature], Lang::En, &ctx()),
        "Gain control of target creature until end of turn. It gains haste until end of turn."
    );
    let spoiling = [effect(
        Affected::All(Filter {
            types: vec![CardType::Creature],
            controller: Who::TargetPlayer(0),
            ..Filter::default()
        }),
        vec![Part::LoseAllAbilities, Part::SetPT(Expr::N(0), Expr::N(2))],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        effects_text(&spoiling, &[TargetSpec::Player], Lang::Fr, &ctx()),
        "Les créatures que le joueur ciblé contrôle perdent toutes leurs capacités et ont une \
         force et une endurance de base de 0/2 jusqu'à la fin du tour."
    );
    // "this artifact" / "cet artefact", "this land" / "ce terrain".
    let this_pumps = st(Affected::This, vec![Part::ModifyPT(1, 0)]);
    assert_eq!(
        ability_text(&this_pumps, Lang::Fr, &kind(SelfKind::Artifact)),
        "Cet artefact gagne +1/+0."
    );
    assert_eq!(
        ability_text(&this_pumps, Lang::Fr, &kind(SelfKind::Land)),
        "Ce terrain gagne +1/+0."
    );
}
