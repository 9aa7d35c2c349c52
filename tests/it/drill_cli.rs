//! `layerlab drill` fed on stdin: immediate feedback, the score and the review list at the end
//! of input, exit 0; unknown concepts; French; the progress file; mock exams.

use std::io::{Cursor, Write};

use layerlab::cli::LangArg;
use layerlab::cli::drill_cmd::{DrillArgs, ExamArg, run_with};
use layerlab::drill::srs::FixedClock;
use layerlab::drill::{Concept, Drills};
use layerlab::i18n::Lang;

use crate::common;
use common::binary::{layerlab, run_with_input};
use common::{TempDir, temp_path};

fn args(seed: u64, concept: Option<&str>, count: usize) -> DrillArgs {
    DrillArgs {
        seed: Some(seed),
        concept: concept.map(str::to_string),
        lang: Some(LangArg::En),
        count,
        exam: None,
        progress: None,
    }
}

/// The answers the engine expects for a session (same drawing as the command).
fn expected(seed: u64, concept: Option<Concept>, n: usize, lang: Lang) -> Vec<String> {
    let d = Drills::embedded().unwrap();
    let pool = d.of_concept(concept);
    (0..n)
        .map(|i| {
            d.session_problem(&pool, seed, i)
                .unwrap()
                .expected_text(lang)
        })
        .collect()
}

