//! The pending effects of a phase, held so that every step and every resolution costs the same
//! whatever the number of effects, and so that the trace never copies them.
//!
//! Each effect that becomes pending is one *instance* in an arena, in the order it became
//! pending (the pending list's order: a new effect joins at the end and a removal does not
//! reorder the others). An instance records the round it joined in and the round it left by,
//! so the effects pending at any step of the trace can be listed again later by replaying the
//! arena ([`Replay`]) instead of being stored with every step. The live state keeps, per
//! player, the ordered sets of their pending instances and of their mandatory ones, and an
//! index from id to instance.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use super::scenario::{EffectDef, OnResolve, Player};
use super::trace::{RoundRecord, Step, StepRecord};

/// A phase effect as the engine holds it: read once from its [`EffectDef`], then shared by
/// every instance of it (a renewal, or a spawn of the same definition).
#[derive(Debug, PartialEq, Eq)]
pub struct PendingEffect {
    pub id: String,
    pub player: Player,
    pub mandatory: bool,
    pub(super) on_resolve: Vec<Instruction>,
}

/// One entry of an effect's `on_resolve`, with spawned effects already built and shared.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Instruction {
    Spawn(Arc<PendingEffect>),
    Remove(String),
    Renew,
}

impl PendingEffect {
    /// Builds the shared form of `def` and of every effect it spawns, once.
    pub fn from_def(def: &EffectDef) -> Arc<PendingEffect> {
        build(&def.id, def.player, def.mandatory, &def.on_resolve)
    }

    /// How many instructions its resolution carries out.
    pub fn instructions(&self) -> usize {
        self.on_resolve.len()
    }
}

fn build(id: &str, player: Player, mandatory: bool, actions: &[OnResolve]) -> Arc<PendingEffect> {
    // Recursion as deep as the file's nesting of spawns, which its reader bounds.
    let on_resolve = actions
        .iter()
        .map(|a| match a {
            OnResolve::Spawn {
                id,
                player,
                mandatory,
                on_resolve,
            } => Instruction::Spawn(build(id, *player, *mandatory, on_resolve)),
            OnResolve::Remove(id) => Instruction::Remove(id.clone()),
            OnResolve::Renew => Instruction::Renew,
        })
        .collect();
    Arc::new(PendingEffect {
        id: id.to_string(),
        player,
        mandatory,
        on_resolve,
    })
}

/// Still pending: the round an instance left by, while it has not.
const PENDING: u32 = u32::MAX;

/// One effect that became pending.
#[derive(Clone, Debug)]
pub(super) struct Instance {
    pub effect: Arc<PendingEffect>,
    /// The first round it is pending in.
    pub joined: u32,
    /// The first round it is no longer pending in ([`PENDING`] while it is).
    pub left: u32,
}

/// The index of a player in per-player arrays.
pub(super) fn slot(p: Player) -> usize {
    match p {
        Player::A => 0,
        Player::P => 1,
    }
}

/// The ordered sets of one player's pending instances.
#[derive(Clone, Debug, Default)]
pub(super) struct Sets {
    own: [BTreeSet<u32>; 2],
    mandatory: [BTreeSet<u32>; 2],
}

impl Sets {
    fn insert(&mut self, i: u32, e: &PendingEffect) {
        self.own[slot(e.player)].insert(i);
        if e.mandatory {
            self.mandatory[slot(e.player)].insert(i);
        }
    }

    fn remove(&mut self, i: u32, e: &PendingEffect) {
        self.own[slot(e.player)].remove(&i);
        self.mandatory[slot(e.player)].remove(&i);
    }

    /// Which set lists what `step`'s player may resolve there (`None`: nothing is eligible).
    fn eligible_set(&self, step: Step, lenient: bool) -> Option<&BTreeSet<u32>> {
        let p = slot(step.player());
        if !step.is_forcing() {
            return Some(&self.own[p]);
        }
        if self.mandatory[p].is_empty() {
            None
        } else if lenient {
            Some(&self.own[p])
        } else {
            Some(&self.mandatory[p])
        }
    }

    /// How many effects `step`'s player may resolve there.
    pub fn eligible_count(&self, step: Step, lenient: bool) -> usize {
        self.eligible_set(step, lenient).map_or(0, BTreeSet::len)
    }

