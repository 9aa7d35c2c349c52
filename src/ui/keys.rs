//! The one key-binding table: it drives the key handler, the footer hints and the `?` help.
//! Only keys that need no AltGr on AZERTY: letters, arrows, Tab, Enter, Esc, Space, `?`, `+`,
//! `-`, `<`, `>`, PageUp/Down, Home/End.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::{Action, EditAction, PhaseEdit};
use crate::i18n::{Lang, tr};

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ctx {
    /// Everywhere (unless the help is open).
    Global,
    /// The lesson index.
    Index,
    /// A lesson page.
    Reading,
    /// Answering a question on the page from a list.
    Answering,
    /// Answering a question on the page whose items are ticked.
    AnsweringPick,
    /// Typing the answer of a question on the page (P/T): letters go into the field.
    AnswerText,
    /// The layer sandbox.
    Sandbox,
    /// The phase sandbox.
    Phase,
    /// The help overlay.
    Help,
    /// The lessons beside a sandbox (the desk).
    Desk,
    /// The presentation view (`--present`).
    Present,
    /// The start screen.
    Start,
    /// The chain builder (in the phase pane).
    Chain,
    /// An edit form, the catalogue search or a path prompt (typed letters are text).
    Edit,
    /// The rules text of the "by rules text" form (Enter starts a line).
    EditText,
    /// The list of the board's actions.
    EditActions,
    /// The dependency view.
    EditDeps,
    // Exam practice (src/ui/screens/practice).
    /// Typing an answer (P/T): letters go into the field.
    PracticeText,
    /// Answering from a list (a layer, items to pick or to order).
    PracticeList,
    /// Picking items: toggles.
    PracticePick,
    /// Ordering items: moving them.
    PracticeOrder,
    /// Playing a phase procedure decision by decision.
    PracticePlay,
    /// The feedback and explanation of an answer.
    PracticeFeedback,
    /// The review list of past mistakes.
    PracticeReview,
    /// Statistics per concept.
    PracticeStats,
    /// A mock exam's report.
    PracticeReport,
    /// The phase sandbox's list of pending effects.
    PhaseEffects,
    /// A form or a path prompt of the phase sandbox (typed letters are text).
    PhaseForm,
    /// The legend of the trace notation, over the phase sandbox.
    PhaseLegend,
    /// Leaving a mock exam: keep it or discard it.
    PracticeLeave,
}

impl Ctx {
    /// The Fluent id of its heading in the help.
    pub fn msg(self) -> &'static str {
        match self {
            Ctx::Global => "ui-ctx-global",
            Ctx::Index => "ui-ctx-index",
            Ctx::Reading => "ui-ctx-reading",
            Ctx::Answering => "ui-ctx-answering",
            Ctx::AnsweringPick => "ui-ctx-answering-pick",
            Ctx::AnswerText => "ui-ctx-answer-text",
            Ctx::Sandbox => "ui-ctx-sandbox",
            Ctx::Phase => "ui-ctx-phase",
            Ctx::Help => "ui-ctx-help",
            Ctx::Desk => "ui-ctx-desk",
            Ctx::Present => "ui-ctx-present",
            Ctx::Start => "ui-ctx-start",
            Ctx::Chain => "ui-ctx-chain",
            Ctx::Edit => "ui-edit-ctx-form",
            Ctx::EditText => "ui-edit-ctx-text",
            Ctx::EditActions => "ui-edit-ctx-actions",
            Ctx::EditDeps => "ui-edit-ctx-deps",
            Ctx::PracticeText => "ui-ctx-practice-text",
            Ctx::PracticeList => "ui-ctx-practice-list",
            Ctx::PracticePick => "ui-ctx-practice-pick",
            Ctx::PracticeOrder => "ui-ctx-practice-order",
            Ctx::PracticePlay => "ui-ctx-practice-play",
            Ctx::PracticeFeedback => "ui-ctx-practice-feedback",
            Ctx::PracticeReview => "ui-ctx-practice-review",
            Ctx::PracticeStats => "ui-ctx-practice-stats",
            Ctx::PracticeReport => "ui-ctx-practice-report",
            Ctx::PhaseEffects => "ui-phase-ctx-effects",
            Ctx::PhaseForm => "ui-phase-ctx-form",
            Ctx::PhaseLegend => "ui-phase-ctx-legend",
            Ctx::PracticeLeave => "ui-exam-ctx-leave",
        }
    }
}

/// One key binding.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub ctx: Ctx,
    pub code: KeyCode,
    pub ctrl: bool,
    pub action: Action,
    /// Fluent id of what it does.
    pub msg: &'static str,
    /// Shown in the footer.
    pub footer: bool,
}

