//! The trace of a solve: every single effect application, why it went when it did, and each
//! characteristic it changed. Complete on its own: replaying it from the starting state gives
//! the final state ([`Trace::replay`]).

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use super::card::{Keyword, ObjectRule, Part, RuleChange};
use super::effect::{EffectKey, EffectKind, Target};
use super::layer::Layer;
use super::object::{AbilityInst, Chars, ObjIdx, PlayerChars, PlayerId};
use super::types::{CardType, Color, Supertype};

/// Which characteristic (or player value) a change is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Field {
    Name,
    NameFr,
    ManaCost,
    ManaValue,
    Colors,
    Supertypes,
    Types,
    Subtypes,
    AllCreatureTypes,
    Abilities,
    Power,
    Toughness,
    Controller,
    FaceDown,
    CantHave,
    /// Rules of the game about the object (613.11).
    ObjectRules,
    Dies,
    // players
    PlayerAbilities,
    MaxHandSize,
    PlayerRules,
    // the game
    GameRules,
}

impl Field {
    /// The English key used in JSON.
    pub fn key(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::NameFr => "name_fr",
            Field::ManaCost => "mana_cost",
            Field::ManaValue => "mana_value",
            Field::Colors => "colors",
            Field::Supertypes => "supertypes",
            Field::Types => "types",
            Field::Subtypes => "subtypes",
            Field::AllCreatureTypes => "all_creature_types",
            Field::Abilities => "abilities",
            Field::Power => "power",
            Field::Toughness => "toughness",
            Field::Controller => "controller",
            Field::FaceDown => "face_down",
            Field::CantHave => "cant_have",
            Field::ObjectRules => "rules",
            Field::Dies => "dies",
            Field::PlayerAbilities => "abilities",
            Field::MaxHandSize => "max_hand_size",
            Field::PlayerRules => "rules",
            Field::GameRules => "rules",
        }
    }

    /// The object fields, in display order.
    pub const OBJECT: [Field; 16] = [
        Field::Name,
        Field::NameFr,
        Field::ManaCost,
        Field::ManaValue,
        Field::Colors,
        Field::Supertypes,
        Field::Types,
        Field::Subtypes,
        Field::AllCreatureTypes,
        Field::Abilities,
        Field::Power,
        Field::Toughness,
        Field::Controller,
        Field::FaceDown,
        Field::CantHave,
        Field::ObjectRules,
    ];
    pub const PLAYER: [Field; 3] = [
        Field::PlayerAbilities,
        Field::MaxHandSize,
        Field::PlayerRules,
    ];
}

/// A typed value of a field.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Value {
    Str(Arc<str>),
    OptStr(Option<Arc<str>>),
    Int(i32),
    OptInt(Option<i32>),
    Bool(bool),
    Player(PlayerId),
    Colors(Arc<Vec<Color>>),
    Supertypes(Vec<Supertype>),
    Types(Arc<Vec<CardType>>),
    Strings(Arc<Vec<Arc<str>>>),
    Abilities(Arc<Vec<AbilityInst>>),
    Keywords(Vec<Keyword>),
    Rules(Vec<RuleChange>),
    ObjectRules(Vec<ObjectRule>),
}

impl Field {
    /// Reads this field of an object.
    pub fn get(self, c: &Chars) -> Value {
        match self {
            Field::Name => Value::Str(c.name.clone()),
            Field::NameFr => Value::Str(c.name_fr.clone()),
            Field::ManaCost => Value::OptStr(c.mana_cost.clone()),
            Field::ManaValue => Value::Int(c.mana_value),
            Field::Colors => Value::Colors(c.colors.clone()),
            Field::Supertypes => Value::Supertypes(c.supertypes.clone()),
            Field::Types => Value::Types(c.types.clone()),
            Field::Subtypes => Value::Strings(c.subtypes.clone()),
            Field::AllCreatureTypes => Value::Bool(c.all_creature_types),
            Field::Abilities => Value::Abilities(c.abilities.clone()),
            Field::Power => Value::OptInt(c.power),
            Field::Toughness => Value::OptInt(c.toughness),
            Field::Controller => Value::Player(c.controller),
            Field::FaceDown => Value::Bool(c.face_down),
            Field::CantHave => Value::Keywords(c.cant_have.clone()),
            Field::ObjectRules => Value::ObjectRules(c.rules.clone()),
            _ => Value::Bool(false),
        }
    }

