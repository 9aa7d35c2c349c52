//! A card's printed rules text read as data: one ability a line, reminder text left out, the
//! card's name (or its short legendary name) and "this creature / this enchantment / …" read
//! as the card itself.
//!
//! A line whose sentences are continuous effects the reader knows becomes a static ability (or,
//! on an instant or sorcery, what the spell does); a keyword line, keywords; "{T}: Add …", a
//! mana ability; a line with a cost and a colon, an activated ability; "When", "Whenever" and
//! "At", a triggered ability. What is not a continuous effect on characteristics is kept as
//! words ("not modelled"). A sentence shaped like one (its verb gets, has, loses, is, becomes…)
//! that the reader cannot read whole is refused: never silently dropped.

mod choices;
mod copies;
mod counts;
mod created_tokens;
pub(crate) mod fields;
pub(crate) mod french;
mod instructions;
mod numbers;
mod printed;
mod refusal;
mod sentences;
mod spells;
mod subjects;
mod type_line;
mod types_and_colors;
mod words;

use crate::rules::card::{
    Ability, Activated, Affected, AsEnters, OneShot, Static, TargetSpec, Text, Trigger, Triggered,
};
use instructions::instructions;
// The French reader splits and keeps its sentences the same way.
use printed::{SelfNames, as_printed, one_spaced, split_sentences as sentences, text, with_self};
pub(crate) use refusal::ReadError;
use refusal::{looks_like_effect, not_understood};
use types_and_colors::{keep_types, still_a_land};

pub(crate) use type_line::read_type_line;

/// The longest card text read, in bytes (the longest printed cards hold about 1,000).
pub(crate) const MAX_TEXT: usize = 4096;

/// A card's text as data.
#[derive(Debug, Default)]
pub(crate) struct ReadText {
    pub abilities: Vec<Ability>,
    pub spell: Vec<OneShot>,
    pub targets: Vec<TargetSpec>,
    /// The printed words of each ability (empty for a keyword: its name is its words), then of
    /// the spell's instructions: what the card shows while an ability is as printed.
    pub printed: Vec<String>,
    /// The sentences kept as words only, as (byte offset, sentence).
    pub not_modelled: Vec<(usize, String)>,
}

impl ReadText {
    fn ability(&mut self, a: Ability, printed: &str) {
        self.abilities.push(a);
        self.printed.push(one_spaced(printed));
    }
}

/// Reads `text`, the rules text of a card named `name` (an instant or sorcery if `spell`).
pub(crate) fn read(text: &str, name: &str, spell: bool) -> Result<ReadText, ReadError> {
    if text.len() > MAX_TEXT {
        return Err(ReadError::TooLong { len: text.len() });
    }
    let names = SelfNames {
        name,
        short: name.split_once(',').map(|(s, _)| s.trim()),
    };
    let mut out = ReadText::default();
    let mut offset = 0;
    for line in text.split('\n') {
        let at = offset;
        offset += line.len() + 1;
        let line = without_reminder(line);
        if line.trim().is_empty() {
            continue;
        }
        read_line(&line, at, &names, spell, &mut out)?;
    }
    if !out.spell.is_empty() {
        let said: Vec<&str> = text
            .split('\n')
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .collect();
        out.printed
            .push(one_spaced(&without_reminder(&said.join(" "))));
    }
    Ok(out)
}

/// A line with its parenthesised reminder text blanked, byte for byte (offsets kept).
fn without_reminder(line: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        let blank = match c {
            '(' => {
                depth += 1;
                true
            }
            ')' if depth > 0 => {
                depth -= 1;
                true
            }
            _ => depth > 0,
        };
        if blank {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        } else {
            out.push(c);
        }
    }
    out
}

