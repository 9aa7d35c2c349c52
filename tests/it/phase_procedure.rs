//! The phase-effect procedure: automatic passes, forced resolutions, choices, effects created
//! and removed by resolution, renewal and the loop guard, the lenient reading, illegal decisions
//! and undo — through scenario text, the scripted runner and the state machine.

use std::path::Path;

use layerlab::content::phase_file as load;
use layerlab::i18n::Lang;
use layerlab::phase::{
    Decision, EffectDef, Halt, IllegalReason, PhaseScenario, Player, Procedure, ResolveEvent,
    Rules, Scenario, ScriptError, Status, Step, StepAction, script,
};
use layerlab::words::phase::errors::script_error_message;

fn scenario(text: &str) -> PhaseScenario {
    match load::parse(Path::new("t.ron"), text, Lang::En) {
        Ok(Scenario::Phase(s)) => s,
        other => panic!("not a phase scenario: {other:?}"),
    }
}

fn run(text: &str) -> Result<script::ScriptRun, ScriptError> {
    script::run(&scenario(text))
}

fn trace(text: &str) -> String {
    match run(text) {
        Ok(r) => r.procedure.trace_line(),
        Err(e) => panic!("{}", script_error_message(&e, Lang::En)),
    }
}

fn res(id: &str) -> Decision {
    Decision::Resolve(id.to_string())
}

fn fx(id: &str, player: Player, mandatory: bool) -> EffectDef {
    EffectDef {
        id: id.into(),
        player,
        mandatory,
        on_resolve: vec![],
    }
}

const END: &str = "[1]A - [2]P - [3]A - [4]P -";

#[test]
fn nothing_pending_is_four_automatic_passes() {
    assert_eq!(
        trace("PhaseScenario(format_version: 1, effects: [])"),
        format!("R1 {END}")
    );
}

#[test]
fn optional_only_player_passes_automatically_at_3_and_4() {
    let r = run(r#"PhaseScenario(format_version: 1,
        effects: [(id: "o1", player: A, mandatory: false), (id: "q1", player: P, mandatory: false)])"#)
    .unwrap();
    assert_eq!(
        r.procedure.trace_line(),
        "R1 [1]A pass [2]P pass [3]A - [4]P -"
    );
    assert_eq!(r.procedure.lapsed(), vec!["o1", "q1"]);
    assert!(r.procedure.resolved().is_empty());
}

#[test]
fn single_mandatory_is_forced_at_3_and_at_4() {
    assert_eq!(
        trace(
            r#"PhaseScenario(format_version: 1, effects: [(id: "m1", player: A, mandatory: true)])"#
        ),
        format!("R1 [1]A pass [2]P - [3]A m1! · R2 {END}")
    );
    assert_eq!(
        trace(
            r#"PhaseScenario(format_version: 1, effects: [(id: "n1", player: P, mandatory: true)])"#
        ),
        format!("R1 [1]A - [2]P pass [3]A - [4]P n1! · R2 {END}")
    );
}

#[test]
fn several_mandatory_effects_are_a_choice_at_3() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m1", player: A, mandatory: true), (id: "m2", player: A, mandatory: true)],
        decisions: (a: [Pass, Resolve("m2")]))"#;
    assert_eq!(
        trace(text),
        format!("R1 [1]A pass [2]P - [3]A m2! · R2 [1]A pass [2]P - [3]A m1! · R3 {END}")
    );
    // The state machine stops at [3] with only the mandatory effects to choose from.
    let mut p = Procedure::from_scenario(&scenario(text)).unwrap();
    p.choose(Decision::Pass).unwrap();
    let d = p.decision().unwrap();
    assert_eq!((d.round, d.step, d.player), (1, Step::Three, Player::A));
    assert_eq!(d.choices, vec![res("m1"), res("m2")]);
    assert_eq!(p.default_choice(), Some(res("m1")));
}

#[test]
fn empty_list_takes_the_first_mandatory_in_list_order() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m2", player: P, mandatory: true), (id: "m1", player: P, mandatory: true)])"#;
    assert_eq!(
        trace(text),
        format!(
            "R1 [1]A - [2]P pass [3]A - [4]P m2! · R2 [1]A - [2]P pass [3]A - [4]P m1! · R3 {END}"
        )
    );
}

