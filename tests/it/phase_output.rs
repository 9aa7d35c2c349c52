//! The output of `layerlab phase` for every example of `examples/phase`, in the three formats
//! (text in both languages), kept as snapshots: the reports are streamed as they are written,
//! and must stay byte for byte what they are.

use std::path::{Path, PathBuf};

use crate::common;
use common::binary::phase_output;

fn examples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/phase");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_example_s_reports() {
    let files = examples();
    assert!(files.len() >= 15, "{files:?}");
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let mut all = String::new();
        for (format, lang) in [
            ("trace", "en"),
            ("text", "en"),
            ("text", "fr"),
            ("json", "en"),
        ] {
            all.push_str(&format!("===== {format} {lang}\n"));
            all.push_str(&phase_output(&path, format, lang));
        }
        insta::assert_snapshot!(name, all);
    }
}
