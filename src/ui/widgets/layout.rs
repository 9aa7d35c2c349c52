//! The frame's measures, shared by the screens that lay themselves out in it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Widget};

use super::page::ellipsize;
use super::safe;
use crate::ui::settings::LessonPane;
use crate::ui::theme::Theme;

/// Under this size the app shows only a "too small" message.
pub(crate) const MIN_WIDTH: u16 = 60;
pub(crate) const MIN_HEIGHT: u16 = 16;
/// From this width the two panes sit side by side; below, they are tabs.
pub(crate) const WIDE: u16 = 100;

/// The screen above the footer.
pub(crate) fn body(area: Rect) -> Rect {
    let [body, _] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    body
}

/// The desk's lesson pane and side pane, side by side, in `body`, the lesson pane as wide as
/// `pane` says (its `hidden` is the caller's: see [`lesson_area`]).
pub(crate) fn desk(body: Rect, pane: LessonPane) -> [Rect; 2] {
    let pct = pane.clamped().percent;
    Layout::horizontal([
        Constraint::Percentage(pct),
        Constraint::Percentage(100 - pct),
    ])
    .areas(body)
}

/// Where the lesson pane is drawn on a screen of `width` with `body` above the footer: beside
/// the sandbox when wide, alone when hidden (it then shows only with the keys, over the whole
/// width), the tab's pane when narrow.
pub(crate) fn lesson_area(body: Rect, width: u16, pane: LessonPane) -> Rect {
    if width < WIDE {
        tabs(body)[1]
    } else if pane.hidden {
        body
    } else {
        desk(body, pane)[0]
    }
}

/// The tab bar and the one pane under it, in `body` (narrow screens).
pub(crate) fn tabs(body: Rect) -> [Rect; 2] {
    Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(body)
}

/// Draws a pane's border and title (see [`pane_block`]) over `area`; returns the room inside.
pub(crate) fn framed(
    title: String,
    focused: bool,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) -> Rect {
    let block = pane_block(title, focused, th, area.width);
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// A pane's border and title, marked when it has the keys, for a pane `width` cells wide: a
/// title longer than the top border ends with "…" between two words.
pub(crate) fn pane_block<'a>(title: String, focused: bool, th: &Theme, width: u16) -> Block<'a> {
    let (style, mark) = if focused {
        (th.border_focus, "● ")
    } else {
        (th.border, "")
    };
    // The corners, the spaces around the title and the focus mark.
    let room = (width as usize).saturating_sub(4 + mark.chars().count());
    Block::bordered()
        .border_style(style)
        .title(safe::line(Line::styled(
            format!(" {mark}{} ", ellipsize(&title, room)),
            th.title,
        )))
}
