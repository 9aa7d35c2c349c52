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
use layerlab::words::misconception;

use crate::common;

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
    for q in common::questions(&c) {
        match &q.kind {
            QuestionKind::Choice {
                answer, choices, ..
            } => {
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
        wrong.contains(&misconception::named(Misconception::Forget613_6, Lang::En)),
        "{wrong}"
    );
    // Tried again after a wrong answer.
    let right = s.command("answer 1/1").unwrap();
    assert!(right.starts_with(&format!("{head}\nRight.")), "{right}");
}

/// `--plain` says which question each answer and each error is about, and says a wrong answer
/// back as typed (escaped: it came from outside), in both languages.
#[test]
fn plain_mode_names_the_question_of_an_error_and_echoes_a_wrong_answer() {
    let c = course();
    let (l, p, n, _) = find(&c, "l06-opalescence-then-humility.ron");
    for (lang, typed) in [
        (Lang::En, "You answered: "),
        (Lang::Fr, "Vous avez répondu\u{a0}: "),
    ] {
        let mut s = Plain::new(&c, lang);
        s.command(&format!("lesson {}", l + 1)).unwrap();
        for _ in 0..p {
            s.command("n").unwrap();
        }
        s.command(&format!("ask {}", n + 1)).unwrap();
        let head = format!("Question {}.{}\n", p + 1, n + 1);
        // Nothing typed, then something that is no power and toughness: the question named.
        let empty = s.command("answer").unwrap();
        assert!(empty.starts_with(&head), "{empty}");
        let unread = s.command("answer zebra").unwrap();
        assert!(unread.starts_with(&head), "{unread}");
        assert!(
            !unread.contains(typed),
            "an unread answer is not graded: {unread}"
        );
        // A wrong answer is said back as typed.
        let wrong = s.command("answer 4/4").unwrap();
        assert!(wrong.starts_with(&head), "{wrong}");
        assert!(wrong.contains(&format!("{typed}4/4\n")), "{wrong}");
        let right = s.command("answer 1/1").unwrap();
        assert!(!right.contains(typed), "{right}");
    }
    // Typed text with a control character is shown as an escape, on its line.
    let mut s = Plain::new(&c, Lang::En);
    let q = crate::common::pages(&c)
        .flat_map(|(l, p, page)| {
            page.blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Question(q) => Some(q),
                    _ => None,
                })
                .enumerate()
                .map(move |(n, q)| (l, p, n, q))
        })
        .find(|(_, _, _, q)| q.id == "l09-q-moon-urborg-abilities")
        .map(|(l, p, n, _)| (l, p, n))
        .expect("the abilities question");
    s.command(&format!("lesson {}", q.0 + 1)).unwrap();
    for _ in 0..q.1 {
        s.command("n").unwrap();
    }
    s.command(&format!("ask {}", q.2 + 1)).unwrap();
    let wrong = s.command("answer Shroud\u{1b}[2J").unwrap();
    assert!(
        wrong.contains("You answered: Shroud\\u{1b}[2J\n"),
        "{wrong}"
    );
    assert!(!wrong.contains('\u{1b}'), "{wrong}");
}

