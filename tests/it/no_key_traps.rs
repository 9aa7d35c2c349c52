//! No key that traps a learner, driven by keys on the app's test backend: a question answered
//! wrong never holds `Enter` (`↓` picks the next one, `PgDn` at the end of the page too); `Tab`
//! goes between the two panes on screen and `Shift-Tab` changes the sandbox beside the lessons;
//! the empty layer sandbox says which key adds a permanent (the key as configured) and shows it
//! in its footer; a count of one step is said in the singular; the lesson pane hidden with `h`
//! says so in the footer and shows again at the next start; percentages round half up.

use layerlab::drill::Concept;
use layerlab::drill::exam::{Exam, Level};
use layerlab::i18n::{Lang, tr};
use layerlab::ui::action::{LessonsAction, PracticeAction};
use layerlab::ui::progress::Progress;
use layerlab::ui::screens::lessons::view;
use layerlab::ui::screens::practice::{Screen as PracticeScreen, SharedClock};
use layerlab::ui::screens::start::Entry;
use layerlab::ui::settings::LessonPane;
use layerlab::ui::shared::Mark;
use layerlab::ui::{Action, App, Pane, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::app_in;
use common::practice::{T0, drill_app, open_entry};
use common::{TempDir, course_app, open_page, press, screen};

/// The mark of question `k` of the open page.
fn mark(a: &App, k: usize) -> Option<Mark> {
    let page = &a.course.lessons[a.lessons.selected].lesson.pages[a.lessons.page];
    let qs = layerlab::words::lesson::page_questions(page);
    a.answers.get(&qs[k].id).map(|g| g.mark)
}

/// How many questions the open page asks.
fn questions(a: &App) -> usize {
    let page = &a.course.lessons[a.lessons.selected].lesson.pages[a.lessons.page];
    layerlab::words::lesson::page_questions(page).len()
}

fn asked(a: &App) -> Option<usize> {
    a.lessons.answering.as_ref().map(|x| x.question)
}

/// The footer: the screen's last row.
fn footer(a: &App, w: u16, h: u16) -> String {
    screen(a, w, h).lines().last().unwrap_or("").to_string()
}

#[test]
fn a_question_answered_wrong_does_not_hold_enter() {
    // Lesson 5, page 3 at 110×34: three questions, the first ticked from a list.
    let mut a = course_app(Lang::En);
    a.resize(110, 34);
    open_page(&mut a, 5, 3);
    assert_eq!(questions(&a), 3);
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), Some(0));
    // Nothing ticked: the answer "none" is wrong.
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), None);
    assert_eq!(mark(&a, 0), Some(Mark::Wrong));
    // `↓` picks question 2, and `Enter` answers it, not question 1 again.
    press(&mut a, KeyCode::Down);
    let s = screen(&a, 110, 34);
    assert!(s.contains("› ? Question 2"), "question 2 is picked:\n{s}");
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), Some(1), "Enter answers the question picked");
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), Some(2), "and question 3 is reached too");
    press(&mut a, KeyCode::Esc);
    // `↑` goes back to the question answered wrong, and `Enter` tries it again.
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), Some(0));
    press(&mut a, KeyCode::Esc);
    // The footer offers the key that picks the next question.
    press(&mut a, KeyCode::Up);
    let foot = footer(&a, 110, 34);
    assert!(foot.contains("↓ next question"), "{foot}");
    // The help lists the keys that pick.
    press(&mut a, KeyCode::Char('?'));
    let help = screen(&a, 110, 34);
    assert!(help.contains("next question"), "{help}");
}

#[test]
fn at_the_end_of_a_page_pgdn_picks_the_next_question() {
    // Wide enough for most of the page: scrolled to its end, the first question is still in
    // view, and each `PgDn` then picks the next.
    let mut a = course_app(Lang::Fr);
    a.resize(200, 60);
    open_page(&mut a, 5, 3);
    let max = view::page_max_scroll(&a.shared, &a.lessons);
    for _ in 0..10 {
        if a.lessons.scroll as usize >= max {
            break;
        }
        press(&mut a, KeyCode::PageDown);
    }
    assert_eq!(a.lessons.scroll as usize, max);
    assert_eq!(a.lessons.picked, Some(0));
    for k in 1..3 {
        press(&mut a, KeyCode::PageDown);
        assert_eq!(a.lessons.picked, Some(k));
        let s = screen(&a, 200, 60);
        assert!(s.contains(&format!("› ? Question {}", k + 1)), "{s}");
    }
    press(&mut a, KeyCode::Enter);
    assert_eq!(asked(&a), Some(2));
    // Scrolled a screen at a time, the page's questions are picked as they come into view.
    let mut a = course_app(Lang::Fr);
    a.resize(110, 34);
    open_page(&mut a, 5, 3);
    let mut picked = vec![a.lessons.picked];
    for _ in 0..40 {
        press(&mut a, KeyCode::PageDown);
        if picked.last() != Some(&a.lessons.picked) {
            picked.push(a.lessons.picked);
        }
    }
    assert_eq!(picked.last(), Some(&Some(2)), "{picked:?}");
}

