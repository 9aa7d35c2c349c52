//! Snapshots of the sandbox's edit overlays with `TestBackend`: the catalogue search, the
//! add-permanent form, the form by rules text and the dependency view, in English and French, at 80×24 and 120×40.

use layerlab::i18n::Lang;
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::EditAction as E;
use layerlab::ui::{Action, App, ThemeKind, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::common;
use common::{frames, text};

fn sandbox(lang: Lang) -> App {
    let mut a = common::fixture_app(lang);
    a.open_board("urborg-then-blood-moon.ron", common::urborg_board(), 0);
    update(&mut a, Action::Layer(LayerAction::StepNext));
    a
}

fn ed(a: &mut App, e: E) {
    update(a, Action::Layer(LayerAction::Edit(e)));
}

fn check(name: &str, app: &App) {
    for (snapshot, buf) in frames(name, app, &[(80, 24), (120, 40)]) {
        insta::assert_snapshot!(snapshot, text(&buf));
    }
}

#[test]
fn catalogue_search_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::AddPermanent);
        for c in "moon".chars() {
            ed(&mut a, E::Type(c));
        }
        check("edit_search", &a);
    }
}

#[test]
fn add_permanent_form_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::AddPermanent);
        for c in "servant".chars() {
            ed(&mut a, E::Type(c));
        }
        ed(&mut a, E::Confirm);
        ed(&mut a, E::Next);
        ed(&mut a, E::Next);
        ed(&mut a, E::Right); // the chosen color: blue
        check("edit_add_form", &a);
    }
}

#[test]
fn dependency_view_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::Dependencies);
        check("edit_dependencies", &a);
    }
}

#[test]
fn actions_list_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::Actions);
        check("edit_actions", &a);
    }
}

#[test]
fn custom_effect_form_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::CustomEffect);
        check("edit_effect_form", &a);
    }
}

/// Types `s` into the focused field (a newline is Enter).
fn typed(a: &mut App, s: &str) {
    for c in s.chars() {
        ed(a, if c == '\n' { E::Newline } else { E::Type(c) });
    }
}

#[test]
fn by_text_form_snapshots() {
    for lang in Lang::ALL {
        let mut a = sandbox(lang);
        ed(&mut a, E::AddByText);
        typed(&mut a, "Creature — Elf");
        ed(&mut a, E::Next);
        typed(&mut a, "2/2");
        ed(&mut a, E::Next);
        typed(
            &mut a,
            "Other Elf creatures get +1/+1.\nWhen this creature enters, draw a card.",
        );
        check("edit_by_text", &a);
        typed(
            &mut a,
            "\nCreatures you control get +1/+1 during your turn.",
        );
        check("edit_by_text_error", &a);
    }
}

#[test]
fn every_overlay_draws_at_every_size_and_theme() {
    for lang in Lang::ALL {
        let mut overlays = Vec::new();
        for e in [
            E::AddPermanent,
            E::AddByText,
            E::CastSpell,
            E::Counters,
            E::CustomEffect,
            E::Actions,
            E::Dependencies,
            E::Save,
            E::Open,
            E::Export,
        ] {
            let mut a = sandbox(lang);
            ed(&mut a, e);
            assert!(a.layer.edit.overlay.is_some(), "{e:?}");
            overlays.push(a);
        }
        // A form showing an error, and a message after an edit.
        let mut a = sandbox(lang);
        ed(&mut a, E::Counters);
        for _ in 0..3 {
            ed(&mut a, E::Next);
        }
        ed(&mut a, E::Backspace);
        ed(&mut a, E::Confirm);
        overlays.push(a);
        let mut a = sandbox(lang);
        ed(&mut a, E::EndTurn);
        overlays.push(a);
        // An empty board.
        let mut a = sandbox(lang);
        a.layer.sandbox = None;
        ed(&mut a, E::AddPermanent);
        overlays.push(a);
        for mut a in overlays {
            for theme in ThemeKind::ALL {
                a.theme = theme;
                for (w, h) in [
                    (60, 16),
                    (61, 17),
                    (99, 30),
                    (100, 30),
                    (200, 60),
                    (20, 5),
                    (0, 0),
                ] {
                    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
                    t.draw(|f| view::render(&a, f)).expect("draw");
                }
            }
        }
    }
}
