//! The real binary in a pseudo-terminal (portable-pty), its screen rebuilt with vt100, driven by
//! keys: a phase built in the phase sandbox with effects for A and P, stepped forwards and back
//! with its explanations, saved, then played by `layerlab phase` from the saved file; and a mock
//! exam left with `Esc` and discarded, which leaves the statistics as they were.

use crate::common;
use common::binary::layerlab;
use common::pty::Term;

const ROWS: u16 = 40;
const COLS: u16 = 160;

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const LEFT: &[u8] = b"\x1b[D";
const ENTER: &[u8] = b"\r";
const ESC: &[u8] = b"\x1b";
const TAB: &[u8] = b"\t";
const BACKTAB: &[u8] = b"\x1b[Z";
const BACKSPACE: &[u8] = b"\x7f";
const CTRL_S: &[u8] = b"\x13";

#[test]
fn a_phase_built_stepped_and_saved_is_solved_by_layerlab_phase() {
    let mut t = Term::start(ROWS, COLS, &["--no-mouse", "--lang", "en"], &[]);
    t.wait_for_wrapped("Begin: lesson 1");
    // The start screen, the lessons, then the phase sandbox beside them (Shift-Tab).
    t.keys(&[ESC]);
    t.wait_for_wrapped("● Lessons");
    t.keys(&[BACKTAB]);
    t.wait_for_wrapped("No effect is pending yet.");
    t.wait_for_wrapped("a add for A");

    // Am1 for A, mandatory (the form's proposal); Po1 for P, made optional.
    t.keys(&[b"a"]);
    t.wait_for_wrapped("New pending effect");
    t.keys(&[ENTER]);
    t.wait_for_wrapped("Am1 added.");
    t.keys(&[b"p", TAB, TAB, RIGHT]);
    t.wait_for_wrapped("Po1");
    t.keys(&[ENTER]);
    t.wait_for_wrapped("Pending for P: Po1 (optional)");
    t.wait_for_wrapped("Round 1, step [1]: A decides · no decision made yet");
    t.wait_for_wrapped(
        "[1] A, the active player, may resolve one of their pending effects (Am1) or pass.",
    );

    // A passes at [1]; P resolves Po1 at [2].
    t.keys(&[DOWN, ENTER]);
    t.wait_for_wrapped("Round 1, step [2]: P decides · decision 1 of 1");
    t.wait_for_wrapped("[1] A, the active player, may resolve one of their pending effects (Am1) or pass. A passes.");
    t.keys(&[ENTER]);
    t.wait_for_wrapped("Round 2, step [1]: A decides · decision 2 of 2");
    t.wait_for_wrapped("P resolves Po1.");
    t.wait_for_wrapped(
        "An effect resolved, so the game closes then opens: a new round starts at [1] with A.",
    );

    // Back one decision, then forward again.
    t.keys(&[LEFT]);
    t.wait_for_wrapped("Round 1, step [2]: P decides · decision 1 of 2");
    t.keys(&[RIGHT]);
    t.wait_for_wrapped("Round 2, step [1]: A decides · decision 2 of 2");

    // Save it (the path typed over the one proposed).
    let saved = t.dir().join("built.ron");
    t.keys(&[CTRL_S]);
    t.wait_for_wrapped("Save the phase as a scenario file");
    t.keys(&[BACKSPACE; 12]);
    t.type_text(&saved.display().to_string());
    t.keys(&[ENTER]);
    t.wait_for_wrapped("Saved as");
    t.quit();

    // `layerlab phase` reads the file and plays the same line: its `expect` holds (status 0).
    let out = layerlab()
        .args(["phase", &saved.display().to_string(), "--lang", "en"])
        .output()
        .expect("layerlab phase runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{:?}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.starts_with("R1 [1]A pass [2]P Po1 · R2 [1]A pass [2]P - [3]A Am1!"),
        "{stdout}"
    );
    assert!(stdout.contains("resolved: Po1, Am1"), "{stdout}");
}

#[test]
fn a_mock_exam_left_and_discarded_leaves_the_statistics_unchanged() {
    let mut t = Term::start(ROWS, COLS, &["--no-mouse", "--lang", "en"], &[]);
    t.wait_for_wrapped("Begin: lesson 1");
    // The start screen: continue, practice, then the level-1 mock exam.
    t.keys(&[DOWN, DOWN, ENTER]);
    t.wait_for_wrapped("time left");
    // One answer (typed, or the list's selection), then Esc on the next problem.
    t.type_text("99/99");
    t.keys(&[ENTER]);
    t.wait_for_wrapped("Problem 2 of 10");
    // The new problem's field is empty: one Esc asks.
    t.keys(&[ESC]);
    t.wait_for_wrapped("Leave this mock exam? One problem answered out of 10.");
    t.wait_for_wrapped("d discards it");
    t.keys(&[b"d"]);
    t.wait_for_wrapped("Begin: lesson 1");
    assert!(
        !t.dir().join("drills.json").exists(),
        "nothing was recorded, so nothing was saved"
    );
    // The statistics: every concept still to practise; no mistake to review.
    t.wait_for_wrapped("Mistakes to review: 0");
    // Continue, practice, the two exams, the mistakes, the statistics.
    t.keys(&[DOWN, DOWN, DOWN, DOWN, DOWN, ENTER]);
    t.wait_for_wrapped("Right answers per concept");
    let s = t.screen();
    assert!(s.contains("not practised yet"), "{s}");
    assert!(!s.contains(" right ("), "no answer counted:\n{s}");
    t.quit();
}
