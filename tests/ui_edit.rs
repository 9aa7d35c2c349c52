//! Editing the layer sandbox through `update()`: every edit kind, undo/redo, save and open,
//! export, bad files, the catalogue search in both languages, and the dependency view.

mod common;

use std::path::{Path, PathBuf};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario::{self, ActionSpec};
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::screens::layer::edit::forms::{Key, Value};
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay, search};
use layerlab::ui::{Action, App, Board, ThemeKind, update};

use common::message;

fn app() -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

fn urborg_board() -> Board {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers/urborg-then-blood-moon.ron");
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("scenario");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Board { loaded, sol }
}

fn sandbox() -> App {
    let mut a = app();
    a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
    a
}

fn ed(a: &mut App, e: E) {
    update(a, Action::Edit(e));
}

fn typed(a: &mut App, s: &str) {
    for c in s.chars() {
        ed(a, E::Type(c));
    }
}

fn actions(a: &App) -> Vec<ActionSpec> {
    a.layer
        .sandbox
        .as_ref()
        .expect("sandbox")
        .board
        .loaded
        .file
        .actions
        .clone()
}

fn form(a: &App) -> &layerlab::ui::screens::layer::edit::forms::Form {
    match &a.layer.edit.overlay {
        Some(Overlay::Form(f)) => f,
        other => panic!("no form open: {other:?}"),
    }
}

/// Moves the focus to the field `key`.
fn focus(a: &mut App, key: Key) {
    for _ in 0..30 {
        let f = form(a);
        if f.fields[f.focus].key == key {
            return;
        }
        ed(a, E::Next);
    }
    panic!("no field {key:?}");
}

/// Sets the choice field `key` to `value` with → presses.
fn choose(a: &mut App, key: Key, value: &str) {
    focus(a, key);
    for _ in 0..40 {
        let f = form(a);
        if f.fields[f.focus].get() == value {
            return;
        }
        ed(a, E::Right);
    }
    panic!("{key:?} has no option {value:?}");
}

/// Replaces the text of the field `key`.
fn retype(a: &mut App, key: Key, text: &str) {
    focus(a, key);
    if let Value::Text(i) = &form(a).fields[form(a).focus].value {
        for _ in 0..i.text().chars().count() + 1 {
            ed(a, E::Backspace);
        }
    }
    typed(a, text);
}

/// Opens the picker, searches `query` and picks the first card found.
fn pick(a: &mut App, kind: E, query: &str) {
    ed(a, kind);
    typed(a, query);
    match &a.layer.edit.overlay {
        Some(Overlay::Picker(p)) => assert!(!p.results.is_empty(), "{query:?} finds nothing"),
        other => panic!("no picker: {other:?}"),
    }
    ed(a, E::Confirm);
    form(a);
}

fn select(a: &mut App, id: &str) {
    let s = a.layer.sandbox.as_mut().expect("sandbox");
    let ids: Vec<String> = layerlab::ui::screens::layer::edit::permanents(s)
        .into_iter()
        .map(|p| p.id)
        .collect();
    s.selected = ids
        .iter()
        .position(|i| i == id)
        .expect("on the battlefield");
}

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("layerlab-ui-edit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let p = dir.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

/// Replaces the prompt's path with `path`.
fn prompt_path(a: &mut App, path: &Path) {
    match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => {
            for _ in 0..p.input.text().chars().count() + 1 {
                ed(a, E::Backspace);
            }
        }
        other => panic!("no prompt: {other:?}"),
    }
    typed(a, &path.display().to_string());
}

#[test]
fn add_a_permanent_found_by_its_french_name() {
    let mut a = sandbox();
    let effects = a
        .layer
        .sandbox
        .as_ref()
        .unwrap()
        .board
        .sol
        .trace
        .effects
        .len();
    pick(&mut a, E::AddPermanent, "LUNE DE SANG");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{:?}", a.layer.edit.message);
    let last = actions(&a).pop().unwrap();
    assert_eq!(
        last,
        ActionSpec::Enter {
            id: "blood-moon".into(),
            card: "Blood Moon".into(),
            controller: 0,
            face_down: false,
            copy_of: None,
            choices: vec![],
            attached_to: None,
            counters: vec![],
            token: false,
        }
    );
    // Solved again by the engine: a second Blood Moon effect.
    assert!(
        a.layer
            .sandbox
            .as_ref()
            .unwrap()
            .board
            .sol
            .trace
            .effects
            .len()
            > effects
    );
    assert!(message(&a).contains("blood-moon"));
}

