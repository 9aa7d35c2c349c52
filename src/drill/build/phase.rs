//! The builders of phase problems: a phase procedure's resolution order or its every step, and
//! the order of a chain of simultaneous effects.

use crate::drill::answer::{Answer, Opt};
use crate::drill::problem::{Problem, Question, Setup, step_answers};
use crate::drill::template::Template;
use crate::phase::{
    ChainEffect, ChainRules, ChainScenario, Decision, EffectDef, OnResolve, PhaseScenario, Player,
    Procedure, Rules,
};
use crate::rng::Rng;

/// The player, kind and id of the `i`th effect drawn: the first four from the seed's base-4
/// digits (distinct seeds below 256 differ), the others at random, mandatory with chance
/// `mandatory`. The id says the player, the kind and how many of that player and kind came
/// before (`am1`, `po2`), counted in `counts`.
fn draw_effect(
    i: usize,
    seed: u64,
    rng: &mut Rng,
    mandatory: f64,
    counts: &mut [usize; 4],
) -> (String, Player, bool) {
    let (player, mandatory) = if i < 4 {
        let d = (seed >> (2 * i)) & 3;
        (if d & 1 == 0 { Player::A } else { Player::P }, d & 2 == 0)
    } else {
        (
            if rng.chance(0.5) {
                Player::A
            } else {
                Player::P
            },
            rng.chance(mandatory),
        )
    };
    let slot = (player == Player::P) as usize * 2 + (!mandatory) as usize;
    counts[slot] += 1;
    let id = format!(
        "{}{}{}",
        if player == Player::A { "a" } else { "p" },
        if mandatory { "m" } else { "o" },
        counts[slot]
    );
    (id, player, mandatory)
}

/// Phase effects; A and P each pass whenever they may, or resolve optional effects eagerly.
pub(super) fn phase_trace(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let n = rng.range(4, 3 + t.difficulty as i32) as usize;
    let mut effects = Vec::new();
    let mut counts = [0usize; 4];
    for i in 0..n {
        let (id, player, mandatory) = draw_effect(i, seed, rng, 0.6, &mut counts);
        effects.push(EffectDef::new(id, player, mandatory));
    }
    if t.difficulty >= 2 && rng.chance(0.5) {
        let i = rng.below(effects.len());
        let player = if rng.chance(0.5) {
            Player::A
        } else {
            Player::P
        };
        let id = format!("s{}", 1);
        effects[i].on_resolve.push(OnResolve::Spawn {
            id,
            player,
            mandatory: true,
            on_resolve: Vec::new(),
        });
    }
    let eager = [rng.chance(0.5), rng.chance(0.5)];
    let scenario = PhaseScenario {
        format_version: 1,
        lenient: false,
        max_resolutions: 20,
        effects: effects.clone(),
        decisions: Default::default(),
        expect: None,
    };
    let procedure = play_phase(&scenario, eager)?;
    let mut options: Vec<Opt> = effects.iter().map(|e| Opt::Id(e.id.clone())).collect();
    for e in &effects {
        for r in &e.on_resolve {
            if let Some(s) = r.spawned() {
                options.push(Opt::Id(s.id));
            }
        }
    }
    let order: Option<Vec<usize>> = procedure
        .resolved()
        .iter()
        .map(|id| options.iter().position(|o| o == &Opt::Id(id.clone())))
        .collect();
    let order = order?;
    if order.is_empty() {
        return None;
    }
    let setup = Setup::Phase {
        scenario,
        eager,
        procedure,
    };
    let question = Question::Resolution { options };
    Some(Problem::new(t, seed, setup, question, Answer::Order(order)))
}

/// The same phase, asked step by step: what happens at each step of each round.
pub(super) fn phase_steps(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let mut p = phase_trace(t, seed, rng)?;
    let Setup::Phase { procedure, .. } = &p.setup else {
        return None;
    };
    let steps = step_answers(procedure);
    let options = p.options().to_vec();
    p.question = Question::Steps { options };
    p.expected = Answer::Steps(steps);
    Some(p)
}

/// Runs the procedure with each player's policy.
fn play_phase(s: &PhaseScenario, eager: [bool; 2]) -> Option<Procedure> {
    let mut p = Procedure::new(
        s.effects.clone(),
        Rules {
            lenient: s.lenient,
            max_resolutions: s.max_resolutions,
        },
    )
    .ok()?;
    for _ in 0..200 {
        let Some(dp) = p.decision() else {
            break;
        };
        let keen = eager[(dp.player == Player::P) as usize];
        let resolve = dp
            .choices
            .iter()
            .find(|c| matches!(c, Decision::Resolve(_)))
            .cloned();
        let pass = dp.choices.contains(&Decision::Pass);
        let d = if pass && !(keen && resolve.is_some()) {
            Decision::Pass
        } else {
            resolve.or_else(|| dp.choices.first().cloned())?
        };
        p.choose(d).ok()?;
    }
    p.is_over().then_some(p)
}

/// Simultaneous effects of both players on one chain.
pub(super) fn chain_order(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let n = rng.range(5, 5 + t.difficulty as i32) as usize;
    let mut effects = Vec::new();
    let mut counts = [0usize; 4];
    for i in 0..n {
        let (id, player, mandatory) = draw_effect(i, seed, rng, 0.5, &mut counts);
        let activate = mandatory || t.difficulty < 2 || rng.chance(0.75);
        effects.push(ChainEffect {
            id,
            player,
            mandatory,
            activate,
        });
    }
    let scenario = ChainScenario {
        format_version: 1,
        rules: ChainRules::Tiers,
        effects: effects.clone(),
        expect: None,
    };
    let chain = crate::phase::chain::from_scenario(&scenario);
    let options: Vec<Opt> = effects
        .iter()
        .filter(|e| e.activate || e.mandatory)
        .map(|e| Opt::Id(e.id.clone()))
        .collect();
    let order: Vec<usize> = chain
        .resolved()
        .iter()
        .filter_map(|id| options.iter().position(|o| o == &Opt::Id(id.clone())))
        .collect();
    if order.len() < 2 || order.len() != options.len() {
        return None;
    }
    let setup = Setup::Chain { scenario, chain };
    let question = Question::Resolution { options };
    Some(Problem::new(t, seed, setup, question, Answer::Order(order)))
}
