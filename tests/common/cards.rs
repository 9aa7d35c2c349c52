//! A scenario whose `cards` are given (by their printed text or as data), solved by the
//! `layerlab` binary: what the tests of cards read from their text share.

use super::TempDir;
use super::binary::{Layerlab, layerlab};

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

/// The cards found failing are exactly those `listed`, in any order; if not, the message says
/// how many of the `tried` are `what` (say, "real cards refused"), then `why`: each unlisted
/// card's reason.
pub fn assert_listed_exactly(
    mut found: Vec<String>,
    listed: &[&str],
    tried: usize,
    what: &str,
    why: &str,
) {
    let mut expected: Vec<String> = listed.iter().map(|s| s.to_string()).collect();
    expected.sort();
    found.sort();
    assert_eq!(found, expected, "{} of {tried} {what}{why}", found.len());
}

/// `layerlab card --lang en --name NAME`, to be given the card's type line and text.
pub fn card_named(name: &str) -> Layerlab {
    let mut cmd = layerlab();
    cmd.args(["card", "--lang", "en", "--name", name]);
    cmd
}

/// The scenario `name` of `cards` (as [`solve`] takes them), and `actions` and `expect` (RON
/// lists, each on one line), solves in English and its expectations hold; its report.
pub fn holds_board(name: &str, cards: &str, actions: &str, expect: &str) -> String {
    holds(
        name,
        cards,
        &format!("    actions: {actions},\n    expect: {expect},"),
    )
}

/// One test a board, each checked by [`holds_board`]: an entry is the test's name, then the
/// scenario's name, its cards, its actions and its expectations; the doc comments before an
/// entry are the test's.
// The other test binaries that include `common` use no table of boards.
#[allow(unused_macros)]
macro_rules! board_tests {
    ($($(#[doc = $doc:literal])* $test:ident: $name:literal, $cards:expr, $actions:literal, $expect:literal;)*) => {
        $(
            $(#[doc = $doc])*
            #[test]
            fn $test() {
                $crate::common::cards::holds_board($name, $cards, $actions, $expect);
            }
        )*
    };
}
#[allow(unused_imports)]
pub(crate) use board_tests;