#[test]
fn the_enter_form_asks_what_the_card_asks() {
    let mut a = sandbox();
    // A chosen color, under the other player.
    pick(&mut a, E::AddPermanent, "servant du peintre");
    choose(&mut a, Key::Choice, "Blue");
    choose(&mut a, Key::Controller, "p1");
    ed(&mut a, E::Confirm);
    match actions(&a).pop().unwrap() {
        ActionSpec::Enter {
            card,
            choices,
            controller,
            ..
        } => {
            assert_eq!(card, "Painter's Servant");
            assert_eq!(choices, vec!["Blue".to_string()]);
            assert_eq!(controller, 1);
        }
        other => panic!("{other:?}"),
    }
    // A copy: Clone copies the Servant.
    pick(&mut a, E::AddPermanent, "clone");
    choose(&mut a, Key::CopyOf, "painters-servant");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    assert!(matches!(
        actions(&a).pop().unwrap(),
        ActionSpec::Enter { copy_of: Some(c), .. } if c == "painters-servant"
    ));
    // An Aura, attached to the Servant.
    pick(&mut a, E::AddPermanent, "controle mental");
    choose(&mut a, Key::AttachTo, "painters-servant");
    ed(&mut a, E::Confirm);
    assert!(matches!(
        actions(&a).pop().unwrap(),
        ActionSpec::Enter { attached_to: Some(t), .. } if t == "painters-servant"
    ));
    // Face down.
    pick(&mut a, E::AddPermanent, "Aquamorph");
    choose(&mut a, Key::FaceDown, "yes");
    ed(&mut a, E::Confirm);
    assert!(matches!(
        actions(&a).pop().unwrap(),
        ActionSpec::Enter {
            face_down: true,
            ..
        }
    ));
}

#[test]
fn a_refused_form_stays_open_with_the_engine_s_reason() {
    let mut a = sandbox();
    let before = actions(&a);
    pick(&mut a, E::AddPermanent, "Blood Moon");
    retype(&mut a, Key::Id, "moon"); // already used
    ed(&mut a, E::Confirm);
    let f = form(&a);
    let err = f.error.as_ref().expect("an error").text(Lang::En);
    assert!(err.contains("already used"), "{err}");
    assert_eq!(actions(&a), before, "nothing changed");
    ed(&mut a, E::Cancel);
    assert!(a.layer.edit.overlay.is_none());
    assert_eq!(actions(&a), before);
}

