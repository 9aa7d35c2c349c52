//! Dependency trials (613.8a): would applying one effect first change another's existence,
//! text, set or instructions? Verdicts are kept between applications and made again only where
//! an application may have changed them.

use std::sync::Arc;

use super::evaluate::Moved;
use super::overlay::Overlay;
use super::pairs::Verdict;
use super::pairs::{Edges, Pairs};
use super::solver::{Cand, Solver};
use crate::rules::effect::Target;
use crate::rules::eval::{
    Def, Eval, Ops, View, delta_is_local, delta_kind, evaluate, has_global_inputs, set_blind_to,
};
use crate::rules::fast_map::FastMap;
use crate::rules::layer::Layer;
use crate::rules::object::{Chars, ObjIdx};
use crate::rules::op;
use crate::rules::reach::Places;
use crate::rules::trace::DepKind;

impl Solver<'_> {
    /// The dependency edges (`a` depends on `b`: the pair's verdict says why), found by applying
    /// `b` to a copy of what it touches and evaluating `a` again, into `edges`. Trials still
    /// valid are taken from `trials`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn dependencies(
        &self,
        layer: Layer,
        cands: &[Cand],
        waiting: &[usize],
        interacting: &[bool],
        evals: &[Option<Eval>],
        reads: &Reads,
        trials: &mut Trials,
        edges: &mut Edges,
    ) {
        edges.clear();
        trials.places.clear();
        let mut live = vec![false; cands.len()];
        for &a in waiting {
            live[a] = interacting[a];
        }
        if live.iter().filter(|&&l| l).count() < 2 {
            return;
        }
        for &a in waiting {
            if !live[a] {
                continue;
            }
            if self.over_budget() {
                break;
            }
            let Some(ea) = evals[a].as_ref() else {
                continue;
            };
            // An effect reading more than its facets say is tried again every time, in full.
            let declared = reads_declared(ea);
            let mut same_at_source = FastMap::default();
            let local = delta_is_local(ea, self.started.contains_key(&cands[a].key));
            edges.begin(a, trials.pairs.of(a).start);
            for p in trials.pairs.of(a) {
                let b = trials.pairs.to(p);
                // No dependency between an effect from a CDA and one that is not (613.8a(c)):
                // they meet in one group only when CDAs are ordered by timestamp.
                if !live[b] || cands[a].cda != cands[b].cda {
                    continue;
                }
                let Some(eb) = evals[b].as_ref() else {
                    continue;
                };
                if !eb.exists {
                    continue;
                }
                let kept = match trials.pairs.verdict(p) {
                    Some(v) if declared && !v.recheck => Some(v),
                    Some(v) if declared && local => {
                        self.recheck(layer, (&cands[a], ea), (b, eb), v, trials)
                    }
                    _ => None,
                };
                let verdict = kept.unwrap_or_else(|| {
                    self.trial(
                        layer,
                        (a, &cands[a], ea),
                        (b, eb),
                        reads,
                        declared,
                        &mut trials.overlays,
                        &mut trials.places,
                        &mut same_at_source,
                    )
                });
                trials.pairs.set_verdict(p, Some(verdict));
                if verdict.kind.is_some() {
                    edges.push(p);
                }
            }
        }
    }

    /// One trial application (613.8a): would applying `b` first change `a`'s existence, text,
    /// set or instructions? When `b` writes nothing `a` reads on the board, only `a`'s source
    /// is changed in the trial (the rest could not change `a`'s evaluation).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn trial(
        &self,
        layer: Layer,
        (a, ca, ea): (usize, &Cand, &Eval),
        (b, eb): (usize, &Eval),
        reads: &Reads,
        declared: bool,
        overlays: &mut [Option<Overlay>],
        places: &mut Places,
        same_at_source: &mut FastMap<usize, Verdict>,
    ) -> Verdict {
        let source = ea.def.as_ref().and_then(|d| d.source);
        let at_source = match source {
            Some(s) => places.of(&eb.targets, s),
            None => &[],
        };
        let touches_source = !at_source.is_empty();
        let on_board = reads.writes[b] & reads.board[a] != 0;
        let mut verdict = Verdict {
            kind: None,
            source_only: !on_board && declared,
            whole_board: false,
            recheck: false,
        };
        let on_source = touches_source && reads.writes[b] & reads.source[a] != 0;
        if !(on_board || on_source) {
            return verdict;
        }
        // `b` leaves `a`'s source alone and writes nothing `a`'s filter looks at: no trial.
        if !touches_source && set_blind_to(ea, distinct(&eb.ops)) {
            verdict.source_only = true;
            return verdict;
        }
        // A trial on `a`'s source alone gives what the ops applied there give: effects that
        // do the same there (a thousand Blood Moons, one evaluation shared) are tried once.
        let memo_key = match at_source {
            [(_, k)] if verdict.source_only => {
                Some(Arc::as_ptr(eb.ops.get(*k)) as *const u8 as usize)
            }
            _ => None,
        };
        if let Some(v) = memo_key.and_then(|k| same_at_source.get(&k)) {
            self.charge(1);
            return *v;
        }
        let verdict = self.trial_applied(layer, ca, ea, eb, at_source, verdict, overlays, b);
        if let Some(k) = memo_key {
            same_at_source.insert(k, verdict);
        }
        verdict
    }

    /// [`Solver::trial`] once it is known that `b` may change `a`: the trial application.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn trial_applied(
        &self,
        layer: Layer,
        ca: &Cand,
        ea: &Eval,
        eb: &Eval,
        at_source: &[(ObjIdx, usize)],
        mut verdict: Verdict,
        overlays: &mut [Option<Overlay>],
        b: usize,
    ) -> Verdict {
        let only_source;
        let trial = if verdict.source_only {
            only_source = Overlay::at(&self.chars, eb, at_source);
            &only_source
        } else {
            overlays[b].get_or_insert_with(|| Overlay::new(&self.chars, eb, |_| true))
        };
        let (over, changed) = (&trial.chars, &trial.changed);
        self.charge(trial.made_with.len());
        if changed.is_empty() {
            return verdict;
        }
        let view = View {
            game: self.game,
            base: &self.chars,
            over: Some(over),
        };
        let (def_now, fixed) = self.def_of(ca, &view);
        verdict.whole_board = def_now != ea.def || def_now.as_ref().is_some_and(has_global_inputs);
        if !verdict.whole_board {
            verdict.kind = delta_kind(ea, layer, &view, fixed.is_some(), changed);
            return verdict;
        }
        let after = evaluate(def_now, layer, &view, fixed.as_deref());
        self.charge(self.scanned(&after));
        verdict.kind = if !after.exists {
            Some(DepKind::Existence)
        } else if !same_text(&after.def, &ea.def) {
            Some(DepKind::Text)
        } else if after.targets != ea.targets {
            Some(DepKind::AffectedSet)
        } else if after.ops != ea.ops {
            Some(DepKind::Instruction)
        } else {
            None
        };
        verdict
    }

    /// Checks a verdict of "no dependency" again after applications that changed only the
    /// objects `trials.recheck_on` marks, for an effect `a` whose trials look only at the
    /// changed objects ([`delta_is_local`]): only those of `b`'s trial are looked at again.
    /// `None` when `a`'s text on the trial is no longer its text (a full trial is needed).
    pub(super) fn recheck(
        &self,
        layer: Layer,
        (ca, ea): (&Cand, &Eval),
        (b, eb): (usize, &Eval),
        was: Verdict,
        trials: &mut Trials,
    ) -> Option<Verdict> {
        let over =
            trials.overlays[b].get_or_insert_with(|| Overlay::new(&self.chars, eb, |_| true));
        let view = View {
            game: self.game,
            base: &self.chars,
            over: Some(&over.chars),
        };
        // If its source's entry was made again, its text is read again on the trial.
        let source = ea.def.as_ref().and_then(|d| d.source);
        if source.is_some_and(|s| trials.recheck_on[s]) {
            let (def_now, _) = self.def_of(ca, &view);
            if def_now != ea.def || def_now.as_ref().is_some_and(has_global_inputs) {
                return None;
            }
        }
        let changed: Vec<ObjIdx> = over
            .changed
            .iter()
            .copied()
            .filter(|&i| trials.recheck_on[i])
            .collect();
        self.charge(changed.len());
        let kind = if changed.is_empty() {
            None
        } else {
            delta_kind(ea, layer, &view, false, &changed)
        };
        Some(Verdict {
            kind,
            recheck: false,
            ..was
        })
    }
}

