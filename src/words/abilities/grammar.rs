//! The grammar values passed between the messages of abilities.ftl (number, gender, first
//! sound, noun phrases), the small helpers every part of the renderer shares, and the renderer
//! itself with its list and sentence makers.

use crate::i18n::{self, Arg, Lang};
use crate::rules::card::{Expr, TargetSpec};
use crate::rules::types::{CardType, Color, Supertype};

use super::context::RenderCtx;

// ------------------------------------------------------------------------------------------
// Grammar values passed between messages

/// Grammatical number of a subject; `You` is the player addressed ("you have").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Num {
    Sg,
    Pl,
    You,
}

impl Num {
    /// For verbs and possessives.
    pub(super) fn verb(self) -> &'static str {
        match self {
            Num::Sg => "sg",
            Num::Pl => "pl",
            Num::You => "you",
        }
    }
    /// For nouns and adjectives.
    pub(super) fn noun(self) -> &'static str {
        match self {
            Num::Sg => "sg",
            _ => "pl",
        }
    }
    pub(super) fn noun_num(self) -> Num {
        match self {
            Num::Sg => Num::Sg,
            _ => Num::Pl,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Static,
    OneShot,
}

impl Mode {
    pub(super) fn key(self) -> &'static str {
        match self {
            Mode::Static => "static",
            Mode::OneShot => "oneshot",
        }
    }
}

/// Gender and first sound of a word, read from a `*-gram` message ("f v", "m c", "v").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Gram {
    pub(super) fem: bool,
    pub(super) vowel: bool,
}

impl Gram {
    pub(super) fn parse(s: &str) -> Gram {
        let mut g = Gram::default();
        for w in s.split_whitespace() {
            match w {
                "f" => g.fem = true,
                "v" => g.vowel = true,
                _ => {}
            }
        }
        g
    }
    pub(super) fn gender(self) -> &'static str {
        if self.fem { "f" } else { "m" }
    }
    pub(super) fn vowel(self) -> &'static str {
        if self.vowel { "v" } else { "c" }
    }
    pub(super) fn code(self) -> String {
        format!("{} {}", self.gender(), self.vowel())
    }
}

/// A noun phrase: its words without determiner, the determiner to use, and its grammar.
#[derive(Clone, Debug)]
pub(super) struct Np {
    pub(super) core: String,
    pub(super) det: &'static str,
    pub(super) num: Num,
    pub(super) gram: Gram,
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct FilterOpts {
    /// Cards outside the battlefield ("creature cards"), whatever the filter's zone.
    pub(super) cards: bool,
    /// Don't say where the objects are.
    pub(super) no_zone: bool,
    /// Don't say "you control" (the sentence already does).
    pub(super) drop_you: bool,
    /// Say "on the battlefield" of permanents whoever controls them (what a number counts:
    /// "each other Elf on the battlefield").
    pub(super) on_battlefield: bool,
    /// The grammar of the object the effect applies to, which "other" and "with it" name
    /// (`None`: the object with the ability).
    pub(super) it: Option<Gram>,
}

/// A piece of a spell's or ability's instructions.
pub(super) enum Piece {
    /// Built here: lower case, no final period.
    Clause(String),
    /// Words from the data: a full sentence.
    Text(String),
}

/// What an effect makes an object: "a 1/1 green Saproling creature".
#[derive(Default)]
pub(super) struct NounSpec {
    pub(super) types: Vec<CardType>,
    pub(super) subs: Vec<String>,
    pub(super) additive: bool,
}

/// A P/T value simple enough to print as "3/3".
#[derive(Clone)]
pub(super) struct PtText {
    pub(super) text: String,
    pub(super) power: Arg,
}

pub(super) fn a(k: &'static str, v: impl Into<Arg>) -> (&'static str, Arg) {
    (k, v.into())
}

/// Drops the blanks that empty parts leave: repeated, leading and trailing spaces, and spaces
/// before `,`, `.` and a no-break space (no-break spaces themselves are kept).
pub(super) fn tidy(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == ' ' && (out.is_empty() || out.ends_with([' ', '\u{a0}'])) {
            continue;
        }
        if matches!(c, ',' | '.' | '\u{a0}') && out.ends_with(' ') {
            out.pop();
        }
        out.push(c);
    }
    while out.ends_with(' ') {
        out.pop();
    }
    out
}

pub(super) fn ucfirst(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Lower-cases the first letter of a sentence from the data ("Draw a card." after a trigger),
/// unless it looks like a name (two capitals).
pub(super) fn lcfirst(s: &str) -> String {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), Some(d)) if c.is_uppercase() && !d.is_uppercase() => {
            c.to_lowercase().chain(s.chars().skip(1)).collect()
        }
        _ => s.to_string(),
    }
}

pub(super) fn color_id(c: Color) -> &'static str {
    match c {
        Color::White => "color-white",
        Color::Blue => "color-blue",
        Color::Black => "color-black",
        Color::Red => "color-red",
        Color::Green => "color-green",
    }
}

pub(super) fn type_id(t: CardType) -> &'static str {
    match t {
        CardType::Artifact => "type-artifact",
        CardType::Battle => "type-battle",
        CardType::Creature => "type-creature",
        CardType::Enchantment => "type-enchantment",
        CardType::Instant => "type-instant",
        CardType::Kindred => "type-kindred",
        CardType::Land => "type-land",
        CardType::Planeswalker => "type-planeswalker",
        CardType::Sorcery => "type-sorcery",
    }
}

pub(super) fn type_key(t: CardType) -> &'static str {
    type_id(t).trim_start_matches("type-")
}

