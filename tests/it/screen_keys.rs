//! Each screen driven by keys alone, as the event loop presses them: the screen shown turns a
//! key into its own action and updates itself; the app only routes. One test a screen checks
//! the state the keys leave (no action is built by hand here); the `*_asks_*` tests press keys
//! without carrying out what they ask ([`App::update`] does no I/O) and check the effects asked
//! for, and that no file was touched.

use crate::common;

use common::practice::{T0, drill_app};
use common::{fixture_app, press, urborg_board};
use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::ui::app::Screen;
use layerlab::ui::effect::{Asker, Effect, Reply, Written};
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::layer::solving::BACKGROUND_OVER;
use layerlab::ui::screens::practice::{self, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::{App, Pane, ThemeKind};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::{Path, PathBuf};

/// The app on the course layerlab ships.
fn course_app() -> App {
    let (course, problems) = Course::load(ContentSource::embedded());
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

/// A key pressed without carrying out what it asks: the effects it asks for.
fn ask(a: &mut App, code: KeyCode) -> Vec<Effect> {
    ask_key(a, KeyEvent::new(code, KeyModifiers::NONE))
}

fn ask_key(a: &mut App, key: KeyEvent) -> Vec<Effect> {
    match a.action_for(&key) {
        Some(action) => a.update(action),
        None => Vec::new(),
    }
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// A path no test creates: whatever is asked, nothing may appear there.
fn nowhere(name: &str) -> PathBuf {
    std::env::temp_dir()
        .join(format!("layerlab-screen-keys-{}", std::process::id()))
        .join(name)
}

/// Types `path` into the prompt shown, over what it holds.
fn retype(a: &mut App, path: &Path) {
    for _ in 0..200 {
        press(a, KeyCode::Backspace);
    }
    chars(a, &path.display().to_string());
}

fn chars(a: &mut App, text: &str) {
    for c in text.chars() {
        press(a, KeyCode::Char(c));
    }
}

#[test]
fn the_help_takes_every_key_until_it_closes() {
    let mut a = fixture_app(Lang::En);
    press(&mut a, KeyCode::Char('?'));
    assert_eq!(a.screen(), &Screen::Help);
    // The global keys do not reach under the help: `l` changes no language, `q` closes.
    press(&mut a, KeyCode::Char('l'));
    assert_eq!(a.lang, Lang::En);
    press(&mut a, KeyCode::Char('q'));
    assert_eq!(a.screen(), &Screen::Lessons);
    assert!(!a.quit);
    press(&mut a, KeyCode::Char('?'));
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Lessons);
}

#[test]
fn the_start_screen_moves_its_cursor_and_closes() {
    let mut a = fixture_app(Lang::En);
    a.show_start(&Progress::default());
    let first = a.start_selected();
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    assert_eq!(a.start().map(|s| s.cursor), Some(2));
    press(&mut a, KeyCode::Up);
    assert_eq!(a.start().map(|s| s.cursor), Some(1));
    press(&mut a, KeyCode::Up);
    assert_eq!(a.start_selected(), first);
    // Enter on "continue" opens the first lesson's first page.
    assert_eq!(first, Some(Entry::Continue));
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.screen(), &Screen::Lessons);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    // `Esc` on the index opens the start screen again, `Esc` there closes it.
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Lessons);
}

#[test]
fn the_lessons_select_open_page_and_go_back() {
    let mut a = course_app();
    assert!(a.course.lessons.len() >= 2, "the course has two lessons");
    press(&mut a, KeyCode::Down);
    assert_eq!(a.lessons.place(), (1, 0));
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    press(&mut a, KeyCode::Right);
    assert_eq!(a.lessons.reading_at(), Some((0, 1)));
    press(&mut a, KeyCode::Left);
    assert_eq!(a.lessons.reading_at(), Some((0, 0)));
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.lessons.reading_at(), None);
    // The global keys work under the lessons' own.
    press(&mut a, KeyCode::Char('l'));
    assert_eq!(a.lang, Lang::Fr);
}

