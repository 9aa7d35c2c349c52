//! The phase sandbox driven through `update()`: building a phase for A and P (forms, the effects
//! list, what a resolution creates or removes), undo and redo of edits, stepping one decision
//! at a time forwards and back with the words of `layerlab phase --format text`, the two
//! readings compared, the legend, saving and opening a scenario file, the link with the chain
//! builder, and the Fluent messages of `ui-phase.ftl`.

use std::path::Path;

use layerlab::content::phase_file;
use layerlab::i18n::Lang;
use layerlab::phase::scenario::{Decision, Player, Scenario};
use layerlab::phase::script;
use layerlab::ui::action::PhaseEdit;
use layerlab::ui::action::{ChainAction, LessonsAction, PhaseAction};
use layerlab::ui::app::Screen;
use layerlab::ui::keys::Ctx;
use layerlab::ui::screens::phase::PhaseLab;
use layerlab::ui::screens::phase::draft::RowKind;
use layerlab::ui::screens::phase::edit::Overlay;
use layerlab::ui::{Action, App, Pane, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::{TempDir, draw, fixture_app, text};

fn ed(a: &mut App, e: PhaseEdit) {
    update(a, Action::Phase(PhaseAction::Edit(e)));
}

fn typed(a: &mut App, s: &str) {
    for c in s.chars() {
        ed(a, PhaseEdit::Type(c));
    }
}

fn lab(a: &App) -> &PhaseLab {
    a.phase.as_ref().expect("a phase")
}

/// The screen, wide enough for the sandbox's lines not to wrap.
fn shown(a: &App) -> String {
    text(&draw(a, 400, 60))
}

/// The sandbox with no phase, its keys given.
fn sandbox(lang: Lang) -> App {
    let mut a = fixture_app(lang);
    a.set_focus(Pane::Phase);
    assert_eq!(a.screen(), &Screen::Phase);
    a
}

/// A new pending effect through the form: `player`, mandatory or not, the name proposed.
fn add(a: &mut App, player: Player, mandatory: bool) -> String {
    ed(
        a,
        if player == Player::A {
            PhaseEdit::AddA
        } else {
            PhaseEdit::AddP
        },
    );
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    if !mandatory {
        // Name, player, kind: the kind is the third field.
        ed(a, PhaseEdit::Next);
        ed(a, PhaseEdit::Next);
        ed(a, PhaseEdit::Right);
    }
    let name = match &lab(a).edit.overlay {
        Some(Overlay::Form(f)) => f.name.text().to_string(),
        o => panic!("a form, not {o:?}"),
    };
    ed(a, PhaseEdit::Confirm);
    assert!(lab(a).edit.overlay.is_none(), "{:?}", lab(a).edit.overlay);
    name
}

#[test]
fn an_empty_sandbox_says_what_to_do_and_its_footer_shows_the_keys() {
    for lang in Lang::ALL {
        let a = sandbox(lang);
        assert!(a.phase.is_none());
        let s = shown(&a);
        let (what, footer) = match lang {
            Lang::En => ("a adds a pending effect for A", "a add for A"),
            Lang::Fr => ("a ajoute un effet en attente pour A", "a ajouter pour A"),
        };
        assert!(s.contains(what), "{s}");
        assert!(s.lines().last().unwrap().contains(footer), "{s}");
    }
}

#[test]
fn building_a_phase_with_undo_and_redo() {
    let mut a = sandbox(Lang::En);
    assert_eq!(add(&mut a, Player::A, true), "Am1");
    // The name follows the kind while it is the one proposed.
    assert_eq!(add(&mut a, Player::P, false), "Po1");
    assert_eq!(lab(&a).draft.effects.len(), 2);
    assert!(lab(&a).edit.dirty);

    // A name the trace cannot hold is refused, in words, and the form stays.
    ed(&mut a, PhaseEdit::AddA);
    for _ in 0..3 {
        ed(&mut a, PhaseEdit::Backspace);
    }
    typed(&mut a, "pass");
    ed(&mut a, PhaseEdit::Confirm);
    assert!(matches!(lab(&a).edit.overlay, Some(Overlay::Form(_))));
    assert!(
        shown(&a).contains("\"pass\" cannot name an effect"),
        "{}",
        shown(&a)
    );
    ed(&mut a, PhaseEdit::Cancel);
    assert_eq!(lab(&a).draft.effects.len(), 2);

    // The list: what resolving Am1 creates (an effect for P) and removes (Po1).
    ed(&mut a, PhaseEdit::Effects);
    assert_eq!(a.contexts()[0], Ctx::PhaseEffects);
    ed(&mut a, PhaseEdit::Creates);
    assert!(matches!(lab(&a).edit.overlay, Some(Overlay::Form(_))));
    ed(&mut a, PhaseEdit::Confirm);
    ed(&mut a, PhaseEdit::Removes);
    // The targets: Am1, Po2 (created), Po1; the third.
    ed(&mut a, PhaseEdit::Right);
    ed(&mut a, PhaseEdit::Right);
    ed(&mut a, PhaseEdit::Confirm);
    let rows: Vec<RowKind> = lab(&a).draft.rows().into_iter().map(|r| r.kind).collect();
    assert_eq!(
        rows,
        vec![
            RowKind::Effect {
                id: "Am1".into(),
                player: Player::A,
                mandatory: true
            },
            RowKind::Effect {
                id: "Po2".into(),
                player: Player::P,
                mandatory: false
            },
            RowKind::Remove("Po1".into()),
            RowKind::Effect {
                id: "Po1".into(),
                player: Player::P,
                mandatory: false
            },
        ]
    );
    let s = shown(&a);
    assert!(s.contains("creates Po2 (P, optional)"), "{s}");
    assert!(s.contains("removes Po1"), "{s}");

    // Undo the removal, then the creation; redo one.
    ed(&mut a, PhaseEdit::Undo);
    assert_eq!(lab(&a).draft.rows().len(), 3);
    ed(&mut a, PhaseEdit::Undo);
    assert_eq!(lab(&a).draft.rows().len(), 2);
    ed(&mut a, PhaseEdit::Redo);
    assert_eq!(lab(&a).draft.rows().len(), 3);
    ed(&mut a, PhaseEdit::Redo);
    assert_eq!(lab(&a).draft.rows().len(), 4);
    ed(&mut a, PhaseEdit::Redo);
    assert!(shown(&a).contains("Nothing to redo."));

    // Deleting Po1 takes the removal that names it along.
    while lab(&a).draft.rows().len() == 4 {
        if let Some(Overlay::Effects { cursor }) = lab(&a).edit.overlay
            && cursor == 3
        {
            ed(&mut a, PhaseEdit::Delete);
            break;
        }
        ed(&mut a, PhaseEdit::Next);
    }
    assert_eq!(lab(&a).draft.rows().len(), 2);
    assert!(shown(&a).contains("Po1 deleted, and the removal that named it."));
    ed(&mut a, PhaseEdit::Undo);
    assert_eq!(lab(&a).draft.rows().len(), 4);

    // Renaming Po1 renames its removal.
    while !matches!(lab(&a).edit.overlay, Some(Overlay::Effects { cursor: 3 })) {
        ed(&mut a, PhaseEdit::Next);
    }
    ed(&mut a, PhaseEdit::Confirm);
    for _ in 0..3 {
        ed(&mut a, PhaseEdit::Backspace);
    }
    typed(&mut a, "dragon");
    ed(&mut a, PhaseEdit::Confirm);
    assert!(
        lab(&a)
            .draft
            .rows()
            .iter()
            .any(|r| r.kind == RowKind::Remove("dragon".into()))
    );
    ed(&mut a, PhaseEdit::Cancel);
    assert_eq!(a.contexts()[0], Ctx::Phase);
}

#[test]
fn stepping_forwards_and_back_says_whose_turn_and_why() {
    let mut a = sandbox(Lang::En);
    add(&mut a, Player::A, true); // Am1
    add(&mut a, Player::A, false); // Ao1
    add(&mut a, Player::P, false); // Po1
    let s = shown(&a);
    assert!(s.contains("Round 1, step [1]: A decides"), "{s}");
    assert!(
        s.contains(
            "[1] A, the active player, may resolve one of their pending effects (Am1, Ao1) or pass."
        ),
        "{s}"
    );
    // A passes ([1]), P passes ([2]); at [3] Am1 is the only mandatory effect: forced.
    let choices = lab(&a).procedure().unwrap().legal_choices();
    let pass = choices.iter().position(|d| *d == Decision::Pass).unwrap();
    for _ in 0..pass {
        update(&mut a, Action::Phase(PhaseAction::Next));
    }
    update(&mut a, Action::Phase(PhaseAction::Choose));
    assert!(shown(&a).contains("Round 1, step [2]: P decides · decision 1 of 1"));
    update(&mut a, Action::Phase(PhaseAction::Next)); // pass
    update(&mut a, Action::Phase(PhaseAction::Choose));
    let s = shown(&a);
    assert!(s.contains("What the last decision led to:"), "{s}");
    assert!(s.contains("P passes."), "{s}");
    assert!(
        s.contains("[3] A must resolve a mandatory effect; Am1 is the only one, so it resolves automatically."),
        "{s}"
    );
    assert!(
        s.contains(
            "An effect resolved, so the game closes then opens: a new round starts at [1] with A."
        ),
        "{s}"
    );
    assert!(
        s.contains("Round 2, step [1]: A decides · decision 2 of 2"),
        "{s}"
    );
    let at_two = lab(&a).procedure().unwrap().trace_line();

    // Back one decision, then forward again: the same line.
    update(&mut a, Action::Phase(PhaseAction::Undo));
    assert_eq!(lab(&a).made(), 1);
    assert!(shown(&a).contains("decision 1 of 2"), "{}", shown(&a));
    ed(&mut a, PhaseEdit::Forward);
    assert_eq!(lab(&a).procedure().unwrap().trace_line(), at_two);
    update(&mut a, Action::Phase(PhaseAction::Restart));
    assert_eq!(lab(&a).made(), 0);
    assert!(shown(&a).contains("before the first of 2 decisions"));
    ed(&mut a, PhaseEdit::ToEnd);
    assert_eq!(lab(&a).procedure().unwrap().trace_line(), at_two);

    // Both pass to the end: the phase ends and the optional effects lapse; it says it is the
    // last step.
    while !lab(&a).procedure().unwrap().is_over() {
        let choices = lab(&a).procedure().unwrap().legal_choices();
        let pass = choices.iter().position(|d| *d == Decision::Pass).unwrap();
        a.phase.as_mut().unwrap().play.cursor = pass;
        update(&mut a, Action::Phase(PhaseAction::Choose));
    }
    let s = shown(&a);
    assert!(
        s.contains("The phase is over: this is the last step (decision 4 of 4)."),
        "{s}"
    );
    assert!(
        s.contains("Nothing resolved in this round and neither player holds a mandatory effect, so the phase ends."),
        "{s}"
    );
    assert!(
        s.contains("Optional effects still pending lapse: Ao1, Po1."),
        "{s}"
    );
}

#[test]
fn the_two_readings_are_compared_and_switched_on_the_same_phase() {
    let mut a = sandbox(Lang::En);
    add(&mut a, Player::A, true); // Am1
    add(&mut a, Player::A, false); // Ao1
    let ends = &lab(&a).endings;
    assert_eq!(ends.len(), 2);
    assert!(!ends[0].lenient && ends[1].lenient);
    // Strict: Am1 forced at [3]. Lenient: at [3], A may take Ao1 in place of Am1; by default
    // the first mandatory one, so the same ending here.
    assert_eq!(ends[0].resolved, vec!["Am1"]);
    let s = shown(&a);
    assert!(s.contains("strict (in use): R1"), "{s}");
    assert!(s.contains("lenient: R1"), "{s}");
    ed(&mut a, PhaseEdit::Reading);
    assert!(lab(&a).draft.lenient);
    let s = shown(&a);
    assert!(s.contains("lenient (in use): R1"), "{s}");
    assert!(s.contains("Reading (lenient)"), "{s}");
    // Pass at [1] (A), then [3]: a decision in the lenient reading, Ao1 chosen instead.
    let choices = lab(&a).procedure().unwrap().legal_choices();
    a.phase.as_mut().unwrap().play.cursor =
        choices.iter().position(|d| *d == Decision::Pass).unwrap();
    update(&mut a, Action::Phase(PhaseAction::Choose));
    let p = lab(&a).procedure().unwrap();
    assert_eq!(p.step().number(), 3, "{}", p.trace_line());
    let choices = p.legal_choices();
    a.phase.as_mut().unwrap().play.cursor = choices
        .iter()
        .position(|d| *d == Decision::Resolve("Ao1".into()))
        .unwrap();
    update(&mut a, Action::Phase(PhaseAction::Choose));
    assert!(
        lab(&a)
            .procedure()
            .unwrap()
            .trace_line()
            .contains("[3]A Ao1*")
    );
    let ends = lab(&a).endings.clone();
    assert_ne!(ends[0].trace, ends[1].trace);
    // The same two decisions are legal in the strict reading, at other steps: Am1 is forced
    // at [3], then A resolves Ao1 at the next [1].
    assert_eq!(ends[0].diverged, None);
    assert!(
        ends[0].trace.contains("[3]A Am1! · R2 [1]A Ao1"),
        "{}",
        ends[0].trace
    );
    assert!(shown(&a).contains("The two readings differ on this phase"));
    // Switching back keeps the line (legal in both readings).
    ed(&mut a, PhaseEdit::Reading);
    assert!(!lab(&a).draft.lenient);
    assert_eq!(lab(&a).made(), 2);
    assert_eq!(
        lab(&a).procedure().unwrap().trace_line(),
        ends[0].trace.clone()
    );
    ed(&mut a, PhaseEdit::Undo);
    assert!(
        lab(&a).draft.lenient,
        "the reading is an edit: undo brings it back"
    );
}

#[test]
fn the_legend_is_one_key_away_and_in_the_help() {
    let mut a = sandbox(Lang::En);
    let n = a
        .action_for(&KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE))
        .expect("n is bound");
    update(&mut a, n);
    assert_eq!(a.contexts()[0], Ctx::PhaseLegend);
    let s = shown(&a);
    assert!(s.contains("How to read the trace"), "{s}");
    assert!(s.contains("forced") || s.contains("m1!"), "{s}");
    update(&mut a, n);
    assert_eq!(a.contexts()[0], Ctx::Phase);
    update(&mut a, Action::ToggleHelp);
    let s = text(&draw(&a, 160, 45));
    assert!(s.contains("How to read the trace"), "{s}");
    assert!(s.contains("passes by itself"), "{s}");
}

