//! The files layerlab writes: progress (with the settings), practice, and the sandbox's board
//! save and Markdown export. Saves never write through a link or file planted at a temporary
//! path, never fail or leave half a file when several run at once, and leave nothing behind; a
//! damaged file is moved aside under a name of its own (never over an earlier copy) and the
//! user is told where; a file from a newer layerlab is never overwritten; a failed save is told
//! on the screen in use.

use std::path::{Path, PathBuf};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::saved::{self, Refused};
use layerlab::content::scenario;
use layerlab::drill::srs::{self, DrillProgress};
use layerlab::i18n::Lang;
use layerlab::ui::action::{LayerAction, LessonsAction};
use layerlab::ui::progress::{self, Progress};
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay};
use layerlab::ui::{Action, App, update};

use crate::common;
use common::binary::layerlab;
use common::edit::sandbox;
use common::{TempDir, screen};

fn app() -> App {
    common::fixture_app(Lang::En)
}

/// The names in the folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Answers the fixture lesson's first question (which saves the progress).
fn answer_something(a: &mut App) {
    update(a, Action::Lessons(LessonsAction::OpenLesson));
    update(a, Action::Lessons(LessonsAction::Answer));
    update(a, Action::Lessons(LessonsAction::AnswerNext));
    update(a, Action::Lessons(LessonsAction::AnswerChoose));
}

/// The copy of `name` kept aside as the `n`th damaged one (`NAME.damaged-YYYYMMDD-N`), if any.
fn aside(d: &Path, name: &str, n: u32) -> Option<PathBuf> {
    let prefix = format!("{name}.damaged-");
    names(d)
        .into_iter()
        .find(|f| {
            f.strip_prefix(&prefix)
                .and_then(|rest| rest.split_once('-'))
                .is_some_and(|(date, k)| {
                    date.len() == 8
                        && date.chars().all(|c| c.is_ascii_digit())
                        && k == n.to_string()
                })
        })
        .map(|f| d.join(&f))
}

#[cfg(unix)]
#[test]
fn a_link_planted_at_the_temporary_path_is_never_written_through() {
    let d = TempDir::new("saves-link-tmp");
    let victim = d.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let path = d.join("progress.json");
    let drills = d.join("drills.json");
    for p in [&path, &drills] {
        let mut tmp = p.as_os_str().to_owned();
        tmp.push(".tmp");
        std::os::unix::fs::symlink(&victim, PathBuf::from(tmp)).unwrap();
    }
    let mut a = app().with_progress(path.clone());
    answer_something(&mut a);
    let mut p = DrillProgress::default();
    p.record(
        "q#1",
        layerlab::drill::Concept::ALL[0],
        true,
        "2/2",
        "2/2",
        100,
    );
    srs::save(&drills, &p).expect("saved");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let (back, notice) = progress::load(&path);
    assert!(notice.is_none());
    assert_eq!(back.seen.len(), 1);
    assert_eq!(srs::load(&drills).0, {
        let mut p = p.clone();
        p.format_version = srs::FORMAT_VERSION;
        p
    });
}

#[cfg(unix)]
#[test]
fn a_link_at_the_target_is_replaced_not_written_through() {
    let d = TempDir::new("saves-link-target");
    let victim = d.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let path = d.join("progress.json");
    std::os::unix::fs::symlink(&victim, &path).unwrap();
    let mut p = Progress::default();
    p.seen.insert("m".into());
    // The link's target is not progress: the save refuses to replace what it cannot read back.
    assert!(progress::save(&path, &p).is_err());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    // A dangling link is replaced by the file itself.
    std::fs::remove_file(&path).unwrap();
    std::os::unix::fs::symlink(d.join("nowhere"), &path).unwrap();
    progress::save(&path, &p).expect("saved");
    assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
    assert!(!d.join("nowhere").exists());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
}

