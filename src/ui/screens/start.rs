//! The start screen, shown when the app opens: continue where you left off, practice due today,
//! the two sandboxes, the language and the theme, and the lesson index with progress marks.
//! One cursor runs through the entries; `Enter` opens the one selected.

use std::path::Path;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::content::course::{Course, SCENARIOS};
use crate::content::lesson::Block as LBlock;
use crate::drill::exam::Level;
use crate::fargs;
use crate::i18n::tr;
use crate::phase::scenario::Scenario;
use crate::ui::keys::{self, Binding, Ctx, b};
use crate::ui::progress::Tally;
use crate::ui::shared::{Board, Opened, PracticeOpen, Shared, Transition};
use crate::ui::theme::Theme;
use crate::ui::widgets::page::{Para, ellipsize, wrap_all};
use crate::ui::widgets::safe;
use crate::words::titles::{Kind, scenario_title};

/// The board the layer sandbox opens with from the start screen, when the course has it.
pub const SAMPLE_BOARD: &str = "l05-urborg-then-moon.ron";
/// The empty board of the layer sandbox.
pub(crate) const EMPTY_BOARD: &str = "Scenario(format_version: 1, actions: [])";
/// The name the empty board is shown under.
pub const EMPTY_NAME: &str = "empty.ron";

/// One entry of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The lesson and page read last, or the first lesson.
    Continue,
    /// The layer sandbox with a sample board of the course.
    LayerSample,
    /// The layer sandbox with an empty board.
    LayerEmpty,
    /// The phase sandbox with a phase procedure of the course.
    Phase,
    /// The chain builder (the four tiers).
    Chain,
    Language,
    Theme,
    /// A lesson of the index (0-based).
    Lesson(usize),
    // Exam practice (src/ui/screens/practice), when the drill engine is plugged in.
    /// Practice: due questions first.
    Practice,
    /// A mock exam of level 1 or 2.
    ExamL1,
    ExamL2,
    /// The review list of past mistakes.
    Review,
    /// Statistics per concept.
    Stats,
}

/// The start screen's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The selected entry (an index into [`entries`]).
    pub cursor: usize,
    /// The lesson and page (0-based) to continue from; `None`: nothing read yet.
    pub resume: Option<(usize, usize)>,
    /// The sample board, the phase procedure and the chain scenario the entries open (scenario
    /// file names of the course), found once when the screen opens.
    pub sample_board: Option<String>,
    pub sample_phase: Option<String>,
    pub sample_chain: Option<String>,
    /// Why the last entry chosen could not open.
    pub(crate) error: Option<String>,
    /// The drill engine is plugged in: the practice entries show.
    pub(crate) drill: bool,
}

/// The scenario files the course's lessons open, in course order: `(try-it boards, procedures)`.
fn course_scenarios(course: &Course) -> (Vec<String>, Vec<String>) {
    let mut boards = Vec::new();
    let mut procs = Vec::new();
    for lf in &course.lessons {
        for block in lf.lesson.pages.iter().flat_map(|p| p.blocks.iter()) {
            match block {
                LBlock::TryIt { scenario, .. } => boards.push(scenario.clone()),
                LBlock::Procedure { scenario, .. } => procs.push(scenario.clone()),
                _ => {}
            }
        }
    }
    (boards, procs)
}

/// Whether a phase scenario of the course is a chain (`Some(true)`), a procedure
/// (`Some(false)`), or does not load.
fn is_chain(course: &Course, name: &str) -> Option<bool> {
    let rel = format!("{SCENARIOS}{name}");
    let text = course.source.get(&rel)?;
    let path = course.source.display(&rel);
    match crate::content::phase_file::parse(&path, text, crate::i18n::Lang::En) {
        Ok(Scenario::Chain(_)) => Some(true),
        Ok(Scenario::Phase(_)) => Some(false),
        Err(_) => None,
    }
}

impl Start {
    /// The start screen for `course`, continuing from `resume`.
    pub(crate) fn new(course: &Course, resume: Option<(usize, usize)>, drill: bool) -> Start {
        let (boards, procs) = course_scenarios(course);
        let has = |name: &str| course.source.get(&format!("{SCENARIOS}{name}")).is_some();
        let sample_board = if has(SAMPLE_BOARD) {
            Some(SAMPLE_BOARD.to_string())
        } else {
            boards.into_iter().next()
        };
        let sample_phase = procs
            .iter()
            .find(|p| is_chain(course, p) == Some(false))
            .cloned();
        let sample_chain = procs
            .iter()
            .find(|p| is_chain(course, p) == Some(true))
            .cloned();
        Start {
            cursor: 0,
            resume,
            sample_board,
            sample_phase,
            sample_chain,
            error: None,
            drill,
        }
    }
}

