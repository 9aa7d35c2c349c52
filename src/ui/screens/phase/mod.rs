//! The phase sandbox: a phase the user builds (pending effects for A and for P, what each one's
//! resolution creates or removes), from an empty one or from a lesson's, stepped one decision
//! at a time forwards and back, each step explained in the words of `layerlab phase --format
//! text`; the strict and the lenient readings switched and compared on the same phase; saved and
//! opened as the scenario files that command reads.
//!
//! - [`draft`]: the phase being built and its file.
//! - [`edit`]: the edits (forms, the effects list, undo and redo), the files, the legend.
//! - [`view`]: drawing it.
//!
//! The procedure itself is the engine's ([`crate::phase::Procedure`]); this module keeps the
//! line of play (the decisions made, and those undone that `→` replays) and rebuilds the
//! procedure from the draft after each edit.

pub mod draft;
pub mod edit;
mod keys;
mod present;
pub(crate) mod view;

use std::ops::{Deref, DerefMut};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::Lang;
use crate::phase::procedure::{Halt, Procedure, SetupError, Status};
use crate::phase::scenario::{Decision, PhaseScenario, Player};
use crate::phase::script;
use crate::ui::effect::{Asker, Effect};
use crate::ui::keys::{self as key_table, Ctx};
use crate::ui::shared::{Shared, Transition};
use crate::ui::widgets::procedure::PhaseBox;
use crate::words::phase::steps::step_count;
use draft::Draft;
use edit::{EditState, Note, Overlay};

pub(crate) use edit::replied;
pub use keys::{Action, KEYS, PhaseEdit};

pub(crate) use view::{render, title};

/// One reading played to the end: the line of play while its decisions are legal there, then
/// the decisions a player takes when none is given (pass at [1]/[2], the first mandatory effect
/// at [3]/[4]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    pub lenient: bool,
    pub trace: String,
    pub resolved: Vec<String>,
    pub(crate) lapsed: Vec<String>,
    /// The first decision of the line not legal in this reading (counted from 1), if any.
    pub diverged: Option<usize>,
    /// Why the procedure stopped early (the loop guard…).
    pub(crate) halted: Option<Halt>,
}

/// Where the trace stands after a decision: its steps in all, counted as the trace grows (a
/// decision only adds steps to the last round and the rounds after it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The steps of all rounds.
    pub(crate) steps: usize,
    /// How many rounds there were, and the steps of the last one then.
    rounds: usize,
    last: usize,
}

impl Mark {
    /// The mark of `p` counted whole.
    fn of(p: &Procedure) -> Mark {
        Mark {
            steps: step_count(p),
            rounds: p.rounds().len(),
            last: p.rounds().last().map_or(0, |r| r.steps.len()),
        }
    }

    /// The mark of `p` after a decision taken at `self`, counting only the rounds it changed.
    fn next(self, p: &Procedure) -> Mark {
        let rounds = p.rounds();
        let from = self.rounds.saturating_sub(1);
        let added: usize = rounds
            .get(from..)
            .map_or(0, |r| r.iter().map(|r| r.steps.len()).sum());
        Mark {
            steps: self.steps - self.last.min(self.steps) + added,
            rounds: rounds.len(),
            last: rounds.last().map_or(0, |r| r.steps.len()),
        }
    }
}

/// The phase sandbox's state.
#[derive(Clone, Debug)]
pub struct PhaseLab {
    /// The procedure shown and the choice selected (what the practice screens and the
    /// presentation view draw too).
    pub play: PhaseBox,
    /// The phase being built.
    pub draft: Draft,
    /// Why the draft has no procedure (none of the sandbox's edits leads there; a file may).
    pub(crate) setup: Option<SetupError>,
    /// Decisions undone with `←`, the next one to replay last.
    pub(crate) ahead: Vec<Decision>,
    /// Where the trace stood after each decision made (`marks[0]`: before any).
    pub(crate) marks: Vec<Mark>,
    /// Both readings played to the end with the line of play, strict first.
    pub endings: Vec<Ending>,
    /// Editing: overlays, undo and redo, the last message, the file.
    pub edit: EditState,
    /// The explanation's scroll, in lines.
    pub(crate) scroll: u16,
    /// Opening another phase over the edits not saved was refused once (the next request
    /// replaces them).
    pub warned: bool,
}

