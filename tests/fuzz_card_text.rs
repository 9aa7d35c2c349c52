//! Fuzzing the reader of a card's printed text (`type_line` and `text`): arbitrary text (control
//! characters, a word held down, unbalanced parentheses and quotes, multi-byte characters, many
//! lines), token soup, and the catalogue's real Oracle lines and type lines cut, shuffled,
//! repeated and spliced, in English and in French. Each card goes in a scenario, read as
//! `layerlab solve` reads it (its front face or its back face), then played and solved with its
//! reports; and a few go to `layerlab card` itself. No input may panic, take more than 30 s or
//! hold more than 1 GiB; each ends read, or refused with a message at a place inside the string
//! it is about; a text over the cap is refused, never read.
//!
//! Short pass: `cargo test --test fuzz_card_text`. Long pass: see `tests/fuzz/mod.rs`.

mod common;
mod fuzz;

use std::hint::black_box;
use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

use common::binary::{Run, layerlab};
use fuzz::{fuzz, scratch};
use layerlab::cli::output::Out;
use layerlab::cli::solve_cmd;
use layerlab::content::catalogue::Catalogue;
use layerlab::content::file_error::FileError;
use layerlab::content::scenario::{self, Loaded};
use layerlab::i18n::Lang;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::report::{self, Report};
use proptest::prelude::*;
use proptest::sample::Index;

#[global_allocator]
static ALLOCATOR: fuzz::Counting = fuzz::Counting;

/// The longest card text read, in bytes: the cap the README documents (`MAX_TEXT` of the reader,
/// which is not public).
const MAX_TEXT: usize = 4096;

/// Printed French sentences: there is no French reader yet, so they are read as English is
/// (words only, or refused); once `text_fr` is read, the same inputs reach that reader.
const FRENCH: &[&str] = &[
    "Les autres créatures Elfe gagnent +1/+1 et ont la traversée des forêts.",
    "Chaque terrain est un Marais en plus de ses autres types de terrain.",
    "La créature enchantée perd toutes ses capacités et est une créature Grenouille bleue de \
     force et d'endurance de base 1/1.",
    "Les terrains non-base sont des Montagnes.",
    "Les créatures que vous contrôlez gagnent +1/+1.",
    "Enchanter : créature\nLa créature enchantée gagne +2/+2 et a le vol.",
    "Vol, piétinement",
    "{T} : Ajoutez {G}.",
    "Quand cette créature arrive sur le champ de bataille, piochez une carte.",
    "Une créature ciblée gagne +3/+3 jusqu'à la fin du tour.",
    "Toutes les créatures perdent toutes leurs capacités et ont une force et une endurance de \
     base de 1/1.",
    "Tant que vous contrôlez au moins deux enchantements, les créatures que vous contrôlez \
     gagnent +1/+1.",
    "La force et l'endurance de cette créature sont chacune égales au nombre de cartes dans \
     votre main.",
    "Les autres créatures Ondin gagnent +1/+1 et ont la traversée des îles. (Elles ne peuvent \
     pas être bloquées tant que le joueur défenseur contrôle une Île.)",
];

/// Pieces that break readers of words: punctuation the reader splits on, quotes of both kinds,
/// reminder parentheses, costs, dashes, numbers at their edges, characters whose lower case is
/// longer or shorter than they are, controls, and the reader's own sign for the card itself.
#[rustfmt::skip]
const SPECIAL: &[&str] = &[
    "(", ")", "((", "))", "\"", "“", "”", "'", ".", ". ", ",", ":", ";", "—", "–", " - ", "--",
    "{T}", "{", "}", "{X}", "{2}{G}", "+1/+1", "-1/-1", "−1/−1", "+0/+0", "X/X", "*/*", "1+*",
    "+2147483647/+0", "-2147483648/-2147483648", "99999999999999999999", "0", "\n", "\n\n", "\r\n",
    "\t", " ", "\u{0}", "\u{7}", "\u{1b}[2J", "\u{7f}", "\u{85}", "\u{9b}", "\u{a0}", "\u{200b}",
    "\u{202e}", "\u{2028}", "\u{feff}", "\u{fffd}", "é", "É", "İ", "ẞ", "ß", "Σ", "ﬁ", "ǅ", "🂡",
    "~", "this creature", "This", "it", "It's", "each", "for each", "other", "Other", "get",
    "gets", "have", "has", "is", "are", "becomes", "lose", "loses", "can't", "until end of turn",
    "As long as", "in addition to its other", "types", "Enchant", "Enchanted creature",
    "Equipped creature", "target creature", "Target", "When", "Whenever", "At", "enters", "with",
    "counters on it", "a copy of", "all", "creature types", "colors", "colorless", "still a land",
    "base power and toughness", "protection from", "ward",
];

