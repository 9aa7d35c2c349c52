//! Phase procedures of many effects, for the memory test and the phase benchmark.

use crate::phase::{EffectDef, Player, Rules};

/// `n` mandatory effects of A. A passes at [1] every round and resolves the first one at [3],
/// so every round lists all those still pending, twice (`n` rounds of `n` effects).
pub fn mandatory(n: usize) -> Vec<EffectDef> {
    (0..n)
        .map(|k| EffectDef::new(format!("m{k}"), Player::A, true))
        .collect()
}

/// The course's rules with room for every one of `n` effects to resolve.
pub fn rules_for(n: usize) -> Rules {
    Rules {
        lenient: false,
        max_resolutions: u32::try_from(n).unwrap_or(u32::MAX).saturating_add(10),
    }
}