#[test]
fn tab_goes_between_the_two_panes_on_screen() {
    for (w, h) in [(160, 45), (80, 24)] {
        let mut a = course_app(Lang::En);
        a.resize(w, h);
        open_page(&mut a, 5, 3);
        update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
        assert_eq!(a.focus(), Pane::Sandbox);
        press(&mut a, KeyCode::Tab);
        assert_eq!(
            a.focus(),
            Pane::Lessons,
            "{w}×{h}: back to the lessons beside"
        );
        press(&mut a, KeyCode::Tab);
        assert_eq!(
            a.focus(),
            Pane::Sandbox,
            "{w}×{h}: and to the sandbox again"
        );
        if w < 100 {
            // Two tabs, as two panes: the phase sandbox that does not show has none.
            let s = screen(&a, w, h);
            let tabs = s.lines().next().unwrap_or("").to_string();
            assert!(
                tabs.contains("Lessons") && tabs.contains("Layer sandbox"),
                "{tabs}"
            );
            assert!(!tabs.contains("Phase sandbox"), "{tabs}");
        }
        // Shift-Tab changes the sandbox beside the lessons; Tab then goes between those two.
        a.update(
            a.action_for(&KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT))
                .expect("Shift-Tab does something"),
        );
        assert_eq!(a.focus(), Pane::Phase);
        press(&mut a, KeyCode::Tab);
        assert_eq!(a.focus(), Pane::Lessons);
        press(&mut a, KeyCode::Tab);
        assert_eq!(a.focus(), Pane::Phase, "{w}×{h}");
    }
}

/// The app on the empty board of the start screen, with the configuration file `config`.
fn empty_board(lang: Lang, config: &str) -> (App, TempDir) {
    let dir = TempDir::new("traps-empty");
    let path = dir.path().join("config.toml");
    std::fs::write(&path, config).expect("a config file");
    let read = layerlab::ui::config::load(&path);
    assert!(read.is_ok(), "{read:?}");
    let mut a = course_app(lang).with_config(Some(path), read);
    a.show_start(&Progress::default());
    open_entry(&mut a, Entry::LayerEmpty);
    assert_eq!(a.focus(), Pane::Sandbox);
    (a, dir)
}

#[test]
fn the_empty_sandbox_says_which_key_adds_a_permanent() {
    for (w, h) in [(80, 24), (110, 34)] {
        let (a, _dir) = empty_board(Lang::En, "");
        let s = screen(&a, w, h);
        assert!(
            s.contains("Empty board: press n to add a permanent"),
            "{w}×{h}:\n{s}"
        );
        let foot = footer(&a, w, h);
        assert!(foot.contains("n add a permanent"), "{w}×{h}: {foot}");
        // No step key where there is no step.
        assert!(!foot.contains("next step"), "{foot}");
        let (fr, _dir) = empty_board(Lang::Fr, "");
        let s = screen(&fr, w, h);
        assert!(
            s.contains("Plateau vide\u{a0}: appuyez sur n pour ajouter un permanent"),
            "{w}×{h}:\n{s}"
        );
    }
    // The key as the configuration binds it, in the sentence and the footer.
    let (a, _dir) = empty_board(Lang::En, "[keys.sandbox]\nadd = [\"z\"]\n");
    let s = screen(&a, 110, 34);
    assert!(s.contains("Empty board: press z to add a permanent"), "{s}");
    assert!(footer(&a, 110, 34).contains("z add a permanent"), "{s}");
    // And it does add one: the catalogue search opens.
    let mut a = a;
    press(&mut a, KeyCode::Char('z'));
    assert!(a.layer.edit.overlay.is_some(), "the search opens");
}

