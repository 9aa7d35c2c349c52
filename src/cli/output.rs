//! Writing a command's output. Everything goes through a buffered [`Out`], whose errors are
//! turned into the exit the user expects: a closed pipe (`| head -1`, `| true`) ends the command
//! quietly, as other command-line tools do; any other failure (a full disk) is one line on
//! stderr and a non-zero status. Text meant for a terminal is escaped on the way
//! ([`crate::words::terminal_safe`]); JSON keeps JSON's own escapes.

use std::io::{self, BufWriter, Write};

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::words::{json_safe_string, terminal_safe};

/// Exit status when the output could not be written (a full disk, a closed file).
pub const EXIT_OUTPUT_FAILED: u8 = 3;

/// A command's standard output, buffered.
pub struct Out<W: Write = io::Stdout> {
    inner: BufWriter<W>,
}

impl Out<io::Stdout> {
    pub fn stdout() -> Out<io::Stdout> {
        Out::new(io::stdout())
    }
}

impl<W: Write> Out<W> {
    pub fn new(w: W) -> Out<W> {
        Out {
            inner: BufWriter::with_capacity(64 * 1024, w),
        }
    }

    /// Writes `text` (escaped for a terminal) and a newline.
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.text(text)?;
        self.inner.write_all(b"\n")
    }

    /// Writes `text`, escaped for a terminal.
    pub fn text(&mut self, text: &str) -> io::Result<()> {
        self.inner.write_all(terminal_safe(text).as_bytes())
    }

    /// Writes JSON text (from serde_json) and a newline, with the control characters JSON leaves
    /// raw escaped as `\u00XX`.
    pub fn json(&mut self, json: &str) -> io::Result<()> {
        self.inner.write_all(json_safe_string(json).as_bytes())?;
        self.inner.write_all(b"\n")
    }

    /// The buffered writer, for serialising straight into it (the caller escapes).
    pub fn raw(&mut self) -> &mut BufWriter<W> {
        &mut self.inner
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// The exit status for a command that wanted to exit with `code` after writing its output with
/// `result` (flushed): `code` when all went well, or when the reader closed the pipe (quietly);
/// otherwise one line on stderr and [`EXIT_OUTPUT_FAILED`].
pub fn finish(result: io::Result<()>, code: u8, lang: Lang) -> u8 {
    match result {
        Ok(()) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => code,
        Err(e) => {
            let msg = tr(lang, "cli-output-failed", fargs![reason = e.to_string()]);
            // Stderr may be closed too: nothing more can be said then.
            let _ = writeln!(io::stderr(), "layerlab: {}", terminal_safe(&msg));
            EXIT_OUTPUT_FAILED
        }
    }
}

/// Writes `text` to stderr, escaped, ignoring a closed stderr.
pub fn error_line(text: &str) {
    let _ = writeln!(io::stderr(), "{}", terminal_safe(text));
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Full;
    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from_raw_os_error(28))
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::Error::from_raw_os_error(28))
        }
    }

    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    fn write_all<W: Write>(out: &mut Out<W>) -> io::Result<()> {
        for _ in 0..10_000 {
            out.line("Grizzly Bears 2/2")?;
        }
        out.flush()
    }

    #[test]
    fn a_full_disk_is_an_error_a_closed_pipe_is_not() {
        assert_eq!(
            finish(write_all(&mut Out::new(Full)), 0, Lang::En),
            EXIT_OUTPUT_FAILED
        );
        assert_eq!(finish(write_all(&mut Out::new(Closed)), 0, Lang::En), 0);
        assert_eq!(finish(write_all(&mut Out::new(Closed)), 1, Lang::En), 1);
    }

    #[test]
    fn text_is_escaped_json_is_json() {
        let mut out = Out::new(Vec::new());
        out.line("a\u{1b}]0;title\u{7}b").unwrap();
        out.json(&serde_json::to_string("\u{9b}x").unwrap())
            .unwrap();
        out.flush().unwrap();
        let text = String::from_utf8(out.inner.into_inner().unwrap()).unwrap();
        assert_eq!(text, "a\\u{1b}]0;title\\u{7}b\n\"\\u009bx\"\n");
    }
}
