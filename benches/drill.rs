//! Drill generation: each template makes 200 problems from seeds 0..200 (every board solved by
//! the engine, counterfactuals re-solved by its non-triviality test, rejected boards included).
//! Target: under a second per template for the 200.
//!
//! `cargo bench --bench drill` (`-- --quick` for a short run).

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::drill::{self, Drills};

// The app's allocator (src/main.rs): measured as the app runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn two_hundred(c: &mut Criterion) {
    let drills = Drills::embedded().expect("the embedded templates load");
    let mut g = c.benchmark_group("drill-200");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for t in &drills.templates {
        g.bench_with_input(BenchmarkId::from_parameter(&t.id), t, |b, t| {
            b.iter(|| {
                for seed in 0..200u64 {
                    black_box(drill::generate(t, seed, &drills.catalogue).expect("generates"));
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, two_hundred);
criterion_main!(benches);
