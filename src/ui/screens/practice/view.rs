//! Drawing the practice screens (reads state only; the words come from the drill engine's
//! text functions and Fluent).

use crate::words::misconception::{feedback_lines, single_stops};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Bar, BarChart, Block, Widget, Wrap};

use super::{Current, Drill, FormKind, Screen, layer_choices};
use crate::drill::text;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::layer::Numbering;
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;
use crate::words::explain::layer_label;

/// The board lines of a problem: the engine's board without its question, list and hint
/// (drawn here as interactive forms).
fn board_lines(d: &Drill, cur: &Current, lang: Lang) -> Vec<String> {
    text::board(&cur.problem, lang, &d.drills.catalogue)
}

fn header(d: &Drill, cur: &Current, lang: Lang) -> String {
    let title = d
        .drills
        .template(&cur.problem.template)
        .map_or_else(|| cur.problem.template.clone(), |t| t.title(lang));
    let concept = cur.problem.concept.title(lang);
    match &d.exam {
        Some(run) => tr(
            lang,
            "ui-practice-exam-header",
            fargs![
                n = run.index + 1,
                total = run.exam.problems.len(),
                concept = concept,
                template = title
            ],
        ),
        None => tr(
            lang,
            "ui-practice-header",
            fargs![
                n = d.score.1 + usize::from(cur.feedback.is_none()),
                concept = concept,
                template = title,
                seed = cur.problem.seed.to_string()
            ],
        ),
    }
}

fn form_lines(lang: Lang, d: &Drill, cur: &Current, th: &Theme, out: &mut Vec<Line<'static>>) {
    let row = |sel: bool, text: String| {
        if sel {
            Line::styled(format!("› {text}"), th.selected)
        } else {
            Line::raw(format!("  {text}"))
        }
    };
    match cur.form() {
        FormKind::Text => {
            out.push(Line::styled(format!("> {}▏", cur.input), th.selected));
            out.push(Line::styled(tr(lang, "ui-practice-hint-text", &[]), th.dim));
        }
        FormKind::Pick => {
            let opts = cur.problem.options();
            for (i, o) in opts.iter().enumerate() {
                let mark = if cur.picked.get(i).copied().unwrap_or(false) {
                    "[x]"
                } else {
                    "[ ]"
                };
                out.push(row(i == cur.cursor, format!("{mark} {}", o.label(lang))));
            }
            let hint = if cur.offers_other() {
                let here = cur.on_other();
                let mark = if cur.input.trim().is_empty() {
                    "[ ]"
                } else {
                    "[x]"
                };
                let typed = format!("{}{}", cur.input, if here { "▏" } else { "" });
                out.push(row(
                    here,
                    format!(
                        "{mark} {}",
                        tr(lang, "ui-practice-other", fargs![typed = typed])
                    ),
                ));
                "ui-practice-hint-pick-other"
            } else {
                "ui-practice-hint-pick"
            };
            out.push(Line::styled(tr(lang, hint, &[]), th.dim));
        }
        FormKind::Order => {
            let opts = cur.problem.options();
            for (k, &i) in cur.order.iter().enumerate() {
                let label = opts.get(i).map_or_else(String::new, |o| o.label(lang));
                let text = if cur.skipped.get(i).copied().unwrap_or(false) {
                    format!(
                        "–. {label} ({})",
                        tr(lang, "ui-practice-order-skipped", &[])
                    )
                } else {
                    format!("{}. {label}", k + 1)
                };
                out.push(row(k == cur.cursor, text));
            }
            out.push(Line::styled(
                tr(lang, "ui-practice-hint-order", &[]),
                th.dim,
            ));
        }
        FormKind::Play => {
            if let Some(proc) = &cur.play {
                let pb = crate::ui::widgets::procedure::PhaseBox {
                    name: String::new(),
                    procedure: Ok(proc.clone()),
                    cursor: cur.cursor,
                };
                out.extend(crate::ui::widgets::procedure::lines(lang, &pb, th));
            }
            // In an exam the finished phase waits to be handed in.
            let over = cur.play.as_ref().is_some_and(|p| p.is_over());
            if over && d.exam.is_some() {
                out.push(Line::styled(tr(lang, "ui-exam-play-over", &[]), th.accent));
            } else {
                out.push(Line::styled(tr(lang, "ui-practice-hint-play", &[]), th.dim));
            }
        }
        FormKind::Layer => {
            let layers = layer_choices();
            let items: Vec<String> = layers
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let label = layer_label(*l, Numbering::Current, false, lang);
                    if i == cur.cursor {
                        format!("[{label}]")
                    } else {
                        label
                    }
                })
                .collect();
            out.push(Line::styled(format!("  {}", items.join(" ")), th.selected));
            out.push(Line::styled(
                tr(lang, "ui-practice-hint-layer", &[]),
                th.dim,
            ));
        }
    }
}

