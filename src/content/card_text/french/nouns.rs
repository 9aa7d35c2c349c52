//! French noun phrases read into the English the English reader reads: an article ("les",
//! "chaque", "toutes les", "une"), "autres", a noun (a card type, "permanents", a subtype,
//! "carte de créature"), the adjectives French puts after it (subtypes, colors with their
//! gender and number, "non-X", "non-jeton", "de base", "légendaire", "engagée", "enchantée", "ciblée", a
//! P/T), then whose ("que vous contrôlez"). English puts the adjectives first: "les autres
//! créatures Elfe" is "other Elf creatures".

use super::tokens::Tok;
use super::vocab::{Word, english, piece, vocab};
use crate::rules::types::CardType;

/// How a noun phrase names what it names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Set,
    Attached(&'static str),
    Target,
}

/// The noun phrase at `toks[i..]`, in English, and how many tokens it takes.
pub(super) fn noun_phrase(toks: &[Tok], i: usize) -> Option<(String, usize)> {
    let v = vocab();
    let mut j = i;
    let mut det = "";
    if let Some(n) = piece(toks, j, "reader-fr-all") {
        det = "reader-fr-all";
        j += n;
    } else if let Some(n) = piece(toks, j, "reader-fr-each") {
        det = "reader-fr-each";
        j += n;
    } else if let Some(n) = piece(toks, j, "reader-fr-indef") {
        det = "reader-fr-indef";
        j += n;
    } else if let Some(n) =
        piece(toks, j, "reader-fr-def").or_else(|| piece(toks, j, "reader-fr-indef-pl"))
    {
        j += n;
    }
    let mut other = false;
    if let Some(n) = piece(toks, j, "reader-fr-other") {
        other = true;
        j += n;
    }
    // The noun.
    let mut types: Vec<CardType> = Vec::new();
    let mut plural = false;
    let mut subtypes: Vec<String> = Vec::new();
    let mut permanent = false;
    let mut card = false;
    let mut token = false;
    let t = toks.get(j)?;
    // "jetons de créature": tokens of a card type; "jetons" alone, tokens.
    if let Some(n) =
        piece(toks, j, "reader-fr-tokens").filter(|_| !matches!(det, "reader-fr-indef"))
    {
        token = true;
        plural = true;
        j += n;
        if let Some(o) = piece(toks, j, "reader-fr-of")
            && let Some(Word::Type(ty, _)) = toks.get(j + o).and_then(|t| v.words.get(&t.lower))
        {
            types.push(*ty);
            j += o + 1;
        }
    } else {
        match v.words.get(&t.lower) {
            Some(Word::Type(ty, pl)) => {
                types.push(*ty);
                plural = *pl;
            }
            Some(Word::Permanent(pl)) => {
                permanent = true;
                plural = *pl;
            }
            Some(Word::Subtype(name, pl)) => {
                subtypes.push(name.clone());
                plural = *pl;
            }
            _ => {
                if let Some(n) = piece(toks, j, "reader-fr-card")
                    && let Some(o) = piece(toks, j + n, "reader-fr-of")
                    && let Some(Word::Type(ty, _)) =
                        toks.get(j + n + o).and_then(|t| v.words.get(&t.lower))
                {
                    types.push(*ty);
                    card = true;
                    j += n + o;
                } else if let Some((head, m)) = compound(&t.lower) {
                    // "créature-artefact": a creature that is an artifact.
                    types.push(m);
                    types.push(head.0);
                    plural = head.1;
                } else {
                    return None;
                }
            }
        }
        j += 1;
    }
    // "artefact et/ou enchantement": either type.
    let mut alt = None;
    if types.len() == 1
        && !plural
        && !card
        && let Some(n) = piece(toks, j, "reader-fr-and-or")
        && let Some(Word::Type(ty, false)) = toks.get(j + n).and_then(|t| v.words.get(&t.lower))
    {
        alt = Some(*ty);
        j += n + 1;
    }
    let noun_is_type = !types.is_empty() || permanent;
    let mut colors: Vec<String> = Vec::new();
    let mut nons: Vec<String> = Vec::new();
    let mut supers: Vec<String> = Vec::new();
    let mut tapped = "";
    let mut pt = "";
    let mut kind = Kind::Set;
    let mut colorless = false;
    loop {
        if let Some((words, w)) = v
            .multi
            .iter()
            .find(|(w, _)| super::tokens::starts(toks, j, w))
        {
            if let Word::Supertype(s) = w {
                supers.push(v.supertype_en[s].clone());
            } else if let Word::NonSupertype(s) = w {
                nons.push(format!("non{}", v.supertype_en[s]));
            } else {
                break;
            }
            j += words.len();
            continue;
        }
        let Some(t) = toks.get(j) else { break };
        if let Some(n) = piece(toks, j, "reader-fr-enchanted") {
            kind = Kind::Attached("reader-fr-enchanted");
            j += n;
            continue;
        }
        if let Some(n) = piece(toks, j, "reader-fr-equipped") {
            kind = Kind::Attached("reader-fr-equipped");
            j += n;
            continue;
        }
        if let Some(n) = piece(toks, j, "reader-fr-target") {
            kind = Kind::Target;
            j += n;
            continue;
        }
        if let Some(n) = piece(toks, j, "reader-fr-tapped") {
            tapped = "reader-fr-tapped";
            j += n;
            continue;
        }
        if let Some(n) = piece(toks, j, "reader-fr-untapped") {
            tapped = "reader-fr-untapped";
            j += n;
            continue;
        }
        if let Some(n) = piece(toks, j, "reader-fr-nontoken") {
            nons.push(english("reader-fr-nontoken"));
            j += n;
            continue;
        }
        if is_pt(&t.lower) {
            pt = t.text.as_str();
            j += 1;
            continue;
        }
        // "un terrain Forêt incolore": no color at all, said where English says it.
        if let Some(n) = piece(toks, j, "reader-fr-colorless") {
            colorless = true;
            j += n;
            continue;
        }
        match v.words.get(&t.lower) {
            Some(Word::Color(c)) => colors.push(v.color_en[c].clone()),
            Some(Word::NonColor(c)) => nons.push(format!("non{}", v.color_en[c])),
            Some(Word::NonType(ty)) => nons.push(format!("non{}", v.type_en[&(*ty, false)])),
            Some(Word::NonSupertype(s)) => nons.push(format!("non{}", v.supertype_en[s])),
            Some(Word::NonSubtype(s)) => nons.push(format!("non-{s}")),
            Some(Word::Supertype(s)) => supers.push(v.supertype_en[s].clone()),
            Some(Word::Subtype(s, _)) if noun_is_type => subtypes.push(s.clone()),
            None if noun_is_type && unknown_subtype(t) => subtypes.push(t.text.clone()),
            _ => break,
        }
        j += 1;
    }
    // What the source's controller chose: "les créatures du type choisi que vous contrôlez",
    // "les créatures que vous contrôlez de la couleur choisie"; English says it last.
    let mut chosen = chosen_at(toks, &mut j);
    // "avec le vol": a keyword they have, before whose or after it; English says it last.
    let mut with = with_at(toks, &mut j);
    // Whose.
    let mut whose = String::new();
    if kind == Kind::Target
        && let Some(n) = piece(toks, j, "reader-fr-an-opponent-controls")
    {
        whose = english("reader-fr-an-opponent-controls");
        j += n;
    } else {
        for id in [
            "reader-fr-you-control",
            "reader-fr-opponents-control",
            "reader-fr-enchanted-player-controls",
            "reader-fr-target-player-controls",
            "reader-fr-that-player-controls",
        ] {
            if let Some(n) = piece(toks, j, id) {
                whose = english(id);
                j += n;
                break;
            }
        }
    }
    if chosen.is_empty() {
        chosen = chosen_at(toks, &mut j);
    }
    if with.is_empty() {
        with = with_at(toks, &mut j);
    }
    let that_is = super::relative::that_is(toks, &mut j);
    let mut words: Vec<String> = Vec::new();
    match kind {
        Kind::Attached(id) => words.push(english(id)),
        Kind::Target => words.push(english("reader-fr-target")),
        Kind::Set if !det.is_empty() => words.push(english(det)),
        Kind::Set => {}
    }
    if other {
        words.push(english("reader-fr-other"));
    }
    words.extend(nons);
    if !pt.is_empty() {
        words.push(pt.to_string());
    }
    if colorless {
        words.push(english("reader-fr-colorless"));
    }
    words.extend(colors);
    words.extend(supers);
    if !tapped.is_empty() {
        words.push(english(tapped));
    }
    words.extend(subtypes);
    let n_types = types.len();
    for (k, ty) in types.iter().enumerate() {
        // The last type is the noun: plural if the French one is.
        let pl = plural && k + 1 == n_types && !card && !token && kind == Kind::Set;
        words.push(v.type_en[&(*ty, pl)].clone());
    }
    if let Some(ty) = alt {
        words.push(english("reader-fr-and-or"));
        words.push(v.type_en[&(ty, false)].clone());
    }
    if card {
        words.push(english("reader-fr-card"));
    }
    if token {
        words.push(english("reader-fr-tokens"));
    }
    if permanent {
        let pl = plural && kind == Kind::Set;
        words.push(crate::i18n::tr(
            crate::i18n::Lang::En,
            "ab-noun-permanent",
            &[("number", (if pl { "pl" } else { "sg" }).into())],
        ));
    }
    if !whose.is_empty() {
        words.push(whose);
    }
    if !chosen.is_empty() {
        words.push(chosen);
    }
    if !that_is.is_empty() {
        words.push(that_is);
    }
    if !with.is_empty() {
        words.push(with);
    }
    Some((words.join(" "), j - i))
}

