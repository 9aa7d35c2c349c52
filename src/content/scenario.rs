//! Scenario files (`Scenario(...)` in RON): a starting board built by actions, and optional
//! expectations. Lessons, the sandbox, tests and users share this format.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::action_errors::action_problem;
pub use super::action_spec::{ActionSpec, EffectKindSpec};
use super::action_spec::{Convert, free_effect_meaning, to_action};
use super::catalogue::Catalogue;
pub use super::expect::Expect;
use super::limits::line_col;
use super::refusals;
use super::ron_file::{self, FileError, Problem, locate_literal};
use crate::i18n::Arg;
use crate::rules::actions::{ActionError, ActionProblem};
use crate::rules::card::CardDef;
use crate::rules::game::Game;
use crate::rules::limits;
use crate::rules::meaning;
use crate::rules::object::{Player, PlayerId};
use crate::rules::solve::{Solution, SolveOptions, solve};

/// A scenario file, as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Scenario", deny_unknown_fields)]
pub struct ScenarioFile {
    pub(crate) format_version: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(crate) active_player: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<PlayerSetup>>,
    /// Cards of the scenario's own (same fields as the catalogue).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) cards: Vec<CardDef>,
    pub actions: Vec<ActionSpec>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expect: Vec<Expect>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn default_life() -> i32 {
    20
}
fn default_hand() -> i32 {
    7
}

/// A player's starting state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    #[serde(default = "default_life")]
    pub(crate) life: i32,
    #[serde(default = "default_hand")]
    pub(crate) hand: i32,
    /// Card names, bottom first: the last one is on top.
    #[serde(default)]
    pub(crate) graveyard: Vec<String>,
}

/// A scenario read from a file and played out.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub(crate) path: PathBuf,
    /// The file as written: a card given by its printed type line and text keeps them, so the
    /// file saved is the file read.
    pub file: ScenarioFile,
    /// The file's own cards as read (their printed type line and text made data).
    pub(crate) cards: Vec<CardDef>,
    pub game: Game,
    /// The sentences of the file's cards given by their text that layerlab keeps as words
    /// only (not modelled): (card name, sentence).
    pub words_only: Vec<(String, String)>,
}

/// Reads and plays a scenario file.
pub fn load_file(path: &Path, catalogue: &Catalogue) -> Result<Loaded, FileError> {
    let text = super::limits::read_text(path)?;
    load_str(path, &text, catalogue)
}

/// Parses and plays a scenario given as text (`path` is for messages).
pub fn load_str(path: &Path, text: &str, catalogue: &Catalogue) -> Result<Loaded, FileError> {
    let file: ScenarioFile = ron_file::parse(path, text)?;
    build(path, text, file, catalogue)
}

/// Plays a parsed scenario.
pub fn build(
    path: &Path,
    text: &str,
    file: ScenarioFile,
    catalogue: &Catalogue,
) -> Result<Loaded, FileError> {
    build_with(path, text, file, catalogue, After::Check).map(|(l, _)| l)
}

/// A scenario read and played, not yet solved nor checked (that it can be solved): for a caller
/// that solves it elsewhere (the app, off its drawing path). Its text is kept, so that what the
/// check finds points into it.
#[derive(Clone, Debug)]
pub struct Played {
    pub loaded: Loaded,
    pub(crate) text: String,
}

impl Played {
    /// Solves the board with its trace, checked as reading it checks it.
    pub fn solve(self) -> Result<(Loaded, Solution), FileError> {
        let sol = solve(&self.loaded.game, &SolveOptions::traced());
        check_solution_in(&self.loaded, &self.text, &sol)?;
        Ok((self.loaded, sol))
    }
}

/// Reads and plays a scenario file, without the check a solve makes (see [`Played`]).
pub fn load_file_played(path: &Path, catalogue: &Catalogue) -> Result<Played, FileError> {
    let text = super::limits::read_text(path)?;
    load_str_played(path, text, catalogue)
}

/// Parses and plays a scenario given as text, without the check a solve makes (see [`Played`]).
pub fn load_str_played(
    path: &Path,
    text: String,
    catalogue: &Catalogue,
) -> Result<Played, FileError> {
    let file: ScenarioFile = ron_file::parse(path, &text)?;
    let (loaded, _) = build_with(path, &text, file, catalogue, After::Nothing)?;
    Ok(Played { loaded, text })
}