impl Deref for PhaseLab {
    type Target = PhaseBox;
    fn deref(&self) -> &PhaseBox {
        &self.play
    }
}

impl DerefMut for PhaseLab {
    fn deref_mut(&mut self) -> &mut PhaseBox {
        &mut self.play
    }
}

impl PhaseLab {
    /// What the last keys asked the event loop to do: a file to write or read.
    pub(crate) fn take_asked(&mut self) -> Option<Effect> {
        self.edit.asked.take().map(|f| f.effect(Asker::Phase))
    }

    /// Whether replacing the phase must warn first: it has edits not saved and was not warned
    /// about yet. Asking counts as the warning (asking again says no).
    pub(crate) fn warns_before_replacing(&mut self) -> bool {
        let warn = self.edit.dirty && !self.warned;
        self.warned |= warn;
        warn
    }

    /// An empty phase (no effect pending yet).
    pub(crate) fn empty() -> PhaseLab {
        PhaseLab::with(String::new(), Draft::default(), Vec::new())
    }

    /// A phase scenario of the course or of a file (`name` is its title): its effects, its
    /// reading, and its scripted decisions queued for `→` (the line `layerlab phase` plays).
    pub(crate) fn from_scenario(name: &str, s: &PhaseScenario) -> PhaseLab {
        let draft = Draft::from_scenario(s);
        let mut line = Vec::new();
        let mut note = None;
        if let Ok(mut p) = Procedure::from_scenario(s) {
            if let Err(e) = script::drive(&mut p, &s.decisions) {
                note = Some(Note::script(e));
            }
            line = p.decisions().to_vec();
        }
        let mut lab = PhaseLab::with(name.to_string(), draft, line);
        lab.to_start();
        lab.edit.note = note;
        lab
    }

    /// A scenario that could not be opened here, and why (in `lang`).
    pub(crate) fn broken(name: &str, why: String) -> PhaseLab {
        let mut lab = PhaseLab::empty();
        lab.play.name = name.to_string();
        lab.play.procedure = Err(why);
        lab
    }

    /// The draft's procedure with the decisions of `line` made (as many as stay legal).
    fn with(name: String, draft: Draft, line: Vec<Decision>) -> PhaseLab {
        let mut lab = PhaseLab {
            play: PhaseBox {
                name,
                procedure: Err(String::new()),
                cursor: 0,
            },
            draft,
            setup: None,
            ahead: Vec::new(),
            marks: Vec::new(),
            endings: Vec::new(),
            edit: EditState::default(),
            scroll: 0,
            warned: false,
        };
        let made = line.len();
        lab.rebuild(line, made);
        lab
    }

    /// The procedure, when the draft has one.
    pub fn procedure(&self) -> Option<&Procedure> {
        self.play.procedure.as_ref().ok()
    }

    /// How many decisions are made.
    pub fn made(&self) -> usize {
        self.procedure().map_or(0, Procedure::decisions_made)
    }

    /// The line of play: the decisions made, then those undone, in order.
    pub fn line(&self) -> Vec<Decision> {
        let mut line = self
            .procedure()
            .map_or_else(Vec::new, |p| p.decisions().to_vec());
        line.extend(self.ahead.iter().rev().cloned());
        line
    }

    /// Whether the phase has no effect at all (the sandbox says what to do).
    pub fn is_empty(&self) -> bool {
        self.draft.effects.is_empty() && self.play.procedure.is_ok()
    }

