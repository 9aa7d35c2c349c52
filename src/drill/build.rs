//! The builders behind the templates, and each one's non-triviality test.
//!
//! A builder draws cards from its template's pools and actions under its constraints, plays the
//! scenario with the engine ([`crate::content::scenario::build`], [`solve`]) and asks its
//! question; the answer is read from the solved state. Its test re-solves a counterfactual (no
//! counters, no switch, the other kind of set, timestamp order, face up, no steal, the older
//! timestamp, APNAP...) or reads the engine's trace, and keeps the board only when the concept
//! decides the answer.

use std::collections::BTreeSet;
use std::path::Path;

use super::answer::{Answer, Form, Opt};
use super::template::{Concept, GenError, Kind, Template};
use crate::content::catalogue::Catalogue;
use crate::content::file_error::Problem as FileProblem;
use crate::content::scenario::{self, ActionSpec, EffectKindSpec, PlayerSetup, ScenarioFile};
use crate::i18n::{Arg, Lang};
use crate::phase::{
    Chain, ChainEffect, ChainRules, ChainScenario, Decision, EffectDef, OnResolve, PhaseScenario,
    Player, Procedure, Rules, StepAction,
};
use crate::rng::Rng;
use crate::rules::card::{Ability, Affected, Duration, Who};
use crate::rules::effect::EffectKey;
use crate::rules::game::Game;
use crate::rules::limits;
use crate::rules::object::Chars;
use crate::rules::solve::{Solution, SolveOptions, solve, solve_ignoring_dependency};
use crate::rules::trace::Field;
use crate::rules::types::{BasicLandType, CardType, Color};
use crate::words::explain;

/// What a problem is played on.
#[derive(Clone, Debug)]
pub enum Setup {
    /// A layer scenario, played and solved.
    Layers {
        scenario: ScenarioFile,
        game: Game,
        solution: Solution,
    },
    /// Phase effects and how each player plays (`eager[0]` for A, `[1]` for P: resolve an
    /// optional effect whenever they may, else pass whenever they may).
    Phase {
        scenario: PhaseScenario,
        eager: [bool; 2],
        procedure: Procedure,
    },
    /// Simultaneous effects put on a chain.
    Chain {
        scenario: ChainScenario,
        chain: Chain,
    },
}

/// Which characteristic a pick question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickField {
    Types,
    Subtypes,
    Colors,
    Abilities,
}

/// What a problem asks.
#[derive(Clone, Debug)]
pub enum Question {
    /// The power and toughness of an object.
    PT { object: String },
    /// A set of characteristics of an object, from a list.
    Pick {
        object: String,
        field: PickField,
        options: Vec<Opt>,
    },
    /// The sublayer of the step that gives an object its final power.
    Layer { object: String },
    /// The effects (phase or chain), in the order they resolve.
    Resolution { options: Vec<Opt> },
    /// Every step of the phase, decision by decision (`-`, `pass` or an id).
    Steps { options: Vec<Opt> },
}

/// A generated problem: the board, the question, the engine's answer.
#[derive(Clone, Debug)]
pub struct Problem {
    pub template: String,
    pub concept: Concept,
    pub seed: u64,
    pub setup: Setup,
    pub question: Question,
    pub expected: Answer,
}

impl Problem {
    /// `template#seed`: the question's key for the scheduler (the same key gives the same problem).
    pub fn key(&self) -> String {
        format!("{}#{}", self.template, self.seed)
    }

    /// The form the answer takes.
    pub fn form(&self) -> Form<'_> {
        match &self.question {
            Question::PT { .. } => Form::PT,
            Question::Pick { options, .. } => Form::Set(options),
            Question::Layer { .. } => Form::Layer,
            Question::Resolution { options } => Form::Order(options),
            Question::Steps { options } => Form::Steps(options),
        }
    }

    /// The options of a pick or order question (empty otherwise).
    pub fn options(&self) -> &[Opt] {
        match &self.question {
            Question::Pick { options, .. }
            | Question::Resolution { options }
            | Question::Steps { options } => options,
            _ => &[],
        }
    }

    /// Whether `input` is the right answer (an unreadable input is an error, never a panic).
    pub fn check(&self, input: &str) -> Result<bool, super::ParseError> {
        let a = super::answer::parse_answer(input, &self.form())?;
        Ok(a == self.expected)
    }

    /// The expected answer in words.
    pub fn expected_text(&self, lang: Lang) -> String {
        super::answer::show(&self.expected, self.options(), lang)
    }
}

// ------------------------------------------------------------------------------------ helpers

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
struct Board<'a> {
    seed: u64,
    rng: &'a mut Rng,
    cat: &'a Catalogue,
    t: &'a Template,
    actions: Vec<ActionSpec>,
    ids: Vec<String>,
}

