//! Scenario files for `layerlab phase`: the serde types of `PhaseScenario(...)` and
//! `ChainScenario(...)`, and the players and decisions both engines share.
//!
//! Loading and checking a file lives in [`super::load`]; this module only describes the data.

use serde::{Deserialize, Serialize};

/// The only `format_version` this layerlab reads.
pub const FORMAT_VERSION: u32 = 1;
/// The loop guard when a phase scenario gives no `max_resolutions`.
pub const DEFAULT_MAX_RESOLUTIONS: u32 = 100;
/// The largest `max_resolutions` accepted (keeps a runaway loop short).
pub use crate::rules::limits::MAX_MAX_RESOLUTIONS;

/// A player: `A` is the active player (whose turn it is), `P` the passive one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Player {
    A,
    P,
}

impl Player {
    /// Both players, active first.
    pub const BOTH: [Player; 2] = [Player::A, Player::P];

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::P,
            Player::P => Player::A,
        }
    }

    /// `"A"` or `"P"`, as in the trace notation.
    pub fn letter(self) -> &'static str {
        match self {
            Player::A => "A",
            Player::P => "P",
        }
    }
}

/// One pending phase effect: `(id: "m1", player: A, mandatory: true, on_resolve: [...])`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EffectDef {
    /// Unique among pending effects; shown in traces.
    pub id: String,
    /// The effect's owner, who decides when it resolves.
    pub player: Player,
    /// A mandatory effect must resolve before the phase can end; an optional one may lapse.
    pub mandatory: bool,
    /// What resolving it does, in order.
    #[serde(default)]
    pub on_resolve: Vec<OnResolve>,
}

/// Something that happens when a phase effect resolves.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum OnResolve {
    /// A new pending effect (for either player, added at the end of the pending list), which
    /// may nest its own `on_resolve`.
    Spawn {
        id: String,
        player: Player,
        mandatory: bool,
        #[serde(default)]
        on_resolve: Vec<OnResolve>,
    },
    /// The pending effect with this id stops being pending (nothing happens if it is not).
    Remove(String),
    /// The resolving effect is pending again (at the end of the pending list).
    Renew,
}

impl EffectDef {
    /// A pending effect whose resolution does nothing.
    pub fn new(id: impl Into<String>, player: Player, mandatory: bool) -> EffectDef {
        EffectDef {
            id: id.into(),
            player,
            mandatory,
            on_resolve: Vec::new(),
        }
    }
}

impl OnResolve {
    /// The effect a `Spawn` creates.
    pub fn spawned(&self) -> Option<EffectDef> {
        match self {
            OnResolve::Spawn {
                id,
                player,
                mandatory,
                on_resolve,
            } => Some(EffectDef {
                id: id.clone(),
                player: *player,
                mandatory: *mandatory,
                on_resolve: on_resolve.clone(),
            }),
            _ => None,
        }
    }
}

/// A player's decision at a decision point: pass, or resolve the pending effect with that id.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    Pass,
    Resolve(String),
}

impl Decision {}

/// The scripted decisions of each player, consumed in order at real decision points.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decisions {
    #[serde(default)]
    pub a: Vec<Decision>,
    #[serde(default)]
    pub p: Vec<Decision>,
}

impl Decisions {
    /// The list of `player`.
    pub fn of(&self, player: Player) -> &[Decision] {
        match player {
            Player::A => &self.a,
            Player::P => &self.p,
        }
    }
}

fn default_max_resolutions() -> u32 {
    DEFAULT_MAX_RESOLUTIONS
}

/// A `PhaseScenario(...)` file: phase effects resolved one at a time.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename = "PhaseScenario")]
pub struct PhaseScenario {
    pub format_version: u32,
    /// At `[3]/[4]`, a player who must resolve may choose any of their pending effects.
    #[serde(default)]
    pub lenient: bool,
    /// The loop guard: the phase stops with an error before resolution number `max + 1`.
    #[serde(default = "default_max_resolutions")]
    pub max_resolutions: u32,
    /// The effects pending when the phase's procedure starts, in list order.
    pub effects: Vec<EffectDef>,
    #[serde(default)]
    pub decisions: Decisions,
    /// The trace line the scenario must produce.
    #[serde(default)]
    pub expect: Option<String>,
}

/// Which ordering a chain scenario uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChainRules {
    /// The four tiers of the course: A mandatory, P mandatory, A optional, P optional.
    #[default]
    Tiers,
    /// Magic's APNAP (CR 603.3b): all of A's, then all of P's.
    Apnap,
}

fn yes() -> bool {
    true
}

/// One effect that arises at the same moment as the others of a chain scenario.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChainEffect {
    pub id: String,
    pub player: Player,
    pub mandatory: bool,
    /// `false` declines an optional effect (a mandatory one cannot be declined).
    #[serde(default = "yes")]
    pub activate: bool,
}

/// A `ChainScenario(...)` file: simultaneous effects put on one chain.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename = "ChainScenario")]
pub struct ChainScenario {
    pub format_version: u32,
    #[serde(default)]
    pub rules: ChainRules,
    /// In each owner's chosen order.
    pub effects: Vec<ChainEffect>,
    #[serde(default)]
    pub expect: Option<String>,
}

/// Either kind of scenario file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scenario {
    Phase(PhaseScenario),
    Chain(ChainScenario),
}

impl Scenario {
    /// The `expect` line, if any.
    pub fn expect(&self) -> Option<&str> {
        match self {
            Scenario::Phase(s) => s.expect.as_deref(),
            Scenario::Chain(s) => s.expect.as_deref(),
        }
    }
}
