//! Exam practice in the app: the practice screen (generated problems answered in
//! their own form, immediate feedback and the engine's explanation), mock exams with a
//! countdown, the review list of past mistakes and statistics per concept.
//!
//! Everything about a problem comes from the drill engine ([`crate::drill`]): the problems, the
//! checking (an answer is put in words and read by the engine's own parser), the explanations,
//! the Leitner scheduler and its file. This module only keeps the screen's state: the sessions,
//! the exams and the review list here and their keys; the problem on screen and its answer in
//! `current`; the scheduler as the app holds it in `scheduler`; the drawing in `view`.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use crate::drill::exam::{Exam, Level, Outcome, Report};
use crate::drill::srs::Mistake;
use crate::drill::{Concept, Drills, Problem};
use crate::i18n::Lang;
use ratatui::crossterm::event::KeyEvent;

use crate::ui::keys::{self as key_table, Ctx};
use crate::ui::shared::{PracticeOpen, Shared, Transition};

mod current;
mod keys;
mod lesson_item;
mod scheduler;
pub(crate) mod view;

pub use current::{Current, Feedback, FormKind, layer_choices};
pub use keys::{Action, KEYS};
pub(crate) use lesson_item::LessonItem;
pub(crate) use scheduler::scheduler_path;
pub use scheduler::{Scheduler, SharedClock};

pub use crate::ui::shared::EXAM_COUNT;
/// How many past mistakes the review list shows (newest first).
pub(crate) const REVIEW_MAX: usize = 50;
/// How many days the statistics chart covers.
pub(crate) const STATS_DAYS: u64 = 14;

/// The start screen's provider of the "due today" count, the mistakes to review and the mock
/// exams kept to be resumed.
pub(crate) struct DueCount(pub Rc<RefCell<Scheduler>>, pub Kept);

/// The mock exams left with `Esc` and kept to be resumed (one per level at most).
pub(crate) type Kept = Rc<RefCell<Vec<ExamRun>>>;

impl crate::ui::shared::Practice for DueCount {
    fn due_today(&self) -> usize {
        self.0.borrow().due_today()
    }

    fn mistakes(&self) -> usize {
        self.0.borrow().progress.mistakes.len()
    }

    fn kept_exam(&self, level: Level) -> Option<(usize, usize)> {
        self.1
            .borrow()
            .iter()
            .find(|r| r.exam.level == level)
            .map(|r| (r.exam.answered(), r.exam.problems.len()))
    }

    fn record_lesson(&self, attempt: &crate::ui::shared::LessonAttempt) {
        self.0.borrow_mut().record_lesson(attempt);
    }
}

/// An answer as the review list shows it: in words (English, as the scheduler keeps the
/// expected answer), or as typed when it cannot be read.
fn given_in_words(p: &Problem, text: &str) -> String {
    crate::drill::parse_answer(text, &p.form())
        .map(|a| crate::drill::answer::show(&a, p.options(), Lang::En))
        .unwrap_or_else(|_| text.trim().to_string())
}

/// A mock exam under way or finished.
#[derive(Clone, Debug)]
pub struct ExamRun {
    pub exam: Exam,
    /// The problem being answered.
    pub index: usize,
    /// The report, once finished.
    pub report: Option<Report>,
    /// It ended because the time ran out.
    pub expired: bool,
    /// `Esc` was pressed: the exam asks whether to keep it for later or discard it.
    pub(crate) leaving: bool,
}

/// Which practice screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// A problem (practice or exam).
    Problem,
    /// The exam's score and per-concept report.
    Report,
    /// Past mistakes with their explanations.
    Review,
    /// Statistics per concept.
    Stats,
}

/// A past mistake, its problem generated again from its key.
#[derive(Clone, Debug)]
pub struct ReviewItem {
    pub(crate) mistake: Mistake,
    pub problem: Option<Problem>,
    /// A lesson question's mistake: its lesson and question in words (`Enter` asks it again
    /// in its lesson).
    pub(crate) lesson: Option<LessonItem>,
}

