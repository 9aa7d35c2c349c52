//! Standard input that is no lines of answers: a line with no end (`tr -d '\n' </dev/zero`),
//! a line far past the cap, an input that cannot be read at all (`< /`). The session goes on
//! past a refused line, ends on the others with exit 2 and a message, and what was answered is
//! saved.

use std::fs::File;
use std::io::Write;
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common;
use common::binary::{Run, layerlab};
use common::temp_path;

/// The answer the first drill problem of seed 7 expects, in English.
fn first_answer() -> String {
    let d = layerlab::drill::Drills::embedded().unwrap();
    let pool = d.of_concept(None);
    d.session_problem(&pool, 7, 0)
        .unwrap()
        .expected_text(layerlab::i18n::Lang::En)
}

/// Runs `args` with one answer, then zeros with no line end, written until the process stops
/// reading; how it ended, its output, and how long it took.
fn endless_after_an_answer(args: &[&str]) -> (Option<i32>, String, String, Duration) {
    let mut cmd = layerlab();
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd.spawn().expect("layerlab runs");
    let mut stdin = child.stdin.take().unwrap();
    let answer = format!("{}\n", first_answer());
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(answer.as_bytes());
        let zeros = vec![0u8; 64 * 1024];
        // Far more than any cap; the process stops reading long before.
        for _ in 0..4096 {
            if stdin.write_all(&zeros).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    let took = start.elapsed();
    let _ = writer.join();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        took,
    )
}

#[test]
fn a_drill_answer_with_no_line_end_ends_the_session_with_its_answers_saved() {
    let (_dir, progress) = temp_path("endless", "progress.json");
    let p = progress.to_str().unwrap();
    let (code, out, err, took) = endless_after_an_answer(&[
        "drill",
        "--seed",
        "7",
        "--count",
        "5",
        "--lang",
        "en",
        "--progress",
        p,
    ]);
    assert_eq!(code, Some(2), "{out}\n{err}");
    assert!(
        err.contains("cannot read the standard input") && err.contains("no line end"),
        "{err}"
    );
    assert!(out.contains("Progress saved"), "{out}");
    let saved = std::fs::read_to_string(&progress).expect("the progress file");
    assert!(saved.contains('#'), "one answer recorded: {saved}");
    assert!(took < Duration::from_secs(60), "{took:?}");
}

#[test]
fn plain_mode_with_no_line_end_says_so_and_exits_2() {
    let (code, out, err, _) = endless_after_an_answer(&["--plain", "--lang", "fr"]);
    assert_eq!(code, Some(2), "{out}\n{err}");
    assert!(err.contains("sans fin de ligne"), "{err}");
}

#[test]
fn a_line_past_the_cap_is_refused_and_the_session_goes_on() {
    let long = "x".repeat(layerlab_cap() + 1);
    let input = format!("{long}\n{}\n", first_answer());
    let ran = layerlab()
        .args(["drill", "--seed", "7", "--count", "1", "--lang", "en"])
        .run(input.as_bytes());
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("longer than"), "{}", ran.stdout);
    assert!(
        ran.stdout.contains("Score: 1 right out of 1"),
        "{}",
        ran.stdout
    );
    // The refused line is not echoed anywhere.
    assert!(!ran.all().contains(&long[..100]));

    let ran = layerlab()
        .args(["--plain", "--lang", "en"])
        .run(format!("{long}\nq\n").as_bytes());
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("longer than"), "{}", ran.stdout);
}

/// The documented cap of a line of input (README).
fn layerlab_cap() -> usize {
    4096
}

#[test]
fn unreadable_standard_input_is_exit_2_for_every_command_that_reads_it() {
    for args in [
        &["drill", "--count", "2", "--lang", "en"][..],
        &["drill", "--exam", "l1", "--lang", "en"][..],
        &["--plain", "--lang", "en"][..],
        &["card", "--type-line", "Enchantment", "--lang", "en"][..],
    ] {
        let out = layerlab()
            .args(args)
            .stdin(Stdio::from(File::open("/").unwrap()))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("cannot read the standard input"),
            "{args:?}: the message names the standard input: {err}"
        );
    }
}
