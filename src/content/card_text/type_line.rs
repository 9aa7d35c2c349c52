//! A type line as printed: supertypes and card types, a dash ("—", " - " or "--"), then
//! subtypes.

use super::words::{card_type, supertype};
use crate::rules::types::{CardType, Supertype};

/// A type line's parts.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct TypeLine {
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    pub subtypes: Vec<String>,
}

/// Reads a type line. `Err` holds the byte offset and the word that is neither a supertype
/// nor a card type, or offset 0 and an empty word when no card type is given.
pub(crate) fn read_type_line(line: &str) -> Result<TypeLine, (usize, String)> {
    let (left, right) = split_dash(line);
    let mut out = TypeLine::default();
    let mut offset = 0;
    for word in left.split(' ') {
        let at = offset;
        offset += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        let lower = word.to_lowercase();
        if let Some(s) = supertype(&lower) {
            out.supertypes.push(s);
        } else if let Some((t, false)) = card_type(&lower) {
            out.types.push(t);
        } else {
            return Err((at, word.to_string()));
        }
    }
    if out.types.is_empty() {
        return Err((0, String::new()));
    }
    if let Some(right) = right {
        out.subtypes = right.split_whitespace().map(str::to_string).collect();
    }
    Ok(out)
}

/// The part before the dash, and the part after it if there is one.
fn split_dash(line: &str) -> (&str, Option<&str>) {
    for dash in ["—", " - ", "--", "–"] {
        if let Some((l, r)) = line.split_once(dash) {
            return (l, Some(r));
        }
    }
    (line, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dashes_as_printed_and_as_databases_write_them() {
        for line in [
            "Legendary Creature — Elf Warrior",
            "Legendary Creature - Elf Warrior",
            "Legendary Creature -- Elf Warrior",
        ] {
            let t = read_type_line(line).unwrap();
            assert_eq!(t.supertypes, [Supertype::Legendary]);
            assert_eq!(t.types, [CardType::Creature]);
            assert_eq!(t.subtypes, ["Elf", "Warrior"]);
        }
        let t = read_type_line("Artifact Creature").unwrap();
        assert_eq!(t.types, [CardType::Artifact, CardType::Creature]);
        assert_eq!(
            read_type_line("Legendary Gizmo — Elf"),
            Err((10, "Gizmo".into()))
        );
        assert_eq!(read_type_line("Legendary"), Err((0, String::new())));
    }
}
