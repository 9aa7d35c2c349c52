//! `layerlab phase`: exit codes 0/1/2 and the three formats in both languages.

use std::path::PathBuf;
use std::process::Output;

use crate::common;
use common::binary::layerlab;
use common::{TempDir, temp_file};

/// Writes `text` to a file named after the test in a fresh folder; the guard removes the folder.
fn file(name: &str, text: &str) -> (TempDir, PathBuf) {
    temp_file("phase-cli", &format!("{name}.ron"), text)
}

fn phase(path: &PathBuf, format: &str, lang: &str) -> (i32, String, String) {
    let out: Output = layerlab()
        .arg("phase")
        .arg(path)
        .args(["--format", format, "--lang", lang])
        .output()
        .expect("run layerlab");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out.status.code().unwrap_or(-1), stdout, stderr)
}

const SPAWNING: &str = r#"PhaseScenario(
    format_version: 1,
    effects: [
        (id: "m1", player: A, mandatory: true),
        (id: "o1", player: P, mandatory: false, on_resolve: [
            Spawn(id: "m2", player: A, mandatory: true),
            Remove("m1"),
        ]),
        (id: "o2", player: A, mandatory: false),
    ],
    decisions: (a: [Pass], p: [Resolve("o1")]),
    expect: "R1 [1]A pass [2]P o1 · R2 [1]A pass [2]P - [3]A m2! · R3 [1]A pass [2]P - [3]A - [4]P -",
)"#;

const SPAWNING_TRACE: &str =
    "R1 [1]A pass [2]P o1 · R2 [1]A pass [2]P - [3]A m2! · R3 [1]A pass [2]P - [3]A - [4]P -";

#[test]
fn trace_format_in_both_languages() {
    let (_dir, path) = file("trace", SPAWNING);
    for lang in ["en", "fr"] {
        let (code, out, err) = phase(&path, "trace", lang);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            out,
            format!("{SPAWNING_TRACE}\nresolved: o1, m2\nlapsed: o2\n"),
            "the notation does not depend on the language"
        );
    }
}

#[test]
fn text_format_explains_steps_in_english() {
    let (_dir, path) = file("text-en", SPAWNING);
    let (code, out, err) = phase(&path, "text", "en");
    assert_eq!(code, 0, "{err}");
    for needle in [
        "Round 1:",
        "[1] A, the active player, may resolve one of their pending effects (m1, o2) or pass. A passes.",
        "[2] P, the passive player, may resolve one of their pending effects (o1) or pass. P resolves o1.",
        "Resolving o1 creates m2 (A, mandatory), pending from the next round.",
        "Resolving o1 removes m1 (A, mandatory): it is no longer pending.",
        "a new round starts at [1] with A",
        "[3] A must resolve a mandatory effect; m2 is the only one, so it resolves automatically.",
        "so the phase ends",
        "Optional effects still pending lapse: o2.",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
}

#[test]
fn text_format_explains_steps_in_french() {
    let (_dir, path) = file("text-fr", SPAWNING);
    let (code, out, err) = phase(&path, "text", "fr");
    assert_eq!(code, 0, "{err}");
    for needle in [
        "Cycle 1\u{a0}:",
        "A, le joueur actif, peut résoudre un de ses effets en attente (m1, o2) ou passer. A passe.",
        "P, le joueur passif,",
        "P résout o1.",
        "crée m2 (A, obligatoire)",
        "retire m1 (A, obligatoire)\u{a0}: il n'est plus en attente.",
        "la phase se termine",
        "o2",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in\n{out}");
    }
    assert!(!out.contains('\u{202f}'));
    assert!(
        !out.contains(" :"),
        "a plain space before a colon in\n{out}"
    );
}

#[test]
fn json_format_gives_rounds_steps_resolved_and_lapsed() {
    let (_dir, path) = file("json", SPAWNING);
    for lang in ["en", "fr"] {
        let (code, out, err) = phase(&path, "json", lang);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["kind"], "phase");
        assert_eq!(v["trace"], SPAWNING_TRACE);
        assert_eq!(v["resolved"], serde_json::json!(["o1", "m2"]));
        assert_eq!(v["lapsed"], serde_json::json!(["o2"]));
        assert_eq!(v["expect_met"], true);
        let rounds = v["rounds"].as_array().unwrap();
        assert_eq!(rounds.len(), 3);
        assert_eq!(rounds[0]["ended_by"], "resolution");
        assert_eq!(rounds[2]["ended_by"], "phase_end");
        let step = &rounds[0]["steps"][1];
        assert_eq!(step["player"], "P");
        assert_eq!(step["action"], "resolve");
        assert_eq!(step["effect"], "o1");
        assert_eq!(step["events"][0]["event"], "spawned");
        assert_eq!(step["events"][1]["event"], "removed");
        assert_eq!(rounds[1]["steps"][2]["forced"], true);
    }
}

