//! The kinds of continuous effects a generated board carries, as weighted on real boards, and
//! the static abilities and host permanents that bring them.

use super::cards::{COLORS, COSTS, CREATURE_TYPES, creature, creatures};
use crate::rng::Rng;
use crate::rules::card::{
    Ability, Affected, CardDef, Expr, Filter, Keyword, Part, RuleChange, Who,
};
use crate::rules::types::CardType;

/// The kinds of effects that don't come in pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Single {
    /// 7c: Glorious Anthem, Crusade, lords, "creatures your opponents control get -1/-1".
    Anthem,
    /// 7c: a resolved Giant Growth on one creature.
    Pump,
    /// 7c: counters on one object.
    Counter,
    /// 7b: "[type] creatures are N/N".
    SetPT,
    /// 5: color setters and adders.
    Color,
    /// 6: "creatures you control have flying/trample/haste".
    Grant,
    /// 6: "creatures your opponents control lose flying", "can't have", lose all abilities.
    Remove,
    /// 4: "creatures you control are also Elves", "[type] creatures are artifacts".
    TypeAdd,
    /// 2: a Mind Control aura on an opponent's creature.
    ControlAura,
    /// 2, 6: a resolved Act of Treason.
    Steal,
    /// 4, 6, 7b: a Lignify aura.
    Lignify,
    /// 7d: a resolved Twisted Image.
    Switch,
    /// 613.10: "you have no maximum hand size", "you have hexproof".
    Player,
}

impl Single {
    pub(super) const ALL: [Single; 13] = [
        Single::Anthem,
        Single::Pump,
        Single::Counter,
        Single::SetPT,
        Single::Color,
        Single::Grant,
        Single::Remove,
        Single::TypeAdd,
        Single::ControlAura,
        Single::Steal,
        Single::Lignify,
        Single::Switch,
        Single::Player,
    ];
    /// How common each kind is on real boards (same order as `ALL`).
    pub(super) const WEIGHTS: [u32; 13] = [22, 8, 14, 7, 8, 9, 5, 9, 3, 2, 3, 4, 3];

    pub(super) fn hosted(self) -> bool {
        matches!(
            self,
            Single::Anthem
                | Single::SetPT
                | Single::Color
                | Single::Grant
                | Single::Remove
                | Single::TypeAdd
                | Single::Player
        )
    }

    pub(super) fn aura(self) -> bool {
        matches!(self, Single::ControlAura | Single::Lignify)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pair {
    MoonUrborg,
    LatticeSong,
    RemovalGrant,
}

/// A static effect of a host permanent: whom it affects, its parts, and (for a lord) the
/// creature type the host should have.
pub(super) fn static_effect(
    kind: Single,
    rng: &mut Rng,
) -> Option<(Affected, Vec<Part>, Option<String>)> {
    let ty = rng.pick(&CREATURE_TYPES).to_string();
    let color = *rng.pick(&COLORS);
    Some(match kind {
        Single::Anthem => match rng.below(4) {
            0 => (
                creatures(Filter {
                    controller: Who::You,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                None,
            ),
            1 => (
                creatures(Filter {
                    colors: vec![color],
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                None,
            ),
            2 => (
                creatures(Filter {
                    subtypes: vec![ty.clone()],
                    other: true,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                Some(ty),
            ),
            _ => (
                creatures(Filter {
                    controller: Who::Opponents,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(-1, -1)],
                None,
            ),
        },
        Single::SetPT => {
            let n = rng.range(0, 4);
            (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::SetPT(Expr::N(n), Expr::N(n + rng.range(1, 3)))],
                None,
            )
        }
        Single::Color => match rng.below(3) {
            0 => (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::SetColors(vec![color])],
                None,
            ),
            1 => (
                creatures(Filter {
                    controller: Who::You,
                    ..Filter::default()
                }),
                vec![Part::AddColors(vec![color])],
                None,
            ),
            _ => (
                Affected::All(Filter {
                    types: vec![CardType::Artifact],
                    ..Filter::default()
                }),
                vec![Part::SetColors(Vec::new())],
                None,
            ),
        },
        Single::Grant => {
            let k = match rng.below(3) {
                0 => Keyword::Flying,
                1 => Keyword::Trample,
                _ => Keyword::Haste,
            };
            let f = if rng.chance(0.5) {
                Filter {
                    controller: Who::You,
                    ..Filter::default()
                }
            } else {
                Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }
            };
            (
                creatures(f),
                vec![Part::Grant(vec![Ability::Keyword(k)])],
                None,
            )
        }
        Single::Remove => match rng.below(3) {
            0 => (
                creatures(Filter {
                    controller: Who::Opponents,
                    ..Filter::default()
                }),
                vec![Part::Lose(vec![Keyword::Flying])],
                None,
            ),
            1 => (
                creatures(Filter::default()),
                vec![Part::CantHave(vec![Keyword::Haste])],
                None,
            ),
            _ => (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::LoseAllAbilities],
                None,
            ),
        },
        Single::TypeAdd => {
            if rng.chance(0.5) {
                let to = rng.pick(&CREATURE_TYPES).to_string();
                (
                    creatures(Filter {
                        controller: Who::You,
                        ..Filter::default()
                    }),
                    vec![Part::AddSubtypes(vec![to])],
                    None,
                )
            } else {
                (
                    creatures(Filter {
                        subtypes: vec![ty],
                        ..Filter::default()
                    }),
                    vec![Part::AddTypes(vec![CardType::Artifact])],
                    None,
                )
            }
        }
        Single::Player => (
            Affected::Players(Who::You),
            vec![if rng.chance(0.5) {
                Part::Rule(RuleChange::NoMaximumHandSize)
            } else {
                Part::PlayerKeyword(Keyword::Hexproof)
            }],
            None,
        ),
        _ => return None,
    })
}

/// A permanent that carries static abilities: an enchantment, an artifact, or (for a lord) a
/// creature of the lord's type.
pub(super) fn host_card(
    k: usize,
    abilities: &[Ability],
    lord: Option<&str>,
    rng: &mut Rng,
) -> CardDef {
    match lord {
        Some(ty) => creature(
            &format!("{ty} Lord #{k}"),
            &format!("Seigneur {ty} n°{k}"),
            COSTS[rng.below(COSTS.len())],
            &[ty],
            (2, 2),
            abilities.to_vec(),
        ),
        None => {
            let artifact = rng.chance(0.2);
            CardDef {
                name: format!("Generated Relic #{k}"),
                name_fr: format!("Relique générée n°{k}"),
                mana_cost: Some(if artifact { "{3}" } else { rng.pick(&COSTS) }.to_string()),
                types: vec![if artifact {
                    CardType::Artifact
                } else {
                    CardType::Enchantment
                }],
                abilities: abilities.to_vec(),
                ..CardDef::default()
            }
        }
    }
}
