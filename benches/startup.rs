//! Start-up of the terminal app, to its first frame: what `layerlab` does before it touches the
//! terminal (`launch::open_app`: the progress file read, from a folder of its own, the language,
//! the theme, the built-in course, exam practice installed, the app built on its start screen),
//! then the first frame drawn on a `TestBackend`, at 120×40 (`first-frame-120x40`) and at 80×24.
//! The progress file is one a reader leaves after opening the first lesson (the start screen
//! offers to continue there).
//!
//! Each start is a cold one, as a user's is: what a process parses once and keeps (the embedded
//! messages) would be parsed already by a second start in the same process. So each iteration
//! runs this benchmark's own binary again, which makes one start and reports the time it took
//! from `open_app` to the frame drawn (not the process's own start: see the README for the
//! whole process timed from outside), with the peak heap of that start (bytes allocated at
//! once, counted by a wrapper of the app's allocator), printed once for each size.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use clap::Parser;
use criterion::Criterion;
use layerlab::cli::{Cli, TuiArgs};
use layerlab::launch::open_app;
use layerlab::ui::action::StartAction;
use layerlab::ui::{Action, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

/// Set in a child run: `WIDTHxHEIGHT PROGRESS-FILE`, the one start it makes.
const ONE_START: &str = "LAYERLAB_BENCH_ONE_START";

/// The options of `layerlab --lang en --theme dark --progress FILE`.
fn args(progress: &Path) -> TuiArgs {
    let progress = progress.to_str().expect("a temp path in UTF-8");
    Cli::try_parse_from([
        "layerlab",
        "--lang",
        "en",
        "--theme",
        "dark",
        "--progress",
        progress,
    ])
    .expect("the app's options")
    .tui
}

/// A folder with the progress file of a reader who opened the first lesson at its first page.
fn progress_folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("layerlab-bench-startup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp folder");
    let file = dir.join("progress.json");
    let mut app = open_app(&args(&file)).unwrap_or_else(|code| panic!("status {code}"));
    // The start screen's first entry opens the first lesson, and the app saves where it is.
    update(&mut app, Action::Start(StartAction::Choose));
    assert!(file.is_file(), "the app saved its progress");
    dir
}

/// The child's one start: prints the nanoseconds it took and its peak heap in bytes.
fn one_start(spec: &str) {
    let (size, progress) = spec.split_once(' ').expect("size and progress file");
    let (w, h) = size.split_once('x').expect("WIDTHxHEIGHT");
    let (w, h): (u16, u16) = (w.parse().expect("a width"), h.parse().expect("a height"));
    let args = args(Path::new(progress));
    let mut took = Duration::ZERO;
    let peak = common::peak_bytes(|| {
        let start = Instant::now();
        let mut app = open_app(&args).unwrap_or_else(|code| panic!("status {code}"));
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
        app.resize(w, h);
        terminal
            .draw(|f| view::render(&app, f))
            .expect("a test terminal draws");
        took = start.elapsed();
        assert!(app.start().is_some(), "the app opens on its start screen");
        app
    });
    println!("{} {peak}", took.as_nanos());
}

/// One start in a fresh process: its time and peak heap in bytes.
fn start_in_child(size: &str, progress: &Path) -> (Duration, usize) {
    let out = Command::new(std::env::current_exe().expect("this benchmark's binary"))
        .env(ONE_START, format!("{size} {}", progress.display()))
        .output()
        .expect("the benchmark runs again");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut words = text
        .split_whitespace()
        .map(|w| w.parse::<u64>().expect("a number"));
    let (nanos, peak) = (words.next().expect("a time"), words.next().expect("a peak"));
    (Duration::from_nanos(nanos), peak as usize)
}

fn startup(c: &mut Criterion) {
    let dir = progress_folder();
    let progress = dir.join("progress.json");
    let mut g = c.benchmark_group("startup");
    g.sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for size in ["120x40", "80x24"] {
        let (_, peak) = start_in_child(size, &progress);
        let mib = peak as f64 / (1024.0 * 1024.0);
        eprintln!("startup/first-frame-{size}: peak heap {mib:.2} MiB");
        g.bench_function(format!("first-frame-{size}"), |b| {
            b.iter_custom(|iters| (0..iters).map(|_| start_in_child(size, &progress).0).sum())
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    if let Ok(spec) = std::env::var(ONE_START) {
        one_start(&spec);
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    startup(&mut c);
    c.final_summary();
}
