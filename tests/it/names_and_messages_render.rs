//! Every subtype of the tutorial has both names, both Fluent files of the ability words hold
//! the same messages, and every card of the catalogue renders in both languages.

use std::collections::BTreeSet;
use std::path::Path;

use layerlab::content::catalogue::{Catalogue, EMBEDDED, EMBEDDED_PATH};
use layerlab::i18n::Lang;
use layerlab::words::abilities::{card_text, subtype_name, type_line};

use crate::common;
use common::abilities::*;

// ------------------------------------------------------------------------------------------
// The tutorial's subtypes

#[test]
fn every_subtype_of_the_tutorial_has_both_names() {
    let subtypes = [
        "Bear",
        "Merfolk",
        "Elf",
        "Druid",
        "Shapeshifter",
        "Avatar",
        "Phyrexian",
        "Human",
        "Wizard",
        "Scarecrow",
        "Spirit",
        "Plant",
        "Elemental",
        "Illusion",
        "Lhurgoyf",
        "Nymph",
        "Dryad",
        "Cat",
        "Ogre",
        "Wurm",
        "Wall",
        "Zombie",
        "Angel",
        "Soldier",
        "Saproling",
        "Construct",
        "Frog",
        "Treefolk",
        "Aura",
        "Curse",
        "Equipment",
        "Rune",
        "Gate",
        "Goblin",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
    ];
    for s in subtypes {
        let id = format!("subtype-{}", s.to_lowercase());
        for lang in Lang::ALL {
            assert!(
                layerlab::i18n::embedded().has(lang, &id),
                "{id} missing in {lang}"
            );
        }
        assert_eq!(subtype_name(s, Lang::En), s);
        assert_ne!(subtype_name(s, Lang::Fr), "");
    }
}

// ------------------------------------------------------------------------------------------
// The Fluent files

fn ftl_ids(path: &str) -> BTreeSet<String> {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let src = std::fs::read_to_string(&full).unwrap();
    let resource = match fluent_syntax::parser::parse(src.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{path}: {errors:?}"),
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect()
}

#[test]
fn both_ftl_files_have_the_same_messages() {
    let en = ftl_ids("locales/en/abilities.ftl");
    let fr = ftl_ids("locales/fr/abilities.ftl");
    let only_en: Vec<_> = en.difference(&fr).collect();
    let only_fr: Vec<_> = fr.difference(&en).collect();
    assert!(
        only_en.is_empty() && only_fr.is_empty(),
        "only in en: {only_en:?}; only in fr: {only_fr:?}"
    );
    let prefixes = ["ab-", "kw-", "color-", "type-", "supertype-", "subtype-"];
    for id in &en {
        assert!(
            prefixes.iter().any(|p| id.starts_with(p)),
            "{id}: unexpected prefix"
        );
    }
    for path in ["locales/en/abilities.ftl", "locales/fr/abilities.ftl"] {
        let src =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap();
        assert!(!src.contains('\u{202f}'), "{path}: narrow no-break space");
    }
}

// ------------------------------------------------------------------------------------------
// The catalogue

#[test]
fn every_card_of_the_catalogue_renders_in_both_languages() {
    // The catalogue is written in parallel: whatever it holds must render.
    let Ok(catalogue) = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED) else {
        return;
    };
    for card in catalogue.cards() {
        for lang in Lang::ALL {
            let what = format!("{lang} {}", card.name);
            if !card.types.is_empty() || !card.subtypes.is_empty() {
                assert_clean(
                    &type_line(&card.supertypes, &card.types, &card.subtypes, lang),
                    &what,
                );
            }
            for line in card_text(card, lang, &[]) {
                assert_clean(&line, &what);
            }
            for line in card_text(card, lang, &["Green".to_string()]) {
                assert_clean(&line, &what);
            }
        }
    }
}
