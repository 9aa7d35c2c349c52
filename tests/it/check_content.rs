//! `layerlab check`: the shipped course passes; each kind of broken content gives a precise
//! `path:line:col: message` and exit code 1.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::lesson::{Block, QuestionKind};
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;

use crate::common;
use common::binary::layerlab;
use common::{TempDir, copy_dir, fixture};

/// A copy of the good fixture with `edit` applied to `file`, in a fresh folder removed when the
/// copy is dropped.
fn broken(name: &str, file: &str, edit: impl Fn(String) -> String) -> TempDir {
    let dir = TempDir::new(&format!("check-{name}"));
    copy_dir(&fixture(), &dir);
    let p = dir.join(file);
    let text = std::fs::read_to_string(&p).unwrap_or_default();
    std::fs::write(&p, edit(text)).unwrap();
    dir
}

/// `layerlab check --content DIR` (English by default).
fn check(dir: &Path) -> (i32, String) {
    run_check(dir, &[])
}

fn check_in(dir: &Path, lang: &str) -> (i32, String) {
    run_check(dir, &["--lang", lang])
}

fn run_check(dir: &Path, extra: &[&str]) -> (i32, String) {
    let o = layerlab()
        .args(["check"])
        .args(extra)
        .arg("--content")
        .arg(dir)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

fn assert_problem(dir: &Path, file: &str, line: usize, needle: &str) {
    let (code, out) = check(dir);
    assert_eq!(code, 1, "{out}");
    let want = format!("{}:{line}:", dir.join(file).display());
    assert!(
        out.lines()
            .any(|l| l.starts_with(&want) && l.contains(needle)),
        "expected `{want}… {needle}` in:\n{out}"
    );
}

const LESSON: &str = "lessons/01-mini.ron";
const EN: &str = "locales/en/lesson-mini.ftl";
const FR: &str = "locales/fr/lesson-mini.ftl";

/// One test a broken copy of the good fixture: the test's name, then the copy's folder name,
/// the file edited, the text replaced and what replaces it, and the line of that file the
/// problem is reported at with words of the message (as [`assert_problem`] checks them).
macro_rules! broken_files {
    ($($(#[doc = $doc:literal])* $test:ident: $name:literal, $file:expr, $from:expr => $to:expr, $line:literal, $words:expr;)*) => {
        $(
            $(#[doc = $doc])*
            #[test]
            fn $test() {
                let d = broken($name, $file, |t| t.replace($from, $to));
                assert_problem(&d, $file, $line, $words);
            }
        )*
    };
}

broken_files! {
    ron_syntax: "syntax", LESSON,
        "title: \"m-title\","
        => "title: \"m-title\"",
        5, "";
    unknown_field: "field", LESSON,
        "id: \"mini\","
        => "id: \"mini\",\n    colour: 3,",
        4, "colour";
    duplicate_question_id: "dup", LESSON,
        "(id: \"m-q2\""
        => "(id: \"m-q1\"",
        15, "duplicate question id";
    missing_lesson_file: "lesson", "lessons/course.ron",
        "\"01-mini.ron\""
        => "\"01-mini.ron\", \"02-gone.ron\"",
        1, "02-gone.ron";
    missing_scenario: "scenario", LESSON,
        "TryIt(scenario: \"moon.ron\""
        => "TryIt(scenario: \"sun.ron\"",
        12, "sun.ron";
    unknown_card_in_a_scenario: "card", "lessons/scenarios/moon.ron",
        "Blood Moon"
        => "Blood Mon",
        2, "Blood Moon";
    missing_message: "msg", LESSON,
        "caption: \"m-try\""
        => "caption: \"m-try-missing\"",
        12, "m-try-missing";
    scenario_that_fails: "fails", "lessons/scenarios/moon.ron",
        "])"
        => "    Cast(card: \"Giant Growth\", controller: 0, targets: [\"vista\"]),\n])",
        4, "not a legal target";
    computed_question_without_an_answer: "compute", LESSON,
        "object: \"vista\", ask: Subtypes"
        => "object: \"moon\", ask: PowerToughness",
        15, "cannot be computed";
    marked_answer_not_among_choices: "choice", LESSON,
        "answer: 1, why_not"
        => "answer: 2, why_not",
        14, "not among its 2 choices";
    narrow_no_break_space: "nnbsp", FR,
        "m-rule = Dependency."
        => "m-rule = Dépendance\u{202F}!",
        6, "U+202F";
    broken_phase_scenario: "phase", "lessons/scenarios/phase.ron",
        "mandatory: true"
        => "mandatory: maybe",
        1, "";
    fluent_unknown_variable: "variable", EN,
        "m-q1-a = a"
        => "m-q1-a = a { $count }",
        10, ":14: `m-q1-a` uses the variable $count";
    /// A computed question whose board has no step about what it asks: the engine has an answer
    /// (Blood Moon is red), but no layer-5 effect exists, so the worked answer would be an empty
    /// list. `check` refuses it at the question's object.
    computed_question_with_an_empty_worked_answer: "worked-empty", LESSON,
        "object: \"vista\", ask: Subtypes"
        => "object: \"moon\", ask: Colors",
        15, "worked answer would be empty";
    /// The link is reported where it is written: in the Fluent file, at its `[[`.
    unknown_card_in_prose: "prose", EN,
        "[[Blood Moon]]"
        => "[[Blod Moon]]",
        4, ":15: the message `m-text` links to the card \"Blod Moon\"";
    try_it_step_past_the_end_points_at_the_step: "step", LESSON,
        "step: 1,"
        => "step: 9,",
        12, ":51: the board \"moon.ron\" opens at step 9, past the end of its trace";
}

#[test]
fn the_good_fixture_passes() {
    let (code, out) = check(&fixture());
    assert_eq!(code, 0, "{out}");
}

#[test]
fn message_in_one_locale_only() {
    let d = broken("locale", FR, |t| t.replace("m-rule = Dependency.\n", ""));
    assert_problem(&d, EN, 6, "not in locales/fr");
}

#[test]
fn unused_message() {
    let d = broken("unused", EN, |t| format!("{t}m-extra = Nobody uses me.\n"));
    let fr = d.join(FR);
    let t = std::fs::read_to_string(&fr).unwrap();
    std::fs::write(&fr, format!("{t}m-extra = Personne.\n")).unwrap();
    assert_problem(&d, EN, EN_NEXT, "never used");
}

#[test]
fn scenario_expectation_not_met() {
    let d = broken("expect", "lessons/scenarios/moon.ron", |t| {
        t.replace(
            "])",
            "], expect: [(id: \"vista\", subtypes: [\"Forest\"])])",
        )
    });
    // At the expectation (line 4), not at the first "vista" of the file (line 3).
    assert_problem(&d, "lessons/scenarios/moon.ron", 4, "expectation not met");
}

#[test]
fn a_wrong_choice_without_its_why_not() {
    // No reasons at all: the wrong choice a) is named.
    let d = broken("why-not", LESSON, |t| {
        t.replace(", why_not: [\"m-q1-why-not-a\", \"\"]", "")
    });
    assert_problem(&d, LESSON, 14, "choice a) has no why_not message");
    // An empty reason for a wrong choice is none.
    let d = broken("why-not-empty", LESSON, |t| {
        t.replace(
            "why_not: [\"m-q1-why-not-a\", \"\"]",
            "why_not: [\"\", \"\"]",
        )
    });
    assert_problem(&d, LESSON, 14, "choice a) has no why_not message");
    // A reason whose message is missing in one language.
    let d = broken("why-not-message", FR, |t| {
        t.replace("m-q1-why-not-a = Pas a.", "")
    });
    assert_problem(&d, LESSON, 14, "m-q1-why-not-a");
}

#[test]
fn bad_order_and_layer_answers() {
    let d = broken("order", LESSON, |t| {
        t.replace("answer: [1, 0]", "answer: [1, 1]")
    });
    assert_problem(&d, LESSON, 17, "each index once");
    let d = broken("layer", LESSON, |t| {
        t.replace("Layer(answer: \"4\")", "Layer(answer: \"8\")")
    });
    assert_problem(&d, LESSON, 16, "not a layer");
}

#[test]
fn fluent_syntax_error() {
    let d = broken("ftl", EN, |t| {
        t.replace(
            "m-q3-why = Types are layer 4.",
            "m-q3-why = { Types are layer 4.",
        )
    });
    let (code, out) = check(&d);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("lesson-mini.ftl:"), "{out}");
}

/// The shipped course: it passes, and every lesson has a board to try and questions, a share of
/// them computed by the engine.
#[test]
fn shipped_course_passes_and_is_complete() {
    let (course, problems) = Course::load(ContentSource::embedded());
    let listing: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(problems.is_empty(), "{}", listing.join("\n"));
    assert!(course.lessons.len() >= 17);
    let mut questions = 0;
    let mut computed = 0;
    for (n, lf) in course.lessons.iter().enumerate() {
        let blocks: Vec<&Block> = lf
            .lesson
            .pages
            .iter()
            .flat_map(|p| p.blocks.iter())
            .collect();
        let qs: Vec<&QuestionKind> = blocks
            .iter()
            .filter_map(|b| match b {
                Block::Question(q) => Some(&q.kind),
                _ => None,
            })
            .collect();
        assert!(
            blocks.iter().any(|b| matches!(b, Block::TryIt { .. })),
            "lesson {} has no try-it board",
            n + 1
        );
        assert!(qs.len() >= 3, "lesson {} has {} questions", n + 1, qs.len());
        if n == 1 {
            assert!(
                qs.iter()
                    .filter(|k| matches!(k, QuestionKind::Layer { .. }))
                    .count()
                    >= 6,
                "lesson 2's layer drill"
            );
        }
        questions += qs.len();
        computed += qs
            .iter()
            .filter(|k| matches!(k, QuestionKind::Compute { .. }))
            .count();
    }
    assert!(questions >= 80, "{questions} questions");
    assert!(
        computed * 2 >= questions,
        "{computed} computed of {questions}"
    );
    assert!(
        course
            .glossary
            .as_ref()
            .is_some_and(|g| g.terms.len() >= 40)
    );
    // Every lesson renders as plain text in both languages with no isolation marks.
    for n in 0..course.lessons.len() {
        for lang in Lang::ALL {
            let text = layerlab::words::lesson::lesson_text(&course, n, lang);
            assert!(
                !text.contains(['\u{2068}', '\u{2069}', '\u{202F}']),
                "lesson {} ({lang})",
                n + 1
            );
        }
    }
}

/// Appends `extra` to the English and French files of the fixture.
fn with_messages(name: &str, en: &str, fr: &str) -> TempDir {
    let d = broken(name, EN, |t| format!("{t}{en}"));
    let p = d.join(FR);
    let t = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, format!("{t}{fr}")).unwrap();
    d
}

/// The first line of the English file's appended text.
const EN_NEXT: usize = 24;

#[test]
fn fluent_reference_cycle() {
    let cycle = "m-cyc-a = A { m-cyc-b }\nm-cyc-b = B { m-cyc-a }\n";
    let d = with_messages("cycle", cycle, cycle);
    assert_problem(
        &d,
        EN,
        EN_NEXT,
        ":15: `m-cyc-a` refers back to itself: m-cyc-a → m-cyc-b → m-cyc-a",
    );
    assert_problem(&d, FR, EN_NEXT, "refers back to itself");
}

#[test]
fn fluent_cycle_through_terms_and_attributes() {
    let cycle = "m-x = { -m-t }\n-m-t = { m-y.attr }\nm-y = Y\n    .attr = { m-x }\n";
    let d = with_messages("cycle-terms", cycle, cycle);
    assert_problem(
        &d,
        EN,
        EN_NEXT,
        "`m-x` refers back to itself: m-x → -m-t → m-y.attr → m-x",
    );
}

#[test]
fn fluent_unknown_references() {
    let text = "m-refs = { m-nope } { -m-none } { m-title.short }\n";
    let d = with_messages("refs", text, text);
    assert_problem(
        &d,
        EN,
        EN_NEXT,
        ":12: `m-refs` refers to the message `m-nope`",
    );
    assert_problem(
        &d,
        EN,
        EN_NEXT,
        ":23: `m-refs` refers to the term `-m-none`",
    );
    assert_problem(&d, EN, EN_NEXT, ":35: `m-refs` refers to `m-title.short`");
}

#[test]
fn fluent_term_variable_not_given() {
    let text = "-m-brand = The { $what }\nm-brand-use = { -m-brand }\n";
    let d = with_messages("term-var", text, text);
    assert_problem(&d, EN, EN_NEXT, ":18: the term `-m-brand` shows $what");
}

#[test]
fn fluent_duplicate_term_at_its_line() {
    let text = "-m-dup = One\n-m-dup = Two\n";
    let d = with_messages("dup-term", text, text);
    assert_problem(&d, EN, EN_NEXT + 1, ":1: `-m-dup` is defined twice");
}

#[test]
fn control_characters_in_messages() {
    let d = broken("control", EN, |t| {
        t.replace("m-q1-b = b", "m-q1-b = b\u{1b}[2J")
    });
    assert_problem(
        &d,
        EN,
        11,
        ":11: `m-q1-b` holds the control character U+001B",
    );
    let d = broken("control-escape", EN, |t| {
        t.replace("m-q1-b = b", "m-q1-b = b{ \"\\u0007\" }")
    });
    assert_problem(&d, EN, 11, "`m-q1-b` holds the control character U+0007");
    // An invisible format character would make the rest of the line read backwards.
    let d = broken("bidi", EN, |t| {
        t.replace("m-q1-b = b", "m-q1-b = b\u{202e}txt")
    });
    assert_problem(
        &d,
        EN,
        11,
        ":11: `m-q1-b` holds the invisible format character U+202E",
    );
}

/// A name quoted in a comment is not the place of an error about it.
#[test]
fn positions_skip_comments() {
    let d = broken("comment", "lessons/scenarios/moon.ron", |t| {
        format!(
            "// \"Blood Mon\" is misspelt below on purpose\n{}",
            t.replace("Blood Moon", "Blood Mon")
        )
    });
    assert_problem(
        &d,
        "lessons/scenarios/moon.ron",
        3,
        ":29: unknown card \"Blood Mon\"",
    );
}

#[test]
fn a_number_out_of_range_names_the_field_and_the_range() {
    let d = broken("range", LESSON, |t| t.replace("step: 1,", "step: -1,"));
    assert_problem(
        &d,
        LESSON,
        12,
        "in `step`: -1 is out of range: expected a whole number from 0 to 18446744073709551615",
    );
    let (_, out) = check_in(&d, "fr");
    assert!(
        out.contains(
            "dans `step`\u{a0}: -1 est hors limites\u{a0}: il faut un nombre entier de 0 à"
        ),
        "{out}"
    );
    for jargon in ["usize", "u64", "Integer is out of bounds", "recursion"] {
        assert!(!out.contains(jargon), "{jargon}: {out}");
    }
}

#[test]
fn check_speaks_french() {
    let d = broken("french", LESSON, |t| {
        t.replace("caption: \"m-try\"", "caption: \"m-try-missing\"")
    });
    let (code, out) = check_in(&d, "fr");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("le message `m-try-missing` manque dans locales/en"),
        "{out}"
    );
    assert!(
        out.contains("problème trouvé.") || out.contains("problèmes trouvés."),
        "{out}"
    );
    let d = broken("french-ftl", EN, |t| {
        t.replace(
            "m-q3-why = Types are layer 4.",
            "m-q3-why = { Types are layer 4.",
        )
    });
    let (_, out) = check_in(&d, "fr");
    assert!(
        out.contains("lesson-mini.ftl:") && out.contains("il faut"),
        "{out}"
    );
}

/// A drill template of the content folder.
fn with_template(name: &str, text: &str) -> TempDir {
    let d = broken(name, LESSON, |t| t);
    let drills = d.join("lessons/drills");
    std::fs::create_dir_all(&drills).unwrap();
    std::fs::write(drills.join("narrow.ron"), text).unwrap();
    d
}

#[test]
fn drill_template_that_cannot_build_a_problem() {
    let d = with_template(
        "drill",
        "DrillTemplate(\n    format_version: 1,\n    id: \"narrow\",\n    concept: Layer7,\n    kind: Counters,\n    pools: {\"creatures\": [\"Forest\"]},\n)\n",
    );
    assert_problem(
        &d,
        "lessons/drills/narrow.ron",
        3,
        ":9: the template \"narrow\" cannot build a problem for seed 0",
    );
}

#[test]
fn drill_template_board_range_reversed() {
    let d = with_template(
        "board",
        "DrillTemplate(\n    format_version: 1,\n    id: \"narrow\",\n    concept: Layer7,\n    kind: Counters,\n    board: (4, 2),\n    difficulty: 7,\n)\n",
    );
    assert_problem(&d, "lessons/drills/narrow.ron", 6, ":12: `board` is (4, 2)");
    assert_problem(&d, "lessons/drills/narrow.ron", 7, ":17: `difficulty` is 7");
}

/// The app and the plain session do not open a course that fails the checks: its report goes
/// to stderr and the exit status is 2.
#[test]
fn the_app_refuses_content_with_problems() {
    let d = broken("app", LESSON, |t| {
        t.replace("caption: \"m-try\"", "caption: \"m-try-missing\"")
    });
    let o = layerlab()
        .args(["--plain", "--lang", "fr", "--content"])
        .arg(&d)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    let want = format!("{}:12:", d.join(LESSON).display());
    assert!(
        err.lines()
            .any(|l| l.starts_with(&want) && l.contains("m-try-missing")),
        "{err}"
    );
    assert!(err.contains("layerlab n'ouvre pas le cours"), "{err}");
    assert!(
        o.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    // The good course still opens.
    let o = layerlab()
        .args(["--plain", "--content"])
        .arg(fixture())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// The old worked answer listed only the steps that changed the object: for Blood Moon's own
/// subtypes it was empty. Now the step where Blood Moon applies to the Vista alone is shown,
/// with why it leaves Blood Moon out, and `check` passes.
#[test]
fn worked_answer_shows_an_effect_that_leaves_the_object_out() {
    let d = broken("worked-not-in-set", LESSON, |t| {
        t.replace(
            "object: \"vista\", ask: Subtypes",
            "object: \"moon\", ask: Subtypes",
        )
    });
    let (code, out) = check(&d);
    assert_eq!(code, 0, "{out}");
    let o = layerlab()
        .args(["lesson", "1", "--content"])
        .arg(&d)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    let worked = text
        .split("Question 1.2")
        .nth(1)
        .and_then(|q| q.split("Why:").next())
        .unwrap_or("");
    assert!(
        worked.contains("[4] Blood Moon [moon]")
            && worked.contains("does not apply to it: its set holds Canopy Vista [vista] only"),
        "{text}"
    );
}
