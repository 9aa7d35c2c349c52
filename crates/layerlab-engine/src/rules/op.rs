//! Evaluated instructions: what one effect does to one object or player, with every parameter
//! computed (613.8a compares these, never diffs of objects), and how it is applied.

use std::sync::Arc;

use super::card::{Ability, Copiable, Keyword, ObjectRule, RuleChange, Word};
use super::object::{
    AbilityInst, Chars, Origin, PlayerChars, PlayerId, add_intrinsic, intrinsic, is_creature_type,
    is_land_type, push_shared, sorted,
};
use super::text_change::change_word;
use super::trace::Field;
use super::types::{BasicLandType, CardType, Color, Supertype};

/// One evaluated instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Take these copiable values (707.2), except clauses already applied; `true`: keep the
    /// object's own colors (707.9c: "except it doesn't copy that creature's color").
    Copy(Box<Chars>, bool),
    SetCopiable(Copiable),
    /// The face-down status (708.2); `true`: with ward {2}.
    FaceDown(bool),
    Control(PlayerId),
    ChangeWord(Word, Word),
    /// Have the full text of this card, keeping these abilities of one's own.
    TakeText(Box<Chars>, Vec<AbilityInst>),
    /// The name in English and French (612.8).
    SetName(Arc<str>, Arc<str>),
    AddTypes(Vec<CardType>),
    /// Sets the card types; subtypes belonging to none of them go (205.1a).
    SetCardTypes(Vec<CardType>),
    AddSupertypes(Vec<Supertype>),
    RemoveSupertypes(Vec<Supertype>),
    /// Takes card types away; subtypes belonging to none of the types left go (205.1a).
    RemoveTypes(Vec<CardType>),
    AddSubtypes(Vec<Arc<str>>),
    SetCreatureTypes(Vec<Arc<str>>),
    SetLandType(BasicLandType),
    AddLandTypes(Vec<BasicLandType>),
    AllCreatureTypes,
    SetColors(Vec<Color>),
    AddColors(Vec<Color>),
    /// Grant abilities; the label names the granting effect, the number is where the first
    /// of these abilities stands among all that effect grants.
    Grant(Vec<Ability>, Arc<str>, u16),
    LoseAll,
    Lose(Vec<Keyword>),
    CantHave(Vec<Keyword>),
    SetPT(Option<i32>, Option<i32>),
    Modify(i32, i32),
    Switch,
    PlayerKeyword(Keyword),
    Rule(RuleChange),
    /// A rule about the object (613.11): kept beside its characteristics (`Chars::rules`).
    ObjectRule(ObjectRule),
    /// An instruction that does nothing here (a text change with no words chosen...).
    Nothing,
    /// A power (`true`) or toughness this instruction would set can't be counted (a sum or
    /// product beyond `i32`): it changes nothing, and applying it reports the overflow.
    Overflow(bool),
}

/// Applying an op took a power or toughness past what an `i32` holds; `power` says which.
/// The value is left at the nearest end of the range, never wrapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflowed {
    pub power: bool,
}

/// The characteristics of a face-down permanent (708.2): with ward {2} when `ward` (disguise,
/// cloak).
pub fn face_down_values(c: &Chars, ward: bool) -> Chars {
    let abilities = if ward {
        Arc::new(vec![AbilityInst {
            ability: Ability::Keyword(Keyword::Ward("{2}".to_string())),
            origin: Origin::Printed(0),
        }])
    } else {
        Arc::default()
    };
    Chars {
        name: "".into(),
        name_fr: "".into(),
        mana_cost: None,
        mana_value: 0,
        colors: Arc::default(),
        supertypes: Vec::new(),
        types: Arc::new(vec![CardType::Creature]),
        subtypes: Arc::default(),
        all_creature_types: false,
        abilities,
        power: Some(2),
        toughness: Some(2),
        controller: c.controller,
        face_down: true,
        cant_have: c.cant_have.clone(),
        rules: c.rules.clone(),
    }
}

/// Applies `op` to an object's characteristics; a power or toughness that would leave `i32`
/// stays at the end of the range (see [`apply_checked`] to know).
pub fn apply(op: &Op, c: &mut Chars) {
    let _ = apply_checked(op, c);
}

