//! The words of printed rules text: tokens with their place in the sentence, and the
//! vocabulary the reader knows (card types, colors, basic land types, keywords).

use std::sync::OnceLock;

use crate::rules::card::{EnchantWhat, Keyword, Mana, Quality};
use crate::rules::keyword_names::{self, KEYWORDS, KeywordName, Param};
use crate::rules::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};

/// One token: a word (`can't`, `non-Aura`, `+1/+1`), a mana or tap symbol (`{2}`), or one
/// punctuation mark.
#[derive(Clone, Debug)]
pub(super) struct Tok {
    pub text: String,
    pub lower: String,
}

impl Tok {
    /// A lower-case word the reader supplies (a subject said once, "it is" for "it's").
    pub fn word(w: &str) -> Tok {
        Tok {
            text: w.to_string(),
            lower: w.to_string(),
        }
    }

    pub fn is(&self, w: &str) -> bool {
        self.lower == w
    }

    /// A word written with a capital (Oracle capitalises subtypes inside a sentence).
    pub fn capitalised(&self) -> bool {
        self.text.chars().next().is_some_and(char::is_uppercase)
    }
}

pub(super) fn word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '\'' | '’' | '-' | '−' | '+' | '/' | '*' | '~')
}

/// The tokens of a sentence. A minus sign (−) is read as a hyphen, a curly apostrophe as a
/// straight one.
pub(super) fn tokens(s: &str) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut it = s.char_indices().peekable();
    while let Some((_, c)) = it.next() {
        if c.is_whitespace() {
            continue;
        }
        let mut text = String::new();
        if c == '{' {
            text.push(c);
            for (_, d) in it.by_ref() {
                text.push(d);
                if d == '}' {
                    break;
                }
            }
        } else if word_char(c) {
            text.push(c);
            while let Some(&(_, d)) = it.peek() {
                // A trailing apostrophe or hyphen belongs to the next token only in quotes.
                if !word_char(d) {
                    break;
                }
                text.push(d);
                it.next();
            }
        } else {
            text.push(c);
        }
        let text = text.replace('’', "'").replace('−', "-");
        let lower = text.to_lowercase();
        out.push(Tok { text, lower });
    }
    modern(out)
}

/// Older Oracle wording still printed on real cards, read as the wording of today: "enters
/// the battlefield" is "enters", "converted mana cost" is "mana value", "he or she" is "they",
/// "in play" is "on the battlefield", and "to your mana pool" after the mana added goes.
const OLD_WORDING: &[(&[&str], &[&str])] = &[
    (&["enters", "the", "battlefield"], &["enters"]),
    (&["enter", "the", "battlefield"], &["enter"]),
    (&["converted", "mana", "cost"], &["mana", "value"]),
    (&["converted", "mana", "costs"], &["mana", "values"]),
    (&["he", "or", "she"], &["they"]),
    (&["his", "or", "her"], &["their"]),
    (&["to", "your", "mana", "pool"], &[]),
    (&["in", "play"], &["on", "the", "battlefield"]),
];

fn modern(toks: Vec<Tok>) -> Vec<Tok> {
    if !toks.iter().any(|t| {
        matches!(
            t.lower.as_str(),
            "enters" | "enter" | "converted" | "he" | "his" | "pool" | "play"
        )
    }) {
        return toks;
    }
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    'tok: while i < toks.len() {
        for (old, new) in OLD_WORDING {
            let matches =
                toks.len() - i >= old.len() && old.iter().zip(&toks[i..]).all(|(w, t)| t.is(w));
            if matches {
                let capital = toks[i].capitalised();
                for (k, w) in new.iter().enumerate() {
                    let mut text = (*w).to_string();
                    if k == 0 && capital {
                        text = text[..1].to_uppercase() + &text[1..];
                    }
                    out.push(Tok {
                        text,
                        lower: (*w).to_string(),
                    });
                }
                i += old.len();
                continue 'tok;
            }
        }
        out.push(toks[i].clone());
        i += 1;
    }
    out
}

