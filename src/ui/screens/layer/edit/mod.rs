//! Editing the layer sandbox's board: add a permanent from the catalogue or by its rules text
//! ([`by_text`]), cast a spell, put or remove counters, define a custom effect, make a permanent
//! leave, reorder or delete actions, end the turn; undo and redo; save, open, export; the
//! dependency view.
//!
//! The board is its scenario's action list ([`ScenarioFile`]): every edit changes that list,
//! then the board is loaded and solved again by the engine. Nothing here computes a rule.

pub mod by_text;
pub(crate) mod by_text_view;
mod files;
pub mod forms;
pub(crate) mod message;
pub mod search;
pub mod view;

use std::path::{Path, PathBuf};

use super::{LayerBox, Opening, Sandbox, Then, solving};
use crate::content::scenario::{self, ActionSpec, Loaded, ScenarioFile};
use crate::i18n::{Lang, tr};
use crate::rules::card::CardDef;
use crate::rules::layer::Numbering;
use crate::rules::solve::{SolveOptions, solve};
use crate::rules::trace::Trace;
use crate::ui::effect::{FileAsk, Reply, Written};
use crate::ui::history::History;
use crate::ui::keys::Ctx;
use crate::ui::shared::{Board, Opened, Shared};
use crate::ui::widgets::input::Input;
use crate::ui::widgets::path_prompt::{self, PathPrompt};
use crate::words::{deck, report};
use forms::Form;

pub use super::EditAction;
pub(crate) use files::replied;
use files::{open_prompt, run_prompt};
pub use message::Message;

/// The catalogue search.
#[derive(Clone, Debug, PartialEq)]
pub struct Picker {
    pub(crate) kind: search::Kind,
    pub(crate) input: Input,
    /// Catalogue indexes of the cards found.
    pub results: Vec<usize>,
    pub(crate) cursor: usize,
}

/// What a path prompt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    Save,
    Open,
    Export,
    /// The step-through as a slide deck (HTML).
    Slides,
}

/// A path being typed (an error in words).
pub type Prompt = PathPrompt<PromptKind, String>;

/// What covers the sandbox while editing.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    Picker(Picker),
    Form(Form),
    /// A permanent given by its printed type line and rules text.
    ByText(by_text::ByText),
    Prompt(Prompt),
    /// The scenario's actions, one selected.
    Actions {
        cursor: usize,
    },
    /// The dependency edges, scrolled.
    Deps {
        scroll: usize,
    },
}

/// The editing state of the sandbox.
#[derive(Clone, Debug, Default)]
pub struct EditState {
    pub overlay: Option<Overlay>,
    /// The boards before each edit and those undone (each holds its game and trace).
    pub(crate) history: History<Board>,
    /// What the last edit or file operation did.
    pub message: Option<Message>,
    /// The file the board was opened from or last saved to.
    pub(crate) file: Option<PathBuf>,
    /// Edits not saved yet (opening another file asks first).
    pub dirty: bool,
}

impl EditState {
    /// The key contexts of the overlay, if one is open.
    pub(crate) fn contexts(&self) -> Option<Vec<Ctx>> {
        Some(match self.overlay.as_ref()? {
            Overlay::Actions { .. } => vec![Ctx::EditActions, Ctx::Global],
            Overlay::Deps { .. } => vec![Ctx::EditDeps, Ctx::Global],
            Overlay::ByText(f) if f.in_text() => vec![Ctx::EditText, Ctx::Edit],
            _ => vec![Ctx::Edit],
        })
    }

    /// Whether typed letters go into a text field.
    pub(crate) fn typing(&self) -> bool {
        match &self.overlay {
            Some(Overlay::Picker(_)) => true,
            Some(Overlay::Prompt(p)) => !p.confirm,
            Some(Overlay::Form(f)) => f.typing(),
            Some(Overlay::ByText(f)) => f.typing(),
            _ => false,
        }
    }
}

