//! The worked answer of a computed question: the steps of the engine's trace that decide the
//! asked characteristic of the asked object, numbered 1, 2, 3… in the order they happen.
//!
//! A step that changes the object is not enough: the answer often comes from what did *not*
//! happen to it. So the worked answer also holds, in the layers that can set the asked
//! characteristic, the effects that applied but not to this object (their set does not hold it;
//! a locked set says so, 611.2c), the effects that reached it without changing it; every effect
//! that stopped existing before one of those steps (with the reason), since its absence is
//! often the answer; the steps that changed the source of one of these effects (a text change,
//! a lost ability); and an effect applied ahead of one of them by dependency, with that reason.
//! The app, `layerlab lesson`, the practice problems and `layerlab check` all use this one
//! selection.

use std::collections::BTreeMap;

use super::explain::{self, Explainer};
use crate::content::lesson::Ask;
use crate::content::scenario::Loaded;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::effect::{EffectKey, EffectKind, Target};
use crate::rules::game::Game;
use crate::rules::layer::{Layer, Numbering};
use crate::rules::object::ObjIdx;
use crate::rules::solve::Solution;
use crate::rules::trace::{Reason, Step};

/// One step of a worked answer.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct WorkedStep {
    /// Its number in the worked answer, from 1, without gaps.
    pub(crate) n: usize,
    /// The step's number in the trace, from 1.
    pub(crate) step: usize,
    /// Its layer label (`4`, `7c`).
    pub(crate) layer: String,
    /// The effect that applies ("Blood Moon [moon], static ability, timestamp 2"), or the
    /// state-based actions.
    pub(crate) who: String,
    /// What it did to the object, or why it did nothing to it.
    pub(crate) lines: Vec<String>,
}

/// The layers whose effects can set what `ask` asks about.
pub(crate) fn deciding_layers(ask: Ask) -> &'static [Layer] {
    use Layer::*;
    match ask {
        Ask::PowerToughness => &[L1a, L1b, L7a, L7b, L7c, L7d],
        Ask::Dies => &[L1a, L1b, L7a, L7b, L7c, L7d, Sba],
        Ask::Types | Ask::Subtypes => &[L1a, L1b, L4],
        Ask::Colors => &[L1a, L1b, L5],
        Ask::Controller => &[L2],
        Ask::Abilities => &[L1a, L1b, L3, L4, L6],
    }
}

/// Why a step is in the worked answer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Why {
    /// It changed the object.
    Changed,
    /// It applied to the object and changed nothing.
    NoChange,
    /// Its effect stopped existing before it could apply.
    Stopped,
    /// It applied to other objects only.
    NotInSet,
    /// It changed the source of an effect listed for one of the reasons above.
    Source,
    /// It applied ahead of an effect listed above, which depends on it (613.8b).
    AheadOf,
}

/// The worked answer for `object` and `ask` on a solved board, in `lang`; empty when the object
/// is not on the board or no step decides the answer.
pub(crate) fn worked(
    loaded: &Loaded,
    sol: &Solution,
    object: &str,
    ask: Ask,
    lang: Lang,
) -> Vec<WorkedStep> {
    worked_in(&loaded.game, sol, object, ask, lang)
}

