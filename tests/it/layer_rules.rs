//! The engine, layer by layer: small scenarios with results worked out from the rules.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{Loaded, load_str};
use layerlab::rules::card::{Ability, Keyword, Mana};
use layerlab::rules::effect::{EffectKind, Target};
use layerlab::rules::layer::{Layer, Numbering};
use layerlab::rules::object::Chars;
use layerlab::rules::solve::{Solution, SolveOptions, solve};
use layerlab::rules::trace::{DepKind, Reason, Step, StopReason};
use layerlab::rules::types::{CardType, Color};

fn run(actions: &str) -> (Loaded, Solution) {
    run_full(&format!(
        "Scenario(format_version: 1, actions: [{actions}])"
    ))
}

fn run_full(src: &str) -> (Loaded, Solution) {
    let cat = Catalogue::embedded();
    let loaded = load_str(Path::new("test.ron"), src, &cat).unwrap_or_else(|e| panic!("{e}"));
    let sol = solve(&loaded.game, &SolveOptions::traced());
    assert_eq!(
        sol.trace.replay(sol.trace.steps.len()),
        sol.state,
        "the trace must replay to the final state"
    );
    (loaded, sol)
}

fn get<'a>(l: &Loaded, s: &'a Solution, id: &str) -> &'a Chars {
    &s.state.chars[l.game.lookup(id).unwrap_or_else(|| panic!("no {id}"))]
}

fn pt(c: &Chars) -> (i32, i32) {
    (c.power.expect("power"), c.toughness.expect("toughness"))
}

fn label_of(s: &Solution, e: usize) -> &str {
    &s.trace.effects[e].label
}

/// The steps of the trace in `layer`, in order.
fn steps_in(s: &Solution, layer: Layer) -> Vec<&Step> {
    s.trace
        .steps
        .iter()
        .filter(|st| st.layer == layer)
        .collect()
}

/// The first step of the trace in `layer`.
fn first_in(s: &Solution, layer: Layer) -> &Step {
    s.trace
        .steps
        .iter()
        .find(|st| st.layer == layer)
        .unwrap_or_else(|| panic!("no step in layer {layer:?}"))
}

// ---------------------------------------------------------------- layer 1

