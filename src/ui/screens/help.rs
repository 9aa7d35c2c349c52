//! The help: every key of the screen under it, by context (from the key tables).

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget, Wrap};

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::i18n::{Lang, tr};
use crate::ui::keys::{self, Binding, Ctx, Key, b};
use crate::ui::shared::Transition;
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;

/// The contexts whose keys are active.
pub(crate) fn contexts() -> Vec<Ctx> {
    vec![Ctx::Help]
}

/// What a key does in the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Close,
}

/// The help's rows of the key table.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Help, KeyCode::Esc, Action::Close, "ui-key-close-help", true),
    b(Ctx::Help, KeyCode::Char('?'), Action::Close, "ui-key-close-help", false),
    b(Ctx::Help, KeyCode::Char('q'), Action::Close, "ui-key-close-help", false),
];

/// The help's action of a key press, if any (no other key works while it shows).
pub(crate) fn handle_key(key: &KeyEvent) -> Option<Action> {
    keys::action_in(KEYS, &contexts(), key)
}

/// The help's actions: closing it goes back to the screen under it.
pub(crate) fn update(action: Action) -> Transition {
    match action {
        Action::Close => Transition::Back,
    }
}

/// The help over the screen whose keys are `ctxs`: every key of each context (among `table`,
/// the app's whole key table), once.
pub(crate) fn render(
    lang: Lang,
    ctxs: &[Ctx],
    table: &[Key],
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    // The phase sandbox's help ends on the legend of the trace notation.
    let legend = ctxs.contains(&Ctx::Phase) || ctxs.contains(&Ctx::PhaseLegend);
    let rows: usize = ctxs
        .iter()
        .map(|c| 1 + table.iter().filter(|b| b.ctx == *c).count())
        .sum::<usize>()
        + if legend { 4 } else { 0 };
    // Too many keys for one column: two, side by side (the edit keys made it long).
    let two = rows as u16 + 2 > area.height;
    let (w, h) = if two {
        (Constraint::Max(120), Constraint::Length(area.height))
    } else {
        (
            Constraint::Max(70),
            Constraint::Length((rows as u16 + 2).min(area.height)),
        )
    };
    let popup = area.centered(w, h);
    Clear.render(popup, buf);
    let block = Block::bordered()
        .border_style(th.border_focus)
        .style(th.base)
        .title(safe::line(Line::styled(
            format!(" {} ", tr(lang, "ui-help-title", &[])),
            th.title,
        )))
        .title_bottom(safe::line(Line::styled(
            format!(" {} ", tr(lang, "ui-help-close", &[])),
            th.dim,
        )));
    let mut lines = Vec::new();
    for &ctx in ctxs {
        lines.push(Line::styled(tr(lang, ctx.msg(), &[]), th.accent));
        for bind in table.iter().filter(|b| b.ctx == ctx) {
            let k = keys::key_label(bind, lang);
            let pad = if two { 7usize } else { 10 }.saturating_sub(k.chars().count());
            lines.push(Line::from(vec![
                Span::raw("  "),
                Span::styled(k, th.key),
                Span::raw(format!("{} {}", " ".repeat(pad), tr(lang, bind.msg, &[]))),
            ]));
        }
    }
    if legend {
        lines.push(Line::styled(
            tr(lang, "ui-phase-legend-title", &[]),
            th.accent,
        ));
        lines.push(Line::raw(format!(
            "  {}",
            crate::words::phase::steps::legend_short(lang)
        )));
    }
    if two {
        let inner = block.inner(popup);
        block.render(popup, buf);
        let [left, right] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(inner);
        let half = lines.len().div_ceil(2);
        let second = lines.split_off(half);
        safe::para(lines)
            .wrap(Wrap { trim: false })
            .render(left, buf);
        safe::para(second)
            .wrap(Wrap { trim: false })
            .render(right, buf);
        return;
    }
    safe::para(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(popup, buf);
}
