//! The checks of a course that need more than the content itself: the boards' expectations
//! (their abilities are compared as the rules text reads, in words) and the worked answers,
//! made when the app opens a `--content` course too (on the boards the course solved once); and
//! those `layerlab check` adds, too slow for a start: each drill template builds its problems
//! for a set of seeds, and the course's Fluent messages are read as the program will format them
//! (no variables passed), following every reference (cycles, unknown messages, terms and
//! attributes, variables nobody gives, control characters that would reach the terminal).
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;

use fluent_syntax::ast;

use crate::content::course::{Course, SCENARIOS, computed_object};
use crate::content::file_error::{FileError, Problem};
use crate::content::lesson::Block;
use crate::content::limits::{MAX_NESTING, line_col};
use crate::content::ron_file::{Doc, Node};
use crate::content::source::ContentSource;
use crate::drill::{self, Drills, GenError};
use crate::i18n::{Arg, Lang, Messages, ftl_scan};
use crate::words::{report, worked};

/// The seeds each drill template is built for (0 to this, excluded).
pub(crate) const DRILL_CHECK_SEEDS: u64 = 32;

/// The slow checks, in addition to the problems [`Course::load`] and [`expectations`] found.
pub fn check(course: &Course) -> Vec<FileError> {
    let mut out = drills(&course.source);
    out.extend(fluent(&course.source, &course.messages));
    out
}

/// The `expect` entries of every board a lesson opens must hold; each is reported at the entry
/// (each scenario once).
pub(crate) fn expectations(course: &Course) -> Vec<FileError> {
    let mut out = Vec::new();
    let mut checked = BTreeSet::new();
    let boards = course
        .lessons
        .iter()
        .flat_map(|l| l.lesson.pages.iter())
        .flat_map(|p| p.blocks.iter())
        .filter_map(|b| match b {
            Block::TryIt { scenario, .. } => Some(scenario),
            _ => None,
        });
    for scenario in boards {
        if !checked.insert(scenario.clone()) {
            continue;
        }
        // A board that does not load is reported by the load's own checks.
        let Ok(board) = course.solved(scenario) else {
            continue;
        };
        let (loaded, sol) = board.as_ref();
        let rel = format!("{SCENARIOS}{scenario}");
        let text = course.source.get(&rel).unwrap_or("");
        let doc = Doc::parse(text);
        let expect = doc.root().get("expect");
        // Each expectation by its id (the first with that id), found once for all mismatches.
        let mut by_id: HashMap<&str, Node<'_, '_>> = HashMap::new();
        for e in expect.iter().flat_map(|list| list.items()) {
            if let Some(id) = e.get("id").and_then(|n| n.str()) {
                by_id.entry(id).or_insert(e);
            }
        }
        for m in report::mismatches(loaded, sol) {
            let entry = by_id.get(m.id.as_str()).copied();
            let node = entry.and_then(|e| e.get(m.field).or_else(|| e.get("id")));
            let (line, col) = node.or(expect).map_or((1, 1), |n| n.pos());
            let id = ("id", Arg::from(&m.id));
            let field = ("field", Arg::from(m.field));
            let problem = Problem::new("content-expect-failed", vec![id, field]);
            // A missing object is said in words; other values are the file's own.
            let problem = if m.field == "id" {
                problem
                    .with("expected", Problem::new("solve-expect-an-object", vec![]))
                    .with("actual", Problem::new("solve-expect-no-object", vec![]))
            } else {
                let mut p = problem;
                p.args.push(("expected", Arg::from(&m.expected)));
                p.args.push(("actual", Arg::from(&m.actual)));
                p
            };
            out.push(FileError::at(
                course.source.display(&rel),
                line,
                col,
                problem,
            ));
        }
    }
    out
}

