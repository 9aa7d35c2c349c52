//! A phase procedure being played: the situation, each player's pending effects, the legal
//! choices and the trace (the phase sandbox and practice problems played decision by decision).

use ratatui::text::Line;

use crate::fargs;
use crate::i18n::{Arg, Lang, tr};
use crate::phase::procedure::Procedure;
use crate::ui::theme::Theme;
use crate::words::phase::errors::halt_message;

/// The phase sandbox: the procedure state machine, driven by the user for either player.
#[derive(Clone, Debug)]
pub struct PhaseBox {
    /// The scenario's file name.
    pub(crate) name: String,
    /// The procedure, or why there is none (a chain scenario, a load error).
    pub procedure: Result<Procedure, String>,
    /// The legal choice selected.
    pub cursor: usize,
}

/// Where `p` waits for a decision, as a message's arguments: the round, the step and the player
/// who decides (`$round`, `$step`, `$player`).
pub(crate) fn place_args(p: &Procedure) -> Vec<(&'static str, Arg)> {
    let player = p.current_player().map_or("", |pl| pl.letter());
    vec![
        ("round", Arg::from(p.round() as usize)),
        ("step", Arg::from(p.step().number() as usize)),
        ("player", Arg::from(player)),
    ]
}

/// The phase sandbox's lines: the situation, each player's pending effects, the legal choices
/// and the trace line.
pub(crate) fn lines(lang: Lang, pb: &PhaseBox, th: &Theme) -> Vec<Line<'static>> {
    use crate::phase::procedure::Status;
    let proc = match &pb.procedure {
        Ok(p) => p,
        Err(e) => return vec![Line::styled(e.clone(), th.bad)],
    };
    let mut out = Vec::new();
    let player = |p: crate::phase::scenario::Player| p.letter().to_string();
    out.push(Line::styled(
        match proc.status() {
            Status::Deciding => tr(lang, "ui-phase-deciding", &place_args(proc)),
            Status::Finished => tr(lang, "ui-phase-finished", &[]),
            Status::Halted(h) => tr(lang, "ui-phase-halted", fargs![why = halt_message(h, lang)]),
        },
        th.accent,
    ));
    for p in [
        crate::phase::scenario::Player::A,
        crate::phase::scenario::Player::P,
    ] {
        let list: Vec<String> = proc
            .pending()
            .filter(|e| e.player == p)
            .map(|e| {
                let kind = if e.mandatory {
                    "ui-phase-mandatory"
                } else {
                    "ui-phase-optional"
                };
                format!("{} ({})", e.id, tr(lang, kind, &[]))
            })
            .collect();
        let list = if list.is_empty() {
            tr(lang, "value-none", &[])
        } else {
            list.join(", ")
        };
        out.push(Line::raw(tr(
            lang,
            "ui-phase-pending",
            fargs![player = player(p), list = list],
        )));
    }
    let choices = proc.legal_choices();
    if !choices.is_empty() {
        out.push(Line::raw(""));
        out.push(Line::styled(tr(lang, "ui-phase-choices", &[]), th.title));
        for (i, d) in choices.iter().enumerate() {
            let text = match d {
                crate::phase::scenario::Decision::Pass => tr(lang, "ui-phase-pass", &[]),
                crate::phase::scenario::Decision::Resolve(id) => {
                    tr(lang, "ui-phase-resolve", fargs![id = id])
                }
            };
            out.push(if i == pb.cursor {
                Line::styled(format!("› {text}"), th.selected)
            } else {
                Line::raw(format!("  {text}"))
            });
        }
    }
    out.push(Line::raw(""));
    out.push(Line::styled(tr(lang, "ui-phase-trace", &[]), th.title));
    out.push(Line::raw(crate::words::phase::trace_words(
        &proc.trace_line(),
        lang,
    )));
    if !proc.resolved().is_empty() {
        out.push(Line::raw(tr(
            lang,
            "ui-phase-resolved",
            fargs![list = proc.resolved().join(", ")],
        )));
    }
    if proc.is_over() {
        let lapsed = proc.lapsed();
        if !lapsed.is_empty() {
            out.push(Line::raw(tr(
                lang,
                "ui-phase-lapsed",
                fargs![list = lapsed.join(", ")],
            )));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phase::scenario::Decision;
    use crate::phase::scenario::PhaseScenario;

    /// A procedure stopped by its loop guard: what the widget says of it is worded for the
    /// reader, in either language, never the engine's own notation.
    #[test]
    fn a_halted_procedure_is_said_in_words() {
        let text = r#"PhaseScenario(format_version: 1,
            effects: [(id: "m1", player: P, mandatory: true, on_resolve: [Renew])])"#;
        let scenario: PhaseScenario =
            crate::content::ron_file::parse(std::path::Path::new("loop.ron"), text)
                .expect("it reads");
        let mut p = Procedure::from_scenario(&scenario).expect("it starts");
        while p
            .choose(p.default_choice().unwrap_or(Decision::Pass))
            .is_ok()
        {}
        let pb = PhaseBox {
            name: "loop.ron".into(),
            procedure: Ok(p),
            cursor: 0,
        };
        let th = Theme::of(crate::ui::ThemeKind::Dark);
        for lang in [Lang::En, Lang::Fr] {
            let first: String = lines(lang, &pb, &th)[0]
                .spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect();
            assert!(!first.contains("LoopGuard"), "{first}");
            assert!(first.contains("100"), "{first}");
        }
    }
}
