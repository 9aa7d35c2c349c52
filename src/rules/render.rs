//! Rules text from ability data, in English and French.
//!
//! Nothing here knows a card: sentences are built from the data (the subject from an
//! [`Affected`] or a [`Filter`], the predicates from the [`Part`]s, joined with "and"), so
//! whatever a text-changing effect rewrites in the data (a color word, a land type) shows in
//! the text. Every word comes from `locales/{en,fr}/abilities.ftl`; the Fluent messages also
//! hold the sentence structure (word order, agreement, elision). Rust only picks messages,
//! passes grammatical facts (number, gender, first sound) between them, drops the blanks left
//! by empty parts and capitalises the first letter of each sentence.

use crate::i18n::{self, Arg, Lang};

use super::card::{
    Ability, Activated, Affected, AsEnters, CardDef, Condition, Copiable, CopySpec, Duration,
    EnchantWhat, Expr, Filter, Keyword, Mana, OneShot, Part, RuleChange, Static, TargetSpec,
    Trigger, Triggered, Who, Word, ZoneSel,
};
use super::types::{BasicLandType, CardType, Color, ColorSpec, ManaCost, Supertype};

/// How an object refers to itself in its own rules text ("this creature", "cette créature").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SelfKind {
    #[default]
    Creature,
    Land,
    Artifact,
    Enchantment,
    Permanent,
    Spell,
}

impl SelfKind {
    /// The kind an object with these card types uses: creature first, then land, artifact,
    /// enchantment; instants and sorceries are spells; anything else is a permanent.
    pub fn of_types(types: &[CardType]) -> SelfKind {
        let has = |t| types.contains(&t);
        if has(CardType::Creature) {
            SelfKind::Creature
        } else if has(CardType::Land) {
            SelfKind::Land
        } else if has(CardType::Artifact) {
            SelfKind::Artifact
        } else if has(CardType::Enchantment) {
            SelfKind::Enchantment
        } else if has(CardType::Instant) || has(CardType::Sorcery) {
            SelfKind::Spell
        } else {
            SelfKind::Permanent
        }
    }
}

/// What the text of one object needs to know about that object.
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderCtx<'a> {
    /// How the object refers to itself: its kind, to say "this creature" / "cette créature".
    pub self_kind: SelfKind,
    /// The values chosen as it entered (color, creature type, mode), used for "$chosen" and
    /// ChosenColor.
    pub choices: &'a [String],
}

impl<'a> RenderCtx<'a> {
    pub fn new(self_kind: SelfKind, choices: &'a [String]) -> RenderCtx<'a> {
        RenderCtx { self_kind, choices }
    }
}

// ------------------------------------------------------------------------------------------
// Public API

/// One ability as full sentence(s). Keyword abilities are their name alone ("Flying").
pub fn ability_text(a: &Ability, lang: Lang, ctx: &RenderCtx) -> String {
    R::new(lang, *ctx, &[]).ability(a)
}

/// A short phrase for one part of an effect: "+1/+1", "becomes a Mountain", "base P/T 1/1".
pub fn part_text(p: &Part, lang: Lang, ctx: &RenderCtx) -> String {
    R::new(lang, *ctx, &[]).part_phrase(p)
}

/// The objects or players an effect applies to: "white creatures you control", "enchanted
/// creature", "you".
pub fn affected_text(a: &Affected, lang: Lang, ctx: &RenderCtx) -> String {
    let r = R::new(lang, *ctx, &[]);
    let np = match a {
        Affected::All(f) => r.filter_np(f, Num::Pl, FilterOpts::default()).0,
        Affected::Game => r.fixed_np("ab-np-game", Num::Sg),
        other => r.subject_np(other, &[]),
    };
    r.nom(&np)
}

/// The objects a filter matches, in the plural: "nonbasic lands", "other Merfolk".
pub fn filter_text(f: &Filter, lang: Lang, ctx: &RenderCtx) -> String {
    let r = R::new(lang, *ctx, &[]);
    let np = r.filter_np(f, Num::Pl, FilterOpts::default()).0;
    r.nom(&np)
}

/// One instruction of a resolving spell or ability, as sentence(s). Its targets are unknown
/// here ("the target"); [`effects_text`] names them.
pub fn oneshot_text(o: &OneShot, lang: Lang, ctx: &RenderCtx) -> String {
    let r = R::new(lang, *ctx, &[]);
    r.pieces_text(&r.oneshot_pieces(o))
}

/// The instructions of a spell or ability with the targets it asks for ("target creature").
pub fn effects_text(
    effects: &[OneShot],
    targets: &[TargetSpec],
    lang: Lang,
    ctx: &RenderCtx,
) -> String {
    let r = R::new(lang, *ctx, targets);
    let pieces: Vec<Piece> = effects.iter().flat_map(|o| r.oneshot_pieces(o)).collect();
    r.pieces_text(&pieces)
}

/// The rules text of a card, one line per ability, then what the spell does.
pub fn card_text(card: &CardDef, lang: Lang, choices: &[String]) -> Vec<String> {
    let ctx = RenderCtx::new(SelfKind::of_types(&card.types), choices);
    let mut lines: Vec<String> = card
        .abilities
        .iter()
        .map(|a| ability_text(a, lang, &ctx))
        .collect();
    if !card.spell.is_empty() {
        lines.push(effects_text(&card.spell, &card.targets, lang, &ctx));
    }
    lines
}

/// A keyword ability's name: "Flying"/"Vol", "Islandwalk"/"Traversée des îles".
pub fn keyword_name(k: &Keyword, lang: Lang) -> String {
    R::new(lang, RenderCtx::default(), &[]).keyword(k, "name")
}

/// A color's name: "White" (capitalised in English), "blanc" (lower case in French).
pub fn color_name(c: Color, lang: Lang) -> String {
    R::new(lang, RenderCtx::default(), &[]).t(
        color_id(c),
        &[a("case", "title"), a("number", "sg"), a("gender", "m")],
    )
}

/// A card type's name: "Creature" / "créature".
pub fn type_name(t: CardType, lang: Lang) -> String {
    R::new(lang, RenderCtx::default(), &[]).type_word(t, "title", Num::Sg)
}

/// A supertype's name: "Legendary" / "légendaire".
pub fn supertype_name(t: Supertype, lang: Lang) -> String {
    R::new(lang, RenderCtx::default(), &[]).t(
        supertype_id(t),
        &[a("case", "title"), a("number", "sg"), a("gender", "m")],
    )
}

/// A subtype's name: "Mountain"/"montagne", "Merfolk"/"ondin". An unknown subtype is
/// written as given.
pub fn subtype_name(s: &str, lang: Lang) -> String {
    R::new(lang, RenderCtx::default(), &[]).subtype_word(s, "title", Num::Sg)
}

/// A type line: "Legendary Land — Mountain" / "Terrain légendaire : montagne".
pub fn type_line(
    supertypes: &[Supertype],
    types: &[CardType],
    subtypes: &[impl AsRef<str>],
    lang: Lang,
) -> String {
    let r = R::new(lang, RenderCtx::default(), &[]);
    let (types_text, gram) = r.types_compound(types, "title", Num::Sg);
    let mut supers: Vec<Supertype> = supertypes.to_vec();
    supers.sort();
    supers.dedup();
    let supers: Vec<String> = supers
        .iter()
        .map(|&s| {
            r.t(
                supertype_id(s),
                &[
                    a("case", "title"),
                    a("number", "sg"),
                    a("gender", gram.gender()),
                ],
            )
        })
        .collect();
    let supers = r.join_adj(&supers);
    let subs: Vec<String> = subtypes
        .iter()
        .map(|s| match r.resolve_subtype(s.as_ref()) {
            Some(s) => r.subtype_word(&s, "title", Num::Sg),
            None => r.t("ab-chosen-type-name", &[]),
        })
        .collect();
    let line = if subs.is_empty() {
        r.t(
            "ab-typeline",
            &[a("supertypes", supers), a("types", types_text)],
        )
    } else {
        let n = subs.len();
        let mut init = subs[0].clone();
        for s in &subs[1..n.saturating_sub(1).max(1)] {
            init = r.t("ab-typeline-sub-sep", &[a("a", init), a("b", s)]);
        }
        let subtypes = if n >= 2 {
            r.t("ab-typeline-sub-2", &[a("a", init), a("b", &subs[n - 1])])
        } else {
            init
        };
        r.t(
            "ab-typeline-sub",
            &[
                a("supertypes", supers),
                a("types", types_text),
                a("subtypes", subtypes),
            ],
        )
    };
    ucfirst(&line)
}

// ------------------------------------------------------------------------------------------
// Grammar values passed between messages

/// Grammatical number of a subject; `You` is the player addressed ("you have").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Num {
    Sg,
    Pl,
    You,
}

impl Num {
    /// For verbs and possessives.
    fn verb(self) -> &'static str {
        match self {
            Num::Sg => "sg",
            Num::Pl => "pl",
            Num::You => "you",
        }
    }
    /// For nouns and adjectives.
    fn noun(self) -> &'static str {
        match self {
            Num::Sg => "sg",
            _ => "pl",
        }
    }
    fn noun_num(self) -> Num {
        match self {
            Num::Sg => Num::Sg,
            _ => Num::Pl,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Static,
    OneShot,
}

impl Mode {
    fn key(self) -> &'static str {
        match self {
            Mode::Static => "static",
            Mode::OneShot => "oneshot",
        }
    }
}