/// Applies `op` to an object's characteristics. Arithmetic is checked: a power or toughness
/// that would leave `i32` is an error (the value stays at the end of the range, never wrapped).
pub fn apply_checked(op: &Op, c: &mut Chars) -> Result<(), Overflowed> {
    match op {
        Op::Copy(v, keep_colors) => {
            let own = c.colors.clone();
            take_printed_values(c, v);
            if *keep_colors {
                c.colors = own;
            }
            c.all_creature_types = v.all_creature_types;
            c.abilities = v.abilities.clone();
            c.face_down = false;
        }
        Op::SetCopiable(s) => {
            if s.power.is_some() {
                c.power = s.power;
            }
            if s.toughness.is_some() {
                c.toughness = s.toughness;
            }
            for t in &s.add_types {
                push_shared(&mut c.types, *t);
            }
            for st in &s.add_subtypes {
                push_shared(&mut c.subtypes, Arc::from(st.as_str()));
            }
            for (next, a) in (next_printed_slot(c)..).zip(&s.add_abilities) {
                Arc::make_mut(&mut c.abilities).push(AbilityInst {
                    ability: a.clone(),
                    origin: Origin::Printed(next),
                });
            }
            add_intrinsic(&mut c.abilities, &c.types, &c.subtypes);
        }
        Op::FaceDown(ward) => *c = face_down_values(c, *ward),
        Op::Control(p) => c.controller = *p,
        Op::ChangeWord(from, to) => {
            for a in Arc::make_mut(&mut c.abilities) {
                if a.origin.is_rules_text() {
                    change_word(&mut a.ability, *from, *to);
                }
            }
        }
        Op::TakeText(v, keep) => {
            take_printed_values(c, v);
            let mut abilities: Vec<AbilityInst> = v
                .abilities
                .iter()
                .filter(|a| a.origin.is_rules_text())
                .cloned()
                .collect();
            for (next, k) in (abilities.len() as u16..).zip(keep) {
                abilities.push(AbilityInst {
                    ability: k.ability.clone(),
                    origin: Origin::Printed(next),
                });
            }
            c.abilities = Arc::new(abilities);
        }
        Op::SetName(en, fr) => {
            c.name = en.clone();
            c.name_fr = fr.clone();
        }
        Op::AddTypes(ts) => {
            for t in ts {
                push_shared(&mut c.types, *t);
            }
        }
        Op::SetCardTypes(ts) => set_card_types(c, sorted(ts.clone())),
        Op::RemoveTypes(ts) => {
            if ts.iter().any(|t| c.types.contains(t)) {
                let left = c.types.iter().filter(|t| !ts.contains(t)).copied();
                set_card_types(c, sorted(left.collect()));
            }
        }
        Op::AddSupertypes(ts) => {
            for t in ts {
                push_unique(&mut c.supertypes, *t);
            }
            c.supertypes.sort();
        }
        Op::RemoveSupertypes(ts) => c.supertypes.retain(|s| !ts.contains(s)),
        Op::AddSubtypes(sts) => {
            for s in sts {
                push_shared(&mut c.subtypes, s.clone());
            }
            add_intrinsic(&mut c.abilities, &c.types, &c.subtypes);
        }
        Op::SetCreatureTypes(sts) => {
            retain(&mut c.subtypes, |s| !is_creature_type(s));
            c.all_creature_types = false;
            for s in sts {
                push_shared(&mut c.subtypes, s.clone());
            }
        }
        Op::SetLandType(t) => {
            // 305.7: old land types and every rules-text ability go; the new type's mana
            // ability comes (other effects' abilities stay).
            let mut subtypes = Vec::with_capacity(c.subtypes.len() + 1);
            subtypes.extend(c.subtypes.iter().filter(|s| !is_land_type(s)).cloned());
            subtypes.push(Arc::from(t.name()));
            c.subtypes = Arc::new(subtypes);
            retain(&mut c.abilities, |a| !a.origin.is_rules_text());
            add_intrinsic(&mut c.abilities, &c.types, &c.subtypes);
        }
        Op::AddLandTypes(ts) => {
            for t in ts {
                if !c.subtypes.iter().any(|s| **s == *t.name()) {
                    push_shared(&mut c.subtypes, Arc::from(t.name()));
                }
            }
            add_intrinsic(&mut c.abilities, &c.types, &c.subtypes);
        }
        Op::AllCreatureTypes => c.all_creature_types = true,
        Op::SetColors(cs) => {
            let v = sorted(cs.clone());
            if *c.colors != v {
                c.colors = Arc::new(v);
            }
        }
        Op::AddColors(cs) => {
            if cs.iter().any(|x| !c.colors.contains(x)) {
                let mut v = c.colors.to_vec();
                v.extend(cs.iter().copied());
                c.colors = Arc::new(sorted(v));
            }
        }
        Op::Grant(abilities, label, start) => {
            let mut granted = abilities
                .iter()
                .enumerate()
                .filter(|(_, a)| !matches!(a, Ability::Keyword(k) if c.cant_have.contains(k)))
                .map(|(i, a)| AbilityInst {
                    ability: a.clone(),
                    origin: Origin::Granted(label.clone(), start.saturating_add(i as u16)),
                })
                .filter(|g| !c.abilities.iter().any(|x| x.origin == g.origin))
                .peekable();
            if granted.peek().is_some() {
                // One new list of the right size (the old one is shared with the trace).
                let mut v = Vec::with_capacity(c.abilities.len() + abilities.len());
                v.extend(c.abilities.iter().cloned());
                v.extend(granted);
                c.abilities = Arc::new(v);
            }
        }
        Op::LoseAll => {
            if !c.abilities.is_empty() {
                c.abilities = Arc::default();
            }
        }
        Op::Lose(ks) => retain(&mut c.abilities, |a| !has_keyword_in(a, ks)),
        Op::CantHave(ks) => {
            for k in ks {
                push_unique(&mut c.cant_have, k.clone());
            }
            retain(&mut c.abilities, |a| !has_keyword_in(a, ks));
        }
        Op::SetPT(p, t) => {
            if p.is_some() {
                c.power = *p;
            }
            if t.is_some() {
                c.toughness = *t;
            }
        }
        Op::Modify(dp, dt) => {
            let mut out = Ok(());
            if let Some(p) = c.power.as_mut() {
                *p = p.checked_add(*dp).unwrap_or_else(|| {
                    out = Err(Overflowed { power: true });
                    p.saturating_add(*dp)
                });
            }
            if let Some(t) = c.toughness.as_mut() {
                *t = t.checked_add(*dt).unwrap_or_else(|| {
                    out = out.and(Err(Overflowed { power: false }));
                    t.saturating_add(*dt)
                });
            }
            return out;
        }
        Op::Switch => std::mem::swap(&mut c.power, &mut c.toughness),
        Op::Overflow(power) => return Err(Overflowed { power: *power }),
        Op::ObjectRule(r) => push_unique(&mut c.rules, *r),
        Op::PlayerKeyword(_) | Op::Rule(_) | Op::Nothing => {}
    }
    Ok(())
}

