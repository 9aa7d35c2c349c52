//! Drawing the phase sandbox (reads the state only): where the procedure stands and why, the
//! choices, what the last decision led to, the trace, both readings played to the end; or the
//! overlay open (the effects list, a form, a path prompt, the legend). Every explanation is a
//! sentence of [`crate::words::phase`], the words `layerlab phase --format text` prints.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget, Wrap};

use super::edit::{Field, Form, Overlay, Prompt, PromptKind, Purpose, effect_row};
use super::{Ending, PhaseLab, title_name};
use crate::fargs;
use crate::i18n::{Arg, Lang, tr};
use crate::phase::procedure::{Procedure, Status};
use crate::phase::scenario::{Decision, Player};
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::{procedure, safe};
use crate::words::phase::errors::{halt_message, setup_message};
use crate::words::phase::{explain, steps};
use crate::words::titles::{Kind, scenario_title};

/// Past this many effect ids listed in all the steps, the steps are not put into words on
/// screen (each frame would list them again): the trace line stays.
pub(crate) const MAX_LISTED_SHOWN: u64 = 200_000;
/// How many pending effects a player's line names before "and N more".
const PENDING_SHOWN: usize = 12;

/// The phase sandbox's pane's title.
pub(crate) fn title(lab: Option<&PhaseLab>, sh: &Shared) -> String {
    let lang = sh.lang;
    match lab {
        Some(l) => {
            // The file it was opened from or saved to by its name; a lesson's procedure by its
            // lesson page's title, never its course file's name.
            let name = match &l.edit.file {
                Some(f) => crate::ui::widgets::path_prompt::file_title(f),
                None => scenario_title(&sh.course, &l.play.name, Kind::Procedure, lang)
                    .unwrap_or_else(|| title_name(l, lang)),
            };
            let mut t = format!("{} — {}", tr(lang, "ui-phase", &[]), name);
            if l.edit.dirty {
                t.push_str(&format!(" ({})", tr(lang, "ui-edit-modified", &[])));
            }
            t
        }
        None => tr(lang, "ui-phase", &[]),
    }
}

/// The phase sandbox inside its pane's frame.
pub(crate) fn render(
    lab: Option<&PhaseLab>,
    sh: &Shared,
    th: &Theme,
    inner: Rect,
    buf: &mut Buffer,
) {
    let lang = sh.lang;
    let Some(lab) = lab else {
        paragraph(empty_lines(lang, th), 0, inner, buf);
        return;
    };
    let mut body = inner;
    if let Some(n) = &lab.edit.note
        && lab.edit.overlay.is_none()
        && inner.height > 4
    {
        let row = Rect::new(inner.x, inner.y + inner.height - 1, inner.width, 1);
        body.height -= 1;
        let style = if n.is_error() { th.bad } else { th.accent };
        safe::para(Line::styled(format!("» {}", n.text(lang)), style)).render(row, buf);
    }
    match &lab.edit.overlay {
        None => {
            let lines = lines(lab, lang, th);
            let more =
                rows(&lines, body.width) > usize::from(lab.scroll) + usize::from(body.height);
            // More follows below: the last row says so, and which key shows it.
            if more && body.height > 2 {
                let mut text = body;
                text.height -= 1;
                paragraph(lines, lab.scroll, text, buf);
                let row = Rect::new(body.x, body.y + body.height - 1, body.width, 1);
                safe::para(Line::styled(tr(lang, "ui-phase-more-below", &[]), th.key))
                    .alignment(ratatui::layout::Alignment::Right)
                    .render(row, buf);
            } else {
                paragraph(lines, lab.scroll, body, buf);
            }
        }
        Some(o) => {
            Clear.render(body, buf);
            let lines = match o {
                Overlay::Effects { cursor } => effects_lines(lab, *cursor, lang, th),
                Overlay::Form(f) => form_lines(f, lang, th),
                Overlay::Prompt(p) => prompt_lines(p, lang, th, body.width),
                Overlay::Legend => legend_lines(lang, th),
            };
            let scroll = match o {
                // Keep the selected row in view.
                Overlay::Effects { cursor } => (*cursor as u16 + 3).saturating_sub(body.height),
                _ => 0,
            };
            paragraph(lines, scroll, body, buf);
        }
    }
}

