//! What an effect reads and writes, in facets (bit flags), and when its evaluation can be
//! made on the changed objects alone: what lets the solve skip trials and evaluations that
//! cannot matter (613.8a).

use super::types::{Def, Eval};
use crate::rules::card::{Affected, Condition, Expr, Filter, Part, Who};
use crate::rules::op::Op;
use crate::rules::trace::Field;
use crate::rules::types::CardType;

/// Bit flags naming what a part writes or an effect reads, to skip trials that can't matter.
pub mod facet {
    pub const NAME: u16 = 1;
    pub const COST: u16 = 2;
    pub const COLORS: u16 = 4;
    pub const TYPES: u16 = 8;
    pub const SUBTYPES: u16 = 16;
    pub const SUPERTYPES: u16 = 32;
    /// Abilities taken away or rewritten (losing them all, a word changed, a land type set):
    /// what can end an effect, which exists while its source has its ability.
    pub const ABILITIES_LOST: u16 = 64;
    pub const PT: u16 = 128;
    pub const CONTROL: u16 = 256;
    pub const FACE_DOWN: u16 = 512;
    /// Abilities added and none taken (granted, a land type's mana ability): no effect of the
    /// layer's candidates can start or stop for it (they are gathered as the layer starts).
    pub const ABILITIES_GAINED: u16 = 1024;
    pub const ABILITIES: u16 = ABILITIES_LOST | ABILITIES_GAINED;
    pub const ALL: u16 = 0xffff;
}

/// What a part writes.
pub fn part_writes(p: &Part) -> u16 {
    use facet::*;
    match p {
        Part::SetCopiable(_) | Part::KeepPrintedAbility(_) => PT | TYPES | SUBTYPES | ABILITIES,
        Part::KeepOwnColors => COLORS,
        Part::GainControl => CONTROL,
        Part::ChangeWord { .. } => ABILITIES_LOST,
        Part::TextOfTopCard => ALL,
        Part::SetName(_) => NAME,
        Part::AddTypes(_) => TYPES,
        Part::SetCardTypes(_) | Part::RemoveTypes(_) => TYPES | SUBTYPES | ABILITIES,
        Part::AddSupertypes(_) | Part::RemoveSupertypes(_) => SUPERTYPES,
        Part::AddSubtypes(_) | Part::AddLandType(_) | Part::AddAllLandTypes => {
            SUBTYPES | ABILITIES_GAINED
        }
        Part::SetLandType(_) => SUBTYPES | ABILITIES,
        Part::SetCreatureTypes(_) | Part::AllCreatureTypes => SUBTYPES,
        Part::SetColors(_) | Part::AddColors(_) => COLORS,
        Part::Grant(_) => ABILITIES_GAINED,
        Part::LoseAllAbilities | Part::Lose(_) | Part::CantHave(_) => ABILITIES_LOST,
        Part::DefinePT(..)
        | Part::DefinePower(_)
        | Part::SetPT(..)
        | Part::SetToughness(_)
        | Part::ModifyPT(..)
        | Part::ModifyPTForEach(..)
        | Part::SwitchPT => PT,
        Part::PlayerKeyword(_) | Part::Rule(_) | Part::ObjectRule(_) => 0,
    }
}

fn filter_reads(f: &Filter) -> u16 {
    use facet::*;
    let mut r = 0;
    if !f.types.is_empty() || !f.not_types.is_empty() || !f.any_types.is_empty() {
        r |= TYPES;
    }
    if !f.subtypes.is_empty() || !f.not_subtypes.is_empty() {
        r |= SUBTYPES | TYPES;
    }
    if !f.supertypes.is_empty() || !f.not_supertypes.is_empty() {
        r |= SUPERTYPES;
    }
    if !f.colors.is_empty() || !f.not_colors.is_empty() {
        r |= COLORS;
    }
    if f.controller != Who::Any {
        r |= CONTROL;
    }
    if f.face_down {
        r |= FACE_DOWN;
    }
    if f.shares_creature_type_with_it {
        r |= SUBTYPES | TYPES;
    }
    if !f.with.is_empty() || f.no_abilities {
        r |= ABILITIES;
    }
    f.also.iter().fold(r, |r, g| r | filter_reads(g))
}

