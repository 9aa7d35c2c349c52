//! End to end in a pseudo-terminal: the real `layerlab drill --seed ...` binary, a few drills
//! answered right and wrong as a user types them, then end of input (Ctrl-D): the score and the
//! review list are on the screen.

use std::time::Duration;

use layerlab::drill::{Concept, Drills};
use layerlab::i18n::Lang;

use crate::common;
use common::pty::Term;

const ROWS: u16 = 60;
const COLS: u16 = 250;

/// Waits until `needle` has appeared `n` times in what the drill wrote (the questions scroll
/// off the screen, so the whole output is searched).
fn wait_for_times(t: &mut Term, needle: &str, n: usize) {
    t.wait_until(&format!("{needle} ×{n}"), |t| {
        String::from_utf8_lossy(&t.raw).matches(needle).count() >= n
    });
}

#[test]
fn drills_answered_right_and_wrong_then_score_and_review() {
    let seed = 2024u64;
    let d = Drills::embedded().unwrap();
    let pool = d.of_concept(Some(Concept::Layer7));
    let right: Vec<String> = (0..3)
        .map(|n| {
            d.session_problem(&pool, seed, n)
                .unwrap()
                .expected_text(Lang::En)
        })
        .collect();

    let seed = seed.to_string();
    let mut t = Term::start(
        ROWS,
        COLS,
        &[
            "drill",
            "--seed",
            &seed,
            "--concept",
            "layer7",
            "--count",
            "5",
        ],
        &[("NO_COLOR", "1")],
    );

    // Drill 1: right. Drill 2: wrong. Drill 3: right. Then Ctrl-D during drill 4.
    let answers = [right[0].clone(), "99/99".to_string(), right[2].clone()];
    for (i, a) in answers.iter().enumerate() {
        wait_for_times(&mut t, &format!("Drill {} of 5", i + 1), 1);
        wait_for_times(&mut t, "Type ", i + 1);
        t.type_text(&format!("{a}\r"));
        wait_for_times(&mut t, "Why, step by step:", i + 1);
    }
    wait_for_times(&mut t, "Drill 4 of 5", 1);
    wait_for_times(&mut t, "Type ", 4);
    t.keys(&[b"\x04"]);
    wait_for_times(&mut t, "Score:", 1);
    let (status, _) = t.wait_exit(Duration::from_secs(20));
    assert!(status.success(), "{status:?}");

    let screen = t.screen();
    assert!(screen.contains("Score: 2 right out of 3."), "{screen}");
    assert!(screen.contains("To review:"), "{screen}");
    assert!(
        screen.contains("1. Question: what are the power and toughness of")
            || screen.contains("1. Question: in which layer does"),
        "{screen}"
    );
    assert!(
        screen.contains(&format!("you answered 99/99; the answer is {}.", right[1])),
        "{screen}"
    );
    // Only the one mistake is listed.
    assert!(!screen.contains("\n2. Question:"), "{screen}");
}
