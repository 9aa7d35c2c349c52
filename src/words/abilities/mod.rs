//! Rules text from ability data, in English and French.
//!
//! Nothing here knows a card: sentences are built from the data (the subject from an
//! [`Affected`] or a [`Filter`], the predicates from the [`Part`]s, joined with "and"), so
//! whatever a text-changing effect rewrites in the data (a color word, a land type) shows in
//! the text. Every word comes from `locales/{en,fr}/abilities.ftl`; the Fluent messages also
//! hold the sentence structure (word order, agreement, elision). Rust only picks messages,
//! passes grammatical facts (number, gender, first sound) between them, drops the blanks left
//! by empty parts and capitalises the first letter of each sentence.

mod conditions;
mod context;
mod copies;
mod filters;
mod grammar;
#[cfg(test)]
mod keyword_tests;
mod nouns;
mod numbers;
mod predicates;
#[cfg(test)]
mod read_back;
mod sentences;

use crate::i18n::Lang;
use crate::rules::card::{Ability, Affected, CardDef, Filter, Keyword, OneShot, Part, TargetSpec};
use crate::rules::types::{CardType, Color, Supertype};

pub use context::{RenderCtx, SelfKind};
use grammar::{FilterOpts, Num, Piece, R, a, color_id, supertype_id, ucfirst};

// ------------------------------------------------------------------------------------------
// Public API

/// One ability as full sentence(s). Keyword abilities are their name alone ("Flying").
pub fn ability_text(a: &Ability, lang: Lang, ctx: &RenderCtx) -> String {
    R::new(lang, *ctx, &[]).ability(a)
}

/// One ability of a card's rules text, `index` being its place there: a copy effect that keeps
/// that same ability reads "except it has this ability", as printed (Cemetery Puca).
pub(crate) fn own_ability_text(a: &Ability, index: usize, lang: Lang, ctx: &RenderCtx) -> String {
    let mut r = R::new(lang, *ctx, &[]);
    r.own = Some(index);
    r.ability(a)
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
    let pieces: Vec<Piece> = r.oneshots_pieces(effects);
    r.pieces_text(&pieces)
}

/// The rules text of a card, one line per ability, then what the spell does.
/// In English with no choice made, an ability the card has an Oracle line for is that line;
/// the chosen color or type, and the French, are worded from the data.
pub fn card_text(card: &CardDef, lang: Lang, choices: &[String]) -> Vec<String> {
    let ctx = RenderCtx::new(SelfKind::of_types(&card.types), choices);
    let oracle = |i: usize| match lang {
        Lang::En if choices.is_empty() => card.oracle_line(i).map(escape_line),
        _ => None,
    };
    let mut lines: Vec<String> = card
        .abilities
        .iter()
        .enumerate()
        .map(|(i, a)| oracle(i).unwrap_or_else(|| own_ability_text(a, i, lang, &ctx)))
        .collect();
    if !card.spell.is_empty() {
        lines.push(
            oracle(card.abilities.len())
                .unwrap_or_else(|| effects_text(&card.spell, &card.targets, lang, &ctx)),
        );
    }
    lines
}

/// An Oracle line from a file, on one line with its control characters escaped.
pub(crate) fn escape_line(s: &str) -> String {
    crate::escape::one_line(s).into_owned()
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
