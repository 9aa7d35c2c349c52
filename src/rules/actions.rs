//! What happens to the game between solves: permanents enter, spells resolve, abilities resolve,
//! counters are placed, things leave, the turn ends. Each action gets a new timestamp (613.7).

use super::card::{
    Ability, Affected, AsEnters, CardDef, CopySpec, Duration, EffectSpec, Expr, OneShot, Part,
    TargetSpec,
};
use super::effect::{CopyEffect, EffectKind, Ended, RegEffect, Target};
use super::eval::{self, Def, View};
use super::game::Game;
use super::object::{Attachment, Counter, ObjIdx, PlayerId, Zone};
use super::solve::{SolveOptions, solve};
use super::trace::State;
use super::types::{CardType, Color};

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

/// Why an action can't be done. The message names what is wrong, in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub message: String,
    /// The scenario literal the error is about (an id, a card name, a choice), to locate it.
    pub literal: Option<String>,
}

impl ActionError {
    fn new(message: impl Into<String>, literal: Option<&str>) -> ActionError {
        ActionError {
            message: message.into(),
            literal: literal.map(str::to_string),
        }
    }
}

type Res<T> = Result<T, ActionError>;

impl Game {
    /// Applies one action.
    pub fn apply(&mut self, action: Action) -> Res<()> {
        let result = match action {
            Action::Enter(e) => self.enter(*e),
            Action::Cast(c) => self.cast(*c),
            Action::Activate(a) => self.activate(a),
            Action::Counters {
                target,
                kind,
                count,
            } => self.counters(target, &kind, count),
            Action::Attach { source, to } => {
                self.check_on_battlefield(source)?;
                self.check_attachment(to)?;
                let ts = self.stamp();
                let o = &mut self.objects[source];
                o.attached_to = Some(to);
                o.timestamp = ts;
                Ok(())
            }
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
                self.leave(t);
                Ok(())
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
        self.end_for_as_long_as();
        Ok(())
    }

    fn now(&self) -> State {
        solve(self, &SolveOptions::quick()).state
    }

    fn id_of(&self, i: ObjIdx) -> &str {
        &self.objects[i].id
    }

    fn check_on_battlefield(&self, i: ObjIdx) -> Res<()> {
        if self.objects[i].zone == Zone::Battlefield {
            Ok(())
        } else {
            Err(ActionError::new(
                format!("{:?} is not on the battlefield", self.id_of(i)),
                Some(self.id_of(i)),
            ))
        }
    }

    fn check_attachment(&self, to: Attachment) -> Res<()> {
        match to {
            Attachment::Object(o) => self.check_on_battlefield(o),
            Attachment::Player(p) if (p as usize) < self.players.len() => Ok(()),
            Attachment::Player(p) => {
                Err(ActionError::new(format!("there is no player p{p}"), None))
            }
        }
    }

    fn check_new_id(&self, id: &str) -> Res<()> {
        if id.is_empty() {
            return Err(ActionError::new("an id can't be empty", None));
        }
        if self.has_id(id) {
            return Err(ActionError::new(
                format!("the id {id:?} is already used"),
                Some(id),
            ));
        }
        Ok(())
    }

    fn enter(&mut self, e: Enter) -> Res<()> {
        self.check_new_id(&e.id)?;
        if let Some(a) = e.attached_to {
            self.check_attachment(a)?;
        }
        // What the board looks like as it enters matters only to "as this enters" abilities
        // and to "enters as a copy of this" replacements: solve only when one may apply.
        let before = (e
            .card
            .abilities
            .iter()
            .any(|a| matches!(a, Ability::AsEnters(_)))
            || self.enters_as_copy_possible())
        .then(|| self.now());
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
        }
        for (kind, n) in &e.counters {
            self.objects[idx].counters.push(Counter {
                kind: kind.clone(),
                count: *n,
                timestamp: ts,
            });
        }
        if e.face_down {
            if e.copy_of.is_some() {
                return Err(ActionError::new(
                    "a face-down permanent can't enter as a copy",
                    Some(&e.id),
                ));
            }
            return Ok(());
        }
        match before {
            Some(before) => self.as_enters(idx, &e, &before, ts),
            None => Ok(()),
        }
    }

