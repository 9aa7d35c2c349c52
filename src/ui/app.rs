//! The application: what every screen shares, the screens open (one shown at a time, the help
//! or the start screen over the desk), and [`App::update`], which hands each action to the
//! screen it names and applies the transition it returns, and returns what the event loop is to
//! do (no I/O here: see [`super::effect`]). Nothing here draws.
//!
//! The desk is the lessons beside a sandbox (side by side when wide, tabs when narrow): the
//! lessons, the layer sandbox, the phase sandbox and the chain builder keep their states while
//! another of them has the keys, since two show at once. The start screen owns its state in its
//! variant; the practice screens' state is the drill engine's, plugged in once.

use std::ops::{Deref, DerefMut};

use ratatui::crossterm::event::KeyEvent;

use super::action::{self, Action, LayerAction, LessonsAction, PracticeAction};
use super::effect::{Asker, Effect, Reply};
pub use super::key_table::key_table;
use super::key_table::table;
use super::keys::{self, Ctx, Key};
use super::screens::chain::{self, ChainBuilder};
use super::screens::help;
use super::screens::layer::{self, LayerBox, Opening};
use super::screens::lessons::{self, Lessons};
use super::screens::phase::{self, PhaseLab};
use super::screens::practice::{self, Drill, Scheduler};
use super::screens::start::{self, Start};
use super::shared::{Board, Opened, Pane, Shared, Status, Transition};
use super::theme::ThemeKind;
use crate::content::course::Course;
use crate::content::saved::SaveFailure;
use crate::drill::Drills;
use crate::i18n::Lang;
use crate::phase::scenario::Scenario;
use crate::words::titles::{self, Kind};

/// A screen: what has the keys and what shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The desk with the lesson pane focused (the index or a page).
    Lessons,
    /// The desk with the layer sandbox focused.
    Layer,
    /// The desk with the phase sandbox focused.
    Phase,
    /// The desk with the chain builder focused (in the phase pane).
    Chain,
    /// The start screen, over the desk.
    Start(Start),
    /// The practice screens (problems, mock exams, review, statistics), over the desk.
    Practice,
    /// The help, over any screen.
    Help,
}

impl Screen {
    fn on_desk(&self) -> bool {
        matches!(
            self,
            Screen::Lessons | Screen::Layer | Screen::Phase | Screen::Chain
        )
    }
}

/// What the desk's phase pane holds: the phase sandbox or the chain builder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PhasePane {
    Procedure,
    Chain,
}

/// The whole state of the TUI.
pub struct App {
    /// What every screen reads (also reachable through `Deref`).
    pub shared: Shared,
    /// The screens open, the one shown last; the first is always one of the desk's.
    screens: Vec<Screen>,
    pub lessons: Lessons,
    pub layer: LayerBox,
    pub phase: Option<PhaseLab>,
    pub chain: Option<ChainBuilder>,
    /// Exam practice (the drill engine), when plugged in.
    pub drill: Option<Drill>,
    /// Which sandbox the desk's side pane shows (`Sandbox` or `Phase`).
    pub(crate) right: Pane,
    /// What the phase pane holds.
    pub(crate) phase_pane: PhasePane,
    /// The presentation view's own state (`--present`): the question put to the class, the
    /// lesson pane at its side.
    pub presenter: super::present::question::Presenter,
    /// Saved answers to questions this course does not have (another course's, with
    /// `--content`): written back as they were, never dropped.
    kept_answers: std::collections::BTreeMap<String, super::progress::Saved>,
}

impl Deref for App {
    type Target = Shared;
    fn deref(&self) -> &Shared {
        &self.shared
    }
}

impl DerefMut for App {
    fn deref_mut(&mut self) -> &mut Shared {
        &mut self.shared
    }
}

impl App {
    pub fn new(course: Course, problems: usize, lang: Lang, theme: ThemeKind) -> App {
        App {
            shared: Shared::new(course, problems, lang, theme),
            screens: vec![Screen::Lessons],
            lessons: Lessons::default(),
            layer: LayerBox::default(),
            phase: None,
            chain: None,
            drill: None,
            right: Pane::Sandbox,
            phase_pane: PhasePane::Procedure,
            presenter: super::present::question::Presenter::default(),
            kept_answers: Default::default(),
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
            self.shared.progress_off |= n.saving_off;
            self.shared.notices.push(n);
        }
        self.restore(p);
        self.shared.progress_path = Some(path);
        self
    }

