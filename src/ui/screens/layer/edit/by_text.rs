//! The "by rules text" form: a permanent given by its name, type line, power and toughness and
//! printed rules text (several lines, pasted or typed), read again at each change so that what
//! layerlab understood shows under the text as it is typed. The card is added only when its
//! text reads whole; it then enters as a catalogue card does, the scenario holding it as written.

use super::{EditAction, Message, Overlay, commit, forms, latest};
use crate::content::card_text::MAX_TEXT;
use crate::content::printed_card::{self, Part, Printed, PrintedError, ReadCard};
use crate::content::scenario::ActionSpec;
use crate::i18n::tr;
use crate::rules::card::CardDef;
use crate::ui::screens::layer::LayerBox;
use crate::ui::shared::Shared;
use crate::ui::widgets::input::Input;
use crate::ui::widgets::text_area::TextArea;

/// The form's fields, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Name,
    TypeLine,
    Pt,
    Text,
    Controller,
}

pub(crate) const SLOTS: [Slot; 5] = [
    Slot::Name,
    Slot::TypeLine,
    Slot::Pt,
    Slot::Text,
    Slot::Controller,
];

/// What the form's card reads as, now.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Reading {
    Read(ReadCard),
    /// Why it can't be read, and what the text's lines before the error read as (when the error
    /// is in the text and lines come before it).
    Refused {
        error: PrintedError,
        before: Option<ReadCard>,
    },
}

/// The form being filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct ByText {
    pub(crate) name: Input,
    pub(crate) type_line: Input,
    pub(crate) pt: Input,
    pub(crate) text: TextArea,
    pub(crate) controller: u8,
    pub(crate) focus: Slot,
    pub(crate) reading: Reading,
    /// Why the last add was refused.
    pub error: Option<Message>,
}

impl ByText {
    /// An empty form for a card named `name`, its type line focused.
    pub(crate) fn new(name: &str) -> ByText {
        let mut f = ByText {
            name: Input::new(name),
            type_line: Input::default(),
            pt: Input::default(),
            text: TextArea::new(MAX_TEXT),
            controller: 0,
            focus: Slot::TypeLine,
            reading: Reading::Read(ReadCard {
                card: CardDef::default(),
                kept: Vec::new(),
            }),
            error: None,
        };
        f.reread();
        f
    }

    /// Whether the card reads whole (it can be added).
    pub fn reads(&self) -> bool {
        matches!(self.reading, Reading::Read(_))
    }

    /// The field focused.
    pub fn focused(&self) -> Slot {
        self.focus
    }

    /// The rules text typed.
    pub fn text(&self) -> &str {
        self.text.text()
    }

    /// Whether the focused field takes typed characters.
    pub(crate) fn typing(&self) -> bool {
        self.focus != Slot::Controller
    }

    /// Whether the rules text is focused (Enter starts a line there).
    pub(crate) fn in_text(&self) -> bool {
        self.focus == Slot::Text
    }

    fn printed(&self) -> Printed<'_> {
        let pt = self.pt.text().trim();
        Printed {
            name: self.name.text().trim(),
            type_line: self.type_line.text(),
            pt: (!pt.is_empty()).then_some(pt),
            text: self.text.text(),
            name_fr: "",
            type_line_fr: None,
            text_fr: None,
        }
    }

    /// The card as the scenario keeps it: its type line and text as typed.
    pub(crate) fn written(&self) -> Option<CardDef> {
        printed_card::written(self.printed()).ok()
    }

    /// Reads the card again (the text is capped at the reader's limit: a read takes no longer
    /// than the longest card).
    fn reread(&mut self) {
        let p = self.printed();
        self.reading = match printed_card::read(p) {
            Ok(r) => Reading::Read(r),
            Err(error) => {
                // The lines before the one in error, read alone: what was understood so far.
                let before = (error.part == Part::Text)
                    .then(|| line_start(p.text, error.line))
                    .filter(|&end| end > 0)
                    .and_then(|end| {
                        printed_card::read(Printed {
                            text: &p.text[..end],
                            ..p
                        })
                        .ok()
                    });
                Reading::Refused { error, before }
            }
        };
    }

    /// The field that typing and the cursor keys act on, as text.
    fn field(&mut self) -> Option<&mut Input> {
        match self.focus {
            Slot::Name => Some(&mut self.name),
            Slot::TypeLine => Some(&mut self.type_line),
            Slot::Pt => Some(&mut self.pt),
            Slot::Text | Slot::Controller => None,
        }
    }

    /// Applies an edit key (Enter outside the text and Esc are the caller's).
    pub(crate) fn key(&mut self, action: EditAction) {
        use EditAction as E;
        let at = SLOTS.iter().position(|s| *s == self.focus).unwrap_or(0);
        let n = SLOTS.len();
        let text = self.focus == Slot::Text;
        match action {
            E::Next => self.focus = SLOTS[(at + 1) % n],
            E::Prev => self.focus = SLOTS[(at + n - 1) % n],
            E::Left | E::Right if self.focus == Slot::Controller => {
                self.controller = 1 - self.controller.min(1);
            }
            E::Left if text => self.text.left(),
            E::Right if text => self.text.right(),
            E::LineUp if text => self.text.up(),
            E::LineDown if text => self.text.down(),
            E::Left => self.field().into_iter().for_each(Input::left),
            E::Right => self.field().into_iter().for_each(Input::right),
            E::Type(c) if text => self.text.insert(c),
            E::Newline if text => self.text.insert('\n'),
            E::Backspace if text => self.text.backspace(),
            E::Type(c) => self.field().into_iter().for_each(|i| i.insert(c)),
            E::Backspace => self.field().into_iter().for_each(Input::backspace),
            _ => return,
        }
        if matches!(action, E::Type(_) | E::Newline | E::Backspace) {
            self.error = None;
            self.reread();
        }
    }
}

