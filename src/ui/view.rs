//! Drawing: reads the state, never changes it (`impl Widget for &App`).

use std::collections::HashSet;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{
    Block, Cell, Clear, HighlightSpacing, Row, Scrollbar, ScrollbarOrientation, ScrollbarState,
    StatefulWidget, Table, TableState, Tabs, Widget, Wrap,
};

use super::app::{App, Given, LAYER_CHOICES, Pane, PhaseBox, Sandbox};
use super::keys;
use super::page::{Para, ellipsize, wrap_all};
use super::safe;
use super::theme::Theme;
use crate::content::lesson::{Block as LBlock, Question, QuestionKind};
use crate::content::markup::{self, Span as MSpan};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::effect::Target;
use crate::rules::layer::{Layer, Numbering};
use crate::rules::trace::Field;
use crate::words::answers::computed_answer;
use crate::words::explain::{self, Explainer};

/// Under this size the app shows only a "too small" message.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 16;
/// From this width the two panes sit side by side; below, they are tabs.
pub const WIDE: u16 = 100;

fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// A lesson page as lines, and where each question starts.
pub struct PageText {
    pub lines: Vec<Line<'static>>,
    pub questions: Vec<usize>,
}

fn prose_spans(spans: Vec<MSpan>, th: &Theme) -> Vec<Span<'static>> {
    spans
        .into_iter()
        .map(|s| match s {
            MSpan::Plain(t) => Span::raw(t),
            MSpan::Emphasis(t) => Span::styled(t, th.emphasis),
            MSpan::Card(t) => Span::styled(t, th.card),
        })
        .collect()
}

/// A text message as page lines: list items hang under their text.
fn prose(app: &App, id: &str, th: &Theme) -> Vec<Para> {
    let text = app.course.tr(app.lang, id);
    markup::parse(&text, app.lang, &app.course.catalogue)
        .into_iter()
        .map(|l| {
            let body = prose_spans(l.spans, th);
            if l.bullet {
                Para::hanging(vec![Span::raw("  • ")], body)
            } else {
                Para::plain(body)
            }
        })
        .collect()
}

fn plain(app: &App, id: &str) -> String {
    markup::plain(
        &app.course.tr(app.lang, id),
        app.lang,
        &app.course.catalogue,
    )
}

/// A page line in one style.
fn styled(text: String, style: ratatui::style::Style) -> Para {
    Para::plain(vec![Span::raw(text)]).styled(style)
}

/// A page line in one style whose continuation rows hang under the text after `mark`.
fn marked(mark: &str, text: String, style: ratatui::style::Style) -> Para {
    Para::hanging(
        vec![Span::styled(mark.to_string(), style)],
        vec![Span::styled(text, style)],
    )
}

/// The lines of the open page, wrapped at `width` cells.
pub fn page_text(app: &App, th: &Theme, width: usize) -> PageText {
    let (paras, anchors) = page_paras(app, th);
    let mut lines = Vec::new();
    let mut questions = Vec::new();
    let mut next = anchors.iter().peekable();
    for (i, p) in paras.iter().enumerate() {
        if next.peek().is_some_and(|&&a| a == i) {
            next.next();
            questions.push(lines.len());
        }
        lines.extend(p.wrap(width));
    }
    PageText { lines, questions }
}

/// The logical lines of the open page, and the index of the line each question starts at.
fn page_paras(app: &App, th: &Theme) -> (Vec<Para>, Vec<usize>) {
    let mut lines: Vec<Para> = Vec::new();
    let mut questions = Vec::new();
    let Some(page) = app.page_ref() else {
        return (lines, questions);
    };
    let lang = app.lang;
    let first_open = app
        .page_questions()
        .iter()
        .position(|q| !app.answers.contains_key(&q.id));
    let boards = app.page_boards();
    let mut board_k = 0;
    let mut k = 0;
    for block in &page.blocks {
        if !lines.is_empty() {
            lines.push(Para::default());
        }
        match block {
            LBlock::Text(id) => lines.extend(prose(app, id, th)),
            LBlock::Rule { cr, cr_2011, text } => {
                let head = match cr_2011 {
                    Some(old) => tr(lang, "ui-rule-2011", fargs![cr = cr, old = old]),
                    None => tr(lang, "ui-rule", fargs![cr = cr]),
                };
                let bar = || vec![Span::styled("┃ ", th.rule)];
                lines.push(Para::barred(
                    bar(),
                    vec![Span::styled(head, th.rule.patch(th.title))],
                ));
                for l in prose(app, text, th) {
                    // A list item inside the citation keeps the bar and hangs under its text.
                    let item = !l.first.is_empty();
                    let p = Para::barred(bar(), l.body);
                    lines.push(if item {
                        p.indent(vec![Span::raw("  • ")])
                    } else {
                        p
                    });
                }
            }
            LBlock::TryIt {
                scenario,
                step,
                caption,
            } => {
                let caption = tr(lang, "ui-try-it", fargs![caption = plain(app, caption)]);
                let many = boards.len() > 1;
                let is_next = many && app.try_next % boards.len() == board_k;
                let style = if is_next {
                    th.accent.patch(th.title)
                } else {
                    th.accent
                };
                let mut body = Vec::new();
                if many {
                    body.push(Span::styled(
                        format!(
                            "{} ",
                            tr(
                                lang,
                                "ui-polish-board-of",
                                fargs![n = board_k + 1, count = boards.len()]
                            )
                        ),
                        style,
                    ));
                }
                body.push(Span::styled(caption, style));
                lines.push(Para::hanging(vec![Span::styled("▶ ", style)], body));
                let status = match app.boards.get(scenario) {
                    Some(Ok(b)) => {
                        let text = tr(
                            lang,
                            "ui-try-board",
                            fargs![
                                file = scenario,
                                step = *step,
                                total = b.sol.trace.steps.len()
                            ],
                        );
                        if is_next {
                            let next = tr(lang, "ui-polish-board-next", &[]);
                            Span::styled(format!("{text} {next}"), th.dim)
                        } else {
                            Span::styled(text, th.dim)
                        }
                    }
                    Some(Err(e)) => {
                        Span::styled(tr(lang, "ui-board-error", fargs![error = e]), th.bad)
                    }
                    None => Span::raw(scenario.clone()),
                };
                lines.push(Para::hanging(vec![Span::raw("  ")], vec![status]));
                board_k += 1;
            }
            LBlock::Procedure { scenario, caption } => {
                lines.push(marked(
                    "⟳ ",
                    tr(lang, "ui-procedure", fargs![caption = plain(app, caption)]),
                    th.accent,
                ));
                lines.push(marked("  ", tr(lang, "ui-procedure-open", &[]), th.dim));
                match app.procedures.get(&(scenario.clone(), lang)) {
                    Some(Ok(line)) => lines.push(Para::hanging(
                        vec![Span::raw("  ")],
                        vec![Span::raw(line.clone())],
                    )),
                    Some(Err(e)) => lines.push(marked("  ", e.clone(), th.bad)),
                    None => {}
                }
            }
            LBlock::Question(q) => {
                questions.push(lines.len());
                question_lines(app, th, k, q, first_open == Some(k), &mut lines);
                k += 1;
            }
        }
    }
    (lines, questions)
}