#[test]
fn decisions_are_consumed_only_at_real_decision_points() {
    // A has nothing in round 1, so A's first decision waits for round 2.
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "o1", player: P, mandatory: false, on_resolve: [
            Spawn(id: "a1", player: A, mandatory: false)])],
        decisions: (a: [Resolve("a1")], p: [Resolve("o1")]))"#;
    let r = run(text).unwrap();
    assert_eq!(
        r.procedure.trace_line(),
        format!("R1 [1]A - [2]P o1 · R2 [1]A a1 · R3 {END}")
    );
    assert!(r.unused.is_empty());
}

#[test]
fn resolution_creates_effects_for_either_player() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "o1", player: A, mandatory: false, on_resolve: [
            Spawn(id: "pm", player: P, mandatory: true),
            Spawn(id: "ao", player: A, mandatory: false),
        ])],
        decisions: (a: [Resolve("o1")]))"#;
    let r = run(text).unwrap();
    assert_eq!(
        r.procedure.trace_line(),
        format!(
            "R1 [1]A o1 · R2 [1]A pass [2]P pass [3]A - [4]P pm! · R3 [1]A pass [2]P - [3]A - [4]P -"
        )
    );
    assert_eq!(r.procedure.resolved(), ["o1", "pm"]);
    assert_eq!(r.procedure.lapsed(), vec!["ao"]);
    let first = r.procedure.rounds()[0].resolution().unwrap();
    assert_eq!(
        first.events,
        vec![
            ResolveEvent::Spawned {
                id: "pm".into(),
                player: Player::P,
                mandatory: true
            },
            ResolveEvent::Spawned {
                id: "ao".into(),
                player: Player::A,
                mandatory: false
            },
        ]
    );
}

#[test]
fn resolution_removes_effects_of_either_player() {
    // P's optional removes A's mandatory m1 (A is no longer forced) and P's own q2.
    let text = r#"PhaseScenario(format_version: 1,
        effects: [
            (id: "m1", player: A, mandatory: true),
            (id: "q1", player: P, mandatory: false, on_resolve: [Remove("m1"), Remove("q2"), Remove("m1")]),
            (id: "q2", player: P, mandatory: false),
        ],
        decisions: (p: [Resolve("q1")]))"#;
    let r = run(text).unwrap();
    assert_eq!(
        r.procedure.trace_line(),
        format!("R1 [1]A pass [2]P q1 · R2 {END}")
    );
    assert!(r.procedure.lapsed().is_empty());
    let events = &r.procedure.rounds()[0].resolution().unwrap().events;
    assert_eq!(
        events,
        &vec![
            ResolveEvent::Removed {
                id: "m1".into(),
                player: Player::A,
                mandatory: true
            },
            ResolveEvent::Removed {
                id: "q2".into(),
                player: Player::P,
                mandatory: false
            },
            ResolveEvent::RemoveMissed { id: "m1".into() },
        ]
    );
}

#[test]
fn nested_spawns_resolve_in_turn() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m1", player: A, mandatory: true, on_resolve: [
            Spawn(id: "m2", player: P, mandatory: true, on_resolve: [
                Spawn(id: "m3", player: A, mandatory: true, on_resolve: [
                    Spawn(id: "o4", player: P, mandatory: false),
                ]),
            ]),
        ])])"#;
    let r = run(text).unwrap();
    assert_eq!(
        r.procedure.trace_line(),
        "R1 [1]A pass [2]P - [3]A m1! · R2 [1]A - [2]P pass [3]A - [4]P m2! · \
         R3 [1]A pass [2]P - [3]A m3! · R4 [1]A - [2]P pass [3]A - [4]P -"
    );
    assert_eq!(r.procedure.resolved(), ["m1", "m2", "m3"]);
    assert_eq!(r.procedure.lapsed(), vec!["o4"]);
}

#[test]
fn renewed_optional_resolves_until_its_owner_passes() {
    let text = r#"PhaseScenario(format_version: 1, max_resolutions: 3,
        effects: [(id: "o1", player: A, mandatory: false, on_resolve: [Renew])],
        decisions: (a: [Resolve("o1"), Resolve("o1"), Resolve("o1"), Pass]))"#;
    let r = run(text).unwrap();
    assert_eq!(r.procedure.resolved(), ["o1", "o1", "o1"]);
    assert_eq!(r.procedure.lapsed(), vec!["o1"]);
    assert_eq!(r.procedure.rounds().len(), 4);
}

