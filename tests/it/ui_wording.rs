//! The sandboxes' words, driven by keys on the test backend: after Ctrl-S the title names the
//! file (escaped); what an edit says names the card, not its id, with the French verb agreeing
//! with the card's French name; a card's keywords and abilities apart on its lines; the chain
//! builder puts a mandatory link "on the chain"; the Clone form offers only what may be copied,
//! a refusal shows whole, and the copy effect is listed in layer 1a.

use layerlab::i18n::Lang;
use layerlab::ui::action::PhaseAction;
use layerlab::ui::screens::layer::edit::Overlay;
use layerlab::ui::screens::layer::edit::forms::{Key, Value};
use layerlab::ui::{Action, App, Pane, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::edit::{choose, form, select};
use common::{TempDir, fixture_app, press, screen, urborg_board};

/// A key with modifiers pressed as the event loop presses it.
fn press_key(a: &mut App, key: KeyEvent) {
    if let Some(action) = a.action_for(&key) {
        update(a, action);
    }
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

fn chars(a: &mut App, text: &str) {
    for c in text.chars() {
        press(a, KeyCode::Char(c));
    }
}

/// Types `path` into the prompt shown, over what it holds, and presses Enter.
fn answer_prompt(a: &mut App, path: &std::path::Path) {
    for _ in 0..300 {
        press(a, KeyCode::Backspace);
    }
    chars(a, &path.display().to_string());
    press(a, KeyCode::Enter);
}

/// The Urborg and Blood Moon board in the layer sandbox, which has the keys.
fn sandbox(lang: Lang) -> App {
    let mut a = fixture_app(lang);
    a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
    a.set_focus(Pane::Sandbox);
    a
}

/// The pane's title row (the first row of the frame holding `what`).
fn title_row(shown: &str, what: &str) -> String {
    shown
        .lines()
        .find(|l| l.contains(what))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn after_ctrl_s_the_layer_sandbox_title_names_the_file_escaped() {
    let dir = TempDir::new("ui-wording");
    let mut a = sandbox(Lang::En);
    // Before: the board is named by its lesson page (or as new), never by a file.
    let before = title_row(&screen(&a, 110, 34), "Layer sandbox");
    assert!(!before.contains(".ron"), "{before}");
    // A file name with an invisible character (a right-to-left override, which would make
    // the rest of the title read backwards): shown as an escape, never sent raw.
    let path = dir.join("mine\u{202e}.ron");
    press_key(&mut a, ctrl('s'));
    answer_prompt(&mut a, &path);
    assert!(path.exists(), "saved");
    let after = title_row(&screen(&a, 110, 34), "Layer sandbox");
    assert!(
        after.contains("Layer sandbox — mine\\u{202e}.ron"),
        "{after}"
    );
    assert!(!after.contains('\u{202e}'), "{after}");
    // Another name, in French too.
    let other = dir.join("plateau.ron");
    press(&mut a, KeyCode::Char('l'));
    press_key(&mut a, ctrl('s'));
    answer_prompt(&mut a, &other);
    let fr = title_row(&screen(&a, 110, 34), "plateau.ron");
    assert!(fr.contains("— plateau.ron"), "{fr}");
}

#[test]
fn after_ctrl_s_the_phase_sandbox_title_names_the_file() {
    let dir = TempDir::new("ui-wording");
    let mut a = fixture_app(Lang::Fr);
    a.set_focus(Pane::Phase);
    press(&mut a, KeyCode::Char('a'));
    press(&mut a, KeyCode::Enter);
    let path = dir.join("ma phase.ron");
    press_key(&mut a, ctrl('s'));
    answer_prompt(&mut a, &path);
    assert!(path.exists(), "saved");
    let row = title_row(&screen(&a, 110, 34), "ma phase.ron");
    assert!(row.contains("— ma phase.ron"), "{row}");
}

/// The edit's message, in `lang`.
fn said(a: &App, lang: Lang) -> String {
    a.layer
        .edit
        .message
        .as_ref()
        .map(|m| m.text(lang))
        .unwrap_or_default()
}

/// Adds the card `query` finds, by keys: `n`, its name, Enter to pick it, Enter to add it.
fn add_by_keys(a: &mut App, query: &str) {
    press(a, KeyCode::Char('n'));
    chars(a, query);
    press(a, KeyCode::Enter);
    press(a, KeyCode::Enter);
    assert!(a.layer.edit.overlay.is_none(), "{}", said(a, Lang::En));
}

#[test]
fn edits_name_the_card_not_its_id_and_french_agrees_with_its_name() {
    let mut a = sandbox(Lang::En);
    add_by_keys(&mut a, "lune de sang");
    assert_eq!(said(&a, Lang::En), "Blood Moon is on the battlefield.");
    assert_eq!(
        said(&a, Lang::Fr),
        "Lune de sang est sur le champ de bataille."
    );
    assert!(
        screen(&a, 110, 34).contains("Blood Moon is on the battlefield."),
        "{}",
        screen(&a, 110, 34)
    );
    // A plural French name: the verb agrees.
    add_by_keys(&mut a, "llanowar");
    assert_eq!(said(&a, Lang::En), "Llanowar Elves is on the battlefield.");
    assert_eq!(
        said(&a, Lang::Fr),
        "Elfes de Llanowar sont sur le champ de bataille."
    );
    select(&mut a, "llanowar-elves");
    press(&mut a, KeyCode::Char('x'));
    assert_eq!(said(&a, Lang::En), "Llanowar Elves left the battlefield.");
    assert_eq!(
        said(&a, Lang::Fr),
        "Elfes de Llanowar ont quitté le champ de bataille."
    );
    select(&mut a, "blood-moon");
    press(&mut a, KeyCode::Char('x'));
    press(&mut a, KeyCode::Char('l'));
    let fr = screen(&a, 110, 34);
    assert!(
        fr.contains("Lune de sang a quitté le champ de bataille."),
        "{fr}"
    );
    for id in ["blood-moon", "llanowar-elves"] {
        assert!(!said(&a, Lang::Fr).contains(id));
    }
}

#[test]
fn card_lines_separate_keywords_and_abilities() {
    let mut a = sandbox(Lang::En);
    add_by_keys(&mut a, "darksteel citadel");
    select(&mut a, "darksteel-citadel");
    for (w, h) in [(80, 24), (110, 34)] {
        let shown = screen(&a, w, h);
        assert!(
            shown.contains("Indestructible · {T}: Add {C}."),
            "{w}×{h}:\n{shown}"
        );
        assert!(!shown.contains("Indestructible {T}"), "{w}×{h}:\n{shown}");
    }
}

#[test]
fn the_chain_builder_puts_a_mandatory_link_on_the_chain() {
    for (lang, on, activated) in [
        (Lang::En, "✓ Am1 · on the chain", "✓ Ao1 · activated"),
        (Lang::Fr, "✓ Am1 · sur la chaîne", "✓ Ao1 · activé"),
    ] {
        let mut a = fixture_app(lang);
        a.set_focus(Pane::Phase);
        update(&mut a, Action::Phase(PhaseAction::OpenChain));
        // A mandatory effect for A, then an optional one it activates.
        press(&mut a, KeyCode::Char('a'));
        press(&mut a, KeyCode::Char('a'));
        press(&mut a, KeyCode::Char('m'));
        let shown = screen(&a, 120, 40);
        assert!(shown.contains(on), "{shown}");
        assert!(shown.contains(activated), "{shown}");
        assert!(!shown.contains("Am1 · activ"), "{shown}");
    }
}

/// The values the form's field `key` offers.
fn offered(a: &App, key: Key) -> Vec<String> {
    let f = form(a);
    let field = f.fields.iter().find(|x| x.key == key).expect("the field");
    match &field.value {
        Value::Choice { options, .. } => options.iter().map(|o| o.value.clone()).collect(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_clone_form_offers_what_may_be_copied_and_says_a_refusal_whole() {
    let mut a = sandbox(Lang::En);
    // A creature, and a face-down one (a nameless 2/2 creature, 708.2a).
    add_by_keys(&mut a, "servant du peintre");
    press(&mut a, KeyCode::Char('n'));
    chars(&mut a, "aquamorph");
    press(&mut a, KeyCode::Enter);
    choose(&mut a, Key::FaceDown, "yes");
    press(&mut a, KeyCode::Enter);
    assert!(a.layer.edit.overlay.is_none(), "{}", said(&a, Lang::En));

    press(&mut a, KeyCode::Char('n'));
    chars(&mut a, "clone");
    press(&mut a, KeyCode::Enter);
    // Clone copies a creature (707.5): neither the lands nor Blood Moon, no player, and not
    // itself (it is not on the battlefield yet).
    assert_eq!(
        offered(&a, Key::CopyOf),
        vec![
            String::new(),
            "painters-servant".to_string(),
            "aquamorph-entity".to_string()
        ]
    );
    // The face-down one is offered as what it is, never by its hidden face.
    choose(&mut a, Key::CopyOf, "aquamorph-entity");
    let shown = screen(&a, 110, 34);
    let row = title_row(&shown, "Copy of");
    assert!(row.contains("(no name) [aquamorph-entity]"), "{shown}");
    assert!(!row.contains("Aquamorph Entity"), "{shown}");

    // A refusal (a face-down permanent can't enter as a copy) wraps inside the form.
    choose(&mut a, Key::FaceDown, "yes");
    press(&mut a, KeyCode::Enter);
    let why = match &a.layer.edit.overlay {
        Some(Overlay::Form(f)) => f.error.as_ref().expect("refused").text(Lang::En),
        other => panic!("{other:?}"),
    };
    assert!(why.chars().count() > 50, "{why}");
    for (w, h) in [(60, 24), (80, 24)] {
        let shown = screen(&a, w, h);
        let flat: String = shown
            .lines()
            .map(|l| l.trim_matches(|c: char| c == '│' || c == ' '))
            .collect::<Vec<_>>()
            .join(" ");
        for word in why.split_whitespace() {
            assert!(
                flat.contains(word),
                "{w}×{h}: {word:?} of {why:?}:\n{shown}"
            );
        }
    }

    // Copying the face-down 2/2: the copy effect is listed in layer 1a (613.2a).
    choose(&mut a, Key::FaceDown, "no");
    press(&mut a, KeyCode::Enter);
    assert!(a.layer.edit.overlay.is_none(), "{}", said(&a, Lang::En));
    // The effects list keeps the step's effect in view: step to the copy's.
    press(&mut a, KeyCode::Home);
    let mut shown = screen(&a, 160, 45);
    for _ in 0..40 {
        if shown.contains("▸ [clone:copy]") {
            break;
        }
        press(&mut a, KeyCode::Right);
        shown = screen(&a, 160, 45);
    }
    let copy = title_row(&shown, "[clone:copy]");
    assert!(copy.contains("· L1a ·"), "{shown}");
}
