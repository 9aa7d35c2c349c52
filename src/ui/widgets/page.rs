//! Lesson-page layout helpers: word wrapping with a prefix kept on every line (the "┃ " bar of a
//! rule citation) or a hanging indent (list items, captions, question choices), measured in
//! terminal cells (wide characters count twice) and never breaking at U+00A0; and truncation with
//! an ellipsis for titles.

use std::borrow::Cow;

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// One logical line of a page before wrapping: what starts its first row, what starts every
/// other row, and the text itself.
#[derive(Clone, Debug, Default)]
pub(crate) struct Para {
    pub(crate) first: Vec<Span<'static>>,
    pub(crate) rest: Vec<Span<'static>>,
    pub(crate) body: Vec<Span<'static>>,
    /// The style of the whole row (a selected choice).
    pub(crate) style: Style,
}

impl Para {
    /// A line with no prefix.
    pub(crate) fn plain(body: Vec<Span<'static>>) -> Para {
        Para {
            body,
            ..Para::default()
        }
    }

    /// A line whose first row starts with `first` and whose other rows are indented under the
    /// text that follows it (a hanging indent).
    pub(crate) fn hanging(first: Vec<Span<'static>>, body: Vec<Span<'static>>) -> Para {
        let w: usize = first.iter().map(Span::width).sum();
        Para {
            first,
            rest: vec![Span::raw(" ".repeat(w))],
            body,
            style: Style::default(),
        }
    }

    /// A line whose every row starts with `prefix` (a rule citation's bar).
    pub(crate) fn barred(prefix: Vec<Span<'static>>, body: Vec<Span<'static>>) -> Para {
        Para {
            first: prefix.clone(),
            rest: prefix,
            body,
            style: Style::default(),
        }
    }

    pub(crate) fn styled(mut self, style: Style) -> Para {
        self.style = style;
        self
    }

    /// Adds `more` after the first-row prefix and the matching width of blanks after the other
    /// rows' prefix (a list item inside a rule citation).
    pub(crate) fn indent(mut self, more: Vec<Span<'static>>) -> Para {
        let w: usize = more.iter().map(Span::width).sum();
        self.first.extend(more);
        self.rest.push(Span::raw(" ".repeat(w)));
        self
    }

    /// Indents every row but the first by `n` spaces (a line whose text starts with them).
    pub(crate) fn indent_rest(mut self, n: usize) -> Para {
        self.rest.push(Span::raw(" ".repeat(n)));
        self
    }

    /// The rows of this line at `width` cells.
    pub(crate) fn wrap(&self, width: usize) -> Vec<Line<'static>> {
        wrap(&self.first, &self.rest, &self.body, width)
            .into_iter()
            .map(|l| l.style(self.style))
            .collect()
    }
}

/// Wraps every line of `paras` at `width` cells.
pub(crate) fn wrap_all(paras: &[Para], width: usize) -> Vec<Line<'static>> {
    paras.iter().flat_map(|p| p.wrap(width)).collect()
}

fn cells(s: &str) -> usize {
    Span::raw(s).width()
}

/// Graphemes with their styles.
type Graphemes = Vec<(String, Style)>;

/// A breakable space: an ordinary space (never U+00A0, U+202F or other non-breaking spaces).
fn is_break(g: &str) -> bool {
    g == " " || g == "\t"
}