/// The check reading a scenario makes, of a solve of its board made elsewhere: what it finds
/// points into the scenario's `text`, as when reading it.
pub(crate) fn check_solution_in(
    loaded: &Loaded,
    text: &str,
    sol: &Solution,
) -> Result<(), FileError> {
    loaded.game.check_solved(&sol.state).map_err(|e| {
        let n = action_of(&loaded.file.actions, &e);
        action_error(&loaded.path, text, &action_offsets(text), n, &e)
    })
}

/// Reads and plays a scenario file, and solves it with `opts`: the solve that also checks that
/// the board can be solved (one solve, where [`load_file`] and a solve would make two).
pub fn load_file_solved(
    path: &Path,
    catalogue: &Catalogue,
    opts: &SolveOptions,
) -> Result<(Loaded, Solution), FileError> {
    let text = super::limits::read_text(path)?;
    let file: ScenarioFile = ron_file::parse(path, &text)?;
    let (loaded, sol) = build_with(path, &text, file, catalogue, After::Solve(opts))?;
    Ok((loaded, sol.expect("solved when asked")))
}

/// An error at `literal` in `text` (an id, a card name), or at its start.
fn literal_error(path: &Path, text: &str, literal: Option<&str>, problem: Problem) -> FileError {
    let (line, col) = match literal {
        Some(l) => locate_literal(text, l),
        None => (1, 1),
    };
    FileError::at(path, line, col, problem)
}

/// An action's error, pointing at its literal (an id, a card) inside action `n` of `text`
/// (which starts at `starts[n]`), or at the action.
fn action_error(path: &Path, text: &str, starts: &[usize], n: usize, e: &ActionError) -> FileError {
    let literal = e.literal.as_deref();
    let problem = action_problem(e);
    let Some(&start) = starts.get(n) else {
        return literal_error(path, text, literal, problem);
    };
    let end = starts.get(n + 1).copied().unwrap_or(text.len());
    let pos = literal
        .and_then(|l| text[start..end].find(&format!("\"{l}\"")))
        .map_or(start, |p| start + p);
    let (line, col) = line_col(text, pos);
    FileError::at(path, line, col, problem)
}

/// [`build`], then what `after` says.
fn build_with(
    path: &Path,
    text: &str,
    file: ScenarioFile,
    catalogue: &Catalogue,
    after: After,
) -> Result<(Loaded, Option<Solution>), FileError> {
    let err_at =
        |literal: Option<&str>, problem: Problem| literal_error(path, text, literal, problem);
    let at_word = |word: &str, problem: Problem| {
        let (line, col) = text.find(word).map_or((1, 1), |p| line_col(text, p));
        FileError::at(path, line, col, problem)
    };
    if file.format_version != 1 {
        return Err(at_word(
            "format_version",
            Problem::new(
                "scenario-format-version",
                vec![("found", Arg::Num(file.format_version.into()))],
            ),
        ));
    }
    if file.active_player > 1 {
        return Err(at_word(
            "active_player",
            Problem::new(
                "scenario-active-player",
                vec![("found", Arg::Num(file.active_player.into()))],
            ),
        ));
    }
    let starts = action_offsets(text);
    if file.actions.len() > limits::MAX_ACTIONS {
        let pos = starts.get(limits::MAX_ACTIONS).copied();
        let (line, col) = pos.map_or((1, 1), |p| line_col(text, p));
        return Err(FileError::at(
            path,
            line,
            col,
            Problem::new(
                "limit-actions",
                vec![
                    ("found", Arg::from(file.actions.len())),
                    ("limit", Arg::from(limits::MAX_ACTIONS)),
                ],
            ),
        ));
    }
    super::expect::check_fields(path, text, &file.expect)?;
    // Every card of the file's own is read whole, or refused where it says what can't be read:
    // its printed type line and rules text first.
    let mut cards = file.cards.clone();
    let mut words_only = Vec::new();
    for (i, c) in cards.iter_mut().enumerate() {
        let kept = super::card_text::fields::apply(c).map_err(|e| {
            refusals::card_text_error(path, text, |root| root.get("cards")?.index(i), e)
        })?;
        words_only.extend(kept.into_iter().map(|s| (c.name.clone(), s)));
    }
    for (i, c) in cards.iter().enumerate() {
        meaning::check_card(c).map_err(|r| {
            refusals::refusal_error(path, text, |root| root.get("cards")?.index(i), &r)
        })?;
    }
    // The file's own cards come first (as `Catalogue::find` looks them up); each is looked up by
    // folded name, so thousands of actions on a large catalogue stay a lookup each, and a
    // catalogue card is read only when the file names it.
    let own = Catalogue::of_cards(cards.clone());
    let card = |name: &str| -> Result<CardDef, FileError> {
        own.find(name)
            .or_else(|| catalogue.find(name))
            .cloned()
            .ok_or_else(|| {
                let near = Catalogue::suggest_among(&[&own, catalogue], name, 3);
                err_at(Some(name), unknown_card(name, &near))
            })
    };
    let setups = file.players.clone().unwrap_or_else(|| {
        vec![
            PlayerSetup {
                life: 20,
                hand: 7,
                graveyard: Vec::new(),
            },
            PlayerSetup {
                life: 20,
                hand: 7,
                graveyard: Vec::new(),
            },
        ]
    });
    if setups.len() != 2 {
        return Err(at_word(
            "players",
            Problem::new("scenario-players", vec![("found", Arg::from(setups.len()))]),
        ));
    }
    for (p, s) in setups.iter().enumerate() {
        check_player_setup(p, s).map_err(|problem| at_word("players", problem))?;
    }
    let graveyards: usize = setups.iter().map(|s| s.graveyard.len()).sum();
    if graveyards > limits::MAX_OBJECTS {
        return Err(at_word(
            "graveyard",
            action_problem(&ActionError::new(
                ActionProblem::TooManyObjects {
                    limit: limits::MAX_OBJECTS as i64,
                },
                None,
            )),
        ));
    }
    let mut game = Game::with_players(
        file.active_player,
        setups
            .iter()
            .map(|p| Player {
                life: p.life,
                hand: p.hand,
            })
            .collect(),
    );
    for (p, setup) in setups.iter().enumerate() {
        for name in &setup.graveyard {
            let c = card(name)?;
            limits::check_card(&c).map_err(|e| err_at(Some(name), action_problem(&e)))?;
            game.add_to_graveyard(p as PlayerId, c);
        }
    }
    let action_err = |n: usize, e: &ActionError| action_error(path, text, &starts, n, e);
    for (n, spec) in file.actions.iter().enumerate() {
        free_effect_meaning(spec).map_err(|r| {
            refusals::refusal_error(path, text, |root| root.get("actions")?.index(n), &r)
        })?;
        let action = to_action(spec, &game, &card).map_err(|e| match e {
            Convert::File(f) => f,
            Convert::Action(a) => action_err(n, &a),
        })?;
        game.apply(action).map_err(|a| action_err(n, &a))?;
    }
    let sol = after
        .run(&game)
        .map_err(|e| action_err(action_of(&file.actions, &e), &e))?;
    let loaded = Loaded {
        path: path.to_path_buf(),
        file,
        cards,
        game,
        words_only,
    };
    Ok((loaded, sol))
}

