//! Each template's non-triviality test: it re-solves a counterfactual (no counters, no switch,
//! the other kind of set, timestamp order, face up, no steal, the older timestamp, APNAP...) or
//! reads the engine's trace, and keeps the board only when the concept decides the answer.

use super::answer::Answer;
use super::ask::{fingerprint, last_change, printed_pt};
use super::board::play;
use super::problem::{Problem, Question, Setup};
use super::template::{Kind, Template};
use crate::content::catalogue::Catalogue;
use crate::content::scenario::{ActionSpec, EffectKindSpec, ScenarioFile};
use crate::phase::ChainRules;
use crate::rules::card::Duration;
use crate::rules::effect::{EffectKey, Target};
use crate::rules::solve::{SolveOptions, solve_ignoring_dependency};
use crate::rules::trace::Field;

/// Re-solves the problem's scenario with some actions changed; `None` when the engine refuses it.
fn resolve_with(
    p: &Problem,
    cat: &Catalogue,
    f: impl FnOnce(&mut ScenarioFile) -> bool,
) -> Option<Option<String>> {
    let Setup::Layers { scenario, .. } = &p.setup else {
        return None;
    };
    let mut s = scenario.clone();
    if !f(&mut s) {
        return None;
    }
    let (g, sol) = play(&s, cat)?;
    Some(fingerprint(&p.question, &g, &sol))
}

fn main_fingerprint(p: &Problem) -> Option<String> {
    match &p.setup {
        Setup::Layers { game, solution, .. } => fingerprint(&p.question, game, solution),
        _ => None,
    }
}

/// The counterfactual gives a different (or no) answer.
fn differs(p: &Problem, cat: &Catalogue, f: impl FnOnce(&mut ScenarioFile) -> bool) -> bool {
    let Some(main) = main_fingerprint(p) else {
        return false;
    };
    match resolve_with(p, cat, f) {
        Some(other) => other.as_deref() != Some(main.as_str()),
        None => false,
    }
}

fn remove_actions(s: &mut ScenarioFile, pred: impl Fn(&ActionSpec) -> bool) -> bool {
    let before = s.actions.len();
    s.actions.retain(|a| !pred(a));
    s.actions.len() != before
}

fn is_cast_of(a: &ActionSpec, pool: &[String]) -> bool {
    matches!(a, ActionSpec::Cast { card, .. } if pool.contains(card))
}

/// Not the printed P/T: the board changed something.
fn not_printed(p: &Problem, cat: &Catalogue) -> bool {
    let (Setup::Layers { scenario, .. }, Question::PT { object }, Answer::PT(a, b)) =
        (&p.setup, &p.question, &p.expected)
    else {
        return true;
    };
    printed_pt(cat, scenario, object) != Some((*a, *b))
}

/// The template's own non-triviality test, by builder.
pub(super) fn nontrivial(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    match t.kind {
        Kind::Counters => counters_decide(p, cat),
        Kind::Switch => switch_decides(t, p, cat),
        Kind::WhichLayer => which_layer_nontrivial(p),
        Kind::LockedVsDynamic => kind_of_set_decides(p, cat),
        Kind::CdaVsSetting => setter_decides(t, p, cat),
        Kind::DependencyLands | Kind::DependencyLattice | Kind::DependencyAbility => {
            dependency_decides(p)
        }
        Kind::KeepsGoing => keeps_going_nontrivial(p),
        Kind::CopyValues => copy_differs(p),
        Kind::FaceDown => face_down_decides(p, cat),
        Kind::Control => steal_decides(t, p, cat),
        Kind::AuraTimestamps => aura_timestamp_decides(p, cat),
        Kind::PhaseTrace => phase_not_listed_order(p),
        Kind::PhaseSteps => phase_has_automatic_steps(p),
        Kind::ChainOrder => tiers_differ_from_apnap(p),
    }
}

/// Not the printed P/T, and another answer without the counters.
fn counters_decide(p: &Problem, cat: &Catalogue) -> bool {
    not_printed(p, cat)
        && differs(p, cat, |s| {
            remove_actions(s, |a| matches!(a, ActionSpec::Counters { .. }))
        })
}

/// Not the printed P/T, and another answer without the switch.
fn switch_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let sw = t.pool("switches").to_vec();
    not_printed(p, cat) && differs(p, cat, |s| remove_actions(s, |a| is_cast_of(a, &sw)))
}

/// Another answer with the other kind of effect (locked ↔ following the board).
fn kind_of_set_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        let mut flipped = false;
        for a in &mut s.actions {
            if let ActionSpec::Effect { kind, duration, .. } = a {
                *kind = match kind {
                    EffectKindSpec::Resolved => EffectKindSpec::Static,
                    _ => EffectKindSpec::Resolved,
                };
                *duration = Duration::Indefinitely;
                flipped = true;
            }
        }
        flipped
    })
}

/// Another answer without the setting effect (the CDA's value alone).
fn setter_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let setters: Vec<String> = t
        .pool("setters")
        .iter()
        .chain(t.pool("global_setters"))
        .cloned()
        .collect();
    differs(p, cat, |s| {
        remove_actions(s, |a| match a {
            ActionSpec::Cast { card, .. } | ActionSpec::Enter { card, .. } => {
                setters.contains(card)
            }
            _ => false,
        })
    })
}

