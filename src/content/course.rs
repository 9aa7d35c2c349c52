//! The whole course, loaded and checked: the lesson index, every lesson, its scenarios and
//! questions, the glossary, and the Fluent messages they use.
//!
//! [`Course::load`] reads everything and makes the checks a reader would trip on at once (a
//! missing message, a board that does not load, a question without an answer, an unknown card
//! in a link): what the app runs at start on a `--content` course. `layerlab check` adds the
//! slower ones (`crate::cli::check_deep`: every drill template built for a set of seeds, the
//! boards' expectations, the Fluent references of the course's messages followed for cycles and
//! unknown names). The app opens the built-in course, which the tests check, without them
//! ([`Course::built_in`]).
//!
//! A lesson board is solved once, when first asked for ([`Course::solved`]), and kept: the
//! checks and every screen that shows it share that solution.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::catalogue::Catalogue;
use super::lesson::{Ask, Block, CourseFile, Glossary, Lesson, Question, QuestionKind};
use super::phase_problems;
use super::ron_file::{self, Doc, FileError, Node, Problem};
use super::scenario::{self, Loaded};
use super::source::ContentSource;
use crate::i18n::{Arg, Lang, Messages, ftl_scan};
use crate::phase;
use crate::rules::layer::Layer;
use crate::rules::object::Zone;
use crate::rules::solve::Solution;

mod messages;

pub(crate) const COURSE: &str = "lessons/course.ron";
pub const SCENARIOS: &str = "lessons/scenarios/";

/// A lesson and the file it came from.
#[derive(Clone, Debug)]
pub struct LessonFile {
    pub(crate) rel: String,
    pub(crate) text: String,
    pub lesson: Lesson,
}

/// A lesson scenario played, and its solution.
pub type Solved = (Loaded, Solution);

/// A lesson scenario as a screen opens it ([`Course::opening`]).
pub(crate) enum Opening {
    /// Solved already, by the course.
    Solved(Arc<Solved>),
    /// Played, not solved yet.
    Played(scenario::Played),
}

/// The loaded course.
pub struct Course {
    pub source: ContentSource,
    pub catalogue: Catalogue,
    pub(crate) messages: Messages,
    pub lessons: Vec<LessonFile>,
    pub glossary: Option<Glossary>,
    /// Where the glossary was read from (`lessons/…`), for its checks.
    glossary_rel: Option<String>,
    /// The lesson scenarios played and solved so far, by name (a scenario that does not load
    /// keeps its error); behind a lock, so that the course can still be shared between threads.
    boards: Mutex<HashMap<String, Result<Arc<Solved>, FileError>>>,
}

fn p(id: &'static str, args: Vec<(&'static str, Arg)>) -> Problem {
    Problem::new(id, args)
}

impl Course {
    /// Loads everything it can and checks it; the problems found on the way are returned with
    /// it.
    pub fn load(source: ContentSource) -> (Course, Vec<FileError>) {
        let (course, mut problems) = Course::unchecked(source);
        problems.extend(course.check());
        let mut seen = BTreeSet::new();
        problems.retain(|p| seen.insert(p.to_string()));
        (course, problems)
    }

    /// Reads everything it can, without the checks of [`Course::load`]: no board is solved
    /// before it is asked for. The problems are those of files that could not be read (its
    /// Fluent files' included).
    pub fn unchecked(source: ContentSource) -> (Course, Vec<FileError>) {
        Course::read(source, |source| {
            let (localizer, problems) = source.localizer();
            (Messages::Own(localizer), problems)
        })
    }

    /// The built-in course as the app opens it: read, without the checks of [`Course::load`]
    /// (the tests and CI make them: `layerlab check`), so nothing is solved and no message is
    /// parsed before a screen shows it. The problems are those of files that could not be read.
    pub(crate) fn built_in() -> (Course, Vec<FileError>) {
        Course::read(ContentSource::embedded(), |_| {
            (Messages::Embedded, Vec::new())
        })
    }

