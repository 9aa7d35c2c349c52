//! A card's rules text printed in French, read as the English is: each French sentence is
//! turned into the English template sentence the English reader reads ("Les créatures blanches
//! que vous contrôlez gagnent +1/+1." is "White creatures you control get +1/+1."), the
//! English reader reads the whole text, and what it keeps as words, and where it stops, is
//! said back in the French of the card. A sentence with no English template is kept in French:
//! words only, or refused at its place if it is shaped like a continuous effect.

pub(crate) mod agree;
mod create;
mod elsewhere;
mod nouns;
mod relative;
mod sentences;
mod tokens;
pub(crate) mod type_line;
mod vocab;

use std::collections::HashMap;

use super::{MAX_TEXT, ReadError, ReadText, one_spaced, without_reminder};
use crate::rules::card::{Ability, OneShot, Text, Trigger};
use sentences::{SelfNames, looks_like_effect, turn, turn_loosely};
use tokens::tokens;
use vocab::{english, piece};

/// A French sentence and the English it was turned into: where each is in its text.
struct Seg {
    en_start: usize,
    en_end: usize,
    fr_at: usize,
    fr: String,
}

/// The English text and what maps it back to the French.
#[derive(Default)]
struct Turned {
    en: String,
    segs: Vec<Seg>,
    /// The French of each English sentence, line and trigger condition, by [`key`].
    french: HashMap<String, String>,
    /// Where each French line starts, by the [`key`] of its English.
    lines: HashMap<String, usize>,
}

impl Turned {
    fn note(&mut self, en: &str, fr: &str) {
        self.french.insert(key(en), fr.trim().to_string());
    }

    /// The French words of English words the reader kept (as they were, if none).
    fn words(&self, en: &str) -> String {
        self.french
            .get(&key(en))
            .cloned()
            .unwrap_or_else(|| en.to_string())
    }

    /// The French sentence at byte `at` of the English text: its offset and words.
    fn at(&self, at: usize) -> Option<&Seg> {
        self.segs
            .iter()
            .find(|s| s.en_start <= at && at < s.en_end.max(s.en_start + 1))
            .or_else(|| self.segs.iter().rev().find(|s| s.en_start <= at))
    }
}

