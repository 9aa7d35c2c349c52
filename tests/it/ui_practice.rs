//! Exam practice in the app, driven through `update()` with an injected clock and seed: right
//! and wrong answers, the review list, the due count, the exam's countdown ending through
//! `Tick`, the scheduler's file (saved, read again, damaged), the keys of a text field, and the
//! Fluent messages of `ui-practice.ftl`.

use std::path::{Path, PathBuf};

use layerlab::drill::exam::Level;
use layerlab::drill::srs::{self, DAY};
use layerlab::drill::{Answer, Concept, Drills, Setup};
use layerlab::i18n::Lang;
use layerlab::ui::action::PracticeAction;
use layerlab::ui::keys::Ctx;
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::practice::{self, FormKind, Screen, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::shared::PracticeOpen as Open;
use layerlab::ui::{Action, App, ThemeKind, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::practice::{T0, cur, drill_app, open_entry};
use common::{TempDir, screen as text, temp_path};

/// A drills file in a fresh folder, with the guard that removes the folder.
fn temp() -> (TempDir, PathBuf) {
    temp_path("ui-practice", "drills.json")
}

fn app_with(path: Option<PathBuf>, clock: &SharedClock) -> App {
    let mut a = drill_app(path, clock, 42, Lang::En);
    a.show_start(&Progress::default());
    a
}

/// Starts practising `concept` (all concepts for `None`) on the open practice screen.
fn practise(a: &mut App, concept: Option<Concept>) {
    a.drill.as_mut().unwrap().start_practice(concept);
}

/// Plays the phase decision by decision: the engine's own decisions (`right`), or else the
/// first legal choice that differs from them once.
fn play(a: &mut App, right: bool) {
    let decisions = match &cur(a).problem.setup {
        Setup::Phase { procedure, .. } => procedure.decisions().to_vec(),
        _ => panic!("a phase problem"),
    };
    let mut strayed = right;
    for d in decisions {
        let Some(p) = cur(a).play.as_ref() else {
            break;
        };
        let legal = p.legal_choices();
        let i = if !strayed && legal.len() > 1 {
            strayed = true;
            legal.iter().position(|x| *x != d).unwrap()
        } else {
            legal
                .iter()
                .position(|x| *x == d)
                .expect("a legal decision")
        };
        let last = strayed && !right;
        while cur(a).cursor != i {
            update(a, Action::Practice(PracticeAction::Down));
        }
        update(a, Action::Practice(PracticeAction::Enter));
        if cur(a).feedback.is_some() || last {
            break;
        }
    }
    // Past a strayed decision, take the first choice until the phase is over.
    for _ in 0..100 {
        if cur(a).feedback.is_some() {
            return;
        }
        update(a, Action::Practice(PracticeAction::Enter));
    }
}

/// Forms `answer` with the keys' actions.
fn form(a: &mut App, answer: &Answer) {
    if cur(a).form() == FormKind::Play {
        let right = *answer == cur(a).problem.expected;
        play(a, right);
        return;
    }
    match answer {
        Answer::PT(p, t) => {
            for c in format!("{p}/{t}").chars() {
                update(a, Action::Practice(PracticeAction::Type(c)));
            }
        }
        Answer::Steps(v) => {
            for c in v.join(" ").chars() {
                update(a, Action::Practice(PracticeAction::Type(c)));
            }
        }
        Answer::Layer(l) => {
            let i = practice::layer_choices()
                .iter()
                .position(|x| x == l)
                .unwrap();
            while cur(a).cursor != i {
                update(a, Action::Practice(PracticeAction::Down));
            }
        }
        Answer::Set(v) => {
            for &i in v {
                while cur(a).cursor != i {
                    update(a, Action::Practice(PracticeAction::Down));
                }
                update(a, Action::Practice(PracticeAction::Toggle));
            }
        }
        Answer::SetOther(v, other) => {
            form(a, &Answer::Set(v.clone()));
            // The "other" row, after the list's items.
            while !cur(a).on_other() {
                update(a, Action::Practice(PracticeAction::Down));
            }
            for c in other.join(", ").chars() {
                update(a, Action::Practice(PracticeAction::Type(c)));
            }
        }
        Answer::Order(v) => {
            for (k, want) in v.iter().enumerate() {
                let j = cur(a).order.iter().position(|x| x == want).unwrap();
                while cur(a).cursor != j {
                    update(a, Action::Practice(PracticeAction::Down));
                }
                for _ in k..j {
                    update(a, Action::Practice(PracticeAction::Earlier));
                }
            }
            // What does not resolve is marked so.
            for k in v.len()..cur(a).order.len() {
                while cur(a).cursor != k {
                    update(a, Action::Practice(PracticeAction::Down));
                }
                update(a, Action::Practice(PracticeAction::Toggle));
            }
        }
    }
}

/// A wrong answer of the same form.
fn wrong(answer: &Answer, options: usize) -> Answer {
    match answer {
        Answer::PT(p, t) => Answer::PT(p + 7, t + 7),
        Answer::Layer(l) => {
            let other = practice::layer_choices()
                .into_iter()
                .find(|x| x != l)
                .unwrap();
            Answer::Layer(other)
        }
        Answer::Set(v) => Answer::Set((0..options).filter(|i| !v.contains(i)).collect()),
        // Never an expected answer; already wrong.
        Answer::SetOther(..) => answer.clone(),
        Answer::Order(v) => {
            let mut w = v.clone();
            w.swap(0, 1);
            Answer::Order(w)
        }
        Answer::Steps(v) => {
            let mut w = v.clone();
            w.reverse();
            w.push("pass".into());
            Answer::Steps(w)
        }
    }
}

fn due(a: &App) -> usize {
    a.practice.as_ref().expect("a provider").due_today()
}

#[test]
fn a_right_then_a_wrong_answer_are_scored_scheduled_and_saved() {
    let (_dir, path) = temp();
    let clock = SharedClock::new(T0);
    let mut a = app_with(Some(path.clone()), &clock);
    assert_eq!(due(&a), 0);
    assert!(a.start_entries().contains(&Entry::ExamL2));
    open_entry(&mut a, Entry::Practice);
    assert!(a.start().is_none());
    assert!(a.practising());
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Problem);

    // Right.
    let expected = cur(&a).problem.expected.clone();
    let key1 = cur(&a).problem.key();
    form(&mut a, &expected);
    if cur(&a).feedback.is_none() {
        update(&mut a, Action::Practice(PracticeAction::Enter));
    }
    let fb = cur(&a).feedback.clone().expect("feedback");
    assert!(fb.correct, "{fb:?}");
    assert_eq!(a.contexts()[0], Ctx::PracticeFeedback);
    assert_eq!(a.drill.as_ref().unwrap().score, (1, 1));
    assert_eq!(due(&a), 0, "a right answer is due again in two days");
    assert!(path.exists(), "saved after the answer");

    // Wrong.
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert!(cur(&a).feedback.is_none());
    let key2 = cur(&a).problem.key();
    assert_ne!(key1, key2);
    let expected = cur(&a).problem.expected.clone();
    let n = cur(&a).problem.options().len();
    form(&mut a, &wrong(&expected, n));
    if cur(&a).feedback.is_none() {
        update(&mut a, Action::Practice(PracticeAction::Enter));
    }
    assert!(!cur(&a).feedback.as_ref().unwrap().correct);
    assert_eq!(a.drill.as_ref().unwrap().score, (1, 2));
    assert_eq!(due(&a), 1, "a missed question comes back today");
    let shown = text(&a, 120, 40);
    assert!(shown.contains("✗ Not quite"), "{shown}");
    assert!(shown.contains("Why, step by step"), "{shown}");

    // The file holds both answers; read again, the count is the same.
    let (saved, notice) = srs::load(&path);
    assert!(notice.is_none());
    assert_eq!(saved.questions.len(), 2);
    assert_eq!(saved.mistakes.len(), 1);
    assert_eq!(saved.mistakes[0].question, key2);
    let again = app_with(Some(path.clone()), &clock);
    assert_eq!(due(&again), 1);

    // The review list has the mistake; Enter shows why.
    update(&mut a, Action::Practice(PracticeAction::Back));
    assert!(a.start().is_some());
    assert!(!a.practising());
    open_entry(&mut a, Entry::Review);
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Review);
    assert_eq!(d.review.len(), 1);
    assert!(d.review[0].problem.is_some());
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert!(a.drill.as_ref().unwrap().review_open);
    assert!(text(&a, 120, 40).contains("Why, step by step"));

    // Next session: the missed question comes first; answered right, it leaves the review.
    update(&mut a, Action::Practice(PracticeAction::Back));
    update(&mut a, Action::Practice(PracticeAction::Back));
    open_entry(&mut a, Entry::Practice);
    assert_eq!(cur(&a).problem.key(), key2, "due questions first");
    let expected = cur(&a).problem.expected.clone();
    form(&mut a, &expected);
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert!(cur(&a).feedback.as_ref().unwrap().correct);
    assert_eq!(due(&a), 0);
    let (saved, _) = srs::load(&path);
    assert!(saved.mistakes.is_empty());

    // Both questions sit in box 2 now: a day later nothing is due, two days later both are.
    clock.advance(DAY);
    assert_eq!(due(&a), 0);
    clock.advance(DAY);
    assert_eq!(due(&a), 2);
}

