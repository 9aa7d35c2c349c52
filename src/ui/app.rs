//! The application state, the actions, and `update`: everything the keys do, without drawing.

use std::collections::{HashMap, HashSet};

use ratatui::crossterm::event::KeyEvent;

use super::keys::{self, Ctx};
use super::page::Status;
use super::theme::ThemeKind;
use crate::content::course::Course;
use crate::content::lesson::{Block, Lesson, Page, Question, QuestionKind};
use crate::content::scenario::Loaded;
use crate::i18n::{Lang, tr};
use crate::phase::procedure::Procedure;
use crate::phase::scenario::Scenario;
use crate::rules::layer::Layer;
use crate::rules::solve::Solution;
use crate::rules::trace::{State, Step};

/// The two panes (side by side when wide, tabs when narrow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Lessons,
    /// The layer sandbox.
    Sandbox,
    /// The phase sandbox.
    Phase,
}

/// Everything a key can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    ToggleHelp,
    CloseHelp,
    SwitchPane,
    ToggleLang,
    CycleTheme,
    SelectPrev,
    SelectNext,
    OpenLesson,
    BackToIndex,
    NextPage,
    PrevPage,
    ScrollUp,
    ScrollDown,
    PageUp,
    PageDown,
    Answer,
    AnswerPrev,
    AnswerNext,
    AnswerChoose,
    AnswerCancel,
    OpenBoard,
    StepNext,
    StepPrev,
    LayerNext,
    LayerPrev,
    StepStart,
    StepEnd,
    OpenProcedure,
    PhasePrev,
    PhaseNext,
    PhaseChoose,
    PhaseUndo,
    PhaseRestart,
    ObjectPrev,
    ObjectNext,
    ToggleAutoplay,
    Faster,
    Slower,
    /// Autoplay's clock: one step forward (sent by the event loop, bound to no key).
    Tick,
    // The start screen (src/ui/start.rs).
    StartPrev,
    StartNext,
    StartChoose,
    StartClose,
    ShowStart,
    // The chain builder (src/ui/chain_builder.rs).
    ChainOpen,
    ChainClose,
    ChainPrev,
    ChainNext,
    ChainAddA,
    ChainAddP,
    ChainToggleMandatory,
    ChainToggleActivate,
    ChainEarlier,
    ChainLater,
    ChainRemove,
    ChainRules,
    /// Editing the layer sandbox's board (see `ui::edit`).
    Edit(super::edit::EditAction),
    // Exam practice (src/ui/practice/).
    /// A character typed into the answer field.
    PracticeType(char),
    PracticeErase,
    PracticeUp,
    PracticeDown,
    PracticeToggle,
    PracticeEarlier,
    PracticeLater,
    PracticeEnter,
    PracticeBack,
    PracticeUndo,
}

/// Autoplay delays, in milliseconds (`+` and `-` move through them).
pub const DELAYS: [u64; 6] = [250, 500, 800, 1200, 2000, 3000];

/// The phase sandbox: the procedure state machine, driven by the user for either player.
#[derive(Clone, Debug)]
pub struct PhaseBox {
    /// The scenario's file name.
    pub name: String,
    /// The procedure, or why there is none (a chain scenario, a load error).
    pub procedure: Result<Procedure, String>,
    /// The legal choice selected.
    pub cursor: usize,
}

/// A scenario played out and solved.
#[derive(Clone, Debug)]
pub struct Board {
    pub loaded: Loaded,
    pub sol: Solution,
}

/// The layer sandbox: a board and a position in its trace.
#[derive(Clone, Debug)]
pub struct Sandbox {
    /// The scenario's file name.
    pub name: String,
    pub board: Board,
    /// How many steps are applied (0: before any step).
    pub pos: usize,
    /// The state after `pos` steps.
    pub state: State,
    /// The selected row of the board (among the permanents on the battlefield).
    pub selected: usize,
}