/// A permanent on the battlefield, for choosing in a form.
#[derive(Clone, Debug, PartialEq)]
pub struct Permanent {
    pub id: String,
    pub(crate) name: String,
    pub(crate) name_fr: String,
}

/// The permanents of the sandbox, with their names after the layers.
pub fn permanents(s: &Sandbox) -> Vec<Permanent> {
    let game = &s.board.loaded.game;
    let chars = &s.board.sol.state.chars;
    s.permanents()
        .into_iter()
        .map(|i| {
            let (name, name_fr) = chars
                .get(i)
                .map(|c| (c.name.to_string(), c.name_fr.to_string()))
                .unwrap_or_default();
            Permanent {
                id: game.objects[i].id.clone(),
                name,
                name_fr,
            }
        })
        .collect()
}

/// The id of the selected permanent.
pub fn selected_id(s: &Sandbox) -> Option<String> {
    s.permanents()
        .get(s.selected)
        .map(|&i| s.board.loaded.game.objects[i].id.clone())
}

/// A scenario as RON text (what `Save` writes, what `open` and `solve` read).
pub fn to_ron(file: &ScenarioFile) -> Result<String, String> {
    let cfg = ron::ser::PrettyConfig::new().depth_limit(2);
    ron::ser::to_string_pretty(file, cfg)
        .map(|s| format!("Scenario{s}\n"))
        .map_err(|e| e.to_string())
}

/// Loads and solves a scenario, as the sandbox shows it.
fn board_of(path: &Path, file: &ScenarioFile, sh: &Shared) -> Result<Board, String> {
    let text = to_ron(file)?;
    let loaded =
        scenario::load_str(path, &text, &sh.course.catalogue).map_err(|e| e.message(sh.lang))?;
    let sol = solve(&loaded.game, &SolveOptions::traced());
    Ok(Board { loaded, sol })
}

/// Where a new trace should stand to show what the old one showed: at the end if it was at
/// the end (the final board), else the same effect in the same layer if it still applies,
/// else the same step number (clamped).
fn kept_position(old: &Sandbox, new: &Trace) -> usize {
    let Some(st) = old.current() else {
        return 0;
    };
    if old.pos == old.steps().len() {
        return new.steps.len();
    }
    let label = |t: &Trace, e: Option<usize>| e.map(|e| t.effects[e].label.clone());
    let want = label(&old.board.sol.trace, st.effect);
    new.steps
        .iter()
        .position(|n| n.layer == st.layer && label(new, n.effect) == want)
        .map_or(old.pos.min(new.steps.len()), |k| k + 1)
}

/// Replaces the sandbox's board with `board`, keeping the step and the selected permanent;
/// returns the board it replaced.
fn replace(ly: &mut LayerBox, board: Board) -> Option<Board> {
    let old = ly.sandbox.take()?;
    let pos = kept_position(&old, &board.sol.trace);
    let sel = selected_id(&old);
    let mut s = Sandbox::new(&old.name, board, pos);
    let ids: Vec<String> = permanents(&s).into_iter().map(|p| p.id).collect();
    s.selected = sel
        .and_then(|id| ids.iter().position(|i| *i == id))
        .unwrap_or(old.selected.min(ids.len().saturating_sub(1)));
    ly.sandbox = Some(s);
    Some(old.board)
}

/// An empty board, for editing when none is open.
fn ensure_sandbox(ly: &mut LayerBox, sh: &Shared) -> bool {
    if ly.sandbox.is_some() {
        return true;
    }
    let file = ScenarioFile {
        format_version: 1,
        active_player: 0,
        players: None,
        cards: Vec::new(),
        actions: Vec::new(),
        expect: Vec::new(),
    };
    let name = tr(sh.lang, "ui-edit-untitled", &[]);
    match board_of(Path::new(&name), &file, sh) {
        Ok(b) => {
            let edit = std::mem::take(&mut ly.edit);
            ly.open(&name, b, 0);
            ly.edit = edit;
            true
        }
        Err(e) => {
            ly.edit.message = Some(Message::error("ui-edit-refused", e));
            false
        }
    }
}