#[test]
fn an_unreadable_answer_counts_as_wrong_and_says_why() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock);
    a.open_practice(Open::Practice);
    practise(&mut a, Some(Concept::Layer7));
    // Find a typed (P/T) problem.
    for _ in 0..20 {
        if cur(&a).form() == FormKind::Text {
            break;
        }
        practise(&mut a, Some(Concept::Layer7));
    }
    assert_eq!(cur(&a).form(), FormKind::Text);
    assert_eq!(a.contexts(), vec![Ctx::PracticeText]);
    // Letters go into the field, even q and ?; Ctrl-C still quits.
    for c in ['q', '?', 'x'] {
        let act = a
            .action_for(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
            .unwrap();
        update(&mut a, act);
    }
    assert!(!a.quit);
    assert_eq!(cur(&a).input, "q?x");
    assert!(
        text(&a, 80, 24).contains("> q?x▏"),
        "the field stays in view"
    );
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(a.action_for(&ctrl_c), Some(Action::Quit));
    update(&mut a, Action::Practice(PracticeAction::Erase));
    assert_eq!(cur(&a).input, "q?");
    update(&mut a, Action::Practice(PracticeAction::Enter));
    let fb = cur(&a).feedback.clone().unwrap();
    assert!(!fb.correct);
    assert!(fb.unreadable.is_some());
    // Esc in a field with text clears it first.
    update(&mut a, Action::Practice(PracticeAction::Enter));
    if cur(&a).form() == FormKind::Text {
        update(&mut a, Action::Practice(PracticeAction::Type('3')));
        update(&mut a, Action::Practice(PracticeAction::Back));
        assert_eq!(cur(&a).input, "");
        assert!(a.practising());
    }
    update(&mut a, Action::Practice(PracticeAction::Back));
    assert!(a.start().is_some());
}

