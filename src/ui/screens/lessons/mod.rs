//! The lessons: the index, a lesson's pages, and answering the page's questions. From a page,
//! `o` and `p` ask for the page's boards and procedures in the sandboxes beside it.
//!
//! A question asks before it tells: `↑` `↓` pick one of the page's questions and `Enter`
//! answers the one picked in the form its kind asks (a choice, a layer, a player, yes or no
//! from a list; types, colors or abilities ticked; P/T typed; items put in order; a phase said
//! step by step), graded by the grader `--plain` uses ([`crate::drill::grade`]); `s` shows the
//! answer without answering (marked "shown"). A question answered wrong stays picked, to be
//! tried again, and never holds the others: `↓` picks the next one.

pub(crate) mod answer;
mod answer_view;
mod keys;
mod paras;
mod present;
pub mod view;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use crate::content::lesson::{Ask, Block, Lesson, Page, Question, QuestionKind};
use crate::content::scenario::Played;
use crate::drill::Opt;
use crate::i18n::Lang;
use ratatui::crossterm::event::KeyEvent;

use crate::ui::keys::{self as key_table, Ctx};
use crate::ui::shared::{Board, Mark, Opened, PracticeOpen, Shared, Status, Transition};
use crate::words::phase::OutcomeWords as _;

pub use answer::{Answering, Feedback, Form, LAYER_CHOICES};
pub use keys::{Action, KEYS};

/// Which part of the lessons shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    /// The lesson index.
    Index,
    /// A page of the selected lesson.
    Page,
    /// A question of the page being answered.
    Answering(Answering),
}

/// A question's list: its board, its object and what it asks.
type PickKey = (String, String, Ask);

/// The lessons' state.
#[derive(Default)]
pub struct Lessons {
    /// The lesson selected in the index.
    pub selected: usize,
    /// A lesson is open (else the index shows).
    pub reading: bool,
    pub page: usize,
    pub scroll: u16,
    /// Which "try it" board of the page `o` opens next.
    pub(crate) try_next: usize,
    /// Which phase procedure of the page `p` opens next.
    pub(crate) proc_next: usize,
    pub answering: Option<Answering>,
    /// This session's feedback on answers, by question id (what the saved mark does not keep:
    /// the misconceptions found, the steps said).
    pub feedback: HashMap<String, Feedback>,
    /// The page's question picked (`↑` `↓`): the one `Enter` answers and `s` shows, while it
    /// is in view. It follows the view when the page scrolls it out.
    pub picked: Option<usize>,
    /// The open page asks questions (its keys then pick them).
    pub(crate) page_asks: bool,
    /// Questions whose answer was shown this session (by `s`, or by a graded answer's
    /// feedback): a right answer after that does not make the mark right.
    pub(crate) revealed: HashSet<String>,
    /// Boards of the lessons, solved, by scenario file name.
    pub(crate) boards: HashMap<String, Result<Board, String>>,
    /// Big "try it" boards no question grades on, read and played: the sandbox solves one when
    /// `o` opens it, off the drawing path.
    pub(crate) played: HashMap<String, Played>,
    /// Phases said step by step, by scenario file name and language (the walk names effects
    /// only by id, but its errors are worded).
    pub(crate) walks: HashMap<(String, Lang), Result<crate::words::walk::Walk, String>>,
    /// Phase procedures' trace lines, by scenario file name and language.
    pub(crate) procedures: HashMap<(String, Lang), Result<String, String>>,
    /// The lists a question about a set offers, by board, object and what it asks: each costs
    /// a solve of the board under every misreading, so it is made once, when it is first
    /// needed (as the question is asked, or as its page opens when it holds an answer to show).
    pub(crate) picks: RefCell<HashMap<PickKey, Option<Vec<Opt>>>>,
    /// The question on the page was opened from the review list of practice: `Esc` goes back
    /// to that list (cleared when a lesson is opened otherwise).
    pub from_review: bool,
}

