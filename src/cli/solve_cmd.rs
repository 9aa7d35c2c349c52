//! `layerlab solve FILE`: the board after every action, with the step trace.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::Arc;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use super::output::{Out, error_line, finish};
use super::{
    EXIT_BAD_INPUT, EXIT_EXPECT_FAILED, Numbering as NumberingArg, SolveArgs, SolveFormat,
};
use crate::content::catalogue::Catalogue;
use crate::content::expect::Mismatch;
use crate::content::scenario::{Loaded, load_file, load_file_solved};
use crate::i18n::Lang;
use crate::rules::effect::Target;
use crate::rules::game::Game;
use crate::rules::layer::Numbering;
use crate::rules::object::{Attachment, Chars, ObjIdx, Zone};
use crate::rules::solve::{Solution, SolveOptions, solve};
use crate::rules::trace::{Dep, Reason, Value};
use crate::words::abilities::{self as render, RenderCtx, SelfKind};
use crate::words::explain::{self, AbilityWords, Explainer};
use crate::words::report::{self, Report as TextReport};

pub fn run(args: &SolveArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let catalogue = Catalogue::embedded();
    let numbering = match args.numbering {
        NumberingArg::Current => Numbering::Current,
        NumberingArg::Course => Numbering::Course,
    };
    let opts = SolveOptions {
        numbering,
        ..SolveOptions::traced()
    };
    // The load's check that the board can be solved is this solve, when it is the one the
    // check makes (today's numbering); otherwise the board is solved once more.
    let loaded = if numbering == Numbering::Current {
        load_file_solved(&args.file, &catalogue, &opts)
    } else {
        load_file(&args.file, &catalogue).map(|l| {
            let sol = solve(&l.game, &opts);
            (l, sol)
        })
    };
    let (loaded, sol) = match loaded {
        Ok(l) => l,
        Err(e) => {
            error_line(&e.render(lang));
            return EXIT_BAD_INPUT;
        }
    };
    let mismatches = report::mismatches(&loaded, &sol);
    let code = if mismatches.is_empty() {
        0
    } else {
        EXIT_EXPECT_FAILED
    };
    let mut out = Out::stdout();
    let written = match args.format {
        SolveFormat::Json => write_json(&mut out, &loaded, &sol, &mismatches),
        SolveFormat::Text | SolveFormat::Md => write_text(
            &mut out,
            &TextReport {
                loaded: &loaded,
                sol: &sol,
                mismatches: &mismatches,
                lang,
                numbering,
                md: args.format == SolveFormat::Md,
            },
        ),
    };
    finish(written.and_then(|()| out.flush()), code, lang)
}

fn on_battlefield(loaded: &Loaded) -> Vec<usize> {
    (0..loaded.game.objects.len())
        .filter(|&i| loaded.game.objects[i].zone == Zone::Battlefield)
        .collect()
}

/// Writes the text (or Markdown) report to `out`, as `solve --format text` does.
pub fn write_text<W: Write>(out: &mut Out<W>, report: &TextReport) -> io::Result<()> {
    report::write(out, report)
}

/// Writes the JSON report (English names and values) to `out`, serialised as it goes (no
/// tree of values is built: a board's report can be tens of megabytes), with the control
/// characters JSON leaves raw escaped as [`Out::json`] does, and a newline.
pub fn write_json<W: Write>(
    out: &mut Out<W>,
    loaded: &Loaded,
    sol: &Solution,
    mismatches: &[Mismatch],
) -> io::Result<()> {
    super::json::write_pretty(out.raw(), &to_json(loaded, sol, mismatches))
}

/// The JSON report (English names and values), to serialise: keys in alphabetical order in
/// every object.
pub fn to_json<'a>(
    loaded: &'a Loaded,
    sol: &'a Solution,
    mismatches: &'a [Mismatch],
) -> impl Serialize + 'a {
    Report {
        loaded,
        sol,
        mismatches,
    }
}

/// A list serialised from an iterator made when it is written.
struct Each<F>(F);

impl<F, I> Serialize for Each<F>
where
    F: Fn() -> I,
    I: IntoIterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}

struct Report<'a> {
    loaded: &'a Loaded,
    sol: &'a Solution,
    mismatches: &'a [Mismatch],
}

/// How an object, a player or the game is named in JSON.
fn target_id(game: &Game, t: Target) -> Cow<'_, str> {
    match t {
        Target::Object(i) => Cow::Borrowed(game.objects[i].id.as_str()),
        Target::Player(p) => Cow::Owned(format!("p{p}")),
        Target::Game => Cow::Borrowed("game"),
    }
}

