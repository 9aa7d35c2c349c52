//! Classic misconceptions about the layer system, as switches on the real engine: a board is
//! solved again with one switch on, and a learner's wrong answer that equals what a switch gives
//! names the mistake. The diagnosis comes from the engine, never from text written per question.
//!
//! How each switch reads the rules (the same in every lesson and drill):
//! - `TimestampOnly` (613.8 ignored): in each layer and sublayer, CDAs first, then timestamps.
//! - `LastWinsAcrossLayers` (613.1, 613.4 ignored): one pass over every effect in timestamp
//!   order, each applied in full (all its parts) at its turn, its set read at that moment; an
//!   effect whose ability was removed before its turn does not apply; CDAs first; a counter is a
//!   modification stamped when it was placed; 611.2c kept.
//! - `Forget613_6`: once an object loses an ability, its effect stops in every later layer, even
//!   one that had started; effects of resolved spells keep applying.
//! - `SpellDynamic` (611.2c ignored): a resolved effect with a filtered set reads it again
//!   continuously. `StaticLocked` (611.3a ignored): a static ability's filtered set is fixed when
//!   its effect began, from the board at its timestamp.
//! - `CountersBeforeSetting` (613.4 order ignored): 7a, then 7c, then 7b, then 7d.
//! - `CdaByTimestamp` (613.3 ignored): a CDA is ordered by its timestamp among the others (a P/T
//!   CDA among 7b's setting effects).
//! - `RemovedStillApplies` (613.8a, 613.6 ignored): a static ability's effect still applies,
//!   as the ability read before, after another effect removed the ability before the effect
//!   began to apply (Urborg's after Blood Moon's); the order stays the rules'.
//! - `ControlRestamps` (613.7 misread): a permanent that changed controller takes the
//!   timestamp of the control-changing effect, and so do its static abilities' effects.

use std::collections::BTreeSet;

use super::card::{Ability, Affected, Part};
use super::effect::{EffectKey, EffectKind, Ended, Target};
use super::game::Game;
use super::layer::Layer;
use super::object::ObjIdx;
use super::object::Zone;
use super::solve::{Solution, SolveOptions, solve};
pub use super::switches::Misconception;

// ------------------------------------------------------------------ solving under a switch

/// A board prepared for a misconception: the game to solve, and the abilities it rewrote (the
/// rewritten one, the original), so that an object's abilities still read as printed.
pub struct Prepared {
    pub game: Game,
    pub rewritten: Vec<(Ability, Ability)>,
    /// The effects whose set of objects the switch changed (a spell's set left to follow the
    /// board, a static ability's set fixed): what [`set_move`] compares.
    pub changed: Vec<EffectKey>,
}

/// The solver's options under `m`.
pub fn options(m: Misconception) -> SolveOptions {
    SolveOptions {
        misconception: Some(m),
        ..SolveOptions::quick()
    }
}