/// [`worked`] on a game played (a practice problem's board has no scenario file).
pub(crate) fn worked_in(
    game: &Game,
    sol: &Solution,
    object: &str,
    ask: Ask,
    lang: Lang,
) -> Vec<WorkedStep> {
    let Some(o) = game.lookup(object) else {
        return Vec::new();
    };
    let trace = &sol.trace;
    let layers = deciding_layers(ask);
    let me = Target::Object(o);
    let mine = |s: &Step| {
        s.changes
            .iter()
            .any(|c| c.target == me && explain::shown(c.field))
    };
    // First pass: the steps about the object itself.
    let mut why: BTreeMap<usize, Why> = BTreeMap::new();
    // Effect sources whose changes explain a selected step, with the last step they explain.
    let mut sources: BTreeMap<ObjIdx, usize> = BTreeMap::new();
    // The object became a copy: a later copy effect on another object (its original, say)
    // changes that object's copiable values, not the copy's (707.2b), so it belongs here.
    let mut copied = false;
    for (n, s) in trace.steps.iter().enumerate() {
        let in_layer = layers.contains(&s.layer);
        let self_only = |s: &Step| {
            let info = s.effect.and_then(|e| trace.effects.get(e));
            info.is_some_and(|i| {
                i.kind == EffectKind::Cda
                    || matches!(i.key, EffectKey::Counters(..))
                    || (s.affected.len() == 1
                        && i.source.map(Target::Object) == Some(s.affected[0]))
            })
        };
        let reaches = |s: &Step| match s.effect.and_then(|e| trace.effects.get(e)) {
            Some(info) => {
                layers.contains(&s.layer) || info.parts.iter().any(|p| layers.contains(&p.layer()))
            }
            None => false,
        };
        let w = if mine(s) {
            copied |= s.layer == Layer::L1a;
            Some(Why::Changed)
        } else if copied && s.layer == Layer::L1a && s.effect.is_some() {
            Some(Why::NotInSet)
        } else if matches!(s.reason, Reason::StopsExisting { .. }) {
            // One that cannot reach the asked characteristic is looked at again below.
            reaches(s).then_some(Why::Stopped)
        } else if !in_layer || s.effect.is_none() {
            None
        } else if s.affected.contains(&me) {
            Some(Why::NoChange)
        } else if self_only(s) {
            // A CDA, counters, "this creature ...": it can only ever reach its own source.
            None
        } else {
            Some(Why::NotInSet)
        };
        if let Some(w) = w {
            why.insert(n, w);
            if let Some(src) = s
                .effect
                .and_then(|e| trace.effects.get(e))
                .and_then(|i| i.source)
                && src != o
            {
                let last = sources.entry(src).or_insert(n);
                *last = (*last).max(n);
            }
        }
    }
    // An effect that stopped existing before the last step kept so far: had it applied, the
    // object could have been in the set of an effect kept (Urborg's Swamp type for Kormus
    // Bell's creatures), so its absence is part of the answer.
    let last = why.keys().next_back().copied();
    for (n, s) in trace.steps.iter().enumerate() {
        if last.is_some_and(|l| n < l)
            && !why.contains_key(&n)
            && matches!(s.reason, Reason::StopsExisting { .. })
        {
            why.insert(n, Why::Stopped);
            if let Some(src) = s
                .effect
                .and_then(|e| trace.effects.get(e))
                .and_then(|i| i.source)
                .filter(|&src| src != o)
            {
                let l = sources.entry(src).or_insert(n);
                *l = (*l).max(n);
            }
        }
    }
    // Second pass: earlier steps that changed those sources (what they read or have).
    for (n, s) in trace.steps.iter().enumerate() {
        if why.contains_key(&n) {
            continue;
        }
        let touches = s.changes.iter().any(|c| match c.target {
            Target::Object(i) => {
                explain::shown(c.field) && sources.get(&i).is_some_and(|&last| n < last)
            }
            _ => false,
        });
        if touches {
            why.insert(n, Why::Source);
        }
    }
    // Third pass: an effect that went ahead, by dependency, of an effect kept.
    let kept: Vec<usize> = why.keys().filter_map(|&n| trace.steps[n].effect).collect();
    for (n, s) in trace.steps.iter().enumerate() {
        if why.contains_key(&n) {
            continue;
        }
        if let Reason::Dependency { jumps } = &s.reason
            && jumps.iter().any(|d| kept.contains(&d.effect))
        {
            why.insert(n, Why::AheadOf);
        }
    }
    let ex = Explainer {
        game,
        trace,
        lang,
        numbering: Numbering::Current,
    };
    let mut state = trace.start();
    let mut out = Vec::new();
    for (n, s) in trace.steps.iter().enumerate() {
        state.apply(s);
        let Some(&w) = why.get(&n) else {
            continue;
        };
        let who = s
            .effect
            .map(|e| ex.effect_title(e))
            .unwrap_or_else(|| tr(lang, "layer-sba", &[]));
        let mut lines = Vec::new();
        // Why it goes when it does, where that is not plain timestamp order: it went ahead of
        // effects that depend on it, or a loop was broken.
        if matches!(s.reason, Reason::Dependency { .. } | Reason::Loop { .. }) {
            lines.push(ex.reason(s));
        }
        // The asked object, which "it" names in the lines below.
        let it = ex.target_gram(me, &state.chars);
        match w {
            Why::Changed => {
                lines.extend(
                    s.changes
                        .iter()
                        .filter(|c| c.target == me && explain::shown(c.field))
                        .map(|c| ex.step_change(s, &c, &state.chars)),
                );
            }
            Why::NoChange => lines.push(tr(lang, "worked-no-change", &it.args())),
            Why::Stopped => {
                lines.push(tr(lang, "worked-did-not-apply", fargs![why = ex.reason(s)]))
            }
            Why::NotInSet => {
                let others = s
                    .affected
                    .iter()
                    .map(|t| ex.target(*t, &state.chars))
                    .collect::<Vec<_>>();
                // A resolved effect's set was fixed when it began (611.2c): the object is out
                // of it for good, whatever it has become since.
                let locked = s
                    .effect
                    .and_then(|e| trace.effects.get(e))
                    .is_some_and(|i| i.locked);
                lines.push(if others.is_empty() {
                    let id = if locked {
                        "worked-not-in-locked-set-none"
                    } else {
                        "worked-not-in-set-none"
                    };
                    tr(lang, id, &it.args())
                } else {
                    let id = if locked {
                        "worked-not-in-locked-set"
                    } else {
                        "worked-not-in-set"
                    };
                    let others = others.join(", ");
                    // "lui"/"elle" is the asked object; "que"/"qu'" elides before the list.
                    let mut args = it.sounding(&others).args().to_vec();
                    args.push(("others", others.into()));
                    tr(lang, id, &args)
                });
            }
            Why::AheadOf => lines.push(tr(lang, "worked-ahead", &[])),
            Why::Source => {
                for c in s.changes.iter().filter(|c| {
                    explain::shown(c.field)
                        && matches!(c.target, Target::Object(i) if sources.contains_key(&i))
                }) {
                    lines.push(tr(
                        lang,
                        "worked-source-changed",
                        fargs![
                            source = ex.target(c.target, &state.chars),
                            change = ex.step_change(s, &c, &state.chars)
                        ],
                    ));
                }
            }
        }
        out.push(WorkedStep {
            n: out.len() + 1,
            step: n + 1,
            layer: ex.label(s),
            who,
            lines,
        });
    }
    out
}

/// The worked answer as `layerlab lesson` prints it, one line each: a step's number, layer and
/// effect, then what it did to the object or why it did not.
pub fn worked_lines(
    loaded: &Loaded,
    sol: &Solution,
    object: &str,
    ask: Ask,
    lang: Lang,
) -> Vec<String> {
    let mut out = Vec::new();
    for w in worked(loaded, sol, object, ask, lang) {
        out.push(format!("{}. [{}] {}", w.n, w.layer, w.who));
        out.extend(w.lines.iter().map(|l| format!("   {l}")));
    }
    out
}
