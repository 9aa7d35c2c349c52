//! Copy effects (707): "You may have this creature enter as a copy of any creature on the
//! battlefield, except …", "this creature becomes a copy of target creature, except it has
//! this ability", "Creatures you control enter as a copy of this creature", and the exceptions
//! a copy makes (707.9): "it is an artifact in addition to its other types", "it has base power
//! and toughness 7/7", "it doesn't copy that creature's color", "it still has its second
//! printed ability", "it has this ability".

use super::choices::copiable;
use super::sentences::{Subject, filter, predicates};
use super::words::{Tok, card_type};
use crate::rules::card::{Ability, CopySource, CopySpec, Duration, Expr, Filter, Part, TargetSpec};

/// "You may have ~ enter as a copy of any <types> on the battlefield[, except <exceptions>]":
/// `own` is the place of the ability in the card's text ("this ability").
pub(super) fn enter_as_copy(toks: &[Tok], own: usize, name: &str) -> Option<CopySpec> {
    const START: &[&str] = &["you", "may", "have", "~", "enter", "as", "a", "copy", "of"];
    const END: &[&str] = &["on", "the", "battlefield"];
    const YOURS: &[&str] = &["you", "control"];
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    let mut rest = words.strip_prefix(START)?;
    // "any creature", "an artifact or creature", "a creature or planeswalker you control".
    let mut skipped = START.len();
    if let [first, more @ ..] = rest
        && matches!(*first, "any" | "a" | "an")
    {
        rest = more;
        skipped += 1;
    }
    let (at, end, yours) = match rest.windows(END.len()).position(|w| w == END) {
        Some(at) => (at, END.len(), false),
        None => (
            rest.windows(YOURS.len()).position(|w| w == YOURS)?,
            YOURS.len(),
            true,
        ),
    };
    // "any creature you control on the battlefield" (Glasspool Mimic) says whose before where.
    let (kinds, yours) = match rest[..at].strip_suffix(YOURS) {
        Some(kinds) => (kinds, true),
        None => (&rest[..at], yours),
    };
    let mut filter = types_filter(kinds)?;
    if yours {
        filter.controller = crate::rules::card::Who::You;
    }
    let mut spec = CopySpec::of_filter(filter);
    let from = skipped + at + end;
    spec.except = match &words[from..] {
        [] => Vec::new(),
        [",", "except", ..] => exceptions(&toks[from + 2..], own, name)?,
        // Older Oracle text has no comma before "except" (Vesuvan Doppelganger).
        ["except", ..] => exceptions(&toks[from + 1..], own, name)?,
        _ => return None,
    };
    Some(spec)
}

