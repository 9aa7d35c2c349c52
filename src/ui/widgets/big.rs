//! Big block letters, for the presentation view's header (`--present`), and its layout.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

/// The height of a big letter.
pub(crate) const BIG_HEIGHT: usize = 5;

/// A 5-row block font: `#` is a lit cell.
#[rustfmt::skip]
const FONT: &[(char, [&str; 5])] = &[
    ('A', [" ## ", "#  #", "####", "#  #", "#  #"]),
    ('B', ["### ", "#  #", "### ", "#  #", "### "]),
    ('C', [" ###", "#   ", "#   ", "#   ", " ###"]),
    ('D', ["### ", "#  #", "#  #", "#  #", "### "]),
    ('E', ["####", "#   ", "### ", "#   ", "####"]),
    ('F', ["####", "#   ", "### ", "#   ", "#   "]),
    ('G', [" ###", "#   ", "# ##", "#  #", " ###"]),
    ('H', ["#  #", "#  #", "####", "#  #", "#  #"]),
    ('I', ["###", " # ", " # ", " # ", "###"]),
    ('J', ["  ##", "   #", "   #", "#  #", " ## "]),
    ('K', ["#  #", "# # ", "##  ", "# # ", "#  #"]),
    ('L', ["#   ", "#   ", "#   ", "#   ", "####"]),
    ('M', ["#   #", "## ##", "# # #", "#   #", "#   #"]),
    ('N', ["#  #", "## #", "# ##", "#  #", "#  #"]),
    ('O', [" ## ", "#  #", "#  #", "#  #", " ## "]),
    ('P', ["### ", "#  #", "### ", "#   ", "#   "]),
    ('Q', [" ## ", "#  #", "#  #", "# ##", " ###"]),
    ('R', ["### ", "#  #", "### ", "# # ", "#  #"]),
    ('S', [" ###", "#   ", " ## ", "   #", "### "]),
    ('T', ["###", " # ", " # ", " # ", " # "]),
    ('U', ["#  #", "#  #", "#  #", "#  #", " ## "]),
    ('V', ["#   #", "#   #", "#   #", " # # ", "  #  "]),
    ('W', ["#   #", "#   #", "# # #", "## ##", "#   #"]),
    ('X', ["#  #", "#  #", " ## ", "#  #", "#  #"]),
    ('Y', ["# #", "# #", " # ", " # ", " # "]),
    ('Z', ["####", "   #", " ## ", "#   ", "####"]),
    ('0', [" ## ", "# ##", "## #", "#  #", " ## "]),
    ('1', [" # ", "## ", " # ", " # ", "###"]),
    ('2', ["### ", "   #", " ## ", "#   ", "####"]),
    ('3', ["### ", "   #", " ## ", "   #", "### "]),
    ('4', ["#  #", "#  #", "####", "   #", "   #"]),
    ('5', ["####", "#   ", "### ", "   #", "### "]),
    ('6', [" ## ", "#   ", "### ", "#  #", " ## "]),
    ('7', ["####", "   #", "  # ", " #  ", " #  "]),
    ('8', [" ## ", "#  #", " ## ", "#  #", " ## "]),
    ('9', [" ## ", "#  #", " ###", "   #", " ## "]),
    (' ', ["  ", "  ", "  ", "  ", "  "]),
    ('-', ["   ", "   ", "###", "   ", "   "]),
    (':', [" ", "#", " ", "#", " "]),
    ('.', [" ", " ", " ", " ", "#"]),
    ('/', ["   #", "  # ", " ## ", " #  ", "#   "]),
    ('[', ["##", "# ", "# ", "# ", "##"]),
    (']', ["##", " #", " #", " #", "##"]),
    ('?', ["### ", "   #", " ## ", "    ", " #  "]),
];

/// The letter a character is drawn as: upper case, accents dropped (`é` → `E`, `ç` → `C`).
fn base(c: char) -> char {
    let up = c.to_uppercase().next().unwrap_or(c);
    match up {
        'À' | 'Â' | 'Ä' => 'A',
        'Ç' => 'C',
        'É' | 'È' | 'Ê' | 'Ë' => 'E',
        'Î' | 'Ï' => 'I',
        'Ô' | 'Ö' => 'O',
        'Ù' | 'Û' | 'Ü' => 'U',
        '·' | '—' | '–' | '\u{a0}' => ' ',
        '\'' | '’' => ' ',
        other => other,
    }
}

/// `text` in big block letters (five lines, one column between letters), or `None` when it
/// would be wider than `width`.
pub(crate) fn big_lines(text: &str, width: usize) -> Option<Vec<String>> {
    let mut rows = vec![String::new(); BIG_HEIGHT];
    for (k, c) in text.trim().chars().enumerate() {
        let c = base(c);
        let glyph = FONT
            .iter()
            .find(|(g, _)| *g == c)
            .or_else(|| FONT.iter().find(|(g, _)| *g == '?'))
            .map(|(_, rows)| rows)?;
        for (row, g) in rows.iter_mut().zip(glyph.iter()) {
            if k > 0 {
                row.push(' ');
            }
            row.extend(g.chars().map(|p| if p == '#' { '█' } else { ' ' }));
        }
    }
    let w = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    (w <= width).then(|| rows.into_iter().map(|r| r.trim_end().to_string()).collect())
}

/// The presentation view's header and body areas inside `area`, and the big header's rows.
pub(crate) fn areas(header: &str, area: Rect) -> (Rect, Rect, Option<Vec<String>>) {
    let inner = Block::bordered().inner(area);
    // Wider margins than the normal panes.
    let inner = Rect {
        x: inner.x + 2.min(inner.width / 10),
        width: inner.width.saturating_sub(2 * 2.min(inner.width / 10)),
        ..inner
    };
    let big = big_lines(header, inner.width as usize);
    let head_h = big.as_ref().map_or(1, |rows| rows.len()) as u16 + 1;
    let [head_a, body_a] =
        Layout::vertical([Constraint::Length(head_h), Constraint::Fill(1)]).areas(inner);
    (head_a, body_a, big)
}

/// The width and height a lesson page's text has in the presentation view on `area` (the
/// screen above the footer) under `header`: the page's title and a blank line sit above it.
pub fn page_viewport(header: &str, area: Rect) -> (usize, usize) {
    let (_, body, _) = areas(header, area);
    (
        body.width.max(1) as usize,
        body.height.saturating_sub(2) as usize,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_letters() {
        let rows = big_lines("Couche 7c", 80).expect("fits");
        assert_eq!(rows.len(), BIG_HEIGHT);
        assert!(rows[0].starts_with(" ███"), "{rows:?}");
        assert!(big_lines("Couche 7c", 10).is_none(), "too wide");
        // Accents and unknown characters still draw.
        assert!(big_lines("Leçon É~", 80).is_some());
    }
}
