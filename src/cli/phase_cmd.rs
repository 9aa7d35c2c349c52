//! `layerlab phase FILE [--format trace|text|json] [--lang en|fr]`: runs a phase or chain
//! scenario and prints its trace, its explanation or its JSON.
//!
//! Exit codes: 0 when all went well, [`EXIT_EXPECT_FAILED`] when the
//! trace is not the scenario's `expect`, [`EXIT_BAD_INPUT`] for an
//! unreadable or invalid file, an illegal decision or a tripped loop guard,
//! [`EXIT_OUTPUT_FAILED`](super::output::EXIT_OUTPUT_FAILED) when the output cannot be written.

use std::io;

use super::output::{Out, error_line, finish};
use super::{EXIT_BAD_INPUT, EXIT_EXPECT_FAILED, PhaseArgs, PhaseFormat};
use crate::content::phase_file as load;
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::json::{ChainReport, PhaseReport};
use crate::phase::outcome::{self, Outcome};
use crate::words::one_line;
use crate::words::phase::OutcomeWords as _;
use crate::words::phase::{Lines, errors};

/// The command's output as the lines of a text report.
struct OutLines<'a>(&'a mut Out);

impl Lines for OutLines<'_> {
    fn line(&mut self, text: &str) -> io::Result<()> {
        self.0.line(text)
    }
}

/// Writes the JSON report of `outcome`, serialised straight into the output.
pub fn write_json<W: io::Write>(
    out: &mut Out<W>,
    outcome: &Outcome,
    expect: Option<&str>,
) -> io::Result<()> {
    let trace = outcome.trace_line();
    let expect_met = outcome.expect_met(expect);
    match outcome {
        Outcome::Phase(r) => super::json::write_pretty(
            out.raw(),
            &PhaseReport {
                procedure: &r.procedure,
                trace: &trace,
                expect,
                expect_met,
            },
        ),
        Outcome::Chain(c) => super::json::write_pretty(
            out.raw(),
            &ChainReport {
                chain: c,
                trace: &trace,
                expect,
                expect_met,
            },
        ),
    }
}

/// Runs the command; returns the exit code.
pub fn run(args: &PhaseArgs) -> u8 {
    let lang = super::command_lang(args.lang);
    let scenario = match load::load(&args.file, lang) {
        Ok(s) => s,
        Err(e) => return fail(&e.render(lang), lang),
    };
    let outcome = match outcome::run(&scenario) {
        Ok(o) => o,
        Err(e) => {
            let path = one_line(&args.file.display().to_string()).into_owned();
            let message = errors::script_error_message(&e, lang);
            return fail(&format!("{path}: {message}"), lang);
        }
    };
    let expect = scenario.expect();
    if args.format != PhaseFormat::Trace
        && let Err(e) = outcome.check_report_size()
    {
        let path = one_line(&args.file.display().to_string()).into_owned();
        return fail(&format!("{path}: {}", e.message(lang)), lang);
    }
    let mut out = Out::stdout();
    let written = match args.format {
        PhaseFormat::Trace => out.text(&outcome.trace_output()),
        PhaseFormat::Text => outcome.write_text(lang, &mut OutLines(&mut out)),
        PhaseFormat::Json => write_json(&mut out, &outcome, expect),
    };
    let written = written.and_then(|()| out.flush());
    // The report is written before the warnings and the verdict, as a terminal shows them.
    warn_unused(&outcome, lang);
    let code = if outcome.meets(expect) {
        0
    } else {
        let got = outcome.trace_line();
        error_line(&tr(lang, "phase-expect-failed", &[]));
        error_line(&format!(
            "  {}",
            tr(
                lang,
                "phase-expect-expected",
                fargs![line = one_line(expect.unwrap_or("")).into_owned()]
            )
        ));
        error_line(&format!(
            "  {}",
            tr(
                lang,
                "phase-expect-got",
                fargs![line = one_line(&got).into_owned()]
            )
        ));
        if let Some((expected, came)) = expect.and_then(|e| first_difference(e, &got)) {
            error_line(&format!(
                "  {}",
                tr(
                    lang,
                    "phase-expect-difference",
                    fargs![
                        expected = one_line(&expected).into_owned(),
                        got = one_line(&came).into_owned()
                    ]
                )
            ));
        }
        EXIT_EXPECT_FAILED
    };
    finish(written, code, lang)
}

/// The first segment (round, or part of a chain line) where `expected` and `got` differ;
/// `-` stands for a missing segment.
fn first_difference(expected: &str, got: &str) -> Option<(String, String)> {
    let segments = |s: &str| -> Vec<String> {
        s.split(['·', '|'])
            .map(|seg| seg.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let (e, g) = (segments(expected), segments(got));
    (0..e.len().max(g.len())).find_map(|i| {
        let a = e.get(i).cloned().unwrap_or_else(|| "-".into());
        let b = g.get(i).cloned().unwrap_or_else(|| "-".into());
        (a != b).then_some((a, b))
    })
}

/// Prints a bad-input error and returns its exit code.
fn fail(detail: &str, lang: Lang) -> u8 {
    error_line(&tr(lang, "phase-error", fargs![detail = detail]));
    EXIT_BAD_INPUT
}

/// Warns about scripted decisions the procedure never asked for.
fn warn_unused(outcome: &Outcome, lang: Lang) {
    if let Outcome::Phase(run) = outcome {
        for (player, rest) in &run.unused {
            error_line(&errors::unused_message(*player, rest, lang));
        }
    }
}
