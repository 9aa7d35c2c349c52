//! End to end: the real binary in a pseudo-terminal (portable-pty), its screen rebuilt with vt100
//! (ratatui only sends the cells that change, so raw bytes can't be matched), driven by keys.

use crate::common;
use common::pty::Term;

const ROWS: u16 = 40;
const COLS: u16 = 120;

/// `layerlab ARGS` in a terminal of this file's size.
fn start(args: &[&str]) -> Term {
    Term::start(ROWS, COLS, args, &[])
}

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const HOME: &[u8] = b"\x1b[H";
const ENTER: &[u8] = b"\r";
const ESC: &[u8] = b"\x1b";

#[test]
fn dependency_lesson_board_steps_to_urborg_as_a_mountain_in_both_languages() {
    let mut t = start(&["--no-mouse", "--lang", "en"]);
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
        t.screen()
            .lines()
            .find(|l| l.contains("Urborg, Tomb of Yawgmoth [urborg] ·"))
            .is_some_and(|l| l.contains("Land — Mountain"))
    };
    t.wait_for("Urborg, Tomb of Yawgmoth [urborg] ·");
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
    t.wait_until("Urborg's French type line", |t| {
        t.screen()
            .lines()
            .any(|l| l.contains("Terrain légendaire") && l.contains("montagne"))
    });

    // Quit: the terminal leaves the alternate screen and the app exits cleanly.
    t.quit();
    assert!(
        !t.parser.screen().alternate_screen(),
        "the terminal is back on the main screen"
    );
}

#[test]
fn present_shows_the_board_and_the_step_and_asks_the_class() {
    let mut t = start(&["--no-mouse", "--lang", "fr", "--present"]);
    t.wait_for("leçon 1");
    t.keys(&[ESC]);
    // The start screen lists the lessons too: the index is the one under the present title.
    t.wait_until("the lesson index", |t| {
        let s = t.screen();
        s.contains("layerlab — présentation") && s.contains("La dépendance")
    });
    // The dependency lesson, its page on Blood Moon and Urborg, its board.
    t.keys(&[DOWN, DOWN, DOWN, DOWN, ENTER]);
    // The page's title (the lesson's number is in big letters above it).
    t.wait_for("Quand le tampon horaire ne suffit plus");
    t.keys(&[RIGHT, RIGHT]);
    t.wait_for("Lune de sang et Urborg");
    t.keys(&[b"o"]);
    // The board's table and the step, together, under a big header.
    t.wait_until("the board and the step", |t| {
        let s = t.screen();
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
    t.wait_until("an accent over the big letters", |t| {
        t.screen()
            .lines()
            .any(|l| l.contains('▀') && !l.contains('█'))
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
    t.quit();
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
    let mut t = start(&["--no-mouse", "--lang", "en"]);
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
    t.quit();
}

/// `Esc` walks back one level at a time in the real terminal: from the layer sandbox to the
/// lessons, from the lessons to the start screen.
#[test]
fn esc_walks_back_from_the_sandbox_to_the_start_screen() {
    const TAB: &[u8] = b"\t";
    let mut t = start(&["--no-mouse", "--lang", "en"]);
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
