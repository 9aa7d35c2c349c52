//! The app over the shipped course, whatever it holds today (it is being written): every page
//! of every lesson draws at several sizes in both languages, every question can be answered and
//! every "try it" board opens and steps to its end, without a panic.

use layerlab::content::course::Course;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::ui::action::{LayerAction, LessonsAction};
use layerlab::ui::{Action, App, ThemeKind, update, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn draw(app: &App, w: u16, h: u16) {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    for cell in t.backend().buffer().content() {
        assert!(
            !cell.symbol().contains(['\u{2068}', '\u{2069}']),
            "Fluent isolation marks on screen"
        );
    }
}

#[test]
fn every_shipped_page_draws_and_answers() {
    let (course, problems) = Course::load(ContentSource::embedded());
    let count = course.lessons.len();
    let mut app = App::new(course, problems.len(), Lang::En, ThemeKind::Dark);
    for lesson in 0..count {
        app.lessons.selected = lesson;
        update(&mut app, Action::Lessons(LessonsAction::OpenLesson));
        let pages = app.lessons.lesson(&app).map_or(0, |l| l.pages.len());
        for _ in 0..pages {
            for lang in Lang::ALL {
                app.lang = lang;
                draw(&app, 80, 24);
                draw(&app, 120, 40);
            }
            // Answer every question with its first option.
            for _ in 0..50 {
                update(&mut app, Action::Lessons(LessonsAction::Answer));
                for _ in 0..30 {
                    if app.lessons.answering.is_none() {
                        break;
                    }
                    update(&mut app, Action::Lessons(LessonsAction::AnswerChoose));
                }
            }
            draw(&app, 120, 40);
            for _ in 0..app.lessons.page_boards(&app).len() {
                update(&mut app, Action::Lessons(LessonsAction::OpenBoard));
                for _ in 0..1000 {
                    update(&mut app, Action::Layer(LayerAction::StepNext));
                }
                draw(&app, 100, 30);
                update(&mut app, Action::SwitchPane);
            }
            update(&mut app, Action::Lessons(LessonsAction::NextPage));
        }
        update(&mut app, Action::Lessons(LessonsAction::BackToIndex));
        draw(&app, 80, 24);
    }
}
