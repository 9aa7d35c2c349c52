//! Property tests of the phase procedure: for random scenarios and random legal decision
//! streams, the procedure always ends (or trips the loop guard), never ends while a mandatory
//! effect is pending, and has exactly one round more than it has resolutions. Undo and the
//! scripted runner agree with direct stepping.

use layerlab::phase::script::run_procedure;
use layerlab::phase::{
    Decision, Decisions, EffectDef, Halt, OnResolve, Player, Procedure, Rules, Status,
};
use proptest::prelude::*;

/// The shape of a generated effect; ids are given afterwards so they are unique.
#[derive(Clone, Debug)]
struct Shape {
    active: bool,
    mandatory: bool,
    /// Indexes (modulo the number of ids) of the effects its resolution removes.
    removes: Vec<usize>,
    /// Effects it creates. A renewing effect creates none, so no id is ever pending twice.
    spawns: Vec<Shape>,
    renew: bool,
}

fn shape() -> impl Strategy<Value = Shape> {
    let leaf = (
        any::<bool>(),
        any::<bool>(),
        prop::collection::vec(any::<usize>(), 0..2),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(active, mandatory, removes, renew)| Shape {
            active,
            mandatory,
            removes,
            spawns: vec![],
            renew,
        });
    leaf.prop_recursive(3, 12, 3, |inner| {
        (
            any::<bool>(),
            any::<bool>(),
            prop::collection::vec(any::<usize>(), 0..2),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(active, mandatory, removes, spawns)| Shape {
                active,
                mandatory,
                removes,
                spawns,
                renew: false,
            })
    })
}

/// Gives every shape an id `e0`, `e1`, ... (depth first) and returns how many there are.
fn count(shapes: &[Shape]) -> usize {
    shapes.iter().map(|s| 1 + count(&s.spawns)).sum()
}

fn build(s: &Shape, next: &mut usize, total: usize) -> EffectDef {
    let id = format!("e{next}");
    *next += 1;
    let mut on_resolve: Vec<OnResolve> = s
        .spawns
        .iter()
        .map(|c| {
            let d = build(c, next, total);
            OnResolve::Spawn {
                id: d.id,
                player: d.player,
                mandatory: d.mandatory,
                on_resolve: d.on_resolve,
            }
        })
        .collect();
    on_resolve.extend(
        s.removes
            .iter()
            .map(|r| OnResolve::Remove(format!("e{}", r % total))),
    );
    if s.renew {
        on_resolve.push(OnResolve::Renew);
    }
    EffectDef {
        id,
        player: if s.active { Player::A } else { Player::P },
        mandatory: s.mandatory,
        on_resolve,
    }
}

fn effects(shapes: &[Shape]) -> Vec<EffectDef> {
    let total = count(shapes).max(1);
    let mut next = 0;
    shapes.iter().map(|s| build(s, &mut next, total)).collect()
}

/// Steps the procedure with `picks` (indexes into the legal choices), then with the default
/// choice; returns each decision with the player who made it.
fn drive(p: &mut Procedure, picks: &[usize]) -> Vec<(Player, Decision)> {
    let mut made = Vec::new();
    let mut picks = picks.iter();
    // Every round has at most four steps and resolutions are bounded by the guard, so this
    // bound is never reached by a correct procedure.
    for _ in 0..10_000 {
        let Some(point) = p.decision() else { break };
        assert!(!point.choices.is_empty(), "a decision point with no choice");
        let d = match picks.next() {
            Some(i) => point.choices[i % point.choices.len()].clone(),
            None => p.default_choice().expect("a default while deciding"),
        };
        p.choose(d.clone()).expect("a legal choice is accepted");
        made.push((point.player, d));
    }
    made
}

fn scenario() -> impl Strategy<Value = (Vec<EffectDef>, Rules, Vec<usize>)> {
    (
        prop::collection::vec(shape(), 0..6),
        any::<bool>(),
        0u32..30,
        prop::collection::vec(any::<usize>(), 0..60),
    )
        .prop_map(|(shapes, lenient, max_resolutions, picks)| {
            (
                effects(&shapes),
                Rules {
                    lenient,
                    max_resolutions,
                },
                picks,
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_procedure_ends_properly((effects, rules, picks) in scenario()) {
        let mut p = Procedure::new(effects, rules).unwrap();
        drive(&mut p, &picks);
        match p.status() {
            Status::Finished => {
                prop_assert!(p.pending().all(|e| !e.mandatory), "ended with a mandatory effect pending");
                let last = p.rounds().last().unwrap();
                prop_assert_eq!(last.steps.len(), 4);
                prop_assert!(last.resolution().is_none());
            }
            Status::Halted(Halt::LoopGuard { limit, .. }) => {
                prop_assert_eq!(*limit, rules.max_resolutions);
                prop_assert_eq!(p.resolved().len(), rules.max_resolutions as usize);
            }
            other => prop_assert!(false, "did not end: {:?}", other),
        }
        prop_assert_eq!(p.rounds().len(), p.resolved().len() + 1);
        prop_assert!(p.resolved().len() <= rules.max_resolutions as usize);
        // Every round but the last ends on a resolution, and at most four steps are visited.
        for r in &p.rounds()[..p.rounds().len() - 1] {
            prop_assert!(r.resolution().is_some());
        }
        prop_assert!(p.rounds().iter().all(|r| r.steps.len() <= 4));
        prop_assert_eq!(p.trace_line().split(" · ").count(), p.rounds().len());
    }

    #[test]
    fn undo_then_replay_gives_the_same_result(
        (effects, rules, picks) in scenario(),
        cut in any::<usize>(),
    ) {
        let mut p = Procedure::new(effects, rules).unwrap();
        let made = drive(&mut p, &picks);
        let end = (p.trace_line(), p.resolved().to_vec(), p.lapsed(), p.status().clone());
        let n = if made.is_empty() { 0 } else { cut % (made.len() + 1) };
        prop_assert!(p.undo_to(n));
        prop_assert_eq!(p.decisions_made(), n);
        for (_, d) in &made[n..] {
            p.choose(d.clone()).unwrap();
        }
        prop_assert_eq!(end, (p.trace_line(), p.resolved().to_vec(), p.lapsed(), p.status().clone()));
    }

    #[test]
    fn the_scripted_runner_agrees_with_stepping((effects, rules, picks) in scenario()) {
        let start = Procedure::new(effects, rules).unwrap();
        let mut p = start.clone();
        let made = drive(&mut p, &picks);
        let script = Decisions {
            a: made.iter().filter(|(w, _)| *w == Player::A).map(|(_, d)| d.clone()).collect(),
            p: made.iter().filter(|(w, _)| *w == Player::P).map(|(_, d)| d.clone()).collect(),
        };
        match run_procedure(start, &script) {
            Ok(run) => {
                prop_assert_eq!(run.procedure.trace_line(), p.trace_line());
                prop_assert!(run.unused.is_empty());
            }
            Err(e) => {
                prop_assert!(matches!(p.status(), Status::Halted(_)), "{:?}", e);
            }
        }
    }
}
