//! The whole course, loaded and checked: the lesson index, every lesson, its scenarios and
//! questions, the glossary, and the Fluent messages they use (`layerlab check`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

use super::catalogue::Catalogue;
use super::lesson::{Ask, Block, CourseFile, Glossary, Lesson, Question, QuestionKind};
use super::ron_file::{self, FileError, Problem, locate_literal};
use super::scenario::{self, Loaded};
use super::source::ContentSource;
use crate::i18n::{Lang, Localizer};
use crate::phase;
use crate::rules::layer::Layer;
use crate::rules::object::Zone;
use crate::rules::solve::{Solution, SolveOptions, solve};

pub const COURSE: &str = "lessons/course.ron";
pub const SCENARIOS: &str = "lessons/scenarios/";

/// A lesson and the file it came from.
#[derive(Clone, Debug)]
pub struct LessonFile {
    pub rel: String,
    pub text: String,
    pub lesson: Lesson,
}

/// The loaded course.
pub struct Course {
    pub source: ContentSource,
    pub catalogue: Catalogue,
    pub localizer: Localizer,
    pub lessons: Vec<LessonFile>,
    pub glossary: Option<Glossary>,
}

impl Course {
    /// Loads everything it can; the problems found on the way are returned with it.
    pub fn load(source: ContentSource) -> (Course, Vec<FileError>) {
        let mut problems = Vec::new();
        let catalogue = match source.get("lessons/cards.ron") {
            Some(t) => {
                Catalogue::parse(&source.display("lessons/cards.ron"), t).unwrap_or_else(|e| {
                    problems.push(e);
                    Catalogue::default()
                })
            }
            None => Catalogue::default(),
        };
        let (localizer, ftl_errors) = source.localizer();
        for e in ftl_errors {
            problems.push(parse_ftl_error(&e));
        }
        let mut lessons = Vec::new();
        let mut glossary = None;
        match source.get(COURSE) {
            None => problems.push(FileError::new(
                source.display(COURSE),
                1,
                1,
                "the course index is missing",
            )),
            Some(text) => match ron_file::parse::<CourseFile>(&source.display(COURSE), text) {
                Err(e) => problems.push(e),
                Ok(cf) => {
                    if cf.format_version != 1 {
                        problems.push(at(
                            &source,
                            COURSE,
                            text,
                            "format_version",
                            "unsupported format_version (this layerlab reads 1)".into(),
                        ));
                    }
                    for rel in &cf.lessons {
                        let path = format!("lessons/{rel}");
                        match source.get(&path) {
                            None => problems.push(at(
                                &source,
                                COURSE,
                                text,
                                rel,
                                format!("lesson file {rel:?} is missing"),
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
                            &source,
                            COURSE,
                            text,
                            &cf.glossary,
                            format!("glossary file {:?} is missing", cf.glossary),
                        )),
                        Some(gt) => {
                            match ron_file::parse::<Glossary>(&source.display(&gpath), gt) {
                                Ok(g) => glossary = Some((g, gpath, gt.to_string())),
                                Err(e) => problems.push(e),
                            }
                        }
                    }
                }
            },
        }
        let course = Course {
            source,
            catalogue,
            localizer,
            lessons,
            glossary: glossary.as_ref().map(|g| g.0.clone()),
        };
        let mut c = Checker {
            course: &course,
            problems,
            used: BTreeSet::new(),
            ids: HashMap::new(),
            checked: BTreeSet::new(),
        };
        c.check_lessons();
        if let Some((g, path, text)) = &glossary {
            c.check_glossary(g, path, text);
        }
        c.check_messages();
        let mut problems = c.problems;
        let mut seen = BTreeSet::new();
        problems.retain(|p| seen.insert(p.to_string()));
        (course, problems)
    }

    /// Loads and plays a lesson scenario (`lessons/scenarios/NAME`).
    pub fn board(&self, name: &str) -> Result<(Loaded, Solution), FileError> {
        let rel = format!("{SCENARIOS}{name}");
        let text = self.source.get(&rel).ok_or_else(|| {
            FileError::at(
                self.source.display(&rel),
                1,
                1,
                Problem::new("file-error-not-found", vec![]),
            )
        })?;
        let loaded = scenario::load_str(&self.source.display(&rel), text, &self.catalogue)?;
        let sol = solve(&loaded.game, &SolveOptions::traced());
        Ok((loaded, sol))
    }

    /// Loads and runs a phase or chain scenario.
    pub fn procedure(&self, name: &str, lang: Lang) -> Result<phase::outcome::Outcome, FileError> {
        let rel = format!("{SCENARIOS}{name}");
        let path = self.source.display(&rel);
        let text = self.source.get(&rel).ok_or_else(|| {
            FileError::at(&path, 1, 1, Problem::new("file-error-not-found", vec![]))
        })?;
        let sc = phase::load::parse(&path, text, lang)?;
        phase::outcome::run(&sc)
            .map_err(|e| FileError::new(&path, 1, 1, phase::errors::script_error_message(&e, lang)))
    }

    /// Formats a message of the course.
    pub fn tr(&self, lang: Lang, id: &str) -> String {
        self.localizer.format(lang, id, &[])
    }
}

fn at(src: &ContentSource, rel: &str, text: &str, literal: &str, message: String) -> FileError {
    let (line, col) = locate_literal(text, literal);
    FileError::new(src.display(rel), line, col, message)
}

/// Turns a localizer error `locales/en/x.ftl:3:1: message` back into a FileError.
fn parse_ftl_error(e: &str) -> FileError {
    let mut parts = e.splitn(4, ':');
    let path = parts.next().unwrap_or("").to_string();
    let line = parts.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let col = parts.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let msg = parts.next().unwrap_or(e).trim().to_string();
    FileError::new(path, line, col, msg)
}

struct Checker<'a> {
    course: &'a Course,
    problems: Vec<FileError>,
    /// Message ids referenced by content.
    used: BTreeSet<String>,
    /// Ids declared (lesson ids, question ids, term ids) and where.
    ids: HashMap<String, String>,
    /// Scenarios whose expectations were checked already.
    checked: BTreeSet<String>,
}

