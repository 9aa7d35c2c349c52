//! The engine's own words read back: every catalogue card's abilities, rendered in French (and
//! in English) from its data, read by the French (English) text reader, give back the same
//! data, every card of it.

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use crate::content::card_text::french::agree::{ability_key, spell_key};
    use crate::content::catalogue::Catalogue;
    use crate::i18n::Lang;
    use crate::rules::card::CardDef;
    use crate::rules::types::CardType;

    /// Why the card's rendered text does not read back into its data, if it doesn't.
    fn read_back(c: &CardDef, lang: Lang) -> Result<(), String> {
        let mut card = c.clone();
        // The English from the data, not the Oracle lines.
        card.oracle.clear();
        let text = super::super::card_text(&card, lang, &[]).join("\n");
        let read = match lang {
            Lang::Fr => {
                let name = if c.name_fr.is_empty() {
                    &c.name
                } else {
                    &c.name_fr
                };
                crate::content::card_text::french::read(&text, name, c.is_instant_or_sorcery())
            }
            Lang::En => crate::content::card_text::read(&text, &c.name, c.is_instant_or_sorcery()),
        }
        .map_err(|e| format!("{text}\n  {e:?}"))?;
        let got: Vec<String> = read.abilities.iter().map(ability_key).collect();
        let want: Vec<String> = c.abilities.iter().map(ability_key).collect();
        if got != want {
            return Err(format!("{text}\n  read:   {got:?}\n  wanted: {want:?}"));
        }
        let (got, want) = (
            spell_key(&read.spell, &read.targets),
            spell_key(&c.spell, &c.targets),
        );
        if got != want {
            return Err(format!("{text}\n  read:   {got}\n  wanted: {want}"));
        }
        Ok(())
    }

    fn check(lang: Lang) {
        let cat = Catalogue::embedded();
        let mut why = String::new();
        let mut failing = 0;
        for c in cat.cards() {
            if let Err(e) = read_back(c, lang) {
                failing += 1;
                why.push_str(&format!("\n{}: {e}\n", c.name));
            }
        }
        assert!(
            why.is_empty(),
            "{failing} of {} cards don't read back in {lang:?}{why}",
            cat.cards().len()
        );
    }

    #[test]
    fn a_subtype_with_no_french_noun_stays_after_its_type_and_reads_back() {
        use crate::rules::card::{Ability, Affected, Filter, Part, Static, Who};
        let lord = Ability::Static(Static {
            affects: Affected::All(Filter {
                types: vec![CardType::Creature],
                subtypes: vec!["Zorgle".to_string()],
                controller: Who::You,
                ..Filter::default()
            }),
            parts: vec![Part::ModifyPT(1, 1)],
            condition: None,
            cda: false,
            lingers_until_end_of_turn: false,
        });
        let ctx = super::super::RenderCtx::default();
        let fr = super::super::ability_text(&lord, Lang::Fr, &ctx);
        assert_eq!(fr, "Les créatures Zorgle que vous contrôlez gagnent +1/+1.");
        let read = crate::content::card_text::french::read(&fr, "Ogre", false).unwrap();
        assert_eq!(read.abilities, vec![lord.clone()]);
        // A subtype with a French noun names the set alone.
        let Ability::Static(mut elves) = lord else {
            unreachable!()
        };
        if let Affected::All(f) = &mut elves.affects {
            f.subtypes = vec!["Elf".to_string()];
        }
        let fr = super::super::ability_text(&Ability::Static(elves), Lang::Fr, &ctx);
        assert_eq!(fr, "Les elfes que vous contrôlez gagnent +1/+1.");
    }

    #[test]
    fn a_splice_says_what_it_is_put_onto_in_the_readers_language() {
        use crate::rules::card::{Ability, Keyword};
        use crate::words::abilities::keyword_name;
        let k = Keyword::Named("Splice onto Arcane {1}{R}".to_string());
        assert_eq!(keyword_name(&k, Lang::En), "Splice onto Arcane {1}{R}");
        let fr = keyword_name(&k, Lang::Fr);
        assert_eq!(fr, "Imprégnation sur l'Arcane {1}{R}");
        let read = crate::content::card_text::french::read(&fr, "", true)
            .expect("read")
            .abilities;
        assert_eq!(read, vec![Ability::Keyword(k)]);
    }

    /// Sets and counts no catalogue card has: tokens, "with flying", two types either way,
    /// opponents' graveyards, Auras attached to it, all hands, two sets joined.
    #[test]
    fn sets_and_counts_read_back_in_both_languages() {
        use crate::rules::card::ZoneSel;
        use crate::rules::card::{Ability, Affected, Expr, Filter, Keyword, Part, Static, Who};
        use CardType::{Artifact, Creature, Enchantment};
        let st = |affects: Affected, parts: Vec<Part>, cda: bool| {
            Ability::Static(Static {
                affects,
                parts,
                condition: None,
                cda,
                lingers_until_end_of_turn: false,
            })
        };
        let yours = |types: Vec<CardType>| Filter {
            types,
            controller: Who::You,
            ..Filter::default()
        };
        let count = |f: Filter| Expr::Count(Box::new(f));
        let grant = |k: Keyword| Part::Grant(vec![Ability::Keyword(k)]);
        let hands = Expr::AllHandSizes;
        let abilities = [
            st(
                Affected::All(Filter {
                    token: true,
                    ..yours(vec![Creature])
                }),
                vec![Part::ModifyPT(1, 1), grant(Keyword::Vigilance)],
                false,
            ),
            st(
                Affected::All(Filter {
                    with: vec![Keyword::Flying],
                    ..yours(vec![Creature])
                }),
                vec![Part::ModifyPT(1, 1)],
                false,
            ),
            st(
                Affected::All(Filter {
                    types: vec![Creature],
                    with: vec![Keyword::Flying],
                    ..Filter::default()
                }),
                vec![grant(Keyword::Vigilance)],
                false,
            ),
            st(
                Affected::Attached,
                vec![Part::ModifyPTForEach(
                    1,
                    1,
                    count(Filter {
                        any_types: vec![Artifact, Enchantment],
                        ..yours(Vec::new())
                    }),
                )],
                false,
            ),
            st(
                Affected::This,
                vec![Part::ModifyPTForEach(
                    1,
                    1,
                    count(Filter {
                        types: vec![Creature],
                        zone: ZoneSel::OpponentsGraveyards,
                        ..Filter::default()
                    }),
                )],
                false,
            ),
            st(
                Affected::This,
                vec![Part::ModifyPTForEach(
                    2,
                    2,
                    count(Filter {
                        types: vec![Enchantment],
                        subtypes: vec!["Aura".to_string()],
                        attached_to_it: true,
                        ..Filter::default()
                    }),
                )],
                false,
            ),
            st(
                Affected::This,
                vec![Part::DefinePT(hands.clone(), hands)],
                true,
            ),
            st(
                Affected::This,
                vec![Part::DefinePower(count(yours(vec![Creature])))],
                true,
            ),
            st(
                Affected::All(Filter {
                    subtypes: vec!["Skeleton".to_string()],
                    also: vec![Filter {
                        subtypes: vec!["Zombie".to_string()],
                        other: true,
                        ..yours(vec![Creature])
                    }],
                    ..yours(vec![Creature])
                }),
                vec![Part::ModifyPT(1, 1), grant(Keyword::Deathtouch)],
                false,
            ),
        ];
        let green = Ability::Static(Static {
            affects: Affected::Attached,
            parts: vec![Part::ModifyPT(1, 1), grant(Keyword::Indestructible)],
            condition: Some(crate::rules::card::Condition::AttachedIs(Filter {
                colors: vec![crate::rules::types::ColorSpec::Green],
                ..Filter::default()
            })),
            cda: false,
            lingers_until_end_of_turn: false,
        });
        let abilities: Vec<Ability> = abilities.into_iter().chain([green]).collect();
        assert_read_back(&abilities);
    }

    /// Objects made into something else, which the catalogue's cards don't do: card types,
    /// land types and creature types set, all other abilities lost beside the effect's own,
    /// a color and a type added, two nouns in addition to the other types.
    #[test]
    fn objects_made_into_something_else_read_back_in_both_languages() {
        use crate::rules::card::{Ability, Affected, Expr, Keyword, Mana, Part, Static};
        use crate::rules::types::{BasicLandType, ColorSpec};
        use CardType::{Artifact, Creature, Land};
        let aura = |parts: Vec<Part>| {
            Ability::Static(Static {
                affects: Affected::Attached,
                parts,
                condition: None,
                cda: false,
                lingers_until_end_of_turn: false,
            })
        };
        let n = Expr::N;
        let abilities = [
            aura(vec![
                Part::SetCardTypes(vec![Land]),
                Part::SetLandType(BasicLandType::Forest),
                Part::SetColors(Vec::new()),
            ]),
            aura(vec![
                Part::SetCardTypes(vec![Land]),
                Part::LoseAllAbilities,
                Part::Grant(vec![Ability::Mana(Mana::Colorless)]),
                Part::SetColors(Vec::new()),
            ]),
            aura(vec![
                Part::SetCardTypes(vec![Artifact, Creature]),
                Part::SetCreatureTypes(vec!["Insect".to_string()]),
                Part::SetPT(n(0), n(1)),
                Part::LoseAllAbilities,
                Part::Grant(vec![Ability::Keyword(Keyword::Indestructible)]),
            ]),
            aura(vec![
                Part::SetPT(n(0), n(4)),
                Part::LoseAllAbilities,
                Part::Grant(vec![Ability::Keyword(Keyword::Defender)]),
                Part::AddSubtypes(vec!["Wall".to_string()]),
                Part::AddColors(vec![ColorSpec::Blue]),
            ]),
            aura(vec![Part::SetCardTypes(Vec::new())]),
            aura(vec![Part::Grant(vec![Ability::Keyword(
                Keyword::Protection(crate::rules::card::Quality::Color(ColorSpec::ChosenColor)),
            )])]),
        ];
        // Nighthowler's two abilities, each of its own.
        let graveyards = Expr::Count(Box::new(crate::rules::card::Filter {
            types: vec![Creature],
            zone: crate::rules::card::ZoneSel::Graveyards,
            ..crate::rules::card::Filter::default()
        }));
        let abilities: Vec<Ability> = abilities
            .into_iter()
            .chain([Affected::This, Affected::Attached].map(|affects| {
                Ability::Static(Static {
                    affects,
                    parts: vec![Part::ModifyPTForEach(1, 1, graveyards.clone())],
                    condition: None,
                    cda: false,
                    lingers_until_end_of_turn: false,
                })
            }))
            .collect();
        assert_read_back(&abilities);
    }

    /// A god's type taken away while the devotion is too low (700.5), creatures with no
    /// abilities, cards in graveyards: none is on a catalogue card.
    #[test]
    fn devotion_types_taken_away_and_ability_sets_read_back_in_both_languages() {
        use crate::rules::card::{Ability, Affected, Condition, Expr, Filter, Part, Static, Who};
        use crate::rules::types::Color::{Black, White};
        use CardType::{Artifact, Creature};
        let st = |affects: Affected, parts: Vec<Part>, condition: Option<Condition>| {
            Ability::Static(Static {
                affects,
                parts,
                condition,
                cda: false,
                lingers_until_end_of_turn: false,
            })
        };
        let not_a_creature = || vec![Part::RemoveTypes(vec![Creature])];
        let devotion = |colors, n| Some(Condition::AtMost(Expr::Devotion(colors), n));
        let abilities = [
            st(Affected::This, not_a_creature(), devotion(vec![Black], 4)),
            st(
                Affected::This,
                not_a_creature(),
                devotion(vec![White, Black], 6),
            ),
            st(Affected::Attached, not_a_creature(), None),
            st(
                Affected::All(Filter {
                    types: vec![Creature],
                    controller: Who::You,
                    ..Filter::default()
                }),
                vec![Part::RemoveTypes(vec![Artifact])],
                None,
            ),
            st(
                Affected::All(Filter {
                    types: vec![Creature],
                    no_abilities: true,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(2, 2)],
                None,
            ),
            st(
                Affected::All(Filter {
                    zone: crate::rules::card::ZoneSel::Graveyards,
                    ..Filter::default()
                }),
                vec![Part::LoseAllAbilities],
                None,
            ),
        ];
        assert_read_back(&abilities);
    }

    /// Each ability of `abilities` (of a card named "Ogre"), worded by the engine in English
    /// and in French, reads back into itself.
    fn assert_read_back(abilities: &[crate::rules::card::Ability]) {
        use crate::content::card_text::french::agree::ability_key;
        let ctx = super::super::RenderCtx::default();
        let mut why = String::new();
        for ab in abilities {
            for lang in [Lang::En, Lang::Fr] {
                let text = super::super::ability_text(ab, lang, &ctx);
                let read = match lang {
                    Lang::Fr => crate::content::card_text::french::read(&text, "Ogre", false),
                    Lang::En => crate::content::card_text::read(&text, "Ogre", false),
                };
                let got: Vec<String> = match read {
                    Ok(r) => r.abilities.iter().map(ability_key).collect(),
                    Err(e) => vec![format!("{e:?}")],
                };
                if got != vec![ability_key(ab)] {
                    why.push_str(&format!("\n{lang:?}: {text}\n  read: {got:?}\n"));
                }
            }
        }
        assert!(why.is_empty(), "{why}");
    }

    #[test]
    fn the_engines_french_reads_back_into_the_same_cards() {
        check(Lang::Fr);
    }

    #[test]
    fn the_engines_english_reads_back_into_the_same_cards() {
        check(Lang::En);
    }
}