fn read_line(
    line: &str,
    at: usize,
    names: &SelfNames,
    spell: bool,
    out: &mut ReadText,
) -> Result<(), ReadError> {
    let own = with_self(line, names);
    let toks = words::tokens(own.trim().trim_end_matches('.'));
    // Keywords: "Flying, vigilance" is one keyword ability each.
    if let Some(kws) = words::keyword_list(&toks) {
        for k in kws {
            out.ability(Ability::Keyword(k), "");
        }
        return Ok(());
    }
    if let Some((kws, rest)) = words::keywords_then_protection(&toks) {
        for k in kws {
            out.ability(Ability::Keyword(k), "");
        }
        let said: Vec<&str> = rest.iter().map(|t| t.text.as_str()).collect();
        let said = said.join(" ");
        out.ability(Ability::Text(text(&said)), &said);
        out.not_modelled.push((at, said));
        return Ok(());
    }
    if let Some(m) = words::mana_ability(&toks) {
        out.ability(Ability::Mana(m), line);
        return Ok(());
    }
    // Another mana ability ("{T}: Add {W} or {U}."): words, and not an ability `Activate`
    // counts (605).
    if toks.get(1).is_some_and(|t| t.is(":")) && toks.get(2).is_some_and(|t| t.is("add")) {
        out.ability(Ability::Text(text(line)), line);
        out.not_modelled.push((at, one_spaced(line)));
        return Ok(());
    }
    let first = toks.first().map(|t| t.lower.as_str()).unwrap_or_default();
    // "As ~ enters, choose a color." / "~ enters tapped."
    let own = out.abilities.len();
    let ae = as_enters(&toks)
        .or_else(|| choices::as_enters(&toks))
        .or_else(|| copies::enter_as_copy(&toks, own, names.name).map(AsEnters::CopyOf));
    if let Some(ae) = ae {
        out.ability(Ability::AsEnters(ae), line);
        return Ok(());
    }
    if let Some(a) = copies::enters_as_copy_of_this(&toks) {
        out.ability(a, line);
        return Ok(());
    }
    if matches!(first, "when" | "whenever" | "at") {
        let comma = comma_outside_name(line, names.name);
        let (mut when, mut rest) = comma.map_or((line, ""), |k| (&line[..k], &line[k + 1..]));
        // "Whenever a creature dies, you may pay {1}. If you do, …": the payment is words,
        // part of when the ability does what follows.
        if let Some(k) = if_you_do(rest) {
            when = &line[..line.len() - rest.len() + k];
            rest = &rest[k + 1..];
        }
        let mut targets = Vec::new();
        let rest_at = at + line.len() - rest.len();
        let effects = instructions(
            rest,
            rest_at,
            names,
            &mut targets,
            Some(line),
            &mut out.not_modelled,
            own,
        )?;
        let t = Triggered {
            when: trigger(when, names),
            effects,
            targets,
        };
        out.ability(Ability::Triggered(t), line);
        return Ok(());
    }
    if let Some((cost, effect)) = activated_split(line) {
        let noted_before = out.not_modelled.len();
        let mut targets = Vec::new();
        let effect_at = at + cost.len() + 1;
        let effects = instructions(
            effect,
            effect_at,
            names,
            &mut targets,
            Some(line),
            &mut out.not_modelled,
            own,
        )?;
        // A cost in words ("Remove a +1/+1 counter from ~") is still an activated ability
        // (602.1), but the data writes a cost in its symbols only: when nothing of the
        // ability is modelled either, the line is kept whole as words.
        if !symbols_only(cost) && effects.iter().all(|e| matches!(e, OneShot::Text(_))) {
            out.ability(Ability::Text(text(line)), line);
            out.not_modelled
                .truncate(out.not_modelled.len().min(noted_before));
            out.not_modelled.push((at, one_spaced(line)));
            return Ok(());
        }
        let a = Activated {
            cost: cost.trim().to_string(),
            effects,
            targets,
        };
        out.ability(Ability::Activated(a), line);
        return Ok(());
    }
    if spell {
        let mut targets = std::mem::take(&mut out.targets);
        let effects = instructions(
            line,
            at,
            names,
            &mut targets,
            None,
            &mut out.not_modelled,
            own,
        )?;
        out.targets = targets;
        out.spell.extend(effects);
        return Ok(());
    }
    for (s_at, sentence) in sentences(line) {
        let own = with_self(sentence, names);
        let toks = words::tokens(&own);
        let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
        if still_a_land(&words)
            && let Some(Ability::Static(st)) = out.abilities.last_mut()
            && keep_types(&mut st.parts)
        {
            continue;
        }
        if same_everywhere(&words, out.abilities.last_mut()) {
            continue;
        }
        // "If ~ leaves the battlefield, this effect continues until end of turn." after a
        // static ability: its effect outlives it (Titania's Song).
        if words
            == [
                "if",
                "~",
                "leaves",
                "the",
                "battlefield",
                ",",
                "this",
                "effect",
                "continues",
                "until",
                "end",
                "of",
                "turn",
            ]
            && let Some(Ability::Static(st)) = out.abilities.last_mut()
        {
            st.lingers_until_end_of_turn = true;
            continue;
        }
        // "As long as <condition>, <effect>": the effect exists only while it holds.
        let (condition, toks) = match as_long_as(&toks) {
            Some((c, rest)) => match sentences::condition(&c) {
                Some(c) => (Some(c), rest),
                None => return Err(not_understood(at + s_at, sentence)),
            },
            None => (None, toks),
        };
        if condition.is_none()
            && let Some(both) = sentences::each_of_two(&toks)
        {
            let Some(parts) = sentences::parts_of_each(&toks) else {
                return Err(not_understood(at + s_at, sentence));
            };
            for affects in both {
                let st = Static {
                    affects,
                    parts: parts.clone(),
                    condition: None,
                    cda: false,
                    lingers_until_end_of_turn: false,
                };
                out.ability(Ability::Static(st), &with_period(sentence));
            }
            continue;
        }
        match sentences::effect(&toks) {
            Some(e) => match e.subject {
                sentences::Subject::Affected(_) | sentences::Subject::Previous
                    if e.duration == crate::rules::card::Duration::Indefinitely =>
                {
                    // "As long as enchanted permanent is a creature, it has flying": "it" is
                    // what the Aura is attached to.
                    let attached = matches!(
                        condition,
                        Some(crate::rules::card::Condition::AttachedIs(_))
                    );
                    let affects = match e.subject {
                        sentences::Subject::Affected(a) => a,
                        _ if attached => Affected::Attached,
                        _ => Affected::This,
                    };
                    let st = Static {
                        affects,
                        parts: e.parts,
                        condition,
                        cda: e.cda,
                        lingers_until_end_of_turn: false,
                    };
                    out.ability(Ability::Static(st), &with_period(sentence));
                }
                _ => return Err(not_understood(at + s_at, sentence)),
            },
            // Not an `if let` guard on the arm: those need a newer Rust than rust-version.
            None => {
                // "Enchanted creature can't attack or block, and its activated abilities can't
                // be activated": the effect read, the restriction after it kept as words.
                if let Some((st, rest)) = effect_then_words(&toks, condition.as_ref()) {
                    out.ability(Ability::Static(st), &with_period(sentence));
                    out.ability(Ability::Text(text(&rest)), &rest);
                    out.not_modelled.push((at + s_at, rest));
                } else if looks_like_effect(&toks) {
                    return Err(not_understood(at + s_at, sentence));
                } else {
                    // Printed as written: with its period if it has one ("Vigilance" has none).
                    let printed = as_printed(line, s_at, sentence);
                    out.ability(Ability::Text(text(&printed)), &printed);
                    out.not_modelled.push((at + s_at, one_spaced(&printed)));
                }
            }
        }
    }
    Ok(())
}