/// About how many rows `lines` take once wrapped at `width` (each line at least one).
fn rows(lines: &[Line<'_>], width: u16) -> usize {
    let w = usize::from(width.max(1));
    lines.iter().map(|l| l.width().max(1).div_ceil(w)).sum()
}

fn paragraph(lines: Vec<Line<'static>>, scroll: u16, area: Rect, buf: &mut Buffer) {
    safe::para(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .render(area, buf);
}

/// What an empty sandbox says: what to do, and the keys.
fn empty_lines(lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    vec![
        Line::styled(tr(lang, "ui-phase-empty-title", &[]), th.accent),
        Line::raw(tr(lang, "ui-phase-empty-what", &[])),
        Line::raw(""),
        Line::raw(tr(lang, "ui-phase-empty-keys", &[])),
    ]
}

/// "decision 2 of 5", "no decision yet"…
fn position(lab: &PhaseLab, lang: Lang) -> String {
    let made = lab.made();
    let total = made + lab.ahead.len();
    tr(
        lang,
        "ui-phase-position",
        fargs![made = made, total = total],
    )
}

/// The header: whose decision it is, at which step of which round; or that the phase is over.
fn header(lab: &PhaseLab, p: &Procedure, lang: Lang) -> String {
    match p.status() {
        Status::Deciding => {
            let mut args = procedure::place_args(p);
            args.push(("position", Arg::from(position(lab, lang))));
            tr(lang, "ui-phase-now", &args)
        }
        Status::Finished if lab.ahead.is_empty() => tr(
            lang,
            "ui-phase-over-last",
            fargs![position = position(lab, lang)],
        ),
        Status::Finished => tr(
            lang,
            "ui-phase-over",
            fargs![position = position(lab, lang)],
        ),
        Status::Halted(h) => tr(lang, "ui-phase-halted", fargs![why = halt_message(h, lang)]),
    }
}

/// The effects pending now, a line per player.
fn pending_lines(p: &Procedure, lang: Lang, th: &Theme, out: &mut Vec<Line<'static>>) {
    for player in Player::BOTH {
        let mut names = Vec::new();
        let mut more = 0usize;
        for e in p.pending().filter(|e| e.player == player) {
            if names.len() < PENDING_SHOWN {
                let kind = if e.mandatory {
                    "ui-phase-mandatory"
                } else {
                    "ui-phase-optional"
                };
                names.push(format!("{} ({})", e.id, tr(lang, kind, &[])));
            } else {
                more += 1;
            }
        }
        let mut list = if names.is_empty() {
            tr(lang, "value-none", &[])
        } else {
            names.join(", ")
        };
        if more > 0 {
            list.push_str(&tr(lang, "ui-phase-more", fargs![count = more]));
        }
        out.push(Line::from(vec![
            Span::styled(
                tr(
                    lang,
                    "ui-phase-pending-of",
                    fargs![player = player.letter()],
                ),
                th.title,
            ),
            Span::raw(format!(" {list}")),
        ]));
    }
}

/// One reading played to the end, in a line.
fn ending_line(e: &Ending, in_use: bool, lang: Lang) -> String {
    let reading = tr(
        lang,
        if e.lenient {
            "ui-phase-lenient"
        } else {
            "ui-phase-strict"
        },
        &[],
    );
    let none = || tr(lang, "value-none", &[]);
    let list = |v: &[String]| if v.is_empty() { none() } else { v.join(", ") };
    let mut line = tr(
        lang,
        "ui-phase-ending",
        fargs![
            reading = reading,
            used = if in_use { "yes" } else { "no" },
            trace = e.trace.as_str(),
            resolved = list(&e.resolved),
            lapsed = list(&e.lapsed)
        ],
    );
    if let Some(n) = e.diverged {
        line.push(' ');
        line.push_str(&tr(lang, "ui-phase-diverged", fargs![n = n]));
    }
    if let Some(h) = &e.halted {
        line.push(' ');
        line.push_str(&halt_message(h, lang));
    }
    line
}

/// The sandbox's lines (no overlay open).
pub(crate) fn lines(lab: &PhaseLab, lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    if let Err(e) = &lab.play.procedure {
        let why = match &lab.setup {
            Some(s) => setup_message(s, lang),
            None => e.clone(),
        };
        return vec![Line::styled(why, th.bad)];
    }
    if lab.is_empty() {
        let mut out = empty_lines(lang, th);
        out.push(Line::raw(""));
        out.push(Line::styled(
            steps::reading_words(lab.draft.lenient, lang),
            th.dim,
        ));
        return out;
    }
    let Some(p) = lab.procedure() else {
        return Vec::new();
    };
    let mut out = vec![Line::styled(header(lab, p, lang), th.accent)];
    out.push(Line::styled(
        format!(
            "{} {}",
            steps::reading_words(lab.draft.lenient, lang),
            tr(lang, "ui-phase-reading-key", &[])
        ),
        th.dim,
    ));
    pending_lines(p, lang, th, &mut out);
    out.push(Line::raw(""));
    let worded = p.listed() <= MAX_LISTED_SHOWN;
    // Where the procedure waits and what the player may do, or how the phase ended.
    if worded && let Some(w) = steps::waiting_words(p, lang) {
        out.push(Line::styled(w, th.emphasis));
    }
    let next = lab.ahead.last();
    for (i, d) in p.legal_choices().iter().enumerate() {
        let mut text = match d {
            Decision::Pass => tr(lang, "ui-phase-pass", &[]),
            Decision::Resolve(id) => tr(lang, "ui-phase-resolve", fargs![id = id]),
        };
        if next == Some(d) {
            text.push_str(&format!(" {}", tr(lang, "ui-phase-next-of-line", &[])));
        }
        out.push(if i == lab.play.cursor {
            Line::styled(format!("› {text}"), th.selected)
        } else {
            Line::raw(format!("  {text}"))
        });
    }
    if p.is_over() {
        for l in explain::ending_words(p, lang) {
            out.push(Line::styled(l, th.emphasis));
        }
    }
    // What the last decision led to, step by step, in the words of the text format.
    let range = lab.last_steps();
    if worded && !range.is_empty() {
        out.push(Line::raw(""));
        let id = if lab.made() == 0 {
            "ui-phase-before-first"
        } else {
            "ui-phase-led-to"
        };
        out.push(Line::styled(tr(lang, id, &[]), th.title));
        for w in steps::step_words(p, lang, range) {
            out.push(Line::from(vec![
                Span::styled(format!("R{} ", w.round), th.dim),
                Span::raw(w.head),
            ]));
            for e in w.events {
                out.push(Line::raw(format!("    {e}")));
            }
            if let Some(c) = w.closing {
                out.push(Line::styled(format!("  {c}"), th.accent));
            }
        }
    } else if !worded {
        out.push(Line::styled(
            tr(
                lang,
                "ui-phase-too-long",
                fargs![limit = MAX_LISTED_SHOWN as usize],
            ),
            th.dim,
        ));
    }
    out.push(Line::raw(""));
    if steps::step_count(p) > 0 {
        out.push(Line::raw(tr(
            lang,
            "phase-text-trace",
            fargs![line = crate::words::phase::trace_words(&p.trace_line(), lang)],
        )));
    }
    // Both readings on the same phase, played to the end with the same decisions.
    if lab.endings.len() == 2 {
        out.push(Line::raw(""));
        out.push(Line::styled(tr(lang, "ui-phase-compare", &[]), th.title));
        for e in &lab.endings {
            let used = e.lenient == lab.draft.lenient;
            out.push(Line::styled(
                format!(
                    "{} {}",
                    if used { "▸" } else { " " },
                    ending_line(e, used, lang)
                ),
                if used { th.selected } else { Style::default() },
            ));
        }
        let same = lab.endings[0].trace == lab.endings[1].trace;
        out.push(Line::styled(
            tr(
                lang,
                if same {
                    "ui-phase-compare-same"
                } else {
                    "ui-phase-compare-differ"
                },
                &[],
            ),
            th.dim,
        ));
    }
    out
}

/// The effects list: each pending effect, then what its resolution does, indented.
fn effects_lines(lab: &PhaseLab, cursor: usize, lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![
        Line::styled(tr(lang, "ui-phase-list-title", &[]), th.accent),
        Line::styled(tr(lang, "ui-phase-list-hint", &[]), th.dim),
    ];
    let rows = lab.draft.rows();
    if rows.is_empty() {
        out.push(Line::raw(tr(lang, "ui-phase-list-empty", &[])));
    }
    for (i, r) in rows.iter().enumerate() {
        let pad = "  ".repeat(r.depth());
        let text = match &r.kind {
            super::draft::RowKind::Effect {
                id,
                player,
                mandatory,
            } if r.depth() == 0 => effect_row(id, *player, *mandatory, lang),
            super::draft::RowKind::Effect {
                id,
                player,
                mandatory,
            } => tr(
                lang,
                "ui-phase-row-creates",
                fargs![effect = steps::effect_words(id, *player, *mandatory, lang)],
            ),
            super::draft::RowKind::Remove(id) => {
                tr(lang, "ui-phase-row-removes", fargs![id = id.as_str()])
            }
            super::draft::RowKind::Renew => tr(lang, "ui-phase-row-renews", &[]),
        };
        out.push(if i == cursor {
            Line::styled(format!("› {pad}{text}"), th.selected)
        } else {
            Line::raw(format!("  {pad}{text}"))
        });
    }
    if let Some(n) = &lab.edit.note {
        out.push(Line::raw(""));
        let style = if n.is_error() { th.bad } else { th.accent };
        out.push(Line::styled(format!("» {}", n.text(lang)), style));
    }
    out
}

fn form_title(f: &Form, lang: Lang) -> String {
    let about = f.about.as_str();
    match &f.purpose {
        Purpose::NewEffect => tr(
            lang,
            "ui-phase-form-new",
            fargs![player = f.player.letter()],
        ),
        Purpose::ChangeEffect(_) => tr(lang, "ui-phase-form-change", fargs![id = about]),
        Purpose::NewSpawn(_) => tr(lang, "ui-phase-form-creates", &of_id(about)),
        Purpose::NewRemove(_) | Purpose::ChangeRemove(_) => {
            tr(lang, "ui-phase-form-removes", &of_id(about))
        }
    }
}

/// A form: its fields, the one focused marked, a choice shown between ‹ ›.
fn form_lines(f: &Form, lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(form_title(f, lang), th.accent)];
    for (i, field) in f.fields().iter().enumerate() {
        let focused = i == f.focus;
        let (label, value): (&str, Vec<Span<'static>>) = match field {
            Field::Name => ("ui-phase-field-name", f.name.spans(focused, th)),
            Field::Player => (
                "ui-phase-field-player",
                vec![Span::raw(format!("‹ {} ›", f.player.letter()))],
            ),
            Field::Kind => (
                "ui-phase-field-kind",
                vec![Span::raw(format!(
                    "‹ {} ›",
                    tr(
                        lang,
                        if f.mandatory {
                            "ui-phase-mandatory"
                        } else {
                            "ui-phase-optional"
                        },
                        &[]
                    )
                ))],
            ),
            Field::Target => (
                "ui-phase-field-target",
                vec![Span::raw(match f.targets.get(f.target) {
                    Some(t) => format!("‹ {t} ›"),
                    None => tr(lang, "value-none", &[]),
                })],
            ),
        };
        let mut spans = vec![Span::styled(
            format!(
                "{} {} ",
                if focused { "›" } else { " " },
                tr(lang, label, &[])
            ),
            if focused { th.selected } else { th.title },
        )];
        spans.extend(value);
        out.push(Line::from(spans));
    }
    out.push(Line::raw(""));
    out.push(Line::styled(tr(lang, "ui-phase-form-hint", &[]), th.dim));
    if let Some(e) = &f.error {
        out.push(Line::styled(format!("! {}", e.text(lang)), th.bad));
    }
    out
}

/// The prompt in `width` columns: a path longer than the line shows around its cursor.
fn prompt_lines(p: &Prompt, lang: Lang, th: &Theme, width: u16) -> Vec<Line<'static>> {
    let title = match p.kind {
        PromptKind::Save => "ui-phase-prompt-save",
        PromptKind::Slides => "ui-phase-prompt-slides",
        PromptKind::Open => "ui-phase-prompt-open",
    };
    let mut out = vec![Line::styled(tr(lang, title, &[]), th.accent)];
    let mut spans = vec![Span::styled("> ", th.title)];
    spans.extend(
        p.input
            .spans_in(!p.confirm, th, usize::from(width).saturating_sub(2)),
    );
    out.push(Line::from(spans));
    if p.confirm {
        let id = match p.kind {
            PromptKind::Save | PromptKind::Slides => "ui-phase-prompt-overwrite",
            PromptKind::Open => "ui-phase-prompt-drop",
        };
        out.push(Line::styled(tr(lang, id, &[]), th.bad));
    }
    if let Some(e) = &p.error {
        out.push(Line::styled(format!("! {}", e.text(lang)), th.bad));
    }
    out
}

/// The legend of the trace notation (also in the help).
fn legend_lines(lang: Lang, th: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(
        tr(lang, "ui-phase-legend-title", &[]),
        th.accent,
    )];
    for l in steps::legend(lang) {
        out.push(Line::raw(format!("• {l}")));
    }
    out
}

/// An effect's id as `id`, with its first sound ("la résolution d'am1").
fn of_id(id: &str) -> Vec<(&'static str, Arg)> {
    let mut args = crate::words::names::NameGram::of_words(id).args().to_vec();
    args.push(("id", Arg::from(id)));
    args
}
