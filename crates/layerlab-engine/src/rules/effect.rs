//! Continuous effects as data: registered effects (from resolved spells and abilities, copies,
//! "as enters" choices, free-standing effects) and the keys that name every effect in a solve.

use serde::{Deserialize, Serialize};

use super::card::{Affected, Duration, Part};
use super::object::{Chars, ObjIdx, Origin, PlayerId};

/// What an effect comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EffectKind {
    /// A static ability of a permanent (611.3): its set follows the board.
    Static,
    /// A resolved spell or ability (611.2): its set is locked when it starts (611.2c).
    Resolved,
    /// A characteristic-defining ability (604.3): first in its layer.
    Cda,
    /// An "as enters" replacement (copy, chosen P/T: 613.2a): fixed on the object.
    Replacement,
    /// What the rules themselves do: face-down status (708.2), counters (613.4c).
    Rule,
}

impl EffectKind {
    pub fn name(self) -> &'static str {
        match self {
            EffectKind::Static => "static",
            EffectKind::Resolved => "resolved",
            EffectKind::Cda => "cda",
            EffectKind::Replacement => "replacement",
            EffectKind::Rule => "rule",
        }
    }
}

/// An object or a player an effect applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    Object(ObjIdx),
    Player(PlayerId),
    /// The game itself (rule changes for everyone).
    Game,
}

/// A copy effect: become a copy of `of`, except ...
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CopyEffect {
    pub of: ObjIdx,
    pub except: Vec<Part>,
    /// The copiable values of `of` when it was copied (707.2b, 707.2c: later changes to the
    /// original don't reach the copy).
    pub values: Box<Chars>,
}

/// Why a registered effect ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ended {
    EndOfTurn,
    SourceLeft,
    /// Its "for as long as" condition stopped holding (611.2b).
    ConditionFailed,
    /// The object it was fixed on left the battlefield.
    ObjectLeft,
}

/// An effect the game holds outside of static abilities.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RegEffect {
    /// Unique, readable label (`"growth"`, `"act.1"`, `"meta:copy"`).
    pub label: String,
    pub kind: EffectKind,
    /// The object whose spell or ability created it (a spell card, now in a graveyard), if any.
    pub source: Option<ObjIdx>,
    /// The name of what created it, English and French.
    pub source_name: (String, String),
    pub controller: PlayerId,
    pub timestamp: u64,
    pub affects: Affected,
    /// The set fixed when it started (611.2c); `None` for a set that follows the board.
    pub locked: Option<Vec<Target>>,
    pub parts: Vec<Part>,
    pub copy: Option<CopyEffect>,
    pub duration: Duration,
    pub choices: Vec<String>,
    pub x: i32,
    pub targets: Vec<Target>,
    pub ended: Option<Ended>,
}

impl RegEffect {
    /// An effect with no parts yet, an indefinite duration and a set that follows the board.
    pub fn new(
        label: String,
        kind: EffectKind,
        source: Option<ObjIdx>,
        source_name: (String, String),
        controller: PlayerId,
        timestamp: u64,
        affects: Affected,
    ) -> RegEffect {
        RegEffect {
            label,
            kind,
            source,
            source_name,
            controller,
            timestamp,
            affects,
            locked: None,
            parts: Vec::new(),
            copy: None,
            duration: Duration::Indefinitely,
            choices: Vec::new(),
            x: 0,
            targets: Vec::new(),
            ended: None,
        }
    }
}

/// The name of an effect during a solve.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EffectKey {
    /// A static ability (or CDA) of an object.
    Ability(ObjIdx, Origin),
    /// A registered effect, by index in [`super::game::Game::effects`].
    Registered(usize),
    /// The counters of one kind on an object.
    Counters(ObjIdx, String),
    /// The face-down status of an object.
    FaceDown(ObjIdx),
}
