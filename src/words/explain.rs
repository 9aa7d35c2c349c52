//! Words for what the engine computed: names of objects and layers, layer titles, why each step
//! goes when it does, and each change, in English or French (through Fluent). Shared by every
//! front end.

use std::fmt;
use std::sync::Arc;

use super::abilities::{self as render, RenderCtx, SelfKind};
use super::names::{self, NameGram};
use crate::escape::one_line;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::card::{ObjectRule, RuleChange};
use crate::rules::effect::{EffectKind, Target};
use crate::rules::game::Game;
use crate::rules::layer::{Layer, Numbering};
use crate::rules::object::{AbilityInst, Chars, ObjIdx};
use crate::rules::trace::{Change, Dep, DepKind, Field, Reason, Step, StopReason, Trace, Value};
use crate::rules::types::CardType;

/// How an object refers to itself in its rules text.
pub(crate) fn self_kind(c: &Chars) -> SelfKind {
    if c.is(CardType::Creature) {
        SelfKind::Creature
    } else if c.is(CardType::Land) {
        SelfKind::Land
    } else if c.is(CardType::Artifact) {
        SelfKind::Artifact
    } else if c.is(CardType::Enchantment) {
        SelfKind::Enchantment
    } else if c.is(CardType::Instant) || c.is(CardType::Sorcery) {
        SelfKind::Spell
    } else {
        SelfKind::Permanent
    }
}

/// An ability of object `obj` (with characteristics `c`), in `lang`.
pub(crate) fn ability(
    game: &Game,
    obj: ObjIdx,
    inst: &AbilityInst,
    c: &Chars,
    lang: Lang,
) -> String {
    let (kind, choices, slot) = ability_context(game, obj, inst, c);
    ability_words(game, obj, inst, kind, choices, slot, lang)
}

/// The Oracle line of an ability an object still has as printed, in English with no choice
/// made: its own card's, or the card's it copies (a copy has the original's text, 707.2),
/// found among the cards on the board. An ability an effect changed has no Oracle line.
fn oracle_words(
    game: &Game,
    obj: ObjIdx,
    inst: &AbilityInst,
    choices: &[String],
    slot: Option<u16>,
    lang: Lang,
) -> Option<String> {
    if lang != Lang::En || !choices.is_empty() {
        return None;
    }
    let n = usize::from(slot?);
    let said = |card: &crate::rules::card::CardDef| {
        let faces = std::iter::once(card).chain(card.back.as_deref());
        faces
            .filter(|f| f.abilities.get(n) == Some(&inst.ability))
            .find_map(|f| f.oracle_line(n))
            .map(render::escape_line)
    };
    let own = game.objects.get(obj).and_then(|o| said(&o.card));
    own.or_else(|| game.objects.iter().find_map(|o| said(&o.card)))
}

/// What the words of an ability depend on beside the ability: how the object names itself, its
/// choices, and the ability's place in its printed rules text.
fn ability_context<'g>(
    game: &'g Game,
    obj: ObjIdx,
    inst: &AbilityInst,
    c: &Chars,
) -> (SelfKind, &'g [String], Option<u16>) {
    let o = game.objects.get(obj);
    let choices: &[String] = o.map_or(&[], |o| &o.choices);
    // A card's own printed ability names it by its printed type ("this enchantment"), even
    // while an effect makes it a creature (Titania's Song animated by itself).
    let own = |o: &crate::rules::object::GameObject| match inst.origin {
        crate::rules::object::Origin::Printed(n) => {
            o.card.abilities.get(n as usize) == Some(&inst.ability)
        }
        _ => false,
    };
    let kind = match o {
        Some(o) if own(o) && !o.face_down => SelfKind::of_types(&o.card.types),
        _ => self_kind(c),
    };
    // Its place in its rules text, for "except it has this ability" (a kept or copied ability
    // keeps its printed place).
    let slot = match inst.origin {
        crate::rules::object::Origin::Printed(n) => Some(n),
        _ => None,
    };
    (kind, choices, slot)
}

