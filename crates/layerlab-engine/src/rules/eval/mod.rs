//! Evaluating an effect against a (possibly trial) state: does it exist, what is its text, what
//! does it apply to, and what exactly would it do to each object (613.8a's three questions).

use std::sync::Arc;

use super::card::{
    Ability, Affected, Condition, Expr, Filter, Keyword, Part, Quality, Word, ZoneSel,
};
use super::effect::{CopyEffect, EffectKey, Target};
use super::layer::Layer;
use super::object::{Attachment, Chars, ObjIdx, Origin, PlayerId, Zone};
use super::op::Op;
use super::trace::DepKind;
use super::types::{BasicLandType, CardType, Color, ColorSpec, ManaCost};

mod facets;
mod filters;
mod types;

use facets::per_target;
pub use facets::{delta_is_local, facet, has_global_inputs, part_writes, reads, set_blind_to};
pub use filters::{filter_matches, filter_matches_about};
use filters::{matches_all, player_matches, resolve_color, resolve_subtypes};
pub use types::{Def, Eval, Ops, View};

/// The definition of the effect `key` now, if it exists.
pub fn definition(key: &EffectKey, view: &View, labels: &str) -> Option<Def> {
    let game = view.game;
    match key {
        EffectKey::Ability(obj, origin) => {
            let c = view.get(*obj);
            let inst = c.abilities.iter().find(|a| &a.origin == origin)?;
            let mut def = match &inst.ability {
                Ability::Static(s) => {
                    let mut d =
                        Def::new(s.affects.clone(), Some(*obj), view.controller(*obj), labels);
                    d.parts = s.parts.clone();
                    d.condition = s.condition.clone();
                    // An ability granted by another effect is not a CDA (604.3a).
                    d.cda = s.cda && !origin.is_granted();
                    d
                }
                Ability::Keyword(Keyword::Changeling) => {
                    let mut d = Def::new(Affected::This, Some(*obj), view.controller(*obj), labels);
                    d.parts = vec![Part::AllCreatureTypes];
                    d.cda = true;
                    d
                }
                _ => return None,
            };
            def.choices = game.objects[*obj].choices.clone();
            Some(def)
        }
        EffectKey::Registered(k) => {
            let e = &game.effects[*k];
            let mut def = Def::new(e.affects.clone(), e.source, e.controller, labels);
            def.parts = e.parts.clone();
            def.copy = e.copy.clone();
            def.locked = e.locked.clone();
            def.choices = e.choices.clone();
            def.x = e.x;
            def.targets = e.targets.clone();
            Some(def)
        }
        EffectKey::Counters(obj, kind) => {
            let counter = game.objects[*obj]
                .counters
                .iter()
                .find(|c| &c.kind == kind)?;
            if let Some(parts) = super::keyword_counters::parts(counter) {
                let mut def = Def::new(Affected::This, Some(*obj), view.controller(*obj), labels);
                def.parts = parts;
                return Some(def);
            }
            counter.pt_kind()?;
            let mut def = Def::new(Affected::This, Some(*obj), view.controller(*obj), labels);
            let (p, t) = counter.pt_delta().unwrap_or_else(|| {
                let power = counter
                    .pt_kind()
                    .is_some_and(|(p, _)| p.checked_mul(counter.count).is_none());
                def.overflow = Some(power);
                (0, 0)
            });
            def.parts = vec![Part::ModifyPT(p, t)];
            Some(def)
        }
        EffectKey::FaceDown(obj) => {
            let mut def = Def::new(Affected::This, Some(*obj), view.controller(*obj), labels);
            def.face_down = true;
            def.face_down_ward = game.objects[*obj].face_down_as.has_ward();
            Some(def)
        }
    }
}

