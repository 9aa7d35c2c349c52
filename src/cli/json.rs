//! Pretty JSON (two spaces an indent, as `serde_json::to_string_pretty` writes it) serialised
//! straight into a writer, with DEL and the C1 controls (U+007F to U+009F), which JSON leaves
//! raw, escaped as `\u00XX` inside strings, as [`crate::escape::json_safe_string`] does for JSON
//! text already built.
//!
//! A report can be tens of megabytes of short strings and numbers: this serialiser fills a
//! buffer of its own and hands the writer one large slice at a time, where serde_json's
//! formatter made three calls of the writer for every string and two for every line break.

use std::fmt::Display;
use std::io::{self, Write};

use serde::ser::{self, Serialize};

/// How much is gathered before it is handed to the writer.
const CHUNK: usize = 64 * 1024;

/// Serialises `value` as pretty JSON into `w`, then a newline.
pub fn write_pretty<W: Write + ?Sized, T: Serialize + ?Sized>(
    w: &mut W,
    value: &T,
) -> io::Result<()> {
    let mut ser = Pretty {
        out: w,
        buf: Vec::with_capacity(CHUNK + 4096),
        indent: 0,
        has_value: false,
        in_key: false,
    };
    value.serialize(&mut ser).map_err(|e| e.0)?;
    ser.buf.push(b'\n');
    ser.out.write_all(&ser.buf)
}

/// What went wrong: the writer's error, or a value that cannot be JSON (a map key that is not a
/// string, number or boolean), as an [`io::Error`] of kind `Other`.
#[derive(Debug)]
pub struct Error(io::Error);

impl Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error(io::Error::other(msg.to_string()))
    }
}

struct Pretty<'w, W: Write + ?Sized> {
    out: &'w mut W,
    buf: Vec<u8>,
    indent: usize,
    /// Whether the array or object being written has a value yet (serde_json's pretty
    /// formatter's one flag: a line break goes before the closing bracket only then).
    has_value: bool,
    /// A map's key is being written: a key that is an array or object is refused (see
    /// `Compound::key`).
    in_key: bool,
}

/// What each byte of a string becomes: 0 as it is, `u` as `\u00XX`, `D` for DEL, `C` for the
/// first byte of U+0080 to U+00BF (a C1 control when the next byte is 0x80 to 0x9F), else the
/// letter after a backslash.
static ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = b'u';
        i += 1;
    }
    t[0x08] = b'b';
    t[0x09] = b't';
    t[0x0a] = b'n';
    t[0x0c] = b'f';
    t[0x0d] = b'r';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t[0x7f] = b'D';
    t[0xc2] = b'C';
    t
};

const HEX: &[u8; 16] = b"0123456789abcdef";

