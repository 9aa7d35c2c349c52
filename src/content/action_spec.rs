//! The actions of a scenario file, as written, and how each becomes an engine action: ids
//! become objects, card names become cards, players are checked.

use serde::{Deserialize, Serialize};

use super::ron_file::FileError;
use crate::rules::actions::{
    Action, ActionError, ActionProblem, Activate, Cast, Enter, FreeEffect,
};
use crate::rules::card::{Affected, CardDef, Duration, Part};
use crate::rules::effect::{EffectKind, Target};
use crate::rules::game::Game;
use crate::rules::meaning;
use crate::rules::object::{Attachment, FaceDownAs, PlayerId};

/// One action of a scenario. Ids name objects; `p0` and `p1` name players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ActionSpec {
    Enter {
        id: String,
        card: String,
        controller: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        face_down: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        copy_of: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        choices: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attached_to: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        counters: Vec<(String, i32)>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        token: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        /// With `face_down: true`: how it is face down (`Morph`, `Manifest`, `Disguise`, `Cloak`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face_down_as: Option<FaceDownAs>,
    },
    Cast {
        card: String,
        controller: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        choices: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<i32>,
    },
    Activate {
        source: String,
        /// 1-based among its activated and triggered abilities.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ability: Option<usize>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        choices: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<i32>,
    },
    Counters {
        target: String,
        kind: String,
        count: i32,
    },
    Attach {
        source: String,
        to: String,
    },
    TurnFaceUp {
        target: String,
        /// The mode chosen "as this is turned face up" (Aquamorph Entity).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        choices: Vec<String>,
    },
    TurnFaceDown {
        target: String,
    },
    /// A transforming double-faced permanent turns over (701.28), with a new timestamp (613.7g).
    Transform {
        target: String,
    },
    /// A permanent becomes tapped (no new timestamp).
    Tap {
        target: String,
    },
    Untap {
        target: String,
    },
    /// A permanent phases out (702.26): treated as though it does not exist, with what is
    /// attached to it; no zone change, no timestamp.
    PhaseOut {
        target: String,
    },
    PhaseIn {
        target: String,
    },
    Leave {
        target: String,
    },
    EndTurn,
    /// A free-standing continuous effect.
    Effect {
        id: String,
        kind: EffectKindSpec,
        #[serde(default)]
        controller: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<String>,
        affects: Affected,
        parts: Vec<Part>,
        #[serde(default)]
        duration: Duration,
    },
}

impl ActionSpec {
    /// `card` entering the battlefield under `controller` as `id`, face up, untapped, with
    /// nothing chosen, attached or counted: what the other fields then change.
    pub(crate) fn entering(id: String, card: String, controller: u8) -> ActionSpec {
        ActionSpec::Enter {
            id,
            card,
            controller,
            face_down: false,
            copy_of: None,
            choices: Vec::new(),
            attached_to: None,
            counters: Vec::new(),
            token: false,
            tapped: false,
            face_down_as: None,
        }
    }
}

/// The kind of a free-standing effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectKindSpec {
    Static,
    Resolved,
    Cda,
}

/// A free-standing effect is read whole, or refused where it says what can't be read.
pub(crate) fn free_effect_meaning(spec: &ActionSpec) -> Result<(), meaning::Refusal> {
    match spec {
        ActionSpec::Effect {
            kind,
            source,
            affects,
            parts,
            duration,
            ..
        } => meaning::check_free_effect(
            affects,
            parts,
            duration,
            source.is_some(),
            *kind == EffectKindSpec::Cda,
        ),
        _ => Ok(()),
    }
}

pub(crate) enum Convert {
    File(FileError),
    Action(ActionError),
}

fn action_err(problem: ActionProblem, literal: &str) -> Convert {
    Convert::Action(ActionError::new(problem, Some(literal)))
}

fn player(s: &str) -> Option<PlayerId> {
    match s {
        "p0" => Some(0),
        "p1" => Some(1),
        _ => None,
    }
}

fn object(game: &Game, id: &str) -> Result<usize, Convert> {
    game.lookup(id).ok_or_else(|| {
        let mut known: Vec<(usize, String)> = game
            .objects
            .iter()
            .filter(|o| !o.id.starts_with('p') || player(&o.id).is_none())
            .map(|o| (strsim::levenshtein(&o.id, id), o.id.clone()))
            .collect();
        known.sort();
        let near: Vec<String> = known
            .into_iter()
            .filter(|(d, _)| *d <= 3)
            .take(3)
            .map(|(_, s)| s)
            .collect();
        action_err(
            ActionProblem::UnknownId {
                id: id.to_string(),
                near,
            },
            id,
        )
    })
}

fn target(game: &Game, s: &str) -> Result<Target, Convert> {
    match player(s) {
        Some(p) => Ok(Target::Player(p)),
        None => object(game, s).map(Target::Object),
    }
}

/// Each of the ids, as a target.
fn targets_of(game: &Game, ids: &[String]) -> Result<Vec<Target>, Convert> {
    ids.iter().map(|t| target(game, t)).collect()
}

fn attachment(game: &Game, s: &str) -> Result<Attachment, Convert> {
    match player(s) {
        Some(p) => Ok(Attachment::Player(p)),
        None => object(game, s).map(Attachment::Object),
    }
}

