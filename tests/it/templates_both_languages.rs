//! One test per template of continuous effect a judge meets, each on a board whose result
//! depends on it: the card is given by its English printed text, then by its French printed
//! text, then by both (which must agree), and each time the board comes out the same.

use crate::common;

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
pub(crate) mod cases {
    use super::common::cards::solve;

    /// A card of the test given by its text in both languages, with the board it is tried on.
    pub(crate) struct Template {
        /// The test's name (the scenario file's name).
        pub(crate) id: &'static str,
        pub(crate) type_line: &'static str,
        pub(crate) type_line_fr: &'static str,
        /// More fields of the card: mana cost, power and toughness.
        pub(crate) fields: &'static str,
        pub(crate) text: &'static str,
        pub(crate) text_fr: &'static str,
        /// The other cards of the board, given as the scenario's `cards`.
        pub(crate) others: &'static str,
        /// The scenario's `players` if it has any, then its `actions`, on one line; the card is
        /// "Card of Tests".
        pub(crate) board: &'static str,
        /// The scenario's `expect`, on one line.
        pub(crate) expect: &'static str,
    }

    /// The board comes out as `expect` says with the card given in English, in French, and in
    /// both; and it comes out otherwise without the card's text (the result depends on it).
    pub(crate) fn check(t: &Template) {
        let rest = format!("    {},\n    expect: {},", t.board, t.expect);
        let card = |given: String| {
            format!(
                "        (name: \"Card of Tests\", {} {given}),\n{}",
                t.fields, t.others
            )
        };
        let en = format!("type_line: \"{}\", text: \"{}\"", t.type_line, t.text);
        let fr = format!(
            "type_line_fr: \"{}\", text_fr: \"{}\"",
            t.type_line_fr, t.text_fr
        );
        // A template whose French printed wording the French reader doesn't read yet gives no
        // French (`text_fr: ""`): tried in English alone.
        let langs = if t.text_fr.is_empty() {
            vec![("en", en.clone())]
        } else {
            vec![
                ("en", en.clone()),
                ("fr", fr.clone()),
                ("both", format!("{en}, {fr}")),
            ]
        };
        for (lang, given) in langs {
            let name = format!("{}-{lang}", t.id);
            let (code, out, err) = solve(&name, &card(given), &rest, "en");
            assert_eq!(code, Some(0), "{name}: {out}{err}");
        }
        // Without its text, the card changes nothing: the expectations fail.
        let blank = format!("type_line: \"{}\"", t.type_line);
        let name = format!("{}-blank", t.id);
        let (code, out, err) = solve(&name, &card(blank), &rest, "en");
        assert_ne!(
            code,
            Some(0),
            "{name}: the board doesn't depend on the text\n{out}{err}"
        );
    }

    macro_rules! templates {
        ($($id:ident: $t:expr;)*) => {
            $(
                #[test]
                fn $id() {
                    check(&$t);
                }
            )*
        };
    }
    pub(crate) use templates;

    /// No other card: the board uses the catalogue's.
    pub(crate) const NO_OTHER: &str = "";
    pub(crate) const BIRD: &str = r#"        (name: "Bird of Tests", mana_cost: "{U}", type_line: "Creature — Bird", power: 1, toughness: 1, text: "Flying"),"#;

