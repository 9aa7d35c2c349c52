//! The presentation view (`--present`) for a class, and what fits on the screen: the board's
//! table and the step together in large type at 160×45 and 100×30; a question put to the class,
//! then its answer; the lesson pane only when asked for; autoplay, pause and back on both
//! sandboxes; French accents in the big header; the lesson pane narrowed, widened or hidden (its
//! width saved); a step longer than its pane read a screen at a time; the big header of each step,
//! and the page scrolled to its last row.

use layerlab::content::lesson::Block;
use layerlab::i18n::Lang;
use layerlab::ui::action::{LayerAction, LessonsAction, PhaseAction};
use layerlab::ui::screens::lessons;
use layerlab::ui::settings::LessonPane;
use layerlab::ui::{Action, App, Pane, Theme, present, update};

use crate::common;
use common::{TempDir, course_app, draw, fixture_app, open_page, text, urborg_board};

fn screen(a: &mut App, w: u16, h: u16) -> String {
    a.resize(w, h);
    text(&draw(a, w, h))
}

/// Lesson 5's page on Blood Moon and Urborg (three questions), its first board open.
fn urborg(lang: Lang, present: bool) -> App {
    let mut a = course_app(lang);
    a.present = present;
    open_page(&mut a, 5, 3);
    update(&mut a, Action::Lessons(LessonsAction::OpenBoard));
    assert_eq!(a.focus(), Pane::Sandbox);
    a
}

#[test]
fn the_board_and_the_step_show_together_in_large_type() {
    for lang in Lang::ALL {
        let mut a = urborg(lang, true);
        let (name, layer, why, urborg) = match lang {
            Lang::En => ("Ctl", "Layer 4: type", "Why:", "Urborg, Tomb of Yawgmoth"),
            Lang::Fr => (
                "Ctr",
                "Couche 4\u{a0}: type",
                "Pourquoi\u{a0}:",
                "Urborg, tombe de Yaugzebul",
            ),
        };
        for (w, h) in [(160, 45), (100, 30)] {
            let s = screen(&mut a, w, h);
            assert!(s.contains('█'), "big letters at {w}×{h}:\n{s}");
            assert!(s.contains(name), "the board's header at {w}×{h}:\n{s}");
            assert!(
                s.contains("Canopy Vista") || s.contains("Vue de la canopée"),
                "{s}"
            );
            assert!(s.contains(layer), "the step at {w}×{h}:\n{s}");
            assert!(s.contains(why), "why it goes now at {w}×{h}:\n{s}");
            // The lesson pane is not there: the page's text is not on screen.
            assert!(!s.contains("Page 3/6"), "no lesson pane at {w}×{h}:\n{s}");
        }
        // At 160 columns, every name and type line of the board is whole, on one row.
        let s = screen(&mut a, 160, 45);
        assert!(s.contains(urborg), "{s}");
        let type_line = match lang {
            Lang::En => "Legendary Land — Mountain",
            Lang::Fr => "Terrain légendaire\u{a0}: montagne",
        };
        assert!(s.contains(type_line), "{s}");
    }
}

#[test]
fn a_question_is_put_to_the_class_then_answered() {
    for lang in Lang::ALL {
        let mut a = urborg(lang, true);
        let (answer, rules, ask) = match lang {
            Lang::En => ("Answer:", "Rules:", "press v to reveal"),
            Lang::Fr => ("Réponse\u{a0}:", "Règles\u{a0}:", "appuyez sur v"),
        };
        let before = screen(&mut a, 160, 45);
        assert!(!before.contains(answer));
        update(&mut a, Action::PresentQuestion);
        let asked = screen(&mut a, 160, 45);
        assert!(
            present::header(&a).ends_with("1/3"),
            "{}",
            present::header(&a)
        );
        assert!(asked.contains("Urborg"), "the prompt:\n{asked}");
        assert!(asked.contains(ask), "{asked}");
        assert!(
            !asked.contains(answer),
            "no answer before it is revealed:\n{asked}"
        );
        assert!(!asked.contains(rules), "{asked}");
        // The answer, the worked steps of the computed question, the rules.
        update(&mut a, Action::PresentQuestion);
        let shown = screen(&mut a, 160, 45);
        assert!(shown.contains(answer), "{shown}");
        assert!(shown.contains("1. [4]"), "the worked steps:\n{shown}");
        assert!(shown.contains(rules), "{shown}");
        assert!(shown.contains("613.8a"), "{shown}");
        // The next question, asked without its answer.
        update(&mut a, Action::PresentQuestion);
        assert!(present::header(&a).ends_with("2/3"));
        assert!(!screen(&mut a, 160, 45).contains(answer));
        for _ in 0..3 {
            update(&mut a, Action::PresentQuestion);
        }
        assert!(present::header(&a).ends_with("3/3"));
        assert!(screen(&mut a, 160, 45).contains(answer));
        // After the last one, back to the board and its step.
        update(&mut a, Action::PresentQuestion);
        assert!(
            !present::header(&a).contains('/'),
            "{}",
            present::header(&a)
        );
        assert!(!screen(&mut a, 160, 45).contains(answer));
        // A page with no question says so.
        update(&mut a, Action::SwitchPane);
        assert_eq!(a.focus(), Pane::Lessons);
        update(&mut a, Action::Lessons(LessonsAction::PrevPage));
        update(&mut a, Action::Lessons(LessonsAction::PrevPage));
        update(&mut a, Action::PresentQuestion);
        assert!(a.status.is_some(), "page 1 asks nothing");
        assert!(
            present::header(&a).starts_with("Le"),
            "{}",
            present::header(&a)
        );
    }
}

