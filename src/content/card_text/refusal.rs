//! Sentences the reader refuses: shaped like a continuous effect on characteristics (its verb
//! gets, has, loses, is, becomes…) but not read whole; each with the template nearest to it.

use super::{sentences, words};

/// Why a text could not be read, at a byte offset of the text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum ReadError {
    TooLong {
        len: usize,
    },
    /// A sentence shaped like a continuous effect that the reader cannot read whole, and the
    /// message id of the template nearest to it.
    NotUnderstood {
        at: usize,
        sentence: String,
        nearest: &'static str,
    },
}

/// A sentence whose main verb is one of a continuous effect on characteristics: after a
/// leading "Until end of turn," or "As long as …,", a subject the reader knows, then one of
/// those verbs ("Creatures you control get +1/+1 for each …"). "This land enters tapped
/// unless you control …" is not one: its verb is "enters".
pub(super) fn looks_like_effect(toks: &[words::Tok]) -> bool {
    // "You get an emblem with "Creatures you control get +2/+2 …"": an emblem is an object
    // in the command zone (114), which the engine doesn't model: kept as words, listed as not
    // modelled, so the planeswalker's other abilities still read.
    if matches!(
        toks.iter()
            .take(4)
            .map(|t| t.lower.as_str())
            .collect::<Vec<_>>()
            .as_slice(),
        ["you", "get", "an", "emblem"]
    ) {
        return false;
    }
    let mut toks = toks;
    if toks.first().is_some_and(|t| t.is("until") || t.is("as"))
        && let Some(comma) = toks.iter().position(|t| t.is(","))
    {
        toks = &toks[comma + 1..];
    }
    // A characteristic-defining ability: "~'s power is equal to …".
    if toks.first().is_some_and(|t| t.is("~'s"))
        && toks
            .get(1)
            .is_some_and(|t| t.is("power") || t.is("toughness"))
    {
        return true;
    }
    // Gaining or losing life changes a life total, no characteristic: "you lose 2 life".
    // "Can't be blocked by Walls", "can't be countered": a rule about the object, not one of
    // its characteristics; kept as words.
    let verb_at = |k: usize| {
        toks.get(k)
            .is_some_and(|t| sentences::VERBS.contains(&t.lower.as_str()))
            && !toks.get(k + 2).is_some_and(|t| t.is("life"))
            && !(toks[k].is("can't")
                && toks
                    .get(k + 1)
                    .is_some_and(|t| t.is("be") || t.is("attack") || t.is("block")))
    };
    if verb_at(0) {
        return true;
    }
    if sentences::subject(toks).is_some_and(|(_, n)| verb_at(n)) {
        return true;
    }
    // A subject the reader doesn't know, then a verb of an effect on characteristics and what
    // such an effect says: "+1/+1", a keyword, "all abilities", "base power", a color. A copy's
    // exceptions ("except it has flying") are the copy's, which is listed as not modelled.
    if toks.iter().any(|t| t.is("copy") || t.is("copies")) {
        return false;
    }
    // A mode of a modal spell ("• Target creature loses flying until end of turn."): the
    // choice of modes is not modelled, so the whole spell is listed as words.
    if toks.first().is_some_and(|t| t.is("•")) {
        return false;
    }
    // "That token gains haste": a token a one-shot created, which is kept as words with it.
    if matches!(
        (
            toks.first().map(|t| t.lower.as_str()),
            toks.get(1).map(|t| t.lower.as_str())
        ),
        (Some("that" | "the" | "those"), Some("token" | "tokens"))
    ) {
        return false;
    }
    (0..toks.len()).any(|k| {
        let w = |d: usize| toks.get(k + d).map_or("", |t| t.lower.as_str());
        // "becomes an artifact in addition to its other types", "becomes colorless": a type or
        // a color given.
        if matches!(w(0), "become" | "becomes")
            && (w(1) == "colorless"
                || words::card_type(w(1)).is_some()
                || (matches!(w(1), "a" | "an") && words::card_type(w(2)).is_some()))
        {
            return true;
        }
        // "isn't a creature", "aren't creatures": a type taken away.
        if matches!(w(0), "isn't" | "aren't")
            && (words::card_type(w(1)).is_some() || words::card_type(w(2)).is_some())
        {
            return true;
        }
        sentences::VERBS.contains(&w(0))
            && (words::pt_change(w(1)).is_some()
                || words::pt_value(w(1)).is_some()
                || pt_with_x(w(1))
                || (w(1) == "each" && (words::pt_change(w(2)).is_some() || pt_with_x(w(2))))
                || words::keyword(&toks[k + 1..]).is_some()
                || words::color(w(1)).is_some()
                || matches!(
                    (w(1), w(2)),
                    (
                        "all",
                        "abilities" | "creature" | "colors" | "land" | "card" | "other"
                    ) | ("base", "power")
                        | ("every", "creature" | "basic")
                        | ("the", "chosen")
                ))
    })
}

/// "+X/+X", "X/X", "+X/+0": a power and toughness that depend on a number said after.
fn pt_with_x(w: &str) -> bool {
    w.split_once('/').is_some_and(|(p, t)| {
        let part = |s: &str| {
            let s = s.trim_start_matches(['+', '-']);
            s == "x" || (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        };
        part(p) && part(t) && (p.contains('x') || t.contains('x'))
    })
}

/// The templates a refused sentence is compared with, as (message id, their words).
const TEMPLATES: &[(&str, &[&str])] = &[
    (
        "reader-template-anthem",
        &["get", "gets", "+1/+1", "you", "control", "creatures"],
    ),
    ("reader-template-lord", &["other", "have", "get", "and"]),
    (
        "reader-template-keywords",
        &["have", "has", "gain", "gains", "flying"],
    ),
    (
        "reader-template-lose",
        &["lose", "loses", "all", "abilities", "base"],
    ),
    (
        "reader-template-land-type",
        &["are", "is", "lands", "land", "addition", "types"],
    ),
    (
        "reader-template-color",
        &["is", "are", "colorless", "color", "colors"],
    ),
    (
        "reader-template-aura",
        &["enchanted", "equipped", "control"],
    ),
    (
        "reader-template-target",
        &["target", "until", "end", "turn", "becomes"],
    ),
];

pub(super) fn not_understood(at: usize, sentence: &str) -> ReadError {
    let lower = sentence.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .collect();
    let nearest = TEMPLATES
        .iter()
        .max_by_key(|(_, keys)| keys.iter().filter(|k| words.contains(k)).count())
        .map_or("reader-template-anthem", |(id, _)| id);
    ReadError::NotUnderstood {
        at,
        sentence: sentence.to_string(),
        nearest,
    }
}
