//! Finding the rule numbers in a text: where each starts, whether it is given as today's or as
//! the course's 2011 one, and today's number written beside a 2011 one.

/// Which rules a number is given as: today's, or the course's 2011 ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Era {
    Today,
    Course,
}

/// A rule number in a text: where it starts (byte offset), the number, which rules; for a 2011
/// number written right after today's ("613.8a (2011: 613.7a)", "613.7a (613.6a)",
/// "613.10; 613.9 in 2011", "613.6 was 613.5"), today's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Cite {
    pub(crate) at: usize,
    pub(crate) number: String,
    pub(crate) era: Era,
    pub(crate) beside: Option<String>,
}

/// How a text's entries start, for finding where a sentence starts: at every unindented line
/// (Fluent, reports, literals), or only after a blank line, a heading or a list item (Markdown,
/// whose paragraphs run over several lines).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lines {
    Entries,
    Paragraphs,
}

/// Words right before a number that make it a 2011 one (lower case, spaces collapsed).
pub(crate) const BEFORE_2011: &[&str] = &[
    "2011:",
    "2011 :",
    "then rule",
    "alors règle",
    "alors la règle",
    "alors la",
    "was",
    "was numbered",
    "était la",
    "portait le numéro",
    "_2011: some(\"",
];

/// Words right after a number (or a list of them joined by "and", "/"...) that make it 2011's.
pub(crate) const AFTER_2011: &[&str] = &[
    "in 2011",
    "en 2011",
    "in the 2011",
    "in the course's 2011",
    "dans les règles de 2011",
    "dans le texte de 2011",
    "dans le cours de 2011",
    "at the time",
    "à l'époque",
];

/// How a sentence about the 2011 rules starts: its numbers are 2011's, up to a word of today.
pub(crate) const SENTENCE_2011: &[&str] = &[
    "in 2011",
    "en 2011",
    "in the 2011",
    "in the course's 2011",
    "under the 2011",
    "dans le texte de 2011",
    "dans les règles de 2011",
    "dans le cours de 2011",
    "selon les règles de 2011",
];

pub(crate) const TODAY_WORDS: &[&str] = &["today", "aujourd'hui", "now", "désormais", "actuel"];

/// What may stand between today's number and the 2011 one written beside it (normalized).
pub(crate) const BESIDE: &[&str] = &[" (2011: ", " (2011 : ", " was ", " était la ", "; ", ", "];

/// Words after which a bare section number (`707`) is a rule.
pub(crate) const RULE_WORDS: &[&str] = &[
    "cr", "rc", "rule", "rules", "règle", "règles", "section", "sections",
];

/// What may join the numbers of a list after a rule word: for a list given as 2011's, only the
/// joins that leave no doubt the words after it are about every number (not ", ").
pub(crate) const JOINS: &[&str] = &[
    " / ", "/", ", ", " and ", " et ", " or ", " ou ", " to ", " à ", "–", "-", " – ",
];
pub(crate) const JOINS_2011: &[&str] = &[" / ", " and ", " et ", " or ", " ou "];

/// Units after which a decimal number is a measure, not a rule.
/// (Not `s` nor `x`, which French words start with: "la 613.7 s'applique".)
pub(crate) const UNITS: &[&str] = &[
    "ms", "µs", "ns", "%", "mb", "mib", "kb", "kib", "gb", "gib", "×",
];

/// Lower case, one space for every run of blanks (no-break spaces too), `’` as `'`, and no
/// backslashes (a Rust literal's escapes).
pub(crate) fn norm(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for c in s.chars() {
        let c = match c {
            '\u{a0}' | '\u{202f}' | '\n' | '\t' | '\r' => ' ',
            '’' => '\'',
            '\\' => continue,
            c => c,
        };
        if c == ' ' {
            if !space {
                out.push(' ');
            }
            space = true;
        } else {
            space = false;
            out.extend(c.to_lowercase());
        }
    }
    out
}

pub(crate) fn char_before(text: &str, i: usize) -> Option<char> {
    text[..i].chars().next_back()
}

pub(crate) fn is_blank(c: char) -> bool {
    c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}'
}

/// `n` digits at `i`, the first not 0: where they end.
pub(crate) fn digits(b: &[u8], i: usize, n: usize) -> Option<usize> {
    let ok = (0..n).all(|k| b.get(i + k).is_some_and(u8::is_ascii_digit));
    (ok && b[i] != b'0').then_some(i + n)
}