    /// Whether this field is the same on two objects (what `get` gives, without copying).
    pub fn same(self, a: &Chars, b: &Chars) -> bool {
        match self {
            Field::Name => a.name == b.name,
            Field::NameFr => a.name_fr == b.name_fr,
            Field::ManaCost => a.mana_cost == b.mana_cost,
            Field::ManaValue => a.mana_value == b.mana_value,
            Field::Colors => a.colors == b.colors,
            Field::Supertypes => a.supertypes == b.supertypes,
            Field::Types => a.types == b.types,
            Field::Subtypes => a.subtypes == b.subtypes,
            Field::AllCreatureTypes => a.all_creature_types == b.all_creature_types,
            Field::Abilities => a.abilities == b.abilities,
            Field::Power => a.power == b.power,
            Field::Toughness => a.toughness == b.toughness,
            Field::Controller => a.controller == b.controller,
            Field::FaceDown => a.face_down == b.face_down,
            Field::CantHave => a.cant_have == b.cant_have,
            Field::ObjectRules => a.rules == b.rules,
            _ => true,
        }
    }

    /// Writes this field of an object (a value of the wrong shape is ignored).
    pub fn set(self, c: &mut Chars, v: &Value) {
        match (self, v) {
            (Field::Name, Value::Str(s)) => c.name = s.clone(),
            (Field::NameFr, Value::Str(s)) => c.name_fr = s.clone(),
            (Field::ManaCost, Value::OptStr(s)) => c.mana_cost = s.clone(),
            (Field::ManaValue, Value::Int(n)) => c.mana_value = *n,
            (Field::Colors, Value::Colors(v)) => c.colors = v.clone(),
            (Field::Supertypes, Value::Supertypes(v)) => c.supertypes = v.clone(),
            (Field::Types, Value::Types(v)) => c.types = v.clone(),
            (Field::Subtypes, Value::Strings(v)) => c.subtypes = v.clone(),
            (Field::AllCreatureTypes, Value::Bool(b)) => c.all_creature_types = *b,
            (Field::Abilities, Value::Abilities(v)) => c.abilities = v.clone(),
            (Field::Power, Value::OptInt(n)) => c.power = *n,
            (Field::Toughness, Value::OptInt(n)) => c.toughness = *n,
            (Field::Controller, Value::Player(p)) => c.controller = *p,
            (Field::FaceDown, Value::Bool(b)) => c.face_down = *b,
            (Field::CantHave, Value::Keywords(v)) => c.cant_have = v.clone(),
            (Field::ObjectRules, Value::ObjectRules(v)) => c.rules = v.clone(),
            _ => {}
        }
    }

    pub fn get_player(self, p: &PlayerChars) -> Value {
        match self {
            Field::PlayerAbilities => Value::Keywords(p.abilities.clone()),
            Field::MaxHandSize => Value::OptInt(p.max_hand_size),
            Field::PlayerRules => Value::Rules(p.rules.clone()),
            _ => Value::Bool(false),
        }
    }

    pub fn set_player(self, p: &mut PlayerChars, v: &Value) {
        match (self, v) {
            (Field::PlayerAbilities, Value::Keywords(k)) => p.abilities = k.clone(),
            (Field::MaxHandSize, Value::OptInt(n)) => p.max_hand_size = *n,
            (Field::PlayerRules, Value::Rules(r)) => p.rules = r.clone(),
            _ => {}
        }
    }
}

/// One characteristic changed by one step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Change {
    pub target: Target,
    pub field: Field,
    pub before: Value,
    pub after: Value,
}

/// A power and toughness instruction whose result an application's record rebuilds from the
/// values before it (see [`Changes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PtOp {
    /// `+dp/+dt` (7c), saturating at the ends of `i32` as [`super::op::apply`] does.
    Modify(i32, i32),
    /// Sets power and/or toughness (7a, 7b).
    Set(Option<i32>, Option<i32>),
    /// Switches them (7d).
    Switch,
}