    templates! {
        lord_of_other_zombies_you_control: Template {
            id: "lord-zombies",
            type_line: "Creature — Zombie",
            type_line_fr: "Créature : Zombie",
            fields: "mana_cost: \"{2}{B}\", power: 2, toughness: 2,",
            text: "Other Zombie creatures you control get +1/+1.",
            text_fr: "Les autres créatures Zombie que vous contrôlez gagnent +1/+1.",
            others: r#"        (name: "Zombie of Tests", mana_cost: "{B}", type_line: "Creature — Zombie", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "lord", card: "Card of Tests", controller: 0), Enter(id: "mine", card: "Zombie of Tests", controller: 0), Enter(id: "theirs", card: "Zombie of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "lord", power: 2, toughness: 2), (id: "mine", power: 3, toughness: 3), (id: "theirs", power: 2, toughness: 2), (id: "bears", power: 2, toughness: 2)]"#,
        };
        nonblack_creatures_get: Template {
            id: "nonblack",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{2}{W}\",",
            text: "Nonblack creatures get +1/+1.",
            text_fr: "Les créatures non-noires gagnent +1/+1.",
            others: r#"        (name: "Shade of Tests", mana_cost: "{B}", type_line: "Creature — Shade", power: 1, toughness: 1),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "shade", card: "Shade of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "shade", power: 1, toughness: 1), (id: "bears", power: 3, toughness: 3)]"#,
        };
        creatures_your_opponents_control_get_minus: Template {
            id: "opponents",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures your opponents control get −1/−1.",
            text_fr: "Les créatures que vos adversaires contrôlent gagnent -1/-1.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "mine", card: "Grizzly Bears", controller: 0), Enter(id: "theirs", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "mine", power: 2, toughness: 2), (id: "theirs", power: 1, toughness: 1)]"#,
        };
        each_creature_you_control_thats_an_elf_or_a_warrior: Template {
            id: "elf-or-warrior",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Each creature you control that's an Elf or a Warrior gets +1/+1.",
            text_fr: "Chaque créature que vous contrôlez qui est un Elfe ou un Guerrier gagne +1/+1.",
            others: r#"        (name: "Warrior of Tests", mana_cost: "{R}", type_line: "Creature — Human Warrior", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "elves", card: "Llanowar Elves", controller: 0), Enter(id: "warrior", card: "Warrior of Tests", controller: 0), Enter(id: "theirs", card: "Warrior of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "elves", power: 2, toughness: 2), (id: "warrior", power: 3, toughness: 3), (id: "theirs", power: 2, toughness: 2), (id: "bears", power: 2, toughness: 2)]"#,
        };
        gets_for_each: Template {
            id: "for-each",
            type_line: "Creature — Elf",
            type_line_fr: "Créature : Elfe",
            fields: "mana_cost: \"{G}\", power: 1, toughness: 1,",
            text: "This creature gets +1/+1 for each other creature you control.",
            text_fr: "Cette créature gagne +1/+1 pour chaque autre créature que vous contrôlez.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "b1", card: "Grizzly Bears", controller: 0), Enter(id: "b2", card: "Grizzly Bears", controller: 0), Enter(id: "b3", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "card", power: 3, toughness: 3)]"#,
        };
        have_keywords: Template {
            id: "have",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures you control have flying and vigilance.",
            text_fr: "Les créatures que vous contrôlez ont le vol et la vigilance.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", abilities: ["Flying", "Vigilance"])]"#,
        };
        gains_a_keyword_until_end_of_turn: Template {
            id: "gains",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{U}\",",
            text: "Target creature gains flying until end of turn.",
            text_fr: "La créature ciblée acquiert le vol jusqu'à la fin du tour.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0), Cast(card: "Card of Tests", controller: 0, targets: ["bears"])]"#,
            expect: r#"[(id: "bears", abilities: ["Flying"])]"#,
        };
        lose_a_keyword: Template {
            id: "lose",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures your opponents control lose flying.",
            text_fr: "Les créatures que vos adversaires contrôlent perdent le vol.",
            others: BIRD,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "mine", card: "Bird of Tests", controller: 0), Enter(id: "theirs", card: "Bird of Tests", controller: 1)]"#,
            expect: r#"[(id: "mine", abilities: ["Flying"]), (id: "theirs", abilities: [])]"#,
        };
        enchanted_creature_loses_all_abilities: Template {
            id: "loses-all",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{U}\",",
            text: "Enchant creature\nEnchanted creature loses all abilities.",
            text_fr: "Enchanter : créature\nLa créature enchantée perd toutes ses capacités.",
            others: BIRD,
            board: r#"actions: [Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bird")]"#,
            expect: r#"[(id: "bird", abilities: [])]"#,
        };
        cant_have_or_gain: Template {
            id: "cant-have",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures your opponents control can't have or gain flying.",
            text_fr: "Les créatures que vos adversaires contrôlent ne peuvent pas avoir ou acquérir le vol.",
            others: r#"        (name: "Bird of Tests", mana_cost: "{U}", type_line: "Creature — Bird", power: 1, toughness: 1, text: "Flying"),
        (name: "Wings of Tests", mana_cost: "{U}", type_line: "Instant", text: "Target creature gains flying until end of turn."),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Cast(card: "Wings of Tests", controller: 1, targets: ["bears"])]"#,
            expect: r#"[(id: "bird", abilities: []), (id: "bears", abilities: [])]"#,
        };
        is_a_type_in_addition_to_its_other_types: Template {
            id: "in-addition",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Each creature is an artifact in addition to its other types.",
            text_fr: "Chaque créature est un artefact en plus de ses autres types.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "bears", types: ["Creature", "Artifact"], subtypes: ["Bear"])]"#,
        };
        are_every_creature_type: Template {
            id: "every-type",
            type_line: "Artifact",
            type_line_fr: "Artefact",
            fields: "",
            text: "Creatures you control are every creature type.",
            text_fr: "Les créatures que vous contrôlez sont de tous les types de créatures.",
            others: NO_OTHER,
            // Lord of Atlantis: other Merfolk get +1/+1 and have islandwalk.
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "lord", card: "Lord of Atlantis", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", power: 3, toughness: 3, abilities: ["Islandwalk"])]"#,
        };
        nonbasic_lands_are_mountains: Template {
            id: "nonbasic-mountains",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{2}{R}\",",
            text: "Nonbasic lands are Mountains.",
            text_fr: "Les terrains non-base sont des Montagnes.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "tower", card: "Reliquary Tower", controller: 1), Enter(id: "forest", card: "Forest", controller: 1)]"#,
            expect: r#"[(id: "tower", subtypes: ["Mountain"], abilities: ["{T}: Add {R}."]), (id: "forest", subtypes: ["Forest"])]"#,
        };
        each_land_is_a_swamp_in_addition: Template {
            id: "each-land-swamp",
            type_line: "Legendary Land",
            type_line_fr: "Terrain légendaire",
            fields: "",
            text: "Each land is a Swamp in addition to its other land types.",
            text_fr: "Chaque terrain est un Marais en plus de ses autres types de terrain.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "forest", card: "Forest", controller: 1)]"#,
            expect: r#"[(id: "forest", subtypes: ["Forest", "Swamp"])]"#,
        };
        lands_you_control_are_plains: Template {
            id: "lands-plains",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Lands you control are Plains.",
            text_fr: "Les terrains que vous contrôlez sont des Plaines.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "mine", card: "Forest", controller: 0), Enter(id: "theirs", card: "Forest", controller: 1)]"#,
            expect: r#"[(id: "mine", subtypes: ["Plains"]), (id: "theirs", subtypes: ["Forest"])]"#,
        };
        are_black: Template {
            id: "black",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures you control are black.",
            text_fr: "Les créatures que vous contrôlez sont noires.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", colors: ["Black"])]"#,
        };
        is_all_colors: Template {
            id: "all-colors",
            type_line: "Creature — Elemental",
            type_line_fr: "Créature : Élémental",
            fields: "mana_cost: \"{1}{G}\", power: 2, toughness: 2,",
            text: "This creature is all colors.",
            text_fr: "Cette créature est de toutes les couleurs.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", colors: ["White", "Blue", "Black", "Red", "Green"])]"#,
        };
        are_colorless: Template {
            id: "colorless",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures your opponents control are colorless.",
            text_fr: "Les créatures que vos adversaires contrôlent sont incolores.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "bears", colors: [])]"#,
        };
        have_base_power_and_toughness: Template {
            id: "base-pt",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures your opponents control have base power and toughness 1/1.",
            text_fr: "Les créatures que vos adversaires contrôlent ont une force et une endurance de base de 1/1.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "wurm", card: "Craw Wurm", controller: 1)]"#,
            expect: r#"[(id: "wurm", power: 1, toughness: 1)]"#,
        };
        switch_power_and_toughness: Template {
            id: "switch",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{U}\",",
            text: "Switch target creature's power and toughness until end of turn.",
            text_fr: "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "wurm", card: "Craw Wurm", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["wurm"])]"#,
            expect: r#"[(id: "wurm", power: 4, toughness: 6)]"#,
        };
        cda_power_and_toughness_each_equal: Template {
            id: "cda-both",
            type_line: "Creature — Avatar",
            type_line_fr: "Créature : Avatar",
            fields: "mana_cost: \"{3}{G}\", power: \"*\", toughness: \"*\",",
            text: "This creature's power and toughness are each equal to the number of Forests you control.",
            text_fr: "La force et l'endurance de cette créature sont chacune égales au nombre de forêts que vous contrôlez.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "f1", card: "Forest", controller: 0), Enter(id: "f2", card: "Forest", controller: 0), Enter(id: "f3", card: "Forest", controller: 1)]"#,
            expect: r#"[(id: "card", power: 2, toughness: 2)]"#,
        };
        cda_power_equal_to_and_toughness_equal_to: Template {
            id: "cda-split",
            type_line: "Creature — Lhurgoyf",
            type_line_fr: "Créature : Lhurgoyf",
            fields: "mana_cost: \"{1}{G}\", power: \"*\", toughness: \"1+*\",",
            text: "This creature's power is equal to the number of creatures you control and its toughness is equal to that number plus 1.",
            text_fr: "La force de cette créature est égale au nombre de créatures que vous contrôlez et son endurance est égale à ce nombre plus 1.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "b1", card: "Grizzly Bears", controller: 0), Enter(id: "b2", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "card", power: 2, toughness: 3)]"#,
        };
        as_long_as: Template {
            id: "as-long-as",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "As long as you control two or more enchantments, creatures you control get +1/+1.",
            text_fr: "Tant que vous contrôlez au moins deux enchantements, les créatures que vous contrôlez gagnent +1/+1.",
            others: NO_OTHER,
            // Two enchantments of p0's: each of the two cards gives +1/+1 (p1's Anthem counts for p1).
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "theirs", card: "Glorious Anthem", controller: 1), Enter(id: "second", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "bears", power: 4, toughness: 4)]"#,
        };
        enchanted_creature_gets_and_has: Template {
            id: "aura",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{1}{G}\",",
            text: "Enchant creature\nEnchanted creature gets +2/+2 and has trample.",
            text_fr: "Enchanter : créature\nLa créature enchantée gagne +2/+2 et a le piétinement.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bears")]"#,
            expect: r#"[(id: "bears", power: 4, toughness: 4, abilities: ["Trample"])]"#,
        };
        equipped_creature_gets: Template {
            id: "equipment",
            type_line: "Artifact — Equipment",
            type_line_fr: "Artefact : Équipement",
            fields: "mana_cost: \"{1}\",",
            text: "Equipped creature gets +1/+0 and has first strike.\nEquip {1}",
            text_fr: "La créature équipée gagne +1/+0 et a l'initiative.\nÉquipement {1}",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Activate(source: "card", ability: 1, targets: ["bears"])]"#,
            expect: r#"[(id: "bears", power: 3, toughness: 2, abilities: ["First strike"])]"#,
        };
        you_control_enchanted_creature: Template {
            id: "control-aura",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{3}{U}{U}\",",
            text: "Enchant creature\nYou control enchanted creature.",
            text_fr: "Enchanter : créature\nVous contrôlez la créature enchantée.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "wurm", card: "Craw Wurm", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "wurm")]"#,
            expect: r#"[(id: "wurm", controller: 0)]"#,
        };
        of_the_chosen_color: Template {
            id: "chosen-color",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{2}{W}\",",
            text: "As this enchantment enters, choose a color.\nCreatures of the chosen color get +1/+1.",
            text_fr: "Au moment où cet enchantement arrive, choisissez une couleur.\nLes créatures de la couleur choisie gagnent +1/+1.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0, choices: ["White"]), Enter(id: "lion", card: "Silvercoat Lion", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "lion", power: 3, toughness: 3), (id: "bears", power: 2, toughness: 2)]"#,
        };
        of_the_chosen_type: Template {
            id: "chosen-type",
            type_line: "Artifact Creature — Construct",
            type_line_fr: "Créature-artefact : Assemblage",
            fields: "mana_cost: \"{3}\", power: 2, toughness: 2,",
            text: "As this creature enters, choose a creature type.\nOther creatures of the chosen type you control get +1/+1.",
            text_fr: "Au moment où cette créature arrive, choisissez un type de créature.\nLes autres créatures du type choisi que vous contrôlez gagnent +1/+1.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0, choices: ["Bear"]), Enter(id: "mine", card: "Grizzly Bears", controller: 0), Enter(id: "theirs", card: "Grizzly Bears", controller: 1), Enter(id: "elves", card: "Llanowar Elves", controller: 0)]"#,
            expect: r#"[(id: "mine", power: 3, toughness: 3), (id: "theirs", power: 2, toughness: 2), (id: "elves", power: 1, toughness: 1)]"#,
        };
        enter_as_a_copy_except: Template {
            id: "copy-except",
            type_line: "Creature — Shapeshifter",
            type_line_fr: "Créature : Changeforme",
            fields: "mana_cost: \"{3}{U}{U}\", power: 0, toughness: 0,",
            text: "You may have this creature enter as a copy of any creature on the battlefield, except it has base power and toughness 7/7.",
            text_fr: "Vous pouvez faire que cette créature arrive en tant que copie de n'importe quelle créature sur le champ de bataille, excepté qu'elle a une force et une endurance de base de 7/7.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, copy_of: "bears")]"#,
            expect: r#"[(id: "card", name: "Grizzly Bears", subtypes: ["Bear"], power: 7, toughness: 7)]"#,
        };
        land_becomes_a_creature_until_end_of_turn: Template {
            id: "animation",
            type_line: "Land",
            type_line_fr: "Terrain",
            fields: "",
            text: "{T}: Add {G}.\n{1}{G}: This land becomes a 3/3 green Elemental creature until end of turn. It's still a land.",
            text_fr: "{T} : Ajoutez {G}.\n{1}{G} : Ce terrain devient une créature 3/3 verte Élémental jusqu'à la fin du tour. C'est toujours un terrain.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Activate(source: "card", ability: 1)]"#,
            expect: r#"[(id: "card", types: ["Land", "Creature"], subtypes: ["Elemental"], colors: ["Green"], power: 3, toughness: 3)]"#,
        };
        target_creature_becomes_until_end_of_turn: Template {
            id: "becomes",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{U}\",",
            text: "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
            text_fr: "Jusqu'à la fin du tour, la créature ciblée perd toutes ses capacités et devient une créature Grenouille bleue de force et d'endurance de base 1/1.",
            others: BIRD,
            board: r#"actions: [Enter(id: "wurm", card: "Craw Wurm", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["wurm"])]"#,
            expect: r#"[(id: "wurm", subtypes: ["Frog"], colors: ["Blue"], power: 1, toughness: 1)]"#,
        };
        creatures_you_control_get_until_end_of_turn: Template {
            id: "overrun",
            type_line: "Sorcery",
            type_line_fr: "Rituel",
            fields: "mana_cost: \"{2}{G}\",",
            text: "Creatures you control get +2/+2 until end of turn.",
            text_fr: "Les créatures que vous contrôlez gagnent +2/+2 jusqu'à la fin du tour.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "mine", card: "Grizzly Bears", controller: 0), Enter(id: "theirs", card: "Grizzly Bears", controller: 1), Cast(card: "Card of Tests", controller: 0), Enter(id: "later", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "mine", power: 4, toughness: 4), (id: "theirs", power: 2, toughness: 2), (id: "later", power: 2, toughness: 2)]"#,
        };
        gain_control_until_end_of_turn: Template {
            id: "threaten",
            type_line: "Sorcery",
            type_line_fr: "Rituel",
            fields: "mana_cost: \"{2}{R}\",",
            text: "Gain control of target creature until end of turn.",
            text_fr: "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "wurm", card: "Craw Wurm", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["wurm"])]"#,
            expect: r#"[(id: "wurm", controller: 0)]"#,
        };
        you_have_no_maximum_hand_size: Template {
            id: "hand-size",
            type_line: "Artifact",
            type_line_fr: "Artefact",
            fields: "mana_cost: \"{3}\",",
            text: "You have no maximum hand size.",
            text_fr: "Vous n'avez pas de taille maximale de main.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "p0", no_maximum_hand_size: true), (id: "p1", max_hand_size: 7)]"#,
        };
        protection_from_a_color: Template {
            id: "protection",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures you control have protection from black.",
            text_fr: "Les créatures que vous contrôlez ont la protection contre le noir.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", abilities: ["Protection from black"])]"#,
        };
        landwalk: Template {
            id: "landwalk",
            type_line: "Creature — Merfolk",
            type_line_fr: "Créature : Ondin",
            fields: "mana_cost: \"{U}{U}\", power: 2, toughness: 2,",
            text: "Other Merfolk you control get +1/+1 and have islandwalk.",
            text_fr: "Les autres Ondins que vous contrôlez gagnent +1/+1 et ont la traversée des îles.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "merfolk", card: "Merfolk of the Pearl Trident", controller: 0)]"#,
            expect: r#"[(id: "merfolk", power: 2, toughness: 2, abilities: ["Islandwalk"])]"#,
        };
        ward: Template {
            id: "ward",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "",
            text: "Creatures you control have ward {2}.",
            text_fr: "Les créatures que vous contrôlez ont la parade {2}.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", abilities: ["Ward {2}"])]"#,
        };
        creature_tokens_you_control: Template {
            id: "tokens",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{3}{W}\",",
            text: "Creature tokens you control get +1/+1 and have vigilance.",
            text_fr: "Les jetons de créature que vous contrôlez gagnent +1/+1 et ont la vigilance.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Cast(id: "token", card: "Raise the Alarm", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "token.1", power: 2, toughness: 2, abilities: ["Vigilance"]), (id: "bears", power: 2, toughness: 2, abilities: [])]"#,
        };
        // The layer-6 grant applies before the layer-7c anthem looks for flying (613.4).
        creatures_you_control_with_flying: Template {
            id: "with-flying",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{1}{U}\",",
            text: "Creatures you control with flying get +1/+1.",
            text_fr: "Les créatures avec le vol que vous contrôlez gagnent +1/+1.",
            others: BIRD,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 0), Enter(id: "theirs", card: "Bird of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "winged", card: "Grizzly Bears", controller: 0), Effect(id: "wings", kind: Static, affects: Objects(["winged"]), parts: [Grant([Keyword(Flying)])])]"#,
            expect: r#"[(id: "bird", power: 2, toughness: 2), (id: "theirs", power: 1, toughness: 1), (id: "bears", power: 2, toughness: 2), (id: "winged", power: 3, toughness: 3)]"#,
        };
        // In one layer, an effect taking flying away changes what "creatures with flying"
        // applies to: it depends on it and applies first, though later (613.8a).
        creatures_with_flying_depend_on_losing_it: Template {
            id: "with-flying-dependency",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{W}\",",
            text: "Creatures with flying have vigilance.",
            text_fr: "Les créatures avec le vol ont la vigilance.",
            others: BIRD,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bird", card: "Bird of Tests", controller: 0), Enter(id: "grounded", card: "Bird of Tests", controller: 1), Effect(id: "net", kind: Static, affects: Objects(["grounded"]), parts: [Lose([Flying])])]"#,
            expect: r#"[(id: "bird", abilities: ["Flying", "Vigilance"]), (id: "grounded", abilities: [])]"#,
        };
        // A later grant of flying in the same layer: the vigilance waits for it (613.8a).
        creatures_with_flying_depend_on_gaining_it: Template {
            id: "with-flying-granted",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{W}\",",
            text: "Creatures with flying have vigilance.",
            text_fr: "Les créatures avec le vol ont la vigilance.",
            others: r#"        (name: "Wings of Tests", mana_cost: "{U}", type_line: "Enchantment", text: "Creatures you control have flying."),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "wings", card: "Wings of Tests", controller: 0)]"#,
            expect: r#"[(id: "bears", abilities: ["Flying", "Vigilance"])]"#,
        };
        for_each_artifact_and_or_enchantment: Template {
            id: "and-or",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{1}{W}\",",
            text: "Enchant creature\nEnchanted creature gets +1/+1 for each artifact and/or enchantment you control.",
            text_fr: "Enchanter : créature\nLa créature enchantée gagne +1/+1 pour chaque artefact et/ou enchantement que vous contrôlez.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bears"), Enter(id: "l1", card: "Chromatic Lantern", controller: 0), Enter(id: "l2", card: "Chromatic Lantern", controller: 0), Enter(id: "theirs", card: "Chromatic Lantern", controller: 1)]"#,
            expect: r#"[(id: "bears", power: 5, toughness: 5)]"#,
        };
        for_each_creature_card_in_opponents_graveyards: Template {
            id: "opponents-graveyards",
            type_line: "Creature — Zombie",
            type_line_fr: "Créature : Zombie",
            fields: "mana_cost: \"{1}{B}\", power: 1, toughness: 1,",
            text: "This creature gets +1/+1 for each creature card in your opponents' graveyards.",
            text_fr: "Cette créature gagne +1/+1 pour chaque carte de créature dans les cimetières de vos adversaires.",
            others: NO_OTHER,
            board: r#"players: [(life: 20, hand: 0, graveyard: ["Grizzly Bears"]), (life: 20, hand: 0, graveyard: ["Grizzly Bears", "Craw Wurm", "Chromatic Lantern"])], actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", power: 3, toughness: 3)]"#,
        };
        for_each_aura_attached_to_it: Template {
            id: "auras-attached",
            type_line: "Creature — Wombat",
            type_line_fr: "Créature : Wombat",
            fields: "mana_cost: \"{2}{G}\", power: 0, toughness: 1,",
            text: "This creature gets +2/+2 for each Aura attached to it.",
            text_fr: "Cette créature gagne +2/+2 pour chaque aura attachée à elle.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "a1", card: "Holy Strength", controller: 0, attached_to: "card"), Enter(id: "a2", card: "Holy Strength", controller: 1, attached_to: "card"), Enter(id: "a3", card: "Holy Strength", controller: 0, attached_to: "bears")]"#,
            expect: r#"[(id: "card", power: 6, toughness: 9), (id: "bears", power: 3, toughness: 4)]"#,
        };
        cards_in_all_hands: Template {
            id: "all-hands",
            type_line: "Creature — Elemental",
            type_line_fr: "Créature : Élémental",
            fields: "mana_cost: \"{4}{G}{G}\", power: \"*\", toughness: \"*\",",
            text: "This creature's power and toughness are each equal to the total number of cards in all players' hands.",
            text_fr: "La force et l'endurance de cette créature sont chacune égales au nombre total de cartes dans les mains de tous les joueurs.",
            others: NO_OTHER,
            board: r#"players: [(life: 20, hand: 3, graveyard: []), (life: 20, hand: 4, graveyard: [])], actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", power: 7, toughness: 7)]"#,
        };
        two_sets_joined: Template {
            id: "two-sets",
            type_line: "Creature — Zombie",
            type_line_fr: "Créature : Zombie",
            fields: "mana_cost: \"{1}{B}{B}\", power: 2, toughness: 2,",
            text: "Skeleton creatures you control and other Zombie creatures you control get +1/+1 and have deathtouch.",
            text_fr: "Les créatures Squelette que vous contrôlez et les autres créatures Zombie que vous contrôlez gagnent +1/+1 et ont le contact mortel.",
            others: r#"        (name: "Skeleton of Tests", mana_cost: "{B}", type_line: "Creature — Skeleton", power: 1, toughness: 1),
        (name: "Zombie of Tests", mana_cost: "{B}", type_line: "Creature — Zombie", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "skeleton", card: "Skeleton of Tests", controller: 0), Enter(id: "zombie", card: "Zombie of Tests", controller: 0), Enter(id: "theirs", card: "Zombie of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "card", power: 2, toughness: 2), (id: "skeleton", power: 2, toughness: 2, abilities: ["Deathtouch"]), (id: "zombie", power: 3, toughness: 3, abilities: ["Deathtouch"]), (id: "theirs", power: 2, toughness: 2), (id: "bears", power: 2, toughness: 2)]"#,
        };
        // Power alone, in layer 7a: the toughness stays as printed.
        cda_power_alone: Template {
            id: "cda-power",
            type_line: "Creature — Human Knight",
            type_line_fr: "Créature : Humain et Chevalier",
            fields: "mana_cost: \"{1}{W}{W}\", power: \"*\", toughness: 4,",
            text: "This creature's power is equal to the number of creatures you control.",
            text_fr: "La force de cette créature est égale au nombre de créatures que vous contrôlez.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "b1", card: "Grizzly Bears", controller: 0), Enter(id: "b2", card: "Grizzly Bears", controller: 0), Enter(id: "b3", card: "Grizzly Bears", controller: 1)]"#,
            expect: r#"[(id: "card", power: 3, toughness: 4)]"#,
        };
        // The condition reads the enchanted creature's color as the layers leave it.
        as_long_as_enchanted_creature_is_a_color: Template {
            id: "attached-is-green",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{2}{G}\",",
            text: "Enchant creature\nAs long as enchanted creature is green, it gets +1/+1 and is indestructible.\nAs long as enchanted creature is white, it gets +1/+1 and has flying.",
            text_fr: "Enchanter : créature\nTant que la créature enchantée est verte, elle gagne +1/+1 et est indestructible.\nTant que la créature enchantée est blanche, elle gagne +1/+1 et a le vol.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bears")]"#,
            expect: r#"[(id: "bears", power: 3, toughness: 3, abilities: ["Indestructible"])]"#,
        };
    }
}