/// The width and height of the open page's text on the app's screen (`App::screen`).
pub fn page_viewport(app: &App) -> (usize, usize) {
    let (w, h) = app.screen;
    let area = Rect::new(0, 0, w, h);
    let [body, _] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    if app.present {
        return super::present::page_viewport(app, body);
    }
    let pane = if w >= WIDE {
        let [left, _] =
            Layout::horizontal([Constraint::Percentage(42), Constraint::Percentage(58)])
                .areas(body);
        left
    } else {
        let [_, main] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(body);
        main
    };
    let (text, _) = page_areas(pane);
    (text.width.max(1) as usize, text.height as usize)
}

/// Inside the lesson pane (with its border): the page header, the text, and the scrollbar.
fn page_areas(pane: Rect) -> (Rect, Rect) {
    let inner = Block::bordered().inner(pane);
    let [_, body] = Layout::vertical([Constraint::Length(2), Constraint::Fill(1)]).areas(inner);
    // A column of air between the text and the scrollbar.
    let [text_a, _, bar_a] = Layout::horizontal([
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(body);
    (text_a, bar_a)
}

/// Where each question of the open page starts (row, once wrapped to the screen).
pub fn question_anchors(app: &App) -> Vec<usize> {
    page_text(app, &Theme::of(app.theme), page_viewport(app).0).questions
}

/// How far the open page can scroll on the app's screen: its last row at the bottom.
pub fn page_max_scroll(app: &App) -> usize {
    let (w, h) = page_viewport(app);
    page_text(app, &Theme::of(app.theme), w)
        .lines
        .len()
        .saturating_sub(h)
}

fn right_answer(app: &App, q: &Question) -> String {
    let lang = app.lang;
    match &q.kind {
        QuestionKind::Choice { choices, answer } => format!(
            "{}) {}",
            letter(*answer),
            choices
                .get(*answer)
                .map(|c| plain(app, c))
                .unwrap_or_default()
        ),
        QuestionKind::Order { answer, .. } => answer
            .iter()
            .map(|&i| letter(i).to_string())
            .collect::<Vec<_>>()
            .join(", "),
        QuestionKind::Layer { answer } => match Layer::parse(answer) {
            Some(l) => tr(lang, &format!("layer-{}", l.label()), &[]),
            None => answer.clone(),
        },
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => match app.boards.get(scenario) {
            Some(Ok(b)) => {
                computed_answer(&b.loaded, &b.sol, object, *ask, lang).unwrap_or_else(|e| e)
            }
            Some(Err(e)) => e.clone(),
            None => String::new(),
        },
    }
}

fn question_lines(
    app: &App,
    th: &Theme,
    k: usize,
    q: &Question,
    next_to_answer: bool,
    out: &mut Vec<Para>,
) {
    let lang = app.lang;
    let answering = app.answering.as_ref().filter(|a| a.question == k);
    let given = app.answers.get(&q.id);
    out.push(styled(
        format!("? {}", tr(lang, "ui-question", fargs![n = k + 1])),
        th.accent.patch(th.title),
    ));
    out.extend(prose(app, &q.prompt, th));
    // A choice: cursor, mark, letter, then its text hanging under itself.
    let option = |i: usize, text: String, mark: &str, note: String| {
        let cursor = answering.is_some_and(|a| a.cursor == i);
        let head = format!("{} {mark} {}) ", if cursor { "›" } else { " " }, letter(i));
        let p = Para::hanging(
            vec![Span::raw(head)],
            vec![Span::raw(format!("{text}{note}"))],
        );
        if cursor { p.styled(th.selected) } else { p }
    };
    match &q.kind {
        QuestionKind::Choice { choices, answer } => {
            for (i, c) in choices.iter().enumerate() {
                let (mark, note) = match given {
                    Some(Given::Choice(g)) if i == *answer && i == *g => {
                        ("✓", tr(lang, "ui-polish-your-pick", &[]))
                    }
                    Some(Given::Choice(_)) if i == *answer => ("✓", String::new()),
                    Some(Given::Choice(g)) if i == *g => {
                        ("✗", tr(lang, "ui-polish-your-pick", &[]))
                    }
                    _ => (" ", String::new()),
                };
                let note = if note.is_empty() {
                    note
                } else {
                    format!("  ← {note}")
                };
                out.push(option(i, plain(app, c), mark, note));
            }
        }
        QuestionKind::Order { items, .. } => {
            out.push(marked("", tr(lang, "ui-order-hint", &[]), th.dim));
            for (i, c) in items.iter().enumerate() {
                let picked = answering.and_then(|a| a.order.iter().position(|&x| x == i));
                let note = picked.map(|p| format!(" ({})", p + 1)).unwrap_or_default();
                out.push(option(i, plain(app, c), " ", note));
            }
            if let Some(Given::Order(o)) = given {
                let list = o
                    .iter()
                    .map(|&i| letter(i).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                out.push(Para::plain(vec![Span::raw(tr(
                    lang,
                    "ui-your-order",
                    fargs![list = list],
                ))]));
            }
        }
        QuestionKind::Layer { .. } => {
            if let Some(a) = answering {
                let l = LAYER_CHOICES[a.cursor];
                out.push(marked(
                    "› ",
                    format!(
                        "‹ {} › {}",
                        tr(lang, &format!("layer-{}", l.label()), &[]),
                        tr(lang, "ui-layer-hint", &[])
                    ),
                    th.selected,
                ));
            } else if let Some(Given::Layer(l)) = given {
                out.push(Para::plain(vec![Span::raw(tr(
                    lang,
                    "ui-your-answer",
                    fargs![answer = tr(lang, &format!("layer-{}", l.label()), &[])],
                ))]));
            }
        }
        QuestionKind::Compute { .. } => {}
    }
    match given {
        None => {
            if next_to_answer && answering.is_none() {
                let id = if matches!(q.kind, QuestionKind::Compute { .. }) {
                    "ui-compute-hint"
                } else {
                    "ui-answer-hint"
                };
                out.push(styled(tr(lang, id, &[]), th.dim));
            }
            return;
        }
        Some(g) => match App::is_correct(q, g) {
            Some(true) => out.push(marked("✓ ", tr(lang, "ui-correct", &[]), th.ok)),
            Some(false) => out.push(marked(
                "✗ ",
                tr(lang, "ui-wrong", fargs![answer = right_answer(app, q)]),
                th.bad,
            )),
            None => {
                out.push(marked(
                    "= ",
                    tr(
                        lang,
                        "ui-engine-answer",
                        fargs![answer = right_answer(app, q)],
                    ),
                    th.ok,
                ));
                worked(app, th, q, out);
            }
        },
    }
    let mut why = vec![Span::styled(tr(lang, "ui-why", &[]), th.title)];
    let mut ex = prose(app, &q.explain, th);
    if !ex.is_empty() && ex[0].first.is_empty() {
        why.push(Span::raw(" "));
        why.extend(ex.remove(0).body);
    }
    out.push(Para::plain(why));
    out.extend(ex);
    if !q.rules.is_empty() {
        out.push(styled(
            tr(lang, "ui-rules-cited", fargs![list = q.rules.join(", ")]),
            th.rule,
        ));
    }
}

/// The engine's worked trace for a computed question: the steps that decide what it asks
/// (`words::worked`).
fn worked(app: &App, th: &Theme, q: &Question, out: &mut Vec<Para>) {
    let QuestionKind::Compute {
        scenario,
        object,
        ask,
    } = &q.kind
    else {
        return;
    };
    let Some(Ok(b)) = app.boards.get(scenario) else {
        return;
    };
    let lang = app.lang;
    let Some(i) = b.loaded.game.lookup(object) else {
        return;
    };
    // The object by its card name in the reader's language (the scenario id is for authors).
    let name = b
        .sol
        .trace
        .initial
        .get(i)
        .map(|c| explain::name(c, lang))
        .unwrap_or_else(|| object.clone());
    out.push(styled(tr(lang, "ui-worked", fargs![object = name]), th.dim));
    let header = out.len();
    for w in crate::words::worked::worked(&b.loaded, &b.sol, object, *ask, lang) {
        out.push(Para::hanging(
            vec![Span::raw(format!("  {}. ", w.n))],
            vec![Span::raw(format!("[{}] {}", w.layer, w.who))],
        ));
        for l in w.lines {
            out.push(Para::hanging(vec![Span::raw("     ")], vec![Span::raw(l)]));
        }
    }
    if out.len() == header {
        // Say so rather than leave an empty list under the heading.
        out.push(marked("  ", tr(lang, "ui-polish-worked-none", &[]), th.dim));
    }
}

fn pane_block<'a>(title: String, focused: bool, th: &Theme) -> Block<'a> {
    let (style, mark) = if focused {
        (th.border_focus, "● ")
    } else {
        (th.border, "")
    };
    Block::bordered()
        .border_style(style)
        .title(safe::line(Line::styled(
            format!(" {mark}{title} "),
            th.title,
        )))
}

fn render_lessons(app: &App, th: &Theme, area: Rect, buf: &mut Buffer, focused: bool) {
    let lang = app.lang;
    let title = match app.lesson().filter(|_| app.reading) {
        Some(l) => tr(
            lang,
            "ui-lesson-title",
            fargs![n = app.selected + 1, title = app.course.tr(lang, &l.title)],
        ),
        None => tr(lang, "ui-lessons", &[]),
    };
    // Borders, the focus mark and the spaces around the title take 6 cells.
    let title = ellipsize(&title, (area.width as usize).saturating_sub(6));
    let block = pane_block(title, focused, th);
    let inner = block.inner(area);
    block.render(area, buf);
    if app.reading {
        render_page(app, th, area, buf);
        return;
    }
    let mut lines: Vec<Line> = Vec::new();
    if app.course.lessons.is_empty() {
        lines.push(Line::raw(tr(lang, "ui-no-lessons", &[])));
        if app.problems > 0 {
            lines.push(Line::styled(
                tr(lang, "ui-problems", fargs![count = app.problems]),
                th.bad,
            ));
        }
    }
    let room = inner.width as usize;
    for (i, lf) in app.course.lessons.iter().enumerate() {
        let l = &lf.lesson;
        let qs: Vec<&Question> = l
            .pages
            .iter()
            .flat_map(|p| p.blocks.iter())
            .filter_map(|b| match b {
                LBlock::Question(q) => Some(q),
                _ => None,
            })
            .collect();
        let done = qs
            .iter()
            .filter(|q| app.answers.contains_key(&q.id))
            .count();
        let mark = if !qs.is_empty() && done == qs.len() {
            "✓"
        } else if app.seen.contains(&i) {
            "•"
        } else {
            " "
        };
        let sel = i == app.selected;
        let head = format!("{} {mark} {:>2}. ", if sel { "›" } else { " " }, i + 1);
        let tail = format!("  {done}/{}", qs.len());
        // The title gives way first, with an ellipsis; the count stays visible.
        let title = ellipsize(
            &app.course.tr(lang, &l.title),
            room.saturating_sub(head.chars().count() + tail.chars().count()),
        );
        let used = head.chars().count() + Span::raw(title.as_str()).width() + tail.chars().count();
        let s = format!(
            "{head}{title}{}{tail}",
            " ".repeat(room.saturating_sub(used))
        );
        lines.push(if sel {
            Line::styled(s, th.selected)
        } else {
            Line::raw(s)
        });
    }
    let list_h = (lines.len() as u16).min(inner.height.saturating_sub(4).max(inner.height / 2));
    let [list_a, summary_a] =
        Layout::vertical([Constraint::Length(list_h), Constraint::Fill(1)]).areas(inner);
    // Keep the selected lesson in view.
    let scroll = (app.selected as u16).saturating_sub(list_h.saturating_sub(1));
    safe::para(lines).scroll((scroll, 0)).render(list_a, buf);
    let mut summary = vec![
        Para::default(),
        styled(tr(lang, "ui-polish-index-legend", &[]), th.dim),
        Para::default(),
    ];
    for n in &app.notices {
        summary.push(marked("! ", n.message(lang), th.bad));
        summary.push(Para::default());
    }
    if let Some(l) = app.lesson() {
        // The selected lesson's whole title (the list may have cut it), then its summary.
        summary.push(Para::hanging(
            vec![Span::styled(format!("{}. ", app.selected + 1), th.title)],
            vec![Span::styled(app.course.tr(lang, &l.title), th.title)],
        ));
        summary.extend(prose(app, &l.summary, th));
    }
    safe::para(wrap_all(&summary, summary_a.width as usize)).render(summary_a, buf);
}

/// The open page in the lesson pane `area`: its header (title, where it sits in the lesson,
/// questions answered), then its text with a scrollbar.
fn render_page(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    let Some(lesson) = app.lesson() else { return };
    let inner = Block::bordered().inner(area);
    let [head, _] = Layout::vertical([Constraint::Length(2), Constraint::Fill(1)]).areas(inner);
    let (text_a, bar_a) = page_areas(area);
    let page_title = lesson
        .pages
        .get(app.page)
        .map(|p| app.course.tr(lang, &p.title))
        .unwrap_or_default();
    let title = tr(
        lang,
        "ui-page",
        fargs![
            n = app.page + 1,
            count = lesson.pages.len(),
            title = page_title
        ],
    );
    // Where the page sits in the lesson (■ this page, □ the others), and its questions answered.
    let mut marks: String = if lesson.pages.len() > 1 {
        (0..lesson.pages.len())
            .map(|i| if i == app.page { '■' } else { '□' })
            .collect()
    } else {
        String::new()
    };
    let qs = app.page_questions();
    if !qs.is_empty() {
        let done = qs
            .iter()
            .filter(|q| app.answers.contains_key(&q.id))
            .count();
        if !marks.is_empty() {
            marks.push_str("  ");
        }
        marks.push_str(&tr(
            lang,
            "ui-polish-page-answered",
            fargs![done = done, count = qs.len()],
        ));
    }
    let w = head.width as usize;
    safe::para(vec![
        Line::styled(ellipsize(&title, w), th.title),
        Line::styled(ellipsize(&marks, w), th.dim),
    ])
    .render(head, buf);
    let text = page_text(app, th, text_a.width.max(1) as usize);
    let total = text.lines.len();
    let view = text_a.height as usize;
    let max = total.saturating_sub(view);
    let scroll = (app.scroll as usize).min(max);
    safe::para(text.lines)
        .scroll((scroll.min(u16::MAX as usize) as u16, 0))
        .render(text_a, buf);
    if total > view {
        // One position per scroll offset: the thumb reaches the end at the last row.
        let mut state = ScrollbarState::new(max + 1)
            .position(scroll)
            .viewport_content_length(view);
        Scrollbar::new(ScrollbarOrientation::VerticalRight)
            .begin_symbol(Some("↑"))
            .end_symbol(Some("↓"))
            .style(th.dim)
            .render(bar_a, buf, &mut state);
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Col {
    Name,
    Controller,
    Type,
    Colors,
    Abilities,
    Pt,
}

fn col_of(f: Field) -> Option<Col> {
    Some(match f {
        Field::Name | Field::NameFr => Col::Name,
        Field::Controller => Col::Controller,
        Field::Supertypes | Field::Types | Field::Subtypes | Field::AllCreatureTypes => Col::Type,
        Field::Colors => Col::Colors,
        Field::Abilities | Field::CantHave => Col::Abilities,
        Field::Power | Field::Toughness | Field::Dies => Col::Pt,
        _ => return None,
    })
}

fn render_sandbox(app: &App, th: &Theme, area: Rect, buf: &mut Buffer, focused: bool) {
    let lang = app.lang;
    let title = match &app.sandbox {
        Some(s) => format!(
            "{} — {}{}",
            tr(lang, "ui-sandbox", &[]),
            s.name,
            super::edit::view::title_mark(app)
        ),
        None => tr(lang, "ui-sandbox", &[]),
    };
    let block = pane_block(title, focused, th);
    let inner = block.inner(area);
    block.render(area, buf);
    match &app.sandbox {
        Some(s) => sandbox_body(app, s, th, inner, buf),
        None => safe::para(tr(lang, "ui-sandbox-empty", &[]))
            .wrap(Wrap { trim: false })
            .render(inner, buf),
    }
    super::edit::view::render(app, th, inner, buf);
}

fn sandbox_body(app: &App, s: &Sandbox, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    let game = &s.board.loaded.game;
    let trace = &s.board.sol.trace;
    let ex = Explainer {
        game,
        trace,
        lang,
        numbering: Numbering::Current,
    };
    let chars = &s.state.chars;
    let total = s.steps().len();
    let step = s.current();
    let changed: HashSet<(usize, Col)> = step
        .map(|st| {
            st.changes
                .iter()
                .filter_map(|c| match c.target {
                    Target::Object(i) => col_of(c.field).map(|col| (i, col)),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();

    // The board.
    let cell = |text: String, on: bool| -> Cell<'static> {
        if on {
            safe::cell(Line::from(vec![
                Span::styled("▸", th.changed),
                Span::styled(text, th.changed),
            ]))
        } else {
            safe::cell(text)
        }
    };
    // Only the rows that fit are put into words: a board may hold hundreds of permanents.
    let permanents = s.permanents();
    let heights: Vec<u16> = permanents
        .iter()
        .map(|&i| {
            chars
                .get(i)
                .map_or(1, |c| c.abilities.len().clamp(1, 3) as u16)
        })
        .collect();
    let board_h = (1 + heights.iter().sum::<u16>())
        .min(area.height / 3)
        .max(2);
    let (first, last) = window(&heights, s.selected, board_h - 1);
    let mut rows = Vec::new();
    for &i in &permanents[first..last] {
        let o = &game.objects[i];
        let Some(c) = chars.get(i) else { continue };
        let on = |col| changed.contains(&(i, col));
        let abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| explain::ability(game, i, a, c, lang))
            .collect();
        let height = abilities.len().clamp(1, 3) as u16;
        let ab_on = on(Col::Abilities);
        let ab_lines: Vec<Line> = if abilities.is_empty() {
            vec![Line::raw("—")]
        } else {
            abilities
                .into_iter()
                .map(|a| {
                    if ab_on {
                        Line::from(vec![
                            Span::styled("▸", th.changed),
                            Span::styled(a, th.changed),
                        ])
                    } else {
                        Line::raw(a)
                    }
                })
                .collect()
        };
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => "—".into(),
        };
        let pt = if s.state.dies.get(i).copied().unwrap_or(false) {
            format!("{pt} {}", tr(lang, "ui-dies", &[]))
        } else {
            pt
        };
        let counters = o
            .counters
            .iter()
            .map(|k| format!("{}×{}", k.kind, k.count))
            .collect::<Vec<_>>()
            .join(" ");
        let colors = ex.value(
            &crate::rules::trace::Value::Colors(c.colors.clone()),
            None,
            chars,
        );
        rows.push(
            Row::new(vec![
                cell(explain::name(c, lang), on(Col::Name)),
                cell(format!("p{}", c.controller), on(Col::Controller)),
                cell(explain::type_line(c, lang), on(Col::Type)),
                cell(colors, on(Col::Colors)),
                safe::cell(Text::from(ab_lines)),
                cell(pt, on(Col::Pt)),
                safe::cell(counters),
                safe::cell(o.timestamp.to_string()),
            ])
            .height(height),
        );
    }
    let header = Row::new(
        [
            "ui-col-name",
            "ui-col-controller",
            "ui-col-type",
            "ui-col-colors",
            "ui-col-abilities",
            "ui-col-pt",
            "ui-col-counters",
            "ui-col-timestamp",
        ]
        .map(|id| safe::cell(tr(lang, id, &[]))),
    )
    .style(th.title);
    let table = Table::new(
        rows,
        [
            Constraint::Fill(4),
            Constraint::Length(3),
            Constraint::Fill(4),
            Constraint::Length(9),
            Constraint::Fill(5),
            Constraint::Length(5),
            Constraint::Length(5),
            Constraint::Length(4),
        ],
    )
    .header(header)
    .column_spacing(1)
    .row_highlight_style(th.selected)
    .highlight_symbol("›")
    .highlight_spacing(HighlightSpacing::Always);

    // The selected permanent in full.
    let mut object: Vec<Line> = Vec::new();
    if let Some(&i) = permanents.get(s.selected)
        && let Some(c) = chars.get(i)
    {
        let o = &game.objects[i];
        let colors = ex.value(
            &crate::rules::trace::Value::Colors(c.colors.clone()),
            None,
            chars,
        );
        object.push(Line::styled(
            format!(
                "{} [{}] · {} · {colors} · p{} · t{}",
                explain::name(c, lang),
                o.id,
                explain::type_line(c, lang),
                c.controller,
                o.timestamp
            ),
            th.title,
        ));
        for a in c.abilities.iter() {
            object.push(Line::raw(format!(
                "  {}",
                explain::ability(game, i, a, c, lang)
            )));
        }
    }

    // The effects.
    let cur_effect = step.and_then(|st| st.effect);
    let mut effects: Vec<Line> = vec![Line::styled(tr(lang, "ui-effects", &[]), th.title)];
    for (j, info) in trace.effects.iter().enumerate() {
        let mut layers: Vec<String> = Vec::new();
        for p in &info.parts {
            let l = explain::layer_label(p.layer(), Numbering::Current, false, lang);
            if !layers.contains(&l) {
                layers.push(l);
            }
        }
        let locked = if info.locked {
            format!(" · {}", tr(lang, "ui-locked", &[]))
        } else {
            String::new()
        };
        let text = format!(
            "[{}] {} · {} · L{} · t{}{locked}",
            info.label,
            ex.effect_name(j),
            tr(lang, &info.kind_message(), &[]),
            layers.join(","),
            info.timestamp
        );
        effects.push(if cur_effect == Some(j) {
            Line::from(vec![
                Span::styled("▸ ", th.changed),
                Span::styled(text, th.changed),
            ])
        } else {
            Line::raw(format!("  {text}"))
        });
    }

    // The step.
    let mut detail: Vec<Line> = Vec::new();
    match step {
        None => detail.push(Line::styled(tr(lang, "ui-step-none", &[]), th.dim)),
        Some(st) => {
            detail.push(Line::styled(
                format!(
                    "[{}] {}",
                    ex.label(st),
                    ex.layer_title(st.layer, st.counters)
                ),
                th.accent,
            ));
            detail.push(Line::raw(
                st.effect
                    .map(|e| ex.effect_title(e))
                    .unwrap_or_else(|| tr(lang, "layer-sba", &[])),
            ));
            detail.push(Line::from(vec![
                Span::styled(tr(lang, "ui-why", &[]), th.title),
                Span::raw(format!(" {}", ex.reason(st))),
            ]));
            for n in ex.notes(st) {
                detail.push(Line::styled(n, th.dim));
            }
            for c in st.changes.iter().filter(|c| explain::shown(c.field)) {
                detail.push(Line::from(vec![
                    Span::styled("▸ ", th.changed),
                    Span::raw(format!(
                        "{} — {}",
                        ex.target(c.target, chars),
                        ex.change(c, chars)
                    )),
                ]));
            }
        }
    }

    let status = match step {
        None => tr(lang, "ui-step-start", fargs![total = total]),
        Some(_) => tr(lang, "ui-step-of", fargs![n = s.pos, total = total]),
    };
    // The effects list keeps the current effect in view.
    let effects_h = (effects.len() as u16).min(7);
    let (e_first, e_last) = window(
        &vec![1; effects.len() - 1],
        cur_effect.unwrap_or(0),
        effects_h.saturating_sub(1),
    );
    let title = effects.remove(0);
    let effects: Vec<Line> = std::iter::once(title)
        .chain(effects.drain(e_first..e_last))
        .collect();
    let object_h = (object.len() as u16).min(area.height / 6).max(1);
    let [status_a, board_a, object_a, effects_a, detail_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(object_h),
        Constraint::Length(effects_h),
        Constraint::Fill(1),
    ])
    .areas(area);
    let mut status = vec![Span::styled(status, th.title)];
    if app.autoplay {
        status.push(Span::styled(
            format!(
                "  ▶ {}",
                tr(
                    lang,
                    "ui-autoplay",
                    fargs![ms = super::app::DELAYS[app.delay] as usize]
                )
            ),
            th.accent,
        ));
    }
    safe::para(Line::from(status)).render(status_a, buf);
    let mut state = TableState::default().with_selected(Some(s.selected.saturating_sub(first)));
    StatefulWidget::render(table, board_a, buf, &mut state);
    safe::para(object).render(object_a, buf);
    safe::para(effects).render(effects_a, buf);
    let block = Block::new()
        .borders(ratatui::widgets::Borders::TOP)
        .border_style(th.border);
    safe::para(detail)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(detail_a, buf);
}

/// The rows `first..last` (of the given heights) to show in `room` lines so that `selected` is
/// among them: from the top while it fits, else with `selected` as the last row shown.
fn window(heights: &[u16], selected: usize, room: u16) -> (usize, usize) {
    if heights.is_empty() {
        return (0, 0);
    }
    let selected = selected.min(heights.len() - 1);
    let mut first = selected + 1;
    let mut used = 0;
    while first > 0 && used + heights[first - 1] <= room {
        first -= 1;
        used += heights[first];
    }
    if first > selected {
        // The selected row alone is taller than the room: it is shown, cut.
        first = selected;
        used = heights[selected];
    }
    let mut last = selected + 1;
    while last < heights.len() && used + heights[last] <= room {
        used += heights[last];
        last += 1;
    }
    (first, last)
}

fn render_phase(app: &App, th: &Theme, area: Rect, buf: &mut Buffer, focused: bool) {
    let lang = app.lang;
    let title = match &app.phase {
        Some(p) => format!("{} — {}", tr(lang, "ui-phase", &[]), p.name),
        None => tr(lang, "ui-phase", &[]),
    };
    // The chain builder shows over the procedure while open.
    let builder = app.chain.as_ref().filter(|_| app.chain_open);
    let title = builder.map_or(title, |cb| super::chain_builder::title(app, cb));
    let block = pane_block(title, focused, th);
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = match (&app.phase, builder) {
        (_, Some(cb)) => super::chain_builder::lines(app, cb, th),
        (None, None) => vec![Line::raw(tr(lang, "ui-phase-empty", &[]))],
        (Some(pb), None) => phase_lines(app, pb, th),
    };
    safe::para(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}

/// The phase sandbox's lines: the situation, each player's pending effects, the legal choices
/// and the trace line.
pub fn phase_lines(app: &App, pb: &PhaseBox, th: &Theme) -> Vec<Line<'static>> {
    use crate::phase::procedure::Status;
    let lang = app.lang;
    let proc = match &pb.procedure {
        Ok(p) => p,
        Err(e) => return vec![Line::styled(e.clone(), th.bad)],
    };
    let mut out = Vec::new();
    let player = |p: crate::phase::scenario::Player| p.letter().to_string();
    out.push(Line::styled(
        match proc.status() {
            Status::Deciding => tr(
                lang,
                "ui-phase-deciding",
                fargs![
                    round = proc.round() as usize,
                    step = proc.step().number() as usize,
                    player = proc.current_player().map(player).unwrap_or_default()
                ],
            ),
            Status::Finished => tr(lang, "ui-phase-finished", &[]),
            Status::Halted(h) => tr(lang, "ui-phase-halted", fargs![why = format!("{h:?}")]),
        },
        th.accent,
    ));
    for p in [
        crate::phase::scenario::Player::A,
        crate::phase::scenario::Player::P,
    ] {
        let list: Vec<String> = proc
            .pending()
            .filter(|e| e.player == p)
            .map(|e| {
                let kind = if e.mandatory {
                    "ui-phase-mandatory"
                } else {
                    "ui-phase-optional"
                };
                format!("{} ({})", e.id, tr(lang, kind, &[]))
            })
            .collect();
        let list = if list.is_empty() {
            tr(lang, "value-none", &[])
        } else {
            list.join(", ")
        };
        out.push(Line::raw(tr(
            lang,
            "ui-phase-pending",
            fargs![player = player(p), list = list],
        )));
    }
    let choices = proc.legal_choices();
    if !choices.is_empty() {
        out.push(Line::raw(""));
        out.push(Line::styled(tr(lang, "ui-phase-choices", &[]), th.title));
        for (i, d) in choices.iter().enumerate() {
            let text = match d {
                crate::phase::scenario::Decision::Pass => tr(lang, "ui-phase-pass", &[]),
                crate::phase::scenario::Decision::Resolve(id) => {
                    tr(lang, "ui-phase-resolve", fargs![id = id])
                }
            };
            out.push(if i == pb.cursor {
                Line::styled(format!("› {text}"), th.selected)
            } else {
                Line::raw(format!("  {text}"))
            });
        }
    }
    out.push(Line::raw(""));
    out.push(Line::styled(tr(lang, "ui-phase-trace", &[]), th.title));
    out.push(Line::raw(proc.trace_line()));
    if !proc.resolved().is_empty() {
        out.push(Line::raw(tr(
            lang,
            "ui-phase-resolved",
            fargs![list = proc.resolved().join(", ")],
        )));
    }
    if proc.is_over() {
        let lapsed = proc.lapsed();
        if !lapsed.is_empty() {
            out.push(Line::raw(tr(
                lang,
                "ui-phase-lapsed",
                fargs![list = lapsed.join(", ")],
            )));
        }
    }
    out
}

fn footer(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    // The help key first, then the pane's keys, then the rest while they fit.
    let mut binds: Vec<&keys::Binding> = keys::active(&app.contexts())
        .into_iter()
        .filter(|b| b.footer && (!app.reading || super::page::available(app, b.action)))
        .collect();
    binds.sort_by_key(|b| b.action != super::app::Action::ToggleHelp);
    let mut spans = Vec::new();
    let mut used = 0usize;
    // A message from the last key comes first ("! No board on this page").
    if let Some(st) = &app.status {
        let text = ellipsize(&format!("! {}", st.text(lang)), area.width as usize);
        used += Span::raw(text.as_str()).width() + 2;
        spans.push(Span::styled(text, th.accent.patch(th.title)));
        spans.push(Span::raw("  "));
    }
    for bind in binds {
        let k = keys::key_label(bind, lang);
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

fn help(app: &App, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = app.lang;
    let ctxs = app.screen_contexts();
    let rows: usize = ctxs
        .iter()
        .map(|c| 1 + keys::BINDINGS.iter().filter(|b| b.ctx == *c).count())
        .sum();
    // Too many keys for one column: two, side by side (the edit keys made it long).
    let two = rows as u16 + 2 > area.height;
    let (w, h) = if two {
        (Constraint::Max(120), Constraint::Length(area.height))
    } else {
        (
            Constraint::Max(70),
            Constraint::Length((rows as u16 + 2).min(area.height)),
        )
    };
    let popup = area.centered(w, h);
    Clear.render(popup, buf);
    let block = Block::bordered()
        .border_style(th.border_focus)
        .style(th.base)
        .title(safe::line(Line::styled(
            format!(" {} ", tr(lang, "ui-help-title", &[])),
            th.title,
        )))
        .title_bottom(safe::line(Line::styled(
            format!(" {} ", tr(lang, "ui-help-close", &[])),
            th.dim,
        )));
    let mut lines = Vec::new();
    for ctx in ctxs {
        lines.push(Line::styled(tr(lang, ctx.msg(), &[]), th.accent));
        for bind in keys::BINDINGS.iter().filter(|b| b.ctx == ctx) {
            let k = keys::key_label(bind, lang);
            let pad = if two { 7usize } else { 10 }.saturating_sub(k.chars().count());
            lines.push(Line::from(vec![
                Span::raw("  "),
                Span::styled(k, th.key),
                Span::raw(format!("{} {}", " ".repeat(pad), tr(lang, bind.msg, &[]))),
            ]));
        }
    }
    if two {
        let inner = block.inner(popup);
        block.render(popup, buf);
        let [left, right] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(inner);
        let half = lines.len().div_ceil(2);
        let second = lines.split_off(half);
        safe::para(lines)
            .wrap(Wrap { trim: false })
            .render(left, buf);
        safe::para(second)
            .wrap(Wrap { trim: false })
            .render(right, buf);
        return;
    }
    safe::para(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(popup, buf);
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
        let th = Theme::of(self.theme);
        buf.set_style(area, th.base);
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            too_small(self.lang, &th, area, buf);
            return;
        }
        let [body, foot] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
        if self.start.is_some() {
            super::start::render(self, &th, body, buf);
        } else if self.drill.as_ref().is_some_and(|d| d.shown) {
            super::practice::view::render(self, &th, body, buf);
        } else if self.present {
            super::present::render(self, &th, body, buf);
        } else if area.width >= WIDE {
            let [left, right] =
                Layout::horizontal([Constraint::Percentage(42), Constraint::Percentage(58)])
                    .areas(body);
            render_lessons(self, &th, left, buf, self.focus == Pane::Lessons);
            if self.right == Pane::Phase {
                render_phase(self, &th, right, buf, self.focus == Pane::Phase);
            } else {
                render_sandbox(self, &th, right, buf, self.focus == Pane::Sandbox);
            }
        } else {
            let [tabs_a, main] =
                Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(body);
            let selected = match self.focus {
                Pane::Lessons => 0,
                Pane::Sandbox => 1,
                Pane::Phase => 2,
            };
            Tabs::new([
                tr(self.lang, "ui-tab-lessons", &[]),
                tr(self.lang, "ui-tab-sandbox", &[]),
                tr(self.lang, "ui-tab-phase", &[]),
            ])
            .select(selected)
            .style(th.dim)
            .highlight_style(th.selected)
            .render(tabs_a, buf);
            match self.focus {
                Pane::Lessons => render_lessons(self, &th, main, buf, true),
                Pane::Sandbox => render_sandbox(self, &th, main, buf, true),
                Pane::Phase => render_phase(self, &th, main, buf, true),
            }
        }
        footer(self, &th, foot, buf);
        if self.help {
            help(self, &th, area, buf);
        }
    }
}

/// Draws the app on a frame.
pub fn render(app: &App, frame: &mut ratatui::Frame) {
    frame.render_widget(app, frame.area());
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_window_keeps_the_selected_row_in_view() {
        let ones = [1; 5];
        assert_eq!(window(&ones, 0, 3), (0, 3));
        assert_eq!(window(&ones, 2, 3), (0, 3));
        assert_eq!(window(&ones, 4, 3), (2, 5));
        assert_eq!(
            window(&ones, 9, 3),
            (2, 5),
            "a selection past the end is clamped"
        );
        assert_eq!(window(&ones, 1, 10), (0, 5));
        assert_eq!(
            window(&[3, 1, 2], 0, 2),
            (0, 1),
            "a row taller than the room"
        );
        assert_eq!(window(&[1, 2, 2], 2, 4), (1, 3));
        assert_eq!(window(&[], 0, 3), (0, 0));
    }
}