#[test]
fn cast_a_spell_with_its_target_and_words() {
    let mut a = sandbox();
    pick(&mut a, E::CastSpell, "ploiement");
    choose(&mut a, Key::Target, "moon");
    // The two words: Mountain becomes Island.
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    match actions(&a).pop().unwrap() {
        ActionSpec::Cast {
            card,
            targets,
            choices,
            ..
        } => {
            assert_eq!(card, "Mind Bend");
            assert_eq!(targets, vec!["moon".to_string()]);
            assert_eq!(choices, vec!["Mountain".to_string(), "Island".to_string()]);
        }
        other => panic!("{other:?}"),
    }
    // Said in the reader's language.
    let said = a.layer.edit.message.as_ref().unwrap();
    assert_eq!(said.text(Lang::Fr), "Ploiement mental s'est résolu.");
    assert_eq!(said.text(Lang::En), "Mind Bend resolved.");
    // The engine now makes nonbasic lands Islands.
    let s = a.layer.sandbox.as_ref().unwrap();
    let g = &s.board.loaded.game;
    let urborg = g.lookup("urborg").unwrap();
    assert_eq!(
        s.board.sol.state.chars[urborg].subtypes[..],
        ["Island".into()]
    );
    // A spell search offers no permanents.
    ed(&mut a, E::CastSpell);
    typed(&mut a, "blood moon");
    match &a.layer.edit.overlay {
        Some(Overlay::Picker(p)) => assert!(p.results.is_empty()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn counters_are_added_and_removed_on_the_selected_permanent() {
    let mut a = sandbox();
    pick(&mut a, E::AddPermanent, "servant du peintre");
    ed(&mut a, E::Confirm);
    select(&mut a, "painters-servant");
    ed(&mut a, E::Counters);
    retype(&mut a, Key::Count, "2");
    ed(&mut a, E::Confirm);
    assert_eq!(
        actions(&a).pop().unwrap(),
        ActionSpec::Counters {
            target: "painters-servant".into(),
            kind: "+1/+1".into(),
            count: 2
        }
    );
    let pt = |a: &App| {
        let s = a.layer.sandbox.as_ref().unwrap();
        let i = s.board.loaded.game.lookup("painters-servant").unwrap();
        let c = &s.board.sol.state.chars[i];
        (c.power, c.toughness)
    };
    assert_eq!(pt(&a), (Some(3), Some(5)));
    ed(&mut a, E::Counters);
    choose(&mut a, Key::CounterOp, "remove");
    ed(&mut a, E::Confirm);
    assert_eq!(pt(&a), (Some(2), Some(4)));
    ed(&mut a, E::Counters);
    choose(&mut a, Key::CounterKind, "-1/-1");
    ed(&mut a, E::Confirm);
    assert_eq!(pt(&a), (Some(1), Some(3)));
    // Not a number: refused in the form.
    let before = actions(&a);
    ed(&mut a, E::Counters);
    retype(&mut a, Key::Count, "deux");
    ed(&mut a, E::Confirm);
    assert!(form(&a).error.is_some());
    assert_eq!(actions(&a), before);
}

#[test]
fn a_custom_effect_becomes_an_effect_action() {
    let mut a = sandbox();
    pick(&mut a, E::AddPermanent, "servant du peintre");
    ed(&mut a, E::Confirm);
    select(&mut a, "painters-servant");
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::EffectKind, "Resolved");
    choose(&mut a, Key::Part, "SetPT");
    retype(&mut a, Key::Param, "N(7), N(7)");
    choose(&mut a, Key::Duration, "eot");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    match actions(&a).pop().unwrap() {
        ActionSpec::Effect {
            id,
            kind,
            affects,
            parts,
            duration,
            ..
        } => {
            assert_eq!(id, "effect");
            assert_eq!(kind, layerlab::content::scenario::EffectKindSpec::Resolved);
            assert_eq!(
                affects,
                layerlab::rules::card::Affected::Objects(vec!["painters-servant".into()])
            );
            assert_eq!(
                parts,
                vec![layerlab::rules::card::Part::SetPT(
                    layerlab::rules::card::Expr::N(7),
                    layerlab::rules::card::Expr::N(7)
                )]
            );
            assert_eq!(duration, layerlab::rules::card::Duration::UntilEndOfTurn);
        }
        other => panic!("{other:?}"),
    }
    // Every creature with a filter, in layer 4.
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::Part, "AddTypes");
    retype(&mut a, Key::Param, "Artifact");
    choose(&mut a, Key::Affects, "all");
    retype(&mut a, Key::AffectsDetail, "types: [Land]");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    let s = a.layer.sandbox.as_ref().unwrap();
    let urborg = s.board.loaded.game.lookup("urborg").unwrap();
    assert!(
        s.board.sol.state.chars[urborg]
            .types
            .contains(&layerlab::rules::types::CardType::Artifact)
    );
    // One effect in several layers (Opalescence-like): a type and a P/T from its mana value.
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::Part, "AddTypes");
    retype(&mut a, Key::Param, "Creature");
    retype(&mut a, Key::MoreParts, "SetPT(ManaValue, ManaValue)");
    choose(&mut a, Key::Affects, "objects");
    retype(&mut a, Key::AffectsDetail, "moon");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    match actions(&a).pop().unwrap() {
        ActionSpec::Effect { parts, .. } => assert_eq!(parts.len(), 2),
        other => panic!("{other:?}"),
    }
    let s = a.layer.sandbox.as_ref().unwrap();
    let moon = s.board.loaded.game.lookup("moon").unwrap();
    let c = &s.board.sol.state.chars[moon];
    assert_eq!(
        (c.power, c.toughness),
        (Some(3), Some(3)),
        "Blood Moon costs {{2}}{{R}}"
    );
    // A parameter that does not read is refused in the form.
    let before = actions(&a);
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::Part, "ModifyPT");
    retype(&mut a, Key::Param, "three");
    ed(&mut a, E::Confirm);
    let err = form(&a).error.as_ref().unwrap().text(Lang::En);
    assert!(err.contains("ModifyPT(three)"), "{err}");
    assert_eq!(actions(&a), before);
}

