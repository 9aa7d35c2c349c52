//! The phase sandbox in the presentation view: the round and step as the header, the
//! procedure's lines as the body.

use ratatui::widgets::{Widget, Wrap};

use super::PhaseLab;
use crate::fargs;
use crate::i18n::tr;
use crate::ui::presenting::{Asked, Canvas, Presents};
use crate::ui::shared::Shared;
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

    fn present_body(&self, cv: Canvas<'_>, _: Option<Asked>) {
        safe::para(procedure::lines(cv.sh.lang, self, cv.th))
            .wrap(Wrap { trim: false })
            .render(cv.area, cv.buf);
    }
}