#[test]
fn renewal_trips_the_loop_guard_naming_the_limit() {
    let text = r#"PhaseScenario(format_version: 1, max_resolutions: 2,
        effects: [(id: "o1", player: A, mandatory: false, on_resolve: [Renew])],
        decisions: (a: [Resolve("o1"), Resolve("o1"), Resolve("o1")]))"#;
    let err = run(text).unwrap_err();
    match &err {
        ScriptError::Halted {
            halt:
                Halt::LoopGuard {
                    limit,
                    round,
                    step,
                    effect,
                },
            ..
        } => {
            assert_eq!(
                (*limit, *round, *step, effect.as_str()),
                (2, 3, Step::One, "o1")
            );
        }
        other => panic!("{other:?}"),
    }
    let en = script_error_message(&err, Lang::En);
    assert!(en.contains("max_resolutions: 2"), "{en}");
    assert!(en.contains("round 3, step [1]"), "{en}");
    let fr = script_error_message(&err, Lang::Fr);
    assert!(fr.contains("max_resolutions\u{a0}: 2"), "{fr}");
}

#[test]
fn self_renewing_mandatory_effect_stops_at_the_default_guard() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m1", player: P, mandatory: true, on_resolve: [Renew])])"#;
    let mut p = Procedure::from_scenario(&scenario(text)).unwrap();
    while p
        .choose(p.default_choice().unwrap_or(Decision::Pass))
        .is_ok()
    {}
    assert!(matches!(
        p.status(),
        Status::Halted(Halt::LoopGuard { limit: 100, .. })
    ));
    assert_eq!(p.resolved().len(), 100);
    assert_eq!(p.rounds().len(), 101);
}

#[test]
fn lenient_reading_lets_an_optional_effect_be_chosen_at_3() {
    let effects = r#"effects: [(id: "o1", player: A, mandatory: false), (id: "m1", player: A, mandatory: true)],
        decisions: (a: [Pass, Resolve("o1")])"#;
    let lenient = format!("PhaseScenario(format_version: 1, lenient: true, {effects})");
    assert_eq!(
        trace(&lenient),
        format!("R1 [1]A pass [2]P - [3]A o1* · R2 [1]A pass [2]P - [3]A m1! · R3 {END}")
    );
    // The strict reading refuses it, naming the round and step (two mandatory effects make
    // [3] a real decision).
    let strict = r#"PhaseScenario(format_version: 1,
        effects: [(id: "o1", player: A, mandatory: false), (id: "m1", player: A, mandatory: true),
                  (id: "m2", player: A, mandatory: true)],
        decisions: (a: [Pass, Resolve("o1")]))"#;
    match run(strict).unwrap_err() {
        ScriptError::Illegal(e) => {
            assert_eq!(
                (e.round, e.step, e.reason),
                (1, Step::Three, IllegalReason::NotMandatory)
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn lenient_default_is_still_the_first_mandatory_and_optionals_alone_do_not_force() {
    let text = r#"PhaseScenario(format_version: 1, lenient: true,
        effects: [(id: "o1", player: A, mandatory: false), (id: "m1", player: A, mandatory: true)])"#;
    assert_eq!(
        trace(text),
        "R1 [1]A pass [2]P - [3]A m1! · R2 [1]A pass [2]P - [3]A - [4]P -"
    );
}

#[test]
fn illegal_decisions_name_round_and_step() {
    let cases = [
        // Passing at [3] with two mandatory effects.
        (
            r#"effects: [(id: "m1", player: A, mandatory: true), (id: "m2", player: A, mandatory: true)],
               decisions: (a: [Pass, Pass])"#,
            IllegalReason::PassWhileMandatory,
            "round 1, step [3]",
        ),
        // Resolving an effect that is not pending.
        (
            r#"effects: [(id: "o1", player: A, mandatory: false)], decisions: (a: [Resolve("o9")])"#,
            IllegalReason::NotPending,
            "round 1, step [1]",
        ),
        // Resolving the other player's effect.
        (
            r#"effects: [(id: "o1", player: A, mandatory: false), (id: "q1", player: P, mandatory: false)],
               decisions: (p: [Resolve("o1")])"#,
            IllegalReason::NotTheirs,
            "round 1, step [2]",
        ),
        // Resolving an already resolved effect in a later round.
        (
            r#"effects: [(id: "o1", player: A, mandatory: false), (id: "o2", player: A, mandatory: false)],
               decisions: (a: [Resolve("o1"), Resolve("o1")])"#,
            IllegalReason::NotPending,
            "round 2, step [1]",
        ),
    ];
    for (body, reason, place) in cases {
        let err = run(&format!("PhaseScenario(format_version: 1, {body})")).unwrap_err();
        match &err {
            ScriptError::Illegal(e) => assert_eq!(e.reason, reason, "{body}"),
            other => panic!("{other:?}"),
        }
        let msg = script_error_message(&err, Lang::En);
        assert!(msg.contains(place), "{msg}");
        let fr = script_error_message(&err, Lang::Fr);
        assert!(fr.contains("étape"), "{fr}");
    }
}

#[test]
fn an_illegal_decision_changes_nothing() {
    let mut p = Procedure::new(
        vec![fx("m1", Player::A, true), fx("m2", Player::A, true)],
        Rules::default(),
    )
    .unwrap();
    p.choose(Decision::Pass).unwrap();
    let before = (p.trace_line(), p.round(), p.step(), p.decisions_made());
    let e = p.choose(Decision::Pass).unwrap_err();
    assert_eq!(e.choices, vec![res("m1"), res("m2")]);
    assert_eq!(
        before,
        (p.trace_line(), p.round(), p.step(), p.decisions_made())
    );
}

#[test]
fn no_decision_after_the_phase_ends() {
    let mut p = Procedure::new(vec![], Rules::default()).unwrap();
    assert!(p.is_over());
    assert!(p.legal_choices().is_empty());
    assert!(p.current_player().is_none());
    let e = p.choose(Decision::Pass).unwrap_err();
    assert_eq!(e.reason, IllegalReason::NotDeciding);
}

#[test]
fn duplicate_pending_ids_stop_the_procedure() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "o1", player: A, mandatory: false, on_resolve: [Spawn(id: "x", player: P, mandatory: false), Renew]),
                  ],
        decisions: (a: [Resolve("o1"), Resolve("o1")]))"#;
    let err = run(text).unwrap_err();
    assert!(
        matches!(&err, ScriptError::Halted { halt: Halt::DuplicatePending { id, round: 2, .. }, .. } if id == "x"),
        "{err:?}"
    );
}

