//! The diagnosis checked from outside, on boards of `tests/fixtures/misreadings/` that no
//! lesson or drill shows: what each misreading answers there, and the exact set of misreadings
//! a wrong answer names.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::lesson::Ask;
use layerlab::content::scenario::{Loaded, load_file};
use layerlab::content::source::ContentSource;
use layerlab::drill::answer::{Form, parse_answer};
use layerlab::drill::diagnosis::{found, misconceptions, opt_key};
use layerlab::drill::{Answer, Concept, Opt, Problem, Question, pick_problem};
use layerlab::i18n::{Lang, tr};
use layerlab::rules::misconception::{Asked, Misconception, Reading, SetMove};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::misconception::{answer_under, diagnose, feedback_lines, read, sentence};

fn fixture(name: &str) -> Loaded {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/misreadings")
        .join(name);
    let (course, _) = Course::load(ContentSource::embedded());
    load_file(&path, &course.catalogue).unwrap_or_else(|e| panic!("{e}"))
}

fn options(p: &Problem) -> &[Opt] {
    match &p.question {
        Question::Pick { options, .. } => options,
        q => panic!("not a list: {q:?}"),
    }
}

/// The number (1-based) the list gives an ability, by its English text.
fn number(p: &Problem, en: &str) -> usize {
    options(p)
        .iter()
        .position(|o| matches!(o, Opt::Ability { en: e, .. } if e == en))
        .unwrap_or_else(|| panic!("{en} is not offered: {:?}", options(p)))
        + 1
}

fn keys(items: &[&str]) -> Reading {
    Reading::Keys(items.iter().map(|s| s.to_string()).collect())
}

fn pt(p: i32, t: i32) -> Reading {
    Reading::PT(Some((p, t)))
}

/// A board, an object, what is asked, the rules' answer, what each misreading that changes it
/// answers (every misreading not listed answers as the rules do), and for each wrong answer,
/// the exact set of misreadings its diagnosis names.
struct Case {
    board: &'static str,
    object: &'static str,
    asked: Asked,
    rules: Reading,
    under: Vec<(Misconception, Reading)>,
    names: Vec<(Reading, Vec<Misconception>)>,
}

/// A case on the plains of `board`, where each misreading of `by` gives the one wrong answer
/// `wrong` and its diagnosis names exactly them.
fn one_wrong(
    board: &'static str,
    asked: Asked,
    rules: Reading,
    wrong: Reading,
    by: Vec<Misconception>,
) -> Case {
    Case {
        board,
        object: "plains",
        asked,
        rules,
        under: by.iter().map(|&m| (m, wrong.clone())).collect(),
        names: vec![(wrong, by)],
    }
}

fn cases() -> Vec<Case> {
    use Misconception::*;
    vec![
        // Public Execution's -2/-0 stays on the Merfolk that left its controller (611.2c); the
        // Curse leaves it (611.3a). Each effect in full by timestamp, or the Curse's set fixed
        // as it began: the Curse's -1/-1 too (-2/0). The spell's set following the board: the
        // Merfolk escapes both (1/1).
        Case {
            board: "sets-left-and-joined.ron",
            object: "merfolk",
            asked: Asked::PowerToughness,
            rules: pt(-1, 1),
            under: vec![
                (LastWinsAcrossLayers, pt(-2, 0)),
                (SpellDynamic, pt(1, 1)),
                (StaticLocked, pt(-2, 0)),
            ],
            names: vec![
                (pt(-2, 0), vec![LastWinsAcrossLayers, StaticLocked]),
                (pt(1, 1), vec![SpellDynamic]),
                // A wrong answer no misreading gives names none.
                (pt(0, 0), vec![]),
            ],
        },
        // The Wurm joined both filters: the Curse reaches it (5/3), the spell does not. The
        // spell's set following the board: 3/3; the Curse's set fixed: 6/4.
        Case {
            board: "sets-left-and-joined.ron",
            object: "wurm",
            asked: Asked::PowerToughness,
            rules: pt(5, 3),
            under: vec![(SpellDynamic, pt(3, 3)), (StaticLocked, pt(6, 4))],
            names: vec![
                (pt(3, 3), vec![SpellDynamic]),
                (pt(6, 4), vec![StaticLocked]),
            ],
        },
        // Urborg, then Blood Moon: Blood Moon applies first by dependency (613.8a) and
        // Urborg's effect no longer exists. Timestamps alone, each effect in full, or Urborg's
        // effect applying once its ability is gone: the Plains is a Swamp too.
        one_wrong(
            "urborg-then-moon.ron",
            Asked::Subtypes,
            keys(&["Plains"]),
            keys(&["Plains", "Swamp"]),
            vec![TimestampOnly, LastWinsAcrossLayers, RemovedStillApplies],
        ),
        one_wrong(
            "urborg-then-moon.ron",
            Asked::Abilities,
            keys(&["{T}: Add {W}."]),
            keys(&["{T}: Add {B}.", "{T}: Add {W}."]),
            vec![TimestampOnly, LastWinsAcrossLayers, RemovedStillApplies],
        ),
        // Blood Moon, then Urborg: the newest-wins answer (Urborg's effect applying after
        // Blood Moon took its ability) is the new misreading's alone.
        one_wrong(
            "moon-then-urborg.ron",
            Asked::Subtypes,
            keys(&["Plains"]),
            keys(&["Plains", "Swamp"]),
            vec![RemovedStillApplies],
        ),
        one_wrong(
            "moon-then-urborg.ron",
            Asked::Abilities,
            keys(&["{T}: Add {W}."]),
            keys(&["{T}: Add {B}.", "{T}: Add {W}."]),
            vec![RemovedStillApplies],
        ),
        // Godhead of Awe, Lignify, then Act of Treason on Godhead: no new timestamp (613.7),
        // Lignify still wins (0/4); restamping Godhead gives 1/1.
        Case {
            board: "control-no-restamp.ron",
            object: "bears",
            asked: Asked::PowerToughness,
            rules: pt(0, 4),
            under: vec![(ControlRestamps, pt(1, 1))],
            names: vec![(pt(1, 1), vec![ControlRestamps])],
        },
    ]
}