#[test]
fn the_layer_sandbox_steps_and_types_into_its_fields() {
    let mut a = fixture_app(Lang::En);
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(a.screen(), &Screen::Layer);
    let pos = |a: &App| a.layer.sandbox.as_ref().map(|s| s.pos);
    let steps = a.layer.sandbox.as_ref().map(|s| s.steps().len()).unwrap();
    assert!(steps >= 2);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    assert_eq!(pos(&a), Some(2));
    press(&mut a, KeyCode::Left);
    assert_eq!(pos(&a), Some(1));
    press(&mut a, KeyCode::End);
    assert_eq!(pos(&a), Some(steps));
    press(&mut a, KeyCode::Home);
    assert_eq!(pos(&a), Some(0));
    press(&mut a, KeyCode::Char('a'));
    assert!(a.layer.autoplay);
    press(&mut a, KeyCode::Char('a'));
    assert!(!a.layer.autoplay);
    // `n` opens the catalogue search: letters are text there, `q` among them.
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::Edit);
    chars(&mut a, "q");
    assert!(!a.quit);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.contexts()[0], Ctx::Sandbox);
    // `Esc` on the board: back to the lessons.
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.focus(), Pane::Lessons);
}

#[test]
fn the_phase_sandbox_builds_an_effect_and_opens_the_chain_builder() {
    let mut a = fixture_app(Lang::En);
    // Shift-Tab: the phase sandbox beside the lessons, with the keys.
    press(&mut a, KeyCode::BackTab);
    assert_eq!(a.focus(), Pane::Phase);
    assert_eq!(a.screen(), &Screen::Phase);
    // `a`: a form for a new effect of A; its letters are text, `Esc` drops it.
    press(&mut a, KeyCode::Char('a'));
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    chars(&mut a, "ql");
    assert!(!a.quit);
    assert_eq!(a.lang, Lang::En);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    // `n`: the legend, closed by `n` again.
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::PhaseLegend);
    press(&mut a, KeyCode::Char('n'));
    assert_eq!(a.contexts()[0], Ctx::Phase);
    press(&mut a, KeyCode::Char('c'));
    assert_eq!(a.screen(), &Screen::Chain);
}

#[test]
fn the_chain_builder_adds_moves_and_removes_effects() {
    let mut a = fixture_app(Lang::En);
    // Shift-Tab: the phase sandbox beside the lessons, with the keys.
    press(&mut a, KeyCode::BackTab);
    press(&mut a, KeyCode::Char('c'));
    assert_eq!(a.screen(), &Screen::Chain);
    let count = |a: &App| a.chain.as_ref().map_or(0, |c| c.effects.len());
    press(&mut a, KeyCode::Char('a'));
    press(&mut a, KeyCode::Char('p'));
    press(&mut a, KeyCode::Char('a'));
    assert_eq!(count(&a), 3);
    let mandatory = |a: &App| {
        a.chain
            .as_ref()
            .map(|c| c.effects.iter().filter(|e| e.mandatory).count())
    };
    let before = mandatory(&a);
    press(&mut a, KeyCode::Char('m'));
    assert_ne!(mandatory(&a), before);
    press(&mut a, KeyCode::Char('x'));
    assert_eq!(count(&a), 2);
    let rules = a.chain.as_ref().map(|c| c.rules);
    press(&mut a, KeyCode::Char('r'));
    assert_ne!(a.chain.as_ref().map(|c| c.rules), rules);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.screen(), &Screen::Phase);
    // The builder keeps its effects while another screen has the keys.
    assert_eq!(count(&a), 2);
}

#[test]
fn practice_types_its_answer_and_leaves() {
    let clock = SharedClock::new(T0);
    let mut a = drill_app(None, &clock, 7, Lang::En);
    a.show_start(&Progress::default());
    // The cursor runs down to the practice entry.
    for _ in 0..a.start_entries().len() {
        if a.start_selected() == Some(Entry::Practice) {
            break;
        }
        press(&mut a, KeyCode::Down);
    }
    assert_eq!(a.start_selected(), Some(Entry::Practice));
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.screen(), &Screen::Practice);
    // Draws problems with keys until one asks for a typed answer (P/T), answering the others.
    let current = |a: &App| a.drill.as_ref().and_then(|d| d.current.as_ref()).cloned();
    let mut typed = false;
    for _ in 0..40 {
        let Some(c) = current(&a) else { break };
        if c.feedback.is_some() {
            press(&mut a, KeyCode::Enter);
            continue;
        }
        if c.form() == practice::FormKind::Text {
            // Letters go into the field, `q` and `l` among them.
            chars(&mut a, "3/ql");
            assert!(!a.quit);
            assert_eq!(a.lang, Lang::En);
            let input = current(&a).map(|c| c.input).unwrap_or_default();
            assert_eq!(input, format!("{}3/ql", c.input));
            press(&mut a, KeyCode::Backspace);
            let input = current(&a).map(|c| c.input).unwrap_or_default();
            assert_eq!(input, format!("{}3/q", c.input));
            typed = true;
            break;
        }
        press(&mut a, KeyCode::Enter);
    }
    assert!(typed, "no problem asked for a typed answer");
    // `Esc` empties the field, then leaves practice for the start screen.
    press(&mut a, KeyCode::Esc);
    assert_eq!(current(&a).map(|c| c.input), Some(String::new()));
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
}