/// A card type from its word, singular or plural.
pub(super) fn card_type(w: &str) -> Option<(CardType, bool)> {
    let plural = w.ends_with('s') && w != "kindred";
    let stem = if plural { &w[..w.len() - 1] } else { w };
    let t = match stem {
        "artifact" => CardType::Artifact,
        "battle" => CardType::Battle,
        "creature" => CardType::Creature,
        "enchantment" => CardType::Enchantment,
        "instant" => CardType::Instant,
        "kindred" | "tribal" => CardType::Kindred,
        "land" => CardType::Land,
        "planeswalker" => CardType::Planeswalker,
        "sorcerie" | "sorcery" => CardType::Sorcery,
        _ => return None,
    };
    Some((t, plural))
}

pub(super) fn supertype(w: &str) -> Option<Supertype> {
    Some(match w {
        "basic" => Supertype::Basic,
        "legendary" => Supertype::Legendary,
        "snow" => Supertype::Snow,
        "world" => Supertype::World,
        _ => return None,
    })
}

pub(super) fn color(w: &str) -> Option<Color> {
    Some(match w {
        "white" => Color::White,
        "blue" => Color::Blue,
        "black" => Color::Black,
        "red" => Color::Red,
        "green" => Color::Green,
        _ => return None,
    })
}

pub(super) fn color_spec(c: Color) -> ColorSpec {
    ColorSpec::of(c)
}

/// A basic land type from its word, singular or plural ("Plains" is both).
pub(super) fn land_type(w: &str) -> Option<BasicLandType> {
    Some(match w {
        "plains" => BasicLandType::Plains,
        "island" | "islands" => BasicLandType::Island,
        "swamp" | "swamps" => BasicLandType::Swamp,
        "mountain" | "mountains" => BasicLandType::Mountain,
        "forest" | "forests" => BasicLandType::Forest,
        _ => return None,
    })
}

/// A subtype written in the plural, as its singular: "Elves" → "Elf", "Zombies" → "Zombie",
/// "Merfolk" stays. A creature type of 205.3m is looked up among its own plural forms
/// (English drops "s", "es", turns "ies" into "y" or "ves" into "f"/"fe"); another word is made
/// singular by the same rules, as best they can.
pub(super) fn singular_subtype(w: &str) -> String {
    use crate::rules::creature_types::ALL;
    if ALL.contains(&w) {
        return w.to_string();
    }
    let candidates = [
        w.strip_suffix('s').map(str::to_string),
        w.strip_suffix("es").map(str::to_string),
        w.strip_suffix("ies").map(|s| format!("{s}y")),
        w.strip_suffix("ves").map(|s| format!("{s}f")),
        w.strip_suffix("ves").map(|s| format!("{s}fe")),
        w.strip_suffix("men").map(|s| format!("{s}man")),
        w.strip_suffix("ice").map(|s| format!("{s}ouse")),
    ];
    if let Some(c) = candidates
        .into_iter()
        .flatten()
        .find(|c| ALL.contains(&c.as_str()))
    {
        return c;
    }
    const SAME: &[&str] = &["Merfolk", "Plains", "Sheep", "Fish", "Kithkin", "Moonfolk"];
    const IRREGULAR: &[(&str, &str)] = &[
        ("Elves", "Elf"),
        ("Dwarves", "Dwarf"),
        ("Wolves", "Wolf"),
        ("Werewolves", "Werewolf"),
        ("Faeries", "Faerie"),
        ("Mice", "Mouse"),
        ("Allies", "Ally"),
        ("Sphinxes", "Sphinx"),
        ("Foxes", "Fox"),
    ];
    if SAME.contains(&w) {
        return w.to_string();
    }
    if let Some((_, s)) = IRREGULAR.iter().find(|(p, _)| *p == w) {
        return (*s).to_string();
    }
    if let Some(stem) = w.strip_suffix("ies") {
        return format!("{stem}y");
    }
    match w.strip_suffix('s') {
        Some(stem) if !stem.ends_with('s') => stem.to_string(),
        _ => w.to_string(),
    }
}

