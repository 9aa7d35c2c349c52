//! The engine at scale, on boards of many copies of a few catalogue cards, each at four sizes
//! (cost should grow linearly in permanents and in effects):
//!
//! - `json/…`: what `layerlab solve FILE --format json` does, in-process: the scenario file
//!   read and played (each spell solves the board as it is cast, for its targets), the layers
//!   solved with the full trace (the solve that also checks the board, as the command makes
//!   it), the JSON report written (to a sink).
//!   - `growth-N`: one Grizzly Bears and N Giant Growths cast on it.
//!   - `moon-N`: N each of Blood Moon, Forest and Urborg, Tomb of Yawgmoth, in turn.
//!   - `anthem-C×E`: C Grizzly Bears and E Glorious Anthems, all of one player.
//!
//!   Those grow permanents and effects together; so that each can be seen alone, the same
//!   boards with one of them fixed: `moon-M×L` (M Blood Moons, L Urborgs and L Forests: the
//!   Moons' work grows with M at a fixed L, with L at a fixed M) and anthem boards of a fixed
//!   count of creatures or of Anthems.
//! - `text/anthem-C×E`: the same as `json/…` with the text report (`--format text`); the
//!   medians of both and their ratio are printed first.
//! - `solve/anthem-C×E`: the solve alone, with the full trace, of the board loaded once.
//! - `app/edit-anthem-C×E`: in the terminal app (120×40, `TestBackend`), with the board open in
//!   the layer sandbox in the middle of its trace, one editing key (end the turn: the action
//!   played, the layers left to solve on a worker thread, as for any board of more than
//!   `solving::BACKGROUND_OVER` objects) through `update` and a full frame drawn (the board
//!   before the edit, a spinner in the title): key to finished frame on the drawing path. Not
//!   timed: waiting for the worker, then an undo, which brings the board back before the next.
//! - `app/solved-anthem-C×E`: the same key, then the worker's solve (the layers with the full
//!   trace, and the check that the board can be solved) waited for, its board shown in place of
//!   the old one, and a frame: key to the edit's board on screen.
//!
//! - `json-writer/…`: the JSON report alone, of a board loaded and solved once, written into the
//!   command's buffered output (`Out`, 64 KiB) over a sink: `ours/…` the program's own
//!   serialiser (`cli::json`), `serde_json/…` serde_json's serialiser with a formatter that
//!   gives the same bytes (`scale/serde_pretty.rs`). The bytes are compared first; each board's
//!   peak heap of one report by each is printed.
//!
//! Each board's peak heap (bytes allocated at once, counted by a wrapper of the app's
//! allocator) during one run is printed before it is timed.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::cli::json;
use layerlab::cli::output::Out;
use layerlab::cli::solve_cmd::{to_json, write_json, write_text};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario::{self, Loaded};
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::{self, EditAction};
use layerlab::ui::{Action, App, Board, ThemeKind, update, view};
use layerlab::words::report::{Report, mismatches};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

mod common;
#[path = "scale/serde_pretty.rs"]
mod serde_pretty;

#[global_allocator]
static ALLOCATOR: common::Counting = common::Counting;

/// The peak heap while `f` runs, above what was in use before, in MiB.
fn peak_mib<T>(f: impl FnOnce() -> T) -> f64 {
    common::peak_bytes(f) as f64 / (1024.0 * 1024.0)
}

fn scenario(actions: &str) -> String {
    format!("Scenario(format_version: 1, actions: [\n{actions}])\n")
}

/// One Grizzly Bears, then `n` Giant Growths cast on it.
pub fn growth(n: usize) -> String {
    let mut a = String::from("Enter(id: \"bears\", card: \"Grizzly Bears\", controller: 0),\n");
    for k in 0..n {
        writeln!(
            a,
            "Cast(id: \"g{k}\", card: \"Giant Growth\", controller: 0, targets: [\"bears\"]),"
        )
        .unwrap();
    }
    scenario(&a)
}

/// `n` each of Blood Moon, Urborg and Forest, in turn.
pub fn moon(n: usize) -> String {
    moons_and_lands(n, n)
}

