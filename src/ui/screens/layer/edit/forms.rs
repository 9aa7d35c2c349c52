//! The edit forms: fields (text or a choice among options) and what each form turns into, an
//! action of the scenario (`ActionSpec`). The engine checks the action; the form only shapes it.

use super::{Message, Permanent};
use crate::content::file_error::Problem;
use crate::content::ron_file;
use crate::content::scenario::{ActionSpec, EffectKindSpec};
use crate::i18n::{Arg, Lang};
use crate::rules::card::{Ability, AsEnters, CardDef, Condition, Duration, OneShot, Part, Who};
use crate::rules::card::{Affected, TargetSpec};
use crate::rules::types::{BasicLandType, Color};
use crate::ui::widgets::input::Input;

/// What an option shows: a Fluent message, a card-like name in both languages, or raw text.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Label {
    Msg(&'static str),
    /// English and French names, and the object's id when there is one.
    Named(String, String, Option<String>),
    Raw(String),
    Color(Color),
    /// A subtype (a basic land type), shown in the reader's language.
    Subtype(String),
}

/// One option of a choice field: the value it stands for and how it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Opt {
    /// What choosing it puts in the action (an id, a color): tests read what a field offers.
    pub value: String,
    pub(crate) label: Label,
}

impl Opt {
    fn msg(value: &str, id: &'static str) -> Opt {
        Opt {
            value: value.to_string(),
            label: Label::Msg(id),
        }
    }
    fn raw(value: &str) -> Opt {
        Opt {
            value: value.to_string(),
            label: Label::Raw(value.to_string()),
        }
    }
}

/// Options shown by a message each: `(value, message id)`.
fn msgs(table: &[(&str, &'static str)]) -> Vec<Opt> {
    table
        .iter()
        .map(|&(value, id)| Opt::msg(value, id))
        .collect()
}

/// The colors, shown in the reader's language.
fn colors() -> impl Iterator<Item = Opt> {
    Color::ALL.iter().map(|c| Opt {
        value: c.name().to_string(),
        label: Label::Color(*c),
    })
}

/// What a field is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Id,
    Controller,
    /// One of the card's "as it enters" choices (color, creature type, mode), in order.
    Choice,
    /// Graveyard cards to exile as it enters (names separated by `;`).
    Exile,
    CopyOf,
    FaceDown,
    AttachTo,
    Target,
    X,
    CounterKind,
    CounterOp,
    Count,
    EffectKind,
    Part,
    Param,
    /// Further parts in scenario syntax, separated by `;` (an effect in several layers).
    MoreParts,
    Affects,
    AffectsDetail,
    Source,
    Duration,
}

/// A field's value: typed text or a choice.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(Input),
    Choice { options: Vec<Opt>, idx: usize },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub key: Key,
    /// Fluent id of its label.
    pub(crate) label: &'static str,
    pub value: Value,
}

impl Field {
    fn text(key: Key, label: &'static str, text: &str) -> Field {
        Field {
            key,
            label,
            value: Value::Text(Input::new(text)),
        }
    }
    fn choice(key: Key, label: &'static str, options: Vec<Opt>) -> Field {
        Field {
            key,
            label,
            value: Value::Choice { options, idx: 0 },
        }
    }

    /// The text typed, or the value of the option chosen.
    pub fn get(&self) -> String {
        match &self.value {
            Value::Text(i) => i.text().trim().to_string(),
            Value::Choice { options, idx } => options
                .get(*idx)
                .map(|o| o.value.clone())
                .unwrap_or_default(),
        }
    }
}

/// Which form, and what it is about.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum FormKind {
    /// A permanent of the catalogue enters (the card's index in the catalogue).
    Enter(usize),
    /// A spell of the catalogue is cast (its index).
    Cast(usize),
    /// Counters on the object with this id.
    Counters(String),
    /// A free-standing effect.
    Effect,
}

/// A form being filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub(crate) kind: FormKind,
    pub fields: Vec<Field>,
    pub focus: usize,
    /// Why the last submit was refused.
    pub error: Option<Message>,
}

