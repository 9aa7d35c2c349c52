//! French typography of the course's own words (the lesson and glossary messages), as a French
//! judge would sign them: a no-break space (U+00A0) before `:` `;` `!` `?` and inside « »; and
//! elision before a vowel ("d'Ogre", "l'Aura", "qu'il"), checked on the text a reader sees, with
//! the `[[Card]]` links shown under their French names.

use layerlab::content::course::{Course, message_ids};
use layerlab::content::markup;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;

/// Words written in full before a vowel on purpose: none so far. Each entry would be the word
/// pair as it appears, with why (for example a quoted English word, or "le un" in "le un-sur-un").
const ELISION_EXCEPTIONS: &[(&str, &str)] = &[
    // A capital letter standing for an effect or an object, as in mathematics: French writes
    // "l'effet de A", "appliquer B avant que A", without elision, so the letter stays whole.
    ("de A", "a letter naming an effect"),
    ("que A", "a letter naming an effect"),
    ("de B", "a letter naming an effect"),
    ("que B", "a letter naming an effect"),
    ("de Y", "a letter naming an object"),
    // "de a à n": the letters of a rule's subrules, quoted as letters.
    ("de a", "a letter quoted as a letter"),
    // "la ou les couleurs": the article goes with the noun, "ou" is a conjunction.
    ("la ou", "\"la ou les\": the article belongs to the noun"),
];

/// The French lesson and glossary messages, as a reader sees them: (file, id, text).
fn french_messages() -> Vec<(String, String, String)> {
    let source = ContentSource::embedded();
    let (course, problems) = Course::load(source.clone());
    assert!(problems.is_empty(), "the course has problems");
    let mut out = Vec::new();
    for (lang, rel, text) in source.ftl() {
        let name = rel.rsplit('/').next().unwrap_or(rel);
        if lang != Lang::Fr || !(name.starts_with("lesson-") || name == "glossary.ftl") {
            continue;
        }
        for (id, _) in message_ids(text) {
            let shown = markup::plain(&course.tr(Lang::Fr, &id), Lang::Fr, &course.catalogue);
            out.push((rel.to_string(), id, shown));
        }
    }
    assert!(out.len() > 500, "only {} French messages found", out.len());
    out
}

/// The places in `text` where the French spacing rules are broken, each with a few characters
/// of context.
fn spacing_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let around = |i: usize| -> String {
        let a = i.saturating_sub(12);
        let b = (i + 12).min(chars.len());
        chars[a..b].iter().collect()
    };
    // Inside a {…} card symbol ({T}, {U/R}) nothing is French punctuation.
    let mut depth = 0usize;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > 0 {
            continue;
        }
        let prev = if i > 0 { Some(chars[i - 1]) } else { None };
        let next = chars.get(i + 1).copied();
        match c {
            ':' | ';' | '!' | '?' => {
                // Start of a line, or a run such as "?!" (checked at its first mark).
                let ok = match prev {
                    None | Some('\n') => true,
                    Some('\u{a0}') => true,
                    Some(p) => matches!(p, '!' | '?'),
                };
                // "http://": never in the course, but a colon glued to a digit or a letter on both
                // sides is not punctuation (a time such as 10:30).
                let glued = prev.is_some_and(|p| p.is_ascii_digit())
                    && next.is_some_and(|n| n.is_ascii_digit());
                // A name that ends in "!" (Yu-Gi-Oh!) is written as its owner writes it.
                let name: String = chars[i.saturating_sub(8)..i].iter().collect();
                let named = c == '!' && name == "Yu-Gi-Oh";
                if !ok && !glued && !named {
                    out.push(format!("no U+00A0 before `{c}`: «{}»", around(i)));
                }
            }
            '«' if next != Some('\u{a0}') => {
                out.push(format!("no U+00A0 after «: «{}»", around(i)));
            }
            '»' if prev != Some('\u{a0}') => {
                out.push(format!("no U+00A0 before »: «{}»", around(i)));
            }
            '\u{a0}' if next == Some('\u{a0}') => {
                out.push(format!("two U+00A0 in a row: «{}»", around(i)));
            }
            _ => {}
        }
    }
    out
}