    /// Takes in saved progress (answers to questions the course does not have are kept aside
    /// and saved back unchanged).
    pub fn restore(&mut self, p: &super::progress::Progress) {
        self.shared.chosen_lang = p.lang;
        self.shared.chosen_theme = p.theme;
        self.shared.lesson_pane = p
            .lesson_pane
            .map(|l| l.clamped().kept())
            .unwrap_or_default();
        for (i, lf) in self.shared.course.lessons.iter().enumerate() {
            if p.seen.contains(&lf.lesson.id) {
                self.shared.seen.insert(i);
            }
            if p.last_lesson.as_deref() == Some(lf.lesson.id.as_str()) {
                self.lessons.select(i);
            }
        }
        // Each answer is read against its question: a format-1 answer is graded again.
        let questions: std::collections::HashMap<&str, &crate::content::lesson::Question> = self
            .shared
            .course
            .lessons
            .iter()
            .flat_map(|l| l.lesson.pages.iter().flat_map(|p| p.blocks.iter()))
            .filter_map(|b| match b {
                crate::content::lesson::Block::Question(q) => Some((q.id.as_str(), q)),
                _ => None,
            })
            .collect();
        let mut answers = std::collections::HashMap::new();
        self.kept_answers.clear();
        for (id, s) in &p.answers {
            match questions
                .get(id.as_str())
                .map(|q| super::progress::migrate(s, q))
            {
                Some(Some(g)) => {
                    answers.insert(id.clone(), g);
                }
                // An answer that no longer fits its question is not a mark any more.
                Some(None) => {}
                None => {
                    self.kept_answers.insert(id.clone(), s.clone());
                }
            }
        }
        self.shared.answers = answers;
    }

    /// The progress to save.
    pub fn progress(&self) -> super::progress::Progress {
        use super::progress::{Progress, Saved};
        let lessons = &self.shared.course.lessons;
        let kept_apart = self.shared.config.path.is_none();
        Progress {
            format_version: super::progress::FORMAT_VERSION,
            seen: self
                .seen
                .iter()
                .filter_map(|&i| lessons.get(i).map(|l| l.lesson.id.clone()))
                .collect(),
            answers: self
                .kept_answers
                .iter()
                .map(|(id, s)| (id.clone(), s.clone()))
                .chain(
                    self.answers
                        .iter()
                        .map(|(id, g)| (id.clone(), Saved::of(g))),
                )
                .collect(),
            last_lesson: lessons
                .get(self.lessons.place().0)
                .map(|l| l.lesson.id.clone()),
            last_page: self.lessons.place().1,
            // The settings live in the configuration file; the progress file keeps them only
            // where there is none.
            lang: self.shared.chosen_lang.filter(|_| kept_apart),
            theme: self.shared.chosen_theme.filter(|_| kept_apart),
            lesson_pane: (kept_apart && self.shared.lesson_pane.kept() != Default::default())
                .then_some(self.shared.lesson_pane.kept()),
        }
    }

    /// The terminal now has `width` × `height` cells (the event loop calls this before drawing
    /// and on a resize). The page keeps its scroll position where it still can.
    pub fn resize(&mut self, width: u16, height: u16) {
        if self.shared.screen != (width, height) {
            self.shared.screen = (width, height);
            self.lessons.resized(&self.shared);
        }
    }