    /// Reads everything it can, with the messages `messages` makes of the source: the problems
    /// are those of files that could not be read.
    fn read(
        source: ContentSource,
        messages: impl FnOnce(&ContentSource) -> (Messages, Vec<FileError>),
    ) -> (Course, Vec<FileError>) {
        let mut problems = Vec::new();
        let catalogue = match Catalogue::of_files(|rel| source.get(rel), |rel| source.display(rel))
        {
            Some(read) => read.unwrap_or_else(|e| {
                problems.push(e);
                Catalogue::default()
            }),
            None => Catalogue::default(),
        };
        let (messages, ftl_errors) = messages(&source);
        problems.extend(ftl_errors);
        let mut lessons = Vec::new();
        let mut glossary = None;
        match source.get(COURSE) {
            None => problems.push(FileError::at(
                source.display(COURSE),
                1,
                1,
                p("content-course-missing", vec![]),
            )),
            Some(text) => match ron_file::parse::<CourseFile>(&source.display(COURSE), text) {
                Err(e) => problems.push(e),
                Ok(cf) => {
                    let doc = Doc::parse(text);
                    let root = doc.root();
                    let at = |node: Option<Node<'_, '_>>, problem| {
                        let (line, col) = node.map_or((1, 1), |n| n.pos());
                        FileError::at(source.display(COURSE), line, col, problem)
                    };
                    if cf.format_version != 1 {
                        problems.push(at(root.get("format_version"), version(cf.format_version)));
                    }
                    let list = root.get("lessons");
                    for (i, rel) in cf.lessons.iter().enumerate() {
                        let path = format!("lessons/{rel}");
                        match source.get(&path) {
                            None => problems.push(at(
                                list.and_then(|l| l.index(i)),
                                p("content-lesson-missing", vec![("file", Arg::from(rel))]),
                            )),
                            Some(lt) => match ron_file::parse::<Lesson>(&source.display(&path), lt)
                            {
                                Ok(lesson) => lessons.push(LessonFile {
                                    rel: path,
                                    text: lt.to_string(),
                                    lesson,
                                }),
                                Err(e) => problems.push(e),
                            },
                        }
                    }
                    let gpath = format!("lessons/{}", cf.glossary);
                    match source.get(&gpath) {
                        None => problems.push(at(
                            root.get("glossary"),
                            p(
                                "content-glossary-missing",
                                vec![("file", Arg::from(&cf.glossary))],
                            ),
                        )),
                        Some(gt) => {
                            match ron_file::parse::<Glossary>(&source.display(&gpath), gt) {
                                Ok(g) => glossary = Some((g, gpath)),
                                Err(e) => problems.push(e),
                            }
                        }
                    }
                }
            },
        }
        let (glossary, glossary_rel) = glossary.unzip();
        let course = Course {
            source,
            catalogue,
            messages,
            lessons,
            glossary,
            glossary_rel,
            boards: Mutex::default(),
        };
        (course, problems)
    }

    /// The checks of [`Course::load`] on a course read.
    fn check(&self) -> Vec<FileError> {
        let mut c = Checker {
            course: self,
            problems: Vec::new(),
            used: BTreeSet::new(),
            ids: HashMap::new(),
        };
        c.check_lessons();
        if let (Some(g), Some(rel)) = (&self.glossary, &self.glossary_rel) {
            c.check_glossary(g, rel, self.source.get(rel).unwrap_or(""));
        }
        let used = std::mem::take(&mut c.used);
        let mut problems = c.problems;
        let sources = messages::Sources {
            source: &self.source,
            messages: &self.messages,
            catalogue: &self.catalogue,
        };
        problems.extend(messages::check(&sources, &used));
        problems
    }

    /// A lesson scenario (`lessons/scenarios/NAME`) played and solved, a copy of its own (the
    /// layer sandbox edits it).
    pub fn board(&self, name: &str) -> Result<Solved, FileError> {
        self.solved(name).map(|b| b.as_ref().clone())
    }

    /// A lesson scenario played and solved, shared: solved the first time it is asked for,
    /// then kept.
    pub(crate) fn solved(&self, name: &str) -> Result<Arc<Solved>, FileError> {
        match self.opening(name)? {
            Opening::Solved(kept) => Ok(kept),
            Opening::Played(played) => self.keep(name, played),
        }
    }

    /// A lesson scenario as a screen opens it: the course's solution when it has one, else
    /// played, for the screen to solve (off its drawing path when the board is big) or to hand
    /// to [`Course::keep`].
    pub(crate) fn opening(&self, name: &str) -> Result<Opening, FileError> {
        if let Some(kept) = self.boards().get(name) {
            return kept.clone().map(Opening::Solved);
        }
        self.board_played(name).map(Opening::Played)
    }

    /// Solves lesson scenario `name`, played, and keeps its solution (or why it has none).
    pub(crate) fn keep(
        &self,
        name: &str,
        played: scenario::Played,
    ) -> Result<Arc<Solved>, FileError> {
        // Not under the lock: no one asking for another board waits on a long solve.
        let made = played.solve().map(Arc::new);
        self.boards()
            .entry(name.to_string())
            .or_insert(made)
            .clone()
    }