const CHAIN: &str = r#"ChainScenario(
    format_version: 1,
    rules: Apnap,
    effects: [(id: "Pm1", player: P, mandatory: true), (id: "Ao1", player: A, mandatory: false)],
    expect: "CL1 Ao1, CL2 Pm1 | resolves Pm1, Ao1 | first to respond: A",
)"#;

#[test]
fn chain_scenarios_in_the_three_formats() {
    let (_dir, path) = file("chain", CHAIN);
    let (code, out, _) = phase(&path, "trace", "en");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "CL1 Ao1, CL2 Pm1 | resolves Pm1, Ao1 | first to respond: A\nresolved: Pm1, Ao1\nlapsed: -\n"
    );
    let (code, out, _) = phase(&path, "text", "en");
    assert_eq!(code, 0);
    assert!(out.contains("APNAP"), "{out}");
    let (code, out, _) = phase(&path, "text", "fr");
    assert_eq!(code, 0);
    assert!(out.contains("APNAP") && out.contains("pile"), "{out}");
    let (code, out, _) = phase(&path, "json", "en");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["kind"], "chain");
    assert_eq!(v["rules"], "apnap");
    assert_eq!(v["first_to_respond"], "A");
    assert_eq!(v["links"][0]["effect"], "Ao1");
}

#[test]
fn unmet_expect_exits_1_and_shows_both_lines() {
    let text = SPAWNING.replace("[3]A m2!", "[3]A m1!");
    let (_dir, path) = file("unmet", &text);
    let (code, out, err) = phase(&path, "trace", "en");
    assert_eq!(code, 1);
    assert!(out.starts_with(SPAWNING_TRACE), "{out}");
    assert!(
        err.contains("expected: R1 [1]A pass [2]P o1 · R2 [1]A pass [2]P - [3]A m1!"),
        "{err}"
    );
    assert!(err.contains(&format!("got: {SPAWNING_TRACE}")), "{err}");
    assert!(err.contains("first difference"), "{err}");
    let (code, _, err) = phase(&path, "text", "fr");
    assert_eq!(code, 1);
    assert!(
        err.contains("attendu\u{a0}:") && err.contains("obtenu\u{a0}:"),
        "{err}"
    );
    let (code, out, _) = phase(&path, "json", "en");
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["expect_met"], false);
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let cases = [
        (
            "syntax",
            "PhaseScenario(format_version: 1, effects: [",
            "syntax.ron:1:",
        ),
        ("kind", "Scenario(format_version: 1)", "PhaseScenario"),
        (
            "version",
            "ChainScenario(format_version: 9, effects: [])",
            "format_version 9",
        ),
        (
            "field",
            "PhaseScenario(format_version: 1, effects: [], lenent: true)",
            "lenent",
        ),
        (
            "illegal",
            r#"PhaseScenario(format_version: 1,
                effects: [(id: "m1", player: A, mandatory: true), (id: "m2", player: A, mandatory: true)],
                decisions: (a: [Pass, Pass]))"#,
            "round 1, step [3]: A cannot pass",
        ),
        (
            "guard",
            r#"PhaseScenario(format_version: 1, max_resolutions: 3,
                effects: [(id: "m1", player: A, mandatory: true, on_resolve: [Renew])])"#,
            "max_resolutions: 3",
        ),
    ];
    for (name, text, needle) in cases {
        let (_dir, path) = file(name, text);
        for format in ["trace", "text", "json"] {
            let (code, out, err) = phase(&path, format, "en");
            assert_eq!(code, 2, "{name}: {err}");
            assert!(out.is_empty(), "{name}: {out}");
            assert!(err.contains(needle), "{name}: missing {needle:?} in {err}");
        }
        let (code, _, err) = phase(&path, "trace", "fr");
        assert_eq!(code, 2);
        assert!(err.starts_with("erreur\u{a0}:"), "{name}: {err}");
        assert!(!err.contains('\u{202f}'));
    }
}

#[test]
fn missing_file_exits_2() {
    let path = PathBuf::from("/nonexistent/layerlab/phase.ron");
    let (code, _, err) = phase(&path, "trace", "en");
    assert_eq!(code, 2);
    assert!(err.contains("cannot read the file"), "{err}");
}

#[test]
fn unused_decisions_warn_without_failing() {
    let (_dir, path) = file(
        "unused",
        r#"PhaseScenario(format_version: 1, effects: [], decisions: (a: [Pass, Resolve("x")]))"#,
    );
    let (code, _, err) = phase(&path, "trace", "en");
    assert_eq!(code, 0);
    assert!(
        err.contains(r#"2 scripted decisions for A were never used: Pass, Resolve("x")"#),
        "{err}"
    );
}