/// The switches that change the data rather than the solver: a P/T CDA read as a setting
/// effect; a resolved effect's set left to follow the board; a static ability's set fixed.
pub fn prepare(game: &Game, m: Misconception) -> Option<Prepared> {
    let mut g = game.clone();
    let mut rewritten = Vec::new();
    let mut changed = Vec::new();
    match m {
        Misconception::CdaByTimestamp => {
            for o in &mut g.objects {
                for a in &mut o.card.abilities {
                    if let Ability::Static(s) = a
                        && s.cda
                        && s.parts.iter().any(|p| matches!(p, Part::DefinePT(..)))
                    {
                        let was = a.clone();
                        if let Ability::Static(s) = a {
                            for p in &mut s.parts {
                                if let Part::DefinePT(x, y) = p {
                                    *p = Part::SetPT(x.clone(), y.clone());
                                }
                            }
                        }
                        rewritten.push((a.clone(), was));
                    }
                }
            }
        }
        Misconception::SpellDynamic => {
            for (k, e) in g.effects.iter_mut().enumerate() {
                if e.locked.is_some() && matches!(e.affects, Affected::All(_)) {
                    e.locked = None;
                    changed.push(EffectKey::Registered(k));
                }
            }
        }
        Misconception::StaticLocked => {
            if locking_solves(game) > MAX_LOCKED_SETS {
                return None;
            }
            for i in 0..game.objects.len() {
                if game.objects[i].zone != Zone::Battlefield {
                    continue;
                }
                for n in 0..game.objects[i].card.abilities.len() {
                    let Ability::Static(s) = &game.objects[i].card.abilities[n] else {
                        continue;
                    };
                    if s.cda || !matches!(s.affects, Affected::All(_)) {
                        continue;
                    }
                    let Ok(n16) = u16::try_from(n) else {
                        continue;
                    };
                    let key = EffectKey::Ability(i, super::object::Origin::Printed(n16));
                    changed.push(key.clone());
                    let ids = set_at(game, game.objects[i].timestamp, &key)
                        .iter()
                        .filter_map(|t| match t {
                            Target::Object(o) => game.objects.get(*o).map(|o| o.id.clone()),
                            _ => None,
                        })
                        .collect();
                    let was = game.objects[i].card.abilities[n].clone();
                    let mut now = was.clone();
                    if let Ability::Static(s) = &mut now {
                        s.affects = Affected::Objects(ids);
                    }
                    g.objects[i].card.abilities[n] = now.clone();
                    rewritten.push((now, was));
                }
            }
            // Static effects held by the game rather than by an object's ability.
            for (k, e) in game.effects.iter().enumerate() {
                if e.kind == EffectKind::Static
                    && e.ended.is_none()
                    && e.locked.is_none()
                    && matches!(e.affects, Affected::All(_))
                {
                    g.effects[k].locked =
                        Some(set_at(game, e.timestamp, &EffectKey::Registered(k)));
                    changed.push(EffectKey::Registered(k));
                }
            }
        }
        Misconception::ControlRestamps => {
            // Each permanent that ends under another player's control is stamped anew when
            // the (latest) control-changing effect applied to it began.
            let sol = solve(game, &SolveOptions::quick());
            for step in sol.trace.steps.iter().filter(|s| s.layer == Layer::L2) {
                let Some(ts) = step
                    .effect
                    .and_then(|e| sol.trace.effects.get(e))
                    .map(|e| e.timestamp)
                else {
                    continue;
                };
                for t in step.affected.iter() {
                    let Target::Object(i) = *t else { continue };
                    let moved = sol.state.chars.get(i).map(|c| c.controller)
                        != game.objects.get(i).map(|o| o.base_controller);
                    if let Some(o) = g.objects.get_mut(i)
                        && moved
                    {
                        o.timestamp = o.timestamp.max(ts);
                    }
                }
            }
        }
        _ => {}
    }
    Some(Prepared {
        game: g,
        rewritten,
        changed,
    })
}

/// The most static effects whose set [`Misconception::StaticLocked`] fixes: each costs a solve
/// of the board as it was at its timestamp. A board with more is not diagnosed for it.
pub const MAX_LOCKED_SETS: usize = 64;

/// How many sets [`Misconception::StaticLocked`] would have to fix on `game`.
fn locking_solves(game: &Game) -> usize {
    let on_objects = game
        .printed_statics()
        .filter(|s| !s.cda && matches!(s.affects, Affected::All(_)))
        .count();
    let held = game
        .effects
        .iter()
        .filter(|e| e.kind == EffectKind::Static && e.ended.is_none() && e.locked.is_none())
        .count();
    on_objects.saturating_add(held)
}

