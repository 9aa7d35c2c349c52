//! Questions read from a solved board: an object's power and toughness, a pick among the
//! values of one of its characteristics, the step that last changed it; and the fingerprint a
//! counterfactual board is compared by.

use std::collections::BTreeSet;

use super::answer::{Answer, Opt};
use super::diagnosis::opt_key;
use super::problem::{PickField, Problem, Question, Setup};
use crate::content::catalogue::Catalogue;
use crate::content::scenario::{ActionSpec, ScenarioFile};
use crate::i18n::Lang;
use crate::rules::effect::Target;
use crate::rules::game::Game;
use crate::rules::object::{Chars, Zone};
use crate::rules::solve::Solution;
use crate::rules::trace::Field;
use crate::rules::types::{BasicLandType, CardType, Color};
use crate::words::explain;
use crate::words::misconception::misread_values;

pub(super) fn chars_of<'s>(game: &Game, sol: &'s Solution, id: &str) -> Option<&'s Chars> {
    game.lookup(id).and_then(|i| sol.state.chars.get(i))
}

pub(super) fn pt_of(game: &Game, sol: &Solution, id: &str) -> Option<(i32, i32)> {
    let c = chars_of(game, sol, id)?;
    if !c.is(CardType::Creature) {
        return None;
    }
    Some((c.power?, c.toughness?))
}

/// The values a pick field has (English keys), for comparing counterfactuals.
pub(super) fn field_keys(
    game: &Game,
    sol: &Solution,
    id: &str,
    field: PickField,
) -> Option<BTreeSet<String>> {
    let c = chars_of(game, sol, id)?;
    let obj = game.lookup(id)?;
    Some(match field {
        PickField::Types => c.types.iter().map(|t| t.name().to_string()).collect(),
        PickField::Subtypes => c.subtypes.iter().map(|s| s.to_string()).collect(),
        PickField::Colors => c.colors.iter().map(|x| x.name().to_string()).collect(),
        PickField::Abilities => c
            .abilities
            .iter()
            .map(|a| explain::ability(game, obj, a, c, Lang::En))
            .collect(),
    })
}

/// What a counterfactual must differ in: the asked value of the asked object.
pub(super) fn fingerprint(q: &Question, game: &Game, sol: &Solution) -> Option<String> {
    match q {
        Question::PT { object } => pt_of(game, sol, object).map(|(p, t)| format!("{p}/{t}")),
        Question::Pick { object, field, .. } => {
            field_keys(game, sol, object, *field).map(|s| format!("{s:?}"))
        }
        _ => None,
    }
}

/// Builds a pick question: options are the values the object has at the start and at the end,
/// every value a step gave or took from it, and the usual ones for its field.
pub(crate) fn pick_question(
    game: &Game,
    sol: &Solution,
    id: &str,
    field: PickField,
) -> Option<(Question, Answer)> {
    let obj = game.lookup(id)?;
    let start = sol.trace.initial.get(obj)?;
    let end = sol.state.chars.get(obj)?;
    let mut opts: Vec<Opt> = Vec::new();
    let push = |o: Opt, opts: &mut Vec<Opt>| {
        if !opts.contains(&o) {
            opts.push(o);
        }
    };
    let abil = |c: &Chars, out: &mut Vec<Opt>| {
        for a in c.abilities.iter() {
            let o = Opt::Ability {
                en: explain::ability(game, obj, a, c, Lang::En),
                fr: explain::ability(game, obj, a, c, Lang::Fr),
            };
            if !out.contains(&o) {
                out.push(o);
            }
        }
    };
    match field {
        PickField::Types => {
            for t in [
                CardType::Artifact,
                CardType::Creature,
                CardType::Enchantment,
                CardType::Land,
            ] {
                push(Opt::Type(t), &mut opts);
            }
            for t in start.types.iter().chain(end.types.iter()) {
                push(Opt::Type(*t), &mut opts);
            }
        }
        PickField::Subtypes => {
            for s in start.subtypes.iter().chain(end.subtypes.iter()) {
                push(Opt::Subtype(s.to_string()), &mut opts);
            }
            for b in BasicLandType::ALL {
                push(Opt::Subtype(b.name().to_string()), &mut opts);
            }
        }
        PickField::Colors => {
            for c in Color::ALL {
                push(Opt::Color(c), &mut opts);
            }
        }
        PickField::Abilities => {
            abil(start, &mut opts);
            // Every ability the object had after some step.
            let mut st = sol.trace.start();
            for step in &sol.trace.steps {
                st.apply(step);
                if let Some(c) = st.chars.get(obj) {
                    abil(c, &mut opts);
                }
            }
            // Then every ability met on the board: another object's, at the start or after
            // some step (each in its own object's words), after the object's own so that
            // their numbers stay.
            let board = |chars: &[Chars], opts: &mut Vec<Opt>| {
                for (other, c) in chars.iter().enumerate() {
                    let here = game
                        .objects
                        .get(other)
                        .is_some_and(|o| o.zone == Zone::Battlefield);
                    if other == obj || !here {
                        continue;
                    }
                    for a in c.abilities.iter() {
                        push(
                            Opt::Ability {
                                en: explain::ability(game, other, a, c, Lang::En),
                                fr: explain::ability(game, other, a, c, Lang::Fr),
                            },
                            opts,
                        );
                    }
                }
            };
            let mut st = sol.trace.start();
            board(&st.chars, &mut opts);
            for step in &sol.trace.steps {
                st.apply(step);
                board(&st.chars, &mut opts);
            }
        }
    }
    let want = field_keys(game, sol, id, field)?;
    let mut set: Vec<usize> = opts
        .iter()
        .enumerate()
        .filter(|(_, o)| {
            let k = match o {
                Opt::Type(t) => t.name().to_string(),
                Opt::Subtype(s) => s.clone(),
                Opt::Color(c) => c.name().to_string(),
                Opt::Ability { en, .. } => en.clone(),
                Opt::Id(s) => s.clone(),
            };
            want.contains(&k)
        })
        .map(|(i, _)| i)
        .collect();
    if set.len() != want.len() {
        return None;
    }
    set.sort_unstable();
    Some((
        Question::Pick {
            object: id.to_string(),
            field,
            options: opts,
        },
        Answer::Set(set),
    ))
}

