//! `update()` driven without drawing: lesson navigation, answering, stepping through a trace,
//! the language switch, and the key table.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::drill::Opt;
use layerlab::i18n::Lang;
use layerlab::phase::Procedure;
use layerlab::ui::action::{HelpAction, LayerAction, LessonsAction, PhaseAction};
use layerlab::ui::app::key_table;
use layerlab::ui::keys::{self, Ctx};
use layerlab::ui::screens::layer::Sandbox;
use layerlab::ui::screens::lessons::Form;
use layerlab::ui::screens::{help, layer, lessons, phase};
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
    update(&mut a, Action::Lessons(LessonsAction::SelectNext));
    assert_eq!(a.lessons.selected, 0, "only one lesson");
    update(&mut a, Action::Lessons(LessonsAction::SelectPrev));
    assert_eq!(a.lessons.selected, 0);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    assert!(a.lessons.reading);
    assert!(a.seen.contains(&0));
    assert_eq!(a.lessons.page, 0);
    update(&mut a, Action::Lessons(LessonsAction::NextPage));
    assert_eq!(a.lessons.page, 0, "one page only");
    update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    assert_eq!(a.lessons.scroll, 2);
    update(&mut a, Action::Lessons(LessonsAction::ScrollUp));
    assert_eq!(a.lessons.scroll, 1);
    for _ in 0..500 {
        update(&mut a, Action::Lessons(LessonsAction::PageDown));
    }
    assert!(
        a.lessons.scroll < 200,
        "scrolling stops at the end of the page"
    );
    update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
    assert!(!a.lessons.reading);
}

#[test]
fn a_course_with_no_lessons_does_not_break() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (mut course, _) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    course.lessons.clear();
    let mut a = App::new(course, 0, Lang::Fr, ThemeKind::Mono);
    for action in [
        Action::Lessons(LessonsAction::SelectNext),
        Action::Lessons(LessonsAction::SelectPrev),
        Action::Lessons(LessonsAction::OpenLesson),
        Action::Lessons(LessonsAction::NextPage),
        Action::Lessons(LessonsAction::Answer),
        Action::Lessons(LessonsAction::AnswerChoose),
        Action::Lessons(LessonsAction::OpenBoard),
        Action::Lessons(LessonsAction::ScrollDown),
        Action::SwitchPane,
        Action::Layer(LayerAction::StepNext),
        Action::Layer(LayerAction::LayerPrev),
    ] {
        update(&mut a, action);
    }
    assert!(!a.lessons.reading);
    assert!(a.layer.sandbox.is_none());
}

#[test]
fn answering_a_choice_a_layer_an_order_and_a_computed_question() {
    let mut a = app();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    // Question 1: choice, the answer is b).
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    assert_eq!(a.contexts()[0], Ctx::Answering);
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get("m-q1"), Some(&Given::right("b")));
    assert!(a.lessons.answering.is_none());
    // Question 2: computed, asked before it is told: the Vista's subtypes are ticked.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
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
        update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    }
    update(&mut a, Action::Lessons(LessonsAction::AnswerToggle));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get("m-q2").map(|g| g.mark), Some(Mark::Right));
    // Question 3: which layer? 4 is the 5th choice (1a 1b 2 3 4).
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    for _ in 0..4 {
        update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    }
    update(&mut a, Action::Lessons(LessonsAction::AnswerPrev));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get("m-q3"), Some(&Given::right("4")));
    // Question 4: order, the answer is b, a; pick a first: wrong.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert!(a.lessons.answering.is_some(), "one item left to place");
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get("m-q4"), Some(&Given::wrong("a, b")));
    // Tried again: right now, but its answer was shown by the feedback, so the mark stays.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    assert_eq!(a.lessons.answering.as_ref().map(|x| x.question), Some(3));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert!(a.lessons.feedback["m-q4"].right && a.lessons.feedback["m-q4"].late);
    assert_eq!(a.answers["m-q4"].mark, Mark::Wrong);
}

#[test]
fn cancelling_an_answer_keeps_the_question_open() {
    let mut a = app();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerCancel));
    assert!(a.lessons.answering.is_none());
    assert!(a.answers.is_empty());
}

