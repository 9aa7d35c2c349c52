//! Actions for property tests: [`additive_actions`] (effects that only add up, for reordering
//! properties) and [`random_action`] (any action of the scenario vocabulary, for robustness).

use super::cards::{COLORS, CREATURE_TYPES, creatures, giant_growth};
use crate::rng::Rng;
use crate::rules::actions::{Action, Activate, Cast, Enter, FreeEffect};
use crate::rules::card::{
    Ability, Affected, AsEnters, CardDef, Duration, Filter, OneShot, Part, TargetSpec, Who,
};
use crate::rules::effect::{EffectKind, Target};
use crate::rules::game::Game;
use crate::rules::object::{Attachment, ObjIdx, PlayerId, Zone};
use crate::rules::types::{BasicLandType, CardType};

/// The creatures on the battlefield by their printed types (no solve needed).
fn printed_creatures(game: &Game) -> Vec<ObjIdx> {
    (0..game.objects.len())
        .filter(|&i| {
            game.objects[i].zone == Zone::Battlefield
                && !game.objects[i].face_down
                && game.objects[i].card.types.contains(&CardType::Creature)
        })
        .collect()
}

/// `n` actions whose effects only add up in layer 7c, on the creatures of `game`: +1/+1
/// counters, Giant Growths, free-standing `ModifyPT` effects (static, over a filter or fixed
/// objects, or resolved). Applied in any order, they give the same characteristics. Labels
/// and ids are fixed by position, so a reordering keeps them.
pub fn additive_actions(game: &Game, seed: u64, n: usize) -> Vec<Action> {
    let mut rng = Rng::new(seed);
    let creatures = printed_creatures(game);
    if creatures.is_empty() {
        return Vec::new();
    }
    (0..n)
        .map(|k| {
            let t = *rng.pick(&creatures);
            let controller = rng.below(2) as PlayerId;
            match rng.below(5) {
                0 | 1 => Action::Counters {
                    target: t,
                    kind: "+1/+1".into(),
                    count: rng.range(1, 3),
                },
                2 => Action::Cast(Box::new(Cast {
                    id: format!("growth{k}"),
                    card: giant_growth(),
                    controller,
                    targets: vec![Target::Object(t)],
                    choices: Vec::new(),
                    x: 0,
                })),
                _ => {
                    let (kind, affects) = match rng.below(3) {
                        0 => (
                            EffectKind::Static,
                            Affected::Objects(vec![game.objects[t].id.clone()]),
                        ),
                        1 => (
                            EffectKind::Static,
                            creatures_of(if rng.chance(0.5) { Who::You } else { Who::Any }),
                        ),
                        _ => (
                            EffectKind::Resolved,
                            Affected::Objects(vec![game.objects[t].id.clone()]),
                        ),
                    };
                    Action::Effect(Box::new(FreeEffect {
                        label: format!("add{k}"),
                        kind,
                        controller,
                        source: None,
                        affects,
                        parts: vec![Part::ModifyPT(rng.range(-2, 3), rng.range(-2, 3))],
                        duration: Duration::Indefinitely,
                    }))
                }
            }
        })
        .collect()
}

fn creatures_of(who: Who) -> Affected {
    creatures(Filter {
        controller: who,
        ..Filter::default()
    })
}

