//! Copy effects (707): "You may have this creature enter as a copy of any creature on the
//! battlefield, except …", "this creature becomes a copy of target creature, except it has
//! this ability", "Creatures you control enter as a copy of this creature", and the exceptions
//! a copy makes (707.9): "it is an artifact in addition to its other types", "it has base power
//! and toughness 7/7", "it doesn't copy that creature's color", "it still has its second
//! printed ability", "it has this ability".

use super::choices::copiable;
use super::sentences::{Subject, filter, predicates};
use super::words::{Tok, card_type};
use crate::rules::card::{Ability, CopySpec, Filter, Part, TargetSpec};

/// "You may have ~ enter as a copy of any <types> on the battlefield[, except <exceptions>]":
/// `own` is the place of the ability in the card's text ("this ability").
pub(super) fn enter_as_copy(toks: &[Tok], own: usize) -> Option<CopySpec> {
    const START: &[&str] = &[
        "you", "may", "have", "~", "enter", "as", "a", "copy", "of", "any",
    ];
    const END: &[&str] = &["on", "the", "battlefield"];
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let rest = words.strip_prefix(START)?;
    let at = rest.windows(END.len()).position(|w| w == END)?;
    let mut spec = CopySpec::of_filter(types_filter(&rest[..at])?);
    let from = START.len() + at + END.len();
    spec.except = match &words[from..] {
        [] => Vec::new(),
        [",", "except", ..] => exceptions(&toks[from + 2..], own)?,
        _ => return None,
    };
    Some(spec)
}

/// "~ becomes a copy of target creature[, except …]" (the target is added to `targets`), "~
/// becomes a copy of that creature, except …" after a creature died ("that creature" is the
/// creature that died: a target of kind `DeadCreature`).
pub(super) fn become_copy(
    toks: &[Tok],
    own: usize,
    targets: &mut Vec<TargetSpec>,
) -> Option<CopySpec> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let (spec, kind, used) = match words.as_slice() {
        ["~", "becomes", "a", "copy", "of", "target", kind, ..] => {
            let t = match *kind {
                "creature" => TargetSpec::Creature,
                "permanent" => TargetSpec::Permanent,
                "land" => TargetSpec::Land,
                _ => return None,
            };
            (t, *kind, 7)
        }
        ["~", "becomes", "a", "copy", "of", "that", "creature", ..] => {
            (TargetSpec::DeadCreature, "creature", 7)
        }
        _ => return None,
    };
    let mut copy = CopySpec::of_filter(types_filter(&[kind])?);
    copy.except = match &words[used..] {
        [] => Vec::new(),
        [",", "except", ..] => exceptions(&toks[used + 2..], own)?,
        _ => return None,
    };
    targets.push(spec);
    Some(copy)
}

/// "Creatures you control enter as a copy of ~" (a replacement effect, 614.1c).
pub(super) fn enters_as_copy_of_this(toks: &[Tok]) -> Option<Ability> {
    let (f, used) = filter(toks)?;
    let words: Vec<&str> = toks[used..].iter().map(|t| t.lower.as_str()).collect();
    (words.as_slice() == ["enter", "as", "a", "copy", "of", "~"])
        .then_some(Ability::EntersAsCopyOfThis(f))
}

/// "artifact or creature": what may be copied.
fn types_filter(words: &[&str]) -> Option<Filter> {
    let types: Option<Vec<_>> = words
        .iter()
        .filter(|w| **w != "or")
        .map(|w| card_type(w).filter(|(_, plural)| !plural).map(|(t, _)| t))
        .collect();
    let types = types?;
    let mut f = Filter::default();
    match types.as_slice() {
        [] => return None,
        [one] => f.types.push(*one),
        _ => f.any_types = types,
    }
    Some(f)
}

/// The exceptions after "except": "it is an artifact in addition to its other types", "it
/// doesn't copy that creature's color and still has its second printed ability", "it has
/// this ability" (`own`: the place of this ability).
fn exceptions(toks: &[Tok], own: usize) -> Option<Vec<Part>> {
    let (it, rest) = toks.split_first()?;
    if !it.is("it") {
        return None;
    }
    let mut out = Vec::new();
    let mut set = Vec::new();
    for clause in clauses(rest) {
        let words: Vec<&str> = clause.iter().map(|t| t.lower.as_str()).collect();
        match words.as_slice() {
            ["doesn't", "copy", "that", _, "color"] => out.push(Part::KeepOwnColors),
            ["has", "this", "ability"] | ["still", "has", "this", "ability"] => {
                out.push(Part::KeepPrintedAbility(own));
            }
            ["still", "has", "its", nth, "printed", "ability"] => {
                out.push(Part::KeepPrintedAbility(ordinal(nth)?));
            }
            _ => set.extend(predicates(clause, &Subject::Previous)?),
        }
    }
    if !set.is_empty() {
        let mut c = copiable(&set)?;
        // A copy's own P/T keeps the copied object's P/T-defining abilities out (707.9d).
        c.drop_pt_cdas = c.power.is_some();
        out.push(Part::SetCopiable(c));
    }
    Some(out)
}

/// The exceptions, split where "and" starts a new verb ("doesn't copy … and still has …"),
/// not inside "base power and toughness".
fn clauses(toks: &[Tok]) -> Vec<&[Tok]> {
    const STARTS: &[&str] = &["doesn't", "still", "has", "is", "gets", "isn't"];
    let mut out = Vec::new();
    let mut start = 0;
    for (i, t) in toks.iter().enumerate() {
        if t.is("and")
            && i > start
            && toks
                .get(i + 1)
                .is_some_and(|n| STARTS.contains(&n.lower.as_str()))
        {
            out.push(&toks[start..i]);
            start = i + 1;
        }
    }
    out.push(&toks[start..]);
    out
}

/// "first" to "tenth": a printed ability's place (0-based).
fn ordinal(w: &str) -> Option<usize> {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    WORDS.iter().position(|x| *x == w)
}
