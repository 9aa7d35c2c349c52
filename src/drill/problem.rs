//! A generated problem: what it is played on, what it asks, and the engine's answer.

use super::answer::{Answer, Form, Opt};
use super::template::{Concept, Template};
use crate::content::scenario::ScenarioFile;
use crate::i18n::Lang;
use crate::phase::{Chain, ChainScenario, PhaseScenario, Procedure, StepAction};
use crate::rules::game::Game;
use crate::rules::solve::Solution;

/// What a problem is played on.
#[derive(Clone, Debug)]
pub enum Setup {
    /// A layer scenario, played and solved.
    Layers {
        scenario: ScenarioFile,
        game: Game,
        solution: Solution,
    },
    /// Phase effects and how each player plays (`eager[0]` for A, `[1]` for P: resolve an
    /// optional effect whenever they may, else pass whenever they may).
    Phase {
        scenario: PhaseScenario,
        eager: [bool; 2],
        procedure: Procedure,
    },
    /// Simultaneous effects put on a chain.
    Chain {
        scenario: ChainScenario,
        chain: Chain,
    },
}

/// Which characteristic a pick question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickField {
    Types,
    Subtypes,
    Colors,
    Abilities,
}

impl PickField {
    /// The set a lesson's computed question asks about (`None`: it is not about a set).
    pub(crate) fn of(ask: crate::content::lesson::Ask) -> Option<PickField> {
        use crate::content::lesson::Ask;
        match ask {
            Ask::Types => Some(PickField::Types),
            Ask::Subtypes => Some(PickField::Subtypes),
            Ask::Colors => Some(PickField::Colors),
            Ask::Abilities => Some(PickField::Abilities),
            Ask::PowerToughness | Ask::Controller | Ask::Dies => None,
        }
    }
}

/// What a problem asks.
#[derive(Clone, Debug)]
pub enum Question {
    /// The power and toughness of an object.
    PT { object: String },
    /// A set of characteristics of an object, from a list.
    Pick {
        object: String,
        field: PickField,
        options: Vec<Opt>,
    },
    /// The sublayer of the step that gives an object its final power.
    Layer { object: String },
    /// The effects (phase or chain), in the order they resolve.
    Resolution { options: Vec<Opt> },
    /// Every step of the phase, decision by decision (`-`, `pass` or an id).
    Steps { options: Vec<Opt> },
}

/// A generated problem: the board, the question, the engine's answer.
#[derive(Clone, Debug)]
pub struct Problem {
    pub template: String,
    pub concept: Concept,
    pub seed: u64,
    pub setup: Setup,
    pub question: Question,
    pub expected: Answer,
}

impl Problem {
    /// `template#seed`: the question's key for the scheduler (the same key gives the same problem).
    pub fn key(&self) -> String {
        format!("{}#{}", self.template, self.seed)
    }

    /// The form the answer takes.
    pub fn form(&self) -> Form<'_> {
        match &self.question {
            Question::PT { .. } => Form::PT,
            Question::Pick {
                options,
                field: PickField::Abilities,
                ..
            } => Form::SetOrOther(options),
            Question::Pick { options, .. } => Form::Set(options),
            Question::Layer { .. } => Form::Layer,
            Question::Resolution { options } => Form::Order(options),
            Question::Steps { options } => Form::Steps(options),
        }
    }

    /// The options of a pick or order question (empty otherwise).
    pub fn options(&self) -> &[Opt] {
        match &self.question {
            Question::Pick { options, .. }
            | Question::Resolution { options }
            | Question::Steps { options } => options,
            _ => &[],
        }
    }

    /// Whether `input` is the right answer (an unreadable input is an error, never a panic).
    pub fn check(&self, input: &str) -> Result<bool, super::ParseError> {
        let a = super::answer::parse_answer(input, &self.form())?;
        Ok(a == self.expected)
    }

    /// The expected answer in words.
    pub fn expected_text(&self, lang: Lang) -> String {
        super::answer::show(&self.expected, self.options(), lang)
    }

    /// A problem of template `t` drawn from `seed`.
    pub(super) fn new(
        t: &Template,
        seed: u64,
        setup: Setup,
        question: Question,
        expected: Answer,
    ) -> Problem {
        Problem {
            template: t.id.clone(),
            concept: t.concept,
            seed,
            setup,
            question,
            expected,
        }
    }
}

/// What happened at each step of a procedure, as a step-by-step answer reads it: `-` for a
/// step that passed by itself, `pass`, or the id of the effect resolved.
pub fn step_answers(procedure: &Procedure) -> Vec<String> {
    procedure
        .rounds()
        .iter()
        .flat_map(|r| r.steps.iter())
        .map(|s| match &s.action {
            StepAction::AutoPass => "-".to_string(),
            StepAction::Pass => "pass".to_string(),
            StepAction::Resolve(r) => r.effect.clone(),
        })
        .collect()
}
