//! Objects outside the battlefield, in the engine's own words. "Il en va de même pour les
//! sorts de créature que vous contrôlez et les cartes de créature que vous possédez qui ne
//! sont pas sur le champ de bataille": the sentence after a static ability that carries its
//! set into every zone, for any card type (ab-same-elsewhere, the type its parameter). "Toutes
//! les cartes qui ne sont pas sur le champ de bataille, sorts et permanents": every object in
//! every zone (ab-noun-everything).

use super::tokens::{Tok, starts, tokens};
use super::vocab::{TYPES, english, piece};
use crate::i18n::{Arg, Lang, tr};

/// Every object in every zone at `i` ("toutes les cartes qui ne sont pas sur le champ de
/// bataille, sorts et permanents"): its English and how many tokens it takes.
pub(super) fn everything_at(toks: &[Tok], i: usize) -> Option<(String, usize)> {
    let all = piece(toks, i, "reader-fr-all")?;
    let said = |lang: Lang| tr(lang, "ab-noun-everything", &[("number", "pl".into())]);
    let fr: Vec<String> = tokens(&said(Lang::Fr))
        .into_iter()
        .map(|t| t.lower)
        .collect();
    starts(toks, i + all, &fr).then(|| {
        (
            format!("{} {}", english("reader-fr-all"), said(Lang::En)),
            all + fr.len(),
        )
    })
}

/// The English of the sentence `toks` if it is that one, for a card type.
pub(super) fn same_elsewhere(toks: &[Tok]) -> Option<String> {
    let said = |lang: Lang, id: &str, vowel: &str| {
        let noun = tr(
            lang,
            id,
            &[("case", "text".into()), ("number", "sg".into())],
        );
        tr(
            lang,
            "ab-same-elsewhere",
            &[("types", Arg::from(noun)), ("vowel", vowel.into())],
        )
    };
    // Both elisions: "d'artefact" and "de créature" are each the one the type takes.
    for (_, id) in TYPES {
        for vowel in ["v", "c"] {
            let fr = tokens(&said(Lang::Fr, id, vowel));
            if fr.len() == toks.len() && fr.iter().zip(toks).all(|(a, b)| a.lower == b.lower) {
                return Some(said(Lang::En, id, vowel));
            }
        }
    }
    None
}
