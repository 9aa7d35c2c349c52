//! What happens to the game between solves: permanents enter, spells resolve, abilities resolve,
//! counters are placed, things leave, the turn ends. Each action gets a new timestamp (613.7).
//! Every count and number an action brings is held to [`super::limits`]; what the rules forbid
//! is refused by [`super::legality`].

use super::card::{
    Ability, Affected, CardDef, Duration, EffectSpec, Expr, OneShot, Part, TargetSpec,
};
use super::effect::{CopyEffect, EffectKind, Ended, RegEffect, Target};
use super::eval::{self, Def, View};
use super::game::{Game, SettledState};
use super::layer::Layer;
use super::legality::overflow_error;
use super::limits;
use super::object::{Attachment, Chars, Counter, ObjIdx, PlayerId, Zone};
use super::solve::{SolveOptions, solve_before_pt, solve_counted};
use super::trace::State;
use super::types::CardType;
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
    TurnFaceUp(ObjIdx),
    TurnFaceDown(ObjIdx),
    Leave(ObjIdx),
    EndTurn,
    Effect(Box<FreeEffect>),
}

pub use super::action_error::{ActionError, ActionProblem};

pub(super) type Res<T> = Result<T, ActionError>;

/// Whether a spell's or ability's instructions read a toughness as they resolve (the board
/// before P/T is then not enough).
fn reads_toughness(effects: &[OneShot]) -> bool {
    effects
        .iter()
        .any(|o| matches!(o, OneShot::ExchangeLifeWithToughness))
}

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
            Action::TurnFaceUp(t) | Action::TurnFaceDown(t) => {
                self.check_on_battlefield(t)?;
                let down = matches!(action, Action::TurnFaceDown(_));
                let ts = self.stamp();
                let o = &mut self.objects[t];
                o.face_down = down;
                o.timestamp = ts;
                Ok(())
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

    /// The board now. A power or toughness that no longer fits is an error here: what the
    /// action would read next could not be trusted.
    pub(super) fn now(&self) -> Res<State> {
        let (sol, work) = solve_counted(self, &SolveOptions::quick());
        if self.play_work.add(work) > limits::MAX_PLAY_WORK {
            return err(
                ActionProblem::TooMuchPlay {
                    limit: limits::MAX_PLAY_WORK as i64,
                },
                None,
            );
        }
        checked_state(self, sol.state)
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
        if self.play_work.add(work) > limits::MAX_PLAY_WORK {
            return err(
                ActionProblem::TooMuchPlay {
                    limit: limits::MAX_PLAY_WORK as i64,
                },
                None,
            );
        }
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

    /// After a spell resolved: keeps the board before P/T its cast read when the spell's card
    /// alone was added (now in a graveyard, with no ability that works there) and its only
    /// instructions were effects that apply in layer 7 alone; drops it otherwise.
    fn settle_after(&mut self, spell: ObjIdx, card: &CardDef) {
        let Some(mut s) = self.settled.0.take() else {
            return;
        };
        let pt_only = |parts: &[Part]| {
            parts
                .iter()
                .all(|p| matches!(p.layer(), Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d))
        };
        let holds = s.blind
            && s.objects == spell
            && self.objects.len() == spell + 1
            && self.objects[spell].zone != Zone::Battlefield
            && card
                .spell
                .iter()
                .all(|o| matches!(o, OneShot::Effect(_) | OneShot::Text(_)))
            && !card.abilities.iter().any(|a| {
                matches!(a, Ability::Static(st) if st.cda)
                    || matches!(a, Ability::Keyword(super::card::Keyword::Changeling))
            })
            && self.effects[s.effects..]
                .iter()
                .all(|e| e.copy.is_none() && pt_only(&e.parts));
        if !holds {
            return;
        }
        let state = Arc::make_mut(&mut s.state);
        let o = &self.objects[spell];
        state.chars.push(Chars::printed(&o.card, o.owner));
        state.dies.push(false);
        s.objects = self.objects.len();
        s.effects = self.effects.len();
        s.next_timestamp = self.next_timestamp;
        self.settled.0 = Some(s);
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
            Action::TurnFaceUp(t) | Action::TurnFaceDown(t) | Action::Leave(t) => named.push(*t),
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

    fn check_new_id(&self, id: &str) -> Res<()> {
        if id.is_empty() {
            return err(ActionProblem::EmptyId, None);
        }
        if self.has_id(id) {
            return err(ActionProblem::IdUsed { id: id.to_string() }, Some(id));
        }
        Ok(())
    }

    /// Room for `n` more objects under [`limits::MAX_OBJECTS`].
    fn check_room(&self, n: usize) -> Res<()> {
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

    fn enter(&mut self, e: Enter) -> Res<()> {
        self.check_new_id(&e.id)?;
        limits::check_items("choices", e.choices.len())?;
        limits::check_items("counters", e.counters.len())?;
        limits::check_card(&e.card)?;
        self.check_room(1)?;
        let counters = self.entering_counters(&e.counters)?;
        if e.face_down && e.copy_of.is_some() {
            return err(ActionProblem::FaceDownCopy, Some(&e.id));
        }
        if let Some(to) = e.attached_to {
            let card = (!e.face_down).then_some(&e.card);
            self.check_attach(&e.id, card, None, to)?;
        }
        // What the board looks like as it enters matters only to "as this enters" abilities
        // and to "enters as a copy of this" replacements: solve only when one may apply.
        let before = if e
            .card
            .abilities
            .iter()
            .any(|a| matches!(a, Ability::AsEnters(_)))
            || self.enters_as_copy_possible()
        {
            Some(self.now()?)
        } else {
            None
        };
        let ts = self.stamp();
        let idx = self.add_object(
            e.id.clone(),
            e.card.clone(),
            Zone::Battlefield,
            e.controller,
            ts,
        );
        {
            let o = &mut self.objects[idx];
            o.base_controller = e.controller;
            o.face_down = e.face_down;
            o.token = e.token;
            o.attached_to = e.attached_to;
            o.choices = e.choices.clone();
            o.counters = counters
                .into_iter()
                .map(|(kind, count)| Counter {
                    kind,
                    count,
                    timestamp: ts,
                })
                .collect();
        }
        if e.face_down {
            return Ok(());
        }
        match before {
            Some(before) => self.as_enters(idx, &e, &before, ts),
            None => Ok(()),
        }
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
        self.effects.push(e);
        Ok(self.effects.len() - 1)
    }

    fn unique_id(&self, base: &str) -> String {
        let slug: String = base
            .to_lowercase()
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        let slug = if slug.is_empty() {
            "spell".to_string()
        } else {
            slug
        };
        if !self.has_id(&slug) {
            return slug;
        }
        (2..)
            .map(|n| format!("{slug}-{n}"))
            .find(|id| !self.has_id(id))
            .unwrap_or(slug)
    }

    /// Checks targets against what the spell or ability asks for.
    fn check_targets(
        &self,
        st: &State,
        specs: &[TargetSpec],
        targets: &[Target],
        controller: PlayerId,
        what: &str,
    ) -> Res<()> {
        if specs.len() != targets.len() {
            return err(
                ActionProblem::TargetCount {
                    what: what.to_string(),
                    needed: specs.len(),
                    given: targets.len(),
                },
                None,
            );
        }
        for (spec, t) in specs.iter().zip(targets) {
            let ok = match (spec, t) {
                (TargetSpec::Player, Target::Player(_)) => true,
                (TargetSpec::DeadCreature, Target::Object(i)) => {
                    self.objects[*i].zone == Zone::Graveyard
                        && st.chars.get(*i).is_some_and(|c| c.is(CardType::Creature))
                }
                (_, Target::Object(i)) if self.objects[*i].zone == Zone::Battlefield => {
                    let c = &st.chars[*i];
                    match spec {
                        TargetSpec::Creature => c.is(CardType::Creature),
                        TargetSpec::CreatureOpponentControls => {
                            c.is(CardType::Creature) && c.controller != controller
                        }
                        TargetSpec::Land => c.is(CardType::Land),
                        TargetSpec::Permanent => true,
                        _ => false,
                    }
                }
                _ => false,
            };
            if !ok {
                let name = match t {
                    Target::Object(i) => self.id_of(*i).to_string(),
                    Target::Player(p) => format!("p{p}"),
                    Target::Game => "game".to_string(),
                };
                return err(
                    ActionProblem::IllegalTarget {
                        target: name.clone(),
                        what: what.to_string(),
                        expected: *spec,
                    },
                    Some(&name),
                );
            }
        }
        Ok(())
    }

    fn cast(&mut self, c: Cast) -> Res<()> {
        if !c
            .card
            .types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
        {
            return err(
                ActionProblem::NotInstantOrSorcery {
                    card: c.card.name.clone(),
                },
                Some(&c.card.name),
            );
        }
        limits::check_card(&c.card)?;
        limits::check_x(c.x)?;
        limits::check_items("choices", c.choices.len())?;
        limits::check_items("targets", c.targets.len())?;
        self.check_room(1)?;
        let id = if c.id.is_empty() {
            self.unique_id(&c.card.name)
        } else {
            c.id.clone()
        };
        self.check_new_id(&id)?;
        let st = if reads_toughness(&c.card.spell) {
            self.settled.0 = None;
            Arc::new(self.now()?)
        } else {
            self.before_pt()?
        };
        self.check_targets(&st, &c.card.targets, &c.targets, c.controller, &c.card.name)?;
        let ts = self.stamp();
        let spell = self.add_object(id.clone(), c.card.clone(), Zone::Stack, c.controller, ts);
        self.objects[spell].choices = c.choices.clone();
        let ctx = Resolution {
            id,
            source: spell,
            name: (c.card.name.clone(), c.card.name_fr.clone()),
            controller: c.controller,
            targets: c.targets,
            choices: c.choices,
            x: c.x,
            ts,
        };
        self.resolve(&c.card.spell, &ctx, &st)?;
        // The board kept for the next spell is shared with `st` until here: dropped first, it
        // is added to in place rather than copied whole (a copy per spell is quadratic).
        drop(st);
        let o = &mut self.objects[spell];
        o.zone = Zone::Graveyard;
        self.settle_after(spell, &c.card);
        Ok(())
    }

    fn activate(&mut self, a: Activate) -> Res<()> {
        self.check_on_battlefield(a.source)?;
        limits::check_x(a.x)?;
        limits::check_items("choices", a.choices.len())?;
        limits::check_items("targets", a.targets.len())?;
        let mut st = self.before_pt()?;
        let chars = &st.chars[a.source];
        let abilities: Vec<(Vec<OneShot>, Vec<TargetSpec>)> = chars
            .abilities
            .iter()
            .filter_map(|x| match &x.ability {
                Ability::Activated(ab) => Some((ab.effects.clone(), ab.targets.clone())),
                Ability::Triggered(tr) => Some((tr.effects.clone(), tr.targets.clone())),
                _ => None,
            })
            .collect();
        let id = self.id_of(a.source).to_string();
        let Some((effects, specs)) = abilities.get(a.ability).cloned() else {
            self.settled.0 = None;
            return err(
                ActionProblem::NoSuchAbility {
                    id: id.clone(),
                    count: abilities.len(),
                    number: a.ability.saturating_add(1),
                },
                Some(&id),
            );
        };
        self.check_targets(&st, &specs, &a.targets, chars.controller, &id)?;
        if reads_toughness(&effects) {
            st = Arc::new(self.now()?);
        }
        let chars = &st.chars[a.source];
        let ts = self.stamp();
        let n = self
            .effects
            .iter()
            .filter(|e| e.source == Some(a.source))
            .count();
        let ctx = Resolution {
            id: format!("{id}.a{}", n + 1),
            source: a.source,
            name: (chars.name.to_string(), chars.name_fr.to_string()),
            controller: chars.controller,
            targets: a.targets,
            choices: a.choices,
            x: a.x,
            ts,
        };
        self.resolve(&effects, &ctx, &st)
    }

    /// Carries out a resolving spell's or ability's instructions. Sets of affected objects are
    /// determined from the state as it begins to resolve (611.2c).
    fn resolve(&mut self, effects: &[OneShot], ctx: &Resolution, st: &State) -> Res<()> {
        let mut destroyed = Vec::new();
        let mut n_effects = 0;
        for o in effects {
            match o {
                OneShot::Effect(EffectSpec {
                    affects,
                    parts,
                    duration,
                }) => {
                    n_effects += 1;
                    let source = match affects {
                        Affected::This | Affected::Attached => Some(ctx.source),
                        _ => Some(ctx.source),
                    };
                    let mut def =
                        self.bare_def(affects.clone(), source, ctx.controller, ctx.targets.clone());
                    def.choices = ctx.choices.clone();
                    let view = View {
                        game: self,
                        base: &st.chars,
                        over: None,
                    };
                    let set = eval::affected(&def, &view);
                    let parts = parts.iter().map(|p| fix_x(p, ctx.x)).collect();
                    let label = if effects
                        .iter()
                        .filter(|o| matches!(o, OneShot::Effect(_)))
                        .count()
                        > 1
                    {
                        format!("{}.{}", ctx.id, n_effects)
                    } else {
                        ctx.id.clone()
                    };
                    self.register(RegEffect {
                        locked: Some(set),
                        parts,
                        duration: duration.clone(),
                        choices: ctx.choices.clone(),
                        x: ctx.x,
                        targets: ctx.targets.clone(),
                        ..RegEffect::new(
                            label,
                            EffectKind::Resolved,
                            Some(ctx.source),
                            ctx.name.clone(),
                            ctx.controller,
                            ctx.ts,
                            affects.clone(),
                        )
                    })?;
                }
                OneShot::BecomeCopy(spec) => {
                    let Some(Target::Object(of)) = ctx.targets.first().copied() else {
                        return err(ActionProblem::CopyNeedsTarget, None);
                    };
                    self.register(RegEffect {
                        locked: Some(vec![Target::Object(ctx.source)]),
                        copy: Some(CopyEffect {
                            of,
                            except: spec.except.clone(),
                        }),
                        targets: ctx.targets.clone(),
                        ..RegEffect::new(
                            format!("{}:copy", ctx.id),
                            EffectKind::Resolved,
                            Some(ctx.source),
                            ctx.name.clone(),
                            ctx.controller,
                            ctx.ts,
                            Affected::This,
                        )
                    })?;
                }
                OneShot::CreateTokens { count, token } => {
                    // Both caps before the first token: a count of billions is refused at once.
                    if *count > limits::MAX_TOKENS_AT_ONCE {
                        return err(
                            ActionProblem::TooManyTokens {
                                card: ctx.name.0.clone(),
                                found: (*count).into(),
                                limit: limits::MAX_TOKENS_AT_ONCE.into(),
                            },
                            None,
                        );
                    }
                    limits::check_card(token)?;
                    self.check_room(*count as usize)?;
                    for k in 1..=*count {
                        let id = format!("{}.{k}", ctx.id);
                        self.check_new_id(&id)?;
                        let ts = self.stamp();
                        let t = self.add_object(
                            id,
                            (**token).clone(),
                            Zone::Battlefield,
                            ctx.controller,
                            ts,
                        );
                        self.objects[t].token = true;
                    }
                }
                OneShot::Destroy(n) => {
                    if let Some(Target::Object(t)) = ctx.targets.get(*n) {
                        destroyed.push(*t);
                    }
                }
                OneShot::ExchangeLifeWithToughness => {
                    let p = ctx.controller as usize;
                    let life = self.players[p].life;
                    let toughness = st.chars[ctx.source].toughness.unwrap_or(0);
                    if toughness.unsigned_abs() > limits::MAX_LIFE as u32 {
                        return err(
                            ActionProblem::LifeTooLarge {
                                found: toughness.into(),
                                limit: limits::MAX_LIFE.into(),
                            },
                            None,
                        );
                    }
                    self.players[p].life = toughness;
                    self.register(RegEffect {
                        locked: Some(vec![Target::Object(ctx.source)]),
                        parts: vec![Part::SetToughness(Expr::N(life))],
                        ..RegEffect::new(
                            format!("{}:toughness", ctx.id),
                            EffectKind::Resolved,
                            Some(ctx.source),
                            ctx.name.clone(),
                            ctx.controller,
                            ctx.ts,
                            Affected::This,
                        )
                    })?;
                }
                OneShot::Text(_) => {}
                OneShot::Transform(_) => self.transform(ctx.source),
            }
        }
        for t in destroyed {
            if self.objects[t].zone == Zone::Battlefield {
                self.leave(t)?;
            }
        }
        Ok(())
    }

    /// An object leaves the battlefield for its owner's graveyard (a token ceases to exist),
    /// and the Auras attached to it after it (704.5m), each in turn.
    fn leave(&mut self, t: ObjIdx) -> Res<()> {
        // A stack, not recursion: a chain of Auras on Auras can be as long as the board.
        let mut todo = vec![t];
        while let Some(t) = todo.pop() {
            if self.objects[t].zone != Zone::Battlefield {
                continue;
            }
            self.leave_one(t)?;
            let mut attached: Vec<ObjIdx> = (0..self.objects.len())
                .filter(|&i| {
                    self.objects[i].zone == Zone::Battlefield
                        && self.objects[i].attached_to == Some(Attachment::Object(t))
                })
                .collect();
            attached.reverse();
            todo.extend(attached);
        }
        Ok(())
    }

    fn leave_one(&mut self, t: ObjIdx) -> Res<()> {
        let ts = self.next_timestamp;
        // "If this leaves the battlefield, the effect lasts until end of turn" (Titania's Song):
        // the board is solved only when some card could have such an ability.
        if self.lingering_possible() {
            self.linger(t)?;
        }
        let o = &mut self.objects[t];
        o.zone = if o.token {
            Zone::Exile
        } else {
            Zone::Graveyard
        };
        o.timestamp = ts;
        o.attached_to = None;
        o.counters.clear();
        o.face_down = false;
        for e in &mut self.effects {
            if e.ended.is_none()
                && e.source == Some(t)
                && e.duration == Duration::WhileSourceOnBattlefield
            {
                e.ended = Some(Ended::SourceLeft);
            }
        }
        Ok(())
    }

    /// Whether any card of the game, or any ability an effect grants, has an effect that
    /// lingers after its source leaves.
    fn lingering_possible(&self) -> bool {
        fn in_parts(parts: &[Part]) -> bool {
            parts.iter().any(|p| match p {
                Part::Grant(abilities) => abilities.iter().any(has),
                Part::SetCopiable(c) => c.add_abilities.iter().any(has),
                _ => false,
            })
        }
        fn has(a: &Ability) -> bool {
            match a {
                Ability::Static(s) => s.lingers_until_end_of_turn || in_parts(&s.parts),
                _ => false,
            }
        }
        self.objects
            .iter()
            .any(|o| o.card.abilities.iter().any(has))
            || self.effects.iter().any(|e| in_parts(&e.parts))
    }

    /// Registers the effects of `t` that keep applying, until end of turn, to the objects they
    /// applied to (613.6) once `t` leaves.
    fn linger(&mut self, t: ObjIdx) -> Res<()> {
        let st = self.now()?;
        let chars = &st.chars[t];
        let lingering: Vec<(usize, super::card::Static)> = chars
            .abilities
            .iter()
            .filter_map(|a| match (&a.ability, &a.origin) {
                (Ability::Static(s), super::object::Origin::Printed(n))
                    if s.lingers_until_end_of_turn =>
                {
                    Some((*n as usize, s.clone()))
                }
                _ => None,
            })
            .collect();
        if lingering.is_empty() {
            return Ok(());
        }
        let (sol, work) = solve_counted(self, &SolveOptions::traced());
        self.play_work.add(work);
        for (i, s) in lingering {
            let key =
                super::effect::EffectKey::Ability(t, super::object::Origin::Printed(i as u16));
            let set: Vec<Target> = sol
                .trace
                .effects
                .iter()
                .position(|e| e.key == key)
                .and_then(|e| {
                    sol.trace
                        .steps
                        .iter()
                        .find(|st| st.effect == Some(e) && !st.affected.is_empty())
                })
                .map(|st| st.affected.to_vec())
                .unwrap_or_default();
            let chars = &st.chars[t];
            self.register(RegEffect {
                locked: Some(set),
                parts: s.parts.clone(),
                duration: Duration::UntilEndOfTurn,
                choices: self.objects[t].choices.clone(),
                ..RegEffect::new(
                    format!("{}/{}:lingering", self.objects[t].id, i + 1),
                    EffectKind::Resolved,
                    Some(t),
                    (chars.name.to_string(), chars.name_fr.to_string()),
                    chars.controller,
                    self.objects[t].timestamp,
                    s.affects.clone(),
                )
            })?;
        }
        Ok(())
    }

    /// "For as long as" effects whose condition no longer holds end for good (611.2b).
    fn end_for_as_long_as(&mut self) -> Res<()> {
        let mut st: Option<State> = None;
        for k in 0..self.effects.len() {
            let e = &self.effects[k];
            if e.ended.is_some() {
                continue;
            }
            let Duration::ForAsLongAs(cond) = &e.duration else {
                continue;
            };
            let holds = match cond {
                super::card::Condition::OnBattlefield(id) => self
                    .lookup(id)
                    .is_some_and(|i| self.objects[i].zone == Zone::Battlefield),
                super::card::Condition::YouControl(id) => {
                    if st.is_none() {
                        st = Some(self.now()?);
                    }
                    let st = st.as_ref().expect("set just above");
                    self.lookup(id).is_some_and(|i| {
                        self.objects[i].zone == Zone::Battlefield
                            && st.chars[i].controller == e.controller
                    })
                }
                _ => true,
            };
            if !holds {
                self.effects[k].ended = Some(Ended::ConditionFailed);
            }
        }
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

struct Resolution {
    id: String,
    source: ObjIdx,
    name: (String, String),
    controller: PlayerId,
    targets: Vec<Target>,
    choices: Vec<String>,
    x: i32,
    ts: u64,
}

/// Replaces X by the value paid.
fn fix_x(p: &Part, x: i32) -> Part {
    fn e(ex: &Expr, x: i32) -> Expr {
        match ex {
            Expr::X => Expr::N(x),
            Expr::Sum(v) => Expr::Sum(v.iter().map(|y| e(y, x)).collect()),
            Expr::Times(k, y) => Expr::Times(*k, Box::new(e(y, x))),
            other => other.clone(),
        }
    }
    match p {
        Part::SetPT(a, b) => Part::SetPT(e(a, x), e(b, x)),
        Part::DefinePT(a, b) => Part::DefinePT(e(a, x), e(b, x)),
        Part::SetToughness(a) => Part::SetToughness(e(a, x)),
        other => other.clone(),
    }
}
