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

pub(crate) mod fields;
pub(crate) mod french;
mod sentences;
mod type_line;
mod types_and_colors;
mod words;

use crate::rules::card::{
    Ability, Activated, Affected, AsEnters, EffectSpec, OneShot, Static, TargetSpec, Text, Trigger,
    Triggered,
};

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

/// Why a text could not be read, at a byte offset of the text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum ReadError {
    TooLong {
        len: usize,
    },
    /// A sentence shaped like a continuous effect that the reader cannot read whole, and the
    /// message id of the template nearest to it.
    NotUnderstood {
        at: usize,
        sentence: String,
        nearest: &'static str,
    },
}

/// How the card refers to itself: its name, and a shorter name (a legendary card's name up
/// to its comma: "Avacyn" for "Avacyn, Angel of Hope").
struct SelfNames<'a> {
    name: &'a str,
    short: Option<&'a str>,
}

const SELF_WORDS: &[&str] = &[
    "this creature",
    "this enchantment",
    "this artifact",
    "this land",
    "this permanent",
    "this aura",
    "this equipment",
    "this card",
    "this spell",
];

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

/// Words separated by one space (a blanked reminder leaves runs of them).
fn one_spaced(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A sentence with the card's ways of naming itself replaced by `~`.
fn with_self(s: &str, names: &SelfNames) -> String {
    let mut out = s.to_string();
    let mut candidates: Vec<&str> = Vec::new();
    if !names.name.trim().is_empty() {
        candidates.push(names.name.trim());
    }
    if let Some(short) = names.short
        && !short.is_empty()
    {
        candidates.push(short);
    }
    for c in candidates {
        if out.contains(c) {
            out = replace_word(&out, &out.clone(), c, "~");
        }
    }
    // Most sentences name no "this …": one lower-case copy to look, another only on a match.
    let mut lower = out.to_ascii_lowercase();
    if !lower.contains("this ") {
        return out;
    }
    for w in SELF_WORDS {
        if lower.contains(w) {
            out = replace_word(&out, &lower, w, "~");
            lower = out.to_ascii_lowercase();
        }
    }
    out
}

/// Replaces the whole-word matches of `pat` in `haystack` (`s` itself, or `s` in lower case
/// for a match whatever the case: the same byte offsets) with `with`.
fn replace_word(s: &str, haystack: &str, pat: &str, with: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut out = String::with_capacity(s.len());
    let mut last = 0;
    for (i, _) in haystack.match_indices(pat) {
        let before = haystack[..i].chars().next_back();
        let after = haystack[i + pat.len()..].chars().next();
        if i < last || word(before) || word(after) {
            continue;
        }
        out.push_str(&s[last..i]);
        out.push_str(with);
        last = i + pat.len();
    }
    out.push_str(&s[last..]);
    out
}

/// The sentences of a line, with their offsets in it: split at a period (outside quotes)
/// followed by a space or the end.
fn sentences(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    let bytes: Vec<(usize, char)> = line.char_indices().collect();
    for (k, &(i, c)) in bytes.iter().enumerate() {
        if c == '"' || c == '“' || c == '”' {
            quoted = !quoted;
        }
        let end = bytes.get(k + 1).is_none_or(|&(_, n)| n.is_whitespace());
        if c == '.' && !quoted && end {
            let s = &line[start..i];
            if !s.trim().is_empty() {
                out.push((start + leading_ws(s), s.trim()));
            }
            start = i + c.len_utf8();
        }
    }
    let rest = &line[start..];
    if !rest.trim().is_empty() {
        out.push((start + leading_ws(rest), rest.trim()));
    }
    out
}

fn leading_ws(s: &str) -> usize {
    s.len() - s.trim_start().len()
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
    if let Some(ae) = as_enters(&toks) {
        out.ability(Ability::AsEnters(ae), line);
        return Ok(());
    }
    if matches!(first, "when" | "whenever" | "at") {
        let (when, rest) = line.split_once(',').unwrap_or((line, ""));
        let mut targets = Vec::new();
        let rest_at = at + when.len() + 1;
        let effects = instructions(
            rest,
            rest_at,
            names,
            &mut targets,
            Some(line),
            &mut out.not_modelled,
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
        let mut targets = Vec::new();
        let effect_at = at + cost.len() + 1;
        let effects = instructions(
            effect,
            effect_at,
            names,
            &mut targets,
            Some(line),
            &mut out.not_modelled,
        )?;
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
        let effects = instructions(line, at, names, &mut targets, None, &mut out.not_modelled)?;
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
        // "As long as <condition>, <effect>": the effect exists only while it holds.
        let (condition, toks) = match as_long_as(&toks) {
            Some((c, rest)) => match sentences::condition(&c) {
                Some(c) => (Some(c), rest),
                None => return Err(not_understood(at + s_at, sentence)),
            },
            None => (None, toks),
        };
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
                    out.ability(Ability::Static(st), &format!("{sentence}."));
                }
                _ => return Err(not_understood(at + s_at, sentence)),
            },
            None if looks_like_effect(&toks) => {
                return Err(not_understood(at + s_at, sentence));
            }
            None => {
                // Printed as written: with its period if it has one ("Vigilance" has none).
                let printed = as_printed(line, s_at, sentence);
                out.ability(Ability::Text(text(&printed)), &printed);
                out.not_modelled.push((at + s_at, one_spaced(&printed)));
            }
        }
    }
    Ok(())
}

