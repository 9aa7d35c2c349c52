//! End to end: the real binary in a pseudo-terminal (portable-pty), its screen rebuilt with vt100
//! (ratatui only sends the cells that change, so raw bytes can't be matched), driven by keys.

use std::io::Write;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

mod common;
use common::pty;

const ROWS: u16 = 40;
const COLS: u16 = 120;

/// The app running in a pseudo-terminal, and the screen it drew.
struct Term {
    parser: vt100::Parser,
    bytes: Receiver<Vec<u8>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    _dir: TempDir,
}

/// A directory removed on drop (the progress file goes there, not in the user's data).
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl Term {
    fn start(args: &[&str]) -> Term {
        // One folder per app started: the tests of this file run at once, and one app's saved
        // progress must not open another's on a lesson it never chose.
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("layerlab-e2e-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pty = pty::open(ROWS, COLS);
        let cmd = pty::app_command(args, &dir);
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
            _dir: TempDir(dir),
        }
    }

    /// Reads what the app wrote so far into the screen.
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

    /// Waits until `pred` holds on the screen (10 s at most), or fails with the screen.
    fn wait_until(&mut self, what: &str, pred: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            self.pump(Duration::from_millis(50));
            if pred(&self.screen()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen:\n{}",
                self.screen()
            );
        }
    }

    fn wait_for(&mut self, text: &str) {
        self.wait_until(text, |s| s.contains(text));
    }

    fn keys(&mut self, keys: &[&[u8]]) {
        for k in keys {
            self.writer.write_all(k).unwrap();
            self.writer.flush().unwrap();
            // Let the app draw between keys, as a person would.
            self.pump(Duration::from_millis(30));
        }
    }

    /// The screen line that holds `text`.
    fn line_with(&self, text: &str) -> Option<String> {
        self.screen()
            .lines()
            .find(|l| l.contains(text))
            .map(str::to_string)
    }
}

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const HOME: &[u8] = b"\x1b[H";
const ENTER: &[u8] = b"\r";
const ESC: &[u8] = b"\x1b";

