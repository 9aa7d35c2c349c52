//! The subjects of the templates of continuous effects: the card itself, "you", "it", what an
//! Aura or Equipment is attached to, a target, and the sets of objects ("other Zombie creatures
//! you control", "nonbasic lands", "each creature you control that's an Elf or a Warrior").

use super::words::{
    Tok, card_type, color, color_spec, land_type, singular_subtype, subtype_word, supertype,
};
use crate::rules::card::{Affected, Filter, TargetSpec, Who};

/// What a sentence's subject names.
#[derive(Debug)]
pub(super) enum Subject {
    Affected(Affected),
    /// "Target creature": the target's kind (the reader numbers the targets).
    Target(TargetSpec),
    /// "It", "that creature": the target or object the sentence before named.
    Previous,
    /// "Creatures target player controls": the objects a player the reader adds as a target
    /// controls.
    OfTargetPlayer(Filter),
    /// "Other creatures that player controls": the objects of the player the last target is
    /// or controls.
    OfThatPlayer(Filter),
}

/// The kind of object "target <noun>" names.
pub(super) fn target_kind(w: &str) -> Option<TargetSpec> {
    Some(match w {
        "creature" => TargetSpec::Creature,
        "land" => TargetSpec::Land,
        "permanent" => TargetSpec::Permanent,
        "artifact" => TargetSpec::Artifact,
        _ => return None,
    })
}

/// "target creature", "target creature an opponent controls", "target creature you control",
/// "target nonlegendary creature", "target noncreature artifact": the kind of target, and the
/// tokens it takes.
pub(super) fn target(toks: &[Tok]) -> Option<(TargetSpec, usize)> {
    let words: Vec<&str> = toks.iter().take(5).map(|t| t.lower.as_str()).collect();
    Some(match words.as_slice() {
        ["target", "creature", "an", "opponent", "controls", ..] => {
            (TargetSpec::CreatureOpponentControls, 5)
        }
        ["target", "creature", "you", "control", ..] => (TargetSpec::CreatureYouControl, 4),
        ["target", "nonlegendary", "creature", ..] => (TargetSpec::NonlegendaryCreature, 3),
        ["target", "noncreature", "artifact", ..] => (TargetSpec::NoncreatureArtifact, 3),
        ["target", "artifact", "creature", ..] => (TargetSpec::ArtifactCreature, 3),
        ["target", "nonland", "permanent", ..] => (TargetSpec::NonlandPermanent, 3),
        ["target", "permanent", "you", "control", ..] => (TargetSpec::PermanentYouControl, 4),
        ["target", what, ..] => (target_kind(what)?, 2),
        _ => return None,
    })
}

/// The subject at the start of `toks`, and how many tokens it takes.
pub(super) fn subject(toks: &[Tok]) -> Option<(Subject, usize)> {
    let first = toks.first()?;
    if first.is("~") {
        return Some((Subject::Affected(Affected::This), 1));
    }
    if first.is("you") {
        return Some((Subject::Affected(Affected::Players(Who::You)), 1));
    }
    // "It gains haste", "That creature gets +1/+1": what the sentence before named.
    if first.is("it") {
        return Some((Subject::Previous, 1));
    }
    if first.is("that")
        && toks
            .get(1)
            .is_some_and(|t| t.is("creature") || t.is("permanent"))
    {
        return Some((Subject::Previous, 2));
    }
    if first.is("players") || first.is("each") && toks.get(1).is_some_and(|t| t.is("player")) {
        let n = if first.is("players") { 1 } else { 2 };
        return Some((Subject::Affected(Affected::Players(Who::Any)), n));
    }
    if first.is("your") && toks.get(1).is_some_and(|t| t.is("opponents")) {
        return Some((Subject::Affected(Affected::Players(Who::Opponents)), 2));
    }
    if (first.is("enchanted") || first.is("equipped"))
        && toks.get(1).is_some_and(|t| {
            matches!(
                t.lower.as_str(),
                "creature" | "permanent" | "artifact" | "land" | "enchantment"
            )
        })
    {
        return Some((Subject::Affected(Affected::Attached), 2));
    }
    if first.is("target") {
        return target(toks).map(|(spec, n)| (Subject::Target(spec), n));
    }
    if let Some((f, n)) = in_every_zone(toks) {
        return Some((Subject::Affected(Affected::All(f)), n));
    }
    // "Cards in graveyards lose all abilities" (Yixlid Jailer), "cards in all graveyards".
    let all = usize::from(toks.get(2).is_some_and(|t| t.is("all")));
    if first.is("cards")
        && toks.get(1).is_some_and(|t| t.is("in"))
        && toks.get(2 + all).is_some_and(|t| t.is("graveyards"))
    {
        let f = Filter {
            zone: crate::rules::card::ZoneSel::Graveyards,
            ..Filter::default()
        };
        return Some((Subject::Affected(Affected::All(f)), 3 + all));
    }
    let (mut f, mut n) = filter(toks)?;
    // "Skeleton creatures you control and other Zombie creatures you control": two sets, each
    // saying whose ("Creatures and lands you control" may say it of both: not read).
    if toks.get(n).is_some_and(|t| t.is("and"))
        && let Some((g, m)) = filter(&toks[n + 1..])
        && g.zone == f.zone
        && g.controller == f.controller
    {
        f.also.push(g);
        n += 1 + m;
    }
    let w = |k: usize| toks.get(n + k).map(|t| t.lower.as_str());
    if f.controller == Who::Any && w(2) == Some("controls") && w(1) == Some("player") {
        match w(0) {
            Some("target") => return Some((Subject::OfTargetPlayer(f), n + 3)),
            Some("that") => return Some((Subject::OfThatPlayer(f), n + 3)),
            _ => {}
        }
    }
    Some((Subject::Affected(Affected::All(f)), n))
}

