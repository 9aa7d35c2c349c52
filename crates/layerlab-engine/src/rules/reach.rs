//! Which objects an effect can ever apply to while one group of a layer is solved, so that
//! the pairs of effects that cannot change each other are never tried (613.8a).
//!
//! An effect `a` reads its own source's abilities and controller; `b` writes abilities. By
//! their facets alone every such pair must be tried, and a board of a thousand Blood Moons
//! then costs a trial of every pair after every application. But when nothing in the group
//! writes what `b`'s set is chosen by, and no effect of the group rewrites text, `b`'s set is
//! the one it has now, for the whole group: if `a`'s source is not in it, `b` can never touch
//! that source, and the trial would find nothing.

use std::sync::Arc;

use super::card::{Affected, Part, Who};
use super::effect::Target;
use super::eval::{Def, View, evaluate, has_global_inputs};
use super::fast_map::FastMap;
use super::layer::Layer;
use super::object::ObjIdx;

/// An effect's definition read now, and the set it keeps if it started applying.
pub(super) type Reading = (Option<Def>, Option<Arc<[Target]>>);
/// Objects, in order.
type Set = Arc<[ObjIdx]>;
/// An object and its place among a set of targets.
type Place = (ObjIdx, usize);

/// The objects each effect of a group can reach, found when first asked.
pub(super) struct Reach<'a> {
    layer: Layer,
    /// Whether sets can be known in advance in this group at all.
    fixed_text: bool,
    group_writes: u16,
    defs: &'a [Reading],
    board_reads: &'a [u16],
    memo: Vec<Option<Option<Arc<[ObjIdx]>>>>,
    /// Evaluations shared by definitions that differ only in their source.
    same: FastMap<u64, Vec<(Def, Set)>>,
}

impl<'a> Reach<'a> {
    pub(super) fn new(
        layer: Layer,
        defs: &'a [Reading],
        writes: &[u16],
        board_reads: &'a [u16],
    ) -> Reach<'a> {
        let fixed_text = defs
            .iter()
            .filter_map(|(d, _)| d.as_ref())
            .all(|d| !rewrites(d, layer));
        Reach {
            layer,
            fixed_text,
            group_writes: writes.iter().fold(0, |x, y| x | y),
            defs,
            board_reads,
            memo: vec![None; defs.len()],
            same: FastMap::default(),
        }
    }

    /// The objects effect `b` may apply to at any point of the group, in order; `None` when
    /// that can't be known in advance (it may then apply to any object).
    pub(super) fn set(&mut self, view: &View, b: usize) -> Option<Arc<[ObjIdx]>> {
        if self.memo[b].is_none() {
            let set = self.stable_set(view, b);
            self.memo[b] = Some(set);
        }
        self.memo[b].clone().flatten()
    }

    /// The objects `b` applies to now, when that set cannot change during the group.
    fn stable_set(&mut self, view: &View, b: usize) -> Option<Arc<[ObjIdx]>> {
        if !self.fixed_text || self.group_writes & self.board_reads[b] != 0 {
            return None;
        }
        let (def, fixed) = &self.defs[b];
        let def = def.as_ref()?;
        if has_global_inputs(def) {
            return None;
        }
        let share = fixed.is_none() && set_shareable(def);
        let key = super::eval::def_key(def);
        let bare = share.then(|| def.without_source());
        if let Some(bare) = &bare
            && let Some((_, set)) = self
                .same
                .get(&key)
                .and_then(|v| v.iter().find(|(d, _)| d == bare))
        {
            return Some(Arc::clone(set));
        }
        let ev = evaluate(Some(def.clone()), self.layer, view, fixed.as_deref());
        if !ev.exists {
            return None;
        }
        let set: Arc<[ObjIdx]> = objects_in(&ev.targets).into();
        if let Some(bare) = bare {
            self.same
                .entry(key)
                .or_default()
                .push((bare, Arc::clone(&set)));
        }
        Some(set)
    }
}

/// The objects among `targets`, in order, each once.
pub(super) fn objects_in(targets: &[Target]) -> Vec<ObjIdx> {
    let mut set: Vec<ObjIdx> = targets
        .iter()
        .filter_map(|t| match t {
            Target::Object(i) => Some(*i),
            _ => None,
        })
        .collect();
    set.sort_unstable();
    set.dedup();
    set
}

/// Whether an effect changes some object's text or copiable values in `layer` (which can
/// change what another effect's text says it applies to).
fn rewrites(d: &Def, layer: Layer) -> bool {
    d.copy.is_some()
        || d.face_down
        || d.parts.iter().any(|p| {
            p.layer() == layer
                && matches!(
                    p,
                    Part::ChangeWord { .. }
                        | Part::TextOfTopCard
                        | Part::SetCopiable(_)
                        | Part::KeepPrintedAbility(_)
                )
        })
}

/// Whether the set of a definition does not depend on its source (nor on a set fixed once).
fn set_shareable(d: &Def) -> bool {
    matches!(&d.affects, Affected::All(f) if !f.other && f.controller != Who::EnchantedPlayer)
        && d.locked.is_none()
}

/// Where each object is among the targets of the evaluations tried against, made when first
/// asked (so a trial finds its source among thousands of targets without a pass over them).
/// Kept by set: effects whose evaluation is shared share it.
#[derive(Default)]
pub(super) struct Places {
    of: FastMap<usize, (Arc<[Target]>, Vec<Place>)>,
}

impl Places {
    /// The places of `object` among `targets`, in order.
    pub(super) fn of(&mut self, targets: &Arc<[Target]>, object: ObjIdx) -> &[(ObjIdx, usize)] {
        let key = Arc::as_ptr(targets) as *const u8 as usize;
        // The set is held here, so its address names no other set while it is kept.
        let (_, at) = self.of.entry(key).or_insert_with(|| {
            let mut at: Vec<(ObjIdx, usize)> = targets
                .iter()
                .enumerate()
                .filter_map(|(k, t)| match *t {
                    Target::Object(i) => Some((i, k)),
                    _ => None,
                })
                .collect();
            at.sort_unstable();
            (Arc::clone(targets), at)
        });
        let from = at.partition_point(|&(i, _)| i < object);
        let to = at.partition_point(|&(i, _)| i <= object);
        &at[from..to]
    }

    /// Forgets the sets no longer tried against.
    pub(super) fn clear(&mut self) {
        self.of.clear();
    }
}
