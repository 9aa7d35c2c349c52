//! Reading scenario files: which kind, positions in errors, and the checks made before running.

use std::path::Path;

use layerlab::content::phase_file as load;
use layerlab::i18n::Lang;
use layerlab::phase::scenario::DEFAULT_MAX_RESOLUTIONS;
use layerlab::phase::{Decision, OnResolve, Player, Scenario};

fn parse(text: &str) -> Result<Scenario, String> {
    load::parse(Path::new("s.ron"), text, Lang::En).map_err(|e| e.to_string())
}

fn parse_fr(text: &str) -> String {
    load::parse(Path::new("s.ron"), text, Lang::Fr)
        .unwrap_err()
        .to_string()
}

#[test]
fn full_phase_format() {
    let s = parse(
        r#"// A comment before the name
        PhaseScenario(
            format_version: 1,
            lenient: true,
            max_resolutions: 7,
            effects: [
                (id: "m1", player: A, mandatory: true),
                (id: "o1", player: P, mandatory: false, on_resolve: [
                    Spawn(id: "m2", player: A, mandatory: true, on_resolve: [Remove("o1")]),
                    Remove("m1"),
                    Renew,
                ]),
            ],
            decisions: (a: [Pass, Resolve("m1")], p: [Resolve("o1")]),
            expect: "R1 x",
        )"#,
    )
    .unwrap();
    let Scenario::Phase(s) = s else {
        panic!("not a phase scenario")
    };
    assert!(s.lenient);
    assert_eq!(s.max_resolutions, 7);
    assert_eq!(s.effects[1].player, Player::P);
    assert_eq!(s.effects[1].on_resolve.len(), 3);
    assert!(
        matches!(&s.effects[1].on_resolve[0], OnResolve::Spawn { on_resolve, .. } if on_resolve.len() == 1)
    );
    assert_eq!(
        s.decisions.a,
        vec![Decision::Pass, Decision::Resolve("m1".into())]
    );
    assert_eq!(s.expect.as_deref(), Some("R1 x"));
}

#[test]
fn optional_fields_have_defaults() {
    let Scenario::Phase(s) = parse("PhaseScenario(format_version: 1, effects: [])").unwrap() else {
        panic!()
    };
    assert!(!s.lenient);
    assert_eq!(s.max_resolutions, DEFAULT_MAX_RESOLUTIONS);
    assert!(s.decisions.a.is_empty() && s.decisions.p.is_empty());
    assert!(s.expect.is_none());
    let Scenario::Phase(s) =
        parse("PhaseScenario(format_version: 1, effects: [], decisions: (p: [Pass]))").unwrap()
    else {
        panic!()
    };
    assert!(s.decisions.a.is_empty());
}

#[test]
fn unknown_scenario_kind_is_named() {
    let e = parse("/* c */\n  Scenario(format_version: 1)").unwrap_err();
    assert!(e.starts_with("s.ron:2:3: "), "{e}");
    assert!(
        e.contains("PhaseScenario") && e.contains("`Scenario`"),
        "{e}"
    );
    let e = parse("(format_version: 1, effects: [])").unwrap_err();
    assert!(e.starts_with("s.ron:1:1: "), "{e}");
    assert!(e.contains("ChainScenario"), "{e}");
}

#[test]
fn wrong_version_points_at_the_field() {
    let e = parse("PhaseScenario(\n  format_version: 3,\n  effects: [])").unwrap_err();
    assert!(e.starts_with("s.ron:2:3: "), "{e}");
    assert!(e.contains("format_version 3"), "{e}");
    let e = parse("ChainScenario(format_version: 2, effects: [])").unwrap_err();
    assert!(e.contains("format_version 2"), "{e}");
    assert!(
        parse_fr("ChainScenario(format_version: 2, effects: [])").contains("non pris en charge")
    );
}

#[test]
fn unknown_fields_are_refused_with_a_position() {
    let e = parse(
        "PhaseScenario(format_version: 1,\n effects: [(id: \"a\", player: A, mandatory: true, typo: 1)])",
    )
    .unwrap_err();
    assert!(e.starts_with("s.ron:2:"), "{e}");
    assert!(e.contains("typo"), "{e}");
    let e = parse("ChainScenario(format_version: 1, effects: [], lenient: true)").unwrap_err();
    assert!(e.contains("lenient"), "{e}");
    let e = parse("PhaseScenario(format_version: 1, effects: [], decisions: (b: []))").unwrap_err();
    assert!(e.contains('b'), "{e}");
}

