//! A big board's edit is solved off the drawing path: the edit returns with the board shown as
//! it was and a spinner in the sandbox's title; the edit's board replaces it once solved (the
//! same board a solve on the spot gives); a newer edit supersedes the solve under way; undo
//! while solving drops the edits not yet shown; a board the engine refuses is refused as an
//! edit solved on the spot is. A big board opened (a file, a lesson page's) is solved off the
//! drawing path too, and a newer board opened supersedes it.

use crate::common;

use std::path::{Path, PathBuf};

use common::{TempDir, copy_dir, draw, fixture, fixture_app, message, temp_file, text};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::scenario::{self, ActionSpec, Loaded};
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::{LayerAction, LessonsAction};
use layerlab::ui::screens::layer::edit::{self, EditAction, Message, Overlay};
use layerlab::ui::screens::layer::solving::{self, Solved, Solving};
use layerlab::ui::{Action, App, Board, ThemeKind, update};

/// `creatures` Grizzly Bears and `anthems` Glorious Anthems, then `pumps` free-standing
/// effects giving the first bear +1,000,000/+0.
fn board_text(creatures: usize, anthems: usize, pumps: usize) -> String {
    let mut s = String::from("Scenario(format_version: 1, actions: [\n");
    for k in 0..creatures {
        s.push_str(&format!(
            "Enter(id: \"b{k}\", card: \"Grizzly Bears\", controller: 0),\n"
        ));
    }
    for k in 0..anthems {
        s.push_str(&format!(
            "Enter(id: \"a{k}\", card: \"Glorious Anthem\", controller: 0),\n"
        ));
    }
    for k in 0..pumps {
        s.push_str(&format!(
            "Effect(id: \"p{k}\", kind: Static, affects: Objects([\"b0\"]), \
             parts: [ModifyPT(1000000, 0)]),\n"
        ));
    }
    s.push_str("])\n");
    s
}

fn load(text: &str) -> Loaded {
    scenario::load_str(Path::new("big.ron"), text, &Catalogue::embedded()).expect("it loads")
}

/// The app with a board of more than [`solving::BACKGROUND_OVER`] objects open.
fn big_app() -> App {
    let loaded = load(&board_text(solving::BACKGROUND_OVER + 50, 12, 0));
    let sol = solve(&loaded.game, &SolveOptions::traced());
    let mut a = fixture_app(Lang::En);
    a.open_board("big.ron", Board { loaded, sol }, 5);
    a
}

fn shown(a: &App) -> &Board {
    &a.layer.sandbox.as_ref().expect("a board").board
}

#[test]
fn a_big_board_s_edit_is_solved_off_the_drawing_path() {
    let mut a = big_app();
    let before = shown(&a).clone();
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    // The edit returned with its board still being solved: the board shown is the one before.
    assert!(a.layer.solving.is_some(), "the solve is under way");
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
    assert_eq!(shown(&a).sol, before.sol);
    let screen = text(&draw(&a, 120, 40));
    assert!(screen.contains("computing…"), "{screen}");
    // The app's clock comes back for it.
    assert_eq!(a.tick(), Some(solving::SPIN));
    while !a.layer.solving.as_mut().is_some_and(|s| s.ready()) {
        std::thread::yield_now();
    }
    update(&mut a, Action::Tick);
    assert!(a.layer.solving.is_none());
    // The edit's board, as a solve on the spot gives it.
    let (loaded, sol) =
        scenario::append_solved(&before.loaded, ActionSpec::EndTurn, &Catalogue::embedded())
            .expect("the edit is played");
    assert_eq!(shown(&a).loaded.file, loaded.file);
    assert_eq!(shown(&a).loaded.game, loaded.game);
    assert_eq!(shown(&a).sol, sol);
    assert!(message(&a).contains("turn"), "{}", message(&a));
    let screen = text(&draw(&a, 120, 40));
    assert!(!screen.contains("computing…"), "{screen}");
    assert_eq!(a.tick(), None);
    // One edit, one step of undo.
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Undo)));
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
}