/// An ability's words: its Oracle line while it is as printed, else worded from its data.
fn ability_words(
    game: &Game,
    obj: ObjIdx,
    inst: &AbilityInst,
    kind: SelfKind,
    choices: &[String],
    slot: Option<u16>,
    lang: Lang,
) -> String {
    if let Some(line) = oracle_words(game, obj, inst, choices, slot, lang) {
        return line;
    }
    let ctx = RenderCtx {
        self_kind: kind,
        choices,
    };
    match slot {
        Some(n) => render::own_ability_text(&inst.ability, n as usize, lang, &ctx),
        None => render::ability_text(&inst.ability, lang, &ctx),
    }
}

/// Abilities put into words once for each way of saying them: a report of a thousand Urborgs
/// words "{T}: Add {R}." once, not a thousand times (each is a Fluent formatting). It keeps the
/// last [`AbilityWords::KEPT`] wordings.
#[derive(Default)]
pub(crate) struct AbilityWords {
    said: std::cell::RefCell<Vec<Said>>,
}

struct Said {
    ability: crate::rules::card::Ability,
    kind: SelfKind,
    choices: Vec<String>,
    slot: Option<u16>,
    lang: Lang,
    text: String,
}

impl AbilityWords {
    const KEPT: usize = 64;

    /// [`ability`], worded again only if it was not among the last ones worded.
    pub(crate) fn ability(
        &self,
        game: &Game,
        obj: ObjIdx,
        inst: &AbilityInst,
        c: &Chars,
        lang: Lang,
    ) -> String {
        let (kind, choices, slot) = ability_context(game, obj, inst, c);
        let mut said = self.said.borrow_mut();
        if let Some(s) = said.iter().find(|s| {
            s.kind == kind
                && s.slot == slot
                && s.lang == lang
                && s.choices == choices
                && s.ability == inst.ability
        }) {
            return s.text.clone();
        }
        let text = ability_words(game, obj, inst, kind, choices, slot, lang);
        if said.len() == Self::KEPT {
            said.remove(0);
        }
        said.push(Said {
            ability: inst.ability.clone(),
            kind,
            choices: choices.to_vec(),
            slot,
            lang,
            text: text.clone(),
        });
        text
    }
}

/// An object's type line in `lang`: "Legendary Land — Mountain", and "every creature type"
/// when it has them all (changeling, 702.73a, or an effect that makes it every creature type).
pub fn type_line(c: &Chars, lang: Lang) -> String {
    let line = render::type_line(&c.supertypes, &c.types, &c.subtypes, lang);
    if c.all_creature_types && c.is(CardType::Creature) {
        tr(lang, "type-line-every-creature-type", fargs![line = line])
    } else {
        line
    }
}

/// An object's name in `lang` (a nameless object says so).
pub fn name(c: &Chars, lang: Lang) -> String {
    let n = if lang == Lang::Fr && !c.name_fr.is_empty() {
        &c.name_fr
    } else {
        &c.name
    };
    if n.is_empty() {
        tr(lang, "value-nameless", &[])
    } else {
        // A name from a file stays on its line: it must not forge a line of a report.
        one_line(n).into_owned()
    }
}

/// Everything needed to put a trace into words.
pub struct Explainer<'a> {
    pub game: &'a Game,
    pub trace: &'a Trace,
    pub lang: Lang,
    pub numbering: Numbering,
}

