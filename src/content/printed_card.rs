//! A card from its printed parts: a name, a type line, a power and toughness and rules text,
//! read into card data as a scenario's `type_line` and `text` are, then checked for meaning.
//! `layerlab card` and the sandbox's "by rules text" form read a card this way, and place an
//! error at its line and column inside the part it is in.

use super::card_text::fields;
use super::limits::line_col;
use crate::i18n::problem::Problem;
use crate::rules::card::CardDef;
use crate::rules::printed_pt::PtValue;

/// A card as printed: what the reader types.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Printed<'a> {
    pub name: &'a str,
    /// Empty when only the French type line is given.
    pub type_line: &'a str,
    /// `2/2`, `*/1+*`; `None` for a card with none.
    pub pt: Option<&'a str>,
    /// Empty when only the French text is given.
    pub text: &'a str,
    /// The French name, type line and text, if given (read too, and checked to agree).
    pub name_fr: &'a str,
    pub type_line_fr: Option<&'a str>,
    pub text_fr: Option<&'a str>,
}

/// Which printed part an error is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    TypeLine,
    Pt,
    Text,
    TypeLineFr,
    TextFr,
}

/// Why a card can't be read: the part, the place inside it (1-based line and column, a column
/// counting characters), and the problem.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PrintedError {
    pub part: Part,
    pub line: usize,
    pub col: usize,
    pub problem: Problem,
}

/// A card read: its data, and the sentences kept as words only (not modelled).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ReadCard {
    pub card: CardDef,
    pub kept: Vec<String>,
}

/// `2/2`, `*/1+*`.
pub(crate) fn pt_pair(s: &str) -> Option<(PtValue, PtValue)> {
    let (p, t) = s.split_once('/')?;
    Some((
        PtValue::parse(p.trim()).ok()?,
        PtValue::parse(t.trim()).ok()?,
    ))
}

/// The card as given, before it is read: its type line and text still words.
pub(crate) fn written(p: Printed<'_>) -> Result<CardDef, PrintedError> {
    let given = |s: &str| (!s.is_empty()).then(|| s.to_string());
    // A card given only in French has no English type line or text.
    let french_only = p.type_line_fr.is_some() && p.type_line.is_empty();
    let mut card = CardDef {
        name: p.name.to_string(),
        name_fr: p.name_fr.to_string(),
        type_line: if french_only {
            None
        } else {
            Some(p.type_line.to_string())
        },
        text: if french_only {
            given(p.text)
        } else {
            Some(p.text.to_string())
        },
        type_line_fr: p.type_line_fr.map(str::to_string),
        text_fr: p.text_fr.map(str::to_string),
        ..CardDef::default()
    };
    if let Some(pt) = p.pt {
        let (power, toughness) = pt_pair(pt).ok_or_else(|| PrintedError {
            part: Part::Pt,
            line: 1,
            col: 1,
            problem: Problem::new("card-cmd-pt", vec![("pt", pt.into())]),
        })?;
        card.power = Some(power);
        card.toughness = Some(toughness);
    }
    Ok(card)
}

/// Reads a printed card whole, or says where it can't be read.
pub(crate) fn read(p: Printed<'_>) -> Result<ReadCard, PrintedError> {
    let mut card = written(p)?;
    let kept = fields::apply(&mut card).map_err(|e| {
        let (part, source) = match e.field {
            "type_line" => (Part::TypeLine, p.type_line),
            "type_line_fr" => (Part::TypeLineFr, p.type_line_fr.unwrap_or_default()),
            "text_fr" => (Part::TextFr, p.text_fr.unwrap_or_default()),
            _ => (Part::Text, p.text),
        };
        let (line, col) = line_col(source, e.at);
        PrintedError {
            part,
            line,
            col,
            problem: e.problem,
        }
    })?;
    crate::rules::meaning::check_card(&card).map_err(|r| PrintedError {
        part: Part::Text,
        line: 1,
        col: 1,
        problem: super::refusals::problem(&r.why),
    })?;
    Ok(ReadCard { card, kept })
}
