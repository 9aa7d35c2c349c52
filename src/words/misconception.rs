//! Reading a board's answer under a misconception ([`crate::rules::misconception`]'s switches),
//! and the diagnosis of a learner's wrong answer: an ability is compared as its English rules
//! text, which is why this reading lives with the words.

use super::explain;
use crate::i18n::Lang;
use crate::rules::card::Ability;
use crate::rules::effect::Target;
use crate::rules::game::Game;
use crate::rules::misconception::{Asked, Misconception, Reading, options, prepare};
use crate::rules::object::{AbilityInst, ObjIdx};
use crate::rules::solve::{Solution, SolveOptions, solve};
use crate::rules::trace::Field;
use crate::rules::types::CardType;

/// What `sol` answers about object `obj` of `game`.
pub fn read(game: &Game, sol: &Solution, obj: ObjIdx, asked: Asked) -> Option<Reading> {
    read_with(game, sol, obj, asked, &[])
}

fn read_with(
    game: &Game,
    sol: &Solution,
    obj: ObjIdx,
    asked: Asked,
    rewritten: &[(Ability, Ability)],
) -> Option<Reading> {
    let c = sol.state.chars.get(obj)?;
    Some(match asked {
        Asked::PowerToughness => Reading::PT(match (c.power, c.toughness) {
            (Some(p), Some(t)) if c.is(CardType::Creature) => Some((p, t)),
            _ => None,
        }),
        Asked::Types => Reading::Keys(c.types.iter().map(|t| t.name().to_string()).collect()),
        Asked::Subtypes => Reading::Keys(c.subtypes.iter().map(|s| s.to_string()).collect()),
        Asked::Colors => Reading::Keys(c.colors.iter().map(|x| x.name().to_string()).collect()),
        Asked::Controller => Reading::Controller(c.controller),
        Asked::Abilities => Reading::Keys(
            c.abilities
                .iter()
                .map(|a| {
                    // An ability the switch rewrote reads as printed.
                    let printed =
                        rewritten
                            .iter()
                            .find(|(now, _)| *now == a.ability)
                            .map(|(_, was)| AbilityInst {
                                ability: was.clone(),
                                origin: a.origin.clone(),
                            });
                    explain::ability(game, obj, printed.as_ref().unwrap_or(a), c, Lang::En)
                })
                .collect(),
        ),
        Asked::Dies => Reading::Dies(*sol.state.dies.get(obj)?),
        Asked::PowerLayer => Reading::Layer(sol.trace.steps.iter().rev().find_map(|s| {
            s.changes
                .iter()
                .any(|ch| ch.field == Field::Power && ch.target == Target::Object(obj))
                .then_some(s.layer)
        })),
    })
}

/// What the board answers about `obj` under `m`.
pub fn answer_under(game: &Game, obj: ObjIdx, asked: Asked, m: Misconception) -> Option<Reading> {
    let p = prepare(game, m)?;
    let sol = solve(&p.game, &options(m));
    read_with(game, &sol, obj, asked, &p.rewritten)
}

/// Every misconception under which the board gives `learner` as the answer about `obj`, and
/// the rules do not (a right answer names none).
pub fn diagnose(game: &Game, obj: ObjIdx, asked: Asked, learner: &Reading) -> Vec<Misconception> {
    let right = read(game, &solve(game, &SolveOptions::quick()), obj, asked);
    if right.as_ref() == Some(learner) {
        return Vec::new();
    }
    Misconception::ALL
        .into_iter()
        .filter(|&m| {
            let Some(p) = prepare(game, m) else {
                return false;
            };
            let sol = solve(&p.game, &options(m));
            // A solve cut short by the work limit diagnoses nothing.
            !sol.state.unfinished
                && read_with(game, &sol, obj, asked, &p.rewritten).as_ref() == Some(learner)
        })
        .collect()
}
