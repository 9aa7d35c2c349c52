//! Reading a phase or chain scenario file (`layerlab phase`): which kind it is, parsing it with
//! positions, and the checks made before anything runs. Every error reads
//! `path:line:col: message`, the message in `lang`. The engine itself ([`crate::phase`]) only
//! runs what this returns.

use std::collections::HashSet;
use std::path::Path;

use super::file_error::Problem;
use super::limits;
use super::phase_problems;
use super::ron_file::{self, Doc, FileError, Node, locate_field};
use crate::i18n::{Arg, Lang};
use crate::phase::procedure::{SetupError, check_scenario};
use crate::phase::scenario::{
    ChainScenario, EffectDef, FORMAT_VERSION, MAX_MAX_RESOLUTIONS, OnResolve, PhaseScenario,
    Scenario,
};

/// The struct names a scenario file may start with.
const PHASE_NAME: &str = "PhaseScenario";
const CHAIN_NAME: &str = "ChainScenario";

/// Reads and checks the scenario file at `path` (with [`limits::read_text`]: a regular file of
/// at most 4 MiB). Errors show in `lang`.
pub fn load(path: &Path, lang: Lang) -> Result<Scenario, FileError> {
    let text = limits::read_text(path).map_err(|e| read_error(e, lang))?;
    parse(path, &text, lang)
}

/// Whether `text` is a phase or chain scenario (it starts, after comments, with the name of
/// one), not a layer scenario.
pub(crate) fn is_procedure(text: &str) -> bool {
    leading_identifier(text).is_some_and(|(name, _, _)| name == PHASE_NAME || name == CHAIN_NAME)
}

/// Why a scenario file could not be read (`e`, from [`limits::read_text`]), as a scenario's
/// error in `lang`.
pub fn read_error(e: FileError, lang: Lang) -> FileError {
    FileError::at(
        &e.path,
        e.line,
        e.col,
        Problem::new("phase-error-read", vec![]).with("reason", e.problem),
    )
    .in_lang(lang)
}

/// Parses and checks scenario `text` (read from `path`). Errors show in `lang`.
pub fn parse(path: &Path, text: &str, lang: Lang) -> Result<Scenario, FileError> {
    parse_checked(path, text).map_err(|e| e.in_lang(lang))
}

fn problem(id: &'static str, args: Vec<(&'static str, Arg)>) -> Problem {
    Problem::new(id, args)
}

fn parse_checked(path: &Path, text: &str) -> Result<Scenario, FileError> {
    let Some((name, line, col)) = leading_identifier(text) else {
        let (line, col) = first_token(text);
        return Err(FileError::at(
            path,
            line,
            col,
            problem("phase-error-kind-missing", vec![]),
        ));
    };
    match name.as_str() {
        PHASE_NAME => {
            let s: PhaseScenario = ron_file::parse(path, text)?;
            check_version(path, text, s.format_version)?;
            check_phase(path, text, &s)?;
            Ok(Scenario::Phase(s))
        }
        CHAIN_NAME => {
            let s: ChainScenario = ron_file::parse(path, text)?;
            check_version(path, text, s.format_version)?;
            check_chain(path, text, &s)?;
            Ok(Scenario::Chain(s))
        }
        _ => Err(FileError::at(
            path,
            line,
            col,
            problem("phase-error-kind", vec![("found", Arg::from(name))]),
        )),
    }
}

fn check_version(path: &Path, text: &str, found: u32) -> Result<(), FileError> {
    if found == FORMAT_VERSION {
        return Ok(());
    }
    let (line, col) = field_value(text, "format_version");
    Err(FileError::at(
        path,
        line,
        col,
        problem(
            "phase-error-version",
            vec![
                ("found", Arg::Num(i64::from(found))),
                ("supported", Arg::Num(i64::from(FORMAT_VERSION))),
            ],
        ),
    ))
}

/// Where the file's top field `field` is written (1:1 if nowhere).
fn field_value(text: &str, field: &str) -> (usize, usize) {
    Doc::parse(text)
        .root()
        .field_pos(field)
        .or_else(|| locate_field(text, field))
        .unwrap_or((1, 1))
}

/// The place of `node`, or of the file's start when the file has no such value.
fn pos(node: Option<Node<'_, '_>>) -> (usize, usize) {
    node.map_or((1, 1), |n| n.pos())
}

/// An id declared in the file (an effect's or a spawn's), and where it is written.
struct Declared<'a, 'd, 't> {
    id: &'a str,
    at: Option<Node<'d, 't>>,
}

