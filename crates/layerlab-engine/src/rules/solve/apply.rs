//! Applying one effect to every object it affects (one trace step, with what it changed), and
//! the state-based actions that read characteristics (704.5f).

use std::sync::Arc;

use super::shared::field_facet;
use super::solver::{Cand, Solver};
use crate::rules::effect::Target;
use crate::rules::eval::{self, Eval, Ops};
use crate::rules::fast_map::FastMap;
use crate::rules::layer::Layer;
use crate::rules::object::{AbilityInst, Chars, ObjIdx, Origin, Zone};
use crate::rules::op;
use crate::rules::trace::{Change, Changes, Dep, Field, Overflow, PtOp, Reason, Step, Value};
use crate::rules::types::CardType;

impl Solver<'_> {
    /// Applies one effect (all its parts of this layer, to every object it affects): one step.
    pub(super) fn apply_step(
        &mut self,
        layer: Layer,
        c: &Cand,
        ev: Eval,
        reason: Reason,
        depends_on: Vec<Dep>,
    ) {
        self.charge(ev.targets.len());
        // A resolved effect's rules of the game find their set on their own (611.2c).
        let follows = layer == Layer::Rules
            && ev.def.as_ref().is_some_and(|d| {
                d.locked.is_some() && matches!(d.affects, crate::rules::card::Affected::All(_))
            });
        let continues = !follows && self.started.contains_key(&c.key);
        let locked = !follows && (continues || ev.def.as_ref().is_some_and(|d| d.locked.is_some()));
        let record = self.opts.record;
        let mut changes = Changes::new();
        if record {
            changes.reserve(ev.targets.len());
        }
        // Targets given the same ops share one list: what it writes is found once.
        // The last op list seen, with the fields it writes and its P/T instruction.
        #[allow(clippy::type_complexity)]
        let mut fields_of: Option<(Arc<[op::Op]>, Option<Vec<Field>>, Option<PtOp>)> = None;
        let mut values: Vec<Value> = Vec::new();
        // The most common application: one P/T instruction, the same for every object.
        let same_pt = match &ev.ops {
            Ops::Same(ops, _) => pt_op(ops),
            Ops::Each(_) => None,
        };
        if let Some(pt) = same_pt {
            for t in ev.targets.iter() {
                match *t {
                    Target::Object(i) => self.apply_pt(c, i, pt, record.then_some(&mut changes)),
                    _ => self.apply_other(*t, ev.ops.get(0), record, &mut changes),
                }
            }
            return self.push_step(layer, c, ev, reason, depends_on, changes, continues, locked);
        }
        for (k, t) in ev.targets.iter().enumerate() {
            let ops = ev.ops.get(k);
            match *t {
                Target::Object(i) if !ops.iter().any(|o| op::may_change(o, &self.chars[i])) => {}
                Target::Object(i) => {
                    if !fields_of
                        .as_ref()
                        .is_some_and(|(o, ..)| Arc::ptr_eq(o, ops))
                    {
                        fields_of = Some((Arc::clone(ops), written_fields(ops), pt_op(ops)));
                    }
                    let (_, fields, pt) = fields_of.as_ref().expect("set just above");
                    if let Some(pt) = *pt {
                        // A power and toughness instruction: the values before are its record.
                        self.apply_pt(c, i, pt, record.then_some(&mut changes));
                        continue;
                    }
                    // What it was: the fields the ops may write, or all of it, for the trace;
                    // and its abilities, to know which effect removed one (a shared list:
                    // copied only if an op writes it).
                    let had = Arc::clone(&self.chars[i].abilities);
                    let fields = fields.as_deref();
                    let before = match (fields, record) {
                        (Some(fields), true) => {
                            values.extend(fields.iter().map(|f| f.get(&self.chars[i])));
                            None
                        }
                        (None, true) => Some(self.chars[i].clone()),
                        (_, false) => None,
                    };
                    self.apply_ops(c, i, ops);
                    let now = &self.chars[i];
                    if !Arc::ptr_eq(&had, &now.abilities) {
                        note_removed(&mut self.removed_by, i, now, &had, c.info);
                    }
                    match (before, fields) {
                        (Some(was), _) => diff_object(i, &was, now, &mut changes),
                        (None, Some(fields)) if record => {
                            for (f, was) in fields.iter().zip(values.drain(..)) {
                                let value = f.get(now);
                                if value != was {
                                    changes.push(Change {
                                        target: *t,
                                        field: *f,
                                        before: was,
                                        after: value,
                                    });
                                }
                            }
                        }
                        _ => {}
                    }
                }
                Target::Player(_) | Target::Game => self.apply_other(*t, ops, record, &mut changes),
            }
        }
        self.push_step(layer, c, ev, reason, depends_on, changes, continues, locked);
    }

    /// The end of [`Solver::apply_step`]: what the step wrote noted, the effect's set kept
    /// when it starts (613.6), the step recorded.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn push_step(
        &mut self,
        layer: Layer,
        c: &Cand,
        ev: Eval,
        reason: Reason,
        depends_on: Vec<Dep>,
        mut changes: Changes,
        continues: bool,
        locked: bool,
    ) {
        // Room was made for a change per object affected: most steps change fewer (a thousand
        // Blood Moons over the same lands, all but the first changing nothing).
        changes.shrink_to_fit();
        let record = self.opts.record;
        if !changes.is_empty() || !record {
            let wrote = ev.ops.runs().flat_map(|o| o.iter()).fold(0, |w, o| {
                w | op::fields(o).map_or(eval::facet::ALL, |fs| {
                    fs.iter().fold(0, |w, f| w | field_facet(*f))
                })
            });
            self.shared.get_mut().wrote(wrote);
        }
        if !continues && let Some(def) = ev.def.clone() {
            self.started
                .insert(c.key.clone(), (Arc::clone(&ev.targets), def));
        }
        self.steps.push(Step {
            layer,
            effect: Some(c.info),
            reason,
            depends_on,
            continues,
            locked,
            counters: c.counters,
            affected: ev.targets,
            changes,
        });
    }

    /// Applies one P/T instruction to object `i` for the effect `c` (as [`op::apply_checked`]
    /// does), noting the first overflow, and records it in `changes`.
    pub(super) fn apply_pt(
        &mut self,
        c: &Cand,
        i: ObjIdx,
        pt: PtOp,
        changes: Option<&mut Changes>,
    ) {
        let ch = &mut self.chars[i];
        let before = (ch.power, ch.toughness);
        let after = pt.after(before.0, before.1);
        if let PtOp::Modify(dp, dt) = pt {
            let over = |v: Option<i32>, d: i32| v.is_some_and(|v| v.checked_add(d).is_none());
            let power = over(before.0, dp);
            if (power || over(before.1, dt)) && self.overflow.is_none() {
                self.overflow = Some(Overflow {
                    object: i,
                    field: if power {
                        Field::Power
                    } else {
                        Field::Toughness
                    },
                    effect: self.effects[c.info].label.clone(),
                });
            }
        }
        if after != before {
            (ch.power, ch.toughness) = after;
            if let Some(changes) = changes {
                changes.push_pt_after(i, pt, before, after);
            }
        }
    }

    /// Applies `ops` to a player or to the game, and records what changed.
    pub(super) fn apply_other(
        &mut self,
        t: Target,
        ops: &[op::Op],
        record: bool,
        changes: &mut Changes,
    ) {
        match t {
            Target::Player(p) => {
                let Some(pc) = self.players.get_mut(p as usize) else {
                    return;
                };
                let before = pc.clone();
                for op in ops.iter() {
                    op::apply_player(op, pc);
                }
                if record {
                    for f in Field::PLAYER {
                        let (x, y) = (f.get_player(&before), f.get_player(pc));
                        if x != y {
                            changes.push(Change {
                                target: t,
                                field: f,
                                before: x,
                                after: y,
                            });
                        }
                    }
                }
            }
            Target::Game => {
                let before = self.rules.clone();
                for op in ops.iter() {
                    op::apply_game(op, &mut self.rules);
                }
                if record && before != self.rules {
                    changes.push(Change {
                        target: Target::Game,
                        field: Field::GameRules,
                        before: Value::Rules(before),
                        after: Value::Rules(self.rules.clone()),
                    });
                }
            }
            Target::Object(_) => {}
        }
    }

    /// Applies `ops` to object `i` for the effect `c`, noting the first overflow.
    pub(super) fn apply_ops(&mut self, c: &Cand, i: ObjIdx, ops: &[op::Op]) {
        for op in ops {
            if let Err(o) = op::apply_checked(op, &mut self.chars[i])
                && self.overflow.is_none()
            {
                self.overflow = Some(Overflow {
                    object: i,
                    field: if o.power {
                        Field::Power
                    } else {
                        Field::Toughness
                    },
                    effect: self.effects[c.info].label.clone(),
                });
            }
        }
    }

    /// A creature with no value for its power or toughness has 0 (208.5): one step, in
    /// `layer`, for the creatures among `only` (every object when `None`) that have no value.
    pub(super) fn no_value_is_zero(&mut self, layer: Layer, only: Option<&[Target]>) {
        let game = self.game;
        let chars = &self.chars;
        let lacks = |i: ObjIdx| {
            let c = &chars[i];
            game.objects[i].zone == Zone::Battlefield
                && c.is(CardType::Creature)
                && (c.power.is_none() || c.toughness.is_none())
        };
        let objects: Vec<ObjIdx> = match only {
            Some(ts) => ts
                .iter()
                .filter_map(|t| match t {
                    Target::Object(i) if lacks(*i) => Some(*i),
                    _ => None,
                })
                .collect(),
            None => (0..chars.len()).filter(|&i| lacks(i)).collect(),
        };
        if objects.is_empty() {
            return;
        }
        let mut changes = Changes::new();
        for &i in &objects {
            let c = &mut self.chars[i];
            let before = (c.power, c.toughness);
            let op = PtOp::Set(
                before.0.is_none().then_some(0),
                before.1.is_none().then_some(0),
            );
            let after = op.after(before.0, before.1);
            (c.power, c.toughness) = after;
            if self.opts.record {
                changes.push_pt_after(i, op, before, after);
            }
        }
        self.steps.push(Step {
            layer,
            effect: None,
            reason: Reason::NoValue,
            depends_on: Vec::new(),
            continues: false,
            locked: false,
            counters: false,
            affected: objects.into_iter().map(Target::Object).collect(),
            changes,
        });
    }

    /// State-based actions that read characteristics: toughness 0 or less (704.5f).
    pub(super) fn state_based(&mut self) {
        // What layer 7 did not see (a misreading that skips it): 208.5 still holds.
        self.no_value_is_zero(Layer::L7a, None);
        for i in 0..self.chars.len() {
            let c = &self.chars[i];
            if self.game.objects[i].on_battlefield()
                && c.is(CardType::Creature)
                && c.toughness.is_some_and(|t| t <= 0)
            {
                self.dies[i] = true;
                self.steps.push(Step {
                    layer: Layer::Sba,
                    effect: None,
                    reason: Reason::StateBased,
                    depends_on: Vec::new(),
                    continues: false,
                    locked: false,
                    counters: false,
                    affected: Arc::new([Target::Object(i)]),
                    changes: [Change {
                        target: Target::Object(i),
                        field: Field::Dies,
                        before: Value::Bool(false),
                        after: Value::Bool(true),
                    }]
                    .into_iter()
                    .collect(),
                });
            }
        }
    }
}