    /// The instances `step`'s player may resolve there, in pending order.
    pub fn eligible(&self, step: Step, lenient: bool) -> impl Iterator<Item = u32> + '_ {
        self.eligible_set(step, lenient)
            .into_iter()
            .flat_map(|s| s.iter().copied())
    }

    /// The first pending mandatory instance of `player`.
    pub fn first_mandatory(&self, player: Player) -> Option<u32> {
        self.mandatory[slot(player)].first().copied()
    }
}

/// The pending effects now, and every instance there ever was.
#[derive(Clone, Debug, Default)]
pub(super) struct Pending {
    pub arena: Vec<Instance>,
    /// Instances in the order they left (so in the order of the rounds they left by).
    pub departures: Vec<u32>,
    pub by_id: HashMap<String, u32>,
    pub sets: Sets,
}

impl Pending {
    /// How many effects are pending.
    pub fn len(&self) -> usize {
        self.by_id.len()
    }

    /// The instance pending under `id`.
    pub fn find(&self, id: &str) -> Option<u32> {
        self.by_id.get(id).copied()
    }

    pub fn effect(&self, i: u32) -> &Arc<PendingEffect> {
        &self.arena[i as usize].effect
    }

    /// Whether an effect with `id` is pending.
    pub fn contains(&self, id: &str) -> bool {
        self.by_id.contains_key(id)
    }

    /// Makes `effect` pending from round `round` on; `None` if an effect with its id is.
    pub fn join(&mut self, effect: Arc<PendingEffect>, round: u32) -> Option<u32> {
        if self.contains(&effect.id) {
            return None;
        }
        let i = u32::try_from(self.arena.len()).ok()?;
        self.by_id.insert(effect.id.clone(), i);
        self.sets.insert(i, &effect);
        self.arena.push(Instance {
            effect,
            joined: round,
            left: PENDING,
        });
        Some(i)
    }

    /// Instance `i` is no longer pending from round `round` on.
    pub fn leave(&mut self, i: u32, round: u32) {
        let inst = &mut self.arena[i as usize];
        if inst.left != PENDING {
            return;
        }
        inst.left = round;
        self.by_id.remove(&inst.effect.id);
        self.sets.remove(i, &inst.effect);
        self.departures.push(i);
    }

    /// The pending effects, in pending order.
    pub fn iter(&self) -> impl Iterator<Item = &PendingEffect> {
        self.arena
            .iter()
            .filter(|i| i.left == PENDING)
            .map(|i| i.effect.as_ref())
    }
}

/// Walks the rounds of a procedure in order and lists, at each step, what was eligible there,
/// from the arena: the same lists the procedure saw, never stored.
///
/// Call [`Replay::enter`] with each round in order, then [`Replay::eligible`] for its steps.
#[derive(Debug)]
pub struct Replay<'p> {
    arena: &'p [Instance],
    departures: &'p [u32],
    lenient: bool,
    sets: Sets,
    joined: usize,
    left: usize,
}

impl<'p> Replay<'p> {
    pub(super) fn new(pending: &'p Pending, lenient: bool) -> Replay<'p> {
        Replay {
            arena: &pending.arena,
            departures: &pending.departures,
            lenient,
            sets: Sets::default(),
            joined: 0,
            left: 0,
        }
    }

    /// Brings the pending effects to what they were during `round` (rounds in increasing order).
    pub fn enter(&mut self, round: &RoundRecord) {
        let r = round.number;
        // Instances join in arena order, and their rounds never decrease along the arena.
        while let Some(inst) = self.arena.get(self.joined) {
            if inst.joined > r {
                break;
            }
            if inst.left > r {
                self.sets.insert(self.joined as u32, &inst.effect);
            }
            self.joined += 1;
        }
        while let Some(&i) = self.departures.get(self.left) {
            let inst = &self.arena[i as usize];
            if inst.left > r {
                break;
            }
            self.sets.remove(i, &inst.effect);
            self.left += 1;
        }
    }

    /// The ids eligible at step `s` of the round last entered, in pending order (none for an
    /// automatic pass).
    pub fn eligible<'a>(&'a self, s: &StepRecord) -> impl Iterator<Item = &'p str> + 'a {
        let arena = self.arena;
        self.sets
            .eligible(s.step, self.lenient)
            .take(s.eligible)
            .map(move |i| arena[i as usize].effect.id.as_str())
    }
}