/// What a number reads: (the facets, whether on objects other than the one it is read for).
pub(super) fn expr_reads(e: &Expr) -> (u16, bool) {
    use facet::*;
    match e {
        Expr::N(_) | Expr::X | Expr::Life => (0, false),
        Expr::ManaValue => (COST, false),
        Expr::HandSize => (CONTROL, false),
        Expr::AllHandSizes => (0, false),
        Expr::CountersOnIt(_) => (0, false),
        Expr::CardTypesInGraveyards
        | Expr::FaceDownCreatures
        | Expr::ExiledPower
        | Expr::ExiledToughness => e.general().map_or((ALL, true), |g| expr_reads(&g)),
        Expr::Count(f) => (filter_reads(f) | CONTROL, true),
        // Mana costs as copy effects leave them, of what each player controls (700.5a).
        Expr::Devotion(_) => (COST | CONTROL | FACE_DOWN, true),
        Expr::CardTypesAmong(f) => (filter_reads(f) | CONTROL | TYPES, true),
        Expr::CreatureTypesAmong(f) => (filter_reads(f) | CONTROL | TYPES | SUBTYPES, true),
        Expr::TotalPower(f) | Expr::TotalToughness(f) => (filter_reads(f) | CONTROL | PT, true),
        Expr::Sum(v) => v
            .iter()
            .map(expr_reads)
            .fold((0, false), |a, b| (a.0 | b.0, a.1 || b.1)),
        Expr::Times(_, e) => expr_reads(e),
    }
}

/// What an effect reads: (on its source, anywhere on the board). On its source, whether it
/// still has the ability, which only a loss can change, and who controls it.
pub fn reads(def: &Def) -> (u16, u16) {
    use facet::*;
    let mut source = ABILITIES_LOST | CONTROL;
    // A copy effect reads nothing: it took the copiable values as it began (707.2b).
    let mut board = 0;
    match &def.affects {
        Affected::All(f) => board |= filter_reads(f),
        Affected::Attached | Affected::This => source |= 0,
        _ => {}
    }
    if let Some(c) = &def.condition {
        board |= match c {
            Condition::YouControlAtLeast(_, f) => filter_reads(f) | CONTROL,
            Condition::TopOfYourGraveyard(f) => filter_reads(f) | ALL,
            Condition::OnBattlefield(_) | Condition::YouControl(_) | Condition::YouControlThis => {
                CONTROL
            }
            Condition::AtLeast(e, _) | Condition::AtMost(e, _) => expr_reads(e).0 | CONTROL,
            Condition::AttachedIs(f) => filter_reads(f),
            Condition::YourTurn
            | Condition::NotYourTurn
            | Condition::Untapped
            | Condition::Tapped => 0,
        };
    }
    for p in &def.parts {
        match p {
            Part::DefinePT(a, b) | Part::SetPT(a, b) => {
                board |= expr_reads(a).0 | expr_reads(b).0;
            }
            Part::SetToughness(a) | Part::DefinePower(a) | Part::ModifyPTForEach(_, _, a) => {
                board |= expr_reads(a).0
            }
            Part::TextOfTopCard => board |= ALL,
            _ => {}
        }
    }
    if def.face_down {
        source |= 0;
    }
    (source, board)
}

/// Whether trying `ops` on an object can never change which objects the delta evaluation of
/// `e` picks: `e` applies to every object matching a filter, reads no global input, computes
/// the same instructions for every object, and no op writes a value its filter looks at
/// (a narrower question than [`reads`]' facets: adding the Artifact type can't change who
/// matches "creatures", adding the Elf subtype can't change who matches "Goblins").
pub fn set_blind_to<'o>(e: &Eval, ops: impl IntoIterator<Item = &'o Op>) -> bool {
    let Some(def) = e.def.as_ref() else {
        return false;
    };
    let Affected::All(f) = &def.affects else {
        return false;
    };
    if has_global_inputs(def) || def.parts.iter().any(per_target) {
        return false;
    }
    ops.into_iter().all(|op| filter_blind_to(f, op))
}