/// Gender and first sound of a word, read from a `*-gram` message ("f v", "m c", "v").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Gram {
    fem: bool,
    vowel: bool,
}

impl Gram {
    fn parse(s: &str) -> Gram {
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
    fn gender(self) -> &'static str {
        if self.fem { "f" } else { "m" }
    }
    fn vowel(self) -> &'static str {
        if self.vowel { "v" } else { "c" }
    }
    fn code(self) -> String {
        format!("{} {}", self.gender(), self.vowel())
    }
}

/// A noun phrase: its words without determiner, the determiner to use, and its grammar.
#[derive(Clone, Debug)]
struct Np {
    core: String,
    det: &'static str,
    num: Num,
    gram: Gram,
}

#[derive(Clone, Copy, Debug, Default)]
struct FilterOpts {
    /// Cards outside the battlefield ("creature cards"), whatever the filter's zone.
    cards: bool,
    /// Don't say where the objects are.
    no_zone: bool,
    /// Don't say "you control" (the sentence already does).
    drop_you: bool,
}

/// A piece of a spell's or ability's instructions.
enum Piece {
    /// Built here: lower case, no final period.
    Clause(String),
    /// Words from the data: a full sentence.
    Text(String),
}

/// What an effect makes an object: "a 1/1 green Saproling creature".
#[derive(Default)]
struct NounSpec {
    types: Vec<CardType>,
    subs: Vec<String>,
    additive: bool,
}

/// A P/T value simple enough to print as "3/3".
#[derive(Clone)]
struct PtText {
    text: String,
    power: Arg,
}

fn a(k: &'static str, v: impl Into<Arg>) -> (&'static str, Arg) {
    (k, v.into())
}

/// Drops the blanks that empty parts leave: repeated, leading and trailing spaces, and spaces
/// before `,`, `.` and a no-break space (no-break spaces themselves are kept).
fn tidy(s: &str) -> String {
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

fn ucfirst(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Lower-cases the first letter of a sentence from the data ("Draw a card." after a trigger),
/// unless it looks like a name (two capitals).
fn lcfirst(s: &str) -> String {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), Some(d)) if c.is_uppercase() && !d.is_uppercase() => {
            c.to_lowercase().chain(s.chars().skip(1)).collect()
        }
        _ => s.to_string(),
    }
}

fn color_id(c: Color) -> &'static str {
    match c {
        Color::White => "color-white",
        Color::Blue => "color-blue",
        Color::Black => "color-black",
        Color::Red => "color-red",
        Color::Green => "color-green",
    }
}

fn type_id(t: CardType) -> &'static str {
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

fn type_key(t: CardType) -> &'static str {
    type_id(t).trim_start_matches("type-")
}

/// English type-line order: "Kindred Enchantment", "Artifact Creature", "Artifact Land".
fn type_rank(t: CardType) -> u8 {
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

fn supertype_id(t: Supertype) -> &'static str {
    match t {
        Supertype::Basic => "supertype-basic",
        Supertype::Legendary => "supertype-legendary",
        Supertype::Snow => "supertype-snow",
        Supertype::World => "supertype-world",
    }
}

fn subtype_id(s: &str) -> String {
    let key: String = s
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("subtype-{key}")
}

fn signed(x: i32, other: i32) -> String {
    if x > 0 || (x == 0 && other >= 0) {
        format!("+{x}")
    } else if x == 0 {
        "-0".to_string()
    } else {
        x.to_string()
    }
}

fn simple_pt(e: &Expr) -> Option<(String, Arg)> {
    match e {
        Expr::N(n) => Some((n.to_string(), Arg::Num(*n as i64))),
        Expr::X => Some(("X".to_string(), Arg::from("X"))),
        _ => None,
    }
}

fn pt_text(p: &Expr, t: &Expr) -> Option<PtText> {
    let (ps, parg) = simple_pt(p)?;
    let (ts, _) = simple_pt(t)?;
    Some(PtText {
        text: format!("{ps}/{ts}"),
        power: parg,
    })
}

/// Whether a text already ends its sentence: a final period, or a quoted sentence
/// (`"{T}: Add {G}."`); a quoted word (`"white"`) does not.
fn ends_sentence(s: &str) -> bool {
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

struct R<'a> {
    lang: Lang,
    ctx: RenderCtx<'a>,
    targets: &'a [TargetSpec],
    /// The static ability's condition names the top card of your graveyard ("that card").
    top_card_named: bool,
}