#[derive(Serialize)]
struct ObjectJson<'a> {
    abilities: Vec<String>,
    all_creature_types: bool,
    attached_to: Option<Cow<'a, str>>,
    colors: Vec<&'static str>,
    controller: u8,
    counters: BTreeMap<&'a str, i32>,
    dies: bool,
    face_down: bool,
    id: &'a str,
    mana_cost: &'a Option<Arc<str>>,
    mana_value: i32,
    name: &'a str,
    name_fr: &'a str,
    owner: u8,
    phased_out: bool,
    power: Option<i32>,
    /// Rules of the game about it (613.11), as scenario files name them.
    rules: Vec<&'static str>,
    subtypes: &'a [Arc<str>],
    supertypes: Vec<&'static str>,
    tapped: bool,
    timestamp: u64,
    token: bool,
    toughness: Option<i32>,
    types: Vec<&'static str>,
}

#[derive(Serialize)]
struct PlayerJson {
    abilities: Vec<String>,
    hand: i32,
    id: String,
    life: i32,
    max_hand_size: Option<i32>,
    rules: Vec<String>,
}

#[derive(Serialize)]
struct DepJson<'a> {
    effect: &'a str,
    why: &'static str,
}

/// A sentence of a card given by its text, kept as words only.
#[derive(Serialize)]
struct WordsOnlyJson<'a> {
    card: &'a str,
    sentence: &'a str,
}

#[derive(Serialize)]
struct UnmetJson<'a> {
    actual: &'a str,
    expected: &'a str,
    field: &'a str,
    id: &'a str,
}

#[derive(Serialize)]
struct StepJson<'a, A, C, D, G, L> {
    affected: A,
    changes: C,
    continues: bool,
    depends_on: D,
    effect: Option<&'a str>,
    goes_before: G,
    kind: Option<&'static str>,
    layer: &'static str,
    locked: bool,
    #[serde(rename = "loop")]
    loop_members: L,
    reason: &'static str,
    reason_text: String,
    source: Option<&'a str>,
    timestamp: Option<u64>,
}

#[derive(Serialize)]
struct ChangeJson<'a> {
    after: ValueJson<'a>,
    before: ValueJson<'a>,
    field: &'static str,
    object: Cow<'a, str>,
}

/// A value of a change, as `explain::value_json` words it.
struct ValueJson<'a> {
    game: &'a Game,
    words: &'a AbilityWords,
    value: Value,
    obj: Option<ObjIdx>,
    chars: &'a [Chars],
}

impl Serialize for ValueJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.value {
            Value::Str(x) => s.serialize_str(x),
            Value::OptStr(x) => x.as_deref().serialize(s),
            Value::Int(n) => s.serialize_i32(*n),
            Value::OptInt(n) => n.serialize(s),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Player(p) => s.serialize_u8(*p),
            Value::Colors(v) => s.collect_seq(v.iter().map(|c| c.name())),
            Value::Supertypes(v) => s.collect_seq(v.iter().map(|c| c.name())),
            Value::Types(v) => s.collect_seq(v.iter().map(|c| c.name())),
            Value::Strings(v) => s.collect_seq(v.iter().map(|x| &**x)),
            Value::Abilities(v) => {
                let on = self.obj.and_then(|i| self.chars.get(i).map(|c| (i, c)));
                s.collect_seq(v.iter().map(|a| match on {
                    Some((i, c)) => self.words.ability(self.game, i, a, c, Lang::En),
                    None => render::ability_text(
                        &a.ability,
                        Lang::En,
                        &RenderCtx {
                            self_kind: SelfKind::Permanent,
                            choices: &[],
                        },
                    ),
                }))
            }
            Value::Keywords(v) => {
                s.collect_seq(v.iter().map(|k| render::keyword_name(k, Lang::En)))
            }
            Value::Rules(v) => s.collect_seq(v.iter().map(|r| explain::rule_text(r, Lang::En))),
            Value::ObjectRules(v) => s.collect_seq(v.iter().map(|r| r.key())),
        }
    }
}