impl<'a> Board<'a> {
    fn new(seed: u64, rng: &'a mut Rng, cat: &'a Catalogue, t: &'a Template) -> Board<'a> {
        Board {
            seed,
            rng,
            cat,
            t,
            actions: Vec::new(),
            ids: Vec::new(),
        }
    }

    fn pick(&mut self, pool: &str) -> Option<String> {
        let p = self.t.pool(pool);
        if p.is_empty() {
            None
        } else {
            Some(p[self.rng.below(p.len())].clone())
        }
    }

    fn new_id(&mut self, card: &str) -> String {
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

    fn enter_with(
        &mut self,
        card: &str,
        controller: u8,
        f: impl FnOnce(&mut ActionSpec),
    ) -> String {
        let id = self.new_id(card);
        let mut a = ActionSpec::Enter {
            id: id.clone(),
            card: card.to_string(),
            controller,
            face_down: false,
            copy_of: None,
            choices: Vec::new(),
            attached_to: None,
            counters: Vec::new(),
            token: false,
        };
        f(&mut a);
        self.actions.push(a);
        id
    }

    fn enter(&mut self, card: &str, controller: u8) -> String {
        self.enter_with(card, controller, |_| {})
    }

    fn cast(&mut self, card: &str, controller: u8, targets: Vec<String>) -> String {
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
    fn fill(&mut self) {
        self.fill_from(&["creatures"]);
    }

    /// `board.0..=board.1` permanents from `pools`, for either player. The first two are the
    /// seed's two lowest digits in base 2 × (number of cards), so seeds below that base squared
    /// always give different boards; the others are drawn at random.
    fn fill_from(&mut self, pools: &[&str]) -> Vec<String> {
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

    fn card(&self, name: &str) -> Option<&crate::rules::card::CardDef> {
        self.cat.find(name)
    }

    fn done(self) -> Vec<ActionSpec> {
        self.actions
    }
}

fn chars_of<'s>(game: &Game, sol: &'s Solution, id: &str) -> Option<&'s Chars> {
    game.lookup(id).and_then(|i| sol.state.chars.get(i))
}

fn pt_of(game: &Game, sol: &Solution, id: &str) -> Option<(i32, i32)> {
    let c = chars_of(game, sol, id)?;
    if !c.is(CardType::Creature) {
        return None;
    }
    Some((c.power?, c.toughness?))
}

/// The values a pick field has (English keys), for comparing counterfactuals.
fn field_keys(game: &Game, sol: &Solution, id: &str, field: PickField) -> Option<BTreeSet<String>> {
    let c = chars_of(game, sol, id)?;
    let obj = game.lookup(id)?;
    Some(match field {
        PickField::Types => c.types.iter().map(|t| t.name().to_string()).collect(),
        PickField::Subtypes => c.subtypes.iter().map(|s| s.to_string()).collect(),
        PickField::Colors => c.colors.iter().map(|x| x.name().to_string()).collect(),
        PickField::Abilities => c
            .abilities
            .iter()
            .map(|a| explain::ability(game, obj, a, c, Lang::En))
            .collect(),
    })
}

/// What a counterfactual must differ in: the asked value of the asked object.
fn fingerprint(q: &Question, game: &Game, sol: &Solution) -> Option<String> {
    match q {
        Question::PT { object } => pt_of(game, sol, object).map(|(p, t)| format!("{p}/{t}")),
        Question::Pick { object, field, .. } => {
            field_keys(game, sol, object, *field).map(|s| format!("{s:?}"))
        }
        _ => None,
    }
}

/// Builds a pick question: options are the values the object has at the start and at the end,
/// every value a step gave or took from it, and the usual ones for its field.
pub(crate) fn pick_question(
    game: &Game,
    sol: &Solution,
    id: &str,
    field: PickField,
) -> Option<(Question, Answer)> {
    let obj = game.lookup(id)?;
    let start = sol.trace.initial.get(obj)?;
    let end = sol.state.chars.get(obj)?;
    let mut opts: Vec<Opt> = Vec::new();
    let push = |o: Opt, opts: &mut Vec<Opt>| {
        if !opts.contains(&o) {
            opts.push(o);
        }
    };
    let abil = |c: &Chars, out: &mut Vec<Opt>| {
        for a in c.abilities.iter() {
            let o = Opt::Ability {
                en: explain::ability(game, obj, a, c, Lang::En),
                fr: explain::ability(game, obj, a, c, Lang::Fr),
            };
            if !out.contains(&o) {
                out.push(o);
            }
        }
    };
    match field {
        PickField::Types => {
            for t in [
                CardType::Artifact,
                CardType::Creature,
                CardType::Enchantment,
                CardType::Land,
            ] {
                push(Opt::Type(t), &mut opts);
            }
            for t in start.types.iter().chain(end.types.iter()) {
                push(Opt::Type(*t), &mut opts);
            }
        }
        PickField::Subtypes => {
            for s in start.subtypes.iter().chain(end.subtypes.iter()) {
                push(Opt::Subtype(s.to_string()), &mut opts);
            }
            for b in BasicLandType::ALL {
                push(Opt::Subtype(b.name().to_string()), &mut opts);
            }
        }
        PickField::Colors => {
            for c in Color::ALL {
                push(Opt::Color(c), &mut opts);
            }
        }
        PickField::Abilities => {
            abil(start, &mut opts);
            // Every ability the object had after some step.
            let mut st = sol.trace.start();
            for step in &sol.trace.steps {
                st.apply(step);
                if let Some(c) = st.chars.get(obj) {
                    abil(c, &mut opts);
                }
            }
        }
    }
    let want = field_keys(game, sol, id, field)?;
    let mut set: Vec<usize> = opts
        .iter()
        .enumerate()
        .filter(|(_, o)| {
            let k = match o {
                Opt::Type(t) => t.name().to_string(),
                Opt::Subtype(s) => s.clone(),
                Opt::Color(c) => c.name().to_string(),
                Opt::Ability { en, .. } => en.clone(),
                Opt::Id(s) => s.clone(),
            };
            want.contains(&k)
        })
        .map(|(i, _)| i)
        .collect();
    if set.len() != want.len() {
        return None;
    }
    set.sort_unstable();
    Some((
        Question::Pick {
            object: id.to_string(),
            field,
            options: opts,
        },
        Answer::Set(set),
    ))
}

fn layer_problem(
    t: &Template,
    seed: u64,
    actions: Vec<ActionSpec>,
    players: Option<Vec<PlayerSetup>>,
    cat: &Catalogue,
    ask: impl FnOnce(&Game, &Solution) -> Option<(Question, Answer)>,
) -> Option<Problem> {
    let scenario = scenario_of(actions, players);
    let (game, solution) = play(&scenario, cat)?;
    let (question, expected) = ask(&game, &solution)?;
    Some(Problem {
        template: t.id.clone(),
        concept: t.concept,
        seed,
        setup: Setup::Layers {
            scenario,
            game,
            solution,
        },
        question,
        expected,
    })
}

fn ask_pt(id: String) -> impl FnOnce(&Game, &Solution) -> Option<(Question, Answer)> {
    move |g, s| {
        let (p, t) = pt_of(g, s, &id)?;
        Some((Question::PT { object: id }, Answer::PT(p, t)))
    }
}

fn printed_pt(cat: &Catalogue, file: &ScenarioFile, id: &str) -> Option<(i32, i32)> {
    file.actions.iter().find_map(|a| match a {
        ActionSpec::Enter {
            id: i, card: name, ..
        } if i == id => cat.find(name).and_then(|c| Some((c.power?, c.toughness?))),
        _ => None,
    })
}

/// The caps a template is held to before any board is drawn: a board of millions of
/// permanents would be drawn, played and solved again for each attempt.
pub(super) fn check_template(t: &Template) -> Result<(), GenError> {
    let most = t.board.0.max(t.board.1);
    if most > limits::MAX_DRILL_BOARD {
        return Err(GenError::Limit(FileProblem::new(
            "drill-limit-board",
            vec![
                ("template", Arg::from(t.id.as_str())),
                ("found", Arg::from(most)),
                ("limit", Arg::from(limits::MAX_DRILL_BOARD)),
            ],
        )));
    }
    Ok(())
}

// ------------------------------------------------------------------------------------ builders

pub(super) fn build(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    match t.kind {
        Kind::Counters => counters(t, seed, rng, cat),
        Kind::Switch => switch(t, seed, rng, cat),
        Kind::WhichLayer => which_layer(t, seed, rng, cat),
        Kind::LockedVsDynamic => locked_vs_dynamic(t, seed, rng, cat),
        Kind::CdaVsSetting => cda_vs_setting(t, seed, rng, cat),
        Kind::DependencyLands => dependency_lands(t, seed, rng, cat),
        Kind::DependencyLattice => dependency_lattice(t, seed, rng, cat),
        Kind::DependencyAbility => dependency_ability(t, seed, rng, cat),
        Kind::KeepsGoing => keeps_going(t, seed, rng, cat),
        Kind::CopyValues => copy_values(t, seed, rng, cat),
        Kind::FaceDown => face_down(t, seed, rng, cat),
        Kind::Control => control(t, seed, rng, cat),
        Kind::AuraTimestamps => aura_timestamps(t, seed, rng, cat),
        Kind::PhaseTrace => phase_trace(t, seed, rng),
        Kind::PhaseSteps => phase_steps(t, seed, rng),
        Kind::ChainOrder => chain_order(t, seed, rng),
    }
}

/// Counters on a creature, then a setter: 7b sets, 7c still adds the counters.
fn counters(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    if t.difficulty >= 2
        && b.rng.chance(0.6)
        && let Some(a) = b.pick("anthems")
    {
        b.enter(&a, 0);
    }
    let kind = if b.rng.chance(0.7) { "+1/+1" } else { "-1/-1" };
    let n = b.rng.range(1, 3);
    b.actions.push(ActionSpec::Counters {
        target: target.clone(),
        kind: kind.to_string(),
        count: n,
    });
    let setter = b.pick("setters")?;
    let who = b.rng.below(2) as u8;
    b.cast(&setter, who, vec![target.clone()]);
    if t.difficulty >= 3
        && b.rng.chance(0.5)
        && let Some(p) = b.pick("pumps")
    {
        b.cast(&p, 0, vec![target.clone()]);
    }
    layer_problem(t, seed, b.done(), None, cat, ask_pt(target))
}

/// A switch, then changes with later timestamps: the switch still applies last.
fn switch(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    let sw = b.pick("switches")?;
    b.cast(&sw, 1, vec![target.clone()]);
    let later = 1 + b.rng.below(t.difficulty.max(1) as usize);
    for _ in 0..later {
        match b.rng.below(3) {
            0 => {
                let s = b.pick("setters")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            1 => {
                let n = b.rng.range(1, 3);
                b.actions.push(ActionSpec::Counters {
                    target: target.clone(),
                    kind: "+1/+1".to_string(),
                    count: n,
                });
            }
            _ => {
                let a = b.pick("anthems")?;
                b.enter(&a, 0);
            }
        }
    }
    layer_problem(t, seed, b.done(), None, cat, ask_pt(target))
}

/// Several P/T effects on one creature: which sublayer gives it its final power?
fn which_layer(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let target_card = b.pick("targets")?;
    let target = b.enter(&target_card, 0);
    let n = 2 + b.rng.below(t.difficulty.max(1) as usize + 1);
    for _ in 0..n {
        match b.rng.below(4) {
            0 => {
                let s = b.pick("setters")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            1 => {
                let s = b.pick("switches")?;
                b.cast(&s, 1, vec![target.clone()]);
            }
            2 => {
                let p = b.pick("pumps")?;
                b.cast(&p, 0, vec![target.clone()]);
            }
            _ => b.actions.push(ActionSpec::Counters {
                target: target.clone(),
                kind: "+1/+1".to_string(),
                count: 1,
            }),
        }
    }
    let id = target.clone();
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        let step = last_change(g, s, &id, Field::Power)?;
        Some((
            Question::Layer { object: id },
            Answer::Layer(s.trace.steps[step].layer),
        ))
    })
}

/// The last step that changed `field` of object `id`.
fn last_change(game: &Game, sol: &Solution, id: &str, field: Field) -> Option<usize> {
    let obj = game.lookup(id)?;
    sol.trace.steps.iter().rposition(|st| {
        st.changes
            .iter()
            .any(|c| c.field == field && c.target == crate::rules::effect::Target::Object(obj))
    })
}

/// A mass effect, either locked as it resolves or following the board, then a creature enters.
fn locked_vs_dynamic(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    let src = b.pick("effects")?;
    let card = b.card(&src)?.clone();
    let st = card.abilities.iter().find_map(|a| match a {
        Ability::Static(s) => Some(s.clone()),
        _ => None,
    })?;
    let Affected::All(filter) = &st.affects else {
        return None;
    };
    let mut filter = filter.clone();
    if filter.controller == Who::You {
        filter.controller = Who::Player(0);
    }
    b.fill();
    let resolved = b.rng.chance(0.5);
    let kind = if resolved {
        EffectKindSpec::Resolved
    } else {
        EffectKindSpec::Static
    };
    let eid = b.new_id(&src);
    b.actions.push(ActionSpec::Effect {
        id: eid,
        kind,
        controller: 0,
        source: None,
        affects: Affected::All(filter),
        parts: st.parts.clone(),
        duration: if resolved {
            Duration::UntilEndOfTurn
        } else {
            Duration::Indefinitely
        },
    });
    let newcomer = b.pick("targets")?;
    let target = b.enter(&newcomer, 0);
    let pt_parts = st.parts.iter().any(|p| p.layer().label().starts_with('7'));
    let id = target.clone();
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        if pt_parts {
            ask_pt(id)(g, s)
        } else {
            pick_question(g, s, &id, PickField::Abilities)
        }
    })
}

