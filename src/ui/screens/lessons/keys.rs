//! The lessons' keys: their actions and their rows of the key table (the index, a page, a
//! question answered on the page).

use ratatui::crossterm::event::KeyCode;

use crate::ui::keys::{Binding, Ctx, b};

/// What a key does in the lesson pane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
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
    /// The page's next question is picked (the one `Enter` answers); past the last, the page
    /// scrolls down.
    QuestionNext,
    /// The page's previous question is picked; before the first, the page scrolls up.
    QuestionPrev,
    Answer,
    AnswerPrev,
    AnswerNext,
    AnswerChoose,
    AnswerCancel,
    /// A character typed into a question's answer field.
    AnswerType(char),
    AnswerErase,
    /// Ticks or unticks the item under the cursor (a question whose answer is a set).
    AnswerToggle,
    /// Shows the answer of the question in view without answering it (marked "shown").
    ShowAnswer,
    OpenBoard,
    OpenProcedure,
    /// `Esc` on the index: one level back, to the start screen.
    ShowStart,
}

/// The lessons' rows of the key table. Earlier rows of a context win; `Null` stands for any
/// character typed (see [`super::Lessons::handle_key`]).
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Index, KeyCode::Up, Action::SelectPrev, "ui-key-select-prev", false),
    b(Ctx::Index, KeyCode::Down, Action::SelectNext, "ui-key-select-next", true),
    b(Ctx::Index, KeyCode::Enter, Action::OpenLesson, "ui-key-open-lesson", true),
    b(Ctx::Questions, KeyCode::Down, Action::QuestionNext, "ui-key-question-next", true),
    b(Ctx::Questions, KeyCode::Up, Action::QuestionPrev, "ui-key-question-prev", false),
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
    b(Ctx::AnswerText, KeyCode::Null, Action::AnswerType(' '), "ui-key-answer-type", true),
    b(Ctx::AnswerText, KeyCode::Backspace, Action::AnswerErase, "ui-key-practice-erase", false),
    b(Ctx::AnswerText, KeyCode::Enter, Action::AnswerChoose, "ui-key-answer-submit", true),
    b(Ctx::AnswerText, KeyCode::Esc, Action::AnswerCancel, "ui-key-answer-cancel", true),
    b(Ctx::Index, KeyCode::Esc, Action::ShowStart, "ui-key-show-start", false),
];
