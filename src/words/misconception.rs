//! Reading a board's answer under a misconception ([`crate::rules::misconception`]'s switches),
//! and the diagnosis of a learner's wrong answer: an ability is compared as its English rules
//! text, which is why this reading lives with the words.

use super::explain;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::card::Ability;
use crate::rules::effect::Target;
use crate::rules::game::Game;
use crate::rules::misconception::{
    Asked, Found, Misconception, Reading, SetMove, options, prepare, set_move,
};
use crate::rules::object::{AbilityInst, ObjIdx};
use crate::rules::solve::{Solution, SolveOptions, solve};
use crate::rules::trace::Field;
use crate::rules::types::{CardType, Color};

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
                    let printed = as_printed(a, rewritten);
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

/// What `obj` is under one misreading: the values a learner holding it would give, for the
/// lists a question offers (abilities in English and French, each read as printed where the
/// switch rewrote it).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Misread {
    pub(crate) types: Vec<CardType>,
    pub(crate) subtypes: Vec<String>,
    pub(crate) colors: Vec<Color>,
    pub(crate) abilities: Vec<(String, String)>,
}

/// What `obj` is under each misreading the board can be solved under (in the order of
/// [`Misconception::ALL`]; a switch whose solve is cut short by the work limit gives nothing).
pub(crate) fn misread_values(game: &Game, obj: ObjIdx) -> Vec<Misread> {
    Misconception::ALL
        .into_iter()
        .filter_map(|m| {
            let p = prepare(game, m)?;
            let sol = solve(&p.game, &options(m));
            if sol.state.unfinished {
                return None;
            }
            let c = sol.state.chars.get(obj)?;
            let abilities = c
                .abilities
                .iter()
                .map(|a| {
                    let printed = as_printed(a, &p.rewritten);
                    let a = printed.as_ref().unwrap_or(a);
                    (
                        explain::ability(game, obj, a, c, Lang::En),
                        explain::ability(game, obj, a, c, Lang::Fr),
                    )
                })
                .collect();
            Some(Misread {
                types: c.types.to_vec(),
                subtypes: c.subtypes.iter().map(|s| s.to_string()).collect(),
                colors: c.colors.to_vec(),
                abilities,
            })
        })
        .collect()
}

/// An ability a switch rewrote, as printed (`None` when it was not rewritten).
fn as_printed(a: &AbilityInst, rewritten: &[(Ability, Ability)]) -> Option<AbilityInst> {
    rewritten
        .iter()
        .find(|(now, _)| *now == a.ability)
        .map(|(_, was)| AbilityInst {
            ability: was.clone(),
            origin: a.origin.clone(),
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
    diagnose_found(game, obj, asked, learner)
        .into_iter()
        .map(|f| f.misconception)
        .collect()
}

/// [`diagnose`], each misreading with what its sentence must say of the learner's mistake
/// (which way the objects it got wrong had moved).
pub fn diagnose_found(game: &Game, obj: ObjIdx, asked: Asked, learner: &Reading) -> Vec<Found> {
    let rules = solve(game, &SolveOptions::quick());
    let right = read(game, &rules, obj, asked);
    if right.as_ref() == Some(learner) {
        return Vec::new();
    }
    Misconception::ALL
        .into_iter()
        .filter_map(|m| {
            let p = prepare(game, m)?;
            let sol = solve(&p.game, &options(m));
            // A solve cut short by the work limit diagnoses nothing.
            let gives = !sol.state.unfinished
                && read_with(game, &sol, obj, asked, &p.rewritten).as_ref() == Some(learner);
            gives.then(|| Found {
                misconception: m,
                moved: set_move(m, &p, &rules, &sol, obj),
            })
        })
        .collect()
}

/// The one sentence that names misreading `m`, with its rule, in `lang`.
pub fn named(m: Misconception, lang: Lang) -> String {
    tr(lang, &format!("misc-{}", m.name()), fargs![rule = m.rule()])
}

/// The one sentence that names a misreading found, with its rule, in `lang`: for a misreading
/// of sets, as the objects it got wrong had moved (joined the set, or left it).
pub fn sentence(f: &Found, lang: Lang) -> String {
    let m = f.misconception;
    let id = format!("misc-{}", m.name());
    let id = match f.moved {
        Some(SetMove { joined, left: 0 }) if joined > 0 => format!("{id}-joined"),
        Some(SetMove { joined: 0, left }) if left > 0 => format!("{id}-left"),
        _ => id,
    };
    tr(lang, &id, fargs![rule = m.rule()])
}

/// The lines that name each misreading found, in `lang`: a heading that agrees in number, then
/// one sentence each (none when none was found).
pub fn feedback_lines(found: &[Found], lang: Lang) -> Vec<String> {
    if found.is_empty() {
        return Vec::new();
    }
    let mut out = vec![tr(lang, "misc-heading", fargs![count = found.len()])];
    out.extend(found.iter().map(|f| format!("- {}", sentence(f, lang))));
    out.into_iter().map(|l| single_stops(&l)).collect()
}

/// A line of feedback with no full stop doubled: an answer put into a sentence may end with its
/// own (an ability's text, "{T}: Add {R}.") where the sentence ends with another. The second
/// goes; an ellipsis ("...") stays as it is.
pub fn single_stops(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    for (i, &c) in chars.iter().enumerate() {
        let doubled = c == '.'
            && i > 0
            && chars[i - 1] == '.'
            && (i < 2 || chars[i - 2] != '.')
            && chars.get(i + 1) != Some(&'.');
        if !doubled {
            out.push(c);
        }
    }
    out
}