#[test]
fn the_exam_countdown_ticks_only_while_it_runs_and_ends_it() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock);
    assert_eq!(a.tick(), None, "idle: the loop blocks on input");
    open_entry(&mut a, Entry::ExamL1);
    let d = a.drill.as_ref().unwrap();
    assert!(d.exam_running());
    let run = d.exam.as_ref().unwrap();
    assert_eq!(run.exam.level, Level::L1);
    assert_eq!(run.exam.problems.len(), practice::EXAM_COUNT);
    let drills = Drills::embedded().unwrap();
    assert!(
        run.exam
            .problems
            .iter()
            .all(|p| drills.template(&p.template).unwrap().exam.l1 > 0),
        "level 1: layer 7 templates only"
    );
    assert_eq!(a.tick(), Some(std::time::Duration::from_secs(1)));
    let limit = run.exam.limit;
    assert!(text(&a, 80, 24).contains(&format!("time left {}:00", limit / 60)));

    // One right answer, then time passes.
    let expected = cur(&a).problem.expected.clone();
    form(&mut a, &expected);
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert_eq!(a.drill.as_ref().unwrap().exam.as_ref().unwrap().index, 1);
    clock.advance(61);
    update(&mut a, Action::Tick);
    assert!(a.drill.as_ref().unwrap().exam_running());
    assert!(text(&a, 80, 24).contains(&format!("time left {}:59", limit / 60 - 2)));
    clock.advance(limit);
    update(&mut a, Action::Tick);
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Report);
    let run = d.exam.as_ref().unwrap();
    assert!(run.expired);
    let r = run.report.as_ref().unwrap();
    assert_eq!((r.right, r.total), (1, practice::EXAM_COUNT));
    assert!(!r.passed);
    assert_eq!(a.tick(), None, "the exam is over: no more ticks");
    assert_eq!(a.contexts()[0], Ctx::PracticeReport);
    let shown = text(&a, 80, 24);
    assert!(shown.contains("Time is up"), "{shown}");
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert!(a.start().is_some());
}

#[test]
fn statistics_show_each_concept_and_practise_the_one_selected() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock);
    open_entry(&mut a, Entry::Stats);
    assert_eq!(a.drill.as_ref().unwrap().screen, Screen::Stats);
    update(&mut a, Action::Practice(PracticeAction::Down));
    for th in [ThemeKind::Dark, ThemeKind::Mono] {
        a.theme = th;
        let shown = text(&a, 80, 24);
        assert!(shown.contains("not practised yet"), "{shown}");
    }
    update(&mut a, Action::Practice(PracticeAction::Enter));
    let d = a.drill.as_ref().unwrap();
    assert_eq!(d.screen, Screen::Problem);
    assert_eq!(d.concept, Some(Concept::ALL[1]));
    assert_eq!(cur(&a).problem.concept, Concept::ALL[1]);
}

