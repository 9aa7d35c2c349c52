//! Drawing the lessons: the index, a page with its questions; reads the state, never changes it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{
    Block, Scrollbar, ScrollbarOrientation, ScrollbarState, StatefulWidget, Widget,
};

use super::Lessons;
use super::paras::{marked, plain, prose, styled};
use crate::content::lesson::Block as LBlock;
use crate::fargs;
use crate::i18n::tr;
use crate::ui::shared::Shared;
use crate::ui::theme::Theme;
use crate::ui::widgets::layout;
use crate::ui::widgets::page::{Para, ellipsize, wrap_all};
use crate::ui::widgets::{big, safe};

/// A lesson page as lines, and where each question starts.
pub struct PageText {
    pub lines: Vec<Line<'static>>,
    pub(crate) questions: Vec<usize>,
}

/// The lines of the open page, wrapped at `width` cells.
pub fn page_text(sh: &Shared, ls: &Lessons, th: &Theme, width: usize) -> PageText {
    let (paras, anchors) = page_paras(sh, ls, th);
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
fn page_paras(sh: &Shared, ls: &Lessons, th: &Theme) -> (Vec<Para>, Vec<usize>) {
    let mut lines: Vec<Para> = Vec::new();
    let mut questions = Vec::new();
    let Some(page) = ls.page_ref(sh) else {
        return (lines, questions);
    };
    let lang = sh.lang;
    let boards = ls.page_boards(sh);
    let mut board_k = 0;
    let mut k = 0;
    for block in &page.blocks {
        if !lines.is_empty() {
            lines.push(Para::default());
        }
        match block {
            LBlock::Text(id) => lines.extend(prose(sh, id, th)),
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
                for l in prose(sh, text, th) {
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
                let caption = tr(lang, "ui-try-it", fargs![caption = plain(sh, caption)]);
                let many = boards.len() > 1;
                let is_next = many && ls.try_next % boards.len() == board_k;
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
                                "ui-page-board-of",
                                fargs![n = board_k + 1, count = boards.len()]
                            )
                        ),
                        style,
                    ));
                }
                body.push(Span::styled(caption, style));
                lines.push(Para::hanging(vec![Span::styled("▶ ", style)], body));
                // The board is named by its caption above, never by its file.
                let text = match ls.boards.get(scenario) {
                    Some(Ok(b)) => Ok(tr(
                        lang,
                        "ui-answer-try-board",
                        fargs![step = *step, total = b.sol.trace.steps.len()],
                    )),
                    Some(Err(e)) => Err(e),
                    // A big board: its steps are counted once the sandbox has solved it.
                    None if ls.played.contains_key(scenario) => {
                        Ok(tr(lang, "ui-answer-try-board-large", fargs![step = *step]))
                    }
                    None => Ok(String::new()),
                };
                let status = match text {
                    Ok(text) if text.is_empty() => Span::raw(text),
                    Ok(text) if is_next => {
                        let next = tr(lang, "ui-page-board-next", &[]);
                        Span::styled(format!("{text} {next}"), th.dim)
                    }
                    Ok(text) => Span::styled(text, th.dim),
                    Err(e) => Span::styled(tr(lang, "ui-board-error", fargs![error = e]), th.bad),
                };
                lines.push(Para::hanging(vec![Span::raw("  ")], vec![status]));
                board_k += 1;
            }
            LBlock::Procedure { scenario, caption } => {
                lines.push(marked(
                    "⟳ ",
                    tr(lang, "ui-procedure", fargs![caption = plain(sh, caption)]),
                    th.accent,
                ));
                lines.push(marked("  ", tr(lang, "ui-procedure-open", &[]), th.dim));
                match ls.procedures.get(&(scenario.clone(), lang)) {
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
                super::answer_view::question_lines(sh, ls, th, k, q, &mut lines);
                k += 1;
            }
        }
    }
    (lines, questions)
}

