//! What an effect says an object is: colors, land types, card types and creature types ("is
//! black", "are Mountains", "is the chosen type in addition to its other types"), and the
//! animations that make it a creature ("becomes a 3/3 green Elemental creature").

use super::words::{
    Tok, card_type, color, color_spec, keyword_list, land_type, singular_subtype, subtype_word,
};
use crate::rules::card::{Expr, Part};

/// After "isn't" or "aren't": "a creature", "creatures", "an artifact or a creature": card
/// types taken away (205.1a).
pub(super) fn not_being(toks: &[Tok]) -> Option<Vec<Part>> {
    let mut types = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if i > 0 {
            toks[i].is("or").then_some(())?;
            i += 1;
        }
        if toks.get(i).is_some_and(|t| t.is("a") || t.is("an")) {
            i += 1;
        }
        let (t, _) = card_type(&toks.get(i)?.lower)?;
        if !types.contains(&t) {
            types.push(t);
        }
        i += 1;
    }
    (!types.is_empty()).then(|| vec![Part::RemoveTypes(types)])
}

/// "is black", "are colorless", "are Mountains", "is a Swamp in addition to its other land
/// types", "is an artifact in addition to its other types".
pub(super) fn being(toks: &[Tok]) -> Option<Vec<Part>> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let chosen = || vec!["$chosen".to_string()];
    match words.as_slice() {
        ["colorless"] => return Some(vec![Part::SetColors(Vec::new())]),
        // "All nonland permanents are legendary" (Leyline of Singularity): a supertype added,
        // the others kept (205.4b).
        ["legendary"]
        | [
            "legendary",
            "in",
            "addition",
            "to",
            "its" | "their",
            "other",
            "types",
        ] => {
            return Some(vec![Part::AddSupertypes(vec![
                crate::rules::types::Supertype::Legendary,
            ])]);
        }
        // The creature type or color chosen as the source entered (Arcane Adaptation,
        // Shifting Sky, Adaptive Automaton).
        ["the", "chosen", "type"] => return Some(vec![Part::SetCreatureTypes(chosen())]),
        [
            "the",
            "chosen",
            "type",
            "in",
            "addition",
            "to",
            "its" | "their",
            "other",
            "types" | "creature",
            ..,
        ] => return Some(vec![Part::AddSubtypes(chosen())]),
        ["all", "colors"] => {
            return Some(vec![Part::SetColors(
                crate::rules::types::Color::ALL
                    .iter()
                    .map(|&c| color_spec(c))
                    .collect(),
            )]);
        }
        _ => {}
    }
    // Colors: "black", "red and green", the color chosen as the source entered; added with
    // "in addition to its other colors" (Deep Freeze's "blue Wall", said part by part).
    let (named, added) = match words.as_slice() {
        [
            cs @ ..,
            "in",
            "addition",
            "to",
            "its" | "their",
            "other",
            "colors",
        ] => (cs, true),
        all => (all, false),
    };
    let colors = match named {
        ["the", "chosen", "color"] => Some(vec![crate::rules::types::ColorSpec::ChosenColor]),
        _ => colors_named(named),
    };
    if let Some(cs) = colors {
        return Some(vec![if added {
            Part::AddColors(cs)
        } else {
            Part::SetColors(cs)
        }]);
    }
    // Land types: "Mountains", "a Swamp in addition to its other land types".
    let addition = |tail: &[&str]| {
        matches!(
            tail,
            [
                "in",
                "addition",
                "to",
                "its" | "their",
                "other",
                "land",
                "types"
            ] | ["in", "addition", "to", "its" | "their", "other", "types"]
        )
    };
    let (body, add) = match words.iter().position(|w| *w == "in") {
        Some(i) if addition(&words[i..]) => (&words[..i], true),
        None => (&words[..], false),
        Some(_) => return None,
    };
    let body: Vec<&str> = body
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "a" | "an"))
        .collect();
    if let [one] = body.as_slice()
        && let Some(l) = land_type(one)
    {
        return Some(vec![if add {
            Part::AddLandType(l)
        } else {
            Part::SetLandType(l)
        }]);
    }
    if add && body.as_slice() == ["every", "basic", "land", "type"] {
        return Some(vec![Part::AddAllLandTypes]);
    }
    if add {
        let types: Option<Vec<_>> = body.iter().map(|w| card_type(w).map(|(t, _)| t)).collect();
        if let Some(ts) = types
            && !ts.is_empty()
        {
            return Some(vec![Part::AddTypes(ts)]);
        }
    }
    if body.as_slice() == ["every", "creature", "type"] {
        return Some(vec![Part::AllCreatureTypes]);
    }
    None
}

