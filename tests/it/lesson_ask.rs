//! The app's lessons ask before they tell: no question shows its answer before it is answered
//! or its answer asked for; `Enter` answers the question in view; marks say right, wrong or
//! shown; an old progress file is graded again; a wrong answer joins the mistakes to review and
//! is asked again from there; a phase is said step by step; `--plain` and `layerlab lesson`
//! name questions and boards by their place and captions, never by ids.

use std::path::Path;

use layerlab::content::course::Course;
use layerlab::content::lesson::{Block, Question, QuestionKind};
use layerlab::content::markup;
use layerlab::content::source::ContentSource;
use layerlab::drill::Drills;
use layerlab::drill::srs::FixedClock;
use layerlab::i18n::Lang;
use layerlab::ui::Theme;
use layerlab::ui::action::{LessonsAction, PracticeAction};
use layerlab::ui::plain::Plain;
use layerlab::ui::progress::lesson_tally;
use layerlab::ui::screens::lessons::{Form, view};
use layerlab::ui::screens::practice::Scheduler;
use layerlab::ui::shared::{Given, Mark, PracticeOpen};
use layerlab::ui::{Action, App, Screen, ThemeKind, update};
use layerlab::words::lesson::{Answers, lesson_with};

use crate::common;
use common::{draw, temp_file, text};

fn shipped() -> App {
    let (course, _) = Course::load(ContentSource::embedded());
    App::new(course, 0, Lang::En, ThemeKind::Mono)
}

fn fixture() -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Mono)
}

