//! The phase the sandbox builds: its pending effects, each with what its resolution creates,
//! removes or renews (a tree: a created effect has its own resolution), the reading and the
//! loop guard. It is checked as `layerlab phase` checks a file, and written as the
//! `PhaseScenario` file that command reads.

use crate::content::phase_file::is_valid_id;
use crate::i18n::Arg;
use crate::phase::procedure::{Procedure, Rules, SetupError, check_spawns};
use crate::phase::scenario::{
    DEFAULT_MAX_RESOLUTIONS, Decision, Decisions, EffectDef, FORMAT_VERSION, OnResolve,
    PhaseScenario, Player,
};
use crate::rules::limits::{MAX_PENDING, MAX_SPAWNS};

/// How deep created effects may nest (an effect created by an effect created by …): the file
/// the sandbox saves stays well inside the reader's 64 levels of brackets.
pub(crate) const MAX_DEPTH: usize = 16;
/// The longest name of an effect, in characters.
pub(crate) const MAX_NAME: usize = 40;

/// A problem with an edit: a Fluent id and its arguments (worded when drawn, in the language
/// of the moment).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Refusal {
    pub(crate) id: &'static str,
    pub(crate) args: Vec<(&'static str, Arg)>,
}

impl Refusal {
    fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Refusal {
        Refusal { id, args }
    }
}

/// The phase being built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The effects pending when the phase's procedure starts, in pending order.
    pub effects: Vec<EffectDef>,
    /// At [3]/[4], a player who must resolve may choose any of their pending effects.
    pub lenient: bool,
    pub(crate) max_resolutions: u32,
}

impl Default for Draft {
    fn default() -> Draft {
        Draft {
            effects: Vec::new(),
            lenient: false,
            max_resolutions: DEFAULT_MAX_RESOLUTIONS,
        }
    }
}

/// What a row of the effects list stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// A pending effect, or one a resolution creates.
    Effect {
        id: String,
        player: Player,
        mandatory: bool,
    },
    /// Resolving the effect above removes this pending effect.
    Remove(String),
    /// Resolving the effect above makes it pending again.
    Renew,
}

impl RowKind {
    fn effect(id: &str, player: Player, mandatory: bool) -> RowKind {
        RowKind::Effect {
            id: id.to_string(),
            player,
            mandatory,
        }
    }

    /// The row of a resolution's entry.
    fn of(entry: &OnResolve) -> RowKind {
        match entry {
            OnResolve::Spawn {
                id,
                player,
                mandatory,
                ..
            } => RowKind::effect(id, *player, *mandatory),
            OnResolve::Remove(id) => RowKind::Remove(id.clone()),
            OnResolve::Renew => RowKind::Renew,
        }
    }
}

/// One row of the effects list: where it is in the tree and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// `[i]`: pending effect `i`; `[i, k]`: entry `k` of its resolution; `[i, k, j]`: entry `j`
    /// of the resolution of the effect entry `k` creates; and so on.
    pub(crate) path: Vec<usize>,
    pub kind: RowKind,
}

impl Row {
    /// How far it is indented: 0 for a pending effect.
    pub(crate) fn depth(&self) -> usize {
        self.path.len() - 1
    }
}

/// An effect of the tree, whether pending at the start or created by a resolution.
pub(crate) struct Node<'a> {
    pub(crate) id: &'a mut String,
    pub(crate) player: &'a mut Player,
    pub(crate) mandatory: &'a mut bool,
    pub(crate) on_resolve: &'a mut Vec<OnResolve>,
}

impl<'a> Node<'a> {
    /// The effect a `Spawn` entry creates (`None` for another entry).
    fn spawned(entry: &'a mut OnResolve) -> Option<Node<'a>> {
        let OnResolve::Spawn {
            id,
            player,
            mandatory,
            on_resolve,
        } = entry
        else {
            return None;
        };
        Some(Node {
            id,
            player,
            mandatory,
            on_resolve,
        })
    }
}

impl Draft {
    /// The phase of a scenario file (its scripted decisions are the sandbox's to play).
    pub(crate) fn from_scenario(s: &PhaseScenario) -> Draft {
        Draft {
            effects: s.effects.clone(),
            lenient: s.lenient,
            max_resolutions: s.max_resolutions,
        }
    }

    pub(crate) fn rules(&self) -> Rules {
        Rules {
            lenient: self.lenient,
            max_resolutions: self.max_resolutions,
        }
    }

