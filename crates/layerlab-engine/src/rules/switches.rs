//! The switches of [`crate::rules::misconception`] as the solver reads them: which misreading
//! is on, and what each changes in the solver's order. Kept apart from the misconception
//! module, which solves boards under a switch, so that the solver depends on these alone.

use super::effect::EffectKey;
use super::layer::Layer;

/// One misconception: a way of misreading the rules that the engine can be switched into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Misconception {
    TimestampOnly,
    LastWinsAcrossLayers,
    Forget613_6,
    SpellDynamic,
    StaticLocked,
    CountersBeforeSetting,
    CdaByTimestamp,
    RemovedStillApplies,
    ControlRestamps,
}

impl Misconception {
    pub const ALL: [Misconception; 9] = [
        Misconception::TimestampOnly,
        Misconception::LastWinsAcrossLayers,
        Misconception::Forget613_6,
        Misconception::SpellDynamic,
        Misconception::StaticLocked,
        Misconception::CountersBeforeSetting,
        Misconception::CdaByTimestamp,
        Misconception::RemovedStillApplies,
        Misconception::ControlRestamps,
    ];

    /// Its name (the program's message that names it is `misc-NAME`).
    pub fn name(self) -> &'static str {
        match self {
            Misconception::TimestampOnly => "timestamp-only",
            Misconception::LastWinsAcrossLayers => "last-wins-across-layers",
            Misconception::Forget613_6 => "forget-613-6",
            Misconception::SpellDynamic => "spell-dynamic",
            Misconception::StaticLocked => "static-locked",
            Misconception::CountersBeforeSetting => "counters-before-setting",
            Misconception::CdaByTimestamp => "cda-by-timestamp",
            Misconception::RemovedStillApplies => "removed-still-applies",
            Misconception::ControlRestamps => "control-restamps",
        }
    }

    /// The rule it breaks.
    pub fn rule(self) -> &'static str {
        match self {
            Misconception::TimestampOnly => "613.8",
            Misconception::LastWinsAcrossLayers => "613.1",
            Misconception::Forget613_6 => "613.6",
            Misconception::SpellDynamic => "611.2c",
            Misconception::StaticLocked => "611.3a",
            Misconception::CountersBeforeSetting => "613.4",
            Misconception::CdaByTimestamp => "613.3",
            Misconception::RemovedStillApplies => "613.8a",
            Misconception::ControlRestamps => "613.7",
        }
    }
}

// ------------------------------------------------------------------ hooks for the solver

/// The order the solver runs the layers in: 613.4's order unless counters and other
/// modifications are taken for coming before setting effects.
pub fn layer_order(m: Option<Misconception>) -> [Layer; 13] {
    let mut order = Layer::ALL;
    if m == Some(Misconception::CountersBeforeSetting) {
        // 7a, 7b, 7c, 7d -> 7a, 7c, 7b, 7d.
        let b = order.iter().position(|l| *l == Layer::L7b);
        let c = order.iter().position(|l| *l == Layer::L7c);
        if let (Some(b), Some(c)) = (b, c) {
            order.swap(b, c);
        }
    }
    order
}

/// Whether the solver ignores dependency (613.8).
pub fn ignores_dependency(m: Option<Misconception>) -> bool {
    m == Some(Misconception::TimestampOnly)
}

/// Whether CDAs go first in their layer (613.3).
pub fn cdas_first(m: Option<Misconception>) -> bool {
    m != Some(Misconception::CdaByTimestamp)
}

/// Whether an effect that started to apply keeps applying in later layers although its
/// ability is gone (613.6). Only static abilities can lose their source ability.
pub fn keeps_going(m: Option<Misconception>, key: &EffectKey) -> bool {
    !(m == Some(Misconception::Forget613_6) && matches!(key, EffectKey::Ability(..)))
}

/// Whether a static ability's effect still applies, as its ability read before it was
/// removed, although another effect removed that ability before the effect had begun to apply
/// (by the rules it no longer exists: 613.8a counts a change of existence as a dependency, and
/// only an effect that has begun keeps going, 613.6).
pub fn removed_still_applies(m: Option<Misconception>) -> bool {
    m == Some(Misconception::RemovedStillApplies)
}
