//! `layerlab solve FILE`: the board after every action, with the step trace.

use serde_json::{Value as Json, json};

use super::output::{Out, error_line, finish};
use super::{
    EXIT_BAD_INPUT, EXIT_EXPECT_FAILED, Numbering as NumberingArg, SolveArgs, SolveFormat,
};
use crate::content::catalogue::Catalogue;
use crate::content::expect::{self, Mismatch};
use crate::content::scenario::{Loaded, load_file};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::effect::Target;
use crate::rules::explain::{self, Explainer, kv, reason_code, shown, value_json};
use crate::rules::layer::Numbering;
use crate::rules::object::Zone;
use crate::rules::render;
use crate::rules::solve::{Solution, SolveOptions, solve};
use crate::words::one_line;

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
    let mismatches = mismatches(&loaded, &sol);
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
        SolveFormat::Text => out.line(&report(&loaded, &sol, &mismatches, lang, numbering, false)),
        SolveFormat::Md => out.line(&report(&loaded, &sol, &mismatches, lang, numbering, true)),
    };
    finish(written.and_then(|()| out.flush()), code, lang)
}

/// The scenario's expectations that the solution does not meet.
pub fn mismatches(loaded: &Loaded, sol: &Solution) -> Vec<Mismatch> {
    let game = &loaded.game;
    let render = |i: usize, a: &crate::rules::object::AbilityInst| {
        explain::ability(game, i, a, &sol.state.chars[i], Lang::En)
    };
    expect::check(&loaded.file.expect, game, &sol.state, &render)
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
                "abilities": pc.abilities.iter().map(|k| render::keyword_name(k, Lang::En)).collect::<Vec<_>>(),
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
                crate::rules::trace::Reason::Dependency { jumps } => {
                    jumps.iter().map(|d| json!({"effect": label(d.effect), "why": d.kind.key()})).collect()
                }
                _ => Vec::new(),
            };
            let loop_members: Vec<String> = match &s.reason {
                crate::rules::trace::Reason::Loop { members } => members.iter().map(|m| label(*m)).collect(),
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

/// The text or Markdown report.
pub fn report(
    loaded: &Loaded,
    sol: &Solution,
    mismatches: &[Mismatch],
    lang: Lang,
    numbering: Numbering,
    md: bool,
) -> String {
    let game = &loaded.game;
    let chars = &sol.state.chars;
    let ex = Explainer {
        game,
        trace: &sol.trace,
        lang,
        numbering,
    };
    let mut out = String::new();
    let h = |s: String| {
        if md {
            format!("## {s}\n\n")
        } else {
            format!("{s}\n{}\n", "=".repeat(s.chars().count()))
        }
    };
    out.push_str(&h(tr(lang, "solve-board", &[])));
    if md {
        let cols = [
            "solve-col-id",
            "solve-col-name",
            "solve-col-controller",
            "solve-col-type",
            "solve-col-colors",
            "solve-col-pt",
            "solve-col-abilities",
            "solve-col-counters",
            "solve-col-timestamp",
        ];
        out.push_str(&format!(
            "| {} |\n",
            cols.iter()
                .map(|c| tr(lang, c, &[]))
                .collect::<Vec<_>>()
                .join(" | ")
        ));
        out.push_str(&format!("|{}\n", "---|".repeat(cols.len())));
    }
    for i in on_battlefield(loaded) {
        let o = &game.objects[i];
        let c = &chars[i];
        let type_line = render::type_line(&c.supertypes, &c.types, &c.subtypes, lang);
        let colors = ex.value(
            &crate::rules::trace::Value::Colors(c.colors.clone()),
            None,
            chars,
        );
        let pt = match (c.power, c.toughness) {
            (Some(p), Some(t)) => format!("{p}/{t}"),
            _ => "—".to_string(),
        };
        let abilities: Vec<String> = c
            .abilities
            .iter()
            .map(|a| explain::ability(game, i, a, c, lang))
            .collect();
        let counters: Vec<String> = o
            .counters
            .iter()
            .map(|k| format!("{} x{}", one_line(&k.kind), k.count))
            .collect();
        let dies = if sol.state.dies[i] {
            format!(
                " — {}",
                tr(lang, "dies", fargs![toughness = c.toughness.unwrap_or(0)])
            )
        } else {
            String::new()
        };
        if md {
            out.push_str(&format!(
                "| `{}` | {} | p{} | {} | {} | {}{} | {} | {} | {} |\n",
                one_line(&o.id),
                one_line(&explain::name(c, lang)),
                c.controller,
                type_line,
                colors,
                pt,
                dies,
                abilities.join("<br>"),
                counters.join(", "),
                o.timestamp
            ));
        } else {
            out.push_str(&format!(
                "{} — {} (p{}, t{})\n",
                one_line(&o.id),
                one_line(&explain::name(c, lang)),
                c.controller,
                o.timestamp
            ));
            out.push_str(&format!("    {type_line} · {colors} · {pt}{dies}\n"));
            for a in &abilities {
                out.push_str(&format!("    {a}\n"));
            }
            if !counters.is_empty() {
                out.push_str(&format!(
                    "    {}\n",
                    kv(
                        lang,
                        &tr(lang, "solve-col-counters", &[]),
                        &counters.join(", ")
                    )
                ));
            }
        }
    }
    out.push('\n');
    out.push_str(&h(tr(lang, "solve-players", &[])));
    for (p, pc) in sol.state.players.iter().enumerate() {
        let max = pc
            .max_hand_size
            .map_or_else(|| tr(lang, "value-no-maximum", &[]), |m| m.to_string());
        let mut line = tr(
            lang,
            "solve-player-line",
            fargs![
                id = format!("p{p}"),
                life = pc.life,
                hand = pc.hand,
                max = max
            ],
        );
        if !pc.abilities.is_empty() {
            let list = pc
                .abilities
                .iter()
                .map(|k| render::keyword_name(k, lang))
                .collect::<Vec<_>>()
                .join(", ");
            line.push_str(&format!(
                "; {}",
                tr(lang, "solve-player-abilities", fargs![list = list])
            ));
        }
        for r in &pc.rules {
            if *r != crate::rules::card::RuleChange::NoMaximumHandSize {
                line.push_str(&format!("; {}", explain::rule_text(r, lang)));
            }
        }
        out.push_str(&format!("{}{line}\n", if md { "- " } else { "" }));
    }
    for r in &sol.state.rules {
        out.push_str(&format!(
            "{}{}\n",
            if md { "- " } else { "" },
            kv(
                lang,
                &tr(lang, "solve-game-rules", &[]),
                &explain::rule_text(r, lang)
            )
        ));
    }
    out.push('\n');
    out.push_str(&h(tr(
        lang,
        "solve-steps",
        fargs![n = sol.trace.steps.len()],
    )));
    if sol.trace.steps.is_empty() {
        out.push_str(&format!("{}\n", tr(lang, "solve-no-steps", &[])));
    }
    // Characteristics as they were before each step, to name objects as they were then.
    let mut state = sol.trace.start();
    for (n, s) in sol.trace.steps.iter().enumerate() {
        out.push_str(&step_text(&ex, n, s, &mut state, md));
    }
    let ended: Vec<&crate::rules::effect::RegEffect> =
        game.effects.iter().filter(|e| e.ended.is_some()).collect();
    if !ended.is_empty() {
        out.push('\n');
        out.push_str(&h(tr(lang, "solve-ended", &[])));
        for e in ended {
            let name = if lang == Lang::Fr && !e.source_name.1.is_empty() {
                &e.source_name.1
            } else {
                &e.source_name.0
            };
            let why = tr(
                lang,
                &format!(
                    "ended-{:?}",
                    e.ended
                        .clone()
                        .unwrap_or(crate::rules::effect::Ended::EndOfTurn)
                ),
                &[],
            );
            let line = tr(
                lang,
                "ended-line",
                fargs![
                    name = one_line(name).into_owned(),
                    label = one_line(&e.label).into_owned(),
                    why = why
                ],
            );
            out.push_str(&format!("{}{line}\n", if md { "- " } else { "" }));
        }
    }
    if !loaded.file.expect.is_empty() {
        out.push('\n');
        if mismatches.is_empty() {
            out.push_str(&format!(
                "{}\n",
                tr(
                    lang,
                    "solve-expect-ok",
                    fargs![n = loaded.file.expect.len()]
                )
            ));
        } else {
            out.push_str(&format!(
                "{}\n",
                tr(lang, "solve-expect-failed", fargs![n = mismatches.len()])
            ));
            for m in mismatches {
                out.push_str(&format!(
                    "{}{}\n",
                    if md { "- " } else { "  " },
                    tr(
                        lang,
                        "solve-expect-line",
                        fargs![
                            id = one_line(&m.id).into_owned(),
                            field = m.field,
                            expected = one_line(&m.expected).into_owned(),
                            actual = one_line(&m.actual).into_owned()
                        ]
                    )
                ));
            }
        }
    }
    out.trim_end().to_string()
}

/// The text (or Markdown) of step `n` (0-based) of the trace: its layer, effect, reason,
/// notes, the objects it affected and what it changed. `state` is the state before the step;
/// the step is applied to it.
pub fn step_text(
    ex: &Explainer,
    n: usize,
    s: &crate::rules::trace::Step,
    state: &mut crate::rules::trace::State,
    md: bool,
) -> String {
    let lang = ex.lang;
    let mut out = String::new();
    let layer = ex.layer_title(s.layer, s.counters);
    match (s.effect.map(|e| ex.effect_title(e)), md) {
        (Some(title), true) => out.push_str(&format!(
            "{}. **[{}]** {}\n",
            n + 1,
            ex.label(s),
            kv(lang, &layer, &title)
        )),
        (None, true) => out.push_str(&format!("{}. **[{}]** {layer}\n", n + 1, ex.label(s))),
        (Some(title), false) => out.push_str(&format!(
            "{:>3}. [{}] {layer}\n     {title}\n",
            n + 1,
            ex.label(s)
        )),
        (None, false) => out.push_str(&format!("{:>3}. [{}] {layer}\n", n + 1, ex.label(s))),
    }
    let indent = if md { "   - " } else { "     " };
    out.push_str(&format!("{indent}{}\n", ex.reason(s)));
    for note in ex.notes(s) {
        out.push_str(&format!("{indent}{note}\n"));
    }
    if !s.affected.is_empty() && s.effect.is_some() {
        let names: Vec<String> = s
            .affected
            .iter()
            .map(|t| ex.target(*t, &state.chars))
            .collect();
        out.push_str(&format!(
            "{indent}{}\n",
            kv(lang, &tr(lang, "solve-affected", &[]), &names.join(", "))
        ));
    }
    state.apply(s);
    for c in s.changes.iter().filter(|c| shown(c.field)) {
        out.push_str(&format!(
            "{indent}{}\n",
            kv(
                lang,
                &ex.target(c.target, &state.chars),
                &ex.change(c, &state.chars)
            )
        ));
    }
    out
}
