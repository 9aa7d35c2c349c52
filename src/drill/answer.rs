//! Answers: the forms a drill takes (P/T, a pick from a list, an order, a layer) and lenient
//! parsing of what the user typed (case, spaces, accents, English or French names, numbers from
//! the list). Parsing never panics: anything unreadable is a [`ParseError`].

use serde::{Deserialize, Serialize};

use crate::content::catalogue::loose;
use crate::i18n::{Lang, tr};
use crate::rules::layer::{Layer, Numbering};
use crate::rules::types::{CardType, Color};
use crate::words::abilities as render;
use crate::words::explain::layer_label;

/// One item of a list to pick from, or to order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opt {
    Type(CardType),
    Subtype(String),
    Color(Color),
    /// An ability's text in English and French.
    Ability {
        en: String,
        fr: String,
    },
    /// An id (phase and chain effects), shown as is.
    Id(String),
}

impl Opt {
    /// The item in `lang`.
    pub fn label(&self, lang: Lang) -> String {
        match self {
            Opt::Type(t) => render::type_name(*t, lang),
            Opt::Subtype(s) => render::subtype_name(s, lang),
            Opt::Color(c) => render::color_name(*c, lang),
            Opt::Ability { en, fr } => {
                if lang == Lang::Fr {
                    fr.clone()
                } else {
                    en.clone()
                }
            }
            Opt::Id(s) => s.clone(),
        }
    }

    /// Every name the item answers to (both languages, English key).
    fn names(&self) -> Vec<String> {
        let mut v = vec![self.label(Lang::En), self.label(Lang::Fr)];
        match self {
            Opt::Type(t) => v.push(t.name().to_string()),
            Opt::Subtype(s) => v.push(s.clone()),
            Opt::Color(c) => v.push(c.name().to_string()),
            _ => {}
        }
        v.into_iter().map(|s| key(&s)).collect()
    }
}

/// An answer, typed or expected.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Power and toughness.
    PT(i32, i32),
    /// A set of items (indices into the question's options), sorted.
    Set(Vec<usize>),
    /// A set of items of the list (sorted) and items typed that the list does not offer
    /// ("other": an ability the learner names in words). Never the expected answer, which the
    /// list always holds.
    SetOther(Vec<usize>, Vec<String>),
    /// Items in order (indices into the question's options).
    Order(Vec<usize>),
    Layer(Layer),
    /// Each step of a phase, as the trace writes it: `-`, `pass` or the id that resolves
    /// (without the `!` of forced resolutions).
    Steps(Vec<String>),
}