impl Checker<'_> {
    fn err(&mut self, rel: &str, text: &str, literal: &str, message: String) {
        self.problems
            .push(at(&self.course.source, rel, text, literal, message));
    }

    /// A message the content refers to must exist in every language.
    fn message(&mut self, rel: &str, text: &str, id: &str) {
        self.used.insert(id.to_string());
        for lang in Lang::ALL {
            if !self.course.localizer.has(lang, id) {
                self.err(
                    rel,
                    text,
                    id,
                    format!("message {id:?} is missing in locales/{lang}"),
                );
            }
        }
    }

    fn unique(&mut self, rel: &str, text: &str, kind: &str, id: &str) {
        let key = format!("{kind}:{id}");
        if let Some(first) = self.ids.get(&key) {
            let first = first.clone();
            // Point at the second occurrence when both are in this file.
            let quoted = format!("\"{id}\"");
            let pos = match text.match_indices(&quoted).nth(usize::from(first == rel)) {
                Some((p, _)) => p,
                None => text.find(&quoted).unwrap_or(0),
            };
            let before = &text[..pos];
            let line = before.matches('\n').count() + 1;
            let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            let message = format!("duplicate {kind} id {id:?} (first in {first})");
            let path = self.course.source.display(rel);
            self.problems.push(FileError::new(path, line, col, message));
        } else {
            self.ids.insert(key, rel.to_string());
        }
    }

    fn check_lessons(&mut self) {
        let lessons = self.course.lessons.clone();
        for lf in &lessons {
            let (rel, text, l) = (lf.rel.as_str(), lf.text.as_str(), &lf.lesson);
            if l.format_version != 1 {
                self.err(
                    rel,
                    text,
                    "format_version",
                    "unsupported format_version (this layerlab reads 1)".into(),
                );
            }
            self.unique(rel, text, "lesson", &l.id);
            self.message(rel, text, &l.title);
            self.message(rel, text, &l.summary);
            if l.pages.is_empty() {
                self.err(rel, text, &l.id, "a lesson needs at least one page".into());
            }
            for page in &l.pages {
                self.message(rel, text, &page.title);
                for block in &page.blocks {
                    self.block(rel, text, block);
                }
            }
        }
    }

    fn block(&mut self, rel: &str, text: &str, block: &Block) {
        match block {
            Block::Text(id) => {
                self.message(rel, text, id);
                self.prose(rel, text, id);
            }
            Block::Rule {
                cr,
                cr_2011,
                text: id,
            } => {
                self.message(rel, text, id);
                for n in std::iter::once(cr).chain(cr_2011.iter()) {
                    if !is_rule_number(n) {
                        self.err(
                            rel,
                            text,
                            n,
                            format!("{n:?} is not a rule number like \"613.8a\""),
                        );
                    }
                }
            }
            Block::TryIt {
                scenario,
                step,
                caption,
            } => {
                self.message(rel, text, caption);
                match self.course.board(scenario) {
                    Err(e) => self.scenario_problem(rel, text, scenario, e),
                    Ok((loaded, sol)) => {
                        self.expectations(scenario, &loaded, &sol);
                        if *step > sol.trace.steps.len() {
                            self.err(
                                rel,
                                text,
                                scenario,
                                format!(
                                    "step {step} is past the end of {scenario:?} ({} steps)",
                                    sol.trace.steps.len()
                                ),
                            );
                        }
                    }
                }
            }
            Block::Procedure { scenario, caption } => {
                self.message(rel, text, caption);
                if let Err(e) = self.course.procedure(scenario, Lang::En) {
                    self.scenario_problem(rel, text, scenario, e);
                }
            }
            Block::Question(q) => self.question(rel, text, q),
        }
    }

    /// A board's own `expect` entries must hold (each scenario is reported once).
    fn expectations(&mut self, scenario: &str, loaded: &Loaded, sol: &Solution) {
        if self.checked.insert(scenario.to_string()) {
            let render = |i: usize, a: &crate::rules::object::AbilityInst| {
                crate::rules::explain::ability(&loaded.game, i, a, &sol.state.chars[i], Lang::En)
            };
            let rel = format!("{SCENARIOS}{scenario}");
            let text = self.course.source.get(&rel).unwrap_or("").to_string();
            for m in super::expect::check(&loaded.file.expect, &loaded.game, &sol.state, &render) {
                let (line, col) = locate_literal(&text, &m.id);
                self.problems.push(FileError::new(
                    self.course.source.display(&rel),
                    line,
                    col,
                    format!(
                        "expectation not met: {} {}: expected {}, got {}",
                        m.id, m.field, m.expected, m.actual
                    ),
                ));
            }
        }
    }

    fn scenario_problem(&mut self, rel: &str, text: &str, scenario: &str, e: FileError) {
        if e.problem.id == "file-error-not-found" {
            self.err(
                rel,
                text,
                scenario,
                format!("scenario {scenario:?} is missing from {SCENARIOS}"),
            );
        } else {
            self.problems.push(e);
        }
    }

    fn prose(&mut self, rel: &str, text: &str, id: &str) {
        for lang in Lang::ALL {
            let s = self.course.localizer.format(lang, id, &[]);
            let mut rest = s.as_str();
            while let Some(start) = rest.find("[[") {
                let after = &rest[start + 2..];
                let Some(end) = after.find("]]") else {
                    self.err(
                        rel,
                        text,
                        id,
                        format!("message {id:?} ({lang}) has an unclosed [[card name"),
                    );
                    break;
                };
                let name = &after[..end];
                if self.course.catalogue.find(name).is_none() {
                    let near = self.course.catalogue.suggest(name, 2);
                    self.err(
                        rel,
                        text,
                        id,
                        format!(
                            "message {id:?} ({lang}) names unknown card {name:?}; closest: {near:?}"
                        ),
                    );
                }
                rest = &after[end + 2..];
            }
        }
    }

    fn question(&mut self, rel: &str, text: &str, q: &Question) {
        self.unique(rel, text, "question", &q.id);
        self.message(rel, text, &q.prompt);
        self.message(rel, text, &q.explain);
        for r in &q.rules {
            if !is_rule_number(r) {
                self.err(
                    rel,
                    text,
                    r,
                    format!("{r:?} is not a rule number like \"613.8a\""),
                );
            }
        }
        match &q.kind {
            QuestionKind::Choice { choices, answer } => {
                for c in choices {
                    self.message(rel, text, c);
                }
                if choices.len() < 2 {
                    self.err(
                        rel,
                        text,
                        &q.id,
                        format!("question {:?} needs at least two choices", q.id),
                    );
                }
                if *answer >= choices.len() {
                    self.err(
                        rel,
                        text,
                        &q.id,
                        format!(
                            "question {:?}: the marked answer {answer} is not among its {} choices",
                            q.id,
                            choices.len()
                        ),
                    );
                }
            }
            QuestionKind::Order { items, answer } => {
                for c in items {
                    self.message(rel, text, c);
                }
                let mut sorted = answer.clone();
                sorted.sort();
                if items.len() < 2 || sorted != (0..items.len()).collect::<Vec<_>>() {
                    self.err(
                        rel,
                        text,
                        &q.id,
                        format!(
                            "question {:?}: the answer must order all {} items (each index once)",
                            q.id,
                            items.len()
                        ),
                    );
                }
            }
            QuestionKind::Layer { answer } => {
                if Layer::parse(answer).is_none_or(|l| l == Layer::Sba) {
                    self.err(
                        rel,
                        text,
                        answer,
                        format!(
                            "question {:?}: {answer:?} is not a layer (1a … 7d, players, rules)",
                            q.id
                        ),
                    );
                }
            }
            QuestionKind::Compute {
                scenario,
                object,
                ask,
            } => match self.course.board(scenario) {
                Err(e) => self.scenario_problem(rel, text, scenario, e),
                Ok((loaded, sol)) => {
                    if let Err(why) = computed_answer(&loaded, &sol, object, *ask, Lang::En) {
                        self.err(
                            rel,
                            text,
                            object,
                            format!("question {:?}: the answer cannot be computed: {why}", q.id),
                        );
                    }
                }
            },
        }
    }

    fn check_glossary(&mut self, g: &Glossary, rel: &str, text: &str) {
        if g.format_version != 1 {
            self.err(
                rel,
                text,
                "format_version",
                "unsupported format_version (this layerlab reads 1)".into(),
            );
        }
        for t in &g.terms {
            self.unique(rel, text, "term", &t.id);
            self.message(rel, text, &format!("gl-{}", t.id));
            self.message(rel, text, &format!("gl-{}-def", t.id));
            for n in std::iter::once(&t.rule).chain(t.rule_2011.iter()) {
                if !is_rule_number(n) {
                    self.err(
                        rel,
                        text,
                        n,
                        format!("{n:?} is not a rule number like \"613.8a\""),
                    );
                }
            }
        }
    }

    /// Both locales hold the same content messages, each used by the content; no rendered
    /// string holds isolation marks or a narrow no-break space.
    fn check_messages(&mut self) {
        let mut by_lang: BTreeMap<Lang, BTreeMap<String, (String, usize)>> = BTreeMap::new();
        for (lang, rel, text) in self.course.source.ftl() {
            for (id, line) in message_ids(text) {
                let entry = by_lang.entry(lang).or_default();
                if let Some((first, _)) = entry.get(&id) {
                    let first = first.clone();
                    self.problems.push(FileError::new(
                        self.course.source.display(rel),
                        line,
                        1,
                        format!("message {id:?} is defined twice (also in {first})"),
                    ));
                    continue;
                }
                entry.insert(id, (rel.to_string(), line));
            }
        }
        let empty = BTreeMap::new();
        for lang in Lang::ALL {
            let mine = by_lang.get(&lang).unwrap_or(&empty);
            for other in Lang::ALL.into_iter().filter(|o| *o != lang) {
                let theirs = by_lang.get(&other).unwrap_or(&empty);
                for (id, (rel, line)) in mine {
                    if !theirs.contains_key(id) {
                        self.problems.push(FileError::new(
                            self.course.source.display(rel),
                            *line,
                            1,
                            format!(
                                "message {id:?} is in locales/{lang} but not in locales/{other}"
                            ),
                        ));
                    }
                }
            }
            for (id, (rel, line)) in mine {
                let file = rel.rsplit('/').next().unwrap_or(rel);
                if ContentSource::is_content_ftl(rel) && !self.used.contains(id) {
                    self.problems.push(FileError::new(
                        self.course.source.display(rel),
                        *line,
                        1,
                        format!("message {id:?} is never used by the course"),
                    ));
                }
                let s = self.course.localizer.format(lang, id, &[]);
                if s.contains(['\u{2068}', '\u{2069}']) {
                    self.problems.push(FileError::new(
                        self.course.source.display(rel),
                        *line,
                        1,
                        format!("message {id:?} renders with Unicode isolation marks"),
                    ));
                }
                if s.contains('\u{202F}') {
                    self.problems.push(FileError::new(
                        self.course.source.display(rel),
                        *line,
                        1,
                        format!("message {id:?} holds U+202F: use U+00A0 before ? ! : ; ({file})"),
                    ));
                }
            }
        }
    }
}

