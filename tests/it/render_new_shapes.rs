//! Rules text of the shapes of ability data the boards from outside the course brought:
//! counts ("for each other Elf on the battlefield"), conditions on numbers and turns, names,
//! card types and supertypes set, protection, maximum hand size, copies made by spells for a
//! while, and their exceptions; exactly, in English and in French (words::abilities).

use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, AsEnters, Condition, CopySource, CopySpec, Duration, Expr, Filter, Keyword, OneShot,
    Part, Quality, RuleChange, Static, TargetSpec, Who, ZoneSel,
};
use layerlab::rules::types::{CardType, ColorSpec, Supertype};
use layerlab::words::abilities::{effects_text, filter_text, keyword_name, part_text};

use crate::common;
use common::abilities::*;

/// The English and French texts of a spell's instructions.
fn spell(effects: &[OneShot], targets: &[TargetSpec]) -> (String, String) {
    (
        effects_text(effects, targets, Lang::En, &ctx()),
        effects_text(effects, targets, Lang::Fr, &ctx()),
    )
}

fn both(a: &Ability) -> (String, String) {
    (en(a), fr(a))
}

/// A static ability of this creature that holds while `c` does.
fn as_long_as(c: Condition) -> Ability {
    Ability::Static(Static {
        affects: layerlab::rules::card::Affected::This,
        parts: vec![Part::ModifyPT(1, 1)],
        condition: Some(c),
        cda: false,
        lingers_until_end_of_turn: false,
    })
}

fn count(f: Filter) -> Expr {
    Expr::Count(Box::new(f))
}

fn creature_cards_in_your_graveyard() -> Filter {
    Filter {
        types: vec![CardType::Creature],
        zone: ZoneSel::YourGraveyard,
        ..Filter::default()
    }
}

fn islands_you_control() -> Filter {
    Filter {
        subtypes: vec!["Island".into()],
        controller: Who::You,
        ..Filter::default()
    }
}

fn copy_spell(of: Option<CopySource>, except: Vec<Part>) -> OneShot {
    OneShot::BecomeCopy(CopySpec {
        target: Some(0),
        of,
        duration: Duration::UntilEndOfTurn,
        except,
        ..CopySpec::of_filter(filter(&[CardType::Creature]))
    })
}

// ------------------------------------------------------------------------------------------
// Counts

#[test]
fn a_pt_change_for_each_thing_counted() {
    let elf_lord = all(
        Filter {
            types: vec![CardType::Creature],
            subtypes: vec!["Elf".into()],
            controller: Who::You,
            other: true,
            ..Filter::default()
        },
        vec![Part::ModifyPTForEach(
            1,
            1,
            count(Filter {
                subtypes: vec!["Elf".into()],
                other_than_it: true,
                ..Filter::default()
            }),
        )],
    );
    assert_eq!(
        both(&elf_lord),
        (
            "Other Elves you control get +1/+1 for each other Elf on the battlefield.".into(),
            "Les autres elfes que vous contrôlez gagnent +1/+1 pour chaque autre elfe sur le \
             champ de bataille."
                .into()
        )
    );
    let coat_of_arms = all(
        filter(&[CardType::Creature]),
        vec![Part::ModifyPTForEach(
            1,
            1,
            count(Filter {
                types: vec![CardType::Creature],
                other_than_it: true,
                shares_creature_type_with_it: true,
                ..Filter::default()
            }),
        )],
    );
    assert_eq!(
        both(&coat_of_arms),
        (
            "All creatures get +1/+1 for each other creature on the battlefield that shares a \
             creature type with it."
                .into(),
            "Toutes les créatures gagnent +1/+1 pour chaque autre créature sur le champ de \
             bataille qui partage un type de créature avec elle."
                .into()
        )
    );
    let counters = st(
        layerlab::rules::card::Affected::This,
        vec![Part::ModifyPTForEach(
            2,
            2,
            Expr::CountersOnIt("charge".into()),
        )],
    );
    assert_eq!(
        both(&counters),
        (
            "This creature gets +2/+2 for each charge counter on it.".into(),
            "Cette créature gagne +2/+2 pour chaque marqueur «\u{a0}charge\u{a0}» sur elle.".into()
        )
    );
    // A number that is no count of things: "+X/+X, where X is ...".
    let life = st(
        layerlab::rules::card::Affected::This,
        vec![Part::ModifyPTForEach(2, 0, Expr::Life)],
    );
    assert_eq!(
        both(&life),
        (
            "This creature gets +X/+0, where X is twice your life total.".into(),
            "Cette créature gagne +X/+0, X étant deux fois votre total de points de vie.".into()
        )
    );
    let part = Part::ModifyPTForEach(1, 1, Expr::CountersOnIt("+1/+1".into()));
    assert_eq!(
        part_text(&part, Lang::En, &ctx()),
        "+1/+1 for each +1/+1 counter on it"
    );
    assert_eq!(
        part_text(&part, Lang::Fr, &ctx()),
        "+1/+1 pour chaque marqueur +1/+1 sur elle"
    );
}