impl Form {
    /// A form with its first field focused.
    fn new(kind: FormKind, fields: Vec<Field>) -> Form {
        Form {
            kind,
            fields,
            focus: 0,
            error: None,
        }
    }

    /// Whether the focused field takes typed text.
    pub(crate) fn typing(&self) -> bool {
        matches!(
            self.fields.get(self.focus).map(|f| &f.value),
            Some(Value::Text(_))
        )
    }

    pub(crate) fn field(&self, key: Key) -> Option<&Field> {
        self.fields.iter().find(|f| f.key == key)
    }

    fn get(&self, key: Key) -> String {
        self.field(key).map(Field::get).unwrap_or_default()
    }

    fn set_text(&mut self, key: Key, text: &str) {
        if let Some(Field {
            value: Value::Text(i),
            ..
        }) = self.fields.iter_mut().find(|f| f.key == key)
        {
            i.set(text);
        }
    }

    /// Left or right on the focused field: moves the cursor of a text, cycles a choice (and
    /// refreshes the fields that follow from it).
    pub(crate) fn side(&mut self, right: bool) {
        let Some(f) = self.fields.get_mut(self.focus) else {
            return;
        };
        let key = f.key;
        match &mut f.value {
            Value::Text(i) if right => i.right(),
            Value::Text(i) => i.left(),
            Value::Choice { options, idx } => {
                let n = options.len().max(1);
                *idx = if right {
                    (*idx + 1) % n
                } else {
                    (*idx + n - 1) % n
                };
            }
        }
        match key {
            Key::Part => {
                let name = self.get(Key::Part);
                let default = PARTS
                    .iter()
                    .find(|p| p.name == name)
                    .map_or("", |p| p.default);
                self.set_text(Key::Param, default);
            }
            Key::Affects => {
                let detail = match self.get(Key::Affects).as_str() {
                    "all" => "types: [Creature]".to_string(),
                    _ => String::new(),
                };
                self.set_text(Key::AffectsDetail, &detail);
            }
            _ => {}
        }
    }
}

/// A template for an effect's part: its instruction and an example parameter, in scenario syntax.
pub(crate) struct PartTemplate {
    pub(crate) name: &'static str,
    pub(crate) default: &'static str,
    pub(crate) shape: Shape,
}

/// How the parameter is written around the instruction.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// No parameter: `GainControl`.
    Bare,
    /// `ModifyPT(3, 3)`.
    Paren,
    /// `AddTypes([Creature])`.
    List,
    /// `SetCopiable((power: 5))`.
    Struct,
}

/// The parts a custom effect may use (README, "Effect(...)"), in layer order.
#[rustfmt::skip]
pub(crate) const PARTS: &[PartTemplate] = &[
    PartTemplate { name: "SetCopiable", default: "power: 5, toughness: 1", shape: Shape::Struct },
    PartTemplate { name: "GainControl", default: "", shape: Shape::Bare },
    PartTemplate { name: "ChangeWord", default: "from: Color(White), to: Color(Black)", shape: Shape::Paren },
    PartTemplate { name: "TextOfTopCard", default: "", shape: Shape::Bare },
    PartTemplate { name: "AddTypes", default: "Creature", shape: Shape::List },
    PartTemplate { name: "AddSubtypes", default: "\"Elf\"", shape: Shape::List },
    PartTemplate { name: "SetCreatureTypes", default: "\"Frog\"", shape: Shape::List },
    PartTemplate { name: "SetLandType", default: "Mountain", shape: Shape::Paren },
    PartTemplate { name: "AddLandType", default: "Swamp", shape: Shape::Paren },
    PartTemplate { name: "AddAllLandTypes", default: "", shape: Shape::Bare },
    PartTemplate { name: "AllCreatureTypes", default: "", shape: Shape::Bare },
    PartTemplate { name: "SetColors", default: "Blue", shape: Shape::List },
    PartTemplate { name: "AddColors", default: "Red", shape: Shape::List },
    PartTemplate { name: "Grant", default: "Keyword(Flying)", shape: Shape::List },
    PartTemplate { name: "LoseAllAbilities", default: "", shape: Shape::Bare },
    PartTemplate { name: "Lose", default: "Flying", shape: Shape::List },
    PartTemplate { name: "CantHave", default: "Flying", shape: Shape::List },
    PartTemplate { name: "DefinePT", default: "HandSize, HandSize", shape: Shape::Paren },
    PartTemplate { name: "DefinePower", default: "HandSize", shape: Shape::Paren },
    PartTemplate { name: "SetPT", default: "N(1), N(1)", shape: Shape::Paren },
    PartTemplate { name: "SetToughness", default: "N(20)", shape: Shape::Paren },
    PartTemplate { name: "ModifyPT", default: "3, 3", shape: Shape::Paren },
    PartTemplate { name: "SwitchPT", default: "", shape: Shape::Bare },
    PartTemplate { name: "PlayerKeyword", default: "Hexproof", shape: Shape::Paren },
    PartTemplate { name: "Rule", default: "NoMaximumHandSize", shape: Shape::Paren },
    PartTemplate { name: "ObjectRule", default: "CantBlock", shape: Shape::Paren },
];

