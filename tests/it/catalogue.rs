//! The embedded card catalogue parses, and every card in it is well formed.

use std::collections::HashMap;
use std::path::Path;

use layerlab::content::catalogue::{Catalogue, EMBEDDED, EMBEDDED_PATH, fold};
use layerlab::rules::card::{Ability, Affected, CardDef, OneShot, Part, Static, Trigger};
use layerlab::rules::types::{CardType, Color, ManaCost, Supertype};

/// Every card of `docs/cards.md`: English name, French name, mana value (`None`: no mana cost).
const CARDS: &[(&str, &str, Option<i32>)] = &[
    // Creatures
    ("Aeon Chronicler", "Chroniqueur d'éons", Some(5)),
    ("Aquamorph Entity", "Entité aquamorphe", Some(4)),
    ("Woodland Changeling", "Changelin des sylves", Some(2)),
    ("Clone", "Clone", Some(4)),
    ("Essence of the Wild", "Essence de la Nature", Some(6)),
    ("Cemetery Puca", "Pucca de cimetière", Some(3)),
    ("Crag Puca", "Pucca de cordillère", Some(3)),
    ("Primal Clay", "Argile primordiale", Some(4)),
    ("Phyrexian Metamorph", "Métamorphe phyrexian", Some(4)),
    (
        "Quicksilver Gargantuan",
        "Gargantuesque de vif-argent",
        Some(7),
    ),
    ("Volrath's Shapeshifter", "Changeforme de Wöhlrajh", Some(3)),
    ("Painter's Servant", "Servant du peintre", Some(2)),
    (
        "Archetype of Imagination",
        "Archétype de l'imagination",
        Some(6),
    ),
    ("Maro", "Maro", Some(4)),
    ("Godhead of Awe", "Divinité de respect", Some(5)),
    ("Tree of Redemption", "Arbre de la rédemption", Some(4)),
    ("Molten Sentry", "Sentinelle en fusion", Some(4)),
    ("Ixidron", "Ixidron", Some(5)),
    ("Tarmogoyf", "Tarmogoyf", Some(2)),
    ("Magus of the Moon", "Mage de la lune", Some(3)),
    (
        "Dryad of the Ilysian Grove",
        "Dryade du bosquet ilyséen",
        Some(3),
    ),
    (
        "Masumaro, First to Live",
        "Masumaro, premier à vivre",
        Some(6),
    ),
    ("Lord of Atlantis", "Seigneur de l'Atlantide", Some(2)),
    ("Silvercoat Lion", "Lion à fourrure argentée", Some(2)),
    ("Grizzly Bears", "Grizzlis", Some(2)),
    ("Gray Ogre", "Ogre gris", Some(3)),
    ("Craw Wurm", "Guivre vorace", Some(6)),
    ("Wall of Wood", "Mur de bois", Some(1)),
    ("Llanowar Elves", "Elfes de Llanowar", Some(1)),
    (
        "Merfolk of the Pearl Trident",
        "Ondin du Trident de perles",
        Some(1),
    ),
    // Enchantments
    ("Honor of the Pure", "Honneur des purs", Some(2)),
    ("Blood Moon", "Lune de sang", Some(3)),
    ("Levitation", "Lévitation", Some(4)),
    (
        "Curse of Death's Hold",
        "Malédiction de l'étreinte de la mort",
        Some(5),
    ),
    ("Titania's Song", "Chanson de Titania", Some(4)),
    ("Humility", "Humilité", Some(4)),
    ("Opalescence", "Opalescence", Some(4)),
    ("Conspiracy", "Conspiration", Some(5)),
    ("Glorious Anthem", "Antienne glorieuse", Some(3)),
    ("Enchanted Evening", "Soirée enchantée", Some(5)),
    ("March of the Machines", "Marche des machines", Some(4)),
    ("Crusade", "Croisade", Some(2)),
    ("Conversion", "Conversion", Some(4)),
    ("Xenograft", "Xénogreffe", Some(5)),
    ("Starfield of Nyx", "Champ d'étoiles de Nyx", Some(5)),
    ("Leyline of Sanctity", "Ligne ley de vertu", Some(4)),
    ("Dress Down", "Déculottée", Some(2)),
    ("Mind Control", "Contrôle mental", Some(5)),
    ("Ensoul Artifact", "Infuser l'âme aux artefacts", Some(2)),
    ("Lignify", "Lignification", Some(2)),
    ("Life and Limb", "Survivre à la force des bras", Some(4)),
    // Instants and sorceries
    ("Giant Growth", "Croissance gigantesque", Some(1)),
    ("Act of Treason", "Acte de trahison", Some(3)),
    ("Mind Bend", "Ploiement mental", Some(1)),
    ("Twisted Image", "Image perverse", Some(1)),
    ("Turn to Frog", "Transformation en grenouille", Some(2)),
    ("Ovinize", "Ovinisation", Some(2)),
    ("Sudden Spoiling", "Déliquescence soudaine", Some(3)),
    ("Cerulean Wisps", "Feux céruléens", Some(1)),
    ("Public Execution", "Exécution publique", Some(6)),
    ("Animate Land", "Animation du terrain", Some(1)),
    ("Raise the Alarm", "Sonner l'alerte", Some(2)),
    // Artifacts
    ("Mycosynth Lattice", "Treille de mycosynthèse", Some(6)),
    ("Chromatic Lantern", "Lanterne chromatique", Some(3)),
    ("Chimeric Staff", "Bâton chimérique", Some(4)),
    ("Kormus Bell", "Cloche de Kormus", Some(4)),
    // Lands
    (
        "Urborg, Tomb of Yawgmoth",
        "Urborg, tombe de Yaugzebul",
        None,
    ),
    (
        "Yavimaya, Cradle of Growth",
        "Yavimaya, berceau de croissance",
        None,
    ),
    ("Mutavault", "Mutecaveau", None),
    ("Forbidding Watchtower", "Tour de guet menaçante", None),
    ("Canopy Vista", "Vue de la canopée", None),
    ("Reliquary Tower", "Tour du Reliquaire", None),
    ("Darksteel Citadel", "Citadelle de sombracier", None),
    ("Plains", "Plaine", None),
    ("Island", "Île", None),
    ("Swamp", "Marais", None),
    ("Mountain", "Montagne", None),
    ("Forest", "Forêt", None),
    // Also from the course (seed 001)
    ("Sutured Ghoul", "Goule suturée", Some(7)),
    (
        "Skullbriar, the Walking Grave",
        "Crânebruyère, la Tombe ambulante",
        Some(2),
    ),
    ("Torpor Dust", "Poussière de torpeur", Some(3)),
    ("Witchbane Orb", "Orbe fléau des envoûteuses", Some(4)),
    ("Mirror Gallery", "Galerie aux miroirs", Some(5)),
    ("Platinum Angel", "Ange de platine", Some(7)),
    // For lesson 18 (an Aura that grants an ability and moves)
    ("Arcane Flight", "Vol ésotérique", Some(1)),
    // A transforming double-faced card (lesson 18); its back face is Avacyn, the Purifier
    ("Archangel Avacyn", "Archange Avacyn", Some(5)),
    // Today's rules (lessons 18 and 19 in the app): Equipment, an Aura that grants a static ability, a land
    // that enters tapped, counters as it enters, a copy that keeps its own color
    ("Colossus Hammer", "Marteau colossal", Some(1)),
    ("Rune of Flight", "Rune de vol", Some(2)),
    ("Azorius Guildgate", "Porte de la guilde d'Azorius", None),
    ("Triskelion", "Triskèle", Some(6)),
    ("Vesuvan Doppelganger", "Doppelganger vésuvéen", Some(5)),
];