/// The book's table of `--plain` names every command the session's `help` lists.
#[test]
fn the_books_plain_table_lists_every_command() {
    let book = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/app.md"))
        .expect("the book's app chapter");
    let row = book
        .lines()
        .find(|l| l.starts_with("| `--plain` |"))
        .expect("the --plain row");
    let row = row.replace('`', "");
    let help = format!(
        "{}\n{}",
        layerlab::i18n::tr(Lang::En, "ui-plain-help", &[]),
        layerlab::i18n::tr(Lang::En, "ui-plain-help-answer", &[])
    );
    let words: Vec<&str> = help
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .map(|w| w.trim_end_matches([',', ':']))
        .collect();
    assert!(words.len() > 12, "{words:?}");
    for w in ["answer", "ask", "show"] {
        assert!(words.contains(&w), "{words:?}");
    }
    for word in words {
        assert!(
            row.split(|c: char| !c.is_alphanumeric()).any(|x| x == word),
            "the --plain row does not name {word}:\n{row}"
        );
    }
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
        let sheet = lesson_with(&c, 5, lang, Answers::Worksheet).unwrap();
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

/// `lesson N --questions` gives no answer away: the questions, their choices, the boards they
/// ask about as tables of the objects before any layer applies, and nothing else (no prose, no
/// "try it" board at a step, no explanation, no worked answer, no key).
#[test]
fn a_worksheet_holds_questions_and_boards_and_no_prose() {
    let c = course();
    for lang in [Lang::En, Lang::Fr] {
        for (i, lf) in c.lessons.iter().enumerate() {
            let sheet = lesson_with(&c, i, lang, Answers::Worksheet).unwrap();
            let plain =
                |id: &str| layerlab::content::markup::plain(&c.tr(lang, id), lang, &c.catalogue);
            for page in &lf.lesson.pages {
                for b in &page.blocks {
                    match b {
                        Block::Text(id) | Block::TryIt { caption: id, .. } => {
                            // A whole paragraph: a caption may begin as a prompt does.
                            let t = plain(id);
                            let head = t.lines().next().unwrap_or("");
                            assert!(
                                !sheet.contains(head),
                                "lesson {} worksheet holds {id}:\n{sheet}",
                                i + 1
                            );
                        }
                        Block::Question(q) => {
                            let why: String = plain(&q.explain).chars().take(80).collect();
                            assert!(!sheet.contains(&why), "{}", q.id);
                            if let QuestionKind::Choice { choices, .. } = &q.kind {
                                for ch in choices {
                                    assert!(sheet.contains(&plain(ch)), "{}", q.id);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        let l5 = lesson_with(&c, 4, lang, Answers::Worksheet).unwrap();
        let (board, worked) = if lang == Lang::En {
            ("The board, before any layer applies:", "Worked answer")
        } else {
            (
                "Le plateau, avant qu'aucune couche ne s'applique\u{a0}:",
                "Corrigé",
            )
        };
        assert!(l5.contains(board), "{l5}");
        assert!(!l5.contains(worked), "{l5}");
        // The board before the layers: Urborg as printed, no Mountain yet.
        assert!(l5.contains("urborg — Urborg"), "{l5}");
        assert!(!l5.contains("Legendary Land — Mountain"), "{l5}");
    }
}

/// `lesson N` prints each "try it" board as a table of its objects at the step it opens at,
/// so a printed lesson can be followed without the app.
#[test]
fn a_printed_lesson_shows_each_board_as_a_table() {
    let c = course();
    let l5 = lesson_with(&c, 4, Lang::En, Answers::Inline).unwrap();
    let tries = l5.matches("Try it: ").count();
    assert!(tries >= 5, "{l5}");
    assert_eq!(l5.matches("The board at this step:").count(), tries, "{l5}");
    // Urborg first, Blood Moon second, opened after Blood Moon's step: Urborg is a Mountain.
    let after = l5
        .split("Try it: Urborg arrived first.")
        .nth(1)
        .expect("the board");
    let table: String = after.lines().take(14).collect::<Vec<_>>().join("\n");
    assert!(table.contains("Legendary Land — Mountain"), "{table}");
}

/// A wrong choice is told why it is wrong, in the grader (and so in `--plain`), and each wrong
/// choice's reason is in the key.
#[test]
fn a_wrong_choice_is_told_its_own_why_not() {
    let c = course();
    let q = common::question(&c, |q| q.id == "l05-q-moon-independent");
    for lang in [Lang::En, Lang::Fr] {
        let g = grade(&c, &q, "a", lang).unwrap();
        assert!(!g.right);
        let why = g.why_not.expect("a reason for a)");
        assert_eq!(
            why,
            layerlab::content::markup::plain(
                &c.tr(lang, "l05-q-moon-independent-a-not"),
                lang,
                &c.catalogue
            )
        );
        assert!(grade(&c, &q, "b", lang).unwrap().why_not.is_none());
    }
    let mut s = Plain::new(&c, Lang::En);
    s.command("lesson 5").unwrap();
    s.command("n").unwrap();
    s.command("n").unwrap();
    s.command("ask 3").unwrap();
    let out = s.command("answer c").unwrap();
    assert!(
        out.contains("Why not your choice: The kind of card"),
        "{out}"
    );
    // The handout's key gives every wrong choice its reason.
    let l5 = lesson_with(&c, 4, Lang::En, Answers::Inline).unwrap();
    for letter in ["a", "c", "d"] {
        assert!(l5.contains(&format!("Not {letter}): ")), "{letter}");
    }
}