/// "Creature cards you own that aren't on the battlefield, creature spells you control, and
/// creatures you control" (older Oracle wording of Conspiracy, Celestial Dawn): the same kind
/// of object in every zone, as "The same is true for …" says it after the permanents.
fn in_every_zone(toks: &[Tok]) -> Option<(Filter, usize)> {
    const CARDS: &[&str] = &[
        "cards",
        "you",
        "own",
        "that",
        "aren't",
        "on",
        "the",
        "battlefield",
        ",",
    ];
    const SPELLS: &[&str] = &["spells", "you", "control", ",", "and"];
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let cards = words.windows(CARDS.len()).position(|w| w == CARDS)?;
    let after_cards = cards + CARDS.len();
    let spells = words[after_cards..]
        .windows(SPELLS.len())
        .position(|w| w == SPELLS)?
        + after_cards;
    // What comes before "cards" and "spells" names the kind: one or two words.
    if cards > 2 || spells - after_cards > 2 {
        return None;
    }
    let start = spells + SPELLS.len();
    let (mut f, n) = filter(&toks[start..])?;
    f.zone = crate::rules::card::ZoneSel::Any;
    Some((f, start + n))
}

/// A set of objects: "other Zombie creatures you control", "nonbasic lands", "each creature
/// you control", "white creatures". Its noun must be a card type, "permanents" or a subtype.
pub(super) fn filter(toks: &[Tok]) -> Option<(Filter, usize)> {
    let mut f = Filter::default();
    let mut i = 0;
    if toks.first().is_some_and(|t| t.is("all") || t.is("each")) {
        i += 1;
    }
    if let Some(n) = super::numbers::every_object(&toks[i..]) {
        f.zone = crate::rules::card::ZoneSel::Any;
        return Some((f, i + n));
    }
    let mut noun = false;
    while let Some(t) = toks.get(i) {
        let w = t.lower.as_str();
        if w == "other" {
            f.other = true;
        } else if let Some(rest) = w.strip_prefix("non") {
            let rest = rest.trim_start_matches('-');
            if let Some((ty, _)) = card_type(rest) {
                f.not_types.push(ty);
            } else if let Some(s) = supertype(rest) {
                f.not_supertypes.push(s);
            } else if rest == "token" {
                f.nontoken = true;
            } else if let Some(c) = color(rest) {
                f.not_colors.push(color_spec(c));
            } else if t.text.len() > 3
                && t.text[3..]
                    .trim_start_matches('-')
                    .starts_with(char::is_uppercase)
            {
                f.not_subtypes
                    .push(t.text[3..].trim_start_matches('-').to_string());
            } else {
                return None;
            }
        } else if let Some(c) = color(w) {
            f.colors.push(color_spec(c));
        } else if let Some(s) = supertype(w) {
            f.supertypes.push(s);
        } else if w == "tapped" || w == "untapped" {
            f.tapped = Some(w == "tapped");
        } else if (w == "or" || w == "and/or")
            && f.types.len() == 1
            && f.any_types.is_empty()
            && let Some((ty, false)) = toks.get(i + 1).and_then(|n| card_type(&n.lower))
        {
            // "artifact and/or enchantment": either type.
            f.any_types = vec![f.types.remove(0), ty];
            i += 1;
        } else if let Some((ty, plural)) = card_type(w) {
            f.types.push(ty);
            noun = plural || noun;
            // "artifact creatures": both types; the last one is the noun.
            if plural {
                i += 1;
                break;
            }
        } else if w == "permanents" || w == "permanent" {
            noun = true;
            i += 1;
            break;
        } else if w == "tokens" {
            // "Creature tokens you control": tokens only.
            f.token = true;
            noun = true;
            i += 1;
            break;
        } else if land_type(w).is_some() || subtype_word(t) {
            f.subtypes.push(singular_subtype(&t.text));
        } else if w == "or"
            && !f.subtypes.is_empty()
            && f.types.is_empty()
            && toks
                .get(i + 1)
                .is_some_and(|n| land_type(&n.lower).is_some() || subtype_word(n))
        {
            // "Each Forest or Saproling": one of these subtypes.
        } else {
            break;
        }
        i += 1;
    }
    if f.types.is_empty() && f.any_types.is_empty() && f.subtypes.is_empty() && !noun {
        return None;
    }
    // A subtype alone names what it is a subtype of: basic land types lands ("Mountains"),
    // other subtypes creatures ("other Merfolk"); "Forest or Saproling" is either, so neither.
    if f.types.is_empty() && !f.subtypes.is_empty() {
        let lands = f
            .subtypes
            .iter()
            .filter(|s| land_type(&s.to_lowercase()).is_some())
            .count();
        if lands == f.subtypes.len() {
            f.types.push(crate::rules::types::CardType::Land);
        } else if f.subtypes.iter().all(|s| s == "Aura") {
            f.types.push(crate::rules::types::CardType::Enchantment);
        } else if lands == 0 {
            f.types.push(crate::rules::types::CardType::Creature);
        }
    }
    // "Other creatures of the chosen type you control": the choice before or after whose.
    i += of_the_chosen(&toks[i..], &mut f);
    // Whose.
    let w = |k: usize| toks.get(i + k).map(|t| t.lower.as_str());
    match (w(0), w(1), w(2)) {
        (Some("you"), Some("control"), _) => {
            f.controller = Who::You;
            i += 2;
        }
        (Some("your"), Some("opponents"), Some("control")) => {
            f.controller = Who::Opponents;
            i += 3;
        }
        (Some("an"), Some("opponent"), Some("controls")) => {
            f.controller = Who::Opponents;
            i += 3;
        }
        (Some("enchanted"), Some("player"), Some("controls")) => {
            f.controller = Who::EnchantedPlayer;
            i += 3;
        }
        _ => {}
    }
    i += that_is(&toks[i..], &mut f);
    i += of_the_chosen(&toks[i..], &mut f);
    // "Creatures you control with flying": a keyword they have now.
    if toks.get(i).is_some_and(|t| t.is("with"))
        && let Some((k, n)) = super::words::keyword(&toks[i + 1..])
    {
        f.with.push(k);
        i += 1 + n;
    }
    // "Creatures with no abilities" (Muraganda Petroglyphs): none as the effect looks.
    if toks.get(i).is_some_and(|t| t.is("with"))
        && toks.get(i + 1).is_some_and(|t| t.is("no"))
        && toks.get(i + 2).is_some_and(|t| t.is("abilities"))
    {
        f.no_abilities = true;
        i += 3;
    }
    Some((f, i))
}

