//! `--present`: for a projector. One large pane (the focused one), a big block-letter header
//! for where we are ("LAYER 4", "COUCHE 7C", "ROUND 2"), more space between lines, and the
//! footer's autoplay and step keys; no board table, no side pane.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget, Wrap};

use super::app::{Action, App, Pane, Sandbox};
use super::safe;
use super::theme::Theme;
use crate::fargs;
use crate::i18n::tr;
use crate::rules::effect::Target;
use crate::rules::layer::Numbering;
use crate::words::explain::{self, Explainer};

/// The height of a big letter.
pub const BIG_HEIGHT: usize = 5;

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
pub fn big_lines(text: &str, width: usize) -> Option<Vec<String>> {
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

/// The header of the focused pane: where we are, in a few words.
pub fn header(app: &App) -> String {
    let lang = app.lang;
    match app.focus {
        Pane::Sandbox => match app.sandbox.as_ref().and_then(|s| s.current()) {
            Some(st) => tr(
                lang,
                "ui-present-layer",
                fargs![
                    layer = explain::layer_label(st.layer, Numbering::Current, st.counters, lang)
                ],
            ),
            None => tr(lang, "ui-present-start", &[]),
        },
        Pane::Phase if app.chain_open && app.chain.is_some() => tr(lang, "ui-present-chain", &[]),
        Pane::Phase => match app.phase.as_ref().and_then(|p| p.procedure.as_ref().ok()) {
            Some(p) if !p.is_over() => tr(
                lang,
                "ui-present-round",
                fargs![
                    round = p.round() as usize,
                    step = p.step().number() as usize
                ],
            ),
            Some(_) => tr(lang, "ui-present-over", &[]),
            None => tr(lang, "ui-phase", &[]),
        },
        Pane::Lessons if app.reading => tr(lang, "ui-present-lesson", fargs![n = app.selected + 1]),
        Pane::Lessons => tr(lang, "ui-lessons", &[]),
    }
}

/// Adds an empty line between every two lines (the projector's spacing).
fn spaced(lines: Vec<Line<'static>>) -> Vec<Line<'static>> {
    let mut out = Vec::with_capacity(lines.len() * 2);
    for l in lines {
        if !out.is_empty() {
            out.push(Line::raw(""));
        }
        out.push(l);
    }
    out
}

/// The current step of the layer sandbox, told in large steps: the layer, the effect, why it
/// goes now, what it changed, then the permanents it touched.
fn sandbox_lines(app: &App, s: &Sandbox, th: &Theme) -> Vec<Line<'static>> {
    let lang = app.lang;
    let game = &s.board.loaded.game;
    let ex = Explainer {
        game,
        trace: &s.board.sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    let chars = &s.state.chars;
    let total = s.steps().len();
    let mut status = match s.current() {
        None => tr(lang, "ui-step-start", fargs![total = total]),
        Some(_) => tr(lang, "ui-step-of", fargs![n = s.pos, total = total]),
    };
    if app.autoplay {
        status.push_str(&format!(
            "  ▶ {}",
            tr(
                lang,
                "ui-autoplay",
                fargs![ms = super::app::DELAYS[app.delay] as usize]
            )
        ));
    }
    // The autoplay keys, from the key table.
    let keys: Vec<String> = super::keys::BINDINGS
        .iter()
        .filter(|b| {
            b.ctx == super::keys::Ctx::Sandbox
                && matches!(
                    b.action,
                    Action::ToggleAutoplay | Action::Faster | Action::Slower
                )
        })
        .map(|b| {
            format!(
                "{} {}",
                super::keys::key_label(b, lang),
                tr(lang, b.msg, &[])
            )
        })
        .collect();
    let mut out = vec![Line::from(vec![
        Span::styled(status, th.dim),
        Span::styled(format!("   {}", keys.join(" · ")), th.key),
    ])];
    let Some(st) = s.current() else {
        out.push(Line::styled(tr(lang, "ui-step-none", &[]), th.title));
        return out;
    };
    out.push(Line::styled(
        ex.layer_title(st.layer, st.counters),
        th.accent,
    ));
    out.push(Line::styled(
        st.effect
            .map(|e| ex.effect_title(e))
            .unwrap_or_else(|| tr(lang, "layer-sba", &[])),
        th.title,
    ));
    out.push(Line::from(vec![
        Span::styled(tr(lang, "ui-why", &[]), th.title),
        Span::raw(format!(" {}", ex.reason(st))),
    ]));
    for n in ex.notes(st) {
        out.push(Line::styled(n, th.dim));
    }
    for c in st.changes.iter().filter(|c| explain::shown(c.field)) {
        out.push(Line::from(vec![
            Span::styled("▸ ", th.changed),
            Span::styled(ex.target(c.target, chars), th.card),
            Span::raw(format!(" — {}", ex.change(c, chars))),
        ]));
    }
    // The permanents the step touched, as they are now.
    let touched: Vec<usize> = s
        .permanents()
        .into_iter()
        .filter(|i| st.changes.iter().any(|c| c.target == Target::Object(*i)))
        .collect();
    for i in touched {
        let Some(c) = chars.get(i) else { continue };
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!(" · {p}/{t}"),
            _ => String::new(),
        };
        out.push(Line::from(vec![
            Span::styled("= ", th.dim),
            Span::styled(explain::name(c, lang), th.card),
            Span::raw(format!(" · {}{pt}", explain::type_line(c, lang))),
        ]));
    }
    out
}

/// The body of the focused pane.
fn body_lines(app: &App, th: &Theme, width: usize) -> (Vec<Line<'static>>, u16) {
    let lang = app.lang;
    match app.focus {
        Pane::Sandbox => match &app.sandbox {
            Some(s) => (spaced(sandbox_lines(app, s, th)), 0),
            None => (vec![Line::raw(tr(lang, "ui-sandbox-empty", &[]))], 0),
        },
        Pane::Phase => {
            let lines = match (&app.chain, &app.phase) {
                (Some(cb), _) if app.chain_open => super::chain_builder::lines(app, cb, th),
                (_, Some(pb)) => super::view::phase_lines(app, pb, th),
                _ => vec![Line::raw(tr(lang, "ui-phase-empty", &[]))],
            };
            (lines, 0)
        }
        Pane::Lessons if app.reading => {
            let page = app
                .lesson()
                .and_then(|l| l.pages.get(app.page))
                .map(|p| app.course.tr(lang, &p.title))
                .unwrap_or_default();
            let mut lines = vec![Line::styled(page, th.accent), Line::raw("")];
            lines.extend(super::view::page_text(app, th, width).lines);
            // Two header lines sit above the page's first line.
            (lines, app.scroll)
        }
        Pane::Lessons => {
            let lines = (0..app.course.lessons.len())
                .map(|i| {
                    let (mark, done, total) = super::start::lesson_progress(app, i);
                    let title = app.course.tr(lang, &app.course.lessons[i].lesson.title);
                    let s = format!("{mark} {:>2}. {title}  ({done}/{total})", i + 1);
                    if i == app.selected {
                        Line::styled(format!("› {s}"), th.selected)
                    } else {
                        Line::raw(format!("  {s}"))
                    }
                })
                .collect();
            (lines, (app.selected as u16).saturating_sub(8))
        }
    }
}

/// The presentation view's header and body areas inside `area`, and the big header's rows.
fn areas(app: &App, area: Rect) -> (Rect, Rect, Option<Vec<String>>) {
    let inner = Block::bordered().inner(area);
    // Wider margins than the normal panes.
    let inner = Rect {
        x: inner.x + 2.min(inner.width / 10),
        width: inner.width.saturating_sub(2 * 2.min(inner.width / 10)),
        ..inner
    };
    let big = big_lines(&header(app), inner.width as usize);
    let head_h = big.as_ref().map_or(1, |rows| rows.len()) as u16 + 1;
    let [head_a, body_a] =
        Layout::vertical([Constraint::Length(head_h), Constraint::Fill(1)]).areas(inner);
    (head_a, body_a, big)
}

/// The width and height the open page's text has in the presentation view on `area` (the
/// screen above the footer): the page's title and a blank line sit above it.
pub fn page_viewport(app: &App, area: Rect) -> (usize, usize) {
    let (_, body, _) = areas(app, area);
    (
        body.width.max(1) as usize,
        body.height.saturating_sub(2) as usize,
    )
}

/// Draws the presentation view in `area`: the big header, then the focused pane.
pub fn render(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered()
        .border_style(th.border_focus)
        .title(safe::line(Line::styled(
            format!(" {} ", tr(app.lang, "ui-present-title", &[])),
            th.title,
        )));
    block.render(area, buf);
    let (head_a, body_a, big) = areas(app, area);
    let head = header(app);
    let head_lines: Vec<Line> = match &big {
        Some(rows) => rows
            .iter()
            .map(|r| Line::styled(r.clone(), th.accent))
            .collect(),
        None => vec![Line::styled(head.to_uppercase(), th.accent)],
    };
    safe::para(head_lines)
        .alignment(Alignment::Center)
        .render(head_a, buf);
    let (lines, scroll) = body_lines(app, th, body_a.width.max(1) as usize);
    safe::para(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .render(body_a, buf);
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