/// A CDA creature and a setting effect: the CDA applies first (7a), the setter over it (7b).
fn cda_vs_setting(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    let gy: Vec<String> = (0..b.rng.below(4))
        .filter_map(|_| b.pick("graveyard"))
        .collect();
    let players = Some(vec![
        PlayerSetup {
            life: 20,
            hand: b.rng.range(0, 7),
            graveyard: gy,
        },
        PlayerSetup {
            life: 20,
            hand: b.rng.range(0, 7),
            graveyard: Vec::new(),
        },
    ]);
    b.fill();
    let setter_first = b.rng.chance(0.5);
    let global = b.pick("global_setters");
    if setter_first && let Some(g) = &global {
        b.enter(g, 1);
    }
    let cda = b.pick("cdas")?;
    let target = b.enter(&cda, 0);
    if !setter_first || global.is_none() {
        let s = b.pick("setters")?;
        b.cast(&s, 1, vec![target.clone()]);
    }
    if t.difficulty >= 2
        && b.rng.chance(0.5)
        && let Some(a) = b.pick("anthems")
    {
        b.enter(&a, 0);
    }
    layer_problem(t, seed, b.done(), players, cat, ask_pt(target))
}

/// Land-type changers (Blood Moon, Urborg...) in random order: ask a land's subtypes.
fn dependency_lands(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    let mut lands = b.fill_from(&["lands"]);
    // The adder first: with the moon first, timestamps and dependency agree (trivial).
    let changers = [b.pick("adders")?, b.pick("moons")?];
    for c in &changers {
        let p = b.rng.below(2) as u8;
        let id = b.enter(c, p);
        if b.card(c).is_some_and(|d| d.types.contains(&CardType::Land)) {
            lands.push(id);
        }
    }
    if lands.is_empty() {
        return None;
    }
    let asked = lands[b.rng.below(lands.len())].clone();
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        pick_question(g, s, &asked, PickField::Subtypes)
    })
}

