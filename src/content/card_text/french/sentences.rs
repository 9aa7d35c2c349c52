//! A French sentence turned into the English template sentence the English reader reads, piece
//! by piece: at each place the longest of the card naming itself, a noun phrase, a piece of
//! card-reader.ftl and a keyword ability; P/T, numbers, mana symbols and punctuation as they
//! are. A word the reader has no English for makes the sentence one it can't turn.

use super::nouns::{is_pt, noun_phrase};
use super::tokens::{Tok, starts};
use super::vocab::{english, piece, vocab};

/// How the card names itself: its French name, whole and short ("Avacyn" for "Avacyn, ange de
/// l'espoir"), in lower-case words.
pub(super) struct SelfNames {
    pub names: Vec<Vec<String>>,
}

impl SelfNames {
    pub fn new(name: &str) -> SelfNames {
        let mut names = Vec::new();
        for n in [Some(name), name.split_once(',').map(|(s, _)| s)]
            .into_iter()
            .flatten()
        {
            let w: Vec<String> = super::tokens::tokens(n)
                .into_iter()
                .map(|t| t.lower)
                .collect();
            if !w.is_empty() && !names.contains(&w) {
                names.push(w);
            }
        }
        names.sort_by_key(|w: &Vec<String>| std::cmp::Reverse(w.len()));
        SelfNames { names }
    }
}

/// The card naming itself at `i`: its name (after an article or not), or "cette créature",
/// "ce terrain"…: how many tokens it takes.
pub(super) fn self_at(toks: &[Tok], i: usize, names: &SelfNames) -> Option<usize> {
    if let Some(n) = piece(toks, i, "reader-fr-self") {
        return Some(n);
    }
    let art = piece(toks, i, "reader-fr-def").unwrap_or(0);
    for skip in [art, 0] {
        if let Some(w) = names.names.iter().find(|w| starts(toks, i + skip, w)) {
            return Some(skip + w.len());
        }
    }
    None
}

/// The subject at `i`: the card itself, a pronoun, "vous", or a noun phrase; in English.
fn subject_at(toks: &[Tok], i: usize, names: &SelfNames) -> Option<(String, usize)> {
    if let Some(n) = self_at(toks, i, names) {
        return Some((english("reader-fr-self"), n));
    }
    noun_phrase(toks, i)
}

/// One step of the turning: English words and how many tokens they stand for.
fn step(toks: &[Tok], i: usize, names: &SelfNames) -> Option<(String, usize)> {
    let v = vocab();
    // Older printings add mana "à votre réserve", as older English added it "to your mana
    // pool": it says nothing the modern text does not.
    if let Some(n) = piece(toks, i, "reader-fr-mana-pool") {
        return Some((String::new(), n));
    }
    if let Some(s) = special(toks, i, names) {
        return Some(s);
    }
    let mut best: Option<(String, usize)> = None;
    let mut offer = |en: String, n: usize| {
        if n > 0 && best.as_ref().is_none_or(|(_, m)| n > *m) {
            best = Some((en, n));
        }
    };
    // A keyword first: where a card named for one ("Vol") could be naming itself, "a le vol"
    // grants the keyword.
    if let Some((w, en)) = v.keywords.iter().find(|(w, _)| starts(toks, i, w)) {
        offer(en.clone(), w.len());
    }
    if let Some(n) = self_at(toks, i, names) {
        offer(english("reader-fr-self"), n);
    }
    if let Some((en, n)) = noun_phrase(toks, i) {
        offer(en, n);
    }
    if let Some((en, n)) = super::elsewhere::everything_at(toks, i) {
        offer(en, n);
    }
    if let Some((w, id)) = v.phrases.iter().find(|(w, _)| starts(toks, i, w)) {
        offer(english(id), w.len());
    }
    if best.is_some() {
        return best;
    }
    let t = toks.get(i)?;
    // A color alone: "devient bleue", "sont noires".
    if let Some(super::vocab::Word::Color(c)) = v.words.get(&t.lower) {
        return Some((v.color_en[c].clone(), 1));
    }
    let kept = t.text.starts_with('{')
        || is_pt(&t.lower)
        || pt_change(&t.lower)
        || t.text.chars().all(|c| c.is_ascii_digit())
        || matches!(t.text.as_str(), "," | "." | ":" | ";" | "\"" | "“" | "”");
    if kept {
        return Some((t.text.clone(), 1));
    }
    if matches!(t.text.as_str(), "«" | "»") {
        return Some(("\"".to_string(), 1));
    }
    None
}