/// The instructions of a spell, or of an activated or triggered ability (`part` starts at
/// byte `at` of the text): each sentence an effect it creates, or words. A target a sentence
/// names is added to `targets` and the effect refers to it by its place there. A sentence kept
/// as words is noted as the ability's whole line (`whole`), or alone for a spell.
fn instructions(
    part: &str,
    at: usize,
    names: &SelfNames,
    targets: &mut Vec<TargetSpec>,
    whole: Option<&str>,
    not_modelled: &mut Vec<(usize, String)>,
) -> Result<Vec<OneShot>, ReadError> {
    let mut out = Vec::new();
    let mut noted = false;
    for (s_at, sentence) in sentences(part) {
        let own = with_self(sentence, names);
        let toks = words::tokens(&own);
        let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
        if words
            == [
                "exchange",
                "your",
                "life",
                "total",
                "with",
                "~'s",
                "toughness",
            ]
        {
            out.push(OneShot::ExchangeLifeWithToughness);
            continue;
        }
        if still_a_land(&words)
            && let Some(OneShot::Effect(e)) = out.last_mut()
            && keep_types(&mut e.parts)
        {
            continue;
        }
        match sentences::effect(&toks) {
            Some(e) if !e.cda => {
                let affects = match e.subject {
                    sentences::Subject::Affected(a) => a,
                    sentences::Subject::Target(t) => {
                        targets.push(t);
                        Affected::Target(targets.len() - 1)
                    }
                    sentences::Subject::Previous => match targets.len() {
                        0 => Affected::This,
                        n => Affected::Target(n - 1),
                    },
                };
                out.push(OneShot::Effect(EffectSpec {
                    affects,
                    parts: e.parts,
                    duration: e.duration,
                }));
            }
            Some(_) => return Err(not_understood(at + s_at, sentence)),
            None if looks_like_effect(&toks) => {
                return Err(not_understood(at + s_at, sentence));
            }
            None => {
                out.push(OneShot::Text(text(&as_printed(part, s_at, sentence))));
                match whole {
                    Some(line) if !noted => not_modelled.push((at, one_spaced(line))),
                    Some(_) => {}
                    None => not_modelled.push((at + s_at, sentence.to_string())),
                }
                noted = true;
            }
        }
    }
    Ok(out)
}

