//! A pane of text longer than its room, read a screen at a time: each press of Space shows the
//! next screen, the last one comes back to the top; the bottom row says when more follows. Used
//! for the layer sandbox's step and the presentation view's step and question.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::page::{Para, wrap_all};
use super::safe;
use crate::i18n::{Lang, tr};
use crate::ui::theme::Theme;

/// `lines` as rows of at most `width` cells: a line that starts with spaces keeps them on its
/// other rows (an indented list stays indented), and the style of a line is carried into its
/// spans, which the wrapping keeps.
pub(crate) fn rows(lines: Vec<Line<'static>>, width: usize) -> Vec<Line<'static>> {
    let paras: Vec<Para> = lines
        .into_iter()
        .map(|l| {
            let style = l.style;
            let spans: Vec<Span<'static>> = l
                .spans
                .into_iter()
                .map(|s| Span::styled(s.content, style.patch(s.style)))
                .collect();
            let text: String = spans.iter().map(|s| s.content.as_ref()).collect();
            let indent = text.len() - text.trim_start_matches(' ').len();
            // An indent wider than half the row would leave no room: none then.
            if indent == 0 || indent * 2 > width {
                Para::plain(spans)
            } else {
                Para::plain(spans).indent_rest(indent)
            }
        })
        .collect();
    wrap_all(&paras, width.max(1))
}

/// Where a text of `total` rows shown `height` rows at a time stands after `presses` of Space:
/// the first row shown, and whether the screen is cut (a row is then kept for the mark).
/// Screens follow each other with no overlap; the last one ends on the last row; one press
/// more comes back to the top.
pub(crate) fn position(total: usize, height: usize, presses: usize) -> (usize, bool) {
    if total <= height || height < 2 {
        return (0, false);
    }
    let page = height - 1;
    let last = total - page;
    let screens = last.div_ceil(page) + 1;
    ((presses % screens * page).min(last), true)
}

/// Draws `lines` wrapped in `area`, from where `presses` of Space have brought them, with a mark
/// on the bottom row when the text is longer than the area: "more" while more follows, "back to
/// the top" on its last screen.
pub(crate) fn paged(
    lines: Vec<Line<'static>>,
    presses: usize,
    lang: Lang,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.height == 0 || area.width == 0 {
        return;
    }
    let all = rows(lines, area.width as usize);
    let height = area.height as usize;
    let (first, cut) = position(all.len(), height, presses);
    if !cut {
        safe::para(all).render(area, buf);
        return;
    }
    let shown = height - 1;
    let more = first + shown < all.len();
    let body: Vec<Line> = all.into_iter().skip(first).take(shown).collect();
    safe::para(body).render(
        Rect {
            height: area.height - 1,
            ..area
        },
        buf,
    );
    let id = if more { "ui-step-more" } else { "ui-step-top" };
    let mark = super::page::ellipsize(&tr(lang, id, &[]), area.width as usize);
    safe::para(Line::styled(mark, th.key).right_aligned()).render(
        Rect {
            y: area.y + area.height - 1,
            height: 1,
            ..area
        },
        buf,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_pages_through_and_back_to_the_top() {
        // 10 rows in 4: three rows a screen, the fourth for the mark.
        let stops: Vec<(usize, bool)> = (0..5).map(|p| position(10, 4, p)).collect();
        assert_eq!(
            stops,
            [(0, true), (3, true), (6, true), (7, true), (0, true)],
            "the last screen ends on the last row, then the top again"
        );
        assert_eq!(
            position(4, 4, 3),
            (0, false),
            "a text that fits never moves"
        );
        assert_eq!(
            position(10, 1, 3),
            (0, false),
            "no room for a mark: from the top"
        );
        // Every row is shown on some screen.
        let (total, height) = (23, 6);
        let mut seen = vec![false; total];
        for p in 0..10 {
            let (first, _) = position(total, height, p);
            for s in seen.iter_mut().skip(first).take(height - 1) {
                *s = true;
            }
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn a_line_style_survives_the_wrapping() {
        let th = Theme::of(crate::ui::theme::ThemeKind::Dark);
        let r = rows(vec![Line::styled("one two three", th.accent)], 5);
        assert_eq!(r.len(), 3);
        assert!(
            r.iter()
                .all(|l| l.spans.iter().all(|s| s.style == th.accent))
        );
    }
}