/// Every message of both languages with a count of one: never "1 steps" nor "1 étapes".
#[test]
fn one_step_is_said_in_the_singular() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for lang in Lang::ALL {
        let dir = root.join("locales").join(match lang {
            Lang::En => "en",
            Lang::Fr => "fr",
        });
        for entry in std::fs::read_dir(&dir).expect("locales") {
            let text = std::fs::read_to_string(entry.expect("a file").path()).expect("ftl");
            let mut messages: Vec<(String, String)> = Vec::new();
            for line in text.lines() {
                let is_id = line.split_once(" =").is_some_and(|(id, _)| {
                    !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                });
                if is_id {
                    let (id, body) = line.split_once(" =").unwrap();
                    messages.push((id.to_string(), body.to_string()));
                } else if let Some((_, body)) = messages.last_mut() {
                    body.push('\n');
                    body.push_str(line);
                }
            }
            for (id, body) in messages {
                if !(body.contains("step") || body.contains("étape")) || !body.contains('$') {
                    continue;
                }
                let vars: Vec<String> = body
                    .split('$')
                    .skip(1)
                    .map(|v| {
                        v.chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                            .collect()
                    })
                    .collect();
                let args: Vec<(&str, layerlab::i18n::Arg)> =
                    vars.iter().map(|v| (v.as_str(), 1i64.into())).collect();
                let out = tr(lang, &id, &args).replace(['\u{2068}', '\u{2069}'], "");
                for plural in ["1 steps", "1 étapes", "1 étape dites"] {
                    assert!(!out.contains(plural), "{lang:?} {id}: {out}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "only {checked} messages checked");
    let start = |lang, n: i64| tr(lang, "ui-step-start", &[("total", n.into())]);
    assert!(
        start(Lang::En, 1).contains("(1 step)"),
        "{}",
        start(Lang::En, 1)
    );
    assert!(
        start(Lang::Fr, 1).contains("(1 étape)"),
        "{}",
        start(Lang::Fr, 1)
    );
    assert!(start(Lang::En, 3).contains("(3 steps)"));
    assert!(start(Lang::Fr, 3).contains("(3 étapes)"));
}

#[test]
fn the_hidden_lesson_pane_says_so_and_shows_again_at_the_next_start() {
    let dir = TempDir::new("traps-pane");
    for lang in Lang::ALL {
        let mut a = app_in(dir.path());
        a.lang = lang;
        a.resize(160, 45);
        a.lessons.open(&mut a.shared, 4, 2);
        update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
        update(&mut a, Action::LessonPaneWider);
        press(&mut a, KeyCode::Char('h'));
        assert!(a.lesson_pane.hidden);
        let hint = match lang {
            Lang::En => "h: lessons",
            Lang::Fr => "h\u{a0}: leçons",
        };
        let foot = footer(&a, 160, 45);
        assert!(foot.contains(hint), "{lang:?}: {foot}");
        // Not once the lessons show again, nor while they have the keys.
        press(&mut a, KeyCode::Tab);
        assert!(!footer(&a, 160, 45).contains(hint));
        press(&mut a, KeyCode::Tab);
        assert!(footer(&a, 160, 45).contains(hint));
        // The next start shows the lesson pane, at the width chosen.
        let width = a.lesson_pane;
        drop(a);
        let b = app_in(dir.path());
        assert!(!b.lesson_pane.hidden, "{lang:?}: shown again");
        assert_eq!(b.lesson_pane.hidden, !width.hidden);
        assert_ne!(b.lesson_pane, LessonPane::default(), "the width is kept");
        let saved = std::fs::read_to_string(dir.path().join("config.toml")).unwrap_or_default();
        assert!(!saved.contains("pane_hidden"), "{saved}");
    }
    // A file of an earlier version that says it hidden still reads, and the pane shows.
    let old = TempDir::new("traps-pane-old");
    std::fs::write(old.path().join("config.toml"), "pane_hidden = true\n").unwrap();
    let c = app_in(old.path());
    assert!(c.notices.is_empty(), "the file is not refused");
    assert!(!c.lesson_pane.hidden);
}

#[test]
fn percentages_round_half_up() {
    // An exam of 7 problems, 2 right: 28.57 % is 29 %.
    let d = layerlab::drill::Drills::embedded().unwrap();
    let mut e = Exam::new(&d, Level::L1, 7, 3, T0).unwrap();
    for i in 0..2 {
        let right = e.problems[i].expected_text(Lang::En);
        e.answer(i, &right, T0 + 5);
    }
    let r = e.report();
    assert_eq!((r.right, r.total, r.percent), (2, 7, 29));
    // The statistics: 2 of 7 right on a concept, in both languages.
    for (lang, row) in [
        (Lang::En, "2/7 right (29 %)"),
        (Lang::Fr, "2/7 justes (29\u{a0}%)"),
    ] {
        let clock = SharedClock::new(T0);
        let mut a = drill_app(None, &clock, 42, lang);
        {
            let d = a.drill.as_ref().unwrap();
            let mut s = d.sched.borrow_mut();
            for i in 0..7 {
                s.progress
                    .record(&format!("q#{i}"), Concept::ALL[0], i < 2, "x", "y", T0);
            }
        }
        a.show_start(&Progress::default());
        open_entry(&mut a, Entry::Stats);
        assert_eq!(a.drill.as_ref().unwrap().screen, PracticeScreen::Stats);
        update(&mut a, Action::Practice(PracticeAction::Down));
        let s = screen(&a, 110, 34);
        assert!(s.contains(row), "{lang:?}:\n{s}");
    }
}
