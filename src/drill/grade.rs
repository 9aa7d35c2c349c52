//! Grading a learner's answer to a lesson question, with the same answer reader as the drills
//! (English or French, accents and case free), and for a question the engine computes, the
//! misconceptions that give a wrong answer ([`crate::rules::misconception`]).

use crate::content::course::Course;
use crate::content::lesson::{Ask, Question, QuestionKind};
use crate::content::markup;
use crate::drill::answer::{Answer, Form, Opt, key, parse_answer};
use crate::drill::diagnosis::{asked_of, picked};
use crate::drill::{PickField, offer_misreadings, pick_question};
use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::rules::layer::Layer;
use crate::rules::misconception::{Asked, Found, Reading};
use crate::rules::object::Zone;
use crate::words::answers::computed_answer;
use crate::words::lesson::{self, letter};
use crate::words::walk::{Say, Walk, notation, walk_of};

/// A graded answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded {
    pub right: bool,
    /// The expected answer, in the language graded in.
    pub expected: String,
    /// For a wrong answer to a computed question: the misconceptions that give it.
    pub misconceptions: Vec<Found>,
    /// For a phase played step by step: each step said, right or not (in order).
    pub(crate) steps: Vec<bool>,
    /// For a wrong choice: why that choice is wrong, in the language graded in.
    pub why_not: Option<String>,
}

/// Grades `input` as the answer to `q`. An unreadable answer or a board that cannot be played
/// is an `Err` with its message in `lang` (never a panic).
pub fn grade(course: &Course, q: &Question, input: &str, lang: Lang) -> Result<Graded, String> {
    let prose = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    let unreadable = |id: &str| tr(lang, id, fargs![input = input.trim()]);
    match &q.kind {
        QuestionKind::Choice {
            choices,
            answer,
            why_not,
        } => {
            let opts: Vec<Opt> = choices.iter().map(|c| Opt::Id(prose(c))).collect();
            let given = one_of(input, &opts).ok_or_else(|| unreadable("lesson-parse-choice"))?;
            Ok(Graded {
                right: given == *answer,
                expected: format!(
                    "{}) {}",
                    letter(*answer),
                    choices.get(*answer).map(|c| prose(c)).unwrap_or_default()
                ),
                misconceptions: Vec::new(),
                steps: Vec::new(),
                why_not: (given != *answer)
                    .then(|| why_not.get(given).filter(|id| !id.is_empty()))
                    .flatten()
                    .map(|id| prose(id)),
            })
        }
        QuestionKind::Order { items, answer } => {
            // Every item once: an order of some of them is not an answer yet.
            let given = letters(input, items.len())
                .filter(|v| {
                    let mut s = v.clone();
                    s.sort_unstable();
                    s.dedup();
                    s.len() == v.len() && v.len() == items.len()
                })
                .ok_or_else(|| unreadable("lesson-parse-order"))?;
            Ok(Graded {
                right: given == *answer,
                expected: lesson::letters(answer),
                misconceptions: Vec::new(),
                steps: Vec::new(),
                why_not: None,
            })
        }
        QuestionKind::Layer { answer } => {
            let k = key(input);
            let k = ["layer ", "couche ", "sublayer ", "sous-couche "]
                .iter()
                .find_map(|p| k.strip_prefix(p))
                .unwrap_or(&k)
                .trim();
            let given = match k {
                "players" | "joueurs" | "613.10" => Some(Layer::Players),
                "rules" | "regles" | "613.11" => Some(Layer::Rules),
                _ => match parse_answer(input, &Form::Layer) {
                    Ok(Answer::Layer(l)) => Some(l),
                    _ => None,
                },
            }
            .ok_or_else(|| unreadable("lesson-parse-layer"))?;
            Ok(Graded {
                right: Layer::parse(answer) == Some(given),
                expected: answer.clone(),
                misconceptions: Vec::new(),
                steps: Vec::new(),
                why_not: None,
            })
        }
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => {
            let (loaded, sol) = course.board(scenario).map_err(|e| e.render(lang))?;
            let expected = computed_answer(&loaded, &sol, object, *ask, lang)?;
            let game = &loaded.game;
            let obj = game
                .lookup(object)
                .filter(|&i| game.objects[i].zone == Zone::Battlefield)
                .ok_or_else(|| expected.clone())?;
            let (asked, reading) = read_input(&loaded, &sol, object, *ask, input)
                .ok_or_else(|| unreadable(parse_id(*ask)))?;
            let right_reading = crate::words::misconception::read(game, &sol, obj, asked);
            let right = right_reading.as_ref() == Some(&reading);
            Ok(Graded {
                right,
                expected,
                misconceptions: if right {
                    Vec::new()
                } else {
                    crate::words::misconception::diagnose_found(game, obj, asked, &reading)
                },
                steps: Vec::new(),
                why_not: None,
            })
        }
        QuestionKind::Steps { scenario } => {
            let w = walk_of(course, scenario, lang)?;
            let said = w
                .read(input)
                .ok_or_else(|| unreadable("lesson-parse-steps"))?;
            Ok(grade_steps(&w, &said, lang))
        }
    }
}

/// Grades the steps said so far of a phase walked step by step: right when every step of the
/// run is said, each as it happened.
pub(crate) fn grade_steps(w: &Walk, said: &[Say], lang: Lang) -> Graded {
    let steps: Vec<bool> = said
        .iter()
        .enumerate()
        .map(|(i, s)| w.is_right(i, s))
        .collect();
    Graded {
        right: said.len() == w.steps.len() && steps.iter().all(|&ok| ok),
        expected: notation(w, lang),
        misconceptions: Vec::new(),
        steps,
        why_not: None,
    }
}