/// The question put when `Esc` leaves a running exam: keep it, discard it, or go back.
fn leave_lines(lang: Lang, d: &Drill, th: &Theme, out: &mut Vec<Line<'static>>) {
    let Some(run) = &d.exam else { return };
    out.push(Line::styled(
        tr(
            lang,
            "ui-exam-leave-question",
            fargs![
                answered = run.exam.answered(),
                total = run.exam.problems.len()
            ],
        ),
        th.accent,
    ));
    for id in [
        "ui-exam-leave-keep",
        "ui-exam-leave-discard",
        "ui-exam-leave-stay",
    ] {
        out.push(Line::raw(format!("  {}", tr(lang, id, &[]))));
    }
}

/// The board: the problem's header and the engine's prompt without its question.
fn board_block(lang: Lang, d: &Drill, cur: &Current, th: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(header(d, cur, lang), th.accent)];
    for l in board_lines(d, cur, lang) {
        out.push(Line::raw(l));
    }
    out
}

/// The question and the answer's form, or the feedback and the explanation.
fn answer_block(lang: Lang, d: &Drill, cur: &Current, th: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(
        text::question_line(&cur.problem, lang),
        th.title,
    )];
    if d.leaving_exam() {
        leave_lines(lang, d, th, &mut out);
        return out;
    }
    match &cur.feedback {
        None => form_lines(lang, d, cur, th, &mut out),
        Some(fb) => {
            let verdict = if fb.correct {
                Line::styled(format!("✓ {}", tr(lang, "drill-right", &[])), th.ok)
            } else {
                Line::styled(
                    format!(
                        "✗ {}",
                        single_stops(&tr(
                            lang,
                            "drill-wrong",
                            fargs![given = d.given_words(lang)]
                        ))
                    ),
                    th.bad,
                )
            };
            out.push(verdict);
            if let Some(e) = &fb.unreadable {
                out.push(Line::styled(e.message(lang), th.bad));
            }
            for l in feedback_lines(&fb.misconceptions, lang) {
                out.push(Line::styled(l, th.bad));
            }
            // A phase played decision by decision: the phase as it was played stays in view.
            if let Some(p) = cur.play.as_ref().filter(|_| cur.form() == FormKind::Play) {
                out.push(Line::raw(tr(
                    lang,
                    "ui-exam-your-play",
                    fargs![trace = crate::words::phase::trace_words(&p.trace_line(), lang)],
                )));
                for l in crate::words::phase::explain::ending_words(p, lang) {
                    out.push(Line::raw(l));
                }
            }
            out.push(Line::styled(tr(lang, "drill-why", &[]), th.accent));
            for l in text::explanation(&cur.problem, lang) {
                out.push(Line::raw(format!("  {l}")));
            }
        }
    }
    out
}

/// Draws a problem: while answering, the board above (scrolled) and the question with its form
/// kept in view below; with feedback, the verdict and the explanation first, then the board.
fn render_problem(lang: Lang, d: &Drill, cur: &Current, th: &Theme, area: Rect, buf: &mut Buffer) {
    let board = board_block(lang, d, cur, th);
    let answer = answer_block(lang, d, cur, th);
    if cur.feedback.is_some() {
        let mut lines = answer;
        lines.push(Line::raw(""));
        lines.extend(board);
        safe::para(lines)
            .wrap(Wrap { trim: false })
            .scroll((cur.scroll, 0))
            .render(area, buf);
        return;
    }
    let width = area.width.max(1) as usize;
    let need: usize = answer
        .iter()
        .map(|l| l.width().max(1).div_ceil(width))
        .sum();
    let h = (need as u16).min(area.height.saturating_sub(3).max(area.height / 2));
    let [top, bottom] = Layout::vertical([Constraint::Fill(1), Constraint::Length(h)]).areas(area);
    safe::para(board)
        .wrap(Wrap { trim: false })
        .scroll((cur.scroll, 0))
        .render(top, buf);
    safe::para(answer)
        .wrap(Wrap { trim: false })
        .render(bottom, buf);
}

