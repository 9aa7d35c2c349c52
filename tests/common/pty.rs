//! The real binary in a pseudo-terminal: opening one, the app's command with a plain
//! environment, and its output read on a thread of its own.

use std::io::Read;
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::mpsc::{self, Receiver};

use portable_pty::{CommandBuilder, PtyPair, PtySize, native_pty_system};

/// A pseudo-terminal of `rows`×`cols`.
pub fn open(rows: u16, cols: u16) -> PtyPair {
    native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal")
}

/// `layerlab ARGS` with its progress file and data folder in `dir`, in an xterm with colours,
/// under the C locale.
pub fn app_command(args: &[&str], dir: &Path) -> CommandBuilder {
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_layerlab"));
    cmd.args(args);
    cmd.arg("--progress");
    cmd.arg(dir.join("progress.json"));
    cmd.env("TERM", "xterm-256color");
    cmd.env("LANG", "C");
    cmd.env_remove("LC_ALL");
    cmd.env_remove("LC_MESSAGES");
    cmd.env_remove("NO_COLOR");
    cmd.env("XDG_DATA_HOME", dir);
    cmd
}

/// What `reader` reads, chunk by chunk as it comes, until it ends; `keep` (the pseudo-terminal's
/// master, say) is held as long as the reading goes on.
pub fn read_in_background<K: Send + 'static>(
    mut reader: Box<dyn Read + Send>,
    keep: K,
) -> Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _keep = keep;
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

/// A screen of `rows`×`cols` that replays what the app writes, as a terminal would.
pub fn parser(rows: u16, cols: u16) -> vt100::Parser {
    let nz = |n: u16| NonZeroU16::new(n).expect("a screen of some size");
    vt100::Parser::new(nz(rows), nz(cols), 0)
}
