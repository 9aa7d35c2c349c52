//! Drawing the layer sandbox: the board as a table (what the step changed highlighted, each
//! column as wide as its text when there is room), the step and why (scrolled with Space when
//! it is longer than its pane), the effects and the layers; reads the state, never changes it.
//! The presentation view draws the same table and step.

use std::collections::HashSet;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{
    Block, HighlightSpacing, Row, StatefulWidget, Table, TableState, Widget, Wrap,
};

use super::{DELAYS, LayerBox, Sandbox};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::effect::{EffectKey, Target};
use crate::rules::layer::{Layer, Numbering};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::page::{ellipsize, pack_items, wrap_words};
use crate::ui::widgets::path_prompt;
use crate::ui::widgets::safe;
use crate::ui::widgets::scroll::{paged, rows};
use crate::words::deck::{Col, col_of};
use crate::words::explain::{self, Explainer};
use crate::words::titles::{Kind, scenario_title};

/// The layer sandbox's pane's title: the board's, and whether it was edited or is being solved
/// (the first board opened, too).
pub(crate) fn title(ly: &LayerBox, sh: &Shared) -> String {
    let lang = sh.lang;
    let mark = super::edit::view::title_mark(ly, sh);
    match &ly.sandbox {
        Some(_) => format!(
            "{} — {}{mark}",
            tr(lang, "ui-sandbox", &[]),
            board_title(ly, sh),
        ),
        None => format!("{}{mark}", tr(lang, "ui-sandbox", &[])),
    }
}

/// The layer sandbox inside its pane's frame.
pub(crate) fn render(ly: &LayerBox, sh: &Shared, th: &Theme, inner: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    match &ly.sandbox {
        Some(s) => sandbox_body(ly, sh, s, th, inner, buf),
        // No board yet: the key that adds a permanent starts one.
        None => safe::para(vec![
            Line::styled(empty_board(lang), th.title),
            Line::raw(""),
            Line::raw(tr(lang, "ui-sandbox-empty", &[])),
        ])
        .wrap(Wrap { trim: false })
        .render(inner, buf),
    }
    super::edit::view::render(ly, sh, th, inner, buf);
}

/// What the open board is called: the name of the file it was opened from or saved to (the
/// reader's own name for it, escaped as all text from files is), else the title of the lesson
/// page it comes from, in the reader's language (a course file's name means nothing to a
/// learner), else a new board.
pub(crate) fn board_title(ly: &LayerBox, sh: &Shared) -> String {
    let Some(s) = &ly.sandbox else {
        return tr(sh.lang, "ui-sandbox", &[]);
    };
    if let Some(f) = &ly.edit.file {
        return path_prompt::file_title(f);
    }
    match scenario_title(&sh.course, &s.name, Kind::Board, sh.lang) {
        Some(t) => t,
        None => tr(sh.lang, "ui-board-new", &[]),
    }
}

/// The board's columns.
const COLUMNS: usize = 8;
/// The narrowest the abilities column gets before the name and type columns give way.
const ABILITIES_MIN: usize = 12;

/// The widths of the board's columns in `room` cells, from their natural widths (the widest
/// cell of each, header included): the controller, P/T, counters and timestamp columns always
/// whole, then the name, type and colors whole when the abilities keep [`ABILITIES_MIN`]
/// cells, the abilities taking what is left; else the name, type, colors and abilities share
/// the room, the narrow ones whole and the wide ones cut to the same width.
fn column_widths(natural: [usize; COLUMNS], room: usize) -> [u16; COLUMNS] {
    const FIXED: [usize; 4] = [1, 5, 6, 7];
    const SHARED: [usize; 4] = [0, 2, 3, 4];
    let mut w = [0usize; COLUMNS];
    for c in FIXED {
        w[c] = natural[c];
    }
    let left = room.saturating_sub(FIXED.iter().map(|&c| natural[c]).sum::<usize>());
    let firm = natural[0] + natural[2] + natural[3];
    if firm + ABILITIES_MIN.min(natural[4]) <= left {
        w[0] = natural[0];
        w[2] = natural[2];
        w[3] = natural[3];
        w[4] = left - firm;
    } else {
        // The largest cap under which the shared columns fit: the narrow ones keep their width.
        let fits = |cap: usize| SHARED.iter().map(|&c| natural[c].min(cap)).sum::<usize>() <= left;
        let mut cap = 0;
        while cap < left && fits(cap + 1) {
            cap += 1;
        }
        for c in SHARED {
            w[c] = natural[c].min(cap);
        }
        // What the cap leaves over goes to the cut columns, one cell each, name first.
        let mut spare = left - SHARED.iter().map(|&c| w[c]).sum::<usize>();
        for c in SHARED {
            if spare > 0 && w[c] < natural[c] {
                w[c] += 1;
                spare -= 1;
            }
        }
    }
    w.map(|x| x.min(u16::MAX as usize) as u16)
}

