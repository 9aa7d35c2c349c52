//! Lesson questions are answered before they are shown: graded by the drills' answer reader,
//! with the misconception a wrong answer matches; `--plain` reads `answer ...` and `show`;
//! `lesson N --questions` is a worksheet and `--answers-at-end` puts the key last.

use layerlab::content::course::Course;
use layerlab::content::lesson::{Block, Question, QuestionKind};
use layerlab::content::source::ContentSource;
use layerlab::drill::grade::grade;
use layerlab::i18n::Lang;
use layerlab::rules::misconception::Misconception;
use layerlab::ui::plain::Plain;
use layerlab::words::lesson::{Answers, lesson_with};

fn course() -> Course {
    Course::load(ContentSource::embedded()).0
}

/// The computed question on `scenario`, with its lesson, page and place among the page's
/// questions.
fn find(course: &Course, scenario: &str) -> (usize, usize, usize, Question) {
    for (l, lf) in course.lessons.iter().enumerate() {
        for (p, page) in lf.lesson.pages.iter().enumerate() {
            let qs: Vec<&Question> = page
                .blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Question(q) => Some(q),
                    _ => None,
                })
                .collect();
            for (n, q) in qs.iter().enumerate() {
                if matches!(&q.kind, QuestionKind::Compute { scenario: s, .. } if s == scenario) {
                    return (l, p, n, (*q).clone());
                }
            }
        }
    }
    panic!("no question on {scenario}");
}

#[test]
fn a_computed_question_is_graded_and_a_misconception_named() {
    let c = course();
    // Opalescence, then Humility: Humility is 1/1 (its effect began in layer 6 and goes on in
    // 7b, 613.6); 4/4 is what forgetting 613.6 gives.
    let (_, _, _, q) = find(&c, "l06-opalescence-then-humility.ron");
    let right = grade(&c, &q, "1/1", Lang::En).unwrap();
    assert!(right.right && right.misconceptions.is_empty());
    let wrong = grade(&c, &q, "4 / 4", Lang::Fr).unwrap();
    assert!(!wrong.right);
    assert_eq!(wrong.expected, "1/1");
    assert!(
        wrong
            .misconceptions
            .iter()
            .any(|f| f.misconception == Misconception::Forget613_6)
    );
    // Unreadable: said how to answer, never a panic.
    assert!(
        grade(&c, &q, "banana", Lang::En)
            .unwrap_err()
            .contains("banana")
    );
    // Subtypes, in French and without accents: Blood Moon first (dependency), then the Plains
    // are only Plains; "Plains, Swamp" is the timestamp order's answer.
    let (_, _, _, q) = find(&c, "l05-moon-then-urborg.ron");
    assert!(grade(&c, &q, "plaine", Lang::Fr).unwrap().right);
    let g = grade(&c, &q, "Plaine, Marais", Lang::Fr).unwrap();
    assert!(!g.right, "{g:?}");
}

#[test]
fn choice_order_and_layer_questions_are_graded() {
    let c = course();
    let mut seen = (false, false, false);
    for q in c
        .lessons
        .iter()
        .flat_map(|l| &l.lesson.pages)
        .flat_map(|p| &p.blocks)
        .filter_map(|b| match b {
            Block::Question(q) => Some(q),
            _ => None,
        })
    {
        match &q.kind {
            QuestionKind::Choice { answer, choices } => {
                let right = ((b'a' + *answer as u8) as char).to_string();
                assert!(grade(&c, q, &right, Lang::En).unwrap().right, "{}", q.id);
                let other = (*answer + 1) % choices.len();
                let other = format!("{})", (b'a' + other as u8) as char);
                assert!(!grade(&c, q, &other, Lang::En).unwrap().right, "{}", q.id);
                seen.0 = true;
            }
            QuestionKind::Order { answer, .. } => {
                let right: Vec<String> = answer
                    .iter()
                    .map(|&i| ((b'a' + i as u8) as char).to_string())
                    .collect();
                assert!(grade(&c, q, &right.join(", "), Lang::En).unwrap().right);
                seen.1 = true;
            }
            QuestionKind::Layer { answer } => {
                assert!(
                    grade(&c, q, &format!("couche {answer}"), Lang::Fr)
                        .unwrap()
                        .right
                );
                seen.2 = true;
            }
            QuestionKind::Compute { .. } | QuestionKind::Steps { .. } => {}
        }
    }
    assert_eq!(seen, (true, true, true));
}

#[test]
fn plain_mode_asks_before_it_tells() {
    let c = course();
    let (l, p, n, q) = find(&c, "l06-opalescence-then-humility.ron");
    let mut s = Plain::new(&c, Lang::En);
    let mut page = s.command(&format!("lesson {}", l + 1)).unwrap();
    for _ in 0..p {
        page = s.command("n").unwrap();
    }
    // Named by its page and place, never by the course's id.
    let head = format!("Question {}.{}", p + 1, n + 1);
    assert!(page.contains(&head), "{page}");
    assert!(!page.contains(&q.id), "{page}");
    // The page asks; it does not answer.
    assert!(!page.contains("Answer: "), "{page}");
    for _ in 0..n {
        assert!(s.command("show").unwrap().contains("Answer: "));
    }
    let wrong = s.command("answer 4/4").unwrap();
    assert!(wrong.contains("Not quite"), "{wrong}");
    assert!(
        wrong.contains(&Misconception::Forget613_6.sentence(Lang::En)),
        "{wrong}"
    );
    // Tried again after a wrong answer.
    let right = s.command("answer 1/1").unwrap();
    assert!(right.starts_with(&format!("{head}\nRight.")), "{right}");
}

#[test]
fn worksheet_and_answer_key() {
    let c = course();
    for lang in [Lang::En, Lang::Fr] {
        let answer = if lang == Lang::En {
            "Answer: "
        } else {
            "Réponse\u{a0}: "
        };
        let handout = lesson_with(&c, 5, lang, Answers::Inline).unwrap();
        let sheet = lesson_with(&c, 5, lang, Answers::Hidden).unwrap();
        let keyed = lesson_with(&c, 5, lang, Answers::AtEnd).unwrap();
        let count = handout.matches(answer).count();
        assert!(count > 3, "{handout}");
        assert_eq!(sheet.matches(answer).count(), 0);
        assert_eq!(keyed.matches(answer).count(), count);
        // Every answer comes after the last question is asked.
        let last_page_end = keyed.rfind(answer).unwrap();
        let first_answer = keyed.find(answer).unwrap();
        let key_head = if lang == Lang::En {
            "\nAnswers\n"
        } else {
            "\nRéponses\n"
        };
        let head = keyed.find(key_head).expect("the key's heading");
        assert!(head < first_answer && first_answer <= last_page_end);
    }
}