/// P/T-defining CDAs (a printed `*` defined by the card itself).
const PT_CDAS: &[&str] = &[
    "Aeon Chronicler",
    "Maro",
    "Masumaro, First to Live",
    "Ixidron",
    "Tarmogoyf",
    "Sutured Ghoul",
];

/// A printed `*` set as the card enters (613.2a, layer 1a): not a CDA.
const STAR_AS_ENTERS: &[&str] = &["Aquamorph Entity", "Molten Sentry", "Primal Clay"];

fn cat() -> Catalogue {
    Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).unwrap_or_else(|e| panic!("{e}"))
}

fn card<'a>(cat: &'a Catalogue, name: &str) -> &'a CardDef {
    cat.find(name)
        .unwrap_or_else(|| panic!("{name} is missing"))
}

/// Every token defined by a card (Raise the Alarm's Soldiers...).
fn tokens(c: &CardDef) -> Vec<&CardDef> {
    let mut lists: Vec<&[OneShot]> = vec![&c.spell];
    for a in &c.abilities {
        match a {
            Ability::Activated(x) => lists.push(&x.effects),
            Ability::Triggered(x) => lists.push(&x.effects),
            _ => {}
        }
    }
    lists
        .into_iter()
        .flatten()
        .filter_map(|o| match o {
            OneShot::CreateTokens { token, .. } => Some(token.as_ref()),
            _ => None,
        })
        .collect()
}