/// A computed question whose engine answer has no step under it teaches nothing: its board must
/// show what decides the answer. Each is reported at the question's object.
pub(crate) fn worked_answers(course: &Course) -> Vec<FileError> {
    let mut out = Vec::new();
    for lf in &course.lessons {
        let doc = Doc::parse(&lf.text);
        let pages = doc.root().get("pages");
        for (i, page) in lf.lesson.pages.iter().enumerate() {
            let blocks = pages.and_then(|n| n.index(i)).and_then(|n| n.get("blocks"));
            for (k, block) in page.blocks.iter().enumerate() {
                let Block::Question(q) = block else {
                    continue;
                };
                let Some((scenario, object, ask)) = q.computed() else {
                    continue;
                };
                // A board that does not load, or an object with no answer, is reported by the
                // load's own checks.
                let Ok(board) = course.solved(scenario) else {
                    continue;
                };
                let (loaded, sol) = board.as_ref();
                if computed_object(loaded, sol, object, ask).is_err()
                    || !worked::worked(loaded, sol, object, ask, Lang::En).is_empty()
                {
                    continue;
                }
                let node = blocks
                    .and_then(|n| n.index(k))
                    .and_then(|n| n.get("kind"))
                    .and_then(|n| n.get("object"));
                let (line, col) = node.map_or((1, 1), |n| n.pos());
                out.push(FileError::at(
                    course.source.display(&lf.rel),
                    line,
                    col,
                    Problem::new(
                        "content-worked-empty",
                        vec![("id", Arg::from(&q.id)), ("object", Arg::from(object))],
                    ),
                ));
            }
        }
    }
    out
}

/// Every template of the content builds a problem for each seed of `0..DRILL_CHECK_SEEDS`.
pub fn drills(source: &ContentSource) -> Vec<FileError> {
    let drills = match Drills::from_source(source) {
        Ok(d) => d,
        Err(errors) => return errors,
    };
    // Where each template's id is written.
    let mut places: HashMap<String, (PathBuf, (usize, usize))> = HashMap::new();
    for rel in source.files_under(drill::DRILLS_DIR, ".ron") {
        let text = source.get(rel).unwrap_or("");
        let doc = Doc::parse(text);
        if let Some(id) = doc.root().get("id") {
            places
                .entry(id.str().unwrap_or("").to_string())
                .or_insert((source.display(rel), id.pos()));
        }
    }
    let mut out = Vec::new();
    for t in &drills.templates {
        let (rel, at) = places
            .get(&t.id)
            .cloned()
            .unwrap_or_else(|| (PathBuf::from(drill::DRILLS_DIR), (1, 1)));
        for seed in 0..DRILL_CHECK_SEEDS {
            if let Err(e) = drill::generate(t, seed, &drills.catalogue) {
                let why = match &e {
                    GenError::Exhausted { .. } => Problem::new(
                        "content-drill-exhausted",
                        vec![("attempts", Arg::Num(drill::MAX_ATTEMPTS as i64))],
                    ),
                    GenError::Limit(problem) => problem.clone(),
                    other => Problem::worded(|lang| other.message(lang)),
                };
                out.push(FileError::at(
                    &rel,
                    at.0,
                    at.1,
                    Problem::new(
                        "content-drill-failed",
                        vec![("id", Arg::from(&t.id)), ("seed", Arg::Num(seed as i64))],
                    )
                    .with("why", why),
                ));
                // One seed is enough to show a template is broken.
                break;
            }
        }
    }
    out
}

/// What a message or term is, for references to it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Key {
    term: bool,
    id: String,
    attr: Option<String>,
}

impl Key {
    fn shown(&self) -> String {
        let dash = if self.term { "-" } else { "" };
        match &self.attr {
            Some(a) => format!("{dash}{}.{a}", self.id),
            None => format!("{dash}{}", self.id),
        }
    }
}

/// A reference found in a pattern.
#[derive(Clone, Debug)]
enum Use {
    To(Key, Vec<String>),
    Variable { name: String, selector: bool },
}

/// One message or term of a file, and where it is.
struct Def<'a> {
    rel: &'a str,
    text: &'a str,
    start: usize,
    end: usize,
    content: bool,
    /// The patterns of its value and attributes, with what each refers to.
    nodes: Vec<(Key, Vec<Use>)>,
}

impl Def<'_> {
    fn at(&self, source: &ContentSource, offset: usize, problem: Problem) -> FileError {
        let (line, col) = line_col(self.text, offset);
        FileError::at(source.display(self.rel), line, col, problem)
    }

    /// Where a reference to `key` (a variable: `$name`) is written in this entry.
    fn place_of(&self, kind: ftl_scan::RefKind, name: &str, attr: Option<&str>) -> usize {
        let body = &self.text[self.start..self.end];
        ftl_scan::refs(body)
            .into_iter()
            .find(|r| {
                r.kind == kind && r.name == name && (attr.is_none() || r.attr.as_deref() == attr)
            })
            .map_or(self.start, |r| self.start + r.pos)
    }
}