/// The practice screens' state.
pub struct Drill {
    pub(crate) drills: Drills,
    pub sched: Rc<RefCell<Scheduler>>,
    /// The session's seed (problems are reproducible from it).
    pub(crate) seed: u64,
    /// Only this concept (`None`: all, due ones first).
    pub concept: Option<Concept>,
    pub screen: Screen,
    /// Problems drawn in this session.
    pub(crate) drawn: usize,
    /// Questions asked in this session (a due one is asked once).
    pub(crate) asked: HashSet<String>,
    /// Right and answered in this session.
    pub score: (usize, usize),
    pub current: Option<Current>,
    pub exam: Option<ExamRun>,
    pub review: Vec<ReviewItem>,
    pub(crate) review_cursor: usize,
    /// The review item's explanation is open.
    pub review_open: bool,
    pub(crate) stats_cursor: usize,
    /// Why no problem came out.
    pub(crate) error: Option<crate::drill::GenError>,
    /// Mock exams left with `Esc` and kept to be resumed.
    pub(crate) kept: Kept,
    /// The exam report's scroll, in lines.
    pub report_scroll: u16,
}

impl Drill {
    pub(crate) fn new(
        drills: Drills,
        sched: Rc<RefCell<Scheduler>>,
        seed: u64,
        kept: Kept,
    ) -> Drill {
        Drill {
            drills,
            sched,
            seed,
            concept: None,
            screen: Screen::Problem,
            drawn: 0,
            asked: HashSet::new(),
            score: (0, 0),
            current: None,
            exam: None,
            review: Vec::new(),
            review_cursor: 0,
            review_open: false,
            stats_cursor: 0,
            error: None,
            kept,
            report_scroll: 0,
        }
    }

    pub(crate) fn now(&self) -> u64 {
        self.sched.borrow().now()
    }

    /// An exam is running (not finished).
    pub fn exam_running(&self) -> bool {
        self.exam.as_ref().is_some_and(|e| e.report.is_none())
    }

    /// The running exam asks whether to keep it or discard it.
    pub(crate) fn leaving_exam(&self) -> bool {
        self.exam
            .as_ref()
            .is_some_and(|e| e.report.is_none() && e.leaving)
    }

    /// Keeps the running exam to be resumed (its clock stopped), and leaves it.
    fn keep_exam(&mut self) -> Transition {
        let now = self.now();
        if let Some(mut run) = self.exam.take() {
            run.leaving = false;
            run.exam.pause(now);
            let mut kept = self.kept.borrow_mut();
            kept.retain(|k| k.exam.level != run.exam.level);
            kept.push(run);
        }
        self.current = None;
        Transition::Start
    }

    /// Drops the running exam: its answers never count.
    fn discard_exam(&mut self) -> Transition {
        self.exam = None;
        self.current = None;
        Transition::Start
    }

    /// The next practice problem: a due question first (of the concept, not asked yet in this
    /// session), else a new one drawn from the session's seed.
    fn next_problem(&mut self) {
        self.error = None;
        let now = self.now();
        let due = self.sched.borrow().progress.due_questions(now);
        let concept = self.concept;
        let key = due.into_iter().find(|k| {
            !self.asked.contains(k)
                && k.split_once('#')
                    .and_then(|(t, _)| self.drills.template(t))
                    .is_some_and(|t| concept.is_none_or(|c| t.concept == c))
        });
        let generated = match key {
            Some(k) => {
                let (t, s) = k.split_once('#').unwrap_or((&k, "0"));
                self.drills.problem(t, s.parse().unwrap_or(0))
            }
            None => {
                let pool = self.drills.of_concept(concept);
                // A drawn question may already have been asked: draw again a few times.
                let mut r = self.drills.session_problem(&pool, self.seed, self.drawn);
                for _ in 0..8 {
                    match &r {
                        Ok(p) if self.asked.contains(&p.key()) => {
                            self.drawn += 1;
                            r = self.drills.session_problem(&pool, self.seed, self.drawn);
                        }
                        _ => break,
                    }
                }
                self.drawn += 1;
                r
            }
        };
        match generated {
            Ok(p) => {
                self.asked.insert(p.key());
                self.current = Some(Current::new(p));
            }
            Err(e) => {
                self.current = None;
                self.error = Some(e);
            }
        }
        self.screen = Screen::Problem;
    }