/// The rows a permanent takes in the table when the room is short: its cells are cut there.
const ROW_LINES: usize = 3;

/// The most rows a permanent takes in the table when there is room for every row so: its
/// abilities whole (a card's text is rarely longer).
const WHOLE_LINES: usize = 12;

/// One cell's lines: its text wrapped between words in `width` cells, `limit` rows at most (a
/// text cut ends with "…"), the first row starting with "▸" when the step changed it.
fn cell_lines(text: &str, on: bool, width: u16, limit: usize, th: &Theme) -> Vec<Line<'static>> {
    let room = (width as usize).saturating_sub(usize::from(on));
    marked(wrap_words(text, room, limit), on, th)
}

/// The abilities' cell: each ability (a keyword too) set apart by " · ", the rows of two never
/// reading as one ("Indestructible · {T}: Add {C}."), `limit` rows at most; "—" for none.
fn ability_lines(
    abilities: &[String],
    on: bool,
    width: u16,
    limit: usize,
    th: &Theme,
) -> Vec<Line<'static>> {
    if abilities.is_empty() {
        return cell_lines("—", on, width, limit, th);
    }
    let room = (width as usize).saturating_sub(usize::from(on));
    marked(pack_items(abilities, room, limit), on, th)
}

/// Rows of a cell, the first starting with "▸" when the step changed the cell (the others
/// under it).
fn marked(rows: Vec<String>, on: bool, th: &Theme) -> Vec<Line<'static>> {
    rows.into_iter()
        .enumerate()
        .map(|(k, row)| match (on, k) {
            (true, 0) => Line::from(vec![
                Span::styled("▸", th.changed),
                Span::styled(row, th.changed),
            ]),
            (true, _) => Line::from(vec![Span::raw(" "), Span::styled(row, th.changed)]),
            _ => Line::raw(row),
        })
        .collect()
}