/// The open page's text, wide enough that a paragraph's first words stay on one row.
fn page(a: &App) -> String {
    view::page_text(&a.shared, &a.lessons, &Theme::of(a.theme), 200)
        .lines
        .iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The start of a question's explanation, as the page would show it (after "Why:").
fn explanation_start(a: &App, q: &Question) -> String {
    let text = markup::plain(
        &a.course.tr(a.lang, &q.explain),
        a.lang,
        &a.course.catalogue,
    );
    let start: String = text.lines().next().unwrap_or("").chars().take(40).collect();
    format!("Why: {start}")
}

fn questions(a: &App, l: usize, p: usize) -> Vec<Question> {
    a.course.lessons[l].lesson.pages[p]
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Question(q) => Some(q.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn no_question_of_the_course_shows_its_answer_before_it_is_answered() {
    let mut a = shipped();
    a.resize(120, 40);
    let mut asked = 0;
    for l in 0..a.course.lessons.len() {
        for p in 0..a.course.lessons[l].lesson.pages.len() {
            let qs = questions(&a, l, p);
            if qs.is_empty() {
                continue;
            }
            a.lessons.open(&mut a.shared, l, p);
            for _ in 0..qs.len() {
                // Enter asks: the question being answered has no mark and no explanation yet.
                update(&mut a, Action::Lessons(LessonsAction::Answer));
                let Some(k) = a.lessons.answering.as_ref().map(|x| x.question) else {
                    break;
                };
                let q = &qs[k];
                assert!(!a.answers.contains_key(&q.id), "{} marked by asking", q.id);
                let start = explanation_start(&a, q);
                assert!(
                    !page(&a).contains(&start),
                    "{} shows its explanation before it is answered",
                    q.id
                );
                asked += 1;
                // `s` shows it: marked shown, and now the page explains it.
                update(&mut a, Action::Lessons(LessonsAction::ShowAnswer));
                assert_eq!(a.answers.get(&q.id), Some(&Given::shown()), "{}", q.id);
                assert!(page(&a).contains(&start), "{}: {start}", q.id);
            }
        }
    }
    assert!(asked > 150, "only {asked} questions asked");
}

#[test]
fn enter_answers_the_question_in_view_not_one_further_up() {
    let mut a = fixture();
    a.resize(60, 16);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    // Scrolled to the end: the first question is above the view.
    for _ in 0..200 {
        update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    }
    let anchors = view::question_anchors(&a.shared, &a.lessons);
    let top = a.lessons.scroll as usize;
    assert!(
        anchors[1] <= top,
        "question 1 is out of view: {anchors:?} at {top}"
    );
    // The first question whose rows meet the pane.
    let in_view = (0..anchors.len())
        .find(|&k| anchors.get(k + 1).is_none_or(|&next| next > top))
        .unwrap();
    assert!(in_view > 0);
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    assert_eq!(
        a.lessons.answering.as_ref().map(|x| x.question),
        Some(in_view)
    );
    update(&mut a, Action::Lessons(LessonsAction::AnswerCancel));
    // `s` too: the question in view, not the first unanswered one.
    update(&mut a, Action::Lessons(LessonsAction::ShowAnswer));
    assert_eq!(a.answers.len(), 1);
    assert!(!a.answers.contains_key("m-q1"));
}

#[test]
fn a_typed_answer_is_graded_and_can_be_tried_again() {
    let mut a = shipped();
    // Opalescence then Humility: 1/1 (613.6); 4/4 is what forgetting 613.6 gives.
    let q = common::question(
        &a.course,
        |q| matches!(&q.kind, QuestionKind::Compute { scenario, .. } if scenario == "l06-opalescence-then-humility.ron"),
    );
    a.lessons.ask(&mut a.shared, &q.id);
    assert_eq!(
        a.lessons.answering.as_ref().map(|x| x.form.clone()),
        Some(Form::Text)
    );
    for c in "4/4".chars() {
        update(&mut a, Action::Lessons(LessonsAction::AnswerType(c)));
    }
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get(&q.id), Some(&Given::wrong("4/4")));
    let fb = &a.lessons.feedback[&q.id];
    assert!(!fb.right && !fb.misconceptions.is_empty());
    let shown = page(&a);
    assert!(
        shown.contains("Not quite: you answered 4/4; the answer is 1/1"),
        "{shown}"
    );
    assert!(
        shown.contains(&layerlab::words::misconception::sentence(
            &fb.misconceptions[0],
            Lang::En
        )),
        "{shown}"
    );
    assert!(shown.contains("How the engine gets there"), "{shown}");
    // An unreadable answer stays in its field with the reason.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    for c in "tall".chars() {
        update(&mut a, Action::Lessons(LessonsAction::AnswerType(c)));
    }
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    let ans = a.lessons.answering.as_ref().expect("still answering");
    assert!(ans.error.as_deref().is_some_and(|e| e.contains("tall")));
}

#[test]
fn marks_tell_right_wrong_and_shown_and_the_tick_needs_every_one_right() {
    let mut a = fixture();
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    // q1 right (b), q2 shown, q3 wrong (1a), q4 right (b, a).
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::ShowAnswer));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    assert_eq!(
        a.lessons.answering.as_ref().map(|x| x.question),
        Some(2),
        "q3 again"
    );
    update(&mut a, Action::Lessons(LessonsAction::AnswerCancel));
    a.lessons.answering = None;
    let t = lesson_tally(&a.course, &a.answers, 0);
    assert_eq!((t.right, t.wrong, t.shown, t.total), (1, 1, 1, 4));
    assert!(!t.all_right());
    // Every question has a mark, yet the lesson is not ticked: not all are right.
    a.lessons.ask(&mut a.shared, "m-q4");
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers["m-q4"].mark, Mark::Right);
    update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
    let index = text(&draw(&a, 120, 40));
    let line = index
        .lines()
        .find(|l| l.contains("1. Mini"))
        .expect("the lesson's line")
        .to_string();
    assert!(line.contains("2✓ 1✗ 1○/4"), "{line}");
    assert!(!line.contains(" ✓  1."), "{line}");
    let t = lesson_tally(&a.course, &a.answers, 0);
    assert_eq!(t.marked(), 4);
    assert!(!t.all_right());
}