impl<W: Write + ?Sized> Pretty<'_, W> {
    /// Hands what is gathered to the writer once it is a chunk.
    #[inline]
    fn spill(&mut self) -> Result<(), Error> {
        if self.buf.len() >= CHUNK {
            self.hand_over()?;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn hand_over(&mut self) -> Result<(), Error> {
        if self.in_key {
            return Err(key_must_be_a_string());
        }
        self.out.write_all(&self.buf).map_err(Error)?;
        self.buf.clear();
        Ok(())
    }

    /// A line break and the current indent, after a comma when `comma`. Up to 16 levels (all a
    /// report has), one copy of a fixed length (a few stores, where a copy of the line's own
    /// length calls `memcpy`: a report has a line break for every value), cut back to the
    /// indent.
    #[inline]
    fn newline_after(&mut self, comma: bool) {
        const WITH_COMMA: &[u8; 34] = b",\n                                ";
        const WITHOUT: &[u8; 33] = b"\n                                ";
        let spaces = 2 * self.indent;
        let start = self.buf.len();
        if spaces <= 32 {
            if comma {
                self.buf.extend_from_slice(WITH_COMMA);
                self.buf.truncate(start + 2 + spaces);
            } else {
                self.buf.extend_from_slice(WITHOUT);
                self.buf.truncate(start + 1 + spaces);
            }
            return;
        }
        self.buf.extend_from_slice(if comma {
            &WITH_COMMA[..2]
        } else {
            &WITHOUT[..1]
        });
        self.buf.resize(self.buf.len() + spaces, b' ');
    }

    fn newline(&mut self) {
        self.newline_after(false);
    }

    fn open(&mut self, c: u8) {
        self.indent += 1;
        self.has_value = false;
        self.buf.push(c);
    }

    fn close(&mut self, c: u8) {
        self.indent -= 1;
        if self.has_value {
            self.newline();
        }
        self.buf.push(c);
    }

    /// Before an array's value or an object's key.
    #[inline]
    fn item(&mut self, first: bool) -> Result<(), Error> {
        self.spill()?;
        self.newline_after(!first);
        Ok(())
    }

    fn string(&mut self, s: &str) {
        let b = s.as_bytes();
        self.buf.reserve(b.len() + 2);
        self.buf.push(b'"');
        // Most strings (names, ids, fields) need no escape: one look at each byte, one copy.
        match b.iter().position(|&c| ESCAPE[c as usize] != 0) {
            None => self.buf.extend_from_slice(b),
            Some(first) => self.escaped(b, first),
        }
        self.buf.push(b'"');
    }

    /// `b` with its escapes, the first at `first`.
    #[cold]
    fn escaped(&mut self, b: &[u8], first: usize) {
        let mut from = 0;
        for (i, &c) in b.iter().enumerate().skip(first) {
            let e = ESCAPE[c as usize];
            if e == 0 {
                continue;
            }
            let code = match e {
                b'u' | b'D' => c,
                b'C' => match b.get(i + 1) {
                    Some(&next @ 0x80..=0x9f) => next,
                    _ => continue,
                },
                _ => {
                    self.buf.extend_from_slice(&b[from..i]);
                    self.buf.extend_from_slice(&[b'\\', e]);
                    from = i + 1;
                    continue;
                }
            };
            self.buf.extend_from_slice(&b[from..i]);
            self.buf.extend_from_slice(&[
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(code >> 4)],
                HEX[usize::from(code & 0xf)],
            ]);
            from = i + if e == b'C' { 2 } else { 1 };
        }
        self.buf.extend_from_slice(&b[from..]);
    }

    fn unsigned(&mut self, mut n: u64) {
        if n < 10 {
            // Most numbers of a report (P/T, players, counts) are a digit or two.
            self.buf.push(b'0' + n as u8);
            return;
        }
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        while n > 0 {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
        }
        self.buf.extend_from_slice(&digits[at..]);
    }

    fn signed(&mut self, n: i64) {
        if n < 0 {
            self.buf.push(b'-');
        }
        self.unsigned(n.unsigned_abs());
    }

    /// What serde_json writes for a value this serialiser has no fast way for (floats, 128-bit
    /// numbers): the same bytes.
    fn as_serde_json<T: Serialize>(&mut self, v: T) -> Result<(), Error> {
        serde_json::to_writer(&mut self.buf, &v).map_err(|e| Error(io::Error::other(e)))
    }
}

/// An array or object being written: whether it has had an element yet.
pub struct Compound<'a, 'w, W: Write + ?Sized> {
    ser: &'a mut Pretty<'w, W>,
    first: bool,
    /// A variant's object around the value (`{"Variant": …}`) to close at the end.
    variant: bool,
}

impl<W: Write + ?Sized> Compound<'_, '_, W> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.ser.item(self.first)?;
        self.first = false;
        value.serialize(&mut *self.ser)?;
        self.ser.has_value = true;
        Ok(())
    }

    fn key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.ser.item(self.first)?;
        self.first = false;
        // The key is written as a value would be, then checked: a string stays, a number or a
        // boolean is quoted, anything else is refused. A refused key never reaches the writer:
        // a key that is an array or object is refused before it can hand the buffer over.
        let start = self.ser.buf.len();
        self.ser.in_key = true;
        let written = key.serialize(&mut *self.ser);
        self.ser.in_key = false;
        written?;
        let key = &self.ser.buf[start..];
        if key.first() != Some(&b'"') {
            if !quotable_key(key) {
                self.ser.buf.truncate(start);
                return Err(key_must_be_a_string());
            }
            self.ser.buf.insert(start, b'"');
            self.ser.buf.push(b'"');
        }
        self.ser.buf.extend_from_slice(b": ");
        Ok(())
    }

    /// A struct's field name: a string already.
    fn field(&mut self, name: &str) -> Result<(), Error> {
        self.ser.item(self.first)?;
        self.first = false;
        self.ser.string(name);
        self.ser.buf.extend_from_slice(b": ");
        Ok(())
    }

    fn value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.ser)?;
        self.ser.has_value = true;
        Ok(())
    }

    fn finish(self, c: u8) -> Result<(), Error> {
        self.ser.close(c);
        if self.variant {
            self.ser.has_value = true;
            self.ser.close(b'}');
        }
        Ok(())
    }
}

