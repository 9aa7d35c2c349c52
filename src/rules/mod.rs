//! The layer engine (CR 613, 611): pure data in, board and trace out. No UI dependency.

pub mod card;
pub mod types;
