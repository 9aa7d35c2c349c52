//! The `text` format: each step explained in words, in either language — who may act, what
//! they may do, why a round restarts, why the phase ends; for a chain, why each link sits where
//! it does and who may respond first.
//!
//! Reports are written line by line ([`Lines`]): the effects eligible at each step are listed
//! again from the procedure's replay as the lines are written, never gathered for the whole
//! phase.

use std::io;

use super::chain::{chain_line, resolution_ids};
use super::lines::Lines;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::chain::{Chain, Link};
use crate::phase::pending::Replay;
use crate::phase::procedure::{Procedure, Status};
use crate::phase::scenario::{ChainRules, Player};
use crate::phase::trace::{ResolveEvent, RoundRecord, StepAction, StepRecord};

/// `m1 (A, mandatory)`.
pub(super) fn effect_label(id: &str, player: Player, mandatory: bool, lang: Lang) -> String {
    let kind = if mandatory { "mandatory" } else { "optional" };
    tr(
        lang,
        "phase-text-effect",
        fargs![id = id, player = player.letter(), kind = kind],
    )
}

pub(super) fn join<'a>(ids: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = String::new();
    for (i, id) in ids.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(id);
    }
    out
}

/// Message `id` with `items` as its list, or `none` when there are none.
fn listed(id: &str, none: &str, items: &[String], lang: Lang) -> String {
    if items.is_empty() {
        tr(lang, none, &[])
    } else {
        tr(
            lang,
            id,
            fargs![list = join(items.iter().map(String::as_str))],
        )
    }
}

/// How the phase ended: the effects resolved, in order, and the optional effects that lapse.
pub(crate) fn ending_words(p: &Procedure, lang: Lang) -> Vec<String> {
    vec![
        listed(
            "phase-text-resolved",
            "phase-text-resolved-none",
            p.resolved(),
            lang,
        ),
        listed(
            "phase-text-lapsed",
            "phase-text-lapsed-none",
            &p.lapsed(),
            lang,
        ),
    ]
}

/// The whole explanation of a (finished or stopped) phase procedure, as one string; past the
/// report's cap, the message saying so instead.
pub(crate) fn phase_text(p: &Procedure, lang: Lang) -> String {
    if let Err(e) = super::size::check_report_size(p) {
        return e.message(lang) + "\n";
    }
    let mut out = String::new();
    // Writing to a string cannot fail.
    let _ = write_phase_text(p, lang, &mut out);
    out
}

/// Writes the explanation of a phase procedure, line by line (whatever its size: check
/// [`super::size::check_report_size`] first).
pub(crate) fn write_phase_text(p: &Procedure, lang: Lang, out: &mut dyn Lines) -> io::Result<()> {
    out.line(&tr(lang, "phase-text-title", &[]))?;
    let lenient = p.rules().lenient;
    out.line(&if lenient {
        tr(lang, "phase-text-reading-lenient", &[])
    } else {
        tr(lang, "phase-text-reading-strict", &[])
    })?;
    let start: Vec<String> = p
        .initial_pending()
        .map(|e| effect_label(&e.id, e.player, e.mandatory, lang))
        .collect();
    out.line(&listed(
        "phase-text-start",
        "phase-text-start-none",
        &start,
        lang,
    ))?;
    let mut replay = p.replay();
    for round in p.rounds() {
        if round.steps.is_empty() {
            continue;
        }
        replay.enter(round);
        out.line("")?;
        out.line(&tr(
            lang,
            "phase-text-round",
            fargs![round = round.number as i64],
        ))?;
        round_lines(round, &replay, lenient, lang, out)?;
        if round.resolution().is_some() {
            out.line(&format!("  {}", tr(lang, "phase-text-restart", &[])))?;
        } else if *p.status() == Status::Finished {
            out.line(&format!("  {}", tr(lang, "phase-text-end", &[])))?;
        }
    }
    out.line("")?;
    for l in ending_words(p, lang) {
        out.line(&l)?;
    }
    out.line(&tr(
        lang,
        "phase-text-trace",
        fargs![line = super::notation::trace_words(&p.trace_line(), lang)],
    ))
}

/// The lines of one round's steps.
fn round_lines(
    round: &RoundRecord,
    replay: &Replay<'_>,
    lenient: bool,
    lang: Lang,
    out: &mut dyn Lines,
) -> io::Result<()> {
    for s in &round.steps {
        let eligible = join(replay.eligible(s));
        out.line(&format!("  {}", step_head(s, &eligible, lenient, lang)))?;
        if let StepAction::Resolve(r) = &s.action {
            for e in &r.events {
                out.line(&format!("    {}", event(&r.effect, e, lang)))?;
            }
        }
    }
    Ok(())
}

/// A step's line: what the player may or must do there, then what they did.
pub(super) fn step_head(s: &StepRecord, eligible: &str, lenient: bool, lang: Lang) -> String {
    let mut line = situation(s, eligible, lenient, lang);
    if let Some(action) = action(s, lang) {
        line.push(' ');
        line.push_str(&action);
    }
    line
}

