//! The layer process (613): each layer in order; in each, CDAs first, then timestamp order
//! overridden by dependency detected by trial application (613.8), re-evaluated after every
//! single application; loops fall back to timestamps. Every application is a trace step.
//!
//! Arithmetic is checked: the first power or toughness that would leave `i32` is recorded in
//! [`State::overflow`] (the value stays at the end of the range). The work a solve does is
//! counted, and a solve stops past [`super::limits::MAX_SOLVE_WORK`] ([`State::unfinished`]):
//! trials of every pair of interdependent effects make some boards cost minutes otherwise.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::card::{Ability, Keyword, RuleChange};
use super::effect::{EffectKey, EffectKind, Target};
use super::eval::{
    self, Def, Eval, Ops, View, definition, delta_is_local, delta_kind, evaluate, evaluate_delta,
    has_global_inputs, part_writes, reads, set_blind_to,
};
use super::fast_map::{FastMap, FastSet};
use super::game::Game;
use super::layer::{Layer, Numbering};
use super::object::{AbilityInst, Chars, ObjIdx, ObjMap, Origin, PlayerChars, Zone};
use super::op;
use super::reach::{Places, Reach, Reading};
use super::switches::{self as misconception, Misconception};
use super::trace::{
    Change, Changes, Dep, DepKind, EffectInfo, Field, Overflow, PtOp, Reason, State, Step,
    StopReason, Trace, Value,
};
use super::types::CardType;

/// How to solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct SolveOptions {
    /// With the 2011 numbering, counters apply after every other 7c effect (their own 7d).
    pub numbering: Numbering,
    /// Record each characteristic's before → after (off for quick intermediate solves).
    pub record: bool,
    /// Solve as a classic misreading of the rules would (never the rules: for diagnosing a
    /// learner's wrong answer, see [`super::misconception`]).
    pub misconception: Option<Misconception>,
}

impl SolveOptions {
    pub fn traced() -> SolveOptions {
        SolveOptions {
            numbering: Numbering::Current,
            record: true,
            misconception: None,
        }
    }
    pub fn quick() -> SolveOptions {
        SolveOptions {
            numbering: Numbering::Current,
            record: false,
            misconception: None,
        }
    }
}

/// The result of a solve: the trace and the final state.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub trace: Trace,
    pub state: State,
}

/// Solves the layers for every object of `game`. A solve that would pass
/// [`super::limits::MAX_SOLVE_WORK`] stops there, with [`State::unfinished`] set.
pub fn solve(game: &Game, opts: &SolveOptions) -> Solution {
    solve_with(game, opts, false).0
}

/// [`solve`], and the work it took (in the units of [`super::limits::MAX_SOLVE_WORK`]).
pub fn solve_counted(game: &Game, opts: &SolveOptions) -> (Solution, u64) {
    solve_with(game, opts, false)
}

/// Solves as if dependency did not exist: every layer in pure timestamp order (CDAs still
/// first). Not the rules: a counterfactual, for exercises that must show that dependency
/// decides their answer.
pub fn solve_ignoring_dependency(game: &Game, opts: &SolveOptions) -> Solution {
    solve_with(game, opts, true).0
}

/// The board without its powers and toughnesses: every layer but 7a–7d (so every type,
/// color, ability and controller, the players and the rules), no trace, no state-based
/// actions (powers and toughnesses are left as the earlier layers make them). What an action
/// reads to check targets and fix sets of objects; and the work it took.
pub(super) fn solve_before_pt(game: &Game) -> (State, u64) {
    let (sol, work) = solve_layers(game, &SolveOptions::quick(), false, true);
    (sol.state, work)
}

fn solve_with(game: &Game, opts: &SolveOptions, ignore_dependency: bool) -> (Solution, u64) {
    solve_layers(game, opts, ignore_dependency, false)
}

fn solve_layers(
    game: &Game,
    opts: &SolveOptions,
    ignore_dependency: bool,
    before_pt: bool,
) -> (Solution, u64) {
    let mut s = Solver::new(game, *opts);
    s.ignore_dependency =
        ignore_dependency || misconception::ignores_dependency(opts.misconception);
    // What every solve costs per object, whatever its effects: the printed values, and a look
    // at each object in each layer.
    s.charge(game.objects.len().saturating_mul(PER_OBJECT_WORK));
    if opts.misconception == Some(Misconception::LastWinsAcrossLayers) {
        one_pass::run(&mut s);
    }
    for layer in misconception::layer_order(opts.misconception) {
        if s.over_budget() || opts.misconception == Some(Misconception::LastWinsAcrossLayers) {
            break;
        }
        if before_pt && matches!(layer, Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d) {
            continue;
        }
        s.run_layer(layer);
        if layer == Layer::L1b {
            // The static abilities the objects have once their copiable values are known: any
            // that later stops existing is reported in the layer where it would have applied.
            s.baseline = s.all_statics();
            for k in s.baseline.clone() {
                s.info_for(&k);
            }
        }
    }
    if !before_pt {
        s.state_based();
    }
    let work = s.work.get();
    let state = State {
        chars: s.chars,
        dies: s.dies,
        players: s.players,
        rules: s.rules,
        overflow: s.overflow,
        unfinished: s.unfinished.get(),
    };
    let sol = Solution {
        trace: Trace {
            effects: s.effects,
            initial: s.initial,
            initial_players: s.initial_players,
            initial_rules: Vec::new(),
            steps: s.steps,
        },
        state,
    };
    (sol, work)
}