/// Evaluates `def` in `layer`. `fixed` is the set kept from an earlier layer (613.6).
pub fn evaluate(def: Option<Def>, layer: Layer, view: &View, fixed: Option<&[Target]>) -> Eval {
    let Some(def) = def else {
        return Eval::absent();
    };
    if let Some(c) = &def.condition
        && !condition_holds(c, &def, view)
    {
        return Eval {
            exists: false,
            def: Some(def),
            targets: Arc::default(),
            ops: Ops::none(),
        };
    }
    let targets: Arc<[Target]> = match fixed {
        // A resolved effect's parts that change no characteristic and no controller are rules
        // of the game: their set is determined on its own and follows the board (611.2c, last
        // two sentences), however the effect's other parts locked theirs.
        _ if layer == Layer::Rules
            && def.locked.is_some()
            && matches!(def.affects, Affected::All(_)) =>
        {
            let live = Def {
                locked: None,
                ..def.clone()
            };
            affected(&live, view).into()
        }
        Some(f) => f.into(),
        None => affected(&def, view).into(),
    };
    applying(def, layer, view, targets)
}

/// The evaluation of an effect that exists and applies to `targets`.
fn applying(def: Def, layer: Layer, view: &View, targets: Arc<[Target]>) -> Eval {
    let ops = ops_for(&def, layer, view, &targets);
    Eval {
        exists: true,
        def: Some(def),
        targets,
        ops,
    }
}

/// Re-evaluates after a trial that changed only the objects in `changed` (and whose definition
/// is unchanged): only those objects are looked at again.
pub fn evaluate_delta(
    base: &Eval,
    layer: Layer,
    view: &View,
    fixed: bool,
    changed: &[ObjIdx],
) -> Eval {
    let Some(def) = base.def.clone() else {
        return Eval::absent();
    };
    let mut targets = Arc::clone(&base.targets);
    if !fixed && def.locked.is_none() && matches!(def.affects, Affected::All(_)) {
        // Copied only when one of the changed objects joins or leaves the set.
        let mut moved: Option<Vec<Target>> = None;
        for &i in changed {
            let t = Target::Object(i);
            let now = matches_all(&def, view, i);
            let v = moved.as_deref().unwrap_or(&base.targets);
            match (v.binary_search(&t), now) {
                (Ok(pos), false) => {
                    moved
                        .get_or_insert_with(|| base.targets.to_vec())
                        .remove(pos);
                }
                (Err(pos), true) => moved
                    .get_or_insert_with(|| base.targets.to_vec())
                    .insert(pos, t),
                _ => {}
            }
        }
        if let Some(v) = moved {
            targets = v.into();
        }
    } else if !fixed && def.locked.is_none() {
        let now = affected(&def, view);
        if *now != *base.targets {
            targets = now.into();
        }
    }
    if targets == base.targets && !def.parts.iter().any(per_target) {
        return Eval {
            exists: true,
            def: Some(def),
            targets,
            ops: base.ops.clone(),
        };
    }
    applying(def, layer, view, targets)
}

/// How a trial that changed only the objects in `changed` (and not the definition) changes
/// `base`: the kind [`evaluate_delta`] and a comparison with `base` would find, without
/// building the new evaluation (a trial only needs the difference).
pub fn delta_kind(
    base: &Eval,
    layer: Layer,
    view: &View,
    fixed: bool,
    changed: &[ObjIdx],
) -> Option<DepKind> {
    let Some(def) = base.def.as_ref() else {
        return Some(DepKind::Existence);
    };
    if !fixed && def.locked.is_none() {
        let same_set = if matches!(def.affects, Affected::All(_)) {
            changed.iter().all(|&i| {
                matches_all(def, view, i) == base.targets.binary_search(&Target::Object(i)).is_ok()
            })
        } else {
            *affected(def, view) == *base.targets
        };
        if !same_set {
            return Some(DepKind::AffectedSet);
        }
    }
    if !def.parts.iter().any(per_target) {
        return None;
    }
    let parts: Vec<&Part> = def.parts.iter().filter(|p| p.layer() == layer).collect();
    let same_ops = if def.face_down || def.copy.is_some() || !parts.iter().any(|p| per_target(p)) {
        // Every target gets the same ops: compute them once.
        let ops = ops_for(def, layer, view, &base.targets[..base.targets.len().min(1)]);
        match ops.iter().next() {
            Some(first) => {
                base.ops.len() == base.targets.len()
                    && base.ops.runs().all(|o| Arc::ptr_eq(o, first) || o == first)
            }
            None => base.ops.is_empty(),
        }
    } else {
        base.targets.len() == base.ops.len()
            && base.targets.iter().zip(base.ops.iter()).all(|(t, o)| {
                parts.len() == o.len()
                    && parts
                        .iter()
                        .zip(o.iter())
                        .all(|(p, op)| eval_part(p, def, view, Some(*t)) == *op)
            })
    };
    if same_ops {
        None
    } else {
        Some(DepKind::Instruction)
    }
}

