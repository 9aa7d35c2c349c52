//! `update()` driven without drawing: lesson navigation, answering, stepping through a trace,
//! the language switch, and the key table.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::drill::Opt;
use layerlab::i18n::Lang;
use layerlab::phase::Procedure;
use layerlab::ui::keys::{self, BINDINGS, Ctx};
use layerlab::ui::screens::layer::Sandbox;
use layerlab::ui::screens::lessons::Form;
use layerlab::ui::shared::{Given, Mark};
use layerlab::ui::{Action, App, Pane, ThemeKind, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::{key, urborg_board};

fn app() -> App {
    common::fixture_app(Lang::En)
}

/// The app with the Urborg and Blood Moon board open in the layer sandbox.
fn urborg_app() -> App {
    let mut a = app();
    a.open_board("urborg.ron", urborg_board(), 0);
    a
}

/// The procedure of the phase sandbox.
fn procedure(a: &App) -> &Procedure {
    let lab = a.phase.as_ref().expect("a phase sandbox");
    lab.procedure
        .as_ref()
        .unwrap_or_else(|e| panic!("no procedure: {e}"))
}

/// The board open in the layer sandbox.
fn sandbox(a: &App) -> &Sandbox {
    a.layer.sandbox.as_ref().expect("a board open")
}

#[test]
fn lesson_navigation() {
    let mut a = app();
    assert_eq!(a.course.lessons.len(), 1);
    update(&mut a, Action::SelectNext);
    assert_eq!(a.lessons.selected, 0, "only one lesson");
    update(&mut a, Action::SelectPrev);
    assert_eq!(a.lessons.selected, 0);
    update(&mut a, Action::OpenLesson);
    assert!(a.lessons.reading);
    assert!(a.seen.contains(&0));
    assert_eq!(a.lessons.page, 0);
    update(&mut a, Action::NextPage);
    assert_eq!(a.lessons.page, 0, "one page only");
    update(&mut a, Action::ScrollDown);
    update(&mut a, Action::ScrollDown);
    assert_eq!(a.lessons.scroll, 2);
    update(&mut a, Action::ScrollUp);
    assert_eq!(a.lessons.scroll, 1);
    for _ in 0..500 {
        update(&mut a, Action::PageDown);
    }
    assert!(
        a.lessons.scroll < 200,
        "scrolling stops at the end of the page"
    );
    update(&mut a, Action::BackToIndex);
    assert!(!a.lessons.reading);
}

#[test]
fn a_course_with_no_lessons_does_not_break() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (mut course, _) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    course.lessons.clear();
    let mut a = App::new(course, 0, Lang::Fr, ThemeKind::Mono);
    for action in [
        Action::SelectNext,
        Action::SelectPrev,
        Action::OpenLesson,
        Action::NextPage,
        Action::Answer,
        Action::AnswerChoose,
        Action::OpenBoard,
        Action::ScrollDown,
        Action::SwitchPane,
        Action::StepNext,
        Action::LayerPrev,
    ] {
        update(&mut a, action);
    }
    assert!(!a.lessons.reading);
    assert!(a.layer.sandbox.is_none());
}

