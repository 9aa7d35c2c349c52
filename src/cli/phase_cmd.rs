//! `layerlab phase FILE [--format trace|text|json] [--lang en|fr]`: runs a phase or chain
//! scenario and prints its trace, its explanation or its JSON.
//!
//! Exit codes: 0 when all went well, [`EXIT_EXPECT_FAILED`] when the
//! trace is not the scenario's `expect`, [`EXIT_BAD_INPUT`] for an
//! unreadable or invalid file, an illegal decision or a tripped loop guard.

use super::{EXIT_BAD_INPUT, EXIT_EXPECT_FAILED, PhaseArgs, PhaseFormat};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::outcome::{self, Outcome};
use crate::phase::{errors, load};

/// Runs the command; returns the exit code.
pub fn run(args: &PhaseArgs) -> u8 {
    let lang = Lang::from(args.lang);
    let scenario = match load::load(&args.file, lang) {
        Ok(s) => s,
        Err(e) => return fail(&e.to_string(), lang),
    };
    let outcome = match outcome::run(&scenario) {
        Ok(o) => o,
        Err(e) => {
            let path = args.file.display();
            let message = errors::script_error_message(&e, lang);
            return fail(&format!("{path}: {message}"), lang);
        }
    };
    let expect = scenario.expect();
    let out = match args.format {
        PhaseFormat::Trace => outcome.trace_output(),
        PhaseFormat::Text => outcome.text(lang),
        PhaseFormat::Json => match serde_json::to_string_pretty(&outcome.json(expect)) {
            Ok(s) => s + "\n",
            Err(e) => return fail(&e.to_string(), lang),
        },
    };
    print!("{out}");
    warn_unused(&outcome, lang);
    if outcome.meets(expect) {
        0
    } else {
        let got = outcome.trace_line();
        eprintln!("{}", tr(lang, "phase-expect-failed", &[]));
        eprintln!(
            "  {}",
            tr(
                lang,
                "phase-expect-expected",
                fargs![line = expect.unwrap_or("")]
            )
        );
        eprintln!(
            "  {}",
            tr(lang, "phase-expect-got", fargs![line = got.as_str()])
        );
        if let Some((expected, came)) = expect.and_then(|e| first_difference(e, &got)) {
            eprintln!(
                "  {}",
                tr(
                    lang,
                    "phase-expect-difference",
                    fargs![expected = expected, got = came]
                )
            );
        }
        EXIT_EXPECT_FAILED
    }
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
    eprintln!("{}", tr(lang, "phase-error", fargs![detail = detail]));
    EXIT_BAD_INPUT
}

/// Warns about scripted decisions the procedure never asked for.
fn warn_unused(outcome: &Outcome, lang: Lang) {
    if let Outcome::Phase(run) = outcome {
        for (player, rest) in &run.unused {
            eprintln!("{}", errors::unused_message(*player, rest, lang));
        }
    }
}
