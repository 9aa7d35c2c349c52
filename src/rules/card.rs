//! Cards and abilities as data: what is printed, in a form the engine can read and rewrite.
//!
//! Nothing here is card-specific code: every card of the catalogue is a value of these types.

use serde::{Deserialize, Serialize};

use super::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};

/// A card (or token) definition: the printed values (CR 613.1) and its rules text as data.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// English (Oracle) name. Empty for a nameless token.
    pub name: String,
    /// French name.
    #[serde(default)]
    pub name_fr: String,
    /// The French name is a plural ("Elfes de Llanowar", "Grizzlis"): a sentence whose subject
    /// it is agrees with it ("arrivent").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub name_fr_plural: bool,
    /// Mana cost such as `"{2}{R}"`, `"{W/U}"`, `"{U/P}"`, `"{X}"`; `None` for lands and tokens.
    #[serde(default)]
    pub mana_cost: Option<String>,
    /// Colors when they don't follow from the mana cost (tokens, color indicators).
    #[serde(default)]
    pub colors: Option<Vec<Color>>,
    #[serde(default)]
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// Printed power; a `*` is printed as 0 and defined by a CDA.
    #[serde(default)]
    pub power: Option<i32>,
    #[serde(default)]
    pub toughness: Option<i32>,
    /// How power/toughness is printed when it is not two numbers (`"*/1+*"`).
    #[serde(default)]
    pub printed_pt: Option<String>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// What an instant or sorcery does as it resolves.
    #[serde(default)]
    pub spell: Vec<OneShot>,
    /// The targets the spell asks for, in order.
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
    /// The other face of a transforming double-faced card (712): what it shows once it has
    /// transformed (`rules::transform`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<Box<CardDef>>,
}

impl CardDef {
    /// Whether `name` is this card's English or French name (case and apostrophes ignored).
    pub(crate) fn is_named(&self, name: &str) -> bool {
        same_name(&self.name, name) || (!self.name_fr.is_empty() && same_name(&self.name_fr, name))
    }
}

/// Whether `a` and `b` are one name once folded ([`fold_name`]), compared character by
/// character without building either: a catalogue is searched by name for every card a file
/// names.
fn same_name(a: &str, b: &str) -> bool {
    // A capital sigma lowers as the word around it says: only the whole string knows.
    if a.contains('\u{3a3}') || b.contains('\u{3a3}') {
        return fold_name(a) == fold_name(b);
    }
    fn folded(s: &str) -> impl Iterator<Item = char> + '_ {
        s.trim()
            .chars()
            .flat_map(char::to_lowercase)
            .map(|c| match c {
                '\u{2019}' | '\u{2018}' => '\'',
                c => c,
            })
    }
    folded(a).eq(folded(b))
}

/// Case folding for card names (also folds typographic apostrophes).
pub(crate) fn fold_name(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .replace(['\u{2019}', '\u{2018}'], "'")
}

/// One ability of an object's rules text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ability {
    /// A keyword ability (Flying, Islandwalk, Changeling...).
    Keyword(Keyword),
    /// A mana ability `{T}: Add ...`.
    Mana(Mana),
    /// A static ability that generates a continuous effect (or a CDA).
    Static(Static),
    /// An activated ability `cost: effects`.
    Activated(Activated),
    /// A triggered ability.
    Triggered(Triggered),
    /// "As this enters, ..." (choices, copies, P/T settings of 613.2a).
    AsEnters(AsEnters),
    /// "Creatures you control enter as a copy of this" (a replacement effect).
    EntersAsCopyOfThis(Filter),
    /// Rules text the engine has no use for (reminders, non-layer one-shot text), in both languages.
    Text(Text),
}

