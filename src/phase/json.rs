//! The `json` format: rounds, steps, resolved and lapsed effects (English keys), or a chain's
//! links and resolution order.

use serde_json::{Value, json};

use super::chain::Chain;
use super::procedure::{Procedure, Status};
use super::scenario::ChainRules;
use super::trace::{ResolveEvent, RoundRecord, StepAction, StepRecord, same_line};

/// `expect` and whether it was met (both `null` without an expectation).
fn expectation(expect: Option<&str>, line: &str) -> (Value, Value) {
    match expect {
        Some(e) => (json!(e), json!(same_line(e, line))),
        None => (Value::Null, Value::Null),
    }
}

/// A phase procedure as JSON.
pub fn phase_json(p: &Procedure, expect: Option<&str>) -> Value {
    let line = p.trace_line();
    let (expect, met) = expectation(expect, &line);
    let status = match p.status() {
        Status::Finished => "finished",
        Status::Deciding => "deciding",
        Status::Halted(_) => "halted",
    };
    let rounds: Vec<Value> = p
        .rounds()
        .iter()
        .filter(|r| !r.steps.is_empty())
        .map(|r| round_json(r, p.status()))
        .collect();
    json!({
        "kind": "phase",
        "lenient": p.rules().lenient,
        "max_resolutions": p.rules().max_resolutions,
        "status": status,
        "trace": line,
        "rounds": rounds,
        "resolved": p.resolved(),
        "lapsed": p.lapsed(),
        "expect": expect,
        "expect_met": met,
    })
}

fn round_json(r: &RoundRecord, status: &Status) -> Value {
    let ended_by = if r.resolution().is_some() {
        "resolution"
    } else if r.steps.len() == 4 && *status == Status::Finished {
        "phase_end"
    } else {
        "unfinished"
    };
    json!({
        "round": r.number,
        "steps": r.steps.iter().map(step_json).collect::<Vec<_>>(),
        "ended_by": ended_by,
    })
}

fn step_json(s: &StepRecord) -> Value {
    let mut v = json!({
        "step": s.step.number(),
        "player": s.player(),
        "eligible": s.eligible,
    });
    let action = match &s.action {
        StepAction::AutoPass => "auto_pass",
        StepAction::Pass => "pass",
        StepAction::Resolve(r) => {
            v["effect"] = json!(r.effect);
            v["mandatory"] = json!(r.mandatory);
            v["forced"] = json!(r.forced);
            v["events"] = Value::Array(r.events.iter().map(event_json).collect());
            "resolve"
        }
    };
    v["action"] = json!(action);
    v
}

fn event_json(e: &ResolveEvent) -> Value {
    match e {
        ResolveEvent::Spawned {
            id,
            player,
            mandatory,
        } => json!({"event": "spawned", "id": id, "player": player, "mandatory": mandatory}),
        ResolveEvent::Removed {
            id,
            player,
            mandatory,
        } => json!({"event": "removed", "id": id, "player": player, "mandatory": mandatory}),
        ResolveEvent::RemoveMissed { id } => json!({"event": "remove_missed", "id": id}),
        ResolveEvent::Renewed => json!({"event": "renewed"}),
    }
}

/// A chain as JSON.
pub fn chain_json(chain: &Chain, expect: Option<&str>) -> Value {
    let line = chain.trace_line();
    let (expect, met) = expectation(expect, &line);
    let links: Vec<Value> = chain
        .links
        .iter()
        .map(|l| {
            json!({
                "link": l.number,
                "effect": l.id,
                "player": l.player,
                "mandatory": l.mandatory,
                "tier": l.tier,
            })
        })
        .collect();
    json!({
        "kind": "chain",
        "rules": match chain.rules {
            ChainRules::Tiers => "tiers",
            ChainRules::Apnap => "apnap",
        },
        "trace": line,
        "links": links,
        "declined": chain.lapsed(),
        "resolution_order": chain.resolved(),
        "first_to_respond": chain.first_to_respond(),
        "resolved": chain.resolved(),
        "lapsed": chain.lapsed(),
        "expect": expect,
        "expect_met": met,
    })
}
