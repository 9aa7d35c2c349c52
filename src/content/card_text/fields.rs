//! A card's `type_line` and `text` fields read into its data, or the error at their place.

use super::{MAX_TEXT, ReadError, read, read_type_line};

/// Why a card's `type_line` or `text` can't be read: the field, the byte offset inside its
/// string, and the message.
#[derive(Debug)]
pub(crate) struct FieldError {
    /// In the card's `back` face.
    pub back: bool,
    pub field: &'static str,
    pub at: usize,
    pub problem: crate::i18n::problem::Problem,
}

/// Reads a card's `type_line` and `text`, if given, into its data. Either is given in place
/// of the fields it stands for, never beside them. Returns the sentences kept as words only.
pub(crate) fn apply(card: &mut crate::rules::card::CardDef) -> Result<Vec<String>, FieldError> {
    let mut words_only = apply_face(card)?;
    if let Some(back) = card.back.as_deref_mut() {
        let kept = apply_face(back).map_err(|e| FieldError { back: true, ..e })?;
        words_only.extend(kept);
    }
    Ok(words_only)
}

/// [`apply`] on one face.
fn apply_face(card: &mut crate::rules::card::CardDef) -> Result<Vec<String>, FieldError> {
    use crate::i18n::problem::Problem;
    let err = |field, at, problem| FieldError {
        back: false,
        field,
        at,
        problem,
    };
    if let Some(line) = card.type_line.take() {
        if !card.types.is_empty() || !card.supertypes.is_empty() || !card.subtypes.is_empty() {
            return Err(err(
                "type_line",
                0,
                Problem::new("card-text-type-line-and-types", vec![]),
            ));
        }
        let t = read_type_line(&line).map_err(|(at, word)| {
            let problem = if word.is_empty() {
                Problem::new(
                    "card-text-no-card-type",
                    vec![("line", line.clone().into())],
                )
            } else {
                Problem::new("card-text-type-word", vec![("word", word.into())])
            };
            err("type_line", at, problem)
        })?;
        card.supertypes = t.supertypes;
        card.types = t.types;
        card.subtypes = t.subtypes;
    }
    if card.types.is_empty() {
        return Err(err("name", 0, Problem::new("card-text-no-types", vec![])));
    }
    let mut words_only = Vec::new();
    if let Some(text) = card.text.take() {
        if !card.abilities.is_empty() || !card.spell.is_empty() || !card.targets.is_empty() {
            return Err(err(
                "text",
                0,
                Problem::new("card-text-and-abilities", vec![]),
            ));
        }
        let spell = card.types.iter().any(|t| {
            matches!(
                t,
                crate::rules::types::CardType::Instant | crate::rules::types::CardType::Sorcery
            )
        });
        let read = read(&text, &card.name, spell).map_err(|e| match e {
            ReadError::TooLong { len } => err(
                "text",
                0,
                Problem::new(
                    "card-text-too-long",
                    vec![("found", len.into()), ("limit", MAX_TEXT.into())],
                ),
            ),
            ReadError::NotUnderstood {
                at,
                sentence,
                nearest,
            } => err(
                "text",
                at,
                Problem::new(
                    "card-text-not-understood",
                    vec![("sentence", sentence.into())],
                )
                .with("nearest", Problem::new(nearest, vec![])),
            ),
        })?;
        card.abilities = read.abilities;
        card.spell = read.spell;
        card.targets = read.targets;
        if card.oracle.is_empty() {
            card.oracle = read.printed;
        }
        words_only = read.not_modelled.into_iter().map(|(_, s)| s).collect();
    }
    Ok(words_only)
}