/// `+1/+1`, `-2/-0`.
fn pt_change(w: &str) -> bool {
    let Some((p, t)) = w.split_once('/') else {
        return false;
    };
    // "+X/+X" too.
    let side = |s: &str| {
        s.len() >= 2
            && (s.starts_with('+') || s.starts_with('-'))
            && (&s[1..] == "x" || s[1..].bytes().all(|b| b.is_ascii_digit()))
    };
    side(p) && side(t)
}

/// Where French and English order their words differently: "au moins cinq" ("5 or more"),
/// "trois marqueurs +1/+1" ("3 +1/+1 counters"), "la force et l'endurance de X" ("X's power
/// and toughness"), "échangez la force et l'endurance de X", "échangez votre total de points
/// de vie et l'endurance de X".
fn special(toks: &[Tok], i: usize, names: &SelfNames) -> Option<(String, usize)> {
    let v = vocab();
    if let Some(n) = piece(toks, i, "reader-fr-at-least")
        && let Some(k) = toks.get(i + n).and_then(|t| v.counts.get(&t.lower))
    {
        return Some((format!("{k} {}", english("reader-fr-at-least")), n + 1));
    }
    if let Some(s) = devotion(toks, i) {
        return Some(s);
    }
    if let Some(k) = toks.get(i).and_then(|t| count_of(&t.lower))
        && let Some(n) = piece(toks, i + 1, "reader-fr-counters")
        && let Some(kind) = toks.get(i + 1 + n)
    {
        return Some((
            format!("{k} {} {}", kind.text, english("reader-fr-counters")),
            n + 2,
        ));
    }
    // "retournez face cachée toutes les autres créatures" is "turn all other creatures face
    // down": English puts the objects between the verb and how they are turned.
    if let Some(n) = piece(toks, i, "reader-fr-turn-face-down")
        && let Some((what, m)) = noun_phrase(toks, i + n)
    {
        let en = format!(
            "{} {what} {}",
            english("reader-fr-turn-face-down"),
            english("reader-fr-face-down-after")
        );
        return Some((en, n + m));
    }
    // "un mur 1/6" is "a 1/6 Wall": French puts the power and toughness after the subtype.
    if let Some(super::vocab::Word::Subtype(name, false)) =
        toks.get(i).and_then(|t| v.words.get(&t.lower))
        && let Some(pt) = toks.get(i + 1).filter(|t| is_pt(&t.lower))
    {
        return Some((format!("{} {name}", pt.text), 2));
    }
    // "a toujours sa deuxième capacité imprimée": the ordinals of both languages in the same
    // order.
    if let Some(n) = piece(toks, i, "reader-fr-still-has")
        && let Some(k) = toks.get(i + n).and_then(|t| {
            super::vocab::forms("reader-fr-ordinals")
                .iter()
                .position(|f| f.len() == 1 && t.is(&f[0]))
        })
        && let Some(m) = piece(toks, i + n + 1, "reader-fr-printed-ability")
    {
        let nth = english("reader-fr-ordinals");
        let nth = nth.split('|').nth(k)?.trim();
        let en = format!(
            "{} {nth} {}",
            english("reader-fr-still-has"),
            english("reader-fr-printed-ability")
        );
        return Some((en, n + 1 + m));
    }
    let owner = |at: usize| subject_at(toks, at, names);
    if let Some(n) = piece(toks, i, "reader-fr-switch")
        && let Some((who, m)) = owner(i + n)
    {
        let en = format!(
            "{} {who}'s {}",
            english("reader-fr-switch"),
            english("reader-fr-pt-of")
        );
        return Some((en, n + m));
    }
    if let Some(n) = piece(toks, i, "reader-fr-exchange-life")
        && let Some((who, m)) = owner(i + n)
    {
        let en = format!(
            "{} {who}'s {}",
            english("reader-fr-exchange-life"),
            english("reader-fr-toughness-of")
        );
        return Some((en, n + m));
    }
    for (what, verb) in [
        ("reader-fr-cda-pt", "reader-fr-cda-each-equal"),
        ("reader-fr-cda-power", "reader-fr-cda-equal"),
    ] {
        if let Some(n) = piece(toks, i, what)
            && let Some((who, m)) = owner(i + n)
            && let Some(k) = piece(toks, i + n + m, verb)
        {
            let en = format!("{who}'s {} {}", english(what), english(verb));
            return Some((en, n + m + k));
        }
    }
    None
}

