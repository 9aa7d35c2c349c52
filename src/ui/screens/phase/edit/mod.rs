//! Editing the phase sandbox's phase: a form for a new or changed effect (its name, its player,
//! mandatory or optional), the list of the pending effects with what each resolution creates,
//! removes or renews, undo and redo (a history of drafts), the reading, the legend, and the
//! files (save and open, through a path prompt).
//!
//! Every edit makes a new draft; the draft is checked as `layerlab phase` checks a file, and the
//! procedure is built again with the line of play kept as far as it stays legal.

use std::path::{Path, PathBuf};

use super::PhaseEdit;
use super::PhaseLab;
use super::draft::{self, Draft, MAX_NAME, Refusal, Row, RowKind};
use crate::fargs;
use crate::i18n::{Arg, Lang, tr};
use crate::phase::scenario::{OnResolve, Player, Scenario};
use crate::phase::script::ScriptError;
use crate::ui::effect::{FileAsk, Reply, Written};
use crate::ui::history::History;
use crate::ui::shared::Shared;
use crate::ui::widgets::input::Input;
use crate::ui::widgets::path_prompt::{self, MAX_PATH, PathPrompt};
use crate::words::names::NameGram;

mod files;

pub(crate) use files::replied;
use files::{open_prompt, run_prompt};

/// A message to show, worded when drawn (so it follows the language).
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// A Fluent id and its arguments.
    Said {
        error: bool,
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    /// A scenario's scripted decisions went wrong (an illegal decision, a halt).
    Script(ScriptError),
    /// A file's error, already worded (`path:line:col: message`) in the language of the time.
    Worded(String),
}

impl Note {
    pub(crate) fn info(id: &'static str) -> Note {
        Note::Said {
            error: false,
            id,
            args: Vec::new(),
        }
    }

    fn error(id: &'static str) -> Note {
        Note::Said {
            error: true,
            id,
            args: Vec::new(),
        }
    }

    fn ok(id: &'static str, args: Vec<(&'static str, Arg)>) -> Note {
        Note::Said {
            error: false,
            id,
            args,
        }
    }

    fn refused(r: Refusal) -> Note {
        Note::Said {
            error: true,
            id: r.id,
            args: r.args,
        }
    }

    pub(crate) fn script(e: ScriptError) -> Note {
        Note::Script(e)
    }

    pub(crate) fn is_error(&self) -> bool {
        match self {
            Note::Said { error, .. } => *error,
            Note::Script(_) | Note::Worded(_) => true,
        }
    }

    pub(crate) fn text(&self, lang: Lang) -> String {
        match self {
            Note::Said { id, args, .. } => {
                let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, v.clone())).collect();
                tr(lang, id, &args)
            }
            Note::Script(e) => crate::words::phase::errors::script_error_message(e, lang),
            Note::Worded(s) => s.clone(),
        }
    }
}

/// What a form makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// A new pending effect.
    NewEffect,
    /// Changes the effect at this path.
    ChangeEffect(Vec<usize>),
    /// A new effect that the resolution of the effect at this path creates.
    NewSpawn(Vec<usize>),
    /// A new removal in the resolution of the effect at this path.
    NewRemove(Vec<usize>),
    /// Changes the removal at this path.
    ChangeRemove(Vec<usize>),
}

/// An effect or a removal being written.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub(crate) purpose: Purpose,
    pub name: Input,
    pub(crate) player: Player,
    pub(crate) mandatory: bool,
    /// A removal: the effects it may name, and the one chosen.
    pub(crate) targets: Vec<String>,
    pub(crate) target: usize,
    /// The effect it is about: the one changed, or whose resolution gets the new entry.
    pub(crate) about: String,
    /// Names in the course's notation for each player and kind (A mandatory, A optional,
    /// P mandatory, P optional), while the name is still the one proposed: it follows the
    /// player and the kind chosen.
    pub(crate) proposed: Option<[String; 4]>,
    /// The field with the focus.
    pub focus: usize,
    pub error: Option<Note>,
    /// The effects list's row to go back to once done (`None`: the sandbox).
    pub(crate) back_to: Option<usize>,
}