#[test]
fn the_lesson_pane_shows_only_when_asked_for() {
    let mut a = urborg(Lang::En, true);
    assert!(!screen(&mut a, 160, 45).contains("Lesson 5: Dependency"));
    update(&mut a, Action::LessonPaneToggle);
    let s = screen(&mut a, 160, 45);
    assert!(s.contains("Lesson 5: Dependency"), "{s}");
    assert!(s.contains("Layer 4: type"), "the step still shows:\n{s}");
    update(&mut a, Action::LessonPaneToggle);
    assert!(!screen(&mut a, 160, 45).contains("Lesson 5: Dependency"));
    // In presentation the key leaves the desk's setting alone.
    assert_eq!(a.lesson_pane, LessonPane::default());
}

#[test]
fn autoplay_pause_and_back_work_in_both_sandboxes() {
    let mut a = urborg(Lang::En, true);
    let pos = |a: &App| a.layer.sandbox.as_ref().unwrap().pos;
    update(&mut a, Action::Layer(LayerAction::StepStart));
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(a.layer.autoplay);
    update(&mut a, Action::Tick);
    assert_eq!(pos(&a), 1);
    assert!(screen(&mut a, 100, 30).contains('▶'), "autoplay is said");
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(!a.layer.autoplay, "paused");
    update(&mut a, Action::Layer(LayerAction::StepNext));
    assert_eq!(pos(&a), 2);
    update(&mut a, Action::Layer(LayerAction::StepPrev));
    assert_eq!(pos(&a), 1, "back");
    assert!(screen(&mut a, 100, 30).contains("Step 1 of 2"));
    // A question asked does not stop the sandbox's keys.
    update(&mut a, Action::PresentQuestion);
    update(&mut a, Action::Layer(LayerAction::StepNext));
    assert_eq!(pos(&a), 2);

    // The phase sandbox: a decision taken, then taken back.
    let mut a = phase_app(Lang::En);
    let header = present::header(&a);
    let trace = |a: &App| {
        a.phase
            .as_ref()
            .and_then(|pb| pb.procedure.as_ref().ok())
            .map(|p| p.trace_line())
    };
    let before = trace(&a);
    update(&mut a, Action::Phase(PhaseAction::Choose));
    assert_ne!(trace(&a), before, "a decision taken");
    let _ = screen(&mut a, 100, 30);
    update(&mut a, Action::Phase(PhaseAction::Undo));
    assert_eq!(trace(&a), before, "and taken back");
    assert_eq!(present::header(&a), header);
    assert!(screen(&mut a, 100, 30).contains('█'));
}

/// The presentation view on the first lesson page that opens a phase procedure not over.
fn phase_app(lang: Lang) -> App {
    let mut a = course_app(lang);
    a.present = true;
    let with_procedure: Vec<(usize, usize)> = common::pages(&a.course)
        .filter(|(_, _, page)| {
            page.blocks
                .iter()
                .any(|b| matches!(b, Block::Procedure { .. }))
        })
        .map(|(l, p, _)| (l + 1, p + 1))
        .collect();
    let (lesson, page) = with_procedure
        .into_iter()
        .find(|&(l, p)| {
            let mut t = course_app(Lang::En);
            open_page(&mut t, l, p);
            update(&mut t, Action::Lessons(LessonsAction::OpenProcedure));
            t.phase
                .as_ref()
                .is_some_and(|pb| pb.procedure.as_ref().is_ok_and(|p| !p.is_over()))
        })
        .expect("a lesson opens a phase procedure");
    open_page(&mut a, lesson, page);
    update(&mut a, Action::Lessons(LessonsAction::OpenProcedure));
    assert_eq!(a.focus(), Pane::Phase);
    a
}

