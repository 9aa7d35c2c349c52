//! Spaced repetition with Leitner boxes, per concept and per question; mistakes to review;
//! statistics per concept over time. Time comes from a [`Clock`] (seconds since the Unix epoch,
//! UTC days), so tests inject it.
//!
//! The rule: five boxes with intervals of 1, 2, 4, 8 and 16 days. A right answer moves the item
//! up one box (at most 5) and makes it due after that box's interval; a wrong answer sends it
//! back to box 1, due at once (it comes back the same day). A new item starts in box 1.
//!
//! The state is saved as JSON with an atomic write; a damaged file is kept aside as
//! `FILE.damaged-DATE-N` and replaced by an empty state, and a file from a newer layerlab is
//! left alone and not saved to (as the lesson progress file is: [`crate::content::saved`]).
//!
//! The state stays bounded however long one practises, so the file never reaches the size a
//! file may be read at: each concept keeps its last [`MAX_ATTEMPTS`] answers one by one and the
//! older ones as counts (in all, and per day for [`MAX_DAYS`] days); at most [`MAX_QUESTIONS`]
//! questions keep a schedule of their own (those seen longest ago go first); at most
//! [`MAX_MISTAKES`] mistakes are kept. A file written before (format 1, every answer kept) is
//! folded the same way when it is read ([`DrillProgress::compact`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::Concept;

/// Seconds in a day.
pub const DAY: u64 = 86_400;
/// The Leitner boxes' intervals, in days (box 1 first).
pub const INTERVALS: [u64; 5] = [1, 2, 4, 8, 16];
/// The file format this version writes.
/// Format 2 folds old answers into counts ([`Earlier`]); a format-1 file is read and folded.
pub const FORMAT_VERSION: u32 = 2;

/// Where time comes from.
pub trait Clock {
    /// Seconds since the Unix epoch.
    fn now(&self) -> u64;
}

/// The system clock.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
}

/// A clock that says what it is told (tests, replays).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FixedClock(pub u64);

impl Clock for FixedClock {
    fn now(&self) -> u64 {
        self.0
    }
}

/// The start of the UTC day holding `t`.
pub fn day_start(t: u64) -> u64 {
    t - t % DAY
}

/// One scheduled item (a concept or a question).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// 1 to 5.
    pub leitner_box: u8,
    /// When it is due (seconds).
    pub due: u64,
    pub right: u32,
    pub wrong: u32,
    pub(crate) last_seen: u64,
}

impl Default for Card {
    fn default() -> Card {
        Card {
            leitner_box: 1,
            due: 0,
            right: 0,
            wrong: 0,
            last_seen: 0,
        }
    }
}

impl Card {
    /// Records an answer at `now`: promotion or demotion, and the next due date.
    pub fn review(&mut self, correct: bool, now: u64) {
        // The counts and the box come from a file that may hold any number: they stop at their
        // largest rather than overflow.
        if correct {
            self.leitner_box =
                (self.leitner_box.max(1).saturating_add(1)).min(INTERVALS.len() as u8);
            self.right = self.right.saturating_add(1);
            self.due = now.saturating_add(interval_days(self.leitner_box) * DAY);
        } else {
            self.leitner_box = 1;
            self.wrong = self.wrong.saturating_add(1);
            self.due = now;
        }
        self.last_seen = now;
    }

    /// Due by the end of the day holding `now`.
    pub fn due_today(&self, now: u64) -> bool {
        self.due < day_start(now) + DAY
    }
}

/// The interval of a box, in days.
pub fn interval_days(leitner_box: u8) -> u64 {
    INTERVALS[(leitner_box.clamp(1, INTERVALS.len() as u8) - 1) as usize]
}

/// A wrong answer kept for review. The problem is regenerated from `question`
/// (`template#seed`) to show it again with its explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mistake {
    pub question: String,
    pub(crate) concept: Concept,
    pub(crate) at: u64,
    pub given: String,
    pub(crate) expected: String,
}