#[test]
fn answering_a_choice_a_layer_an_order_and_a_computed_question() {
    let mut a = app();
    update(&mut a, Action::OpenLesson);
    // Question 1: choice, the answer is b).
    update(&mut a, Action::Answer);
    assert_eq!(a.contexts()[0], Ctx::Answering);
    update(&mut a, Action::AnswerNext);
    update(&mut a, Action::AnswerChoose);
    assert_eq!(a.answers.get("m-q1"), Some(&Given::right("b")));
    assert!(a.lessons.answering.is_none());
    // Question 2: computed, asked before it is told: the Vista's subtypes are ticked.
    update(&mut a, Action::Answer);
    assert_eq!(a.contexts()[0], Ctx::AnsweringPick);
    assert!(!a.answers.contains_key("m-q2"), "not shown by asking");
    let Form::Pick(opts, _) = a.lessons.answering.as_ref().unwrap().form.clone() else {
        panic!("a list to tick");
    };
    let mountain = opts
        .iter()
        .position(|o| *o == Opt::Subtype("Mountain".into()))
        .expect("Mountain offered");
    for _ in 0..mountain {
        update(&mut a, Action::AnswerNext);
    }
    update(&mut a, Action::AnswerToggle);
    update(&mut a, Action::AnswerChoose);
    assert_eq!(a.answers.get("m-q2").map(|g| g.mark), Some(Mark::Right));
    // Question 3: which layer? 4 is the 5th choice (1a 1b 2 3 4).
    update(&mut a, Action::Answer);
    for _ in 0..4 {
        update(&mut a, Action::AnswerNext);
    }
    update(&mut a, Action::AnswerPrev);
    update(&mut a, Action::AnswerNext);
    update(&mut a, Action::AnswerChoose);
    assert_eq!(a.answers.get("m-q3"), Some(&Given::right("4")));
    // Question 4: order, the answer is b, a; pick a first: wrong.
    update(&mut a, Action::Answer);
    update(&mut a, Action::AnswerChoose);
    assert!(a.lessons.answering.is_some(), "one item left to place");
    update(&mut a, Action::AnswerChoose);
    assert_eq!(a.answers.get("m-q4"), Some(&Given::wrong("a, b")));
    // Tried again: right now, but its answer was shown by the feedback, so the mark stays.
    update(&mut a, Action::Answer);
    assert_eq!(a.lessons.answering.as_ref().map(|x| x.question), Some(3));
    update(&mut a, Action::AnswerNext);
    update(&mut a, Action::AnswerChoose);
    update(&mut a, Action::AnswerChoose);
    assert!(a.lessons.feedback["m-q4"].right && a.lessons.feedback["m-q4"].late);
    assert_eq!(a.answers["m-q4"].mark, Mark::Wrong);
}

#[test]
fn cancelling_an_answer_keeps_the_question_open() {
    let mut a = app();
    update(&mut a, Action::OpenLesson);
    update(&mut a, Action::Answer);
    update(&mut a, Action::AnswerCancel);
    assert!(a.lessons.answering.is_none());
    assert!(a.answers.is_empty());
}

#[test]
fn try_it_opens_the_board_at_its_step() {
    let mut a = app();
    update(&mut a, Action::OpenLesson);
    update(&mut a, Action::OpenBoard);
    let s = sandbox(&a);
    assert_eq!(s.name, "moon.ron");
    assert_eq!(s.pos, 1);
    assert_eq!(a.focus(), Pane::Sandbox);
    assert_eq!(a.contexts()[0], Ctx::Sandbox);
}

#[test]
fn stepping_forwards_and_backwards_matches_replay() {
    let mut a = urborg_app();
    let total = sandbox(&a).steps().len();
    assert!(total >= 2);
    let check = |a: &App| {
        let s = sandbox(a);
        assert_eq!(
            s.state,
            s.board.sol.trace.replay(s.pos),
            "at step {}",
            s.pos
        );
    };
    for _ in 0..total + 3 {
        update(&mut a, Action::StepNext);
        check(&a);
    }
    assert_eq!(sandbox(&a).pos, total);
    assert_eq!(
        sandbox(&a).state,
        sandbox(&a).board.sol.state,
        "the end of the trace is the solved state"
    );
    for _ in 0..total + 3 {
        update(&mut a, Action::StepPrev);
        check(&a);
    }
    assert_eq!(sandbox(&a).pos, 0);
    update(&mut a, Action::StepEnd);
    assert_eq!(sandbox(&a).pos, total);
    update(&mut a, Action::StepStart);
    assert_eq!(sandbox(&a).pos, 0);
    // Layers: from the start, the next layer is the first step's; then on to the end.
    update(&mut a, Action::LayerNext);
    assert_eq!(sandbox(&a).pos, 1);
    check(&a);
    for _ in 0..20 {
        update(&mut a, Action::LayerNext);
    }
    assert_eq!(sandbox(&a).pos, total);
    update(&mut a, Action::LayerPrev);
    check(&a);
    for _ in 0..20 {
        update(&mut a, Action::LayerPrev);
    }
    assert_eq!(sandbox(&a).pos, 0);
}

