//! Misconceptions as switches on the engine: for each one, a board where it changes the answer,
//! and the diagnosis of that wrong answer names it, in one sentence with its rule, in English
//! and French.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::scenario::load_str;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::game::Game;
use layerlab::rules::misconception::{Asked, Found, Misconception, Reading};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::misconception::{
    answer_under, diagnose, diagnose_found, feedback_lines, read,
};

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
    let found: Vec<Found> = diagnose_found(g, obj, asked, &wrong);
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

/// "CDAs by timestamp" drops 613.3 alone: Maro's P/T CDA is ordered by its timestamp among the
/// setting effects of 7b, and 613.8a(c) still holds, so an earlier effect that reads Maro's power
/// does not wait for it by dependency. By the rules, Maro is 5/5 in 7a and the Bears, set to the
/// Avatars' total power in 7b, are 5/5; under the switch the Bears read Maro's printed * (0).
#[test]
fn cda_by_timestamp_keeps_every_other_rule() {
    let g = game(
        r#"Enter(id: "bears", card: "Grizzly Bears", controller: 0),
           Effect(id: "match", kind: Static, controller: 0, affects: Objects(["bears"]),
                  parts: [SetPT(TotalPower((subtypes: ["Avatar"])), TotalPower((subtypes: ["Avatar"])))]),
           Enter(id: "maro", card: "Maro", controller: 0),"#,
        "players: [(life: 20, hand: 5, graveyard: []), (life: 20, hand: 7, graveyard: [])],",
    );
    let bears = g.lookup("bears").unwrap();
    let under = answer_under(
        &g,
        bears,
        Asked::PowerToughness,
        Misconception::CdaByTimestamp,
    );
    assert_eq!(
        under,
        Some(layerlab::rules::misconception::Reading::PT(Some((0, 0))))
    );
    names(
        &g,
        "bears",
        Asked::PowerToughness,
        Misconception::CdaByTimestamp,
    );
}

/// A creature that nothing gives a power or toughness has 0 (208.5) under every switch too: an
/// artifact made a creature after Glorious Anthem began, which a learner who fixes the
/// Anthem's set at its timestamp (611.3a ignored) leaves out: 0/0, and that answer names it.
#[test]
fn a_creature_with_no_power_is_0_under_the_switches() {
    let g = game(
        r#"Enter(id: "anthem", card: "Glorious Anthem", controller: 0),
           Enter(id: "lantern", card: "Chromatic Lantern", controller: 0),
           Effect(id: "animate", kind: Static, controller: 0, affects: All((types: [Artifact])),
                  parts: [AddTypes([Creature])]),"#,
        "",
    );
    let lantern = g.lookup("lantern").unwrap();
    for m in &Misconception::ALL {
        let under = answer_under(&g, lantern, Asked::PowerToughness, *m);
        assert!(
            matches!(
                under,
                Some(layerlab::rules::misconception::Reading::PT(Some(_)))
            ),
            "{m:?}: {under:?}"
        );
    }
    names(
        &g,
        "lantern",
        Asked::PowerToughness,
        Misconception::StaticLocked,
    );
}

/// A board of `tests/fixtures/misreadings/`.
fn fixture(name: &str) -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/misreadings")
        .join(name);
    let (course, _) = Course::load(ContentSource::embedded());
    layerlab::content::scenario::load_file(&path, &course.catalogue)
        .unwrap_or_else(|e| panic!("{e}"))
        .game
}

fn keys(items: &[&str]) -> Reading {
    Reading::Keys(items.iter().map(|s| s.to_string()).collect())
}

/// Blood Moon, then Urborg (the newest wins by timestamp, yet Blood Moon applies first by
/// dependency and removes Urborg's ability, 613.8a): a learner who lets Urborg's effect apply
/// all the same makes every land a Swamp, and the diagnosis names that misreading, and that one
/// alone.
#[test]
fn an_effect_whose_ability_was_removed_still_applying_is_named() {
    let g = fixture("moon-then-urborg.ron");
    let m = Misconception::RemovedStillApplies;
    for (id, under) in [
        ("urborg", keys(&["Mountain", "Swamp"])),
        ("plains", keys(&["Plains", "Swamp"])),
        ("vista", keys(&["Mountain", "Swamp"])),
    ] {
        let obj = g.lookup(id).unwrap();
        assert_eq!(
            answer_under(&g, obj, Asked::Subtypes, m),
            Some(under.clone()),
            "{id}"
        );
        assert_eq!(diagnose(&g, obj, Asked::Subtypes, &under), vec![m], "{id}");
    }
    names(&g, "plains", Asked::Subtypes, m);
    // The Swamp's mana ability comes with the type (305.6).
    let plains = g.lookup("plains").unwrap();
    assert_eq!(
        answer_under(&g, plains, Asked::Abilities, m),
        Some(keys(&["{T}: Add {B}.", "{T}: Add {W}."]))
    );
}

/// Godhead of Awe, Lignify on the Bears, then Act of Treason on Godhead: a change of control
/// gives no new timestamp (613.7), so Lignify still wins in 7b (0/4). A learner who stamps
/// Godhead anew answers 1/1, and the diagnosis names it.
#[test]
fn a_control_change_taken_for_a_new_timestamp_is_named() {
    let g = fixture("control-no-restamp.ron");
    let m = Misconception::ControlRestamps;
    let bears = g.lookup("bears").unwrap();
    assert_eq!(
        answer_under(&g, bears, Asked::PowerToughness, m),
        Some(Reading::PT(Some((1, 1))))
    );
    names(&g, "bears", Asked::PowerToughness, m);
}