/// The items a computed question about a set (types, subtypes, colors, abilities) offers to
/// tick: the same list the drills offer (every value met on the board, then every value a
/// misreading gives), so a typed answer and a ticked one read alike.
pub fn pick_options(
    loaded: &crate::content::scenario::Loaded,
    sol: &crate::rules::solve::Solution,
    object: &str,
    ask: Ask,
) -> Option<Vec<Opt>> {
    let field = PickField::of(ask)?;
    match pick_question(&loaded.game, sol, object, field)?.0 {
        crate::drill::Question::Pick { mut options, .. } => {
            offer_misreadings(&loaded.game, object, field, &mut options);
            Some(options)
        }
        _ => None,
    }
}

/// The players a "who controls it?" question offers, as the answer names them.
pub(crate) const PLAYERS: [&str; 2] = ["p0", "p1"];

/// The message that says how to answer a question of this kind.
fn parse_id(ask: Ask) -> &'static str {
    match ask {
        Ask::PowerToughness => "drill-parse-pt",
        Ask::Dies => "lesson-parse-yes-no",
        Ask::Controller => "lesson-parse-player",
        _ => "drill-parse-set",
    }
}

/// Reads what was typed for a computed question, in the engine's terms.
fn read_input(
    loaded: &crate::content::scenario::Loaded,
    sol: &crate::rules::solve::Solution,
    object: &str,
    ask: Ask,
    input: &str,
) -> Option<(Asked, Reading)> {
    let field = match ask {
        Ask::PowerToughness => {
            return match parse_answer(input, &Form::PT) {
                Ok(Answer::PT(p, t)) => Some((Asked::PowerToughness, Reading::PT(Some((p, t))))),
                _ => None,
            };
        }
        Ask::Dies => {
            let yes = match key(input).as_str() {
                "yes" | "y" | "oui" | "o" | "dies" | "it dies" | "meurt" | "il meurt" => true,
                "no" | "n" | "non" | "survives" | "it survives" | "survit" | "il survit" => false,
                _ => return None,
            };
            return Some((Asked::Dies, Reading::Dies(yes)));
        }
        Ask::Controller => {
            let opts = PLAYERS.map(|p| Opt::Id(p.into()));
            let p = one_of(input, &opts)?;
            return Some((
                Asked::Controller,
                Reading::Controller(u8::try_from(p).ok()?),
            ));
        }
        Ask::Types => PickField::Types,
        Ask::Subtypes => PickField::Subtypes,
        Ask::Colors => PickField::Colors,
        Ask::Abilities => PickField::Abilities,
    };
    let options = pick_options(loaded, sol, object, ask)?;
    let form = if field == PickField::Abilities {
        Form::SetOrOther(&options)
    } else {
        Form::Set(&options)
    };
    match parse_answer(input, &form) {
        Ok(Answer::Set(items)) => Some((asked_of(field), picked(&options, &items, &[]))),
        Ok(Answer::SetOther(items, other)) => {
            Some((asked_of(field), picked(&options, &items, &other)))
        }
        _ => None,
    }
}

/// One item: its letter (`b`, `b)`), its number from 1, or its words.
fn one_of(input: &str, opts: &[Opt]) -> Option<usize> {
    let k = key(input);
    let k = k.trim_end_matches(')');
    if let Some(i) = letters(k, opts.len()).filter(|v| v.len() == 1) {
        return i.first().copied();
    }
    if let Ok(n) = k.parse::<usize>() {
        return (n >= 1 && n <= opts.len()).then(|| n - 1);
    }
    opts.iter().position(|o| match o {
        Opt::Id(s) => key(s) == k,
        _ => false,
    })
}

/// Letters `a`, `b`, ... separated by commas, spaces or nothing (`b, a, c`, `bac`), each below
/// `n`.
fn letters(input: &str, n: usize) -> Option<Vec<usize>> {
    let k = key(input);
    let mut v = Vec::new();
    for c in k.chars() {
        match c {
            ',' | ';' | ' ' | ')' | '-' | '>' => {}
            'a'..='z' => {
                let i = (c as u8 - b'a') as usize;
                if i >= n {
                    return None;
                }
                v.push(i);
            }
            _ => return None,
        }
    }
    (!v.is_empty()).then_some(v)
}

/// The feedback lines of a graded answer: right or wrong, the expected answer, the steps said
/// wrong of a phase walked step by step, and the misconceptions found (the worked answer and
/// the rules follow, from the question's key).
pub(crate) fn verdict_lines(g: &Graded, lang: Lang) -> Vec<String> {
    let mut out = vec![if g.right {
        tr(lang, "lesson-graded-right", &[])
    } else {
        tr(lang, "lesson-graded-wrong", fargs![answer = &g.expected])
    }];
    let wrong: Vec<String> = g
        .steps
        .iter()
        .enumerate()
        .filter(|(_, ok)| !**ok)
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    if !wrong.is_empty() {
        out.push(tr(
            lang,
            "lesson-steps-wrong",
            fargs![list = wrong.join(", "), count = wrong.len()],
        ));
    } else if !g.right && !g.steps.is_empty() {
        out.push(tr(lang, "lesson-steps-short", fargs![said = g.steps.len()]));
    }
    if let Some(why) = &g.why_not {
        out.push(tr(lang, "lesson-why-not-picked", fargs![why = why]));
    }
    out.extend(crate::words::misconception::feedback_lines(
        &g.misconceptions,
        lang,
    ));
    out.into_iter()
        .map(|l| crate::words::misconception::single_stops(&l))
        .collect()
}
