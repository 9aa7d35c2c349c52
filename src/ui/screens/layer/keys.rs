//! The layer sandbox's keys: its actions and its rows of the key table (the board shown, and
//! the forms, lists and views of editing it).

use ratatui::crossterm::event::KeyCode;

use crate::ui::keys::{Binding, Ctx, b, ctrl};

/// What a key does in the layer sandbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    StepNext,
    StepPrev,
    LayerNext,
    LayerPrev,
    StepStart,
    StepEnd,
    ObjectPrev,
    ObjectNext,
    ToggleAutoplay,
    Faster,
    Slower,
    /// The next screen of a step longer than its pane (Space).
    StepMore,
    /// Back to the lessons.
    Back,
    /// Editing the board (see `edit`).
    Edit(EditAction),
}

/// What the edit keys do (one `Action::Edit` each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditAction {
    /// Opens the catalogue search for a permanent to add.
    AddPermanent,
    /// Opens the form for a permanent given by its type line, P/T and rules text.
    AddByText,
    /// Opens the catalogue search for a spell to cast.
    CastSpell,
    /// Counters on the selected permanent.
    Counters,
    /// A custom effect.
    CustomEffect,
    /// The selected permanent leaves the battlefield.
    Leave,
    /// The list of actions (reorder, delete).
    Actions,
    EndTurn,
    /// The dependency view.
    Dependencies,
    Undo,
    Redo,
    Save,
    Open,
    Export,
    /// Writes the step-through as a slide deck (one HTML file).
    Slides,
    /// A character typed into the focused text field.
    Type(char),
    Backspace,
    Left,
    Right,
    /// A new line in a text of several lines.
    Newline,
    /// The cursor a line up or down in a text of several lines.
    LineUp,
    LineDown,
    /// Next field, next result, next action, scroll down.
    Next,
    /// Previous field, result, action, scroll up.
    Prev,
    /// Enter: pick, submit, confirm.
    Confirm,
    /// Esc: close without changing anything.
    Cancel,
    /// Moves the selected action earlier (its object gets an earlier timestamp).
    Earlier,
    Later,
    /// Deletes the selected action.
    Delete,
}

const fn e(
    ctx: Ctx,
    code: KeyCode,
    action: EditAction,
    msg: &'static str,
    footer: bool,
) -> Binding<Action> {
    b(ctx, code, Action::Edit(action), msg, footer)
}

