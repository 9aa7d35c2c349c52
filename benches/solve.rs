//! `solve` with the full trace on generated boards (see `layerlab::testkit`).
//!
//! - `solve/P×E`: the three reference boards, 50/20, 200/60 and 1,000/200 (permanents ×
//!   effects), a tenth of the effects in dependency pairs. Targets on one core: 200/60 under
//!   2 ms, 1,000/200 under 20 ms.
//! - `scale-permanents/P×100` and `scale-effects/1000×E`: doubling one side at a time, to show
//!   how cost grows (it should double with either, i.e. grow like effects × permanents).
//!
//! `cargo bench --bench solve -- solve/` runs only the reference boards.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::testkit::{BoardSpec, board_with_stats};

// The app's allocator (src/main.rs): measured as the app runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const SEED: u64 = 1;

fn bench_boards(c: &mut Criterion, group: &str, sizes: &[(usize, usize)], quick: bool) {
    let mut g = c.benchmark_group(group);
    g.sample_size(if quick { 10 } else { 20 })
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(if quick { 3 } else { 5 }));
    for &(permanents, effects) in sizes {
        let (game, stats) = board_with_stats(&BoardSpec::new(permanents, effects, SEED));
        let sol = solve(&game, &SolveOptions::traced());
        eprintln!(
            "{group}/{permanents}x{effects}: {} statics, {} registered, {} counters ({} paired); \
             {} trace steps, {} changes",
            stats.statics,
            stats.registered,
            stats.counters,
            stats.paired,
            sol.trace.steps.len(),
            sol.trace
                .steps
                .iter()
                .map(|s| s.changes.len())
                .sum::<usize>()
        );
        g.bench_with_input(
            BenchmarkId::from_parameter(format!("{permanents}x{effects}")),
            &game,
            |b, game| b.iter(|| solve(black_box(game), &SolveOptions::traced())),
        );
    }
    g.finish();
}

fn reference(c: &mut Criterion) {
    bench_boards(c, "solve", &[(50, 20), (200, 60), (1000, 200)], false);
}

fn scaling(c: &mut Criterion) {
    bench_boards(
        c,
        "scale-permanents",
        &[(250, 100), (500, 100), (1000, 100), (2000, 100)],
        true,
    );
    bench_boards(
        c,
        "scale-effects",
        &[(1000, 50), (1000, 100), (1000, 200), (1000, 400)],
        true,
    );
}

criterion_group!(benches, reference, scaling);
criterion_main!(benches);