/// Another answer in pure timestamp order ([`solve_ignoring_dependency`]).
fn dependency_decides(p: &Problem) -> bool {
    let Setup::Layers { game, .. } = &p.setup else {
        return false;
    };
    let Some(main) = main_fingerprint(p) else {
        return false;
    };
    let naive = solve_ignoring_dependency(game, &SolveOptions::traced());
    fingerprint(&p.question, game, &naive).as_deref() != Some(main.as_str())
}

/// The copy differs from what the original looks like now (copiable values only).
fn copy_differs(p: &Problem) -> bool {
    let Setup::Layers {
        scenario,
        game,
        solution,
    } = &p.setup
    else {
        return false;
    };
    let object = match &p.question {
        Question::PT { object } | Question::Pick { object, .. } => object,
        _ => return false,
    };
    let orig = scenario.actions.iter().find_map(|a| match a {
        ActionSpec::Enter {
            id,
            copy_of: Some(o),
            ..
        } if id == object => Some(o.clone()),
        _ => None,
    });
    let as_orig = |q: &Question, o: &str| match q {
        Question::PT { .. } => Question::PT {
            object: o.to_string(),
        },
        Question::Pick { field, options, .. } => Question::Pick {
            object: o.to_string(),
            field: *field,
            options: options.clone(),
        },
        other => other.clone(),
    };
    match orig {
        Some(o) => {
            fingerprint(&as_orig(&p.question, &o), game, solution)
                != fingerprint(&p.question, game, solution)
        }
        None => false,
    }
}

/// Another answer with every face-down permanent face up.
fn face_down_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        let mut any = false;
        for a in &mut s.actions {
            if let ActionSpec::Enter { face_down, .. } = a
                && *face_down
            {
                *face_down = false;
                any = true;
            }
        }
        any
    })
}

/// Not the printed P/T, and another answer without the control change.
fn steal_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let steals = t.pool("steals").to_vec();
    not_printed(p, cat)
        && differs(p, cat, |s| {
            remove_actions(s, |a| match a {
                ActionSpec::Cast { card, .. } | ActionSpec::Enter { card, .. } => {
                    steals.contains(card)
                }
                _ => false,
            })
        })
}

/// Another answer if the Aura kept its first timestamp (no re-attachment).
fn aura_timestamp_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        remove_actions(s, |a| matches!(a, ActionSpec::Attach { .. }))
    })
}

/// At least two resolutions, not in the listed order (the naive reading).
fn phase_not_listed_order(p: &Problem) -> bool {
    let (
        Setup::Phase {
            procedure,
            scenario,
            ..
        },
        Answer::Order(order),
    ) = (&p.setup, &p.expected)
    else {
        return false;
    };
    let listed: Vec<String> = scenario.effects.iter().map(|e| e.id.clone()).collect();
    order.len() >= 2 && procedure.resolved() != listed.as_slice()
}

/// The steps are not all decisions: some pass or resolve by themselves (a player with nothing
/// eligible, a single mandatory effect at [3]/[4]), and at least two effects resolve.
fn phase_has_automatic_steps(p: &Problem) -> bool {
    let Setup::Phase { procedure, .. } = &p.setup else {
        return false;
    };
    let steps = procedure
        .rounds()
        .iter()
        .map(|r| r.steps.len())
        .sum::<usize>();
    procedure.resolved().len() >= 2 && procedure.decisions_made() < steps
}

/// The four tiers order the chain otherwise than APNAP would.
fn tiers_differ_from_apnap(p: &Problem) -> bool {
    let Setup::Chain { scenario, chain } = &p.setup else {
        return false;
    };
    let apnap = crate::phase::chain::build(&scenario.effects, ChainRules::Apnap);
    apnap.resolved() != chain.resolved()
}

/// The sublayer that decides the power is not the one of the newest P/T effect on it.
fn which_layer_nontrivial(p: &Problem) -> bool {
    let (Setup::Layers { game, solution, .. }, Question::Layer { object }) =
        (&p.setup, &p.question)
    else {
        return false;
    };
    let Some(obj) = game.lookup(object) else {
        return false;
    };
    let Some(last) = last_change(game, solution, object, Field::Power) else {
        return false;
    };
    let newest = solution
        .trace
        .steps
        .iter()
        .filter(|s| {
            s.layer.label().starts_with('7')
                && s.changes.iter().any(|c| {
                    matches!(c.field, Field::Power | Field::Toughness)
                        && c.target == Target::Object(obj)
                })
        })
        .filter_map(|s| {
            s.effect
                .map(|e| (solution.trace.effects[e].timestamp, s.layer))
        })
        .max_by_key(|(ts, _)| *ts);
    match newest {
        Some((_, layer)) => layer != solution.trace.steps[last].layer,
        None => false,
    }
}

/// The asked P/T is last changed by an effect that keeps going (613.6) although its source no
/// longer has the ability, and the answer is not the printed P/T.
fn keeps_going_nontrivial(p: &Problem) -> bool {
    let (Setup::Layers { game, solution, .. }, Question::PT { object }) = (&p.setup, &p.question)
    else {
        return false;
    };
    let Some(last) = last_change(game, solution, object, Field::Power)
        .into_iter()
        .chain(last_change(game, solution, object, Field::Toughness))
        .max()
    else {
        return false;
    };
    let step = &solution.trace.steps[last];
    if !step.continues {
        return false;
    }
    let Some(e) = step.effect else {
        return false;
    };
    match &solution.trace.effects[e].key {
        EffectKey::Ability(src, origin) => solution
            .state
            .chars
            .get(*src)
            .is_some_and(|c| !c.abilities.iter().any(|a| &a.origin == origin)),
        _ => false,
    }
}
