//! Every drill template generates 200 distinct, valid, non-trivial problems from 200 seeds, each
//! answered by the engine; generation is reproducible from the seed. (How fast: benches/drill.rs.)

use std::collections::HashSet;

use layerlab::drill::{self, Answer, Concept, Drills, Problem, Question, Setup};
use layerlab::i18n::Lang;

fn drills() -> Drills {
    Drills::embedded().expect("the embedded templates load")
}

/// What makes two problems the same: the board and the question.
fn fingerprint(p: &Problem) -> String {
    let board = match &p.setup {
        Setup::Layers { scenario, .. } => {
            format!("{:?}", scenario.actions) + &format!("{:?}", scenario.players)
        }
        Setup::Phase {
            scenario, eager, ..
        } => format!("{:?}{eager:?}", scenario.effects),
        Setup::Chain { scenario, .. } => format!("{:?}", scenario.effects),
    };
    format!("{board}|{:?}", p.question)
}

#[test]
fn at_least_twelve_templates_cover_every_concept() {
    let d = drills();
    // A concept no template draws is one the lessons alone ask about.
    for c in Concept::ALL {
        assert_eq!(
            Concept::DRILLED.contains(&c),
            d.templates.iter().any(|t| t.concept == c),
            "{c:?}"
        );
    }
    assert!(d.templates.len() >= 12, "{}", d.templates.len());
    for c in Concept::DRILLED {
        assert!(
            d.templates.iter().any(|t| t.concept == c),
            "no template for {c:?}"
        );
    }
}

#[test]
fn every_template_gives_200_distinct_valid_nontrivial_problems() {
    let d = drills();
    let mut report: Vec<String> = Vec::new();
    for t in &d.templates {
        let mut seen = HashSet::new();
        for seed in 0..200u64 {
            let p = drill::generate(t, seed, &d.catalogue)
                .unwrap_or_else(|e| panic!("{}: seed {seed}: {e}", t.id));
            assert_eq!(p.template, t.id);
            assert_eq!(p.concept, t.concept);
            assert!(
                drill::is_nontrivial(t, &p, &d.catalogue),
                "{} seed {seed}",
                t.id
            );
            // The engine's answer is the expected one, and it reads back as right.
            match (&p.question, &p.expected) {
                (Question::PT { .. }, Answer::PT(..))
                | (Question::Pick { .. }, Answer::Set(_))
                | (Question::Layer { .. }, Answer::Layer(_))
                | (Question::Resolution { .. }, Answer::Order(_))
                | (Question::Steps { .. }, Answer::Steps(_)) => {}
                other => panic!("{} seed {seed}: answer of the wrong form {other:?}", t.id),
            }
            for lang in Lang::ALL {
                let typed = p.expected_text(lang);
                assert_eq!(
                    p.check(&typed),
                    Ok(true),
                    "{} seed {seed} {lang}: {typed:?}",
                    t.id
                );
            }
            seen.insert(fingerprint(&p));
        }
        if seen.len() != 200 {
            report.push(format!("{}: only {} distinct problems", t.id, seen.len()));
        }
    }
    assert!(report.is_empty(), "{report:#?}");
}

#[test]
fn the_same_seed_gives_the_same_problem() {
    let d = drills();
    for t in &d.templates {
        for seed in [0u64, 42, 9_999_999_999] {
            let a = drill::generate(t, seed, &d.catalogue).unwrap();
            let b = drill::generate(t, seed, &d.catalogue).unwrap();
            assert_eq!(fingerprint(&a), fingerprint(&b), "{}", t.id);
            assert_eq!(a.expected, b.expected);
            assert_eq!(
                layerlab::drill::text::prompt(&a, Lang::Fr, &d.catalogue),
                layerlab::drill::text::prompt(&b, Lang::Fr, &d.catalogue)
            );
        }
    }
}
