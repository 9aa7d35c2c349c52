//! The embedded card catalogue parses, and every card in it is well formed.

use std::path::Path;

use layerlab::content::catalogue::{Catalogue, EMBEDDED, EMBEDDED_PATH};

#[test]
fn catalogue_parses() {
    let cat =
        Catalogue::parse(Path::new(EMBEDDED_PATH), EMBEDDED).unwrap_or_else(|e| panic!("{e}"));
    assert!(!cat.cards.is_empty());
}

#[test]
fn lookup_by_either_name_case_insensitive() {
    let cat = Catalogue::embedded();
    assert_eq!(cat.find("blood moon").unwrap().name, "Blood Moon");
    assert_eq!(cat.find("LUNE DE SANG").unwrap().name, "Blood Moon");
    assert!(cat.find("Blood Mon").is_none());
    assert_eq!(cat.suggest("Blood Mon", 3)[0], "Blood Moon");
}