/// The work every solve counts for each object (about what it costs beside evaluations,
/// trials and applications, so that a count of work is a measure of time).
const PER_OBJECT_WORK: usize = 30;

#[derive(Clone, Debug)]
struct Cand {
    key: EffectKey,
    info: usize,
    timestamp: u64,
    cda: bool,
    counters: bool,
}

struct Solver<'g> {
    game: &'g Game,
    opts: SolveOptions,
    chars: Vec<Chars>,
    dies: Vec<bool>,
    players: Vec<PlayerChars>,
    rules: Vec<RuleChange>,
    initial: Vec<Chars>,
    initial_players: Vec<PlayerChars>,
    effects: Vec<EffectInfo>,
    index: FastMap<EffectKey, usize>,
    labels: FastMap<String, usize>,
    /// Effects that started applying, with the set they keep (613.6) and their text then.
    started: FastMap<EffectKey, (Arc<[Target]>, Def)>,
    /// Which effect removed an ability from an object.
    removed_by: FastMap<(ObjIdx, Origin), usize>,
    reported: FastSet<EffectKey>,
    baseline: Vec<EffectKey>,
    steps: Vec<Step>,
    /// Counterfactual: no dependency edges (see [`solve_ignoring_dependency`]).
    ignore_dependency: bool,
    /// The first application whose arithmetic overflowed.
    overflow: Option<Overflow>,
    /// Work done so far: objects looked at by evaluations, trials and applications.
    work: std::cell::Cell<u64>,
    /// The work passed [`super::limits::MAX_SOLVE_WORK`]: the solve stopped.
    unfinished: std::cell::Cell<bool>,
    /// Evaluations shared by effects that differ only in their source.
    shared: std::cell::RefCell<Shared>,
}

impl<'g> Solver<'g> {
    fn new(game: &'g Game, opts: SolveOptions) -> Solver<'g> {
        let chars: Vec<Chars> = game
            .objects
            .iter()
            .map(|o| {
                Chars::printed(
                    &o.card,
                    if o.zone == Zone::Battlefield {
                        o.base_controller
                    } else {
                        o.owner
                    },
                )
            })
            .collect();
        let players: Vec<PlayerChars> = game
            .players
            .iter()
            .map(|p| PlayerChars {
                life: p.life,
                hand: p.hand,
                abilities: Vec::new(),
                max_hand_size: Some(7),
                rules: Vec::new(),
            })
            .collect();
        Solver {
            game,
            opts,
            initial: chars.clone(),
            initial_players: players.clone(),
            dies: vec![false; chars.len()],
            chars,
            players,
            rules: Vec::new(),
            effects: Vec::new(),
            index: FastMap::default(),
            labels: FastMap::default(),
            started: FastMap::default(),
            removed_by: FastMap::default(),
            reported: FastSet::default(),
            baseline: Vec::new(),
            steps: Vec::new(),
            ignore_dependency: false,
            overflow: None,
            work: std::cell::Cell::new(0),
            unfinished: std::cell::Cell::new(false),
            shared: std::cell::RefCell::new(Shared::default()),
        }
    }

    fn view(&self) -> View<'_> {
        View {
            game: self.game,
            base: &self.chars,
            over: None,
        }
    }

    // ---------------------------------------------------------------- effects and their names