#[test]
fn leave_end_turn_reorder_and_delete() {
    let mut a = sandbox();
    // The moon leaves: Urborg is a Swamp-granting land again.
    select(&mut a, "moon");
    ed(&mut a, E::Leave);
    assert_eq!(
        actions(&a).pop().unwrap(),
        ActionSpec::Leave {
            target: "moon".into()
        }
    );
    assert!(
        !a.layer
            .sandbox
            .as_ref()
            .unwrap()
            .permanents()
            .iter()
            .any(|&i| a.layer.sandbox.as_ref().unwrap().board.loaded.game.objects[i].id == "moon")
    );
    ed(&mut a, E::EndTurn);
    assert_eq!(actions(&a).pop().unwrap(), ActionSpec::EndTurn);
    ed(&mut a, E::Undo);
    ed(&mut a, E::Undo);
    assert_eq!(actions(&a).len(), 4);

    // Reorder: the moon's Enter moves before Urborg's, so the moon gets the earlier timestamp.
    select(&mut a, "moon");
    ed(&mut a, E::Actions);
    assert_eq!(a.layer.edit.overlay, Some(Overlay::Actions { cursor: 1 }));
    let ts = |a: &App, id: &str| {
        let g = &a.layer.sandbox.as_ref().unwrap().board.loaded.game;
        g.objects[g.lookup(id).unwrap()].timestamp
    };
    assert!(ts(&a, "moon") > ts(&a, "urborg"));
    ed(&mut a, E::Earlier);
    assert_eq!(a.layer.edit.overlay, Some(Overlay::Actions { cursor: 0 }));
    assert!(ts(&a, "moon") < ts(&a, "urborg"));
    ed(&mut a, E::Later);
    assert!(ts(&a, "moon") > ts(&a, "urborg"));
    // Delete the last action (the vista).
    ed(&mut a, E::Next);
    ed(&mut a, E::Next);
    ed(&mut a, E::Next);
    ed(&mut a, E::Delete);
    assert_eq!(actions(&a).len(), 3);
    assert_eq!(a.layer.edit.overlay, Some(Overlay::Actions { cursor: 2 }));
    ed(&mut a, E::Cancel);
    assert!(a.layer.edit.overlay.is_none());

    // Deleting an action a later one needs is refused, nothing changes.
    select(&mut a, "moon");
    ed(&mut a, E::Counters);
    ed(&mut a, E::Confirm);
    let before = actions(&a);
    ed(&mut a, E::Actions);
    ed(&mut a, E::Delete);
    assert_eq!(actions(&a), before);
    assert!(message(&a).contains("unknown id"), "{}", message(&a));
}

#[test]
fn undo_and_redo_walk_the_history_of_action_lists() {
    let mut a = sandbox();
    let v0 = actions(&a);
    ed(&mut a, E::Undo);
    assert!(message(&a).contains("Nothing to undo"));
    ed(&mut a, E::EndTurn);
    let v1 = actions(&a);
    select(&mut a, "plains");
    ed(&mut a, E::Leave);
    let v2 = actions(&a);
    assert_eq!(v2.len(), v0.len() + 2);
    ed(&mut a, E::Undo);
    assert_eq!(actions(&a), v1);
    ed(&mut a, E::Undo);
    assert_eq!(actions(&a), v0);
    ed(&mut a, E::Redo);
    assert_eq!(actions(&a), v1);
    ed(&mut a, E::Redo);
    assert_eq!(actions(&a), v2);
    ed(&mut a, E::Redo);
    assert!(message(&a).contains("Nothing to redo"));
    // A new edit after an undo drops what could be redone.
    ed(&mut a, E::Undo);
    ed(&mut a, E::EndTurn);
    ed(&mut a, E::Redo);
    assert_eq!(actions(&a).len(), v1.len() + 1);
    assert!(message(&a).contains("Nothing to redo"));
}