impl<'a, 'w, W: Write + ?Sized> Pretty<'w, W> {
    fn compound(&'a mut self, c: u8, variant: Option<&str>) -> Compound<'a, 'w, W> {
        if let Some(name) = variant {
            self.open(b'{');
            self.newline();
            self.string(name);
            self.buf.extend_from_slice(b": ");
        }
        self.open(c);
        Compound {
            ser: self,
            first: true,
            variant: variant.is_some(),
        }
    }
}

/// The integers narrower than 64 bits, written as their 64-bit widening is.
macro_rules! narrow_integers {
    ($($method:ident($narrow:ty) => $write:ident),*) => {$(
        fn $method(self, v: $narrow) -> Result<(), Error> {
            self.$write(v.into());
            Ok(())
        }
    )*};
}

impl<'a, 'w, W: Write + ?Sized> ser::Serializer for &'a mut Pretty<'w, W> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a, 'w, W>;
    type SerializeTuple = Compound<'a, 'w, W>;
    type SerializeTupleStruct = Compound<'a, 'w, W>;
    type SerializeTupleVariant = Compound<'a, 'w, W>;
    type SerializeMap = Compound<'a, 'w, W>;
    type SerializeStruct = Compound<'a, 'w, W>;
    type SerializeStructVariant = Compound<'a, 'w, W>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.buf
            .extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }
    narrow_integers!(
        serialize_i8(i8) => signed,
        serialize_i16(i16) => signed,
        serialize_i32(i32) => signed,
        serialize_u8(u8) => unsigned,
        serialize_u16(u16) => unsigned,
        serialize_u32(u32) => unsigned
    );
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.signed(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.as_serde_json(v)
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.unsigned(v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.as_serde_json(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.as_serde_json(v)
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.as_serde_json(v)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.buf.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_none()
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.open(b'{');
        self.newline();
        self.string(variant);
        self.buf.extend_from_slice(b": ");
        value.serialize(&mut *self)?;
        self.has_value = true;
        self.close(b'}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Ok(self.compound(b'[', None))
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        Ok(self.compound(b'[', None))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Ok(self.compound(b'[', None))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Ok(self.compound(b'[', Some(variant)))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Ok(self.compound(b'{', None))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        Ok(self.compound(b'{', None))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Ok(self.compound(b'{', Some(variant)))
    }
}

/// The compounds written as an array: each element on a line of its own, then `]`.
macro_rules! array_like {
    ($($compound:ident :: $add:ident),*) => {$(
        impl<W: Write + ?Sized> ser::$compound for Compound<'_, '_, W> {
            type Ok = ();
            type Error = Error;
            fn $add<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                Compound::finish(self, b']')
            }
        }
    )*};
}

array_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl<W: Write + ?Sized> ser::SerializeMap for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key(key)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.value(value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::finish(self, b'}')
    }
}

/// The compounds written as an object of named fields, then `}`.
macro_rules! struct_like {
    ($($compound:ident),*) => {$(
        impl<W: Write + ?Sized> ser::$compound for Compound<'_, '_, W> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                self.field(key)?;
                self.value(value)
            }
            fn end(self) -> Result<(), Error> {
                Compound::finish(self, b'}')
            }
        }
    )*};
}

struct_like!(SerializeStruct, SerializeStructVariant);

/// A key JSON cannot hold: a fault of the program (every report's keys are strings), never of
/// what a user gave, so it has no words of its own.
fn key_must_be_a_string() -> Error {
    Error(io::ErrorKind::InvalidInput.into())
}

