//! The slide deck of the largest boards the engine accepts, made as the app's `deck_html` and
//! `layerlab slides` make it (the board solved once, before the timing): every slide put into
//! words and the page written.
//!
//! - `deck/anthem-9800x200`: 9,800 Grizzly Bears and 200 Glorious Anthems, 10,000 objects
//!   (the most a board may hold): 200 steps, each changing 9,800 creatures.
//! - `deck/growth-3000`: one Grizzly Bears and 3,000 Giant Growths cast on it: 3,000 steps, of
//!   which a deck shows the first 200.
//! - `deck/phase-6000`: a phase procedure of 6,000 mandatory effects of the active player.
//!
//! Before the timings, each deck's size and the peak heap of making it (counted by the app's
//! allocator wrapped in `benches/common`) are printed. `cargo bench --bench slides` runs them.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use layerlab::content::course::{Course, load};
use layerlab::content::scenario::{self, Loaded};
use layerlab::i18n::Lang;
use layerlab::phase::script::run_procedure;
use layerlab::phase::{Decisions, Procedure};
use layerlab::rules::solve::Solution;
use layerlab::testkit::phase::{mandatory, rules_for};
use layerlab::words::deck::{DeckTheme, Source, deck_html};

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

fn anthem(creatures: usize, anthems: usize) -> String {
    let mut a = String::new();
    for k in 0..creatures {
        let _ = writeln!(
            a,
            "Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),"
        );
    }
    for k in 0..anthems {
        let _ = writeln!(
            a,
            "Enter(id: \"a{k}\", card: \"Glorious Anthem\", controller: 0),"
        );
    }
    format!("Scenario(format_version: 1, actions: [\n{a}])\n")
}

fn growth(n: usize) -> String {
    let mut a = String::from("Enter(id: \"bears\", card: \"Grizzly Bears\", controller: 0),\n");
    for k in 0..n {
        let _ = writeln!(
            a,
            "Cast(id: \"g{k}\", card: \"Giant Growth\", controller: 0, targets: [\"bears\"]),"
        );
    }
    format!("Scenario(format_version: 1, actions: [\n{a}])\n")
}

fn solved(text: String, course: &Course) -> (Loaded, Solution) {
    scenario::load_str_played(Path::new("bench.ron"), text, &course.catalogue)
        .and_then(|p| p.solve())
        .unwrap_or_else(|e| panic!("the bench board solves: {}", e.render(Lang::En)))
}

fn board_deck(course: &Course, loaded: &Loaded, sol: &Solution) -> String {
    let source = Source::Board {
        name: "bench.ron",
        in_course: false,
        loaded,
        sol,
    };
    deck_html(course, source, Lang::En, DeckTheme::Auto).expect("a deck")
}

fn phase_deck(course: &Course, p: &Procedure) -> String {
    let source = Source::Phase {
        name: "bench.ron",
        in_course: false,
        procedure: p,
    };
    deck_html(course, source, Lang::En, DeckTheme::Auto).expect("a deck")
}

/// Prints a deck's size, the time of one making and its peak heap.
fn report(name: &str, mut make: impl FnMut() -> String) {
    let start = Instant::now();
    let page = make();
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let peak = common::peak_bytes(&mut make) as f64 / (1024.0 * 1024.0);
    eprintln!(
        "deck/{name}: {} bytes ({:.1} MiB), one run {ms:.0} ms, peak heap {peak:.1} MiB",
        page.len(),
        page.len() as f64 / (1024.0 * 1024.0)
    );
}

fn slides(c: &mut Criterion) {
    let (course, _) = load(None).expect("the built-in course");
    let big = solved(anthem(9_800, 200), &course);
    let long = solved(growth(3_000), &course);
    let effects = mandatory(6_000);
    let p = Procedure::new(effects.iter().cloned(), rules_for(effects.len())).expect("starts");
    let phase = run_procedure(p, &Decisions::default())
        .expect("runs")
        .procedure;
    report("anthem-9800x200", || board_deck(&course, &big.0, &big.1));
    report("growth-3000", || board_deck(&course, &long.0, &long.1));
    report("phase-6000", || phase_deck(&course, &phase));

    let mut g = c.benchmark_group("deck");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(8));
    g.bench_function("anthem-9800x200", |b| {
        b.iter(|| black_box(board_deck(&course, &big.0, &big.1)))
    });
    g.bench_function("growth-3000", |b| {
        b.iter(|| black_box(board_deck(&course, &long.0, &long.1)))
    });
    g.bench_function("phase-6000", |b| {
        b.iter(|| black_box(phase_deck(&course, &phase)))
    });
    g.finish();
}

criterion_group!(benches, slides);
criterion_main!(benches);
