//! The layers and sublayers of 613, in order, with their names under today's rules and the
//! course's 2011 numbering.

use serde::{Deserialize, Serialize};

use super::card::Part;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Layer {
    /// 1a: copy effects and "as enters" P/T settings (613.2a)
    L1a,
    /// 1b: face-down status (613.2b)
    L1b,
    /// 2: control
    L2,
    /// 3: text
    L3,
    /// 4: type
    L4,
    /// 5: color
    L5,
    /// 6: abilities
    L6,
    /// 7a: P/T from CDAs
    L7a,
    /// 7b: P/T set to a value
    L7b,
    /// 7c: P/T modifications and counters
    L7c,
    /// 7d: P/T switching
    L7d,
    /// 613.10: effects on players
    Players,
    /// 613.11: effects on the rules of the game
    Rules,
    /// Not a layer: the state-based actions that look at the result (704).
    Sba,
}

/// Which numbering to show: today's Comprehensive Rules or the course's 2011 text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Numbering {
    #[default]
    Current,
    Course,
}

impl Layer {
    pub const ALL: [Layer; 13] = [
        Layer::L1a,
        Layer::L1b,
        Layer::L2,
        Layer::L3,
        Layer::L4,
        Layer::L5,
        Layer::L6,
        Layer::L7a,
        Layer::L7b,
        Layer::L7c,
        Layer::L7d,
        Layer::Players,
        Layer::Rules,
    ];

    /// Today's label: `1a` ... `7d`, `players`, `rules` (the JSON uses these).
    pub fn label(self) -> &'static str {
        match self {
            Layer::L1a => "1a",
            Layer::L1b => "1b",
            Layer::L2 => "2",
            Layer::L3 => "3",
            Layer::L4 => "4",
            Layer::L5 => "5",
            Layer::L6 => "6",
            Layer::L7a => "7a",
            Layer::L7b => "7b",
            Layer::L7c => "7c",
            Layer::L7d => "7d",
            Layer::Players => "players",
            Layer::Rules => "rules",
            Layer::Sba => "sba",
        }
    }

    /// The label under a numbering; `counters` marks the counters' application, which the 2011
    /// rules put in their own sublayer 7d (switching was 7e, players "8", rules "9").
    pub fn label_in(self, numbering: Numbering, counters: bool) -> &'static str {
        match (numbering, self) {
            (Numbering::Current, l) => l.label(),
            (Numbering::Course, Layer::L1a | Layer::L1b) => "1",
            (Numbering::Course, Layer::L7c) if counters => "7d",
            (Numbering::Course, Layer::L7d) => "7e",
            (Numbering::Course, Layer::Players) => "8",
            (Numbering::Course, Layer::Rules) => "9",
            (Numbering::Course, Layer::Sba) => "sba",
            (Numbering::Course, l) => l.label(),
        }
    }

    /// Today's rule for this layer.
    pub fn rule(self) -> &'static str {
        match self {
            Layer::L1a => "613.2a",
            Layer::L1b => "613.2b",
            Layer::L2 => "613.1b",
            Layer::L3 => "613.1c",
            Layer::L4 => "613.1d",
            Layer::L5 => "613.1e",
            Layer::L6 => "613.1f",
            Layer::L7a => "613.4a",
            Layer::L7b => "613.4b",
            Layer::L7c => "613.4c",
            Layer::L7d => "613.4d",
            Layer::Players => "613.10",
            Layer::Rules => "613.11",
            Layer::Sba => "704.5f",
        }
    }

    /// The 2011 rule number where it differs from today's (`None` when the same), as
    /// docs/rules-notes.md numbers 2011's 613: layer 7's sublayers were 613.3a-e, with the
    /// counters' application (`counters`) in a sublayer of its own, 7d (613.3d).
    pub fn rule_2011(self, counters: bool) -> Option<&'static str> {
        match self {
            Layer::L1a | Layer::L1b => Some("613.1a"),
            Layer::L7a => Some("613.3a"),
            Layer::L7b => Some("613.3b"),
            Layer::L7c if counters => Some("613.3d"),
            Layer::L7c => Some("613.3c"),
            Layer::L7d => Some("613.3e"),
            Layer::Players => Some("613.9"),
            Layer::Rules => Some("613.10"),
            _ => None,
        }
    }

    /// Layers where characteristic-defining abilities apply first (613.3, 613.4a).
    pub fn cda_first(self) -> bool {
        matches!(
            self,
            Layer::L2 | Layer::L3 | Layer::L4 | Layer::L5 | Layer::L6 | Layer::L7a
        )
    }

    /// Parses a label of today's numbering.
    pub fn parse(s: &str) -> Option<Layer> {
        Layer::ALL
            .into_iter()
            .find(|l| l.label().eq_ignore_ascii_case(s.trim()))
    }
}

impl Part {
    /// The layer (sublayer) this part applies in.
    pub fn layer(&self) -> Layer {
        match self {
            Part::SetCopiable(_) | Part::KeepPrintedAbility(_) | Part::KeepOwnColors => Layer::L1a,
            Part::GainControl => Layer::L2,
            Part::ChangeWord { .. } | Part::TextOfTopCard | Part::SetName(_) => Layer::L3,
            Part::AddTypes(_)
            | Part::SetCardTypes(_)
            | Part::AddSupertypes(_)
            | Part::RemoveSupertypes(_)
            | Part::RemoveTypes(_)
            | Part::AddSubtypes(_)
            | Part::SetCreatureTypes(_)
            | Part::SetLandType(_)
            | Part::AddLandType(_)
            | Part::AddAllLandTypes
            | Part::AllCreatureTypes => Layer::L4,
            Part::SetColors(_) | Part::AddColors(_) => Layer::L5,
            Part::Grant(_) | Part::LoseAllAbilities | Part::Lose(_) | Part::CantHave(_) => {
                Layer::L6
            }
            Part::DefinePT(..) | Part::DefinePower(_) => Layer::L7a,
            Part::SetPT(..) | Part::SetToughness(_) => Layer::L7b,
            Part::ModifyPT(..) | Part::ModifyPTForEach(..) => Layer::L7c,
            Part::SwitchPT => Layer::L7d,
            Part::PlayerKeyword(_) => Layer::Players,
            Part::Rule(_) | Part::ObjectRule(_) => Layer::Rules,
        }
    }
}
