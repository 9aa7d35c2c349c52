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
    /// The next screen of a step longer than its pane (Space).
    StepMore,
    /// The lesson pane beside a sandbox: narrower, wider, hidden or shown (saved).
    LessonPaneNarrower,
    LessonPaneWider,
    LessonPaneToggle,
    /// The presentation view: puts the lesson page's next question to the class, or reveals
    /// the answer of the one asked.
    PresentQuestion,
    /// Autoplay's clock: one step forward (sent by the event loop, bound to no key).
    Tick,
    // The start screen (src/ui/screens/start.rs).
    StartPrev,
    StartNext,
    StartChoose,
    StartClose,
    ShowStart,
    // The chain builder (src/ui/screens/chain.rs).
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
    /// The phase sandbox: building the phase, stepping it, its files (src/ui/screens/phase/).
    PhaseEdit(PhaseEdit),
    /// From the chain builder to the phase sandbox.
    ChainToPhase,
    // Exam practice (src/ui/screens/practice).
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
    /// Leaving a mock exam: drop it (its answers never count).
    PracticeDiscard,
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

/// What the phase sandbox's own keys do (one `Action::PhaseEdit` each): editing the pending
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

impl Action {
    /// Whether it types into a text field: a paste types only these, never a key's command.
    pub(crate) fn types(&self) -> bool {
        matches!(
            self,
            Action::AnswerType(_)
                | Action::PracticeType(_)
                | Action::Edit(EditAction::Type(_) | EditAction::Newline)
                | Action::PhaseEdit(PhaseEdit::Type(_))
        )
    }
}