/// Notes which effect removed each ability of `before` that `after` no longer has.
pub(super) fn note_removed(
    removed_by: &mut FastMap<(ObjIdx, Origin), usize>,
    i: ObjIdx,
    after: &Chars,
    before: &[AbilityInst],
    by: usize,
) {
    // Most writes only add abilities at the end: then none was removed.
    let kept = after.abilities.len() >= before.len()
        && before
            .iter()
            .zip(after.abilities.iter())
            .all(|(x, y)| x.origin == y.origin);
    if kept {
        return;
    }
    for o in before.iter().map(|a| &a.origin) {
        if !after.abilities.iter().any(|a| &a.origin == o) {
            removed_by.insert((i, o.clone()), by);
        }
    }
}

/// The object fields a list of ops may write, in `Field::OBJECT` order (`None`: any).
pub(super) fn written_fields(ops: &[crate::rules::op::Op]) -> Option<Vec<Field>> {
    let mut out: Vec<Field> = Vec::new();
    for op in ops {
        for f in op::fields(op)? {
            if !out.contains(f) {
                out.push(*f);
            }
        }
    }
    out.sort_by_key(|f| Field::OBJECT.iter().position(|g| g == f));
    Some(out)
}

/// The P/T instruction a list of ops is, when it is a single one (its trace record is then
/// the values before, see [`Changes::push_pt_after`]).
pub(super) fn pt_op(ops: &[op::Op]) -> Option<PtOp> {
    match ops {
        [op::Op::Modify(p, t)] => Some(PtOp::Modify(*p, *t)),
        [op::Op::SetPT(p, t)] => Some(PtOp::Set(*p, *t)),
        [op::Op::Switch] => Some(PtOp::Switch),
        _ => None,
    }
}

/// Records every field that differs (values are copied only for those).
pub(super) fn diff_object(i: ObjIdx, before: &Chars, after: &Chars, out: &mut Changes) {
    for f in Field::OBJECT {
        if !f.same(before, after) {
            out.push(Change {
                target: Target::Object(i),
                field: f,
                before: f.get(before),
                after: f.get(after),
            });
        }
    }
}
