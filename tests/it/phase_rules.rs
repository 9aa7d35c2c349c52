//! Magic's order for simultaneous triggered abilities and the marks of the phase trace, to the
//! letter, through the `layerlab phase` binary on the examples of `examples/phase`:
//!
//! - APNAP (CR 603.3b): the active player's abilities go on the stack first; the active player
//!   receives priority first (117.3b), whoever put the last ability on the stack; the text
//!   never says a player's abilities resolve first when that player has none waiting.
//! - An optional ("may") ability goes on the stack anyway; its controller declines it as it
//!   resolves (603.5), which is not a lapse.
//! - The lenient reading: `!` only for a forced (mandatory) effect, `*` for an optional effect
//!   chosen at [3]/[4] in place of a mandatory one.
//! - An empty chain prints as empty.

use std::path::{Path, PathBuf};

use crate::common;
use common::binary::layerlab;

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/phase")
        .join(name)
}

/// The output of `layerlab phase FILE --format F --lang L`, which must succeed.
fn run(name: &str, format: &str, lang: &str) -> String {
    let out = layerlab()
        .arg("phase")
        .arg(example(name))
        .args(["--format", format, "--lang", lang])
        .output()
        .expect("run layerlab");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{name} {format} {lang}: {stderr}"
    );
    String::from_utf8(out.stdout).unwrap()
}

fn json(name: &str) -> serde_json::Value {
    serde_json::from_str(&run(name, "json", "en")).unwrap()
}

const APNAP_BOTH: &str = "11-apnap-priority.ron";
const APNAP_A_ONLY: &str = "12-apnap-active-only.ron";
const MAY_DECLINED: &str = "13-apnap-may-declined.ron";
const LENIENT: &str = "14-lenient-instead-of-mandatory.ron";
const EMPTY: &str = "15-empty-chain.ron";

#[test]
fn under_apnap_the_active_player_receives_priority_first_because_of_117_3b() {
    for name in [APNAP_BOTH, APNAP_A_ONLY, MAY_DECLINED] {
        let en = run(name, "text", "en");
        assert!(
            en.contains("So A, the active player, receives priority first")
                && en.contains("(117.3b)"),
            "{name}: {en}"
        );
        // Not the course's reason (who created the last link), which is for its tiers only.
        assert!(!en.contains("was created by"), "{name}: {en}");
        let fr = run(name, "text", "fr");
        assert!(
            fr.contains("(117.3b)") && !fr.contains("a été créé par"),
            "{fr}"
        );
        assert_eq!(json(name)["first_to_respond"], "A", "{name}");
    }
    // The last ability on the stack is A's own, and A still receives priority first.
    let trace = run(APNAP_A_ONLY, "trace", "en");
    assert!(
        trace.ends_with("first to respond: A\nresolved: Am2, Am1\nlapsed: -\n"),
        "{trace}"
    );
}

#[test]
fn under_apnap_only_a_player_with_abilities_waiting_resolves_first() {
    let en = run(APNAP_A_ONLY, "text", "en");
    assert!(
        en.contains("Only A's abilities wait: the last one A put on the stack resolves first."),
        "{en}"
    );
    assert!(!en.contains("P's abilities"), "{en}");
    let fr = run(APNAP_A_ONLY, "text", "fr");
    assert!(fr.contains("Seules des capacités de A attendent"), "{fr}");
    assert!(!fr.contains("capacités de P"), "{fr}");
    // With both players' abilities waiting, P's (put on the stack last) resolve first.
    let both = run(APNAP_BOTH, "text", "en");
    assert!(
        both.contains("So P's abilities, put on the stack last, resolve first, then A's."),
        "{both}"
    );
    assert_eq!(
        run(APNAP_BOTH, "trace", "en").lines().next(),
        Some("CL1 Am1, CL2 Am2, CL3 Pm1 | resolves Pm1, Am2, Am1 | first to respond: A")
    );
}

#[test]
fn a_declined_may_ability_is_on_the_stack_and_declined_as_it_resolves() {
    assert_eq!(
        run(MAY_DECLINED, "trace", "en"),
        "CL1 Ao1, CL2 Pm1 | resolves Pm1, Ao1 (declined) | first to respond: A\n\
         resolved: Pm1, Ao1\nlapsed: -\n"
    );
    let en = run(MAY_DECLINED, "text", "en");
    assert!(
        en.contains("CL1: Ao1 (A, optional). It goes on the stack all the same; its controller declines as it resolves, and it does nothing (603.5). Declining it then is not a lapse."),
        "{en}"
    );
    assert!(!en.contains("does not go on the chain"), "{en}");
    let fr = run(MAY_DECLINED, "text", "fr");
    assert!(
        fr.contains("Ao1 (refusée)") && fr.contains("(603.5)"),
        "{fr}"
    );
    let j = json(MAY_DECLINED);
    assert_eq!(j["lapsed"], serde_json::json!([]));
    assert_eq!(j["declined_on_resolution"], serde_json::json!(["Ao1"]));
    assert_eq!(j["links"][0]["effect"], "Ao1");
    assert_eq!(j["links"][0]["declines"], true);
}

#[test]
fn the_forced_mark_means_forced_only() {
    let trace = run(LENIENT, "trace", "en");
    assert!(
        trace.starts_with("R1 [1]A pass [2]P - [3]A o1* · R2 [1]A pass [2]P - [3]A m1! · "),
        "{trace}"
    );
    let en = run(LENIENT, "text", "en");
    assert!(
        en.contains("A chooses o1, an optional effect, in place of a mandatory one, and it resolves: A had to resolve something, but o1 itself was not forced (the trace writes `o1*`, not `o1!`)."),
        "{en}"
    );
    let j = json(LENIENT);
    let steps = &j["rounds"][0]["steps"];
    let o1 = &steps[2];
    assert_eq!(o1["effect"], "o1");
    assert_eq!(o1["forced"], false);
    assert_eq!(o1["instead_of_mandatory"], true);
    let m1 = &j["rounds"][1]["steps"][2];
    assert_eq!((&m1["effect"], &m1["forced"]), (&"m1".into(), &true.into()));
    assert_eq!(m1["instead_of_mandatory"], false);
}

#[test]
fn an_empty_chain_prints_as_empty() {
    assert_eq!(
        run(EMPTY, "trace", "en"),
        "empty chain\nresolved: -\nlapsed: Ao1, Po1\n"
    );
    let fr = run(EMPTY, "text", "fr");
    assert!(fr.contains("Trace\u{a0}: chaîne vide\n"), "{fr}");
    let en = run(EMPTY, "text", "en");
    assert!(en.contains("No effect goes on the chain.") && en.contains("Trace: empty chain\n"));
    assert_eq!(json(EMPTY)["trace"], "empty chain");
}
