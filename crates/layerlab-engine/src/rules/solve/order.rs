//! The order of a group's applications: timestamp order (613.7) overridden by dependency
//! (613.8), found by trials; loops (613.8b) fall back to timestamps. Each application is a step.

use std::collections::BTreeSet;

use super::evaluate::Moved;
use super::pairs::{Edges, Found, Pairs, Partners};
use super::solver::{Cand, Solver};
use super::trials::{Reads, Trials, distinct};
use crate::rules::card::Ability;
use crate::rules::effect::EffectKey;
use crate::rules::eval::{self, Eval, part_writes, reads, set_blind_to};
use crate::rules::layer::{Layer, Numbering};
use crate::rules::object::ObjIdx;
use crate::rules::object::Zone;
use crate::rules::op;
use crate::rules::reach::{Reach, Reading, objects_in};
use crate::rules::switches as misconception;
use crate::rules::trace::{Dep, DepKind, Reason};

impl Solver<'_> {
    pub(super) fn run_layer(&mut self, layer: Layer) {
        let cands = self.gather(layer);
        self.report_vanished(layer, &cands);
        self.in_layer.clear();
        self.in_layer.extend(cands.iter().map(|c| c.key.clone()));
        if layer.cda_first() && misconception::cdas_first(self.opts.misconception) {
            let (cdas, others): (Vec<Cand>, Vec<Cand>) = cands.into_iter().partition(|c| c.cda);
            self.run_groups(layer, cdas, true);
            self.run_groups(layer, others, false);
        } else if layer == Layer::L7c && self.opts.numbering == Numbering::Course {
            let (counters, others): (Vec<Cand>, Vec<Cand>) =
                cands.into_iter().partition(|c| c.counters);
            self.run_groups(layer, others, false);
            self.run_groups(layer, counters, false);
        } else {
            self.run_groups(layer, cands, false);
        }
    }

    /// Runs a group; when an application gives an object a static ability whose effect
    /// belongs to this layer, the effects still waiting and the new one make a group again
    /// (the new effect applies here, in its timestamp order, 613.7a).
    fn run_groups(&mut self, layer: Layer, mut cands: Vec<Cand>, cda_group: bool) {
        while let Some(rest) = self.run_group(layer, cands, cda_group) {
            cands = rest;
        }
    }

    /// The static abilities of `objects` with a part in `layer` that are not yet among the
    /// layer's effects (given by an application of this layer), as effects to apply.
    fn new_in_layer(&mut self, layer: Layer, objects: &[ObjIdx]) -> Vec<Cand> {
        let mut keys = Vec::new();
        for &i in objects {
            for a in self.chars[i].abilities.iter() {
                let key = EffectKey::Ability(i, a.origin.clone());
                if matches!(a.ability, Ability::Static(_))
                    && !self.in_layer.contains(&key)
                    && self.parts_in(&key, layer)
                    && (self.game.objects[i].zone == Zone::Battlefield)
                {
                    keys.push(key);
                }
            }
        }
        keys.into_iter()
            .map(|k| {
                self.in_layer.insert(k.clone());
                self.cand(k, false)
            })
            .collect()
    }

    /// Applies a group's effects in order; `Some` of the effects to apply again as a group
    /// when an application gave an object a new effect of this layer ([`Solver::run_groups`]).
    pub(super) fn run_group(
        &mut self,
        layer: Layer,
        cands: Vec<Cand>,
        cda_group: bool,
    ) -> Option<Vec<Cand>> {
        let n = cands.len();
        if n == 0 {
            return None;
        }
        // What each effect writes and reads, to know which pairs could ever depend (613.8a).
        let view = self.view();
        let defs: Vec<Reading> = cands.iter().map(|c| self.def_of(c, &view)).collect();
        let (writes, src_reads, board_reads): (Vec<u16>, Vec<u16>, Vec<u16>) = {
            let mut w = Vec::with_capacity(n);
            let mut s = Vec::with_capacity(n);
            let mut b = Vec::with_capacity(n);
            for (def, _) in &defs {
                match def {
                    Some(d) => {
                        let mut wr: u16 = d
                            .parts
                            .iter()
                            .filter(|p| p.layer() == layer)
                            .map(part_writes)
                            .fold(0, |x, y| x | y);
                        if d.copy.is_some() || d.face_down {
                            wr = eval::facet::ALL;
                        }
                        let (sr, br) = reads(d);
                        w.push(wr);
                        s.push(sr);
                        b.push(br);
                    }
                    None => {
                        w.push(0);
                        s.push(0);
                        b.push(0);
                    }
                }
            }
            (w, s, b)
        };
        // An effect that reads nothing can depend on none: no pass over the others for it.
        // One that only reads its source can depend only on those that may touch it.
        let sources: Vec<Option<ObjIdx>> = defs
            .iter()
            .map(|(d, _)| d.as_ref().and_then(|d| d.source))
            .collect();
        let mut reach = Reach::new(layer, &defs, &writes, &board_reads);
        let pairs = Pairs::new(
            &writes,
            &src_reads,
            &board_reads,
            &sources,
            &mut reach,
            &view,
        );
        drop(reach);
        drop(defs);
        let mut interacting = vec![false; n];
        for a in 0..n {
            let of = pairs.of(a);
            if !of.is_empty() {
                interacting[a] = true;
                for p in of {
                    interacting[pairs.to(p)] = true;
                }
            }
        }

        // The waiting effects by timestamp order (613.7), a rank each: an application costs a
        // look at the interacting effects, not a pass over every waiting one (a board of
        // thousands of independent effects would otherwise take time quadratic in them).
        let mut by_rank: Vec<usize> = (0..n).collect();
        by_rank.sort_by(|&a, &b| {
            (cands[a].timestamp, &cands[a].key).cmp(&(cands[b].timestamp, &cands[b].key))
        });
        let mut rank = vec![0usize; n];
        for (r, &a) in by_rank.iter().enumerate() {
            rank[a] = r;
        }
        let mut queue: BTreeSet<usize> = (0..n).collect();
        let mut is_waiting = vec![true; n];
        let inter: Vec<usize> = (0..n).filter(|&a| interacting[a]).collect();
        // Who each interacting effect shares pairs with, and the effects that stopped waiting
        // since the last evaluation of the others: after it, an effect none of whose partners
        // waits any more interacts no more.
        let mut partners = (!inter.is_empty()).then(|| Partners::new(&pairs, n));
        let mut stopped: Vec<usize> = Vec::new();
        let mut evals: Vec<Option<Eval>> = vec![None; n];
        // The dependencies found so far, each once, in the order found (the step's record).
        let mut history: Vec<Vec<Found>> = vec![Vec::new(); n];
        let mut edges = Edges::default();
        let mut scc: Vec<usize> = (0..n).collect();
        let mut recompute = true;
        // What the last interacting application wrote, and to which objects: only the effects
        // whose source or reads it met are evaluated again (the others cannot have changed).
        let mut last: Option<(u16, Vec<ObjIdx>, Vec<op::Op>)> = None;
        let mut trials = Trials::new(pairs, n, self.chars.len());
        // What each effect was seen waiting for: once all of it has applied, the effect is
        // released and applies just after it, before older effects that don't concern it
        // (613.8b).
        let mut waited_for: Vec<Vec<usize>> = vec![Vec::new(); n];

        while !queue.is_empty() {
            if self.over_budget() {
                return None;
            }
            if recompute {
                recompute = false;
                let mut waiting: Vec<usize> = (0..n).filter(|&a| is_waiting[a]).collect();
                let view = self.view();
                // Which evaluations changed: the trials that used them are made again.
                let mut moved = vec![Moved::No; n];
                for &a in &waiting {
                    if interacting[a] {
                        let (ev, m) = match (evals[a].take(), &last) {
                            (Some(prev), Some((wrote, touched, ops))) => {
                                // Its reads were met, unless none of the ops can change who
                                // its filter matches.
                                let board_hit =
                                    *wrote & board_reads[a] != 0 && !set_blind_to(&prev, ops);
                                self.reevaluate(&cands[a], layer, &view, prev, board_hit, touched)
                            }
                            _ => (self.eval_cand(&cands[a], layer, &view), Moved::Whole),
                        };
                        evals[a] = Some(ev);
                        moved[a] = m;
                    }
                }
                // A misreading keeps an effect whose ability was removed (see `revive`).
                for &a in &waiting {
                    if let Some(ev) = evals[a].as_ref()
                        && let Some(back) = self.revive(&cands[a], layer, ev)
                    {
                        evals[a] = Some(back);
                    }
                }
                // Effects that stopped existing leave the queue, as steps of their own.
                let gone: Vec<usize> = waiting
                    .iter()
                    .copied()
                    .filter(|&a| interacting[a] && !evals[a].as_ref().is_some_and(|e| e.exists))
                    .collect();
                for a in &gone {
                    let existence = first_existence(&history[*a], &cands);
                    self.vanish(layer, &cands[*a], evals[*a].as_ref(), existence);
                    is_waiting[*a] = false;
                    queue.remove(&rank[*a]);
                }
                waiting.retain(|a| !gone.contains(a));
                let patched = trials.forget(&self.chars, &waiting, &evals, &moved, &board_reads);
                self.charge(patched);
                self.dependencies(
                    layer,
                    &cands,
                    &waiting,
                    &interacting,
                    &evals,
                    &Reads {
                        writes: &writes,
                        source: &src_reads,
                        board: &board_reads,
                    },
                    &mut trials,
                    &mut edges,
                );
                if self.ignore_dependency {
                    edges.clear();
                }
                let pairs = &mut trials.pairs;
                scc = components(n, &waiting, &edges, pairs);
                for (a, found) in edges.each() {
                    for p in found {
                        let b = pairs.to(p);
                        if scc[a] != scc[b]
                            && let Some(kind) = pairs.verdict(p).and_then(|v| v.kind)
                            && pairs.enter_history(p)
                        {
                            history[a].push(Found { on: b as u32, kind });
                        }
                    }
                }
                if let Some(partners) = partners.as_mut() {
                    for s in stopped.drain(..).chain(gone.iter().copied()) {
                        partners.stopped(s, |b| interacting[b] = false);
                    }
                }
                if waiting.is_empty() {
                    break;
                }
            }
            // Effects waiting for another one (only interacting effects have edges).
            let pairs = &trials.pairs;
            let mut blocked = Vec::new();
            if !edges.is_empty() {
                blocked = vec![false; n];
                for (x, found) in edges.each() {
                    for p in found {
                        let y = pairs.to(p);
                        if scc[x] != scc[y] && is_waiting[y] {
                            blocked[x] = true;
                            if !waited_for[x].contains(&y) {
                                waited_for[x].push(y);
                            }
                        }
                    }
                }
            }
            let free = |a: usize| !blocked.get(a).is_some_and(|&b| b);
            // Released: it waited, and everything it waited for has applied (or is gone).
            let released = |a: usize| {
                !waited_for[a].is_empty() && waited_for[a].iter().all(|&y| !is_waiting[y])
            };
            let chosen = queue
                .iter()
                .map(|&r| by_rank[r])
                .find(|&a| free(a) && released(a))
                .or_else(|| queue.iter().map(|&r| by_rank[r]).find(|&a| free(a)))
                .or_else(|| (0..n).find(|&a| is_waiting[a]))
                .expect("the queue holds a waiting effect");
            let ev = if interacting[chosen] {
                evals[chosen]
                    .take()
                    .unwrap_or_else(|| self.eval_cand(&cands[chosen], layer, &self.view()))
            } else {
                self.eval_cand(&cands[chosen], layer, &self.view())
            };
            let ev = self.revive(&cands[chosen], layer, &ev).unwrap_or(ev);
            is_waiting[chosen] = false;
            queue.remove(&rank[chosen]);
            if partners.is_some() {
                stopped.push(chosen);
            }
            if !ev.exists {
                let existence = first_existence(&history[chosen], &cands);
                self.vanish(layer, &cands[chosen], Some(&ev), existence);
                continue;
            }
            let reason = if cda_group {
                Reason::CdaFirst
            } else if interacting[chosen]
                && inter
                    .iter()
                    .any(|&a| is_waiting[a] && scc[a] == scc[chosen])
            {
                // Only interacting effects share a component with another.
                let mut members: Vec<usize> = inter
                    .iter()
                    .copied()
                    .filter(|&a| scc[a] == scc[chosen])
                    .map(|a| cands[a].info)
                    .collect();
                members.sort();
                members.dedup();
                Reason::Loop { members }
            } else {
                // Waiting effects ahead of it in timestamp order: those blocked (interacting)
                // wait for it; the others it passes because it was released (613.8b).
                let (mut ahead, mut passed): (Vec<usize>, Vec<usize>) = queue
                    .range(..rank[chosen])
                    .map(|&r| by_rank[r])
                    .partition(|&a| !free(a));
                ahead.sort_unstable();
                passed.sort_unstable();
                let earlier: Vec<Dep> = ahead
                    .into_iter()
                    .map(|a| {
                        let kind = edges
                            .of(a)
                            .find(|&p| pairs.to(p) == chosen)
                            .or_else(|| edges.of(a).next())
                            .and_then(|p| pairs.verdict(p))
                            .and_then(|v| v.kind)
                            .unwrap_or(DepKind::Instruction);
                        Dep {
                            effect: cands[a].info,
                            kind,
                        }
                    })
                    .collect();
                if !earlier.is_empty() {
                    Reason::Dependency { jumps: earlier }
                } else if !passed.is_empty() {
                    let mut passes: Vec<usize> = passed.iter().map(|&a| cands[a].info).collect();
                    passes.dedup();
                    Reason::JustAfter { passes }
                } else {
                    Reason::Timestamp
                }
            };
            let applied_waiting: Vec<Dep> = history[chosen]
                .iter()
                .filter(|f| !is_waiting[f.on as usize])
                .map(|f| Dep {
                    effect: cands[f.on as usize].info,
                    kind: f.kind,
                })
                .collect();
            // An ability given here may generate an effect of this layer (613.7a): a grant
            // by a static ability or a spell; a CDA gives none (604.3a).
            let gives = !cda_group
                && writes[chosen] & eval::facet::ABILITIES_GAINED != 0
                && distinct(&ev.ops).any(|o| gives_static_in(o, layer));
            let touched = if gives || !inter.is_empty() {
                objects_in(&ev.targets)
            } else {
                Vec::new()
            };
            if inter.is_empty() {
                // No trial nor evaluation is kept: nothing to note.
                self.apply_step(layer, &cands[chosen], ev, reason, applied_waiting);
            } else {
                trials.note(writes[chosen], &touched);
                let ops: Vec<op::Op> = distinct(&ev.ops).cloned().collect();
                self.apply_step(layer, &cands[chosen], ev, reason, applied_waiting);
                if interacting[chosen] {
                    recompute = true;
                    last = Some((writes[chosen], touched.clone(), ops));
                }
            }
            if gives {
                let new = self.new_in_layer(layer, &touched);
                if !new.is_empty() {
                    let mut rest: Vec<Cand> = cands
                        .into_iter()
                        .enumerate()
                        .filter(|(a, _)| is_waiting[*a])
                        .map(|(_, c)| c)
                        .collect();
                    rest.extend(new);
                    return Some(rest);
                }
            }
        }
        None
    }
}