/// A player's life and hand size, within the caps.
fn check_player_setup(p: usize, s: &PlayerSetup) -> Result<(), Problem> {
    if s.life.unsigned_abs() > limits::MAX_LIFE as u32 {
        return Err(Problem::new(
            "scenario-life",
            vec![
                ("player", Arg::from(p)),
                ("found", Arg::from(s.life)),
                ("limit", Arg::from(limits::MAX_LIFE)),
            ],
        ));
    }
    if !(0..=limits::MAX_HAND).contains(&s.hand) {
        return Err(Problem::new(
            "scenario-hand",
            vec![
                ("player", Arg::from(p)),
                ("found", Arg::from(s.hand)),
                ("limit", Arg::from(limits::MAX_HAND)),
            ],
        ));
    }
    Ok(())
}

/// "unknown card", with the closest names when there are some.
fn unknown_card(name: &str, near: &[String]) -> Problem {
    if near.is_empty() {
        Problem::new("scenario-unknown-card", vec![("name", Arg::from(name))])
    } else {
        Problem::new(
            "scenario-unknown-card-near",
            vec![
                ("name", Arg::from(name)),
                ("near", Arg::Str(quote_list(near))),
            ],
        )
    }
}

/// The action an error found after every action was played is about: the one that brought
/// the object (or effect) it names.
fn action_of(actions: &[ActionSpec], e: &ActionError) -> usize {
    let Some(lit) = e.literal.as_deref() else {
        return actions.len().saturating_sub(1);
    };
    actions
        .iter()
        .position(|a| match a {
            ActionSpec::Enter { id, .. } | ActionSpec::Effect { id, .. } => id == lit,
            ActionSpec::Cast { id: Some(id), .. } => id == lit,
            _ => false,
        })
        .unwrap_or(actions.len().saturating_sub(1))
}

