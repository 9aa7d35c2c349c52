//! The reader's tests: every catalogue Oracle text it reads whole, and inputs it must survive.

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use proptest::prelude::*;

    use super::super::{ReadText, read};
    use crate::content::catalogue::Catalogue;
    use crate::rules::card::{Ability, CardDef, Expr, Keyword, ObjectRule, OneShot, Part};
    use crate::rules::types::CardType;

    /// A catalogue card's Oracle text, one line an ability, as a card file would give it.
    fn oracle_text(c: &CardDef) -> String {
        c.oracle.join("\n")
    }

    /// Whether the text read gives back the card's own data: the same abilities, instructions
    /// and targets, the parts of one effect in any order (each applies in its own layer),
    /// and words compared in English (the reader reads English text).
    fn same(c: &CardDef, r: &ReadText) -> bool {
        fn norm(a: &Ability) -> Ability {
            let mut a = a.clone();
            match &mut a {
                Ability::Static(s) => s.parts.sort_by_key(|p| format!("{p:?}")),
                Ability::Activated(x) => x.effects.iter_mut().for_each(norm_effect),
                Ability::Triggered(x) => x.effects.iter_mut().for_each(norm_effect),
                _ => {}
            }
            a
        }
        fn norm_effect(o: &mut crate::rules::card::OneShot) {
            if let crate::rules::card::OneShot::Effect(e) = o {
                e.parts.sort_by_key(|p| format!("{p:?}"));
            }
        }
        fn english(v: String) -> String {
            // `fr: "..."` holds the French words of a `Text`: the reader has none.
            let mut out = String::new();
            let mut rest = v.as_str();
            while let Some(i) = rest.find("fr: \"") {
                out.push_str(&rest[..i]);
                let after = &rest[i + 5..];
                let end = after.find("\" }").unwrap_or(after.len());
                rest = &after[end..];
                out.push_str("fr: ");
            }
            out.push_str(rest);
            out
        }
        let spell = |v: &[crate::rules::card::OneShot]| {
            let mut v = v.to_vec();
            v.iter_mut().for_each(norm_effect);
            v
        };
        let ab = |v: &[Ability]| english(format!("{:?}", v.iter().map(norm).collect::<Vec<_>>()));
        ab(&r.abilities) == ab(&c.abilities)
            && english(format!("{:?}", spell(&r.spell)))
                == english(format!("{:?}", spell(&c.spell)))
            && r.targets == c.targets
    }

    /// The catalogue cards whose Oracle text the reader reads into exactly their data. Kept exact
    /// both ways: a card the reader comes to read whole joins the list.
    const READ_WHOLE: &[&str] = &[
        "Aeon Chronicler",
        "Animate Land",
        "Arcane Flight",
        "Archangel Avacyn",
        "Archetype of Imagination",
        "Azorius Guildgate",
        "Blood Moon",
        "Canopy Vista",
        "Cemetery Puca",
        "Cerulean Wisps",
        "Chromatic Lantern",
        "Clone",
        "Colossus Hammer",
        "Conspiracy",
        "Conversion",
        "Crag Puca",
        "Crusade",
        "Curse of Death's Hold",
        "Darksteel Citadel",
        "Dress Down",
        "Dryad of the Ilysian Grove",
        "Enchanted Evening",
        "Ensoul Artifact",
        "Essence of the Wild",
        "Forbidding Watchtower",
        "Giant Growth",
        "Glorious Anthem",
        "Godhead of Awe",
        "Honor of the Pure",
        "Humility",
        "Ixidron",
        "Kormus Bell",
        "Levitation",
        "Leyline of Sanctity",
        "Lignify",
        "Llanowar Elves",
        "Lord of Atlantis",
        "Magus of the Moon",
        "Maro",
        "Masumaro, First to Live",
        "Mind Bend",
        "Mind Control",
        "Mirror Gallery",
        "Mutavault",
        "Mycosynth Lattice",
        "Opalescence",
        "Ovinize",
        "Painter's Servant",
        "Phyrexian Metamorph",
        "Platinum Angel",
        "Public Execution",
        "Quicksilver Gargantuan",
        "Raise the Alarm",
        "Reliquary Tower",
        "Rune of Flight",
        "Skullbriar, the Walking Grave",
        "Starfield of Nyx",
        "Sudden Spoiling",
        "Tarmogoyf",
        "Torpor Dust",
        "Tree of Redemption",
        "Triskelion",
        "Turn to Frog",
        "Twisted Image",
        "Urborg, Tomb of Yawgmoth",
        "Volrath's Shapeshifter",
        "Wall of Wood",
        "Witchbane Orb",
        "Woodland Changeling",
        "Xenograft",
        "Yavimaya, Cradle of Growth",
    ];

    #[test]
    fn the_catalogue_cards_the_reader_reads_whole() {
        // The cards given as data (`lessons/cards.ron`): those of `cards-judges.ron` are read
        // from their text by construction.
        let cat = Catalogue::parse(
            std::path::Path::new(crate::content::catalogue::EMBEDDED_PATH),
            crate::content::catalogue::EMBEDDED,
        )
        .expect("the catalogue parses");
        let mut whole: Vec<&str> = cat
            .cards()
            .iter()
            .filter(|c| !c.oracle.is_empty())
            .filter(|c| {
                read(&oracle_text(c), &c.name, c.is_instant_or_sorcery()).is_ok_and(|r| same(c, &r))
            })
            .map(|c| c.name.as_str())
            .collect();
        whole.sort_unstable();
        let mut expected = READ_WHOLE.to_vec();
        expected.sort_unstable();
        assert_eq!(whole, expected);
    }

    #[test]
    fn the_card_names_itself_by_whole_words_only() {
        let r = read("Other Treefolk creatures get +1/+1.", "Tree", false).unwrap();
        let Ability::Static(st) = &r.abilities[0] else {
            panic!("{r:?}")
        };
        let crate::rules::card::Affected::All(f) = &st.affects else {
            panic!("{st:?}")
        };
        assert_eq!(f.subtypes, ["Treefolk"]);
        let r = read(
            "Tree's power and toughness are each equal to the number of cards in your hand.",
            "Tree",
            false,
        )
        .unwrap();
        assert!(
            matches!(&r.abilities[0], Ability::Static(s) if s.cda),
            "{r:?}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,300}", spell in any::<bool>()) {
            let _ = read(&text, "Grizzly Bears", spell);
        }

        #[test]
        fn cut_and_shuffled_oracle_lines_never_panic(
            card in 0usize..200,
            cut in 0usize..400,
            swap in 0usize..60,
            spell in any::<bool>(),
        ) {
            let cat = Catalogue::embedded();
            let c = &cat.cards()[card % cat.cards().len()];
            let text = oracle_text(c);
            let mut words: Vec<&str> = text.split(' ').collect();
            if words.len() > 1 {
                let i = swap % words.len();
                words.swap(0, i);
            }
            let mixed = words.join(" ");
            let end = (0..=cut.min(mixed.len())).rev().find(|&i| mixed.is_char_boundary(i)).unwrap_or(0);
            let _ = read(&mixed[..end], &c.name, spell);
            let _ = read(&mixed, "", spell);
        }
    }

    // ---- the templates of the engine's own English, each as printed cards word it

    fn one(text: &str) -> Ability {
        let r = read(text, "Test Card", false).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(r.abilities.len(), 1, "{text}: {r:?}");
        r.abilities[0].clone()
    }

    fn spell(text: &str) -> ReadText {
        read(text, "Test Spell", true).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn static_of(a: &Ability) -> &crate::rules::card::Static {
        let Ability::Static(st) = a else {
            panic!("not a static ability: {a:?}")
        };
        st
    }

    fn filter_of(a: &Ability) -> crate::rules::card::Filter {
        let crate::rules::card::Affected::All(f) = &static_of(a).affects else {
            panic!("not a set of objects: {a:?}")
        };
        f.clone()
    }

    #[test]
    fn keywords_with_a_cost_of_several_symbols_or_a_number_and_a_cost() {
        use crate::rules::card::Keyword;
        assert_eq!(
            one("Morph {2}{B}{B}"),
            Ability::Keyword(Keyword::Morph("{2}{B}{B}".into()))
        );
        assert_eq!(
            one("Ward {1}{U}"),
            Ability::Keyword(Keyword::Ward("{1}{U}".into()))
        );
        assert_eq!(
            one("Suspend X—{X}{3}{U}"),
            Ability::Keyword(Keyword::Suspend("X—{X}{3}{U}".into()))
        );
        assert_eq!(
            one("Suspend 4—{1}{U}"),
            Ability::Keyword(Keyword::Suspend("4—{1}{U}".into()))
        );
    }

    #[test]
    fn plural_creature_types_read_as_the_types_of_205_3m() {
        for (plural, singular) in [
            ("Zombies", "Zombie"),
            ("Wolves", "Wolf"),
            ("Sphinxes", "Sphinx"),
            ("Allies", "Ally"),
            ("Merfolk", "Merfolk"),
            ("Mice", "Mouse"),
        ] {
            let f = filter_of(&one(&format!("{plural} you control get +1/+1.")));
            assert_eq!(f.subtypes, [singular], "{plural}");
            assert_eq!(f.types, [CardType::Creature], "{plural}");
        }
    }

    #[test]
    fn subtypes_joined_by_or_name_no_card_type_when_they_are_of_two_kinds() {
        let a = one(
            "Each Forest or Saproling is a 1/1 green Saproling Forest land creature in addition to its other types.",
        );
        let f = filter_of(&a);
        assert_eq!(f.subtypes, ["Forest", "Saproling"]);
        assert!(f.types.is_empty(), "{f:?}");
        let parts = format!("{:?}", static_of(&a).parts);
        assert!(parts.contains("AddLandType(Forest)"), "{parts}");
        assert!(parts.contains("AddTypes([Creature, Land])"), "{parts}");
        assert!(parts.contains("AddSubtypes([\"Saproling\"])"), "{parts}");
        let f = filter_of(&one(
            "Each Swamp or Island is a 1/1 black creature in addition to its other types.",
        ));
        assert_eq!(f.types, [CardType::Land]);
    }

    #[test]
    fn a_cost_in_words_with_nothing_modelled_is_kept_whole_as_words() {
        let a = one("Remove a +1/+1 counter from this creature: It deals 1 damage to any target.");
        assert!(matches!(a, Ability::Text(_)), "{a:?}");
        let a = one("Sacrifice a creature: This creature gets +2/+2 until end of turn.");
        assert!(matches!(a, Ability::Activated(_)), "{a:?}");
        let a = one("{2}: Discard a card.");
        assert!(matches!(a, Ability::Activated(_)), "{a:?}");
    }

    #[test]
    fn a_rule_about_blocking_is_kept_as_words_not_refused() {
        let text = "This creature can't be blocked by Walls.";
        let r = read(text, "Test Card", false).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert!(matches!(r.abilities[0], Ability::Text(_)), "{r:?}");
        assert_eq!(r.not_modelled.len(), 1);
        // Without "by Walls" it is a rule about declaring blockers the engine applies.
        let r = read("This creature can't be blocked.", "Test Card", false).unwrap();
        assert!(matches!(r.abilities[0], Ability::Static(_)), "{r:?}");
    }

    #[test]
    fn each_mode_of_a_modal_spell_is_a_sentence_of_its_own() {
        let r = spell(
            "Choose one — • Untap target permanent. • Destroy target non-Aura enchantment. • Target creature loses flying until end of turn.",
        );
        assert_eq!(r.spell.len(), 4, "{r:?}");
    }

    #[test]
    fn what_a_sentence_and_the_next_do_to_the_same_target_for_as_long_is_one_effect() {
        use crate::rules::card::{Affected, OneShot};
        let r = spell(
            "Gain control of target creature until end of turn. It gains haste until end of turn. Untap that creature.",
        );
        let OneShot::Effect(e) = &r.spell[0] else {
            panic!("{r:?}")
        };
        assert_eq!(e.affects, Affected::Target(0));
        assert_eq!(e.parts.len(), 2, "{e:?}");
        assert_eq!(r.spell.len(), 2);
        // A later "target creature" is a second target (115.3); "it" is the first.
        let r = spell(
            "Gain control of target creature until end of turn. Untap that creature. Target creature gets +2/+0 until end of turn.",
        );
        assert_eq!(r.targets.len(), 2);
        let r = spell(
            "Gain control of target creature until end of turn. Untap that creature. It gets +2/+0 until end of turn.",
        );
        assert_eq!(r.targets.len(), 1);
        let OneShot::Effect(e) = &r.spell[2] else {
            panic!("{r:?}")
        };
        assert_eq!(e.affects, Affected::Target(0));
    }

    #[test]
    fn tokens_a_spell_creates() {
        use crate::rules::card::{Keyword, OneShot};
        let r = spell("Create two 1/1 white Soldier creature tokens.");
        let OneShot::CreateTokens { count, token } = &r.spell[0] else {
            panic!("{r:?}")
        };
        assert_eq!(*count, 2);
        assert_eq!(token.name, "Soldier");
        assert_eq!(token.subtypes, ["Soldier"]);
        assert_eq!(token.colors, Some(vec![crate::rules::types::Color::White]));
        let r = spell("Create a 4/4 red Dragon creature token with flying.");
        let OneShot::CreateTokens { count, token } = &r.spell[0] else {
            panic!("{r:?}")
        };
        assert_eq!(*count, 1);
        assert_eq!(token.abilities, [Ability::Keyword(Keyword::Flying)]);
        // "a … tokens": the number and the noun disagree; kept as words.
        let r = spell("Create a 1/1 white Soldier creature tokens.");
        assert!(matches!(r.spell[0], OneShot::Text(_)), "{r:?}");
    }

    #[test]
    fn destroy_then_the_other_creatures_of_that_targets_controller() {
        use crate::rules::card::{Affected, OneShot, TargetSpec, Who};
        let r = spell(
            "Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn.",
        );
        assert_eq!(r.targets, [TargetSpec::CreatureOpponentControls]);
        assert_eq!(r.spell[0], OneShot::Destroy(0));
        let OneShot::Effect(e) = &r.spell[1] else {
            panic!("{r:?}")
        };
        let Affected::All(f) = &e.affects else {
            panic!("{e:?}")
        };
        assert_eq!(f.controller, Who::ControllerOfTarget(0));
        assert_eq!(f.not_target, Some(0));
        assert!(!f.other);
        let r = spell("Creatures target player controls get -1/-1 until end of turn.");
        assert_eq!(r.targets, [TargetSpec::Player]);
        let OneShot::Effect(e) = &r.spell[0] else {
            panic!("{r:?}")
        };
        let Affected::All(f) = &e.affects else {
            panic!("{e:?}")
        };
        assert_eq!(f.controller, Who::TargetPlayer(0));
    }

    #[test]
    fn text_changes_of_a_chosen_or_a_named_word() {
        use crate::rules::card::{OneShot, Part, Word};
        use crate::rules::types::Color;
        let r = spell(
            "Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.",
        );
        let OneShot::Effect(e) = &r.spell[0] else {
            panic!("{r:?}")
        };
        assert_eq!(
            e.parts,
            [Part::ChangeWord {
                from: None,
                to: None
            }]
        );
        let r = spell(
            "Change the text of target creature by replacing all instances of black with red.",
        );
        let OneShot::Effect(e) = &r.spell[0] else {
            panic!("{r:?}")
        };
        assert_eq!(
            e.parts,
            [Part::ChangeWord {
                from: Some(Word::Color(Color::Black)),
                to: Some(Word::Color(Color::Red)),
            }]
        );
        // A color for a land type is no text change (612.2).
        let r = spell(
            "Change the text of target creature by replacing all instances of black with Island.",
        );
        assert!(matches!(r.spell[0], OneShot::Text(_)), "{r:?}");
    }

    #[test]
    fn modes_and_a_coin_as_an_object_enters() {
        use crate::rules::card::AsEnters;
        let Ability::AsEnters(AsEnters::ChooseMode(m)) = one(
            "As this creature enters, choose one: it has base power and toughness 3/3; it has base power and toughness 2/2 and has flying; or it is a 1/6 Wall with defender in addition to its other types.",
        ) else {
            panic!()
        };
        let keys: Vec<&str> = m.iter().map(|m| m.key.as_str()).collect();
        assert_eq!(keys, ["3/3", "2/2 Flying", "1/6 Wall"]);
        let Ability::AsEnters(AsEnters::ChooseModeOrFaceUp(m)) = one(
            "As this creature enters or is turned face up, choose one: it has base power and toughness 4/2; or it has base power and toughness 2/4.",
        ) else {
            panic!()
        };
        assert_eq!(m.len(), 2);
        let Ability::AsEnters(AsEnters::FlipCoin { heads, tails }) = one(
            "As this creature enters, flip a coin. If the coin comes up heads, it has base power and toughness 6/1 and has trample. If it comes up tails, it has base power and toughness 1/6.",
        ) else {
            panic!()
        };
        assert_ne!(heads, tails);
        assert!(matches!(
            one("As this creature enters, exile any number of creature cards from your graveyard."),
            Ability::AsEnters(AsEnters::ExileFromGraveyard(_))
        ));
        let Ability::AsEnters(AsEnters::TurnFaceDown(f)) =
            one("As this creature enters, turn all other nontoken creatures face down.")
        else {
            panic!()
        };
        assert!(f.other && f.nontoken);
    }

    #[test]
    fn copies_and_their_exceptions() {
        use crate::rules::card::{AsEnters, OneShot, Part, TargetSpec};
        let Ability::AsEnters(AsEnters::CopyOf(c)) = one(
            "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it is an artifact in addition to its other types.",
        ) else {
            panic!()
        };
        let [Part::SetCopiable(v)] = c.except.as_slice() else {
            panic!("{c:?}")
        };
        assert_eq!(v.add_types, [CardType::Artifact]);
        assert!(!v.drop_pt_cdas);
        let Ability::AsEnters(AsEnters::CopyOf(c)) = one(
            "You may have this creature enter as a copy of any creature on the battlefield, except it has base power and toughness 7/7.",
        ) else {
            panic!()
        };
        let [Part::SetCopiable(v)] = c.except.as_slice() else {
            panic!("{c:?}")
        };
        assert!(v.drop_pt_cdas && v.power == Some(7));
        let Ability::AsEnters(AsEnters::CopyOf(c)) = one(
            "You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and still has its third printed ability.",
        ) else {
            panic!()
        };
        assert_eq!(c.except, [Part::KeepOwnColors, Part::KeepPrintedAbility(2)]);
        // "this ability": the place of the ability in the card's text.
        let r = read("Flying\nWhenever another creature enters, this creature becomes a copy of target creature, except it has this ability.", "Test Card", false).unwrap();
        let Ability::Triggered(t) = &r.abilities[1] else {
            panic!("{r:?}")
        };
        assert_eq!(t.targets, [TargetSpec::Creature]);
        let OneShot::BecomeCopy(c) = &t.effects[0] else {
            panic!("{t:?}")
        };
        assert_eq!(c.except, [Part::KeepPrintedAbility(1)]);
        // "you may pay {1}. If you do": words of when it happens; "that creature" died.
        let Ability::Triggered(t) = one(
            "Whenever a creature dies, you may pay {1}. If you do, this creature becomes a copy of that creature, except it has this ability.",
        ) else {
            panic!()
        };
        assert_eq!(t.targets, [TargetSpec::DeadCreature]);
        assert!(matches!(t.when, crate::rules::card::Trigger::Other(_)));
        assert!(matches!(
            one("Creatures you control enter as a copy of this creature."),
            Ability::EntersAsCopyOfThis(_)
        ));
    }

    #[test]
    fn every_object_cdas_and_values_equal_to_mana_value() {
        use crate::rules::card::{Condition, Expr, Part, ZoneSel};
        let f = filter_of(&one(
            "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
        ));
        assert_eq!(f.zone, ZoneSel::Any);
        let st = static_of(&one(
            "Players may spend mana as though it were mana of any color.",
        ))
        .clone();
        assert_eq!(st.affects, crate::rules::card::Affected::Game);
        let st = static_of(&one("This creature's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 2.")).clone();
        assert_eq!(
            st.parts,
            [Part::DefinePT(
                Expr::CardTypesInGraveyards,
                Expr::Sum(vec![Expr::CardTypesInGraveyards, Expr::N(2)])
            )]
        );
        let st = static_of(&one("This creature's power is equal to the total power of cards exiled with this creature and its toughness is equal to the total toughness of cards exiled with this creature.")).clone();
        assert_eq!(
            st.parts,
            [Part::DefinePT(Expr::ExiledPower, Expr::ExiledToughness)]
        );
        let r = read("Each noncreature artifact loses all abilities, is a creature in addition to its other types, and has base power and base toughness each equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of turn.", "Test Card", false).unwrap();
        let st = static_of(&r.abilities[0]);
        assert!(
            st.parts
                .contains(&Part::SetPT(Expr::ManaValue, Expr::ManaValue))
        );
        assert_eq!(st.parts.len(), 3);
        assert!(st.lingers_until_end_of_turn);
        let st = static_of(&one("As long as the top card of your graveyard is a creature card, this creature has the full text of that card.")).clone();
        assert!(matches!(
            st.condition,
            Some(Condition::TopOfYourGraveyard(_))
        ));
        assert_eq!(st.parts, [Part::TextOfTopCard]);
        let f = filter_of(&one(
            "Other creatures of the chosen type you control get +1/+1.",
        ));
        assert_eq!(f.subtypes, ["$chosen"]);
        assert!(f.other);
    }

    #[test]
    fn a_quoted_static_ability_granted_and_a_transform_later() {
        use crate::rules::card::{OneShot, Part};
        let st = static_of(&one("As long as enchanted permanent is an Equipment, it has \"Equipped creature has flying.\"")).clone();
        let [Part::Grant(g)] = st.parts.as_slice() else {
            panic!("{st:?}")
        };
        assert!(matches!(g[0], Ability::Static(_)), "{g:?}");
        let Ability::Triggered(t) = one(
            "When a non-Angel creature you control dies, transform this creature at the beginning of the next upkeep.",
        ) else {
            panic!()
        };
        assert!(matches!(t.effects[0], OneShot::Transform(Some(_))), "{t:?}");
    }

    #[test]
    fn older_oracle_wording_reads_as_todays() {
        let a = one(
            "Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana cost.",
        );
        let b = one(
            "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
        );
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
        let a = one("{T}: Add {G} to your mana pool.");
        assert!(matches!(a, Ability::Mana(_)), "{a:?}");
        let r = read("You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "Clone", false).unwrap();
        assert!(matches!(r.abilities[0], Ability::AsEnters(_)), "{r:?}");
    }

    #[test]
    fn a_bare_power_and_toughness_after_is_or_become_sets_the_base() {
        for text in [
            "All creatures lose all abilities and are 1/1.",
            "Other creatures are 1/1.",
        ] {
            let Ability::Static(st) = one(text) else {
                panic!("{text}")
            };
            assert!(
                st.parts.contains(&Part::SetPT(Expr::N(1), Expr::N(1))),
                "{st:?}"
            );
        }
    }

    #[test]
    fn is_indestructible_grants_the_keyword() {
        let Ability::Static(st) =
            one("Creatures you control get +1/+1, have flying, and are indestructible.")
        else {
            panic!()
        };
        assert_eq!(st.parts.len(), 2, "{st:?}");
        assert!(
            st.parts.contains(&Part::Grant(vec![
                Ability::Keyword(Keyword::Flying),
                Ability::Keyword(Keyword::Indestructible)
            ])),
            "{st:?}"
        );
    }

    #[test]
    fn cant_attack_or_block_and_cant_be_blocked_are_rules_about_the_object() {
        let Ability::Static(st) = one("Enchanted creature can't attack or block.") else {
            panic!()
        };
        assert_eq!(
            st.parts,
            vec![
                Part::ObjectRule(ObjectRule::CantAttack),
                Part::ObjectRule(ObjectRule::CantBlock)
            ]
        );
        let Ability::Static(st) = one("Equipped creature can't be blocked and has shroud.") else {
            panic!()
        };
        assert!(
            st.parts
                .contains(&Part::Grant(vec![Ability::Keyword(Keyword::Shroud)])),
            "{st:?}"
        );
        assert!(
            st.parts
                .contains(&Part::ObjectRule(ObjectRule::CantBeBlocked)),
            "{st:?}"
        );
        let r = read("Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.", "Propaganda", false).unwrap();
        assert!(matches!(r.abilities[0], Ability::Text(_)), "{r:?}");
    }

    #[test]
    fn an_effect_with_a_subject_not_read_is_refused_not_dropped() {
        for text in [
            "Nighthowler and enchanted creature each get +X/+X, where X is the number of cards in your library.",
            "Enchanted permanent is a colorless Forest land and loses all other creature types.",
            "As long as you control five or more Swamps, this creature isn't a creature or a Zombie.",
            "Lands your opponents control with the chosen name lose all land types and abilities.",
        ] {
            assert!(read(text, "Nighthowler", false).is_err(), "{text}");
        }
    }

    #[test]
    fn two_subjects_each_get_an_effect_of_their_own() {
        let r = read(
            "Nighthowler and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.",
            "Nighthowler",
            false,
        )
        .unwrap();
        let affects: Vec<String> = r
            .abilities
            .iter()
            .map(|a| match a {
                Ability::Static(st) => format!("{:?} {:?}", st.affects, st.parts),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(affects.len(), 2, "{affects:?}");
        assert!(
            affects[0].starts_with("This [ModifyPTForEach(1, 1, Count("),
            "{affects:?}"
        );
        assert!(
            affects[1].starts_with("Attached [ModifyPTForEach(1, 1, Count("),
            "{affects:?}"
        );
    }

    #[test]
    fn loses_all_other_types_sets_them_in_either_wording() {
        let parts = |text: &str| match read(text, "Darksteel Mutation", false).unwrap().abilities[..]
        {
            [Ability::Static(ref st)] => st.parts.clone(),
            ref other => panic!("{other:?}"),
        };
        let today = parts(
            "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.",
        );
        let older = parts(
            "Enchanted creature is a 0/1 Insect artifact creature with indestructible and loses all other abilities, card types, and creature types.",
        );
        assert_eq!(today, older);
        assert_eq!(
            today,
            vec![
                Part::SetCardTypes(vec![CardType::Artifact, CardType::Creature]),
                Part::SetCreatureTypes(vec!["Insect".to_string()]),
                Part::SetPT(Expr::N(0), Expr::N(1)),
                Part::LoseAllAbilities,
                Part::Grant(vec![Ability::Keyword(Keyword::Indestructible)]),
            ]
        );
        // Without "loses all other card types", an artifact creature keeps its card types
        // (205.1b).
        let kept = parts("Enchanted creature is an Insect artifact creature.");
        assert!(
            kept.contains(&Part::AddTypes(vec![
                CardType::Artifact,
                CardType::Creature
            ])),
            "{kept:?}"
        );
    }

    #[test]
    fn a_copy_still_its_own_size_keeps_its_power_and_toughness() {
        let r = read("You may have Quicksilver Gargantuan enter the battlefield as a copy of any creature on the battlefield, except it's still 7/7.", "Quicksilver Gargantuan", false).unwrap();
        let s = format!("{:?}", r.abilities[0]);
        assert!(
            s.contains("power: Some(7)") && s.contains("toughness: Some(7)"),
            "{s}"
        );
    }

    #[test]
    fn a_protection_the_engine_cannot_name_leaves_the_other_keywords_read() {
        let r = read(
            "Flying, first strike, lifelink, protection from Demons and from Dragons",
            "Baneslayer Angel",
            false,
        )
        .unwrap();
        assert_eq!(r.abilities.len(), 4, "{r:?}");
        assert!(
            matches!(r.abilities[0], Ability::Keyword(Keyword::Flying)),
            "{r:?}"
        );
        assert!(matches!(r.abilities[3], Ability::Text(_)), "{r:?}");
        assert_eq!(r.not_modelled.len(), 1);
    }

    #[test]
    fn a_restriction_with_no_layer_after_an_effect_is_kept_as_words_beside_it() {
        let r = read(
            "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
            "Arrest",
            false,
        )
        .unwrap();
        let Ability::Static(st) = &r.abilities[0] else {
            panic!("{r:?}")
        };
        assert!(
            st.parts.contains(&Part::ObjectRule(ObjectRule::CantBlock)),
            "{st:?}"
        );
        assert!(matches!(r.abilities[1], Ability::Text(_)), "{r:?}");
        assert_eq!(r.not_modelled.len(), 1, "{r:?}");
    }

    #[test]
    fn an_untap_before_a_control_change_is_kept_as_words() {
        let r = spell(
            "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.",
        );
        assert!(matches!(r.spell[0], OneShot::Text(_)), "{r:?}");
        assert!(matches!(r.spell[1], OneShot::Effect(_)), "{r:?}");
        assert_eq!(r.spell.len(), 2, "{r:?}");
        assert_eq!(r.not_modelled.len(), 1, "{r:?}");
    }
}
