//! The one way text reaches the app's screen. Text from files (card names, ids, counter kinds,
//! custom card text, the Fluent messages of a user's course, file paths in messages) may hold
//! control characters; ratatui drops them silently, which hides that they are there (and joins
//! words). Every widget the app draws takes its text from here, where each control character is
//! written as an escape the reader can see (`\u{1b}`, `\n`): [`para`] for paragraphs, [`line`]
//! for titles, [`cell`] for table cells; the lesson-page wrapper ([`crate::ui::widgets::page`]) escapes
//! before it measures.

use std::borrow::Cow;

use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Cell, Paragraph};

use crate::words::one_line;

/// `s` with every control character escaped (newlines and tabs too: a span is one row).
pub(crate) fn escape(s: Cow<'_, str>) -> Cow<'_, str> {
    match one_line(&s) {
        Cow::Borrowed(_) => s,
        Cow::Owned(o) => Cow::Owned(o),
    }
}

/// A span with its text escaped.
pub(crate) fn span(s: Span<'_>) -> Span<'_> {
    Span {
        content: escape(s.content),
        style: s.style,
    }
}

/// A line with the text of every span escaped.
pub(crate) fn line<'a>(l: impl Into<Line<'a>>) -> Line<'a> {
    let mut l = l.into();
    l.spans = l.spans.into_iter().map(span).collect();
    l
}

/// Text (split into lines at its newlines first) with every line escaped.
pub(crate) fn text<'a>(t: impl Into<Text<'a>>) -> Text<'a> {
    let mut t = t.into();
    t.lines = t.lines.into_iter().map(line).collect();
    t
}

/// A paragraph of escaped text.
pub(crate) fn para<'a>(t: impl Into<Text<'a>>) -> Paragraph<'a> {
    Paragraph::new(text(t))
}

/// A table cell of escaped text.
pub(crate) fn cell<'a>(t: impl Into<Text<'a>>) -> Cell<'a> {
    Cell::from(text(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Style;

    #[test]
    fn control_characters_are_shown_escaped() {
        let l = line(Line::from(vec![
            Span::raw("a\u{1b}[2Jb"),
            Span::styled("\u{1b}]0;title\u{7}", Style::new().bold()),
        ]));
        assert_eq!(l.spans[0].content, "a\\u{1b}[2Jb");
        assert_eq!(l.spans[1].content, "\\u{1b}]0;title\\u{7}");
        assert_eq!(l.spans[1].style, Style::new().bold());
    }

    #[test]
    fn text_keeps_its_lines_and_borrows_plain_text() {
        let t = text("one\ntwo\r");
        assert_eq!(t.lines.len(), 2);
        assert_eq!(t.lines[1].spans[0].content, "two\\u{d}");
        let plain = span(Span::raw("Blood Moon"));
        assert!(matches!(plain.content, Cow::Borrowed(_)));
    }
}
