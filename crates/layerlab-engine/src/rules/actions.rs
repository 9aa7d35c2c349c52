//! What happens to the game between solves: permanents enter, spells resolve, abilities resolve,
//! counters are placed, things leave, the turn ends. Each action gets a new timestamp (613.7).
//! Every count and number an action brings is held to [`super::limits`]; what the rules forbid
//! is refused by [`super::legality`].
//!
//! Here: the actions, [`Game::apply`], and the board each action reads. Entering is in
//! `enters.rs`, spells and abilities resolving in `resolution.rs`, leaving in `leaves.rs`.

use super::card::{Ability, Affected, CardDef, Duration, Part};
use super::effect::{EffectKind, Ended, RegEffect, Target};
use super::eval::{self, Def, View};
use super::game::{Game, SettledState};
use super::legality::overflow_error;
use super::limits;
use super::object::{Attachment, ObjIdx, PlayerId, Zone};
use super::solve::{SolveOptions, solve_before_pt, solve_copiable, solve_counted};
use super::trace::State;
use std::sync::Arc;

/// A permanent enters the battlefield.
#[derive(Clone, Debug, Default)]
pub struct Enter {
    pub id: String,
    pub card: CardDef,
    pub controller: PlayerId,
    pub face_down: bool,
    pub copy_of: Option<ObjIdx>,
    pub choices: Vec<String>,
    pub attached_to: Option<Attachment>,
    pub counters: Vec<(String, i32)>,
    pub token: bool,
    pub tapped: bool,
    /// How it is face down, when it is (morph by default).
    pub face_down_as: super::object::FaceDownAs,
}

/// A spell is cast and resolves.
#[derive(Clone, Debug, Default)]
pub struct Cast {
    pub id: String,
    pub card: CardDef,
    pub controller: PlayerId,
    pub targets: Vec<Target>,
    pub choices: Vec<String>,
    pub x: i32,
}

/// An activated or triggered ability of a permanent resolves.
#[derive(Clone, Debug, Default)]
pub struct Activate {
    pub source: ObjIdx,
    /// 0-based among its activated and triggered abilities.
    pub ability: usize,
    pub targets: Vec<Target>,
    pub choices: Vec<String>,
    pub x: i32,
}

/// A free-standing effect (from the sandbox or a scenario).
#[derive(Clone, Debug)]
pub struct FreeEffect {
    pub label: String,
    pub kind: EffectKind,
    pub controller: PlayerId,
    pub source: Option<ObjIdx>,
    pub affects: Affected,
    pub parts: Vec<Part>,
    pub duration: Duration,
}

#[derive(Clone, Debug)]
pub enum Action {
    Enter(Box<Enter>),
    Cast(Box<Cast>),
    Activate(Activate),
    Counters {
        target: ObjIdx,
        kind: String,
        count: i32,
    },
    Attach {
        source: ObjIdx,
        to: Attachment,
    },
    /// With the mode an "as this is turned face up" ability asks for, if any.
    TurnFaceUp(ObjIdx, Vec<String>),
    TurnFaceDown(ObjIdx),
    /// A transforming double-faced permanent turns over (701.28).
    Transform(ObjIdx),
    Tap(ObjIdx),
    Untap(ObjIdx),
    /// A permanent phases out or in (702.26).
    PhaseOut(ObjIdx),
    PhaseIn(ObjIdx),
    Leave(ObjIdx),
    EndTurn,
    Effect(Box<FreeEffect>),
}

pub use super::action_error::{ActionError, ActionProblem};

pub(super) type Res<T> = Result<T, ActionError>;

pub(super) fn err<T>(problem: ActionProblem, literal: Option<&str>) -> Res<T> {
    Err(ActionError::new(problem, literal))
}

/// A solved state, or the error when the solve overflowed or stopped unfinished.
pub(super) fn checked_state(game: &Game, st: State) -> Res<State> {
    if let Some(o) = &st.overflow {
        return Err(overflow_error(game, o));
    }
    if st.unfinished {
        return err(
            ActionProblem::TooComplex {
                limit: limits::MAX_SOLVE_WORK as i64,
            },
            None,
        );
    }
    Ok(st)
}

impl Game {
    /// Applies one action. An action refused by the rules or by a cap (see
    /// [`super::limits`]) returns an error; the game may then hold part of it, so callers that
    /// go on playing apply actions to a copy.
    pub fn apply(&mut self, action: Action) -> Res<()> {
        // Only a spell cast may find the board its last one saw unchanged.
        if !matches!(action, Action::Cast(_)) {
            self.settled.0 = None;
        }
        let cast = matches!(action, Action::Cast(_));
        let result = self.apply_action(action);
        if result.is_err() || !cast {
            self.settled.0 = None;
        }
        result
    }

