//! A message not yet worded: a Fluent id with its arguments, worded in the reader's language
//! when shown. The engines return their problems this way, so they hold no text.

use crate::escape::terminal_safe;
use crate::i18n::{Arg, Lang, tr};

/// A problem, as a Fluent message id and its arguments (worded when shown, in the reader's
/// language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub id: &'static str,
    pub(crate) args: Vec<(&'static str, Arg)>,
    /// Arguments that are messages themselves, worded in the same language first (a place,
    /// what was expected).
    pub(crate) parts: Vec<(&'static str, Problem)>,
}

/// The id of a problem already worded in each language ([`Problem::worded`]): its arguments are
/// the texts, by language code.
const WORDED: &str = "file-error-worded";

impl Problem {
    pub(crate) fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Problem {
        Problem {
            id,
            args,
            parts: Vec::new(),
        }
    }

    /// Adds argument `name`, itself a message worded in the reader's language.
    pub(crate) fn with(mut self, name: &'static str, part: Problem) -> Problem {
        self.parts.push((name, part));
        self
    }

    /// A message worded by `word` in each language (for a part of the program that words its
    /// own messages, such as a phase scenario's run).
    pub(crate) fn worded(word: impl Fn(Lang) -> String) -> Problem {
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

    /// The problem in `lang`, safe for a terminal.
    pub fn message(&self, lang: Lang) -> String {
        terminal_safe(&self.words(lang)).into_owned()
    }
}