#[test]
fn undo_returns_to_any_earlier_state() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m1", player: A, mandatory: true), (id: "o1", player: A, mandatory: false),
                  (id: "q1", player: P, mandatory: false)])"#;
    let mut p = Procedure::from_scenario(&scenario(text)).unwrap();
    let mut snapshots = vec![(p.trace_line(), p.round(), p.step(), p.legal_choices())];
    for d in [Decision::Pass, Decision::Pass, res("o1"), res("q1")] {
        p.choose(d).unwrap();
        snapshots.push((p.trace_line(), p.round(), p.step(), p.legal_choices()));
    }
    assert_eq!(*p.status(), Status::Finished);
    assert_eq!(
        p.trace_line(),
        format!("R1 [1]A pass [2]P pass [3]A m1! · R2 [1]A o1 · R3 [1]A - [2]P q1 · R4 {END}")
    );
    for n in (0..snapshots.len()).rev() {
        assert!(p.undo_to(n));
        assert_eq!(p.decisions_made(), n);
        assert_eq!(
            snapshots[n],
            (p.trace_line(), p.round(), p.step(), p.legal_choices())
        );
    }
    assert!(!p.undo());
    // After undo, another branch is possible.
    p.choose(res("o1")).unwrap();
    // The current round shows as soon as it starts.
    assert_eq!(p.trace_line(), "R1 [1]A o1 · R2");
    assert_eq!(p.current_player(), Some(Player::A));
}

#[test]
fn undo_leaves_a_halted_state() {
    let mut p = Procedure::new(
        vec![EffectDef {
            on_resolve: vec![layerlab::phase::OnResolve::Renew],
            ..fx("o1", Player::A, false)
        }],
        Rules {
            lenient: false,
            max_resolutions: 1,
        },
    )
    .unwrap();
    p.choose(res("o1")).unwrap();
    p.choose(res("o1")).unwrap();
    assert!(matches!(p.status(), Status::Halted(_)));
    assert!(p.undo());
    assert_eq!(*p.status(), Status::Deciding);
    p.choose(Decision::Pass).unwrap();
    assert_eq!(*p.status(), Status::Finished);
}

