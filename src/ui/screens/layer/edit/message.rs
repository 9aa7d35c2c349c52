//! What the editor says after an edit or a file operation, translated when drawn (so it follows
//! the language); the background solve hands one back with the board it solved.

use crate::i18n::{Arg, Lang, tr};

/// A message to show, translated when drawn (so it follows the language).
#[derive(Clone, Debug)]
pub struct Message {
    pub(crate) error: bool,
    pub(crate) id: &'static str,
    pub(crate) detail: String,
    /// The detail in French when it differs (a card's name).
    pub(crate) detail_fr: Option<String>,
}

impl Message {
    pub fn ok(id: &'static str, detail: impl Into<String>) -> Message {
        Message {
            error: false,
            id,
            detail: detail.into(),
            detail_fr: None,
        }
    }
    pub(crate) fn error(id: &'static str, detail: impl Into<String>) -> Message {
        Message {
            error: true,
            id,
            detail: detail.into(),
            detail_fr: None,
        }
    }
    pub fn text(&self, lang: Lang) -> String {
        let detail = match (&self.detail_fr, lang) {
            (Some(fr), Lang::Fr) => fr,
            _ => &self.detail,
        };
        tr(lang, self.id, &[("detail", Arg::Str(detail.clone()))])
    }
}

impl PartialEq for Message {
    fn eq(&self, o: &Message) -> bool {
        (self.error, self.id, &self.detail, &self.detail_fr)
            == (o.error, o.id, &o.detail, &o.detail_fr)
    }
}
