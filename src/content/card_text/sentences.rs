//! The templates of continuous effects, read from a sentence's tokens: a subject (the card
//! itself, what an Aura or Equipment is attached to, a target, a set of objects, "you"),
//! then what it gets, has, loses or is, joined with "and".

use super::counts::{cda, count};
use super::types_and_colors::{animation, being};
use super::words::{
    Tok, card_type, color, color_spec, keyword_list, land_type, pt_change, pt_value,
    singular_subtype, subtype_word, supertype,
};
use crate::rules::card::{Affected, Duration, Expr, Filter, Part, RuleChange, TargetSpec, Who};

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

/// A sentence read as a continuous effect.
#[derive(Debug)]
pub(super) struct Effect {
    pub subject: Subject,
    pub parts: Vec<Part>,
    pub duration: Duration,
    /// A characteristic-defining ability (604.3): "~'s power and toughness are each equal to …".
    pub cda: bool,
}

/// Reads a sentence (its tokens, the final period left out) as a continuous effect: `None`
/// if it is not one of the templates.
pub(super) fn effect(toks: &[Tok]) -> Option<Effect> {
    let (toks, lead_eot) = match toks {
        [u, e, o, t, c, rest @ ..]
            if u.is("until") && e.is("end") && o.is("of") && t.is("turn") && c.is(",") =>
        {
            (rest, true)
        }
        _ => (toks, false),
    };
    let (toks, tail_eot) = match toks {
        [rest @ .., u, e, o, t] if u.is("until") && e.is("end") && o.is("of") && t.is("turn") => {
            (rest, true)
        }
        _ => (toks, false),
    };
    let duration = if lead_eot || tail_eot {
        Duration::UntilEndOfTurn
    } else {
        Duration::Indefinitely
    };
    if let Some(e) = cda(toks) {
        return Some(e);
    }
    if let Some(e) = game_rule(toks) {
        return Some(e);
    }
    // "Gain control of target creature", "Switch target creature's power and toughness".
    if let Some(e) = instruction(toks, &duration) {
        return Some(e);
    }
    // "You control enchanted creature."
    if let [y, c, rest @ ..] = toks
        && y.is("you")
        && c.is("control")
        && let Some(Subject::Affected(Affected::Attached)) = subject(rest).map(|(s, _)| s)
        && subject(rest).is_some_and(|(_, n)| n == rest.len())
    {
        return Some(Effect {
            subject: Subject::Affected(Affected::Attached),
            parts: vec![Part::GainControl],
            duration,
            cda: false,
        });
    }
    let (subject, used) = subject(toks)?;
    let parts = predicates(&toks[used..], &subject)?;
    Some(Effect {
        subject,
        parts,
        duration,
        cda: false,
    })
}

/// Rules of the game: "The "legend rule" doesn't apply", "You may play an additional land on
/// each of your turns", "You can't lose the game and your opponents can't win the game".
fn game_rule(toks: &[Tok]) -> Option<Effect> {
    let words: Vec<&str> = toks
        .iter()
        .map(|t| t.lower.as_str())
        .filter(|w| *w != "\"")
        .collect();
    let (affects, parts) = match words.as_slice() {
        [
            "players",
            "may",
            "spend",
            "mana",
            "as",
            "though",
            "it",
            "were",
            "mana",
            "of",
            "any",
            "color",
        ] => (
            Affected::Game,
            vec![Part::Rule(RuleChange::SpendManaAsAnyColor)],
        ),
        ["the", "legend", "rule", "doesn't", "apply"] => (
            Affected::Game,
            vec![Part::Rule(RuleChange::LegendRuleDoesNotApply)],
        ),
        [
            "you",
            "may",
            "play",
            "an",
            "additional",
            "land",
            "on",
            "each",
            "of",
            "your",
            "turns",
        ] => (
            Affected::Players(Who::You),
            vec![Part::Rule(RuleChange::AdditionalLands(1))],
        ),
        [
            "you",
            "can't",
            "lose",
            "the",
            "game",
            "and",
            "your",
            "opponents",
            "can't",
            "win",
            "the",
            "game",
        ] => (
            Affected::Players(Who::You),
            vec![
                Part::Rule(RuleChange::CantLoseGame),
                Part::Rule(RuleChange::OpponentsCantWinGame),
            ],
        ),
        _ => return None,
    };
    Some(Effect {
        subject: Subject::Affected(affects),
        parts,
        duration: Duration::Indefinitely,
        cda: false,
    })
}