#[test]
fn layer_keys_land_on_the_first_step_of_a_layer() {
    let mut a = urborg_app();
    loop {
        let before = sandbox(&a).pos;
        update(&mut a, Action::LayerNext);
        let s = sandbox(&a);
        if s.pos == before || s.pos == s.steps().len() {
            break;
        }
        let steps = s.steps();
        assert!(
            s.pos == 1 || steps[s.pos - 2].layer != steps[s.pos - 1].layer,
            "step {} is not the first of its layer",
            s.pos
        );
    }
}

#[test]
fn language_and_theme_switch() {
    let mut a = app();
    assert_eq!(a.lang, Lang::En);
    update(&mut a, Action::ToggleLang);
    assert_eq!(a.lang, Lang::Fr);
    update(&mut a, Action::ToggleLang);
    assert_eq!(a.lang, Lang::En);
    update(&mut a, Action::CycleTheme);
    assert_eq!(a.theme, ThemeKind::Light);
    update(&mut a, Action::CycleTheme);
    assert_eq!(a.theme, ThemeKind::HighContrast);
    update(&mut a, Action::CycleTheme);
    update(&mut a, Action::CycleTheme);
    assert_eq!(a.theme, ThemeKind::Dark);
    assert_eq!(ThemeKind::initial(None, Some("1")), ThemeKind::Mono);
    assert_eq!(ThemeKind::initial(None, Some("")), ThemeKind::Dark);
    assert_eq!(
        ThemeKind::initial(Some(ThemeKind::Light), Some("1")),
        ThemeKind::Light
    );
}

#[test]
fn keys_go_through_the_table() {
    let mut a = app();
    assert_eq!(a.action_for(&key(KeyCode::Down)), Some(Action::SelectNext));
    assert_eq!(
        a.action_for(&key(KeyCode::Char('l'))),
        Some(Action::ToggleLang)
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Char('L'))),
        Some(Action::ToggleLang)
    );
    assert_eq!(a.action_for(&key(KeyCode::Char('x'))), None);
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(a.action_for(&ctrl_c), Some(Action::Quit));
    update(&mut a, Action::ToggleHelp);
    assert_eq!(a.contexts(), [Ctx::Help]);
    assert_eq!(
        a.action_for(&key(KeyCode::Char('l'))),
        None,
        "help is modal"
    );
    assert_eq!(
        a.action_for(&ctrl_c),
        Some(Action::Quit),
        "Ctrl-C always quits"
    );
    assert_eq!(a.action_for(&key(KeyCode::Esc)), Some(Action::CloseHelp));
    update(&mut a, Action::CloseHelp);
    update(&mut a, Action::SwitchPane);
    assert_eq!(a.action_for(&key(KeyCode::Right)), Some(Action::StepNext));
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), Some(Action::Quit));
}

#[test]
fn the_key_table_is_consistent() {
    // No key is bound twice in one context, and every message exists in both languages.
    for (i, b) in BINDINGS.iter().enumerate() {
        for other in &BINDINGS[i + 1..] {
            assert!(
                !(b.ctx == other.ctx && b.code == other.code && b.ctrl == other.ctrl),
                "{:?} bound twice in {:?}",
                b.code,
                b.ctx
            );
        }
        for lang in Lang::ALL {
            assert!(
                layerlab::i18n::embedded().has(lang, b.msg),
                "{} missing in {lang}",
                b.msg
            );
        }
        // Only keys AZERTY reaches without AltGr.
        if let KeyCode::Char(c) = b.code {
            assert!(
                // `<` has its own key on AZERTY, `>` is Shift and that key.
                c.is_ascii_lowercase() || "?+-<> ".contains(c),
                "{c:?} may need AltGr"
            );
        }
    }
    // Every action has a key.
    for action in [
        Action::Quit,
        Action::ToggleHelp,
        Action::CloseHelp,
        Action::SwitchPane,
        Action::ToggleLang,
        Action::CycleTheme,
        Action::SelectPrev,
        Action::SelectNext,
        Action::OpenLesson,
        Action::BackToIndex,
        Action::NextPage,
        Action::PrevPage,
        Action::ScrollUp,
        Action::ScrollDown,
        Action::PageUp,
        Action::PageDown,
        Action::Answer,
        Action::AnswerPrev,
        Action::AnswerNext,
        Action::AnswerChoose,
        Action::AnswerCancel,
        Action::OpenBoard,
        Action::StepNext,
        Action::StepPrev,
        Action::LayerNext,
        Action::LayerPrev,
        Action::StepStart,
        Action::StepEnd,
        Action::OpenProcedure,
        Action::PhasePrev,
        Action::PhaseNext,
        Action::PhaseChoose,
        Action::PhaseUndo,
        Action::PhaseRestart,
        Action::ObjectPrev,
        Action::ObjectNext,
        Action::ToggleAutoplay,
        Action::Faster,
        Action::Slower,
    ] {
        assert!(
            BINDINGS.iter().any(|b| b.action == action),
            "{action:?} has no key"
        );
    }
    assert!(!keys::active(&[Ctx::Sandbox, Ctx::Global]).is_empty());
}

