//! Turning engine results and file text into what a reader sees. For now: making any text safe
//! for a terminal (the only place control characters are escaped).

pub mod escape;
pub mod phase;

pub use escape::{json_safe_string, one_line, terminal_safe};