/// The board as a table for a space `width` cells wide and `room` rows high: the permanents
/// that fit (the selected one always among them), the cells the current step changed marked,
/// every column as wide as its text when there is room, else its text wrapped between words
/// (whole when every row fits so, else three rows at most, then "…"). With `gap`, a blank row separates the permanents (the
/// presentation view).
pub(crate) fn board_table(
    s: &Sandbox,
    lang: Lang,
    th: &Theme,
    width: u16,
    room: u16,
    gap: bool,
) -> BoardTable {
    let game = &s.board.loaded.game;
    let ex = Explainer {
        game,
        trace: &s.board.sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    let chars = &s.state.chars;
    let changed: HashSet<(usize, Col)> = s
        .current()
        .map(|st| {
            st.changes
                .iter()
                .filter_map(|c| match c.target {
                    Target::Object(i) => col_of(c.field).map(|col| (i, col)),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    // Only the rows that may fit are put into words: a board may hold hundreds of permanents.
    // A row takes at least a line per ability (three at most); wrapping may make it taller.
    let permanents = s.permanents();
    let margin = u16::from(gap);
    let least: Vec<u16> = permanents
        .iter()
        .map(|&i| {
            chars
                .get(i)
                .map_or(1, |c| c.abilities.len().clamp(1, ROW_LINES) as u16)
                + margin
        })
        .collect();
    let room = room.max(2);
    let rows_room = room.saturating_sub(1 + margin);
    let (first, last) = window(&least, s.selected, rows_room);
    // Each row's texts and the columns the step changed.
    struct Texts {
        cells: [String; COLUMNS],
        abilities: Vec<String>,
        on: [bool; COLUMNS],
    }
    let mut rows: Vec<Texts> = Vec::new();
    for &i in &permanents[first..last] {
        let o = &game.objects[i];
        let Some(c) = chars.get(i) else { continue };
        let on = |col| changed.contains(&(i, col));
        let abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| explain::ability(game, i, a, c, lang))
            .collect();
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => "—".into(),
        };
        let pt = if s.state.dies.get(i).copied().unwrap_or(false) {
            format!("{pt} {}", tr(lang, "ui-dies", &[]))
        } else {
            pt
        };
        let counters = o
            .counters
            .iter()
            .map(|k| format!("{}×{}", k.kind, k.count))
            .collect::<Vec<_>>()
            .join(" ");
        let colors = ex.value(
            &crate::rules::trace::Value::Colors(c.colors.clone()),
            None,
            chars,
        );
        rows.push(Texts {
            cells: [
                explain::name(c, lang),
                format!("p{}", c.controller),
                explain::type_line(c, lang),
                colors,
                String::new(),
                pt,
                counters,
                o.timestamp.to_string(),
            ],
            abilities,
            on: [
                on(Col::Name),
                on(Col::Controller),
                on(Col::Type),
                on(Col::Colors),
                on(Col::Abilities),
                on(Col::Pt),
                false,
                false,
            ],
        });
    }
    let headers = [
        "ui-col-name",
        "ui-col-controller",
        "ui-col-type",
        "ui-col-colors",
        "ui-col-abilities",
        "ui-col-pt",
        "ui-col-counters",
        "ui-col-timestamp",
    ]
    .map(|id| tr(lang, id, &[]));
    let cells_w = |t: &str| Span::raw(crate::words::one_line(t)).width();
    let mut natural = headers.clone().map(|h| cells_w(&h));
    for r in &rows {
        for (c, n) in natural.iter_mut().enumerate() {
            let w = if c == 4 {
                cells_w(&r.abilities.join(" · "))
            } else {
                cells_w(&r.cells[c])
            };
            *n = (*n).max(w + usize::from(r.on[c]));
        }
    }
    // The counters' column only when a permanent shown has counters.
    let counters_shown = rows.iter().any(|r| !r.cells[6].is_empty());
    let shown: Vec<usize> = (0..COLUMNS).filter(|&c| c != 6 || counters_shown).collect();
    if !counters_shown {
        natural[6] = 0;
    }
    // The selection mark and the spaces between the columns.
    let room_w = (width as usize).saturating_sub(1 + (shown.len() - 1));
    let widths = column_widths(natural, room_w);
    // The cells wrapped in `limit` rows at most. Three when the candidate rows all fit so,
    // else fewer: on a small screen, more permanents cut with "…" rather than fewer whole.
    let wrapped = |limit: usize| -> (Vec<Vec<Vec<Line<'static>>>>, Vec<u16>) {
        let lines: Vec<Vec<Vec<Line>>> = rows
            .iter()
            .map(|r| {
                shown
                    .iter()
                    .map(|&c| {
                        if c == 4 {
                            ability_lines(&r.abilities, r.on[4], widths[4], limit, th)
                        } else {
                            cell_lines(&r.cells[c], r.on[c], widths[c], limit, th)
                        }
                    })
                    .collect()
            })
            .collect();
        let heights = lines
            .iter()
            .map(|cells| cells.iter().map(Vec::len).max().unwrap_or(1).max(1) as u16 + margin)
            .collect();
        (lines, heights)
    };
    // Whole when every row fits so, else three rows at most, else fewer.
    let (limit, (mut lines, heights)) = std::iter::once(WHOLE_LINES)
        .chain((1..=ROW_LINES).rev())
        .map(|limit| (limit, wrapped(limit)))
        .find(|(_, (_, h))| h.iter().sum::<u16>() <= rows_room)
        .unwrap_or_else(|| (1, wrapped(1)));
    let selected = s.selected.saturating_sub(first);
    let (keep_first, keep_last) = window(&heights, selected, rows_room);
    lines.truncate(keep_last);
    let lines = lines.split_off(keep_first.min(lines.len()));
    let used: u16 = heights[keep_first..keep_last].iter().sum();
    let table_rows: Vec<Row> = lines
        .into_iter()
        .zip(&heights[keep_first..keep_last])
        .map(|(cells, &h)| {
            Row::new(cells.into_iter().map(|l| safe::cell(Text::from(l))))
                .height(h - margin)
                .bottom_margin(margin)
        })
        .collect();
    let header = Row::new(
        shown
            .iter()
            .map(|&c| safe::cell(ellipsize(&headers[c], widths[c] as usize))),
    )
    .style(th.title)
    .bottom_margin(margin);
    let constraints: Vec<Constraint> = shown
        .iter()
        .map(|&c| Constraint::Length(widths[c]))
        .collect();
    let table = Table::new(table_rows, constraints)
        .header(header)
        .column_spacing(1)
        .row_highlight_style(th.selected)
        .highlight_symbol("›")
        .highlight_spacing(HighlightSpacing::Always);
    let state = TableState::default().with_selected(Some(selected.saturating_sub(keep_first)));
    BoardTable {
        table,
        state,
        height: (1 + margin + used).min(room),
        whole: first == 0
            && last == permanents.len()
            && keep_first == 0
            && keep_last == heights.len(),
        wrapped: limit >= ROW_LINES,
    }
}

/// The board's table as [`board_table`] lays it out.
pub(crate) struct BoardTable {
    pub(crate) table: Table<'static>,
    /// The selected row among those shown.
    pub(crate) state: TableState,
    /// The rows it takes, header included.
    pub(crate) height: u16,
    /// Every permanent is shown.
    pub(crate) whole: bool,
    /// Its cells wrap as far as they may ([`ROW_LINES`] rows at least), not cut short for room.
    pub(crate) wrapped: bool,
}

/// The current step in lines: its layer, the effect, why it goes now, its notes, and each
/// change it made (the sandbox's step pane and the presentation view).
pub(crate) fn step_lines(s: &Sandbox, lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    let ex = Explainer {
        game: &s.board.loaded.game,
        trace: &s.board.sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    let chars = &s.state.chars;
    let mut detail: Vec<Line> = Vec::new();
    match s.current() {
        None if s.permanents().is_empty() => detail.push(Line::styled(empty_board(lang), th.title)),
        None => detail.push(Line::styled(tr(lang, "ui-step-none", &[]), th.dim)),
        Some(st) => {
            detail.push(Line::styled(
                format!(
                    "[{}] {}",
                    ex.label(st),
                    ex.layer_title(st.layer, st.counters)
                ),
                th.accent,
            ));
            detail.push(Line::raw(
                st.effect
                    .map(|e| ex.effect_title(e))
                    .unwrap_or_else(|| tr(lang, "layer-sba", &[])),
            ));
            detail.push(Line::from(vec![
                Span::styled(tr(lang, "ui-why", &[]), th.title),
                Span::raw(format!(" {}", ex.reason(st))),
            ]));
            for n in ex.notes(st) {
                detail.push(Line::styled(n, th.dim));
            }
            for c in st.changes.iter().filter(|c| explain::shown(c.field)) {
                detail.push(Line::from(vec![
                    Span::styled("▸ ", th.changed),
                    Span::raw(format!(
                        "{} — {}",
                        ex.target(c.target, chars),
                        ex.change(c, chars)
                    )),
                ]));
            }
        }
    }
    detail
}

/// "Empty board: press n to add a permanent", with the key as the configuration binds it.
fn empty_board(lang: Lang) -> String {
    let key = super::key_label_of(super::Action::Edit(super::EditAction::AddPermanent), lang)
        .unwrap_or_default();
    tr(lang, "ui-board-empty", fargs![key = key])
}

/// The sandbox's status line: where the trace is, and autoplay when it runs.
pub(crate) fn status_line(ly: &LayerBox, s: &Sandbox, lang: Lang, th: &Theme) -> Line<'static> {
    let total = s.steps().len();
    let status = match s.current() {
        None => tr(lang, "ui-step-start", fargs![total = total]),
        Some(_) => tr(lang, "ui-step-of", fargs![n = s.pos, total = total]),
    };
    let mut spans = vec![Span::styled(status, th.title)];
    if ly.autoplay {
        spans.push(Span::styled(
            format!(
                "  ▶ {}",
                tr(lang, "ui-autoplay", fargs![ms = DELAYS[ly.delay] as usize])
            ),
            th.accent,
        ));
    }
    Line::from(spans)
}

fn sandbox_body(ly: &LayerBox, sh: &Shared, s: &Sandbox, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let game = &s.board.loaded.game;
    let trace = &s.board.sol.trace;
    let ex = Explainer {
        game,
        trace,
        lang,
        numbering: Numbering::Current,
    };
    let chars = &s.state.chars;
    let step = s.current();
    let BoardTable {
        table,
        mut state,
        height: board_h,
        ..
    } = board_table(s, lang, th, area.width, (area.height / 3).max(2), false);

    // The selected permanent in full, its title line cut between words.
    let permanents = s.permanents();
    let mut object: Vec<Line> = Vec::new();
    if let Some(&i) = permanents.get(s.selected)
        && let Some(c) = chars.get(i)
    {
        let o = &game.objects[i];
        let colors = ex.value(
            &crate::rules::trace::Value::Colors(c.colors.clone()),
            None,
            chars,
        );
        object.push(Line::styled(
            ellipsize(
                &format!(
                    "{} [{}] · {} · {colors} · p{} · t{}",
                    explain::name(c, lang),
                    o.id,
                    explain::type_line(c, lang),
                    c.controller,
                    o.timestamp
                ),
                area.width as usize,
            ),
            th.title,
        ));
        // Its abilities set apart by " · " (a keyword too).
        let abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| explain::ability(game, i, a, c, lang))
            .collect();
        let room = (area.width as usize).saturating_sub(2).max(1);
        for row in pack_items(&abilities, room, usize::MAX) {
            object.push(Line::raw(format!("  {row}")));
        }
    }

    // The effects, each on one line cut between words.
    let cur_effect = step.and_then(|st| st.effect);
    let w = area.width as usize;
    let mut effects: Vec<Line> = vec![Line::styled(tr(lang, "ui-effects", &[]), th.title)];
    for (j, info) in trace.effects.iter().enumerate() {
        let mut layers: Vec<String> = Vec::new();
        // A copy effect has no parts: it applies in layer 1a (613.2a); face-down status in 1b
        // (613.2b).
        let whole = match info.key {
            EffectKey::Registered(k) if game.effects.get(k).is_some_and(|e| e.copy.is_some()) => {
                Some(Layer::L1a)
            }
            EffectKey::FaceDown(_) => Some(Layer::L1b),
            _ => None,
        };
        if let Some(l) = whole {
            layers.push(explain::layer_label(l, Numbering::Current, false, lang));
        }
        for p in &info.parts {
            let l = explain::layer_label(p.layer(), Numbering::Current, false, lang);
            if !layers.contains(&l) {
                layers.push(l);
            }
        }
        let locked = if info.locked {
            format!(" · {}", tr(lang, "ui-locked", &[]))
        } else {
            String::new()
        };
        let text = format!(
            "[{}] {} · {} · L{} · t{}{locked}",
            info.label,
            ex.effect_name(j),
            tr(lang, &info.kind_message(), &[]),
            layers.join(","),
            info.timestamp
        );
        effects.push(if cur_effect == Some(j) {
            Line::from(vec![
                Span::styled("▸ ", th.changed),
                Span::styled(ellipsize(&text, w.saturating_sub(2)), th.changed),
            ])
        } else {
            Line::raw(format!("  {}", ellipsize(&text, w.saturating_sub(2))))
        });
    }

    // The effects list keeps the current effect in view.
    let effects_h = (effects.len() as u16).min(7);
    let (e_first, e_last) = window(
        &vec![1; effects.len() - 1],
        cur_effect.unwrap_or(0),
        effects_h.saturating_sub(1),
    );
    let title = effects.remove(0);
    let effects: Vec<Line> = std::iter::once(title)
        .chain(effects.drain(e_first..e_last))
        .collect();
    // The selected permanent takes a sixth of the height, or all that the step's text leaves.
    let detail = step_lines(s, lang, th);
    let detail_need = rows(detail.clone(), area.width as usize).len() as u16 + 1;
    let spare = area
        .height
        .saturating_sub(1 + board_h + effects_h + detail_need);
    let object_h = (object.len() as u16)
        .min((area.height / 6).max(spare))
        .max(1);
    if object.len() > object_h as usize {
        object.truncate(object_h as usize);
        if let Some(last) = object.last_mut() {
            let cut = ellipsize(
                &format!("{} …", last.to_string().trim_end()),
                area.width as usize,
            );
            *last = Line::raw(cut);
        }
    }
    let [status_a, board_a, object_a, effects_a, detail_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(object_h),
        Constraint::Length(effects_h),
        Constraint::Fill(1),
    ])
    .areas(area);
    safe::para(status_line(ly, s, lang, th)).render(status_a, buf);
    StatefulWidget::render(table, board_a, buf, &mut state);
    safe::para(object).render(object_a, buf);
    safe::para(effects).render(effects_a, buf);
    let block = Block::new()
        .borders(ratatui::widgets::Borders::TOP)
        .border_style(th.border);
    let detail_in = block.inner(detail_a);
    block.render(detail_a, buf);
    paged(detail, ly.step_presses(), lang, th, detail_in, buf);
}

/// The rows `first..last` (of the given heights) to show in `room` lines so that `selected` is
/// among them: from the top while it fits, else with `selected` as the last row shown.
fn window(heights: &[u16], selected: usize, room: u16) -> (usize, usize) {
    if heights.is_empty() {
        return (0, 0);
    }
    let selected = selected.min(heights.len() - 1);
    let mut first = selected + 1;
    let mut used = 0;
    while first > 0 && used + heights[first - 1] <= room {
        first -= 1;
        used += heights[first];
    }
    if first > selected {
        // The selected row alone is taller than the room: it is shown, cut.
        first = selected;
        used = heights[selected];
    }
    let mut last = selected + 1;
    while last < heights.len() && used + heights[last] <= room {
        used += heights[last];
        last += 1;
    }
    (first, last)
}

#[cfg(test)]
mod tests {
    use super::{ABILITIES_MIN, column_widths, window};

    #[test]
    fn columns_take_their_natural_width_when_there_is_room() {
        // Name, Ctl, Type, Colors, Abilities, P/T, Ctrs, TS.
        let natural = [26, 3, 29, 9, 60, 4, 5, 4];
        let w = column_widths(natural, 200);
        assert_eq!(&w[..4], &[26, 3, 29, 9]);
        assert_eq!(
            w[4],
            200 - (26 + 3 + 29 + 9 + 4 + 5 + 4),
            "the abilities take the rest"
        );
        // Less room: the abilities give way first, down to their minimum.
        let w = column_widths(natural, 95);
        assert_eq!(&w[..4], &[26, 3, 29, 9]);
        assert_eq!(w[4] as usize, 95 - (26 + 3 + 29 + 9 + 4 + 5 + 4));
        assert!(w[4] as usize >= ABILITIES_MIN);
        // Less still: the wide columns share what is left, the narrow ones stay whole.
        let w = column_widths(natural, 60);
        assert_eq!(w[1], 3);
        assert_eq!(w[3], 9, "the colors are narrower than the share: whole");
        assert_eq!(w.iter().map(|&x| x as usize).sum::<usize>(), 60);
        assert!(
            w[0].abs_diff(w[2]) <= 1 && w[0].abs_diff(w[4]) <= 1,
            "{w:?}"
        );
        // No room at all: nothing overflows.
        let w = column_widths(natural, 5);
        assert!(w[0] == 0 && w[2] == 0 && w[4] == 0, "{w:?}");
    }

    #[test]
    fn the_window_keeps_the_selected_row_in_view() {
        let ones = [1; 5];
        assert_eq!(window(&ones, 0, 3), (0, 3));
        assert_eq!(window(&ones, 2, 3), (0, 3));
        assert_eq!(window(&ones, 4, 3), (2, 5));
        assert_eq!(
            window(&ones, 9, 3),
            (2, 5),
            "a selection past the end is clamped"
        );
        assert_eq!(window(&ones, 1, 10), (0, 5));
        assert_eq!(
            window(&[3, 1, 2], 0, 2),
            (0, 1),
            "a row taller than the room"
        );
        assert_eq!(window(&[1, 2, 2], 2, 4), (1, 3));
        assert_eq!(window(&[], 0, 3), (0, 0));
    }
}
