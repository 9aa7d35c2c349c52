//! Drawing the "by rules text" form: its fields, the rules text, and under it what layerlab
//! understood of the card, ability by ability, or where it can't read it (reads the state only).

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget, Wrap};

use super::by_text::{ByText, Reading, SLOTS, Slot};
use crate::content::printed_card::{Part, PrintedError, ReadCard};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;
use crate::words::card_reading;

fn label_id(s: Slot) -> &'static str {
    match s {
        Slot::Name => "ui-edit-field-name",
        Slot::TypeLine => "ui-edit-field-type-line",
        Slot::Pt => "ui-edit-field-pt",
        Slot::Text => "ui-edit-field-text",
        Slot::Controller => "ui-edit-field-controller",
    }
}

/// What layerlab understood of a card read: each ability, what it is and its words in `lang`,
/// then the sentences kept as words only.
fn understood(r: &ReadCard, lang: Lang, th: &Theme, out: &mut Vec<Line<'static>>) {
    let items = card_reading::understood(&r.card, lang);
    if items.is_empty() && r.kept.is_empty() {
        return;
    }
    out.push(Line::styled(card_reading::heading(&r.card, lang), th.title));
    for (k, u) in items.iter().enumerate() {
        out.push(Line::from(vec![
            Span::styled(format!("{}. ", k + 1), th.accent),
            Span::raw(u.printed.clone()),
        ]));
        out.push(Line::styled(format!("   {}", u.what), th.accent));
        if let Some((l, words)) = u.words.iter().find(|(l, _)| *l == lang) {
            out.push(Line::styled(
                format!("   {}", card_reading::words_line(*l, words, lang)),
                th.dim,
            ));
        }
    }
    if !r.kept.is_empty() {
        let (heading, sentences) = card_reading::kept(&r.kept, lang);
        out.push(Line::styled(heading, th.title));
        for s in sentences {
            out.push(Line::styled(format!("  • {s}"), th.dim));
        }
    }
}

/// Where the card can't be read, in `lang`: the part, its line and column, the problem.
fn refusal(e: &PrintedError, lang: Lang) -> String {
    let problem = e.problem.message(lang);
    let id = match e.part {
        Part::Text | Part::TextFr => "ui-edit-by-text-error-text",
        Part::TypeLine | Part::TypeLineFr => "ui-edit-by-text-error-type-line",
        Part::Pt => "ui-edit-by-text-error-pt",
    };
    tr(
        lang,
        id,
        fargs![line = e.line, col = e.col, problem = problem],
    )
}

/// How many rows `lines` take wrapped at `width`.
fn rows(lines: &[Line<'_>], width: u16) -> usize {
    let w = usize::from(width.max(1));
    lines.iter().map(|l| l.width().max(1).div_ceil(w)).sum()
}

/// Draws the form over the sandbox's inside `area`.
pub(crate) fn render(sh: &Shared, f: &ByText, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let labels: Vec<String> = SLOTS.iter().map(|s| tr(lang, label_id(*s), &[])).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let field = |s: Slot, label: &str| -> Vec<Span<'static>> {
        let on = f.focus == s;
        let pad = width.saturating_sub(label.chars().count());
        vec![
            Span::styled(if on { "› " } else { "  " }, th.accent),
            Span::styled(
                format!("{label}{} ", " ".repeat(pad)),
                if on { th.title } else { th.dim },
            ),
        ]
    };
    // What follows the text: what was understood, or why it can't be read, and the last add's
    // refusal.
    let mut after = Vec::new();
    match &f.reading {
        Reading::Read(r) if r.card.abilities.is_empty() && r.card.spell.is_empty() => {
            after.push(Line::styled(tr(lang, "ui-edit-by-text-empty", &[]), th.dim));
            understood(r, lang, th, &mut after);
        }
        Reading::Read(r) => understood(r, lang, th, &mut after),
        // The error first, where a small screen still shows it; then the lines before it.
        Reading::Refused { error, before } => {
            after.push(Line::styled(format!("! {}", refusal(error, lang)), th.bad));
            after.push(Line::styled(
                tr(lang, "ui-edit-by-text-cant-add", &[]),
                th.dim,
            ));
            if let Some(r) = before {
                understood(r, lang, th, &mut after);
            }
        }
    }
    if let Some(e) = &f.error {
        after.push(Line::styled(format!("! {}", e.text(lang)), th.bad));
    }
    let at = area.centered(
        Constraint::Length(area.width.min(88)),
        Constraint::Length(area.height),
    );
    let inner = at.width.saturating_sub(2);
    // The text shows as many of its lines as leave room for what was understood (three at
    // least), around the cursor.
    let fixed = SLOTS.len() + 1;
    let room = usize::from(at.height.saturating_sub(2));
    let text_rows = room
        .saturating_sub(fixed + rows(&after, inner))
        .max(3)
        .min(f.text.text().matches('\n').count() + 1);
    let mut lines = Vec::new();
    for (s, label) in SLOTS.iter().zip(&labels) {
        let mut spans = field(*s, label);
        match s {
            Slot::Name => spans.extend(f.name.spans(f.focus == *s, th)),
            Slot::TypeLine => spans.extend(f.type_line.spans(f.focus == *s, th)),
            Slot::Pt => spans.extend(f.pt.spans(f.focus == *s, th)),
            Slot::Controller => {
                let v = format!("p{}", f.controller);
                spans.push(if f.focus == *s {
                    Span::styled(format!("◂ {v} ▸"), th.selected)
                } else {
                    Span::raw(v)
                });
            }
            Slot::Text => {
                lines.push(Line::from(spans));
                for l in f.text.lines(f.focus == *s, text_rows, th) {
                    let mut indented = vec![Span::styled("  │ ", th.dim)];
                    indented.extend(l.spans);
                    lines.push(Line::from(indented));
                }
                continue;
            }
        }
        lines.push(Line::from(spans));
    }
    lines.push(Line::styled("─".repeat(usize::from(inner)), th.dim));
    lines.extend(after);
    let h = (rows(&lines, inner) + 2).min(usize::from(at.height)) as u16;
    let at = Rect { height: h, ..at };
    let title = tr(lang, "ui-edit-form-by-text", &[]);
    let hint = tr(lang, "ui-edit-hint-by-text", &[]);
    let block = Block::bordered()
        .border_style(th.border_focus)
        .style(th.base)
        .title(safe::line(Line::styled(format!(" {title} "), th.title)))
        .title_bottom(safe::line(Line::styled(format!(" {hint} "), th.dim)));
    Clear.render(at, buf);
    safe::para(lines)
        .block(block)
        .style(Style::default())
        .wrap(Wrap { trim: false })
        .render(at, buf);
}