#[test]
fn a_damaged_scheduler_file_is_kept_aside_and_reported() {
    let (_dir, path) = temp();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "{ not json").unwrap();
    let clock = SharedClock::new(T0);
    let mut a = app_with(Some(path.clone()), &clock);
    assert_eq!(a.notices.len(), 1);
    assert_eq!(a.notices[0].id, "ui-drills-damaged");
    assert!(a.notices[0].aside.as_ref().is_some_and(|p| p.exists()));
    assert!(text(&a, 120, 40).contains("drills.json"));
    assert_eq!(due(&a), 0);
    // Practice still works and writes a fresh file.
    open_entry(&mut a, Entry::Practice);
    let expected = cur(&a).problem.expected.clone();
    form(&mut a, &expected);
    update(&mut a, Action::Practice(PracticeAction::Enter));
    let (saved, notice) = srs::load(&path);
    assert!(notice.is_none());
    assert_eq!(saved.questions.len(), 1);
}

#[test]
fn practice_keys_are_in_the_table_and_help() {
    use layerlab::ui::keys::{active, shown};
    let table: Vec<_> = shown(practice::KEYS).collect();
    for ctx in [
        Ctx::PracticeText,
        Ctx::PracticeList,
        Ctx::PracticePick,
        Ctx::PracticeOrder,
        Ctx::PracticeFeedback,
        Ctx::PracticeReview,
        Ctx::PracticeStats,
        Ctx::PracticeReport,
    ] {
        assert!(table.iter().any(|b| b.ctx == ctx), "{ctx:?}");
        assert!(
            active(&table, &[ctx]).iter().any(|b| b.footer),
            "{ctx:?} shows keys in the footer"
        );
    }
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock);
    open_entry(&mut a, Entry::Review);
    update(&mut a, Action::ToggleHelp);
    let shown = text(&a, 120, 40);
    assert!(shown.contains("show or hide why"), "{shown}");
}

fn ids(lang: &str) -> Vec<String> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/ui-practice.ftl"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("ui-"))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[test]
fn every_practice_message_is_used_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut code = String::new();
    for f in [
        "src/ui/screens/practice/mod.rs",
        "src/ui/screens/practice/view.rs",
        "src/ui/screens/practice/keys.rs",
        "src/ui/keys.rs",
        "src/ui/screens/start.rs",
    ] {
        code.push_str(&std::fs::read_to_string(root.join(f)).unwrap());
    }
    let unused: Vec<String> = ids("en")
        .into_iter()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?}");
    assert_eq!(ids("en"), ids("fr"));
    let fr = std::fs::read_to_string(root.join("locales/fr/ui-practice.ftl")).unwrap();
    assert!(!fr.contains('\u{202F}'));
    assert!(!fr.contains(" :"), "U+00A0 before a colon");
}

#[test]
fn a_phase_is_played_decision_by_decision() {
    let clock = SharedClock::new(T0);
    let mut a = app_with(None, &clock);
    a.open_practice(Open::Practice);
    practise(&mut a, Some(Concept::PhaseTrace));
    assert_eq!(cur(&a).form(), FormKind::Play);
    assert_eq!(a.contexts()[0], Ctx::PracticePlay);
    assert!(text(&a, 120, 40).contains("Legal choices"));
    // A decision can be undone.
    update(&mut a, Action::Practice(PracticeAction::Enter));
    if cur(&a).feedback.is_none() {
        assert_eq!(cur(&a).play.as_ref().unwrap().decisions_made(), 1);
        update(&mut a, Action::Practice(PracticeAction::Undo));
        assert_eq!(cur(&a).play.as_ref().unwrap().decisions_made(), 0);
    } else {
        update(&mut a, Action::Practice(PracticeAction::Enter));
        practise(&mut a, Some(Concept::PhaseTrace));
    }
    play(&mut a, true);
    let fb = cur(&a).feedback.clone().expect("the phase is over");
    assert!(fb.correct, "{fb:?}");
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert_eq!(cur(&a).form(), FormKind::Play);
    play(&mut a, false);
    let fb = cur(&a).feedback.clone().expect("the phase is over");
    assert!(!fb.correct, "{fb:?}");
}
