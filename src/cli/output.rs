//! Writing a command's output. Everything goes through a buffered [`Out`], whose errors are
//! turned into the exit the user expects: a closed pipe (`| head -1`, `| true`) ends the command
//! quietly, as other command-line tools do; any other failure (a full disk) is one line on
//! stderr and a non-zero status. Text meant for a terminal is escaped on the way
//! ([`crate::words::terminal_safe`]); JSON keeps JSON's own escapes. Messages for stderr go
//! through [`error_line`], escaped the same way.
//!
//! # Exit statuses
//!
//! Every command (`solve`, `phase`, `check`, `lesson`, `drill`, and `--plain`) ends with one of:
//!
//! | status | meaning |
//! | --- | --- |
//! | 0 | all went well (also when the reader of the output went away early, as `head -1` does) |
//! | 1 | [`EXIT_EXPECT_FAILED`](EXIT_EXPECT_FAILED): an `expect` is not met, or `check` found problems |
//! | 2 | [`EXIT_BAD_INPUT`](EXIT_BAD_INPUT): bad input (a file that does not load, a lesson's content error, an illegal decision, a tripped guard, an unknown lesson or concept) |
//! | 3 | [`EXIT_OUTPUT_FAILED`]: the output could not be written (a full disk, a failing device), or `drill` could not save its progress file |

use std::io::{self, BufWriter, Write};

use crate::fargs;
pub(crate) use crate::i18n::io_reason;
use crate::i18n::{Lang, tr};
use crate::words::{json_safe_string, terminal_safe};

/// Exit code for a scenario whose `expect` is not met.
pub(crate) const EXIT_EXPECT_FAILED: u8 = 1;
/// Exit code for bad input (syntax, unknown names, illegal decisions, tripped guards).
pub(crate) const EXIT_BAD_INPUT: u8 = 2;

/// Exit status when the output could not be written (a full disk, a closed file), or a file the
/// command writes (drill's progress) could not be saved.
pub const EXIT_OUTPUT_FAILED: u8 = 3;

/// A command's standard output, buffered. As an [`io::Write`] it escapes what it is given for
/// a terminal, as [`Out::text`] does.
pub struct Out<W: Write = io::Stdout> {
    inner: BufWriter<W>,
    /// The start of a character cut by the end of a `write` (at most 3 bytes), kept for the next.
    pending: Vec<u8>,
}

impl Out<io::Stdout> {
    pub(crate) fn stdout() -> Out<io::Stdout> {
        Out::new(io::stdout())
    }
}

impl<W: Write> Out<W> {
    pub fn new(w: W) -> Out<W> {
        Out {
            inner: BufWriter::with_capacity(64 * 1024, w),
            pending: Vec::new(),
        }
    }

    /// Writes `text` (escaped for a terminal) and a newline.
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.text(text)?;
        self.inner.write_all(b"\n")
    }

    /// Writes `text`, escaped for a terminal.
    pub fn text(&mut self, text: &str) -> io::Result<()> {
        self.write_pending()?;
        self.inner.write_all(terminal_safe(text).as_bytes())
    }

    /// Writes JSON text (from serde_json) and a newline, with the control characters JSON leaves
    /// raw escaped as `\u00XX`.
    pub fn json(&mut self, json: &str) -> io::Result<()> {
        self.write_pending()?;
        self.inner.write_all(json_safe_string(json).as_bytes())?;
        self.inner.write_all(b"\n")
    }

    /// The buffered writer, for serialising straight into it (the caller escapes).
    pub fn raw(&mut self) -> &mut BufWriter<W> {
        // A character cut by a `write` can't be completed once another writer goes on.
        let _ = self.write_pending();
        &mut self.inner
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.write_pending()?;
        self.inner.flush()
    }

    /// What is left of a cut character, as the replacement character it can only be now.
    fn write_pending(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let rest = std::mem::take(&mut self.pending);
        self.inner
            .write_all(String::from_utf8_lossy(&rest).as_bytes())
    }
}

impl<W: Write> Write for Out<W> {
    /// Takes all of `buf`, escaped for a terminal. Bytes that are not UTF-8 become U+FFFD; a
    /// character cut at the end of `buf` waits for the rest of it.
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut bytes = std::mem::take(&mut self.pending);
        bytes.extend_from_slice(buf);
        let mut rest = &bytes[..];
        while !rest.is_empty() {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.inner.write_all(terminal_safe(text).as_bytes())?;
                    rest = &[];
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    // Valid UTF-8 up to there.
                    let text = std::str::from_utf8(good).unwrap_or_default();
                    self.inner.write_all(terminal_safe(text).as_bytes())?;
                    match e.error_len() {
                        Some(n) => {
                            self.inner.write_all("\u{fffd}".as_bytes())?;
                            rest = &bad[n..];
                        }
                        None => {
                            self.pending = bad.to_vec();
                            rest = &[];
                        }
                    }
                }
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Out::flush(self)
    }
}

/// The exit status for a command that wanted to exit with `code` after writing its output with
/// `result` (flushed): `code` when all went well, or when the reader closed the pipe (quietly);
/// otherwise one line on stderr and [`EXIT_OUTPUT_FAILED`].
pub(crate) fn finish(result: io::Result<()>, code: u8, lang: Lang) -> u8 {
    finish_to(result, code, lang, &mut io::stderr())
}

/// [`finish`], telling a failure on `err` instead of stderr.
pub(crate) fn finish_to(result: io::Result<()>, code: u8, lang: Lang, err: &mut dyn Write) -> u8 {
    match result {
        Ok(()) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => code,
        Err(e) => {
            let msg = tr(
                lang,
                "cli-output-failed",
                fargs![reason = io_reason(&e, lang)],
            );
            error_line_to(err, &msg);
            EXIT_OUTPUT_FAILED
        }
    }
}

/// Writes `text` to stderr, escaped, ignoring a closed stderr.
pub(crate) fn error_line(text: &str) {
    error_line_to(&mut io::stderr(), text);
}

/// Writes `text` and a newline to `err`, escaped. A failure is ignored: stderr is where failures
/// are told, so nothing more can be said when it fails too.
pub(crate) fn error_line_to(err: &mut dyn Write, text: &str) {
    let _ = writeln!(err, "{}", terminal_safe(text));
    let _ = err.flush();
}

/// Ends the program on a command line clap did not parse into a command. Help and version go
/// to stdout like any command's output (a closed pipe is quiet, a full disk is status 3); on a
/// terminal, and for usage errors (stderr), clap prints them itself, in color where it can.
/// `lang` is the help's: a failure to write is said in it.
pub fn clap_exit(e: clap::Error, lang: crate::i18n::Lang) -> u8 {
    use std::io::IsTerminal;
    if e.use_stderr() || io::stdout().is_terminal() {
        e.exit();
    }
    let mut out = Out::stdout();
    let written = out.text(&e.render().to_string()).and_then(|()| out.flush());
    finish(
        written,
        u8::try_from(e.exit_code()).unwrap_or(EXIT_OUTPUT_FAILED),
        lang,
    )
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
