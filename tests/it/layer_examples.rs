//! Every scenario in `examples/layers/` solves to what it expects.

use std::path::{Path, PathBuf};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_file;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::report;

fn examples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    v.sort();
    assert!(
        v.len() >= 13,
        "expected the 13 layer examples, found {}",
        v.len()
    );
    v
}

#[test]
fn shared_layer_examples_pass() {
    let cat = Catalogue::embedded();
    let mut failures = Vec::new();
    for path in examples() {
        let loaded = match load_file(&path, &cat) {
            Ok(l) => l,
            Err(e) => {
                failures.push(format!("{e}"));
                continue;
            }
        };
        let sol = solve(&loaded.game, &SolveOptions::traced());
        // Abilities compare as their English rules text, as `layerlab solve` compares them.
        for m in report::mismatches(&loaded, &sol) {
            failures.push(format!(
                "{}: {} {}: expected {}, got {}",
                path.display(),
                m.id,
                m.field,
                m.expected,
                m.actual
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