impl Sandbox {
    pub fn new(name: &str, board: Board, step: usize) -> Sandbox {
        let pos = step.min(board.sol.trace.steps.len());
        let state = board.sol.trace.replay(pos);
        Sandbox {
            name: name.to_string(),
            board,
            pos,
            state,
            selected: 0,
        }
    }

    /// The objects on the battlefield, in board order.
    pub fn permanents(&self) -> Vec<usize> {
        let objects = &self.board.loaded.game.objects;
        (0..objects.len())
            .filter(|&i| objects[i].zone == crate::rules::object::Zone::Battlefield)
            .collect()
    }

    pub fn steps(&self) -> &[Step] {
        &self.board.sol.trace.steps
    }

    /// The step applied last (the one shown).
    pub fn current(&self) -> Option<&Step> {
        self.pos.checked_sub(1).map(|i| &self.steps()[i])
    }

    pub fn forward(&mut self) -> bool {
        if self.pos >= self.steps().len() {
            return false;
        }
        let step = self.board.sol.trace.steps[self.pos].clone();
        self.state.apply(&step);
        self.pos += 1;
        true
    }

    pub fn back(&mut self) -> bool {
        if self.pos == 0 {
            return false;
        }
        self.pos -= 1;
        let step = self.board.sol.trace.steps[self.pos].clone();
        self.state.unapply(&step);
        true
    }

    fn layer_at(&self, pos: usize) -> Option<Layer> {
        pos.checked_sub(1).map(|i| self.steps()[i].layer)
    }

    /// To the first step of the next layer (or the end).
    pub fn next_layer(&mut self) {
        let cur = self.layer_at(self.pos);
        while self.forward() {
            if self.layer_at(self.pos) != cur {
                break;
            }
        }
    }

    /// To the first step of the previous layer (or the start).
    pub fn prev_layer(&mut self) {
        let cur = self.layer_at(self.pos);
        while self.pos > 0 && self.layer_at(self.pos) == cur {
            self.back();
        }
        let prev = self.layer_at(self.pos);
        while self.pos > 1 && self.layer_at(self.pos - 1) == prev {
            self.back();
        }
    }

    pub fn to_start(&mut self) {
        while self.back() {}
    }

    pub fn to_end(&mut self) {
        while self.forward() {}
    }
}

/// How a question was answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Given {
    Choice(usize),
    Order(Vec<usize>),
    Layer(Layer),
    /// A computed question: the engine's answer was shown.
    Shown,
}

/// A question being answered on the current page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answering {
    /// Its index among the page's questions.
    pub question: usize,
    pub cursor: usize,
    /// Order questions: the items picked so far.
    pub order: Vec<usize>,
}

