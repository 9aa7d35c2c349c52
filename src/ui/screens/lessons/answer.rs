//! Answering a lesson question on the page: the form its kind asks, the keys that fill it, and
//! grading by the grader `--plain` and `layerlab lesson` use ([`crate::drill::grade`]), so an
//! answer reads the same wherever it is given. A graded answer sets the question's mark, keeps
//! this session's feedback (the misconceptions behind a wrong answer, the steps said) and is
//! filed with the practice items (the spaced-repetition queue, the mistakes to review).

use super::Action;
use crate::content::lesson::{Ask, Question, QuestionKind};
use crate::drill::Opt;
use crate::drill::grade;
use crate::i18n::Lang;
use crate::rules::layer::Layer;
use crate::rules::misconception::Found;
use crate::ui::shared::{Given, LessonAttempt, Shared};
use crate::words::walk::{self, Say, Walk};

use super::Lessons;

/// The layers a "which layer?" question offers, in order.
pub const LAYER_CHOICES: [Layer; 13] = Layer::ALL;

/// The most characters a typed answer takes (a P/T is a few): more are not taken.
pub(crate) const MAX_TYPED: usize = 40;
/// The most characters the "other" row of a list takes (an ability's words).
pub(crate) const MAX_OTHER: usize = crate::drill::answer::MAX_OTHER;

/// The form a question's answer takes on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// One of the question's `n` choices.
    Choice(usize),
    /// One layer of [`LAYER_CHOICES`].
    Layer,
    /// A player (`p0`, `p1`).
    Player,
    /// Yes or no (does it die?).
    YesNo,
    /// Items ticked (types, subtypes, colors, abilities): the drills' list for the object, and
    /// whether a last row takes an item typed in words that the list does not offer (an
    /// ability: the learner may name one no list foresaw).
    Pick(Vec<Opt>, bool),
    /// The question's `n` items, picked in order.
    Order(usize),
    /// Typed (power/toughness).
    Text,
    /// A phase said step by step.
    Steps(Walk),
}

impl Form {
    /// How many rows the list offers (none for a typed answer).
    pub(crate) fn rows(&self) -> usize {
        match self {
            Form::Choice(n) | Form::Order(n) => *n,
            Form::Layer => LAYER_CHOICES.len(),
            Form::Player => grade::PLAYERS.len(),
            Form::YesNo => 2,
            Form::Pick(opts, other) => opts.len() + usize::from(*other),
            Form::Text => 0,
            Form::Steps(w) => w.choices().len(),
        }
    }
}

/// A question being answered on the page, and the answer being formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answering {
    /// Its index among the page's questions.
    pub question: usize,
    pub form: Form,
    /// The row under the cursor.
    pub(crate) cursor: usize,
    /// Order: the items picked so far.
    pub(crate) order: Vec<usize>,
    /// Pick: the rows ticked.
    pub(crate) picked: Vec<bool>,
    /// Text: what was typed (for a list with an "other" row, the item typed there).
    pub(crate) input: String,
    /// Steps: what was said at each step so far.
    pub(crate) said: Vec<Say>,
    /// Why the answer typed could not be read (in the language it was read in).
    pub error: Option<String>,
}

impl Answering {
    /// The cursor is on the "other" row of a list, where letters are typed.
    pub(crate) fn on_other(&self) -> bool {
        matches!(&self.form, Form::Pick(opts, true) if self.cursor == opts.len())
    }

    pub(crate) fn new(question: usize, form: Form) -> Answering {
        let n = form.rows();
        Answering {
            question,
            form,
            cursor: 0,
            order: Vec::new(),
            picked: vec![false; n],
            input: String::new(),
            said: Vec::new(),
            error: None,
        }
    }