/// "du type choisi", "de la couleur choisie" at `*j`: its English, the tokens passed.
fn chosen_at(toks: &[Tok], j: &mut usize) -> String {
    for id in ["reader-fr-of-chosen-type", "reader-fr-of-chosen-color"] {
        if let Some(n) = piece(toks, *j, id) {
            *j += n;
            return english(id);
        }
    }
    String::new()
}

/// "avec le vol" at `*j`: its English ("with flying"), the tokens passed.
fn with_at(toks: &[Tok], j: &mut usize) -> String {
    let Some(n) = piece(toks, *j, "reader-fr-with") else {
        return String::new();
    };
    let Some((w, en)) = vocab()
        .keywords
        .iter()
        .find(|(w, _)| super::tokens::starts(toks, *j + n, w))
    else {
        return String::new();
    };
    *j += n + w.len();
    format!("{} {en}", english("reader-fr-with"))
}

/// "créature-artefact", "créature-terrain": the head type (and whether it is plural) and the
/// type that qualifies it.
fn compound(w: &str) -> Option<((CardType, bool), CardType)> {
    let (a, b) = w.split_once('-')?;
    let v = vocab();
    let (Some(Word::Type(head, pl)), Some(Word::Type(m, _))) = (v.words.get(a), v.words.get(b))
    else {
        return None;
    };
    Some(((*head, *pl), *m))
}

/// A P/T: "2/2", "X/X", "0/13".
pub(super) fn is_pt(w: &str) -> bool {
    let Some((p, t)) = w.split_once('/') else {
        return false;
    };
    let side = |s: &str| {
        s == "x" || (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
    };
    side(p) && side(t)
}

/// A capitalised word the reader has no French for, after a card type: a subtype as written
/// ("créatures Gobelours").
fn unknown_subtype(t: &Tok) -> bool {
    t.capitalised()
        && t.text.chars().count() >= 2
        && t.text.chars().all(|c| c.is_alphabetic() || c == '-')
}