/// Plays one more action on a played scenario: the same as playing the whole file with `spec`
/// appended (the game is deterministic), without playing the others again. Errors carry the
/// message only (there is no text to point into).
pub fn append(
    loaded: &Loaded,
    spec: ActionSpec,
    catalogue: &Catalogue,
) -> Result<Loaded, FileError> {
    append_with(loaded, spec, catalogue, After::Check).map(|(l, _)| l)
}

/// [`append`] without the check that the board can be solved: for a caller that solves it
/// elsewhere (the app, off its drawing path) and checks that solve with [`check_solution`].
pub fn append_played(
    loaded: &Loaded,
    spec: ActionSpec,
    catalogue: &Catalogue,
) -> Result<Loaded, FileError> {
    append_with(loaded, spec, catalogue, After::Nothing).map(|(l, _)| l)
}

/// The check [`append_solved`] makes of its solve, for a board played by [`append_played`].
pub(crate) fn check_solution(loaded: &Loaded, sol: &Solution) -> Result<(), FileError> {
    loaded
        .game
        .check_solved(&sol.state)
        .map_err(|a| FileError::at(&loaded.path, 1, 1, action_problem(&a)))
}

/// [`append`], and the board solved with the full trace (one solve, where [`append`] and a
/// solve would make two on a large board).
pub fn append_solved(
    loaded: &Loaded,
    spec: ActionSpec,
    catalogue: &Catalogue,
) -> Result<(Loaded, Solution), FileError> {
    let traced = SolveOptions::traced();
    let (loaded, sol) = append_with(loaded, spec, catalogue, After::Solve(&traced))?;
    Ok((loaded, sol.expect("solved when asked")))
}

/// What is done with a board once its actions are played.
enum After<'a> {
    /// Checks that the board can be solved.
    Check,
    /// Solves it, which checks it.
    Solve(&'a SolveOptions),
    Nothing,
}

impl After<'_> {
    /// Checks that `game` can be solved ([`Game::check_solvable`]), by solving it when asked to
    /// (the solution is then kept); or nothing.
    fn run(&self, game: &Game) -> Result<Option<Solution>, ActionError> {
        match self {
            After::Check => game.check_solvable().map(|()| None),
            After::Solve(opts) => {
                let sol = solve(game, opts);
                game.check_solved(&sol.state)?;
                Ok(Some(sol))
            }
            After::Nothing => Ok(None),
        }
    }
}

fn append_with(
    loaded: &Loaded,
    spec: ActionSpec,
    catalogue: &Catalogue,
    after: After,
) -> Result<(Loaded, Option<Solution>), FileError> {
    let path = loaded.path.as_path();
    let at = |problem: Problem| FileError::at(path, 1, 1, problem);
    if loaded.file.actions.len() >= limits::MAX_ACTIONS {
        return Err(at(Problem::new(
            "limit-actions",
            vec![
                ("found", Arg::from(loaded.file.actions.len() + 1)),
                ("limit", Arg::from(limits::MAX_ACTIONS)),
            ],
        )));
    }
    let card = |name: &str| -> Result<CardDef, FileError> {
        loaded
            .cards
            .iter()
            .find(|c| c.is_named(name))
            .or_else(|| catalogue.find(name))
            .cloned()
            .ok_or_else(|| at(unknown_card(name, &catalogue.suggest(name, 3))))
    };
    free_effect_meaning(&spec).map_err(|r| at(refusals::problem(&r.why)))?;
    let action = to_action(&spec, &loaded.game, &card).map_err(|e| match e {
        Convert::File(f) => f,
        Convert::Action(a) => at(action_problem(&a)),
    })?;
    let mut game = loaded.game.clone();
    game.apply(action).map_err(|a| at(action_problem(&a)))?;
    let sol = after.run(&game).map_err(|a| at(action_problem(&a)))?;
    let mut file = loaded.file.clone();
    file.actions.push(spec);
    let loaded = Loaded {
        path: loaded.path.clone(),
        file,
        cards: loaded.cards.clone(),
        game,
        words_only: loaded.words_only.clone(),
    };
    Ok((loaded, sol))
}

/// Byte offsets where each element of the top-level `actions: [...]` list starts.
fn action_offsets(text: &str) -> Vec<usize> {
    let Some(key) = text.find("actions") else {
        return Vec::new();
    };
    let bytes = text.as_bytes();
    let Some(open) = text[key..].find('[').map(|p| key + p) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut expect_item = true;
    let mut i = open + 1;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            b',' if depth == 0 => expect_item = true,
            _ if depth == 0 && expect_item && c.is_ascii_alphabetic() => {
                out.push(i);
                expect_item = false;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn quote_list(v: &[String]) -> String {
    v.iter()
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}
