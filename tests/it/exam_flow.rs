//! Mock exams and phase problems in the app, driven through `update()` with an injected clock:
//! `Esc` asks first, then keeps the exam to resume (its clock stopped) or discards it (its
//! answers never count in the statistics or the review list); every exam ends on a report with
//! its score, its time and each mistake; a phase played decision by decision stops when the
//! phase is over; a phase problem's board never ends on a colon with nothing after it.

use std::path::PathBuf;

use layerlab::drill::exam::{Exam, Level};
use layerlab::drill::{Concept, Drills, Setup};
use layerlab::i18n::Lang;
use layerlab::ui::action::PracticeAction;
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::practice::{self, FormKind, Screen, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::{Action, App, update};

use crate::common;
use common::practice::{T0, cur, drill_app, open_entry};
use common::{draw, temp_path, text};

fn app_with(path: Option<PathBuf>, clock: &SharedClock, seed: u64, lang: Lang) -> App {
    let mut a = drill_app(path, clock, seed, lang);
    a.show_start(&Progress::default());
    a
}

/// Answers the problem shown: typed problems with `typed`, the others as their form stands.
fn answer(a: &mut App, typed: &str) {
    if cur(a).form() == FormKind::Text {
        for c in typed.chars() {
            update(a, Action::Practice(PracticeAction::Type(c)));
        }
    }
    for _ in 0..200 {
        let before = a.drill.as_ref().unwrap().exam.as_ref().map(|r| r.index);
        update(a, Action::Practice(PracticeAction::Enter));
        let after = a.drill.as_ref().unwrap().exam.as_ref().map(|r| r.index);
        if before != after || a.drill.as_ref().unwrap().screen != Screen::Problem {
            return;
        }
    }
    panic!("the problem took no answer");
}

/// What the scheduler knows: statistics, reviews, per-question cards.
fn stats(a: &App) -> (usize, usize, usize) {
    let d = a.drill.as_ref().unwrap();
    let s = d.sched.borrow();
    (
        s.progress.history.values().map(Vec::len).sum(),
        s.progress.mistakes.len(),
        s.progress.questions.len(),
    )
}

#[test]
fn an_exam_left_with_esc_asks_then_a_discarded_one_never_counts() {
    let (_dir, path) = temp_path("exam-flow", "drills.json");
    let clock = SharedClock::new(T0);
    let mut a = app_with(Some(path.clone()), &clock, 42, Lang::En);
    open_entry(&mut a, Entry::ExamL1);
    answer(&mut a, "99/99");
    answer(&mut a, "99/99");
    assert_eq!(a.drill.as_ref().unwrap().exam.as_ref().unwrap().index, 2);

    // Esc asks first; Esc again goes back to the exam.
    if cur(&a).form() == FormKind::Text {
        update(&mut a, Action::Practice(PracticeAction::Type('1')));
        update(&mut a, Action::Practice(PracticeAction::Back));
        assert!(cur(&a).input.is_empty(), "the first Esc clears the field");
    }
    update(&mut a, Action::Practice(PracticeAction::Back));
    assert_eq!(a.contexts()[0], Ctx::PracticeLeave);
    let s = text(&draw(&a, 120, 40));
    assert!(
        s.contains("Leave this mock exam? 2 problems answered out of 10."),
        "{s}"
    );
    assert!(s.contains("d discards it"), "{s}");
    update(&mut a, Action::Practice(PracticeAction::Back));
    assert_ne!(a.contexts()[0], Ctx::PracticeLeave);
    assert!(a.drill.as_ref().unwrap().exam_running());

    // Discarded: back to the start screen, and nothing was recorded or saved.
    update(&mut a, Action::Practice(PracticeAction::Back));
    update(&mut a, Action::Practice(PracticeAction::Discard));
    assert!(a.start().is_some());
    assert!(a.drill.as_ref().unwrap().exam.is_none());
    assert_eq!(stats(&a), (0, 0, 0));
    assert!(!path.exists(), "the statistics file was never written");
    assert_eq!(a.practice.as_ref().unwrap().mistakes(), 0);
    // A new exam starts afresh.
    open_entry(&mut a, Entry::ExamL1);
    assert_eq!(a.drill.as_ref().unwrap().exam.as_ref().unwrap().index, 0);
}

#[test]
fn a_kept_exam_resumes_with_its_clock_stopped_and_counts_once_it_ends() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock, 42, Lang::En);
    open_entry(&mut a, Entry::ExamL1);
    let limit = a.drill.as_ref().unwrap().exam.as_ref().unwrap().exam.limit;
    clock.advance(100);
    answer(&mut a, "99/99");
    update(&mut a, Action::Practice(PracticeAction::Back));
    if a.contexts()[0] != Ctx::PracticeLeave {
        update(&mut a, Action::Practice(PracticeAction::Back));
    }
    assert_eq!(a.contexts()[0], Ctx::PracticeLeave);
    update(&mut a, Action::Practice(PracticeAction::Enter)); // keep it
    assert!(a.start().is_some());
    assert_eq!(stats(&a), (0, 0, 0), "not counted while kept");
    assert_eq!(a.tick(), None, "a kept exam does not tick");
    let s = text(&draw(&a, 120, 40));
    assert!(
        s.contains("Mock exam, level 1: resume it (1 of 10 answered)"),
        "{s}"
    );

    // An hour away does not count.
    clock.advance(3_600);
    open_entry(&mut a, Entry::ExamL1);
    let run = a.drill.as_ref().unwrap().exam.as_ref().unwrap();
    assert_eq!(run.index, 1);
    assert_eq!(run.exam.remaining(clock.0.get()), limit - 100);

    // The time runs out: the report, and now the answer counts.
    clock.advance(limit);
    update(&mut a, Action::Tick);
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Report);
    let r = d.exam.as_ref().unwrap().report.clone().unwrap();
    assert_eq!(r.seconds, limit);
    assert_eq!(r.mistakes.len(), 10);
    assert_eq!(stats(&a).0, 1, "the one answer given");
    assert_eq!(stats(&a).1, 1, "a wrong one: to review");
    let s = text(&draw(&a, 160, 45));
    assert!(
        s.contains(&format!(
            "Time taken: {} min 0 s, out of {} minutes.",
            limit / 60,
            limit / 60
        )),
        "{s}"
    );
    assert!(s.contains("The 10 mistakes, to review"), "{s}");
    assert!(s.contains("your answer: 99/99 · expected:"), "{s}");
    assert!(s.contains("not answered · expected:"), "{s}");
    // The report scrolls.
    update(&mut a, Action::Practice(PracticeAction::Down));
    assert_eq!(a.drill.as_ref().unwrap().report_scroll, 1);
}

