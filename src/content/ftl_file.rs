//! Fluent files read as content: every problem a file has (a syntax error, a message defined
//! twice, nesting too deep for the parser) is an error at its place, in the user's language.

use std::collections::HashMap;
use std::path::PathBuf;

use fluent_bundle::FluentResource;
use fluent_syntax::parser::{ErrorKind, ParserError};

use crate::content::file_error::{FileError, Problem};
use crate::content::limits::{LineIndex, MAX_NESTING, line_col};
use crate::i18n::{Arg, Lang, Localizer, ftl_scan};

/// Builds bundles from `(lang, path, source)` triples; the problems found are errors at
/// their place in `path`. A file nested too deeply for the parser is refused whole, a
/// message defined twice is reported where it is defined again (the first one is kept).
pub fn load<'a>(
    files: impl IntoIterator<Item = (Lang, PathBuf, &'a str)>,
) -> (Localizer, Vec<FileError>) {
    let mut localizer = Localizer::empty();
    let mut errors = Vec::new();
    // Where each id of a language was defined first: (path, line).
    let mut defined: HashMap<(Lang, bool, String), (PathBuf, usize)> = HashMap::new();
    for (lang, path, src) in files {
        if let Some(pos) = ftl_scan::too_deep(src, MAX_NESTING) {
            let (line, col) = line_col(src, pos);
            errors.push(FileError::at(
                &path,
                line,
                col,
                crate::content::ron_file::errors::too_deep(),
            ));
            continue;
        }
        let resource = match FluentResource::try_new(src.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                // A file of many broken entries is placed in one pass, not one per error.
                let lines = LineIndex::new(src);
                for e in errs {
                    let (line, col) = lines.line_col(src, e.pos.start);
                    errors.push(FileError::at(&path, line, col, parse_problem(&e)));
                }
                r
            }
        };
        for entry in ftl_scan::entries(src) {
            let key = (lang, entry.term, entry.id.clone());
            // An entry starts in the first column.
            let (line, col) = (entry.line, 1);
            match defined.get(&key) {
                Some((first, first_line)) => {
                    let shown = if entry.term {
                        format!("-{}", entry.id)
                    } else {
                        entry.id.clone()
                    };
                    errors.push(FileError::at(
                        &path,
                        line,
                        col,
                        Problem::new(
                            "ftl-duplicate",
                            vec![
                                ("id", Arg::Str(shown)),
                                (
                                    "first",
                                    Arg::Str(format!("{}:{first_line}", first.display())),
                                ),
                            ],
                        ),
                    ));
                }
                None => {
                    defined.insert(key, (path.clone(), line));
                }
            }
        }
        localizer.add(lang, resource);
    }
    (localizer, errors)
}