/// Message ids defined in a Fluent file, with their line numbers.
pub fn message_ids(text: &str) -> Vec<(String, usize)> {
    text.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let first = line.chars().next()?;
            if !first.is_ascii_alphabetic() {
                return None;
            }
            let (id, _) = line.split_once('=')?;
            let id = id.trim();
            id.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                .then(|| (id.to_string(), n + 1))
        })
        .collect()
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

/// The engine's answer to a computed question, in words.
pub fn computed_answer(
    loaded: &Loaded,
    sol: &Solution,
    object: &str,
    ask: Ask,
    lang: Lang,
) -> Result<String, String> {
    let i = loaded
        .game
        .lookup(object)
        .ok_or_else(|| format!("no object {object:?} in the scenario"))?;
    if loaded.game.objects[i].zone != Zone::Battlefield {
        return Err(format!("{object:?} is not on the battlefield at the end"));
    }
    let c = &sol.state.chars[i];
    let ex = crate::rules::explain::Explainer {
        game: &loaded.game,
        trace: &sol.trace,
        lang,
        numbering: crate::rules::layer::Numbering::Current,
    };
    use crate::rules::trace::Value;
    Ok(match ask {
        Ask::PowerToughness => match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => return Err(format!("{object:?} has no power and toughness")),
        },
        Ask::Types => ex.value(&Value::Types(c.types.clone()), Some(i), &sol.state.chars),
        Ask::Subtypes => ex.value(
            &Value::Strings(c.subtypes.clone()),
            Some(i),
            &sol.state.chars,
        ),
        Ask::Colors => ex.value(&Value::Colors(c.colors.clone()), Some(i), &sol.state.chars),
        Ask::Controller => format!("p{}", c.controller),
        Ask::Abilities => ex.value(
            &Value::Abilities(c.abilities.clone()),
            Some(i),
            &sol.state.chars,
        ),
        Ask::Dies => ex.value(&Value::Bool(sol.state.dies[i]), Some(i), &sol.state.chars),
    })
}

/// Loads the course from `--content DIR` or the embedded files.
pub fn load(dir: Option<&Path>) -> Result<(Course, Vec<FileError>), FileError> {
    let src = match dir {
        Some(d) => ContentSource::from_dir(d)?,
        None => ContentSource::embedded(),
    };
    Ok(Course::load(src))
}
