//! The yardstick of the program's JSON writer (`src/cli/json.rs`): serde_json's serialiser with
//! a formatter that gives the same bytes, serde_json's pretty output with DEL and the C1
//! controls (U+007F to U+009F) escaped as `\u00XX` inside strings. The formatter writes a line
//! break and its indent in one call of the writer (serde_json's pretty formatter makes one call
//! per level), a one-digit integer as one byte, and checks a string for DEL and C1 a word at a
//! time; the writer is the command's buffered output. `json-writer/…` in `benches/scale.rs`
//! times the two on the same reports, and checks their bytes are the same first.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::Formatter;

/// Serialises `value` as pretty JSON into `w`, then a newline. An error is the writer's, or a
/// value JSON can't hold (a map key that is not a string, a number or a boolean) as an error of
/// kind `InvalidData`.
pub(crate) fn write_pretty<W: Write + ?Sized, T: Serialize + ?Sized>(
    w: &mut W,
    value: &T,
) -> io::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(&mut *w, Pretty::default());
    value.serialize(&mut ser)?;
    w.write_all(b"\n")
}

/// serde_json's pretty formatter, with the escapes above.
#[derive(Default)]
struct Pretty {
    indent: usize,
    /// Whether the array or object being written has a value yet: a line break goes before its
    /// closing bracket only then.
    has_value: bool,
}

impl Pretty {
    /// A line break (after a comma when `comma`) and the current indent, in one write for up
    /// to 16 levels (all a report has).
    fn line_break<W: Write + ?Sized>(&self, w: &mut W, comma: bool) -> io::Result<()> {
        const LINE: &[u8; 34] = b",\n                                ";
        let from = usize::from(!comma);
        let spaces = 2 * self.indent;
        if spaces <= 32 {
            return w.write_all(&LINE[from..2 + spaces]);
        }
        w.write_all(&LINE[from..2])?;
        for _ in 0..self.indent {
            w.write_all(b"  ")?;
        }
        Ok(())
    }

    fn open<W: Write + ?Sized>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.indent += 1;
        self.has_value = false;
        w.write_all(bracket)
    }

    fn close<W: Write + ?Sized>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.indent -= 1;
        if self.has_value {
            self.line_break(w, false)?;
        }
        w.write_all(bracket)
    }
}

/// DEL and U+0080 to U+009F (whose UTF-8 is 0xC2 then 0x80 to 0x9F) as `\u00XX`.
fn write_escaping_del_and_c1<W: Write + ?Sized>(w: &mut W, s: &str) -> io::Result<()> {
    let b = s.as_bytes();
    let mut from = 0;
    let mut i = 0;
    while i < b.len() {
        let (code, len) = match b[i] {
            0x7f => (0x7f, 1),
            0xc2 if matches!(b.get(i + 1), Some(0x80..=0x9f)) => (b[i + 1], 2),
            _ => {
                i += 1;
                continue;
            }
        };
        w.write_all(&b[from..i])?;
        write!(w, "\\u00{code:02x}")?;
        i += len;
        from = i;
    }
    w.write_all(&b[from..])
}

/// An integer of a digit (most numbers of a report: power, toughness, players, counts) is one
/// byte, written without formatting; others as serde_json writes them.
macro_rules! digits {
    ($($method:ident($t:ty)),*) => {$(
        #[inline]
        fn $method<W: Write + ?Sized>(&mut self, w: &mut W, v: $t) -> io::Result<()> {
            if (0..10).contains(&v) {
                return w.write_all(&[b'0' + v as u8]);
            }
            serde_json::ser::CompactFormatter.$method(w, v)
        }
    )*};
}

/// An array's or an object's four methods (begin, end, before an element or key, after an
/// element or value): the same but for the brackets.
macro_rules! brackets {
    ($begin:ident, $end:ident, $before:ident, $after:ident, $open:literal, $close:literal) => {
        fn $begin<W: Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
            self.open(w, $open)
        }
        fn $end<W: Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
            self.close(w, $close)
        }
        fn $before<W: Write + ?Sized>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
            self.line_break(w, !first)
        }
        fn $after<W: Write + ?Sized>(&mut self, _: &mut W) -> io::Result<()> {
            self.has_value = true;
            Ok(())
        }
    };
}

impl Formatter for Pretty {
    digits!(
        write_i32(i32),
        write_i64(i64),
        write_u32(u32),
        write_u64(u64)
    );

    fn write_string_fragment<W: Write + ?Sized>(&mut self, w: &mut W, s: &str) -> io::Result<()> {
        // Most strings (names, ids, fields) are ASCII without DEL: two looks a word at a time
        // (a byte at a time was a tenth of a large report's cost), one copy.
        if s.is_ascii() && !s.as_bytes().contains(&0x7f) {
            w.write_all(s.as_bytes())
        } else {
            write_escaping_del_and_c1(w, s)
        }
    }

    brackets!(
        begin_array,
        end_array,
        begin_array_value,
        end_array_value,
        b"[",
        b"]"
    );
    brackets!(
        begin_object,
        end_object,
        begin_object_key,
        end_object_value,
        b"{",
        b"}"
    );

    fn begin_object_value<W: Write + ?Sized>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
}