    /// Builds the procedure of the draft again and makes the first `made` decisions of `line`
    /// (those still legal); the rest of the line waits for `→` while the line still fits.
    pub(crate) fn rebuild(&mut self, line: Vec<Decision>, made: usize) {
        self.ahead.clear();
        self.marks.clear();
        match self.draft.procedure(self.draft.lenient) {
            Err(e) => {
                self.play.procedure = Err(String::new());
                self.setup = Some(e);
            }
            Ok(mut p) => {
                self.setup = None;
                let mut mark = Mark::of(&p);
                self.marks.push(mark);
                let mut kept = 0;
                for d in line.iter().take(made) {
                    if p.choose(d.clone()).is_err() {
                        break;
                    }
                    kept += 1;
                    mark = mark.next(&p);
                    self.marks.push(mark);
                }
                if kept == made {
                    self.ahead = line[made.min(line.len())..].iter().rev().cloned().collect();
                }
                self.play.procedure = Ok(p);
            }
        }
        self.after_move();
    }

    /// After the procedure moved: the choice selected follows the line of play, the
    /// explanation goes back to its top, both readings are played to the end again.
    fn after_move(&mut self) {
        let next = self.ahead.last().cloned();
        self.play.cursor = match (self.procedure(), next) {
            (Some(p), Some(d)) => p.legal_choices().iter().position(|c| *c == d).unwrap_or(0),
            _ => 0,
        };
        self.scroll = 0;
        let line = self.line();
        self.endings = [false, true]
            .into_iter()
            .filter_map(|lenient| self.ending(lenient, &line))
            .collect();
    }

    /// The phase played to the end under a reading, with `line` then the default decisions.
    fn ending(&self, lenient: bool, line: &[Decision]) -> Option<Ending> {
        let mut p = self.draft.procedure(lenient).ok()?;
        let mut diverged = None;
        let mut next = line.iter();
        while *p.status() == Status::Deciding {
            let given = if diverged.is_none() {
                next.next()
            } else {
                None
            };
            let legal = given.is_some_and(|d| p.choose(d.clone()).is_ok());
            if legal {
                continue;
            }
            if given.is_some() {
                diverged = Some(p.decisions_made() + 1);
            }
            let Some(d) = p.default_choice() else { break };
            if p.choose(d).is_err() {
                break;
            }
        }
        Some(Ending {
            lenient,
            trace: p.trace_line(),
            resolved: p.resolved().to_vec(),
            lapsed: p.lapsed(),
            diverged,
            halted: match p.status() {
                Status::Halted(h) => Some(h.clone()),
                _ => None,
            },
        })
    }

    /// Takes the choice selected (the next decision of the line when it is that one; otherwise
    /// a new line of play starts here).
    pub(crate) fn decide(&mut self) {
        let Ok(p) = self.play.procedure.as_mut() else {
            return;
        };
        let Some(d) = p.legal_choices().get(self.play.cursor).cloned() else {
            return;
        };
        // A legal choice cannot be refused.
        if p.choose(d.clone()).is_err() {
            return;
        }
        self.push_mark();
        if self.ahead.last() == Some(&d) {
            self.ahead.pop();
        } else {
            self.ahead.clear();
        }
        self.after_move();
    }

    /// One decision forward: the next of the line, else the choice selected.
    pub(crate) fn forward(&mut self) {
        let Ok(p) = self.play.procedure.as_mut() else {
            return;
        };
        match self.ahead.pop() {
            Some(d) => {
                if p.choose(d).is_err() {
                    // The phase was edited since: the rest of the line no longer fits.
                    self.ahead.clear();
                    self.edit.note = Some(Note::info("ui-phase-line-dropped"));
                } else {
                    self.push_mark();
                }
                self.after_move();
            }
            None => self.decide(),
        }
    }

    /// One decision back (it waits for `→`).
    pub(crate) fn back(&mut self) {
        let Ok(p) = self.play.procedure.as_mut() else {
            return;
        };
        let Some(d) = p.decisions().last().cloned() else {
            return;
        };
        p.undo();
        self.marks.pop();
        self.ahead.push(d);
        self.after_move();
    }

    /// Back to the start of the procedure: every decision waits for `→`.
    pub fn to_start(&mut self) {
        let line = self.line();
        self.rebuild(line, 0);
    }

