//! Game objects, their characteristics, and players.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::card::{Ability, CardDef, Keyword, ObjectRule, RuleChange};
use super::fast_map::FastMap;
use super::types::{BasicLandType, CardType, Color, ManaCost, Supertype};

/// Index of an object in [`super::game::Game::objects`].
pub type ObjIdx = usize;

/// A map keyed by object index.
pub type ObjMap<V> = FastMap<ObjIdx, V>;

/// A player: 0 or 1.
pub type PlayerId = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Battlefield,
    Graveyard,
    Exile,
    Hand,
    Library,
    Stack,
}

/// What an Aura, Equipment or Curse is attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Attachment {
    Object(ObjIdx),
    Player(PlayerId),
}

/// A kind of counter on an object, with the timestamp of the last one placed (613.7c).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub kind: String,
    pub count: i32,
    pub timestamp: u64,
}

impl Counter {
    /// What one counter of this kind adds to power and toughness (`+1/+1`, `-1/-1`,
    /// `+2/+0`...), if it is a P/T counter.
    pub fn pt_kind(&self) -> Option<(i32, i32)> {
        let (p, t) = self.kind.split_once('/')?;
        let p: i32 = p.trim().trim_start_matches('+').parse().ok()?;
        let t: i32 = t.trim().trim_start_matches('+').parse().ok()?;
        Some((p, t))
    }

    /// The P/T modification of these counters, if they are P/T counters and it can be counted
    /// (`None` as well when it can't: see [`Counter::pt_overflows`]).
    pub fn pt_delta(&self) -> Option<(i32, i32)> {
        let (p, t) = self.pt_kind()?;
        Some((p.checked_mul(self.count)?, t.checked_mul(self.count)?))
    }

    /// Whether these are P/T counters whose modification can't be counted.
    pub fn pt_overflows(&self) -> bool {
        self.pt_kind().is_some() && self.pt_delta().is_none()
    }
}

/// A game object: a card or token in some zone, with its state (not its characteristics,
/// which the layers compute).
#[derive(Clone, Debug, PartialEq)]
pub struct GameObject {
    /// The scenario's id (`"bears"`, `"alarm.1"`).
    pub id: String,
    pub card: CardDef,
    pub zone: Zone,
    pub owner: PlayerId,
    /// The controller before any control-changing effect (who put it onto the battlefield).
    pub base_controller: PlayerId,
    /// When it entered its zone, was turned face up or down, or became attached (613.7).
    pub timestamp: u64,
    pub face_down: bool,
    pub token: bool,
    pub counters: Vec<Counter>,
    pub attached_to: Option<Attachment>,
    /// Choices made as it entered (color, creature type, mode).
    pub choices: Vec<String>,
    /// The object this one was exiled with (Sutured Ghoul).
    pub exiled_with: Option<ObjIdx>,
    /// A tapped permanent.
    pub tapped: bool,
    /// A phased-out permanent: treated as though it does not exist (702.26b).
    pub phased_out: bool,
    /// What a face-down permanent is (708.2): a plain 2/2, or one with ward {2}.
    pub face_down_as: FaceDownAs,
    /// A transforming double-faced permanent with its back face up: `card` is then the back
    /// face and `card.back` the front (see `rules::transform`).
    pub transformed: bool,
}

impl GameObject {
    /// A tapped permanent.
    pub fn is_tapped(&self) -> bool {
        self.tapped
    }

    /// A phased-out permanent (702.26b).
    pub fn is_phased_out(&self) -> bool {
        self.phased_out
    }

    /// On the battlefield and phased in: what the game sees as a permanent there (702.26b).
    pub fn on_battlefield(&self) -> bool {
        self.zone == Zone::Battlefield && !self.phased_out
    }

    /// Its printed values (613.1), as its controller or owner `controller` has it: those of the
    /// face that is up, with the mana value of its front face when its back face is up (712.8e).
    pub fn printed(&self, controller: PlayerId) -> Chars {
        let mut c = Chars::printed(&self.card, controller);
        if self.transformed {
            c.mana_value = self
                .card
                .back
                .as_ref()
                .map_or(0, |front| mana_value_of(front.mana_cost.as_deref()));
        }
        c
    }
}

