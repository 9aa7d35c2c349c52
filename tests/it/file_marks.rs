//! What a file says about itself without showing it: a UTF-8 byte-order mark at its start is
//! skipped (the file reads as without it), and the invisible format characters — bidirectional
//! overrides and isolates, direction marks, zero widths — are shown escaped wherever control
//! characters are, so an id cannot make the rest of a line read backwards.

use crate::common;
use common::TempDir;
use common::binary::{Run, layerlab};

const BOM: &str = "\u{feff}";

#[test]
fn a_scenario_and_a_phase_script_with_a_byte_order_mark_read_as_without_it() {
    let dir = TempDir::new("bom");
    for (cmd, example) in [
        ("solve", "examples/layers/urborg-then-blood-moon.ron"),
        ("phase", "examples/phase/02-optionals-lapse.ron"),
    ] {
        let Ok(text) = std::fs::read_to_string(example) else {
            continue;
        };
        let plain = layerlab().arg(cmd).arg(example).run(b"");
        assert_eq!(plain.code, Some(0), "{example}: {}", plain.stderr);
        let marked = dir.join("marked.ron");
        std::fs::write(&marked, format!("{BOM}{text}")).unwrap();
        let ran = layerlab().arg(cmd).arg(&marked).run(b"");
        assert_eq!(ran.code, Some(0), "{example} with a BOM: {}", ran.stderr);
        assert_eq!(
            ran.stdout.replace(marked.to_str().unwrap(), example),
            plain.stdout.replace(marked.to_str().unwrap(), example),
            "{example}"
        );
    }
}

#[test]
fn a_broken_file_after_a_byte_order_mark_is_placed_as_without_it() {
    let dir = TempDir::new("bom-broken");
    let file = dir.join("broken.ron");
    std::fs::write(
        &file,
        format!("{BOM}Scenario(\n  format_version: 1,\n  nonsense: 3,\n)\n"),
    )
    .unwrap();
    let ran = layerlab().arg("solve").arg(&file).run(b"");
    assert_eq!(ran.code, Some(2), "{}", ran.stderr);
    assert!(ran.stderr.contains("broken.ron:3:3"), "{}", ran.stderr);
}

#[test]
fn bidirectional_and_zero_width_characters_in_an_id_are_shown_escaped() {
    let dir = TempDir::new("bidi");
    let file = dir.join("bidi.ron");
    std::fs::write(
        &file,
        "Scenario(\n    format_version: 1,\n    actions: [\n        Enter(id: \"bears\u{202e}sraeb\u{200b}\", card: \"Grizzly Bears\", controller: 0),\n        Enter(id: \"anthem\u{2066}x\u{2069}\", card: \"Glorious Anthem\", controller: 0),\n    ],\n)\n",
    )
    .unwrap();
    for format in ["text", "md"] {
        let ran = layerlab()
            .args(["solve", "--format", format])
            .arg(&file)
            .run(b"");
        assert_eq!(ran.code, Some(0), "{}", ran.stderr);
        let out = &ran.stdout;
        for c in ['\u{202e}', '\u{200b}', '\u{2066}', '\u{2069}'] {
            assert!(
                !out.contains(c),
                "{format}: U+{:04X} raw in {out}",
                c as u32
            );
        }
        assert!(
            out.contains(r"bears\u{202e}sraeb\u{200b}"),
            "{format}: {out}"
        );
    }
}