/// A Lattice-like "everything is an artifact" and a March-like "artifacts are creatures".
fn dependency_lattice(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    let objs = b.fill_from(&["lands", "others"]);
    if objs.is_empty() {
        return None;
    }
    // The animator first: it depends on the maker, which has the later timestamp.
    let pair = [b.pick("animators")?, b.pick("makers")?];
    for c in &pair {
        let who = b.rng.below(2) as u8;
        b.enter(c, who);
    }
    let asked = objs[b.rng.below(objs.len())].clone();
    let ask_types = b.rng.chance(0.5);
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        if ask_types {
            pick_question(g, s, &asked, PickField::Types)
        } else {
            ask_pt(asked)(g, s)
        }
    })
}

/// An ability remover and creatures whose abilities affect others (Lord of Atlantis...): an
/// enchantment in either order, or a spell or an Aura on the lord (always newer).
fn dependency_ability(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let lord_card = b.pick("lords")?;
    let variant = b.rng.below(3);
    match variant {
        0 => {
            let remover = b.pick("removers")?;
            let who = b.rng.below(2) as u8;
            // The lord first: it depends on the remover, which has the later timestamp.
            b.enter(&lord_card, 0);
            b.enter(&remover, who);
        }
        1 => {
            let lord = b.enter(&lord_card, 0);
            let spell = b.pick("remover_spells")?;
            let who = b.rng.below(2) as u8;
            b.cast(&spell, who, vec![lord]);
        }
        _ => {
            let lord = b.enter(&lord_card, 0);
            let aura = b.pick("remover_auras")?;
            let who = b.rng.below(2) as u8;
            b.enter_with(&aura, who, |x| {
                if let ActionSpec::Enter { attached_to, .. } = x {
                    *attached_to = Some(lord);
                }
            });
        }
    }
    let friend = b.pick("friends")?;
    let who = b.rng.below(2) as u8;
    let asked = b.enter(&friend, who);
    let ask_pt_now = b.rng.chance(0.6);
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        if ask_pt_now {
            ask_pt(asked)(g, s)
        } else {
            pick_question(g, s, &asked, PickField::Abilities)
        }
    })
}