#[test]
fn clone_copies_printed_values_not_effects() {
    let (l, s) = run(r#"
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Cast(card: "Giant Growth", controller: 0, targets: ["bears"]),
        Counters(target: "bears", kind: "+1/+1", count: 2),
        Enter(id: "clone", card: "Clone", controller: 1, copy_of: "bears"),
        Enter(id: "clone2", card: "Clone", controller: 1, copy_of: "clone"),
    "#);
    assert_eq!(pt(get(&l, &s, "bears")), (7, 7));
    for id in ["clone", "clone2"] {
        let c = get(&l, &s, id);
        assert_eq!(
            &*c.name, "Grizzly Bears",
            "{id}: a copy of a copy takes the copied values"
        );
        assert_eq!(pt(c), (2, 2), "{id}: no counters, no Giant Growth");
        assert_eq!(*c.colors, vec![Color::Green]);
        assert_eq!(c.controller, 1);
    }
}

#[test]
fn clone_without_a_copy_is_a_dead_0_0() {
    let (l, s) = run(r#"Enter(id: "clone", card: "Clone", controller: 0)"#);
    assert_eq!(pt(get(&l, &s, "clone")), (0, 0));
    assert!(s.state.dies[l.game.lookup("clone").unwrap()]);
}

#[test]
fn gargantuan_copy_exception_sets_7_7_and_drops_the_pt_cda() {
    let (l, s) = run(r#"
        Enter(id: "goyf", card: "Tarmogoyf", controller: 0),
        Enter(id: "qg", card: "Quicksilver Gargantuan", controller: 0, copy_of: "goyf"),
        Counters(target: "qg", kind: "+1/+1", count: 1),
    "#);
    let qg = get(&l, &s, "qg");
    assert_eq!(&*qg.name, "Tarmogoyf");
    assert_eq!(pt(qg), (8, 8));
    assert!(
        qg.abilities
            .iter()
            .all(|a| !matches!(&a.ability, Ability::Static(st) if st.cda))
    );
}

#[test]
fn as_enters_choices_set_copiable_values() {
    let (l, s) = run(r#"
        Enter(id: "aqua", card: "Aquamorph Entity", controller: 0, choices: ["5/1"]),
        Enter(id: "clay", card: "Primal Clay", controller: 0, choices: ["2/2 Flying"]),
        Enter(id: "sentry", card: "Molten Sentry", controller: 0, choices: ["Heads"]),
        Enter(id: "clone", card: "Clone", controller: 1, copy_of: "clay", choices: ["3/3"]),
    "#);
    assert_eq!(pt(get(&l, &s, "aqua")), (5, 1));
    let clay = get(&l, &s, "clay");
    assert_eq!(pt(clay), (2, 2));
    assert!(clay.has_keyword(&Keyword::Flying));
    let sentry = get(&l, &s, "sentry");
    assert_eq!(pt(sentry), (5, 2));
    assert!(sentry.has_keyword(&Keyword::Haste));
    // "As enters" settings are copiable values (613.2a / 707.2): the Clone copies the Clay's
    // flying; its own choice sets its power and toughness (707.5, 707.6).
    let clone = get(&l, &s, "clone");
    assert_eq!(pt(clone), (3, 3));
    assert!(clone.has_keyword(&Keyword::Flying));
    assert_eq!(steps_in(&s, Layer::L1a).len(), 5);
}

#[test]
fn a_copy_of_primal_clay_makes_its_own_choice() {
    let (l, s) = run(r#"
        Enter(id: "clay", card: "Primal Clay", controller: 0, choices: ["2/2 Flying"]),
        Enter(id: "clone", card: "Clone", controller: 1, copy_of: "clay", choices: ["1/6 Wall"]),
    "#);
    let clay = get(&l, &s, "clay");
    assert_eq!(pt(clay), (2, 2));
    assert!(!clay.has_keyword(&Keyword::Defender));
    assert!(!clay.subtypes.iter().any(|t| &**t == "Wall"));
    // The copied values (the Clay's 2/2 with flying), then the Clone's own choice on top.
    let clone = get(&l, &s, "clone");
    assert_eq!(&*clone.name, "Primal Clay");
    assert_eq!(pt(clone), (1, 6));
    assert!(clone.has_keyword(&Keyword::Flying));
    assert!(clone.has_keyword(&Keyword::Defender));
    assert!(clone.subtypes.iter().any(|t| &**t == "Wall"));
    // A step of layer 1a is the Clone's own choice, after its copy effect.
    let ci = l.game.lookup("clone").unwrap();
    let steps: Vec<&str> = s
        .trace
        .steps
        .iter()
        .filter(|st| st.layer == Layer::L1a && st.affected[..] == [Target::Object(ci)])
        .map(|st| label_of(&s, st.effect.unwrap()))
        .collect();
    assert_eq!(steps, ["clone:copy", "clone:1/6 Wall"]);
    // What the Clay's choice set is copied: a copy that becomes one later takes it (707.2),
    // so the Clone's copiable values are what a second copy of it would take.
    let (l2, s2) = run(r#"
        Enter(id: "clay", card: "Primal Clay", controller: 0, choices: ["2/2 Flying"]),
        Enter(id: "clone", card: "Clone", controller: 1, copy_of: "clay", choices: ["1/6 Wall"]),
        Enter(id: "clone2", card: "Clone", controller: 0, copy_of: "clone", choices: ["3/3"]),
    "#);
    let clone2 = get(&l2, &s2, "clone2");
    assert_eq!(pt(clone2), (3, 3));
    assert!(clone2.has_keyword(&Keyword::Flying));
    assert!(clone2.has_keyword(&Keyword::Defender));
    assert!(clone2.subtypes.iter().any(|t| &**t == "Wall"));
}

#[test]
fn a_copy_of_primal_clay_must_choose() {
    let cat = Catalogue::embedded();
    for (choices, wanted) in [("", "asks for one of"), (r#", choices: ["4/4"]"#, "4/4")] {
        let src = format!(
            r#"Scenario(format_version: 1, actions: [
                Enter(id: "clay", card: "Primal Clay", controller: 0, choices: ["3/3"]),
                Enter(id: "clone", card: "Clone", controller: 1, copy_of: "clay"{choices}),
            ])"#
        );
        let e = load_str(Path::new("t.ron"), &src, &cat)
            .map(|_| ())
            .expect_err("a copy of Primal Clay without a choice of its own is refused");
        let text = e.to_string();
        assert!(text.contains(wanted) && text.contains("Clone"), "{text}");
    }
}

#[test]
fn ixidron_turns_others_face_down_and_counts_them() {
    let (l, s) = run(r#"
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "lion", card: "Silvercoat Lion", controller: 1),
        Enter(id: "ixi", card: "Ixidron", controller: 0),
    "#);
    for id in ["bears", "lion"] {
        let c = get(&l, &s, id);
        assert!(c.face_down);
        assert_eq!(&*c.name, "");
        assert_eq!(*c.types, vec![CardType::Creature]);
        assert_eq!(pt(c), (2, 2));
    }
    let ixi = get(&l, &s, "ixi");
    assert!(!ixi.face_down);
    assert_eq!(pt(ixi), (2, 2));
    assert!(s.trace.steps.iter().any(|st| st.layer == Layer::L1b));
    let cda = first_in(&s, Layer::L7a);
    assert_eq!(cda.reason, Reason::CdaFirst);
}

// ---------------------------------------------------------------- layer 2

#[test]
fn control_change_does_not_restamp() {
    let (l, s) = run(r#"
        Enter(id: "lord", card: "Lord of Atlantis", controller: 0),
        Enter(id: "merfolk", card: "Merfolk of the Pearl Trident", controller: 1),
        Cast(card: "Act of Treason", controller: 1, targets: ["lord"]),
    "#);
    assert_eq!(get(&l, &s, "lord").controller, 1);
    let lord = l.game.lookup("lord").unwrap();
    let info = s
        .trace
        .effects
        .iter()
        .find(|e| e.source == Some(lord) && e.kind == EffectKind::Static)
        .unwrap();
    assert_eq!(
        info.timestamp, l.game.objects[lord].timestamp,
        "613.7: a control change gives no new timestamp"
    );
    assert_eq!(info.timestamp, 1);
    assert_eq!(pt(get(&l, &s, "merfolk")), (2, 2));
}

#[test]
fn mind_control_follows_the_aura() {
    let (l, s) = run(r#"
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "mc", card: "Mind Control", controller: 1, attached_to: "bears"),
    "#);
    assert_eq!(get(&l, &s, "bears").controller, 1);
}

// ---------------------------------------------------------------- layer 3

#[test]
fn mind_bend_rewrites_blood_moon() {
    let (l, s) = run(r#"
        Enter(id: "moon", card: "Blood Moon", controller: 0),
        Enter(id: "vista", card: "Canopy Vista", controller: 1),
        Cast(card: "Mind Bend", controller: 1, targets: ["moon"], choices: ["Mountain", "Island"]),
    "#);
    let vista = get(&l, &s, "vista");
    assert_eq!(vista.subtypes[..], ["Island".into()]);
    assert!(
        vista
            .abilities
            .iter()
            .any(|a| a.ability == Ability::Mana(Mana::Color(Color::Blue)))
    );
    assert_eq!(vista.abilities.len(), 1);
    let l3 = first_in(&s, Layer::L3);
    assert!(
        l3.changes
            .iter()
            .any(|c| c.field == layerlab::rules::trace::Field::Abilities)
    );
}

#[test]
fn mind_bend_changes_colors_and_landwalk_words() {
    let (l, s) = run(r#"
        Enter(id: "honor", card: "Honor of the Pure", controller: 0),
        Enter(id: "lord", card: "Lord of Atlantis", controller: 0),
        Enter(id: "merfolk", card: "Merfolk of the Pearl Trident", controller: 0),
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
        Cast(card: "Mind Bend", controller: 0, targets: ["honor"], choices: ["White", "Green"]),
        Cast(card: "Mind Bend", controller: 0, targets: ["lord"], choices: ["Island", "Forest"]),
    "#);
    assert_eq!(
        pt(get(&l, &s, "bears")),
        (3, 3),
        "Honor now pumps green creatures"
    );
    assert_eq!(pt(get(&l, &s, "lion")), (2, 2));
    let m = get(&l, &s, "merfolk");
    assert!(m.has_keyword(&Keyword::Landwalk(
        layerlab::rules::types::BasicLandType::Forest
    )));
}

#[test]
fn volraths_shapeshifter_takes_the_top_creature_card() {
    let (l, s) = run_full(
        r#"Scenario(format_version: 1,
        players: [(graveyard: ["Forest", "Craw Wurm"]), ()],
        actions: [Enter(id: "vs", card: "Volrath's Shapeshifter", controller: 0)])"#,
    );
    let vs = get(&l, &s, "vs");
    assert_eq!(&*vs.name, "Craw Wurm");
    assert_eq!(pt(vs), (6, 4));
    assert_eq!(*vs.colors, vec![Color::Green]);
    assert!(
        vs.abilities
            .iter()
            .any(|a| matches!(a.ability, Ability::Activated(_))),
        "keeps {{2}}: Discard a card."
    );
}

// ---------------------------------------------------------------- layer 4

#[test]
fn blood_moon_urborg_dependency_in_the_trace() {
    let (l, s) = run(r#"
        Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
        Enter(id: "moon", card: "Blood Moon", controller: 0),
    "#);
    let steps = steps_in(&s, Layer::L4);
    assert_eq!(label_of(&s, steps[0].effect.unwrap()), "moon");
    match &steps[0].reason {
        Reason::Dependency { jumps } => {
            assert_eq!(label_of(&s, jumps[0].effect), "urborg");
            assert_eq!(jumps[0].kind, DepKind::Existence);
        }
        other => panic!("Blood Moon should jump ahead by dependency, got {other:?}"),
    }
    assert_eq!(label_of(&s, steps[1].effect.unwrap()), "urborg");
    assert!(matches!(
        steps[1].reason,
        Reason::StopsExisting {
            why: StopReason::AbilityRemoved,
            cause: Some(_)
        }
    ));
    assert_eq!(get(&l, &s, "urborg").subtypes[..], ["Mountain".into()]);
}

#[test]
fn changeling_is_a_cda_and_conspiracy_overwrites_it_later() {
    let (l, s) = run(r#"
        Enter(id: "lord", card: "Lord of Atlantis", controller: 1),
        Enter(id: "changeling", card: "Woodland Changeling", controller: 0),
    "#);
    assert_eq!(
        pt(get(&l, &s, "changeling")),
        (3, 3),
        "a changeling is a Merfolk"
    );
    let (l, s) = run(r#"
        Enter(id: "lord", card: "Lord of Atlantis", controller: 1),
        Enter(id: "consp", card: "Conspiracy", controller: 0, choices: ["Elf"]),
        Enter(id: "changeling", card: "Woodland Changeling", controller: 0),
    "#);
    let c = get(&l, &s, "changeling");
    assert_eq!(c.subtypes[..], ["Elf".into()]);
    assert!(
        !c.all_creature_types,
        "the CDA applied first, Conspiracy after it (613.3)"
    );
    assert_eq!(pt(c), (2, 2));
    let first = first_in(&s, Layer::L4);
    assert_eq!(first.reason, Reason::CdaFirst);
}

#[test]
fn dryad_and_life_and_limb() {
    let (l, s) = run(r#"
        Enter(id: "dryad", card: "Dryad of the Ilysian Grove", controller: 0),
        Enter(id: "plains", card: "Plains", controller: 0),
        Enter(id: "lnl", card: "Life and Limb", controller: 1),
        Enter(id: "forest", card: "Forest", controller: 1),
    "#);
    let p = get(&l, &s, "plains");
    assert_eq!(p.subtypes.len(), 6, "five basic land types and Saproling");
    assert_eq!(
        p.abilities.len(),
        5,
        "one intrinsic mana ability per basic land type"
    );
    // Plains is a Forest now, so Life and Limb makes it a 1/1 green Saproling creature too.
    assert_eq!(pt(p), (1, 1));
    let f = get(&l, &s, "forest");
    assert!(f.is(CardType::Creature) && f.has_subtype("Saproling"));
    assert_eq!(*f.colors, vec![Color::Green]);
    assert_eq!(s.state.players[0].rules.len(), 1);
}

// ---------------------------------------------------------------- layer 5

#[test]
fn color_setting_and_adding() {
    let (l, s) = run_full(
        r#"Scenario(format_version: 1,
        players: [(graveyard: ["Grizzly Bears"]), ()],
        actions: [
            Enter(id: "servant", card: "Painter's Servant", controller: 0, choices: ["Red"]),
            Enter(id: "bears", card: "Grizzly Bears", controller: 1),
            Cast(card: "Cerulean Wisps", controller: 1, targets: ["bears"]),
        ])"#,
    );
    assert_eq!(
        *get(&l, &s, "bears").colors,
        vec![Color::Blue],
        "Wisps is later: it sets blue over the added red"
    );
    let gy = l.game.graveyard(0);
    assert!(
        s.state.chars[gy[0]].colors.contains(&Color::Red),
        "cards outside the battlefield too"
    );
}

// ---------------------------------------------------------------- layer 6

#[test]
fn humility_removes_lords_ability_by_dependency() {
    let (l, s) = run(r#"
        Enter(id: "lord", card: "Lord of Atlantis", controller: 0),
        Enter(id: "merfolk", card: "Merfolk of the Pearl Trident", controller: 0),
        Enter(id: "humility", card: "Humility", controller: 1),
    "#);
    let m = get(&l, &s, "merfolk");
    assert_eq!(pt(m), (1, 1));
    assert!(m.abilities.is_empty());
    let l6 = steps_in(&s, Layer::L6);
    assert_eq!(label_of(&s, l6[0].effect.unwrap()), "humility");
}

#[test]
fn cant_have_beats_a_later_grant() {
    let (l, s) = run(r#"
        Enter(id: "arch", card: "Archetype of Imagination", controller: 0),
        Enter(id: "lev", card: "Levitation", controller: 1),
        Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        Enter(id: "mine", card: "Grizzly Bears", controller: 0),
    "#);
    assert!(!get(&l, &s, "bears").has_keyword(&Keyword::Flying));
    assert!(get(&l, &s, "mine").has_keyword(&Keyword::Flying));
}

// ---------------------------------------------------------------- layer 7

#[test]
fn tarmogoyf_counts_card_types_in_graveyards() {
    let (l, s) = run_full(
        r#"Scenario(format_version: 1,
        players: [(graveyard: ["Grizzly Bears", "Forest"]), ()],
        actions: [
            Enter(id: "goyf", card: "Tarmogoyf", controller: 0),
            Cast(card: "Giant Growth", controller: 0, targets: ["goyf"]),
        ])"#,
    );
    assert_eq!(
        pt(get(&l, &s, "goyf")),
        (6, 7),
        "creature, land, instant: 3/4, then +3/+3"
    );
}

#[test]
fn maro_counts_its_controllers_hand() {
    let (l, s) = run_full(
        r#"Scenario(format_version: 1, players: [(hand: 4), (hand: 2)],
        actions: [Enter(id: "maro", card: "Maro", controller: 1), Enter(id: "masu", card: "Masumaro, First to Live", controller: 0)])"#,
    );
    assert_eq!(pt(get(&l, &s, "maro")), (2, 2));
    assert_eq!(pt(get(&l, &s, "masu")), (8, 8));
}

#[test]
fn setting_pt_by_timestamp_and_aura_restamping() {
    let (l, s) = run(r#"
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "lignify", card: "Lignify", controller: 1, attached_to: "bears"),
        Cast(card: "Ovinize", controller: 1, targets: ["bears"]),
    "#);
    assert_eq!(pt(get(&l, &s, "bears")), (0, 1), "Ovinize is later");
    let (l, s) = run(r#"
        Enter(id: "bears", card: "Grizzly Bears", controller: 0),
        Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
        Enter(id: "lignify", card: "Lignify", controller: 1, attached_to: "lion"),
        Cast(card: "Ovinize", controller: 1, targets: ["bears"]),
        Attach(source: "lignify", to: "bears"),
    "#);
    let b = get(&l, &s, "bears");
    assert_eq!(
        pt(b),
        (0, 4),
        "an Aura that becomes attached gets a new timestamp (613.7e)"
    );
    assert_eq!(b.subtypes[..], ["Treefolk".into()]);
    assert_eq!(pt(get(&l, &s, "lion")), (2, 2));
}

#[test]
fn tree_of_redemption_exchanges() {
    let (l, s) = run(
        r#"Enter(id: "tree", card: "Tree of Redemption", controller: 0), Activate(source: "tree")"#,
    );
    assert_eq!(pt(get(&l, &s, "tree")), (0, 20));
    assert_eq!(s.state.players[0].life, 13);
}

#[test]
fn counters_are_7c_today_and_7d_in_the_course() {
    let src = r#"Scenario(format_version: 1, actions: [
        Enter(id: "wall", card: "Wall of Wood", controller: 0),
        Counters(target: "wall", kind: "+1/+1", count: 1),
        Cast(card: "Giant Growth", controller: 0, targets: ["wall"]),
        Cast(card: "Twisted Image", controller: 0, targets: ["wall"]),
    ])"#;
    let cat = Catalogue::embedded();
    let loaded = load_str(Path::new("t.ron"), src, &cat).unwrap();
    let today = solve(&loaded.game, &SolveOptions::traced());
    let course = solve(
        &loaded.game,
        &SolveOptions {
            numbering: Numbering::Course,
            ..SolveOptions::traced()
        },
    );
    assert_eq!(
        today.state, course.state,
        "both numberings give the same result"
    );
    let labels = |s: &Solution, n| {
        s.trace
            .steps
            .iter()
            .map(|st| st.layer.label_in(n, st.counters))
            .collect::<Vec<_>>()
    };
    assert_eq!(labels(&today, Numbering::Current), vec!["7c", "7c", "7d"]);
    assert_eq!(labels(&course, Numbering::Course), vec!["7c", "7d", "7e"]);
    assert_eq!(
        pt(&today.state.chars[loaded.game.lookup("wall").unwrap()]),
        (7, 4)
    );
}

// ---------------------------------------------------------------- 611.2c and 611.3a

#[test]
fn resolved_sets_are_locked_static_sets_follow_the_board() {
    let (l, s) = run(r#"
        Enter(id: "a", card: "Grizzly Bears", controller: 1),
        Cast(card: "Sudden Spoiling", controller: 0, targets: ["p1"]),
        Enter(id: "b", card: "Grizzly Bears", controller: 1),
    "#);
    assert_eq!(pt(get(&l, &s, "a")), (0, 2));
    assert_eq!(
        pt(get(&l, &s, "b")),
        (2, 2),
        "611.2c: a later arrival is not affected"
    );
    let (l, s) = run(r#"
        Enter(id: "a", card: "Grizzly Bears", controller: 1),
        Enter(id: "humility", card: "Humility", controller: 0),
        Enter(id: "b", card: "Grizzly Bears", controller: 1),
    "#);
    assert_eq!(
        pt(get(&l, &s, "b")),
        (1, 1),
        "611.3a: a static ability's set follows the board"
    );
}

#[test]
fn titanias_song_lingers_until_end_of_turn() {
    let base = r#"
        Enter(id: "staff", card: "Chimeric Staff", controller: 0),
        Enter(id: "song", card: "Titania's Song", controller: 0),
        Leave(target: "song"),
    "#;
    let (l, s) = run(base);
    let staff = get(&l, &s, "staff");
    assert!(staff.is(CardType::Creature));
    assert_eq!(pt(staff), (4, 4));
    let (l, s) = run(&format!("{base} EndTurn"));
    assert!(!get(&l, &s, "staff").is(CardType::Creature));
}

// ---------------------------------------------------------------- dependency loops

#[test]
fn dependency_loop_falls_back_to_timestamps() {
    let (l, s) = run(r#"
        Enter(id: "relic", card: "Chimeric Staff", controller: 0),
        Enter(id: "ench", card: "Levitation", controller: 0),
        Effect(id: "a2e", kind: Static, affects: All((types: [Artifact])), parts: [AddTypes([Enchantment])]),
        Effect(id: "e2a", kind: Static, affects: All((types: [Enchantment])), parts: [AddTypes([Artifact])]),
    "#);
    let l4 = steps_in(&s, Layer::L4);
    assert_eq!(l4.len(), 2);
    assert!(
        matches!(&l4[0].reason, Reason::Loop { members } if members.len() == 2),
        "{:?}",
        l4[0].reason
    );
    assert_eq!(label_of(&s, l4[0].effect.unwrap()), "a2e");
    // a2e first (timestamp): the staff becomes an enchantment; then e2a makes both artifacts.
    assert!(get(&l, &s, "relic").is(CardType::Enchantment));
    assert!(get(&l, &s, "ench").is(CardType::Artifact));
}

// ---------------------------------------------------------------- players and rules

#[test]
fn player_and_rule_effects() {
    let (_l, s) = run(r#"
        Enter(id: "leyline", card: "Leyline of Sanctity", controller: 0),
        Enter(id: "tower", card: "Reliquary Tower", controller: 1),
        Enter(id: "gallery", card: "Mirror Gallery", controller: 0),
        Enter(id: "angel", card: "Platinum Angel", controller: 1),
    "#);
    assert_eq!(s.state.players[0].abilities, vec![Keyword::Hexproof]);
    assert_eq!(s.state.players[0].max_hand_size, Some(7));
    assert_eq!(s.state.players[1].max_hand_size, None);
    assert_eq!(s.state.rules.len(), 1);
    assert!(s.trace.steps.iter().any(|st| st.layer == Layer::Players));
    assert!(steps_in(&s, Layer::Rules).len() >= 3);
}