/// `spans` with their control characters escaped (borrowed when there are none).
fn escaped<'a>(spans: &'a [Span<'static>]) -> Cow<'a, [Span<'static>]> {
    if spans
        .iter()
        .any(|s| s.content.chars().any(char::is_control))
    {
        Cow::Owned(
            spans
                .iter()
                .cloned()
                .map(crate::ui::widgets::safe::span)
                .collect(),
        )
    } else {
        Cow::Borrowed(spans)
    }
}

/// Wraps `body` at `width` cells: the first row starts with `first`, the others with `rest`.
/// Breaks at spaces; a word longer than a row is cut between graphemes. Every row is at most
/// `width` cells wide (unless a prefix alone is wider). Control characters are shown escaped
/// (measured as such), never dropped.
pub(crate) fn wrap(
    first: &[Span<'static>],
    rest: &[Span<'static>],
    body: &[Span<'static>],
    width: usize,
) -> Vec<Line<'static>> {
    let (first, rest, body) = (escaped(first), escaped(rest), escaped(body));
    let (first, rest, body) = (&first[..], &rest[..], &body[..]);
    // The body as styled graphemes, grouped into words with the spaces before them.
    let mut words: Vec<(Graphemes, Graphemes)> = Vec::new();
    let mut spaces: Vec<(String, Style)> = Vec::new();
    let mut word: Vec<(String, Style)> = Vec::new();
    for span in body {
        for g in span.styled_graphemes(Style::default()) {
            let item = (g.symbol.to_string(), g.style);
            if is_break(g.symbol) {
                if !word.is_empty() {
                    words.push((std::mem::take(&mut spaces), std::mem::take(&mut word)));
                }
                spaces.push(item);
            } else {
                word.push(item);
            }
        }
    }
    if !word.is_empty() || !spaces.is_empty() {
        words.push((spaces, word));
    }
    let width_of = |gs: &[(String, Style)]| gs.iter().map(|(g, _)| cells(g)).sum::<usize>();
    let first_w: usize = first.iter().map(Span::width).sum();
    let rest_w: usize = rest.iter().map(Span::width).sum();
    let mut rows: Vec<Vec<(String, Style)>> = vec![Vec::new()];
    let mut room = width.saturating_sub(first_w).max(1);
    let mut used = 0usize;
    for (i, (sp, w)) in words.into_iter().enumerate() {
        let sp_w = width_of(&sp);
        let w_w = width_of(&w);
        // Leading spaces of the line are kept (an indent); spaces at a break are dropped.
        if i == 0 || used + sp_w + w_w <= room {
            if used + sp_w <= room || i == 0 {
                used += sp_w;
                rows.last_mut().expect("a row").extend(sp);
            }
        } else {
            rows.push(Vec::new());
            room = width.saturating_sub(rest_w).max(1);
            used = 0;
        }
        for g in w {
            let gw = cells(&g.0);
            if used + gw > room && used > 0 {
                rows.push(Vec::new());
                room = width.saturating_sub(rest_w).max(1);
                used = 0;
            }
            used += gw;
            rows.last_mut().expect("a row").push(g);
        }
    }
    rows.into_iter()
        .enumerate()
        .map(|(i, row)| {
            let mut spans: Vec<Span<'static>> = if i == 0 {
                first.to_vec()
            } else {
                rest.to_vec()
            };
            let mut cur: Option<(String, Style)> = None;
            for (g, st) in row {
                match &mut cur {
                    Some((s, cs)) if *cs == st => s.push_str(&g),
                    _ => {
                        if let Some((s, cs)) = cur.take() {
                            spans.push(Span::styled(s, cs));
                        }
                        cur = Some((g, st));
                    }
                }
            }
            if let Some((s, cs)) = cur {
                spans.push(Span::styled(s, cs));
            }
            Line::from(spans)
        })
        .collect()
}

/// `s` on one line in at most `width` cells: whole when it fits, else cut at the last space
/// that leaves room for "…" and ended with it, so no word is cut where a whole word would fit
/// (only a first word wider than `width` is cut inside). Separators left before the "…" (`,`,
/// `:`, `—`, `·`) are dropped with the space. Control characters are shown escaped. The one
/// helper for titles, type lines and names that may not fit.
pub(crate) fn ellipsize(s: &str, width: usize) -> String {
    let s = &*crate::words::one_line(s);
    if cells(s) <= width {
        return s.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let room = width - 1;
    // The longest prefix that fits in `room`, and the last break inside it.
    let mut out = String::new();
    let mut used = 0;
    let mut last_break = None;
    let mut next_is_break = false;
    for g in Span::raw(s).styled_graphemes(Style::default()) {
        let w = cells(g.symbol);
        if used + w > room {
            // The text goes on: a break right here ends a whole word.
            next_is_break = is_break(g.symbol);
            break;
        }
        if is_break(g.symbol) {
            last_break = Some(out.len());
        }
        used += w;
        out.push_str(g.symbol);
    }
    if !next_is_break && let Some(at) = last_break {
        out.truncate(at);
    }
    let trimmed = out.trim_end_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | ':' | '—' | '–' | '·' | '-' | '(' | '/')
    });
    // A text of separators only keeps what fits, cut.
    let keep = if trimmed.is_empty() {
        out.trim_end()
    } else {
        trimmed
    };
    format!("{keep}…")
}