#[test]
fn the_phase_view_says_why_and_counts_cycles_in_french() {
    for lang in Lang::ALL {
        let mut a = phase_app(lang);
        let (before, led_to, round) = match lang {
            Lang::En => (
                "may resolve one of their pending effects",
                "What the last decision led to:",
                "Round 1",
            ),
            Lang::Fr => (
                "peut résoudre un de ses effets en attente",
                "Ce qu'a entraîné la dernière décision\u{a0}:",
                "Cycle 1",
            ),
        };
        assert!(
            present::header(&a).starts_with(round),
            "{}",
            present::header(&a)
        );
        let s = screen(&mut a, 160, 45);
        assert!(s.contains(before), "the desk's why lines:\n{s}");
        update(&mut a, Action::Phase(PhaseAction::Choose));
        let s = screen(&mut a, 160, 45);
        assert!(s.contains(led_to), "what the decision led to:\n{s}");
        assert!(header_grid(&mut a, 160, 45).is_ok());
        if lang == Lang::Fr {
            assert!(
                !present::header(&a).contains("Tour"),
                "{}",
                present::header(&a)
            );
        }
    }
}

#[test]
fn french_headers_keep_their_accents() {
    let mut a = urborg(Lang::Fr, true);
    update(&mut a, Action::Layer(LayerAction::StepStart));
    assert_eq!(present::header(&a), "Départ");
    let s = screen(&mut a, 160, 45);
    // The accent's row stands over the big letters: half blocks, no full block.
    let rows: Vec<&str> = s.lines().collect();
    let first = rows
        .iter()
        .position(|r| r.contains('▀'))
        .expect("an accent");
    assert!(!rows[first].contains('█'), "{}", rows[first]);
    assert!(rows[first + 1].contains('█'), "the letters under it:\n{s}");
    // Lessons: a cedilla under the C.
    update(&mut a, Action::SwitchPane);
    assert_eq!(present::header(&a), "Leçon 5");
}

#[test]
fn the_lesson_pane_narrows_widens_hides_and_its_width_is_saved() {
    let dir = TempDir::new("pane");
    let path = dir.join("progress.json");
    let mut a = urborg(Lang::En, false).with_progress(path.clone());
    let lesson_width = |a: &mut App| {
        let s = screen(a, 160, 45);
        let row = s.lines().nth(1).unwrap().to_string();
        row.find("││").map(|i| row[..i].chars().count())
    };
    let start = lesson_width(&mut a).expect("side by side");
    update(&mut a, Action::LessonPaneNarrower);
    let narrow = lesson_width(&mut a).expect("side by side");
    assert!(narrow < start, "{narrow} < {start}");
    for _ in 0..4 {
        update(&mut a, Action::LessonPaneWider);
    }
    let wide = lesson_width(&mut a).expect("side by side");
    assert!(wide > start, "{wide} > {start}");
    // Hidden: the sandbox takes the whole width, and every column of the board is whole.
    update(&mut a, Action::LessonPaneToggle);
    assert_eq!(lesson_width(&mut a), None);
    let s = screen(&mut a, 160, 45);
    assert!(!s.contains("Page 3/6"), "{s}");
    assert!(s.contains("Nonbasic lands are Mountains."), "{s}");
    // The width is saved with the progress and read back; hidden is for the session, and the
    // next start shows the pane.
    assert!(a.lesson_pane.hidden);
    update(&mut a, Action::LessonPaneToggle);
    let shown = a.lesson_pane;
    assert!(!shown.hidden);
    update(&mut a, Action::LessonPaneToggle);
    let b = course_app(Lang::En).with_progress(path);
    assert_eq!(b.lesson_pane, shown);
}

