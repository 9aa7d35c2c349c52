//! The real binary in a pseudo-terminal (portable-pty), its screen rebuilt with vt100, driven by
//! keys: a phase built in the phase sandbox with effects for A and P, stepped forwards and back
//! with its explanations, saved, then played by `layerlab phase` from the saved file; and a mock
//! exam left with `Esc` and discarded, which leaves the statistics as they were.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

mod common;
use common::pty;

const ROWS: u16 = 40;
const COLS: u16 = 160;

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const LEFT: &[u8] = b"\x1b[D";
const ENTER: &[u8] = b"\r";
const ESC: &[u8] = b"\x1b";
const TAB: &[u8] = b"\t";
const BACKSPACE: &[u8] = b"\x7f";
const CTRL_S: &[u8] = b"\x13";

/// A directory removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("layerlab-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The app running in a pseudo-terminal, and the screen it drew.
struct Term {
    parser: vt100::Parser,
    bytes: Receiver<Vec<u8>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
}

impl Term {
    fn start(dir: &Path, args: &[&str]) -> Term {
        let pty = pty::open(ROWS, COLS);
        let mut cmd = pty::app_command(args, dir);
        cmd.cwd(dir);
        let child = pty.slave.spawn_command(cmd).expect("layerlab starts");
        drop(pty.slave);
        let reader = pty.master.try_clone_reader().unwrap();
        let writer = pty.master.take_writer().unwrap();
        let rx = pty::read_in_background(reader, pty.master);
        Term {
            parser: pty::parser(ROWS, COLS),
            bytes: rx,
            writer,
            child,
        }
    }

    fn pump(&mut self, wait: Duration) {
        if let Ok(b) = self.bytes.recv_timeout(wait) {
            self.parser.process(&b);
        }
        while let Ok(b) = self.bytes.try_recv() {
            self.parser.process(&b);
        }
    }

    fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    /// The screen with its rows joined, so that a sentence wrapped over two rows of a pane is
    /// found whole (each row trimmed of the panes' borders).
    fn joined(&self) -> String {
        self.screen()
            .lines()
            .map(|l| {
                let l = match l.rfind('│') {
                    Some(i) if l.matches('│').count() >= 2 => {
                        let start = l[..i].rfind('│').map_or(0, |j| j + '│'.len_utf8());
                        &l[start..i]
                    }
                    _ => l,
                };
                l.trim()
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Waits until `text` shows (10 s at most), or fails with the screen.
    fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            self.pump(Duration::from_millis(50));
            if self.screen().contains(text) || self.joined().contains(text) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {text:?}; the screen:\n{}",
                self.screen()
            );
        }
    }

    fn keys(&mut self, keys: &[&[u8]]) {
        for k in keys {
            self.writer.write_all(k).unwrap();
            self.writer.flush().unwrap();
            // Let the app draw between keys, as a person would.
            self.pump(Duration::from_millis(40));
        }
    }

    fn type_text(&mut self, s: &str) {
        self.writer.write_all(s.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        self.pump(Duration::from_millis(100));
    }

    /// Quits with `q` and waits for a clean exit.
    fn quit(mut self) {
        self.keys(&[b"q"]);
        let deadline = Instant::now() + Duration::from_secs(10);
        let status = loop {
            self.pump(Duration::from_millis(50));
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < deadline, "the app did not quit");
        };
        assert!(status.success(), "exit status {status:?}");
    }
}

#[test]
fn a_phase_built_stepped_and_saved_is_solved_by_layerlab_phase() {
    let dir = TempDir::new("phase-pty");
    let mut t = Term::start(&dir.0, &["--no-mouse", "--lang", "en"]);
    t.wait_for("Begin: lesson 1");
    // The start screen, the lessons, then the phase pane (Tab: the layer sandbox, the phase).
    t.keys(&[ESC]);
    t.wait_for("● Lessons");
    t.keys(&[TAB, TAB]);
    t.wait_for("No effect is pending yet.");
    t.wait_for("a add for A");

    // Am1 for A, mandatory (the form's proposal); Po1 for P, made optional.
    t.keys(&[b"a"]);
    t.wait_for("New pending effect");
    t.keys(&[ENTER]);
    t.wait_for("Am1 added.");
    t.keys(&[b"p", TAB, TAB, RIGHT]);
    t.wait_for("Po1");
    t.keys(&[ENTER]);
    t.wait_for("Pending for P: Po1 (optional)");
    t.wait_for("Round 1, step [1]: A decides · no decision made yet");
    t.wait_for("[1] A, the active player, may resolve one of their pending effects (Am1) or pass.");

    // A passes at [1]; P resolves Po1 at [2].
    t.keys(&[DOWN, ENTER]);
    t.wait_for("Round 1, step [2]: P decides · decision 1 of 1");
    t.wait_for("[1] A, the active player, may resolve one of their pending effects (Am1) or pass. A passes.");
    t.keys(&[ENTER]);
    t.wait_for("Round 2, step [1]: A decides · decision 2 of 2");
    t.wait_for("P resolves Po1.");
    t.wait_for(
        "An effect resolved, so the game closes then opens: a new round starts at [1] with A.",
    );

    // Back one decision, then forward again.
    t.keys(&[LEFT]);
    t.wait_for("Round 1, step [2]: P decides · decision 1 of 2");
    t.keys(&[RIGHT]);
    t.wait_for("Round 2, step [1]: A decides · decision 2 of 2");

    // Save it (the path typed over the one proposed).
    let saved = dir.0.join("built.ron");
    t.keys(&[CTRL_S]);
    t.wait_for("Save the phase as a scenario file");
    t.keys(&[BACKSPACE; 12]);
    t.type_text(&saved.display().to_string());
    t.keys(&[ENTER]);
    t.wait_for("Saved as");
    t.quit();

    // `layerlab phase` reads the file and plays the same line: its `expect` holds (status 0).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_layerlab"))
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
    let dir = TempDir::new("exam-pty");
    let mut t = Term::start(&dir.0, &["--no-mouse", "--lang", "en"]);
    t.wait_for("Begin: lesson 1");
    // The start screen: continue, practice, then the level-1 mock exam.
    t.keys(&[DOWN, DOWN, ENTER]);
    t.wait_for("time left");
    // One answer (typed, or the list's selection), then Esc on the next problem.
    t.type_text("99/99");
    t.keys(&[ENTER]);
    t.wait_for("Problem 2 of 10");
    // The new problem's field is empty: one Esc asks.
    t.keys(&[ESC]);
    t.wait_for("Leave this mock exam? One problem answered out of 10.");
    t.wait_for("d discards it");
    t.keys(&[b"d"]);
    t.wait_for("Begin: lesson 1");
    assert!(
        !dir.0.join("drills.json").exists(),
        "nothing was recorded, so nothing was saved"
    );
    // The statistics: every concept still to practise; no mistake to review.
    t.wait_for("Mistakes to review: 0");
    // Continue, practice, the two exams, the mistakes, the statistics.
    t.keys(&[DOWN, DOWN, DOWN, DOWN, DOWN, ENTER]);
    t.wait_for("Right answers per concept");
    let s = t.screen();
    assert!(s.contains("not practised yet"), "{s}");
    assert!(!s.contains(" right ("), "no answer counted:\n{s}");
    t.quit();
}
