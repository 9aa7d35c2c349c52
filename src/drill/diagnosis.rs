//! A wrong answer to a layer problem, read as the engine would give it under a classic
//! misconception ([`crate::rules::misconception`]): the board is solved again under each
//! switch, and each one that gives exactly the learner's answer is named.

use std::collections::BTreeSet;

use super::answer::{Answer, Opt, parse_answer};
use super::problem::{PickField, Problem, Question, Setup};
use crate::i18n::Lang;
use crate::rules::misconception::{Asked, Found, Misconception, Reading};

/// The English key an option stands for (the key the engine's reading uses).
pub fn opt_key(o: &Opt) -> String {
    match o {
        Opt::Type(t) => t.name().to_string(),
        Opt::Subtype(s) => s.clone(),
        Opt::Color(c) => c.name().to_string(),
        Opt::Ability { en, .. } => en.clone(),
        Opt::Id(s) => s.clone(),
    }
}

/// What a pick field asks, in the engine's terms.
pub(crate) fn asked_of(field: PickField) -> Asked {
    match field {
        PickField::Types => Asked::Types,
        PickField::Subtypes => Asked::Subtypes,
        PickField::Colors => Asked::Colors,
        PickField::Abilities => Asked::Abilities,
    }
}

/// The misconceptions that give `input` as the answer to `p` (none for a right or unreadable
/// answer, and for phase and chain problems, which have no layers to misread).
pub fn misconceptions(p: &Problem, input: &str) -> Vec<Misconception> {
    found(p, input)
        .into_iter()
        .map(|f| f.misconception)
        .collect()
}

/// [`misconceptions`], each with what its sentence must say of the learner's own mistake.
pub fn found(p: &Problem, input: &str) -> Vec<Found> {
    let Setup::Layers { game, .. } = &p.setup else {
        return Vec::new();
    };
    let Ok(given) = parse_answer(input, &p.form()) else {
        return Vec::new();
    };
    if given == p.expected {
        return Vec::new();
    }
    let (object, asked, reading) = match (&p.question, given) {
        (Question::PT { object }, Answer::PT(pw, t)) => {
            (object, Asked::PowerToughness, Reading::PT(Some((pw, t))))
        }
        (
            Question::Pick {
                object,
                field,
                options,
            },
            Answer::Set(items),
        ) => (object, asked_of(*field), picked(options, &items, &[])),
        (
            Question::Pick {
                object,
                field,
                options,
            },
            Answer::SetOther(items, other),
        ) => (object, asked_of(*field), picked(options, &items, &other)),
        (Question::Layer { object }, Answer::Layer(l)) => {
            (object, Asked::PowerLayer, Reading::Layer(Some(l)))
        }
        _ => return Vec::new(),
    };
    let Some(obj) = game.lookup(object) else {
        return Vec::new();
    };
    crate::words::misconception::diagnose_found(game, obj, asked, &reading)
}

/// A set answer as the engine's reading compares it: the items ticked by their English keys,
/// and the items typed that the list does not offer as typed (the list offers every value a
/// misreading gives, so only the rules' words could match one, and none does).
pub(crate) fn picked(options: &[Opt], items: &[usize], other: &[String]) -> Reading {
    let keys: BTreeSet<String> = items
        .iter()
        .filter_map(|&i| options.get(i))
        .map(opt_key)
        .chain(other.iter().cloned())
        .collect();
    Reading::Keys(keys)
}

/// [`found`] in words: a heading and one sentence each (nothing when none).
pub(crate) fn misconception_lines(p: &Problem, input: &str, lang: Lang) -> Vec<String> {
    crate::words::misconception::feedback_lines(&found(p, input), lang)
}