/// The whole state of the TUI.
pub struct App {
    pub course: Course,
    /// Problems found loading the course.
    pub problems: usize,
    pub lang: Lang,
    pub theme: ThemeKind,
    pub focus: Pane,
    /// The lesson selected in the index.
    pub selected: usize,
    /// A lesson is open (else the index shows).
    pub reading: bool,
    pub page: usize,
    pub scroll: u16,
    /// Which "try it" board of the page `o` opens next.
    pub try_next: usize,
    pub answering: Option<Answering>,
    /// Answers by question id.
    pub answers: HashMap<String, Given>,
    /// Lessons opened.
    pub seen: HashSet<usize>,
    /// Boards of the lessons, by scenario file name.
    pub boards: HashMap<String, Result<Board, String>>,
    /// Phase procedures' trace lines, by scenario file name and language.
    pub procedures: HashMap<(String, Lang), Result<String, String>>,
    pub sandbox: Option<Sandbox>,
    pub phase: Option<PhaseBox>,
    /// Which sandbox the right pane shows (`Sandbox` or `Phase`).
    pub right: Pane,
    pub help: bool,
    pub quit: bool,
    /// The sandbox steps on its own every `DELAYS[delay]` milliseconds.
    pub autoplay: bool,
    pub delay: usize,
    /// Where progress is saved (`None`: not saved).
    pub progress_path: Option<std::path::PathBuf>,
    /// Progress is not saved this session: its file is left alone (from a newer layerlab,
    /// unreadable, damaged and stuck, or refused by a save); a notice or the footer said why.
    pub progress_off: bool,
    /// Problems found reading the saved files (progress, practice), shown on the start screen
    /// and beside the lesson index.
    pub notices: Vec<super::progress::Notice>,
    // The app shell (start screen, settings, present mode, chain builder).
    /// The start screen, shown over everything while `Some`.
    pub start: Option<super::start::Start>,
    /// Where practice counts come from (`layerlab drill`); `None` until one is plugged in.
    pub practice: Option<Box<dyn super::start::Practice>>,
    /// The language and theme the reader chose in the app (saved with the progress).
    pub chosen_lang: Option<Lang>,
    pub chosen_theme: Option<ThemeKind>,
    /// `--present`: one large pane and a big header, for a projector.
    pub present: bool,
    /// The chain builder, shown in the phase pane while `chain_open`.
    pub chain: Option<super::chain_builder::ChainBuilder>,
    pub chain_open: bool,
    /// The lesson and page read last (what the start screen's "continue" opens).
    pub last_read: Option<(usize, usize)>,
    /// Editing the sandbox's board: overlays, undo/redo, the last edit's message.
    pub edit: super::edit::EditState,
    /// Exam practice (the drill engine), when plugged in; its screens show while `shown`.
    pub drill: Option<super::practice::Drill>,
    // Lesson-pane polish (src/ui/page.rs).
    /// The terminal's size in cells, as the event loop last saw it (page wrapping and scrolling
    /// are measured on it).
    pub screen: (u16, u16),
    /// Which phase procedure of the page `p` opens next.
    pub proc_next: usize,
    /// A short message for the footer, cleared by the next key.
    pub status: Option<super::page::Status>,
}

/// The layers a "which layer?" question offers, in order.
pub const LAYER_CHOICES: [Layer; 13] = Layer::ALL;

impl App {
    pub fn new(course: Course, problems: usize, lang: Lang, theme: ThemeKind) -> App {
        App {
            course,
            problems,
            lang,
            theme,
            focus: Pane::Lessons,
            selected: 0,
            reading: false,
            page: 0,
            scroll: 0,
            try_next: 0,
            answering: None,
            answers: HashMap::new(),
            seen: HashSet::new(),
            boards: HashMap::new(),
            procedures: HashMap::new(),
            sandbox: None,
            phase: None,
            right: Pane::Sandbox,
            help: false,
            quit: false,
            autoplay: false,
            delay: 2,
            progress_path: None,
            progress_off: false,
            notices: Vec::new(),
            start: None,
            practice: None,
            chosen_lang: None,
            chosen_theme: None,
            present: false,
            chain: None,
            chain_open: false,
            last_read: None,
            edit: super::edit::EditState::default(),
            drill: None,
            screen: (80, 24),
            proc_next: 0,
            status: None,
        }
    }

    /// Uses a progress file: loads it (a problem is reported in `notices`) and saves to it
    /// after every answer and page change (unless the file must be left alone).
    pub fn with_progress(self, path: std::path::PathBuf) -> App {
        let (p, problem) = super::progress::load(&path);
        self.with_loaded_progress(path, &p, problem)
    }

    /// Like [`App::with_progress`], with the file already read by [`super::progress::load`].
    pub fn with_loaded_progress(
        mut self,
        path: std::path::PathBuf,
        p: &super::progress::Progress,
        problem: Option<super::progress::Notice>,
    ) -> App {
        if let Some(n) = problem {
            self.progress_off |= n.saving_off;
            self.notices.push(n);
        }
        self.restore(p);
        self.progress_path = Some(path);
        self
    }

