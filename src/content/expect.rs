//! Checking a scenario's `expect` entries against a solved state.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::file_error::{FileError, Problem};
use crate::i18n::Arg;
use crate::rules::card::Keyword;
use crate::rules::game::Game;
use crate::rules::object::{AbilityInst, PlayerChars, sorted};
use crate::rules::trace::State;

/// Expected characteristics of one object after the layers (lists compare as sets).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Expect {
    pub(crate) id: String,
    pub(crate) name: Option<String>,
    pub(crate) controller: Option<u8>,
    /// Card types by English name (`"Creature"`).
    pub(crate) types: Option<Vec<String>>,
    pub(crate) subtypes: Option<Vec<String>>,
    pub(crate) supertypes: Option<Vec<String>>,
    /// Colors by English name (`"White"`); `[]` for colorless.
    pub(crate) colors: Option<Vec<String>>,
    pub(crate) abilities: Option<Vec<String>>,
    /// Rules of the game about the object (613.11) by name (`"BlocksIfAble"`); `[]` for none.
    pub(crate) rules: Option<Vec<String>>,
    pub(crate) power: Option<i32>,
    pub(crate) toughness: Option<i32>,
    pub(crate) dies: Option<bool>,
    pub(crate) face_down: Option<bool>,
    /// A permanent's status: tapped, phased out (702.26).
    pub(crate) tapped: Option<bool>,
    pub(crate) phased_out: Option<bool>,
    /// A player's (`id: "p0"`) maximum hand size after the effects on the rules (613.11).
    pub(crate) max_hand_size: Option<i32>,
    /// A player has no maximum hand size.
    pub(crate) no_maximum_hand_size: Option<bool>,
}

impl Expect {
    /// The fields given that only an object has (a player has `abilities` too).
    fn object_fields(&self) -> Vec<&'static str> {
        [
            ("name", self.name.is_some()),
            ("controller", self.controller.is_some()),
            ("types", self.types.is_some()),
            ("subtypes", self.subtypes.is_some()),
            ("supertypes", self.supertypes.is_some()),
            ("colors", self.colors.is_some()),
            ("rules", self.rules.is_some()),
            ("power", self.power.is_some()),
            ("toughness", self.toughness.is_some()),
            ("dies", self.dies.is_some()),
            ("face_down", self.face_down.is_some()),
            ("tapped", self.tapped.is_some()),
            ("phased_out", self.phased_out.is_some()),
        ]
        .into_iter()
        .filter(|(_, given)| *given)
        .map(|(f, _)| f)
        .collect()
    }

    /// The fields given that only a player has.
    fn player_fields(&self) -> Vec<&'static str> {
        [
            ("max_hand_size", self.max_hand_size.is_some()),
            ("no_maximum_hand_size", self.no_maximum_hand_size.is_some()),
        ]
        .into_iter()
        .filter(|(_, given)| *given)
        .map(|(f, _)| f)
        .collect()
    }
}

/// An expectation's field that its object or player doesn't have: at the field, in the file.
pub(super) fn check_fields(path: &Path, text: &str, expects: &[Expect]) -> Result<(), FileError> {
    for (n, e) in expects.iter().enumerate() {
        let is_player = matches!(e.id.as_str(), "p0" | "p1");
        let wrong = if is_player {
            e.object_fields()
        } else {
            e.player_fields()
        };
        if let Some(field) = wrong.first() {
            let doc = super::ron_file::Doc::parse(text);
            let node = doc.root().get("expect").and_then(|l| l.index(n));
            let (line, col) = node
                .and_then(|e| e.get(field).or(Some(e)))
                .map_or((1, 1), |n| n.pos());
            let id = if is_player {
                "scenario-expect-player-field"
            } else {
                "scenario-expect-object-field"
            };
            return Err(FileError::at(
                path,
                line,
                col,
                Problem::new(
                    id,
                    vec![("id", Arg::from(&e.id)), ("field", Arg::from(*field))],
                ),
            ));
        }
    }
    Ok(())
}

/// One expectation that does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub id: String,
    pub field: &'static str,
    pub expected: String,
    pub actual: String,
}