/// The fields of a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Player,
    Kind,
    Target,
}

impl Form {
    /// The proposed name for the player and kind chosen, while the name is the proposed one.
    fn follow_proposal(&mut self) {
        if let Some(names) = &self.proposed {
            let k = match (self.player, self.mandatory) {
                (Player::A, true) => 0,
                (Player::A, false) => 1,
                (Player::P, true) => 2,
                (Player::P, false) => 3,
            };
            self.name = Input::new(&names[k]);
        }
    }

    pub(crate) fn fields(&self) -> &'static [Field] {
        match self.purpose {
            Purpose::NewRemove(_) | Purpose::ChangeRemove(_) => &[Field::Target],
            _ => &[Field::Name, Field::Player, Field::Kind],
        }
    }

    fn focused(&self) -> Field {
        let f = self.fields();
        f[self.focus.min(f.len() - 1)]
    }

    /// Whether typed letters go into the name.
    fn typing(&self) -> bool {
        self.focused() == Field::Name
    }

    /// ←/→ on a choice.
    fn side(&mut self, right: bool) {
        match self.focused() {
            Field::Name if right => self.name.right(),
            Field::Name => self.name.left(),
            Field::Player => {
                self.player = self.player.other();
                self.follow_proposal();
            }
            Field::Kind => {
                self.mandatory = !self.mandatory;
                self.follow_proposal();
            }
            Field::Target => {
                let n = self.targets.len().max(1);
                self.target = if right {
                    (self.target + 1) % n
                } else {
                    (self.target + n - 1) % n
                };
            }
        }
    }
}

/// What a path prompt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    Save,
    Open,
    /// The procedure's steps as a slide deck (HTML).
    Slides,
}

/// A path being typed (an error as a note).
pub type Prompt = PathPrompt<PromptKind, Note>;

/// What covers the sandbox while editing.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    /// The pending effects and their resolutions, one row selected.
    Effects {
        cursor: usize,
    },
    Form(Form),
    Prompt(Prompt),
    /// The legend of the trace notation.
    Legend,
}

/// The editing state of the sandbox.
#[derive(Clone, Debug, Default)]
pub struct EditState {
    pub overlay: Option<Overlay>,
    /// The drafts before each edit and those undone.
    pub(crate) history: History<Draft>,
    /// What the last edit or file operation did.
    pub(crate) note: Option<Note>,
    /// The file the phase was opened from or last saved to.
    pub(crate) file: Option<PathBuf>,
    /// Edits not saved yet (opening another phase asks first).
    pub dirty: bool,
    /// The file the last key asked to write or read, until the app takes it.
    pub(crate) asked: Option<FileAsk>,
}

impl EditState {
    /// Whether typed letters go into a text field.
    pub(crate) fn typing(&self) -> bool {
        match &self.overlay {
            Some(Overlay::Form(f)) => f.typing(),
            Some(Overlay::Prompt(p)) => !p.confirm,
            _ => false,
        }
    }
}

/// Makes `new` the phase, if it passes the checks of `layerlab phase`; the line of play is
/// kept as far as it stays legal. Returns why not otherwise.
fn commit(lab: &mut PhaseLab, new: Draft, done: Note) -> Result<(), Refusal> {
    new.check()?;
    lab.warned = false;
    let old = std::mem::replace(&mut lab.draft, new);
    lab.edit.history.record(Some(old));
    lab.edit.dirty = true;
    lab.edit.note = Some(done);
    let line = lab.line();
    let made = lab.made();
    lab.rebuild(line, made);
    Ok(())
}

/// Undo (`back`) or redo: swaps the draft with the other stack's top.
fn travel(lab: &mut PhaseLab, back: bool) {
    let Some(target) = lab.edit.history.take(back) else {
        let id = if back {
            "ui-phase-nothing-to-undo"
        } else {
            "ui-phase-nothing-to-redo"
        };
        lab.edit.note = Some(Note::error(id));
        return;
    };
    let current = std::mem::replace(&mut lab.draft, target);
    lab.edit.history.keep(back, current);
    let id = if back {
        "ui-phase-undone"
    } else {
        "ui-phase-redone"
    };
    lab.edit.note = Some(Note::info(id));
    lab.edit.dirty = true;
    let line = lab.line();
    let made = lab.made();
    lab.rebuild(line, made);
}