/// The board edits play on: the last edit's while it is solved, else the one shown.
fn latest(ly: &LayerBox) -> Option<&Loaded> {
    match &ly.solving {
        Some(s) => Some(&s.loaded),
        None => ly.sandbox.as_ref().map(|s| &s.board.loaded),
    }
}

/// Whether an edit of `loaded` is solved on a worker thread: a big board, or one whose last
/// edit is still being solved (the newer edit supersedes it).
fn in_background(ly: &LayerBox, loaded: &Loaded) -> bool {
    ly.solving.is_some() || loaded.game.objects.len() > solving::BACKGROUND_OVER
}

fn file(ly: &LayerBox) -> Option<ScenarioFile> {
    latest(ly).map(|l| l.file.clone())
}

/// Makes `new` the board's action list, if the engine accepts it. Returns whether it did.
fn commit(ly: &mut LayerBox, sh: &Shared, new: ScenarioFile, done: Message) -> bool {
    let Some(loaded) = latest(ly) else {
        return false;
    };
    let path = loaded.path.clone();
    if in_background(ly, loaded) {
        // Played (and checked) here; the solve with its trace goes to the worker.
        let played = to_ron(&new).and_then(|text| {
            scenario::load_str(&path, &text, &sh.course.catalogue).map_err(|e| e.message(sh.lang))
        });
        return solve_later(ly, sh, played, done);
    }
    let board = board_of(&path, &new, sh);
    accept(ly, board, done)
}

/// Asks for `played` (an edit's board) to be solved off the drawing path, superseding the solve
/// under way; or says why the engine refused the edit. Returns whether the edit was played.
fn solve_later(
    ly: &mut LayerBox,
    sh: &Shared,
    played: Result<Loaded, String>,
    done: Message,
) -> bool {
    let loaded = match played {
        Ok(l) => l,
        Err(e) => {
            ly.edit.message = Some(Message::error("ui-edit-refused", e));
            return false;
        }
    };
    ly.solving = Some(solving::Solving::start(loaded, Then::Edit(done), sh.lang));
    true
}

/// Looks for the solution of the board being solved; shows it as its edit's result when
/// ready (or says why the engine refused it).
pub(crate) fn look(ly: &mut LayerBox) {
    if let Some(s) = ly.solving.take_if(|s| s.ready()) {
        finish(ly, s);
    }
}

/// Waits for the board being solved and shows it (for tests and benchmarks: the app never
/// waits on a solve).
pub fn wait_solved(ly: &mut LayerBox) {
    if let Some(s) = ly.solving.take() {
        finish(ly, s);
    }
}

fn finish(ly: &mut LayerBox, s: solving::Solving<Then>) {
    let opening = matches!(s.done, Then::Open(_));
    match s.finish() {
        solving::Solved::Board(loaded, sol, then) => {
            shown(ly, Ok(Board { loaded, sol }), then);
        }
        solving::Solved::Refused(why) if opening => {
            ly.edit.message = Some(Message::error("ui-edit-open-refused", why));
        }
        solving::Solved::Refused(why) if why.is_empty() => {
            ly.edit.message = Some(Message::error("ui-edit-solve-failed", ""));
        }
        solving::Solved::Refused(why) => {
            ly.edit.message = Some(Message::error("ui-edit-refused", why));
        }
    }
}

/// Shows a board solved (or says why the engine refused it) as what it is for: an edit's
/// result, or a board opened. Returns whether it shows.
pub(crate) fn shown(ly: &mut LayerBox, board: Result<Board, String>, then: Then) -> bool {
    match (board, then) {
        (board, Then::Edit(done)) => accept(ly, board, done),
        (Ok(b), Then::Open(o)) => {
            ly.show_opened(b, o);
            true
        }
        (Err(why), Then::Open(_)) => {
            ly.edit.message = Some(Message::error("ui-edit-open-refused", why));
            false
        }
    }
}