    /// The procedure of this phase under its own reading, or under the other one.
    pub(crate) fn procedure(&self, lenient: bool) -> Result<Procedure, SetupError> {
        Procedure::new(
            self.effects.iter().cloned(),
            Rules {
                lenient,
                ..self.rules()
            },
        )
    }

    /// The effect at `path` (a pending effect, or a `Spawn` entry of a resolution).
    pub(crate) fn node(&mut self, path: &[usize]) -> Option<Node<'_>> {
        let (&first, rest) = path.split_first()?;
        let e = self.effects.get_mut(first)?;
        let mut node = Node {
            id: &mut e.id,
            player: &mut e.player,
            mandatory: &mut e.mandatory,
            on_resolve: &mut e.on_resolve,
        };
        for &k in rest {
            node = Node::spawned(node.on_resolve.get_mut(k)?)?;
        }
        Some(node)
    }

    /// The resolution list holding the entry at `path` (`None` for a pending effect's path).
    pub(crate) fn parent_list(&mut self, path: &[usize]) -> Option<&mut Vec<OnResolve>> {
        let (_, parent) = path.split_last()?;
        if parent.is_empty() {
            return None;
        }
        self.node(parent).map(|n| n.on_resolve)
    }

    /// Every row of the effects list, in order: each pending effect, then what its resolution
    /// does, entry by entry (a created effect followed by what its own resolution does).
    pub fn rows(&self) -> Vec<Row> {
        let mut out = Vec::new();
        for (i, e) in self.effects.iter().enumerate() {
            out.push(Row {
                path: vec![i],
                kind: RowKind::effect(&e.id, e.player, e.mandatory),
            });
            // A stack, not recursion: each entry is pushed with its path, last first.
            let mut todo: Vec<(Vec<usize>, &OnResolve)> = Vec::new();
            push_entries(&mut todo, &[i], &e.on_resolve);
            while let Some((path, entry)) = todo.pop() {
                if let OnResolve::Spawn { on_resolve, .. } = entry {
                    push_entries(&mut todo, &path, on_resolve);
                }
                out.push(Row {
                    path,
                    kind: RowKind::of(entry),
                });
            }
        }
        out
    }

    /// Every effect id the phase names as an effect (pending or created), in list order, once
    /// each: what a `Remove` may name.
    pub(crate) fn declared(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for r in self.rows() {
            if let RowKind::Effect { id, .. } = r.kind
                && !out.contains(&id)
            {
                out.push(id);
            }
        }
        out
    }

    /// A name for a new effect of `player`, in the course's notation (`Am1`, `Po2`…), unused
    /// in the phase.
    pub(crate) fn fresh_id(&self, player: Player, mandatory: bool) -> String {
        let kind = if mandatory { 'm' } else { 'o' };
        let taken = self.declared();
        (1..)
            .map(|n| format!("{}{kind}{n}", player.letter()))
            .find(|id| !taken.contains(id))
            .unwrap_or_default()
    }

    /// Calls `f` on every resolution list of the phase: each pending effect's, and those of the
    /// effects they create, each list before the lists of the effects it creates (as `f` left
    /// it).
    fn each_resolution(&mut self, mut f: impl FnMut(&mut Vec<OnResolve>)) {
        // A stack, not recursion: spawns may nest as deep as the file.
        let mut todo: Vec<&mut Vec<OnResolve>> =
            self.effects.iter_mut().map(|e| &mut e.on_resolve).collect();
        while let Some(list) = todo.pop() {
            f(list);
            for entry in list.iter_mut() {
                if let OnResolve::Spawn { on_resolve, .. } = entry {
                    todo.push(on_resolve);
                }
            }
        }
    }

    /// Renames effect `from` to `to` wherever it is named as a removal target.
    pub(crate) fn rename_removals(&mut self, from: &str, to: &str) {
        self.each_resolution(|list| {
            for entry in list.iter_mut() {
                if let OnResolve::Remove(id) = entry
                    && id == from
                {
                    *id = to.to_string();
                }
            }
        });
    }

    /// Drops the removals of effects the phase no longer names; returns how many.
    pub(crate) fn drop_dangling_removals(&mut self) -> usize {
        let known = self.declared();
        let mut dropped = 0;
        self.each_resolution(|list| {
            let before = list.len();
            list.retain(|entry| !matches!(entry, OnResolve::Remove(id) if !known.contains(id)));
            dropped += before - list.len();
        });
        dropped
    }