    fn apply_action(&mut self, action: Action) -> Res<()> {
        self.check_indices(&action)?;
        let result = match action {
            Action::Enter(e) => self.enter(*e),
            Action::Cast(c) => self.cast(*c),
            Action::Activate(a) => self.activate(a),
            Action::Counters {
                target,
                kind,
                count,
            } => self.counters(target, &kind, count),
            Action::Attach { source, to } => self.attach(source, to),
            Action::TurnFaceUp(t, choices) => self.turn_face_up(t, &choices),
            Action::TurnFaceDown(t) => {
                self.check_on_battlefield(t)?;
                let ts = self.stamp();
                let o = &mut self.objects[t];
                o.face_down = true;
                o.timestamp = ts;
                Ok(())
            }
            Action::Transform(t) => {
                self.check_on_battlefield(t)?;
                let o = &self.objects[t];
                if o.card.back.is_none() || o.face_down {
                    return err(
                        ActionProblem::CantTransform {
                            id: o.id.clone(),
                            face_down: o.face_down,
                        },
                        Some(&o.id),
                    );
                }
                self.transform(t);
                Ok(())
            }
            Action::Tap(t) | Action::Untap(t) => {
                self.check_on_battlefield(t)?;
                // Tapping gives no timestamp (613.7): only the status changes.
                self.objects[t].tapped = matches!(action, Action::Tap(_));
                Ok(())
            }
            Action::PhaseOut(t) | Action::PhaseIn(t) => {
                self.check_on_battlefield(t)?;
                let out = matches!(action, Action::PhaseOut(_));
                self.phase(t, out)
            }
            Action::Leave(t) => {
                self.check_on_battlefield(t)?;
                self.stamp();
                self.leave(t)
            }
            Action::EndTurn => {
                self.stamp();
                for e in &mut self.effects {
                    if e.ended.is_none() && e.duration == Duration::UntilEndOfTurn {
                        e.ended = Some(Ended::EndOfTurn);
                    }
                }
                self.active_player = Game::opponent(self.active_player);
                Ok(())
            }
            Action::Effect(f) => self.free_effect(*f),
        };
        result?;
        self.end_for_as_long_as()
    }

    /// Phases `t` out (`out`) or in, with the Auras and Equipment attached to it, which phase
    /// out indirectly and phase in with it (702.26g). Nothing changes zone or control, and no
    /// timestamp is given (702.26d); "for as long as" effects that track it end as it phases
    /// out (702.26f), which the check after every action does.
    fn phase(&mut self, t: ObjIdx, out: bool) -> Res<()> {
        let o = &self.objects[t];
        if o.phased_out == out {
            return err(
                ActionProblem::PhasedAlready {
                    id: o.id.clone(),
                    out,
                },
                Some(&o.id),
            );
        }
        let mut todo = vec![t];
        while let Some(x) = todo.pop() {
            self.objects[x].phased_out = out;
            todo.extend((0..self.objects.len()).filter(|&i| {
                self.objects[i].zone == Zone::Battlefield
                    && self.objects[i].phased_out != out
                    && self.objects[i].attached_to == Some(Attachment::Object(x))
            }));
        }
        Ok(())
    }

    /// Counts the work of a solve made while playing, under [`limits::MAX_PLAY_WORK`].
    fn count_play(&self, work: u64) -> Res<()> {
        if self.play_work.add(work) > limits::MAX_PLAY_WORK {
            return err(
                ActionProblem::TooMuchPlay {
                    limit: limits::MAX_PLAY_WORK as i64,
                },
                None,
            );
        }
        Ok(())
    }

    /// The board now. A power or toughness that no longer fits is an error here: what the
    /// action would read next could not be trusted.
    pub(super) fn now(&self) -> Res<State> {
        let (sol, work) = solve_counted(self, &SolveOptions::quick());
        self.count_play(work)?;
        checked_state(self, sol.state)
    }