    /// How long the event loop waits before the next autoplay step or the exam's clock (`None`:
    /// block on the next event).
    pub fn tick(&self) -> Option<std::time::Duration> {
        let auto = self.layer.tick();
        let exam = self
            .drill
            .as_ref()
            .filter(|_| self.screen() == &Screen::Practice)
            .and_then(|d| d.tick_delay());
        match (auto, exam) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The screen shown (the one with the keys).
    pub fn screen(&self) -> &Screen {
        self.screens.last().unwrap_or(&Screen::Lessons)
    }

    /// The screen under the help, if it is open (else the screen shown).
    pub(crate) fn under_help(&self) -> &Screen {
        match self.screens.as_slice() {
            [.., under, Screen::Help] => under,
            _ => self.screen(),
        }
    }

    /// The desk's screen (under the start screen, practice and help).
    pub(crate) fn desk(&self) -> &Screen {
        self.screens.first().unwrap_or(&Screen::Lessons)
    }

    /// The desk's pane that has the keys when the desk shows.
    pub fn focus(&self) -> Pane {
        match self.desk() {
            Screen::Layer => Pane::Sandbox,
            Screen::Phase | Screen::Chain => Pane::Phase,
            _ => Pane::Lessons,
        }
    }

    /// Gives the keys to a pane of the desk, closing what is over it.
    pub fn set_focus(&mut self, pane: Pane) {
        let desk = match pane {
            Pane::Lessons => Screen::Lessons,
            Pane::Sandbox => Screen::Layer,
            Pane::Phase if self.phase_pane == PhasePane::Chain && self.chain.is_some() => {
                Screen::Chain
            }
            Pane::Phase => Screen::Phase,
        };
        if pane != Pane::Lessons {
            self.right = pane;
        }
        self.screens = vec![desk];
    }

    /// The start screen, if it shows.
    pub fn start(&self) -> Option<&Start> {
        match self.screen() {
            Screen::Start(st) => Some(st),
            _ => None,
        }
    }

    pub fn start_mut(&mut self) -> Option<&mut Start> {
        match self.screens.last_mut() {
            Some(Screen::Start(st)) => Some(st),
            _ => None,
        }
    }

    /// The start screen's entries (none when it does not show).
    pub fn start_entries(&self) -> Vec<start::Entry> {
        self.start()
            .map(|st| start::entries(st, &self.shared))
            .unwrap_or_default()
    }

    /// The start screen's entry selected (none when it does not show).
    pub fn start_selected(&self) -> Option<start::Entry> {
        self.start()
            .and_then(|st| start::selected(st, &self.shared))
    }

    /// Shows the start screen, continuing from the saved progress `p`.
    pub fn show_start(&mut self, p: &super::progress::Progress) {
        let resume = start::resume_of(&self.shared.course, p);
        self.shared.last_read = resume;
        self.apply_transition(Transition::Start);
    }

    /// The practice screens show.
    pub fn practising(&self) -> bool {
        self.screen() == &Screen::Practice
    }

    /// Plugs the drill engine in (see [`practice::install`]).
    pub fn install_drill(&mut self, drills: Drills, sched: Scheduler, seed: u64) {
        self.drill = Some(practice::install(&mut self.shared, drills, sched, seed));
    }

    /// Opens a practice screen (as the start screen's entries do).
    pub fn open_practice(&mut self, what: super::shared::PracticeOpen) {
        self.apply_transition(Transition::Practice(what));
    }

    /// Opens `board` in the layer sandbox, at `step`.
    pub fn open_board(&mut self, name: &str, board: Board, step: usize) {
        self.apply_transition(Transition::Board {
            name: name.to_string(),
            board: Box::new(Opened::Solved(board)),
            step,
        });
    }

    fn load_procedure(&mut self, name: &str) {
        let sh = &self.shared;
        let rel = format!("{}{name}", crate::content::course::SCENARIOS);
        let path = sh.course.source.display(&rel);
        self.phase_pane = PhasePane::Procedure;
        let lab = match sh.course.source.get(&rel) {
            None => PhaseLab::broken(
                name,
                crate::content::file_error::FileError::at(
                    &path,
                    1,
                    1,
                    crate::content::file_error::Problem::new("file-error-not-found", vec![]),
                )
                .render(sh.lang),
            ),
            Some(text) => match crate::content::phase_file::parse(&path, text, sh.lang) {
                Err(e) => PhaseLab::broken(name, e.to_string()),
                Ok(Scenario::Phase(sc)) => PhaseLab::from_scenario(name, &sc),
                Ok(Scenario::Chain(sc)) => {
                    // A chain scenario opens in the chain builder, over the phase sandbox
                    // (which keeps its phase).
                    self.chain = Some(ChainBuilder::from_scenario(name, &sc));
                    self.phase_pane = PhasePane::Chain;
                    return;
                }
            },
        };
        self.phase = Some(lab);
    }

    /// Moves to where a screen asked to go.
    fn apply_transition(&mut self, t: Transition) {
        // What opens from the start screen or practice replaces them on the desk.
        let to_desk = |app: &mut App, desk: Screen| {
            app.screens = vec![desk];
        };
        match t {
            Transition::Stay => {}
            Transition::Back => match self.screen().clone() {
                Screen::Help | Screen::Start(_) | Screen::Practice => {
                    if self.screens.len() > 1 {
                        self.screens.pop();
                    }
                }
                Screen::Layer | Screen::Phase => to_desk(self, Screen::Lessons),
                Screen::Chain => {
                    self.phase_pane = PhasePane::Procedure;
                    to_desk(self, Screen::Phase);
                }
                Screen::Lessons => self.apply_transition(Transition::Start),
            },
            Transition::Start => {
                self.screens.retain(Screen::on_desk);
                let st = Start::new(
                    &self.shared.course,
                    self.shared.last_read,
                    self.drill.is_some(),
                );
                self.screens.push(Screen::Start(st));
            }
            Transition::Lesson { lesson, page } => {
                to_desk(self, Screen::Lessons);
                self.lessons.open(&mut self.shared, lesson, page);
            }
            Transition::AskQuestion(id) => {
                to_desk(self, Screen::Lessons);
                self.lessons.ask_from_review(&mut self.shared, &id);
            }
            Transition::Board { name, board, step } => {
                // A course board opened from elsewhere than its page (the start screen): its
                // lesson page is opened beside it, so that the lesson pane, and `v` in the
                // presentation view, are about this board.
                let course = &self.shared.course;
                let here = self.lessons.reading_at();
                if !here.is_some_and(|at| titles::page_names(course, at, &name, Kind::Board))
                    && let Some((lesson, page)) = titles::page_naming(course, &name, Kind::Board)
                {
                    self.lessons.open(&mut self.shared, lesson, page);
                }
                let o = Opening {
                    name,
                    step,
                    file: None,
                    message: None,
                };
                self.layer.open_read(*board, o, self.shared.lang);
                self.right = Pane::Sandbox;
                to_desk(self, Screen::Layer);
            }
            Transition::Procedure(name) => {
                // Edits not saved are never dropped at one key: the first request warns, and
                // shows the phase they belong to; asking again replaces them.
                if self
                    .phase
                    .as_mut()
                    .is_some_and(PhaseLab::warns_before_replacing)
                {
                    self.shared.status = Some(Status::UnsavedPhase);
                    self.phase_pane = PhasePane::Procedure;
                    self.right = Pane::Phase;
                    to_desk(self, Screen::Phase);
                    return;
                }
                self.load_procedure(&name);
                self.right = Pane::Phase;
                let desk = match self.phase_pane {
                    PhasePane::Chain => Screen::Chain,
                    PhasePane::Procedure => Screen::Phase,
                };
                to_desk(self, desk);
            }
            Transition::Phase => {
                if self.phase.is_none() {
                    self.phase = Some(PhaseLab::empty());
                }
                self.phase_pane = PhasePane::Procedure;
                self.right = Pane::Phase;
                to_desk(self, Screen::Phase);
            }
            Transition::Chain => {
                if self.chain.is_none() {
                    self.chain = Some(ChainBuilder::new());
                }
                self.phase_pane = PhasePane::Chain;
                self.right = Pane::Phase;
                to_desk(self, Screen::Chain);
            }
            Transition::Practice(what) => {
                let Some(d) = self.drill.as_mut() else { return };
                d.open(what);
                d.label_lessons(&self.shared.course);
                self.layer.pause();
                self.screens.retain(Screen::on_desk);
                self.screens.push(Screen::Practice);
            }
        }
    }

    /// The contexts whose keys are active, most specific first.
    pub fn contexts(&self) -> Vec<Ctx> {
        self.contexts_of(self.screen())
    }

    /// The contexts of the screen under the help.
    pub(crate) fn screen_contexts(&self) -> Vec<Ctx> {
        self.contexts_of(self.under_help())
    }

    fn contexts_of(&self, screen: &Screen) -> Vec<Ctx> {
        let mut contexts = self.screen_own_contexts(screen);
        // The desk's screens share the lesson pane's keys, and the presentation view's.
        if screen.on_desk() {
            let at = contexts
                .iter()
                .position(|c| *c == Ctx::Global)
                .unwrap_or(contexts.len());
            contexts.insert(at, Ctx::Desk);
            // First: the key a presenter reaches for shows first in the footer.
            if self.shared.present {
                contexts.insert(0, Ctx::Present);
            }
        }
        contexts
    }

    fn screen_own_contexts(&self, screen: &Screen) -> Vec<Ctx> {
        match screen {
            Screen::Help => help::contexts(),
            Screen::Start(_) => start::contexts(),
            Screen::Practice => match &self.drill {
                Some(d) => d.contexts(),
                None => vec![Ctx::Global],
            },
            Screen::Chain => chain::contexts(),
            Screen::Layer => self.layer.contexts(),
            Screen::Phase => phase::contexts(self.phase.as_ref()),
            Screen::Lessons => self.lessons.contexts(),
        }
    }

    /// What the mouse wheel does here (up or down).
    pub fn wheel(&self, up: bool) -> Option<Action> {
        match self.screen() {
            Screen::Lessons => Some(Action::Lessons(lessons::wheel(&self.lessons, up))),
            Screen::Layer => self.layer.wheel(up).map(Action::Layer),
            Screen::Phase => Some(Action::Phase(phase::wheel(self.phase.as_ref(), up))),
            Screen::Start(_) => Some(Action::Start(start::wheel(up))),
            Screen::Chain => Some(Action::Chain(chain::wheel(up))),
            Screen::Practice | Screen::Help => None,
        }
    }

    /// The action of a key press here, if any: Ctrl-C quits, else the screen shown turns the
    /// key into its own action, else the keys that work everywhere (the desk's, the
    /// presentation view's, the global ones) are tried, where the screen lets them work.
    pub fn action_for(&self, key: &KeyEvent) -> Option<Action> {
        if keys::is_ctrl_c(key) {
            return Some(Action::Quit);
        }
        let own = match self.screen() {
            Screen::Help => help::handle_key(key).map(Action::Help),
            Screen::Start(_) => start::handle_key(key).map(Action::Start),
            Screen::Practice => self
                .drill
                .as_ref()
                .and_then(|d| d.handle_key(key))
                .map(Action::Practice),
            Screen::Lessons => self.lessons.handle_key(key).map(Action::Lessons),
            Screen::Layer => self.layer.handle_key(key).map(Action::Layer),
            Screen::Phase => phase::handle_key(self.phase.as_ref(), key).map(Action::Phase),
            Screen::Chain => chain::handle_key(key).map(Action::Chain),
        };
        own.or_else(|| keys::action_in(action::KEYS, &self.contexts(), key))
    }

    /// The rows of the key table the footer may show now: a lesson-page key that can do
    /// nothing on the open page, or a step key on a board without steps, is left out.
    pub(crate) fn footer_table(&self) -> Vec<Key> {
        table(
            |b| lessons::available(&self.lessons, &self.shared, b.action),
            |b| layer::in_footer(&self.layer, b),
        )
    }

    /// The other pane on screen (`Tab`): the lessons and the sandbox beside them, never the
    /// sandbox that does not show.
    fn switch_pane(&mut self) {
        let next = match self.focus() {
            Pane::Lessons => self.right,
            Pane::Sandbox | Pane::Phase => Pane::Lessons,
        };
        self.set_focus(next);
    }

    /// The other sandbox beside the lessons (`Shift-Tab`), with the keys: the layer sandbox
    /// for the phase sandbox (or its chain builder), and back.
    fn switch_sandbox(&mut self) {
        let next = match self.right {
            Pane::Phase => Pane::Sandbox,
            _ => Pane::Phase,
        };
        self.set_focus(next);
    }
}

impl App {
    /// Applies an action to the state and returns what the event loop is to do (save the
    /// progress when it changed, write or read a file, start a solve, quit): no I/O here.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        let before = self.saved_part();
        if action != Action::Tick
            && !(action == Action::Lessons(LessonsAction::OpenBoard)
                && self.shared.status == Some(Status::UnsavedEdits))
        {
            // The warning about unsaved edits stays for the `o` that confirms it, no other key.
            self.shared.status = None;
        }
        if action == Action::Quit {
            return vec![Effect::Quit];
        }
        apply(self, action);
        if let Some(at) = self.lessons.reading_at() {
            self.shared.last_read = Some(at);
        }
        let mut fx = self.asked();
        if self.saved_part() != before {
            fx.extend(self.progress_save());
            fx.extend(self.config_save());
        }
        fx
    }

