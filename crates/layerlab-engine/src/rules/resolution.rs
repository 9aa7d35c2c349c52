//! Spells cast and abilities activated, as they resolve (608, 611.2c): their targets checked,
//! their instructions carried out (effects registered with their sets of objects locked,
//! copies, tokens, destruction, life exchanged), and the spell put into its graveyard.

use std::sync::Arc;

use super::action_error::ActionProblem;
use super::actions::{Activate, Cast, Res, err};
use super::card::{
    Ability, Affected, CardDef, CopySource, CopySpec, Expr, Filter, Keyword, OneShot, Part,
    TargetSpec, ZoneSel,
};
use super::effect::{CopyEffect, EffectKind, RegEffect, Target};
use super::eval::{self, View};
use super::game::Game;
use super::keyword_names;
use super::layer::Layer;
use super::limits;
use super::object::{Attachment, ObjIdx, PlayerId, Zone};
use super::trace::State;
use super::types::{CardType, Supertype};

/// Whether a spell's or ability's instructions read a toughness as they resolve (the board
/// before P/T is then not enough).
fn reads_toughness(effects: &[OneShot]) -> bool {
    effects
        .iter()
        .any(|o| matches!(o, OneShot::ExchangeLifeWithToughness))
}

/// An ability an `Activate` action counts: one with its instructions, or a keyword's.
#[derive(Clone)]
enum Counted {
    /// The effects, the targets, and whether the cost taps the source ({T}).
    Effects(Vec<OneShot>, Vec<TargetSpec>, bool),
    Keyword(Keyword),
}