/// Adds to `opts` every value object `id` has under a misreading of the rules and the list
/// does not offer yet, after those it offers (so that their numbers stay): a learner holding a
/// misreading can then give its answer, and the diagnosis can name it.
pub(crate) fn offer_misreadings(game: &Game, id: &str, field: PickField, opts: &mut Vec<Opt>) {
    let Some(obj) = game.lookup(id) else {
        return;
    };
    for under in misread_values(game, obj) {
        let found: Vec<Opt> = match field {
            PickField::Types => under.types.into_iter().map(Opt::Type).collect(),
            PickField::Subtypes => under.subtypes.into_iter().map(Opt::Subtype).collect(),
            PickField::Colors => under.colors.into_iter().map(Opt::Color).collect(),
            PickField::Abilities => under
                .abilities
                .into_iter()
                .map(|(en, fr)| Opt::Ability { en, fr })
                .collect(),
        };
        for o in found {
            // An ability is the same item when its English text is (its key for the engine).
            if !opts.iter().any(|x| opt_key(x) == opt_key(&o)) {
                opts.push(o);
            }
        }
    }
}

/// Offers, in a pick question, every value a misreading of the rules gives
/// ([`offer_misreadings`]); other questions are left as they are.
pub(crate) fn with_misreadings(p: &mut Problem) {
    let (
        Setup::Layers { game, .. },
        Question::Pick {
            object,
            field,
            options,
        },
    ) = (&p.setup, &mut p.question)
    else {
        return;
    };
    offer_misreadings(game, object, *field, options);
}

pub(super) fn ask_pt(id: String) -> impl FnOnce(&Game, &Solution) -> Option<(Question, Answer)> {
    move |g, s| {
        let (p, t) = pt_of(g, s, &id)?;
        Some((Question::PT { object: id }, Answer::PT(p, t)))
    }
}

/// Asks for `id`'s values of `field` when there is one, else for its power and toughness.
pub(super) fn pick_or_pt(
    id: String,
    field: Option<PickField>,
) -> impl FnOnce(&Game, &Solution) -> Option<(Question, Answer)> {
    move |g, s| match field {
        Some(f) => pick_question(g, s, &id, f),
        None => ask_pt(id)(g, s),
    }
}

pub(super) fn printed_pt(cat: &Catalogue, file: &ScenarioFile, id: &str) -> Option<(i32, i32)> {
    file.actions.iter().find_map(|a| match a {
        ActionSpec::Enter {
            id: i, card: name, ..
        } if i == id => cat
            .find(name)
            .and_then(|c| Some((c.power_value()?, c.toughness_value()?))),
        _ => None,
    })
}

/// The last step that changed `field` of object `id`.
pub(super) fn last_change(game: &Game, sol: &Solution, id: &str, field: Field) -> Option<usize> {
    let obj = game.lookup(id)?;
    sol.trace.steps.iter().rposition(|st| {
        st.changes
            .iter()
            .any(|c| c.field == field && c.target == Target::Object(obj))
    })
}