impl PtOp {
    /// Power and toughness after this instruction.
    pub fn after(self, p: Option<i32>, t: Option<i32>) -> (Option<i32>, Option<i32>) {
        match self {
            PtOp::Modify(dp, dt) => (
                p.map(|p| p.saturating_add(dp)),
                t.map(|t| t.saturating_add(dt)),
            ),
            PtOp::Set(sp, st) => (sp.or(p), st.or(t)),
            PtOp::Switch => (t, p),
        }
    }
}

/// One record of [`Changes`] (plain data: a step's records are dropped at once).
#[derive(Clone, Copy, Debug)]
enum Rec {
    /// A change with both its values, by its index in [`Changes::full`].
    Full(u32),
    /// An object's power and toughness before the P/T instruction `ops[op]`: the change of
    /// either is rebuilt from them (only those that differ are changes).
    Pt {
        object: u32,
        op: u32,
        power: Option<i32>,
        toughness: Option<i32>,
    },
}

/// What one step changed. Most applications change power and toughness alone: for those only
/// the values before and the instruction are kept (a few bytes per object, where a change
/// with both values takes about eighty), and the values after are rebuilt when read.
/// Iterating gives each [`Change`], by value, in order.
#[derive(Clone, Debug, Default)]
pub struct Changes {
    recs: Vec<Rec>,
    full: Vec<Change>,
    ops: Vec<PtOp>,
    len: usize,
}

impl Changes {
    pub fn new() -> Changes {
        Changes::default()
    }

    /// Room for `n` more records.
    pub fn reserve(&mut self, n: usize) {
        self.recs.reserve(n);
    }

    /// Gives back the room reserved but not used (an effect over a thousand objects that
    /// changes none of them keeps no room for a thousand records).
    pub fn shrink_to_fit(&mut self) {
        self.recs.shrink_to_fit();
        self.full.shrink_to_fit();
        self.ops.shrink_to_fit();
    }

    /// The number of changes.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a change.
    pub fn push(&mut self, c: Change) {
        self.recs.push(Rec::Full(self.full.len() as u32));
        self.full.push(c);
        self.len += 1;
    }

    /// Records that `op` took object `i` from power `p` and toughness `t` to the values after (only
    /// the fields it changed count as changes).
    pub fn push_pt_after(
        &mut self,
        i: ObjIdx,
        op: PtOp,
        (p, t): (Option<i32>, Option<i32>),
        (ap, at): (Option<i32>, Option<i32>),
    ) {
        let n = usize::from(ap != p) + usize::from(at != t);
        let (Ok(object), true) = (u32::try_from(i), n > 0) else {
            if n > 0 {
                // An index beyond u32 (never on a board within the caps): kept in full.
                for (field, before, after) in [(Field::Power, p, ap), (Field::Toughness, t, at)] {
                    if before != after {
                        self.push(Change {
                            target: Target::Object(i),
                            field,
                            before: Value::OptInt(before),
                            after: Value::OptInt(after),
                        });
                    }
                }
            }
            return;
        };
        if self.ops.last() != Some(&op) {
            self.ops.push(op);
        }
        self.recs.push(Rec::Pt {
            object,
            op: (self.ops.len() - 1) as u32,
            power: p,
            toughness: t,
        });
        self.len += n;
    }

    /// Each change, in order.
    pub fn iter(&self) -> ChangesIter<'_> {
        ChangesIter {
            recs: self.recs.iter(),
            full: &self.full,
            ops: &self.ops,
            pending: None,
        }
    }

    /// Puts the values after each change into `state`, first to last (as [`State::apply`]),
    /// or the values before, last to first (as [`State::unapply`]).
    fn put(&self, state: &mut State, after: bool) {
        let mut one = |r: &Rec| match r {
            Rec::Full(k) => {
                let c = &self.full[*k as usize];
                state.set(c.target, c.field, if after { &c.after } else { &c.before })
            }
            Rec::Pt {
                object,
                op,
                power,
                toughness,
            } => {
                if let Some(c) = state.chars.get_mut(*object as usize) {
                    (c.power, c.toughness) = if after {
                        self.ops[*op as usize].after(*power, *toughness)
                    } else {
                        (*power, *toughness)
                    };
                }
            }
        };
        if after {
            self.recs.iter().for_each(&mut one);
        } else {
            self.recs.iter().rev().for_each(&mut one);
        }
    }
}