#[test]
fn quitting_is_asked_of_the_loop() {
    let mut a = fixture_app(Lang::En);
    let fx = ask(&mut a, KeyCode::Char('q'));
    assert!(matches!(fx.as_slice(), [Effect::Quit]), "{fx:?}");
    // Nothing quit yet: the loop does.
    assert!(!a.quit);
    let fx = ask_key(&mut a, ctrl('c'));
    assert!(matches!(fx.as_slice(), [Effect::Quit]), "{fx:?}");
}

#[test]
fn the_lessons_ask_for_the_progress_to_be_saved() {
    let path = nowhere("progress.json");
    let mut a = course_app().with_loaded_progress(path.clone(), &Progress::default(), None);
    // Moving the cursor saves the place left.
    let fx = ask(&mut a, KeyCode::Down);
    assert!(
        matches!(fx.as_slice(), [Effect::SaveProgress { path: p, progress }]
            if *p == path && progress.last_lesson.is_some()),
        "{fx:?}"
    );
    // Opening the lesson marks it seen.
    let fx = ask(&mut a, KeyCode::Enter);
    assert!(
        matches!(fx.as_slice(), [Effect::SaveProgress { progress, .. }] if progress.seen.len() == 1),
        "{fx:?}"
    );
    // Scrolling changes nothing saved.
    assert!(ask(&mut a, KeyCode::Down).is_empty());
    // The global keys' settings are saved too.
    let fx = ask(&mut a, KeyCode::Char('l'));
    assert!(
        matches!(fx.as_slice(), [Effect::SaveProgress { progress, .. }] if progress.lang == Some(Lang::Fr)),
        "{fx:?}"
    );
    assert!(!path.exists());
}

#[test]
fn the_start_screen_asks_nothing_to_move_and_saves_a_setting() {
    let path = nowhere("progress.json");
    let mut a =
        fixture_app(Lang::En).with_loaded_progress(path.clone(), &Progress::default(), None);
    a.show_start(&Progress::default());
    assert!(ask(&mut a, KeyCode::Down).is_empty());
    for _ in 0..a.start_entries().len() {
        if a.start_selected() == Some(Entry::Theme) {
            break;
        }
        press(&mut a, KeyCode::Down);
    }
    let fx = ask(&mut a, KeyCode::Enter);
    assert!(
        matches!(fx.as_slice(), [Effect::SaveProgress { progress, .. }] if progress.theme.is_some()),
        "{fx:?}"
    );
    assert!(!path.exists());
}

