//! What went wrong in a file, and where: every error reads `path:line:col: message`, the
//! message in the reader's language (a Fluent id with its arguments, worded when shown).

use std::fmt;
use std::path::PathBuf;

use crate::i18n::{Arg, Lang, tr};
use crate::words::{one_line, terminal_safe};

/// A problem, as a Fluent message id and its arguments (worded when shown, in the reader's
/// language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Problem {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Problem {
        Problem { id, args }
    }

    /// A message that is already text (from a library that words its own errors).
    pub fn raw(text: impl Into<String>) -> Problem {
        Problem::new("file-error-raw", vec![("text", Arg::Str(text.into()))])
    }

    /// The problem in `lang`, safe for a terminal.
    pub fn message(&self, lang: Lang) -> String {
        terminal_safe(&tr(lang, self.id, &self.args)).into_owned()
    }
}

/// An error in a file, with the place it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub path: PathBuf,
    pub line: usize,
    pub col: usize,
    pub problem: Problem,
}

impl FileError {
    /// An error whose message is already text.
    pub fn new(
        path: impl Into<PathBuf>,
        line: usize,
        col: usize,
        message: impl Into<String>,
    ) -> Self {
        FileError::at(path, line, col, Problem::raw(message))
    }

    /// An error told by a Fluent message.
    pub fn at(path: impl Into<PathBuf>, line: usize, col: usize, problem: Problem) -> Self {
        FileError {
            path: path.into(),
            line: line.max(1),
            col: col.max(1),
            problem,
        }
    }

    /// The message alone, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.problem.message(lang)
    }

    /// `path:line:col: message` in `lang`, safe for a terminal.
    pub fn render(&self, lang: Lang) -> String {
        format!(
            "{}:{}:{}: {}",
            one_line(&self.path.display().to_string()),
            self.line,
            self.col,
            self.message(lang)
        )
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl std::error::Error for FileError {}
