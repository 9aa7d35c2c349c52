//! The Leitner scheduler with an injected clock: intervals, promotion, demotion, due dates,
//! the review list, statistics, and the saved file (atomic write, damaged file kept aside).

use layerlab::drill::Concept;
use layerlab::drill::srs::{
    self, Card, Clock, DAY, DrillProgress, FixedClock, INTERVALS, MAX_ATTEMPTS, MAX_DAYS,
    MAX_QUESTIONS, day_start, interval_days,
};

use crate::common;
use common::{TempDir, temp_path};

const T0: u64 = 1_800_000_000 - 1_800_000_000 % DAY + 9 * 3600; // 09:00 UTC some day

#[test]
fn intervals_double_box_by_box() {
    assert_eq!(INTERVALS, [1, 2, 4, 8, 16]);
    assert_eq!(interval_days(1), 1);
    assert_eq!(interval_days(5), 16);
    assert_eq!(interval_days(0), 1);
    assert_eq!(interval_days(9), 16);
}

#[test]
fn right_answers_promote_and_push_the_due_date() {
    let clock = FixedClock(T0);
    let mut c = Card::default();
    assert_eq!(c.leitner_box, 1);
    c.review(true, clock.now());
    assert_eq!(c.leitner_box, 2);
    assert_eq!(c.due, T0 + 2 * DAY);
    c.review(true, T0 + 2 * DAY);
    assert_eq!(c.leitner_box, 3);
    assert_eq!(c.due, T0 + 6 * DAY);
    for _ in 0..5 {
        c.review(true, T0 + 6 * DAY);
    }
    assert_eq!(c.leitner_box, 5, "the top box is the last");
    assert_eq!(c.due, T0 + 6 * DAY + 16 * DAY);
    assert_eq!((c.right, c.wrong), (7, 0));
}

#[test]
fn a_wrong_answer_demotes_to_box_one_due_at_once() {
    let mut c = Card::default();
    c.review(true, T0);
    c.review(true, T0 + 2 * DAY);
    assert_eq!(c.leitner_box, 3);
    c.review(false, T0 + 3 * DAY);
    assert_eq!(c.leitner_box, 1);
    assert_eq!(c.due, T0 + 3 * DAY);
    assert!(c.due_today(T0 + 3 * DAY));
    assert_eq!(c.wrong, 1);
}

#[test]
fn due_today_counts_until_midnight_utc() {
    let mut p = DrillProgress::default();
    p.record("a#1", Concept::Layer7, true, "2/2", "2/2", T0); // due in 2 days
    p.record("b#2", Concept::Control, false, "1/1", "3/3", T0); // due now
    assert_eq!(p.due_today(T0), 1);
    assert_eq!(p.due_questions(T0), vec!["b#2".to_string()]);
    // The next day: still only b; two days later (any hour): both.
    assert_eq!(p.due_today(T0 + DAY), 1);
    assert_eq!(p.due_today(day_start(T0 + 2 * DAY)), 2);
    assert_eq!(p.due_today(T0 + 2 * DAY - 9 * 3600 + 60), 2);
    // Per concept too.
    assert_eq!(p.concepts[&Concept::Layer7].leitner_box, 2);
    assert_eq!(p.concepts[&Concept::Control].leitner_box, 1);
    assert_eq!(p.weakest_concepts(T0)[0], Concept::Control);
}

#[test]
fn mistakes_are_kept_until_answered_right() {
    let mut p = DrillProgress::default();
    p.record("a#1", Concept::Layer7, false, "2/2", "3/3", T0);
    p.record("b#1", Concept::ChainOrder, false, "x", "y", T0 + 10);
    p.record("a#1", Concept::Layer7, false, "1/1", "3/3", T0 + 20);
    assert_eq!(p.mistakes.len(), 2);
    assert_eq!(p.mistakes[1].question, "a#1");
    assert_eq!(p.mistakes[1].given, "1/1");
    p.record("a#1", Concept::Layer7, true, "3/3", "3/3", T0 + 30);
    assert_eq!(p.mistakes.len(), 1);
    assert_eq!(p.mistakes[0].question, "b#1");
}

