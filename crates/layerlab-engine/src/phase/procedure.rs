//! The phase-effect procedure as a state machine, stepped one decision at a time.
//!
//! A round runs `[1]` A may resolve or pass, `[2]` P may resolve or pass, `[3]` A must resolve a
//! mandatory effect if they hold one, `[4]` P likewise. Any resolution ends the round and a new
//! one starts at `[1]`; a round with nothing resolved ends the phase, and the optional effects still
//! pending lapse. Steps where nothing is eligible, and `[3]/[4]` with exactly one eligible effect,
//! happen by themselves; the machine stops only where a player really decides.
//!
//! ```
//! use layerlab_engine::phase::{Decision, EffectDef, Player, Procedure, Rules, Status};
//! let m1 = EffectDef { id: "m1".into(), player: Player::A, mandatory: true, on_resolve: vec![] };
//! let mut p = Procedure::new(vec![m1], Rules::default()).unwrap();
//! assert_eq!(p.legal_choices(), vec![Decision::Resolve("m1".into()), Decision::Pass]);
//! p.choose(Decision::Pass).unwrap();
//! assert_eq!(p.status(), &Status::Finished);
//! assert_eq!(p.trace_line(), "R1 [1]A pass [2]P - [3]A m1! · R2 [1]A - [2]P - [3]A - [4]P -");
//! p.undo();
//! assert_eq!(p.decisions_made(), 0);
//! ```

use std::sync::Arc;

use super::pending::{Instruction, Pending, PendingEffect, Replay};
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

/// The mutable part of the procedure; the start of it is kept to replay for undo.
#[derive(Clone, Debug)]
struct State {
    round: u32,
    step: Step,
    pending: Pending,
    rounds: Vec<RoundRecord>,
    resolved: Vec<String>,
    status: Status,
    /// Steps visited and resolution instructions carried out so far (see
    /// [`limits::MAX_PHASE_WORK`]).
    work: u64,
    /// Effect ids the steps so far listed as eligible, in all: the size of a report that lists
    /// them at every step.
    listed: u64,
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
        let defs: Vec<EffectDef> = effects.into_iter().collect();
        check_setup(&defs, &rules)?;
        let mut pending = Pending::default();
        for d in &defs {
            if pending.join(PendingEffect::from_def(d), 1).is_none() {
                return Err(SetupError::DuplicateId(d.id.clone()));
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
            listed: 0,
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
        self.state.choices(&self.rules)
    }

    /// The decision a player takes when they have none scripted: pass at `[1]/[2]`; at `[3]/[4]`
    /// their first pending mandatory effect in list order. `None` when the procedure is over.
    pub fn default_choice(&self) -> Option<Decision> {
        let player = self.current_player()?;
        if !self.state.step.is_forcing() {
            return Some(Decision::Pass);
        }
        let p = &self.state.pending;
        p.sets
            .first_mandatory(player)
            .map(|i| Decision::Resolve(p.effect(i).id.clone()))
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
    pub fn pending(&self) -> impl Iterator<Item = &PendingEffect> {
        self.state.pending.iter()
    }

    /// The effects pending at the start.
    pub fn initial_pending(&self) -> impl Iterator<Item = &PendingEffect> {
        self.initial.pending.iter()
    }

    /// The rounds so far, the current one last (possibly with no step yet).
    pub fn rounds(&self) -> &[RoundRecord] {
        &self.state.rounds
    }

    /// Lists again what was eligible at each step of [`Procedure::rounds`]: enter each round in
    /// order, then ask for its steps' lists.
    pub fn replay(&self) -> Replay<'_> {
        Replay::new(&self.state.pending, self.rules.lenient)
    }

    /// The effect ids the steps list as eligible, in all (what a report that lists them at every
    /// step, as the `text` and `json` formats do, holds).
    pub fn listed(&self) -> u64 {
        self.state.listed
    }

    /// The ids of the resolved effects, in order (a renewed effect appears once per resolution).
    pub fn resolved(&self) -> &[String] {
        &self.state.resolved
    }

    /// The ids of the effects still pending: once the phase is finished, the optional effects
    /// that lapse.
    pub fn lapsed(&self) -> Vec<String> {
        self.pending().map(|e| e.id.clone()).collect()
    }

    /// The one-line trace so far.
    pub fn trace_line(&self) -> String {
        trace::phase_line(&self.state.rounds)
    }
}

impl State {
    /// The legal decisions at the current step: each eligible effect in pending order, then
    /// `Pass` where passing is allowed.
    fn choices(&self, rules: &Rules) -> Vec<Decision> {
        let step = self.step;
        let p = &self.pending;
        let mut choices: Vec<Decision> = p
            .sets
            .eligible(step, rules.lenient)
            .map(|i| Decision::Resolve(p.effect(i).id.clone()))
            .collect();
        if !step.is_forcing() {
            choices.push(Decision::Pass);
        }
        choices
    }

