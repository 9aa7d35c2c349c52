//! Exam practice: problems generated from templates, answered by the engine, explained by its
//! trace; spaced repetition, mock exams and statistics. Pure: no UI dependency.
//!
//! A template (`lessons/drills/*.ron`) names a concept, a builder, a board size, a difficulty and
//! pools of catalogue cards. [`generate`] draws cards and actions from those pools with the
//! seeded generator of [`crate::rules::generate::Rng`], plays the scenario with the engine,
//! asks a question about the result, and keeps the board only if the template's own
//! non-triviality test says the concept decides the answer (the same seed always gives the same
//! problem).
//!
//! For a front end (the CLI in `src/cli/drill_cmd.rs`, later the TUI):
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

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::content::catalogue::Catalogue;
use crate::content::file_error::Problem as Report;
use crate::content::ron_file::{self, Doc, FileError, Node};
use crate::content::source::ContentSource;
use crate::i18n::{Arg, Lang, tr};

pub mod answer;
mod build;
pub mod exam;
pub mod srs;
pub mod text;

pub use answer::{Answer, Opt, ParseError, parse_answer};
pub use build::{Problem, Question, Setup};

/// The concepts a drill exercises (what the scheduler and the statistics count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Concept {
    /// Layer 7: setting, modifying, counters and switching.
    Layer7,
    /// Locked sets (611.2c) versus sets that follow the board (611.3a).
    LockedVsDynamic,
    /// Characteristic-defining abilities versus setting effects.
    CdaVsSetting,
    /// Dependency in the type-changing layer.
    DependencyType,
    /// Dependency in the ability layer.
    DependencyAbility,
    /// An effect that started keeps going (613.6).
    KeepsGoing,
    /// Copies and face-down permanents (layer 1).
    CopyFaceDown,
    /// Control changes and "you control" effects.
    Control,
    /// Timestamps of Auras and counters (613.7).
    Timestamps,
    /// The phase-effect procedure, decision by decision.
    PhaseTrace,
    /// The order of a chain.
    ChainOrder,
}

impl Concept {
    pub const ALL: [Concept; 11] = [
        Concept::Layer7,
        Concept::LockedVsDynamic,
        Concept::CdaVsSetting,
        Concept::DependencyType,
        Concept::DependencyAbility,
        Concept::KeepsGoing,
        Concept::CopyFaceDown,
        Concept::Control,
        Concept::Timestamps,
        Concept::PhaseTrace,
        Concept::ChainOrder,
    ];

    /// The key used on the command line and in files (`layer7`, `dependency-type`...).
    pub fn key(self) -> &'static str {
        match self {
            Concept::Layer7 => "layer7",
            Concept::LockedVsDynamic => "locked-dynamic",
            Concept::CdaVsSetting => "cda-setting",
            Concept::DependencyType => "dependency-type",
            Concept::DependencyAbility => "dependency-ability",
            Concept::KeepsGoing => "keeps-going",
            Concept::CopyFaceDown => "copy-face-down",
            Concept::Control => "control",
            Concept::Timestamps => "timestamps",
            Concept::PhaseTrace => "phase",
            Concept::ChainOrder => "chain",
        }
    }

    /// Parses a key (case and `_`/`-` ignored).
    pub fn parse(s: &str) -> Option<Concept> {
        let k = s.trim().to_ascii_lowercase().replace('_', "-");
        Concept::ALL.into_iter().find(|c| c.key() == k)
    }

    /// The concept's name in `lang`.
    pub fn title(self, lang: Lang) -> String {
        tr(lang, &format!("drill-concept-{}", self.key()), &[])
    }
}

/// Which Rust builder a template uses (each has its own non-triviality test).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// Counters and a setter cast after them; compare without the counters.
    Counters,
    /// A switch then later changes; compare without the switch.
    Switch,
    /// Which sublayer decides the power; it must not be the newest effect's.
    WhichLayer,
    /// One effect locked or following the board; compare with the other kind.
    LockedVsDynamic,
    /// A CDA creature and a setter; compare without the setter.
    CdaVsSetting,
    /// Land-type changers with dependency; compare in timestamp order.
    DependencyLands,
    /// Lattice-like and March-like type changers; compare in timestamp order.
    DependencyLattice,
    /// Ability removers and lords; compare in timestamp order.
    DependencyAbility,
    /// Humility and Opalescence: the deciding step continues after its ability was removed.
    KeepsGoing,
    /// A copy of a changed creature; the copy must differ from the original.
    CopyValues,
    /// A face-down creature; compare face up.
    FaceDown,
    /// A stolen creature among "you control" effects; compare without the steal.
    Control,
    /// An Aura re-attached (new timestamp) among setters; compare without the re-attachment.
    AuraTimestamps,
    /// Phase effects played by two policies; the order must not be the listed order.
    PhaseTrace,
    /// The same phase, step by step; some steps must happen by themselves.
    PhaseSteps,
    /// A chain in tiers; compare with APNAP.
    ChainOrder,
}

/// How much a template weighs in each mock exam (0: not in it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ExamWeights {
    pub l1: u32,
    pub l2: u32,
}

fn one() -> u8 {
    1
}

