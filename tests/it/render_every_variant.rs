//! Every variant of the ability data renders cleanly in both languages (words::abilities); the
//! names, the message files and the catalogue are in `names_and_messages_render.rs`.

use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Activated, Affected, AsEnters, CardDef, Condition, Copiable, CopySource, CopySpec,
    Duration, EnchantWhat, Expr, Filter, Keyword, Mana, Mode, ObjectRule, OneShot, Part, Quality,
    RuleChange, Static, TargetSpec, Trigger, Triggered, Who, Word, ZoneSel,
};
use layerlab::rules::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};
use layerlab::words::abilities::{
    RenderCtx, SelfKind, ability_text, affected_text, color_name, effects_text, filter_text,
    keyword_name, oneshot_text, part_text, supertype_name, type_line, type_name,
};

use crate::common;
use common::abilities::*;

// ------------------------------------------------------------------------------------------
// Every variant, both languages

/// Every kind of player an effect names, `Player(player)` for a given one.
fn every_who(player: u8) -> [Who; 7] {
    [
        Who::Any,
        Who::You,
        Who::Opponents,
        Who::EnchantedPlayer,
        Who::TargetPlayer(0),
        Who::ControllerOfTarget(0),
        Who::Player(player),
    ]
}

fn every_filter() -> Vec<Filter> {
    let whos = every_who(1);
    let zones = [
        ZoneSel::Battlefield,
        ZoneSel::NotBattlefield,
        ZoneSel::Any,
        ZoneSel::YourGraveyard,
        ZoneSel::Graveyards,
        ZoneSel::OpponentsGraveyards,
        ZoneSel::ExiledWithThis,
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
            not_colors: vec![ColorSpec::Black, ColorSpec::ChosenColor],
            controller: Who::You,
            other: true,
            not_target: Some(1),
            nontoken: true,
            token: false,
            with: vec![Keyword::Flying],
            zone,
            face_down: true,
            tapped: Some(false),
            other_than_it: true,
            shares_creature_type_with_it: true,
            attached_to_it: true,
            no_abilities: true,
            also: Vec::new(),
        });
    }
    // Each new field alone, on a creature and on a kind whose French noun is masculine.
    for types in [vec![CardType::Creature], vec![CardType::Artifact], vec![]] {
        for tapped in [Some(true), Some(false)] {
            out.push(Filter {
                types: types.clone(),
                tapped,
                ..Filter::default()
            });
        }
        out.push(Filter {
            types: types.clone(),
            face_down: true,
            ..Filter::default()
        });
        out.push(Filter {
            types: types.clone(),
            other_than_it: true,
            ..Filter::default()
        });
        out.push(Filter {
            types,
            shares_creature_type_with_it: true,
            controller: Who::You,
            ..Filter::default()
        });
    }
    out.push(Filter {
        subtypes: vec!["Island".into()],
        tapped: Some(false),
        other_than_it: true,
        ..Filter::default()
    });
    out.push(Filter {
        any_types: vec![CardType::Artifact, CardType::Creature],
        ..Filter::default()
    });
    for types in [vec![CardType::Creature], vec![CardType::Artifact], vec![]] {
        out.push(Filter {
            types: types.clone(),
            token: true,
            controller: Who::You,
            ..Filter::default()
        });
        out.push(Filter {
            types: types.clone(),
            with: vec![Keyword::Flying, Keyword::Vigilance],
            controller: Who::You,
            ..Filter::default()
        });
        out.push(Filter {
            types,
            no_abilities: true,
            ..Filter::default()
        });
    }
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
        Keyword::Shroud,
        Keyword::Flash,
        Keyword::SplitSecond,
        Keyword::Changeling,
        Keyword::Morph("{2}{U}".into()),
        Keyword::Suspend("4—{1}{U}".into()),
        Keyword::Equip("{8}".into()),
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
    out.extend(
        [
            ColorSpec::White,
            ColorSpec::Blue,
            ColorSpec::Black,
            ColorSpec::Red,
            ColorSpec::Green,
            ColorSpec::ChosenColor,
        ]
        .map(|c| Keyword::Protection(Quality::Color(c))),
    );
    out.extend(CardType::ALL.map(|t| Keyword::Protection(Quality::CardType(t))));
    out.push(Keyword::Protection(Quality::EachColor));
    out.push(Keyword::Protection(Quality::Everything));
    out
}

