//! A multi-line text input: the text, a cursor (a byte offset, always on a character boundary)
//! and a cap in bytes. Every operation is linear in the text's length at most.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::ui::theme::Theme;

/// Text of several lines being typed (rules text pasted a line at a time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextArea {
    text: String,
    /// The cursor, in bytes from the start.
    cursor: usize,
    /// The most bytes the text may hold: typing past it does nothing.
    cap: usize,
}

impl TextArea {
    /// An empty text of at most `cap` bytes.
    pub(crate) fn new(cap: usize) -> TextArea {
        TextArea {
            text: String::new(),
            cursor: 0,
            cap,
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Types a character at the cursor: a newline starts a line; other control characters are
    /// ignored, and so is a character past the cap.
    pub(crate) fn insert(&mut self, c: char) {
        if (c.is_control() && c != '\n') || self.text.len() + c.len_utf8() > self.cap {
            return;
        }
        self.text.insert(self.cursor, c);
        self.cursor += c.len_utf8();
    }

    /// Deletes the character before the cursor (joining two lines at a line's start).
    pub(crate) fn backspace(&mut self) {
        if let Some(c) = self.text[..self.cursor].chars().next_back() {
            self.cursor -= c.len_utf8();
            self.text.remove(self.cursor);
        }
    }

    pub(crate) fn left(&mut self) {
        if let Some(c) = self.text[..self.cursor].chars().next_back() {
            self.cursor -= c.len_utf8();
        }
    }

    pub(crate) fn right(&mut self) {
        if let Some(c) = self.text[self.cursor..].chars().next() {
            self.cursor += c.len_utf8();
        }
    }

    /// Where the cursor's line starts, and the cursor's column in it (in characters).
    fn line_and_col(&self) -> (usize, usize) {
        let start = self.text[..self.cursor].rfind('\n').map_or(0, |k| k + 1);
        (start, self.text[start..self.cursor].chars().count())
    }

    /// The byte offset `col` characters into the line starting at `start` (its end if shorter).
    fn at_col(&self, start: usize, col: usize) -> usize {
        let line = &self.text[start..];
        let end = line.find('\n').unwrap_or(line.len());
        line[..end]
            .char_indices()
            .nth(col)
            .map_or(start + end, |(b, _)| start + b)
    }

    /// The cursor a line up, in the same column when the line is long enough.
    pub(crate) fn up(&mut self) {
        let (start, col) = self.line_and_col();
        if start == 0 {
            return;
        }
        let prev = self.text[..start - 1].rfind('\n').map_or(0, |k| k + 1);
        self.cursor = self.at_col(prev, col);
    }

    /// The cursor a line down, in the same column when the line is long enough.
    pub(crate) fn down(&mut self) {
        let (_, col) = self.line_and_col();
        if let Some(end) = self.text[self.cursor..].find('\n') {
            self.cursor = self.at_col(self.cursor + end + 1, col);
        }
    }

    /// The text's lines, at most `rows` of them around the cursor's line, with the cursor in
    /// reverse video when focused. Text is the reader's: spans go through the safe widgets.
    pub(crate) fn lines(&self, focused: bool, rows: usize, th: &Theme) -> Vec<Line<'static>> {
        let cursor_line = self.text[..self.cursor].matches('\n').count();
        let total = self.text.matches('\n').count() + 1;
        let rows = rows.max(1);
        let first = cursor_line
            .saturating_sub(rows - 1)
            .min(total.saturating_sub(rows));
        let mut start = 0;
        let mut out = Vec::new();
        for (k, line) in self.text.split('\n').enumerate() {
            let end = start + line.len();
            if (first..first + rows).contains(&k) {
                out.push(if focused && k == cursor_line {
                    let at = self.cursor - start;
                    let here = line[at..].chars().next();
                    let after = at + here.map_or(0, char::len_utf8);
                    Line::from(vec![
                        Span::raw(line[..at].to_string()),
                        Span::styled(
                            here.map_or(" ".into(), String::from),
                            th.key.add_modifier(Modifier::REVERSED),
                        ),
                        Span::raw(line[after..].to_string()),
                    ])
                } else {
                    Line::raw(line.to_string())
                });
            }
            start = end + 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(s: &str) -> TextArea {
        let mut t = TextArea::new(64);
        s.chars().for_each(|c| t.insert(c));
        t
    }

    #[test]
    fn lines_are_typed_joined_and_walked_with_accents() {
        let mut t = typed("élan\nab");
        assert_eq!(t.text(), "élan\nab");
        t.up();
        assert_eq!(t.cursor, "él".len(), "the same column a line up");
        t.insert('x');
        assert_eq!(t.text(), "élxan\nab");
        t.down();
        assert_eq!(t.cursor, t.text().len(), "the end of a shorter line");
        t.left();
        t.left();
        t.backspace();
        assert_eq!(t.text(), "élxanab", "the lines joined");
        t.right();
        t.insert('\u{7}');
        t.insert('\t');
        assert_eq!(t.text(), "élxanab", "control characters are not typed");
        let mut e = TextArea::new(4);
        e.backspace();
        e.left();
        e.right();
        e.up();
        e.down();
        "abcdé".chars().for_each(|c| e.insert(c));
        assert_eq!(e.text(), "abcd", "the cap holds");
    }

    #[test]
    fn long_texts_show_the_lines_around_the_cursor() {
        let th = Theme::of(crate::ui::ThemeKind::Mono);
        let t = typed("1\n2\n3\n4\n5");
        let shown: Vec<String> = t
            .lines(false, 2, &th)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(shown, ["4", "5"]);
        assert_eq!(typed("").lines(true, 3, &th).len(), 1);
    }
}
