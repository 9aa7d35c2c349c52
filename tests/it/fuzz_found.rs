//! Inputs the fuzz suite (`tests/fuzz_readers.rs`, `tests/fuzz_commands.rs`,
//! `tests/fuzz_card_text.rs`) found to break layerlab, kept as tests once fixed; among them two
//! string forms the card text fuzz writes no input in (a `\u{…}` escape of a multi-byte
//! character, a raw string), whose refusals were placed wrong.

use std::io::Cursor;

use layerlab::cli::LangArg;
use layerlab::cli::drill_cmd::{DrillArgs, run_with};
use layerlab::drill::Drills;
use layerlab::drill::srs::{self, DrillProgress, FixedClock};
use layerlab::i18n::Lang;

use crate::common;
use common::TempDir;
use common::binary::layerlab;

/// A fresh folder for one test, removed when dropped.
fn temp(name: &str) -> TempDir {
    TempDir::new(&format!("fuzz-found-{name}"))
}

/// A drill progress file whose counts and boxes are at their largest: answering again, right or
/// wrong, must not overflow them (it panicked: "attempt to add with overflow").
#[test]
fn answer_counts_at_their_largest() {
    let dir = temp("counts");
    let path = dir.join("drills.json");
    let card = r#"{"leitner_box": 255, "due": 0, "right": 4294967295, "wrong": 4294967295, "last_seen": 0}"#;
    let concepts: Vec<String> = layerlab::drill::Concept::ALL
        .iter()
        .map(|c| format!("{}: {card}", serde_json::to_string(c).unwrap()))
        .collect();
    std::fs::write(
        &path,
        format!(
            "{{\"format_version\": 1, \"concepts\": {{{}}}}}",
            concepts.join(", ")
        ),
    )
    .unwrap();
    let args = DrillArgs {
        seed: Some(3),
        concept: None,
        lang: Some(LangArg::En),
        count: 2,
        exam: None,
        progress: Some(path.clone()),
    };
    // The first answer right, the second wrong.
    let d = Drills::embedded().unwrap();
    let pool = d.of_concept(None);
    let right = d
        .session_problem(&pool, 3, 0)
        .unwrap()
        .expected_text(Lang::En);
    let input = format!("{right}\nnot an answer at all\n0/0\n");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(
        &args,
        &mut Cursor::new(input.into_bytes()),
        &mut out,
        &mut err,
        &FixedClock(1_750_000_000),
    );
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let (p, notice): (DrillProgress, _) = srs::load(&path);
    assert!(notice.is_none());
    let out = String::from_utf8_lossy(&out);
    assert!(
        out.contains("Score: 1 right out of 2"),
        "one right, one wrong: {out}"
    );
    for card in p.concepts.values() {
        assert_eq!((card.right, card.wrong), (u32::MAX, u32::MAX));
        assert!((1..=5).contains(&card.leitner_box) || card.leitner_box == 255);
    }
}

/// A power or toughness typed as the smallest `i32`: refused as out of range (its absolute value
/// was taken in an `i32`: "attempt to negate with overflow").
#[test]
fn smallest_i32_as_an_answer() {
    use layerlab::drill::answer::{Form, parse_answer};
    for input in [
        "3 -2147483648",
        "-2147483648/-2147483648",
        "\u{2212}2147483648/1",
    ] {
        let e = parse_answer(input, &Form::PT).unwrap_err();
        assert_eq!(e.id, "drill-parse-pt", "{input}");
    }
    assert!(parse_answer("-999999/3", &Form::PT).is_ok());
}

