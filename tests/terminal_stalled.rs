//! A terminal nobody reads (a stalled ssh link, a frozen emulator): the app's writes block once
//! the pseudo-terminal's buffer is full, and a signal must still end it within a second,
//! whatever the blocked write holds.
#![cfg(unix)]

use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

mod common;
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
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_layerlab"));
    cmd.args(["--lang", "en", "--progress"]);
    cmd.arg(dir.join("progress.json"));
    cmd.cwd(dir.path());
    for (name, value) in clean_env(dir.path()) {
        match value {
            Some(v) => cmd.env(name, v),
            None => cmd.env_remove(name),
        }
    }
    cmd.env("TERM", "xterm-256color");
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
