//! Giving the terminal back, whatever ends the app: a quit, a panic, Ctrl-C while the app is busy
//! (a big board solving), or a signal (SIGTERM, SIGHUP, SIGINT). Restoring means raw mode off,
//! the main screen back, the cursor shown, mouse capture and bracketed paste off, in that one place
//! ([`restore`]).
//!
//! Keys are read on a thread of their own and sent to the event loop over a channel, so Ctrl-C
//! is seen even while the loop is busy in `update`: that thread restores the terminal and ends
//! the process at once (progress is saved after every change, so nothing is lost but the change
//! under way). A signal is handled the same way on another thread, which exits with status
//! 128 + the signal's number, as a shell reports a process a signal ended. Neither waits on a
//! terminal that takes no more output: the restore is given up after a moment.

use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use ratatui::crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, Event, KeyCode, KeyModifiers,
};
use ratatui::crossterm::terminal::{LeaveAlternateScreen, disable_raw_mode};
use ratatui::crossterm::{cursor::Show, queue};

/// The exit status when Ctrl-C ends the app (the same as `q`).
pub(crate) const CTRL_C_STATUS: i32 = 0;

/// Gives the terminal back: mouse capture off, the main screen, the cursor shown, raw mode off.
/// Harmless when the terminal is already restored (each sequence only sets a mode).
pub(crate) fn restore() {
    write_restore_within(false);
    let _ = disable_raw_mode();
}

fn write_restore(out: &mut impl Write) {
    // Nothing can be done about a terminal that cannot be written to any more.
    let _ = queue!(
        out,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        Show
    );
    let _ = out.flush();
}

/// How long the restore waits for standard output: a terminal nobody reads (a stalled ssh
/// link, a frozen emulator) leaves a write blocked, holding the lock of standard output.
const RESTORE_PATIENCE: Duration = Duration::from_millis(300);

/// Writes the restore sequences on a thread of its own and waits for them at most
/// [`RESTORE_PATIENCE`]: a write the terminal does not take is given up, never waited for.
/// With `hold`, that thread keeps standard output locked for the rest of the process, so the
/// event loop draws no frame after the restore. Whether the sequences went out.
fn write_restore_within(hold: bool) -> bool {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("layerlab-restore".into())
        .spawn(move || {
            let mut out = io::stdout().lock();
            write_restore(&mut out);
            let _ = tx.send(());
            if hold {
                loop {
                    std::thread::park();
                }
            }
        });
    spawned.is_ok() && rx.recv_timeout(RESTORE_PATIENCE).is_ok()
}

/// Restores the terminal and ends the process with `code`, from any thread, within
/// [`RESTORE_PATIENCE`] whatever the terminal does. Raw mode is turned off by the terminal's
/// settings, which a stalled output does not hold up.
pub(crate) fn restore_and_exit(code: i32) -> ! {
    // One thread at a time (Ctrl-C and a signal at once); the second waits for the exit.
    static EXITING: Mutex<()> = Mutex::new(());
    let _one = EXITING.lock();
    write_restore_within(true);
    let _ = disable_raw_mode();
    std::process::exit(code)
}

/// Adds the restore to the panic hook (before the hook already there, which prints the panic
/// on the main screen).
pub(crate) fn restore_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
}

/// Restores the terminal and exits with 128 + the signal's number on SIGTERM, SIGHUP or SIGINT
/// (for the rest of the process).
#[cfg(unix)]
pub(crate) fn restore_on_signals() -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    std::thread::Builder::new()
        .name("layerlab-signals".into())
        .spawn(move || {
            if let Some(sig) = signals.forever().next() {
                restore_and_exit(128 + sig);
            }
        })?;
    Ok(())
}

#[cfg(not(unix))]
pub(crate) fn restore_on_signals() -> io::Result<()> {
    Ok(())
}

/// Whether `ev` is Ctrl-C pressed.
fn is_ctrl_c(ev: &Event) -> bool {
    ev.as_key_press_event().is_some_and(|k| {
        k.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(k.code, KeyCode::Char('c') | KeyCode::Char('C'))
    })
}

/// Starts the thread that reads the terminal's events and sends them to the event loop; on
/// Ctrl-C it ends the app itself, whatever the loop is doing. A read error is sent too, and
/// ends the thread.
pub(crate) fn input_thread() -> io::Result<Receiver<io::Result<Event>>> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("layerlab-input".into())
        .spawn(move || {
            loop {
                let ev = event::read();
                if ev.as_ref().is_ok_and(is_ctrl_c) {
                    restore_and_exit(CTRL_C_STATUS);
                }
                let failed = ev.is_err();
                // The loop is gone: the app is ending.
                if tx.send(ev).is_err() || failed {
                    return;
                }
            }
        })?;
    Ok(rx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

    #[test]
    fn ctrl_c_is_told_apart() {
        let key = |code, modifiers| Event::Key(KeyEvent::new(code, modifiers));
        assert!(is_ctrl_c(&key(KeyCode::Char('c'), KeyModifiers::CONTROL)));
        assert!(is_ctrl_c(&key(
            KeyCode::Char('C'),
            KeyModifiers::CONTROL | KeyModifiers::SHIFT
        )));
        assert!(!is_ctrl_c(&key(KeyCode::Char('c'), KeyModifiers::NONE)));
        assert!(!is_ctrl_c(&key(KeyCode::Char('x'), KeyModifiers::CONTROL)));
        let mut release = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        release.kind = KeyEventKind::Release;
        assert!(!is_ctrl_c(&Event::Key(release)));
    }

    #[test]
    fn the_restore_sequences() {
        let mut out = Vec::new();
        write_restore(&mut out);
        let s = String::from_utf8(out).unwrap();
        for seq in ["\x1b[?1000l", "\x1b[?1049l", "\x1b[?25h"] {
            assert!(s.contains(seq), "{s:?}");
        }
    }
}
