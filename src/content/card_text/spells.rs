//! Instructions of spells and abilities that are no continuous effect on characteristics but
//! that the engine carries out: "Destroy target creature" (701.8), and a text change: "Change
//! the text of target permanent by replacing all instances of one color word with another"
//! (612.2).

use super::words::{Tok, color, land_type};
use crate::rules::card::{Part, TargetSpec, Word};

/// "Destroy target creature", "Destroy target creature an opponent controls": the kind of
/// target destroyed.
pub(super) fn destroy(toks: &[Tok]) -> Option<TargetSpec> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    Some(match words.as_slice() {
        ["destroy", "target", "creature"] => TargetSpec::Creature,
        [
            "destroy",
            "target",
            "creature",
            "an",
            "opponent",
            "controls",
        ] => TargetSpec::CreatureOpponentControls,
        ["destroy", "target", "land"] => TargetSpec::Land,
        ["destroy", "target", "permanent"] => TargetSpec::Permanent,
        _ => return None,
    })
}

/// "Change the text of target permanent by replacing all instances of one color word with
/// another or one basic land type with another" (the words chosen as it resolves), or of one
/// named word with another ("… of black with red", "… of Forest with Island"): the target's
/// kind and the text change.
pub(super) fn change_text(toks: &[Tok]) -> Option<(TargetSpec, Part)> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let [
        "change",
        "the",
        "text",
        "of",
        "target",
        what,
        "by",
        "replacing",
        "all",
        "instances",
        "of",
        rest @ ..,
    ] = words.as_slice()
    else {
        return None;
    };
    let spec = match *what {
        "permanent" => TargetSpec::Permanent,
        "creature" => TargetSpec::Creature,
        "land" => TargetSpec::Land,
        _ => return None,
    };
    let word = |w: &str| {
        color(w)
            .map(Word::Color)
            .or_else(|| land_type(w).map(Word::LandType))
    };
    let part = match rest {
        [
            "one",
            "color",
            "word",
            "with",
            "another",
            "or",
            "one",
            "basic",
            "land",
            "type",
            "with",
            "another",
        ] => Part::ChangeWord {
            from: None,
            to: None,
        },
        [from, "with", to] => {
            let (from, to) = (word(from)?, word(to)?);
            // A color word for a color word, a land type for a land type (612.2).
            if matches!(from, Word::Color(_)) != matches!(to, Word::Color(_)) {
                return None;
            }
            Part::ChangeWord {
                from: Some(from),
                to: Some(to),
            }
        }
        _ => return None,
    };
    Some((spec, part))
}

/// "Transform ~", "transform ~ at the beginning of the next upkeep" (701.28): the words of the
/// delay, if any.
pub(super) fn transform(toks: &[Tok]) -> Option<Option<String>> {
    let [t, me, rest @ ..] = toks else {
        return None;
    };
    if !(t.is("transform") && me.is("~")) {
        return None;
    }
    let words: Vec<&str> = rest.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        [] => Some(None),
        ["at", "the", "beginning", "of", ..] => {
            let words: Vec<&str> = rest.iter().map(|t| t.text.as_str()).collect();
            Some(Some(words.join(" ")))
        }
        _ => None,
    }
}
