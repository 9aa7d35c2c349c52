//! Card and effect data the engine refuses to read (`rules::meaning`), as errors at their place
//! in the file: the refusal's path of fields and indices is followed in the file's tree.

use std::path::Path;

use super::file_error::{FileError, Problem};
use super::ron_file::{Doc, Node};
use crate::i18n::Arg;
use crate::rules::meaning::{Meaningless, Refusal, Seg};

/// The error for `r`, about the value `start` finds in `text` (a card of a list, an action), the
/// refusal's path followed from there as far as the file writes it.
pub(crate) fn refusal_error(
    path: &Path,
    text: &str,
    start: impl for<'d, 't> Fn(Node<'d, 't>) -> Option<Node<'d, 't>>,
    r: &Refusal,
) -> FileError {
    let doc = Doc::parse(text);
    let mut at = start(doc.root());
    if let Some(mut node) = at {
        for seg in &r.path {
            let next = match seg {
                Seg::Field(f) => node.get(f),
                Seg::Index(i) => node.index(*i),
            };
            match next {
                Some(n) => node = n,
                None => break,
            }
        }
        at = Some(node);
    }
    let (line, col) = at.map_or((1, 1), |n| n.pos());
    FileError::at(path, line, col, problem(&r.why))
}

/// The error `problem` at the value `find` finds in `text` (1:1 when it finds none).
pub(crate) fn error_at(
    path: &Path,
    text: &str,
    find: impl for<'d, 't> Fn(Node<'d, 't>) -> Option<Node<'d, 't>>,
    problem: Problem,
) -> FileError {
    let doc = Doc::parse(text);
    let (line, col) = find(doc.root()).map_or((1, 1), |n| n.pos());
    FileError::at(path, line, col, problem)
}

/// The message that says why.
pub(crate) fn problem(why: &Meaningless) -> Problem {
    let (id, args): (&str, Vec<(&'static str, Arg)>) = match why {
        Meaningless::NotACopyException => ("meaning-not-a-copy-exception", vec![]),
        Meaningless::KeepOutsideCopy => ("meaning-keep-outside-copy", vec![]),
        Meaningless::DropOutsideCopy => ("meaning-drop-outside-copy", vec![]),
        Meaningless::CopyFieldsOnEnter => ("meaning-copy-fields-on-enter", vec![]),
        Meaningless::NoSuchTarget { n, count } => (
            "meaning-no-such-target",
            vec![
                ("n", Arg::from(n.saturating_add(1))),
                ("count", Arg::from(*count)),
            ],
        ),
        Meaningless::TargetInStatic => ("meaning-target-in-static", vec![]),
        Meaningless::ObjectsOnCard => ("meaning-objects-on-card", vec![]),
        Meaningless::XInStatic => ("meaning-x-in-static", vec![]),
        Meaningless::RelativeFilter => ("meaning-relative-filter", vec![]),
        Meaningless::NoSource => ("meaning-no-source", vec![]),
        Meaningless::CdaShape => ("meaning-cda-shape", vec![]),
        Meaningless::DefineOutsideCda => ("meaning-define-outside-cda", vec![]),
        Meaningless::PlayerPartOnObjects => ("meaning-player-part-on-objects", vec![]),
        Meaningless::ObjectRuleOnPlayers => ("meaning-object-rule-on-players", vec![]),
        Meaningless::OracleLines { lines, said } => (
            "meaning-oracle-lines",
            vec![("lines", Arg::from(*lines)), ("said", Arg::from(*said))],
        ),
        Meaningless::UnknownKeyword { words, variant } => (
            "meaning-unknown-keyword",
            vec![
                (
                    "words",
                    Arg::from(crate::escape::one_line(words).into_owned()),
                ),
                (
                    "variant",
                    Arg::from(variant.map_or("none".to_string(), |v| v.replace(" ", ""))),
                ),
            ],
        ),
        Meaningless::KeywordSpelling { words, canonical } => (
            "meaning-keyword-spelling",
            vec![
                (
                    "words",
                    Arg::from(crate::escape::one_line(words).into_owned()),
                ),
                (
                    "canonical",
                    Arg::from(crate::escape::one_line(canonical).into_owned()),
                ),
            ],
        ),
    };
    Problem::new(id, args)
}

/// The error for a card's text field: `problem` at byte `at` of the string value of `field`
/// in the card `start` finds (at the field itself when it is not a string in the file).
pub(crate) fn card_text_error(
    path: &Path,
    text: &str,
    start: impl for<'d, 't> Fn(Node<'d, 't>) -> Option<Node<'d, 't>>,
    e: super::card_text::fields::FieldError,
) -> FileError {
    let doc = Doc::parse(text);
    let card = start(doc.root());
    let face = match card {
        Some(c) if e.back => c.get("back").map(|b| b.unwrap().unwrap()).or(Some(c)),
        other => other,
    };
    let pos = match face.and_then(|c| c.get(e.field).map(|n| n.offset()).or(Some(c.offset()))) {
        Some(quote) => inside_string(text, quote, e.at),
        None => 0,
    };
    let (line, col) = doc.line_col(pos);
    FileError::at(path, line, col, e.problem)
}

/// The offset in `text` of byte `at` of the string literal that opens at `quote`, its escapes
/// read (`\n` is one character of the string, two of the file).
fn inside_string(text: &str, quote: usize, at: usize) -> usize {
    let Some(rest) = text.get(quote..) else {
        return quote;
    };
    // A raw string (`r#"…"#`): no escapes, its contents from the first quote on.
    if let Some(raw) = rest.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let open = 1 + hashes;
        if rest[open..].starts_with('"') {
            // The value's bytes are the file's: byte `at` of the value is `at` bytes in.
            return (quote + open + 1 + at).min(text.len());
        }
    }
    if !rest.starts_with('"') {
        return quote;
    }
    let mut decoded = 0;
    let mut chars = rest.char_indices().skip(1).peekable();
    while let Some((i, c)) = chars.next() {
        if decoded >= at || c == '"' {
            return quote + i;
        }
        if c == '\\' {
            match chars.next() {
                Some((_, 'u')) => {
                    // \u{…}: one character of the string, as many bytes as it takes in UTF-8.
                    let mut hex = String::new();
                    for (_, d) in chars.by_ref() {
                        if d == '}' {
                            break;
                        }
                        if d != '{' {
                            hex.push(d);
                        }
                    }
                    decoded += u32::from_str_radix(&hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .map_or(1, char::len_utf8);
                }
                Some((_, e)) => decoded += e.len_utf8(),
                None => return quote + i,
            }
        } else {
            decoded += c.len_utf8();
        }
    }
    quote
}
