//! Localisation: every user-visible string comes from the Fluent files under `locales/`.
//!
//! The files are embedded in the binary. Each area of the program has its own file
//! (`cli.ftl`, `rules.ftl`, `abilities.ftl`, `phase.ftl`, ...), present in both locales.

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::parser::{ErrorKind, ParserError};

use crate::content::file_error::{FileError, Problem};
use crate::content::limits::{MAX_NESTING, line_col};

pub mod ftl_scan;

/// The languages layerlab speaks.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Parses `en`, `fr`, `fr_FR.UTF-8`, `en-GB`...; anything else (such as `C`) is `None`.
    pub fn from_locale(s: &str) -> Option<Lang> {
        let lower = s.trim().to_ascii_lowercase();
        let head: String = lower
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        match head.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Content files embedded at build time (see `build.rs`).
pub mod embedded_files {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The embedded Fluent sources: `(lang, file name, source)` for every `locales/LANG/*.ftl`.
pub fn sources() -> impl Iterator<Item = (Lang, &'static str, &'static str)> {
    embedded_files::FILES.iter().filter_map(|(path, text)| {
        let rest = path.strip_prefix("locales/")?;
        let (lang, name) = rest.split_once('/')?;
        let lang = Lang::ALL.into_iter().find(|l| l.code() == lang)?;
        name.ends_with(".ftl").then_some((lang, name, *text))
    })
}

/// A set of Fluent bundles, one per language.
pub struct Localizer {
    bundles: HashMap<Lang, FluentBundle<FluentResource>>,
}

impl Localizer {
    /// Builds bundles from `(lang, file name, source)` triples. Parse errors are returned as
    /// `locales/LANG/FILE:line:col: message` strings, in English (the bundle keeps the messages
    /// that did parse).
    pub fn from_sources<'a>(
        sources: impl IntoIterator<Item = (Lang, &'a str, &'a str)>,
    ) -> (Localizer, Vec<String>) {
        let (l, errors) =
            Localizer::from_files(sources.into_iter().map(|(lang, name, src)| {
                (lang, PathBuf::from(format!("locales/{lang}/{name}")), src)
            }));
        (l, errors.iter().map(|e| e.to_string()).collect())
    }

    /// Builds bundles from `(lang, path, source)` triples; the problems found are errors at
    /// their place in `path`. A file nested too deeply for the parser is refused whole, a
    /// message defined twice is reported where it is defined again (the first one is kept).
    pub fn from_files<'a>(
        files: impl IntoIterator<Item = (Lang, PathBuf, &'a str)>,
    ) -> (Localizer, Vec<FileError>) {
        let mut bundles: HashMap<Lang, FluentBundle<FluentResource>> = HashMap::new();
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
                    for e in errs {
                        let (line, col) = line_col(src, e.pos.start);
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
            let bundle = bundles.entry(lang).or_insert_with(|| {
                let id: unic_langid::LanguageIdentifier =
                    lang.code().parse().expect("static language id");
                let mut b = FluentBundle::new_concurrent(vec![id]);
                b.set_use_isolating(false);
                b
            });
            // The only error here is an id defined again, reported above with its place.
            let _ = bundle.add_resource(resource);
        }
        (Localizer { bundles }, errors)
    }

    /// Formats message `id` with `args`. A missing message shows as its id, so nothing panics.
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let Some(bundle) = self.bundles.get(&lang) else {
            return id.to_string();
        };
        let Some(msg) = bundle.get_message(id) else {
            return id.to_string();
        };
        let Some(pattern) = msg.value() else {
            return id.to_string();
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.as_str())),
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
            }
        }
        let mut errs = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fargs), &mut errs)
            .into_owned()
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles.get(&lang).is_some_and(|b| b.has_message(id))
    }
}

/// A Fluent argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Str(String),
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Num(n)
    }
}
impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Num(n as i64)
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as i64)
    }
}

/// The language the locale variables name, looked up with `var` (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`; the first one set decides, as POSIX says).
pub fn system_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| var(v))
        .find(|v| !v.trim().is_empty())
        .and_then(|v| Lang::from_locale(&v))
}

/// The language to start in: the flag's, else the one saved, else the system's, else English.
pub fn pick_lang(flag: Option<Lang>, saved: Option<Lang>, system: Option<Lang>) -> Lang {
    flag.or(saved).or(system).unwrap_or(Lang::En)
}

/// The localizer built from the embedded files.
pub fn embedded() -> &'static Localizer {
    static L: OnceLock<Localizer> = OnceLock::new();
    L.get_or_init(|| Localizer::from_sources(sources()).0)
}

/// Translates `id` with the embedded files: `tr(Lang::Fr, "solve-board", &[("n", 3.into())])`.
pub fn tr(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    embedded().format(lang, id, args)
}

/// Shorthand for building Fluent arguments: `fargs![n = 3, name = "Bears"]`.
#[macro_export]
macro_rules! fargs {
    ($($k:ident = $v:expr),* $(,)?) => {
        &[$((stringify!($k), $crate::i18n::Arg::from($v))),*]
    };
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
        let (_, errors) = Localizer::from_sources(sources());
        assert!(sources().count() >= 8);
        assert!(errors.is_empty(), "{errors:#?}");
    }

    /// Both locales hold the same message ids, file by file.
    #[test]
    fn same_ids_in_both_locales() {
        use std::collections::BTreeSet;
        let ids = |lang: Lang, file: &str| -> BTreeSet<String> {
            sources()
                .filter(|(l, f, _)| *l == lang && *f == file)
                .flat_map(|(_, _, text)| {
                    text.lines()
                        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
                        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
                        .collect::<Vec<_>>()
                })
                .collect()
        };
        let files: BTreeSet<&str> = sources().map(|(_, f, _)| f).collect();
        for f in files {
            assert_eq!(ids(Lang::En, f), ids(Lang::Fr, f), "{f}");
        }
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

    #[test]
    fn locale_parsing() {
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("C"), None);
    }
}
