//! Where content comes from: the files embedded in the binary, or a folder given with
//! `--content DIR` (laid out like the repository: `DIR/lessons/...`, `DIR/locales/LANG/...`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::ron_file::FileError;
use crate::i18n::{Lang, Localizer, embedded_files};

/// The Fluent files the program itself uses (always embedded): the rest is course content.
pub const CODE_FTL: &[&str] = &[
    "cli.ftl",
    "rules.ftl",
    "abilities.ftl",
    "phase.ftl",
    "ui.ftl",
    "ui-shell.ftl",
    "ui-edit.ftl",
    "ui-practice.ftl",
    "drill.ftl",
    "ui-polish.ftl",
    "files.ftl",
    "scenario-errors.ftl",
];

/// A set of content files by path relative to the content root.
#[derive(Clone, Debug)]
pub struct ContentSource {
    files: BTreeMap<String, String>,
    /// The folder they were read from (`None`: embedded).
    root: Option<PathBuf>,
}

fn is_code_ftl(rel: &str) -> bool {
    rel.starts_with("locales/") && CODE_FTL.iter().any(|f| rel.ends_with(&format!("/{f}")))
}

impl ContentSource {
    /// The content shipped in the binary.
    pub fn embedded() -> ContentSource {
        ContentSource {
            files: embedded_files::FILES
                .iter()
                .map(|(p, t)| (p.to_string(), t.to_string()))
                .collect(),
            root: None,
        }
    }

    /// The content of a folder (the program's own messages stay the embedded ones).
    pub fn from_dir(dir: &Path) -> Result<ContentSource, FileError> {
        if !dir.is_dir() {
            return Err(FileError::new(
                dir,
                1,
                1,
                "not a folder (expected DIR/lessons and DIR/locales)",
            ));
        }
        let mut files: BTreeMap<String, String> = embedded_files::FILES
            .iter()
            .filter(|(p, _)| is_code_ftl(p))
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect();
        for (sub, ext) in [("lessons", "ron"), ("locales", "ftl")] {
            let mut found = Vec::new();
            walk(&dir.join(sub), ext, &mut found);
            for p in found {
                let rel = p
                    .strip_prefix(dir)
                    .unwrap_or(&p)
                    .to_string_lossy()
                    .replace('\\', "/");
                if is_code_ftl(&rel) {
                    continue;
                }
                let text = std::fs::read_to_string(&p)
                    .map_err(|e| FileError::new(&p, 1, 1, format!("cannot read: {e}")))?;
                files.insert(rel, text);
            }
        }
        if !files.contains_key("lessons/cards.ron") {
            if let Some((p, t)) = embedded_files::FILES
                .iter()
                .find(|(p, _)| *p == "lessons/cards.ron")
            {
                files.insert(p.to_string(), t.to_string());
            }
        }
        Ok(ContentSource {
            files,
            root: Some(dir.to_path_buf()),
        })
    }

    /// A file's text by relative path.
    pub fn get(&self, rel: &str) -> Option<&str> {
        self.files.get(rel).map(String::as_str)
    }

    /// The path to show in messages.
    pub fn display(&self, rel: &str) -> PathBuf {
        match &self.root {
            Some(r) => r.join(rel),
            None => PathBuf::from(rel),
        }
    }

    /// Fluent files: (lang, relative path, text).
    pub fn ftl(&self) -> impl Iterator<Item = (Lang, &str, &str)> {
        self.files.iter().filter_map(|(p, t)| {
            let rest = p.strip_prefix("locales/")?;
            let (lang, _) = rest.split_once('/')?;
            let lang = Lang::ALL.into_iter().find(|l| l.code() == lang)?;
            p.ends_with(".ftl")
                .then_some((lang, p.as_str(), t.as_str()))
        })
    }

    /// Whether a Fluent file is course content (not one of the program's own).
    pub fn is_content_ftl(rel: &str) -> bool {
        !is_code_ftl(rel)
    }

    /// A localizer over every Fluent file, with the parse errors found.
    pub fn localizer(&self) -> (Localizer, Vec<String>) {
        Localizer::from_sources(
            self.ftl()
                .map(|(l, p, t)| (l, p.rsplit('/').next().unwrap_or(p), t)),
        )
    }
}

fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}