impl Explainer<'_> {
    /// The layer label shown for a step (`4`, `7c`, or the course's `7d` for counters), in
    /// this language.
    pub(crate) fn label(&self, step: &Step) -> String {
        layer_label(step.layer, self.numbering, step.counters, self.lang)
    }

    /// "Layer 4: type (613.1d)".
    pub(crate) fn layer_title(&self, layer: Layer, counters: bool) -> String {
        let (id, rule) = match self.numbering {
            Numbering::Current => (format!("layer-{}", layer.label()), layer.rule().to_string()),
            Numbering::Course => {
                let label = layer.label_in(Numbering::Course, counters);
                let id = match layer {
                    Layer::L1a
                    | Layer::L1b
                    | Layer::L7c
                    | Layer::L7d
                    | Layer::Players
                    | Layer::Rules => {
                        format!("course-layer-{label}")
                    }
                    _ => format!("layer-{label}"),
                };
                let rule = match layer.rule_2011(counters) {
                    Some(old) => format!(
                        "{}, {}",
                        layer.rule(),
                        tr(self.lang, "rule-2011", fargs![rule = old])
                    ),
                    None => layer.rule().to_string(),
                };
                (id, rule)
            }
        };
        format!("{} ({rule})", tr(self.lang, &id, &[]))
    }

    /// "Blood Moon [moon], static ability, timestamp 2".
    pub fn effect_title(&self, e: usize) -> String {
        let info = &self.trace.effects[e];
        let name = self.effect_name(e);
        let kind = tr(self.lang, &info.kind_message(), &[]);
        let mut s = tr(
            self.lang,
            "solve-effect-line",
            fargs![
                name = name,
                label = one_line(&info.label).into_owned(),
                kind = kind,
                ts = info.timestamp as i64
            ],
        );
        if info.locked && info.kind == EffectKind::Resolved {
            s.push_str(&format!(", {}", tr(self.lang, "locked-set", &[])));
        }
        s
    }

    /// The effect's source name in this language.
    pub(crate) fn effect_name(&self, e: usize) -> String {
        let info = &self.trace.effects[e];
        let (en, fr) = &info.source_name;
        let n = if self.lang == Lang::Fr && !fr.is_empty() {
            fr
        } else {
            en
        };
        if n.is_empty() {
            tr(self.lang, "value-nameless", &[])
        } else {
            one_line(n).into_owned()
        }
    }

    fn short(&self, e: usize) -> String {
        format!(
            "{} [{}]",
            self.effect_name(e),
            one_line(&self.trace.effects[e].label)
        )
    }

    /// What a step waited for: "Blood Moon [moon] (applying it changes whether this effect
    /// exists)".
    pub(crate) fn dep(&self, d: &Dep) -> String {
        let id = match d.kind {
            DepKind::Existence => "dep-existence",
            DepKind::Text => "dep-text",
            DepKind::AffectedSet => "dep-affected-set",
            DepKind::Instruction => "dep-instruction",
        };
        tr(self.lang, id, fargs![effect = self.short(d.effect)])
    }

    fn jump(&self, d: &Dep) -> String {
        let id = match d.kind {
            DepKind::Existence => "jump-existence",
            DepKind::Text => "jump-text",
            DepKind::AffectedSet => "jump-affected-set",
            DepKind::Instruction => "jump-instruction",
        };
        tr(self.lang, id, fargs![effect = self.short(d.effect)])
    }

    /// The message `id` with `list`: its items joined by commas.
    fn listed(&self, id: &str, items: impl Iterator<Item = String>) -> String {
        let list = items.collect::<Vec<_>>().join(", ");
        tr(self.lang, id, fargs![list = list])
    }

    /// Why the step goes now, in one sentence.
    pub(crate) fn reason(&self, step: &Step) -> String {
        match &step.reason {
            Reason::CdaFirst => tr(self.lang, "reason-cda", &[]),
            Reason::Timestamp => tr(self.lang, "reason-timestamp", &[]),
            Reason::Dependency { jumps } => {
                self.listed("reason-dependency", jumps.iter().map(|d| self.jump(d)))
            }
            Reason::JustAfter { passes } => {
                self.listed("reason-just-after", passes.iter().map(|m| self.short(*m)))
            }
            Reason::Loop { members } => {
                self.listed("reason-loop", members.iter().map(|m| self.short(*m)))
            }
            Reason::StopsExisting { cause, why } => match (why, cause) {
                (StopReason::ConditionFalse, _) => tr(self.lang, "reason-stops-condition", &[]),
                (StopReason::AbilityRemoved, Some(c)) => tr(
                    self.lang,
                    "reason-stops-ability-by",
                    fargs![cause = self.short(*c)],
                ),
                (StopReason::AbilityRemoved, None) => tr(self.lang, "reason-stops-ability", &[]),
            },
            Reason::StateBased => tr(self.lang, "reason-sba", &[]),
            Reason::NoValue => tr(self.lang, "reason-no-value", &[]),
        }
    }

    /// Further notes: what it waited for, 613.6, 611.2c.
    pub(crate) fn notes(&self, step: &Step) -> Vec<String> {
        let mut v = Vec::new();
        if !step.depends_on.is_empty() && !matches!(step.reason, Reason::StopsExisting { .. }) {
            let list = step
                .depends_on
                .iter()
                .map(|d| self.dep(d))
                .collect::<Vec<_>>()
                .join(", ");
            v.push(tr(self.lang, "waited-for", fargs![list = list]));
        }
        let resolved = step
            .effect
            .is_some_and(|e| self.trace.effects[e].kind == EffectKind::Resolved);
        if step.continues {
            v.push(tr(self.lang, "reason-continues", &[]));
        } else if step.locked {
            v.push(tr(self.lang, "reason-locked", &[]));
        } else if resolved && step.layer == Layer::Rules && !step.affected.is_empty() {
            v.push(tr(self.lang, "reason-rule-follows-board", &[]));
        }
        v
    }

    /// The name of what a step affects.
    pub(crate) fn target(&self, t: Target, chars: &[Chars]) -> String {
        let mut out = String::new();
        // Writing to a String does not fail.
        let _ = self.write_target(&mut out, t, chars);
        out
    }

    /// [`Explainer::target`], written to `w` (a report names an object on each of its lines).
    pub(crate) fn write_target(
        &self,
        w: &mut dyn fmt::Write,
        t: Target,
        chars: &[Chars],
    ) -> fmt::Result {
        match t {
            Target::Object(i) => {
                let c = &chars[i];
                let n = if self.lang == Lang::Fr && !c.name_fr.is_empty() {
                    &c.name_fr
                } else {
                    &c.name
                };
                if n.is_empty() {
                    w.write_str(&tr(self.lang, "value-nameless", &[]))?;
                } else {
                    w.write_str(&one_line(n))?;
                }
                w.write_str(" [")?;
                w.write_str(&one_line(&self.game.objects[i].id))?;
                w.write_str("]")
            }
            Target::Player(p) => write!(w, "p{p}"),
            Target::Game => w.write_str(&tr(self.lang, "solve-game-rules", &[])),
        }
    }

    /// The grammar of what a step affects, as [`Explainer::target`] names it: an object's
    /// gender and number from its card, the first sound of its name; a player or the game
    /// rules are masculine words here ("p0", "le joueur").
    pub(crate) fn target_gram(&self, t: Target, chars: &[Chars]) -> NameGram {
        match t {
            Target::Object(i) => names::object_gram(self.game, i, &chars[i], self.lang),
            _ => NameGram::of_words(&self.target(t, chars)),
        }
    }

    /// "power: 2 → 3". Takes a change by value (as iterating a step's changes gives them) or
    /// by reference.
    pub(crate) fn change(&self, c: impl std::borrow::Borrow<Change>, chars: &[Chars]) -> String {
        self.change_in(c.borrow(), chars, &mut LineWords::new(self.lang))
    }

    /// [`Explainer::change`] with the words a report repeats from line to line kept in `words`.
    fn change_in(&self, c: &Change, chars: &[Chars], words: &mut LineWords) -> String {
        let mut out = String::new();
        // Writing to a String does not fail.
        let _ = self.write_change(&mut out, c, chars, words);
        out
    }

    /// [`Explainer::change`], written to `w`.
    fn write_change(
        &self,
        w: &mut dyn fmt::Write,
        c: &Change,
        chars: &[Chars],
        words: &mut LineWords,
    ) -> fmt::Result {
        let obj = match c.target {
            Target::Object(i) => Some(i),
            _ => None,
        };
        words.field(c.field);
        let words = &*words;
        let label = words.label(c.field);
        words.write_kv(w, &|w| w.write_str(label), &|w| {
            w.write_str(&self.value(&c.before, obj, chars))?;
            w.write_str(" → ")?;
            w.write_str(&self.value(&c.after, obj, chars))
        })
    }

    /// One line of a step's changes as a report writes it: the object (`target`, its
    /// [`Explainer::target`]), then the change ([`Explainer::step_change`]), with [`kv`];
    /// without its indentation and newline.
    pub(crate) fn write_change_line(
        &self,
        w: &mut dyn fmt::Write,
        s: &Step,
        c: &Change,
        chars: &[Chars],
        words: &mut LineWords,
        target: &str,
    ) -> fmt::Result {
        if c.field == Field::Name && self.lang == Lang::Fr {
            let change = self.step_change(s, c, chars);
            return words.write_kv(w, &|w| w.write_str(target), &|w| w.write_str(&change));
        }
        // A number changed: the same change of many objects ("power: 2 → 3") is one text.
        // (A number and a number that may be missing read the same when it is there.)
        let int = |v: &Value| match v {
            Value::Int(n) | Value::OptInt(Some(n)) => Some(*n),
            _ => None,
        };
        if let (Some(a), Some(b)) = (int(&c.before), int(&c.after)) {
            let k = words.int_change(c.field, a, b);
            let words = &*words;
            return words.write_kv(w, &|w| w.write_str(target), &|w| {
                w.write_str(&words.ints[k].3)
            });
        }
        words.field(c.field);
        let words = &*words;
        words.write_kv(w, &|w| w.write_str(target), &|w| {
            let obj = match c.target {
                Target::Object(i) => Some(i),
                _ => None,
            };
            let label = words.label(c.field);
            words.write_kv(w, &|w| w.write_str(label), &|w| {
                self.write_value(w, &c.before, obj, chars)?;
                w.write_str(" → ")?;
                self.write_value(w, &c.after, obj, chars)
            })
        })
    }

    /// [`Explainer::value`], written to `w` (a number without a string of its own).
    fn write_value(
        &self,
        w: &mut dyn fmt::Write,
        v: &Value,
        obj: Option<ObjIdx>,
        chars: &[Chars],
    ) -> fmt::Result {
        match v {
            Value::Int(n) => write!(w, "{n}"),
            Value::OptInt(Some(n)) => write!(w, "{n}"),
            _ => w.write_str(&self.value(v, obj, chars)),
        }
    }

    /// A change made by step `s`, in words. A name change shows the names in the reader's
    /// language: the trace keeps the French name in a field of its own, changed by the same
    /// step.
    pub(crate) fn step_change(
        &self,
        s: &Step,
        c: impl std::borrow::Borrow<Change>,
        chars: &[Chars],
    ) -> String {
        let c = c.borrow();
        if c.field == Field::Name
            && self.lang == Lang::Fr
            && let Some(fr) = s
                .changes
                .iter()
                .find(|f| f.target == c.target && f.field == Field::NameFr)
        {
            let name = |v: &Value, en: &Value| match (v, en) {
                (Value::Str(s), _) if !s.is_empty() => s.to_string(),
                (_, Value::Str(s)) if !s.is_empty() => s.to_string(),
                _ => tr(self.lang, "value-nameless", &[]),
            };
            let value = format!(
                "{} → {}",
                one_line(&name(&fr.before, &c.before)),
                one_line(&name(&fr.after, &c.after))
            );
            return kv(self.lang, &tr(self.lang, "field-name", &[]), &value);
        }
        self.change(c, chars)
    }

    /// A value in words.
    pub(crate) fn value(&self, v: &Value, obj: Option<ObjIdx>, chars: &[Chars]) -> String {
        let none = || tr(self.lang, "value-none", &[]);
        let join = |items: Vec<String>| {
            if items.is_empty() {
                none()
            } else {
                items.join(", ")
            }
        };
        match v {
            Value::Str(s) if s.is_empty() => tr(self.lang, "value-nameless", &[]),
            Value::Str(s) => s.to_string(),
            Value::OptStr(s) => s.as_deref().map_or_else(none, str::to_string),
            Value::Int(n) => n.to_string(),
            Value::OptInt(n) => n.map_or_else(|| "—".to_string(), |n| n.to_string()),
            Value::Bool(b) => tr(self.lang, if *b { "value-yes" } else { "value-no" }, &[]),
            Value::Player(p) => format!("p{p}"),
            Value::Colors(cs) if cs.is_empty() => tr(self.lang, "solve-colorless", &[]),
            Value::Colors(cs) => join(
                cs.iter()
                    .map(|c| render::color_name(*c, self.lang))
                    .collect(),
            ),
            Value::Supertypes(v) => join(
                v.iter()
                    .map(|t| render::supertype_name(*t, self.lang))
                    .collect(),
            ),
            Value::Types(v) => join(v.iter().map(|t| render::type_name(*t, self.lang)).collect()),
            Value::Strings(v) => join(
                v.iter()
                    .map(|s| render::subtype_name(s, self.lang))
                    .collect(),
            ),
            Value::Abilities(v) => {
                let c = obj.and_then(|i| chars.get(i));
                let items: Vec<String> = v
                    .iter()
                    .map(|a| match (obj, c) {
                        (Some(i), Some(c)) => ability(self.game, i, a, c, self.lang),
                        _ => render::ability_text(
                            &a.ability,
                            self.lang,
                            &RenderCtx {
                                self_kind: SelfKind::Permanent,
                                choices: &[],
                            },
                        ),
                    })
                    .collect();
                if items.is_empty() {
                    // "capacités : aucune" (feminine in French).
                    tr(self.lang, "value-no-abilities", &[])
                } else {
                    items.join(" · ")
                }
            }
            Value::Keywords(v) => join(
                v.iter()
                    .map(|k| render::keyword_name(k, self.lang))
                    .collect(),
            ),
            Value::Rules(v) => join(v.iter().map(|r| rule_text(r, self.lang)).collect()),
            Value::ObjectRules(v) if v.is_empty() => tr(self.lang, "value-no-rules", &[]),
            Value::ObjectRules(v) => {
                // "ne peut pas être bloquée": the words agree with the object.
                let gram = obj
                    .and_then(|i| Some((i, chars.get(i)?)))
                    .map(|(i, c)| crate::words::names::object_gram(self.game, i, c, self.lang))
                    .unwrap_or_default();
                join(
                    v.iter()
                        .map(|r| object_rule_text(*r, gram, self.lang))
                        .collect(),
                )
            }
        }
    }
}

