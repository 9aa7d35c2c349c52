//! The layer engine (CR 613, 611): pure data in, board and trace out. No UI dependency.

pub mod action_error;
pub mod actions;
pub mod card;
pub mod creature_types;
pub mod effect;
mod enters;
pub mod eval;
pub mod fast_map;
pub mod game;
pub mod keyword_counters;
pub mod keyword_names;
pub mod layer;
mod leaves;
pub mod legality;
pub mod limits;
pub mod meaning;
pub mod misconception;
pub mod object;
pub mod op;
pub mod overflow;
pub mod printed_pt;

mod reach;
mod resolution;
pub mod solve;
pub mod switches;
pub mod text_change;
pub mod trace;
pub mod transform;
pub mod types;
