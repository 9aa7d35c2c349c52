//! The worked answer of every computed question of the course shows the steps that decide it,
//! including the effects that did not apply and why (`words::worked`). Read through
//! `layerlab lesson`, as a reader sees it.

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::words::lesson::page_questions;

use crate::common;
use common::binary::layerlab;

/// How the reader sees question `id` of lesson `lesson` named: by its page and place.
fn heading(lesson: usize, id: &str) -> String {
    let c = Course::load(ContentSource::embedded()).0;
    for (pn, p) in c.lessons[lesson - 1].lesson.pages.iter().enumerate() {
        if let Some(k) = page_questions(p).iter().position(|q| q.id == id) {
            return format!("Question {}.{}\n", pn + 1, k + 1);
        }
    }
    panic!("no question {id} in lesson {lesson}");
}

/// The worked answer printed under question `id` of lesson `lesson`, in `lang`.
fn worked(lesson: usize, id: &str, lang: &str) -> String {
    let o = layerlab()
        .args(["lesson", &lesson.to_string(), "--lang", lang])
        .output()
        .unwrap();
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout).to_string();
    let after = text
        .split(&heading(lesson, id))
        .nth(1)
        .unwrap_or_else(|| panic!("no question {id} in lesson {lesson}:\n{text}"));
    let why = if lang == "fr" { "Pourquoi" } else { "Why:" };
    let body = after.split(why).next().unwrap_or("");
    // From the worked answer's heading on.
    body.lines()
        .skip_while(|l| {
            !l.trim_start().starts_with(if lang == "fr" {
                "Corrigé"
            } else {
                "Worked answer"
            })
        })
        .skip(1)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The seven questions whose worked answer used to be empty: each now has steps, and the step
/// that settles it says what did not apply, or whom it applied to instead.
#[test]
fn the_questions_decided_by_what_did_not_apply() {
    let cases: [(usize, &str, &[&str]); 7] = [
        (
            5,
            "l05-q-plains-subtypes",
            &[
                "[4] Urborg, Tomb of Yawgmoth [urborg]",
                "did not apply (stops existing",
                "its set holds Urborg",
            ],
        ),
        (
            5,
            "l05-q-mountain-types",
            &[
                "[4] Yavimaya, Cradle of Growth [yavimaya]",
                "did not apply",
                "[4] Life and Limb [landl]",
                "its set holds Forest [forest] only",
            ],
        ),
        (
            6,
            "l06-q-lord-merfolk",
            &[
                "[6] Lord of Atlantis [lord]",
                "did not apply",
                "[7b] Humility [humility]",
            ],
        ),
        (
            9,
            "l09-q-honor-lion-pt",
            &[
                "[3] Mind Bend [mind-bend]",
                "Green creatures you control get +1/+1.",
                "[7c] Honor of the Pure [honor]",
                "its set holds Grizzly Bears [bears] only",
            ],
        ),
        (
            10,
            "l10-q3",
            &["[4] Urborg, Tomb of Yawgmoth [urborg]", "did not apply"],
        ),
        (
            12,
            "l12-q7",
            &["[6] Lord of Atlantis [lord]", "did not apply"],
        ),
        (
            15,
            "l15-q11",
            &[
                "[6] Lord of Atlantis [lord]",
                "did not apply",
                "removed the ability",
            ],
        ),
    ];
    for (lesson, id, wanted) in cases {
        let w = worked(lesson, id, "en");
        for want in wanted {
            assert!(
                w.contains(want),
                "{id}: no `{want}` in its worked answer:\n{w}"
            );
        }
    }
}

/// In French, a change of name shows the French names (the trace keeps them in a field of
/// their own): the Clone copying the Bears becomes « Grizzlis », not "Grizzly Bears".
#[test]
fn french_worked_answers_name_cards_in_french() {
    let w = worked(7, "l07-q-clone-bears-pt", "fr");
    assert!(w.contains("Clone → Grizzlis"), "{w}");
    assert!(!w.contains("Grizzly Bears"), "{w}");
}

/// Every worked answer of the course is numbered 1, 2, 3… without gaps, whatever steps of the
/// trace it keeps.
#[test]
fn worked_answers_are_numbered_without_gaps() {
    let c = Course::load(ContentSource::embedded()).0;
    for lang in ["en", "fr"] {
        for n in 1..=c.lessons.len() {
            let o = layerlab()
                .args(["lesson", &n.to_string(), "--lang", lang])
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            let mut expected = 0;
            for line in text.lines() {
                let t = line.trim_start();
                if t.starts_with("Worked answer") || t.starts_with("Corrigé") {
                    expected = 1;
                    continue;
                }
                if expected == 0 || !line.starts_with("    ") || line.starts_with("     ") {
                    continue;
                }
                let Some((num, rest)) = t.split_once(". [") else {
                    continue;
                };
                if num.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty() {
                    assert_eq!(
                        num,
                        expected.to_string(),
                        "lesson {n} ({lang}): {line}\n{text}"
                    );
                    expected += 1;
                }
            }
        }
    }
}

/// The steps that decide an answer without touching the object: an effect that went first by
/// dependency says why, and a resolved effect whose locked set leaves the object out says so.
#[test]
fn the_deciding_steps_say_why() {
    // Blood Moon goes ahead of the older Urborg, which depends on it.
    let w = worked(5, "l05-q-urborg-subtypes", "en");
    assert!(
        w.contains("goes before Urborg, Tomb of Yawgmoth [urborg]"),
        "{w}"
    );
    // The Wurm entered after Public Execution resolved: out of its locked set.
    let w = worked(1, "l01-q3", "en");
    assert!(
        w.contains("its set was fixed when it began (611.2c) and holds"),
        "{w}"
    );
    let w = worked(1, "l01-q3", "fr");
    assert!(
        w.contains("son ensemble a été fixé quand il a commencé (611.2c)"),
        "{w}"
    );
}
