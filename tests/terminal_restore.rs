//! The terminal is always given back: the real binary in a pseudo-terminal, ended by SIGTERM,
//! SIGHUP, SIGINT, a panic, or Ctrl-C while it is busy solving a big board. Each time the
//! output ends with the terminal restored (main screen, cursor shown, mouse capture off, as
//! vt100 replays it) and the pseudo-terminal is back in canonical mode with echo.
#![cfg(unix)]

use std::io::Write;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use portable_pty::MasterPty;

mod common;
use common::pty;

const ROWS: u16 = 40;
const COLS: u16 = 120;

/// A directory removed on drop.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("layerlab-terminal-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

struct Term {
    parser: vt100::Parser,
    /// Every byte the app wrote.
    raw: Vec<u8>,
    bytes: Receiver<Vec<u8>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    dir: TempDir,
}

impl Term {
    fn start(name: &str, args: &[&str], env: &[(&str, &str)]) -> Term {
        let dir = TempDir::new(name);
        let pty = pty::open(ROWS, COLS);
        let mut cmd = pty::app_command(args, &dir.0);
        cmd.env_remove("LAYERLAB_TEST_PANIC");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pty.slave.spawn_command(cmd).expect("layerlab starts");
        drop(pty.slave);
        let reader = pty.master.try_clone_reader().unwrap();
        let writer = pty.master.take_writer().unwrap();
        let rx = pty::read_in_background(reader, ());
        Term {
            raw: Vec::new(),
            parser: pty::parser(ROWS, COLS),
            bytes: rx,
            writer,
            child,
            master: pty.master,
            dir,
        }
    }

    fn pump(&mut self, wait: Duration) {
        if let Ok(b) = self.bytes.recv_timeout(wait) {
            self.parser.process(&b);
            self.raw.extend_from_slice(&b);
        }
        while let Ok(b) = self.bytes.try_recv() {
            self.parser.process(&b);
            self.raw.extend_from_slice(&b);
        }
    }

    fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            self.pump(Duration::from_millis(50));
            if self.screen().contains(text) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {text:?}; the screen:\n{}",
                self.screen()
            );
        }
    }

    fn keys(&mut self, keys: &[&[u8]]) {
        for k in keys {
            self.writer.write_all(k).unwrap();
            self.writer.flush().unwrap();
            self.pump(Duration::from_millis(30));
        }
    }

    fn pid(&self) -> u32 {
        self.child.process_id().expect("a process id")
    }

    /// Waits for the app to end (within `limit`), reads what it wrote last, and gives its exit
    /// status and how long it took.
    fn wait_exit(&mut self, limit: Duration) -> (portable_pty::ExitStatus, Duration) {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > limit {
                let _ = self.child.kill();
                panic!(
                    "the app did not end within {limit:?}; the screen:\n{}",
                    self.screen()
                );
            }
            self.pump(Duration::from_millis(10));
        };
        let took = start.elapsed();
        // What the app wrote before it ended is read in full, even on a busy machine.
        self.pump(Duration::from_millis(1000));
        (status, took)
    }

    /// The terminal as the app left it: main screen, cursor shown, no mouse reporting, and the
    /// pseudo-terminal's line discipline back to canonical mode with echo.
    fn assert_restored(&self, what: &str) {
        let screen = self.parser.screen();
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
        let last = |seq: &str| {
            self.raw
                .windows(seq.len())
                .rposition(|w| w == seq.as_bytes())
        };
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
        let fd = self.master.as_raw_fd().expect("the pty's descriptor");
        // SAFETY: `termios` is plain data, filled by tcgetattr on a descriptor we own.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        let rc = unsafe { libc::tcgetattr(fd, &mut t) };
        assert_eq!(rc, 0, "tcgetattr: {}", std::io::Error::last_os_error());
        assert_ne!(t.c_lflag & libc::ICANON, 0, "{what}: not in canonical mode");
        assert_ne!(t.c_lflag & libc::ECHO, 0, "{what}: echo is off");
    }

    /// Waits for the first frame and checks the app took the terminal over (so that the restore
    /// checked after is the app's doing).
    fn wait_first_frame(&mut self) {
        self.wait_for("Begin: lesson 1");
        let screen = self.parser.screen();
        assert!(
            screen.alternate_screen(),
            "the app draws on the alternate screen"
        );
        assert!(
            screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None,
            "mouse capture is on"
        );
        let fd = self.master.as_raw_fd().unwrap();
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        assert_eq!(unsafe { libc::tcgetattr(fd, &mut t) }, 0);
        assert_eq!(t.c_lflag & libc::ICANON, 0, "raw mode while running");
    }
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
    let mut t = Term::start(&signal.to_lowercase(), &["--lang", "en"], &[]);
    t.wait_first_frame();
    kill(t.pid(), signal);
    let (status, _) = t.wait_exit(Duration::from_secs(10));
    t.assert_restored(signal);
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
    let mut t = Term::start("panic", &["--lang", "en"], &[("LAYERLAB_TEST_PANIC", "1")]);
    let (status, _) = t.wait_exit(Duration::from_secs(20));
    assert!(!status.success(), "a panic ends the app with a failure");
    t.assert_restored("panic");
    // The panic's message is printed on the main screen, after the restore.
    assert!(t.screen().contains("LAYERLAB_TEST_PANIC"), "{}", t.screen());
}

/// A board that takes the engine seconds to solve: thousands of creatures under hundreds of
/// anthems, Blood Moons and Urborgs (each Urborg's effect depends on every Blood Moon).
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

/// The app started as `name`, asked to open [`big_board`] in the layer sandbox (Enter typed,
/// the board maybe not open yet).
fn opening_a_big_board(name: &str) -> Term {
    let mut t = Term::start(name, &["--lang", "en"], &[]);
    let board = t.dir.0.join("big.ron");
    std::fs::write(&board, big_board(3000, 1000)).unwrap();
    t.wait_first_frame();
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
    let mut t = opening_a_big_board("ctrl-c");
    // The app is busy loading and solving: nothing new is drawn for a while.
    std::thread::sleep(Duration::from_millis(500));
    t.pump(Duration::from_millis(10));
    assert!(
        !t.screen().contains("Opened "),
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
    t.assert_restored("Ctrl-C");
}

/// An edit of a big board is solved on a worker thread: the frame after the key shows the
/// spinner (the loop is free), and Ctrl-C ends the app while that solve runs.
#[test]
fn ctrl_c_quits_while_an_edit_s_board_solves_in_the_background() {
    let mut t = opening_a_big_board("ctrl-c-edit");
    t.wait_for("Opened ");
    // End the turn: the board of the edit is solved while the app goes on drawing.
    t.keys(&[b"e"]);
    t.wait_for("computing…");
    t.keys(&[b"\x03"]);
    let (status, _) = t.wait_exit(Duration::from_secs(10));
    assert!(status.success(), "Ctrl-C quits as q does: {status:?}");
    t.assert_restored("Ctrl-C while solving");
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
    let mut t = Term::start("idle", &["--lang", "en"], &[]);
    t.wait_first_frame();
    t.pump(Duration::from_millis(300));
    let before = cpu_ticks(t.pid());
    std::thread::sleep(Duration::from_secs(2));
    let used = cpu_ticks(t.pid()) - before;
    // 100 ticks a second: a busy loop would use about 200 here.
    assert!(used <= 3, "{used} ticks of CPU in 2 s of idling");
    t.keys(&[b"q"]);
    let (status, _) = t.wait_exit(Duration::from_secs(10));
    assert!(status.success());
    t.assert_restored("q");
}
