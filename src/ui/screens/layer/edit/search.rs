//! Searching the catalogue by English or French name, ignoring case and accents.

use crate::content::catalogue::{Catalogue, loose};
use crate::i18n::Lang;
use crate::rules::card::CardDef;

/// Which cards a picker offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Cards that are permanents (not instants or sorceries).
    Permanent,
    /// Instants and sorceries.
    Spell,
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
    let q = loose(query);
    let mut hits: Vec<(bool, String, usize)> = cat
        .cards()
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.name.is_empty() && c.is_instant_or_sorcery() == (kind == Kind::Spell))
        .filter_map(|(i, c)| {
            let names = [loose(&c.name), loose(&c.name_fr)];
            let hit = names.iter().any(|n| !n.is_empty() && n.contains(&q));
            let prefix = names.iter().any(|n| !n.is_empty() && n.starts_with(&q));
            hit.then(|| (!prefix, loose(card_name(c, lang)), i))
        })
        .collect();
    hits.sort();
    hits.dedup_by(|a, b| a.2 == b.2);
    hits.into_iter().map(|(_, _, i)| i).collect()
}
