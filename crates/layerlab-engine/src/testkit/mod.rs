//! What the tests and benchmarks build their inputs with: deterministic random boards of any
//! size ([`board`]), random and additive actions on them ([`actions`]), the cards they use
//! ([`cards`]), and phase procedures of many effects ([`phase`]).
//!
//! Compiled for the crate's own tests and for the `testkit` feature only: the package's
//! dev-dependency on itself turns that feature on for `cargo test` and `cargo bench`, so the
//! program a user builds holds none of it.

pub mod actions;
pub mod board;
pub mod cards;
mod effects;
pub mod phase;

pub use actions::{additive_actions, random_action};
pub use board::{BoardSpec, BoardStats, board, board_with_stats, cards};
