//! The real binary in a pseudo-terminal (portable-pty), its screen rebuilt with vt100 (ratatui
//! only sends the cells that change, so raw bytes can't be matched), driven by keys: one
//! [`Term`] for every test of the app in a terminal.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};

use super::TempDir;
use super::binary::clean_env;

/// How long a test waits for something to show.
const PATIENCE: Duration = Duration::from_secs(20);

/// `layerlab ARGS --progress DIR/progress.json` to start in a pseudo-terminal, in `dir` (its
/// working folder, home and data folder), in the clean environment of [`clean_env`], as an
/// xterm with colours.
pub fn command(args: &[&str], dir: &Path) -> CommandBuilder {
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_layerlab"));
    cmd.args(args);
    cmd.arg("--progress");
    cmd.arg(dir.join("progress.json"));
    cmd.cwd(dir);
    for (name, value) in clean_env(dir) {
        match value {
            Some(v) => cmd.env(name, v),
            None => cmd.env_remove(name),
        }
    }
    cmd.env("TERM", "xterm-256color");
    cmd
}

/// The app running in a pseudo-terminal, and the screen it drew.
pub struct Term {
    pub parser: vt100::Parser,
    /// Every byte the app wrote, in order.
    pub raw: Vec<u8>,
    bytes: Receiver<Vec<u8>>,
    writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    dir: TempDir,
}

impl Term {
    /// `layerlab ARGS` in a pseudo-terminal of `rows`×`cols`, an xterm with colours, in a folder
    /// of its own (its working folder, home and data folder, and its progress file
    /// `progress.json` there), in the clean environment of [`clean_env`] with `env` set over it.
    /// One folder per app started: one app's saved progress must not open another's on a
    /// lesson it never chose.
    pub fn start(rows: u16, cols: u16, args: &[&str], env: &[(&str, &str)]) -> Term {
        let dir = TempDir::new("term");
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let mut cmd = command(args, dir.path());
        for (name, value) in env {
            cmd.env(name, value);
        }
        let child = pair.slave.spawn_command(cmd).expect("layerlab starts");
        drop(pair.slave);
        let reader = pair.master.try_clone_reader().expect("a reader");
        let writer = pair.master.take_writer().expect("a writer");
        let nz = |n: u16| NonZeroU16::new(n).expect("a screen of some size");
        Term {
            parser: vt100::Parser::new(nz(rows), nz(cols), 0),
            raw: Vec::new(),
            bytes: read_in_background(reader),
            writer,
            child,
            master: pair.master,
            dir,
        }
    }

    /// The app's folder.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The pseudo-terminal's master side (its modes can be read back through it).
    pub fn master(&self) -> &dyn MasterPty {
        self.master.as_ref()
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("a process id")
    }

    /// Reads what the app wrote so far into the screen, waiting up to `wait` for the first of it.
    pub fn pump(&mut self, wait: Duration) {
        if let Ok(b) = self.bytes.recv_timeout(wait) {
            self.parser.process(&b);
            self.raw.extend_from_slice(&b);
        }
        while let Ok(b) = self.bytes.try_recv() {
            self.parser.process(&b);
            self.raw.extend_from_slice(&b);
        }
    }

    pub fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    /// The screen with its rows joined, so that a sentence wrapped over two rows of a pane is
    /// found whole (each row trimmed of the panes' borders).
    pub fn joined(&self) -> String {
        self.screen()
            .lines()
            .map(|l| {
                let l = match l.rfind('│') {
                    Some(i) if l.matches('│').count() >= 2 => {
                        let start = l[..i].rfind('│').map_or(0, |j| j + '│'.len_utf8());
                        &l[start..i]
                    }
                    _ => l,
                };
                l.trim()
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Waits until `pred` holds (20 s at most), or fails naming `what`, with the screen.
    pub fn wait_until(&mut self, what: &str, pred: impl Fn(&Term) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            self.pump(Duration::from_millis(50));
            if pred(self) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what:?}; the screen:\n{}",
                self.screen()
            );
        }
    }

    /// Waits until `text` shows on a row of the screen.
    pub fn wait_for(&mut self, text: &str) {
        self.wait_until(text, |t| t.screen().contains(text));
    }

    /// Waits until `text` shows on the screen, on one row or wrapped over rows of a pane.
    pub fn wait_for_wrapped(&mut self, text: &str) {
        self.wait_until(text, |t| {
            t.screen().contains(text) || t.joined().contains(text)
        });
    }

    /// Presses `keys` one by one, letting the app draw between them as a person would.
    pub fn keys(&mut self, keys: &[&[u8]]) {
        for k in keys {
            self.writer.write_all(k).unwrap();
            self.writer.flush().unwrap();
            self.pump(Duration::from_millis(40));
        }
    }

    /// Types `s` at once, as a paste.
    pub fn type_text(&mut self, s: &str) {
        self.writer.write_all(s.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        self.pump(Duration::from_millis(100));
    }

    /// Waits for the app to end (within `limit`, else kills it and fails), reads what it wrote
    /// last, and gives its exit status and how long it took.
    pub fn wait_exit(&mut self, limit: Duration) -> (ExitStatus, Duration) {
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
        self.read_to_end(Duration::from_secs(10));
        (status, took)
    }

    /// Reads what the app wrote until the pseudo-terminal closes behind it (its reader ends), or
    /// `limit` at most: the last bytes (the terminal's restore) may still be on their way after
    /// the first of them has come, so one read of what has come so far is not enough.
    fn read_to_end(&mut self, limit: Duration) {
        let deadline = Instant::now() + limit;
        while let Ok(b) = self
            .bytes
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            self.parser.process(&b);
            self.raw.extend_from_slice(&b);
        }
    }

    /// Quits with `q` and checks that the app ends cleanly within 10 s.
    pub fn quit(&mut self) {
        self.keys(&[b"q"]);
        let (status, _) = self.wait_exit(Duration::from_secs(10));
        assert!(status.success(), "exit status {status:?}");
    }
}

/// What `reader` reads, chunk by chunk as it comes, until it ends.
fn read_in_background(mut reader: Box<dyn Read + Send>) -> Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        loop {
            match reader.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    rx
}