#[test]
fn numbers_that_count() {
    let this = layerlab::rules::card::Affected::This;
    let graveyard = count(creature_cards_in_your_graveyard());
    assert_eq!(
        both(&st(
            this.clone(),
            vec![Part::DefinePT(graveyard.clone(), graveyard)]
        )),
        (
            "This creature's power and toughness are each equal to the number of creature cards \
             in your graveyard."
                .into(),
            "La force et l'endurance de cette créature sont chacune égales au nombre de cartes \
             de créature dans votre cimetière."
                .into()
        )
    );
    // "d'îles", "d'autres créatures": elided before a vowel.
    let islands = count(islands_you_control());
    assert_eq!(
        both(&st(this.clone(), vec![Part::SetPT(islands, Expr::N(2))])),
        (
            "This creature has base power equal to the number of Islands you control and base \
             toughness equal to 2."
                .into(),
            "Cette créature a une force de base égale au nombre d'îles que vous contrôlez et une \
             endurance de base égale à 2."
                .into()
        )
    );
    let sharing = count(Filter {
        types: vec![CardType::Creature],
        other_than_it: true,
        shares_creature_type_with_it: true,
        ..Filter::default()
    });
    assert_eq!(
        both(&st(
            this.clone(),
            vec![Part::DefinePT(sharing.clone(), sharing)]
        )),
        (
            "This creature's power and toughness are each equal to the number of other \
             creatures on the battlefield that share a creature type with it."
                .into(),
            "La force et l'endurance de cette créature sont chacune égales au nombre d'autres \
             créatures sur le champ de bataille qui partagent un type de créature avec elle."
                .into()
        )
    );
    // Tarmogoyf as a general count reads as its named number did.
    let goyf = Expr::CardTypesAmong(Box::new(Filter {
        zone: ZoneSel::Graveyards,
        nontoken: true,
        ..Filter::default()
    }));
    let tarmogoyf = st(
        this.clone(),
        vec![Part::DefinePT(
            goyf.clone(),
            Expr::Sum(vec![goyf, Expr::N(1)]),
        )],
    );
    let named = st(
        this.clone(),
        vec![Part::DefinePT(
            Expr::CardTypesInGraveyards,
            Expr::Sum(vec![Expr::CardTypesInGraveyards, Expr::N(1)]),
        )],
    );
    assert_eq!(both(&tarmogoyf), both(&named));
    assert_eq!(
        en(&tarmogoyf),
        "This creature's power is equal to the number of card types among cards in all \
         graveyards and its toughness is equal to that number plus 1."
    );
    let totals = st(
        this,
        vec![Part::DefinePT(
            Expr::TotalPower(Box::new(Filter {
                types: vec![CardType::Creature],
                controller: Who::You,
                other: true,
                ..Filter::default()
            })),
            Expr::TotalToughness(Box::new(Filter {
                zone: ZoneSel::ExiledWithThis,
                ..Filter::default()
            })),
        )],
    );
    assert_eq!(
        both(&totals),
        (
            "This creature's power is equal to the total power of other creatures you control \
             and its toughness is equal to the total toughness of cards exiled with this \
             creature."
                .into(),
            "La force de cette créature est égale à la force totale des autres créatures que \
             vous contrôlez et son endurance est égale à l'endurance totale des cartes exilées \
             avec cette créature."
                .into()
        )
    );
}

