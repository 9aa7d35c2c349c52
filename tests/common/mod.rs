//! What the tests share: the fixture course, a board of the shared examples, drawing a frame
//! with `TestBackend` and reading it back as text, a key pressed as the event loop presses it, a
//! fresh folder or file under the temporary folder (removed when the test is done with it), and
//! the check that no frame holds the characters terminals show badly.
#![allow(dead_code)] // each test file uses its own part

pub mod abilities;
pub mod binary;
pub mod cards;
pub mod edit;
pub mod judges;
pub mod practice;
pub mod pty;
pub mod variants;

use std::ffi::OsStr;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::lesson::{Block, Question};
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::LessonsAction;
use layerlab::ui::{App, Board, ThemeKind, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The small fixture course's folder (`tests/fixtures/content-good`).
pub fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good")
}

/// The app on the small fixture course.
pub fn fixture_app(lang: Lang) -> App {
    let (course, problems) = Course::load(ContentSource::from_dir(&fixture()).expect("fixture"));
    App::new(course, problems.len(), lang, ThemeKind::Dark)
}

/// Every question of the course's lessons, in the order they are asked.
pub fn questions(course: &Course) -> impl Iterator<Item = &Question> {
    course
        .lessons
        .iter()
        .flat_map(|l| l.lesson.pages.iter().flat_map(|p| p.blocks.iter()))
        .filter_map(|b| match b {
            Block::Question(q) => Some(q),
            _ => None,
        })
}

/// Every page of the course: its lesson and its place in it (both from 0), and the page.
pub fn pages(
    course: &Course,
) -> impl Iterator<Item = (usize, usize, &layerlab::content::lesson::Page)> {
    course.lessons.iter().enumerate().flat_map(|(l, lf)| {
        lf.lesson
            .pages
            .iter()
            .enumerate()
            .map(move |(p, page)| (l, p, page))
    })
}

/// The course's first question that `is` holds of.
pub fn question(course: &Course, is: impl Fn(&Question) -> bool) -> Question {
    questions(course)
        .find(|q| is(q))
        .cloned()
        .expect("the question")
}

/// The shared example with Urborg first, then Blood Moon, solved.
pub fn urborg_board() -> Board {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers/urborg-then-blood-moon.ron");
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("scenario");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Board { loaded, sol }
}

/// The layer sandbox's last edit message, in English (empty when there is none).
pub fn message(app: &App) -> String {
    app.layer
        .edit
        .message
        .as_ref()
        .map(|m| m.text(Lang::En))
        .unwrap_or_default()
}

/// One frame of `app` at `w`×`h`.
pub fn draw(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    t.backend().buffer().clone()
}

/// The frames of a snapshot test: `app` drawn at each of `sizes`, each checked clean
/// ([`assert_clean`]), with its snapshot's name, `{name}_{lang}_{w}x{h}`.
pub fn frames(name: &str, app: &App, sizes: &[(u16, u16)]) -> Vec<(String, Buffer)> {
    let lang = app.lang;
    sizes
        .iter()
        .map(|&(w, h)| {
            let buf = draw(app, w, h);
            assert_clean(&buf);
            (format!("{name}_{lang}_{w}x{h}"), buf)
        })
        .collect()
}

/// One frame of `app` at `w`×`h`, as text.
pub fn screen(app: &App, w: u16, h: u16) -> String {
    text(&draw(app, w, h))
}

/// A frame as text, one line per row.
pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// A key with no modifier.
pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses a key as the event loop does (the key table decides what it does here).
pub fn press(a: &mut App, code: KeyCode) {
    if let Some(action) = a.action_for(&key(code)) {
        update(a, action);
    }
}

/// A fresh, empty folder under the temporary folder, removed on drop (also when an assertion
/// fails, as the test unwinds): keep it as long as the test, or a process it started, uses the
/// folder. Its name tells what it is for (`what`), this process and a count: two of them are
/// never the same folder, even when the tests of a file run at once. It stands for its path.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(what: &str) -> TempDir {
        let dir = TempDir::unmade(what);
        std::fs::create_dir_all(&dir.0).expect("a temporary folder");
        dir
    }

    /// A fresh folder's name, the folder not made (what a test checks may make it), removed on
    /// drop all the same.
    pub fn unmade(what: &str) -> TempDir {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("layerlab-{what}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<OsStr> for TempDir {
    fn as_ref(&self) -> &OsStr {
        self.0.as_os_str()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `file` (a relative path) in a fresh folder of the temporary folder, the folder itself not
/// made, with the guard that removes that folder: keep it while the test uses the file.
pub fn temp_path(what: &str, file: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::unmade(what);
    let path = dir.join(file);
    (dir, path)
}

/// The file named `file` holding `text`, in a fresh folder of the temporary folder, with the
/// guard that removes the folder: keep it while the test uses the file.
pub fn temp_file(what: &str, file: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new(what);
    let path = dir.join(file);
    std::fs::write(&path, text).expect("the file");
    (dir, path)
}

/// Copies the folder `from` to `to`, every file of every subfolder.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_dir(&p, &dest);
        } else {
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

/// Runs `f` on its own thread and fails if it takes more than `secs` seconds (what it does
/// must be refused at once, not after allocating or looping).
pub fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("took more than {secs} s"))
}

/// No Unicode isolation marks (U+2068/U+2069) and no U+202F on screen.
pub fn assert_clean(buf: &Buffer) {
    for cell in buf.content() {
        for bad in ['\u{2068}', '\u{2069}', '\u{202F}'] {
            assert!(
                !cell.symbol().contains(bad),
                "U+{:04X} on screen",
                bad as u32
            );
        }
    }
}

/// The app on the built-in course.
pub fn course_app(lang: Lang) -> App {
    let (course, _) = Course::load(ContentSource::embedded());
    App::new(course, 0, lang, ThemeKind::Dark)
}

/// `layerlab --progress DIR/progress.json --config DIR/config.toml`: the app as a start with
/// those files opens it.
pub fn app_in(dir: &Path) -> App {
    use clap::Parser as _;
    let argv = [
        "layerlab".to_string(),
        "--progress".into(),
        dir.join("progress.json").display().to_string(),
        "--config".into(),
        dir.join("config.toml").display().to_string(),
    ];
    let cli = layerlab::cli::Cli::try_parse_from(argv).expect("options");
    layerlab::launch::open_app(&cli.tui).expect("the app opens")
}

/// Opens lesson `n` at page `p` (both from 1) of `app`'s course.
pub fn open_page(app: &mut App, n: usize, p: usize) {
    use layerlab::ui::{Action, update};
    app.lessons.selected = n - 1;
    update(app, Action::Lessons(LessonsAction::OpenLesson));
    for _ in 1..p {
        update(app, Action::Lessons(LessonsAction::NextPage));
    }
    assert_eq!(app.lessons.page, p - 1, "lesson {n} has a page {p}");
}

/// The actions of `copies` each of Urborg, Blood Moon, Mycosynth Lattice and March of the
/// Machines: type-changing effects that all depend on one another, each application followed
/// by trials of every pair; a hundred copies spend the work a solve may do.
pub fn interdependent_actions(copies: usize) -> String {
    let mut actions = String::new();
    for k in 0..copies {
        for (id, card, who) in [
            ("u", "Urborg, Tomb of Yawgmoth", 0),
            ("m", "Blood Moon", 1),
            ("l", "Mycosynth Lattice", 1),
            ("x", "March of the Machines", 1),
        ] {
            actions.push_str(&format!(
                "Enter(id: \"{id}{k}\", card: \"{card}\", controller: {who}),\n"
            ));
        }
    }
    actions
}