    /// Forward through every decision undone (the readings are played again once, at the end).
    pub fn to_end(&mut self) {
        while let Some(d) = self.ahead.pop() {
            let Ok(p) = self.play.procedure.as_mut() else {
                return;
            };
            if p.choose(d).is_err() {
                self.ahead.clear();
                self.edit.note = Some(Note::info("ui-phase-line-dropped"));
                break;
            }
            self.push_mark();
        }
        self.after_move();
    }

    /// Marks where the trace stands after the decision just taken.
    fn push_mark(&mut self) {
        let Ok(p) = self.play.procedure.as_ref() else {
            return;
        };
        let mark = match self.marks.last() {
            Some(m) => m.next(p),
            None => Mark::of(p),
        };
        self.marks.push(mark);
    }

    /// The line of play with the player who takes each decision.
    pub(crate) fn line_by_player(&self) -> Vec<(Player, Decision)> {
        let Ok(mut p) = self.draft.procedure(self.draft.lenient) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for d in self.line() {
            let Some(player) = p.current_player() else {
                break;
            };
            if p.choose(d.clone()).is_err() {
                break;
            }
            out.push((player, d));
        }
        out
    }

    /// The steps the last decision led to (or those before the first decision), as indices
    /// among all the procedure's steps.
    pub(crate) fn last_steps(&self) -> std::ops::Range<usize> {
        let n = self.marks.len();
        match n {
            0 => 0..0,
            1 => 0..self.marks[0].steps,
            _ => self.marks[n - 2].steps..self.marks[n - 1].steps,
        }
    }

    /// Whether typed letters go into a text field.
    pub(crate) fn typing(&self) -> bool {
        self.edit.typing()
    }
}

/// The contexts whose keys are active, most specific first.
pub(crate) fn contexts(lab: Option<&PhaseLab>) -> Vec<Ctx> {
    match lab.and_then(|l| l.edit.overlay.as_ref()) {
        Some(Overlay::Effects { .. }) => vec![Ctx::PhaseEffects, Ctx::Global],
        Some(Overlay::Legend) => vec![Ctx::PhaseLegend, Ctx::Global],
        Some(Overlay::Form(_) | Overlay::Prompt(_)) => vec![Ctx::PhaseForm],
        None => vec![Ctx::Phase, Ctx::Global],
    }
}

/// The phase sandbox's action of a key press, if any (`lab`: the sandbox, `None` until a phase
/// is opened or made): a character typed goes into the text field that has focus.
pub(crate) fn handle_key(lab: Option<&PhaseLab>, key: &KeyEvent) -> Option<Action> {
    typed(lab, key).or_else(|| key_table::action_in(KEYS, &contexts(lab), key))
}

/// A typed character, when a text field has focus (letters then never reach the key table;
/// Ctrl-C still quits).
fn typed(lab: Option<&PhaseLab>, key: &KeyEvent) -> Option<Action> {
    if !lab.is_some_and(PhaseLab::typing) {
        return None;
    }
    let m = key.modifiers;
    // AltGr arrives as Ctrl+Alt on some terminals: that is still typing.
    let ctrl = m.contains(KeyModifiers::CONTROL) && !m.contains(KeyModifiers::ALT);
    match key.code {
        KeyCode::Char(c) if !ctrl => Some(Action::Edit(PhaseEdit::Type(c))),
        _ => None,
    }
}

/// What the mouse wheel does in the phase sandbox (up or down).
pub(crate) fn wheel(lab: Option<&PhaseLab>, up: bool) -> Action {
    let overlay = lab.is_some_and(|l| l.edit.overlay.is_some());
    match (overlay, up) {
        (true, true) => Action::Edit(PhaseEdit::Prev),
        (true, false) => Action::Edit(PhaseEdit::Next),
        (false, true) => Action::Prev,
        (false, false) => Action::Next,
    }
}