/// "<effect>, and <words>": a static effect read whole, then after ", and" a clause that is
/// no continuous effect on characteristics ("its activated abilities can't be activated").
fn effect_then_words(
    toks: &[words::Tok],
    condition: Option<&crate::rules::card::Condition>,
) -> Option<(Static, String)> {
    let at = toks
        .windows(2)
        .position(|w| w[0].is(",") && w[1].is("and"))?;
    let (head, tail) = (&toks[..at], &toks[at + 2..]);
    if tail.is_empty() || looks_like_effect(tail) {
        return None;
    }
    let e = sentences::effect(head)?;
    let sentences::Subject::Affected(affects) = e.subject else {
        return None;
    };
    if !e.duration.is_indefinite() || condition.is_some() {
        return None;
    }
    let said: Vec<&str> = tail.iter().map(|t| t.text.as_str()).collect();
    let st = Static {
        affects,
        parts: e.parts,
        condition: None,
        cda: e.cda,
        lingers_until_end_of_turn: false,
    };
    Some((st, format!("{}.", said.join(" "))))
}

/// A sentence with its period, unless it ends with a quoted sentence that has one ("… has
/// "{2}: Discard a card."").
fn with_period(sentence: &str) -> String {
    if sentence.ends_with(".\"") || sentence.ends_with(".\u{201d}") {
        sentence.to_string()
    } else {
        format!("{sentence}.")
    }
}

/// The first comma of `line` that is not inside the card's own name ("Whenever Karn, Silver
/// Golem blocks, …" ends its condition at the comma after "blocks").
fn comma_outside_name(line: &str, name: &str) -> Option<usize> {
    let inside: Vec<(usize, usize)> = if name.contains(',') {
        line.match_indices(name)
            .map(|(i, m)| (i, i + m.len()))
            .collect()
    } else {
        Vec::new()
    };
    line.match_indices(',')
        .map(|(i, _)| i)
        .find(|i| !inside.iter().any(|(a, b)| a <= i && i < b))
}

/// "you may pay {1}. If you do, <instructions>": the byte offset in `rest` of the comma after
/// "If you do".
fn if_you_do(rest: &str) -> Option<usize> {
    let ss = sentences(rest);
    let [(_, pay), (at, then), ..] = ss.as_slice() else {
        return None;
    };
    let lower =
        |s: &str| -> Vec<String> { words::tokens(s).into_iter().map(|t| t.lower).collect() };
    if !lower(pay).starts_with(&["you".to_string(), "may".to_string()]) {
        return None;
    }
    let comma = then.find(',')?;
    (lower(&then[..comma]) == ["if", "you", "do"]).then_some(at + comma)
}

