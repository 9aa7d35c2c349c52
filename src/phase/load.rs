//! Reading a scenario file: which kind it is, parsing it with positions, and the checks made
//! before anything runs. Every error reads `path:line:col: message`, the message in `lang`.

use std::collections::HashSet;
use std::path::Path;

use super::scenario::{
    ChainScenario, EffectDef, FORMAT_VERSION, MAX_MAX_RESOLUTIONS, OnResolve, PhaseScenario,
    Scenario,
};
use crate::content::ron_file::{self, FileError};
use crate::fargs;
use crate::i18n::{Lang, tr};

/// The struct names a scenario file may start with.
const PHASE_NAME: &str = "PhaseScenario";
const CHAIN_NAME: &str = "ChainScenario";

/// Reads and checks the scenario file at `path`.
pub fn load(path: &Path, lang: Lang) -> Result<Scenario, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        FileError::new(
            path,
            1,
            1,
            tr(lang, "phase-error-read", fargs![reason = e.to_string()]),
        )
    })?;
    parse(path, &text, lang)
}

/// Parses and checks scenario `text` (read from `path`).
pub fn parse(path: &Path, text: &str, lang: Lang) -> Result<Scenario, FileError> {
    let Some((name, line, col)) = leading_identifier(text) else {
        let (line, col) = first_token(text);
        return Err(FileError::new(
            path,
            line,
            col,
            tr(lang, "phase-error-kind-missing", &[]),
        ));
    };
    match name.as_str() {
        PHASE_NAME => {
            let s: PhaseScenario = ron_file::parse(path, text)?;
            check_version(path, text, s.format_version, lang)?;
            check_phase(path, text, &s, lang)?;
            Ok(Scenario::Phase(s))
        }
        CHAIN_NAME => {
            let s: ChainScenario = ron_file::parse(path, text)?;
            check_version(path, text, s.format_version, lang)?;
            check_chain(path, text, &s, lang)?;
            Ok(Scenario::Chain(s))
        }
        _ => Err(FileError::new(
            path,
            line,
            col,
            tr(lang, "phase-error-kind", fargs![found = name]),
        )),
    }
}

fn check_version(path: &Path, text: &str, found: u32, lang: Lang) -> Result<(), FileError> {
    if found == FORMAT_VERSION {
        return Ok(());
    }
    let (line, col) = locate_word(text, "format_version");
    Err(FileError::new(
        path,
        line,
        col,
        tr(
            lang,
            "phase-error-version",
            fargs![found = found as i64, supported = FORMAT_VERSION as i64],
        ),
    ))
}

/// Checks ids, the loop guard's limit and the targets of `Remove`.
fn check_phase(path: &Path, text: &str, s: &PhaseScenario, lang: Lang) -> Result<(), FileError> {
    if s.max_resolutions > MAX_MAX_RESOLUTIONS {
        let (line, col) = locate_word(text, "max_resolutions");
        return Err(FileError::new(
            path,
            line,
            col,
            tr(
                lang,
                "phase-error-max-resolutions",
                fargs![
                    found = s.max_resolutions as i64,
                    limit = MAX_MAX_RESOLUTIONS as i64
                ],
            ),
        ));
    }
    if let Err(e) = super::procedure::check_scenario(s) {
        let (line, col) = match &e {
            super::procedure::SetupError::TooManySpawns { id, .. } => {
                ron_file::locate_literal(text, id)
            }
            _ => locate_word(text, "effects"),
        };
        let message = super::errors::setup_message(&e, lang);
        return Err(FileError::new(path, line, col, message));
    }
    let mut declared = Vec::new();
    collect_ids(&s.effects, &mut declared);
    for id in &declared {
        check_id(path, text, id, lang)?;
    }
    let mut seen = HashSet::new();
    for e in &s.effects {
        if !seen.insert(e.id.as_str()) {
            let (line, col) = locate_nth_literal(text, &e.id, 1);
            return Err(FileError::new(
                path,
                line,
                col,
                tr(lang, "phase-error-duplicate-id", fargs![id = e.id.as_str()]),
            ));
        }
    }
    let known: HashSet<&str> = declared.iter().map(String::as_str).collect();
    let mut removed = Vec::new();
    collect_removes(&s.effects, &mut removed);
    for id in removed {
        if !known.contains(id.as_str()) {
            let (line, col) = locate_literal_after(text, &id, "Remove");
            return Err(FileError::new(
                path,
                line,
                col,
                tr(lang, "phase-error-remove-unknown", fargs![id = id]),
            ));
        }
    }
    Ok(())
}