/// `s` in rows of at most `width` cells, broken at spaces, `max_rows` rows at most: a text that
/// needs more fills its last row with the words that fit and ends it with "…", and a word wider
/// than a row ends with "…" where it is cut (only such a word is cut). For table cells, whose
/// text wraps within the cell.
pub(crate) fn wrap_words(s: &str, width: usize, max_rows: usize) -> Vec<String> {
    let s = &*crate::words::one_line(s);
    if width == 0 || max_rows == 0 {
        return Vec::new();
    }
    let mut rows: Vec<String> = Vec::new();
    let mut row = String::new();
    for word in s.split(' ').filter(|w| !w.is_empty()) {
        let joined = if row.is_empty() {
            word.to_string()
        } else {
            format!("{row} {word}")
        };
        if cells(&joined) <= width {
            row = joined;
            continue;
        }
        if !row.is_empty() {
            rows.push(std::mem::take(&mut row));
        }
        row = if cells(word) <= width {
            word.to_string()
        } else {
            ellipsize(word, width)
        };
    }
    if !row.is_empty() || rows.is_empty() {
        rows.push(row);
    }
    if rows.len() > max_rows {
        // The last row takes as many of the words left as fit, then "…".
        let rest = rows.split_off(max_rows - 1).join(" ");
        rows.push(ellipsize(&rest, width));
    }
    rows
}