/// The form an answer must take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form<'a> {
    PT,
    Set(&'a [Opt]),
    /// A set from the list, or with items the list does not offer, typed in words (the
    /// abilities a question asks for: a learner may name one no list foresaw).
    SetOrOther(&'a [Opt]),
    Order(&'a [Opt]),
    Layer,
    /// Phase steps: `-`, `pass` or one of these ids, per step.
    Steps(&'a [Opt]),
}

/// What was typed could not be read; the message id explains the expected form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// A Fluent message id (`drill-parse-pt`, ...), taking `$input`.
    pub id: &'static str,
    pub(crate) input: String,
}

impl ParseError {
    pub fn message(&self, lang: Lang) -> String {
        tr(lang, self.id, crate::fargs![input = &self.input])
    }
}

/// Lower case, no accents, typographic apostrophes folded, spaces collapsed, final dot dropped.
pub(crate) fn key(s: &str) -> String {
    let f: String = loose(s)
        .chars()
        .map(|c| match c {
            '\u{a0}' | '\u{202f}' | '\t' => ' ',
            other => other,
        })
        .collect();
    let f = f.split_whitespace().collect::<Vec<_>>().join(" ");
    f.trim_end_matches('.').trim().to_string()
}

/// Reads `input` as an answer of `form`.
pub fn parse_answer(input: &str, form: &Form) -> Result<Answer, ParseError> {
    let err = |id: &'static str| ParseError {
        id,
        input: input.trim().chars().take(80).collect(),
    };
    match form {
        Form::PT => parse_pt(input).ok_or_else(|| err("drill-parse-pt")),
        Form::Layer => parse_layer(input).ok_or_else(|| err("drill-parse-layer")),
        Form::Set(opts) => {
            let mut v = parse_items(input, opts).ok_or_else(|| err("drill-parse-set"))?;
            v.sort_unstable();
            v.dedup();
            Ok(Answer::Set(v))
        }
        Form::SetOrOther(opts) => {
            if let Some(mut v) = parse_items(input, opts) {
                v.sort_unstable();
                v.dedup();
                return Ok(Answer::Set(v));
            }
            let (mut v, other) =
                items_or_other(input, opts).ok_or_else(|| err("drill-parse-set"))?;
            v.sort_unstable();
            v.dedup();
            Ok(if other.is_empty() {
                Answer::Set(v)
            } else {
                Answer::SetOther(v, other)
            })
        }
        Form::Steps(opts) => parse_steps(input, opts).ok_or_else(|| err("drill-parse-steps")),
        Form::Order(opts) => {
            let v = parse_items(input, opts).ok_or_else(|| err("drill-parse-order"))?;
            let mut seen = v.clone();
            seen.sort_unstable();
            seen.dedup();
            if seen.len() != v.len() || v.is_empty() {
                return Err(err("drill-parse-order"));
            }
            Ok(Answer::Order(v))
        }
    }
}

/// `pass pass am1! - pm1`: one token per step (`passe` and `—` accepted), ids from `opts`.
fn parse_steps(input: &str, opts: &[Opt]) -> Option<Answer> {
    let mut v = Vec::new();
    for tok in input
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '·')
        .filter(|t| !t.is_empty())
    {
        let t = key(tok.trim_end_matches('!'));
        let t = match t.as_str() {
            "-" | "—" | "–" => "-".to_string(),
            "pass" | "passe" | "passer" => "pass".to_string(),
            id => opts.iter().find_map(|o| match o {
                Opt::Id(x) if key(x) == id => Some(x.clone()),
                _ => None,
            })?,
        };
        v.push(t);
    }
    (!v.is_empty()).then_some(Answer::Steps(v))
}

/// `3/4`, `3 / 4`, `3 4`, `-1/2`, `3/4.`
fn parse_pt(input: &str) -> Option<Answer> {
    let s = input.trim().trim_end_matches('.');
    let parts: Vec<&str> = if s.contains('/') {
        s.split('/').map(str::trim).collect()
    } else {
        s.split_whitespace().collect()
    };
    if parts.len() != 2 {
        return None;
    }
    let n = |p: &str| -> Option<i32> {
        let p = p.replace(['\u{2212}', '\u{2013}'], "-");
        let v: i64 = p.trim().parse().ok()?;
        // `unsigned_abs`: the negation of -2147483648 does not fit an `i32`.
        i32::try_from(v)
            .ok()
            .filter(|v| v.unsigned_abs() < 1_000_000)
    };
    Some(Answer::PT(n(parts[0])?, n(parts[1])?))
}

/// `7c`, `7 c`, `layer 7c`, `couche 7C`, `L4`, `4`.
fn parse_layer(input: &str) -> Option<Answer> {
    let mut s = key(input);
    for prefix in ["layer", "couche", "sublayer", "sous-couche", "l"] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest.trim().to_string();
            break;
        }
    }
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    Layer::ALL
        .into_iter()
        .filter(|l| !matches!(l, Layer::Players | Layer::Rules | Layer::Sba))
        .find(|l| l.label() == s)
        .map(Answer::Layer)
}

/// The answer a list of ticks gives: the ticked items' numbers (1-based) as [`parse_items`]
/// reads them, `none` when none is ticked.
pub(crate) fn ticked(picked: &[bool]) -> String {
    let v: Vec<String> = (0..picked.len())
        .filter(|&i| picked[i])
        .map(|i| (i + 1).to_string())
        .collect();
    if v.is_empty() {
        "none".to_string()
    } else {
        v.join(", ")
    }
}

/// [`ticked`], and an item typed in words that the list does not offer (`other`, when not
/// blank) after the ticked ones.
pub(crate) fn ticked_or_other(picked: &[bool], other: &str) -> String {
    let other = other.trim();
    match ticked(picked) {
        _ if other.is_empty() => ticked(picked),
        t if t == "none" => other.to_string(),
        t => format!("{t}, {other}"),
    }
}

