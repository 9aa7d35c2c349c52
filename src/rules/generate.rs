//! Deterministic random boards, for benchmarks and property tests.
//!
//! [`board`] builds a [`Game`] directly (objects added with [`Game::add_object`], effects
//! registered the way the engine registers them), so a board of a thousand permanents takes
//! milliseconds: no action runs a solve. The same seed always gives the same board.
//!
//! A board looks like a real one: mostly vanilla creatures and lands for both players, then
//! continuous effects spread across the layers (anthems and lords in 7c, static P/T setters in
//! 7b, color setters in 5, ability grants and removals in 6, type adders in 4, control changers
//! in 2, counters, switches in 7d, a few player effects), and a fraction of them in
//! **dependency pairs** (613.8):
//! - Blood Moon + Urborg, Tomb of Yawgmoth (layer 4: Urborg's ability depends on Blood Moon);
//! - a Mycosynth-Lattice-like "[marker] permanents are artifacts" + a Titania's-Song-like
//!   "noncreature [marker] artifacts lose all abilities and are creatures with P/T equal to
//!   their mana value" (layer 4: the song's affected set depends on the lattice). Both are
//!   narrowed to one nonbasic land type (the marker) so the pair doesn't wipe out every other
//!   effect on the board;
//! - a Dress-Down-like "[type] creatures lose all abilities" + a creature of that type whose
//!   static ability grants flying (layer 6: the grant's existence depends on the removal).
//!
//! Also here: [`additive_actions`] (actions whose effects only add up, for reordering
//! properties) and [`random_action`] (any action of the scenario vocabulary, for robustness).

use std::collections::HashSet;

use super::actions::{Action, Cast, Enter, FreeEffect};
use super::card::{
    Ability, Affected, CardDef, Duration, EffectSpec, EnchantWhat, Expr, Filter, Keyword, Mana,
    OneShot, Part, RuleChange, Static, TargetSpec, Who,
};
use super::effect::{EffectKind, RegEffect, Target};
use super::game::Game;
use super::object::{Attachment, Counter, ObjIdx, PlayerId, Zone};
use super::types::{BasicLandType, CardType, ColorSpec, Supertype};

// ------------------------------------------------------------------------------------ random

/// A tiny deterministic generator (SplitMix64): no dependency, same numbers everywhere.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i32, hi: i32) -> i32 {
        lo + self.below((hi - lo + 1).max(1) as usize) as i32
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }

    /// An index drawn with the given weights.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.below(total as usize) as u32;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

// ------------------------------------------------------------------------------------ the spec

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardSpec {
    /// Objects on the battlefield (both players).
    pub permanents: usize,
    /// Continuous effects: static abilities of those permanents, registered effects, and
    /// counters (one effect per kind of P/T counter on an object).
    pub effects: usize,
    /// The share of `effects` that come in dependency pairs (e.g. `0.1`).
    pub dependent_fraction: f64,
    pub seed: u64,
}

impl BoardSpec {
    /// A spec with a tenth of the effects in dependency pairs.
    pub fn new(permanents: usize, effects: usize, seed: u64) -> BoardSpec {
        BoardSpec {
            permanents,
            effects,
            dependent_fraction: 0.1,
            seed,
        }
    }
}

/// How many effects of each kind a board got (the generator's own count, for reports).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardStats {
    pub permanents: usize,
    /// Static abilities of permanents (pairs included).
    pub statics: usize,
    /// Registered effects (resolved pumps, steals, switches, free-standing statics).
    pub registered: usize,
    /// Kinds of P/T counters on objects.
    pub counters: usize,
    /// Effects in dependency pairs.
    pub paired: usize,
}

impl BoardStats {
    pub fn effects(&self) -> usize {
        self.statics + self.registered + self.counters
    }
}

/// Builds the board `spec` describes.
pub fn board(spec: &BoardSpec) -> Game {
    board_with_stats(spec).0
}

/// Builds the board and says what is on it.
pub fn board_with_stats(spec: &BoardSpec) -> (Game, BoardStats) {
    Builder::new(spec).build()
}

// ------------------------------------------------------------------------------------ cards

const CREATURE_TYPES: [&str; 9] = [
    "Bear", "Cat", "Ogre", "Wurm", "Wall", "Elf", "Merfolk", "Drake", "Goblin",
];
/// Creature types no vanilla creature has: the layer-6 pairs' markers.
const RARE_TYPES: [&str; 4] = ["Sliver", "Spirit", "Illusion", "Horror"];
/// Nonbasic land types: the lattice pairs' markers.
const MARKERS: [&str; 6] = ["Desert", "Gate", "Cave", "Lair", "Sphere", "Town"];
const COLORS: [ColorSpec; 5] = [
    ColorSpec::White,
    ColorSpec::Blue,
    ColorSpec::Black,
    ColorSpec::Red,
    ColorSpec::Green,
];
const COSTS: [&str; 7] = [
    "{1}{W}",
    "{2}{U}",
    "{1}{B}{B}",
    "{2}{R}",
    "{G}{G}",
    "{3}",
    "{W}{U}",
];

