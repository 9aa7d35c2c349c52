//! The cards of generated boards: vanilla creatures and plain lands (the filler), the famous
//! cards of the dependency pairs (Blood Moon, Urborg), numbered variants of the pair cards and
//! hosts, and the spells and Auras that boards resolve or attach.

use crate::rules::card::{
    Ability, Affected, CardDef, Duration, EffectSpec, EnchantWhat, Expr, Filter, Keyword, Mana,
    OneShot, Part, Static, TargetSpec, Who,
};
use crate::rules::types::{BasicLandType, CardType, Color, ColorSpec, Supertype};

pub(super) const CREATURE_TYPES: [&str; 9] = [
    "Bear", "Cat", "Ogre", "Wurm", "Wall", "Elf", "Merfolk", "Drake", "Goblin",
];
/// Creature types no vanilla creature has: the layer-6 pairs' markers.
pub(super) const RARE_TYPES: [&str; 4] = ["Sliver", "Spirit", "Illusion", "Horror"];
/// Nonbasic land types: the lattice pairs' markers.
pub(super) const MARKERS: [&str; 6] = ["Desert", "Gate", "Cave", "Lair", "Sphere", "Town"];
pub(super) const COLORS: [ColorSpec; 5] = [
    ColorSpec::White,
    ColorSpec::Blue,
    ColorSpec::Black,
    ColorSpec::Red,
    ColorSpec::Green,
];
pub(super) const COSTS: [&str; 7] = [
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

pub(super) fn creature(
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
        power: Some(pt.0.into()),
        toughness: Some(pt.1.into()),
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

pub(super) fn stat(affects: Affected, parts: Vec<Part>) -> Ability {
    Ability::Static(Static {
        affects,
        parts,
        condition: None,
        cda: false,
        lingers_until_end_of_turn: false,
    })
}

pub(super) fn creatures(f: Filter) -> Affected {
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
            vec![Ability::Mana(Mana::Color(Color::Green))],
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

pub(super) fn marker_land(marker: &str) -> CardDef {
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

pub(super) fn lattice(marker: &str, k: usize) -> CardDef {
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

pub(super) fn song(marker: &str, k: usize) -> CardDef {
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

pub(super) fn dress_down(ty: &str, k: usize) -> CardDef {
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

pub(super) fn winged_lord(ty: &str, k: usize) -> CardDef {
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

/// Mind Control (control only).
pub(super) fn mind_control() -> CardDef {
    aura("Mind Control", "Contrôle mental", vec![Part::GainControl])
}

/// Lignify (a 0/4 Treefolk with no abilities).
pub(super) fn lignify() -> CardDef {
    aura(
        "Lignify",
        "Lignification",
        vec![
            Part::SetCreatureTypes(words(&["Treefolk"])),
            Part::LoseAllAbilities,
            Part::SetPT(Expr::N(0), Expr::N(4)),
        ],
    )
}
