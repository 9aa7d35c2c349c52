//! Checking a scenario's `expect` entries against a solved state.

use super::scenario::Expect;
use crate::rules::card::Keyword;
use crate::rules::game::Game;
use crate::rules::object::{AbilityInst, PlayerChars, sorted};
use crate::rules::trace::State;

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