fn statics(c: &CardDef) -> Vec<&Static> {
    c.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(s) => Some(s),
            _ => None,
        })
        .collect()
}

#[test]
fn catalogue_parses() {
    let cat = cat();
    assert!(!cat.cards().is_empty());
}

#[test]
fn lookup_by_either_name_case_insensitive() {
    let cat = Catalogue::embedded();
    assert_eq!(cat.find("blood moon").unwrap().name, "Blood Moon");
    assert_eq!(cat.find("LUNE DE SANG").unwrap().name, "Blood Moon");
    assert!(cat.find("Blood Mon").is_none());
    assert_eq!(cat.suggest("Blood Mon", 3)[0], "Blood Moon");
}

#[test]
fn every_card_of_the_course_is_there_under_both_names() {
    let cat = cat();
    for (en, fr, _) in CARDS {
        let c = card(&cat, en);
        assert_eq!(c.name, *en);
        assert_eq!(c.name_fr, *fr, "French name of {en}");
        assert_eq!(
            cat.find(fr).map(|c| c.name.as_str()),
            Some(*en),
            "lookup of {fr}"
        );
        assert_eq!(
            cat.find(&en.to_uppercase()).map(|c| c.name.as_str()),
            Some(*en)
        );
    }
    assert_eq!(CARDS.len(), 91);
    assert_eq!(cat.cards().len(), CARDS.len(), "cards not in docs/cards.md");
}

/// No two cards of `cat` share a name, English or French, accents and case folded.
pub(crate) fn assert_each_name_once(cat: &Catalogue) {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for c in cat.cards() {
        let mut keys = vec![fold(&c.name)];
        if fold(&c.name_fr) != keys[0] {
            keys.push(fold(&c.name_fr));
        }
        for k in keys {
            if let Some(other) = seen.insert(k.clone(), &c.name) {
                panic!("{k:?} names both {other} and {}", c.name);
            }
        }
    }
}

#[test]
fn names_are_unique_across_both_languages() {
    assert_each_name_once(&cat());
}

#[test]
fn names_are_well_formed() {
    for c in cat().cards() {
        assert!(!c.name.is_empty());
        assert!(
            !c.name_fr.trim().is_empty(),
            "{} has no French name",
            c.name
        );
        for n in [&c.name, &c.name_fr] {
            assert!(!n.contains('\u{2019}'), "typographic apostrophe in {n}");
            assert_eq!(n.trim(), n.as_str());
        }
    }
}

#[test]
fn mana_costs_parse_and_match_the_mana_values() {
    let cat = cat();
    for (en, _, mv) in CARDS {
        let c = card(&cat, en);
        match (&c.mana_cost, mv) {
            (Some(cost), Some(mv)) => {
                let parsed = ManaCost::parse(cost).unwrap_or_else(|e| panic!("{en}: {e:?}"));
                assert_eq!(parsed.mana_value(), *mv, "mana value of {en}");
            }
            (None, None) => {}
            _ => panic!(
                "{en}: mana cost {:?}, expected mana value {mv:?}",
                c.mana_cost
            ),
        }
        for t in tokens(c) {
            assert!(t.mana_cost.is_none(), "token of {en} has a mana cost");
            assert!(t.colors.is_some(), "token of {en} needs its colors");
        }
    }
}

