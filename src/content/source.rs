//! Where content comes from: the files embedded in the binary, or a folder given with
//! `--content DIR` (laid out like the repository: `DIR/lessons/...`, `DIR/locales/LANG/...`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::file_error::{FileError, Problem};
use super::limits::{self, MAX_CONTENT_BYTES, MAX_CONTENT_FILES, MAX_FOLDER_DEPTH};
use crate::i18n::{Arg, Lang, Localizer, embedded_files};

/// The Fluent files the program itself uses (always embedded): the rest is course content.
/// The list is i18n's, which parses those first.
pub use crate::i18n::CODE_FTL;

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

    /// The content of a folder (the program's own messages stay the embedded ones). Every file
    /// is read with [`limits::read_text`]; a link is followed only when it stays inside the
    /// folder and does not lead back to a folder it is in.
    pub fn from_dir(dir: &Path) -> Result<ContentSource, FileError> {
        let meta = std::fs::metadata(dir).map_err(|e| limits::io_error(dir, &e))?;
        if !meta.is_dir() {
            return Err(FileError::at(
                dir,
                1,
                1,
                Problem::new("file-error-content-not-folder", vec![]),
            ));
        }
        let root = std::fs::canonicalize(dir).map_err(|e| limits::io_error(dir, &e))?;
        let mut files: BTreeMap<String, String> = embedded_files::FILES
            .iter()
            .filter(|(p, _)| is_code_ftl(p))
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect();
        let mut budget = Budget::default();
        for (sub, ext) in [("lessons", "ron"), ("locales", "ftl")] {
            for p in walk(&root, &dir.join(sub), ext)? {
                let rel = p
                    .strip_prefix(dir)
                    .unwrap_or(&p)
                    .to_string_lossy()
                    .replace('\\', "/");
                if is_code_ftl(&rel) {
                    continue;
                }
                let text = limits::read_text(&p)?;
                budget.take(&p, text.len())?;
                files.insert(rel, text);
            }
        }
        // A folder without its own catalogue uses the shipped one, both files of it (a folder
        // with its own `lessons/cards.ron` and no `cards-judges.ron` has that one file alone).
        if !files.contains_key(super::catalogue::EMBEDDED_PATH) {
            for rel in super::catalogue::FILES {
                if files.contains_key(rel) {
                    continue;
                }
                if let Some((p, t)) = embedded_files::FILES.iter().find(|(p, _)| *p == rel) {
                    files.insert(p.to_string(), t.to_string());
                }
            }
        }
        Ok(ContentSource {
            files,
            root: Some(dir.to_path_buf()),
        })
    }

    /// The relative paths of the files under `folder` (e.g. `lessons/drills/`) ending in `ext`.
    pub(crate) fn files_under<'a>(
        &'a self,
        folder: &'a str,
        ext: &'a str,
    ) -> impl Iterator<Item = &'a str> {
        self.files
            .keys()
            .filter(move |p| p.starts_with(folder) && p.ends_with(ext))
            .map(String::as_str)
    }

    /// A file's text by relative path.
    pub fn get(&self, rel: &str) -> Option<&str> {
        self.files.get(rel).map(String::as_str)
    }

    /// The path to show in messages.
    pub(crate) fn display(&self, rel: &str) -> PathBuf {
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
    pub(crate) fn is_content_ftl(rel: &str) -> bool {
        !is_code_ftl(rel)
    }

    /// A localizer over every Fluent file (the program's own first), with the problems found.
    pub(crate) fn localizer(&self) -> (Localizer, Vec<FileError>) {
        let (code, content): (Vec<_>, Vec<_>) =
            self.ftl().partition(|(_, rel, _)| is_code_ftl(rel));
        super::ftl_file::load(
            code.into_iter()
                .chain(content)
                .map(|(l, rel, t)| (l, self.display(rel), t)),
        )
    }
}

/// How much of a content folder has been read, against its limits.
#[derive(Default)]
struct Budget {
    files: usize,
    bytes: u64,
}

impl Budget {
    fn take(&mut self, path: &Path, len: usize) -> Result<(), FileError> {
        self.files += 1;
        self.bytes = self.bytes.saturating_add(len as u64);
        if self.files > MAX_CONTENT_FILES {
            return Err(FileError::at(
                path,
                1,
                1,
                Problem::new(
                    "file-error-content-too-many",
                    vec![("limit", Arg::from(MAX_CONTENT_FILES))],
                ),
            ));
        }
        if self.bytes > MAX_CONTENT_BYTES {
            return Err(FileError::at(
                path,
                1,
                1,
                Problem::new(
                    "file-error-content-too-big",
                    vec![("limit", Arg::Str(limits::format_size(MAX_CONTENT_BYTES)))],
                ),
            ));
        }
        Ok(())
    }
}

/// The files ending in `ext` under `dir` (absent: none), sorted, found without recursion. A
/// link counts only if its target stays inside `root` (the content folder, canonical); a link
/// to a folder is refused if that folder is already on the way down (a loop).
fn walk(root: &Path, dir: &Path, ext: &str) -> Result<Vec<PathBuf>, FileError> {
    let mut out = Vec::new();
    let Ok(start) = std::fs::canonicalize(dir) else {
        return Ok(out);
    };
    if !start.starts_with(root) {
        return Err(outside(dir, &start));
    }
    // (folder as named, canonical folders from the root down to it)
    let mut stack: Vec<(PathBuf, Vec<PathBuf>)> = vec![(dir.to_path_buf(), vec![start])];
    while let Some((folder, ancestors)) = stack.pop() {
        let entries = std::fs::read_dir(&folder).map_err(|e| limits::io_error(&folder, &e))?;
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        let mut subfolders = Vec::new();
        for p in paths {
            let meta = std::fs::symlink_metadata(&p).map_err(|e| limits::io_error(&p, &e))?;
            let is_dir = if meta.file_type().is_symlink() {
                let target = std::fs::canonicalize(&p).map_err(|e| limits::io_error(&p, &e))?;
                if !target.starts_with(root) {
                    return Err(outside(&p, &target));
                }
                let is_dir = target.is_dir();
                if is_dir && ancestors.contains(&target) {
                    return Err(FileError::at(
                        &p,
                        1,
                        1,
                        Problem::new("file-error-link-loop", vec![]),
                    ));
                }
                is_dir.then_some(target)
            } else if meta.is_dir() {
                Some(
                    ancestors
                        .last()
                        .map_or_else(|| p.clone(), |a| a.join(p.file_name().unwrap_or_default())),
                )
            } else {
                None
            };
            match is_dir {
                Some(canonical) => {
                    if ancestors.len() >= MAX_FOLDER_DEPTH {
                        return Err(FileError::at(
                            &p,
                            1,
                            1,
                            Problem::new(
                                "file-error-folder-too-deep",
                                vec![("limit", Arg::from(MAX_FOLDER_DEPTH))],
                            ),
                        ));
                    }
                    let mut down = ancestors.clone();
                    down.push(canonical);
                    subfolders.push((p, down));
                }
                None if p.extension().is_some_and(|x| x == ext) => out.push(p),
                None => {}
            }
        }
        // Depth first, in name order.
        stack.extend(subfolders.into_iter().rev());
    }
    out.sort();
    Ok(out)
}

fn outside(link: &Path, target: &Path) -> FileError {
    FileError::at(
        link,
        1,
        1,
        Problem::new(
            "file-error-link-outside",
            vec![("target", Arg::Str(target.display().to_string()))],
        ),
    )
}