    /// Takes in saved progress (ids no longer in the course are ignored).
    pub fn restore(&mut self, p: &super::progress::Progress) {
        use super::progress::Saved;
        self.chosen_lang = p.lang;
        self.chosen_theme = p.theme;
        for (i, lf) in self.course.lessons.iter().enumerate() {
            if p.seen.contains(&lf.lesson.id) {
                self.seen.insert(i);
            }
            if p.last_lesson.as_deref() == Some(lf.lesson.id.as_str()) {
                self.selected = i;
            }
        }
        for (id, s) in &p.answers {
            let g = match s {
                Saved::Choice(c) => Given::Choice(*c),
                Saved::Order(o) => Given::Order(o.clone()),
                Saved::Layer(l) => match Layer::parse(l) {
                    Some(l) => Given::Layer(l),
                    None => continue,
                },
                Saved::Shown => Given::Shown,
            };
            self.answers.insert(id.clone(), g);
        }
    }

    /// The progress to save.
    pub fn progress(&self) -> super::progress::Progress {
        use super::progress::{Progress, Saved};
        let lessons = &self.course.lessons;
        Progress {
            format_version: super::progress::FORMAT_VERSION,
            seen: self
                .seen
                .iter()
                .filter_map(|&i| lessons.get(i).map(|l| l.lesson.id.clone()))
                .collect(),
            answers: self
                .answers
                .iter()
                .map(|(id, g)| {
                    let s = match g {
                        Given::Choice(c) => Saved::Choice(*c),
                        Given::Order(o) => Saved::Order(o.clone()),
                        Given::Layer(l) => Saved::Layer(l.label().to_string()),
                        Given::Shown => Saved::Shown,
                    };
                    (id.clone(), s)
                })
                .collect(),
            last_lesson: lessons.get(self.selected).map(|l| l.lesson.id.clone()),
            last_page: self.page,
            lang: self.chosen_lang,
            theme: self.chosen_theme,
        }
    }

    /// Saves the progress; a failure is told in the footer of the screen in use. A file the
    /// save had to leave alone is not tried again this session (told once).
    fn save_progress(&mut self) {
        if self.progress_off {
            return;
        }
        if let Some(path) = &self.progress_path
            && let Err(e) = super::progress::save(path, &self.progress())
        {
            let failure = crate::content::saved::SaveFailure::new(path, &e);
            self.progress_off = failure.refused.is_some();
            self.status = Some(Status::SaveFailed {
                id: "ui-progress-save-failed",
                failure,
            });
        }
    }

    /// The terminal now has `width` × `height` cells (the event loop calls this before drawing
    /// and on a resize). The page keeps its scroll position where it still can.
    pub fn resize(&mut self, width: u16, height: u16) {
        if self.screen != (width, height) {
            self.screen = (width, height);
            self.scroll = self.scroll.min(max_scroll(self));
        }
    }