    /// The answer as the grader reads it, and as the mark keeps it: a letter, a layer's label,
    /// a player, yes or no, the ticked items' numbers in the list (a name may hold a comma),
    /// the letters in order, what was typed, the steps' words.
    pub(crate) fn text(&self) -> String {
        let letter = |i: usize| ((b'a' + (i % 26) as u8) as char).to_string();
        match &self.form {
            Form::Choice(_) => letter(self.cursor),
            Form::Layer => LAYER_CHOICES
                .get(self.cursor)
                .map_or_else(String::new, |l| l.label().to_string()),
            Form::Player => grade::PLAYERS
                .get(self.cursor)
                .map_or_else(String::new, |p| p.to_string()),
            Form::YesNo => if self.cursor == 0 { "yes" } else { "no" }.to_string(),
            Form::Pick(_, _) => crate::drill::answer::ticked_or_other(&self.picked, &self.input),
            Form::Order(_) => self
                .order
                .iter()
                .map(|&i| letter(i))
                .collect::<Vec<_>>()
                .join(", "),
            Form::Text => self.input.trim().to_string(),
            Form::Steps(_) => self
                .said
                .iter()
                .map(walk::word)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// What this session's answer to a question got (the saved mark keeps only right, wrong or
/// shown and the answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub right: bool,
    /// The answer graded, as [`Answering::text`] writes it.
    pub(crate) answer: String,
    /// A right answer given after the answer was shown: the mark stayed as it was.
    pub late: bool,
    /// The misconceptions that give this wrong answer.
    pub misconceptions: Vec<Found>,
    /// A phase said step by step: each step right or not.
    pub steps: Vec<bool>,
}

/// The form question `q` takes; an error (in the reader's language) when its board or phase
/// cannot be played.
pub(crate) fn form_of(sh: &Shared, ls: &Lessons, q: &Question) -> Result<Form, String> {
    Ok(match &q.kind {
        QuestionKind::Choice { choices, .. } => Form::Choice(choices.len()),
        QuestionKind::Order { items, .. } => Form::Order(items.len()),
        QuestionKind::Layer { .. } => Form::Layer,
        QuestionKind::Steps { scenario } => {
            Form::Steps(walk::walk_of(&sh.course, scenario, sh.lang)?)
        }
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => match ask {
            Ask::PowerToughness => Form::Text,
            Ask::Controller => Form::Player,
            Ask::Dies => Form::YesNo,
            Ask::Types | Ask::Subtypes | Ask::Colors | Ask::Abilities => {
                match ls.boards.get(scenario) {
                    Some(Ok(_)) => {}
                    Some(Err(e)) => return Err(e.clone()),
                    None => return Err(scenario.clone()),
                }
                match ls.pick_options(scenario, object, *ask) {
                    Some(opts) => Form::Pick(opts, *ask == Ask::Abilities),
                    // No list to tick (the object is gone): the items are typed.
                    None => Form::Text,
                }
            }
        },
    })
}

/// A key while a question is being answered.
pub(crate) fn act(l: &mut Lessons, sh: &mut Shared, action: Action) {
    let Some(a) = l.answering.as_mut() else {
        return;
    };
    let rows = a.form.rows();
    match action {
        Action::AnswerPrev if rows > 0 => a.cursor = (a.cursor + rows - 1) % rows,
        Action::AnswerNext if rows > 0 => a.cursor = (a.cursor + 1) % rows,
        Action::AnswerType(c)
            if a.form == Form::Text && !c.is_control() && a.input.chars().count() < MAX_TYPED =>
        {
            a.input.push(c);
            a.error = None;
        }
        // The "other" row of a list: an ability's words are longer than a P/T.
        Action::AnswerType(c)
            if a.on_other() && !c.is_control() && a.input.chars().count() < MAX_OTHER =>
        {
            a.input.push(c);
            a.error = None;
        }
        Action::AnswerErase => match &a.form {
            Form::Text => {
                a.input.pop();
                a.error = None;
            }
            Form::Pick(_, true) if a.on_other() => {
                a.input.pop();
                a.error = None;
            }
            // Unpicks the last item placed.
            Form::Order(_) => {
                if let Some(i) = a.order.pop() {
                    a.cursor = i;
                }
            }
            _ => {}
        },
        Action::AnswerToggle => {
            if let Some(on) = a.picked.get_mut(a.cursor) {
                *on = !*on;
            }
        }
        Action::AnswerChoose => choose(l, sh),
        _ => {}
    }
}

/// `Enter` while answering: picks the row under the cursor, or submits the answer formed.
fn choose(l: &mut Lessons, sh: &mut Shared) {
    let Some(a) = l.answering.as_mut() else {
        return;
    };
    match &a.form {
        Form::Order(n) => {
            let n = *n;
            if !a.order.contains(&a.cursor) {
                a.order.push(a.cursor);
            }
            if a.order.len() < n {
                // On to the first item not picked yet.
                if let Some(next) = (0..n).find(|i| !a.order.contains(i)) {
                    a.cursor = next;
                }
                return;
            }
        }
        Form::Steps(w) => {
            let choices = w.choices();
            if let Some(say) = choices.get(a.cursor) {
                a.said.push(say.clone());
            }
            a.cursor = 0;
            if a.said.len() < w.steps.len() {
                return;
            }
        }
        Form::Text if a.input.trim().is_empty() => return,
        _ => {}
    }
    let text = a.text();
    submit(l, sh, &text);
}

/// Grades `text` as the answer to the question being answered, sets its mark and keeps the
/// feedback; an answer that cannot be read stays in its field with the reason.
fn submit(l: &mut Lessons, sh: &mut Shared, text: &str) {
    let Some((k, a_form)) = l.answering.as_ref().map(|a| (a.question, a.form.clone())) else {
        return;
    };
    let Some(q) = l.page_questions(sh).get(k).copied() else {
        l.answering = None;
        return;
    };
    // Graded in English: the scheduler keeps the expected answer in English; the page says it
    // in the reader's language from the board.
    let g = match grade::grade(&sh.course, q, text, Lang::En) {
        Ok(g) => g,
        Err(_) => {
            let why = grade::grade(&sh.course, q, text, sh.lang)
                .err()
                .unwrap_or_default();
            if let Some(a) = l.answering.as_mut() {
                a.error = Some(why);
            }
            return;
        }
    };
    let id = q.id.clone();
    let late = l.revealed.contains(&id);
    let prev = sh.answers.get(&id).cloned();
    let given = match (g.right, late, prev) {
        (true, false, _) => Given::right(text),
        // Right once the answer was shown: the mark says what it said before.
        (true, true, Some(p)) => p,
        (true, true, None) => Given::shown(),
        (false, _, _) => Given::wrong(text),
    };
    if !late && let Some(p) = &sh.practice {
        p.record_lesson(&LessonAttempt {
            question: id.clone(),
            concept: crate::drill::review::concept_of(q),
            right: g.right,
            given: in_words(&a_form, text, Lang::En),
            expected: g.expected.clone(),
        });
    }
    l.feedback.insert(
        id.clone(),
        Feedback {
            right: g.right,
            answer: text.to_string(),
            late: g.right && late,
            misconceptions: g.misconceptions,
            steps: g.steps,
        },
    );
    l.revealed.insert(id.clone());
    // It stays picked: `Enter` tries it again, `↓` goes on to the next one.
    l.picked = Some(k);
    sh.answers.insert(id, given);
    sh.answers_rev += 1;
    l.answering = None;
    l.scroll_to_question(sh, k);
}

/// An answer as [`Answering::text`] wrote it, in words: ticked items by their names in
/// `lang`, the rest as it is.
pub(crate) fn in_words(form: &Form, text: &str, lang: Lang) -> String {
    let Form::Pick(opts, _) = form else {
        return text.to_string();
    };
    if text == "none" {
        return crate::i18n::tr(lang, "drill-none", &[]);
    }
    text.split(',')
        .map(|n| {
            n.trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| opts.get(i))
                .map_or_else(|| n.trim().to_string(), |o| o.label(lang))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
