//! Permanents leaving the battlefield (with the Auras attached to them, 704.5m), and the
//! effects that keep applying until end of turn once their source has left (613.6).

use super::actions::Res;
use super::card::{Ability, Duration, Part, Static};
use super::effect::{EffectKey, EffectKind, Ended, RegEffect, Target};
use super::game::Game;
use super::object::{Attachment, ObjIdx, Origin, Zone};
use super::solve::{SolveOptions, solve_counted};

impl Game {
    /// An object leaves the battlefield for its owner's graveyard (a token ceases to exist),
    /// and the Auras attached to it after it (704.5m), each in turn.
    pub(super) fn leave(&mut self, t: ObjIdx) -> Res<()> {
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
        o.tapped = false;
        // In any other zone, a double-faced card has only its front face (712.8a).
        if o.transformed {
            super::transform::turn_over(o);
        }
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
        let lingering: Vec<(usize, Static)> = chars
            .abilities
            .iter()
            .filter_map(|a| match (&a.ability, &a.origin) {
                (Ability::Static(s), Origin::Printed(n)) if s.lingers_until_end_of_turn => {
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
            let key = EffectKey::Ability(t, Origin::Printed(i as u16));
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
}