/// "~ becomes a copy of target creature[, except …]" (the target is added to `targets`), "~
/// becomes a copy of that creature, except …" after a creature died ("that creature" is the
/// creature that died: a target of kind `DeadCreature`), "Target creature becomes a copy of
/// that creature until end of turn" after "Choose a nonlegendary creature on the battlefield"
/// (`chosen`: what was chosen, Cytoshape), "Each other creature becomes a copy of target
/// nonlegendary creature until end of turn" (Mirrorweave).
pub(super) fn become_copy(
    toks: &[Tok],
    own: usize,
    name: &str,
    targets: &mut Vec<TargetSpec>,
    chosen: Option<&Filter>,
) -> Option<CopySpec> {
    let (toks, duration) = match toks {
        [rest @ .., u, e, o, t] if u.is("until") && e.is("end") && o.is("of") && t.is("turn") => {
            (rest, Duration::UntilEndOfTurn)
        }
        _ => (toks, Duration::Indefinitely),
    };
    let mut new_targets = targets.clone();
    // Who becomes the copy.
    let (target, each, used) = match toks {
        [me, ..] if me.is("~") => (None, None, 1),
        [t, ..] if t.is("target") => {
            let (spec, n) = super::subjects::target(toks)?;
            new_targets.push(spec);
            (Some(new_targets.len() - 1), None, n)
        }
        _ => {
            let (f, n) = filter(toks)?;
            (None, Some(f), n)
        }
    };
    let words: Vec<&str> = toks[used..].iter().map(|t| t.lower.as_str()).collect();
    let ["becomes" | "become", "a", "copy", "of", what @ ..] = words.as_slice() else {
        return None;
    };
    let at = used + 4;
    // What is copied.
    let (filter, of, n) = match what {
        ["that", "creature", ..] => match chosen {
            Some(f) => (f.clone(), Some(CopySource::Chosen), 2),
            None if target.is_none() && each.is_none() => {
                new_targets.push(TargetSpec::DeadCreature);
                (types_filter(&["creature"])?, None, 2)
            }
            None => return None,
        },
        ["the", "chosen", ..] => {
            let (f, n) = filter(&toks[at + 2..])?;
            (f, Some(CopySource::Chosen), 2 + n)
        }
        ["target", ..] => {
            let (spec, n) = super::subjects::target(&toks[at..])?;
            new_targets.push(spec);
            let f = target_filter(spec)?;
            // "Target creature becomes a copy of another target creature": the second.
            let of = (target.is_some() && new_targets.len() - 1 != 1)
                .then_some(CopySource::Target(new_targets.len() - 1));
            (f, of, n)
        }
        ["another", "target", ..] if target.is_some() => {
            let (spec, n) = super::subjects::target(&toks[at + 1..])?;
            new_targets.push(spec);
            (target_filter(spec)?, None, n + 1)
        }
        _ => return None,
    };
    let mut copy = CopySpec::of_filter(filter);
    copy.target = target;
    copy.of = of;
    copy.duration = duration;
    if let Some(mut f) = each {
        // "Each other creature": other than what it becomes a copy of.
        if std::mem::take(&mut f.other) {
            f.not_target = Some(new_targets.len().checked_sub(1)?);
        }
        copy.each = Some(f);
    }
    let from = at + n;
    copy.except = match &words[from - used..] {
        [] => Vec::new(),
        [",", "except", ..] => exceptions(&toks[from + 2..], own, name)?,
        _ => return None,
    };
    *targets = new_targets;
    Some(copy)
}

/// "Choose a nonlegendary creature on the battlefield": what is chosen.
pub(super) fn choose_on_battlefield(toks: &[Tok]) -> Option<Filter> {
    let [c, a, rest @ ..] = toks else {
        return None;
    };
    if !c.is("choose") || !(a.is("a") || a.is("an")) {
        return None;
    }
    let (f, n) = filter(rest)?;
    let words: Vec<&str> = rest[n..].iter().map(|t| t.lower.as_str()).collect();
    (words.as_slice() == ["on", "the", "battlefield"]).then_some(f)
}

