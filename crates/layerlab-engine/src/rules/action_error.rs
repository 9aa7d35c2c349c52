//! Why an action can't be done, as typed data: what is wrong, with the values that say so. The
//! engine holds no text: the program names the message that words each problem in the reader's
//! language.

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
    pub literal: Option<String>,
}

/// What an action gives: done, or why not.
pub type Res<T> = Result<T, ActionError>;

/// The error of `problem`, about `literal`.
pub(super) fn err<T>(problem: ActionProblem, literal: Option<&str>) -> Res<T> {
    Err(ActionError::new(problem, literal))
}

impl ActionError {
    pub fn new(problem: ActionProblem, literal: Option<&str>) -> ActionError {
        ActionError {
            problem,
            literal: literal.map(str::to_string),
        }
    }
}
