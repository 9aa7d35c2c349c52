//! Mock exams: N problems across concepts under a time limit, drawn with the templates' exam
//! weights (level 1: layer 7 only; level 2: all layers), scored against a pass mark, with a
//! per-concept report. Time is passed in (seconds), so tests control it.

use std::collections::BTreeMap;

use super::{Concept, Drills, GenError, Problem, Template};
use crate::i18n::Arg;
use crate::rng::Rng;
use crate::rules::limits;

/// Which exam.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// Level 1: layer 7 only.
    L1,
    /// Level 2: every layer, phases and chains.
    L2,
}

impl Level {
    /// The pass mark, in percent.
    pub(crate) fn pass_mark(self) -> u32 {
        match self {
            Level::L1 => 70,
            Level::L2 => 80,
        }
    }

    /// Seconds allowed per problem.
    pub fn seconds_per_problem(self) -> u64 {
        match self {
            Level::L1 => 90,
            Level::L2 => 120,
        }
    }

    fn weight(self, t: &Template) -> u32 {
        match self {
            Level::L1 => t.exam.l1,
            Level::L2 => t.exam.l2,
        }
    }
}

/// A mock exam in progress.
#[derive(Clone, Debug)]
pub struct Exam {
    pub level: Level,
    pub problems: Vec<Problem>,
    /// Per problem: `Some(right)` once answered in time.
    pub(crate) answers: Vec<Option<bool>>,
    /// Per problem: the answer as given, and when, once answered in time.
    pub(crate) given: Vec<Option<(String, u64)>>,
    /// When it started, moved on by the time spent away while it was kept for later: the clock
    /// counts only the time spent on it.
    pub(crate) started: u64,
    pub limit: u64,
    /// Left to be resumed later, at this time (its clock stopped).
    pub(crate) paused_at: Option<u64>,
    /// When it ended (all answered, the time up, or handed in).
    pub(crate) ended: Option<u64>,
}

/// What an answer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Right,
    Wrong,
    /// After the time limit: not counted.
    TooLate,
    /// No such problem, or already answered.
    Ignored,
}

/// The final report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub right: usize,
    pub total: usize,
    pub percent: u32,
    pub pass_mark: u32,
    pub passed: bool,
    /// Right and asked, per concept.
    pub per_concept: BTreeMap<Concept, (usize, usize)>,
    /// The seconds the exam took (at most its limit).
    pub seconds: u64,
    /// The problems answered wrongly or not answered, in order (indices into the problems).
    pub mistakes: Vec<usize>,
}

impl Exam {
    /// Draws `count` problems from the templates weighted for `level`, from `seed`.
    pub fn new(
        drills: &Drills,
        level: Level,
        count: usize,
        seed: u64,
        now: u64,
    ) -> Result<Exam, GenError> {
        let pool: Vec<(&Template, u32)> = drills
            .templates
            .iter()
            .map(|t| (t, level.weight(t)))
            .filter(|(_, w)| *w > 0)
            .collect();
        if pool.is_empty() {
            return Err(GenError::NoTemplate);
        }
        if count > limits::MAX_EXAM_PROBLEMS {
            return Err(GenError::Limit(crate::content::file_error::Problem::new(
                "drill-limit-exam",
                vec![
                    ("found", Arg::from(count)),
                    ("limit", Arg::from(limits::MAX_EXAM_PROBLEMS)),
                ],
            )));
        }
        let weights: Vec<u32> = pool.iter().map(|(_, w)| *w).collect();
        let mut rng = Rng::new(seed ^ 0x00E7_A4A0);
        let mut problems = Vec::with_capacity(count);
        for n in 0..count {
            let t = pool[rng.weighted(&weights)].0;
            problems.push(super::generate(
                t,
                seed.wrapping_add(n as u64),
                &drills.catalogue,
            )?);
        }
        Ok(Exam {
            level,
            answers: vec![None; problems.len()],
            given: vec![None; problems.len()],
            problems,
            started: now,
            limit: level.seconds_per_problem() * count as u64,
            paused_at: None,
            ended: None,
        })
    }

    /// Stops the clock at `now`: the exam is kept to be resumed.
    pub(crate) fn pause(&mut self, now: u64) {
        if self.paused_at.is_none() && self.ended.is_none() {
            self.paused_at = Some(now);
        }
    }

    /// Starts the clock again at `now`: the time away does not count.
    pub(crate) fn resume(&mut self, now: u64) {
        if let Some(at) = self.paused_at.take() {
            self.started = self.started.saturating_add(now.saturating_sub(at));
        }
    }

    /// Ends the exam at `now` (once).
    pub(crate) fn finish(&mut self, now: u64) {
        if self.ended.is_none() {
            self.ended = Some(now.min(self.deadline()));
        }
    }

    /// The seconds spent on it by `now` (at most its limit).
    pub(crate) fn elapsed(&self, now: u64) -> u64 {
        let at = self.ended.or(self.paused_at).unwrap_or(now);
        at.min(self.deadline()).saturating_sub(self.started)
    }

    /// How many problems are answered.
    pub(crate) fn answered(&self) -> usize {
        self.answers.iter().filter(|a| a.is_some()).count()
    }

    /// The deadline (seconds).
    pub fn deadline(&self) -> u64 {
        self.started.saturating_add(self.limit)
    }

    /// Seconds left at `now`.
    pub fn remaining(&self, now: u64) -> u64 {
        self.deadline().saturating_sub(now)
    }

    /// Answers problem `i` with `input` at `now`. An unreadable answer is wrong.
    pub fn answer(&mut self, i: usize, input: &str, now: u64) -> Outcome {
        if now > self.deadline() {
            return Outcome::TooLate;
        }
        let (Some(p), Some(slot)) = (self.problems.get(i), self.answers.get_mut(i)) else {
            return Outcome::Ignored;
        };
        if slot.is_some() {
            return Outcome::Ignored;
        }
        let right = p.check(input).unwrap_or(false);
        *slot = Some(right);
        if let Some(g) = self.given.get_mut(i) {
            *g = Some((input.trim().to_string(), now));
        }
        if right {
            Outcome::Right
        } else {
            Outcome::Wrong
        }
    }

    /// The score: unanswered problems count as wrong.
    pub fn report(&self) -> Report {
        let mut per_concept: BTreeMap<Concept, (usize, usize)> = BTreeMap::new();
        let mut right: usize = 0;
        for (p, a) in self.problems.iter().zip(&self.answers) {
            let e = per_concept.entry(p.concept).or_default();
            e.1 += 1;
            if *a == Some(true) {
                e.0 += 1;
                right += 1;
            }
        }
        let total = self.problems.len();
        let percent = super::percent::percent(right as u64, total as u64).unwrap_or(0);
        let pass_mark = self.level.pass_mark();
        // Without an end, the time of the last answer.
        let last = self.given.iter().flatten().map(|(_, at)| *at).max();
        let seconds = self.elapsed(self.ended.or(last).unwrap_or(self.started));
        Report {
            right,
            total,
            percent,
            pass_mark,
            // The verdict reads the score as the report shows it, rounded: never "70 %,
            // failed" under a pass mark of 70 %.
            passed: total > 0 && percent >= pass_mark,
            per_concept,
            seconds,
            mistakes: (0..total)
                .filter(|&i| self.answers.get(i) != Some(&Some(true)))
                .collect(),
        }
    }
}