fn ops_for(def: &Def, layer: Layer, view: &View, targets: &[Target]) -> Ops {
    let same = |ops: Vec<Op>| Ops::Same(ops.into(), targets.len());
    if def.face_down {
        return same(vec![Op::FaceDown(def.face_down_ward)]);
    }
    if let Some(power) = def.overflow {
        return same(vec![Op::Overflow(power)]);
    }
    if let Some(copy) = &def.copy {
        if layer != Layer::L1a {
            return same(Vec::new());
        }
        let keep_colors = copy.except.contains(&Part::KeepOwnColors);
        return same(vec![Op::Copy(
            Box::new(copy_values(copy, def, view)),
            keep_colors,
        )]);
    }
    let parts: Vec<&Part> = def.parts.iter().filter(|p| p.layer() == layer).collect();
    if parts.iter().any(|p| per_target(p)) {
        // Targets given equal ops in a row share one list.
        let mut out: Vec<Arc<[Op]>> = Vec::with_capacity(targets.len());
        for t in targets {
            let ops: Vec<Op> = parts
                .iter()
                .map(|p| eval_part(p, def, view, Some(*t)))
                .collect();
            match out.last() {
                Some(prev) if **prev == *ops => out.push(Arc::clone(prev)),
                _ => out.push(ops.into()),
            }
        }
        Ops::Each(out)
    } else {
        same(
            parts
                .iter()
                .map(|p| eval_part(p, def, view, None))
                .collect(),
        )
    }
}

/// The copiable values a copy effect gives (707.2, 707.9): those of the original as it was
/// copied, with the exceptions applied; what they set becomes part of the copiable values
/// (707.9a, 707.9b), and a characteristic they set keeps the original's characteristic-defining
/// abilities for it from being copied (707.9d).
fn copy_values(copy: &CopyEffect, def: &Def, view: &View) -> Chars {
    let mut v = (*copy.values).clone();
    let dropped = except_drops(&copy.except);
    // Renumber the copied rules text, then add what the exceptions give.
    let mut abilities: Vec<Ability> = v
        .abilities
        .iter()
        .filter(|a| matches!(a.origin, Origin::Printed(_)) && !dropped.drops(&a.ability))
        .map(|a| a.ability.clone())
        .collect();
    for p in &copy.except {
        match p {
            Part::KeepPrintedAbility(n) => {
                if let Some(src) = def.source
                    && let Some(a) = view.game.objects[src].card.abilities.get(*n)
                {
                    abilities.push(a.clone());
                }
            }
            Part::Grant(given) => abilities.extend(given.iter().map(|a| chosen_in(a, def))),
            _ => {}
        }
    }
    v.abilities = Arc::new(
        abilities
            .into_iter()
            .enumerate()
            .map(|(i, a)| super::object::AbilityInst {
                ability: a,
                origin: Origin::Printed(i as u16),
            })
            .collect(),
    );
    if dropped.subtypes {
        v.all_creature_types = false;
    }
    super::object::add_intrinsic(&mut v.abilities, &v.types, &v.subtypes);
    for p in &copy.except {
        if !matches!(p, Part::KeepPrintedAbility(_) | Part::Grant(_)) {
            super::op::apply(&eval_part(p, def, view, None), &mut v);
        }
    }
    v
}

/// What a copy's exceptions keep from being copied (707.9d): the characteristic-defining
/// abilities of a characteristic they set. An exception that adds ("in addition to its other
/// types") keeps them.
#[derive(Default)]
struct Dropped {
    pt: bool,
    colors: bool,
    subtypes: bool,
}