/// Why a part written in a form does not read: its text and the problem, worded when shown.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PartError {
    pub(crate) text: String,
    pub(crate) problem: Problem,
}

impl PartError {
    /// `text: problem` in `lang`, on one line.
    pub(crate) fn message(&self, lang: Lang) -> String {
        format!(
            "{}: {}",
            crate::escape::one_line(&self.text),
            self.problem.message(lang)
        )
    }
}

/// Reads `text` as a part, the parser's problem worded as in a scenario file.
fn read_part(text: &str) -> Result<Part, PartError> {
    ron_file::parse::<Part>(std::path::Path::new(""), text).map_err(|e| PartError {
        text: text.to_string(),
        problem: e.problem,
    })
}

/// Reads a part from its instruction and parameter (scenario syntax, RON errors in words).
pub(crate) fn parse_part(name: &str, param: &str) -> Result<Part, PartError> {
    let Some(t) = PARTS.iter().find(|p| p.name == name) else {
        return Err(PartError {
            text: name.to_string(),
            problem: Problem::new(
                "ui-edit-unknown-instruction",
                vec![("name", Arg::from(name))],
            ),
        });
    };
    let text = match t.shape {
        Shape::Bare => name.to_string(),
        Shape::Paren => format!("{name}({param})"),
        Shape::List => format!("{name}([{param}])"),
        Shape::Struct => format!("{name}(({param}))"),
    };
    read_part(&text)
}

/// Further parts written in scenario syntax (`SetPT(ManaValue, ManaValue); Grant([Keyword(Flying)])`).
pub(crate) fn parse_more_parts(text: &str) -> Result<Vec<Part>, PartError> {
    text.split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(read_part)
        .collect()
}

/// All the parts an effect form describes, in order.
pub(crate) fn form_parts(form: &Form) -> Result<Vec<Part>, PartError> {
    let mut parts = vec![parse_part(&form.get(Key::Part), &form.get(Key::Param))?];
    parts.extend(parse_more_parts(&form.get(Key::MoreParts))?);
    Ok(parts)
}

/// The layer a template's part belongs to (from the engine's own `Part::layer`).
pub(crate) fn part_layer(t: &PartTemplate) -> &'static str {
    parse_part(t.name, t.default).map_or("?", |p| p.layer().label())
}

fn controllers() -> Vec<Opt> {
    vec![Opt::raw("p0"), Opt::raw("p1")]
}

fn objects(perms: &[Permanent], none: bool, players: bool) -> Vec<Opt> {
    let mut v = Vec::new();
    if none {
        v.push(Opt::msg("", "ui-edit-none"));
    }
    for p in perms {
        v.push(Opt {
            value: p.id.clone(),
            label: Label::Named(p.name.clone(), p.name_fr.clone(), Some(p.id.clone())),
        });
    }
    if players {
        v.extend(controllers());
    }
    v
}

