//! The layer sandbox's "by rules text" form, driven by keys as the event loop sends them (the
//! key table decides what each does): what layerlab understood shows under the text as it is
//! typed, in English and French; a sentence it can't read shows where, and the card can't be
//! added; the card added applies on the board, and the board saved keeps its printed text.

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{self, ActionSpec};
use layerlab::i18n::Lang;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::action::LayerAction;
use layerlab::ui::screens::layer::edit::by_text::Slot;
use layerlab::ui::screens::layer::edit::{EditAction as E, Overlay};
use layerlab::ui::{App, update};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::common;
use common::edit::{actions, ed, pick, prompt_path};
use common::{TempDir, message, press, screen};

const LORD: &str = "Other Elf creatures get +1/+1.";
const UNREADABLE: &str = "Creatures you control get +1/+1 during your turn.";

fn sandbox(lang: Lang) -> App {
    let mut a = common::fixture_app(lang);
    a.open_board("urborg-then-blood-moon.ron", common::urborg_board(), 0);
    a
}

/// Types `s` key by key (a newline is Enter).
fn keys(a: &mut App, s: &str) {
    for c in s.chars() {
        press(
            a,
            if c == '\n' {
                KeyCode::Enter
            } else {
                KeyCode::Char(c)
            },
        );
    }
}

fn form(a: &App) -> &layerlab::ui::screens::layer::edit::by_text::ByText {
    match &a.layer.edit.overlay {
        Some(Overlay::ByText(f)) => f,
        other => panic!("no by-text form: {other:?}"),
    }
}

/// `w`, then the type line, P/T and text typed, Tab between them.
fn filled(lang: Lang, text: &str) -> App {
    let mut a = sandbox(lang);
    press(&mut a, KeyCode::Char('w'));
    assert_eq!(form(&a).focused(), Slot::TypeLine);
    keys(&mut a, "Creature — Elf");
    press(&mut a, KeyCode::Tab);
    keys(&mut a, "2/2");
    press(&mut a, KeyCode::Tab);
    assert_eq!(form(&a).focused(), Slot::Text);
    keys(&mut a, text);
    a
}

/// The app drawn at 120×40, as text.
fn shown(a: &App) -> String {
    screen(a, 120, 40)
}

#[test]
fn what_was_understood_shows_as_the_text_is_typed_in_both_languages() {
    let a = filled(Lang::En, LORD);
    assert!(form(&a).reads());
    let s = shown(&a);
    for want in [
        "Add a permanent by its rules text",
        "One ability, as layerlab reads it:",
        "1. Other Elf creatures get +1/+1.",
        "layers: 7c",
        "in layerlab's words: Other Elves get +1/+1.",
    ] {
        assert!(s.contains(want), "{want:?} not in\n{s}");
    }
    let a = filled(Lang::Fr, LORD);
    let s = shown(&a);
    for want in [
        "Ajouter un permanent par son texte de règles",
        "Une capacité, telle que layerlab la lit\u{a0}:",
        "couches\u{a0}: 7c",
        "en français\u{a0}: Les autres elfes gagnent +1/+1.",
    ] {
        assert!(s.contains(want), "{want:?} not in\n{s}");
    }
}

#[test]
fn enter_in_the_text_starts_a_line_and_words_only_sentences_are_marked() {
    let mut a = filled(Lang::En, LORD);
    press(&mut a, KeyCode::Enter);
    assert_eq!(form(&a).text(), format!("{LORD}\n"), "Enter is a new line");
    keys(&mut a, "When this creature enters, draw a card.");
    assert!(form(&a).reads());
    // A line feed pasted in a raw terminal comes as Ctrl-J: a new line too.
    let ctrl_j = KeyEvent::new(KeyCode::Char('j'), KeyModifiers::CONTROL);
    let action = a.action_for(&ctrl_j).expect("bound");
    update(&mut a, action);
    assert!(
        form(&a).text().ends_with("card.\n"),
        "{:?}",
        form(&a).text()
    );
    press(&mut a, KeyCode::Backspace);
    let s = shown(&a);
    assert!(s.contains("2 abilities, as layerlab reads them:"), "{s}");
    assert!(s.contains("Read as words only, not modelled"), "{s}");
    assert!(
        s.contains("• When this creature enters, draw a card."),
        "{s}"
    );
    // ↑ moves the cursor a line up in the text; Tab leaves it.
    press(&mut a, KeyCode::Up);
    assert_eq!(form(&a).focused(), Slot::Text);
    press(&mut a, KeyCode::Tab);
    assert_eq!(form(&a).focused(), Slot::Controller);
}