/// Every id declared in `effects` and their spawns, nested ones included, and every id named
/// by a `Remove`, each with the place it is written.
fn collect<'a, 'd, 't>(
    effects: &'a [EffectDef],
    list: Option<Node<'d, 't>>,
) -> (Vec<Declared<'a, 'd, 't>>, Vec<Declared<'a, 'd, 't>>) {
    let mut declared = Vec::new();
    let mut removed = Vec::new();
    let mut stack: Vec<(&'a [OnResolve], Option<Node<'d, 't>>)> = Vec::new();
    for (i, e) in effects.iter().enumerate() {
        let node = list.and_then(|l| l.index(i));
        declared.push(Declared {
            id: &e.id,
            at: node.and_then(|n| n.get("id")),
        });
        stack.push((&e.on_resolve, node.and_then(|n| n.get("on_resolve"))));
    }
    let mut spawns = Vec::new();
    while let Some((actions, list)) = stack.pop() {
        for (k, a) in actions.iter().enumerate() {
            let node = list.and_then(|l| l.index(k));
            match a {
                OnResolve::Spawn { id, on_resolve, .. } => {
                    spawns.push(Declared {
                        id,
                        at: node.and_then(|n| n.get("id")),
                    });
                    stack.push((on_resolve, node.and_then(|n| n.get("on_resolve"))));
                }
                OnResolve::Remove(id) => removed.push(Declared {
                    id,
                    at: node.and_then(|n| n.index(0)),
                }),
                OnResolve::Renew => {}
            }
        }
    }
    spawns.sort_by_key(|d| d.at.map_or(usize::MAX, |n| n.offset()));
    removed.sort_by_key(|d| d.at.map_or(usize::MAX, |n| n.offset()));
    declared.extend(spawns);
    (declared, removed)
}

/// Checks ids, the loop guard's limit and the targets of `Remove`.
fn check_phase(path: &Path, text: &str, s: &PhaseScenario) -> Result<(), FileError> {
    if s.max_resolutions > MAX_MAX_RESOLUTIONS {
        let (line, col) = field_value(text, "max_resolutions");
        return Err(FileError::at(
            path,
            line,
            col,
            problem(
                "phase-error-max-resolutions",
                vec![
                    ("found", Arg::Num(i64::from(s.max_resolutions))),
                    ("limit", Arg::Num(i64::from(MAX_MAX_RESOLUTIONS))),
                ],
            ),
        ));
    }
    let doc = Doc::parse(text);
    let list = doc.root().get("effects");
    let (declared, removed) = collect(&s.effects, list);
    if let Err(e) = check_scenario(s) {
        let at = match &e {
            SetupError::TooManySpawns { id, .. } => {
                declared.iter().find(|d| d.id == id).and_then(|d| d.at)
            }
            _ => None,
        };
        let (line, col) = match at {
            Some(node) => pos(Some(node)),
            None => field_value(text, "effects"),
        };
        return Err(FileError::at(path, line, col, phase_problems::setup(&e)));
    }
    for d in &declared {
        check_id(path, d.id, d.at)?;
    }
    let mut seen = HashSet::new();
    for (i, e) in s.effects.iter().enumerate() {
        if !seen.insert(e.id.as_str()) {
            let (line, col) = pos(list.and_then(|l| l.index(i)).and_then(|n| n.get("id")));
            return Err(FileError::at(
                path,
                line,
                col,
                problem("phase-error-duplicate-id", vec![("id", Arg::from(&e.id))]),
            ));
        }
    }
    let known: HashSet<&str> = declared.iter().map(|d| d.id).collect();
    for r in removed {
        if !known.contains(r.id) {
            let (line, col) = pos(r.at);
            return Err(FileError::at(
                path,
                line,
                col,
                problem("phase-error-remove-unknown", vec![("id", Arg::from(r.id))]),
            ));
        }
    }
    Ok(())
}

/// Checks ids and that no mandatory effect is declined.
fn check_chain(path: &Path, text: &str, s: &ChainScenario) -> Result<(), FileError> {
    let doc = Doc::parse(text);
    let list = doc.root().get("effects");
    let mut seen = HashSet::new();
    for (i, e) in s.effects.iter().enumerate() {
        let node = list.and_then(|l| l.index(i));
        check_id(path, &e.id, node.and_then(|n| n.get("id")))?;
        if !seen.insert(e.id.as_str()) {
            let (line, col) = pos(node.and_then(|n| n.get("id")));
            return Err(FileError::at(
                path,
                line,
                col,
                problem("phase-error-duplicate-id", vec![("id", Arg::from(&e.id))]),
            ));
        }
        if e.mandatory && !e.activate {
            let at = node.and_then(|n| n.get("activate").or_else(|| n.get("id")));
            let (line, col) = pos(at);
            return Err(FileError::at(
                path,
                line,
                col,
                problem(
                    "phase-error-declined-mandatory",
                    vec![("id", Arg::from(&e.id))],
                ),
            ));
        }
    }
    Ok(())
}

/// Whether `id` can be written in the trace notation without ambiguity.
pub(crate) fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        // The trace's tokens: "pass" in English, "passe" in French.
        && id != "pass"
        && id != "passe"
        && id != "-"
        && id
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '\''))
}