/// "votre dévotion au noir", "… au blanc et au noir" (700.5) and "est inférieure à cinq":
/// French says "au" before each color, and the number in words after.
fn devotion(toks: &[Tok], i: usize) -> Option<(String, usize)> {
    let color = |at: usize| match toks.get(at).and_then(|t| vocab().words.get(&t.lower)) {
        Some(super::vocab::Word::Color(c)) => Some(vocab().color_en[c].clone()),
        _ => None,
    };
    if let Some(n) = piece(toks, i, "reader-fr-less-than")
        && let Some(k) = toks.get(i + n).and_then(|t| count_of(&t.lower))
    {
        return Some((format!("{} {k}", english("reader-fr-less-than")), n + 1));
    }
    let n = piece(toks, i, "reader-fr-devotion")?;
    let first = color(i + n)?;
    let mut en = format!("{} {first}", english("reader-fr-devotion"));
    let mut used = n + 1;
    if let Some(m) = piece(toks, i + used, "reader-fr-devotion-and")
        && let Some(second) = color(i + used + m)
    {
        en = format!("{en} {} {second}", english("reader-fr-devotion-and"));
        used += m + 1;
    }
    Some((en, used))
}

fn count_of(w: &str) -> Option<u32> {
    vocab()
        .counts
        .get(w)
        .copied()
        .or_else(|| w.parse().ok().filter(|n| *n <= 1000))
}

/// The English of a whole French sentence (its tokens), or `None` if a word has none.
pub(super) fn turn(toks: &[Tok], names: &SelfNames) -> Option<String> {
    if let Some(en) =
        super::elsewhere::same_elsewhere(toks).or_else(|| super::create::create_tokens(toks))
    {
        return Some(en);
    }
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        // French says the subject again after "et" ("elle gagne +2/+0 et elle acquiert la
        // célérité"); English leaves it out.
        if i > 1
            && piece(toks, i - 1, "reader-fr-and").is_some()
            && let Some(n) = piece(toks, i, "reader-fr-it")
        {
            i += n;
            continue;
        }
        if let Some(n) = piece(toks, i, "reader-fr-indef")
            && creature_noun_of_a_creature(toks, i + n)
        {
            out.push(english("reader-fr-indef"));
            i += n + 1;
            continue;
        }
        let (en, n) = step(toks, i, names)?;
        out.push(en);
        i += n;
    }
    Some(join(&out))
}

/// What of a French sentence has English, the rest left out: enough to find the template a
/// refused sentence is nearest to.
pub(super) fn turn_loosely(toks: &[Tok], names: &SelfNames) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        match step(toks, i, names) {
            Some((en, n)) => {
                out.push(en);
                i += n;
            }
            None => i += 1,
        }
    }
    join(&out)
}