// ------------------------------------------------------------------------------------------
// Conditions

#[test]
fn conditions_on_numbers_turns_and_tapped_status() {
    let seven_cards = Condition::AtLeast(
        count(Filter {
            zone: ZoneSel::YourGraveyard,
            ..Filter::default()
        }),
        7,
    );
    let cases: Vec<(Condition, &str, &str)> = vec![
        (
            seven_cards,
            "As long as seven or more cards are in your graveyard, this creature gets +1/+1.",
            "Tant qu'au moins sept cartes sont dans votre cimetière, cette créature gagne +1/+1.",
        ),
        (
            Condition::AtMost(count(islands_you_control()), 0),
            "As long as you control no Islands, this creature gets +1/+1.",
            "Tant que vous ne contrôlez aucune île, cette créature gagne +1/+1.",
        ),
        (
            Condition::AtMost(count(creature_cards_in_your_graveyard()), 0),
            "As long as no creature cards are in your graveyard, this creature gets +1/+1.",
            "Tant qu'aucune carte de créature n'est dans votre cimetière, cette créature gagne \
             +1/+1.",
        ),
        (
            Condition::AtLeast(
                Expr::CardTypesAmong(Box::new(Filter {
                    zone: ZoneSel::YourGraveyard,
                    ..Filter::default()
                })),
                4,
            ),
            "As long as there are four or more card types among cards in your graveyard, this \
             creature gets +1/+1.",
            "Tant qu'il y a au moins quatre types de cartes parmi les cartes dans votre \
             cimetière, cette créature gagne +1/+1.",
        ),
        (
            Condition::AtLeast(Expr::Life, 30),
            "As long as you have 30 or more life, this creature gets +1/+1.",
            "Tant que vous avez au moins 30 points de vie, cette créature gagne +1/+1.",
        ),
        (
            Condition::AtMost(Expr::HandSize, 0),
            "As long as you have no cards in hand, this creature gets +1/+1.",
            "Tant que vous n'avez aucune carte en main, cette créature gagne +1/+1.",
        ),
        (
            Condition::YourTurn,
            "As long as it's your turn, this creature gets +1/+1.",
            "Tant que c'est votre tour, cette créature gagne +1/+1.",
        ),
        (
            Condition::NotYourTurn,
            "As long as it's not your turn, this creature gets +1/+1.",
            "Tant que ce n'est pas votre tour, cette créature gagne +1/+1.",
        ),
        (
            Condition::Untapped,
            "As long as this creature is untapped, this creature gets +1/+1.",
            "Tant que cette créature est dégagée, cette créature gagne +1/+1.",
        ),
        (
            Condition::Tapped,
            "As long as this creature is tapped, this creature gets +1/+1.",
            "Tant que cette créature est engagée, cette créature gagne +1/+1.",
        ),
    ];
    for (c, english, french) in cases {
        let ability = as_long_as(c);
        assert_eq!(en(&ability), english);
        assert_eq!(fr(&ability), french);
    }
    // A duration: "for as long as", elided the same way.
    let (english, french) = spell(
        &[effect(
            layerlab::rules::card::Affected::Target(0),
            vec![Part::ModifyPT(2, 2)],
            Duration::ForAsLongAs(Box::new(Condition::AtLeast(
                count(creature_cards_in_your_graveyard()),
                1,
            ))),
        )],
        &[TargetSpec::Creature],
    );
    assert_eq!(
        english,
        "Target creature gets +2/+2 for as long as one or more creature cards are in your \
         graveyard."
    );
    assert_eq!(
        french,
        "La créature ciblée gagne +2/+2 tant qu'au moins une carte de créature est dans votre \
         cimetière."
    );
}

