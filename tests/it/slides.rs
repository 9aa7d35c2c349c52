//! `layerlab slides`: a deck for every example (layer, phase and chain scenarios), every lesson
//! board and every lesson, read back by an HTML parser that reports its errors: well formed,
//! one section per slide (the title, each step, each question), the layer and rule in each
//! step's title, the changed cells marked with ▲ and "before → after", each answer hidden until
//! revealed; a hostile card name escaped; the command's errors and its atomic write; and the
//! deck opened in headless Chromium at a slide given by the address (`#N`, `#Nr`).

use std::path::{Path, PathBuf};
use std::process::Command;

use layerlab::content::course::{Course, load};
use layerlab::content::lesson::{Block, QuestionKind};
use layerlab::content::{phase_file, scenario};
use layerlab::i18n::Lang;
use layerlab::phase::outcome::{self, Outcome};
use layerlab::words::deck::{
    self, Deck, DeckTheme, MAX_STEP_SLIDES, MAX_TABLE_ROWS, Slide, Source, html, of_text,
};
use layerlab::words::lesson::page_questions;
use scraper::{ElementRef, Html, Selector};

use crate::common;
use common::TempDir;
use common::binary::layerlab;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn course() -> Course {
    load(None).expect("the built-in course").0
}

fn sel(s: &str) -> Selector {
    Selector::parse(s).expect("a selector")
}

/// The `.ron` files of a folder, sorted.
fn ron_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    v.sort();
    v
}

/// Parses a deck's page: no parse error, one `<script>` (the deck's own), and every slide's
/// section in order.
fn parsed(page: &str, what: &str) -> Html {
    let doc = Html::parse_document(page);
    assert!(doc.errors.is_empty(), "{what}: {:?}", doc.errors);
    assert_eq!(
        doc.select(&sel("script")).count(),
        1,
        "{what}: the deck's script alone"
    );
    assert!(
        !page.contains("http://") && !page.contains("https://") && !page.contains(" src="),
        "{what}: nothing is loaded from elsewhere"
    );
    doc
}

/// Checks a deck's page against the deck: a section per slide, of its kind, each step's title
/// and each question's hidden answer, the marks of every changed cell.
fn check_page(d: &Deck, page: &str, what: &str) {
    let doc = parsed(page, what);
    let sections: Vec<ElementRef> = doc.select(&sel("main > section.slide")).collect();
    assert_eq!(sections.len(), d.slides.len(), "{what}");
    assert_eq!(d.slides.len(), 1 + d.steps() + d.questions(), "{what}");
    for (k, (slide, sec)) in d.slides.iter().zip(&sections).enumerate() {
        assert_eq!(
            sec.value().attr("data-n"),
            Some((k + 1).to_string().as_str())
        );
        match slide {
            Slide::Title { .. } => assert_eq!(k, 0, "{what}"),
            Slide::Step(s) => {
                let h2: String = sec.select(&sel("h2")).next().unwrap().text().collect();
                assert_eq!(h2, s.title, "{what}: slide {}", k + 1);
                let marked = s.table.as_ref().map_or(0, |t| {
                    t.rows.iter().flatten().filter(|c| c.changed()).count()
                });
                let cells: Vec<ElementRef> = sec.select(&sel("td.changed")).collect();
                assert_eq!(cells.len(), marked, "{what}: slide {}", k + 1);
                for c in cells {
                    let t: String = c.text().collect();
                    assert!(t.starts_with('▲') && t.contains(" → "), "{what}: {t}");
                }
            }
            Slide::Question(q) => {
                let answer = sec.select(&sel(".answer")).next().expect("an answer");
                assert!(answer.value().attr("hidden").is_some(), "{what}");
                let h2: String = sec.select(&sel("h2")).next().unwrap().text().collect();
                assert_eq!(h2, q.heading);
                assert!(!q.answer.is_empty(), "{what}: {}", q.heading);
            }
        }
    }
}

