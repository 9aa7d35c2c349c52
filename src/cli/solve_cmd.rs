//! `layerlab solve FILE`: the board after every action, with the step trace.

use serde_json::{Value as Json, json};

use super::output::{Out, error_line, finish};
use super::{
    EXIT_BAD_INPUT, EXIT_EXPECT_FAILED, Numbering as NumberingArg, SolveArgs, SolveFormat,
};
use crate::content::catalogue::Catalogue;
use crate::content::expect::Mismatch;
use crate::content::scenario::{Loaded, load_file};
use crate::i18n::Lang;
use crate::rules::effect::Target;
use crate::rules::game::Game;
use crate::rules::layer::Numbering;
use crate::rules::object::{Chars, ObjIdx, Zone};
use crate::rules::solve::{Solution, SolveOptions, solve};
use crate::rules::trace::{Reason, Value};
use crate::words::abilities::{self, RenderCtx, SelfKind};
use crate::words::explain::{self, Explainer};
use crate::words::report::{self, Report};

pub fn run(args: &SolveArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let catalogue = Catalogue::embedded();
    let loaded = match load_file(&args.file, &catalogue) {
        Ok(l) => l,
        Err(e) => {
            error_line(&e.render(lang));
            return EXIT_BAD_INPUT;
        }
    };
    let numbering = match args.numbering {
        NumberingArg::Current => Numbering::Current,
        NumberingArg::Course => Numbering::Course,
    };
    let sol = solve(
        &loaded.game,
        &SolveOptions {
            numbering,
            record: true,
        },
    );
    let mismatches = report::mismatches(&loaded, &sol);
    let code = if mismatches.is_empty() {
        0
    } else {
        EXIT_EXPECT_FAILED
    };
    let mut out = Out::stdout();
    let written = match args.format {
        SolveFormat::Json => out.json(
            &serde_json::to_string_pretty(&to_json(&loaded, &sol, &mismatches)).unwrap_or_default(),
        ),
        SolveFormat::Text | SolveFormat::Md => report::write(
            &mut out,
            &Report {
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

/// The JSON report (English names and values).
pub fn to_json(loaded: &Loaded, sol: &Solution, mismatches: &[Mismatch]) -> Json {
    let game = &loaded.game;
    let chars = &sol.state.chars;
    let objects: Vec<Json> = on_battlefield(loaded)
        .into_iter()
        .map(|i| {
            let o = &game.objects[i];
            let c = &chars[i];
            let counters: serde_json::Map<String, Json> = o.counters.iter().map(|k| (k.kind.clone(), json!(k.count))).collect();
            json!({
                "id": o.id,
                "name": c.name,
                "name_fr": c.name_fr,
                "owner": o.owner,
                "controller": c.controller,
                "mana_cost": c.mana_cost,
                "mana_value": c.mana_value,
                "supertypes": c.supertypes.iter().map(|t| t.name()).collect::<Vec<_>>(),
                "types": c.types.iter().map(|t| t.name()).collect::<Vec<_>>(),
                "subtypes": c.subtypes,
                "all_creature_types": c.all_creature_types,
                "colors": c.colors.iter().map(|t| t.name()).collect::<Vec<_>>(),
                "abilities": c.abilities.iter().map(|a| explain::ability(game, i, a, c, Lang::En)).collect::<Vec<_>>(),
                "power": c.power,
                "toughness": c.toughness,
                "counters": counters,
                "face_down": c.face_down,
                "token": o.token,
                "attached_to": o.attached_to.map(|a| match a {
                    crate::rules::object::Attachment::Object(x) => game.objects[x].id.clone(),
                    crate::rules::object::Attachment::Player(p) => format!("p{p}"),
                }),
                "dies": sol.state.dies[i],
                "timestamp": o.timestamp,
            })
        })
        .collect();
    let players: Vec<Json> = sol
        .state
        .players
        .iter()
        .enumerate()
        .map(|(p, pc)| {
            json!({
                "id": format!("p{p}"),
                "life": pc.life,
                "hand": pc.hand,
                "abilities": pc.abilities.iter().map(|k| abilities::keyword_name(k, Lang::En)).collect::<Vec<_>>(),
                "max_hand_size": pc.max_hand_size,
                "rules": pc.rules.iter().map(|r| explain::rule_text(r, Lang::En)).collect::<Vec<_>>(),
            })
        })
        .collect();
    let trace = &sol.trace;
    let label = |e: usize| trace.effects[e].label.clone();
    let target_id = |t: &Target| match t {
        Target::Object(i) => game.objects[*i].id.clone(),
        Target::Player(p) => format!("p{p}"),
        Target::Game => "game".to_string(),
    };
    let ex = Explainer {
        game,
        trace,
        lang: Lang::En,
        numbering: Numbering::Current,
    };
    let steps: Vec<Json> = trace
        .steps
        .iter()
        .map(|s| {
            let source = s.effect.and_then(|e| trace.effects[e].source).map(|i| game.objects[i].id.clone());
            let changes: Vec<Json> = s
                .changes
                .iter()
                .map(|c| {
                    let obj = match c.target {
                        Target::Object(i) => Some(i),
                        _ => None,
                    };
                    json!({
                        "object": target_id(&c.target),
                        "field": c.field.key(),
                        "before": value_json(game, &c.before, obj, chars),
                        "after": value_json(game, &c.after, obj, chars),
                    })
                })
                .collect();
            let jumps: Vec<Json> = match &s.reason {
                Reason::Dependency { jumps } => {
                    jumps.iter().map(|d| json!({"effect": label(d.effect), "why": d.kind.key()})).collect()
                }
                _ => Vec::new(),
            };
            let loop_members: Vec<String> = match &s.reason {
                Reason::Loop { members } => members.iter().map(|m| label(*m)).collect(),
                _ => Vec::new(),
            };
            json!({
                "layer": s.layer.label(),
                "effect": s.effect.map(label),
                "source": source,
                "kind": s.effect.map(|e| trace.effects[e].kind.name()),
                "timestamp": s.effect.map(|e| trace.effects[e].timestamp),
                "reason": reason_code(&s.reason),
                "reason_text": ex.reason(s),
                "depends_on": s.depends_on.iter().map(|d| json!({"effect": label(d.effect), "why": d.kind.key()})).collect::<Vec<_>>(),
                "goes_before": jumps,
                "loop": loop_members,
                "continues": s.continues,
                "locked": s.locked,
                "affected": s.affected.iter().map(target_id).collect::<Vec<_>>(),
                "changes": changes,
            })
        })
        .collect();
    let unmet: Vec<Json> = mismatches
        .iter()
        .map(|m| json!({"id": m.id, "field": m.field, "expected": m.expected, "actual": m.actual}))
        .collect();
    json!({
        "objects": objects,
        "players": players,
        "rules": sol.state.rules.iter().map(|r| explain::rule_text(r, Lang::En)).collect::<Vec<_>>(),
        "steps": steps,
        "expect_failed": unmet,
    })
}

/// A value as JSON, in English (abilities as their rules text).
pub fn value_json(game: &Game, v: &Value, obj: Option<ObjIdx>, chars: &[Chars]) -> Json {
    match v {
        Value::Str(s) => json!(s),
        Value::OptStr(s) => json!(s),
        Value::Int(n) => json!(n),
        Value::OptInt(n) => json!(n),
        Value::Bool(b) => json!(b),
        Value::Player(p) => json!(p),
        Value::Colors(v) => json!(v.iter().map(|c| c.name()).collect::<Vec<_>>()),
        Value::Supertypes(v) => json!(v.iter().map(|c| c.name()).collect::<Vec<_>>()),
        Value::Types(v) => json!(v.iter().map(|c| c.name()).collect::<Vec<_>>()),
        Value::Strings(v) => json!(v),
        Value::Abilities(v) => json!(
            v.iter()
                .map(|a| match obj.and_then(|i| chars.get(i).map(|c| (i, c))) {
                    Some((i, c)) => explain::ability(game, i, a, c, Lang::En),
                    None => abilities::ability_text(
                        &a.ability,
                        Lang::En,
                        &RenderCtx {
                            self_kind: SelfKind::Permanent,
                            choices: &[]
                        }
                    ),
                })
                .collect::<Vec<_>>()
        ),
        Value::Keywords(v) => json!(
            v.iter()
                .map(|k| abilities::keyword_name(k, Lang::En))
                .collect::<Vec<_>>()
        ),
        Value::Rules(v) => json!(
            v.iter()
                .map(|r| explain::rule_text(r, Lang::En))
                .collect::<Vec<_>>()
        ),
    }
}

/// The code of a step's reason in JSON.
pub fn reason_code(r: &Reason) -> &'static str {
    match r {
        Reason::CdaFirst => "cda-first",
        Reason::Timestamp => "timestamp",
        Reason::Dependency { .. } => "dependency",
        Reason::Loop { .. } => "dependency-loop",
        Reason::StopsExisting { .. } => "stops-existing",
        Reason::StateBased => "state-based",
    }
}