/// An animation: "a 3/3 green Elemental creature", "an X/X Construct artifact creature",
/// "1/1 black creatures that are still lands", "a 2/2 creature with all creature types",
/// "a 1/5 white Soldier creature with flying". The types it names replace the object's card
/// types (205.1a) unless it says it keeps them ("that's still a land", "in addition to its
/// other types"); a sentence "It's still a land." after it says so too (see the reader).
pub(super) fn animation(toks: &[Tok]) -> Option<Vec<Part>> {
    let mut i = usize::from(toks.first().is_some_and(|t| t.is("a") || t.is("an")));
    let mut parts = Vec::new();
    let pt_expr = |w: &str| match w {
        "x" => Some(Expr::X),
        _ => w
            .parse::<i32>()
            .ok()
            .filter(|n| (0..=9999).contains(n))
            .map(Expr::N),
    };
    if let Some((p, t)) = toks.get(i).and_then(|t| t.lower.split_once('/'))
        && let (Some(p), Some(t)) = (pt_expr(p), pt_expr(t))
    {
        parts.push(Part::SetPT(p, t));
        i += 1;
    }
    let mut colors = Vec::new();
    // "a colorless Forest land" (Song of the Dryads): no color at all.
    let colorless = toks.get(i).is_some_and(|t| t.is("colorless"));
    i += usize::from(colorless);
    while let Some(c) = toks.get(i).and_then(|t| color(&t.lower)) {
        colors.push(color_spec(c));
        i += 1;
        if toks.get(i).is_some_and(|t| t.is("and"))
            && toks.get(i + 1).and_then(|t| color(&t.lower)).is_some()
        {
            i += 1;
        }
    }
    let mut subtypes = Vec::new();
    let mut types = Vec::new();
    // "Saproling creatures and Forest lands": a second noun, its types added to the first's.
    loop {
        let (subs_before, types_before) = (subtypes.len(), types.len());
        while let Some(t) = toks
            .get(i)
            .filter(|t| subtype_word(t) && card_type(&t.lower).is_none())
        {
            subtypes.push(singular_subtype(&t.text));
            i += 1;
        }
        while let Some((ty, _)) = toks.get(i).and_then(|t| card_type(&t.lower)) {
            types.push(ty);
            i += 1;
        }
        let noun = subtypes.len() > subs_before || types.len() > types_before;
        let another = toks.get(i).is_some_and(|t| t.is("and"))
            && toks
                .get(i + 1)
                .is_some_and(|t| subtype_word(t) || card_type(&t.lower).is_some());
        if !(noun && another) {
            break;
        }
        i += 1;
    }
    // The card types in the order of 205.2a ("land creature" is a creature and a land).
    types.sort_unstable();
    types.dedup();
    // "a blue Frog with base power and toughness 1/1": creature types alone, no card type.
    let typeless = types.is_empty() && !subtypes.is_empty();
    if !typeless && types.is_empty() {
        return None;
    }
    let words: Vec<&str> = toks[i..].iter().map(|t| t.lower.as_str()).collect();
    let mut keeps = false;
    let mut add_colors = false;
    let mut tail: &[&str] = &words;
    loop {
        // "with [base] power and toughness each equal to its mana value" (March of the
        // Machines, Opalescence): set, as "base power and toughness" says (613.4b).
        if let ["with", rest @ ..] = tail
            && let Some(n) = super::numbers::each_mana_value(rest)
        {
            parts.push(Part::SetPT(Expr::ManaValue, Expr::ManaValue));
            tail = &rest[n..];
            continue;
        }
        match tail {
            [] => break,
            // "in addition to its other colors and types" (Deep Freeze).
            [
                "in",
                "addition",
                "to",
                "its" | "their",
                "other",
                "colors",
                "and",
                "types",
                rest @ ..,
            ] => {
                keeps = true;
                add_colors = true;
                tail = rest;
            }
            // "with "{T}: Add {C}"" (Imprisoned in the Moon): a mana ability granted.
            ["with", "\"", rest @ ..] => {
                let close = rest.iter().position(|w| *w == "\"")?;
                let start = toks.len() - rest.len();
                let mut inner = &toks[start..start + close];
                if inner.last().is_some_and(|t| t.is(".")) {
                    inner = &inner[..inner.len() - 1];
                }
                let m = super::words::mana_ability(inner)?;
                parts.push(Part::Grant(vec![crate::rules::card::Ability::Mana(m)]));
                tail = &rest[close + 1..];
            }
            ["with", "all", "creature", "types", rest @ ..] => {
                parts.push(Part::AllCreatureTypes);
                tail = rest;
            }
            // "a 0/4 Treefolk with no abilities" (Lignify).
            ["with", "no", "abilities", rest @ ..] => {
                parts.push(Part::LoseAllAbilities);
                tail = rest;
            }
            ["with", "base", "power", "and", "toughness", pt, rest @ ..] => {
                let (p, t) = pt.split_once('/')?;
                parts.push(Part::SetPT(pt_expr(p)?, pt_expr(t)?));
                tail = rest;
            }
            ["that's", "still", "a", "land", rest @ ..]
            | ["that", "are", "still", "lands", rest @ ..]
            // "a 4/4 Human Soldier creature with indestructible that's still a planeswalker"
            // (Gideon Blackblade).
            | ["that's", "still", "a", "planeswalker" | "artifact" | "enchantment", rest @ ..]
            | [
                "in",
                "addition",
                "to",
                "its" | "their",
                "other",
                "types",
                rest @ ..,
            ] => {
                keeps = true;
                tail = rest;
            }
            ["with", rest @ ..] => {
                let end = rest
                    .iter()
                    .position(|w| *w == "that's" || *w == "that" || *w == "in")
                    .unwrap_or(rest.len());
                let start = toks.len() - rest.len();
                let kws = keyword_list(&toks[start..start + end])?;
                parts.push(Part::Grant(
                    kws.into_iter()
                        .map(crate::rules::card::Ability::Keyword)
                        .collect(),
                ));
                tail = &rest[end..];
            }
            _ => return None,
        }
    }
    // An "artifact creature" keeps its other card types (205.1b); named creature types replace
    // the old ones unless the object keeps its types (205.1a).
    let artifact_creature = types.len() == 2
        && types.contains(&crate::rules::types::CardType::Artifact)
        && types.contains(&crate::rules::types::CardType::Creature);
    let land = types.contains(&crate::rules::types::CardType::Land);
    if !types.is_empty() {
        parts.insert(
            0,
            if keeps || artifact_creature {
                Part::AddTypes(types)
            } else {
                Part::SetCardTypes(types)
            },
        );
    }
    // "a 1/1 green Saproling Forest land creature in addition to its other types": a basic land
    // type added is a land type, with its mana ability (305.6), not a creature type.
    if land && !keeps {
        // "a colorless Forest land": the land type set (305.7), just after the card types.
        let mut set = None;
        for s in &subtypes {
            if let Some(l) = land_type(&s.to_lowercase()) {
                if set.is_some() {
                    return None;
                }
                set = Some(l);
            }
        }
        if let Some(l) = set {
            subtypes.retain(|s| land_type(&s.to_lowercase()).is_none());
            let at = parts
                .iter()
                .position(|p| matches!(p, Part::SetCardTypes(_) | Part::AddTypes(_)))
                .map_or(0, |k| k + 1);
            parts.insert(at, Part::SetLandType(l));
        }
    }
    if keeps {
        subtypes.retain(|s| match land_type(&s.to_lowercase()) {
            Some(l) => {
                parts.push(Part::AddLandType(l));
                false
            }
            None => true,
        });
    }
    if !subtypes.is_empty() {
        let at = usize::from(!parts.is_empty() && !matches!(parts[0], Part::SetPT(..)));
        parts.insert(
            at.min(parts.len()),
            if keeps {
                Part::AddSubtypes(subtypes)
            } else {
                Part::SetCreatureTypes(subtypes)
            },
        );
    }
    if colorless && !colors.is_empty() {
        return None;
    }
    if colorless {
        parts.push(Part::SetColors(Vec::new()));
    } else if !colors.is_empty() {
        parts.push(if add_colors {
            Part::AddColors(colors)
        } else {
            Part::SetColors(colors)
        });
    } else if add_colors {
        return None;
    }
    Some(parts)
}

