//! Property tests of the layer engine on generated boards (`layerlab::testkit`):
//!
//! a. solving never panics and is deterministic (and recording the trace changes nothing);
//! b. reordering actions whose effects only add up (7c: counters, Giant Growths, free-standing
//!    P/T modifications) never changes the result;
//! c. replaying the trace step by step from its starting state gives the final state, and
//!    undoing every step from the end gives the starting state back;
//! d. random actions of the scenario vocabulary never make `Game::apply` panic.
//!
//! A failing case prints its inputs: the board spec and the seeds rebuild it exactly.

use layerlab::content::catalogue::Catalogue;
use layerlab::rng::Rng;
use layerlab::rules::actions::Action;
use layerlab::rules::card::CardDef;
use layerlab::rules::game::Game;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{Solution, SolveOptions, solve};
use layerlab::testkit::{self, BoardSpec, additive_actions, random_action};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..ProptestConfig::default()
    }
}

/// Small boards: 5–40 permanents, 0–30 effects, up to half of them in dependency pairs.
fn spec() -> impl Strategy<Value = BoardSpec> {
    (5usize..=40, 0usize..=30, 0.0f64..0.5, any::<u64>()).prop_map(
        |(permanents, effects, dependent_fraction, seed)| BoardSpec {
            permanents,
            effects,
            dependent_fraction,
            seed,
        },
    )
}

/// Every card of the catalogue and of the generator.
fn pool() -> Vec<CardDef> {
    let mut v = Catalogue::embedded().cards().to_vec();
    v.extend(testkit::cards());
    v
}

/// A generated board, then `n` random actions (errors ignored).
fn played(spec: &BoardSpec, seed: u64, n: usize, pool: &[CardDef]) -> Game {
    let mut game = testkit::board(spec);
    let mut rng = Rng::new(seed);
    for k in 0..n {
        let action = random_action(&game, &mut rng, pool, k);
        let _ = game.apply(action);
    }
    game
}

fn traced(game: &Game) -> Solution {
    solve(game, &SolveOptions::traced())
}

/// Applies `actions` in the order `order`; returns the game and which actions failed (by
/// their original position).
fn apply_in(game: &Game, actions: &[Action], order: &[usize]) -> (Game, Vec<usize>) {
    let mut g = game.clone();
    let mut failed = Vec::new();
    for &i in order {
        if g.apply(actions[i].clone()).is_err() {
            failed.push(i);
        }
    }
    failed.sort();
    (g, failed)
}

proptest! {
    #![proptest_config(config())]

    /// a. Solving twice gives the same solution; the quick solve reaches the same state.
    #[test]
    fn solving_is_deterministic(spec in spec(), seed in any::<u64>(), n in 0usize..8) {
        let game = played(&spec, seed, n, &pool());
        let first = traced(&game);
        let second = traced(&game.clone());
        prop_assert!(first == second, "two solves of the same game differ");
        let quick = solve(&game, &SolveOptions::quick());
        prop_assert_eq!(quick.state, first.state);
    }

    /// b. Counters, Giant Growths and free-standing P/T modifications, in any order, give the
    /// same characteristics (and the same actions fail, if any).
    #[test]
    fn additive_actions_commute(
        spec in spec(),
        played_seed in any::<u64>(),
        m in 0usize..6,
        seed in any::<u64>(),
        n in 1usize..10,
        shuffle in any::<u64>(),
    ) {
        let game = played(&spec, played_seed, m, &pool());
        let actions = additive_actions(&game, seed, n);
        let in_order: Vec<usize> = (0..actions.len()).collect();
        let mut shuffled = in_order.clone();
        Rng::new(shuffle).shuffle(&mut shuffled);
        let (a, failed_a) = apply_in(&game, &actions, &in_order);
        let (b, failed_b) = apply_in(&game, &actions, &shuffled);
        prop_assert_eq!(failed_a, failed_b, "order {:?}", shuffled);
        // Objects created by the actions (the spells) sit in the order they were cast: compare
        // by id.
        let (sa, sb) = (traced(&a).state, traced(&b).state);
        let by_id = |g: &Game, s: &layerlab::rules::trace::State| {
            let mut v: Vec<_> = g
                .objects
                .iter()
                .enumerate()
                .map(|(i, o)| (o.id.clone(), s.chars[i].clone(), s.dies[i]))
                .collect();
            v.sort_by(|x, y| x.0.cmp(&y.0));
            v
        };
        let (oa, ob) = (by_id(&a, &sa), by_id(&b, &sb));
        prop_assert_eq!(oa.len(), ob.len());
        for (x, y) in oa.iter().zip(&ob) {
            prop_assert_eq!(x, y, "object {} differs; order {:?}", x.0, shuffled);
        }
        prop_assert_eq!(sa.players, sb.players);
        prop_assert_eq!(sa.rules, sb.rules);
    }

    /// c. The trace alone rebuilds the final state forwards and the starting state backwards.
    #[test]
    fn trace_replays_both_ways(
        spec in spec(),
        seed in any::<u64>(),
        n in 0usize..8,
        course in any::<bool>(),
    ) {
        let game = played(&spec, seed, n, &pool());
        let numbering = if course { Numbering::Course } else { Numbering::Current };
        let sol = solve(&game, &SolveOptions {
                numbering,
                ..SolveOptions::traced()
            });
        let steps = &sol.trace.steps;
        prop_assert_eq!(&sol.trace.replay(steps.len()), &sol.state);
        let mut state = sol.state.clone();
        for (k, step) in steps.iter().enumerate().rev() {
            state.unapply(step);
            prop_assert_eq!(&state, &sol.trace.replay(k), "after undoing step {}", k);
        }
        prop_assert_eq!(state, sol.trace.start());
    }

    /// d. Random actions (legal or not) never panic, and the result still solves.
    #[test]
    fn random_actions_never_panic(spec in spec(), seed in any::<u64>(), n in 1usize..25) {
        let game = played(&spec, seed, n, &pool());
        let sol = traced(&game);
        prop_assert_eq!(sol.state.chars.len(), game.objects.len());
    }
}
