//! The lessons: the index, a lesson's pages, and answering the page's questions. From a page,
//! `o` and `p` ask for the page's boards and procedures in the sandboxes beside it.

pub mod view;

use std::collections::HashMap;

use crate::content::lesson::{Block, Lesson, Page, Question, QuestionKind};
use crate::i18n::Lang;
use crate::rules::layer::Layer;
use crate::ui::action::Action;
use crate::ui::keys::Ctx;
use crate::ui::shared::{Board, Given, Shared, Status, Transition};

/// The layers a "which layer?" question offers, in order.
pub(crate) const LAYER_CHOICES: [Layer; 13] = Layer::ALL;

/// A question being answered on the current page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answering {
    /// Its index among the page's questions.
    pub question: usize,
    pub cursor: usize,
    /// Order questions: the items picked so far.
    pub order: Vec<usize>,
}

/// Which part of the lessons shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The lesson index.
    Index,
    /// A page of the selected lesson.
    Page,
    /// A question of the page being answered.
    Answering(Answering),
}

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
    pub try_next: usize,
    /// Which phase procedure of the page `p` opens next.
    pub proc_next: usize,
    pub answering: Option<Answering>,
    /// Boards of the lessons, by scenario file name.
    pub boards: HashMap<String, Result<Board, String>>,
    /// Phase procedures' trace lines, by scenario file name and language.
    pub procedures: HashMap<(String, Lang), Result<String, String>>,
}