/// Filters a number counts: in each zone, with "other" and "with it".
fn counted_filters() -> Vec<Filter> {
    vec![
        Filter::default(),
        Filter {
            subtypes: vec!["Elf".into()],
            other_than_it: true,
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Creature],
            other_than_it: true,
            shares_creature_type_with_it: true,
            ..Filter::default()
        },
        Filter {
            subtypes: vec!["Island".into()],
            controller: Who::You,
            tapped: Some(false),
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Creature],
            controller: Who::Opponents,
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Creature],
            zone: ZoneSel::YourGraveyard,
            ..Filter::default()
        },
        Filter {
            zone: ZoneSel::Graveyards,
            nontoken: true,
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Artifact],
            zone: ZoneSel::ExiledWithThis,
            ..Filter::default()
        },
        Filter {
            face_down: true,
            zone: ZoneSel::NotBattlefield,
            ..Filter::default()
        },
        Filter {
            zone: ZoneSel::Any,
            ..Filter::default()
        },
    ]
}

/// The numbers that count things, one of each kind per filter.
fn counting_exprs() -> Vec<Expr> {
    let mut out = Vec::new();
    for f in counted_filters() {
        out.push(Expr::Count(Box::new(f.clone())));
        out.push(Expr::CardTypesAmong(Box::new(f.clone())));
        out.push(Expr::CreatureTypesAmong(Box::new(f.clone())));
        out.push(Expr::TotalPower(Box::new(f.clone())));
        out.push(Expr::TotalToughness(Box::new(f)));
    }
    out.extend(
        ["+1/+1", "-1/-1", "charge", "time", "Mystery Kind", ""]
            .map(|k| Expr::CountersOnIt(k.into())),
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
        Expr::AllHandSizes,
        Expr::CardTypesInGraveyards,
        Expr::FaceDownCreatures,
        Expr::ExiledPower,
        Expr::ExiledToughness,
        Expr::Sum(vec![]),
        Expr::Sum(vec![Expr::HandSize, Expr::N(1), Expr::X]),
        Expr::Times(2, Box::new(Expr::HandSize)),
        Expr::Times(5, Box::new(Expr::Sum(vec![Expr::ManaValue, Expr::N(2)]))),
        Expr::Life,
        Expr::Count(Box::new(Filter {
            subtypes: vec!["Elf".into()],
            other_than_it: true,
            ..Filter::default()
        })),
        Expr::CardTypesAmong(Box::new(Filter {
            zone: ZoneSel::Graveyards,
            ..Filter::default()
        })),
        Expr::CreatureTypesAmong(Box::new(filter(&[CardType::Creature]))),
        Expr::TotalPower(Box::new(Filter {
            zone: ZoneSel::ExiledWithThis,
            ..Filter::default()
        })),
        Expr::TotalToughness(Box::new(filter(&[CardType::Creature]))),
        Expr::CountersOnIt("+1/+1".into()),
        Expr::Sum(vec![Expr::Life, Expr::CountersOnIt("charge".into())]),
        Expr::Devotion(vec![Color::Black]),
        Expr::Devotion(vec![Color::White, Color::Black]),
        Expr::Devotion(vec![Color::White, Color::Blue, Color::Green]),
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
        Part::PlayerKeyword(Keyword::Protection(Quality::Everything)),
        Part::PlayerKeyword(Keyword::Protection(Quality::Color(ColorSpec::ChosenColor))),
        Part::Grant(vec![
            Ability::Keyword(Keyword::Shroud),
            Ability::Keyword(Keyword::Protection(Quality::Color(ColorSpec::ChosenColor))),
            Ability::Keyword(Keyword::Protection(Quality::CardType(CardType::Instant))),
        ]),
        Part::SetName(text("Sakashima the Impostor", "Sakashima l'Imposteur")),
        Part::SetName(text("Only English", "")),
        Part::SetCardTypes(vec![]),
        Part::SetCardTypes(vec![CardType::Land]),
        Part::SetCardTypes(CardType::ALL.to_vec()),
        Part::AddSupertypes(vec![]),
        Part::AddSupertypes(vec![Supertype::Legendary]),
        Part::AddSupertypes(vec![
            Supertype::Basic,
            Supertype::Legendary,
            Supertype::Snow,
            Supertype::World,
        ]),
        Part::RemoveSupertypes(vec![]),
        Part::RemoveSupertypes(vec![Supertype::Legendary]),
        Part::RemoveSupertypes(vec![Supertype::Basic, Supertype::Snow]),
        Part::RemoveTypes(vec![]),
        Part::RemoveTypes(vec![CardType::Creature]),
        Part::RemoveTypes(vec![CardType::Artifact, CardType::Creature]),
        Part::RemoveTypes(CardType::ALL.to_vec()),
        Part::ModifyPTForEach(0, 0, Expr::Life),
        Part::ModifyPTForEach(2, 0, Expr::HandSize),
        Part::ModifyPTForEach(-1, -2, Expr::X),
        Part::ModifyPTForEach(3, -3, Expr::ManaValue),
        Part::ModifyPTForEach(i32::MIN, i32::MAX, Expr::Life),
        Part::ObjectRule(ObjectRule::CantAttack),
        Part::ObjectRule(ObjectRule::CantBlock),
        Part::ObjectRule(ObjectRule::AttacksIfAble),
        Part::ObjectRule(ObjectRule::BlocksIfAble),
        Part::ObjectRule(ObjectRule::CantBeBlocked),
        Part::Rule(RuleChange::MaximumHandSize(0)),
        Part::Rule(RuleChange::MaximumHandSize(1)),
        Part::Rule(RuleChange::MaximumHandSize(7)),
        Part::Rule(RuleChange::MaximumHandSize(11)),
        Part::Rule(RuleChange::MaximumHandSize(-1)),
        Part::Rule(RuleChange::MaximumHandSizeChange(0)),
        Part::Rule(RuleChange::MaximumHandSizeChange(1)),
        Part::Rule(RuleChange::MaximumHandSizeChange(-4)),
        Part::Rule(RuleChange::MaximumHandSizeChange(i32::MIN)),
        Part::Rule(RuleChange::CantGainLife),
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
        out.push(Part::ModifyPTForEach(1, 1, e.clone()));
        out.push(Part::DefinePT(e.clone(), e.clone()));
        out.push(Part::DefinePT(Expr::N(1), e.clone()));
        out.push(Part::DefinePower(e.clone()));
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
    for who in every_who(0) {
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
        Condition::YouControlThis,
        Condition::YourTurn,
        Condition::NotYourTurn,
        Condition::Untapped,
        Condition::Tapped,
        Condition::AtLeast(Expr::HandSize, 7),
        Condition::AtMost(Expr::HandSize, 0),
        Condition::AtLeast(Expr::Life, 30),
        Condition::AtMost(Expr::Life, 5),
        Condition::AtLeast(Expr::N(3), -1),
        Condition::AtMost(Expr::ManaValue, 2),
        Condition::AtLeast(Expr::FaceDownCreatures, 2),
        Condition::AtMost(Expr::ExiledPower, 4),
        Condition::AtMost(Expr::Devotion(vec![Color::Black]), 4),
        Condition::AtMost(Expr::Devotion(vec![Color::White, Color::Black]), 6),
        Condition::AtMost(Expr::Devotion(vec![Color::Red]), -1),
        Condition::AtMost(Expr::Devotion(vec![Color::Red]), i32::MAX),
        Condition::AtLeast(Expr::Devotion(vec![Color::Green]), 5),
    ]
}

/// Every comparison of a number that counts things, at a few thresholds.
fn counting_conditions() -> Vec<Condition> {
    let mut out = Vec::new();
    for e in counting_exprs() {
        for n in [0, 1, 7] {
            out.push(Condition::AtLeast(e.clone(), n));
            out.push(Condition::AtMost(e.clone(), n));
        }
    }
    out
}

fn every_duration() -> Vec<Duration> {
    let mut out = vec![
        Duration::Indefinitely,
        Duration::UntilEndOfTurn,
        Duration::WhileSourceOnBattlefield,
    ];
    out.extend(
        every_condition()
            .into_iter()
            .map(|c| Duration::ForAsLongAs(Box::new(c))),
    );
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
        vec![TargetSpec::Creature, TargetSpec::Creature],
        vec![
            TargetSpec::CreatureOpponentControls,
            TargetSpec::CreatureOpponentControls,
        ],
        vec![TargetSpec::Land, TargetSpec::Permanent],
        vec![TargetSpec::CreatureYouControl],
        vec![TargetSpec::NonlegendaryCreature],
        vec![TargetSpec::Artifact],
        vec![TargetSpec::NoncreatureArtifact],
        vec![TargetSpec::Artifact, TargetSpec::Artifact],
        vec![
            TargetSpec::CreatureYouControl,
            TargetSpec::CreatureYouControl,
        ],
        vec![TargetSpec::ArtifactCreature],
        vec![TargetSpec::NonlandPermanent],
        vec![TargetSpec::PermanentYouControl],
    ]
}