/// Shows `board` (an edit's result) and remembers the one it replaces for undo; or says why the
/// engine refused the edit.
fn accept(ly: &mut LayerBox, board: Result<Board, String>, done: Message) -> bool {
    match board {
        Ok(b) => {
            let old = replace(ly, b);
            ly.edit.history.record(old);
            ly.edit.message = Some(done);
            ly.edit.dirty = true;
            true
        }
        Err(e) => {
            ly.edit.message = Some(Message::error("ui-edit-refused", e));
            false
        }
    }
}

/// Appends an action: only that action is played on the current game (the others were played
/// already), then the layers are solved again.
fn push_action(ly: &mut LayerBox, sh: &Shared, action: ActionSpec, done: Message) -> bool {
    let Some(loaded) = latest(ly) else {
        return false;
    };
    if in_background(ly, loaded) {
        let played = scenario::append_played(loaded, action, &sh.course.catalogue)
            .map_err(|e| e.message(sh.lang));
        return solve_later(ly, sh, played, done);
    }
    let board = scenario::append_solved(loaded, action, &sh.course.catalogue)
        .map(|(loaded, sol)| Board { loaded, sol })
        .map_err(|e| e.message(sh.lang));
    accept(ly, board, done)
}

/// Undo (`back`) or redo: swaps the board with the other stack's top (kept whole: nothing is
/// played or solved again). While a board is solved, undo drops the edits not yet shown (the
/// board shown is the one before them), and there is nothing to redo (an edit empties redo).
fn travel(ly: &mut LayerBox, back: bool) {
    if ly.solving.is_some() {
        ly.edit.message = Some(if back {
            ly.solving = None;
            Message::ok("ui-edit-undone", "")
        } else {
            Message::error("ui-edit-nothing-to-redo", "")
        });
        return;
    }
    let Some(target) = ly.edit.history.take(back) else {
        let id = if back {
            "ui-edit-nothing-to-undo"
        } else {
            "ui-edit-nothing-to-redo"
        };
        ly.edit.message = Some(Message::error(id, ""));
        return;
    };
    if let Some(current) = replace(ly, target) {
        ly.edit.history.keep(back, current);
        let id = if back {
            "ui-edit-undone"
        } else {
            "ui-edit-redone"
        };
        ly.edit.message = Some(Message::ok(id, ""));
        ly.edit.dirty = true;
    }
}

fn open_picker(ly: &mut LayerBox, sh: &Shared, kind: search::Kind) {
    let results = search::search(&sh.course.catalogue, kind, "", sh.lang);
    ly.edit.overlay = Some(Overlay::Picker(Picker {
        kind,
        input: Input::default(),
        results,
        cursor: 0,
    }));
}

/// Enter in the picker: the card's form.
fn pick(ly: &mut LayerBox, sh: &Shared, p: &Picker) -> Option<Overlay> {
    let &idx = p.results.get(p.cursor)?;
    let card = sh.course.catalogue.cards().get(idx)?.clone();
    if !ensure_sandbox(ly, sh) {
        return None;
    }
    let s = ly.sandbox.as_ref()?;
    let perms = permanents(s);
    // A new id is new on the board of the last edit too, which may not show yet.
    let game = &latest(ly)?.game;
    Some(Overlay::Form(match p.kind {
        search::Kind::Permanent => {
            let id = forms::fresh_id(&card.name, &|id| {
                game.has_id(id) || id == "p0" || id == "p1"
            });
            let copyable = copyable(game, &card, &perms);
            forms::enter_form(idx, &card, &perms, &copyable, id)
        }
        search::Kind::Spell => forms::cast_form(idx, &card, &perms),
    }))
}

