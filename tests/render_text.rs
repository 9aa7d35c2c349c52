//! Rules text rendered from ability data, in English and French (src/rules/render.rs).

use std::collections::BTreeSet;
use std::path::Path;

use layerlab::content::catalogue::{Catalogue, EMBEDDED, EMBEDDED_PATH};
use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Activated, Affected, AsEnters, CardDef, Condition, Copiable, CopySpec, Duration,
    EffectSpec, EnchantWhat, Expr, Filter, Keyword, Mana, Mode, OneShot, Part, RuleChange, Static,
    TargetSpec, Text, Trigger, Triggered, Who, Word, ZoneSel,
};
use layerlab::rules::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};
use layerlab::words::abilities::{
    RenderCtx, SelfKind, ability_text, affected_text, card_text, color_name, effects_text,
    filter_text, keyword_name, oneshot_text, part_text, subtype_name, supertype_name, type_line,
    type_name,
};

// ------------------------------------------------------------------------------------------
// Helpers

const NBSP: char = '\u{a0}';

fn ctx() -> RenderCtx<'static> {
    RenderCtx {
        self_kind: SelfKind::Creature,
        choices: &[],
    }
}

fn kind(k: SelfKind) -> RenderCtx<'static> {
    RenderCtx {
        self_kind: k,
        choices: &[],
    }
}

fn en(a: &Ability) -> String {
    ability_text(a, Lang::En, &ctx())
}

fn fr(a: &Ability) -> String {
    ability_text(a, Lang::Fr, &ctx())
}

fn filter(types: &[CardType]) -> Filter {
    Filter {
        types: types.to_vec(),
        ..Filter::default()
    }
}

fn st(affects: Affected, parts: Vec<Part>) -> Ability {
    Ability::Static(Static {
        affects,
        parts,
        condition: None,
        cda: false,
        lingers_until_end_of_turn: false,
    })
}

fn all(f: Filter, parts: Vec<Part>) -> Ability {
    st(Affected::All(f), parts)
}

fn text(en: &str, fr: &str) -> Text {
    Text {
        en: en.into(),
        fr: fr.into(),
    }
}

fn effect(affects: Affected, parts: Vec<Part>, duration: Duration) -> OneShot {
    OneShot::Effect(EffectSpec {
        affects,
        parts,
        duration,
    })
}

/// Nothing a Fluent error leaves behind, no stray blanks, no forbidden characters.
fn assert_clean(s: &str, what: &str) {
    assert!(!s.trim().is_empty(), "{what}: empty text");
    assert_eq!(s, s.trim(), "{what}: blanks around {s:?}");
    assert!(!s.contains("  "), "{what}: double space in {s:?}");
    assert!(!s.contains('$'), "{what}: Fluent variable left in {s:?}");
    for bad in ['\u{202f}', '\u{2068}', '\u{2069}'] {
        assert!(!s.contains(bad), "{what}: {bad:?} in {s:?}");
    }
    // Braces only around mana symbols ({2}, {U/R}, {T}, {X}).
    let mut rest = s;
    while let Some(i) = rest.find(['{', '}']) {
        assert!(rest[i..].starts_with('{'), "{what}: stray brace in {s:?}");
        let close = rest[i..]
            .find('}')
            .unwrap_or_else(|| panic!("{what}: unclosed brace in {s:?}"));
        let inner = &rest[i + 1..i + close];
        assert!(
            !inner.is_empty()
                && inner
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase() || c == '/'),
            "{what}: {{{inner}}} is not a mana symbol in {s:?}"
        );
        rest = &rest[i + close + 1..];
    }
    // No message id shown instead of a text.
    for prefix in ["ab-", "kw-", "color-", "type-", "supertype-", "subtype-"] {
        for (i, _) in s.match_indices(prefix) {
            let before = s[..i].chars().next_back();
            assert!(
                before.is_none_or(|c| !c.is_alphanumeric()),
                "{what}: message id in {s:?}"
            );
        }
    }
}

/// French typography: a no-break space before `:`, `;`, `!`, `?`.
fn assert_french_spaces(s: &str, what: &str) {
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if matches!(c, ':' | ';' | '!' | '?') {
            assert!(
                i > 0 && chars[i - 1] == NBSP,
                "{what}: no no-break space before {c:?} in {s:?}"
            );
        }
    }
}

// ------------------------------------------------------------------------------------------
// Exact English

#[test]
fn english_keywords() {
    let cases: &[(Keyword, &str)] = &[
        (Keyword::Flying, "Flying"),
        (Keyword::Haste, "Haste"),
        (Keyword::Trample, "Trample"),
        (Keyword::Defender, "Defender"),
        (Keyword::Indestructible, "Indestructible"),
        (Keyword::Hexproof, "Hexproof"),
        (Keyword::Flash, "Flash"),
        (Keyword::SplitSecond, "Split second"),
        (Keyword::Changeling, "Changeling"),
        (Keyword::Landwalk(BasicLandType::Island), "Islandwalk"),
        (Keyword::Landwalk(BasicLandType::Forest), "Forestwalk"),
        (Keyword::Landwalk(BasicLandType::Plains), "Plainswalk"),
        (Keyword::Morph("{2}{U}".into()), "Morph {2}{U}"),
        (
            Keyword::Suspend("X—{X}{3}{U}".into()),
            "Suspend X—{X}{3}{U}",
        ),
        (Keyword::Enchant(EnchantWhat::Creature), "Enchant creature"),
        (Keyword::Enchant(EnchantWhat::Player), "Enchant player"),
    ];
    for (k, want) in cases {
        assert_eq!(en(&Ability::Keyword(k.clone())), *want);
        assert_eq!(keyword_name(k, Lang::En), *want);
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

fn blood_moon() -> Ability {
    all(
        Filter {
            types: vec![CardType::Land],
            not_supertypes: vec![Supertype::Basic],
            ..Filter::default()
        },
        vec![Part::SetLandType(BasicLandType::Mountain)],
    )
}

fn urborg() -> Ability {
    all(
        filter(&[CardType::Land]),
        vec![Part::AddLandType(BasicLandType::Swamp)],
    )
}

fn honor(color: ColorSpec) -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            colors: vec![color],
            controller: Who::You,
            ..Filter::default()
        },
        vec![Part::ModifyPT(1, 1)],
    )
}