#[test]
fn a_long_step_is_read_a_screen_at_a_time() {
    let mut a = urborg(Lang::En, false);
    // The step's last change, at the end of its pane: not on an 80×24 screen at first.
    let last = "→ {T}: Add {R}.";
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("▼ more: Space"), "{s}");
    let seen_at_first = s.matches(last).count();
    let mut reached = false;
    for _ in 0..6 {
        update(&mut a, Action::Layer(LayerAction::StepMore));
        let s = screen(&mut a, 80, 24);
        if s.contains("▲ Space: back to the top") {
            reached = s.matches(last).count() > seen_at_first;
            break;
        }
    }
    assert!(reached, "the step's end is reached");
    update(&mut a, Action::Layer(LayerAction::StepMore));
    assert!(
        screen(&mut a, 80, 24).contains("▼ more: Space"),
        "the top again"
    );
    // Another step starts from its top.
    update(&mut a, Action::Layer(LayerAction::StepMore));
    update(&mut a, Action::Layer(LayerAction::StepNext));
    assert_eq!(a.layer.step_presses(), 0);
}

#[test]
fn present_mode_shows_a_big_header_for_the_step() {
    let mut a = fixture_app(Lang::En);
    a.present = true;
    a.open_board("urborg.ron", urborg_board(), 0);
    assert_eq!(present::header(&a), "Start");
    update(&mut a, Action::Layer(LayerAction::StepNext));
    let step = a.layer.sandbox.as_ref().unwrap().current().unwrap().layer;
    assert_eq!(present::header(&a), format!("Layer {}", step.label()));
    let s = text(&draw(&a, 120, 40));
    assert!(s.contains('█'), "big letters\n{s}");
    assert!(s.contains("Ctl"), "the board's table beside the step\n{s}");
    update(&mut a, Action::ToggleLang);
    assert!(present::header(&a).starts_with("Couche"));
    // Autoplay works as usual.
    update(&mut a, Action::Layer(LayerAction::ToggleAutoplay));
    assert!(a.layer.autoplay);
    update(&mut a, Action::Tick);
    assert_eq!(a.layer.sandbox.as_ref().unwrap().pos, 2);
    // Too narrow for big letters: a plain header, no panic.
    for (w, h) in [(60, 16), (61, 20), (200, 60)] {
        let _ = text(&draw(&a, w, h));
    }
    // The other panes.
    update(&mut a, Action::SwitchSandbox);
    assert_eq!(a.focus(), Pane::Phase);
    let _ = text(&draw(&a, 80, 24));
    update(&mut a, Action::SwitchPane);
    assert_eq!(present::header(&a), "Leçons");
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    assert_eq!(present::header(&a), "Leçon 1");
    let s = text(&draw(&a, 80, 24));
    assert!(s.contains('█'), "{s}");
}

#[test]
fn the_presentation_view_scrolls_to_the_page_s_last_row_too() {
    let mut a = fixture_app(Lang::En);
    a.present = true;
    a.resize(80, 24);
    update(&mut a, Action::Lessons(LessonsAction::OpenLesson));
    update(&mut a, Action::Lessons(LessonsAction::Answer));
    update(&mut a, Action::Lessons(LessonsAction::AnswerChoose));
    let (w, h) = lessons::view::page_viewport(&a, &a.lessons);
    let rows = lessons::view::page_text(&a, &a.lessons, &Theme::of(a.theme), w).lines;
    assert!(rows.len() > h, "the page is longer than the view");
    for _ in 0..200 {
        update(&mut a, Action::Lessons(LessonsAction::ScrollDown));
    }
    assert_eq!(a.lessons.scroll as usize, rows.len() - h);
    let last: String = rows
        .last()
        .expect("a row")
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect();
    let shown = text(&draw(&a, 80, 24));
    assert!(shown.contains(last.trim_end()), "{last:?} not in\n{shown}");
}

/// Where the big header of `a` stands on its screen at `w`×`h`: the column of its rows, checked
/// to be one column for every row (the letters and their marks on one grid), or a message.
fn header_grid(a: &mut App, w: u16, h: u16) -> Result<usize, String> {
    let head = present::header(a);
    let s = screen(a, w, h);
    let Some(rows) = present::big_rows(&head, w as usize) else {
        return Err(format!("{head:?} has no big letters at {w}×{h}"));
    };
    let lines: Vec<Vec<char>> = s.lines().map(|l| l.chars().collect()).collect();
    let row: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let at = |line: &[char], r: &[char]| {
        (0..=line.len().saturating_sub(r.len())).find(|&x| line[x..].starts_with(r))
    };
    // The first rows of the screen that hold the whole block, row under row, at one column.
    for top in 0..lines.len().saturating_sub(row.len()) {
        let Some(x) = at(&lines[top], &row[0]) else {
            continue;
        };
        if row
            .iter()
            .enumerate()
            .all(|(k, r)| lines[top + k].get(x..x + r.len()) == Some(&r[..]))
        {
            return Ok(x);
        }
    }
    Err(format!(
        "{head:?}: its rows do not stand on one grid at {w}×{h}:\n{s}"
    ))
}

