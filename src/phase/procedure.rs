//! The phase-effect procedure as a state machine, stepped one decision at a time.
//!
//! A round runs `[1]` A may resolve or pass, `[2]` P may resolve or pass, `[3]` A must resolve a
//! mandatory effect if they hold one, `[4]` P likewise. Any resolution ends the round and a new
//! one starts at `[1]`; a round with nothing resolved ends the phase, and the optional effects still
//! pending lapse. Steps where nothing is eligible, and `[3]/[4]` with exactly one eligible effect,
//! happen by themselves; the machine stops only where a player really decides.
//!
//! ```
//! use layerlab::phase::{Decision, EffectDef, Player, Procedure, Rules, Status};
//! let m1 = EffectDef { id: "m1".into(), player: Player::A, mandatory: true, on_resolve: vec![] };
//! let mut p = Procedure::new(vec![m1], Rules::default()).unwrap();
//! assert_eq!(p.legal_choices(), vec![Decision::Resolve("m1".into()), Decision::Pass]);
//! p.choose(Decision::Pass).unwrap();
//! assert_eq!(p.status(), &Status::Finished);
//! assert_eq!(p.trace_line(), "R1 [1]A pass [2]P - [3]A m1! · R2 [1]A - [2]P - [3]A - [4]P -");
//! p.undo();
//! assert_eq!(p.decisions_made(), 0);
//! ```

use std::collections::HashSet;
use std::sync::Arc;

use super::scenario::{Decision, EffectDef, OnResolve, PhaseScenario, Player};
use super::trace::{self, Resolution, ResolveEvent, RoundRecord, Step, StepAction, StepRecord};
use crate::rules::limits;

/// The reading and the guard a procedure runs with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// At `[3]/[4]`, a player who must resolve may choose any of their pending effects, not only
    /// a mandatory one.
    pub lenient: bool,
    /// The phase stops with [`Halt::LoopGuard`] rather than resolve more than this many effects.
    pub max_resolutions: u32,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            lenient: false,
            max_resolutions: super::scenario::DEFAULT_MAX_RESOLUTIONS,
        }
    }
}

/// Where the procedure stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for [`Procedure::choose`]: see [`Procedure::decision`].
    Deciding,
    /// The phase ended: a round went through its four steps with nothing resolved.
    Finished,
    /// The procedure stopped abnormally.
    Halted(Halt),
}

/// Why a procedure stopped before the phase ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Halt {
    /// Resolving `effect` would have exceeded `limit` resolutions.
    LoopGuard {
        limit: u32,
        round: u32,
        step: Step,
        effect: String,
    },
    /// Resolving `by` would have made a second pending effect with id `id`.
    DuplicatePending {
        round: u32,
        step: Step,
        by: String,
        id: String,
    },
    /// Resolving `effect` would have left more than `limit` effects pending
    /// ([`limits::MAX_PENDING`]).
    TooManyPending {
        limit: usize,
        round: u32,
        step: Step,
        effect: String,
    },
    /// The phase went through more than `limit` pending effects in all
    /// ([`limits::MAX_PHASE_WORK`]): the bound on its time and on the size of its trace.
    TooMuchWork { limit: u64, round: u32, step: Step },
}

/// A point where a player must decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionPoint {
    pub round: u32,
    pub step: Step,
    pub player: Player,
    /// The legal decisions: resolving each eligible effect in pending order, then `Pass` where
    /// passing is allowed (`[1]/[2]`).
    pub choices: Vec<Decision>,
}

/// Why [`Procedure::choose`] refused a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The procedure is not waiting for a decision (the phase ended or stopped).
    NotDeciding,
    /// Passing at `[3]/[4]` while holding a mandatory effect.
    PassWhileMandatory,
    /// No pending effect has that id.
    NotPending,
    /// The effect is pending but belongs to the other player.
    NotTheirs,
    /// At `[3]/[4]` (not lenient), the effect is one of the player's optional ones.
    NotMandatory,
}

/// A refused decision, with the place it was made and what was legal there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalDecision {
    pub round: u32,
    pub step: Step,
    pub player: Player,
    pub decision: Decision,
    pub reason: IllegalReason,
    /// The legal decisions at that point (empty when not deciding).
    pub choices: Vec<Decision>,
}