fn report_lines(lang: Lang, d: &Drill, th: &Theme) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let Some(run) = &d.exam else {
        if let Some(e) = &d.error {
            out.push(Line::styled(
                format!(
                    "! {}",
                    tr(lang, "ui-practice-error", fargs![error = e.message(lang)])
                ),
                th.bad,
            ));
        }
        return out;
    };
    let Some(r) = &run.report else {
        return out;
    };
    let level = match run.exam.level {
        crate::drill::exam::Level::L1 => "1",
        crate::drill::exam::Level::L2 => "2",
    };
    out.push(Line::styled(
        tr(lang, "ui-practice-report-title", fargs![level = level]),
        th.accent,
    ));
    if run.expired {
        out.push(Line::styled(
            format!("⏱ {}", tr(lang, "ui-practice-time-up", &[])),
            th.bad,
        ));
    }
    out.push(Line::raw(text::exam_score(r, lang)));
    out.push(if r.passed {
        Line::styled(format!("✓ {}", tr(lang, "drill-exam-passed", &[])), th.ok)
    } else {
        Line::styled(format!("✗ {}", tr(lang, "drill-exam-failed", &[])), th.bad)
    });
    out.push(Line::raw(""));
    out.push(Line::styled(
        tr(lang, "ui-practice-report-concepts", &[]),
        th.accent,
    ));
    for (c, (ok, n)) in &r.per_concept {
        let bar = format!("{}{}", "█".repeat(*ok), "░".repeat(n.saturating_sub(*ok)));
        out.push(Line::raw(format!(
            "{}  {bar}",
            tr(
                lang,
                "drill-exam-concept",
                fargs![concept = c.title(lang), right = *ok, total = *n]
            )
        )));
    }
    mistake_lines(lang, run, r, th, &mut out);
    out
}

/// The report's time, then each mistake: the question, the answer given (or none) and the
/// expected one.
fn mistake_lines(
    lang: Lang,
    run: &super::ExamRun,
    r: &crate::drill::exam::Report,
    th: &Theme,
    out: &mut Vec<Line<'static>>,
) {
    out.push(Line::raw(""));
    out.push(Line::raw(tr(
        lang,
        "ui-exam-time",
        fargs![
            minutes = (r.seconds / 60) as i64,
            seconds = (r.seconds % 60) as i64,
            limit = run.exam.limit.div_ceil(60) as i64
        ],
    )));
    out.push(Line::raw(""));
    out.push(Line::styled(
        tr(
            lang,
            "ui-exam-mistakes-title",
            fargs![count = r.mistakes.len()],
        ),
        th.accent,
    ));
    for &i in &r.mistakes {
        let Some(p) = run.exam.problems.get(i) else {
            continue;
        };
        out.push(Line::raw(tr(
            lang,
            "ui-exam-mistake",
            fargs![
                n = i + 1,
                concept = p.concept.title(lang),
                question = text::question_line(p, lang)
            ],
        )));
        let expected = p.expected_text(lang);
        let line = match run.exam.given.get(i).and_then(Option::as_ref) {
            Some((given, _)) => {
                let shown = crate::drill::parse_answer(given, &p.form())
                    .map(|a| crate::drill::answer::show(&a, p.options(), lang))
                    .unwrap_or_else(|_| given.clone());
                tr(
                    lang,
                    "ui-exam-mistake-given",
                    fargs![given = shown, expected = expected],
                )
            }
            None => tr(
                lang,
                "ui-exam-mistake-unanswered",
                fargs![expected = expected],
            ),
        };
        out.push(Line::styled(format!("   {line}"), th.dim));
    }
}

