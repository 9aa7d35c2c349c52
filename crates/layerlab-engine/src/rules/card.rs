//! Cards and abilities as data: what is printed, in a form the engine can read and rewrite.
//!
//! Nothing here is card-specific code: every card of the catalogue is a value of these types.

use serde::{Deserialize, Serialize};

pub use super::printed_pt::PtValue;
use super::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};

/// A card (or token) definition: the printed values (CR 613.1) and its rules text as data.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// English (Oracle) name. Empty for a nameless token.
    pub name: String,
    /// French name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name_fr: String,
    /// The French name is a plural ("Elfes de Llanowar", "Grizzlis"): a sentence whose subject
    /// it is agrees with it ("arrivent").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub name_fr_plural: bool,
    /// The French name is feminine ("la Lune de sang", "l'Humilité"): the pronouns,
    /// participles and articles that refer to the card agree with it ("elle", "attachée").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub name_fr_feminine: bool,
    /// Mana cost such as `"{2}{R}"`, `"{W/U}"`, `"{U/P}"`, `"{X}"`; `None` for lands and tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<String>,
    /// Colors when they don't follow from the mana cost (tokens, color indicators).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<Color>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    /// Card types; a file may give `type_line` instead, which the reader turns into these.
    #[serde(default)]
    pub types: Vec<CardType>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    /// Printed power: a number, or a form with a star (`"*"`, `"1+*"`) whose value a
    /// characteristic-defining ability gives; without that ability, each star counts as 0
    /// (208.2a) and the number printed beside it stays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<PtValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<PtValue>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// The type line as printed ("Legendary Creature — Elf Warrior"), in place of
    /// `supertypes`, `types` and `subtypes`: read as the file is read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_line: Option<String>,
    /// The rules text as printed, one ability a line, in place of `abilities` (and of
    /// `spell` and `targets` for an instant or sorcery): read as the file is read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The type line as printed in French ("Créature : Elfe", "Créature légendaire — Elfe
    /// Guerrier"): alone, in place of the types; beside `type_line`, it must say the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_line_fr: Option<String>,
    /// The rules text as printed in French, one ability a line: alone, in place of the
    /// abilities (its card named by `name_fr`); beside `text`, it must say the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_fr: Option<String>,
    /// The card's Oracle wording in English, without reminder text: one entry for each entry
    /// of `abilities`, in order, then one for what the spell does. The English words of an
    /// ability the card still has as printed are these; an ability an effect changed, and the
    /// French, are worded from the data.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub oracle: Vec<String>,
    /// What an instant or sorcery does as it resolves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spell: Vec<OneShot>,
    /// The targets the spell asks for, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<TargetSpec>,
    /// The other face of a transforming double-faced card (712): what it shows once it has
    /// transformed (`rules::transform`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<Box<CardDef>>,
}

impl CardDef {
    /// Whether the card is an instant or a sorcery: a spell that resolves and leaves, never a
    /// permanent (304, 307).
    pub fn is_instant_or_sorcery(&self) -> bool {
        self.types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
    }

    /// The Oracle wording of the `n`-th printed ability (`n == abilities.len()`: the spell's
    /// instructions), if the card has one.
    pub fn oracle_line(&self, n: usize) -> Option<&str> {
        self.oracle
            .get(n)
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
    }

    /// The printed power as a number (each star counted as 0, 208.2a).
    pub fn power_value(&self) -> Option<i32> {
        self.power.as_ref().map(PtValue::value)
    }

    /// The printed toughness as a number (each star counted as 0, 208.2a).
    pub fn toughness_value(&self) -> Option<i32> {
        self.toughness.as_ref().map(PtValue::value)
    }

    /// The printed power and toughness as the card shows them (`"*/1+*"`, `"2/2"`), if it has
    /// both.
    pub fn printed_pt_text(&self) -> Option<String> {
        Some(format!(
            "{}/{}",
            self.power.as_ref()?,
            self.toughness.as_ref()?
        ))
    }