/// The Fluent checks, language by language.
pub(crate) fn fluent(source: &ContentSource, messages: &Messages) -> Vec<FileError> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let files: Vec<(&str, &str)> = source
            .ftl()
            .filter(|(l, _, _)| *l == lang)
            .map(|(_, rel, text)| (rel, text))
            .collect();
        let parsed: Vec<(&str, &str, ast::Resource<&str>)> = files
            .iter()
            .filter(|(_, text)| ftl_scan::too_deep(text, MAX_NESTING).is_none())
            .map(|(rel, text)| {
                let res = fluent_syntax::parser::parse(*text).unwrap_or_else(|(r, _)| r);
                (*rel, *text, res)
            })
            .collect();
        let mut defs: Vec<Def<'_>> = Vec::new();
        let mut index: HashMap<Key, usize> = HashMap::new();
        for (rel, text, res) in &parsed {
            let content = ContentSource::is_content_ftl(rel);
            let places = ftl_scan::entries(text);
            let mut seen: HashMap<(bool, &str), usize> = HashMap::new();
            for entry in &res.body {
                let (term, id, value, attrs) = match entry {
                    ast::Entry::Message(m) => (false, m.id.name, m.value.as_ref(), &m.attributes),
                    ast::Entry::Term(t) => (true, t.id.name, Some(&t.value), &t.attributes),
                    _ => continue,
                };
                // The n-th entry with this id in the file is the n-th header with it.
                let nth = seen.entry((term, id)).or_insert(0);
                let place = places
                    .iter()
                    .filter(|e| e.term == term && e.id == id)
                    .nth(*nth);
                *nth += 1;
                let (start, end) = place.map_or((0, 0), |e| (e.start, e.end));
                let mut nodes = Vec::new();
                let key = |attr: Option<&str>| Key {
                    term,
                    id: id.to_string(),
                    attr: attr.map(str::to_string),
                };
                if let Some(v) = value {
                    nodes.push((key(None), uses(v)));
                }
                for a in attrs {
                    nodes.push((key(Some(a.id.name)), uses(&a.value)));
                }
                let n = defs.len();
                for (k, _) in &nodes {
                    index.entry(k.clone()).or_insert(n);
                }
                // An entry's bare key also names it when it has only attributes.
                index.entry(key(None)).or_insert(n);
                defs.push(Def {
                    rel,
                    text,
                    start,
                    end,
                    content,
                    nodes,
                });
            }
        }
        out.extend(unknown_and_variables(source, lang, &defs, &index));
        out.extend(cycles(source, &defs, &index));
        out.extend(control(source, messages, lang, &defs));
    }
    out
}

/// What a pattern refers to (the nesting is bounded: files nested deeper than
/// [`MAX_NESTING`] are refused before they are parsed).
fn uses(p: &ast::Pattern<&str>) -> Vec<Use> {
    let mut out = Vec::new();
    pattern(p, &mut out);
    out
}

fn pattern(p: &ast::Pattern<&str>, out: &mut Vec<Use>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expr(expression, out);
        }
    }
}

fn expr(e: &ast::Expression<&str>, out: &mut Vec<Use>) {
    match e {
        ast::Expression::Inline(i) => inline(i, false, out),
        ast::Expression::Select { selector, variants } => {
            inline(selector, true, out);
            for v in variants {
                pattern(&v.value, out);
            }
        }
    }
}