/// What `card` may enter as a copy of, of the permanents `perms` shown: what the engine would
/// accept as it enters now (its own copy ability's filter, a face-down permanent as the
/// nameless 2/2 it is, never itself). A card that copies nothing offers nothing; a board the
/// engine can't look at now offers every permanent (the engine says why when one is refused).
fn copyable(
    game: &crate::rules::game::Game,
    card: &CardDef,
    perms: &[Permanent],
) -> Vec<Permanent> {
    use crate::rules::card::{Ability, AsEnters};
    let copies = card
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::AsEnters(AsEnters::CopyOf(_))));
    if !copies {
        return Vec::new();
    }
    // The controller the form starts with: the catalogue's copy abilities name no controller.
    match game.copy_choices(card, 0) {
        Ok(found) => {
            let ids: Vec<&str> = found.iter().map(|&i| game.objects[i].id.as_str()).collect();
            perms
                .iter()
                .filter(|p| ids.contains(&p.id.as_str()))
                .cloned()
                .collect()
        }
        Err(_) => perms.to_vec(),
    }
}

/// What a submitted form says it did, naming the card (not its id) in the reader's language.
fn done_message(ly: &LayerBox, sh: &Shared, spec: &ActionSpec) -> Message {
    match spec {
        ActionSpec::Enter { id, card, .. } => match card_of(ly, sh, card) {
            Some(c) => Message::naming("ui-edit-added", c),
            None => Message::ok("ui-edit-added", id.clone()),
        },
        ActionSpec::Cast { card, .. } => match card_of(ly, sh, card) {
            Some(c) => Message::naming("ui-edit-cast", c),
            None => Message::ok("ui-edit-cast", card.clone()),
        },
        ActionSpec::Counters { target, .. } => naming_object(ly, "ui-edit-countered", target),
        ActionSpec::Effect { id, .. } => Message::ok("ui-edit-effect-added", id.clone()),
        _ => Message::ok("ui-edit-done", ""),
    }
}

/// A card by name: one of the board's own (a card given by its text) or of the catalogue.
fn card_of<'a>(ly: &'a LayerBox, sh: &'a Shared, name: &str) -> Option<&'a CardDef> {
    latest(ly)
        .and_then(|l| l.cards.iter().find(|c| c.is_named(name)))
        .or_else(|| sh.course.catalogue.find(name))
}

/// A message about the permanent `id` of the board, naming its card; its id when the board
/// has no such permanent.
fn naming_object(ly: &LayerBox, msg: &'static str, id: &str) -> Message {
    let card = latest(ly).and_then(|l| {
        let game = &l.game;
        game.lookup(id)
            .and_then(|i| game.objects.get(i))
            .map(|o| &o.card)
    });
    match card {
        Some(c) => Message::naming(msg, c),
        None => Message::ok(msg, id.to_string()),
    }
}

