//! The inputs: arbitrary bytes, arbitrary text, token soup, and structured mutations of a corpus
//! of real files (a span deleted or duplicated, a token inserted, a number made extreme, the file
//! cut short, two files spliced, a long run of one bracket).

use std::path::Path;

use proptest::prelude::*;
use proptest::sample::Index;

/// Tokens that break parsers: brackets, quotes, separators, comment openers, extreme and
/// malformed numbers, control and direction characters, the starts of RON and Fluent forms.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "\"",
    ",",
    ":",
    "//",
    "/*",
    "*/",
    "-",
    "4294967295",
    "-2147483648",
    "2147483647",
    "99999999999999999999",
    "-99999999999999999999",
    "1e400",
    "NaN",
    "inf",
    "-0",
    "0x",
    "1.5",
    "\u{0}",
    "\u{1}",
    "\u{7}",
    "\u{8}",
    "\t",
    "\r",
    "\n",
    "\r\n",
    "\u{1b}",
    "\u{1b}[2J",
    "\u{1b}]0;x\u{7}",
    "\u{7f}",
    "\u{9b}",
    "\u{85}",
    "\u{200b}",
    "\u{202e}",
    "\u{2028}",
    "\u{feff}",
    "\u{fffd}",
    "é",
    "🂡",
    "Some(",
    "None",
    "r#\"",
    "\"#",
    "b\"",
    "'",
    "\\",
    "\\u{0}",
    "\\u{110000}",
    "true",
    "false",
    "()",
    "[]",
    "{}",
    "#",
    "#!",
    "#![enable(implicit_some)]",
    "=",
    " ",
    "  ",
    "{ $n }",
    "{ $",
    "{ -term }",
    "{ -",
    "->",
    "*[other]",
    "[one]",
    ".attr = x",
    "\n    ",
    "\n-term = x\n",
    "\nid = x\n",
    "{ NUMBER($n) }",
    "{ \"\" }",
    "{{",
    "}}",
    "p0",
    "p1",
    "p2",
    "p-1",
    "p4294967295",
    "#99999999999999999999",
    "7c",
    "7e",
    "layer",
    "0/0",
    "-1/-1",
    "+1/+1",
];

/// Extreme numbers a number of a file is replaced by.
const EXTREMES: &[&str] = &[
    "0",
    "-1",
    "1",
    "64",
    "65",
    "101",
    "1001",
    "10001",
    "100001",
    "1000000",
    "1000001",
    "-1000001",
    "10000001",
    "2147483647",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999",
    "1e400",
    "-1e400",
    "NaN",
    "inf",
    "0.5",
    "-0",
];

/// Real files to mutate, and the dictionary of tokens to insert (the fixed ones, then the field
/// names, variant names and card names found in the corpus).
pub struct Corpus {
    pub files: Vec<(String, Vec<u8>)>,
    pub dictionary: Vec<Vec<u8>>,
}

impl Corpus {
    /// The files of `dirs` (relative to the repository) that `keep` (given the relative path and
    /// the text) keeps.
    pub fn of(dirs: &[&str], keep: impl Fn(&str, &str) -> bool) -> Corpus {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        for dir in dirs {
            let mut names: Vec<_> = std::fs::read_dir(root.join(dir))
                .unwrap_or_else(|e| panic!("{dir}: {e}"))
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect();
            names.sort();
            for p in names {
                let rel = p
                    .strip_prefix(root)
                    .unwrap_or(&p)
                    .to_string_lossy()
                    .replace('\\', "/");
                let text = std::fs::read_to_string(&p).expect("corpus file");
                if keep(&rel, &text) {
                    files.push((rel, text.into_bytes()));
                }
            }
        }
        assert!(!files.is_empty(), "empty corpus: {dirs:?}");
        Corpus::from_files(files)
    }

    /// A corpus of files given as text.
    pub fn from_files(files: Vec<(String, Vec<u8>)>) -> Corpus {
        let mut dictionary: Vec<Vec<u8>> = TOKENS.iter().map(|t| t.as_bytes().to_vec()).collect();
        let mut words = std::collections::BTreeSet::new();
        for (_, bytes) in &files {
            harvest(&String::from_utf8_lossy(bytes), &mut words);
        }
        harvest(
            &std::fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/cards.ron"),
            )
            .unwrap_or_default(),
            &mut words,
        );
        dictionary.extend(words.into_iter().map(String::into_bytes));
        Corpus { files, dictionary }
    }
}

/// Field names (`name:`), variant names (`Name(`), quoted strings of up to 40 characters (card
/// names, ids) and Fluent message ids (`id =` at a line start).
fn harvest(text: &str, out: &mut std::collections::BTreeSet<String>) {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                i += 1;
            }
            let word = &text[start..i];
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            if j < b.len() && (b[j] == b':' || b[j] == b'(') {
                out.insert(format!("{word}{}", b[j] as char));
            } else if j < b.len() && b[j] == b'=' && (start == 0 || b[start - 1] == b'\n') {
                out.insert(format!("{{ {word} }}"));
            }
        } else if b[i] == b'"' {
            let start = i + 1;
            let end = text[start..].find('"').map(|e| start + e);
            match end {
                Some(e) if e - start <= 40 && !text[start..e].contains('\n') => {
                    out.insert(format!("\"{}\"", &text[start..e]));
                    i = e + 1;
                }
                _ => i += 1,
            }
        } else {
            i += 1;
        }
    }
}

