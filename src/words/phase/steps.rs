//! A procedure in words one step at a time, for the phase sandbox: the sentences the `text`
//! format writes (one wording), handed out per step so that a screen can show what a decision
//! led to, the situation where the procedure waits, how the phase ended, and the legend of the
//! trace notation.

use std::ops::Range;

use super::explain::{effect_label, event, join, situation, step_head};
use crate::i18n::{Lang, tr};
use crate::phase::procedure::{Procedure, Status};
use crate::phase::scenario::Decision;
use crate::phase::trace::{Step, StepAction, StepRecord};

/// One step of the procedure in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StepWords {
    /// The round, from 1.
    pub(crate) round: u32,
    pub(crate) step: Step,
    /// What the player may or must do there, then what they did.
    pub(crate) head: String,
    /// What the resolution did to the pending effects (created, removed, renewed).
    pub(crate) events: Vec<String>,
    /// After the last step of a round: why a new round starts at [1], or why the phase ends.
    pub(crate) closing: Option<String>,
}

/// How many steps the procedure went through so far, all rounds together.
pub(crate) fn step_count(p: &Procedure) -> usize {
    p.rounds().iter().map(|r| r.steps.len()).sum()
}

/// Steps `range` of the procedure (indices among all its steps, in order) in words. The effects
/// eligible at each step are listed again from the procedure's replay, as the `text` format
/// does; steps outside `range` are walked over, never worded.
pub(crate) fn step_words(p: &Procedure, lang: Lang, range: Range<usize>) -> Vec<StepWords> {
    let lenient = p.rules().lenient;
    let finished = *p.status() == Status::Finished;
    let last_round = p.rounds().iter().rposition(|r| !r.steps.is_empty());
    let mut replay = p.replay();
    let mut out = Vec::new();
    let mut index = 0usize;
    for (k, round) in p.rounds().iter().enumerate() {
        if index >= range.end {
            break;
        }
        let next = index + round.steps.len();
        if round.steps.is_empty() || next <= range.start {
            // The replay still has to see the round: it brings the pending effects up to date.
            replay.enter(round);
            index = next;
            continue;
        }
        replay.enter(round);
        for (j, s) in round.steps.iter().enumerate() {
            let at = index + j;
            if !range.contains(&at) {
                continue;
            }
            let eligible = join(replay.eligible(s));
            let events = match &s.action {
                StepAction::Resolve(r) => {
                    r.events.iter().map(|e| event(&r.effect, e, lang)).collect()
                }
                _ => Vec::new(),
            };
            let last_of_round = j + 1 == round.steps.len();
            let closing = if !last_of_round {
                None
            } else if round.resolution().is_some() {
                Some(tr(lang, "phase-text-restart", &[]))
            } else if finished && Some(k) == last_round {
                Some(tr(lang, "phase-text-end", &[]))
            } else {
                None
            };
            out.push(StepWords {
                round: round.number,
                step: s.step,
                head: step_head(s, &eligible, lenient, lang),
                events,
                closing,
            });
        }
        index = next;
    }
    out
}

/// Where the procedure waits, in the words of the `text` format: what the player whose
/// decision it is may or must do there (`None` when no decision is expected).
pub(crate) fn waiting_words(p: &Procedure, lang: Lang) -> Option<String> {
    let point = p.decision()?;
    let ids: Vec<&str> = point
        .choices
        .iter()
        .filter_map(|d| match d {
            Decision::Resolve(id) => Some(id.as_str()),
            Decision::Pass => None,
        })
        .collect();
    // The step as it will be recorded once the player decides (not an automatic pass).
    let s = StepRecord {
        step: point.step,
        eligible: ids.len(),
        action: StepAction::Pass,
    };
    Some(situation(&s, &join(ids), p.rules().lenient, lang))
}

/// The reading in use, as the `text` format says it.
pub(crate) fn reading_words(lenient: bool, lang: Lang) -> String {
    if lenient {
        tr(lang, "phase-text-reading-lenient", &[])
    } else {
        tr(lang, "phase-text-reading-strict", &[])
    }
}

/// An effect as the `text` format names it: `m1 (A, mandatory)`.
pub(crate) fn effect_words(
    id: &str,
    player: crate::phase::Player,
    mandatory: bool,
    lang: Lang,
) -> String {
    effect_label(id, player, mandatory, lang)
}

/// The legend of the trace notation: the players, the rounds and their four steps, and the
/// marks after an effect.
pub(crate) fn legend(lang: Lang) -> Vec<String> {
    [
        "phase-legend-players",
        "phase-legend-rounds",
        "phase-legend-steps",
        "phase-legend-pass",
        "phase-legend-auto",
        "phase-legend-forced",
        "phase-legend-instead",
    ]
    .iter()
    .map(|id| unquoted(tr(lang, id, &[])))
    .collect()
}

/// The backticks of the legend's messages mark the notation (for the typography checks of the
/// messages); on screen the notation stands as it is.
fn unquoted(s: String) -> String {
    s.replace('`', "")
}

/// The legend in one line (for the help).
pub(crate) fn legend_short(lang: Lang) -> String {
    unquoted(tr(lang, "phase-legend-short", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phase::procedure::Rules;
    use crate::phase::scenario::{EffectDef, Player};

    /// The words per step are the lines of the `text` format, in the same order.
    #[test]
    fn the_steps_are_the_text_formats_lines() {
        let mut p = Procedure::new(
            vec![
                EffectDef::new("m1", Player::A, true),
                EffectDef::new("o1", Player::P, false),
            ],
            Rules::default(),
        )
        .unwrap();
        p.choose(Decision::Pass).unwrap();
        p.choose(Decision::Pass).unwrap();
        p.choose(Decision::Resolve("o1".into())).unwrap();
        assert_eq!(*p.status(), Status::Finished);
        let text = crate::words::phase::phase_text(&p, Lang::En);
        let all = step_words(&p, Lang::En, 0..step_count(&p));
        assert_eq!(all.len(), step_count(&p));
        for w in &all {
            assert!(text.contains(&w.head), "{} not in\n{text}", w.head);
            if let Some(c) = &w.closing {
                assert!(text.contains(c.as_str()));
            }
        }
        assert!(
            all.last()
                .unwrap()
                .closing
                .as_deref()
                .unwrap()
                .contains("phase ends")
        );
        // A window of the steps is the same words as in the whole list.
        let tail = step_words(&p, Lang::En, 3..5);
        assert_eq!(tail, all[3..5].to_vec());
    }

    #[test]
    fn the_waiting_words_list_the_choices() {
        let p = Procedure::new(
            vec![
                EffectDef::new("m1", Player::A, true),
                EffectDef::new("m2", Player::A, true),
            ],
            Rules::default(),
        )
        .unwrap();
        let w = waiting_words(&p, Lang::En).unwrap();
        assert!(
            w.starts_with("[1] A, the active player, may resolve"),
            "{w}"
        );
        assert!(w.contains("m1, m2"), "{w}");
    }
}