#[test]
fn the_chain_builder_and_the_phase_sandbox_reach_each_other() {
    let mut a = sandbox(Lang::En);
    add(&mut a, Player::A, true);
    let c = |code| KeyEvent::new(code, KeyModifiers::NONE);
    let to_chain = a.action_for(&c(KeyCode::Char('c'))).expect("c is bound");
    update(&mut a, to_chain);
    assert_eq!(a.screen(), &Screen::Chain);
    let back = a.action_for(&c(KeyCode::Char('c'))).expect("c is bound");
    assert_eq!(back, Action::Chain(ChainAction::ToPhase));
    update(&mut a, back);
    assert_eq!(a.screen(), &Screen::Phase);
    assert_eq!(lab(&a).draft.effects.len(), 1, "the phase is kept");
    // From a fresh app, the chain builder opens an empty phase sandbox.
    let mut b = fixture_app(Lang::En);
    b.set_focus(Pane::Phase);
    update(&mut b, Action::Phase(PhaseAction::OpenChain));
    update(&mut b, Action::Chain(ChainAction::ToPhase));
    assert_eq!(b.screen(), &Screen::Phase);
    assert!(lab(&b).is_empty());
}

#[test]
fn a_lessons_phase_can_be_edited_saved_and_opened_again() {
    let mut a = fixture_app(Lang::En);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.screen(), &Screen::Phase);
    assert_eq!(lab(&a).draft.effects.len(), 1, "the lesson's m1");
    assert!(!lab(&a).edit.dirty);
    add(&mut a, Player::P, false); // Po1
    // P resolves Po1 at [2]: A passes first.
    let choices = lab(&a).procedure().unwrap().legal_choices();
    a.phase.as_mut().unwrap().play.cursor =
        choices.iter().position(|d| *d == Decision::Pass).unwrap();
    update(&mut a, Action::Phase(PhaseAction::Choose));
    update(&mut a, Action::Phase(PhaseAction::Choose)); // P: resolve Po1 (the first choice)
    let line = lab(&a).line();
    assert_eq!(line, vec![Decision::Pass, Decision::Resolve("Po1".into())]);

    let dir = TempDir::new("phase-sandbox");
    let path = dir.join("saved.ron");
    let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
    let save = a.action_for(&ctrl('s')).expect("Ctrl-S is bound");
    update(&mut a, save);
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    // The prompt proposes the lesson's file name in the current folder: typed over.
    for _ in 0..40 {
        ed(&mut a, PhaseEdit::Backspace);
    }
    typed(&mut a, &path.display().to_string());
    ed(&mut a, PhaseEdit::Confirm);
    assert!(lab(&a).edit.overlay.is_none(), "{:?}", lab(&a).edit.overlay);
    assert!(!lab(&a).edit.dirty);
    assert!(shown(&a).contains("Saved as"));

    // `layerlab phase`'s reader and runner play the same line to the same end.
    let Scenario::Phase(s) = phase_file::load(&path, Lang::En).expect("it reads back") else {
        panic!("a phase scenario");
    };
    let run = script::run(&s).expect("it runs");
    assert!(run.unused.is_empty());
    // The saved line, then the decisions a player takes when none is given.
    assert_eq!(run.procedure.decisions()[..2], line[..]);
    let mine = lab(&a).endings.iter().find(|e| !e.lenient).unwrap().clone();
    assert_eq!(run.procedure.trace_line(), mine.trace);
    assert_eq!(s.expect.as_deref(), Some(mine.trace.as_str()));

    // Saving again over it asks first.
    update(&mut a, save);
    ed(&mut a, PhaseEdit::Confirm);
    assert!(shown(&a).contains("This file exists"), "{}", shown(&a));
    ed(&mut a, PhaseEdit::Confirm);
    assert!(lab(&a).edit.overlay.is_none());

    // Opened in a fresh sandbox: the same phase, its decisions waiting for →.
    let mut b = sandbox(Lang::En);
    let open = b.action_for(&ctrl('o')).expect("Ctrl-O is bound");
    update(&mut b, open);
    typed(&mut b, &path.display().to_string());
    ed(&mut b, PhaseEdit::Confirm);
    assert!(lab(&b).edit.overlay.is_none(), "{}", shown(&b));
    assert_eq!(lab(&b).draft, lab(&a).draft);
    assert_eq!(lab(&b).made(), 0);
    // The saved line, then the decisions `layerlab phase` takes past it.
    assert_eq!(lab(&b).line()[..2], line[..]);
    ed(&mut b, PhaseEdit::ToEnd);
    assert_eq!(lab(&b).procedure().unwrap().trace_line(), mine.trace);

    // A file that does not read says where and why, in the user's language.
    let bad = dir.join("bad.ron");
    std::fs::write(
        &bad,
        "PhaseScenario(format_version: 1, effects: [(id: \"x\", player: Q)])",
    )
    .unwrap();
    update(&mut b, open);
    typed(&mut b, &bad.display().to_string());
    ed(&mut b, PhaseEdit::Confirm);
    let s = shown(&b);
    assert!(s.contains("bad.ron:1:"), "{s}");
    assert!(matches!(lab(&b).edit.overlay, Some(Overlay::Prompt(_))));
}

