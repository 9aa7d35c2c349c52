//! Editing the layer sandbox's board through `update()`: the Urborg board opened, an edit
//! key pressed, letters typed, a form's fields chosen and retyped, a card picked, a permanent
//! selected, the prompt's path replaced, and what the editor said.

use std::path::Path;

use layerlab::content::scenario::ActionSpec;
use layerlab::i18n::Lang;
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::forms::{Form, Key, Value};
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay, permanents};
use layerlab::ui::{Action, App, update};

use super::{fixture_app, urborg_board};

/// The fixture course with the Urborg and Blood Moon board open in the sandbox.
pub fn sandbox() -> App {
    let mut a = fixture_app(Lang::En);
    a.open_board("urborg-then-blood-moon.ron", urborg_board(), 0);
    a
}

pub fn ed(a: &mut App, e: E) {
    update(a, Action::Layer(LayerAction::Edit(e)));
}

pub fn typed(a: &mut App, s: &str) {
    for c in s.chars() {
        ed(a, E::Type(c));
    }
}

pub fn actions(a: &App) -> Vec<ActionSpec> {
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

pub fn form(a: &App) -> &Form {
    match &a.layer.edit.overlay {
        Some(Overlay::Form(f)) => f,
        other => panic!("no form open: {other:?}"),
    }
}

/// Moves the focus to the field `key`.
pub fn focus(a: &mut App, key: Key) {
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
pub fn choose(a: &mut App, key: Key, value: &str) {
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
pub fn retype(a: &mut App, key: Key, text: &str) {
    focus(a, key);
    if let Value::Text(i) = &form(a).fields[form(a).focus].value {
        for _ in 0..i.text().chars().count() + 1 {
            ed(a, E::Backspace);
        }
    }
    typed(a, text);
}

/// Opens the picker, searches `query` and picks the first card found.
pub fn pick(a: &mut App, kind: E, query: &str) {
    ed(a, kind);
    typed(a, query);
    match &a.layer.edit.overlay {
        Some(Overlay::Picker(p)) => assert!(!p.results.is_empty(), "{query:?} finds nothing"),
        other => panic!("no picker: {other:?}"),
    }
    ed(a, E::Confirm);
    form(a);
}

pub fn select(a: &mut App, id: &str) {
    let s = a.layer.sandbox.as_mut().expect("sandbox");
    let ids: Vec<String> = permanents(s).into_iter().map(|p| p.id).collect();
    s.selected = ids
        .iter()
        .position(|i| i == id)
        .expect("on the battlefield");
}

/// Replaces the prompt's path with `path`.
pub fn prompt_path(a: &mut App, path: &Path) {
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
