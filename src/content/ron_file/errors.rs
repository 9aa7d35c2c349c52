//! RON's errors in the reader's words: each of `ron::error::Error`'s codes becomes a Fluent
//! message (`locales/*/files.ftl`, ids `ron-…`) that names the field, what it takes (with the
//! range of a number) and what was found, never a Rust type or serde's vocabulary.

use ron::error::Error as E;

use super::track::{Seg, Shape, State};
use crate::content::file_error::Problem;
use crate::content::limits::MAX_NESTING;
use crate::i18n::Arg;
use strsim::levenshtein;

/// The problem RON reported with `code`, with what the wrapper saw when it stopped.
pub(crate) fn describe(code: &E, st: &State, text: &str, offset: usize) -> Problem {
    let place = place(&st.path());
    let expected = || expected(st.shape().as_ref(), st);
    let found = || found(text, offset);
    let p = match code {
        E::Eof => Problem::new("ron-eof", vec![]),
        E::ExpectedArrayEnd => close("]"),
        E::ExpectedOptionEnd | E::ExpectedStructLikeEnd => close(")"),
        E::ExpectedMapEnd => close("}"),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => Problem::new("ron-attribute", vec![]),
        E::ExpectedComma => Problem::new("ron-expected-comma", vec![]),
        E::ExpectedMapColon => Problem::new("ron-expected-colon", vec![]),
        E::ExpectedStringEnd => Problem::new("ron-string-open", vec![]),
        E::FloatUnderscore | E::UnderscoreAtBeginning => {
            Problem::new("ron-number-underscore", vec![])
        }
        E::ExpectedDifferentStructName { expected, found } => Problem::new(
            "ron-wrong-name",
            vec![
                ("expected", Arg::from(*expected)),
                ("found", Arg::from(found.as_str())),
            ],
        ),
        E::ExpectedNamedStructLike(name) if !name.is_empty() => {
            Problem::new("ron-expected-named", vec![("name", Arg::from(*name))])
        }
        E::ExpectedIdentifier => match st.container() {
            Some(Shape::Struct { fields, .. }) => Problem::new(
                "ron-expected-field",
                vec![("names", Arg::from(names(fields)))],
            ),
            Some(Shape::Enum { variants, .. }) => Problem::new(
                "ron-expected-variant",
                vec![("names", Arg::from(names(variants)))],
            ),
            _ => Problem::new("ron-expected-a-name", vec![]),
        },
        E::InvalidEscape(_) => Problem::new("ron-bad-escape", vec![]),
        E::IntegerOutOfBounds => Problem::new(
            "ron-out-of-range",
            vec![("found", found_text(text, offset))],
        )
        .with("expected", expected()),
        E::InvalidIntegerDigit { digit, base } => Problem::new(
            "ron-bad-digit",
            vec![
                ("digit", Arg::from(digit.to_string())),
                ("base", Arg::Num(i64::from(*base))),
            ],
        ),
        E::NoSuchExtension(name) => {
            Problem::new("ron-no-extension", vec![("name", Arg::from(name.as_str()))])
        }
        E::UnclosedBlockComment => Problem::new("ron-comment-open", vec![]),
        E::UnclosedLineComment => Problem::new("ron-comment-line", vec![]),
        E::Utf8Error(_) => Problem::new("file-error-not-utf8", vec![]),
        E::TrailingCharacters => Problem::new("ron-trailing", vec![]),
        E::ExpectedDifferentLength { found: n, .. } => {
            Problem::new("ron-wrong-length", vec![("found", Arg::from(*n))])
                .with("expected", expected())
        }
        E::NoSuchEnumVariant {
            expected, found, ..
        } => unknown("ron-unknown-variant", found, expected),
        E::NoSuchStructField {
            expected, found, ..
        } => unknown("ron-unknown-field", found, expected),
        E::MissingStructField { field, .. } => {
            Problem::new("ron-missing-field", vec![("field", Arg::from(*field))])
        }
        E::DuplicateStructField { field, .. } => {
            Problem::new("ron-duplicate-field", vec![("field", Arg::from(*field))])
        }
        E::InvalidIdentifier(name) => {
            Problem::new("ron-bad-name", vec![("name", Arg::from(name.as_str()))])
        }
        E::SuggestRawIdentifier(name) => {
            Problem::new("ron-raw-name", vec![("name", Arg::from(name.as_str()))])
        }
        E::ExceededRecursionLimit => too_deep(),
        E::UnexpectedChar(c) => Problem::new(
            "ron-unexpected-char",
            vec![("char", Arg::from(c.to_string()))],
        )
        .with("expected", expected()),
        // A printed power or toughness: a number or a form with a star.
        E::InvalidValueForType { expected, .. } if expected == "PtValue" => {
            Problem::new("ron-expected", vec![])
                .with("expected", Problem::new("ron-expect-pt", vec![]))
                .with("found", found())
        }
        // What was expected is better said by the shape asked for than by RON's word.
        E::ExpectedArray
        | E::ExpectedBoolean
        | E::ExpectedChar
        | E::ExpectedByteLiteral
        | E::ExpectedFloat
        | E::ExpectedInteger
        | E::ExpectedOption
        | E::ExpectedMap
        | E::ExpectedStructLike
        | E::ExpectedNamedStructLike(_)
        | E::ExpectedUnit
        | E::ExpectedString
        | E::ExpectedByteString
        | E::InvalidValueForType { .. }
        | E::ExpectedStructName(_)
        | E::ExpectedRangeSyntax => Problem::new("ron-expected", vec![])
            .with("expected", expected_for(code, st))
            .with("found", found()),
        // Errors that carry only a library's own wording (a custom message, formatting, I/O,
        // raw values): say what the place takes instead.
        _ => Problem::new("ron-unreadable", vec![]).with("expected", expected()),
    };
    match place {
        Some(place) => Problem::new("ron-at-place", vec![])
            .with("place", place)
            .with("problem", p),
        None => p,
    }
}