    fn boards(&self) -> MutexGuard<'_, HashMap<String, Result<Arc<Solved>, FileError>>> {
        // A solve never runs under the lock, so a poisoned lock holds nothing half made.
        self.boards.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Loads and plays a lesson scenario, to be solved elsewhere (see [`scenario::Played`]).
    fn board_played(&self, name: &str) -> Result<scenario::Played, FileError> {
        let (path, text) = self.scenario_text(name)?;
        scenario::load_str_played(&path, text.to_string(), &self.catalogue)
    }

    /// The text of lesson scenario `NAME`, with its path for messages.
    fn scenario_text(&self, name: &str) -> Result<(PathBuf, &str), FileError> {
        let rel = format!("{SCENARIOS}{name}");
        let path = self.source.display(&rel);
        let text = self.source.get(&rel).ok_or_else(|| {
            FileError::at(&path, 1, 1, Problem::new("file-error-not-found", vec![]))
        })?;
        Ok((path, text))
    }

    /// Loads and runs a phase or chain scenario; errors show in `lang`.
    pub(crate) fn procedure(
        &self,
        name: &str,
        lang: Lang,
    ) -> Result<phase::outcome::Outcome, FileError> {
        let rel = format!("{SCENARIOS}{name}");
        let path = self.source.display(&rel);
        let text = self.source.get(&rel).ok_or_else(|| {
            FileError::at(&path, 1, 1, Problem::new("file-error-not-found", vec![]))
        })?;
        run_procedure_text(&path, text, lang)
    }

    /// Formats a message of the course.
    pub fn tr(&self, lang: Lang, id: &str) -> String {
        self.messages.format(lang, id, &[])
    }
}

/// Reads and runs the phase or chain scenario `text` (read from `path`); errors show in `lang`,
/// placed where the run stopped.
pub(crate) fn run_procedure_text(
    path: &Path,
    text: &str,
    lang: Lang,
) -> Result<phase::outcome::Outcome, FileError> {
    let sc = crate::content::phase_file::parse(path, text, lang)?;
    phase::outcome::run(&sc).map_err(|e| {
        let (line, col) = script_error_place(text, &e);
        FileError::at(path, line, col, phase_problems::script(&e)).in_lang(lang)
    })
}

/// Where in a phase or chain scenario a run stopped: the decisions of the player whose
/// decision was illegal, the effect that tripped a guard.
fn script_error_place(text: &str, e: &phase::script::ScriptError) -> (usize, usize) {
    use phase::procedure::{Halt, SetupError};
    use phase::script::ScriptError;
    let doc = Doc::parse(text);
    let root = doc.root();
    let effect = |id: &str, nth: usize| {
        root.get("effects")
            .and_then(|l| l.find_nth_literal(id, nth))
    };
    let node = match e {
        ScriptError::Setup(SetupError::DuplicateId(id)) => effect(id, 1),
        ScriptError::Setup(SetupError::TooManySpawns { id, .. }) => effect(id, 0),
        ScriptError::Setup(SetupError::TooManyEffects { .. }) => root.get("effects"),
        ScriptError::Setup(SetupError::MaxResolutions { .. }) => root.get("max_resolutions"),
        ScriptError::Illegal(d) => {
            let who = if d.player == phase::Player::A {
                "a"
            } else {
                "p"
            };
            root.get("decisions").and_then(|n| n.get(who).or(Some(n)))
        }
        ScriptError::Halted { halt, .. } => match halt {
            Halt::LoopGuard { effect: id, .. } => {
                root.get("max_resolutions").or_else(|| effect(id, 0))
            }
            Halt::DuplicatePending { by, .. } => effect(by, 0),
            Halt::TooManyPending { effect: id, .. } => effect(id, 0),
            Halt::TooMuchWork { .. } => root.get("max_resolutions"),
        },
    };
    node.or_else(|| root.get("effects"))
        .map_or((1, 1), |n| n.pos())
}

fn version(found: u32) -> Problem {
    p(
        "content-format-version",
        vec![("found", Arg::Num(i64::from(found)))],
    )
}

struct Checker<'a> {
    course: &'a Course,
    problems: Vec<FileError>,
    /// Message ids referenced by content.
    used: BTreeSet<String>,
    /// Ids declared (lesson ids, question ids, term ids) and where.
    ids: HashMap<String, String>,
}