/// Whether what follows `end` ends a number: not a letter or digit, not `.5`, not a unit.
pub(crate) fn number_ends(text: &str, end: usize) -> bool {
    let rest = &text[end..];
    let mut chars = rest.chars();
    match chars.next() {
        None => return true,
        Some(c) if c.is_alphanumeric() || c == '_' => return false,
        Some('.') if chars.next().is_some_and(|c| c.is_ascii_digit()) => return false,
        _ => {}
    }
    let after = norm(&rest.chars().take(8).collect::<String>());
    let after = after.strip_prefix(' ').unwrap_or(&after);
    !UNITS.iter().any(|u| {
        after
            .strip_prefix(u)
            .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '\''))
    })
}

/// A dotted rule number at `i` (`613.8a`): where it ends.
pub(crate) fn dotted_at(text: &str, i: usize) -> Option<usize> {
    let b = text.as_bytes();
    if char_before(text, i).is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_') {
        return None;
    }
    let mut j = digits(b, i, 3)?;
    if b.get(j) != Some(&b'.') || !b.get(j + 1).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    j += 1;
    while b.get(j).is_some_and(u8::is_ascii_digit) {
        j += 1;
    }
    if b.get(j).is_some_and(u8::is_ascii_lowercase) {
        j += 1;
    }
    number_ends(text, j).then_some(j)
}

/// A bare section number at `i` (`707`): where it ends.
pub(crate) fn section_at(text: &str, i: usize) -> Option<usize> {
    if char_before(text, i).is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_') {
        return None;
    }
    let j = digits(text.as_bytes(), i, 3)?;
    number_ends(text, j).then_some(j)
}

/// A rule word at `i` ("CR", "rule"...) followed by a blank: where the blanks after it end.
pub(crate) fn rule_word_at(text: &str, i: usize) -> Option<usize> {
    if char_before(text, i).is_some_and(char::is_alphanumeric) {
        return None;
    }
    let word_end = text[i..]
        .char_indices()
        .find(|&(_, c)| !c.is_alphabetic())
        .map_or(text.len(), |(k, _)| i + k);
    if word_end == i || !RULE_WORDS.contains(&text[i..word_end].to_lowercase().as_str()) {
        return None;
    }
    let after = text[word_end..]
        .char_indices()
        .find(|&(_, c)| !is_blank(c))
        .map_or(text.len(), |(k, _)| word_end + k);
    (after > word_end).then_some(after)
}

/// A join of `joins` at `i` followed by a digit: where the next number starts.
pub(crate) fn join_at(text: &str, i: usize, joins: &[&str]) -> Option<usize> {
    joins
        .iter()
        .filter(|j| text[i..].starts_with(**j))
        .map(|j| i + j.len())
        .find(|&k| text.as_bytes().get(k).is_some_and(u8::is_ascii_digit))
}

