//! A layer board as a slide's table: the permanents' name, controller, type, colors, abilities,
//! power and toughness, counters and timestamp, as the layer sandbox's table shows them.

use super::slides::{Cell, MAX_TABLE_ROWS, Table};
use crate::content::scenario::Loaded;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::game::Game;
use crate::rules::layer::Numbering;
use crate::rules::object::{Chars, Zone};
use crate::rules::solve::Solution;
use crate::rules::trace::{Field, State, Value};
use crate::words::explain::{self, Explainer};

/// The board's columns, in order (the layer sandbox's table marks the same).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Col {
    Name,
    Controller,
    Type,
    Colors,
    Abilities,
    Pt,
    Counters,
    Timestamp,
}

const COLUMNS: [Col; 8] = [
    Col::Name,
    Col::Controller,
    Col::Type,
    Col::Colors,
    Col::Abilities,
    Col::Pt,
    Col::Counters,
    Col::Timestamp,
];

/// A column's bit in a mask of columns.
pub(super) fn bit(c: Col) -> u8 {
    1 << (c as u8)
}

/// The column a changed field shows in (as the layer sandbox marks it).
pub(crate) fn col_of(f: Field) -> Option<Col> {
    Some(match f {
        Field::Name | Field::NameFr => Col::Name,
        Field::Controller => Col::Controller,
        Field::Supertypes | Field::Types | Field::Subtypes | Field::AllCreatureTypes => Col::Type,
        Field::Colors => Col::Colors,
        Field::Abilities | Field::CantHave | Field::ObjectRules => Col::Abilities,
        Field::Power | Field::Toughness | Field::Dies => Col::Pt,
        _ => return None,
    })
}

pub(super) fn header(c: Col, lang: Lang) -> String {
    let id = match c {
        Col::Name => "deck-col-name",
        Col::Controller => "deck-col-controller",
        Col::Type => "deck-col-type",
        Col::Colors => "deck-col-colors",
        Col::Abilities => "deck-col-abilities",
        Col::Pt => "deck-col-pt",
        Col::Counters => "deck-col-counters",
        Col::Timestamp => "deck-col-timestamp",
    };
    tr(lang, id, &[])
}

/// The permanents on the battlefield, in board order.
pub(super) fn permanents(game: &Game) -> Vec<usize> {
    (0..game.objects.len())
        .filter(|&i| game.objects[i].zone == Zone::Battlefield)
        .collect()
}

/// The text of column `col` of object `i` in state `state`.
pub(super) fn cell_text(ex: &Explainer, i: usize, col: Col, state: &State) -> String {
    let lang = ex.lang;
    let game = ex.game;
    let Some(c) = state.chars.get(i) else {
        return String::new();
    };
    let o = &game.objects[i];
    match col {
        Col::Name => explain::name(c, lang),
        Col::Controller => format!("p{}", c.controller),
        Col::Type => explain::type_line(c, lang),
        Col::Colors => ex.value(&Value::Colors(c.colors.clone()), None, &state.chars),
        Col::Abilities => abilities(game, i, c, lang),
        Col::Pt => {
            let pt = match (c.power, c.toughness) {
                (Some(p), Some(t)) => format!("{p}/{t}"),
                _ => "—".into(),
            };
            if state.dies.get(i).copied().unwrap_or(false) {
                format!("{pt} {}", tr(lang, "ui-dies", &[]))
            } else {
                pt
            }
        }
        Col::Counters => o
            .counters
            .iter()
            .map(|k| format!("{}×{}", crate::words::one_line(&k.kind), k.count))
            .collect::<Vec<_>>()
            .join(" "),
        Col::Timestamp => o.timestamp.to_string(),
    }
}

/// An object's abilities, one a line ("—" for none).
fn abilities(game: &Game, i: usize, c: &Chars, lang: Lang) -> String {
    if c.abilities.is_empty() {
        return "—".into();
    }
    c.abilities
        .iter()
        .map(|a| explain::ability(game, i, a, c, lang))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The table of `rows` (objects) in `state`: every column but the counters when no object
/// shown has any.
pub(super) fn table(ex: &Explainer, rows: &[usize], state: &State) -> (Vec<Col>, Vec<Vec<Cell>>) {
    let counters = rows
        .iter()
        .any(|&i| !ex.game.objects[i].counters.is_empty());
    let cols: Vec<Col> = COLUMNS
        .into_iter()
        .filter(|&c| c != Col::Counters || counters)
        .collect();
    let cells = rows
        .iter()
        .map(|&i| {
            cols.iter()
                .map(|&c| Cell::plain(cell_text(ex, i, c, state)))
                .collect()
        })
        .collect();
    (cols, cells)
}

/// The board in `state` as a slide's table, with `caption` (a question's board).
pub(super) fn board_table(loaded: &Loaded, sol: &Solution, state: &State, lang: Lang) -> Table {
    let ex = Explainer {
        game: &loaded.game,
        trace: &sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    let all = permanents(&loaded.game);
    let shown = &all[..all.len().min(MAX_TABLE_ROWS)];
    let (cols, rows) = table(&ex, shown, state);
    Table {
        caption: Some(tr(lang, "deck-board-start", &[])),
        headers: cols.iter().map(|&c| header(c, lang)).collect(),
        rows,
        note: (all.len() > shown.len())
            .then(|| tr(lang, "deck-rows-more", fargs![n = all.len() - shown.len()])),
    }
}