/// Names the card is given: plain ones, a legendary one (its short name is read as the card), one
/// that is a subtype or a word of the templates, an empty one, odd characters.
const NAMES: &[&str] = &[
    "Card of Tests",
    "Avacyn, Angel of Tests",
    "Elf",
    "Creature",
    "creatures",
    "Forest",
    "This",
    "it",
    "a",
    "~",
    ",",
    ", Tests",
    "",
    " ",
    "(Tests)",
    "\"Tests\"",
    "Tëst\u{1b}[2J",
    "İstanbul",
    "Grizzly Bears",
    "Lord of Atlantis",
];

/// Separators of a word held down.
const SEPARATORS: &[&str] = &["", " ", "\n", ". ", ", ", "(", ")", "\"", " and "];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn catalogue() -> &'static Catalogue {
    static C: OnceLock<Catalogue> = OnceLock::new();
    C.get_or_init(Catalogue::embedded)
}

/// What the inputs are made of.
struct Pools {
    /// Every catalogue card's Oracle lines (the back face's too).
    oracle: Vec<Vec<String>>,
    /// Every catalogue card's type line, in English and in French.
    type_lines: Vec<(String, String)>,
    /// French sentences: the ones above and the catalogue's own French words of its abilities.
    french: Vec<String>,
    names: Vec<String>,
    /// Words of all of these, and the special pieces.
    dictionary: Vec<String>,
}

fn pools() -> &'static Pools {
    static P: OnceLock<Pools> = OnceLock::new();
    P.get_or_init(|| {
        use layerlab::words::abilities::type_line;
        let mut oracle = Vec::new();
        let mut type_lines = Vec::new();
        let mut names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
        for card in catalogue().cards() {
            let faces = std::iter::once(card).chain(card.back.as_deref());
            for c in faces {
                if !c.oracle.is_empty() {
                    oracle.push(c.oracle.clone());
                }
                let line = |l| type_line(&c.supertypes, &c.types, &c.subtypes, l);
                type_lines.push((line(Lang::En), line(Lang::Fr)));
                names.push(c.name.clone());
                names.push(c.name_fr.clone());
            }
        }
        let mut french: Vec<String> = FRENCH.iter().map(|s| s.to_string()).collect();
        let cards = std::fs::read_to_string(root().join("lessons/cards.ron")).expect("catalogue");
        for piece in cards.split("fr: \"").skip(1) {
            if let Some(end) = piece.find('"') {
                french.push(piece[..end].to_string());
            }
        }
        let mut words = std::collections::BTreeSet::new();
        for l in oracle.iter().flatten().chain(&french) {
            words.extend(l.split_whitespace().map(str::to_string));
        }
        let mut dictionary: Vec<String> = SPECIAL.iter().map(|s| s.to_string()).collect();
        dictionary.extend(words);
        Pools {
            oracle,
            type_lines,
            french,
            names,
            dictionary,
        }
    })
}

// ---------------------------------------------------------------- inputs

/// A change to a text: its words (split at spaces) swapped, repeated, deleted or added, a line
/// broken, or the text cut at a character boundary.
#[derive(Clone, Debug)]
enum Edit {
    Swap(Index, Index),
    Repeat { word: Index, to: Index, times: u8 },
    Delete(Index),
    Insert { at: Index, word: Index },
    Break(Index),
    Cut(Index),
    CutFront(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        2 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Edit::Swap(a, b)),
        2 => (any::<Index>(), any::<Index>(), 1u8..4)
            .prop_map(|(word, to, times)| Edit::Repeat { word, to, times }),
        2 => any::<Index>().prop_map(Edit::Delete),
        3 => (any::<Index>(), any::<Index>()).prop_map(|(at, word)| Edit::Insert { at, word }),
        1 => any::<Index>().prop_map(Edit::Break),
        2 => any::<Index>().prop_map(Edit::Cut),
        1 => any::<Index>().prop_map(Edit::CutFront),
    ]
}