#[test]
fn a_newer_edit_supersedes_the_solve_under_way() {
    let mut a = big_app();
    let before = shown(&a).clone();
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    assert!(a.layer.solving.is_some());
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
    edit::wait_solved(&mut a.layer);
    // Both edits are on the board: the second was played on the first's.
    let actions = &shown(&a).loaded.file.actions;
    assert_eq!(actions.len(), before.loaded.file.actions.len() + 2);
    assert_eq!(
        actions[actions.len() - 2..],
        [ActionSpec::EndTurn, ActionSpec::EndTurn]
    );
    let sol = solve(&shown(&a).loaded.game, &SolveOptions::traced());
    assert_eq!(shown(&a).sol, sol);
    // The edits made while the board was solved are one step of undo.
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Undo)));
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
}

#[test]
fn undo_while_solving_drops_the_edit_not_yet_shown() {
    let mut a = big_app();
    let before = shown(&a).clone();
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    assert!(a.layer.solving.is_some());
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Undo)));
    assert!(a.layer.solving.is_none());
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
    assert_eq!(message(&a), "Edit undone.");
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Redo)));
    assert_eq!(message(&a), "Nothing to redo.");
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
    // Saving waits for the board: there is none while it is solved.
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Save)));
    assert!(a.layer.edit.overlay.is_none());
    assert!(
        message(&a).contains("still being computed"),
        "{}",
        message(&a)
    );
}

#[test]
fn a_board_solved_elsewhere_is_refused_as_one_solved_on_the_spot() {
    // 2,147 pumps of 1,000,000 fit a power; one more does not.
    let loaded = load(&board_text(solving::BACKGROUND_OVER + 1, 0, 2147));
    let more = ActionSpec::Effect {
        id: "over".into(),
        kind: scenario::EffectKindSpec::Static,
        controller: 0,
        source: None,
        affects: layerlab::rules::card::Affected::Objects(vec!["b0".into()]),
        parts: vec![layerlab::rules::card::Part::ModifyPT(1_000_000, 0)],
        duration: Default::default(),
    };
    let cat = Catalogue::embedded();
    let on_the_spot = scenario::append_solved(&loaded, more.clone(), &cat)
        .expect_err("the power leaves i32")
        .message(Lang::En);
    let played = scenario::append_played(&loaded, more, &cat).expect("played, not checked");
    let done = Message::ok("ui-edit-done", "");
    let s = Solving::start(played, done, Lang::En);
    match s.finish() {
        Solved::Refused(why) => assert_eq!(why, on_the_spot),
        Solved::Board(..) => panic!("the board was not refused"),
    }
}

/// A big board written to a file of its own (`creatures` bears and an anthem), with the guard of
/// its folder.
fn big_file(creatures: usize) -> (TempDir, PathBuf) {
    temp_file("background-solve", "big.ron", &board_text(creatures, 1, 0))
}

/// Opens `path` with the sandbox's path prompt.
fn open_file(a: &mut App, path: &Path) {
    update(a, Action::Layer(LayerAction::Edit(EditAction::Open)));
    common::edit::prompt_path(a, path);
    update(a, Action::Layer(LayerAction::Edit(EditAction::Confirm)));
}

/// Waits for the board being solved as the app's clock does: it looks, then shows it.
fn wait_for_board(a: &mut App) {
    assert_eq!(a.tick(), Some(solving::SPIN));
    while !a.layer.solving.as_mut().is_some_and(|s| s.ready()) {
        std::thread::yield_now();
    }
    update(a, Action::Tick);
    assert!(a.layer.solving.is_none());
}

/// What a solve on the spot gives for the board of `path`.
fn solved_on_the_spot(a: &App, path: &Path) -> Board {
    let (loaded, sol) =
        scenario::load_file_solved(path, &a.shared.course.catalogue, &SolveOptions::traced())
            .expect("the file loads");
    Board { loaded, sol }
}

