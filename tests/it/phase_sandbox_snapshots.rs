//! Snapshots of the phase sandbox with `TestBackend`, in English and French, at 80×24, 110×34
//! and 160×45: empty (what to do, and the keys), a phase built for A and P stepped into its
//! second round, its effects list, and its legend.

use layerlab::i18n::Lang;
use layerlab::phase::scenario::Decision;
use layerlab::ui::action::PhaseAction;
use layerlab::ui::action::PhaseEdit;
use layerlab::ui::{Action, App, Pane, update};

use crate::common;
use common::{fixture_app, frames, text};

const SIZES: [(u16, u16); 3] = [(80, 24), (110, 34), (160, 45)];

fn check(name: &str, app: &App) {
    for (snapshot, buf) in frames(name, app, &SIZES) {
        insta::assert_snapshot!(snapshot, text(&buf));
    }
}

fn ed(a: &mut App, e: PhaseEdit) {
    update(a, Action::Phase(PhaseAction::Edit(e)));
}

fn empty(lang: Lang) -> App {
    let mut a = fixture_app(lang);
    a.set_focus(Pane::Phase);
    a
}

/// A phase of three effects: Am1 (whose resolution creates Po2 for P), Ao1, Po1; A passes at
/// [1], P passes at [2], Am1 is forced at [3]; round 2 waits for A.
fn built(lang: Lang) -> App {
    let mut a = empty(lang);
    ed(&mut a, PhaseEdit::AddA);
    ed(&mut a, PhaseEdit::Confirm);
    ed(&mut a, PhaseEdit::AddA);
    ed(&mut a, PhaseEdit::Next);
    ed(&mut a, PhaseEdit::Next);
    ed(&mut a, PhaseEdit::Right);
    ed(&mut a, PhaseEdit::Confirm);
    ed(&mut a, PhaseEdit::AddP);
    ed(&mut a, PhaseEdit::Next);
    ed(&mut a, PhaseEdit::Next);
    ed(&mut a, PhaseEdit::Right);
    ed(&mut a, PhaseEdit::Confirm);
    ed(&mut a, PhaseEdit::Effects);
    ed(&mut a, PhaseEdit::Creates);
    ed(&mut a, PhaseEdit::Confirm);
    ed(&mut a, PhaseEdit::Cancel);
    for _ in 0..2 {
        let lab = a.phase.as_mut().unwrap();
        let pass = lab
            .procedure()
            .unwrap()
            .legal_choices()
            .iter()
            .position(|d| *d == Decision::Pass)
            .unwrap();
        lab.play.cursor = pass;
        update(&mut a, Action::Phase(PhaseAction::Choose));
    }
    a
}

#[test]
fn empty_phase_sandbox_snapshots() {
    for lang in Lang::ALL {
        check("phase_empty", &empty(lang));
    }
}

#[test]
fn built_phase_sandbox_snapshots() {
    for lang in Lang::ALL {
        let a = built(lang);
        let p = a.phase.as_ref().unwrap().procedure().unwrap();
        assert_eq!(p.round(), 2, "{}", p.trace_line());
        check("phase_built", &a);
    }
}

#[test]
fn phase_effects_list_snapshots() {
    for lang in Lang::ALL {
        let mut a = built(lang);
        ed(&mut a, PhaseEdit::Effects);
        check("phase_effects", &a);
    }
}

#[test]
fn phase_legend_snapshots() {
    for lang in Lang::ALL {
        let mut a = built(lang);
        ed(&mut a, PhaseEdit::Legend);
        check("phase_legend", &a);
    }
}
