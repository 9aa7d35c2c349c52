//! The bilingual card catalogue (`lessons/cards.ron`, and `lessons/cards-judges.ron` when there
//! is one): lookup by English or French name.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::ron_file::{self, FileError, Problem};
use super::spelling::{levenshtein, without_accents};
use crate::i18n::Arg;
use crate::rules::card::CardDef;

/// The catalogue file embedded in the binary: the cards the lessons use.
pub const EMBEDDED: &str = include_str!("../../lessons/cards.ron");
pub const EMBEDDED_PATH: &str = "lessons/cards.ron";
/// The second catalogue file embedded in the binary: the cards judges meet in layer questions,
/// given by their rules text.
pub const EMBEDDED_JUDGES: &str = include_str!("../../lessons/cards-judges.ron");
pub const EMBEDDED_JUDGES_PATH: &str = "lessons/cards-judges.ron";
/// The catalogue's files inside a content folder, in the order they are read: the first is
/// required for a folder to have its own catalogue, the second is optional.
pub const FILES: [&str; 2] = [EMBEDDED_PATH, EMBEDDED_JUDGES_PATH];

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

    /// Parses the catalogue's files (`(path, text)`, in order) into one catalogue. A card named
    /// (in English or French) in an earlier file may not be named again in a later one: the
    /// error is at the later card's name.
    pub fn parse_files(files: &[(PathBuf, &str)]) -> Result<Catalogue, FileError> {
        let mut cards = Vec::new();
        // Each folded name: the card's English name and the file that defines it.
        let mut seen: HashMap<String, (String, PathBuf)> = HashMap::new();
        for (path, text) in files {
            let file = Catalogue::parse(path, text)?;
            let mut this_file: Vec<(String, String)> = Vec::new();
            for (i, c) in file.cards.iter().enumerate() {
                for (field, name) in [("name", &c.name), ("name_fr", &c.name_fr)] {
                    let key = fold(name);
                    if key.is_empty() {
                        continue;
                    }
                    if let Some((first, first_path)) = seen.get(&key) {
                        let (line, col) = ron_file::Doc::parse(text)
                            .root()
                            .get("cards")
                            .and_then(|n| n.index(i))
                            .and_then(|n| n.get(field).or(Some(n)))
                            .map_or((1, 1), |n| n.pos());
                        return Err(FileError::at(
                            path,
                            line,
                            col,
                            Problem::new(
                                "content-card-duplicate",
                                vec![
                                    ("name", Arg::from(name.as_str())),
                                    ("card", Arg::from(first.as_str())),
                                    ("first", Arg::from(first_path.display().to_string())),
                                ],
                            ),
                        ));
                    }
                    this_file.push((key, c.name.clone()));
                }
            }
            for (key, name) in this_file {
                seen.entry(key).or_insert((name, path.clone()));
            }
            cards.extend(file.cards);
        }
        Ok(Catalogue { cards })
    }

    /// The catalogue shipped with layerlab: both embedded files. The test suite checks it, so a
    /// file of cards given as data is read without the positions a user's file is read with (a
    /// third of a small command's start-up); were it ever unreadable, the reader with positions
    /// says where.
    pub fn embedded() -> Catalogue {
        // Read once a process: the judges' cards are given by their printed text, which the
        // reader reads each time it is given (a few milliseconds for the whole file).
        static READ: std::sync::OnceLock<Catalogue> = std::sync::OnceLock::new();
        READ.get_or_init(Catalogue::read_embedded).clone()
    }

    /// The built-in catalogue read from its two files, as [`Catalogue::embedded`] does the first
    /// time it is called in a process.
    pub fn read_embedded() -> Catalogue {
        // Without positions: a card given by its printed text is read by the reader as it is
        // (the positions only place an error, which the test suite keeps from happening).
        let fast = |text: &str| match ron_file::options().from_str::<CatalogueFile>(text) {
            Ok(mut file) if file.format_version == 1 => {
                for c in file.cards.iter_mut().filter(|c| given_as_printed(c)) {
                    super::card_text::fields::apply(c).ok()?;
                    crate::rules::meaning::check_card(c).ok()?;
                }
                Some(file.cards)
            }
            _ => None,
        };
        match (fast(EMBEDDED), fast(EMBEDDED_JUDGES)) {
            // Names are unique across the files: the test suite checks it.
            (Some(mut cards), Some(judges)) => {
                cards.extend(judges);
                Catalogue { cards }
            }
            _ => Catalogue::parse_files(&[
                (PathBuf::from(EMBEDDED_PATH), EMBEDDED),
                (PathBuf::from(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES),
            ])
            .expect("the embedded catalogue is checked by the test suite"),
        }
    }

    /// The catalogue of a content source: its `lessons/cards.ron` and, when it has one,
    /// `lessons/cards-judges.ron`, each error at its own file (`display` gives the path to
    /// show). `None` when the source has no `lessons/cards.ron`.
    pub(crate) fn of_files<'a>(
        get: impl Fn(&str) -> Option<&'a str>,
        display: impl Fn(&str) -> PathBuf,
    ) -> Option<Result<Catalogue, FileError>> {
        get(EMBEDDED_PATH)?;
        let files: Vec<(PathBuf, &str)> = FILES
            .iter()
            .filter_map(|rel| Some((display(rel), get(rel)?)))
            .collect();
        Some(Catalogue::parse_files(&files))
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

    fn both_files() -> Catalogue {
        Catalogue::parse_files(&[
            (PathBuf::from(EMBEDDED_PATH), EMBEDDED),
            (PathBuf::from(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES),
        ])
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_embedded_catalogue_reads_the_same_with_and_without_positions() {
        let with = both_files();
        assert!(!with.cards.is_empty());
        assert_eq!(Catalogue::embedded().cards, with.cards);
    }

    #[test]
    fn the_embedded_catalogue_is_both_files_in_order() {
        let first = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).expect("it parses");
        let second =
            Catalogue::parse(Path::new(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES).expect("it parses");
        assert!(!second.cards.is_empty());
        let both = both_files();
        assert_eq!(both.cards.len(), first.cards.len() + second.cards.len());
        assert_eq!(both.cards[..first.cards.len()], first.cards[..]);
    }
}