    /// Counts `n` more units of work; halts the phase past the budget.
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
            if !self.charge(1) {
                return;
            }
            let step = self.step;
            let sets = &self.pending.sets;
            let eligible = sets.eligible_count(step, rules.lenient);
            if eligible == 0 {
                self.record(step, 0, StepAction::AutoPass);
                self.next_step();
            } else if step.is_forcing() && eligible == 1 {
                let only = sets.eligible(step, rules.lenient).next();
                match only {
                    Some(i) => self.resolve(i, eligible, rules),
                    None => return,
                }
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

    fn record(&mut self, step: Step, eligible: usize, action: StepAction) {
        self.listed = self.listed.saturating_add(eligible as u64);
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
        let player = step.player();
        let illegal = |reason: IllegalReason, state: &State| IllegalDecision {
            round: state.round,
            step,
            player,
            decision: decision.clone(),
            choices: if reason == IllegalReason::NotDeciding {
                Vec::new()
            } else {
                state.choices(rules)
            },
            reason,
        };
        if self.status != Status::Deciding {
            return Err(illegal(IllegalReason::NotDeciding, self));
        }
        let eligible = self.pending.sets.eligible_count(step, rules.lenient);
        match decision {
            Decision::Pass if step.is_forcing() => {
                Err(illegal(IllegalReason::PassWhileMandatory, self))
            }
            Decision::Pass => {
                self.record(step, eligible, StepAction::Pass);
                self.next_step();
                self.advance(rules);
                Ok(())
            }
            Decision::Resolve(id) => {
                let Some(i) = self.pending.find(id) else {
                    return Err(illegal(IllegalReason::NotPending, self));
                };
                let e = self.pending.effect(i);
                if e.player != player {
                    return Err(illegal(IllegalReason::NotTheirs, self));
                }
                // At [3]/[4] the procedure only stops for a player who holds a mandatory effect.
                if step.is_forcing() && !rules.lenient && !e.mandatory {
                    return Err(illegal(IllegalReason::NotMandatory, self));
                }
                self.resolve(i, eligible, rules);
                self.advance(rules);
                Ok(())
            }
        }
    }

    /// Resolves pending instance `i` at the current step, carries out its `on_resolve`, and
    /// starts a new round (or halts on the loop guard, a duplicate id or a cap).
    fn resolve(&mut self, i: u32, eligible: usize, rules: &Rules) {
        let step = self.step;
        let effect = Arc::clone(self.pending.effect(i));
        if self.resolved.len() >= rules.max_resolutions as usize {
            self.status = Status::Halted(Halt::LoopGuard {
                limit: rules.max_resolutions,
                round: self.round,
                step,
                effect: effect.id.clone(),
            });
            return;
        }
        if !self.charge(effect.instructions()) {
            return;
        }
        let next = self.round.saturating_add(1);
        self.pending.leave(i, next);
        let mut events = Vec::new();
        for action in &effect.on_resolve {
            let added = match action {
                Instruction::Spawn(new) => {
                    events.push(ResolveEvent::Spawned {
                        id: new.id.clone(),
                        player: new.player,
                        mandatory: new.mandatory,
                    });
                    Arc::clone(new)
                }
                Instruction::Renew => {
                    events.push(ResolveEvent::Renewed);
                    Arc::clone(&effect)
                }
                Instruction::Remove(target) => {
                    match self.pending.find(target) {
                        Some(gone) => {
                            let g = self.pending.effect(gone);
                            events.push(ResolveEvent::Removed {
                                id: g.id.clone(),
                                player: g.player,
                                mandatory: g.mandatory,
                            });
                            self.pending.leave(gone, next);
                        }
                        None => events.push(ResolveEvent::RemoveMissed { id: target.clone() }),
                    }
                    continue;
                }
            };
            if self.pending.contains(&added.id) {
                self.status = Status::Halted(Halt::DuplicatePending {
                    round: self.round,
                    step,
                    by: effect.id.clone(),
                    id: added.id.clone(),
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
            self.pending.join(added, next);
        }
        let forcing = step.is_forcing();
        let resolution = Resolution {
            effect: effect.id.clone(),
            player: effect.player,
            mandatory: effect.mandatory,
            forced: forcing && effect.mandatory,
            instead_of_mandatory: forcing && !effect.mandatory,
            events,
        };
        self.record(step, eligible, StepAction::Resolve(resolution));
        self.resolved.push(effect.id.clone());
        self.round = next;
        self.step = Step::One;
        self.rounds.push(RoundRecord {
            number: self.round,
            steps: Vec::new(),
        });
    }
}

/// The caps a procedure starts under: pending effects, what one resolution does, the guard.
fn check_setup(pending: &[EffectDef], rules: &Rules) -> Result<(), SetupError> {
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
            vec![
                EffectDef::new("x", Player::A, true),
                EffectDef::new("x", Player::P, false),
            ],
            Rules::default(),
        )
        .unwrap_err();
        assert_eq!(e, SetupError::DuplicateId("x".into()));
    }

    #[test]
    fn undo_to_start_and_redo() {
        let mut p = Procedure::new(
            vec![
                EffectDef::new("o1", Player::A, false),
                EffectDef::new("o2", Player::A, false),
            ],
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
