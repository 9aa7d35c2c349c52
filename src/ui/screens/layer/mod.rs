//! The layer sandbox: a board stepped through its trace, layer by layer; editing it (`edit`),
//! a big board solved off the drawing path (`solving`); autoplay.

pub mod edit;
mod keys;
mod present;
pub mod solving;
pub(crate) mod view;

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::content::scenario::Played;
use crate::i18n::Lang;
use crate::rules::layer::Layer;
use crate::rules::trace::{State, Step};
use crate::ui::effect::{Asker, Effect, FileAsk};
use crate::ui::keys::{self as key_table, Ctx, Key};
use crate::ui::shared::{Board, Opened, Shared, Transition};
use edit::Message;

pub(crate) use edit::replied;
pub use keys::{Action, EditAction, KEYS};

/// Autoplay delays, in milliseconds (`+` and `-` move through them).
pub(crate) const DELAYS: [u64; 6] = [250, 500, 800, 1200, 2000, 3000];

/// The layer sandbox's state: the board (none until one is opened), its editing, autoplay.
pub struct LayerBox {
    pub sandbox: Option<Sandbox>,
    /// Editing the sandbox's board: overlays, undo/redo, the last edit's message.
    pub edit: edit::EditState,
    /// The board of the last edit, or the board being opened, while it is solved on a worker
    /// thread.
    pub solving: Option<solving::Solving<Then>>,
    /// The sandbox steps on its own every `DELAYS[delay]` milliseconds.
    pub autoplay: bool,
    pub(crate) delay: usize,
    /// Space pressed on the step shown: the step (`Sandbox::pos`) and how many times; another
    /// step starts from its top.
    pub(crate) step_more: (usize, usize),
    /// The file the last key asked to write or read, until the app takes it.
    pub(crate) asked: Option<FileAsk>,
}

/// What a board solved on a worker thread is for.
pub enum Then {
    /// An edit's board, and what the edit says: it replaces the board shown, which undo brings
    /// back.
    Edit(Message),
    /// A board opened: it shows afresh.
    Open(Opening),
}

/// A board being opened: its name, the step it opens at, the file it was read from (where it
/// is saved again) and what to say once it shows.
pub struct Opening {
    pub(crate) name: String,
    pub(crate) step: usize,
    pub(crate) file: Option<PathBuf>,
    pub(crate) message: Option<Message>,
}

impl Default for LayerBox {
    fn default() -> LayerBox {
        LayerBox {
            sandbox: None,
            edit: edit::EditState::default(),
            solving: None,
            autoplay: false,
            delay: 2,
            step_more: (0, 0),
            asked: None,
        }
    }
}

impl LayerBox {
    /// What the last keys asked the event loop to do: a file to write or read, a board to
    /// solve off the drawing path.
    pub(crate) fn take_asked(&mut self) -> Vec<Effect> {
        let mut fx: Vec<Effect> = self
            .asked
            .take()
            .map(|f| f.effect(Asker::Layer))
            .into_iter()
            .collect();
        fx.extend(
            self.solving
                .as_mut()
                .and_then(|s| s.take_job())
                .map(Effect::Spawn),
        );
        fx
    }

    /// Whether a board shows with edits not saved (opening another would drop them).
    pub fn unsaved(&self) -> bool {
        self.sandbox.is_some() && self.edit.dirty
    }

    /// Stops autoplay (another screen takes over).
    pub(crate) fn pause(&mut self) {
        self.autoplay = false;
    }

    /// Shows `board` at `step`, with a fresh edit history.
    pub(crate) fn open(&mut self, name: &str, board: Board, step: usize) {
        self.sandbox = Some(Sandbox::new(name, board, step));
        self.edit = edit::EditState::default();
        self.solving = None;
    }

    /// Shows a board opened (see [`Opening`]).
    pub(crate) fn show_opened(&mut self, board: Board, o: Opening) {
        self.open(&o.name, board, o.step);
        self.edit.file = o.file;
        self.edit.message = o.message;
    }

    /// Opens a board read elsewhere: at once when it is solved, else it asks for a solve off
    /// the drawing path (errors worded in `lang`) while the board shown stays, superseding any
    /// solve under way.
    pub(crate) fn open_read(&mut self, opened: Opened, o: Opening, lang: Lang) {
        let Played { loaded, text } = match opened {
            Opened::Solved(board) => return self.show_opened(board, o),
            Opened::Played(p) => p,
        };
        self.solving = None;
        self.solving = Some(solving::Solving::start_read(
            loaded,
            text,
            Then::Open(o),
            lang,
        ));
    }

    /// Whether a board being opened is solved (the edits wait for it).
    pub(crate) fn opening(&self) -> bool {
        self.solving
            .as_ref()
            .is_some_and(|s| matches!(s.done, Then::Open(_)))
    }

    /// The contexts whose keys are active, most specific first.
    pub(crate) fn contexts(&self) -> Vec<Ctx> {
        self.edit
            .contexts()
            .unwrap_or_else(|| vec![Ctx::Sandbox, Ctx::Global])
    }

    /// Whether the board has no step to show: no board, or one without a permanent or an
    /// effect (the step keys do nothing there).
    pub(crate) fn without_steps(&self) -> bool {
        self.sandbox.as_ref().is_none_or(|s| s.steps().is_empty())
    }

    /// The sandbox's action of a key press, if any: a character typed goes into the text field
    /// that has focus.
    pub(crate) fn handle_key(&self, key: &KeyEvent) -> Option<Action> {
        self.typed(key)
            .or_else(|| key_table::action_in(KEYS, &self.contexts(), key))
    }

