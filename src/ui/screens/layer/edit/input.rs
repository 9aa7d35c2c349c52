//! The one-line text input of the edit forms (shared with the phase sandbox's forms).

pub(crate) use crate::ui::widgets::input::Input;