/// A problem with the starting effects or the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two starting effects share an id.
    DuplicateId(String),
    /// More starting effects than [`limits::MAX_PENDING`].
    TooManyEffects { found: usize, limit: usize },
    /// An effect (starting or spawned) whose resolution does more than [`limits::MAX_SPAWNS`]
    /// things.
    TooManySpawns {
        id: String,
        found: usize,
        limit: usize,
    },
    /// A loop guard above [`limits::MAX_MAX_RESOLUTIONS`].
    MaxResolutions { found: u32, limit: u32 },
}

/// The mutable part of the procedure; cloned to replay for undo.
#[derive(Clone, Debug)]
struct State {
    round: u32,
    step: Step,
    pending: Vec<Arc<EffectDef>>,
    rounds: Vec<RoundRecord>,
    resolved: Vec<String>,
    status: Status,
    /// Pending effects gone through so far (see [`limits::MAX_PHASE_WORK`]).
    work: u64,
}

/// The phase-effect procedure. See the [module documentation](self).
#[derive(Clone, Debug)]
pub struct Procedure {
    rules: Rules,
    /// The state before anything happened (automatic steps not yet run).
    initial: State,
    state: State,
    /// The decisions made so far, in order; undo replays a prefix of them.
    history: Vec<Decision>,
}

impl Procedure {
    /// Starts the procedure with `effects` pending (in list order), and runs the automatic
    /// steps up to the first decision or the end of the phase.
    pub fn new(
        effects: impl IntoIterator<Item = EffectDef>,
        rules: Rules,
    ) -> Result<Procedure, SetupError> {
        let pending: Vec<Arc<EffectDef>> = effects.into_iter().map(Arc::new).collect();
        check_setup(&pending, &rules)?;
        let mut seen = HashSet::new();
        for e in &pending {
            if !seen.insert(e.id.as_str()) {
                return Err(SetupError::DuplicateId(e.id.clone()));
            }
        }
        let initial = State {
            round: 1,
            step: Step::One,
            pending,
            rounds: vec![RoundRecord {
                number: 1,
                steps: Vec::new(),
            }],
            resolved: Vec::new(),
            status: Status::Deciding,
            work: 0,
        };
        let mut state = initial.clone();
        state.advance(&rules);
        Ok(Procedure {
            rules,
            initial,
            state,
            history: Vec::new(),
        })
    }

    /// Starts the procedure of a phase scenario (its decisions are not used: see
    /// [`super::script`]).
    pub fn from_scenario(s: &PhaseScenario) -> Result<Procedure, SetupError> {
        Procedure::new(
            s.effects.iter().cloned(),
            Rules {
                lenient: s.lenient,
                max_resolutions: s.max_resolutions,
            },
        )
    }

    /// The reading and guard in use.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The current round, from 1.
    pub fn round(&self) -> u32 {
        self.state.round
    }

    /// The current step (where the procedure waits, ended or stopped).
    pub fn step(&self) -> Step {
        self.state.step
    }

    /// Deciding, finished or halted.
    pub fn status(&self) -> &Status {
        &self.state.status
    }

    /// Whether no more decisions will be asked (finished or halted).
    pub fn is_over(&self) -> bool {
        self.state.status != Status::Deciding
    }

