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
//! Each board's peak heap (bytes allocated at once, counted by a wrapper of the app's
//! allocator) during one run is printed before it is timed.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use layerlab::cli::output::Out;
use layerlab::cli::solve_cmd::{write_json, write_text};
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
    let dir = std::env::temp_dir().join(format!("layerlab-scale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let mut g = c.benchmark_group("json");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
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
    let dir = std::env::temp_dir().join(format!("layerlab-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let mut g = c.benchmark_group("text");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
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
    let mut g = c.benchmark_group("solve");
    g.sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
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
    let mut g = c.benchmark_group("app");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
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

criterion_group!(benches, solve_alone, json, text_vs_json, app_edit);
criterion_main!(benches);
