//! The layer sandbox's board saved, opened and exported through `update()`: a round trip, the
//! Markdown report, a bad file reported in the prompt with nothing changed, and every shipped
//! board saved as text that loads back the same.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{self};
use layerlab::i18n::Lang;
use layerlab::ui::App;
use layerlab::ui::screens::layer::edit::forms::Key;
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay};

use crate::common;
use common::edit::*;
use common::{TempDir, message};

fn app() -> App {
    common::fixture_app(Lang::En)
}

#[test]
fn save_then_open_round_trips() {
    let mut a = sandbox();
    pick(&mut a, E::AddPermanent, "servant du peintre");
    choose(&mut a, Key::Choice, "Red");
    ed(&mut a, E::Confirm);
    select(&mut a, "painters-servant");
    ed(&mut a, E::Counters);
    ed(&mut a, E::Confirm);
    let saved = actions(&a);
    assert!(a.layer.edit.dirty);
    assert_eq!(
        layerlab::ui::screens::layer::edit::view::title_mark(&a.layer, &a),
        " (not saved)".to_string()
    );
    let dir = TempDir::new("ui-edit-files");
    let path = dir.join("round-trip.ron");
    ed(&mut a, E::Save);
    prompt_path(&mut a, &path);
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{:?}", a.layer.edit.overlay);
    assert!(message(&a).contains("Saved"), "{}", message(&a));
    assert!(!a.layer.edit.dirty, "saved");
    // What was written is a scenario `solve` reads.
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("saved file loads");
    assert_eq!(loaded.file.actions, saved);

    // Opening it in another app gives the same board.
    let mut b = app();
    ed(&mut b, E::Open);
    prompt_path(&mut b, &path);
    ed(&mut b, E::Confirm);
    assert!(b.layer.edit.overlay.is_none(), "{:?}", b.layer.edit.overlay);
    assert_eq!(actions(&b), saved);
    assert_eq!(b.layer.sandbox.as_ref().unwrap().name, "round-trip.ron");
    assert_eq!(
        b.layer.sandbox.as_ref().unwrap().board.sol.state,
        a.layer.sandbox.as_ref().unwrap().board.sol.state
    );

    // Saving over it asks first; Esc keeps the file as it was.
    select(&mut b, "plains");
    ed(&mut b, E::Leave);
    ed(&mut b, E::Save);
    ed(&mut b, E::Confirm);
    match &b.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => assert!(p.confirm, "asks before overwriting"),
        other => panic!("{other:?}"),
    }
    ed(&mut b, E::Cancel);
    let kept = scenario::load_file(&path, &Catalogue::embedded()).unwrap();
    assert_eq!(kept.file.actions, saved);
    // Enter twice overwrites.
    ed(&mut b, E::Save);
    ed(&mut b, E::Confirm);
    ed(&mut b, E::Confirm);
    assert!(b.layer.edit.overlay.is_none());
    let now = scenario::load_file(&path, &Catalogue::embedded()).unwrap();
    assert_eq!(now.file.actions, actions(&b));
    // Opening a file over edits not saved asks first (the prompt starts on the saved file).
    ed(&mut b, E::EndTurn);
    let edited = actions(&b);
    ed(&mut b, E::Open);
    ed(&mut b, E::Confirm);
    match &b.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => {
            assert!(p.confirm, "asks before dropping edits");
            assert_eq!(p.input.text(), path.display().to_string());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(actions(&b), edited);
    ed(&mut b, E::Confirm);
    assert!(b.layer.edit.overlay.is_none());
    assert_eq!(actions(&b), now.file.actions);
}

#[test]
fn export_writes_the_solve_markdown_report() {
    let mut a = sandbox();
    let dir = TempDir::new("ui-edit-files");
    let path = dir.join("trace.md");
    ed(&mut a, E::Export);
    prompt_path(&mut a, &path);
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{:?}", a.layer.edit.overlay);
    let text = std::fs::read_to_string(&path).expect("written");
    let s = a.layer.sandbox.as_ref().unwrap();
    let expected = layerlab::words::report::text(&layerlab::words::report::Report {
        loaded: &s.board.loaded,
        sol: &s.board.sol,
        mismatches: &[],
        lang: Lang::En,
        numbering: layerlab::rules::layer::Numbering::Current,
        md: true,
    });
    assert_eq!(text, expected);
    assert!(text.contains("## "), "{text}");
    assert!(text.contains("Blood Moon"));
}