/// A new id from `base` that `taken` does not hold.
pub(crate) fn fresh_id(base: &str, taken: &dyn Fn(&str) -> bool) -> String {
    // "Urborg, Tomb of Yawgmoth" → "urborg"; "Painter's Servant" → "painters-servant".
    let folded = crate::content::catalogue::loose(base);
    let head = folded
        .split(',')
        .next()
        .unwrap_or_default()
        .replace('\'', "");
    let slug: String = head
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .take(3)
        .collect::<Vec<_>>()
        .join("-");
    let slug = if slug.is_empty() { "obj".into() } else { slug };
    if !taken(&slug) {
        return slug;
    }
    (2..)
        .map(|n| format!("{slug}-{n}"))
        .find(|id| !taken(id))
        .unwrap_or(slug)
}

/// The form for a permanent entering: its id, controller, the card's choices, copy target,
/// face-down, attachment.
pub(crate) fn enter_form(
    card_idx: usize,
    card: &CardDef,
    perms: &[Permanent],
    copyable: &[Permanent],
    id: String,
) -> Form {
    let mut fields = vec![
        Field::text(Key::Id, "ui-edit-field-id", &id),
        Field::choice(Key::Controller, "ui-edit-field-controller", controllers()),
    ];
    for a in &card.abilities {
        match a {
            Ability::AsEnters(AsEnters::ChooseColor) => fields.push(Field::choice(
                Key::Choice,
                "ui-edit-field-color",
                colors().collect(),
            )),
            Ability::AsEnters(AsEnters::ChooseCreatureType) => fields.push(Field::text(
                Key::Choice,
                "ui-edit-field-creature-type",
                "Elf",
            )),
            Ability::AsEnters(
                x @ (AsEnters::ChooseMode(_)
                | AsEnters::ChooseModeOrFaceUp(_)
                | AsEnters::FlipCoin { .. }),
            ) => fields.push(Field::choice(
                Key::Choice,
                "ui-edit-field-mode",
                x.modes()
                    .unwrap_or_default()
                    .iter()
                    .map(|m| Opt::raw(&m.key))
                    .collect(),
            )),
            // Only what it may copy: a copy copies a permanent's copiable values (707.2), and
            // the card's ability says which permanents (707.5); never a player.
            Ability::AsEnters(AsEnters::CopyOf(_)) => fields.push(Field::choice(
                Key::CopyOf,
                "ui-edit-field-copy-of",
                objects(copyable, true, false),
            )),
            Ability::AsEnters(AsEnters::ExileFromGraveyard(_)) => {
                fields.push(Field::text(Key::Exile, "ui-edit-field-exile", ""))
            }
            _ => {}
        }
    }
    fields.push(Field::choice(
        Key::FaceDown,
        "ui-edit-field-face-down",
        msgs(&[("no", "ui-edit-no"), ("yes", "ui-edit-yes")]),
    ));
    if card
        .subtypes
        .iter()
        .any(|s| s == "Aura" || s == "Equipment")
    {
        let mut f = Field::choice(
            Key::AttachTo,
            "ui-edit-field-attach",
            objects(perms, true, true),
        );
        // An Aura or Equipment is usually attached: propose the first permanent.
        if let Value::Choice { options, idx } = &mut f.value
            && options.len() > 1
        {
            *idx = 1;
        }
        fields.push(f);
    }
    Form::new(FormKind::Enter(card_idx), fields)
}

/// How many words a spell asks for (Mind Bend: the word to replace and the new one).
fn spell_words(card: &CardDef) -> usize {
    card.spell
        .iter()
        .map(|s| match s {
            OneShot::Effect(e) => e
                .parts
                .iter()
                .map(|p| match p {
                    Part::ChangeWord { from, to } => {
                        usize::from(from.is_none()) + usize::from(to.is_none())
                    }
                    _ => 0,
                })
                .sum(),
            _ => 0,
        })
        .sum()
}

