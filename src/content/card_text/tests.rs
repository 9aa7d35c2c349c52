//! The reader's tests: every catalogue Oracle text it reads whole, and inputs it must survive.

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use proptest::prelude::*;

    use super::super::{ReadText, read};
    use crate::content::catalogue::Catalogue;
    use crate::rules::card::{Ability, CardDef};
    use crate::rules::types::CardType;

    fn is_spell(c: &CardDef) -> bool {
        c.types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
    }

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
        "Animate Land",
        "Arcane Flight",
        "Archetype of Imagination",
        "Azorius Guildgate",
        "Blood Moon",
        "Canopy Vista",
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
        "Giant Growth",
        "Glorious Anthem",
        "Godhead of Awe",
        "Honor of the Pure",
        "Humility",
        "Levitation",
        "Leyline of Sanctity",
        "Lignify",
        "Llanowar Elves",
        "Lord of Atlantis",
        "Magus of the Moon",
        "Maro",
        "Masumaro, First to Live",
        "Mind Control",
        "Mirror Gallery",
        "Mutavault",
        "Ovinize",
        "Platinum Angel",
        "Reliquary Tower",
        "Skullbriar, the Walking Grave",
        "Torpor Dust",
        "Tree of Redemption",
        "Turn to Frog",
        "Twisted Image",
        "Urborg, Tomb of Yawgmoth",
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
            .filter(|c| read(&oracle_text(c), &c.name, is_spell(c)).is_ok_and(|r| same(c, &r)))
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
}