#[test]
fn step_records_show_what_was_eligible() {
    let text = r#"PhaseScenario(format_version: 1,
        effects: [(id: "m1", player: A, mandatory: true), (id: "o1", player: A, mandatory: false)])"#;
    let r = run(text).unwrap();
    let round = &r.procedure.rounds()[0];
    let first = &round.steps;
    let mut replay = r.procedure.replay();
    replay.enter(round);
    let listed = |k: usize| replay.eligible(&first[k]).collect::<Vec<_>>();
    assert_eq!(listed(0), vec!["m1", "o1"]);
    assert_eq!(first[0].eligible, 2);
    assert_eq!(first[0].action, StepAction::Pass);
    assert_eq!(first[1].action, StepAction::AutoPass);
    assert!(listed(1).is_empty());
    assert_eq!(listed(2), vec!["m1"]);
}

#[test]
fn unused_decisions_are_reported() {
    let r =
        run(r#"PhaseScenario(format_version: 1, effects: [], decisions: (p: [Pass]))"#).unwrap();
    assert_eq!(r.unused, vec![(Player::P, vec![Decision::Pass])]);
}

// ---------------------------------------------------------------- caps

/// `n` effects written out, with `extra` inside each `on_resolve`.
fn effects_text(n: usize, player: &str, mandatory: bool, extra: &str) -> String {
    (0..n)
        .map(|k| {
            format!(
                r#"(id: "e{k}", player: {player}, mandatory: {mandatory}, on_resolve: [{extra}])"#
            )
        })
        .collect::<Vec<_>>()
        .join(",\n")
}

#[test]
fn pending_effects_at_the_start_have_a_cap() {
    let text = format!(
        "PhaseScenario(format_version: 1, effects: [\n{}])",
        effects_text(10_001, "A", false, "")
    );
    let e = load::parse(Path::new("t.ron"), &text, Lang::En).unwrap_err();
    let en = e.to_string();
    assert!(en.starts_with("t.ron:1:"), "{en}");
    assert!(en.contains("10001") && en.contains("10000"), "{en}");
    let fr = load::parse(Path::new("t.ron"), &text, Lang::Fr)
        .unwrap_err()
        .render(Lang::Fr);
    assert!(fr.contains("effets en attente"), "{fr}");
    // The state machine itself refuses them too.
    let many: Vec<EffectDef> = (0..10_001)
        .map(|k| fx(&format!("e{k}"), Player::A, false))
        .collect();
    assert!(matches!(
        Procedure::new(many, Rules::default()),
        Err(layerlab::phase::SetupError::TooManyEffects {
            found: 10_001,
            limit: 10_000
        })
    ));
}

#[test]
fn what_one_resolution_does_has_a_cap() {
    let removes = r#"Remove("x"), "#.repeat(101);
    let text = format!(
        r#"PhaseScenario(format_version: 1, effects: [
        (id: "m1", player: A, mandatory: true, on_resolve: [
            Spawn(id: "busy", player: P, mandatory: true, on_resolve: [{removes}]),
        ]),
        (id: "x", player: P, mandatory: false)])"#
    );
    let e = load::parse(Path::new("t.ron"), &text, Lang::En).unwrap_err();
    let en = e.to_string();
    assert!(en.starts_with("t.ron:3:"), "{en}");
    assert!(en.contains("\"busy\"") && en.contains("101"), "{en}");
}

