//! Drills name the misconception behind a wrong answer: the engine re-solves the drill's board
//! under each switch, and a wrong answer equal to a switch's result names it, in the drill
//! command's feedback too.

use std::io::Cursor;

use layerlab::cli::LangArg;
use layerlab::cli::drill_cmd::{DrillArgs, run_with};
use layerlab::drill::diagnosis::{found, misconceptions};
use layerlab::drill::srs::FixedClock;
use layerlab::drill::{Answer, Concept, Drills, Problem, Question, Setup};
use layerlab::i18n::Lang;
use layerlab::rules::misconception::{Asked, Misconception, Reading};
use layerlab::words::misconception::{answer_under, sentence};

/// A wrong P/T answer that `m` gives on `p`'s board, if `m` changes the answer.
fn wrong_pt(p: &Problem, m: Misconception) -> Option<String> {
    let (Setup::Layers { game, .. }, Question::PT { object }) = (&p.setup, &p.question) else {
        return None;
    };
    let obj = game.lookup(object)?;
    match answer_under(game, obj, Asked::PowerToughness, m)? {
        Reading::PT(Some((pw, t))) if p.expected != Answer::PT(pw, t) => Some(format!("{pw}/{t}")),
        _ => None,
    }
}

/// Over many seeds of a template, every wrong answer a switch gives names that switch.
fn named_on(template: &str, m: Misconception) -> usize {
    let d = Drills::embedded().unwrap();
    let mut n = 0;
    for seed in 0..40 {
        let Ok(p) = d.problem(template, seed) else {
            continue;
        };
        if let Some(input) = wrong_pt(&p, m) {
            let found = misconceptions(&p, &input);
            assert!(
                found.contains(&m),
                "{template}#{seed}: {input} gave {found:?}"
            );
            // The right answer names nothing.
            assert!(misconceptions(&p, &p.expected_text(Lang::En)).is_empty());
            n += 1;
        }
    }
    n
}

#[test]
fn locked_or_dynamic_drills_name_both_directions() {
    assert!(named_on("locked-or-dynamic", Misconception::SpellDynamic) > 0);
    assert!(named_on("locked-or-dynamic", Misconception::StaticLocked) > 0);
}

#[test]
fn counters_and_setters_drills_name_counters_before_setting() {
    assert!(named_on("counters-and-setters", Misconception::CountersBeforeSetting) > 0);
}

/// `layerlab drill` prints the sentence after a wrong answer that a misconception gives.
#[test]
fn the_drill_command_names_the_misconception() {
    let d = Drills::embedded().unwrap();
    let pool = d.of_concept(Some(Concept::LockedVsDynamic));
    let (seed, input, found) = (0..60)
        .find_map(|seed| {
            let p = d.session_problem(&pool, seed, 0).ok()?;
            [Misconception::SpellDynamic, Misconception::StaticLocked]
                .into_iter()
                .find_map(|m| {
                    let input = wrong_pt(&p, m)?;
                    // The sentence says which way the set moved: the one the diagnosis gives.
                    let f = found(&p, &input)
                        .into_iter()
                        .find(|f| f.misconception == m)?;
                    Some((seed, input, f))
                })
        })
        .expect("a seed whose first problem a switch answers wrongly");
    for (lang_arg, lang) in [(LangArg::En, Lang::En), (LangArg::Fr, Lang::Fr)] {
        let args = DrillArgs {
            seed: Some(seed),
            concept: Some(Concept::LockedVsDynamic.key().to_string()),
            lang: Some(lang_arg),
            count: 1,
            exam: None,
            progress: None,
        };
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = run_with(
            &args,
            &mut Cursor::new(format!("{input}\n").into_bytes()),
            &mut out,
            &mut err,
            &FixedClock(1_800_000_000),
        );
        let out = String::from_utf8(out).unwrap();
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        assert!(out.contains(&sentence(&found, lang)), "{out}");
    }
}
