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

/// The text of a phase script of `n` mandatory effects of A, every tenth with an `on_resolve`
/// that removes the effect before it (the first fifty of those spawn one of P's too, under the
/// limit of spawns): what reading a long script reads. [`script_spawns`] counts the spawns.
pub fn script(n: usize) -> String {
    use std::fmt::Write as _;
    let mut text = String::from("PhaseScenario(\n    format_version: 1,\n    effects: [\n");
    for k in 0..n {
        let _ = write!(text, "        (id: \"m{k}\", player: A, mandatory: true");
        if k % 10 == 9 {
            let _ = write!(text, ", on_resolve: [Remove(\"m{}\")", k - 1);
            if k / 10 < SCRIPT_SPAWNS {
                let _ = write!(text, ", Spawn(id: \"s{k}\", player: P, mandatory: false)");
            }
            text.push(']');
        }
        text.push_str("),\n");
    }
    let _ = writeln!(
        text,
        "    ],\n    max_resolutions: {},\n)",
        n.saturating_mul(2).saturating_add(10)
    );
    text
}

/// The most effects of [`script`] that spawn one.
const SCRIPT_SPAWNS: usize = 50;

/// How many effects [`script`]`(n)` spawns.
pub fn script_spawns(n: usize) -> usize {
    (n / 10).min(SCRIPT_SPAWNS)
}