/// "Gain control of target creature", "Switch target creature's power and toughness".
fn instruction(toks: &[Tok], duration: &Duration) -> Option<Effect> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let (spec, parts) = match words.as_slice() {
        ["gain", "control", "of", "target", what] => (target_kind(what)?, vec![Part::GainControl]),
        // Threaten: untapping is no effect on characteristics; the control change is.
        [
            "untap",
            "target",
            what,
            "and",
            "gain",
            "control",
            "of",
            "it",
        ] => (target_kind(what)?, vec![Part::GainControl]),
        [
            "gain",
            "control",
            "of",
            "target",
            "creature",
            "an",
            "opponent",
            "controls",
        ] => (
            TargetSpec::CreatureOpponentControls,
            vec![Part::GainControl],
        ),
        ["switch", "target", what, "power", "and", "toughness"] => {
            (target_kind(what.strip_suffix("'s")?)?, vec![Part::SwitchPT])
        }
        ["switch", "~'s", "power", "and", "toughness"] => {
            return Some(Effect {
                subject: Subject::Affected(Affected::This),
                parts: vec![Part::SwitchPT],
                duration: duration.clone(),
                cda: false,
            });
        }
        _ => return None,
    };
    Some(Effect {
        subject: Subject::Target(spec),
        parts,
        duration: duration.clone(),
        cda: false,
    })
}

