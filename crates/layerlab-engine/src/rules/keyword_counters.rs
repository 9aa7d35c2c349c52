//! Keyword counters (CR 122.1b): a counter named after a keyword ability gives the object that
//! ability. It applies in layer 6 with the other ability-adding effects (613.1f), in timestamp
//! order, the counter's timestamp being the one it got as it was put on (613.7c): so a flying
//! counter put on after a "loses all abilities" effect began gives flying, one put on before
//! is taken away by it.

use super::card::{Ability, Keyword, Part};
use super::object::Counter;

/// The keyword a counter of this kind grants: the keywords 122.1b lists. The kind is read as
/// written in a scenario ("flying", "first strike"), in any case.
pub fn keyword(kind: &str) -> Option<Keyword> {
    match kind.trim().to_ascii_lowercase().as_str() {
        "flying" => Some(Keyword::Flying),
        "first strike" => Some(Keyword::FirstStrike),
        "double strike" => Some(Keyword::DoubleStrike),
        "deathtouch" => Some(Keyword::Deathtouch),
        "haste" => Some(Keyword::Haste),
        "hexproof" => Some(Keyword::Hexproof),
        "indestructible" => Some(Keyword::Indestructible),
        "lifelink" => Some(Keyword::Lifelink),
        "menace" => Some(Keyword::Menace),
        "reach" => Some(Keyword::Reach),
        "trample" => Some(Keyword::Trample),
        "vigilance" => Some(Keyword::Vigilance),
        "exalted" => Some(Keyword::Named("Exalted".to_string())),
        "shadow" => Some(Keyword::Named("Shadow".to_string())),
        _ => None,
    }
}

/// What these counters do in layer 6, if they are keyword counters on the object (any number
/// of counters of one kind grant the keyword once).
pub fn parts(c: &Counter) -> Option<Vec<Part>> {
    let k = keyword(&c.kind)?;
    (c.count > 0).then(|| vec![Part::Grant(vec![Ability::Keyword(k)])])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counter(kind: &str, count: i32) -> Counter {
        Counter {
            kind: kind.to_string(),
            count,
            timestamp: 1,
        }
    }

    #[test]
    fn keyword_counters_grant_their_keyword_once() {
        assert_eq!(
            parts(&counter("flying", 2)),
            Some(vec![Part::Grant(vec![Ability::Keyword(Keyword::Flying)])])
        );
        assert_eq!(keyword("Hexproof"), Some(Keyword::Hexproof));
        assert_eq!(parts(&counter("+1/+1", 1)), None);
        assert_eq!(parts(&counter("flying", 0)), None);
        assert_eq!(parts(&counter("time", 3)), None);
    }
}