#[test]
fn every_exam_ends_on_a_report_with_its_time_and_its_mistakes_in_french_too() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock, 7, Lang::Fr);
    open_entry(&mut a, Entry::ExamL1);
    for _ in 0..practice::EXAM_COUNT {
        clock.advance(30);
        answer(&mut a, "99/99");
    }
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Report);
    let r = d.exam.as_ref().unwrap().report.clone().unwrap();
    assert_eq!(r.seconds, 300);
    let s = text(&draw(&a, 160, 45));
    assert!(
        s.contains("Temps passé\u{a0}: 5 min 0 s, sur 15 minutes."),
        "{s}"
    );
    assert!(s.contains("à revoir"), "{s}");
    assert_eq!(
        stats(&a).0,
        practice::EXAM_COUNT,
        "all answers count at the end"
    );
}

/// The first seed whose level-2 exam opens on a phase played decision by decision.
fn seed_with_a_phase_first(drills: &Drills) -> u64 {
    (0..500)
        .find(|&seed| {
            Exam::new(drills, Level::L2, practice::EXAM_COUNT, seed, T0)
                .ok()
                .and_then(|e| e.problems.first().cloned())
                .is_some_and(|p| {
                    matches!(p.setup, Setup::Phase { .. })
                        && practice::Current::new(p).form() == FormKind::Play
                })
        })
        .expect("a seed")
}

