//! A serde deserializer wrapped so that, when RON refuses a value, we know which field it was for
//! and what that field takes (a whole number from 0 to 255, text, a list...). RON's own errors
//! say neither ("Integer is out of bounds"); with this, an error names the field and the allowed
//! values in the reader's words.
//!
//! Every call goes through unchanged to RON's deserializer; the wrapper only records the path
//! (fields, list positions, variants) and the shape asked for, and forgets them when the value
//! was read, so after an error what is left is the place and the shape that failed.

use std::cell::RefCell;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};

/// One step of the path to a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Field(String),
    Index(usize),
    Variant(String),
}

/// What kind of value was asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Int {
        min: i128,
        max: u128,
    },
    Float,
    Bool,
    Char,
    Str,
    Bytes,
    Unit,
    Option,
    List,
    Tuple(usize),
    Map,
    Struct {
        name: &'static str,
        fields: &'static [&'static str],
    },
    Enum {
        name: &'static str,
        variants: &'static [&'static str],
    },
    Name,
    Any,
}

/// What the wrapper saw: the path and the shapes of the values being read.
#[derive(Debug, Default)]
pub struct State {
    path: RefCell<Vec<Seg>>,
    shapes: RefCell<Vec<Shape>>,
    /// The last field or variant name read.
    name: RefCell<Option<String>>,
}

impl State {
    /// The path to the value being read when reading stopped.
    pub fn path(&self) -> Vec<Seg> {
        self.path.borrow().clone()
    }

    /// The shape asked for when reading stopped (the innermost).
    pub fn shape(&self) -> Option<Shape> {
        self.shapes.borrow().last().cloned()
    }

    /// The innermost struct or enum being read (for the list of allowed names).
    pub fn container(&self) -> Option<Shape> {
        self.shapes
            .borrow()
            .iter()
            .rev()
            .find(|s| matches!(s, Shape::Struct { .. } | Shape::Enum { .. }))
            .cloned()
    }

    fn push_path(&self, s: Seg) {
        self.path.borrow_mut().push(s);
    }

    fn pop_path(&self) {
        self.path.borrow_mut().pop();
    }

    fn push_shape(&self, s: Shape) {
        self.shapes.borrow_mut().push(s);
    }

    fn pop_shape(&self) {
        self.shapes.borrow_mut().pop();
    }

    /// Reads with `read` the value at `seg`; the path keeps `seg` only when reading fails.
    fn at<T, E>(&self, seg: Seg, read: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
        self.push_path(seg);
        settle(read(), || self.pop_path())
    }

    /// Reads with `read` a value of `shape`, kept as the shape asked for only when reading
    /// fails.
    fn of_shape<T, E>(&self, shape: Shape, read: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
        self.push_shape(shape);
        settle(read(), || self.pop_shape())
    }
}

/// Keeps a record only when `r` is an error; otherwise undoes it.
fn settle<T, E>(r: Result<T, E>, undo: impl FnOnce()) -> Result<T, E> {
    if r.is_ok() {
        undo();
    }
    r
}

/// A deserializer that records into a [`State`].
pub struct Track<'s, D> {
    de: D,
    st: &'s State,
    /// Reading a field or variant name, or a map's key: remember it.
    capture: bool,
}

impl<'s, D> Track<'s, D> {
    pub fn new(de: D, st: &'s State) -> Track<'s, D> {
        Track {
            de,
            st,
            capture: false,
        }
    }
}

struct Wrap<'s, V> {
    v: V,
    st: &'s State,
    /// Remember the string visited (a field or variant name).
    capture: bool,
}

fn int(min: i128, max: u128) -> Shape {
    Shape::Int { min, max }
}

impl<'de, 's, D: Deserializer<'de>> Track<'s, D> {
    /// Reads with `read` a value of `shape`, its visitor wrapped (`capture`: remember the name
    /// it visits); the shape stays recorded only when reading fails.
    fn shaped<V: Visitor<'de>>(
        self,
        shape: Shape,
        capture: bool,
        visitor: V,
        read: impl FnOnce(D, Wrap<'s, V>) -> Result<V::Value, D::Error>,
    ) -> Result<V::Value, D::Error> {
        let st = self.st;
        st.of_shape(shape, || {
            read(
                self.de,
                Wrap {
                    v: visitor,
                    st,
                    capture,
                },
            )
        })
    }
}

macro_rules! shaped {
    ($($method:ident => $shape:expr),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
                let capture = self.capture;
                self.shaped($shape, capture, visitor, |de, w| de.$method(w))
            }
        )*
    };
}