#[test]
fn a_format_1_progress_file_is_graded_again_and_saved_as_format_2() {
    let (_dir, path) = temp_file(
        "lesson-ask",
        "progress.json",
        r#"{"format_version":1,"seen":["mini"],"answers":{"m-q1":{"Choice":1},"m-q2":"Shown","m-q3":{"Layer":"3"},"m-q4":{"Order":[1,0]},"other-course-q":{"Choice":0}},"last_lesson":"mini","last_page":0}"#,
    );
    let mut a = fixture().with_progress(path.clone());
    assert!(a.notices.is_empty());
    assert_eq!(a.answers.get("m-q1"), Some(&Given::right("b")));
    assert_eq!(a.answers.get("m-q2"), Some(&Given::shown()));
    assert_eq!(a.answers.get("m-q3"), Some(&Given::wrong("3")));
    assert_eq!(a.answers.get("m-q4"), Some(&Given::right("b, a")));
    // A change to save (the language chosen).
    update(&mut a, Action::ToggleLang);
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.contains("\"format_version\": 2") || saved.contains("\"format_version\":2"));
    assert!(saved.contains("\"Right\""), "{saved}");
    assert!(
        saved.contains("other-course-q"),
        "another course's answer is kept: {saved}"
    );
    let b = fixture().with_progress(path.clone());
    assert_eq!(b.answers.get("m-q3"), Some(&Given::wrong("3")));
}

#[test]
fn a_wrong_lesson_answer_joins_the_review_list_and_is_asked_again_from_it() {
    let mut a = fixture();
    let sched = Scheduler::open(None, Box::new(FixedClock(1_700_000_000)));
    a.install_drill(Drills::embedded().expect("drills"), sched, 7);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    a.lessons.ask(&mut a.shared, "m-q4");
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers["m-q4"].mark, Mark::Wrong);
    let d = a.drill.as_ref().unwrap();
    let progress = d.sched.borrow().progress.clone();
    assert!(
        progress
            .mistakes
            .iter()
            .any(|m| m.question == "lesson:m-q4"),
        "{:?}",
        progress.mistakes
    );
    assert!(progress.questions.contains_key("lesson:m-q4"));
    assert_eq!(progress.due_lessons(1_700_000_000), ["m-q4"]);
    // A retry after the feedback showed the answer is not filed again.
    a.lessons.ask(&mut a.shared, "m-q4");
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(
        a.drill
            .as_ref()
            .unwrap()
            .sched
            .borrow()
            .progress
            .mistakes
            .len(),
        1
    );
    // The review list names it by its lesson, and Enter asks it again in its lesson.
    a.open_practice(PracticeOpen::Review);
    let screen = text(&draw(&a, 120, 40));
    assert!(
        screen.contains("Lesson 1, page 1, question 4 (Mini)"),
        "{screen}"
    );
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert_eq!(a.screen(), &Screen::Lessons);
    assert_eq!(a.lessons.answering.as_ref().map(|x| x.question), Some(3));
    // Esc goes back to the list it was opened from, not to the start screen.
    update(&mut a, Action::Lessons(LessonsAction::AnswerCancel));
    assert_eq!(a.screen(), &Screen::Practice);
    assert_eq!(
        a.drill.as_ref().unwrap().screen,
        layerlab::ui::screens::practice::Screen::Review
    );
}

