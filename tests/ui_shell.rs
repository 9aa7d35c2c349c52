//! The app shell driven through `update()`: the start screen, the language and theme saved with
//! the progress, present mode, the chain builder, card names following the language; and
//! `--plain` driven through the real binary with standard input.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::phase::scenario::ChainRules;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::{self, Progress};
use layerlab::ui::screens::start::{self, Entry};
use layerlab::ui::{Action, App, Board, Pane, ThemeKind, present, settings, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good")
}

fn app() -> App {
    let (course, problems) = Course::load(ContentSource::from_dir(&fixture()).expect("fixture"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

fn started() -> App {
    let mut a = app();
    a.show_start(&Progress::default());
    a
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("layerlab-ui-shell-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("progress.json")
}

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

fn urborg_board() -> Board {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers/urborg-then-blood-moon.ron");
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("scenario");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Board { loaded, sol }
}

fn select(a: &mut App, entry: Entry) {
    let k = a
        .start_entries()
        .iter()
        .position(|e| *e == entry)
        .unwrap_or_else(|| panic!("{entry:?} on the start screen"));
    update(a, Action::StartPrev);
    for _ in 0..40 {
        update(a, Action::StartPrev);
    }
    for _ in 0..k {
        update(a, Action::StartNext);
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
    update(&mut a, Action::StartPrev);
    assert_eq!(
        a.start_selected(),
        Some(Entry::Continue),
        "stops at the top"
    );
    for _ in 0..100 {
        update(&mut a, Action::StartNext);
    }
    assert_eq!(
        a.start_selected(),
        Some(Entry::Lesson(0)),
        "stops at the bottom"
    );
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    assert_eq!(a.action_for(&key(KeyCode::Down)), Some(Action::StartNext));
    assert_eq!(
        a.action_for(&key(KeyCode::Enter)),
        Some(Action::StartChoose)
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Char('l'))),
        Some(Action::ToggleLang)
    );
    assert_eq!(a.wheel(false), Some(Action::StartNext));
    // Esc leaves it for the lessons; Esc on the index brings it back.
    update(&mut a, Action::StartClose);
    assert!(a.start().is_none());
    assert_eq!(a.contexts()[0], Ctx::Index);
    assert_eq!(a.action_for(&key(KeyCode::Esc)), Some(Action::ShowStart));
    update(&mut a, Action::ShowStart);
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
    update(&mut a, Action::StartChoose);
    assert!(a.start().is_none());
    assert!(a.lessons.reading);
    assert_eq!(a.focus(), Pane::Lessons);

    // The sample board.
    let mut a = started();
    select(&mut a, Entry::LayerSample);
    update(&mut a, Action::StartChoose);
    let s = a.layer.sandbox.as_ref().expect("a board");
    assert_eq!(s.name, "moon.ron", "the fixture course's board");
    assert!(!s.steps().is_empty());
    assert_eq!(a.focus(), Pane::Sandbox);

    // The empty board.
    let mut a = started();
    select(&mut a, Entry::LayerEmpty);
    update(&mut a, Action::StartChoose);
    let s = a.layer.sandbox.as_ref().expect("a board");
    assert_eq!(s.name, start::EMPTY_NAME);
    assert!(s.permanents().is_empty());
    assert!(s.steps().is_empty());

    // The phase sandbox.
    let mut a = started();
    select(&mut a, Entry::Phase);
    update(&mut a, Action::StartChoose);
    assert_eq!(a.focus(), Pane::Phase);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    assert!(a.phase.as_ref().unwrap().procedure.is_ok());

    // The chain builder (the fixture has no chain scenario: an empty one).
    let mut a = started();
    select(&mut a, Entry::Chain);
    update(&mut a, Action::StartChoose);
    assert_eq!(a.contexts()[0], Ctx::Chain);
    assert!(a.chain.as_ref().unwrap().effects.is_empty());

    // Language and theme switch in place.
    let mut a = started();
    select(&mut a, Entry::Language);
    update(&mut a, Action::StartChoose);
    assert_eq!(a.lang, Lang::Fr);
    assert!(a.start().is_some());
    select(&mut a, Entry::Theme);
    update(&mut a, Action::StartChoose);
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
    update(&mut a, Action::StartChoose);
    assert!(a.lessons.reading);
    assert_eq!((a.lessons.selected, a.lessons.page), (0, 0));
    // Back on the start screen, "continue" follows what was read in this session.
    a.last_read = None;
    update(&mut a, Action::ScrollDown);
    update(&mut a, Action::BackToIndex);
    update(&mut a, Action::ShowStart);
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
    update(&mut a, Action::StartChoose);
    let cb = a.chain.as_ref().expect("the chain scenario");
    assert!(!cb.effects.is_empty());
    assert_eq!(
        cb.chain().trace_line(),
        "CL1 Am1, CL2 Pm1, CL3 Ao1, CL4 Po1 | resolves Po1, Ao1, Pm1, Am1 | first to respond: A"
    );
}

#[test]
fn language_and_theme_are_saved_and_read_back() {
    let path = temp("settings");
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
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

#[test]
fn an_unknown_saved_theme_is_ignored_not_a_damaged_file() {
    let path = temp("unknown-theme");
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
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
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
fn present_mode_shows_a_big_header_for_the_step() {
    let mut a = app();
    a.present = true;
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(present::header(&a), "Start");
    update(&mut a, Action::StepNext);
    let step = a.layer.sandbox.as_ref().unwrap().current().unwrap().layer;
    assert_eq!(present::header(&a), format!("Layer {}", step.label()));
    let s = screen(&a, 120, 40);
    assert!(s.contains('█'), "big letters\n{s}");
    assert!(s.contains("Ctl"), "the board's table beside the step\n{s}");
    update(&mut a, Action::ToggleLang);
    assert!(present::header(&a).starts_with("Couche"));
    // Autoplay works as usual.
    update(&mut a, Action::ToggleAutoplay);
    assert!(a.layer.autoplay);
    update(&mut a, Action::Tick);
    assert_eq!(a.layer.sandbox.as_ref().unwrap().pos, 2);
    // Too narrow for big letters: a plain header, no panic.
    for (w, h) in [(60, 16), (61, 20), (200, 60)] {
        let _ = screen(&a, w, h);
    }
    // The other panes.
    update(&mut a, Action::SwitchPane);
    assert_eq!(a.focus(), Pane::Phase);
    let _ = screen(&a, 80, 24);
    update(&mut a, Action::SwitchPane);
    assert_eq!(present::header(&a), "Leçons");
    update(&mut a, Action::OpenLesson);
    assert_eq!(present::header(&a), "Leçon 1");
    let s = screen(&a, 80, 24);
    assert!(s.contains('█'), "{s}");
}

#[test]
fn the_chain_builder_adds_orders_declines_and_compares() {
    let mut a = app();
    update(&mut a, Action::OpenLesson);
    update(&mut a, Action::OpenProcedure);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    let c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE);
    assert_eq!(a.action_for(&c), Some(Action::ChainOpen));
    update(&mut a, Action::ChainOpen);
    assert_eq!(a.contexts()[0], Ctx::Chain);
    let line = |a: &App| a.chain.as_ref().unwrap().chain().trace_line();
    assert_eq!(line(&a), "empty chain");
    update(&mut a, Action::ChainAddP); // Pm1
    update(&mut a, Action::ChainToggleMandatory); // Po1
    update(&mut a, Action::ChainAddA); // Am1
    update(&mut a, Action::ChainAddA); // Am2
    update(&mut a, Action::ChainAddP); // Pm1
    update(&mut a, Action::ChainAddA); // Am3
    update(&mut a, Action::ChainToggleMandatory); // Ao1
    let ids: Vec<String> = {
        let cb = a.chain.as_ref().unwrap();
        cb.display_order()
            .into_iter()
            .map(|i| cb.effects[i].id.clone())
            .collect()
    };
    assert_eq!(ids, ["Am1", "Am2", "Pm1", "Ao1", "Po1"]);
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Pm1, CL4 Ao1, CL5 Po1 | resolves Po1, Ao1, Pm1, Am2, Am1 | first to respond: A"
    );
    // Decline Ao1 (selected): it leaves the chain.
    update(&mut a, Action::ChainToggleActivate);
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Pm1, CL4 Po1 | resolves Po1, Pm1, Am2, Am1 | first to respond: A"
    );
    update(&mut a, Action::ChainToggleActivate);
    // A mandatory effect cannot be declined.
    for _ in 0..10 {
        update(&mut a, Action::ChainPrev);
    }
    update(&mut a, Action::ChainToggleActivate);
    assert!(a.chain.as_ref().unwrap().effects.iter().all(|e| e.activate));
    // Reorder inside tier 1: Am1 after Am2; it cannot leave its tier.
    update(&mut a, Action::ChainLater);
    update(&mut a, Action::ChainLater);
    assert!(
        line(&a).starts_with("CL1 Am2, CL2 Am1, CL3 Pm1"),
        "{}",
        line(&a)
    );
    update(&mut a, Action::ChainEarlier);
    assert!(line(&a).starts_with("CL1 Am1, CL2 Am2"), "{}", line(&a));
    // APNAP: all of A's in list order, then all of P's (Po1 was added before Pm1).
    update(&mut a, Action::ChainRules);
    let cb = a.chain.as_ref().unwrap();
    assert_eq!(cb.rules, ChainRules::Apnap);
    assert_eq!(
        line(&a),
        "CL1 Am1, CL2 Am2, CL3 Ao1, CL4 Po1, CL5 Pm1 | resolves Pm1, Po1, Ao1, Am2, Am1 | first to respond: A"
    );
    assert_eq!(cb.other_chain().rules, ChainRules::Tiers);
    // Remove the selected one, then everything; nothing breaks on an empty builder.
    update(&mut a, Action::ChainRemove);
    assert_eq!(a.chain.as_ref().unwrap().effects.len(), 4);
    for _ in 0..10 {
        update(&mut a, Action::ChainRemove);
        let _ = screen(&a, 80, 24);
    }
    assert!(a.chain.as_ref().unwrap().effects.is_empty());
    update(&mut a, Action::ChainToggleMandatory);
    update(&mut a, Action::ChainLater);
    // Esc goes back to the procedure.
    update(&mut a, Action::ChainClose);
    assert_eq!(a.contexts()[0], Ctx::Phase);
}

#[test]
fn the_chain_builder_shows_links_resolution_and_first_to_respond() {
    let mut a = app();
    update(&mut a, Action::ChainOpen);
    update(&mut a, Action::ChainAddA);
    update(&mut a, Action::ChainAddP);
    let s = screen(&a, 120, 40);
    assert!(s.contains("Chain: CL1 Am1 · CL2 Pm1"), "{s}");
    assert!(s.contains("Resolves: Pm1, Am1"), "{s}");
    assert!(s.contains("First to respond: A"), "{s}");
    assert!(s.contains("With APNAP instead:"), "{s}");
}

fn plain(args: &[&str], input: &str) -> (String, String, i32) {
    let progress = temp(&format!("plain-{}", args.len()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_layerlab"))
        .arg("--plain")
        .arg("--content")
        .arg(fixture())
        .arg("--progress")
        .arg(&progress)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run layerlab");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().expect("wait");
    assert!(!progress.exists(), "plain mode writes no progress");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn plain_mode_reads_lessons_and_steps_boards_from_stdin() {
    let (out, err, code) = plain(
        &[],
        "help\nlesson 1\no\nb\ns\ns\nb\nb\nphase\nlang fr\nr\nzzz\nq\nnot read\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Lessons:\n 1. "), "{out}");
    assert!(out.contains("Commands, one a line:"), "{out}");
    // The lesson page, as `layerlab lesson` prints it.
    assert!(out.contains("Lesson 1: "), "{out}");
    assert!(out.contains("Page 1 of 1."), "{out}");
    // The board opens at its step (1 of 1), goes back to the start, forward to the end.
    // Named by its caption on the page, never by its file.
    assert!(out.contains("Board “Watch the Vista.”: one step."), "{out}");
    assert!(!out.contains(".ron"), "{out}");
    assert_eq!(out.matches("Step 1 of 1\n").count(), 2, "{out}");
    assert!(out.contains("Blood Moon [moon], static ability"), "{out}");
    assert!(
        out.contains("Canopy Vista [vista]: subtypes: Forest, Plains → Mountain"),
        "{out}"
    );
    assert_eq!(out.matches("Before any step").count(), 2, "{out}");
    assert!(out.contains("That was the last step (one step)."), "{out}");
    assert!(out.contains("Back at the start: no step applied."), "{out}");
    // The page's procedure, explained.
    assert!(
        out.contains("One mandatory effect.\nPhase effects resolve one at a time."),
        "{out}"
    );
    // In French after `lang fr`.
    assert!(out.contains("Langue\u{a0}: français."), "{out}");
    assert!(out.contains("Leçon 1\u{a0}: "), "{out}");
    assert!(out.contains("Commande inconnue «\u{a0}zzz\u{a0}»"), "{out}");
    assert!(!out.contains("not read"), "q ends the session");
    for bad in ['\u{2068}', '\u{2069}', '\u{202F}', '\u{1b}'] {
        assert!(!out.contains(bad), "U+{:04X} in plain output", bad as u32);
    }
}

#[test]
fn plain_mode_starts_in_the_requested_language_and_ends_at_eof() {
    let (out, _, code) = plain(&["--lang", "fr"], "3\nn\no\ns\nt\n");
    assert_eq!(code, 0);
    assert!(out.contains("Leçons\u{a0}:"), "{out}");
    assert!(out.contains("Il n'y a pas de leçon 3"), "{out}");
    assert!(out.contains("Aucune leçon ouverte"), "{out}");
    assert!(out.contains("Aucune position ouverte"), "{out}");
}

#[test]
fn the_help_lists_the_start_screen_and_chain_builder_keys() {
    let mut a = started();
    update(&mut a, Action::ToggleHelp);
    let s = screen(&a, 100, 30);
    assert!(s.contains("Start screen"), "{s}");
    assert!(s.contains("to the lessons"), "{s}");
    update(&mut a, Action::CloseHelp);
    update(&mut a, Action::StartClose);
    update(&mut a, Action::ChainOpen);
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

/// Presses a key as the event loop does (the key table decides what it does here).
fn press(a: &mut App, code: KeyCode) {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    if let Some(action) = a.action_for(&key) {
        update(a, action);
    }
}

#[test]
fn esc_walks_back_from_either_sandbox_to_the_start_screen() {
    for entry in [Entry::LayerEmpty, Entry::Phase] {
        let mut a = started();
        select(&mut a, entry);
        update(&mut a, Action::StartChoose);
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
    update(&mut a, Action::StartChoose);
    assert!(a.lessons.reading);
    press(&mut a, KeyCode::Esc);
    assert!(!a.lessons.reading && a.start().is_none());
    press(&mut a, KeyCode::Esc);
    assert!(a.start().is_some());
}