/// The sandbox's rows of the key table. Earlier rows of a context win.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Sandbox, KeyCode::Right, Action::StepNext, "ui-key-step-next", true),
    b(Ctx::Sandbox, KeyCode::Left, Action::StepPrev, "ui-key-step-prev", true),
    b(Ctx::Sandbox, KeyCode::PageDown, Action::LayerNext, "ui-key-layer-next", true),
    b(Ctx::Sandbox, KeyCode::PageUp, Action::LayerPrev, "ui-key-layer-prev", false),
    b(Ctx::Sandbox, KeyCode::Down, Action::ObjectNext, "ui-key-object-next", false),
    b(Ctx::Sandbox, KeyCode::Up, Action::ObjectPrev, "ui-key-object-prev", false),
    b(Ctx::Sandbox, KeyCode::Home, Action::StepStart, "ui-key-step-start", false),
    b(Ctx::Sandbox, KeyCode::End, Action::StepEnd, "ui-key-step-end", false),
    b(Ctx::Sandbox, KeyCode::Char('a'), Action::ToggleAutoplay, "ui-key-autoplay", true),
    b(Ctx::Sandbox, KeyCode::Char('+'), Action::Faster, "ui-key-faster", false),
    b(Ctx::Sandbox, KeyCode::Char('-'), Action::Slower, "ui-key-slower", false),
    b(Ctx::Sandbox, KeyCode::Esc, Action::Back, "ui-key-back-lessons", false),
    b(Ctx::Sandbox, KeyCode::Char(' '), Action::StepMore, "ui-key-step-more", false),
    e(Ctx::Sandbox, KeyCode::Char('n'), EditAction::AddPermanent, "ui-edit-key-add", false),
    e(Ctx::Sandbox, KeyCode::Char('w'), EditAction::AddByText, "ui-edit-key-add-by-text", false),
    e(Ctx::Sandbox, KeyCode::Char('c'), EditAction::CastSpell, "ui-edit-key-cast", false),
    e(Ctx::Sandbox, KeyCode::Char('k'), EditAction::Counters, "ui-edit-key-counters", false),
    e(Ctx::Sandbox, KeyCode::Char('f'), EditAction::CustomEffect, "ui-edit-key-effect", false),
    e(Ctx::Sandbox, KeyCode::Char('x'), EditAction::Leave, "ui-edit-key-leave", false),
    e(Ctx::Sandbox, KeyCode::Char('m'), EditAction::Actions, "ui-edit-key-actions", false),
    e(Ctx::Sandbox, KeyCode::Char('e'), EditAction::EndTurn, "ui-edit-key-end-turn", false),
    e(Ctx::Sandbox, KeyCode::Char('d'), EditAction::Dependencies, "ui-edit-key-deps", false),
    e(Ctx::Sandbox, KeyCode::Char('u'), EditAction::Undo, "ui-edit-key-undo", false),
    e(Ctx::Sandbox, KeyCode::Char('r'), EditAction::Redo, "ui-edit-key-redo", false),
    ctrl(Ctx::Sandbox, 's', Action::Edit(EditAction::Save), "ui-edit-key-save"),
    ctrl(Ctx::Sandbox, 'o', Action::Edit(EditAction::Open), "ui-edit-key-open"),
    ctrl(Ctx::Sandbox, 'e', Action::Edit(EditAction::Export), "ui-edit-key-export"),
    e(Ctx::Sandbox, KeyCode::Char('E'), EditAction::Slides, "ui-edit-key-slides", false),
    e(Ctx::EditText, KeyCode::Enter, EditAction::Newline, "ui-edit-key-newline", true),
    ctrl(Ctx::EditText, 'j', Action::Edit(EditAction::Newline), "ui-edit-key-newline"),
    e(Ctx::EditText, KeyCode::Up, EditAction::LineUp, "ui-edit-key-line-up", false),
    e(Ctx::EditText, KeyCode::Down, EditAction::LineDown, "ui-edit-key-line-down", false),
    e(Ctx::Edit, KeyCode::Enter, EditAction::Confirm, "ui-edit-key-confirm", true),
    e(Ctx::Edit, KeyCode::Esc, EditAction::Cancel, "ui-edit-key-cancel", true),
    e(Ctx::Edit, KeyCode::Tab, EditAction::Next, "ui-edit-key-next", true),
    e(Ctx::Edit, KeyCode::BackTab, EditAction::Prev, "ui-edit-key-prev", false),
    e(Ctx::Edit, KeyCode::Down, EditAction::Next, "ui-edit-key-next", false),
    e(Ctx::Edit, KeyCode::Up, EditAction::Prev, "ui-edit-key-prev", false),
    e(Ctx::Edit, KeyCode::Left, EditAction::Left, "ui-edit-key-left", false),
    e(Ctx::Edit, KeyCode::Right, EditAction::Right, "ui-edit-key-right", true),
    e(Ctx::Edit, KeyCode::Backspace, EditAction::Backspace, "ui-edit-key-backspace", false),
    e(Ctx::EditActions, KeyCode::Down, EditAction::Next, "ui-edit-key-action-next", false),
    e(Ctx::EditActions, KeyCode::Up, EditAction::Prev, "ui-edit-key-action-prev", false),
    e(Ctx::EditActions, KeyCode::Char('-'), EditAction::Earlier, "ui-edit-key-earlier", true),
    e(Ctx::EditActions, KeyCode::Char('+'), EditAction::Later, "ui-edit-key-later", true),
    e(Ctx::EditActions, KeyCode::Char('x'), EditAction::Delete, "ui-edit-key-delete", true),
    e(Ctx::EditActions, KeyCode::Delete, EditAction::Delete, "ui-edit-key-delete", false),
    e(Ctx::EditActions, KeyCode::Esc, EditAction::Cancel, "ui-edit-key-close", true),
    e(Ctx::EditActions, KeyCode::Char('m'), EditAction::Actions, "ui-edit-key-close", false),
    e(Ctx::EditDeps, KeyCode::Down, EditAction::Next, "ui-edit-key-scroll-down", false),
    e(Ctx::EditDeps, KeyCode::Up, EditAction::Prev, "ui-edit-key-scroll-up", false),
    e(Ctx::EditDeps, KeyCode::Esc, EditAction::Cancel, "ui-edit-key-close", true),
    e(Ctx::EditDeps, KeyCode::Char('d'), EditAction::Dependencies, "ui-edit-key-close", false),
];
