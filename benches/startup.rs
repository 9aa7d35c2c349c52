//! Start-up of the terminal app, to its first frame, in-process: what `layerlab` does before it
//! touches the terminal (`launch::open_app`: the progress file read, from a folder of its own,
//! the language, the theme, the built-in course loaded, exam practice installed, the app built
//! on its start screen), then the first frame drawn on a `TestBackend` at 120×40 and at 80×24.
//! `open` is the first part alone. The progress file is one a reader leaves after a page of the
//! first lesson (the start screen offers to continue there).
//!
//! The peak heap of a start to the first frame (bytes allocated at once, counted by a wrapper
//! of the app's allocator) is printed before it is timed.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Parser;
use criterion::{Criterion, criterion_group, criterion_main};
use layerlab::cli::{Cli, TuiArgs};
use layerlab::launch::open_app;
use layerlab::ui::{Action, App, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

mod common;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

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
    update(&mut app, Action::StartChoose);
    assert!(file.is_file(), "the app saved its progress");
    dir
}

/// A start to the first frame, at `width` × `height`.
fn first_frame(args: &TuiArgs, width: u16, height: u16) -> App {
    let mut app = open_app(args).unwrap_or_else(|code| panic!("status {code}"));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    app.resize(width, height);
    terminal
        .draw(|f| view::render(&app, f))
        .expect("a test terminal draws");
    app
}

fn startup(c: &mut Criterion) {
    let dir = progress_folder();
    let args = args(&dir.join("progress.json"));
    let app = first_frame(&args, 120, 40);
    assert!(app.start().is_some(), "the app opens on its start screen");
    for (w, h) in [(120, 40), (80, 24)] {
        let peak = common::peak_mib(|| first_frame(&args, w, h));
        eprintln!("startup/first-frame-{w}x{h}: peak heap {peak:.2} MiB");
    }
    let mut g = c.benchmark_group("startup");
    g.sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    g.bench_function("open", |b| {
        b.iter_with_large_drop(|| open_app(black_box(&args)))
    });
    for (w, h) in [(120, 40), (80, 24)] {
        g.bench_function(format!("first-frame-{w}x{h}"), |b| {
            b.iter_with_large_drop(|| first_frame(black_box(&args), w, h))
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, startup);
criterion_main!(benches);
