//! Snapshots of the start screen, the layer sandbox and the presentation view on the built-in
//! course, in English and French, at 80×24, 110×34 and 160×45: boards named by their lesson
//! page's title, never a file name; titles, type lines and names whole or ended with "…".

use layerlab::i18n::Lang;
use layerlab::ui::action::LessonsAction;
use layerlab::ui::progress::Progress;
use layerlab::ui::{Action, App, update};

use crate::common;
use common::{assert_clean, course_app, draw, open_page, text};

const SIZES: [(u16, u16); 3] = [(80, 24), (110, 34), (160, 45)];

fn check(name: &str, app: &mut App) {
    for (w, h) in SIZES {
        app.resize(w, h);
        let buf = draw(app, w, h);
        assert_clean(&buf);
        let screen = text(&buf);
        assert!(!screen.contains(".ron"), "a file name on screen:\n{screen}");
        let lang = app.lang;
        insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), screen);
    }
}

/// Lesson 5's page on Blood Moon and Urborg, its first board open one step in.
fn urborg_board(lang: Lang, present: bool) -> App {
    let mut a = course_app(lang);
    a.present = present;
    open_page(&mut a, 5, 3);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert!(a.layer.sandbox.is_some());
    a
}

#[test]
fn start_screen() {
    for lang in Lang::ALL {
        let mut a = course_app(lang);
        a.show_start(&Progress::default());
        check("course_start", &mut a);
    }
}

#[test]
fn layer_sandbox() {
    for lang in Lang::ALL {
        let mut a = urborg_board(lang, false);
        check("course_layer", &mut a);
    }
}

#[test]
fn presentation_view() {
    for lang in Lang::ALL {
        let mut a = urborg_board(lang, true);
        check("course_present", &mut a);
        // The page's first question put to the class, then its answer.
        update(&mut a, Action::PresentQuestion);
        check("course_present_question", &mut a);
        update(&mut a, Action::PresentQuestion);
        check("course_present_answer", &mut a);
    }
}
