//! layerlab: a tutorial and sandbox for the layer system of Magic: The Gathering
//! (Comprehensive Rules 613 and 611) and for the phase-effect priority procedure.
//!
//! Data flows one way: files → [`content`] → engines ([`rules`], [`phase`]) → [`words`] → the
//! front ends ([`cli`], [`ui`]), which never import each other; [`launch`] starts the app.
//! [`i18n`], [`escape`], `line_input` and [`rng`] sit at the bottom. `tests/architecture.rs` checks these
//! arrows. `testkit` (boards and procedures for tests and benchmarks) is compiled for them only.

// Data-model enums (abilities, effects, actions) mirror the card text; boxing their big variants
// would only add noise to every constructor and match.
#![allow(clippy::large_enum_variant)]

pub mod cli;
pub mod content;
pub mod drill;
pub(crate) mod escape;
pub mod i18n;
pub mod launch;
pub(crate) mod line_input;
pub mod phase;
pub mod rng;
pub mod rules;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod ui;
pub mod words;
