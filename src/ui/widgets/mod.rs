//! Drawing parts the screens share: wrapped text, terminal-safe text, the frame's measures, big
//! letters, a line of typed text, text read a screen at a time.

pub mod big;
pub mod input;
pub mod layout;
pub mod page;
pub mod procedure;
pub mod safe;
pub mod scroll;
