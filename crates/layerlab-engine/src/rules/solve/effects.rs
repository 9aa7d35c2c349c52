//! The effects of a layer: which exist now (static abilities, registered effects, counters,
//! face-down rules), their names and timestamps (613.7), and the steps of those that stop existing.

use std::sync::Arc;

use super::solver::{Cand, Solver};
use crate::rules::card::{Ability, Keyword};
use crate::rules::effect::{EffectKey, EffectKind};
use crate::rules::eval::{Eval, definition, evaluate};
use crate::rules::fast_map::FastSet;
use crate::rules::layer::Layer;
use crate::rules::object::{ObjIdx, Origin, Zone};
use crate::rules::switches as misconception;
use crate::rules::trace::{Changes, Dep, DepKind, EffectInfo, Reason, Step, StopReason};

impl Solver<'_> {
    pub(super) fn info_for(&mut self, key: &EffectKey) -> usize {
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
                    Some(Ability::Static(s)) => (s.parts.clone(), s.cda && !origin.is_granted()),
                    Some(Ability::Keyword(Keyword::Changeling)) => {
                        (vec![crate::rules::card::Part::AllCreatureTypes], true)
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
                        if let Some(parts) = crate::rules::keyword_counters::parts(c) {
                            return Some(parts);
                        }
                        c.pt_kind()?;
                        let (p, t) = c.pt_delta().unwrap_or((0, 0));
                        Some(vec![crate::rules::card::Part::ModifyPT(p, t)])
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
    pub(super) fn static_timestamp(&self, obj: ObjIdx, origin: &Origin) -> u64 {
        let own = self.game.objects[obj].timestamp;
        match origin {
            Origin::Granted(by, _) => self
                .labels
                .get(&**by)
                .map_or(own, |&i| self.effects[i].timestamp.max(own)),
            _ => own,
        }
    }

    pub(super) fn cand(&mut self, key: EffectKey, counters: bool) -> Cand {
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
    pub(super) fn all_statics(&self) -> Vec<EffectKey> {
        let mut out = Vec::new();
        for (i, c) in self.chars.iter().enumerate() {
            // A phased-out permanent's abilities do nothing (702.26b).
            if self.game.objects[i].phased_out {
                continue;
            }
            let on_bf = self.game.objects[i].zone == Zone::Battlefield;
            for a in c.abilities.iter() {
                let cda = match &a.ability {
                    Ability::Static(s) => s.cda && !a.origin.is_granted(),
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

    pub(super) fn parts_in(&self, key: &EffectKey, layer: Layer) -> bool {
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
    pub(super) fn gather(&mut self, layer: Layer) -> Vec<Cand> {
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
        if misconception::removed_still_applies(self.opts.misconception) {
            // Every static ability the objects have now, whatever its layers: one removed
            // before its own layer is still met there.
            let all = self.all_statics();
            self.remember(&all);
            // Abilities removed in an earlier layer: their effects are still met here.
            let mut removed: Vec<EffectKey> = self
                .remembered
                .iter()
                .filter(|(k, def)| {
                    !seen.contains(*k) && def.parts.iter().any(|p| p.layer() == layer)
                })
                .map(|(k, _)| k.clone())
                .collect();
            removed.sort();
            for k in removed {
                seen.insert(k.clone());
                keys.push((k, false));
            }
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
            if !o.on_battlefield() {
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
                    if crate::rules::keyword_counters::parts(c).is_some() {
                        keys.push((EffectKey::Counters(i, c.kind.clone()), false));
                    }
                }
            }
        }
        keys.into_iter()
            .map(|(k, counters)| self.cand(k, counters))
            .collect()
    }

    /// Notes the definitions of the static abilities among `keys` as they read now (for the
    /// misreading that an effect whose ability was removed still applies).
    pub(super) fn remember(&mut self, keys: &[EffectKey]) {
        let labels: Vec<usize> = keys.iter().map(|k| self.info_for(k)).collect();
        let view = self.view();
        let mut now = Vec::new();
        for (k, i) in keys.iter().zip(labels) {
            if let Some(def) = definition(k, &view, &self.effects[i].label) {
                now.push((k.clone(), def));
            }
        }
        self.remembered.extend(now);
    }

    /// Under the misreading that an effect whose ability was removed still applies: `c`
    /// evaluated from its ability as it read before the removal, when `ev` found it gone.
    pub(super) fn revive(&self, c: &Cand, layer: Layer, ev: &Eval) -> Option<Eval> {
        if ev.exists
            || ev.def.is_some()
            || !misconception::removed_still_applies(self.opts.misconception)
        {
            return None;
        }
        let def = self.remembered.get(&c.key)?.clone();
        let fixed = self.started.get(&c.key).map(|(set, _)| set.clone());
        let view = self.view();
        let now = evaluate(Some(def), layer, &view, fixed.as_deref());
        self.charge(self.scanned(&now));
        now.exists.then_some(now)
    }

    /// Static abilities that existed once layer 1 was done but whose ability has since been
    /// removed, in the first layer they would have applied in.
    pub(super) fn report_vanished(&mut self, layer: Layer, cands: &[Cand]) {
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

    pub(super) fn stop_step(
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

    /// Records that an effect stopped existing (its ability was removed, its condition failed).
    /// `existence`: the first effect it was found to depend on for its existence, if any.
    pub(super) fn vanish(
        &mut self,
        layer: Layer,
        c: &Cand,
        ev: Option<&Eval>,
        existence: Option<usize>,
    ) {
        let why = match ev.and_then(|e| e.def.as_ref()) {
            Some(_) => StopReason::ConditionFalse,
            None => StopReason::AbilityRemoved,
        };
        let cause = match &c.key {
            EffectKey::Ability(obj, origin) if why == StopReason::AbilityRemoved => self
                .removed_by
                .get(&(*obj, origin.clone()))
                .copied()
                .or(existence),
            _ => None,
        };
        self.stop_step(layer, &c.key.clone(), c.info, cause, why);
    }
}