impl<'a> Serialize for Report<'a> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (loaded, sol): (&'a Loaded, &'a Solution) = (self.loaded, self.sol);
        let game = &loaded.game;
        let chars = &sol.state.chars;
        let words = &AbilityWords::default();
        let mut m = s.serialize_struct("Report", 6)?;
        m.serialize_field(
            "expect_failed",
            &Each(|| {
                self.mismatches.iter().map(|x| UnmetJson {
                    actual: &x.actual,
                    expected: &x.expected,
                    field: x.field,
                    id: &x.id,
                })
            }),
        )?;
        m.serialize_field(
            "words_only",
            &Each(|| {
                loaded
                    .words_only
                    .iter()
                    .map(|(card, sentence)| WordsOnlyJson { card, sentence })
            }),
        )?;
        m.serialize_field(
            "objects",
            &Each(|| {
                on_battlefield(loaded).into_iter().map(|i| {
                    let o = &game.objects[i];
                    let c = &chars[i];
                    ObjectJson {
                        abilities: c
                            .abilities
                            .iter()
                            .map(|a| words.ability(game, i, a, c, Lang::En))
                            .collect(),
                        all_creature_types: c.all_creature_types,
                        attached_to: o.attached_to.map(|a| match a {
                            Attachment::Object(x) => Cow::Borrowed(game.objects[x].id.as_str()),
                            Attachment::Player(p) => Cow::Owned(format!("p{p}")),
                        }),
                        colors: c.colors.iter().map(|t| t.name()).collect(),
                        controller: c.controller,
                        counters: o
                            .counters
                            .iter()
                            .map(|k| (k.kind.as_str(), k.count))
                            .collect(),
                        dies: sol.state.dies[i],
                        face_down: c.face_down,
                        id: &o.id,
                        mana_cost: &c.mana_cost,
                        mana_value: c.mana_value,
                        name: &c.name,
                        name_fr: &c.name_fr,
                        owner: o.owner,
                        phased_out: o.phased_out,
                        rules: c.rules.iter().map(|r| r.key()).collect(),
                        power: c.power,
                        subtypes: &c.subtypes,
                        supertypes: c.supertypes.iter().map(|t| t.name()).collect(),
                        tapped: o.tapped,
                        timestamp: o.timestamp,
                        token: o.token,
                        toughness: c.toughness,
                        types: c.types.iter().map(|t| t.name()).collect(),
                    }
                })
            }),
        )?;
        m.serialize_field(
            "players",
            &Each(|| {
                sol.state
                    .players
                    .iter()
                    .enumerate()
                    .map(|(p, pc)| PlayerJson {
                        abilities: pc
                            .abilities
                            .iter()
                            .map(|k| render::keyword_name(k, Lang::En))
                            .collect(),
                        hand: pc.hand,
                        id: format!("p{p}"),
                        life: pc.life,
                        max_hand_size: pc.max_hand_size,
                        rules: pc
                            .rules
                            .iter()
                            .map(|r| explain::rule_text(r, Lang::En))
                            .collect(),
                    })
            }),
        )?;
        m.serialize_field(
            "rules",
            &Each(|| {
                sol.state
                    .rules
                    .iter()
                    .map(|r| explain::rule_text(r, Lang::En))
            }),
        )?;
        let trace = &sol.trace;
        let label = |e: usize| trace.effects[e].label.as_str();
        let ex = Explainer {
            game,
            trace,
            lang: Lang::En,
            numbering: Numbering::Current,
        };
        let deps = |v: &'a [Dep]| {
            Each(move || {
                v.iter().map(move |d| DepJson {
                    effect: label(d.effect),
                    why: d.kind.key(),
                })
            })
        };
        m.serialize_field(
            "steps",
            &Each(|| {
                trace.steps.iter().map(|st| {
                    let no_deps: &[Dep] = &[];
                    let no_members: &[usize] = &[];
                    let jumps = match &st.reason {
                        Reason::Dependency { jumps } => jumps.as_slice(),
                        _ => no_deps,
                    };
                    let members = match &st.reason {
                        Reason::Loop { members } => members.as_slice(),
                        _ => no_members,
                    };
                    StepJson {
                        affected: Each(move || st.affected.iter().map(|t| target_id(game, *t))),
                        changes: Each(move || {
                            (&st.changes).into_iter().map(move |c| {
                                let obj = match c.target {
                                    Target::Object(i) => Some(i),
                                    _ => None,
                                };
                                ChangeJson {
                                    object: target_id(game, c.target),
                                    field: c.field.key(),
                                    before: ValueJson {
                                        game,
                                        words,
                                        value: c.before,
                                        obj,
                                        chars,
                                    },
                                    after: ValueJson {
                                        game,
                                        words,
                                        value: c.after,
                                        obj,
                                        chars,
                                    },
                                }
                            })
                        }),
                        continues: st.continues,
                        depends_on: deps(&st.depends_on),
                        effect: st.effect.map(label),
                        goes_before: deps(jumps),
                        kind: st.effect.map(|e| trace.effects[e].kind.name()),
                        layer: st.layer.label(),
                        locked: st.locked,
                        loop_members: Each(move || members.iter().map(move |m| label(*m))),
                        reason: reason_code(&st.reason),
                        reason_text: ex.reason(st),
                        source: st
                            .effect
                            .and_then(|e| trace.effects[e].source)
                            .map(|i| game.objects[i].id.as_str()),
                        timestamp: st.effect.map(|e| trace.effects[e].timestamp),
                    }
                })
            }),
        )?;
        m.end()
    }
}

/// The code of a step's reason in JSON.
pub(crate) fn reason_code(r: &Reason) -> &'static str {
    match r {
        Reason::CdaFirst => "cda-first",
        Reason::Timestamp => "timestamp",
        Reason::Dependency { .. } => "dependency",
        Reason::JustAfter { .. } => "just-after",
        Reason::Loop { .. } => "dependency-loop",
        Reason::StopsExisting { .. } => "stops-existing",
        Reason::StateBased => "state-based",
        Reason::NoValue => "no-value",
    }
}
