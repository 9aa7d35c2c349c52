//! Writing a report as pretty JSON straight into a writer, with the control characters JSON
//! leaves raw (DEL and C1) escaped as `\u00XX`, as [`crate::words::json_safe_string`] does for
//! JSON text already built.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{Formatter, PrettyFormatter, Serializer};

/// Serialises `value` as pretty JSON (two spaces) into `w`, then a newline.
pub fn write_pretty<W: Write, T: Serialize + ?Sized>(w: &mut W, value: &T) -> io::Result<()> {
    let mut ser = Serializer::with_formatter(&mut *w, SafePretty(PrettyFormatter::new()));
    value.serialize(&mut ser).map_err(io::Error::from)?;
    w.write_all(b"\n")
}

/// serde_json's pretty formatter, with DEL and the C1 controls escaped inside strings.
struct SafePretty<'a>(PrettyFormatter<'a>);

fn raw_control(c: char) -> bool {
    ('\u{7f}'..='\u{9f}').contains(&c)
}

impl Formatter for SafePretty<'_> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        for (i, c) in fragment.char_indices() {
            if raw_control(c) {
                w.write_all(&fragment.as_bytes()[start..i])?;
                write!(w, "\\u{:04x}", c as u32)?;
                start = i + c.len_utf8();
            }
        }
        w.write_all(&fragment.as_bytes()[start..])
    }

    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_as_serde_json_pretty_with_del_and_c1_escaped() {
        let v = serde_json::json!({"a": ["x\u{7f}y", "\u{85}", "\n"], "b": {"c": null}});
        let mut out = Vec::new();
        write_pretty(&mut out, &v).unwrap();
        let expected = crate::words::json_safe_string(&serde_json::to_string_pretty(&v).unwrap())
            .into_owned()
            + "\n";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
        assert!(expected.contains("x\\u007fy"));
    }
}
