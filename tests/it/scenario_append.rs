//! Appending an action to a played scenario (the sandbox's edits) gives exactly the game that
//! playing the whole file gives, for every board of the course and every example.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{self, ScenarioFile};

fn boards() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["lessons/scenarios", "examples/layers"] {
        for e in std::fs::read_dir(root.join(dir)).expect(dir) {
            let p = e.unwrap().path();
            let text = std::fs::read_to_string(&p).unwrap();
            // Layer scenarios only (phase and chain scenarios sit beside them).
            if !text.contains("PhaseScenario(") && !text.contains("ChainScenario(") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn appending_the_last_action_is_playing_the_whole_file() {
    let catalogue = Catalogue::embedded();
    let mut checked = 0;
    for path in boards() {
        let full = scenario::load_file(&path, &catalogue).expect("a shipped board loads");
        let mut file: ScenarioFile = full.file.clone();
        let Some(last) = file.actions.pop() else {
            continue;
        };
        let text = ron::ser::to_string(&file).unwrap();
        let head = scenario::load_str(&path, &text, &catalogue).expect("its head loads");
        let appended = scenario::append(&head, last, &catalogue).expect("the last action plays");
        assert_eq!(appended.file, full.file, "{}", path.display());
        assert!(appended.game == full.game, "{}", path.display());
        checked += 1;
    }
    assert!(checked > 50, "only {checked} boards checked");
}

#[test]
fn an_illegal_appended_action_is_refused_with_its_reason() {
    let catalogue = Catalogue::embedded();
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/layers/urborg-then-blood-moon.ron");
    let loaded = scenario::load_file(&path, &catalogue).unwrap();
    let spec: scenario::ActionSpec =
        ron::from_str(r#"Enter(id: "moon", card: "Blood Moon", controller: 0)"#).unwrap();
    let err = scenario::append(&loaded, spec, &catalogue).unwrap_err();
    assert!(
        err.message(layerlab::i18n::Lang::En).contains("moon"),
        "{}",
        err.message(layerlab::i18n::Lang::En)
    );
    let spec: scenario::ActionSpec =
        ron::from_str(r#"Enter(id: "x", card: "Blod Mon", controller: 0)"#).unwrap();
    let err = scenario::append(&loaded, spec, &catalogue).unwrap_err();
    assert!(
        err.message(layerlab::i18n::Lang::En).contains("Blood Moon"),
        "suggests: {}",
        err.message(layerlab::i18n::Lang::En)
    );
}
