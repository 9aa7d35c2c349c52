//! The phase sandbox's keys: its actions and its rows of the key table (building the phase,
//! stepping it, its overlays).

use ratatui::crossterm::event::KeyCode;

use crate::ui::keys::{Binding, Ctx, b, ctrl};

/// What a key does in the phase sandbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The previous or next legal choice.
    Prev,
    Next,
    /// Makes the choice selected.
    Choose,
    /// Takes the last decision back.
    Undo,
    /// Back to the first decision.
    Restart,
    /// Editing the effects, stepping forward, the files and the overlays.
    Edit(PhaseEdit),
    /// To the chain builder.
    OpenChain,
    /// Back to the lessons.
    Back,
}

/// What the phase sandbox's own keys do (one `Action::Edit` each): editing the pending
/// effects, stepping forward through decisions, its files, and the keys of its overlays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseEdit {
    /// A new pending effect for A (a form).
    AddA,
    /// A new pending effect for P (a form).
    AddP,
    /// The list of the pending effects and what each one's resolution does.
    Effects,
    /// One decision forward: the one undone last, else the choice selected.
    Forward,
    /// Forward through every decision undone.
    ToEnd,
    /// Undo or redo an edit of the effects.
    Undo,
    Redo,
    /// The strict and the lenient readings.
    Reading,
    /// The legend of the trace notation.
    Legend,
    Save,
    Open,
    /// Writes the procedure's steps as a slide deck (one HTML file).
    Slides,
    ScrollUp,
    ScrollDown,
    /// A character typed into the focused text field.
    Type(char),
    Backspace,
    Left,
    Right,
    /// Next field, next row.
    Next,
    /// Previous field, previous row.
    Prev,
    /// Enter: edit the row, submit the form, confirm the path.
    Confirm,
    /// Esc: close without changing anything.
    Cancel,
    /// What the selected effect's resolution creates (a new effect).
    Creates,
    /// What the selected effect's resolution removes.
    Removes,
    /// The selected effect is pending again once resolved (or no longer).
    Renews,
    /// Deletes the selected row.
    Delete,
    /// Moves the selected row earlier or later among its own.
    Earlier,
    Later,
}

const fn p(
    ctx: Ctx,
    code: KeyCode,
    action: PhaseEdit,
    msg: &'static str,
    footer: bool,
) -> Binding<Action> {
    b(ctx, code, Action::Edit(action), msg, footer)
}