/// The Endoskeleton question (611.2b) is filed under durations, not locked sets; the review
/// list names it by its lesson, page and place on the page; opened from there, `Esc` on its
/// page (the question answered) goes back to the list too.
#[test]
fn a_lesson_mistake_is_filed_under_the_concept_of_its_rule_and_named_by_its_place() {
    let mut a = shipped();
    let sched = Scheduler::open(None, Box::new(FixedClock(1_700_000_000)));
    a.install_drill(Drills::embedded().expect("drills"), sched, 7);
    // Choice a) is wrong (the answer is c).
    a.lessons.ask(&mut a.shared, "l01-q6");
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers["l01-q6"].mark, Mark::Wrong);
    a.open_practice(PracticeOpen::Review);
    let screen = text(&draw(&a, 160, 40));
    let row = screen
        .lines()
        .find(|l| l.contains("Lesson 1, page 5, question 6"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(row.contains("Durations"), "{row}");
    assert!(!row.contains("Locked and dynamic"), "{row}");
    update(&mut a, Action::Practice(PracticeAction::Enter));
    assert_eq!(a.screen(), &Screen::Lessons);
    // Answered (right now), the page stays; Esc then goes back to the list.
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert!(a.lessons.answering.is_none());
    assert_eq!(a.screen(), &Screen::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
    assert_eq!(a.screen(), &Screen::Practice);
    // A lesson opened otherwise: Esc goes back to the index as before.
    update(&mut a, Action::Lessons(LessonsAction::ShowStart));
    a.lessons.ask(&mut a.shared, "l01-q6");
    assert!(!a.lessons.from_review);
}

#[test]
fn a_phase_is_said_step_by_step_and_each_step_graded() {
    for wrong_first in [false, true] {
        let mut a = shipped();
        a.lessons.ask(&mut a.shared, "l17-q14");
        let Some(Form::Steps(w)) = a.lessons.answering.as_ref().map(|x| x.form.clone()) else {
            panic!("a phase to say step by step");
        };
        let choices = w.choices();
        for (i, s) in w.steps.iter().enumerate() {
            let right = choices.iter().position(|c| *c == s.happened).unwrap();
            // The first step is A's: saying that P passes there is wrong.
            let pick = if wrong_first && i == 0 { 2 } else { right };
            for _ in 0..pick {
                update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
            }
            update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
        }
        assert!(a.lessons.answering.is_none());
        let fb = &a.lessons.feedback["l17-q14"];
        assert_eq!(fb.steps.len(), w.steps.len());
        assert_eq!(fb.right, !wrong_first);
        assert_eq!(fb.steps[0], !wrong_first);
        assert!(fb.steps[1..].iter().all(|&ok| ok));
        let shown = page(&a);
        assert!(shown.contains("Round 1, step [3] A resolves m1"), "{shown}");
        if wrong_first {
            assert!(
                shown.contains("you said: P passes; what happened: A passes"),
                "{shown}"
            );
        }
    }
}

#[test]
fn plain_and_lesson_name_questions_and_boards_by_their_place_and_captions() {
    let c = Course::load(ContentSource::embedded()).0;
    let ids: Vec<String> = common::questions(&c).map(|q| q.id.clone()).collect();
    for lang in Lang::ALL {
        for i in 0..c.lessons.len() {
            for answers in [Answers::Inline, Answers::AtEnd] {
                let t = lesson_with(&c, i, lang, answers).unwrap();
                assert!(!t.contains(".ron"), "lesson {} names a file:\n{t}", i + 1);
                for id in &ids {
                    assert!(
                        !t.contains(&format!("Question {id}")),
                        "lesson {} names {id}",
                        i + 1
                    );
                }
            }
        }
        // `--plain`: every page's boards and procedures, opened.
        let mut s = Plain::new(&c, lang);
        for (i, lf) in c.lessons.iter().enumerate() {
            let mut out = s.command(&format!("lesson {}", i + 1)).unwrap();
            for p in 0..lf.lesson.pages.len() {
                if p > 0 {
                    out.push_str(&s.command("n").unwrap());
                }
                out.push_str(&s.command("o").unwrap());
                out.push_str(&s.command("w").unwrap());
                out.push_str(&s.command("show").unwrap());
            }
            assert!(
                !out.contains(".ron"),
                "lesson {} in --plain names a file",
                i + 1
            );
            for id in &ids {
                assert!(!out.contains(&format!("Question {id}\n")), "{id}");
            }
        }
    }
    // The worked answer names the object by its card, in the reader's language.
    let l5 = lesson_with(&c, 4, Lang::Fr, Answers::Inline).unwrap();
    assert!(!l5.contains("pour plains"), "{l5}");
    assert!(l5.contains("pour Plaine"), "{l5}");
}

/// French lesson output names every card by its French name: no card's English name (when it
/// differs from the French one and is not part of it) appears in any lesson's handout, worked
/// answers and boards included, nor in `--plain` with every board opened and stepped.
#[test]
fn french_lesson_output_names_no_card_in_english() {
    let c = Course::load(ContentSource::embedded()).0;
    let english: Vec<&str> = c
        .catalogue
        .cards()
        .iter()
        .filter(|d| !d.name.is_empty() && !d.name_fr.is_empty())
        .filter(|d| !d.name_fr.contains(&d.name))
        .map(|d| d.name.as_str())
        // Also the name of a casual variant of the game, which French keeps.
        .filter(|n| *n != "Conspiracy")
        .collect();
    assert!(english.len() > 50, "{}", english.len());
    let mut s = Plain::new(&c, Lang::Fr);
    let mut found = Vec::new();
    for (i, lf) in c.lessons.iter().enumerate() {
        let mut out = lesson_with(&c, i, Lang::Fr, Answers::Inline).unwrap();
        out.push_str(&s.command(&format!("lesson {}", i + 1)).unwrap());
        for p in 0..lf.lesson.pages.len() {
            if p > 0 {
                out.push_str(&s.command("n").unwrap());
            }
            out.push_str(&s.command("o").unwrap());
            for _ in 0..12 {
                out.push_str(&s.command("s").unwrap());
            }
            out.push_str(&s.command("t").unwrap());
        }
        for name in &english {
            if out.contains(name) {
                found.push(format!("lesson {}: {name}", i + 1));
            }
        }
    }
    assert!(found.is_empty(), "English card names in French: {found:?}");
}

/// A wrong choice says why it is wrong, under the verdict, once answered (and not before).
#[test]
fn a_wrong_choice_shows_why_it_is_wrong() {
    let mut a = fixture();
    a.resize(120, 40);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    assert!(!page(&a).contains("Why not your choice"));
    // q1: a) is wrong, b) right.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get("m-q1"), Some(&Given::wrong("a")));
    let shown = page(&a);
    assert!(shown.contains("Why not your choice: Not a."), "{shown}");
    // Right the second time: no reason to give.
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert!(!page(&a).contains("Why not your choice"), "{}", page(&a));
}

/// A list of abilities ends with an "other" row: an ability the list does not offer is typed
/// there and graded (wrong), never refused; the feedback says it, with no doubled full stop
/// where an ability's text ends a sentence.
#[test]
fn an_ability_the_list_does_not_offer_can_be_typed_on_its_last_row() {
    let mut a = shipped();
    let q = common::question(&a.course, |q| q.id == "l09-q-moon-urborg-abilities");
    a.lessons.ask(&mut a.shared, &q.id);
    let Some(Form::Pick(opts, true)) = a.lessons.answering.as_ref().map(|x| x.form.clone()) else {
        panic!("a list of abilities with an other row");
    };
    for _ in 0..opts.len() {
        update(&mut a, Action::Lessons(LessonsAction::AnswerNext));
    }
    for c in "Shroud".chars() {
        update(&mut a, Action::Lessons(LessonsAction::AnswerType(c)));
    }
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    assert_eq!(a.answers.get(&q.id), Some(&Given::wrong("Shroud")));
    let shown = page(&a);
    assert!(shown.contains("you answered Shroud;"), "{shown}");
    // The answer is an ability whose text ends with its own full stop: one stop, not two.
    assert!(
        shown.contains("the answer is {T}: Add {U}.\n") || shown.ends_with("{T}: Add {U}."),
        "{shown}"
    );
    for line in shown.lines() {
        assert!(!line.replace("...", "").contains(".."), "{line}");
    }
}
