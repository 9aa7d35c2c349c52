//! The practice screens' keys: their actions and their rows of the key table.

use ratatui::crossterm::event::KeyCode;

use crate::ui::keys::{Binding, Ctx, b};

/// What a key does on the practice screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A character typed into the answer field.
    Type(char),
    Erase,
    Up,
    Down,
    Toggle,
    Earlier,
    Later,
    Enter,
    Back,
    Undo,
    /// Leaving a mock exam: drop it (its answers never count).
    Discard,
    /// The exam's clock (sent by the event loop, bound to no key).
    Tick,
}

/// The practice screens' rows of the key table. Earlier rows of a context win; `Null` stands
/// for any character typed (see [`super::Drill::handle_key`]).
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::PracticeText, KeyCode::Null, Action::Type(' '), "ui-key-practice-type", true),
    b(Ctx::PracticeText, KeyCode::Backspace, Action::Erase, "ui-key-practice-erase", false),
    b(Ctx::PracticeText, KeyCode::Enter, Action::Enter, "ui-key-practice-submit", true),
    b(Ctx::PracticeText, KeyCode::Esc, Action::Back, "ui-key-practice-cancel", true),
    b(Ctx::PracticeText, KeyCode::Down, Action::Down, "ui-key-scroll-down", false),
    b(Ctx::PracticeText, KeyCode::Up, Action::Up, "ui-key-scroll-up", false),
    b(Ctx::PracticePick, KeyCode::Char('x'), Action::Toggle, "ui-key-practice-toggle", true),
    b(Ctx::PracticeOrder, KeyCode::Char('x'), Action::Toggle, "ui-key-practice-skip", true),
    b(Ctx::PracticeOrder, KeyCode::PageUp, Action::Earlier, "ui-key-practice-earlier", true),
    b(Ctx::PracticeOrder, KeyCode::PageDown, Action::Later, "ui-key-practice-later", true),
    b(Ctx::PracticeOrder, KeyCode::Char('+'), Action::Earlier, "ui-key-practice-earlier", false),
    b(Ctx::PracticeOrder, KeyCode::Char('-'), Action::Later, "ui-key-practice-later", false),
    b(Ctx::PracticePlay, KeyCode::Enter, Action::Enter, "ui-key-practice-decide", true),
    b(Ctx::PracticePlay, KeyCode::Char('u'), Action::Undo, "ui-key-practice-undo", true),
    b(Ctx::PracticeList, KeyCode::Down, Action::Down, "ui-key-practice-down", true),
    b(Ctx::PracticeList, KeyCode::Up, Action::Up, "ui-key-practice-up", false),
    b(Ctx::PracticeList, KeyCode::Right, Action::Down, "ui-key-practice-down", false),
    b(Ctx::PracticeList, KeyCode::Left, Action::Up, "ui-key-practice-up", false),
    b(Ctx::PracticeList, KeyCode::Enter, Action::Enter, "ui-key-practice-submit", true),
    b(Ctx::PracticeList, KeyCode::Esc, Action::Back, "ui-key-practice-leave", true),
    b(Ctx::PracticeFeedback, KeyCode::Enter, Action::Enter, "ui-key-practice-next", true),
    b(Ctx::PracticeFeedback, KeyCode::Char('n'), Action::Enter, "ui-key-practice-next", false),
    b(Ctx::PracticeFeedback, KeyCode::Down, Action::Down, "ui-key-scroll-down", false),
    b(Ctx::PracticeFeedback, KeyCode::Up, Action::Up, "ui-key-scroll-up", false),
    b(Ctx::PracticeFeedback, KeyCode::Esc, Action::Back, "ui-key-practice-leave", true),
    b(Ctx::PracticeReview, KeyCode::Down, Action::Down, "ui-key-practice-down", true),
    b(Ctx::PracticeReview, KeyCode::Up, Action::Up, "ui-key-practice-up", false),
    b(Ctx::PracticeReview, KeyCode::Enter, Action::Enter, "ui-key-practice-explain", true),
    b(Ctx::PracticeReview, KeyCode::Esc, Action::Back, "ui-key-practice-leave", true),
    b(Ctx::PracticeStats, KeyCode::Down, Action::Down, "ui-key-practice-down", true),
    b(Ctx::PracticeStats, KeyCode::Up, Action::Up, "ui-key-practice-up", false),
    b(Ctx::PracticeStats, KeyCode::Enter, Action::Enter, "ui-key-practice-concept", true),
    b(Ctx::PracticeStats, KeyCode::Esc, Action::Back, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Enter, Action::Enter, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Esc, Action::Back, "ui-key-practice-leave", true),
    b(Ctx::PracticeReport, KeyCode::Down, Action::Down, "ui-key-scroll-down", true),
    b(Ctx::PracticeReport, KeyCode::Up, Action::Up, "ui-key-scroll-up", false),
    b(Ctx::PracticeLeave, KeyCode::Enter, Action::Enter, "ui-exam-key-keep", true),
    b(Ctx::PracticeLeave, KeyCode::Char('d'), Action::Discard, "ui-exam-key-discard", true),
    b(Ctx::PracticeLeave, KeyCode::Esc, Action::Back, "ui-exam-key-stay", true),
];