    /// Starts a practice session (of one concept, or due questions first).
    pub fn start_practice(&mut self, concept: Option<Concept>) {
        self.concept = concept;
        self.exam = None;
        self.asked.clear();
        self.score = (0, 0);
        self.next_problem();
    }

    /// Starts a mock exam of `level`, or resumes the one of that level kept for later (or left
    /// without a word, by `Tab`).
    pub(crate) fn start_exam(&mut self, level: Level) {
        self.error = None;
        let now = self.now();
        let running = self
            .exam
            .take()
            .filter(|r| r.report.is_none() && r.exam.level == level);
        let kept = {
            let mut kept = self.kept.borrow_mut();
            let at = kept.iter().position(|k| k.exam.level == level);
            at.map(|i| kept.remove(i))
        };
        if let Some(mut run) = running.or(kept) {
            run.exam.resume(now);
            run.leaving = false;
            self.current = run.exam.problems.get(run.index).cloned().map(Current::new);
            self.exam = Some(run);
            self.screen = Screen::Problem;
            return;
        }
        match Exam::new(&self.drills, level, EXAM_COUNT, self.seed, now) {
            Ok(exam) => {
                let first = exam.problems.first().cloned();
                self.exam = Some(ExamRun {
                    exam,
                    index: 0,
                    report: None,
                    expired: false,
                    leaving: false,
                });
                self.current = first.map(Current::new);
                self.screen = Screen::Problem;
            }
            Err(e) => {
                self.exam = None;
                self.current = None;
                self.error = Some(e);
                self.screen = Screen::Problem;
            }
        }
    }

    /// Ends the exam on its report; its answers go to the scheduler now, all together (an exam
    /// left and discarded never counts).
    fn finish_exam(&mut self, expired: bool) {
        let now = self.now();
        if let Some(run) = self.exam.as_mut() {
            run.exam.finish(now);
            run.report = Some(run.exam.report());
            run.expired = expired;
            run.leaving = false;
            let mut sched = self.sched.borrow_mut();
            for (p, (given, right)) in run
                .exam
                .problems
                .iter()
                .zip(run.exam.given.iter().zip(&run.exam.answers))
            {
                if let (Some((text, at)), Some(ok)) = (given, right) {
                    sched.record_at(p, *ok, &given_in_words(p, text), *at);
                }
            }
        }
        self.current = None;
        self.report_scroll = 0;
        self.screen = Screen::Report;
    }

    /// Opens the review list (its problems generated again from their keys).
    pub(crate) fn open_review(&mut self) {
        let mistakes: Vec<Mistake> = self
            .sched
            .borrow()
            .progress
            .mistakes
            .iter()
            .rev()
            .take(REVIEW_MAX)
            .cloned()
            .collect();
        self.review = mistakes
            .into_iter()
            .map(|m| {
                let problem = m
                    .question
                    .split_once('#')
                    .and_then(|(t, s)| s.parse().ok().and_then(|s| self.drills.problem(t, s).ok()));
                ReviewItem {
                    mistake: m,
                    problem,
                    lesson: None,
                }
            })
            .collect();
        self.review_cursor = 0;
        self.review_open = false;
        self.screen = Screen::Review;
    }

    /// Names the review list's lesson questions from the course (their keys are `lesson:ID`).
    pub(crate) fn label_lessons(&mut self, course: &crate::content::course::Course) {
        for item in &mut self.review {
            if let Some(id) = crate::drill::review::lesson_question(&item.mistake.question) {
                item.lesson = LessonItem::of(course, id);
            }
        }
    }

    pub(crate) fn open_stats(&mut self) {
        self.screen = Screen::Stats;
    }

