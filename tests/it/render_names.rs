//! Names and type lines in both languages, values chosen as a permanent enters, words a text
//! change rewrote, and the phrases of effect parts (words::abilities).

use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Affected, Duration, Expr, Filter, Mana, Part, TargetSpec, Who, Word, ZoneSel,
};
use layerlab::rules::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};
use layerlab::words::abilities::{
    RenderCtx, SelfKind, ability_text, affected_text, color_name, effects_text, filter_text,
    part_text, subtype_name, supertype_name, type_line, type_name,
};

use crate::common;
use common::abilities::*;

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
        "All cards that aren't on the battlefield, spells, and permanents are the chosen color in \
         addition to their other colors."
    );
    assert_eq!(
        fr(&painter),
        "Toutes les cartes qui ne sont pas sur le champ de bataille, sorts et permanents sont de la \
         couleur choisie en plus de leurs autres couleurs."
    );
    let blue = ["Blue".to_string()];
    let with_blue = RenderCtx {
        self_kind: SelfKind::Creature,
        choices: &blue,
    };
    assert_eq!(
        ability_text(&painter, Lang::En, &with_blue),
        "All cards that aren't on the battlefield, spells, and permanents are blue in addition to \
         their other colors."
    );
    assert_eq!(
        ability_text(&painter, Lang::Fr, &with_blue),
        "Toutes les cartes qui ne sont pas sur le champ de bataille, sorts et permanents sont bleues \
         en plus de leurs autres couleurs."
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
