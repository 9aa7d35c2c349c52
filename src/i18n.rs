//! Localisation: every user-visible string comes from the Fluent files under `locales/`.
//!
//! The files are embedded in the binary. Each area of the program has its own file
//! (`cli.ftl`, `rules.ftl`, `abilities.ftl`, `phase.ftl`, ...), present in both locales.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub mod ftl_scan;
pub(crate) mod problem;
mod simple;

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

    pub(crate) fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Parses `en`, `fr`, `fr_FR.UTF-8`, `en-GB`...; anything else (such as `C`) is `None`.
    pub(crate) fn from_locale(s: &str) -> Option<Lang> {
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

/// The Fluent files the program itself uses (always embedded): the rest is course content
/// (lessons, glossary). A new file of the program's messages is added here.
pub const CODE_FTL: &[&str] = &[
    "cli.ftl",
    "cli-help.ftl",
    "rules.ftl",
    "abilities.ftl",
    "keywords.ftl",
    "phase.ftl",
    "ui.ftl",
    "ui-start.ftl",
    "ui-chain.ftl",
    "ui-present.ftl",
    "ui-plain.ftl",
    "ui-edit.ftl",
    "ui-practice.ftl",
    "ui-phase.ftl",
    "ui-exam.ftl",
    "drill.ftl",
    "ui-lesson-page.ftl",
    "files.ftl",
    "check.ftl",
    "scenario-errors.ftl",
    "worked.ftl",
    "misconceptions.ftl",
    "grading.ftl",
    "ui-answer.ftl",
    "card-reader.ftl",
    "config.ftl",
    "deck.ftl",
];

/// Content files embedded at build time (see `build.rs`).
pub(crate) mod embedded_files {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

/// The embedded Fluent sources: `(lang, file name, source)` for every `locales/LANG/*.ftl`.
pub(crate) fn sources() -> impl Iterator<Item = (Lang, &'static str, &'static str)> {
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
    /// The messages of text and variables only, formatted without the resolver.
    simple: HashMap<Lang, simple::Simple>,
}

impl Localizer {
    /// No message yet: [`Localizer::add`] adds them.
    pub(crate) fn empty() -> Localizer {
        Localizer {
            bundles: HashMap::new(),
            simple: HashMap::new(),
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
    pub(crate) fn add(&mut self, lang: Lang, resource: FluentResource) {
        let bundle = self.bundles.entry(lang).or_insert_with(|| {
            let id: unic_langid::LanguageIdentifier =
                lang.code().parse().expect("static language id");
            let mut b = FluentBundle::new_concurrent(vec![id]);
            b.set_use_isolating(false);
            b
        });
        self.simple.entry(lang).or_default().add(&resource);
        // The only error here is an id defined again, which the loader reports with its place.
        let _ = bundle.add_resource(resource);
    }

    /// Formats message `id` with `args`. A missing message shows as its id, so nothing panics.
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        #[cfg(test)]
        asked::add();
        if let Some(text) = self
            .simple
            .get(&lang)
            .and_then(|s| s.pattern(id))
            .and_then(|p| fill(p, args))
        {
            return text;
        }
        self.resolve(lang, id, args)
    }

    /// [`Localizer::format`] by Fluent's resolver.
    fn resolve(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
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

/// A simple pattern with `args`, as the resolver writes it (a string argument as it is, a
/// number as Fluent writes an `f64`); `None` when `args` misses one of its variables (the
/// resolver writes `{$name}` for it, and is left to).
fn fill(pattern: &[simple::Seg], args: &[(&str, Arg)]) -> Option<String> {
    let mut out = String::new();
    for s in pattern {
        match s {
            simple::Seg::Text(t) => out.push_str(t),
            // As `FluentArgs::set`, a name given twice takes its last value.
            simple::Seg::Var(name) => match args.iter().rev().find(|(k, _)| k == name)?.1 {
                Arg::Str(ref v) => out.push_str(v),
                // Fluent holds a number as an `f64` and writes it with `to_string`.
                Arg::Num(n) => out.push_str(&(n as f64).to_string()),
            },
        }
    }
    Some(out)
}

/// How many messages this thread has formatted, so that a test can tell that a long report
/// formats the words its lines share once, not once a line (a count, not a clock).
#[cfg(test)]
pub(crate) mod asked {
    use std::cell::Cell;

    thread_local!(static ASKED: Cell<usize> = const { Cell::new(0) });

    pub(crate) fn add() {
        ASKED.with(|a| a.set(a.get().saturating_add(1)));
    }

    /// The count so far, set back to 0.
    pub(crate) fn take() -> usize {
        ASKED.with(|a| a.replace(0))
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

/// The messages of the embedded files, parsed as they are needed: a file of the program's own
/// ([`CODE_FTL`]) when one of its messages is first asked for, in that language only; the
/// course's files (lessons, glossary: most of the text) only once one of their messages is
/// asked for. A command speaks one language and needs a few files; parsing every file of both
/// languages was most of a small command's time. The program's files never refer to a message
/// of another file (a test checks), so each can be a bundle of its own.
pub struct Embedded {
    en: EmbeddedLang,
    fr: EmbeddedLang,
}

struct EmbeddedLang {
    lang: Lang,
    /// The program's files of this language, each with its bundle once parsed.
    code: Vec<(&'static str, OnceLock<Localizer>)>,
    /// Which of `code` defines each message (a light scan, no parse).
    code_ids: OnceLock<HashMap<&'static str, usize>>,
    /// The ids of the course's messages (a light scan, no parse).
    course_ids: OnceLock<HashSet<&'static str>>,
    /// Every file of this language in one bundle, the program's first.
    all: OnceLock<Localizer>,
}

/// Whether an embedded Fluent file holds the program's own messages.
fn is_code_file(name: &str) -> bool {
    CODE_FTL.contains(&name)
}

impl EmbeddedLang {
    fn new(lang: Lang) -> EmbeddedLang {
        EmbeddedLang {
            lang,
            code: sources()
                .filter(|(l, name, _)| *l == lang && is_code_file(name))
                .map(|(_, _, src)| (src, OnceLock::new()))
                .collect(),
            code_ids: OnceLock::new(),
            course_ids: OnceLock::new(),
            all: OnceLock::new(),
        }
    }

    /// The bundle of the program's file that defines `id`, if one does.
    fn code_file(&self, id: &str) -> Option<&Localizer> {
        let ids = self.code_ids.get_or_init(|| {
            let mut ids = HashMap::new();
            for (k, (src, _)) in self.code.iter().enumerate() {
                for id in ftl_scan::message_ids(src) {
                    // As in one bundle of every file: the first definition is kept.
                    ids.entry(id).or_insert(k);
                }
            }
            ids
        });
        let (src, bundle) = self.code.get(*ids.get(id)?)?;
        Some(bundle.get_or_init(|| Localizer::from_sources([(self.lang, "", *src)])))
    }

    fn in_course(&self, id: &str) -> bool {
        self.course_ids
            .get_or_init(|| {
                sources()
                    .filter(|(l, name, _)| *l == self.lang && !is_code_file(name))
                    .flat_map(|(_, _, src)| ftl_scan::message_ids(src))
                    .collect()
            })
            .contains(id)
    }

    fn all(&self) -> &Localizer {
        self.all.get_or_init(|| {
            let (code, course): (Vec<_>, Vec<_>) = sources()
                .filter(|(l, _, _)| *l == self.lang)
                .partition(|(_, name, _)| is_code_file(name));
            Localizer::from_sources(code.into_iter().chain(course))
        })
    }

    /// The bundle to format `id` with: its file's, else every file's when the course has it.
    fn bundle(&self, id: &str) -> Option<&Localizer> {
        if let Some(b) = self.code_file(id).filter(|b| b.has(self.lang, id)) {
            return Some(b);
        }
        self.in_course(id).then(|| self.all())
    }
}

impl Embedded {
    fn new() -> Embedded {
        Embedded {
            en: EmbeddedLang::new(Lang::En),
            fr: EmbeddedLang::new(Lang::Fr),
        }
    }

    fn of(&self, lang: Lang) -> &EmbeddedLang {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }

    /// Formats message `id` with `args` (see [`Localizer::format`]).
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        match self.of(lang).bundle(id) {
            Some(b) => b.format(lang, id, args),
            None => id.to_string(),
        }
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.of(lang).bundle(id).is_some_and(|b| b.has(lang, id))
    }
}

/// A content's messages with the program's own, in both languages.
pub(crate) enum Messages {
    /// Bundles made from a content's Fluent files (whose problems their loader reports).
    Own(Localizer),
    /// The embedded files', parsed as they are first needed ([`embedded`]): the built-in
    /// course's as the app opens it.
    Embedded,
}

impl Messages {
    pub(crate) fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        match self {
            Messages::Own(l) => l.format(lang, id, args),
            Messages::Embedded => embedded().format(lang, id, args),
        }
    }

    pub(crate) fn has(&self, lang: Lang, id: &str) -> bool {
        match self {
            Messages::Own(l) => l.has(lang, id),
            Messages::Embedded => embedded().has(lang, id),
        }
    }
}

/// The messages of the embedded files.
pub fn embedded() -> &'static Embedded {
    static L: OnceLock<Embedded> = OnceLock::new();
    L.get_or_init(Embedded::new)
}

/// Why reading or writing failed, in `lang`: the common causes in words, any other as the
/// system says it.
pub(crate) fn io_reason(e: &std::io::Error, lang: Lang) -> String {
    io_reason_of(e.kind(), &e.to_string(), lang)
}

/// [`io_reason`] of an error kept as its kind and the system's words for it.
pub(crate) fn io_reason_of(kind: std::io::ErrorKind, system: &str, lang: Lang) -> String {
    use std::io::ErrorKind;
    let id = match kind {
        ErrorKind::StorageFull => "io-storage-full",
        ErrorKind::PermissionDenied => "io-permission",
        ErrorKind::ReadOnlyFilesystem => "io-read-only",
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::NotADirectory => "io-not-a-folder",
        ErrorKind::IsADirectory => "io-is-a-folder",
        _ => return system.to_string(),
    };
    tr(lang, id, &[])
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

    /// A message of text and variables is formatted as Fluent's resolver formats it, for every
    /// such message of both languages, with strings and numbers; a call that misses an
    /// argument is the resolver's too.
    #[test]
    fn simple_messages_read_as_the_resolver_reads_them() {
        let l = Localizer::from_sources(sources());
        let mut checked = 0;
        for lang in Lang::ALL {
            let simple = &l.simple[&lang];
            for (id, vars) in simple.vars() {
                for (k, value) in [Arg::from("« x »\nzé"), Arg::Num(-42), Arg::Num(1 << 60)]
                    .into_iter()
                    .enumerate()
                {
                    let args: Vec<(&str, Arg)> = vars
                        .iter()
                        .enumerate()
                        .map(|(i, v)| {
                            (
                                *v,
                                if i % 2 == k % 2 {
                                    value.clone()
                                } else {
                                    Arg::Num(7)
                                },
                            )
                        })
                        .collect();
                    assert_eq!(
                        l.format(lang, id, &args),
                        l.resolve(lang, id, &args),
                        "{id}"
                    );
                    checked += 1;
                }
                if !vars.is_empty() {
                    assert_eq!(l.format(lang, id, &[]), l.resolve(lang, id, &[]), "{id}");
                }
            }
        }
        assert!(checked > 1000, "{checked}");
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

    /// The embedded messages, parsed in parts, say what one bundle of every file says: every
    /// message of both languages (their arguments missing, as errors show), and ids that are
    /// nowhere.
    #[test]
    fn embedded_parts_say_what_all_files_say() {
        let e = Embedded::new();
        for lang in Lang::ALL {
            let whole = Localizer::from_sources(sources().filter(|(l, _, _)| *l == lang));
            let ids: Vec<String> = sources()
                .filter(|(l, _, _)| *l == lang)
                .flat_map(|(_, _, src)| ftl_scan::entries(src))
                .filter(|entry| !entry.term)
                .map(|entry| entry.id)
                .chain(["no-such-message".to_string()])
                .collect();
            assert!(ids.len() > 1000, "{lang}: {}", ids.len());
            for id in &ids {
                assert_eq!(e.has(lang, id), whole.has(lang, id), "{lang} {id}");
                assert_eq!(
                    e.format(lang, id, &[]),
                    whole.format(lang, id, &[]),
                    "{lang} {id}"
                );
            }
        }
    }

    /// A message of the program's own files parses those of its language alone: not the other
    /// language's, not the course's.
    #[test]
    fn one_language_and_its_code_files_only() {
        let e = Embedded::new();
        assert_eq!(
            e.format(Lang::En, "no-such-message", &[]),
            "no-such-message"
        );
        let id = sources()
            .find(|(l, name, _)| *l == Lang::En && *name == "cli.ftl")
            .and_then(|(_, _, src)| ftl_scan::entries(src).into_iter().find(|x| !x.term))
            .expect("cli.ftl has a message")
            .id;
        assert!(e.has(Lang::En, &id));
        let parsed = |l: &EmbeddedLang| l.code.iter().filter(|(_, b)| b.get().is_some()).count();
        assert_eq!(parsed(&e.en), 1, "one file of the program's");
        assert!(e.en.all.get().is_none(), "the course's files were parsed");
        assert!(parsed(&e.fr) == 0 && e.fr.all.get().is_none());
        let course = sources()
            .find(|(l, name, _)| *l == Lang::En && name.starts_with("lesson-"))
            .and_then(|(_, _, src)| ftl_scan::entries(src).into_iter().find(|x| !x.term))
            .expect("a lesson has a message")
            .id;
        assert!(e.has(Lang::En, &course));
        assert!(e.en.all.get().is_some());
        assert_eq!(parsed(&e.fr), 0);
    }

    /// Each file of the program's messages is a bundle of its own: no message refers to one of
    /// another file, and no id is defined by two of them.
    #[test]
    fn program_files_stand_alone() {
        for lang in Lang::ALL {
            let files: Vec<(&str, &str)> = sources()
                .filter(|(l, name, _)| *l == lang && is_code_file(name))
                .map(|(_, name, src)| (name, src))
                .collect();
            assert_eq!(files.len(), CODE_FTL.len(), "{lang}");
            let mut owner: HashMap<&str, &str> = HashMap::new();
            for (name, src) in &files {
                for id in ftl_scan::message_ids(src) {
                    let first = owner.insert(id, name);
                    assert!(first.is_none(), "{lang}: {id} in {name} and {first:?}");
                }
            }
            for (_, name, src) in sources().filter(|(l, n, _)| *l == lang && !is_code_file(n)) {
                for id in ftl_scan::message_ids(src) {
                    assert!(!owner.contains_key(id), "{lang}: {id} in {name} too");
                }
            }
            for (name, src) in &files {
                for r in ftl_scan::refs(src) {
                    if r.kind == ftl_scan::RefKind::Message {
                        let at = owner.get(r.name.as_str());
                        assert_eq!(at, Some(name), "{lang}/{name}: {}", r.name);
                    }
                }
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