#[test]
fn each_board_answers_as_each_misreading_and_names_the_exact_set() {
    for c in cases() {
        let l = fixture(c.board);
        let g = &l.game;
        let obj = g.lookup(c.object).unwrap();
        let what = format!("{} {} {:?}", c.board, c.object, c.asked);
        let sol = solve(g, &SolveOptions::quick());
        assert_eq!(read(g, &sol, obj, c.asked), Some(c.rules.clone()), "{what}");
        for m in Misconception::ALL {
            let want = c
                .under
                .iter()
                .find(|(u, _)| *u == m)
                .map_or(&c.rules, |(_, r)| r);
            assert_eq!(
                answer_under(g, obj, c.asked, m).as_ref(),
                Some(want),
                "{what} under {m:?}"
            );
        }
        assert!(diagnose(g, obj, c.asked, &c.rules).is_empty(), "{what}");
        for (answer, set) in &c.names {
            assert_eq!(
                &diagnose(g, obj, c.asked, answer),
                set,
                "{what}: {answer:?}"
            );
        }
    }
}

/// Every question of the course about a set (types, subtypes, colors, abilities): whatever a
/// misreading answers can be ticked from the question's list, and ticking it names that
/// misreading (the list offers every value met on the board and under every misreading).
#[test]
fn every_answer_a_misreading_gives_can_be_ticked_and_is_diagnosed() {
    use layerlab::content::lesson::Block;
    use layerlab::drill::grade::{grade, pick_options};
    let (course, _) = Course::load(ContentSource::embedded());
    let mut checked = 0;
    for lf in &course.lessons {
        for q in lf.lesson.pages.iter().flat_map(|p| p.blocks.iter()) {
            let Block::Question(q) = q else { continue };
            let Some((scenario, object, ask)) = q.computed() else {
                continue;
            };
            let asked = match ask {
                Ask::Types => Asked::Types,
                Ask::Subtypes => Asked::Subtypes,
                Ask::Colors => Asked::Colors,
                Ask::Abilities => Asked::Abilities,
                _ => continue,
            };
            let (loaded, sol) = course.board(scenario).unwrap();
            let Some(opts) = pick_options(&loaded, &sol, object, ask) else {
                continue;
            };
            let g = &loaded.game;
            let obj = g.lookup(object).unwrap();
            let rules = read(g, &sol, obj, asked);
            for m in Misconception::ALL {
                let Some(Reading::Keys(want)) = answer_under(g, obj, asked, m) else {
                    continue;
                };
                if Some(Reading::Keys(want.clone())) == rules {
                    continue;
                }
                let ticks: Vec<String> = want
                    .iter()
                    .map(|k| {
                        let i = opts.iter().position(|o| &opt_key(o) == k);
                        let i = i.unwrap_or_else(|| {
                            panic!("{}: {m:?} answers {k}, which the list does not offer", q.id)
                        });
                        (i + 1).to_string()
                    })
                    .collect();
                let input = if ticks.is_empty() {
                    "none".to_string()
                } else {
                    ticks.join(", ")
                };
                let g = grade(&course, q, &input, Lang::En).unwrap();
                assert!(!g.right, "{}: {m:?}", q.id);
                assert!(
                    g.misconceptions.iter().any(|f| f.misconception == m),
                    "{}: ticking what {m:?} answers does not name it",
                    q.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "{checked}");
}

/// Urborg, then Blood Moon, the Plains's abilities: the list offers the Plains's own, every
/// ability met on the board (Urborg's, Blood Moon's, a Mountain's), and the one timestamp order
/// alone gives ({T}: Add {B}.); the last row takes an ability typed in words.
#[test]
fn the_list_offers_the_board_the_misreadings_and_an_other_entry() {
    let l = fixture("urborg-then-moon.ron");
    let p = pick_problem(&l, "plains", Ask::Abilities, Concept::DependencyAbility).unwrap();
    let w = number(&p, "{T}: Add {W}.");
    number(
        &p,
        "Each land is a Swamp in addition to its other land types.",
    );
    number(&p, "Nonbasic lands are Mountains.");
    number(&p, "{T}: Add {R}.");
    let b = number(&p, "{T}: Add {B}.");
    assert_eq!(p.expected, Answer::Set(vec![w - 1]));
    // Ticking what timestamp order gives names it (and the others that give it too).
    let input = format!("{w}, {b}");
    let named = misconceptions(&p, &input);
    assert!(named.contains(&Misconception::TimestampOnly), "{named:?}");
    assert!(
        named.contains(&Misconception::RemovedStillApplies),
        "{named:?}"
    );
    // An ability the list does not offer, typed in words: an answer (wrong), not an error.
    let form = p.form();
    assert!(matches!(form, Form::SetOrOther(_)));
    let typed = parse_answer(&format!("{w}, Shroud."), &form).unwrap();
    assert_eq!(
        typed,
        Answer::SetOther(vec![w - 1], vec!["Shroud".to_string()])
    );
    assert_ne!(typed, p.expected);
    assert!(misconceptions(&p, &format!("{w}, Shroud")).is_empty());
    // A number outside the list is still unreadable.
    assert!(parse_answer("99", &form).is_err());
    // Other questions keep their plain list.
    let s = pick_problem(&l, "plains", Ask::Subtypes, Concept::DependencyType).unwrap();
    assert!(matches!(s.form(), Form::Set(_)));
}

/// The sentence says the learner's own mistake: the Merfolk left the spell's set (the
/// learner's set followed the board and lost it), the Wurm joined it; the heading agrees in
/// number; a line never ends with two full stops.
#[test]
fn the_sentence_says_which_way_the_set_moved_and_the_heading_agrees() {
    let l = fixture("sets-left-and-joined.ron");
    let merfolk = pick_pt(&l, "merfolk");
    let wurm = pick_pt(&l, "wurm");
    let left = found(&merfolk, "1/1");
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(left[0].misconception, Misconception::SpellDynamic);
    assert_eq!(left[0].moved, Some(SetMove { joined: 0, left: 1 }));
    let joined = found(&wurm, "3/3");
    assert_eq!(joined[0].moved, Some(SetMove { joined: 1, left: 0 }));
    // The Curse's set fixed: the Wurm that joined it is left out; the Merfolk that left it kept.
    let kept = found(&merfolk, "-2/0");
    let locked = kept
        .iter()
        .find(|f| f.misconception == Misconception::StaticLocked)
        .unwrap();
    assert_eq!(locked.moved, Some(SetMove { joined: 0, left: 1 }));
    for lang in [Lang::En, Lang::Fr] {
        let rule = [("rule", layerlab::i18n::Arg::from("611.2c"))];
        assert_eq!(
            sentence(&left[0], lang),
            tr(lang, "misc-spell-dynamic-left", &rule)
        );
        assert_eq!(
            sentence(&joined[0], lang),
            tr(lang, "misc-spell-dynamic-joined", &rule)
        );
        assert_ne!(sentence(&left[0], lang), sentence(&joined[0], lang));
        // One misreading: "this misreading"; two: "these misreadings".
        let one = feedback_lines(&left, lang);
        let two = feedback_lines(&kept, lang);
        assert_eq!(two.len(), 3, "{two:?}");
        let (this, these) = match lang {
            Lang::En => ("this misreading", "these misreadings"),
            _ => ("cette lecture erronée", "ces lectures erronées"),
        };
        assert!(one[0].contains(this) && !one[0].contains(these), "{one:?}");
        assert!(two[0].contains(these), "{two:?}");
        for line in one.iter().chain(&two) {
            assert!(!line.replace("...", "").contains(".."), "{line}");
        }
    }
}

/// A P/T question about `object` of a board, as a drill problem.
fn pick_pt(l: &Loaded, object: &str) -> Problem {
    let sol = solve(&l.game, &SolveOptions::traced());
    let expected = match read(
        &l.game,
        &sol,
        l.game.lookup(object).unwrap(),
        Asked::PowerToughness,
    ) {
        Some(Reading::PT(Some((p, t)))) => Answer::PT(p, t),
        r => panic!("{r:?}"),
    };
    Problem {
        template: "board".into(),
        concept: Concept::LockedVsDynamic,
        seed: 0,
        setup: layerlab::drill::Setup::Layers {
            scenario: l.file.clone(),
            game: l.game.clone(),
            solution: sol,
        },
        question: Question::PT {
            object: object.into(),
        },
        expected,
    }
}