fn target_kind(w: &str) -> Option<TargetSpec> {
    Some(match w {
        "creature" => TargetSpec::Creature,
        "land" => TargetSpec::Land,
        "permanent" => TargetSpec::Permanent,
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
        let spec = match (
            toks.get(1).map(|t| t.lower.as_str()),
            toks.get(2).map(|t| t.lower.as_str()),
        ) {
            (Some("creature"), Some("an")) if toks.get(3).is_some_and(|t| t.is("opponent")) => {
                return Some((Subject::Target(TargetSpec::CreatureOpponentControls), 5));
            }
            (Some("creature"), _) => TargetSpec::Creature,
            (Some("land"), _) => TargetSpec::Land,
            (Some("permanent"), _) => TargetSpec::Permanent,
            _ => return None,
        };
        return Some((Subject::Target(spec), 2));
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

/// What the subject gets, has, loses or is, joined with "and" or commas.
pub(super) fn predicates(toks: &[Tok], subject: &Subject) -> Option<Vec<Part>> {
    let mut parts: Vec<Part> = Vec::new();
    for pred in split_and(toks) {
        for p in predicate(pred, subject)? {
            // "have flying, and are indestructible": one grant, as "have flying and
            // indestructible" says.
            match (parts.last_mut(), p) {
                (Some(Part::Grant(before)), Part::Grant(more)) => before.extend(more),
                (_, p) => parts.push(p),
            }
        }
    }
    (!parts.is_empty()).then_some(parts)
}

/// Splits at "and" / "," where a new verb starts ("get +1/+1 and have flying"), not inside a
/// keyword list ("have flying and trample").
fn split_and(toks: &[Tok]) -> Vec<&[Tok]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < toks.len() {
        let sep = toks[i].is("and") || toks[i].is(",");
        let next_is_verb = toks
            .get(i + 1)
            .is_some_and(|t| VERBS.contains(&t.lower.as_str()))
            || (toks[i].is(",")
                && toks.get(i + 1).is_some_and(|t| t.is("and"))
                && toks
                    .get(i + 2)
                    .is_some_and(|t| VERBS.contains(&t.lower.as_str())));
        if sep && next_is_verb && i > start {
            out.push(&toks[start..i]);
            start = i + 1;
            if toks[i].is(",") && toks.get(i + 1).is_some_and(|t| t.is("and")) {
                start += 1;
                i += 1;
            }
        }
        i += 1;
    }
    out.push(&toks[start..]);
    out
}

/// The verbs of the continuous effects on characteristics.
pub(super) const VERBS: &[&str] = &[
    "get", "gets", "have", "has", "gain", "gains", "lose", "loses", "is", "are", "become",
    "becomes", "can't", "switch", "control", "controls",
];

fn predicate(toks: &[Tok], subject: &Subject) -> Option<Vec<Part>> {
    let (verb, rest) = toks.split_first()?;
    let player = matches!(subject, Subject::Affected(Affected::Players(_)));
    match verb.lower.as_str() {
        "get" | "gets" => {
            let (pt, each) = rest.split_first()?;
            let (p, t) = pt_change(&pt.lower)?;
            match each {
                [] => Some(vec![Part::ModifyPT(p, t)]),
                [f, e, counted @ ..] if f.is("for") && e.is("each") => {
                    let n = count(counted)?;
                    Some(vec![Part::ModifyPTForEach(p, t, n)])
                }
                _ => None,
            }
        }
        "have" | "has" | "gain" | "gains" => {
            if let Some(p) = super::numbers::has_value(rest) {
                return Some(vec![p]);
            }
            // "gains all creature types" (Amoeboid Changeling).
            if let [a, c, t] = rest
                && a.is("all")
                && c.is("creature")
                && t.is("types")
            {
                return Some(vec![Part::AllCreatureTypes]);
            }
            if let [b, p, a, t, v] = rest
                && b.is("base")
                && p.is("power")
                && a.is("and")
                && t.is("toughness")
            {
                // "base power and toughness X/X" (Biomass Mutation, Mirror Entity).
                if v.is("x/x") {
                    return Some(vec![Part::SetPT(Expr::X, Expr::X)]);
                }
                let (pw, tg) = pt_value(&v.lower)?;
                return Some(vec![Part::SetPT(Expr::N(pw), Expr::N(tg))]);
            }
            if player {
                if let [n, m, h, s] = rest
                    && n.is("no")
                    && m.is("maximum")
                    && h.is("hand")
                    && s.is("size")
                {
                    return Some(vec![Part::Rule(RuleChange::NoMaximumHandSize)]);
                }
                let kws = keyword_list(rest)?;
                return Some(kws.into_iter().map(Part::PlayerKeyword).collect());
            }
            if let [q1, inner @ .., q2] = rest
                && q1.is("\"")
                && q2.is("\"")
            {
                let inner = match inner {
                    [body @ .., dot] if dot.is(".") => body,
                    _ => inner,
                };
                if let Some(m) = super::words::mana_ability(inner) {
                    return Some(vec![Part::Grant(vec![crate::rules::card::Ability::Mana(
                        m,
                    )])]);
                }
                // "has "Equipped creature has flying."": a static ability granted, read whole.
                let e = effect(inner)?;
                let (Subject::Affected(affects), false, Duration::Indefinitely) =
                    (e.subject, e.cda, e.duration)
                else {
                    return None;
                };
                return Some(vec![Part::Grant(vec![
                    crate::rules::card::Ability::Static(crate::rules::card::Static {
                        affects,
                        parts: e.parts,
                        condition: None,
                        cda: false,
                        lingers_until_end_of_turn: false,
                    }),
                ])]);
            }
            Some(vec![Part::Grant(
                keyword_list(rest)?
                    .into_iter()
                    .map(crate::rules::card::Ability::Keyword)
                    .collect(),
            )])
        }
        "lose" | "loses" => {
            if let [a, b] = rest
                && a.is("all")
                && b.is("abilities")
            {
                return Some(vec![Part::LoseAllAbilities]);
            }
            // "loses all creature types": its creature types are set to none (205.1a).
            if let [a, c, t] = rest
                && a.is("all")
                && c.is("creature")
                && t.is("types")
            {
                return Some(vec![Part::SetCreatureTypes(Vec::new())]);
            }
            Some(vec![Part::Lose(keyword_list(rest)?)])
        }
        "can't" => {
            let words: Vec<&str> = rest.iter().map(|t| t.lower.as_str()).collect();
            match words.as_slice() {
                ["gain", "life"] if player => {
                    return Some(vec![Part::Rule(RuleChange::CantGainLife)]);
                }
                ["lose", "the", "game"] if player => {
                    return Some(vec![Part::Rule(RuleChange::CantLoseGame)]);
                }
                ["win", "the", "game"] if player => {
                    return Some(vec![Part::Rule(RuleChange::OpponentsCantWinGame)]);
                }
                _ => {}
            }
            if let Some(rules) = object_rules(&words) {
                return Some(rules);
            }
            let [h, o, g, kws @ ..] = rest else {
                return None;
            };
            (h.is("have") && o.is("or") && g.is("gain")).then_some(())?;
            Some(vec![Part::CantHave(keyword_list(kws)?)])
        }
        "is" | "are" | "become" | "becomes" => bare_pt(rest)
            .or_else(|| adjective_keyword(rest))
            .or_else(|| being(rest))
            .or_else(|| animation(rest)),
        _ => None,
    }
}

/// "are 1/1", "becomes 0/1", "become X/X": a bare power and toughness after "is", "are" or
/// "become(s)" sets the base power and toughness (613.4b), as "has base power and toughness
/// 1/1" does.
fn bare_pt(rest: &[Tok]) -> Option<Vec<Part>> {
    let [v] = rest else {
        return None;
    };
    if v.is("x/x") {
        return Some(vec![Part::SetPT(Expr::X, Expr::X)]);
    }
    let (p, t) = pt_value(&v.lower)?;
    Some(vec![Part::SetPT(Expr::N(p), Expr::N(t))])
}

/// "is indestructible", "are indestructible": a keyword said as an adjective is the keyword
/// granted, as "has indestructible" says.
fn adjective_keyword(rest: &[Tok]) -> Option<Vec<Part>> {
    let [w] = rest else {
        return None;
    };
    w.is("indestructible").then(|| {
        vec![Part::Grant(vec![crate::rules::card::Ability::Keyword(
            crate::rules::card::Keyword::Indestructible,
        )])]
    })
}

/// "can't attack", "can't block", "can't attack or block", "can't be blocked": rules about
/// declaring attackers and blockers (508.1c, 509.1b), no characteristic.
fn object_rules(words: &[&str]) -> Option<Vec<Part>> {
    use crate::rules::card::ObjectRule as R;
    let rules: &[R] = match words {
        ["attack"] => &[R::CantAttack],
        ["block"] => &[R::CantBlock],
        ["attack", "or", "block"] => &[R::CantAttack, R::CantBlock],
        ["be", "blocked"] => &[R::CantBeBlocked],
        _ => return None,
    };
    Some(rules.iter().map(|r| Part::ObjectRule(*r)).collect())
}

/// The condition of "As long as <condition>, …": "you control five or more enchantments", "you
/// control an Elf", "it's your turn", "it's not your turn", "~ is untapped", "enchanted
/// permanent is a creature", "the top card of your graveyard is a creature card".
pub(super) fn condition(toks: &[Tok]) -> Option<crate::rules::card::Condition> {
    use crate::rules::card::Condition;
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        ["it's", "your", "turn"] | ["it", "is", "your", "turn"] => {
            return Some(Condition::YourTurn);
        }
        ["it's", "not", "your", "turn"] | ["it", "isn't", "your", "turn"] => {
            return Some(Condition::NotYourTurn);
        }
        ["~", "is", "untapped"] => return Some(Condition::Untapped),
        [
            "the",
            "top",
            "card",
            "of",
            "your",
            "graveyard",
            "is",
            "a" | "an",
            ..,
            "card",
        ] => {
            let what = &toks[8..toks.len() - 1];
            let (mut f, used) = filter(what)?;
            f.zone = crate::rules::card::ZoneSel::YourGraveyard;
            return (used == what.len()).then_some(Condition::TopOfYourGraveyard(f));
        }
        ["~", "is", "tapped"] => return Some(Condition::Tapped),
        ["you", "control", n, "or", "more", ..] => {
            let n = super::words::count_word(n)?;
            let (f, used) = filter(&toks[5..])?;
            return (used == toks.len() - 5).then_some(Condition::YouControlAtLeast(n, f));
        }
        ["you", "control", "a" | "an", ..] => {
            let (f, used) = filter(&toks[3..])?;
            return (used == toks.len() - 3).then_some(Condition::YouControlAtLeast(1, f));
        }
        ["enchanted" | "equipped", _, "is", c] if color(c).is_some() => {
            let f = Filter {
                colors: vec![color_spec(color(c)?)],
                ..Filter::default()
            };
            return Some(Condition::AttachedIs(f));
        }
        ["enchanted" | "equipped", _, "is", "a" | "an", what @ ..] => {
            let types: Option<Vec<_>> = what
                .iter()
                .filter(|w| **w != "or")
                .map(|w| card_type(w).map(|(t, _)| t))
                .collect();
            let mut f = Filter::default();
            match types {
                Some(ts) if !ts.is_empty() => f.types = ts,
                // "is an Equipment": a subtype.
                _ => {
                    let [sub] = &toks[4..] else { return None };
                    f.subtypes.push(sub.text.clone());
                }
            }
            return Some(Condition::AttachedIs(f));
        }
        _ => {}
    }
    None
}