fn except_drops(except: &[Part]) -> Dropped {
    let mut d = Dropped::default();
    for p in except {
        match p {
            Part::SetCopiable(c) => {
                d.pt |= c.drop_pt_cdas || c.power.is_some() || c.toughness.is_some();
            }
            Part::SetPT(..) | Part::SetToughness(_) => d.pt = true,
            Part::SetColors(_) | Part::KeepOwnColors => d.colors = true,
            Part::SetCreatureTypes(_) | Part::SetCardTypes(_) => d.subtypes = true,
            _ => {}
        }
    }
    d
}

impl Dropped {
    fn drops(&self, a: &Ability) -> bool {
        match a {
            Ability::Keyword(Keyword::Changeling) => self.subtypes,
            Ability::Static(s) if s.cda => s.parts.iter().any(|p| match p {
                Part::DefinePT(..) | Part::DefinePower(_) => self.pt,
                Part::SetColors(_) | Part::AddColors(_) => self.colors,
                Part::AddSubtypes(_) | Part::SetCreatureTypes(_) | Part::AllCreatureTypes => {
                    self.subtypes
                }
                _ => false,
            }),
            _ => false,
        }
    }
}

/// Whether a part can be an exception of a copy effect (707.9): it says what the copiable
/// values are (a name, a type, a color, an ability, a power and toughness of its own), not
/// what other effects do to the object.
pub fn is_copy_exception(p: &Part) -> bool {
    match p {
        Part::SetCopiable(_)
        | Part::KeepPrintedAbility(_)
        | Part::KeepOwnColors
        | Part::SetName(_)
        | Part::AddTypes(_)
        | Part::SetCardTypes(_)
        | Part::AddSubtypes(_)
        | Part::SetCreatureTypes(_)
        | Part::AllCreatureTypes
        | Part::AddSupertypes(_)
        | Part::RemoveSupertypes(_)
        | Part::SetColors(_)
        | Part::AddColors(_)
        | Part::Grant(_)
        | Part::LoseAllAbilities => true,
        Part::SetPT(a, b) => matches!((a, b), (Expr::N(_), Expr::N(_))),
        Part::SetToughness(a) => matches!(a, Expr::N(_)),
        _ => false,
    }
}

/// An ability as an effect gives it: protection from the chosen color names that color.
fn chosen_in(a: &Ability, def: &Def) -> Ability {
    match a {
        Ability::Keyword(Keyword::Protection(Quality::Color(ColorSpec::ChosenColor))) => {
            match resolve_color(&ColorSpec::ChosenColor, &def.choices) {
                Some(c) => Ability::Keyword(Keyword::Protection(Quality::Color(ColorSpec::of(c)))),
                None => a.clone(),
            }
        }
        _ => a.clone(),
    }
}

/// The objects (or players) the effect applies to now.
pub fn affected(def: &Def, view: &View) -> Vec<Target> {
    if let Some(l) = &def.locked {
        // A locked set keeps only what is still on the battlefield (a new object otherwise, 400.7).
        // Phased out, it is not affected while it is (702.26b), and is again once phased in.
        return l
            .iter()
            .copied()
            .filter(|t| match t {
                Target::Object(i) => view.game.objects[*i].on_battlefield(),
                _ => true,
            })
            .collect();
    }
    let mut out = match &def.affects {
        Affected::This => def.source.map(Target::Object).into_iter().collect(),
        Affected::Attached => match def.source.and_then(|s| view.game.objects[s].attached_to) {
            Some(Attachment::Object(o)) if view.zone(o) == Zone::Battlefield => {
                vec![Target::Object(o)]
            }
            Some(Attachment::Player(p)) => vec![Target::Player(p)],
            _ => Vec::new(),
        },
        Affected::Target(n) => def.targets.get(*n).copied().into_iter().collect(),
        Affected::All(_) => (0..view.game.objects.len())
            .filter(|&i| matches_all(def, view, i))
            .map(Target::Object)
            .collect(),
        Affected::Objects(ids) => ids
            .iter()
            .filter_map(|id| view.game.lookup(id))
            .map(Target::Object)
            .collect(),
        Affected::Players(who) => (0..view.game.players.len() as PlayerId)
            .filter(|&p| player_matches(who, def, view, p))
            .map(Target::Player)
            .collect(),
        Affected::Game => vec![Target::Game],
    };
    // What is phased out can't be affected (702.26b).
    out.retain(|t| !matches!(t, Target::Object(i) if view.game.objects[*i].phased_out));
    out.sort();
    out.dedup();
    out
}

