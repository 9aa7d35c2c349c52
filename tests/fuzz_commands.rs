//! Fuzzing what people type: drill answers in every form, `--plain` sessions (lines and raw
//! bytes), whole `drill` sessions (arguments, answers on stdin, a damaged progress file), and a
//! handful of runs of the real binary on mutated files. No input may panic, take more than 30 s
//! or hold more than 1 GiB; the binary never dies of a signal or a panic.
//!
//! Short pass: `cargo test --test fuzz_commands`. Long pass: see `tests/fuzz/mod.rs`.

mod common;
mod fuzz;

use std::hint::black_box;
use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

use common::binary::{Run, layerlab};
use fuzz::{Corpus, fuzz, put, scratch};
use layerlab::cli::LangArg;
use layerlab::cli::drill_cmd::{DrillArgs, ExamArg, run_with};
use layerlab::cli::output::Out;
use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::drill::answer::{parse_answer, show};
use layerlab::drill::srs::FixedClock;
use layerlab::drill::{Drills, Problem, Question};
use layerlab::i18n::Lang;
use layerlab::ui::plain::{self, Plain};
use proptest::prelude::*;
use proptest::sample::Index;

#[global_allocator]
static ALLOCATOR: fuzz::Counting = fuzz::Counting;

const NOW: u64 = 1_750_000_000;

// ---------------------------------------------------------------- answers

fn drills() -> &'static Drills {
    static D: OnceLock<Drills> = OnceLock::new();
    D.get_or_init(|| Drills::embedded().expect("templates"))
}

/// A problem of each form (power/toughness, pick, layer, order, phase steps), several seeds each.
fn problems() -> &'static Vec<Problem> {
    thread_local! {
        static P: &'static Vec<Problem> = Box::leak(Box::new(make_problems()));
    }
    P.with(|p| *p)
}

fn make_problems() -> Vec<Problem> {
    {
        let mut out: Vec<Problem> = Vec::new();
        for t in &drills().templates {
            for seed in 0..2 {
                if let Ok(p) = drills().problem(&t.id, seed) {
                    out.push(p);
                }
            }
        }
        let forms = |q: &Question| std::mem::discriminant(q);
        let kinds: std::collections::HashSet<_> = out.iter().map(|p| forms(&p.question)).collect();
        assert_eq!(kinds.len(), 5, "a problem of each form");
        out
    }
}

/// Words an answer is made of.
fn answer_words() -> Vec<String> {
    let mut v: Vec<String> = [
        "3/3",
        "+1/+1",
        "-1/-1",
        "0/0",
        "/",
        "-",
        "pass",
        "layer",
        "couche",
        "7c",
        "7d",
        "7e",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "7a",
        "7b",
        "1a",
        "1b",
        ",",
        ";",
        " ",
        "  ",
        "\t",
        ".",
        "et",
        "and",
        "then",
        "puis",
        ">",
        "->",
        "4294967295",
        "-2147483648",
        "2147483647",
        "99999999999999999999",
        "1e400",
        "NaN",
        "\u{0}",
        "\u{1b}[2J",
        "\u{202e}",
        "\u{a0}",
        "\u{202f}",
        "’",
        "é",
        "É",
        "ﬁ",
        "İ",
        "ß",
        "\r\n",
        "a",
        "b",
        "c",
        "A",
        "P",
        "none",
        "aucun",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for p in problems() {
        for o in p.options() {
            v.push(o.label(Lang::En));
            v.push(o.label(Lang::Fr));
        }
        v.push(p.expected_text(Lang::En));
        v.push(p.expected_text(Lang::Fr));
    }
    v.sort();
    v.dedup();
    v
}

fn typed() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 1..5)
}

#[test]
fn answers() {
    let words = answer_words();
    let text = |(soup, free, raw): &(Vec<Index>, String, bool)| -> String {
        if *raw {
            free.clone()
        } else {
            soup.iter()
                .map(|i| words[i.index(words.len())].as_str())
                .collect::<Vec<_>>()
                .join(if soup.len() % 2 == 0 { " " } else { "" })
        }
    };
    fuzz(
        "answers",
        (any::<Index>(), (typed(), any::<String>(), any::<bool>())),
        |(_, t)| text(t).into_bytes(),
        |(which, t)| {
            let p = &problems()[which.index(problems().len())];
            let input = text(t);
            match parse_answer(&input, &p.form()) {
                Ok(a) => {
                    for l in [Lang::En, Lang::Fr] {
                        black_box(show(&a, p.options(), l));
                    }
                }
                Err(e) => {
                    for l in [Lang::En, Lang::Fr] {
                        black_box(e.message(l));
                    }
                }
            }
            p.check(&input).is_ok()
        },
    );
}

