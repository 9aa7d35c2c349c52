//! The whole key table: every screen's rows, then the app's own, with the configuration's keys
//! laid over them. It drives the footer and the `?` help, and the book's list of keys is a copy
//! of it (tested); the configuration file is checked against it.

use super::action;
use super::action::{LayerAction, LessonsAction};
use super::keys::{self, Binding, Key};
use super::screens::{chain, help, layer, lessons, phase, practice, start};

/// The whole key table, as the help and the book show it: every screen's rows, then the
/// app's own.
pub fn key_table() -> Vec<Key> {
    table(|_| true, |b| Some(b.key))
}

/// The key table with the lessons' rows that `lesson_row` keeps and the layer sandbox's rows
/// as `layer_row` gives them (`None`: left out).
pub(crate) fn table(
    lesson_row: impl Fn(&Binding<LessonsAction>) -> bool,
    layer_row: impl Fn(&Binding<LayerAction>) -> Option<Key>,
) -> Vec<Key> {
    let mut rows: Vec<Key> = keys::shown(help::KEYS).collect();
    rows.extend(
        keys::effective(lessons::KEYS)
            .into_iter()
            .filter(|b| lesson_row(b))
            .map(|b| b.key),
    );
    rows.extend(keys::effective(layer::KEYS).iter().filter_map(layer_row));
    rows.extend(keys::shown(phase::KEYS));
    rows.extend(keys::shown(start::KEYS));
    rows.extend(keys::shown(chain::KEYS));
    rows.extend(keys::shown(action::KEYS));
    rows.extend(keys::shown(practice::KEYS));
    rows
}
