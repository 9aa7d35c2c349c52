//! Hash maps for the solver's own keys (object indices, effect keys, labels): they come from
//! the solver, not from anyone who could choose colliding ones, so FxHash does (trial lookups
//! are the hottest path of the solver), from `rustc-hash`, the crate the compiler uses.

/// A hash map with FxHash.
pub type FastMap<K, V> = rustc_hash::FxHashMap<K, V>;
/// A hash set with FxHash.
pub type FastSet<K> = rustc_hash::FxHashSet<K>;
