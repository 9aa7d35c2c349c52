//! A one-line text input: the text and a cursor (counted in characters), for the sandboxes'
//! forms and path prompts. It holds at most [`MAX_INPUT`] characters: typing into it and drawing
//! it cost what a field of that size costs, whatever is pasted into it.

use ratatui::style::Modifier;
use ratatui::text::Span;

use crate::ui::theme::Theme;

/// The most characters a field holds (a path prompt's is its own, [`MAX_PATH`]).
///
/// [`MAX_PATH`]: super::path_prompt::MAX_PATH
pub(crate) const MAX_INPUT: usize = 4096;

/// A line of text being typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Input {
    text: String,
    /// The cursor, in characters from the start.
    cursor: usize,
    /// The text's length in characters.
    len: usize,
}

impl Input {
    /// An input holding `text`, the cursor at its end.
    pub(crate) fn new(text: &str) -> Input {
        let text: String = text.chars().take(MAX_INPUT).collect();
        let len = text.chars().count();
        Input {
            text,
            cursor: len,
            len,
        }
    }

    /// The text's length, in characters.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The field as spans, the cursor shown in reverse video when focused.
    pub(crate) fn spans(&self, focused: bool, th: &Theme) -> Vec<Span<'static>> {
        if !focused {
            return vec![Span::raw(self.text.clone())];
        }
        let chars: Vec<char> = self.text.chars().collect();
        let k = self.cursor.min(chars.len());
        let before: String = chars[..k].iter().collect();
        let at: String = chars.get(k).map_or(" ".into(), |c| c.to_string());
        let after: String = chars
            .get(k + 1..)
            .map_or(String::new(), |r| r.iter().collect());
        vec![
            Span::raw(before),
            Span::styled(at, th.key.add_modifier(Modifier::REVERSED)),
            Span::raw(after),
        ]
    }

    /// Replaces the text (the cursor goes to its end).
    pub(crate) fn set(&mut self, text: &str) {
        *self = Input::new(text);
    }

    fn byte_at(&self, chars: usize) -> usize {
        self.text
            .char_indices()
            .nth(chars)
            .map_or(self.text.len(), |(b, _)| b)
    }

    /// Types a character at the cursor (control characters, and a character past the cap, are
    /// ignored).
    pub(crate) fn insert(&mut self, c: char) {
        if c.is_control() || self.len >= MAX_INPUT {
            return;
        }
        let at = self.byte_at(self.cursor);
        self.text.insert(at, c);
        self.cursor += 1;
        self.len += 1;
    }

    /// Deletes the character before the cursor.
    pub(crate) fn backspace(&mut self) {
        if self.cursor == 0 {
            return;
        }
        self.cursor -= 1;
        let at = self.byte_at(self.cursor);
        self.text.remove(at);
        self.len -= 1;
    }

    pub(crate) fn left(&mut self) {
        self.cursor = self.cursor.saturating_sub(1);
    }

    pub(crate) fn right(&mut self) {
        self.cursor = (self.cursor + 1).min(self.len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_and_moving_work_with_accents() {
        let mut i = Input::new("été");
        assert_eq!(i.cursor, 3);
        i.left();
        i.insert('x');
        assert_eq!(i.text(), "étxé");
        i.backspace();
        i.backspace();
        assert_eq!(i.text(), "éé");
        i.right();
        i.right();
        assert_eq!(i.cursor, 2);
        i.insert('\n');
        assert_eq!(i.text(), "éé");
        let mut e = Input::default();
        e.backspace();
        e.left();
        assert_eq!((e.text(), e.cursor), ("", 0));
    }
}
