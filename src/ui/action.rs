//! What a key does: the actions of the key table ([`super::keys`]), which the screens apply.

/// Everything a key can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    /// One level back (a sandbox to the lessons).
    Back,
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
    /// A character typed into a lesson question's answer field.
    AnswerType(char),
    AnswerErase,
    /// Ticks or unticks the item under the cursor (a question whose answer is a set).
    AnswerToggle,
    /// Shows the answer of the question in view without answering it (marked "shown").
    ShowAnswer,
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
    Edit(EditAction),
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

/// What the edit keys do (one `Action::Edit` each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditAction {
    /// Opens the catalogue search for a permanent to add.
    AddPermanent,
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
    /// A character typed into the focused text field.
    Type(char),
    Backspace,
    Left,
    Right,
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
