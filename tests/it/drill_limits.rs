//! Drill templates and mock exams can't freeze practice: a template whose board would be too
//! large, or an exam of too many problems, is refused before anything is drawn.

use layerlab::drill::exam::{Exam, Level};
use layerlab::drill::{Drills, GenError, Template, generate};
use layerlab::i18n::Lang;

use crate::common;
use common::within;

fn template(board: (usize, usize)) -> Template {
    let drills = Drills::embedded().expect("embedded drills");
    let mut t = drills
        .template("counters-and-setters")
        .expect("a shipped template")
        .clone();
    t.id = "huge".into();
    t.board = board;
    t
}

#[test]
fn a_template_asking_for_a_huge_board_is_refused_at_once() {
    let drills = Drills::embedded().expect("embedded drills");
    let catalogue = drills.catalogue.clone();
    let t = template((0, 1_000_000));
    let e = within(10, move || generate(&t, 7, &catalogue)).unwrap_err();
    let GenError::Limit(p) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(p.id, "drill-limit-board");
    let en = p.message(Lang::En);
    assert!(
        en.contains("\"huge\"") && en.contains("1000000") && en.contains("100"),
        "{en}"
    );
    assert!(
        p.message(Lang::Fr).contains("modèle"),
        "{}",
        p.message(Lang::Fr)
    );
    assert_eq!(e.to_string(), en);
    // The least count is held to the cap as well.
    let t = template((usize::MAX, 1));
    assert!(matches!(
        generate(&t, 7, &drills.catalogue),
        Err(GenError::Limit(_))
    ));
    // At the cap, boards are still drawn.
    let t = template((2, 100));
    assert!(generate(&t, 7, &drills.catalogue).is_ok());
}

#[test]
fn a_mock_exam_has_a_cap_on_its_problems() {
    let drills = Drills::embedded().expect("embedded drills");
    let e = within(10, move || {
        Exam::new(&drills, Level::L1, usize::MAX, 1, 0).map(|x| x.problems.len())
    })
    .unwrap_err();
    let GenError::Limit(p) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(p.id, "drill-limit-exam");
}
