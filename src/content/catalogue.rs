//! The bilingual card catalogue (`lessons/cards.ron`, and `lessons/cards-judges.ron` when there
//! is one): lookup by English or French name.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use super::ron_file::{self, FileError, Problem};
use super::spelling::without_accents;
use crate::i18n::Arg;
use crate::rules::card::CardDef;
use strsim::levenshtein;

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

/// A list of cards, searchable by either name. Cheap to clone: the cards are shared.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    shelf: Arc<Shelf>,
}

/// The cards of a catalogue. A catalogue read from a user's file is read whole when it is
/// loaded (so that an error is found and placed then). The built-in one, checked by the test
/// suite, keeps its cards given by printed text unread until one is asked for: a command that
/// names two cards does not read a hundred and fifty texts first.
#[derive(Debug, Default)]
struct Shelf {
    /// Each card as its file gives it, when some are still to be read; empty otherwise.
    given: Vec<CardDef>,
    /// A card of `given` with printed text, read the first time it is looked up by name.
    one: Vec<OnceLock<CardDef>>,
    /// Every card read, in order: set at once for a catalogue read whole, made from `given`
    /// the first time the whole list is asked for otherwise.
    all: OnceLock<Vec<CardDef>>,
    /// Each folded name (English and French) and the index of the first card with it.
    by_name: OnceLock<HashMap<String, usize>>,
}

