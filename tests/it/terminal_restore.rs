//! The terminal is always given back: the real binary in a pseudo-terminal, ended by SIGTERM,
//! SIGHUP, SIGINT, a panic, or Ctrl-C while it is busy solving a big board. Each time the
//! output ends with the terminal restored (main screen, cursor shown, mouse capture off, as
//! vt100 replays it) and the pseudo-terminal is back in canonical mode with echo.
#![cfg(unix)]

use std::time::Duration;

use crate::common;
use common::pty::Term;

const ROWS: u16 = 40;
const COLS: u16 = 120;

/// `layerlab --lang en` in a terminal, with `env` set.
fn start(env: &[(&str, &str)]) -> Term {
    Term::start(ROWS, COLS, &["--lang", "en"], env)
}

/// The pseudo-terminal's line discipline, as tcgetattr reads it on its master side.
fn termios(t: &Term) -> libc::termios {
    let fd = t.master().as_raw_fd().expect("the pty's descriptor");
    // SAFETY: `termios` is plain data, filled by tcgetattr on a descriptor the terminal owns.
    let mut modes: libc::termios = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::tcgetattr(fd, &mut modes) };
    assert_eq!(rc, 0, "tcgetattr: {}", std::io::Error::last_os_error());
    modes
}

/// The terminal as the app left it: main screen, cursor shown, no mouse reporting, and the
/// pseudo-terminal's line discipline back to canonical mode with echo.
fn assert_restored(t: &Term, what: &str) {
    let screen = t.parser.screen();
    assert!(
        !screen.alternate_screen(),
        "{what}: still on the alternate screen"
    );
    assert!(!screen.hide_cursor(), "{what}: the cursor is still hidden");
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "{what}: mouse capture is still on"
    );
    // In the stream itself: the restore comes after the last frame (nothing hides the
    // cursor, enters the alternate screen or captures the mouse again after it).
    let last = |seq: &str| t.raw.windows(seq.len()).rposition(|w| w == seq.as_bytes());
    for (undo, done) in [
        ("\x1b[?1049h", "\x1b[?1049l"),
        ("\x1b[?25l", "\x1b[?25h"),
        ("\x1b[?1000h", "\x1b[?1000l"),
    ] {
        let restored = last(done).unwrap_or_else(|| panic!("{what}: no {done:?}"));
        assert!(
            last(undo).is_none_or(|u| u < restored),
            "{what}: {undo:?} after the last {done:?}"
        );
    }
    let modes = termios(t);
    assert_ne!(
        modes.c_lflag & libc::ICANON,
        0,
        "{what}: not in canonical mode"
    );
    assert_ne!(modes.c_lflag & libc::ECHO, 0, "{what}: echo is off");
}

/// Waits for the first frame and checks the app took the terminal over (so that the restore
/// checked after is the app's doing).
fn wait_first_frame(t: &mut Term) {
    t.wait_for("Begin: lesson 1");
    let screen = t.parser.screen();
    assert!(
        screen.alternate_screen(),
        "the app draws on the alternate screen"
    );
    assert!(
        screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None,
        "mouse capture is on"
    );
    assert_eq!(
        termios(t).c_lflag & libc::ICANON,
        0,
        "raw mode while running"
    );
}

fn kill(pid: u32, signal: &str) {
    let ok = std::process::Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .status()
        .expect("kill runs")
        .success();
    assert!(ok, "kill -{signal} {pid}");
}

fn signal_gives_the_terminal_back(signal: &str, number: u32) {
    let mut t = start(&[]);
    wait_first_frame(&mut t);
    kill(t.pid(), signal);
    let (status, _) = t.wait_exit(Duration::from_secs(10));
    assert_restored(&t, signal);
    assert_eq!(status.exit_code(), 128 + number, "SIG{signal}: {status:?}");
}

#[test]
fn sigterm_gives_the_terminal_back() {
    signal_gives_the_terminal_back("TERM", 15);
}

#[test]
fn sighup_gives_the_terminal_back() {
    signal_gives_the_terminal_back("HUP", 1);
}

#[test]
fn sigint_gives_the_terminal_back() {
    signal_gives_the_terminal_back("INT", 2);
}

#[test]
fn a_panic_gives_the_terminal_back() {
    // The hook that panics after the first frame exists in debug builds only.
    if !cfg!(debug_assertions) {
        return;
    }
    let mut t = start(&[("LAYERLAB_TEST_PANIC", "1")]);
    let (status, _) = t.wait_exit(Duration::from_secs(20));
    assert!(!status.success(), "a panic ends the app with a failure");
    assert_restored(&t, "panic");
    // The panic's message is printed on the main screen, after the restore.
    assert!(t.screen().contains("LAYERLAB_TEST_PANIC"), "{}", t.screen());
}

