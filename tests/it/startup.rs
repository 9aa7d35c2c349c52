//! What the app's start-up does: no board solved that the first frame does not show, and a
//! board solved once, however often the checks and the screens ask for it (the engine's own
//! count of solves, `solves_on_this_thread`, a test kit feature, is read around each part); the
//! built-in course, opened without its checks, says every message as the checked one does.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use clap::Parser;
use layerlab::cli::{Cli, TuiArgs};
use layerlab::content::course::{Course, SCENARIOS, message_ids};
use layerlab::content::lesson::{Block, QuestionKind};
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::launch::open_app;
use layerlab::rules::solve::solves_on_this_thread;
use layerlab::ui::action::{LessonsAction, StartAction};
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::start::Entry;
use layerlab::ui::{Action, App, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::common;
use common::TempDir;

/// A fresh folder for one test, removed when dropped.
fn temp(test: &str) -> TempDir {
    TempDir::new(&format!("once-{test}"))
}

/// `layerlab --lang en --theme mono --progress DIR/progress.json --config DIR/config.toml`, with
/// `--content` if given.
fn args(dir: &Path, content: Option<&Path>) -> TuiArgs {
    let progress = dir.join("progress.json");
    let mut argv = vec![
        "layerlab".to_string(),
        "--lang".into(),
        "en".into(),
        "--theme".into(),
        "mono".into(),
        "--progress".into(),
        progress.display().to_string(),
        "--config".into(),
        dir.join("config.toml").display().to_string(),
    ];
    if let Some(c) = content {
        argv.extend(["--content".to_string(), c.display().to_string()]);
    }
    Cli::try_parse_from(argv).expect("the app's options").tui
}

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good")
}

/// A copy of the folder `from` in `to`.
fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder");
    for entry in std::fs::read_dir(from).expect("a folder to copy") {
        let path = entry.expect("an entry").path();
        let target = to.join(path.file_name().expect("a name"));
        if path.is_dir() {
            copy(&path, &target);
        } else {
            std::fs::copy(&path, &target).expect("a copy");
        }
    }
}

/// One frame of the app, as the terminal would get it.
fn draw(app: &mut App) {
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");
    app.resize(120, 40);
    terminal
        .draw(|f| view::render(app, f))
        .expect("a test terminal draws");
}

