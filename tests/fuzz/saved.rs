//! Saved files to mutate (they are not in the repository: the app writes them): progress and
//! settings, drill progress, each as the app writes it and with values at their edges.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use layerlab::drill::Drills;
use layerlab::drill::srs::{self, DrillProgress};
use layerlab::i18n::Lang;
use layerlab::ui::ThemeKind;
use layerlab::ui::progress::{self, Progress, Saved};

use super::Corpus;

/// A time in 2025, for the clocks of the drill readers.
pub const NOW: u64 = 1_750_000_000;

pub fn progress_corpus() -> Corpus {
    let mut p = Progress {
        format_version: progress::FORMAT_VERSION,
        last_lesson: Some("dependency".into()),
        last_page: 2,
        lang: Some(Lang::Fr),
        theme: Some(ThemeKind::Light),
        ..Progress::default()
    };
    p.seen.extend([
        "continuous-effects".into(),
        "dependency".into(),
        "mini".into(),
    ]);
    p.answers.insert("m-q1".into(), Saved::Choice(1));
    p.answers.insert("m-q2".into(), Saved::Shown);
    p.answers
        .insert("l05-q-ghoul-layer".into(), Saved::Layer("7a".into()));
    p.answers
        .insert("l03-q-order".into(), Saved::Order(vec![2, 0, 1]));
    let small = Progress {
        format_version: 1,
        last_lesson: Some("mini".into()),
        last_page: 0,
        lang: Some(Lang::En),
        theme: Some(ThemeKind::HighContrast),
        seen: BTreeSet::from(["mini".to_string()]),
        answers: BTreeMap::new(),
        lesson_pane: None,
    };
    // Values at their edges: unknown ids, pages and choices far out of range, unknown settings.
    let edges = serde_json::json!({
        "format_version": 1,
        "seen": ["dependency", "", "\u{1b}[2J", "no-such-lesson"],
        "answers": {
            "m-q1": {"Choice": 18446744073709551615u64},
            "m-q2": {"Order": [18446744073709551615u64, 0, 0, 4294967295u64]},
            "l05-q-ghoul-layer": {"Layer": "99z"},
            "l03-q-order": {"Order": []},
            "unknown": "Shown"
        },
        "last_lesson": "mini",
        "last_page": 18446744073709551615u64,
        "lang": "de",
        "theme": "solarized",
        "lesson_pane": {"percent": 65535, "hidden": true}
    });
    Corpus::from_files(vec![
        (
            "progress.json".into(),
            serde_json::to_vec_pretty(&p).expect("json"),
        ),
        (
            "small.json".into(),
            serde_json::to_vec(&small).expect("json"),
        ),
        (
            "edges.json".into(),
            serde_json::to_vec_pretty(&edges).expect("json"),
        ),
    ])
}

pub fn embedded_drills() -> &'static Drills {
    static D: OnceLock<Drills> = OnceLock::new();
    D.get_or_init(|| Drills::embedded().expect("templates"))
}

pub fn drills_corpus() -> Corpus {
    let d = embedded_drills();
    let mut p = DrillProgress {
        format_version: srs::FORMAT_VERSION,
        ..DrillProgress::default()
    };
    let mut t = NOW - 40 * 86_400;
    for (n, tpl) in d.templates.iter().enumerate() {
        for seed in 0..3u64 {
            let key = format!("{}#{seed}", tpl.id);
            let correct = !(n + seed as usize).is_multiple_of(3);
            p.record(&key, tpl.concept, correct, "3/3", "4/4", t);
            t += 86_400 / 2;
        }
    }
    let mut small = DrillProgress::default();
    small.record(
        &format!("{}#7", d.templates[0].id),
        d.templates[0].concept,
        false,
        "1/1",
        "2/2",
        NOW,
    );
    // Counts, boxes and times at their edges, unknown questions.
    let max = u64::MAX;
    let card = |b: u64, due: u64, n: u64, seen: u64| serde_json::json!({"leitner_box": b, "due": due, "right": n, "wrong": n, "last_seen": seen});
    let mut concepts = serde_json::Map::new();
    let mut history = serde_json::Map::new();
    for (i, c) in layerlab::drill::Concept::ALL.iter().enumerate() {
        let key = serde_json::to_value(c).expect("json");
        let key = key.as_str().unwrap_or("layer7").to_string();
        let edge = [
            (0, 0, 4294967295u64, 0),
            (255, max, 4294967295, max),
            (5, NOW, 0, NOW),
        ][i % 3];
        concepts.insert(key.clone(), card(edge.0, edge.1, edge.2, edge.3));
        history.insert(
            key,
            serde_json::json!([{"at": max, "correct": true}, {"at": 0, "correct": false}]),
        );
    }
    let t0 = &d.templates[0];
    let edges = serde_json::json!({
        "format_version": 1,
        "concepts": concepts,
        "questions": {
            format!("{}#18446744073709551615", t0.id): card(5, 0, 4294967295, 0),
            "no-such-template#1": card(1, 0, 0, 0),
            "#": card(0, max, 0, max),
            "": card(2, 0, 1, 0),
        },
        "mistakes": [
            {"question": format!("{}#3", t0.id), "concept": serde_json::to_value(t0.concept).expect("json"),
             "at": max, "given": "\u{1b}[2J", "expected": ""},
            {"question": "x#y", "concept": "layer7", "at": 0, "given": "", "expected": ""}
        ],
        "history": history,
    });
    Corpus::from_files(vec![
        (
            "drills.json".into(),
            serde_json::to_vec_pretty(&p).expect("json"),
        ),
        (
            "small.json".into(),
            serde_json::to_vec(&small).expect("json"),
        ),
        (
            "edges.json".into(),
            serde_json::to_vec_pretty(&edges).expect("json"),
        ),
    ])
}
