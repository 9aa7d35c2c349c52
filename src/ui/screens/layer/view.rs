//! Drawing the layer sandbox: the board as a table (what the step changed highlighted), the
//! step and why, the effects and the layers; reads the state, never changes it.

use std::collections::HashSet;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{
    Block, Cell, HighlightSpacing, Row, StatefulWidget, Table, TableState, Widget, Wrap,
};

use super::{DELAYS, LayerBox, Sandbox};
use crate::fargs;
use crate::i18n::tr;
use crate::rules::effect::Target;
use crate::rules::layer::Numbering;
use crate::rules::trace::Field;
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::layout::pane_block;
use crate::ui::widgets::safe;
use crate::words::explain::{self, Explainer};

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Col {
    Name,
    Controller,
    Type,
    Colors,
    Abilities,
    Pt,
}

fn col_of(f: Field) -> Option<Col> {
    Some(match f {
        Field::Name | Field::NameFr => Col::Name,
        Field::Controller => Col::Controller,
        Field::Supertypes | Field::Types | Field::Subtypes | Field::AllCreatureTypes => Col::Type,
        Field::Colors => Col::Colors,
        Field::Abilities | Field::CantHave => Col::Abilities,
        Field::Power | Field::Toughness | Field::Dies => Col::Pt,
        _ => return None,
    })
}

/// The layer sandbox's pane.
pub fn render(ly: &LayerBox, sh: &Shared, th: &Theme, area: Rect, buf: &mut Buffer, focused: bool) {
    let lang = sh.lang;
    let title = match &ly.sandbox {
        Some(s) => format!(
            "{} — {}{}",
            tr(lang, "ui-sandbox", &[]),
            s.name,
            super::edit::view::title_mark(ly, sh)
        ),
        None => tr(lang, "ui-sandbox", &[]),
    };
    let block = pane_block(title, focused, th);
    let inner = block.inner(area);
    block.render(area, buf);
    match &ly.sandbox {
        Some(s) => sandbox_body(ly, sh, s, th, inner, buf),
        None => safe::para(tr(lang, "ui-sandbox-empty", &[]))
            .wrap(Wrap { trim: false })
            .render(inner, buf),
    }
    super::edit::view::render(ly, sh, th, inner, buf);
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
    let total = s.steps().len();
    let step = s.current();
    let changed: HashSet<(usize, Col)> = step
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

    // The board.
    let cell = |text: String, on: bool| -> Cell<'static> {
        if on {
            safe::cell(Line::from(vec![
                Span::styled("▸", th.changed),
                Span::styled(text, th.changed),
            ]))
        } else {
            safe::cell(text)
        }
    };
    // Only the rows that fit are put into words: a board may hold hundreds of permanents.
    let permanents = s.permanents();
    let heights: Vec<u16> = permanents
        .iter()
        .map(|&i| {
            chars
                .get(i)
                .map_or(1, |c| c.abilities.len().clamp(1, 3) as u16)
        })
        .collect();
    let board_h = (1 + heights.iter().sum::<u16>())
        .min(area.height / 3)
        .max(2);
    let (first, last) = window(&heights, s.selected, board_h - 1);
    let mut rows = Vec::new();
    for &i in &permanents[first..last] {
        let o = &game.objects[i];
        let Some(c) = chars.get(i) else { continue };
        let on = |col| changed.contains(&(i, col));
        let abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| explain::ability(game, i, a, c, lang))
            .collect();
        let height = abilities.len().clamp(1, 3) as u16;
        let ab_on = on(Col::Abilities);
        let ab_lines: Vec<Line> = if abilities.is_empty() {
            vec![Line::raw("—")]
        } else {
            abilities
                .into_iter()
                .map(|a| {
                    if ab_on {
                        Line::from(vec![
                            Span::styled("▸", th.changed),
                            Span::styled(a, th.changed),
                        ])
                    } else {
                        Line::raw(a)
                    }
                })
                .collect()
        };
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
        rows.push(
            Row::new(vec![
                cell(explain::name(c, lang), on(Col::Name)),
                cell(format!("p{}", c.controller), on(Col::Controller)),
                cell(explain::type_line(c, lang), on(Col::Type)),
                cell(colors, on(Col::Colors)),
                safe::cell(Text::from(ab_lines)),
                cell(pt, on(Col::Pt)),
                safe::cell(counters),
                safe::cell(o.timestamp.to_string()),
            ])
            .height(height),
        );
    }
    let header = Row::new(
        [
            "ui-col-name",
            "ui-col-controller",
            "ui-col-type",
            "ui-col-colors",
            "ui-col-abilities",
            "ui-col-pt",
            "ui-col-counters",
            "ui-col-timestamp",
        ]
        .map(|id| safe::cell(tr(lang, id, &[]))),
    )
    .style(th.title);
    let table = Table::new(
        rows,
        [
            Constraint::Fill(4),
            Constraint::Length(3),
            Constraint::Fill(4),
            Constraint::Length(9),
            Constraint::Fill(5),
            Constraint::Length(5),
            Constraint::Length(5),
            Constraint::Length(4),
        ],
    )
    .header(header)
    .column_spacing(1)
    .row_highlight_style(th.selected)
    .highlight_symbol("›")
    .highlight_spacing(HighlightSpacing::Always);

    // The selected permanent in full.
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
            format!(
                "{} [{}] · {} · {colors} · p{} · t{}",
                explain::name(c, lang),
                o.id,
                explain::type_line(c, lang),
                c.controller,
                o.timestamp
            ),
            th.title,
        ));
        for a in c.abilities.iter() {
            object.push(Line::raw(format!(
                "  {}",
                explain::ability(game, i, a, c, lang)
            )));
        }
    }

    // The effects.
    let cur_effect = step.and_then(|st| st.effect);
    let mut effects: Vec<Line> = vec![Line::styled(tr(lang, "ui-effects", &[]), th.title)];
    for (j, info) in trace.effects.iter().enumerate() {
        let mut layers: Vec<String> = Vec::new();
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
                Span::styled(text, th.changed),
            ])
        } else {
            Line::raw(format!("  {text}"))
        });
    }

    // The step.
    let mut detail: Vec<Line> = Vec::new();
    match step {
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

    let status = match step {
        None => tr(lang, "ui-step-start", fargs![total = total]),
        Some(_) => tr(lang, "ui-step-of", fargs![n = s.pos, total = total]),
    };
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
    let object_h = (object.len() as u16).min(area.height / 6).max(1);
    let [status_a, board_a, object_a, effects_a, detail_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(object_h),
        Constraint::Length(effects_h),
        Constraint::Fill(1),
    ])
    .areas(area);
    let mut status = vec![Span::styled(status, th.title)];
    if ly.autoplay {
        status.push(Span::styled(
            format!(
                "  ▶ {}",
                tr(lang, "ui-autoplay", fargs![ms = DELAYS[ly.delay] as usize])
            ),
            th.accent,
        ));
    }
    safe::para(Line::from(status)).render(status_a, buf);
    let mut state = TableState::default().with_selected(Some(s.selected.saturating_sub(first)));
    StatefulWidget::render(table, board_a, buf, &mut state);
    safe::para(object).render(object_a, buf);
    safe::para(effects).render(effects_a, buf);
    let block = Block::new()
        .borders(ratatui::widgets::Borders::TOP)
        .border_style(th.border);
    safe::para(detail)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(detail_a, buf);
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
    use super::window;

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