    /// Whether `name` is this card's English or French name (case and apostrophes ignored).
    pub fn is_named(&self, name: &str) -> bool {
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
pub fn fold_name(s: &str) -> String {
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
    #[serde(default, skip_serializing_if = "String::is_empty")]
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
    Shroud,
    /// Protection from a quality (702.16); a player can have it too (613.10).
    Protection(Quality),
    /// Ward with its cost (702.21): a disguised or cloaked face-down permanent has ward {2}.
    Ward(String),
    /// Equip with its cost (702.6): the scenario's `Attach` action is the ability resolving.
    Equip(String),
    Deathtouch,
    DoubleStrike,
    FirstStrike,
    Lifelink,
    Menace,
    Reach,
    Vigilance,
    /// Any other keyword of 702, as printed, with what follows its name ("Bushido 2",
    /// "Cumulative upkeep {1}", "Snake offering"): known by name (`rules::keyword_names`),
    /// granted, lost and copied like any keyword; the engine models no rule of its own for it.
    Named(String),
}

/// What a protection ability protects from (702.16a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Quality {
    /// A color (a word a text change can rewrite), or the color chosen for the effect.
    Color(ColorSpec),
    /// Every color at once: protection from each color (702.16h).
    EachColor,
    /// A card type (702.16a).
    CardType(CardType),
    /// Everything (702.16j).
    Everything,
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// A characteristic-defining ability (604.3): applies first in its layer, in every zone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cda: bool,
    /// "If this leaves the battlefield, this effect lasts until end of turn" (Titania's Song).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lingers_until_end_of_turn: bool,
}

/// An activated ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activated {
    /// The cost as printed: `"{U/R}"`, `"{T}"`, `"{X}"`, `"{1}{W}"`.
    pub cost: String,
    pub effects: Vec<OneShot>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<TargetSpec>,
}

/// A triggered ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Triggered {
    pub when: Trigger,
    pub effects: Vec<OneShot>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
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
    /// "As this enters or is turned face up, it becomes your choice of ...": as `ChooseMode`, and
    /// again each time the permanent is turned face up (the action's `choices` give the mode).
    ChooseModeOrFaceUp(Vec<Mode>),
    /// "As this enters, flip a coin": the parts for heads or for tails apply as a mode's do (a
    /// scenario's `choices` says which came up: `Heads` or `Tails`).
    FlipCoin {
        heads: Vec<Part>,
        tails: Vec<Part>,
    },
    /// "You may have this enter as a copy of [filter], except ..." (the copy target is the
    /// action's `copy_of`).
    CopyOf(CopySpec),
    /// "Exile any number of [filter] cards from your graveyard" (the names come from `choices`).
    ExileFromGraveyard(Filter),
    /// "Turn all [filter] face down."
    TurnFaceDown(Filter),
    /// "This permanent enters tapped."
    EntersTapped,
    /// "This permanent enters with N counters of a kind on it."
    EntersWithCounters(String, u32),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mode {
    pub key: String,
    pub parts: Vec<Part>,
}