    /// The copiable values of `of` now (707.2): what a copy of it takes as it begins, and keeps
    /// (707.2b). A face-down permanent's are those of 708.2, face up (707.2's example); a copy of
    /// the back face of a transforming permanent has mana value 0 (202.3b): the mana value is
    /// that of the copied mana cost, never the original's front face.
    pub(super) fn copiable(&self, of: ObjIdx) -> Res<super::object::Chars> {
        let (st, work) = solve_copiable(self);
        self.count_play(work)?;
        let st = checked_state(self, st)?;
        let Some(c) = st.chars.into_iter().nth(of) else {
            return err(ActionProblem::NoSuchObject { index: of }, None);
        };
        // Layer 1b made a face-down one the nameless 2/2 of 708.2: a copy of it is face up.
        let mut v = c;
        v.face_down = false;
        v.mana_value = super::object::mana_value_of(v.mana_cost.as_deref());
        Ok(v)
    }

    /// The board before P/T ([`solve_before_pt`]): what spells and abilities read to check
    /// targets and fix their sets of objects. Kept from one spell to the next while it holds
    /// (see [`super::game::Settled`]).
    pub(super) fn before_pt(&mut self) -> Res<Arc<State>> {
        if let Some(s) = &self.settled.0
            && s.objects == self.objects.len()
            && s.effects == self.effects.len()
            && s.next_timestamp == self.next_timestamp
        {
            return Ok(Arc::clone(&s.state));
        }
        let (st, work) = solve_before_pt(self);
        self.count_play(work)?;
        let st = Arc::new(checked_state(self, st)?);
        self.settled.0 = Some(SettledState {
            objects: self.objects.len(),
            effects: self.effects.len(),
            next_timestamp: self.next_timestamp,
            blind: self.blind(&st),
            state: Arc::clone(&st),
        });
        Ok(st)
    }

    /// Whether no effect of the board looks at objects off the battlefield or names objects
    /// by id (see [`super::game::SettledState::blind`]).
    fn blind(&self, st: &State) -> bool {
        fn sees(
            affects: &Affected,
            condition: Option<&super::card::Condition>,
            parts: &[Part],
        ) -> bool {
            let zone = matches!(affects, Affected::All(f) if f.zone != super::card::ZoneSel::Battlefield)
                || matches!(affects, Affected::Objects(_));
            zone || matches!(
                condition,
                Some(super::card::Condition::TopOfYourGraveyard(_))
            ) || parts.iter().any(|p| matches!(p, Part::TextOfTopCard))
        }
        let statics = st
            .chars
            .iter()
            .flat_map(|c| c.abilities.iter())
            .any(|a| match &a.ability {
                Ability::Static(s) => sees(&s.affects, s.condition.as_ref(), &s.parts),
                _ => false,
            });
        let registered = self
            .effects
            .iter()
            .any(|e| e.ended.is_none() && sees(&e.affects, None, &e.parts));
        !statics && !registered
    }

    /// Every object an action names exists (an index from elsewhere than a scenario may not).
    fn check_indices(&self, action: &Action) -> Res<()> {
        let mut named: Vec<ObjIdx> = Vec::new();
        let mut target = |t: &Target| {
            if let Target::Object(i) = t {
                named.push(*i);
            }
        };
        let mut attachment = |a: &Attachment| match a {
            Attachment::Object(i) => Some(*i),
            Attachment::Player(_) => None,
        };
        match action {
            Action::Enter(e) => {
                named.extend(e.copy_of);
                named.extend(e.attached_to.as_ref().and_then(&mut attachment));
            }
            Action::Cast(c) => c.targets.iter().for_each(&mut target),
            Action::Activate(a) => {
                a.targets.iter().for_each(&mut target);
                named.push(a.source);
            }
            Action::Counters { target, .. } => named.push(*target),
            Action::Attach { source, to } => {
                named.push(*source);
                named.extend(attachment(to));
            }
            Action::TurnFaceUp(t, _)
            | Action::TurnFaceDown(t)
            | Action::Transform(t)
            | Action::Tap(t)
            | Action::Untap(t)
            | Action::PhaseOut(t)
            | Action::PhaseIn(t)
            | Action::Leave(t) => named.push(*t),
            Action::EndTurn => {}
            Action::Effect(f) => named.extend(f.source),
        }
        match named.into_iter().find(|&i| i >= self.objects.len()) {
            Some(index) => err(ActionProblem::NoSuchObject { index }, None),
            None => Ok(()),
        }
    }

    pub(super) fn id_of(&self, i: ObjIdx) -> &str {
        &self.objects[i].id
    }

    pub(super) fn check_on_battlefield(&self, i: ObjIdx) -> Res<()> {
        if self.objects[i].zone == Zone::Battlefield {
            Ok(())
        } else {
            err(
                ActionProblem::NotOnBattlefield {
                    id: self.id_of(i).to_string(),
                },
                Some(self.id_of(i)),
            )
        }
    }