/// A form for a new effect of `player` at the place `purpose` says.
fn effect_form(lab: &PhaseLab, purpose: Purpose, player: Player, back_to: Option<usize>) -> Form {
    Form {
        purpose,
        name: Input::new(&lab.draft.fresh_id(player, true)),
        player,
        mandatory: true,
        targets: Vec::new(),
        target: 0,
        about: String::new(),
        proposed: Some(proposals(&lab.draft)),
        focus: 0,
        error: None,
        back_to,
    }
}

/// The names a new effect may be given in the course's notation (see [`Form::proposed`]).
fn proposals(d: &Draft) -> [String; 4] {
    [
        d.fresh_id(Player::A, true),
        d.fresh_id(Player::A, false),
        d.fresh_id(Player::P, true),
        d.fresh_id(Player::P, false),
    ]
}

/// The effect a row belongs to: the row itself when it is an effect, else the effect whose
/// resolution holds it.
fn owner_path(row: &Row) -> Vec<usize> {
    match row.kind {
        RowKind::Effect { .. } => row.path.clone(),
        _ => row.path[..row.path.len() - 1].to_vec(),
    }
}

/// Whether a name is one the form may give (trace-safe, not too long).
fn name_problem(name: &str) -> Option<Refusal> {
    let ok = crate::content::phase_file::is_valid_id(name) && name.chars().count() <= MAX_NAME;
    (!ok).then(|| Refusal {
        id: "ui-phase-bad-name",
        args: vec![("id", Arg::from(name)), ("limit", Arg::from(MAX_NAME))],
    })
}

/// The draft a submitted form makes, and what to say once done.
fn submitted(lab: &PhaseLab, f: &Form) -> Result<(Draft, Note), Refusal> {
    let mut d = lab.draft.clone();
    let name = f.name.text().trim().to_string();
    let is_effect = !matches!(f.purpose, Purpose::NewRemove(_) | Purpose::ChangeRemove(_));
    // A name kept as it was (from a file) is not held to the sandbox's length.
    let kept = matches!(&f.purpose, Purpose::ChangeEffect(_)) && name == f.about;
    if is_effect
        && !kept
        && let Some(r) = name_problem(&name)
    {
        return Err(r);
    }
    if let Purpose::NewSpawn(path) = &f.purpose
        && path.len() > draft::MAX_DEPTH
    {
        return Err(Refusal {
            id: "ui-phase-too-deep",
            args: vec![
                ("id", Arg::from(&name)),
                ("limit", Arg::from(draft::MAX_DEPTH)),
            ],
        });
    }
    let target = f.targets.get(f.target).cloned();
    let missing = || Refusal {
        id: "ui-phase-gone",
        args: Vec::new(),
    };
    let spawn = |on_resolve| OnResolve::Spawn {
        id: name.clone(),
        player: f.player,
        mandatory: f.mandatory,
        on_resolve,
    };
    let note = match &f.purpose {
        Purpose::NewEffect => {
            d.effects.push(crate::phase::scenario::EffectDef::new(
                &name,
                f.player,
                f.mandatory,
            ));
            Note::ok("ui-phase-added", vec![("id", Arg::from(&name))])
        }
        Purpose::ChangeEffect(path) => {
            let node = d.node(path).ok_or_else(missing)?;
            let old = std::mem::replace(node.id, name.clone());
            *node.player = f.player;
            *node.mandatory = f.mandatory;
            if old != name {
                d.rename_removals(&old, &name);
            }
            Note::ok("ui-phase-changed", vec![("id", Arg::from(&name))])
        }
        Purpose::NewSpawn(path) => {
            let node = d.node(path).ok_or_else(missing)?;
            let by = node.id.clone();
            node.on_resolve.push(spawn(Vec::new()));
            let vowel = NameGram::of_words(&by).first_sound();
            Note::ok(
                "ui-phase-creates-added",
                vec![
                    ("by", Arg::from(by)),
                    ("id", Arg::from(&name)),
                    ("vowel", Arg::from(vowel)),
                ],
            )
        }
        Purpose::NewRemove(path) => {
            let target = target.ok_or_else(missing)?;
            let node = d.node(path).ok_or_else(missing)?;
            let by = node.id.clone();
            node.on_resolve.push(OnResolve::Remove(target.clone()));
            let vowel = NameGram::of_words(&by).first_sound();
            Note::ok(
                "ui-phase-removes-added",
                vec![
                    ("by", Arg::from(by)),
                    ("id", Arg::from(target)),
                    ("vowel", Arg::from(vowel)),
                ],
            )
        }
        Purpose::ChangeRemove(path) => {
            let target = target.ok_or_else(missing)?;
            let k = *path.last().ok_or_else(missing)?;
            let list = d.parent_list(path).ok_or_else(missing)?;
            let entry = list.get_mut(k).ok_or_else(missing)?;
            *entry = OnResolve::Remove(target.clone());
            Note::ok("ui-phase-changed", vec![("id", Arg::from(target))])
        }
    };
    Ok((d, note))
}

