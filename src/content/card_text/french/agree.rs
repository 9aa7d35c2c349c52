//! The English and the French text of one card must say the same: the same abilities, spell
//! and targets. Words kept as words are compared as being there, not by their words (one is
//! English, the other French); the parts of one effect in any order (each applies in its own
//! layer); a cost by its mana and tap symbols.

use crate::rules::card::{Ability, OneShot, TargetSpec};

/// An ability as compared.
pub(crate) fn ability_key(a: &Ability) -> String {
    let mut a = a.clone();
    match &mut a {
        Ability::Static(s) => s.parts.sort_by_key(|p| format!("{p:?}")),
        Ability::Activated(x) => x.effects.iter_mut().for_each(sort_effect),
        Ability::Triggered(x) => x.effects.iter_mut().for_each(sort_effect),
        _ => {}
    }
    without_words(&format!("{a:?}"))
}

/// The instructions of a spell and its targets, as compared.
pub(crate) fn spell_key(spell: &[OneShot], targets: &[TargetSpec]) -> String {
    let mut v = spell.to_vec();
    v.iter_mut().for_each(sort_effect);
    without_words(&format!("{v:?} {targets:?}"))
}

fn sort_effect(o: &mut OneShot) {
    if let OneShot::Effect(e) = o {
        e.parts.sort_by_key(|p| format!("{p:?}"));
    }
}

/// The place of the first ability that differs (`a.len().min(b.len())` or more for the spell,
/// or a count that differs), or `None` if the two say the same.
pub(crate) fn first_difference(
    a: (&[Ability], &[OneShot], &[TargetSpec]),
    b: (&[Ability], &[OneShot], &[TargetSpec]),
) -> Option<usize> {
    let n = a.0.len().max(b.0.len());
    for i in 0..n {
        let ka = a.0.get(i).map(ability_key);
        let kb = b.0.get(i).map(ability_key);
        if ka != kb {
            return Some(i);
        }
    }
    (spell_key(a.1, a.2) != spell_key(b.1, b.2)).then_some(n)
}

/// A data's `Debug` text with the words of its `Text`s left out and its costs as their
/// symbols.
fn without_words(debug: &str) -> String {
    let mut out = String::with_capacity(debug.len());
    let mut rest = debug;
    loop {
        let next = ["en: \"", "fr: \"", "cost: \""]
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, *m)))
            .min_by_key(|(i, _)| *i);
        let Some((i, marker)) = next else { break };
        out.push_str(&rest[..i + marker.len()]);
        let body = &rest[i + marker.len()..];
        // The string literal up to its closing quote, escapes skipped.
        let mut end = body.len();
        let mut escaped = false;
        for (k, c) in body.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    end = k;
                    break;
                }
                _ => {}
            }
        }
        if marker == "cost: \"" {
            let mut depth = 0usize;
            for c in body[..end].chars() {
                match c {
                    '{' => {
                        depth += 1;
                        out.push(c);
                    }
                    '}' if depth > 0 => {
                        depth -= 1;
                        out.push(c);
                    }
                    _ if depth > 0 => out.push(c),
                    _ => {}
                }
            }
        }
        rest = &body[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::without_words;

    #[test]
    fn words_are_left_out_and_costs_kept_as_symbols() {
        assert_eq!(
            without_words(
                r#"Text { en: "Draw a \"card\".", fr: "Piochez." } cost: "{2}, {T}, Sacrifice""#
            ),
            r#"Text { en: "", fr: "" } cost: "{2}{T}""#
        );
    }
}