/// One answer, for statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub(crate) at: u64,
    pub(crate) correct: bool,
}

/// The whole saved state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrillProgress {
    pub format_version: u32,
    pub concepts: BTreeMap<Concept, Card>,
    /// By question key (`template#seed`).
    pub questions: BTreeMap<String, Card>,
    /// Newest last; a right answer to the same question later removes it.
    pub mistakes: Vec<Mistake>,
    /// The last answers of each concept, oldest first (at most [`MAX_ATTEMPTS`] each).
    pub history: BTreeMap<Concept, Vec<Attempt>>,
    /// The answers of each concept older than those of `history`, as counts.
    pub earlier: BTreeMap<Concept, Earlier>,
}

/// A concept's answers folded out of [`DrillProgress::history`]: how many, how many right, and
/// the same per day for the last [`MAX_DAYS`] days that had any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Earlier {
    pub right: u64,
    pub total: u64,
    /// Oldest first, one point a day.
    pub days: Vec<DayPoint>,
}

/// At most this many mistakes are kept (the oldest go first).
pub(crate) const MAX_MISTAKES: usize = 200;
/// How many answers of each concept are kept one by one; older ones are counted in [`Earlier`].
pub const MAX_ATTEMPTS: usize = 500;
/// How many days of folded answers each concept keeps (a year; the chart shows two weeks).
pub const MAX_DAYS: usize = 366;
/// How many questions keep a schedule of their own. Past it, those seen longest ago are
/// forgotten (their concepts' schedules and counts remain): questions are drawn by seed, so
/// there is no end to them.
pub const MAX_QUESTIONS: usize = 2_000;
/// The longest answer kept with a mistake, in characters.
const MAX_GIVEN_CHARS: usize = 200;

impl DrillProgress {
    /// Records an answer to question `key` of `concept`.
    pub fn record(
        &mut self,
        key: &str,
        concept: Concept,
        correct: bool,
        given: &str,
        expected: &str,
        now: u64,
    ) {
        self.concepts
            .entry(concept)
            .or_default()
            .review(correct, now);
        self.questions
            .entry(key.to_string())
            .or_default()
            .review(correct, now);
        self.history
            .entry(concept)
            .or_default()
            .push(Attempt { at: now, correct });
        self.fold_history(concept);
        self.forget_questions();
        if correct {
            self.mistakes.retain(|m| m.question != key);
        } else {
            self.mistakes.retain(|m| m.question != key);
            self.mistakes.push(Mistake {
                question: key.to_string(),
                concept,
                at: now,
                given: given.chars().take(MAX_GIVEN_CHARS).collect(),
                expected: expected.to_string(),
            });
            if self.mistakes.len() > MAX_MISTAKES {
                let extra = self.mistakes.len() - MAX_MISTAKES;
                self.mistakes.drain(..extra);
            }
        }
    }

    /// Brings a state read from a file (any size, any version) within the bounds above:
    /// answers past [`MAX_ATTEMPTS`] folded into counts, questions past [`MAX_QUESTIONS`] and
    /// mistakes past [`MAX_MISTAKES`] forgotten, the oldest first.
    pub fn compact(&mut self) {
        let concepts: Vec<Concept> = self.history.keys().copied().collect();
        for c in concepts {
            // A file written by hand may list answers out of order: the newest are kept.
            if let Some(v) = self.history.get_mut(&c)
                && !v.is_sorted_by_key(|a| a.at)
            {
                v.sort_by_key(|a| a.at);
            }
            self.fold_history(c);
        }
        for e in self.earlier.values_mut() {
            e.tidy_days();
        }
        self.forget_questions();
        if self.mistakes.len() > MAX_MISTAKES {
            let extra = self.mistakes.len() - MAX_MISTAKES;
            self.mistakes.drain(..extra);
        }
        for m in &mut self.mistakes {
            if m.given.chars().count() > MAX_GIVEN_CHARS {
                m.given = m.given.chars().take(MAX_GIVEN_CHARS).collect();
            }
        }
    }