/// The greatest character boundary of `s` at or before byte `i`.
fn boundary(s: &str, i: usize) -> usize {
    (0..=i.min(s.len()))
        .rev()
        .find(|&k| s.is_char_boundary(k))
        .unwrap_or(0)
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let dict = &pools().dictionary;
    let mut s = text.to_string();
    for e in edits {
        let mut w: Vec<String> = s.split(' ').map(str::to_string).collect();
        let n = w.len();
        match e {
            Edit::Swap(a, b) => w.swap(a.index(n), b.index(n)),
            Edit::Repeat { word, to, times } => {
                let copy = w[word.index(n)].clone();
                let at = to.index(n + 1);
                w.splice(at..at, std::iter::repeat_n(copy, usize::from(*times)));
            }
            Edit::Delete(a) => {
                w.remove(a.index(n));
            }
            Edit::Insert { at, word } => {
                w.insert(at.index(n + 1), dict[word.index(dict.len())].clone())
            }
            Edit::Break(a) => w[a.index(n)].push('\n'),
            Edit::Cut(at) => {
                let end = boundary(&s, at.index(s.len() + 1));
                s.truncate(end);
                continue;
            }
            Edit::CutFront(at) => {
                let start = boundary(&s, at.index(s.len() + 1));
                s.drain(..start);
                continue;
            }
        }
        s = w.join(" ");
    }
    s
}

/// A card's text.
#[derive(Clone, Debug)]
enum Words {
    /// Any characters, controls among them.
    Arbitrary(String),
    /// Words and pieces of the dictionary, one after another.
    Soup(Vec<(Index, bool)>),
    /// Real lines (Oracle lines of catalogue cards, or French sentences), changed.
    Real {
        fr: bool,
        lines: Vec<(Index, Index)>,
        edits: Vec<Edit>,
    },
    /// A word held down: up to past the cap.
    Repeated { word: Index, sep: Index, times: u16 },
}

fn words() -> impl Strategy<Value = Words> {
    let arbitrary = prop_oneof![
        any::<String>(),
        "[\\x00-\\x1f\\x7f-\\x9f ()\"“”.,:;{}—+/a-zA-Z0-9éİß~\u{2028}\u{202e}\n]{0,300}",
    ];
    let times = prop_oneof![1u16..40, 400u16..1200, 4000u16..4200];
    prop_oneof![
        2 => arbitrary.prop_map(Words::Arbitrary),
        2 => prop::collection::vec((any::<Index>(), any::<bool>()), 0..80).prop_map(Words::Soup),
        8 => (
            prop::bool::weighted(0.25),
            prop::collection::vec((any::<Index>(), any::<Index>()), 1..6),
            prop::collection::vec(edit(), 0..6),
        )
            .prop_map(|(fr, lines, edits)| Words::Real { fr, lines, edits }),
        1 => (any::<Index>(), any::<Index>(), times)
            .prop_map(|(word, sep, times)| Words::Repeated { word, sep, times }),
    ]
}

impl Words {
    fn text(&self) -> String {
        let p = pools();
        let pick = |i: &Index| p.dictionary[i.index(p.dictionary.len())].as_str();
        match self {
            Words::Arbitrary(s) => s.clone(),
            Words::Soup(tokens) => {
                let mut s = String::new();
                for (t, spaced) in tokens {
                    s.push_str(pick(t));
                    if *spaced {
                        s.push(' ');
                    }
                }
                s
            }
            Words::Real { fr, lines, edits } => {
                let chosen: Vec<&str> = lines
                    .iter()
                    .map(|(card, line)| {
                        if *fr {
                            p.french[card.index(p.french.len())].as_str()
                        } else {
                            let l = &p.oracle[card.index(p.oracle.len())];
                            l[line.index(l.len())].as_str()
                        }
                    })
                    .collect();
                apply(&chosen.join("\n"), edits)
            }
            Words::Repeated { word, sep, times } => {
                let sep = SEPARATORS[sep.index(SEPARATORS.len())];
                let mut s = String::new();
                for _ in 0..*times {
                    s.push_str(pick(word));
                    s.push_str(sep);
                }
                s
            }
        }
    }
}