/// Whether two readings of an effect have the same text: what it affects, its parts, its
/// condition (a change of controller shows in what it applies to and does, not here).
pub(super) fn same_text(a: &Option<Def>, b: &Option<Def>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a.affects == b.affects && a.parts == b.parts && a.condition == b.condition
        }
        (None, None) => true,
        _ => false,
    }
}

/// What each effect of a group writes, and reads on its source and on the board (facet bits).
pub(super) struct Reads<'a> {
    pub(super) writes: &'a [u16],
    pub(super) source: &'a [u16],
    pub(super) board: &'a [u16],
}

/// Whether an effect reads nothing on other objects beyond its board facets: a player set
/// "controller of target" reads a controller the facets don't name.
pub(super) fn reads_declared(e: &Eval) -> bool {
    !e.def.as_ref().is_some_and(|d| {
        matches!(
            d.affects,
            crate::rules::card::Affected::Players(crate::rules::card::Who::ControllerOfTarget(_))
        )
    })
}

/// The ops of an evaluation, each run of equal lists once (most effects do the same to all).
pub(super) fn distinct(ops: &Ops) -> impl Iterator<Item = &op::Op> {
    ops.runs().flat_map(|o| o.iter())
}

/// Trials kept between the recomputes of one group. A verdict for `(a, b)` depends only on
/// both evaluations, the characteristics of `a`'s source, of `b`'s targets (`b`'s overlay),
/// and, when `a` was evaluated in full, of what `a` reads on the board: after applications,
/// only the verdicts one of these changed for are tried again.
pub(super) struct Trials {
    /// For each `b`, its overlay on every object it changes, while still valid.
    pub(super) overlays: Vec<Option<Overlay>>,
    /// For each `b`, where each object is among its targets.
    pub(super) places: Places,
    /// The pairs that may depend, each with its verdict while still valid.
    pub(super) pairs: Pairs,
    /// What the applications since the last recompute wrote, and which objects they touched.
    pub(super) wrote: u16,
    pub(super) touched: Vec<bool>,
    pub(super) touched_list: Vec<ObjIdx>,
    /// The objects that changed at the last recompute: touched by an application, or given a
    /// new entry in an overlay. Verdicts marked `recheck` are checked again on these alone.
    pub(super) recheck_on: Vec<bool>,
}