    fn info_for(&mut self, key: &EffectKey) -> usize {
        if let Some(&i) = self.index.get(key) {
            return i;
        }
        let game = self.game;
        let (label, kind, source, source_name, timestamp, parts, locked) = match key {
            EffectKey::Ability(obj, origin) => {
                let o = &game.objects[*obj];
                let c = &self.chars[*obj];
                let inst = c.abilities.iter().find(|a| &a.origin == origin);
                let (parts, cda) = match inst.map(|a| &a.ability) {
                    Some(Ability::Static(s)) => (s.parts.clone(), s.cda),
                    Some(Ability::Keyword(Keyword::Changeling)) => {
                        (vec![super::card::Part::AllCreatureTypes], true)
                    }
                    _ => (Vec::new(), false),
                };
                let effect_abilities = c
                    .abilities
                    .iter()
                    .filter(|a| {
                        matches!(
                            a.ability,
                            Ability::Static(_) | Ability::Keyword(Keyword::Changeling)
                        )
                    })
                    .count();
                let label = match origin {
                    Origin::Printed(n) if effect_abilities > 1 => format!("{}/{}", o.id, n + 1),
                    Origin::Printed(_) | Origin::Intrinsic(_) => o.id.clone(),
                    Origin::Granted(by, n) => format!("{}/{}.{}", o.id, by, n + 1),
                };
                let kind = if cda {
                    EffectKind::Cda
                } else {
                    EffectKind::Static
                };
                (
                    label,
                    kind,
                    Some(*obj),
                    (c.name.to_string(), c.name_fr.to_string()),
                    self.static_timestamp(*obj, origin),
                    parts,
                    false,
                )
            }
            EffectKey::Registered(k) => {
                let e = &game.effects[*k];
                (
                    e.label.clone(),
                    e.kind,
                    e.source,
                    e.source_name.clone(),
                    e.timestamp,
                    e.parts.clone(),
                    e.locked.is_some(),
                )
            }
            EffectKey::Counters(obj, kind) => {
                let o = &game.objects[*obj];
                let c = o.counters.iter().find(|c| &c.kind == kind);
                let parts = c
                    .and_then(|c| {
                        if let Some(parts) = super::keyword_counters::parts(c) {
                            return Some(parts);
                        }
                        c.pt_kind()?;
                        let (p, t) = c.pt_delta().unwrap_or((0, 0));
                        Some(vec![super::card::Part::ModifyPT(p, t)])
                    })
                    .unwrap_or_default();
                (
                    format!("{}:{}", o.id, kind),
                    EffectKind::Rule,
                    Some(*obj),
                    (
                        self.chars[*obj].name.to_string(),
                        self.chars[*obj].name_fr.to_string(),
                    ),
                    c.map_or(o.timestamp, |c| c.timestamp),
                    parts,
                    false,
                )
            }
            EffectKey::FaceDown(obj) => {
                let o = &game.objects[*obj];
                (
                    format!("{}:face-down", o.id),
                    EffectKind::Rule,
                    Some(*obj),
                    (
                        self.chars[*obj].name.to_string(),
                        self.chars[*obj].name_fr.to_string(),
                    ),
                    o.timestamp,
                    Vec::new(),
                    false,
                )
            }
        };
        let i = self.effects.len();
        self.labels.insert(label.clone(), i);
        self.effects.push(EffectInfo {
            key: key.clone(),
            label,
            kind,
            source,
            source_name,
            timestamp,
            parts,
            locked,
        });
        self.index.insert(key.clone(), i);
        i
    }

    /// 613.7a: the object's timestamp, or the granting effect's, whichever is later.
    fn static_timestamp(&self, obj: ObjIdx, origin: &Origin) -> u64 {
        let own = self.game.objects[obj].timestamp;
        match origin {
            Origin::Granted(by, _) => self
                .labels
                .get(&**by)
                .map_or(own, |&i| self.effects[i].timestamp.max(own)),
            _ => own,
        }
    }

    fn cand(&mut self, key: EffectKey, counters: bool) -> Cand {
        let info = self.info_for(&key);
        let e = &self.effects[info];
        Cand {
            key,
            info,
            timestamp: e.timestamp,
            cda: e.kind == EffectKind::Cda,
            counters,
        }
    }

    /// Static abilities (and CDAs) that exist now.
    fn all_statics(&self) -> Vec<EffectKey> {
        let mut out = Vec::new();
        for (i, c) in self.chars.iter().enumerate() {
            let on_bf = self.game.objects[i].zone == Zone::Battlefield;
            for a in c.abilities.iter() {
                let cda = match &a.ability {
                    Ability::Static(s) => s.cda,
                    Ability::Keyword(Keyword::Changeling) => true,
                    _ => continue,
                };
                if cda || on_bf {
                    out.push(EffectKey::Ability(i, a.origin.clone()));
                }
            }
        }
        out
    }

    fn parts_in(&self, key: &EffectKey, layer: Layer) -> bool {
        match key {
            EffectKey::Ability(obj, origin) => {
                let from_now = self.chars[*obj]
                    .abilities
                    .iter()
                    .find(|a| &a.origin == origin)
                    .map(|a| match &a.ability {
                        Ability::Static(s) => s.parts.iter().any(|p| p.layer() == layer),
                        Ability::Keyword(Keyword::Changeling) => layer == Layer::L4,
                        _ => false,
                    });
                from_now.unwrap_or_else(|| {
                    self.index
                        .get(key)
                        .is_some_and(|&i| self.effects[i].parts.iter().any(|p| p.layer() == layer))
                })
            }
            _ => false,
        }
    }

    /// The effects with a part in `layer` that exist now.
    fn gather(&mut self, layer: Layer) -> Vec<Cand> {
        let mut keys: Vec<(EffectKey, bool)> = Vec::new();
        let mut seen: FastSet<EffectKey> = FastSet::default();
        for key in self.all_statics() {
            if self.parts_in(&key, layer) {
                seen.insert(key.clone());
                keys.push((key, false));
            }
        }
        let mut continuing: Vec<EffectKey> = self
            .started
            .iter()
            .filter(|(k, (_, def))| {
                !seen.contains(*k)
                    && def.parts.iter().any(|p| p.layer() == layer)
                    && misconception::keeps_going(self.opts.misconception, k)
            })
            .map(|(k, _)| k.clone())
            .collect();
        continuing.sort();
        for k in continuing {
            seen.insert(k.clone());
            keys.push((k, false));
        }
        for (k, e) in self.game.effects.iter().enumerate() {
            if e.ended.is_none()
                && !seen.contains(&EffectKey::Registered(k))
                && (e.parts.iter().any(|p| p.layer() == layer)
                    || (layer == Layer::L1a && e.copy.is_some()))
            {
                keys.push((EffectKey::Registered(k), false));
            }
        }
        for (i, o) in self.game.objects.iter().enumerate() {
            if o.zone != Zone::Battlefield {
                continue;
            }
            if layer == Layer::L1b && o.face_down {
                keys.push((EffectKey::FaceDown(i), false));
            }
            if layer == Layer::L7c {
                for c in &o.counters {
                    if c.pt_kind().is_some() && c.count > 0 {
                        keys.push((EffectKey::Counters(i, c.kind.clone()), true));
                    }
                }
            }
            if layer == Layer::L6 {
                for c in &o.counters {
                    if super::keyword_counters::parts(c).is_some() {
                        keys.push((EffectKey::Counters(i, c.kind.clone()), false));
                    }
                }
            }
        }
        keys.into_iter()
            .map(|(k, counters)| self.cand(k, counters))
            .collect()
    }

