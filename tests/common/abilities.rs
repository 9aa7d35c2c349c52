//! What the tests of rules text share: a rendering context, the English and French text of an
//! ability, short builders of filters, static abilities and effects, the checks that a text is
//! clean and follows French typography, and the abilities of famous cards.

use layerlab::i18n::Lang;
use layerlab::rules::card::{
    Ability, Activated, Affected, Duration, EffectSpec, Expr, Filter, Keyword, OneShot, Part,
    RuleChange, Static, Text, Who,
};
use layerlab::rules::types::{BasicLandType, CardType, ColorSpec, Supertype};
use layerlab::words::abilities::{RenderCtx, SelfKind, ability_text};
pub const NBSP: char = '\u{a0}';

pub fn ctx() -> RenderCtx<'static> {
    RenderCtx {
        self_kind: SelfKind::Creature,
        choices: &[],
    }
}

pub fn kind(k: SelfKind) -> RenderCtx<'static> {
    RenderCtx {
        self_kind: k,
        choices: &[],
    }
}

pub fn en(a: &Ability) -> String {
    ability_text(a, Lang::En, &ctx())
}

pub fn fr(a: &Ability) -> String {
    ability_text(a, Lang::Fr, &ctx())
}

pub fn filter(types: &[CardType]) -> Filter {
    Filter {
        types: types.to_vec(),
        ..Filter::default()
    }
}

pub fn st(affects: Affected, parts: Vec<Part>) -> Ability {
    Ability::Static(Static {
        affects,
        parts,
        condition: None,
        cda: false,
        lingers_until_end_of_turn: false,
    })
}

pub fn all(f: Filter, parts: Vec<Part>) -> Ability {
    st(Affected::All(f), parts)
}

pub fn text(en: &str, fr: &str) -> Text {
    Text {
        en: en.into(),
        fr: fr.into(),
    }
}

pub fn effect(affects: Affected, parts: Vec<Part>, duration: Duration) -> OneShot {
    OneShot::Effect(EffectSpec {
        affects,
        parts,
        duration,
    })
}

/// Nothing a Fluent error leaves behind, no stray blanks, no forbidden characters.
pub fn assert_clean(s: &str, what: &str) {
    assert!(!s.trim().is_empty(), "{what}: empty text");
    assert_eq!(s, s.trim(), "{what}: blanks around {s:?}");
    assert!(!s.contains("  "), "{what}: double space in {s:?}");
    assert!(!s.contains('$'), "{what}: Fluent variable left in {s:?}");
    for bad in ['\u{202f}', '\u{2068}', '\u{2069}'] {
        assert!(!s.contains(bad), "{what}: {bad:?} in {s:?}");
    }
    // Braces only around mana symbols ({2}, {U/R}, {T}, {X}).
    let mut rest = s;
    while let Some(i) = rest.find(['{', '}']) {
        assert!(rest[i..].starts_with('{'), "{what}: stray brace in {s:?}");
        let close = rest[i..]
            .find('}')
            .unwrap_or_else(|| panic!("{what}: unclosed brace in {s:?}"));
        let inner = &rest[i + 1..i + close];
        assert!(
            !inner.is_empty()
                && inner
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase() || c == '/'),
            "{what}: {{{inner}}} is not a mana symbol in {s:?}"
        );
        rest = &rest[i + close + 1..];
    }
    // No message id shown instead of a text.
    for prefix in ["ab-", "kw-", "color-", "type-", "supertype-", "subtype-"] {
        for (i, _) in s.match_indices(prefix) {
            let before = s[..i].chars().next_back();
            assert!(
                before.is_none_or(|c| !c.is_alphanumeric()),
                "{what}: message id in {s:?}"
            );
        }
    }
}

/// French typography: a no-break space before `:`, `;`, `!`, `?`.
pub fn assert_french_spaces(s: &str, what: &str) {
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if matches!(c, ':' | ';' | '!' | '?') {
            assert!(
                i > 0 && chars[i - 1] == NBSP,
                "{what}: no no-break space before {c:?} in {s:?}"
            );
        }
    }
}

pub fn blood_moon() -> Ability {
    all(
        Filter {
            types: vec![CardType::Land],
            not_supertypes: vec![Supertype::Basic],
            ..Filter::default()
        },
        vec![Part::SetLandType(BasicLandType::Mountain)],
    )
}

pub fn urborg() -> Ability {
    all(
        filter(&[CardType::Land]),
        vec![Part::AddLandType(BasicLandType::Swamp)],
    )
}

pub fn honor(color: ColorSpec) -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            colors: vec![color],
            controller: Who::You,
            ..Filter::default()
        },
        vec![Part::ModifyPT(1, 1)],
    )
}

pub fn humility() -> Ability {
    all(
        filter(&[CardType::Creature]),
        vec![Part::LoseAllAbilities, Part::SetPT(Expr::N(1), Expr::N(1))],
    )
}

pub fn opalescence() -> Ability {
    all(
        Filter {
            types: vec![CardType::Enchantment],
            not_subtypes: vec!["Aura".into()],
            other: true,
            ..Filter::default()
        },
        vec![
            Part::AddTypes(vec![CardType::Creature]),
            Part::SetPT(Expr::ManaValue, Expr::ManaValue),
        ],
    )
}

pub fn crag_puca() -> Ability {
    Ability::Activated(Activated {
        cost: "{U/R}".into(),
        effects: vec![effect(
            Affected::This,
            vec![Part::SwitchPT],
            Duration::UntilEndOfTurn,
        )],
        targets: vec![],
    })
}

pub fn lord_of_atlantis(land: BasicLandType) -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            subtypes: vec!["Merfolk".into()],
            other: true,
            ..Filter::default()
        },
        // Layer order in the data; the text says the P/T first, as Oracle does.
        vec![
            Part::Grant(vec![Ability::Keyword(Keyword::Landwalk(land))]),
            Part::ModifyPT(1, 1),
        ],
    )
}

pub fn torpor_dust() -> Ability {
    st(Affected::Attached, vec![Part::ModifyPT(-3, 0)])
}

pub fn curse_of_deaths_hold() -> Ability {
    all(
        Filter {
            types: vec![CardType::Creature],
            controller: Who::EnchantedPlayer,
            ..Filter::default()
        },
        vec![Part::ModifyPT(-1, -1)],
    )
}

pub fn maro() -> Ability {
    Ability::Static(Static {
        affects: Affected::This,
        parts: vec![Part::DefinePT(Expr::HandSize, Expr::HandSize)],
        condition: None,
        cda: true,
        lingers_until_end_of_turn: false,
    })
}

pub fn leyline() -> Ability {
    st(
        Affected::Players(Who::You),
        vec![Part::PlayerKeyword(Keyword::Hexproof)],
    )
}

pub fn reliquary_tower() -> Ability {
    st(
        Affected::Players(Who::You),
        vec![Part::Rule(RuleChange::NoMaximumHandSize)],
    )
}