/// "It's still a land." after an animation.
pub(super) fn still_a_land(words: &[&str]) -> bool {
    // "It's still an enchantment." (Opalescence) keeps the types the same way.
    match words {
        ["it's", "still", "a" | "an", ty] | ["it", "is", "still", "a" | "an", ty] => {
            card_type(ty).is_some_and(|(_, plural)| !plural)
        }
        _ => false,
    }
}

/// An animation's card types kept beside the old ones (205.1b): `true` if it had some to keep.
pub(super) fn keep_types(parts: &mut [crate::rules::card::Part]) -> bool {
    use crate::rules::card::Part;
    // "Still a land": every prior card type and subtype is kept (205.1b).
    let mut animated = false;
    for p in parts.iter_mut() {
        match p {
            Part::SetCardTypes(ts) => {
                *p = Part::AddTypes(std::mem::take(ts));
                animated = true;
            }
            Part::SetCreatureTypes(ss) => *p = Part::AddSubtypes(std::mem::take(ss)),
            Part::AddTypes(_) => animated = true,
            _ => {}
        }
    }
    animated
}

/// The colors `words` name ("black", "red and green"), if they name colors only, one at least.
fn colors_named(words: &[&str]) -> Option<Vec<crate::rules::types::ColorSpec>> {
    let colors: Vec<_> = words
        .iter()
        .filter(|w| **w != "and")
        .map(|w| color(w).map(color_spec))
        .collect::<Option<_>>()?;
    (!colors.is_empty()).then_some(colors)
}