    // ---------------------------------------------------------------- the layers

    fn run_layer(&mut self, layer: Layer) {
        let cands = self.gather(layer);
        self.report_vanished(layer, &cands);
        if layer.cda_first() && misconception::cdas_first(self.opts.misconception) {
            let (cdas, others): (Vec<Cand>, Vec<Cand>) = cands.into_iter().partition(|c| c.cda);
            self.run_group(layer, cdas, true);
            self.run_group(layer, others, false);
        } else if layer == Layer::L7c && self.opts.numbering == Numbering::Course {
            let (counters, others): (Vec<Cand>, Vec<Cand>) =
                cands.into_iter().partition(|c| c.counters);
            self.run_group(layer, others, false);
            self.run_group(layer, counters, false);
        } else {
            self.run_group(layer, cands, false);
        }
    }

    /// Static abilities that existed once layer 1 was done but whose ability has since been
    /// removed, in the first layer they would have applied in.
    fn report_vanished(&mut self, layer: Layer, cands: &[Cand]) {
        let present: FastSet<&EffectKey> = cands.iter().map(|c| &c.key).collect();
        let gone: Vec<EffectKey> = self
            .baseline
            .iter()
            .filter(|k| {
                !present.contains(k)
                    && !self.reported.contains(*k)
                    && !self.started.contains_key(*k)
            })
            .filter(|k| {
                self.index
                    .get(*k)
                    .is_some_and(|&i| self.effects[i].parts.iter().any(|p| p.layer() == layer))
            })
            .cloned()
            .collect();
        for k in gone {
            let info = self.info_for(&k);
            let cause = match &k {
                EffectKey::Ability(obj, origin) => {
                    self.removed_by.get(&(*obj, origin.clone())).copied()
                }
                _ => None,
            };
            self.stop_step(layer, &k, info, cause, StopReason::AbilityRemoved);
        }
    }

    fn stop_step(
        &mut self,
        layer: Layer,
        key: &EffectKey,
        info: usize,
        cause: Option<usize>,
        why: StopReason,
    ) {
        if !self.reported.insert(key.clone()) {
            return;
        }
        self.steps.push(Step {
            layer,
            effect: Some(info),
            reason: Reason::StopsExisting { cause, why },
            depends_on: cause
                .map(|c| {
                    vec![Dep {
                        effect: c,
                        kind: DepKind::Existence,
                    }]
                })
                .unwrap_or_default(),
            continues: false,
            locked: false,
            counters: false,
            affected: Arc::default(),
            changes: Changes::new(),
        });
    }

    fn def_of(&self, c: &Cand, view: &View) -> (Option<Def>, Option<Arc<[Target]>>) {
        let label = &self.effects[c.info].label;
        match self.started.get(&c.key) {
            Some((set, snapshot)) => (
                Some(definition(&c.key, view, label).unwrap_or_else(|| snapshot.clone())),
                Some(set.clone()),
            ),
            None => (definition(&c.key, view, label), None),
        }
    }