#[test]
fn edits_not_saved_are_never_replaced_at_one_key() {
    let mut a = fixture_app(Lang::En);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    add(&mut a, Player::P, false);
    assert_eq!(lab(&a).draft.effects.len(), 2);
    // The procedure asked for again from the lesson: a warning, the edits kept.
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.status, Some(layerlab::ui::shared::Status::UnsavedPhase));
    assert_eq!(a.screen(), &Screen::Phase, "the phase with the edits shows");
    assert_eq!(lab(&a).draft.effects.len(), 2);
    assert!(shown(&a).contains("The phase sandbox has edits not saved"));
    // Asked again: replaced.
    a.set_focus(Pane::Lessons);
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(lab(&a).draft.effects.len(), 1);
    assert!(!lab(&a).edit.dirty);
}

/// Every message of `ui-phase.ftl` is used by the sandbox, in both languages.
#[test]
fn every_ui_phase_message_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ids = |lang: &str| -> Vec<String> {
        let text =
            std::fs::read_to_string(root.join(format!("locales/{lang}/ui-phase.ftl"))).unwrap();
        text.lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
            .filter(|id| !id.starts_with('#') && !id.is_empty() && !id.contains(' '))
            .collect()
    };
    let en = ids("en");
    assert_eq!(en, ids("fr"));
    let mut code = String::new();
    for f in [
        "mod.rs",
        "edit/mod.rs",
        "edit/files.rs",
        "draft.rs",
        "view.rs",
        "keys.rs",
    ] {
        code.push_str(&std::fs::read_to_string(root.join("src/ui/screens/phase").join(f)).unwrap());
    }
    code.push_str(&std::fs::read_to_string(root.join("src/ui/keys.rs")).unwrap());
    code.push_str(&std::fs::read_to_string(root.join("src/ui/screens/chain.rs")).unwrap());
    code.push_str(&std::fs::read_to_string(root.join("src/ui/screens/help.rs")).unwrap());
    code.push_str(&std::fs::read_to_string(root.join("src/ui/shared.rs")).unwrap());
    let unused: Vec<&String> = en
        .iter()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?}");
}

#[test]
fn e_writes_the_procedure_s_steps_as_a_slide_deck() {
    let mut a = fixture_app(Lang::Fr);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.screen(), &Screen::Phase);
    let dir = TempDir::new("phase-sandbox");
    let path = dir.join("phase.html");
    let key = KeyEvent::new(KeyCode::Char('E'), KeyModifiers::SHIFT);
    let slides = a.action_for(&key).expect("E is bound");
    update(&mut a, slides);
    assert_eq!(a.contexts()[0], Ctx::PhaseForm);
    for _ in 0..80 {
        ed(&mut a, PhaseEdit::Backspace);
    }
    typed(&mut a, &path.display().to_string());
    ed(&mut a, PhaseEdit::Confirm);
    assert!(lab(&a).edit.overlay.is_none(), "{:?}", lab(&a).edit.overlay);
    let html = std::fs::read_to_string(&path).expect("written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("lang=\"fr\""), "in the app's language");
    let steps = lab(&a).procedure().map_or(0, |p| p.decisions().len());
    assert!(html.matches("<section").count() > 1, "{steps} steps");
    assert!(shown(&a).contains("Diapositives écrites"), "{}", shown(&a));
}
