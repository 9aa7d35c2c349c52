//! Scenario files (`Scenario(...)` in RON): a starting board built by actions, and optional
//! expectations. Lessons, the sandbox, tests and users share this format.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::catalogue::Catalogue;
use super::ron_file::{self, FileError, locate_literal};
use crate::rules::actions::{Action, ActionError, Activate, Cast, Enter, FreeEffect};
use crate::rules::card::{Affected, CardDef, Duration, Part};
use crate::rules::effect::{EffectKind, Target};
use crate::rules::game::Game;
use crate::rules::object::{Attachment, Player, PlayerId};

/// A scenario file, as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Scenario", deny_unknown_fields)]
pub struct ScenarioFile {
    pub format_version: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub active_player: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<PlayerSetup>>,
    /// Cards of the scenario's own (same fields as the catalogue).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardDef>,
    pub actions: Vec<ActionSpec>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expect: Vec<Expect>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn default_life() -> i32 {
    20
}
fn default_hand() -> i32 {
    7
}

/// A player's starting state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    #[serde(default = "default_life")]
    pub life: i32,
    #[serde(default = "default_hand")]
    pub hand: i32,
    /// Card names, bottom first: the last one is on top.
    #[serde(default)]
    pub graveyard: Vec<String>,
}

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
    },
    TurnFaceDown {
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

/// The kind of a free-standing effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectKindSpec {
    Static,
    Resolved,
    Cda,
}

/// Expected characteristics of one object after the layers (lists compare as sets).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Expect {
    pub id: String,
    pub name: Option<String>,
    pub controller: Option<u8>,
    /// Card types by English name (`"Creature"`).
    pub types: Option<Vec<String>>,
    pub subtypes: Option<Vec<String>>,
    pub supertypes: Option<Vec<String>>,
    /// Colors by English name (`"White"`); `[]` for colorless.
    pub colors: Option<Vec<String>>,
    pub abilities: Option<Vec<String>>,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub dies: Option<bool>,
    pub face_down: Option<bool>,
}

/// A scenario read from a file and played out.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub path: PathBuf,
    pub file: ScenarioFile,
    pub game: Game,
}

/// Reads and plays a scenario file.
pub fn load_file(path: &Path, catalogue: &Catalogue) -> Result<Loaded, FileError> {
    let text = super::limits::read_text(path)?;
    load_str(path, &text, catalogue)
}

/// Parses and plays a scenario given as text (`path` is for messages).
pub fn load_str(path: &Path, text: &str, catalogue: &Catalogue) -> Result<Loaded, FileError> {
    let file: ScenarioFile = ron_file::parse(path, text)?;
    build(path, text, file, catalogue)
}

/// Plays a parsed scenario.
pub fn build(
    path: &Path,
    text: &str,
    file: ScenarioFile,
    catalogue: &Catalogue,
) -> Result<Loaded, FileError> {
    let err_at = |literal: Option<&str>, message: String| {
        let (line, col) = match literal {
            Some(l) => locate_literal(text, l),
            None => (1, 1),
        };
        FileError::new(path, line, col, message)
    };
    if file.format_version != 1 {
        let (line, col) = text
            .find("format_version")
            .map_or((1, 1), |p| line_col(text, p));
        return Err(FileError::new(
            path,
            line,
            col,
            format!(
                "unsupported format_version {} (this layerlab reads 1)",
                file.format_version
            ),
        ));
    }
    if file.active_player > 1 {
        return Err(err_at(
            None,
            format!("active_player must be 0 or 1, not {}", file.active_player),
        ));
    }
    let mut own = Catalogue {
        cards: file.cards.clone(),
    };
    own.cards.extend(catalogue.cards.iter().cloned());
    let card = |name: &str| -> Result<CardDef, FileError> {
        own.find(name).cloned().ok_or_else(|| {
            let near = own.suggest(name, 3);
            let hint = if near.is_empty() {
                String::new()
            } else {
                format!("; did you mean {}?", quote_list(&near))
            };
            err_at(Some(name), format!("unknown card {name:?}{hint}"))
        })
    };
    let setups = file.players.clone().unwrap_or_else(|| {
        vec![
            PlayerSetup {
                life: 20,
                hand: 7,
                graveyard: Vec::new(),
            },
            PlayerSetup {
                life: 20,
                hand: 7,
                graveyard: Vec::new(),
            },
        ]
    });
    if setups.len() != 2 {
        return Err(err_at(
            None,
            format!("a scenario has exactly 2 players, not {}", setups.len()),
        ));
    }
    let mut game = Game::with_players(
        file.active_player,
        setups
            .iter()
            .map(|p| Player {
                life: p.life,
                hand: p.hand.max(0),
            })
            .collect(),
    );
    for (p, setup) in setups.iter().enumerate() {
        for name in &setup.graveyard {
            let c = card(name)?;
            game.add_to_graveyard(p as PlayerId, c);
        }
    }
    let starts = action_offsets(text);
    // An action's error points at its literal (an id, a card) inside that action, or at the action.
    let action_err = |n: usize, literal: Option<&str>, message: String| {
        let Some(&start) = starts.get(n) else {
            return err_at(literal, message);
        };
        let end = starts.get(n + 1).copied().unwrap_or(text.len());
        let pos = literal
            .and_then(|l| text[start..end].find(&format!("\"{l}\"")))
            .map_or(start, |p| start + p);
        let (line, col) = line_col(text, pos);
        FileError::new(path, line, col, message)
    };
    for (n, spec) in file.actions.iter().enumerate() {
        let action = to_action(spec, &game, &card).map_err(|e| match e {
            Convert::File(f) => f,
            Convert::Action(a) => action_err(n, a.literal.as_deref(), a.message),
        })?;
        game.apply(action)
            .map_err(|a| action_err(n, a.literal.as_deref(), a.message))?;
    }
    Ok(Loaded {
        path: path.to_path_buf(),
        file,
        game,
    })
}