/// Humility and Opalescence (and others) in random order.
fn keeps_going(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let mut ids = Vec::new();
    let mut cards = vec![b.pick("removers")?, b.pick("animators")?];
    if t.difficulty >= 2
        && let Some(e) = b.pick("enchantments")
    {
        cards.push(e);
    }
    b.rng.shuffle(&mut cards);
    for c in &cards {
        let who = b.rng.below(2) as u8;
        ids.push(b.enter(c, who));
    }
    let candidates: Vec<String> = b.ids.clone();
    let asked = candidates[b.rng.below(candidates.len())].clone();
    layer_problem(t, seed, b.done(), None, cat, ask_pt(asked))
}

/// A creature changed by counters, pumps or an Aura, and a copy of it.
fn copy_values(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let orig_card = b.pick("targets")?;
    let orig = b.enter(&orig_card, 1);
    let changes = 1 + b.rng.below(t.difficulty.max(1) as usize);
    for _ in 0..changes {
        match b.rng.below(4) {
            0 => {
                let n = b.rng.range(1, 3);
                b.actions.push(ActionSpec::Counters {
                    target: orig.clone(),
                    kind: "+1/+1".to_string(),
                    count: n,
                });
            }
            1 => {
                let p = b.pick("pumps")?;
                b.cast(&p, 1, vec![orig.clone()]);
            }
            2 => {
                let p = b.pick("colorers")?;
                b.cast(&p, 1, vec![orig.clone()]);
            }
            _ => {
                let a = b.pick("auras")?;
                let o = orig.clone();
                b.enter_with(&a, 1, |x| {
                    if let ActionSpec::Enter { attached_to, .. } = x {
                        *attached_to = Some(o);
                    }
                });
            }
        }
    }
    let cloner = b.pick("copiers")?;
    let o = orig.clone();
    let copy = b.enter_with(&cloner, 0, |x| {
        if let ActionSpec::Enter { copy_of, .. } = x {
            *copy_of = Some(o);
        }
    });
    let asked = copy.clone();
    let ask_colors = b.rng.chance(0.3);
    layer_problem(t, seed, b.done(), None, cat, move |g, s| {
        if ask_colors {
            pick_question(g, s, &asked, PickField::Colors)
        } else {
            ask_pt(asked)(g, s)
        }
    })
}

/// A face-down creature among anthems, maybe copied.
fn face_down(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let card = b.pick("targets")?;
    let fd = b.enter_with(&card, 0, |x| {
        if let ActionSpec::Enter { face_down, .. } = x {
            *face_down = true;
        }
    });
    if b.rng.chance(0.6)
        && let Some(a) = b.pick("anthems")
    {
        let who = b.rng.below(2) as u8;
        b.enter(&a, who);
    }
    match b.rng.below(3) {
        0 => {
            let n = b.rng.range(1, 2);
            b.actions.push(ActionSpec::Counters {
                target: fd.clone(),
                kind: "+1/+1".to_string(),
                count: n,
            });
        }
        1 => {
            if let Some(p) = b.pick("pumps") {
                b.cast(&p, 0, vec![fd.clone()]);
            }
        }
        _ => {}
    }
    let mut asked = fd.clone();
    if t.difficulty >= 2
        && b.rng.chance(0.5)
        && let Some(c) = b.pick("copiers")
    {
        let o = fd.clone();
        asked = b.enter_with(&c, 0, |x| {
            if let ActionSpec::Enter { copy_of, .. } = x {
                *copy_of = Some(o);
            }
        });
    }
    layer_problem(t, seed, b.done(), None, cat, ask_pt(asked))
}