pub fn condition_holds(c: &Condition, def: &Def, view: &View) -> bool {
    match c {
        Condition::YouControlAtLeast(n, f) => {
            let count = (0..view.game.objects.len())
                .filter(|&i| {
                    view.zone(i) == Zone::Battlefield && view.controller(i) == def.controller
                })
                .filter(|&i| filter_matches(f, def, view, i))
                .count();
            count as u32 >= *n
        }
        Condition::TopOfYourGraveyard(f) => match view.game.graveyard(def.controller).last() {
            // The top card is in the graveyard, whatever zone the filter names.
            Some(&top) => filter_matches(
                &Filter {
                    zone: ZoneSel::YourGraveyard,
                    ..f.clone()
                },
                def,
                view,
                top,
            ),
            None => false,
        },
        Condition::OnBattlefield(id) => view
            .game
            .lookup(id)
            .is_some_and(|i| view.game.objects[i].on_battlefield()),
        Condition::YouControl(id) => view.game.lookup(id).is_some_and(|i| {
            view.game.objects[i].on_battlefield() && view.get(i).controller == def.controller
        }),
        Condition::YouControlThis => def.source.is_some_and(|i| {
            view.game.objects[i].on_battlefield() && view.get(i).controller == def.controller
        }),
        Condition::AtLeast(e, n) => expr(e, def, view, None).is_some_and(|v| v >= *n),
        Condition::AtMost(e, n) => expr(e, def, view, None).is_some_and(|v| v <= *n),
        Condition::YourTurn => view.game.active_player == def.controller,
        Condition::NotYourTurn => view.game.active_player != def.controller,
        Condition::AttachedIs(f) => match def.source.and_then(|s| view.game.objects[s].attached_to)
        {
            Some(Attachment::Object(o)) => filter_matches(f, def, view, o),
            _ => false,
        },
        Condition::Untapped | Condition::Tapped => def.source.is_some_and(|s| {
            view.zone(s) == Zone::Battlefield
                && view.game.objects[s].tapped == matches!(c, Condition::Tapped)
        }),
    }
}

