//! What the TUI tests share: the fixture course, a board of the shared examples, drawing a
//! frame with `TestBackend` and reading it back as text, and the check that no frame holds the
//! characters terminals show badly.
#![allow(dead_code)] // each test file uses its own part

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::{App, Board, ThemeKind, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;

/// The app on the small fixture course (`tests/fixtures/content-good`).
pub fn fixture_app(lang: Lang) -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), lang, ThemeKind::Dark)
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

/// Opens lesson `n` at page `p` (both from 1) of `app`'s course.
pub fn open_page(app: &mut App, n: usize, p: usize) {
    use layerlab::ui::{Action, update};
    app.lessons.selected = n - 1;
    update(app, Action::OpenLesson);
    for _ in 1..p {
        update(app, Action::NextPage);
    }
    assert_eq!(app.lessons.page, p - 1, "lesson {n} has a page {p}");
}
