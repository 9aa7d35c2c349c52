//! End to end in a pseudo-terminal: the real `layerlab drill --seed ...` binary, a few drills
//! answered right and wrong as a user types them, then end of input (Ctrl-D): the score and the
//! review list are on the screen.

use std::io::Write;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use layerlab::drill::{Concept, Drills};
use layerlab::i18n::Lang;
use portable_pty::CommandBuilder;

mod common;
use common::pty;

const ROWS: u16 = 60;
const COLS: u16 = 250;

struct Term {
    rx: mpsc::Receiver<Vec<u8>>,
    bytes: Vec<u8>,
}

impl Term {
    /// Reads until `needle` has appeared `n` times in the output (or fails after 20 s).
    fn wait_for(&mut self, needle: &str, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while String::from_utf8_lossy(&self.bytes).matches(needle).count() < n {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(chunk) => self.bytes.extend(chunk),
                Err(_) => panic!(
                    "waited for {needle:?} ×{n}; output so far:\n{}",
                    String::from_utf8_lossy(&self.bytes)
                ),
            }
        }
    }

    fn drain(&mut self, until: Instant) {
        while let Ok(chunk) = self
            .rx
            .recv_timeout(until.saturating_duration_since(Instant::now()))
        {
            self.bytes.extend(chunk);
        }
    }
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

    let pair = pty::open(ROWS, COLS);
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_layerlab"));
    cmd.args([
        "drill",
        "--seed",
        &seed.to_string(),
        "--concept",
        "layer7",
        "--count",
        "5",
    ]);
    cmd.env("NO_COLOR", "1");
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let reader = pair.master.try_clone_reader().unwrap();
    let mut writer = pair.master.take_writer().unwrap();
    let rx = pty::read_in_background(reader, ());
    let mut term = Term {
        rx,
        bytes: Vec::new(),
    };

    // Drill 1: right. Drill 2: wrong. Drill 3: right. Then Ctrl-D during drill 4.
    let answers = [right[0].clone(), "99/99".to_string(), right[2].clone()];
    for (i, a) in answers.iter().enumerate() {
        term.wait_for(&format!("Drill {} of 5", i + 1), 1);
        term.wait_for("Type ", i + 1);
        writer.write_all(format!("{a}\r").as_bytes()).unwrap();
        writer.flush().unwrap();
        term.wait_for("Why, step by step:", i + 1);
    }
    term.wait_for("Drill 4 of 5", 1);
    term.wait_for("Type ", 4);
    writer.write_all(b"\x04").unwrap();
    writer.flush().unwrap();
    term.wait_for("Score:", 1);

    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "the drill did not exit");
        std::thread::sleep(Duration::from_millis(20));
    };
    term.drain(Instant::now() + Duration::from_millis(200));
    assert!(status.success(), "{status:?}");

    let mut parser = pty::parser(ROWS, COLS);
    parser.process(&term.bytes);
    let screen = parser.screen().contents();
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