/// Whether applying `op` may give an object a static ability with a part in `layer`.
fn gives_static_in(op: &op::Op, layer: Layer) -> bool {
    let in_layer =
        |a: &Ability| matches!(a, Ability::Static(s) if s.parts.iter().any(|p| p.layer() == layer));
    match op {
        op::Op::Grant(abilities, ..) => abilities.iter().any(in_layer),
        op::Op::SetCopiable(c) => c.add_abilities.iter().any(in_layer),
        op::Op::Copy(v, _) | op::Op::TakeText(v, _) => {
            v.abilities.iter().any(|a| in_layer(&a.ability))
        }
        _ => false,
    }
}

/// The first effect `history` says an effect depended on for its existence (its index).
fn first_existence(history: &[Found], cands: &[Cand]) -> Option<usize> {
    history
        .iter()
        .find(|f| f.kind == DepKind::Existence)
        .map(|f| cands[f.on as usize].info)
}

/// Strongly connected components of the dependency graph among `waiting` (Tarjan, with a stack
/// of its own rather than recursion: a chain of thousands of effects); returns a component id
/// per effect, the first of its effects reached. Edges inside a component are a dependency loop
/// (613.8b).
pub(super) fn components(n: usize, waiting: &[usize], edges: &Edges, pairs: &Pairs) -> Vec<usize> {
    struct Tarjan {
        index: Vec<usize>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        comp: Vec<usize>,
        counter: usize,
        /// The effects being visited, each with how many of its edges were followed.
        calls: Vec<(usize, usize)>,
    }
    impl Tarjan {
        fn visit(&mut self, v: usize) {
            self.index[v] = self.counter;
            self.low[v] = self.counter;
            self.counter += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            self.calls.push((v, 0));
        }
    }
    let mut t = Tarjan {
        index: vec![usize::MAX; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        comp: (0..n).collect(),
        counter: 0,
        calls: Vec::new(),
    };
    for &root in waiting {
        if t.index[root] != usize::MAX {
            continue;
        }
        t.visit(root);
        while let Some(&(v, k)) = t.calls.last() {
            if let Some(p) = edges.get(v, k) {
                if let Some(call) = t.calls.last_mut() {
                    call.1 += 1;
                }
                let w = pairs.to(p);
                if t.index[w] == usize::MAX {
                    t.visit(w);
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
                continue;
            }
            t.calls.pop();
            if t.low[v] == t.index[v] {
                while let Some(w) = t.stack.pop() {
                    t.on_stack[w] = false;
                    t.comp[w] = v;
                    if w == v {
                        break;
                    }
                }
            }
            if let Some(&(u, _)) = t.calls.last() {
                t.low[u] = t.low[u].min(t.low[v]);
            }
        }
    }
    t.comp
}