    pub(super) fn check_new_id(&self, id: &str) -> Res<()> {
        if id.is_empty() {
            return err(ActionProblem::EmptyId, None);
        }
        if self.has_id(id) {
            return err(ActionProblem::IdUsed { id: id.to_string() }, Some(id));
        }
        Ok(())
    }

    /// Room for `n` more objects under [`limits::MAX_OBJECTS`].
    pub(super) fn check_room(&self, n: usize) -> Res<()> {
        if self.objects.len().saturating_add(n) > limits::MAX_OBJECTS {
            return err(
                ActionProblem::TooManyObjects {
                    limit: limits::MAX_OBJECTS as i64,
                },
                None,
            );
        }
        Ok(())
    }

    pub(super) fn bare_def(
        &self,
        affects: Affected,
        source: Option<ObjIdx>,
        controller: PlayerId,
        targets: Vec<Target>,
    ) -> Def {
        let mut def = Def::new(affects, source, controller, "");
        def.choices = source
            .map(|s| self.objects[s].choices.clone())
            .unwrap_or_default();
        def.targets = targets;
        def
    }

    /// Adds an effect, under [`limits::MAX_EFFECTS`].
    pub(super) fn register(&mut self, e: RegEffect) -> Res<usize> {
        if self.effects.len() >= limits::MAX_EFFECTS {
            return err(
                ActionProblem::TooManyEffects {
                    limit: limits::MAX_EFFECTS as i64,
                },
                None,
            );
        }
        if matches!(e.duration, Duration::ForAsLongAs(_)) {
            self.lasting.push(self.effects.len());
        }
        self.effects.push(e);
        Ok(self.effects.len() - 1)
    }

    /// "For as long as" effects whose condition no longer holds end for good (611.2b).
    fn end_for_as_long_as(&mut self) -> Res<()> {
        let mut st: Option<State> = None;
        let lasting = std::mem::take(&mut self.lasting);
        let mut kept = Vec::with_capacity(lasting.len());
        for &k in &lasting {
            let e = &self.effects[k];
            if e.ended.is_some() {
                continue;
            }
            let Duration::ForAsLongAs(cond) = &e.duration else {
                continue;
            };
            let holds = match &**cond {
                super::card::Condition::OnBattlefield(id) => self
                    .lookup(id)
                    .is_some_and(|i| self.objects[i].on_battlefield()),
                // Any other condition is read on the board now.
                _ => {
                    if st.is_none() {
                        match self.now() {
                            Ok(now) => st = Some(now),
                            Err(e) => {
                                // Those already ended are passed over at the next check.
                                self.lasting = lasting.clone();
                                return Err(e);
                            }
                        }
                    }
                    let st = st.as_ref().expect("set just above");
                    let mut def =
                        self.bare_def(e.affects.clone(), e.source, e.controller, e.targets.clone());
                    def.choices = e.choices.clone();
                    def.x = e.x;
                    let view = View {
                        game: self,
                        base: &st.chars,
                        over: None,
                    };
                    eval::condition_holds(cond, &def, &view)
                }
            };
            if holds {
                kept.push(k);
            } else {
                self.effects[k].ended = Some(Ended::ConditionFailed);
            }
        }
        self.lasting = kept;
        Ok(())
    }

    fn free_effect(&mut self, f: FreeEffect) -> Res<()> {
        if self.effects.iter().any(|e| e.label == f.label) {
            return err(
                ActionProblem::LabelUsed {
                    label: f.label.clone(),
                },
                Some(&f.label),
            );
        }
        limits::check_parts(&f.label, &f.affects, &f.parts)?;
        let ts = self.stamp();
        let locked = if f.kind == EffectKind::Resolved {
            let st = self.now()?;
            let def = self.bare_def(f.affects.clone(), f.source, f.controller, Vec::new());
            let view = View {
                game: self,
                base: &st.chars,
                over: None,
            };
            Some(eval::affected(&def, &view))
        } else {
            None
        };
        let name = match f.source {
            Some(s) => (
                self.objects[s].card.name.clone(),
                self.objects[s].card.name_fr.clone(),
            ),
            None => (f.label.clone(), f.label.clone()),
        };
        self.register(RegEffect {
            locked,
            parts: f.parts,
            duration: f.duration,
            ..RegEffect::new(f.label, f.kind, f.source, name, f.controller, ts, f.affects)
        })?;
        Ok(())
    }
}
