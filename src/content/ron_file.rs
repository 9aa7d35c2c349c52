//! Loading RON files with positions: every error reads `path:line:col: message`, the message in
//! the reader's words (which field, what it takes, what was found: [`errors`]). [`locate`] finds
//! where a value is written, for errors found after parsing.

use std::path::Path;

use ron::extensions::Extensions;
use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer};

pub(crate) use super::file_error::{FileError, Problem};
use super::limits::{MAX_NESTING, line_col};

pub(crate) mod errors;
pub(crate) mod locate;
pub(crate) mod track;

pub(crate) use locate::{Doc, Node, locate_field};

/// How deep RON itself may recurse (it counts a struct, each of its fields, a list and each of
/// its elements): far above what [`MAX_NESTING`] brackets need, so the bracket count, which
/// says where, is what stops a deep file; this is the second guard.
pub(crate) const RON_RECURSION_LIMIT: usize = 4 * MAX_NESTING;

/// The RON options every layerlab file is read with (`implicit_some` on).
pub(crate) fn options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME)
        .with_recursion_limit(RON_RECURSION_LIMIT)
}

/// Reads a `T` through the recording wrapper.
struct Tracked<'s, T> {
    st: &'s track::State,
    _t: std::marker::PhantomData<T>,
}

impl<'de, T: serde::Deserialize<'de>> DeserializeSeed<'de> for Tracked<'_, T> {
    type Value = T;

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<T, D::Error> {
        T::deserialize(track::Track::new(de, self.st))
    }
}

/// Parses `text` (read from `path`) as a `T`.
pub(crate) fn parse<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, FileError> {
    if let Some(pos) = locate::too_deep(text, MAX_NESTING) {
        let (line, col) = line_col(text, pos);
        return Err(FileError::at(path, line, col, errors::too_deep()));
    }
    // The recording wrapper only serves to word an error: a file that reads well is read
    // without it (it costs as much again as the reading), and one that does not is read again
    // with it, to the same error.
    if let Ok(value) = options().from_str::<T>(text) {
        return Ok(value);
    }
    let st = track::State::default();
    let seed = Tracked {
        st: &st,
        _t: std::marker::PhantomData,
    };
    options().from_str_seed(text, seed).map_err(|e| {
        let offset = offset_of(text, e.span.start.line, e.span.start.col);
        FileError::at(
            path,
            e.span.start.line,
            e.span.start.col,
            errors::describe(&e.code, &st, text, offset),
        )
    })
}

/// The byte offset of 1-based (line, col), col in characters.
fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(p) => start += p + 1,
            None => return text.len(),
        }
    }
    text[start..]
        .char_indices()
        .nth(col.saturating_sub(1))
        .map_or(text.len(), |(i, _)| start + i)
}

/// Where the string literal `"needle"` is first written in `text`, as (line, col), comments
/// skipped; 1:1 when it is nowhere. For an error about one item, [`Doc`] finds the literal
/// inside that item.
pub(crate) fn locate_literal(text: &str, needle: &str) -> (usize, usize) {
    locate::locate_literal(text, needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Thing {
        a: i32,
        b: Option<i32>,
        #[serde(default)]
        count: u8,
        #[serde(default)]
        items: Vec<(String, i32)>,
        #[serde(default)]
        kind: Option<Kind>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    enum Kind {
        Static,
        Resolved,
    }

    fn err(text: &str, lang: Lang) -> String {
        parse::<Thing>(Path::new("x.ron"), text)
            .unwrap_err()
            .render(lang)
    }

    #[test]
    fn errors_have_positions() {
        let err = parse::<Thing>(Path::new("x.ron"), "Thing(\n  a: 1,\n  c: 2)").unwrap_err();
        assert_eq!(err.line, 3, "{err}");
        assert!(err.to_string().starts_with("x.ron:3:"), "{err}");
    }

    #[test]
    fn implicit_some_is_on() {
        let t: Thing = parse(Path::new("x.ron"), "Thing(a: 1, b: 2)").unwrap();
        assert_eq!(t.b, Some(2));
    }

    #[test]
    fn a_number_too_big_names_its_field_and_range() {
        let e = err("Thing(a: 1, count: 300)", Lang::En);
        assert!(e.contains("`count`") && e.contains("0 to 255"), "{e}");
        assert!(e.contains("300"), "{e}");
        let e = err("Thing(a: 1, count: 300)", Lang::Fr);
        assert!(e.contains("`count`") && e.contains("0 à 255"), "{e}");
        let e = err(
            "Thing(a: 1, items: [(\"x\", 1), (\"y\", 99999999999)])",
            Lang::En,
        );
        assert!(e.contains("item 2 of `items`"), "{e}");
        assert!(e.contains("-2147483648 to 2147483647"), "{e}");
        for jargon in ["u8", "i32", "Integer is out of bounds", "struct", "serde"] {
            assert!(!e.contains(jargon), "{jargon}: {e}");
        }
    }

    #[test]
    fn wrong_kinds_and_names_are_worded() {
        let e = err("Thing(a: \"one\")", Lang::En);
        assert!(e.contains("`a`") && e.contains("whole number"), "{e}");
        assert!(e.contains("\"one\""), "{e}");
        let e = err("Thing(a: 1, kind: Statik)", Lang::En);
        assert!(e.contains("`Static`") && e.contains("Statik"), "{e}");
        let e = err("Thing(a: 1, colour: 2)", Lang::Fr);
        assert!(e.contains("colour") && e.contains("`count`"), "{e}");
        let e = err("Thing(b: 1)", Lang::En);
        assert!(e.contains("`a`"), "{e}");
    }

    #[test]
    fn deep_nesting_is_refused_with_its_place() {
        let text = format!("Thing(a: 1, items: {})", "[".repeat(100_000));
        let e = parse::<Thing>(Path::new("x.ron"), &text).unwrap_err();
        assert_eq!((e.line, e.col), (1, 19 + MAX_NESTING), "{e}");
        assert!(e.render(Lang::En).contains("too deeply nested"), "{e}");
        assert!(e.render(Lang::Fr).contains("trop profondément"), "{e}");
    }

    #[test]
    fn locate_skips_comments() {
        assert_eq!(locate_literal("a\n  \"x\"", "x"), (2, 3));
        assert_eq!(locate_literal("// \"x\"\n(\"x\")", "x"), (2, 2));
    }
}