/// Whether an action needs a phase to work on (an empty one is made when none is open).
fn makes_a_phase(action: Action) -> bool {
    matches!(
        action,
        Action::Edit(
            PhaseEdit::AddA
                | PhaseEdit::AddP
                | PhaseEdit::Effects
                | PhaseEdit::Open
                | PhaseEdit::Legend
                | PhaseEdit::Reading
        )
    )
}

/// The phase sandbox's actions (`slot`: the sandbox, `None` until a phase is opened or made).
pub(crate) fn update(slot: &mut Option<PhaseLab>, sh: &Shared, action: Action) -> Transition {
    match action {
        Action::Back => return Transition::Back,
        Action::OpenChain => return Transition::Chain,
        _ => {}
    }
    if slot.is_none() && makes_a_phase(action) {
        *slot = Some(PhaseLab::empty());
    }
    let Some(lab) = slot.as_mut() else {
        return Transition::Stay;
    };
    // The last edit's message stays until the next key of the sandbox itself.
    if lab.edit.overlay.is_none() {
        lab.edit.note = None;
    }
    if let Action::Edit(e) = action {
        edit::apply(lab, sh, e);
        return Transition::Stay;
    }
    let n = lab.procedure().map_or(0, |p| p.legal_choices().len());
    match action {
        Action::Prev if n > 0 => lab.play.cursor = (lab.play.cursor + n - 1) % n,
        Action::Next if n > 0 => lab.play.cursor = (lab.play.cursor + 1) % n,
        Action::Choose => lab.decide(),
        Action::Undo => lab.back(),
        Action::Restart => lab.to_start(),
        _ => {}
    }
    Transition::Stay
}

/// The title of a phase in the sandbox: its name, or "untitled".
pub(crate) fn title_name(lab: &PhaseLab, lang: Lang) -> String {
    if lab.play.name.is_empty() {
        crate::i18n::tr(lang, "ui-phase-untitled", &[])
    } else {
        lab.play.name.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phase::scenario::{EffectDef, OnResolve};

    fn fx(id: &str, player: Player, mandatory: bool, on_resolve: Vec<OnResolve>) -> EffectDef {
        EffectDef {
            id: id.into(),
            player,
            mandatory,
            on_resolve,
        }
    }

    /// The marks counted as the trace grows are the counts of the whole trace, forwards, back,
    /// to the end and after an edit.
    #[test]
    fn marks_follow_the_trace() {
        let draft = Draft {
            effects: vec![
                fx(
                    "m1",
                    Player::A,
                    true,
                    vec![OnResolve::Spawn {
                        id: "s1".into(),
                        player: Player::P,
                        mandatory: true,
                        on_resolve: vec![],
                    }],
                ),
                fx("o1", Player::A, false, vec![OnResolve::Renew]),
                fx("q1", Player::P, false, vec![]),
            ],
            ..Draft::default()
        };
        let mut lab = PhaseLab::with(String::new(), draft, Vec::new());
        let check = |lab: &PhaseLab| {
            let p = lab.procedure().unwrap();
            assert_eq!(lab.marks.len(), p.decisions_made() + 1);
            assert_eq!(lab.marks.last().unwrap().steps, step_count(p));
            let mut q = lab.draft.procedure(lab.draft.lenient).unwrap();
            assert_eq!(lab.marks[0].steps, step_count(&q));
            for (i, d) in p.decisions().iter().enumerate() {
                q.choose(d.clone()).unwrap();
                assert_eq!(lab.marks[i + 1].steps, step_count(&q));
            }
        };
        for _ in 0..12 {
            if lab.procedure().unwrap().is_over() {
                break;
            }
            lab.play.cursor = lab.procedure().unwrap().legal_choices().len() - 1;
            lab.decide();
            check(&lab);
        }
        lab.back();
        lab.back();
        check(&lab);
        lab.to_end();
        check(&lab);
        lab.to_start();
        check(&lab);
        lab.forward();
        check(&lab);
        let line = lab.line();
        lab.rebuild(line, 3);
        check(&lab);
    }
}