impl Trials {
    pub(super) fn new(pairs: Pairs, effects: usize, objects: usize) -> Trials {
        Trials {
            overlays: (0..effects).map(|_| None).collect(),
            places: Places::default(),
            pairs,
            wrote: 0,
            touched: vec![false; objects],
            touched_list: Vec::new(),
            recheck_on: vec![false; objects],
        }
    }

    /// Notes an application (interacting or not: both change what trials see).
    pub(super) fn note(&mut self, wrote: u16, touched: &[ObjIdx]) {
        self.wrote |= wrote;
        for &i in touched {
            if !self.touched[i] {
                self.touched[i] = true;
                self.touched_list.push(i);
            }
        }
    }

    /// After the applications noted since the last recompute, and the evaluations that
    /// `moved`: brings the overlays up to date, and drops the verdicts they may have changed,
    /// or marks them to be checked again on the objects in `recheck_on`.
    pub(super) fn forget(
        &mut self,
        chars: &[Chars],
        waiting: &[usize],
        evals: &[Option<Eval>],
        moved: &[Moved],
        board_reads: &[u16],
    ) -> usize {
        let mut looked_at = 0;
        self.recheck_on.fill(false);
        let touched = &self.touched;
        let hits = |e: &Eval| {
            e.targets
                .iter()
                .any(|t| matches!(*t, Target::Object(i) if touched[i]))
        };
        let stale: Vec<bool> = (0..evals.len())
            .map(|b| moved[b] != Moved::No || evals[b].as_ref().is_none_or(hits))
            .collect();
        // An overlay no waiting effect may be tried against is dropped, not kept up to date
        // (a thousand Blood Moons' overlays once their Urborgs are gone).
        let mut needed = vec![false; evals.len()];
        for &a in waiting {
            for p in self.pairs.of(a) {
                needed[self.pairs.to(p)] = true;
            }
        }
        for (b, o) in self.overlays.iter_mut().enumerate() {
            match (o.as_mut(), evals[b].as_ref()) {
                (Some(_), _) if !needed[b] => *o = None,
                (Some(over), Some(e)) if stale[b] => {
                    looked_at += e.targets.len();
                    over.patch(chars, e, touched, &mut self.recheck_on)
                }
                (Some(_), None) => *o = None,
                _ => {}
            }
        }
        for &a in waiting {
            let source_hit = evals[a]
                .as_ref()
                .and_then(|e| e.def.as_ref())
                .and_then(|d| d.source)
                .is_some_and(|s| touched[s]);
            let board_hit = self.wrote & board_reads[a] != 0;
            for p in self.pairs.of(a) {
                let Some(mut x) = self.pairs.verdict(p) else {
                    continue;
                };
                let b = self.pairs.to(p);
                let whole = moved[a] == Moved::Whole || moved[b] == Moved::Whole;
                let within = matches!(moved[a], Moved::Within { .. })
                    || matches!(moved[b], Moved::Within { .. });
                // A trial that changed only `a`'s source (or none) looked at `a`'s set only
                // there, unless `a`'s instructions differ from object to object.
                let source_trial_holds = !x.whole_board
                    && matches!(moved[a], Moved::No | Moved::Within { local: true })
                    && !matches!(moved[b], Moved::Within { .. });
                if whole
                    || source_hit
                    || (x.whole_board && board_hit)
                    || (x.source_only && within && !source_trial_holds)
                {
                    self.pairs.set_verdict(p, None);
                } else if !x.source_only && (within || stale[b]) {
                    // Only some objects changed, in `a`'s set or `b`'s trial: a "no
                    // dependency" found on the changed objects alone can be checked again on
                    // those (once: a check still waiting from before would need both
                    // rounds' objects).
                    if x.kind.is_none() && !x.whole_board && !x.recheck {
                        x.recheck = true;
                        self.pairs.set_verdict(p, Some(x));
                    } else {
                        self.pairs.set_verdict(p, None);
                    }
                }
            }
        }
        for i in self.touched_list.drain(..) {
            self.touched[i] = false;
            self.recheck_on[i] = true;
        }
        self.wrote = 0;
        looked_at
    }
}