/// Deletes the row at `path` (an effect with what its resolution does, or an entry); the
/// removals of effects no longer named go too.
fn delete(lab: &PhaseLab, row: &Row) -> Option<(Draft, Note)> {
    let mut d = lab.draft.clone();
    let (what, k) = (row.kind.clone(), *row.path.last()?);
    if row.path.len() == 1 {
        d.effects.remove(k);
    } else {
        d.parent_list(&row.path)?.remove(k);
    }
    let dropped = d.drop_dangling_removals();
    let id = match what {
        RowKind::Effect { id, .. } | RowKind::Remove(id) => id,
        RowKind::Renew => String::new(),
    };
    Some((
        d,
        Note::ok(
            "ui-phase-deleted",
            vec![("id", Arg::from(id)), ("dropped", Arg::from(dropped))],
        ),
    ))
}

/// Moves the row at `path` one place earlier or later among the entries of its list.
fn shift(lab: &PhaseLab, row: &Row, earlier: bool) -> Option<(Draft, Vec<usize>)> {
    let mut d = lab.draft.clone();
    let k = *row.path.last()?;
    let len = if row.path.len() == 1 {
        d.effects.len()
    } else {
        d.parent_list(&row.path)?.len()
    };
    let other = if earlier {
        k.checked_sub(1)?
    } else {
        Some(k + 1).filter(|&o| o < len)?
    };
    if row.path.len() == 1 {
        d.effects.swap(k, other);
    } else {
        d.parent_list(&row.path)?.swap(k, other);
    }
    let mut path = row.path.clone();
    *path.last_mut()? = other;
    Some((d, path))
}

/// Toggles a `Renew` in the resolution of the effect at `path`.
fn toggle_renew(lab: &PhaseLab, path: &[usize]) -> Option<(Draft, Note)> {
    let mut d = lab.draft.clone();
    let node = d.node(path)?;
    let id = node.id.clone();
    let list = node.on_resolve;
    let note = if let Some(i) = list.iter().position(|e| *e == OnResolve::Renew) {
        list.remove(i);
        "ui-phase-renews-off"
    } else {
        list.push(OnResolve::Renew);
        "ui-phase-renews-on"
    };
    Some((d, Note::ok(note, vec![("id", Arg::from(id))])))
}