    /// How long the event loop waits before the next autoplay step (`None`: no autoplay, block
    /// on the next event).
    pub fn tick(&self) -> Option<std::time::Duration> {
        let auto = self
            .autoplay
            .then(|| std::time::Duration::from_millis(DELAYS[self.delay]));
        // A running mock exam's countdown.
        match (auto, super::practice::tick_delay(self)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    pub fn open_board(&mut self, name: &str, board: Board, step: usize) {
        self.sandbox = Some(Sandbox::new(name, board, step));
        self.edit = super::edit::EditState::default();
        self.focus = Pane::Sandbox;
        self.right = Pane::Sandbox;
    }

    /// Opens a phase scenario of the course (`lessons/scenarios/NAME`) in the phase sandbox.
    pub fn open_procedure(&mut self, name: &str) {
        let rel = format!("{}{name}", crate::content::course::SCENARIOS);
        let path = self.course.source.display(&rel);
        self.chain_open = false;
        let procedure = match self.course.source.get(&rel) {
            None => Err(format!("{}: no such scenario file", path.display())),
            Some(text) => match crate::content::phase_file::parse(&path, text, self.lang) {
                Err(e) => Err(e.to_string()),
                Ok(Scenario::Phase(sc)) => Procedure::from_scenario(&sc)
                    .map_err(|e| crate::words::phase::errors::setup_message(&e, self.lang)),
                Ok(Scenario::Chain(sc)) => {
                    // A chain scenario opens in the chain builder, over the phase sandbox.
                    self.chain = Some(super::chain_builder::ChainBuilder::from_scenario(name, &sc));
                    self.chain_open = true;
                    Err(tr(self.lang, "ui-phase-chain", &[]))
                }
            },
        };
        self.phase = Some(PhaseBox {
            name: name.to_string(),
            procedure,
            cursor: 0,
        });
        self.focus = Pane::Phase;
        self.right = Pane::Phase;
    }

    /// The contexts whose keys are active, most specific first.
    pub fn contexts(&self) -> Vec<Ctx> {
        if self.help {
            return vec![Ctx::Help];
        }
        self.screen_contexts()
    }

    /// The contexts of the screen under the help.
    pub fn screen_contexts(&self) -> Vec<Ctx> {
        if self.start.is_some() {
            return vec![Ctx::Start, Ctx::Global];
        }
        if let Some(ctxs) = super::practice::contexts(self) {
            return ctxs;
        }
        if self.focus == Pane::Phase && self.chain_open && self.chain.is_some() {
            return vec![Ctx::Chain, Ctx::Global];
        }
        if let Some(c) = super::edit::contexts(self) {
            return c;
        }
        let pane = match self.focus {
            Pane::Sandbox => Ctx::Sandbox,
            Pane::Phase => Ctx::Phase,
            Pane::Lessons if self.answering.is_some() => Ctx::Answering,
            Pane::Lessons if self.reading => Ctx::Reading,
            Pane::Lessons => Ctx::Index,
        };
        vec![pane, Ctx::Global]
    }

    /// What the mouse wheel does here (up or down).
    pub fn wheel(&self, up: bool) -> Option<Action> {
        let ctx = self.contexts()[0];
        Some(match (ctx, up) {
            (Ctx::Index, true) => Action::SelectPrev,
            (Ctx::Index, false) => Action::SelectNext,
            (Ctx::Reading, true) => Action::ScrollUp,
            (Ctx::Reading, false) => Action::ScrollDown,
            (Ctx::Answering, true) => Action::AnswerPrev,
            (Ctx::Answering, false) => Action::AnswerNext,
            (Ctx::Sandbox, true) => Action::StepPrev,
            (Ctx::Sandbox, false) => Action::StepNext,
            (Ctx::Phase, true) => Action::PhasePrev,
            (Ctx::Phase, false) => Action::PhaseNext,
            (Ctx::Start, true) => Action::StartPrev,
            (Ctx::Start, false) => Action::StartNext,
            (Ctx::Chain, true) => Action::ChainPrev,
            (Ctx::Chain, false) => Action::ChainNext,
            (Ctx::Edit | Ctx::EditActions | Ctx::EditDeps, true) => {
                Action::Edit(super::edit::EditAction::Prev)
            }
            (Ctx::Edit | Ctx::EditActions | Ctx::EditDeps, false) => {
                Action::Edit(super::edit::EditAction::Next)
            }
            _ => return None,
        })
    }

    /// The action of a key press here, if any.
    pub fn action_for(&self, key: &KeyEvent) -> Option<Action> {
        // The sandbox's text fields type letters, unless a practice screen is over them.
        if super::practice::contexts(self).is_none()
            && let Some(a) = super::edit::typed(self, key)
        {
            return Some(a);
        }
        keys::action_for(&self.contexts(), key)
    }

    pub fn lesson(&self) -> Option<&Lesson> {
        self.course.lessons.get(self.selected).map(|l| &l.lesson)
    }

    /// The open page.
    pub fn page_ref(&self) -> Option<&Page> {
        if !self.reading {
            return None;
        }
        self.lesson().and_then(|l| l.pages.get(self.page))
    }

    /// The questions of the open page, in order.
    pub fn page_questions(&self) -> Vec<&Question> {
        self.page_ref()
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
    pub fn page_boards(&self) -> Vec<(String, usize)> {
        self.page_ref()
            .map(|p| {
                p.blocks
                    .iter()
                    .filter_map(|b| match b {
                        Block::TryIt { scenario, step, .. } => Some((scenario.clone(), *step)),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The procedures of the open page.
    pub fn page_procedures(&self) -> Vec<String> {
        self.page_ref()
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
    fn prepare_page(&mut self) {
        let Some(page) = self.page_ref() else {
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
            if !self.boards.contains_key(&name) {
                let b = self
                    .course
                    .board(&name)
                    .map(|(loaded, sol)| Board { loaded, sol })
                    .map_err(|e| e.to_string());
                self.boards.insert(name, b);
            }
        }
        for name in procs {
            for lang in Lang::ALL {
                let key = (name.clone(), lang);
                if !self.procedures.contains_key(&key) {
                    let r = self
                        .course
                        .procedure(&name, lang)
                        .map(|o| o.trace_line())
                        .map_err(|e| e.to_string());
                    self.procedures.insert(key, r);
                }
            }
        }
    }

    fn open_page(&mut self, page: usize) {
        self.page = page;
        self.scroll = 0;
        self.try_next = 0;
        self.proc_next = 0;
        self.answering = None;
        self.prepare_page();
    }

    fn page_count(&self) -> usize {
        self.lesson().map_or(0, |l| l.pages.len())
    }

    /// The number of options the question being answered offers.
    fn option_count(&self, q: &Question) -> usize {
        match &q.kind {
            QuestionKind::Choice { choices, .. } => choices.len(),
            QuestionKind::Order { items, .. } => items.len(),
            QuestionKind::Layer { .. } => LAYER_CHOICES.len(),
            QuestionKind::Compute { .. } => 1,
        }
    }

    fn start_answer(&mut self) {
        let qs = self.page_questions();
        let Some(k) = qs.iter().position(|q| !self.answers.contains_key(&q.id)) else {
            return;
        };
        let q = qs[k];
        if matches!(q.kind, QuestionKind::Compute { .. }) {
            let id = q.id.clone();
            self.answers.insert(id, Given::Shown);
        } else {
            self.answering = Some(Answering {
                question: k,
                cursor: 0,
                order: Vec::new(),
            });
        }
        let anchors = super::view::question_anchors(self);
        if let Some(line) = anchors.get(k) {
            let line = (*line).min(u16::MAX as usize) as u16;
            self.scroll = line.min(max_scroll(self));
        }
    }

    fn move_cursor(&mut self, down: bool) {
        let Some(a) = &self.answering else { return };
        let Some(q) = self.page_questions().get(a.question).copied() else {
            return;
        };
        let n = self.option_count(q).max(1);
        let a = self.answering.as_mut().expect("answering");
        a.cursor = if down {
            (a.cursor + 1) % n
        } else {
            (a.cursor + n - 1) % n
        };
    }

    fn choose(&mut self) {
        let Some(a) = self.answering.clone() else {
            return;
        };
        let Some(q) = self.page_questions().get(a.question).copied() else {
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
            self.answers.insert(id, g);
            self.answering = None;
        }
    }
}

/// Applies an action to the state (and saves progress when it changed).
pub fn update(app: &mut App, action: Action) {
    let key = |app: &App| {
        (
            (app.answers.len(), app.seen.len(), app.selected, app.page),
            (app.chosen_lang, app.chosen_theme),
        )
    };
    let before = key(app);
    if action == Action::Tick {
        super::practice::apply(app, action);
    } else if !(action == Action::OpenBoard && app.status == Some(Status::UnsavedEdits)) {
        // The warning about unsaved edits stays for the `o` that confirms it, no other key.
        app.status = None;
    }
    apply(app, action);
    if app.reading {
        app.last_read = Some((app.selected, app.page));
    }
    if key(app) != before {
        app.save_progress();
    }
}

fn apply(app: &mut App, action: Action) {
    let lessons = app.course.lessons.len();
    match action {
        Action::Quit => app.quit = true,
        Action::ToggleHelp => app.help = !app.help,
        Action::CloseHelp => app.help = false,
        Action::SwitchPane => {
            app.focus = match app.focus {
                Pane::Lessons => Pane::Sandbox,
                Pane::Sandbox => Pane::Phase,
                Pane::Phase => Pane::Lessons,
            };
            if app.focus != Pane::Lessons {
                app.right = app.focus;
            }
        }
        Action::ToggleLang => {
            app.lang = match app.lang {
                Lang::En => Lang::Fr,
                Lang::Fr => Lang::En,
            };
            app.chosen_lang = Some(app.lang);
        }
        Action::CycleTheme => {
            app.theme = app.theme.next();
            app.chosen_theme = Some(app.theme);
        }
        Action::SelectPrev => app.selected = app.selected.saturating_sub(1),
        Action::SelectNext => {
            if app.selected + 1 < lessons {
                app.selected += 1;
            }
        }
        Action::OpenLesson => {
            if app.selected < lessons && app.page_count() > 0 {
                app.reading = true;
                app.seen.insert(app.selected);
                app.open_page(0);
            }
        }
        Action::BackToIndex => {
            app.reading = false;
            app.answering = None;
        }
        Action::NextPage => {
            if app.page + 1 < app.page_count() {
                let p = app.page + 1;
                app.open_page(p);
            }
        }
        Action::PrevPage => {
            if app.page > 0 {
                let p = app.page - 1;
                app.open_page(p);
            }
        }
        Action::ScrollUp | Action::ScrollDown | Action::PageUp | Action::PageDown => {
            let max = max_scroll(app);
            // A page key moves by the pane's height, keeping one row of context.
            let page = (super::view::page_viewport(app).1.saturating_sub(1)).max(1) as u16;
            let at = app.scroll.min(max);
            app.scroll = match action {
                Action::ScrollUp => at.saturating_sub(1),
                Action::ScrollDown => at.saturating_add(1).min(max),
                Action::PageUp => at.saturating_sub(page),
                _ => at.saturating_add(page).min(max),
            };
        }
        Action::Answer => app.start_answer(),
        Action::AnswerPrev => app.move_cursor(false),
        Action::AnswerNext => app.move_cursor(true),
        Action::AnswerChoose => app.choose(),
        Action::AnswerCancel => app.answering = None,
        Action::OpenBoard => {
            let boards = app.page_boards();
            if boards.is_empty() {
                app.status = Some(Status::NoBoard);
                return;
            }
            // Edits not saved are never dropped at one key: the first `o` warns.
            if app.sandbox.is_some() && app.edit.dirty && app.status.take().is_none() {
                app.status = Some(Status::UnsavedEdits);
                return;
            }
            // `o` again opens the page's next board, round the list.
            let k = app.try_next % boards.len();
            let (name, step) = boards[k].clone();
            app.try_next = (k + 1) % boards.len();
            match app.boards.get(&name) {
                Some(Ok(b)) => {
                    let b = b.clone();
                    app.open_board(&name, b, step);
                    if boards.len() > 1 {
                        app.status = Some(Status::Opened {
                            n: k + 1,
                            count: boards.len(),
                        });
                    }
                }
                _ => app.status = Some(Status::BoardBroken { file: name }),
            }
        }
        Action::OpenProcedure => {
            let procs = app.page_procedures();
            if procs.is_empty() {
                app.status = Some(Status::NoProcedure);
                return;
            }
            let k = app.proc_next % procs.len();
            app.proc_next = (k + 1) % procs.len();
            app.open_procedure(&procs[k]);
            if procs.len() > 1 {
                app.status = Some(Status::Opened {
                    n: k + 1,
                    count: procs.len(),
                });
            }
        }
        Action::PhasePrev
        | Action::PhaseNext
        | Action::PhaseChoose
        | Action::PhaseUndo
        | Action::PhaseRestart => {
            let Some(pb) = app.phase.as_mut() else { return };
            let Ok(proc) = pb.procedure.as_mut() else {
                return;
            };
            let n = proc.legal_choices().len();
            match action {
                Action::PhasePrev if n > 0 => pb.cursor = (pb.cursor + n - 1) % n,
                Action::PhaseNext if n > 0 => pb.cursor = (pb.cursor + 1) % n,
                Action::PhaseChoose => {
                    if let Some(d) = proc.legal_choices().get(pb.cursor).cloned() {
                        // A legal choice cannot be refused.
                        let _ = proc.choose(d);
                        pb.cursor = 0;
                    }
                }
                Action::PhaseUndo => {
                    proc.undo();
                    pb.cursor = 0;
                }
                Action::PhaseRestart => {
                    proc.undo_to(0);
                    pb.cursor = 0;
                }
                _ => {}
            }
        }
        Action::ToggleAutoplay => {
            let at_end = app
                .sandbox
                .as_ref()
                .is_none_or(|s| s.pos >= s.steps().len());
            if app.autoplay {
                app.autoplay = false;
            } else if !at_end {
                app.autoplay = true;
            }
        }
        Action::Faster => app.delay = app.delay.saturating_sub(1),
        Action::Slower => app.delay = (app.delay + 1).min(DELAYS.len() - 1),
        Action::Tick => {
            let moved = app.autoplay && app.sandbox.as_mut().is_some_and(|s| s.forward());
            let at_end = app
                .sandbox
                .as_ref()
                .is_none_or(|s| s.pos >= s.steps().len());
            if !moved || at_end {
                app.autoplay = false;
            }
        }
        Action::StartPrev
        | Action::StartNext
        | Action::StartChoose
        | Action::StartClose
        | Action::ShowStart => super::start::apply(app, action),
        Action::ChainOpen
        | Action::ChainClose
        | Action::ChainPrev
        | Action::ChainNext
        | Action::ChainAddA
        | Action::ChainAddP
        | Action::ChainToggleMandatory
        | Action::ChainToggleActivate
        | Action::ChainEarlier
        | Action::ChainLater
        | Action::ChainRemove
        | Action::ChainRules => super::chain_builder::apply(app, action),
        Action::Edit(e) => super::edit::apply(app, e),
        Action::PracticeType(_)
        | Action::PracticeErase
        | Action::PracticeUp
        | Action::PracticeDown
        | Action::PracticeToggle
        | Action::PracticeEarlier
        | Action::PracticeLater
        | Action::PracticeEnter
        | Action::PracticeBack
        | Action::PracticeUndo => super::practice::apply(app, action),
        Action::ObjectPrev | Action::ObjectNext => {
            if let Some(s) = app.sandbox.as_mut() {
                let n = s.permanents().len();
                s.selected = if action == Action::ObjectNext {
                    (s.selected + 1).min(n.saturating_sub(1))
                } else {
                    s.selected.saturating_sub(1)
                };
            }
        }
        Action::StepNext
        | Action::StepPrev
        | Action::LayerNext
        | Action::LayerPrev
        | Action::StepStart
        | Action::StepEnd => {
            if let Some(s) = app.sandbox.as_mut() {
                match action {
                    Action::StepNext => {
                        s.forward();
                    }
                    Action::StepPrev => {
                        s.back();
                    }
                    Action::LayerNext => s.next_layer(),
                    Action::LayerPrev => s.prev_layer(),
                    Action::StepStart => s.to_start(),
                    _ => s.to_end(),
                }
            }
        }
    }
}

/// How far the page can scroll: until its last row is at the bottom of the pane.
fn max_scroll(app: &App) -> u16 {
    super::view::page_max_scroll(app).min(u16::MAX as usize) as u16
}
