//! Editing the layer sandbox through `update()`: every edit kind, undo/redo, the catalogue
//! search in both languages, and the dependency view.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{ActionSpec, EffectKindSpec};
use layerlab::i18n::Lang;
use layerlab::rules::card::{Affected, Duration, Expr, Part};
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::forms::Key;
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay, search};
use layerlab::ui::{Action, App, update};

use crate::common;
use common::edit::*;
use common::message;

fn app() -> App {
    common::fixture_app(Lang::En)
}

/// Confirms the form open, and gives the action it added (the form closed).
fn confirmed(a: &mut App) -> ActionSpec {
    ed(a, E::Confirm);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(a));
    actions(a).pop().expect("an action")
}

/// The sandbox with Painter's Servant entered, and selected.
fn servant_selected() -> App {
    let mut a = sandbox();
    pick(&mut a, E::AddPermanent, "servant du peintre");
    ed(&mut a, E::Confirm);
    select(&mut a, "painters-servant");
    a
}

/// Picks the permanent `query` finds, sets the form's `choices`, and gives the action added.
fn entered(a: &mut App, query: &str, choices: &[(Key, &str)]) -> ActionSpec {
    pick(a, E::AddPermanent, query);
    for &(key, value) in choices {
        choose(a, key, value);
    }
    confirmed(a)
}

#[test]
fn add_a_permanent_found_by_its_french_name() {
    let mut a = sandbox();
    let effects = |a: &App| {
        a.layer
            .sandbox
            .as_ref()
            .unwrap()
            .board
            .sol
            .trace
            .effects
            .len()
    };
    let before = effects(&a);
    assert_eq!(
        entered(&mut a, "LUNE DE SANG", &[]),
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
            tapped: false,
            face_down_as: None,
        }
    );
    // Solved again by the engine: a second Blood Moon effect.
    assert!(effects(&a) > before);
    assert_eq!(message(&a), "Blood Moon is on the battlefield.");
}

