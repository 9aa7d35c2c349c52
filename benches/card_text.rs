//! Reading a card's printed text, at doubling sizes (cost should grow linearly with the text),
//! and reading the card catalogue.
//!
//! - `card_text/sentences-N`: a card whose `text` is N bytes of lines the reader reads (lords,
//!   anthems, keywords, mana abilities, a land type, words only), read as a catalogue file is
//!   read: the RON parsed, the type line and the text read into the card's data, the card
//!   checked. N = 512, 1,024, 2,048 and 4,096 (the cap on a card's text).
//! - `card_text/one-sentence-N`: the same with one sentence of N bytes on one line (creatures
//!   that have a long list of keywords and protections).
//! - `card_text/ron-only-N`: the same card with its words in `name_fr` instead and its
//!   abilities as data: what the file costs to parse without the reader, to tell the reader's
//!   share.
//! - `catalogue/embedded`: the built-in catalogue (both files) read from its text, what
//!   `Catalogue::embedded` does the first time a process calls it (`Catalogue::read_embedded`,
//!   uncached), and `catalogue/with-positions`,
//!   the same text read as a user's catalogue file is (with the positions an error would name).
//!
//! Before the criterion runs, each size is timed alone (the median of several runs) and the
//! time ratio of each doubling printed, with each size's peak heap (bytes allocated at once,
//! counted by a wrapper of the app's allocator).

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::content::catalogue::{self, Catalogue};

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

const SIZES: [usize; 4] = [512, 1024, 2048, 4096];

/// Lines the reader reads into data, in turn.
const LINES: &[&str] = &[
    "Other Elf creatures get +1/+1 and have forestwalk.",
    "Creatures you control get +1/+1.",
    "Flying, trample",
    "{T}: Add {G}.",
    "Each land is a Swamp in addition to its other land types.",
    "When this creature enters, draw a card.",
    "White creatures you control get +1/+1 for each Forest you control.",
    "Nonbasic lands are Mountains.",
];

/// What the long sentence grants, in turn: keywords and protections the engine models.
const GRANTS: &[&str] = &[
    "protection from red",
    "flying",
    "protection from artifacts",
    "trample",
    "protection from everything",
    "forestwalk",
    "protection from enchantments",
    "haste",
    "protection from white",
    "hexproof",
];

/// Whole lines of [`LINES`] up to `n` bytes, then words-only filler to exactly `n`.
fn sentences(n: usize) -> String {
    let mut s = String::new();
    for line in LINES.iter().cycle() {
        if s.len() + line.len() + 1 > n {
            break;
        }
        s.push_str(line);
        s.push('\n');
    }
    pad(s, n)
}

/// One sentence of `n` bytes: "Creatures you control have protection from red, flying, …, and
/// haste."
fn one_sentence(n: usize) -> String {
    let mut s = String::from("Creatures you control have ");
    let mut last = "";
    for g in GRANTS.iter().cycle() {
        // Room for this one, and for ", and " with the last one and the period.
        if s.len() + g.len() + 2 + ", and ".len() + last.len() + 1 > n {
            break;
        }
        if !last.is_empty() {
            s.push_str(last);
            s.push_str(", ");
        }
        last = g;
    }
    s.push_str("and ");
    s.push_str(last);
    s.push('.');
    pad(s, n)
}

/// `s` made `n` bytes long by a reminder text (left out by the reader, read as words) before
/// its end.
fn pad(mut s: String, n: usize) -> String {
    if s.len() + 3 <= n {
        let room = n - s.len() - 3;
        s.push_str(" (");
        s.push_str(&"x".repeat(room));
        s.push(')');
    }
    assert!(s.len() <= n);
    s
}

/// A one-card catalogue file whose card has `fields`.
fn catalogue_file(fields: &str) -> String {
    format!(
        "Catalogue(\n    format_version: 1,\n    cards: [(\n        name: \"Bench Lord\", \
         mana_cost: \"{{1}}{{G}}{{G}}\", power: 2, toughness: 2,\n        {fields}\n    )],\n)\n"
    )
}

fn with_text(text: &str) -> String {
    let text = text.replace('\n', "\\n");
    catalogue_file(&format!(
        "type_line: \"Creature — Elf\",\n        text: \"{text}\","
    ))
}

fn without_reader(text: &str) -> String {
    let text = text.replace('\n', " ");
    catalogue_file(&format!(
        "types: [Creature], subtypes: [\"Elf\"],\n        name_fr: \"{text}\",\n        \
         abilities: [Keyword(Flying)],"
    ))
}