/// Plays one more action on a played scenario: the same as playing the whole file with `spec`
/// appended (the game is deterministic), without playing the others again. Errors carry the
/// message only (there is no text to point into).
pub fn append(
    loaded: &Loaded,
    spec: ActionSpec,
    catalogue: &Catalogue,
) -> Result<Loaded, FileError> {
    let path = loaded.path.as_path();
    let card = |name: &str| -> Result<CardDef, FileError> {
        loaded
            .file
            .cards
            .iter()
            .find(|c| c.is_named(name))
            .or_else(|| catalogue.find(name))
            .cloned()
            .ok_or_else(|| {
                let near = catalogue.suggest(name, 3);
                let hint = if near.is_empty() {
                    String::new()
                } else {
                    format!("; did you mean {}?", quote_list(&near))
                };
                FileError::new(path, 1, 1, format!("unknown card {name:?}{hint}"))
            })
    };
    let action = to_action(&spec, &loaded.game, &card).map_err(|e| match e {
        Convert::File(f) => f,
        Convert::Action(a) => FileError::new(path, 1, 1, a.message),
    })?;
    let mut game = loaded.game.clone();
    game.apply(action)
        .map_err(|a| FileError::new(path, 1, 1, a.message))?;
    let mut file = loaded.file.clone();
    file.actions.push(spec);
    Ok(Loaded {
        path: loaded.path.clone(),
        file,
        game,
    })
}

enum Convert {
    File(FileError),
    Action(ActionError),
}

fn action_err(message: String, literal: &str) -> Convert {
    Convert::Action(ActionError {
        message,
        literal: Some(literal.to_string()),
    })
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
            .map(|o| (super::catalogue::levenshtein(&o.id, id), o.id.clone()))
            .collect();
        known.sort();
        let near: Vec<String> = known
            .into_iter()
            .filter(|(d, _)| *d <= 3)
            .take(3)
            .map(|(_, s)| s)
            .collect();
        let hint = if near.is_empty() {
            String::new()
        } else {
            format!("; did you mean {}?", quote_list(&near))
        };
        action_err(format!("unknown id {id:?}{hint}"), id)
    })
}

fn target(game: &Game, s: &str) -> Result<Target, Convert> {
    match player(s) {
        Some(p) => Ok(Target::Player(p)),
        None => object(game, s).map(Target::Object),
    }
}

fn attachment(game: &Game, s: &str) -> Result<Attachment, Convert> {
    match player(s) {
        Some(p) => Ok(Attachment::Player(p)),
        None => object(game, s).map(Attachment::Object),
    }
}

fn check_player(p: u8, what: &str) -> Result<PlayerId, Convert> {
    if p <= 1 {
        Ok(p)
    } else {
        Err(Convert::Action(ActionError {
            message: format!("{what} must be 0 or 1, not {p}"),
            literal: None,
        }))
    }
}

fn to_action(
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
        } => {
            if player(id).is_some() {
                return Err(action_err(
                    format!("{id:?} names a player; choose another id"),
                    id,
                ));
            }
            Action::Enter(Box::new(Enter {
                id: id.clone(),
                card: card(name).map_err(Convert::File)?,
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
                return Err(action_err(
                    format!("{i:?} names a player; choose another id"),
                    i,
                ));
            }
            Action::Cast(Box::new(Cast {
                id: id.clone().unwrap_or_default(),
                card: card(name).map_err(Convert::File)?,
                controller: check_player(*controller, "controller")?,
                targets: targets
                    .iter()
                    .map(|t| target(game, t))
                    .collect::<Result<_, _>>()?,
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
                return Err(action_err(
                    "abilities are numbered from 1".to_string(),
                    source,
                ));
            }
            Action::Activate(Activate {
                source: object(game, source)?,
                ability: ability.unwrap_or(1) - 1,
                targets: targets
                    .iter()
                    .map(|t| target(game, t))
                    .collect::<Result<_, _>>()?,
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
        ActionSpec::TurnFaceUp { target: t } => Action::TurnFaceUp(object(game, t)?),
        ActionSpec::TurnFaceDown { target: t } => Action::TurnFaceDown(object(game, t)?),
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

/// Byte offsets where each element of the top-level `actions: [...]` list starts.
fn action_offsets(text: &str) -> Vec<usize> {
    let Some(key) = text.find("actions") else {
        return Vec::new();
    };
    let bytes = text.as_bytes();
    let Some(open) = text[key..].find('[').map(|p| key + p) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut expect_item = true;
    let mut i = open + 1;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            b',' if depth == 0 => expect_item = true,
            _ if depth == 0 && expect_item && c.is_ascii_alphabetic() => {
                out.push(i);
                expect_item = false;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn quote_list(v: &[String]) -> String {
    v.iter()
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn line_col(text: &str, pos: usize) -> (usize, usize) {
    let before = &text[..pos.min(text.len())];
    (
        before.matches('\n').count() + 1,
        before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
    )
}