#[test]
fn every_header_word_stands_on_one_grid_in_both_languages() {
    for lang in Lang::ALL {
        let mut a = urborg(lang, true);
        let mut seen = Vec::new();
        let mut check = |a: &mut App| {
            for (w, h) in [(200, 60), (160, 45), (110, 34)] {
                let head = present::header(a);
                if present::big_rows(&head, w as usize - 8).is_none() {
                    continue;
                }
                if let Err(e) = header_grid(a, w, h) {
                    panic!("{e}");
                }
                seen.push(head);
            }
        };
        // The board's start and every step's layer.
        update(&mut a, Action::Layer(LayerAction::StepStart));
        check(&mut a);
        let steps = a.layer.sandbox.as_ref().map_or(0, |s| s.steps().len());
        for _ in 0..steps {
            update(&mut a, Action::Layer(LayerAction::StepNext));
            check(&mut a);
        }
        // The page's questions put to the class.
        for _ in 0..3 {
            update(&mut a, Action::PresentQuestion);
            check(&mut a);
        }
        // The lesson, then the lessons' index.
        let mut a = urborg(lang, true);
        update(&mut a, Action::SwitchPane);
        assert_eq!(a.focus(), Pane::Lessons);
        check(&mut a);
        update(&mut a, Action::Lessons(LessonsAction::BackToIndex));
        check(&mut a);
        let words: Vec<&str> = match lang {
            Lang::En => vec!["Start", "Question 1/3", "Lesson 5", "Lessons"],
            Lang::Fr => vec!["Départ", "Question 1/3", "Leçon 5", "Leçons"],
        };
        for w in words {
            assert!(seen.iter().any(|s| s == w), "{w} checked, among {seen:?}");
        }
        assert!(
            seen.iter()
                .any(|s| s.starts_with("Layer") || s.starts_with("Couche")),
            "{seen:?}"
        );
    }
}

#[test]
fn v_on_the_sample_board_from_the_start_screen_asks_its_page_s_questions() {
    use layerlab::ui::action::StartAction;
    use layerlab::ui::progress::Progress;
    use layerlab::ui::screens::start::Entry;
    for lang in Lang::ALL {
        let mut a = course_app(lang);
        a.present = true;
        a.show_start(&Progress::default());
        let k = a
            .start_entries()
            .iter()
            .position(|e| *e == Entry::LayerSample)
            .expect("the sample board on the start screen");
        for _ in 0..40 {
            update(&mut a, Action::Start(StartAction::Prev));
        }
        for _ in 0..k {
            update(&mut a, Action::Start(StartAction::Next));
        }
        update(&mut a, Action::Start(StartAction::Choose));
        assert_eq!(a.focus(), Pane::Sandbox);
        update(&mut a, Action::PresentQuestion);
        let head = present::header(&a);
        assert!(head.starts_with("Question 1/"), "{head}");
        let s = screen(&mut a, 160, 45);
        let nothing = match lang {
            Lang::En => "asks no question",
            Lang::Fr => "ne pose aucune question",
        };
        assert!(!s.contains(nothing), "{s}");
    }
}

/// The rows of `s` that show a piece of Canopy Vista's French ability cut with "…".
fn vista_cut(s: &str) -> Vec<String> {
    let pieces = [
        "arrive engagé",
        "moins que vous",
        "contrôliez",
        "terrains de base",
    ];
    s.lines()
        .filter(|l| l.contains('…') && pieces.iter().any(|p| l.contains(p)))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_card_s_abilities_show_whole_when_there_is_room() {
    for present in [false, true] {
        let mut a = urborg(Lang::Fr, present);
        let s = a.layer.sandbox.as_ref().unwrap();
        let vista = s
            .permanents()
            .iter()
            .position(|&i| s.board.loaded.game.objects[i].card.name == "Canopy Vista")
            .expect("Canopy Vista on the board");
        for _ in 0..vista {
            update(&mut a, Action::Layer(LayerAction::ObjectNext));
        }
        assert_eq!(a.layer.sandbox.as_ref().unwrap().selected, vista);
        for (w, h) in [(110, 34), (160, 45), (200, 60)] {
            let shown = screen(&mut a, w, h);
            assert!(shown.contains("Ce terrain arrive"), "{w}×{h}:\n{shown}");
            let cut = vista_cut(&shown);
            assert!(
                cut.is_empty(),
                "present {present}, {w}×{h}: cut {cut:?}\n{shown}"
            );
        }
    }
}
