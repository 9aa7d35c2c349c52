//! layerlab: a tutorial and sandbox for the layer system of Magic: The Gathering
//! (Comprehensive Rules 613 and 611) and for the phase-effect priority procedure.
//!
//! Data flows one way: files → [`content`] → [`words`] → the front ends ([`cli`], [`ui`]),
//! which never import each other; [`launch`] starts the app. The engines ([`rules`], [`phase`])
//! and the seeded generator ([`rng`]) are the crate `layerlab-engine`, re-exported here under
//! the names the program has always used; it depends on nothing of the program. [`i18n`],
//! [`escape`] and `line_input` sit at the program's bottom. `tests/it/architecture.rs` checks the
//! arrows the compiler can't. `testkit` (boards and procedures for tests and benchmarks) is
//! compiled for them only.

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
#[cfg(any(test, feature = "testkit"))]
pub use layerlab_engine::testkit;
pub use layerlab_engine::{phase, rng, rules};
pub mod ui;
pub mod words;