fn inline(e: &ast::InlineExpression<&str>, selector: bool, out: &mut Vec<Use>) {
    match e {
        ast::InlineExpression::MessageReference { id, attribute } => out.push(Use::To(
            Key {
                term: false,
                id: id.name.to_string(),
                attr: attribute.as_ref().map(|a| a.name.to_string()),
            },
            Vec::new(),
        )),
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            let named = arguments
                .as_ref()
                .map(|a| a.named.iter().map(|n| n.name.name.to_string()).collect())
                .unwrap_or_default();
            out.push(Use::To(
                Key {
                    term: true,
                    id: id.name.to_string(),
                    attr: attribute.as_ref().map(|a| a.name.to_string()),
                },
                named,
            ));
            if let Some(args) = arguments {
                for a in &args.positional {
                    inline(a, false, out);
                }
            }
        }
        ast::InlineExpression::VariableReference { id } => out.push(Use::Variable {
            name: id.name.to_string(),
            selector,
        }),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, selector, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expr(expression, out),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

/// References to messages, terms or attributes that do not exist; variables in course messages
/// (the program formats them with none); variables a term shows that a reference to it does not
/// give.
fn unknown_and_variables(
    source: &ContentSource,
    lang: Lang,
    defs: &[Def<'_>],
    index: &HashMap<Key, usize>,
) -> Vec<FileError> {
    use ftl_scan::RefKind;
    let mut out = Vec::new();
    // For each term: the arguments each content reference gives it, and where.
    let mut term_calls: BTreeMap<String, Vec<(usize, Vec<String>)>> = BTreeMap::new();
    for (n, d) in defs.iter().enumerate() {
        for (_, list) in &d.nodes {
            for u in list {
                if let Use::To(k, named) = u
                    && k.term
                    && d.content
                {
                    term_calls
                        .entry(k.id.clone())
                        .or_default()
                        .push((n, named.clone()));
                }
            }
        }
    }
    for d in defs.iter().filter(|d| d.content) {
        for (key, list) in &d.nodes {
            for u in list {
                match u {
                    Use::To(target, _) => {
                        let base = Key {
                            attr: None,
                            ..target.clone()
                        };
                        if index.contains_key(target) {
                            continue;
                        }
                        let kind = if target.term {
                            RefKind::Term
                        } else {
                            RefKind::Message
                        };
                        let offset = d.place_of(kind, &target.id, target.attr.as_deref());
                        let problem = if index.contains_key(&base) {
                            Problem::new(
                                "content-ftl-unknown-attribute",
                                vec![
                                    ("id", Arg::from(key.shown())),
                                    ("target", Arg::from(base.shown())),
                                    ("attr", Arg::from(target.attr.clone().unwrap_or_default())),
                                ],
                            )
                        } else {
                            Problem::new(
                                if target.term {
                                    "content-ftl-unknown-term"
                                } else {
                                    "content-ftl-unknown-message"
                                },
                                vec![
                                    ("id", Arg::from(key.shown())),
                                    ("target", Arg::from(base.shown())),
                                    ("lang", Arg::from(lang.code())),
                                ],
                            )
                        };
                        out.push(d.at(source, offset, problem));
                    }
                    Use::Variable { name, selector } => {
                        let offset = d.place_of(RefKind::Variable, name, None);
                        if !key.term {
                            out.push(d.at(
                                source,
                                offset,
                                Problem::new(
                                    "content-ftl-variable",
                                    vec![("id", Arg::from(key.shown())), ("var", Arg::from(name))],
                                ),
                            ));
                        } else if !selector {
                            // Shown as text: every reference must give it.
                            let calls = term_calls.get(&key.id).map(Vec::as_slice).unwrap_or(&[]);
                            if let Some((by, _)) =
                                calls.iter().find(|(_, named)| !named.contains(name))
                            {
                                let caller = &defs[*by];
                                let at = caller.place_of(RefKind::Term, &key.id, None);
                                let (line, col) = line_col(caller.text, at);
                                out.push(d.at(
                                    source,
                                    offset,
                                    Problem::new(
                                        "content-ftl-term-variable",
                                        vec![
                                            ("id", Arg::from(key.shown())),
                                            ("var", Arg::from(name)),
                                            (
                                                "by",
                                                Arg::from(format!(
                                                    "{}:{line}:{col}",
                                                    source.display(caller.rel).display()
                                                )),
                                            ),
                                        ],
                                    ),
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// Messages that refer back to themselves, through any chain of messages, terms and attributes.
/// Each cycle is reported once, at the reference that closes it in a course file.
fn cycles(source: &ContentSource, defs: &[Def<'_>], index: &HashMap<Key, usize>) -> Vec<FileError> {
    // The graph over keys; edges to keys that exist.
    let mut edges: BTreeMap<&Key, Vec<&Key>> = BTreeMap::new();
    let mut owner: HashMap<&Key, usize> = HashMap::new();
    let keys: BTreeMap<&Key, &Key> = index.keys().map(|k| (k, k)).collect();
    for (n, d) in defs.iter().enumerate() {
        for (key, list) in &d.nodes {
            owner.entry(key).or_insert(n);
            let targets = list.iter().filter_map(|u| match u {
                Use::To(k, _) => keys.get(k).copied(),
                Use::Variable { .. } => None,
            });
            edges.entry(key).or_default().extend(targets);
        }
    }
    let mut out = Vec::new();
    let mut reported: BTreeSet<Vec<&Key>> = BTreeSet::new();
    // 0 unseen, 1 on the path, 2 done.
    let mut state: HashMap<&Key, u8> = HashMap::new();
    for &start in edges.keys() {
        if state.get(start).copied().unwrap_or(0) != 0 {
            continue;
        }
        // Depth first without recursion: (node, next edge to follow).
        let mut path: Vec<(&Key, usize)> = vec![(start, 0)];
        state.insert(start, 1);
        while let Some((node, next)) = path.last().copied() {
            let targets = edges.get(node).map(Vec::as_slice).unwrap_or(&[]);
            if let Some(&t) = targets.get(next) {
                if let Some(last) = path.last_mut() {
                    last.1 += 1;
                }
                match state.get(t).copied().unwrap_or(0) {
                    0 => {
                        state.insert(t, 1);
                        path.push((t, 0));
                    }
                    1 => {
                        let from = path.iter().position(|(k, _)| *k == t).unwrap_or(0);
                        let cycle: Vec<&Key> = path[from..].iter().map(|(k, _)| *k).collect();
                        let mut canon = cycle.clone();
                        canon.sort();
                        if reported.insert(canon) {
                            out.extend(report_cycle(source, defs, &owner, &cycle));
                        }
                    }
                    _ => {}
                }
            } else {
                state.insert(node, 2);
                path.pop();
            }
        }
    }
    out
}

fn report_cycle(
    source: &ContentSource,
    defs: &[Def<'_>],
    owner: &HashMap<&Key, usize>,
    cycle: &[&Key],
) -> Option<FileError> {
    // The first member written in a course file, and the reference to the next member.
    let i = cycle
        .iter()
        .position(|k| owner.get(k).is_some_and(|n| defs[*n].content))?;
    let key = cycle[i];
    let next = cycle[(i + 1) % cycle.len()];
    let d = &defs[*owner.get(key)?];
    let kind = if next.term {
        ftl_scan::RefKind::Term
    } else {
        ftl_scan::RefKind::Message
    };
    let offset = d.place_of(kind, &next.id, next.attr.as_deref());
    let mut chain: Vec<String> = cycle[i..]
        .iter()
        .chain(cycle[..i].iter())
        .map(|k| k.shown())
        .collect();
    chain.push(key.shown());
    Some(d.at(
        source,
        offset,
        Problem::new(
            "content-ftl-cycle",
            vec![
                ("id", Arg::from(key.shown())),
                ("chain", Arg::from(chain.join(" → "))),
            ],
        ),
    ))
}

/// What a character to escape is, for the message that names it.
fn char_kind(c: char) -> &'static str {
    if crate::escape::hidden(c) {
        "invisible"
    } else {
        "control"
    }
}

/// Control characters in a course message, written in the file or made by an escape, would
/// reach the terminal (newlines and tabs are text); invisible format characters would change
/// how a line reads without showing.
fn control(
    source: &ContentSource,
    messages: &Messages,
    lang: Lang,
    defs: &[Def<'_>],
) -> Vec<FileError> {
    let bad = crate::escape::must_escape;
    let mut out = Vec::new();
    for d in defs.iter().filter(|d| d.content) {
        let body = &d.text[d.start..d.end];
        let mut found = false;
        for (k, c) in body.char_indices() {
            if bad(c) && !(c == '\r' && body[k + 1..].starts_with('\n')) {
                let key = &d.nodes.first().map(|n| n.0.shown()).unwrap_or_default();
                out.push(d.at(
                    source,
                    d.start + k,
                    Problem::new(
                        "content-ftl-control",
                        vec![
                            ("id", Arg::from(key.as_str())),
                            ("code", Arg::from(format!("U+{:04X}", c as u32))),
                            ("kind", Arg::from(char_kind(c))),
                        ],
                    ),
                ));
                found = true;
                break;
            }
        }
        if found {
            continue;
        }
        for (key, _) in &d.nodes {
            if key.term || key.attr.is_some() {
                continue;
            }
            let s = messages.format(lang, &key.id, &[]);
            if let Some(c) = s.chars().find(|c| bad(*c)) {
                out.push(d.at(
                    source,
                    d.start,
                    Problem::new(
                        "content-ftl-control",
                        vec![
                            ("id", Arg::from(key.shown())),
                            ("code", Arg::from(format!("U+{:04X}", c as u32))),
                            ("kind", Arg::from(char_kind(c))),
                        ],
                    ),
                ));
            }
        }
    }
    out
}
