//! The layer sandbox in the presentation view: the layer of the step shown as the header; the
//! status line, the board's table (half the room at most) and the step read a screen at a time
//! as the body.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{StatefulWidget, Widget};

use super::{Action, KEYS, LayerBox, Sandbox, view};
use crate::fargs;
use crate::i18n::tr;
use crate::rules::layer::Numbering;
use crate::ui::keys::{Ctx, key_label};
use crate::ui::presenting::{Asked, Canvas, Presents, read_paged};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;
use crate::words::explain;

impl Presents for LayerBox {
    fn present_header(&self, sh: &Shared) -> String {
        let lang = sh.lang;
        match self.sandbox.as_ref() {
            Some(s) => match s.current() {
                Some(st) => tr(
                    lang,
                    "ui-present-layer",
                    fargs![
                        layer =
                            explain::layer_label(st.layer, Numbering::Current, st.counters, lang)
                    ],
                ),
                None => tr(lang, "ui-present-start", &[]),
            },
            None => tr(lang, "ui-present-sandbox", &[]),
        }
    }

    fn present_body(&self, mut cv: Canvas<'_>, asked: Option<Asked>) {
        let lang = cv.sh.lang;
        let Some(s) = self.sandbox.as_ref() else {
            let (lines, presses) = match asked {
                Some(q) => (q.lines, q.presses),
                None => (vec![Line::raw(tr(lang, "ui-sandbox-empty", &[]))], 0),
            };
            return read_paged(lines, presses, cv);
        };
        let rest = board(self, s, &mut cv);
        let (lines, presses) = match asked {
            Some(q) => (q.lines, q.presses),
            None => (view::step_lines(s, lang, cv.th), self.step_presses()),
        };
        read_paged(lines, presses, Canvas { area: rest, ..cv });
    }
}

/// The status line and the board's table (half the room at most); returns the room left.
fn board(ly: &LayerBox, s: &Sandbox, cv: &mut Canvas<'_>) -> Rect {
    let (sh, th, area) = (cv.sh, cv.th, cv.area);
    let lang = sh.lang;
    let table_room = (area.height / 2).max(3);
    // A blank row between the permanents when the whole board still fits so, its text whole.
    let airy = view::board_table(s, lang, th, area.width, table_room, true);
    let mut board = if airy.whole && airy.wrapped {
        airy
    } else {
        view::board_table(s, lang, th, area.width, table_room, false)
    };
    let board_h = board.height;
    let [status_a, _, board_a, _, rest] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(u16::from(area.height > 20)),
        Constraint::Length(board_h),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);
    safe::para(status(ly, s, sh, th)).render(status_a, cv.buf);
    StatefulWidget::render(board.table, board_a, cv.buf, &mut board.state);
    rest
}

/// The status line of the sandbox: the step, autoplay, and the autoplay keys (from its key
/// table).
fn status(ly: &LayerBox, s: &Sandbox, sh: &Shared, th: &Theme) -> Line<'static> {
    let lang = sh.lang;
    let mut line = view::status_line(ly, s, lang, th);
    let keys: Vec<String> = crate::ui::keys::effective(KEYS)
        .iter()
        .filter(|b| {
            b.ctx == Ctx::Sandbox
                && matches!(
                    b.action,
                    Action::ToggleAutoplay | Action::Faster | Action::Slower
                )
        })
        .map(|b| format!("{} {}", key_label(b, lang), tr(lang, b.msg, &[])))
        .collect();
    line.spans
        .push(Span::styled(format!("   {}", keys.join(" · ")), th.key));
    line
}
