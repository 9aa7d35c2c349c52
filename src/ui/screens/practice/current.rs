//! A problem on the practice screen and the answer being formed in its form (typed, ticked,
//! put in order, a layer picked, a phase played), then what the answer got.

use crate::drill::{ParseError, Problem, Question, Setup, step_answers};
use crate::phase::procedure::Procedure;
use crate::rules::layer::Layer;

/// What an answer got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub correct: bool,
    /// The answer in words (as the engine reads it).
    pub(crate) given: String,
    /// The typed answer could not be read (it counts as wrong).
    pub unreadable: Option<ParseError>,
    /// The misconceptions that give this wrong answer (found once, as it is graded).
    pub misconceptions: Vec<crate::rules::misconception::Found>,
}

/// A problem on screen and the answer being formed.
#[derive(Clone, Debug)]
pub struct Current {
    pub problem: Problem,
    /// Typed answers (P/T), or the item typed on the "other" row of a list of abilities.
    pub input: String,
    /// The selected row of a list.
    pub cursor: usize,
    /// Pick: the rows toggled on.
    pub(crate) picked: Vec<bool>,
    /// Order: the options' indices as arranged.
    pub order: Vec<usize>,
    /// Order: options marked as not resolving (by option index).
    pub(crate) skipped: Vec<bool>,
    /// A phase trace played decision by decision (phase problems).
    pub play: Option<Procedure>,
    pub feedback: Option<Feedback>,
    /// The explanation's scroll.
    pub(crate) scroll: u16,
}

/// The form a problem's answer takes on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormKind {
    /// Typed text (power/toughness).
    Text,
    /// Items toggled in a list.
    Pick,
    /// Items moved into order.
    Order,
    /// One layer from a list.
    Layer,
    /// A phase procedure played decision by decision (its resolutions are the answer).
    Play,
}

/// The layers a "pick a layer" answer offers.
pub fn layer_choices() -> Vec<Layer> {
    Layer::ALL
        .into_iter()
        .filter(|l| !matches!(l, Layer::Players | Layer::Rules | Layer::Sba))
        .collect()
}

impl Current {
    pub fn new(problem: Problem) -> Current {
        let n = problem.options().len();
        let play = match &problem.setup {
            Setup::Phase { scenario, .. } => Procedure::from_scenario(scenario).ok(),
            _ => None,
        };
        Current {
            play,
            problem,
            input: String::new(),
            cursor: 0,
            picked: vec![false; n],
            order: (0..n).collect(),
            skipped: vec![false; n],
            feedback: None,
            scroll: 0,
        }
    }

    pub fn form(&self) -> FormKind {
        match &self.problem.question {
            Question::PT { .. } => FormKind::Text,
            Question::Resolution { .. } | Question::Steps { .. } if self.play.is_some() => {
                FormKind::Play
            }
            // Without a procedure to play, the steps are typed as on the command line.
            Question::Steps { .. } => FormKind::Text,
            Question::Pick { .. } => FormKind::Pick,
            Question::Layer { .. } => FormKind::Layer,
            Question::Resolution { .. } => FormKind::Order,
        }
    }

    pub(super) fn rows(&self) -> usize {
        match self.form() {
            FormKind::Text => 0,
            FormKind::Layer => layer_choices().len(),
            FormKind::Play => self.play.as_ref().map_or(0, |p| p.legal_choices().len()),
            FormKind::Pick => self.problem.options().len() + usize::from(self.offers_other()),
            _ => self.problem.options().len(),
        }
    }

    /// A list of abilities ends with a row where the learner types one the list does not
    /// offer.
    pub fn offers_other(&self) -> bool {
        matches!(
            self.problem.form(),
            crate::drill::answer::Form::SetOrOther(_)
        )
    }

    /// The cursor is on that row: letters typed go into it.
    pub fn on_other(&self) -> bool {
        self.form() == FormKind::Pick
            && self.offers_other()
            && self.cursor == self.problem.options().len()
    }

    /// The answer as text the drill engine reads (numbers from the list, a layer's label).
    pub(crate) fn answer_text(&self) -> String {
        match self.form() {
            FormKind::Text => self.input.clone(),
            FormKind::Layer => layer_choices()
                .get(self.cursor)
                .map_or_else(String::new, |l| l.label().to_string()),
            FormKind::Pick => crate::drill::answer::ticked_or_other(&self.picked, &self.input),
            // A step-by-step question: what happened at each step, in the engine's words.
            FormKind::Play if matches!(self.problem.question, Question::Steps { .. }) => self
                .play
                .as_ref()
                .map(|p| step_answers(p).join(" "))
                .unwrap_or_default(),
            FormKind::Play => {
                let opts = self.problem.options();
                let resolved = self.play.as_ref().map_or(&[][..], |p| p.resolved());
                resolved
                    .iter()
                    .map(|id| {
                        opts.iter()
                            .position(|o| o == &crate::drill::Opt::Id(id.clone()))
                            .map_or_else(|| id.clone(), |i| (i + 1).to_string())
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            }
            FormKind::Order => self
                .order
                .iter()
                .filter(|&&i| !self.skipped.get(i).copied().unwrap_or(false))
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}