impl<'de, 's, D: Deserializer<'de>> Deserializer<'de> for Track<'s, D> {
    type Error = D::Error;

    shaped! {
        deserialize_any => Shape::Any,
        deserialize_bool => Shape::Bool,
        deserialize_i8 => int(i8::MIN.into(), i8::MAX as u128),
        deserialize_i16 => int(i16::MIN.into(), i16::MAX as u128),
        deserialize_i32 => int(i32::MIN.into(), i32::MAX as u128),
        deserialize_i64 => int(i64::MIN.into(), i64::MAX as u128),
        deserialize_i128 => int(i128::MIN, i128::MAX as u128),
        deserialize_u8 => int(0, u8::MAX.into()),
        deserialize_u16 => int(0, u16::MAX.into()),
        deserialize_u32 => int(0, u32::MAX.into()),
        deserialize_u64 => int(0, u64::MAX.into()),
        deserialize_u128 => int(0, u128::MAX),
        deserialize_f32 => Shape::Float,
        deserialize_f64 => Shape::Float,
        deserialize_char => Shape::Char,
        deserialize_str => Shape::Str,
        deserialize_string => Shape::Str,
        deserialize_bytes => Shape::Bytes,
        deserialize_byte_buf => Shape::Bytes,
        deserialize_option => Shape::Option,
        deserialize_unit => Shape::Unit,
        deserialize_seq => Shape::List,
        deserialize_map => Shape::Map,
        deserialize_ignored_any => Shape::Any,
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.shaped(Shape::Name, true, visitor, |de, w| {
            de.deserialize_identifier(w)
        })
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.shaped(Shape::Unit, false, visitor, |de, w| {
            de.deserialize_unit_struct(name, w)
        })
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let st = self.st;
        self.de.deserialize_newtype_struct(
            name,
            Wrap {
                v: visitor,
                st,
                capture: false,
            },
        )
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.shaped(Shape::Tuple(len), false, visitor, |de, w| {
            de.deserialize_tuple(len, w)
        })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.shaped(Shape::Tuple(len), false, visitor, |de, w| {
            de.deserialize_tuple_struct(name, len, w)
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let shape = Shape::Struct { name, fields };
        self.shaped(shape, false, visitor, |de, w| {
            de.deserialize_struct(name, fields, w)
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let shape = Shape::Enum { name, variants };
        self.shaped(shape, false, visitor, |de, w| {
            de.deserialize_enum(name, variants, w)
        })
    }

    fn is_human_readable(&self) -> bool {
        self.de.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
                self.v.$method(v)
            }
        )*
    };
}

impl<'de, 's, V: Visitor<'de>> Visitor<'de> for Wrap<'s, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        self.v.expecting(f)
    }

    forward_visit! {
        visit_bool(bool),
        visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64), visit_i128(i128),
        visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64), visit_u128(u128),
        visit_f32(f32), visit_f64(f64), visit_char(char),
        visit_bytes(&[u8]), visit_borrowed_bytes(&'de [u8]), visit_byte_buf(Vec<u8>),
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        if self.capture {
            *self.st.name.borrow_mut() = Some(v.to_string());
        }
        self.v.visit_str(v)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        if self.capture {
            *self.st.name.borrow_mut() = Some(v.to_string());
        }
        self.v.visit_borrowed_str(v)
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        if self.capture {
            *self.st.name.borrow_mut() = Some(v.clone());
        }
        self.v.visit_string(v)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.v.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.v.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        self.v.visit_some(Track::new(de, self.st))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        self.v.visit_newtype_struct(Track::new(de, self.st))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.v.visit_seq(Seq {
            a: seq,
            st: self.st,
            n: 0,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.v.visit_map(Map {
            a: map,
            st: self.st,
        })
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.v.visit_enum(Enum {
            a: data,
            st: self.st,
        })
    }
}

/// A seed whose deserializer records; `capture` keeps the name it reads.
struct Seed<'s, S> {
    s: S,
    st: &'s State,
    capture: bool,
}

impl<'de, 's, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<'s, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<Self::Value, D::Error> {
        if self.capture {
            *self.st.name.borrow_mut() = None;
        }
        self.s.deserialize(Track {
            de,
            st: self.st,
            capture: self.capture,
        })
    }
}

struct Seq<'s, A> {
    a: A,
    st: &'s State,
    n: usize,
}

impl<'de, 's, A: SeqAccess<'de>> SeqAccess<'de> for Seq<'s, A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        let st = self.st;
        let n = self.n;
        self.n += 1;
        st.at(Seg::Index(n), || {
            self.a.next_element_seed(Seed {
                s: seed,
                st,
                capture: false,
            })
        })
    }

    fn size_hint(&self) -> Option<usize> {
        self.a.size_hint()
    }
}

struct Map<'s, A> {
    a: A,
    st: &'s State,
}

impl<'de, 's, A: MapAccess<'de>> MapAccess<'de> for Map<'s, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.a.next_key_seed(Seed {
            s: seed,
            st: self.st,
            capture: true,
        })
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        let st = self.st;
        let name = st.name.borrow_mut().take().unwrap_or_default();
        st.at(Seg::Field(name), || {
            self.a.next_value_seed(Seed {
                s: seed,
                st,
                capture: false,
            })
        })
    }

    fn size_hint(&self) -> Option<usize> {
        self.a.size_hint()
    }
}

struct Enum<'s, A> {
    a: A,
    st: &'s State,
}

impl<'de, 's, A: EnumAccess<'de>> EnumAccess<'de> for Enum<'s, A> {
    type Error = A::Error;
    type Variant = Variant<'s, A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let st = self.st;
        let (value, variant) = self.a.variant_seed(Seed {
            s: seed,
            st,
            capture: true,
        })?;
        let name = st.name.borrow_mut().take().unwrap_or_default();
        Ok((
            value,
            Variant {
                a: variant,
                st,
                name,
            },
        ))
    }
}

struct Variant<'s, A> {
    a: A,
    st: &'s State,
    name: String,
}

impl<'de, 's, A: VariantAccess<'de>> VariantAccess<'de> for Variant<'s, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.a.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        let st = self.st;
        st.at(Seg::Variant(self.name), || {
            self.a.newtype_variant_seed(Seed {
                s: seed,
                st,
                capture: false,
            })
        })
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        let st = self.st;
        let v = Wrap {
            v: visitor,
            st,
            capture: false,
        };
        st.at(Seg::Variant(self.name), || {
            st.of_shape(Shape::Tuple(len), || self.a.tuple_variant(len, v))
        })
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let st = self.st;
        let v = Wrap {
            v: visitor,
            st,
            capture: false,
        };
        let shape = Shape::Struct { name: "", fields };
        st.at(Seg::Variant(self.name), || {
            st.of_shape(shape, || self.a.struct_variant(fields, v))
        })
    }
}