/// The form for casting a spell: controller, its targets, the words it asks for, X.
pub(crate) fn cast_form(card_idx: usize, card: &CardDef, perms: &[Permanent]) -> Form {
    let mut fields = vec![Field::choice(
        Key::Controller,
        "ui-edit-field-controller",
        controllers(),
    )];
    for t in &card.targets {
        let options = match t {
            TargetSpec::Player => controllers(),
            _ => objects(perms, false, false),
        };
        fields.push(Field::choice(Key::Target, "ui-edit-field-target", options));
    }
    // The words a text change may rewrite: colors and basic land types.
    let words: Vec<Opt> = colors()
        .chain(BasicLandType::ALL.iter().map(|t| Opt {
            value: t.name().to_string(),
            label: Label::Subtype(t.name().to_string()),
        }))
        .collect();
    for k in 0..spell_words(card) {
        let label = if k % 2 == 0 {
            "ui-edit-field-word-from"
        } else {
            "ui-edit-field-word-to"
        };
        let mut f = Field::choice(Key::Choice, label, words.clone());
        // Mind Bend's classic: Mountain becomes Island.
        let example = if k % 2 == 0 { "Mountain" } else { "Island" };
        if let Value::Choice { options, idx } = &mut f.value {
            *idx = options.iter().position(|o| o.value == example).unwrap_or(0);
        }
        fields.push(f);
    }
    if card.mana_cost.as_deref().is_some_and(|m| m.contains("{X}")) {
        fields.push(Field::text(Key::X, "ui-edit-field-x", "1"));
    }
    Form::new(FormKind::Cast(card_idx), fields)
}

/// Counter kinds offered: the P/T kinds the engine applies in layer 7c, and one without a
/// P/T meaning.
pub(crate) const COUNTER_KINDS: [&str; 7] = [
    "+1/+1", "-1/-1", "+1/+0", "+0/+1", "-0/-1", "+2/+2", "charge",
];

/// The form for putting or removing counters on `target`.
pub(crate) fn counters_form(target: &str) -> Form {
    Form::new(
        FormKind::Counters(target.to_string()),
        vec![
            Field::choice(
                Key::CounterKind,
                "ui-edit-field-counter-kind",
                COUNTER_KINDS.iter().map(|k| Opt::raw(k)).collect(),
            ),
            Field::choice(
                Key::CounterOp,
                "ui-edit-field-counter-op",
                msgs(&[
                    ("add", "ui-edit-counter-add"),
                    ("remove", "ui-edit-counter-remove"),
                ]),
            ),
            Field::text(Key::Count, "ui-edit-field-count", "1"),
        ],
    )
}

/// A custom effect's kinds: `(value, message id)`.
const EFFECT_KINDS: [(&str, &str); 3] = [
    ("Static", "kind-static"),
    ("Resolved", "kind-resolved"),
    ("Cda", "kind-cda"),
];

/// A custom effect's durations: `(value, message id)`.
const DURATIONS: [(&str, &str); 5] = [
    ("indefinitely", "ui-edit-duration-indefinitely"),
    ("eot", "ui-edit-duration-eot"),
    ("while-source", "ui-edit-duration-while-source"),
    ("on-battlefield", "ui-edit-duration-on-battlefield"),
    ("you-control", "ui-edit-duration-you-control"),
];