fn run(a: &DrillArgs, input: &str) -> (u8, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = run_with(
        a,
        &mut Cursor::new(input.as_bytes().to_vec()),
        &mut out,
        &mut err,
        &FixedClock(1_800_000_000),
    );
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn right_wrong_and_unreadable_answers_then_end_of_input() {
    let want = expected(42, None, 3, Lang::En);
    let input = format!("{}\nthis is not an answer\n", want[0]);
    let (code, out, err) = run(&args(42, None, 5), &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Drill 1 of 5"), "{out}");
    assert!(out.contains("Right."), "{out}");
    assert!(out.contains("Counted as wrong."), "{out}");
    assert!(
        out.contains("Not quite: you answered this is not an answer."),
        "{out}"
    );
    assert!(out.contains("Why, step by step:"), "{out}");
    // The third question was asked, then input ended.
    assert!(out.contains("Drill 3 of 5"), "{out}");
    assert!(!out.contains("Drill 4 of 5"), "{out}");
    assert!(out.contains("Score: 1 right out of 2."), "{out}");
    assert!(out.contains("To review:"), "{out}");
    assert!(
        out.contains(&format!("the answer is {}.", want[1])),
        "{out}"
    );
}

#[test]
fn all_right_means_nothing_to_review() {
    let want = expected(9, Some(Concept::Layer7), 3, Lang::En);
    let input = want.join("\n") + "\n";
    let (code, out, _) = run(&args(9, Some("layer7"), 3), &input);
    assert_eq!(code, 0);
    assert!(out.contains("Score: 3 right out of 3."), "{out}");
    assert!(out.contains("Nothing to review"), "{out}");
    assert!(out.contains("Layer 7: counters and switching"), "{out}");
}

#[test]
fn concept_filter_and_unknown_concepts() {
    let (code, out, _) = run(&args(1, Some("chain"), 2), "");
    assert_eq!(code, 0);
    assert!(out.contains("Chain order"), "{out}");
    assert!(out.contains("Score: 0 right out of 0."), "{out}");
    let (code, _, err) = run(&args(1, Some("layer9"), 2), "");
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown concept") && err.contains("dependency-type"),
        "{err}"
    );
}

#[test]
fn in_french() {
    let want = expected(5, Some(Concept::ChainOrder), 1, Lang::Fr);
    let mut a = args(5, Some("chain"), 1);
    a.lang = Some(LangArg::Fr);
    let (code, out, _) = run(&a, &format!("{}\n", want[0]));
    assert_eq!(code, 0);
    assert!(out.contains("Juste."), "{out}");
    assert!(out.contains("Score\u{a0}: 1 sur 1."), "{out}");
    assert!(!out.contains('\u{202f}'));
}

#[test]
fn progress_is_saved_and_mistakes_come_back_first() {
    let (_dir, path) = temp_path("drill-cli", "drills.json");
    let mut a = args(77, Some("control"), 2);
    a.progress = Some(path.clone());
    let (code, out, _) = run(&a, "0/0\n0/0\n");
    assert_eq!(code, 0);
    assert!(out.contains("Questions due today: 0."), "{out}");
    assert!(out.contains("Progress saved"), "{out}");
    let (p, _) = layerlab::drill::srs::load(&path);
    assert_eq!(p.mistakes.len(), 2);
    // A new session with another seed starts with the two missed questions.
    let mut b = a.clone();
    b.seed = Some(1);
    b.count = 1;
    let (_, out2, _) = run(&b, "");
    assert!(out2.contains("Questions due today: 2."), "{out2}");
    let first = &p.mistakes[0].question;
    let seed = first.split_once('#').unwrap().1;
    assert!(out2.contains(&format!("(seed {seed})")), "{out2}");
}

#[test]
fn mock_exam_prints_its_report() {
    let mut a = args(3, None, 4);
    a.exam = Some(ExamArg::L1);
    let d = Drills::embedded().unwrap();
    let e =
        layerlab::drill::exam::Exam::new(&d, layerlab::drill::exam::Level::L1, 4, 3, 0).unwrap();
    let input: Vec<String> = e
        .problems
        .iter()
        .map(|p| p.expected_text(Lang::En))
        .collect();
    let (code, out, _) = run(&a, &(input.join("\n") + "\n"));
    assert_eq!(code, 0);
    assert!(
        out.contains("Mock exam, level 1: 4 problems in 6 minutes; pass mark 70 %."),
        "{out}"
    );
    assert!(out.contains("Exam score: 4 out of 4 (100 %)"), "{out}");
    assert!(out.contains("Passed."), "{out}");
}

/// The real binary, stdin piped as in a script.
#[test]
fn the_binary_reads_answers_from_a_pipe() {
    let want = expected(12, Some(Concept::Layer7), 2, Lang::En);
    let out = run_with_input(
        layerlab().args([
            "drill",
            "--seed",
            "12",
            "--concept",
            "layer7",
            "--count",
            "2",
        ]),
        &[want[0].as_bytes(), b"\n\xff\xfe\n"].concat(),
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Score: 1 right out of 2."), "{text}");
}

/// A writer that takes `room` bytes, then fails as a full disk or a closed pipe does.
struct Failing {
    room: usize,
    kind: std::io::ErrorKind,
}

impl Write for Failing {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.room == 0 {
            return Err(match self.kind {
                std::io::ErrorKind::StorageFull => std::io::Error::from_raw_os_error(28),
                kind => kind.into(),
            });
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn run_into(a: &DrillArgs, input: &str, out: &mut Failing) -> (u8, String) {
    let mut err = Vec::new();
    let code = run_with(
        a,
        &mut Cursor::new(input.as_bytes().to_vec()),
        out,
        &mut err,
        &FixedClock(1_800_000_000),
    );
    (code, String::from_utf8(err).unwrap())
}

#[test]
fn a_full_output_ends_the_session_with_status_3() {
    let mut a = args(42, None, 5);
    a.lang = Some(LangArg::Fr);
    let mut out = Failing {
        room: 3000,
        kind: std::io::ErrorKind::StorageFull,
    };
    let (code, err) = run_into(&a, "x\nx\nx\nx\nx\n", &mut out);
    assert_eq!(code, layerlab::cli::output::EXIT_OUTPUT_FAILED);
    assert_eq!(
        err,
        "layerlab\u{a0}: impossible d'écrire la sortie\u{a0}: le disque est plein\n"
    );
}

#[test]
fn a_closed_output_ends_the_session_quietly_and_keeps_the_answers() {
    let (_dir, path) = temp_path("drill-closed", "drills.json");
    let mut a = args(42, None, 5);
    a.progress = Some(path.clone());
    let mut out = Failing {
        room: 3000,
        kind: std::io::ErrorKind::BrokenPipe,
    };
    let (code, err) = run_into(&a, "x\nx\nx\nx\nx\n", &mut out);
    assert_eq!((code, err.as_str()), (0, ""));
    let (p, _) = layerlab::drill::srs::load(&path);
    // The session stopped when the reader left, and what was answered was saved.
    assert!(!p.questions.is_empty() && p.questions.len() < 5, "{p:?}");
}

#[test]
fn a_progress_file_that_cannot_be_saved_is_an_error() {
    let dir = TempDir::new("drill-unsaved");
    // A file where the progress file's folder should be.
    let blocker = dir.join("file");
    std::fs::write(&blocker, "").unwrap();
    let mut a = args(42, None, 1);
    a.progress = Some(blocker.join("drills.json"));
    let (code, out, err) = run(&a, "x\n");
    assert_eq!(code, layerlab::cli::output::EXIT_OUTPUT_FAILED, "{err}");
    assert!(err.contains("cannot save the drill progress in"), "{err}");
    assert!(!out.contains("Progress saved"), "{out}");
}
