//! Misconceptions as switches on the engine: for each one, a board where it changes the answer,
//! and the diagnosis of that wrong answer names it, in one sentence with its rule, in English
//! and French.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::scenario::load_str;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::game::Game;
use layerlab::rules::misconception::{Asked, Misconception, feedback_lines};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::misconception::{answer_under, diagnose, read};

fn game(actions: &str, players: &str) -> Game {
    let (course, _) = Course::load(ContentSource::embedded());
    let text = format!("Scenario(format_version: 1, {players} actions: [{actions}])");
    load_str(Path::new("t.ron"), &text, &course.catalogue)
        .unwrap_or_else(|e| panic!("{e}"))
        .game
}

/// Under `m` the asked answer differs from the rules'; given as the learner's answer, the
/// diagnosis names `m`; a right answer names nothing.
fn names(g: &Game, id: &str, asked: Asked, m: Misconception) {
    let obj = g
        .lookup(id)
        .unwrap_or_else(|| panic!("{m:?}: no {id} on its board"));
    let right = read(g, &solve(g, &SolveOptions::quick()), obj, asked)
        .unwrap_or_else(|| panic!("{m:?}: no reading"));
    let wrong = answer_under(g, obj, asked, m)
        .unwrap_or_else(|| panic!("{m:?}: no reading under the switch"));
    assert_ne!(right, wrong, "{m:?} does not change the answer");
    let found = diagnose(g, obj, asked, &wrong);
    assert!(
        found.contains(&m),
        "{m:?} not named: {found:?} for {wrong:?}"
    );
    assert!(
        diagnose(g, obj, asked, &right).is_empty(),
        "{m:?}: the right answer names a misconception"
    );
    for lang in [Lang::En, Lang::Fr] {
        let lines = feedback_lines(&found, lang);
        assert_eq!(lines.len(), found.len() + 1, "{m:?} in {lang}: {lines:?}");
        assert!(
            lines.iter().any(|l| l.contains(m.rule())),
            "{m:?} in {lang}: {lines:?}"
        );
    }
}

/// Each misconception, a board where it changes the answer (its actions, then its players), the
/// object asked about and what is asked.
const CASES: &[(Misconception, &str, &str, &str, Asked)] = &[
    // Urborg, then Blood Moon: by timestamps alone, Urborg would make the Plains a Swamp before
    // Blood Moon removed its ability; dependency applies Blood Moon first (613.8).
    (
        Misconception::TimestampOnly,
        r#"Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
           Enter(id: "moon", card: "Blood Moon", controller: 0),
           Enter(id: "plains", card: "Plains", controller: 0),"#,
        "",
        "plains",
        Asked::Subtypes,
    ),
    // Humility, then Opalescence: applied in full at its turn, Humility finds no creature and
    // keeps its ability; by the layers it removes it in layer 6 (613.1).
    (
        Misconception::LastWinsAcrossLayers,
        r#"Enter(id: "humility", card: "Humility", controller: 0),
           Enter(id: "opal", card: "Opalescence", controller: 0),"#,
        "",
        "humility",
        Asked::Abilities,
    ),
    // Opalescence, then Humility: Humility removes its own ability in layer 6, yet its effect
    // had begun and still sets 1/1 in 7b (613.6); forgetting that leaves Opalescence's 4/4.
    (
        Misconception::Forget613_6,
        r#"Enter(id: "opal", card: "Opalescence", controller: 0),
           Enter(id: "humility", card: "Humility", controller: 0),"#,
        "",
        "humility",
        Asked::PowerToughness,
    ),
    // "Creatures get +1/+1 until end of turn" resolved, then the Bears enter: its set was fixed
    // as it resolved (611.2c).
    (
        Misconception::SpellDynamic,
        r#"Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
           Effect(id: "rally", kind: Resolved, controller: 0, affects: All((types: [Creature])),
                  parts: [ModifyPT(1, 1)], duration: UntilEndOfTurn),
           Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#,
        "",
        "bears",
        Asked::PowerToughness,
    ),
    // Glorious Anthem, then the Bears enter: a static ability follows the board (611.3a).
    (
        Misconception::StaticLocked,
        r#"Enter(id: "anthem", card: "Glorious Anthem", controller: 0),
           Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#,
        "",
        "bears",
        Asked::PowerToughness,
    ),
    // Two +1/+1 counters, then Lignify (base 0/4): counters apply in 7c, after 7b (613.4).
    (
        Misconception::CountersBeforeSetting,
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0, counters: [("+1/+1", 2)]),
           Enter(id: "lignify", card: "Lignify", controller: 1, attached_to: "bears"),"#,
        "",
        "bears",
        Asked::PowerToughness,
    ),
    // Godhead of Awe, then Maro: Maro's P/T CDA applies first (7a), then Godhead sets 1/1
    // (613.3); by timestamp Maro's CDA would come last.
    (
        Misconception::CdaByTimestamp,
        r#"Enter(id: "godhead", card: "Godhead of Awe", controller: 1),
           Enter(id: "maro", card: "Maro", controller: 0),"#,
        "players: [(life: 20, hand: 5, graveyard: []), (life: 20, hand: 7, graveyard: [])],",
        "maro",
        Asked::PowerToughness,
    ),
];

#[test]
fn each_misconception_changes_the_answer_on_its_board_and_is_named() {
    for &(m, actions, players, object, asked) in CASES {
        names(&game(actions, players), object, asked, m);
    }
}

/// A wrong answer no misconception gives names none.
#[test]
fn an_unexplained_wrong_answer_names_nothing() {
    let g = game(
        r#"Enter(id: "anthem", card: "Glorious Anthem", controller: 0),
           Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#,
        "",
    );
    let obj = g.lookup("bears").unwrap();
    let wrong = layerlab::rules::misconception::Reading::PT(Some((9, 9)));
    assert!(diagnose(&g, obj, Asked::PowerToughness, &wrong).is_empty());
}
