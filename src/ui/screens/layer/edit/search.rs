//! Searching the catalogue by English or French name, ignoring case and accents.

use crate::content::catalogue::Catalogue;
use crate::i18n::Lang;
use crate::rules::card::CardDef;
use crate::rules::types::CardType;

/// A name folded for searching: lower case, no accents, straight apostrophes.
pub(crate) fn fold(s: &str) -> String {
    let mut out = String::new();
    for c in s.trim().chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => out.push('a'),
            'é' | 'è' | 'ê' | 'ë' => out.push('e'),
            'î' | 'ï' | 'í' | 'ì' => out.push('i'),
            'ô' | 'ö' | 'ó' | 'ò' | 'õ' => out.push('o'),
            'ù' | 'û' | 'ü' | 'ú' => out.push('u'),
            'ÿ' | 'ý' => out.push('y'),
            'ç' => out.push('c'),
            'ñ' => out.push('n'),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            '\u{2019}' | '\u{2018}' => out.push('\''),
            other => out.push(other),
        }
    }
    out
}

/// Which cards a picker offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Cards that are permanents (not instants or sorceries).
    Permanent,
    /// Instants and sorceries.
    Spell,
}

fn is_spell(c: &CardDef) -> bool {
    c.types
        .iter()
        .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
}

/// A card's name in `lang` (the English one when it has no French name).
pub fn card_name(c: &CardDef, lang: Lang) -> &str {
    if lang == Lang::Fr && !c.name_fr.is_empty() {
        &c.name_fr
    } else {
        &c.name
    }
}

/// The catalogue cards of `kind` whose English or French name contains `query` (case and
/// accents ignored), as indexes: names starting with the query first, then by name in `lang`.
pub fn search(cat: &Catalogue, kind: Kind, query: &str, lang: Lang) -> Vec<usize> {
    let q = fold(query);
    let mut hits: Vec<(bool, String, usize)> = cat
        .cards()
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.name.is_empty() && is_spell(c) == (kind == Kind::Spell))
        .filter_map(|(i, c)| {
            let names = [fold(&c.name), fold(&c.name_fr)];
            let hit = names.iter().any(|n| !n.is_empty() && n.contains(&q));
            let prefix = names.iter().any(|n| !n.is_empty() && n.starts_with(&q));
            hit.then(|| (!prefix, fold(card_name(c, lang)), i))
        })
        .collect();
    hits.sort();
    hits.dedup_by(|a, b| a.2 == b.2);
    hits.into_iter().map(|(_, _, i)| i).collect()
}
