//! `--present`: for a projector. A big block-letter header for where we are ("COUCHE 4",
//! "DÉPART", "QUESTION 1/3"), then the focused pane in large steps: in the layer sandbox the
//! board's table and the current step together (a blank row between permanents and between the
//! step's lines when there is room), the step read a screen at a time with Space; a lesson
//! page's questions put to the class and then answered (`v`, see [`question`]); the lesson pane
//! only when asked for (`h`).

pub(crate) mod question;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Widget, Wrap};

use super::app::{App, PhasePane};
use super::presenting::{Asked, Canvas, Presents};
use super::screens::lessons;
use super::shared::Pane;
use super::theme::Theme;
use super::widgets::big::{areas, render_block};
use super::widgets::layout;
use super::widgets::safe;
use crate::i18n::tr;

/// The header of the focused pane: where we are, in a few words (the question put to the
/// class, else what the screen says).
pub fn header(app: &App) -> String {
    if let Some(h) = app.presenter.header(&app.shared, &app.lessons) {
        return h;
    }
    match shown(app) {
        Some(screen) => screen.present_header(&app.shared),
        None => tr(app.lang, "ui-phase", &[]),
    }
}

/// `text` in the header's block letters, every row as wide, or `None` when wider than `width`
/// (what the view draws, for checking where it draws it).
pub fn big_rows(text: &str, width: usize) -> Option<Vec<String>> {
    super::widgets::big::big_lines(text, width)
}

/// The screen of the focused pane, as the view presents it (`None`: no phase yet).
fn shown(app: &App) -> Option<&dyn Presents> {
    Some(match app.focus() {
        Pane::Sandbox => &app.layer,
        Pane::Phase => match (&app.chain, &app.phase) {
            (Some(cb), _) if app.phase_pane == PhasePane::Chain => cb,
            (_, Some(lab)) => lab,
            _ => return None,
        },
        Pane::Lessons => &app.lessons,
    })
}

/// The body of the focused pane in `area`, the question put to the class in it.
fn body(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lines = app.presenter.lines(&app.shared, &app.lessons, th);
    let asked = (!lines.is_empty()).then_some(Asked {
        lines,
        presses: app.presenter.presses,
    });
    match shown(app) {
        Some(screen) => screen.present_body(
            Canvas {
                sh: &app.shared,
                th,
                area,
                buf,
            },
            asked,
        ),
        None => safe::para(tr(app.lang, "ui-phase-empty", &[]))
            .wrap(Wrap { trim: false })
            .render(area, buf),
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
    match &big {
        Some(rows) => render_block(rows, th.accent, head_a, buf),
        None => safe::para(Line::styled(head.to_uppercase(), th.accent))
            .alignment(Alignment::Center)
            .render(head_a, buf),
    }
    body(app, th, body_a, buf);
}
