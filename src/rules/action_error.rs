//! Why an action can't be done, as typed data: what is wrong, with the values that say so. The
//! engine holds no text; [`ActionError::problem`] names the Fluent message
//! (`scenario-errors.ftl`) that words it in the reader's language.

use crate::i18n::Arg;
use crate::i18n::problem::Problem;

use super::card::{EnchantWhat, TargetSpec};

/// What is wrong with an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionProblem {
    // ---- ids, players, objects
    NotOnBattlefield {
        id: String,
    },
    /// An object index that names no object (given through the engine's API).
    NoSuchObject {
        index: usize,
    },
    NoSuchPlayer {
        player: u8,
    },
    EmptyId,
    IdUsed {
        id: String,
    },
    UnknownId {
        id: String,
        near: Vec<String>,
    },
    NamesAPlayer {
        id: String,
    },
    PlayerOutOfRange {
        field: &'static str,
        found: i64,
    },
    AbilitiesFromOne,
    LabelUsed {
        label: String,
    },
    // ---- choices as a permanent enters
    FaceDownCopy,
    AsksForColor {
        card: String,
    },
    NotAColor {
        value: String,
    },
    AsksForCreatureType {
        card: String,
    },
    NotACreatureType {
        value: String,
    },
    AsksForMode {
        card: String,
        modes: Vec<String>,
    },
    NotAMode {
        value: String,
        card: String,
        modes: Vec<String>,
    },
    NoCopyAbility {
        card: String,
    },
    CopyNotOnBattlefield {
        id: String,
    },
    CopyMismatch {
        card: String,
        id: String,
    },
    NotInGraveyard {
        name: String,
        player: u8,
    },
    // ---- spells and abilities
    NoSuchAbility {
        id: String,
        count: usize,
        number: usize,
    },
    TargetCount {
        what: String,
        needed: usize,
        given: usize,
    },
    IllegalTarget {
        target: String,
        what: String,
        expected: TargetSpec,
    },
    /// An equip ability's target is a creature another player controls (702.6a).
    EquipNotYours {
        id: String,
        target: String,
    },
    /// A keyword ability `Activate` counts whose resolution the engine does not model.
    KeywordNotModelled {
        id: String,
        keyword: super::card::Keyword,
    },
    NotInstantOrSorcery {
        card: String,
    },
    CopyNeedsTarget,
    /// The object a spell or ability copies is chosen, and its first choice names no object.
    CopyChoiceUnknown {
        value: String,
    },
    /// A choice the action gives that nothing of the card asks for.
    ChoiceUnused {
        card: String,
        value: String,
    },
    /// An X the action gives to a spell or ability with no X.
    XUnused {
        card: String,
        x: i64,
    },
    /// `face_down_as` given for a permanent that enters face up.
    FaceDownAsFaceUp {
        id: String,
    },
    /// A permanent phased in or out that already is (702.26).
    PhasedAlready {
        id: String,
        out: bool,
    },
    /// Only a transforming double-faced permanent, face up, transforms (712.9, 712.15a).
    CantTransform {
        id: String,
        face_down: bool,
    },
    // ---- caps
    TooManyObjects {
        limit: i64,
    },
    TooManyEffects {
        limit: i64,
    },
    TooManyTokens {
        card: String,
        found: i64,
        limit: i64,
    },
    XTooLarge {
        found: i64,
        limit: i64,
    },
    CountersNegative {
        kind: String,
        found: i64,
    },
    TooManyCounters {
        kind: String,
        found: i64,
        limit: i64,
    },
    TooManyCountersTotal {
        id: String,
        found: i64,
        limit: i64,
    },
    /// Counters whose power and toughness would pass `limit` ([`super::limits::MAX_PT`]).
    CountersOverflow {
        kind: String,
        found: i64,
        limit: i64,
    },
    LifeTooLarge {
        found: i64,
        limit: i64,
    },
    CardValue {
        card: String,
        found: i64,
        limit: i64,
    },
    CardList {
        card: String,
        found: i64,
        limit: i64,
    },
    /// A list of an action with more items than [`super::limits::MAX_PARTS`].
    TooManyItems {
        field: &'static str,
        found: i64,
        limit: i64,
    },
    /// More kinds of counters on one object than [`super::limits::MAX_COUNTER_KINDS`].
    TooManyCounterKinds {
        id: String,
        found: i64,
        limit: i64,
    },
    /// A solve stopped at its work budget (too many effects depending on one another).
    TooComplex {
        limit: i64,
    },
    /// The solves made while playing the actions did all the work they may.
    TooMuchPlay {
        limit: i64,
    },
    /// A power or toughness went past what an `i32` holds while `effect` applied to `id`.
    Overflow {
        id: String,
        power: bool,
        effect: String,
    },
    // ---- the game's rules
    /// An Aura whose enchant ability names objects, attached to a player (303.4, 702.5a).
    AuraOnPlayer {
        id: String,
        enchant: EnchantWhat,
    },
    /// An Aura attached to an object its enchant ability doesn't allow (303.4, 702.5a).
    AuraWrongObject {
        id: String,
        target: String,
        enchant: EnchantWhat,
    },
    /// An Aura with "Enchant player" attached to an object (702.5d).
    CurseOnObject {
        id: String,
        target: String,
    },
    /// An Aura attached to itself (303.4d).
    AuraOnItself {
        id: String,
    },
    /// An Equipment attached to a player (301.5, 704.5n).
    EquipmentOnPlayer {
        id: String,
    },
    /// An Equipment attached to something that isn't a creature (301.5).
    EquipmentOnNonCreature {
        id: String,
        target: String,
    },
    /// An Equipment attached to itself (301.5c).
    EquipmentOnItself {
        id: String,
    },
    /// A permanent attached to itself.
    AttachedToItself {
        id: String,
    },
    /// An attachment to an object that is not a permanent (109.2).
    AttachNotOnBattlefield {
        id: String,
        target: String,
    },
    /// A permanent entering as a copy of itself (614.12a, 707.5).
    CopyOfItself {
        id: String,
    },
    /// An effect on players with parts only objects have (109.3, 613.10).
    PlayerCharacteristics {
        label: String,
    },
}

