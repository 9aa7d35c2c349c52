//! Every keyword of 702 in the reader and in the words: the engine's own English for each,
//! read back, gives the same keyword; the French exists for each.

use crate::content::card_text::read;
use crate::i18n::{self, Lang};
use crate::rules::card::{Ability, Affected, Keyword, Part};
use crate::rules::keyword_names::{KEYWORDS, KeywordName, Param};
use crate::words::abilities::{RenderCtx, ability_text, keyword_name};

/// The keyword with a parameter of its kind.
fn sample(k: &KeywordName) -> Option<Keyword> {
    let printed = match k.param {
        Param::Variant => return None,
        Param::None | Param::MaybeRest => k.name.to_string(),
        Param::Number => format!("{} 2", k.name),
        Param::MaybeNumber => format!("{} 3", k.name),
        Param::Cost => format!("{} {{2}}{{G}}", k.name),
        Param::Rest => format!("{} for artifacts", k.name),
        Param::Prefix => "Snake offering".to_string(),
    };
    Some(Keyword::Named(printed))
}

fn read_one(line: &str) -> Vec<Ability> {
    read(line, "", false)
        .unwrap_or_else(|e| panic!("{line:?}: {e:?}"))
        .abilities
}

#[test]
fn every_named_keyword_reads_back_from_its_own_english_and_has_french() {
    for k in KEYWORDS.iter().filter_map(sample) {
        let en = keyword_name(&k, Lang::En);
        assert_eq!(read_one(&en), vec![Ability::Keyword(k.clone())], "{en}");
        let fr = keyword_name(&k, Lang::Fr);
        let Keyword::Named(printed) = &k else {
            unreachable!()
        };
        let (entry, _) = crate::rules::keyword_names::named(printed).expect("named");
        assert!(
            i18n::embedded().has(Lang::Fr, &entry.message_id()),
            "{} has no French",
            entry.name
        );
        assert!(!fr.is_empty() && !fr.contains("kw-702"), "{fr}");
    }
}

#[test]
fn keywords_granted_in_a_sentence_read_back() {
    let all: Vec<Keyword> = KEYWORDS
        .iter()
        .filter(|k| !matches!(k.param, Param::Rest | Param::MaybeRest))
        .filter_map(sample)
        .chain([
            Keyword::Deathtouch,
            Keyword::DoubleStrike,
            Keyword::FirstStrike,
            Keyword::Lifelink,
            Keyword::Menace,
            Keyword::Reach,
            Keyword::Vigilance,
        ])
        .collect();
    for k in all {
        let grant = Ability::Static(crate::rules::card::Static {
            affects: Affected::This,
            parts: vec![Part::Grant(vec![Ability::Keyword(k.clone())])],
            condition: None,
            cda: false,
            lingers_until_end_of_turn: false,
        });
        let en = ability_text(&grant, Lang::En, &RenderCtx::default());
        assert_eq!(read_one(&en), vec![grant.clone()], "{en}");
    }
}

#[test]
fn typecycling_and_offerings_are_said_with_their_type() {
    let k = Keyword::Named("Mountaincycling {2}".to_string());
    assert_eq!(keyword_name(&k, Lang::En), "Mountaincycling {2}");
    assert_eq!(keyword_name(&k, Lang::Fr), "Recyclage de montagne {2}");
    let k = Keyword::Named("Islandcycling {2}".to_string());
    assert_eq!(keyword_name(&k, Lang::Fr), "Recyclage d'île {2}");
    assert_eq!(
        read_one("Islandcycling {2}"),
        vec![Ability::Keyword(k.clone())]
    );
}