/// Words kept as they are printed, with a capital first ("draw a card." after a trigger's
/// comma is the sentence "Draw a card.").
fn text(en: &str) -> Text {
    let en = en.trim();
    let mut s: String = en.chars().take(1).flat_map(char::to_uppercase).collect();
    s.push_str(
        en.get(en.chars().next().map_or(0, char::len_utf8)..)
            .unwrap_or(""),
    );
    Text {
        en: s,
        fr: String::new(),
    }
}

/// Sentence `sentence` of `part` (at byte `s_at`) as printed: with its period if it has one.
fn as_printed(part: &str, s_at: usize, sentence: &str) -> String {
    match part.get(s_at + sentence.len()..) {
        Some(rest) if rest.starts_with('.') => format!("{sentence}."),
        _ => sentence.to_string(),
    }
}

/// The words of a trigger's condition the engine knows ("When ~ enters").
fn trigger(when: &str, names: &SelfNames) -> Trigger {
    let own = with_self(when, names);
    let toks = words::tokens(&own);
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        ["when", "~", "enters"] | ["when", "~", "enters", "the", "battlefield"] => Trigger::Enters,
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
    let words: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        ["as", "~", "enters", ",", "choose", "a", "color"] => Some(AsEnters::ChooseColor),
        ["as", "~", "enters", ",", "choose", "a", "creature", "type"] => {
            Some(AsEnters::ChooseCreatureType)
        }
        ["~", "enters", "tapped"] | ["~", "enters", "the", "battlefield", "tapped"] => {
            Some(AsEnters::EntersTapped)
        }
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
        [
            "you",
            "may",
            "have",
            "~",
            "enter",
            "as",
            "a",
            "copy",
            "of",
            "any",
            what @ ..,
            "on",
            "the",
            "battlefield",
        ] => {
            let f = copy_filter(what)?;
            Some(AsEnters::CopyOf(crate::rules::card::CopySpec::of_filter(f)))
        }
        [
            "as",
            "~",
            "enters",
            "the",
            "battlefield",
            ",",
            "choose",
            "a",
            "color",
        ] => Some(AsEnters::ChooseColor),
        [
            "as",
            "~",
            "enters",
            "the",
            "battlefield",
            ",",
            "choose",
            "a",
            "creature",
            "type",
        ] => Some(AsEnters::ChooseCreatureType),
        _ => None,
    }
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

/// "It's still a land." after an animation.
fn still_a_land(words: &[&str]) -> bool {
    matches!(
        words,
        ["it's", "still", "a", "land"] | ["it", "is", "still", "a", "land"]
    )
}