/// A line of text in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub fr: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyword {
    Flying,
    Haste,
    Trample,
    Defender,
    Indestructible,
    Hexproof,
    Flash,
    SplitSecond,
    /// A CDA (702.73a): the object is every creature type, in every zone.
    Changeling,
    /// `Islandwalk`, `Forestwalk`...: the land type is a word a text change can rewrite.
    Landwalk(BasicLandType),
    /// Morph with its cost.
    Morph(String),
    /// Suspend with its cost.
    Suspend(String),
    /// Enchant creature / player / artifact ...
    Enchant(EnchantWhat),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EnchantWhat {
    Creature,
    Player,
    Artifact,
    Land,
    Permanent,
}

/// What a mana ability adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mana {
    /// `{T}: Add {W}` (and the other colors): the color word can be rewritten by a text change.
    Color(Color),
    /// `{T}: Add {C}.`
    Colorless,
    /// `{T}: Add one mana of any color.`
    AnyColor,
}

/// A static ability: whom it affects, under what condition, and its parts, layer by layer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Static {
    pub affects: Affected,
    pub parts: Vec<Part>,
    /// "As long as ..." (the effect exists only while it holds).
    #[serde(default)]
    pub condition: Option<Condition>,
    /// A characteristic-defining ability (604.3): applies first in its layer, in every zone.
    #[serde(default)]
    pub cda: bool,
    /// "If this leaves the battlefield, this effect lasts until end of turn" (Titania's Song).
    #[serde(default)]
    pub lingers_until_end_of_turn: bool,
}

/// An activated ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activated {
    /// The cost as printed: `"{U/R}"`, `"{T}"`, `"{X}"`, `"{1}{W}"`.
    pub cost: String,
    pub effects: Vec<OneShot>,
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
}

/// A triggered ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Triggered {
    pub when: Trigger,
    pub effects: Vec<OneShot>,
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// "Whenever a creature dies"
    CreatureDies,
    /// "When this enters"
    Enters,
    /// "At the beginning of your upkeep"
    YourUpkeep,
    /// "At the beginning of the end step"
    EndStep,
    /// "Whenever this deals combat damage to a player"
    CombatDamageToPlayer,
    /// Another condition, in words.
    Other(Text),
}

/// "As this enters" abilities. Each consumes the `choices` of the Enter action in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AsEnters {
    ChooseColor,
    ChooseCreatureType,
    /// Choose one mode (its `key` is what a scenario's `choices` names); the mode's parts are
    /// layer-1a parts that set copiable values (613.2a).
    ChooseMode(Vec<Mode>),
    /// "You may have this enter as a copy of [filter], except ..." (the copy target is the
    /// action's `copy_of`).
    CopyOf(CopySpec),
    /// "Exile any number of [filter] cards from your graveyard" (the names come from `choices`).
    ExileFromGraveyard(Filter),
    /// "Turn all [filter] face down."
    TurnFaceDown(Filter),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mode {
    pub key: String,
    pub parts: Vec<Part>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopySpec {
    pub filter: Filter,
    /// "except ..." parts, applied to the copied values and copiable themselves (707.9b).
    #[serde(default)]
    pub except: Vec<Part>,
}

/// One-shot instructions of a resolving spell or ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OneShot {
    /// Creates a continuous effect (its set of objects is locked as it starts, 611.2c).
    Effect(EffectSpec),
    /// This object becomes a copy of the first target, except ... (Cemetery Puca).
    BecomeCopy(CopySpec),
    /// Creates `count` tokens.
    CreateTokens { count: u32, token: Box<CardDef> },
    /// Destroys the `n`-th target (it leaves the battlefield).
    Destroy(usize),
    /// Exchanges its controller's life total with this creature's toughness (Tree of Redemption).
    ExchangeLifeWithToughness,
    /// Something with no effect on characteristics (draw a card, untap), in words.
    Text(Text),
    /// Transforms this double-faced permanent (701.28); the words of a delay, if any ("at the
    /// beginning of the next upkeep"), are only read.
    Transform(#[serde(default)] Option<Text>),
}

/// A continuous effect to create.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EffectSpec {
    pub affects: Affected,
    pub parts: Vec<Part>,
    #[serde(default)]
    pub duration: Duration,
}

