//! `--present`: for a projector. A big block-letter header for where we are ("COUCHE 4",
//! "DÉPART", "QUESTION 1/3"), then the focused pane in large steps: in the layer sandbox the
//! board's table and the current step together (a blank row between permanents and between the
//! step's lines when there is room), the step read a screen at a time with Space; a lesson
//! page's questions put to the class and then answered (`v`, see [`question`]); the lesson pane
//! only when asked for (`h`).

pub(crate) mod question;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{StatefulWidget, Widget, Wrap};

use super::action::LayerAction;
use super::app::{App, PhasePane};
use super::screens::layer::{self, Sandbox, view as layer_view};
use super::screens::{chain, lessons};
use super::shared::Pane;
use super::theme::Theme;
use super::widgets::big::areas;
use super::widgets::layout;
use super::widgets::procedure;
use super::widgets::safe;
use super::widgets::scroll::{paged, rows};
use crate::fargs;
use crate::i18n::tr;
use crate::rules::layer::Numbering;
use crate::words::explain;

/// The header of the focused pane: where we are, in a few words.
pub fn header(app: &App) -> String {
    let lang = app.lang;
    if let Some(h) = app.presenter.header(&app.shared, &app.lessons) {
        return h;
    }
    match app.focus() {
        Pane::Sandbox => match app.layer.sandbox.as_ref() {
            Some(s) => match s.current() {
                Some(st) => tr(
                    lang,
                    "ui-present-layer",
                    fargs![
                        layer =
                            explain::layer_label(st.layer, Numbering::Current, st.counters, lang)
                    ],
                ),
                None => tr(lang, "ui-present-start", &[]),
            },
            None => tr(lang, "ui-present-sandbox", &[]),
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

/// `lines` with a blank line between every two when they still fit in `area` so, else as they
/// are.
fn airy(lines: Vec<Line<'static>>, area: Rect) -> Vec<Line<'static>> {
    let wide = spaced(lines.clone());
    if rows(wide.clone(), area.width as usize).len() <= area.height as usize {
        wide
    } else {
        lines
    }
}

/// The status line of the layer sandbox: the step, autoplay, and the autoplay keys (from the
/// key table).
fn status(app: &App, s: &Sandbox, th: &Theme) -> Line<'static> {
    let lang = app.lang;
    let mut line = layer_view::status_line(&app.layer, s, lang, th);
    let keys: Vec<String> = layer::KEYS
        .iter()
        .filter(|b| {
            b.ctx == super::keys::Ctx::Sandbox
                && matches!(
                    b.action,
                    LayerAction::ToggleAutoplay | LayerAction::Faster | LayerAction::Slower
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
    line.spans
        .push(Span::styled(format!("   {}", keys.join(" · ")), th.key));
    line
}

/// The layer sandbox in large steps: the status line, the board's table (half the room at
/// most), then the step (or the question put to the class), read a screen at a time.
fn sandbox(app: &App, s: &Sandbox, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    let table_room = (area.height / 2).max(3);
    // A blank row between the permanents when the whole board still fits so, its text whole.
    let airy = layer_view::board_table(s, lang, th, area.width, table_room, true);
    let mut board = if airy.whole && airy.wrapped {
        airy
    } else {
        layer_view::board_table(s, lang, th, area.width, table_room, false)
    };
    let board_h = board.height;
    let [status_a, _, board_a, _, rest] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(u16::from(area.height > 20)),
        Constraint::Length(board_h),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);
    safe::para(status(app, s, th)).render(status_a, buf);
    StatefulWidget::render(board.table, board_a, buf, &mut board.state);
    lower(app, th, rest, buf, || layer_view::step_lines(s, lang, th));
}

/// Under the board: the question put to the class when there is one, else `step`'s lines; read
/// a screen at a time.
fn lower(
    app: &App,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
    step: impl FnOnce() -> Vec<Line<'static>>,
) {
    let q = app.presenter.lines(&app.shared, &app.lessons, th);
    let (lines, presses) = if q.is_empty() {
        (step(), app.layer.step_presses())
    } else {
        (q, app.presenter.presses)
    };
    paged(airy(lines, area), presses, app.lang, th, area, buf);
}

/// The body of the focused pane in `area`.
fn body(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    match app.focus() {
        Pane::Sandbox => match &app.layer.sandbox {
            Some(s) => sandbox(app, s, th, area, buf),
            None => lower(app, th, area, buf, || {
                vec![Line::raw(tr(lang, "ui-sandbox-empty", &[]))]
            }),
        },
        Pane::Phase => {
            let lines = match (&app.chain, &app.phase) {
                (Some(cb), _) if app.phase_pane == PhasePane::Chain => chain::lines(lang, cb, th),
                (_, Some(pb)) => procedure::lines(lang, pb, th),
                _ => vec![Line::raw(tr(lang, "ui-phase-empty", &[]))],
            };
            safe::para(lines)
                .wrap(Wrap { trim: false })
                .render(area, buf);
        }
        Pane::Lessons if app.presenter.asked(&app.shared, &app.lessons).is_some() => {
            lower(app, th, area, buf, Vec::new)
        }
        Pane::Lessons if app.lessons.reading => {
            let page = app
                .lessons
                .lesson(&app.shared)
                .and_then(|l| l.pages.get(app.lessons.page))
                .map(|p| app.course.tr(lang, &p.title))
                .unwrap_or_default();
            let mut lines = vec![Line::styled(page, th.accent), Line::raw("")];
            let width = area.width.max(1) as usize;
            lines.extend(lessons::view::page_text(&app.shared, &app.lessons, th, width).lines);
            // Two header lines sit above the page's first line.
            safe::para(lines)
                .scroll((app.lessons.scroll, 0))
                .render(area, buf);
        }
        Pane::Lessons => {
            let lines: Vec<Line> = (0..app.course.lessons.len())
                .map(|i| {
                    let (mark, t) = app.shared.lesson_progress(i);
                    let title = app.course.tr(lang, &app.course.lessons[i].lesson.title);
                    let s = format!("{mark} {:>2}. {title}  ({})", i + 1, t.text());
                    if i == app.lessons.selected {
                        Line::styled(format!("› {s}"), th.selected)
                    } else {
                        Line::raw(format!("  {s}"))
                    }
                })
                .collect();
            let scroll = (app.lessons.selected as u16).saturating_sub(8);
            safe::para(lines)
                .wrap(Wrap { trim: false })
                .scroll((scroll, 0))
                .render(area, buf);
        }
    }
}

/// Draws the presentation view in `area`: the lesson pane at its side when asked for (`h`, and
/// only when the lessons are not what the view shows), then the big header and the focused
/// pane.
pub(crate) fn render(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let area = if app.presenter.lessons && app.focus() != Pane::Lessons {
        let [left, right] = layout::desk(area, app.shared.lesson_pane);
        lessons::view::render(&app.shared, &app.lessons, th, left, buf, false);
        right
    } else {
        area
    };
    // One pane, always the one with the keys: no focus mark in its title.
    let block = layout::pane_block(tr(app.lang, "ui-present-title", &[]), false, th, area.width)
        .border_style(th.border_focus);
    block.render(area, buf);
    let head = header(app);
    let (head_a, body_a, big) = areas(&head, area);
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
    body(app, th, body_a, buf);
}
