//! Real printed English text that layerlab's course did not choose: 211 cards' Oracle text as a
//! card game engine's card files give it (`tests/fixtures/real-cards-en.tsv`; some in the older
//! Oracle wording of their time: "enters the battlefield", "to your mana pool", "converted mana
//! cost"), layer cards judges meet and ordinary cards beside them. Each is given to
//! `layerlab card`: it is read, or refused with a sentence quoted (never a crash). The refused
//! cards are listed exactly, so the list can only shrink.

use crate::common;

// Inline, so that the source scans see its literals as a test's.
#[cfg(test)]
mod cases {
    use super::common::cards::{assert_listed_exactly, card_named};

    /// The cards with a sentence the reader refuses, each for a template it does not read yet.
    const REFUSED: &[&str] = &[
        "Alpine Moon",
        "Metamorphic Alteration",
        "Nissa, Who Shakes the World",
        "Shared Animosity",
    ];

    /// The sentences `layerlab card` lists as read as words only.
    fn words_only(stdout: &str) -> Vec<&str> {
        stdout
            .lines()
            .skip_while(|l| !l.starts_with("Read as words only"))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .map(str::trim)
            .collect()
    }

    #[test]
    fn real_english_texts_are_read_or_refused_where_they_say_so() {
        let tsv = include_str!("../fixtures/real-cards-en.tsv");
        let mut rows = tsv.lines();
        assert_eq!(rows.next(), Some("name\tmana_cost\ttype_line\tpt\toracle"));
        let (mut tried, mut refused) = (0, Vec::new());
        // Every sentence kept as words, card by card: a continuous effect must never be among
        // them (the snapshot is read when it changes).
        let mut kept = String::new();
        let mut why = String::new();
        for row in rows {
            let cols: Vec<&str> = row.split('\t').collect();
            assert_eq!(cols.len(), 5, "{row}");
            let [name, _, type_line, pt, oracle] = [cols[0], cols[1], cols[2], cols[3], cols[4]];
            tried += 1;
            let mut cmd = card_named(name);
            cmd.args(["--type-line", type_line]);
            cmd.args(["--text", &oracle.replace("\\n", "\n")]);
            if !pt.is_empty() {
                cmd.args(["--pt", pt]);
            }
            let out = cmd.output().expect("layerlab runs");
            let err = String::from_utf8_lossy(&out.stderr);
            match out.status.code() {
                Some(0) => {
                    let stdout = String::from_utf8_lossy(&out.stdout);
                    for line in words_only(&stdout) {
                        kept.push_str(&format!("{name}: {line}\n"));
                    }
                }
                Some(2) if err.starts_with("--text:") || err.starts_with("--type-line:") => {
                    if !REFUSED.contains(&name) {
                        why.push_str(&format!("\n{name}: {}", err.trim()));
                    }
                    refused.push(name.to_string());
                }
                code => panic!("{name}: exit {code:?}\n{err}"),
            }
        }
        assert_eq!(tried, 211);
        insta::assert_snapshot!("real_english_texts_kept_as_words", kept);
        assert_listed_exactly(refused, REFUSED, tried, "real cards refused", &why);
    }
}
