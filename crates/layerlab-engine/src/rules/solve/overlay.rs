//! A trial application: the characteristics of the objects an effect would change, as they
//! would be, kept up to date between applications.

use std::sync::Arc;

use crate::rules::effect::Target;
use crate::rules::eval::Eval;
use crate::rules::object::{Chars, ObjIdx, ObjMap};
use crate::rules::op;

/// A trial application of one effect: the characteristics of the objects it would change
/// (among those it was made for), as they would be.
pub(super) struct Overlay {
    pub(super) chars: ObjMap<Chars>,
    /// The objects in `chars`, in order.
    pub(super) changed: Vec<ObjIdx>,
    /// Every object it was made for, in order, with the ops applied to it: after
    /// applications, only the entries whose object or ops changed are made again.
    pub(super) made_with: Vec<(ObjIdx, Arc<[op::Op]>)>,
}

impl Overlay {
    /// The trial application of `e` to the objects `keep` selects.
    pub(super) fn new(chars: &[Chars], e: &Eval, keep: impl Fn(ObjIdx) -> bool) -> Overlay {
        let made_with = object_ops(e, keep);
        let mut over = Overlay {
            chars: ObjMap::default(),
            changed: Vec::new(),
            made_with,
        };
        for (i, ops) in &over.made_with {
            if let Some(c) = applied(&chars[*i], ops) {
                over.changed.push(*i);
                over.chars.insert(*i, c);
            }
        }
        over
    }

    /// The trial application of `e` at the places `at` of its targets (their objects in
    /// order), as [`Overlay::new`] selecting those objects.
    pub(super) fn at(chars: &[Chars], e: &Eval, at: &[(ObjIdx, usize)]) -> Overlay {
        let mut over = Overlay {
            chars: ObjMap::default(),
            changed: Vec::new(),
            made_with: at
                .iter()
                .map(|&(i, k)| (i, Arc::clone(e.ops.get(k))))
                .collect(),
        };
        for (i, ops) in &over.made_with {
            if let Some(c) = applied(&chars[*i], ops) {
                over.changed.push(*i);
                over.chars.insert(*i, c);
            }
        }
        over
    }

    /// Brings the overlay up to date with `e` (made for every object it affects) after
    /// applications that changed the objects `touched` marks: only the entries whose object
    /// was touched, or whose ops are not the same, are made again.
    /// The objects whose entry was made again are marked in `redone`.
    pub(super) fn patch(
        &mut self,
        chars: &[Chars],
        e: &Eval,
        touched: &[bool],
        redone: &mut [bool],
    ) {
        let now = object_ops(e, |_| true);
        let old = std::mem::take(&mut self.made_with);
        let mut moved = false;
        let mut redo = |over: &mut Overlay, i: ObjIdx, ops: Option<&[op::Op]>| {
            redone[i] = true;
            let entry = ops.and_then(|ops| applied(&chars[i], ops));
            let was = match entry {
                Some(c) => over.chars.insert(i, c).is_some(),
                None => over.chars.remove(&i).is_some(),
            };
            moved |= was != over.chars.contains_key(&i);
        };
        let mut k = 0;
        for (i, ops) in &now {
            while k < old.len() && old[k].0 < *i {
                redo(self, old[k].0, None);
                k += 1;
            }
            let same = k < old.len()
                && old[k].0 == *i
                && (Arc::ptr_eq(&old[k].1, ops) || old[k].1 == *ops);
            if k < old.len() && old[k].0 == *i {
                k += 1;
            }
            if !same || touched[*i] {
                redo(self, *i, Some(ops));
            }
        }
        for (j, _) in &old[k..] {
            redo(self, *j, None);
        }
        if moved {
            self.changed = self.chars.keys().copied().collect();
            self.changed.sort_unstable();
        }
        self.made_with = now;
    }
}

/// The objects `e` applies to that `keep` selects, in order, with their ops.
pub(super) fn object_ops(e: &Eval, keep: impl Fn(ObjIdx) -> bool) -> Vec<(ObjIdx, Arc<[op::Op]>)> {
    let mut v: Vec<(ObjIdx, Arc<[op::Op]>)> = e
        .targets
        .iter()
        .zip(e.ops.iter())
        .filter_map(|(t, ops)| match *t {
            Target::Object(i) if keep(i) => Some((i, Arc::clone(ops))),
            _ => None,
        })
        .collect();
    v.sort_by_key(|(i, _)| *i);
    v
}

/// `c` once `ops` are applied, if that changes it.
pub(super) fn applied(c: &Chars, ops: &[op::Op]) -> Option<Chars> {
    if !ops.iter().any(|o| op::may_change(o, c)) {
        debug_assert!(
            {
                let mut d = c.clone();
                ops.iter().for_each(|o| op::apply(o, &mut d));
                d == *c
            },
            "may_change said no, yet {ops:?} changed {c:?}"
        );
        return None;
    }
    // A trial that overflows is reported when the effect really applies, not here.
    let mut d = c.clone();
    for o in ops {
        op::apply(o, &mut d);
    }
    (d != *c).then_some(d)
}
