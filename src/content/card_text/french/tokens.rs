//! The words of a French sentence: elided articles and pronouns split from their word ("l'",
//! "qu'"), the curly apostrophe read as the straight one, a no-break space as a space, the
//! minus sign (−) as a hyphen.

// A French token is the English reader's: a word, a mana or tap symbol, a P/T, a punctuation mark.
pub(super) use super::super::words::Tok;
use super::super::words::word_char;

/// The words French elides before a vowel, apostrophe included: split from what follows.
fn elided(head: &str) -> bool {
    matches!(
        head,
        "l'" | "d'"
            | "j'"
            | "n'"
            | "s'"
            | "c'"
            | "m'"
            | "t'"
            | "qu'"
            | "jusqu'"
            | "lorsqu'"
            | "puisqu'"
            | "quoiqu'"
    )
}

/// The tokens of `s`.
pub(super) fn tokens(s: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c.is_whitespace() {
            continue;
        }
        let mut text = String::new();
        if c == '{' {
            text.push(c);
            for d in it.by_ref() {
                text.push(d);
                if d == '}' {
                    break;
                }
            }
            push(&mut out, text);
            continue;
        }
        if !word_char(c) {
            text.push(c);
            push(&mut out, text);
            continue;
        }
        text.push(c);
        while let Some(&d) = it.peek() {
            if !word_char(d) {
                break;
            }
            text.push(d);
            it.next();
        }
        let text = text.replace('’', "'").replace('−', "-");
        // "l'endurance" is "l'" and "endurance"; "aujourd'hui" stays whole.
        match text.find('\'') {
            Some(i) if i + 1 < text.len() && elided(&text[..=i].to_lowercase()) => {
                push(&mut out, text[..=i].to_string());
                push(&mut out, text[i + 1..].to_string());
            }
            _ => push(&mut out, text),
        }
    }
    out
}

fn push(out: &mut Vec<Tok>, text: String) {
    let lower = text.to_lowercase();
    out.push(Tok { text, lower });
}

/// Whether the tokens from `i` on start with the words `pat` (in lower case).
pub(super) fn starts(toks: &[Tok], i: usize, pat: &[String]) -> bool {
    !pat.is_empty()
        && toks.len() >= i + pat.len()
        && toks[i..i + pat.len()]
            .iter()
            .zip(pat)
            .all(|(t, p)| t.lower == *p)
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn elisions_apostrophes_and_symbols() {
        let t: Vec<String> =
            tokens("Jusqu’à la fin du tour, l'Ogre gagne −1/−1. {T}\u{a0}: qu'aujourd'hui")
                .into_iter()
                .map(|t| t.text)
                .collect();
        assert_eq!(
            t,
            [
                "Jusqu'",
                "à",
                "la",
                "fin",
                "du",
                "tour",
                ",",
                "l'",
                "Ogre",
                "gagne",
                "-1/-1",
                ".",
                "{T}",
                ":",
                "qu'",
                "aujourd'hui"
            ]
        );
    }
}
