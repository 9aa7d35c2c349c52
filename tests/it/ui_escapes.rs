//! The app's screen shows control characters from files escaped (`\u{1b}`), never raw and
//! never silently dropped: card names of a board, a lesson's text from a user's Fluent files,
//! a file path in a notice. No cell of the drawn buffer holds a control character.

use std::path::{Path, PathBuf};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::{LayerAction, LessonsAction};
use layerlab::ui::{Action, App, Board, ThemeKind, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::common;
use common::TempDir;

fn course(dir: &Path) -> App {
    let (course, problems) = Course::load(ContentSource::from_dir(dir).expect("content"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good")
}

/// The drawn screen, row by row, after checking that no cell holds a control character.
fn draw(a: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| layerlab::ui::view::render(a, f)).unwrap();
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            let sym = buf[(x, y)].symbol();
            assert!(
                !sym.chars().any(char::is_control),
                "cell ({x}, {y}) holds a control character: {sym:?}"
            );
            out.push_str(sym);
        }
        out.push('\n');
    }
    out
}

const BOARD: &str = r#"Scenario(
    format_version: 1,
    cards: [
        (name: "Evil\u{1b}[2J Bear", mana_cost: "{G}", types: [Creature], subtypes: ["Bear"], power: 2, toughness: 2),
        (name: "\u{1b}]0;title\u{7}", mana_cost: "{W}", types: [Enchantment],
         abilities: [Static((affects: All((types: [Creature])), parts: [ModifyPT(1, 1)]))]),
    ],
    actions: [
        Enter(id: "bear", card: "Evil\u{1b}[2J Bear", controller: 0),
        Enter(id: "anthem", card: "\u{1b}]0;title\u{7}", controller: 0),
    ],
)"#;

#[test]
fn card_names_with_escape_sequences_are_drawn_escaped() {
    let loaded = scenario::load_str(Path::new("evil.ron"), BOARD, &Catalogue::embedded())
        .expect("the board loads");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    let mut a = course(&fixture());
    a.open_board("evil.ron", Board { loaded, sol }, 0);
    // The board's end, the custom enchantment selected: its name shows in the table, the
    // details and the effects list.
    update(&mut a, Action::Layer(LayerAction::StepEnd));
    update(&mut a, Action::Layer(LayerAction::ObjectNext));
    for (w, h) in [(160, 50), (80, 30)] {
        let screen = draw(&a, w, h);
        assert!(screen.contains("\\u{1b}"), "{w}x{h}:\n{screen}");
        assert!(
            screen.contains("\\u{1b}]0;title\\u{7}"),
            "{w}x{h}:\n{screen}"
        );
    }
    let screen = draw(&a, 160, 50);
    assert!(screen.contains("Evil\\u{1b}[2J Bear"), "{screen}");
}

#[test]
fn a_lesson_s_fluent_text_with_control_characters_is_drawn_escaped() {
    let dir = TempDir::new("ui-escapes-course");
    let copy = |from: &Path, to: &Path| {
        for entry in walk(from) {
            let rel = entry.strip_prefix(from).unwrap();
            let dest = to.join(rel);
            std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
            std::fs::copy(&entry, &dest).unwrap();
        }
    };
    copy(&fixture(), &dir);
    for lang in ["en", "fr"] {
        let ftl = dir.join("locales").join(lang).join("lesson-mini.ftl");
        let text = std::fs::read_to_string(&ftl).unwrap();
        let text = text
            .replace("m-title = Mini", "m-title = Mini\u{1b}[2J\u{9b}31m")
            .replace("m-p1 = One page", "m-p1 = One\u{7} page")
            .replace("m-p1 = Une page", "m-p1 = Une\u{7} page");
        std::fs::write(&ftl, text).unwrap();
    }
    let mut a = course(&dir);
    // The index: the lesson's title in the list and in the summary beside it.
    let screen = draw(&a, 160, 40);
    assert!(screen.contains("Mini\\u{1b}[2J\\u{9b}31m"), "{screen}");
    // The open page: its title in the header.
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    let screen = draw(&a, 160, 40);
    assert!(screen.contains("\\u{7} page"), "{screen}");
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[cfg(unix)]
#[test]
fn a_file_path_in_a_notice_is_drawn_escaped() {
    let tmp = TempDir::new("ui-escapes-notice");
    let dir = tmp.join("evil\u{1b}[2Jdir");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("progress.json");
    std::fs::write(&path, "{ not json").unwrap();
    let mut a = course(&fixture()).with_progress(path.clone());
    a.show_start(&Default::default());
    let screen = draw(&a, 250, 40);
    assert!(screen.contains("evil\\u{1b}[2Jdir"), "{screen}");
}

/// Every paragraph, table cell and title of the app goes through `ui::safe`, the one place that
/// escapes: no widget in src/ui takes text another way.
#[test]
fn every_widget_text_goes_through_the_escaping_choke_point() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut bad = Vec::new();
    for file in walk(&root) {
        if file.extension().is_none_or(|e| e != "rs") || file.ends_with("safe.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for raw in [
                "Paragraph::new(",
                "Cell::from(",
                ".title(Line",
                ".title_bottom(Line",
                "set_string",
                "set_line",
                "set_span",
            ] {
                if code.contains(raw) {
                    bad.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "text drawn without escaping:\n{}",
        bad.join("\n")
    );
}