#[test]
fn bad_players_and_decisions_are_refused() {
    assert!(
        parse(
            r#"PhaseScenario(format_version: 1, effects: [(id: "a", player: B, mandatory: true)])"#
        )
        .is_err()
    );
    assert!(
        parse(r#"PhaseScenario(format_version: 1, effects: [], decisions: (a: [Skip]))"#).is_err()
    );
}

#[test]
fn duplicate_ids_are_refused_at_the_second_one() {
    let e = parse(
        "PhaseScenario(format_version: 1, effects: [\n (id: \"m1\", player: A, mandatory: true),\n (id: \"m1\", player: P, mandatory: false)])",
    )
    .unwrap_err();
    assert!(e.starts_with("s.ron:3:7: "), "{e}");
    assert!(e.contains("\"m1\""), "{e}");
    let e = parse(
        r#"ChainScenario(format_version: 1, effects: [(id: "x", player: A, mandatory: true), (id: "x", player: A, mandatory: true)])"#,
    )
    .unwrap_err();
    assert!(e.contains("used twice"), "{e}");
    assert!(parse_fr(r#"ChainScenario(format_version: 1, effects: [(id: "x", player: A, mandatory: true), (id: "x", player: A, mandatory: true)])"#).contains("«\u{a0}x\u{a0}»"));
}

#[test]
fn ids_must_fit_the_trace_notation() {
    for bad in ["", "pass", "a b", "m1!", "x,y"] {
        let text = format!(
            r#"PhaseScenario(format_version: 1, effects: [(id: "{bad}", player: A, mandatory: true)])"#
        );
        let e = parse(&text).unwrap_err();
        assert!(e.contains("cannot be an effect id"), "{bad:?}: {e}");
    }
}

#[test]
fn remove_must_name_an_effect_of_the_scenario() {
    let e = parse(
        "PhaseScenario(format_version: 1, effects: [\n (id: \"o1\", player: A, mandatory: false, on_resolve: [Remove(\"zz\")])])",
    )
    .unwrap_err();
    assert!(e.starts_with("s.ron:2:"), "{e}");
    assert!(e.contains("Remove(\"zz\")"), "{e}");
    // Spawned ids count as effects of the scenario.
    assert!(parse(
        r#"PhaseScenario(format_version: 1, effects: [
            (id: "o1", player: A, mandatory: false, on_resolve: [Spawn(id: "s", player: P, mandatory: false)]),
            (id: "o2", player: P, mandatory: false, on_resolve: [Remove("s")])])"#
    )
    .is_ok());
}

#[test]
fn mandatory_chain_effects_cannot_be_declined() {
    let e = parse(
        r#"ChainScenario(format_version: 1, effects: [(id: "Am1", player: A, mandatory: true, activate: false)])"#,
    )
    .unwrap_err();
    assert!(e.contains("cannot be declined"), "{e}");
}

#[test]
fn the_loop_guard_has_a_ceiling() {
    let e = parse("PhaseScenario(format_version: 1, max_resolutions: 100001, effects: [])")
        .unwrap_err();
    assert!(e.contains("max_resolutions is 100001"), "{e}");
    assert!(parse("PhaseScenario(format_version: 1, max_resolutions: 0, effects: [])").is_ok());
}

#[test]
fn syntax_errors_have_positions() {
    let e =
        parse("PhaseScenario(format_version: 1,\n effects: [(id: \"a\" player: A)])").unwrap_err();
    assert!(e.starts_with("s.ron:2:"), "{e}");
}

#[test]
fn missing_file_is_an_error_not_a_panic() {
    let e = load::load(Path::new("/nonexistent/x.ron"), Lang::Fr).unwrap_err();
    assert!(e.to_string().contains("impossible de lire"), "{e}");
}

/// `n` spawns each inside the previous one's `on_resolve`.
fn nested_spawns(n: usize) -> String {
    let mut text = String::from(
        "PhaseScenario(format_version: 1, effects: [(id: \"e\", player: A, mandatory: true, on_resolve: [",
    );
    for i in 0..n {
        text.push_str(&format!(
            "Spawn(id: \"s{i}\", player: P, mandatory: false, on_resolve: ["
        ));
    }
    text.push_str(&"])".repeat(n));
    text.push_str("])])");
    text
}

/// Nesting up to the limit reads (in a test's small stack), one more level is refused where it
/// starts, in words, never with RON's own "recursion limit".
#[test]
fn nesting_up_to_the_limit_reads_and_deeper_is_refused() {
    use layerlab::content::limits::MAX_NESTING;
    // Three brackets are open before the first spawn; each spawn opens two.
    let fits = (MAX_NESTING - 3) / 2;
    assert!(parse(&nested_spawns(fits)).is_ok());
    let e = parse(&nested_spawns(fits + 1)).unwrap_err();
    assert!(e.contains("too deeply nested"), "{e}");
    assert!(!e.contains("recursion"), "{e}");
    let e = parse_fr(&nested_spawns(200));
    assert!(e.contains("trop profondément imbriqué"), "{e}");
}

/// An id is reported where it is written in its effect, not where a comment quotes it.
#[test]
fn positions_are_those_of_the_item_not_of_a_comment() {
    let e = parse(
        "// \"m1\" appears twice below\nPhaseScenario(format_version: 1, effects: [\n  (id: \"m1\", player: A, mandatory: true),\n  (id: \"m1\", player: P, mandatory: true),\n])",
    )
    .unwrap_err();
    assert!(e.starts_with("s.ron:4:8: "), "{e}");
    let e = parse(
        "ChainScenario(format_version: 1, effects: [\n  // (id: \"bad id\") was here\n  (id: \"ok\", player: A, mandatory: true, activate: true),\n  (id: \"bad id\", player: A, mandatory: true, activate: true),\n])",
    )
    .unwrap_err();
    assert!(e.starts_with("s.ron:4:8: "), "{e}");
}
