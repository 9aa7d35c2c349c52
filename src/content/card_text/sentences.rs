//! The templates of continuous effects, read from a sentence's tokens: a subject (the card
//! itself, what an Aura or Equipment is attached to, a target, a set of objects, "you"),
//! then what it gets, has, loses or is, joined with "and".

use super::counts::{count, number};
use super::subjects::target_kind;
pub(super) use super::subjects::{Subject, filter, subject};
use super::types_and_colors::{animation, being};
use super::words::{Tok, card_type, color, color_spec, keyword_list, pt_change, pt_value};
use crate::rules::card::{Affected, Duration, Expr, Filter, Part, RuleChange, TargetSpec, Who};

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
    // "… for as long as ~ remains on the battlefield" (Sower of Temptation): the effect ends
    // for good when its source leaves (611.2b); French says it without "for".
    const REMAINS: [&str; 8] = [
        "as",
        "long",
        "as",
        "~",
        "remains",
        "on",
        "the",
        "battlefield",
    ];
    let at = toks.len().saturating_sub(REMAINS.len());
    let (toks, while_here) = match toks.split_at(at) {
        (rest, tail)
            if tail.len() == REMAINS.len() && tail.iter().zip(REMAINS).all(|(t, w)| t.is(w)) =>
        {
            match rest {
                [rest @ .., f] if f.is("for") => (rest, true),
                rest => (rest, true),
            }
        }
        _ => (toks, false),
    };
    // "… for as long as ~ remains tapped" (Vedalken Shackles): once its source untaps, the
    // effect ends for good (611.2b).
    const TAPPED: [&str; 4] = ["as", "long", "as", "~"];
    let (toks, while_tapped) = match toks {
        [rest @ .., f, a, l, a2, me, r, t]
            if f.is("for")
                && [a, l, a2, me].iter().zip(TAPPED).all(|(t, w)| t.is(w))
                && (r.is("remains") || r.is("is"))
                && t.is("tapped") =>
        {
            (rest, true)
        }
        _ => (toks, false),
    };
    // "… for as long as you control this creature" (Master Thief, 611.2b).
    let (toks, while_yours) = match toks {
        [rest @ .., f, a, l, a2, y, c, me]
            if f.is("for")
                && a.is("as")
                && l.is("long")
                && a2.is("as")
                && y.is("you")
                && c.is("control")
                && me.is("~") =>
        {
            (rest, true)
        }
        _ => (toks, false),
    };
    let duration = match (lead_eot || tail_eot, while_here, while_tapped, while_yours) {
        (false, false, false, false) => Duration::Indefinitely,
        (true, false, false, false) => Duration::UntilEndOfTurn,
        (false, true, false, false) => Duration::WhileSourceOnBattlefield,
        (false, false, true, false) => {
            Duration::ForAsLongAs(Box::new(crate::rules::card::Condition::Tapped))
        }
        (false, false, false, true) => {
            Duration::ForAsLongAs(Box::new(crate::rules::card::Condition::YouControlThis))
        }
        _ => return None,
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

/// "~ and enchanted creature each get +X/+X, …" (Nighthowler): the same effect on the card
/// itself and on what it is attached to, one static ability each; `None` if the sentence is
/// not one.
pub(super) fn each_of_two(toks: &[Tok]) -> Option<[Affected; 2]> {
    let [this, and, rest @ ..] = toks else {
        return None;
    };
    if !this.is("~") || !and.is("and") {
        return None;
    }
    let (Subject::Affected(Affected::Attached), n) = subject(rest)? else {
        return None;
    };
    Some([Affected::This, Affected::Attached]).filter(|_| {
        let after = &rest[n..];
        after.first().is_some_and(|t| t.is("each")) || after.get(1).is_some_and(|t| t.is("each"))
    })
}

/// The parts of "<two subjects> each <predicates>" (or "<predicates> each", as French says
/// it): what each of the two gets.
pub(super) fn parts_of_each(toks: &[Tok]) -> Option<Vec<Part>> {
    let (_, n) = subject(&toks[2..])?;
    let after = &toks[2 + n..];
    let mut preds: Vec<Tok> = Vec::with_capacity(after.len());
    match after {
        [each, rest @ ..] if each.is("each") => preds.extend_from_slice(rest),
        [verb, each, rest @ ..] if each.is("each") => {
            preds.push(verb.clone());
            preds.extend_from_slice(rest);
        }
        _ => return None,
    }
    predicates(&preds, &Subject::Affected(Affected::This))
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

/// "~'s power and toughness are each equal to <number>", "~'s power is equal to <number> and
/// its toughness is equal to that number plus 1" (Lhurgoyf).
fn cda(toks: &[Tok]) -> Option<Effect> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let part = match words.as_slice() {
        [
            "~'s",
            "power",
            "and",
            "toughness",
            "are",
            "each",
            "equal",
            "to",
            rest @ ..,
        ] => {
            let n = number(&toks[toks.len() - rest.len()..])?;
            Part::DefinePT(n.clone(), n)
        }
        ["~'s", "power", "is", "equal", "to", rest @ ..] => {
            let at = toks.len() - rest.len();
            const TOUGHNESS: &[&str] = &["and", "its", "toughness", "is", "equal", "to"];
            let Some(split) = rest.windows(TOUGHNESS.len()).position(|w| w == TOUGHNESS) else {
                // "Adeline's power is equal to the number of creatures you control": power
                // alone, the toughness as printed.
                return Some(Effect {
                    subject: Subject::Affected(Affected::This),
                    parts: vec![Part::DefinePower(number(&toks[at..])?)],
                    duration: Duration::Indefinitely,
                    cda: true,
                });
            };
            let power = number(&toks[at..at + split])?;
            let t = &rest[split + TOUGHNESS.len()..];
            let toughness = match t {
                ["that", "number"] => power.clone(),
                ["that", "number", "plus", k] => {
                    Expr::Sum(vec![power.clone(), Expr::N(k.parse().ok()?)])
                }
                _ => number(&toks[toks.len() - t.len()..])?,
            };
            Part::DefinePT(power, toughness)
        }
        _ => return None,
    };
    Some(Effect {
        subject: Subject::Affected(Affected::This),
        parts: vec![part],
        duration: Duration::Indefinitely,
        cda: true,
    })
}

/// "Gain control of target creature", "Switch target creature's power and toughness".
fn instruction(toks: &[Tok], duration: &Duration) -> Option<Effect> {
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let (spec, parts) = match words.as_slice() {
        ["gain", "control", "of", "target", what] => (target_kind(what)?, vec![Part::GainControl]),
        [
            "gain",
            "control",
            "of",
            "target",
            "creature",
            "you",
            "control",
        ] => (TargetSpec::CreatureYouControl, vec![Part::GainControl]),
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

/// What the subject gets, has, loses or is, joined with "and" or commas.
pub(super) fn predicates(toks: &[Tok], subject: &Subject) -> Option<Vec<Part>> {
    let mut parts: Vec<Part> = Vec::new();
    let mut others = AllOther::default();
    for pred in split_and(toks) {
        if let Some(o) = all_other(pred) {
            others.abilities |= o.abilities;
            others.card_types |= o.card_types;
            others.creature_types |= o.creature_types;
            continue;
        }
        for p in predicate(pred, subject)? {
            // "have flying, and are indestructible": one grant, as "have flying and
            // indestructible" says.
            match (parts.last_mut(), p) {
                (Some(Part::Grant(before)), Part::Grant(more)) => before.extend(more),
                (_, p) => parts.push(p),
            }
        }
    }
    others.apply(&mut parts)?;
    // "has the full text of that card and has the text "{2}: Discard a card."" (Volrath's
    // Shapeshifter): the text taken keeps the object's own other abilities, the one it names
    // among them (the engine's `TextOfTopCard`), so the words granted are that ability.
    if parts.contains(&Part::TextOfTopCard) {
        parts.retain(|p| !matches!(p, Part::Grant(g) if g.iter().all(|a| matches!(a, crate::rules::card::Ability::Text(_)))));
    }
    (!parts.is_empty()).then_some(parts)
}

/// "loses all other abilities, card types, and creature types": what the rest of the effect
/// says the object is and has replaces what it was and had.
#[derive(Default)]
struct AllOther {
    abilities: bool,
    card_types: bool,
    creature_types: bool,
}

/// Turns each part `turn` takes (one that adds) into the part that sets instead; whether a
/// part sets now.
fn set_instead(
    parts: &mut [Part],
    turn: impl Fn(&mut Part) -> Option<Part>,
    sets: impl Fn(&Part) -> bool,
) -> bool {
    let mut set = false;
    for p in parts.iter_mut() {
        if let Some(instead) = turn(p) {
            *p = instead;
        }
        set |= sets(p);
    }
    set
}

impl AllOther {
    /// The other parts made to replace: card types set (205.1a, where "artifact creature"
    /// alone would keep them, 205.1b), creature types set, every ability lost before the
    /// effect's own are granted (613.1f). `None` if there is nothing for "other" to be other
    /// than.
    fn apply(&self, parts: &mut Vec<Part>) -> Option<()> {
        if self.card_types {
            let turn = |p: &mut Part| match p {
                Part::AddTypes(ts) => Some(Part::SetCardTypes(std::mem::take(ts))),
                _ => None,
            };
            set_instead(parts, turn, |p| matches!(p, Part::SetCardTypes(_))).then_some(())?;
        }
        if self.creature_types {
            let turn = |p: &mut Part| match p {
                Part::AddSubtypes(ss) => Some(Part::SetCreatureTypes(std::mem::take(ss))),
                _ => None,
            };
            set_instead(parts, turn, |p| matches!(p, Part::SetCreatureTypes(_))).then_some(())?;
        }
        if self.abilities && !parts.contains(&Part::LoseAllAbilities) {
            let at = parts
                .iter()
                .position(|p| matches!(p, Part::Grant(_)))
                .unwrap_or(parts.len());
            parts.insert(at, Part::LoseAllAbilities);
        }
        // The card types are set before the land type they name (Song of the Dryads' Forest).
        if let Some(set) = parts
            .iter()
            .position(|p| matches!(p, Part::SetCardTypes(_)))
            && let Some(land) = parts.iter().position(|p| matches!(p, Part::SetLandType(_)))
            && land < set
        {
            let p = parts.remove(set);
            parts.insert(land, p);
        }
        Some(())
    }
}

/// "lose(s) all other abilities", "… all other card types and abilities", "… all other
/// abilities, card types, and creature types".
fn all_other(toks: &[Tok]) -> Option<AllOther> {
    let [verb, all, other, rest @ ..] = toks else {
        return None;
    };
    if !(verb.is("lose") || verb.is("loses")) || !all.is("all") || !other.is("other") {
        return None;
    }
    let words: Vec<&str> = rest
        .iter()
        .map(|t| t.lower.as_str())
        .filter(|w| !matches!(*w, "," | "and"))
        .collect();
    let mut o = AllOther::default();
    let mut i = 0;
    while i < words.len() {
        match &words[i..] {
            ["abilities", ..] => {
                o.abilities = true;
                i += 1;
            }
            ["card", "types", ..] => {
                o.card_types = true;
                i += 2;
            }
            ["creature", "types", ..] => {
                o.creature_types = true;
                i += 2;
            }
            _ => return None,
        }
    }
    (i > 0).then_some(o)
}

/// Splits at "and" / "," where a new verb starts ("get +1/+1 and have flying"), not inside a
/// keyword list ("have flying and trample").
fn split_and(toks: &[Tok]) -> Vec<&[Tok]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < toks.len() {
        let sep = toks[i].is("and") || toks[i].is(",");
        // "…, and it loses all other abilities": the same subject, named again.
        let pronoun = |k: usize| {
            toks.get(k).is_some_and(|t| t.is("it") || t.is("they"))
                && toks
                    .get(k + 1)
                    .is_some_and(|t| VERBS.contains(&t.lower.as_str()))
        };
        if sep && i > start {
            let k = if toks[i].is(",") && toks.get(i + 1).is_some_and(|t| t.is("and")) {
                i + 2
            } else {
                i + 1
            };
            if pronoun(k) {
                out.push(&toks[start..i]);
                start = k + 1;
                i = k + 1;
                continue;
            }
        }
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
            // "+X/+X, where X is the number of creature cards in all graveyards": one for each.
            if let [c, w, x, i, number @ ..] = each
                && c.is(",")
                && w.is("where")
                && x.is("x")
                && i.is("is")
            {
                let (p, t) = match pt.lower.as_str() {
                    "+x/+x" => (1, 1),
                    "-x/-x" => (-1, -1),
                    "+x/+0" => (1, 0),
                    "+0/+x" => (0, 1),
                    _ => return None,
                };
                return Some(vec![Part::ModifyPTForEach(
                    p,
                    t,
                    super::counts::number(number)?,
                )]);
            }
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
            // "has the text "{2}: Discard a card."" (Volrath's Shapeshifter): the ability the
            // words are.
            let rest = match rest {
                [the, text, q, ..] if the.is("the") && text.is("text") && q.is("\"") => &rest[2..],
                _ => rest,
            };
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
                // "have "{B}: Regenerate this permanent."", "has "When this creature becomes
                // the target of a spell or ability, sacrifice it."": an activated or triggered
                // ability granted, its words kept (the ability is there, for what counts or
                // removes abilities; what it does is not modelled).
                if let Some(words) = super::words::quoted_ability(inner) {
                    return Some(vec![Part::Grant(vec![crate::rules::card::Ability::Text(
                        crate::rules::card::Text {
                            en: words,
                            fr: String::new(),
                        },
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
            // "loses all card types": none left (205.1a).
            if let [a, c, t] = rest
                && a.is("all")
                && c.is("card")
                && t.is("types")
            {
                return Some(vec![Part::SetCardTypes(Vec::new())]);
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
        "isn't" | "aren't" => super::types_and_colors::not_being(rest),
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
        ["your", "devotion", "to", ..] => return super::counts::devotion_condition(toks),
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