/// "de", "le", "la", "que" (and "ne", "se", "je", "ce", "me", "te") written in full before a
/// word that starts with a vowel, where French elides them.
fn elision_faults(text: &str) -> Vec<String> {
    // "lorsque" and "puisque" elide only before il, elle, on, un, en (and "ainsi"): not listed.
    const ELIDED: &[&str] = &[
        "de", "le", "la", "que", "ne", "se", "je", "ce", "me", "te", "jusque",
    ];
    let vowel = |c: char| "aeiouàâäéèêëîïôöùûüœæAEIOUÀÂÉÈÊÎÏÔÖÙÛÜŒÆ".contains(c);
    // A "y" before a vowel is a consonant sound ("de Yavimaya", "le yaourt"); before a
    // consonant it is a vowel ("l'Ys"). An "h" is mute except in the words listed here.
    const H_ASPIRE: &[&str] = &[
        "hâte", "haut", "hasard", "héros", "hors", "huit", "hache", "hexproof", "halte",
    ];
    let mut out = Vec::new();
    let words: Vec<&str> = text
        .split([' ', '\u{a0}', '\n', '(', '[', '«', '"', '—'])
        .collect();
    for w in words.windows(2) {
        let (a, b) = (w[0], w[1]);
        let lower = a.to_lowercase();
        if !ELIDED.contains(&lower.as_str()) {
            continue;
        }
        // "la 7c", "le 1/1": a digit is no vowel; "ce" before a vowel becomes "cet", not "c'".
        let mut cs = b.chars();
        let Some(first) = cs.next() else { continue };
        let second = cs.next();
        let starts_vowel = match first {
            'y' | 'Y' => second.is_some_and(|c| !vowel(c) && c.is_alphabetic() && c != 'g'),
            'h' | 'H' => {
                let w = b.to_lowercase();
                !H_ASPIRE.iter().any(|h| w.starts_with(h))
            }
            c => vowel(c),
        };
        if !starts_vowel || lower == "ce" {
            continue;
        }
        // Words that refuse elision ("le onze", "la une" of a paper) would be listed here.
        let pair = format!("{a} {b}");
        if ELISION_EXCEPTIONS.iter().any(|(p, _)| pair.starts_with(p)) {
            continue;
        }
        out.push(format!("no elision: «{pair}»"));
    }
    out
}

/// Fails with every fault `faults` finds in `messages` (file, id, text), each with its file and
/// id.
fn assert_no_faults(messages: Vec<(String, String, String)>, faults: impl Fn(&str) -> Vec<String>) {
    let mut found = Vec::new();
    for (rel, id, text) in messages {
        for f in faults(&text) {
            found.push(format!("{rel}: {id}: {f}"));
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn french_lesson_messages_have_no_break_spaces() {
    assert_no_faults(french_messages(), spacing_faults);
}

#[test]
fn french_lesson_messages_elide() {
    assert_no_faults(french_messages(), elision_faults);
}

/// The checks themselves catch what they are meant to.
#[test]
fn the_checks_catch_their_faults() {
    assert_eq!(spacing_faults("Couche 4 : type").len(), 1);
    assert_eq!(
        spacing_faults("Couche 4\u{a0}: type\u{a0}; «\u{a0}vol\u{a0}»\u{a0}!").len(),
        0
    );
    assert_eq!(spacing_faults("« vol »").len(), 2);
    assert_eq!(spacing_faults("«\u{a0}\u{a0}vol\u{a0}»").len(), 1);
    assert_eq!(spacing_faults("{T}\u{a0}: ajoutez {R}.").len(), 0);
    assert_eq!(spacing_faults("Yu-Gi-Oh! et Magic").len(), 0);
    assert_eq!(elision_faults("la force de Ogre gris").len(), 1);
    assert_eq!(elision_faults("le Aura et que il").len(), 2);
    assert_eq!(elision_faults("la 7c de Yavimaya").len(), 0);
    assert_eq!(elision_faults("la force de Humilité").len(), 1);
}

/// The program's own French messages (every code .ftl file: traces, drills, errors, the app),
/// as formatted without arguments (a missing argument shows as `{$x}`, skipped like a card
/// symbol); `code` between backticks is not French.
fn french_code_messages() -> Vec<(String, String, String)> {
    let source = ContentSource::embedded();
    let mut out = Vec::new();
    for (lang, rel, text) in source.ftl() {
        let name = rel.rsplit('/').next().unwrap_or(rel);
        if lang != Lang::Fr || !layerlab::content::source::CODE_FTL.contains(&name) {
            continue;
        }
        for (id, _) in message_ids(text) {
            let shown = layerlab::i18n::tr(Lang::Fr, &id, &[]);
            let prose: String = shown
                .split('`')
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, s)| s)
                .collect::<Vec<_>>()
                .join(" ")
                // A time, minutes:seconds, is no punctuation.
                .replace("}:{", "}{");
            out.push((rel.to_string(), id, prose));
        }
    }
    assert!(out.len() > 500, "only {} French messages found", out.len());
    out
}

#[test]
fn french_program_messages_have_no_break_spaces_and_elide() {
    assert_no_faults(french_code_messages(), |text| {
        let mut faults = spacing_faults(text);
        faults.extend(elision_faults(text));
        // The course's word is "tampon horaire" (its 2011 texts, and French judges'): the
        // glossary names "horodatage" as a word met elsewhere, and no message uses it.
        if text.contains("horodat") {
            faults.push("\"horodatage\" for tampon horaire".to_string());
        }
        faults
    });
}

/// A drill names an object whose French name starts with a vowel with "d'" ("la force
/// d'Ogre gris"), never "de Ogre gris".
#[test]
fn drill_questions_elide_de_before_a_vowel() {
    use layerlab::drill::{Drills, text};
    let d = Drills::embedded().unwrap();
    let mut elided = 0;
    for t in [
        "counters-and-setters",
        "switch-comes-last",
        "cda-and-setters",
    ] {
        for seed in 0..30 {
            let Ok(p) = d.problem(t, seed) else { continue };
            let line = text::question_line(&p, Lang::Fr);
            assert!(elision_faults(&line).is_empty(), "{line}");
            elided += usize::from(line.contains("d'"));
        }
    }
    assert!(elided > 0, "no object with a vowel met");
}
