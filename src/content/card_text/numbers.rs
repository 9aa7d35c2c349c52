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
    match words.as_slice() {
        [
            "base",
            "power",
            "and",
            "base",
            "toughness",
            "each",
            "equal",
            "to",
            "its",
            "mana",
            "value",
        ]
        | [
            "base",
            "power",
            "and",
            "toughness",
            "each",
            "equal",
            "to",
            "its",
            "mana",
            "value",
        ] => Some(Part::SetPT(Expr::ManaValue, Expr::ManaValue)),
        ["the", "full", "text", "of", "that", "card"] => Some(Part::TextOfTopCard),
        _ => None,
    }
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