// ------------------------------------------------------------------------------------------
// Names, types, supertypes, rules

#[test]
fn names_card_types_and_supertypes() {
    let this = layerlab::rules::card::Affected::This;
    assert_eq!(
        both(&st(
            this.clone(),
            vec![Part::SetName(text("Fred the Frog", "Fred la Grenouille"))]
        )),
        (
            "This creature is named Fred the Frog.".into(),
            "Cette créature s'appelle Fred la Grenouille.".into()
        )
    );
    let moon = st(
        layerlab::rules::card::Affected::Attached,
        vec![
            Part::SetCardTypes(vec![CardType::Land]),
            Part::SetColors(vec![]),
        ],
    );
    assert_eq!(
        both(&moon),
        (
            "Enchanted creature is a land and loses all other card types and is colorless.".into(),
            "La créature enchantée est un terrain et perd tous ses autres types de carte et est \
             incolore."
                .into()
        )
    );
    assert_eq!(
        both(&all(
            filter(&[CardType::Creature]),
            vec![Part::AddSupertypes(vec![Supertype::Legendary])]
        )),
        (
            "All creatures are legendary.".into(),
            "Toutes les créatures sont légendaires.".into()
        )
    );
    assert_eq!(
        both(&st(
            this,
            vec![Part::RemoveSupertypes(vec![Supertype::Legendary])]
        )),
        (
            "This creature isn't legendary.".into(),
            "Cette créature n'est pas légendaire.".into()
        )
    );
}

#[test]
fn maximum_hand_size_and_life_gain() {
    use layerlab::rules::card::Affected;
    let cases: Vec<(Affected, Part, &str, &str)> = vec![
        (
            Affected::Players(Who::You),
            Part::Rule(RuleChange::MaximumHandSize(2)),
            "Your maximum hand size is two.",
            "Votre taille maximale de main est de deux cartes.",
        ),
        (
            Affected::Players(Who::You),
            Part::Rule(RuleChange::MaximumHandSizeChange(-4)),
            "Your maximum hand size is reduced by four.",
            "Votre taille maximale de main est réduite de quatre cartes.",
        ),
        (
            Affected::Players(Who::Opponents),
            Part::Rule(RuleChange::MaximumHandSizeChange(1)),
            "Each opponent's maximum hand size is increased by one.",
            "La taille maximale de main de chaque adversaire est augmentée d'une carte.",
        ),
        (
            Affected::Players(Who::You),
            Part::Rule(RuleChange::CantGainLife),
            "You can't gain life.",
            "Vous ne pouvez pas gagner de points de vie.",
        ),
        (
            Affected::Game,
            Part::Rule(RuleChange::CantGainLife),
            "Players can't gain life.",
            "Les joueurs ne peuvent pas gagner de points de vie.",
        ),
    ];
    for (aff, part, english, french) in cases {
        let ability = st(aff, vec![part]);
        assert_eq!(en(&ability), english);
        assert_eq!(fr(&ability), french);
    }
}

// ------------------------------------------------------------------------------------------
// Keywords and filters

