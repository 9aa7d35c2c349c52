//! "As this enters" abilities and "enters as a copy" replacements (614.1c, 614.12, 707.5): the
//! choices a permanent makes as it enters, and the copy effects it enters with.

use super::action_error::{ActionError, ActionProblem};
use super::actions::{Enter, Res, err};
use super::card::{Ability, Affected, AsEnters, CardDef, CopySpec, Duration, Mode};
use super::effect::{CopyEffect, EffectKind, RegEffect};
use super::eval::{self, View};
use super::game::Game;
use super::limits;
use super::object::{Counter, ObjIdx, Origin, PlayerId, Zone};
use super::trace::State;
use super::types::Color;

impl Game {
    /// A permanent enters the battlefield: its choices, counters and attachment checked, then
    /// its "as this enters" abilities and "enters as a copy" replacements.
    pub(super) fn enter(&mut self, e: Enter) -> Res<()> {
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
            o.tapped = e.tapped;
            o.face_down_as = e.face_down_as;
            o.attached_to = e.attached_to;
            o.choices = e.choices.clone();
            o.counters = stamped(counters, ts);
        }
        let unused = |value: &String| {
            Err(ActionError::new(
                ActionProblem::ChoiceUnused {
                    card: e.card.name.clone(),
                    value: value.clone(),
                },
                Some(value),
            ))
        };
        // A face-down permanent has no "as this enters" ability to choose for (708.2).
        if e.face_down {
            return e.choices.first().map_or(Ok(()), unused);
        }
        match before {
            Some(before) => {
                let used = self.as_enters(idx, &e, &before, ts)?;
                e.choices.get(used).map_or(Ok(()), unused)
            }
            None => e.choices.first().map_or(Ok(()), unused),
        }
    }

    /// Whether any object could have an "enters as a copy of this" ability (Essence of the
    /// Wild): printed on a card of the game (copies and text from a graveyard take it from
    /// there) or granted by an effect. Looks only at what came since the last look.
    pub(super) fn enters_as_copy_possible(&mut self) -> bool {
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
        let scan = &mut self.copy_scan;
        if scan.objects > self.objects.len() || scan.effects > self.effects.len() {
            *scan = Default::default();
        }
        if !scan.found {
            scan.found = self.objects[scan.objects..]
                .iter()
                .any(|o| o.card.abilities.iter().any(has))
                || self.effects[scan.effects..]
                    .iter()
                    .any(|e| grants(&e.parts));
        }
        scan.objects = self.objects.len();
        scan.effects = self.effects.len();
        scan.found
    }

    /// "As this enters" abilities, in the card's order, and "enters as a copy" replacements;
    /// the number of choices they took.
    pub(super) fn as_enters(
        &mut self,
        idx: ObjIdx,
        e: &Enter,
        before: &State,
        ts: u64,
    ) -> Res<usize> {
        let mut choices = e.choices.iter();
        let mut copied = false;
        // The permanent as it would exist on the battlefield says which of these apply
        // (614.12): the continuous effects that would apply to it are taken into account (under
        // Humility, a creature's own "as this enters" abilities are gone; under Blood Moon, a
        // nonbasic land's).
        let abilities: Vec<AsEnters> = if e
            .card
            .abilities
            .iter()
            .any(|a| matches!(a, Ability::AsEnters(_)))
        {
            self.now()?.chars[idx]
                .abilities
                .iter()
                .filter_map(|a| match &a.ability {
                    Ability::AsEnters(x) => Some(x.clone()),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        for a in abilities {
            if let AsEnters::CopyOf(spec) = a {
                if let Some(of) = e.copy_of {
                    self.copy_effect(idx, of, &spec, e, before, ts)?;
                    copied = true;
                    // The copied "as [this] enters" abilities apply too (707.5), and the
                    // permanent makes their choices itself (707.6): the copied object's
                    // choices are not copied, only the values they set.
                    for x in self.copied_as_enters(idx)? {
                        self.one_as_enters(idx, e, x, &mut choices, before, ts, true)?;
                    }
                }
            } else {
                self.one_as_enters(idx, e, a, &mut choices, before, ts, false)?;
            }
        }
        if e.copy_of.is_some() && !copied {
            return Err(ActionError::new(
                ActionProblem::NoCopyAbility {
                    card: e.card.name.clone(),
                },
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
                        let spec = CopySpec::of_filter(super::card::Filter::default());
                        self.copy_effect(idx, src, &spec, e, before, ts)?;
                        return Ok(e.choices.len() - choices.len());
                    }
                }
            }
        }
        Ok(e.choices.len() - choices.len())
    }

    /// The "as [this] enters" abilities `idx` has once its copy effect applies: the ones of
    /// its copiable values, as the permanent would exist on the battlefield (614.12). Entering
    /// as a copy happens once, so a copied "enter as a copy" ability is left out.
    fn copied_as_enters(&self, idx: ObjIdx) -> Res<Vec<AsEnters>> {
        let now = self.now()?;
        Ok(now.chars[idx]
            .abilities
            .iter()
            .filter_map(|a| match (&a.origin, &a.ability) {
                (Origin::Printed(_), Ability::AsEnters(x)) if !matches!(x, AsEnters::CopyOf(_)) => {
                    Some(x.clone())
                }
                _ => None,
            })
            .collect())
    }

    /// One "as this enters" ability other than a copy, taking its choices from `choices`. A
    /// color or creature type that a `copied` ability asks for may be left out (the copy then
    /// has no chosen value, and the copied ability adds nothing); a mode never may, since it
    /// sets the copy's copiable values.
    #[allow(clippy::too_many_arguments)]
    fn one_as_enters(
        &mut self,
        idx: ObjIdx,
        e: &Enter,
        a: AsEnters,
        choices: &mut std::slice::Iter<'_, String>,
        before: &State,
        ts: u64,
        copied: bool,
    ) -> Res<()> {
        match a {
            AsEnters::ChooseColor | AsEnters::ChooseCreatureType => {
                let color = matches!(a, AsEnters::ChooseColor);
                let card = e.card.name.clone();
                let Some(c) = choices.next() else {
                    if copied {
                        return Ok(());
                    }
                    let asks = if color {
                        ActionProblem::AsksForColor { card }
                    } else {
                        ActionProblem::AsksForCreatureType { card }
                    };
                    return Err(ActionError::new(asks, Some(&e.id)));
                };
                let value = c.clone();
                let wrong = if color {
                    Color::parse(c)
                        .is_none()
                        .then_some(ActionProblem::NotAColor { value })
                } else {
                    (!super::object::is_creature_type(c) || c.trim().is_empty())
                        .then_some(ActionProblem::NotACreatureType { value })
                };
                if let Some(problem) = wrong {
                    return Err(ActionError::new(problem, Some(c)));
                }
            }
            AsEnters::ChooseMode(_)
            | AsEnters::ChooseModeOrFaceUp(_)
            | AsEnters::FlipCoin { .. } => {
                let modes = a.modes().unwrap_or_default();
                let mode = pick_mode(&modes, choices.next(), &e.card.name, &e.id)?;
                self.register(RegEffect {
                    parts: mode.parts.clone(),
                    ..replacement(e, idx, ts, format!("{}:{}", e.id, mode.key))
                })?;
            }
            // Handled by the caller, which knows the copy target.
            AsEnters::CopyOf(_) => {}
            // Entering tapped is a status, not a characteristic: no timestamp.
            AsEnters::EntersTapped => self.objects[idx].tapped = true,
            AsEnters::EntersWithCounters(kind, n) => {
                let n = i32::try_from(n).unwrap_or(i32::MAX);
                let mut given: Vec<(String, i32)> = self.objects[idx]
                    .counters
                    .iter()
                    .map(|c| (c.kind.clone(), c.count))
                    .collect();
                given.push((kind, n));
                let merged = self.entering_counters(&given)?;
                self.objects[idx].counters = stamped(merged, ts);
            }
            AsEnters::ExileFromGraveyard(filter) => {
                // The cards are in the graveyard whatever zone the filter names.
                let filter = super::card::Filter {
                    zone: super::card::ZoneSel::YourGraveyard,
                    ..filter
                };
                let names: Vec<String> = choices.by_ref().cloned().collect();
                for name in names {
                    let gy = self.graveyard(e.controller);
                    let found = gy.into_iter().rev().find(|&g| {
                        self.objects[g].card.is_named(&name)
                            && self.matches_in(before, &filter, idx, e.controller, g)
                    });
                    let g = found.ok_or_else(|| {
                        ActionError::new(
                            ActionProblem::NotInGraveyard {
                                name: name.clone(),
                                player: e.controller,
                            },
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
                ActionProblem::CopyNotOnBattlefield {
                    id: self.id_of(of).to_string(),
                },
                Some(self.id_of(of)),
            ));
        }
        if !self.matches_in(before, &spec.filter, idx, e.controller, of) {
            return Err(ActionError::new(
                ActionProblem::CopyMismatch {
                    card: e.card.name.clone(),
                    id: self.id_of(of).to_string(),
                },
                Some(self.id_of(of)),
            ));
        }
        let values = Box::new(self.copiable(of)?);
        self.register(RegEffect {
            copy: Some(CopyEffect {
                of,
                except: spec.except.clone(),
                values,
            }),
            ..replacement(e, idx, ts, format!("{}:copy", e.id))
        })?;
        Ok(())
    }

    /// The permanents a permanent of `card` entering under `controller` now may enter as a
    /// copy of: those on the battlefield that its "enter as a copy" ability, as it would have
    /// it on the battlefield (614.12), accepts, seen as they are before it enters (707.5),
    /// in the board's order. A face-down permanent is what 708.2 makes it (a copy of it is
    /// the nameless 2/2, 707.2), never its hidden face; the entering permanent is not on the
    /// battlefield yet, so never one of them. Empty when the card has no such ability.
    pub fn copy_choices(
        &self,
        card: &CardDef,
        controller: PlayerId,
    ) -> Result<Vec<ObjIdx>, ActionError> {
        let mut g = self.clone();
        let before = g.now()?;
        let ts = g.stamp();
        // An id no scenario can hold: the permanent is only imagined here.
        let idx = g.add_object(
            "\u{0}entering".to_string(),
            card.clone(),
            Zone::Battlefield,
            controller,
            ts,
        );
        g.objects[idx].base_controller = controller;
        let specs: Vec<CopySpec> = g.now()?.chars[idx]
            .abilities
            .iter()
            .filter_map(|a| match &a.ability {
                Ability::AsEnters(AsEnters::CopyOf(s)) => Some(s.clone()),
                _ => None,
            })
            .collect();
        Ok((0..idx)
            .filter(|&i| g.objects[i].zone == Zone::Battlefield && !g.objects[i].phased_out)
            .filter(|&i| {
                specs
                    .iter()
                    .any(|s| g.matches_in(&before, &s.filter, idx, controller, i))
            })
            .collect())
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
            chars.push(o.printed(o.base_controller));
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

    /// A permanent is turned face up, with a new timestamp (613.7f). Its copiable values revert
    /// to its own (708.8); an "as this is turned face up" choice (Aquamorph Entity) applies from
    /// then on, as a replacement effect (614.1e, 614.2), with the mode `choices` names.
    pub(super) fn turn_face_up(&mut self, t: ObjIdx, choices: &[String]) -> Res<()> {
        self.check_on_battlefield(t)?;
        let o = &self.objects[t];
        let unused = |value: &String| {
            err(
                ActionProblem::ChoiceUnused {
                    card: o.card.name.clone(),
                    value: value.clone(),
                },
                Some(value),
            )
        };
        let modes = o.card.abilities.iter().find_map(|a| match a {
            Ability::AsEnters(x @ AsEnters::ChooseModeOrFaceUp(_)) if o.face_down => x.modes(),
            _ => None,
        });
        let chosen = match &modes {
            Some(modes) => {
                let mode = pick_mode(modes, choices.first(), &o.card.name, &o.id)?;
                if let Some(extra) = choices.get(1) {
                    return unused(extra);
                }
                Some(mode.clone())
            }
            None => match choices.first() {
                Some(extra) => return unused(extra),
                None => None,
            },
        };
        let ts = self.stamp();
        let o = &mut self.objects[t];
        o.face_down = false;
        o.timestamp = ts;
        if let Some(mode) = chosen {
            let o = &self.objects[t];
            let effect = RegEffect {
                parts: mode.parts,
                duration: Duration::WhileSourceOnBattlefield,
                ..RegEffect::new(
                    format!("{}:{}", o.id, mode.key),
                    EffectKind::Replacement,
                    Some(t),
                    (o.card.name.clone(), o.card.name_fr.clone()),
                    o.base_controller,
                    ts,
                    Affected::This,
                )
            };
            self.register(effect)?;
        }
        Ok(())
    }
}

/// The mode `choice` names among `modes`, or why there is none (the card `card` of the object
/// `id` asks for one).
fn pick_mode<'m>(
    modes: &'m [Mode],
    choice: Option<&String>,
    card: &str,
    id: &str,
) -> Res<&'m Mode> {
    let keys = || modes.iter().map(|m| m.key.clone()).collect::<Vec<_>>();
    let Some(c) = choice else {
        return err(
            ActionProblem::AsksForMode {
                card: card.to_string(),
                modes: keys(),
            },
            Some(id),
        );
    };
    modes
        .iter()
        .find(|m| m.key.eq_ignore_ascii_case(c))
        .ok_or_else(|| {
            ActionError::new(
                ActionProblem::NotAMode {
                    value: c.clone(),
                    card: card.to_string(),
                    modes: keys(),
                },
                Some(c),
            )
        })
}

/// The effect of a replacement `e` enters with (a mode chosen, a copy): on the permanent
/// itself, for as long as it stays on the battlefield.
fn replacement(e: &Enter, idx: ObjIdx, ts: u64, label: String) -> RegEffect {
    RegEffect {
        duration: Duration::WhileSourceOnBattlefield,
        ..RegEffect::new(
            label,
            EffectKind::Replacement,
            Some(idx),
            (e.card.name.clone(), e.card.name_fr.clone()),
            e.controller,
            ts,
            Affected::This,
        )
    }
}

/// Counters put on an object as it enters, each kind with the object's timestamp (613.7c: a
/// counter is stamped as it is put on).
fn stamped(counters: Vec<(String, i32)>, ts: u64) -> Vec<Counter> {
    counters
        .into_iter()
        .map(|(kind, count)| Counter {
            kind,
            count,
            timestamp: ts,
        })
        .collect()
}
