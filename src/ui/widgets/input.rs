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

    /// The field in `room` columns at most: when it is longer, the part around the cursor, an
    /// ellipsis at each side cut off; the cursor always shows. Costs what is shown and where
    /// the cursor is, not the whole field.
    pub(crate) fn spans_in(&self, focused: bool, th: &Theme, room: usize) -> Vec<Span<'static>> {
        // The cursor takes a column of its own at the end of the text.
        let need = self.len + usize::from(focused && self.cursor >= self.len);
        if need <= room || room < 3 {
            return self.spans(focused, th);
        }
        let cursor = self.cursor.min(self.len);
        // Columns for text: the room less an ellipsis at each side that may be cut.
        let inner = room - 2;
        let start = cursor.saturating_sub(inner.saturating_sub(1));
        let end = (start + inner).min(self.len);
        let shown: String = self.text.chars().skip(start).take(end - start).collect();
        let window = Input {
            cursor: cursor - start,
            len: end - start,
            text: shown,
        };
        let mut out = Vec::new();
        out.push(Span::styled(if start > 0 { "…" } else { " " }, th.dim));
        out.extend(window.spans(focused, th));
        if end < self.len {
            out.push(Span::styled("…", th.dim));
        }
        out
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
    fn a_long_field_shows_the_part_around_its_cursor() {
        let th = Theme::of(crate::ui::theme::ThemeKind::Dark);
        let text =
            |spans: &[Span<'_>]| spans.iter().map(|s| s.content.as_ref()).collect::<String>();
        let mut i = Input::new(&"abcdefghij".repeat(100));
        let shown = text(&i.spans_in(true, &th, 20));
        assert!(shown.chars().count() <= 20, "{shown}");
        assert!(shown.starts_with('…') && shown.ends_with("hij "), "{shown}");
        for _ in 0..995 {
            i.left();
        }
        let shown = text(&i.spans_in(true, &th, 20));
        assert!(
            shown.starts_with(" abcde") && shown.ends_with('…'),
            "{shown}"
        );
        assert!(shown.chars().count() <= 20, "{shown}");
        // A short field is shown whole.
        assert_eq!(text(&Input::new("abc").spans_in(false, &th, 20)), "abc");
    }

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