/// The changes of a [`Changes`], by value.
pub struct ChangesIter<'a> {
    recs: std::slice::Iter<'a, Rec>,
    full: &'a [Change],
    ops: &'a [PtOp],
    pending: Option<Change>,
}

impl Iterator for ChangesIter<'_> {
    type Item = Change;

    fn next(&mut self) -> Option<Change> {
        if let Some(c) = self.pending.take() {
            return Some(c);
        }
        loop {
            match self.recs.next()? {
                Rec::Full(k) => return Some(self.full[*k as usize].clone()),
                Rec::Pt {
                    object,
                    op,
                    power,
                    toughness,
                } => {
                    let (p, t) = (*power, *toughness);
                    let (ap, at) = self.ops[*op as usize].after(p, t);
                    let target = Target::Object(*object as usize);
                    let change = |field, before, after| Change {
                        target,
                        field,
                        before: Value::OptInt(before),
                        after: Value::OptInt(after),
                    };
                    let tough = (at != t).then(|| change(Field::Toughness, t, at));
                    if ap != p {
                        self.pending = tough;
                        return Some(change(Field::Power, p, ap));
                    }
                    if tough.is_some() {
                        return tough;
                    }
                }
            }
        }
    }
}

impl<'a> IntoIterator for &'a Changes {
    type Item = Change;
    type IntoIter = ChangesIter<'a>;

    fn into_iter(self) -> ChangesIter<'a> {
        self.iter()
    }
}

impl FromIterator<Change> for Changes {
    fn from_iter<I: IntoIterator<Item = Change>>(iter: I) -> Changes {
        let mut out = Changes::new();
        for c in iter {
            out.push(c);
        }
        out
    }
}

/// Two records are equal when they hold the same changes, however they keep them.
impl PartialEq for Changes {
    fn eq(&self, other: &Changes) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

/// Written as the list of its changes.
impl Serialize for Changes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Changes {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Changes, D::Error> {
        Ok(Vec::<Change>::deserialize(d)?.into_iter().collect())
    }
}

/// How one effect's being applied now relates to another effect (613.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DepKind {
    /// Applying the other would make this one stop existing.
    Existence,
    /// ... would change this one's text.
    Text,
    /// ... would change what this one applies to.
    AffectedSet,
    /// ... would change what this one does.
    Instruction,
}

impl DepKind {
    pub fn key(self) -> &'static str {
        match self {
            DepKind::Existence => "existence",
            DepKind::Text => "text",
            DepKind::AffectedSet => "affected-set",
            DepKind::Instruction => "instruction",
        }
    }
}

/// A dependency edge: `effect` (by its index in [`Trace::effects`]) and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dep {
    pub effect: usize,
    pub kind: DepKind,
}

/// Why a step happens when it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// A characteristic-defining ability: CDAs apply first (613.3).
    CdaFirst,
    /// The earliest timestamp among the effects that wait for nothing (613.7).
    Timestamp,
    /// Applied ahead of earlier-timestamp effects that depend on it (613.8b); `jumps` lists them.
    Dependency { jumps: Vec<Dep> },
    /// It waited for effects it depends on and applies just after them (613.8b), before the
    /// older effects in `passes` (indexes into the trace's effects), which don't concern it.
    JustAfter { passes: Vec<usize> },
    /// Part of a dependency loop: dependency is ignored among these, timestamp order (613.8b).
    Loop { members: Vec<usize> },
    /// The effect stops existing before it could apply; `cause` is the effect that removed it.
    StopsExisting {
        cause: Option<usize>,
        why: StopReason,
    },
    /// State-based actions look at the result (704.5f).
    StateBased,
    /// A creature with no value for its power or toughness has 0 (208.5): said once, as
    /// layer 7 starts, for every creature with no value.
    NoValue,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopReason {
    /// Its source no longer has the ability.
    AbilityRemoved,
    /// Its "as long as" condition is false.
    ConditionFalse,
}

