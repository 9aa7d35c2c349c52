//! Tokens created: "Créez deux jetons de créature 1/1 blanche Soldat." English says the count,
//! then the description with its adjectives first, then "tokens": "create two 1/1 white
//! Soldier creature tokens".

use super::nouns::noun_phrase;
use super::tokens::Tok;
use super::vocab::{english, piece, vocab};
use crate::i18n::{Lang, tr};

/// The English of the sentence `toks` if it creates tokens the reader can describe.
pub(super) fn create_tokens(toks: &[Tok]) -> Option<String> {
    let mut i = piece(toks, 0, "reader-fr-create")?;
    let t = toks.get(i)?;
    let n: u32 = if piece(toks, i, "reader-fr-indef").is_some() {
        1
    } else {
        vocab()
            .counts
            .get(&t.lower)
            .copied()
            .or_else(|| t.text.parse().ok())?
    };
    i += 1;
    let (token, m) = ["reader-fr-token", "reader-fr-tokens"]
        .into_iter()
        .find_map(|id| piece(toks, i, id).map(|m| (id, m)))?;
    i += m;
    i += piece(toks, i, "reader-fr-of")?;
    let (desc, m) = noun_phrase(toks, i)?;
    if i + m != toks.len() {
        return None;
    }
    let count = if n == 1 {
        english("reader-fr-indef")
    } else {
        tr(Lang::En, "ab-count", &[("n", i64::from(n).into())])
    };
    Some(format!(
        "{} {count} {desc} {}",
        english("reader-fr-create"),
        english(token)
    ))
}