/// A type line: a catalogue card's (English or French) changed, or words.
#[derive(Clone, Debug)]
enum TypeLine {
    Real {
        card: Index,
        fr: bool,
        edits: Vec<Edit>,
    },
    Other(Words),
}

fn type_line() -> impl Strategy<Value = TypeLine> {
    prop_oneof![
        6 => (any::<Index>(), prop::bool::weighted(0.2), prop::collection::vec(edit(), 0..3))
            .prop_map(|(card, fr, edits)| TypeLine::Real { card, fr, edits }),
        1 => words().prop_map(TypeLine::Other),
    ]
}

impl TypeLine {
    fn text(&self) -> String {
        match self {
            TypeLine::Real { card, fr, edits } => {
                let l = &pools().type_lines;
                let (en, fr_line) = &l[card.index(l.len())];
                apply(if *fr { fr_line } else { en }, edits)
            }
            TypeLine::Other(w) => w.text(),
        }
    }
}

/// A card face: its name, type line and text.
#[derive(Clone, Debug)]
struct Face {
    name: Result<Index, String>,
    type_line: TypeLine,
    text: Words,
}

fn face() -> impl Strategy<Value = Face> {
    let name = prop_oneof![
        6 => any::<Index>().prop_map(Ok),
        1 => "\\PC{0,24}".prop_map(Err),
    ];
    (name, type_line(), words()).prop_map(|(name, type_line, text)| Face {
        name,
        type_line,
        text,
    })
}

/// A face as strings: name, type line, text.
struct Given {
    name: String,
    type_line: String,
    text: String,
}

impl Face {
    fn given(&self) -> Given {
        let names = &pools().names;
        Given {
            name: match &self.name {
                Ok(i) => names[i.index(names.len())].clone(),
                Err(s) => s.clone(),
            },
            type_line: self.type_line.text(),
            text: self.text.text(),
        }
    }
}

// ---------------------------------------------------------------- the scenario

/// A string literal of the file: the line it is on, the field it gives, and for each character
/// column of that line from its opening quote to its closing one, the byte of the string's value
/// that column shows.
struct Literal {
    line: usize,
    field: &'static str,
    value: String,
    /// (column, byte of the value), the closing quote last (at the value's length).
    columns: Vec<(usize, usize)>,
}

/// A scenario with the card's faces (a front face, and maybe a back face), each field on a line
/// of its own: the card enters (or is cast, or attached), and transforms if it has a back face.
struct File {
    text: String,
    literals: Vec<Literal>,
}

/// A string literal: every ASCII control escaped (`\n`, `\t`, `\r`, `\u{…}`), other characters
/// as they are, so that each escape stands for one byte of the value.
fn literal(value: &str, first_col: usize, field: &'static str, line: usize) -> (String, Literal) {
    let mut out = String::from("\"");
    let mut columns = Vec::new();
    let mut col = first_col + 1;
    for (i, c) in value.char_indices() {
        let piece = match c {
            '\n' => "\\n".to_string(),
            '\t' => "\\t".to_string(),
            '\r' => "\\r".to_string(),
            '"' => "\\\"".to_string(),
            '\\' => "\\\\".to_string(),
            c if c.is_ascii_control() => format!("\\u{{{:x}}}", c as u32),
            c => c.to_string(),
        };
        for _ in piece.chars() {
            columns.push((col, i));
            col += 1;
        }
        out.push_str(&piece);
    }
    columns.push((col, value.len()));
    out.push('"');
    let lit = Literal {
        line,
        field,
        value: value.to_string(),
        columns,
    };
    (out, lit)
}

/// The French text goes to `text_fr` once the scenario reader takes that field; until then, to
/// `text`.
fn french_field() -> &'static str {
    static F: OnceLock<&'static str> = OnceLock::new();
    F.get_or_init(|| {
        let probe = "Scenario(format_version: 1, cards: [(name: \"Probe\", type_line: \"Creature\", \
                     power: 1, toughness: 1, text_fr: \"Vol\")], actions: [])";
        match scenario::load_str(Path::new("probe.ron"), probe, catalogue()) {
            Ok(_) => "text_fr",
            Err(_) => "text",
        }
    })
}

