//! A huge paste into a text field: taken whole as one paste (bracketed paste), typed into the
//! focused field up to its cap, never taken as keys' commands, and in about the time a short
//! one takes.
#![cfg(unix)]

use std::time::{Duration, Instant};

use crate::common;
use common::pty::Term;

fn open_prompt() -> Term {
    let mut t = Term::start(40, 120, &["--lang", "en"], &[]);
    t.wait_for("Begin: lesson 1");
    t.keys(&[b"\t", b"\t"]);
    t.wait_for("Layer sandbox");
    t.keys(&[b"\x0f"]);
    t.wait_for("Open a scenario file");
    t
}

#[test]
fn a_100_kb_paste_into_the_path_prompt_is_one_paste_capped_and_quick() {
    let mut t = open_prompt();
    // A path of 100 KB, with letters that are commands elsewhere (q quits) and a line end.
    let mut big = String::from("/tmp/");
    while big.len() < 100 * 1024 {
        big.push_str("qwerty-");
    }
    big.push_str("\nq");
    let start = Instant::now();
    let mut bytes = b"\x1b[200~".to_vec();
    bytes.extend_from_slice(big.as_bytes());
    bytes.extend_from_slice(b"\x1b[201~");
    t.keys(&[&bytes]);
    // The prompt shows the end of what was pasted, where the cursor is, the start cut off; and
    // the app still runs.
    t.wait_until("the end of the path shown", |t| {
        t.screen()
            .lines()
            .any(|l| l.contains("Path: …") && l.contains("qwerty-qwerty"))
    });
    eprintln!("a 100 KB paste shown in {:?}", start.elapsed());
    t.pump(Duration::from_millis(300));
    assert!(
        t.screen().contains("Open a scenario file"),
        "{}",
        t.screen()
    );
    assert!(t.child.try_wait().unwrap().is_none(), "the app still runs");
    // Typing still goes into the prompt, which Esc closes.
    t.keys(&[b"\x1b"]);
    t.wait_until("the prompt closed", |t| {
        !t.screen().contains("Open a scenario file")
    });
    t.quit();
}

#[test]
fn a_paste_with_no_field_focused_presses_no_key() {
    let mut t = Term::start(40, 120, &["--lang", "en"], &[]);
    t.wait_for("Begin: lesson 1");
    // "q" pasted on the start screen: no quit.
    t.keys(&[b"\x1b[200~qqq\x1b[201~"]);
    t.pump(Duration::from_millis(500));
    assert!(
        t.child.try_wait().unwrap().is_none(),
        "a paste quit the app"
    );
    t.quit();
}