/// Evaluates a number for the effect `def`, about object `target` (the source if `None`).
/// Arithmetic is checked: `None` when the number can't be counted in an `i32`.
pub fn expr(e: &Expr, def: &Def, view: &View, target: Option<Target>) -> Option<i32> {
    let obj = match target {
        Some(Target::Object(i)) => Some(i),
        _ => def.source,
    };
    Some(match e {
        Expr::N(n) => *n,
        Expr::X => def.x,
        Expr::ManaValue => obj.map_or(0, |i| view.get(i).mana_value),
        Expr::HandSize => {
            let p = obj.map_or(def.controller, |i| view.controller(i));
            view.game.players.get(p as usize).map_or(0, |pl| pl.hand)
        }
        Expr::AllHandSizes => view
            .game
            .players
            .iter()
            .try_fold(0i32, |sum, pl| sum.checked_add(pl.hand))?,
        Expr::Life => view
            .game
            .players
            .get(def.controller as usize)
            .map_or(0, |pl| pl.life),
        Expr::Sum(v) => v
            .iter()
            .try_fold(0i32, |sum, x| sum.checked_add(expr(x, def, view, target)?))?,
        Expr::Times(k, x) => k.checked_mul(expr(x, def, view, target)?)?,
        Expr::Count(f) => i32::try_from(matching(f, def, view, obj).count()).ok()?,
        Expr::CardTypesAmong(f) => {
            let mut seen: Vec<CardType> = Vec::new();
            for i in matching(f, def, view, obj) {
                for t in view.get(i).types.iter() {
                    if !seen.contains(t) {
                        seen.push(*t);
                    }
                }
            }
            i32::try_from(seen.len()).ok()?
        }
        Expr::CreatureTypesAmong(f) => {
            let mut seen: Vec<&str> = Vec::new();
            for i in matching(f, def, view, obj) {
                let c = view.get(i);
                if c.all_creature_types && c.is(CardType::Creature) {
                    return i32::try_from(super::creature_types::ALL.len()).ok();
                }
                for s in c.subtypes.iter() {
                    if super::object::is_creature_type(s) && !seen.contains(&&**s) {
                        seen.push(s);
                    }
                }
            }
            i32::try_from(seen.len()).ok()?
        }
        Expr::TotalPower(f) | Expr::TotalToughness(f) => {
            let power = matches!(e, Expr::TotalPower(_));
            matching(f, def, view, obj).try_fold(0i32, |sum, i| {
                let c = view.get(i);
                sum.checked_add(if power { c.power } else { c.toughness }.unwrap_or(0))
            })?
        }
        Expr::Devotion(colors) => (0..view.game.objects.len()).try_fold(0i32, |sum, i| {
            let on = view.zone(i) == Zone::Battlefield && !view.game.objects[i].phased_out;
            let cost = view.get(i).mana_cost.as_deref().filter(|_| on);
            let n = match cost.and_then(|c| ManaCost::parse(c).ok()) {
                Some(c) if view.controller(i) == def.controller => c.devotion(colors),
                _ => 0,
            };
            sum.checked_add(i32::try_from(n).ok()?)
        })?,
        Expr::CountersOnIt(kind) => obj.map_or(0, |i| {
            view.game.objects[i]
                .counters
                .iter()
                .filter(|c| c.kind.trim().eq_ignore_ascii_case(kind.trim()))
                .map(|c| c.count)
                .sum()
        }),
        // Names of counts of the general kinds above.
        Expr::CardTypesInGraveyards
        | Expr::FaceDownCreatures
        | Expr::ExiledPower
        | Expr::ExiledToughness => return expr(&e.general()?, def, view, target),
    })
}

/// The objects `f` matches for the effect `def`, about the object `it` the number is read for.
fn matching<'v>(
    f: &'v Filter,
    def: &'v Def,
    view: &'v View,
    it: Option<ObjIdx>,
) -> impl Iterator<Item = ObjIdx> + 'v {
    (0..view.game.objects.len()).filter(move |&i| filter_matches_about(f, def, view, i, it))
}

fn parse_word(s: &str) -> Option<Word> {
    Color::parse(s)
        .map(Word::Color)
        .or_else(|| BasicLandType::parse(s).map(Word::LandType))
}