fn review_lines(lang: Lang, d: &Drill, th: &Theme) -> (Vec<Line<'static>>, usize) {
    let mut out = vec![Line::styled(
        tr(
            lang,
            "ui-practice-review-title",
            fargs![count = d.review.len()],
        ),
        th.accent,
    )];
    let mut cursor_line = 0;
    if d.review.is_empty() {
        out.push(Line::raw(tr(lang, "drill-review-none", &[])));
    }
    for (i, item) in d.review.iter().enumerate() {
        let sel = i == d.review_cursor;
        if sel {
            cursor_line = out.len();
        }
        let question = match (&item.problem, &item.lesson) {
            (Some(p), _) => text::question_line(p, lang),
            (None, Some(l)) => super::LessonItem::words(&l.title, lang),
            (None, None) => item.mistake.question.clone(),
        };
        let expected = item
            .problem
            .as_ref()
            .map_or_else(|| item.mistake.expected.clone(), |p| p.expected_text(lang));
        // The scheduler keeps the given answer in English words: shown in `lang` when it reads.
        let given = item.problem.as_ref().map_or_else(
            || item.mistake.given.clone(),
            |p| {
                crate::drill::parse_answer(&item.mistake.given, &p.form()).map_or_else(
                    |_| item.mistake.given.clone(),
                    |a| crate::drill::answer::show(&a, p.options(), lang),
                )
            },
        );
        let line = tr(
            lang,
            "ui-practice-review-item",
            fargs![
                concept = item.mistake.concept.title(lang),
                question = question,
                given = given,
                expected = expected
            ],
        );
        out.push(if sel {
            Line::styled(format!("› {line}"), th.selected)
        } else {
            Line::raw(format!("  {line}"))
        });
        if sel && d.review_open {
            match &item.problem {
                Some(p) => {
                    for l in text::prompt(p, lang, &d.drills.catalogue) {
                        out.push(Line::styled(format!("    {l}"), th.dim));
                    }
                    out.push(Line::styled(
                        format!("    {}", tr(lang, "drill-why", &[])),
                        th.accent,
                    ));
                    for l in text::explanation(p, lang) {
                        out.push(Line::raw(format!("    {l}")));
                    }
                }
                None if item.lesson.is_some() => {}
                None => out.push(Line::styled(
                    format!("    {}", tr(lang, "ui-practice-review-gone", &[])),
                    th.bad,
                )),
            }
        }
    }
    (out, cursor_line)
}

fn render_stats(lang: Lang, d: &Drill, th: &Theme, area: Rect, buf: &mut Buffer) {
    let sched = d.sched.borrow();
    let now = sched.now();
    let totals = sched.progress.totals();
    let mut lines = vec![Line::styled(
        tr(lang, "ui-practice-stats-title", &[]),
        th.accent,
    )];
    for (i, c) in crate::drill::Concept::ALL.iter().enumerate() {
        let (ok, n) = totals.get(c).copied().unwrap_or((0, 0));
        let card = sched.progress.concepts.get(c);
        let text = match card {
            Some(card) if n > 0 => tr(
                lang,
                "ui-practice-stats-row",
                fargs![
                    concept = c.title(lang),
                    right = ok as i64,
                    total = n as i64,
                    percent =
                        i64::from(crate::drill::percent::percent(ok as u64, n as u64).unwrap_or(0)),
                    level = card.leitner_box as i64
                ],
            ),
            _ => tr(
                lang,
                "ui-practice-stats-row-new",
                fargs![concept = c.title(lang)],
            ),
        };
        lines.push(if i == d.stats_cursor {
            Line::styled(format!("› {text}"), th.selected)
        } else {
            Line::raw(format!("  {text}"))
        });
    }
    let list_h = (lines.len() as u16).min(area.height.saturating_sub(6));
    let [list_a, chart_a] =
        Layout::vertical([Constraint::Length(list_h), Constraint::Fill(1)]).areas(area);
    safe::para(lines).render(list_a, buf);
    let c = crate::drill::Concept::ALL[d.stats_cursor.min(crate::drill::Concept::ALL.len() - 1)];
    let series = sched.progress.series(c, now, super::STATS_DAYS);
    let bars: Vec<Bar> = series
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let back = super::STATS_DAYS as usize - 1 - i;
            let label = if back == 0 {
                tr(lang, "ui-practice-stats-today", &[])
            } else {
                format!("-{back}")
            };
            let (value, shown) = match p.percent() {
                Some(v) => (u64::from(v), format!("{v}")),
                None => (0, "·".to_string()),
            };
            Bar::default()
                .value(value)
                .text_value(shown)
                .label(Line::raw(label))
        })
        .collect();
    let block = Block::bordered()
        .border_style(th.border)
        .title(safe::line(Line::styled(
            format!(
                " {} ",
                tr(
                    lang,
                    "ui-practice-stats-chart",
                    fargs![concept = c.title(lang), days = super::STATS_DAYS as i64]
                )
            ),
            th.title,
        )));
    BarChart::new(bars)
        .block(block)
        .max(100)
        .bar_width(3)
        .bar_gap(1)
        .bar_style(th.accent)
        .value_style(th.selected)
        .label_style(th.dim)
        .render(chart_a, buf);
}