fn is_french(w: &Words) -> bool {
    matches!(w, Words::Real { fr: true, .. })
}

/// The lines of one face, from line `first` on.
fn face_lines(g: &Given, fr: bool, indent: &str, first: usize, file: &mut File) -> Vec<String> {
    let mut lines = Vec::new();
    let text_field = if fr { french_field() } else { "text" };
    let fields: [(&'static str, &str); 3] = [
        ("name", &g.name),
        ("type_line", &g.type_line),
        (text_field, &g.text),
    ];
    for (k, (field, value)) in fields.into_iter().enumerate() {
        let head = format!("{indent}{field}: ");
        let (lit, l) = literal(value, head.chars().count() + 1, field, first + k);
        file.literals.push(l);
        lines.push(format!("{head}{lit},"));
    }
    if g.type_line.to_lowercase().contains("creature") {
        lines.push(format!("{indent}power: 2, toughness: 2,"));
    }
    lines
}

#[derive(Clone, Debug)]
struct Case {
    front: Face,
    back: Option<Face>,
}

impl Case {
    fn file(&self) -> File {
        let mut file = File {
            text: String::new(),
            literals: Vec::new(),
        };
        let front = self.front.given();
        let mut lines = vec![
            "Scenario(".to_string(),
            "    format_version: 1,".to_string(),
            "    cards: [(".to_string(),
        ];
        let first = lines.len() + 1;
        lines.extend(face_lines(
            &front,
            is_french(&self.front.text),
            "        ",
            first,
            &mut file,
        ));
        if let Some(back) = &self.back {
            lines.push("        back: Some((".to_string());
            let first = lines.len() + 1;
            let b = back.given();
            lines.extend(face_lines(
                &b,
                is_french(&back.text),
                "            ",
                first,
                &mut file,
            ));
            lines.push("        )),".to_string());
        }
        lines.push("    )],".to_string());
        lines.push("    actions: [".to_string());
        lines.push("        Enter(id: \"bears\", card: \"Grizzly Bears\", controller: 0),".into());
        lines.push("        Enter(id: \"forest\", card: \"Forest\", controller: 1),".into());
        let (name, _) = literal(&front.name, 0, "name", 0);
        let kind = front.type_line.to_lowercase();
        lines.push(if kind.contains("instant") || kind.contains("sorcery") {
            format!("        Cast(card: {name}, controller: 0, targets: [\"bears\"]),")
        } else if kind.contains("aura") {
            format!(
                "        Enter(id: \"it\", card: {name}, controller: 0, attached_to: \"bears\"),"
            )
        } else {
            format!("        Enter(id: \"it\", card: {name}, controller: 1),")
        });
        if self.back.is_some() {
            lines.push("        Transform(target: \"it\"),".to_string());
        }
        lines.push("    ],".to_string());
        lines.push(")".to_string());
        file.text = lines.join("\n");
        file
    }
}

fn case() -> impl Strategy<Value = Case> {
    (face(), prop::option::weighted(0.15, face())).prop_map(|(front, back)| Case { front, back })
}

/// The text of the error's place, if it lies inside a string literal of the card: the literal
/// and the byte of its value there.
fn place<'f>(file: &'f File, e: &FileError) -> Option<(&'f Literal, usize)> {
    file.literals.iter().find_map(|l| {
        if l.line != e.line {
            return None;
        }
        l.columns
            .iter()
            .find(|(col, _)| *col == e.col)
            .map(|&(_, at)| (l, at))
    })
}