/// The message for a file nested deeper than [`MAX_NESTING`].
pub(crate) fn too_deep() -> Problem {
    Problem::new(
        "file-error-too-deep",
        vec![("limit", Arg::from(MAX_NESTING))],
    )
}

fn close(bracket: &str) -> Problem {
    Problem::new("ron-expected-close", vec![("close", Arg::from(bracket))])
}

fn unknown(id: &'static str, found: &str, expected: &[&str]) -> Problem {
    let near = expected
        .iter()
        .map(|e| (levenshtein(&found.to_lowercase(), &e.to_lowercase()), *e))
        .filter(|(d, e)| *d <= (e.len() / 3).max(2))
        .min();
    let p = Problem::new(
        id,
        vec![
            ("found", Arg::from(found)),
            ("names", Arg::from(names(expected))),
        ],
    );
    match near {
        Some((_, name)) => {
            Problem::new("ron-did-you-mean", vec![("name", Arg::from(name))]).with("problem", p)
        }
        None => p,
    }
}

/// `a`, `b`, `c` as written in a file.
fn names(list: &[&str]) -> String {
    list.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where in the file's structure: the innermost field, and the item of a list in it.
fn place(path: &[Seg]) -> Option<Problem> {
    let field_at = path
        .iter()
        .rposition(|s| matches!(s, Seg::Field(f) if !f.is_empty()));
    let item = |from: usize| {
        path[from..].iter().find_map(|s| match s {
            Seg::Index(i) => Some(*i),
            _ => None,
        })
    };
    match field_at {
        Some(at) => {
            let Seg::Field(field) = &path[at] else {
                return None;
            };
            Some(match item(at + 1) {
                Some(i) => Problem::new(
                    "ron-place-item",
                    vec![
                        ("n", Arg::from(i.saturating_add(1))),
                        ("field", Arg::from(field.as_str())),
                    ],
                ),
                None => Problem::new(
                    "ron-place-field",
                    vec![("field", Arg::from(field.as_str()))],
                ),
            })
        }
        None => item(0).map(|i| {
            Problem::new(
                "ron-place-top-item",
                vec![("n", Arg::from(i.saturating_add(1)))],
            )
        }),
    }
}

/// What RON's code says was expected, unless the wrapper knows better.
fn expected_for(code: &E, st: &State) -> Problem {
    let shape = st.shape();
    let from_code = match code {
        E::ExpectedArray => Some(Shape::List),
        E::ExpectedBoolean => Some(Shape::Bool),
        E::ExpectedChar => Some(Shape::Char),
        E::ExpectedByteLiteral | E::ExpectedByteString => Some(Shape::Bytes),
        E::ExpectedFloat => Some(Shape::Float),
        E::ExpectedOption => Some(Shape::Option),
        E::ExpectedMap => Some(Shape::Map),
        E::ExpectedUnit => Some(Shape::Unit),
        E::ExpectedString => Some(Shape::Str),
        _ => None,
    };
    // An integer's range only the wrapper knows; a struct's fields too.
    match (&shape, from_code) {
        (Some(Shape::Int { .. }), _) | (Some(Shape::Struct { .. }), None) => {
            expected(shape.as_ref(), st)
        }
        (_, Some(s)) => expected(Some(&s), st),
        (_, None) => expected(shape.as_ref(), st),
    }
}

/// A shape in words.
fn expected(shape: Option<&Shape>, st: &State) -> Problem {
    let simple = |id| Problem::new(id, vec![]);
    match shape {
        Some(Shape::Int { min, max }) => Problem::new(
            "ron-expect-int",
            vec![
                ("min", Arg::from(min.to_string())),
                ("max", Arg::from(max.to_string())),
            ],
        ),
        Some(Shape::Float) => simple("ron-expect-float"),
        Some(Shape::Bool) => simple("ron-expect-bool"),
        Some(Shape::Char) => simple("ron-expect-char"),
        Some(Shape::Str) => simple("ron-expect-str"),
        Some(Shape::Bytes) => simple("ron-expect-bytes"),
        Some(Shape::Unit) => simple("ron-expect-unit"),
        Some(Shape::Option) => simple("ron-expect-option"),
        Some(Shape::List) => simple("ron-expect-list"),
        Some(Shape::Tuple(n)) => Problem::new("ron-expect-tuple", vec![("n", Arg::from(*n))]),
        Some(Shape::Map) => simple("ron-expect-map"),
        Some(Shape::Struct { fields, .. }) => Problem::new(
            "ron-expect-struct",
            vec![("names", Arg::from(names(fields)))],
        ),
        Some(Shape::Enum { variants, .. }) => Problem::new(
            "ron-expect-enum",
            vec![("names", Arg::from(names(variants)))],
        ),
        Some(Shape::Name) => match st.container() {
            Some(Shape::Enum { variants, .. }) => Problem::new(
                "ron-expect-enum",
                vec![("names", Arg::from(names(variants)))],
            ),
            Some(Shape::Struct { fields, .. }) => Problem::new(
                "ron-expect-field",
                vec![("names", Arg::from(names(fields)))],
            ),
            _ => simple("ron-expect-any"),
        },
        Some(Shape::Any) | None => simple("ron-expect-any"),
    }
}

/// What the file holds at `offset`, in words: the token written there, or the end of the file.
fn found(text: &str, offset: usize) -> Problem {
    match found_text(text, offset) {
        Arg::Str(s) if s.is_empty() => Problem::new("ron-found-end", vec![]),
        t => Problem::new("ron-found", vec![("text", t)]),
    }
}

/// The token written at `offset` (a quoted text, a word or number, or one character), at most
/// 40 characters.
fn found_text(text: &str, offset: usize) -> Arg {
    // RON points after a number's sign.
    let offset = match text.get(..offset).and_then(|b| b.chars().last()) {
        Some(c @ ('-' | '+')) => offset - c.len_utf8(),
        _ => offset,
    };
    let rest = text.get(offset..).unwrap_or("").trim_start();
    let token: String = match rest.chars().next() {
        None => String::new(),
        Some('"') => {
            let end = rest[1..].find(['"', '\n']).map_or(rest.len(), |p| p + 2);
            rest[..end.min(rest.len())].to_string()
        }
        Some(c) if c.is_alphanumeric() || matches!(c, '_' | '-' | '+' | '.') => rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '+' | '.'))
            .collect(),
        Some(c) => c.to_string(),
    };
    let mut short: String = token.chars().take(40).collect();
    if token.chars().count() > 40 {
        short.push('…');
    }
    Arg::Str(short)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every RON error code is worded in both languages, never with RON's or serde's words.
    #[test]
    fn every_code_is_worded() {
        let codes = vec![
            E::Fmt,
            E::Io("disk".into()),
            E::Message("invalid type: u8".into()),
            E::Eof,
            E::ExpectedArray,
            E::ExpectedArrayEnd,
            E::ExpectedAttribute,
            E::ExpectedAttributeEnd,
            E::ExpectedBoolean,
            E::ExpectedComma,
            E::ExpectedChar,
            E::ExpectedByteLiteral,
            E::ExpectedFloat,
            E::FloatUnderscore,
            E::ExpectedInteger,
            E::ExpectedOption,
            E::ExpectedOptionEnd,
            E::ExpectedMap,
            E::ExpectedMapColon,
            E::ExpectedMapEnd,
            E::ExpectedDifferentStructName {
                expected: "Scenario",
                found: "Scenari".into(),
            },
            E::ExpectedStructLike,
            E::ExpectedNamedStructLike("Scenario"),
            E::ExpectedNamedStructLike(""),
            E::ExpectedStructLikeEnd,
            E::ExpectedUnit,
            E::ExpectedString,
            E::ExpectedByteString,
            E::ExpectedStringEnd,
            E::ExpectedIdentifier,
            E::InvalidEscape("Invalid escape"),
            E::IntegerOutOfBounds,
            E::InvalidIntegerDigit {
                digit: 'z',
                base: 10,
            },
            E::NoSuchExtension("implicit".into()),
            E::UnclosedBlockComment,
            E::UnclosedLineComment,
            E::UnderscoreAtBeginning,
            E::UnexpectedChar('%'),
            E::TrailingCharacters,
            E::InvalidValueForType {
                expected: "u8".into(),
                found: "a string".into(),
            },
            E::ExpectedDifferentLength {
                expected: "a tuple of size 2".into(),
                found: 3,
            },
            E::NoSuchEnumVariant {
                expected: &["Static", "Resolved"],
                found: "Statik".into(),
                outer: Some("EffectKindSpec".into()),
            },
            E::NoSuchStructField {
                expected: &["id", "card"],
                found: "cards".into(),
                outer: Some("ActionSpec".into()),
            },
            E::MissingStructField {
                field: "id",
                outer: Some("Expect".into()),
            },
            E::DuplicateStructField {
                field: "id",
                outer: Some("Expect".into()),
            },
            E::InvalidIdentifier("a b".into()),
            E::SuggestRawIdentifier("a-b".into()),
            E::ExpectedRawValue,
            E::ExceededRecursionLimit,
            E::ExpectedStructName("Thing".into()),
            E::ExpectedRangeSyntax,
        ];
        let st = State::default();
        for code in codes {
            for lang in Lang::ALL {
                let text = describe(&code, &st, "x 300", 2).message(lang);
                assert!(!text.trim().is_empty(), "{code:?}");
                for leak in [
                    "ron-",
                    "file-error-",
                    "{$",
                    "recursion",
                    "Integer is out of bounds",
                    "u8",
                    "i32",
                    "serde",
                    "struct ",
                    "Expected",
                    "outer",
                    "EffectKindSpec",
                    "ActionSpec",
                ] {
                    assert!(!text.contains(leak), "{code:?} ({lang}): {leak} in {text}");
                }
            }
        }
    }
}