/// How many questions of the course are on pages that show scenario `name` or ask about it.
fn questions_about(course: &Course, name: &str) -> usize {
    let names = |b: &Block| match b {
        Block::TryIt { scenario, .. } | Block::Procedure { scenario, .. } => scenario == name,
        Block::Question(q) => matches!(&q.kind,
            QuestionKind::Compute { scenario, .. } | QuestionKind::Steps { scenario } if scenario == name),
        _ => false,
    };
    course
        .lessons
        .iter()
        .flat_map(|l| &l.lesson.pages)
        .filter(|p| p.blocks.iter().any(names))
        .map(|p| page_questions(p).len())
        .sum()
}

/// How many steps a scenario file has, counted from the engines' own results.
fn steps_of(course: &Course, path: &Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    let procedure = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with("PhaseScenario") || l.starts_with("ChainScenario"));
    if procedure {
        let sc = phase_file::load(path, Lang::En).unwrap();
        match outcome::run(&sc).unwrap() {
            Outcome::Phase(r) => r.procedure.rounds().iter().map(|r| r.steps.len()).sum(),
            Outcome::Chain(c) => c.links.len() + 1,
        }
    } else {
        let (_, sol) = scenario::load_file_played(path, &course.catalogue)
            .unwrap()
            .solve()
            .unwrap();
        sol.trace.steps.len()
    }
    .min(MAX_STEP_SLIDES)
}

#[test]
fn every_example_and_lesson_board_makes_a_well_formed_deck() {
    let course = course();
    let mut files = ron_files(&root().join("examples/layers"));
    files.extend(ron_files(&root().join("examples/phase")));
    let boards = ron_files(&root().join("lessons/scenarios"));
    assert!(boards.len() > 20 && files.len() > 40);
    files.extend(boards.iter().cloned());
    let mut marked = 0;
    for path in &files {
        let what = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let in_course = path.starts_with(root().join("lessons"));
        for lang in Lang::ALL {
            let d = of_text(&course, path, text.clone(), lang, DeckTheme::Auto)
                .unwrap_or_else(|e| panic!("{what}: {}", e.render(Lang::En)));
            assert_eq!(d.steps(), steps_of(&course, path), "{what}");
            let name = path.file_name().unwrap().to_str().unwrap();
            let asked = if in_course {
                questions_about(&course, name)
            } else {
                0
            };
            assert_eq!(d.questions(), asked, "{what}");
            let page = html::write(&d);
            check_page(&d, &page, &what);
            let code = if lang == Lang::Fr { "fr" } else { "en" };
            assert!(page.contains(&format!("<html lang=\"{code}\"")));
            marked += page.matches("class=\"changed\"").count();
        }
    }
    assert!(marked > 100, "changed cells are marked: {marked}");
}

#[test]
fn every_lesson_and_page_makes_a_well_formed_deck() {
    let course = course();
    for (index, lf) in course.lessons.iter().enumerate() {
        for page in std::iter::once(None).chain((0..lf.lesson.pages.len()).map(Some)) {
            let what = format!("lesson {} page {page:?}", index + 1);
            let d = deck::deck(
                &course,
                Source::Lesson { index, page },
                Lang::Fr,
                DeckTheme::Dark,
            )
            .unwrap_or_else(|e| panic!("{what}: {}", e.render(Lang::En)));
            let pages = match page {
                Some(p) => &lf.lesson.pages[p..=p],
                None => &lf.lesson.pages[..],
            };
            let asked: usize = pages.iter().map(|p| page_questions(p).len()).sum();
            assert_eq!(d.questions(), asked, "{what}");
            let page = html::write(&d);
            assert!(page.contains("data-theme=\"dark\""));
            check_page(&d, &page, &what);
        }
    }
}