    /// The settings as the app has them now.
    pub fn settings(&self) -> super::settings::Settings {
        let sh = &self.shared;
        super::settings::Settings {
            lang: sh.chosen_lang,
            theme: sh.chosen_theme,
            lesson_pane: (sh.lesson_pane.kept() != Default::default())
                .then_some(sh.lesson_pane.kept()),
        }
    }

    /// The configuration file's save, when the settings differ from what it holds (settings
    /// read from an older progress file move to it so).
    fn config_save(&self) -> Option<Effect> {
        let kept = &self.shared.config;
        let settings = self.settings();
        if kept.off || settings == kept.saved {
            return None;
        }
        Some(Effect::SaveConfig {
            path: kept.path.clone()?,
            settings,
            lang: self.shared.lang,
        })
    }

    /// How the configuration file's save went: a failure is told in the footer and not tried
    /// again; a damaged file set aside is told too.
    pub fn config_saved(
        &mut self,
        settings: super::settings::Settings,
        result: Result<Option<std::path::PathBuf>, SaveFailure>,
    ) {
        match result {
            Ok(aside) => {
                self.shared.config.saved = settings;
                if let Some(aside) = aside {
                    self.shared.status = Some(Status::ConfigAside(aside));
                }
            }
            Err(failure) => {
                self.shared.config.off = true;
                self.shared.status = Some(Status::SaveFailed {
                    id: "ui-config-save-failed",
                    failure,
                });
            }
        }
    }

