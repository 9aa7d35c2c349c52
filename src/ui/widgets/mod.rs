//! Drawing parts the screens share: wrapped text, terminal-safe text, the frame's measures, big
//! letters, a line of typed text, lines of typed text, a path being typed, text read a screen at a time.

pub(crate) mod big;
pub(crate) mod input;
pub(crate) mod layout;
pub(crate) mod page;
pub(crate) mod path_prompt;
pub(crate) mod procedure;
pub(crate) mod safe;
pub(crate) mod scroll;
pub(crate) mod text_area;