/// Everything a step's effect is, for display.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EffectInfo {
    pub key: EffectKey,
    /// Unique readable label: `moon`, `moon/2` (its 2nd ability), `growth`, `wall:+1/+1`.
    pub label: String,
    pub kind: EffectKind,
    /// The source object, if any.
    pub source: Option<ObjIdx>,
    /// The source's name, English and French, when the effect was first seen.
    pub source_name: (String, String),
    pub timestamp: u64,
    /// All its parts (every layer).
    pub parts: Vec<Part>,
    /// Its set is locked: resolved (611.2c).
    pub locked: bool,
}

impl EffectInfo {
    /// The Fluent id that names what made this effect: counters and face-down status are named
    /// as such, not as a "rule of the game", which they are not.
    pub fn kind_message(&self) -> String {
        match self.key {
            super::effect::EffectKey::Counters(..) => "kind-counters".to_string(),
            super::effect::EffectKey::FaceDown(_) => "kind-face-down".to_string(),
            _ => format!("kind-{}", self.kind.name()),
        }
    }
}

/// One step of the trace.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub layer: Layer,
    /// Index into [`Trace::effects`] (`None` for state-based checks).
    pub effect: Option<usize>,
    pub reason: Reason,
    /// The effects it waited for (613.8a), already applied.
    pub depends_on: Vec<Dep>,
    /// It started in an earlier layer and keeps its set of objects (613.6).
    pub continues: bool,
    /// Its set of objects is fixed (611.2c or 613.6).
    pub locked: bool,
    /// For counters: the application of counters (7c today, 7d in 2011).
    pub counters: bool,
    /// Shared with the effect's evaluation (and with the steps of identical effects).
    pub affected: Arc<[Target]>,
    pub changes: Changes,
}

/// A whole solve: the starting state, the steps, the final state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    pub effects: Vec<EffectInfo>,
    pub initial: Vec<Chars>,
    pub initial_players: Vec<PlayerChars>,
    pub initial_rules: Vec<RuleChange>,
    pub steps: Vec<Step>,
}

/// The state a trace leads to (or that a replay rebuilds).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub chars: Vec<Chars>,
    pub dies: Vec<bool>,
    pub players: Vec<PlayerChars>,
    pub rules: Vec<RuleChange>,
    /// The first power or toughness that went past what an `i32` holds during the solve, if
    /// any: the values are then at the end of the range, not the rules' values, and front ends
    /// report this instead of the board (loading a scenario refuses such a board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overflow: Option<Overflow>,
    /// The solve stopped at its work budget ([`super::limits::MAX_SOLVE_WORK`]): too many
    /// effects depend on one another on too large a board. The state is not the rules' result;
    /// loading a scenario refuses such a board.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unfinished: bool,
}

/// Where a solve's arithmetic overflowed: the object, which of its power or toughness, and the
/// label of the effect that was applying.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overflow {
    pub object: ObjIdx,
    pub field: Field,
    pub effect: String,
}

impl Trace {
    /// The state before any step.
    pub fn start(&self) -> State {
        State {
            chars: self.initial.clone(),
            dies: vec![false; self.initial.len()],
            players: self.initial_players.clone(),
            rules: self.initial_rules.clone(),
            overflow: None,
            unfinished: false,
        }
    }

    /// Replays the first `n` steps from the starting state.
    pub fn replay(&self, n: usize) -> State {
        let mut s = self.start();
        for step in self.steps.iter().take(n) {
            s.apply(step);
        }
        s
    }
}

impl State {
    /// Applies one step's changes (forwards).
    pub fn apply(&mut self, step: &Step) {
        step.changes.put(self, true);
    }

    /// Undoes one step's changes (backwards).
    pub fn unapply(&mut self, step: &Step) {
        step.changes.put(self, false);
    }

    fn set(&mut self, target: Target, field: Field, v: &Value) {
        match target {
            Target::Object(i) => {
                if field == Field::Dies {
                    if let (Some(d), Value::Bool(b)) = (self.dies.get_mut(i), v) {
                        *d = *b;
                    }
                } else if let Some(c) = self.chars.get_mut(i) {
                    field.set(c, v);
                }
            }
            Target::Player(p) => {
                if let Some(pc) = self.players.get_mut(p as usize) {
                    field.set_player(pc, v);
                }
            }
            Target::Game => {
                if let (Field::GameRules, Value::Rules(r)) = (field, v) {
                    self.rules = r.clone();
                }
            }
        }
    }
}