#[test]
fn the_layer_sandbox_asks_to_write_and_read_its_files() {
    let mut a = fixture_app(Lang::En);
    a.open_board("urborg.ron", urborg_board(), 0);
    let path = nowhere("board.ron");
    // Ctrl-S, a path, Enter: the board's text, to be written there (no overwriting yet).
    assert!(ask_key(&mut a, ctrl('s')).is_empty());
    retype(&mut a, &path);
    let fx = ask(&mut a, KeyCode::Enter);
    let bytes = match fx.as_slice() {
        [
            Effect::Write {
                to: Asker::Layer,
                path: p,
                bytes,
                overwrite: false,
            },
        ] if *p == path => bytes.clone(),
        other => panic!("{other:?}"),
    };
    assert!(String::from_utf8_lossy(&bytes).contains("Scenario"));
    assert_eq!(
        a.contexts()[0],
        Ctx::Edit,
        "the prompt waits for the outcome"
    );
    // A file is there: the prompt asks, and Enter again overwrites.
    assert!(
        a.reply(Asker::Layer, Reply::Written(Written::Exists))
            .is_empty()
    );
    let fx = ask(&mut a, KeyCode::Enter);
    assert!(
        matches!(
            fx.as_slice(),
            [Effect::Write {
                overwrite: true,
                ..
            }]
        ),
        "{fx:?}"
    );
    assert!(
        a.reply(Asker::Layer, Reply::Written(Written::Done))
            .is_empty()
    );
    assert_eq!(a.contexts()[0], Ctx::Sandbox);
    assert!(
        common::message(&a).contains("board.ron"),
        "{}",
        common::message(&a)
    );
    // Ctrl-O, the path, Enter: a read; the text read back opens the board.
    assert!(ask_key(&mut a, ctrl('o')).is_empty());
    retype(&mut a, &path);
    let fx = ask(&mut a, KeyCode::Enter);
    assert!(
        matches!(fx.as_slice(), [Effect::Read { to: Asker::Layer, path: p }] if *p == path),
        "{fx:?}"
    );
    let text = String::from_utf8(bytes).expect("text");
    let fx = a.reply(Asker::Layer, Reply::Read(Ok(text)));
    assert!(fx.is_empty(), "a small board opens at once: {fx:?}");
    let shown = |a: &App| a.layer.sandbox.as_ref().map(|s| s.name.clone());
    assert_eq!(shown(&a).as_deref(), Some("board.ron"));
    // A big board read back asks for its solve off the drawing path; the board shown stays.
    assert!(ask_key(&mut a, ctrl('o')).is_empty());
    retype(&mut a, &path);
    assert_eq!(ask(&mut a, KeyCode::Enter).len(), 1);
    let bears: String = (0..BACKGROUND_OVER + 10)
        .map(|k| format!("Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),\n"))
        .collect();
    let big = format!("Scenario(format_version: 1, actions: [\n{bears}])\n");
    let fx = a.reply(Asker::Layer, Reply::Read(Ok(big)));
    assert!(matches!(fx.as_slice(), [Effect::Spawn(_)]), "{fx:?}");
    assert!(a.layer.solving.is_some());
    assert_eq!(shown(&a).as_deref(), Some("board.ron"));
    assert!(!path.exists());
}

#[test]
fn the_phase_sandbox_asks_to_write_its_file() {
    let mut a = fixture_app(Lang::En);
    // Shift-Tab: the phase sandbox beside the lessons, with the keys.
    press(&mut a, KeyCode::BackTab);
    let path = nowhere("phase.ron");
    // A phase to save: an effect of A.
    press(&mut a, KeyCode::Char('a'));
    chars(&mut a, "m1");
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.contexts()[0], Ctx::Phase, "the effect is added");
    assert!(ask_key(&mut a, ctrl('s')).is_empty());
    retype(&mut a, &path);
    let fx = ask(&mut a, KeyCode::Enter);
    assert!(
        matches!(fx.as_slice(), [Effect::Write { to: Asker::Phase, path: p, bytes, overwrite: false }]
            if *p == path && String::from_utf8_lossy(bytes).contains("PhaseScenario")),
        "{fx:?}"
    );
    // A folder there: the prompt says so and stays.
    assert!(
        a.reply(Asker::Phase, Reply::Written(Written::IsFolder))
            .is_empty()
    );
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    assert!(!path.exists());
}

#[test]
fn practice_asks_for_its_schedule_to_be_saved() {
    let clock = SharedClock::new(T0);
    let path = nowhere("drills.json");
    let mut a = drill_app(Some(path.clone()), &clock, 7, Lang::En);
    a.show_start(&Progress::default());
    for _ in 0..a.start_entries().len() {
        if a.start_selected() == Some(Entry::Practice) {
            break;
        }
        press(&mut a, KeyCode::Down);
    }
    press(&mut a, KeyCode::Enter);
    // Answers until one is recorded: its save is asked for, once.
    let mut asked = Vec::new();
    for _ in 0..40 {
        if let Some(c) = a.drill.as_ref().and_then(|d| d.current.as_ref())
            && c.form() == practice::FormKind::Text
            && c.feedback.is_none()
        {
            chars(&mut a, "1/1");
        }
        asked = ask(&mut a, KeyCode::Enter);
        if !asked.is_empty() {
            break;
        }
    }
    assert!(
        matches!(asked.as_slice(), [Effect::SaveSchedule { path: p, progress }]
            if *p == path && !progress.questions.is_empty()),
        "{asked:?}"
    );
    assert!(!path.exists());
}
