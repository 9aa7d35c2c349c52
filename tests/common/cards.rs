//! A scenario whose `cards` are given (by their printed text or as data), solved by the
//! `layerlab` binary: what the tests of cards read from their text share.

use super::TempDir;
use super::binary::layerlab;

/// Runs `solve` on a scenario whose `cards` are `cards` and whose actions and expectations are
/// `rest`, in `lang`; returns (exit code, stdout, stderr).
pub fn solve(name: &str, cards: &str, rest: &str, lang: &str) -> (Option<i32>, String, String) {
    let dir = TempDir::new(name);
    let path = dir.path().join(format!("{name}.ron"));
    let scenario =
        format!("Scenario(\n    format_version: 1,\n    cards: [\n{cards}\n    ],\n{rest}\n)\n");
    std::fs::write(&path, scenario).expect("written");
    let out = layerlab()
        .args(["solve", path.to_str().expect("UTF-8"), "--lang", lang])
        .output()
        .expect("layerlab runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The scenario solves (in English) and its expectations hold; its report.
pub fn holds(name: &str, cards: &str, rest: &str) -> String {
    let (code, out, err) = solve(name, cards, rest, "en");
    assert_eq!(code, Some(0), "{out}{err}");
    out
}