/// What a target of a kind may be, as a filter.
fn target_filter(spec: TargetSpec) -> Option<Filter> {
    use crate::rules::types::{CardType, Supertype};
    let of = |t: CardType| Filter {
        types: vec![t],
        ..Filter::default()
    };
    Some(match spec {
        TargetSpec::Creature => of(CardType::Creature),
        TargetSpec::NonlegendaryCreature => Filter {
            not_supertypes: vec![Supertype::Legendary],
            ..of(CardType::Creature)
        },
        TargetSpec::Permanent => Filter::default(),
        TargetSpec::Land => of(CardType::Land),
        TargetSpec::Artifact => of(CardType::Artifact),
        TargetSpec::ArtifactCreature => Filter {
            types: vec![CardType::Artifact, CardType::Creature],
            ..Filter::default()
        },
        _ => return None,
    })
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
fn exceptions(toks: &[Tok], own: usize, name: &str) -> Option<Vec<Part>> {
    let mut toks = each_it_said_once(toks);
    let mut out = Vec::new();
    // "except its name is Sakashima the Impostor, it's legendary …": the name first, then
    // the exceptions said of "it".
    if let [its, n, is, ..] = toks.as_slice()
        && its.is("its")
        && n.is("name")
        && is.is("is")
    {
        let end = clause_end(&toks, 3);
        let said: Vec<&str> = toks[3..end]
            .iter()
            .map(|t| if t.is("~") { name } else { t.text.as_str() })
            .collect();
        if said.is_empty() {
            return None;
        }
        out.push(Part::SetName(crate::rules::card::Text {
            en: said.join(" "),
            fr: String::new(),
        }));
        let mut after = end;
        while toks.get(after).is_some_and(|t| t.is(",") || t.is("and")) {
            after += 1;
        }
        if after == toks.len() {
            return Some(out);
        }
        let mut again = vec![Tok::word("it")];
        again.extend_from_slice(&toks[after..]);
        toks = again;
    }
    let (it, rest) = toks.split_first()?;
    if !it.is("it") {
        return None;
    }
    let mut set = Vec::new();
    for clause in clauses(rest) {
        let words: Vec<&str> = clause.iter().map(|t| t.lower.as_str()).collect();
        // "it isn't legendary" (Spark Double's copy, Sakashima's Student).
        if words.as_slice() == ["isn't", "legendary"] {
            out.push(Part::RemoveSupertypes(vec![
                crate::rules::types::Supertype::Legendary,
            ]));
            continue;
        }
        // "it's still 7/7": its copiable power and toughness are its own (707.9b).
        if let ["is", "still", pt] = words.as_slice()
            && let Some((p, t)) = super::words::pt_value(pt)
        {
            set.push(Part::SetPT(Expr::N(p), Expr::N(t)));
            continue;
        }
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
        match copiable(&set) {
            Some(mut c) => {
                // A copy's own P/T keeps the copied object's P/T-defining abilities out (707.9d).
                c.drop_pt_cdas = c.power.is_some();
                out.push(Part::SetCopiable(c));
            }
            // "it's legendary in addition to its other types": a part the copiable values
            // take as it is (707.9b).
            None if set.iter().all(crate::rules::eval::is_copy_exception) => out.extend(set),
            None => return None,
        }
    }
    Some(out)
}

/// Where the clause starting at `from` ends: at a comma or "and" before a new clause.
fn clause_end(toks: &[Tok], from: usize) -> usize {
    (from..toks.len())
        .find(|&i| {
            (toks[i].is(",") || toks[i].is("and"))
                && toks.get(i + 1).is_some_and(|n| {
                    n.is("it") || n.is("and") || STARTS.contains(&n.lower.as_str())
                })
        })
        .unwrap_or(toks.len())
}

/// The exceptions with "it's" read as "it is", and the "it" that starts a later exception
/// left out ("it's an artifact … and it gains …": one "it", then verbs).
fn each_it_said_once(toks: &[Tok]) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len() + 2);
    for t in toks {
        let after_join = out.last().is_some_and(|p| p.is("and") || p.is(","));
        match t.lower.as_str() {
            "it's" if after_join => out.push(Tok::word("is")),
            "it's" => {
                out.push(Tok::word("it"));
                out.push(Tok::word("is"));
            }
            "it" if after_join => {}
            _ => out.push(t.clone()),
        }
    }
    out
}

const STARTS: &[&str] = &["doesn't", "still", "has", "is", "gets", "isn't"];

/// The exceptions, split where "and" or a comma starts a new verb ("doesn't copy … and still
/// has …", "is legendary …, and has …"), not inside "base power and toughness".
fn clauses(toks: &[Tok]) -> Vec<&[Tok]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        let skip = usize::from(t.is(",") && toks.get(i + 1).is_some_and(|n| n.is("and")));
        if (t.is("and") || t.is(","))
            && i > start
            && toks
                .get(i + 1 + skip)
                .is_some_and(|n| STARTS.contains(&n.lower.as_str()))
        {
            out.push(&toks[start..i]);
            start = i + 1 + skip;
            i = start;
            continue;
        }
        i += 1;
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
