//! The layer process (613): each layer in order; in each, CDAs first, then timestamp order
//! overridden by dependency detected by trial application (613.8), re-evaluated after every
//! single application; loops fall back to timestamps. Every application is a trace step.
//!
//! Arithmetic is checked: the first power or toughness that would leave `i32` is recorded in
//! [`State::overflow`] (the value stays at the end of the range). The work a solve does is
//! counted, and a solve stops past [`super::limits::MAX_SOLVE_WORK`] ([`State::unfinished`]):
//! trials of every pair of interdependent effects make some boards cost minutes otherwise.
//!
//! - `effects`: the effects of a layer that exist now, their names and timestamps;
//! - `order`: the order of a group's applications (timestamps, dependency, loops);
//! - `trials`: the dependency trials, kept between applications; `overlay`: one trial's
//!   characteristics; `pairs`: the pairs of effects tried, and the dependencies found;
//! - `evaluate`: evaluating effects, again after applications, shared between alike ones;
//! - `apply`: one application, a step of the trace;
//! - `one_pass`: a misreading of the rules, for diagnosing a learner's answer.

mod apply;
mod effects;
mod evaluate;
mod one_pass;
mod order;
mod overlay;
mod pairs;
mod trials;

use evaluate::{Moved, Shared, field_facet};
use overlay::Overlay;
use trials::{Reads, Trials, distinct};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::card::RuleChange;
use super::effect::{EffectKey, Target};
use super::eval::{Def, View};
use super::fast_map::{FastMap, FastSet};
use super::game::Game;
use super::layer::{Layer, Numbering};
use super::object::{Chars, ObjIdx, Origin, PlayerChars, Zone};
use super::switches::{self as misconception, Misconception};
use super::trace::{EffectInfo, Overflow, State, Step, Trace};

/// How to solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct SolveOptions {
    /// With the 2011 numbering, counters apply after every other 7c effect (their own 7d).
    pub numbering: Numbering,
    /// Record each characteristic's before → after (off for quick intermediate solves).
    pub record: bool,
    /// Solve as a classic misreading of the rules would (never the rules: for diagnosing a
    /// learner's wrong answer, see [`super::misconception`]).
    pub misconception: Option<Misconception>,
}

impl SolveOptions {
    pub fn traced() -> SolveOptions {
        SolveOptions {
            numbering: Numbering::Current,
            record: true,
            misconception: None,
        }
    }
    pub fn quick() -> SolveOptions {
        SolveOptions {
            numbering: Numbering::Current,
            record: false,
            misconception: None,
        }
    }
}

/// The result of a solve: the trace and the final state.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub trace: Trace,
    pub state: State,
}

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
    let (sol, work) = solve_layers(game, &SolveOptions::quick(), false, true, None);
    (sol.state, work)
}

/// [`solve`], given up as soon as `cancel` is set (`None` then): for a solve on another thread
/// that a newer one can make useless.
pub fn solve_cancellable(
    game: &Game,
    opts: &SolveOptions,
    cancel: &AtomicBool,
) -> Option<Solution> {
    let (sol, _) = solve_layers(game, opts, false, false, Some(cancel));
    (!cancel.load(Ordering::Relaxed)).then_some(sol)
}

fn solve_with(game: &Game, opts: &SolveOptions, ignore_dependency: bool) -> (Solution, u64) {
    solve_layers(game, opts, ignore_dependency, false, None)
}

fn solve_layers(
    game: &Game,
    opts: &SolveOptions,
    ignore_dependency: bool,
    before_pt: bool,
    cancel: Option<&AtomicBool>,
) -> (Solution, u64) {
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
        if before_pt && matches!(layer, Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d) {
            continue;
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
    if !before_pt {
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

/// The work every solve counts for each object (about what it costs beside evaluations,
/// trials and applications, so that a count of work is a measure of time).
const PER_OBJECT_WORK: usize = 30;

#[derive(Clone, Debug)]
struct Cand {
    key: EffectKey,
    info: usize,
    timestamp: u64,
    cda: bool,
    counters: bool,
}

struct Solver<'g> {
    game: &'g Game,
    opts: SolveOptions,
    chars: Vec<Chars>,
    dies: Vec<bool>,
    players: Vec<PlayerChars>,
    rules: Vec<RuleChange>,
    initial: Vec<Chars>,
    initial_players: Vec<PlayerChars>,
    effects: Vec<EffectInfo>,
    index: FastMap<EffectKey, usize>,
    labels: FastMap<String, usize>,
    /// Effects that started applying, with the set they keep (613.6) and their text then.
    started: FastMap<EffectKey, (Arc<[Target]>, Def)>,
    /// Which effect removed an ability from an object.
    removed_by: FastMap<(ObjIdx, Origin), usize>,
    reported: FastSet<EffectKey>,
    baseline: Vec<EffectKey>,
    steps: Vec<Step>,
    /// Counterfactual: no dependency edges (see [`solve_ignoring_dependency`]).
    ignore_dependency: bool,
    /// The first application whose arithmetic overflowed.
    overflow: Option<Overflow>,
    /// Work done so far: objects looked at by evaluations, trials and applications.
    work: std::cell::Cell<u64>,
    /// The work passed [`super::limits::MAX_SOLVE_WORK`]: the solve stopped.
    unfinished: std::cell::Cell<bool>,
    /// Set from elsewhere when the solve is no longer wanted: it stops as if out of work.
    cancel: Option<&'g AtomicBool>,
    /// Evaluations shared by effects that differ only in their source.
    shared: std::cell::RefCell<Shared>,
}

impl<'g> Solver<'g> {
    fn new(game: &'g Game, opts: SolveOptions) -> Solver<'g> {
        let chars: Vec<Chars> = game
            .objects
            .iter()
            .map(|o| {
                Chars::printed(
                    &o.card,
                    if o.zone == Zone::Battlefield {
                        o.base_controller
                    } else {
                        o.owner
                    },
                )
            })
            .collect();
        let players: Vec<PlayerChars> = game
            .players
            .iter()
            .map(|p| PlayerChars {
                life: p.life,
                hand: p.hand,
                abilities: Vec::new(),
                max_hand_size: Some(7),
                rules: Vec::new(),
            })
            .collect();
        Solver {
            game,
            opts,
            initial: chars.clone(),
            initial_players: players.clone(),
            dies: vec![false; chars.len()],
            chars,
            players,
            rules: Vec::new(),
            effects: Vec::new(),
            index: FastMap::default(),
            labels: FastMap::default(),
            started: FastMap::default(),
            removed_by: FastMap::default(),
            reported: FastSet::default(),
            baseline: Vec::new(),
            steps: Vec::new(),
            ignore_dependency: false,
            overflow: None,
            work: std::cell::Cell::new(0),
            unfinished: std::cell::Cell::new(false),
            cancel: None,
            shared: std::cell::RefCell::new(Shared::default()),
        }
    }

    fn view(&self) -> View<'_> {
        View {
            game: self.game,
            base: &self.chars,
            over: None,
        }
    }

    /// Counts work: `n` objects looked at, and one more for the step itself.
    fn charge(&self, n: usize) {
        self.work.set(self.work.get().saturating_add(n as u64 + 1));
    }

    /// Whether the solve has done all the work it may ([`super::limits::MAX_SOLVE_WORK`]);
    /// it then stops, its state marked unfinished.
    fn over_budget(&self) -> bool {
        if self.work.get() > super::limits::MAX_SOLVE_WORK
            || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
        {
            self.unfinished.set(true);
        }
        self.unfinished.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::generate::{BoardSpec, board};

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