/// Words joined by spaces, a comma or a period against the word before it.
fn join(words: &[String]) -> String {
    let mut out = String::new();
    for w in words.iter().filter(|w| !w.is_empty()) {
        if !out.is_empty() && !matches!(w.as_str(), "," | "." | ";") {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

/// The French effect verbs: a sentence with one after its subject is shaped like a continuous
/// effect.
const VERBS: &[&str] = &[
    "reader-fr-get",
    "reader-fr-have",
    "reader-fr-gain",
    "reader-fr-lose",
    "reader-fr-lose-all",
    "reader-fr-cant-have",
    "reader-fr-is",
    "reader-fr-becomes",
];

/// A sentence whose verb, after its subject, is one of a continuous effect ("Les créatures …
/// gagnent", "… ne peuvent pas avoir", "Vous contrôlez", "Échangez …").
pub(super) fn looks_like_effect(toks: &[Tok], names: &SelfNames) -> bool {
    let mut i = 0;
    for lead in ["reader-fr-until-eot", "reader-fr-as-long-as"] {
        if piece(toks, 0, lead).is_some()
            && let Some(c) = toks.iter().position(|t| t.is(","))
        {
            i = c + 1;
        }
    }
    let first_word = |id: &str| {
        super::vocab::forms(id).iter().any(|f| {
            f.first()
                .is_some_and(|w| toks.get(i).is_some_and(|t| t.is(w)))
        })
    };
    // "Vous contrôlez …" whole: "Vous gagnez 3 points de vie" starts with its first word too.
    if [
        "reader-fr-switch",
        "reader-fr-exchange-life",
        "reader-fr-gain-control",
    ]
    .iter()
    .any(|id| first_word(id))
        || piece(toks, i, "reader-fr-you-control-verb").is_some()
    {
        return true;
    }
    // A verb by its first word; "ne peut pas avoir …" by its first four ("ne peut pas être
    // bloquée" is no effect on characteristics).
    let verb_at = |k: usize| {
        VERBS.iter().any(|id| {
            let words = if *id == "reader-fr-cant-have" { 4 } else { 1 };
            super::vocab::forms(id)
                .iter()
                .any(|f| f.len() >= words && starts(toks, k, &f[..words]))
        })
    };
    let after = match subject_at(toks, i, names) {
        Some((_, n)) => Some(i + n),
        None => [
            "reader-fr-you",
            "reader-fr-it",
            "reader-fr-players",
            "reader-fr-your-opponents",
        ]
        .iter()
        .find_map(|id| piece(toks, i, id))
        .map(|n| i + n),
    };
    if after.is_some_and(|k| verb_at(k) && !of_life(toks, k + 1)) {
        return true;
    }
    // Two subjects joined ("Cette créature et la créature enchantée gagnent chacune …").
    let second = after.and_then(|k| {
        let n = piece(toks, k, "reader-fr-and")?;
        subject_at(toks, k + n, names).map(|(_, m)| k + n + m)
    });
    if second.is_some_and(|k| verb_at(k) && !of_life(toks, k + 1)) {
        return true;
    }
    // A subject the reader can't name ("Les créatures de la couleur choisie"), then an effect
    // verb and what such an effect says (+1/+1); or a characteristic-defining ability ("La
    // force de … est égale à …"): refused, never kept as words.
    let starts_with = |id: &str| piece(toks, 0, id).is_some();
    let equal = |id: &str| (0..toks.len()).any(|k| piece(toks, k, id).is_some());
    let cda = (starts_with("reader-fr-cda-pt") || starts_with("reader-fr-cda-power"))
        && (equal("reader-fr-cda-each-equal") || equal("reader-fr-cda-equal"));
    // "gagne(nt) +1/+1", "gagne(nt) -1/-1": a P/T change after the verb of getting.
    let gets = super::vocab::forms("reader-fr-get");
    cda || toks.windows(2).any(|w| {
        gets.iter().any(|f| f.len() == 1 && w[0].is(&f[0]))
            && super::super::words::pt_change(&w[1].lower).is_some()
    })
}

/// "2 points de vie", "X points de vie" at `k`: what "gagnez" and "perdez" count when a player
/// gains or loses life, no continuous effect.
fn of_life(toks: &[Tok], k: usize) -> bool {
    let counted = toks
        .get(k)
        .is_some_and(|t| t.is("x") || count_of(&t.lower).is_some());
    counted && piece(toks, k + 1, "reader-fr-life").is_some()
}

/// "créature" at `i` in "devient une créature Grenouille" when the sentence is about a
/// creature already: French needs the noun the creature type qualifies, English says "becomes
/// a Frog" of a creature.
fn creature_noun_of_a_creature(toks: &[Tok], i: usize) -> bool {
    use super::vocab::Word;
    use crate::rules::types::CardType;
    let v = vocab();
    let creature = |t: &Tok| {
        matches!(
            v.words.get(&t.lower),
            Some(Word::Type(CardType::Creature, _))
        )
    };
    i >= 2
        && toks.get(i).is_some_and(creature)
        && piece(toks, i - 1, "reader-fr-indef").is_some()
        && piece(toks, i - 2, "reader-fr-becomes").is_some()
        && matches!(
            toks.get(i + 1).and_then(|t| v.words.get(&t.lower)),
            Some(Word::Subtype(..))
        )
        && toks[..i - 2].iter().any(creature)
}