#[test]
fn an_edit_keeps_the_step_shown() {
    let mut a = sandbox();
    update(&mut a, Action::StepNext);
    let label = |a: &App| {
        let s = a.layer.sandbox.as_ref().unwrap();
        let st = s.current().unwrap();
        (
            st.layer,
            s.board.sol.trace.effects[st.effect.unwrap()].label.clone(),
        )
    };
    let shown = label(&a);
    assert_eq!(shown.1, "moon");
    // A new effect in layer 2 applies before it: the step shown is still the moon's
    // application in layer 4, now step 2.
    select(&mut a, "plains");
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::Part, "GainControl");
    choose(&mut a, Key::Controller, "p1");
    ed(&mut a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    assert_eq!(label(&a), shown);
    assert_eq!(a.layer.sandbox.as_ref().unwrap().pos, 2);
    let first = &a.layer.sandbox.as_ref().unwrap().steps()[0];
    assert_eq!(first.layer, layerlab::rules::layer::Layer::L2);
    // With the moon gone, the step number is kept (clamped).
    select(&mut a, "moon");
    ed(&mut a, E::Leave);
    let s = a.layer.sandbox.as_ref().unwrap();
    assert_eq!(s.pos, 2.min(s.steps().len()));
    // At the end of the trace, an edit stays at the end (the final board).
    update(&mut a, Action::StepEnd);
    pick(&mut a, E::AddPermanent, "servant du peintre");
    ed(&mut a, E::Confirm);
    let s = a.layer.sandbox.as_ref().unwrap();
    assert_eq!(s.pos, s.steps().len());
    assert!(s.pos > 2);
    // The selection follows the object.
    select(&mut a, "plains");
    ed(&mut a, E::EndTurn);
    let s = a.layer.sandbox.as_ref().unwrap();
    assert_eq!(
        layerlab::ui::screens::layer::edit::selected_id(s).as_deref(),
        Some("plains")
    );
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
    let path = tmp("round-trip.ron");
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
    let _ = std::fs::remove_file(&path);
}

#[test]
fn export_writes_the_solve_markdown_report() {
    let mut a = sandbox();
    let path = tmp("trace.md");
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
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_bad_file_is_reported_in_the_prompt_and_changes_nothing() {
    let mut a = sandbox();
    let before = actions(&a);
    let path = tmp("bad.ron");
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
    let missing = tmp("missing.ron");
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
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_catalogue_search_ignores_case_and_accents_in_both_languages() {
    let cat = Catalogue::embedded();
    let names = |q: &str, lang: Lang| -> Vec<String> {
        search::search(&cat, search::Kind::Permanent, q, lang)
            .into_iter()
            .map(|i| search::card_name(&cat.cards[i], lang).to_string())
            .collect()
    };
    assert_eq!(
        names("blood MOON", Lang::En).first().map(String::as_str),
        Some("Blood Moon")
    );
    assert_eq!(
        names("lune de sang", Lang::Fr).first().map(String::as_str),
        Some("Lune de sang")
    );
    // English query, French results.
    assert_eq!(
        names("blood moon", Lang::Fr).first().map(String::as_str),
        Some("Lune de sang")
    );
    // Accents are optional both ways.
    assert!(names("controle mental", Lang::Fr).contains(&"Contrôle mental".to_string()));
    assert!(names("CONTRÔLE", Lang::En).contains(&"Mind Control".to_string()));
    assert!(names("zzzz", Lang::En).is_empty());
    // Spells are searched apart.
    let spells = search::search(&cat, search::Kind::Spell, "mental", Lang::Fr);
    assert!(spells.iter().any(|&i| cat.cards[i].name == "Mind Bend"));
    assert!(!spells.iter().any(|&i| cat.cards[i].name == "Mind Control"));
}

#[test]
fn text_fields_take_letters_but_ctrl_c_still_quits() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |c: KeyCode| KeyEvent::new(c, KeyModifiers::NONE);
    let mut a = sandbox();
    assert_eq!(
        a.action_for(&key(KeyCode::Char('n'))),
        Some(Action::Edit(E::AddPermanent))
    );
    ed(&mut a, E::AddPermanent);
    for c in ['q', 'l', '?', 'n', 'é', '@', 'Q'] {
        assert_eq!(
            a.action_for(&key(KeyCode::Char(c))),
            Some(Action::Edit(E::Type(c)))
        );
    }
    // AltGr (Ctrl+Alt on some terminals) still types.
    let altgr = KeyEvent::new(
        KeyCode::Char('@'),
        KeyModifiers::CONTROL | KeyModifiers::ALT,
    );
    assert_eq!(a.action_for(&altgr), Some(Action::Edit(E::Type('@'))));
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(a.action_for(&ctrl_c), Some(Action::Quit));
    assert_eq!(
        a.action_for(&key(KeyCode::Esc)),
        Some(Action::Edit(E::Cancel))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Enter)),
        Some(Action::Edit(E::Confirm))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Tab)),
        Some(Action::Edit(E::Next))
    );
    assert_eq!(a.wheel(false), Some(Action::Edit(E::Next)));
    update(&mut a, Action::Edit(E::Cancel));
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), Some(Action::Quit));
    // In a form, a choice field takes no letters.
    ed(&mut a, E::EndTurn);
    select(&mut a, "moon");
    ed(&mut a, E::Counters);
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), None);
    assert_eq!(
        a.action_for(&key(KeyCode::Right)),
        Some(Action::Edit(E::Right))
    );
}

