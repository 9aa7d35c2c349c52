//! A type line printed in French: supertypes and card types ("Créature légendaire",
//! "Créature-artefact", "Terrain de base"), " : " or a dash, then subtypes ("Elfe Guerrier",
//! "elfe et druide"), read into the same data as the English one.

use super::tokens::tokens;
use super::vocab::{Word, piece, vocab};
use crate::content::card_text::type_line::TypeLine;

/// Reads a French type line. `Err` holds the byte offset and the word that is neither a
/// supertype nor a card type, or offset 0 and an empty word when no card type is given.
pub(crate) fn read_type_line(line: &str) -> Result<TypeLine, (usize, String)> {
    let (left, right) = split(line);
    let v = vocab();
    let mut out = TypeLine::default();
    // Words with their offsets.
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for w in left.split(' ') {
        if !w.trim().is_empty() {
            words.push((at + (w.len() - w.trim_start().len()), w.trim()));
        }
        at += w.len() + 1;
    }
    let mut k = 0;
    while k < words.len() {
        let (at, w) = words[k];
        let lower = w.to_lowercase();
        // "de base", "de parenté": two words.
        if let Some((_, next)) = words.get(k + 1) {
            let two = tokens(&format!("{w} {next}"));
            if let Some((_, Word::Supertype(s))) = v
                .multi
                .iter()
                .find(|(f, _)| f.len() == two.len() && super::tokens::starts(&two, 0, f))
            {
                out.supertypes.push(*s);
                k += 2;
                continue;
            }
            if piece(&two, 0, "reader-fr-of").is_some()
                && let Some(Word::Type(t, false)) = v.words.get(&next.to_lowercase())
            {
                out.types.push(*t);
                k += 2;
                continue;
            }
        }
        match v.words.get(&lower) {
            Some(Word::Supertype(s)) => out.supertypes.push(*s),
            Some(Word::Type(t, false)) => out.types.push(*t),
            _ => match lower
                .split_once('-')
                .map(|(a, b)| (v.words.get(a), v.words.get(b)))
            {
                Some((Some(Word::Type(head, false)), Some(Word::Type(m, false)))) => {
                    out.types.push(*m);
                    out.types.push(*head);
                }
                _ => return Err((at, w.to_string())),
            },
        }
        k += 1;
    }
    if out.types.is_empty() {
        return Err((0, String::new()));
    }
    if let Some(right) = right {
        for t in tokens(right) {
            // Printed lines join subtypes with "et" and some carry a stray dash.
            if t.is(",")
                || t.text.chars().all(|c| matches!(c, '-' | '—' | '–'))
                || piece(std::slice::from_ref(&t), 0, "reader-fr-and").is_some()
            {
                continue;
            }
            let name = match v.words.get(&t.lower) {
                Some(Word::Subtype(s, _)) => s.clone(),
                _ => same_word_subtype(&t.text).unwrap_or_else(|| t.text.clone()),
            };
            out.subtypes.push(name);
        }
    }
    Ok(out)
}

/// The part before " : " or the dash, and the part after it if there is one.
fn split(line: &str) -> (&str, Option<&str>) {
    for sep in [" :", "\u{a0}:", "\u{202f}:", ":", "—", " - ", "--", "–"] {
        if let Some((l, r)) = line.split_once(sep) {
            return (l, Some(r));
        }
    }
    (line, None)
}

/// The English subtype spelled as the French word (sphinx, rat, praetor, arcane), compared
/// without case or accents: French prints many types as the English word, lowercase.
fn same_word_subtype(word: &str) -> Option<String> {
    let w = plain(word);
    crate::rules::creature_types::ALL
        .iter()
        .chain(crate::rules::object::OTHER_SUBTYPES)
        .find(|s| plain(s) == w)
        .map(|s| s.to_string())
}

/// `s` lowercase, its accented letters as their base letter.
fn plain(s: &str) -> String {
    crate::content::spelling::without_accents(&s.to_lowercase())
}