impl Checker<'_> {
    fn at(&mut self, rel: &str, node: Option<Node<'_, '_>>, problem: Problem) {
        let (line, col) = node.map_or((1, 1), |n| n.pos());
        self.problems.push(FileError::at(
            self.course.source.display(rel),
            line,
            col,
            problem,
        ));
    }

    /// A message the content refers to must exist in every language.
    fn message(&mut self, rel: &str, node: Option<Node<'_, '_>>, id: &str) {
        self.used.insert(id.to_string());
        for lang in Lang::ALL {
            if !self.course.messages.has(lang, id) {
                self.at(
                    rel,
                    node,
                    p(
                        "content-message-missing",
                        vec![("id", Arg::from(id)), ("lang", Arg::from(lang.code()))],
                    ),
                );
            }
        }
    }

    fn unique(&mut self, rel: &str, node: Option<Node<'_, '_>>, kind: &'static str, id: &str) {
        let key = format!("{kind}:{id}");
        if let Some(first) = self.ids.get(&key) {
            let first = self.course.source.display(first).display().to_string();
            self.at(
                rel,
                node,
                p(
                    "content-duplicate-id",
                    vec![
                        ("kind", Arg::from(kind)),
                        ("id", Arg::from(id)),
                        ("first", Arg::from(first)),
                    ],
                ),
            );
        } else {
            self.ids.insert(key, rel.to_string());
        }
    }

    fn rule_number(&mut self, rel: &str, node: Option<Node<'_, '_>>, n: &str) {
        if !is_rule_number(n) {
            self.at(
                rel,
                node,
                p("content-rule-number", vec![("n", Arg::from(n))]),
            );
        }
    }

    fn check_lessons(&mut self) {
        let lessons = self.course.lessons.clone();
        for lf in &lessons {
            let (rel, l) = (lf.rel.as_str(), &lf.lesson);
            let doc = Doc::parse(&lf.text);
            let root = doc.root();
            if l.format_version != 1 {
                self.at(rel, root.get("format_version"), version(l.format_version));
            }
            self.unique(rel, root.get("id"), "lesson", &l.id);
            self.message(rel, root.get("title"), &l.title);
            self.message(rel, root.get("summary"), &l.summary);
            let pages = root.get("pages");
            if l.pages.is_empty() {
                self.at(rel, pages, p("content-no-pages", vec![]));
            }
            for (i, page) in l.pages.iter().enumerate() {
                let pnode = pages.and_then(|n| n.index(i));
                self.message(rel, pnode.and_then(|n| n.get("title")), &page.title);
                let blocks = pnode.and_then(|n| n.get("blocks"));
                for (k, block) in page.blocks.iter().enumerate() {
                    self.block(rel, blocks.and_then(|n| n.index(k)), block);
                }
            }
        }
    }

    fn block(&mut self, rel: &str, node: Option<Node<'_, '_>>, block: &Block) {
        let field = |f: &str| node.and_then(|n| n.get(f));
        match block {
            Block::Text(id) => self.message(rel, node.and_then(|n| n.index(0)), id),
            Block::Rule {
                cr,
                cr_2011,
                text: id,
            } => {
                self.message(rel, field("text"), id);
                self.rule_number(rel, field("cr"), cr);
                if let Some(n) = cr_2011 {
                    // One 2011 number, or several where one of today's rules was split from
                    // several ("613.3c, 613.3d" for today's 613.4c).
                    for one in n.split(", ") {
                        self.rule_number(rel, field("cr_2011").map(|n| n.unwrap()), one);
                    }
                }
            }
            Block::TryIt {
                scenario,
                step,
                caption,
            } => {
                self.message(rel, field("caption"), caption);
                match self.course.solved(scenario) {
                    Err(e) => self.scenario_problem(rel, field("scenario"), scenario, e),
                    Ok(board) => {
                        let steps = board.1.trace.steps.len();
                        if *step > steps {
                            self.at(
                                rel,
                                field("step"),
                                p(
                                    "lesson-error-step-past-end",
                                    vec![
                                        ("step", Arg::from(*step)),
                                        ("scenario", Arg::from(scenario)),
                                        ("total", Arg::from(steps)),
                                    ],
                                ),
                            );
                        }
                    }
                }
            }
            Block::Procedure { scenario, caption } => {
                self.message(rel, field("caption"), caption);
                if let Err(e) = self.course.procedure(scenario, Lang::En) {
                    self.scenario_problem(rel, field("scenario"), scenario, e);
                }
            }
            Block::Question(q) => self.question(rel, node, q),
        }
    }

    fn scenario_problem(
        &mut self,
        rel: &str,
        node: Option<Node<'_, '_>>,
        scenario: &str,
        e: FileError,
    ) {
        if e.problem.id == "file-error-not-found"
            && e.path
                == self
                    .course
                    .source
                    .display(&format!("{SCENARIOS}{scenario}"))
        {
            self.at(
                rel,
                node,
                p(
                    "content-scenario-missing",
                    vec![
                        ("scenario", Arg::from(scenario)),
                        ("folder", Arg::from(SCENARIOS)),
                    ],
                ),
            );
        } else {
            self.problems.push(e);
        }
    }

    fn question(&mut self, rel: &str, node: Option<Node<'_, '_>>, q: &Question) {
        let field = |f: &str| node.and_then(|n| n.get(f));
        self.unique(rel, field("id"), "question", &q.id);
        self.message(rel, field("prompt"), &q.prompt);
        self.message(rel, field("explain"), &q.explain);
        let rules = field("rules");
        for (i, r) in q.rules.iter().enumerate() {
            self.rule_number(rel, rules.and_then(|n| n.index(i)), r);
        }
        let kind = field("kind");
        let in_kind = |f: &str| kind.and_then(|n| n.get(f));
        let qid = || ("id", Arg::from(&q.id));
        match &q.kind {
            QuestionKind::Choice {
                choices,
                answer,
                why_not,
            } => {
                let list = in_kind("choices");
                for (i, c) in choices.iter().enumerate() {
                    self.message(rel, list.and_then(|n| n.index(i)), c);
                }
                // Each wrong choice says why it is wrong: a learner who picks it is told that,
                // not only why the right one is right.
                let reasons = in_kind("why_not");
                for i in 0..choices.len() {
                    match why_not.get(i).filter(|id| !id.is_empty()) {
                        Some(id) => self.message(rel, reasons.and_then(|n| n.index(i)), id),
                        None if i != *answer => self.at(
                            rel,
                            reasons.and_then(|n| n.index(i)).or(reasons).or(list),
                            p(
                                "content-why-not-missing",
                                vec![qid(), ("choice", Arg::from(letter_of(i)))],
                            ),
                        ),
                        None => {}
                    }
                }
                if why_not.len() > choices.len() {
                    self.at(
                        rel,
                        reasons,
                        p(
                            "content-why-not-extra",
                            vec![
                                qid(),
                                ("n", Arg::from(choices.len())),
                                ("count", Arg::from(why_not.len())),
                            ],
                        ),
                    );
                }
                if choices.len() < 2 {
                    self.at(rel, list, p("content-choices-few", vec![qid()]));
                }
                if *answer >= choices.len() {
                    self.at(
                        rel,
                        in_kind("answer"),
                        p(
                            "content-answer-out",
                            vec![
                                qid(),
                                ("answer", Arg::from(*answer)),
                                ("n", Arg::from(choices.len())),
                            ],
                        ),
                    );
                }
            }
            QuestionKind::Order { items, answer } => {
                let list = in_kind("items");
                for (i, c) in items.iter().enumerate() {
                    self.message(rel, list.and_then(|n| n.index(i)), c);
                }
                let mut sorted = answer.clone();
                sorted.sort();
                if items.len() < 2 || sorted != (0..items.len()).collect::<Vec<_>>() {
                    self.at(
                        rel,
                        in_kind("answer"),
                        p(
                            "content-order-answer",
                            vec![qid(), ("n", Arg::from(items.len()))],
                        ),
                    );
                }
            }
            QuestionKind::Layer { answer } => {
                if Layer::parse(answer).is_none_or(|l| l == Layer::Sba) {
                    self.at(
                        rel,
                        in_kind("answer"),
                        p(
                            "content-layer-answer",
                            vec![qid(), ("answer", Arg::from(answer))],
                        ),
                    );
                }
            }
            QuestionKind::Compute {
                scenario,
                object,
                ask,
            } => match self.course.solved(scenario) {
                Err(e) => self.scenario_problem(rel, in_kind("scenario"), scenario, e),
                Ok(board) => {
                    let (loaded, sol) = board.as_ref();
                    if let Err(no) = computed_object(loaded, sol, object, *ask) {
                        let why = p(no.message_id(), vec![("object", Arg::from(object))]);
                        self.at(
                            rel,
                            in_kind("object"),
                            p("content-compute", vec![qid()]).with("why", why),
                        );
                    }
                }
            },
            QuestionKind::Steps { scenario } => match self.course.procedure(scenario, Lang::En) {
                Err(e) => self.scenario_problem(rel, in_kind("scenario"), scenario, e),
                Ok(phase::outcome::Outcome::Chain(_)) => self.at(
                    rel,
                    in_kind("scenario"),
                    p(
                        "content-steps-not-phase",
                        vec![qid(), ("scenario", Arg::from(scenario))],
                    ),
                ),
                Ok(phase::outcome::Outcome::Phase(run)) => {
                    if run.procedure.rounds().is_empty() {
                        self.at(
                            rel,
                            in_kind("scenario"),
                            p(
                                "content-steps-empty",
                                vec![qid(), ("scenario", Arg::from(scenario))],
                            ),
                        );
                    }
                }
            },
        }
    }

    fn check_glossary(&mut self, g: &Glossary, rel: &str, text: &str) {
        let doc = Doc::parse(text);
        let root = doc.root();
        if g.format_version != 1 {
            self.at(rel, root.get("format_version"), version(g.format_version));
        }
        let terms = root.get("terms");
        for (i, t) in g.terms.iter().enumerate() {
            let node = terms.and_then(|n| n.index(i));
            let field = |f: &str| node.and_then(|n| n.get(f));
            self.unique(rel, field("id"), "term", &t.id);
            self.message(rel, field("id"), &format!("gl-{}", t.id));
            self.message(rel, field("id"), &format!("gl-{}-def", t.id));
            self.rule_number(rel, field("rule"), &t.rule);
            if let Some(n) = &t.rule_2011 {
                for one in n.split(", ") {
                    self.rule_number(rel, field("rule_2011").map(|n| n.unwrap()), one);
                }
            }
        }
    }
}