/// Whether a card named `name` is in the catalogue or the board's scenario already (a card of
/// the same name would replace it for every action naming it).
fn name_taken(ly: &LayerBox, sh: &Shared, name: &str) -> bool {
    sh.course.catalogue.find(name).is_some()
        || latest(ly).is_some_and(|l| l.cards.iter().any(|c| c.is_named(name)))
}

/// The form, for a card whose name no card has yet ("My card", "My card 2"…).
pub(crate) fn open(ly: &LayerBox, sh: &Shared) -> ByText {
    let base = tr(sh.lang, "ui-edit-by-text-name", &[]);
    let name = (1..100)
        .map(|n| match n {
            1 => base.clone(),
            n => format!("{base} {n}"),
        })
        .find(|n| !name_taken(ly, sh, n))
        .unwrap_or(base);
    ByText::new(&name)
}

/// Enter outside the text: the card joins the scenario's cards as written and enters the
/// battlefield, played and solved again by the engine. The form stays open with the reason when
/// its text doesn't read, its name is taken, or the engine refuses it.
pub(crate) fn submit(ly: &mut LayerBox, sh: &Shared, mut f: ByText) -> Option<Overlay> {
    let refused = |mut f: ByText, m: Message| {
        f.error = Some(m);
        Some(Overlay::ByText(f))
    };
    let card = match f.written() {
        Some(card) if f.reads() => card,
        _ => return refused(f, Message::error("ui-edit-by-text-unread", "")),
    };
    let name = card.name.clone();
    if name.is_empty() {
        return refused(f, Message::error("ui-edit-by-text-no-name", ""));
    }
    if name_taken(ly, sh, &name) {
        return refused(f, Message::error("ui-edit-by-text-name-taken", name));
    }
    let Some(last) = latest(ly) else {
        return refused(f, Message::error("ui-edit-no-board", ""));
    };
    let game = &last.game;
    let id = forms::fresh_id(&name, &|id| game.has_id(id) || id == "p0" || id == "p1");
    let mut file = last.file.clone();
    file.cards.push(card);
    file.actions
        .push(ActionSpec::entering(id, name.clone(), f.controller));
    // Named as the reader wrote it (a card of their own has no French name of its own).
    if commit(ly, sh, file, Message::ok("ui-edit-added", name)) {
        return None;
    }
    f.error = ly.edit.message.take();
    Some(Overlay::ByText(f))
}

/// The byte offset where line `line` (1-based) of `text` starts.
fn line_start(text: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    text.match_indices('\n')
        .nth(line - 2)
        .map_or(text.len(), |(k, _)| k + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(f: &mut ByText, s: &str) {
        for c in s.chars() {
            f.key(if c == '\n' {
                EditAction::Newline
            } else {
                EditAction::Type(c)
            });
        }
    }

    #[test]
    fn each_change_reads_the_card_again() {
        let mut f = ByText::new("Lord");
        typed(&mut f, "Creature — Elf");
        f.key(EditAction::Next);
        typed(&mut f, "2/2");
        f.key(EditAction::Next);
        assert!(f.in_text());
        typed(&mut f, "Other Elf creatures get +1/+1.");
        assert!(f.reads(), "{:?}", f.reading);
        typed(
            &mut f,
            "\nCreatures you control get +1/+1 during your turn.",
        );
        match &f.reading {
            Reading::Refused { error, before } => {
                assert_eq!((error.part, error.line, error.col), (Part::Text, 2, 1));
                let before = before.as_ref().expect("the first line read");
                assert_eq!(before.card.abilities.len(), 1);
            }
            other => panic!("{other:?}"),
        }
        f.key(EditAction::Backspace);
        assert!(!f.reads());
        f.key(EditAction::Prev);
        f.key(EditAction::Backspace);
        typed(&mut f, "x");
        assert!(
            matches!(&f.reading, Reading::Refused { error, .. } if error.part == Part::Pt),
            "{:?}",
            f.reading
        );
    }

    #[test]
    fn lines_start_where_the_newlines_say() {
        assert_eq!(line_start("ab\ncd\nef", 1), 0);
        assert_eq!(line_start("ab\ncd\nef", 2), 3);
        assert_eq!(line_start("ab\ncd\nef", 3), 6);
        assert_eq!(line_start("ab", 5), 2);
    }
}
