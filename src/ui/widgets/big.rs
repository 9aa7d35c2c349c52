//! Big block letters, for the presentation view's header (`--present`), and its layout. French
//! headers keep their accents (DÉPART, LEÇON, BAC À SABLE): an accent is drawn in a row above
//! the letter, a cedilla in a row below, and those rows are there only when a letter needs them.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Block;
use ratatui::widgets::Widget;

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
    ('Œ', [" ####", "# #  ", "# ###", "# #  ", " ####"]),
    ('Æ', [" ####", "# #  ", "#### ", "# #  ", "# ###"]),
];

/// A mark drawn with a letter, in a row of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Acute,
    Grave,
    Circumflex,
    Diaeresis,
    Cedilla,
}

impl Mark {
    /// The mark's row for a letter `width` cells wide (half blocks keep it apart from the
    /// letter).
    fn row(self, width: usize) -> String {
        let w = width.max(2);
        let mut cells = vec![' '; w];
        match self {
            Mark::Acute => {
                cells[w - 2] = '▄';
                cells[w - 1] = '▀';
            }
            Mark::Grave => {
                cells[0] = '▀';
                cells[1] = '▄';
            }
            Mark::Circumflex => {
                cells[0] = '▄';
                cells[w - 1] = '▄';
                // A roof: low at the ends, high in the middle.
                for c in &mut cells[1..w - 1] {
                    *c = '▀';
                }
            }
            Mark::Diaeresis => {
                cells[0] = '▀';
                cells[w - 1] = '▀';
            }
            Mark::Cedilla => {
                cells[w / 2] = '█';
            }
        }
        cells.into_iter().collect()
    }
}

/// The letter a character is drawn as, upper case, and its mark (`é` → `E` and an acute
/// accent, `ç` → `C` and a cedilla).
fn base(c: char) -> (char, Option<Mark>) {
    let up = c.to_uppercase().next().unwrap_or(c);
    let m = Some;
    match up {
        'À' => ('A', m(Mark::Grave)),
        'Â' => ('A', m(Mark::Circumflex)),
        'Ä' => ('A', m(Mark::Diaeresis)),
        'Ç' => ('C', m(Mark::Cedilla)),
        'É' => ('E', m(Mark::Acute)),
        'È' => ('E', m(Mark::Grave)),
        'Ê' => ('E', m(Mark::Circumflex)),
        'Ë' => ('E', m(Mark::Diaeresis)),
        'Î' => ('I', m(Mark::Circumflex)),
        'Ï' => ('I', m(Mark::Diaeresis)),
        'Ô' => ('O', m(Mark::Circumflex)),
        'Ö' => ('O', m(Mark::Diaeresis)),
        'Ù' => ('U', m(Mark::Grave)),
        'Û' => ('U', m(Mark::Circumflex)),
        'Ü' => ('U', m(Mark::Diaeresis)),
        'Ÿ' => ('Y', m(Mark::Diaeresis)),
        '·' | '—' | '–' | '\u{a0}' | '\u{202f}' => (' ', None),
        '\'' | '’' => (' ', None),
        other => (other, None),
    }
}