/// Compares each expectation with the state. `ability_en` renders an ability of an object (by
/// index) in English.
pub fn check(
    expects: &[Expect],
    game: &Game,
    state: &State,
    ability_en: &dyn Fn(usize, &AbilityInst) -> String,
    keyword_en: &dyn Fn(&Keyword) -> String,
) -> Vec<Mismatch> {
    let mut out = Vec::new();
    for e in expects {
        let player = match e.id.as_str() {
            "p0" => state.players.first(),
            "p1" => state.players.get(1),
            _ => None,
        };
        if let Some(p) = player {
            check_player(e, p, keyword_en, &mut out);
            continue;
        }
        let Some(i) = game.lookup(&e.id) else {
            out.push(Mismatch {
                id: e.id.clone(),
                field: "id",
                // Values, as for any other field; the reports word a missing object.
                expected: "object".into(),
                actual: "null".into(),
            });
            continue;
        };
        let c = &state.chars[i];
        let mut cmp = comparer(&e.id, &mut out);
        if let Some(n) = &e.name {
            cmp("name", format!("{n:?}"), format!("{:?}", c.name));
        }
        if let Some(p) = e.controller {
            cmp("controller", format!("p{p}"), format!("p{}", c.controller));
        }
        if let Some(v) = &e.types {
            cmp(
                "types",
                set(v.iter().cloned()),
                set(c.types.iter().map(|t| t.name().to_string())),
            );
        }
        if let Some(v) = &e.subtypes {
            cmp(
                "subtypes",
                set(v.iter().cloned()),
                set(c.subtypes.iter().map(|s| s.to_string())),
            );
        }
        if let Some(v) = &e.supertypes {
            cmp(
                "supertypes",
                set(v.iter().cloned()),
                set(c.supertypes.iter().map(|t| t.name().to_string())),
            );
        }
        if let Some(v) = &e.colors {
            cmp(
                "colors",
                set(v.iter().cloned()),
                set(c.colors.iter().map(|t| t.name().to_string())),
            );
        }
        if let Some(v) = &e.abilities {
            cmp(
                "abilities",
                set(v.iter().cloned()),
                set(c.abilities.iter().map(|a| ability_en(i, a))),
            );
        }
        if let Some(v) = &e.rules {
            cmp(
                "rules",
                set(v.iter().cloned()),
                set(c.rules.iter().map(|r| r.key().to_string())),
            );
        }
        if let Some(p) = e.power {
            cmp("power", p.to_string(), opt(c.power));
        }
        if let Some(t) = e.toughness {
            cmp("toughness", t.to_string(), opt(c.toughness));
        }
        if let Some(d) = e.dies {
            cmp("dies", d.to_string(), state.dies[i].to_string());
        }
        if let Some(f) = e.face_down {
            cmp("face_down", f.to_string(), c.face_down.to_string());
        }
        let o = &game.objects[i];
        if let Some(t) = e.tapped {
            cmp("tapped", t.to_string(), o.tapped.to_string());
        }
        if let Some(p) = e.phased_out {
            cmp("phased_out", p.to_string(), o.phased_out.to_string());
        }
    }
    out
}

/// A player's expectations: abilities (613.10), maximum hand size (613.11).
fn check_player(
    e: &Expect,
    p: &PlayerChars,
    keyword_en: &dyn Fn(&Keyword) -> String,
    out: &mut Vec<Mismatch>,
) {
    let mut cmp = comparer(&e.id, out);
    if let Some(v) = &e.abilities {
        cmp(
            "abilities",
            set(v.iter().cloned()),
            set(p.abilities.iter().map(keyword_en)),
        );
    }
    if let Some(n) = e.max_hand_size {
        cmp("max_hand_size", n.to_string(), opt(p.max_hand_size));
    }
    if let Some(none) = e.no_maximum_hand_size {
        cmp(
            "no_maximum_hand_size",
            none.to_string(),
            p.max_hand_size.is_none().to_string(),
        );
    }
}

/// Compares one field of `id`'s expectation, noting a mismatch in `out`.
fn comparer<'a>(
    id: &'a str,
    out: &'a mut Vec<Mismatch>,
) -> impl FnMut(&'static str, String, String) + 'a {
    move |field, expected, actual| {
        if expected != actual {
            out.push(Mismatch {
                id: id.to_string(),
                field,
                expected,
                actual,
            });
        }
    }
}

fn set(items: impl Iterator<Item = String>) -> String {
    format!("{:?}", sorted(items.collect::<Vec<_>>()))
}

fn opt(v: Option<i32>) -> String {
    v.map_or_else(|| "null".to_string(), |n| n.to_string())
}