    /// Takes in the configuration file read at `path`: its keys over the tables, its settings
    /// over those an older progress file held; refused, the defaults and a notice that says why
    /// (and the file is left alone).
    pub fn with_config(
        mut self,
        path: Option<std::path::PathBuf>,
        read: Result<super::config::Config, Vec<crate::content::file_error::FileError>>,
    ) -> App {
        let config = match read {
            Ok(c) => c,
            Err(errors) => {
                self.shared.config.off = true;
                if let Some(p) = &path {
                    for e in errors {
                        self.shared.notices.push(super::progress::Notice {
                            id: "ui-config-refused",
                            path: p.clone(),
                            error: Some(e),
                            aside: None,
                            saving_off: false,
                        });
                    }
                }
                super::config::Config::default()
            }
        };
        super::keys::install(config.keymap());
        let s = config.settings();
        let sh = &mut self.shared;
        sh.chosen_lang = s.lang.or(sh.chosen_lang);
        sh.chosen_theme = s.theme.or(sh.chosen_theme);
        if let Some(p) = s.lesson_pane {
            sh.lesson_pane = p.kept();
        }
        sh.config.path = path;
        sh.config.saved = s;
        sh.config.mouse = config.mouse;
        self
    }

    /// A file's outcome, back to the screen that asked for it; returns what to do next (a
    /// board read may ask for its solve).
    pub fn reply(&mut self, to: Asker, reply: Reply) -> Vec<Effect> {
        match to {
            Asker::Layer => layer::replied(&mut self.layer, &self.shared, reply),
            Asker::Phase => {
                if let Some(lab) = self.phase.as_mut() {
                    phase::replied(lab, &self.shared, reply);
                }
            }
        }
        self.asked()
    }