#[test]
fn statistics_per_concept_per_day() {
    let mut p = DrillProgress::default();
    p.record("a#1", Concept::Layer7, true, "", "", T0 - 2 * DAY);
    p.record("a#2", Concept::Layer7, false, "", "", T0 - 2 * DAY + 60);
    p.record("a#3", Concept::Layer7, true, "", "", T0);
    p.record("c#1", Concept::Control, true, "", "", T0);
    let s = p.series(Concept::Layer7, T0, 3);
    assert_eq!(s.len(), 3);
    assert_eq!((s[0].right, s[0].total), (1, 2));
    assert_eq!(s[0].percent(), Some(50));
    assert_eq!((s[1].right, s[1].total), (0, 0));
    assert_eq!(s[1].percent(), None);
    assert_eq!((s[2].right, s[2].total), (1, 1));
    assert_eq!(s[2].day, day_start(T0));
    assert_eq!(p.totals()[&Concept::Layer7], (2, 3));
}

#[test]
fn saved_and_loaded_again() {
    let (_dir, path) = temp_path("srs", "sub/drills.json");
    let mut p = DrillProgress::default();
    p.record("a#1", Concept::KeepsGoing, false, "1/1", "4/4", T0);
    srs::save(&path, &p).unwrap();
    let (q, notice) = srs::load(&path);
    assert!(notice.is_none());
    assert_eq!(q.format_version, srs::FORMAT_VERSION);
    assert_eq!(q.mistakes, p.mistakes);
    assert_eq!(q.questions, p.questions);
    assert!(!path.with_extension("json.tmp").exists());
}

#[test]
fn a_damaged_file_is_kept_aside() {
    let dir = TempDir::new("srs-bad");
    let path = dir.join("drills.json");
    std::fs::write(&path, "{ not json").unwrap();
    let (p, notice) = srs::load(&path);
    assert_eq!(p, DrillProgress::default());
    let n = notice.expect("a notice");
    assert_eq!(n.id, "ui-drills-damaged");
    let aside = n.aside.clone().expect("moved aside");
    assert_eq!(aside.parent(), Some(dir.path()));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "{ not json");
    assert!(!path.exists());
    assert!(
        n.message(layerlab::i18n::Lang::Fr)
            .contains("drills.json.damaged-")
    );
    // A missing file is an empty state, silently.
    let (p, notice) = srs::load(&dir.join("none.json"));
    assert_eq!(p, DrillProgress::default());
    assert!(notice.is_none());
    assert_eq!(
        srs::path_beside(std::path::Path::new("/x/layerlab/progress.json")),
        std::path::Path::new("/x/layerlab/drills.json")
    );
}

/// The largest file layerlab reads (4 MiB).
const READ_CAP: usize = 4 * 1024 * 1024;

/// A format-1 practice file (every answer kept) of `n` answers of Layer7, a day apart from
/// `T0` backwards, every other one right, its text padded with blanks to `pad_to` bytes.
fn old_file(n: usize, pad_to: usize) -> String {
    let mut text = String::from(
        "{\n  \"format_version\": 1,\n  \"concepts\": {},\n  \"questions\": {},\n  \
         \"mistakes\": [],\n  \"history\": {\n    \"Layer7\": [\n",
    );
    for k in 0..n {
        // A day apart at most: the answers cover the last two weeks many times over.
        let at = T0 - (n - k) as u64 * 20;
        let sep = if k + 1 < n { "," } else { "" };
        text.push_str(&format!(
            "      {{\n        \"at\": {at},\n        \"correct\": {}\n      }}{sep}\n",
            k % 2 == 0
        ));
    }
    text.push_str("    ]\n  }\n}");
    while text.len() < pad_to {
        text.push(' ');
    }
    text
}

