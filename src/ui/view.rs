//! Drawing the app: the screen shown (the desk's two panes, or one of them as a tab when
//! narrow, or the start screen, practice, the presentation view), the footer's keys, the help
//! over it all. Reads the state, never changes it (`impl Widget for &App`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Tabs, Widget, Wrap};

use super::action::{self, Action};
use super::app::{self as app_state, App, PhasePane, Screen};
use super::keys;
use super::screens::{chain, help, layer, lessons, phase, practice, start};
use super::shared::Pane;
use super::theme::Theme;
use super::widgets::layout::{self, MIN_HEIGHT, MIN_WIDTH, WIDE};
use super::widgets::page::ellipsize;
use super::widgets::safe;
use crate::fargs;
use crate::i18n::{Lang, tr};

/// The side pane of the desk: the layer sandbox, the phase sandbox or the chain builder, in
/// its frame.
fn side(app: &App, pane: Pane, th: &Theme, area: Rect, buf: &mut Buffer, focused: bool) {
    let sh = &app.shared;
    let chain = app
        .chain
        .as_ref()
        .filter(|_| app.phase_pane == PhasePane::Chain);
    let lab = app.phase.as_ref();
    let title = match (pane, chain) {
        (Pane::Phase, Some(cb)) => chain::title(sh, cb),
        (Pane::Phase, None) => phase::title(lab, sh),
        _ => layer::view::title(&app.layer, sh),
    };
    let inner = layout::framed(title, focused, th, area, buf);
    match (pane, chain) {
        (Pane::Phase, Some(cb)) => chain::render(cb, sh, th, inner, buf),
        (Pane::Phase, None) => phase::render(lab, sh, th, inner, buf),
        _ => layer::view::render(&app.layer, sh, th, inner, buf),
    }
}

fn desk(app: &App, th: &Theme, area: Rect, body: Rect, buf: &mut Buffer) {
    let focus = app.focus();
    if area.width >= WIDE && app.shared.lesson_pane.hidden {
        // The lesson pane hidden: the pane with the keys takes the whole width.
        match focus {
            Pane::Lessons => lessons::view::render(&app.shared, &app.lessons, th, body, buf, true),
            pane => side(app, pane, th, body, buf, true),
        }
    } else if area.width >= WIDE {
        let [left, right] = layout::desk(body, app.shared.lesson_pane);
        lessons::view::render(
            &app.shared,
            &app.lessons,
            th,
            left,
            buf,
            focus == Pane::Lessons,
        );
        side(app, app.right, th, right, buf, focus != Pane::Lessons);
    } else {
        // Two tabs, as two panes when wide: the lessons and the sandbox beside them (`Tab`
        // goes from one to the other).
        let [tabs_a, main] = layout::tabs(body);
        let lang = app.shared.lang;
        let sandbox = match app.right {
            Pane::Phase => "ui-tab-phase",
            _ => "ui-tab-sandbox",
        };
        Tabs::new([tr(lang, "ui-tab-lessons", &[]), tr(lang, sandbox, &[])])
            .select(usize::from(focus != Pane::Lessons))
            .style(th.dim)
            .highlight_style(th.selected)
            .render(tabs_a, buf);
        match focus {
            Pane::Lessons => lessons::view::render(&app.shared, &app.lessons, th, main, buf, true),
            pane => side(app, pane, th, main, buf, true),
        }
    }
}

fn footer(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    // The help key first, then the pane's keys, then the rest while they fit.
    let help = keys::effective(action::KEYS)
        .into_iter()
        .find(|b| b.action == Action::ToggleHelp)
        .map(|b| b.key);
    let mut binds: Vec<keys::Key> = keys::active(&app.footer_table(), &app.contexts())
        .into_iter()
        .filter(|b| b.footer)
        .collect();
    binds.sort_by_key(|b| Some(*b) != help);
    let mut spans = Vec::new();
    let mut used = 0usize;
    // A message from the last key comes first ("! No board on this page").
    if let Some(st) = &app.status {
        let text = ellipsize(&format!("! {}", st.text(lang)), area.width as usize);
        used += Span::raw(text.as_str()).width() + 2;
        spans.push(Span::styled(text, th.accent.patch(th.title)));
        spans.push(Span::raw("  "));
    }
    // The lesson pane hidden: the key that brings it back, before any other.
    if let Some(text) = lessons_hidden(app, area.width) {
        used += Span::raw(text.as_str()).width() + 2;
        spans.push(Span::styled(text, th.key));
        spans.push(Span::raw("  "));
    }
    for bind in binds {
        let k = keys::key_label(&bind, lang);
        let d = format!(" {}  ", tr(lang, bind.msg, &[]));
        let w = k.chars().count() + d.chars().count();
        if used + w > area.width as usize + 2 {
            continue;
        }
        used += w;
        spans.push(Span::styled(k, th.key));
        spans.push(Span::raw(d));
    }
    safe::para(Line::from(spans)).render(area, buf);
}

/// "h: lessons" when the desk shows without its lesson pane (hidden with that key, on a
/// screen wide enough for two panes), from the key table as configured.
fn lessons_hidden(app: &App, width: u16) -> Option<String> {
    let desk = matches!(
        app.under_help(),
        Screen::Lessons | Screen::Layer | Screen::Phase | Screen::Chain
    );
    if !(desk && !app.shared.present && app.shared.lesson_pane.hidden && width >= WIDE)
        || app.focus() == Pane::Lessons
    {
        return None;
    }
    let bind = keys::effective(action::KEYS)
        .into_iter()
        .find(|b| b.action == Action::LessonPaneToggle)?;
    let key = keys::key_label(&bind, app.lang);
    Some(tr(app.lang, "ui-lessons-hidden", fargs![key = key]))
}

fn too_small(lang: Lang, th: &Theme, area: Rect, buf: &mut Buffer) {
    let text = tr(
        lang,
        "ui-too-small",
        fargs![
            width = area.width as usize,
            height = area.height as usize,
            min_width = MIN_WIDTH as usize,
            min_height = MIN_HEIGHT as usize
        ],
    );
    let y = area.y + area.height / 2;
    let row = Rect::new(area.x, y.saturating_sub(1), area.width, 3.min(area.height));
    safe::para(text)
        .style(th.title)
        .alignment(ratatui::layout::Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(row.intersection(area), buf);
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = Theme::of(self.shared.theme);
        buf.set_style(area, th.base);
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            too_small(self.shared.lang, &th, area, buf);
            return;
        }
        let body = layout::body(area);
        let foot = Rect::new(area.x, area.y + body.height, area.width, 1).intersection(area);
        match (self.under_help(), &self.drill) {
            (Screen::Start(st), _) => start::render(st, &self.shared, &th, body, buf),
            (Screen::Practice, Some(d)) => {
                practice::view::render(d, self.shared.lang, &th, body, buf)
            }
            _ if self.shared.present => super::present::render(self, &th, body, buf),
            _ => desk(self, &th, area, body, buf),
        }
        footer(self, &th, foot, buf);
        if self.screen() == &Screen::Help {
            let ctxs = self.screen_contexts();
            help::render(
                self.shared.lang,
                &ctxs,
                &app_state::key_table(),
                &th,
                area,
                buf,
            );
        }
    }
}

/// Draws the app on a frame.
pub fn render(app: &App, frame: &mut ratatui::Frame) {
    frame.render_widget(app, frame.area());
}