fn words(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn creature(
    name: &str,
    fr: &str,
    cost: &str,
    subtypes: &[&str],
    pt: (i32, i32),
    abilities: Vec<Ability>,
) -> CardDef {
    CardDef {
        name: name.into(),
        name_fr: fr.into(),
        mana_cost: Some(cost.into()),
        types: vec![CardType::Creature],
        subtypes: words(subtypes),
        power: Some(pt.0),
        toughness: Some(pt.1),
        abilities,
        ..CardDef::default()
    }
}

fn land(name: &str, fr: &str, basic: bool, subtypes: &[&str], abilities: Vec<Ability>) -> CardDef {
    CardDef {
        name: name.into(),
        name_fr: fr.into(),
        supertypes: if basic {
            vec![Supertype::Basic]
        } else {
            Vec::new()
        },
        types: vec![CardType::Land],
        subtypes: words(subtypes),
        abilities,
        ..CardDef::default()
    }
}

fn stat(affects: Affected, parts: Vec<Part>) -> Ability {
    Ability::Static(Static {
        affects,
        parts,
        condition: None,
        cda: false,
        lingers_until_end_of_turn: false,
    })
}

fn creatures(f: Filter) -> Affected {
    Affected::All(Filter {
        types: vec![CardType::Creature],
        ..f
    })
}

/// Vanilla creatures (no static ability: they bring no effect of their own).
pub fn vanilla_creatures() -> Vec<CardDef> {
    vec![
        creature(
            "Grizzly Bears",
            "Grizzlis",
            "{1}{G}",
            &["Bear"],
            (2, 2),
            vec![],
        ),
        creature(
            "Silvercoat Lion",
            "Lion à fourrure argentée",
            "{1}{W}",
            &["Cat"],
            (2, 2),
            vec![],
        ),
        creature(
            "Gray Ogre",
            "Ogre gris",
            "{2}{R}",
            &["Ogre"],
            (2, 2),
            vec![],
        ),
        creature(
            "Craw Wurm",
            "Guivre vorace",
            "{4}{G}{G}",
            &["Wurm"],
            (6, 4),
            vec![],
        ),
        creature(
            "Wall of Wood",
            "Mur de bois",
            "{G}",
            &["Wall"],
            (0, 3),
            vec![Ability::Keyword(Keyword::Defender)],
        ),
        creature(
            "Llanowar Elves",
            "Elfes de Llanowar",
            "{G}",
            &["Elf", "Druid"],
            (1, 1),
            vec![Ability::Mana(Mana::Color(super::types::Color::Green))],
        ),
        creature(
            "Merfolk of the Pearl Trident",
            "Ondin du Trident de perles",
            "{U}",
            &["Merfolk"],
            (1, 1),
            vec![],
        ),
        creature(
            "Wind Drake",
            "Drake du vent",
            "{2}{U}",
            &["Drake"],
            (2, 2),
            vec![Ability::Keyword(Keyword::Flying)],
        ),
        creature(
            "Raging Goblin",
            "Gobelin enragé",
            "{R}",
            &["Goblin", "Berserker"],
            (1, 1),
            vec![Ability::Keyword(Keyword::Haste)],
        ),
    ]
}

/// Lands with no static ability: the five basics and a few nonbasics.
pub fn plain_lands() -> Vec<CardDef> {
    let mut v: Vec<CardDef> = BasicLandType::ALL
        .iter()
        .map(|t| {
            let fr = match t {
                BasicLandType::Plains => "Plaine",
                BasicLandType::Island => "Île",
                BasicLandType::Swamp => "Marais",
                BasicLandType::Mountain => "Montagne",
                BasicLandType::Forest => "Forêt",
            };
            land(t.name(), fr, true, &[t.name()], vec![])
        })
        .collect();
    v.push(land(
        "Canopy Vista",
        "Vue de la canopée",
        false,
        &["Forest", "Plains"],
        vec![],
    ));
    let mut citadel = land(
        "Darksteel Citadel",
        "Citadelle de sombracier",
        false,
        &[],
        vec![
            Ability::Keyword(Keyword::Indestructible),
            Ability::Mana(Mana::Colorless),
        ],
    );
    citadel.types = vec![CardType::Artifact, CardType::Land];
    v.push(citadel);
    v.push(land(
        "Wastes",
        "Landes",
        true,
        &[],
        vec![Ability::Mana(Mana::Colorless)],
    ));
    v
}

fn marker_land(marker: &str) -> CardDef {
    land(
        &format!("{marker} of the Wastes"),
        &format!("{marker} des landes"),
        false,
        &[marker],
        vec![Ability::Mana(Mana::Colorless)],
    )
}

/// Blood Moon, as printed.
pub fn blood_moon() -> CardDef {
    CardDef {
        name: "Blood Moon".into(),
        name_fr: "Lune de sang".into(),
        mana_cost: Some("{2}{R}".into()),
        types: vec![CardType::Enchantment],
        abilities: vec![stat(
            Affected::All(Filter {
                types: vec![CardType::Land],
                not_supertypes: vec![Supertype::Basic],
                ..Filter::default()
            }),
            vec![Part::SetLandType(BasicLandType::Mountain)],
        )],
        ..CardDef::default()
    }
}

/// Urborg, Tomb of Yawgmoth, as printed.
pub fn urborg() -> CardDef {
    let mut c = land(
        "Urborg, Tomb of Yawgmoth",
        "Urborg, tombe de Yaugzebul",
        false,
        &[],
        vec![stat(
            Affected::All(Filter {
                types: vec![CardType::Land],
                ..Filter::default()
            }),
            vec![Part::AddLandType(BasicLandType::Swamp)],
        )],
    );
    c.supertypes = vec![Supertype::Legendary];
    c
}

fn lattice(marker: &str, k: usize) -> CardDef {
    CardDef {
        name: format!("{marker} Lattice #{k}"),
        name_fr: format!("Treille des {marker} n°{k}"),
        mana_cost: Some("{6}".into()),
        types: vec![CardType::Artifact],
        abilities: vec![stat(
            Affected::All(Filter {
                subtypes: words(&[marker]),
                ..Filter::default()
            }),
            vec![Part::AddTypes(vec![CardType::Artifact])],
        )],
        ..CardDef::default()
    }
}

fn song(marker: &str, k: usize) -> CardDef {
    CardDef {
        name: format!("{marker} Song #{k}"),
        name_fr: format!("Chanson des {marker} n°{k}"),
        mana_cost: Some("{3}{G}".into()),
        types: vec![CardType::Enchantment],
        abilities: vec![Ability::Static(Static {
            affects: Affected::All(Filter {
                types: vec![CardType::Artifact],
                not_types: vec![CardType::Creature],
                subtypes: words(&[marker]),
                ..Filter::default()
            }),
            parts: vec![
                Part::LoseAllAbilities,
                Part::AddTypes(vec![CardType::Creature]),
                Part::SetPT(Expr::ManaValue, Expr::ManaValue),
            ],
            condition: None,
            cda: false,
            lingers_until_end_of_turn: true,
        })],
        ..CardDef::default()
    }
}

fn dress_down(ty: &str, k: usize) -> CardDef {
    CardDef {
        name: format!("{ty} Dress Down #{k}"),
        name_fr: format!("Déculottée des {ty} n°{k}"),
        mana_cost: Some("{1}{U}".into()),
        types: vec![CardType::Enchantment],
        abilities: vec![stat(
            creatures(Filter {
                subtypes: words(&[ty]),
                ..Filter::default()
            }),
            vec![Part::LoseAllAbilities],
        )],
        ..CardDef::default()
    }
}

fn winged_lord(ty: &str, k: usize) -> CardDef {
    creature(
        &format!("{ty} Windcaller #{k}"),
        &format!("Mande-vent {ty} n°{k}"),
        "{2}{U}",
        &[ty],
        (1, 2),
        vec![stat(
            creatures(Filter {
                controller: Who::You,
                ..Filter::default()
            }),
            vec![Part::Grant(vec![Ability::Keyword(Keyword::Flying)])],
        )],
    )
}

/// Giant Growth, as printed.
pub fn giant_growth() -> CardDef {
    spell(
        "Giant Growth",
        "Croissance gigantesque",
        "{G}",
        CardType::Instant,
        vec![Part::ModifyPT(3, 3)],
    )
}

/// Twisted Image (its P/T switch only).
pub fn twisted_image() -> CardDef {
    spell(
        "Twisted Image",
        "Image perverse",
        "{U}",
        CardType::Instant,
        vec![Part::SwitchPT],
    )
}

/// Act of Treason (control and haste until end of turn).
pub fn act_of_treason() -> CardDef {
    spell(
        "Act of Treason",
        "Acte de trahison",
        "{2}{R}",
        CardType::Sorcery,
        vec![
            Part::GainControl,
            Part::Grant(vec![Ability::Keyword(Keyword::Haste)]),
        ],
    )
}

fn spell(name: &str, fr: &str, cost: &str, ty: CardType, parts: Vec<Part>) -> CardDef {
    CardDef {
        name: name.into(),
        name_fr: fr.into(),
        mana_cost: Some(cost.into()),
        types: vec![ty],
        targets: vec![TargetSpec::Creature],
        spell: vec![OneShot::Effect(EffectSpec {
            affects: Affected::Target(0),
            parts,
            duration: Duration::UntilEndOfTurn,
        })],
        ..CardDef::default()
    }
}

fn aura(name: &str, fr: &str, parts: Vec<Part>) -> CardDef {
    CardDef {
        name: name.into(),
        name_fr: fr.into(),
        mana_cost: Some("{3}{U}{U}".into()),
        types: vec![CardType::Enchantment],
        subtypes: words(&["Aura"]),
        abilities: vec![
            Ability::Keyword(Keyword::Enchant(EnchantWhat::Creature)),
            stat(Affected::Attached, parts),
        ],
        ..CardDef::default()
    }
}

/// Every card the generator uses (for [`random_action`]'s pool).
pub fn cards() -> Vec<CardDef> {
    let mut v = vanilla_creatures();
    v.extend(plain_lands());
    v.push(blood_moon());
    v.push(urborg());
    v.push(lattice("Desert", 1));
    v.push(song("Desert", 1));
    v.push(marker_land("Desert"));
    v.push(dress_down("Sliver", 1));
    v.push(winged_lord("Sliver", 1));
    v.push(aura(
        "Mind Control",
        "Contrôle mental",
        vec![Part::GainControl],
    ));
    v.push(aura(
        "Lignify",
        "Lignification",
        vec![
            Part::SetCreatureTypes(words(&["Treefolk"])),
            Part::LoseAllAbilities,
            Part::SetPT(Expr::N(0), Expr::N(4)),
        ],
    ));
    let mut rng = Rng::new(7);
    let hosted: Vec<Single> = Single::ALL.into_iter().filter(|s| s.hosted()).collect();
    for (k, host) in hosted.into_iter().enumerate() {
        if let Some((affects, parts, lord)) = static_effect(host, &mut rng) {
            v.push(host_card(
                k,
                &[stat(affects, parts)],
                lord.as_deref(),
                &mut rng,
            ));
        }
    }
    v.push(giant_growth());
    v.push(twisted_image());
    v.push(act_of_treason());
    v
}

// ------------------------------------------------------------------------------------ effects

/// The kinds of effects that don't come in pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Single {
    /// 7c: Glorious Anthem, Crusade, lords, "creatures your opponents control get -1/-1".
    Anthem,
    /// 7c: a resolved Giant Growth on one creature.
    Pump,
    /// 7c: counters on one object.
    Counter,
    /// 7b: "[type] creatures are N/N".
    SetPT,
    /// 5: color setters and adders.
    Color,
    /// 6: "creatures you control have flying/trample/haste".
    Grant,
    /// 6: "creatures your opponents control lose flying", "can't have", lose all abilities.
    Remove,
    /// 4: "creatures you control are also Elves", "[type] creatures are artifacts".
    TypeAdd,
    /// 2: a Mind Control aura on an opponent's creature.
    ControlAura,
    /// 2, 6: a resolved Act of Treason.
    Steal,
    /// 4, 6, 7b: a Lignify aura.
    Lignify,
    /// 7d: a resolved Twisted Image.
    Switch,
    /// 613.10: "you have no maximum hand size", "you have hexproof".
    Player,
}

