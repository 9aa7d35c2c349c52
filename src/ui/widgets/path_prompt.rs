//! A path being typed, for a sandbox's files (save, open, export): the text field, why the last
//! Enter did not go through, and the question Enter asks first (overwrite a file, drop the edits
//! not saved). What the path is for, and how an error is worded, are the sandbox's.

use std::path::{Path, PathBuf};

use super::input::Input;

/// The longest path a prompt takes, in characters (the longest path Linux opens).
pub(crate) const MAX_PATH: usize = 4096;

/// A path being typed for a `K` (save, open…); its error is an `E`, as the sandbox words it.
#[derive(Clone, Debug, PartialEq)]
pub struct PathPrompt<K, E> {
    pub(crate) kind: K,
    pub input: Input,
    pub error: Option<E>,
    /// Enter again overwrites the file (saving), or drops the edits not saved (opening).
    pub confirm: bool,
}

impl<K, E> PathPrompt<K, E> {
    pub(crate) fn new(kind: K, text: &str) -> Self {
        PathPrompt {
            kind,
            input: Input::new(text),
            error: None,
            confirm: false,
        }
    }

    /// A typed character, while the path is below `limit` characters: a question asked takes
    /// no typing. Typing clears the error.
    pub(crate) fn type_char(&mut self, c: char, limit: usize) {
        if self.confirm {
            return;
        }
        if self.input.len() < limit {
            self.input.insert(c);
        }
        self.error = None;
    }

    pub(crate) fn backspace(&mut self) {
        if !self.confirm {
            self.input.backspace();
            self.error = None;
        }
    }

    /// The path typed, trimmed, as typed and as a path; `None` (the error `empty` says why)
    /// when nothing is typed.
    pub(crate) fn path(&mut self, empty: impl FnOnce() -> E) -> Option<(String, PathBuf)> {
        let raw = self.input.text().trim().to_string();
        if raw.is_empty() {
            self.error = Some(empty());
            return None;
        }
        let path = PathBuf::from(&raw);
        Some((raw, path))
    }

    /// Whether Enter stops to ask first: when `ask` (edits not saved), until asked once.
    pub(crate) fn asks(&mut self, ask: bool) -> bool {
        if ask && !self.confirm {
            self.confirm = true;
            return true;
        }
        false
    }

    /// Enter did not go through: why, and the question asked (if any) is asked again.
    pub(crate) fn refuse(&mut self, why: E) {
        self.error = Some(why);
        self.confirm = false;
    }
}

/// What a file opened from `path` (typed as `raw`) is called: its file name.
pub(crate) fn file_name(path: &Path, raw: &str) -> String {
    path.file_name()
        .map_or_else(|| raw.to_string(), |n| n.to_string_lossy().into_owned())
}

/// A file's name as a pane's title: its last part, every control or hidden character escaped
/// (the reader named it; it is text from outside like any other).
pub(crate) fn file_title(path: &Path) -> String {
    let raw = path.display().to_string();
    crate::escape::terminal_safe(&file_name(path, &raw)).into_owned()
}
