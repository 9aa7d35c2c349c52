//! What a drill is made from: the concepts it exercises, the kinds of problem, the templates
//! written in `lessons/drills/*.ron`, and why a problem could not be made.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::fargs;
use crate::i18n::{Lang, tr};

/// The concepts a drill exercises (what the scheduler and the statistics count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Concept {
    /// Layer 7: setting, modifying, counters and switching.
    Layer7,
    /// Locked sets (611.2c) versus sets that follow the board (611.3a).
    LockedVsDynamic,
    /// Characteristic-defining abilities versus setting effects.
    CdaVsSetting,
    /// Dependency in the type-changing layer.
    DependencyType,
    /// Dependency in the ability layer.
    DependencyAbility,
    /// An effect that started keeps going (613.6).
    KeepsGoing,
    /// Copies and face-down permanents (layer 1).
    CopyFaceDown,
    /// Control changes and "you control" effects.
    Control,
    /// Timestamps of Auras and counters (613.7).
    Timestamps,
    /// The phase-effect procedure, decision by decision.
    PhaseTrace,
    /// The order of a chain.
    ChainOrder,
    /// When an effect from a resolved spell or ability begins and ends: its stated duration,
    /// "until end of turn", "for as long as" (611.2a, 611.2b, 514.2). The lessons ask about it;
    /// no drill template draws it yet.
    Durations,
}

impl Concept {
    pub const ALL: [Concept; 12] = [
        Concept::Layer7,
        Concept::LockedVsDynamic,
        Concept::CdaVsSetting,
        Concept::DependencyType,
        Concept::DependencyAbility,
        Concept::KeepsGoing,
        Concept::CopyFaceDown,
        Concept::Control,
        Concept::Timestamps,
        Concept::PhaseTrace,
        Concept::ChainOrder,
        Concept::Durations,
    ];

    /// The concepts drill templates draw problems of: every one but those only the lessons
    /// ask about (Durations), in the order of [`Concept::ALL`].
    pub const DRILLED: [Concept; 11] = {
        let mut out = [Concept::Layer7; 11];
        let (mut i, mut j) = (0, 0);
        while i < Concept::ALL.len() {
            if !matches!(Concept::ALL[i], Concept::Durations) {
                out[j] = Concept::ALL[i];
                j += 1;
            }
            i += 1;
        }
        out
    };

    /// The key used on the command line and in files (`layer7`, `dependency-type`...).
    pub fn key(self) -> &'static str {
        match self {
            Concept::Layer7 => "layer7",
            Concept::LockedVsDynamic => "locked-dynamic",
            Concept::CdaVsSetting => "cda-setting",
            Concept::DependencyType => "dependency-type",
            Concept::DependencyAbility => "dependency-ability",
            Concept::KeepsGoing => "keeps-going",
            Concept::CopyFaceDown => "copy-face-down",
            Concept::Control => "control",
            Concept::Timestamps => "timestamps",
            Concept::PhaseTrace => "phase",
            Concept::ChainOrder => "chain",
            Concept::Durations => "durations",
        }
    }

    /// Parses a key (case and `_`/`-` ignored).
    pub(crate) fn parse(s: &str) -> Option<Concept> {
        let k = s.trim().to_ascii_lowercase().replace('_', "-");
        Concept::ALL.into_iter().find(|c| c.key() == k)
    }

    /// The concept's name in `lang`.
    pub fn title(self, lang: Lang) -> String {
        tr(lang, &format!("drill-concept-{}", self.key()), &[])
    }
}

/// Which Rust builder a template uses (each has its own non-triviality test).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// Counters and a setter cast after them; compare without the counters.
    Counters,
    /// A switch then later changes; compare without the switch.
    Switch,
    /// Which sublayer decides the power; it must not be the newest effect's.
    WhichLayer,
    /// One effect locked or following the board; compare with the other kind.
    LockedVsDynamic,
    /// A CDA creature and a setter; compare without the setter.
    CdaVsSetting,
    /// Land-type changers with dependency; compare in timestamp order.
    DependencyLands,
    /// Lattice-like and March-like type changers; compare in timestamp order.
    DependencyLattice,
    /// Ability removers and lords; compare in timestamp order.
    DependencyAbility,
    /// Humility and Opalescence: the deciding step continues after its ability was removed.
    KeepsGoing,
    /// A copy of a changed creature; the copy must differ from the original.
    CopyValues,
    /// A face-down creature; compare face up.
    FaceDown,
    /// A stolen creature among "you control" effects; compare without the steal.
    Control,
    /// An Aura re-attached (new timestamp) among setters; compare without the re-attachment.
    AuraTimestamps,
    /// Phase effects played by two policies; the order must not be the listed order.
    PhaseTrace,
    /// The same phase, step by step; some steps must happen by themselves.
    PhaseSteps,
    /// A chain in tiers; compare with APNAP.
    ChainOrder,
}

/// How much a template weighs in each mock exam (0: not in it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ExamWeights {
    pub l1: u32,
    pub(crate) l2: u32,
}

fn one() -> u8 {
    1
}

/// A problem template, as written in `lessons/drills/*.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "DrillTemplate", deny_unknown_fields)]
pub struct Template {
    pub(crate) format_version: u32,
    pub id: String,
    pub concept: Concept,
    pub(crate) kind: Kind,
    /// Extra permanents on the board (least, most).
    #[serde(default)]
    pub board: (usize, usize),
    /// 1 to 3: more effects and distractors as it grows.
    #[serde(default = "one")]
    pub(crate) difficulty: u8,
    /// Named lists of catalogue cards the builder draws from.
    #[serde(default)]
    pub(crate) pools: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub exam: ExamWeights,
}

impl Template {
    /// The template's title in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        tr(lang, &format!("drill-template-{}", self.id), &[])
    }

    /// A pool by name (empty when absent).
    pub(crate) fn pool(&self, name: &str) -> &[String] {
        self.pools.get(name).map_or(&[], |v| v.as_slice())
    }
}

/// Why no problem came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenError {
    UnknownTemplate(String),
    NoTemplate,
    /// Every attempt gave a trivial or invalid board (the template's pools are too narrow).
    Exhausted {
        template: String,
        seed: u64,
    },
    /// A template or an exam asks for more than a cap allows ([`crate::rules::limits`]);
    /// refused before anything is drawn.
    Limit(crate::content::file_error::Problem),
    /// The template built a board that attaches a permanent to what it is already attached
    /// to: that does nothing (701.3b), so the board does not show what the template teaches.
    AttachDoesNothing {
        template: String,
        seed: u64,
        id: String,
    },
}

impl GenError {
    /// Why, in `lang`.
    pub(crate) fn message(&self, lang: Lang) -> String {
        match self {
            GenError::UnknownTemplate(id) => {
                tr(lang, "drill-gen-unknown-template", fargs![id = id.as_str()])
            }
            GenError::NoTemplate => tr(lang, "drill-gen-no-template", &[]),
            GenError::Exhausted { template, seed } => tr(
                lang,
                "drill-gen-exhausted",
                fargs![template = template.as_str(), seed = seed.to_string()],
            ),
            GenError::Limit(problem) => problem.message(lang),
            GenError::AttachDoesNothing { template, seed, id } => tr(
                lang,
                "drill-gen-attach-does-nothing",
                fargs![
                    template = template.as_str(),
                    seed = seed.to_string(),
                    id = id.as_str()
                ],
            ),
        }
    }
}

impl std::fmt::Display for GenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}