/// Applies an edit key.
pub(crate) fn apply(ly: &mut LayerBox, sh: &Shared, action: EditAction) {
    use EditAction as E;
    match ly.edit.overlay.take() {
        None => {}
        Some(o) => {
            ly.edit.overlay = on_overlay(ly, sh, o, action);
            return;
        }
    }
    // The board being opened is not there yet to edit (another may be opened instead).
    if ly.opening() && action != E::Open {
        ly.edit.message = Some(Message::error("ui-edit-opening", ""));
        return;
    }
    match action {
        E::AddPermanent => open_picker(ly, sh, search::Kind::Permanent),
        E::AddByText if ensure_sandbox(ly, sh) => {
            ly.edit.overlay = Some(Overlay::ByText(by_text::open(ly, sh)));
        }
        E::CastSpell => open_picker(ly, sh, search::Kind::Spell),
        E::Counters => match ly.sandbox.as_ref().and_then(selected_id) {
            Some(id) => ly.edit.overlay = Some(Overlay::Form(forms::counters_form(&id))),
            None => ly.edit.message = Some(Message::error("ui-edit-no-selection", "")),
        },
        E::CustomEffect => {
            if !ensure_sandbox(ly, sh) {
                return;
            }
            let (Some(s), Some(last)) = (ly.sandbox.as_ref(), latest(ly)) else {
                return;
            };
            let taken: Vec<String> = last
                .file
                .actions
                .iter()
                .filter_map(|a| match a {
                    ActionSpec::Effect { id, .. } => Some(id.clone()),
                    _ => None,
                })
                .collect();
            let game = &last.game;
            let id = forms::fresh_id("effect", &|i| {
                taken.iter().any(|t| t == i) || game.effects.iter().any(|e| e.label == i)
            });
            let sel = selected_id(s);
            ly.edit.overlay = Some(Overlay::Form(forms::effect_form(
                id,
                &permanents(s),
                sel.as_deref(),
            )));
        }
        E::Leave => match ly.sandbox.as_ref().and_then(selected_id) {
            Some(id) => {
                let done = naming_object(ly, "ui-edit-left", &id);
                push_action(ly, sh, ActionSpec::Leave { target: id }, done);
            }
            None => ly.edit.message = Some(Message::error("ui-edit-no-selection", "")),
        },
        E::EndTurn => {
            if ly.sandbox.is_some() {
                push_action(
                    ly,
                    sh,
                    ActionSpec::EndTurn,
                    Message::ok("ui-edit-turn-ended", ""),
                );
            } else {
                ly.edit.message = Some(Message::error("ui-edit-no-board", ""));
            }
        }
        E::Actions => {
            let Some(s) = ly.sandbox.as_ref() else {
                ly.edit.message = Some(Message::error("ui-edit-no-board", ""));
                return;
            };
            // Start on the action that gave the selected permanent its timestamp.
            let cursor = selected_id(s)
                .and_then(|id| {
                    s.board.loaded.file.actions.iter().rposition(|a| match a {
                        ActionSpec::Enter { id: i, .. } => *i == id,
                        ActionSpec::Attach { source: i, .. }
                        | ActionSpec::TurnFaceUp { target: i, .. }
                        | ActionSpec::TurnFaceDown { target: i } => *i == id,
                        _ => false,
                    })
                })
                .unwrap_or(0);
            ly.edit.overlay = Some(Overlay::Actions { cursor });
        }
        E::Dependencies => {
            if ly.sandbox.is_some() {
                ly.edit.overlay = Some(Overlay::Deps { scroll: 0 });
            } else {
                ly.edit.message = Some(Message::error("ui-edit-no-board", ""));
            }
        }
        E::Undo => travel(ly, true),
        E::Redo => travel(ly, false),
        E::Save => open_prompt(ly, PromptKind::Save),
        E::Open => open_prompt(ly, PromptKind::Open),
        E::Export => open_prompt(ly, PromptKind::Export),
        E::Slides => open_prompt(ly, PromptKind::Slides),
        // Overlay keys do nothing without an overlay.
        _ => {}
    }
}