    /// Submits the answer being formed.
    fn submit(&mut self) {
        let Some(cur) = self.current.as_mut() else {
            return;
        };
        if cur.feedback.is_some() {
            return;
        }
        let text = cur.answer_text();
        if cur.form() == FormKind::Text && text.trim().is_empty() {
            return;
        }
        let p = cur.problem.clone();
        if let Some(run) = self.exam.as_mut().filter(|r| r.report.is_none()) {
            let now = self.sched.borrow().now();
            // The answer counts once the exam ends (see finish_exam).
            if run.exam.answer(run.index, &text, now) == Outcome::TooLate {
                self.finish_exam(true);
                return;
            }
            run.index += 1;
            match run.exam.problems.get(run.index).cloned() {
                Some(next) => self.current = Some(Current::new(next)),
                None => self.finish_exam(false),
            }
            return;
        }
        let (correct, unreadable) = match p.check(&text) {
            Ok(ok) => (ok, None),
            Err(e) => (false, Some(e)),
        };
        self.sched
            .borrow_mut()
            .record(&p, correct, &given_in_words(&p, &text));
        self.score.1 += 1;
        if correct {
            self.score.0 += 1;
        }
        let misconceptions = if correct {
            Vec::new()
        } else {
            crate::drill::diagnosis::found(&p, &text)
        };
        cur.feedback = Some(Feedback {
            correct,
            given: text.trim().to_string(),
            unreadable,
            misconceptions,
        });
        cur.scroll = 0;
    }

    /// The given answer in words, in `lang` (for the feedback line).
    pub(crate) fn given_words(&self, lang: Lang) -> String {
        let Some(cur) = &self.current else {
            return String::new();
        };
        let Some(fb) = &cur.feedback else {
            return String::new();
        };
        let p = &cur.problem;
        match crate::drill::parse_answer(&fb.given, &p.form()) {
            Ok(a) => crate::drill::answer::show(&a, p.options(), lang),
            Err(_) => fb.given.clone(),
        }
    }

    /// A tick of the event loop: ends the exam when its time is up.
    pub(crate) fn tick(&mut self) {
        let now = self.now();
        if let Some(run) = &self.exam
            && run.report.is_none()
            && run.exam.remaining(now) == 0
        {
            self.finish_exam(true);
        }
    }
}

/// Plugs the drill engine in: the scheduler's file beside the progress file (`drills.json`),
/// the start screen's "due today" count, the practice entries. A damaged scheduler file is kept
/// aside and reported on the start screen.
pub fn install(sh: &mut Shared, drills: Drills, sched: Scheduler, seed: u64) -> Drill {
    if let Some(n) = &sched.notice {
        sh.notices.push(n.clone());
    }
    let sched = Rc::new(RefCell::new(sched));
    let kept: Kept = Rc::default();
    sh.practice = Some(Box::new(DueCount(sched.clone(), kept.clone())));
    Drill::new(drills, sched, seed, kept)
}

impl Drill {
    /// What the answers recorded ask the event loop to do: the schedule's save.
    pub(crate) fn take_asked(&self) -> Option<crate::ui::effect::Effect> {
        self.sched.borrow_mut().take_save()
    }

    /// How the schedule's save went.
    pub(crate) fn schedule_saved(&self, result: Result<(), crate::content::saved::SaveFailure>) {
        self.sched.borrow_mut().saved(result);
    }
}

impl Drill {
    /// Opens a practice screen (from the start screen).
    pub(crate) fn open(&mut self, what: PracticeOpen) {
        match what {
            PracticeOpen::Practice => self.start_practice(None),
            PracticeOpen::Exam(level) => self.start_exam(level),
            PracticeOpen::Review => self.open_review(),
            PracticeOpen::Stats => self.open_stats(),
        }
    }

    /// Leaving the practice screens: back to the start screen (a running exam asks first: see
    /// [`Drill::keep_exam`]).
    fn close(&mut self) -> Transition {
        self.exam = None;
        self.current = None;
        Transition::Start
    }