fn check_player(p: u8, what: &'static str) -> Result<PlayerId, Convert> {
    if p <= 1 {
        Ok(p)
    } else {
        Err(Convert::Action(ActionError::new(
            ActionProblem::PlayerOutOfRange {
                field: what,
                found: p.into(),
            },
            None,
        )))
    }
}

pub(crate) fn to_action(
    spec: &ActionSpec,
    game: &Game,
    card: &dyn Fn(&str) -> Result<CardDef, FileError>,
) -> Result<Action, Convert> {
    Ok(match spec {
        ActionSpec::Enter {
            id,
            card: name,
            controller,
            face_down,
            copy_of,
            choices,
            attached_to,
            counters,
            token,
            tapped,
            face_down_as,
        } => {
            if player(id).is_some() {
                return Err(action_err(
                    ActionProblem::NamesAPlayer { id: id.clone() },
                    id,
                ));
            }
            let def = card(name).map_err(Convert::File)?;
            // The object doesn't exist yet: its own id in these fields would read as unknown.
            if copy_of.as_deref() == Some(id.as_str()) {
                return Err(action_err(
                    ActionProblem::CopyOfItself { id: id.clone() },
                    id,
                ));
            }
            if attached_to.as_deref() == Some(id.as_str()) {
                return Err(action_err(
                    crate::rules::legality::attached_to_itself(id, Some(&def)),
                    id,
                ));
            }
            Action::Enter(Box::new(Enter {
                id: id.clone(),
                card: def,
                controller: check_player(*controller, "controller")?,
                face_down: *face_down,
                copy_of: copy_of.as_deref().map(|c| object(game, c)).transpose()?,
                choices: choices.clone(),
                attached_to: attached_to
                    .as_deref()
                    .map(|a| attachment(game, a))
                    .transpose()?,
                counters: counters.clone(),
                token: *token,
                tapped: *tapped,
                face_down_as: match (face_down_as, face_down) {
                    (Some(as_), true) => *as_,
                    (Some(_), false) => {
                        return Err(action_err(
                            ActionProblem::FaceDownAsFaceUp { id: id.clone() },
                            id,
                        ));
                    }
                    (None, _) => Default::default(),
                },
            }))
        }
        ActionSpec::Cast {
            card: name,
            controller,
            id,
            targets,
            choices,
            x,
        } => {
            if let Some(i) = id
                && player(i).is_some()
            {
                return Err(action_err(ActionProblem::NamesAPlayer { id: i.clone() }, i));
            }
            Action::Cast(Box::new(Cast {
                id: id.clone().unwrap_or_default(),
                card: card(name).map_err(Convert::File)?,
                controller: check_player(*controller, "controller")?,
                targets: targets_of(game, targets)?,
                choices: choices.clone(),
                x: x.unwrap_or(0),
            }))
        }
        ActionSpec::Activate {
            source,
            ability,
            targets,
            choices,
            x,
        } => {
            if *ability == Some(0) {
                return Err(action_err(ActionProblem::AbilitiesFromOne, source));
            }
            Action::Activate(Activate {
                source: object(game, source)?,
                ability: ability.unwrap_or(1) - 1,
                targets: targets_of(game, targets)?,
                choices: choices.clone(),
                x: x.unwrap_or(0),
            })
        }
        ActionSpec::Counters {
            target: t,
            kind,
            count,
        } => Action::Counters {
            target: object(game, t)?,
            kind: kind.clone(),
            count: *count,
        },
        ActionSpec::Attach { source, to } => Action::Attach {
            source: object(game, source)?,
            to: attachment(game, to)?,
        },
        ActionSpec::TurnFaceUp { target: t, choices } => {
            Action::TurnFaceUp(object(game, t)?, choices.clone())
        }
        ActionSpec::TurnFaceDown { target: t } => Action::TurnFaceDown(object(game, t)?),
        ActionSpec::Transform { target: t } => Action::Transform(object(game, t)?),
        ActionSpec::Tap { target: t } => Action::Tap(object(game, t)?),
        ActionSpec::Untap { target: t } => Action::Untap(object(game, t)?),
        ActionSpec::PhaseOut { target: t } => Action::PhaseOut(object(game, t)?),
        ActionSpec::PhaseIn { target: t } => Action::PhaseIn(object(game, t)?),
        ActionSpec::Leave { target: t } => Action::Leave(object(game, t)?),
        ActionSpec::EndTurn => Action::EndTurn,
        ActionSpec::Effect {
            id,
            kind,
            controller,
            source,
            affects,
            parts,
            duration,
        } => {
            if let Affected::Objects(ids) = affects {
                for i in ids {
                    object(game, i)?;
                }
            }
            Action::Effect(Box::new(FreeEffect {
                label: id.clone(),
                kind: match kind {
                    EffectKindSpec::Static => EffectKind::Static,
                    EffectKindSpec::Resolved => EffectKind::Resolved,
                    EffectKindSpec::Cda => EffectKind::Cda,
                },
                controller: check_player(*controller, "controller")?,
                source: source.as_deref().map(|s| object(game, s)).transpose()?,
                affects: affects.clone(),
                parts: parts.clone(),
                duration: duration.clone(),
            }))
        }
    })
}