/// Sets the card types (sorted); the subtypes that belong to none of them go (205.1a), and a
/// basic land type gone takes its mana ability along (305.6).
fn set_card_types(c: &mut Chars, v: Vec<CardType>) {
    if *c.types != v {
        c.types = Arc::new(v);
    }
    let types = c.types.clone();
    retain(&mut c.subtypes, |s| subtype_fits(s, &types));
    if !c.is(CardType::Creature) && !c.is(CardType::Kindred) {
        c.all_creature_types = false;
    }
    // A basic land type gone takes its mana ability along (305.6).
    let subtypes = c.subtypes.clone();
    retain(&mut c.abilities, |a| match a.origin {
        Origin::Intrinsic(t) => {
            types.contains(&CardType::Land) && subtypes.iter().any(|s| **s == *t.name())
        }
        _ => true,
    });
}

/// Whether applying `op` to `c` may change it: `false` only when it surely leaves `c` as it
/// is (a type or a color it already has, an ability already granted, +0/+0). Ops applied in
/// turn leave an object as it is when none of them may change it: trials and the trace then
/// copy nothing of it.
pub fn may_change(op: &Op, c: &Chars) -> bool {
    match op {
        Op::Control(p) => c.controller != *p,
        Op::AddTypes(ts) => ts.iter().any(|t| !c.types.contains(t)),
        Op::SetName(en, fr) => c.name != *en || c.name_fr != *fr,
        Op::AddSupertypes(ts) => ts.iter().any(|t| !c.supertypes.contains(t)),
        Op::RemoveSupertypes(ts) => ts.iter().any(|t| c.supertypes.contains(t)),
        Op::RemoveTypes(ts) => ts.iter().any(|t| c.types.contains(t)),
        Op::AllCreatureTypes => !c.all_creature_types,
        Op::SetColors(cs) => *c.colors != sorted(cs.clone()),
        Op::AddColors(cs) => cs.iter().any(|x| !c.colors.contains(x)),
        Op::Grant(abilities, label, start) => abilities.iter().enumerate().any(|(i, a)| {
            !matches!(a, Ability::Keyword(k) if c.cant_have.contains(k))
                && !c.abilities.iter().any(|x| {
                    matches!(&x.origin, Origin::Granted(l, n)
                        if l == label && *n == start.saturating_add(i as u16))
                })
        }),
        Op::LoseAll => !c.abilities.is_empty(),
        Op::Lose(ks) => c.abilities.iter().any(|a| has_keyword_in(a, ks)),
        Op::CantHave(ks) => {
            ks.iter().any(|k| !c.cant_have.contains(k))
                || c.abilities.iter().any(|a| has_keyword_in(a, ks))
        }
        Op::SetPT(p, t) => (p.is_some() && *p != c.power) || (t.is_some() && *t != c.toughness),
        Op::Modify(dp, dt) => {
            (*dp != 0 && c.power.is_some()) || (*dt != 0 && c.toughness.is_some())
        }
        Op::Switch => c.power != c.toughness,
        Op::ObjectRule(r) => !c.rules.contains(r),
        Op::PlayerKeyword(_) | Op::Rule(_) | Op::Nothing => false,
        Op::Overflow(_) => true,
        Op::Copy(..)
        | Op::SetCopiable(_)
        | Op::FaceDown(_)
        | Op::ChangeWord(..)
        | Op::TakeText(..)
        | Op::AddSubtypes(_)
        | Op::SetCardTypes(_)
        | Op::SetCreatureTypes(_) => true,
        // What `apply` makes of it: the other subtypes then this land type; the abilities
        // not from rules text, then (for a land) the new type's mana ability. A thousand
        // Blood Moons over the same lands: all but the first find them so.
        Op::SetLandType(t) => {
            let Some((last, others)) = c.subtypes.split_last() else {
                return true;
            };
            if **last != *t.name() || others.iter().any(|s| is_land_type(s)) {
                return true;
            }
            let kept = if c.types.contains(&CardType::Land) {
                match c.abilities.split_last() {
                    Some((a, kept)) if *a == intrinsic(*t) => kept,
                    _ => return true,
                }
            } else {
                &c.abilities[..]
            };
            kept.iter().any(|a| a.origin.is_rules_text())
        }
        Op::AddLandTypes(ts) => {
            ts.iter()
                .any(|t| !c.subtypes.iter().any(|s| **s == *t.name()))
                || (c.types.contains(&CardType::Land)
                    && BasicLandType::ALL.into_iter().any(|b| {
                        c.subtypes.iter().any(|s| **s == *b.name())
                            && !c.abilities.iter().any(|a| a.origin == Origin::Intrinsic(b))
                    }))
        }
    }
}