#[test]
fn a_big_board_file_opens_off_the_drawing_path() {
    let (_dir, path) = big_file(solving::BACKGROUND_OVER + 50);
    let mut a = common::edit::sandbox();
    let before = shown(&a).clone();
    open_file(&mut a, &path);
    // The open returned with the prompt closed and the board still being solved: the board
    // shown is the one before, a spinner in the title.
    assert!(a.layer.edit.overlay.is_none());
    assert!(a.layer.solving.is_some(), "the solve is under way");
    assert_eq!(shown(&a).loaded.file, before.loaded.file);
    let screen = text(&draw(&a, 120, 40));
    assert!(screen.contains("computing…"), "{screen}");
    // Keys answer: an edit waits for the board being opened.
    update(
        &mut a,
        Action::Layer(LayerAction::Edit(EditAction::EndTurn)),
    );
    assert!(message(&a).contains("being opened"), "{}", message(&a));
    wait_for_board(&mut a);
    let spot = solved_on_the_spot(&a, &path);
    assert_eq!(shown(&a).loaded.file, spot.loaded.file);
    assert_eq!(shown(&a).loaded.game, spot.loaded.game);
    assert_eq!(shown(&a).sol, spot.sol);
    assert_eq!(message(&a), format!("Opened {}.", path.display()));
    assert!(!a.layer.edit.dirty);
    let screen = text(&draw(&a, 120, 40));
    assert!(!screen.contains("computing…"), "{screen}");
    // Saving goes back to the file it came from.
    update(&mut a, Action::Layer(LayerAction::Edit(EditAction::Save)));
    match &a.layer.edit.overlay {
        Some(Overlay::Prompt(p)) => assert_eq!(p.input.text(), path.display().to_string()),
        other => panic!("no prompt: {other:?}"),
    }
}

#[test]
fn a_newer_board_opened_supersedes_the_one_being_solved() {
    let (_first_dir, first) = big_file(solving::BACKGROUND_OVER + 50);
    let (_second_dir, second) = big_file(solving::BACKGROUND_OVER + 60);
    let mut a = common::edit::sandbox();
    open_file(&mut a, &first);
    assert!(a.layer.solving.is_some());
    open_file(&mut a, &second);
    wait_for_board(&mut a);
    assert_eq!(shown(&a).sol, solved_on_the_spot(&a, &second).sol);
    // A small board opened while a big one is solved shows at once, and the solve is dropped.
    open_file(&mut a, &first);
    assert!(a.layer.solving.is_some());
    a.open_board("urborg-then-blood-moon.ron", common::urborg_board(), 0);
    assert!(a.layer.solving.is_none());
    assert_eq!(shown(&a).loaded.file, common::urborg_board().loaded.file);
}

#[test]
fn a_lesson_page_s_big_board_opens_off_the_drawing_path() {
    // The fixture course, its page's "try it" board replaced by a big one.
    let tmp = TempDir::new("background-solve");
    let dir = tmp.join("course");
    copy_dir(&fixture(), &dir);
    let scenarios = dir.join("lessons/scenarios");
    let big = board_text(solving::BACKGROUND_OVER + 50, 1, 0);
    std::fs::write(scenarios.join("big.ron"), &big).expect("the board");
    let lesson = dir.join("lessons/01-mini.ron");
    let text = std::fs::read_to_string(&lesson).expect("the lesson");
    let text = text.replace(
        r#"TryIt(scenario: "moon.ron""#,
        r#"TryIt(scenario: "big.ron""#,
    );
    std::fs::write(&lesson, text).expect("the lesson");
    // Read without the checks, which solve every board of the course and keep the solutions
    // (the page would then show that one at once).
    let (course, problems) = Course::unchecked(ContentSource::from_dir(&dir).expect("the course"));
    let mut a = App::new(course, problems.len(), Lang::En, ThemeKind::Dark);
    a.lessons.open(&mut a.shared, 0, 0);
    // The page does not wait for the board: it says it is computed as it opens.
    let screen = text_of(&a);
    assert!(screen.contains("large board"), "{screen}");
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert!(a.layer.solving.is_some(), "the solve is under way");
    assert!(a.layer.sandbox.is_none());
    let screen = text_of(&a);
    assert!(screen.contains("computing…"), "{screen}");
    wait_for_board(&mut a);
    let loaded = load(&big);
    assert_eq!(shown(&a).loaded.game, loaded.game);
    assert_eq!(shown(&a).sol, solve(&loaded.game, &SolveOptions::traced()));
}

fn text_of(a: &App) -> String {
    text(&draw(a, 160, 50))
}
