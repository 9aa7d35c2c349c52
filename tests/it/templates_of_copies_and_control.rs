//! Templates met on real cards that judges meet in copy and control questions, each on a board
//! whose result depends on it, in English, in French and in both (as `templates_both_languages`
//! checks them): a copy of a chosen creature and copies of a target for every other creature
//! until end of turn, an exchange of control, control for as long as the source remains
//! tapped, a supertype added to a set, base power and toughness equal to a mana value, targets
//! of kinds with a qualifier.

use crate::templates_both_languages;

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use super::templates_both_languages::cases::{NO_OTHER, Template, check, templates};

    const VANGUARD: &str = r#"        (name: "Vanguard of Tests", mana_cost: "{W}", type_line: "Creature — Human Soldier", power: 2, toughness: 1),
        (name: "Legend of Tests", mana_cost: "{G}", type_line: "Legendary Creature — Elf", power: 3, toughness: 3),"#;

    templates! {
        // A copy of a creature chosen, not targeted, until end of turn (707.2, 611.2a).
        cytoshape_copies_the_chosen_creature: Template {
            id: "cytoshape",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{1}{G}{U}\",",
            text: "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.",
            text_fr: "Choisissez une créature non-légendaire sur le champ de bataille. La créature ciblée devient une copie de cette créature jusqu'à la fin du tour.",
            others: VANGUARD,
            board: r#"actions: [Enter(id: "vanguard", card: "Vanguard of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["bears"], choices: ["vanguard"])]"#,
            expect: r#"[(id: "bears", name: "Vanguard of Tests", subtypes: ["Human", "Soldier"], colors: ["White"], power: 2, toughness: 1)]"#,
        };

        // Every other creature as the spell resolves becomes a copy of the target (611.2c);
        // the target itself stays what it is.
        mirrorweave_makes_each_other_creature_a_copy: Template {
            id: "mirrorweave",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{2}{W/U}\",",
            text: "Each other creature becomes a copy of target nonlegendary creature until end of turn.",
            text_fr: "Chaque autre créature devient une copie de la créature non-légendaire ciblée jusqu'à la fin du tour.",
            others: VANGUARD,
            board: r#"actions: [Enter(id: "vanguard", card: "Vanguard of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "legend", card: "Legend of Tests", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["vanguard"])]"#,
            expect: r#"[(id: "vanguard", name: "Vanguard of Tests", power: 2, toughness: 1), (id: "bears", name: "Vanguard of Tests", power: 2, toughness: 1), (id: "legend", name: "Vanguard of Tests", supertypes: [], power: 2, toughness: 1)]"#,
        };

        // Each target is controlled by the player who controlled the other (701.10b).
        switcheroo_exchanges_control: Template {
            id: "switcheroo",
            type_line: "Sorcery",
            type_line_fr: "Rituel",
            fields: "mana_cost: \"{4}{U}\",",
            text: "Exchange control of two target creatures.",
            text_fr: "Échangez le contrôle de deux créatures ciblées.",
            others: VANGUARD,
            board: r#"actions: [Enter(id: "vanguard", card: "Vanguard of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Cast(card: "Card of Tests", controller: 0, targets: ["vanguard", "bears"])]"#,
            expect: r#"[(id: "vanguard", controller: 1), (id: "bears", controller: 0)]"#,
        };

        // Paying {T} taps the source; the control lasts while it stays tapped (611.2b): still
        // tapped here, so the creature is the activating player's.
        shackles_control_while_the_source_remains_tapped: Template {
            id: "shackles",
            type_line: "Artifact",
            type_line_fr: "Artefact",
            fields: "mana_cost: \"{3}\",",
            text: "{2}, {T}: Gain control of target creature with power less than or equal to the number of Islands you control for as long as Card of Tests remains tapped.",
            text_fr: "{2}, {T} : Acquérez le contrôle de la créature ciblée tant que cet artefact est engagé.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Activate(source: "card", targets: ["bears"])]"#,
            expect: r#"[(id: "card", tapped: true), (id: "bears", controller: 0)]"#,
        };

        // Control for as long as you control the source (611.2b, Master Thief's example): the
        // source goes to the other player, the control effect ends for good.
        control_for_as_long_as_you_control_this: Template {
            id: "master-thief",
            type_line: "Creature — Human Rogue",
            type_line_fr: "Créature : humain et gredin",
            fields: "mana_cost: \"{2}{U}{U}\", power: 1, toughness: 1,",
            text: "When this creature enters, gain control of target artifact for as long as you control this creature.",
            text_fr: "Quand cette créature arrive, acquérez le contrôle de l'artefact ciblé tant que vous contrôlez cette créature.",
            others: r#"        (name: "Relic of Tests", mana_cost: "{3}", type_line: "Artifact"),"#,
            board: r#"actions: [Enter(id: "relic", card: "Relic of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0), Activate(source: "card", targets: ["relic"]), Effect(id: "taken", kind: Static, controller: 1, affects: Objects(["card"]), parts: [GainControl])]"#,
            expect: r#"[(id: "card", controller: 1), (id: "relic", controller: 1)]"#,
        };

        // … and while its source stays yours, the control holds.
        control_holds_while_you_control_this: Template {
            id: "master-thief-holds",
            type_line: "Creature — Human Rogue",
            type_line_fr: "Créature : humain et gredin",
            fields: "mana_cost: \"{2}{U}{U}\", power: 1, toughness: 1,",
            text: "When this creature enters, gain control of target artifact for as long as you control this creature.",
            text_fr: "Quand cette créature arrive, acquérez le contrôle de l'artefact ciblé tant que vous contrôlez cette créature.",
            others: r#"        (name: "Relic of Tests", mana_cost: "{3}", type_line: "Artifact"),"#,
            board: r#"actions: [Enter(id: "relic", card: "Relic of Tests", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0), Activate(source: "card", targets: ["relic"])]"#,
            expect: r#"[(id: "card", controller: 0), (id: "relic", controller: 0)]"#,
        };

        // A supertype added to a set (205.4b): every nonland permanent is legendary.
        nonland_permanents_are_legendary: Template {
            id: "leyline-of-singularity",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{2}{U}{U}\",",
            text: "All nonland permanents are legendary.",
            text_fr: "Tous les permanents non-terrain sont légendaires.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "forest", card: "Forest", controller: 1)]"#,
            expect: r#"[(id: "bears", supertypes: ["Legendary"]), (id: "forest", supertypes: ["Basic"])]"#,
        };

        // "Artifact creature" keeps the other card types (205.1b); base power and toughness
        // each its mana value (613.4b).
        each_noncreature_artifact_is_a_creature_with_its_mana_value: Template {
            id: "march-of-the-machines",
            type_line: "Enchantment",
            type_line_fr: "Enchantement",
            fields: "mana_cost: \"{3}{U}\",",
            text: "Each noncreature artifact is an artifact creature with base power and toughness each equal to its mana value.",
            text_fr: "Chaque artefact non-créature est une créature-artefact avec une force et une endurance de base chacune égales à sa valeur de mana.",
            others: r#"        (name: "Relic of Tests", mana_cost: "{3}", type_line: "Artifact"),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "relic", card: "Relic of Tests", controller: 1)]"#,
            expect: r#"[(id: "relic", types: ["Artifact", "Creature"], power: 3, toughness: 3)]"#,
        };

        // A target of a kind with a qualifier, and what the activated ability makes of it.
        target_noncreature_artifact_becomes_a_creature: Template {
            id: "karn-silver-golem",
            type_line: "Legendary Artifact Creature — Golem",
            type_line_fr: "Créature-artefact légendaire : Golem",
            fields: "mana_cost: \"{5}\", power: 4, toughness: 4,",
            text: "{1}: Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.",
            text_fr: "{1} : L'artefact non-créature ciblé devient une créature-artefact avec une force et une endurance chacune égales à sa valeur de mana jusqu'à la fin du tour.",
            others: r#"        (name: "Relic of Tests", mana_cost: "{2}", type_line: "Artifact"),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "relic", card: "Relic of Tests", controller: 0), Activate(source: "card", targets: ["relic"])]"#,
            expect: r#"[(id: "relic", types: ["Artifact", "Creature"], power: 2, toughness: 2)]"#,
        };

        // "Until end of turn," first, a target you control, base P/T and a keyword gained.
        target_creature_you_control_has_base_pt_and_gains: Template {
            id: "square-up",
            type_line: "Instant",
            type_line_fr: "Éphémère",
            fields: "mana_cost: \"{B}{G}\",",
            text: "Until end of turn, target creature you control has base power and toughness 4/4 and gains hexproof.",
            text_fr: "Jusqu'à la fin du tour, la créature ciblée que vous contrôlez a une force et une endurance de base de 4/4 et acquiert la défense talismanique.",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0), Cast(card: "Card of Tests", controller: 0, targets: ["bears"])]"#,
            expect: r#"[(id: "bears", power: 4, toughness: 4, abilities: ["Hexproof"])]"#,
        };
    }

    // Templates read in English only so far (their French printed wording isn't read yet):
    // `text_fr` empty, tried in English alone.
    templates! {
        // Oracle's wording of Primal Clay's modes (613.2a: copiable values as it enters).
        becomes_your_choice_of: Template {
            id: "primal-clay",
            type_line: "Artifact Creature — Shapeshifter",
            type_line_fr: "",
            fields: "mana_cost: \"{4}\", power: \"*\", toughness: \"*\",",
            text: "As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types.",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0, choices: ["2/2 Flying"])]"#,
            expect: r#"[(id: "card", types: ["Artifact", "Creature"], power: 2, toughness: 2)]"#,
        };

        // A copy with exceptions (707.9b): an added creature type and a granted triggered
        // ability, as printed.
        enters_as_a_copy_except_an_illusion_with_an_ability: Template {
            id: "phantasmal-image",
            type_line: "Creature — Illusion",
            type_line_fr: "",
            fields: "mana_cost: \"{1}{U}\", power: 0, toughness: 0,",
            text: "You may have this creature enter as a copy of any creature on the battlefield, except it's an Illusion in addition to its other types and it has \\\"When this creature becomes the target of a spell or ability, sacrifice it.\\\"",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, copy_of: "bears")]"#,
            expect: r#"[(id: "card", name: "Grizzly Bears", subtypes: ["Bear", "Illusion"], power: 2, toughness: 2)]"#,
        };

        // A name and a supertype as exceptions of a copy (707.9b).
        enters_as_a_copy_except_its_name_and_legendary: Template {
            id: "sakashima",
            type_line: "Legendary Creature — Human Rogue",
            type_line_fr: "",
            fields: "mana_cost: \"{3}{U}{U}\", power: 3, toughness: 1,",
            text: "You may have Card of Tests enter as a copy of any creature on the battlefield, except its name is Card of Tests, it's legendary in addition to its other types, and it has \\\"{2}{U}{U}: Return this creature to its owner's hand at the beginning of the next end step.\\\"",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 1), Enter(id: "card", card: "Card of Tests", controller: 0, copy_of: "bears")]"#,
            expect: r#"[(id: "card", name: "Card of Tests", supertypes: ["Legendary"], subtypes: ["Bear"], power: 2, toughness: 2)]"#,
        };

        // The older wording that names the three zones in one subject (Conspiracy's).
        creature_cards_spells_and_creatures_are_the_chosen_type: Template {
            id: "conspiracy-older",
            type_line: "Enchantment",
            type_line_fr: "",
            fields: "mana_cost: \"{3}{B}{B}\",",
            text: "As Card of Tests enters the battlefield, choose a creature type.\\nCreature cards you own that aren't on the battlefield, creature spells you control, and creatures you control are the chosen type.",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0, choices: ["Elf"]), Enter(id: "bears", card: "Grizzly Bears", controller: 0)]"#,
            expect: r#"[(id: "bears", subtypes: ["Elf"])]"#,
        };

        // A target of a kind with a qualifier, a type added until end of turn.
        target_nonland_permanent_becomes_an_artifact: Template {
            id: "liquimetal-torque",
            type_line: "Artifact",
            type_line_fr: "",
            fields: "mana_cost: \"{2}\",",
            text: "{T}: Add {C}.\\n{T}: Target nonland permanent becomes an artifact in addition to its other types until end of turn.",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "bears", card: "Grizzly Bears", controller: 1), Activate(source: "card", targets: ["bears"])]"#,
            expect: r#"[(id: "bears", types: ["Artifact", "Creature"])]"#,
        };

        // A quoted activated ability granted to a set: the ability is there (it counts, and an
        // effect that removes abilities removes it), its words kept.
        other_zombies_have_a_quoted_ability: Template {
            id: "zombie-master",
            type_line: "Creature — Zombie",
            type_line_fr: "",
            fields: "mana_cost: \"{1}{B}{B}\", power: 2, toughness: 3,",
            text: "Other Zombie creatures have swampwalk.\\nOther Zombies have \\\"{B}: Regenerate this permanent.\\\"",
            text_fr: "",
            others: r#"        (name: "Zombie of Tests", mana_cost: "{B}", type_line: "Creature — Zombie", power: 2, toughness: 2),"#,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0), Enter(id: "zombie", card: "Zombie of Tests", controller: 1)]"#,
            expect: r#"[(id: "zombie", abilities: ["Swampwalk", "{B}: Regenerate this permanent."])]"#,
        };
    }

    templates! {
        // An animation of a planeswalker on its controller's turn: its types kept (205.1b).
        is_a_creature_that_s_still_a_planeswalker: Template {
            id: "gideon-blackblade",
            type_line: "Legendary Planeswalker — Gideon",
            type_line_fr: "",
            fields: "mana_cost: \"{1}{W}{W}\",",
            text: "As long as it's your turn, Card of Tests is a 4/4 Human Soldier creature with indestructible that's still a planeswalker.",
            text_fr: "",
            others: NO_OTHER,
            board: r#"actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", types: ["Creature", "Planeswalker"], power: 4, toughness: 4, abilities: ["As long as it's your turn, Card of Tests is a 4/4 Human Soldier creature with indestructible that's still a planeswalker.", "Indestructible"])]"#,
        };

        // A CDA counting every card in a zone (604.3).
        power_and_toughness_equal_to_the_cards_in_all_graveyards: Template {
            id: "lord-of-extinction",
            type_line: "Creature — Elemental",
            type_line_fr: "",
            fields: "mana_cost: \"{3}{B}{G}\", power: \"*\", toughness: \"*\",",
            text: "Card of Tests's power and toughness are each equal to the number of cards in all graveyards.",
            text_fr: "",
            others: NO_OTHER,
            board: r#"players: [(graveyard: ["Forest", "Grizzly Bears"]), (graveyard: ["Island"])],
    actions: [Enter(id: "card", card: "Card of Tests", controller: 0)]"#,
            expect: r#"[(id: "card", power: 3, toughness: 3)]"#,
        };
    }

    /// An emblem is kept as words (the engine has no command zone), so the planeswalker's other
    /// abilities read; "it" after a sentence kept as words that named a target is that target,
    /// which the reader can't say: refused, never read as the card itself.
    #[test]
    fn an_emblem_is_words_and_it_after_a_target_in_words_is_refused() {
        use super::super::common::cards::card_named;
        let out = card_named("Elspeth, Sun's Champion")
            .args(["--type-line", "Legendary Planeswalker — Elspeth"])
            .args(["--text", "+1: Create three 1/1 white Soldier creature tokens.\n−7: You get an emblem with \"Creatures you control get +2/+2 and have flying.\""])
            .output()
            .expect("layerlab runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{stdout}");
        assert!(stdout.contains("Read as words only"), "{stdout}");
        assert!(stdout.contains("You get an emblem"), "{stdout}");
        let out = card_named("Nissa of Tests")
            .args(["--type-line", "Legendary Planeswalker — Nissa"])
            .args(["--text", "+1: Put three +1/+1 counters on up to one target noncreature land you control. Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that's still a land."])
            .output()
            .expect("layerlab runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("It becomes a 0/0 Elemental"), "{stderr}");
    }
}
