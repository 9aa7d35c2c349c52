//! The frame's measures, shared by the screens that lay themselves out in it.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Block;

use super::safe;
use crate::ui::theme::Theme;

/// Under this size the app shows only a "too small" message.
pub(crate) const MIN_WIDTH: u16 = 60;
pub(crate) const MIN_HEIGHT: u16 = 16;
/// From this width the two panes sit side by side; below, they are tabs.
pub(crate) const WIDE: u16 = 100;

/// The screen above the footer.
pub fn body(area: Rect) -> Rect {
    let [body, _] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    body
}

/// The desk's lesson pane and side pane, side by side, in `body`.
pub(crate) fn desk(body: Rect) -> [Rect; 2] {
    Layout::horizontal([Constraint::Percentage(42), Constraint::Percentage(58)]).areas(body)
}

/// The tab bar and the one pane under it, in `body` (narrow screens).
pub(crate) fn tabs(body: Rect) -> [Rect; 2] {
    Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(body)
}

/// A pane's border and title, marked when it has the keys.
pub(crate) fn pane_block<'a>(title: String, focused: bool, th: &Theme) -> Block<'a> {
    let (style, mark) = if focused {
        (th.border_focus, "● ")
    } else {
        (th.border, "")
    };
    Block::bordered()
        .border_style(style)
        .title(safe::line(Line::styled(
            format!(" {mark}{title} "),
            th.title,
        )))
}
