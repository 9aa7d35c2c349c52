//! The layer engine (CR 613, 611): pure data in, board and trace out. No UI dependency.

pub(crate) mod action_error;
pub mod actions;
pub mod card;
pub(crate) mod creature_types;
pub mod effect;
mod enters;
pub(crate) mod eval;
pub(crate) mod fast_map;
pub mod game;
pub(crate) mod keyword_counters;
pub(crate) mod keyword_names;
pub mod layer;
mod leaves;
pub(crate) mod legality;
pub mod limits;
pub mod meaning;
pub mod misconception;
pub mod object;
pub mod op;
pub(crate) mod overflow;
pub mod printed_pt;

mod reach;
mod resolution;
pub mod solve;
pub(crate) mod switches;
pub(crate) mod text_change;
pub mod trace;
pub(crate) mod transform;
pub mod types;
