//! Evaluating the effects of a group, and again after applications (only those whose source or
//! reads an application met), with the evaluations shared by effects that differ only in their
//! source ([`Shared`]).

use std::sync::Arc;

use super::shared::shareable;
use super::solver::{Cand, Solver};
use crate::rules::effect::Target;
use crate::rules::eval::{
    Def, Eval, View, definition, delta_is_local, evaluate, evaluate_delta, has_global_inputs,
};
use crate::rules::layer::Layer;
use crate::rules::object::ObjIdx;

impl Solver<'_> {
    pub(super) fn def_of(&self, c: &Cand, view: &View) -> (Option<Def>, Option<Arc<[Target]>>) {
        let label = &self.effects[c.info].label;
        match self.started.get(&c.key) {
            Some((set, snapshot)) => (
                Some(definition(&c.key, view, label).unwrap_or_else(|| snapshot.clone())),
                Some(set.clone()),
            ),
            None => (definition(&c.key, view, label), None),
        }
    }

    pub(super) fn eval_cand(&self, c: &Cand, layer: Layer, view: &View) -> Eval {
        let (def, fixed) = self.def_of(c, view);
        // Effects whose definitions differ only in their source (twenty Glorious Anthems)
        // find the same set and do the same: one evaluation serves them all until something
        // they read is written.
        let key = match (&def, view.over, &fixed) {
            (Some(d), None, None) if shareable(d) => Some(crate::rules::eval::def_key(d)),
            _ => None,
        };
        if let (Some(d), Some(key)) = (&def, key.as_ref())
            && let Some((targets, ops)) = self.shared.borrow().get(layer, key, d)
        {
            self.charge(0);
            return Eval {
                exists: true,
                def,
                targets,
                ops,
            };
        }
        let ev = evaluate(def, layer, view, fixed.as_deref());
        self.charge(self.scanned(&ev));
        if let (Some(d), Some(key), true) = (&ev.def, key, ev.exists) {
            self.shared.borrow_mut().put(layer, key, d, &ev);
        }
        ev
    }

    /// The objects an evaluation looked at: every object for a set that follows the board,
    /// the set otherwise.
    pub(super) fn scanned(&self, ev: &Eval) -> usize {
        match &ev.def {
            Some(d)
                if d.locked.is_none()
                    && matches!(d.affects, crate::rules::card::Affected::All(_)) =>
            {
                self.chars.len()
            }
            _ => ev.targets.len(),
        }
    }

    /// Evaluates `c` again after an application that wrote to the objects `touched`
    /// (`board_hit`: what it wrote is something `c`'s filter, condition or instruction reads).
    /// Unless its source was touched or its reads were met, `prev` still holds. Also says
    /// how the evaluation changed (trials kept from before must then be made again).
    pub(super) fn reevaluate(
        &self,
        c: &Cand,
        layer: Layer,
        view: &View,
        prev: Eval,
        board_hit: bool,
        touched: &[ObjIdx],
    ) -> (Eval, Moved) {
        let source = prev.def.as_ref().and_then(|d| d.source);
        let source_hit = source.is_some_and(|s| touched.binary_search(&s).is_ok());
        if !board_hit && !source_hit {
            return (prev, Moved::No);
        }
        let (def_now, fixed) = self.def_of(c, view);
        let (now, how) = if def_now != prev.def || def_now.as_ref().is_some_and(has_global_inputs) {
            (
                evaluate(def_now, layer, view, fixed.as_deref()),
                Moved::Whole,
            )
        } else if board_hit {
            let local = delta_is_local(&prev, fixed.is_some());
            (
                evaluate_delta(&prev, layer, view, fixed.is_some(), touched),
                Moved::Within { local },
            )
        } else {
            return (prev, Moved::No);
        };
        self.charge(match how {
            Moved::Whole => self.scanned(&now),
            _ => touched.len(),
        });
        let how = if now == prev { Moved::No } else { how };
        (now, how)
    }
}

/// How an evaluation changed when evaluated again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Moved {
    No,
    /// Only on the objects the applications touched (its text is the same, and it reads
    /// nothing global); `local`: its trials look only at the objects they changed
    /// ([`delta_is_local`]).
    Within {
        local: bool,
    },
    /// Anywhere: evaluated in full.
    Whole,
}