/// A refusal of the reader is at a place inside the string it is about: a sentence it cannot
/// read, where the sentence starts; a type line's word, where the word starts; a text over the
/// cap, at its start. Its message is worded in both languages.
fn check_refusal(file: &File, e: &FileError) {
    let id = e.problem.id;
    for lang in [Lang::En, Lang::Fr] {
        let m = e.message(lang);
        assert!(
            !m.is_empty() && !m.contains("card-text-") && !m.contains("reader-template-"),
            "{id}: unworded message {m:?}"
        );
        black_box(e.render(lang));
    }
    let lines = file.text.split('\n').count();
    assert!(e.line <= lines, "{id} at line {} of {lines}", e.line);
    if !id.starts_with("card-text-") {
        return;
    }
    let (lit, at) =
        place(file, e).unwrap_or_else(|| panic!("{id} at {}:{}: in no string", e.line, e.col));
    let v = &lit.value;
    let starts_a_word = at < v.len() && v[at..].chars().next().is_some_and(|c| !c.is_whitespace());
    match id {
        "card-text-not-understood" => {
            assert!(lit.field.starts_with("text"), "{id} in {}", lit.field);
            assert!(starts_a_word, "{id} at byte {at} of {v:?}");
        }
        "card-text-type-word" => {
            // The type line's words are separated by spaces alone.
            assert_eq!(lit.field, "type_line", "{id}");
            let word_start = at < v.len() && (at == 0 || v[..at].ends_with(' '));
            assert!(word_start, "{id} at byte {at} of {v:?}");
        }
        "card-text-too-long" => {
            assert!(lit.field.starts_with("text"), "{id} in {}", lit.field);
            assert!(
                v.len() > MAX_TEXT && at == 0,
                "{id}: {} bytes, at {at}",
                v.len()
            );
        }
        _ => {}
    }
}

/// What `layerlab solve` makes of the board: the solve with its trace and its three reports.
fn solve_reports(loaded: &Loaded) {
    let sol = solve(
        &loaded.game,
        &SolveOptions {
            numbering: Numbering::Current,
            record: true,
            misconception: None,
        },
    );
    let m = report::mismatches(loaded, &sol);
    let mut out = Out::new(Vec::new());
    for (lang, md) in [(Lang::En, false), (Lang::Fr, true)] {
        let r = Report {
            loaded,
            sol: &sol,
            mismatches: &m,
            lang,
            numbering: Numbering::Current,
            md,
        };
        out.line(&report::text(&r)).expect("memory");
    }
    let json = serde_json::to_string(&solve_cmd::to_json(loaded, &sol, &m));
    black_box(json.expect("JSON"));
}

#[test]
fn card_text() {
    let path = Path::new("card.ron");
    fuzz(
        "card_text",
        case(),
        |c| c.file().text.into_bytes(),
        |c| {
            let file = c.file();
            let over = file
                .literals
                .iter()
                .any(|l| l.field.starts_with("text") && l.value.len() > MAX_TEXT);
            match scenario::load_str(path, &file.text, catalogue()) {
                Ok(loaded) => {
                    assert!(!over, "a text over {MAX_TEXT} bytes was read");
                    solve_reports(&loaded);
                    true
                }
                Err(e) => {
                    check_refusal(&file, &e);
                    false
                }
            }
        },
    );
}

// ---------------------------------------------------------------- `layerlab card`

/// The byte of `text` at 1-based `line` and character column `col`, as `layerlab card` counts.
fn byte_at(text: &str, line: usize, col: usize) -> Option<usize> {
    let mut start = 0;
    for _ in 1..line {
        start += text[start..].find('\n')? + 1;
    }
    let rest = &text[start..];
    let end = rest.find('\n').unwrap_or(rest.len());
    match rest[..end].char_indices().nth(col - 1) {
        Some((i, _)) => Some(start + i),
        None => (col - 1 == rest[..end].chars().count()).then_some(start + end),
    }
}