/// A layer's short label under a numbering, in `lang`: `4`, `7c`, the course's `7d` for
/// counters; the layers without a number are words ("players", "joueurs").
pub(crate) fn layer_label(
    layer: Layer,
    numbering: Numbering,
    counters: bool,
    lang: Lang,
) -> String {
    let label = layer.label_in(numbering, counters);
    match label {
        "players" | "rules" | "sba" => tr(lang, &format!("layer-label-{label}"), &[]),
        _ => label.to_string(),
    }
}

/// "key: value" with the language's punctuation (a no-break space before the colon in French).
pub(crate) fn kv(lang: Lang, key: &str, value: &str) -> String {
    tr(lang, "kv", fargs![key = key, value = value])
}

/// The words the lines of a report repeat, formatted once: the text of [`kv`] around its key
/// and value, and the label of each field of a change.
pub(crate) struct LineWords {
    lang: Lang,
    /// The text before the key, between key and value, after the value; `None` when the
    /// message is not of that shape, and each [`LineWords::kv`] formats it.
    kv: Option<[String; 3]>,
    fields: Vec<(Field, String)>,
    /// The last changes of a number written ("power: 2 → 3"), at most [`LineWords::INTS`].
    ints: Vec<(Field, i32, i32, String)>,
    /// Each object's [`Explainer::target`], with the name it was made of (a step that
    /// renames the object makes it again).
    targets: Vec<Option<(Arc<str>, String)>>,
    /// A player's or the game's, made again each time (they are few).
    other: String,
}

