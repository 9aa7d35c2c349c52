//! Reading a file at size `n` and `2n`: reading should be linear, so the ratio of the two
//! medians should be near 2 (it was near 4 when each element was found from the list's start).
//!
//! - `read-phase/N`: a phase script of `N` effects (`testkit::phase::script`) read and checked
//!   as `layerlab phase` reads it (the ids, their places, the targets of `Remove`), not run.
//! - `read-scenario/N`: a scenario of `N` Grizzly Bears entering, each with an expectation,
//!   read and played (no solve: entering a permanent solves nothing).
//!
//! Before criterion's timings, each pair's median of a few runs, their ratio and the peak heap
//! of a run (counted by the app's allocator wrapped in `benches/common`) are printed.
//! `cargo bench --bench reading` runs them all.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::{phase_file, scenario};
use layerlab::i18n::Lang;
use layerlab::testkit::phase::script;

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

const PHASE_SIZES: [usize; 2] = [4_000, 8_000];
const SCENARIO_SIZES: [usize; 2] = [2_000, 4_000];

/// `n` Grizzly Bears entering, each with an expectation of its power and toughness.
fn bears(n: usize) -> String {
    let mut text = String::from("Scenario(\n    format_version: 1,\n    actions: [\n");
    for k in 0..n {
        let _ = writeln!(
            text,
            "        Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),"
        );
    }
    text.push_str("    ],\n    expect: [\n");
    for k in 0..n {
        let _ = writeln!(text, "        (id: \"b{k}\", power: 2, toughness: 2),");
    }
    text.push_str("    ],\n)\n");
    text
}

fn read_phase(text: &str) -> usize {
    match phase_file::parse(Path::new("bench.ron"), text, Lang::En) {
        Ok(s) => std::mem::size_of_val(&s),
        Err(e) => panic!("the bench script reads: {}", e.render(Lang::En)),
    }
}

fn read_scenario(text: &str, cat: &Catalogue) -> usize {
    match scenario::load_str(Path::new("bench.ron"), text, cat) {
        Ok(l) => l.game.objects.len(),
        Err(e) => panic!("the bench scenario reads: {}", e.render(Lang::En)),
    }
}

/// The median of `runs` timings of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut() -> usize) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Prints the medians at `n` and `2n`, their ratio, and the peak heap of a run at each.
fn ratio(name: &str, sizes: [usize; 2], mut f: impl FnMut(usize) -> usize) {
    let [a, b] = sizes.map(|n| median_ms(9, || f(n)));
    let [pa, pb] = sizes.map(|n| common::peak_bytes(|| f(n)) as f64 / (1024.0 * 1024.0));
    eprintln!(
        "{name}: {} {a:.2} ms ({pa:.1} MiB heap), {} {b:.2} ms ({pb:.1} MiB heap), ratio {:.2}",
        sizes[0],
        sizes[1],
        b / a
    );
}

fn reading(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let scripts: Vec<(usize, String)> = PHASE_SIZES.iter().map(|&n| (n, script(n))).collect();
    let scenarios: Vec<(usize, String)> = SCENARIO_SIZES.iter().map(|&n| (n, bears(n))).collect();
    ratio("read-phase", PHASE_SIZES, |n| {
        read_phase(&scripts.iter().find(|s| s.0 == n).expect("made").1)
    });
    ratio("read-scenario", SCENARIO_SIZES, |n| {
        read_scenario(&scenarios.iter().find(|s| s.0 == n).expect("made").1, &cat)
    });
    let mut g = c.benchmark_group("read-phase");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for (n, text) in &scripts {
        g.bench_with_input(BenchmarkId::from_parameter(n), text, |b, t| {
            b.iter(|| read_phase(black_box(t)))
        });
    }
    g.finish();
    let mut g = c.benchmark_group("read-scenario");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for (n, text) in &scenarios {
        g.bench_with_input(BenchmarkId::from_parameter(n), text, |b, t| {
            b.iter(|| read_scenario(black_box(t), &cat))
        });
    }
    g.finish();
}

criterion_group!(benches, reading);
criterion_main!(benches);