fn humility() -> Ability {
    all(
        filter(&[CardType::Creature]),
        vec![Part::LoseAllAbilities, Part::SetPT(Expr::N(1), Expr::N(1))],
    )
}

fn opalescence() -> Ability {
    all(
        Filter {
            types: vec![CardType::Enchantment],
            not_subtypes: vec!["Aura".into()],
            other: true,
            ..Filter::default()
        },
        vec![
            Part::AddTypes(vec![CardType::Creature]),
            Part::SetPT(Expr::ManaValue, Expr::ManaValue),
        ],
    )
}

fn crag_puca() -> Ability {
    Ability::Activated(Activated {
        cost: "{U/R}".into(),
        effects: vec![effect(
            Affected::This,
            vec![Part::SwitchPT],
            Duration::UntilEndOfTurn,
        )],
        targets: vec![],
    })
}

fn lord_of_atlantis(land: BasicLandType) -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            subtypes: vec!["Merfolk".into()],
            other: true,
            ..Filter::default()
        },
        // Layer order in the data; the text says the P/T first, as Oracle does.
        vec![
            Part::Grant(vec![Ability::Keyword(Keyword::Landwalk(land))]),
            Part::ModifyPT(1, 1),
        ],
    )
}

fn torpor_dust() -> Ability {
    st(Affected::Attached, vec![Part::ModifyPT(-3, 0)])
}

fn curse_of_deaths_hold() -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            controller: Who::EnchantedPlayer,
            ..Filter::default()
        },
        vec![Part::ModifyPT(-1, -1)],
    )
}

fn maro() -> Ability {
    Ability::Static(Static {
        affects: Affected::This,
        parts: vec![Part::DefinePT(Expr::HandSize, Expr::HandSize)],
        condition: None,
        cda: true,
        lingers_until_end_of_turn: false,
    })
}

fn leyline() -> Ability {
    st(
        Affected::Players(Who::You),
        vec![Part::PlayerKeyword(Keyword::Hexproof)],
    )
}

fn reliquary_tower() -> Ability {
    st(
        Affected::Players(Who::You),
        vec![Part::Rule(RuleChange::NoMaximumHandSize)],
    )
}