/// "You control" effects on both sides, and a creature changing sides.
fn control(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    for p in 0..2u8 {
        if b.rng.chance(0.7)
            && let Some(a) = b.pick("anthems")
        {
            b.enter(&a, p);
        }
    }
    let card = b.pick("targets")?;
    let target = b.enter(&card, 1);
    let steal = b.pick("steals")?;
    let is_aura = b
        .card(&steal)
        .is_some_and(|c| c.subtypes.iter().any(|s| s == "Aura"));
    if is_aura {
        let o = target.clone();
        b.enter_with(&steal, 0, |x| {
            if let ActionSpec::Enter { attached_to, .. } = x {
                *attached_to = Some(o);
            }
        });
    } else {
        b.cast(&steal, 0, vec![target.clone()]);
    }
    if t.difficulty >= 2
        && b.rng.chance(0.5)
        && let Some(c) = b.pick("curses")
    {
        let p = b.rng.below(2);
        b.enter_with(&c, 1 - p as u8, |x| {
            if let ActionSpec::Enter { attached_to, .. } = x {
                *attached_to = Some(format!("p{p}"));
            }
        });
    }
    layer_problem(t, seed, b.done(), None, cat, ask_pt(target))
}

/// An Aura that sets P/T, a spell that sets P/T, and the Aura moved (a new timestamp).
fn aura_timestamps(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    let mut b = Board::new(seed, rng, cat, t);
    b.fill();
    let c1 = b.pick("targets")?;
    let first = b.enter(&c1, 0);
    let c2 = b.pick("targets")?;
    let second = b.enter(&c2, 0);
    let aura = b.pick("auras")?;
    let on_first = b.rng.chance(0.5);
    let (home, away) = if on_first {
        (first.clone(), second.clone())
    } else {
        (second.clone(), first.clone())
    };
    let h = home.clone();
    let aura_id = b.enter_with(&aura, 1, |x| {
        if let ActionSpec::Enter { attached_to, .. } = x {
            *attached_to = Some(h);
        }
    });
    let spell = b.pick("setters")?;
    b.cast(&spell, 0, vec![first.clone()]);
    if b.rng.chance(0.5) {
        b.actions.push(ActionSpec::Attach {
            source: aura_id.clone(),
            to: away,
        });
    }
    b.actions.push(ActionSpec::Attach {
        source: aura_id,
        to: first.clone(),
    });
    if t.difficulty >= 2 && b.rng.chance(0.5) {
        b.actions.push(ActionSpec::Counters {
            target: first.clone(),
            kind: "+1/+1".to_string(),
            count: 1,
        });
    }
    layer_problem(t, seed, b.done(), None, cat, ask_pt(first))
}