/// `text` in big block letters (five rows, one column between letters; a row more above for
/// accents and below for a cedilla when the text has them), or `None` when it would be wider
/// than `width`. Every row has the same width, so that the rows stand on one grid wherever
/// the block is placed: a mark stays over (or under) its own letter.
pub(crate) fn big_lines(text: &str, width: usize) -> Option<Vec<String>> {
    let mut above = String::new();
    let mut rows = vec![String::new(); BIG_HEIGHT];
    let mut below = String::new();
    let (mut has_above, mut has_below) = (false, false);
    for (k, c) in text.trim().chars().enumerate() {
        let (c, mark) = base(c);
        let glyph = FONT
            .iter()
            .find(|(g, _)| *g == c)
            .or_else(|| FONT.iter().find(|(g, _)| *g == '?'))
            .map(|(_, rows)| rows)?;
        let w = glyph[0].chars().count();
        if k > 0 {
            above.push(' ');
            below.push(' ');
        }
        let blank = " ".repeat(w);
        match mark {
            Some(Mark::Cedilla) => {
                has_below = true;
                above.push_str(&blank);
                below.push_str(&Mark::Cedilla.row(w));
            }
            Some(m) => {
                has_above = true;
                above.push_str(&m.row(w));
                below.push_str(&blank);
            }
            None => {
                above.push_str(&blank);
                below.push_str(&blank);
            }
        }
        for (row, g) in rows.iter_mut().zip(glyph.iter()) {
            if k > 0 {
                row.push(' ');
            }
            row.extend(g.chars().map(|p| if p == '#' { '█' } else { ' ' }));
        }
    }
    let mut all = Vec::with_capacity(BIG_HEIGHT + 2);
    if has_above {
        all.push(above);
    }
    all.extend(rows);
    if has_below {
        all.push(below);
    }
    let w = all.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    (w <= width).then(|| {
        all.into_iter()
            .map(|r| {
                let pad = w - r.chars().count();
                r + &" ".repeat(pad)
            })
            .collect()
    })
}

/// Draws `rows` (all as wide, as [`big_lines`] gives them) centred as one block in `area`:
/// every row starts at the same column.
pub(crate) fn render_block(rows: &[String], style: Style, area: Rect, buf: &mut Buffer) {
    let w = rows.first().map_or(0, |r| r.chars().count()) as u16;
    let x = area.x + area.width.saturating_sub(w) / 2;
    for (k, row) in rows.iter().enumerate() {
        let y = area.y + k as u16;
        if y >= area.bottom() {
            break;
        }
        let at = Rect::new(x, y, w.min(area.right().saturating_sub(x)), 1);
        super::safe::para(Line::styled(row.clone(), style)).render(at, buf);
    }
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
pub(crate) fn page_viewport(header: &str, area: Rect) -> (usize, usize) {
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
        // Unknown characters still draw.
        assert!(big_lines("Leçon É~", 80).is_some());
    }

    #[test]
    fn french_headers_keep_their_accents() {
        let plain = big_lines("DEPART", 80).expect("fits");
        let accented = big_lines("Départ", 80).expect("fits");
        assert_eq!(plain.len(), BIG_HEIGHT, "no accent, no accent row");
        assert_eq!(accented.len(), BIG_HEIGHT + 1, "{accented:?}");
        assert_eq!(
            &accented[1..],
            &plain[..],
            "the letters themselves are the same"
        );
        // The acute accent stands over the E, the second letter (columns 5 to 8).
        let mark: Vec<char> = accented[0].chars().collect();
        assert_eq!(&mark[5..9], &[' ', ' ', '▄', '▀'], "{:?}", accented[0]);
        assert!(mark[..5].iter().all(|c| *c == ' '));
        // A cedilla goes below the C, a grave accent above the A.
        let lecon = big_lines("Leçon", 80).expect("fits");
        assert_eq!(lecon.len(), BIG_HEIGHT + 1);
        assert!(lecon[BIG_HEIGHT].contains('█'), "{lecon:?}");
        let bac = big_lines("Bac à sable", 80).expect("fits");
        assert_eq!(bac.len(), BIG_HEIGHT + 1);
        assert!(bac[0].starts_with(&" ".repeat(15)), "{bac:?}");
        assert!(bac[0].contains("▀▄"), "{bac:?}");
        // Every accented capital of French draws with its mark.
        for c in "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒ".chars() {
            let rows = big_lines(&c.to_string(), 10).expect("fits");
            assert!(rows.len() > BIG_HEIGHT || c == 'Œ', "{c}: {rows:?}");
            assert_ne!(rows, big_lines("?", 10).unwrap(), "{c} is not drawn as '?'");
        }
    }
}