#[test]
fn every_edit_has_a_key_in_the_one_table() {
    use layerlab::ui::keys::BINDINGS;
    for e in [
        E::AddPermanent,
        E::CastSpell,
        E::Counters,
        E::CustomEffect,
        E::Leave,
        E::Actions,
        E::EndTurn,
        E::Dependencies,
        E::Undo,
        E::Redo,
        E::Save,
        E::Open,
        E::Export,
        E::Backspace,
        E::Left,
        E::Right,
        E::Next,
        E::Prev,
        E::Confirm,
        E::Cancel,
        E::Earlier,
        E::Later,
        E::Delete,
    ] {
        assert!(
            BINDINGS.iter().any(|b| b.action == Action::Edit(e)),
            "{e:?} has no key"
        );
    }
}

#[test]
fn the_dependency_view_lists_each_edge_with_its_reason() {
    let mut a = sandbox();
    ed(&mut a, E::Dependencies);
    assert_eq!(a.layer.edit.overlay, Some(Overlay::Deps { scroll: 0 }));
    let s = a.layer.sandbox.as_ref().unwrap();
    let lines = layerlab::ui::screens::layer::edit::view::dependency_lines(&a, s);
    assert_eq!(
        lines,
        vec![
            "[4] Urborg, Tomb of Yawgmoth [urborg] depends on Blood Moon [moon] (applying it \
             changes whether this effect exists)"
                .to_string()
        ]
    );
    // Marked when the step shown is the moon's application.
    let rows = |a: &App| {
        layerlab::ui::screens::layer::edit::view::dependency_rows(
            a,
            a.layer.sandbox.as_ref().unwrap(),
        )
    };
    assert!(!rows(&a)[0].0);
    update(&mut a, Action::StepNext);
    assert!(rows(&a)[0].0);
    a.lang = Lang::Fr;
    let s = a.layer.sandbox.as_ref().unwrap();
    let fr = layerlab::ui::screens::layer::edit::view::dependency_lines(&a, s);
    assert!(fr[0].contains("dépend de"), "{fr:?}");
    ed(&mut a, E::Cancel);
    assert!(a.layer.edit.overlay.is_none());
    // Without Blood Moon there is no edge.
    select(&mut a, "moon");
    ed(&mut a, E::Leave);
    let s = a.layer.sandbox.as_ref().unwrap();
    assert!(layerlab::ui::screens::layer::edit::view::dependency_lines(&a, s).is_empty());
}

#[test]
fn edits_work_without_a_board_open() {
    let mut a = app();
    ed(&mut a, E::EndTurn);
    assert!(message(&a).contains("No board"));
    pick(&mut a, E::AddPermanent, "blood moon");
    ed(&mut a, E::Confirm);
    assert_eq!(actions(&a).len(), 1);
    ed(&mut a, E::Undo);
    assert!(actions(&a).is_empty());
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

#[test]
fn every_edit_message_is_used_and_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ids = |lang: &str| -> Vec<String> {
        std::fs::read_to_string(root.join(format!("locales/{lang}/ui-edit.ftl")))
            .expect("ftl")
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string()))
            .filter(|k| k.starts_with("ui-edit-"))
            .collect()
    };
    let en = ids("en");
    assert_eq!(en, ids("fr"));
    let mut src = String::new();
    for f in ["mod.rs", "forms.rs", "view.rs"] {
        src.push_str(
            &std::fs::read_to_string(root.join("src/ui/screens/layer/edit").join(f)).unwrap(),
        );
    }
    src.push_str(&std::fs::read_to_string(root.join("src/ui/keys.rs")).unwrap());
    for id in en {
        assert!(src.contains(&format!("\"{id}\"")), "{id} is never used");
    }
}