/// Phase effects; A and P each pass whenever they may, or resolve optional effects eagerly.
fn phase_trace(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let n = rng.range(4, 3 + t.difficulty as i32) as usize;
    let mut effects = Vec::new();
    let mut counts = [0usize; 4];
    for i in 0..n {
        // The first four from the seed's base-4 digits (distinct seeds below 256 differ).
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
                rng.chance(0.6),
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
        effects.push(EffectDef {
            id,
            player,
            mandatory,
            on_resolve: Vec::new(),
        });
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
    Some(Problem {
        template: t.id.clone(),
        concept: t.concept,
        seed,
        setup: Setup::Phase {
            scenario,
            eager,
            procedure,
        },
        question: Question::Resolution { options },
        expected: Answer::Order(order),
    })
}

/// The same phase, asked step by step: what happens at each step of each round.
fn phase_steps(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let mut p = phase_trace(t, seed, rng)?;
    let Setup::Phase { procedure, .. } = &p.setup else {
        return None;
    };
    let steps: Vec<String> = procedure
        .rounds()
        .iter()
        .flat_map(|r| r.steps.iter())
        .map(|s| match &s.action {
            StepAction::AutoPass => "-".to_string(),
            StepAction::Pass => "pass".to_string(),
            StepAction::Resolve(r) => r.effect.clone(),
        })
        .collect();
    let options = p.options().to_vec();
    p.question = Question::Steps { options };
    p.expected = Answer::Steps(steps);
    Some(p)
}

/// Runs the procedure with each player's policy.
pub(super) fn play_phase(s: &PhaseScenario, eager: [bool; 2]) -> Option<Procedure> {
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
fn chain_order(t: &Template, seed: u64, rng: &mut Rng) -> Option<Problem> {
    let n = rng.range(5, 5 + t.difficulty as i32) as usize;
    let mut effects = Vec::new();
    let mut counts = [0usize; 4];
    for i in 0..n {
        // The first four from the seed's base-4 digits (distinct seeds below 256 differ).
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
                rng.chance(0.5),
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
    Some(Problem {
        template: t.id.clone(),
        concept: t.concept,
        seed,
        setup: Setup::Chain { scenario, chain },
        question: Question::Resolution { options },
        expected: Answer::Order(order),
    })
}

// ------------------------------------------------------------------------------------ tests

/// Re-solves the problem's scenario with some actions changed; `None` when the engine refuses it.
fn resolve_with(
    p: &Problem,
    cat: &Catalogue,
    f: impl FnOnce(&mut ScenarioFile) -> bool,
) -> Option<Option<String>> {
    let Setup::Layers { scenario, .. } = &p.setup else {
        return None;
    };
    let mut s = scenario.clone();
    if !f(&mut s) {
        return None;
    }
    let (g, sol) = play(&s, cat)?;
    Some(fingerprint(&p.question, &g, &sol))
}

fn main_fingerprint(p: &Problem) -> Option<String> {
    match &p.setup {
        Setup::Layers { game, solution, .. } => fingerprint(&p.question, game, solution),
        _ => None,
    }
}

/// The counterfactual gives a different (or no) answer.
fn differs(p: &Problem, cat: &Catalogue, f: impl FnOnce(&mut ScenarioFile) -> bool) -> bool {
    let Some(main) = main_fingerprint(p) else {
        return false;
    };
    match resolve_with(p, cat, f) {
        Some(other) => other.as_deref() != Some(main.as_str()),
        None => false,
    }
}

fn remove_actions(s: &mut ScenarioFile, pred: impl Fn(&ActionSpec) -> bool) -> bool {
    let before = s.actions.len();
    s.actions.retain(|a| !pred(a));
    s.actions.len() != before
}

fn is_cast_of(a: &ActionSpec, pool: &[String]) -> bool {
    matches!(a, ActionSpec::Cast { card, .. } if pool.contains(card))
}

/// Not the printed P/T: the board changed something.
fn not_printed(p: &Problem, cat: &Catalogue) -> bool {
    let (Setup::Layers { scenario, .. }, Question::PT { object }, Answer::PT(a, b)) =
        (&p.setup, &p.question, &p.expected)
    else {
        return true;
    };
    printed_pt(cat, scenario, object) != Some((*a, *b))
}

/// The template's own non-triviality test, by builder.
pub(super) fn nontrivial(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    match t.kind {
        Kind::Counters => counters_decide(p, cat),
        Kind::Switch => switch_decides(t, p, cat),
        Kind::WhichLayer => which_layer_nontrivial(p),
        Kind::LockedVsDynamic => kind_of_set_decides(p, cat),
        Kind::CdaVsSetting => setter_decides(t, p, cat),
        Kind::DependencyLands | Kind::DependencyLattice | Kind::DependencyAbility => {
            dependency_decides(p)
        }
        Kind::KeepsGoing => keeps_going_nontrivial(p),
        Kind::CopyValues => copy_differs(p),
        Kind::FaceDown => face_down_decides(p, cat),
        Kind::Control => steal_decides(t, p, cat),
        Kind::AuraTimestamps => aura_timestamp_decides(p, cat),
        Kind::PhaseTrace => phase_not_listed_order(p),
        Kind::PhaseSteps => phase_has_automatic_steps(p),
        Kind::ChainOrder => tiers_differ_from_apnap(p),
    }
}

/// Not the printed P/T, and another answer without the counters.
fn counters_decide(p: &Problem, cat: &Catalogue) -> bool {
    not_printed(p, cat)
        && differs(p, cat, |s| {
            remove_actions(s, |a| matches!(a, ActionSpec::Counters { .. }))
        })
}

/// Not the printed P/T, and another answer without the switch.
fn switch_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let sw = t.pool("switches").to_vec();
    not_printed(p, cat) && differs(p, cat, |s| remove_actions(s, |a| is_cast_of(a, &sw)))
}

/// Another answer with the other kind of effect (locked ↔ following the board).
fn kind_of_set_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        let mut flipped = false;
        for a in &mut s.actions {
            if let ActionSpec::Effect { kind, duration, .. } = a {
                *kind = match kind {
                    EffectKindSpec::Resolved => EffectKindSpec::Static,
                    _ => EffectKindSpec::Resolved,
                };
                *duration = Duration::Indefinitely;
                flipped = true;
            }
        }
        flipped
    })
}

/// Another answer without the setting effect (the CDA's value alone).
fn setter_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let setters: Vec<String> = t
        .pool("setters")
        .iter()
        .chain(t.pool("global_setters"))
        .cloned()
        .collect();
    differs(p, cat, |s| {
        remove_actions(s, |a| match a {
            ActionSpec::Cast { card, .. } | ActionSpec::Enter { card, .. } => {
                setters.contains(card)
            }
            _ => false,
        })
    })
}

/// Another answer in pure timestamp order ([`solve_ignoring_dependency`]).
fn dependency_decides(p: &Problem) -> bool {
    let Setup::Layers { game, .. } = &p.setup else {
        return false;
    };
    let Some(main) = main_fingerprint(p) else {
        return false;
    };
    let naive = solve_ignoring_dependency(game, &SolveOptions::traced());
    fingerprint(&p.question, game, &naive).as_deref() != Some(main.as_str())
}