/// The sandbox's board, opened from the Urborg example.
/// Ctrl-S or Ctrl-E to `path`: the prompt, its text replaced, Enter.
fn save_as(a: &mut App, what: E, path: &Path) {
    update(a, Action::Layer(LayerAction::Edit(what)));
    let n = match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => p.input.text().chars().count(),
        other => panic!("no prompt: {other:?}"),
    };
    for _ in 0..=n {
        update(a, Action::Layer(LayerAction::Edit(E::Backspace)));
    }
    for c in path.display().to_string().chars() {
        update(a, Action::Layer(LayerAction::Edit(E::Type(c))));
    }
    update(a, Action::Layer(LayerAction::Edit(E::Confirm)));
    assert!(a.layer.edit.overlay.is_none(), "{:?}", a.layer.edit.overlay);
}

#[cfg(unix)]
#[test]
fn board_save_and_export_never_write_through_a_planted_link() {
    let d = TempDir::new("saves-link-board");
    let victim = d.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let board = d.join("board.ron");
    let export = d.join("trace.md");
    for name in ["board.ron.tmp", "trace.md.tmp"] {
        std::os::unix::fs::symlink(&victim, d.join(name)).unwrap();
    }
    let mut a = sandbox();
    save_as(&mut a, E::Save, &board);
    save_as(&mut a, E::Export, &export);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert!(scenario::load_file(&board, &Catalogue::embedded()).is_ok());
    assert!(
        std::fs::read_to_string(&export)
            .unwrap()
            .contains("Blood Moon")
    );
    // Nothing else is left in the folder: no temporary file.
    assert_eq!(
        names(&d),
        [
            "board.ron",
            "board.ron.tmp",
            "trace.md",
            "trace.md.tmp",
            "victim.txt"
        ]
    );
}

#[test]
fn a_failed_save_leaves_no_temporary_file() {
    let d = TempDir::new("saves-failed");
    // A folder (not empty) where the file should be: the rename cannot replace it.
    let path = d.join("trace.md");
    std::fs::create_dir_all(path.join("inside")).unwrap();
    assert!(saved::write_atomic(&path, b"text").is_err());
    assert_eq!(names(&d), ["trace.md"]);
    assert!(progress::save(&path, &Progress::default()).is_err());
    assert_eq!(names(&d), ["trace.md"]);
}