#[test]
fn a_steps_title_names_its_layer_and_rule_and_its_marks_hold_before_and_after() {
    let course = course();
    let path = root().join("examples/layers/blood-moon-then-urborg.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let d = of_text(&course, &path, text, Lang::En, DeckTheme::Auto).unwrap();
    let Slide::Step(s) = &d.slides[1] else {
        panic!("a step after the title")
    };
    assert!(
        s.title.starts_with("[4] Layer 4: type (613.1d)"),
        "{}",
        s.title
    );
    assert!(s.why.iter().any(|w| w.contains("(613.7)")), "{:?}", s.why);
    let table = s.table.as_ref().unwrap();
    let changed: Vec<_> = table
        .rows
        .iter()
        .flatten()
        .filter(|c| c.changed())
        .collect();
    assert!(!changed.is_empty());
    for c in changed {
        assert_ne!(c.before.as_deref(), Some(c.text.as_str()), "{c:?}");
    }
}

/// A card whose name is a script, quotes, an ampersand and control characters.
const HOSTILE: &str = "<script>alert('x')</script> & \"q\" \u{1b}[2J\u{7}\u{202e}";

#[test]
fn a_hostile_card_name_is_escaped() {
    let src = format!(
        r#"Scenario(format_version: 1,
        cards: [(name: "{}", type_line: "Creature — Elf", power: 1, toughness: 1)],
        actions: [
            Enter(id: "elf", card: "{}", controller: 0),
            Enter(id: "anthem", card: "Glorious Anthem", controller: 0),
        ])"#,
        HOSTILE.replace('"', "\\\""),
        HOSTILE.replace('"', "\\\"")
    );
    let (_dir, path) = common::temp_file("slides-hostile", "hostile.ron", &src);
    let course = course();
    let d = of_text(&course, &path, src, Lang::En, DeckTheme::Auto)
        .unwrap_or_else(|e| panic!("{}", e.render(Lang::En)));
    let page = html::write(&d);
    let doc = parsed(&page, "hostile");
    assert!(!page.contains("<script>alert"));
    for c in ['\u{1b}', '\u{7}', '\u{202e}'] {
        assert!(!page.contains(c), "{:x} reaches the page", c as u32);
    }
    // The name shows as it is written, its control characters as escapes.
    let shown: String = doc
        .select(&sel("section.step td"))
        .next()
        .unwrap()
        .text()
        .collect();
    assert_eq!(
        shown,
        "<script>alert('x')</script> & \"q\" \\u{1b}[2J\\u{7}\\u{202e}"
    );
}

#[test]
fn a_deck_of_a_large_board_keeps_to_its_caps() {
    // 500 creatures and 250 anthems: more steps than a deck shows, more permanents than a
    // table shows.
    let mut actions = String::new();
    for k in 0..500 {
        actions.push_str(&format!(
            "Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),\n"
        ));
    }
    for k in 0..250 {
        actions.push_str(&format!(
            "Enter(id: \"a{k}\", card: \"Glorious Anthem\", controller: 0),\n"
        ));
    }
    let src = format!("Scenario(format_version: 1, actions: [\n{actions}])\n");
    let (_dir, path) = common::temp_file("slides-large", "large.ron", &src);
    let course = course();
    let d = of_text(&course, &path, src, Lang::En, DeckTheme::Auto).unwrap();
    assert_eq!(d.steps(), MAX_STEP_SLIDES);
    let Slide::Title { lines, .. } = &d.slides[0] else {
        panic!("the title first")
    };
    assert!(
        lines
            .iter()
            .any(|l| l.contains("first 200 of the 250 steps")),
        "{lines:?}"
    );
    for s in &d.slides {
        if let Slide::Step(s) = s {
            let t = s.table.as_ref().unwrap();
            assert_eq!(t.rows.len(), MAX_TABLE_ROWS);
            assert!(
                t.note.as_deref().unwrap().contains("484 more"),
                "{:?}",
                t.note
            );
        }
    }
    let page = html::write(&d);
    check_page(&d, &page, "large");
}