/// Whether a key written as a value is a number or a boolean, which a JSON key holds as a
/// string (as serde_json does). A float that is not finite is written `null`, and refused.
fn quotable_key(written: &[u8]) -> bool {
    let number = |b: &u8| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E');
    (!written.is_empty() && written.iter().all(number)) || written == b"true" || written == b"false"
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use std::collections::BTreeMap;

    /// serde_json's pretty output with DEL and C1 escaped: what this writer must give, byte
    /// for byte.
    fn expected<T: Serialize>(v: &T) -> String {
        crate::escape::json_safe_string(&serde_json::to_string_pretty(v).unwrap()).into_owned()
            + "\n"
    }

    fn written<T: Serialize>(v: &T) -> String {
        let mut out = Vec::new();
        write_pretty(&mut out, v).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[derive(Serialize)]
    enum Shape {
        Unit,
        New(i32),
        Tuple(u8, String),
        Struct { a: Vec<i8>, b: Option<bool> },
        EmptyTuple(),
        EmptyStruct {},
    }

    #[derive(Serialize)]
    struct Every {
        text: &'static str,
        numbers: (i64, u64, i32, f64, u128),
        nothing: Option<u8>,
        empty_list: Vec<u8>,
        empty_map: BTreeMap<String, u8>,
        nested: Vec<Vec<u8>>,
        shapes: Vec<Shape>,
        counts: BTreeMap<&'static str, i32>,
        by_number: BTreeMap<u32, bool>,
        by_flag: BTreeMap<bool, char>,
        unit: (),
    }

    #[test]
    fn same_bytes_as_serde_json_pretty_with_del_and_c1_escaped() {
        let v = Every {
            text: "q\"b\\s/\u{8}\u{c}\n\r\t\u{1}\u{1f} é \u{7f} \u{80}\u{85}\u{9f}\u{a0}\u{c2} ok",
            numbers: (i64::MIN, u64::MAX, -7, 1.5, u128::MAX),
            nothing: None,
            empty_list: vec![],
            empty_map: BTreeMap::new(),
            nested: vec![vec![1], vec![], vec![2, 3]],
            shapes: vec![
                Shape::Unit,
                Shape::New(-1),
                Shape::Tuple(3, "x".into()),
                Shape::Struct {
                    a: vec![-128, 127],
                    b: Some(false),
                },
                Shape::EmptyTuple(),
                Shape::EmptyStruct {},
            ],
            counts: [("+1/+1", 3), ("\u{7f}", -2)].into_iter().collect(),
            by_number: [(1, true), (20, false)].into_iter().collect(),
            by_flag: [(true, 'a'), (false, '\u{85}')].into_iter().collect(),
            unit: (),
        };
        let got = written(&v);
        assert_eq!(got, expected(&v));
        assert!(got.contains("\\u007f") && got.contains("\\u0085") && got.contains("\\u009f"));
        for v in [
            serde_json::json!([]),
            serde_json::json!({}),
            serde_json::json!([[], {}, [[]]]),
            serde_json::json!({"a": {"b": {}}, "c": [null, true, 0]}),
        ] {
            assert_eq!(written(&v), expected(&v));
        }
    }

    #[test]
    fn every_depth_is_indented_as_serde_json_does() {
        // Up to 16 levels a line break is one fixed copy; deeper ones are written space by
        // space: both, and the step between them, give serde_json's bytes.
        for depth in [1, 15, 16, 17, 40] {
            let mut v = serde_json::json!([1, {"k": "v"}]);
            for _ in 0..depth {
                v = serde_json::json!([{"k": 1}, {"deeper": v}]);
            }
            assert_eq!(written(&v), expected(&v), "depth {depth}");
        }
    }

    #[test]
    fn a_report_longer_than_a_chunk_is_written_whole() {
        let v: Vec<String> = (0..20_000).map(|k| format!("b{k}")).collect();
        assert_eq!(written(&v), expected(&v));
    }

    #[test]
    fn a_key_json_cannot_hold_is_refused() {
        let v: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into_iter().collect();
        let e = write_pretty(&mut Vec::new(), &v).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert!(serde_json::to_string_pretty(&v).is_err());
        // A key longer than a chunk is refused before any of it reaches the writer.
        let long: BTreeMap<Vec<u32>, u8> = [((0..100_000).collect(), 1)].into_iter().collect();
        let mut out = Vec::new();
        let e = write_pretty(&mut out, &long).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert!(out.is_empty(), "{} bytes written", out.len());
        // A finite float is quoted, as serde_json does; one that is not is refused.
        let float: Vec<(f64, u8)> = vec![(1.5, 1), (-2e-300, 2)];
        assert_eq!(
            written(&SerializeAsMap(&float)),
            expected(&SerializeAsMap(&float))
        );
        let nan: Vec<(f64, u8)> = vec![(f64::NAN, 1)];
        assert!(write_pretty(&mut Vec::new(), &SerializeAsMap(&nan)).is_err());
        assert!(serde_json::to_string_pretty(&SerializeAsMap(&nan)).is_err());
    }

    /// Pairs written as a map (a float can't be a `BTreeMap` key).
    struct SerializeAsMap<'a>(&'a [(f64, u8)]);

    impl Serialize for SerializeAsMap<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
        }
    }

    #[test]
    fn the_writers_error_ends_the_writing_with_its_kind() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let v: Vec<u32> = (0..100_000).collect();
        let e = write_pretty(&mut Closed, &v).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::BrokenPipe);
    }
}
