//! How a card's words are kept and named: the card's ways of naming itself read as `~`, words
//! kept as printed, one space between words.

use crate::rules::card::Text;

/// How the card refers to itself: its name, and a shorter name (a legendary card's name up
/// to its comma: "Avacyn" for "Avacyn, Angel of Hope").
pub(super) struct SelfNames<'a> {
    pub(super) name: &'a str,
    pub(super) short: Option<&'a str>,
}

const SELF_WORDS: &[&str] = &[
    "this creature",
    "this enchantment",
    "this artifact",
    "this land",
    "this permanent",
    "this aura",
    "this equipment",
    "this card",
    "this spell",
];

/// Words separated by one space (a blanked reminder leaves runs of them).
pub(super) fn one_spaced(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A sentence with the card's ways of naming itself replaced by `~`.
pub(super) fn with_self(s: &str, names: &SelfNames) -> String {
    let mut out = s.to_string();
    let mut candidates: Vec<&str> = Vec::new();
    if !names.name.trim().is_empty() {
        candidates.push(names.name.trim());
    }
    if let Some(short) = names.short
        && !short.is_empty()
    {
        candidates.push(short);
    }
    for c in candidates {
        if out.contains(c) {
            out = replace_word(&out, &out.clone(), c, "~");
        }
    }
    // Most sentences name no "this …": one lower-case copy to look, another only on a match.
    let mut lower = out.to_ascii_lowercase();
    if !lower.contains("this ") {
        return out;
    }
    for w in SELF_WORDS {
        if lower.contains(w) {
            out = replace_word(&out, &lower, w, "~");
            lower = out.to_ascii_lowercase();
        }
    }
    out
}

/// Replaces the whole-word matches of `pat` in `haystack` (`s` itself, or `s` in lower case
/// for a match whatever the case: the same byte offsets) with `with`.
fn replace_word(s: &str, haystack: &str, pat: &str, with: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut out = String::with_capacity(s.len());
    let mut last = 0;
    for (i, _) in haystack.match_indices(pat) {
        let before = haystack[..i].chars().next_back();
        let after = haystack[i + pat.len()..].chars().next();
        if i < last || word(before) || word(after) {
            continue;
        }
        out.push_str(&s[last..i]);
        out.push_str(with);
        last = i + pat.len();
    }
    out.push_str(&s[last..]);
    out
}

/// Words kept as they are printed, with a capital first ("draw a card." after a trigger's
/// comma is the sentence "Draw a card.").
pub(super) fn text(en: &str) -> Text {
    let en = en.trim();
    let mut s: String = en.chars().take(1).flat_map(char::to_uppercase).collect();
    s.push_str(
        en.get(en.chars().next().map_or(0, char::len_utf8)..)
            .unwrap_or(""),
    );
    Text {
        en: s,
        fr: String::new(),
    }
}

/// Sentence `sentence` of `part` (at byte `s_at`) as printed: with its period if it has one.
pub(super) fn as_printed(part: &str, s_at: usize, sentence: &str) -> String {
    match part.get(s_at + sentence.len()..) {
        Some(rest) if rest.starts_with('.') => format!("{sentence}."),
        _ => sentence.to_string(),
    }
}

/// The sentences of a line, with their offsets in it: split at a period (outside quotes)
/// followed by a space or the end.
pub(super) fn split_sentences(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    let bytes: Vec<(usize, char)> = line.char_indices().collect();
    for (k, &(i, c)) in bytes.iter().enumerate() {
        if c == '"' || c == '“' || c == '”' {
            quoted = !quoted;
        }
        // French quotes open and close with different marks.
        match c {
            '«' => quoted = true,
            '»' => quoted = false,
            _ => {}
        }
        // A mode of a modal spell ("Choose one — • Untap target permanent. • …") is a
        // sentence of its own, and so is what comes before the first.
        if c == '•' && !quoted {
            let s = &line[start..i];
            if !s.trim().is_empty() {
                out.push((start + leading_ws(s), s.trim()));
            }
            start = i;
        }
        let end = bytes.get(k + 1).is_none_or(|&(_, n)| n.is_whitespace());
        if c == '.' && !quoted && end {
            let s = &line[start..i];
            if !s.trim().is_empty() {
                out.push((start + leading_ws(s), s.trim()));
            }
            start = i + c.len_utf8();
        }
    }
    let rest = &line[start..];
    if !rest.trim().is_empty() {
        out.push((start + leading_ws(rest), rest.trim()));
    }
    out
}

fn leading_ws(s: &str) -> usize {
    s.len() - s.trim_start().len()
}