/// Why an action can't be done, and the scenario literal it is about (an id, a card name, a
/// choice), to locate it in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub problem: ActionProblem,
    pub(crate) literal: Option<String>,
}

/// What an action gives: done, or why not.
pub(crate) type Res<T> = Result<T, ActionError>;

/// The error of `problem`, about `literal`.
pub(super) fn err<T>(problem: ActionProblem, literal: Option<&str>) -> Res<T> {
    Err(ActionError::new(problem, literal))
}

impl ActionError {
    pub(crate) fn new(problem: ActionProblem, literal: Option<&str>) -> ActionError {
        ActionError {
            problem,
            literal: literal.map(str::to_string),
        }
    }

    /// The message, as a Fluent id and its arguments.
    pub(crate) fn problem(&self) -> Problem {
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
        let (id, args): (&'static str, Vec<(&'static str, Arg)>) = match &self.problem {
            P::NotOnBattlefield { id } => ("action-not-on-battlefield", vec![("id", s(id))]),
            P::NoSuchObject { index } => {
                ("action-no-such-object", vec![("index", n(*index as i64))])
            }
            P::NoSuchPlayer { player } => {
                ("action-no-such-player", vec![("player", n(*player as i64))])
            }
            P::EmptyId => ("action-empty-id", vec![]),
            P::IdUsed { id } => ("action-id-used", vec![("id", s(id))]),
            P::UnknownId { id, near } if near.is_empty() => {
                ("action-unknown-id", vec![("id", s(id))])
            }
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
            P::NotACreatureType { value } => {
                ("action-not-a-creature-type", vec![("value", s(value))])
            }
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
            P::CopyNotOnBattlefield { id } => {
                ("action-copy-not-on-battlefield", vec![("id", s(id))])
            }
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
                let (words, rule) = match super::keyword_names::entry(keyword) {
                    Some(e) => (
                        match keyword {
                            super::card::Keyword::Named(w) => w.clone(),
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
            P::CopyChoiceUnknown { value } => {
                ("action-copy-choice-unknown", vec![("value", s(value))])
            }
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
        TargetSpec::Land => "land",
        TargetSpec::Player => "player",
        TargetSpec::DeadCreature => "dead-creature",
    }
}