impl LineWords {
    pub(crate) fn new(lang: Lang) -> LineWords {
        // Formatted with two marks no message holds, then cut at them.
        let text = tr(lang, "kv", fargs![key = "\u{1}", value = "\u{2}"]);
        let kv = match text
            .split(['\u{1}', '\u{2}'])
            .collect::<Vec<_>>()
            .as_slice()
        {
            [a, b, c] if text.find('\u{1}') < text.find('\u{2}') => {
                Some([a.to_string(), b.to_string(), c.to_string()])
            }
            _ => None,
        };
        LineWords {
            lang,
            kv,
            fields: Vec::new(),
            ints: Vec::new(),
            targets: Vec::new(),
            other: String::new(),
        }
    }

    /// [`Explainer::target`] of `t` in `chars`, made once for each object while its name stays.
    pub(crate) fn target(&mut self, ex: &Explainer, t: Target, chars: &[Chars]) -> &str {
        let Target::Object(i) = t else {
            self.other.clear();
            // Writing to a String does not fail.
            let _ = ex.write_target(&mut self.other, t, chars);
            return &self.other;
        };
        let Some(c) = chars.get(i) else {
            self.other.clear();
            return &self.other;
        };
        let source = if self.lang == Lang::Fr && !c.name_fr.is_empty() {
            &c.name_fr
        } else {
            &c.name
        };
        if self.targets.len() <= i {
            self.targets.resize(i + 1, None);
        }
        let fresh = match &self.targets[i] {
            Some((made_of, _)) => !Arc::ptr_eq(made_of, source) && made_of != source,
            None => true,
        };
        if fresh {
            let mut text = String::new();
            let _ = ex.write_target(&mut text, t, chars);
            self.targets[i] = Some((Arc::clone(source), text));
        }
        self.targets[i]
            .as_ref()
            .map_or("", |(_, text)| text.as_str())
    }

