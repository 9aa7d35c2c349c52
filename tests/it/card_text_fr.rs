//! A card given by its type line and rules text printed in French (`type_line_fr`, `text_fr`),
//! in a scenario: read into the same data as the English, on boards whose result depends on
//! each template; with both languages given, both are read and must agree; a French sentence
//! shaped like a continuous effect that can't be read whole is refused inside the string.

use crate::common;
use common::cards::{holds, solve};

#[test]
fn a_french_lord_and_anthems_with_filters() {
    let cards = r#"        (name: "Elvish Champion", name_fr: "Champion elfe", mana_cost: "{1}{G}{G}", type_line_fr: "Créature : Elfe", power: 2, toughness: 2,
            text_fr: "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts. (Elles ne peuvent pas être bloquées.)"),
        (name: "Honor of Tests", type_line_fr: "Enchantement", text_fr: "Les créatures blanches que vous contrôlez gagnent +1/+1."),
        (name: "Curse of Tests", type_line_fr: "Enchantement", text_fr: "Les créatures que vos adversaires contrôlent gagnent −1/−1."),
        (name: "Tide of Tests", type_line_fr: "Enchantement", text_fr: "Les autres ondins gagnent +1/+1 et ont la traversée des îles."),"#;
    holds(
        "fr-lord",
        cards,
        r#"    actions: [
        Enter(id: "champion", card: "Elvish Champion", controller: 0),
        Enter(id: "elves", card: "Llanowar Elves", controller: 1),
        Enter(id: "honor", card: "Honor of Tests", controller: 0),
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
        Enter(id: "curse", card: "Curse of Tests", controller: 1),
        Enter(id: "tide", card: "Tide of Tests", controller: 1),
        Enter(id: "merfolk", card: "Merfolk of the Pearl Trident", controller: 0),
    ],
    expect: [
        (id: "champion", types: ["Creature"], subtypes: ["Elf"], power: 1, toughness: 1),
        (id: "elves", power: 2, toughness: 2, abilities: ["Forestwalk", "{T}: Add {G}."]),
        (id: "lion", power: 2, toughness: 2),
        (id: "merfolk", power: 1, toughness: 1, abilities: ["Islandwalk"]),
    ],"#,
    );
}

#[test]
fn french_land_types_colors_lost_abilities_and_base_pt() {
    let cards = r#"        (name: "Moon of Tests", type_line_fr: "Enchantement", text_fr: "Les terrains non-base sont des Montagnes."),
        (name: "Swamp Maker", type_line_fr: "Terrain légendaire", text_fr: "Chaque terrain est un Marais en plus de ses autres types de terrain."),
        (name: "Humble Test", type_line_fr: "Enchantement", text_fr: "Toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1."),
        (name: "Paint of Night", type_line_fr: "Enchantement", text_fr: "Toutes les créatures sont noires."),"#;
    holds(
        "fr-swamps",
        cards,
        r#"    actions: [
        Enter(id: "maker", card: "Swamp Maker", controller: 1),
        Enter(id: "forest", card: "Forest", controller: 0),
    ],
    expect: [(id: "maker", supertypes: ["Legendary"], types: ["Land"], subtypes: ["Swamp"]), (id: "forest", subtypes: ["Forest", "Swamp"])],"#,
    );
    holds(
        "fr-lands-colors",
        cards,
        r#"    actions: [
        Enter(id: "moon", card: "Moon of Tests", controller: 0),
        Enter(id: "tower", card: "Reliquary Tower", controller: 0),
        Enter(id: "humble", card: "Humble Test", controller: 1),
        Enter(id: "paint", card: "Paint of Night", controller: 1),
        Enter(id: "wurm", card: "Craw Wurm", controller: 0),
    ],
    expect: [
        (id: "tower", subtypes: ["Mountain"]),
        (id: "wurm", colors: ["Black"], power: 1, toughness: 1, abilities: []),
    ],"#,
    );
}

