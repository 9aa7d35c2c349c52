//! Which objects and players an effect's sets take in: a filter on the state the effect is
//! evaluated against (its types, colors, controller, zone, what it is attached to, the abilities
//! it has after the layers before the effect's own), and the choices it names.

use std::sync::Arc;

use super::super::card::{Affected, Filter, Who, ZoneSel};
use super::super::effect::Target;
use super::super::object::{Attachment, ObjIdx, PlayerId, Zone};
use super::super::types::{Color, ColorSpec};
use super::types::{Def, View};

pub(super) fn matches_all(def: &Def, view: &View, i: ObjIdx) -> bool {
    match &def.affects {
        Affected::All(f) => filter_matches(f, def, view, i),
        _ => false,
    }
}

pub(super) fn player_matches(who: &Who, def: &Def, view: &View, p: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => p == def.controller,
        Who::Opponents => p != def.controller,
        Who::EnchantedPlayer => {
            def.source.and_then(|s| view.game.objects[s].attached_to) == Some(Attachment::Player(p))
        }
        Who::TargetPlayer(n) => def.targets.get(*n) == Some(&Target::Player(p)),
        Who::ControllerOfTarget(n) => match def.targets.get(*n) {
            Some(Target::Object(o)) => view.controller(*o) == p,
            Some(Target::Player(q)) => *q == p,
            _ => false,
        },
        Who::Player(q) => *q == p,
    }
}

pub(super) fn resolve_color(c: &ColorSpec, choices: &[String]) -> Option<Color> {
    c.fixed()
        .or_else(|| choices.iter().find_map(|s| Color::parse(s)))
}

pub(super) fn resolve_subtypes(v: &[String], choices: &[String]) -> Vec<Arc<str>> {
    v.iter()
        .filter_map(|s| {
            if s == "$chosen" {
                choices.iter().find(|c| Color::parse(c).is_none())
            } else {
                Some(s)
            }
        })
        .map(|s| Arc::from(s.as_str()))
        .collect()
}

/// Whether object `i` matches `f` for the effect `def`.
pub fn filter_matches(f: &Filter, def: &Def, view: &View, i: ObjIdx) -> bool {
    filter_matches_about(f, def, view, i, None)
}

/// Whether object `i` matches `f` for the effect `def`, about the object `it` the effect applies
/// to (a count "for each other creature that shares a creature type with it").
pub fn filter_matches_about(
    f: &Filter,
    def: &Def,
    view: &View,
    i: ObjIdx,
    it: Option<ObjIdx>,
) -> bool {
    if f.also
        .iter()
        .any(|g| filter_matches_about(g, def, view, i, it))
    {
        return true;
    }
    let zone = view.zone(i);
    let o = &view.game.objects[i];
    // A phased-out permanent is treated as though it does not exist (702.26b).
    if o.phased_out {
        return false;
    }
    let zone_ok = match f.zone {
        ZoneSel::Battlefield => zone == Zone::Battlefield,
        ZoneSel::NotBattlefield => zone != Zone::Battlefield,
        ZoneSel::Any => true,
        ZoneSel::YourGraveyard => zone == Zone::Graveyard && o.owner == def.controller,
        ZoneSel::Graveyards => zone == Zone::Graveyard,
        ZoneSel::OpponentsGraveyards => zone == Zone::Graveyard && o.owner != def.controller,
        ZoneSel::ExiledWithThis => {
            zone == Zone::Exile && def.source.is_some() && o.exiled_with == def.source
        }
    };
    if !zone_ok {
        return false;
    }
    if f.other && def.source == Some(i) {
        return false;
    }
    if f.other_than_it && it == Some(i) {
        return false;
    }
    if f.nontoken && o.token || f.token && !o.token {
        return false;
    }
    if f.face_down && !(zone == Zone::Battlefield && o.face_down) {
        return false;
    }
    if let Some(t) = f.tapped
        && (zone != Zone::Battlefield || o.tapped != t)
    {
        return false;
    }
    if let Some(n) = f.not_target
        && def.targets.get(n) == Some(&Target::Object(i))
    {
        return false;
    }
    let c = view.get(i);
    if !f.types.iter().all(|t| c.is(*t)) || f.not_types.iter().any(|t| c.is(*t)) {
        return false;
    }
    if !f.any_types.is_empty() && !f.any_types.iter().any(|t| c.is(*t)) {
        return false;
    }
    if !f.with.iter().all(|k| c.has_keyword(k)) || f.no_abilities && !c.abilities.is_empty() {
        return false;
    }
    // "of the chosen type": the creature type chosen as the source entered.
    let has = |s: &String| match s.as_str() {
        "$chosen" => def
            .choices
            .iter()
            .find(|x| Color::parse(x).is_none())
            .is_some_and(|x| c.has_subtype(x)),
        _ => c.has_subtype(s),
    };
    if !f.subtypes.is_empty() && !f.subtypes.iter().any(has) {
        return false;
    }
    if f.not_subtypes.iter().any(has) {
        return false;
    }
    if !f.supertypes.iter().all(|s| c.supertypes.contains(s))
        || f.not_supertypes.iter().any(|s| c.supertypes.contains(s))
    {
        return false;
    }
    if !f.colors.is_empty()
        && !f
            .colors
            .iter()
            .filter_map(|cs| resolve_color(cs, &def.choices))
            .any(|col| c.colors.contains(&col))
    {
        return false;
    }
    if f.not_colors
        .iter()
        .filter_map(|cs| resolve_color(cs, &def.choices))
        .any(|col| c.colors.contains(&col))
    {
        return false;
    }
    if f.controller != Who::Any && !player_matches(&f.controller, def, view, view.controller(i)) {
        return false;
    }
    if f.shares_creature_type_with_it
        && !it.is_some_and(|it| view.get(i).shares_creature_type(view.get(it)))
    {
        return false;
    }
    if f.attached_to_it && !it.is_some_and(|it| o.attached_to == Some(Attachment::Object(it))) {
        return false;
    }
    true
}