/// The layer scenarios the course's lessons show: their boards and computed questions.
fn boards(course: &Course) -> BTreeSet<String> {
    let blocks = course
        .lessons
        .iter()
        .flat_map(|l| l.lesson.pages.iter())
        .flat_map(|p| p.blocks.iter());
    blocks
        .filter_map(|b| match b {
            Block::TryIt { scenario, .. } => Some(scenario.clone()),
            Block::Question(q) => match &q.kind {
                QuestionKind::Compute { scenario, .. } => Some(scenario.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The solves it takes to play each board once and solve it once, on its own (a board whose
/// actions read the board, as a spell's targets do, solves it while it is played too).
fn once_each(course: &Course) -> u64 {
    let before = solves_on_this_thread();
    for name in boards(course) {
        let rel = format!("{SCENARIOS}{name}");
        let text = course.source.get(&rel).expect("the board's file");
        let played =
            scenario::load_str_played(Path::new(&rel), text.to_string(), &course.catalogue);
        played.expect("plays").solve().expect("solves");
    }
    solves_on_this_thread() - before
}

/// Every page of every lesson opened and drawn, and each of its boards opened in the sandbox
/// and drawn.
fn read_everything(app: &mut App) {
    for lesson in 0..app.shared.course.lessons.len() {
        let pages = app.shared.course.lessons[lesson].lesson.pages.len();
        for page in 0..pages {
            app.lessons.open(&mut app.shared, lesson, page);
            draw(app);
            let on_page = app.shared.course.lessons[lesson].lesson.pages[page]
                .blocks
                .iter()
                .filter(|b| matches!(b, Block::TryIt { .. }))
                .count();
            for _ in 0..on_page {
                update(app, Action::Lessons(LessonsAction::OpenBoard));
                draw(app);
            }
        }
    }
}

/// The start screen's sample board opened in the sandbox (a lesson shows it too).
fn choose_sample_board(app: &mut App) {
    let sample = app
        .start_entries()
        .iter()
        .position(|e| *e == Entry::LayerSample)
        .expect("the course has a sample board");
    app.start_mut().expect("the start screen").cursor = sample;
    update(app, Action::Start(StartAction::Choose));
    assert!(app.layer.sandbox.is_some(), "the sample board opened");
    draw(app);
}

#[test]
fn the_built_in_course_reaches_its_first_frame_without_a_solve() {
    let dir = temp("first-frame");
    let before = solves_on_this_thread();
    let mut app = open_app(&args(&dir, None)).expect("the built-in course opens");
    draw(&mut app);
    assert!(app.start().is_some(), "the app opens on its start screen");
    assert_eq!(solves_on_this_thread() - before, 0);
}

#[test]
fn each_board_of_the_built_in_course_is_solved_once_however_often_it_shows() {
    let dir = temp("built-in");
    let before = solves_on_this_thread();
    let mut app = open_app(&args(&dir, None)).expect("the built-in course opens");
    choose_sample_board(&mut app);
    let sample = solves_on_this_thread() - before;
    assert!(sample >= 1, "the sample board");
    read_everything(&mut app);
    let opened = solves_on_this_thread() - before;
    let want = once_each(&app.shared.course);
    assert!(boards(&app.shared.course).len() > 20);
    assert_eq!(opened, want);
    let before = solves_on_this_thread();
    // The start screen again, its sample board again, and every page again: nothing new.
    app.show_start(&Progress::default());
    choose_sample_board(&mut app);
    read_everything(&mut app);
    assert_eq!(solves_on_this_thread() - before, 0);
}

/// A `--content` course is checked before it opens (the checks that need a solve included),
/// with one solve of each board, which the app then shows without solving it again.
#[test]
fn a_content_course_is_checked_with_one_solve_a_board() {
    let dir = temp("content");
    let before = solves_on_this_thread();
    let mut app = open_app(&args(&dir, Some(&fixture()))).expect("the good fixture opens");
    let checked = solves_on_this_thread() - before;
    let boards = boards(&app.shared.course);
    assert_eq!(
        boards.len(),
        1,
        "a try-it and a computed question on one board"
    );
    assert_eq!(checked, once_each(&app.shared.course));
    let before = solves_on_this_thread();
    draw(&mut app);
    read_everything(&mut app);
    assert!(app.layer.sandbox.is_some(), "the board opened");
    assert_eq!(solves_on_this_thread() - before, 0);
}

/// The app's built-in course parses its messages as they are needed, without the checks of a
/// load: each message, of the course and of the program, reads the same as in the course
/// loaded with them.
#[test]
fn the_built_in_course_says_every_message_as_the_checked_one() {
    let dir = temp("messages");
    let app = open_app(&args(&dir, None)).expect("the built-in course opens");
    let opened = &app.shared.course;
    let (checked, problems) = Course::load(ContentSource::embedded());
    assert!(problems.is_empty());
    let mut count = 0;
    for (lang, _, text) in checked.source.ftl() {
        for (id, _) in message_ids(text) {
            assert_eq!(opened.tr(lang, &id), checked.tr(lang, &id), "{id}");
            count += 1;
        }
    }
    assert!(count > 1000, "{count} messages");
}

/// A try-it step past its board's end is found by solving the board: the course is refused
/// (status 2) after that one solve.
#[test]
fn a_content_course_with_problems_is_refused_after_one_solve_a_board() {
    let dir = temp("refused");
    let content = dir.join("content");
    copy(&fixture(), &content);
    let lesson = content.join("lessons/01-mini.ron");
    let text = std::fs::read_to_string(&lesson).expect("the fixture's lesson");
    let past = text.replace("step: 1,", "step: 9,");
    assert_ne!(past, text);
    std::fs::write(&lesson, past).expect("the lesson written");
    let before = solves_on_this_thread();
    let refused = open_app(&args(&dir, Some(&content)));
    assert_eq!(refused.err(), Some(2));
    let checked = solves_on_this_thread() - before;
    let (course, _) = Course::load(ContentSource::from_dir(&content).expect("the copy"));
    assert_eq!(checked, once_each(&course));
}