#[test]
fn pending_effects_that_multiply_halt_the_phase() {
    // Each of 100 effects spawns 100 more, beside 200 optional effects of P that stay pending:
    // pending passes 10,000 long before the loop guard.
    let inner = |k: usize| -> String {
        (0..100)
            .map(|j| format!(r#"Spawn(id: "s{k}_{j}", player: A, mandatory: true)"#))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let outer: Vec<String> = (0..100)
        .map(|k| {
            format!(
                r#"Spawn(id: "s{k}", player: A, mandatory: true, on_resolve: [{}])"#,
                inner(k)
            )
        })
        .collect();
    let text = format!(
        r#"PhaseScenario(format_version: 1, max_resolutions: 1000, effects: [
        (id: "root", player: A, mandatory: true, on_resolve: [{}]),
        {}])"#,
        outer.join(",\n"),
        effects_text(200, "P", false, "")
    );
    let err = run(&text).unwrap_err();
    match &err {
        ScriptError::Halted {
            halt: Halt::TooManyPending { limit, effect, .. },
            ..
        } => {
            assert_eq!(*limit, 10_000);
            assert!(effect.starts_with('s'), "{effect}");
        }
        other => panic!("{}", script_error_message(other, Lang::En)),
    }
    let en = script_error_message(&err, Lang::En);
    assert!(en.contains("more than 10000 effects pending"), "{en}");
    let fr = script_error_message(&err, Lang::Fr);
    assert!(fr.contains("effets en attente"), "{fr}");
}

#[test]
fn a_long_phase_over_many_pending_effects_runs_to_its_guard() {
    // A thousand optional effects of P never resolve while A renews one effect: every round
    // lists them all at [2]. A step costs the same whatever their number, so the phase is no
    // longer stopped by its work budget: it runs its 3,000 resolutions to the loop guard.
    let text = format!(
        r#"PhaseScenario(format_version: 1, max_resolutions: 3000, effects: [
        (id: "loop", player: A, mandatory: true, on_resolve: [Renew]),
        {}])"#,
        effects_text(999, "P", false, "")
    );
    match run(&text).unwrap_err() {
        ScriptError::Halted {
            halt: Halt::LoopGuard { limit, round, .. },
            ..
        } => {
            assert_eq!(limit, 3000);
            assert_eq!(round, 3001);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn busy_resolutions_halt_on_the_work_budget() {
    // Each resolution carries out 100 instructions and the guard allows 100,000 of them: more
    // work than the budget's ten million, which stops the phase first and names the guard.
    let removes = r#"Remove("gone"), "#.repeat(99);
    let text = format!(
        r#"PhaseScenario(format_version: 1, max_resolutions: 100000, effects: [
        (id: "loop", player: A, mandatory: true, on_resolve: [Renew, {removes}]),
        (id: "gone", player: P, mandatory: false)])"#
    );
    let err = run(&text).unwrap_err();
    match &err {
        ScriptError::Halted {
            halt: Halt::TooMuchWork { limit, round, .. },
            ..
        } => {
            assert_eq!(*limit, 10_000_000);
            assert!((90_000..100_000).contains(round), "{round}");
        }
        other => panic!("{other:?}"),
    }
    assert!(script_error_message(&err, Lang::En).contains("max_resolutions"));
}

/// A refusal with the legal choices and a halt with its trace are two lines, worded whole in
/// each language: the place, then what was legal or the last three rounds.
#[test]
fn two_line_errors_keep_their_second_line() {
    let illegal = ScriptError::Illegal(layerlab::phase::IllegalDecision {
        round: 2,
        step: Step::Three,
        player: Player::A,
        decision: Decision::Pass,
        reason: IllegalReason::PassWhileMandatory,
        choices: vec![Decision::Resolve("m1".into()), Decision::Pass],
    });
    assert_eq!(
        script_error_message(&illegal, Lang::En),
        "round 2, step [3]: A cannot pass at [3] while holding a mandatory effect; they must \
         resolve one\nlegal here: Resolve(\"m1\"), Pass"
    );
    let halted = ScriptError::Halted {
        halt: Halt::DuplicatePending {
            round: 5,
            step: Step::Four,
            by: "m1".into(),
            id: "s1".into(),
        },
        trace: "R1 a · R2 b · R3 c · R4 d · R5 e".into(),
    };
    assert_eq!(
        script_error_message(&halted, Lang::En),
        "round 5, step [4]: resolving \"m1\" would make a second pending effect \"s1\"; ids \
         must be unique among pending effects\ntrace so far: … R3 c · R4 d · R5 e"
    );
    assert_eq!(
        script_error_message(&halted, Lang::Fr),
        "cycle 5, étape [4]\u{a0}: résoudre «\u{a0}m1\u{a0}» créerait un second effet en attente \
         «\u{a0}s1\u{a0}»\u{a0}; les identifiants doivent être uniques parmi les effets en \
         attente\ntrace jusque-là\u{a0}: … R3 c · R4 d · R5 e"
    );
}
