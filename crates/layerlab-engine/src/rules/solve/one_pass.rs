//! The misreading "the last effect wins across layers" (613.1 and 613.4 ignored): one pass over
//! every effect in timestamp order, each applied in full, all its parts at its turn, its set
//! read from the board at that moment. CDAs still go first, as the printed values; an effect
//! whose ability was removed before its turn does not apply; a counter is a modification stamped
//! when it was placed; a resolved effect keeps its locked set (611.2c). Not the rules: a
//! counterfactual for naming a learner's mistake.

use std::collections::BTreeMap;

use super::solver::{Cand, Solver};
use crate::rules::effect::EffectKey;
use crate::rules::fast_map::FastSet;
use crate::rules::layer::Layer;
use crate::rules::trace::Reason;

pub(super) fn run(s: &mut Solver) {
    let mut done: FastSet<EffectKey> = FastSet::default();
    // CDAs first: their values stand in for the printed ones.
    for layer in Layer::ALL {
        let cdas: Vec<Cand> = s.gather(layer).into_iter().filter(|c| c.cda).collect();
        for c in cdas {
            done.insert(c.key.clone());
            apply_part(s, layer, &c);
        }
    }
    loop {
        if s.over_budget() {
            return;
        }
        // The earliest effect that exists now and has not had its turn, with its layers. The
        // board is read again after each turn: an ability granted or removed by an earlier
        // effect joins or leaves here.
        let mut pending: BTreeMap<(u64, EffectKey), (Cand, Vec<Layer>)> = BTreeMap::new();
        for layer in Layer::ALL {
            s.charge(s.chars.len());
            for c in s.gather(layer) {
                if done.contains(&c.key) {
                    continue;
                }
                pending
                    .entry((c.timestamp, c.key.clone()))
                    .or_insert_with(|| (c, Vec::new()))
                    .1
                    .push(layer);
            }
        }
        let Some((_, (c, layers))) = pending.into_iter().next() else {
            return;
        };
        done.insert(c.key.clone());
        for layer in layers {
            if !apply_part(s, layer, &c) {
                break;
            }
        }
    }
}

/// Applies `c`'s part in `layer`; false when it does not exist now.
fn apply_part(s: &mut Solver, layer: Layer, c: &Cand) -> bool {
    let ev = s.eval_cand(c, layer, &s.view());
    if !ev.exists {
        return false;
    }
    if matches!(layer, Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d) {
        s.no_value_is_zero(layer, Some(&ev.targets));
    }
    s.apply_step(layer, c, ev, Reason::Timestamp, Vec::new());
    true
}