const fn ctrl(ctx: Ctx, c: char, action: Action, msg: &'static str) -> Binding {
    Binding {
        ctx,
        code: KeyCode::Char(c),
        ctrl: true,
        action,
        msg,
        footer: false,
    }
}

const fn e(
    ctx: Ctx,
    code: KeyCode,
    action: EditAction,
    msg: &'static str,
    footer: bool,
) -> Binding {
    b(ctx, code, Action::Edit(action), msg, footer)
}

const fn p(ctx: Ctx, code: KeyCode, action: PhaseEdit, msg: &'static str, footer: bool) -> Binding {
    b(ctx, code, Action::PhaseEdit(action), msg, footer)
}

const fn b(ctx: Ctx, code: KeyCode, action: Action, msg: &'static str, footer: bool) -> Binding {
    Binding {
        ctx,
        code,
        ctrl: false,
        action,
        msg,
        footer,
    }
}

/// Every binding. Earlier rows of a context win; the pane's context is tried before `Global`.
/// Columns: context, key, action, Fluent id of the description, shown in the footer.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    b(Ctx::Help, KeyCode::Esc, Action::CloseHelp, "ui-key-close-help", true),
    b(Ctx::Help, KeyCode::Char('?'), Action::CloseHelp, "ui-key-close-help", false),
    b(Ctx::Help, KeyCode::Char('q'), Action::CloseHelp, "ui-key-close-help", false),
    b(Ctx::Index, KeyCode::Up, Action::SelectPrev, "ui-key-select-prev", false),
    b(Ctx::Index, KeyCode::Down, Action::SelectNext, "ui-key-select-next", true),
    b(Ctx::Index, KeyCode::Enter, Action::OpenLesson, "ui-key-open-lesson", true),
    b(Ctx::Reading, KeyCode::Right, Action::NextPage, "ui-key-next-page", true),
    b(Ctx::Reading, KeyCode::Left, Action::PrevPage, "ui-key-prev-page", false),
    b(Ctx::Reading, KeyCode::Down, Action::ScrollDown, "ui-key-scroll-down", false),
    b(Ctx::Reading, KeyCode::Up, Action::ScrollUp, "ui-key-scroll-up", false),
    b(Ctx::Reading, KeyCode::PageDown, Action::PageDown, "ui-key-page-down", false),
    b(Ctx::Reading, KeyCode::PageUp, Action::PageUp, "ui-key-page-up", false),
    b(Ctx::Reading, KeyCode::Enter, Action::Answer, "ui-key-answer", true),
    b(Ctx::Reading, KeyCode::Char('s'), Action::ShowAnswer, "ui-key-show-answer", true),
    b(Ctx::Reading, KeyCode::Char('o'), Action::OpenBoard, "ui-key-open-board", true),
    b(Ctx::Reading, KeyCode::Char('p'), Action::OpenProcedure, "ui-key-open-procedure", false),
    b(Ctx::Reading, KeyCode::Esc, Action::BackToIndex, "ui-key-back", true),
    b(Ctx::Answering, KeyCode::Up, Action::AnswerPrev, "ui-key-answer-prev", false),
    b(Ctx::Answering, KeyCode::Down, Action::AnswerNext, "ui-key-answer-next", true),
    b(Ctx::Answering, KeyCode::Enter, Action::AnswerChoose, "ui-key-answer-choose", true),
    b(Ctx::Answering, KeyCode::Esc, Action::AnswerCancel, "ui-key-answer-cancel", true),
    b(Ctx::Answering, KeyCode::Backspace, Action::AnswerErase, "ui-key-answer-undo", false),
    b(Ctx::Answering, KeyCode::Char('s'), Action::ShowAnswer, "ui-key-show-answer", false),
    b(Ctx::AnsweringPick, KeyCode::Char('x'), Action::AnswerToggle, "ui-key-answer-toggle", true),
    b(Ctx::AnsweringPick, KeyCode::Enter, Action::AnswerChoose, "ui-key-answer-submit", true),
    // `Null` stands for any character typed (see action_for).
    b(Ctx::AnswerText, KeyCode::Null, Action::AnswerType(' '), "ui-key-answer-type", true),
    b(Ctx::AnswerText, KeyCode::Backspace, Action::AnswerErase, "ui-key-practice-erase", false),
    b(Ctx::AnswerText, KeyCode::Enter, Action::AnswerChoose, "ui-key-answer-submit", true),
    b(Ctx::AnswerText, KeyCode::Esc, Action::AnswerCancel, "ui-key-answer-cancel", true),
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
    // Editing the board (src/ui/screens/layer/edit).
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
    e(Ctx::EditText, KeyCode::Enter, EditAction::Newline, "ui-edit-key-newline", true),
    // A line feed pasted in a raw terminal arrives as Ctrl-J.
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
    // The phase sandbox (src/ui/screens/phase/): building the phase, then stepping it.
    p(Ctx::Phase, KeyCode::Char('a'), PhaseEdit::AddA, "ui-phase-key-add-a", true),
    p(Ctx::Phase, KeyCode::Char('p'), PhaseEdit::AddP, "ui-phase-key-add-p", true),
    b(Ctx::Phase, KeyCode::Enter, Action::PhaseChoose, "ui-key-phase-choose", true),
    p(Ctx::Phase, KeyCode::Right, PhaseEdit::Forward, "ui-phase-key-forward", true),
    b(Ctx::Phase, KeyCode::Left, Action::PhaseUndo, "ui-phase-key-back", true),
    p(Ctx::Phase, KeyCode::Char('e'), PhaseEdit::Effects, "ui-phase-key-effects", true),
    p(Ctx::Phase, KeyCode::Char('n'), PhaseEdit::Legend, "ui-phase-key-legend", true),
    p(Ctx::Phase, KeyCode::Char('s'), PhaseEdit::Reading, "ui-phase-key-reading", true),
    b(Ctx::Phase, KeyCode::Up, Action::PhasePrev, "ui-key-phase-prev", false),
    b(Ctx::Phase, KeyCode::Down, Action::PhaseNext, "ui-key-phase-next", false),
    b(Ctx::Phase, KeyCode::Home, Action::PhaseRestart, "ui-key-phase-restart", false),
    p(Ctx::Phase, KeyCode::End, PhaseEdit::ToEnd, "ui-phase-key-end", false),
    p(Ctx::Phase, KeyCode::PageDown, PhaseEdit::ScrollDown, "ui-key-scroll-down", false),
    p(Ctx::Phase, KeyCode::PageUp, PhaseEdit::ScrollUp, "ui-key-scroll-up", false),
    p(Ctx::Phase, KeyCode::Char('u'), PhaseEdit::Undo, "ui-phase-key-undo", false),
    p(Ctx::Phase, KeyCode::Char('r'), PhaseEdit::Redo, "ui-phase-key-redo", false),
    ctrl(Ctx::Phase, 's', Action::PhaseEdit(PhaseEdit::Save), "ui-phase-key-save"),
    ctrl(Ctx::Phase, 'o', Action::PhaseEdit(PhaseEdit::Open), "ui-phase-key-open"),
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
    // The app shell: start screen and chain builder.
    b(Ctx::Start, KeyCode::Down, Action::StartNext, "ui-key-start-next", true),
    b(Ctx::Start, KeyCode::Up, Action::StartPrev, "ui-key-start-prev", false),
    b(Ctx::Start, KeyCode::Enter, Action::StartChoose, "ui-key-start-choose", true),
    b(Ctx::Start, KeyCode::Esc, Action::StartClose, "ui-key-start-close", true),
    b(Ctx::Start, KeyCode::Tab, Action::StartClose, "ui-key-start-close", false),
    b(Ctx::Index, KeyCode::Esc, Action::ShowStart, "ui-key-show-start", false),
    b(Ctx::Phase, KeyCode::Char('c'), Action::ChainOpen, "ui-key-chain-open", false),
    b(Ctx::Chain, KeyCode::Down, Action::ChainNext, "ui-key-chain-next", false),
    b(Ctx::Chain, KeyCode::Up, Action::ChainPrev, "ui-key-chain-prev", false),
    b(Ctx::Chain, KeyCode::Char('a'), Action::ChainAddA, "ui-key-chain-add-a", true),
    b(Ctx::Chain, KeyCode::Char('p'), Action::ChainAddP, "ui-key-chain-add-p", true),
    b(Ctx::Chain, KeyCode::Char('m'), Action::ChainToggleMandatory, "ui-key-chain-mandatory", true),
    b(Ctx::Chain, KeyCode::Enter, Action::ChainToggleActivate, "ui-key-chain-activate", true),
    b(Ctx::Chain, KeyCode::PageUp, Action::ChainEarlier, "ui-key-chain-earlier", false),
    b(Ctx::Chain, KeyCode::PageDown, Action::ChainLater, "ui-key-chain-later", false),
    b(Ctx::Chain, KeyCode::Char('x'), Action::ChainRemove, "ui-key-chain-remove", false),
    b(Ctx::Chain, KeyCode::Char('r'), Action::ChainRules, "ui-key-chain-rules", true),
    b(Ctx::Chain, KeyCode::Esc, Action::ChainClose, "ui-key-chain-close", true),
    b(Ctx::Chain, KeyCode::Char('c'), Action::ChainToPhase, "ui-phase-key-from-chain", true),
    // The desk's lesson pane, and the presentation view.
    b(Ctx::Desk, KeyCode::Char('<'), Action::LessonPaneNarrower, "ui-key-lesson-narrower", false),
    b(Ctx::Desk, KeyCode::Char('>'), Action::LessonPaneWider, "ui-key-lesson-wider", false),
    b(Ctx::Desk, KeyCode::Char('h'), Action::LessonPaneToggle, "ui-key-lesson-toggle", false),
    b(Ctx::Present, KeyCode::Char('v'), Action::PresentQuestion, "ui-key-present-question", true),
    // Exam practice (src/ui/screens/practice). `Null` stands for any character typed (see action_for).
    b(Ctx::PracticeText, KeyCode::Null, Action::PracticeType(' '), "ui-key-practice-type", true),
    b(Ctx::PracticeText, KeyCode::Backspace, Action::PracticeErase, "ui-key-practice-erase", false),
    b(Ctx::PracticeText, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-submit", true),
    b(Ctx::PracticeText, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-cancel", true),
    b(Ctx::PracticeText, KeyCode::Down, Action::PracticeDown, "ui-key-scroll-down", false),
    b(Ctx::PracticeText, KeyCode::Up, Action::PracticeUp, "ui-key-scroll-up", false),
    b(Ctx::PracticePick, KeyCode::Char('x'), Action::PracticeToggle, "ui-key-practice-toggle", true),
    b(Ctx::PracticeOrder, KeyCode::Char('x'), Action::PracticeToggle, "ui-key-practice-skip", true),
    b(Ctx::PracticeOrder, KeyCode::PageUp, Action::PracticeEarlier, "ui-key-practice-earlier", true),
    b(Ctx::PracticeOrder, KeyCode::PageDown, Action::PracticeLater, "ui-key-practice-later", true),
    b(Ctx::PracticeOrder, KeyCode::Char('+'), Action::PracticeEarlier, "ui-key-practice-earlier", false),
    b(Ctx::PracticeOrder, KeyCode::Char('-'), Action::PracticeLater, "ui-key-practice-later", false),
    b(Ctx::PracticePlay, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-decide", true),
    b(Ctx::PracticePlay, KeyCode::Char('u'), Action::PracticeUndo, "ui-key-practice-undo", true),
    b(Ctx::PracticeList, KeyCode::Down, Action::PracticeDown, "ui-key-practice-down", true),
    b(Ctx::PracticeList, KeyCode::Up, Action::PracticeUp, "ui-key-practice-up", false),
    b(Ctx::PracticeList, KeyCode::Right, Action::PracticeDown, "ui-key-practice-down", false),
    b(Ctx::PracticeList, KeyCode::Left, Action::PracticeUp, "ui-key-practice-up", false),
    b(Ctx::PracticeList, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-submit", true),
    b(Ctx::PracticeList, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-leave", true),
    b(Ctx::PracticeFeedback, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-next", true),
    b(Ctx::PracticeFeedback, KeyCode::Char('n'), Action::PracticeEnter, "ui-key-practice-next", false),
    b(Ctx::PracticeFeedback, KeyCode::Down, Action::PracticeDown, "ui-key-scroll-down", false),
    b(Ctx::PracticeFeedback, KeyCode::Up, Action::PracticeUp, "ui-key-scroll-up", false),
    b(Ctx::PracticeFeedback, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-leave", true),
    b(Ctx::PracticeReview, KeyCode::Down, Action::PracticeDown, "ui-key-practice-down", true),
    b(Ctx::PracticeReview, KeyCode::Up, Action::PracticeUp, "ui-key-practice-up", false),
    b(Ctx::PracticeReview, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-explain", true),
    b(Ctx::PracticeReview, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-leave", true),
    b(Ctx::PracticeStats, KeyCode::Down, Action::PracticeDown, "ui-key-practice-down", true),
    b(Ctx::PracticeStats, KeyCode::Up, Action::PracticeUp, "ui-key-practice-up", false),
    b(Ctx::PracticeStats, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-concept", true),
    b(Ctx::PracticeStats, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Enter, Action::PracticeEnter, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Esc, Action::PracticeBack, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Down, Action::PracticeDown, "ui-key-scroll-down", true),
    b(Ctx::PracticeReport, KeyCode::Up, Action::PracticeUp, "ui-key-scroll-up", false),
    b(Ctx::PracticeLeave, KeyCode::Enter, Action::PracticeEnter, "ui-exam-key-keep", true),
    b(Ctx::PracticeLeave, KeyCode::Char('d'), Action::PracticeDiscard, "ui-exam-key-discard", true),
    b(Ctx::PracticeLeave, KeyCode::Esc, Action::PracticeBack, "ui-exam-key-stay", true),
    Binding {
        ctx: Ctx::Global,
        code: KeyCode::Char('c'),
        ctrl: true,
        action: Action::Quit,
        msg: "ui-key-quit",
        footer: false,
    },
    b(Ctx::Global, KeyCode::Char('q'), Action::Quit, "ui-key-quit", true),
    b(Ctx::Global, KeyCode::Char('?'), Action::ToggleHelp, "ui-key-help", true),
    b(Ctx::Global, KeyCode::Tab, Action::SwitchPane, "ui-key-switch-pane", true),
    b(Ctx::Global, KeyCode::Char('l'), Action::ToggleLang, "ui-key-lang", true),
    b(Ctx::Global, KeyCode::Char('t'), Action::CycleTheme, "ui-key-theme", false),
];

fn matches(bind: &Binding, key: &KeyEvent) -> bool {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl != bind.ctrl {
        return false;
    }
    match (bind.code, key.code) {
        (KeyCode::Char(a), KeyCode::Char(k)) => a == k.to_ascii_lowercase(),
        (a, k) => a == k,
    }
}

/// The action of `key` in the active contexts (tried in order). Ctrl-C always quits.
pub fn action_for(contexts: &[Ctx], key: &KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return Some(Action::Quit);
    }
    // A focused text field takes every character typed (no Ctrl: Ctrl-C quits above).
    if !key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
        && let KeyCode::Char(c) = key.code
    {
        match contexts.first() {
            Some(Ctx::PracticeText) => return Some(Action::PracticeType(c)),
            Some(Ctx::AnswerText) => return Some(Action::AnswerType(c)),
            _ => {}
        }
    }
    contexts.iter().find_map(|ctx| {
        BINDINGS
            .iter()
            .find(|bind| bind.ctx == *ctx && matches(bind, key))
            .map(|bind| bind.action)
    })
}

/// A key as shown on screen ("Enter"/"Entrée", "←", "Ctrl-C").
pub fn key_label(bind: &Binding, lang: Lang) -> String {
    let base = match bind.code {
        KeyCode::Char(' ') => tr(lang, "ui-keyname-space", &[]),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Up => "↑".into(),
        KeyCode::Down => "↓".into(),
        KeyCode::Left => "←".into(),
        KeyCode::Right => "→".into(),
        KeyCode::Enter => tr(lang, "ui-keyname-enter", &[]),
        KeyCode::Esc => tr(lang, "ui-keyname-esc", &[]),
        KeyCode::Tab => tr(lang, "ui-keyname-tab", &[]),
        KeyCode::PageUp => tr(lang, "ui-keyname-pageup", &[]),
        KeyCode::PageDown => tr(lang, "ui-keyname-pagedown", &[]),
        KeyCode::Home => tr(lang, "ui-keyname-home", &[]),
        KeyCode::End => tr(lang, "ui-keyname-end", &[]),
        KeyCode::Backspace => tr(lang, "ui-edit-keyname-backspace", &[]),
        KeyCode::BackTab => tr(lang, "ui-edit-keyname-backtab", &[]),
        KeyCode::Delete => tr(lang, "ui-edit-keyname-delete", &[]),
        KeyCode::Null => tr(lang, "ui-keyname-practice-text", &[]),
        other => format!("{other:?}"),
    };
    if bind.ctrl {
        tr(
            lang,
            "ui-keyname-ctrl",
            crate::fargs![key = base.to_uppercase()],
        )
    } else {
        base
    }
}

/// The bindings of the active contexts, in table order, without keys shadowed by an earlier
/// context.
pub fn active(contexts: &[Ctx]) -> Vec<&'static Binding> {
    let mut out: Vec<&'static Binding> = Vec::new();
    for ctx in contexts {
        for bind in BINDINGS.iter().filter(|b| b.ctx == *ctx) {
            if !out
                .iter()
                .any(|o| o.code == bind.code && o.ctrl == bind.ctrl)
            {
                out.push(bind);
            }
        }
    }
    out
}