    /// How the progress's save went: a failure is told in the footer of the screen in use, and
    /// a file the save had to leave alone is not tried again this session (told once).
    pub fn progress_saved(&mut self, result: Result<(), SaveFailure>) {
        if let Err(failure) = result {
            self.shared.progress_off = failure.refused.is_some();
            self.shared.status = Some(Status::SaveFailed {
                id: "ui-progress-save-failed",
                failure,
            });
        }
    }

    /// How the practice schedule's save went.
    pub fn schedule_saved(&mut self, result: Result<(), SaveFailure>) {
        if let Some(d) = &self.drill {
            d.schedule_saved(result);
        }
    }

    /// What the screens asked the event loop to do.
    fn asked(&mut self) -> Vec<Effect> {
        let mut fx = self.layer.take_asked();
        fx.extend(self.phase.as_mut().and_then(PhaseLab::take_asked));
        fx.extend(self.drill.as_ref().and_then(Drill::take_asked));
        fx
    }

    /// What progress saves, to tell when it changed.
    fn saved_part(&self) -> impl PartialEq + use<> {
        let sh = &self.shared;
        (
            (sh.answers_rev, sh.seen.len(), self.lessons.place()),
            (sh.chosen_lang, sh.chosen_theme, sh.lesson_pane.kept()),
        )
    }

