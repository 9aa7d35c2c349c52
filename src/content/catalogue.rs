//! The bilingual card catalogue (`lessons/cards.ron`): lookup by English or French name.

use std::path::Path;

use serde::Deserialize;

use super::ron_file::{self, FileError, Problem};
use super::spelling::{levenshtein, without_accents};
use crate::i18n::Arg;
use crate::rules::card::CardDef;

/// The catalogue file embedded in the binary.
pub const EMBEDDED: &str = include_str!("../../lessons/cards.ron");
pub const EMBEDDED_PATH: &str = "lessons/cards.ron";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename = "Catalogue")]
struct CatalogueFile {
    format_version: u32,
    cards: Vec<CardDef>,
}

/// A list of cards, searchable by either name.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    pub cards: Vec<CardDef>,
}

impl Catalogue {
    /// Parses a catalogue file.
    pub fn parse(path: &Path, text: &str) -> Result<Catalogue, FileError> {
        let file: CatalogueFile = ron_file::parse(path, text)?;
        if file.format_version != 1 {
            let (line, col) = ron_file::Doc::parse(text)
                .root()
                .get("format_version")
                .map_or((1, 1), |n| n.pos());
            return Err(FileError::at(
                path,
                line,
                col,
                Problem::new(
                    "content-format-version",
                    vec![("found", Arg::Num(i64::from(file.format_version)))],
                ),
            ));
        }
        let mut file = file;
        for (i, c) in file.cards.iter_mut().enumerate() {
            super::card_text::fields::apply(c).map_err(|e| {
                super::refusals::card_text_error(path, text, |root| root.get("cards")?.index(i), e)
            })?;
        }
        for (i, c) in file.cards.iter().enumerate() {
            crate::rules::meaning::check_card(c).map_err(|r| {
                super::refusals::refusal_error(path, text, |root| root.get("cards")?.index(i), &r)
            })?;
        }
        Ok(Catalogue { cards: file.cards })
    }

    /// The catalogue shipped with layerlab. The test suite checks it, so it is read without the
    /// positions a user's file is read with (a third of a small command's start-up); were it
    /// ever unreadable, the reader with positions says where.
    pub fn embedded() -> Catalogue {
        match ron_file::options().from_str::<CatalogueFile>(EMBEDDED) {
            // A card given by its printed text is read by the reader with positions.
            Ok(file) if file.format_version == 1 && !file.cards.iter().any(given_as_printed) => {
                Catalogue { cards: file.cards }
            }
            _ => Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED)
                .expect("the embedded catalogue is checked by the test suite"),
        }
    }

    /// Finds a card by English or French name, ignoring case (and accents' absence is not
    /// forgiven: suggestions cover that).
    pub fn find(&self, name: &str) -> Option<&CardDef> {
        self.cards.iter().find(|c| c.is_named(name))
    }

    /// The names closest to `name` (English or French), best first, at most `n`.
    pub fn suggest(&self, name: &str, n: usize) -> Vec<String> {
        let key = fold(name);
        let plain_key = without_accents(&key);
        let key_len = plain_key.chars().count();
        let limit = (key_len / 2).max(3);
        let mut scored: Vec<(usize, String)> = Vec::new();
        for card in &self.cards {
            for candidate in [&card.name, &card.name_fr] {
                if candidate.is_empty() {
                    continue;
                }
                let folded = fold(candidate);
                let d = if folded.contains(&key) || key.contains(&folded) {
                    0
                } else {
                    let plain = without_accents(&folded);
                    // The distance is at least the difference in length: past the limit, the
                    // name is no suggestion, and the quadratic distance of a name thousands of
                    // characters long is not computed.
                    if key_len.abs_diff(plain.chars().count()) > limit {
                        continue;
                    }
                    levenshtein(&plain_key, &plain)
                };
                scored.push((d, candidate.clone()));
            }
        }
        scored.sort();
        scored.dedup_by(|a, b| a.1 == b.1);
        scored
            .into_iter()
            .filter(|(d, _)| *d <= limit)
            .take(n)
            .map(|(_, s)| s)
            .collect()
    }
}

/// Case folding for name comparison (also folds typographic apostrophes).
pub fn fold(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .replace(['\u{2019}', '\u{2018}'], "'")
}

/// A card (or its back face) with a `type_line` or `text` to read.
fn given_as_printed(c: &CardDef) -> bool {
    c.text.is_some() || c.type_line.is_some() || c.back.as_deref().is_some_and(given_as_printed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_catalogue_reads_the_same_with_and_without_positions() {
        let with = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).expect("it parses");
        assert!(!with.cards.is_empty());
        assert_eq!(Catalogue::embedded().cards, with.cards);
    }
}