#[test]
fn the_enter_form_asks_what_the_card_asks() {
    let mut a = sandbox();
    // A chosen color, under the other player.
    let servant = [(Key::Choice, "Blue"), (Key::Controller, "p1")];
    match entered(&mut a, "servant du peintre", &servant) {
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
    assert!(matches!(
        entered(&mut a, "clone", &[(Key::CopyOf, "painters-servant")]),
        ActionSpec::Enter { copy_of: Some(c), .. } if c == "painters-servant"
    ));
    // An Aura, attached to the Servant.
    assert!(matches!(
        entered(&mut a, "controle mental", &[(Key::AttachTo, "painters-servant")]),
        ActionSpec::Enter { attached_to: Some(t), .. } if t == "painters-servant"
    ));
    // Face down.
    assert!(matches!(
        entered(&mut a, "Aquamorph", &[(Key::FaceDown, "yes")]),
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
    assert_eq!(
        confirmed(&mut a),
        ActionSpec::Cast {
            card: "Mind Bend".into(),
            controller: 0,
            id: None,
            targets: vec!["moon".into()],
            choices: vec!["Mountain".into(), "Island".into()],
            x: None,
        }
    );
    // Said in the reader's language.
    let said = a.layer.edit.message.as_ref().unwrap();
    assert_eq!(
        said.text(Lang::Fr),
        "Ploiement mental\u{a0}: le sort s'est résolu."
    );
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
    let mut a = servant_selected();
    ed(&mut a, E::Counters);
    retype(&mut a, Key::Count, "2");
    assert_eq!(
        confirmed(&mut a),
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
    let mut a = servant_selected();
    ed(&mut a, E::CustomEffect);
    choose(&mut a, Key::EffectKind, "Resolved");
    choose(&mut a, Key::Part, "SetPT");
    retype(&mut a, Key::Param, "N(7), N(7)");
    choose(&mut a, Key::Duration, "eot");
    assert_eq!(
        confirmed(&mut a),
        ActionSpec::Effect {
            id: "effect".into(),
            kind: EffectKindSpec::Resolved,
            controller: 0,
            source: Some("painters-servant".into()),
            affects: Affected::Objects(vec!["painters-servant".into()]),
            parts: vec![Part::SetPT(Expr::N(7), Expr::N(7))],
            duration: Duration::UntilEndOfTurn,
        }
    );
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
    match confirmed(&mut a) {
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
    update(&mut a, Action::Layer(LayerAction::StepNext));
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
    update(&mut a, Action::Layer(LayerAction::StepEnd));
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
fn the_catalogue_search_ignores_case_and_accents_in_both_languages() {
    let cat = Catalogue::embedded();
    let names = |q: &str, lang: Lang| -> Vec<String> {
        search::search(&cat, search::Kind::Permanent, q, lang)
            .into_iter()
            .map(|i| search::card_name(&cat.cards()[i], lang).to_string())
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
    assert!(spells.iter().any(|&i| cat.cards()[i].name == "Mind Bend"));
    assert!(
        !spells
            .iter()
            .any(|&i| cat.cards()[i].name == "Mind Control")
    );
}

#[test]
fn text_fields_take_letters_but_ctrl_c_still_quits() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |c: KeyCode| KeyEvent::new(c, KeyModifiers::NONE);
    let mut a = sandbox();
    assert_eq!(
        a.action_for(&key(KeyCode::Char('n'))),
        Some(Action::Layer(LayerAction::Edit(E::AddPermanent)))
    );
    ed(&mut a, E::AddPermanent);
    for c in ['q', 'l', '?', 'n', 'é', '@', 'Q'] {
        assert_eq!(
            a.action_for(&key(KeyCode::Char(c))),
            Some(Action::Layer(LayerAction::Edit(E::Type(c))))
        );
    }
    // AltGr (Ctrl+Alt on some terminals) still types.
    let altgr = KeyEvent::new(
        KeyCode::Char('@'),
        KeyModifiers::CONTROL | KeyModifiers::ALT,
    );
    assert_eq!(
        a.action_for(&altgr),
        Some(Action::Layer(LayerAction::Edit(E::Type('@'))))
    );
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(a.action_for(&ctrl_c), Some(Action::Quit));
    assert_eq!(
        a.action_for(&key(KeyCode::Esc)),
        Some(Action::Layer(LayerAction::Edit(E::Cancel)))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Enter)),
        Some(Action::Layer(LayerAction::Edit(E::Confirm)))
    );
    assert_eq!(
        a.action_for(&key(KeyCode::Tab)),
        Some(Action::Layer(LayerAction::Edit(E::Next)))
    );
    assert_eq!(
        a.wheel(false),
        Some(Action::Layer(LayerAction::Edit(E::Next)))
    );
    update(&mut a, Action::Layer(LayerAction::Edit(E::Cancel)));
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), Some(Action::Quit));
    // In a form, a choice field takes no letters.
    ed(&mut a, E::EndTurn);
    select(&mut a, "moon");
    ed(&mut a, E::Counters);
    assert_eq!(a.action_for(&key(KeyCode::Char('q'))), None);
    assert_eq!(
        a.action_for(&key(KeyCode::Right)),
        Some(Action::Layer(LayerAction::Edit(E::Right)))
    );
}

#[test]
fn every_edit_has_a_key_in_the_sandbox_table() {
    use layerlab::ui::screens::layer::KEYS;
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
            KEYS.iter().any(|b| b.action == LayerAction::Edit(e)),
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
    update(&mut a, Action::Layer(LayerAction::StepNext));
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
    // Every file of the edit screen, the forms in files of their own included.
    let dir = root.join("src/ui/screens/layer/edit");
    for f in std::fs::read_dir(&dir).expect("the edit folder") {
        src.push_str(&std::fs::read_to_string(f.expect("a file").path()).unwrap());
    }
    src.push_str(&std::fs::read_to_string(root.join("src/ui/keys.rs")).unwrap());
    src.push_str(&std::fs::read_to_string(root.join("src/ui/screens/layer/keys.rs")).unwrap());
    for id in en {
        assert!(src.contains(&format!("\"{id}\"")), "{id} is never used");
    }
}