#[test]
fn an_unreadable_sentence_shows_where_and_the_card_cannot_be_added() {
    for (lang, at) in [
        (Lang::En, "Rules text, line 2, column 1:"),
        (Lang::Fr, "Texte de règles, ligne 2, colonne 1\u{a0}:"),
    ] {
        let mut a = filled(lang, &format!("{LORD}\n{UNREADABLE}"));
        assert!(!form(&a).reads());
        let s = shown(&a);
        assert!(s.contains(at), "{at:?} not in\n{s}");
        // The line before the error still shows what it reads as.
        assert!(s.contains("1. Other Elf creatures get +1/+1."), "{s}");
        let before = actions(&a);
        press(&mut a, KeyCode::Tab);
        press(&mut a, KeyCode::Enter);
        let f = form(&a);
        let why = f.error.as_ref().expect("refused").text(Lang::En);
        assert!(why.contains("can't be added"), "{why}");
        assert_eq!(actions(&a), before, "nothing added");
    }
}

#[test]
fn the_card_added_applies_on_the_board_and_is_saved_with_its_text() {
    let mut a = filled(Lang::En, LORD);
    press(&mut a, KeyCode::Tab);
    press(&mut a, KeyCode::Enter);
    assert!(a.layer.edit.overlay.is_none(), "{}", message(&a));
    assert_eq!(message(&a), "My card is on the battlefield.");
    assert!(matches!(
        actions(&a).last(),
        Some(ActionSpec::Enter { id, card, .. }) if id == "my-card" && card == "My card"
    ));
    // Another Elf gets +1/+1 from it.
    pick(&mut a, E::AddPermanent, "Llanowar");
    ed(&mut a, E::Confirm);
    let pt = |a: &App, id: &str| {
        let b = &a.layer.sandbox.as_ref().expect("board").board;
        let c = &b.sol.state.chars[b.loaded.game.lookup(id).expect(id)];
        (c.power, c.toughness)
    };
    assert_eq!(pt(&a, "llanowar-elves"), (Some(2), Some(2)));
    assert_eq!(pt(&a, "my-card"), (Some(2), Some(2)), "only other Elves");

    // Saved, the card keeps its printed type line and text, and the file loads the same board.
    let dir = TempDir::new("ui-edit-by-text");
    let path = dir.join("lord.ron");
    ed(&mut a, E::Save);
    prompt_path(&mut a, &path);
    ed(&mut a, E::Confirm);
    assert!(message(&a).contains("Saved"), "{}", message(&a));
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(
        text.contains("type_line: Some(\"Creature — Elf\")"),
        "{text}"
    );
    assert!(text.contains(LORD), "{text}");
    let loaded = scenario::load_file(&path, &Catalogue::embedded()).expect("loads");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    let elves = loaded.game.lookup("llanowar-elves").expect("elves");
    assert_eq!(sol.state.chars[elves].power, Some(2));

    // A second card by text gets a name no card has.
    press(&mut a, KeyCode::Char('w'));
    let s = shown(&a);
    assert!(s.contains("My card 2"), "{s}");
    // The name of a catalogue card is refused: it would replace that card.
    press(&mut a, KeyCode::BackTab);
    assert_eq!(form(&a).focused(), Slot::Name);
    for _ in 0.."My card 2".len() {
        press(&mut a, KeyCode::Backspace);
    }
    keys(&mut a, "Blood Moon");
    press(&mut a, KeyCode::Tab);
    keys(&mut a, "Enchantment");
    update(
        &mut a,
        layerlab::ui::Action::Layer(LayerAction::Edit(E::Confirm)),
    );
    let why = form(&a).error.as_ref().expect("refused").text(Lang::En);
    assert!(why.contains("Blood Moon"), "{why}");
}

#[test]
fn the_catalogue_search_offers_the_form_when_nothing_matches() {
    let mut a = sandbox(Lang::En);
    press(&mut a, KeyCode::Char('n'));
    keys(&mut a, "zzzz");
    let s = shown(&a);
    assert!(
        s.contains("Not in the catalogue? Esc, then w: by its rules text."),
        "{s}"
    );
}
