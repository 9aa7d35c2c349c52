//! The phase messages: both locales define the same ids, every id the code uses exists, and the
//! French text follows French typography (no-break space before `: ; ? !` and inside « »).

use std::collections::BTreeSet;
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, Pattern, PatternElement};
use fluent_syntax::parser;

fn source(lang: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/phase.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Message id → the message's text with placeables flattened to `X`.
fn messages(src: &str) -> Vec<(String, String)> {
    let resource = match parser::parse(src) {
        Ok(r) => r,
        Err((_, errors)) => panic!("parse errors: {errors:?}"),
    };
    resource
        .body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some((
                m.id.name.to_string(),
                m.value.as_ref().map(flatten).unwrap_or_default(),
            )),
            _ => None,
        })
        .collect()
}

fn flatten(p: &Pattern<&str>) -> String {
    let mut out = String::new();
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(_) => out.push('X'),
                Expression::Select { variants, .. } => {
                    let texts: Vec<String> = variants.iter().map(|v| flatten(&v.value)).collect();
                    out.push_str(&texts.join("X"));
                }
            },
        }
    }
    out
}

fn ids(lang: &str) -> BTreeSet<String> {
    messages(&source(lang))
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

#[test]
fn both_locales_define_the_same_messages() {
    let en = ids("en");
    let fr = ids("fr");
    assert!(!en.is_empty());
    assert_eq!(
        en.symmetric_difference(&fr).collect::<Vec<_>>(),
        Vec::<&String>::new()
    );
    assert!(en.iter().all(|id| id.starts_with("phase-")));
}

/// Every `"phase-…"` string literal in the phase code names a message.
#[test]
fn every_message_the_code_uses_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("src/cli/phase_cmd.rs")];
    for dir in ["crates/layerlab-engine/src/phase", "src/words/phase"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            files.push(e.unwrap().path());
        }
    }
    let known = ids("en");
    let mut used = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, _) in text.match_indices("\"phase-") {
            let rest = &text[i + 1..];
            let end = rest.find('"').unwrap();
            used.insert(rest[..end].to_string());
        }
    }
    assert!(used.len() > 20, "{used:?}");
    let missing: Vec<&String> = used.difference(&known).collect();
    assert!(missing.is_empty(), "missing messages: {missing:?}");
}

#[test]
fn french_typography() {
    let src = source("fr");
    assert!(!src.contains('\u{202f}'), "U+202F found: use U+00A0");
    for (id, text) in messages(&src) {
        let chars: Vec<char> = text.chars().collect();
        let mut code = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == '`' {
                code = !code;
            }
            if code {
                continue;
            }
            let before = if i > 0 { chars[i - 1] } else { '\n' };
            let after = chars.get(i + 1).copied().unwrap_or('\n');
            if matches!(c, ':' | ';' | '?' | '!' | '»') {
                assert_eq!(
                    before, '\u{a0}',
                    "{id}: no no-break space before {c:?} in {text:?}"
                );
            }
            if c == '«' {
                assert_eq!(
                    after, '\u{a0}',
                    "{id}: no no-break space after « in {text:?}"
                );
            }
        }
        assert!(!code, "{id}: unbalanced backquote in {text:?}");
    }
}

#[test]
fn french_uses_the_course_vocabulary() {
    let src = source("fr");
    for word in [
        "joueur actif",
        "joueur passif",
        "obligatoire",
        "optionnel",
        "résou",
        "passe",
        "chaîne",
        "maillon",
        "phase",
    ] {
        assert!(src.contains(word), "{word}");
    }
}