/// What a spell or ability targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TargetSpec {
    Creature,
    CreatureOpponentControls,
    Permanent,
    Land,
    Player,
    /// A creature card in a graveyard or a creature that just died.
    DeadCreature,
}

/// The objects (or players) an effect applies to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Affected {
    /// The object with the ability.
    This,
    /// The object this Aura/Equipment is attached to.
    Attached,
    /// The `n`-th target (0-based).
    Target(usize),
    /// Every object that matches.
    All(Filter),
    /// Fixed objects, by scenario id (free-standing effects).
    Objects(Vec<String>),
    /// Players.
    Players(Who),
    /// The game itself (rule-changing effects, 613.11, that are not about one player).
    Game,
}

/// A filter over objects. Empty lists don't restrict.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Filter {
    /// All of these card types.
    pub types: Vec<CardType>,
    /// None of these card types.
    pub not_types: Vec<CardType>,
    /// At least one of these card types ("artifact or creature").
    pub any_types: Vec<CardType>,
    /// Any of these subtypes.
    pub subtypes: Vec<String>,
    pub not_subtypes: Vec<String>,
    pub supertypes: Vec<Supertype>,
    pub not_supertypes: Vec<Supertype>,
    /// Any of these colors.
    pub colors: Vec<ColorSpec>,
    /// Whose objects.
    pub controller: Who,
    /// Excludes the object with the ability.
    pub other: bool,
    /// Excludes the `n`-th target (Public Execution's "each other creature").
    pub not_target: Option<usize>,
    pub nontoken: bool,
    /// Which zone (battlefield by default).
    pub zone: ZoneSel,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ZoneSel {
    #[default]
    Battlefield,
    /// Cards in graveyards, hands, libraries and exile, and spells (not the battlefield).
    NotBattlefield,
    /// Every zone.
    Any,
    /// The source's controller's graveyard (owner's graveyard for cards).
    YourGraveyard,
}

/// Whose objects, or which players.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Who {
    #[default]
    Any,
    You,
    Opponents,
    /// The player the source Aura (Curse) enchants.
    EnchantedPlayer,
    /// The `n`-th target player.
    TargetPlayer(usize),
    /// The controller of the `n`-th target.
    ControllerOfTarget(usize),
    /// A fixed player, `0` or `1`.
    Player(u8),
}

/// An "as long as" condition of a static ability, or a "for as long as" duration.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Condition {
    /// "As long as you control N or more [filter]".
    YouControlAtLeast(u32, Filter),
    /// "As long as the top card of your graveyard is a [filter] card".
    TopOfYourGraveyard(Filter),
    /// "For as long as [id] is on the battlefield".
    OnBattlefield(String),
    /// "For as long as you control [id]" (the effect's controller).
    YouControl(String),
}

/// How long an effect from a resolved spell or ability lasts.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub enum Duration {
    /// No stated duration: it lasts for the rest of the game (or until its object leaves).
    #[default]
    Indefinitely,
    UntilEndOfTurn,
    /// While the source is on the battlefield.
    WhileSourceOnBattlefield,
    /// "For as long as ...": once the condition fails, the effect ends for good (611.2b).
    ForAsLongAs(Condition),
}