/// A Fluent syntax error in words.
fn parse_problem(e: &ParserError) -> Problem {
    let simple = |id: &'static str| Problem::new(id, vec![]);
    let with = |id: &'static str, name: &'static str, v: &str| {
        Problem::new(id, vec![(name, Arg::from(v))])
    };
    match &e.kind {
        ErrorKind::ExpectedToken(c) => with("ftl-expected-token", "token", &c.to_string()),
        ErrorKind::ExpectedCharRange { range } => match range.as_str() {
            "a-zA-Z" => simple("ftl-expected-letter"),
            "0-9" => simple("ftl-expected-digit"),
            r if r.contains('\n') => simple("ftl-expected-newline"),
            r => with("ftl-expected-range", "range", r),
        },
        ErrorKind::ExpectedMessageField { entry_id } => {
            with("ftl-expected-message-field", "id", entry_id)
        }
        ErrorKind::ExpectedTermField { entry_id } => {
            with("ftl-expected-term-field", "id", entry_id)
        }
        ErrorKind::ForbiddenCallee => simple("ftl-forbidden-callee"),
        ErrorKind::MissingDefaultVariant => simple("ftl-missing-default"),
        ErrorKind::MissingValue => simple("ftl-missing-value"),
        ErrorKind::MultipleDefaultVariants => simple("ftl-multiple-defaults"),
        ErrorKind::MessageReferenceAsSelector => simple("ftl-message-selector"),
        ErrorKind::TermReferenceAsSelector => simple("ftl-term-selector"),
        ErrorKind::MessageAttributeAsSelector => simple("ftl-message-attribute-selector"),
        ErrorKind::TermAttributeAsPlaceable => simple("ftl-term-attribute-placeable"),
        ErrorKind::UnterminatedStringLiteral => simple("ftl-string-open"),
        ErrorKind::PositionalArgumentFollowsNamed => simple("ftl-positional-after-named"),
        ErrorKind::DuplicatedNamedArgument(name) => with("ftl-duplicate-argument", "name", name),
        ErrorKind::UnknownEscapeSequence(seq) => with("ftl-unknown-escape", "seq", seq),
        ErrorKind::InvalidUnicodeEscapeSequence(seq) => with("ftl-bad-unicode-escape", "seq", seq),
        ErrorKind::UnbalancedClosingBrace => simple("ftl-unbalanced-brace"),
        ErrorKind::ExpectedInlineExpression => simple("ftl-expected-inline"),
        ErrorKind::ExpectedSimpleExpressionAsSelector => simple("ftl-expected-simple-selector"),
        ErrorKind::ExpectedLiteral => simple("ftl-expected-literal"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_files_parse() {
        let (_, errors) =
            load(crate::i18n::sources().map(|(lang, name, src)| {
                (lang, PathBuf::from(format!("locales/{lang}/{name}")), src)
            }));
        assert!(crate::i18n::sources().count() >= 8);
        assert!(errors.is_empty(), "{errors:#?}");
    }

    /// Every Fluent syntax error is worded in both languages, never with the parser's words.
    #[test]
    fn every_fluent_error_is_worded() {
        let kinds = vec![
            ErrorKind::ExpectedToken('='),
            ErrorKind::ExpectedCharRange {
                range: "a-zA-Z".into(),
            },
            ErrorKind::ExpectedCharRange {
                range: "0-9".into(),
            },
            ErrorKind::ExpectedCharRange {
                range: "\n | \r\n".into(),
            },
            ErrorKind::ExpectedCharRange {
                range: "a-fA-F0-9".into(),
            },
            ErrorKind::ExpectedMessageField {
                entry_id: "m".into(),
            },
            ErrorKind::ExpectedTermField {
                entry_id: "t".into(),
            },
            ErrorKind::ForbiddenCallee,
            ErrorKind::MissingDefaultVariant,
            ErrorKind::MissingValue,
            ErrorKind::MultipleDefaultVariants,
            ErrorKind::MessageReferenceAsSelector,
            ErrorKind::TermReferenceAsSelector,
            ErrorKind::MessageAttributeAsSelector,
            ErrorKind::TermAttributeAsPlaceable,
            ErrorKind::UnterminatedStringLiteral,
            ErrorKind::PositionalArgumentFollowsNamed,
            ErrorKind::DuplicatedNamedArgument("case".into()),
            ErrorKind::UnknownEscapeSequence("q".into()),
            ErrorKind::InvalidUnicodeEscapeSequence("\\u00".into()),
            ErrorKind::UnbalancedClosingBrace,
            ErrorKind::ExpectedInlineExpression,
            ErrorKind::ExpectedSimpleExpressionAsSelector,
            ErrorKind::ExpectedLiteral,
        ];
        for kind in kinds {
            let e = ParserError {
                pos: 0..1,
                slice: None,
                kind: kind.clone(),
            };
            for lang in Lang::ALL {
                let text = parse_problem(&e).message(lang);
                assert!(
                    !text.is_empty() && !text.starts_with("ftl-"),
                    "{kind:?}: {text}"
                );
                assert!(!text.contains("Expected") && !text.contains("{$"), "{text}");
            }
        }
    }
}
