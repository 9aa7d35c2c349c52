//! The phase sandbox in the presentation view: the round and step as the header, the
//! procedure's lines as the body.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Widget, Wrap};

use super::PhaseLab;
use crate::fargs;
use crate::i18n::tr;
use crate::ui::presenting::{Asked, Presents};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::{procedure, safe};

impl Presents for PhaseLab {
    fn present_header(&self, sh: &Shared) -> String {
        let lang = sh.lang;
        match self.procedure.as_ref().ok() {
            Some(p) if !p.is_over() => tr(
                lang,
                "ui-present-round",
                fargs![
                    round = p.round() as usize,
                    step = p.step().number() as usize
                ],
            ),
            Some(_) => tr(lang, "ui-present-over", &[]),
            None => tr(lang, "ui-phase", &[]),
        }
    }

    fn present_body(
        &self,
        sh: &Shared,
        th: &Theme,
        area: Rect,
        buf: &mut Buffer,
        _: Option<Asked>,
    ) {
        safe::para(procedure::lines(sh.lang, self, th))
            .wrap(Wrap { trim: false })
            .render(area, buf);
    }
}
