//! The lessons in the presentation view: the lesson read as the header; the page (or the
//! index) as the body, or the question put to the class read a screen at a time.

use ratatui::text::Line;
use ratatui::widgets::{Widget, Wrap};

use super::{Lessons, view};
use crate::fargs;
use crate::i18n::tr;
use crate::ui::presenting::{Asked, Canvas, Presents, read_paged};
use crate::ui::shared::Shared;
use crate::ui::widgets::safe;

impl Presents for Lessons {
    fn present_header(&self, sh: &Shared) -> String {
        if self.reading {
            tr(sh.lang, "ui-present-lesson", fargs![n = self.selected + 1])
        } else {
            tr(sh.lang, "ui-lessons", &[])
        }
    }

    fn present_body(&self, cv: Canvas<'_>, asked: Option<Asked>) {
        let Canvas { sh, th, area, .. } = cv;
        let lang = sh.lang;
        if let Some(q) = asked {
            read_paged(q.lines, q.presses, cv);
        } else if self.reading {
            let page = self
                .lesson(sh)
                .and_then(|l| l.pages.get(self.page))
                .map(|p| sh.course.tr(lang, &p.title))
                .unwrap_or_default();
            let mut lines = vec![Line::styled(page, th.accent), Line::raw("")];
            let width = area.width.max(1) as usize;
            lines.extend(view::page_text(sh, self, th, width).lines);
            // Two header lines sit above the page's first line.
            safe::para(lines)
                .scroll((self.scroll, 0))
                .render(area, cv.buf);
        } else {
            let lines: Vec<Line> = (0..sh.course.lessons.len())
                .map(|i| {
                    let (mark, t) = sh.lesson_progress(i);
                    let title = sh.course.tr(lang, &sh.course.lessons[i].lesson.title);
                    let s = format!("{mark} {:>2}. {title}  ({})", i + 1, t.text());
                    if i == self.selected {
                        Line::styled(format!("› {s}"), th.selected)
                    } else {
                        Line::raw(format!("  {s}"))
                    }
                })
                .collect();
            let scroll = (self.selected as u16).saturating_sub(8);
            safe::para(lines)
                .wrap(Wrap { trim: false })
                .scroll((scroll, 0))
                .render(area, cv.buf);
        }
    }
}
