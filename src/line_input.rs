//! Lines read from standard input, bounded: an answer or a command is at most [`MAX_LINE`]
//! bytes. A longer line is refused whole (its bytes are skipped up to its line end, never kept),
//! and input that goes on for [`MAX_SKIP`] bytes without a line end (`tr -d '\n' </dev/zero`)
//! ends the session instead of filling the memory.

use std::io::{self, BufRead, ErrorKind};

/// The longest line of input read, in bytes (an answer is a few words; a pasted board is a
/// file, not a line).
pub const MAX_LINE: usize = 4096;

/// How far a line too long is skipped looking for its end before the input is given up.
pub const MAX_SKIP: usize = 1 << 20;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line, without its line end; invalid UTF-8 replaced, never fatal.
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes, skipped.
    TooLong,
    /// [`MAX_SKIP`] bytes with no line end: the input is not lines.
    NoEnd,
}

/// The next line of `input`, `None` at its end. Read errors other than an interruption are
/// returned: unreadable input is no empty input.
pub fn read_line(input: &mut dyn BufRead) -> io::Result<Option<Line>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut seen: usize = 0;
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(match (seen, too_long) {
                (0, _) => None,
                (_, true) => Some(Line::TooLong),
                (_, false) => Some(Line::Text(text_of(&kept))),
            });
        }
        let (take, ends) = match buf.iter().position(|b| *b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        seen = seen.saturating_add(take);
        if !too_long {
            kept.extend_from_slice(&buf[..take]);
        }
        input.consume(take);
        // The line end itself does not count against the cap; what is kept stays within the
        // cap and one buffer.
        if !too_long && text_len(&kept) > MAX_LINE {
            too_long = true;
            kept = Vec::new();
        }
        if ends {
            return Ok(Some(if too_long {
                Line::TooLong
            } else {
                Line::Text(text_of(&kept))
            }));
        }
        if seen > MAX_SKIP {
            return Ok(Some(Line::NoEnd));
        }
    }
}

fn text_len(bytes: &[u8]) -> usize {
    let mut n = bytes.len();
    for end in [b'\n', b'\r'] {
        if n > 0 && bytes[n - 1] == end {
            n -= 1;
        }
    }
    n
}

fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .trim_end_matches(['\n', '\r'])
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8]) -> Vec<Line> {
        let mut r = io::BufReader::with_capacity(7, input);
        let mut out = Vec::new();
        while let Some(l) = read_line(&mut r).unwrap() {
            let stop = l == Line::NoEnd;
            out.push(l);
            if stop {
                break;
            }
        }
        out
    }

    #[test]
    fn lines_end_at_a_line_end_or_the_end_of_input() {
        assert_eq!(
            all(b"a\r\nbc\n\nd"),
            vec![
                Line::Text("a".into()),
                Line::Text("bc".into()),
                Line::Text(String::new()),
                Line::Text("d".into())
            ]
        );
        assert_eq!(all(b""), vec![]);
    }

    #[test]
    fn a_line_at_the_cap_is_read_and_one_past_it_is_skipped_whole() {
        let mut input = vec![b'x'; MAX_LINE];
        input.extend_from_slice(b"\r\n");
        input.extend(vec![b'y'; MAX_LINE + 1]);
        input.extend_from_slice(b"\nnext\n");
        let got = all(&input);
        assert_eq!(got.len(), 3);
        assert_eq!(got[0], Line::Text("x".repeat(MAX_LINE)));
        assert_eq!(got[1], Line::TooLong);
        assert_eq!(got[2], Line::Text("next".into()));
    }

    #[test]
    fn input_with_no_line_end_is_given_up_after_the_skip_cap() {
        let input = vec![0u8; MAX_SKIP * 2];
        assert_eq!(all(&input), vec![Line::NoEnd]);
    }

    #[test]
    fn a_read_error_is_an_error_not_the_end() {
        struct Broken;
        impl io::Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::new(ErrorKind::IsADirectory, "is a directory"))
            }
        }
        let mut r = io::BufReader::new(Broken);
        assert!(read_line(&mut r).is_err());
    }
}