/// A keyword ability at the start of `toks`, and how many tokens it takes ("split second",
/// "protection from red", "ward {2}", "enchant creature").
pub(super) fn keyword(toks: &[Tok]) -> Option<(Keyword, usize)> {
    let w = |i: usize| toks.get(i).map(|t| t.lower.as_str());
    let first = w(0)?;
    let simple = match first {
        "flying" => Some(Keyword::Flying),
        "haste" => Some(Keyword::Haste),
        "trample" => Some(Keyword::Trample),
        "defender" => Some(Keyword::Defender),
        "indestructible" => Some(Keyword::Indestructible),
        "hexproof" => Some(Keyword::Hexproof),
        "flash" => Some(Keyword::Flash),
        "changeling" => Some(Keyword::Changeling),
        "shroud" => Some(Keyword::Shroud),
        "deathtouch" => Some(Keyword::Deathtouch),
        "lifelink" => Some(Keyword::Lifelink),
        "menace" => Some(Keyword::Menace),
        "reach" => Some(Keyword::Reach),
        "vigilance" => Some(Keyword::Vigilance),
        _ => None,
    };
    if let Some(k) = simple {
        return Some((k, 1));
    }
    let two = match (first, w(1)) {
        ("split", Some("second")) => Some(Keyword::SplitSecond),
        ("first", Some("strike")) => Some(Keyword::FirstStrike),
        ("double", Some("strike")) => Some(Keyword::DoubleStrike),
        _ => None,
    };
    if let Some(k) = two {
        return Some((k, 2));
    }
    if let Some(land) = first.strip_suffix("walk").and_then(land_type) {
        return Some((Keyword::Landwalk(land), 1));
    }
    // A mana cost is one token a symbol: "{2}{B}{B}" is three.
    let cost = |i: usize| {
        let from = &toks[i.min(toks.len())..];
        let n = from.iter().take_while(|t| t.text.starts_with('{')).count();
        let c: String = from[..n].iter().map(|t| t.text.as_str()).collect();
        (n > 0).then_some((c, i + n))
    };
    match first {
        "ward" => cost(1).map(|(c, n)| (Keyword::Ward(c), n)),
        "equip" => cost(1).map(|(c, n)| (Keyword::Equip(c), n)),
        "morph" => cost(1).map(|(c, n)| (Keyword::Morph(c), n)),
        // "Suspend 4—{1}{U}", "Suspend X—{X}{3}{U}": a number of time counters, a dash, a cost
        // (702.62a).
        "suspend" if w(2) == Some("—") => {
            let n = toks.get(1)?;
            let number = n.is("x") || n.text.bytes().all(|b| b.is_ascii_digit());
            let (c, used) = cost(3).filter(|_| number)?;
            Some((Keyword::Suspend(format!("{}—{c}", n.text)), used))
        }
        "enchant" => {
            let what = match w(1)? {
                "creature" => EnchantWhat::Creature,
                "player" => EnchantWhat::Player,
                "artifact" => EnchantWhat::Artifact,
                "land" => EnchantWhat::Land,
                "permanent" => EnchantWhat::Permanent,
                _ => return None,
            };
            Some((Keyword::Enchant(what), 2))
        }
        // "protection from the chosen color" (a static ability, or a spell that had its
        // controller choose one: Brave the Elements), "… the color of your choice".
        "protection"
            if w(1) == Some("from")
                && (toks.len() >= 5
                    && [w(2), w(3), w(4)] == [Some("the"), Some("chosen"), Some("color")]) =>
        {
            Some((
                Keyword::Protection(Quality::Color(ColorSpec::ChosenColor)),
                5,
            ))
        }
        "protection"
            if w(1) == Some("from")
                && [w(2), w(3), w(4), w(5), w(6)]
                    == [
                        Some("the"),
                        Some("color"),
                        Some("of"),
                        Some("your"),
                        Some("choice"),
                    ] =>
        {
            Some((
                Keyword::Protection(Quality::Color(ColorSpec::ChosenColor)),
                7,
            ))
        }
        "protection" if w(1) == Some("from") => {
            let quality = quality(w(2)?)?;
            Some((Keyword::Protection(quality), 3))
        }
        _ => named(toks),
    }
}

/// What protection is from: a color, "everything", a card type in the plural.
fn quality(q: &str) -> Option<Quality> {
    if let Some(c) = color(q) {
        Some(Quality::Color(color_spec(c)))
    } else if q == "everything" {
        Some(Quality::Everything)
    } else if let Some((t, true)) = card_type(q) {
        Some(Quality::CardType(t))
    } else {
        None
    }
}

/// The name of each keyword of 702 known by name, as tokens, longest first.
fn named_table() -> &'static [(&'static KeywordName, Vec<String>)] {
    static TABLE: OnceLock<Vec<(&'static KeywordName, Vec<String>)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t: Vec<_> = KEYWORDS
            .iter()
            .filter(|k| !matches!(k.param, Param::Variant | Param::Prefix))
            .map(|k| (k, tokens(k.name).into_iter().map(|t| t.lower).collect()))
            .collect();
        t.sort_by_key(|(_, words): &(_, Vec<String>)| std::cmp::Reverse(words.len()));
        t
    })
}

