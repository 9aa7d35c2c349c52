//! What the game's rules forbid a scenario to do, checked as actions are applied: attaching an
//! Aura or an Equipment where it can't be (303.4, 702.5, 301.5), and counters that can't be
//! counted. Each refusal names its rule in the message.

use super::action_error::{ActionProblem, Res, err};
use super::card::{Ability, CardDef, EnchantWhat, Keyword};
use super::game::Game;
use super::limits;
use super::object::{Attachment, Chars, Counter, ObjIdx, Zone};
use super::trace::{Field, Overflow, State};
use super::types::CardType;

/// What an attaching permanent is, as far as attaching goes.
struct Attacher {
    aura: bool,
    equipment: bool,
    /// Its enchant abilities (all of them apply, 702.5c).
    enchant: Vec<EnchantWhat>,
}

impl Attacher {
    fn of_card(card: &CardDef) -> Attacher {
        Attacher {
            aura: card.subtypes.iter().any(|s| s == "Aura"),
            equipment: card.subtypes.iter().any(|s| s == "Equipment"),
            enchant: enchants(card.abilities.iter()),
        }
    }

    fn of_chars(c: &Chars) -> Attacher {
        Attacher {
            aura: c.subtypes.iter().any(|s| &**s == "Aura"),
            equipment: c.subtypes.iter().any(|s| &**s == "Equipment"),
            enchant: enchants(c.abilities.iter().map(|a| &a.ability)),
        }
    }

    /// A face-down permanent: none of these.
    fn plain() -> Attacher {
        Attacher {
            aura: false,
            equipment: false,
            enchant: Vec::new(),
        }
    }
}

fn enchants<'a>(abilities: impl Iterator<Item = &'a Ability>) -> Vec<EnchantWhat> {
    abilities
        .filter_map(|a| match a {
            Ability::Keyword(Keyword::Enchant(w)) => Some(*w),
            _ => None,
        })
        .collect()
}

impl Game {
    /// The Attach action: `source` becomes attached to `to`, with a new timestamp (613.7e).
    /// Attaching it to what it is already attached to does nothing (701.3b): no timestamp.
    pub(super) fn attach(&mut self, source: ObjIdx, to: Attachment) -> Res<()> {
        self.check_on_battlefield(source)?;
        if self.objects[source].attached_to == Some(to) {
            return Ok(());
        }
        let id = self.id_of(source).to_string();
        self.check_attach(&id, None, Some(source), to)?;
        let ts = self.stamp();
        let o = &mut self.objects[source];
        o.attached_to = Some(to);
        o.timestamp = ts;
        Ok(())
    }

    /// Checks that the permanent `id` (the object `this` once on the battlefield, or entering
    /// with the printed `card`; `None` for a face-down one) may be attached to `to`: a player
    /// that exists or a permanent, not itself, and what its enchant ability allows for an
    /// Aura, a creature for an Equipment. The characteristics looked at are those after the
    /// layers (a land animated by an effect is a creature).
    pub(super) fn check_attach(
        &self,
        id: &str,
        card: Option<&CardDef>,
        this: Option<ObjIdx>,
        to: Attachment,
    ) -> Res<()> {
        if let Attachment::Player(p) = to
            && p as usize >= self.players.len()
        {
            return err(ActionProblem::NoSuchPlayer { player: p }, None);
        }
        if let Attachment::Object(o) = to {
            let target = self.id_of(o).to_string();
            if Some(o) == this {
                return err(self.on_itself(id, card, this), Some(id));
            }
            if self.objects[o].zone != Zone::Battlefield {
                return err(
                    ActionProblem::AttachNotOnBattlefield {
                        id: id.to_string(),
                        target: target.clone(),
                    },
                    Some(&target),
                );
            }
        }
        let printed = match (card, this) {
            (Some(c), _) => Some(Attacher::of_card(c)),
            (None, Some(i)) => Some(Attacher::of_card(&self.objects[i].card)),
            (None, None) => None,
        };
        if !printed.as_ref().is_some_and(|a| a.aura || a.equipment) && this.is_none() {
            return Ok(());
        }
        // The board after the layers: what the target is, and for a permanent already on the
        // battlefield, what it is now.
        let st = self.now()?;
        let what = match (this, printed) {
            (Some(i), _) if self.objects[i].face_down => Attacher::plain(),
            (Some(i), _) => Attacher::of_chars(&st.chars[i]),
            (None, Some(a)) => a,
            (None, None) => Attacher::plain(),
        };
        self.check_attacher(id, &what, to, &st)
    }