#[test]
fn card_command() {
    let dir = scratch("card-command");
    fuzz(
        "card_command",
        (face(), any::<bool>(), any::<bool>()),
        |(f, _, _)| {
            let g = f.given();
            format!("{}\n{}\n{}", g.name, g.type_line, g.text).into_bytes()
        },
        |(f, stdin, fr)| {
            // An argument cannot hold a NUL byte; standard input can.
            let g = f.given();
            let arg = |s: &str| s.replace('\0', "\u{fffd}");
            let mut cmd = layerlab();
            cmd.arg("card")
                .arg(format!("--type-line={}", arg(&g.type_line)))
                .arg(format!("--name={}", arg(&g.name)))
                .arg(if *fr { "--lang=fr" } else { "--lang=en" });
            if g.type_line.to_lowercase().contains("creature") {
                cmd.arg("--pt=2/2");
            }
            let text = if *stdin { g.text.clone() } else { arg(&g.text) };
            let input = if *stdin {
                text.clone().into_bytes()
            } else {
                cmd.arg(format!("--text={text}"));
                Vec::new()
            };
            let _ = std::fs::write(dir.join("last.txt"), &input);
            let ran = cmd.run_within(&input, Duration::from_secs(60));
            assert!(!ran.timed_out, "still running after 60 s");
            let code = ran.code;
            assert!(matches!(code, Some(0 | 2)), "{code:?}\n{}", ran.stderr);
            if text.len() > MAX_TEXT {
                assert_eq!(code, Some(2), "a text over the cap was read");
            }
            if code == Some(2) {
                let err = ran.stderr.trim_end();
                let (field, source) = if let Some(r) = err.strip_prefix("--text:") {
                    (r, text.as_str())
                } else if let Some(r) = err.strip_prefix("--type-line:") {
                    (r, g.type_line.as_str())
                } else {
                    return false;
                };
                let mut parts = field.splitn(3, ':');
                let line: usize = parts.next().and_then(|n| n.parse().ok()).expect("a line");
                let col: usize = parts.next().and_then(|n| n.parse().ok()).expect("a column");
                let at = byte_at(source, line, col);
                assert!(at.is_some(), "{line}:{col} is outside {source:?}");
            }
            code == Some(0)
        },
    );
}

/// A text of exactly the cap is read; one byte more is refused with a message naming the cap,
/// in a file and by `layerlab card`, from its argument or its standard input.
#[test]
fn a_text_over_the_cap_is_refused() {
    let start = "Flying\nCreatures you control get +1/+1. (";
    let at_cap = format!("{start}{})", "x".repeat(MAX_TEXT - start.len() - 1));
    assert_eq!(at_cap.len(), MAX_TEXT);
    let over = format!("{at_cap}.");
    let scenario = |text: &str| {
        let (lit, _) = literal(text, 0, "text", 0);
        format!(
            "Scenario(format_version: 1, cards: [(name: \"Cap\", type_line: \"Creature\", power: \
             1, toughness: 1, text: {lit})], actions: [Enter(id: \"c\", card: \"Cap\", \
             controller: 0)])"
        )
    };
    let path = Path::new("cap.ron");
    assert!(scenario::load_str(path, &scenario(&at_cap), catalogue()).is_ok());
    let e = scenario::load_str(path, &scenario(&over), catalogue()).unwrap_err();
    assert_eq!(e.problem.id, "card-text-too-long");
    assert!(e.message(Lang::En).contains("4097"), "{e}");
    assert!(e.message(Lang::En).contains("4096"), "{e}");
    for stdin in [false, true] {
        let mut cmd = layerlab();
        cmd.args(["card", "--type-line=Creature", "--lang=en"]);
        if !stdin {
            cmd.arg(format!("--text={over}"));
        }
        let input = if stdin { over.as_bytes() } else { b"" };
        let ran = cmd.run_within(input, Duration::from_secs(60));
        assert_eq!(ran.code, Some(2), "{}", ran.stderr);
        assert!(ran.stderr.contains("at most 4096"), "{}", ran.stderr);
    }
}

/// The check of places finds what it checks: a refused sentence after a line break and a word of
/// several bytes is placed where it starts.
#[test]
fn a_refusal_is_placed_where_its_sentence_starts() {
    let g = Given {
        name: "Placed".into(),
        type_line: "Enchantment".into(),
        text: "Flying\nVolé. Creatures you control get +1/+1 during your turn.".into(),
    };
    let mut file = File {
        text: String::new(),
        literals: Vec::new(),
    };
    let mut lines: Vec<String> = vec!["Scenario(".into(), "    format_version: 1,".into()];
    lines.push("    cards: [(".into());
    lines.extend(face_lines(&g, false, "        ", 4, &mut file));
    lines.extend(["    )],".into(), "    actions: [],".into(), ")".into()]);
    file.text = lines.join("\n");
    let e = scenario::load_str(Path::new("placed.ron"), &file.text, catalogue()).unwrap_err();
    assert_eq!(e.problem.id, "card-text-not-understood", "{e}");
    let (lit, at) = place(&file, &e).expect("inside the text");
    assert_eq!(lit.value.get(at..at + 9), Some("Creatures"));
    check_refusal(&file, &e);
}
