//! The state of a solve: the characteristics as the layers change them, the effects met and
//! their names, the steps recorded, the work counted.

use super::shared::Shared;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::rules::card::RuleChange;
use crate::rules::effect::{EffectKey, Target};
use crate::rules::eval::{Def, View};
use crate::rules::fast_map::{FastMap, FastSet};
use crate::rules::game::Game;
use crate::rules::layer::Numbering;
use crate::rules::object::{Chars, ObjIdx, Origin, PlayerChars, Zone};
use crate::rules::switches::Misconception;
use crate::rules::trace::{EffectInfo, Overflow, State, Step, Trace};

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

#[derive(Clone, Debug)]
pub(super) struct Cand {
    pub(super) key: EffectKey,
    pub(super) info: usize,
    pub(super) timestamp: u64,
    pub(super) cda: bool,
    pub(super) counters: bool,
}

pub(super) struct Solver<'g> {
    pub(super) game: &'g Game,
    pub(super) opts: SolveOptions,
    pub(super) chars: Vec<Chars>,
    pub(super) dies: Vec<bool>,
    pub(super) players: Vec<PlayerChars>,
    pub(super) rules: Vec<RuleChange>,
    pub(super) initial: Vec<Chars>,
    pub(super) initial_players: Vec<PlayerChars>,
    pub(super) effects: Vec<EffectInfo>,
    pub(super) index: FastMap<EffectKey, usize>,
    pub(super) labels: FastMap<String, usize>,
    /// Effects that started applying, with the set they keep (613.6) and their text then.
    pub(super) started: FastMap<EffectKey, (Arc<[Target]>, Def)>,
    /// Which effect removed an ability from an object.
    pub(super) removed_by: FastMap<(ObjIdx, Origin), usize>,
    pub(super) reported: FastSet<EffectKey>,
    pub(super) baseline: Vec<EffectKey>,
    pub(super) steps: Vec<Step>,
    /// Counterfactual: no dependency edges (see [`solve_ignoring_dependency`]).
    pub(super) ignore_dependency: bool,
    /// The first application whose arithmetic overflowed.
    pub(super) overflow: Option<Overflow>,
    /// Work done so far: objects looked at by evaluations, trials and applications.
    pub(super) work: std::cell::Cell<u64>,
    /// The work passed [`crate::rules::limits::MAX_SOLVE_WORK`]: the solve stopped.
    pub(super) unfinished: std::cell::Cell<bool>,
    /// Set from elsewhere when the solve is no longer wanted: it stops as if out of work.
    pub(super) cancel: Option<&'g AtomicBool>,
    /// Evaluations shared by effects that differ only in their source.
    pub(super) shared: std::cell::RefCell<Shared>,
    /// The effects of the layer being applied: an ability an application there gives an
    /// object joins them when it is not one of them yet.
    pub(super) in_layer: FastSet<EffectKey>,
    /// Under the misreading that an effect whose ability was removed still applies: each
    /// static ability's definition as last read while its object had it (empty otherwise).
    pub(super) remembered: FastMap<EffectKey, Def>,
}

impl<'g> Solver<'g> {
    pub(super) fn new(game: &'g Game, opts: SolveOptions) -> Solver<'g> {
        let chars: Vec<Chars> = game
            .objects
            .iter()
            .map(|o| {
                o.printed(if o.zone == Zone::Battlefield {
                    o.base_controller
                } else {
                    o.owner
                })
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
            in_layer: FastSet::default(),
            remembered: FastMap::default(),
        }
    }

    pub(super) fn view(&self) -> View<'_> {
        View {
            game: self.game,
            base: &self.chars,
            over: None,
        }
    }

    /// Counts work: `n` objects looked at, and one more for the step itself.
    pub(super) fn charge(&self, n: usize) {
        self.work.set(self.work.get().saturating_add(n as u64 + 1));
    }

    /// Whether the solve has done all the work it may ([`crate::rules::limits::MAX_SOLVE_WORK`]);
    /// it then stops, its state marked unfinished.
    pub(super) fn over_budget(&self) -> bool {
        if self.work.get() > crate::rules::limits::MAX_SOLVE_WORK
            || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
        {
            self.unfinished.set(true);
        }
        self.unfinished.get()
    }
}