/// `moons` Blood Moons and `lands` each of Urborg and Forest, in turn while both last.
pub fn moons_and_lands(moons: usize, lands: usize) -> String {
    let mut a = String::new();
    for k in 0..moons.max(lands) {
        if k < moons {
            writeln!(
                a,
                "Enter(id: \"m{k}\", card: \"Blood Moon\", controller: 0),"
            )
            .unwrap();
        }
        if k < lands {
            writeln!(
                a,
                "Enter(id: \"u{k}\", card: \"Urborg, Tomb of Yawgmoth\", controller: 1),\n\
                 Enter(id: \"f{k}\", card: \"Forest\", controller: 1),"
            )
            .unwrap();
        }
    }
    scenario(&a)
}

/// `creatures` Grizzly Bears and `anthems` Glorious Anthems, all of player 0.
pub fn anthem(creatures: usize, anthems: usize) -> String {
    let mut a = String::new();
    for k in 0..creatures {
        writeln!(
            a,
            "Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),"
        )
        .unwrap();
    }
    for k in 0..anthems {
        writeln!(
            a,
            "Enter(id: \"a{k}\", card: \"Glorious Anthem\", controller: 0),"
        )
        .unwrap();
    }
    scenario(&a)
}

/// A benchmark group of `samples` samples, each board measured for `seconds` after a second of
/// warm-up.
fn group<'a>(
    c: &'a mut Criterion,
    name: &str,
    samples: usize,
    seconds: u64,
) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sample_size(samples)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(seconds));
    g
}

/// A new temporary folder for a group's board files (the command reads a file).
fn board_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("layerlab-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn load(text: &str, cat: &Catalogue) -> Loaded {
    scenario::load_str(Path::new("bench.ron"), text, cat)
        .unwrap_or_else(|e| panic!("the bench scenario loads: {e}"))
}

/// `solve FILE --format json`, in-process: the bytes it writes.
fn solve_json(path: &Path, cat: &Catalogue) -> usize {
    let (loaded, sol) = scenario::load_file_solved(path, cat, &SolveOptions::traced())
        .unwrap_or_else(|e| panic!("the bench scenario loads: {e}"));
    let unmet = mismatches(&loaded, &sol);
    let mut out = Out::new(Counted(0));
    write_json(&mut out, &loaded, &sol, &unmet).expect("a sink takes it all");
    out.flush().expect("a sink takes it all");
    out.raw().get_ref().0
}

/// `solve FILE --format text` (or `md`), in-process: the bytes it writes.
fn solve_text(path: &Path, cat: &Catalogue, md: bool) -> usize {
    let (loaded, sol) = scenario::load_file_solved(path, cat, &SolveOptions::traced())
        .unwrap_or_else(|e| panic!("the bench scenario loads: {e}"));
    let unmet = mismatches(&loaded, &sol);
    let mut out = Out::new(Counted(0));
    let report = Report {
        loaded: &loaded,
        sol: &sol,
        mismatches: &unmet,
        lang: Lang::En,
        numbering: Numbering::Current,
        md,
    };
    write_text(&mut out, &report).expect("a sink takes it all");
    out.flush().expect("a sink takes it all");
    out.raw().get_ref().0
}

/// A sink that counts what it is given.
struct Counted(usize);