/// Message ids defined in a Fluent file (terms left out), with their line numbers.
pub fn message_ids(text: &str) -> Vec<(String, usize)> {
    ftl_scan::entries(text)
        .into_iter()
        .filter(|e| !e.term)
        .map(|e| (e.id, e.line))
        .collect()
}

/// The letter a reader answers choice `i` with: `a`, `b`, `c`…
fn letter_of(i: usize) -> String {
    char::from(b'a' + (i % 26) as u8).to_string()
}

fn is_rule_number(s: &str) -> bool {
    let mut parts = s.splitn(2, '.');
    let head = parts.next().unwrap_or("");
    let tail = parts.next().unwrap_or("");
    head.len() == 3
        && head.chars().all(|c| c.is_ascii_digit())
        && (tail.is_empty()
            || (tail.chars().take_while(|c| c.is_ascii_digit()).count() >= 1
                && tail
                    .chars()
                    .skip_while(|c| c.is_ascii_digit())
                    .all(|c| c.is_ascii_lowercase())))
}

/// Why the engine has no answer to a computed question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NoAnswer {
    /// No object has the question's id.
    NoObject,
    /// The object is not on the battlefield once every action is done.
    NotOnBattlefield,
    /// The question asks for power and toughness, and the object has none.
    NoPowerToughness,
}