/// Checks ids and that no mandatory effect is declined.
fn check_chain(path: &Path, text: &str, s: &ChainScenario, lang: Lang) -> Result<(), FileError> {
    let mut seen = HashSet::new();
    for e in &s.effects {
        check_id(path, text, &e.id, lang)?;
        if !seen.insert(e.id.as_str()) {
            let (line, col) = locate_nth_literal(text, &e.id, 1);
            return Err(FileError::new(
                path,
                line,
                col,
                tr(lang, "phase-error-duplicate-id", fargs![id = e.id.as_str()]),
            ));
        }
        if e.mandatory && !e.activate {
            let (line, col) = ron_file::locate_literal(text, &e.id);
            return Err(FileError::new(
                path,
                line,
                col,
                tr(
                    lang,
                    "phase-error-declined-mandatory",
                    fargs![id = e.id.as_str()],
                ),
            ));
        }
    }
    Ok(())
}

/// Every id declared in `effects` and their spawns, nested ones included.
fn collect_ids(effects: &[EffectDef], out: &mut Vec<String>) {
    for e in effects {
        out.push(e.id.clone());
        collect_spawn_ids(&e.on_resolve, out);
    }
}

fn collect_spawn_ids(actions: &[OnResolve], out: &mut Vec<String>) {
    for a in actions {
        if let OnResolve::Spawn { id, on_resolve, .. } = a {
            out.push(id.clone());
            collect_spawn_ids(on_resolve, out);
        }
    }
}

/// Every id named by a `Remove`, nested ones included.
fn collect_removes(effects: &[EffectDef], out: &mut Vec<String>) {
    fn walk(actions: &[OnResolve], out: &mut Vec<String>) {
        for a in actions {
            match a {
                OnResolve::Remove(id) => out.push(id.clone()),
                OnResolve::Spawn { on_resolve, .. } => walk(on_resolve, out),
                OnResolve::Renew => {}
            }
        }
    }
    for e in effects {
        walk(&e.on_resolve, out);
    }
}

/// Whether `id` can be written in the trace notation without ambiguity.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id != "pass"
        && id != "-"
        && id
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '\''))
}

fn check_id(path: &Path, text: &str, id: &str, lang: Lang) -> Result<(), FileError> {
    if is_valid_id(id) {
        return Ok(());
    }
    let (line, col) = ron_file::locate_literal(text, id);
    Err(FileError::new(
        path,
        line,
        col,
        tr(lang, "phase-error-bad-id", fargs![id = id]),
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
    let before = &text[..pos.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Where a bare word (a field name) first appears; falls back to 1:1.
fn locate_word(text: &str, word: &str) -> (usize, usize) {
    text.find(word).map_or((1, 1), |p| line_col(text, p))
}

/// Where the literal `"needle"` appears for the `n`-th time (from 0); falls back to the first.
fn locate_nth_literal(text: &str, needle: &str, n: usize) -> (usize, usize) {
    let quoted = format!("\"{needle}\"");
    match text.match_indices(&quoted).nth(n) {
        Some((p, _)) => line_col(text, p),
        None => ron_file::locate_literal(text, needle),
    }
}

/// Where `"needle"` first appears right after `keyword(` (spaces allowed); falls back to the
/// first occurrence of the literal.
fn locate_literal_after(text: &str, needle: &str, keyword: &str) -> (usize, usize) {
    let quoted = format!("\"{needle}\"");
    for (p, _) in text.match_indices(&quoted) {
        let before = text[..p].trim_end();
        if let Some(b) = before.strip_suffix('(')
            && b.trim_end().ends_with(keyword)
        {
            return line_col(text, p);
        }
    }
    ron_file::locate_literal(text, needle)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(!is_valid_id("a b"));
        assert!(!is_valid_id("a,b"));
        assert!(!is_valid_id("m1!"));
    }

    #[test]
    fn remove_is_located() {
        let text = "x \"m1\"\n Remove( \"m1\")";
        assert_eq!(locate_literal_after(text, "m1", "Remove"), (2, 10));
    }
}
