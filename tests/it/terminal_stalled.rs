//! A terminal nobody reads (a stalled ssh link, a frozen emulator): the app's writes block once
//! the pseudo-terminal's buffer is full, and a signal must still end it within a second,
//! whatever the blocked write holds.
#![cfg(unix)]

use std::time::{Duration, Instant};

use portable_pty::{PtySize, native_pty_system};

use crate::common;
use common::TempDir;
use common::binary::clean_env;

fn size(rows: u16, cols: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

#[test]
fn sigterm_ends_the_app_within_a_second_while_its_output_is_stalled() {
    let dir = TempDir::new("stalled");
    let pair = native_pty_system().openpty(size(40, 120)).expect("a pty");
    let cmd = common::pty::command(&["--lang", "en"], dir.path());
    let mut child = pair.slave.spawn_command(cmd).expect("layerlab starts");
    drop(pair.slave);
    // Nobody reads the master: every resize redraws the whole screen until a write blocks.
    std::thread::sleep(Duration::from_millis(800));
    for k in 0..60u16 {
        let (rows, cols) = if k % 2 == 0 { (60, 200) } else { (41, 121) };
        let _ = pair.master.resize(size(rows, cols));
        std::thread::sleep(Duration::from_millis(30));
    }
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        child.try_wait().expect("wait").is_none(),
        "the app is still running, its output stalled"
    );
    let pid = child.process_id().expect("a pid") as i32;
    let start = Instant::now();
    // SAFETY: a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break Some(s);
        }
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let took = start.elapsed();
    let status = status.expect("SIGTERM ended the app");
    assert!(took < Duration::from_secs(1), "it took {took:?}");
    assert_eq!(status.exit_code(), 128 + 15);
}

/// Standard output a terminal but no controlling terminal (`setsid layerlab </dev/null` with
/// standard output a pseudo-terminal): the terminal cannot be set up; one line in the user's
/// language and exit 2, never a panic.
#[test]
fn no_controlling_terminal_is_one_line_and_exit_2() {
    use std::os::fd::FromRawFd;
    use std::os::unix::process::CommandExt;
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty fills two descriptors this test then owns.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(rc, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: the descriptors are open and owned by nothing else.
    let (master, slave) = unsafe {
        (
            std::fs::File::from_raw_fd(master),
            std::fs::File::from_raw_fd(slave),
        )
    };
    let dir = TempDir::new("no-ctty");
    for lang in ["en", "fr"] {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_layerlab"));
        for (name, value) in clean_env(dir.path()) {
            match value {
                Some(v) => cmd.env(name, v),
                None => cmd.env_remove(name),
            };
        }
        cmd.args(["--lang", lang, "--progress"])
            .arg(dir.join("progress.json"))
            .env("TERM", "xterm-256color")
            .stdin(std::process::Stdio::null())
            .stdout(slave.try_clone().unwrap())
            .stderr(std::process::Stdio::piped());
        // SAFETY: setsid is async-signal-safe; the child leaves the test's session and so has
        // no controlling terminal.
        unsafe {
            cmd.pre_exec(|| {
                libc::setsid();
                Ok(())
            });
        }
        let out = cmd.output().expect("layerlab runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{lang}: {err}");
        assert_eq!(err.lines().count(), 1, "{lang}: {err}");
        let said = if lang == "en" {
            "cannot set up the terminal"
        } else {
            "impossible de préparer le terminal"
        };
        assert!(err.contains(said), "{lang}: {err}");
        assert!(!err.contains("panicked"), "{lang}: {err}");
    }
    drop(master);
}