    fn check_attacher(&self, id: &str, what: &Attacher, to: Attachment, st: &State) -> Res<()> {
        let id = id.to_string();
        if what.aura {
            for &w in &what.enchant {
                match (w, to) {
                    (EnchantWhat::Player, Attachment::Player(_)) => {}
                    (EnchantWhat::Player, Attachment::Object(o)) => {
                        let target = self.id_of(o).to_string();
                        return err(
                            ActionProblem::CurseOnObject {
                                id,
                                target: target.clone(),
                            },
                            Some(&target),
                        );
                    }
                    (_, Attachment::Player(_)) => {
                        return err(ActionProblem::AuraOnPlayer { id, enchant: w }, None);
                    }
                    (_, Attachment::Object(o)) => {
                        let c = &st.chars[o];
                        let ok = match w {
                            EnchantWhat::Creature => c.is(CardType::Creature),
                            EnchantWhat::Artifact => c.is(CardType::Artifact),
                            EnchantWhat::Land => c.is(CardType::Land),
                            EnchantWhat::Permanent | EnchantWhat::Player => true,
                        };
                        if !ok {
                            let target = self.id_of(o).to_string();
                            return err(
                                ActionProblem::AuraWrongObject {
                                    id,
                                    target: target.clone(),
                                    enchant: w,
                                },
                                Some(&target),
                            );
                        }
                    }
                }
            }
        } else if what.equipment {
            match to {
                Attachment::Player(_) => {
                    return err(ActionProblem::EquipmentOnPlayer { id }, None);
                }
                Attachment::Object(o) if !st.chars[o].is(CardType::Creature) => {
                    let target = self.id_of(o).to_string();
                    return err(
                        ActionProblem::EquipmentOnNonCreature {
                            id,
                            target: target.clone(),
                        },
                        Some(&target),
                    );
                }
                Attachment::Object(_) => {}
            }
        }
        Ok(())
    }

    /// The refusal for a permanent attached to itself, by what it is.
    fn on_itself(&self, id: &str, card: Option<&CardDef>, this: Option<ObjIdx>) -> ActionProblem {
        match (card, this) {
            (Some(c), _) => attached_to_itself(id, Some(c)),
            (None, Some(i)) => attached_to_itself(id, Some(&self.objects[i].card)),
            (None, None) => attached_to_itself(id, None),
        }
    }

    /// The counters a permanent enters with, kinds merged, within the caps; a negative count
    /// is refused (a permanent can't enter with fewer than no counters).
    pub(super) fn entering_counters(&self, given: &[(String, i32)]) -> Res<Vec<(String, i32)>> {
        let mut out: Vec<(String, i32)> = Vec::new();
        for (kind, n) in given {
            if *n < 0 {
                return err(
                    ActionProblem::CountersNegative {
                        kind: kind.clone(),
                        found: (*n).into(),
                    },
                    Some(kind),
                );
            }
            match out.iter_mut().find(|(k, _)| k == kind) {
                Some((_, m)) => *m = m.saturating_add(*n),
                None => out.push((kind.clone(), *n)),
            }
        }
        out.retain(|(_, n)| *n > 0);
        let counters: Vec<Counter> = out
            .iter()
            .map(|(kind, count)| Counter {
                kind: kind.clone(),
                count: *count,
                timestamp: 0,
            })
            .collect();
        check_counters("", &counters)?;
        Ok(out)
    }

