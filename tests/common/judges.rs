//! The judges' catalogue file as written, before the reader reads its cards' texts, and the
//! French printed texts kept beside it.

use layerlab::content::catalogue::EMBEDDED_JUDGES;
use layerlab::rules::card::CardDef;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename = "Catalogue")]
struct RawFile {
    #[allow(dead_code)]
    format_version: u32,
    cards: Vec<CardDef>,
}

/// The judges' file as written (before the reader reads the texts).
pub fn raw() -> Vec<CardDef> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .with_recursion_limit(256)
        .from_str::<RawFile>(EMBEDDED_JUDGES)
        .unwrap_or_else(|e| panic!("{e}"))
        .cards
}

/// A card and its back face, if it has one.
pub fn faces(c: &CardDef) -> Vec<&CardDef> {
    std::iter::once(c).chain(c.back.as_deref()).collect()
}

/// The French printed texts of `docs/cards-judges-fr.tsv`: (English name, French name,
/// French type line, French text with its lines), one a face.
pub fn french_rows() -> Vec<[String; 4]> {
    let tsv = include_str!("../../docs/cards-judges-fr.tsv");
    let mut rows = tsv.lines();
    assert_eq!(rows.next(), Some("name\tname_fr\ttype_fr\ttext_fr"));
    rows.map(|row| {
        let cols: Vec<&str> = row.split('\t').collect();
        assert_eq!(cols.len(), 4, "{row}");
        [
            cols[0].to_string(),
            cols[1].to_string(),
            cols[2].to_string(),
            cols[3].replace("\\n", "\n"),
        ]
    })
    .collect()
}
