//! The `text` format: each step explained in words, in either language — who may act, what
//! they may do, why a round restarts, why the phase ends; for a chain, why each link sits where
//! it does and who may respond first.

use super::chain::Chain;
use super::procedure::{Procedure, Status};
use super::scenario::{ChainRules, Player};
use super::trace::{ResolveEvent, RoundRecord, StepAction, StepRecord};
use crate::fargs;
use crate::i18n::{Lang, tr};

/// `m1 (A, mandatory)`.
fn effect_label(id: &str, player: Player, mandatory: bool, lang: Lang) -> String {
    let kind = if mandatory { "mandatory" } else { "optional" };
    tr(
        lang,
        "phase-text-effect",
        fargs![id = id, player = player.letter(), kind = kind],
    )
}

fn list(ids: &[String]) -> String {
    ids.join(", ")
}

/// The whole explanation of a (finished or stopped) phase procedure.
pub fn phase_text(p: &Procedure, lang: Lang) -> String {
    let mut lines = vec![tr(lang, "phase-text-title", &[])];
    lines.push(if p.rules().lenient {
        tr(lang, "phase-text-reading-lenient", &[])
    } else {
        tr(lang, "phase-text-reading-strict", &[])
    });
    let start: Vec<String> = p
        .initial_pending()
        .map(|e| effect_label(&e.id, e.player, e.mandatory, lang))
        .collect();
    lines.push(if start.is_empty() {
        tr(lang, "phase-text-start-none", &[])
    } else {
        tr(lang, "phase-text-start", fargs![list = list(&start)])
    });
    for round in p.rounds() {
        if round.steps.is_empty() {
            continue;
        }
        lines.push(String::new());
        lines.push(tr(
            lang,
            "phase-text-round",
            fargs![round = round.number as i64],
        ));
        round_lines(round, p.rules().lenient, lang, &mut lines);
        if round.resolution().is_some() {
            lines.push(format!("  {}", tr(lang, "phase-text-restart", &[])));
        } else if *p.status() == Status::Finished {
            lines.push(format!("  {}", tr(lang, "phase-text-end", &[])));
        }
    }
    lines.push(String::new());
    let resolved = p.resolved();
    lines.push(if resolved.is_empty() {
        tr(lang, "phase-text-resolved-none", &[])
    } else {
        tr(lang, "phase-text-resolved", fargs![list = list(resolved)])
    });
    let lapsed = p.lapsed();
    lines.push(if lapsed.is_empty() {
        tr(lang, "phase-text-lapsed-none", &[])
    } else {
        tr(lang, "phase-text-lapsed", fargs![list = list(&lapsed)])
    });
    lines.push(tr(lang, "phase-text-trace", fargs![line = p.trace_line()]));
    lines.join("\n") + "\n"
}

/// The lines of one round's steps.
fn round_lines(round: &RoundRecord, lenient: bool, lang: Lang, out: &mut Vec<String>) {
    for s in &round.steps {
        let mut line = format!("  {}", situation(s, lenient, lang));
        if let Some(action) = action(s, lang) {
            line.push(' ');
            line.push_str(&action);
        }
        out.push(line);
        if let StepAction::Resolve(r) = &s.action {
            for e in &r.events {
                out.push(format!("    {}", event(&r.effect, e, lang)));
            }
        }
    }
}

/// What the player may or must do at the step.
fn situation(s: &StepRecord, lenient: bool, lang: Lang) -> String {
    let step = s.step.number() as i64;
    let player = s.player().letter();
    let eligible = list(&s.eligible);
    match (&s.action, s.step.is_forcing()) {
        (StepAction::AutoPass, false) => tr(
            lang,
            "phase-text-may-nothing",
            fargs![step = step, player = player],
        ),
        (StepAction::AutoPass, true) => tr(
            lang,
            "phase-text-must-nothing",
            fargs![step = step, player = player],
        ),
        (_, false) => tr(
            lang,
            "phase-text-may",
            fargs![step = step, player = player, list = eligible],
        ),
        (_, true) if s.eligible.len() == 1 => tr(
            lang,
            "phase-text-must-one",
            fargs![step = step, player = player, id = eligible],
        ),
        (_, true) if lenient => tr(
            lang,
            "phase-text-must-several-lenient",
            fargs![step = step, player = player, list = eligible],
        ),
        (_, true) => tr(
            lang,
            "phase-text-must-several",
            fargs![step = step, player = player, list = eligible],
        ),
    }
}