/// Where the sentence holding offset `at` starts.
pub(crate) fn sentence_start(text: &str, at: usize, lines: Lines) -> usize {
    let b = text.as_bytes();
    for k in (0..at).rev() {
        let next = b.get(k + 1).copied().unwrap_or(b' ');
        match b[k] {
            b'.' | b'!' | b'?' if k + 1 < at && (next == b' ' || next == b'\n') => return k + 1,
            b'\n' if lines == Lines::Entries && !next.is_ascii_whitespace() => return k + 1,
            b'\n' if lines == Lines::Paragraphs => {
                let line = text[k + 1..].trim_start();
                if k == 0 || b[k - 1] == b'\n' || line.starts_with(['-', '*', '#', '|', '>']) {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    0
}

/// Whether the number at `start..end` is given as a 2011 one.
pub(crate) fn era_of(text: &str, start: usize, end: usize, lines: Lines) -> Era {
    let from = text[..start]
        .char_indices()
        .rev()
        .nth(60)
        .map_or(0, |(k, _)| k);
    let before = norm(&text[from..start]);
    if BEFORE_2011.iter().any(|w| before.trim_end().ends_with(w)) {
        return Era::Course;
    }
    // The words after the number, or after the list it starts ("613.9 and 613.10 in 2011").
    let mut j = end;
    while let Some(k) = join_at(text, j, JOINS_2011) {
        match dotted_at(text, k) {
            Some(e) => j = e,
            None => break,
        }
    }
    let after = text[j..]
        .char_indices()
        .nth(40)
        .map_or(&text[j..], |(k, _)| &text[j..j + k]);
    let after = norm(after);
    if after.starts_with(' ') && AFTER_2011.iter().any(|w| after[1..].starts_with(w)) {
        return Era::Course;
    }
    // A sentence about 2011, up to a word of today.
    let head = norm(&text[sentence_start(text, start, lines)..start]);
    let mut head = head.trim_start();
    if lines == Lines::Entries
        && let Some((id, rest)) = head.split_once(" = ")
        && !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
    {
        head = rest;
    }
    let head = head.trim_start_matches(|c: char| " *_([\"«#>|`-".contains(c));
    let about_2011 = SENTENCE_2011.iter().any(|w| head.starts_with(w))
        && !TODAY_WORDS.iter().any(|w| head.contains(w));
    if about_2011 { Era::Course } else { Era::Today }
}

/// The dotted rule number that ends `s`, if one does.
pub(crate) fn number_ending(s: &str) -> Option<&str> {
    let start = s
        .char_indices()
        .rev()
        .take_while(|&(_, c)| c.is_ascii_digit() || c.is_ascii_lowercase() || c == '.')
        .last()
        .map(|(k, _)| k)?;
    let n = &s[start..];
    (dotted_at(n, 0) == Some(n.len())).then_some(n)
}

/// A number in brackets right after another one, alone in them ("613.7a (613.6a)"): the one
/// before, which it is given as the 2011 number of.
pub(crate) fn bracketed_after(text: &str, start: usize, end: usize) -> Option<String> {
    let before = text[..start].strip_suffix(" (")?;
    text[end..].starts_with(')').then_some(())?;
    number_ending(before).map(str::to_string)
}

/// Today's number written right before the 2011 number at `start`, if one is.
pub(crate) fn beside(text: &str, start: usize) -> Option<String> {
    let from = text[..start]
        .char_indices()
        .rev()
        .nth(30)
        .map_or(0, |(k, _)| k);
    let before = norm(&text[from..start]);
    BESIDE
        .iter()
        .find_map(|c| before.strip_suffix(c))
        .and_then(number_ending)
        .map(str::to_string)
}

/// Every rule number of `text`.
pub(crate) fn cites(text: &str, lines: Lines) -> Vec<Cite> {
    let mut out = Vec::new();
    let cite = |at: usize, end: usize, number: String| match bracketed_after(text, at, end) {
        Some(today) => Cite {
            at,
            number,
            era: Era::Course,
            beside: Some(today),
        },
        None => {
            let era = era_of(text, at, end, lines);
            let beside = if era == Era::Course {
                beside(text, at)
            } else {
                None
            };
            Cite {
                at,
                number,
                era,
                beside,
            }
        }
    };
    let mut i = 0;
    while i < text.len() {
        if let Some(end) = dotted_at(text, i) {
            let n = &text[i..end];
            out.push(cite(i, end, n.to_string()));
            // "613.1b–f": the range's last subrule is cited too.
            if n.ends_with(|c: char| c.is_ascii_lowercase()) {
                for dash in ["–", "-"] {
                    let k = end + dash.len();
                    let last = text[end..]
                        .strip_prefix(dash)
                        .and_then(|r| r.chars().next());
                    if let Some(l) = last.filter(char::is_ascii_lowercase)
                        && number_ends(text, k + 1)
                    {
                        out.push(cite(i, end, format!("{}{l}", &n[..n.len() - 1])));
                    }
                }
            }
            i = end;
        } else if let Some(after_word) = rule_word_at(text, i) {
            // A list of sections and rules after the word: its bare sections (its dotted
            // numbers are read as any other, from the word on).
            let mut j = after_word;
            loop {
                if let Some(end) = dotted_at(text, j) {
                    j = end;
                } else if let Some(end) = section_at(text, j) {
                    out.push(cite(j, end, text[j..end].to_string()));
                    j = end;
                } else {
                    break;
                }
                match join_at(text, j, JOINS) {
                    Some(k) => j = k,
                    None => break,
                }
            }
            i = after_word;
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    out.sort_by_key(|c| c.at);
    out
}