/// One part of a continuous effect. Each part belongs to exactly one layer ([`Part::layer`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Part {
    // ---- layer 1a: copiable values ----
    /// Copiable values set as the object enters or is turned face up (613.2a):
    /// Aquamorph Entity's 5/1, Primal Clay's modes.
    SetCopiable(Copiable),
    /// "It's still a [keyword ability]" in a copy's except clause: keep the `n`-th printed ability.
    KeepPrintedAbility(usize),
    // ---- layer 2: control ----
    /// The effect's controller gains control.
    GainControl,
    // ---- layer 3: text ----
    /// Replace every instance of one word with another in the rules text (Mind Bend).
    /// `None` words are taken from the spell's choices.
    ChangeWord {
        from: Option<Word>,
        to: Option<Word>,
    },
    /// Have the full text of the top card of your graveyard if it matches (Volrath's Shapeshifter).
    TextOfTopCard,
    // ---- layer 4: type ----
    AddTypes(Vec<CardType>),
    /// Adds subtypes; `"$chosen"` is the type chosen as the source entered.
    AddSubtypes(Vec<String>),
    /// Sets creature types (the others are lost); `"$chosen"` as above.
    SetCreatureTypes(Vec<String>),
    /// Sets the land subtype to a basic land type (305.7: old land types and rules-text
    /// abilities are lost, the basic type's mana ability is gained).
    SetLandType(BasicLandType),
    /// Adds a basic land type (the land gains its mana ability, 305.6).
    AddLandType(BasicLandType),
    /// Adds every basic land type.
    AddAllLandTypes,
    /// The object is every creature type.
    AllCreatureTypes,
    // ---- layer 5: color ----
    /// Sets the colors; an empty list makes it colorless.
    SetColors(Vec<ColorSpec>),
    AddColors(Vec<ColorSpec>),
    // ---- layer 6: abilities ----
    Grant(Vec<Ability>),
    LoseAllAbilities,
    Lose(Vec<Keyword>),
    /// "Can't have or gain" these keywords.
    CantHave(Vec<Keyword>),
    // ---- layer 7a: P/T CDAs ----
    DefinePT(Expr, Expr),
    // ---- layer 7b: set P/T ----
    SetPT(Expr, Expr),
    SetToughness(Expr),
    // ---- layer 7c: modify P/T ----
    ModifyPT(i32, i32),
    // ---- layer 7d: switch ----
    SwitchPT,
    // ---- 613.10: players ----
    PlayerKeyword(Keyword),
    // ---- 613.11: rules ----
    Rule(RuleChange),
}

/// Values a 1a part writes into the copiable values.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Copiable {
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub add_types: Vec<CardType>,
    pub add_subtypes: Vec<String>,
    pub add_abilities: Vec<Ability>,
    /// Drop P/T-defining CDAs of the copied object (707.9d, with a set P/T).
    pub drop_pt_cdas: bool,
}

/// A word a text-changing effect can rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Word {
    Color(Color),
    LandType(BasicLandType),
}

/// Game rules an effect changes (613.11).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleChange {
    NoMaximumHandSize,
    /// Play this many additional lands each turn.
    AdditionalLands(u32),
    LegendRuleDoesNotApply,
    CantLoseGame,
    OpponentsCantWinGame,
    SpendManaAsAnyColor,
}

/// A number an effect computes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    N(i32),
    /// The affected object's mana value.
    ManaValue,
    /// The X paid for the spell or ability.
    X,
    /// Cards in "your" hand: the controller's on the battlefield, the owner's elsewhere (109.5).
    HandSize,
    /// Card types among cards in all graveyards.
    CardTypesInGraveyards,
    /// Face-down creatures on the battlefield.
    FaceDownCreatures,
    /// Total power of the cards exiled with this object.
    ExiledPower,
    /// Total toughness of the cards exiled with this object.
    ExiledToughness,
    Sum(Vec<Expr>),
    Times(i32, Box<Expr>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_compare_as_their_folded_forms() {
        let names = [
            "Grizzly Bears",
            "  grizzly BEARS ",
            "Grizzlis",
            "Urborg, Tomb of Yawgmoth",
            "Urborg, tombe de Yawgmoth",
            "Elves' Lord",
            "Elves\u{2019} lord",
            "Éléphant",
            "éLÉPHANT",
            "ΟΔΥΣΣΕΥΣ",
            "οδυσσευς",
            "İstanbul",
            "",
            " ",
        ];
        for a in names {
            for b in names {
                assert_eq!(
                    same_name(a, b),
                    fold_name(a) == fold_name(b),
                    "{a:?} and {b:?}"
                );
            }
        }
        assert!(same_name("Elves' Lord", "elves\u{2019} LORD"));
    }
}
