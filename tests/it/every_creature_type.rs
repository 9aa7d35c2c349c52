//! A creature with every creature type (changeling, 702.73a, or an effect) says so on its type
//! line, in the text and Markdown reports and in the app, in both languages.

use crate::common;
use common::binary::layerlab;

use std::path::{Path, PathBuf};

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::Board;

fn changeling() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/scenarios/l04-changeling-and-lord.ron")
}

fn report(args: &[&str]) -> String {
    let o = layerlab()
        .arg("solve")
        .arg(changeling())
        .args(args)
        .output()
        .expect("run layerlab");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn reports_say_every_creature_type() {
    let text = report(&["--lang", "en"]);
    assert!(
        text.contains("Creature — Shapeshifter (every creature type)"),
        "{text}"
    );
    let md = report(&["--lang", "en", "--format", "md"]);
    assert!(md.contains("(every creature type)"), "{md}");
    let fr = report(&["--lang", "fr"]);
    assert!(fr.contains("(tous les types de créature)"), "{fr}");
    // Only the changeling: Lord of Atlantis is a Merfolk.
    assert!(text.contains("Creature — Merfolk ·"), "{text}");
}

#[test]
fn the_app_says_every_creature_type() {
    // The changeling first, so that it is the object selected, whose whole type line shows.
    let (_dir, path) = common::temp_file(
        "changeling",
        "changeling.ron",
        r#"Scenario(
    format_version: 1,
    actions: [
        Enter(id: "changeling", card: "Woodland Changeling", controller: 0),
        Enter(id: "lord", card: "Lord of Atlantis", controller: 1),
    ],
)"#,
    );
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("scenario");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    for (lang, words) in [
        (Lang::En, "every creature type"),
        (Lang::Fr, "tous les types de créature"),
    ] {
        let mut app = common::fixture_app(lang);
        // At the last step: the type line the layers give.
        app.open_board(
            "changeling.ron",
            Board {
                loaded: loaded.clone(),
                sol: sol.clone(),
            },
            sol.trace.steps.len(),
        );
        let screen = common::text(&common::draw(&app, 220, 50));
        assert!(screen.contains(words), "{screen}");
    }
}
