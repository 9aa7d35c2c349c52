//! The French words the reader knows, built once from the Fluent messages the engine writes
//! its French with (types, subtypes, colors, keyword abilities in abilities.ftl and
//! keywords.ftl) and from card-reader.ftl (the pieces of sentences): one place for every word,
//! so what the engine writes the reader reads.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::tokens::{Tok, tokens};
use crate::i18n::{Arg, Lang, tr};
use crate::rules::keyword_names::{KEYWORDS, Param};
use crate::rules::types::{CardType, Color, Supertype};

/// A French word of a noun phrase, with its English.
#[derive(Clone, Debug)]
pub(super) enum Word {
    /// A card type as a noun or an adjective ("créatures"), plural or not.
    Type(CardType, bool),
    /// "non-créature".
    NonType(CardType),
    Supertype(Supertype),
    NonSupertype(Supertype),
    Color(Color),
    NonColor(Color),
    /// A subtype's English name ("Elf"), from its noun ("elfes") or adjective ("Elfe").
    Subtype(String, bool),
    NonSubtype(String),
    /// "permanent", "permanents".
    Permanent(bool),
}

pub(super) struct Vocab {
    /// The pieces of sentences of card-reader.ftl read anywhere: (French words, message id),
    /// longest first.
    pub phrases: Vec<(Vec<String>, String)>,
    /// Every piece's forms by message id (those read inside a noun phrase only too).
    pub forms: HashMap<String, Vec<Vec<String>>>,
    /// Each single French word of a noun phrase.
    pub words: HashMap<String, Word>,
    /// Words of two tokens or more ("de base"): (words, meaning), longest first.
    pub multi: Vec<(Vec<String>, Word)>,
    /// Keyword abilities: (French words, English words), longest first.
    pub keywords: Vec<(Vec<String>, String)>,
    /// What a keyword is put onto ("sur l'" of "Imprégnation sur l'Arcane {1}{R}"): (French
    /// words, English words).
    pub onto: Vec<(Vec<String>, String)>,
    /// "un", "deux"…: counts in letters.
    pub counts: HashMap<String, u32>,
    /// The English words of each card type, singular and plural.
    pub type_en: HashMap<(CardType, bool), String>,
    pub color_en: HashMap<Color, String>,
    pub supertype_en: HashMap<Supertype, String>,
}

pub(super) const TYPES: [(CardType, &str); 9] = [
    (CardType::Artifact, "type-artifact"),
    (CardType::Battle, "type-battle"),
    (CardType::Creature, "type-creature"),
    (CardType::Enchantment, "type-enchantment"),
    (CardType::Instant, "type-instant"),
    (CardType::Kindred, "type-kindred"),
    (CardType::Land, "type-land"),
    (CardType::Planeswalker, "type-planeswalker"),
    (CardType::Sorcery, "type-sorcery"),
];

pub(super) const SUPERTYPES: [(Supertype, &str); 4] = [
    (Supertype::Basic, "supertype-basic"),
    (Supertype::Legendary, "supertype-legendary"),
    (Supertype::Snow, "supertype-snow"),
    (Supertype::World, "supertype-world"),
];

const COLORS: [(Color, &str); 5] = [
    (Color::White, "color-white"),
    (Color::Blue, "color-blue"),
    (Color::Black, "color-black"),
    (Color::Red, "color-red"),
    (Color::Green, "color-green"),
];

/// The pieces read only where the reader looks for them (inside a noun phrase, after a verb
/// of life): an article or an adjective alone is no piece of a sentence.
const NOUN_PHRASE_ONLY: &[&str] = &[
    "reader-fr-def",
    "reader-fr-indef",
    "reader-fr-indef-pl",
    "reader-fr-of",
    "reader-fr-other",
    "reader-fr-enchanted",
    "reader-fr-equipped",
    "reader-fr-target",
    "reader-fr-an-opponent-controls",
    "reader-fr-devotion",
    "reader-fr-devotion-and",
    "reader-fr-less-than",
    "reader-fr-card",
    "reader-fr-all",
    "reader-fr-each",
    "reader-fr-of-chosen-type",
    "reader-fr-of-chosen-color",
    "reader-fr-life",
    "reader-fr-that-is",
    "reader-fr-target-player-controls",
    "reader-fr-that-player-controls",
    "reader-fr-create",
    "reader-fr-token",
    "reader-fr-tokens",
    "reader-fr-face-down-after",
    "reader-fr-nontoken",
    "reader-fr-and-or",
    "reader-fr-ordinals",
    "reader-fr-printed-ability",
];