/// The mana value of a printed mana cost (0 for none, or one that does not read).
pub fn mana_value_of(cost: Option<&str>) -> i32 {
    cost.and_then(|c| ManaCost::parse(c).ok())
        .map_or(0, |c| c.mana_value())
}

/// How a permanent is face down, which says what it is (708.2): morph and manifest (manifest
/// dread too) make a nameless 2/2 creature with no text (708.2a, 701.34a); disguise and cloak
/// one with ward {2} (702.168a, 701.56a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaceDownAs {
    #[default]
    Morph,
    Manifest,
    Disguise,
    Cloak,
}

impl FaceDownAs {
    /// Whether the face-down permanent has ward {2}.
    pub fn has_ward(self) -> bool {
        matches!(self, FaceDownAs::Disguise | FaceDownAs::Cloak)
    }
}

/// Where an ability on an object comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Origin {
    /// The `n`-th ability of its rules text (printed, copied, or given by a text change).
    Printed(u16),
    /// The mana ability of a basic land type (305.6).
    Intrinsic(BasicLandType),
    /// Granted by an effect (its label and the position in its list).
    Granted(Arc<str>, u16),
}

impl Origin {
    /// Abilities "from its rules text" (305.7 removes these and intrinsic ones).
    pub fn is_rules_text(&self) -> bool {
        matches!(self, Origin::Printed(_) | Origin::Intrinsic(_))
    }

    /// Granted by an effect.
    pub fn is_granted(&self) -> bool {
        matches!(self, Origin::Granted(..))
    }
}

/// An ability an object has, with its origin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AbilityInst {
    pub ability: Ability,
    pub origin: Origin,
}

/// An object's characteristics (and control) at some point of the layer process.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chars {
    pub name: Arc<str>,
    pub name_fr: Arc<str>,
    pub mana_cost: Option<Arc<str>>,
    pub mana_value: i32,
    /// The lists are shared until written (`Arc::make_mut`): copies of an object for trials
    /// and for the trace copy none of them.
    pub colors: Arc<Vec<Color>>,
    pub supertypes: Vec<Supertype>,
    pub types: Arc<Vec<CardType>>,
    pub subtypes: Arc<Vec<Arc<str>>>,
    /// Every creature type (Changeling, Mutavault).
    pub all_creature_types: bool,
    pub abilities: Arc<Vec<AbilityInst>>,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub controller: PlayerId,
    pub face_down: bool,
    /// Keywords it can't have (layer 6).
    pub cant_have: Vec<Keyword>,
    /// Rules of the game about it (613.11: "can't block", "blocks each combat if able"): not
    /// characteristics, kept beside them so a board can say them.
    pub rules: Vec<ObjectRule>,
}

impl Chars {
    /// The values printed on `card` (613.1: the starting point of the layers).
    pub fn printed(card: &CardDef, controller: PlayerId) -> Chars {
        let cost = card
            .mana_cost
            .as_deref()
            .and_then(|c| ManaCost::parse(c).ok());
        let colors = match &card.colors {
            Some(c) => sorted(c.clone()),
            None => cost.as_ref().map(|c| c.colors()).unwrap_or_default(),
        };
        let mut abilities: Arc<Vec<AbilityInst>> = Arc::new(
            card.abilities
                .iter()
                .enumerate()
                .map(|(i, a)| AbilityInst {
                    ability: a.clone(),
                    origin: Origin::Printed(i as u16),
                })
                .collect(),
        );
        add_intrinsic(&mut abilities, &card.types, &card.subtypes);
        Chars {
            name: card.name.as_str().into(),
            name_fr: card.name_fr.as_str().into(),
            mana_cost: card.mana_cost.as_deref().map(Arc::from),
            mana_value: cost.map(|c| c.mana_value()).unwrap_or(0),
            colors: Arc::new(colors),
            supertypes: card.supertypes.clone(),
            types: Arc::new(card.types.clone()),
            subtypes: Arc::new(
                card.subtypes
                    .iter()
                    .map(|s| Arc::from(s.as_str()))
                    .collect(),
            ),
            all_creature_types: false,
            abilities,
            power: card.power_value(),
            toughness: card.toughness_value(),
            controller,
            face_down: false,
            cant_have: Vec::new(),
            rules: Vec::new(),
        }
    }

    pub fn is(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }

    /// Has this subtype (creature types count for "all creature types").
    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| **x == *s)
            || (self.all_creature_types && self.is(CardType::Creature) && is_creature_type(s))
    }

    /// Whether two objects have a creature type in common (a creature with every creature
    /// type shares each with any object that has one).
    pub fn shares_creature_type(&self, other: &Chars) -> bool {
        let types = |c: &Chars| -> Vec<Arc<str>> {
            c.subtypes
                .iter()
                .filter(|s| is_creature_type(s))
                .cloned()
                .collect()
        };
        let every = |c: &Chars| c.all_creature_types && c.is(CardType::Creature);
        let (ta, tb) = (types(self), types(other));
        (every(self) && (every(other) || !tb.is_empty()))
            || (every(other) && !ta.is_empty())
            || ta.iter().any(|s| tb.contains(s))
    }

    pub fn has_keyword(&self, k: &Keyword) -> bool {
        self.abilities
            .iter()
            .any(|a| matches!(&a.ability, Ability::Keyword(x) if x == k))
    }
}

/// Sorts and deduplicates.
pub fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort();
    v.dedup();
    v
}

/// Land subtypes that aren't basic land types.
const NONBASIC_LAND_TYPES: &[&str] = &[
    "Cave",
    "Desert",
    "Gate",
    "Lair",
    "Locus",
    "Mine",
    "Power-Plant",
    "Sphere",
    "Tower",
    "Town",
    "Urza's",
];
/// Subtypes of artifacts, enchantments, spells, planeswalkers and battles we know of.
pub const OTHER_SUBTYPES: &[&str] = &[
    "Aura",
    "Background",
    "Cartouche",
    "Class",
    "Curse",
    "Role",
    "Room",
    "Rune",
    "Saga",
    "Shard",
    "Shrine",
    "Equipment",
    "Vehicle",
    "Fortification",
    "Food",
    "Clue",
    "Treasure",
    "Gold",
    "Blood",
    "Contraption",
    "Powerstone",
    "Map",
    "Incubator",
    "Attraction",
    "Arcane",
    "Trap",
    "Adventure",
    "Lesson",
    "Siege",
];

/// Land types: the basic ones and the others.
pub fn is_land_type(s: &str) -> bool {
    BasicLandType::parse(s).is_some() || NONBASIC_LAND_TYPES.contains(&s)
}

/// Creature types: any subtype that isn't a land, artifact, enchantment or spell type.
pub fn is_creature_type(s: &str) -> bool {
    !is_land_type(s) && !OTHER_SUBTYPES.contains(&s) && s != "$chosen"
}

/// Adds the intrinsic mana ability of each basic land type a land has (305.6).
pub fn add_intrinsic(
    abilities: &mut Arc<Vec<AbilityInst>>,
    types: &[CardType],
    subtypes: &[impl AsRef<str>],
) {
    if !types.contains(&CardType::Land) {
        return;
    }
    for t in BasicLandType::ALL {
        if subtypes.iter().any(|s| s.as_ref() == t.name())
            && !abilities.iter().any(|a| a.origin == Origin::Intrinsic(t))
        {
            push_shared(abilities, intrinsic(t));
        }
    }
}

/// The mana ability a basic land type gives (305.6).
pub fn intrinsic(t: BasicLandType) -> AbilityInst {
    AbilityInst {
        ability: Ability::Mana(super::card::Mana::Color(t.mana())),
        origin: Origin::Intrinsic(t),
    }
}

/// Adds `x` if it isn't there, copying a shared list only then (into one of the right size).
pub fn push_shared<T: PartialEq + Clone>(v: &mut Arc<Vec<T>>, x: T) {
    if v.contains(&x) {
        return;
    }
    match Arc::get_mut(v) {
        Some(own) => own.push(x),
        None => {
            let mut copy = Vec::with_capacity(v.len() + 1);
            copy.extend(v.iter().cloned());
            copy.push(x);
            *v = Arc::new(copy);
        }
    }
}

/// A player's state after the layers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerChars {
    pub life: i32,
    pub hand: i32,
    /// Abilities of the player (613.10: hexproof...).
    pub abilities: Vec<Keyword>,
    /// `None`: no maximum hand size.
    pub max_hand_size: Option<i32>,
    /// Game rules changed for this player (613.11).
    pub rules: Vec<RuleChange>,
}

/// Starting state of a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub life: i32,
    pub hand: i32,
}