#[test]
fn the_phase_sandbox_decides_undoes_and_restarts() {
    let mut a = app();
    update(&mut a, Action::OpenLesson);
    let p = a.action_for(&key(KeyCode::Char('p'))).expect("p is bound");
    update(&mut a, p);
    assert_eq!(a.focus(), Pane::Phase);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    let line = |a: &App| procedure(a).trace_line();
    let made = |a: &App| procedure(a).decisions_made();
    let start = line(&a);
    let choices = procedure(&a).legal_choices();
    assert!(choices.len() >= 2, "{choices:?}");
    // Pass with A at [1] (the last choice), then the procedure goes on.
    for _ in 0..choices.len() - 1 {
        update(&mut a, Action::PhaseNext);
    }
    update(&mut a, Action::PhaseChoose);
    assert_eq!(made(&a), 1);
    assert_ne!(line(&a), start);
    update(&mut a, Action::PhaseUndo);
    assert_eq!(made(&a), 0);
    assert_eq!(line(&a), start);
    update(&mut a, Action::PhaseChoose);
    update(&mut a, Action::PhaseRestart);
    assert_eq!(line(&a), start);
    update(&mut a, Action::SwitchPane);
    assert_eq!(a.focus(), Pane::Lessons);
}

#[test]
fn selecting_a_permanent_stays_on_the_board() {
    let mut a = urborg_app();
    let n = sandbox(&a).permanents().len();
    assert!(n >= 2);
    update(&mut a, Action::ObjectPrev);
    assert_eq!(sandbox(&a).selected, 0);
    for _ in 0..n + 5 {
        update(&mut a, Action::ObjectNext);
    }
    assert_eq!(sandbox(&a).selected, n - 1);
    assert_eq!(a.action_for(&key(KeyCode::Down)), Some(Action::ObjectNext));
}

#[test]
fn autoplay_steps_to_the_end_then_stops() {
    let mut a = app();
    assert_eq!(a.tick(), None, "no autoplay: the loop blocks on events");
    update(&mut a, Action::ToggleAutoplay);
    assert!(!a.layer.autoplay, "nothing to play");
    a.open_board("urborg.ron", urborg_board(), 0);
    let total = sandbox(&a).steps().len();
    update(&mut a, Action::ToggleAutoplay);
    assert!(a.layer.autoplay);
    let slow = a.tick().unwrap();
    update(&mut a, Action::Faster);
    assert!(a.tick().unwrap() < slow);
    for _ in 0..10 {
        update(&mut a, Action::Slower);
    }
    assert!(a.tick().unwrap() > slow);
    for _ in 0..total {
        update(&mut a, Action::Tick);
    }
    assert_eq!(sandbox(&a).pos, total);
    assert!(!a.layer.autoplay, "stops at the end");
    assert_eq!(a.tick(), None);
    update(&mut a, Action::StepStart);
    update(&mut a, Action::ToggleAutoplay);
    update(&mut a, Action::ToggleAutoplay);
    assert!(!a.layer.autoplay, "a second a stops it");
}

#[test]
fn the_wheel_scrolls_selects_and_steps() {
    let mut a = app();
    assert_eq!(a.wheel(false), Some(Action::SelectNext));
    update(&mut a, Action::OpenLesson);
    assert_eq!(a.wheel(false), Some(Action::ScrollDown));
    assert_eq!(a.wheel(true), Some(Action::ScrollUp));
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(a.wheel(false), Some(Action::StepNext));
    update(&mut a, Action::ToggleHelp);
    assert_eq!(a.wheel(false), None);
}
