//! The terminal app: lessons beside a layer sandbox.
//!
//! One [`App`] state; the screen shown turns a key into its [`Action`] (each screen has its own
//! rows of the key table), which changes the state through [`App::update`]; that does no I/O
//! but returns [`effect::Effect`]s, which the loop carries out ([`carry_out`]) and whose outcomes it
//! hands back. Drawing ([`view`]) only reads the state. The event loop blocks on the events a thread
//! reads from the terminal ([`terminal`]): no CPU while idle, and Ctrl-C is seen even while the
//! loop is busy.

pub mod action;
pub mod app;
pub mod carry_out;
pub mod config;
pub mod effect;
pub(crate) mod history;
pub(crate) mod key_table;
pub mod keys;
pub mod plain;
pub mod present;
pub(crate) mod presenting;
pub mod progress;
pub mod screens;
pub mod settings;
pub mod shared;
pub(crate) mod terminal;
pub(crate) mod theme;
pub mod view;
pub(crate) mod widgets;

use std::io;
use std::sync::mpsc;

pub use action::Action;
pub use app::{App, Screen};
pub use carry_out::update;
pub use shared::{Board, Pane};
pub use theme::{Theme, ThemeKind};

use ratatui::crossterm::event::{Event, MouseEventKind};

/// Runs the app in the terminal until it quits. The terminal is given back on return, on a
/// panic, on Ctrl-C even while the app is busy, and on SIGTERM, SIGHUP or SIGINT (see
/// [`terminal`]). With `mouse`, the wheel scrolls and steps. The loop blocks on the input
/// thread's channel (waking on its own only for autoplay and a mock exam's clock): no CPU while
/// idle.
pub(crate) fn run(mut app: App, mouse: bool) -> Result<(), RunError> {
    // A terminal that cannot be set up (no controlling terminal, a closed one) is an error the
    // user reads in one line, never a panic; what was set up before the failure is undone.
    let mut term = match ratatui::try_init() {
        Ok(term) => term,
        Err(e) => {
            terminal::restore();
            return Err(RunError::Setup(e));
        }
    };
    terminal::restore_on_panic();
    let result = (|| -> io::Result<()> {
        terminal::restore_on_signals()?;
        // A paste arrives whole (one event), not as keys: it types into the focused field and
        // never presses a key's command.
        let _ = ratatui::crossterm::execute!(
            io::stdout(),
            ratatui::crossterm::event::EnableBracketedPaste
        );
        if mouse {
            // Without mouse capture the app still works (the wheel scrolls the terminal).
            let _ = ratatui::crossterm::execute!(
                io::stdout(),
                ratatui::crossterm::event::EnableMouseCapture
            );
        }
        let events = terminal::input_thread()?;
        let mut first = true;
        loop {
            let size = term.size()?;
            app.resize(size.width, size.height);
            term.draw(|f| view::render(&app, f))?;
            if std::mem::take(&mut first) {
                test_panic_hook();
            }
            let gone = || io::Error::other("the terminal's input stopped");
            // Block on the next event; only autoplay and the exam clock wake up on their own.
            let ev = match app.tick() {
                Some(delay) => match events.recv_timeout(delay) {
                    Ok(ev) => ev?,
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        update(&mut app, Action::Tick);
                        continue;
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => return Err(gone()),
                },
                None => events.recv().map_err(|_| gone())??,
            };
            // The events already waiting are taken before the next frame (a burst of typed
            // keys draws once, not once a key), within a bound that keeps the screen live.
            handle(&mut app, ev);
            let burst = std::time::Instant::now();
            for _ in 0..BURST_EVENTS {
                if app.shared.quit || burst.elapsed() > BURST_TIME {
                    break;
                }
                match events.try_recv() {
                    Ok(ev) => handle(&mut app, ev?),
                    Err(_) => break,
                }
            }
            if app.shared.quit {
                return Ok(());
            }
        }
    })();
    drop(term);
    terminal::restore();
    result.map_err(RunError::Terminal)
}

/// The most events taken between two frames, and for how long at most.
const BURST_EVENTS: usize = 4096;
const BURST_TIME: std::time::Duration = std::time::Duration::from_millis(50);

/// The most characters of one paste typed (a field has its own, smaller cap).
pub(crate) const MAX_PASTE: usize = 64 * 1024;

/// One event from the terminal, applied (as the event loop applies it; the fuzz suite drives
/// the app through it).
pub fn handle(app: &mut App, ev: Event) {
    let action = match ev {
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
        Event::Paste(text) => {
            paste(app, &text);
            None
        }
        ev => ev.as_key_press_event().and_then(|key| app.action_for(&key)),
    };
    if let Some(action) = action {
        update(app, action);
    }
}

/// A paste, typed into the focused text field as its keys would type it: a line end is the
/// field's new line where it has lines, and dropped where it has one. With no field to type
/// into, a paste does nothing: its letters are never taken as commands.
pub(crate) fn paste(app: &mut App, text: &str) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    // "\r\n" and "\r" are one line end.
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for c in text.chars().take(MAX_PASTE) {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        match app.action_for(&KeyEvent::new(code, KeyModifiers::NONE)) {
            Some(action) if action.types() => update(app, action),
            // A line end in a field of one line.
            _ if c == '\n' => {}
            _ => return,
        }
    }
}

/// Why the app stopped short.
#[derive(Debug)]
pub(crate) enum RunError {
    /// The terminal could not be set up: raw mode, the alternate screen.
    Setup(io::Error),
    /// The terminal failed while the app ran: its input gone, a write refused.
    Terminal(io::Error),
}

/// For the tests of the terminal's restore: with `LAYERLAB_TEST_PANIC` set, a debug build
/// panics once the first frame is drawn. Release builds have no such hook.
fn test_panic_hook() {
    #[cfg(debug_assertions)]
    if std::env::var_os("LAYERLAB_TEST_PANIC").is_some() {
        panic!("LAYERLAB_TEST_PANIC: a panic after the first frame, as asked");
    }
}