/// A keyword of 702 the engine knows by name, with what follows it: a number, mana symbols, a
/// dash and words, or words to the end ("affinity for artifacts"); also "Snake offering" and
/// typecycling ("mountaincycling {2}", "basic landcycling {1}{R}").
fn named(toks: &[Tok]) -> Option<(Keyword, usize)> {
    let lower = |i: usize| toks.get(i).map(|t| t.lower.as_str());
    let (head, at) = if lower(1) == Some("offering") {
        (format!("{} offering", toks[0].text), 2)
    } else if let Some(n) = typecycling(toks) {
        (joined(&toks[..n]), n)
    } else {
        let (k, words) = named_table()
            .iter()
            .find(|(_, words)| words.iter().enumerate().all(|(i, w)| lower(i) == Some(w)))?;
        let at = words.len();
        let param = match k.param {
            Param::Number | Param::MaybeNumber => toks
                .get(at)
                .filter(|t| t.is("x") || t.text.chars().all(|c| c.is_ascii_digit()))
                .map_or(0, |_| 1),
            Param::Cost if lower(at) == Some("—") => toks.len() - at,
            Param::Cost => toks[at..]
                .iter()
                .take_while(|t| t.text.starts_with('{'))
                .count(),
            Param::Rest | Param::MaybeRest => toks.len() - at,
            _ => 0,
        };
        let printed = format!("{} {}", k.name, joined(&toks[at..at + param]));
        let printed = printed.trim_end().replace(" —", "—");
        return keyword_names::canonical(&printed).map(|c| (Keyword::Named(c), at + param));
    };
    let cost = toks[at..]
        .iter()
        .take_while(|t| t.text.starts_with('{'))
        .count();
    let printed = format!("{head} {}", joined(&toks[at..at + cost]));
    keyword_names::canonical(printed.trim_end()).map(|c| (Keyword::Named(c), at + cost))
}

/// "Mountaincycling", "Basic landcycling": how many tokens name a typecycling.
fn typecycling(toks: &[Tok]) -> Option<usize> {
    let ends = |i: usize| {
        toks.get(i)
            .is_some_and(|t| t.lower.len() > "cycling".len() && t.lower.ends_with("cycling"))
    };
    if ends(0) {
        Some(1)
    } else if toks.first().is_some_and(|t| t.is("basic")) && ends(1) {
        Some(2)
    } else {
        None
    }
}

/// A quoted activated ability ("{B}: Regenerate this permanent") or triggered ability ("When
/// this creature becomes the target of a spell or ability, sacrifice it"): its words as printed,
/// with a period; `None` for anything else. The object that has it is "this permanent".
pub(super) fn quoted_ability(inner: &[Tok]) -> Option<String> {
    let first = inner.first()?;
    let trigger = ["when", "whenever", "at"].contains(&first.lower.as_str())
        && inner.iter().any(|t| t.is(","));
    let colon = inner.iter().position(|t| t.is(":"));
    let activated = colon.is_some_and(|k| {
        k > 0
            && k + 1 < inner.len()
            && inner[..k].iter().all(|t| {
                t.text.starts_with('{') || t.is(",") || t.text.chars().all(char::is_alphanumeric)
            })
    });
    if !trigger && !activated {
        return None;
    }
    let own: Vec<Tok> = inner
        .iter()
        .map(|t| match t.text.as_str() {
            "~" | "~'s" => Tok {
                text: t.text.replace('~', "this permanent"),
                lower: t.lower.replace('~', "this permanent"),
            },
            _ => t.clone(),
        })
        .collect();
    let mut words = joined(&own);
    if !words.ends_with('.') {
        words.push('.');
    }
    Some(words)
}

/// Tokens written back as printed: mana symbols together, a comma or a period against the word
/// before it, words after a dash against it.
fn joined(toks: &[Tok]) -> String {
    let mut out = String::new();
    let mut prev = "";
    for t in toks {
        let tight = t.text.starts_with('{') && prev.ends_with('}')
            || matches!(t.text.as_str(), "," | "." | "!" | ":" | ";")
            || prev == "—";
        if !out.is_empty() && !tight {
            out.push(' ');
        }
        out.push_str(&t.text);
        prev = &t.text;
    }
    out
}

