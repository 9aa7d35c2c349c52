//! Exam practice: problems generated from templates, answered by the engine, explained by its
//! trace; spaced repetition, mock exams and statistics. Pure: no UI dependency.
//!
//! A template (`lessons/drills/*.ron`) names a concept, a builder, a board size, a difficulty and
//! pools of catalogue cards. [`generate`] draws cards and actions from those pools with the
//! seeded generator of [`crate::rng::Rng`], plays the scenario with the engine,
//! asks a question about the result, and keeps the board only if the template's own
//! non-triviality test says the concept decides the answer (the same seed always gives the same
//! problem).
//!
//! For a front end (the CLI in `src/cli/drill_cmd.rs`, the practice screen in
//! `src/ui/screens/practice`):
//! - [`Drills::embedded`], [`Drills::of_concept`], [`Drills::session_problem`] and
//!   [`Drills::problem_by_key`] (a question key is `template#seed`);
//! - [`text::prompt`], [`text::question_line`], [`text::explanation`] put a [`Problem`] into
//!   words; [`Problem::form`] and [`Problem::options`] say how to answer; [`Problem::check`]
//!   reads what was typed ([`answer::parse_answer`]) and never panics;
//! - [`srs`]: the Leitner state ([`srs::DrillProgress`]: `record`, `due_today`,
//!   `due_questions`, `mistakes`, `series` for a chart), saved with [`srs::save`] and read with
//!   [`srs::load`] (file beside the lesson progress: [`srs::path_beside`]), time from a
//!   [`srs::Clock`];
//! - [`exam::Exam`]: mock exams with a time limit, a pass mark and a per-concept report.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::content::catalogue::Catalogue;
use crate::content::file_error::Problem as Report;
use crate::content::ron_file::{self, Doc, FileError, Node};
use crate::content::scenario::ActionSpec;
use crate::content::source::ContentSource;
use crate::i18n::Arg;

pub mod answer;
mod ask;
mod board;
mod build;
pub mod diagnosis;
pub mod exam;
pub mod grade;
mod nontrivial;
pub mod percent;
mod problem;
pub(crate) mod review;
pub mod srs;
pub(crate) mod template;
pub mod text;

pub use answer::{Answer, Opt, ParseError, parse_answer};
pub(crate) use ask::{offer_misreadings, pick_question};
pub use problem::PickField;
pub use problem::{Problem, Question, Setup, step_answers};
pub use template::{Concept, ExamWeights, GenError, Kind, Template};

/// Every template with the catalogue its pools name.
#[derive(Clone, Debug)]
pub struct Drills {
    pub templates: Vec<Template>,
    pub catalogue: Catalogue,
}

/// The template files shipped in the binary.
fn embedded_templates() -> impl Iterator<Item = (PathBuf, String)> {
    crate::i18n::embedded_files::FILES
        .iter()
        .filter(|(p, _)| p.starts_with(DRILLS_DIR) && p.ends_with(".ron"))
        .map(|(p, t)| (PathBuf::from(p), t.to_string()))
}

/// Where templates live, inside the content.
pub(crate) const DRILLS_DIR: &str = "lessons/drills/";

impl Drills {
    /// The templates and catalogue shipped in the binary.
    pub fn embedded() -> Result<Drills, Vec<FileError>> {
        Drills::from_files(embedded_templates(), Catalogue::embedded(), true)
    }

    /// The templates shipped in the binary as the app opens them, with the built-in course's
    /// `catalogue`: read, not checked again (the tests and `layerlab check` check them).
    pub(crate) fn built_in(catalogue: Catalogue) -> Result<Drills, Vec<FileError>> {
        Drills::from_files(embedded_templates(), catalogue, false)
    }

    /// Templates read from `DIR/lessons/drills/*.ron`, with `DIR/lessons/cards.ron` (and `cards-judges.ron`) when present
    /// (the folder is read as a content folder: [`ContentSource::from_dir`], with its limits).
    pub fn load(dir: &Path) -> Result<Drills, Vec<FileError>> {
        let source = ContentSource::from_dir(dir).map_err(|e| vec![e])?;
        Drills::from_source(&source)
    }

    /// The templates of a content source (`lessons/drills/*.ron`), with its catalogue.
    pub(crate) fn from_source(source: &ContentSource) -> Result<Drills, Vec<FileError>> {
        let catalogue = match Catalogue::of_files(|rel| source.get(rel), |rel| source.display(rel))
        {
            Some(read) => read.map_err(|e| vec![e])?,
            None => Catalogue::embedded(),
        };
        let files: Vec<(PathBuf, String)> = source
            .files_under(DRILLS_DIR, ".ron")
            .filter_map(|rel| Some((source.display(rel), source.get(rel)?.to_string())))
            .collect();
        Drills::from_files(files.into_iter(), catalogue, true)
    }

