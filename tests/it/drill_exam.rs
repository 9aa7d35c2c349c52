//! Mock exams: weighted draws (level 1: layer 7 only), the time limit, scoring against the
//! pass mark, the per-concept report.

use layerlab::drill::exam::{Exam, Level, Outcome};
use layerlab::drill::{Concept, Drills};

const NOW: u64 = 1_000_000;

#[test]
fn level_one_is_layer_seven_only() {
    let d = Drills::embedded().unwrap();
    let e = Exam::new(&d, Level::L1, 12, 3, NOW).unwrap();
    assert_eq!(e.problems.len(), 12);
    for p in &e.problems {
        let t = d.template(&p.template).unwrap();
        assert!(t.exam.l1 > 0, "{}", t.id);
        // Every level-1 question is about power and toughness or a sublayer of layer 7.
        assert!(
            matches!(
                p.question,
                layerlab::drill::Question::PT { .. } | layerlab::drill::Question::Layer { .. }
            ),
            "{:?}",
            p.question
        );
        assert!(
            matches!(
                p.concept,
                Concept::Layer7 | Concept::CdaVsSetting | Concept::Timestamps
            ),
            "{:?}",
            p.concept
        );
    }
    assert_eq!(e.limit, 12 * Level::L1.seconds_per_problem());
}

#[test]
fn level_two_spans_the_layers() {
    let d = Drills::embedded().unwrap();
    let e = Exam::new(&d, Level::L2, 40, 11, NOW).unwrap();
    let concepts: std::collections::BTreeSet<Concept> =
        e.problems.iter().map(|p| p.concept).collect();
    assert!(concepts.len() >= 6, "{concepts:?}");
    assert!(concepts.contains(&Concept::DependencyType));
}

#[test]
fn scoring_pass_mark_and_report() {
    let d = Drills::embedded().unwrap();
    let mut e = Exam::new(&d, Level::L2, 5, 7, NOW).unwrap();
    let answers: Vec<String> = e
        .problems
        .iter()
        .map(|p| p.expected_text(layerlab::i18n::Lang::En))
        .collect();
    for (i, a) in answers.iter().enumerate().take(4) {
        assert_eq!(e.answer(i, a, NOW + 10), Outcome::Right);
    }
    assert_eq!(
        e.answer(0, &answers[0], NOW + 11),
        Outcome::Ignored,
        "answered once"
    );
    assert_eq!(e.answer(4, "gibberish", NOW + 12), Outcome::Wrong);
    let r = e.report();
    assert_eq!((r.right, r.total, r.percent), (4, 5, 80));
    assert_eq!(r.pass_mark, 80);
    assert!(r.passed);
    let sum: usize = r.per_concept.values().map(|(_, n)| n).sum();
    assert_eq!(sum, 5);
    let right: usize = r.per_concept.values().map(|(ok, _)| ok).sum();
    assert_eq!(right, 4);
}

#[test]
fn late_answers_do_not_count_and_unanswered_ones_are_wrong() {
    let d = Drills::embedded().unwrap();
    let mut e = Exam::new(&d, Level::L1, 3, 5, NOW).unwrap();
    let a = e.problems[0].expected_text(layerlab::i18n::Lang::Fr);
    assert_eq!(e.remaining(NOW + 30), e.limit - 30);
    assert_eq!(e.answer(0, &a, e.deadline() + 1), Outcome::TooLate);
    assert_eq!(e.remaining(e.deadline() + 5), 0);
    let r = e.report();
    assert_eq!((r.right, r.total, r.percent), (0, 3, 0));
    assert!(!r.passed);
}

#[test]
fn a_question_key_gives_its_problem_back() {
    let d = Drills::embedded().unwrap();
    let p = d.problem("control", 123).unwrap();
    assert_eq!(p.key(), "control#123");
    let q = d.problem_by_key(&p.key()).unwrap();
    assert_eq!(q.expected, p.expected);
    assert!(d.problem_by_key("control").is_err());
    assert!(d.problem_by_key("nope#1").is_err());
    assert!(d.problem_by_key("control#x").is_err());
}