/// Where the saved progress says to continue: the last lesson (by id) and page, clamped to the
/// course; `None` when no lesson was opened.
pub fn resume_of(course: &Course, p: &crate::ui::progress::Progress) -> Option<(usize, usize)> {
    let id = p.last_lesson.as_deref()?;
    if !p.seen.contains(id) {
        return None;
    }
    let i = course.lessons.iter().position(|l| l.lesson.id == id)?;
    let pages = course.lessons[i].lesson.pages.len();
    Some((i, p.last_page.min(pages.saturating_sub(1))))
}

/// The entries, in screen order.
pub(crate) fn entries(st: &Start, sh: &Shared) -> Vec<Entry> {
    let mut out = Vec::new();
    if !sh.course.lessons.is_empty() {
        out.push(Entry::Continue);
    }
    if st.drill {
        out.extend([
            Entry::Practice,
            Entry::ExamL1,
            Entry::ExamL2,
            Entry::Review,
            Entry::Stats,
        ]);
    }
    if st.sample_board.is_some() {
        out.push(Entry::LayerSample);
    }
    out.push(Entry::LayerEmpty);
    if st.sample_phase.is_some() {
        out.push(Entry::Phase);
    }
    out.push(Entry::Chain);
    out.push(Entry::Language);
    out.push(Entry::Theme);
    out.extend((0..sh.course.lessons.len()).map(Entry::Lesson));
    out
}

/// The entry selected.
pub(crate) fn selected(st: &Start, sh: &Shared) -> Option<Entry> {
    entries(st, sh).get(st.cursor).copied()
}

/// The contexts whose keys are active, most specific first.
pub(crate) fn contexts() -> Vec<Ctx> {
    vec![Ctx::Start, Ctx::Global]
}

/// What a key does on the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Prev,
    Next,
    /// Opens the entry selected.
    Choose,
    /// Back to the desk under it.
    Close,
}

/// The start screen's rows of the key table.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Start, KeyCode::Down, Action::Next, "ui-key-start-next", true),
    b(Ctx::Start, KeyCode::Up, Action::Prev, "ui-key-start-prev", false),
    b(Ctx::Start, KeyCode::Enter, Action::Choose, "ui-key-start-choose", true),
    b(Ctx::Start, KeyCode::Esc, Action::Close, "ui-key-start-close", true),
    b(Ctx::Start, KeyCode::Tab, Action::Close, "ui-key-start-close", false),
];

/// The start screen's action of a key press, if any.
pub(crate) fn handle_key(key: &KeyEvent) -> Option<Action> {
    keys::action_in(KEYS, &contexts(), key)
}

/// What the mouse wheel does on the start screen (up or down).
pub(crate) fn wheel(up: bool) -> Action {
    if up { Action::Prev } else { Action::Next }
}

/// The start screen's actions. The language and theme entries change the shared settings in
/// place; the others open a screen (a transition the app applies).
pub(crate) fn update(st: &mut Start, sh: &mut Shared, action: Action) -> Transition {
    let n = entries(st, sh).len();
    match action {
        Action::Prev => st.cursor = st.cursor.saturating_sub(1),
        Action::Next => st.cursor = (st.cursor + 1).min(n.saturating_sub(1)),
        Action::Close => return Transition::Back,
        Action::Choose => return choose(st, sh),
    }
    Transition::Stay
}