    /// The templates of `files`, each checked against the earlier ones and `catalogue` when
    /// `checked`.
    fn from_files(
        files: impl Iterator<Item = (PathBuf, String)>,
        catalogue: Catalogue,
        checked: bool,
    ) -> Result<Drills, Vec<FileError>> {
        let mut templates: Vec<Template> = Vec::new();
        // The ids taken so far, so that each template's is checked with one look-up.
        let mut ids: HashSet<String> = HashSet::new();
        let mut errors = Vec::new();
        for (path, text) in files {
            match ron_file::parse::<Template>(&path, &text) {
                Ok(t) if !checked => templates.push(t),
                Ok(t) => match check_template(&path, &text, &t, &ids, &catalogue) {
                    Ok(()) => {
                        ids.insert(t.id.clone());
                        templates.push(t);
                    }
                    Err(mut e) => errors.append(&mut e),
                },
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(Drills {
                templates,
                catalogue,
            })
        } else {
            Err(errors)
        }
    }

    /// A template by id.
    pub fn template(&self, id: &str) -> Option<&Template> {
        self.templates.iter().find(|t| t.id == id)
    }

    /// The templates of one concept (all when `None`).
    pub fn of_concept(&self, c: Option<Concept>) -> Vec<&Template> {
        self.templates
            .iter()
            .filter(|t| c.is_none_or(|c| t.concept == c))
            .collect()
    }

    /// The problem of template `id` and `seed` (see [`generate`]).
    pub fn problem(&self, id: &str, seed: u64) -> Result<Problem, GenError> {
        let t = self
            .template(id)
            .ok_or_else(|| GenError::UnknownTemplate(id.to_string()))?;
        generate(t, seed, &self.catalogue)
    }

    /// The problem of a question key (`template#seed`, as [`Problem::key`] makes it).
    pub fn problem_by_key(&self, key: &str) -> Result<Problem, GenError> {
        let (t, s) = key
            .split_once('#')
            .ok_or_else(|| GenError::UnknownTemplate(key.to_string()))?;
        let seed = s
            .trim()
            .parse()
            .map_err(|_| GenError::UnknownTemplate(key.to_string()))?;
        self.problem(t, seed)
    }

    /// The `n`-th problem of a practice session from `seed`: a template drawn among `pool`, and
    /// a seed of its own (so a session is reproducible).
    pub fn session_problem(
        &self,
        pool: &[&Template],
        seed: u64,
        n: usize,
    ) -> Result<Problem, GenError> {
        if pool.is_empty() {
            return Err(GenError::NoTemplate);
        }
        let mut rng = crate::rng::Rng::new(seed ^ (n as u64).wrapping_mul(0xA24B_AED4));
        let t = pool[rng.below(pool.len())];
        let s = seed.wrapping_add(n as u64);
        generate(t, s, &self.catalogue)
    }
}

/// The most a template's `difficulty` may be (1 to 3).
pub(crate) const MAX_DIFFICULTY: u8 = 3;

/// What a template must be before any problem is drawn from it: the version this layerlab
/// reads, an id of its own, a board range from the least to the most, a difficulty from 1 to 3,
/// pools naming catalogue cards. Each problem is an error at its place in the file.
fn check_template(
    path: &Path,
    text: &str,
    t: &Template,
    earlier: &HashSet<String>,
    catalogue: &Catalogue,
) -> Result<(), Vec<FileError>> {
    let doc = Doc::parse(text);
    let root = doc.root();
    let at = |node: Option<Node<'_, '_>>, problem: Report| {
        let (line, col) = node.map_or((1, 1), |n| n.pos());
        FileError::at(path, line, col, problem)
    };
    let mut errors = Vec::new();
    if t.format_version != 1 {
        errors.push(at(
            root.get("format_version"),
            Report::new(
                "content-format-version",
                vec![("found", Arg::Num(i64::from(t.format_version)))],
            ),
        ));
        return Err(errors);
    }
    if earlier.contains(&t.id) {
        errors.push(at(
            root.get("id"),
            Report::new("template-error-duplicate", vec![("id", Arg::from(&t.id))]),
        ));
    }
    let (lo, hi) = t.board;
    if lo > hi {
        errors.push(at(
            root.get("board"),
            Report::new(
                "template-error-board-reversed",
                vec![("least", Arg::from(lo)), ("most", Arg::from(hi))],
            ),
        ));
    }
    if !(1..=MAX_DIFFICULTY).contains(&t.difficulty) {
        errors.push(at(
            root.get("difficulty"),
            Report::new(
                "template-error-difficulty",
                vec![
                    ("found", Arg::Num(i64::from(t.difficulty))),
                    ("most", Arg::Num(i64::from(MAX_DIFFICULTY))),
                ],
            ),
        ));
    }
    // Each pool's list, found once: a template of many pools is read in linear time.
    let lists: HashMap<&str, Node<'_, '_>> = root
        .get("pools")
        .map(|p| p.map_entries().collect())
        .unwrap_or_default();
    for (pool, names) in &t.pools {
        let list = lists.get(pool.as_str()).copied();
        for (i, name) in names.iter().enumerate() {
            if catalogue.find(name).is_none() {
                errors.push(at(
                    list.and_then(|l| l.index(i)),
                    Report::new(
                        "template-error-unknown-card",
                        vec![("name", Arg::from(name)), ("pool", Arg::from(pool))],
                    ),
                ));
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Attempts per seed before giving up.
pub(crate) const MAX_ATTEMPTS: u64 = 64;

/// Generates the problem of `template` for `seed`: boards are drawn until one is valid (the
/// engine solves it, the question has an answer) and non-trivial by the template's own test.
pub fn generate(
    template: &Template,
    seed: u64,
    catalogue: &Catalogue,
) -> Result<Problem, GenError> {
    build::check_template(template)?;
    for attempt in 0..MAX_ATTEMPTS {
        let mix = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(attempt.wrapping_mul(0xD1B5_4A32_D192_ED03))
            ^ fnv(&template.id);
        let mut rng = crate::rng::Rng::new(mix);
        let Some(p) = build::build(template, seed, &mut rng, catalogue) else {
            continue;
        };
        let no_op = match &p.setup {
            Setup::Layers { scenario, .. } => attach_that_does_nothing(&scenario.actions),
            _ => None,
        };
        if let Some(id) = no_op {
            return Err(GenError::AttachDoesNothing {
                template: template.id.clone(),
                seed,
                id,
            });
        }
        if nontrivial::nontrivial(template, &p, catalogue) {
            // Once the board is kept: the misreadings' answers cost a solve each.
            let mut p = p;
            ask::with_misreadings(&mut p);
            return Ok(p);
        }
    }
    Err(GenError::Exhausted {
        template: template.id.clone(),
        seed,
    })
}

/// A pick question about `object` on a board played from a scenario (not drawn by a
/// template): the list a drill and a lesson offer for it (every value met on the board, then
/// every value a misreading of the rules gives), and the engine's answer. `None` when the
/// object is not on the board or `ask` is not about a set.
pub fn pick_problem(
    loaded: &crate::content::scenario::Loaded,
    object: &str,
    ask: crate::content::lesson::Ask,
    concept: Concept,
) -> Option<Problem> {
    let field = PickField::of(ask)?;
    let sol =
        crate::rules::solve::solve(&loaded.game, &crate::rules::solve::SolveOptions::traced());
    let (question, expected) = pick_question(&loaded.game, &sol, object, field)?;
    let mut p = Problem {
        template: "board".to_string(),
        concept,
        seed: 0,
        setup: Setup::Layers {
            scenario: loaded.file.clone(),
            game: loaded.game.clone(),
            solution: sol,
        },
        question,
        expected,
    };
    ask::with_misreadings(&mut p);
    Some(p)
}

/// The first permanent `actions` attach to what it is already attached to (its id): such an
/// attach does nothing (701.3b).
fn attach_that_does_nothing(actions: &[ActionSpec]) -> Option<String> {
    let mut on: std::collections::HashMap<&str, &str> = std::collections::HashMap::new();
    for a in actions {
        match a {
            ActionSpec::Enter {
                id,
                attached_to: Some(to),
                ..
            } => {
                on.insert(id, to);
            }
            ActionSpec::Attach { source, to } => {
                if on.get(source.as_str()) == Some(&to.as_str()) {
                    return Some(source.clone());
                }
                on.insert(source, to);
            }
            _ => {}
        }
    }
    None
}

/// The template's own test: does its concept decide the answer of `problem`?
pub fn is_nontrivial(template: &Template, problem: &Problem, catalogue: &Catalogue) -> bool {
    nontrivial::nontrivial(template, problem, catalogue)
}

fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attach(source: &str, to: &str) -> ActionSpec {
        ActionSpec::Attach {
            source: source.into(),
            to: to.into(),
        }
    }

    #[test]
    fn an_attach_to_where_it_is_is_found() {
        let enter = |id: &str, on: Option<&str>| {
            let mut a = ActionSpec::entering(id.into(), "Lignify".into(), 0);
            if let ActionSpec::Enter { attached_to, .. } = &mut a {
                *attached_to = on.map(str::to_string);
            }
            a
        };
        let moved = [
            enter("aura", Some("a")),
            attach("aura", "b"),
            attach("aura", "a"),
        ];
        assert_eq!(attach_that_does_nothing(&moved), None);
        let stays = [enter("aura", Some("a")), attach("aura", "a")];
        assert_eq!(attach_that_does_nothing(&stays), Some("aura".into()));
        let back = [
            enter("aura", Some("a")),
            attach("aura", "b"),
            attach("aura", "b"),
        ];
        assert_eq!(attach_that_does_nothing(&back), Some("aura".into()));
    }

    #[test]
    fn the_aura_template_always_moves_the_aura() {
        let drills = Drills::embedded().expect("the drills read");
        let t = drills
            .templates
            .iter()
            .find(|t| t.kind == Kind::AuraTimestamps)
            .expect("an Aura template");
        for seed in 0..128 {
            // An Aura attached where it is would be refused (GenError::AttachDoesNothing).
            generate(t, seed, &drills.catalogue).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        }
    }
}
