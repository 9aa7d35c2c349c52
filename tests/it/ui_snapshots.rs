//! Snapshots of the TUI with `TestBackend`: the start screen, a lesson page, the sandbox in the
//! middle of the Urborg / Blood Moon trace, the phase sandbox, the chain builder, present mode,
//! the help, the too-small screen, the mono and high-contrast themes, in English and French, at
//! 80×24 and 120×40.

use layerlab::i18n::Lang;
use layerlab::ui::action::{ChainAction, LayerAction, LessonsAction, PhaseAction, StartAction};
use layerlab::ui::progress::Progress;
use layerlab::ui::{Action, App, ThemeKind, update};
use ratatui::style::{Color, Modifier};

use crate::common;
use common::{assert_clean, draw, fixture_app, frames, text, urborg_board};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn check(name: &str, app: &App) {
    for (snapshot, buf) in frames(name, app, &SIZES) {
        insta::assert_snapshot!(snapshot, text(&buf));
    }
}

fn app(lang: Lang) -> App {
    fixture_app(lang)
}

/// The fixture lesson's page with the choice question answered wrongly and the computed one shown.
fn lesson_page(lang: Lang) -> App {
    let mut a = app(lang);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose)); // a) is wrong
    update(&mut a, Action::Lessons(LessonsAction::ShowAnswer)); // the computed question's answer, shown
    a.lessons.scroll = 0;
    a
}

#[test]
fn lesson_page_snapshots() {
    for lang in Lang::ALL {
        check("lesson_page", &lesson_page(lang));
    }
}

#[test]
fn lesson_index_snapshots() {
    for lang in Lang::ALL {
        check("lesson_index", &app(lang));
    }
}

fn sandbox(lang: Lang) -> App {
    let mut a = app(lang);
    a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
    update(&mut a, Action::Layer(LayerAction::StepNext));
    a
}

#[test]
fn sandbox_snapshots() {
    for lang in Lang::ALL {
        check("sandbox_mid_trace", &sandbox(lang));
    }
}

#[test]
fn phase_sandbox_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
        update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
        update(&mut a, Action::Phase(PhaseAction::Next));
        check("phase_sandbox", &a);
    }
}

#[test]
fn help_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        update(&mut a, Action::ToggleHelp);
        check("help", &a);
    }
}

#[test]
fn too_small_snapshots() {
    for lang in Lang::ALL {
        let a = sandbox(lang);
        for (w, h) in [(59, 16), (80, 15), (20, 5), (1, 1), (0, 0)] {
            let buf = draw(&a, w, h);
            assert_clean(&buf);
            if (w, h) == (59, 16) {
                insta::assert_snapshot!(format!("too_small_{lang}_{w}x{h}"), text(&buf));
            }
        }
    }
}

#[test]
fn mono_theme_has_no_color_and_keeps_the_selection() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        a.theme = ThemeKind::Mono;
        check("mono_sandbox", &a);
        let mut b = app(lang);
        b.theme = ThemeKind::Mono;
        let buf = draw(&b, 120, 40);
        for cell in buf.content() {
            assert_eq!(cell.fg, Color::Reset);
            assert_eq!(cell.bg, Color::Reset);
        }
        // The selected lesson is drawn in reverse video.
        assert!(
            buf.content()
                .iter()
                .any(|c| c.modifier.contains(Modifier::REVERSED))
        );
    }
}

#[test]
fn every_screen_is_clean_in_every_theme() {
    for lang in Lang::ALL {
        for theme in ThemeKind::ALL {
            for mut a in [app(lang), lesson_page(lang), sandbox(lang)] {
                a.theme = theme;
                for (w, h) in [(60, 16), (99, 30), (100, 30), (200, 60)] {
                    assert_clean(&draw(&a, w, h));
                }
                update(&mut a, Action::ToggleHelp);
                assert_clean(&draw(&a, 80, 24));
            }
        }
    }
}

/// The start screen after lesson 1 was opened and one question answered.
fn start_screen(lang: Lang) -> App {
    let mut a = app(lang);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
    let mut p = a.progress();
    p.last_page = 0;
    a.show_start(&p);
    update(&mut a, Action::Start(StartAction::Next));
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

#[test]
fn present_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        a.present = true;
        a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
        update(&mut a, Action::Layer(LayerAction::StepNext));
        check("present_sandbox", &a);
        update(&mut a, Action::SwitchPane);
        update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
        check("present_lesson", &a);
    }
}

#[test]
fn chain_builder_snapshots() {
    for lang in Lang::ALL {
        let mut a = app(lang);
        update(&mut a, Action::Phase(PhaseAction::OpenChain));
        for action in [
            Action::Chain(ChainAction::AddP),
            Action::Chain(ChainAction::ToggleMandatory), // Po1
            Action::Chain(ChainAction::AddA),            // Am1
            Action::Chain(ChainAction::AddP),            // Pm1
            Action::Chain(ChainAction::AddA),
            Action::Chain(ChainAction::ToggleMandatory), // Ao1
            Action::Chain(ChainAction::ToggleActivate),  // declined
            Action::Chain(ChainAction::AddA),            // Am2
        ] {
            update(&mut a, action);
        }
        check("chain_builder", &a);
        update(&mut a, Action::Chain(ChainAction::Rules));
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
