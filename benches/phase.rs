//! The phase procedure at four sizes, doubling: `n` mandatory effects of the active player,
//! who passes at [1] each round and resolves the first at [3] (so `n` rounds, each with all
//! the effects still pending eligible twice), run to the end with its one-line trace.
//!
//! - `phase/N`: the time of the run; linear in `n` when doubling `n` doubles it.
//! - `phase-json/N`: writing the `json` report (it lists every step's eligible effects, so its
//!   size grows like `n²`; 6,000 effects are past the report's cap and not measured).
//! - Before the timings, the peak of memory allocated during each run is printed, counted by
//!   the app's allocator wrapped in `benches/common`.
//!
//! `cargo bench --bench phase -- phase/` runs only the procedure.

use std::hint::black_box;
use std::io;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::cli::json;
use layerlab::phase::json::PhaseReport;
use layerlab::phase::script::{ScriptRun, run_procedure};
use layerlab::phase::{Decisions, EffectDef, Procedure};
use layerlab::testkit::phase::{mandatory, rules_for};
use layerlab::words::phase::check_report_size;

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

const SIZES: [usize; 4] = [750, 1500, 3000, 6000];

fn run(effects: &[EffectDef]) -> (ScriptRun, String) {
    let p = Procedure::new(effects.iter().cloned(), rules_for(effects.len())).expect("starts");
    let run = run_procedure(p, &Decisions::default()).expect("runs");
    let line = run.procedure.trace_line();
    (run, line)
}

fn memory() {
    for n in SIZES {
        let fx = mandatory(n);
        let mut seen = (0, 0, 0);
        let peak = common::peak_bytes(|| {
            let (r, line) = run(&fx);
            seen = (r.procedure.rounds().len(), line.len(), r.procedure.listed());
            (r, line)
        });
        eprintln!(
            "phase/{n}: peak {:.2} MB allocated ({} rounds, trace {} bytes, {} ids listed by the steps)",
            peak as f64 / 1e6,
            seen.0,
            seen.1,
            seen.2
        );
    }
}

fn procedure(c: &mut Criterion) {
    memory();
    let mut g = c.benchmark_group("phase");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for n in SIZES {
        let fx = mandatory(n);
        g.bench_with_input(BenchmarkId::from_parameter(n), &fx, |b, fx| {
            b.iter(|| run(black_box(fx)))
        });
    }
    g.finish();
}

fn reports(c: &mut Criterion) {
    let mut g = c.benchmark_group("phase-json");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for n in SIZES {
        let (r, line) = run(&mandatory(n));
        if check_report_size(&r.procedure).is_err() {
            continue;
        }
        g.bench_function(BenchmarkId::from_parameter(n), |b| {
            b.iter(|| {
                let report = PhaseReport {
                    procedure: &r.procedure,
                    trace: &line,
                    expect: None,
                    expect_met: None,
                };
                json::write_pretty(&mut io::sink(), &report).expect("written")
            })
        });
    }
    g.finish();
}

criterion_group!(benches, procedure, reports);
criterion_main!(benches);
