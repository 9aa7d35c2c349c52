//! What an evaluation is: the characteristics an effect sees ([`View`]), its definition read
//! now ([`Def`]), and what it would do ([`Eval`], [`Ops`]).

use std::sync::Arc;

use crate::rules::card::{Affected, Condition, Part};
use crate::rules::effect::{CopyEffect, Target};
use crate::rules::game::Game;
use crate::rules::object::{Chars, ObjIdx, ObjMap, PlayerId, Zone};
use crate::rules::op::Op;

/// Characteristics as some effect sees them: the current ones, or a trial overlay on them.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub game: &'a Game,
    pub base: &'a [Chars],
    pub over: Option<&'a ObjMap<Chars>>,
}

impl<'a> View<'a> {
    pub fn get(&self, i: ObjIdx) -> &'a Chars {
        if let Some(o) = self.over
            && let Some(c) = o.get(&i)
        {
            return c;
        }
        &self.base[i]
    }

    pub(super) fn zone(&self, i: ObjIdx) -> Zone {
        self.game.objects[i].zone
    }

    /// The controller of an object: its current one on the battlefield, its owner elsewhere.
    pub(super) fn controller(&self, i: ObjIdx) -> PlayerId {
        if self.zone(i) == Zone::Battlefield {
            self.get(i).controller
        } else {
            self.game.objects[i].owner
        }
    }
}

/// What an effect is, read at one moment: its text and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Def {
    pub affects: Affected,
    pub parts: Vec<Part>,
    pub condition: Option<Condition>,
    pub cda: bool,
    pub copy: Option<CopyEffect>,
    pub face_down: bool,
    /// The face-down status gives ward {2} (disguise, cloak).
    pub face_down_ward: bool,
    /// The set fixed at creation (611.2c).
    pub locked: Option<Vec<Target>>,
    pub controller: PlayerId,
    pub source: Option<ObjIdx>,
    pub choices: Vec<String>,
    pub x: i32,
    pub targets: Vec<Target>,
    /// The effect's label (for granted abilities' origins).
    pub label: Arc<str>,
    /// Its numbers can't be counted (counters whose P/T change is beyond `i32`): it applies
    /// as [`Op::Overflow`] (`Some(true)` for the power).
    pub overflow: Option<bool>,
}

impl Def {
    /// Where the abilities of `grant`, one of this effect's parts, stand among all the
    /// abilities the effect grants: a second grant's first ability is not the first grant's.
    pub fn grant_start(&self, grant: &Part) -> u16 {
        let before: usize = self
            .parts
            .iter()
            .take_while(|q| !std::ptr::eq(*q, grant))
            .map(|q| match q {
                Part::Grant(g) => g.len(),
                _ => 0,
            })
            .sum();
        u16::try_from(before).unwrap_or(u16::MAX)
    }

    /// The definition without its source and label: what effects alike but for their source
    /// share (their sets, their evaluations).
    pub fn without_source(&self) -> Def {
        Def {
            source: None,
            label: Arc::from(""),
            ..self.clone()
        }
    }

    /// A definition with nothing but what it affects, its source and its controller.
    pub fn new(
        affects: Affected,
        source: Option<ObjIdx>,
        controller: PlayerId,
        label: &str,
    ) -> Def {
        Def {
            affects,
            parts: Vec::new(),
            condition: None,
            cda: false,
            copy: None,
            face_down: false,
            face_down_ward: false,
            locked: None,
            controller,
            source,
            choices: Vec::new(),
            x: 0,
            targets: Vec::new(),
            label: label.into(),
            overflow: None,
        }
    }
}

/// The result of evaluating an effect in one layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    pub exists: bool,
    /// The effect's text (its definition), to see text changes.
    pub def: Option<Def>,
    /// In order; shared (with the trace, and between evaluations that find the same set).
    pub targets: Arc<[Target]>,
    /// The ops for each target (same order as `targets`).
    pub ops: Ops,
}

impl Eval {
    pub fn absent() -> Eval {
        Eval {
            exists: false,
            def: None,
            targets: Arc::default(),
            ops: Ops::none(),
        }
    }
}

/// The ops of an evaluation for each of its targets: one list for all of them (most effects
/// do the same to every object they affect), or one per target (targets given the same ops
/// share one list).
#[derive(Clone, Debug)]
pub enum Ops {
    Same(Arc<[Op]>, usize),
    Each(Vec<Arc<[Op]>>),
}

impl Ops {
    pub fn none() -> Ops {
        Ops::Each(Vec::new())
    }

    /// The number of targets.
    pub fn len(&self) -> usize {
        match self {
            Ops::Same(_, n) => *n,
            Ops::Each(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The ops for the `k`-th target.
    pub fn get(&self, k: usize) -> &Arc<[Op]> {
        match self {
            Ops::Same(o, _) => o,
            Ops::Each(v) => &v[k],
        }
    }

    /// The ops of each target, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<[Op]>> + '_ {
        (0..self.len()).map(move |k| self.get(k))
    }

    /// Each run of equal lists once, in order.
    pub fn runs(&self) -> impl Iterator<Item = &Arc<[Op]>> + '_ {
        let n = match self {
            Ops::Same(_, n) => (*n).min(1),
            Ops::Each(v) => v.len(),
        };
        (0..n)
            .map(move |k| self.get(k))
            .enumerate()
            .filter(move |&(k, o)| {
                k == 0 || {
                    let prev = self.get(k - 1);
                    !(Arc::ptr_eq(prev, o) || *prev == *o)
                }
            })
            .map(|(_, o)| o)
    }
}

/// Two lists of ops are equal when they give every target the same ops.
impl PartialEq for Ops {
    fn eq(&self, other: &Ops) -> bool {
        let same = |a: &Arc<[Op]>, b: &Arc<[Op]>| Arc::ptr_eq(a, b) || a == b;
        self.len() == other.len()
            && match (self, other) {
                (Ops::Same(a, n), Ops::Same(b, _)) => *n == 0 || same(a, b),
                _ => self.iter().zip(other.iter()).all(|(a, b)| same(a, b)),
            }
    }
}