/// One random action of the scenario vocabulary on `game`: Enter (any card of `pool`, with
/// choices, counters, attachments, copies, face down), Cast (the pool's instants and
/// sorceries), Activate, Counters, Attach, TurnFaceUp/Down, Leave, EndTurn, free-standing
/// Effect. Most actions are aimed to be legal (choices the card asks for, creatures as
/// targets, sources with abilities); the rest are anything, legal or not: the point is that
/// [`Game::apply`] answers with an error, never a panic. `k` makes ids and labels unique.
pub fn random_action(game: &Game, rng: &mut Rng, pool: &[CardDef], k: usize) -> Action {
    let n = game.objects.len();
    let on_bf: Vec<ObjIdx> = (0..n)
        .filter(|&i| game.objects[i].zone == Zone::Battlefield)
        .collect();
    let creatures = printed_creatures(game);
    let is_spell = |c: &CardDef| c.is_instant_or_sorcery();
    let spells: Vec<&CardDef> = pool.iter().filter(|c| is_spell(c)).collect();
    let permanents: Vec<&CardDef> = pool.iter().filter(|c| !is_spell(c)).collect();
    if n == 0 || on_bf.is_empty() {
        return match permanents.is_empty() {
            false => Action::Enter(Box::new(Enter {
                id: format!("r{k}"),
                card: (*rng.pick(&permanents)).clone(),
                controller: rng.below(2) as PlayerId,
                ..Enter::default()
            })),
            true => Action::EndTurn,
        };
    }
    let mut aim = Aim {
        rng,
        n,
        on_bf: &on_bf,
        creatures: &creatures,
    };
    let kind = aim.rng.weighted(&[30, 14, 5, 14, 3, 3, 3, 12, 6, 5]);
    match kind {
        0 if !permanents.is_empty() => {
            let card = (*aim.rng.pick(&permanents)).clone();
            let copies = card
                .abilities
                .iter()
                .any(|a| matches!(a, Ability::AsEnters(AsEnters::CopyOf(_))));
            let copy_of = if copies && aim.rng.chance(0.8) {
                Some(aim.creature())
            } else {
                aim.rng.chance(0.05).then(|| aim.any())
            };
            let attached_to = if card.subtypes.iter().any(|s| s == "Aura") || aim.rng.chance(0.05) {
                Some(if aim.rng.chance(0.15) {
                    Attachment::Player(aim.player())
                } else {
                    Attachment::Object(aim.creature())
                })
            } else {
                None
            };
            let counters = if aim.rng.chance(0.15) {
                vec![("+1/+1".to_string(), aim.rng.range(1, 3))]
            } else {
                Vec::new()
            };
            let choices = aim.choices_for(&card, game);
            Action::Enter(Box::new(Enter {
                id: format!("r{k}"),
                copy_of,
                face_down: aim.rng.chance(0.08),
                choices,
                attached_to,
                counters,
                token: aim.rng.chance(0.1),
                tapped: aim.rng.chance(0.2),
                face_down_as: Default::default(),
                controller: aim.player(),
                card,
            }))
        }
        1 if !spells.is_empty() => {
            let card = (*aim.rng.pick(&spells)).clone();
            let targets = aim.targets(&card.targets);
            let choices = aim.choices_for(&card, game);
            Action::Cast(Box::new(Cast {
                id: if aim.rng.chance(0.5) {
                    format!("s{k}")
                } else {
                    String::new()
                },
                targets,
                choices,
                x: aim.rng.range(0, 5),
                controller: aim.player(),
                card,
            }))
        }
        2 => {
            let with: Vec<(ObjIdx, Vec<TargetSpec>)> = on_bf
                .iter()
                .flat_map(|&i| {
                    game.objects[i]
                        .card
                        .abilities
                        .iter()
                        .filter_map(move |a| match a {
                            Ability::Activated(x) => Some((i, x.targets.clone())),
                            Ability::Triggered(x) => Some((i, x.targets.clone())),
                            _ => None,
                        })
                })
                .collect();
            let (source, specs) = if !with.is_empty() && aim.rng.chance(0.8) {
                aim.rng.pick(&with).clone()
            } else {
                (aim.any(), Vec::new())
            };
            let targets = aim.targets(&specs);
            let choices = aim.words();
            Action::Activate(Activate {
                source,
                ability: aim.rng.below(2),
                targets,
                choices,
                x: aim.rng.range(0, 5),
            })
        }
        3 => {
            const KINDS: [&str; 4] = ["+1/+1", "-1/-1", "+2/+0", "time"];
            Action::Counters {
                target: aim.on_battlefield(),
                kind: aim.rng.pick(&KINDS).to_string(),
                count: aim.rng.range(-1, 3),
            }
        }
        4 => Action::Attach {
            source: aim.on_battlefield(),
            to: if aim.rng.chance(0.2) {
                Attachment::Player(aim.player())
            } else {
                Attachment::Object(aim.on_battlefield())
            },
        },
        5 => Action::TurnFaceDown(aim.on_battlefield()),
        6 => Action::TurnFaceUp(aim.on_battlefield(), Vec::new()),
        7 => Action::Leave(aim.on_battlefield()),
        8 => Action::EndTurn,
        _ => {
            let parts = match aim.rng.below(6) {
                0 => vec![Part::ModifyPT(aim.rng.range(-2, 2), aim.rng.range(-2, 2))],
                1 => vec![Part::AddTypes(vec![CardType::Artifact])],
                2 => vec![Part::SetColors(vec![*aim.rng.pick(&COLORS)])],
                3 => vec![Part::LoseAllAbilities],
                4 => vec![Part::GainControl, Part::SwitchPT],
                _ => vec![Part::SetLandType(BasicLandType::Island)],
            };
            let affects = match aim.rng.below(3) {
                0 => Affected::Objects(vec![game.objects[aim.any()].id.clone()]),
                1 => creatures_of(Who::Any),
                _ => Affected::All(Filter::default()),
            };
            let source = aim.rng.chance(0.3).then(|| aim.any());
            Action::Effect(Box::new(FreeEffect {
                label: format!("e{k}"),
                kind: match aim.rng.below(3) {
                    0 => EffectKind::Static,
                    1 => EffectKind::Resolved,
                    _ => EffectKind::Cda,
                },
                controller: aim.player(),
                source,
                affects,
                parts,
                duration: match aim.rng.below(3) {
                    0 => Duration::Indefinitely,
                    1 => Duration::UntilEndOfTurn,
                    _ => Duration::WhileSourceOnBattlefield,
                },
            }))
        }
    }
}

