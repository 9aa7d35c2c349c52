//! `--present`: for a projector. One large pane (the focused one), a big block-letter header
//! for where we are ("LAYER 4", "COUCHE 7C", "ROUND 2"), more space between lines, and the
//! footer's autoplay and step keys; no board table, no side pane.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget, Wrap};

use super::action::Action;
use super::app::{App, PhasePane};
use super::screens::layer::{DELAYS, Sandbox};
use super::screens::{chain, lessons, start};
use super::shared::Pane;
use super::theme::Theme;
use super::widgets::big::areas;
use super::widgets::procedure;
use super::widgets::safe;
use crate::fargs;
use crate::i18n::tr;
use crate::rules::effect::Target;
use crate::rules::layer::Numbering;
use crate::words::explain::{self, Explainer};

/// The header of the focused pane: where we are, in a few words.
pub fn header(app: &App) -> String {
    let lang = app.lang;
    match app.focus() {
        Pane::Sandbox => match app.layer.sandbox.as_ref().and_then(|s| s.current()) {
            Some(st) => tr(
                lang,
                "ui-present-layer",
                fargs![
                    layer = explain::layer_label(st.layer, Numbering::Current, st.counters, lang)
                ],
            ),
            None => tr(lang, "ui-present-start", &[]),
        },
        Pane::Phase if app.phase_pane == PhasePane::Chain && app.chain.is_some() => {
            tr(lang, "ui-present-chain", &[])
        }
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
        Pane::Lessons if app.lessons.reading => tr(
            lang,
            "ui-present-lesson",
            fargs![n = app.lessons.selected + 1],
        ),
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
    if app.layer.autoplay {
        status.push_str(&format!(
            "  ▶ {}",
            tr(
                lang,
                "ui-autoplay",
                fargs![ms = DELAYS[app.layer.delay] as usize]
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
    match app.focus() {
        Pane::Sandbox => match &app.layer.sandbox {
            Some(s) => (spaced(sandbox_lines(app, s, th)), 0),
            None => (vec![Line::raw(tr(lang, "ui-sandbox-empty", &[]))], 0),
        },
        Pane::Phase => {
            let lines = match (&app.chain, &app.phase) {
                (Some(cb), _) if app.phase_pane == PhasePane::Chain => chain::lines(lang, cb, th),
                (_, Some(pb)) => procedure::lines(lang, pb, th),
                _ => vec![Line::raw(tr(lang, "ui-phase-empty", &[]))],
            };
            (lines, 0)
        }
        Pane::Lessons if app.lessons.reading => {
            let page = app
                .lessons
                .lesson(&app.shared)
                .and_then(|l| l.pages.get(app.lessons.page))
                .map(|p| app.course.tr(lang, &p.title))
                .unwrap_or_default();
            let mut lines = vec![Line::styled(page, th.accent), Line::raw("")];
            lines.extend(lessons::view::page_text(&app.shared, &app.lessons, th, width).lines);
            // Two header lines sit above the page's first line.
            (lines, app.lessons.scroll)
        }
        Pane::Lessons => {
            let lines = (0..app.course.lessons.len())
                .map(|i| {
                    let (mark, t) = start::lesson_progress(&app.shared, i);
                    let title = app.course.tr(lang, &app.course.lessons[i].lesson.title);
                    let s = format!("{mark} {:>2}. {title}  ({})", i + 1, t.text());
                    if i == app.lessons.selected {
                        Line::styled(format!("› {s}"), th.selected)
                    } else {
                        Line::raw(format!("  {s}"))
                    }
                })
                .collect();
            (lines, (app.lessons.selected as u16).saturating_sub(8))
        }
    }
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
    let (head_a, body_a, big) = areas(&header(app), area);
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