#[test]
fn a_french_aura_an_equipment_an_instant_and_control() {
    let cards = r#"        (name: "Gift of Tests", type_line_fr: "Enchantement — Aura",
            text_fr: "Enchanter : créature\nLa créature enchantée gagne +2/+2 et a le vol."),
        (name: "Growth of Tests", type_line_fr: "Éphémère",
            text_fr: "La créature ciblée gagne +3/+3 jusqu'à la fin du tour."),
        (name: "Hammer of Tests", type_line_fr: "Artefact : Équipement",
            text_fr: "La créature équipée gagne +1/+0 et a le piétinement.\nÉquipement {2}"),
        (name: "Theft of Tests", type_line_fr: "Enchantement : Aura",
            text_fr: "Enchanter : créature\nVous contrôlez la créature enchantée."),"#;
    holds(
        "fr-aura",
        cards,
        r#"    actions: [
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "gift", card: "Gift of Tests", controller: 0, attached_to: "bears"),
        Enter(id: "hammer", card: "Hammer of Tests", controller: 0, attached_to: "bears"),
        Cast(card: "Growth of Tests", controller: 0, targets: ["bears"]),
        Enter(id: "wurm", card: "Craw Wurm", controller: 1),
        Enter(id: "theft", card: "Theft of Tests", controller: 0, attached_to: "wurm"),
    ],
    expect: [
        (id: "bears", power: 8, toughness: 7, abilities: ["Flying", "Trample"]),
        (id: "wurm", controller: 0),
    ],"#,
    );
}

#[test]
fn a_french_cda_a_switch_gain_control_and_players_rules() {
    let cards = r#"        (name: "Sage of Tests", type_line_fr: "Créature : Avatar", power: "*", toughness: "*",
            text_fr: "La force et l'endurance de cette créature sont chacune égales au nombre de cartes dans votre main."),
        (name: "Theft of Tests", type_line_fr: "Rituel",
            text_fr: "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour."),
        (name: "Image of Tests", type_line_fr: "Éphémère",
            text_fr: "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour.\nPiochez une carte."),
        (name: "Ward of Tests", type_line_fr: "Artefact",
            text_fr: "Vous n’avez pas de taille maximale de main.\nVos adversaires ont la défense talismanique."),"#;
    crate::card_text::cda_control_switch_and_players_rules("fr-cda-control", cards);
}

#[test]
fn french_for_each_animations_conditions_and_keywords_with_parameters() {
    let cards = r#"        (name: "Grove of Tests", type_line_fr: "Enchantement",
            text_fr: "Les créatures que vous contrôlez gagnent +1/+1 pour chaque forêt que vous contrôlez."),
        (name: "Vault of Tests", type_line_fr: "Terrain",
            text_fr: "{T} : Ajoutez {C}.\n{1}{G} : Ce terrain devient une créature Élémental 3/3 verte jusqu'à la fin du tour. C'est toujours un terrain."),
        (name: "Banner of Tests", type_line_fr: "Enchantement",
            text_fr: "Tant que vous contrôlez au moins deux enchantements, les créatures que vous contrôlez ont la vigilance et le bushido 1."),"#;
    holds(
        "fr-for-each",
        cards,
        r#"    actions: [
        Enter(id: "grove", card: "Grove of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "f1", card: "Forest", controller: 0),
        Enter(id: "f2", card: "Forest", controller: 0),
        Enter(id: "vault", card: "Vault of Tests", controller: 0),
        Activate(source: "vault", ability: 1),
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
    ],
    expect: [
        (id: "bears", power: 4, toughness: 4, abilities: ["Vigilance", "Bushido 1"]),
        (id: "vault", types: ["Land", "Creature"], subtypes: ["Elemental"], colors: ["Green"], power: 5, toughness: 5),
    ],"#,
    );
    // One enchantment: the banner's condition fails.
    holds(
        "fr-condition-off",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
    ],
    expect: [(id: "bears", power: 2, toughness: 2, abilities: [])],"#,
    );
    // A keyword line with its parameter: protection from red.
    holds(
        "fr-protection",
        r#"        (name: "Knight of Tests", type_line_fr: "Créature : Humain Chevalier", power: 2, toughness: 2,
            text_fr: "Protection contre le rouge\nParade {2}"),"#,
        r#"    actions: [Enter(id: "k", card: "Knight of Tests", controller: 0)],
    expect: [(id: "k", abilities: ["Protection from red", "Ward {2}"])],"#,
    );
}