/// Items by name or by number (1-based), separated by commas, semicolons or new lines; numbers
/// and one-word names may also be separated by spaces. `none`, `aucun`, `-` is the empty list.
fn parse_items(input: &str, opts: &[Opt]) -> Option<Vec<usize>> {
    let k = key(input);
    if matches!(
        k.as_str(),
        "none" | "nothing" | "aucun" | "aucune" | "rien" | "-" | "colorless" | "incolore"
    ) {
        return Some(Vec::new());
    }
    let find = |tok: &str| -> Option<usize> {
        let t = key(tok);
        if t.is_empty() {
            return None;
        }
        if let Ok(n) = t.parse::<usize>() {
            return (n >= 1 && n <= opts.len()).then(|| n - 1);
        }
        opts.iter().position(|o| o.names().contains(&t))
    };
    let by_sep: Vec<&str> = input
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    if by_sep.is_empty() {
        return None;
    }
    // Whole pieces first (names with spaces), else words.
    if let Some(v) = by_sep.iter().map(|t| find(t)).collect::<Option<Vec<_>>>() {
        return Some(v);
    }
    let words: Vec<&str> = input
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|s| !s.is_empty())
        .collect();
    words.iter().map(|t| find(t)).collect()
}

/// Items by name or number as [`parse_items`] reads them, separated by commas, semicolons or
/// new lines, where a piece that names no item is kept as typed (an "other" item, trimmed of a
/// final full stop, each once). A number outside the list is not an item: `None`.
fn items_or_other(input: &str, opts: &[Opt]) -> Option<(Vec<usize>, Vec<String>)> {
    let mut items = Vec::new();
    let mut other: Vec<String> = Vec::new();
    for piece in input.split([',', ';', '\n']).map(str::trim) {
        let k = key(piece);
        if k.is_empty() {
            continue;
        }
        if let Ok(n) = k.parse::<usize>() {
            items.push(n.checked_sub(1).filter(|&i| i < opts.len())?);
        } else if let Some(i) = opts.iter().position(|o| o.names().contains(&k)) {
            items.push(i);
        } else if !other.iter().any(|o| key(o) == k) {
            other.push(
                piece
                    .trim_end_matches('.')
                    .trim()
                    .chars()
                    .take(MAX_OTHER)
                    .collect(),
            );
        }
    }
    (!items.is_empty() || !other.is_empty()).then_some((items, other))
}

/// The most characters an item typed in words keeps.
pub(crate) const MAX_OTHER: usize = 120;

/// An answer in words, for feedback.
pub fn show(a: &Answer, opts: &[Opt], lang: Lang) -> String {
    let item = |i: &usize| {
        opts.get(*i)
            .map_or_else(|| "?".to_string(), |o| o.label(lang))
    };
    match a {
        Answer::PT(p, t) => format!("{p}/{t}"),
        Answer::Layer(l) => layer_label(*l, Numbering::Current, false, lang),
        Answer::Set(v) if v.is_empty() => tr(lang, "drill-none", &[]),
        Answer::Set(v) => v.iter().map(item).collect::<Vec<_>>().join(", "),
        Answer::SetOther(v, other) => v
            .iter()
            .map(item)
            .chain(other.iter().cloned())
            .collect::<Vec<_>>()
            .join(", "),
        Answer::Order(v) => v.iter().map(item).collect::<Vec<_>>().join(", "),
        // A chosen pass in the reader's word, as the phase trace shows it.
        Answer::Steps(v) => crate::words::phase::trace_words(&v.join(" "), lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pt_forms() {
        assert_eq!(parse_pt(" 3 / 4 "), Some(Answer::PT(3, 4)));
        assert_eq!(parse_pt("-1/0."), Some(Answer::PT(-1, 0)));
        assert_eq!(parse_pt("3 4"), Some(Answer::PT(3, 4)));
        assert_eq!(parse_pt("3/4/5"), None);
        assert_eq!(parse_pt("99999999999999/1"), None);
    }
}
