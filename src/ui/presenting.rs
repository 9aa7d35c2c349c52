//! What a screen offers the presentation view (`--present`, for a projector): its header in a
//! few words and its body in large steps. The view ([`super::present`]) draws each screen
//! through this, never through its fields; what it adds of its own is the question put to the
//! class, which takes the place of what the screen reads a screen at a time.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::shared::Shared;
use super::theme::Theme;
use super::widgets::scroll::{paged, rows};

/// The question put to the class: its lines, and how far they are read (Space).
pub(crate) struct Asked {
    pub(crate) lines: Vec<Line<'static>>,
    pub(crate) presses: usize,
}

/// Where a screen draws its presented body: the shared state and theme, the area, the buffer.
pub(crate) struct Canvas<'a> {
    pub(crate) sh: &'a Shared,
    pub(crate) th: &'a Theme,
    pub(crate) area: Rect,
    pub(crate) buf: &'a mut Buffer,
}

/// A screen as the presentation view shows it.
pub(crate) trait Presents {
    /// Where we are, in a few words (the view's big header).
    fn present_header(&self, sh: &Shared) -> String;

    /// Draws the body in `area`; `asked`, when a question is put to the class, stands in for
    /// what the screen would read a screen at a time.
    fn present_body(&self, cv: Canvas<'_>, asked: Option<Asked>);
}

/// Reads `lines` a screen at a time (`presses` screens down), airy when they fit so.
pub(crate) fn read_paged(lines: Vec<Line<'static>>, presses: usize, cv: Canvas<'_>) {
    let area = cv.area;
    paged(airy(lines, area), presses, cv.sh.lang, cv.th, area, cv.buf);
}

/// Adds an empty line between every two lines (the projector's spacing).
fn spaced(lines: Vec<Line<'static>>) -> Vec<Line<'static>> {
    let mut out = Vec::with_capacity(lines.len() * 2);
    for l in lines {
        if !out.is_empty() {
            out.push(Line::raw(""));
        }
        out.push(l);
    }
    out
}

/// `lines` with a blank line between every two when they still fit in `area` so, else as they
/// are.
fn airy(lines: Vec<Line<'static>>, area: Rect) -> Vec<Line<'static>> {
    let wide = spaced(lines.clone());
    if rows(wide.clone(), area.width as usize).len() <= area.height as usize {
        wide
    } else {
        lines
    }
}