/// The width and height of the open page's text on the app's screen (`App::screen`).
pub fn page_viewport(sh: &Shared, ls: &Lessons) -> (usize, usize) {
    let (w, h) = sh.screen;
    let body = layout::body(Rect::new(0, 0, w, h));
    if sh.present {
        // The presentation view's header over a page.
        let header = tr(sh.lang, "ui-present-lesson", fargs![n = ls.selected + 1]);
        return big::page_viewport(&header, body);
    }
    let pane = layout::lesson_area(body, w, sh.lesson_pane);
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
pub fn question_anchors(sh: &Shared, ls: &Lessons) -> Vec<usize> {
    page_text(sh, ls, &Theme::of(sh.theme), page_viewport(sh, ls).0).questions
}

/// How many rows the open page takes on the app's screen.
pub(crate) fn page_rows(sh: &Shared, ls: &Lessons) -> usize {
    page_text(sh, ls, &Theme::of(sh.theme), page_viewport(sh, ls).0)
        .lines
        .len()
}

/// How far the open page can scroll on the app's screen: its last row at the bottom.
pub fn page_max_scroll(sh: &Shared, ls: &Lessons) -> usize {
    let (w, h) = page_viewport(sh, ls);
    page_text(sh, ls, &Theme::of(sh.theme), w)
        .lines
        .len()
        .saturating_sub(h)
}

/// The lesson pane: the index, or the open page.
pub(crate) fn render(
    sh: &Shared,
    ls: &Lessons,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
    focused: bool,
) {
    let lang = sh.lang;
    let title = match ls.lesson(sh).filter(|_| ls.reading) {
        Some(l) => tr(
            lang,
            "ui-lesson-title",
            fargs![n = ls.selected + 1, title = sh.course.tr(lang, &l.title)],
        ),
        None => tr(lang, "ui-lessons", &[]),
    };
    let inner = layout::framed(title, focused, th, area, buf);
    if ls.reading {
        render_page(sh, ls, th, area, buf);
        return;
    }
    let mut lines: Vec<Line> = Vec::new();
    if sh.course.lessons.is_empty() {
        lines.push(Line::raw(tr(lang, "ui-no-lessons", &[])));
        if sh.problems > 0 {
            lines.push(Line::styled(
                tr(lang, "ui-problems", fargs![count = sh.problems]),
                th.bad,
            ));
        }
    }
    let room = inner.width as usize;
    for (i, lf) in sh.course.lessons.iter().enumerate() {
        let l = &lf.lesson;
        let (mark, t) = sh.lesson_progress(i);
        let sel = i == ls.selected;
        let head = format!("{} {mark} {:>2}. ", if sel { "›" } else { " " }, i + 1);
        let tail = format!("  {}", t.text());
        // The title gives way first, with an ellipsis; the count stays visible.
        let title = ellipsize(
            &sh.course.tr(lang, &l.title),
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
    let scroll = (ls.selected as u16).saturating_sub(list_h.saturating_sub(1));
    safe::para(lines).scroll((scroll, 0)).render(list_a, buf);
    let mut summary = vec![
        Para::default(),
        styled(tr(lang, "ui-answer-index-legend", &[]), th.dim),
        Para::default(),
    ];
    for n in &sh.notices {
        summary.push(marked("! ", n.message(lang), th.bad));
        summary.push(Para::default());
    }
    if let Some(l) = ls.lesson(sh) {
        // The selected lesson's whole title (the list may have cut it), then its summary.
        summary.push(Para::hanging(
            vec![Span::styled(format!("{}. ", ls.selected + 1), th.title)],
            vec![Span::styled(sh.course.tr(lang, &l.title), th.title)],
        ));
        summary.extend(prose(sh, &l.summary, th));
    }
    safe::para(wrap_all(&summary, summary_a.width as usize)).render(summary_a, buf);
}

/// The open page in the lesson pane `area`: its header (title, where it sits in the lesson,
/// its questions' marks), then its text with a scrollbar.
fn render_page(sh: &Shared, ls: &Lessons, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let Some(lesson) = ls.lesson(sh) else { return };
    let inner = Block::bordered().inner(area);
    let [head, _] = Layout::vertical([Constraint::Length(2), Constraint::Fill(1)]).areas(inner);
    let (text_a, bar_a) = page_areas(area);
    let page_title = lesson
        .pages
        .get(ls.page)
        .map(|p| sh.course.tr(lang, &p.title))
        .unwrap_or_default();
    let title = tr(
        lang,
        "ui-page",
        fargs![
            n = ls.page + 1,
            count = lesson.pages.len(),
            title = page_title
        ],
    );
    // Where the page sits in the lesson (■ this page, □ the others), and its questions' marks.
    let mut marks: String = if lesson.pages.len() > 1 {
        (0..lesson.pages.len())
            .map(|i| if i == ls.page { '■' } else { '□' })
            .collect()
    } else {
        String::new()
    };
    let qs = ls.page_questions(sh);
    if !qs.is_empty() {
        let t = crate::ui::progress::tally(&sh.answers, qs.iter().copied());
        if !marks.is_empty() {
            marks.push_str("  ");
        }
        marks.push_str(&tr(lang, "ui-answer-page-tally", fargs![marks = t.text()]));
    }
    let w = head.width as usize;
    safe::para(vec![
        Line::styled(ellipsize(&title, w), th.title),
        Line::styled(ellipsize(&marks, w), th.dim),
    ])
    .render(head, buf);
    let text = page_text(sh, ls, th, text_a.width.max(1) as usize);
    let total = text.lines.len();
    let view = text_a.height as usize;
    let max = total.saturating_sub(view);
    let scroll = (ls.scroll as usize).min(max);
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