impl Lessons {
    pub fn lesson<'a>(&self, sh: &'a Shared) -> Option<&'a Lesson> {
        sh.course.lessons.get(self.selected).map(|l| &l.lesson)
    }

    /// Which part shows.
    pub(crate) fn part(&self) -> Part {
        match (&self.answering, self.reading) {
            (Some(a), _) => Part::Answering(a.clone()),
            (None, true) => Part::Page,
            (None, false) => Part::Index,
        }
    }

    /// The open page.
    pub(crate) fn page_ref<'a>(&self, sh: &'a Shared) -> Option<&'a Page> {
        if !self.reading {
            return None;
        }
        self.lesson(sh).and_then(|l| l.pages.get(self.page))
    }

    /// The questions of the open page, in order.
    pub(crate) fn page_questions<'a>(&self, sh: &'a Shared) -> Vec<&'a Question> {
        self.page_ref(sh)
            .map(crate::words::lesson::page_questions)
            .unwrap_or_default()
    }

    /// The list question `object`/`ask` on board `scenario` offers to tick (see
    /// [`crate::drill::grade::pick_options`]); `None` when the board cannot be played or there
    /// is nothing to tick.
    pub(crate) fn pick_options(&self, scenario: &str, object: &str, ask: Ask) -> Option<Vec<Opt>> {
        let key = (scenario.to_string(), object.to_string(), ask);
        if let Some(opts) = self.picks.borrow().get(&key) {
            return opts.clone();
        }
        let opts = match self.boards.get(scenario) {
            Some(Ok(b)) => crate::drill::grade::pick_options(&b.loaded, &b.sol, object, ask),
            // Not solved yet: nothing kept, the board may be solved later.
            _ => return None,
        };
        self.picks.borrow_mut().insert(key, opts.clone());
        opts
    }

    /// The "try it" boards of the open page: `(scenario, step)`.
    pub fn page_boards(&self, sh: &Shared) -> Vec<(String, usize)> {
        self.page_ref(sh).map(Page::boards).unwrap_or_default()
    }

    /// The procedures of the open page.
    pub(crate) fn page_procedures(&self, sh: &Shared) -> Vec<String> {
        self.page_ref(sh)
            .map(|p| {
                p.blocks
                    .iter()
                    .filter_map(|b| match b {
                        Block::Procedure { scenario, .. } => Some(scenario.clone()),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Loads the boards and procedures the open page shows (so drawing computes nothing).
    fn prepare_page(&mut self, sh: &Shared) {
        let Some(page) = self.page_ref(sh) else {
            return;
        };
        let mut boards = Vec::new();
        let mut picks = Vec::new();
        let mut tries = Vec::new();
        let mut procs = Vec::new();
        let mut walks = Vec::new();
        for block in &page.blocks {
            match block {
                Block::TryIt { scenario, .. } => tries.push(scenario.clone()),
                Block::Question(Question {
                    id,
                    kind:
                        QuestionKind::Compute {
                            scenario,
                            object,
                            ask,
                        },
                    ..
                }) => {
                    boards.push(scenario.clone());
                    // A list whose answer the page shows is made now, off the drawing path;
                    // the others when they are asked.
                    if matches!(
                        ask,
                        Ask::Types | Ask::Subtypes | Ask::Colors | Ask::Abilities
                    ) && sh.answers.contains_key(id)
                    {
                        picks.push((scenario.clone(), object.clone(), *ask));
                    }
                }
                Block::Question(Question {
                    kind: QuestionKind::Steps { scenario },
                    ..
                }) => walks.push(scenario.clone()),
                Block::Procedure { scenario, .. } => procs.push(scenario.clone()),
                _ => {}
            }
        }
        for name in walks {
            for lang in Lang::ALL {
                self.walks
                    .entry((name.clone(), lang))
                    .or_insert_with(|| crate::words::walk::walk_of(&sh.course, &name, lang));
            }
        }
        // A question grades on its board: it is solved now, even when it was read for `o` only.
        for name in boards {
            self.played.remove(&name);
            self.boards.entry(name).or_insert_with_key(|name| {
                sh.course
                    .board(name)
                    .map(|(loaded, sol)| Board { loaded, sol })
                    .map_err(|e| e.render(sh.lang))
            });
        }
        for (scenario, object, ask) in picks {
            let _ = self.pick_options(&scenario, &object, ask);
        }
        for name in tries {
            if self.boards.contains_key(&name) || self.played.contains_key(&name) {
                continue;
            }
            match Opened::of_lesson(&sh.course, &name) {
                Ok(Opened::Played(p)) => {
                    self.played.insert(name, p);
                }
                Ok(Opened::Solved(b)) => {
                    self.boards.insert(name, Ok(b));
                }
                Err(e) => {
                    self.boards.insert(name, Err(e.render(sh.lang)));
                }
            }
        }
        for name in procs {
            for lang in Lang::ALL {
                self.procedures
                    .entry((name.clone(), lang))
                    .or_insert_with(|| {
                        sh.course
                            .procedure(&name, lang)
                            .map(|o| o.trace_line_in(lang))
                            .map_err(|e| e.to_string())
                    });
            }
        }
    }

    fn open_page(&mut self, sh: &Shared, page: usize) {
        self.page = page;
        self.scroll = 0;
        self.try_next = 0;
        self.proc_next = 0;
        self.answering = None;
        self.picked = None;
        self.page_asks = !self.page_questions(sh).is_empty();
        self.prepare_page(sh);
        self.follow_view(sh);
    }

    fn page_count(&self, sh: &Shared) -> usize {
        self.lesson(sh).map_or(0, |l| l.pages.len())
    }

    /// Opens lesson `lesson` at page `page` (clamped to its pages).
    pub fn open(&mut self, sh: &mut Shared, lesson: usize, page: usize) {
        self.from_review = false;
        self.selected = lesson;
        let _ = update(self, sh, Action::OpenLesson);
        for _ in 0..page {
            let _ = update(self, sh, Action::NextPage);
        }
    }

    /// Where question `k` of the page starts and ends (rows, once wrapped), and the rows in
    /// view: `(start, end)` of each, and `(top, bottom)`.
    fn spans(&self, sh: &Shared) -> (Vec<(usize, usize)>, (usize, usize)) {
        let anchors = view::question_anchors(sh, self);
        let (_, h) = view::page_viewport(sh, self);
        let top = self.scroll as usize;
        let total = view::page_rows(sh, self);
        let spans = (0..anchors.len())
            .map(|k| {
                let start = anchors[k];
                let end = anchors.get(k + 1).copied().unwrap_or(total).max(start + 1);
                (start, end)
            })
            .collect();
        (spans, (top, top + h.max(1)))
    }

    /// The page's question `Enter` (or `s`) acts on; `wanted` says which marks may be acted
    /// on. The one picked, while in view, unless it is done with (right, or its answer shown:
    /// marks `wanted` leaves out or that say nothing is left to try), then the next one below
    /// it that is not. Else the first with no mark in view (its rows meet the pane), then below
    /// it; else the first `wanted` in view, then below. Never one above the view.
    pub(crate) fn question_in_view(
        &self,
        sh: &Shared,
        wanted: impl Fn(Option<Mark>) -> bool,
    ) -> Option<usize> {
        let qs = self.page_questions(sh);
        let (spans, (top, bottom)) = self.spans(sh);
        let n = qs.len().min(spans.len());
        let mark = |k: usize| sh.answers.get(&qs[k].id).map(|g| g.mark);
        let in_view = |k: usize| spans[k].0 < bottom && spans[k].1 > top;
        let below = |k: usize| spans[k].0 >= bottom;
        let open = |k: usize| wanted(mark(k)) && matches!(mark(k), None | Some(Mark::Wrong));
        if let Some(p) = self.picked.filter(|&p| p < n && in_view(p))
            && let Some(k) = (p..n).find(|&k| open(k) && (in_view(k) || below(k)))
        {
            return Some(k);
        }
        let first = |place: &dyn Fn(usize) -> bool, marked: bool| {
            (0..n).find(|&k| place(k) && wanted(mark(k)) && (marked || mark(k).is_none()))
        };
        first(&in_view, false)
            .or_else(|| first(&below, false))
            .or_else(|| first(&in_view, true))
            .or_else(|| first(&below, true))
    }

    /// The question picked gives way when the page scrolls it out: to the first one whose
    /// heading is in view, else the first one in view (none when no question is in view).
    fn follow_view(&mut self, sh: &Shared) {
        let (spans, (top, bottom)) = self.spans(sh);
        let in_view = |k: usize| spans.get(k).is_some_and(|s| s.0 < bottom && s.1 > top);
        if self.picked.is_some_and(in_view) {
            return;
        }
        let n = spans.len();
        self.picked = (0..n)
            .find(|&k| (top..bottom).contains(&spans[k].0))
            .or_else(|| (0..n).find(|&k| in_view(k)));
    }

    /// Picks question `k` and scrolls as little as brings it into view (its start first when it
    /// is taller than the pane).
    fn pick(&mut self, sh: &Shared, k: usize) {
        let (spans, (top, bottom)) = self.spans(sh);
        let Some(&(start, end)) = spans.get(k) else {
            return;
        };
        self.picked = Some(k);
        let h = bottom - top;
        let to = if start < top {
            start
        } else if end > bottom {
            start.min(end - h)
        } else {
            top
        };
        self.scroll = (to.min(u16::MAX as usize) as u16).min(max_scroll(sh, self));
    }

    /// `↓` (`down`) or `↑`: picks the next or previous question of the page; past the last
    /// (before the first) it scrolls a row instead, so what follows it can be read. With none
    /// picked, the first question in view or below it (the last above, going up).
    fn pick_step(&mut self, sh: &Shared, down: bool) {
        let (spans, (top, bottom)) = self.spans(sh);
        let n = spans.len();
        let in_view = |k: usize| spans[k].0 < bottom && spans[k].1 > top;
        let next = match self.picked.filter(|&p| p < n && in_view(p)) {
            Some(p) if down => (p + 1 < n).then_some(p + 1),
            Some(p) => p.checked_sub(1),
            None if down => (0..n).find(|&k| spans[k].1 > top),
            None => (0..n).rev().find(|&k| spans[k].0 < bottom),
        };
        match next {
            Some(k) => self.pick(sh, k),
            None => {
                let max = max_scroll(sh, self);
                let at = self.scroll.min(max);
                self.scroll = if down {
                    at.saturating_add(1).min(max)
                } else {
                    at.saturating_sub(1)
                };
            }
        }
    }

    /// Scrolls question `k` of the page to the top of the pane (as far as the page scrolls).
    fn scroll_to_question(&mut self, sh: &Shared, k: usize) {
        let anchors = view::question_anchors(sh, self);
        if let Some(line) = anchors.get(k) {
            let line = (*line).min(u16::MAX as usize) as u16;
            self.scroll = line.min(max_scroll(sh, self));
        }
    }

    /// Opens the page of question `id` and asks it (nothing when the course has no such
    /// question).
    pub fn ask(&mut self, sh: &mut Shared, id: &str) {
        let found = sh.course.lessons.iter().enumerate().find_map(|(li, lf)| {
            lf.lesson.pages.iter().enumerate().find_map(|(pn, p)| {
                crate::words::lesson::page_questions(p)
                    .iter()
                    .position(|q| q.id == id)
                    .map(|k| (li, pn, k))
            })
        });
        let Some((li, pn, k)) = found else {
            return;
        };
        self.open(sh, li, pn);
        self.ask_at(sh, k);
    }

    /// Asks question `id` from the review list: `Esc` then goes back there.
    pub fn ask_from_review(&mut self, sh: &mut Shared, id: &str) {
        self.ask(sh, id);
        self.from_review = self.reading;
    }

    /// The lesson selected and its page (what progress saves as the place left).
    pub fn place(&self) -> (usize, usize) {
        (self.selected, self.page)
    }

    /// The lesson and page read, while a page shows (what the start screen continues from).
    pub fn reading_at(&self) -> Option<(usize, usize)> {
        self.reading.then_some((self.selected, self.page))
    }

    /// Selects lesson `i` in the index (the one saved as read last).
    pub fn select(&mut self, i: usize) {
        self.selected = i;
    }

    /// Starts answering question `k` of the page.
    fn ask_at(&mut self, sh: &mut Shared, k: usize) {
        let Some(q) = self.page_questions(sh).get(k).copied() else {
            return;
        };
        match answer::form_of(sh, self, q) {
            Ok(form) => self.answering = Some(Answering::new(k, form)),
            Err(e) => {
                sh.status = Some(Status::CannotAsk(e));
                return;
            }
        }
        self.picked = Some(k);
        self.scroll_to_question(sh, k);
    }

    /// `Enter` on a page: starts answering the question picked (or the next one to answer).
    fn start_answer(&mut self, sh: &mut Shared) {
        let Some(k) = self.question_in_view(sh, |m| m != Some(Mark::Right)) else {
            sh.status = Some(Status::NoQuestion);
            return;
        };
        self.ask_at(sh, k);
    }

    /// `s`: shows the answer of the question being answered, or else of the question picked
    /// (or the next one not answered yet). It is marked "shown" unless it has a mark already.
    fn show_answer(&mut self, sh: &mut Shared) {
        let k = match &self.answering {
            Some(a) => Some(a.question),
            None => self.question_in_view(sh, |m| m.is_none()),
        };
        let Some(k) = k else {
            sh.status = Some(Status::NoQuestion);
            return;
        };
        let Some(id) = self.page_questions(sh).get(k).map(|q| q.id.clone()) else {
            return;
        };
        self.answering = None;
        self.picked = Some(k);
        self.revealed.insert(id.clone());
        if let std::collections::hash_map::Entry::Vacant(e) = sh.answers.entry(id) {
            e.insert(crate::ui::shared::Given::shown());
            sh.answers_rev += 1;
        }
        self.scroll_to_question(sh, k);
    }

    /// The contexts whose keys are active, most specific first.
    pub(crate) fn contexts(&self) -> Vec<Ctx> {
        match self.part() {
            Part::Answering(a) => match a.form {
                Form::Text => vec![Ctx::AnswerText],
                // On the "other" row, letters are typed into it.
                Form::Pick(_, _) if a.on_other() => {
                    vec![
                        Ctx::AnswerText,
                        Ctx::AnsweringPick,
                        Ctx::Answering,
                        Ctx::Global,
                    ]
                }
                Form::Pick(_, _) => vec![Ctx::AnsweringPick, Ctx::Answering, Ctx::Global],
                _ => vec![Ctx::Answering, Ctx::Global],
            },
            Part::Page if self.page_asks => {
                vec![Ctx::Questions, Ctx::Reading, Ctx::Global]
            }
            Part::Page => vec![Ctx::Reading, Ctx::Global],
            Part::Index => vec![Ctx::Index, Ctx::Global],
        }
    }

    /// The lessons' action of a key press, if any: a character typed goes into the answer
    /// field when one has focus.
    pub(crate) fn handle_key(&self, key: &KeyEvent) -> Option<Action> {
        let contexts = self.contexts();
        if contexts.first() == Some(&Ctx::AnswerText)
            && let Some(c) = key_table::typed_char(key)
        {
            return Some(Action::AnswerType(c));
        }
        key_table::action_in(KEYS, &contexts, key)
    }

    /// The page keeps its scroll position where it still can on a new screen size.
    pub(crate) fn resized(&mut self, sh: &Shared) {
        self.scroll = self.scroll.min(max_scroll(sh, self));
        if self.reading {
            self.follow_view(sh);
        }
    }
}

/// Whether a lesson-page key can do anything on the open page (the footer leaves out those
/// that cannot; the help still lists every key).
pub(crate) fn available(l: &Lessons, sh: &Shared, action: Action) -> bool {
    if !l.reading {
        return true;
    }
    match action {
        Action::OpenBoard => !l.page_boards(sh).is_empty(),
        Action::OpenProcedure => !l.page_procedures(sh).is_empty(),
        Action::Answer => l.question_in_view(sh, |m| m != Some(Mark::Right)).is_some(),
        Action::QuestionNext => {
            let n = l.page_questions(sh).len();
            l.picked.map_or(n > 0, |p| p + 1 < n)
        }
        Action::ShowAnswer => l.question_in_view(sh, |m| m.is_none()).is_some(),
        Action::NextPage => l.lesson(sh).is_some_and(|ls| l.page + 1 < ls.pages.len()),
        Action::PrevPage => l.page > 0,
        _ => true,
    }
}

/// The lessons' actions.
pub(crate) fn update(l: &mut Lessons, sh: &mut Shared, action: Action) -> Transition {
    let lessons = sh.course.lessons.len();
    match action {
        Action::SelectPrev => l.selected = l.selected.saturating_sub(1),
        Action::SelectNext if l.selected + 1 < lessons => l.selected += 1,
        Action::OpenLesson if l.selected < lessons && l.page_count(sh) > 0 => {
            l.from_review = false;
            l.reading = true;
            sh.seen.insert(l.selected);
            l.open_page(sh, 0);
        }
        // A question opened from the review list: back to that list, the page left as it is.
        Action::BackToIndex | Action::AnswerCancel if l.from_review => {
            l.from_review = false;
            l.answering = None;
            return Transition::Practice(PracticeOpen::Review);
        }
        Action::BackToIndex => {
            l.reading = false;
            l.answering = None;
        }
        // `Esc` on the index: one level back, to the start screen.
        Action::ShowStart => return Transition::Start,
        Action::NextPage if l.page + 1 < l.page_count(sh) => {
            let p = l.page + 1;
            l.open_page(sh, p);
        }
        Action::PrevPage if l.page > 0 => {
            let p = l.page - 1;
            l.open_page(sh, p);
        }
        Action::ScrollUp | Action::ScrollDown | Action::PageUp | Action::PageDown => {
            let max = max_scroll(sh, l);
            // A page key moves by the pane's height, keeping one row of context.
            let page = (view::page_viewport(sh, l).1.saturating_sub(1)).max(1) as u16;
            let at = l.scroll.min(max);
            // At the end of the page, `PgDn` picks the next question (all of them are in view).
            if action == Action::PageDown && at >= max && !l.page_questions(sh).is_empty() {
                let n = l.page_questions(sh).len();
                if let Some(k) = l.picked.map_or(Some(0), |p| (p + 1 < n).then_some(p + 1)) {
                    l.pick(sh, k);
                }
                return Transition::Stay;
            }
            l.scroll = match action {
                Action::ScrollUp => at.saturating_sub(1),
                Action::ScrollDown => at.saturating_add(1).min(max),
                Action::PageUp => at.saturating_sub(page),
                _ => at.saturating_add(page).min(max),
            };
            l.follow_view(sh);
        }
        Action::QuestionNext => l.pick_step(sh, true),
        Action::QuestionPrev => l.pick_step(sh, false),
        Action::Answer => l.start_answer(sh),
        Action::ShowAnswer => l.show_answer(sh),
        Action::AnswerPrev
        | Action::AnswerNext
        | Action::AnswerChoose
        | Action::AnswerType(_)
        | Action::AnswerErase
        | Action::AnswerToggle => answer::act(l, sh, action),
        Action::AnswerCancel => l.answering = None,
        Action::OpenBoard => {
            let boards = l.page_boards(sh);
            if boards.is_empty() {
                sh.status = Some(Status::NoBoard);
                return Transition::Stay;
            }
            // `o` again opens the page's next board, round the list.
            let k = l.try_next % boards.len();
            let (name, step) = boards[k].clone();
            l.try_next = (k + 1) % boards.len();
            let opened = match (l.boards.get(&name), l.played.get(&name)) {
                (Some(Ok(b)), _) => Some(Opened::Solved(b.clone())),
                (None, Some(p)) => Some(Opened::Played(p.clone())),
                _ => None,
            };
            match opened {
                Some(board) => {
                    if boards.len() > 1 {
                        sh.status = Some(Status::Opened {
                            n: k + 1,
                            count: boards.len(),
                        });
                    }
                    return Transition::Board {
                        name,
                        board: Box::new(board),
                        step,
                    };
                }
                None => sh.status = Some(Status::BoardBroken { file: name }),
            }
        }
        Action::OpenProcedure => {
            let procs = l.page_procedures(sh);
            if procs.is_empty() {
                sh.status = Some(Status::NoProcedure);
                return Transition::Stay;
            }
            let k = l.proc_next % procs.len();
            l.proc_next = (k + 1) % procs.len();
            if procs.len() > 1 {
                sh.status = Some(Status::Opened {
                    n: k + 1,
                    count: procs.len(),
                });
            }
            return Transition::Procedure(procs[k].clone());
        }
        _ => {}
    }
    Transition::Stay
}

/// What the mouse wheel does on the lessons (up or down).
pub(crate) fn wheel(l: &Lessons, up: bool) -> Action {
    match (l.part(), up) {
        (Part::Index, true) => Action::SelectPrev,
        (Part::Index, false) => Action::SelectNext,
        (Part::Page, true) => Action::ScrollUp,
        (Part::Page, false) => Action::ScrollDown,
        (Part::Answering(_), true) => Action::AnswerPrev,
        (Part::Answering(_), false) => Action::AnswerNext,
    }
}

/// How far the page can scroll: until its last row is at the bottom of the pane.
fn max_scroll(sh: &Shared, l: &Lessons) -> u16 {
    view::page_max_scroll(sh, l).min(u16::MAX as usize) as u16
}