/// Whether a subtype belongs to one of these card types (205.3d): creature types to creatures
/// and kindreds, land types to lands, the others to artifacts, enchantments, spells,
/// planeswalkers and battles.
fn subtype_fits(s: &str, types: &[CardType]) -> bool {
    use CardType::*;
    if is_land_type(s) {
        types.contains(&Land)
    } else if is_creature_type(s) {
        types.contains(&Creature) || types.contains(&Kindred)
    } else {
        types.iter().any(|t| {
            matches!(
                t,
                Artifact | Enchantment | Instant | Sorcery | Planeswalker | Battle
            )
        })
    }
}

fn has_keyword_in(a: &AbilityInst, ks: &[Keyword]) -> bool {
    matches!(&a.ability, Ability::Keyword(k) if ks.contains(k))
}

/// The fields of an object that `op` may change (`None`: any of them), as [`apply`] writes
/// them: the trace copies only these before applying it.
pub fn fields(op: &Op) -> Option<&'static [Field]> {
    use Field::*;
    Some(match op {
        Op::Copy(..) | Op::SetCopiable(_) | Op::FaceDown(_) | Op::TakeText(..) => return None,
        Op::Control(_) => &[Controller],
        Op::ChangeWord(..) | Op::Grant(..) | Op::LoseAll | Op::Lose(_) => &[Abilities],
        Op::CantHave(_) => &[CantHave, Abilities],
        Op::AddTypes(_) => &[Types],
        Op::SetName(..) => &[Name, NameFr],
        Op::SetCardTypes(_) | Op::RemoveTypes(_) => &[Types, Subtypes, AllCreatureTypes, Abilities],
        Op::AddSupertypes(_) | Op::RemoveSupertypes(_) => &[Supertypes],
        Op::AddSubtypes(_) | Op::SetLandType(_) | Op::AddLandTypes(_) => &[Subtypes, Abilities],
        Op::SetCreatureTypes(_) => &[Subtypes, AllCreatureTypes],
        Op::AllCreatureTypes => &[AllCreatureTypes],
        Op::SetColors(_) | Op::AddColors(_) => &[Colors],
        Op::SetPT(..) | Op::Modify(..) | Op::Switch | Op::Overflow(_) => &[Power, Toughness],
        Op::ObjectRule(_) => &[ObjectRules],
        Op::PlayerKeyword(_) | Op::Rule(_) | Op::Nothing => &[],
    })
}