#[test]
fn try_it_opens_the_board_at_its_step() {
    let mut a = app();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
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
        update(&mut a, Action::Layer(LayerAction::StepNext));
        check(&a);
    }
    assert_eq!(sandbox(&a).pos, total);
    assert_eq!(
        sandbox(&a).state,
        sandbox(&a).board.sol.state,
        "the end of the trace is the solved state"
    );
    for _ in 0..total + 3 {
        update(&mut a, Action::Layer(LayerAction::StepPrev));
        check(&a);
    }
    assert_eq!(sandbox(&a).pos, 0);
    update(&mut a, Action::Layer(LayerAction::StepEnd));
    assert_eq!(sandbox(&a).pos, total);
    update(&mut a, Action::Layer(LayerAction::StepStart));
    assert_eq!(sandbox(&a).pos, 0);
    // Layers: from the start, the next layer is the first step's; then on to the end.
    update(&mut a, Action::Layer(LayerAction::LayerNext));
    assert_eq!(sandbox(&a).pos, 1);
    check(&a);
    for _ in 0..20 {
        update(&mut a, Action::Layer(LayerAction::LayerNext));
    }
    assert_eq!(sandbox(&a).pos, total);
    update(&mut a, Action::Layer(LayerAction::LayerPrev));
    check(&a);
    for _ in 0..20 {
        update(&mut a, Action::Layer(LayerAction::LayerPrev));
    }
    assert_eq!(sandbox(&a).pos, 0);
}

#[test]
fn layer_keys_land_on_the_first_step_of_a_layer() {
    let mut a = urborg_app();
    loop {
        let before = sandbox(&a).pos;
        update(&mut a, Action::Layer(LayerAction::LayerNext));
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
    assert_eq!(
        a.action_for(&key(KeyCode::Down)),
        Some(Action::Lessons(LessonsAction::SelectNext))
    );
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
    assert_eq!(
        a.action_for(&key(KeyCode::Esc)),
        Some(Action::Help(HelpAction::Close))
    );
    update(&mut a, Action::Help(HelpAction::Close));
    update(&mut a, Action::SwitchPane);
    assert_eq!(
        a.action_for(&key(KeyCode::Right)),
        Some(Action::Layer(LayerAction::StepNext))
    );
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), Some(Action::Quit));
}

#[test]
fn the_key_table_is_consistent() {
    // No key is bound twice in one context, and every message exists in both languages.
    let table = key_table();
    for (i, b) in table.iter().enumerate() {
        for other in &table[i + 1..] {
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
                // `<` has its own key on AZERTY, `>` is Shift and that key; a capital is Shift
                // and its letter.
                c.is_ascii_alphabetic() || "?+-<> ".contains(c),
                "{c:?} may need AltGr"
            );
        }
    }
    // Every action has a key.
    for action in [
        Action::Quit,
        Action::ToggleHelp,
        Action::Help(HelpAction::Close),
        Action::SwitchPane,
        Action::ToggleLang,
        Action::CycleTheme,
        Action::Lessons(LessonsAction::SelectPrev),
        Action::Lessons(LessonsAction::SelectNext),
        Action::Lessons(LessonsAction::OpenLesson),
        Action::Lessons(LessonsAction::BackToIndex),
        Action::Lessons(LessonsAction::NextPage),
        Action::Lessons(LessonsAction::PrevPage),
        Action::Lessons(LessonsAction::ScrollUp),
        Action::Lessons(LessonsAction::ScrollDown),
        Action::Lessons(LessonsAction::PageUp),
        Action::Lessons(LessonsAction::PageDown),
        Action::Lessons(LessonsAction::Answer),
        Action::Lessons(LessonsAction::AnswerPrev),
        Action::Lessons(LessonsAction::AnswerNext),
        Action::Lessons(LessonsAction::AnswerChoose),
        Action::Lessons(LessonsAction::AnswerCancel),
        Action::Lessons(LessonsAction::OpenBoard),
        Action::Layer(LayerAction::StepNext),
        Action::Layer(LayerAction::StepPrev),
        Action::Layer(LayerAction::LayerNext),
        Action::Layer(LayerAction::LayerPrev),
        Action::Layer(LayerAction::StepStart),
        Action::Layer(LayerAction::StepEnd),
        Action::Lessons(LessonsAction::OpenProcedure),
        Action::Phase(PhaseAction::Prev),
        Action::Phase(PhaseAction::Next),
        Action::Phase(PhaseAction::Choose),
        Action::Phase(PhaseAction::Undo),
        Action::Phase(PhaseAction::Restart),
        Action::Layer(LayerAction::ObjectPrev),
        Action::Layer(LayerAction::ObjectNext),
        Action::Layer(LayerAction::ToggleAutoplay),
        Action::Layer(LayerAction::Faster),
        Action::Layer(LayerAction::Slower),
    ] {
        // Each action is looked for in the table of the screen it belongs to.
        let bound = match action {
            Action::Help(a) => help::KEYS.iter().any(|b| b.action == a),
            Action::Lessons(a) => lessons::KEYS.iter().any(|b| b.action == a),
            Action::Layer(a) => layer::KEYS.iter().any(|b| b.action == a),
            Action::Phase(a) => phase::KEYS.iter().any(|b| b.action == a),
            a => layerlab::ui::action::KEYS.iter().any(|b| b.action == a),
        };
        assert!(bound, "{action:?} has no key");
    }
    assert!(!keys::active(&table, &[Ctx::Sandbox, Ctx::Global]).is_empty());
}

