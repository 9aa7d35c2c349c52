//! The `layerlab` binary as the tests run it: in a clean environment of its own, so that what
//! the machine's user chose (the app switched to French, a French locale, `NO_COLOR`) never
//! changes what a test sees, and nothing a command saves lands in the user's data.

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::TempDir;

/// The environment of a run whose home and data folder is `home`: each variable with its value,
/// or `None` to remove it. The C locale names no language (so English), and the app's test
/// hook is off.
pub fn clean_env(home: &Path) -> [(&'static str, Option<&OsStr>); 8] {
    [
        ("HOME", Some(home.as_os_str())),
        ("XDG_DATA_HOME", Some(home.as_os_str())),
        ("LANG", Some(OsStr::new("C"))),
        ("LC_ALL", Some(OsStr::new("C"))),
        ("LC_MESSAGES", None),
        ("LANGUAGE", None),
        ("NO_COLOR", None),
        ("LAYERLAB_TEST_PANIC", None),
    ]
}

/// `layerlab`, ready for its arguments: a [`Command`] (it dereferences to one) in a clean
/// environment, [`clean_env`] of a fresh, empty folder of its own: no language saved by the
/// app, no progress, and what a command saves goes there. A test of the language choice sets
/// its own variables over these. Keep it until the process has ended: dropping it removes the
/// folder.
pub struct Layerlab {
    cmd: Command,
    _home: TempDir,
}

/// `layerlab` in a clean environment of its own (see [`Layerlab`]).
pub fn layerlab() -> Layerlab {
    let home = TempDir::new("home");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_layerlab"));
    for (name, value) in clean_env(home.path()) {
        match value {
            Some(v) => cmd.env(name, v),
            None => cmd.env_remove(name),
        };
    }
    Layerlab { cmd, _home: home }
}

impl Deref for Layerlab {
    type Target = Command;

    fn deref(&self) -> &Command {
        &self.cmd
    }
}

impl DerefMut for Layerlab {
    fn deref_mut(&mut self) -> &mut Command {
        &mut self.cmd
    }
}

/// How a run ended and what it wrote.
pub struct Ran {
    /// The exit status code; `None` when a signal ended the process or it was killed at the
    /// deadline.
    pub code: Option<i32>,
    /// Still running at the deadline, so killed.
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    /// Standard output, then standard error.
    pub fn all(&self) -> String {
        format!("{}{}", self.stdout, self.stderr)
    }
}

/// A run of a test takes no longer than this: a command still running after it has hung.
const HUNG: Duration = Duration::from_secs(300);

/// A command run to its end, its input written and its output read as they go, each on a
/// thread: a long output (an input echoed back) would otherwise fill its pipe and stop the
/// process until the deadline.
pub trait Run {
    /// Runs it with `input` on its standard input, killed if it runs longer than `limit`.
    fn run_within(&mut self, input: &[u8], limit: Duration) -> Ran;

    /// Runs it with `input` on its standard input; it must end.
    fn run(&mut self, input: &[u8]) -> Ran {
        let ran = self.run_within(input, HUNG);
        assert!(!ran.timed_out, "still running after {HUNG:?}");
        ran
    }
}

impl Run for Command {
    fn run_within(&mut self, input: &[u8], limit: Duration) -> Ran {
        let mut child = spawn_piped(self);
        let mut stdin = child.stdin.take().expect("stdin");
        let input = input.to_vec();
        // A process that reads nothing closes its end: the write fails, which is fine.
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let stdout = read_all(child.stdout.take().expect("stdout"));
        let stderr = read_all(child.stderr.take().expect("stderr"));
        let start = Instant::now();
        let (code, timed_out) = loop {
            if let Some(status) = child.try_wait().expect("wait") {
                break (status.code(), false);
            }
            if start.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                break (None, true);
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let _ = writer.join();
        // Everything the program writes is text, escaped where it came from a file.
        let text = |r: JoinHandle<Vec<u8>>, what: &str| {
            String::from_utf8(r.join().expect("a reader"))
                .unwrap_or_else(|e| panic!("{what} is not UTF-8: {e}"))
        };
        Ran {
            code,
            timed_out,
            stdout: text(stdout, "standard output"),
            stderr: text(stderr, "standard error"),
        }
    }
}

/// Starts `cmd` with its standard input, output and error piped.
pub fn spawn_piped(cmd: &mut Command) -> Child {
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("layerlab runs")
}

/// Runs `cmd` with `input` on its standard input (a small one: it is written before the output
/// is read), and what it wrote, as bytes, and how it ended.
pub fn run_with_input(cmd: &mut Command, input: &[u8]) -> Output {
    let mut child = spawn_piped(cmd);
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// Everything `r` gives until it ends, read on a thread of its own.
fn read_all(mut r: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = r.read_to_end(&mut bytes);
        bytes
    })
}

/// What `layerlab phase PATH --format FORMAT --lang LANG` prints; the run must succeed.
pub fn phase_output(path: &Path, format: &str, lang: &str) -> String {
    let out = layerlab()
        .arg("phase")
        .arg(path)
        .args(["--format", format, "--lang", lang])
        .output()
        .expect("run layerlab");
    assert_eq!(out.status.code(), Some(0), "{}", path.display());
    String::from_utf8(out.stdout).expect("the output is UTF-8")
}
