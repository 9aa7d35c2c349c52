//! Snapshots of the practice screens with `TestBackend`: a problem answered wrong with its
//! feedback and explanation, and a mock exam's report, in English and French, at 80×24 and
//! 120×40 (seed and clock fixed).

use layerlab::drill::exam::Level;
use layerlab::drill::{Answer, Concept};
use layerlab::i18n::Lang;
use layerlab::ui::action::{PracticeAction, StartAction};
use layerlab::ui::screens::practice::{self, SharedClock};
use layerlab::ui::shared::PracticeOpen as Open;
use layerlab::ui::{Action, App, update};

use crate::common;
use common::practice::{T0, drill_app};
use common::{assert_clean, draw};

fn app(lang: Lang, clock: &SharedClock) -> App {
    drill_app(None, clock, 42, lang)
}

/// One frame of `app` at `w`×`h`, checked clean, as text.
fn text(app: &App, w: u16, h: u16) -> String {
    let buf = draw(app, w, h);
    assert_clean(&buf);
    common::text(&buf)
}

fn check(name: &str, app: &App) {
    for (w, h) in [(80, 24), (120, 40)] {
        let lang = app.lang;
        insta::assert_snapshot!(format!("{name}_{lang}_{w}x{h}"), text(app, w, h));
    }
}

fn expected(a: &App) -> Answer {
    a.drill
        .as_ref()
        .unwrap()
        .current
        .as_ref()
        .unwrap()
        .problem
        .expected
        .clone()
}

/// Types a P/T, or takes the list's first row.
fn answer(a: &mut App, ans: Option<&Answer>) {
    if let Some(Answer::PT(p, t)) = ans {
        for c in format!("{p}/{t}").chars() {
            update(a, Action::Practice(PracticeAction::Type(c)));
        }
    } else if ans.is_none() {
        for c in "9/9".chars() {
            update(a, Action::Practice(PracticeAction::Type(c)));
        }
    }
    update(a, Action::Practice(PracticeAction::Enter));
}

#[test]
fn practice_feedback_snapshots() {
    for lang in Lang::ALL {
        let clock = SharedClock::new(T0);
        let mut a = app(lang, &clock);
        a.open_practice(Open::Practice);
        a.drill
            .as_mut()
            .unwrap()
            .start_practice(Some(Concept::Layer7));
        assert!(matches!(expected(&a), Answer::PT(..)), "a P/T problem");
        answer(&mut a, None);
        assert!(
            !a.drill
                .as_ref()
                .unwrap()
                .current
                .as_ref()
                .unwrap()
                .feedback
                .as_ref()
                .unwrap()
                .correct
        );
        check("practice_feedback", &a);
    }
}

#[test]
fn exam_report_snapshots() {
    for lang in Lang::ALL {
        let clock = SharedClock::new(T0);
        let mut a = app(lang, &clock);
        a.open_practice(Open::Exam(Level::L2));
        let first = expected(&a);
        answer(&mut a, Some(&first));
        clock.advance(60);
        answer(&mut a, None);
        clock.advance(practice::EXAM_COUNT as u64 * 120);
        update(&mut a, Action::Tick);
        check("exam_report", &a);
    }
}

#[test]
fn start_screen_with_practice_snapshots() {
    for lang in Lang::ALL {
        let clock = SharedClock::new(T0);
        let mut a = app(lang, &clock);
        a.show_start(&layerlab::ui::progress::Progress::default());
        update(&mut a, Action::Start(StartAction::Next));
        check("start_with_practice", &a);
    }
}