/// What the player did, when it needs saying after the situation.
fn action(s: &StepRecord, lang: Lang) -> Option<String> {
    let player = s.player().letter();
    match &s.action {
        StepAction::AutoPass => None,
        StepAction::Pass => Some(tr(lang, "phase-text-passes", fargs![player = player])),
        StepAction::Resolve(_) if s.step.is_forcing() && s.eligible.len() == 1 => None,
        StepAction::Resolve(r) if s.step.is_forcing() => Some(tr(
            lang,
            "phase-text-chooses",
            fargs![player = player, id = r.effect.as_str()],
        )),
        StepAction::Resolve(r) => Some(tr(
            lang,
            "phase-text-resolves",
            fargs![player = player, id = r.effect.as_str()],
        )),
    }
}

/// What resolving `by` did.
fn event(by: &str, e: &ResolveEvent, lang: Lang) -> String {
    match e {
        ResolveEvent::Spawned {
            id,
            player,
            mandatory,
        } => tr(
            lang,
            "phase-text-spawned",
            fargs![
                by = by,
                effect = effect_label(id, *player, *mandatory, lang)
            ],
        ),
        ResolveEvent::Removed {
            id,
            player,
            mandatory,
        } => tr(
            lang,
            "phase-text-removed",
            fargs![
                by = by,
                effect = effect_label(id, *player, *mandatory, lang)
            ],
        ),
        ResolveEvent::RemoveMissed { id } => tr(
            lang,
            "phase-text-remove-missed",
            fargs![by = by, id = id.as_str()],
        ),
        ResolveEvent::Renewed => tr(lang, "phase-text-renewed", fargs![by = by]),
    }
}

/// The whole explanation of a chain.
pub fn chain_text(chain: &Chain, lang: Lang) -> String {
    let tiers = chain.rules == ChainRules::Tiers;
    let mut lines = vec![if tiers {
        tr(lang, "phase-chain-title-tiers", &[])
    } else {
        tr(lang, "phase-chain-title-apnap", &[])
    }];
    lines.push(tr(lang, "phase-chain-links-intro", &[]));
    lines.push(String::new());
    for l in &chain.links {
        let effect = effect_label(&l.id, l.player, l.mandatory, lang);
        lines.push(match l.tier {
            Some(t) => tr(
                lang,
                "phase-chain-link-tier",
                fargs![n = l.number, effect = effect, tier = t as i64],
            ),
            None => tr(
                lang,
                "phase-chain-link-apnap",
                fargs![n = l.number, effect = effect],
            ),
        });
    }
    for d in &chain.declined {
        let effect = effect_label(&d.id, d.player, d.mandatory, lang);
        lines.push(tr(lang, "phase-chain-declined", fargs![effect = effect]));
    }
    lines.push(String::new());
    match chain.links.last() {
        None => lines.push(tr(lang, "phase-chain-empty", &[])),
        Some(last) => {
            lines.push(tr(
                lang,
                "phase-chain-resolves",
                fargs![list = list(&chain.resolved())],
            ));
            lines.push(tr(
                lang,
                "phase-chain-first",
                fargs![
                    n = last.number,
                    id = last.id.as_str(),
                    owner = last.player.letter(),
                    responder = last.player.other().letter()
                ],
            ));
        }
    }
    lines.push(if tiers {
        tr(lang, "phase-chain-note-tiers", &[])
    } else {
        tr(lang, "phase-chain-note-apnap", &[])
    });
    lines.push(tr(
        lang,
        "phase-text-trace",
        fargs![line = chain.trace_line()],
    ));
    lines.join("\n") + "\n"
}