#[test]
fn french_sentences_not_modelled_are_kept_in_french() {
    let cards = r#"        (name: "Scholar of Tests", name_fr: "Érudit des tests", type_line_fr: "Créature : Humain et Sorcier", power: 1, toughness: 1,
            text_fr: "Vigilance\nQuand l'Érudit des tests arrive, piochez une carte.\nLes créatures que vous contrôlez gagnent +1/+0."),"#;
    let rest = r#"    actions: [Enter(id: "scholar", card: "Scholar of Tests", controller: 0)],
    expect: [(id: "scholar", power: 2, toughness: 1, subtypes: ["Human", "Wizard"])],"#;
    holds("fr-words", cards, rest);
    let (_, fr, _) = solve("fr-words", cards, rest, "fr");
    assert!(
        fr.contains(": Quand l'Érudit des tests arrive, piochez une carte."),
        "{fr}"
    );
    assert!(
        fr.contains("Les créatures que vous contrôlez gagnent +1/+0."),
        "{fr}"
    );
}

#[test]
fn a_french_sentence_it_cannot_read_whole_is_refused_inside_the_string() {
    crate::card_text::refused_inside_the_string(
        "fr-refused",
        r#"        (name: "Counter of Tests", type_line_fr: "Enchantement",
            text_fr: "Vol\nLes créatures que vous contrôlez gagnent +1/+1 pendant votre tour."),"#,
        "Les créatures que vous contrôlez gagnent +1/+1 pendant votre tour",
        "Les créatures que vous contrôlez gagnent +1/+1.",
    );
}

#[test]
fn both_languages_are_read_and_must_agree() {
    let agree = r#"        (name: "Elvish Champion", name_fr: "Champion elfe", type_line: "Creature — Elf", type_line_fr: "Créature : Elfe", power: 2, toughness: 2,
            text: "Other Elf creatures get +1/+1 and have forestwalk.\nWhen this creature enters, draw a card.",
            text_fr: "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts.\nQuand cette créature arrive, piochez une carte."),"#;
    let rest = r#"    actions: [
        Enter(id: "champion", card: "Elvish Champion", controller: 0),
        Enter(id: "elves", card: "Llanowar Elves", controller: 1),
    ],
    expect: [(id: "elves", power: 2, toughness: 2)],"#;
    holds("fr-agree", agree, rest);
    let (_, fr, _) = solve("fr-agree", agree, rest, "fr");
    assert!(
        fr.contains("Quand cette créature arrive, piochez une carte."),
        "{fr}"
    );
    let differ = agree.replace("gagnent +1/+1", "gagnent +2/+2");
    let (code, out, err) = solve("fr-differ", &differ, rest, "en");
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains("the French text does not say what the English text says: \"Other Elf creatures get +1/+1 and have forestwalk.\" in English, \"Les autres créatures Elfe gagnent +2/+2 et ont la traversée des forêts.\" in French"),
        "{err}"
    );
    assert!(err.contains("fr-differ.ron:6:23:"), "{err}");
    let lines = agree.replace("Créature : Elfe", "Créature : Gobelin");
    let (code, out, err) = solve("fr-type-differ", &lines, rest, "fr");
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("la ligne de type française"), "{err}");
}

#[test]
fn a_french_effect_on_a_set_it_cannot_name_is_refused_not_kept_as_words() {
    for (text, at) in [
        (
            "Au moment où cet enchantement arrive, choisissez une couleur.\\nLes créatures de la couleur la plus répandue gagnent +1/+1.",
            "« Les créatures de la couleur la plus répandue gagnent +1/+1 »",
        ),
        (
            "La force de cette créature est égale au nombre de couleurs parmi les permanents que vous contrôlez et son endurance est égale à ce nombre plus 1.",
            "« La force de cette créature est égale",
        ),
    ] {
        let cards = format!(
            r#"        (name: "Omen of Tests", type_line_fr: "Enchantement", text_fr: "{text}"),"#
        );
        let (code, _, err) = solve(
            "fr-shape",
            &cards,
            r#"    actions: [Enter(id: "omen", card: "Omen of Tests", controller: 0, choices: ["Red"])],"#,
            "fr",
        );
        assert_eq!(code, Some(2), "{text}: {err}");
        assert!(err.contains(at), "{err}");
    }
}