/// Evaluates one part for the effect `def` (about `target` where that matters).
pub fn eval_part(p: &Part, def: &Def, view: &View, target: Option<Target>) -> Op {
    match p {
        Part::SetCopiable(c) => Op::SetCopiable(c.clone()),
        // Applied with the copy itself (`Op::Copy`).
        Part::KeepPrintedAbility(_) | Part::KeepOwnColors => Op::Nothing,
        Part::GainControl => Op::Control(def.controller),
        Part::ChangeWord { from, to } => {
            let from = from.or_else(|| def.choices.first().and_then(|s| parse_word(s)));
            let to = to.or_else(|| def.choices.get(1).and_then(|s| parse_word(s)));
            match (from, to) {
                (Some(a), Some(b)) if std::mem::discriminant(&a) == std::mem::discriminant(&b) => {
                    Op::ChangeWord(a, b)
                }
                _ => Op::Nothing,
            }
        }
        Part::TextOfTopCard => match view.game.graveyard(def.controller).last() {
            Some(&top) => {
                let keep = def
                    .source
                    .map(|s| {
                        view.get(s)
                            .abilities
                            .iter()
                            .filter(|a| {
                                a.origin.is_rules_text()
                                    && !matches!(&a.ability, Ability::Static(st) if st.parts.contains(&Part::TextOfTopCard))
                            })
                            .cloned()
                            .collect()
                    })
                    .unwrap_or_default();
                Op::TakeText(Box::new(view.get(top).clone()), keep)
            }
            None => Op::Nothing,
        },
        Part::SetName(t) => Op::SetName(t.en.as_str().into(), t.fr.as_str().into()),
        Part::AddTypes(v) => Op::AddTypes(v.clone()),
        Part::SetCardTypes(v) => Op::SetCardTypes(v.clone()),
        Part::AddSupertypes(v) => Op::AddSupertypes(v.clone()),
        Part::RemoveSupertypes(v) => Op::RemoveSupertypes(v.clone()),
        Part::RemoveTypes(v) => Op::RemoveTypes(v.clone()),
        Part::AddSubtypes(v) => Op::AddSubtypes(resolve_subtypes(v, &def.choices)),
        Part::SetCreatureTypes(v) => Op::SetCreatureTypes(resolve_subtypes(v, &def.choices)),
        Part::SetLandType(t) => Op::SetLandType(*t),
        Part::AddLandType(t) => Op::AddLandTypes(vec![*t]),
        Part::AddAllLandTypes => Op::AddLandTypes(BasicLandType::ALL.to_vec()),
        Part::AllCreatureTypes => Op::AllCreatureTypes,
        Part::SetColors(v) => Op::SetColors(
            v.iter()
                .filter_map(|c| resolve_color(c, &def.choices))
                .collect(),
        ),
        Part::AddColors(v) => Op::AddColors(
            v.iter()
                .filter_map(|c| resolve_color(c, &def.choices))
                .collect(),
        ),
        Part::Grant(a) => Op::Grant(
            a.iter().map(|x| chosen_in(x, def)).collect(),
            def.label.clone(),
            def.grant_start(p),
        ),
        Part::LoseAllAbilities => Op::LoseAll,
        Part::Lose(k) => Op::Lose(k.clone()),
        Part::CantHave(k) => Op::CantHave(k.clone()),
        Part::DefinePT(a, b) | Part::SetPT(a, b) => {
            match (expr(a, def, view, target), expr(b, def, view, target)) {
                (Some(p), Some(t)) => Op::SetPT(Some(p), Some(t)),
                (p, _) => Op::Overflow(p.is_none()),
            }
        }
        Part::SetToughness(b) => match expr(b, def, view, target) {
            Some(t) => Op::SetPT(None, Some(t)),
            None => Op::Overflow(false),
        },
        Part::DefinePower(a) => match expr(a, def, view, target) {
            Some(p) => Op::SetPT(Some(p), None),
            None => Op::Overflow(true),
        },
        Part::ModifyPT(a, b) => Op::Modify(*a, *b),
        Part::ModifyPTForEach(a, b, n) => {
            let each = expr(n, def, view, target);
            match (
                each.and_then(|n| a.checked_mul(n)),
                each.and_then(|n| b.checked_mul(n)),
            ) {
                (Some(p), Some(t)) => Op::Modify(p, t),
                (p, _) => Op::Overflow(p.is_none()),
            }
        }
        Part::SwitchPT => Op::Switch,
        Part::PlayerKeyword(k) => Op::PlayerKeyword(k.clone()),
        Part::Rule(r) => Op::Rule(r.clone()),
        Part::ObjectRule(r) => Op::ObjectRule(*r),
    }
}

/// A hash of what tells most definitions apart (equal ones are then compared in full).
pub(super) fn def_key(d: &Def) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    if let super::card::Affected::All(f) = &d.affects {
        (
            &f.types,
            &f.not_types,
            &f.any_types,
            &f.subtypes,
            &f.not_subtypes,
        )
            .hash(&mut h);
        (
            &f.supertypes,
            &f.not_supertypes,
            &f.colors,
            &f.not_colors,
            f.nontoken,
            f.token,
            &f.with,
            f.also.len(),
            f.not_target,
        )
            .hash(&mut h);
        std::mem::discriminant(&f.controller).hash(&mut h);
        std::mem::discriminant(&f.zone).hash(&mut h);
    }
    for p in &d.parts {
        std::mem::discriminant(p).hash(&mut h);
    }
    (d.controller, d.x, &d.choices, &d.targets, d.cda, d.overflow).hash(&mut h);
    h.finish()
}