impl AsEnters {
    /// The modes a choice (or a coin) picks among, for the abilities that have them.
    pub fn modes(&self) -> Option<Vec<Mode>> {
        match self {
            AsEnters::ChooseMode(m) | AsEnters::ChooseModeOrFaceUp(m) => Some(m.clone()),
            AsEnters::FlipCoin { heads, tails } => Some(vec![
                Mode {
                    key: "Heads".into(),
                    parts: heads.clone(),
                },
                Mode {
                    key: "Tails".into(),
                    parts: tails.clone(),
                },
            ]),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CopySpec {
    /// What may be copied.
    pub filter: Filter,
    /// "except ..." parts (707.9): applied to the copied values, they become part of the copy's
    /// copiable values. Those that set a characteristic keep the copied object's
    /// characteristic-defining abilities for it from being copied (707.9d).
    #[serde(default)]
    pub except: Vec<Part>,
    /// For a spell or ability that makes something become a copy: which of its targets does
    /// (`None`: the object with the ability).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<usize>,
    /// For a spell or ability: what is copied (default: its first target, or its second when
    /// its first target is what becomes the copy).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of: Option<CopySource>,
    /// For a spell or ability: how long the copy effect lasts (611.2a).
    #[serde(default, skip_serializing_if = "Duration::is_indefinite")]
    pub duration: Duration,
    /// For a spell or ability that makes every object of a set become the copy (Mirrorweave:
    /// "each other creature"): that set, fixed as it resolves (611.2c), in place of `target`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub each: Option<Filter>,
}

impl CopySpec {
    /// A copy of what `filter` matches, with no exception.
    pub fn of_filter(filter: Filter) -> CopySpec {
        CopySpec {
            filter,
            except: Vec::new(),
            target: None,
            of: None,
            duration: Duration::Indefinitely,
            each: None,
        }
    }
}

/// What a spell or ability copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CopySource {
    /// One of its targets (0-based).
    Target(usize),
    /// An object chosen, not targeted (Cytoshape): the first of the action's `choices` is its id.
    Chosen,
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
    /// Exchanges control of its first two targets (701.10b, Switcheroo): each is then
    /// controlled by the player who controlled the other; nothing happens if either is gone or
    /// one player controls both (701.10a).
    ExchangeControl,
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
    #[serde(default, skip_serializing_if = "Duration::is_indefinite")]
    pub duration: Duration,
}

/// What a spell or ability targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TargetSpec {
    Creature,
    CreatureOpponentControls,
    /// "Target creature you control".
    CreatureYouControl,
    /// "Target nonlegendary creature" (Mirrorweave).
    NonlegendaryCreature,
    Permanent,
    Land,
    Artifact,
    /// "Target noncreature artifact" (Karn, Silver Golem).
    NoncreatureArtifact,
    /// "Target artifact creature" (Sydri, Galvanic Genius).
    ArtifactCreature,
    /// "Target nonland permanent" (Liquimetal Torque).
    NonlandPermanent,
    /// "Target permanent you control" (Tamiyo's Safekeeping).
    PermanentYouControl,
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
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<CardType>,
    /// None of these card types.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_types: Vec<CardType>,
    /// At least one of these card types ("artifact or creature").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub any_types: Vec<CardType>,
    /// Any of these subtypes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_subtypes: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_supertypes: Vec<Supertype>,
    /// Any of these colors.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub colors: Vec<ColorSpec>,
    /// None of these colors ("nonblack"; a colorless object is none of them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_colors: Vec<ColorSpec>,
    /// Whose objects.
    #[serde(skip_serializing_if = "Who::is_any")]
    pub controller: Who,
    /// Excludes the object with the ability.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub other: bool,
    /// Excludes the `n`-th target (Public Execution's "each other creature").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_target: Option<usize>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub nontoken: bool,
    /// Only tokens ("creature tokens").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
    /// Only objects that have all of these keyword abilities as the effect looks ("creatures
    /// with flying"): after the layers before the effect's own, so an effect granting the
    /// keyword can change what it applies to (613.8a).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub with: Vec<Keyword>,
    /// Only objects with no abilities as the effect looks ("creatures with no abilities"),
    /// read like `with`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub no_abilities: bool,
    /// More sets joined to this one: an object matches if it matches this filter or any of
    /// these ("Skeleton creatures you control and other Zombie creatures you control").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<Filter>,
    /// Which zone (battlefield by default).
    #[serde(skip_serializing_if = "ZoneSel::is_battlefield")]
    pub zone: ZoneSel,
    /// Only face-down permanents.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
    /// Only tapped (`true`) or untapped (`false`) permanents.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tapped: Option<bool>,
    /// Excludes the object the effect applies to ("each other creature that ... with it").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub other_than_it: bool,
    /// Only objects that share a creature type with the object the effect applies to.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub shares_creature_type_with_it: bool,
    /// Only objects attached to the object the effect applies to ("for each Aura attached to
    /// it").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub attached_to_it: bool,
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
    /// Every graveyard.
    Graveyards,
    /// The graveyards of the source's controller's opponents.
    OpponentsGraveyards,
    /// Cards exiled with the object with the ability (Sutured Ghoul).
    ExiledWithThis,
}

impl ZoneSel {
    fn is_battlefield(&self) -> bool {
        *self == ZoneSel::Battlefield
    }
}

impl Who {
    fn is_any(&self) -> bool {
        *self == Who::Any
    }
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
    /// "As long as [number] is N or more" ("seven or more cards are in your graveyard").
    AtLeast(Expr, i32),
    /// "As long as [number] is N or less" ("you control no Islands": `AtMost(Count(...), 0)`).
    AtMost(Expr, i32),
    /// "As long as it's your turn".
    YourTurn,
    /// "As long as it's not your turn".
    NotYourTurn,
    /// "As long as [this] is untapped".
    Untapped,
    /// "As long as [this] is tapped".
    Tapped,
    /// "As long as enchanted (or equipped) permanent is a [filter]" (Rune of Flight).
    AttachedIs(Filter),
    /// "As long as the top card of your graveyard is a [filter] card".
    TopOfYourGraveyard(Filter),
    /// "For as long as [id] is on the battlefield".
    OnBattlefield(String),
    /// "For as long as you control [id]" (the effect's controller).
    YouControl(String),
    /// "For as long as you control this creature" (the source; Master Thief, 611.2b).
    YouControlThis,
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
    /// (Boxed: a duration is in every effect, and most have none of these.)
    ForAsLongAs(Box<Condition>),
}

impl Duration {
    pub fn is_indefinite(&self) -> bool {
        *self == Duration::Indefinitely
    }
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
    /// "Except it doesn't copy that creature's color" in a copy's except clause: the copy keeps
    /// its own colors (707.9c).
    KeepOwnColors,
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
    /// "Is named [name]": sets the name, the object loses its other names (612.8).
    SetName(Text),
    // ---- layer 4: type ----
    AddTypes(Vec<CardType>),
    /// "Is a [types] and loses all other card types": sets the card types; the subtypes that
    /// belong to none of them go (205.1a).
    SetCardTypes(Vec<CardType>),
    /// "Is legendary" (205.4b: the other supertypes stay).
    AddSupertypes(Vec<Supertype>),
    /// "Isn't legendary", "loses basic".
    RemoveSupertypes(Vec<Supertype>),
    /// "Isn't a creature": takes card types away; the subtypes that belong to none of the
    /// types left go with them (205.1a).
    RemoveTypes(Vec<CardType>),
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
    /// Power alone ("Adeline's power is equal to the number of creatures you control"); the
    /// toughness stays as printed.
    DefinePower(Expr),
    // ---- layer 7b: set P/T ----
    SetPT(Expr, Expr),
    SetToughness(Expr),
    // ---- layer 7c: modify P/T ----
    ModifyPT(i32, i32),
    /// "+P/+T for each ...": `ModifyPTForEach(1, 1, Count(...))` (the number is read for each
    /// object the effect applies to).
    ModifyPTForEach(i32, i32, Expr),
    // ---- layer 7d: switch ----
    SwitchPT,
    // ---- 613.10: players ----
    PlayerKeyword(Keyword),
    // ---- 613.11: rules ----
    Rule(RuleChange),
    /// A rule of the game about the objects the effect affects (613.11): not a characteristic,
    /// so the set of a resolved effect's part like this follows the board (611.2c).
    ObjectRule(ObjectRule),
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
    /// "Your maximum hand size is N".
    MaximumHandSize(i32),
    /// "Your maximum hand size is increased (or reduced) by N".
    MaximumHandSizeChange(i32),
    /// "You can't gain life".
    CantGainLife,
}

/// A rule of the game an effect makes about objects (613.11): what they must or can't do, not
/// what they are. Applied to objects only (a player or the game has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ObjectRule {
    /// "Can't attack": a restriction on declaring attackers (508.1c).
    CantAttack,
    /// "Can't block": a restriction on declaring blockers (509.1b).
    CantBlock,
    /// "Attacks each combat if able": a requirement on declaring attackers (508.1d).
    AttacksIfAble,
    /// "Blocks each combat if able" ("blocks this turn if able" for an effect that lasts until
    /// end of turn): a requirement on declaring blockers (509.1c).
    BlocksIfAble,
    /// "Can't be blocked": a restriction on declaring blockers (509.1b).
    CantBeBlocked,
}