#[test]
fn french_chosen_types_and_colors_every_creature_type_and_a_count_of_creatures() {
    let cards = r#"        (name: "Graft of Tests", type_line_fr: "Enchantement",
            text_fr: "Au moment où cet enchantement arrive, choisissez un type de créature.\nChaque créature que vous contrôlez est du type choisi en plus de ses autres types."),
        (name: "Plot of Tests", type_line_fr: "Enchantement",
            text_fr: "Au moment où cet enchantement arrive, choisissez un type de créature.\nLes créatures que vous contrôlez sont du type choisi. Il en va de même pour les sorts de créature que vous contrôlez et les cartes de créature que vous possédez qui ne sont pas sur le champ de bataille."),
        (name: "Flag of Tests", type_line_fr: "Enchantement",
            text_fr: "Au moment où cet enchantement arrive, choisissez une couleur.\nLes créatures de la couleur choisie que vous contrôlez gagnent +1/+1."),
        (name: "Mist of Tests", type_line_fr: "Créature : Illusion", power: 3, toughness: 3,
            text_fr: "Cette créature a tous les types de créatures."),
        (name: "Wild of Tests", type_line_fr: "Créature : Avatar", power: "*", toughness: "*",
            text_fr: "La force et l'endurance de cette créature sont chacune égales au nombre de créatures que vous contrôlez."),"#;
    holds(
        "fr-chosen",
        cards,
        r#"    actions: [
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
        Enter(id: "graft", card: "Graft of Tests", controller: 0, choices: ["Goblin"]),
        Enter(id: "flag", card: "Flag of Tests", controller: 0, choices: ["White"]),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "mist", card: "Mist of Tests", controller: 0),
        Enter(id: "lord", card: "Lord of Atlantis", controller: 1),
        Enter(id: "wild", card: "Wild of Tests", controller: 1),
        Enter(id: "plot", card: "Plot of Tests", controller: 1, choices: ["Elf"]),
    ],
    expect: [
        (id: "lion", subtypes: ["Cat", "Goblin"], power: 3, toughness: 3),
        (id: "bears", subtypes: ["Bear", "Goblin"], power: 2, toughness: 2),
        (id: "mist", power: 4, toughness: 4),
        (id: "wild", subtypes: ["Elf"], power: 2, toughness: 2),
    ],"#,
    );
}

#[test]
fn french_life_gained_or_lost_and_a_payment_are_kept_as_words() {
    let cards = r#"        (name: "Imp of Tests", type_line_fr: "Créature : Zombie", power: 2, toughness: 2,
            text_fr: "Au début de votre entretien, vous perdez 2 points de vie.\nQuand cette créature arrive, vous pouvez payer {1}. Si vous faites ainsi, vous gagnez 3 points de vie."),"#;
    let rest = r#"    actions: [Enter(id: "imp", card: "Imp of Tests", controller: 0)],
    expect: [(id: "imp", power: 2, toughness: 2)],"#;
    holds("fr-life", cards, rest);
    let (_, fr, _) = solve("fr-life", cards, rest, "fr");
    assert!(fr.contains("vous perdez 2 points de vie"), "{fr}");
}

#[test]
fn a_french_relative_clause_says_what_the_objects_also_are() {
    let cards = r#"        (name: "Banner of Tests", type_line_fr: "Enchantement",
            text_fr: "Chaque créature que vous contrôlez qui est un Elfe ou un Guerrier gagne +1/+1."),
        (name: "Wind of Tests", type_line_fr: "Enchantement",
            text_fr: "Les créatures qui sont blanches ou bleues ont le vol."),"#;
    holds(
        "fr-relative",
        cards,
        r#"    actions: [
        Enter(id: "banner", card: "Banner of Tests", controller: 0),
        Enter(id: "wind", card: "Wind of Tests", controller: 1),
        Enter(id: "elves", card: "Llanowar Elves", controller: 0),
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
    ],
    expect: [
        (id: "elves", power: 2, toughness: 2, abilities: ["{T}: Add {G}."]),
        (id: "lion", power: 2, toughness: 2, abilities: ["Flying"]),
    ],"#,
    );
}

#[test]
fn a_french_cda_of_power_then_toughness() {
    let cards = r#"        (name: "Lhurgoyf of Tests", type_line_fr: "Créature : Lhurgoyf", power: "*", toughness: "*",
            text_fr: "La force de cette créature est égale au nombre de cartes de créature dans tous les cimetières et son endurance est égale à ce nombre plus 1."),"#;
    holds(
        "fr-lhurgoyf",
        cards,
        r#"    actions: [Enter(id: "goyf", card: "Lhurgoyf of Tests", controller: 0)],
    expect: [(id: "goyf", power: 0, toughness: 1)],"#,
    );
}