#[test]
fn threads_saving_one_file_at_once_all_succeed() {
    let d = TempDir::new("saves-threads");
    let path = d.join("progress.json");
    let threads: Vec<_> = (0..24)
        .map(|t| {
            let path = path.clone();
            std::thread::spawn(move || {
                for i in 0..8 {
                    let mut p = Progress::default();
                    p.seen.insert(format!("lesson-{t}-{i}"));
                    p.last_page = t * 100 + i;
                    progress::save(&path, &p)
                        .unwrap_or_else(|e| panic!("thread {t}, save {i}: {e}"));
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("no save failed");
    }
    let (p, notice) = progress::load(&path);
    assert!(notice.is_none(), "{notice:?}");
    assert_eq!(p.seen.len(), 1, "one whole save, not a mix");
    assert_eq!(names(&d), ["progress.json"], "no temporary file left");
}

#[test]
fn drill_processes_saving_one_file_at_once_all_succeed() {
    let d = TempDir::new("saves-processes");
    let path = d.join("drills.json");
    // Each command is kept with its child: dropping it removes the child's home.
    let mut children: Vec<_> = (0..40)
        .map(|i| {
            let mut cmd = layerlab();
            let child = cmd
                .args(["drill", "--count", "1", "--seed"])
                .arg(i.to_string())
                .arg("--progress")
                .arg(&path)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("layerlab drill starts");
            (cmd, child)
        })
        .collect();
    for (_, c) in &mut children {
        use std::io::Write;
        // One answer (wrong or right, it is recorded), then the end of input.
        let mut stdin = c.stdin.take().unwrap();
        let _ = stdin.write_all(b"1/1\n");
    }
    for (i, (_cmd, c)) in children.into_iter().enumerate() {
        let out = c.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "run {i}: {err}");
        assert!(err.trim().is_empty(), "run {i}: {err}");
    }
    let (p, notice) = srs::load(&path);
    assert!(notice.is_none(), "{notice:?}");
    assert!(!p.history.is_empty());
    assert_eq!(names(&d), ["drills.json"], "no temporary file left");
}

#[test]
fn what_a_killed_save_left_does_not_disturb_the_next_start() {
    let d = TempDir::new("saves-leftover");
    let path = d.join("progress.json");
    let mut p = Progress::default();
    p.seen.insert("mini".into());
    progress::save(&path, &p).unwrap();
    // A save killed half-way, in this version and in the old one (whose temporary name was
    // fixed, and here is taken by a folder).
    std::fs::write(
        d.join(".progress.json.4242.0.00000000deadbeef.tmp"),
        "{ \"se",
    )
    .unwrap();
    std::fs::create_dir_all(d.join("progress.json.tmp").join("x")).unwrap();
    let mut a = app().with_progress(path.clone());
    assert!(a.notices.is_empty(), "{:?}", a.notices);
    assert!(a.seen.contains(&0));
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::ToggleLang);
    assert!(a.status.is_none(), "{:?}", a.status);
    let (back, notice) = progress::load(&path);
    assert!(notice.is_none());
    assert_eq!(back.lang, Some(Lang::Fr), "saved");
}

#[test]
fn a_progress_file_that_is_not_utf8_is_moved_aside_and_never_overwritten() {
    let d = TempDir::new("saves-utf8");
    let path = d.join("progress.json");
    let bytes = b"{\"seen\": [\"caf\xe9\"]}".to_vec();
    std::fs::write(&path, &bytes).unwrap();
    let mut a = app().with_progress(path.clone());
    let aside = aside(&d, "progress.json", 1).expect("moved aside");
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        bytes,
        "kept aside as it was"
    );
    assert_eq!(a.notices.len(), 1);
    assert!(!a.notices[0].saving_off);
    answer_something(&mut a);
    assert_eq!(std::fs::read(&aside).unwrap(), bytes);
    assert!(progress::load(&path).1.is_none(), "a new file was started");
}

#[test]
fn damaged_files_never_overwrite_an_earlier_copy() {
    let d = TempDir::new("saves-twice");
    let path = d.join("progress.json");
    // Copies kept by an older layerlab and by an earlier start today.
    std::fs::write(d.join("progress.json.damaged"), "old copy").unwrap();
    std::fs::write(&path, "first").unwrap();
    let _ = app().with_progress(path.clone());
    let first = aside(&d, "progress.json", 1).expect("the first copy");
    std::fs::write(&first, "first copy").unwrap();
    std::fs::write(&path, "[1, 2").unwrap();
    let a = app().with_progress(path.clone());
    let second = aside(&d, "progress.json", 2).expect("the second copy");
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "[1, 2");
    assert_eq!(std::fs::read_to_string(&first).unwrap(), "first copy");
    assert_eq!(
        std::fs::read_to_string(d.join("progress.json.damaged")).unwrap(),
        "old copy"
    );
    assert_eq!(a.notices[0].aside.as_deref(), Some(second.as_path()));
    // Wrong shape (valid JSON): damaged too, and the third copy.
    std::fs::write(&path, "{\"seen\": 5}").unwrap();
    let _ = app().with_progress(path.clone());
    let third = aside(&d, "progress.json", 3).expect("the third copy");
    assert_eq!(std::fs::read_to_string(&third).unwrap(), "{\"seen\": 5}");
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "[1, 2");
}

#[test]
fn a_damaged_practice_file_is_moved_aside_too() {
    let d = TempDir::new("saves-drills");
    let path = d.join("drills.json");
    std::fs::write(&path, b"\xff\xfe\x00").unwrap();
    let (p, notice) = srs::load(&path);
    assert_eq!(p, DrillProgress::default());
    let n = notice.expect("a notice");
    let aside = aside(&d, "drills.json", 1).expect("moved aside");
    assert_eq!(n.aside.as_deref(), Some(aside.as_path()));
    assert_eq!(std::fs::read(&aside).unwrap(), b"\xff\xfe\x00");
    assert!(!path.exists());
}