/// Words compared whatever their spacing, case and final period.
fn key(s: &str) -> String {
    s.trim()
        .trim_end_matches('.')
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Reads `text`, the French rules text of a card whose French name is `name` (an instant or
/// sorcery if `spell`).
pub(crate) fn read(text: &str, name: &str, spell: bool) -> Result<ReadText, ReadError> {
    if text.len() > MAX_TEXT {
        return Err(ReadError::TooLong { len: text.len() });
    }
    let names = SelfNames::new(name);
    let mut t = Turned::default();
    let mut offset = 0;
    for (k, line) in text.split('\n').enumerate() {
        let at = offset;
        offset += line.len() + 1;
        if k > 0 {
            t.en.push('\n');
        }
        let line = without_reminder(line);
        if line.trim().is_empty() {
            continue;
        }
        turn_line(&line, at, &names, &mut t)?;
    }
    let mut out = super::read(&t.en, "", spell).map_err(|e| match e {
        ReadError::NotUnderstood { at, nearest, .. } => match t.at(at) {
            Some(s) => ReadError::NotUnderstood {
                at: s.fr_at,
                sentence: s.fr.clone(),
                nearest: french_template(nearest),
            },
            None => ReadError::NotUnderstood {
                at: 0,
                sentence: one_spaced(text),
                nearest: french_template(nearest),
            },
        },
        other => other,
    })?;
    in_french(&mut out, &t);
    Ok(out)
}

/// One line turned into English, added to `t`.
fn turn_line(line: &str, at: usize, names: &SelfNames, t: &mut Turned) -> Result<(), ReadError> {
    let start = t.en.len();
    let toks = tokens(line.trim().trim_end_matches('.'));
    if let Some(en) = keyword_line(&toks) {
        t.en.push_str(&en);
        t.segs.push(Seg {
            en_start: start,
            en_end: t.en.len(),
            fr_at: at + leading(line),
            fr: line.trim().to_string(),
        });
        return Ok(());
    }
    let head = [
        "reader-fr-when",
        "reader-fr-whenever",
        "reader-fr-your-upkeep",
        "reader-fr-end-step",
    ]
    .into_iter()
    .find(|id| piece(&toks, 0, id).is_some());
    if let Some(id) = head
        && let Some(comma) = line.find(',')
    {
        let (when, rest) = (&line[..comma], &line[comma + 1..]);
        let when_toks = tokens(when);
        let en_when = match turn(&when_toks, names) {
            Some(en) => en,
            None => {
                // A condition with no English: the English word that starts it, then its French
                // words, kept as words.
                let n = piece(&when_toks, 0, id).unwrap_or(0);
                let fr_rest: Vec<&str> = when_toks[n..].iter().map(|t| t.text.as_str()).collect();
                format!("{} {}", english(id), fr_rest.join(" "))
            }
        };
        t.note(&en_when, when);
        t.en.push_str(&en_when);
        t.en.push_str(", ");
        turn_sentences(rest, at + comma + 1, names, t)?;
    } else if let Some((cost, effect)) = super::activated_split(line)
        // "Au moment où cette créature arrive, choisissez l'un : …" names its modes after
        // the colon: a replacement effect, no cost.
        .filter(|(c, _)| !c.contains('«') && piece(&toks, 0, "reader-fr-as-enters").is_none())
    {
        t.en.push_str(cost.trim());
        t.en.push_str(": ");
        turn_sentences(effect, at + cost.len() + 1, names, t)?;
    } else {
        turn_sentences(line, at, names, t)?;
    }
    let en_line = t.en[start..].to_string();
    t.note(&en_line, line);
    t.lines.insert(key(&en_line), at + leading(line));
    Ok(())
}

fn leading(s: &str) -> usize {
    s.len() - s.trim_start().len()
}

/// The sentences of `part` (at byte `at` of the French text), each turned into English or kept
/// in French.
fn turn_sentences(
    part: &str,
    at: usize,
    names: &SelfNames,
    t: &mut Turned,
) -> Result<(), ReadError> {
    for (k, (s_at, sentence)) in super::sentences(part).into_iter().enumerate() {
        let toks = tokens(sentence);
        let en = match turn(&toks, names) {
            Some(en) => en,
            None if looks_like_effect(&toks, names) => {
                let nearest = match super::not_understood(0, &turn_loosely(&toks, names)) {
                    ReadError::NotUnderstood { nearest, .. } => nearest,
                    ReadError::TooLong { .. } => "reader-template-anthem",
                };
                return Err(ReadError::NotUnderstood {
                    at: at + s_at,
                    sentence: sentence.to_string(),
                    nearest: french_template(nearest),
                });
            }
            None => sentence.to_string(),
        };
        if k > 0 {
            t.en.push(' ');
        }
        let en_start = t.en.len();
        t.en.push_str(&en);
        let printed = super::as_printed(part, s_at, sentence);
        if printed.ends_with('.') {
            t.en.push('.');
        }
        t.note(&en, &printed);
        t.segs.push(Seg {
            en_start,
            en_end: t.en.len(),
            fr_at: at + s_at,
            fr: sentence.to_string(),
        });
    }
    Ok(())
}

/// A line of keyword abilities only ("Vol, piétinement", "Parade {2}", "Bushido 2"), in
/// English.
fn keyword_line(toks: &[tokens::Tok]) -> Option<String> {
    let v = vocab::vocab();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let (w, en) = v
            .keywords
            .iter()
            .find(|(w, _)| tokens::starts(toks, i, w))?;
        i += w.len();
        let mut item = en.trim_end().to_string();
        // What it is put onto, a subtype as printed: "sur l'Arcane".
        if let Some((fw, ew)) = v.onto.iter().find(|(fw, _)| tokens::starts(toks, i, fw))
            && let Some(what) = toks.get(i + fw.len()).filter(|t| t.capitalised())
        {
            item.push_str(&format!(" {ew} {}", what.text));
            i += fw.len() + 1;
        }
        // What follows the name as printed: a number, X, a cost; mana symbols and a dash
        // against each other ("{2}{B}{B}", "X—{X}{3}{U}").
        let mut prev: Option<&tokens::Tok> = None;
        while let Some(t) = toks.get(i).filter(|t| {
            t.text.starts_with('{')
                || t.is("x")
                || t.is("—")
                || t.text.chars().all(|c| c.is_ascii_digit())
        }) {
            let glued = prev.is_some_and(|p| {
                (t.is("—") && p.is("x"))
                    || (t.text.starts_with('{') && (p.is("—") || p.text.starts_with('{')))
            });
            if !glued {
                item.push(' ');
            }
            item.push_str(&t.text);
            prev = Some(t);
            i += 1;
        }
        out.push(item);
        while toks.get(i).is_some_and(|t| t.is(",")) || piece(toks, i, "reader-fr-and").is_some() {
            i += 1;
        }
    }
    (!out.is_empty()).then(|| out.join(", "))
}

/// The French message of a template the English reader names.
fn french_template(id: &str) -> &'static str {
    match id {
        "reader-template-lord" => "reader-template-fr-lord",
        "reader-template-keywords" => "reader-template-fr-keywords",
        "reader-template-lose" => "reader-template-fr-lose",
        "reader-template-land-type" => "reader-template-fr-land-type",
        "reader-template-color" => "reader-template-fr-color",
        "reader-template-aura" => "reader-template-fr-aura",
        "reader-template-target" => "reader-template-fr-target",
        _ => "reader-template-fr-anthem",
    }
}

/// What the English reader kept as words, said back in the card's French: `Text` words (both
/// languages' fields hold the French), a trigger condition, the printed words of each ability,
/// the sentences not modelled and where they are.
fn in_french(out: &mut ReadText, t: &Turned) {
    let fix = |x: &mut Text| {
        let mut fr = t.words(&x.en);
        // Capitalised as the English reader capitalises it ("draw a card." after a trigger's
        // comma is the sentence "Draw a card.").
        if x.en.starts_with(char::is_uppercase) {
            fr = super::text(&fr).en;
        }
        x.en = fr.clone();
        x.fr = fr;
    };
    let fix_all = |effects: &mut Vec<OneShot>| {
        for o in effects.iter_mut() {
            if let OneShot::Text(x) = o {
                fix(x);
            }
        }
    };
    for a in out.abilities.iter_mut() {
        match a {
            Ability::Text(x) => fix(x),
            Ability::Activated(x) => fix_all(&mut x.effects),
            Ability::Triggered(x) => {
                if let Trigger::Other(w) = &mut x.when {
                    fix(w);
                }
                fix_all(&mut x.effects);
            }
            _ => {}
        }
    }
    fix_all(&mut out.spell);
    for p in out.printed.iter_mut() {
        if !p.is_empty() {
            *p = t.words(p);
        }
    }
    for (at, s) in out.not_modelled.iter_mut() {
        let fr_at = match t.lines.get(&key(s)) {
            Some(line_at) => *line_at,
            None => t.at(*at).map_or(0, |seg| seg.fr_at),
        };
        *s = one_spaced(&t.words(s));
        *at = fr_at;
    }
}

#[cfg(test)]
mod tests;