fn choose(st: &mut Start, sh: &mut Shared) -> Transition {
    let Some(entry) = selected(st, sh) else {
        return Transition::Stay;
    };
    let board = |name: &str, b: Result<Opened, String>, st: &mut Start| match b {
        Ok(board) => Transition::Board {
            name: name.to_string(),
            board: Box::new(board),
            step: 0,
        },
        Err(e) => {
            st.error = Some(e);
            Transition::Stay
        }
    };
    match entry {
        Entry::Continue => {
            let (lesson, page) = st.resume.unwrap_or((0, 0));
            Transition::Lesson { lesson, page }
        }
        Entry::Lesson(i) => Transition::Lesson { lesson: i, page: 0 },
        Entry::LayerSample => {
            let Some(name) = st.sample_board.clone() else {
                return Transition::Stay;
            };
            // A big board is solved in the sandbox, off the drawing path.
            let b = Opened::of_lesson(&sh.course, &name).map_err(|e| e.render(sh.lang));
            board(&name, b, st)
        }
        Entry::LayerEmpty => {
            let b = crate::content::scenario::load_str(
                Path::new(EMPTY_NAME),
                EMPTY_BOARD,
                &sh.course.catalogue,
            )
            .map(|loaded| {
                let sol = crate::rules::solve::solve(
                    &loaded.game,
                    &crate::rules::solve::SolveOptions::traced(),
                );
                Opened::Solved(Board { loaded, sol })
            })
            .map_err(|e| e.render(sh.lang));
            board(EMPTY_NAME, b, st)
        }
        Entry::Phase => match st.sample_phase.clone() {
            Some(name) => Transition::Procedure(name),
            None => Transition::Stay,
        },
        Entry::Chain => match st.sample_chain.clone() {
            Some(name) => Transition::Procedure(name),
            None => Transition::Chain,
        },
        Entry::Language => {
            sh.lang = match sh.lang {
                crate::i18n::Lang::En => crate::i18n::Lang::Fr,
                crate::i18n::Lang::Fr => crate::i18n::Lang::En,
            };
            sh.chosen_lang = Some(sh.lang);
            Transition::Stay
        }
        Entry::Theme => {
            sh.theme = sh.theme.next();
            sh.chosen_theme = Some(sh.theme);
            Transition::Stay
        }
        Entry::Practice => Transition::Practice(PracticeOpen::Practice),
        Entry::ExamL1 => Transition::Practice(PracticeOpen::Exam(Level::L1)),
        Entry::ExamL2 => Transition::Practice(PracticeOpen::Exam(Level::L2)),
        Entry::Review => Transition::Practice(PracticeOpen::Review),
        Entry::Stats => Transition::Practice(PracticeOpen::Stats),
    }
}

/// The text of an entry.
fn entry_text(sh: &Shared, st: &Start, e: Entry) -> String {
    let lang = sh.lang;
    let lesson_title = |i: usize| {
        sh.course
            .lessons
            .get(i)
            .map(|l| sh.course.tr(lang, &l.lesson.title))
            .unwrap_or_default()
    };
    match e {
        Entry::Continue => match st.resume {
            Some((l, p)) => tr(
                lang,
                "ui-start-continue",
                fargs![n = l + 1, page = p + 1, title = lesson_title(l)],
            ),
            None => tr(lang, "ui-start-begin", fargs![title = lesson_title(0)]),
        },
        Entry::LayerSample => tr(
            lang,
            "ui-start-layer-sample",
            fargs![title = scenario_name(sh, st.sample_board.as_deref(), Kind::Board)],
        ),
        Entry::LayerEmpty => tr(lang, "ui-start-layer-empty", &[]),
        Entry::Phase => tr(
            lang,
            "ui-start-phase",
            fargs![title = scenario_name(sh, st.sample_phase.as_deref(), Kind::Procedure)],
        ),
        Entry::Chain => tr(lang, "ui-start-chain", &[]),
        Entry::Language => tr(
            lang,
            "ui-start-language",
            fargs![lang = tr(lang, "ui-start-language-name", &[])],
        ),
        Entry::Theme => tr(
            lang,
            "ui-start-theme",
            fargs![theme = tr(lang, sh.theme.msg(), &[])],
        ),
        Entry::Lesson(i) => {
            let (mark, t) = sh.lesson_progress(i);
            format!("{mark} {:>2}. {}  ({})", i + 1, lesson_title(i), t.text())
        }
        Entry::Practice => practice_text(sh),
        Entry::ExamL1 => exam_text(sh, Level::L1, "ui-start-exam-l1"),
        Entry::ExamL2 => exam_text(sh, Level::L2, "ui-start-exam-l2"),
        Entry::Review => {
            let n = sh.practice.as_ref().map_or(0, |p| p.mistakes());
            tr(lang, "ui-start-review", fargs![count = n])
        }
        Entry::Stats => tr(lang, "ui-start-stats", &[]),
    }
}

/// A mock exam's line: resume the one kept for later, or start one.
fn exam_text(sh: &Shared, level: Level, start: &str) -> String {
    match sh.practice.as_ref().and_then(|p| p.kept_exam(level)) {
        Some((answered, total)) => tr(
            sh.lang,
            "ui-exam-resume",
            fargs![
                level = if level == Level::L1 { 1 } else { 2 },
                answered = answered,
                total = total
            ],
        ),
        None => tr(sh.lang, start, &[]),
    }
}

