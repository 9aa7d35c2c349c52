//! The numbers continuous effects count: what a characteristic-defining ability is equal to
//! ("the number of cards in your hand", "twice the number of …") and what "for each" counts.

use super::subjects::filter;
use super::words::{Tok, color, count_word};
use crate::rules::card::{Condition, Expr, Who};

/// A number a CDA or "for each" counts: "the number of cards in your hand", "the number of
/// Swamps you control", "the number of creature cards in all graveyards", "twice the number
/// of …".
pub(super) fn number(toks: &[Tok]) -> Option<Expr> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        ["twice", ..] => Some(Expr::Times(2, Box::new(number(&toks[1..])?))),
        ["the", "number", "of", "cards", "in", "your", "hand"] => Some(Expr::HandSize),
        ["your", "life", "total"] => Some(Expr::Life),
        ["your", "devotion", "to", ..] => devotion(&words[3..]),
        [
            "the",
            "number",
            "of",
            "face-down",
            "creatures",
            "on",
            "the",
            "battlefield",
        ] => Some(Expr::FaceDownCreatures),
        ["the", "number", "of", rest @ ..] | ["the", "total", "number", "of", rest @ ..]
            if rest == ["cards", "in", "all", "players'", "hands"] =>
        {
            Some(Expr::AllHandSizes)
        }
        ["the", "number", "of", ..] => count(&toks[3..]).or_else(|| super::numbers::number(&words)),
        _ => super::numbers::number(&words),
    }
}

/// What "for each" counts: "Forest you control", "other Elf on the battlefield", "creature card
/// in your graveyard", "card in your hand".
pub(super) fn count(toks: &[Tok]) -> Option<Expr> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    if words.as_slice() == ["card", "in", "your", "hand"] {
        return Some(Expr::HandSize);
    }
    // "cards in all graveyards" (Lord of Extinction): any card, in the zone said after.
    let (mut f, used) = match words.first() {
        Some(&"cards") | Some(&"card") => (crate::rules::card::Filter::default(), 0),
        _ => filter(toks)?,
    };
    let mut rest: Vec<&str> = words[used..].to_vec();
    // Coat of Arms: "other creature on the battlefield that shares at least one creature type
    // with it": other than the creature the effect applies to, and sharing a type with it.
    const SHARES: &[&str] = &[
        "that", "shares", "at", "least", "one", "creature", "type", "with", "it",
    ];
    if rest.ends_with(&["attached", "to", "it"]) {
        rest.truncate(rest.len() - 3);
        f.attached_to_it = true;
    }
    if rest.ends_with(SHARES)
        || rest.ends_with(&["that", "shares", "a", "creature", "type", "with", "it"])
    {
        let n = if rest.ends_with(SHARES) {
            SHARES.len()
        } else {
            7
        };
        rest.truncate(rest.len() - n);
        f.shares_creature_type_with_it = true;
        f.other_than_it = std::mem::take(&mut f.other);
    }
    let (zone, cards) = match rest.as_slice() {
        [] | ["on", "the", "battlefield"] => (crate::rules::card::ZoneSel::Battlefield, false),
        ["card" | "cards", "in", "your", "graveyard"] | ["in", "your", "graveyard"] => {
            (crate::rules::card::ZoneSel::YourGraveyard, true)
        }
        ["card" | "cards", "in", "all", "graveyards"] | ["card", "in", "a", "graveyard"] => {
            (crate::rules::card::ZoneSel::Graveyards, true)
        }
        ["card" | "cards", "in", "your", "opponents'", "graveyards"] => {
            (crate::rules::card::ZoneSel::OpponentsGraveyards, true)
        }
        _ => return None,
    };
    f.zone = zone;
    // A card in a graveyard is no one's permanent: "you control" has no place there.
    if cards && f.controller != Who::Any {
        return None;
    }
    Some(Expr::Count(Box::new(f)))
}

/// The colors of "your devotion to black", "… to white and black" (700.5): the words after
/// "to".
fn devotion(words: &[&str]) -> Option<Expr> {
    let colors = match words {
        [c] => vec![color(c)?],
        [c, "and", d] if c != d => vec![color(c)?, color(d)?],
        _ => return None,
    };
    Some(Expr::Devotion(colors))
}

/// "your devotion to black is less than five" (Erebos, God of the Dead), "… is five or
/// greater": a number compared with another.
pub(super) fn devotion_condition(toks: &[Tok]) -> Option<Condition> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let is = words.iter().position(|w| *w == "is")?;
    let e = number(&toks[..is])?;
    matches!(e, Expr::Devotion(_)).then_some(())?;
    match &words[is + 1..] {
        ["less", "than", n] => {
            let n = i32::try_from(count_word(n)?).ok()?;
            Some(Condition::AtMost(e, n.checked_sub(1)?))
        }
        [n, "or", "greater" | "more"] => {
            let n = i32::try_from(count_word(n)?).ok()?;
            Some(Condition::AtLeast(e, n))
        }
        _ => None,
    }
}