/// Applies a player-level op.
pub fn apply_player(op: &Op, p: &mut PlayerChars) {
    match op {
        Op::PlayerKeyword(k) => push_unique(&mut p.abilities, k.clone()),
        Op::Rule(RuleChange::NoMaximumHandSize) => {
            p.max_hand_size = None;
            push_unique(&mut p.rules, RuleChange::NoMaximumHandSize);
        }
        // Applied in timestamp order (613.11): a size set after "no maximum" gives one back.
        Op::Rule(RuleChange::MaximumHandSize(n)) => p.max_hand_size = Some((*n).max(0)),
        Op::Rule(RuleChange::MaximumHandSizeChange(d)) => {
            p.max_hand_size = p.max_hand_size.map(|m| m.saturating_add(*d).max(0));
        }
        Op::Rule(r) => push_unique(&mut p.rules, r.clone()),
        _ => {}
    }
}

/// Applies a game-level op (rules for everyone).
pub fn apply_game(op: &Op, rules: &mut Vec<RuleChange>) {
    if let Op::Rule(r) = op {
        push_unique(rules, r.clone());
    }
}

/// Takes another object's name, mana cost, colors, types and P/T (a copy, a full text change).
fn take_printed_values(c: &mut Chars, v: &Chars) {
    c.name = v.name.clone();
    c.name_fr = v.name_fr.clone();
    c.mana_cost = v.mana_cost.clone();
    c.mana_value = v.mana_value;
    c.colors = v.colors.clone();
    c.supertypes = v.supertypes.clone();
    c.types = v.types.clone();
    c.subtypes = v.subtypes.clone();
    c.power = v.power;
    c.toughness = v.toughness;
}

/// Keeps the elements `keep` selects, copying a shared list only when one goes.
fn retain<T: Clone>(v: &mut Arc<Vec<T>>, keep: impl Fn(&T) -> bool) {
    if !v.iter().all(&keep) {
        Arc::make_mut(v).retain(keep);
    }
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

fn next_printed_slot(c: &Chars) -> u16 {
    c.abilities
        .iter()
        .filter_map(|a| match a.origin {
            Origin::Printed(n) => Some(n.saturating_add(1)),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::CardDef;

    fn chars(types: Vec<CardType>, subtypes: &[&str]) -> Chars {
        let card = CardDef {
            name: "Test".into(),
            types,
            subtypes: subtypes.iter().map(|s| s.to_string()).collect(),
            ..CardDef::default()
        };
        Chars::printed(&card, 0)
    }

    /// "Isn't a creature" takes the creature types along, unless the object is still a
    /// kindred (205.1a); a type it doesn't have changes nothing.
    #[test]
    fn removing_a_card_type_removes_the_subtypes_of_it_alone() {
        use CardType::{Creature, Enchantment, Kindred};
        let op = Op::RemoveTypes(vec![Creature]);
        let mut god = chars(vec![Enchantment, Creature], &["God"]);
        assert!(may_change(&op, &god));
        apply(&op, &mut god);
        assert_eq!(*god.types, vec![Enchantment]);
        assert!(god.subtypes.is_empty());
        assert!(!may_change(&op, &god));
        let mut kindred = chars(vec![Kindred, Enchantment, Creature], &["Elf"]);
        apply(&op, &mut kindred);
        assert_eq!(*kindred.types, sorted(vec![Kindred, Enchantment]));
        assert_eq!(kindred.subtypes.len(), 1);
    }
}
