//! The start screen driven through `update()`: what it lists and opens, continuing where the
//! reader left off, the language and theme saved with the progress, card names following the
//! language, the help, a resize, and Esc walking back to it.

use std::path::PathBuf;

use layerlab::i18n::Lang;
use layerlab::ui::action::{HelpAction, LessonsAction, PhaseAction, StartAction};
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::{self, Progress};
use layerlab::ui::screens::start::{self, Entry};
use layerlab::ui::{Action, App, Pane, ThemeKind, settings, update};
use layerlab::words::phase::ChainWords as _;
use ratatui::crossterm::event::KeyCode;

use crate::common;
use common::{TempDir, fixture_app, key, press, screen, temp_path, urborg_board};

fn app() -> App {
    fixture_app(Lang::En)
}

fn started() -> App {
    let mut a = app();
    a.show_start(&Progress::default());
    a
}

/// A progress file in a fresh folder, with the guard that removes the folder.
fn temp() -> (TempDir, PathBuf) {
    temp_path("ui-start", "progress.json")
}

fn select(a: &mut App, entry: Entry) {
    let k = a
        .start_entries()
        .iter()
        .position(|e| *e == entry)
        .unwrap_or_else(|| panic!("{entry:?} on the start screen"));
    update(a, Action::Start(StartAction::Prev));
    for _ in 0..40 {
        update(a, Action::Start(StartAction::Prev));
    }
    for _ in 0..k {
        update(a, Action::Start(StartAction::Next));
    }
    assert_eq!(a.start_selected(), Some(entry));
}

#[test]
fn the_start_screen_lists_everything_and_its_keys_work() {
    let mut a = started();
    assert_eq!(a.contexts()[0], Ctx::Start);
    let entries = a.start_entries();
    for e in [
        Entry::Continue,
        Entry::LayerSample,
        Entry::LayerEmpty,
        Entry::Phase,
        Entry::Chain,
        Entry::Language,
        Entry::Theme,
        Entry::Lesson(0),
    ] {
        assert!(entries.contains(&e), "{e:?}");
    }
    assert_eq!(a.start_selected(), Some(Entry::Continue));
    update(&mut a, Action::Start(StartAction::Prev));
    assert_eq!(
        a.start_selected(),
        Some(Entry::Continue),
        "stops at the top"
    );
    for _ in 0..100 {
        update(&mut a, Action::Start(StartAction::Next));
    }
    assert_eq!(
        a.start_selected(),
        Some(Entry::Lesson(0)),
        "stops at the bottom"
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Down)),
        Some(Action::Start(StartAction::Next))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Enter)),
        Some(Action::Start(StartAction::Choose))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Char('l'))),
        Some(Action::ToggleLang)
    );
    assert_eq!(a.wheel(false), Some(Action::Start(StartAction::Next)));
    // Esc leaves it for the lessons; Esc on the index brings it back.
    update(&mut a, Action::Start(StartAction::Close));
    assert!(a.start().is_none());
    assert_eq!(a.contexts()[0], Ctx::Index);
    assert_eq!(
        a.action_for(&key(KeyCode::Esc)),
        Some(Action::Lessons(LessonsAction::ShowStart))
    );
    update(&mut a, Action::Lessons(LessonsAction::ShowStart));
    assert!(a.start().is_some());
}

#[test]
fn practice_shows_a_count_only_from_a_provider() {
    struct Due(usize);
    impl layerlab::ui::shared::Practice for Due {
        fn due_today(&self) -> usize {
            self.0
        }
    }
    let mut a = started();
    let s = screen(&a, 120, 40);
    assert!(s.contains("Practice: coming from `layerlab drill`"), "{s}");
    a.practice = Some(Box::new(Due(3)));
    let s = screen(&a, 120, 40);
    assert!(s.contains("Practice due today: 3 questions"), "{s}");
    assert!(!s.contains("layerlab drill"));
}