/// The form for a custom effect.
pub(crate) fn effect_form(id: String, perms: &[Permanent], selected: Option<&str>) -> Form {
    let affects = msgs(&[
        ("selected", "ui-edit-affects-selected"),
        ("all", "ui-edit-affects-all"),
        ("objects", "ui-edit-affects-objects"),
        ("this", "ui-edit-affects-this"),
        ("attached", "ui-edit-affects-attached"),
        ("you", "ui-edit-affects-you"),
        ("opponents", "ui-edit-affects-opponents"),
        ("players", "ui-edit-affects-players"),
        ("game", "ui-edit-affects-game"),
    ]);
    let mut source = Field::choice(
        Key::Source,
        "ui-edit-field-source",
        objects(perms, true, false),
    );
    // The selected permanent is the natural source.
    if let (Value::Choice { options, idx }, Some(sel)) = (&mut source.value, selected)
        && let Some(k) = options.iter().position(|o| o.value == sel)
    {
        *idx = k;
    }
    let parts = Field {
        key: Key::Part,
        label: "ui-edit-field-part",
        value: Value::Choice {
            options: PARTS
                .iter()
                .map(|p| Opt {
                    value: p.name.to_string(),
                    label: Label::Raw(format!("{} · {}", part_layer(p), p.name)),
                })
                .collect(),
            idx: PARTS.iter().position(|p| p.name == "ModifyPT").unwrap_or(0),
        },
    };
    Form::new(
        FormKind::Effect,
        vec![
            Field::text(Key::Id, "ui-edit-field-id", &id),
            Field::choice(Key::EffectKind, "ui-edit-field-kind", msgs(&EFFECT_KINDS)),
            parts,
            Field::text(Key::Param, "ui-edit-field-param", "3, 3"),
            Field::text(Key::MoreParts, "ui-edit-field-more-parts", ""),
            Field::choice(Key::Affects, "ui-edit-field-affects", affects),
            Field::text(Key::AffectsDetail, "ui-edit-field-affects-detail", ""),
            source,
            Field::choice(Key::Controller, "ui-edit-field-controller", controllers()),
            Field::choice(Key::Duration, "ui-edit-field-duration", msgs(&DURATIONS)),
        ],
    )
}

fn refused(id: &'static str, detail: String) -> Message {
    Message::error(id, detail)
}

fn player(s: &str) -> u8 {
    u8::from(s == "p1")
}

