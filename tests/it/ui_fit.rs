//! No drawn cell cuts a word where the whole word would fit: every screen of the app (start,
//! lesson index and pages, each lesson's first board in the sandbox and in the presentation
//! view, the phase sandbox, the chain builder) at several sizes in both languages;
//! every word of the known titles, type lines and names that shows is whole, or ends with "…".

use std::collections::HashSet;
use std::path::Path;

use layerlab::content::lesson::Block;
use layerlab::i18n::Lang;
use layerlab::ui::action::{LayerAction, LessonsAction, StartAction};
use layerlab::ui::progress::Progress;
use layerlab::ui::{Action, App, update};
use layerlab::words::explain;

use crate::common;
use common::{course_app, draw, open_page, text};

const SIZES: [(u16, u16); 4] = [(80, 24), (100, 30), (110, 34), (160, 45)];

/// A word's characters: letters, digits, and the hyphen inside compounds
/// ("Créature-enchantement").
fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '-'
}

/// The words of `s`, with the character after each (`None` at the end).
fn words(s: &str) -> Vec<(String, Option<char>)> {
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !word_char(chars[i]) || chars[i] == '-' {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && word_char(chars[i]) {
            i += 1;
        }
        let w: String = chars[start..i].iter().collect();
        out.push((w.trim_end_matches('-').to_string(), chars.get(i).copied()));
    }
    out
}

/// What the app knows as whole words: every word of the messages of both languages, card
/// names and lesson texts included.
fn dictionary() -> HashSet<String> {
    let mut out = HashSet::new();
    for lang in ["en", "fr"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        for f in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
            out.extend(words(&text).into_iter().map(|(w, _)| w.to_lowercase()));
        }
    }
    // Card names, and the ids of the course's scenarios (`[aqua]`).
    let lessons = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut files = vec![lessons.join("cards.ron")];
    for f in std::fs::read_dir(lessons.join("scenarios")).unwrap() {
        files.push(f.unwrap().path());
    }
    for f in files {
        let text = std::fs::read_to_string(f).unwrap();
        out.extend(words(&text).into_iter().map(|(w, _)| w.to_lowercase()));
    }
    out
}

/// The words of the titles, type lines and names this app draws.
struct Vocabulary(HashSet<String>);

impl Vocabulary {
    fn of(app: &App) -> Vocabulary {
        let mut v = HashSet::new();
        let mut add = |s: &str| {
            v.extend(
                words(s)
                    .into_iter()
                    .map(|(w, _)| w.to_lowercase())
                    .filter(|w| w.chars().count() >= 4),
            )
        };
        for c in app.course.catalogue.cards() {
            add(&c.name);
            add(&c.name_fr);
        }
        for lang in Lang::ALL {
            for lf in &app.course.lessons {
                add(&app.course.tr(lang, &lf.lesson.title));
                for p in &lf.lesson.pages {
                    add(&app.course.tr(lang, &p.title));
                }
            }
        }
        Vocabulary(v)
    }

    /// Adds the type lines and names of the sandbox's board as they stand.
    fn board(&mut self, app: &App) {
        let Some(s) = &app.layer.sandbox else { return };
        for c in s.state.chars.iter().chain(&s.board.sol.state.chars) {
            for lang in Lang::ALL {
                for text in [explain::type_line(c, lang), explain::name(c, lang)] {
                    self.0.extend(
                        words(&text)
                            .into_iter()
                            .map(|(w, _)| w.to_lowercase())
                            .filter(|w| w.chars().count() >= 4),
                    );
                }
            }
        }
    }
}

/// The cut words of a screen: a word that is not a word of the app but begins a word of the
/// vocabulary, and is not followed by "…".
fn cuts(screen: &str, vocab: &Vocabulary, dict: &HashSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for row in screen.lines() {
        for (w, next) in words(row) {
            let lw = w.to_lowercase();
            if lw.chars().count() < 3 || next == Some('…') || dict.contains(&lw) {
                continue;
            }
            if let Some(whole) = vocab.0.iter().find(|v| v.starts_with(&lw) && **v != lw) {
                out.push(format!("{w:?} (of {whole:?}) in: {}", row.trim()));
            }
        }
    }
    out
}