/// English type-line order: "Kindred Enchantment", "Artifact Creature", "Artifact Land".
pub(super) fn type_rank(t: CardType) -> u8 {
    match t {
        CardType::Kindred => 0,
        CardType::Enchantment => 1,
        CardType::Artifact => 2,
        CardType::Land => 3,
        CardType::Creature => 4,
        CardType::Planeswalker => 5,
        CardType::Battle => 6,
        CardType::Instant => 7,
        CardType::Sorcery => 8,
    }
}

pub(super) fn supertype_id(t: Supertype) -> &'static str {
    match t {
        Supertype::Basic => "supertype-basic",
        Supertype::Legendary => "supertype-legendary",
        Supertype::Snow => "supertype-snow",
        Supertype::World => "supertype-world",
    }
}

pub(super) fn subtype_id(s: &str) -> String {
    let key: String = s
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("subtype-{key}")
}

pub(super) fn signed(x: i32, other: i32) -> String {
    if x > 0 || (x == 0 && other >= 0) {
        format!("+{x}")
    } else if x == 0 {
        "-0".to_string()
    } else {
        x.to_string()
    }
}

pub(super) fn simple_pt(e: &Expr) -> Option<(String, Arg)> {
    match e {
        Expr::N(n) => Some((n.to_string(), Arg::Num(*n as i64))),
        Expr::X => Some(("X".to_string(), Arg::from("X"))),
        _ => None,
    }
}

pub(super) fn pt_text(p: &Expr, t: &Expr) -> Option<PtText> {
    let (ps, parg) = simple_pt(p)?;
    let (ts, _) = simple_pt(t)?;
    Some(PtText {
        text: format!("{ps}/{ts}"),
        power: parg,
    })
}

/// Whether a text already ends its sentence: a final period, or a quoted sentence
/// (`"{T}: Add {G}."`); a quoted word (`"white"`) does not.
pub(super) fn ends_sentence(s: &str) -> bool {
    let mut rev = s.chars().rev();
    match rev.next() {
        Some('.' | '!' | '?') => true,
        Some('"' | '»') => rev
            .find(|c| !c.is_whitespace())
            .is_some_and(|c| matches!(c, '.' | '!' | '?')),
        _ => false,
    }
}

// ------------------------------------------------------------------------------------------
// The renderer

pub(super) struct R<'a> {
    pub(super) lang: Lang,
    pub(super) ctx: RenderCtx<'a>,
    pub(super) targets: &'a [TargetSpec],
    /// The static ability's condition names the top card of your graveyard ("that card").
    pub(super) top_card_named: bool,
    /// The place of the ability being written in its card's rules text, when known.
    pub(super) own: Option<usize>,
}

impl<'a> R<'a> {
    pub(super) fn new(lang: Lang, ctx: RenderCtx<'a>, targets: &'a [TargetSpec]) -> R<'a> {
        R {
            lang,
            ctx,
            targets,
            top_card_named: false,
            own: None,
        }
    }

    pub(super) fn with_targets<'b>(&self, targets: &'b [TargetSpec]) -> R<'b>
    where
        'a: 'b,
    {
        R {
            lang: self.lang,
            ctx: self.ctx,
            targets,
            top_card_named: false,
            own: self.own,
        }
    }

    pub(super) fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        tidy(&i18n::tr(self.lang, id, args))
    }

    pub(super) fn has(&self, id: &str) -> bool {
        i18n::embedded().has(self.lang, id)
    }

    pub(super) fn gram(&self, id: &str) -> Gram {
        Gram::parse(&i18n::tr(self.lang, &format!("{id}-gram"), &[]))
    }

    // ---- lists

    pub(super) fn list(&self, items: &[String], kind: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [x, y] => self.t(&format!("ab-list-{kind}-2"), &[a("a", x), a("b", y)]),
            [init @ .., last] => {
                let mut acc = init[0].clone();
                for s in &init[1..] {
                    acc = self.t("ab-list-comma", &[a("a", acc), a("b", s)]);
                }
                self.t(
                    &format!("ab-list-{kind}-n"),
                    &[a("init", acc), a("last", last)],
                )
            }
        }
    }

    pub(super) fn and(&self, items: &[String]) -> String {
        self.list(items, "and")
    }

    pub(super) fn or(&self, items: &[String]) -> String {
        self.list(items, "or")
    }

    pub(super) fn join_adj(&self, items: &[String]) -> String {
        let mut it = items.iter().filter(|s| !s.is_empty());
        let Some(first) = it.next() else {
            return String::new();
        };
        it.fold(first.clone(), |acc, s| {
            self.t("ab-adj-join", &[a("a", acc), a("b", s)])
        })
    }

    pub(super) fn join_comma(&self, items: &[String]) -> String {
        let mut it = items.iter();
        let Some(first) = it.next() else {
            return String::new();
        };
        it.fold(first.clone(), |acc, s| {
            self.t("ab-list-comma", &[a("a", acc), a("b", s)])
        })
    }

    pub(super) fn sentence(&self, clause: &str) -> String {
        let end = if ends_sentence(clause) { "yes" } else { "no" };
        ucfirst(&self.t("ab-sentence", &[a("text", clause), a("end", end)]))
    }

    pub(super) fn count_word(&self, n: impl Into<i64>, gram: Gram) -> String {
        let n: i64 = n.into();
        self.t(
            "ab-count",
            &[
                a("n", n),
                a("nn", n.to_string()),
                a("gender", gram.gender()),
            ],
        )
    }
}

/// The 1-based number of the `n`th item, as a number and as text. `n` comes from a file and may
/// be any index: it saturates rather than overflow.
pub(super) fn one_based(n: usize) -> (i64, String) {
    let k = n.saturating_add(1);
    (i64::try_from(k).unwrap_or(i64::MAX), k.to_string())
}