#[test]
fn dependency_lesson_board_steps_to_urborg_as_a_mountain_in_both_languages() {
    let mut t = Term::start(&["--no-mouse", "--lang", "en"]);
    // The start screen, then the lesson index.
    t.wait_for("Begin: lesson 1");
    t.keys(&[ESC]);
    t.wait_for("● Lessons");
    assert!(
        t.parser.screen().alternate_screen(),
        "the app draws on the alternate screen"
    );

    // The dependency lesson, its third page (Urborg then Blood Moon), its board.
    t.keys(&[DOWN, DOWN, DOWN, DOWN, ENTER]);
    t.wait_for("Lesson 5: Dependency");
    t.keys(&[RIGHT, RIGHT]);
    t.wait_for("Page 3/");
    t.keys(&[b"o"]);
    // The sandbox names the board by its lesson page's title.
    t.wait_for("Blood Moon and Urborg, 1 of 2 (lesson 5)");

    // Back to the start of the trace: Urborg is not a Mountain yet.
    t.keys(&[HOME]);
    t.wait_for("Before any step");
    // Urborg is selected (first row): its full type line shows under the board.
    let is_mountain = |t: &Term| {
        t.line_with("Urborg, Tomb of Yawgmoth [urborg] ·")
            .is_some_and(|l| l.contains("Land — Mountain"))
    };
    t.wait_until("Urborg's details", |s| {
        s.contains("Urborg, Tomb of Yawgmoth [urborg] ·")
    });
    assert!(!is_mountain(&t), "not a Mountain before any step");

    // Step until Urborg shows as a Mountain.
    let mut steps = 0;
    while !is_mountain(&t) {
        steps += 1;
        assert!(
            steps <= 10,
            "Urborg never became a Mountain:\n{}",
            t.screen()
        );
        t.keys(&[RIGHT]);
        t.wait_for(&format!("Step {steps} of"));
    }

    // The same in French, card name included.
    t.keys(&[b"l"]);
    t.wait_for("Urborg, tombe de Yaugzebul");
    t.wait_until("Urborg's French type line", |s| {
        s.lines()
            .any(|l| l.contains("Terrain légendaire") && l.contains("montagne"))
    });

    // Quit: the terminal leaves the alternate screen and the app exits cleanly.
    t.keys(&[b"q"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        t.pump(Duration::from_millis(50));
        if let Some(status) = t.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the app did not quit");
    };
    t.pump(Duration::from_millis(200));
    assert!(status.success(), "exit status {status:?}");
    assert!(
        !t.parser.screen().alternate_screen(),
        "the terminal is back on the main screen"
    );
}

#[test]
fn present_shows_the_board_and_the_step_and_asks_the_class() {
    let mut t = Term::start(&["--no-mouse", "--lang", "fr", "--present"]);
    t.wait_for("leçon 1");
    t.keys(&[ESC]);
    t.wait_for("La dépendance");
    // The dependency lesson, its page on Blood Moon and Urborg, its board.
    t.keys(&[DOWN, DOWN, DOWN, DOWN, ENTER]);
    // The page's title (the lesson's number is in big letters above it).
    t.wait_for("Quand l'horodatage ne suffit plus");
    t.keys(&[RIGHT, RIGHT]);
    t.wait_for("Lune de sang et Urborg");
    t.keys(&[b"o"]);
    // The board's table and the step, together, under a big header.
    t.wait_until("the board and the step", |s| {
        s.contains("Capacités")
            && s.contains("Urborg, tombe de Yaugzebul")
            && s.contains("Vue de la canopée")
            && s.contains("Couche 4")
            && s.contains("Pourquoi")
            && s.contains('█')
    });
    assert!(
        !t.screen().contains("Page 3/6"),
        "no lesson pane unless asked for:\n{}",
        t.screen()
    );
    // Back to the start: DÉPART, its accent above the letters.
    t.keys(&[HOME]);
    t.wait_until("an accent over the big letters", |s| {
        s.lines().any(|l| l.contains('▀') && !l.contains('█'))
    });
    // The page's question to the class, then its answer.
    t.keys(&[b"v"]);
    t.wait_for("appuyez sur v");
    assert!(!t.screen().contains("Réponse"), "{}", t.screen());
    t.keys(&[b"v"]);
    t.wait_for("Réponse");
    // The lesson pane on request.
    t.keys(&[b"h"]);
    t.wait_for("Page 3/6");
    t.keys(&[b"q"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while t.child.try_wait().unwrap().is_none() {
        t.pump(Duration::from_millis(50));
        assert!(Instant::now() < deadline, "the app did not quit");
    }
}

/// A lesson question asks before it tells in the real terminal: Enter opens an answer field,
/// nothing of the answer shows; a wrong answer is told with the engine's answer, and the
/// question can be tried again.
#[test]
fn a_computed_question_asks_before_it_tells() {
    use layerlab::content::course::Course;
    use layerlab::content::lesson::{Ask, QuestionKind};
    use layerlab::content::source::ContentSource;
    use layerlab::words::lesson::page_questions;

    // The first page of the course whose first question asks a P/T the engine computes.
    let c = Course::load(ContentSource::embedded()).0;
    let (l, p, answer) = c
        .lessons
        .iter()
        .enumerate()
        .find_map(|(l, lf)| {
            lf.lesson.pages.iter().enumerate().find_map(|(p, page)| {
                let q = *page_questions(page).first()?;
                let QuestionKind::Compute {
                    scenario,
                    object,
                    ask: Ask::PowerToughness,
                } = &q.kind
                else {
                    return None;
                };
                let (loaded, sol) = c.board(scenario).ok()?;
                let a = layerlab::words::answers::computed_answer(
                    &loaded,
                    &sol,
                    object,
                    Ask::PowerToughness,
                    layerlab::i18n::Lang::En,
                )
                .ok()?;
                Some((l, p, a))
            })
        })
        .expect("a P/T question first on its page");
    let mut t = Term::start(&["--no-mouse", "--lang", "en"]);
    t.wait_for("Begin: lesson 1");
    t.keys(&[ESC]);
    t.wait_for("● Lessons");
    for _ in 0..l {
        t.keys(&[DOWN]);
    }
    t.keys(&[ENTER]);
    t.wait_for(&format!("Lesson {}:", l + 1));
    for _ in 0..p {
        t.keys(&[RIGHT]);
    }
    t.wait_for(&format!("Page {}/", p + 1));
    t.wait_for("Enter: answer · s: show the answer");
    t.keys(&[ENTER]);
    t.wait_for("Type power/toughness");
    let screen = t.screen();
    assert!(
        !screen.contains("Why:") && !screen.contains("How the engine gets there"),
        "the answer shows before it is answered:\n{screen}"
    );
    // A wrong answer: told, with the engine's answer.
    let wrong = if answer == "0/0" { "9/9" } else { "0/0" };
    t.keys(&[wrong.as_bytes(), ENTER]);
    t.wait_for(&format!("Not quite: you answered {wrong}"));
    assert!(t.screen().contains(&answer), "{}", t.screen());
    // Tried again: Enter reopens the field on the same question.
    t.keys(&[ENTER]);
    t.wait_for("Type power/toughness");
    t.keys(&[answer.as_bytes(), ENTER]);
    t.wait_for(&format!("Right: {answer}."));
    t.keys(&[b"q"]);
}

/// `Esc` walks back one level at a time in the real terminal: from the layer sandbox to the
/// lessons, from the lessons to the start screen.
#[test]
fn esc_walks_back_from_the_sandbox_to_the_start_screen() {
    const TAB: &[u8] = b"\t";
    let mut t = Term::start(&["--no-mouse", "--lang", "en"]);
    t.wait_for("Begin: lesson 1");
    t.keys(&[ESC]);
    t.wait_for("● Lessons");
    // The sandbox pane takes the keys.
    t.keys(&[TAB]);
    t.wait_for("● Layer sandbox");
    t.keys(&[ESC]);
    t.wait_for("● Lessons");
    assert!(!t.screen().contains("● Layer sandbox"), "{}", t.screen());
    t.keys(&[ESC]);
    t.wait_for("Begin: lesson 1");
}