#[test]
fn e_writes_the_step_through_as_a_slide_deck() {
    let mut a = sandbox();
    let dir = TempDir::new("ui-edit-files");
    let path = dir.join("deck.html");
    ed(&mut a, E::Slides);
    prompt_path(&mut a, &path);
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{:?}", a.layer.edit.overlay);
    let html = std::fs::read_to_string(&path).expect("written");
    assert!(
        html.starts_with("<!DOCTYPE html>"),
        "{}",
        &html[..80.min(html.len())]
    );
    let steps = a.layer.sandbox.as_ref().unwrap().steps().len();
    assert!(steps > 0);
    // A slide per step at least, and the board's cards named.
    assert!(html.matches("<section").count() > steps, "{steps} steps");
    assert!(html.contains("Blood Moon"));
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "self-contained"
    );
}

#[test]
fn a_bad_file_is_reported_in_the_prompt_and_changes_nothing() {
    let mut a = sandbox();
    let before = actions(&a);
    let dir = TempDir::new("ui-edit-files");
    let path = dir.join("bad.ron");
    std::fs::write(
        &path,
        "Scenario(\n    format_version: 1,\n    actions: [\n        Enter(id: \"x\", card: \"Blood Mon\", controller: 0),\n    ],\n)\n",
    )
    .unwrap();
    ed(&mut a, E::Open);
    prompt_path(&mut a, &path);
    ed(&mut a, E::Confirm);
    match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => {
            let e = p.error.as_deref().expect("an error");
            assert!(
                e.starts_with(&format!("{}:4:", path.display())),
                "path:line:col: {e}"
            );
            assert!(e.contains("Blood Moon"), "suggests the card: {e}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(actions(&a), before);
    // A syntax error, and a missing file.
    std::fs::write(&path, "Scenario(format_version: 1, actions: [Enter(]").unwrap();
    ed(&mut a, E::Confirm);
    match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => assert!(p.error.as_deref().unwrap().contains(":1:")),
        other => panic!("{other:?}"),
    }
    let missing = dir.join("missing.ron");
    prompt_path(&mut a, &missing);
    ed(&mut a, E::Confirm);
    match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => {
            assert!(p.error.as_deref().unwrap().contains("no such file"))
        }
        other => panic!("{other:?}"),
    }
    ed(&mut a, E::Cancel);
    assert_eq!(actions(&a), before);
}

#[test]
fn a_file_that_cannot_be_opened_or_written_is_told_in_the_readers_language() {
    let mut a = common::fixture_app(Lang::Fr);
    a.open_board("urborg-then-blood-moon.ron", common::urborg_board(), 0);
    let error = |a: &App| match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => p.error.clone().expect("an error"),
        other => panic!("{other:?}"),
    };
    let dir = TempDir::new("ui-edit-files");
    let missing = dir.join("absent.ron");
    ed(&mut a, E::Open);
    prompt_path(&mut a, &missing);
    ed(&mut a, E::Confirm);
    let e = error(&a);
    assert!(e.contains("fichier introuvable"), "{e}");
    assert!(!e.contains("no such file"), "{e}");
    ed(&mut a, E::Cancel);
    // Saved into a folder that does not exist: the system's reason in French too.
    let nowhere = dir.join("no-such-folder").join("board.ron");
    ed(&mut a, E::Save);
    prompt_path(&mut a, &nowhere);
    ed(&mut a, E::Confirm);
    let e = error(&a);
    assert!(e.contains("Impossible d'écrire"), "{e}");
    assert!(e.contains("un dossier du chemin n'existe pas"), "{e}");
    assert!(!e.contains("os error"), "{e}");
}

#[test]
fn every_shipped_board_saves_as_text_that_loads_back_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cat = Catalogue::embedded();
    let mut n = 0;
    for dir in [root.join("lessons/scenarios"), root.join("examples/layers")] {
        for entry in std::fs::read_dir(&dir).expect("dir") {
            let path = entry.expect("entry").path();
            let Ok(loaded) = scenario::load_file(&path, &cat) else {
                continue; // phase scenarios live here too
            };
            let text =
                layerlab::ui::screens::layer::edit::to_ron(&loaded.file).expect("serializes");
            let again = scenario::load_str(&path, &text, &cat)
                .unwrap_or_else(|e| panic!("{}: {e}\n{text}", path.display()));
            assert_eq!(again.file, loaded.file, "{}", path.display());
            n += 1;
        }
    }
    assert!(n > 50, "only {n} boards");
}