impl Catalogue {
    /// Parses a catalogue file.
    pub fn parse(path: &Path, text: &str) -> Result<Catalogue, FileError> {
        let file: CatalogueFile = ron_file::parse(path, text)?;
        if file.format_version != 1 {
            return Err(super::refusals::error_at(
                path,
                text,
                |root| root.get("format_version"),
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
        Ok(Catalogue::of_cards(file.cards))
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
            for (i, c) in file.cards().iter().enumerate() {
                for (field, name) in [("name", &c.name), ("name_fr", &c.name_fr)] {
                    let key = fold(name);
                    if key.is_empty() {
                        continue;
                    }
                    if let Some((first, first_path)) = seen.get(&key) {
                        return Err(super::refusals::error_at(
                            path,
                            text,
                            |root| {
                                let card = root.get("cards")?.index(i)?;
                                card.get(field).or(Some(card))
                            },
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
            cards.extend(file.into_cards());
        }
        Ok(Catalogue::of_cards(cards))
    }

    /// A catalogue of cards already read.
    pub fn of_cards(cards: Vec<CardDef>) -> Catalogue {
        let shelf = Shelf::default();
        let _ = shelf.all.set(cards);
        Catalogue {
            shelf: Arc::new(shelf),
        }
    }

    /// The catalogue shipped with layerlab: both embedded files, read once a process, its
    /// cards given by printed text read as they are asked for. The test suite checks every
    /// one of them (and that they read as a user's file would be read, positions and all).
    pub fn embedded() -> Catalogue {
        static SHELF: OnceLock<Catalogue> = OnceLock::new();
        SHELF.get_or_init(Catalogue::read_embedded_lazily).clone()
    }

    /// The built-in catalogue read from its two files, every card read: what
    /// [`Catalogue::embedded`] gives once its whole list has been asked for.
    pub fn read_embedded() -> Catalogue {
        let Some(mut cards) = embedded_cards() else {
            return both_embedded_files();
        };
        for (i, c) in cards.iter_mut().enumerate() {
            if given_as_printed(c) {
                *c = read_printed(c, i);
            }
        }
        Catalogue::of_cards(cards)
    }

    /// Both embedded files parsed (without the positions a user's file is read with), the cards
    /// given by printed text left to read.
    pub fn read_embedded_lazily() -> Catalogue {
        let Some(given) = embedded_cards() else {
            return both_embedded_files();
        };
        let one = given.iter().map(|_| OnceLock::new()).collect();
        Catalogue {
            shelf: Arc::new(Shelf {
                given,
                one,
                ..Shelf::default()
            }),
        }
    }

    /// Every card, read, in the files' order.
    pub fn cards(&self) -> &[CardDef] {
        let s = &*self.shelf;
        s.all
            .get_or_init(|| (0..s.given.len()).map(|i| s.card(i).clone()).collect())
    }

    /// Every card, read, taken out of the catalogue (copied only when it is shared).
    fn into_cards(self) -> Vec<CardDef> {
        // Every card read into `all` first (nothing to do for a catalogue read whole).
        self.cards();
        match Arc::try_unwrap(self.shelf) {
            Ok(shelf) => shelf.all.into_inner().unwrap_or_default(),
            Err(shared) => shared.all.get().cloned().unwrap_or_default(),
        }
    }

    /// How many cards there are.
    pub fn len(&self) -> usize {
        match self.shelf.all.get() {
            Some(all) => all.len(),
            None => self.shelf.given.len(),
        }
    }

    /// Whether there are no cards.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The English and French names of every card (without reading any card's text).
    fn names(&self) -> impl Iterator<Item = (&str, &str)> {
        let s = &*self.shelf;
        let cards = match s.all.get() {
            Some(all) => all.as_slice(),
            None => s.given.as_slice(),
        };
        cards.iter().map(|c| (c.name.as_str(), c.name_fr.as_str()))
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
        let s = &*self.shelf;
        let by_name = s.by_name.get_or_init(|| {
            let mut map = HashMap::new();
            for (i, (en, fr)) in self.names().enumerate() {
                for n in [en, fr].into_iter().filter(|n| !n.is_empty()) {
                    map.entry(fold(n)).or_insert(i);
                }
            }
            map
        });
        let &i = by_name.get(&fold(name))?;
        Some(match s.all.get() {
            Some(all) => &all[i],
            None => s.card(i),
        })
    }

    /// The names closest to `name` (English or French), best first, at most `n`.
    pub fn suggest(&self, name: &str, n: usize) -> Vec<String> {
        Catalogue::suggest_among(&[self], name, n)
    }

    /// The names closest to `name` among several catalogues' cards, best first, at most `n`.
    pub fn suggest_among(catalogues: &[&Catalogue], name: &str, n: usize) -> Vec<String> {
        let plain_key = loose(name);
        let key_len = plain_key.chars().count();
        let limit = (key_len / 2).max(3);
        let mut scored: Vec<(usize, String)> = Vec::new();
        for (en, fr) in catalogues.iter().flat_map(|c| c.names()) {
            for candidate in [en, fr] {
                if candidate.is_empty() {
                    continue;
                }
                let plain = loose(candidate);
                let d = if plain.contains(&plain_key) || plain_key.contains(&plain) {
                    0
                } else {
                    // The distance is at least the difference in length: past the limit, the
                    // name is no suggestion, and the quadratic distance of a name thousands of
                    // characters long is not computed.
                    if key_len.abs_diff(plain.chars().count()) > limit {
                        continue;
                    }
                    levenshtein(&plain_key, &plain)
                };
                scored.push((d, candidate.to_string()));
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
    crate::rules::card::fold_name(s)
}

/// [`fold`], and the accents folded too ([`without_accents`]: œ → oe, ñ → n): how card search,
/// the grading of answers and suggestions compare names, so that a spelling one of them takes
/// the others take too.
pub fn loose(s: &str) -> String {
    without_accents(&fold(s))
}

impl Shelf {
    /// Card `i` of `given`, read.
    fn card(&self, i: usize) -> &CardDef {
        let c = &self.given[i];
        if !given_as_printed(c) {
            return c;
        }
        self.one[i].get_or_init(|| read_printed(c, i))
    }
}

/// The cards of both embedded files, in order, parsed without positions: `None` if either
/// does not parse (which the test suite keeps from happening).
fn embedded_cards() -> Option<Vec<CardDef>> {
    let fast = |text: &str| match ron_file::options().from_str::<CatalogueFile>(text) {
        Ok(file) if file.format_version == 1 => Some(file.cards),
        _ => None,
    };
    // Names are unique across the files: the test suite checks it.
    let mut cards = fast(EMBEDDED)?;
    cards.extend(fast(EMBEDDED_JUDGES)?);
    Some(cards)
}

/// Both embedded files read as a user's files are, an error placed in its file.
fn both_embedded_files() -> Catalogue {
    Catalogue::parse_files(&[
        (PathBuf::from(EMBEDDED_PATH), EMBEDDED),
        (PathBuf::from(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES),
    ])
    .expect("the embedded catalogue is checked by the test suite")
}

/// A built-in card given by its printed text (card `i` of the files), read and checked.
fn read_printed(given: &CardDef, i: usize) -> CardDef {
    let mut c = given.clone();
    let read = super::card_text::fields::apply(&mut c)
        .ok()
        .and_then(|_| crate::rules::meaning::check_card(&c).ok());
    // The test suite reads every built-in card with positions, as a user's file is read.
    assert!(read.is_some(), "built-in card {i} ({}) reads", c.name);
    c
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
        assert!(!with.is_empty());
        assert_eq!(Catalogue::embedded().cards(), with.cards());
        assert_eq!(Catalogue::read_embedded().cards(), with.cards());
    }

    #[test]
    fn a_card_looked_up_by_name_is_read_as_the_whole_list_reads_it() {
        let whole = both_files();
        for c in whole.cards() {
            // A fresh shelf each time: the card is the first one read.
            let lazy = Catalogue::read_embedded_lazily();
            assert_eq!(lazy.find(&c.name), Some(c), "{}", c.name);
            if !c.name_fr.is_empty() {
                assert_eq!(lazy.find(&c.name_fr), Some(c), "{}", c.name_fr);
            }
        }
        let lazy = Catalogue::read_embedded_lazily();
        assert_eq!(lazy.len(), whole.len());
        assert_eq!(lazy.find("No Such Card"), None);
        assert_eq!(lazy.cards(), whole.cards());
    }

    #[test]
    fn the_embedded_catalogue_is_both_files_in_order() {
        let first = Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).expect("it parses");
        let second =
            Catalogue::parse(Path::new(EMBEDDED_JUDGES_PATH), EMBEDDED_JUDGES).expect("it parses");
        assert!(!second.is_empty());
        let both = both_files();
        assert_eq!(both.len(), first.len() + second.len());
        assert_eq!(both.cards()[..first.len()], first.cards()[..]);
    }
}