#[test]
fn colors_come_from_the_cost() {
    let cat = cat();
    let colors = |n: &str| {
        let c = card(&cat, n);
        assert!(c.colors.is_none(), "{n} needs no colors field");
        c.mana_cost
            .as_deref()
            .map(|m| ManaCost::parse(m).unwrap().colors())
            .unwrap_or_default()
    };
    assert_eq!(colors("Cemetery Puca"), vec![Color::Blue, Color::Black]);
    assert_eq!(colors("Crag Puca"), vec![Color::Blue, Color::Red]);
    assert_eq!(colors("Godhead of Awe"), vec![Color::White, Color::Blue]);
    assert_eq!(colors("Phyrexian Metamorph"), vec![Color::Blue]);
    assert_eq!(
        colors("Skullbriar, the Walking Grave"),
        vec![Color::Black, Color::Green]
    );
    assert!(colors("Painter's Servant").is_empty());
    assert!(colors("Mycosynth Lattice").is_empty());
}

#[test]
fn creatures_have_printed_power_and_toughness() {
    let cat = cat();
    for c in cat.cards() {
        let creature = c.types.contains(&CardType::Creature);
        assert_eq!(c.power.is_some(), creature, "{}: power", c.name);
        assert_eq!(c.toughness.is_some(), creature, "{}: toughness", c.name);
        let stars = [&c.power, &c.toughness]
            .into_iter()
            .flatten()
            .any(|v| v.has_star());
        if stars {
            // A star counts as 0 beside the number printed with it (208.2a).
            assert!(
                c.power_value() == Some(0) && matches!(c.toughness_value(), Some(0 | 1)),
                "{}: a printed * is 0",
                c.name
            );
        }
    }
}

#[test]
fn stars_are_cdas_only_where_the_card_defines_them() {
    let cat = cat();
    for c in cat.cards() {
        let pt_cda = statics(c)
            .iter()
            .any(|s| s.cda && s.parts.iter().any(|p| matches!(p, Part::DefinePT(..))));
        let expected = PT_CDAS.contains(&c.name.as_str());
        assert_eq!(pt_cda, expected, "{}: P/T CDA", c.name);
        if expected {
            assert!(
                c.power.as_ref().is_some_and(|v| v.has_star()),
                "{}: printed star",
                c.name
            );
        }
        if STAR_AS_ENTERS.contains(&c.name.as_str()) {
            assert_eq!(c.printed_pt_text().as_deref(), Some("*/*"), "{}", c.name);
            assert!(matches!(c.abilities[0], Ability::AsEnters(_)), "{}", c.name);
        }
        for s in statics(c) {
            if s.cda {
                assert_eq!(
                    s.affects,
                    Affected::This,
                    "{}: a CDA affects only its object",
                    c.name
                );
                assert!(
                    s.condition.is_none(),
                    "{}: a CDA is not conditional",
                    c.name
                );
            }
        }
    }
    let goyf = card(&cat, "Tarmogoyf");
    assert_eq!(goyf.printed_pt_text().as_deref(), Some("*/1+*"));
    assert_eq!(
        (goyf.power_value(), goyf.toughness_value()),
        (Some(0), Some(1))
    );
}

#[test]
fn intrinsic_mana_abilities_are_not_printed() {
    let cat = cat();
    for c in cat.cards() {
        let is_basic_typed = c
            .subtypes
            .iter()
            .any(|s| ["Plains", "Island", "Swamp", "Mountain", "Forest"].contains(&s.as_str()));
        if c.types.contains(&CardType::Land) && is_basic_typed {
            assert!(
                !c.abilities.iter().any(|a| matches!(a, Ability::Mana(_))),
                "{}: its mana ability comes from its land types (305.6)",
                c.name
            );
        }
        if c.supertypes.contains(&Supertype::Basic) {
            assert!(c.abilities.is_empty(), "{}", c.name);
            assert_eq!(c.subtypes, vec![c.name.clone()]);
        }
    }
}

#[test]
fn cemetery_pucas_printed_ability_zero_is_its_trigger() {
    let cat = cat();
    let puca = card(&cat, "Cemetery Puca");
    let Ability::Triggered(t) = &puca.abilities[0] else {
        panic!("ability 0 is not the trigger")
    };
    // Its Oracle trigger with the optional payment, in words ("Whenever a creature dies, you
    // may pay {1}. If you do, ..."): whether it resolves is the scenario's choice.
    let Trigger::Other(text) = &t.when else {
        panic!("the trigger is not written out: {:?}", t.when)
    };
    assert_eq!(
        text.en,
        "Whenever a creature dies, you may pay {1}. If you do"
    );
    assert!(
        matches!(t.effects[..], [OneShot::BecomeCopy(ref spec)] if spec.except == vec![Part::KeepPrintedAbility(0)])
    );
}

