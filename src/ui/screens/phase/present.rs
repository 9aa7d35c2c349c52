//! The phase sandbox in the presentation view: the round and step as the header, the desk
//! view's lines as the body (where the procedure waits and why, what the last decision led to,
//! the trace), read a screen at a time.

use super::PhaseLab;
use crate::fargs;
use crate::i18n::tr;
use crate::ui::presenting::{Asked, Canvas, Presents, read_paged};
use crate::ui::shared::Shared;

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

    fn present_body(&self, cv: Canvas<'_>, asked: Option<Asked>) {
        let (lines, presses) = match asked {
            Some(q) => (q.lines, q.presses),
            None => (super::view::lines(self, cv.sh.lang, cv.th), 0),
        };
        read_paged(lines, presses, cv);
    }
}