/// Picks for [`random_action`]: mostly what fits, sometimes anything.
struct Aim<'a, 'r> {
    rng: &'r mut Rng,
    n: usize,
    on_bf: &'a [ObjIdx],
    creatures: &'a [ObjIdx],
}

impl Aim<'_, '_> {
    fn player(&mut self) -> PlayerId {
        self.rng.below(2) as PlayerId
    }

    fn any(&mut self) -> ObjIdx {
        self.rng.below(self.n)
    }

    fn on_battlefield(&mut self) -> ObjIdx {
        if self.rng.chance(0.9) {
            *self.rng.pick(self.on_bf)
        } else {
            self.any()
        }
    }

    fn creature(&mut self) -> ObjIdx {
        if !self.creatures.is_empty() && self.rng.chance(0.9) {
            *self.rng.pick(self.creatures)
        } else {
            self.on_battlefield()
        }
    }

    fn targets(&mut self, specs: &[TargetSpec]) -> Vec<Target> {
        let count = if self.rng.chance(0.9) {
            specs.len()
        } else {
            self.rng.below(3)
        };
        (0..count)
            .map(|i| match specs.get(i) {
                Some(TargetSpec::Player) => Target::Player(self.player()),
                Some(TargetSpec::DeadCreature) | None => {
                    if self.rng.chance(0.1) {
                        Target::Player(self.player())
                    } else {
                        Target::Object(self.any())
                    }
                }
                Some(_) => Target::Object(self.creature()),
            })
            .collect()
    }

    fn words(&mut self) -> Vec<String> {
        const WORDS: [&str; 12] = [
            "Red",
            "Blue",
            "Green",
            "Elf",
            "Bear",
            "Island",
            "Swamp",
            "5/1",
            "1/5",
            "Forest",
            "Grizzly Bears",
            "White",
        ];
        (0..self.rng.below(3))
            .map(|_| self.rng.pick(&WORDS).to_string())
            .collect()
    }

    /// The choices a card asks for as it enters (or a text change's two words), in order.
    fn choices_for(&mut self, card: &CardDef, game: &Game) -> Vec<String> {
        if self.rng.chance(0.2) {
            return self.words();
        }
        let mut out = Vec::new();
        for a in &card.abilities {
            match a {
                Ability::AsEnters(AsEnters::ChooseColor) => {
                    out.push(format!("{:?}", self.rng.pick(&COLORS)));
                }
                Ability::AsEnters(AsEnters::ChooseCreatureType) => {
                    out.push(self.rng.pick(&CREATURE_TYPES).to_string());
                }
                Ability::AsEnters(x) if x.modes().is_some_and(|m| !m.is_empty()) => {
                    let modes = x.modes().unwrap_or_default();
                    out.push(self.rng.pick(&modes).key.clone());
                }
                Ability::AsEnters(AsEnters::ExileFromGraveyard(_)) => {
                    let names: Vec<String> = game
                        .objects
                        .iter()
                        .filter(|o| o.zone == Zone::Graveyard)
                        .map(|o| o.card.name.clone())
                        .collect();
                    if !names.is_empty() {
                        out.push(self.rng.pick(&names).clone());
                    }
                }
                _ => {}
            }
        }
        let changes_words = card.spell.iter().any(|o| {
            matches!(o, OneShot::Effect(e) if e.parts.iter().any(|p| matches!(p, Part::ChangeWord { from: None, .. })))
        });
        if changes_words {
            let pair: [[&str; 2]; 3] =
                [["Mountain", "Island"], ["Swamp", "Forest"], ["Red", "Blue"]];
            out.extend(self.rng.pick(&pair).iter().map(|s| s.to_string()));
        }
        out
    }
}