impl std::io::Write for Counted {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0 += b.len();
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn json(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let boards: Vec<(String, String)> = [250, 500, 1000, 2000]
        .iter()
        .map(|&n| (format!("growth-{n}"), growth(n)))
        .chain(
            [100, 250, 500, 1000]
                .iter()
                .map(|&n| (format!("moon-{n}"), moon(n))),
        )
        .chain(
            [(200, 60), (500, 100), (1000, 200), (2000, 400)]
                .iter()
                .map(|&(p, e)| (format!("anthem-{p}x{e}"), anthem(p, e))),
        )
        // One of the two fixed: the moons or the lands, the creatures or the Anthems.
        .chain(
            [(100, 250), (100, 500), (100, 1000), (100, 2000)]
                .iter()
                .chain(&[(250, 100), (500, 100), (1000, 100), (2000, 100)])
                .map(|&(m, l)| (format!("moon-{m}x{l}"), moons_and_lands(m, l))),
        )
        .chain(
            [(250, 100), (500, 100), (1000, 100), (2000, 100)]
                .iter()
                .chain(&[(500, 50), (500, 100), (500, 200), (500, 400)])
                .map(|&(p, e)| (format!("anthem-{p}x{e}"), anthem(p, e))),
        )
        .collect();
    // A board listed twice (500×100 in both anthem series) is measured once.
    let mut seen = std::collections::HashSet::new();
    let boards: Vec<(String, String)> = boards
        .into_iter()
        .filter(|(name, _)| seen.insert(name.clone()))
        .collect();
    // The command reads a file: the boards are written to files first.
    let dir = board_dir("scale");
    let mut g = group(c, "json", 10, 3);
    for (name, text) in &boards {
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, text).expect("the board is written");
        // Measured once, and only when the benchmark runs (criterion calls this for those).
        let mut told = false;
        g.bench_with_input(BenchmarkId::from_parameter(name), &path, |b, path| {
            if !std::mem::replace(&mut told, true) {
                let mut bytes = 0;
                let peak = peak_mib(|| bytes = solve_json(path, &cat));
                eprintln!("json/{name}: peak heap {peak:.1} MiB, {bytes} bytes of JSON");
            }
            b.iter(|| solve_json(black_box(path), &cat))
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text report against the JSON one on the Anthem boards, in-process: the text report
/// should cost no more than the JSON one (it was five times as much). Each board's medians of a
/// few runs and their ratio are printed first.
fn text_vs_json(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let dir = board_dir("text");
    let mut g = group(c, "text", 10, 3);
    for (p, e) in [(500, 100), (1000, 200), (2000, 400)] {
        let name = format!("anthem-{p}x{e}");
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, anthem(p, e)).expect("the board is written");
        let median = |f: &dyn Fn() -> usize| {
            let mut t: Vec<f64> = (0..7)
                .map(|_| {
                    let start = Instant::now();
                    black_box(f());
                    start.elapsed().as_secs_f64() * 1e3
                })
                .collect();
            t.sort_by(f64::total_cmp);
            t[t.len() / 2]
        };
        let text = median(&|| solve_text(&path, &cat, false));
        let json = median(&|| solve_json(&path, &cat));
        eprintln!(
            "text/{name}: text {text:.1} ms, json {json:.1} ms, text/json {:.2}",
            text / json
        );
        g.bench_with_input(BenchmarkId::from_parameter(&name), &path, |b, path| {
            b.iter(|| solve_text(black_box(path), &cat, false))
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

fn solve_alone(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let mut g = group(c, "solve", 20, 3);
    for (p, e) in [(200, 60), (500, 100), (1000, 200), (2000, 400)] {
        let loaded = load(&anthem(p, e), &cat);
        let mut told = false;
        g.bench_with_input(
            BenchmarkId::from_parameter(format!("anthem-{p}x{e}")),
            &loaded.game,
            |b, game| {
                if !std::mem::replace(&mut told, true) {
                    let peak = peak_mib(|| solve(game, &SolveOptions::traced()));
                    eprintln!("solve/anthem-{p}x{e}: peak heap {peak:.1} MiB");
                }
                b.iter(|| solve(black_box(game), &SolveOptions::traced()))
            },
        );
    }
    g.finish();
}

/// The app with `text`'s board open in the layer sandbox, in the middle of its trace.
fn app_with(text: &str, cat: &Catalogue) -> App {
    let loaded = load(text, cat);
    let sol = solve(&loaded.game, &SolveOptions::traced());
    let mid = sol.trace.steps.len() / 2;
    let (course, problems) = Course::load(ContentSource::embedded());
    let mut app = App::new(course, problems.len(), Lang::En, ThemeKind::Dark);
    app.open_board("bench.ron", Board { loaded, sol }, mid);
    app
}

fn app_edit(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let mut g = group(c, "app", 10, 3);
    for (p, e) in [(200, 60), (500, 100), (1000, 200), (2000, 400)] {
        let mut app = app_with(&anthem(p, e), &cat);
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");
        for solved in [false, true] {
            let name = if solved { "solved" } else { "edit" };
            g.bench_function(format!("{name}-anthem-{p}x{e}"), |b| {
                b.iter_custom(|iters| {
                    let mut spent = Duration::ZERO;
                    for _ in 0..iters {
                        let start = Instant::now();
                        update(
                            &mut app,
                            black_box(Action::Layer(LayerAction::Edit(EditAction::EndTurn))),
                        );
                        if solved {
                            edit::wait_solved(&mut app.layer);
                        }
                        terminal
                            .draw(|f| view::render(&app, f))
                            .expect("a test terminal draws");
                        spent += start.elapsed();
                        edit::wait_solved(&mut app.layer);
                        update(&mut app, Action::Layer(LayerAction::Edit(EditAction::Undo)));
                    }
                    spent
                })
            });
        }
    }
    g.finish();
}

/// A JSON report, as `solve` writes it: into the command's buffered output, by `write`.
type Writer = fn(&mut std::io::BufWriter<Counted>, &dyn erased::Report) -> std::io::Result<()>;

/// The two serialisers take any `Serialize`; the report's type can't be named, so it is passed
/// as a trait object.
mod erased {
    pub trait Report {
        fn ours(&self, w: &mut std::io::BufWriter<super::Counted>) -> std::io::Result<()>;
        fn serde_json(&self, w: &mut std::io::BufWriter<super::Counted>) -> std::io::Result<()>;
    }

    impl<T: serde::Serialize> Report for T {
        fn ours(&self, w: &mut std::io::BufWriter<super::Counted>) -> std::io::Result<()> {
            super::json::write_pretty(w, self)
        }
        fn serde_json(&self, w: &mut std::io::BufWriter<super::Counted>) -> std::io::Result<()> {
            super::serde_pretty::write_pretty(w, self)
        }
    }
}

/// `report` written by `writer` into the command's output: the bytes written.
fn write_report(report: &dyn erased::Report, writer: Writer) -> usize {
    let mut out = Out::new(Counted(0));
    writer(out.raw(), report).expect("a sink takes it all");
    out.flush().expect("a sink takes it all");
    out.raw().get_ref().0
}

/// The program's JSON writer against serde_json's on the README's boards: the program keeps its
/// own only while this shows it clearly faster (the README's performance section has the
/// figures, and the same pair timed from outside).
fn json_writer(c: &mut Criterion) {
    let cat = Catalogue::embedded();
    let mut g = group(c, "json-writer", 15, 4);
    let boards = [
        ("moon-1000".to_string(), moon(1000)),
        ("anthem-200x60".to_string(), anthem(200, 60)),
        ("anthem-1000x200".to_string(), anthem(1000, 200)),
        ("anthem-2000x400".to_string(), anthem(2000, 400)),
    ];
    let dir = board_dir("json-writer");
    for (name, text) in &boards {
        // Loaded as the command loads it (a scenario that casts is played within a larger
        // budget of work than `load` gives).
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, text).expect("the board is written");
        let (loaded, sol) = scenario::load_file_solved(&path, &cat, &SolveOptions::traced())
            .unwrap_or_else(|e| panic!("the bench scenario loads: {e}"));
        let unmet = mismatches(&loaded, &sol);
        let report = to_json(&loaded, &sol, &unmet);
        let writers: [(&str, Writer); 2] = [
            ("ours", |w, r| r.ours(w)),
            ("serde_json", |w, r| r.serde_json(w)),
        ];
        // The same bytes, compared whole.
        let mut by_ours = Vec::new();
        json::write_pretty(&mut by_ours, &report).expect("written");
        let mut by_serde_json = Vec::new();
        serde_pretty::write_pretty(&mut by_serde_json, &report).expect("written");
        assert!(by_ours == by_serde_json, "{name}: the two writers differ");
        for (writer_name, writer) in writers {
            let peak = peak_mib(|| write_report(&report, writer));
            eprintln!(
                "json-writer/{writer_name}/{name}: peak heap {peak:.2} MiB, {} bytes",
                by_serde_json.len()
            );
            g.bench_function(format!("{writer_name}/{name}"), |b| {
                b.iter(|| write_report(black_box(&report), writer))
            });
        }
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(
    benches,
    solve_alone,
    json,
    text_vs_json,
    app_edit,
    json_writer
);
criterion_main!(benches);