/// What an entry calls the board or procedure it opens: its lesson page's title (never its file
/// name).
fn scenario_name(sh: &Shared, name: Option<&str>, kind: Kind) -> String {
    name.and_then(|n| scenario_title(&sh.course, n, kind, sh.lang))
        .unwrap_or_else(|| tr(sh.lang, "ui-board-new", &[]))
}

/// `text` in `room` cells: cut with "…" between two words, a count at its end ("  (3/8)")
/// kept whole when the rest still shows a word.
fn fit_entry(text: &str, room: usize) -> String {
    let w = |s: &str| Line::raw(s.to_string()).width();
    if w(text) <= room {
        return text.to_string();
    }
    if let Some(at) = text.rfind("  (")
        && text.ends_with(')')
    {
        let (head, tail) = text.split_at(at);
        let cut = ellipsize(head, room.saturating_sub(w(tail)));
        if cut.chars().any(char::is_alphabetic) {
            return format!("{cut}{tail}");
        }
    }
    ellipsize(text, room)
}

/// The practice line: the count due today, or where it will come from.
fn practice_text(sh: &Shared) -> String {
    match &sh.practice {
        Some(p) => tr(
            sh.lang,
            "ui-start-practice-due",
            fargs![count = p.due_today()],
        ),
        None => tr(sh.lang, "ui-start-practice-none", &[]),
    }
}

/// The lines of a run of entries, with section headings, and the line of the cursor.
fn entry_lines(
    sh: &Shared,
    st: &Start,
    th: &Theme,
    list: &[(usize, Entry)],
    width: usize,
) -> (Vec<Line<'static>>, Option<usize>) {
    let lang = sh.lang;
    let mut lines = Vec::new();
    let mut cursor_line = None;
    let heading = |lines: &mut Vec<Line<'static>>, id: &str| {
        if !lines.is_empty() {
            lines.push(Line::raw(""));
        }
        lines.push(Line::styled(tr(lang, id, &[]), th.accent));
    };
    for &(k, e) in list {
        match e {
            Entry::Continue => heading(&mut lines, "ui-start-heading-study"),
            Entry::LayerSample => heading(&mut lines, "ui-start-heading-sandboxes"),
            Entry::LayerEmpty if !list.iter().any(|(_, x)| *x == Entry::LayerSample) => {
                heading(&mut lines, "ui-start-heading-sandboxes")
            }
            Entry::Language => heading(&mut lines, "ui-start-heading-settings"),
            Entry::Practice => heading(&mut lines, "ui-start-heading-practice"),
            Entry::Lesson(0) => {
                let seen = sh.seen.len();
                let all = (0..sh.course.lessons.len())
                    .map(|i| sh.lesson_progress(i).1)
                    .fold(Tally::default(), |a, t| Tally {
                        right: a.right + t.right,
                        wrong: a.wrong + t.wrong,
                        shown: a.shown + t.shown,
                        total: a.total + t.total,
                    });
                if !lines.is_empty() {
                    lines.push(Line::raw(""));
                }
                lines.push(Line::styled(
                    tr(
                        lang,
                        "ui-answer-start-heading",
                        fargs![
                            seen = seen,
                            count = sh.course.lessons.len(),
                            marks = all.text()
                        ],
                    ),
                    th.accent,
                ));
            }
            _ => {}
        }
        let sel = k == st.cursor;
        if sel {
            cursor_line = Some(lines.len());
        }
        let key = match e {
            Entry::Language | Entry::Theme => {
                let code = if e == Entry::Language { 'l' } else { 't' };
                format!("  ({code})")
            }
            _ => String::new(),
        };
        // An entry longer than its column ends with "…" between two words, its key and its
        // count of questions ("  (3/8)") kept.
        let room = width.saturating_sub(2 + key.chars().count());
        let text = format!(
            "{} {}",
            if sel { "›" } else { " " },
            fit_entry(&entry_text(sh, st, e), room)
        );
        lines.push(if sel {
            Line::styled(format!("{text}{key}"), th.selected)
        } else {
            Line::from(vec![Span::raw(text), Span::styled(key, th.dim)])
        });
        if let Some(level) = match e {
            Entry::ExamL1 => Some(crate::drill::exam::Level::L1),
            Entry::ExamL2 => Some(crate::drill::exam::Level::L2),
            _ => None,
        } {
            let count = crate::ui::shared::EXAM_COUNT;
            let minutes = (level.seconds_per_problem() * count as u64).div_ceil(60) as i64;
            lines.push(Line::styled(
                format!(
                    "    {}",
                    tr(
                        lang,
                        "ui-start-exam-details",
                        fargs![
                            count = count,
                            minutes = minutes,
                            pass = level.pass_mark() as i64
                        ]
                    )
                ),
                th.dim,
            ));
        }
        if e == Entry::Continue && !st.drill {
            lines.push(Line::styled(format!("  {}", practice_text(sh)), th.dim));
        }
    }
    // Any line still longer than its column (a heading, a detail) ends with "…" between words.
    let lines = lines
        .into_iter()
        .map(|l| {
            if l.width() <= width {
                return l;
            }
            let style = l.spans.first().map_or(l.style, |s| l.style.patch(s.style));
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            Line::styled(ellipsize(&text, width), style)
        })
        .collect();
    (lines, cursor_line)
}