    /// The player who must decide now, if any.
    pub fn current_player(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.state.step.player())
    }

    /// The decision point the procedure waits at, if any.
    pub fn decision(&self) -> Option<DecisionPoint> {
        let player = self.current_player()?;
        Some(DecisionPoint {
            round: self.state.round,
            step: self.state.step,
            player,
            choices: self.legal_choices(),
        })
    }

    /// The legal decisions now (empty when the procedure is over).
    pub fn legal_choices(&self) -> Vec<Decision> {
        if self.is_over() {
            return Vec::new();
        }
        let step = self.state.step;
        let mut choices: Vec<Decision> = self
            .state
            .eligible(step, &self.rules)
            .into_iter()
            .map(Decision::Resolve)
            .collect();
        if !step.is_forcing() {
            choices.push(Decision::Pass);
        }
        choices
    }

    /// The decision a player takes when they have none scripted: pass at `[1]/[2]`; at `[3]/[4]`
    /// their first pending mandatory effect in list order. `None` when the procedure is over.
    pub fn default_choice(&self) -> Option<Decision> {
        let player = self.current_player()?;
        let step = self.state.step;
        if !step.is_forcing() {
            return Some(Decision::Pass);
        }
        self.state
            .pending
            .iter()
            .find(|e| e.player == player && e.mandatory)
            .map(|e| Decision::Resolve(e.id.clone()))
    }

    /// Takes `decision` at the current decision point and runs the automatic steps that follow,
    /// up to the next decision or the end. An illegal decision changes nothing.
    pub fn choose(&mut self, decision: Decision) -> Result<(), IllegalDecision> {
        self.state.choose(&decision, &self.rules)?;
        self.history.push(decision);
        Ok(())
    }

    /// The decisions made so far, in order.
    pub fn decisions(&self) -> &[Decision] {
        &self.history
    }

    /// How many decisions were made so far.
    pub fn decisions_made(&self) -> usize {
        self.history.len()
    }

    /// Returns to the state just before the last decision. `false` if there was none.
    pub fn undo(&mut self) -> bool {
        match self.history.len() {
            0 => false,
            n => self.undo_to(n - 1),
        }
    }

    /// Returns to the state after the first `n` decisions (`0`: the start). `false`, changing
    /// nothing, if fewer than `n` decisions were made.
    pub fn undo_to(&mut self, n: usize) -> bool {
        if n > self.history.len() {
            return false;
        }
        self.history.truncate(n);
        let mut state = self.initial.clone();
        state.advance(&self.rules);
        for d in &self.history {
            // Every recorded decision was legal from this very state, so replay cannot fail.
            if state.choose(d, &self.rules).is_err() {
                break;
            }
        }
        self.state = state;
        true
    }

    /// The effects pending now, in list order.
    pub fn pending(&self) -> impl Iterator<Item = &EffectDef> {
        self.state.pending.iter().map(|e| e.as_ref())
    }

    /// The effects pending at the start.
    pub fn initial_pending(&self) -> impl Iterator<Item = &EffectDef> {
        self.initial.pending.iter().map(|e| e.as_ref())
    }

    /// The rounds so far, the current one last (possibly with no step yet).
    pub fn rounds(&self) -> &[RoundRecord] {
        &self.state.rounds
    }

    /// The ids of the resolved effects, in order (a renewed effect appears once per resolution).
    pub fn resolved(&self) -> &[String] {
        &self.state.resolved
    }

    /// The ids of the effects still pending: once the phase is finished, the optional effects
    /// that lapse.
    pub fn lapsed(&self) -> Vec<String> {
        self.state.pending.iter().map(|e| e.id.clone()).collect()
    }

    /// The one-line trace so far.
    pub fn trace_line(&self) -> String {
        trace::phase_line(&self.state.rounds)
    }
}

impl State {
    /// The ids `step`'s player may resolve there, in pending order.
    fn eligible(&self, step: Step, rules: &Rules) -> Vec<String> {
        let player = step.player();
        let own = self.pending.iter().filter(|e| e.player == player);
        if !step.is_forcing() {
            return own.map(|e| e.id.clone()).collect();
        }
        let holds_mandatory = self
            .pending
            .iter()
            .any(|e| e.player == player && e.mandatory);
        if !holds_mandatory {
            Vec::new()
        } else if rules.lenient {
            own.map(|e| e.id.clone()).collect()
        } else {
            own.filter(|e| e.mandatory).map(|e| e.id.clone()).collect()
        }
    }

    /// Counts `n` more pending effects gone through; halts the phase past the budget.
    fn charge(&mut self, n: usize) -> bool {
        self.work = self.work.saturating_add(n as u64);
        if self.work > limits::MAX_PHASE_WORK {
            self.status = Status::Halted(Halt::TooMuchWork {
                limit: limits::MAX_PHASE_WORK,
                round: self.round,
                step: self.step,
            });
            return false;
        }
        true
    }

    /// Runs automatic steps until a real decision, the end, or a halt.
    fn advance(&mut self, rules: &Rules) {
        while self.status == Status::Deciding {
            if !self.charge(self.pending.len()) {
                return;
            }
            let step = self.step;
            let eligible = self.eligible(step, rules);
            if eligible.is_empty() {
                self.record(step, eligible, StepAction::AutoPass);
                self.next_step();
            } else if step.is_forcing() && eligible.len() == 1 {
                let id = eligible[0].clone();
                self.resolve(&id, eligible, rules);
            } else {
                return;
            }
        }
    }

