//! `--plain` driven through the real binary with standard input: lessons read, boards stepped,
//! procedures explained, the language switched, unknown commands answered, and the end of
//! input or `q` ending the session.

use crate::common;
use common::binary::{layerlab, run_with_input};
use common::{fixture, temp_path};

fn plain(args: &[&str], input: &str) -> (String, String, i32) {
    let (_dir, progress) = temp_path("ui-plain", "progress.json");
    let out = run_with_input(
        layerlab()
            .arg("--plain")
            .arg("--content")
            .arg(fixture())
            .arg("--progress")
            .arg(&progress)
            .args(args),
        input.as_bytes(),
    );
    assert!(!progress.exists(), "plain mode writes no progress");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn plain_mode_reads_lessons_and_steps_boards_from_stdin() {
    let (out, err, code) = plain(
        &[],
        "help\nlesson 1\no\nb\ns\ns\nb\nb\nphase\nlang fr\nr\nzzz\nq\nnot read\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Lessons:\n 1. "), "{out}");
    assert!(out.contains("Commands, one a line:"), "{out}");
    // The lesson page, as `layerlab lesson` prints it.
    assert!(out.contains("Lesson 1: "), "{out}");
    assert!(out.contains("Page 1 of 1."), "{out}");
    // The board opens at its step (1 of 1), goes back to the start, forward to the end.
    // Named by its caption on the page, never by its file.
    assert!(out.contains("Board “Watch the Vista.”: one step."), "{out}");
    assert!(!out.contains(".ron"), "{out}");
    assert_eq!(out.matches("Step 1 of 1\n").count(), 2, "{out}");
    assert!(out.contains("Blood Moon [moon], static ability"), "{out}");
    assert!(
        out.contains("Canopy Vista [vista]: subtypes: Forest, Plains → Mountain"),
        "{out}"
    );
    assert_eq!(out.matches("Before any step").count(), 2, "{out}");
    assert!(out.contains("That was the last step (one step)."), "{out}");
    assert!(out.contains("Back at the start: no step applied."), "{out}");
    // The page's procedure, explained.
    assert!(
        out.contains("One mandatory effect.\nPhase effects resolve one at a time."),
        "{out}"
    );
    // In French after `lang fr`.
    assert!(out.contains("Langue\u{a0}: français."), "{out}");
    assert!(out.contains("Leçon 1\u{a0}: "), "{out}");
    assert!(out.contains("Commande inconnue «\u{a0}zzz\u{a0}»"), "{out}");
    assert!(!out.contains("not read"), "q ends the session");
    for bad in ['\u{2068}', '\u{2069}', '\u{202F}', '\u{1b}'] {
        assert!(!out.contains(bad), "U+{:04X} in plain output", bad as u32);
    }
}

#[test]
fn plain_mode_starts_in_the_requested_language_and_ends_at_eof() {
    let (out, _, code) = plain(&["--lang", "fr"], "3\nn\no\ns\nt\n");
    assert_eq!(code, 0);
    assert!(out.contains("Leçons\u{a0}:"), "{out}");
    assert!(out.contains("Il n'y a pas de leçon 3"), "{out}");
    assert!(out.contains("Aucune leçon ouverte"), "{out}");
    assert!(out.contains("Aucun plateau ouvert"), "{out}");
}