fn every_oneshot() -> Vec<OneShot> {
    let mut out = vec![
        OneShot::BecomeCopy(CopySpec {
            except: vec![Part::KeepPrintedAbility(0)],
            ..CopySpec::of_filter(filter(&[CardType::Creature]))
        }),
        OneShot::BecomeCopy(CopySpec::of_filter(Filter::default())),
        OneShot::CreateTokens {
            count: 1,
            token: Box::new(CardDef {
                types: vec![CardType::Artifact, CardType::Creature],
                subtypes: vec!["Construct".into()],
                power: Some(8.into()),
                toughness: Some(8.into()),
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
        OneShot::ExchangeControl,
        OneShot::BecomeCopy(CopySpec {
            each: Some(Filter {
                types: vec![CardType::Creature],
                not_target: Some(0),
                ..Filter::default()
            }),
            duration: Duration::UntilEndOfTurn,
            ..CopySpec::of_filter(filter(&[CardType::Creature]))
        }),
        OneShot::ExchangeLifeWithToughness,
        OneShot::Text(text("Draw a card.", "Piochez une carte.")),
        OneShot::Text(text("Scry 1.", "")),
        effect(Affected::This, vec![], Duration::Indefinitely),
    ];
    // Copies by spells: which target becomes the copy, of what, for how long, except what.
    let nonlegendary = Filter {
        types: vec![CardType::Creature],
        not_supertypes: vec![Supertype::Legendary],
        ..Filter::default()
    };
    for target in [None, Some(0), Some(1), Some(5)] {
        for of in [
            None,
            Some(CopySource::Target(0)),
            Some(CopySource::Target(1)),
            Some(CopySource::Chosen),
        ] {
            for duration in [Duration::Indefinitely, Duration::UntilEndOfTurn] {
                out.push(OneShot::BecomeCopy(CopySpec {
                    target,
                    of,
                    duration,
                    ..CopySpec::of_filter(nonlegendary.clone())
                }));
            }
        }
    }
    for except in [
        vec![Part::RemoveSupertypes(vec![Supertype::Legendary])],
        vec![
            Part::SetName(text("Sakashima", "Sakashima")),
            Part::AddSupertypes(vec![Supertype::Legendary]),
            Part::SetColors(vec![ColorSpec::Blue]),
            Part::AddColors(vec![ColorSpec::ChosenColor]),
            Part::Grant(vec![Ability::Keyword(Keyword::Haste)]),
        ],
        vec![Part::SetName(text("Only a name", ""))],
    ] {
        out.push(OneShot::BecomeCopy(CopySpec {
            except,
            target: Some(0),
            of: Some(CopySource::Target(1)),
            duration: Duration::UntilEndOfTurn,
            filter: nonlegendary.clone(),
            each: None,
        }));
    }
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
    for cond in every_condition().into_iter().chain(counting_conditions()) {
        out.push(Ability::Static(Static {
            affects: Affected::All(filter(&[CardType::Creature])),
            parts: vec![Part::ModifyPT(1, 1), Part::DefinePT(Expr::X, Expr::X)],
            condition: Some(cond),
            cda: true,
            lingers_until_end_of_turn: true,
        }));
    }
    // Every number that counts things, as a count ("for each") and as a value.
    for e in counting_exprs() {
        out.push(st(
            Affected::All(filter(&[CardType::Creature])),
            vec![
                Part::ModifyPTForEach(1, 1, e.clone()),
                Part::SetPT(e.clone(), Expr::Sum(vec![e.clone(), Expr::N(1)])),
            ],
        ));
        out.push(st(Affected::This, vec![Part::DefinePT(e.clone(), e)]));
    }
    // Maximum hand size for each kind of player.
    for aff in every_affected() {
        out.push(st(
            aff,
            vec![
                Part::Rule(RuleChange::MaximumHandSize(7)),
                Part::Rule(RuleChange::MaximumHandSizeChange(-1)),
                Part::Rule(RuleChange::CantGainLife),
            ],
        ));
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
            except: vec![Part::SetCopiable(Copiable {
                add_types: vec![CardType::Artifact],
                ..Copiable::default()
            })],
            ..CopySpec::of_filter(Filter {
                any_types: vec![CardType::Artifact, CardType::Creature],
                ..Filter::default()
            })
        }),
        AsEnters::CopyOf(CopySpec {
            except: every_part(),
            ..CopySpec::of_filter(Filter::default())
        }),
        AsEnters::CopyOf(CopySpec {
            except: vec![
                Part::SetName(text("Sakashima the Impostor", "Sakashima l'Imposteur")),
                Part::AddSupertypes(vec![Supertype::Legendary]),
            ],
            ..CopySpec::of_filter(filter(&[CardType::Creature]))
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