/// The copy differs from what the original looks like now (copiable values only).
fn copy_differs(p: &Problem) -> bool {
    let Setup::Layers {
        scenario,
        game,
        solution,
    } = &p.setup
    else {
        return false;
    };
    let object = match &p.question {
        Question::PT { object } | Question::Pick { object, .. } => object,
        _ => return false,
    };
    let orig = scenario.actions.iter().find_map(|a| match a {
        ActionSpec::Enter {
            id,
            copy_of: Some(o),
            ..
        } if id == object => Some(o.clone()),
        _ => None,
    });
    let as_orig = |q: &Question, o: &str| match q {
        Question::PT { .. } => Question::PT {
            object: o.to_string(),
        },
        Question::Pick { field, options, .. } => Question::Pick {
            object: o.to_string(),
            field: *field,
            options: options.clone(),
        },
        other => other.clone(),
    };
    match orig {
        Some(o) => {
            fingerprint(&as_orig(&p.question, &o), game, solution)
                != fingerprint(&p.question, game, solution)
        }
        None => false,
    }
}

/// Another answer with every face-down permanent face up.
fn face_down_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        let mut any = false;
        for a in &mut s.actions {
            if let ActionSpec::Enter { face_down, .. } = a
                && *face_down
            {
                *face_down = false;
                any = true;
            }
        }
        any
    })
}

/// Not the printed P/T, and another answer without the control change.
fn steal_decides(t: &Template, p: &Problem, cat: &Catalogue) -> bool {
    let steals = t.pool("steals").to_vec();
    not_printed(p, cat)
        && differs(p, cat, |s| {
            remove_actions(s, |a| match a {
                ActionSpec::Cast { card, .. } | ActionSpec::Enter { card, .. } => {
                    steals.contains(card)
                }
                _ => false,
            })
        })
}

/// Another answer if the Aura kept its first timestamp (no re-attachment).
fn aura_timestamp_decides(p: &Problem, cat: &Catalogue) -> bool {
    differs(p, cat, |s| {
        remove_actions(s, |a| matches!(a, ActionSpec::Attach { .. }))
    })
}

/// At least two resolutions, not in the listed order (the naive reading).
fn phase_not_listed_order(p: &Problem) -> bool {
    let (
        Setup::Phase {
            procedure,
            scenario,
            ..
        },
        Answer::Order(order),
    ) = (&p.setup, &p.expected)
    else {
        return false;
    };
    let listed: Vec<String> = scenario.effects.iter().map(|e| e.id.clone()).collect();
    order.len() >= 2 && procedure.resolved() != listed.as_slice()
}

/// The steps are not all decisions: some pass or resolve by themselves (a player with nothing
/// eligible, a single mandatory effect at [3]/[4]), and at least two effects resolve.
fn phase_has_automatic_steps(p: &Problem) -> bool {
    let Setup::Phase { procedure, .. } = &p.setup else {
        return false;
    };
    let steps = procedure
        .rounds()
        .iter()
        .map(|r| r.steps.len())
        .sum::<usize>();
    procedure.resolved().len() >= 2 && procedure.decisions_made() < steps
}

/// The four tiers order the chain otherwise than APNAP would.
fn tiers_differ_from_apnap(p: &Problem) -> bool {
    let Setup::Chain { scenario, chain } = &p.setup else {
        return false;
    };
    let apnap = crate::phase::chain::build(&scenario.effects, ChainRules::Apnap);
    apnap.resolved() != chain.resolved()
}

/// The sublayer that decides the power is not the one of the newest P/T effect on it.
fn which_layer_nontrivial(p: &Problem) -> bool {
    let (Setup::Layers { game, solution, .. }, Question::Layer { object }) =
        (&p.setup, &p.question)
    else {
        return false;
    };
    let Some(obj) = game.lookup(object) else {
        return false;
    };
    let Some(last) = last_change(game, solution, object, Field::Power) else {
        return false;
    };
    let newest = solution
        .trace
        .steps
        .iter()
        .filter(|s| {
            s.layer.label().starts_with('7')
                && s.changes.iter().any(|c| {
                    matches!(c.field, Field::Power | Field::Toughness)
                        && c.target == crate::rules::effect::Target::Object(obj)
                })
        })
        .filter_map(|s| {
            s.effect
                .map(|e| (solution.trace.effects[e].timestamp, s.layer))
        })
        .max_by_key(|(ts, _)| *ts);
    match newest {
        Some((_, layer)) => layer != solution.trace.steps[last].layer,
        None => false,
    }
}

/// The asked P/T is last changed by an effect that keeps going (613.6) although its source no
/// longer has the ability, and the answer is not the printed P/T.
fn keeps_going_nontrivial(p: &Problem) -> bool {
    let (Setup::Layers { game, solution, .. }, Question::PT { object }) = (&p.setup, &p.question)
    else {
        return false;
    };
    let Some(last) = last_change(game, solution, object, Field::Power)
        .into_iter()
        .chain(last_change(game, solution, object, Field::Toughness))
        .max()
    else {
        return false;
    };
    let step = &solution.trace.steps[last];
    if !step.continues {
        return false;
    }
    let Some(e) = step.effect else {
        return false;
    };
    match &solution.trace.effects[e].key {
        EffectKey::Ability(src, origin) => solution
            .state
            .chars
            .get(*src)
            .is_some_and(|c| !c.abilities.iter().any(|a| &a.origin == origin)),
        _ => false,
    }
}
