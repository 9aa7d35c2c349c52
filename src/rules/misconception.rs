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

use std::collections::BTreeSet;

use super::card::{Ability, Affected, Part};
use super::effect::{EffectKey, EffectKind, Ended, Target};
use super::game::Game;
use super::layer::Layer;
use super::object::Zone;
use super::solve::{Solution, SolveOptions, solve};
pub use super::switches::Misconception;
use crate::i18n::{Lang, tr};

// ------------------------------------------------------------------ solving under a switch

/// A board prepared for a misconception: the game to solve, and the abilities it rewrote (the
/// rewritten one, the original), so that an object's abilities still read as printed.
pub struct Prepared {
    pub game: Game,
    pub rewritten: Vec<(Ability, Ability)>,
}

/// Solves `game` under `m` (`None`: the board is too large for this switch, see
/// [`MAX_LOCKED_SETS`]).
pub fn solve_under(game: &Game, m: Misconception) -> Option<Solution> {
    let p = prepare(game, m)?;
    Some(solve(&p.game, &options(m)))
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
            for e in &mut g.effects {
                if e.locked.is_some() && matches!(e.affects, Affected::All(_)) {
                    e.locked = None;
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
                }
            }
        }
        _ => {}
    }
    Some(Prepared { game: g, rewritten })
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
/// [`crate::words::misconception`], where abilities are put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    PT(Option<(i32, i32)>),
    Keys(BTreeSet<String>),
    Controller(u8),
    Dies(bool),
    Layer(Option<Layer>),
}

/// The lines that name each misconception found, in `lang` (none when none was found).
pub fn feedback_lines(found: &[Misconception], lang: Lang) -> Vec<String> {
    if found.is_empty() {
        return Vec::new();
    }
    let mut out = vec![tr(lang, "misc-heading", &[])];
    out.extend(found.iter().map(|m| format!("- {}", m.sentence(lang))));
    out
}
