//! The checks on the course's own Fluent messages made at every load: both languages hold the
//! same messages, each is used, none renders with marks a terminal shows as boxes, and every
//! `[[Card]]` link names a card of the catalogue. Each problem points at the message in its file
//! (the link itself when it is written there).

use std::collections::{BTreeMap, BTreeSet, HashSet};

use crate::content::catalogue::Catalogue;
use crate::content::file_error::{FileError, Problem};
use crate::content::limits::line_col;
use crate::content::source::ContentSource;
use crate::i18n::{Arg, Lang, Messages, ftl_scan};
use crate::rules::card::fold_name;

/// A content message: where it is defined.
struct Def<'a> {
    rel: &'a str,
    text: &'a str,
    entry: &'a ftl_scan::Entry,
}

impl Def<'_> {
    fn error(&self, source: &ContentSource, offset: usize, problem: Problem) -> FileError {
        let (line, col) = line_col(self.text, offset);
        FileError::at(source.display(self.rel), line, col, problem)
    }
}

/// What these checks read of the course.
pub(super) struct Sources<'a> {
    pub(crate) source: &'a ContentSource,
    pub(crate) messages: &'a Messages,
    pub(crate) catalogue: &'a Catalogue,
}

/// Each language's course entries (messages and terms of the course's Fluent files, not the
/// program's own), with the relative path of their file.
fn content_entries(source: &ContentSource) -> BTreeMap<Lang, Vec<(String, ftl_scan::Entry)>> {
    let mut out: BTreeMap<Lang, Vec<(String, ftl_scan::Entry)>> = BTreeMap::new();
    for (lang, rel, text) in source.ftl() {
        if ContentSource::is_content_ftl(rel) {
            for e in ftl_scan::entries(text) {
                out.entry(lang).or_default().push((rel.to_string(), e));
            }
        }
    }
    out
}

pub(super) fn check(course: &Sources, used_by_lessons: &BTreeSet<String>) -> Vec<FileError> {
    let source = course.source;
    // Every card name, folded as the catalogue compares them: a link is looked up once.
    let cards: HashSet<String> = course
        .catalogue
        .cards()
        .iter()
        .flat_map(|c| [&c.name, &c.name_fr])
        .filter(|n| !n.is_empty())
        .map(|n| fold_name(n))
        .collect();
    let entries = content_entries(source);
    let texts: BTreeMap<&str, &str> = source.ftl().map(|(_, rel, text)| (rel, text)).collect();
    let mut out = Vec::new();
    // id -> definition, per language (the first, when defined twice: the localizer reports it).
    let mut defs: BTreeMap<Lang, BTreeMap<&str, Def<'_>>> = BTreeMap::new();
    for (lang, list) in &entries {
        for (rel, entry) in list {
            if entry.term {
                continue;
            }
            let text = texts.get(rel.as_str()).copied().unwrap_or("");
            defs.entry(*lang)
                .or_default()
                .entry(&entry.id)
                .or_insert(Def { rel, text, entry });
        }
    }
    let used = used_closure(used_by_lessons, &defs);
    let empty = BTreeMap::new();
    for lang in Lang::ALL {
        let mine = defs.get(&lang).unwrap_or(&empty);
        for other in Lang::ALL.into_iter().filter(|o| *o != lang) {
            let theirs = defs.get(&other).unwrap_or(&empty);
            for (id, def) in mine {
                if !theirs.contains_key(id) {
                    out.push(def.error(
                        source,
                        def.entry.start,
                        Problem::new(
                            "content-message-one-locale",
                            vec![
                                ("id", Arg::from(*id)),
                                ("lang", Arg::from(lang.code())),
                                ("other", Arg::from(other.code())),
                            ],
                        ),
                    ));
                }
            }
        }
        for (id, def) in mine {
            let idp = || ("id", Arg::from(*id));
            if !used.contains(*id) {
                out.push(def.error(
                    source,
                    def.entry.start,
                    Problem::new("content-message-unused", vec![idp()]),
                ));
            }
            let s = course.messages.format(lang, id, &[]);
            if s.contains(['\u{2068}', '\u{2069}']) {
                out.push(def.error(
                    source,
                    def.entry.start,
                    Problem::new("content-message-isolation", vec![idp()]),
                ));
            }
            if let Some(k) = def.text[def.entry.start..def.entry.end].find('\u{202F}') {
                out.push(def.error(
                    source,
                    def.entry.start + k,
                    Problem::new("content-message-nnbsp", vec![idp()]),
                ));
            } else if s.contains('\u{202F}') {
                out.push(def.error(
                    source,
                    def.entry.start,
                    Problem::new("content-message-nnbsp", vec![idp()]),
                ));
            }
            links(course, &cards, lang, id, def, &s, &mut out);
        }
    }
    out
}

/// The messages the lessons use, and those their messages refer to (`{ other-message }`).
fn used_closure(
    used: &BTreeSet<String>,
    defs: &BTreeMap<Lang, BTreeMap<&str, Def<'_>>>,
) -> BTreeSet<String> {
    let mut all = used.clone();
    let mut work: Vec<String> = used.iter().cloned().collect();
    while let Some(id) = work.pop() {
        for by_id in defs.values() {
            let Some(def) = by_id.get(id.as_str()) else {
                continue;
            };
            let body = &def.text[def.entry.start..def.entry.end];
            for r in ftl_scan::refs(body) {
                if r.kind == ftl_scan::RefKind::Message && all.insert(r.name.clone()) {
                    work.push(r.name);
                }
            }
        }
    }
    all
}

/// Every `[[Card Name]]` of a message must close and name a card of the catalogue.
fn links(
    course: &Sources,
    cards: &HashSet<String>,
    lang: Lang,
    id: &str,
    def: &Def<'_>,
    rendered: &str,
    out: &mut Vec<FileError>,
) {
    let body = &def.text[def.entry.start..def.entry.end];
    // Where the link is written in the entry (a link that comes from another message is
    // reported at this message's start).
    let place = |needle: &str| def.entry.start + body.find(needle).unwrap_or(0);
    // As the markup reads them: a link opens and closes on one line.
    for line in rendered.lines() {
        let mut rest = line;
        while let Some(start) = rest.find("[[") {
            let after = &rest[start + 2..];
            let Some(end) = after.find("]]") else {
                let first_line: String = after.chars().take(40).collect();
                out.push(def.error(
                    course.source,
                    place(&format!("[[{first_line}")),
                    Problem::new(
                        "content-link-unclosed",
                        vec![("id", Arg::from(id)), ("lang", Arg::from(lang.code()))],
                    ),
                ));
                break;
            };
            let name = &after[..end];
            if !cards.contains(&fold_name(name)) {
                let near = course.catalogue.suggest(name, 2);
                let near = if near.is_empty() {
                    Problem::new("content-link-no-suggestion", vec![])
                } else {
                    Problem::new(
                        "content-link-suggestion",
                        vec![("names", Arg::from(near.join(", ")))],
                    )
                };
                out.push(
                    def.error(
                        course.source,
                        place(&format!("[[{name}]]")),
                        Problem::new(
                            "content-link-unknown",
                            vec![("id", Arg::from(id)), ("name", Arg::from(name))],
                        )
                        .with("near", near),
                    ),
                );
            }
            rest = &after[end + 2..];
        }
    }
}
