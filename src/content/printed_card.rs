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
    pub type_line: &'a str,
    /// `2/2`, `*/1+*`; `None` for a card with none.
    pub pt: Option<&'a str>,
    pub text: &'a str,
}

/// Which printed part an error is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    TypeLine,
    Pt,
    Text,
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
    let mut card = CardDef {
        name: p.name.to_string(),
        type_line: Some(p.type_line.to_string()),
        text: Some(p.text.to_string()),
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