#[test]
fn shroud_and_protection() {
    let cases: Vec<(Keyword, &str, &str)> = vec![
        (Keyword::Shroud, "Shroud", "Linceul"),
        (
            Keyword::Protection(Quality::Color(ColorSpec::Red)),
            "Protection from red",
            "Protection contre le rouge",
        ),
        (
            Keyword::Protection(Quality::EachColor),
            "Protection from each color",
            "Protection contre chaque couleur",
        ),
        (
            Keyword::Protection(Quality::CardType(CardType::Creature)),
            "Protection from creatures",
            "Protection contre les créatures",
        ),
        (
            Keyword::Protection(Quality::Everything),
            "Protection from everything",
            "Protection contre tout",
        ),
        (
            Keyword::Protection(Quality::Color(ColorSpec::ChosenColor)),
            "Protection from the chosen color",
            "Protection contre la couleur choisie",
        ),
    ];
    for (k, english, french) in cases {
        assert_eq!(keyword_name(&k, Lang::En), english);
        assert_eq!(keyword_name(&k, Lang::Fr), french);
    }
    // Granted by a spell, the chosen color is the one its controller chooses.
    let gods_willing = [effect(
        layerlab::rules::card::Affected::Target(0),
        vec![Part::Grant(vec![Ability::Keyword(Keyword::Protection(
            Quality::Color(ColorSpec::ChosenColor),
        ))])],
        Duration::UntilEndOfTurn,
    )];
    assert_eq!(
        spell(&gods_willing, &[TargetSpec::Creature]),
        (
            "Target creature gains protection from the color of your choice until end of turn."
                .into(),
            "La créature ciblée acquiert la protection contre la couleur de votre choix jusqu'à \
             la fin du tour."
                .into()
        )
    );
    let white_ward = all(
        filter(&[CardType::Creature]),
        vec![Part::Grant(vec![Ability::Keyword(Keyword::Protection(
            Quality::Color(ColorSpec::White),
        ))])],
    );
    assert_eq!(
        both(&white_ward),
        (
            "All creatures have protection from white.".into(),
            "Toutes les créatures ont la protection contre le blanc.".into()
        )
    );
}

#[test]
fn filters_by_tapped_status_face_and_zone() {
    let cases: Vec<(Filter, &str, &str)> = vec![
        (
            Filter {
                types: vec![CardType::Creature],
                controller: Who::You,
                tapped: Some(false),
                ..Filter::default()
            },
            "untapped creatures you control",
            "les créatures dégagées que vous contrôlez",
        ),
        (
            Filter {
                types: vec![CardType::Artifact],
                other: true,
                tapped: Some(true),
                ..Filter::default()
            },
            "other tapped artifacts",
            "les autres artefacts engagés",
        ),
        (
            Filter {
                types: vec![CardType::Creature],
                face_down: true,
                ..Filter::default()
            },
            "face-down creatures",
            "les créatures face cachée",
        ),
        (
            Filter {
                types: vec![CardType::Creature],
                zone: ZoneSel::Graveyards,
                ..Filter::default()
            },
            "creature cards in all graveyards",
            "les cartes de créature dans tous les cimetières",
        ),
        (
            Filter {
                zone: ZoneSel::ExiledWithThis,
                ..Filter::default()
            },
            "cards exiled with this creature",
            "les cartes exilées avec cette créature",
        ),
    ];
    for (f, english, french) in cases {
        assert_eq!(filter_text(&f, Lang::En, &ctx()), english);
        assert_eq!(filter_text(&f, Lang::Fr, &ctx()), french);
    }
}

// ------------------------------------------------------------------------------------------
// Copies

#[test]
fn copies_made_by_spells() {
    let two_creatures = [TargetSpec::Creature, TargetSpec::Creature];
    assert_eq!(
        spell(
            &[copy_spell(Some(CopySource::Target(1)), vec![])],
            &two_creatures
        ),
        (
            "Target creature becomes a copy of another target creature until end of turn.".into(),
            "La créature ciblée devient une copie d'une autre créature ciblée jusqu'à la fin du \
             tour."
                .into()
        )
    );
    // Without `of`: its other target.
    assert_eq!(
        spell(&[copy_spell(None, vec![])], &two_creatures),
        spell(
            &[copy_spell(Some(CopySource::Target(1)), vec![])],
            &two_creatures
        )
    );
    // Targets of different kinds: no "another".
    assert_eq!(
        spell(
            &[copy_spell(None, vec![])],
            &[TargetSpec::Land, TargetSpec::Creature]
        )
        .0,
        "Target land becomes a copy of target creature until end of turn."
    );
    assert_eq!(
        spell(
            &[copy_spell(Some(CopySource::Chosen), vec![])],
            &[TargetSpec::Creature]
        ),
        (
            "Target creature becomes a copy of the chosen creature until end of turn.".into(),
            "La créature ciblée devient une copie de la créature choisie jusqu'à la fin du tour."
                .into()
        )
    );
}