/// What the effect `key` applied to on the board as it was at timestamp `t`: what came later
/// (objects, effects, counters) is taken away, and that board is solved by the rules.
fn set_at(game: &Game, t: u64, key: &EffectKey) -> Vec<Target> {
    let mut then = game.clone();
    for o in &mut then.objects {
        if o.timestamp > t && o.zone == Zone::Battlefield {
            o.zone = Zone::Exile;
        }
        o.counters.retain(|c| c.timestamp <= t);
    }
    for e in &mut then.effects {
        if e.timestamp > t && e.ended.is_none() {
            e.ended = Some(Ended::EndOfTurn);
        }
    }
    let sol = solve(&then, &SolveOptions::quick());
    let Some(info) = sol.trace.effects.iter().position(|e| &e.key == key) else {
        return Vec::new();
    };
    let mut set: Vec<Target> = sol
        .trace
        .steps
        .iter()
        .find(|s| s.effect == Some(info) && !s.affected.is_empty())
        .map(|s| s.affected.to_vec())
        .unwrap_or_default();
    set.dedup();
    set
}

// ------------------------------------------------------------------ reading an answer

/// What a question asks about an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    PowerToughness,
    Types,
    Subtypes,
    Colors,
    Controller,
    Abilities,
    Dies,
    /// The sublayer of the last step that changed its power.
    PowerLayer,
}

/// An answer in a form two solves can be compared in: sets hold English keys (type, subtype
/// and color names, abilities' English text). It is read from a solve in
/// the program's `words::misconception`, where abilities are put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    PT(Option<(i32, i32)>),
    Keys(BTreeSet<String>),
    Controller(u8),
    Dies(bool),
    Layer(Option<Layer>),
}

/// A misreading behind a wrong answer, with what its sentence must say of the learner's own
/// mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub misconception: Misconception,
    /// For a misreading about a set of objects (a spell's locked set, a static ability's
    /// moving set): which way the objects it got wrong had moved.
    pub moved: Option<SetMove>,
}

impl Found {
    /// A misreading found, with nothing more to say.
    pub fn plain(misconception: Misconception) -> Found {
        Found {
            misconception,
            moved: None,
        }
    }
}

/// Which way the board moved the objects a misreading of sets got wrong: how many came to
/// match the effect's filter after it began (joined) and how many stopped matching it (left).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetMove {
    pub joined: usize,
    pub left: usize,
}

/// For [`Misconception::SpellDynamic`] and [`Misconception::StaticLocked`]: compares each set
/// the switch changed as the rules apply it (`rules`) and as the misreading does (`misread`,
/// solved on `prepared`), and says which way the objects that differ had moved. When the object
/// asked about is one of them, only it counts: the learner's mistake is about that object.
pub fn set_move(
    m: Misconception,
    prepared: &Prepared,
    rules: &Solution,
    misread: &Solution,
    obj: ObjIdx,
) -> Option<SetMove> {
    // Who the learner's set added and who it dropped, against the rules'.
    let (mut added, mut dropped) = (BTreeSet::new(), BTreeSet::new());
    for key in &prepared.changed {
        let by_rules = applied_to(rules, key);
        let by_learner = applied_to(misread, key);
        added.extend(by_learner.difference(&by_rules).copied());
        dropped.extend(by_rules.difference(&by_learner).copied());
    }
    // A spell's set followed the board: those it added had joined, those it dropped had left.
    // A static ability's set was fixed: those it left out had joined, those it kept had left.
    let (joined, left) = match m {
        Misconception::SpellDynamic => (added, dropped),
        Misconception::StaticLocked => (dropped, added),
        _ => return None,
    };
    let mv = if joined.contains(&obj) {
        SetMove { joined: 1, left: 0 }
    } else if left.contains(&obj) {
        SetMove { joined: 0, left: 1 }
    } else {
        SetMove {
            joined: joined.len(),
            left: left.len(),
        }
    };
    (mv.joined + mv.left > 0).then_some(mv)
}

/// The objects an effect applied to in a solve (in every layer it applied in).
fn applied_to(sol: &Solution, key: &EffectKey) -> BTreeSet<ObjIdx> {
    let Some(info) = sol.trace.effects.iter().position(|e| &e.key == key) else {
        return BTreeSet::new();
    };
    sol.trace
        .steps
        .iter()
        .filter(|s| s.effect == Some(info))
        .flat_map(|s| s.affected.iter())
        .filter_map(|t| match t {
            Target::Object(i) => Some(*i),
            _ => None,
        })
        .collect()
}