/// A problem template, as written in `lessons/drills/*.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "DrillTemplate", deny_unknown_fields)]
pub struct Template {
    pub format_version: u32,
    pub id: String,
    pub concept: Concept,
    pub kind: Kind,
    /// Extra permanents on the board (least, most).
    #[serde(default)]
    pub board: (usize, usize),
    /// 1 to 3: more effects and distractors as it grows.
    #[serde(default = "one")]
    pub difficulty: u8,
    /// Named lists of catalogue cards the builder draws from.
    #[serde(default)]
    pub pools: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub exam: ExamWeights,
}

impl Template {
    /// The template's title in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        tr(lang, &format!("drill-template-{}", self.id), &[])
    }

    /// A pool by name (empty when absent).
    pub fn pool(&self, name: &str) -> &[String] {
        self.pools.get(name).map_or(&[], |v| v.as_slice())
    }
}

/// Every template with the catalogue its pools name.
#[derive(Clone, Debug)]
pub struct Drills {
    pub templates: Vec<Template>,
    pub catalogue: Catalogue,
}

/// Where templates live, inside the content.
pub const DRILLS_DIR: &str = "lessons/drills/";
/// The catalogue, inside the content.
const CARDS: &str = "lessons/cards.ron";

impl Drills {
    /// The templates and catalogue shipped in the binary.
    pub fn embedded() -> Result<Drills, Vec<FileError>> {
        let files = crate::i18n::embedded_files::FILES
            .iter()
            .filter(|(p, _)| p.starts_with(DRILLS_DIR) && p.ends_with(".ron"))
            .map(|(p, t)| (PathBuf::from(p), t.to_string()));
        Drills::from_files(files, Catalogue::embedded())
    }

    /// Templates read from `DIR/lessons/drills/*.ron`, with `DIR/lessons/cards.ron` when present
    /// (the folder is read as a content folder: [`ContentSource::from_dir`], with its limits).
    pub fn load(dir: &Path) -> Result<Drills, Vec<FileError>> {
        let source = ContentSource::from_dir(dir).map_err(|e| vec![e])?;
        Drills::from_source(&source)
    }

    /// The templates of a content source (`lessons/drills/*.ron`), with its catalogue.
    pub fn from_source(source: &ContentSource) -> Result<Drills, Vec<FileError>> {
        let catalogue = match source.get(CARDS) {
            Some(t) => Catalogue::parse(&source.display(CARDS), t).map_err(|e| vec![e])?,
            None => Catalogue::embedded(),
        };
        let files: Vec<(PathBuf, String)> = source
            .files_under(DRILLS_DIR, ".ron")
            .filter_map(|rel| Some((source.display(rel), source.get(rel)?.to_string())))
            .collect();
        Drills::from_files(files.into_iter(), catalogue)
    }

    fn from_files(
        files: impl Iterator<Item = (PathBuf, String)>,
        catalogue: Catalogue,
    ) -> Result<Drills, Vec<FileError>> {
        let mut templates: Vec<Template> = Vec::new();
        let mut errors = Vec::new();
        for (path, text) in files {
            match ron_file::parse::<Template>(&path, &text) {
                Ok(t) => match check_template(&path, &text, &t, &templates, &catalogue) {
                    Ok(()) => templates.push(t),
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
        let mut rng = crate::rules::generate::Rng::new(seed ^ (n as u64).wrapping_mul(0xA24B_AED4));
        let t = pool[rng.below(pool.len())];
        let s = seed.wrapping_add(n as u64);
        generate(t, s, &self.catalogue)
    }
}

/// The most a template's `difficulty` may be (1 to 3).
pub const MAX_DIFFICULTY: u8 = 3;

/// What a template must be before any problem is drawn from it: the version this layerlab
/// reads, an id of its own, a board range from the least to the most, a difficulty from 1 to 3,
/// pools naming catalogue cards. Each problem is an error at its place in the file.
fn check_template(
    path: &Path,
    text: &str,
    t: &Template,
    earlier: &[Template],
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
    if earlier.iter().any(|o| o.id == t.id) {
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
    let pools = root.get("pools");
    for (pool, names) in &t.pools {
        let list = pools.and_then(|p| p.map_value(pool));
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

/// Why no problem came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenError {
    UnknownTemplate(String),
    NoTemplate,
    /// Every attempt gave a trivial or invalid board (the template's pools are too narrow).
    Exhausted {
        template: String,
        seed: u64,
    },
    /// A template or an exam asks for more than a cap allows ([`crate::rules::limits`]);
    /// refused before anything is drawn.
    Limit(crate::content::file_error::Problem),
}

impl std::fmt::Display for GenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenError::UnknownTemplate(id) => write!(f, "unknown drill template {id:?}"),
            GenError::NoTemplate => write!(f, "no drill template matches"),
            GenError::Exhausted { template, seed } => write!(
                f,
                "template {template:?} found no non-trivial board for seed {seed}"
            ),
            GenError::Limit(problem) => f.write_str(&problem.message(Lang::En)),
        }
    }
}

/// Attempts per seed before giving up.
pub const MAX_ATTEMPTS: u64 = 64;

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
        let mut rng = crate::rules::generate::Rng::new(mix);
        if let Some(p) = build::build(template, seed, &mut rng, catalogue)
            && build::nontrivial(template, &p, catalogue)
        {
            return Ok(p);
        }
    }
    Err(GenError::Exhausted {
        template: template.id.clone(),
        seed,
    })
}

/// The template's own test: does its concept decide the answer of `problem`?
pub fn is_nontrivial(template: &Template, problem: &Problem, catalogue: &Catalogue) -> bool {
    build::nontrivial(template, problem, catalogue)
}

fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