fn read(file: &str) -> Catalogue {
    Catalogue::parse(Path::new("bench.ron"), file).expect("the benchmark's card is read")
}

/// The median time of `f`, over 15 samples of enough runs to last 20 ms each.
fn median(mut f: impl FnMut()) -> Duration {
    let start = Instant::now();
    f();
    let once = start.elapsed().max(Duration::from_nanos(100));
    let runs = (Duration::from_millis(20).as_nanos() / once.as_nanos()).clamp(1, 100_000) as u32;
    let mut samples: Vec<Duration> = (0..15)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..runs {
                f();
            }
            start.elapsed() / runs
        })
        .collect();
    samples.sort();
    samples[samples.len() / 2]
}

/// Times `make(n)` read at every size, and prints the medians, each doubling's ratio and each
/// size's peak heap.
fn growth(name: &str, make: impl Fn(usize) -> String) {
    let mut times = Vec::new();
    let mut peaks = Vec::new();
    for n in SIZES {
        let file = make(n);
        peaks.push(common::peak_bytes(|| read(&file)) as f64 / 1024.0);
        times.push(median(|| drop(black_box(read(black_box(&file))))).as_secs_f64() * 1e6);
    }
    let join = |v: &[f64], unit: &str| {
        v.iter()
            .map(|x| format!("{x:.1} {unit}"))
            .collect::<Vec<_>>()
            .join(" / ")
    };
    let ratios: Vec<String> = times
        .windows(2)
        .map(|w| format!("{:.2}×", w[1] / w[0]))
        .collect();
    eprintln!(
        "card_text/{name}-{{512,1024,2048,4096}}: {}; each doubling {}; peak heap {}",
        join(&times, "µs"),
        ratios.join(" / "),
        join(&peaks, "KiB")
    );
}

fn card_text(c: &mut Criterion) {
    for n in SIZES {
        // The same work at every size: every line read into data, the filler as words.
        let card = read(&with_text(&sentences(n)));
        assert!(card.cards()[0].abilities.len() >= n / 64, "{n}: lines read");
        let card = read(&with_text(&one_sentence(n)));
        assert!(card.cards()[0].abilities.len() == 1, "{n}: one ability");
    }
    growth("sentences", |n| with_text(&sentences(n)));
    growth("one-sentence", |n| with_text(&one_sentence(n)));
    growth("ron-only", |n| without_reader(&sentences(n)));
    let mut g = c.benchmark_group("card_text");
    g.sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    for n in SIZES {
        let files = [
            ("sentences", with_text(&sentences(n))),
            ("one-sentence", with_text(&one_sentence(n))),
            ("ron-only", without_reader(&sentences(n))),
        ];
        for (name, file) in &files {
            g.bench_with_input(BenchmarkId::new(*name, n), file, |b, f| {
                b.iter(|| read(black_box(f)))
            });
        }
    }
    g.finish();
}

fn catalogue_read(c: &mut Criterion) {
    let peak = common::peak_bytes(Catalogue::read_embedded) as f64 / (1024.0 * 1024.0);
    let with = common::peak_bytes(read_with_positions) as f64 / (1024.0 * 1024.0);
    eprintln!(
        "catalogue: {} cards, {} bytes; peak heap {peak:.2} MiB (embedded), {with:.2} MiB (with \
         positions)",
        Catalogue::embedded().cards().len(),
        catalogue::EMBEDDED.len() + catalogue::EMBEDDED_JUDGES.len()
    );
    let mut g = c.benchmark_group("catalogue");
    g.sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    g.bench_function("embedded", |b| b.iter(Catalogue::read_embedded));
    g.bench_function("with-positions", |b| b.iter(read_with_positions));
    // What a command that names a few cards pays: the files parsed, two cards read (one given by
    // its printed text).
    g.bench_function("lazy-two-cards", |b| {
        b.iter(|| {
            let c = Catalogue::read_embedded_lazily();
            let read = [c.find("Blood Moon"), c.find("Elesh Norn, Grand Cenobite")];
            assert!(read.iter().all(Option::is_some));
            c
        })
    });
    g.finish();
}

fn read_with_positions() -> Catalogue {
    Catalogue::parse_files(&[
        (catalogue::EMBEDDED_PATH.into(), catalogue::EMBEDDED),
        (
            catalogue::EMBEDDED_JUDGES_PATH.into(),
            catalogue::EMBEDDED_JUDGES,
        ),
    ])
    .expect("the embedded catalogue")
}

criterion_group!(benches, card_text, catalogue_read);
criterion_main!(benches);
