//! A phase procedure played step by step as a lesson question: at each step of each round the
//! learner says what happens (nothing, the step passes by itself; a player passes; an effect
//! resolves), and each step is graded against the engine's run of the scenario
//! ([`crate::phase::script`]). The app asks one step at a time; `--plain` and the command line
//! read the steps as words (`pass pass m1 - ...`, as the drills' step problems do).

use crate::content::course::Course;
use crate::i18n::Lang;
use crate::phase::{Outcome, Player, ResolveEvent, Step, StepAction};

/// What happens at one step, as the learner says it (or as the engine ran it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// Nobody can act: the step passes by itself (`-`).
    Nothing,
    /// This player passes.
    Pass(Player),
    /// This effect resolves (the round ends).
    Resolve(String),
}

/// One step of the run, with what happened there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkStep {
    /// The round, from 1.
    pub(crate) round: u32,
    pub(crate) step: Step,
    pub happened: Say,
}

/// A phase scenario's run as the steps a learner walks through, and the effects that may be
/// named at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    pub steps: Vec<WalkStep>,
    /// Every effect that was pending at some point, with its owner, in order of appearance.
    pub(crate) effects: Vec<(String, Player)>,
}

/// The walk of phase scenario `scenario` of the course (an error for a chain scenario, which has
/// no steps to walk: its message in `lang`).
pub(crate) fn walk_of(course: &Course, scenario: &str, lang: Lang) -> Result<Walk, String> {
    match course.procedure(scenario, lang) {
        Ok(Outcome::Phase(run)) => Ok(walk(&run.procedure)),
        Ok(Outcome::Chain(_)) => Err(crate::i18n::tr(
            lang,
            "lesson-steps-not-phase",
            crate::fargs![scenario = scenario],
        )),
        Err(e) => Err(e.render(lang)),
    }
}

/// The steps of a finished (or stopped) procedure.
pub(crate) fn walk(p: &crate::phase::Procedure) -> Walk {
    let mut effects: Vec<(String, Player)> = p
        .initial_pending()
        .map(|e| (e.id.clone(), e.player))
        .collect();
    let mut steps = Vec::new();
    for r in p.rounds() {
        for s in &r.steps {
            let happened = match &s.action {
                StepAction::AutoPass => Say::Nothing,
                StepAction::Pass => Say::Pass(s.player()),
                StepAction::Resolve(res) => {
                    for ev in &res.events {
                        if let ResolveEvent::Spawned { id, player, .. } = ev
                            && !effects.iter().any(|(e, _)| e == id)
                        {
                            effects.push((id.clone(), *player));
                        }
                    }
                    Say::Resolve(res.effect.clone())
                }
            };
            steps.push(WalkStep {
                round: r.number,
                step: s.step,
                happened,
            });
        }
    }
    Walk { steps, effects }
}

impl Walk {
    /// What may be said at a step, in the order the app lists it: nothing, A passes, P passes,
    /// then each effect resolving.
    pub fn choices(&self) -> Vec<Say> {
        let mut v = vec![Say::Nothing, Say::Pass(Player::A), Say::Pass(Player::P)];
        v.extend(self.effects.iter().map(|(id, _)| Say::Resolve(id.clone())));
        v
    }

    /// Whether `said` is what happened at step `i`.
    pub(crate) fn is_right(&self, i: usize, said: &Say) -> bool {
        self.steps.get(i).is_some_and(|s| &s.happened == said)
    }

    /// The owner of an effect named in the walk.
    pub(crate) fn owner(&self, id: &str) -> Option<Player> {
        self.effects.iter().find(|(e, _)| e == id).map(|(_, p)| *p)
    }

    /// Reads the steps typed as words, one per step: `-` (or `—`) nothing, `pass` (`passe`) the
    /// step's player passes, `a:pass`/`p:pass` a named player passes, an effect's id (a
    /// trailing `!` allowed, as the trace writes forced resolutions). `None` when a word is
    /// none of these, or there are more words than steps.
    pub(crate) fn read(&self, input: &str) -> Option<Vec<Say>> {
        let mut out = Vec::new();
        for (i, tok) in input
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '·')
            .filter(|t| !t.is_empty())
            .enumerate()
        {
            let step = self.steps.get(i)?;
            let t = key(tok.trim_end_matches('!'));
            let pass = |t: &str| matches!(t, "pass" | "passe" | "passer" | "passes");
            let say = match t.as_str() {
                "-" | "—" | "–" | "nothing" | "rien" => Say::Nothing,
                w if pass(w) => Say::Pass(step.step.player()),
                w => match w.split_once([':', '-']) {
                    Some(("a", r)) if pass(r) => Say::Pass(Player::A),
                    Some(("p", r)) if pass(r) => Say::Pass(Player::P),
                    _ => Say::Resolve(
                        self.effects
                            .iter()
                            .find(|(id, _)| key(id) == w)
                            .map(|(id, _)| id.clone())?,
                    ),
                },
            };
            out.push(say);
        }
        (!out.is_empty()).then_some(out)
    }
}

/// Lower case, trimmed: effect ids and the step words are plain ASCII.
fn key(s: &str) -> String {
    s.trim().to_lowercase()
}

/// A step's saying as one word (`-`, `A:pass`, `m1`), as [`Walk::read`] reads it back.
pub(crate) fn word(s: &Say) -> String {
    match s {
        Say::Nothing => "-".to_string(),
        Say::Pass(p) => format!("{}:pass", p.letter()),
        Say::Resolve(id) => id.clone(),
    }
}

/// The walk in the course's trace notation: `R1 [1]A pass [2]P pass [3]A m1 · R2 [1]A - ...`,
/// with the word for a pass in `lang` (`passe` in French).
pub(crate) fn notation(w: &Walk, lang: Lang) -> String {
    let mut rounds: Vec<String> = Vec::new();
    for s in &w.steps {
        let what = match &s.happened {
            Say::Nothing => "-".to_string(),
            Say::Pass(_) => super::phase::pass_word(lang),
            Say::Resolve(id) => id.clone(),
        };
        let step = format!("[{}]{} {what}", s.step.number(), s.step.player().letter());
        match rounds.last_mut() {
            Some(r) if s.step != Step::One => {
                r.push(' ');
                r.push_str(&step);
            }
            _ => rounds.push(format!("R{} {step}", s.round)),
        }
    }
    rounds.join(" · ")
}

/// A step's saying in words, in `lang`.
pub(crate) fn say_text(s: &Say, walk: &Walk, lang: Lang) -> String {
    use crate::fargs;
    use crate::i18n::tr;
    match s {
        Say::Nothing => tr(lang, "lesson-step-nothing", &[]),
        Say::Pass(p) => tr(lang, "lesson-step-pass", fargs![player = p.letter()]),
        Say::Resolve(id) => tr(
            lang,
            "lesson-step-resolve",
            fargs![
                player = walk.owner(id).map_or("?", Player::letter),
                effect = id.as_str()
            ],
        ),
    }
}

/// Where a step sits: round and step number (`R1 [3]`).
pub(crate) fn step_place(s: &WalkStep, lang: Lang) -> String {
    crate::i18n::tr(
        lang,
        "lesson-step-place",
        crate::fargs![
            round = s.round as usize,
            step = usize::from(s.step.number())
        ],
    )
}