/// An animation's card types kept beside the old ones (205.1b): `true` if it had some to keep.
fn keep_types(parts: &mut [crate::rules::card::Part]) -> bool {
    use crate::rules::card::Part;
    // "Still a land": every prior card type and subtype is kept (205.1b).
    let mut animated = false;
    for p in parts.iter_mut() {
        match p {
            Part::SetCardTypes(ts) => {
                *p = Part::AddTypes(std::mem::take(ts));
                animated = true;
            }
            Part::SetCreatureTypes(ss) => *p = Part::AddSubtypes(std::mem::take(ss)),
            Part::AddTypes(_) => animated = true,
            _ => {}
        }
    }
    animated
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

/// What a copy may copy: "creature", "artifact or creature".
fn copy_filter(words: &[&str]) -> Option<crate::rules::card::Filter> {
    let types: Option<Vec<_>> = words
        .iter()
        .filter(|w| **w != "or")
        .map(|w| {
            words::card_type(w)
                .filter(|(_, plural)| !plural)
                .map(|(t, _)| t)
        })
        .collect();
    let types = types?;
    let mut f = crate::rules::card::Filter::default();
    match types.as_slice() {
        [] => return None,
        [one] => f.types.push(*one),
        _ => f.any_types = types,
    }
    Some(f)
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

/// A sentence whose main verb is one of a continuous effect on characteristics: after a
/// leading "Until end of turn," or "As long as …,", a subject the reader knows, then one of
/// those verbs ("Creatures you control get +1/+1 for each …"). "This land enters tapped
/// unless you control …" is not one: its verb is "enters".
fn looks_like_effect(toks: &[words::Tok]) -> bool {
    let mut toks = toks;
    if toks.first().is_some_and(|t| t.is("until") || t.is("as"))
        && let Some(comma) = toks.iter().position(|t| t.is(","))
    {
        toks = &toks[comma + 1..];
    }
    // A characteristic-defining ability: "~'s power is equal to …".
    if toks.first().is_some_and(|t| t.is("~'s"))
        && toks
            .get(1)
            .is_some_and(|t| t.is("power") || t.is("toughness"))
    {
        return true;
    }
    // Gaining or losing life changes a life total, no characteristic: "you lose 2 life".
    let verb_at = |k: usize| {
        toks.get(k)
            .is_some_and(|t| sentences::VERBS.contains(&t.lower.as_str()))
            && !toks.get(k + 2).is_some_and(|t| t.is("life"))
    };
    if verb_at(0) {
        return true;
    }
    if sentences::subject(toks).is_some_and(|(_, n)| verb_at(n)) {
        return true;
    }
    // A subject the reader doesn't know, then a verb of an effect on characteristics and what
    // such an effect says: "+1/+1", a keyword, "all abilities", "base power", a color. A copy's
    // exceptions ("except it has flying") are the copy's, which is listed as not modelled.
    if toks.iter().any(|t| t.is("copy") || t.is("copies")) {
        return false;
    }
    // A mode of a modal spell ("• Target creature loses flying until end of turn."): the
    // choice of modes is not modelled, so the whole spell is listed as words.
    if toks.first().is_some_and(|t| t.is("•")) {
        return false;
    }
    // "That token gains haste": a token a one-shot created, which is kept as words with it.
    if matches!(
        (
            toks.first().map(|t| t.lower.as_str()),
            toks.get(1).map(|t| t.lower.as_str())
        ),
        (Some("that" | "the" | "those"), Some("token" | "tokens"))
    ) {
        return false;
    }
    (0..toks.len()).any(|k| {
        let w = |d: usize| toks.get(k + d).map_or("", |t| t.lower.as_str());
        sentences::VERBS.contains(&w(0))
            && (words::pt_change(w(1)).is_some()
                || words::keyword(&toks[k + 1..]).is_some()
                || words::color(w(1)).is_some()
                || matches!(
                    (w(1), w(2)),
                    ("all", "abilities" | "creature" | "colors")
                        | ("base", "power")
                        | ("every", "creature" | "basic")
                        | ("the", "chosen")
                ))
    })
}

/// The templates a refused sentence is compared with, as (message id, their words).
const TEMPLATES: &[(&str, &[&str])] = &[
    (
        "reader-template-anthem",
        &["get", "gets", "+1/+1", "you", "control", "creatures"],
    ),
    ("reader-template-lord", &["other", "have", "get", "and"]),
    (
        "reader-template-keywords",
        &["have", "has", "gain", "gains", "flying"],
    ),
    (
        "reader-template-lose",
        &["lose", "loses", "all", "abilities", "base"],
    ),
    (
        "reader-template-land-type",
        &["are", "is", "lands", "land", "addition", "types"],
    ),
    (
        "reader-template-color",
        &["is", "are", "colorless", "color", "colors"],
    ),
    (
        "reader-template-aura",
        &["enchanted", "equipped", "control"],
    ),
    (
        "reader-template-target",
        &["target", "until", "end", "turn", "becomes"],
    ),
];

fn not_understood(at: usize, sentence: &str) -> ReadError {
    let lower = sentence.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .collect();
    let nearest = TEMPLATES
        .iter()
        .max_by_key(|(_, keys)| keys.iter().filter(|k| words.contains(k)).count())
        .map_or("reader-template-anthem", |(id, _)| id);
    ReadError::NotUnderstood {
        at,
        sentence: sentence.to_string(),
        nearest,
    }
}

/// The reader on arbitrary text and on the catalogue's own Oracle lines.
mod tests;