impl Lessons {
    pub fn lesson<'a>(&self, sh: &'a Shared) -> Option<&'a Lesson> {
        sh.course.lessons.get(self.selected).map(|l| &l.lesson)
    }

    /// Which part shows.
    pub fn part(&self) -> Part {
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
    pub fn page_questions<'a>(&self, sh: &'a Shared) -> Vec<&'a Question> {
        self.page_ref(sh)
            .map(|p| {
                p.blocks
                    .iter()
                    .filter_map(|b| match b {
                        Block::Question(q) => Some(q),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
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

    /// Whether `q` is answered right (`None`: not answered, or a computed question).
    pub fn is_correct(q: &Question, given: &Given) -> Option<bool> {
        match (&q.kind, given) {
            (QuestionKind::Choice { answer, .. }, Given::Choice(c)) => Some(answer == c),
            (QuestionKind::Order { answer, .. }, Given::Order(o)) => Some(answer == o),
            (QuestionKind::Layer { answer }, Given::Layer(l)) => {
                Some(Layer::parse(answer) == Some(*l))
            }
            _ => None,
        }
    }

    /// Loads the boards and procedures the open page shows (so drawing computes nothing).
    fn prepare_page(&mut self, sh: &Shared) {
        let Some(page) = self.page_ref(sh) else {
            return;
        };
        let mut boards = Vec::new();
        let mut procs = Vec::new();
        for block in &page.blocks {
            match block {
                Block::TryIt { scenario, .. } => boards.push(scenario.clone()),
                Block::Question(Question {
                    kind: QuestionKind::Compute { scenario, .. },
                    ..
                }) => boards.push(scenario.clone()),
                Block::Procedure { scenario, .. } => procs.push(scenario.clone()),
                _ => {}
            }
        }
        for name in boards {
            self.boards.entry(name).or_insert_with_key(|name| {
                sh.course
                    .board(name)
                    .map(|(loaded, sol)| Board { loaded, sol })
                    .map_err(|e| e.render(sh.lang))
            });
        }
        for name in procs {
            for lang in Lang::ALL {
                self.procedures
                    .entry((name.clone(), lang))
                    .or_insert_with(|| {
                        sh.course
                            .procedure(&name, lang)
                            .map(|o| o.trace_line())
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
        self.prepare_page(sh);
    }

    fn page_count(&self, sh: &Shared) -> usize {
        self.lesson(sh).map_or(0, |l| l.pages.len())
    }

    /// Opens lesson `lesson` at page `page` (clamped to its pages).
    pub fn open(&mut self, sh: &mut Shared, lesson: usize, page: usize) {
        self.selected = lesson;
        let _ = apply(self, sh, Action::OpenLesson);
        for _ in 0..page {
            let _ = apply(self, sh, Action::NextPage);
        }
    }

    /// The number of options the question being answered offers.
    fn option_count(q: &Question) -> usize {
        match &q.kind {
            QuestionKind::Choice { choices, .. } => choices.len(),
            QuestionKind::Order { items, .. } => items.len(),
            QuestionKind::Layer { .. } => LAYER_CHOICES.len(),
            QuestionKind::Compute { .. } => 1,
        }
    }

    fn start_answer(&mut self, sh: &mut Shared) {
        let qs = self.page_questions(sh);
        let Some(k) = qs.iter().position(|q| !sh.answers.contains_key(&q.id)) else {
            return;
        };
        let q = qs[k];
        if matches!(q.kind, QuestionKind::Compute { .. }) {
            let id = q.id.clone();
            sh.answers.insert(id, Given::Shown);
        } else {
            self.answering = Some(Answering {
                question: k,
                cursor: 0,
                order: Vec::new(),
            });
        }
        let anchors = view::question_anchors(sh, self);
        if let Some(line) = anchors.get(k) {
            let line = (*line).min(u16::MAX as usize) as u16;
            self.scroll = line.min(max_scroll(sh, self));
        }
    }

    fn move_cursor(&mut self, sh: &Shared, down: bool) {
        let Some(a) = &self.answering else { return };
        let Some(q) = self.page_questions(sh).get(a.question).copied() else {
            return;
        };
        let n = Self::option_count(q).max(1);
        let a = self.answering.as_mut().expect("answering");
        a.cursor = if down {
            (a.cursor + 1) % n
        } else {
            (a.cursor + n - 1) % n
        };
    }

    fn choose(&mut self, sh: &mut Shared) {
        let Some(a) = self.answering.clone() else {
            return;
        };
        let Some(q) = self.page_questions(sh).get(a.question).copied() else {
            self.answering = None;
            return;
        };
        let id = q.id.clone();
        let given = match &q.kind {
            QuestionKind::Choice { .. } => Some(Given::Choice(a.cursor)),
            QuestionKind::Layer { .. } => Some(Given::Layer(LAYER_CHOICES[a.cursor])),
            QuestionKind::Compute { .. } => Some(Given::Shown),
            QuestionKind::Order { items, .. } => {
                let n = items.len();
                let st = self.answering.as_mut().expect("answering");
                if !st.order.contains(&st.cursor) {
                    st.order.push(st.cursor);
                }
                if st.order.len() >= n {
                    Some(Given::Order(st.order.clone()))
                } else {
                    // Move to the next item not picked yet.
                    if let Some(next) = (0..n).find(|i| !st.order.contains(i)) {
                        st.cursor = next;
                    }
                    None
                }
            }
        };
        if let Some(g) = given {
            sh.answers.insert(id, g);
            self.answering = None;
        }
    }

    /// The contexts whose keys are active, most specific first.
    pub fn contexts(&self) -> Vec<Ctx> {
        let part = match self.part() {
            Part::Answering(_) => Ctx::Answering,
            Part::Page => Ctx::Reading,
            Part::Index => Ctx::Index,
        };
        vec![part, Ctx::Global]
    }

    /// The page keeps its scroll position where it still can on a new screen size.
    pub(crate) fn resized(&mut self, sh: &Shared) {
        self.scroll = self.scroll.min(max_scroll(sh, self));
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
        Action::Answer => l
            .page_questions(sh)
            .iter()
            .any(|q| !sh.answers.contains_key(&q.id)),
        Action::NextPage => l.lesson(sh).is_some_and(|ls| l.page + 1 < ls.pages.len()),
        Action::PrevPage => l.page > 0,
        _ => true,
    }
}

/// The lessons' actions.
pub fn apply(l: &mut Lessons, sh: &mut Shared, action: Action) -> Transition {
    let lessons = sh.course.lessons.len();
    match action {
        Action::SelectPrev => l.selected = l.selected.saturating_sub(1),
        Action::SelectNext if l.selected + 1 < lessons => l.selected += 1,
        Action::OpenLesson if l.selected < lessons && l.page_count(sh) > 0 => {
            l.reading = true;
            sh.seen.insert(l.selected);
            l.open_page(sh, 0);
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
            l.scroll = match action {
                Action::ScrollUp => at.saturating_sub(1),
                Action::ScrollDown => at.saturating_add(1).min(max),
                Action::PageUp => at.saturating_sub(page),
                _ => at.saturating_add(page).min(max),
            };
        }
        Action::Answer => l.start_answer(sh),
        Action::AnswerPrev => l.move_cursor(sh, false),
        Action::AnswerNext => l.move_cursor(sh, true),
        Action::AnswerChoose => l.choose(sh),
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
            match l.boards.get(&name) {
                Some(Ok(b)) => {
                    if boards.len() > 1 {
                        sh.status = Some(Status::Opened {
                            n: k + 1,
                            count: boards.len(),
                        });
                    }
                    return Transition::Board {
                        name,
                        board: Box::new(b.clone()),
                        step,
                    };
                }
                _ => sh.status = Some(Status::BoardBroken { file: name }),
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
pub fn wheel(l: &Lessons, up: bool) -> Action {
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