impl NoAnswer {
    /// The Fluent message that says why (it takes the object's id as `object`).
    pub(crate) fn message_id(self) -> &'static str {
        match self {
            NoAnswer::NoObject => "content-compute-no-object",
            NoAnswer::NotOnBattlefield => "content-compute-not-on-battlefield",
            NoAnswer::NoPowerToughness => "content-compute-no-pt",
        }
    }
}

/// The object a computed question asks about, on the solved board; or why the question has no
/// answer.
pub(crate) fn computed_object(
    loaded: &Loaded,
    sol: &Solution,
    object: &str,
    ask: Ask,
) -> Result<usize, NoAnswer> {
    let i = loaded.game.lookup(object).ok_or(NoAnswer::NoObject)?;
    if loaded.game.objects[i].zone != Zone::Battlefield {
        return Err(NoAnswer::NotOnBattlefield);
    }
    let c = &sol.state.chars[i];
    if ask == Ask::PowerToughness && (c.power.is_none() || c.toughness.is_none()) {
        return Err(NoAnswer::NoPowerToughness);
    }
    Ok(i)
}

/// Loads the course from `--content DIR` or the embedded files.
pub fn load(dir: Option<&Path>) -> Result<(Course, Vec<FileError>), FileError> {
    let src = match dir {
        Some(d) => ContentSource::from_dir(d)?,
        None => ContentSource::embedded(),
    };
    Ok(Course::load(src))
}
