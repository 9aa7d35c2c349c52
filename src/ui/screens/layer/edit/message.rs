//! What the editor says after an edit or a file operation, translated when drawn (so it follows
//! the language); the background solve hands one back with the board it solved.

use crate::i18n::{Arg, Lang, tr};
use crate::rules::card::CardDef;
use crate::words::names::NameGram;

/// A message to show, translated when drawn (so it follows the language).
#[derive(Clone, Debug)]
pub struct Message {
    pub(crate) error: bool,
    pub(crate) id: &'static str,
    pub(crate) detail: String,
    /// The detail in French when it differs (a card's name).
    pub(crate) detail_fr: Option<String>,
    /// The grammar of the detail's French words when they name a card: the verb agrees with it
    /// ("Elfes de Llanowar sont sur le champ de bataille").
    pub(crate) gram: NameGram,
}

impl Message {
    pub fn ok(id: &'static str, detail: impl Into<String>) -> Message {
        Message {
            error: false,
            id,
            detail: detail.into(),
            detail_fr: None,
            gram: NameGram::default(),
        }
    }

    /// A message about a permanent or a spell, naming its card in the reader's language (an id
    /// means nothing to a reader who added "Blood Moon").
    pub(crate) fn naming(id: &'static str, card: &CardDef) -> Message {
        let fr = if card.name_fr.is_empty() {
            &card.name
        } else {
            &card.name_fr
        };
        Message {
            detail_fr: Some(fr.to_string()),
            gram: NameGram::of_card(card),
            ..Message::ok(id, card.name.to_string())
        }
    }

    pub(crate) fn error(id: &'static str, detail: impl Into<String>) -> Message {
        Message {
            error: true,
            id,
            detail: detail.into(),
            detail_fr: None,
            gram: NameGram::default(),
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        let detail = match (&self.detail_fr, lang) {
            (Some(fr), Lang::Fr) => fr,
            _ => &self.detail,
        };
        let mut args = vec![("detail", Arg::Str(detail.clone()))];
        args.extend(self.gram.sounding(detail).args());
        tr(lang, self.id, &args)
    }
}

impl PartialEq for Message {
    fn eq(&self, o: &Message) -> bool {
        (
            self.error,
            self.id,
            &self.detail,
            &self.detail_fr,
            self.gram,
        ) == (o.error, o.id, &o.detail, &o.detail_fr, o.gram)
    }
}
