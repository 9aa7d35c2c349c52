//! A printed power or toughness (208): a number, or a form with a star (`*`, `1+*`, `*+1`, `2*`)
//! whose value a characteristic-defining ability gives (208.2a). Without that ability (lost to
//! Humility, say), each star counts as 0 and the numbers printed beside it stay: Tarmogoyf's
//! `*/1+*` is then 0/1.

use std::fmt;
use std::sync::Arc;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A printed power or toughness, as the card shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PtValue {
    /// Its value with each star counted as 0.
    value: i32,
    /// The printed form when it has a star (`"1+*"`); `None` for a plain number.
    form: Option<Arc<str>>,
}

/// Why a printed power or toughness does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PtError {
    /// Not a number nor a form of numbers and stars joined by `+` and `-`.
    NotAForm,
    /// A number beyond what an `i32` holds.
    TooLarge,
}

impl PtValue {
    /// A plain printed number.
    pub fn number(n: i32) -> PtValue {
        PtValue {
            value: n,
            form: None,
        }
    }

    /// Reads `"3"`, `"*"`, `"1+*"`, `"*+1"`, `"2*"`, `"*-1"` (spaces and a typographic minus
    /// allowed). A form without a star is a plain number.
    pub fn parse(text: &str) -> Result<PtValue, PtError> {
        let s: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '\u{2212}' { '-' } else { c })
            .collect();
        if s.is_empty() {
            return Err(PtError::NotAForm);
        }
        let mut value: i32 = 0;
        let mut star = false;
        let mut rest = s.as_str();
        let mut sign: i32 = 1;
        if let Some(r) = rest.strip_prefix('-') {
            sign = -1;
            rest = r;
        }
        loop {
            // One term: digits, a star, or digits then a star (a multiple of the star).
            let digits = rest.chars().take_while(char::is_ascii_digit).count();
            let (num, after) = rest.split_at(digits);
            let starred = after.starts_with('*');
            if num.is_empty() && !starred {
                return Err(PtError::NotAForm);
            }
            let after = if starred { &after[1..] } else { after };
            if starred {
                star = true;
            } else {
                let n: i32 = num.parse().map_err(|_| PtError::TooLarge)?;
                value = value
                    .checked_add(sign.checked_mul(n).ok_or(PtError::TooLarge)?)
                    .ok_or(PtError::TooLarge)?;
            }
            match after.chars().next() {
                None => break,
                Some('+') => sign = 1,
                Some('-') => sign = -1,
                Some(_) => return Err(PtError::NotAForm),
            }
            rest = &after[1..];
        }
        Ok(PtValue {
            value,
            form: star.then(|| Arc::from(s.as_str())),
        })
    }

    /// Its value with each star counted as 0 (208.2a).
    pub fn value(&self) -> i32 {
        self.value
    }

    /// Whether the card prints a star here (a CDA gives its value).
    pub fn has_star(&self) -> bool {
        self.form.is_some()
    }
}

impl From<i32> for PtValue {
    fn from(n: i32) -> PtValue {
        PtValue::number(n)
    }
}

impl fmt::Display for PtValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.form {
            Some(form) => f.write_str(form),
            None => write!(f, "{}", self.value),
        }
    }
}

impl Serialize for PtValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.form {
            Some(form) => s.serialize_str(form),
            None => s.serialize_i32(self.value),
        }
    }
}

impl<'de> Deserialize<'de> for PtValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PtValue, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = PtValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                // RON's own word, shown by the file reader as what the place takes.
                f.write_str("PtValue")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<PtValue, E> {
                i32::try_from(v)
                    .map(PtValue::number)
                    .map_err(|_| E::invalid_value(de::Unexpected::Signed(v), &self))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<PtValue, E> {
                i32::try_from(v)
                    .map(PtValue::number)
                    .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<PtValue, E> {
                PtValue::parse(v).map_err(|_| E::invalid_value(de::Unexpected::Str(v), &self))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_star_form_keeps_its_printed_number() {
        for (text, value, star) in [
            ("3", 3, false),
            ("*", 0, true),
            ("1+*", 1, true),
            ("*+1", 1, true),
            ("2*", 0, true),
            ("*-1", -1, true),
            ("2+*", 2, true),
            (" 1 + * ", 1, true),
            ("-1", -1, false),
            ("*\u{2212}1", -1, true),
        ] {
            let v = PtValue::parse(text).expect(text);
            assert_eq!((v.value(), v.has_star()), (value, star), "{text}");
        }
        assert_eq!(PtValue::parse("1+*").unwrap().to_string(), "1+*");
        for bad in ["", "+", "*+", "x", "1/1", "**", "1+*+"] {
            assert!(PtValue::parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(PtValue::parse("99999999999"), Err(PtError::TooLarge));
    }
}