    /// The contexts of the practice screen, most specific first.
    pub(crate) fn contexts(&self) -> Vec<Ctx> {
        if self.screen == Screen::Problem && self.leaving_exam() {
            return vec![Ctx::PracticeLeave, Ctx::Global];
        }
        match self.screen {
            Screen::Report => vec![Ctx::PracticeReport, Ctx::Global],
            Screen::Review => vec![Ctx::PracticeReview, Ctx::Global],
            Screen::Stats => vec![Ctx::PracticeStats, Ctx::Global],
            Screen::Problem => match &self.current {
                None => vec![Ctx::PracticeReport, Ctx::Global],
                Some(c) if c.feedback.is_some() => vec![Ctx::PracticeFeedback, Ctx::Global],
                Some(c) => match c.form() {
                    FormKind::Text => vec![Ctx::PracticeText],
                    // On the "other" row of a list, letters are typed into it.
                    FormKind::Pick if c.on_other() => vec![
                        Ctx::PracticeText,
                        Ctx::PracticePick,
                        Ctx::PracticeList,
                        Ctx::Global,
                    ],
                    FormKind::Pick => vec![Ctx::PracticePick, Ctx::PracticeList, Ctx::Global],
                    FormKind::Order => {
                        vec![Ctx::PracticeOrder, Ctx::PracticeList, Ctx::Global]
                    }
                    FormKind::Layer => vec![Ctx::PracticeList, Ctx::Global],
                    FormKind::Play => vec![Ctx::PracticePlay, Ctx::PracticeList, Ctx::Global],
                },
            },
        }
    }

    /// The practice screens' action of a key press, if any: a character typed goes into the
    /// answer field when one has focus.
    pub(crate) fn handle_key(&self, key: &KeyEvent) -> Option<Action> {
        let contexts = self.contexts();
        if contexts.first() == Some(&Ctx::PracticeText)
            && let Some(c) = key_table::typed_char(key)
        {
            return Some(Action::Type(c));
        }
        key_table::action_in(KEYS, &contexts, key)
    }

    /// How long the event loop may block: a second while an exam runs (its countdown), else
    /// forever.
    pub(crate) fn tick_delay(&self) -> Option<std::time::Duration> {
        self.exam_running()
            .then(|| std::time::Duration::from_secs(1))
    }
}

