//! "Il en va de même pour les sorts de créature que vous contrôlez et les cartes de créature
//! que vous possédez qui ne sont pas sur le champ de bataille": the sentence after a static
//! ability that carries its set into every zone, for any card type. Its French and its English
//! are the engine's own message (ab-same-elsewhere), the type its parameter.

use super::tokens::{Tok, tokens};
use super::vocab::TYPES;
use crate::i18n::{Arg, Lang, tr};

/// The English of the sentence `toks` if it is that one, for a card type.
pub(super) fn same_elsewhere(toks: &[Tok]) -> Option<String> {
    let said = |lang: Lang, id: &str, vowel: &str| {
        let noun = tr(lang, id, &[("case", "text".into()), ("number", "sg".into())]);
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