impl ObjectRule {
    pub const ALL: [ObjectRule; 5] = [
        ObjectRule::CantAttack,
        ObjectRule::CantBlock,
        ObjectRule::AttacksIfAble,
        ObjectRule::BlocksIfAble,
        ObjectRule::CantBeBlocked,
    ];

    /// The name scenario files use.
    pub fn key(self) -> &'static str {
        match self {
            ObjectRule::CantAttack => "CantAttack",
            ObjectRule::CantBlock => "CantBlock",
            ObjectRule::AttacksIfAble => "AttacksIfAble",
            ObjectRule::BlocksIfAble => "BlocksIfAble",
            ObjectRule::CantBeBlocked => "CantBeBlocked",
        }
    }
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
    /// Cards in all players' hands (Multani, Maro-Sorcerer).
    AllHandSizes,
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
    /// The number of objects a filter matches, in the filter's zone: "creature cards in your
    /// graveyard", "Swamps you control", "other Elves on the battlefield". A filter may look
    /// at the object the effect applies to (`other_than_it`, `shares_creature_type_with_it`).
    Count(Box<Filter>),
    /// Card types among the objects a filter matches (Tarmogoyf: in every graveyard).
    CardTypesAmong(Box<Filter>),
    /// Creature types among the objects a filter matches.
    CreatureTypesAmong(Box<Filter>),
    /// The total power of the objects a filter matches.
    TotalPower(Box<Filter>),
    /// The total toughness of the objects a filter matches.
    TotalToughness(Box<Filter>),
    /// Counters of a kind on the object the effect applies to ("for each +1/+1 counter on it").
    CountersOnIt(String),
    /// The life total of "you" (the effect's controller).
    Life,
    /// The effect's controller's devotion to these colors (700.5): the mana symbols among the
    /// mana costs of the permanents they control that are any of them, each counted once.
    Devotion(Vec<Color>),
}

impl Expr {
    /// The count a named number is an instance of: card types among the cards in every
    /// graveyard, face-down creatures, the total power or toughness of the cards exiled with
    /// the object with the ability. `None` for the others.
    pub fn general(&self) -> Option<Expr> {
        Some(match self {
            Expr::CardTypesInGraveyards => Expr::CardTypesAmong(Box::new(Filter {
                zone: ZoneSel::Graveyards,
                nontoken: true,
                ..Filter::default()
            })),
            Expr::FaceDownCreatures => Expr::Count(Box::new(Filter {
                types: vec![CardType::Creature],
                face_down: true,
                ..Filter::default()
            })),
            Expr::ExiledPower => Expr::TotalPower(Box::new(Filter {
                zone: ZoneSel::ExiledWithThis,
                ..Filter::default()
            })),
            Expr::ExiledToughness => Expr::TotalToughness(Box::new(Filter {
                zone: ZoneSel::ExiledWithThis,
                ..Filter::default()
            })),
            _ => return None,
        })
    }
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