/// One change to a file.
#[derive(Clone, Debug)]
pub enum Mutation {
    Delete {
        at: Index,
        len: u16,
    },
    Duplicate {
        at: Index,
        len: u16,
        to: Index,
    },
    Insert {
        at: Index,
        token: Index,
    },
    Number {
        nth: Index,
        extreme: Index,
    },
    Truncate {
        at: Index,
    },
    Splice {
        other: Index,
        at: Index,
        from: Index,
    },
    Brackets {
        at: Index,
        open: bool,
        kind: Index,
        count: u32,
    },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let len = prop_oneof![4 => 1u16..16, 1 => 16u16..2048];
    prop_oneof![
        3 => (any::<Index>(), len.clone()).prop_map(|(at, len)| Mutation::Delete { at, len }),
        2 => (any::<Index>(), len, any::<Index>())
            .prop_map(|(at, len, to)| Mutation::Duplicate { at, len, to }),
        6 => (any::<Index>(), any::<Index>()).prop_map(|(at, token)| Mutation::Insert { at, token }),
        4 => (any::<Index>(), any::<Index>())
            .prop_map(|(nth, extreme)| Mutation::Number { nth, extreme }),
        1 => any::<Index>().prop_map(|at| Mutation::Truncate { at }),
        1 => (any::<Index>(), any::<Index>(), any::<Index>())
            .prop_map(|(other, at, from)| Mutation::Splice { other, at, from }),
        1 => (
            any::<Index>(),
            any::<bool>(),
            any::<Index>(),
            prop_oneof![Just(65u32), Just(300), Just(5_000), Just(200_000)]
        )
            .prop_map(|(at, open, kind, count)| Mutation::Brackets { at, open, kind, count }),
    ]
}

impl Mutation {
    fn apply(&self, text: &mut Vec<u8>, corpus: &Corpus) {
        let n = text.len();
        let pos = |i: &Index| if n == 0 { 0 } else { i.index(n + 1) };
        match self {
            Mutation::Delete { at, len } => {
                let a = pos(at);
                let b = (a + *len as usize).min(n);
                text.drain(a..b);
            }
            Mutation::Duplicate { at, len, to } => {
                let a = pos(at);
                let b = (a + *len as usize).min(n);
                let span = text[a..b].to_vec();
                let t = pos(to);
                text.splice(t..t, span);
            }
            Mutation::Insert { at, token } => {
                let t = &corpus.dictionary[token.index(corpus.dictionary.len())];
                let a = pos(at);
                text.splice(a..a, t.iter().copied());
            }
            Mutation::Number { nth, extreme } => {
                let numbers = number_spans(text);
                if !numbers.is_empty() {
                    let (a, b) = numbers[nth.index(numbers.len())];
                    let e = EXTREMES[extreme.index(EXTREMES.len())];
                    text.splice(a..b, e.bytes());
                }
            }
            Mutation::Truncate { at } => text.truncate(pos(at)),
            Mutation::Splice { other, at, from } => {
                let o = &corpus.files[other.index(corpus.files.len())].1;
                let f = if o.is_empty() { 0 } else { from.index(o.len()) };
                text.truncate(pos(at));
                text.extend_from_slice(&o[f..]);
            }
            Mutation::Brackets {
                at,
                open,
                kind,
                count,
            } => {
                let pairs = [(b'(', b')'), (b'[', b']'), (b'{', b'}')];
                let (o, c) = pairs[kind.index(pairs.len())];
                let byte = if *open { o } else { c };
                let a = pos(at);
                text.splice(a..a, std::iter::repeat_n(byte, *count as usize));
            }
        }
    }
}

/// The byte spans of the numbers of `text` (digits, with a sign before them).
fn number_spans(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_digit() && (i == 0 || !text[i - 1].is_ascii_alphanumeric()) {
            let start = if i > 0 && (text[i - 1] == b'-' || text[i - 1] == b'+') {
                i - 1
            } else {
                i
            };
            while i < text.len() && text[i].is_ascii_digit() {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

/// An input: bytes of its own, or a real file changed.
#[derive(Clone, Debug)]
pub enum Input {
    Bytes(Vec<u8>),
    Text(String),
    /// Tokens of the dictionary, one after another.
    Soup(Vec<Index>),
    Mutated {
        file: Index,
        changes: Vec<Mutation>,
    },
}

impl Input {
    /// The input's bytes.
    pub fn bytes(&self, corpus: &Corpus) -> Vec<u8> {
        match self {
            Input::Bytes(b) => b.clone(),
            Input::Text(t) => t.clone().into_bytes(),
            Input::Soup(tokens) => tokens
                .iter()
                .flat_map(|t| corpus.dictionary[t.index(corpus.dictionary.len())].clone())
                .collect(),
            Input::Mutated { file, changes } => {
                let mut text = corpus.files[file.index(corpus.files.len())].1.clone();
                for c in changes {
                    c.apply(&mut text, corpus);
                }
                text
            }
        }
    }

    /// The corpus file it changes, if it is one (its relative path).
    pub fn file<'c>(&self, corpus: &'c Corpus) -> Option<&'c str> {
        match self {
            Input::Mutated { file, .. } => {
                Some(corpus.files[file.index(corpus.files.len())].0.as_str())
            }
            _ => None,
        }
    }
}

/// Inputs: mostly real files changed one to four times, some arbitrary bytes, text and token
/// soup.
pub fn input() -> impl Strategy<Value = Input> {
    prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..512).prop_map(Input::Bytes),
        1 => any::<String>().prop_map(Input::Text),
        2 => prop::collection::vec(any::<Index>(), 0..64).prop_map(Input::Soup),
        8 => (any::<Index>(), prop::collection::vec(mutation(), 1..5))
            .prop_map(|(file, changes)| Input::Mutated { file, changes }),
    ]
}