/// A cost written in symbols only: "{1}{W}", "{T}", "{2}, {T}".
fn symbols_only(cost: &str) -> bool {
    words::tokens(cost)
        .iter()
        .all(|t| t.text.starts_with('{') || t.is(","))
}

/// The words of a trigger's condition the engine knows ("When ~ enters").
fn trigger(when: &str, names: &SelfNames) -> Trigger {
    let own = with_self(when, names);
    let toks = words::tokens(&own);
    let words = enters_words(&toks);
    match words.as_slice() {
        ["when", "~", "enters"] => Trigger::Enters,
        ["at", "the", "beginning", "of", "your", "upkeep"] => Trigger::YourUpkeep,
        ["at", "the", "beginning", "of", "the", "end", "step"] => Trigger::EndStep,
        ["whenever", "a", "creature", "dies"] => Trigger::CreatureDies,
        [
            "whenever",
            "~",
            "deals",
            "combat",
            "damage",
            "to",
            "a",
            "player",
        ] => Trigger::CombatDamageToPlayer,
        _ => Trigger::Other(Text {
            en: when.trim().to_string(),
            fr: String::new(),
        }),
    }
}

fn as_enters(toks: &[words::Tok]) -> Option<AsEnters> {
    let words = enters_words(toks);
    match words.as_slice() {
        ["as", "~", "enters", ",", "choose", "a", "color"] => Some(AsEnters::ChooseColor),
        ["as", "~", "enters", ",", "choose", "a", "creature", "type"] => {
            Some(AsEnters::ChooseCreatureType)
        }
        ["~", "enters", "tapped"] => Some(AsEnters::EntersTapped),
        [
            "~",
            "enters",
            "with",
            n,
            kind,
            "counter" | "counters",
            "on",
            "it",
        ] => Some(AsEnters::EntersWithCounters(
            (*kind).to_string(),
            words::count_word(n)?,
        )),
        _ => None,
    }
}

/// The lowercase words of `toks`, "enters the battlefield" (the older wording) said "enters".
fn enters_words(toks: &[words::Tok]) -> Vec<&str> {
    let mut words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    if let Some(k) = words
        .windows(3)
        .position(|w| w == ["enters", "the", "battlefield"])
    {
        words.drain(k + 1..k + 3);
    }
    words
}

/// The condition and the rest of "As long as <condition>, <rest>".
fn as_long_as(toks: &[words::Tok]) -> Option<(Vec<words::Tok>, Vec<words::Tok>)> {
    let at = toks
        .windows(3)
        .position(|w| w[0].is("as") && w[1].is("long") && w[2].is("as"))?;
    if at == 0 {
        let rest = &toks[3..];
        let comma = rest.iter().position(|t| t.is(","))?;
        return Some((rest[..comma].to_vec(), rest[comma + 1..].to_vec()));
    }
    // "Kird Ape gets +1/+2 as long as you control a Forest.": the condition at the end.
    Some((toks[at + 3..].to_vec(), toks[..at].to_vec()))
}

/// "The same is true for creature spells you control and creature cards you own that aren't
/// on the battlefield." after a static ability on a set of permanents: the set is the same
/// kind of object in every zone (Conspiracy, Arcane Adaptation).
fn same_everywhere(words: &[&str], last: Option<&mut Ability>) -> bool {
    let [the, same, is, tru, fo, rest @ ..] = words else {
        return false;
    };
    let said = [*the, *same, *is, *tru, *fo] == ["the", "same", "is", "true", "for"]
        && rest.contains(&"spells")
        && rest.ends_with(&["aren't", "on", "the", "battlefield"]);
    match last {
        Some(Ability::Static(st)) if said => match &mut st.affects {
            Affected::All(f) if f.zone == crate::rules::card::ZoneSel::Battlefield => {
                f.zone = crate::rules::card::ZoneSel::Any;
                true
            }
            _ => false,
        },
        _ => false,
    }
}

/// "{1}{G}: …", "Sacrifice a creature: …": the cost and the effect of an activated ability.
/// The colon must come before any period and outside quotes.
fn activated_split(line: &str) -> Option<(&str, &str)> {
    let colon = line.find(':')?;
    let cost = &line[..colon];
    if cost.contains('.') || cost.contains('"') || cost.trim().is_empty() {
        return None;
    }
    Some((cost, &line[colon + 1..]))
}

/// The reader on arbitrary text and on the catalogue's own Oracle lines.
mod tests;
