//! The French reader on printed French cards, the engine's own French, and arbitrary text.

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use proptest::prelude::*;

    use super::super::sentences::{SelfNames, turn};
    use super::super::tokens::tokens;
    use super::super::{read, type_line::read_type_line};
    use crate::content::card_text::ReadError;
    use crate::rules::card::Ability;
    use crate::rules::types::{CardType, Supertype};

    /// The English a French sentence is turned into.
    fn english(fr: &str, name: &str) -> Option<String> {
        turn(&tokens(fr.trim_end_matches('.')), &SelfNames::new(name))
    }

    #[test]
    fn printed_and_engine_sentences_turn_into_english_templates() {
        for (fr, en) in [
            (
                "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts.",
                "other Elf creatures get +1/+1 and have forestwalk",
            ),
            (
                "Les autres ondins gagnent +1/+1 et ont la traversée des îles.",
                "other Merfolk get +1/+1 and have islandwalk",
            ),
            (
                "Les créatures blanches que vous contrôlez gagnent +1/+1.",
                "white creatures you control get +1/+1",
            ),
            (
                "Chaque terrain est un Marais en plus de ses autres types de terrain.",
                "each land is a Swamp in addition to its other land types",
            ),
            (
                "Les terrains non-base sont des montagnes.",
                "nonbasic lands is Mountain",
            ),
            (
                "Toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de base de 1/1.",
                "all creatures lose all abilities and have base power and toughness 1/1",
            ),
            (
                "La force et l'endurance de cette créature sont chacune égales au nombre de cartes dans votre main.",
                "this permanent's power and toughness are each equal to the number of cards in your hand",
            ),
            (
                "Jusqu'à la fin du tour, la créature ciblée perd toutes ses capacités.",
                "until end of turn, target creature lose all abilities",
            ),
            ("L'Ogre gagne +1/+0.", "this permanent get +1/+0"),
        ] {
            assert_eq!(english(fr, "Ogre").as_deref(), Some(en), "{fr}");
        }
    }

    #[test]
    fn chosen_types_and_colors_counts_and_keywords_turn_into_english() {
        for (fr, name, en) in [
            (
                "Les créatures que vous contrôlez sont du type choisi.",
                "Ogre",
                "creatures you control is the chosen type",
            ),
            (
                "Les autres créatures du type choisi que vous contrôlez gagnent +1/+1.",
                "Ogre",
                "other creatures you control of the chosen type get +1/+1",
            ),
            (
                "Les créatures que vous contrôlez de la couleur choisie ont le vol.",
                "Ogre",
                "creatures you control of the chosen color have flying",
            ),
            (
                "Cette créature a tous les types de créatures.",
                "Ogre",
                "this permanent is every creature type",
            ),
            (
                "La force et l'endurance de cette créature sont chacune égales au nombre d'artefacts que vous contrôlez.",
                "Ogre",
                "this permanent's power and toughness are each equal to the number of artifacts you control",
            ),
            (
                "Chaque créature que vous contrôlez qui est un Elfe ou un Guerrier gagne +1/+1.",
                "Ogre",
                "each creature you control that is Elf or Warrior get +1/+1",
            ),
            (
                "Les créatures qui sont blanches ou bleues ont le vol.",
                "Ogre",
                "creatures that is white or blue have flying",
            ),
            (
                "La force de cette créature est égale au nombre de cartes de créature dans tous les cimetières et son endurance est égale à ce nombre plus 1.",
                "Ogre",
                "this permanent's power is equal to the number of creature card in all graveyards and its toughness is equal to that number plus 1",
            ),
            (
                "Les créatures que vous contrôlez arrivent en tant que copie de cette créature.",
                "Ogre",
                "creatures you control enter as a copy of this permanent",
            ),
            (
                "Les autres créatures que ce joueur contrôle gagnent -2/-0.",
                "Ogre",
                "other creatures that player controls get -2/-0",
            ),
            (
                "Les créatures que le joueur ciblé contrôle perdent toutes leurs capacités.",
                "Ogre",
                "creatures target player controls lose all abilities",
            ),
            (
                "Les joueurs peuvent dépenser du mana comme s'il s'agissait de mana de n'importe quelle couleur.",
                "Ogre",
                "players may spend mana as though it were mana of any color",
            ),
            (
                "Toutes les cartes qui ne sont pas sur le champ de bataille, sorts et permanents sont de la couleur choisie en plus de leurs autres couleurs.",
                "Ogre",
                "all cards that aren't on the battlefield, spells, and permanents is the chosen color in addition to its other colors",
            ),
            (
                "Créez deux jetons de créature 1/1 blanche Soldat.",
                "Ogre",
                "create two 1/1 white Soldier creature tokens",
            ),
            (
                "Créez un jeton de créature 2/2 noire Zombie.",
                "Ogre",
                "create a 2/2 black Zombie creature token",
            ),
            // A card named for a keyword grants the keyword.
            (
                "La créature enchantée a le vol.",
                "Vol",
                "enchanted creature have flying",
            ),
            (
                "Acquérez le contrôle du permanent ciblé.",
                "Ogre",
                "gain control of target permanent",
            ),
            (
                "Il en va de même pour les sorts d'artefact que vous contrôlez et les cartes d'artefact que vous possédez qui ne sont pas sur le champ de bataille.",
                "Ogre",
                "the same is true for artifact spells you control and artifact cards you own that aren't on the battlefield",
            ),
        ] {
            assert_eq!(english(fr, name).as_deref(), Some(en), "{fr}");
        }
    }

    #[test]
    fn life_a_player_gains_or_loses_is_no_continuous_effect() {
        for fr in [
            "Au début de votre entretien, vous perdez 2 points de vie.",
            "Vous gagnez X points de vie si vous contrôlez une forêt.",
            "Quand cette créature arrive, vous pouvez payer {1}.",
            "Cette créature ne peut pas être bloquée par des Murs.",
        ] {
            let r = read(fr, "Ogre", false).unwrap_or_else(|e| panic!("{fr}: {e:?}"));
            assert_eq!(r.abilities.len(), 1, "{fr}");
        }
    }

    #[test]
    fn a_keywords_cost_is_said_as_printed() {
        for (fr, en) in [
            ("Mue {2}{B}{B}", "morph {2}{B}{B}"),
            ("Suspension X—{X}{3}{U}", "suspend X—{X}{3}{U}"),
            ("Bushido 2, parade {1}", "bushido 2, ward {1}"),
            (
                "Imprégnation sur l'Arcane {1}{R}",
                "splice onto Arcane {1}{R}",
            ),
        ] {
            let got = super::super::keyword_line(&tokens(fr));
            assert_eq!(got.as_deref(), Some(en), "{fr}");
        }
    }

    fn abilities(fr: &str, name: &str) -> Vec<Ability> {
        match read(fr, name, false) {
            Ok(r) => r.abilities,
            Err(e) => panic!("{fr}: {e:?}"),
        }
    }

    #[test]
    fn french_reads_into_the_data_english_reads_into() {
        for (fr, en) in [
            (
                "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts.",
                "Other Elf creatures get +1/+1 and have forestwalk.",
            ),
            (
                "Chaque terrain est un Marais en plus de ses autres types de terrain.",
                "Each land is a Swamp in addition to its other land types.",
            ),
            (
                "Vol, piétinement\nParade {2}\nBushido 2",
                "Flying, trample\nWard {2}\nBushido 2",
            ),
            (
                "Vous n'avez pas de taille maximale de main.",
                "You have no maximum hand size.",
            ),
            (
                "Les joueurs ne peuvent pas gagner de points de vie.",
                "Players can't gain life.",
            ),
            (
                "{1}{G} : Ce terrain devient une créature Élémental 3/3 verte jusqu'à la fin du tour. C'est toujours un terrain.",
                "{1}{G}: This land becomes a 3/3 green Elemental creature until end of turn. It's still a land.",
            ),
            (
                "Enchanter : créature\nVous contrôlez la créature enchantée.",
                "Enchant creature\nYou control enchanted creature.",
            ),
            (
                "Les créatures que vos adversaires contrôlent ont la protection contre le rouge.",
                "Creatures your opponents control have protection from red.",
            ),
        ] {
            let want = crate::content::card_text::read(en, "Tree", false)
                .unwrap()
                .abilities;
            let got = abilities(fr, "Arbre");
            assert_eq!(format!("{got:?}"), format!("{want:?}"), "{fr}");
        }
    }

    #[test]
    fn other_sentences_are_kept_in_french_and_effects_refused_where_they_are() {
        let r = read(
            "Vol\nQuand cette créature arrive, piochez une carte.",
            "Arbre",
            false,
        )
        .unwrap();
        let Ability::Triggered(t) = &r.abilities[1] else {
            panic!("{r:?}")
        };
        assert!(
            matches!(t.when, crate::rules::card::Trigger::Enters),
            "{t:?}"
        );
        let crate::rules::card::OneShot::Text(w) = &t.effects[0] else {
            panic!("{t:?}")
        };
        assert_eq!(
            (w.en.as_str(), w.fr.as_str()),
            ("Piochez une carte.", "Piochez une carte.")
        );
        assert_eq!(
            r.not_modelled[0],
            (
                4,
                "Quand cette créature arrive, piochez une carte.".to_string()
            )
        );
        let e = read(
            "Vol\nLes créatures que vous contrôlez gagnent +1/+1 pendant votre tour.",
            "Arbre",
            false,
        );
        match e {
            Err(ReadError::NotUnderstood {
                at,
                sentence,
                nearest,
            }) => {
                assert_eq!(at, 4);
                assert_eq!(
                    sentence,
                    "Les créatures que vous contrôlez gagnent +1/+1 pendant votre tour"
                );
                assert_eq!(nearest, "reader-template-fr-anthem");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn french_type_lines() {
        for line in [
            "Créature légendaire : Elfe Guerrier",
            "Créature légendaire — Elfe Guerrier",
        ] {
            let t = read_type_line(line).unwrap();
            assert_eq!(t.supertypes, [Supertype::Legendary]);
            assert_eq!(t.types, [CardType::Creature]);
            assert_eq!(t.subtypes, ["Elf", "Warrior"]);
        }
        let t = read_type_line("Créature-artefact : assemblage").unwrap();
        assert_eq!(t.types, [CardType::Artifact, CardType::Creature]);
        assert_eq!(t.subtypes, ["Construct"]);
        let t = read_type_line("Terrain de base : Forêt").unwrap();
        assert_eq!(
            (t.supertypes, t.subtypes),
            (vec![Supertype::Basic], vec!["Forest".to_string()])
        );
        assert_eq!(
            read_type_line("Créature gadget : Elfe"),
            Err((10, "gadget".into()))
        );
    }

    #[test]
    fn type_lines_as_printed_cards_print_them() {
        for (line, subtypes) in [
            ("Créature : sphinx", vec!["Sphinx"]),
            ("Créature : humain et loup-garou", vec!["Human", "Werewolf"]),
            ("Créature : - loup-garou", vec!["Werewolf"]),
            ("Éphémère : arcane", vec!["Arcane"]),
            ("Créature légendaire : praetor", vec!["Praetor"]),
        ] {
            assert_eq!(read_type_line(line).unwrap().subtypes, subtypes, "{line}");
        }
        let t = read_type_line("Créature-enchantement : sanglier").unwrap();
        assert_eq!(t.types, [CardType::Enchantment, CardType::Creature]);
        assert_eq!(t.subtypes, ["Boar"]);
        // A word that is no subtype in either language stays as printed.
        assert_eq!(
            read_type_line("Créature : gadget").unwrap().subtypes,
            ["gadget"]
        );
    }

    #[test]
    fn older_printings_read_as_the_modern_wording() {
        for (fr, en) in [
            (
                "Le permanent enchanté est indestructible.",
                "enchanted permanent has indestructible",
            ),
            (
                "L'Ogre est indestructible.",
                "this permanent has indestructible",
            ),
            (
                "Les autres créatures Chevalier que vous contrôlez gagnent +1/+1 et sont indestructibles.",
                "other Knight creatures you control get +1/+1 and have indestructible",
            ),
            (
                "Il n'y a pas de limite au nombre de cartes dans votre main.",
                "you have no maximum hand size",
            ),
            (
                "Vous ne pouvez pas être la cible de sorts ou de capacités.",
                "you have shroud",
            ),
            (
                "Les créatures que vous contrôlez ne peuvent être la cible de sorts ou de capacités que vos adversaires contrôlent.",
                "creatures you control have hexproof",
            ),
            ("{T} : Ajoutez {G} à votre réserve.", "{T} : add {G}"),
            (
                "La créature ciblée devient une créature Grenouille bleue de force et d'endurance de base 1/1.",
                "target creature becomes a blue Frog with base power and toughness 1/1",
            ),
            (
                "Jusqu'à la fin du tour, elle gagne +2/+0 et elle acquiert la célérité.",
                "until end of turn, it get +2/+0 and gain haste",
            ),
        ] {
            assert_eq!(english(fr, "Ogre").as_deref(), Some(en), "{fr}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn arbitrary_french_never_panics(text in "\\PC{0,300}", spell in any::<bool>()) {
            let _ = read(&text, "Ogre gris", spell);
            let _ = read_type_line(&text);
        }

        #[test]
        fn french_words_shuffled_never_panic(words in proptest::collection::vec(
            proptest::sample::select(vec![
                "Les", "autres", "créatures", "Elfe", "gagnent", "+1/+1", "et", "ont", "la",
                "traversée", "des", "forêts", ",", ".", "jusqu'à", "fin", "du", "tour", "chaque",
                "terrain", "est", "un", "Marais", "en", "plus", "de", "ses", "types", "l'", "force",
                "endurance", "cette", "créature", "au", "moins", "trois", "marqueurs", "échangez",
                "Tant", "que", "vous", "contrôlez", "«", "»", ":", "{T}", "\n", "non-noires",
            ]), 0..40), spell in any::<bool>()) {
            let _ = read(&words.join(" "), "Ogre gris", spell);
        }
    }
}