    /// The progress's save, unless there is no file or it is left alone.
    fn progress_save(&self) -> Option<Effect> {
        if self.shared.progress_off {
            return None;
        }
        Some(Effect::SaveProgress {
            path: self.shared.progress_path.clone()?,
            progress: self.progress(),
        })
    }
}

fn apply(app: &mut App, action: Action) {
    let App {
        shared,
        screens,
        lessons,
        layer,
        phase,
        chain,
        drill,
        presenter,
        ..
    } = app;
    // A screen's action goes to that screen: the desk's screens keep their state while another
    // has the keys, so their actions reach them wherever they come from; the help, the start
    // screen and practice only while they show.
    let t = match action {
        // Quitting is the event loop's.
        Action::Quit => return,
        Action::ToggleHelp => {
            if screens.last() == Some(&Screen::Help) {
                screens.pop();
            } else {
                screens.push(Screen::Help);
            }
            return;
        }
        Action::SwitchPane => {
            app.switch_pane();
            return;
        }
        Action::SwitchSandbox => {
            app.switch_sandbox();
            return;
        }
        Action::ToggleLang => {
            shared.lang = match shared.lang {
                Lang::En => Lang::Fr,
                Lang::Fr => Lang::En,
            };
            shared.chosen_lang = Some(shared.lang);
            return;
        }
        Action::CycleTheme => {
            shared.theme = shared.theme.next();
            shared.chosen_theme = Some(shared.theme);
            return;
        }
        Action::LessonPaneNarrower | Action::LessonPaneWider | Action::LessonPaneToggle => {
            match action {
                // The presentation view shows the lesson pane only when asked for.
                Action::LessonPaneToggle if shared.present => {
                    presenter.lessons = !presenter.lessons;
                }
                Action::LessonPaneToggle => shared.lesson_pane = shared.lesson_pane.toggled(),
                Action::LessonPaneNarrower => shared.lesson_pane = shared.lesson_pane.narrower(),
                _ => shared.lesson_pane = shared.lesson_pane.wider(),
            }
            lessons.resized(shared);
            return;
        }
        Action::PresentQuestion => {
            presenter.next(shared, lessons);
            return;
        }
        Action::Tick => {
            if let Some(d) = drill.as_mut() {
                practice::update(d, PracticeAction::Tick);
            }
            layer::tick(layer);
            return;
        }
        Action::Help(a) => match screens.last() {
            Some(Screen::Help) => help::update(a),
            _ => Transition::Stay,
        },
        Action::Start(a) => match screens.last_mut() {
            Some(Screen::Start(st)) => start::update(st, shared, a),
            _ => Transition::Stay,
        },
        Action::Practice(a) => match (screens.last(), drill.as_mut()) {
            (Some(Screen::Practice), Some(d)) => practice::update(d, a),
            _ => Transition::Stay,
        },
        // Edits not saved are never dropped at one key: the first `o` warns.
        Action::Lessons(LessonsAction::OpenBoard)
            if !lessons.page_boards(shared).is_empty()
                && layer.unsaved()
                && shared.status.take().is_none() =>
        {
            shared.status = Some(Status::UnsavedEdits);
            return;
        }
        Action::Lessons(a) => lessons::update(lessons, shared, a),
        // Space reads on in the question put to the class, when one is.
        Action::Layer(LayerAction::StepMore) if presenter.asked(shared, lessons).is_some() => {
            presenter.presses = presenter.presses.saturating_add(1);
            return;
        }
        Action::Layer(a) => layer::update(layer, shared, a),
        Action::Phase(a) => phase::update(phase, shared, a),
        Action::Chain(a) => match chain.as_mut() {
            Some(cb) => chain::update(cb, a),
            None => Transition::Stay,
        },
    };
    app.apply_transition(t);
}