#[test]
fn spells_have_effects_and_permanents_dont() {
    for c in cat().cards() {
        let spell = c.types.contains(&CardType::Instant) || c.types.contains(&CardType::Sorcery);
        assert_eq!(!c.spell.is_empty(), spell, "{}", c.name);
        if !spell {
            assert!(c.targets.is_empty(), "{}", c.name);
        }
    }
}

/// Every string literal of the file that follows `key: `.
fn strings_after(key: &str) -> Vec<String> {
    let pat = format!("{key}: \"");
    let mut out = Vec::new();
    let mut rest = EMBEDDED;
    while let Some(i) = rest.find(&pat) {
        let whole_word = rest[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        rest = &rest[i + pat.len()..];
        if !whole_word {
            continue;
        }
        let end = rest.find('"').expect("unterminated string");
        out.push(rest[..end].to_string());
        rest = &rest[end..];
    }
    out
}

#[test]
fn texts_are_typeset() {
    assert!(
        !EMBEDDED.contains('\u{202F}'),
        "narrow no-break space (U+202F) in the catalogue"
    );
    let en = strings_after("en");
    let fr = strings_after("fr");
    assert!(!fr.is_empty());
    assert_eq!(en.len(), fr.len(), "every text has both languages");
    for t in en.iter().chain(&fr) {
        assert!(!t.trim().is_empty());
        assert_eq!(t.trim(), t.as_str(), "stray spaces in {t:?}");
        assert!(!t.contains('\u{2019}'), "typographic apostrophe in {t:?}");
        assert!(!t.contains("  "), "double space in {t:?}");
    }
    for t in &fr {
        let chars: Vec<char> = t.chars().collect();
        for (i, ch) in chars.iter().enumerate() {
            if matches!(ch, ':' | ';' | '!' | '?' | '»') {
                assert!(
                    i > 0 && chars[i - 1] == '\u{A0}',
                    "no-break space needed before {ch:?} in {t:?}"
                );
            }
            if *ch == '«' {
                assert_eq!(
                    chars.get(i + 1),
                    Some(&'\u{A0}'),
                    "no-break space needed after « in {t:?}"
                );
            }
        }
    }
}

/// Card search, the grading of an answer and "did you mean" take the same spellings without
/// accents and ligatures (œ, æ, ß, ñ, ê): one fold serves the three.
#[test]
fn search_grading_and_suggestions_fold_the_same_accents() {
    use layerlab::drill::answer::{Answer, Form, Opt, parse_answer};
    use layerlab::i18n::Lang;
    use layerlab::ui::screens::layer::edit::search::{Kind, search};

    // The name as printed, and as typed on a keyboard without those letters.
    let words = [
        ("Rancœur", "rancoeur"),
        ("Fiole d'æther", "fiole d'aether"),
        ("Straße der Elfen", "strasse der elfen"),
        ("El Niño", "el nino"),
        ("Forêt ancienne", "foret ancienne"),
    ];
    let cards = words
        .iter()
        .map(|&(name, _)| CardDef {
            name: name.to_string(),
            types: vec![CardType::Enchantment],
            ..CardDef::default()
        })
        .collect();
    let cat = Catalogue::of_cards(cards);
    let opts: Vec<Opt> = words.iter().map(|&(n, _)| Opt::Id(n.to_string())).collect();
    for (i, &(name, typed)) in words.iter().enumerate() {
        let found: Vec<&str> = search(&cat, Kind::Permanent, typed, Lang::En)
            .into_iter()
            .map(|k| cat.cards()[k].name.as_str())
            .collect();
        assert_eq!(found, [name], "search for {typed:?}");
        assert_eq!(
            parse_answer(typed, &Form::Set(&opts)),
            Ok(Answer::Set(vec![i])),
            "grading {typed:?}"
        );
        assert_eq!(cat.suggest(typed, 1), [name], "suggestions for {typed:?}");
    }
}
