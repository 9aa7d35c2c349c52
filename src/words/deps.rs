//! The dependencies of a board in words (the sandbox's dependency view): what each effect
//! depends on in its layer (613.8a), the dependency loops (613.8b), and the effects that stopped
//! existing because an effect of another layer removed their ability, which is no dependency.

use super::explain::{Explainer, layer_label};
use super::names::NameGram;
use crate::escape::one_line;
use crate::fargs;
use crate::i18n::tr;
use crate::rules::layer::{Layer, Numbering};
use crate::rules::trace::{Dep, Field, Reason, StopReason, Trace};

/// One dependency of a trace: in `layer`, `effect` depends on `on.effect` (613.8a).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    pub(crate) layer: Layer,
    pub(crate) effect: usize,
    pub(crate) on: Dep,
}

/// Whether effect `e` of the trace applies in `layer` (one of its parts does).
fn applies_in(trace: &Trace, e: usize, layer: Layer) -> bool {
    trace
        .effects
        .get(e)
        .is_some_and(|info| info.parts.iter().any(|p| p.layer() == layer))
}

/// The dependencies the trace records (what each step waited for, and what each dependency
/// jump went ahead of), each once. Only effects that both apply in the step's layer can depend
/// on each other (613.8a): an effect of another layer that removed the ability generating an
/// effect made it stop existing, it is not a dependency ([`stopped`]).
pub(crate) fn edges(trace: &Trace) -> Vec<Edge> {
    let mut out: Vec<Edge> = Vec::new();
    let mut add = |e: Edge| {
        let same_layer =
            applies_in(trace, e.effect, e.layer) && applies_in(trace, e.on.effect, e.layer);
        if same_layer
            && !out
                .iter()
                .any(|o| o.effect == e.effect && o.on == e.on && o.layer == e.layer)
        {
            out.push(e);
        }
    };
    for st in &trace.steps {
        let Some(me) = st.effect else { continue };
        for d in &st.depends_on {
            add(Edge {
                layer: st.layer,
                effect: me,
                on: d.clone(),
            });
        }
        if let Reason::Dependency { jumps } = &st.reason {
            for j in jumps {
                add(Edge {
                    layer: st.layer,
                    effect: j.effect,
                    on: Dep {
                        effect: me,
                        kind: j.kind,
                    },
                });
            }
        }
    }
    out
}

/// The dependency loops of a trace: (layer, members), each once.
pub(crate) fn loops(trace: &Trace) -> Vec<(Layer, Vec<usize>)> {
    let mut out: Vec<(Layer, Vec<usize>)> = Vec::new();
    for st in &trace.steps {
        if let Reason::Loop { members } = &st.reason {
            let mut m = members.clone();
            m.sort_unstable();
            if !out.iter().any(|(l, o)| *l == st.layer && *o == m) {
                out.push((st.layer, m));
            }
        }
    }
    out
}

/// An effect that stopped existing before it applied, because effect `cause` removed the
/// ability that generates it, where no dependency in its layer says so already.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stopped {
    /// The layer the effect would have applied in.
    pub(crate) layer: Layer,
    pub(crate) effect: usize,
    pub(crate) cause: usize,
    /// The layer of the step of `cause` that took the ability away, when the trace shows it.
    pub(crate) removed_in: Option<Layer>,
}

/// The effects that stopped existing because an effect removed their ability, apart from those
/// a dependency of their layer already explains (Blood Moon and Urborg in layer 4).
pub(crate) fn stopped(trace: &Trace, edges: &[Edge]) -> Vec<Stopped> {
    let mut out = Vec::new();
    for st in &trace.steps {
        let (
            Some(effect),
            Reason::StopsExisting {
                cause: Some(cause),
                why,
            },
        ) = (st.effect, &st.reason)
        else {
            continue;
        };
        if *why != StopReason::AbilityRemoved
            || edges
                .iter()
                .any(|e| e.effect == effect && e.on.effect == *cause && e.layer == st.layer)
        {
            continue;
        }
        let source = trace.effects.get(effect).and_then(|i| i.source);
        let removed_in = trace
            .steps
            .iter()
            .find(|s| {
                s.effect == Some(*cause)
                    && s.changes.iter().any(|c| {
                        c.field == Field::Abilities
                            && source.is_some_and(|o| {
                                c.target == crate::rules::effect::Target::Object(o)
                            })
                    })
            })
            .map(|s| s.layer);
        let item = Stopped {
            layer: st.layer,
            effect,
            cause: *cause,
            removed_in,
        };
        if !out.contains(&item) {
            out.push(item);
        }
    }
    out
}

/// The lines of the dependency view, each with whether it is about `current` (the effect of
/// the step shown): the dependencies of each layer, the loops, then the effects that stopped
/// existing.
pub fn rows(ex: &Explainer, current: Option<usize>) -> Vec<(bool, String)> {
    let lang = ex.lang;
    let trace = ex.trace;
    let short = |e: usize| {
        format!(
            "{} [{}]",
            ex.effect_name(e),
            one_line(&trace.effects[e].label)
        )
    };
    let label = |l: Layer| layer_label(l, Numbering::Current, false, lang);
    let edges = edges(trace);
    let mut out: Vec<(bool, String)> = edges
        .iter()
        .map(|e| {
            let here = current.is_some_and(|c| c == e.effect || c == e.on.effect);
            let text = tr(
                lang,
                "deps-edge",
                fargs![
                    layer = label(e.layer),
                    effect = short(e.effect),
                    // "dépend d'Urborg".
                    vowel = NameGram::of_words(&ex.effect_name(e.on.effect)).first_sound(),
                    on = ex.dep(&e.on)
                ],
            );
            (here, text)
        })
        .collect();
    for (layer, members) in loops(trace) {
        let list = members
            .iter()
            .map(|&m| short(m))
            .collect::<Vec<_>>()
            .join(", ");
        let here = current.is_some_and(|c| members.contains(&c));
        out.push((
            here,
            tr(lang, "deps-loop", fargs![layer = label(layer), list = list]),
        ));
    }
    for s in stopped(trace, &edges) {
        let here = current.is_some_and(|c| c == s.effect || c == s.cause);
        let text = match s.removed_in {
            Some(removed) => tr(
                lang,
                "deps-stops",
                fargs![
                    layer = label(s.layer),
                    effect = short(s.effect),
                    cause = short(s.cause),
                    removed = label(removed)
                ],
            ),
            None => tr(
                lang,
                "deps-stops-somewhere",
                fargs![
                    layer = label(s.layer),
                    effect = short(s.effect),
                    cause = short(s.cause)
                ],
            ),
        };
        out.push((here, text));
    }
    out
}
