//! What the app routes: the actions of the keys that work everywhere (the app's own rows of the
//! key table, [`KEYS`]), and each screen's own action, wrapped in the variant of its screen. A
//! screen turns a key into its action itself (its `handle_key`); the variant says which screen
//! it goes to, so the app keeps no table of who owns what.

use ratatui::crossterm::event::KeyCode;

use super::keys::{Binding, Ctx, b, ctrl};
pub use super::screens::chain::Action as ChainAction;
pub use super::screens::help::Action as HelpAction;
pub use super::screens::layer::{Action as LayerAction, EditAction};
pub use super::screens::lessons::Action as LessonsAction;
pub use super::screens::phase::{Action as PhaseAction, PhaseEdit};
pub use super::screens::practice::Action as PracticeAction;
pub use super::screens::start::Action as StartAction;

/// A key's action in the app: one of the keys that work everywhere, or a screen's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    ToggleHelp,
    /// The lessons or the sandbox beside them: the other of the two panes on screen.
    SwitchPane,
    /// The layer sandbox or the phase sandbox beside the lessons.
    SwitchSandbox,
    ToggleLang,
    CycleTheme,
    /// The lesson pane beside a sandbox: narrower, wider, hidden or shown (saved).
    LessonPaneNarrower,
    LessonPaneWider,
    LessonPaneToggle,
    /// The presentation view: puts the lesson page's next question to the class, or reveals
    /// the answer of the one asked.
    PresentQuestion,
    /// The clock of autoplay, of a board being solved and of a mock exam (sent by the event
    /// loop, bound to no key).
    Tick,
    Help(HelpAction),
    Start(StartAction),
    Lessons(LessonsAction),
    Layer(LayerAction),
    Phase(PhaseAction),
    Chain(ChainAction),
    Practice(PracticeAction),
}

impl Action {
    /// Whether it types into a text field: a paste types only these, never a key's command.
    pub(crate) fn types(&self) -> bool {
        matches!(
            self,
            Action::Lessons(LessonsAction::AnswerType(_))
                | Action::Practice(PracticeAction::Type(_))
                | Action::Layer(LayerAction::Edit(EditAction::Type(_) | EditAction::Newline))
                | Action::Phase(PhaseAction::Edit(PhaseEdit::Type(_)))
        )
    }
}

/// The app's rows of the key table: the keys that work everywhere (unless the help is open),
/// the desk's lesson pane, and the presentation view.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Desk, KeyCode::Char('<'), Action::LessonPaneNarrower, "ui-key-lesson-narrower", false),
    b(Ctx::Desk, KeyCode::Char('>'), Action::LessonPaneWider, "ui-key-lesson-wider", false),
    b(Ctx::Desk, KeyCode::Char('h'), Action::LessonPaneToggle, "ui-key-lesson-toggle", false),
    b(Ctx::Desk, KeyCode::BackTab, Action::SwitchSandbox, "ui-key-switch-sandbox", false),
    b(Ctx::Present, KeyCode::Char('v'), Action::PresentQuestion, "ui-key-present-question", true),
    ctrl(Ctx::Global, 'c', Action::Quit, "ui-key-quit"),
    b(Ctx::Global, KeyCode::Char('q'), Action::Quit, "ui-key-quit", true),
    b(Ctx::Global, KeyCode::Char('?'), Action::ToggleHelp, "ui-key-help", true),
    b(Ctx::Global, KeyCode::Tab, Action::SwitchPane, "ui-key-switch-pane", true),
    b(Ctx::Global, KeyCode::Char('l'), Action::ToggleLang, "ui-key-lang", true),
    b(Ctx::Global, KeyCode::Char('t'), Action::CycleTheme, "ui-key-theme", false),
];
