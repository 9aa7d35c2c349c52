//! The phase engine sits below what reads files and what puts results into words: nothing in
//! `src/phase` imports `content`, `words`, `i18n` or a front end. Scenario files are read by
//! `content::phase_file`; the engine's results are worded by `words::phase`.

use std::path::Path;

/// The modules the engine may not name: everything above it.
const ABOVE: &[&str] = &[
    "crate::content",
    "crate::words",
    "crate::i18n",
    "crate::cli",
    "crate::ui",
    "crate::drill",
    "fargs!",
];

#[test]
fn the_phase_engine_imports_nothing_above_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/phase");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{files:?}");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for above in ABOVE {
                if code.contains(above) {
                    found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