#[test]
fn the_start_screen_says_where_a_damaged_file_went_in_both_languages() {
    let d = TempDir::new("saves-notice");
    let path = d.join("progress.json");
    std::fs::write(&path, "{ not json").unwrap();
    std::fs::write(d.join("drills.json"), "{ \"concepts\": ").unwrap();
    let mut a = app().with_progress(path.clone());
    let sched = layerlab::ui::screens::practice::Scheduler::open(
        Some(d.join("drills.json")),
        Box::new(srs::FixedClock(0)),
    );
    layerlab::ui::screens::practice::install(
        &mut a,
        layerlab::drill::Drills::embedded().unwrap(),
        sched,
        1,
    );
    a.show_start(&Progress::default());
    assert_eq!(a.notices.len(), 2, "both files told");
    let name = aside(&d, "progress.json", 1).expect("moved aside");
    let name = name.file_name().unwrap().to_string_lossy().into_owned();
    let drills = aside(&d, "drills.json", 1).expect("moved aside");
    let drills = drills.file_name().unwrap().to_string_lossy().into_owned();
    for (lang, words) in [(Lang::En, "kept as"), (Lang::Fr, "gardé sous le nom")] {
        a.lang = lang;
        let s = screen(&a, 250, 40);
        assert!(s.contains(&name), "{lang}:\n{s}");
        assert!(s.contains(&drills), "{lang}:\n{s}");
        assert!(s.contains(words), "{lang}:\n{s}");
    }
}

#[test]
fn a_progress_file_from_a_newer_layerlab_is_left_alone() {
    let d = TempDir::new("saves-newer");
    let path = d.join("progress.json");
    let text = format!(
        r#"{{"format_version": {}, "seen": ["m"], "lang": "fr", "bookmarks": [1, 2]}}"#,
        layerlab::ui::progress::FORMAT_VERSION + 1
    );
    std::fs::write(&path, &text).unwrap();
    let mut a = app().with_progress(path.clone());
    assert!(a.progress_off);
    assert_eq!(a.notices.len(), 1);
    assert!(a.notices[0].saving_off);
    answer_something(&mut a);
    update(&mut a, Action::ToggleLang);
    update(&mut a, Action::CycleTheme);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "never overwritten"
    );
    assert_eq!(names(&d), ["progress.json"], "nor moved aside");
    // Told once, when it was read (not at every key).
    assert!(a.status.is_none(), "{:?}", a.status);
    a.lang = Lang::En;
    a.show_start(&Progress::default());
    let s = screen(&a, 250, 40);
    assert!(s.contains("newer layerlab"), "{s}");
    assert!(s.contains("not saved this session"), "{s}");
    a.lang = Lang::Fr;
    let s = screen(&a, 250, 40);
    assert!(s.contains("plus récente"), "{s}");
}

#[test]
fn a_practice_file_from_a_newer_layerlab_is_never_overwritten() {
    let d = TempDir::new("saves-newer-drills");
    let path = d.join("drills.json");
    let text = r#"{"format_version": 7, "concepts": {"layer7": {"leitner_box": 9}}}"#;
    std::fs::write(&path, text).unwrap();
    let (_, notice) = srs::load(&path);
    assert!(notice.expect("a notice").saving_off);
    // As `layerlab drill` does at the end of a session: the save is refused.
    let e = srs::save(&path, &DrillProgress::default()).expect_err("refused");
    assert!(Refused::of(&e).is_some(), "{e}");
    assert!(e.to_string().contains("newer"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    assert_eq!(names(&d), ["drills.json"]);
}

#[test]
fn a_failed_save_is_told_in_the_footer_of_the_screen_in_use() {
    let d = TempDir::new("saves-footer");
    let folder = d.join("data");
    let path = folder.join("progress.json");
    let mut a = app().with_progress(path.clone());
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    assert!(path.exists());
    // The folder becomes a file: every save fails from now on.
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::write(&folder, "not a folder").unwrap();
    update(&mut a, Action::CycleTheme);
    let s = screen(&a, 250, 40);
    assert!(s.contains("Cannot save progress to"), "{s}");
    assert!(a.lessons.reading, "on the lesson page, not the index");
    // Each failed save is told (the next key clears the message, the next save tells again).
    update(&mut a, Action::CycleTheme);
    a.lang = Lang::Fr;
    let s = screen(&a, 250, 40);
    assert!(s.contains("Impossible d'enregistrer la progression"), "{s}");
}
