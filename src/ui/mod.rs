//! The terminal app (issue 5): lessons beside a layer sandbox.
//!
//! One [`App`] state; [`Action`]s from the one key table ([`keys::BINDINGS`]) change it through
//! [`update`]; drawing ([`view`]) only reads it. The app blocks on `event::read()`: no CPU while
//! idle.

pub mod app;
pub mod edit;
pub mod keys;
pub mod page;
pub mod progress;
pub mod theme;
pub mod view;
// The app shell: start screen, settings, present and plain modes, chain builder.
pub mod chain_builder;
pub mod plain;
pub mod present;
pub mod settings;
pub mod start;
// Exam practice: practice screen, mock exams, review list, statistics.
pub mod practice;

use std::io;

pub use app::{Action, App, Board, Pane, Sandbox, update};
pub use theme::{Theme, ThemeKind};

use crate::i18n::Lang;
use ratatui::crossterm::event::{self, Event, MouseEventKind};

/// The language to start in: the requested one, else the system locale (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`), else English (see [`settings`], which also weighs the saved choice).
pub fn initial_lang(requested: Option<Lang>) -> Lang {
    settings::pick_lang(
        requested,
        None,
        settings::system_lang(|v| std::env::var(v).ok()),
    )
}

/// Turns mouse capture off again when dropped (also while unwinding from a panic).
struct MouseGuard;

impl Drop for MouseGuard {
    fn drop(&mut self) {
        let _ = ratatui::crossterm::execute!(
            io::stdout(),
            ratatui::crossterm::event::DisableMouseCapture
        );
    }
}

/// Runs the app in the terminal until it quits. The terminal is restored on return and, through
/// the hook `ratatui::init` installs, on a panic. With `mouse`, the wheel scrolls and steps.
pub fn run(mut app: App, mouse: bool) -> io::Result<()> {
    let mut terminal = ratatui::init();
    let guard = if mouse {
        ratatui::crossterm::execute!(io::stdout(), ratatui::crossterm::event::EnableMouseCapture)
            .ok()
            .map(|_| MouseGuard)
    } else {
        None
    };
    let result = (|| -> io::Result<()> {
        loop {
            let size = terminal.size()?;
            app.resize(size.width, size.height);
            terminal.draw(|f| view::render(&app, f))?;
            // Block on the next event; only autoplay wakes up on its own.
            if let Some(delay) = app.tick()
                && !event::poll(delay)?
            {
                update(&mut app, Action::Tick);
                continue;
            }
            let action = match event::read()? {
                // The next turn of the loop redraws at the new size (`draw` resizes first).
                Event::Resize(w, h) => {
                    app.resize(w, h);
                    None
                }
                Event::Mouse(m) => match m.kind {
                    MouseEventKind::ScrollUp => app.wheel(true),
                    MouseEventKind::ScrollDown => app.wheel(false),
                    _ => None,
                },
                ev => ev.as_key_press_event().and_then(|key| app.action_for(&key)),
            };
            if let Some(action) = action {
                update(&mut app, action);
            }
            if app.quit {
                return Ok(());
            }
        }
    })();
    drop(guard);
    ratatui::restore();
    result
}
