//! Text-changing effects (layer 3, 612): rewriting color words and basic land type words inside
//! abilities' data.

use super::card::{
    Ability, Affected, Condition, CopySpec, EffectSpec, Expr, Filter, Keyword, Mana, OneShot, Part,
    Quality, Word,
};
use super::types::ColorSpec;

/// Replaces every instance of `from` with `to` in the ability's words.
pub fn change_word(a: &mut Ability, from: Word, to: Word) {
    match a {
        Ability::Keyword(k) => keyword(k, from, to),
        Ability::Mana(Mana::Color(c)) => {
            if let (Word::Color(f), Word::Color(t)) = (from, to)
                && *c == f
            {
                *c = t;
            }
        }
        Ability::Mana(_) | Ability::Text(_) => {}
        Ability::Static(s) => {
            affected(&mut s.affects, from, to);
            parts(&mut s.parts, from, to);
            if let Some(c) = &mut s.condition {
                condition(c, from, to);
            }
        }
        Ability::Activated(x) => oneshots(&mut x.effects, from, to),
        Ability::Triggered(x) => oneshots(&mut x.effects, from, to),
        Ability::AsEnters(_) => {}
        Ability::EntersAsCopyOfThis(f) => filter(f, from, to),
    }
}

fn keyword(k: &mut Keyword, from: Word, to: Word) {
    match (k, from, to) {
        (Keyword::Landwalk(t), Word::LandType(f), Word::LandType(n)) if *t == f => *t = n,
        (Keyword::Protection(Quality::Color(c)), Word::Color(f), Word::Color(n))
            if *c == ColorSpec::of(f) =>
        {
            *c = ColorSpec::of(n)
        }
        _ => {}
    }
}

fn oneshots(v: &mut [OneShot], from: Word, to: Word) {
    for o in v {
        match o {
            OneShot::Effect(EffectSpec {
                affects, parts: p, ..
            }) => {
                affected(affects, from, to);
                parts(p, from, to);
            }
            OneShot::BecomeCopy(CopySpec {
                filter: f,
                except,
                each,
                ..
            }) => {
                filter(f, from, to);
                if let Some(e) = each {
                    filter(e, from, to);
                }
                parts(except, from, to);
            }
            _ => {}
        }
    }
}

fn affected(a: &mut Affected, from: Word, to: Word) {
    if let Affected::All(f) = a {
        filter(f, from, to);
    }
}

fn condition(c: &mut Condition, from: Word, to: Word) {
    match c {
        Condition::YouControlAtLeast(_, f)
        | Condition::TopOfYourGraveyard(f)
        | Condition::AttachedIs(f) => filter(f, from, to),
        Condition::AtLeast(e, _) | Condition::AtMost(e, _) => expr(e, from, to),
        _ => {}
    }
}

fn filter(f: &mut Filter, from: Word, to: Word) {
    match (from, to) {
        (Word::Color(a), Word::Color(b)) => {
            for c in f.colors.iter_mut().chain(f.not_colors.iter_mut()) {
                if *c == ColorSpec::of(a) {
                    *c = ColorSpec::of(b);
                }
            }
        }
        (Word::LandType(a), Word::LandType(b)) => {
            for s in f.subtypes.iter_mut().chain(f.not_subtypes.iter_mut()) {
                if s == a.name() {
                    *s = b.name().to_string();
                }
            }
        }
        _ => {}
    }
}

fn parts(v: &mut [Part], from: Word, to: Word) {
    for p in v {
        match (p, from, to) {
            (Part::SetLandType(t) | Part::AddLandType(t), Word::LandType(a), Word::LandType(b))
                if *t == a =>
            {
                *t = b
            }
            (Part::SetColors(cs) | Part::AddColors(cs), Word::Color(a), Word::Color(b)) => {
                for c in cs {
                    if *c == ColorSpec::of(a) {
                        *c = ColorSpec::of(b);
                    }
                }
            }
            (Part::Grant(abilities), _, _) => {
                for a in abilities {
                    change_word(a, from, to);
                }
            }
            (Part::Lose(ks) | Part::CantHave(ks), _, _) => {
                for k in ks {
                    keyword(k, from, to);
                }
            }
            (Part::DefinePT(a, b) | Part::SetPT(a, b), _, _) => {
                expr(a, from, to);
                expr(b, from, to);
            }
            (
                Part::SetToughness(a) | Part::DefinePower(a) | Part::ModifyPTForEach(_, _, a),
                _,
                _,
            ) => expr(a, from, to),
            _ => {}
        }
    }
}

/// The words of the filters a number counts with ("for each Swamp you control").
fn expr(e: &mut Expr, from: Word, to: Word) {
    match e {
        Expr::Count(f)
        | Expr::CardTypesAmong(f)
        | Expr::CreatureTypesAmong(f)
        | Expr::TotalPower(f)
        | Expr::TotalToughness(f) => filter(f, from, to),
        Expr::Devotion(cs) => {
            if let (Word::Color(a), Word::Color(b)) = (from, to) {
                for c in cs {
                    if *c == a {
                        *c = b;
                    }
                }
            }
        }
        Expr::Sum(v) => v.iter_mut().for_each(|x| expr(x, from, to)),
        Expr::Times(_, x) => expr(x, from, to),
        _ => {}
    }
}