#[test]
fn a_phase_played_in_an_exam_waits_at_its_end_to_be_handed_in() {
    let drills = Drills::embedded().unwrap();
    let seed = seed_with_a_phase_first(&drills);
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock, seed, Lang::En);
    open_entry(&mut a, Entry::ExamL2);
    assert_eq!(cur(&a).form(), FormKind::Play);
    let mut guard = 0;
    while !cur(&a).play.as_ref().unwrap().is_over() {
        update(&mut a, Action::Practice(PracticeAction::Enter));
        guard += 1;
        assert!(guard < 200);
    }
    // The phase is over: still the same problem, saying so, until Enter.
    assert_eq!(a.drill.as_ref().unwrap().exam.as_ref().unwrap().index, 0);
    let s = text(&draw(&a, 120, 40));
    assert!(
        s.contains("The phase is over: Enter hands in this answer"),
        "{s}"
    );
    update(&mut a, Action::Practice(PracticeAction::Undo));
    assert!(!cur(&a).play.as_ref().unwrap().is_over(), "u takes it back");
    while !cur(&a).play.as_ref().unwrap().is_over() {
        update(&mut a, Action::Practice(PracticeAction::Enter));
    }
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert_eq!(a.drill.as_ref().unwrap().exam.as_ref().unwrap().index, 1);
}

#[test]
fn a_practice_phase_shows_how_it_was_played_beside_the_feedback() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock, 3, Lang::En);
    a.open_practice(layerlab::ui::shared::PracticeOpen::Practice);
    a.drill
        .as_mut()
        .unwrap()
        .start_practice(Some(Concept::PhaseTrace));
    assert_eq!(cur(&a).form(), FormKind::Play);
    let mut guard = 0;
    while cur(&a).feedback.is_none() {
        update(&mut a, Action::Practice(PracticeAction::Enter));
        guard += 1;
        assert!(guard < 200);
    }
    let trace = cur(&a).play.as_ref().unwrap().trace_line();
    let s = text(&draw(&a, 200, 60));
    assert!(s.contains(&format!("Your play: {trace}")), "{s}");
    assert!(
        s.contains("Resolved, in order:") || s.contains("No effect resolved."),
        "{s}"
    );
    assert_eq!(a.contexts()[0], Ctx::PracticeFeedback, "it waits for Enter");
}

/// A phase problem's board lists every pending effect and never ends on a colon with nothing
/// after it (the question and the form follow, drawn apart).
#[test]
fn a_phase_problems_text_never_ends_on_a_colon() {
    let clock = SharedClock::new(T0);
    for concept in [Concept::PhaseTrace] {
        for seed in 0..40 {
            let mut a = app_with(None, &clock, seed, Lang::En);
            a.open_practice(layerlab::ui::shared::PracticeOpen::Practice);
            a.drill.as_mut().unwrap().start_practice(Some(concept));
            let p = cur(&a).problem.clone();
            let Setup::Phase { scenario, .. } = &p.setup else {
                continue;
            };
            let s = text(&draw(&a, 200, 60));
            // Each effect as the board lists it (the play form names them without the player).
            for e in &scenario.effects {
                let line = format!("{} ({}, ", e.id, e.player.letter());
                assert!(s.contains(&line), "{line} missing:\n{s}");
            }
            let rows: Vec<&str> = s
                .lines()
                .map(|l| l.trim_matches(|c: char| c == '│' || c.is_whitespace()))
                .collect();
            for (i, t) in rows.iter().enumerate() {
                if t.ends_with(':') {
                    let next = rows.get(i + 1).copied().unwrap_or("");
                    assert!(
                        !next.is_empty() && !next.starts_with('└'),
                        "{t:?} has nothing after it:\n{s}"
                    );
                }
            }
        }
    }
}
