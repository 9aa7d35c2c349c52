//! What went wrong in a file, and where: every error reads `path:line:col: message`, the
//! message in the reader's language (a Fluent id with its arguments, worded when shown).

use std::fmt;
use std::path::PathBuf;

use crate::escape::one_line;
use crate::i18n::Lang;
pub(crate) use crate::i18n::problem::Problem;

/// An error in a file, with the place it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub(crate) path: PathBuf,
    pub line: usize,
    pub col: usize,
    pub problem: Problem,
    /// The language `Display` words it in (English unless the code that made it knew the
    /// reader's); [`FileError::render`] takes any.
    pub(crate) display_lang: Lang,
}

impl FileError {
    /// An error told by a Fluent message.
    pub(crate) fn at(path: impl Into<PathBuf>, line: usize, col: usize, problem: Problem) -> Self {
        FileError {
            path: path.into(),
            line: line.max(1),
            col: col.max(1),
            problem,
            display_lang: Lang::En,
        }
    }

    /// The same error, shown by `Display` in `lang`.
    pub(crate) fn in_lang(mut self, lang: Lang) -> Self {
        self.display_lang = lang;
        self
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
        f.write_str(&self.render(self.display_lang))
    }
}

impl std::error::Error for FileError {}
