//! The engines of layerlab, pure: data in, data out. [`rules`] applies continuous effects in
//! layers (Comprehensive Rules 613 and 611) with their dependencies and a full trace; [`phase`]
//! runs the phase-effect priority procedure and orders a chain; [`rng`] is the seeded generator
//! whose sequences saved seeds replay.
//!
//! Nothing here reads a file, draws on a terminal or knows a language: results, traces, errors
//! and refusals are enums and structs carrying their rule numbers and values, and the program's
//! words layer puts every one into sentences. The crate's dependencies say so (a test of the
//! program checks them): serde's derives, and a fast hash.

// Data-model enums (abilities, effects, actions) mirror the card text; boxing their big variants
// would only add noise to every constructor and match.
#![allow(clippy::large_enum_variant)]

pub mod phase;
pub mod rng;
pub mod rules;
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