/// An edit key while an overlay is open; returns the overlay to keep.
fn on_overlay(ly: &mut LayerBox, sh: &Shared, o: Overlay, action: EditAction) -> Option<Overlay> {
    use EditAction as E;
    if action == E::Cancel {
        return None;
    }
    match o {
        Overlay::Picker(mut p) => {
            match action {
                E::Type(c) => p.input.insert(c),
                E::Backspace => p.input.backspace(),
                E::Left => p.input.left(),
                E::Right => p.input.right(),
                E::Next => p.cursor = (p.cursor + 1).min(p.results.len().saturating_sub(1)),
                E::Prev => p.cursor = p.cursor.saturating_sub(1),
                E::Confirm => return pick(ly, sh, &p).or(Some(Overlay::Picker(p))),
                _ => {}
            }
            if matches!(action, E::Type(_) | E::Backspace) {
                p.results = search::search(&sh.course.catalogue, p.kind, p.input.text(), sh.lang);
                p.cursor = 0;
            }
            Some(Overlay::Picker(p))
        }
        Overlay::Form(mut f) => {
            let n = f.fields.len().max(1);
            match action {
                E::Type(c) => {
                    if let Some(forms::Field {
                        value: forms::Value::Text(i),
                        ..
                    }) = f.fields.get_mut(f.focus)
                    {
                        i.insert(c);
                    }
                }
                E::Backspace => {
                    if let Some(forms::Field {
                        value: forms::Value::Text(i),
                        ..
                    }) = f.fields.get_mut(f.focus)
                    {
                        i.backspace();
                    }
                }
                E::Left => f.side(false),
                E::Right => f.side(true),
                E::Next => f.focus = (f.focus + 1) % n,
                E::Prev => f.focus = (f.focus + n - 1) % n,
                E::Confirm => {
                    let sel = ly.sandbox.as_ref().and_then(selected_id);
                    match forms::submit(&f, sh.course.catalogue.cards(), sel.as_deref()) {
                        Err(m) => f.error = Some(m),
                        Ok(spec) => {
                            let done = done_message(ly, sh, &spec);
                            if push_action(ly, sh, spec, done) {
                                return None;
                            }
                            f.error = ly.edit.message.take();
                        }
                    }
                }
                _ => {}
            }
            Some(Overlay::Form(f))
        }
        Overlay::ByText(mut f) => {
            if action == E::Confirm {
                return by_text::submit(ly, sh, f);
            }
            f.key(action);
            Some(Overlay::ByText(f))
        }
        Overlay::Prompt(mut p) => {
            match action {
                E::Type(c) => p.type_char(c, crate::ui::widgets::path_prompt::MAX_PATH),
                E::Backspace => p.backspace(),
                E::Left => p.input.left(),
                E::Right => p.input.right(),
                E::Confirm => return run_prompt(ly, sh, p),
                _ => {}
            }
            Some(Overlay::Prompt(p))
        }
        Overlay::Actions { mut cursor } => {
            let n = file(ly).map_or(0, |f| f.actions.len());
            match action {
                E::Next => cursor = (cursor + 1).min(n.saturating_sub(1)),
                E::Prev => cursor = cursor.saturating_sub(1),
                E::Earlier | E::Later => {
                    let other = if action == E::Earlier {
                        cursor.checked_sub(1)
                    } else {
                        Some(cursor + 1).filter(|&o| o < n)
                    };
                    if let (Some(o), Some(mut f)) = (other, file(ly)) {
                        f.actions.swap(cursor, o);
                        if commit(ly, sh, f, Message::ok("ui-edit-moved", (o + 1).to_string())) {
                            cursor = o;
                        }
                    }
                }
                E::Delete => {
                    if let Some(mut f) = file(ly).filter(|f| cursor < f.actions.len()) {
                        f.actions.remove(cursor);
                        if commit(
                            ly,
                            sh,
                            f,
                            Message::ok("ui-edit-deleted", (cursor + 1).to_string()),
                        ) {
                            cursor = cursor.min(n.saturating_sub(2));
                        }
                    }
                }
                E::Actions | E::Confirm => return None,
                _ => {}
            }
            Some(Overlay::Actions { cursor })
        }
        Overlay::Deps { mut scroll } => {
            let n = ly
                .sandbox
                .as_ref()
                .map_or(0, |s| view::dependency_rows(sh, s).len());
            match action {
                E::Next => scroll = (scroll + 1).min(n.saturating_sub(1)),
                E::Prev => scroll = scroll.saturating_sub(1),
                E::Dependencies | E::Confirm => return None,
                _ => {}
            }
            Some(Overlay::Deps { scroll })
        }
    }
}
