//! A lesson page's paragraphs from its messages: prose with its emphasis, card names and list
//! items, plain text, and lines in one style. The page and its questions are drawn with them.

use ratatui::text::Span;

use crate::content::markup::{self, Span as MSpan};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::page::Para;

fn prose_spans(spans: Vec<MSpan>, th: &Theme) -> Vec<Span<'static>> {
    spans
        .into_iter()
        .map(|s| match s {
            MSpan::Plain(t) => Span::raw(t),
            MSpan::Emphasis(t) => Span::styled(t, th.emphasis),
            MSpan::Card(t) => Span::styled(t, th.card),
        })
        .collect()
}

/// A text message as page lines: list items hang under their text.
pub(super) fn prose(sh: &Shared, id: &str, th: &Theme) -> Vec<Para> {
    let text = sh.course.tr(sh.lang, id);
    markup::parse(&text, sh.lang, &sh.course.catalogue)
        .into_iter()
        .map(|l| {
            let body = prose_spans(l.spans, th);
            if l.bullet {
                Para::hanging(vec![Span::raw("  • ")], body)
            } else {
                Para::plain(body)
            }
        })
        .collect()
}

pub(super) fn plain(sh: &Shared, id: &str) -> String {
    markup::plain(&sh.course.tr(sh.lang, id), sh.lang, &sh.course.catalogue)
}

/// A page line in one style.
pub(super) fn styled(text: String, style: ratatui::style::Style) -> Para {
    Para::plain(vec![Span::raw(text)]).styled(style)
}

/// A page line in one style whose continuation rows hang under the text after `mark`.
pub(super) fn marked(mark: &str, text: String, style: ratatui::style::Style) -> Para {
    Para::hanging(
        vec![Span::styled(mark.to_string(), style)],
        vec![Span::styled(text, style)],
    )
}