/// The keywords with a variant of their own and no parameter, by message.
const PLAIN_KEYWORDS: &[&str] = &[
    "kw-flying",
    "kw-haste",
    "kw-trample",
    "kw-defender",
    "kw-indestructible",
    "kw-hexproof",
    "kw-shroud",
    "kw-flash",
    "kw-split-second",
    "kw-changeling",
    "kw-deathtouch",
    "kw-double-strike",
    "kw-first-strike",
    "kw-lifelink",
    "kw-menace",
    "kw-reach",
    "kw-vigilance",
];

/// The keywords followed by a cost.
const COST_KEYWORDS: &[&str] = &["kw-morph", "kw-suspend", "kw-equip", "kw-ward"];

const LANDS: [&str; 5] = ["plains", "island", "swamp", "mountain", "forest"];

fn fr(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::from(*v))).collect();
    tr(Lang::Fr, id, &args)
}

fn en(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::from(*v))).collect();
    tr(Lang::En, id, &args)
}

fn lower_words(s: &str) -> Vec<String> {
    tokens(s).into_iter().map(|t: Tok| t.lower).collect()
}

/// The words the reader knows.
pub(super) fn vocab() -> &'static Vocab {
    static V: OnceLock<Vocab> = OnceLock::new();
    V.get_or_init(build)
}

fn build() -> Vocab {
    let mut v = Vocab {
        phrases: Vec::new(),
        forms: HashMap::new(),
        words: HashMap::new(),
        multi: Vec::new(),
        keywords: Vec::new(),
        onto: Vec::new(),
        counts: HashMap::new(),
        type_en: HashMap::new(),
        color_en: HashMap::new(),
        supertype_en: HashMap::new(),
    };
    for (_, _, src) in
        crate::i18n::sources().filter(|(l, n, _)| *l == Lang::Fr && *n == "card-reader.ftl")
    {
        for id in crate::i18n::ftl_scan::message_ids(src) {
            for alt in fr(id, &[]).split('|') {
                let w = lower_words(alt);
                if w.is_empty() {
                    continue;
                }
                if !NOUN_PHRASE_ONLY.contains(&id) {
                    v.phrases.push((w.clone(), id.to_string()));
                }
                v.forms.entry(id.to_string()).or_default().push(w);
            }
        }
    }
    v.phrases.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
    let add = |v: &mut Vocab, s: String, w: Word| {
        let words = lower_words(&s);
        match words.as_slice() {
            [] => {}
            [one] => {
                v.words.entry(one.clone()).or_insert(w);
            }
            _ => v.multi.push((words, w)),
        }
    };
    for (t, id) in TYPES {
        for (num, pl) in [("sg", false), ("pl", true)] {
            add(
                &mut v,
                fr(id, &[("case", "text"), ("number", num)]),
                Word::Type(t, pl),
            );
            v.type_en
                .insert((t, pl), en(id, &[("case", "text"), ("number", num)]));
        }
        add(&mut v, fr(id, &[("case", "non")]), Word::NonType(t));
    }
    for (s, id) in SUPERTYPES {
        v.supertype_en
            .insert(s, en(id, &[("case", "text")]).to_lowercase());
        for num in ["sg", "pl"] {
            for gender in ["m", "f"] {
                let args = [("number", num), ("gender", gender)];
                add(
                    &mut v,
                    fr(id, &[args[0], args[1], ("case", "text")]),
                    Word::Supertype(s),
                );
                add(
                    &mut v,
                    fr(id, &[args[0], args[1], ("case", "non")]),
                    Word::NonSupertype(s),
                );
            }
        }
    }
    for (c, id) in COLORS {
        v.color_en.insert(c, en(id, &[("case", "text")]));
        for num in ["sg", "pl"] {
            for gender in ["m", "f"] {
                let w = fr(id, &[("number", num), ("gender", gender)]);
                add(&mut v, format!("non-{w}"), Word::NonColor(c));
                add(&mut v, w, Word::Color(c));
            }
        }
    }
    for (_, _, src) in
        crate::i18n::sources().filter(|(l, n, _)| *l == Lang::Fr && *n == "abilities.ftl")
    {
        for id in crate::i18n::ftl_scan::message_ids(src) {
            if !id.starts_with("subtype-") || id.ends_with("-gram") {
                continue;
            }
            let name = en(id, &[("case", "title")]);
            for num in ["sg", "pl"] {
                let w = fr(id, &[("case", "text"), ("number", num)]);
                add(&mut v, w, Word::Subtype(name.clone(), num == "pl"));
            }
            add(
                &mut v,
                fr(id, &[("case", "adj")]),
                Word::Subtype(name.clone(), false),
            );
            add(
                &mut v,
                fr(id, &[("case", "non")]),
                Word::NonSubtype(name.clone()),
            );
        }
    }
    for num in ["sg", "pl"] {
        add(
            &mut v,
            fr("ab-noun-permanent", &[("number", num)]),
            Word::Permanent(num == "pl"),
        );
    }
    v.multi.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
    for n in 1..=10u32 {
        for gender in ["m", "f"] {
            let w = tr(
                Lang::Fr,
                "ab-count",
                &[("n", Arg::from(n as i64)), ("gender", Arg::from(gender))],
            );
            v.counts.insert(w.to_lowercase(), n);
        }
    }
    keywords(&mut v);
    v
}