// ---------------------------------------------------------------- --plain

fn course() -> &'static Course {
    thread_local! {
        static C: &'static Course = Box::leak(Box::new(Course::load(ContentSource::embedded()).0));
    }
    C.with(|c| *c)
}

fn plain_words() -> Vec<String> {
    [
        "help",
        "h",
        "?",
        "index",
        "i",
        "list",
        "lesson",
        "l",
        "n",
        "next",
        "p",
        "prev",
        "r",
        "read",
        "o",
        "open",
        "s",
        "step",
        "b",
        "back",
        "t",
        "trace",
        "w",
        "phase",
        "procedure",
        "lang",
        "langue",
        "fr",
        "en",
        "de",
        "q",
        "quit",
        "exit",
        "0",
        "1",
        "5",
        "16",
        "17",
        "18",
        "-1",
        "4294967295",
        "18446744073709551616",
        "99999999999999999999",
        " ",
        "\t",
        "\r",
        "\u{0}",
        "\u{1b}[2J",
        "\u{202e}",
        "é",
        "İ",
        "ﬀ",
        "Ｎ",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// A session: lines made of command words, or of any text.
fn session() -> impl Strategy<Value = Vec<(Vec<Index>, Option<String>)>> {
    prop::collection::vec(
        (
            prop::collection::vec(any::<Index>(), 1..4),
            prop::option::weighted(0.1, any::<String>()),
        ),
        0..40,
    )
}

#[test]
fn plain() {
    let words = plain_words();
    let lines = |s: &Vec<(Vec<Index>, Option<String>)>| -> Vec<String> {
        s.iter()
            .map(|(w, free)| match free {
                Some(f) => f.clone(),
                None => w
                    .iter()
                    .map(|i| words[i.index(words.len())].as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
            })
            .collect()
    };
    fuzz(
        "plain",
        (
            session(),
            any::<bool>(),
            prop::collection::vec(any::<u8>(), 0..64),
        ),
        |(s, _, raw)| {
            let mut b = lines(s).join("\n").into_bytes();
            b.extend_from_slice(raw);
            b
        },
        |(s, fr, raw)| {
            let lang = if *fr { Lang::Fr } else { Lang::En };
            // Line by line, as the session object takes them.
            let mut session = Plain::new(course(), lang);
            black_box(session.welcome());
            for line in lines(s) {
                match session.command(&line) {
                    Some(text) => drop(black_box(text)),
                    None => break,
                }
            }
            // The same lines and some raw bytes through standard input.
            let mut input = lines(s).join("\n").into_bytes();
            input.extend_from_slice(raw);
            let mut out = Out::new(Vec::new());
            plain::run(course(), lang, &input[..], &mut out).expect("memory");
            true
        },
    );
}

// ---------------------------------------------------------------- drill sessions

#[derive(Clone, Debug)]
struct Session {
    seed: u64,
    concept: Option<String>,
    fr: bool,
    count: usize,
    exam: Option<bool>,
    answers: Vec<Index>,
    progress: Option<fuzz::Input>,
}

fn drill_session() -> impl Strategy<Value = Session> {
    let concept = prop_oneof![
        6 => Just(None),
        3 => prop::sample::select(vec![
            "layer7", "locked-dynamic", "cda-setting", "dependency-type", "dependency-ability",
            "keeps-going", "copy-face-down", "control", "timestamps", "phase", "chain",
        ])
        .prop_map(|c| Some(c.to_string())),
        1 => any::<String>().prop_map(Some),
    ];
    let count = prop_oneof![
        8 => 0usize..5,
        1 => prop::sample::select(vec![1001usize, 100_000, usize::MAX]),
    ];
    (
        any::<u64>(),
        concept,
        any::<bool>(),
        count,
        prop::option::weighted(0.3, any::<bool>()),
        prop::collection::vec(any::<Index>(), 0..8),
        prop::option::weighted(0.5, fuzz::input()),
    )
        .prop_map(
            |(seed, concept, fr, count, exam, answers, progress)| Session {
                seed,
                concept,
                fr,
                count,
                exam,
                answers,
                progress,
            },
        )
}

#[test]
fn drill_command() {
    let words = answer_words();
    let corpus = fuzz::saved::drills_corpus();
    let dir = scratch("drill-command");
    let stdin = |s: &Session| -> String {
        s.answers
            .iter()
            .map(|i| words[i.index(words.len())].as_str())
            .collect::<Vec<_>>()
            .join("\n")
    };
    fuzz(
        "drill_command",
        drill_session(),
        |s| stdin(s).into_bytes(),
        |s| {
            let _ = std::fs::remove_dir_all(&dir);
            let progress = s.progress.as_ref().map(|p| {
                let path = dir.join("drills.json");
                put(&path, &p.bytes(&corpus));
                path
            });
            let args = DrillArgs {
                seed: Some(s.seed),
                concept: s.concept.clone(),
                lang: Some(if s.fr { LangArg::Fr } else { LangArg::En }),
                count: s.count,
                exam: s.exam.map(|l1| if l1 { ExamArg::L1 } else { ExamArg::L2 }),
                progress,
            };
            let input = stdin(s);
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = run_with(
                &args,
                &mut input.as_bytes(),
                &mut out,
                &mut err,
                &FixedClock(NOW),
            );
            assert!(code <= 3, "exit status {code}");
            code == 0
        },
    );
}

// ---------------------------------------------------------------- the binary itself

/// Runs the binary with `args` and `stdin`; it must end within 60 s with a status of its own
/// (0 to 3), never a panic (101) or a signal.
fn run_binary(args: &[&std::ffi::OsStr], stdin: &[u8]) {
    let ran = layerlab()
        .args(args)
        .run_within(stdin, Duration::from_secs(60));
    assert!(!ran.timed_out, "{args:?}: still running after 60 s");
    assert!(
        ran.code.is_some_and(|c| c <= 3),
        "{args:?}: {:?}\n{}",
        ran.code,
        ran.stderr
    );
}

#[test]
fn processes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = Corpus::of(
        &["examples/layers", "examples/phase", "lessons/drills"],
        |rel, _| rel.ends_with(".ron"),
    );
    let dir = scratch("processes");
    fuzz(
        "processes",
        (fuzz::input(), any::<u64>()),
        |(i, _)| i.bytes(&corpus),
        |(i, seed)| {
            let bytes = i.bytes(&corpus);
            let file = dir.join("input.ron");
            put(&file, &bytes);
            let f = file.as_os_str();
            let os = |s: &'static str| std::ffi::OsStr::new(s);
            run_binary(&[os("solve"), f, os("--format"), os("json")], b"");
            run_binary(&[os("solve"), f, os("--lang"), os("fr")], b"");
            run_binary(&[os("phase"), f, os("--format"), os("text")], b"");
            // The same bytes as a lesson of a content folder, and as its drill template.
            let content = dir.join("content");
            let _ = std::fs::remove_dir_all(&content);
            put(
                &content.join("lessons/course.ron"),
                b"Course(format_version: 1, lessons: [\"01-x.ron\"], glossary: \"glossary.ron\")",
            );
            put(
                &content.join("lessons/glossary.ron"),
                &std::fs::read(root.join("lessons/glossary.ron")).expect("glossary"),
            );
            put(&content.join("lessons/01-x.ron"), &bytes);
            put(&content.join("lessons/drills/x.ron"), &bytes);
            let c = content.as_os_str();
            run_binary(&[os("lesson"), os("1"), os("--content"), c], b"");
            run_binary(&[os("check"), os("--content"), c], b"");
            let seed = seed.to_string();
            run_binary(
                &[
                    os("drill"),
                    os("--seed"),
                    std::ffi::OsStr::new(&seed),
                    os("--count"),
                    os("2"),
                ],
                &bytes,
            );
            run_binary(&[os("--plain"), os("--content"), c], &bytes);
            true
        },
    );
}
