//! Progress is saved after answers and page changes, read back, and a damaged file is kept
//! aside and reported instead of crashing.

use std::path::{Path, PathBuf};

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::ui::action::LessonsAction;
use layerlab::ui::progress::{self, Progress};
use layerlab::ui::shared::Given;
use layerlab::ui::{Action, App, ThemeKind, update};

use crate::common;
use common::{TempDir, temp_path};

fn app() -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

/// A progress file in a folder not made yet, with the guard that removes the fresh folder above
/// it.
fn temp() -> (TempDir, PathBuf) {
    temp_path("ui-progress", "sub/progress.json")
}

#[test]
fn answers_and_seen_lessons_survive_a_restart() {
    let (_dir, path) = temp();
    let mut a = app().with_progress(path.clone());
    assert!(a.notices.is_empty());
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::ShowAnswer));
    assert!(path.exists(), "saved after an answer");
    assert_eq!(
        std::fs::read_dir(path.parent().unwrap()).unwrap().count(),
        1,
        "atomic write: no temporary file left"
    );
    let b = app().with_progress(path.clone());
    assert_eq!(b.answers.get("m-q1"), Some(&Given::right("b")));
    assert_eq!(b.answers.get("m-q2"), Some(&Given::shown()));
    assert!(b.seen.contains(&0));
}

#[test]
fn a_damaged_file_is_kept_aside_and_reported() {
    let (_dir, path) = temp();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "{ not json").unwrap();
    let mut a = app().with_progress(path.clone());
    assert_eq!(a.notices.len(), 1, "reported");
    assert!(a.answers.is_empty());
    let aside = a.notices[0].aside.clone().expect("moved aside");
    assert!(aside.exists(), "kept aside");
    assert!(
        aside.to_string_lossy().contains("progress.json.damaged-"),
        "{}",
        aside.display()
    );
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    let (p, problem) = progress::load(&path);
    assert!(problem.is_none());
    assert_eq!(p.seen.len(), 1, "replaced by a good file");
}

#[test]
fn unknown_ids_and_layers_are_ignored() {
    let mut p = Progress::default();
    p.seen.insert("gone".into());
    p.answers
        .insert("m-q3".into(), progress::Saved::Layer("99".into()));
    p.answers.insert("nope".into(), progress::Saved::Shown);
    let mut a = app();
    a.restore(&p);
    assert!(a.seen.is_empty());
    assert!(!a.answers.contains_key("m-q3"));
    // Another course's answer is not a mark here, but it is saved back as it was.
    assert!(!a.answers.contains_key("nope"));
    assert_eq!(
        a.progress().answers.get("nope"),
        Some(&progress::Saved::Shown)
    );
}

#[test]
fn the_damaged_notice_is_on_screen_in_the_reader_s_language() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    let (_dir, path) = temp();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "[1, 2").unwrap();
    let mut a = app().with_progress(path.clone());
    a.lang = Lang::Fr;
    let mut t = Terminal::new(TestBackend::new(200, 30)).unwrap();
    t.draw(|f| layerlab::ui::view::render(&a, f)).unwrap();
    let screen: String = t
        .backend()
        .buffer()
        .content()
        .iter()
        .map(|c| c.symbol())
        .collect();
    assert!(screen.contains("abîmé"), "{screen}");
}