/// Draws `app` at every size and records the cut words, named by `what`.
fn check(
    app: &mut App,
    what: &str,
    vocab: &Vocabulary,
    dict: &HashSet<String>,
    bad: &mut Vec<String>,
) {
    for (w, h) in SIZES {
        app.resize(w, h);
        let screen = text(&draw(app, w, h));
        for c in cuts(&screen, vocab, dict) {
            bad.push(format!("{what} {} {w}×{h}: {c}", app.lang));
        }
    }
}

#[test]
fn the_reader_finds_a_cut_word() {
    let dict: HashSet<String> = ["terrain", "légendaire"].map(String::from).into();
    let vocab = Vocabulary(["légendaire", "yaugzebul"].map(String::from).into());
    assert_eq!(cuts("│ ▸Terrain légendair │", &vocab, &dict).len(), 1);
    assert!(cuts("│ ▸Terrain légendai… │", &vocab, &dict).is_empty());
    assert!(cuts("│ Terrain légendaire │", &vocab, &dict).is_empty());
    assert_eq!(cuts("│Urborg, tombe de Yaugzeb│", &vocab, &dict).len(), 1);
}

#[test]
fn no_screen_cuts_a_word_that_would_fit() {
    let dict = dictionary();
    let mut bad = Vec::new();
    for lang in Lang::ALL {
        let mut a = course_app(lang);
        let mut vocab = Vocabulary::of(&a);
        a.show_start(&Progress::default());
        check(&mut a, "start", &vocab, &dict, &mut bad);
        update(&mut a, Action::Start(StartAction::Close));
        check(&mut a, "index", &vocab, &dict, &mut bad);
        // (The help is left out: it is drawn over another screen, whose rows it covers.)
        // Each lesson's first page, and its first board in the sandbox and in presentation.
        let lessons = a.course.lessons.len();
        for n in 1..=lessons {
            let mut a = course_app(lang);
            open_page(&mut a, n, 1);
            check(&mut a, &format!("lesson {n}"), &vocab, &dict, &mut bad);
            let pages = &a.course.lessons[n - 1].lesson.pages;
            let Some(p) = pages
                .iter()
                .position(|p| p.blocks.iter().any(|b| matches!(b, Block::TryIt { .. })))
            else {
                continue;
            };
            let mut a = course_app(lang);
            open_page(&mut a, n, p + 1);
            update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
            vocab.board(&a);
            check(
                &mut a,
                &format!("lesson {n} board"),
                &vocab,
                &dict,
                &mut bad,
            );
            update(&mut a, Action::Layer(LayerAction::StepEnd));
            vocab.board(&a);
            check(
                &mut a,
                &format!("lesson {n} board at its end"),
                &vocab,
                &dict,
                &mut bad,
            );
            a.present = true;
            check(
                &mut a,
                &format!("lesson {n} presented"),
                &vocab,
                &dict,
                &mut bad,
            );
        }
        // The phase sandbox and the chain builder, from the start screen.
        for (what, downs) in [("phase", "Phase"), ("chain", "Chain")] {
            let mut a = course_app(lang);
            a.show_start(&Progress::default());
            let target = match downs {
                "Phase" => layerlab::ui::screens::start::Entry::Phase,
                _ => layerlab::ui::screens::start::Entry::Chain,
            };
            while a.start_selected() != Some(target) {
                update(&mut a, Action::Start(StartAction::Next));
            }
            update(&mut a, Action::Start(StartAction::Choose));
            check(&mut a, what, &vocab, &dict, &mut bad);
        }
    }
    assert!(
        bad.is_empty(),
        "{} cut words:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
