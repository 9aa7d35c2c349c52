//! Every sentence a user reads lives in `locales/` (Fluent, English and French), never in the
//! Rust source: this test reads the string literals of every file under `src/` (outside
//! `#[cfg(test)]` modules) and fails on one that looks like French or like an English sentence.
//! What must stay in code is listed in [`ALLOWED`], each with its reason.

use crate::source_scan;

use source_scan::{blank_comments_and_literals, sources, test_ranges, tokens};

/// Literals that may stay in code: (file under `src/`, the literal's text, why).
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "rules/keyword_names.rs",
        "More Than Meets the Eye",
        "a keyword's English name in the table of 702 the reader matches printed text against; \
         the words shown come from keywords.ftl",
    ),
    (
        "rules/keyword_names.rs",
        "Start your engines!",
        "a keyword's English name in the table of 702 the reader matches printed text against; \
         the words shown come from keywords.ftl",
    ),
    (
        "cli/args.rs",
        "Learn and explore Magic's layer system (CR 613/611) and phase-effect priority",
        "clap's `--help` text: clap reads it before the language is known (see the README)",
    ),
    (
        "ui/plain.rs",
        "réponse",
        "a command word the reader types in plain mode (French for `answer`), matched and \
         never shown",
    ),
    (
        "ui/mod.rs",
        "the terminal's input stopped",
        "an io::Error's text, shown as `layerlab: ERROR` like any other error of the \
         operating system, which is English",
    ),
];

/// Files, or folders ending in `/`, whose literals are data, not sentences: (path under `src/`,
/// why).
const DATA_FILES: &[(&str, &str)] = &[(
    "testkit/",
    "the random boards of the property tests and benchmarks: card names in both languages, \
     as the catalogue's, that no screen or report shows; compiled for tests only",
)];

/// Whether `rel` (a file under `src/`) is `entry` or lies in the folder `entry`.
fn data_file(rel: &str, entry: &str) -> bool {
    rel == entry || (entry.ends_with('/') && rel.starts_with(entry))
}

/// Macros and methods whose message only a developer reads: they stop the program on a broken
/// invariant (which the tests look for), or write to a test's own output.
const DEVELOPER_CALLS: &[&str] = &[
    "expect",
    "panic",
    "unreachable",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "todo",
    "unimplemented",
];

/// French, by its small words and its accented letters.
const FRENCH: &[&str] = &[
    " le ", " la ", " les ", " des ", " du ", " une ", " est ", "é", "è", "à ", "ç",
];

fn looks_french(s: &str) -> Option<&'static str> {
    let padded = format!(" {} ", s.to_lowercase());
    FRENCH.iter().copied().find(|w| padded.contains(w))
}

/// A word of a sentence: letters, with an apostrophe or a hyphen inside, and the punctuation
/// that may end it.
fn is_word(tok: &str) -> bool {
    let core = tok.trim_end_matches([',', '.', ':', ';', '!', '?', ')']);
    let core = core.trim_start_matches('(');
    !core.is_empty()
        && core.chars().next().is_some_and(char::is_alphabetic)
        && core
            .chars()
            .all(|c| c.is_alphabetic() || c == '\'' || c == '-' || c == '’')
}

/// An English sentence: three words or more in a row. Format strings of placeholders, Fluent
/// ids, paths and keys have no spaces between words, or no words.
fn looks_english(s: &str) -> bool {
    let mut run = 0;
    for tok in s.split_whitespace() {
        if is_word(tok) {
            run += 1;
            if run >= 3 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// The name of the innermost call a literal is an argument of (`expect("…")`,
/// `debug_assert!(cond, "…")`), if it is inside one.
fn called_by(code: &str, pos: usize) -> Option<&str> {
    // Literals and comments are blanked in `code`: the brackets counted are the code's own.
    let mut depth = 0usize;
    let mut open = None;
    for (i, c) in code[..pos].char_indices().rev() {
        match c {
            ')' | ']' | '}' => depth += 1,
            '(' | '[' | '{' if depth > 0 => depth -= 1,
            '(' => {
                open = Some(i);
                break;
            }
            '[' | '{' => return None,
            _ => {}
        }
    }
    let before = code[..open?].trim_end();
    let before = before.strip_suffix('!').unwrap_or(before);
    let start = before
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    Some(&before[start..])
}

/// The literals of the source that read as sentences: (file, line, literal, why).
fn sentences() -> Vec<(String, usize, String, String)> {
    let mut found = Vec::new();
    for (rel, text) in sources() {
        if DATA_FILES.iter().any(|(file, _)| data_file(&rel, file)) {
            continue;
        }
        let (code, lits) = blank_comments_and_literals(&text);
        let toks = tokens(&code);
        let tests = test_ranges(&toks, code.len());
        for lit in lits {
            if tests.iter().any(|&(a, b)| lit.pos >= a && lit.pos <= b) {
                continue;
            }
            if called_by(&code, lit.pos).is_some_and(|c| DEVELOPER_CALLS.contains(&c)) {
                continue;
            }
            if ALLOWED
                .iter()
                .any(|(file, allowed, _)| *file == rel && *allowed == lit.text)
            {
                continue;
            }
            let why = match looks_french(&lit.text) {
                Some(w) => format!("French ({w:?})"),
                None if looks_english(&lit.text) => "an English sentence".to_string(),
                None => continue,
            };
            found.push((rel.clone(), lit.line, lit.text, why));
        }
    }
    found
}

#[test]
fn no_sentence_in_rust_source() {
    let found = sentences();
    let report: Vec<String> = found
        .iter()
        .map(|(f, l, t, why)| format!("src/{f}:{l}: {why}: {t:?}"))
        .collect();
    assert!(
        found.is_empty(),
        "sentences in the Rust source (move them to locales/en and locales/fr):\n  {}",
        report.join("\n  ")
    );
}

/// Each entry of the allow-list is still needed: a stale one would let a sentence back in.
#[test]
fn allow_list_is_current() {
    let all = sources();
    for (file, _) in DATA_FILES {
        assert!(
            all.iter().any(|(rel, _)| data_file(rel, file)),
            "src/{file} is gone: remove its entry"
        );
    }
    for (file, text, _) in ALLOWED {
        let (_, lits) = all
            .iter()
            .find(|(rel, _)| rel == file)
            .map(|(_, t)| blank_comments_and_literals(t))
            .unwrap_or_else(|| panic!("src/{file} is gone: remove its entry"));
        assert!(
            lits.iter().any(|l| l.text == *text),
            "src/{file} no longer holds {text:?}: remove its entry"
        );
    }
}

#[test]
fn the_checks_see_sentences() {
    assert!(looks_english("Blood Moon goes first"));
    assert!(!looks_english("{} [{}] {}"));
    assert!(!looks_english("solve-col-id"));
    assert!(!looks_english("locales/en/cli.ftl"));
    assert!(!looks_english("{p}/{t}"));
    assert_eq!(looks_french("Terrain légendaire"), Some("é"));
    assert_eq!(looks_french("dépend de"), Some("é"));
    assert_eq!(looks_french("Colorless"), None);
    let (code, lits) = blank_comments_and_literals(
        "x.expect(\"a b c\"); f(\"d e f\"); debug_assert!({ g(x) }, \"g h i\"); [\"j k l\"]",
    );
    assert_eq!(called_by(&code, lits[0].pos), Some("expect"));
    assert_eq!(called_by(&code, lits[1].pos), Some("f"));
    assert_eq!(called_by(&code, lits[2].pos), Some("debug_assert"));
    assert_eq!(called_by(&code, lits[3].pos), None);
}
