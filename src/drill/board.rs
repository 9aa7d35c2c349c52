//! A layer board under construction: cards drawn from a template's pools, entered, cast and
//! changed by actions, then played and solved by the engine into a problem.

use std::path::Path;

use super::answer::Answer;
use super::problem::{Problem, Question, Setup};
use super::template::Template;
use crate::content::catalogue::Catalogue;
use crate::content::scenario::{self, ActionSpec, PlayerSetup, ScenarioFile};
use crate::rng::Rng;
use crate::rules::card::CardDef;
use crate::rules::game::Game;
use crate::rules::solve::{Solution, SolveOptions, solve};

const PATH: &str = "drill";

/// Plays a scenario and solves it (`None` when the engine refuses the board).
pub(super) fn play(file: &ScenarioFile, cat: &Catalogue) -> Option<(Game, Solution)> {
    let loaded = scenario::build(Path::new(PATH), "", file.clone(), cat).ok()?;
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Some((loaded.game, sol))
}

fn scenario_of(actions: Vec<ActionSpec>, players: Option<Vec<PlayerSetup>>) -> ScenarioFile {
    ScenarioFile {
        format_version: 1,
        active_player: 0,
        players,
        cards: Vec::new(),
        actions,
        expect: Vec::new(),
    }
}

/// A board under construction.
pub(super) struct Board<'a> {
    seed: u64,
    pub(super) rng: &'a mut Rng,
    cat: &'a Catalogue,
    t: &'a Template,
    actions: Vec<ActionSpec>,
    pub(super) ids: Vec<String>,
}

impl<'a> Board<'a> {
    pub(super) fn new(
        seed: u64,
        rng: &'a mut Rng,
        cat: &'a Catalogue,
        t: &'a Template,
    ) -> Board<'a> {
        Board {
            seed,
            rng,
            cat,
            t,
            actions: Vec::new(),
            ids: Vec::new(),
        }
    }

    pub(super) fn pick(&mut self, pool: &str) -> Option<String> {
        let p = self.t.pool(pool);
        if p.is_empty() {
            None
        } else {
            Some(p[self.rng.below(p.len())].clone())
        }
    }

    pub(super) fn new_id(&mut self, card: &str) -> String {
        let base: String = card
            .split(|c: char| !c.is_ascii_alphanumeric())
            .find(|w| !w.is_empty())
            .unwrap_or("obj")
            .to_ascii_lowercase();
        let mut id = base.clone();
        let mut n = 2;
        while self.ids.contains(&id) || id == "p0" || id == "p1" {
            id = format!("{base}{n}");
            n += 1;
        }
        self.ids.push(id.clone());
        id
    }

    pub(super) fn enter_with(
        &mut self,
        card: &str,
        controller: u8,
        f: impl FnOnce(&mut ActionSpec),
    ) -> String {
        let id = self.new_id(card);
        let mut a = ActionSpec::entering(id.clone(), card.to_string(), controller);
        f(&mut a);
        self.actions.push(a);
        id
    }

    pub(super) fn enter(&mut self, card: &str, controller: u8) -> String {
        self.enter_with(card, controller, |_| {})
    }

    pub(super) fn cast(&mut self, card: &str, controller: u8, targets: Vec<String>) -> String {
        let id = self.new_id(card);
        self.actions.push(ActionSpec::Cast {
            card: card.to_string(),
            controller,
            id: Some(id.clone()),
            targets,
            choices: Vec::new(),
            x: None,
        });
        id
    }

    /// `board.0..=board.1` creatures from the `creatures` pool, for either player.
    pub(super) fn fill(&mut self) {
        self.fill_from(&["creatures"]);
    }

    /// `board.0..=board.1` permanents from `pools`, for either player. The first two are the
    /// seed's two lowest digits in base 2 × (number of cards), so seeds below that base squared
    /// always give different boards; the others are drawn at random.
    pub(super) fn fill_from(&mut self, pools: &[&str]) -> Vec<String> {
        let cards: Vec<String> = pools
            .iter()
            .flat_map(|p| self.t.pool(p).iter().cloned())
            .collect();
        if cards.is_empty() {
            return Vec::new();
        }
        let base = cards.len() as u64 * 2;
        let (lo, hi) = self.t.board;
        let seeded = lo.min(2);
        let mut ids = Vec::new();
        let mut s = self.seed;
        for _ in 0..seeded {
            let d = (s % base) as usize;
            s /= base;
            let (c, p) = (cards[d / 2].clone(), (d % 2) as u8);
            ids.push(self.enter(&c, p));
        }
        let extra = self
            .rng
            .range((lo - seeded) as i32, (hi.max(lo) - seeded) as i32) as usize;
        for _ in 0..extra {
            let d = self.rng.below(base as usize);
            let (c, p) = (cards[d / 2].clone(), (d % 2) as u8);
            ids.push(self.enter(&c, p));
        }
        ids
    }

    pub(super) fn card(&self, name: &str) -> Option<&CardDef> {
        self.cat.find(name)
    }

    /// Counters put on `target`.
    pub(super) fn counters(&mut self, target: &str, kind: &str, count: i32) {
        self.actions.push(ActionSpec::Counters {
            target: target.to_string(),
            kind: kind.to_string(),
            count,
        });
    }

    /// `card` entering attached to `to` (an object's id, or `p0` / `p1`).
    pub(super) fn enter_attached(&mut self, card: &str, controller: u8, to: String) -> String {
        self.enter_with(card, controller, |x| {
            if let ActionSpec::Enter { attached_to, .. } = x {
                *attached_to = Some(to);
            }
        })
    }

    /// `card` entering as a copy of `of`.
    pub(super) fn enter_copy(&mut self, card: &str, controller: u8, of: String) -> String {
        self.enter_with(card, controller, |x| {
            if let ActionSpec::Enter { copy_of, .. } = x {
                *copy_of = Some(of);
            }
        })
    }

    /// Any other action.
    pub(super) fn push(&mut self, action: ActionSpec) {
        self.actions.push(action);
    }

    /// The template's difficulty.
    pub(super) fn difficulty(&self) -> u8 {
        self.t.difficulty
    }

    /// Either player, at random.
    pub(super) fn player(&mut self) -> u8 {
        self.rng.below(2) as u8
    }

    /// Plays the board's actions (with `players` set up so, or the default players) and asks
    /// `ask` of the solved state.
    pub(super) fn problem(
        self,
        players: Option<Vec<PlayerSetup>>,
        ask: impl FnOnce(&Game, &Solution) -> Option<(Question, Answer)>,
    ) -> Option<Problem> {
        let scenario = scenario_of(self.actions, players);
        let (game, solution) = play(&scenario, self.cat)?;
        let (question, expected) = ask(&game, &solution)?;
        let setup = Setup::Layers {
            scenario,
            game,
            solution,
        };
        Some(Problem::new(self.t, self.seed, setup, question, expected))
    }
}