/// The practice screens' actions.
pub(crate) fn update(d: &mut Drill, action: Action) -> Transition {
    if action == Action::Tick {
        d.tick();
        return Transition::Stay;
    }
    // Leaving a running exam: keep it for later, discard it, or go back to it.
    if d.screen == Screen::Problem && d.leaving_exam() {
        match action {
            Action::Enter => return d.keep_exam(),
            Action::Discard => return d.discard_exam(),
            Action::Back => {
                if let Some(run) = d.exam.as_mut() {
                    run.leaving = false;
                }
            }
            _ => {}
        }
        return Transition::Stay;
    }
    if action == Action::Back {
        match d.screen {
            Screen::Problem
                if d.current.as_ref().is_some_and(|c| {
                    (c.form() == FormKind::Text || c.on_other())
                        && c.feedback.is_none()
                        && !c.input.is_empty()
                }) =>
            {
                // Esc in a text field cancels what was typed; once more, it leaves.
                if let Some(c) = d.current.as_mut() {
                    c.input.clear();
                }
            }
            Screen::Review if d.review_open => d.review_open = false,
            Screen::Problem if d.exam_running() => {
                if let Some(run) = d.exam.as_mut() {
                    run.leaving = true;
                }
            }
            _ => return d.close(),
        }
        return Transition::Stay;
    }
    match d.screen {
        Screen::Report => match action {
            Action::Enter => return d.close(),
            Action::Up => d.report_scroll = d.report_scroll.saturating_sub(1),
            Action::Down => d.report_scroll = d.report_scroll.saturating_add(1).min(500),
            _ => {}
        },
        Screen::Review => {
            let n = d.review.len();
            match action {
                Action::Up => {
                    d.review_cursor = d.review_cursor.saturating_sub(1);
                }
                Action::Down => {
                    d.review_cursor = (d.review_cursor + 1).min(n.saturating_sub(1));
                }
                // A lesson question is asked again in its lesson.
                Action::Enter => match d.review.get(d.review_cursor) {
                    Some(ReviewItem {
                        lesson: Some(l), ..
                    }) => return Transition::AskQuestion(l.id.clone()),
                    _ => d.review_open = !d.review_open && n > 0,
                },
                _ => {}
            }
        }
        Screen::Stats => {
            let n = Concept::ALL.len();
            match action {
                Action::Up => d.stats_cursor = d.stats_cursor.saturating_sub(1),
                Action::Down => d.stats_cursor = (d.stats_cursor + 1).min(n - 1),
                // A concept the lessons alone ask about has no problems to practise.
                Action::Enter => {
                    let c = Concept::ALL[d.stats_cursor.min(n - 1)];
                    if Concept::DRILLED.contains(&c) {
                        d.start_practice(Some(c));
                    }
                }
                _ => {}
            }
        }
        Screen::Problem => {
            let Some(cur) = d.current.as_mut() else {
                if action == Action::Enter {
                    return d.close();
                }
                return Transition::Stay;
            };
            if cur.feedback.is_some() {
                match action {
                    Action::Enter => d.next_problem(),
                    Action::Up => cur.scroll = cur.scroll.saturating_sub(1),
                    Action::Down => cur.scroll = cur.scroll.saturating_add(1).min(200),
                    _ => {}
                }
                return Transition::Stay;
            }
            let rows = cur.rows();
            match action {
                Action::Type(c)
                    if cur.form() == FormKind::Text
                        && cur.input.chars().count() < 40
                        && !c.is_control() =>
                {
                    cur.input.push(c)
                }
                Action::Type(c)
                    if cur.on_other()
                        && cur.input.chars().count() < crate::drill::answer::MAX_OTHER
                        && !c.is_control() =>
                {
                    cur.input.push(c)
                }
                Action::Erase if cur.form() == FormKind::Text || cur.on_other() => {
                    cur.input.pop();
                }
                // A typed answer has no list: the arrows scroll the board.
                Action::Up if rows == 0 => cur.scroll = cur.scroll.saturating_sub(1),
                Action::Down if rows == 0 => cur.scroll = cur.scroll.saturating_add(1).min(200),
                Action::Up if rows > 0 => cur.cursor = (cur.cursor + rows - 1) % rows,
                Action::Down if rows > 0 => cur.cursor = (cur.cursor + 1) % rows,
                Action::Toggle if cur.form() == FormKind::Pick => {
                    if let Some(b) = cur.picked.get_mut(cur.cursor) {
                        *b = !*b;
                    }
                }
                Action::Toggle if cur.form() == FormKind::Order => {
                    if let Some(&i) = cur.order.get(cur.cursor)
                        && let Some(b) = cur.skipped.get_mut(i)
                    {
                        *b = !*b;
                    }
                }
                Action::Earlier if cur.form() == FormKind::Order && cur.cursor > 0 => {
                    cur.order.swap(cur.cursor, cur.cursor - 1);
                    cur.cursor -= 1;
                }
                Action::Later
                    if cur.form() == FormKind::Order && cur.cursor + 1 < cur.order.len() =>
                {
                    cur.order.swap(cur.cursor, cur.cursor + 1);
                    cur.cursor += 1;
                }
                Action::Undo if cur.form() == FormKind::Play => {
                    if let Some(p) = cur.play.as_mut() {
                        p.undo();
                    }
                    cur.cursor = 0;
                }
                Action::Enter if cur.form() == FormKind::Play => {
                    // One decision. Once the phase is over, practice shows the feedback beside
                    // the phase as played and waits; an exam waits for Enter to hand it in
                    // (u takes the last decision back).
                    let Some(p) = cur.play.as_mut() else {
                        return Transition::Stay;
                    };
                    if p.is_over() {
                        d.submit();
                        return Transition::Stay;
                    }
                    if let Some(dec) = p.legal_choices().get(cur.cursor).cloned() {
                        // A legal choice cannot be refused.
                        let _ = p.choose(dec);
                    }
                    cur.cursor = 0;
                    if p.is_over() && d.exam.is_none() {
                        d.submit();
                    }
                }
                Action::Enter => d.submit(),
                _ => {}
            }
        }
    }
    Transition::Stay
}