/// Opens the form that `key` asks for on the effects list's row `cursor`.
fn list_form(lab: &PhaseLab, cursor: usize, key: PhaseEdit) -> Option<Form> {
    let rows = lab.draft.rows();
    let row = rows.get(cursor)?;
    let owner = owner_path(row);
    let owner_id = rows
        .iter()
        .find(|r| r.path == owner)
        .and_then(|r| match &r.kind {
            RowKind::Effect { id, .. } => Some(id.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let blank = |purpose: Purpose| Form {
        purpose,
        name: Input::default(),
        player: Player::A,
        mandatory: false,
        targets: Vec::new(),
        target: 0,
        about: owner_id.clone(),
        proposed: None,
        focus: 0,
        error: None,
        back_to: Some(cursor),
    };
    Some(match key {
        PhaseEdit::Creates => {
            let player = match row.kind {
                RowKind::Effect { player, .. } => player.other(),
                _ => Player::P,
            };
            Form {
                name: Input::new(&lab.draft.fresh_id(player, false)),
                player,
                proposed: Some(proposals(&lab.draft)),
                ..blank(Purpose::NewSpawn(owner.clone()))
            }
        }
        PhaseEdit::Removes => Form {
            targets: lab.draft.declared(),
            ..blank(Purpose::NewRemove(owner.clone()))
        },
        _ => match &row.kind {
            RowKind::Effect {
                id,
                player,
                mandatory,
            } => Form {
                name: Input::new(id),
                player: *player,
                mandatory: *mandatory,
                ..blank(Purpose::ChangeEffect(row.path.clone()))
            },
            RowKind::Remove(id) => {
                let targets = lab.draft.declared();
                Form {
                    target: targets.iter().position(|t| t == id).unwrap_or(0),
                    targets,
                    ..blank(Purpose::ChangeRemove(row.path.clone()))
                }
            }
            RowKind::Renew => return None,
        },
    })
}

/// Applies a key of the phase sandbox's own (editing, stepping forward, files).
pub(crate) fn apply(lab: &mut PhaseLab, sh: &Shared, key: PhaseEdit) {
    use PhaseEdit as E;
    if let Some(o) = lab.edit.overlay.take() {
        lab.edit.overlay = on_overlay(lab, sh, o, key);
        return;
    }
    match key {
        E::AddA | E::AddP => {
            let player = if key == E::AddA { Player::A } else { Player::P };
            let f = effect_form(lab, Purpose::NewEffect, player, None);
            lab.edit.overlay = Some(Overlay::Form(f));
        }
        E::Effects => lab.edit.overlay = Some(Overlay::Effects { cursor: 0 }),
        E::Legend => lab.edit.overlay = Some(Overlay::Legend),
        E::Forward => lab.forward(),
        E::ToEnd => lab.to_end(),
        E::Undo => travel(lab, true),
        E::Redo => travel(lab, false),
        E::Reading => {
            let mut d = lab.draft.clone();
            d.lenient = !d.lenient;
            let id = if d.lenient {
                "ui-phase-now-lenient"
            } else {
                "ui-phase-now-strict"
            };
            if let Err(r) = commit(lab, d, Note::info(id)) {
                lab.edit.note = Some(Note::refused(r));
            }
        }
        E::Save => open_prompt(lab, PromptKind::Save, sh.lang),
        E::Open => open_prompt(lab, PromptKind::Open, sh.lang),
        E::Slides => open_prompt(lab, PromptKind::Slides, sh.lang),
        E::ScrollUp => lab.scroll = lab.scroll.saturating_sub(5),
        E::ScrollDown => lab.scroll = lab.scroll.saturating_add(5).min(2_000),
        // The keys of an overlay do nothing without one.
        _ => {}
    }
}

/// A key while an overlay is open; returns the overlay to keep.
fn on_overlay(lab: &mut PhaseLab, sh: &Shared, o: Overlay, key: PhaseEdit) -> Option<Overlay> {
    use PhaseEdit as E;
    match o {
        Overlay::Legend => match key {
            E::Cancel | E::Legend => None,
            _ => Some(Overlay::Legend),
        },
        Overlay::Effects { mut cursor } => {
            let rows = lab.draft.rows();
            let n = rows.len();
            let reopen = |cursor: usize| Some(Overlay::Effects { cursor });
            match key {
                E::Cancel | E::Effects => return None,
                E::Next => cursor = (cursor + 1).min(n.saturating_sub(1)),
                E::Prev => cursor = cursor.saturating_sub(1),
                E::AddA | E::AddP => {
                    let player = if key == E::AddA { Player::A } else { Player::P };
                    let f = effect_form(lab, Purpose::NewEffect, player, Some(cursor));
                    return Some(Overlay::Form(f));
                }
                E::Confirm | E::Creates | E::Removes => {
                    if let Some(f) = list_form(lab, cursor, key) {
                        return Some(Overlay::Form(f));
                    }
                    if n == 0 {
                        lab.edit.note = Some(Note::info("ui-phase-list-empty"));
                    }
                }
                E::Renews => {
                    if let Some(row) = rows.get(cursor)
                        && let Some((d, note)) = toggle_renew(lab, &owner_path(row))
                        && let Err(r) = commit(lab, d, note)
                    {
                        lab.edit.note = Some(Note::refused(r));
                    }
                }
                E::Delete => {
                    if let Some(row) = rows.get(cursor)
                        && let Some((d, note)) = delete(lab, row)
                    {
                        match commit(lab, d, note) {
                            Ok(()) => {
                                cursor = cursor.min(lab.draft.rows().len().saturating_sub(1));
                            }
                            Err(r) => lab.edit.note = Some(Note::refused(r)),
                        }
                    }
                }
                E::Earlier | E::Later => {
                    if let Some(row) = rows.get(cursor)
                        && let Some((d, path)) = shift(lab, row, key == E::Earlier)
                    {
                        let note = Note::ok("ui-phase-moved", Vec::new());
                        match commit(lab, d, note) {
                            Ok(()) => {
                                cursor = lab
                                    .draft
                                    .rows()
                                    .iter()
                                    .position(|r| r.path == path)
                                    .unwrap_or(cursor);
                            }
                            Err(r) => lab.edit.note = Some(Note::refused(r)),
                        }
                    }
                }
                E::Undo => travel(lab, true),
                E::Redo => travel(lab, false),
                _ => {}
            }
            let n = lab.draft.rows().len();
            reopen(cursor.min(n.saturating_sub(1)))
        }
        Overlay::Form(mut f) => {
            let n = f.fields().len();
            match key {
                E::Cancel => return f.back_to.map(|cursor| Overlay::Effects { cursor }),
                E::Type(c) if f.typing() => {
                    if f.name.text().chars().count() < MAX_NAME {
                        f.name.insert(c);
                    }
                    f.proposed = None;
                    f.error = None;
                }
                E::Backspace if f.typing() => {
                    f.name.backspace();
                    f.proposed = None;
                    f.error = None;
                }
                E::Left => f.side(false),
                E::Right => f.side(true),
                E::Next => f.focus = (f.focus + 1) % n,
                E::Prev => f.focus = (f.focus + n - 1) % n,
                E::Confirm => match submitted(lab, &f).and_then(|(d, note)| commit(lab, d, note)) {
                    Ok(()) => {
                        return f.back_to.map(|c| {
                            let rows = lab.draft.rows().len();
                            let cursor = match f.purpose {
                                // The new pending effect is the last one of the list.
                                Purpose::NewEffect => lab
                                    .draft
                                    .rows()
                                    .iter()
                                    .rposition(|r| r.path.len() == 1)
                                    .unwrap_or(c),
                                _ => c,
                            };
                            Overlay::Effects {
                                cursor: cursor.min(rows.saturating_sub(1)),
                            }
                        });
                    }
                    Err(r) => f.error = Some(Note::refused(r)),
                },
                _ => {}
            }
            Some(Overlay::Form(f))
        }
        Overlay::Prompt(mut p) => {
            match key {
                E::Cancel => return None,
                E::Type(c) => p.type_char(c, MAX_PATH),
                E::Backspace => p.backspace(),
                E::Left => p.input.left(),
                E::Right => p.input.right(),
                E::Confirm => return run_prompt(lab, sh, p),
                _ => {}
            }
            Some(Overlay::Prompt(p))
        }
    }
}

/// The label of an effect in the list: `m1 · A · mandatory`.
pub(crate) fn effect_row(id: &str, player: Player, mandatory: bool, lang: Lang) -> String {
    tr(
        lang,
        "ui-phase-row-effect",
        fargs![
            id = id,
            player = player.letter(),
            kind = if mandatory { "mandatory" } else { "optional" }
        ],
    )
}