impl<'a> R<'a> {
    fn new(lang: Lang, ctx: RenderCtx<'a>, targets: &'a [TargetSpec]) -> R<'a> {
        R {
            lang,
            ctx,
            targets,
            top_card_named: false,
        }
    }

    fn with_targets<'b>(&self, targets: &'b [TargetSpec]) -> R<'b>
    where
        'a: 'b,
    {
        R {
            lang: self.lang,
            ctx: self.ctx,
            targets,
            top_card_named: false,
        }
    }

    fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        tidy(&i18n::tr(self.lang, id, args))
    }

    fn has(&self, id: &str) -> bool {
        i18n::embedded().has(self.lang, id)
    }

    fn gram(&self, id: &str) -> Gram {
        Gram::parse(&i18n::tr(self.lang, &format!("{id}-gram"), &[]))
    }

    // ---- lists

    fn list(&self, items: &[String], kind: &str) -> String {
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

    fn and(&self, items: &[String]) -> String {
        self.list(items, "and")
    }

    fn or(&self, items: &[String]) -> String {
        self.list(items, "or")
    }

    fn join_adj(&self, items: &[String]) -> String {
        let mut it = items.iter().filter(|s| !s.is_empty());
        let Some(first) = it.next() else {
            return String::new();
        };
        it.fold(first.clone(), |acc, s| {
            self.t("ab-adj-join", &[a("a", acc), a("b", s)])
        })
    }

    fn join_comma(&self, items: &[String]) -> String {
        let mut it = items.iter();
        let Some(first) = it.next() else {
            return String::new();
        };
        it.fold(first.clone(), |acc, s| {
            self.t("ab-list-comma", &[a("a", acc), a("b", s)])
        })
    }

    fn sentence(&self, clause: &str) -> String {
        let end = if ends_sentence(clause) { "yes" } else { "no" };
        ucfirst(&self.t("ab-sentence", &[a("text", clause), a("end", end)]))
    }

    fn count_word(&self, n: u32, gram: Gram) -> String {
        self.t(
            "ab-count",
            &[
                a("n", n as i64),
                a("nn", n.to_string()),
                a("gender", gram.gender()),
            ],
        )
    }

    // ---- noun phrases

    fn np_args(&self, np: &Np) -> Vec<(&'static str, Arg)> {
        vec![
            a("det", np.det),
            a("np", np.core.clone()),
            a("gender", np.gram.gender()),
            a("vowel", np.gram.vowel()),
            a("number", np.num.noun()),
        ]
    }

    fn nom(&self, np: &Np) -> String {
        self.t("ab-det", &self.np_args(np))
    }

    fn of(&self, np: &Np) -> String {
        self.t("ab-det-of", &self.np_args(np))
    }

    fn fixed_np(&self, id: &str, num: Num) -> Np {
        Np {
            core: self.t(id, &[]),
            det: "none",
            num,
            gram: self.gram(id),
        }
    }

    fn self_np(&self) -> Np {
        let (id, gram_id) = match self.ctx.self_kind {
            SelfKind::Creature => (type_id(CardType::Creature), type_id(CardType::Creature)),
            SelfKind::Land => (type_id(CardType::Land), type_id(CardType::Land)),
            SelfKind::Artifact => (type_id(CardType::Artifact), type_id(CardType::Artifact)),
            SelfKind::Enchantment => (
                type_id(CardType::Enchantment),
                type_id(CardType::Enchantment),
            ),
            SelfKind::Permanent => ("ab-noun-permanent", "ab-noun-permanent"),
            SelfKind::Spell => ("ab-noun-spell", "ab-noun-spell"),
        };
        Np {
            core: self.t(id, &[a("case", "text"), a("number", "sg")]),
            det: "this",
            num: Num::Sg,
            gram: self.gram(gram_id),
        }
    }

    fn pronoun_of(&self, np: &Np) -> Np {
        let args = [a("number", np.num.verb()), a("gender", np.gram.gender())];
        let mut gram = Gram::parse(&i18n::tr(self.lang, "ab-pronoun-gram", &args));
        gram.fem = np.gram.fem;
        Np {
            core: self.t("ab-pronoun", &args),
            det: "none",
            num: np.num,
            gram,
        }
    }

    /// A noun used for a kind of object: type, "permanent", "player"...
    fn kind_noun(&self, id: &str, num: Num) -> (String, Gram) {
        (
            self.t(id, &[a("case", "text"), a("number", num.noun())]),
            self.gram(id),
        )
    }

    fn target_np(&self, n: usize) -> Np {
        let with = |noun_id: &str, msg: &str| {
            let (noun, gram) = self.kind_noun(noun_id, Num::Sg);
            Np {
                core: self.t(msg, &[a("noun", noun), a("gender", gram.gender())]),
                det: "def",
                num: Num::Sg,
                gram,
            }
        };
        match self.targets.get(n) {
            Some(TargetSpec::Creature) => with(type_id(CardType::Creature), "ab-np-target"),
            Some(TargetSpec::CreatureOpponentControls) => {
                with(type_id(CardType::Creature), "ab-np-target-opp")
            }
            Some(TargetSpec::Permanent) => with("ab-noun-permanent", "ab-np-target"),
            Some(TargetSpec::Land) => with(type_id(CardType::Land), "ab-np-target"),
            Some(TargetSpec::Player) => with("ab-noun-player", "ab-np-target"),
            Some(TargetSpec::DeadCreature) => self.fixed_np("ab-np-dead-creature", Num::Sg),
            None => Np {
                core: self.t(
                    "ab-np-target-generic",
                    &[a("n", one_based(n).0), a("nn", one_based(n).1)],
                ),
                det: "def",
                num: Num::Sg,
                gram: self.gram("ab-np-target-generic"),
            },
        }
    }

    fn who_np(&self, w: &Who) -> Np {
        match w {
            Who::Any => self.fixed_np("ab-np-each-player", Num::Sg),
            Who::You => Np {
                core: self.t("ab-np-you", &[]),
                det: "none",
                num: Num::You,
                gram: Gram::default(),
            },
            Who::Opponents => self.fixed_np("ab-np-opponents", Num::Pl),
            Who::EnchantedPlayer => {
                let (noun, gram) = self.kind_noun("ab-noun-player", Num::Sg);
                Np {
                    core: self.t(
                        "ab-np-attached",
                        &[
                            a("noun", noun),
                            a("how", "enchanted"),
                            a("gender", gram.gender()),
                        ],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram,
                }
            }
            Who::TargetPlayer(n) => match self.targets.get(*n) {
                None => {
                    let (noun, gram) = self.kind_noun("ab-noun-player", Num::Sg);
                    Np {
                        core: self.t(
                            "ab-np-target",
                            &[a("noun", noun), a("gender", gram.gender())],
                        ),
                        det: "def",
                        num: Num::Sg,
                        gram,
                    }
                }
                Some(_) => self.target_np(*n),
            },
            Who::ControllerOfTarget(n) => {
                let target = self.target_np(*n);
                Np {
                    core: self.t(
                        "ab-np-controller-of",
                        &[
                            a("target", self.nom(&target)),
                            a("targetof", self.of(&target)),
                        ],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram: self.gram("ab-np-controller-of"),
                }
            }
            Who::Player(n) => Np {
                core: self.t("ab-np-player-n", &[a("n", n.to_string())]),
                det: "def",
                num: Num::Sg,
                gram: self.gram("ab-np-player-n"),
            },
        }
    }

    /// The subject of an effect with these parts.
    fn subject_np(&self, aff: &Affected, parts: &[Part]) -> Np {
        match aff {
            Affected::This => self.self_np(),
            Affected::Attached => {
                let becomes_creature = parts.iter().any(|p| match p {
                    Part::AddTypes(ts) => ts.contains(&CardType::Creature),
                    _ => false,
                });
                let noun_id = if becomes_creature {
                    "ab-noun-permanent"
                } else {
                    type_id(CardType::Creature)
                };
                let how = if self.ctx.self_kind == SelfKind::Artifact {
                    "equipped"
                } else {
                    "enchanted"
                };
                let (noun, gram) = self.kind_noun(noun_id, Num::Sg);
                Np {
                    core: self.t(
                        "ab-np-attached",
                        &[a("noun", noun), a("how", how), a("gender", gram.gender())],
                    ),
                    det: "def",
                    num: Num::Sg,
                    gram,
                }
            }
            Affected::Target(n) => self.target_np(*n),
            Affected::All(f) => {
                let additive = parts.iter().any(|p| {
                    matches!(
                        p,
                        Part::AddTypes(_)
                            | Part::AddSubtypes(_)
                            | Part::AddLandType(_)
                            | Part::AddAllLandTypes
                            | Part::AddColors(_)
                    )
                });
                if additive && f.zone == ZoneSel::Battlefield {
                    let mut np = self.filter_np(f, Num::Sg, FilterOpts::default()).0;
                    np.det = "each";
                    np
                } else {
                    let (mut np, qualified) = self.filter_np(f, Num::Pl, FilterOpts::default());
                    np.det = if qualified { "bare" } else { "all" };
                    np
                }
            }
            Affected::Objects(ids) => {
                if ids.is_empty() {
                    self.fixed_np("ab-np-nothing", Num::Sg)
                } else {
                    Np {
                        core: self.and(ids),
                        det: "none",
                        num: if ids.len() == 1 { Num::Sg } else { Num::Pl },
                        gram: Gram::default(),
                    }
                }
            }
            Affected::Players(w) => self.who_np(w),
            Affected::Game => {
                let mut np = self.fixed_np("ab-np-players", Num::Pl);
                np.det = "bare";
                np
            }
        }
    }

    // ---- words

    fn type_word(&self, t: CardType, case: &str, num: Num) -> String {
        self.t(type_id(t), &[a("case", case), a("number", num.noun())])
    }

    /// Card types put together in type-line order: "artifact creature" / "créature-artefact".
    fn types_compound(&self, types: &[CardType], case: &str, num: Num) -> (String, Gram) {
        let mut ts = types.to_vec();
        ts.sort_by_key(|&t| type_rank(t));
        ts.dedup();
        let Some((&head, mods)) = ts.split_last() else {
            return (String::new(), Gram::default());
        };
        let mut text = self.type_word(head, case, num);
        let mut gram = self.gram(type_id(head));
        for &m in mods.iter().rev() {
            let mod_case = if case == "title" { "modtitle" } else { "mod" };
            let mod_text = self.type_word(m, mod_case, num);
            let mod_gram = self.gram(type_id(m));
            let code = self.t(
                "ab-type-compound-gram",
                &[a("headgram", gram.code()), a("modgram", mod_gram.code())],
            );
            text = self.t(
                "ab-type-compound",
                &[
                    a("head", text),
                    a("mod", mod_text),
                    a("modkey", type_key(m)),
                ],
            );
            gram = Gram::parse(&code);
        }
        (text, gram)
    }

    fn resolve_subtype(&self, s: &str) -> Option<String> {
        if s.trim() == "$chosen" {
            self.ctx
                .choices
                .first()
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
        } else {
            Some(s.to_string())
        }
    }

    fn subtype_word(&self, s: &str, case: &str, num: Num) -> String {
        let id = subtype_id(s);
        if self.has(&id) {
            self.t(&id, &[a("case", case), a("number", num.noun())])
        } else {
            self.t(
                "ab-subtype-unknown",
                &[a("word", s.trim()), a("case", case)],
            )
        }
    }

    fn subtype_gram(&self, s: &str) -> Gram {
        let id = subtype_id(s);
        if self.has(&id) {
            self.gram(&id)
        } else {
            self.gram("ab-subtype-unknown")
        }
    }

    /// Subtypes as nouns: "Forests and Saprolings" (plural), "Forest or Saproling" (singular).
    fn subtype_list(&self, subs: &[String], num: Num) -> (String, Gram) {
        let words: Vec<String> = subs
            .iter()
            .map(|s| self.subtype_word(s, "text", num))
            .collect();
        let grams: Vec<Gram> = subs.iter().map(|s| self.subtype_gram(s)).collect();
        let text = if num == Num::Sg {
            self.or(&words)
        } else {
            self.and(&words)
        };
        let gram = Gram {
            fem: !grams.is_empty() && grams.iter().all(|g| g.fem),
            vowel: grams.first().is_some_and(|g| g.vowel),
        };
        (text, gram)
    }

    fn choice_color(&self) -> Option<Color> {
        let s = self.ctx.choices.first()?.trim();
        Color::parse(s).or_else(|| {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Color::from_symbol(c),
                _ => None,
            }
        })
    }

    fn resolve_color(&self, c: ColorSpec) -> Option<Color> {
        c.fixed().or_else(|| self.choice_color())
    }

    fn color_adj(&self, c: Color, num: Num, gram: Gram) -> String {
        self.t(
            color_id(c),
            &[
                a("case", "text"),
                a("number", num.noun()),
                a("gender", gram.gender()),
            ],
        )
    }

    /// Colors as a predicate: "blue", "white and blue", "colorless", "the chosen color".
    fn colors_pred_words(&self, cs: &[ColorSpec], num: Num, gram: Gram) -> String {
        if cs.is_empty() {
            return self.t(
                "ab-colorless",
                &[a("number", num.noun()), a("gender", gram.gender())],
            );
        }
        let words: Vec<String> = cs
            .iter()
            .map(|&c| match self.resolve_color(c) {
                Some(col) => self.color_adj(col, num, gram),
                None => self.t("ab-chosen-color", &[]),
            })
            .collect();
        self.and(&words)
    }

    fn keyword(&self, k: &Keyword, form: &str) -> String {
        let f = a("form", form);
        match k {
            Keyword::Flying => self.t("kw-flying", &[f]),
            Keyword::Haste => self.t("kw-haste", &[f]),
            Keyword::Trample => self.t("kw-trample", &[f]),
            Keyword::Defender => self.t("kw-defender", &[f]),
            Keyword::Indestructible => self.t("kw-indestructible", &[f]),
            Keyword::Hexproof => self.t("kw-hexproof", &[f]),
            Keyword::Flash => self.t("kw-flash", &[f]),
            Keyword::SplitSecond => self.t("kw-split-second", &[f]),
            Keyword::Changeling => self.t("kw-changeling", &[f]),
            Keyword::Landwalk(l) => self.t("kw-landwalk", &[f, a("land", l.name().to_lowercase())]),
            Keyword::Morph(cost) => self.t("kw-morph", &[f, a("cost", cost.trim())]),
            Keyword::Suspend(cost) => self.t("kw-suspend", &[f, a("cost", cost.trim())]),
            Keyword::Enchant(w) => {
                let id = match w {
                    EnchantWhat::Creature => type_id(CardType::Creature),
                    EnchantWhat::Player => "ab-noun-player",
                    EnchantWhat::Artifact => type_id(CardType::Artifact),
                    EnchantWhat::Land => type_id(CardType::Land),
                    EnchantWhat::Permanent => "ab-noun-permanent",
                };
                let what = self.kind_noun(id, Num::Sg).0;
                self.t("kw-enchant", &[f, a("what", what)])
            }
        }
    }

    fn keywords_inline(&self, ks: &[Keyword]) -> String {
        let words: Vec<String> = ks.iter().map(|k| self.keyword(k, "inline")).collect();
        self.and(&words)
    }

    /// Abilities an object has or gains: keywords by name, others in quotes.
    fn abilities_inline(&self, abs: &[&Ability]) -> String {
        let words: Vec<String> = abs
            .iter()
            .map(|ab| match ab {
                Ability::Keyword(k) => self.keyword(k, "inline"),
                other => self.t(
                    "ab-quote",
                    &[a("text", self.with_targets(&[]).ability(other))],
                ),
            })
            .collect();
        self.and(&words)
    }

    // ---- filters

    /// The objects a filter matches (determiner left to the caller: `det` is "bare"), and
    /// whether anything qualifies the noun.
    fn filter_np(&self, f: &Filter, num: Num, o: FilterOpts) -> (Np, bool) {
        let num = num.noun_num();
        let n = num.noun();
        let card_mode =
            o.cards || matches!(f.zone, ZoneSel::NotBattlefield | ZoneSel::YourGraveyard);
        let mut subs = Vec::new();
        let mut chosen_unresolved = false;
        for s in &f.subtypes {
            match self.resolve_subtype(s) {
                Some(x) => subs.push(x),
                None => chosen_unresolved = true,
            }
        }
        let everything = f.zone == ZoneSel::Any
            && f.types.is_empty()
            && f.any_types.is_empty()
            && subs.is_empty()
            && !chosen_unresolved;

        // The head noun.
        let (mut noun, noun_gram) = if card_mode {
            let desc = if !f.types.is_empty() || !f.any_types.is_empty() {
                Some(self.types_head(f, Num::Sg, "or"))
            } else if !subs.is_empty() {
                Some(self.subtype_list(&subs, Num::Sg))
            } else {
                None
            };
            match desc {
                Some((d, g)) => {
                    let noun = self.t(
                        "ab-noun-cards-of",
                        &[a("types", d), a("vowel", g.vowel()), a("number", n)],
                    );
                    let code = self.t("ab-noun-cards-of-gram", &[a("typesgram", g.code())]);
                    (noun, Gram::parse(&code))
                }
                None => self.kind_noun("ab-noun-card", num),
            }
        } else if everything {
            self.kind_noun("ab-noun-everything", num)
        } else if !subs.is_empty() && f.types.len() <= 1 && f.any_types.is_empty() {
            self.subtype_list(&subs, num)
        } else if !f.types.is_empty() || !f.any_types.is_empty() {
            let conj = if num == Num::Sg { "or" } else { "and" };
            let (head, g) = self.types_head(f, num, conj);
            if subs.is_empty() {
                (head, g)
            } else {
                let mods: Vec<String> = subs
                    .iter()
                    .map(|s| self.subtype_word(s, "adj", Num::Sg))
                    .collect();
                let core = self.t(
                    "ab-noun-core",
                    &[
                        a("head", head),
                        a("mods", self.join_adj(&mods)),
                        a("pt", ""),
                        a("colors", ""),
                    ],
                );
                (core, g)
            }
        } else if f.zone == ZoneSel::Any {
            self.kind_noun("ab-noun-object", num)
        } else {
            self.kind_noun("ab-noun-permanent", num)
        };
        if chosen_unresolved {
            noun = self.t("ab-filter-chosen-type", &[a("noun", noun)]);
        }

        // What qualifies it.
        let gender = noun_gram.gender();
        let adj = |id: &str, case: &str| {
            self.t(id, &[a("case", case), a("number", n), a("gender", gender)])
        };
        let other = if f.other || f.not_target.is_some() {
            self.t("ab-filter-other", &[a("number", n)])
        } else {
            String::new()
        };
        let supers: Vec<String> = f
            .supertypes
            .iter()
            .map(|&s| adj(supertype_id(s), "text"))
            .collect();
        let nonsupers: Vec<String> = f
            .not_supertypes
            .iter()
            .map(|&s| adj(supertype_id(s), "non"))
            .collect();
        let mut colors = Vec::new();
        let mut colorof = String::new();
        for &c in &f.colors {
            match self.resolve_color(c) {
                Some(col) => colors.push(self.color_adj(col, num, noun_gram)),
                None => colorof = self.t("ab-filter-chosen-color", &[]),
            }
        }
        let colors = self.or(&colors);
        let nontypes: Vec<String> = f
            .not_types
            .iter()
            .map(|&t| self.type_word(t, "non", num))
            .collect();
        let mut post = String::new();
        let mut nonsubs = Vec::new();
        for s in &f.not_subtypes {
            match self.resolve_subtype(s) {
                Some(x) => nonsubs.push(self.subtype_word(&x, "non", num)),
                None => post = self.t("ab-filter-not-chosen-type", &[a("number", n)]),
            }
        }
        let nontoken = if f.nontoken {
            self.t("ab-filter-nontoken", &[a("number", n)])
        } else {
            String::new()
        };
        let who = if o.drop_you && f.controller == Who::You {
            &Who::Any
        } else {
            &f.controller
        };
        let (who_key, who_n) = match who {
            Who::Any => ("any", String::new()),
            Who::You => ("you", String::new()),
            Who::Opponents => ("opponents", String::new()),
            Who::EnchantedPlayer => ("enchanted", String::new()),
            Who::TargetPlayer(_) => ("target", String::new()),
            Who::ControllerOfTarget(_) => ("that", String::new()),
            Who::Player(p) => ("player", p.to_string()),
        };
        let controller = self.t(
            "ab-controller",
            &[
                a("who", who_key),
                a("zone", if card_mode { "other" } else { "battlefield" }),
                a("n", who_n),
            ],
        );
        let zone_key = if o.no_zone {
            "battlefield"
        } else {
            match f.zone {
                ZoneSel::Battlefield => "battlefield",
                ZoneSel::NotBattlefield => "notbattlefield",
                ZoneSel::YourGraveyard => "graveyard",
                ZoneSel::Any if everything => "battlefield",
                ZoneSel::Any => "any",
            }
        };
        let zone = self.t("ab-zone", &[a("zone", zone_key), a("number", n)]);

        let supers = self.join_adj(&supers);
        let nonsupers = self.join_adj(&nonsupers);
        let nontypes = self.join_comma(&nontypes);
        let nonsubs = self.join_comma(&nonsubs);
        let pre = [
            &other, &supers, &nonsupers, &nontoken, &colors, &nontypes, &nonsubs,
        ]
        .iter()
        .any(|s| !s.is_empty());
        let qualified = pre
            || [&colorof, &post, &controller, &zone]
                .iter()
                .any(|s| !s.is_empty());
        let code = self.t(
            "ab-filter-gram",
            &[
                a("pre", if pre { "yes" } else { "no" }),
                a("noungram", noun_gram.code()),
            ],
        );
        let mut gram = Gram::parse(&code);
        gram.fem = noun_gram.fem;
        let core = self.t(
            "ab-filter",
            &[
                a("other", other),
                a("supers", supers),
                a("nonsupers", nonsupers),
                a("nontoken", nontoken),
                a("colors", colors),
                a("nontypes", nontypes),
                a("nonsubtypes", nonsubs),
                a("noun", noun),
                a("colorof", colorof),
                a("post", post),
                a("controller", controller),
                a("zone", zone),
            ],
        );
        (
            Np {
                core,
                det: "bare",
                num,
                gram,
            },
            qualified,
        )
    }

    /// The card-type noun of a filter: its `types` together, or each of `any_types` with
    /// them ("artifact or creature").
    fn types_head(&self, f: &Filter, num: Num, conj: &str) -> (String, Gram) {
        if f.any_types.is_empty() {
            return self.types_compound(&f.types, "text", num);
        }
        let mut words = Vec::new();
        let mut first_gram = None;
        for &t in &f.any_types {
            let mut ts = f.types.clone();
            ts.push(t);
            let (w, g) = self.types_compound(&ts, "text", num);
            first_gram.get_or_insert(g);
            words.push(w);
        }
        (self.list(&words, conj), first_gram.unwrap_or_default())
    }

    // ---- what an effect makes an object

    /// "a 1/1 green Saproling creature" (article apart): core and article.
    fn noun_phrase(
        &self,
        num: Num,
        spec: &NounSpec,
        pt: Option<&PtText>,
        colors: Option<&[ColorSpec]>,
    ) -> (String, String, Gram) {
        let num = num.noun_num();
        let (head, head_gram, mods) = if !spec.types.is_empty() {
            let (h, g) = self.types_compound(&spec.types, "text", num);
            let mods: Vec<String> = spec
                .subs
                .iter()
                .map(|s| self.subtype_word(s, "adj", Num::Sg))
                .collect();
            (h, g, self.join_adj(&mods))
        } else if let Some((last, init)) = spec.subs.split_last() {
            let h = self.subtype_word(last, "text", num);
            let g = self.subtype_gram(last);
            let mods: Vec<String> = init
                .iter()
                .map(|s| self.subtype_word(s, "adj", Num::Sg))
                .collect();
            (h, g, self.join_adj(&mods))
        } else {
            (String::new(), Gram::default(), String::new())
        };
        let colors_text = match colors {
            Some(cs) => self.colors_pred_words(cs, num, head_gram),
            None => String::new(),
        };
        let core = self.t(
            "ab-noun-core",
            &[
                a("head", head),
                a("mods", mods),
                a("pt", pt.map(|p| p.text.clone()).unwrap_or_default()),
                a("colors", colors_text),
            ],
        );
        let pt_vowel = match pt {
            Some(p) => self.t("ab-pt-vowel", &[a("p", p.power.clone())]),
            None => "none".to_string(),
        };
        let color_vowel = if colors.is_some() {
            self.t("ab-colors-vowel", &[])
        } else {
            "none".to_string()
        };
        let sub_vowel = match spec.subs.first() {
            Some(s) => self.subtype_gram(s).vowel().to_string(),
            None => "none".to_string(),
        };
        let type_vowel = if spec.types.is_empty() {
            "none".to_string()
        } else {
            head_gram.vowel().to_string()
        };
        let article = self.t(
            "ab-noun-article",
            &[
                a("number", num.noun()),
                a("gender", head_gram.gender()),
                a("ptvowel", pt_vowel),
                a("colorvowel", color_vowel),
                a("subvowel", sub_vowel),
                a("typevowel", type_vowel),
            ],
        );
        (core, article, head_gram)
    }

    // ---- predicates

    fn pred_args(&self, subj: &Np, mode: Mode) -> Vec<(&'static str, Arg)> {
        vec![
            a("number", subj.num.verb()),
            a("gender", subj.gram.gender()),
            a("mode", mode.key()),
        ]
    }

    fn pred(&self, id: &str, subj: &Np, mode: Mode, extra: Vec<(&'static str, Arg)>) -> String {
        let mut args = self.pred_args(subj, mode);
        args.extend(extra);
        self.t(id, &args)
    }

    fn expr(&self, e: &Expr, case: &str, num: Num) -> String {
        let base = |id: &str| self.t(id, &[a("case", case), a("number", num.verb())]);
        match e {
            Expr::N(n) => self.t(
                "ab-expr-number",
                &[a("value", n.to_string()), a("case", case)],
            ),
            Expr::X => self.t("ab-expr-number", &[a("value", "X"), a("case", case)]),
            Expr::ManaValue => base("ab-expr-mana-value"),
            Expr::HandSize => base("ab-expr-hand-size"),
            Expr::CardTypesInGraveyards => base("ab-expr-card-types"),
            Expr::FaceDownCreatures => base("ab-expr-face-down"),
            Expr::ExiledPower | Expr::ExiledToughness => {
                let id = if matches!(e, Expr::ExiledPower) {
                    "ab-expr-exiled-power"
                } else {
                    "ab-expr-exiled-toughness"
                };
                let me = self.nom(&self.self_np());
                self.t(id, &[a("case", case), a("self", me)])
            }
            Expr::Sum(items) => match items.split_first() {
                None => self.expr(&Expr::N(0), case, num),
                Some((first, rest)) => rest.iter().fold(self.expr(first, case, num), |acc, x| {
                    self.t(
                        "ab-expr-plus",
                        &[a("a", acc), a("b", self.expr(x, "nom", num))],
                    )
                }),
            },
            Expr::Times(k, inner) => self.t(
                "ab-expr-times",
                &[
                    a("k", *k),
                    a("kk", k.to_string()),
                    a("e", self.expr(inner, "nom", num)),
                    a("case", case),
                ],
            ),
        }
    }

    /// `t` as said after `p` was: "that number plus 1" when it is `p` plus something.
    fn expr_after(&self, p: &Expr, t: &Expr, case: &str, num: Num) -> String {
        let that_plus = match t {
            Expr::Sum(items) => match items.split_first() {
                Some((first, rest)) if first == p && !rest.is_empty() => Some(rest),
                _ => None,
            },
            _ => None,
        };
        match that_plus {
            Some(rest) => rest.iter().fold(
                self.t("ab-expr-that-number", &[a("case", case)]),
                |acc, x| {
                    self.t(
                        "ab-expr-plus",
                        &[a("a", acc), a("b", self.expr(x, "nom", num))],
                    )
                },
            ),
            None => self.expr(t, case, num),
        }
    }

    fn set_pt_pred(&self, subj: &Np, mode: Mode, p: &Expr, t: &Expr) -> String {
        let num = subj.num;
        if let Some(pt) = pt_text(p, t) {
            self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)])
        } else if p == t {
            let value = self.expr(p, "dat", num);
            self.pred("ab-pred-set-pt-each", subj, mode, vec![a("value", value)])
        } else {
            let pv = self.expr(p, "dat", num);
            let tv = self.expr_after(p, t, "dat", num);
            self.pred(
                "ab-pred-set-pt-split",
                subj,
                mode,
                vec![a("p", pv), a("t", tv)],
            )
        }
    }

    fn set_toughness_pred(&self, subj: &Np, mode: Mode, t: &Expr) -> String {
        match simple_pt(t) {
            Some((s, _)) => self.pred("ab-pred-set-toughness", subj, mode, vec![a("t", s)]),
            None => {
                let v = self.expr(t, "dat", subj.num);
                self.pred("ab-pred-set-toughness-expr", subj, mode, vec![a("t", v)])
            }
        }
    }

    fn rule_pred(&self, r: &RuleChange, subj: &Np, mode: Mode) -> Option<String> {
        let p = |id: &str| Some(self.pred(id, subj, mode, vec![]));
        match r {
            RuleChange::NoMaximumHandSize => p("ab-pred-no-max-hand"),
            RuleChange::AdditionalLands(n) => Some(self.pred(
                "ab-pred-additional-lands",
                subj,
                mode,
                vec![
                    a("n", *n as i64),
                    a(
                        "count",
                        self.count_word(*n, self.gram(type_id(CardType::Land))),
                    ),
                ],
            )),
            RuleChange::CantLoseGame => p("ab-pred-cant-lose"),
            RuleChange::SpendManaAsAnyColor => p("ab-pred-spend-mana"),
            RuleChange::OpponentsCantWinGame | RuleChange::LegendRuleDoesNotApply => None,
        }
    }

    /// Rules that make a clause of their own, whatever the subject.
    fn rule_clause(&self, r: &RuleChange, aff: Option<&Affected>) -> Option<String> {
        match r {
            RuleChange::LegendRuleDoesNotApply => Some(self.t("ab-rule-legend", &[])),
            RuleChange::OpponentsCantWinGame if aff != Some(&Affected::Players(Who::Opponents)) => {
                Some(self.t("ab-rule-opponents-cant-win", &[]))
            }
            _ => None,
        }
    }

    /// What the parts say of a subject, in reading order (not layer order): "lose all
    /// abilities", "is a creature", "gets +1/+1", "has flying"...
    fn predicates(
        &self,
        parts: &[&Part],
        mode: Mode,
        subj: &Np,
        aff: Option<&Affected>,
    ) -> Vec<String> {
        let mut out: Vec<(u8, String)> = Vec::new();
        let mut noun = NounSpec::default();
        let mut added_lands: Vec<BasicLandType> = Vec::new();
        let mut set_colors: Option<Vec<ColorSpec>> = None;
        let mut simple_set_pt: Option<PtText> = None;
        let mut grants: Vec<&Ability> = Vec::new();
        let mut player_kws: Vec<&Keyword> = Vec::new();
        let nnum = subj.num.noun_num();

        for &p in parts {
            match p {
                Part::AddTypes(ts) => {
                    noun.types.extend(ts.iter().copied());
                    noun.additive = true;
                }
                Part::AddSubtypes(ss) | Part::SetCreatureTypes(ss) => {
                    let additive = matches!(p, Part::AddSubtypes(_));
                    for s in ss {
                        match self.resolve_subtype(s) {
                            Some(x) => {
                                noun.subs.push(x);
                                noun.additive |= additive;
                            }
                            None => {
                                let id = if additive {
                                    "ab-pred-chosen-type-add"
                                } else {
                                    "ab-pred-chosen-type"
                                };
                                out.push((2, self.pred(id, subj, mode, vec![])));
                            }
                        }
                    }
                }
                Part::SetLandType(l) => out.push((2, self.land_type_pred(*l, false, subj, mode))),
                Part::AddLandType(l) => added_lands.push(*l),
                Part::AddAllLandTypes => {
                    out.push((2, self.pred("ab-pred-all-land-types", subj, mode, vec![])))
                }
                Part::AllCreatureTypes => out.push((
                    2,
                    self.pred("ab-pred-all-creature-types", subj, mode, vec![]),
                )),
                Part::SetColors(cs) => {
                    if let Some(prev) = set_colors.replace(cs.clone()) {
                        let colors = self.colors_pred_words(&prev, nnum, subj.gram);
                        out.push((
                            3,
                            self.pred("ab-pred-colors", subj, mode, vec![a("colors", colors)]),
                        ));
                    }
                }
                Part::AddColors(cs) => {
                    let colors = self.colors_pred_words(cs, nnum, subj.gram);
                    out.push((
                        3,
                        self.pred("ab-pred-add-colors", subj, mode, vec![a("colors", colors)]),
                    ));
                }
                Part::Grant(abs) => grants.extend(abs.iter()),
                Part::PlayerKeyword(k) => player_kws.push(k),
                Part::LoseAllAbilities => {
                    out.push((0, self.pred("ab-pred-lose-all", subj, mode, vec![])))
                }
                Part::Lose(ks) if !ks.is_empty() => out.push((
                    7,
                    self.pred(
                        "ab-pred-lose",
                        subj,
                        mode,
                        vec![a("abilities", self.keywords_inline(ks))],
                    ),
                )),
                Part::CantHave(ks) if !ks.is_empty() => out.push((
                    8,
                    self.pred(
                        "ab-pred-cant-have",
                        subj,
                        mode,
                        vec![a("abilities", self.keywords_inline(ks))],
                    ),
                )),
                Part::Lose(_) | Part::CantHave(_) => {}
                Part::SetPT(pe, te) => match pt_text(pe, te) {
                    Some(pt) if simple_set_pt.is_none() => simple_set_pt = Some(pt),
                    _ => out.push((4, self.set_pt_pred(subj, mode, pe, te))),
                },
                Part::SetToughness(te) => out.push((4, self.set_toughness_pred(subj, mode, te))),
                Part::ModifyPT(pp, tt) => {
                    let pt = format!("{}/{}", signed(*pp, *tt), signed(*tt, *pp));
                    out.push((
                        5,
                        self.pred("ab-pred-modify-pt", subj, mode, vec![a("pt", pt)]),
                    ));
                }
                Part::SetCopiable(c) => {
                    for s in self.copiable_preds(c, subj, mode) {
                        out.push((9, s));
                    }
                }
                Part::KeepPrintedAbility(n) => out.push((
                    9,
                    self.pred(
                        "ab-pred-keep-ability",
                        subj,
                        mode,
                        vec![a("n", one_based(*n).0), a("nn", one_based(*n).1)],
                    ),
                )),
                Part::TextOfTopCard => {
                    let id = if self.top_card_named {
                        "ab-pred-text-of-that-card"
                    } else {
                        "ab-pred-text-of-top"
                    };
                    out.push((9, self.pred(id, subj, mode, vec![])));
                }
                Part::Rule(RuleChange::OpponentsCantWinGame)
                    if aff == Some(&Affected::Players(Who::Opponents)) =>
                {
                    out.push((10, self.pred("ab-pred-cant-win", subj, mode, vec![])));
                }
                Part::Rule(r) => {
                    if let Some(s) = self.rule_pred(r, subj, mode) {
                        out.push((10, s));
                    }
                }
                // Said as clauses of their own.
                Part::GainControl
                | Part::SwitchPT
                | Part::ChangeWord { .. }
                | Part::DefinePT(..) => {}
            }
        }

        if !noun.types.is_empty() || !noun.subs.is_empty() {
            // Land types added with other types read as one noun: "a Forest land creature".
            noun.subs
                .extend(added_lands.iter().map(|l| l.name().to_string()));
            let colors =
                set_colors.take_if(|cs| cs.iter().all(|&c| self.resolve_color(c).is_some()));
            let pt = simple_set_pt.take();
            out.push((
                1,
                self.noun_pred(subj, mode, &noun, pt.as_ref(), colors.as_deref(), &[]),
            ));
        } else {
            for l in added_lands {
                out.push((2, self.land_type_pred(l, true, subj, mode)));
            }
        }
        if let Some(cs) = set_colors {
            let colors = self.colors_pred_words(&cs, nnum, subj.gram);
            out.push((
                3,
                self.pred("ab-pred-colors", subj, mode, vec![a("colors", colors)]),
            ));
        }
        if let Some(pt) = simple_set_pt {
            out.push((
                4,
                self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)]),
            ));
        }
        let mut granted: Vec<String> = Vec::new();
        if !grants.is_empty() {
            granted.push(self.abilities_inline(&grants));
        }
        if !player_kws.is_empty() {
            let ks: Vec<Keyword> = player_kws.into_iter().cloned().collect();
            granted.push(self.keywords_inline(&ks));
        }
        if !granted.is_empty() {
            let abilities = self.and(&granted);
            out.push((
                6,
                self.pred("ab-pred-grant", subj, mode, vec![a("abilities", abilities)]),
            ));
        }
        out.sort_by_key(|e| e.0);
        out.into_iter().map(|e| e.1).collect()
    }

    /// "is a Mountain", "is a Swamp in addition to its other land types".
    fn land_type_pred(&self, l: BasicLandType, add: bool, subj: &Np, mode: Mode) -> String {
        let nnum = subj.num.noun_num();
        let g = self.subtype_gram(l.name());
        let article = self.t(
            "ab-noun-article",
            &[
                a("number", nnum.noun()),
                a("gender", g.gender()),
                a("ptvowel", "none"),
                a("colorvowel", "none"),
                a("subvowel", g.vowel()),
                a("typevowel", "none"),
            ],
        );
        let land = self.subtype_word(l.name(), "text", nnum);
        let id = if add {
            "ab-pred-add-land-type"
        } else {
            "ab-pred-set-land-type"
        };
        self.pred(id, subj, mode, vec![a("article", article), a("land", land)])
    }

    /// "is a 1/1 green Saproling creature with flying in addition to its other types".
    fn noun_pred(
        &self,
        subj: &Np,
        mode: Mode,
        spec: &NounSpec,
        pt: Option<&PtText>,
        colors: Option<&[ColorSpec]>,
        with: &[&Ability],
    ) -> String {
        let (core, article, _) = self.noun_phrase(subj.num, spec, pt, colors);
        let with = if with.is_empty() {
            String::new()
        } else {
            self.t("ab-with", &[a("abilities", self.abilities_inline(with))])
        };
        let addition = if spec.additive {
            self.t("ab-addition-types", &[a("number", subj.num.verb())])
        } else {
            String::new()
        };
        self.pred(
            "ab-pred-is-noun",
            subj,
            mode,
            vec![
                a("article", article),
                a("noun", core),
                a("with", with),
                a("addition", addition),
            ],
        )
    }

    /// Copiable values set as an object enters: "is a 1/6 Wall with defender", "has base
    /// power and toughness 5/1".
    fn copiable_preds(&self, c: &Copiable, subj: &Np, mode: Mode) -> Vec<String> {
        let mut subs = Vec::new();
        for s in &c.add_subtypes {
            if let Some(x) = self.resolve_subtype(s) {
                subs.push(x);
            }
        }
        let spec = NounSpec {
            types: c.add_types.clone(),
            subs,
            additive: true,
        };
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => pt_text(&Expr::N(p), &Expr::N(t)),
            _ => None,
        };
        let abilities: Vec<&Ability> = c.add_abilities.iter().collect();
        let mut out = Vec::new();
        if !spec.types.is_empty() || !spec.subs.is_empty() {
            out.push(self.noun_pred(subj, mode, &spec, pt.as_ref(), None, &abilities));
            return out;
        }
        match (c.power, c.toughness, pt) {
            (_, _, Some(pt)) => {
                out.push(self.pred("ab-pred-set-pt", subj, mode, vec![a("pt", pt.text)]))
            }
            (Some(p), None, _) => {
                out.push(self.pred("ab-pred-set-power", subj, mode, vec![a("p", p.to_string())]))
            }
            (None, Some(t), _) => out.push(self.set_toughness_pred(subj, mode, &Expr::N(t))),
            _ => {}
        }
        if !abilities.is_empty() {
            out.push(self.pred(
                "ab-pred-grant",
                subj,
                mode,
                vec![a("abilities", self.abilities_inline(&abilities))],
            ));
        }
        out
    }

    // ---- clauses

    fn duration_text(&self, d: &Duration) -> String {
        match d {
            Duration::Indefinitely => String::new(),
            Duration::UntilEndOfTurn => self.t("ab-duration-eot", &[]),
            Duration::WhileSourceOnBattlefield => self.t(
                "ab-duration-source",
                &[a("self", self.nom(&self.self_np()))],
            ),
            Duration::ForAsLongAs(c) => self.t(
                "ab-duration-as-long-as",
                &[a("condition", self.condition_text(c))],
            ),
        }
    }

    fn condition_text(&self, c: &Condition) -> String {
        match c {
            Condition::YouControlAtLeast(n, f) => {
                let opts = FilterOpts {
                    drop_you: true,
                    ..FilterOpts::default()
                };
                let (many, _) = self.filter_np(f, Num::Pl, opts);
                let (one, _) = self.filter_np(f, Num::Sg, opts);
                self.t(
                    "ab-cond-control-at-least",
                    &[
                        a("n", *n as i64),
                        a("count", self.count_word(*n, one.gram)),
                        a("things", many.core),
                        a("thing", one.core),
                    ],
                )
            }
            Condition::TopOfYourGraveyard(f) => {
                let opts = FilterOpts {
                    cards: true,
                    no_zone: true,
                    drop_you: true,
                };
                let (mut np, _) = self.filter_np(f, Num::Sg, opts);
                np.det = "a";
                self.t("ab-cond-top-of-graveyard", &[a("card", self.nom(&np))])
            }
            Condition::OnBattlefield(id) => self.t("ab-cond-on-battlefield", &[a("id", id)]),
            Condition::YouControl(id) => self.t("ab-cond-you-control", &[a("id", id)]),
        }
    }

    /// The clauses (lower case, no period) an effect's parts make about a subject.
    fn clauses(
        &self,
        aff: Option<&Affected>,
        subj: Np,
        parts: &[Part],
        mode: Mode,
        duration: &str,
    ) -> Vec<String> {
        let with_dur = |c: String| {
            if duration.is_empty() {
                c
            } else {
                self.t(
                    "ab-clause-duration",
                    &[a("clause", c), a("duration", duration)],
                )
            }
        };
        let obj = self.nom(&subj);
        let objof = self.of(&subj);
        let mut out = Vec::new();
        let mut named = false;
        let mut control_said = false;
        for p in parts {
            let clause = match p {
                Part::GainControl if !control_said => {
                    control_said = true;
                    let id = match mode {
                        Mode::Static => "ab-you-control",
                        Mode::OneShot => "ab-gain-control",
                    };
                    self.t(id, &[a("obj", &obj), a("objof", &objof)])
                }
                Part::SwitchPT => {
                    let id = match mode {
                        Mode::Static => "ab-switched",
                        Mode::OneShot => "ab-switch",
                    };
                    self.t(
                        id,
                        &[
                            a("obj", &obj),
                            a("objof", &objof),
                            a("number", subj.num.noun()),
                        ],
                    )
                }
                Part::ChangeWord { from, to } => {
                    self.change_word_clause(from, to, mode, &obj, &objof)
                }
                _ => continue,
            };
            named = true;
            out.push(with_dur(clause));
        }
        let subj2 = if named {
            self.pronoun_of(&subj)
        } else {
            subj.clone()
        };
        let refs: Vec<&Part> = parts.iter().collect();
        let preds = self.predicates(&refs, mode, &subj2, aff);
        let mut main = Vec::new();
        if !preds.is_empty() {
            main.push(self.t(
                "ab-clause",
                &[
                    a("subject", self.nom(&subj2)),
                    a("predicate", self.and(&preds)),
                ],
            ));
        }
        for p in parts {
            if let Part::Rule(r) = p {
                main.extend(self.rule_clause(r, aff));
            }
        }
        if !main.is_empty() {
            out.push(with_dur(self.and(&main)));
        }
        for p in parts {
            if let Part::DefinePT(pe, te) = p {
                out.push(with_dur(self.define_pt_clause(&subj, pe, te)));
            }
        }
        if out.is_empty() {
            out.push(self.t("ab-no-effect", &[]));
        }
        out
    }

    fn change_word_clause(
        &self,
        from: &Option<Word>,
        to: &Option<Word>,
        mode: Mode,
        obj: &str,
        objof: &str,
    ) -> String {
        let (any_id, id) = match mode {
            Mode::Static => ("ab-text-changed-any", "ab-text-changed"),
            Mode::OneShot => ("ab-change-text-any", "ab-change-text"),
        };
        if from.is_none() && to.is_none() {
            return self.t(any_id, &[a("obj", obj), a("objof", objof)]);
        }
        self.t(
            id,
            &[
                a("obj", obj),
                a("objof", objof),
                a("from", self.word_quoted(from)),
                a("to", self.word_quoted(to)),
                a("fromchosen", if from.is_none() { "yes" } else { "no" }),
            ],
        )
    }

    fn word_quoted(&self, w: &Option<Word>) -> String {
        match w {
            None => self.t("ab-word-chosen", &[]),
            Some(Word::Color(c)) => {
                let word = self.color_adj(*c, Num::Sg, Gram::default());
                self.t("ab-quote", &[a("text", word)])
            }
            Some(Word::LandType(l)) => {
                let word = self.subtype_word(l.name(), "title", Num::Sg);
                self.t("ab-quote", &[a("text", word)])
            }
        }
    }

    fn define_pt_clause(&self, subj: &Np, p: &Expr, t: &Expr) -> String {
        let subject = self.nom(subj);
        let subjectof = self.of(subj);
        let num = subj.num;
        if p == t {
            self.t(
                "ab-define-pt-same",
                &[
                    a("subject", subject),
                    a("subjectof", subjectof),
                    a("number", num.noun()),
                    a("value", self.expr(p, "dat", num)),
                ],
            )
        } else {
            self.t(
                "ab-define-pt",
                &[
                    a("subject", subject),
                    a("subjectof", subjectof),
                    a("number", num.noun()),
                    a("p", self.expr(p, "dat", num)),
                    a("t", self.expr_after(p, t, "dat", num)),
                ],
            )
        }
    }

    // ---- abilities

    fn ability(&self, ab: &Ability) -> String {
        match ab {
            Ability::Keyword(k) => self.keyword(k, "name"),
            Ability::Mana(m) => {
                let cost = a("cost", "{T}");
                match m {
                    Mana::Color(c) => {
                        self.t("ab-mana", &[cost, a("mana", format!("{{{}}}", c.symbol()))])
                    }
                    Mana::Colorless => self.t("ab-mana", &[cost, a("mana", "{C}")]),
                    Mana::AnyColor => self.t("ab-mana-any", &[cost]),
                }
            }
            Ability::Static(s) => self.static_text(s),
            Ability::Activated(act) => self.activated_text(act),
            Ability::Triggered(tr) => self.triggered_text(tr),
            Ability::AsEnters(ae) => self.as_enters_text(ae),
            Ability::EntersAsCopyOfThis(f) => {
                let (mut np, qualified) = self.filter_np(f, Num::Pl, FilterOpts::default());
                np.det = if qualified { "bare" } else { "all" };
                let me = self.self_np();
                let clause = self.t(
                    "ab-enters-as-copy",
                    &[
                        a("subject", self.nom(&np)),
                        a("number", np.num.noun()),
                        a("self", self.nom(&me)),
                        a("selfof", self.of(&me)),
                    ],
                );
                self.sentence(&clause)
            }
            Ability::Text(t) => self.data_text(&t.en, &t.fr),
        }
    }

    fn data_text(&self, en: &str, fr: &str) -> String {
        let s = match self.lang {
            Lang::Fr if !fr.trim().is_empty() => fr,
            _ => en,
        };
        s.trim().to_string()
    }

    fn static_text(&self, s: &Static) -> String {
        let mut r = self.with_targets(self.targets);
        r.top_card_named = matches!(s.condition, Some(Condition::TopOfYourGraveyard(_)));
        let subj = r.subject_np(&s.affects, &s.parts);
        let clauses = r.clauses(Some(&s.affects), subj, &s.parts, Mode::Static, "");
        let cond = s.condition.as_ref().map(|c| r.condition_text(c));
        let mut sentences: Vec<String> = clauses
            .into_iter()
            .map(|c| match &cond {
                Some(cond) => r.t("ab-as-long-as", &[a("condition", cond), a("clause", c)]),
                None => c,
            })
            .map(|c| r.sentence(&c))
            .collect();
        if s.lingers_until_end_of_turn {
            let me = r.nom(&r.self_np());
            sentences.push(r.sentence(&r.t("ab-lingers", &[a("self", me)])));
        }
        sentences.join(" ")
    }

    fn activated_text(&self, act: &Activated) -> String {
        let r = self.with_targets(&act.targets);
        let pieces: Vec<Piece> = act
            .effects
            .iter()
            .flat_map(|o| r.oneshot_pieces(o))
            .collect();
        let effects = if pieces.is_empty() {
            r.sentence(&r.t("ab-no-effect", &[]))
        } else {
            r.pieces_text(&pieces)
        };
        if act.cost.trim().is_empty() {
            return effects;
        }
        r.t(
            "ab-activated",
            &[a("cost", act.cost.trim()), a("effects", effects)],
        )
    }

    fn triggered_text(&self, tr: &Triggered) -> String {
        let r = self.with_targets(&tr.targets);
        let me = r.nom(&r.self_np());
        let trigger = match &tr.when {
            Trigger::CreatureDies => r.t("ab-trigger-creature-dies", &[]),
            Trigger::Enters => r.t("ab-trigger-enters", &[a("self", &me)]),
            Trigger::YourUpkeep => r.t("ab-trigger-your-upkeep", &[]),
            Trigger::EndStep => r.t("ab-trigger-end-step", &[]),
            Trigger::CombatDamageToPlayer => r.t("ab-trigger-combat-damage", &[a("self", &me)]),
            Trigger::Other(t) => r
                .data_text(&t.en, &t.fr)
                .trim_end_matches([',', '.'])
                .to_string(),
        };
        let pieces: Vec<Piece> = tr
            .effects
            .iter()
            .flat_map(|o| r.oneshot_pieces(o))
            .collect();
        let (first, rest) = match pieces.split_first() {
            Some((Piece::Clause(c), rest)) => (c.clone(), rest),
            Some((Piece::Text(t), rest)) => (lcfirst(t), rest),
            None => (r.t("ab-no-effect", &[]), &[][..]),
        };
        let mut out = vec![r.sentence(&r.t(
            "ab-triggered",
            &[a("trigger", trigger), a("effects", first)],
        ))];
        if !rest.is_empty() {
            out.push(r.pieces_text(rest));
        }
        out.join(" ")
    }

    fn except_text(&self, except: &[Part]) -> String {
        if except.is_empty() {
            return String::new();
        }
        let it = self.pronoun_of(&self.self_np());
        let clauses = self.clauses(None, it, except, Mode::Static, "");
        self.t("ab-except", &[a("clause", self.and(&clauses))])
    }

    fn as_enters_text(&self, ae: &AsEnters) -> String {
        let me = self.nom(&self.self_np());
        let as_enters = |what: String| {
            self.sentence(&self.t("ab-as-enters", &[a("self", &me), a("what", what)]))
        };
        match ae {
            AsEnters::ChooseColor => as_enters(self.t("ab-choose-color", &[])),
            AsEnters::ChooseCreatureType => as_enters(self.t("ab-choose-creature-type", &[])),
            AsEnters::ChooseMode(modes) => {
                let it = self.pronoun_of(&self.self_np());
                let texts: Vec<String> = modes
                    .iter()
                    .map(|m| self.and(&self.clauses(None, it.clone(), &m.parts, Mode::Static, "")))
                    .collect();
                let modes = match texts.as_slice() {
                    [] => self.t("ab-no-effect", &[]),
                    [one] => one.clone(),
                    [x, y] => self.t("ab-modes-2", &[a("a", x), a("b", y)]),
                    [init @ .., last] => {
                        let mut acc = init[0].clone();
                        for s in &init[1..] {
                            acc = self.t("ab-modes-sep", &[a("a", acc), a("b", s)]);
                        }
                        self.t("ab-modes-n", &[a("init", acc), a("last", last)])
                    }
                };
                as_enters(self.t("ab-choose-one", &[a("modes", modes)]))
            }
            AsEnters::CopyOf(spec) => self.sentence(&self.copy_of_clause(spec)),
            AsEnters::ExileFromGraveyard(f) => {
                let opts = FilterOpts {
                    cards: true,
                    no_zone: true,
                    drop_you: true,
                };
                let (np, _) = self.filter_np(f, Num::Pl, opts);
                as_enters(self.t("ab-exile-from-graveyard", &[a("cards", np.core)]))
            }
            AsEnters::TurnFaceDown(f) => {
                let (mut np, _) = self.filter_np(f, Num::Pl, FilterOpts::default());
                np.det = "all";
                as_enters(self.t("ab-turn-face-down", &[a("what", self.nom(&np))]))
            }
        }
    }

    fn copy_of_clause(&self, spec: &CopySpec) -> String {
        let opts = FilterOpts {
            no_zone: true,
            ..FilterOpts::default()
        };
        let (mut np, _) = self.filter_np(&spec.filter, Num::Sg, opts);
        np.det = "any";
        self.t(
            "ab-copy-of",
            &[
                a("self", self.nom(&self.self_np())),
                a("what", self.nom(&np)),
                a("whatof", self.of(&np)),
                a("except", self.except_text(&spec.except)),
            ],
        )
    }

    // ---- one-shot instructions

    fn oneshot_pieces(&self, o: &OneShot) -> Vec<Piece> {
        match o {
            OneShot::Effect(spec) => {
                let subj = self.subject_np(&spec.affects, &spec.parts);
                let dur = self.duration_text(&spec.duration);
                self.clauses(Some(&spec.affects), subj, &spec.parts, Mode::OneShot, &dur)
                    .into_iter()
                    .map(Piece::Clause)
                    .collect()
            }
            OneShot::BecomeCopy(spec) => {
                let what = if self.targets.is_empty() {
                    let opts = FilterOpts {
                        no_zone: true,
                        ..FilterOpts::default()
                    };
                    let (mut np, _) = self.filter_np(&spec.filter, Num::Sg, opts);
                    np.det = "a";
                    np
                } else {
                    self.target_np(0)
                };
                vec![Piece::Clause(self.t(
                    "ab-become-copy",
                    &[
                        a("self", self.nom(&self.self_np())),
                        a("what", self.nom(&what)),
                        a("whatof", self.of(&what)),
                        a("except", self.except_text(&spec.except)),
                    ],
                ))]
            }
            OneShot::CreateTokens { count, token } => {
                vec![Piece::Clause(self.tokens_clause(*count, token))]
            }
            OneShot::Destroy(n) => {
                let obj = self.nom(&self.target_np(*n));
                vec![Piece::Clause(self.t("ab-destroy", &[a("obj", obj)]))]
            }
            OneShot::ExchangeLifeWithToughness => {
                let me = self.self_np();
                vec![Piece::Clause(self.t(
                    "ab-exchange-life",
                    &[a("self", self.nom(&me)), a("selfof", self.of(&me))],
                ))]
            }
            OneShot::Text(t) => vec![Piece::Text(self.data_text(&t.en, &t.fr))],
        }
    }

    fn pieces_text(&self, pieces: &[Piece]) -> String {
        let sentences: Vec<String> = pieces
            .iter()
            .map(|p| match p {
                Piece::Clause(c) => self.sentence(c),
                Piece::Text(t) => t.clone(),
            })
            .filter(|s| !s.is_empty())
            .collect();
        if sentences.is_empty() {
            self.sentence(&self.t("ab-no-effect", &[]))
        } else {
            sentences.join(" ")
        }
    }

    fn tokens_clause(&self, count: u32, token: &CardDef) -> String {
        let colors: Vec<ColorSpec> = match &token.colors {
            Some(cs) => cs.iter().map(|&c| ColorSpec::of(c)).collect(),
            None => token
                .mana_cost
                .as_deref()
                .and_then(|m| ManaCost::parse(m).ok())
                .map(|m| m.colors().into_iter().map(ColorSpec::of).collect())
                .unwrap_or_default(),
        };
        let mut subs = Vec::new();
        for s in &token.subtypes {
            if let Some(x) = self.resolve_subtype(s) {
                subs.push(x);
            }
        }
        let mut types = token.types.clone();
        if types.is_empty() && subs.is_empty() {
            types.push(CardType::Creature);
        }
        let spec = NounSpec {
            types,
            subs,
            additive: false,
        };
        let pt = match (token.power, token.toughness) {
            (Some(p), Some(t)) => pt_text(&Expr::N(p), &Expr::N(t)),
            _ => None,
        };
        let (desc, article, head_gram) =
            self.noun_phrase(Num::Sg, &spec, pt.as_ref(), Some(&colors));
        let abilities: Vec<&Ability> = token.abilities.iter().collect();
        let with = if abilities.is_empty() {
            String::new()
        } else {
            self.t(
                "ab-with",
                &[a("abilities", self.abilities_inline(&abilities))],
            )
        };
        let token_gram = self.gram("ab-noun-permanent");
        self.t(
            "ab-create-tokens",
            &[
                a("n", count as i64),
                a("count", self.count_word(count, token_gram)),
                a("article", article),
                a("desc", desc),
                a("vowel", head_gram.vowel()),
                a("with", with),
            ],
        )
    }

    // ---- part phrases

    fn part_phrase(&self, p: &Part) -> String {
        let dummy = Np {
            core: String::new(),
            det: "none",
            num: Num::Sg,
            gram: Gram::default(),
        };
        match p {
            Part::ModifyPT(pp, tt) => format!("{}/{}", signed(*pp, *tt), signed(*tt, *pp)),
            Part::SetPT(pe, te) => match pt_text(pe, te) {
                Some(pt) => self.t("ab-part-set-pt", &[a("pt", pt.text)]),
                None if pe == te => self.t(
                    "ab-part-set-pt-each",
                    &[a("value", self.expr(pe, "dat", Num::Sg))],
                ),
                None => self.t(
                    "ab-part-set-pt-split",
                    &[
                        a("p", self.expr(pe, "dat", Num::Sg)),
                        a("t", self.expr_after(pe, te, "dat", Num::Sg)),
                    ],
                ),
            },
            Part::SetToughness(te) => match simple_pt(te) {
                Some((s, _)) => self.t("ab-part-set-toughness", &[a("t", s)]),
                None => self.t(
                    "ab-part-set-toughness-expr",
                    &[a("t", self.expr(te, "dat", Num::Sg))],
                ),
            },
            Part::DefinePT(pe, te) => {
                if pe == te {
                    self.t(
                        "ab-part-define-pt-each",
                        &[a("value", self.expr(pe, "dat", Num::Sg))],
                    )
                } else {
                    self.t(
                        "ab-part-define-pt-split",
                        &[
                            a("p", self.expr(pe, "dat", Num::Sg)),
                            a("t", self.expr_after(pe, te, "dat", Num::Sg)),
                        ],
                    )
                }
            }
            Part::SwitchPT => self.t("ab-part-switch", &[]),
            Part::GainControl => self.t("ab-part-gain-control", &[]),
            Part::ChangeWord { from, to } => {
                if from.is_none() && to.is_none() {
                    self.t("ab-part-change-word-any", &[])
                } else {
                    self.t(
                        "ab-part-change-word",
                        &[
                            a("from", self.word_quoted(from)),
                            a("to", self.word_quoted(to)),
                        ],
                    )
                }
            }
            Part::Rule(r) => match self.rule_clause(r, None) {
                Some(c) => c,
                None => self.rule_pred(r, &dummy, Mode::Static).unwrap_or_default(),
            },
            Part::PlayerKeyword(_) => self.and(&self.predicates(&[p], Mode::Static, &dummy, None)),
            _ => {
                let preds = self.predicates(&[p], Mode::OneShot, &dummy, None);
                if preds.is_empty() {
                    self.t("ab-no-effect", &[])
                } else {
                    self.and(&preds)
                }
            }
        }
    }
}

/// The 1-based number of the `n`th item, as a number and as text. `n` comes from a file and may
/// be any index: it saturates rather than overflow.
fn one_based(n: usize) -> (i64, String) {
    let k = n.saturating_add(1);
    (i64::try_from(k).unwrap_or(i64::MAX), k.to_string())
}
