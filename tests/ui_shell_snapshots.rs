//! Snapshots of the app shell with `TestBackend`: the start screen, present mode and the chain
//! builder, in English and French, at 80×24 and 120×40, plus the high-contrast theme.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::progress::Progress;
use layerlab::ui::{Action, App, Board, ThemeKind, update};

mod common;
use common::{assert_clean, draw, fixture_app as app, text};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn check(name: &str, app: &App) {
    for (w, h) in SIZES {
        let buf = draw(app, w, h);
        assert_clean(&buf);
        let lang = app.lang;
        insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), text(&buf));
    }
}

/// The start screen after lesson 1 was opened and one question answered.
fn start_screen(lang: Lang) -> App {
    let mut a = app(lang);
    update(&mut a, Action::OpenLesson);
    update(&mut a, Action::Answer);
    update(&mut a, Action::AnswerChoose);
    update(&mut a, Action::BackToIndex);
    let mut p = a.progress();
    p.last_page = 0;
    a.show_start(&p);
    update(&mut a, Action::StartNext);
    a
}

#[test]
fn start_screen_snapshots() {
    for lang in Lang::ALL {
        check("start", &start_screen(lang));
    }
}

#[test]
fn a_fresh_start_screen_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        a.show_start(&Progress::default());
        check("start_fresh", &a);
    }
}

fn urborg_board() -> Board {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers/urborg-then-blood-moon.ron");
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("scenario");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Board { loaded, sol }
}

#[test]
fn present_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        a.present = true;
        a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
        update(&mut a, Action::StepNext);
        check("present_sandbox", &a);
        update(&mut a, Action::SwitchPane);
        update(&mut a, Action::SwitchPane);
        update(&mut a, Action::OpenLesson);
        check("present_lesson", &a);
    }
}

#[test]
fn chain_builder_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        update(&mut a, Action::ChainOpen);
        for action in [
            Action::ChainAddP,
            Action::ChainToggleMandatory, // Po1
            Action::ChainAddA,            // Am1
            Action::ChainAddP,            // Pm1
            Action::ChainAddA,
            Action::ChainToggleMandatory, // Ao1
            Action::ChainToggleActivate,  // declined
            Action::ChainAddA,            // Am2
        ] {
            update(&mut a, action);
        }
        check("chain_builder", &a);
        update(&mut a, Action::ChainRules);
        check("chain_builder_apnap", &a);
    }
}

#[test]
fn high_contrast_is_clean_and_keeps_the_selection_visible() {
    for lang in Lang::ALL {
        let mut a = start_screen(lang);
        a.theme = ThemeKind::HighContrast;
        for (w, h) in [(60, 16), (80, 24), (120, 40)] {
            let buf = draw(&a, w, h);
            assert_clean(&buf);
            let selected = layerlab::ui::Theme::of(ThemeKind::HighContrast).selected;
            assert!(
                buf.content()
                    .iter()
                    .any(|c| c.bg == selected.bg.unwrap() && c.symbol() == "›"),
                "the cursor row is drawn in the selection style"
            );
        }
    }
}
