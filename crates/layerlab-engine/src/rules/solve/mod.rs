//! The layer process (613): each layer in order; in each, CDAs first, then timestamp order
//! overridden by dependency detected by trial application (613.8), re-evaluated after every
//! single application; loops fall back to timestamps. Every application is a trace step.
//!
//! Arithmetic is checked: the first power or toughness that would leave `i32` is recorded in
//! [`State::overflow`] (the value stays at the end of the range). The work a solve does is
//! counted, and a solve stops past [`super::limits::MAX_SOLVE_WORK`] ([`State::unfinished`]):
//! trials of every pair of interdependent effects make some boards cost minutes otherwise.
//!
//! - `solver`: the state of a solve (what the other parts share), its options and result;
//! - `effects`: the effects of a layer that exist now, their names and timestamps;
//! - `order`: the order of a group's applications (timestamps, dependency, loops);
//! - `trials`: the dependency trials, kept between applications; `overlay`: one trial's
//!   characteristics; `pairs`: the pairs of effects tried, and the dependencies found;
//! - `evaluate`: evaluating effects, again after applications; `shared`: the evaluations
//!   shared by effects alike but for their source;
//! - `apply`: one application, a step of the trace;
//! - `one_pass`: a misreading of the rules, for diagnosing a learner's answer.

mod apply;
mod effects;
mod evaluate;
mod one_pass;
mod order;
mod overlay;
mod pairs;
mod shared;
mod solver;
mod trials;

use solver::Solver;
pub use solver::{Solution, SolveOptions};

use std::sync::atomic::{AtomicBool, Ordering};

use super::game::Game;
use super::layer::Layer;
use super::switches::{self as misconception, Misconception};
use super::trace::{State, Trace};

/// Solves the layers for every object of `game`. A solve that would pass
/// [`super::limits::MAX_SOLVE_WORK`] stops there, with [`State::unfinished`] set.
pub fn solve(game: &Game, opts: &SolveOptions) -> Solution {
    solve_with(game, opts, false).0
}

/// [`solve`], and the work it took (in the units of [`super::limits::MAX_SOLVE_WORK`]).
pub fn solve_counted(game: &Game, opts: &SolveOptions) -> (Solution, u64) {
    solve_with(game, opts, false)
}

/// Solves as if dependency did not exist: every layer in pure timestamp order (CDAs still
/// first). Not the rules: a counterfactual, for exercises that must show that dependency
/// decides their answer.
pub fn solve_ignoring_dependency(game: &Game, opts: &SolveOptions) -> Solution {
    solve_with(game, opts, true).0
}

/// The board without its powers and toughnesses: every layer but 7a–7d (so every type,
/// color, ability and controller, the players and the rules), no trace, no state-based
/// actions (powers and toughnesses are left as the earlier layers make them). What an action
/// reads to check targets and fix sets of objects; and the work it took.
pub(super) fn solve_before_pt(game: &Game) -> (State, u64) {
    let (sol, work) = solve_layers(game, &SolveOptions::quick(), false, Scope::BeforePt, None);
    (sol.state, work)
}

/// The copiable values of every object (613.2c): layer 1 alone, no trace, no state-based
/// actions. What a copy effect takes as it begins (707.2, 707.2c); and the work it took.
pub(super) fn solve_copiable(game: &Game) -> (State, u64) {
    let (sol, work) = solve_layers(game, &SolveOptions::quick(), false, Scope::Copiable, None);
    (sol.state, work)
}

/// The layers a solve goes through.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    All,
    /// Every layer but 7a–7d, no state-based actions.
    BeforePt,
    /// Layer 1 (1a, 1b) alone, no state-based actions.
    Copiable,
}

/// [`solve`], given up as soon as `cancel` is set (`None` then): for a solve on another thread
/// that a newer one can make useless.
pub fn solve_cancellable(
    game: &Game,
    opts: &SolveOptions,
    cancel: &AtomicBool,
) -> Option<Solution> {
    let (sol, _) = solve_layers(game, opts, false, Scope::All, Some(cancel));
    (!cancel.load(Ordering::Relaxed)).then_some(sol)
}

fn solve_with(game: &Game, opts: &SolveOptions, ignore_dependency: bool) -> (Solution, u64) {
    solve_layers(game, opts, ignore_dependency, Scope::All, None)
}

fn solve_layers(
    game: &Game,
    opts: &SolveOptions,
    ignore_dependency: bool,
    scope: Scope,
    cancel: Option<&AtomicBool>,
) -> (Solution, u64) {
    #[cfg(feature = "testkit")]
    SOLVES.with(|n| n.set(n.get() + u64::from(scope == Scope::All)));
    let mut s = Solver::new(game, *opts);
    s.cancel = cancel;
    s.ignore_dependency =
        ignore_dependency || misconception::ignores_dependency(opts.misconception);
    // What every solve costs per object, whatever its effects: the printed values, and a look
    // at each object in each layer.
    s.charge(game.objects.len().saturating_mul(PER_OBJECT_WORK));
    if opts.misconception == Some(Misconception::LastWinsAcrossLayers) {
        one_pass::run(&mut s);
    }
    for layer in misconception::layer_order(opts.misconception) {
        if s.over_budget() || opts.misconception == Some(Misconception::LastWinsAcrossLayers) {
            break;
        }
        match scope {
            Scope::BeforePt
                if matches!(layer, Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d) =>
            {
                continue;
            }
            Scope::Copiable if !matches!(layer, Layer::L1a | Layer::L1b) => continue,
            _ => {}
        }
        if layer == Layer::L7a {
            s.no_value_is_zero(layer, None);
        }
        s.run_layer(layer);
        if layer == Layer::L1b {
            // The static abilities the objects have once their copiable values are known: any
            // that later stops existing is reported in the layer where it would have applied.
            s.baseline = s.all_statics();
            for k in s.baseline.clone() {
                s.info_for(&k);
            }
        }
    }
    if scope == Scope::All {
        s.state_based();
    }
    let work = s.work.get();
    let state = State {
        chars: s.chars,
        dies: s.dies,
        players: s.players,
        rules: s.rules,
        overflow: s.overflow,
        unfinished: s.unfinished.get(),
    };
    let sol = Solution {
        trace: Trace {
            effects: s.effects,
            initial: s.initial,
            initial_players: s.initial_players,
            initial_rules: Vec::new(),
            steps: s.steps,
        },
        state,
    };
    (sol, work)
}

#[cfg(feature = "testkit")]
thread_local! {
    /// The boards solved on this thread (all layers; not the looks before an action's targets).
    static SOLVES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many boards this thread has solved, for tests that count them.
#[cfg(feature = "testkit")]
pub fn solves_on_this_thread() -> u64 {
    SOLVES.with(std::cell::Cell::get)
}

/// The work every solve counts for each object (about what it costs beside evaluations,
/// trials and applications, so that a count of work is a measure of time).
const PER_OBJECT_WORK: usize = 30;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{BoardSpec, board};

    #[test]
    fn a_cancelled_solve_gives_nothing_and_one_left_alone_the_solution() {
        let game = board(&BoardSpec::new(60, 20, 3));
        let opts = SolveOptions::traced();
        let go = AtomicBool::new(false);
        assert_eq!(
            solve_cancellable(&game, &opts, &go),
            Some(solve(&game, &opts))
        );
        let stop = AtomicBool::new(true);
        assert_eq!(solve_cancellable(&game, &opts, &stop), None);
    }
}