fn check_id(path: &Path, id: &str, at: Option<Node<'_, '_>>) -> Result<(), FileError> {
    if is_valid_id(id) {
        return Ok(());
    }
    let (line, col) = pos(at);
    Err(FileError::at(
        path,
        line,
        col,
        problem("phase-error-bad-id", vec![("id", Arg::from(id))]),
    ))
}

/// The first identifier of the file, after whitespace, comments and `#![...]` attributes,
/// with its line and column.
fn leading_identifier(text: &str) -> Option<(String, usize, usize)> {
    let start = skip_trivia(text);
    let rest = &text[start..];
    let len: usize = rest
        .char_indices()
        .take_while(|(i, c)| c.is_ascii_alphabetic() || *c == '_' || (*i > 0 && c.is_ascii_digit()))
        .map(|(_, c)| c.len_utf8())
        .sum();
    if len == 0 {
        return None;
    }
    let (line, col) = line_col(text, start);
    Some((rest[..len].to_string(), line, col))
}

/// Where the first token is (for an error when the file does not start with a name).
fn first_token(text: &str) -> (usize, usize) {
    line_col(text, skip_trivia(text))
}

/// The byte offset of the first character that is not whitespace, a comment or an attribute.
fn skip_trivia(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    loop {
        while i < bytes.len() && (bytes[i] as char).is_ascii_whitespace() {
            i += 1;
        }
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += block_comment_len(rest);
        } else if rest.starts_with("#!") || rest.starts_with("#[") {
            i += rest.find(']').map_or(rest.len(), |p| p + 1);
        } else {
            return i;
        }
    }
}

/// The length of the (possibly nested) block comment at the start of `s`.
fn block_comment_len(s: &str) -> usize {
    let mut depth = 0usize;
    let mut i = 0;
    while i < s.len() {
        let rest = &s[i..];
        if rest.starts_with("/*") {
            depth += 1;
            i += 2;
        } else if rest.starts_with("*/") {
            depth = depth.saturating_sub(1);
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    s.len()
}

fn line_col(text: &str, pos: usize) -> (usize, usize) {
    limits::line_col(text, pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Placing every effect of a long script (its id, its `on_resolve`, the ids it removes)
    /// reads each value of the file a bounded number of times: n effects cost in proportion to
    /// n, not to n² as when the n-th effect was found by walking the list from its start.
    #[test]
    fn placing_a_long_scripts_effects_reads_each_value_a_bounded_number_of_times() {
        for n in [2_000, 4_000] {
            let text = crate::testkit::phase::script(n);
            let Ok(Scenario::Phase(s)) = parse(Path::new("long.ron"), &text, Lang::En) else {
                panic!("the script reads");
            };
            let doc = Doc::parse(&text);
            let list = doc.root().get("effects");
            ron_file::locate::work::take();
            let (declared, removed) = collect(&s.effects, list);
            let read = ron_file::locate::work::take();
            let spawns = crate::testkit::phase::script_spawns(n);
            assert_eq!(declared.len(), n + spawns);
            assert_eq!(removed.len(), n / 10);
            assert!(read <= 10 * n, "{read} values read for {n} effects");
        }
    }

    #[test]
    fn leading_identifier_skips_comments_and_attributes() {
        let text = "// a\n/* b /* nested */ c */\n#![enable(implicit_some)]\n  ChainScenario(";
        let (name, line, col) = leading_identifier(text).unwrap();
        assert_eq!(name, "ChainScenario");
        assert_eq!((line, col), (4, 3));
    }

    #[test]
    fn no_identifier() {
        assert!(leading_identifier("  (a: 1)").is_none());
        assert!(leading_identifier("").is_none());
    }

    #[test]
    fn ids() {
        assert!(is_valid_id("m1"));
        assert!(is_valid_id("Am1"));
        assert!(is_valid_id("é-1"));
        assert!(!is_valid_id(""));
        assert!(!is_valid_id("pass"));
        assert!(!is_valid_id("passe"));
        assert!(!is_valid_id("a b"));
        assert!(!is_valid_id("a,b"));
        assert!(!is_valid_id("m1!"));
    }

    #[test]
    fn a_remove_is_located_in_its_effect_not_in_a_comment() {
        let text = "// Remove(\"gone\") is what we test\nPhaseScenario(format_version: 1, effects: [\n  (id: \"m1\", player: A, mandatory: true),\n  (id: \"m2\", player: A, mandatory: true, on_resolve: [Spawn(id: \"s\", player: P, mandatory: false, on_resolve: [Remove(\"gone\")])]),\n])";
        let e = parse(Path::new("s.ron"), text, Lang::En).unwrap_err();
        assert_eq!((e.line, e.col), (4, 119), "{e}");
        assert!(e.to_string().contains("gone"), "{e}");
    }
}