/// Whether applying `op` to an object never changes whether it matches `f`.
fn filter_blind_to(f: &Filter, op: &Op) -> bool {
    if !f.also.iter().all(|g| filter_blind_to(g, op)) {
        return false;
    }
    let reads_subtypes = !f.subtypes.is_empty() || !f.not_subtypes.is_empty();
    // "With no abilities": any op that may write abilities can change who matches.
    if f.no_abilities
        && crate::rules::op::fields(op).is_none_or(|fs| fs.contains(&Field::Abilities))
    {
        return false;
    }
    match op {
        // `has_subtype` counts all creature types only for creatures.
        Op::AddTypes(ts) => !ts.iter().any(|t| {
            f.types.contains(t)
                || f.not_types.contains(t)
                || f.any_types.contains(t)
                || (*t == CardType::Creature && reads_subtypes)
        }),
        Op::AddSubtypes(ss) => ss
            .iter()
            .all(|s| !f.subtypes.iter().chain(&f.not_subtypes).any(|x| **x == **s)),
        // Taking a type away is read like adding it.
        Op::RemoveTypes(ts) => !ts.iter().any(|t| {
            f.types.contains(t)
                || f.not_types.contains(t)
                || f.any_types.contains(t)
                || (*t == CardType::Creature && reads_subtypes)
        }),
        Op::SetCreatureTypes(_)
        | Op::SetLandType(_)
        | Op::AddLandTypes(_)
        | Op::AllCreatureTypes => !reads_subtypes,
        // "Creatures with flying": what an object has can change whether it matches.
        Op::Grant(..) | Op::LoseAll | Op::Lose(_) | Op::CantHave(_) | Op::ChangeWord(..) => {
            f.with.is_empty()
        }
        Op::SetPT(..)
        | Op::Modify(..)
        | Op::Switch
        | Op::PlayerKeyword(_)
        | Op::Rule(_)
        | Op::ObjectRule(_)
        | Op::Nothing
        | Op::Overflow(_) => true,
        _ => false,
    }
}

/// Whether an effect's evaluation needs every object (global inputs), not just the changed ones.
pub fn has_global_inputs(def: &Def) -> bool {
    def.condition.is_some()
        || def.parts.iter().any(|p| match p {
            Part::DefinePT(a, b) | Part::SetPT(a, b) => expr_reads(a).1 || expr_reads(b).1,
            Part::SetToughness(a) | Part::DefinePower(a) | Part::ModifyPTForEach(_, _, a) => {
                expr_reads(a).1
            }
            Part::TextOfTopCard => true,
            _ => false,
        })
}

/// Whether [`delta_kind`] of `e` looks at nothing but the changed objects it is given: the
/// effect applies to every object a filter matches (no set fixed), doing the same to each.
/// A trial of it found no change can then be checked again on the objects changed since.
pub fn delta_is_local(e: &Eval, fixed: bool) -> bool {
    e.def.as_ref().is_some_and(|d| {
        !fixed
            && d.locked.is_none()
            && matches!(d.affects, Affected::All(_))
            && !d.parts.iter().any(per_target)
    })
}

/// Whether a part's evaluation differs from object to object.
pub(super) fn per_target(p: &Part) -> bool {
    fn e(x: &Expr) -> bool {
        match x {
            Expr::ManaValue | Expr::HandSize | Expr::CountersOnIt(_) => true,
            Expr::Count(f)
            | Expr::CardTypesAmong(f)
            | Expr::CreatureTypesAmong(f)
            | Expr::TotalPower(f)
            | Expr::TotalToughness(f) => {
                f.other_than_it || f.shares_creature_type_with_it || f.attached_to_it
            }
            Expr::Sum(v) => v.iter().any(e),
            Expr::Times(_, x) => e(x),
            _ => false,
        }
    }
    match p {
        Part::DefinePT(a, b) | Part::SetPT(a, b) => e(a) || e(b),
        Part::SetToughness(a) | Part::DefinePower(a) | Part::ModifyPTForEach(_, _, a) => e(a),
        _ => false,
    }
}