/// Draws the practice screen that shows.
/// The practice screen in `area`.
pub(crate) fn render(d: &Drill, lang: Lang, th: &Theme, area: Rect, buf: &mut Buffer) {
    let now = d.now();
    let mut title = match (&d.exam, d.screen) {
        (_, Screen::Review) => tr(lang, "ui-practice-title-review", &[]),
        (_, Screen::Stats) => tr(lang, "ui-practice-title-stats", &[]),
        (Some(run), _) if run.report.is_none() => {
            let left = run.exam.remaining(now);
            tr(
                lang,
                "ui-practice-title-exam",
                fargs![
                    minutes = (left / 60) as i64,
                    seconds = format!("{:02}", left % 60)
                ],
            )
        }
        (Some(_), _) => tr(lang, "ui-practice-title-report", &[]),
        (None, _) => {
            let sched = d.sched.borrow();
            tr(
                lang,
                "ui-practice-title",
                fargs![
                    right = d.score.0,
                    total = d.score.1,
                    due = sched.progress.due_today(now)
                ],
            )
        }
    };
    title = format!(" {title} ");
    let block = Block::bordered()
        .border_style(th.border_focus)
        .title(safe::line(Line::styled(title, th.title)));
    let inner = block.inner(area);
    block.render(area, buf);
    let mut top: Vec<Line<'static>> = Vec::new();
    {
        let sched = d.sched.borrow();
        if let Some(n) = &sched.notice {
            top.push(Line::styled(format!("! {}", n.message(lang)), th.bad));
        }
        if let Some(f) = &sched.save_error {
            top.push(Line::styled(
                format!("! {}", f.message("ui-drills-save-failed", lang)),
                th.bad,
            ));
        }
    }
    if let Some(e) = &d.error {
        top.push(Line::styled(
            format!(
                "! {}",
                tr(lang, "ui-practice-error", fargs![error = e.message(lang)])
            ),
            th.bad,
        ));
    }
    let top_h = (top.len() as u16).min(inner.height / 3);
    let [top_a, body] =
        Layout::vertical([Constraint::Length(top_h), Constraint::Fill(1)]).areas(inner);
    safe::para(top)
        .wrap(Wrap { trim: false })
        .render(top_a, buf);
    match d.screen {
        Screen::Stats => render_stats(lang, d, th, body, buf),
        Screen::Review => {
            let (lines, cursor) = review_lines(lang, d, th);
            let h = body.height as usize;
            let scroll = (cursor + 2).saturating_sub(h);
            safe::para(lines)
                .wrap(Wrap { trim: false })
                .scroll((scroll.min(u16::MAX as usize) as u16, 0))
                .render(body, buf);
        }
        Screen::Report => safe::para(report_lines(lang, d, th))
            .wrap(Wrap { trim: false })
            .scroll((d.report_scroll, 0))
            .render(body, buf),
        Screen::Problem => match &d.current {
            Some(cur) => render_problem(lang, d, cur, th, body, buf),
            None => safe::para(report_lines(lang, d, th))
                .wrap(Wrap { trim: false })
                .render(body, buf),
        },
    }
}
