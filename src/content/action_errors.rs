//! The message of an action the engine refused ([`ActionError`]): the Fluent id
//! (`scenario-errors.ftl`) and its arguments, so a file error words it in the reader's language.

use crate::i18n::Arg;
use crate::i18n::problem::Problem;
use crate::rules::action_error::{ActionError, ActionProblem};
use crate::rules::card::{EnchantWhat, TargetSpec};

/// The message, as a Fluent id and its arguments.
pub(crate) fn action_problem(e: &ActionError) -> Problem {
    use ActionProblem as P;
    let s = |v: &str| Arg::Str(v.to_string());
    let n = |v: i64| Arg::Num(v);
    let list = |v: &[String]| {
        Arg::Str(
            v.iter()
                .map(|x| format!("\"{x}\""))
                .collect::<Vec<_>>()
                .join(", "),
        )
    };
    let (id, args): (&'static str, Vec<(&'static str, Arg)>) = match &e.problem {
        P::NotOnBattlefield { id } => ("action-not-on-battlefield", vec![("id", s(id))]),
        P::NoSuchObject { index } => ("action-no-such-object", vec![("index", n(*index as i64))]),
        P::NoSuchPlayer { player } => {
            ("action-no-such-player", vec![("player", n(*player as i64))])
        }
        P::EmptyId => ("action-empty-id", vec![]),
        P::IdUsed { id } => ("action-id-used", vec![("id", s(id))]),
        P::UnknownId { id, near } if near.is_empty() => ("action-unknown-id", vec![("id", s(id))]),
        P::UnknownId { id, near } => (
            "action-unknown-id-near",
            vec![("id", s(id)), ("near", list(near))],
        ),
        P::NamesAPlayer { id } => ("action-names-a-player", vec![("id", s(id))]),
        P::PlayerOutOfRange { field, found } => (
            "action-player-out-of-range",
            vec![("field", s(field)), ("found", n(*found))],
        ),
        P::AbilitiesFromOne => ("action-abilities-from-one", vec![]),
        P::LabelUsed { label } => ("action-label-used", vec![("label", s(label))]),
        P::FaceDownCopy => ("action-face-down-copy", vec![]),
        P::AsksForColor { card } => ("action-asks-for-color", vec![("card", s(card))]),
        P::NotAColor { value } => ("action-not-a-color", vec![("value", s(value))]),
        P::AsksForCreatureType { card } => {
            ("action-asks-for-creature-type", vec![("card", s(card))])
        }
        P::NotACreatureType { value } => ("action-not-a-creature-type", vec![("value", s(value))]),
        P::AsksForMode { card, modes } => (
            "action-asks-for-mode",
            vec![("card", s(card)), ("modes", list(modes))],
        ),
        P::NotAMode { value, card, modes } => (
            "action-not-a-mode",
            vec![
                ("value", s(value)),
                ("card", s(card)),
                ("modes", list(modes)),
            ],
        ),
        P::NoCopyAbility { card } => ("action-no-copy-ability", vec![("card", s(card))]),
        P::CopyNotOnBattlefield { id } => ("action-copy-not-on-battlefield", vec![("id", s(id))]),
        P::CopyMismatch { card, id } => (
            "action-copy-mismatch",
            vec![("card", s(card)), ("id", s(id))],
        ),
        P::NotInGraveyard { name, player } => (
            "action-not-in-graveyard",
            vec![("name", s(name)), ("player", n(*player as i64))],
        ),
        P::NoSuchAbility { id, count, number } => (
            "action-no-such-ability",
            vec![
                ("id", s(id)),
                ("count", n(*count as i64)),
                ("number", n(*number as i64)),
            ],
        ),
        P::EquipNotYours { id, target } => (
            "action-equip-not-yours",
            vec![("id", s(id)), ("target", s(target))],
        ),
        P::KeywordNotModelled { id, keyword } => {
            let (words, rule) = match crate::rules::keyword_names::entry(keyword) {
                Some(e) => (
                    match keyword {
                        crate::rules::card::Keyword::Named(w) => w.clone(),
                        _ => e.name.to_string(),
                    },
                    e.rule,
                ),
                None => (String::new(), "702"),
            };
            (
                "action-keyword-not-modelled",
                vec![("id", s(id)), ("keyword", s(&words)), ("rule", s(rule))],
            )
        }
        P::TargetCount {
            what,
            needed,
            given,
        } => (
            "action-target-count",
            vec![
                ("what", s(what)),
                ("needed", n(*needed as i64)),
                ("given", n(*given as i64)),
            ],
        ),
        P::IllegalTarget {
            target,
            what,
            expected,
        } => (
            "action-illegal-target",
            vec![
                ("target", s(target)),
                ("what", s(what)),
                ("expected", s(target_key(*expected))),
            ],
        ),
        P::NotInstantOrSorcery { card } => {
            ("action-not-instant-or-sorcery", vec![("card", s(card))])
        }
        P::CopyNeedsTarget => ("action-copy-needs-target", vec![]),
        P::CopyChoiceUnknown { value } => ("action-copy-choice-unknown", vec![("value", s(value))]),
        P::ChoiceUnused { card, value } => (
            "action-choice-unused",
            vec![("card", s(card)), ("value", s(value))],
        ),
        P::XUnused { card, x } => ("action-x-unused", vec![("card", s(card)), ("x", n(*x))]),
        P::FaceDownAsFaceUp { id } => ("action-face-down-as-face-up", vec![("id", s(id))]),
        P::PhasedAlready { id, out } => (
            if *out {
                "rule-phased-out-already"
            } else {
                "rule-phased-in-already"
            },
            vec![("id", s(id))],
        ),
        P::CantTransform { id, face_down } => (
            if *face_down {
                "rule-transform-face-down"
            } else {
                "rule-transform-not-dfc"
            },
            vec![("id", s(id))],
        ),
        P::TooManyObjects { limit } => ("limit-objects", vec![("limit", n(*limit))]),
        P::TooManyEffects { limit } => ("limit-effects", vec![("limit", n(*limit))]),
        P::TooManyItems {
            field,
            found,
            limit,
        } => (
            "limit-items",
            vec![
                ("field", s(field)),
                ("found", n(*found)),
                ("limit", n(*limit)),
            ],
        ),
        P::TooManyCounterKinds { id, found, limit } => (
            "limit-counter-kinds",
            vec![("id", s(id)), ("found", n(*found)), ("limit", n(*limit))],
        ),
        P::TooComplex { limit } => ("limit-solve-work", vec![("limit", n(*limit))]),
        P::TooMuchPlay { limit } => ("limit-play-work", vec![("limit", n(*limit))]),
        P::TooManyTokens { card, found, limit } => (
            "limit-tokens",
            vec![
                ("card", s(card)),
                ("found", n(*found)),
                ("limit", n(*limit)),
            ],
        ),
        P::XTooLarge { found, limit } => {
            ("limit-x", vec![("found", n(*found)), ("limit", n(*limit))])
        }
        P::CountersNegative { kind, found } => (
            "limit-counters-negative",
            vec![("kind", s(kind)), ("found", n(*found))],
        ),
        P::TooManyCounters { kind, found, limit } => (
            "limit-counters",
            vec![
                ("kind", s(kind)),
                ("found", n(*found)),
                ("limit", n(*limit)),
            ],
        ),
        P::TooManyCountersTotal { id, found, limit } => (
            "limit-counters-total",
            vec![("id", s(id)), ("found", n(*found)), ("limit", n(*limit))],
        ),
        P::CountersOverflow { kind, found, limit } => (
            "limit-counters-overflow",
            vec![
                ("kind", s(kind)),
                ("found", n(*found)),
                ("limit", n(*limit)),
                ("max", n(i32::MAX.into())),
            ],
        ),
        P::LifeTooLarge { found, limit } => (
            "limit-life",
            vec![("found", n(*found)), ("limit", n(*limit))],
        ),
        P::CardValue { card, found, limit } => (
            "limit-card-value",
            vec![
                ("card", s(card)),
                ("found", n(*found)),
                ("limit", n(*limit)),
            ],
        ),
        P::CardList { card, found, limit } => (
            "limit-card-list",
            vec![
                ("card", s(card)),
                ("found", n(*found)),
                ("limit", n(*limit)),
            ],
        ),
        P::Overflow { id, power, effect } => (
            "limit-overflow",
            vec![
                ("id", s(id)),
                ("field", s(if *power { "power" } else { "toughness" })),
                ("effect", s(effect)),
                ("max", n(i32::MAX as i64)),
            ],
        ),
        P::AuraOnPlayer { id, enchant } => (
            "rule-aura-on-player",
            vec![("id", s(id)), ("enchant", s(enchant_key(*enchant)))],
        ),
        P::AuraWrongObject {
            id,
            target,
            enchant,
        } => (
            "rule-aura-wrong-object",
            vec![
                ("id", s(id)),
                ("target", s(target)),
                ("enchant", s(enchant_key(*enchant))),
            ],
        ),
        P::CurseOnObject { id, target } => (
            "rule-curse-on-object",
            vec![("id", s(id)), ("target", s(target))],
        ),
        P::AuraOnItself { id } => ("rule-aura-on-itself", vec![("id", s(id))]),
        P::EquipmentOnPlayer { id } => ("rule-equipment-on-player", vec![("id", s(id))]),
        P::EquipmentOnNonCreature { id, target } => (
            "rule-equipment-on-non-creature",
            vec![("id", s(id)), ("target", s(target))],
        ),
        P::EquipmentOnItself { id } => ("rule-equipment-on-itself", vec![("id", s(id))]),
        P::AttachedToItself { id } => ("rule-attached-to-itself", vec![("id", s(id))]),
        P::AttachNotOnBattlefield { id, target } => (
            "rule-attach-not-on-battlefield",
            vec![("id", s(id)), ("target", s(target))],
        ),
        P::CopyOfItself { id } => ("rule-copy-of-itself", vec![("id", s(id))]),
        P::PlayerCharacteristics { label } => {
            ("rule-player-characteristics", vec![("label", s(label))])
        }
    };
    Problem::new(id, args)
}

/// The Fluent selector key of an enchant ability.
fn enchant_key(e: EnchantWhat) -> &'static str {
    match e {
        EnchantWhat::Creature => "creature",
        EnchantWhat::Player => "player",
        EnchantWhat::Artifact => "artifact",
        EnchantWhat::Land => "land",
        EnchantWhat::Permanent => "permanent",
    }
}

/// The Fluent selector key of what a target must be.
fn target_key(t: TargetSpec) -> &'static str {
    match t {
        TargetSpec::Creature => "creature",
        TargetSpec::CreatureOpponentControls => "creature-opponent",
        TargetSpec::Permanent => "permanent",
        TargetSpec::CreatureYouControl => "creature-you",
        TargetSpec::NonlegendaryCreature => "nonlegendary-creature",
        TargetSpec::Land => "land",
        TargetSpec::Artifact => "artifact",
        TargetSpec::NoncreatureArtifact => "noncreature-artifact",
        TargetSpec::ArtifactCreature => "artifact-creature",
        TargetSpec::NonlandPermanent => "nonland-permanent",
        TargetSpec::PermanentYouControl => "permanent-you",
        TargetSpec::Player => "player",
        TargetSpec::DeadCreature => "dead-creature",
    }
}