/// Draws the start screen in `area`.
pub(crate) fn render(st: &Start, sh: &Shared, th: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = sh.lang;
    let block = Block::bordered()
        .border_style(th.border_focus)
        .title(safe::line(Line::styled(
            format!(" {} ", tr(lang, "ui-start-title", &[])),
            th.title,
        )));
    let inner = block.inner(area);
    block.render(area, buf);
    // The tagline, then the problems with the saved files and the last choice, each wrapped
    // whole (a notice names where a damaged file went: it must not be cut), then a blank line
    // (which a long tagline may take when there is no problem).
    let mut top = vec![Para::plain(vec![Span::styled(
        tr(lang, "ui-start-tagline", &[]),
        th.title,
    )])];
    top.extend(
        sh.notices
            .iter()
            .map(|n| n.message(lang))
            .chain(st.error.clone())
            .map(|text| {
                Para::hanging(
                    vec![Span::styled("! ", th.bad)],
                    vec![Span::styled(text, th.bad)],
                )
            }),
    );
    let width = inner.width as usize;
    let tag_rows = top[0].wrap(width).len();
    let lines = wrap_all(&top, width);
    let problem_rows = lines.len() - tag_rows;
    let top_h = lines.len().max(problem_rows + 2).min(u16::MAX as usize) as u16;
    let top_h = top_h.min((inner.height / 2).max(inner.height / 3));
    let [top_a, body] =
        Layout::vertical([Constraint::Length(top_h), Constraint::Fill(1)]).areas(inner);
    safe::para(lines).render(top_a, buf);
    let all: Vec<(usize, Entry)> = entries(st, sh).into_iter().enumerate().collect();
    let split = all
        .iter()
        .position(|(_, e)| matches!(e, Entry::Lesson(_)))
        .unwrap_or(all.len());
    let columns: Vec<(Rect, &[(usize, Entry)])> =
        if body.width >= crate::ui::widgets::layout::WIDE - 2 {
            // Each column as wide as its entries when both fit, else in proportion to them.
            let natural = |list: &[(usize, Entry)]| {
                let (lines, _) = entry_lines(sh, st, th, list, usize::MAX);
                lines.iter().map(Line::width).max().unwrap_or(0).max(1)
            };
            let (l, r) = (natural(&all[..split]), natural(&all[split..]));
            let room = body.width.saturating_sub(2) as usize;
            let left = if l + r <= room {
                l.max(room * 2 / 5)
            } else {
                (room * l / (l + r)).clamp(room * 2 / 5, room * 3 / 5)
            };
            let [left, right] = Layout::horizontal([
                Constraint::Length(left.min(u16::MAX as usize) as u16),
                Constraint::Fill(1),
            ])
            .spacing(2)
            .areas(body);
            vec![(left, &all[..split]), (right, &all[split..])]
        } else {
            vec![(body, &all[..])]
        };
    for (rect, list) in columns {
        let (lines, cursor) = entry_lines(sh, st, th, list, rect.width as usize);
        // Keep the cursor in view, with a line of context under it.
        let h = rect.height as usize;
        let scroll = cursor.map_or(0, |c| (c + 2).saturating_sub(h));
        safe::para(lines)
            .scroll((scroll.min(u16::MAX as usize) as u16, 0))
            .render(rect, buf);
    }
}