/// A keyword line whose last item is a protection from a quality the engine doesn't name
/// ("Flying, first strike, lifelink, protection from Demons and from Dragons"): the keywords
/// before it, each an ability of its own (702.1), and the words of that protection.
pub(super) fn keywords_then_protection(toks: &[Tok]) -> Option<(Vec<Keyword>, &[Tok])> {
    let at = toks
        .windows(3)
        .rposition(|w| w[0].is(",") && w[1].is("protection") && w[2].is("from"))?;
    let kws = keyword_list(&toks[..at])?;
    let rest = &toks[at + 1..];
    keyword_list(rest).is_none().then_some((kws, rest))
}

/// A list of keywords ("flying and islandwalk", "flying, first strike"), read whole: `None`
/// if any item is not a keyword the engine knows.
pub(super) fn keyword_list(toks: &[Tok]) -> Option<Vec<Keyword>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        // "protection from black and from red": a second protection ability (702.16).
        if matches!(out.last(), Some(Keyword::Protection(_)))
            && toks[i].is("from")
            && let Some(q) = toks.get(i + 1).and_then(|t| quality(&t.lower))
        {
            out.push(Keyword::Protection(q));
            i += 2;
        } else {
            let (k, n) = keyword(&toks[i..])?;
            out.push(k);
            i += n;
        }
        while toks.get(i).is_some_and(|t| t.is(",") || t.is("and")) {
            i += 1;
        }
    }
    (!out.is_empty()).then_some(out)
}

/// `+1/+1`, `-2/-0`: a P/T change.
pub(super) fn pt_change(w: &str) -> Option<(i32, i32)> {
    let (p, t) = w.split_once('/')?;
    let num = |s: &str| -> Option<i32> {
        let (sign, digits) = match s.as_bytes().first()? {
            b'+' => (1, &s[1..]),
            b'-' => (-1, &s[1..]),
            _ => return None,
        };
        if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<i32>().ok().map(|n| sign * n)
    };
    Some((num(p)?, num(t)?))
}

/// `1/1`, `0/4`: a P/T value.
pub(super) fn pt_value(w: &str) -> Option<(i32, i32)> {
    let (p, t) = w.split_once('/')?;
    let num = |s: &str| -> Option<i32> {
        if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    Some((num(p)?, num(t)?))
}

/// "{T}: Add {G}.", "{T}: Add {C}.", "{T}: Add one mana of any color."
pub(super) fn mana_ability(toks: &[Tok]) -> Option<Mana> {
    let [t, colon, add, rest @ ..] = toks else {
        return None;
    };
    if !(t.is("{t}") && colon.is(":") && add.is("add")) {
        return None;
    }
    let words: Vec<&str> = rest.iter().map(|t| t.lower.as_str()).collect();
    match words.as_slice() {
        ["{c}"] => Some(Mana::Colorless),
        ["one", "mana", "of", "any", "color"] => Some(Mana::AnyColor),
        [sym] => {
            let c = match *sym {
                "{w}" => Color::White,
                "{u}" => Color::Blue,
                "{b}" => Color::Black,
                "{r}" => Color::Red,
                "{g}" => Color::Green,
                _ => return None,
            };
            Some(Mana::Color(c))
        }
        _ => None,
    }
}

/// "one" to "ten", or digits.
pub(super) fn count_word(w: &str) -> Option<u32> {
    const WORDS: [&str; 10] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .iter()
        .position(|x| *x == w)
        .map(|i| i as u32 + 1)
        .or_else(|| w.parse().ok().filter(|n| *n <= 1000))
}

/// A capitalised word that can be a subtype: letters only (a hyphen inside), two or more, and
/// not a word that starts a sentence.
pub(super) fn subtype_word(t: &Tok) -> bool {
    const NOT: &[&str] = &[
        "it",
        "they",
        "that",
        "this",
        "those",
        "these",
        "each",
        "all",
        "target",
        "you",
        "your",
        "if",
        "as",
        "when",
        "whenever",
        "at",
        "until",
        "the",
        "a",
        "an",
        "players",
        "creatures",
    ];
    t.capitalised()
        && t.text.chars().count() >= 2
        && t.text.chars().all(|c| c.is_alphabetic() || c == '-')
        && !NOT.contains(&t.lower.as_str())
}