/// The phase sandbox's rows of the key table. Earlier rows of a context win.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    p(Ctx::Phase, KeyCode::Char('a'), PhaseEdit::AddA, "ui-phase-key-add-a", true),
    p(Ctx::Phase, KeyCode::Char('p'), PhaseEdit::AddP, "ui-phase-key-add-p", true),
    b(Ctx::Phase, KeyCode::Enter, Action::Choose, "ui-key-phase-choose", true),
    p(Ctx::Phase, KeyCode::Right, PhaseEdit::Forward, "ui-phase-key-forward", true),
    b(Ctx::Phase, KeyCode::Left, Action::Undo, "ui-phase-key-back", true),
    p(Ctx::Phase, KeyCode::Char('e'), PhaseEdit::Effects, "ui-phase-key-effects", true),
    p(Ctx::Phase, KeyCode::Char('n'), PhaseEdit::Legend, "ui-phase-key-legend", true),
    p(Ctx::Phase, KeyCode::Char('s'), PhaseEdit::Reading, "ui-phase-key-reading", true),
    b(Ctx::Phase, KeyCode::Up, Action::Prev, "ui-key-phase-prev", false),
    b(Ctx::Phase, KeyCode::Down, Action::Next, "ui-key-phase-next", false),
    b(Ctx::Phase, KeyCode::Home, Action::Restart, "ui-key-phase-restart", false),
    p(Ctx::Phase, KeyCode::End, PhaseEdit::ToEnd, "ui-phase-key-end", false),
    p(Ctx::Phase, KeyCode::PageDown, PhaseEdit::ScrollDown, "ui-key-scroll-down", false),
    p(Ctx::Phase, KeyCode::PageUp, PhaseEdit::ScrollUp, "ui-key-scroll-up", false),
    p(Ctx::Phase, KeyCode::Char('u'), PhaseEdit::Undo, "ui-phase-key-undo", false),
    p(Ctx::Phase, KeyCode::Char('r'), PhaseEdit::Redo, "ui-phase-key-redo", false),
    ctrl(Ctx::Phase, 's', Action::Edit(PhaseEdit::Save), "ui-phase-key-save"),
    ctrl(Ctx::Phase, 'o', Action::Edit(PhaseEdit::Open), "ui-phase-key-open"),
    p(Ctx::Phase, KeyCode::Char('E'), PhaseEdit::Slides, "ui-phase-key-slides", false),
    b(Ctx::Phase, KeyCode::Esc, Action::Back, "ui-key-back-lessons", false),
    p(Ctx::PhaseEffects, KeyCode::Down, PhaseEdit::Next, "ui-phase-key-row-next", false),
    p(Ctx::PhaseEffects, KeyCode::Up, PhaseEdit::Prev, "ui-phase-key-row-prev", false),
    p(Ctx::PhaseEffects, KeyCode::Char('a'), PhaseEdit::AddA, "ui-phase-key-add-a", true),
    p(Ctx::PhaseEffects, KeyCode::Char('p'), PhaseEdit::AddP, "ui-phase-key-add-p", true),
    p(Ctx::PhaseEffects, KeyCode::Enter, PhaseEdit::Confirm, "ui-phase-key-edit", true),
    p(Ctx::PhaseEffects, KeyCode::Char('c'), PhaseEdit::Creates, "ui-phase-key-creates", true),
    p(Ctx::PhaseEffects, KeyCode::Char('d'), PhaseEdit::Removes, "ui-phase-key-removes", true),
    p(Ctx::PhaseEffects, KeyCode::Char('n'), PhaseEdit::Renews, "ui-phase-key-renews", false),
    p(Ctx::PhaseEffects, KeyCode::Char('x'), PhaseEdit::Delete, "ui-phase-key-delete", true),
    p(Ctx::PhaseEffects, KeyCode::Delete, PhaseEdit::Delete, "ui-phase-key-delete", false),
    p(Ctx::PhaseEffects, KeyCode::Char('-'), PhaseEdit::Earlier, "ui-phase-key-earlier", false),
    p(Ctx::PhaseEffects, KeyCode::Char('+'), PhaseEdit::Later, "ui-phase-key-later", false),
    p(Ctx::PhaseEffects, KeyCode::Char('u'), PhaseEdit::Undo, "ui-phase-key-undo", false),
    p(Ctx::PhaseEffects, KeyCode::Char('r'), PhaseEdit::Redo, "ui-phase-key-redo", false),
    p(Ctx::PhaseEffects, KeyCode::Esc, PhaseEdit::Cancel, "ui-phase-key-close", true),
    p(Ctx::PhaseEffects, KeyCode::Char('e'), PhaseEdit::Cancel, "ui-phase-key-close", false),
    p(Ctx::PhaseForm, KeyCode::Enter, PhaseEdit::Confirm, "ui-edit-key-confirm", true),
    p(Ctx::PhaseForm, KeyCode::Esc, PhaseEdit::Cancel, "ui-edit-key-cancel", true),
    p(Ctx::PhaseForm, KeyCode::Tab, PhaseEdit::Next, "ui-edit-key-next", true),
    p(Ctx::PhaseForm, KeyCode::BackTab, PhaseEdit::Prev, "ui-edit-key-prev", false),
    p(Ctx::PhaseForm, KeyCode::Down, PhaseEdit::Next, "ui-edit-key-next", false),
    p(Ctx::PhaseForm, KeyCode::Up, PhaseEdit::Prev, "ui-edit-key-prev", false),
    p(Ctx::PhaseForm, KeyCode::Left, PhaseEdit::Left, "ui-edit-key-left", false),
    p(Ctx::PhaseForm, KeyCode::Right, PhaseEdit::Right, "ui-edit-key-right", true),
    p(Ctx::PhaseForm, KeyCode::Backspace, PhaseEdit::Backspace, "ui-edit-key-backspace", false),
    p(Ctx::PhaseLegend, KeyCode::Esc, PhaseEdit::Cancel, "ui-phase-key-close", true),
    p(Ctx::PhaseLegend, KeyCode::Char('n'), PhaseEdit::Cancel, "ui-phase-key-close", false),
    b(Ctx::Phase, KeyCode::Char('c'), Action::OpenChain, "ui-key-chain-open", false),
];