impl Single {
    const ALL: [Single; 13] = [
        Single::Anthem,
        Single::Pump,
        Single::Counter,
        Single::SetPT,
        Single::Color,
        Single::Grant,
        Single::Remove,
        Single::TypeAdd,
        Single::ControlAura,
        Single::Steal,
        Single::Lignify,
        Single::Switch,
        Single::Player,
    ];
    /// How common each kind is on real boards (same order as `ALL`).
    const WEIGHTS: [u32; 13] = [22, 8, 14, 7, 8, 9, 5, 9, 3, 2, 3, 4, 3];

    fn hosted(self) -> bool {
        matches!(
            self,
            Single::Anthem
                | Single::SetPT
                | Single::Color
                | Single::Grant
                | Single::Remove
                | Single::TypeAdd
                | Single::Player
        )
    }

    fn aura(self) -> bool {
        matches!(self, Single::ControlAura | Single::Lignify)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pair {
    MoonUrborg,
    LatticeSong,
    RemovalGrant,
}

/// A static effect of a host permanent: whom it affects, its parts, and (for a lord) the
/// creature type the host should have.
fn static_effect(kind: Single, rng: &mut Rng) -> Option<(Affected, Vec<Part>, Option<String>)> {
    let ty = rng.pick(&CREATURE_TYPES).to_string();
    let color = *rng.pick(&COLORS);
    Some(match kind {
        Single::Anthem => match rng.below(4) {
            0 => (
                creatures(Filter {
                    controller: Who::You,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                None,
            ),
            1 => (
                creatures(Filter {
                    colors: vec![color],
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                None,
            ),
            2 => (
                creatures(Filter {
                    subtypes: vec![ty.clone()],
                    other: true,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(1, 1)],
                Some(ty),
            ),
            _ => (
                creatures(Filter {
                    controller: Who::Opponents,
                    ..Filter::default()
                }),
                vec![Part::ModifyPT(-1, -1)],
                None,
            ),
        },
        Single::SetPT => {
            let n = rng.range(0, 4);
            (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::SetPT(Expr::N(n), Expr::N(n + rng.range(1, 3)))],
                None,
            )
        }
        Single::Color => match rng.below(3) {
            0 => (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::SetColors(vec![color])],
                None,
            ),
            1 => (
                creatures(Filter {
                    controller: Who::You,
                    ..Filter::default()
                }),
                vec![Part::AddColors(vec![color])],
                None,
            ),
            _ => (
                Affected::All(Filter {
                    types: vec![CardType::Artifact],
                    ..Filter::default()
                }),
                vec![Part::SetColors(Vec::new())],
                None,
            ),
        },
        Single::Grant => {
            let k = match rng.below(3) {
                0 => Keyword::Flying,
                1 => Keyword::Trample,
                _ => Keyword::Haste,
            };
            let f = if rng.chance(0.5) {
                Filter {
                    controller: Who::You,
                    ..Filter::default()
                }
            } else {
                Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }
            };
            (
                creatures(f),
                vec![Part::Grant(vec![Ability::Keyword(k)])],
                None,
            )
        }
        Single::Remove => match rng.below(3) {
            0 => (
                creatures(Filter {
                    controller: Who::Opponents,
                    ..Filter::default()
                }),
                vec![Part::Lose(vec![Keyword::Flying])],
                None,
            ),
            1 => (
                creatures(Filter::default()),
                vec![Part::CantHave(vec![Keyword::Haste])],
                None,
            ),
            _ => (
                creatures(Filter {
                    subtypes: vec![ty],
                    ..Filter::default()
                }),
                vec![Part::LoseAllAbilities],
                None,
            ),
        },
        Single::TypeAdd => {
            if rng.chance(0.5) {
                let to = rng.pick(&CREATURE_TYPES).to_string();
                (
                    creatures(Filter {
                        controller: Who::You,
                        ..Filter::default()
                    }),
                    vec![Part::AddSubtypes(vec![to])],
                    None,
                )
            } else {
                (
                    creatures(Filter {
                        subtypes: vec![ty],
                        ..Filter::default()
                    }),
                    vec![Part::AddTypes(vec![CardType::Artifact])],
                    None,
                )
            }
        }
        Single::Player => (
            Affected::Players(Who::You),
            vec![if rng.chance(0.5) {
                Part::Rule(RuleChange::NoMaximumHandSize)
            } else {
                Part::PlayerKeyword(Keyword::Hexproof)
            }],
            None,
        ),
        _ => return None,
    })
}

/// A permanent that carries static abilities: an enchantment, an artifact, or (for a lord) a
/// creature of the lord's type.
fn host_card(k: usize, abilities: &[Ability], lord: Option<&str>, rng: &mut Rng) -> CardDef {
    match lord {
        Some(ty) => creature(
            &format!("{ty} Lord #{k}"),
            &format!("Seigneur {ty} n°{k}"),
            COSTS[rng.below(COSTS.len())],
            &[ty],
            (2, 2),
            abilities.to_vec(),
        ),
        None => {
            let artifact = rng.chance(0.2);
            CardDef {
                name: format!("Generated Relic #{k}"),
                name_fr: format!("Relique générée n°{k}"),
                mana_cost: Some(if artifact { "{3}" } else { rng.pick(&COSTS) }.to_string()),
                types: vec![if artifact {
                    CardType::Artifact
                } else {
                    CardType::Enchantment
                }],
                abilities: abilities.to_vec(),
                ..CardDef::default()
            }
        }
    }
}

// ------------------------------------------------------------------------------------ builder

/// A permanent to put onto the battlefield.
struct Perm {
    prefix: &'static str,
    card: CardDef,
    controller: PlayerId,
    /// An aura: attach it to a creature (preferably an opponent's).
    aura: bool,
}

/// Something that happens after the permanents are there.
#[derive(Clone, Copy)]
enum Later {
    Counter,
    Pump,
    Steal,
    Switch,
}

struct Builder {
    spec: BoardSpec,
    rng: Rng,
    game: Game,
    stats: BoardStats,
}

impl Builder {
    fn new(spec: &BoardSpec) -> Builder {
        Builder {
            spec: *spec,
            rng: Rng::new(spec.seed ^ 0x6C61_7965_726C_6162),
            game: Game::new(0),
            stats: BoardStats::default(),
        }
    }

    fn build(mut self) -> (Game, BoardStats) {
        let spec = self.spec;
        let frac = if spec.dependent_fraction.is_finite() {
            spec.dependent_fraction.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let n_pairs = ((spec.effects as f64 * frac / 2.0).round() as usize)
            .min(spec.effects / 2)
            .min(spec.permanents / 4);
        let pair_start = self.rng.below(3);
        let pairs: Vec<Pair> = (0..n_pairs)
            .map(|i| match (pair_start + i) % 3 {
                0 => Pair::MoonUrborg,
                1 => Pair::LatticeSong,
                _ => Pair::RemovalGrant,
            })
            .collect();
        // The mix follows the weights (the whole part of each share), the rest is drawn at
        // random; then the order is shuffled.
        let n_singles = spec.effects - 2 * n_pairs;
        let total: u32 = Single::WEIGHTS.iter().sum();
        let mut singles: Vec<Single> = Vec::with_capacity(n_singles);
        for (kind, w) in Single::ALL.iter().zip(Single::WEIGHTS) {
            let share = n_singles * w as usize / total as usize;
            singles.extend(std::iter::repeat_n(*kind, share));
        }
        while singles.len() < n_singles {
            singles.push(Single::ALL[self.rng.weighted(&Single::WEIGHTS)]);
        }
        self.rng.shuffle(&mut singles);
        // Auras need their own permanent: keep at least half the board for the rest.
        let mut own = 2 * n_pairs;
        for s in &mut singles {
            if s.aura() {
                if own < spec.permanents / 2 {
                    own += 1;
                } else {
                    *s = match s {
                        Single::ControlAura => Single::Steal,
                        _ => Single::SetPT,
                    };
                }
            }
        }
        let hosted: Vec<Single> = singles.iter().copied().filter(|s| s.hosted()).collect();
        let room = spec.permanents - own;
        let n_hosts = if hosted.is_empty() || room == 0 {
            0
        } else {
            hosted.len().min((room * 2 / 5).max(1))
        };
        let filler = room - n_hosts;

        // The permanents.
        let mut perms: Vec<Perm> = Vec::new();
        let mut markers: Vec<&'static str> = Vec::new();
        for (k, p) in pairs.iter().enumerate() {
            let c = self.player();
            match p {
                Pair::MoonUrborg => {
                    perms.push(self.perm("moon", blood_moon(), c));
                    let d = self.player();
                    perms.push(self.perm("urborg", urborg(), d));
                }
                Pair::LatticeSong => {
                    let m = MARKERS[k / 3 % MARKERS.len()];
                    markers.push(m);
                    perms.push(self.perm("lattice", lattice(m, k), c));
                    let d = self.player();
                    perms.push(self.perm("song", song(m, k), d));
                }
                Pair::RemovalGrant => {
                    let ty = RARE_TYPES[k / 3 % RARE_TYPES.len()];
                    perms.push(self.perm("dress", dress_down(ty, k), c));
                    perms.push(self.perm("windcaller", winged_lord(ty, k), c));
                }
            }
            self.stats.statics += 2;
            self.stats.paired += 2;
        }
        for s in &singles {
            if s.aura() {
                let card = match s {
                    Single::ControlAura => {
                        aura("Mind Control", "Contrôle mental", vec![Part::GainControl])
                    }
                    _ => aura(
                        "Lignify",
                        "Lignification",
                        vec![
                            Part::SetCreatureTypes(words(&["Treefolk"])),
                            Part::LoseAllAbilities,
                            Part::SetPT(Expr::N(0), Expr::N(4)),
                        ],
                    ),
                };
                let c = self.player();
                let mut p = self.perm("aura", card, c);
                p.aura = true;
                perms.push(p);
                self.stats.statics += 1;
            }
        }
        // Hosted statics: one host each while there is room, then shared hosts.
        let mut host_abilities: Vec<(Vec<Ability>, Option<String>)> =
            vec![(Vec::new(), None); n_hosts];
        let mut free_statics: Vec<(Affected, Vec<Part>)> = Vec::new();
        for (i, s) in hosted.iter().enumerate() {
            let (affects, parts, lord) = static_effect(*s, &mut self.rng).expect("hosted kind");
            if n_hosts == 0 {
                free_statics.push((affects, parts));
                continue;
            }
            let h = &mut host_abilities[i % n_hosts];
            if h.0.is_empty() {
                h.1 = lord;
            }
            h.0.push(stat(affects, parts));
            self.stats.statics += 1;
        }
        for (k, (abilities, lord)) in host_abilities.iter().enumerate() {
            let card = host_card(k, abilities, lord.as_deref(), &mut self.rng);
            let c = self.player();
            perms.push(self.perm("h", card, c));
        }
        // Filler: creatures and lands, a few marker lands for the lattice pairs.
        let creature_pool = vanilla_creatures();
        let land_pool = plain_lands();
        let n_creatures = (filler * 55).div_ceil(100);
        for i in 0..filler {
            let c = self.player();
            if i < n_creatures {
                let card = self.rng.pick(&creature_pool).clone();
                perms.push(self.perm("c", card, c));
            } else if let Some(m) = markers.get((i - n_creatures) / 2) {
                perms.push(self.perm("l", marker_land(m), c));
            } else {
                let card = if self.rng.chance(0.6) {
                    land_pool[self.rng.below(5)].clone()
                } else {
                    self.rng.pick(&land_pool[5..]).clone()
                };
                perms.push(self.perm("l", card, c));
            }
        }
        self.rng.shuffle(&mut perms);
        let mut counts: std::collections::HashMap<&'static str, usize> = Default::default();
        let mut aura_idx = Vec::new();
        for p in perms {
            let n = counts.entry(p.prefix).or_insert(0);
            *n += 1;
            let id = format!("{}{}", p.prefix, n);
            let ts = self.game.stamp();
            let idx = self
                .game
                .add_object(id, p.card, Zone::Battlefield, p.controller, ts);
            if p.aura {
                aura_idx.push(idx);
            }
        }
        self.stats.permanents = self.game.objects.len();
        let creature_idx: Vec<ObjIdx> = (0..self.game.objects.len())
            .filter(|&i| {
                self.game.objects[i]
                    .card
                    .types
                    .contains(&CardType::Creature)
            })
            .collect();
        for a in aura_idx {
            let me = self.game.objects[a].owner;
            let theirs: Vec<ObjIdx> = creature_idx
                .iter()
                .copied()
                .filter(|&i| self.game.objects[i].owner != me)
                .collect();
            let pool = if theirs.is_empty() {
                &creature_idx
            } else {
                &theirs
            };
            if !pool.is_empty() {
                let t = *self.rng.pick(pool);
                self.game.objects[a].attached_to = Some(Attachment::Object(t));
            }
        }

        // What happens afterwards: counters, resolved spells, free-standing statics.
        let mut later: Vec<Option<Later>> = Vec::new();
        for s in &singles {
            match s {
                Single::Counter => later.push(Some(Later::Counter)),
                Single::Pump => later.push(Some(Later::Pump)),
                Single::Steal => later.push(Some(Later::Steal)),
                Single::Switch => later.push(Some(Later::Switch)),
                _ => {}
            }
        }
        later.extend(free_statics.iter().map(|_| None));
        self.rng.shuffle(&mut later);
        let mut free_statics = free_statics.into_iter();
        let targets: Vec<ObjIdx> = if creature_idx.is_empty() {
            (0..self.game.objects.len()).collect()
        } else {
            creature_idx
        };
        let mut used: HashSet<(ObjIdx, &'static str)> = HashSet::new();
        for (k, l) in later.into_iter().enumerate() {
            match l {
                None => {
                    let (affects, parts) = free_statics.next().expect("one per None");
                    self.free_static(k, affects, parts);
                }
                Some(_) if targets.is_empty() => {
                    let (affects, parts, _) =
                        static_effect(Single::Anthem, &mut self.rng).expect("anthem");
                    self.free_static(k, affects, parts);
                }
                Some(Later::Counter) => self.counter(&targets, &mut used, k),
                Some(Later::Pump) => self.resolved(k, &targets, &giant_growth()),
                Some(Later::Steal) => self.resolved(k, &targets, &act_of_treason()),
                Some(Later::Switch) => self.resolved(k, &targets, &twisted_image()),
            }
        }
        (self.game, self.stats)
    }

    fn player(&mut self) -> PlayerId {
        self.rng.below(2) as PlayerId
    }

    fn perm(&mut self, prefix: &'static str, card: CardDef, controller: PlayerId) -> Perm {
        Perm {
            prefix,
            card,
            controller,
            aura: false,
        }
    }

    fn free_static(&mut self, k: usize, affects: Affected, parts: Vec<Part>) {
        let ts = self.game.stamp();
        let controller = self.player();
        self.game.effects.push(RegEffect {
            label: format!("free{k}"),
            kind: EffectKind::Static,
            source: None,
            source_name: (format!("free{k}"), format!("free{k}")),
            controller,
            timestamp: ts,
            affects,
            locked: None,
            parts,
            copy: None,
            duration: Duration::Indefinitely,
            choices: Vec::new(),
            x: 0,
            targets: Vec::new(),
            ended: None,
        });
        self.stats.registered += 1;
    }

    /// Counters on one object: a new (object, kind) each time, so each is one effect.
    fn counter(
        &mut self,
        targets: &[ObjIdx],
        used: &mut HashSet<(ObjIdx, &'static str)>,
        k: usize,
    ) {
        const KINDS: [&str; 6] = ["+1/+1", "-1/-1", "+1/+0", "+0/+1", "+2/+2", "-0/-1"];
        let mut choice = None;
        for attempt in 0..targets.len() * KINDS.len() {
            let t = *self.rng.pick(targets);
            let kind = if attempt < 4 {
                "+1/+1"
            } else {
                *self.rng.pick(&KINDS)
            };
            if used.insert((t, kind)) {
                choice = Some((t, kind));
                break;
            }
        }
        let Some((t, kind)) = choice else {
            // Every (object, kind) is taken: a free-standing anthem instead.
            let (affects, parts, _) = static_effect(Single::Anthem, &mut self.rng).expect("anthem");
            self.free_static(k, affects, parts);
            return;
        };
        let ts = self.game.stamp();
        let count = self.rng.range(1, 3);
        self.game.objects[t].counters.push(Counter {
            kind: kind.to_string(),
            count,
            timestamp: ts,
        });
        self.stats.counters += 1;
    }

    /// A resolved instant or sorcery that targeted one creature (611.2c: its set is locked),
    /// registered as [`Game::apply`] would register it, without the spell card.
    fn resolved(&mut self, k: usize, targets: &[ObjIdx], card: &CardDef) {
        let t = *self.rng.pick(targets);
        let owner = self.game.objects[t].owner;
        let controller = if card.types.contains(&CardType::Sorcery) {
            Game::opponent(owner)
        } else {
            self.player()
        };
        let Some(OneShot::Effect(e)) = card.spell.first() else {
            return;
        };
        let ts = self.game.stamp();
        let slug = card.name.to_lowercase().replace(' ', "-");
        self.game.effects.push(RegEffect {
            label: format!("{slug}{k}"),
            kind: EffectKind::Resolved,
            source: None,
            source_name: (card.name.clone(), card.name_fr.clone()),
            controller,
            timestamp: ts,
            affects: e.affects.clone(),
            locked: Some(vec![Target::Object(t)]),
            parts: e.parts.clone(),
            copy: None,
            duration: e.duration.clone(),
            choices: Vec::new(),
            x: 0,
            targets: vec![Target::Object(t)],
            ended: None,
        });
        self.stats.registered += 1;
    }
}

// ------------------------------------------------------------------------------------ actions

/// The creatures on the battlefield by their printed types (no solve needed).
fn printed_creatures(game: &Game) -> Vec<ObjIdx> {
    (0..game.objects.len())
        .filter(|&i| {
            game.objects[i].zone == Zone::Battlefield
                && !game.objects[i].face_down
                && game.objects[i].card.types.contains(&CardType::Creature)
        })
        .collect()
}

/// `n` actions whose effects only add up in layer 7c, on the creatures of `game`: +1/+1
/// counters, Giant Growths, free-standing `ModifyPT` effects (static, over a filter or fixed
/// objects, or resolved). Applied in any order, they give the same characteristics. Labels
/// and ids are fixed by position, so a reordering keeps them.
pub fn additive_actions(game: &Game, seed: u64, n: usize) -> Vec<Action> {
    let mut rng = Rng::new(seed);
    let creatures = printed_creatures(game);
    if creatures.is_empty() {
        return Vec::new();
    }
    (0..n)
        .map(|k| {
            let t = *rng.pick(&creatures);
            let controller = rng.below(2) as PlayerId;
            match rng.below(5) {
                0 | 1 => Action::Counters {
                    target: t,
                    kind: "+1/+1".into(),
                    count: rng.range(1, 3),
                },
                2 => Action::Cast(Box::new(Cast {
                    id: format!("growth{k}"),
                    card: giant_growth(),
                    controller,
                    targets: vec![Target::Object(t)],
                    choices: Vec::new(),
                    x: 0,
                })),
                _ => {
                    let (kind, affects) = match rng.below(3) {
                        0 => (
                            EffectKind::Static,
                            Affected::Objects(vec![game.objects[t].id.clone()]),
                        ),
                        1 => (
                            EffectKind::Static,
                            creatures_of(if rng.chance(0.5) { Who::You } else { Who::Any }),
                        ),
                        _ => (
                            EffectKind::Resolved,
                            Affected::Objects(vec![game.objects[t].id.clone()]),
                        ),
                    };
                    Action::Effect(Box::new(FreeEffect {
                        label: format!("add{k}"),
                        kind,
                        controller,
                        source: None,
                        affects,
                        parts: vec![Part::ModifyPT(rng.range(-2, 3), rng.range(-2, 3))],
                        duration: Duration::Indefinitely,
                    }))
                }
            }
        })
        .collect()
}

fn creatures_of(who: Who) -> Affected {
    creatures(Filter {
        controller: who,
        ..Filter::default()
    })
}

/// One random action of the scenario vocabulary on `game`: Enter (any card of `pool`, with
/// choices, counters, attachments, copies, face down), Cast (the pool's instants and
/// sorceries), Activate, Counters, Attach, TurnFaceUp/Down, Leave, EndTurn, free-standing
/// Effect. Most actions are aimed to be legal (choices the card asks for, creatures as
/// targets, sources with abilities); the rest are anything, legal or not: the point is that
/// [`Game::apply`] answers with an error, never a panic. `k` makes ids and labels unique.
pub fn random_action(game: &Game, rng: &mut Rng, pool: &[CardDef], k: usize) -> Action {
    let n = game.objects.len();
    let on_bf: Vec<ObjIdx> = (0..n)
        .filter(|&i| game.objects[i].zone == Zone::Battlefield)
        .collect();
    let creatures = printed_creatures(game);
    let is_spell = |c: &CardDef| {
        c.types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
    };
    let spells: Vec<&CardDef> = pool.iter().filter(|c| is_spell(c)).collect();
    let permanents: Vec<&CardDef> = pool.iter().filter(|c| !is_spell(c)).collect();
    if n == 0 || on_bf.is_empty() {
        return match permanents.is_empty() {
            false => Action::Enter(Box::new(Enter {
                id: format!("r{k}"),
                card: (*rng.pick(&permanents)).clone(),
                controller: rng.below(2) as PlayerId,
                ..Enter::default()
            })),
            true => Action::EndTurn,
        };
    }
    let mut aim = Aim {
        rng,
        n,
        on_bf: &on_bf,
        creatures: &creatures,
    };
    let kind = aim.rng.weighted(&[30, 14, 5, 14, 3, 3, 3, 12, 6, 5]);
    match kind {
        0 if !permanents.is_empty() => {
            let card = (*aim.rng.pick(&permanents)).clone();
            let copies = card
                .abilities
                .iter()
                .any(|a| matches!(a, Ability::AsEnters(super::card::AsEnters::CopyOf(_))));
            let copy_of = if copies && aim.rng.chance(0.8) {
                Some(aim.creature())
            } else {
                aim.rng.chance(0.05).then(|| aim.any())
            };
            let attached_to = if card.subtypes.iter().any(|s| s == "Aura") || aim.rng.chance(0.05) {
                Some(if aim.rng.chance(0.15) {
                    Attachment::Player(aim.player())
                } else {
                    Attachment::Object(aim.creature())
                })
            } else {
                None
            };
            let counters = if aim.rng.chance(0.15) {
                vec![("+1/+1".to_string(), aim.rng.range(1, 3))]
            } else {
                Vec::new()
            };
            let choices = aim.choices_for(&card, game);
            Action::Enter(Box::new(Enter {
                id: format!("r{k}"),
                copy_of,
                face_down: aim.rng.chance(0.08),
                choices,
                attached_to,
                counters,
                token: aim.rng.chance(0.1),
                controller: aim.player(),
                card,
            }))
        }
        1 if !spells.is_empty() => {
            let card = (*aim.rng.pick(&spells)).clone();
            let targets = aim.targets(&card.targets);
            let choices = aim.choices_for(&card, game);
            Action::Cast(Box::new(Cast {
                id: if aim.rng.chance(0.5) {
                    format!("s{k}")
                } else {
                    String::new()
                },
                targets,
                choices,
                x: aim.rng.range(0, 5),
                controller: aim.player(),
                card,
            }))
        }
        2 => {
            let with: Vec<(ObjIdx, Vec<TargetSpec>)> = on_bf
                .iter()
                .flat_map(|&i| {
                    game.objects[i]
                        .card
                        .abilities
                        .iter()
                        .filter_map(move |a| match a {
                            Ability::Activated(x) => Some((i, x.targets.clone())),
                            Ability::Triggered(x) => Some((i, x.targets.clone())),
                            _ => None,
                        })
                })
                .collect();
            let (source, specs) = if !with.is_empty() && aim.rng.chance(0.8) {
                aim.rng.pick(&with).clone()
            } else {
                (aim.any(), Vec::new())
            };
            let targets = aim.targets(&specs);
            let choices = aim.words();
            Action::Activate(super::actions::Activate {
                source,
                ability: aim.rng.below(2),
                targets,
                choices,
                x: aim.rng.range(0, 5),
            })
        }
        3 => {
            const KINDS: [&str; 4] = ["+1/+1", "-1/-1", "+2/+0", "time"];
            Action::Counters {
                target: aim.on_battlefield(),
                kind: aim.rng.pick(&KINDS).to_string(),
                count: aim.rng.range(-1, 3),
            }
        }
        4 => Action::Attach {
            source: aim.on_battlefield(),
            to: if aim.rng.chance(0.2) {
                Attachment::Player(aim.player())
            } else {
                Attachment::Object(aim.on_battlefield())
            },
        },
        5 => Action::TurnFaceDown(aim.on_battlefield()),
        6 => Action::TurnFaceUp(aim.on_battlefield()),
        7 => Action::Leave(aim.on_battlefield()),
        8 => Action::EndTurn,
        _ => {
            let parts = match aim.rng.below(6) {
                0 => vec![Part::ModifyPT(aim.rng.range(-2, 2), aim.rng.range(-2, 2))],
                1 => vec![Part::AddTypes(vec![CardType::Artifact])],
                2 => vec![Part::SetColors(vec![*aim.rng.pick(&COLORS)])],
                3 => vec![Part::LoseAllAbilities],
                4 => vec![Part::GainControl, Part::SwitchPT],
                _ => vec![Part::SetLandType(BasicLandType::Island)],
            };
            let affects = match aim.rng.below(3) {
                0 => Affected::Objects(vec![game.objects[aim.any()].id.clone()]),
                1 => creatures_of(Who::Any),
                _ => Affected::All(Filter::default()),
            };
            let source = aim.rng.chance(0.3).then(|| aim.any());
            Action::Effect(Box::new(FreeEffect {
                label: format!("e{k}"),
                kind: match aim.rng.below(3) {
                    0 => EffectKind::Static,
                    1 => EffectKind::Resolved,
                    _ => EffectKind::Cda,
                },
                controller: aim.player(),
                source,
                affects,
                parts,
                duration: match aim.rng.below(3) {
                    0 => Duration::Indefinitely,
                    1 => Duration::UntilEndOfTurn,
                    _ => Duration::WhileSourceOnBattlefield,
                },
            }))
        }
    }
}

/// Picks for [`random_action`]: mostly what fits, sometimes anything.
struct Aim<'a, 'r> {
    rng: &'r mut Rng,
    n: usize,
    on_bf: &'a [ObjIdx],
    creatures: &'a [ObjIdx],
}

impl Aim<'_, '_> {
    fn player(&mut self) -> PlayerId {
        self.rng.below(2) as PlayerId
    }

    fn any(&mut self) -> ObjIdx {
        self.rng.below(self.n)
    }

    fn on_battlefield(&mut self) -> ObjIdx {
        if self.rng.chance(0.9) {
            *self.rng.pick(self.on_bf)
        } else {
            self.any()
        }
    }

    fn creature(&mut self) -> ObjIdx {
        if !self.creatures.is_empty() && self.rng.chance(0.9) {
            *self.rng.pick(self.creatures)
        } else {
            self.on_battlefield()
        }
    }

    fn targets(&mut self, specs: &[TargetSpec]) -> Vec<Target> {
        let count = if self.rng.chance(0.9) {
            specs.len()
        } else {
            self.rng.below(3)
        };
        (0..count)
            .map(|i| match specs.get(i) {
                Some(TargetSpec::Player) => Target::Player(self.player()),
                Some(TargetSpec::DeadCreature) | None => {
                    if self.rng.chance(0.1) {
                        Target::Player(self.player())
                    } else {
                        Target::Object(self.any())
                    }
                }
                Some(_) => Target::Object(self.creature()),
            })
            .collect()
    }

    fn words(&mut self) -> Vec<String> {
        const WORDS: [&str; 12] = [
            "Red",
            "Blue",
            "Green",
            "Elf",
            "Bear",
            "Island",
            "Swamp",
            "5/1",
            "1/5",
            "Forest",
            "Grizzly Bears",
            "White",
        ];
        (0..self.rng.below(3))
            .map(|_| self.rng.pick(&WORDS).to_string())
            .collect()
    }

    /// The choices a card asks for as it enters (or a text change's two words), in order.
    fn choices_for(&mut self, card: &CardDef, game: &Game) -> Vec<String> {
        use super::card::AsEnters;
        if self.rng.chance(0.2) {
            return self.words();
        }
        let mut out = Vec::new();
        for a in &card.abilities {
            match a {
                Ability::AsEnters(AsEnters::ChooseColor) => {
                    out.push(format!("{:?}", self.rng.pick(&COLORS)));
                }
                Ability::AsEnters(AsEnters::ChooseCreatureType) => {
                    out.push(self.rng.pick(&CREATURE_TYPES).to_string());
                }
                Ability::AsEnters(AsEnters::ChooseMode(modes)) if !modes.is_empty() => {
                    out.push(self.rng.pick(modes).key.clone());
                }
                Ability::AsEnters(AsEnters::ExileFromGraveyard(_)) => {
                    let names: Vec<String> = game
                        .objects
                        .iter()
                        .filter(|o| o.zone == Zone::Graveyard)
                        .map(|o| o.card.name.clone())
                        .collect();
                    if !names.is_empty() {
                        out.push(self.rng.pick(&names).clone());
                    }
                }
                _ => {}
            }
        }
        let changes_words = card.spell.iter().any(|o| {
            matches!(o, OneShot::Effect(e) if e.parts.iter().any(|p| matches!(p, Part::ChangeWord { from: None, .. })))
        });
        if changes_words {
            let pair: [[&str; 2]; 3] =
                [["Mountain", "Island"], ["Swamp", "Forest"], ["Red", "Blue"]];
            out.extend(self.rng.pick(&pair).iter().map(|s| s.to_string()));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::card::Ability;

    fn counted_effects(g: &Game) -> usize {
        let statics: usize = g
            .objects
            .iter()
            .filter(|o| o.zone == Zone::Battlefield)
            .map(|o| {
                o.card
                    .abilities
                    .iter()
                    .filter(|a| matches!(a, Ability::Static(_)))
                    .count()
            })
            .sum();
        let counters: usize = g
            .objects
            .iter()
            .map(|o| o.counters.iter().filter(|c| c.pt_delta().is_some()).count())
            .sum();
        statics + counters + g.effects.len()
    }

    #[test]
    fn boards_have_what_the_spec_asks() {
        for (p, e) in [
            (50, 20),
            (200, 60),
            (1000, 200),
            (5, 30),
            (0, 7),
            (3, 0),
            (12, 40),
        ] {
            for seed in 0..5 {
                let spec = BoardSpec::new(p, e, seed);
                let (g, stats) = board_with_stats(&spec);
                assert_eq!(g.objects.len(), p, "{spec:?}");
                assert_eq!(stats.effects(), e, "{spec:?}");
                assert_eq!(counted_effects(&g), e, "{spec:?}");
                assert!(g.objects.iter().all(|o| o.zone == Zone::Battlefield));
            }
        }
    }

    #[test]
    fn boards_are_deterministic() {
        let spec = BoardSpec::new(200, 60, 42);
        assert_eq!(board(&spec), board(&spec));
        assert_ne!(board(&spec), board(&BoardSpec { seed: 43, ..spec }));
    }

    #[test]
    fn a_tenth_in_pairs() {
        let (_, stats) = board_with_stats(&BoardSpec::new(1000, 200, 1));
        assert_eq!(stats.paired, 20);
        let (_, stats) = board_with_stats(&BoardSpec::new(200, 60, 1));
        assert_eq!(stats.paired, 6);
    }
}