    /// Moves to the next step, or finishes the phase after `[4]`.
    fn next_step(&mut self) {
        match self.step.next() {
            Some(s) => self.step = s,
            None => self.status = Status::Finished,
        }
    }

    fn record(&mut self, step: Step, eligible: Vec<String>, action: StepAction) {
        if let Some(r) = self.rounds.last_mut() {
            r.steps.push(StepRecord {
                step,
                eligible,
                action,
            });
        }
    }

    fn choose(&mut self, decision: &Decision, rules: &Rules) -> Result<(), IllegalDecision> {
        let step = self.step;
        let eligible = if self.status == Status::Deciding {
            self.eligible(step, rules)
        } else {
            Vec::new()
        };
        let round = self.round;
        let illegal = |reason: IllegalReason, eligible: &[String]| {
            let mut choices: Vec<Decision> =
                eligible.iter().cloned().map(Decision::Resolve).collect();
            if !step.is_forcing() && reason != IllegalReason::NotDeciding {
                choices.push(Decision::Pass);
            }
            IllegalDecision {
                round,
                step,
                player: step.player(),
                decision: decision.clone(),
                reason,
                choices,
            }
        };
        if self.status != Status::Deciding {
            return Err(illegal(IllegalReason::NotDeciding, &[]));
        }
        match decision {
            Decision::Pass if step.is_forcing() => {
                Err(illegal(IllegalReason::PassWhileMandatory, &eligible))
            }
            Decision::Pass => {
                self.record(step, eligible, StepAction::Pass);
                self.next_step();
                self.advance(rules);
                Ok(())
            }
            Decision::Resolve(id) if eligible.contains(id) => {
                self.resolve(id, eligible, rules);
                self.advance(rules);
                Ok(())
            }
            Decision::Resolve(id) => {
                let reason = match self.pending.iter().find(|e| &e.id == id) {
                    None => IllegalReason::NotPending,
                    Some(e) if e.player != step.player() => IllegalReason::NotTheirs,
                    Some(_) => IllegalReason::NotMandatory,
                };
                Err(illegal(reason, &eligible))
            }
        }
    }

    /// Resolves pending effect `id` at the current step, applies its `on_resolve`, and starts
    /// a new round (or halts on the loop guard or a duplicate id).
    fn resolve(&mut self, id: &str, eligible: Vec<String>, rules: &Rules) {
        let step = self.step;
        if self.resolved.len() >= rules.max_resolutions as usize {
            self.status = Status::Halted(Halt::LoopGuard {
                limit: rules.max_resolutions,
                round: self.round,
                step,
                effect: id.to_string(),
            });
            return;
        }
        let Some(index) = self.pending.iter().position(|e| e.id == id) else {
            return;
        };
        let cost = self
            .pending
            .len()
            .saturating_mul(self.pending[index].on_resolve.len() + 1);
        if !self.charge(cost) {
            return;
        }
        let effect = self.pending.remove(index);
        let mut events = Vec::new();
        for action in &effect.on_resolve {
            let added = match action {
                OnResolve::Spawn { .. } => action.spawned().map(|def| {
                    events.push(ResolveEvent::Spawned {
                        id: def.id.clone(),
                        player: def.player,
                        mandatory: def.mandatory,
                    });
                    Arc::new(def)
                }),
                OnResolve::Renew => {
                    events.push(ResolveEvent::Renewed);
                    Some(Arc::clone(&effect))
                }
                OnResolve::Remove(target) => {
                    match self.pending.iter().position(|e| &e.id == target) {
                        Some(i) => {
                            let gone = self.pending.remove(i);
                            events.push(ResolveEvent::Removed {
                                id: gone.id.clone(),
                                player: gone.player,
                                mandatory: gone.mandatory,
                            });
                        }
                        None => events.push(ResolveEvent::RemoveMissed { id: target.clone() }),
                    }
                    None
                }
            };
            if let Some(new) = added {
                if self.pending.iter().any(|e| e.id == new.id) {
                    self.status = Status::Halted(Halt::DuplicatePending {
                        round: self.round,
                        step,
                        by: effect.id.clone(),
                        id: new.id.clone(),
                    });
                    return;
                }
                if self.pending.len() >= limits::MAX_PENDING {
                    self.status = Status::Halted(Halt::TooManyPending {
                        limit: limits::MAX_PENDING,
                        round: self.round,
                        step,
                        effect: effect.id.clone(),
                    });
                    return;
                }
                self.pending.push(new);
            }
        }
        let resolution = Resolution {
            effect: effect.id.clone(),
            player: effect.player,
            mandatory: effect.mandatory,
            forced: step.is_forcing(),
            events,
        };
        self.record(step, eligible, StepAction::Resolve(resolution));
        self.resolved.push(effect.id.clone());
        self.round += 1;
        self.step = Step::One;
        self.rounds.push(RoundRecord {
            number: self.round,
            steps: Vec::new(),
        });
    }
}

