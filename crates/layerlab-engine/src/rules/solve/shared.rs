//! Evaluations shared by effects that differ only in their source (twenty Glorious Anthems find
//! the same set and do the same), each valid until an application writes what it reads.

use std::sync::Arc;

use crate::rules::effect::Target;
use crate::rules::eval::{self, Def, Eval, Ops, reads};
use crate::rules::fast_map::FastMap;
use crate::rules::layer::Layer;
use crate::rules::trace::Field;

/// Whether an effect's evaluation depends on nothing of its own but its definition without
/// its source and label, on a board whose objects only the facets it reads can tell apart: a
/// filter over every object that doesn't exclude its source, with no instruction that names
/// the effect or reads its source.
pub(super) fn shareable(d: &Def) -> bool {
    use crate::rules::card::{Affected, Expr, Part, Who};
    pub(super) fn exiled(e: &Expr) -> bool {
        match e {
            Expr::ExiledPower | Expr::ExiledToughness => true,
            Expr::Sum(v) => v.iter().any(exiled),
            Expr::Times(_, x) => exiled(x),
            _ => false,
        }
    }
    let Affected::All(f) = &d.affects else {
        return false;
    };
    !f.other
        && f.controller != Who::EnchantedPlayer
        && d.locked.is_none()
        && d.copy.is_none()
        && !d.face_down
        && d.parts.iter().all(|p| match p {
            Part::Grant(_) | Part::TextOfTopCard | Part::KeepPrintedAbility(_) => false,
            Part::DefinePT(a, b) | Part::SetPT(a, b) => !exiled(a) && !exiled(b),
            Part::SetToughness(a) | Part::DefinePower(a) => !exiled(a),
            _ => true,
        })
}

/// The facet of an object field (what an application wrote, for [`Shared`]).
pub(super) fn field_facet(f: Field) -> u16 {
    use eval::facet::*;
    match f {
        Field::Name | Field::NameFr => NAME,
        Field::ManaCost | Field::ManaValue => COST,
        Field::Colors => COLORS,
        Field::Supertypes => SUPERTYPES,
        Field::Types => TYPES,
        Field::Subtypes | Field::AllCreatureTypes => SUBTYPES,
        Field::Abilities | Field::CantHave => ABILITIES,
        Field::Power | Field::Toughness => PT,
        Field::Controller => CONTROL,
        Field::FaceDown => FACE_DOWN,
        // No filter or condition reads them.
        Field::ObjectRules => 0,
        _ => ALL,
    }
}

/// Evaluations shared by [`shareable`] effects with the same definition but for their source
/// and label, each valid until an application writes a facet it reads.
#[derive(Default)]
pub(super) struct Shared {
    pub(super) entries: FastMap<u64, Vec<SharedEval>>,
    /// The applications that wrote something so far, and when each facet was last written.
    pub(super) applied: u64,
    pub(super) written: [u64; 16],
}

pub(super) struct SharedEval {
    pub(super) layer: Layer,
    /// The definition, source and label left out.
    pub(super) def: Def,
    pub(super) reads: u16,
    pub(super) at: u64,
    pub(super) targets: Arc<[Target]>,
    pub(super) ops: Ops,
}

impl Shared {
    pub(super) fn same(a: &Def, b: &Def) -> bool {
        a.affects == b.affects
            && a.parts == b.parts
            && a.condition == b.condition
            && a.cda == b.cda
            && a.controller == b.controller
            && a.choices == b.choices
            && a.x == b.x
            && a.targets == b.targets
            && a.overflow == b.overflow
            && a.copy == b.copy
            && a.face_down == b.face_down
            && a.face_down_ward == b.face_down_ward
            && a.locked == b.locked
    }

    pub(super) fn get(&self, layer: Layer, key: &u64, d: &Def) -> Option<(Arc<[Target]>, Ops)> {
        let e = self
            .entries
            .get(key)?
            .iter()
            .find(|e| e.layer == layer && Shared::same(&e.def, d))?;
        let stale = (0..16).any(|b| e.reads & (1 << b) != 0 && self.written[b] > e.at);
        (!stale).then(|| (Arc::clone(&e.targets), e.ops.clone()))
    }

    pub(super) fn put(&mut self, layer: Layer, key: u64, d: &Def, ev: &Eval) {
        let (_, board) = reads(d);
        let entry = SharedEval {
            layer,
            def: d.without_source(),
            reads: board,
            at: self.applied,
            targets: Arc::clone(&ev.targets),
            ops: ev.ops.clone(),
        };
        let bucket = self.entries.entry(key).or_default();
        match bucket
            .iter_mut()
            .find(|e| e.layer == layer && Shared::same(&e.def, d))
        {
            Some(e) => *e = entry,
            None => bucket.push(entry),
        }
    }

    /// Notes an application that wrote the facets `wrote`.
    pub(super) fn wrote(&mut self, wrote: u16) {
        if wrote == 0 {
            return;
        }
        self.applied += 1;
        for b in 0..16 {
            if wrote & (1 << b) != 0 {
                self.written[b] = self.applied;
            }
        }
    }
}
