//! A relative clause after a noun phrase that says what the objects must also be: "qui est un
//! Elfe ou un Guerrier", "qui sont des Elfes", "qui est blanche ou bleue". English says it
//! "that is an Elf or a Warrior"; one kind per clause, subtypes or colors.

use super::tokens::Tok;
use super::vocab::{Word, english, piece, vocab};

/// The clause at `*j`, in English, `*j` moved past it; nothing (and `*j` where it was) if
/// the words there are no such clause.
pub(super) fn that_is(toks: &[Tok], j: &mut usize) -> String {
    let v = vocab();
    let Some(mut i) = piece(toks, *j, "reader-fr-that-is").map(|n| *j + n) else {
        return String::new();
    };
    let mut items: Vec<String> = Vec::new();
    let mut colors = false;
    loop {
        i += piece(toks, i, "reader-fr-indef")
            .or_else(|| piece(toks, i, "reader-fr-indef-pl"))
            .unwrap_or(0);
        let Some(t) = toks.get(i) else {
            return String::new();
        };
        match v.words.get(&t.lower) {
            Some(Word::Subtype(name, _)) if !colors || items.is_empty() => items.push(name.clone()),
            Some(Word::Color(c)) if colors || items.is_empty() => {
                colors = true;
                items.push(v.color_en[c].clone());
            }
            _ => return String::new(),
        }
        i += 1;
        match piece(toks, i, "reader-fr-or") {
            Some(n) => i += n,
            None => break,
        }
    }
    *j = i;
    let or = format!(" {} ", english("reader-fr-or"));
    format!("{} {}", english("reader-fr-that-is"), items.join(&or))
}
