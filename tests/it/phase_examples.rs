//! Every scenario in `examples/phase/` produces its `expect`ed
//! trace, through the library and through the `layerlab phase` binary.

use std::path::{Path, PathBuf};

use layerlab::content::phase_file as load;
use layerlab::i18n::Lang;
use layerlab::phase::outcome;
use layerlab::words::phase::OutcomeWords as _;

use crate::common;
use common::binary::layerlab;

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/phase")
}

/// The example files, sorted; fails loudly if the folder is missing or empty.
fn example_files() -> Vec<PathBuf> {
    let dir = examples_dir();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
        panic!(
            "the phase examples folder {} is missing ({e})",
            dir.display()
        )
    });
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .ron file in {}", dir.display());
    files
}

#[test]
fn every_example_meets_its_expectation() {
    let mut failures = Vec::new();
    for path in example_files() {
        let scenario = match load::load(&path, Lang::En) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{e}"));
                continue;
            }
        };
        let expect = scenario.expect().map(str::to_string);
        assert!(expect.is_some(), "{}: no expect", path.display());
        match outcome::run(&scenario) {
            Ok(o) if o.meets(expect.as_deref()) => {}
            Ok(o) => failures.push(format!(
                "{}:\n  expected {}\n  got      {}",
                path.display(),
                expect.unwrap_or_default(),
                o.trace_line()
            )),
            Err(e) => failures.push(format!("{}: {e:?}", path.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_example_exits_zero_from_the_cli() {
    for path in example_files() {
        for format in ["trace", "text", "json"] {
            for lang in ["en", "fr"] {
                let out = layerlab()
                    .arg("phase")
                    .arg(&path)
                    .args(["--format", format, "--lang", lang])
                    .output()
                    .expect("run layerlab");
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "{} --format {format} --lang {lang}: {}",
                    path.display(),
                    String::from_utf8_lossy(&out.stderr)
                );
                assert!(
                    out.stderr.is_empty(),
                    "{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        }
    }
}

#[test]
fn trace_format_is_the_expect_line_then_resolved_and_lapsed() {
    for path in example_files() {
        let scenario = load::load(&path, Lang::En).unwrap();
        let out = layerlab()
            .arg("phase")
            .arg(&path)
            .output()
            .expect("run layerlab");
        let stdout = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 3, "{stdout}");
        assert_eq!(lines[0], scenario.expect().unwrap().trim());
        assert!(lines[1].starts_with("resolved: "), "{stdout}");
        assert!(lines[2].starts_with("lapsed: "), "{stdout}");
    }
}
