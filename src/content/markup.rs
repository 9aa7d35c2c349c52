//! The small markup of lesson prose: `*emphasis*`, `- ` list items, `[[Card Name]]` shown in the
//! reader's language.

use super::catalogue::Catalogue;
use crate::i18n::Lang;

/// A run of text with its style.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    Plain(String),
    Emphasis(String),
    /// A card name, already in the reader's language.
    Card(String),
}

/// One line of prose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub(crate) bullet: bool,
    pub spans: Vec<Span>,
}

/// Parses a message's text into lines of spans.
pub fn parse(text: &str, lang: Lang, catalogue: &Catalogue) -> Vec<Line> {
    text.lines()
        .map(|raw| {
            let (bullet, body) = match raw.trim_start().strip_prefix("- ") {
                Some(rest) => (true, rest),
                None => (false, raw),
            };
            Line {
                bullet,
                spans: spans(body, lang, catalogue),
            }
        })
        .collect()
}

fn card_name(name: &str, lang: Lang, catalogue: &Catalogue) -> String {
    match catalogue.find(name) {
        Some(c) if lang == Lang::Fr && !c.name_fr.is_empty() => c.name_fr.clone(),
        Some(c) => c.name.clone(),
        None => name.to_string(),
    }
}

fn spans(body: &str, lang: Lang, catalogue: &Catalogue) -> Vec<Span> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut rest = body;
    // Once no `]]` follows, none follows further on either: remembering it keeps a line of a
    // hundred thousand `[` linear instead of searching to its end from each one.
    let mut link_closes = true;
    while !rest.is_empty() {
        if link_closes && let Some(after) = rest.strip_prefix("[[") {
            match after.find("]]") {
                Some(end) => {
                    flush(&mut plain, &mut out);
                    out.push(Span::Card(card_name(&after[..end], lang, catalogue)));
                    rest = &after[end + 2..];
                    continue;
                }
                None => link_closes = false,
            }
        }
        if let Some(after) = rest.strip_prefix('*')
            && let Some(end) = after.find('*')
            && end > 0
        {
            flush(&mut plain, &mut out);
            out.push(Span::Emphasis(after[..end].to_string()));
            rest = &after[end + 1..];
            continue;
        }
        let c = rest.chars().next().unwrap_or(' ');
        plain.push(c);
        rest = &rest[c.len_utf8()..];
    }
    flush(&mut plain, &mut out);
    out
}

fn flush(plain: &mut String, out: &mut Vec<Span>) {
    if !plain.is_empty() {
        out.push(Span::Plain(std::mem::take(plain)));
    }
}

/// Plain text of a message: card names in the reader's language, no markers.
pub fn plain(text: &str, lang: Lang, catalogue: &Catalogue) -> String {
    parse(text, lang, catalogue)
        .into_iter()
        .map(|l| {
            let body: String = l
                .spans
                .into_iter()
                .map(|s| match s {
                    Span::Plain(t) | Span::Emphasis(t) | Span::Card(t) => t,
                })
                .collect();
            if l.bullet {
                format!("  • {body}")
            } else {
                body
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_and_emphasis() {
        let cat = Catalogue::embedded();
        let lines = parse(
            "With [[Blood Moon]], *dependency* wins.\n- one",
            Lang::Fr,
            &cat,
        );
        assert_eq!(lines[0].spans[1], Span::Card("Lune de sang".into()));
        assert_eq!(lines[0].spans[3], Span::Emphasis("dependency".into()));
        assert!(lines[1].bullet);
        assert_eq!(plain("a *b* [[Forest]]", Lang::Fr, &cat), "a b Forêt");
    }
}
