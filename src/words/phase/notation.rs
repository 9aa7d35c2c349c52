//! The phase trace's one word, said in the reader's language: the course's notation
//! (`R1 [1]A pass [2]P -`) writes `pass` for a step where the player chose to pass; a reader of
//! French reads `passe`. `expect` lines and the `trace` format keep `pass`.

use crate::i18n::{Lang, tr};

/// The word the phase trace writes for a chosen pass, in `lang` (`pass`, `passe`).
pub(crate) fn pass_word(lang: Lang) -> String {
    tr(lang, "phase-trace-pass", &[])
}

/// A phase trace line (`R1 [1]A pass [2]P -`), or steps said one word each (`A:pass m1`), as
/// shown in `lang`: each `pass` is the reader's word for it. Nothing else in the line is a
/// word: `R`, `A`, `P`, `-` and the marks are the course's notation, and no effect can be named
/// `pass` nor have a `:` in its name (a scenario file refuses such ids).
pub(crate) fn trace_words(line: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return line.to_string();
    }
    let pass = pass_word(lang);
    line.split(' ')
        .map(|t| match t.strip_suffix("pass") {
            Some("") => pass.clone(),
            Some(who) if who.ends_with(':') => format!("{who}{pass}"),
            _ => t.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}