/// The action a filled-in form stands for (`catalogue` gives the cards by index; `selected` is
/// the id of the selected permanent).
pub(crate) fn submit(
    form: &Form,
    catalogue: &[CardDef],
    selected: Option<&str>,
) -> Result<ActionSpec, Message> {
    let opt = |k: Key| Some(form.get(k)).filter(|s| !s.is_empty());
    let choices = || -> Vec<String> {
        let mut v = Vec::new();
        for f in &form.fields {
            match f.key {
                Key::Choice => v.push(f.get()),
                Key::Exile => v.extend(
                    f.get()
                        .split(';')
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_string),
                ),
                _ => {}
            }
        }
        v
    };
    let card = |i: usize| {
        catalogue
            .get(i)
            .map(|c| c.name.clone())
            .ok_or_else(|| refused("ui-edit-no-card", String::new()))
    };
    Ok(match &form.kind {
        FormKind::Enter(i) => ActionSpec::Enter {
            id: form.get(Key::Id),
            card: card(*i)?,
            controller: player(&form.get(Key::Controller)),
            face_down: form.get(Key::FaceDown) == "yes",
            copy_of: opt(Key::CopyOf),
            // A face-down permanent makes no "as it enters" choice (708.2: it has no ability).
            choices: if form.get(Key::FaceDown) == "yes" {
                Vec::new()
            } else {
                choices()
            },
            attached_to: opt(Key::AttachTo),
            counters: Vec::new(),
            token: false,
            tapped: false,
            face_down_as: None,
        },
        FormKind::Cast(i) => {
            let x = match opt(Key::X) {
                None => None,
                Some(s) => Some(
                    s.parse::<i32>()
                        .map_err(|_| refused("ui-edit-bad-number", s.clone()))?,
                ),
            };
            ActionSpec::Cast {
                card: card(*i)?,
                controller: player(&form.get(Key::Controller)),
                id: None,
                targets: form
                    .fields
                    .iter()
                    .filter(|f| f.key == Key::Target)
                    .map(Field::get)
                    .collect(),
                choices: choices(),
                x,
            }
        }
        FormKind::Counters(target) => {
            let n = form.get(Key::Count);
            let count: i32 = n
                .parse()
                .ok()
                .filter(|c| *c > 0)
                .ok_or_else(|| refused("ui-edit-bad-number", n.clone()))?;
            ActionSpec::Counters {
                target: target.clone(),
                kind: form.get(Key::CounterKind),
                count: if form.get(Key::CounterOp) == "remove" {
                    -count
                } else {
                    count
                },
            }
        }
        FormKind::Effect => {
            let parts = form_parts(form).map_err(|e| Message {
                detail_fr: Some(e.message(Lang::Fr)),
                ..refused("ui-edit-bad-param", e.message(Lang::En))
            })?;
            let detail = form.get(Key::AffectsDetail);
            let affects = match form.get(Key::Affects).as_str() {
                "selected" => Affected::Objects(vec![
                    selected
                        .ok_or_else(|| refused("ui-edit-no-selection", String::new()))?
                        .to_string(),
                ]),
                "all" => ron_file::options()
                    .from_str::<Affected>(&format!("All(({detail}))"))
                    .map_err(|e| refused("ui-edit-bad-param", format!("{detail}: {}", e.code)))?,
                "objects" => Affected::Objects(
                    detail
                        .split(',')
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_string)
                        .collect(),
                ),
                "this" => Affected::This,
                "attached" => Affected::Attached,
                "you" => Affected::Players(Who::You),
                "opponents" => Affected::Players(Who::Opponents),
                "players" => Affected::Players(Who::Any),
                _ => Affected::Game,
            };
            let source = opt(Key::Source);
            let need_source = || {
                source
                    .clone()
                    .ok_or_else(|| refused("ui-edit-no-source", String::new()))
            };
            let duration = match form.get(Key::Duration).as_str() {
                "eot" => Duration::UntilEndOfTurn,
                "while-source" => {
                    need_source()?;
                    Duration::WhileSourceOnBattlefield
                }
                "on-battlefield" => {
                    Duration::ForAsLongAs(Box::new(Condition::OnBattlefield(need_source()?)))
                }
                "you-control" => {
                    Duration::ForAsLongAs(Box::new(Condition::YouControl(need_source()?)))
                }
                _ => Duration::Indefinitely,
            };
            if matches!(affects, Affected::This | Affected::Attached) {
                need_source()?;
            }
            ActionSpec::Effect {
                id: form.get(Key::Id),
                kind: match form.get(Key::EffectKind).as_str() {
                    "Resolved" => EffectKindSpec::Resolved,
                    "Cda" => EffectKindSpec::Cda,
                    _ => EffectKindSpec::Static,
                },
                controller: player(&form.get(Key::Controller)),
                source,
                affects,
                parts,
                duration,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_template_parses_with_its_example() {
        for t in PARTS {
            let p = parse_part(t.name, t.default).unwrap_or_else(|e| panic!("{e:?}"));
            assert_ne!(part_layer(t), "?", "{}", t.name);
            let _ = p;
        }
        assert!(parse_part("ModifyPT", "3").is_err());
        assert_eq!(parse_part("ModifyPT", "1, 2"), Ok(Part::ModifyPT(1, 2)));
    }

    #[test]
    fn a_part_that_does_not_read_is_worded_in_each_language() {
        let e = parse_part("ModifyPT", "3").unwrap_err();
        let (en, fr) = (e.message(Lang::En), e.message(Lang::Fr));
        assert!(en.starts_with("ModifyPT(3): "), "{en}");
        assert!(fr.starts_with("ModifyPT(3)"), "{fr}");
        assert_ne!(en, fr);
        assert!(!fr.to_lowercase().contains("expected"), "{fr}");
        let e = parse_part("NoSuchPart", "").unwrap_err();
        assert!(e.message(Lang::Fr).contains("inconnue"), "{e:?}");
    }

    #[test]
    fn fresh_ids_avoid_taken_ones() {
        let taken = |s: &str| s == "blood-moon";
        assert_eq!(fresh_id("Blood Moon", &taken), "blood-moon-2");
        assert_eq!(fresh_id("Lune de sang", &taken), "lune-de-sang");
        assert_eq!(fresh_id("Élan", &|_| false), "elan");
        assert_eq!(fresh_id("Urborg, Tomb of Yawgmoth", &|_| false), "urborg");
        assert_eq!(
            fresh_id("Painter's Servant", &|_| false),
            "painters-servant"
        );
    }
}