/// A board over the size the app solves on its drawing path: thousands of creatures under
/// hundreds of anthems, Blood Moons and Urborgs.
fn big_board(n: usize, m: usize) -> String {
    let mut s = String::from("Scenario(format_version: 1, actions: [\n");
    for i in 0..n {
        s.push_str(&format!(
            "Enter(id: \"b{i}\", card: \"Grizzly Bears\", controller: {}),\n",
            i % 2
        ));
    }
    for i in 0..m {
        for (j, card) in ["Glorious Anthem", "Blood Moon", "Urborg, Tomb of Yawgmoth"]
            .iter()
            .enumerate()
        {
            s.push_str(&format!(
                "Enter(id: \"x{j}_{i}\", card: \"{card}\", controller: {}),\n",
                i % 2
            ));
        }
    }
    s.push_str("])\n");
    s
}

/// A board whose solve runs until the work a solve may do is spent (seconds).
fn interdependent_board() -> String {
    format!(
        "Scenario(format_version: 1, actions: [\n{}])\n",
        common::interdependent_actions(100)
    )
}

/// The app asked to open [`big_board`] in the layer sandbox (Enter typed, the board maybe not
/// open yet).
fn opening_a_big_board() -> Term {
    opening(&big_board(3000, 1000))
}

/// The app asked to open the scenario `text` in the layer sandbox.
fn opening(text: &str) -> Term {
    let mut t = start(&[]);
    let board = t.dir().join("big.ron");
    std::fs::write(&board, text).unwrap();
    wait_first_frame(&mut t);
    // The start screen closed, the sandbox focused, its open prompt (Ctrl-O).
    t.keys(&[b"\t", b"\t"]);
    t.wait_for("Layer sandbox");
    t.keys(&[b"\x0f"]);
    t.wait_for("Open a scenario file");
    t.keys(&[board.to_str().unwrap().as_bytes(), b"\r"]);
    t
}

#[test]
fn ctrl_c_quits_at_once_while_a_big_board_solves() {
    let mut t = opening(&interdependent_board());
    // The app is busy solving: the board is not shown for a while.
    std::thread::sleep(Duration::from_millis(500));
    t.pump(Duration::from_millis(10));
    assert!(
        !t.screen().contains("Opened ") && !t.screen().contains("units of work"),
        "the board was solved too soon for this test to mean anything"
    );
    t.keys(&[b"\x03"]);
    let (status, took) = t.wait_exit(Duration::from_secs(10));
    eprintln!("Ctrl-C ended the app in {took:?}");
    assert!(
        took < Duration::from_millis(1500),
        "Ctrl-C took {took:?} to end the app"
    );
    assert!(status.success(), "Ctrl-C quits as q does: {status:?}");
    assert_restored(&t, "Ctrl-C");
}

/// An edit of a big board is solved on a worker thread: the frame after the key shows the
/// spinner (the loop is free), and Ctrl-C ends the app while that solve runs.
#[test]
fn ctrl_c_quits_while_an_edit_s_board_solves_in_the_background() {
    let mut t = opening_a_big_board();
    t.wait_for("Opened ");
    // End the turn: the board of the edit is solved while the app goes on drawing.
    t.keys(&[b"e"]);
    t.wait_for("computing…");
    t.keys(&[b"\x03"]);
    let (status, _) = t.wait_exit(Duration::from_secs(10));
    assert!(status.success(), "Ctrl-C quits as q does: {status:?}");
    assert_restored(&t, "Ctrl-C while solving");
}

/// The CPU time (user + system, in clock ticks) the process `pid` has used so far.
#[cfg(target_os = "linux")]
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which may hold spaces), from the state on.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the state.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

/// Reading the terminal on a thread of its own must not cost anything while nothing happens:
/// the loop blocks on the channel, the thread on the terminal.
#[cfg(target_os = "linux")]
#[test]
fn the_app_uses_no_cpu_while_idle() {
    let mut t = start(&[]);
    wait_first_frame(&mut t);
    t.pump(Duration::from_millis(300));
    let before = cpu_ticks(t.pid());
    std::thread::sleep(Duration::from_secs(2));
    let used = cpu_ticks(t.pid()) - before;
    // 100 ticks a second: a busy loop would use about 200 here.
    assert!(used <= 3, "{used} ticks of CPU in 2 s of idling");
    t.quit();
    assert_restored(&t, "q");
}