#[test]
fn english_static_abilities() {
    let cases: Vec<(Ability, &str)> = vec![
        (blood_moon(), "Nonbasic lands are Mountains."),
        (
            urborg(),
            "Each land is a Swamp in addition to its other land types.",
        ),
        (
            honor(ColorSpec::White),
            "White creatures you control get +1/+1.",
        ),
        (
            humility(),
            "All creatures lose all abilities and have base power and toughness 1/1.",
        ),
        (
            opalescence(),
            "Each other non-Aura enchantment is a creature in addition to its other types and has \
             base power and toughness each equal to its mana value.",
        ),
        (
            crag_puca(),
            "{U/R}: Switch this creature's power and toughness until end of turn.",
        ),
        (
            lord_of_atlantis(BasicLandType::Island),
            "Other Merfolk get +1/+1 and have islandwalk.",
        ),
        (torpor_dust(), "Enchanted creature gets -3/-0."),
        (
            curse_of_deaths_hold(),
            "Creatures enchanted player controls get -1/-1.",
        ),
        (
            maro(),
            "This creature's power and toughness are each equal to the number of cards in your hand.",
        ),
        (leyline(), "You have hexproof."),
        (reliquary_tower(), "You have no maximum hand size."),
    ];
    for (ability, want) in cases {
        assert_eq!(en(&ability), want);
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
    // Platinum Angel's two halves, and Mirror Gallery.
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
    assert_eq!(
        en(&st(
            Affected::Game,
            vec![Part::Rule(RuleChange::LegendRuleDoesNotApply)]
        )),
        "The \"legend rule\" doesn't apply."
    );
    // Mind Control.
    assert_eq!(
        en(&st(Affected::Attached, vec![Part::GainControl])),
        "You control enchanted creature."
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
            power: Some(1),
            toughness: Some(1),
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
fn french_keywords_and_mana() {
    let cases: &[(Keyword, &str)] = &[
        (Keyword::Flying, "Vol"),
        (Keyword::Haste, "Célérité"),
        (Keyword::Trample, "Piétinement"),
        (Keyword::Defender, "Défenseur"),
        (Keyword::Indestructible, "Indestructible"),
        (Keyword::Hexproof, "Défense talismanique"),
        (Keyword::Flash, "Flash"),
        (Keyword::SplitSecond, "Fraction de seconde"),
        (Keyword::Changeling, "Changelin"),
        (
            Keyword::Landwalk(BasicLandType::Island),
            "Traversée des îles",
        ),
        (
            Keyword::Landwalk(BasicLandType::Forest),
            "Traversée des forêts",
        ),
        (Keyword::Morph("{2}{U}".into()), "Mue {2}{U}"),
        (
            Keyword::Suspend("X—{X}{3}{U}".into()),
            "Suspension X—{X}{3}{U}",
        ),
        (
            Keyword::Enchant(EnchantWhat::Creature),
            "Enchanter\u{a0}: créature",
        ),
    ];
    for (k, want) in cases {
        assert_eq!(fr(&Ability::Keyword(k.clone())), *want);
    }
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
    let cases: Vec<(Ability, &str)> = vec![
        (blood_moon(), "Les terrains non-base sont des montagnes."),
        (
            urborg(),
            "Chaque terrain est un marais en plus de ses autres types de terrain.",
        ),
        (
            honor(ColorSpec::White),
            "Les créatures blanches que vous contrôlez gagnent +1/+1.",
        ),
        (
            humility(),
            "Toutes les créatures perdent toutes leurs capacités et ont une force et une \
             endurance de base de 1/1.",
        ),
        (
            opalescence(),
            "Chaque autre enchantement non-Aura est une créature en plus de ses autres types et a \
             une force et une endurance de base chacune égales à sa valeur de mana.",
        ),
        (
            crag_puca(),
            "{U/R}\u{a0}: Échangez la force et l'endurance de cette créature jusqu'à la fin du tour.",
        ),
        (
            lord_of_atlantis(BasicLandType::Island),
            "Les autres ondins gagnent +1/+1 et ont la traversée des îles.",
        ),
        (torpor_dust(), "La créature enchantée gagne -3/-0."),
        (
            curse_of_deaths_hold(),
            "Les créatures que le joueur enchanté contrôle gagnent -1/-1.",
        ),
        (
            maro(),
            "La force et l'endurance de cette créature sont chacune égales au nombre de cartes \
             dans votre main.",
        ),
        (leyline(), "Vous avez la défense talismanique."),
        (
            reliquary_tower(),
            "Vous n'avez pas de taille maximale de main.",
        ),
        (
            st(Affected::Attached, vec![Part::GainControl]),
            "Vous contrôlez la créature enchantée.",
        ),
        (
            st(
                Affected::Game,
                vec![Part::Rule(RuleChange::LegendRuleDoesNotApply)],
            ),
            "La «\u{a0}règle des légendes\u{a0}» ne s'applique pas.",
        ),
    ];
    for (ability, want) in cases {
        assert_eq!(fr(&ability), want);
    }
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
    let frog = [effect(
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
        effects_text(&frog, &[TargetSpec::Creature], Lang::Fr, &ctx()),
        "La créature ciblée perd toutes ses capacités et devient une grenouille 1/1 bleue \
         jusqu'à la fin du tour."
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

// ------------------------------------------------------------------------------------------
// Names and type lines

#[test]
fn names_and_type_lines() {
    assert_eq!(color_name(Color::White, Lang::En), "White");
    assert_eq!(color_name(Color::White, Lang::Fr), "blanc");
    assert_eq!(type_name(CardType::Creature, Lang::En), "Creature");
    assert_eq!(type_name(CardType::Creature, Lang::Fr), "créature");
    assert_eq!(supertype_name(Supertype::Legendary, Lang::En), "Legendary");
    assert_eq!(supertype_name(Supertype::Legendary, Lang::Fr), "légendaire");
    assert_eq!(subtype_name("Mountain", Lang::Fr), "montagne");
    assert_eq!(subtype_name("Merfolk", Lang::Fr), "ondin");
    assert_eq!(subtype_name("Bear", Lang::Fr), "ours");
    assert_eq!(subtype_name("Merfolk", Lang::En), "Merfolk");
    assert_eq!(subtype_name("Kithkin", Lang::Fr), "Kithkin");
    assert_eq!(subtype_name("Kithkin", Lang::En), "Kithkin");

    /// Supertypes, types, subtypes, English line, French line.
    type Case = (
        Vec<Supertype>,
        Vec<CardType>,
        Vec<String>,
        &'static str,
        &'static str,
    );
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let cases: Vec<Case> = vec![
        (
            vec![Supertype::Legendary],
            vec![CardType::Land],
            s(&["Mountain"]),
            "Legendary Land — Mountain",
            "Terrain légendaire\u{a0}: montagne",
        ),
        (
            vec![Supertype::Legendary],
            vec![CardType::Land],
            vec![],
            "Legendary Land",
            "Terrain légendaire",
        ),
        (
            vec![],
            vec![CardType::Creature, CardType::Artifact],
            s(&["Phyrexian", "Shapeshifter"]),
            "Artifact Creature — Phyrexian Shapeshifter",
            "Créature-artefact\u{a0}: phyrexian et changeforme",
        ),
        (
            vec![],
            vec![CardType::Enchantment, CardType::Creature],
            s(&["Nymph", "Dryad"]),
            "Enchantment Creature — Nymph Dryad",
            "Créature-enchantement\u{a0}: nymphe et dryade",
        ),
        (
            vec![Supertype::Basic],
            vec![CardType::Land],
            s(&["Island"]),
            "Basic Land — Island",
            "Terrain de base\u{a0}: île",
        ),
        (
            vec![Supertype::Legendary],
            vec![CardType::Creature],
            s(&["Zombie", "Elemental"]),
            "Legendary Creature — Zombie Elemental",
            "Créature légendaire\u{a0}: zombie et élémental",
        ),
        (
            vec![],
            vec![CardType::Artifact, CardType::Land],
            vec![],
            "Artifact Land",
            "Terrain-artefact",
        ),
        (
            vec![],
            vec![CardType::Kindred, CardType::Enchantment],
            s(&["Treefolk", "Aura"]),
            "Kindred Enchantment — Treefolk Aura",
            "Enchantement de parenté\u{a0}: sylvin et aura",
        ),
        (
            vec![],
            vec![CardType::Enchantment],
            s(&["Aura", "Curse"]),
            "Enchantment — Aura Curse",
            "Enchantement\u{a0}: aura et malédiction",
        ),
    ];
    for (supers, types, subs, want_en, want_fr) in cases {
        assert_eq!(type_line(&supers, &types, &subs, Lang::En), want_en);
        assert_eq!(type_line(&supers, &types, &subs, Lang::Fr), want_fr);
    }
}

// ------------------------------------------------------------------------------------------
// Choices and text changes

#[test]
fn chosen_values() {
    let xenograft = all(
        Filter {
            types: vec![CardType::Creature],
            controller: Who::You,
            ..Filter::default()
        },
        vec![Part::AddSubtypes(vec!["$chosen".into()])],
    );
    assert_eq!(
        en(&xenograft),
        "Each creature you control is the chosen type in addition to its other types."
    );
    assert_eq!(
        fr(&xenograft),
        "Chaque créature que vous contrôlez est du type choisi en plus de ses autres types."
    );
    let elf = ["Elf".to_string()];
    let with_elf = RenderCtx {
        self_kind: SelfKind::Enchantment,
        choices: &elf,
    };
    assert_eq!(
        ability_text(&xenograft, Lang::En, &with_elf),
        "Each creature you control is an Elf in addition to its other types."
    );
    assert_eq!(
        ability_text(&xenograft, Lang::Fr, &with_elf),
        "Chaque créature que vous contrôlez est un elfe en plus de ses autres types."
    );
    let conspiracy = all(
        Filter {
            types: vec![CardType::Creature],
            controller: Who::You,
            ..Filter::default()
        },
        vec![Part::SetCreatureTypes(vec!["$chosen".into()])],
    );
    assert_eq!(
        en(&conspiracy),
        "Creatures you control are the chosen type."
    );
    assert_eq!(
        ability_text(&conspiracy, Lang::En, &with_elf),
        "Creatures you control are Elves."
    );
    assert_eq!(
        ability_text(&conspiracy, Lang::Fr, &with_elf),
        "Les créatures que vous contrôlez sont des elfes."
    );

    let painter = all(
        Filter {
            zone: ZoneSel::Any,
            ..Filter::default()
        },
        vec![Part::AddColors(vec![ColorSpec::ChosenColor])],
    );
    assert_eq!(
        en(&painter),
        "All cards, spells, and permanents are the chosen color in addition to their other colors."
    );
    assert_eq!(
        fr(&painter),
        "Toutes les cartes, sorts et permanents sont de la couleur choisie en plus de leurs \
         autres couleurs."
    );
    let blue = ["Blue".to_string()];
    let with_blue = RenderCtx {
        self_kind: SelfKind::Creature,
        choices: &blue,
    };
    assert_eq!(
        ability_text(&painter, Lang::En, &with_blue),
        "All cards, spells, and permanents are blue in addition to their other colors."
    );
    assert_eq!(
        ability_text(&painter, Lang::Fr, &with_blue),
        "Toutes les cartes, sorts et permanents sont bleues en plus de leurs autres couleurs."
    );
    // A chosen color in a filter.
    let chosen_anthem = honor(ColorSpec::ChosenColor);
    assert_eq!(
        en(&chosen_anthem),
        "Creatures of the chosen color you control get +1/+1."
    );
    assert_eq!(
        ability_text(&chosen_anthem, Lang::Fr, &with_blue),
        "Les créatures bleues que vous contrôlez gagnent +1/+1."
    );
}

#[test]
fn rewritten_words_show() {
    // What a text-changing effect rewrites is data, so the text follows it.
    assert_eq!(
        en(&honor(ColorSpec::Black)),
        "Black creatures you control get +1/+1."
    );
    assert_eq!(
        fr(&honor(ColorSpec::Black)),
        "Les créatures noires que vous contrôlez gagnent +1/+1."
    );
    assert_eq!(
        en(&lord_of_atlantis(BasicLandType::Forest)),
        "Other Merfolk get +1/+1 and have forestwalk."
    );
    assert_eq!(
        fr(&lord_of_atlantis(BasicLandType::Forest)),
        "Les autres ondins gagnent +1/+1 et ont la traversée des forêts."
    );
    let island_moon = all(
        Filter {
            types: vec![CardType::Land],
            not_supertypes: vec![Supertype::Basic],
            ..Filter::default()
        },
        vec![Part::SetLandType(BasicLandType::Island)],
    );
    assert_eq!(en(&island_moon), "Nonbasic lands are Islands.");
    assert_eq!(fr(&island_moon), "Les terrains non-base sont des îles.");
    assert_eq!(
        en(&all(
            filter(&[CardType::Land]),
            vec![Part::AddLandType(BasicLandType::Island)]
        )),
        "Each land is an Island in addition to its other land types."
    );
    assert_eq!(
        en(&Ability::Mana(Mana::Color(Color::Green))),
        "{T}: Add {G}."
    );
    let bend = [effect(
        Affected::Target(0),
        vec![Part::ChangeWord {
            from: Some(Word::Color(Color::White)),
            to: Some(Word::Color(Color::Black)),
        }],
        Duration::Indefinitely,
    )];
    assert_eq!(
        effects_text(&bend, &[TargetSpec::Permanent], Lang::En, &ctx()),
        "Change the text of target permanent by replacing all instances of \"white\" with \
         \"black\"."
    );
    assert_eq!(
        effects_text(&bend, &[TargetSpec::Permanent], Lang::Fr, &ctx()),
        "Modifiez le texte du permanent ciblé en remplaçant toutes les occurrences de \
         «\u{a0}blanc\u{a0}» par «\u{a0}noir\u{a0}»."
    );
}

#[test]
fn part_phrases() {
    let c = ctx();
    assert_eq!(part_text(&Part::ModifyPT(1, 1), Lang::En, &c), "+1/+1");
    assert_eq!(part_text(&Part::ModifyPT(-3, 0), Lang::En, &c), "-3/-0");
    assert_eq!(
        part_text(&Part::SetLandType(BasicLandType::Mountain), Lang::En, &c),
        "becomes a Mountain"
    );
    assert_eq!(
        part_text(&Part::SetLandType(BasicLandType::Mountain), Lang::Fr, &c),
        "devient une montagne"
    );
    assert_eq!(
        part_text(&Part::LoseAllAbilities, Lang::En, &c),
        "loses all abilities"
    );
    assert_eq!(
        part_text(&Part::SetPT(Expr::N(1), Expr::N(1)), Lang::En, &c),
        "base P/T 1/1"
    );
    assert_eq!(
        part_text(&Part::SetPT(Expr::N(1), Expr::N(1)), Lang::Fr, &c),
        "F/E de base 1/1"
    );
    let white_yours = Affected::All(Filter {
        types: vec![CardType::Creature],
        colors: vec![ColorSpec::White],
        controller: Who::You,
        ..Filter::default()
    });
    assert_eq!(
        affected_text(&white_yours, Lang::En, &c),
        "white creatures you control"
    );
    assert_eq!(
        affected_text(&white_yours, Lang::Fr, &c),
        "les créatures blanches que vous contrôlez"
    );
    let nonbasic = Filter {
        types: vec![CardType::Land],
        not_supertypes: vec![Supertype::Basic],
        ..Filter::default()
    };
    assert_eq!(filter_text(&nonbasic, Lang::En, &c), "nonbasic lands");
    assert_eq!(
        affected_text(&Affected::Attached, Lang::En, &c),
        "enchanted creature"
    );
    assert_eq!(
        affected_text(&Affected::Attached, Lang::Fr, &c),
        "la créature enchantée"
    );
}

// ------------------------------------------------------------------------------------------
// Every variant, both languages

fn every_filter() -> Vec<Filter> {
    let whos = [
        Who::Any,
        Who::You,
        Who::Opponents,
        Who::EnchantedPlayer,
        Who::TargetPlayer(0),
        Who::ControllerOfTarget(0),
        Who::Player(1),
    ];
    let zones = [
        ZoneSel::Battlefield,
        ZoneSel::NotBattlefield,
        ZoneSel::Any,
        ZoneSel::YourGraveyard,
    ];
    let mut out = vec![Filter::default()];
    for who in whos {
        for zone in zones {
            out.push(Filter {
                types: vec![CardType::Creature],
                controller: who.clone(),
                zone,
                ..Filter::default()
            });
        }
    }
    for zone in zones {
        out.push(Filter {
            zone,
            ..Filter::default()
        });
        out.push(Filter {
            types: vec![CardType::Artifact, CardType::Creature],
            not_types: vec![CardType::Land, CardType::Planeswalker],
            any_types: vec![CardType::Enchantment, CardType::Kindred],
            subtypes: vec!["Elf".into(), "$chosen".into(), "Unheard-of".into()],
            not_subtypes: vec!["Aura".into(), "$chosen".into()],
            supertypes: vec![Supertype::Legendary, Supertype::Snow],
            not_supertypes: vec![Supertype::Basic, Supertype::World],
            colors: vec![ColorSpec::White, ColorSpec::Red, ColorSpec::ChosenColor],
            controller: Who::You,
            other: true,
            not_target: Some(1),
            nontoken: true,
            zone,
        });
    }
    out.push(Filter {
        any_types: vec![CardType::Artifact, CardType::Creature],
        ..Filter::default()
    });
    out.push(Filter {
        subtypes: vec!["Forest".into(), "Saproling".into()],
        ..Filter::default()
    });
    for t in CardType::ALL {
        out.push(filter(&[t]));
    }
    out
}

fn every_keyword() -> Vec<Keyword> {
    let mut out = vec![
        Keyword::Flying,
        Keyword::Haste,
        Keyword::Trample,
        Keyword::Defender,
        Keyword::Indestructible,
        Keyword::Hexproof,
        Keyword::Flash,
        Keyword::SplitSecond,
        Keyword::Changeling,
        Keyword::Morph("{2}{U}".into()),
        Keyword::Suspend("4—{1}{U}".into()),
    ];
    out.extend(BasicLandType::ALL.map(Keyword::Landwalk));
    out.extend(
        [
            EnchantWhat::Creature,
            EnchantWhat::Player,
            EnchantWhat::Artifact,
            EnchantWhat::Land,
            EnchantWhat::Permanent,
        ]
        .map(Keyword::Enchant),
    );
    out
}

fn every_expr() -> Vec<Expr> {
    vec![
        Expr::N(0),
        Expr::N(-2),
        Expr::ManaValue,
        Expr::X,
        Expr::HandSize,
        Expr::CardTypesInGraveyards,
        Expr::FaceDownCreatures,
        Expr::ExiledPower,
        Expr::ExiledToughness,
        Expr::Sum(vec![]),
        Expr::Sum(vec![Expr::HandSize, Expr::N(1), Expr::X]),
        Expr::Times(2, Box::new(Expr::HandSize)),
        Expr::Times(5, Box::new(Expr::Sum(vec![Expr::ManaValue, Expr::N(2)]))),
    ]
}

fn every_part() -> Vec<Part> {
    let mut out = vec![
        Part::SetCopiable(Copiable::default()),
        Part::SetCopiable(Copiable {
            power: Some(2),
            toughness: Some(2),
            add_abilities: vec![Ability::Keyword(Keyword::Flying)],
            ..Copiable::default()
        }),
        Part::SetCopiable(Copiable {
            power: Some(8),
            toughness: Some(8),
            add_types: vec![CardType::Artifact, CardType::Creature],
            add_subtypes: vec!["Wall".into(), "$chosen".into()],
            add_abilities: vec![
                Ability::Keyword(Keyword::Defender),
                Ability::Mana(Mana::Colorless),
            ],
            drop_pt_cdas: true,
        }),
        Part::SetCopiable(Copiable {
            power: Some(3),
            ..Copiable::default()
        }),
        Part::SetCopiable(Copiable {
            toughness: Some(3),
            ..Copiable::default()
        }),
        Part::KeepPrintedAbility(0),
        Part::KeepPrintedAbility(11),
        Part::GainControl,
        Part::ChangeWord {
            from: None,
            to: None,
        },
        Part::ChangeWord {
            from: Some(Word::LandType(BasicLandType::Island)),
            to: None,
        },
        Part::ChangeWord {
            from: None,
            to: Some(Word::Color(Color::Green)),
        },
        Part::TextOfTopCard,
        Part::AddTypes(vec![]),
        Part::AddTypes(CardType::ALL.to_vec()),
        Part::AddSubtypes(vec!["$chosen".into(), "Goblin".into()]),
        Part::SetCreatureTypes(vec![]),
        Part::SetCreatureTypes(vec!["Frog".into(), "Mystery".into()]),
        Part::AddAllLandTypes,
        Part::AllCreatureTypes,
        Part::SetColors(vec![]),
        Part::SetColors(vec![ColorSpec::ChosenColor, ColorSpec::Green]),
        Part::AddColors(vec![]),
        Part::AddColors(vec![ColorSpec::White, ColorSpec::Blue]),
        Part::Grant(vec![]),
        Part::Grant(vec![
            Ability::Keyword(Keyword::Trample),
            Ability::Mana(Mana::Color(Color::Red)),
            // A granted static ability that itself grants one.
            st(
                Affected::All(filter(&[CardType::Creature])),
                vec![Part::Grant(vec![st(
                    Affected::This,
                    vec![Part::ModifyPT(1, 1)],
                )])],
            ),
        ]),
        Part::LoseAllAbilities,
        Part::Lose(vec![]),
        Part::Lose(vec![
            Keyword::Flying,
            Keyword::Landwalk(BasicLandType::Swamp),
        ]),
        Part::CantHave(vec![]),
        Part::CantHave(vec![Keyword::Hexproof]),
        Part::SetToughness(Expr::N(13)),
        Part::SetToughness(Expr::HandSize),
        Part::ModifyPT(0, 0),
        Part::ModifyPT(2, -1),
        Part::SwitchPT,
        Part::PlayerKeyword(Keyword::Hexproof),
        Part::Rule(RuleChange::NoMaximumHandSize),
        Part::Rule(RuleChange::AdditionalLands(1)),
        Part::Rule(RuleChange::AdditionalLands(2)),
        Part::Rule(RuleChange::AdditionalLands(40)),
        Part::Rule(RuleChange::LegendRuleDoesNotApply),
        Part::Rule(RuleChange::CantLoseGame),
        Part::Rule(RuleChange::OpponentsCantWinGame),
        Part::Rule(RuleChange::SpendManaAsAnyColor),
    ];
    out.extend(BasicLandType::ALL.map(Part::SetLandType));
    out.extend(BasicLandType::ALL.map(Part::AddLandType));
    for e in every_expr() {
        out.push(Part::DefinePT(e.clone(), e.clone()));
        out.push(Part::DefinePT(Expr::N(1), e.clone()));
        out.push(Part::SetPT(e.clone(), e.clone()));
        out.push(Part::SetPT(e.clone(), Expr::N(4)));
    }
    out
}

fn every_affected() -> Vec<Affected> {
    let mut out = vec![
        Affected::This,
        Affected::Attached,
        Affected::Target(0),
        Affected::Target(3),
        Affected::Objects(vec![]),
        Affected::Objects(vec!["bears".into()]),
        Affected::Objects(vec!["bears".into(), "ogre".into(), "lion".into()]),
        Affected::Game,
    ];
    for who in [
        Who::Any,
        Who::You,
        Who::Opponents,
        Who::EnchantedPlayer,
        Who::TargetPlayer(0),
        Who::ControllerOfTarget(0),
        Who::Player(0),
    ] {
        out.push(Affected::Players(who));
    }
    out.extend(every_filter().into_iter().map(Affected::All));
    out
}

fn every_condition() -> Vec<Condition> {
    vec![
        Condition::YouControlAtLeast(1, filter(&[CardType::Artifact])),
        Condition::YouControlAtLeast(
            5,
            Filter {
                types: vec![CardType::Enchantment],
                controller: Who::You,
                ..Filter::default()
            },
        ),
        Condition::TopOfYourGraveyard(Filter {
            types: vec![CardType::Creature],
            zone: ZoneSel::YourGraveyard,
            ..Filter::default()
        }),
        Condition::TopOfYourGraveyard(Filter::default()),
        Condition::OnBattlefield("lord".into()),
        Condition::YouControl("lord".into()),
    ]
}

fn every_duration() -> Vec<Duration> {
    let mut out = vec![
        Duration::Indefinitely,
        Duration::UntilEndOfTurn,
        Duration::WhileSourceOnBattlefield,
    ];
    out.extend(every_condition().into_iter().map(Duration::ForAsLongAs));
    out
}

fn every_target_list() -> Vec<Vec<TargetSpec>> {
    vec![
        vec![],
        vec![TargetSpec::Creature],
        vec![TargetSpec::CreatureOpponentControls],
        vec![TargetSpec::Permanent],
        vec![TargetSpec::Land],
        vec![TargetSpec::Player],
        vec![TargetSpec::DeadCreature],
        vec![TargetSpec::Player, TargetSpec::Creature],
    ]
}

fn every_oneshot() -> Vec<OneShot> {
    let mut out = vec![
        OneShot::BecomeCopy(CopySpec {
            filter: filter(&[CardType::Creature]),
            except: vec![Part::KeepPrintedAbility(0)],
        }),
        OneShot::BecomeCopy(CopySpec {
            filter: Filter::default(),
            except: vec![],
        }),
        OneShot::CreateTokens {
            count: 1,
            token: Box::new(CardDef {
                types: vec![CardType::Artifact, CardType::Creature],
                subtypes: vec!["Construct".into()],
                power: Some(8),
                toughness: Some(8),
                abilities: vec![
                    Ability::Keyword(Keyword::Flying),
                    Ability::Mana(Mana::AnyColor),
                ],
                ..CardDef::default()
            }),
        },
        OneShot::CreateTokens {
            count: 0,
            token: Box::new(CardDef::default()),
        },
        OneShot::CreateTokens {
            count: 12,
            token: Box::new(CardDef {
                mana_cost: Some("{G}{W}".into()),
                types: vec![CardType::Enchantment],
                ..CardDef::default()
            }),
        },
        OneShot::Destroy(0),
        OneShot::Destroy(7),
        OneShot::ExchangeLifeWithToughness,
        OneShot::Text(text("Draw a card.", "Piochez une carte.")),
        OneShot::Text(text("Scry 1.", "")),
        effect(Affected::This, vec![], Duration::Indefinitely),
    ];
    for d in every_duration() {
        out.push(effect(
            Affected::Target(0),
            vec![Part::ModifyPT(3, 3), Part::GainControl],
            d,
        ));
    }
    for aff in every_affected() {
        out.push(effect(
            aff,
            vec![
                Part::SwitchPT,
                Part::AddTypes(vec![CardType::Creature]),
                Part::SetPT(Expr::N(3), Expr::N(3)),
            ],
            Duration::UntilEndOfTurn,
        ));
    }
    out
}

fn every_ability() -> Vec<Ability> {
    let mut out: Vec<Ability> = every_keyword().into_iter().map(Ability::Keyword).collect();
    out.extend(Color::ALL.map(|c| Ability::Mana(Mana::Color(c))));
    out.push(Ability::Mana(Mana::Colorless));
    out.push(Ability::Mana(Mana::AnyColor));
    // Each part alone on each kind of subject, and all parts at once.
    for aff in every_affected() {
        for p in every_part() {
            out.push(st(aff.clone(), vec![p]));
        }
        out.push(st(aff.clone(), vec![]));
        out.push(st(aff, every_part()));
    }
    for cond in every_condition() {
        out.push(Ability::Static(Static {
            affects: Affected::All(filter(&[CardType::Creature])),
            parts: vec![Part::ModifyPT(1, 1), Part::DefinePT(Expr::X, Expr::X)],
            condition: Some(cond),
            cda: true,
            lingers_until_end_of_turn: true,
        }));
    }
    for targets in every_target_list() {
        out.push(Ability::Activated(Activated {
            cost: "{1}{W}, {T}".into(),
            effects: every_oneshot(),
            targets: targets.clone(),
        }));
        out.push(Ability::Activated(Activated {
            cost: String::new(),
            effects: vec![],
            targets: targets.clone(),
        }));
        for when in [
            Trigger::CreatureDies,
            Trigger::Enters,
            Trigger::YourUpkeep,
            Trigger::EndStep,
            Trigger::CombatDamageToPlayer,
            Trigger::Other(text("Whenever you cast a spell,", "")),
        ] {
            out.push(Ability::Triggered(Triggered {
                when: when.clone(),
                effects: every_oneshot(),
                targets: targets.clone(),
            }));
            out.push(Ability::Triggered(Triggered {
                when,
                effects: vec![],
                targets: targets.clone(),
            }));
        }
    }
    let modes = vec![
        Mode {
            key: "a".into(),
            parts: vec![],
        },
        Mode {
            key: "b".into(),
            parts: every_part(),
        },
        Mode {
            key: "c".into(),
            parts: vec![Part::SetCopiable(Copiable {
                power: Some(1),
                toughness: Some(6),
                add_subtypes: vec!["Wall".into()],
                add_abilities: vec![Ability::Keyword(Keyword::Defender)],
                ..Copiable::default()
            })],
        },
    ];
    for ae in [
        AsEnters::ChooseColor,
        AsEnters::ChooseCreatureType,
        AsEnters::ChooseMode(vec![]),
        AsEnters::ChooseMode(modes[..1].to_vec()),
        AsEnters::ChooseMode(modes[..2].to_vec()),
        AsEnters::ChooseMode(modes),
        AsEnters::CopyOf(CopySpec {
            filter: Filter {
                any_types: vec![CardType::Artifact, CardType::Creature],
                ..Filter::default()
            },
            except: vec![Part::SetCopiable(Copiable {
                add_types: vec![CardType::Artifact],
                ..Copiable::default()
            })],
        }),
        AsEnters::CopyOf(CopySpec {
            filter: Filter::default(),
            except: every_part(),
        }),
    ] {
        out.push(Ability::AsEnters(ae));
    }
    for f in every_filter() {
        out.push(Ability::AsEnters(AsEnters::ExileFromGraveyard(f.clone())));
        out.push(Ability::AsEnters(AsEnters::TurnFaceDown(f.clone())));
        out.push(Ability::EntersAsCopyOfThis(f));
    }
    out.push(Ability::Text(text("Enters tapped.", "Arrive engagé.")));
    out.push(Ability::Text(text("Only English.", "")));
    out
}

const KINDS: [SelfKind; 6] = [
    SelfKind::Creature,
    SelfKind::Land,
    SelfKind::Artifact,
    SelfKind::Enchantment,
    SelfKind::Permanent,
    SelfKind::Spell,
];

#[test]
fn every_variant_renders_cleanly() {
    let choices_sets: [&[String]; 2] = [&[], &["Blue".to_string()]];
    let mut count = 0;
    for lang in Lang::ALL {
        for choices in choices_sets {
            let c = RenderCtx {
                self_kind: SelfKind::Creature,
                choices,
            };
            for ab in every_ability() {
                let s = ability_text(&ab, lang, &c);
                assert_clean(&s, &format!("{lang} {ab:?}"));
                if lang == Lang::Fr && !matches!(ab, Ability::Text(_) | Ability::Triggered(_)) {
                    assert_french_spaces(&s, &format!("{ab:?}"));
                }
                count += 1;
            }
            for p in every_part() {
                assert_clean(&part_text(&p, lang, &c), &format!("{lang} {p:?}"));
            }
            for aff in every_affected() {
                assert_clean(&affected_text(&aff, lang, &c), &format!("{lang} {aff:?}"));
            }
            for f in every_filter() {
                assert_clean(&filter_text(&f, lang, &c), &format!("{lang} {f:?}"));
            }
            for o in every_oneshot() {
                assert_clean(&oneshot_text(&o, lang, &c), &format!("{lang} {o:?}"));
                for targets in every_target_list() {
                    let s = effects_text(std::slice::from_ref(&o), &targets, lang, &c);
                    assert_clean(&s, &format!("{lang} {o:?} {targets:?}"));
                }
            }
        }
        for kind in KINDS {
            let c = RenderCtx {
                self_kind: kind,
                choices: &[],
            };
            for ab in [maro(), crag_puca(), torpor_dust()] {
                assert_clean(&ability_text(&ab, lang, &c), &format!("{lang} {kind:?}"));
            }
        }
        for k in every_keyword() {
            assert_clean(&keyword_name(&k, lang), &format!("{lang} {k:?}"));
        }
        for col in Color::ALL {
            assert_clean(&color_name(col, lang), "color");
        }
        for t in CardType::ALL {
            assert_clean(&type_name(t, lang), "type");
            assert_clean(&type_line(&[], &[t], &[""; 0], lang), "type line");
        }
        for t in [
            Supertype::Basic,
            Supertype::Legendary,
            Supertype::Snow,
            Supertype::World,
        ] {
            assert_clean(&supertype_name(t, lang), "supertype");
        }
        assert_clean(
            &type_line(
                &[Supertype::Snow, Supertype::Legendary, Supertype::World],
                &CardType::ALL,
                &["Elf", "$chosen", "Weird", "Wizard"],
                lang,
            ),
            "type line",
        );
        assert_eq!(type_line(&[], &[], &[""; 0], lang), "");
    }
    assert!(count > 1000);
}

#[test]
fn every_subtype_of_the_tutorial_has_both_names() {
    let subtypes = [
        "Bear",
        "Merfolk",
        "Elf",
        "Druid",
        "Shapeshifter",
        "Avatar",
        "Phyrexian",
        "Human",
        "Wizard",
        "Scarecrow",
        "Spirit",
        "Plant",
        "Elemental",
        "Illusion",
        "Lhurgoyf",
        "Nymph",
        "Dryad",
        "Cat",
        "Ogre",
        "Wurm",
        "Wall",
        "Zombie",
        "Angel",
        "Soldier",
        "Saproling",
        "Construct",
        "Frog",
        "Treefolk",
        "Aura",
        "Curse",
        "Equipment",
        "Goblin",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
    ];
    for s in subtypes {
        let id = format!("subtype-{}", s.to_lowercase());
        for lang in Lang::ALL {
            assert!(
                layerlab::i18n::embedded().has(lang, &id),
                "{id} missing in {lang}"
            );
        }
        assert_eq!(subtype_name(s, Lang::En), s);
        assert_ne!(subtype_name(s, Lang::Fr), "");
    }
}

// ------------------------------------------------------------------------------------------
// The Fluent files

fn ftl_ids(path: &str) -> BTreeSet<String> {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let src = std::fs::read_to_string(&full).unwrap();
    let resource = match fluent_syntax::parser::parse(src.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{path}: {errors:?}"),
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect()
}

#[test]
fn both_ftl_files_have_the_same_messages() {
    let en = ftl_ids("locales/en/abilities.ftl");
    let fr = ftl_ids("locales/fr/abilities.ftl");
    let only_en: Vec<_> = en.difference(&fr).collect();
    let only_fr: Vec<_> = fr.difference(&en).collect();
    assert!(
        only_en.is_empty() && only_fr.is_empty(),
        "only in en: {only_en:?}; only in fr: {only_fr:?}"
    );
    let prefixes = ["ab-", "kw-", "color-", "type-", "supertype-", "subtype-"];
    for id in &en {
        assert!(
            prefixes.iter().any(|p| id.starts_with(p)),
            "{id}: unexpected prefix"
        );
    }
    for path in ["locales/en/abilities.ftl", "locales/fr/abilities.ftl"] {
        let src =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap();
        assert!(!src.contains('\u{202f}'), "{path}: narrow no-break space");
    }
}

// ------------------------------------------------------------------------------------------
// The catalogue

#[test]
fn every_card_of_the_catalogue_renders_in_both_languages() {
    // The catalogue is written in parallel: whatever it holds must render.
    let Ok(catalogue) = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED) else {
        return;
    };
    for card in &catalogue.cards {
        for lang in Lang::ALL {
            let what = format!("{lang} {}", card.name);
            if !card.types.is_empty() || !card.subtypes.is_empty() {
                assert_clean(
                    &type_line(&card.supertypes, &card.types, &card.subtypes, lang),
                    &what,
                );
            }
            for line in card_text(card, lang, &[]) {
                assert_clean(&line, &what);
            }
            for line in card_text(card, lang, &["Green".to_string()]) {
                assert_clean(&line, &what);
            }
        }
    }
}
