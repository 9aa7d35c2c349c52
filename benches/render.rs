//! The TUI's hot paths with a 200-permanent board in the layer sandbox (120×40, `TestBackend`):
//!
//! - `render/sandbox-200`: drawing one full frame of the sandbox in the middle of the trace;
//! - `keypress/step-200`: a key press (next step: the state after that step is rebuilt from the
//!   trace) through `update` and a full frame;
//! - `keypress/edit-200`: an edit key press (end the turn): the action played, the layers
//!   solved again with the full trace, and a frame drawn (an undo, not timed, brings the board
//!   back before the next one);
//! - `keypress/undo-200`: the undo key (the board before the edit put back) and a frame.
//!
//! Target: a frame and a key press under 2 ms.

use std::fmt::Write;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::EditAction;
use layerlab::ui::{Action, App, Board, ThemeKind, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

// The app's allocator (src/main.rs): measured as the app runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A scenario of 200 permanents from the catalogue: creatures, lands, anthems and lords,
/// Blood Moon with Urborg, colour and ability changers, and a few resolved pump spells.
fn scenario_200() -> String {
    const CREATURES: [&str; 8] = [
        "Grizzly Bears",
        "Gray Ogre",
        "Craw Wurm",
        "Llanowar Elves",
        "Merfolk of the Pearl Trident",
        "Silvercoat Lion",
        "Wall of Wood",
        "Tarmogoyf",
    ];
    const LANDS: [&str; 7] = [
        "Plains",
        "Island",
        "Forest",
        "Canopy Vista",
        "Forbidding Watchtower",
        "Mutavault",
        "Reliquary Tower",
    ];
    const STATICS: [&str; 10] = [
        "Glorious Anthem",
        "Honor of the Pure",
        "Crusade",
        "Lord of Atlantis",
        "Levitation",
        "Blood Moon",
        "Urborg, Tomb of Yawgmoth",
        "Starfield of Nyx",
        "Chromatic Lantern",
        "Leyline of Sanctity",
    ];
    let mut actions = String::new();
    let mut n = 0;
    let mut enter = |actions: &mut String, card: &str, controller: usize| {
        n += 1;
        writeln!(
            actions,
            "Enter(id: \"o{n}\", card: \"{card}\", controller: {controller}),"
        )
        .unwrap();
    };
    for i in 0..110 {
        enter(&mut actions, CREATURES[i % CREATURES.len()], i % 2);
    }
    for i in 0..60 {
        enter(&mut actions, LANDS[i % LANDS.len()], i % 2);
    }
    for i in 0..30 {
        enter(&mut actions, STATICS[i % STATICS.len()], i % 2);
    }
    for i in 0..5 {
        writeln!(
            actions,
            "Cast(card: \"Giant Growth\", controller: 0, id: \"gg{i}\", targets: [\"o{}\"]),",
            1 + 2 * i
        )
        .unwrap();
    }
    format!("Scenario(format_version: 1, actions: [{actions}])")
}

fn app_with_board() -> App {
    let text = scenario_200();
    let catalogue = Catalogue::embedded();
    let loaded = scenario::load_str(Path::new("bench-200.ron"), &text, &catalogue)
        .unwrap_or_else(|e| panic!("the bench scenario loads: {e}"));
    let permanents = loaded
        .game
        .objects
        .iter()
        .filter(|o| o.zone == layerlab::rules::object::Zone::Battlefield)
        .count();
    assert_eq!(permanents, 200, "a 200-permanent board");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    let mid = sol.trace.steps.len() / 2;
    let (course, problems) = Course::load(ContentSource::embedded());
    let mut app = App::new(course, problems.len(), Lang::En, ThemeKind::Dark);
    app.open_board("bench-200.ron", Board { loaded, sol }, mid);
    app
}

fn benches(c: &mut Criterion) {
    let mut app = app_with_board();
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let mut g = c.benchmark_group("tui");
    g.sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    g.bench_function("render/sandbox-200", |b| {
        b.iter(|| {
            terminal.draw(|f| view::render(black_box(&app), f)).unwrap();
        })
    });
    g.bench_function("keypress/step-200", |b| {
        b.iter(|| {
            let sandbox = app.layer.sandbox.as_ref().expect("a board");
            let action = if sandbox.pos == sandbox.steps().len() {
                Action::Layer(LayerAction::StepStart)
            } else {
                Action::Layer(LayerAction::StepNext)
            };
            update(&mut app, black_box(action));
            terminal.draw(|f| view::render(&app, f)).unwrap();
        })
    });
    // Each edit key is timed on its own; the other one (not timed) brings the board back.
    for (name, timed, untimed) in [
        ("keypress/edit-200", EditAction::EndTurn, EditAction::Undo),
        ("keypress/undo-200", EditAction::Undo, EditAction::Redo),
    ] {
        if timed == EditAction::Undo {
            update(
                &mut app,
                Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
            );
        }
        g.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                for _ in 0..iters {
                    let start = Instant::now();
                    update(&mut app, black_box(Action::Layer(LayerAction::Edit(timed))));
                    terminal.draw(|f| view::render(&app, f)).unwrap();
                    spent += start.elapsed();
                    update(&mut app, Action::Layer(LayerAction::Edit(untimed)));
                }
                spent
            })
        });
    }
    g.finish();
}

criterion_group!(tui, benches);
criterion_main!(tui);