#[test]
fn the_phase_sandbox_decides_undoes_and_restarts() {
    let mut a = app();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
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
        update(&mut a, Action::Phase(PhaseAction::Next));
    }
    update(&mut a, Action::Phase(PhaseAction::Choose));
    assert_eq!(made(&a), 1);
    assert_ne!(line(&a), start);
    update(&mut a, Action::Phase(PhaseAction::Undo));
    assert_eq!(made(&a), 0);
    assert_eq!(line(&a), start);
    update(&mut a, Action::Phase(PhaseAction::Choose));
    update(&mut a, Action::Phase(PhaseAction::Restart));
    assert_eq!(line(&a), start);
    update(&mut a, Action::SwitchPane);
    assert_eq!(a.focus(), Pane::Lessons);
}

#[test]
fn selecting_a_permanent_stays_on_the_board() {
    let mut a = urborg_app();
    let n = sandbox(&a).permanents().len();
    assert!(n >= 2);
    update(&mut a, Action::Layer(LayerAction::ObjectPrev));
    assert_eq!(sandbox(&a).selected, 0);
    for _ in 0..n + 5 {
        update(&mut a, Action::Layer(LayerAction::ObjectNext));
    }
    assert_eq!(sandbox(&a).selected, n - 1);
    assert_eq!(
        a.action_for(&key(KeyCode::Down)),
        Some(Action::Layer(LayerAction::ObjectNext))
    );
}

#[test]
fn autoplay_steps_to_the_end_then_stops() {
    let mut a = app();
    assert_eq!(a.tick(), None, "no autoplay: the loop blocks on events");
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(!a.layer.autoplay, "nothing to play");
    a.open_board("urborg.ron", urborg_board(), 0);
    let total = sandbox(&a).steps().len();
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(a.layer.autoplay);
    let slow = a.tick().unwrap();
    update(&mut a, Action::Layer(LayerAction::Faster));
    assert!(a.tick().unwrap() < slow);
    for _ in 0..10 {
        update(&mut a, Action::Layer(LayerAction::Slower));
    }
    assert!(a.tick().unwrap() > slow);
    for _ in 0..total {
        update(&mut a, Action::Tick);
    }
    assert_eq!(sandbox(&a).pos, total);
    assert!(!a.layer.autoplay, "stops at the end");
    assert_eq!(a.tick(), None);
    update(&mut a, Action::Layer(LayerAction::StepStart));
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(!a.layer.autoplay, "a second a stops it");
}

#[test]
fn the_wheel_scrolls_selects_and_steps() {
    let mut a = app();
    assert_eq!(
        a.wheel(false),
        Some(Action::Lessons(LessonsAction::SelectNext))
    );
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    assert_eq!(
        a.wheel(false),
        Some(Action::Lessons(LessonsAction::ScrollDown))
    );
    assert_eq!(
        a.wheel(true),
        Some(Action::Lessons(LessonsAction::ScrollUp))
    );
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(a.wheel(false), Some(Action::Layer(LayerAction::StepNext)));
    update(&mut a, Action::ToggleHelp);
    assert_eq!(a.wheel(false), None);
}