#[test]
fn exceptions_of_copies() {
    let not_legendary = copy_spell(
        Some(CopySource::Target(1)),
        vec![Part::RemoveSupertypes(vec![Supertype::Legendary])],
    );
    assert_eq!(
        spell(
            &[not_legendary],
            &[TargetSpec::Creature, TargetSpec::Creature]
        ),
        (
            "Target creature becomes a copy of another target creature until end of turn, \
             except it isn't legendary."
                .into(),
            "La créature ciblée devient une copie d'une autre créature ciblée jusqu'à la fin du \
             tour, excepté qu'elle n'est pas légendaire."
                .into()
        )
    );
    // The name first, each exception a clause ("que ... et qu'elle ...").
    let sakashima = Ability::AsEnters(AsEnters::CopyOf(CopySpec {
        except: vec![
            Part::AddSupertypes(vec![Supertype::Legendary]),
            Part::SetName(text("Sakashima the Impostor", "Sakashima l'Imposteur")),
            Part::SetColors(vec![ColorSpec::Blue]),
        ],
        ..CopySpec::of_filter(filter(&[CardType::Creature]))
    }));
    assert_eq!(
        both(&sakashima),
        (
            "You may have this creature enter as a copy of any creature on the battlefield, \
             except its name is Sakashima the Impostor and it is legendary and is blue."
                .into(),
            "Vous pouvez faire que cette créature arrive en tant que copie de n'importe quelle \
             créature sur le champ de bataille, excepté que son nom est Sakashima l'Imposteur et \
             qu'elle est légendaire et est bleue."
                .into()
        )
    );
}

// ------------------------------------------------------------------------------------------
// French elision everywhere the new shapes go

/// "de", "que", "le", "la", "ne" written in full before a vowel.
fn unelided(text: &str) -> Vec<String> {
    let vowel = |c: char| "aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ".contains(c);
    let words: Vec<&str> = text.split([' ', '\u{a0}', '«']).collect();
    words
        .windows(2)
        .filter(|w| {
            ["de", "que", "le", "la", "ne"].contains(&w[0].to_lowercase().as_str())
                && w[1].chars().next().is_some_and(vowel)
        })
        .map(|w| format!("{} {}", w[0], w[1]))
        .collect()
}

#[test]
fn french_elides_in_new_shapes() {
    assert_eq!(
        unelided("tant que au moins de autres"),
        ["que au", "de autres"]
    );
    let mut texts = Vec::new();
    let counted = [
        Filter {
            subtypes: vec!["Island".into()],
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Artifact],
            other: true,
            ..Filter::default()
        },
        Filter {
            types: vec![CardType::Enchantment],
            zone: ZoneSel::YourGraveyard,
            ..Filter::default()
        },
        Filter {
            subtypes: vec!["Elf".into()],
            other_than_it: true,
            ..Filter::default()
        },
    ];
    for f in counted {
        let e = count(f);
        for n in [0, 1, 3] {
            texts.push(fr(&as_long_as(Condition::AtLeast(e.clone(), n))));
            texts.push(fr(&as_long_as(Condition::AtMost(e.clone(), n))));
        }
        texts.push(fr(&st(
            layerlab::rules::card::Affected::This,
            vec![
                Part::ModifyPTForEach(1, 1, e.clone()),
                Part::SetToughness(e.clone()),
            ],
        )));
    }
    for except in [
        vec![Part::SetName(text("Ogre", "Ogre"))],
        vec![
            Part::SetName(text("Ogre", "Ogre")),
            Part::Grant(vec![Ability::Keyword(Keyword::Flying)]),
        ],
        vec![Part::AddSupertypes(vec![Supertype::Legendary])],
    ] {
        texts.push(
            spell(
                &[copy_spell(None, except)],
                &[TargetSpec::Permanent, TargetSpec::Permanent],
            )
            .1,
        );
    }
    for t in texts {
        assert!(unelided(&t).is_empty(), "{t}");
    }
}
