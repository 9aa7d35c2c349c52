//! What an object is as it enters, by a choice or a coin (613.2a: copiable values): "As this
//! creature enters, choose one: it has base power and toughness 3/3; …; or it is a 1/6 Wall
//! with defender in addition to its other types", "As this creature enters or is turned face
//! up, choose one: …", "As this creature enters, flip a coin. If the coin comes up heads, it
//! has … If it comes up tails, it has …"; and the other choices made as it enters: "exile any
//! number of creature cards from your graveyard", "turn all other nontoken creatures face down".

use super::sentences::{Subject, filter, predicates};
use super::words::Tok;
use crate::rules::card::{Ability, AsEnters, Copiable, Expr, Mode, Part, ZoneSel};

/// An "As ~ enters" ability of one of these templates (the line's tokens, its last period left
/// out).
pub(super) fn as_enters(toks: &[Tok]) -> Option<AsEnters> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    if let Some(m) = modal(toks, &words) {
        return Some(m);
    }
    match words.as_slice() {
        ["as", "~", "enters", ",", "flip", "a", "coin", ".", ..] => coin(&toks[8..]),
        [
            "as",
            "~",
            "enters",
            ",",
            "exile",
            "any",
            "number",
            "of",
            ..,
            "from",
            "your",
            "graveyard",
        ] => {
            let what = &toks[8..toks.len() - 3];
            let (mut f, used) = filter(what)?;
            // "creature cards": the noun is "cards".
            (what.get(used).is_some_and(|t| t.is("cards")) && used + 1 == what.len())
                .then_some(())?;
            f.zone = ZoneSel::YourGraveyard;
            Some(AsEnters::ExileFromGraveyard(f))
        }
        ["as", "~", "enters", ",", "turn", .., "face", "down"] => {
            let what = &toks[5..toks.len() - 2];
            let (f, used) = filter(what)?;
            (used == what.len()).then_some(AsEnters::TurnFaceDown(f))
        }
        _ => None,
    }
}

/// "As ~ enters[ or is turned face up], choose one: …", or as Oracle says it, "…, it becomes
/// your choice of a 3/3 artifact creature, …, or …": the modes, chosen again each time the
/// permanent is turned face up when it says so.
fn modal(toks: &[Tok], words: &[&str]) -> Option<AsEnters> {
    const FACE_UP: &[&str] = &["as", "~", "enters", "or", "is", "turned", "face", "up", ","];
    const ENTERS: &[&str] = &["as", "~", "enters", ","];
    let (again, at) = if words.starts_with(FACE_UP) {
        (true, FACE_UP.len())
    } else if words.starts_with(ENTERS) {
        (false, ENTERS.len())
    } else {
        return None;
    };
    let modes = match &words[at..] {
        ["choose", "one", ":", ..] => modes(&toks[at + 3..])?,
        ["it", "becomes", "your", "choice", "of", ..] => choice_of(&toks[at + 5..])?,
        _ => return None,
    };
    Some(if again {
        AsEnters::ChooseModeOrFaceUp(modes)
    } else {
        AsEnters::ChooseMode(modes)
    })
}

/// "it has base power and toughness 5/1; or it has base power and toughness 1/5": the modes,
/// each keyed by what it makes the object ("5/1", "2/2 Flying", "1/6 Wall").
fn modes(toks: &[Tok]) -> Option<Vec<Mode>> {
    let mut out = Vec::new();
    for mode in toks.split(|t| t.is(";")) {
        let mode = match mode {
            [or, rest @ ..] if or.is("or") => rest,
            _ => mode,
        };
        let copiable = it_is(mode)?;
        out.push(Mode {
            key: key(&copiable, mode),
            parts: vec![Part::SetCopiable(copiable)],
        });
    }
    (out.len() >= 2).then_some(out)
}