/// The caps a procedure starts under: pending effects, what one resolution does, the guard.
fn check_setup(pending: &[Arc<EffectDef>], rules: &Rules) -> Result<(), SetupError> {
    if rules.max_resolutions > limits::MAX_MAX_RESOLUTIONS {
        return Err(SetupError::MaxResolutions {
            found: rules.max_resolutions,
            limit: limits::MAX_MAX_RESOLUTIONS,
        });
    }
    if pending.len() > limits::MAX_PENDING {
        return Err(SetupError::TooManyEffects {
            found: pending.len(),
            limit: limits::MAX_PENDING,
        });
    }
    pending
        .iter()
        .try_for_each(|e| check_spawns(&e.id, &e.on_resolve))
}

/// The caps of a phase scenario's effects, checked as it is read (before anything runs): how
/// many start pending, and what each resolution does.
pub fn check_scenario(s: &PhaseScenario) -> Result<(), SetupError> {
    if s.effects.len() > limits::MAX_PENDING {
        return Err(SetupError::TooManyEffects {
            found: s.effects.len(),
            limit: limits::MAX_PENDING,
        });
    }
    s.effects
        .iter()
        .try_for_each(|e| check_spawns(&e.id, &e.on_resolve))
}

/// Every `on_resolve` list, spawned ones included, within [`limits::MAX_SPAWNS`]. A list
/// belongs to the effect that resolves it, so the whole tree is known before the phase starts.
pub fn check_spawns(id: &str, actions: &[OnResolve]) -> Result<(), SetupError> {
    // A stack, not recursion: spawns may nest as deep as the file.
    let mut todo: Vec<(&str, &[OnResolve])> = vec![(id, actions)];
    while let Some((id, actions)) = todo.pop() {
        if actions.len() > limits::MAX_SPAWNS {
            return Err(SetupError::TooManySpawns {
                id: id.to_string(),
                found: actions.len(),
                limit: limits::MAX_SPAWNS,
            });
        }
        for a in actions {
            if let OnResolve::Spawn { id, on_resolve, .. } = a {
                todo.push((id, on_resolve));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fx(id: &str, player: Player, mandatory: bool) -> EffectDef {
        EffectDef {
            id: id.into(),
            player,
            mandatory,
            on_resolve: vec![],
        }
    }

    #[test]
    fn nothing_pending_finishes_at_once() {
        let p = Procedure::new(vec![], Rules::default()).unwrap();
        assert_eq!(p.status(), &Status::Finished);
        assert_eq!(p.trace_line(), "R1 [1]A - [2]P - [3]A - [4]P -");
        assert!(p.decision().is_none());
    }

    #[test]
    fn duplicate_start_ids_are_refused() {
        let e = Procedure::new(
            vec![fx("x", Player::A, true), fx("x", Player::P, false)],
            Rules::default(),
        )
        .unwrap_err();
        assert_eq!(e, SetupError::DuplicateId("x".into()));
    }

    #[test]
    fn undo_to_start_and_redo() {
        let mut p = Procedure::new(
            vec![fx("o1", Player::A, false), fx("o2", Player::A, false)],
            Rules::default(),
        )
        .unwrap();
        p.choose(Decision::Resolve("o1".into())).unwrap();
        p.choose(Decision::Pass).unwrap();
        let finished = p.trace_line();
        assert!(p.undo_to(0));
        assert_eq!(p.round(), 1);
        assert_eq!(p.pending().count(), 2);
        assert!(!p.undo_to(1));
        p.choose(Decision::Resolve("o1".into())).unwrap();
        p.choose(Decision::Pass).unwrap();
        assert_eq!(p.trace_line(), finished);
    }
}