    /// The Counters action: `count` counters of `kind` put on `target`, or removed when
    /// negative. Removing more than there are removes them all: an effect does as much as it
    /// can (609.3).
    pub(super) fn counters(&mut self, target: ObjIdx, kind: &str, count: i32) -> Res<()> {
        self.check_on_battlefield(target)?;
        let mut after = self.objects[target].counters.clone();
        match after.iter_mut().find(|c| c.kind == kind) {
            Some(c) => c.count = (c.count as i64 + count as i64).clamp(0, i32::MAX as i64) as i32,
            None if count > 0 => after.push(Counter {
                kind: kind.to_string(),
                count,
                timestamp: 0,
            }),
            None => {}
        }
        after.retain(|c| c.count > 0);
        check_counters(self.id_of(target), &after)?;
        let ts = self.stamp();
        for c in &mut after {
            if c.kind == kind {
                c.timestamp = ts;
            }
        }
        self.objects[target].counters = after;
        Ok(())
    }
}

/// The refusal for the permanent `id` (printed as `card`) attached to itself: an Aura can't
/// enchant itself (303.4d), an Equipment can't equip itself (301.5c).
pub fn attached_to_itself(id: &str, card: Option<&CardDef>) -> ActionProblem {
    let what = card.map_or_else(Attacher::plain, Attacher::of_card);
    let id = id.to_string();
    if what.aura {
        ActionProblem::AuraOnItself { id }
    } else if what.equipment {
        ActionProblem::EquipmentOnItself { id }
    } else {
        ActionProblem::AttachedToItself { id }
    }
}

/// The caps on the counters of one object: each kind, all kinds together, and what P/T
/// counters add up to.
fn check_counters(id: &str, counters: &[Counter]) -> Res<()> {
    if counters.len() > limits::MAX_COUNTER_KINDS {
        return err(
            ActionProblem::TooManyCounterKinds {
                id: id.to_string(),
                found: counters.len() as i64,
                limit: limits::MAX_COUNTER_KINDS as i64,
            },
            (!id.is_empty()).then_some(id),
        );
    }
    let mut total: i64 = 0;
    for c in counters {
        if c.count > limits::MAX_COUNTERS {
            return err(
                ActionProblem::TooManyCounters {
                    kind: c.kind.clone(),
                    found: c.count.into(),
                    limit: limits::MAX_COUNTERS.into(),
                },
                Some(&c.kind),
            );
        }
        total += c.count as i64;
        if let Some((p, t)) = c.pt_kind()
            && (p.unsigned_abs() > limits::MAX_PT as u32
                || t.unsigned_abs() > limits::MAX_PT as u32
                || c.pt_delta().is_none())
        {
            return err(
                ActionProblem::CountersOverflow {
                    kind: c.kind.clone(),
                    found: c.count.into(),
                    limit: limits::MAX_PT.into(),
                },
                Some(&c.kind),
            );
        }
    }
    if total > limits::MAX_COUNTERS_TOTAL {
        return err(
            ActionProblem::TooManyCountersTotal {
                id: id.to_string(),
                found: total,
                limit: limits::MAX_COUNTERS_TOTAL,
            },
            (!id.is_empty()).then_some(id),
        );
    }
    Ok(())
}

/// The error for a power or toughness that went past what can be counted during a solve.
pub(super) fn overflow_error(game: &Game, o: &Overflow) -> super::action_error::ActionError {
    let id = game
        .objects
        .get(o.object)
        .map_or_else(String::new, |x| x.id.clone());
    super::action_error::ActionError::new(
        ActionProblem::Overflow {
            id: id.clone(),
            power: o.field == Field::Power,
            effect: o.effect.clone(),
        },
        Some(&id),
    )
}
