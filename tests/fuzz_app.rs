//! Fuzzing the app itself: random keys (letters, the keys of the key table, with and without
//! modifiers), resizes (down to nothing), pastes and clock ticks, on every screen, from several
//! start states (the start screen, the lesson index, a lesson open, a board open, each sandbox,
//! help, practice; English and French; every theme), each event applied as the event loop
//! applies it and the screen drawn at the size of the moment. No input may panic, take more than
//! 30 s or hold more than 1 GiB.
//!
//! What is typed never holds `/`, `\` or `~`: a path typed into a save prompt stays in the
//! scratch folder the test runs in.
//!
//! Short pass: `cargo test --test fuzz_app`. Long pass: see `tests/fuzz/mod.rs`.

mod fuzz;

use std::hint::black_box;

use fuzz::{fuzz, scratch};
use layerlab::content::course::{self, Course};
use layerlab::i18n::Lang;
use layerlab::ui::{self, Action, App, ThemeKind, view};
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// Counts what each input holds, for the memory guard.
#[global_allocator]
static ALLOC: fuzz::Counting = fuzz::Counting;

/// One thing the terminal hands the app.
#[derive(Clone, Debug)]
enum Ev {
    Key(KeyCode, KeyModifiers),
    Resize(u16, u16),
    Paste(String),
    Tick,
}

/// Characters typed or pasted: letters and digits (the keys' letters among them), accents,
/// punctuation, controls, a bidirectional override; no path separator.
const CHARS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ?!:;,.-+*=#@%&'\"()[]{}<>|^$_éèàçÉœ€«»\u{a0}\u{0}\u{1b}\u{7f}\u{202e}\t\n";

fn char_of(k: usize) -> char {
    let cs: Vec<char> = CHARS.chars().collect();
    cs[k % cs.len()]
}

fn key() -> impl Strategy<Value = Ev> {
    let code = prop_oneof![
        6 => any::<usize>().prop_map(|k| KeyCode::Char(char_of(k))),
        1 => Just(KeyCode::Enter),
        1 => Just(KeyCode::Esc),
        1 => Just(KeyCode::Tab),
        1 => Just(KeyCode::BackTab),
        1 => Just(KeyCode::Backspace),
        1 => Just(KeyCode::Delete),
        2 => prop_oneof![
            Just(KeyCode::Up),
            Just(KeyCode::Down),
            Just(KeyCode::Left),
            Just(KeyCode::Right)
        ],
        1 => prop_oneof![
            Just(KeyCode::Home),
            Just(KeyCode::End),
            Just(KeyCode::PageUp),
            Just(KeyCode::PageDown)
        ],
        1 => (1u8..13).prop_map(KeyCode::F),
    ];
    let mods = prop_oneof![
        8 => Just(KeyModifiers::NONE),
        2 => Just(KeyModifiers::SHIFT),
        2 => Just(KeyModifiers::CONTROL),
        1 => Just(KeyModifiers::ALT),
        1 => Just(KeyModifiers::CONTROL | KeyModifiers::ALT),
    ];
    (code, mods).prop_map(|(c, m)| Ev::Key(c, m))
}

fn event() -> impl Strategy<Value = Ev> {
    prop_oneof![
        20 => key(),
        2 => (0u16..260, 0u16..90).prop_map(|(w, h)| Ev::Resize(w, h)),
        1 => (proptest::collection::vec(any::<usize>(), 0..200), any::<bool>()).prop_map(
            |(ks, long)| {
                let s: String = ks.iter().map(|k| char_of(*k)).collect();
                Ev::Paste(if long { s.repeat(40) } else { s })
            }
        ),
        1 => Just(Ev::Tick),
    ]
}

/// The start states: the keys that lead from the start screen to a screen.
const STARTS: &[&[&str]] = &[
    &[],
    &["esc"],
    &["esc", "enter"],
    &["esc", "enter", "right", "right", "o"],
    &["tab", "tab"],
    &["tab", "tab", "tab"],
    &["?"],
    &["esc", "enter", "a"],
    &["p"],
];

fn named(k: &str) -> KeyCode {
    match k {
        "esc" => KeyCode::Esc,
        "enter" => KeyCode::Enter,
        "tab" => KeyCode::Tab,
        "right" => KeyCode::Right,
        other => KeyCode::Char(other.chars().next().unwrap_or(' ')),
    }
}

/// The embedded course, read for each input (an app owns its course).
fn course() -> Course {
    course::load(None).expect("the embedded course").0
}

const THEMES: [ThemeKind; 4] = [
    ThemeKind::Dark,
    ThemeKind::Light,
    ThemeKind::HighContrast,
    ThemeKind::Mono,
];

fn draw(app: &App, w: u16, h: u16) {
    let mut t = Terminal::new(TestBackend::new(w.max(1), h.max(1))).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    black_box(t.backend().buffer().content().len());
}

#[test]
fn app() {
    // A path typed into a save prompt is written here, never in the repository.
    let dir = scratch("app");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    std::env::set_current_dir(&dir).expect("into the scratch folder");
    let strategy = (
        0..STARTS.len(),
        any::<bool>(),
        0..THEMES.len(),
        proptest::collection::vec(event(), 0..80),
    );
    fuzz(
        "app",
        strategy,
        |v| format!("{v:?}").into_bytes(),
        |(start, fr, theme, events)| {
            let lang = if *fr { Lang::Fr } else { Lang::En };
            let mut app = App::new(course(), 0, lang, THEMES[*theme]);
            let (mut w, mut h) = (120u16, 40u16);
            app.resize(w, h);
            for k in STARTS[*start] {
                let key = KeyEvent::new(named(k), KeyModifiers::NONE);
                ui::handle(&mut app, Event::Key(key));
            }
            draw(&app, w, h);
            for ev in events {
                if app.shared.quit {
                    break;
                }
                match ev {
                    Ev::Key(code, mods) => {
                        ui::handle(&mut app, Event::Key(KeyEvent::new(*code, *mods)))
                    }
                    Ev::Resize(nw, nh) => {
                        (w, h) = (*nw, *nh);
                        ui::handle(&mut app, Event::Resize(w, h));
                    }
                    Ev::Paste(s) => ui::handle(&mut app, Event::Paste(s.clone())),
                    Ev::Tick => ui::update(&mut app, Action::Tick),
                }
                draw(&app, w, h);
            }
            true
        },
    );
}