    /// Whether `layerlab phase` would accept this phase (its checks, with the same messages).
    /// The sandbox's own limits on what is typed (a name's length, how deep created effects
    /// nest) are the forms' to check: a file opened here may go past them and still be edited.
    pub(crate) fn check(&self) -> Result<(), Refusal> {
        if self.effects.len() > MAX_PENDING {
            return Err(Refusal::new(
                "ui-phase-too-many",
                vec![("limit", Arg::from(MAX_PENDING))],
            ));
        }
        let mut tops: Vec<&str> = Vec::new();
        for e in &self.effects {
            if tops.contains(&e.id.as_str()) {
                return Err(Refusal::new(
                    "phase-error-duplicate-id",
                    vec![("id", Arg::from(&e.id))],
                ));
            }
            tops.push(&e.id);
            if let Err(SetupError::TooManySpawns { id, .. }) = check_spawns(&e.id, &e.on_resolve) {
                return Err(Refusal::new(
                    "ui-phase-too-many-entries",
                    vec![("id", Arg::from(id)), ("limit", Arg::from(MAX_SPAWNS))],
                ));
            }
        }
        let declared = self.declared();
        for r in self.rows() {
            match &r.kind {
                RowKind::Effect { id, .. } if !is_valid_id(id) => {
                    return Err(Refusal::new(
                        "ui-phase-bad-name",
                        vec![("id", Arg::from(id)), ("limit", Arg::from(MAX_NAME))],
                    ));
                }
                RowKind::Remove(id) if !declared.contains(id) => {
                    return Err(Refusal::new(
                        "phase-error-remove-unknown",
                        vec![("id", Arg::from(id))],
                    ));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The phase as a `PhaseScenario` file, with each player's `decisions` and, when the line
    /// of play ends the phase, its trace as `expect`.
    pub(crate) fn to_ron(&self, decisions: &Decisions, expect: Option<&str>) -> String {
        let mut out = String::from("PhaseScenario(\n");
        out.push_str(&format!("    format_version: {FORMAT_VERSION},\n"));
        if self.lenient {
            out.push_str("    lenient: true,\n");
        }
        if self.max_resolutions != DEFAULT_MAX_RESOLUTIONS {
            out.push_str(&format!("    max_resolutions: {},\n", self.max_resolutions));
        }
        if self.effects.is_empty() {
            out.push_str("    effects: [],\n");
        } else {
            out.push_str("    effects: [\n");
            for e in &self.effects {
                out.push_str("        ");
                out.push('(');
                write_effect(&mut out, &e.id, e.player, e.mandatory, &e.on_resolve, 2);
                out.push_str("),\n");
            }
            out.push_str("    ],\n");
        }
        out.push_str(&format!(
            "    decisions: (a: [{}], p: [{}]),\n",
            decisions_ron(&decisions.a),
            decisions_ron(&decisions.p)
        ));
        if let Some(line) = expect {
            out.push_str(&format!("    expect: {},\n", quoted(line)));
        }
        out.push_str(")\n");
        out
    }
}

/// Pushes the entries of `list` (under `base`) on the stack, the first one on top.
fn push_entries<'a>(
    todo: &mut Vec<(Vec<usize>, &'a OnResolve)>,
    base: &[usize],
    list: &'a [OnResolve],
) {
    for (k, entry) in list.iter().enumerate().rev() {
        let mut path = base.to_vec();
        path.push(k);
        todo.push((path, entry));
    }
}

/// A string as RON writes it, quotes and escapes included.
fn quoted(s: &str) -> String {
    ron::to_string(s).unwrap_or_else(|_| format!("{s:?}"))
}

fn decisions_ron(ds: &[Decision]) -> String {
    ds.iter()
        .map(|d| match d {
            Decision::Pass => "Pass".to_string(),
            Decision::Resolve(id) => format!("Resolve({})", quoted(id)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The fields of an effect (`id: "m1", player: A, …`) and its resolution, one entry a line,
/// indented by `level` steps of four spaces.
fn write_effect(
    out: &mut String,
    id: &str,
    player: Player,
    mandatory: bool,
    on_resolve: &[OnResolve],
    level: usize,
) {
    out.push_str(&format!(
        "id: {}, player: {}, mandatory: {mandatory}",
        quoted(id),
        player.letter()
    ));
    if on_resolve.is_empty() {
        return;
    }
    let pad = "    ".repeat(level + 1);
    out.push_str(", on_resolve: [\n");
    for entry in on_resolve {
        out.push_str(&pad);
        match entry {
            OnResolve::Spawn {
                id,
                player,
                mandatory,
                on_resolve,
            } => {
                out.push_str("Spawn(");
                // As deep as the file read (at most 64 levels of brackets) or MAX_DEPTH for what
                // the sandbox creates: the recursion stays shallow.
                write_effect(out, id, *player, *mandatory, on_resolve, level + 1);
                out.push(')');
            }
            OnResolve::Remove(id) => out.push_str(&format!("Remove({})", quoted(id))),
            OnResolve::Renew => out.push_str("Renew"),
        }
        out.push_str(",\n");
    }
    out.push_str(&"    ".repeat(level));
    out.push(']');
}

/// Each player's decisions, in order, from a line of play (the order a scenario's scripted
/// decisions are used in: each player's own, at their own decision points).
pub(crate) fn split_decisions(line: &[(Player, Decision)]) -> Decisions {
    let mut out = Decisions::default();
    for (p, d) in line {
        match p {
            Player::A => out.a.push(d.clone()),
            Player::P => out.p.push(d.clone()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phase::scenario::Scenario;
    use std::path::Path;

    fn sample() -> Draft {
        Draft {
            effects: vec![
                EffectDef {
                    id: "Am1".into(),
                    player: Player::A,
                    mandatory: true,
                    on_resolve: vec![OnResolve::Spawn {
                        id: "Po1".into(),
                        player: Player::P,
                        mandatory: false,
                        on_resolve: vec![OnResolve::Remove("Ao1".into()), OnResolve::Renew],
                    }],
                },
                EffectDef {
                    id: "Ao1".into(),
                    player: Player::A,
                    mandatory: false,
                    on_resolve: vec![],
                },
            ],
            lenient: true,
            max_resolutions: 7,
        }
    }

    #[test]
    fn rows_walk_the_tree_in_order() {
        let rows = sample().rows();
        let paths: Vec<Vec<usize>> = rows.iter().map(|r| r.path.clone()).collect();
        assert_eq!(
            paths,
            vec![vec![0], vec![0, 0], vec![0, 0, 0], vec![0, 0, 1], vec![1]]
        );
        assert_eq!(rows[2].kind, RowKind::Remove("Ao1".into()));
        assert_eq!(sample().declared(), vec!["Am1", "Po1", "Ao1"]);
        assert_eq!(sample().fresh_id(Player::P, false), "Po2");
    }

    /// What the sandbox saves is read back by `layerlab phase`'s reader as the same phase.
    #[test]
    fn the_file_reads_back_as_the_same_phase() {
        let d = sample();
        assert_eq!(d.check(), Ok(()));
        let decisions = Decisions {
            a: vec![Decision::Pass, Decision::Resolve("Ao1".into())],
            p: vec![],
        };
        let text = d.to_ron(&decisions, Some("R1 [1]A pass"));
        let back =
            crate::content::phase_file::parse(Path::new("x.ron"), &text, crate::i18n::Lang::En)
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let Scenario::Phase(s) = back else {
            panic!("a phase scenario")
        };
        assert_eq!(Draft::from_scenario(&s), d);
        assert_eq!(s.decisions, decisions);
        assert_eq!(s.expect.as_deref(), Some("R1 [1]A pass"));
    }

    #[test]
    fn renaming_and_deleting_follow_the_removals() {
        let mut d = sample();
        d.rename_removals("Ao1", "x");
        assert!(
            d.rows()
                .iter()
                .any(|r| r.kind == RowKind::Remove("x".into()))
        );
        assert_eq!(d.drop_dangling_removals(), 1);
        assert!(
            !d.rows()
                .iter()
                .any(|r| matches!(r.kind, RowKind::Remove(_)))
        );
    }

    #[test]
    fn check_refuses_what_the_file_reader_refuses() {
        let mut d = sample();
        d.effects[1].id = "Am1".into();
        assert_eq!(d.check().unwrap_err().id, "phase-error-duplicate-id");
        let mut d = sample();
        d.effects[0].id = "pass".into();
        assert_eq!(d.check().unwrap_err().id, "ui-phase-bad-name");
        let mut d = sample();
        d.effects.remove(1);
        assert_eq!(d.check().unwrap_err().id, "phase-error-remove-unknown");
    }
}
