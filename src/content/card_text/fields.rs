//! A card's `type_line` and `text` fields read into its data, or the error at their place.

use super::{MAX_TEXT, ReadError, ReadText, french, read, read_type_line};

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
    type_lines(card)?;
    if card.types.is_empty() {
        return Err(err("name", 0, Problem::new("card-text-no-types", vec![])));
    }
    let en = card.text.take();
    let fr = card.text_fr.take();
    if en.is_none() && fr.is_none() {
        return Ok(Vec::new());
    }
    if !card.abilities.is_empty() || !card.spell.is_empty() || !card.targets.is_empty() {
        let field = if en.is_some() { "text" } else { "text_fr" };
        return Err(err(
            field,
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
    let read_en = match &en {
        Some(text) => Some(read(text, &card.name, spell).map_err(|e| read_error("text", e))?),
        None => None,
    };
    let name_fr = if card.name_fr.trim().is_empty() {
        card.name.as_str()
    } else {
        card.name_fr.as_str()
    };
    let read_fr = match &fr {
        Some(text) => {
            Some(french::read(text, name_fr, spell).map_err(|e| read_error("text_fr", e))?)
        }
        None => None,
    };
    let read = match (read_en, read_fr) {
        (Some(mut e), Some(f)) => {
            let fr_text = fr.as_deref().unwrap_or_default();
            if let Some(i) = french::agree::first_difference(
                (&e.abilities, &e.spell, &e.targets),
                (&f.abilities, &f.spell, &f.targets),
            ) {
                let said = |r: &ReadText, whole: &str| {
                    r.printed
                        .get(i)
                        .filter(|p| !p.is_empty())
                        .cloned()
                        .unwrap_or_else(|| super::one_spaced(whole))
                };
                let fr_words = said(&f, fr_text);
                let at = fr_text.find(fr_words.trim_end_matches('.')).unwrap_or(0);
                return Err(err(
                    "text_fr",
                    at,
                    Problem::new(
                        "card-text-fr-differs",
                        vec![
                            ("en", said(&e, en.as_deref().unwrap_or_default()).into()),
                            ("fr", fr_words.into()),
                        ],
                    ),
                ));
            }
            with_french_words(&mut e, &f);
            e
        }
        (Some(e), None) => e,
        (None, Some(f)) => {
            // The English words of a card read from its French are the engine's own: no
            // Oracle lines.
            card.abilities = f.abilities;
            card.spell = f.spell;
            card.targets = f.targets;
            return Ok(f.not_modelled.into_iter().map(|(_, s)| s).collect());
        }
        (None, None) => return Ok(Vec::new()),
    };
    card.abilities = read.abilities;
    card.spell = read.spell;
    card.targets = read.targets;
    if card.oracle.is_empty() {
        card.oracle = read.printed;
    }
    Ok(read.not_modelled.into_iter().map(|(_, s)| s).collect())
}

use crate::i18n::problem::Problem;

fn err(field: &'static str, at: usize, problem: Problem) -> FieldError {
    FieldError {
        back: false,
        field,
        at,
        problem,
    }
}

/// A reader's error as the error of `field`.
fn read_error(field: &'static str, e: ReadError) -> FieldError {
    match e {
        ReadError::TooLong { len } => err(
            field,
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
            field,
            at,
            Problem::new(
                "card-text-not-understood",
                vec![("sentence", sentence.into())],
            )
            .with("nearest", Problem::new(nearest, vec![])),
        ),
    }
}

/// Reads `type_line` and `type_line_fr`, if given, into the card's types: both must say the
/// same.
fn type_lines(card: &mut crate::rules::card::CardDef) -> Result<(), FieldError> {
    let en = card.type_line.take();
    let fr = card.type_line_fr.take();
    if en.is_none() && fr.is_none() {
        return Ok(());
    }
    let field = if en.is_some() {
        "type_line"
    } else {
        "type_line_fr"
    };
    if !card.types.is_empty() || !card.supertypes.is_empty() || !card.subtypes.is_empty() {
        return Err(err(
            field,
            0,
            Problem::new("card-text-type-line-and-types", vec![]),
        ));
    }
    let refused =
        |field: &'static str, line: &str, word_id: &'static str, (at, word): (usize, String)| {
            let problem = if word.is_empty() {
                Problem::new(
                    "card-text-no-card-type",
                    vec![("line", line.to_string().into())],
                )
            } else {
                Problem::new(word_id, vec![("word", word.into())])
            };
            err(field, at, problem)
        };
    let read_en = match &en {
        Some(line) => Some(
            read_type_line(line)
                .map_err(|e| refused("type_line", line, "card-text-type-word", e))?,
        ),
        None => None,
    };
    let read_fr = match &fr {
        Some(line) => Some(
            french::type_line::read_type_line(line)
                .map_err(|e| refused("type_line_fr", line, "card-text-type-word-fr", e))?,
        ),
        None => None,
    };
    let t = match (read_en, read_fr) {
        (Some(e), Some(f)) => {
            let sorted = |t: &super::type_line::TypeLine| {
                let mut s = (t.supertypes.clone(), t.types.clone(), t.subtypes.clone());
                s.0.sort();
                s.1.sort();
                s.2.sort();
                s
            };
            if sorted(&e) != sorted(&f) {
                return Err(err(
                    "type_line_fr",
                    0,
                    Problem::new(
                        "card-text-fr-type-line-differs",
                        vec![
                            ("en", en.unwrap_or_default().into()),
                            ("fr", fr.unwrap_or_default().into()),
                        ],
                    ),
                ));
            }
            e
        }
        (Some(t), None) | (None, Some(t)) => t,
        (None, None) => return Ok(()),
    };
    card.supertypes = t.supertypes;
    card.types = t.types;
    card.subtypes = t.subtypes;
    Ok(())
}

/// The French words of what the English text keeps as words, set beside its English.
fn with_french_words(e: &mut ReadText, f: &ReadText) {
    use crate::rules::card::{Ability, OneShot, Trigger};
    let effects = |a: &mut [OneShot], b: &[OneShot]| {
        for (x, y) in a.iter_mut().zip(b) {
            if let (OneShot::Text(x), OneShot::Text(y)) = (x, y) {
                x.fr = y.fr.clone();
            }
        }
    };
    for (a, b) in e.abilities.iter_mut().zip(&f.abilities) {
        match (a, b) {
            (Ability::Text(x), Ability::Text(y)) => x.fr = y.fr.clone(),
            (Ability::Activated(x), Ability::Activated(y)) => effects(&mut x.effects, &y.effects),
            (Ability::Triggered(x), Ability::Triggered(y)) => {
                if let (Trigger::Other(w), Trigger::Other(v)) = (&mut x.when, &y.when) {
                    w.fr = v.fr.clone();
                }
                effects(&mut x.effects, &y.effects);
            }
            _ => {}
        }
    }
    effects(&mut e.spell, &f.spell);
}