#[test]
fn the_start_screen_opens_lessons_sandboxes_and_the_chain_builder() {
    // A lesson of the index.
    let mut a = started();
    select(&mut a, Entry::Lesson(0));
    update(&mut a, Action::Start(StartAction::Choose));
    assert!(a.start().is_none());
    assert!(a.lessons.reading);
    assert_eq!(a.focus(), Pane::Lessons);

    // The sample board.
    let mut a = started();
    select(&mut a, Entry::LayerSample);
    update(&mut a, Action::Start(StartAction::Choose));
    let s = a.layer.sandbox.as_ref().expect("a board");
    assert_eq!(s.name, "moon.ron", "the fixture course's board");
    assert!(!s.steps().is_empty());
    assert_eq!(a.focus(), Pane::Sandbox);

    // The empty board.
    let mut a = started();
    select(&mut a, Entry::LayerEmpty);
    update(&mut a, Action::Start(StartAction::Choose));
    let s = a.layer.sandbox.as_ref().expect("a board");
    assert_eq!(s.name, start::EMPTY_NAME);
    assert!(s.permanents().is_empty());
    assert!(s.steps().is_empty());

    // The phase sandbox.
    let mut a = started();
    select(&mut a, Entry::Phase);
    update(&mut a, Action::Start(StartAction::Choose));
    assert_eq!(a.focus(), Pane::Phase);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    assert!(a.phase.as_ref().unwrap().procedure.is_ok());

    // The chain builder (the fixture has no chain scenario: an empty one).
    let mut a = started();
    select(&mut a, Entry::Chain);
    update(&mut a, Action::Start(StartAction::Choose));
    assert_eq!(a.contexts()[0], Ctx::Chain);
    assert!(a.chain.as_ref().unwrap().effects.is_empty());

    // Language and theme switch in place.
    let mut a = started();
    select(&mut a, Entry::Language);
    update(&mut a, Action::Start(StartAction::Choose));
    assert_eq!(a.lang, Lang::Fr);
    assert!(a.start().is_some());
    select(&mut a, Entry::Theme);
    update(&mut a, Action::Start(StartAction::Choose));
    assert_eq!(a.theme, ThemeKind::Light);
}

#[test]
fn continue_opens_the_saved_lesson_and_page() {
    let mut a = app();
    let mut p = Progress::default();
    assert_eq!(start::resume_of(&a.course, &p), None);
    p.seen.insert("mini".into());
    p.last_lesson = Some("mini".into());
    p.last_page = 7; // more than the lesson has: clamped
    assert_eq!(start::resume_of(&a.course, &p), Some((0, 0)));
    a.show_start(&p);
    let s = screen(&a, 100, 30);
    assert!(s.contains("Continue: lesson 1, page 1"), "{s}");
    update(&mut a, Action::Start(StartAction::Choose));
    assert!(a.lessons.reading);
    assert_eq!((a.lessons.selected, a.lessons.page), (0, 0));
    // Back on the start screen, "continue" follows what was read in this session.
    a.last_read = None;
    update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
    update(&mut a, Action::Lessons(LessonsAction::ShowStart));
    assert_eq!(a.start().unwrap().resume, Some((0, 0)));
}

#[test]
fn the_course_s_own_samples_open() {
    // With the shipped course: the Urborg / Blood Moon board, a phase procedure and a chain.
    let (course, _) = layerlab::content::course::load(None).expect("course");
    let mut a = App::new(course, 0, Lang::En, ThemeKind::Dark);
    a.show_start(&Progress::default());
    let st = a.start().cloned().unwrap();
    assert_eq!(st.sample_board.as_deref(), Some(start::SAMPLE_BOARD));
    assert!(st.sample_phase.is_some());
    assert!(st.sample_chain.is_some());
    select(&mut a, Entry::Chain);
    update(&mut a, Action::Start(StartAction::Choose));
    let cb = a.chain.as_ref().expect("the chain scenario");
    assert!(!cb.effects.is_empty());
    assert_eq!(
        cb.chain().trace_line(),
        "CL1 Am1, CL2 Pm1, CL3 Ao1, CL4 Po1 | resolves Po1, Ao1, Pm1, Am1 | first to respond: A"
    );
}

#[test]
fn language_and_theme_are_saved_and_read_back() {
    let (_dir, path) = temp();
    let mut a = app().with_progress(path.clone());
    assert_eq!(a.chosen_lang, None);
    update(&mut a, Action::ToggleLang);
    update(&mut a, Action::CycleTheme);
    update(&mut a, Action::CycleTheme);
    assert_eq!(a.theme, ThemeKind::HighContrast);
    let (p, problem) = progress::load(&path);
    assert!(problem.is_none());
    assert_eq!(p.lang, Some(Lang::Fr));
    assert_eq!(p.theme, Some(ThemeKind::HighContrast));
    assert!(!path.with_extension("json.tmp").exists(), "atomic write");
    // At the next start: the saved choice, unless --lang says otherwise; NO_COLOR still wins.
    assert_eq!(settings::pick_lang(None, p.lang, Some(Lang::En)), Lang::Fr);
    assert_eq!(settings::pick_lang(Some(Lang::En), p.lang, None), Lang::En);
    assert_eq!(
        settings::pick_theme(None, None, p.theme),
        ThemeKind::HighContrast
    );
    assert_eq!(
        settings::pick_theme(None, Some("1"), p.theme),
        ThemeKind::Mono
    );
    let b = app().with_progress(path.clone());
    assert_eq!(b.chosen_lang, Some(Lang::Fr), "kept for the next save");
}