    fn eval_cand(&self, c: &Cand, layer: Layer, view: &View) -> Eval {
        let (def, fixed) = self.def_of(c, view);
        // Effects whose definitions differ only in their source (twenty Glorious Anthems)
        // find the same set and do the same: one evaluation serves them all until something
        // they read is written.
        let key = match (&def, view.over, &fixed) {
            (Some(d), None, None) if shareable(d) => Some(super::eval::def_key(d)),
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
    fn scanned(&self, ev: &Eval) -> usize {
        match &ev.def {
            Some(d) if d.locked.is_none() && matches!(d.affects, super::card::Affected::All(_)) => {
                self.chars.len()
            }
            _ => ev.targets.len(),
        }
    }

    /// Counts work: `n` objects looked at, and one more for the step itself.
    fn charge(&self, n: usize) {
        self.work.set(self.work.get().saturating_add(n as u64 + 1));
    }

    /// Whether the solve has done all the work it may ([`super::limits::MAX_SOLVE_WORK`]);
    /// it then stops, its state marked unfinished.
    fn over_budget(&self) -> bool {
        if self.work.get() > super::limits::MAX_SOLVE_WORK {
            self.unfinished.set(true);
        }
        self.unfinished.get()
    }

    /// Evaluates `c` again after an application that wrote to the objects `touched`
    /// (`board_hit`: what it wrote is something `c`'s filter, condition or instruction reads).
    /// Unless its source was touched or its reads were met, `prev` still holds. Also says
    /// how the evaluation changed (trials kept from before must then be made again).
    fn reevaluate(
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

    fn run_group(&mut self, layer: Layer, cands: Vec<Cand>, cda_group: bool) {
        let n = cands.len();
        if n == 0 {
            return;
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
        let mut reach = Reach::new(layer, &defs, &writes, &board_reads);
        let potential: Vec<Vec<usize>> = (0..n)
            .map(|a| {
                let reads = src_reads[a] | board_reads[a];
                if reads == 0 {
                    return Vec::new();
                }
                let source = defs[a].0.as_ref().and_then(|d| d.source);
                (0..n)
                    .filter(|&b| {
                        b != a
                            && writes[b] & reads != 0
                            && (writes[b] & board_reads[a] != 0
                                || reach.may_touch(&view, b, source))
                    })
                    .collect()
            })
            .collect();
        drop(reach);
        drop(defs);
        let mut interacting = vec![false; n];
        for a in 0..n {
            if !potential[a].is_empty() {
                interacting[a] = true;
                for &b in &potential[a] {
                    interacting[b] = true;
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
        let cand_of_info: FastMap<usize, usize> =
            cands.iter().enumerate().map(|(a, c)| (c.info, a)).collect();
        let mut evals: Vec<Option<Eval>> = vec![None; n];
        let mut history: Vec<Vec<Dep>> = vec![Vec::new(); n];
        let mut in_history: Vec<FastSet<usize>> = vec![FastSet::default(); n];
        let mut edges: Vec<(usize, usize, DepKind)> = Vec::new();
        let mut scc: Vec<usize> = (0..n).collect();
        let mut recompute = true;
        // What the last interacting application wrote, and to which objects: only the effects
        // whose source or reads it met are evaluated again (the others cannot have changed).
        let mut last: Option<(u16, Vec<ObjIdx>, Vec<op::Op>)> = None;
        let mut trials = Trials::new(&potential, self.chars.len());

        while !queue.is_empty() {
            if self.over_budget() {
                return;
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
                // Effects that stopped existing leave the queue, as steps of their own.
                let gone: Vec<usize> = waiting
                    .iter()
                    .copied()
                    .filter(|&a| interacting[a] && !evals[a].as_ref().is_some_and(|e| e.exists))
                    .collect();
                for a in &gone {
                    self.vanish(layer, &cands[*a], evals[*a].as_ref(), &history[*a]);
                    is_waiting[*a] = false;
                    queue.remove(&rank[*a]);
                }
                waiting.retain(|a| !gone.contains(a));
                let patched = trials.forget(
                    &self.chars,
                    &waiting,
                    &evals,
                    &moved,
                    &potential,
                    &board_reads,
                );
                self.charge(patched);
                edges = self.dependencies(
                    layer,
                    &cands,
                    &waiting,
                    &interacting,
                    &potential,
                    &evals,
                    &Reads {
                        writes: &writes,
                        source: &src_reads,
                        board: &board_reads,
                    },
                    &mut trials,
                );
                if self.ignore_dependency {
                    edges.clear();
                }
                scc = components(n, &waiting, &edges);
                for &(a, b, kind) in &edges {
                    if scc[a] != scc[b] && in_history[a].insert(cands[b].info) {
                        history[a].push(Dep {
                            effect: cands[b].info,
                            kind,
                        });
                    }
                }
                if waiting.is_empty() {
                    break;
                }
            }
            // Effects waiting for another one (only interacting effects have edges).
            let mut blocked = vec![false; n];
            for &(x, y, _) in &edges {
                if scc[x] != scc[y] && is_waiting[y] {
                    blocked[x] = true;
                }
            }
            let chosen = queue
                .iter()
                .map(|&r| by_rank[r])
                .find(|&a| !blocked[a])
                .or_else(|| (0..n).find(|&a| is_waiting[a]))
                .expect("the queue holds a waiting effect");
            let ev = if interacting[chosen] {
                evals[chosen]
                    .take()
                    .unwrap_or_else(|| self.eval_cand(&cands[chosen], layer, &self.view()))
            } else {
                self.eval_cand(&cands[chosen], layer, &self.view())
            };
            is_waiting[chosen] = false;
            queue.remove(&rank[chosen]);
            if !ev.exists {
                self.vanish(layer, &cands[chosen], Some(&ev), &history[chosen]);
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
                // Waiting effects ahead of it in timestamp order are blocked, so interacting.
                let earlier: Vec<Dep> = inter
                    .iter()
                    .copied()
                    .filter(|&a| is_waiting[a] && rank[a] < rank[chosen])
                    .map(|a| {
                        let kind = edges
                            .iter()
                            .find(|&&(x, y, _)| x == a && y == chosen)
                            .or_else(|| edges.iter().find(|&&(x, _, _)| x == a))
                            .map_or(DepKind::Instruction, |e| e.2);
                        Dep {
                            effect: cands[a].info,
                            kind,
                        }
                    })
                    .collect();
                if earlier.is_empty() {
                    Reason::Timestamp
                } else {
                    Reason::Dependency { jumps: earlier }
                }
            };
            let applied_waiting: Vec<Dep> = history[chosen]
                .iter()
                .filter(|d| !cand_of_info.get(&d.effect).is_some_and(|&w| is_waiting[w]))
                .cloned()
                .collect();
            if inter.is_empty() {
                // No trial nor evaluation is kept: nothing to note.
                self.apply_step(layer, &cands[chosen], ev, reason, applied_waiting);
                continue;
            }
            let mut touched: Vec<ObjIdx> = ev
                .targets
                .iter()
                .filter_map(|t| match t {
                    Target::Object(i) => Some(*i),
                    _ => None,
                })
                .collect();
            touched.sort_unstable();
            touched.dedup();
            trials.note(writes[chosen], &touched);
            let ops: Vec<op::Op> = distinct(&ev.ops).cloned().collect();
            self.apply_step(layer, &cands[chosen], ev, reason, applied_waiting);
            if interacting[chosen] {
                recompute = true;
                last = Some((writes[chosen], touched, ops));
            }
        }
    }

    /// Records that an effect stopped existing (its ability was removed, its condition failed).
    fn vanish(&mut self, layer: Layer, c: &Cand, ev: Option<&Eval>, history: &[Dep]) {
        let why = match ev.and_then(|e| e.def.as_ref()) {
            Some(_) => StopReason::ConditionFalse,
            None => StopReason::AbilityRemoved,
        };
        let cause = match &c.key {
            EffectKey::Ability(obj, origin) if why == StopReason::AbilityRemoved => self
                .removed_by
                .get(&(*obj, origin.clone()))
                .copied()
                .or_else(|| {
                    history
                        .iter()
                        .find(|d| d.kind == DepKind::Existence)
                        .map(|d| d.effect)
                }),
            _ => None,
        };
        self.stop_step(layer, &c.key.clone(), c.info, cause, why);
    }

    /// The dependency edges `(a, b, why)`: `a` depends on `b`, found by applying `b` to a copy
    /// of what it touches and evaluating `a` again. Trials still valid are taken from `trials`.
    #[allow(clippy::too_many_arguments)]
    fn dependencies(
        &self,
        layer: Layer,
        cands: &[Cand],
        waiting: &[usize],
        interacting: &[bool],
        potential: &[Vec<usize>],
        evals: &[Option<Eval>],
        reads: &Reads,
        trials: &mut Trials,
    ) -> Vec<(usize, usize, DepKind)> {
        let mut edges = Vec::new();
        trials.places.clear();
        let mut live = vec![false; cands.len()];
        for &a in waiting {
            live[a] = interacting[a];
        }
        if live.iter().filter(|&&l| l).count() < 2 {
            return edges;
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
            for (k, &b) in potential[a].iter().enumerate() {
                if !live[b] {
                    continue;
                }
                let Some(eb) = evals[b].as_ref() else {
                    continue;
                };
                if !eb.exists {
                    continue;
                }
                let kept = match trials.verdicts[a][k] {
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
                trials.verdicts[a][k] = Some(verdict);
                if let Some(kind) = verdict.kind {
                    edges.push((a, b, kind));
                }
            }
        }
        edges
    }

    /// One trial application (613.8a): would applying `b` first change `a`'s existence, text,
    /// set or instructions? When `b` writes nothing `a` reads on the board, only `a`'s source
    /// is changed in the trial (the rest could not change `a`'s evaluation).
    #[allow(clippy::too_many_arguments)]
    fn trial(
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
    fn trial_applied(
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
    fn recheck(
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

    /// Applies one effect (all its parts of this layer, to every object it affects): one step.
    fn apply_step(
        &mut self,
        layer: Layer,
        c: &Cand,
        ev: Eval,
        reason: Reason,
        depends_on: Vec<Dep>,
    ) {
        self.charge(ev.targets.len());
        let continues = self.started.contains_key(&c.key);
        let locked = continues || ev.def.as_ref().is_some_and(|d| d.locked.is_some());
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
    fn push_step(
        &mut self,
        layer: Layer,
        c: &Cand,
        ev: Eval,
        reason: Reason,
        depends_on: Vec<Dep>,
        changes: Changes,
        continues: bool,
        locked: bool,
    ) {
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
    fn apply_pt(&mut self, c: &Cand, i: ObjIdx, pt: PtOp, changes: Option<&mut Changes>) {
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
    fn apply_other(&mut self, t: Target, ops: &[op::Op], record: bool, changes: &mut Changes) {
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
    fn apply_ops(&mut self, c: &Cand, i: ObjIdx, ops: &[op::Op]) {
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

    /// State-based actions that read characteristics: toughness 0 or less (704.5f).
    fn state_based(&mut self) {
        for i in 0..self.chars.len() {
            let c = &self.chars[i];
            if self.game.objects[i].zone == Zone::Battlefield
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

/// Whether an effect's evaluation depends on nothing of its own but its definition without
/// its source and label, on a board whose objects only the facets it reads can tell apart: a
/// filter over every object that doesn't exclude its source, with no instruction that names
/// the effect or reads its source.
fn shareable(d: &Def) -> bool {
    use super::card::{Affected, Expr, Part, Who};
    fn exiled(e: &Expr) -> bool {
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
            Part::SetToughness(a) => !exiled(a),
            _ => true,
        })
}

/// The facet of an object field (what an application wrote, for [`Shared`]).
fn field_facet(f: Field) -> u16 {
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
        _ => ALL,
    }
}

/// Evaluations shared by [`shareable`] effects with the same definition but for their source
/// and label, each valid until an application writes a facet it reads.
#[derive(Default)]
pub(super) struct Shared {
    entries: FastMap<u64, Vec<SharedEval>>,
    /// The applications that wrote something so far, and when each facet was last written.
    applied: u64,
    written: [u64; 16],
}

struct SharedEval {
    layer: Layer,
    /// The definition, source and label left out.
    def: Def,
    reads: u16,
    at: u64,
    targets: Arc<[Target]>,
    ops: Ops,
}

impl Shared {
    fn bare(d: &Def) -> Def {
        Def {
            source: None,
            label: Arc::from(""),
            ..d.clone()
        }
    }

    fn same(a: &Def, b: &Def) -> bool {
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
            && a.locked == b.locked
    }

    fn get(&self, layer: Layer, key: &u64, d: &Def) -> Option<(Arc<[Target]>, Ops)> {
        let e = self
            .entries
            .get(key)?
            .iter()
            .find(|e| e.layer == layer && Shared::same(&e.def, d))?;
        let stale = (0..16).any(|b| e.reads & (1 << b) != 0 && self.written[b] > e.at);
        (!stale).then(|| (Arc::clone(&e.targets), e.ops.clone()))
    }

    fn put(&mut self, layer: Layer, key: u64, d: &Def, ev: &Eval) {
        let (_, board) = reads(d);
        let entry = SharedEval {
            layer,
            def: Shared::bare(d),
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
    fn wrote(&mut self, wrote: u16) {
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

/// Whether two readings of an effect have the same text: what it affects, its parts, its
/// condition (a change of controller shows in what it applies to and does, not here).
fn same_text(a: &Option<Def>, b: &Option<Def>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a.affects == b.affects && a.parts == b.parts && a.condition == b.condition
        }
        (None, None) => true,
        _ => false,
    }
}

/// What each effect of a group writes, and reads on its source and on the board (facet bits).
struct Reads<'a> {
    writes: &'a [u16],
    source: &'a [u16],
    board: &'a [u16],
}

/// Whether an effect reads nothing on other objects beyond its board facets: a player set
/// "controller of target" reads a controller the facets don't name.
fn reads_declared(e: &Eval) -> bool {
    !e.def.as_ref().is_some_and(|d| {
        matches!(
            d.affects,
            super::card::Affected::Players(super::card::Who::ControllerOfTarget(_))
        )
    })
}

/// The ops of an evaluation, each run of equal lists once (most effects do the same to all).
fn distinct(ops: &Ops) -> impl Iterator<Item = &op::Op> {
    ops.runs().flat_map(|o| o.iter())
}

/// A trial application of one effect: the characteristics of the objects it would change
/// (among those it was made for), as they would be.
struct Overlay {
    chars: ObjMap<Chars>,
    /// The objects in `chars`, in order.
    changed: Vec<ObjIdx>,
    /// Every object it was made for, in order, with the ops applied to it: after
    /// applications, only the entries whose object or ops changed are made again.
    made_with: Vec<(ObjIdx, Arc<[op::Op]>)>,
}

impl Overlay {
    /// The trial application of `e` to the objects `keep` selects.
    fn new(chars: &[Chars], e: &Eval, keep: impl Fn(ObjIdx) -> bool) -> Overlay {
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
    fn at(chars: &[Chars], e: &Eval, at: &[(ObjIdx, usize)]) -> Overlay {
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
    fn patch(&mut self, chars: &[Chars], e: &Eval, touched: &[bool], redone: &mut [bool]) {
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
fn object_ops(e: &Eval, keep: impl Fn(ObjIdx) -> bool) -> Vec<(ObjIdx, Arc<[op::Op]>)> {
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
fn applied(c: &Chars, ops: &[op::Op]) -> Option<Chars> {
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

/// How an evaluation changed when evaluated again.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Moved {
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

/// What a trial of `b` for `a` found, and what it looked at.
#[derive(Clone, Copy, Debug)]
struct Verdict {
    kind: Option<DepKind>,
    /// Only `a`'s source was changed in the trial, or none was needed: the verdict doesn't
    /// depend on the characteristics of `b`'s other targets.
    source_only: bool,
    /// `a` was evaluated in full on the trial (its text changed, or it reads global inputs),
    /// so it read the whole board, not only the changed objects.
    whole_board: bool,
    /// It found no dependency, and the applications noted since changed only some of `b`'s
    /// targets: those alone are to be tried again (see [`Solver::recheck`]).
    recheck: bool,
}

/// Trials kept between the recomputes of one group. A verdict for `(a, b)` depends only on
/// both evaluations, the characteristics of `a`'s source, of `b`'s targets (`b`'s overlay),
/// and, when `a` was evaluated in full, of what `a` reads on the board: after applications,
/// only the verdicts one of these changed for are tried again.
struct Trials {
    /// For each `b`, its overlay on every object it changes, while still valid.
    overlays: Vec<Option<Overlay>>,
    /// For each `b`, where each object is among its targets.
    places: Places,
    /// For each `a`, one verdict per entry of `potential[a]`, while still valid.
    verdicts: Vec<Vec<Option<Verdict>>>,
    /// What the applications since the last recompute wrote, and which objects they touched.
    wrote: u16,
    touched: Vec<bool>,
    touched_list: Vec<ObjIdx>,
    /// The objects that changed at the last recompute: touched by an application, or given a
    /// new entry in an overlay. Verdicts marked `recheck` are checked again on these alone.
    recheck_on: Vec<bool>,
}

impl Trials {
    fn new(potential: &[Vec<usize>], objects: usize) -> Trials {
        Trials {
            overlays: potential.iter().map(|_| None).collect(),
            places: Places::default(),
            verdicts: potential.iter().map(|p| vec![None; p.len()]).collect(),
            wrote: 0,
            touched: vec![false; objects],
            touched_list: Vec::new(),
            recheck_on: vec![false; objects],
        }
    }

    /// Notes an application (interacting or not: both change what trials see).
    fn note(&mut self, wrote: u16, touched: &[ObjIdx]) {
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
    fn forget(
        &mut self,
        chars: &[Chars],
        waiting: &[usize],
        evals: &[Option<Eval>],
        moved: &[Moved],
        potential: &[Vec<usize>],
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
            for &b in &potential[a] {
                needed[b] = true;
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
            for (v, &b) in self.verdicts[a].iter_mut().zip(&potential[a]) {
                let Some(x) = v.as_mut() else { continue };
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
                    *v = None;
                } else if !x.source_only && (within || stale[b]) {
                    // Only some objects changed, in `a`'s set or `b`'s trial: a "no
                    // dependency" found on the changed objects alone can be checked again on
                    // those (once: a check still waiting from before would need both
                    // rounds' objects).
                    if x.kind.is_none() && !x.whole_board && !x.recheck {
                        x.recheck = true;
                    } else {
                        *v = None;
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

/// Notes which effect removed each ability of `before` that `after` no longer has.
fn note_removed(
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
fn written_fields(ops: &[super::op::Op]) -> Option<Vec<Field>> {
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
/// the values before, see [`Changes::push_pt`]).
fn pt_op(ops: &[op::Op]) -> Option<PtOp> {
    match ops {
        [op::Op::Modify(p, t)] => Some(PtOp::Modify(*p, *t)),
        [op::Op::SetPT(p, t)] => Some(PtOp::Set(*p, *t)),
        [op::Op::Switch] => Some(PtOp::Switch),
        _ => None,
    }
}

/// Records every field that differs (values are copied only for those).
fn diff_object(i: ObjIdx, before: &Chars, after: &Chars, out: &mut Changes) {
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

/// Strongly connected components of the dependency graph among `waiting` (Tarjan); returns a
/// component id per effect. Edges inside a component are a dependency loop (613.8b).
fn components(n: usize, waiting: &[usize], edges: &[(usize, usize, DepKind)]) -> Vec<usize> {
    struct Tarjan {
        adj: Vec<Vec<usize>>,
        index: Vec<usize>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        comp: Vec<usize>,
        counter: usize,
    }
    impl Tarjan {
        fn strong(&mut self, v: usize) {
            self.index[v] = self.counter;
            self.low[v] = self.counter;
            self.counter += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for k in 0..self.adj[v].len() {
                let w = self.adj[v][k];
                if self.index[w] == usize::MAX {
                    self.strong(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                } else if self.on_stack[w] {
                    self.low[v] = self.low[v].min(self.index[w]);
                }
            }
            if self.low[v] == self.index[v] {
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    self.comp[w] = v;
                    if w == v {
                        break;
                    }
                }
            }
        }
    }
    let mut t = Tarjan {
        adj: vec![Vec::new(); n],
        index: vec![usize::MAX; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        comp: (0..n).collect(),
        counter: 0,
    };
    for &(a, b, _) in edges {
        t.adj[a].push(b);
    }
    for &v in waiting {
        if t.index[v] == usize::MAX {
            t.strong(v);
        }
    }
    t.comp
}

mod one_pass {
    //! The misreading "the last effect wins across layers" (613.1 and 613.4 ignored): one pass over
    //! every effect in timestamp order, each applied in full, all its parts at its turn, its set
    //! read from the board at that moment. CDAs still go first, as the printed values; an effect
    //! whose ability was removed before its turn does not apply; a counter is a modification stamped
    //! when it was placed; a resolved effect keeps its locked set (611.2c). Not the rules: a
    //! counterfactual for naming a learner's mistake.

    use std::collections::BTreeMap;

    use super::{Cand, Solver};
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
        s.apply_step(layer, c, ev, Reason::Timestamp, Vec::new());
        true
    }
}