/// Every keyword ability's French words (its name, and its form inside a sentence) with the
/// English words the English reader reads.
fn keywords(v: &mut Vocab) {
    let mut out: Vec<(Vec<String>, String)> = Vec::new();
    let mut both = |id: &str, args: &[(&str, &str)], english: String| {
        for form in ["name", "inline"] {
            let mut a = args.to_vec();
            a.push(("form", form));
            out.push((lower_words(&fr(id, &a)), english.to_lowercase()));
        }
    };
    for id in PLAIN_KEYWORDS.iter().chain(COST_KEYWORDS) {
        both(
            id,
            &[("cost", "")],
            en(id, &[("form", "name"), ("cost", "")]),
        );
    }
    for land in LANDS {
        both(
            "kw-landwalk",
            &[("land", land)],
            en("kw-landwalk", &[("form", "name"), ("land", land)]),
        );
    }
    let mut froms: Vec<(String, String)> = Vec::new();
    for (_, id) in COLORS {
        let color_fr = fr(id, &[("number", "sg"), ("gender", "m")]);
        let color_en = en(id, &[("case", "text")]);
        froms.push((
            fr("ab-protection-color", &[("color", &color_fr)]),
            en("ab-protection-color", &[("color", &color_en)]),
        ));
    }
    for (_, id) in TYPES {
        let args = [("case", "text"), ("number", "pl")];
        froms.push((
            fr("ab-protection-type", &[("types", &fr(id, &args))]),
            en("ab-protection-type", &[("types", &en(id, &args))]),
        ));
    }
    froms.push((
        fr("ab-protection-everything", &[]),
        en("ab-protection-everything", &[]),
    ));
    // The chosen color, as a static ability and as a resolved effect say it.
    for mode in ["static", "oneshot"] {
        froms.push((
            fr("ab-protection-chosen-color", &[("mode", mode)]),
            en("ab-protection-chosen-color", &[("mode", mode)]),
        ));
    }
    for (f, e) in &froms {
        both(
            "kw-protection",
            &[("from", f)],
            en("kw-protection", &[("form", "name"), ("from", e)]),
        );
    }
    for id in [
        "type-creature",
        "ab-noun-player",
        "type-artifact",
        "type-land",
        "ab-noun-permanent",
    ] {
        let noun_fr = fr(id, &[("case", "text"), ("number", "sg")]);
        let noun_en = en(id, &[("case", "text"), ("number", "sg")]);
        both(
            "kw-enchant",
            &[("what", &noun_fr)],
            en("kw-enchant", &[("form", "name"), ("what", &noun_en)]),
        );
    }
    for k in KEYWORDS {
        let onto = format!("{}-onto", k.message_id());
        if crate::i18n::embedded().has(Lang::Fr, &onto) {
            let words = (
                lower_words(&fr(&onto, &[("what", "")])),
                en(&onto, &[("what", "")]).trim().to_string(),
            );
            if !v.onto.contains(&words) {
                v.onto.push(words);
            }
        }
        if matches!(k.param, Param::Variant | Param::Prefix) {
            continue;
        }
        both(
            &k.message_id(),
            &[("param", ""), ("type", "none"), ("elide", "c")],
            k.name.to_string(),
        );
    }
    out.retain(|(w, _)| !w.is_empty());
    out.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
    out.dedup_by(|a, b| a.0 == b.0);
    v.keywords = out;
}

/// The English words of a message of card-reader.ftl.
pub(super) fn english(id: &str) -> String {
    tr(Lang::En, id, &[])
}

/// The forms of a piece of card-reader.ftl.
pub(super) fn forms(id: &str) -> &'static [Vec<String>] {
    vocab().forms.get(id).map_or(&[], Vec::as_slice)
}

/// How many tokens from `i` on one form of the piece `id` takes.
pub(super) fn piece(toks: &[Tok], i: usize, id: &str) -> Option<usize> {
    forms(id)
        .iter()
        .filter(|f| super::tokens::starts(toks, i, f))
        .map(Vec::len)
        .max()
}
