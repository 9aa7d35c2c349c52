//! Reading the program's own source for the tests that check its shape (tests/it/architecture.rs,
//! tests/it/sentences_in_locales.rs): the code without comments and literals, its tokens, its
//! string literals, and the `#[cfg(test)]` modules to leave out.

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// A string literal of the source: where it starts (byte offset, line) and its text as written
/// between the quotes.
#[derive(Clone, Debug)]
pub struct Lit {
    pub pos: usize,
    pub line: usize,
    pub text: String,
}

/// The text with comments, string and character literals blanked out (same length, same
/// newlines), so that offsets still point into the file; and the string literals.
pub fn blank_comments_and_literals(src: &str) -> (String, Vec<Lit>) {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let mut lits = Vec::new();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let line_of = |pos: usize| b[..pos].iter().filter(|&&c| c == b'\n').count() + 1;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == b'/' && next == Some(b'/') {
            let end = b[i..]
                .iter()
                .position(|&x| x == b'\n')
                .map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if c == b'/' && next == Some(b'*') {
            let mut depth = 0;
            let mut j = i;
            while j < b.len() {
                if b[j] == b'/' && b.get(j + 1) == Some(&b'*') {
                    depth += 1;
                    j += 2;
                } else if b[j] == b'*' && b.get(j + 1) == Some(&b'/') {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            let j = j.min(b.len());
            blank(&mut out, i, j);
            i = j;
        } else if let Some((hashes, body)) = (!prev_is_ident(b, i))
            .then(|| raw_string_start(b, i))
            .flatten()
        {
            let mut j = body;
            let mut text_end = b.len();
            while j < b.len() {
                if b[j] == b'"'
                    && b[j + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == b'#')
                        .count()
                        == hashes
                {
                    text_end = j;
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            let j = j.min(b.len());
            lits.push(Lit {
                pos: i,
                line: line_of(i),
                text: src[body..text_end.max(body)].to_string(),
            });
            blank(&mut out, i, j);
            i = j;
        } else if c == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let j = j.min(b.len());
            // A byte string (`b"…"`) is a literal too; its `b` stays in the code.
            lits.push(Lit {
                pos: i,
                line: line_of(i),
                text: src[i + 1..j].to_string(),
            });
            blank(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if c == b'\'' {
            // A character literal ('a', '\n', '\u{a0}', 'é'), not a lifetime ('a).
            let end = if next == Some(b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&x| x == b'\'')
                    .map(|p| i + 2 + p)
            } else {
                let ch_len = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + ch_len) == Some(&b'\'')).then_some(i + 1 + ch_len)
            };
            match end {
                Some(e) => {
                    blank(&mut out, i, e + 1);
                    i = e + 1;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    // Only whole characters inside comments and literals were replaced: still UTF-8.
    (String::from_utf8_lossy(&out).into_owned(), lits)
}

fn prev_is_ident(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// At `r"`, `r#"`, `br"`...: the number of `#` and where the body starts.
fn raw_string_start(b: &[u8], i: usize) -> Option<(usize, usize)> {
    let mut j = i;
    if b[j] == b'b' {
        j += 1;
    }
    if b.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while b.get(j) == Some(&b'#') {
        hashes += 1;
        j += 1;
    }
    (b.get(j) == Some(&b'"')).then_some((hashes, j + 1))
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    PathSep,
    Punct(char),
}

/// The tokens of blanked code, with their byte offsets.
pub fn tokens(code: &str) -> Vec<(usize, Tok)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut k = 0;
    while k < chars.len() {
        let (pos, c) = chars[k];
        if c.is_alphabetic() || c == '_' {
            let start = k;
            while k < chars.len() && (chars[k].1.is_alphanumeric() || chars[k].1 == '_') {
                k += 1;
            }
            let word: String = chars[start..k].iter().map(|x| x.1).collect();
            out.push((pos, Tok::Ident(word)));
            continue;
        }
        if c == ':' && chars.get(k + 1).map(|x| x.1) == Some(':') {
            out.push((pos, Tok::PathSep));
            k += 2;
            continue;
        }
        if !c.is_whitespace() {
            out.push((pos, Tok::Punct(c)));
        }
        k += 1;
    }
    out
}

/// Every `.rs` file under `dir`, sorted.
pub fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The source files of the program and of its engine crate: (path relative to its `src/` with
/// `/`, text). The engine's modules (`rules/`, `phase/`, `rng.rs`, `testkit/`) keep the paths
/// they have in the program, which names them `crate::rules` and so on through a re-export; the
/// engine's own `lib.rs`, which only declares them, is left out (the program's is `lib.rs`).
pub fn sources() -> Vec<(String, String)> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for root in [here.join("src"), here.join("crates/layerlab-engine/src")] {
        let engine = root != here.join("src");
        let mut paths = Vec::new();
        rs_files(&root, &mut paths);
        for p in paths {
            let rel = p
                .strip_prefix(&root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            if engine && rel == "lib.rs" {
                continue;
            }
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{rel}: {e}"));
            out.push((rel, text));
        }
    }
    out
}

/// An inline module: the token of its `mod`, the token of its closing brace, its name.
pub type InlineMod = (usize, usize, String);

/// The inline modules of a file (`mod name { ... }`); and the ranges (token of `mod`, token of
/// the closing brace) of the `#[cfg(test)]` modules, apart.
pub fn inline_modules(toks: &[(usize, Tok)]) -> (Vec<InlineMod>, Vec<(usize, usize)>) {
    let mut mods = Vec::new();
    let mut tests = Vec::new();
    for k in 0..toks.len() {
        if toks[k].1 != Tok::Ident("mod".into()) {
            continue;
        }
        let (Some((_, Tok::Ident(name))), Some((_, Tok::Punct('{')))) =
            (toks.get(k + 1), toks.get(k + 2))
        else {
            continue;
        };
        let mut depth = 0;
        let mut end = toks.len();
        for (j, (_, t)) in toks.iter().enumerate().skip(k + 2) {
            match t {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        end = j;
                        break;
                    }
                }
                _ => {}
            }
        }
        // `#[cfg(test)]` right before (`pub` allowed between).
        let mut a = k;
        if a > 0 && matches!(&toks[a - 1].1, Tok::Ident(w) if w == "pub") {
            a -= 1;
        }
        let attr: Vec<&Tok> = toks[a.saturating_sub(7)..a].iter().map(|t| &t.1).collect();
        let test_attr = [
            Tok::Punct('#'),
            Tok::Punct('['),
            Tok::Ident("cfg".into()),
            Tok::Punct('('),
            Tok::Ident("test".into()),
            Tok::Punct(')'),
            Tok::Punct(']'),
        ];
        if attr.iter().copied().eq(test_attr.iter()) {
            tests.push((k, end));
        } else {
            mods.push((k, end, name.clone()));
        }
    }
    (mods, tests)
}

/// The byte ranges of a file's `#[cfg(test)]` modules.
pub fn test_ranges(toks: &[(usize, Tok)], len: usize) -> Vec<(usize, usize)> {
    inline_modules(toks)
        .1
        .into_iter()
        .map(|(a, b)| (toks[a].0, toks.get(b).map_or(len, |t| t.0)))
        .collect()
}