/// "a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact
/// creature with defender in addition to its other types": each choice what the object is, the
/// last words ("in addition to its other types") said of every one.
fn choice_of(toks: &[Tok]) -> Option<Vec<Mode>> {
    const ADDITION: &[&str] = &["in", "addition", "to", "its", "other", "types"];
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let (toks, tail) = if words.ends_with(ADDITION) {
        let at = toks.len() - ADDITION.len();
        (&toks[..at], &toks[at..])
    } else {
        (toks, &toks[toks.len()..])
    };
    let mut out = Vec::new();
    for choice in toks.split(|t| t.is(",")) {
        let choice = match choice {
            [or, rest @ ..] if or.is("or") => rest,
            _ => choice,
        };
        if choice.is_empty() {
            continue;
        }
        let mut said = vec![Tok::word("it"), Tok::word("is")];
        said.extend_from_slice(choice);
        said.extend_from_slice(tail);
        let copiable = it_is(&said)?;
        out.push(Mode {
            key: key(&copiable, &said),
            parts: vec![Part::SetCopiable(copiable)],
        });
    }
    (out.len() >= 2).then_some(out)
}

/// "If the coin comes up heads, it has … . If it comes up tails, it has …".
fn coin(toks: &[Tok]) -> Option<AsEnters> {
    let mut sides = toks.split(|t| t.is("."));
    let heads = side(sides.next()?, "heads")?;
    let tails = side(sides.next()?, "tails")?;
    sides.next().is_none().then_some(AsEnters::FlipCoin {
        heads: vec![Part::SetCopiable(heads)],
        tails: vec![Part::SetCopiable(tails)],
    })
}

fn side(toks: &[Tok], face: &str) -> Option<Copiable> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let rest = match words.as_slice() {
        ["if", "the", "coin", "comes", "up", f, ",", ..] if *f == face => &toks[7..],
        ["if", "it", "comes", "up", f, ",", ..] if *f == face => &toks[6..],
        _ => return None,
    };
    it_is(rest)
}

/// "it has base power and toughness 2/2 and has flying", "it is a 1/6 Wall with defender in
/// addition to its other types": the copiable values a mode sets.
pub(super) fn it_is(toks: &[Tok]) -> Option<Copiable> {
    let (it, rest) = toks.split_first()?;
    if !it.is("it") {
        return None;
    }
    copiable(&predicates(rest, &Subject::Previous)?)
}

/// Parts that set what an object is (a P/T, types, subtypes, abilities) as copiable values.
pub(super) fn copiable(parts: &[Part]) -> Option<Copiable> {
    let mut c = Copiable::default();
    for p in parts {
        match p {
            Part::SetPT(Expr::N(pw), Expr::N(tg)) => {
                c.power = Some(*pw);
                c.toughness = Some(*tg);
            }
            Part::AddTypes(ts) => c.add_types.extend(ts.iter().copied()),
            Part::AddSubtypes(ss) => c.add_subtypes.extend(ss.iter().cloned()),
            Part::Grant(abs) => c.add_abilities.extend(abs.iter().cloned()),
            _ => return None,
        }
    }
    // The creature types added, in one order whatever the language says them in ("a
    // Shapeshifter Rogue", « un gredin Changeforme »): the same values either way.
    c.add_subtypes.sort();
    c.add_subtypes.dedup();
    Some(c)
}

/// A mode's key: its P/T, then its creature types, or else its first ability's words.
fn key(c: &Copiable, toks: &[Tok]) -> String {
    let mut key = match (c.power, c.toughness) {
        (Some(p), Some(t)) => format!("{p}/{t}"),
        _ => String::new(),
    };
    let extra = if !c.add_subtypes.is_empty() {
        c.add_subtypes.join(" ")
    } else if let Some(Ability::Keyword(_)) = c.add_abilities.first() {
        // The keyword as printed, capitalised: the words after the mode's last "has".
        // ("have" where the French reader turned "a" into English: the same verb.)
        // ("with" where the mode says "a 2/2 artifact creature with flying", up to "in
        // addition to its other types".)
        let at = toks
            .iter()
            .rposition(|t| t.is("has") || t.is("have") || t.is("with"))
            .map_or(0, |i| i + 1);
        let end = (at..toks.len())
            .find(|&i| toks[i].is("in") && toks.get(i + 1).is_some_and(|t| t.is("addition")))
            .unwrap_or(toks.len());
        let words: Vec<&str> = toks[at..end].iter().map(|t| t.text.as_str()).collect();
        let w = words.join(" ");
        let mut cs = w.chars();
        cs.next()
            .map(|f| f.to_uppercase().chain(cs).collect())
            .unwrap_or_default()
    } else {
        String::new()
    };
    if !extra.is_empty() {
        if !key.is_empty() {
            key.push(' ');
        }
        key.push_str(&extra);
    }
    key
}