/// "of the chosen type", "of the chosen color": what the source's controller chose; the
/// tokens it takes.
fn of_the_chosen(toks: &[Tok], f: &mut Filter) -> usize {
    let w = |k: usize| toks.get(k).map(|t| t.lower.as_str());
    if (w(0), w(1), w(2)) != (Some("of"), Some("the"), Some("chosen")) {
        return 0;
    }
    match w(3) {
        Some("type") if !f.subtypes.iter().any(|s| s == "$chosen") => {
            f.subtypes.push("$chosen".to_string());
            4
        }
        Some("color")
            if !f
                .colors
                .contains(&crate::rules::types::ColorSpec::ChosenColor) =>
        {
            f.colors.push(crate::rules::types::ColorSpec::ChosenColor);
            4
        }
        _ => 0,
    }
}

/// "that's an Elf or a Warrior", "that are white": what the objects must also be, after the
/// noun; the tokens it takes (none if the words are not such a clause).
fn that_is(toks: &[Tok], f: &mut Filter) -> usize {
    let w = |k: usize| toks.get(k).map(|t| t.lower.as_str());
    let mut i = match (w(0), w(1)) {
        (Some("that's"), _) => 1,
        (Some("that"), Some("is" | "are")) => 2,
        _ => return 0,
    };
    let (mut subtypes, mut colors) = (Vec::new(), Vec::new());
    loop {
        if matches!(w(i), Some("a" | "an")) {
            i += 1;
        }
        let Some(t) = toks.get(i) else {
            return 0;
        };
        if let Some(c) = color(&t.lower) {
            colors.push(color_spec(c));
        } else if land_type(&t.lower).is_some() || subtype_word(t) {
            subtypes.push(singular_subtype(&t.text));
        } else {
            return 0;
        }
        i += 1;
        if w(i) == Some("or") {
            i += 1;
        } else {
            break;
        }
    }
    // Only one kind per clause: "an Elf or a Warrior", "white or blue".
    if !subtypes.is_empty() && !colors.is_empty() || !f.subtypes.is_empty() && !subtypes.is_empty()
    {
        return 0;
    }
    f.subtypes.extend(subtypes);
    f.colors.extend(colors);
    i
}