    /// How many changes of a number are kept.
    const INTS: usize = 16;

    /// Where in `ints` the change of `field` from `a` to `b` is, in words (written there first).
    fn int_change(&mut self, field: Field, a: i32, b: i32) -> usize {
        if let Some(k) = self
            .ints
            .iter()
            .position(|(f, x, y, _)| *f == field && *x == a && *y == b)
        {
            return k;
        }
        if self.ints.len() >= Self::INTS {
            self.ints.remove(0);
        }
        self.field(field);
        let label = self.label(field);
        let mut text = String::new();
        // Writing to a String does not fail.
        let _ = self.write_kv(&mut text, &|w| w.write_str(label), &|w| {
            write!(w, "{a} → {b}")
        });
        self.ints.push((field, a, b, text));
        self.ints.len() - 1
    }

    /// [`kv`] of what `key` and `value` write, written to `w`.
    pub(crate) fn write_kv(
        &self,
        w: &mut dyn fmt::Write,
        key: &dyn Fn(&mut dyn fmt::Write) -> fmt::Result,
        value: &dyn Fn(&mut dyn fmt::Write) -> fmt::Result,
    ) -> fmt::Result {
        match &self.kv {
            Some([a, b, c]) => {
                w.write_str(a)?;
                key(w)?;
                w.write_str(b)?;
                value(w)?;
                w.write_str(c)
            }
            None => {
                let (mut k, mut v) = (String::new(), String::new());
                key(&mut k)?;
                value(&mut v)?;
                w.write_str(&kv(self.lang, &k, &v))
            }
        }
    }

