//! Lesson questions beside drill problems in the spaced-repetition queue and the mistakes to
//! review ([`super::srs`]). A lesson question's key is `lesson:ID` (a drill problem's is
//! `template#seed`, so the two never meet), and its concept comes from the rules it cites, or
//! else from what it asks.

use crate::content::lesson::{Ask, Question, QuestionKind};
use crate::rules::layer::Layer;

use super::Concept;
use super::srs::DrillProgress;

/// What starts the key of a lesson question in the scheduler's file.
pub(crate) const LESSON_KEY: &str = "lesson:";

/// The scheduler's key of lesson question `id`.
pub(crate) fn lesson_key(id: &str) -> String {
    format!("{LESSON_KEY}{id}")
}

/// The lesson question a scheduler key names, if it names one.
pub(crate) fn lesson_question(key: &str) -> Option<&str> {
    key.strip_prefix(LESSON_KEY)
}

/// The concept a lesson question exercises: the first rule it cites that belongs to one (the
/// rules say what a question is about better than its form), else what it asks.
pub(crate) fn concept_of(q: &Question) -> Concept {
    q.rules
        .iter()
        .find_map(|r| concept_of_rule(r))
        .unwrap_or_else(|| concept_of_kind(&q.kind))
}

/// The concept of a rule number, for the rules that name one.
fn concept_of_rule(rule: &str) -> Option<Concept> {
    let r = rule.trim();
    // `613.1` names 613.1b but not 613.10.
    let starts =
        |p: &str| r.starts_with(p) && !r[p.len()..].starts_with(|c: char| c.is_ascii_digit());
    // 611.2a, 611.2b: how long an effect lasts; 611.2c, 611.2d, 611.3a, 611.3b: the set and
    // the values an effect is fixed on, or not.
    Some(if starts("611.2a") || starts("611.2b") || starts("514.2") {
        Concept::Durations
    } else if starts("611.2") || starts("611.3") {
        Concept::LockedVsDynamic
    } else if starts("613.8") {
        Concept::DependencyType
    } else if starts("613.6") {
        Concept::KeepsGoing
    } else if starts("613.3") || starts("604.3") {
        Concept::CdaVsSetting
    } else if starts("613.7") {
        Concept::Timestamps
    } else if starts("613.2") || starts("707") || starts("708") {
        Concept::CopyFaceDown
    } else if starts("613.4") || starts("122") {
        Concept::Layer7
    } else if starts("613.1b") {
        Concept::Control
    } else if starts("603.3b") || starts("405.5") {
        Concept::ChainOrder
    } else {
        return None;
    })
}

/// The concept of a question that cites no rule naming one, by what it asks.
fn concept_of_kind(kind: &QuestionKind) -> Concept {
    match kind {
        QuestionKind::Compute { ask, .. } => match ask {
            Ask::PowerToughness | Ask::Dies => Concept::Layer7,
            Ask::Controller => Concept::Control,
            Ask::Types | Ask::Subtypes => Concept::DependencyType,
            Ask::Abilities => Concept::DependencyAbility,
            Ask::Colors => Concept::Timestamps,
        },
        QuestionKind::Layer { answer } => match Layer::parse(answer) {
            Some(Layer::L1a | Layer::L1b) => Concept::CopyFaceDown,
            Some(Layer::L2) => Concept::Control,
            Some(Layer::L3 | Layer::L4) => Concept::DependencyType,
            Some(Layer::L6) => Concept::DependencyAbility,
            Some(Layer::L7a | Layer::L7b | Layer::L7c | Layer::L7d) => Concept::Layer7,
            _ => Concept::Timestamps,
        },
        QuestionKind::Steps { .. } => Concept::PhaseTrace,
        QuestionKind::Choice { .. } | QuestionKind::Order { .. } => Concept::Timestamps,
    }
}

impl DrillProgress {
    /// The lesson questions due by the end of today (ids, most overdue first).
    pub fn due_lessons(&self, now: u64) -> Vec<String> {
        self.due_questions(now)
            .iter()
            .filter_map(|k| lesson_question(k).map(str::to_string))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_rules() {
        assert_eq!(lesson_question(&lesson_key("l05-q2")), Some("l05-q2"));
        assert_eq!(lesson_question("t#3"), None);
        assert_eq!(concept_of_rule("613.8a"), Some(Concept::DependencyType));
        assert_eq!(concept_of_rule("613.7m"), Some(Concept::Timestamps));
        assert_eq!(concept_of_rule("611.3a"), Some(Concept::LockedVsDynamic));
        assert_eq!(concept_of_rule("611.2c"), Some(Concept::LockedVsDynamic));
        // Durations are not locked sets: the Endoskeleton question cites 611.2b.
        assert_eq!(concept_of_rule("611.2b"), Some(Concept::Durations));
        assert_eq!(concept_of_rule("611.2a"), Some(Concept::Durations));
        // 613.10 is not 613.1b nor 613.1.
        assert_eq!(concept_of_rule("613.10"), None);
    }
}