/// What the player may or must do at the step (`eligible`: the ids, joined).
pub(super) fn situation(s: &StepRecord, eligible: &str, lenient: bool, lang: Lang) -> String {
    let step = s.step.number() as i64;
    let player = s.player().letter();
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
        (_, true) if s.eligible == 1 => tr(
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
pub(super) fn action(s: &StepRecord, lang: Lang) -> Option<String> {
    let player = s.player().letter();
    match &s.action {
        StepAction::AutoPass => None,
        StepAction::Pass => Some(tr(lang, "phase-text-passes", fargs![player = player])),
        StepAction::Resolve(_) if s.step.is_forcing() && s.eligible == 1 => None,
        StepAction::Resolve(r) if r.instead_of_mandatory => Some(tr(
            lang,
            "phase-text-chooses-instead",
            fargs![player = player, id = r.effect.as_str()],
        )),
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
pub(super) fn event(by: &str, e: &ResolveEvent, lang: Lang) -> String {
    match e {
        ResolveEvent::Spawned {
            id,
            player,
            mandatory,
        }
        | ResolveEvent::Removed {
            id,
            player,
            mandatory,
        } => {
            let msg = if matches!(e, ResolveEvent::Spawned { .. }) {
                "phase-text-spawned"
            } else {
                "phase-text-removed"
            };
            let effect = effect_label(id, *player, *mandatory, lang);
            // "de"/"d'" before the id of what resolves.
            let vowel = crate::words::names::starts_with_vowel(by);
            tr(
                lang,
                msg,
                fargs![
                    by = by,
                    effect = effect,
                    vowel = if vowel { "v" } else { "c" }
                ],
            )
        }
        ResolveEvent::RemoveMissed { id } => tr(
            lang,
            "phase-text-remove-missed",
            fargs![by = by, id = id.as_str()],
        ),
        ResolveEvent::Renewed => tr(lang, "phase-text-renewed", fargs![by = by]),
    }
}

/// The whole explanation of a chain, as one string.
pub(crate) fn chain_text(chain: &Chain, lang: Lang) -> String {
    let mut out = String::new();
    // Writing to a string cannot fail.
    let _ = write_chain_text(chain, lang, &mut out);
    out
}

/// One link, with its tier or, under APNAP, whether its controller declines it as it resolves.
pub(crate) fn link_line(l: &Link, lang: Lang) -> String {
    let effect = effect_label(&l.id, l.player, l.mandatory, lang);
    match l.tier {
        Some(t) => tr(
            lang,
            "phase-chain-link-tier",
            fargs![n = l.number, effect = effect, tier = t as i64],
        ),
        None if l.declines => tr(
            lang,
            "phase-chain-link-apnap-declines",
            fargs![n = l.number, effect = effect],
        ),
        None => tr(
            lang,
            "phase-chain-link-apnap",
            fargs![n = l.number, effect = effect],
        ),
    }
}

/// Writes the explanation of a chain, line by line.
pub(crate) fn write_chain_text(chain: &Chain, lang: Lang, out: &mut dyn Lines) -> io::Result<()> {
    let tiers = chain.rules == ChainRules::Tiers;
    out.line(&if tiers {
        tr(lang, "phase-chain-title-tiers", &[])
    } else {
        tr(lang, "phase-chain-title-apnap", &[])
    })?;
    out.line(&if tiers {
        tr(lang, "phase-chain-links-intro", &[])
    } else {
        tr(lang, "phase-chain-links-intro-apnap", &[])
    })?;
    out.line("")?;
    for l in &chain.links {
        out.line(&link_line(l, lang))?;
    }
    for d in &chain.declined {
        let effect = effect_label(&d.id, d.player, d.mandatory, lang);
        out.line(&tr(lang, "phase-chain-declined", fargs![effect = effect]))?;
    }
    out.line("")?;
    match chain.links.last() {
        None => out.line(&tr(lang, "phase-chain-empty", &[]))?,
        Some(last) => {
            let order = resolution_ids(chain, lang);
            let list = join(order.iter().map(String::as_str));
            out.line(&if tiers {
                tr(lang, "phase-chain-resolves", fargs![list = list])
            } else {
                tr(lang, "phase-chain-resolves-apnap", fargs![list = list])
            })?;
            out.line(&if tiers {
                tr(
                    lang,
                    "phase-chain-first",
                    fargs![
                        n = last.number,
                        id = last.id.as_str(),
                        owner = last.player.letter(),
                        responder = last.player.other().letter()
                    ],
                )
            } else {
                tr(lang, "phase-chain-first-apnap", &[])
            })?;
        }
    }
    if tiers {
        out.line(&tr(lang, "phase-chain-note-tiers", &[]))?;
    } else if let Some(note) = apnap_note(chain, lang) {
        out.line(&note)?;
    }
    out.line(&tr(
        lang,
        "phase-text-trace",
        fargs![line = chain_line(chain, lang)],
    ))
}

/// Whose abilities resolve first under APNAP, said only of a player who has some waiting.
fn apnap_note(chain: &Chain, lang: Lang) -> Option<String> {
    let who = match (chain.has_links_of(Player::A), chain.has_links_of(Player::P)) {
        (true, true) => "both",
        (true, false) => "A",
        (false, true) => "P",
        (false, false) => return None,
    };
    Some(tr(lang, "phase-chain-note-apnap", fargs![who = who]))
}
