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
    /// Arguments that are messages themselves, worded in the same language first (a place,
    /// what was expected).
    pub parts: Vec<(&'static str, Problem)>,
}

/// The id of a problem already worded in each language ([`Problem::worded`]): its arguments are
/// the texts, by language code.
const WORDED: &str = "file-error-worded";

impl Problem {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Problem {
        Problem {
            id,
            args,
            parts: Vec::new(),
        }
    }

    /// Adds argument `name`, itself a message worded in the reader's language.
    pub fn with(mut self, name: &'static str, part: Problem) -> Problem {
        self.parts.push((name, part));
        self
    }

    /// A message worded by `word` in each language (for a part of the program that words its
    /// own messages, such as a phase scenario's run).
    pub fn worded(word: impl Fn(Lang) -> String) -> Problem {
        Problem::new(
            WORDED,
            Lang::ALL
                .into_iter()
                .map(|l| (l.code(), Arg::Str(word(l))))
                .collect(),
        )
    }

    /// The problem in `lang`, not yet escaped.
    fn words(&self, lang: Lang) -> String {
        if self.id == WORDED {
            return match self.args.iter().find(|(code, _)| *code == lang.code()) {
                Some((_, Arg::Str(text))) => text.clone(),
                _ => String::new(),
            };
        }
        if self.parts.is_empty() {
            return tr(lang, self.id, &self.args);
        }
        let mut args = self.args.clone();
        for (name, part) in &self.parts {
            args.push((name, Arg::Str(part.words(lang))));
        }
        tr(lang, self.id, &args)
    }

    /// A message that is already text (from a library that words its own errors).
    pub fn raw(text: impl Into<String>) -> Problem {
        Problem::new("file-error-raw", vec![("text", Arg::Str(text.into()))])
    }

    /// The problem in `lang`, safe for a terminal.
    pub fn message(&self, lang: Lang) -> String {
        terminal_safe(&self.words(lang)).into_owned()
    }
}

/// An error in a file, with the place it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub path: PathBuf,
    pub line: usize,
    pub col: usize,
    pub problem: Problem,
    /// The language `Display` words it in (English unless the code that made it knew the
    /// reader's); [`FileError::render`] takes any.
    pub display_lang: Lang,
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
            display_lang: Lang::En,
        }
    }

    /// The same error, shown by `Display` in `lang`.
    pub fn in_lang(mut self, lang: Lang) -> Self {
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