/// A card name hundreds of thousands of characters long (a bracket held down in a scenario):
/// the suggestions for it are found at once (their edit distance to every card name was
/// computed, quadratic in the name: seconds for 200,000 characters, a minute for a 4 MiB file).
#[test]
fn suggestions_for_a_huge_card_name() {
    use layerlab::content::catalogue::Catalogue;
    let cat = Catalogue::embedded();
    let name = format!("Pa{}", "(".repeat(300_000));
    let start = std::time::Instant::now();
    assert!(cat.suggest(&name, 3).is_empty());
    assert!(
        start.elapsed() < std::time::Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    // Near names are still suggested.
    assert_eq!(cat.suggest("Blod Mon", 1), vec!["Blood Moon".to_string()]);
}

/// A lesson message holding a line of 200,000 `[` (a bracket held down): its markup is read at
/// once (each `[[` searched the rest of the line for its `]]`, quadratic: a minute per page).
#[test]
fn a_line_of_brackets_in_lesson_prose() {
    use layerlab::content::catalogue::Catalogue;
    use layerlab::content::markup::{self, Span};
    let cat = Catalogue::embedded();
    let text = format!(
        "See [[Blood Moon]] then {} and *this*.",
        "[".repeat(200_000)
    );
    let start = std::time::Instant::now();
    let lines = markup::parse(&text, Lang::Fr, &cat);
    assert!(
        start.elapsed() < std::time::Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    // Links and emphasis before and after are still read.
    let spans = &lines[0].spans;
    assert!(
        spans.contains(&Span::Card("Lune de sang".to_string())),
        "{spans:?}"
    );
    assert!(
        spans.contains(&Span::Emphasis("this".to_string())),
        "{spans:?}"
    );
}

/// A scenario's opening and its first card, "Lab Brace": an artifact whose activated ability
/// gives +0/+3 to target number `target` (written as it stands in the file), up to the card's
/// closing parenthesis. Its effect stands on the file's line 9.
fn lab_brace(target: &str) -> String {
    format!(
        r#"Scenario(
    format_version: 1,
    cards: [(
        name: "Lab Brace",
        types: [Artifact],
        abilities: [Activated((
            cost: "{{2}}, {{T}}",
            targets: [Creature],
            effects: [Effect((affects: Target({target}), parts: [ModifyPT(0, 3)], duration: WhileSourceOnBattlefield))],
        ))],
    )"#
    )
}

/// A card whose effect names target number 9223372036854775807 (a number pushed to its
/// extreme): its text is written without overflowing (it panicked: "attempt to add with
/// overflow" numbering the target), for `solve` in both languages and every format.
#[test]
fn a_target_number_at_its_largest() {
    let dir = temp("target-number");
    let path = dir.join("brace.ron");
    std::fs::write(
        &path,
        format!(
            "{}{}",
            lab_brace("9223372036854775807"),
            r#", (
        name: "Lab Keeper",
        types: [Enchantment],
        abilities: [Static((affects: All((types: [Creature])), parts: [KeepPrintedAbility(18446744073709551615)]))],
    )],
    actions: [
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
        Enter(id: "brace", card: "Lab Brace", controller: 0),
        Enter(id: "keeper", card: "Lab Keeper", controller: 0),
        Activate(source: "brace", targets: ["lion"]),
    ],
)"#,
        ),
    )
    .unwrap();
    for lang in ["en", "fr"] {
        for format in ["text", "markdown", "json"] {
            let out = layerlab()
                .args(["solve", "--lang", lang, "--format", format])
                .arg(&path)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(
                !stderr.contains("panicked") && out.status.code() != Some(101),
                "{lang} {format}: {stderr}"
            );
        }
    }
}

/// The place of a card text's sentence the reader refuses, in a scenario: the file's line and
/// column of where `marker` starts in `file`, and those the error names.
fn refused_at(file: &str, marker: &str) -> ((usize, usize), (usize, usize)) {
    use layerlab::content::catalogue::Catalogue;
    use layerlab::content::scenario;
    let e = scenario::load_str(std::path::Path::new("t.ron"), file, &Catalogue::embedded())
        .expect_err("refused");
    assert_eq!(e.problem.id, "card-text-not-understood", "{e}");
    let at = file.find(marker).expect("marker");
    let line = file[..at].matches('\n').count() + 1;
    let col = file[..at]
        .rsplit('\n')
        .next()
        .map_or(0, |l| l.chars().count())
        + 1;
    ((line, col), (e.line, e.col))
}

/// A `\u{…}` escape of a character of several bytes before a refused sentence: the error is
/// still where the sentence starts (each such escape moved it right by the character's bytes
/// but one: the escape was counted as one byte of the string).
#[test]
fn a_multibyte_escape_before_a_refused_sentence() {
    let file = r#"Scenario(format_version: 1, cards: [(name: "A", type_line: "Enchantment",
    text: "Vol\u{e9}\u{1F0A1}. Creatures you control get +1/+1 during your turn.")], actions: [])"#;
    let (expected, found) = refused_at(file, "Creatures");
    assert_eq!(found, expected);
}

/// A text written as a raw string (a card's quotes and line breaks as they are): the error is
/// inside it, where the sentence starts (it was at the string's `r`).
#[test]
fn a_refused_sentence_in_a_raw_string() {
    let file = "Scenario(format_version: 1, cards: [(name: \"A\", type_line: \"Enchantment\",\n    \
                text: r#\"Flying\nCreatures you control get +1/+1 during your turn.\"#)], \
                actions: [])";
    let (expected, found) = refused_at(file, "Creatures");
    assert_eq!(found, expected);
}

/// A card's effect that names target number 18446744073709551615, the largest a file can
/// write, on an ability with one target: refused with its place in the file, in both languages
/// (the message numbering the target from 1 panicked: "attempt to add with overflow").
#[test]
fn the_largest_target_number_is_refused() {
    let dir = temp("largest-target");
    let path = dir.join("brace.ron");
    std::fs::write(
        &path,
        format!(
            "{}{}",
            lab_brace("18446744073709551615"),
            r#"],
    actions: [
        Enter(id: "brace", card: "Lab Brace", controller: 0),
    ],
)"#,
        ),
    )
    .unwrap();
    for lang in ["en", "fr"] {
        let out = layerlab()
            .args(["solve", "--lang", lang])
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{lang}: {stderr}");
        assert!(!stderr.contains("panicked"), "{lang}: {stderr}");
        assert!(stderr.contains("brace.ron:9:"), "{lang}: {stderr}");
    }
}
