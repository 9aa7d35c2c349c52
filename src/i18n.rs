//! Localisation: every user-visible string comes from the Fluent files under `locales/`.
//!
//! The files are embedded in the binary. Each area of the program has its own file
//! (`cli.ftl`, `rules.ftl`, `abilities.ftl`, `phase.ftl`, ...), present in both locales.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub mod ftl_scan;
pub mod problem;

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
    /// No message yet: [`Localizer::add`] adds them.
    pub fn empty() -> Localizer {
        Localizer {
            bundles: HashMap::new(),
        }
    }

    /// Builds bundles from `(lang, file name, source)` triples, keeping the messages that parse.
    /// The embedded files are checked whole, with their places, by
    /// `content::ftl_file::load` (and a test).
    pub fn from_sources<'a>(
        sources: impl IntoIterator<Item = (Lang, &'a str, &'a str)>,
    ) -> Localizer {
        let mut l = Localizer::empty();
        for (lang, _, src) in sources {
            let resource = match FluentResource::try_new(src.to_string()) {
                Ok(r) | Err((r, _)) => r,
            };
            l.add(lang, resource);
        }
        l
    }

    /// Adds a resource to the bundle of `lang`; an id defined again keeps its first message.
    pub fn add(&mut self, lang: Lang, resource: FluentResource) {
        let bundle = self.bundles.entry(lang).or_insert_with(|| {
            let id: unic_langid::LanguageIdentifier =
                lang.code().parse().expect("static language id");
            let mut b = FluentBundle::new_concurrent(vec![id]);
            b.set_use_isolating(false);
            b
        });
        // The only error here is an id defined again, which the loader reports with its place.
        let _ = bundle.add_resource(resource);
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
    L.get_or_init(|| Localizer::from_sources(sources()))
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

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn locale_parsing() {
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("C"), None);
    }
}
