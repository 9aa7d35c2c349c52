//! The drill messages: both languages hold the same ids (checked for every file by the i18n
//! unit tests), every message of drill.ftl is used by the code, every concept and template has
//! its title, and the French text uses U+00A0 (never U+202F).

use std::path::Path;

use layerlab::drill::{Concept, Drills};
use layerlab::i18n::{Lang, tr};

fn ids(lang: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/drill.ftl"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("drill-"))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

fn code() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = String::new();
    for dir in ["src/drill", "src/cli"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            if e.path().extension().is_some_and(|x| x == "rs") {
                text.push_str(&std::fs::read_to_string(e.path()).unwrap());
            }
        }
    }
    text
}

#[test]
fn every_message_is_used() {
    let code = code();
    let d = Drills::embedded().unwrap();
    let mut unused = Vec::new();
    for id in ids("en") {
        let used = if let Some(k) = id.strip_prefix("drill-concept-") {
            Concept::ALL.iter().any(|c| c.key() == k)
        } else if let Some(t) = id.strip_prefix("drill-template-") {
            d.template(t).is_some()
        } else {
            code.contains(&format!("\"{id}\""))
        };
        if !used {
            unused.push(id);
        }
    }
    assert!(unused.is_empty(), "never used: {unused:?}");
    assert_eq!(ids("en"), ids("fr"));
}

#[test]
fn every_concept_and_template_has_a_title() {
    let d = Drills::embedded().unwrap();
    for lang in Lang::ALL {
        for c in Concept::ALL {
            let t = c.title(lang);
            assert!(!t.starts_with("drill-"), "{c:?} {lang}");
        }
        for t in &d.templates {
            assert!(!t.title(lang).starts_with("drill-"), "{} {lang}", t.id);
        }
    }
}

#[test]
fn french_spacing() {
    for id in ids("fr") {
        let s = tr(Lang::Fr, &id, &[]);
        assert!(!s.contains('\u{202f}'), "{id}");
        for p in ['?', '!', ':', ';'] {
            assert!(
                !s.contains(&format!(" {p}")),
                "{id}: a plain space before {p:?} in {s:?}"
            );
        }
    }
}
