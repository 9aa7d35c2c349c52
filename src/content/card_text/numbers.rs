//! Numbers and values some continuous effects name: "the number of card types among cards in
//! all graveyards" (Lhurgoyf), "the total power of cards exiled with ~", "base power and base
//! toughness each equal to its mana value", "the full text of that card"; and the set of every
//! object, "cards that aren't on the battlefield, spells, and permanents".

use super::words::Tok;
use crate::rules::card::{Expr, Part};

/// A number a characteristic-defining ability counts (its words, in lower case).
pub(super) fn number(words: &[&str]) -> Option<Expr> {
    match words {
        [
            "the",
            "number",
            "of",
            "card",
            "types",
            "among",
            "cards",
            "in",
            "all",
            "graveyards",
        ] => Some(Expr::CardTypesInGraveyards),
        ["the", "total", what, "of", "cards", "exiled", "with", "~"] => match *what {
            "power" => Some(Expr::ExiledPower),
            "toughness" => Some(Expr::ExiledToughness),
            _ => None,
        },
        _ => None,
    }
}

/// What "has" gives an object that is a value, not an ability: "base power and base toughness
/// each equal to its mana value", "the full text of that card" (the top card of a graveyard a
/// condition named).
pub(super) fn has_value(toks: &[Tok]) -> Option<Part> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    if each_mana_value(&words) == Some(words.len()) {
        return Some(Part::SetPT(Expr::ManaValue, Expr::ManaValue));
    }
    match words.as_slice() {
        ["the", "full", "text", "of", "that", "card"] => Some(Part::TextOfTopCard),
        _ => None,
    }
}

/// "[base] power and [base] toughness each equal to its mana value" (Opalescence, March of the
/// Machines): how many words it takes at the start of `words`.
pub(super) fn each_mana_value(words: &[&str]) -> Option<usize> {
    const TAIL: &[&str] = &["each", "equal", "to", "its", "mana", "value"];
    let mut i = usize::from(words.first() == Some(&"base"));
    for w in ["power", "and"] {
        (words.get(i) == Some(&w)).then_some(())?;
        i += 1;
    }
    i += usize::from(words.get(i) == Some(&"base"));
    (words.get(i) == Some(&"toughness")).then_some(())?;
    i += 1;
    words[i..].starts_with(TAIL).then_some(i + TAIL.len())
}

/// "cards that aren't on the battlefield, spells, and permanents": every object, in every
/// zone; the tokens it takes.
pub(super) fn every_object(toks: &[Tok]) -> Option<usize> {
    const WORDS: &[&str] = &[
        "cards",
        "that",
        "aren't",
        "on",
        "the",
        "battlefield",
        ",",
        "spells",
        ",",
        "and",
        "permanents",
    ];
    let n = WORDS.len();
    (toks.len() >= n && toks[..n].iter().zip(WORDS).all(|(t, w)| t.is(w))).then_some(n)
}