    /// Folds the answers of `concept` past the last [`MAX_ATTEMPTS`] into its counts.
    fn fold_history(&mut self, concept: Concept) {
        let Some(v) = self.history.get_mut(&concept) else {
            return;
        };
        if v.len() <= MAX_ATTEMPTS {
            return;
        }
        let old: Vec<Attempt> = v.drain(..v.len() - MAX_ATTEMPTS).collect();
        self.earlier.entry(concept).or_default().fold(&old);
    }

    /// Past [`MAX_QUESTIONS`], forgets the schedules of the questions seen longest ago, down
    /// to nine tenths of it (so that the sort is made once in many answers, not at each).
    fn forget_questions(&mut self) {
        if self.questions.len() <= MAX_QUESTIONS {
            return;
        }
        let keep = MAX_QUESTIONS / 10 * 9;
        let mut by_age: Vec<(u64, &String)> = self
            .questions
            .iter()
            .map(|(k, c)| (c.last_seen, k))
            .collect();
        by_age.sort();
        let gone: Vec<String> = by_age[..self.questions.len() - keep]
            .iter()
            .map(|(_, k)| (*k).clone())
            .collect();
        for k in gone {
            self.questions.remove(&k);
        }
    }

    /// Questions due by the end of today (for the start screen).
    pub fn due_today(&self, now: u64) -> usize {
        self.questions.values().filter(|c| c.due_today(now)).count()
    }

    /// The questions due by the end of today, most overdue first.
    pub fn due_questions(&self, now: u64) -> Vec<String> {
        let mut v: Vec<(&String, &Card)> = self
            .questions
            .iter()
            .filter(|(_, c)| c.due_today(now))
            .collect();
        v.sort_by_key(|(k, c)| (c.due, c.leitner_box, (*k).clone()));
        v.into_iter().map(|(k, _)| k.clone()).collect()
    }

    /// Concepts by need: those due today first (lower boxes first), then those never
    /// practised, then the others by box and due date.
    pub fn weakest_concepts(&self, now: u64) -> Vec<Concept> {
        let mut v: Vec<Concept> = Concept::ALL.to_vec();
        v.sort_by_key(|c| match self.concepts.get(c) {
            Some(card) if card.due_today(now) => (0, card.leitner_box, card.due),
            None => (1, 0, 0),
            Some(card) => (2, card.leitner_box, card.due),
        });
        v
    }

    /// Daily points for a chart: one per day over the `days` days ending today.
    pub fn series(&self, concept: Concept, now: u64, days: u64) -> Vec<DayPoint> {
        let today = day_start(now);
        let first = today.saturating_sub(days.saturating_sub(1) * DAY);
        let mut out: Vec<DayPoint> = (0..days)
            .map(|i| DayPoint {
                day: first + i * DAY,
                right: 0,
                total: 0,
            })
            .collect();
        for d in self.earlier.get(&concept).into_iter().flat_map(|e| &e.days) {
            if d.day < first || d.day >= today + DAY {
                continue;
            }
            let i = ((d.day - first) / DAY) as usize;
            if let Some(p) = out.get_mut(i) {
                p.total = p.total.saturating_add(d.total);
                p.right = p.right.saturating_add(d.right);
            }
        }
        for a in self.history.get(&concept).into_iter().flatten() {
            if a.at < first || a.at >= today + DAY {
                continue;
            }
            let i = ((day_start(a.at) - first) / DAY) as usize;
            if let Some(p) = out.get_mut(i) {
                p.total += 1;
                p.right += u32::from(a.correct);
            }
        }
        out
    }