    /// The label of `field` ("power"), formatted the first time it is asked.
    fn field(&mut self, field: Field) -> &str {
        let k = match self.fields.iter().position(|(f, _)| *f == field) {
            Some(k) => k,
            None => {
                let label = tr(self.lang, &format!("field-{}", field.key()), &[]);
                self.fields.push((field, label));
                self.fields.len() - 1
            }
        };
        &self.fields[k].1
    }

    /// The label of `field` once [`LineWords::field`] has formatted it (its key otherwise).
    fn label(&self, field: Field) -> &str {
        self.fields
            .iter()
            .find(|(f, _)| *f == field)
            .map_or(field.key(), |(_, l)| l.as_str())
    }
}

/// A rule change in words.
pub(crate) fn rule_text(r: &RuleChange, lang: Lang) -> String {
    match r {
        RuleChange::AdditionalLands(n) => tr(lang, "rule-AdditionalLands", fargs![n = *n as i64]),
        other => tr(lang, &format!("rule-{other:?}"), &[]),
    }
}

/// A rule of the game about an object (613.11) in words, agreeing with the object (`gram`).
pub(crate) fn object_rule_text(
    r: ObjectRule,
    gram: crate::words::names::NameGram,
    lang: Lang,
) -> String {
    let mut args = gram.args().to_vec();
    args.push(("rule", r.key().into()));
    tr(lang, "object-rule", &args)
}

/// Whether a field is one a person reads (the French name and the mana value follow the rest).
pub(crate) fn shown(f: Field) -> bool {
    !matches!(f, Field::NameFr | Field::ManaValue)
}
