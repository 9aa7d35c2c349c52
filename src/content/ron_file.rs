//! Loading RON files with positions: every error reads `path:line:col: message`.

use std::path::Path;

use ron::extensions::Extensions;
use serde::de::DeserializeOwned;

pub use super::file_error::{FileError, Problem};

/// The RON options every layerlab file is read with (`implicit_some` on).
pub fn options() -> ron::Options {
    ron::Options::default().with_default_extension(Extensions::IMPLICIT_SOME)
}

/// Parses `text` (read from `path`) as a `T`.
pub fn parse<T: DeserializeOwned>(path: &Path, text: &str) -> Result<T, FileError> {
    options().from_str(text).map_err(|e| {
        FileError::new(
            path,
            e.span.start.line.max(1),
            e.span.start.col.max(1),
            e.code.to_string(),
        )
    })
}

/// Reads and parses the file at `path`.
pub fn read<T: DeserializeOwned>(path: &Path) -> Result<(T, String), FileError> {
    let text = super::limits::read_text(path)?;
    let value = parse(path, &text)?;
    Ok((value, text))
}

/// Finds where a string literal `"needle"` first appears in `text`, as (line, col), for errors
/// found after parsing (an unknown card name, an unknown id). Falls back to 1:1.
pub fn locate_literal(text: &str, needle: &str) -> (usize, usize) {
    let quoted = format!("\"{needle}\"");
    match text.find(&quoted) {
        Some(pos) => {
            let before = &text[..pos];
            let line = before.matches('\n').count() + 1;
            let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            (line, col)
        }
        None => (1, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Thing {
        a: i32,
        b: Option<i32>,
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
    fn locate() {
        assert_eq!(locate_literal("a\n  \"x\"", "x"), (2, 3));
    }
}