fn slides(args: &[&str]) -> (i32, String, String) {
    let out = layerlab()
        .arg("slides")
        .args(args)
        .current_dir(root())
        .output()
        .expect("run layerlab");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        stderr,
    )
}

#[test]
fn the_command_writes_a_deck_and_says_where() {
    let dir = TempDir::new("slides-cmd");
    let out = dir.join("deck.html");
    let o = out.to_str().unwrap();
    let (code, stdout, stderr) = slides(&[
        "lessons/scenarios/l05-moon-then-urborg.ron",
        "-o",
        o,
        "--lang",
        "fr",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("deck.html\u{a0}: ") && stdout.contains("diapositives"),
        "{stdout}"
    );
    let page = std::fs::read_to_string(&out).unwrap();
    parsed(&page, "l05");
    assert!(page.contains("<html lang=\"fr\""));
    // A lesson's page, then a phase script.
    let (code, _, stderr) = slides(&["--lesson", "5", "--page", "3", "-o", o, "--lang", "en"]);
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = slides(&["examples/phase/07-both-mandatory.ron", "-o", o]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("section class=\"slide step\"")
    );
}

#[test]
fn the_commands_errors_are_placed_and_in_the_users_language() {
    let dir = TempDir::new("slides-errors");
    let out = dir.join("deck.html");
    let o = out.to_str().unwrap();
    let bad = dir.join("bad.ron");
    std::fs::write(
        &bad,
        "Scenario(format_version: 1, actions: [\n  Enter(id: \"x\", card: \"No Such Card\", controller: 0),\n])\n",
    )
    .unwrap();
    let (code, _, stderr) = slides(&[bad.to_str().unwrap(), "-o", o, "--lang", "fr"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("bad.ron:2:"), "{stderr}");
    assert!(!out.exists(), "nothing is written for bad input");
    let (code, _, stderr) = slides(&["--lesson", "99", "-o", o, "--lang", "fr"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("99"), "{stderr}");
    let (code, _, stderr) = slides(&["--lesson", "1", "--page", "40", "-o", o, "--lang", "en"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("no page 40"), "{stderr}");
    // An output that cannot be written.
    let (code, _, stderr) = slides(&[
        "examples/layers/act-of-treason.ron",
        "-o",
        dir.join("no/such/folder/deck.html").to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("cannot write"), "{stderr}");
}

#[cfg(unix)]
#[test]
fn the_deck_replaces_a_link_instead_of_writing_through_it() {
    let dir = TempDir::new("slides-link");
    let target = dir.join("precious.txt");
    std::fs::write(&target, "keep me").unwrap();
    let link = dir.join("deck.html");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let (code, _, stderr) = slides(&[
        "examples/layers/act-of-treason.ron",
        "-o",
        link.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
    assert!(
        !std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&link)
            .unwrap()
            .starts_with("<!DOCTYPE html>")
    );
}

// ------------------------------------------------------------------------------------------
// In a real browser

/// The Chromium on this machine, if any.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |d| d.join(name)))
        .find(|p| p.is_file())
}

/// The page's document once its script has run, opened at `url` in headless Chromium.
fn dump(browser: &Path, profile: &Path, url: &str) -> Html {
    let browser = browser.to_path_buf();
    let profile = profile.to_path_buf();
    let url = url.to_string();
    let out = common::within(120, move || {
        Command::new(&browser)
            .args([
                "--headless",
                "--disable-gpu",
                "--no-sandbox",
                "--no-first-run",
                "--disable-extensions",
                "--virtual-time-budget=2000",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("--dump-dom")
            .arg(&url)
            .output()
            .expect("chromium runs")
    });
    let dom = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        dom.contains("<main"),
        "no page from chromium: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Html::parse_document(&dom)
}

/// The slides shown (with `data-current`).
fn current<'a>(doc: &'a Html) -> Vec<ElementRef<'a>> {
    doc.select(&sel("section.slide[data-current]")).collect()
}

#[test]
fn the_deck_shows_the_slide_its_address_names_in_a_browser() {
    let Some(browser) = chromium() else {
        eprintln!(
            "slides: the browser test was skipped: no chromium (nor chromium-browser, \
             google-chrome) on PATH; .ci/run installs it"
        );
        return;
    };
    let course = course();
    // Lesson 5, page 3: a board's steps and the page's questions.
    let d = deck::deck(
        &course,
        Source::Lesson {
            index: 4,
            page: Some(2),
        },
        Lang::En,
        DeckTheme::Auto,
    )
    .unwrap();
    let dir = TempDir::new("slides-browser");
    let file = dir.join("deck.html");
    std::fs::write(&file, html::write(&d)).unwrap();
    let profile = dir.join("profile");
    let url = |fragment: &str| format!("file://{}{fragment}", file.display());

    // No address: the title slide.
    let doc = dump(&browser, &profile, &url(""));
    let shown = current(&doc);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].value().attr("data-n"), Some("1"));

    // A step with changed cells, by its number.
    let (k, step) = d
        .slides
        .iter()
        .enumerate()
        .find_map(|(k, s)| match s {
            Slide::Step(s)
                if s.table
                    .as_ref()
                    .is_some_and(|t| t.rows.iter().flatten().any(|c| c.changed())) =>
            {
                Some((k + 1, s))
            }
            _ => None,
        })
        .expect("a step that changes the board");
    let doc = dump(&browser, &profile, &url(&format!("#{k}")));
    let shown = current(&doc);
    assert_eq!(shown.len(), 1, "one slide shows");
    assert_eq!(
        shown[0].value().attr("data-n"),
        Some(k.to_string().as_str())
    );
    let h2: String = shown[0].select(&sel("h2")).next().unwrap().text().collect();
    assert_eq!(h2, step.title);
    let marked: Vec<String> = shown[0]
        .select(&sel("td.changed"))
        .map(|c| c.text().collect())
        .collect();
    let expected: Vec<String> = step
        .table
        .as_ref()
        .unwrap()
        .rows
        .iter()
        .flatten()
        .filter_map(|c| {
            c.before
                .as_ref()
                .map(|b| format!("▲{} → {}", b, c.text).replace('\n', ""))
        })
        .collect();
    assert_eq!(marked, expected);
    // The other slides are hidden from the reader.
    assert_eq!(
        doc.select(&sel("section.slide[aria-hidden=true]")).count(),
        d.slides.len() - 1
    );

    // A question: its answer hidden, then shown at `#Nr` (what the reveal key writes).
    let q = d
        .slides
        .iter()
        .position(|s| matches!(s, Slide::Question(_)))
        .expect("a question")
        + 1;
    let doc = dump(&browser, &profile, &url(&format!("#{q}")));
    let shown = current(&doc);
    assert_eq!(
        shown[0].value().attr("data-n"),
        Some(q.to_string().as_str())
    );
    let answer = shown[0].select(&sel(".answer")).next().unwrap();
    assert!(
        answer.value().attr("hidden").is_some(),
        "hidden until revealed"
    );
    assert!(shown[0].value().attr("data-revealed").is_none());
    let doc = dump(&browser, &profile, &url(&format!("#{q}r")));
    let shown = current(&doc);
    assert_eq!(
        shown[0].value().attr("data-n"),
        Some(q.to_string().as_str())
    );
    let answer = shown[0].select(&sel(".answer")).next().unwrap();
    assert!(answer.value().attr("hidden").is_none(), "revealed");
    assert!(shown[0].value().attr("data-revealed").is_some());

    // A number past the end shows the last slide.
    let doc = dump(&browser, &profile, &url("#9999"));
    let n = d.slides.len().to_string();
    assert_eq!(current(&doc)[0].value().attr("data-n"), Some(n.as_str()));
}