    /// Right and total over all time, per concept (the counts stop at their largest).
    pub fn totals(&self) -> BTreeMap<Concept, (u32, u32)> {
        let mut out: BTreeMap<Concept, (u64, u64)> = BTreeMap::new();
        for (c, e) in &self.earlier {
            let t = out.entry(*c).or_default();
            t.0 = t.0.saturating_add(e.right);
            t.1 = t.1.saturating_add(e.total);
        }
        for (c, v) in &self.history {
            let t = out.entry(*c).or_default();
            t.0 =
                t.0.saturating_add(v.iter().filter(|a| a.correct).count() as u64);
            t.1 = t.1.saturating_add(v.len() as u64);
        }
        let small = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        out.into_iter()
            .map(|(c, (r, t))| (c, (small(r), small(t))))
            .collect()
    }
}

impl Earlier {
    /// Counts `answers` (of any days, in any order).
    fn fold(&mut self, answers: &[Attempt]) {
        let mut days: BTreeMap<u64, DayPoint> =
            self.days.iter().map(|d| (day_start(d.day), *d)).collect();
        for a in answers {
            self.total = self.total.saturating_add(1);
            self.right = self.right.saturating_add(u64::from(a.correct));
            let day = day_start(a.at);
            let p = days.entry(day).or_insert(DayPoint {
                day,
                right: 0,
                total: 0,
            });
            p.total = p.total.saturating_add(1);
            p.right = p.right.saturating_add(u32::from(a.correct));
        }
        self.days = days.into_values().collect();
        self.tidy_days();
    }

    /// One point a day, oldest first, the last [`MAX_DAYS`] days that have any (a file
    /// written by hand may hold any list).
    fn tidy_days(&mut self) {
        if !self.days.is_sorted_by(|a, b| a.day < b.day) {
            let mut days: BTreeMap<u64, DayPoint> = BTreeMap::new();
            for d in &self.days {
                let p = days.entry(day_start(d.day)).or_insert(DayPoint {
                    day: day_start(d.day),
                    right: 0,
                    total: 0,
                });
                p.total = p.total.saturating_add(d.total);
                p.right = p.right.saturating_add(d.right);
            }
            self.days = days.into_values().collect();
        }
        if self.days.len() > MAX_DAYS {
            let extra = self.days.len() - MAX_DAYS;
            self.days.drain(..extra);
        }
    }
}

/// One day of a concept's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayPoint {
    /// The day's start (seconds).
    pub day: u64,
    pub right: u32,
    pub total: u32,
}

impl DayPoint {
    /// The share right, in percent (`None` on a day with no answer).
    pub fn percent(&self) -> Option<u32> {
        super::percent::percent(u64::from(self.right), u64::from(self.total))
    }
}

pub(crate) use crate::content::saved::Notice;
use crate::content::saved::{self, Messages};

/// `drills.json` beside a progress file (`.../layerlab/progress.json` → `.../layerlab/drills.json`).
pub fn path_beside(progress: &Path) -> PathBuf {
    progress.with_file_name("drills.json")
}

/// Reads the drill progress. Missing: empty. Damaged: moved to `FILE.damaged-DATE-N`, and an
/// empty state with a notice. From a newer layerlab, or unreadable: left alone, an empty state
/// and a notice whose `saving_off` is set ([`save`] refuses that file too).
pub fn load(path: &Path) -> (DrillProgress, Option<Notice>) {
    let msgs = Messages {
        unreadable: "ui-drills-unreadable",
        damaged: "ui-drills-damaged",
        stuck: "ui-drills-stuck",
        newer: "ui-drills-newer",
    };
    let (mut p, notice): (DrillProgress, _) = saved::load(path, msgs, FORMAT_VERSION);
    // A file of an earlier format, or one grown by hand, is brought within bounds.
    p.compact();
    (p, notice)
}

/// Writes the drill progress atomically (a temporary file renamed over it), unless the file in
/// place is not one this version reads (from a newer layerlab, damaged: the error says so).
pub fn save(path: &Path, p: &DrillProgress) -> std::io::Result<()> {
    let mut p = p.clone();
    p.format_version = FORMAT_VERSION;
    saved::save(path, &p, FORMAT_VERSION)
}
