//! The non-triviality tests can fail: boards where the concept does not decide the answer are
//! rejected (the moon before Urborg, no counters, a chain APNAP orders the same way...).

use std::path::Path;

use layerlab::content::scenario::{self, ActionSpec};
use layerlab::drill::{self, Drills, Problem, Setup};
use layerlab::rules::solve::{SolveOptions, solve};

/// The problem with its scenario changed by `f` and played again.
fn replayed(d: &Drills, p: &Problem, f: impl FnOnce(&mut Vec<ActionSpec>)) -> Problem {
    let Setup::Layers { scenario, .. } = &p.setup else {
        panic!("a layer problem")
    };
    let mut s = scenario.clone();
    f(&mut s.actions);
    let loaded = scenario::build(Path::new("t"), "", s.clone(), &d.catalogue).unwrap();
    let solution = solve(&loaded.game, &SolveOptions::traced());
    Problem {
        setup: Setup::Layers {
            scenario: s,
            game: loaded.game,
            solution,
        },
        ..p.clone()
    }
}

#[test]
fn dependency_in_timestamp_order_is_rejected() {
    let d = Drills::embedded().unwrap();
    let t = d.template("dependency-land-types").unwrap();
    let mut rejected = 0;
    for seed in 0..20 {
        let p = drill::generate(t, seed, &d.catalogue).unwrap();
        assert!(drill::is_nontrivial(t, &p, &d.catalogue));
        // Swap the adder and the moon (the last two actions): timestamps now agree with
        // dependency, so the concept no longer decides anything.
        let q = replayed(&d, &p, |a| {
            let n = a.len();
            a.swap(n - 2, n - 1);
        });
        if !drill::is_nontrivial(t, &q, &d.catalogue) {
            rejected += 1;
        }
    }
    assert_eq!(rejected, 20);
}

#[test]
fn without_counters_there_is_nothing_to_test() {
    let d = Drills::embedded().unwrap();
    let t = d.template("counters-and-setters").unwrap();
    let p = drill::generate(t, 3, &d.catalogue).unwrap();
    let q = replayed(&d, &p, |a| {
        a.retain(|x| !matches!(x, ActionSpec::Counters { .. }))
    });
    assert!(!drill::is_nontrivial(t, &q, &d.catalogue));
}

#[test]
fn a_chain_apnap_orders_alike_is_rejected() {
    let d = Drills::embedded().unwrap();
    let t = d.template("chain-order").unwrap();
    let p = drill::generate(t, 1, &d.catalogue).unwrap();
    let Setup::Chain { scenario, .. } = &p.setup else {
        panic!()
    };
    let mut s = scenario.clone();
    for e in &mut s.effects {
        e.mandatory = true;
    }
    s.effects.sort_by_key(|e| e.player);
    let chain = layerlab::phase::chain::from_scenario(&s);
    let q = Problem {
        setup: Setup::Chain { scenario: s, chain },
        ..p.clone()
    };
    assert!(!drill::is_nontrivial(t, &q, &d.catalogue));
}

/// A practice problem's worked answer is never the answer alone: a layer problem lists the
/// steps that decide it, numbered from 1 without gaps, or says why no step does.
#[test]
fn a_worked_answer_is_never_just_the_answer() {
    use layerlab::drill::text::explanation;
    use layerlab::i18n::Lang;
    let d = Drills::embedded().unwrap();
    let mut layer_problems = 0;
    for t in &d.templates {
        for seed in 0..6 {
            let Ok(p) = drill::generate(t, seed, &d.catalogue) else {
                continue;
            };
            for lang in [Lang::En, Lang::Fr] {
                let lines = explanation(&p, lang);
                assert!(lines.len() > 1, "{}#{seed}: only {lines:?}", t.id);
                if matches!(p.setup, Setup::Layers { .. }) {
                    layer_problems += 1;
                    let numbers: Vec<usize> = lines
                        .iter()
                        .filter_map(|l| l.split_once(". [").map(|(n, _)| n))
                        .filter_map(|n| n.parse().ok())
                        .collect();
                    let expected: Vec<usize> = (1..=numbers.len()).collect();
                    assert_eq!(numbers, expected, "{}#{seed}: {lines:#?}", t.id);
                }
            }
        }
    }
    assert!(layer_problems > 50, "{layer_problems}");
}