/// `items` (a card's abilities) in rows of at most `width` cells, set apart by " · ": an item
/// goes on the row before it when it fits there whole, else starts a row of its own marked
/// "· " (so two rows of two items never read as one), wrapped between words when it is wider;
/// `max_rows` rows at most, the last filled with the words that fit and ending with "…" when
/// words are left out.
pub(crate) fn pack_items(items: &[String], width: usize, max_rows: usize) -> Vec<String> {
    if width == 0 || max_rows == 0 {
        return Vec::new();
    }
    let mut rows: Vec<String> = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let item = crate::words::one_line(item);
        if let Some(last) = rows.last_mut().filter(|_| k > 0) {
            let joined = format!("{last} · {item}");
            if cells(&joined) <= width {
                *last = joined;
                continue;
            }
        }
        let text = if k == 0 {
            item.into_owned()
        } else {
            format!("· {item}")
        };
        rows.extend(wrap_words(&text, width, usize::MAX));
    }
    if rows.len() > max_rows {
        let rest = rows.split_off(max_rows - 1).join(" ");
        rows.push(ellipsize(&rest, width));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(l: &Line) -> String {
        l.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    fn rows(p: &Para, width: usize) -> Vec<String> {
        p.wrap(width).iter().map(text).collect()
    }

    #[test]
    fn a_bar_prefix_is_kept_on_every_row() {
        let p = Para::barred(
            vec![Span::raw("┃ ")],
            vec![Span::raw("one two three four five six seven")],
        );
        let r = rows(&p, 12);
        assert!(r.len() > 2, "{r:?}");
        for row in &r {
            assert!(row.starts_with("┃ "), "{r:?}");
            assert!(Span::raw(row.as_str()).width() <= 12, "{r:?}");
        }
        assert_eq!(r[0], "┃ one two");
        assert_eq!(r[1], "┃ three four");
    }

    #[test]
    fn a_list_item_hangs_under_its_text() {
        let p = Para::hanging(
            vec![Span::raw("  • ")],
            vec![Span::raw("alpha beta gamma delta")],
        );
        assert_eq!(
            rows(&p, 15),
            ["  • alpha beta", "    gamma delta"],
            "continuation rows start under the text, not at column 0"
        );
        let inner = Para::barred(vec![Span::raw("┃ ")], vec![Span::raw("aa bb cc dd")])
            .indent(vec![Span::raw("• ")]);
        assert_eq!(rows(&inner, 9), ["┃ • aa bb", "┃   cc dd"]);
    }

    #[test]
    fn a_no_break_space_holds_its_words_together() {
        let p = Para::plain(vec![Span::raw("Que fait-il\u{a0}? Rien")]);
        let r = rows(&p, 12);
        assert_eq!(r, ["Que", "fait-il\u{a0}?", "Rien"]);
        // Cut only when the unbreakable run is wider than the row.
        let long = Para::plain(vec![Span::raw("a\u{a0}b\u{a0}c\u{a0}d")]);
        assert_eq!(rows(&long, 4), ["a\u{a0}b\u{a0}", "c\u{a0}d"]);
    }

    #[test]
    fn wide_characters_count_two_cells() {
        let p = Para::hanging(vec![Span::raw("> ")], vec![Span::raw("日本語 日本語 漢字")]);
        let r = rows(&p, 10);
        for row in &r {
            assert!(Span::raw(row.as_str()).width() <= 10, "{r:?}");
        }
        assert_eq!(r, ["> 日本語", "  日本語", "  漢字"]);
        // A word wider than the row is cut between characters, never mid-cell.
        let w = rows(&Para::plain(vec![Span::raw("日本語日本語")]), 5);
        assert_eq!(w, ["日本", "語日", "本語"]);
    }

    #[test]
    fn styles_and_leading_indent_survive() {
        use ratatui::style::Modifier;
        let bold = Style::default().add_modifier(Modifier::BOLD);
        let p = Para::plain(vec![
            Span::raw("   x "),
            Span::styled("bold words", bold),
            Span::raw(" end"),
        ]);
        let lines = p.wrap(11);
        assert_eq!(
            lines.iter().map(text).collect::<Vec<_>>(),
            ["   x bold", "words end"]
        );
        assert_eq!(lines[0].spans[1].style, bold);
        assert_eq!(lines[1].spans[0].style, bold);
        assert!(
            rows(&Para::plain(vec![]), 10) == [""],
            "an empty line stays one row"
        );
    }

    #[test]
    fn titles_end_with_an_ellipsis_when_cut() {
        assert_eq!(ellipsize("Dependency", 20), "Dependency");
        assert_eq!(ellipsize("Dependency and loops", 11), "Dependency…");
        assert_eq!(ellipsize("日本語", 4), "日…");
        assert_eq!(ellipsize("abc", 0), "");
    }

    #[test]
    fn a_cell_wraps_between_words() {
        assert_eq!(
            wrap_words("Urborg, tombe de Yaugzebul", 17, 3),
            ["Urborg, tombe de", "Yaugzebul"]
        );
        assert_eq!(
            wrap_words("Terrain légendaire\u{a0}: montagne", 20, 3),
            ["Terrain légendaire\u{a0}:", "montagne"],
            "a no-break space keeps its words together"
        );
        assert_eq!(wrap_words("one two three four", 9, 1), ["one two…"]);
        assert_eq!(wrap_words("one two three four", 12, 1), ["one two…"]);
        assert_eq!(
            wrap_words("one two three four", 7, 2),
            ["one two", "three…"]
        );
        assert_eq!(wrap_words("Enchantement", 8, 3), ["Enchant…"]);
        assert_eq!(wrap_words("", 8, 3), [""]);
        for w in 1..20 {
            for r in wrap_words("Urborg, tombe de Yaugzebul [urborg]", w, 2) {
                assert!(cells(&r) <= w, "{r:?} in {w}");
            }
        }
    }

    #[test]
    fn a_cut_falls_between_words() {
        // French type lines as the board shows them.
        assert_eq!(
            ellipsize("Terrain légendaire : montagne", 20),
            "Terrain légendaire…"
        );
        assert_eq!(ellipsize("Terrain légendaire : montagne", 17), "Terrain…");
        assert_eq!(
            ellipsize("Créature-enchantement : elfe", 24),
            "Créature-enchantement…"
        );
        // A break right after the room keeps the last word whole.
        assert_eq!(ellipsize("one two three", 8), "one two…");
        // A first word wider than the room is cut: nothing else would show.
        assert_eq!(ellipsize("Créature-enchantement", 10), "Créature…");
        assert_eq!(ellipsize("Urborg, tombe de Yaugzebul", 12), "Urborg…");
        for w in 0..30 {
            let s = ellipsize("Urborg, tombe de Yaugzebul [urborg]", w);
            assert!(cells(&s) <= w, "{s:?} in {w}");
        }
    }

    #[test]
    fn items_are_packed_apart() {
        let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let two = items(&["Indestructible", "{T}: Add {C}."]);
        assert_eq!(
            pack_items(&two, 40, 3),
            vec!["Indestructible · {T}: Add {C}.".to_string()]
        );
        // Too narrow for both: the second starts its row, marked.
        assert_eq!(
            pack_items(&two, 16, 3),
            vec!["Indestructible".to_string(), "· {T}: Add {C}.".to_string()]
        );
        // Cut: the last row ends with "…".
        let rows = pack_items(&items(&["one two three four", "five six"]), 10, 2);
        assert_eq!(rows.len(), 2);
        assert!(rows[1].ends_with('…'), "{rows:?}");
        assert!(pack_items(&two, 0, 3).is_empty());
    }
}