    /// Whether any object could have an "enters as a copy of this" ability (Essence of the
    /// Wild): printed on a card of the game (copies and text from a graveyard take it from
    /// there) or granted by an effect.
    fn enters_as_copy_possible(&self) -> bool {
        fn grants(parts: &[super::card::Part]) -> bool {
            parts.iter().any(|p| match p {
                super::card::Part::Grant(abilities) => abilities.iter().any(has),
                _ => false,
            })
        }
        fn has(a: &Ability) -> bool {
            match a {
                Ability::EntersAsCopyOfThis(_) => true,
                Ability::Static(s) => grants(&s.parts),
                _ => false,
            }
        }
        self.objects
            .iter()
            .any(|o| o.card.abilities.iter().any(has))
            || self.effects.iter().any(|e| grants(&e.parts))
    }

    /// "As this enters" abilities, in the card's order, and "enters as a copy" replacements.
    fn as_enters(&mut self, idx: ObjIdx, e: &Enter, before: &State, ts: u64) -> Res<()> {
        let mut choices = e.choices.iter();
        let mut copied = false;
        let abilities: Vec<AsEnters> = e
            .card
            .abilities
            .iter()
            .filter_map(|a| match a {
                Ability::AsEnters(x) => Some(x.clone()),
                _ => None,
            })
            .collect();
        for a in abilities {
            match a {
                AsEnters::ChooseColor => {
                    let c = choices.next().ok_or_else(|| {
                        ActionError::new(
                            format!("{} asks for a color in `choices`", e.card.name),
                            Some(&e.id),
                        )
                    })?;
                    if Color::parse(c).is_none() {
                        return Err(ActionError::new(
                            format!("{c:?} is not a color (White, Blue, Black, Red, Green)"),
                            Some(c),
                        ));
                    }
                }
                AsEnters::ChooseCreatureType => {
                    let c = choices.next().ok_or_else(|| {
                        ActionError::new(
                            format!("{} asks for a creature type in `choices`", e.card.name),
                            Some(&e.id),
                        )
                    })?;
                    if !super::object::is_creature_type(c) || c.trim().is_empty() {
                        return Err(ActionError::new(
                            format!("{c:?} is not a creature type"),
                            Some(c),
                        ));
                    }
                }
                AsEnters::ChooseMode(modes) => {
                    let keys: Vec<&str> = modes.iter().map(|m| m.key.as_str()).collect();
                    let c = choices.next().ok_or_else(|| {
                        ActionError::new(
                            format!("{} asks for one of {keys:?} in `choices`", e.card.name),
                            Some(&e.id),
                        )
                    })?;
                    let mode = modes
                        .iter()
                        .find(|m| m.key.eq_ignore_ascii_case(c))
                        .ok_or_else(|| {
                            ActionError::new(
                                format!(
                                    "{c:?} is not a choice of {} (one of {keys:?})",
                                    e.card.name
                                ),
                                Some(c),
                            )
                        })?;
                    self.register(RegEffect {
                        parts: mode.parts.clone(),
                        duration: Duration::WhileSourceOnBattlefield,
                        ..RegEffect::new(
                            format!("{}:{}", e.id, mode.key),
                            EffectKind::Replacement,
                            Some(idx),
                            (e.card.name.clone(), e.card.name_fr.clone()),
                            e.controller,
                            ts,
                            Affected::This,
                        )
                    });
                }
                AsEnters::CopyOf(spec) => {
                    if let Some(of) = e.copy_of {
                        self.copy_effect(idx, of, &spec, e, before, ts)?;
                        copied = true;
                    }
                }
                AsEnters::ExileFromGraveyard(filter) => {
                    let names: Vec<String> = choices.by_ref().cloned().collect();
                    for name in names {
                        let gy = self.graveyard(e.controller);
                        let found = gy.into_iter().rev().find(|&g| {
                            self.objects[g].card.is_named(&name)
                                && self.matches_in(before, &filter, idx, e.controller, g)
                        });
                        let g = found.ok_or_else(|| {
                            ActionError::new(
                                format!(
                                    "no matching {name:?} card in player p{}'s graveyard",
                                    e.controller
                                ),
                                Some(&name),
                            )
                        })?;
                        let o = &mut self.objects[g];
                        o.zone = Zone::Exile;
                        o.exiled_with = Some(idx);
                    }
                }
                AsEnters::TurnFaceDown(filter) => {
                    let victims: Vec<ObjIdx> = (0..self.objects.len())
                        .filter(|&i| i != idx && self.objects[i].zone == Zone::Battlefield)
                        .filter(|&i| self.matches_in(before, &filter, idx, e.controller, i))
                        .collect();
                    for v in victims {
                        self.objects[v].face_down = true;
                        self.objects[v].timestamp = ts;
                    }
                }
            }
        }
        if e.copy_of.is_some() && !copied {
            return Err(ActionError::new(
                format!(
                    "{} can't enter as a copy (it has no such ability)",
                    e.card.name
                ),
                Some(&e.id),
            ));
        }
        // "Creatures you control enter as a copy of this" (Essence of the Wild), a replacement.
        if !copied {
            let printed = super::object::Chars::printed(&e.card, e.controller);
            for src in 0..idx {
                if self.objects[src].zone != Zone::Battlefield {
                    continue;
                }
                let filters: Vec<_> = before.chars[src]
                    .abilities
                    .iter()
                    .filter_map(|a| match &a.ability {
                        Ability::EntersAsCopyOfThis(f) => Some(f.clone()),
                        _ => None,
                    })
                    .collect();
                for f in filters {
                    let controller_ok = match f.controller {
                        super::card::Who::You => before.chars[src].controller == e.controller,
                        super::card::Who::Opponents => before.chars[src].controller != e.controller,
                        _ => true,
                    };
                    if controller_ok && f.types.iter().all(|t| printed.is(*t)) {
                        let spec = CopySpec {
                            filter: super::card::Filter::default(),
                            except: Vec::new(),
                        };
                        self.copy_effect(idx, src, &spec, e, before, ts)?;
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    fn copy_effect(
        &mut self,
        idx: ObjIdx,
        of: ObjIdx,
        spec: &CopySpec,
        e: &Enter,
        before: &State,
        ts: u64,
    ) -> Res<()> {
        if self.objects[of].zone != Zone::Battlefield {
            return Err(ActionError::new(
                format!(
                    "{:?} is not on the battlefield to be copied",
                    self.id_of(of)
                ),
                Some(self.id_of(of)),
            ));
        }
        if !self.matches_in(before, &spec.filter, idx, e.controller, of) {
            return Err(ActionError::new(
                format!(
                    "{} can't copy {:?}: it doesn't match what the card may copy",
                    e.card.name,
                    self.id_of(of)
                ),
                Some(self.id_of(of)),
            ));
        }
        self.register(RegEffect {
            copy: Some(CopyEffect {
                of,
                except: spec.except.clone(),
            }),
            duration: Duration::WhileSourceOnBattlefield,
            ..RegEffect::new(
                format!("{}:copy", e.id),
                EffectKind::Replacement,
                Some(idx),
                (e.card.name.clone(), e.card.name_fr.clone()),
                e.controller,
                ts,
                Affected::This,
            )
        });
        Ok(())
    }

    /// Whether object `i` matches `f` for an effect of `source` controlled by `controller`,
    /// in the state `st`.
    fn matches_in(
        &self,
        st: &State,
        f: &super::card::Filter,
        source: ObjIdx,
        controller: PlayerId,
        i: ObjIdx,
    ) -> bool {
        let mut chars = st.chars.clone();
        while chars.len() < self.objects.len() {
            let o = &self.objects[chars.len()];
            chars.push(super::object::Chars::printed(&o.card, o.base_controller));
        }
        let view = View {
            game: self,
            base: &chars,
            over: None,
        };
        let def = self.bare_def(
            Affected::All(f.clone()),
            Some(source),
            controller,
            Vec::new(),
        );
        eval::filter_matches(f, &def, &view, i)
    }

    fn bare_def(
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

    fn register(&mut self, e: RegEffect) -> usize {
        self.effects.push(e);
        self.effects.len() - 1
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
            return Err(ActionError::new(
                format!(
                    "{what} needs {} target(s), {} given",
                    specs.len(),
                    targets.len()
                ),
                None,
            ));
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
                return Err(ActionError::new(
                    format!("{name:?} is not a legal target for {what} ({spec:?} expected)"),
                    Some(&name),
                ));
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
            return Err(ActionError::new(
                format!(
                    "{} is not an instant or sorcery: use Enter for permanents",
                    c.card.name
                ),
                Some(&c.card.name),
            ));
        }
        let id = if c.id.is_empty() {
            self.unique_id(&c.card.name)
        } else {
            c.id.clone()
        };
        self.check_new_id(&id)?;
        let st = self.now();
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
        let o = &mut self.objects[spell];
        o.zone = Zone::Graveyard;
        Ok(())
    }

    fn activate(&mut self, a: Activate) -> Res<()> {
        self.check_on_battlefield(a.source)?;
        let st = self.now();
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
            return Err(ActionError::new(
                format!(
                    "{id:?} has {} activated or triggered abilities now (after the layers); there is no number {}",
                    abilities.len(),
                    a.ability + 1
                ),
                Some(&id),
            ));
        };
        self.check_targets(&st, &specs, &a.targets, chars.controller, &id)?;
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
                    });
                }
                OneShot::BecomeCopy(spec) => {
                    let Some(Target::Object(of)) = ctx.targets.first().copied() else {
                        return Err(ActionError::new(
                            "a copy needs a creature as its first target",
                            None,
                        ));
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
                    });
                }
                OneShot::CreateTokens { count, token } => {
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
                    });
                }
                OneShot::Text(_) => {}
            }
        }
        for t in destroyed {
            if self.objects[t].zone == Zone::Battlefield {
                self.leave(t);
            }
        }
        Ok(())
    }

    fn counters(&mut self, target: ObjIdx, kind: &str, count: i32) -> Res<()> {
        self.check_on_battlefield(target)?;
        let ts = self.stamp();
        let o = &mut self.objects[target];
        match o.counters.iter_mut().find(|c| c.kind == kind) {
            Some(c) => {
                c.count = (c.count + count).max(0);
                c.timestamp = ts;
            }
            None if count > 0 => o.counters.push(Counter {
                kind: kind.to_string(),
                count,
                timestamp: ts,
            }),
            None => {}
        }
        o.counters.retain(|c| c.count > 0);
        Ok(())
    }

    /// An object leaves the battlefield for its owner's graveyard (a token ceases to exist).
    fn leave(&mut self, t: ObjIdx) {
        let st = self.now();
        let ts = self.next_timestamp;
        // "If this leaves the battlefield, the effect lasts until end of turn" (Titania's Song).
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
        if !lingering.is_empty() {
            // The effect keeps applying to the objects it applied to (613.6), until end of turn.
            let sol = solve(self, &SolveOptions::traced());
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
                    .map(|st| st.affected.clone())
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
                });
            }
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
        // Auras attached to it are put into the graveyard (704.5m).
        let attached: Vec<ObjIdx> = (0..self.objects.len())
            .filter(|&i| {
                self.objects[i].zone == Zone::Battlefield
                    && self.objects[i].attached_to == Some(Attachment::Object(t))
            })
            .collect();
        for a in attached {
            self.leave(a);
        }
    }

    /// "For as long as" effects whose condition no longer holds end for good (611.2b).
    fn end_for_as_long_as(&mut self) {
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
                    let st = st.get_or_insert_with(|| self.now());
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
    }

    fn free_effect(&mut self, f: FreeEffect) -> Res<()> {
        if self.effects.iter().any(|e| e.label == f.label) {
            return Err(ActionError::new(
                format!("the effect label {:?} is already used", f.label),
                Some(&f.label),
            ));
        }
        let ts = self.stamp();
        let locked = if f.kind == EffectKind::Resolved {
            let st = self.now();
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
        });
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
