//! More templates of continuous effects, each met on a real card that judges meet, on a board
//! whose result depends on it, in English, in French and in both, as the templates of
//! `templates_both_languages` are: objects made into something else ("is a colorless Forest
//! land", "loses all other card types and abilities"), two subjects each getting an effect, a
//! spell's chosen color, control for as long as its source remains.

use crate::templates_both_languages;

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use super::templates_both_languages::cases::{BIRD, NO_OTHER, Template, check, templates};

    templates! {
        // Card types set (205.1a) and the land type set (305.7): the creature's own abilities
        // and creature types go, the Forest's mana ability comes.
        is_a_colorless_forest_land: Template {
            id: "song-of-the-dryads",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{2}{G}\",",
            text: "Enchant permanent\nEnchanted permanent is a colorless Forest land.",
            text_fr: "Enchanter : permanent\nLe permanent enchanté est un terrain Forêt incolore.",
            others: BIRD,
            board: r#"actions: [Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bird")]"#,
            expect: r#"[(id: "bird", types: ["Land"], subtypes: ["Forest"], colors: [], abilities: ["{T}: Add {G}."])]"#,
        };

        // "Loses all other card types and abilities": the granted mana ability stays (613.1f).
        is_a_land_with_a_mana_ability_and_loses_all_other: Template {
            id: "imprisoned-in-the-moon",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{2}{U}\",",
            text: "Enchant creature, land, or planeswalker\nEnchanted permanent is a colorless land with \\\"{T}: Add {C}\\\" and loses all other card types and abilities.",
            text_fr: "Enchanter : créature, terrain ou planeswalker\nLe permanent enchanté est un terrain incolore avec « {T} : Ajoutez {C}. » et perd tous ses autres types de carte et toutes ses autres capacités.",
            others: BIRD,
            board: r#"actions: [Enter(id: "bird", card: "Bird of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bird")]"#,
            expect: r#"[(id: "bird", types: ["Land"], subtypes: [], colors: [], abilities: ["{T}: Add {C}."])]"#,
        };

        // "[creature type] artifact creature" alone would keep the other card types (205.1b):
        // "loses all other … card types, and creature types" sets them.
        is_an_artifact_creature_and_loses_all_other_types: Template {
            id: "darksteel-mutation",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{1}{W}\",",
            text: "Enchant creature\nEnchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.",
            text_fr: "Enchanter : créature\nLa créature enchantée est une créature-artefact Insecte avec une force et une endurance de base de 0/1 et a l'indestructible, et elle perd toutes ses autres capacités, tous ses autres types de carte et tous ses autres types de créature.",
            others: r#"        (name: "Enchanted Bird of Tests", mana_cost: "{U}", type_line: "Enchantment Creature — Bird", power: 1, toughness: 1, text: "Flying"),"#,
            board: r#"actions: [Enter(id: "bird", card: "Enchanted Bird of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "bird")]"#,
            expect: r#"[(id: "bird", types: ["Artifact", "Creature"], subtypes: ["Insect"], power: 0, toughness: 1, abilities: ["Indestructible"])]"#,
        };

        // "Loses all other abilities" before the effect's own defender; a color and a creature
        // type added.
        has_defender_loses_all_other_abilities_and_is_a_blue_wall: Template {
            id: "deep-freeze",
            type_line: "Enchantment — Aura",
            type_line_fr: "Enchantement : Aura",
            fields: "mana_cost: \"{2}{U}\",",
            text: "Enchant creature\nEnchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.",
            text_fr: "Enchanter : créature\nLa créature enchantée a une force et une endurance de base de 0/4, a le défenseur, perd toutes ses autres capacités et est un Mur bleu en plus de ses autres couleurs et types.",
            others: r#"        (name: "Trampler of Tests", mana_cost: "{G}", type_line: "Creature — Beast", power: 3, toughness: 3, text: "Trample"),"#,
            board: r#"actions: [Enter(id: "beast", card: "Trampler of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, attached_to: "beast")]"#,
            expect: r#"[(id: "beast", subtypes: ["Beast", "Wall"], colors: ["Blue", "Green"], power: 0, toughness: 4, abilities: ["Defender"])]"#,
        };

        // Two sets, two nouns joined: each object gets both nouns' types in addition to its own.
        are_creatures_and_lands_in_addition: Template {
            id: "life-and-limb",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{3}{G}\",",
            text: "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.",
            text_fr: "Toutes les forêts et tous les saprobiontes sont des créatures Saprobionte 1/1 vertes et des terrains Forêt en plus de leurs autres types.",
            others: r#"        (name: "Saproling of Tests", mana_cost: "{B}", type_line: "Creature — Saproling", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "forest", card: "Forest", controller: 0), Enter(id: "saproling", card: "Saproling of Tests", controller: 1)]"#,
            expect: r#"[
        (id: "forest", types: ["Creature", "Land"], subtypes: ["Forest", "Saproling"], colors: ["Green"], power: 1, toughness: 1),
        (id: "saproling", types: ["Creature", "Land"], subtypes: ["Forest", "Saproling"], colors: ["Green"], power: 1, toughness: 1, abilities: ["{T}: Add {G}."]),
    ]"#,
        };

        // Two subjects, one effect each: "where X is" counts as "for each" does.
        this_and_enchanted_creature_each_get_x: Template {
            id: "nighthowler",
            type_line: "Enchantment Creature — Horror",
            type_line_fr: "Créature-enchantement : horreur",
            fields: "mana_cost: \"{1}{B}{B}\", power: 0, toughness: 0,",
            text: "This creature and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.",
            text_fr: "Cette créature et la créature enchantée gagnent chacune +X/+X, X étant le nombre de cartes de créature dans tous les cimetières.",
            others: NO_OTHER,
            board: r#"players: [(life: 20, hand: 0, graveyard: ["Grizzly Bears"]), (life: 20, hand: 0, graveyard: ["Grizzly Bears", "Craw Wurm", "Chromatic Lantern"])], actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", power: 3, toughness: 3)]"#,
        };

        // A spell's own choice: the color is the one its controller chose as it resolved.
        gain_protection_from_the_chosen_color: Template {
            id: "brave-the-elements",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{W}\",",
            text: "Choose a color. White creatures you control gain protection from the chosen color until end of turn.",
            text_fr: "Choisissez une couleur. Les créatures blanches que vous contrôlez acquièrent la protection contre la couleur choisie jusqu'à la fin du tour.",
            others: r#"        (name: "Knight of Tests", mana_cost: "{W}", type_line: "Creature — Human Knight", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "knight", card: "Knight of Tests", controller: 0), Enter(id: "theirs", card: "Knight of Tests", controller: 1), Enter(id: "bears", card: "Grizzly Bears", controller: 0), Cast(card: "Card of Tests", controller: 0, choices: ["Black"])]"#,
            expect: r#"[
        (id: "knight", abilities: ["Protection from black"]),
        (id: "theirs", abilities: []),
        (id: "bears", abilities: []),
    ]"#,
        };

        // "For as long as this creature remains on the battlefield": the control change is the
        // trigger's, and lasts while its source stays.
        gain_control_for_as_long_as_this_remains: Template {
            id: "sower-of-temptation",
            type_line: "Creature — Faerie Wizard",
            type_line_fr: "Créature : faerie et sorcier",
            fields: "mana_cost: \"{2}{U}{U}\", power: 2, toughness: 2,",
            text: "Flying\nWhen this creature enters, gain control of target creature for as long as this creature remains on the battlefield.",
            text_fr: "Vol\nQuand cette créature arrive, acquérez le contrôle de la créature ciblée tant que cette créature reste sur le champ de bataille.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "wurm", card: "Craw Wurm", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0), Activate(source: "card", ability: 1, targets: ["wurm"])]"#,
            expect: r#"[(id: "wurm", controller: 0)]"#,
        };
    }
}