/// A file of the old, unbounded format at the read cap (the answers alone within a few bytes
/// of it) still loads, folded, and the next answer saves, to a file far smaller; the counts and
/// the chart are those of every answer.
#[test]
fn a_practice_file_at_the_read_cap_loads_and_the_next_answer_saves() {
    let dir = TempDir::new("srs-cap");
    let path = dir.join("drills.json");
    // As many answers as fit: one more would pass the cap.
    let per = old_file(3, 0).len() - old_file(2, 0).len();
    let mut n = (READ_CAP - old_file(0, 0).len()) / per;
    while old_file(n, 0).len() > READ_CAP {
        n -= 1;
    }
    let text = old_file(n, READ_CAP);
    assert_eq!(text.len(), READ_CAP);
    assert!(
        old_file(n, 0).len() + per > READ_CAP,
        "the answers fill the file"
    );
    std::fs::write(&path, &text).unwrap();
    let (mut p, notice) = srs::load(&path);
    assert!(notice.is_none(), "{notice:?}");
    assert_eq!(p.history[&Concept::Layer7].len(), MAX_ATTEMPTS);
    let before = p.series(Concept::Layer7, T0, 1)[0];
    p.record("a#1", Concept::Layer7, true, "", "", T0);
    srs::save(&path, &p).expect("the next answer saves");
    let saved = std::fs::metadata(&path).unwrap().len();
    assert!(saved < 256 * 1024, "{saved} bytes");
    let (q, notice) = srs::load(&path);
    assert!(notice.is_none());
    let right = n.div_ceil(2) as u32 + 1;
    assert_eq!(q.totals()[&Concept::Layer7], (right, n as u32 + 1));
    let today = q.series(Concept::Layer7, T0, 1)[0];
    assert_eq!(today.total, before.total + 1);
    assert_eq!(today.right, before.right + 1);
}

/// A file one byte past the read cap is kept aside as it was, with the message of a damaged
/// file, and practice saves to a new file beside it.
#[test]
fn a_practice_file_past_the_read_cap_is_kept_aside() {
    let dir = TempDir::new("srs-over");
    let path = dir.join("drills.json");
    let text = old_file(10, READ_CAP + 1);
    std::fs::write(&path, &text).unwrap();
    let (mut p, notice) = srs::load(&path);
    let n = notice.expect("a notice");
    assert_eq!(n.id, "ui-drills-damaged");
    assert!(n.message(layerlab::i18n::Lang::En).contains("4 MiB"));
    let aside = n.aside.clone().expect("moved aside");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
    p.record("a#1", Concept::Layer7, true, "", "", T0);
    srs::save(&path, &p).unwrap();
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
    assert_eq!(srs::load(&path).0.totals()[&Concept::Layer7], (1, 1));
}

/// However long one practises, the state stays within its bounds, and the file far under the
/// read cap: every concept's answers at their most, the most questions, mistakes of the
/// longest answers.
#[test]
fn practice_stays_bounded() {
    let mut p = DrillProgress::default();
    let mut t = T0 - 400 * DAY;
    for round in 0..3 * MAX_ATTEMPTS {
        for (i, c) in Concept::ALL.iter().enumerate() {
            let key = format!("{:?}-template-with-a-long-name#{}", c, round * 20 + i);
            let long = "x".repeat(500);
            p.record(&key, *c, round % 3 == 0, &long, &long, t);
            t += DAY / 2;
        }
    }
    let answers = 3 * MAX_ATTEMPTS * Concept::ALL.len();
    assert!(p.questions.len() <= MAX_QUESTIONS);
    for c in Concept::ALL {
        assert_eq!(p.history[&c].len(), MAX_ATTEMPTS);
        assert!(p.earlier[&c].days.len() <= MAX_DAYS);
        assert_eq!(p.totals()[&c].1 as usize, 3 * MAX_ATTEMPTS);
    }
    let all: u32 = p.totals().values().map(|t| t.1).sum();
    assert_eq!(all as usize, answers);
    let (_dir, path) = temp_path("srs-bounded", "drills.json");
    srs::save(&path, &p).unwrap();
    let size = std::fs::metadata(&path).unwrap().len() as usize;
    assert!(size < READ_CAP / 2, "{size} bytes");
    // The most recently seen questions keep their schedule.
    let last = format!(
        "{:?}-template-with-a-long-name#{}",
        Concept::ALL[0],
        (3 * MAX_ATTEMPTS - 1) * 20
    );
    assert!(p.questions.contains_key(&last));
}