impl Game {
    pub(super) fn cast(&mut self, c: Cast) -> Res<()> {
        if !c.card.is_instant_or_sorcery() {
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
        check_asked(&c.card.spell, &c.choices, c.x, &c.card.name)?;
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

    pub(super) fn activate(&mut self, a: Activate) -> Res<()> {
        self.check_on_battlefield(a.source)?;
        limits::check_x(a.x)?;
        limits::check_items("choices", a.choices.len())?;
        limits::check_items("targets", a.targets.len())?;
        let mut st = self.before_pt()?;
        let chars = &st.chars[a.source];
        // Printed order, keyword abilities among them (Equip, prowess): 605 leaves mana
        // abilities out.
        let abilities: Vec<Counted> = chars
            .abilities
            .iter()
            .filter_map(|x| match &x.ability {
                Ability::Activated(ab) => Some(Counted::Effects(
                    ab.effects.clone(),
                    ab.targets.clone(),
                    ab.cost.contains("{T}"),
                )),
                Ability::Triggered(tr) => Some(Counted::Effects(
                    tr.effects.clone(),
                    tr.targets.clone(),
                    false,
                )),
                Ability::Keyword(k) if keyword_names::activated_or_triggered(k) => {
                    Some(Counted::Keyword(k.clone()))
                }
                _ => None,
            })
            .collect();
        let id = self.id_of(a.source).to_string();
        let found = abilities.get(a.ability).cloned();
        let found = match found {
            Some(Counted::Keyword(Keyword::Equip(_))) => {
                drop(st);
                return self.equip(a.source, &a.targets, &id);
            }
            Some(Counted::Keyword(k)) => match keyword_names::resolution(&k) {
                Some(effects) => Some((effects, Vec::new(), false)),
                None => {
                    self.settled.0 = None;
                    return err(
                        ActionProblem::KeywordNotModelled {
                            id: id.clone(),
                            keyword: k,
                        },
                        Some(&id),
                    );
                }
            },
            Some(Counted::Effects(effects, specs, taps)) => Some((effects, specs, taps)),
            None => None,
        };
        let Some((effects, specs, taps)) = found else {
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
        check_asked(&effects, &a.choices, a.x, &id)?;
        // Paying {T} taps the source (602.2b, 601.2h): "for as long as ~ remains tapped"
        // starts true (Vedalken Shackles). Tapping gives no timestamp (613.7).
        if taps {
            self.objects[a.source].tapped = true;
        }
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

    /// An equip ability resolving (702.6a): the Equipment becomes attached to its one target,
    /// a creature, as the Attach action does it.
    fn equip(&mut self, source: ObjIdx, targets: &[Target], id: &str) -> Res<()> {
        let [Target::Object(o)] = targets else {
            self.settled.0 = None;
            return err(
                ActionProblem::TargetCount {
                    what: id.to_string(),
                    needed: 1,
                    given: targets.len(),
                },
                Some(id),
            );
        };
        let st = self.before_pt()?;
        if st.chars[*o].controller != st.chars[source].controller {
            self.settled.0 = None;
            let target = self.id_of(*o).to_string();
            return err(
                ActionProblem::EquipNotYours {
                    id: id.to_string(),
                    target: target.clone(),
                },
                Some(&target),
            );
        }
        drop(st);
        self.attach(source, Attachment::Object(*o))
    }

    /// Carries out a resolving spell's or ability's instructions. Sets of affected objects are
    /// determined from the state as it begins to resolve (611.2c).
    fn resolve(&mut self, effects: &[OneShot], ctx: &Resolution, st: &State) -> Res<()> {
        // The objects as the resolution begins (a spell itself is one already, on the stack):
        // only an instruction that creates tokens adds to them.
        let at_start = self.objects.len();
        let mut destroyed = Vec::new();
        let mut n_effects = 0;
        for o in effects {
            match o {
                OneShot::Effect(spec) => {
                    n_effects += 1;
                    // Tokens an earlier instruction created exist as this one begins: its set
                    // is read from the state then (608.2c, 611.2c), which has them. Otherwise
                    // the state the resolution began with serves: solving again for every
                    // spell made a board of N spells cost N solves.
                    let now = if self.objects.len() > at_start {
                        Some(self.before_pt()?)
                    } else {
                        None
                    };
                    let base = now.as_deref().map_or(&st.chars, |s| &s.chars);
                    let set = self.set_as_it_begins(&spec.affects, ctx, base);
                    let parts = spec.parts.iter().map(|p| fix_x(p, ctx.x)).collect();
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
                        duration: spec.duration.clone(),
                        choices: ctx.choices.clone(),
                        x: ctx.x,
                        targets: ctx.targets.clone(),
                        ..ctx.effect(label, spec.affects.clone())
                    })?;
                }
                OneShot::BecomeCopy(spec) => {
                    self.become_copy(spec, ctx, st)?;
                }
                OneShot::CreateTokens { count, token } => {
                    // Both caps before the first token.
                    limits::check_tokens(&ctx.name.0, *count, None)?;
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
                        ..ctx.effect(format!("{}:toughness", ctx.id), Affected::This)
                    })?;
                }
                OneShot::ExchangeControl => self.exchange_control(ctx, st)?,
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

    /// "[This or a target] becomes a copy of [a target or a chosen object], except ..., [for a
    /// duration]" (707.4): a copy effect on one object, its set fixed (611.2c), that takes the
    /// copiable values of what it copies as it resolves (707.2b).
    fn become_copy(&mut self, spec: &CopySpec, ctx: &Resolution, st: &State) -> Res<()> {
        let object_target = |n: usize| match ctx.targets.get(n) {
            Some(Target::Object(o)) => Ok(*o),
            _ => err(ActionProblem::CopyNeedsTarget, None),
        };
        let who = match spec.target {
            Some(n) => object_target(n)?,
            None => ctx.source,
        };
        let source = spec
            .of
            .unwrap_or(CopySource::Target(usize::from(spec.target == Some(0))));
        let of = match source {
            CopySource::Target(n) => object_target(n)?,
            CopySource::Chosen => {
                let value = ctx.choices.first().cloned().unwrap_or_default();
                match self.lookup(&value) {
                    Some(o) if self.objects[o].zone == Zone::Battlefield => o,
                    _ => {
                        return err(
                            ActionProblem::CopyChoiceUnknown {
                                value: value.clone(),
                            },
                            Some(&value),
                        );
                    }
                }
            }
        };
        // What is copied must be what the spell or ability says it copies, wherever it is
        // (a creature that died is copied as it last existed: its targets say where).
        let filter = Filter {
            zone: ZoneSel::Any,
            ..spec.filter.clone()
        };
        let def = self.bare_def(
            Affected::All(filter.clone()),
            Some(ctx.source),
            ctx.controller,
            ctx.targets.clone(),
        );
        let view = View {
            game: self,
            base: &st.chars,
            over: None,
        };
        if of >= st.chars.len() || !eval::filter_matches(&filter, &def, &view, of) {
            let id = self.id_of(of).to_string();
            return err(
                ActionProblem::CopyMismatch {
                    card: ctx.name.0.clone(),
                    id: id.clone(),
                },
                Some(&id),
            );
        }
        // "Each other creature becomes a copy of target creature": the set as the spell
        // resolves (611.2c).
        let (set, affects) = match &spec.each {
            Some(f) => {
                let affects = Affected::All(f.clone());
                (self.set_as_it_begins(&affects, ctx, &st.chars), affects)
            }
            None if self.objects[who].zone != Zone::Battlefield => return Ok(()),
            None => (
                vec![Target::Object(who)],
                spec.target.map_or(Affected::This, Affected::Target),
            ),
        };
        let values = Box::new(self.copiable(of)?);
        self.register(RegEffect {
            locked: Some(set),
            copy: Some(CopyEffect {
                of,
                except: spec.except.clone(),
                values,
            }),
            duration: spec.duration.clone(),
            targets: ctx.targets.clone(),
            ..ctx.effect(format!("{}:copy", ctx.id), affects)
        })?;
        Ok(())
    }

    /// The objects an effect a resolving spell or ability creates applies to, fixed as it
    /// begins (611.2c), read from `base`.
    fn set_as_it_begins(
        &self,
        affects: &Affected,
        ctx: &Resolution,
        base: &[super::object::Chars],
    ) -> Vec<Target> {
        let mut def = self.bare_def(
            affects.clone(),
            Some(ctx.source),
            ctx.controller,
            ctx.targets.clone(),
        );
        def.choices = ctx.choices.clone();
        let view = View {
            game: self,
            base,
            over: None,
        };
        eval::affected(&def, &view)
    }

    /// "Exchange control of two target creatures" (701.10): each target gets, in layer 2, the
    /// controller the other had as the exchange happened; none of it if either target left
    /// the battlefield or one player controls both (701.10a).
    fn exchange_control(&mut self, ctx: &Resolution, st: &State) -> Res<()> {
        let on_battlefield = |t: Option<&Target>| match t {
            Some(Target::Object(o)) if self.objects[*o].zone == Zone::Battlefield => Some(*o),
            _ => None,
        };
        let (Some(a), Some(b)) = (
            on_battlefield(ctx.targets.first()),
            on_battlefield(ctx.targets.get(1)),
        ) else {
            return Ok(());
        };
        let (ca, cb) = (st.chars[a].controller, st.chars[b].controller);
        if ca == cb {
            return Ok(());
        }
        for (n, (o, to)) in [(a, cb), (b, ca)].into_iter().enumerate() {
            self.register(RegEffect {
                locked: Some(vec![Target::Object(o)]),
                parts: vec![Part::GainControl],
                controller: to,
                targets: ctx.targets.clone(),
                ..ctx.effect(format!("{}:exchange{}", ctx.id, n + 1), Affected::Target(n))
            })?;
        }
        Ok(())
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
                        TargetSpec::CreatureYouControl => {
                            c.is(CardType::Creature) && c.controller == controller
                        }
                        TargetSpec::NonlegendaryCreature => {
                            c.is(CardType::Creature)
                                && !c.supertypes.contains(&Supertype::Legendary)
                        }
                        TargetSpec::Land => c.is(CardType::Land),
                        TargetSpec::Artifact => c.is(CardType::Artifact),
                        TargetSpec::NoncreatureArtifact => {
                            c.is(CardType::Artifact) && !c.is(CardType::Creature)
                        }
                        TargetSpec::ArtifactCreature => {
                            c.is(CardType::Artifact) && c.is(CardType::Creature)
                        }
                        TargetSpec::NonlandPermanent => !c.is(CardType::Land),
                        TargetSpec::PermanentYouControl => c.controller == controller,
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
                    || matches!(a, Ability::Keyword(Keyword::Changeling))
            })
            && self.effects[s.effects..]
                .iter()
                .all(|e| e.copy.is_none() && pt_only(&e.parts));
        if !holds {
            return;
        }
        let state = Arc::make_mut(&mut s.state);
        let o = &self.objects[spell];
        state.chars.push(o.printed(o.owner));
        state.dies.push(false);
        s.objects = self.objects.len();
        s.effects = self.effects.len();
        s.next_timestamp = self.next_timestamp;
        self.settled.0 = Some(s);
    }
}

/// What a resolving spell or ability brings to the effects it creates.
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

impl Resolution {
    /// A resolved effect of this spell or ability, labelled `label`, on `affects`.
    fn effect(&self, label: String, affects: Affected) -> RegEffect {
        RegEffect::new(
            label,
            EffectKind::Resolved,
            Some(self.source),
            self.name.clone(),
            self.controller,
            self.ts,
            affects,
        )
    }
}

/// The choices and the X an action gives are each read by the instructions (none is given
/// for nothing).
fn check_asked(effects: &[OneShot], choices: &[String], x: i32, what: &str) -> Res<()> {
    let asks = super::meaning::asks(effects);
    if let Some(value) = choices.first()
        && !asks.choices
    {
        return err(
            ActionProblem::ChoiceUnused {
                card: what.to_string(),
                value: value.clone(),
            },
            Some(value),
        );
    }
    if x != 0 && !asks.x {
        return err(
            ActionProblem::XUnused {
                card: what.to_string(),
                x: x.into(),
            },
            None,
        );
    }
    Ok(())
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
        Part::DefinePower(a) => Part::DefinePower(e(a, x)),
        Part::SetToughness(a) => Part::SetToughness(e(a, x)),
        other => other.clone(),
    }
}
