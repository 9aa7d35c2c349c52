//! `layerlab solve` end to end: formats, languages, exit codes, error positions.

use std::path::{Path, PathBuf};

use crate::common;
use common::binary::{Ran, Run, layerlab};
use common::temp_file;

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/layers")
        .join(name)
}

fn solve(args: &[&str]) -> Ran {
    layerlab().arg("solve").args(args).run(b"")
}

#[test]
fn text_report_explains_the_dependency() {
    let p = example("urborg-then-blood-moon.ron");
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let out = &o.stdout;
    assert!(out.contains("613.8b"), "{out}");
    assert!(out.contains("[moon]") && out.contains("[urborg]"), "{out}");
    assert!(out.contains("{T}: Add {R}."), "{out}");
    assert!(
        !out.contains('\u{2068}') && !out.contains('\u{2069}'),
        "no Fluent isolation marks"
    );
}

#[test]
fn french_report() {
    let p = example("crag-puca-and-torpor-dust.ron");
    let o = solve(&[p.to_str().unwrap(), "--lang", "fr"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let out = &o.stdout;
    assert!(out.contains("Couche 7d"), "{out}");
    assert!(out.contains("Pucca de cordillère"), "{out}");
    assert!(out.contains("meurt"), "{out}");
    assert!(!out.contains('\u{202F}'), "U+00A0, never U+202F");
}

#[test]
fn course_numbering_labels() {
    let p = example("switch-comes-last.ron");
    let o = solve(&[p.to_str().unwrap(), "--numbering", "course"]);
    assert_eq!(o.code, Some(0));
    let out = &o.stdout;
    assert!(out.contains("[7e]") && out.contains("[7d]"), "{out}");
}

#[test]
fn markdown_report() {
    let p = example("act-of-treason.ron");
    let o = solve(&[p.to_str().unwrap(), "--format", "md"]);
    assert_eq!(o.code, Some(0));
    let out = &o.stdout;
    assert!(out.starts_with("## "), "{out}");
    assert!(out.contains("| `bears` |"), "{out}");
}

#[test]
fn json_has_the_documented_shape() {
    let p = example("lattice-and-titanias-song.ron");
    let o = solve(&[p.to_str().unwrap(), "--format", "json"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("valid JSON");
    let objects = v["objects"].as_array().unwrap();
    for key in [
        "id",
        "name",
        "owner",
        "controller",
        "supertypes",
        "types",
        "subtypes",
        "colors",
        "abilities",
        "power",
        "toughness",
        "counters",
        "face_down",
        "dies",
        "timestamp",
    ] {
        assert!(objects[0].get(key).is_some(), "objects[].{key}");
    }
    let forest = objects.iter().find(|o| o["id"] == "forest").unwrap();
    assert_eq!(forest["dies"], true);
    assert_eq!(forest["power"], 0);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players[0]["id"], "p0");
    assert_eq!(players[0]["max_hand_size"], 7);
    let steps = v["steps"].as_array().unwrap();
    for key in [
        "layer",
        "effect",
        "source",
        "reason",
        "depends_on",
        "affected",
        "changes",
    ] {
        assert!(steps[0].get(key).is_some(), "steps[].{key}");
    }
    let song4 = steps
        .iter()
        .find(|s| s["layer"] == "4" && s["effect"] == "song")
        .unwrap();
    assert_eq!(song4["depends_on"][0]["effect"], "lattice/1");
    assert_eq!(song4["depends_on"][0]["why"], "affected-set");
}

#[test]
fn unmet_expectation_exits_1() {
    let (_dir, p) = temp_file(
        "cli",
        "unmet.ron",
        r#"Scenario(format_version: 1, actions: [Enter(id: "bears", card: "Grizzly Bears", controller: 0)],
            expect: [(id: "bears", power: 3)])"#,
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(1));
    assert!(o.stdout.contains("expected 3, got 2"), "{}", o.stdout);
}

#[test]
fn syntax_error_has_a_position_and_exits_2() {
    let (_dir, p) = temp_file(
        "cli",
        "syntax.ron",
        "Scenario(\n  format_version: 1,\n  actions: [Enter(id: \"x\" card: \"Forest\", controller: 0)],\n)",
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(2));
    let err = &o.stderr;
    assert!(err.contains("syntax.ron:3:"), "{err}");
}

#[test]
fn unknown_field_is_refused() {
    let (_dir, p) = temp_file(
        "cli",
        "field.ron",
        "Scenario(format_version: 1, actions: [], colour: 3)",
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(2));
    assert!(o.stderr.contains("field.ron:1:"), "{}", o.stderr);
}

#[test]
fn unknown_card_suggests_close_names() {
    let (_dir, p) = temp_file(
        "cli",
        "card.ron",
        "Scenario(format_version: 1, actions: [\n  Enter(id: \"m\", card: \"Blod Moon\", controller: 0),\n])",
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(2));
    let err = &o.stderr;
    assert!(err.contains("card.ron:2:24"), "{err}");
    assert!(err.contains("Blood Moon"), "{err}");
}

#[test]
fn unknown_id_and_illegal_target() {
    let (_id_dir, p) = temp_file(
        "cli",
        "id.ron",
        "Scenario(format_version: 1, actions: [\n  Cast(card: \"Giant Growth\", controller: 0, targets: [\"bear\"]),\n])",
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(2));
    assert!(
        o.stderr.contains("id.ron:2:") && o.stderr.contains("unknown id"),
        "{}",
        o.stderr
    );
    let (_target_dir, p) = temp_file(
        "cli",
        "target.ron",
        "Scenario(format_version: 1, actions: [\n  Enter(id: \"f\", card: \"Forest\", controller: 0),\n  Cast(card: \"Giant Growth\", controller: 0, targets: [\"f\"]),\n])",
    );
    let o = solve(&[p.to_str().unwrap()]);
    assert_eq!(o.code, Some(2));
    assert!(o.stderr.contains("not a legal target"), "{}", o.stderr);
}

#[test]
fn missing_file_exits_2() {
    let o = solve(&["/nonexistent/nothing.ron"]);
    assert_eq!(o.code, Some(2));
    assert!(o.stderr.contains("nothing.ron:1:1"), "{}", o.stderr);
}

#[test]
fn a_copy_s_own_as_it_enters_choice_is_a_step_of_the_trace() {
    // 707.5, 707.6: the Clone copying Primal Clay makes its own choice, a layer-1a step after its
    // copy effect, in both languages.
    let p = example("clone-chooses-as-primal-clay.ron");
    for lang in ["en", "fr"] {
        let o = solve(&[p.to_str().unwrap(), "--lang", lang]);
        assert_eq!(o.code, Some(0), "{}", o.stderr);
        let out = &o.stdout;
        let copy = out.find("[clone:copy]").expect("the copy effect's step");
        let choice = out
            .find("[clone:1/6 Wall]")
            .expect("the Clone's own choice");
        assert!(copy < choice, "{out}");
        let step = &out[choice..];
        // The last step: up to the blank line after it.
        let step = &step[..step.find("\n\n").unwrap_or(step.len())];
        assert!(
            step.contains("1/6 Wall") && step.contains("2 → 1"),
            "{step}"
        );
    }
}