    /// What the mouse wheel does in the sandbox (up or down).
    pub(crate) fn wheel(&self, up: bool) -> Option<Action> {
        Some(match (self.contexts()[0], up) {
            (Ctx::Sandbox, true) => Action::StepPrev,
            (Ctx::Sandbox, false) => Action::StepNext,
            (Ctx::EditText, true) => Action::Edit(EditAction::LineUp),
            (Ctx::EditText, false) => Action::Edit(EditAction::LineDown),
            (Ctx::Edit | Ctx::EditActions | Ctx::EditDeps, true) => Action::Edit(EditAction::Prev),
            (Ctx::Edit | Ctx::EditActions | Ctx::EditDeps, false) => Action::Edit(EditAction::Next),
            _ => return None,
        })
    }

    /// A typed character, when a text field has focus (letters then never reach the key
    /// table; Ctrl-C still quits).
    fn typed(&self, key: &KeyEvent) -> Option<Action> {
        if !self.edit.typing() {
            return None;
        }
        let m = key.modifiers;
        // AltGr arrives as Ctrl+Alt on some terminals: that is still typing.
        let ctrl = m.contains(KeyModifiers::CONTROL) && !m.contains(KeyModifiers::ALT);
        match key.code {
            KeyCode::Char(c) if !ctrl => Some(Action::Edit(EditAction::Type(c))),
            _ => None,
        }
    }

    /// How long until autoplay's next step, or the next look at a board being solved
    /// (`None`: neither).
    pub(crate) fn tick(&self) -> Option<std::time::Duration> {
        if self.solving.is_some() {
            return Some(solving::SPIN);
        }
        self.autoplay
            .then(|| std::time::Duration::from_millis(DELAYS[self.delay]))
    }

    /// How many times Space was pressed on the step shown (its pane shows that far down).
    pub fn step_presses(&self) -> usize {
        match &self.sandbox {
            Some(s) if self.step_more.0 == s.pos => self.step_more.1,
            _ => 0,
        }
    }

    fn at_end(&self) -> bool {
        self.sandbox
            .as_ref()
            .is_none_or(|s| s.pos >= s.steps().len())
    }
}

/// The sandbox's clock: a look at the board being solved (autoplay waits for it), else
/// autoplay's step forward, and autoplay stops at the end.
pub(crate) fn tick(ly: &mut LayerBox) {
    if ly.solving.is_some() {
        edit::look(ly);
        return;
    }
    let moved = ly.autoplay && ly.sandbox.as_mut().is_some_and(|s| s.forward());
    if !moved || ly.at_end() {
        ly.autoplay = false;
    }
}

/// The layer sandbox's actions.
pub(crate) fn update(ly: &mut LayerBox, sh: &Shared, action: Action) -> Transition {
    match action {
        Action::Back => return Transition::Back,
        Action::Edit(e) => edit::apply(ly, sh, e),
        Action::ToggleAutoplay => {
            if ly.autoplay {
                ly.autoplay = false;
            } else if !ly.at_end() {
                ly.autoplay = true;
            }
        }
        Action::StepMore => {
            let presses = ly.step_presses().saturating_add(1);
            if let Some(s) = &ly.sandbox {
                ly.step_more = (s.pos, presses);
            }
        }
        Action::Faster => ly.delay = ly.delay.saturating_sub(1),
        Action::Slower => ly.delay = (ly.delay + 1).min(DELAYS.len() - 1),
        Action::ObjectPrev | Action::ObjectNext => {
            if let Some(s) = ly.sandbox.as_mut() {
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
            if let Some(s) = ly.sandbox.as_mut() {
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
    Transition::Stay
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
    pub(crate) fn new(name: &str, board: Board, step: usize) -> Sandbox {
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

    pub(crate) fn forward(&mut self) -> bool {
        if self.pos >= self.steps().len() {
            return false;
        }
        let step = self.board.sol.trace.steps[self.pos].clone();
        self.state.apply(&step);
        self.pos += 1;
        true
    }

    pub(crate) fn back(&mut self) -> bool {
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
    pub(crate) fn next_layer(&mut self) {
        let cur = self.layer_at(self.pos);
        while self.forward() {
            if self.layer_at(self.pos) != cur {
                break;
            }
        }
    }

    /// To the first step of the previous layer (or the start).
    pub(crate) fn prev_layer(&mut self) {
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

/// A sandbox key as the footer may show it on the board shown: a step key is left out where
/// there is no step, and there the key that adds a permanent shows instead.
pub(crate) fn in_footer(ly: &LayerBox, bind: &key_table::Binding<Action>) -> Option<Key> {
    let empty = ly.without_steps();
    let steps = matches!(
        bind.action,
        Action::StepNext
            | Action::StepPrev
            | Action::LayerNext
            | Action::LayerPrev
            | Action::StepStart
            | Action::StepEnd
            | Action::ToggleAutoplay
            | Action::Faster
            | Action::Slower
            | Action::StepMore
    );
    let add = bind.action == Action::Edit(EditAction::AddPermanent) && bind.ctx == Ctx::Sandbox;
    if empty && steps {
        None
    } else if empty && add {
        Some(Key {
            footer: true,
            ..bind.key
        })
    } else {
        Some(bind.key)
    }
}

/// The label of the sandbox key that does `action`, as the configuration binds it ("n").
pub(crate) fn key_label_of(action: Action, lang: Lang) -> Option<String> {
    key_table::effective(KEYS)
        .into_iter()
        .find(|b| b.ctx == Ctx::Sandbox && b.action == action)
        .map(|b| key_table::key_label(&b, lang))
}