#[test]
fn an_unknown_saved_theme_is_ignored_not_a_damaged_file() {
    let (_dir, path) = temp();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(
        &path,
        r#"{"seen": ["mini"], "lang": "de", "theme": "neon"}"#,
    )
    .unwrap();
    let (p, problem) = progress::load(&path);
    assert!(problem.is_none());
    assert_eq!((p.lang, p.theme), (None, None));
    assert!(p.seen.contains("mini"));
}

#[test]
fn card_names_follow_the_language_in_the_sandbox() {
    let mut a = app();
    a.open_board("urborg.ron", urborg_board(), 0);
    let en = screen(&a, 120, 40);
    assert!(
        en.contains("Blood Moon") && en.contains("Urborg, Tomb of"),
        "{en}"
    );
    update(&mut a, Action::ToggleLang);
    let fr = screen(&a, 120, 40);
    assert!(fr.contains("Lune de sang"), "{fr}");
    assert!(fr.contains("Urborg, tombe de"), "{fr}");
    assert!(!fr.contains("Blood Moon"), "{fr}");
}

#[test]
fn every_theme_is_selectable() {
    let mut a = app();
    let mut seen = vec![a.theme];
    for _ in 0..ThemeKind::ALL.len() - 1 {
        update(&mut a, Action::CycleTheme);
        seen.push(a.theme);
    }
    for t in ThemeKind::ALL {
        assert!(seen.contains(&t), "{t:?}");
    }
    update(&mut a, Action::CycleTheme);
    assert_eq!(a.theme, ThemeKind::Dark, "round and round");
}

#[test]
fn the_help_lists_the_start_screen_and_chain_builder_keys() {
    let mut a = started();
    update(&mut a, Action::ToggleHelp);
    let s = screen(&a, 100, 30);
    assert!(s.contains("Start screen"), "{s}");
    assert!(s.contains("to the lessons"), "{s}");
    update(&mut a, Action::Help(HelpAction::Close));
    update(&mut a, Action::Start(StartAction::Close));
    update(&mut a, Action::Phase(PhaseAction::OpenChain));
    update(&mut a, Action::ToggleHelp);
    let s = screen(&a, 100, 40);
    assert!(s.contains("Chain builder"), "{s}");
    assert!(s.contains("earlier in its tier"), "{s}");
    assert!(s.contains("tiers/APNAP"), "{s}");
}

#[test]
fn a_resize_redraws_every_screen_at_any_size() {
    let mut a = started();
    a.open_board("urborg.ron", urborg_board(), 1);
    for present in [false, true] {
        a.present = present;
        for (w, h) in [
            (0, 0),
            (1, 1),
            (59, 16),
            (60, 16),
            (99, 24),
            (100, 24),
            (250, 80),
        ] {
            let s = screen(&a, w, h);
            if (w, h) == (59, 16) {
                assert!(s.contains("too small"), "{s}");
            }
        }
    }
}

#[test]
fn esc_walks_back_from_either_sandbox_to_the_start_screen() {
    for entry in [Entry::LayerEmpty, Entry::Phase] {
        let mut a = started();
        select(&mut a, entry);
        update(&mut a, Action::Start(StartAction::Choose));
        assert!(a.start().is_none(), "{entry:?} opened");
        assert_ne!(a.focus(), Pane::Lessons, "{entry:?} has the keys");
        press(&mut a, KeyCode::Esc);
        assert_eq!(
            a.focus(),
            Pane::Lessons,
            "Esc in {entry:?}: back to the lessons"
        );
        assert!(a.start().is_none());
        press(&mut a, KeyCode::Esc);
        assert!(
            a.start().is_some(),
            "Esc on the lessons: back to the start screen"
        );
        let s = screen(&a, 100, 30);
        assert!(s.contains("Sandboxes"), "{entry:?}\n{s}");
    }
    // From a lesson's page, one level at a time: the page, the index, the start screen.
    let mut a = started();
    select(&mut a, Entry::Lesson(0));
    update(&mut a, Action::Start(StartAction::Choose));
    assert!(a.lessons.reading);
    press(&mut a, KeyCode::Esc);
    assert!(!a.lessons.reading && a.start().is_none());
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
}
