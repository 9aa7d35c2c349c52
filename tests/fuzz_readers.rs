//! Fuzzing every reader of a file: scenario, phase script, card catalogue, lesson and course (with
//! their Fluent files), the program's own Fluent files, progress and settings, drill progress,
//! drill template. Each gets arbitrary bytes and structured mutations of the repository's real
//! files, through its real entry point (a file written, then read as layerlab reads it); what
//! parses goes on through what the commands do with it (solve and its three reports, the phase
//! run and its three outputs, the course checks and every lesson page, the app's start screen
//! and practice screens drawn). No input may panic, take more than 30 s or hold more than 1 GiB.
//!
//! Short pass: `cargo test --test fuzz_readers`. Long pass: see `tests/fuzz/mod.rs`.

mod fuzz;

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use fuzz::{Corpus, fuzz, put, scratch};
use layerlab::cli::check_deep as deep;
use layerlab::cli::output::Out;
use layerlab::cli::phase_cmd;
use layerlab::cli::solve_cmd;
use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::{self, Course};
use layerlab::content::scenario::{self, Loaded};
use layerlab::content::source::ContentSource;
use layerlab::content::{ftl_file, phase_file};
use layerlab::drill::exam::{Exam, Level};
use layerlab::drill::srs::{self, DrillProgress, FixedClock};
use layerlab::drill::{Concept, Drills, text};
use layerlab::i18n::{Arg, Lang, Localizer, ftl_scan};
use layerlab::phase::{self, Outcome};
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::ui::progress::{self, Progress};
use layerlab::ui::screens::practice;
use layerlab::ui::shared::PracticeOpen;
use layerlab::ui::{App, ThemeKind, view};
use layerlab::words;
use layerlab::words::phase::OutcomeWords as _;
use layerlab::words::report::{self, Report};
use proptest::prelude::*;
use proptest::sample::Index;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

#[global_allocator]
static ALLOCATOR: fuzz::Counting = fuzz::Counting;

const LANGS: [Lang; 2] = [Lang::En, Lang::Fr];
/// A time in 2025, for the clocks of the drill readers.
const NOW: u64 = 1_750_000_000;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn catalogue() -> &'static Catalogue {
    static C: OnceLock<Catalogue> = OnceLock::new();
    C.get_or_init(Catalogue::embedded)
}

fn is_layer_scenario(rel: &str, text: &str) -> bool {
    scenario::load_str(Path::new(rel), text, catalogue()).is_ok()
}

fn is_phase_scenario(rel: &str, text: &str) -> bool {
    phase_file::parse(Path::new(rel), text, Lang::En).is_ok()
}

// ---------------------------------------------------------------- scenario

/// What `layerlab solve` prints for a scenario, in every format and numbering.
fn solve_reports(loaded: &Loaded) {
    for (numbering, formats) in [
        (Numbering::Current, &["text-en", "md-fr", "json"][..]),
        (Numbering::Course, &["text-fr"][..]),
    ] {
        let sol = solve(
            &loaded.game,
            &SolveOptions {
                numbering,
                record: true,
                misconception: None,
            },
        );
        let m = report::mismatches(loaded, &sol);
        let mut out = Out::new(Vec::new());
        for f in formats {
            let written = match *f {
                "json" => out.json(
                    &serde_json::to_string_pretty(&solve_cmd::to_json(loaded, &sol, &m))
                        .unwrap_or_default(),
                ),
                "text-en" => out.line(&report::text(&Report {
                    loaded,
                    sol: &sol,
                    mismatches: &m,
                    lang: Lang::En,
                    numbering,
                    md: false,
                })),
                "text-fr" => out.line(&report::text(&Report {
                    loaded,
                    sol: &sol,
                    mismatches: &m,
                    lang: Lang::Fr,
                    numbering,
                    md: false,
                })),
                _ => out.line(&report::text(&Report {
                    loaded,
                    sol: &sol,
                    mismatches: &m,
                    lang: Lang::Fr,
                    numbering,
                    md: true,
                })),
            };
            written.expect("writing to memory");
        }
        out.flush().expect("writing to memory");
    }
}

#[test]
fn scenario() {
    let corpus = Corpus::of(&["examples/layers", "lessons/scenarios"], |rel, text| {
        rel.ends_with(".ron") && is_layer_scenario(rel, text)
    });
    let path = scratch("scenario").join("scenario.ron");
    fuzz(
        "scenario",
        fuzz::input(),
        |i| i.bytes(&corpus),
        |i| {
            put(&path, &i.bytes(&corpus));
            match scenario::load_file(&path, catalogue()) {
                Err(e) => {
                    black_box((e.render(Lang::En), e.render(Lang::Fr)));
                    false
                }
                Ok(loaded) => {
                    solve_reports(&loaded);
                    true
                }
            }
        },
    );
}

// ---------------------------------------------------------------- phase

#[test]
fn phase() {
    let corpus = Corpus::of(&["examples/phase", "lessons/scenarios"], |rel, text| {
        rel.ends_with(".ron") && is_phase_scenario(rel, text)
    });
    let path = scratch("phase").join("phase.ron");
    fuzz(
        "phase",
        (fuzz::input(), any::<bool>()),
        |(i, _)| i.bytes(&corpus),
        |(i, fr)| {
            put(&path, &i.bytes(&corpus));
            let lang = if *fr { Lang::Fr } else { Lang::En };
            let sc = match phase_file::load(&path, lang) {
                Ok(sc) => sc,
                Err(e) => {
                    black_box((e.render(Lang::En), e.render(Lang::Fr)));
                    return false;
                }
            };
            match phase::outcome::run(&sc) {
                Err(e) => {
                    for l in LANGS {
                        black_box(words::phase::errors::script_error_message(&e, l));
                    }
                    false
                }
                Ok(o) => {
                    let expect = sc.expect();
                    let mut out = Out::new(Vec::new());
                    out.text(&o.trace_output()).expect("memory");
                    // The text and JSON reports are written as `phase` writes them: refused past
                    // their size limit.
                    if o.check_report_size().is_ok() {
                        for l in LANGS {
                            out.text(&o.text(l)).expect("memory");
                        }
                        phase_cmd::write_json(&mut out, &o, expect).expect("memory");
                    }
                    black_box(o.meets(expect));
                    if let Outcome::Phase(run) = &o {
                        for (player, rest) in &run.unused {
                            for l in LANGS {
                                black_box(words::phase::errors::unused_message(*player, rest, l));
                            }
                        }
                    }
                    true
                }
            }
        },
    );
}

// ---------------------------------------------------------------- catalogue

#[test]
fn catalogue_file() {
    let corpus = Corpus::of(&["lessons"], |rel, _| rel.ends_with("cards.ron"));
    let dir = scratch("catalogue");
    let examples: Vec<(PathBuf, String)> = [
        "examples/layers/urborg-then-blood-moon.ron",
        "examples/layers/humility-then-opalescence.ron",
    ]
    .iter()
    .map(|r| {
        let p = root().join(r);
        let t = std::fs::read_to_string(&p).expect("example");
        (p, t)
    })
    .collect();
    let drills: Vec<(String, String)> = [
        "01-counters-and-setters.ron",
        "06-dependency-land-types.ron",
    ]
    .iter()
    .map(|n| {
        let t = std::fs::read_to_string(root().join("lessons/drills").join(n)).expect("drill");
        (n.to_string(), t)
    })
    .collect();
    fuzz(
        "catalogue",
        fuzz::input(),
        |i| i.bytes(&corpus),
        |i| {
            let _ = std::fs::remove_dir_all(&dir);
            let bytes = i.bytes(&corpus);
            put(&dir.join("lessons/cards.ron"), &bytes);
            for (name, t) in &drills {
                put(&dir.join("lessons/drills").join(name), t.as_bytes());
            }
            let path = dir.join("lessons/cards.ron");
            let Ok(text) = layerlab::content::limits::read_text(&path) else {
                return false;
            };
            let cat = match Catalogue::parse(&path, &text) {
                Ok(c) => c,
                Err(e) => {
                    black_box((e.render(Lang::En), e.render(Lang::Fr)));
                    return false;
                }
            };
            for (p, t) in &examples {
                match scenario::load_str(p, t, &cat) {
                    Ok(loaded) => solve_reports(&loaded),
                    Err(e) => drop(black_box(e.render(Lang::Fr))),
                }
            }
            drill_pipeline(&dir);
            true
        },
    );
}

// ---------------------------------------------------------------- course

/// The lesson files of the course, in order.
fn lesson_files() -> &'static Vec<String> {
    static L: OnceLock<Vec<String>> = OnceLock::new();
    L.get_or_init(|| {
        let mut v: Vec<String> = std::fs::read_dir(root().join("lessons"))
            .expect("lessons")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ron") && n.as_bytes()[0].is_ascii_digit())
            .collect();
        v.sort();
        v
    })
}

/// Lays out in `dir` a course of lesson `file` alone (its scenarios, its Fluent files, the
/// glossary): small enough to load in a few milliseconds, whole enough that every check runs.
fn mini_course(dir: &Path, file: &str) {
    let _ = std::fs::remove_dir_all(dir);
    let nn = &file[..2];
    let copy = |rel: &str| {
        let t = std::fs::read(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        put(&dir.join(rel), &t);
    };
    put(
        &dir.join("lessons/course.ron"),
        format!("Course(format_version: 1, lessons: [\"{file}\"], glossary: \"glossary.ron\")")
            .as_bytes(),
    );
    copy(&format!("lessons/{file}"));
    copy("lessons/glossary.ron");
    for e in std::fs::read_dir(root().join("lessons/scenarios")).expect("scenarios") {
        let name = e.expect("entry").file_name().to_string_lossy().into_owned();
        if name.starts_with(&format!("l{nn}-")) {
            copy(&format!("lessons/scenarios/{name}"));
        }
    }
    for lang in ["en", "fr"] {
        copy(&format!("locales/{lang}/lesson-{nn}.ftl"));
        copy(&format!("locales/{lang}/glossary.ftl"));
    }
}

/// The `--plain` session's commands that go through every page of a lesson.
fn plain_script(pages: usize) -> Vec<u8> {
    let mut s = String::from("index\nlesson 1\nr\n");
    for _ in 0..pages {
        s.push_str("o\ns\ns\nt\nb\nw\no\nn\n");
    }
    s.push_str("lang fr\np\nt\nw\nq\n");
    s.into_bytes()
}

/// What `check`, `lesson`, `--plain` and the app do with a course folder.
fn course_pipeline(dir: &Path) -> bool {
    let (course, problems) = match course::load(Some(dir)) {
        Ok(x) => x,
        Err(e) => {
            black_box((e.render(Lang::En), e.render(Lang::Fr)));
            return false;
        }
    };
    for p in problems.iter().chain(&deep::check(&course)) {
        black_box((p.render(Lang::En), p.render(Lang::Fr)));
    }
    for i in 0..course.lessons.len() {
        for l in LANGS {
            match words::lesson::lesson(&course, i, l) {
                Ok(t) => drop(black_box(t)),
                Err(e) => drop(black_box(e.render(l))),
            }
        }
    }
    if let Some(first) = course.lessons.first() {
        let script = plain_script(first.lesson.pages.len());
        let mut out = Out::new(Vec::new());
        layerlab::ui::plain::run(&course, Lang::En, &script[..], &mut out).expect("memory");
    }
    problems.is_empty()
}

#[test]
fn mini_courses_are_sound() {
    let dir = scratch("mini-courses");
    for file in lesson_files() {
        mini_course(&dir, file);
        let (_, problems) = course::load(Some(&dir)).expect("folder");
        let shown: Vec<String> = problems.iter().map(|p| p.render(Lang::En)).collect();
        assert!(shown.is_empty(), "{file}: {shown:#?}");
    }
}

#[test]
fn course() {
    let corpus = Corpus::of(&["lessons", "locales/en", "locales/fr"], |rel, _| {
        let name = rel.rsplit('/').next().unwrap_or(rel);
        (rel.ends_with(".ron") && name != "cards.ron")
            || name.starts_with("lesson-")
            || name == "glossary.ftl"
    });
    let dir = scratch("course");
    let lessons = lesson_files();
    fuzz(
        "course",
        (fuzz::input(), any::<Index>()),
        |(i, _)| i.bytes(&corpus),
        |(i, which)| {
            let chosen = &lessons[which.index(lessons.len())];
            // The file the input stands for, and the lesson whose course it goes into.
            let (rel, file) = match i.file(&corpus) {
                Some(rel) => {
                    let name = rel.rsplit('/').next().unwrap_or(rel);
                    let nn = name.strip_prefix("lesson-").map(|n| &n[..2]);
                    let lesson = match nn {
                        Some(nn) => lessons.iter().find(|l| l.starts_with(nn)),
                        None if name.as_bytes()[0].is_ascii_digit() => Some(&name.to_string()),
                        None => None,
                    };
                    (
                        rel.to_string(),
                        lesson.cloned().unwrap_or_else(|| chosen.clone()),
                    )
                }
                None => (format!("lessons/{chosen}"), chosen.clone()),
            };
            mini_course(&dir, &file);
            put(&dir.join(&rel), &i.bytes(&corpus));
            course_pipeline(&dir)
        },
    );
}

// ---------------------------------------------------------------- the program's Fluent files

/// Arguments of every name the program's messages take, with tricky values.
fn fluent_args() -> Vec<(&'static str, Arg)> {
    let mut v = Vec::new();
    for name in [
        "n", "count", "name", "path", "error", "aside", "id", "line", "col", "limit", "found",
        "input", "list", "detail", "reason", "file", "object", "layer", "player", "value",
    ] {
        v.push((name, Arg::Str(format!("\u{1b}[2J{name}\u{0}"))));
    }
    v.push(("n", Arg::Num(i64::MIN)));
    v.push(("count", Arg::Num(i64::MAX)));
    v
}

#[test]
fn fluent() {
    let corpus = Corpus::of(&["locales/en", "locales/fr"], |rel, _| {
        let name = rel.rsplit('/').next().unwrap_or(rel);
        layerlab::content::source::CODE_FTL.contains(&name)
    });
    let args = fluent_args();
    fuzz(
        "fluent",
        (fuzz::input(), any::<bool>()),
        |(i, _)| i.bytes(&corpus),
        |(i, fr)| {
            let lang = if *fr { Lang::Fr } else { Lang::En };
            let bytes = i.bytes(&corpus);
            let text = String::from_utf8_lossy(&bytes);
            let rel = i.file(&corpus).unwrap_or("locales/en/cli.ftl");
            let (loc, errors) = ftl_file::load([(lang, PathBuf::from(rel), &*text)]);
            for e in &errors {
                black_box((e.render(Lang::En), e.render(Lang::Fr)));
            }
            for e in ftl_scan::entries(&text) {
                black_box(loc.format(lang, &e.id, &args));
                black_box(loc.format(lang, &e.id, &[]));
                black_box(loc.has(lang, &e.id));
            }
            black_box(ftl_scan::refs(&text));
            // `from_sources` builds the embedded files, which are checked whole; a text nested
            // deeper than the limit is refused by `ftl_file::load` above before any parser sees
            // it, and the parser would overflow the stack on it.
            if ftl_scan::too_deep(&text, layerlab::content::limits::MAX_NESTING).is_none() {
                black_box(Localizer::from_sources([(lang, "x.ftl", &*text)]));
            }
            errors.is_empty()
        },
    );
}

// ---------------------------------------------------------------- progress and settings

/// The fixture course's app.
fn fixture_app() -> App {
    let dir = root().join("tests/fixtures/content-good");
    let (course, problems) = Course::load(ContentSource::from_dir(&dir).expect("fixture"));
    App::new(course, problems.len(), Lang::En, ThemeKind::Dark)
}

fn draw(app: &App) {
    let mut t = Terminal::new(TestBackend::new(100, 30)).expect("terminal");
    t.draw(|f| view::render(app, f)).expect("draw");
    black_box(t.backend().buffer().content().len());
}

#[test]
fn progress_file() {
    let corpus = fuzz::saved::progress_corpus();
    let dir = scratch("progress");
    fuzz(
        "progress",
        fuzz::input(),
        |i| i.bytes(&corpus),
        |i| {
            let _ = std::fs::remove_dir_all(&dir);
            let path = dir.join("progress.json");
            put(&path, &i.bytes(&corpus));
            let (p, notice) = progress::load(&path);
            if let Some(n) = &notice {
                black_box((n.message(Lang::En), n.message(Lang::Fr)));
            }
            let clean = notice.is_none();
            black_box(layerlab::ui::settings::pick_lang(None, p.lang, None));
            let mut app = fixture_app().with_loaded_progress(path.clone(), &p, notice);
            app.show_start(&p);
            draw(&app);
            if clean {
                // Never a loss: what was read is saved and read back the same.
                progress::save(&path, &p).expect("save");
                let expected = Progress {
                    format_version: progress::FORMAT_VERSION,
                    ..p
                };
                assert_eq!(progress::load(&path), (expected, None));
            }
            clean
        },
    );
}

// ---------------------------------------------------------------- drill progress

#[test]
fn drills_json() {
    let corpus = fuzz::saved::drills_corpus();
    let dir = scratch("drills-json");
    fuzz(
        "drills_json",
        fuzz::input(),
        |i| i.bytes(&corpus),
        |i| {
            let _ = std::fs::remove_dir_all(&dir);
            let path = dir.join("drills.json");
            put(&path, &i.bytes(&corpus));
            let (p, notice) = srs::load(&path);
            if let Some(n) = &notice {
                black_box((n.message(Lang::En), n.message(Lang::Fr)));
            }
            let clean = notice.is_none();
            black_box((p.due_today(NOW), p.weakest_concepts(NOW), p.totals()));
            for key in p.due_questions(NOW).iter().take(5) {
                if let Ok(problem) = fuzz::saved::embedded_drills().problem_by_key(key) {
                    black_box(text::prompt(
                        &problem,
                        Lang::Fr,
                        &fuzz::saved::embedded_drills().catalogue,
                    ));
                }
            }
            for c in Concept::ALL {
                for day in p.series(c, NOW, 30) {
                    black_box(day.percent());
                }
            }
            // The practice screens on this file.
            let sched = practice::Scheduler::open(Some(path.clone()), Box::new(FixedClock(NOW)));
            let mut app = fixture_app();
            app.install_drill(fuzz::saved::embedded_drills().clone(), sched, 7);
            app.show_start(&Progress::default());
            draw(&app);
            for what in [PracticeOpen::Stats, PracticeOpen::Review] {
                app.open_practice(what);
                draw(&app);
            }
            if clean {
                srs::save(&path, &p).expect("save");
                let expected = DrillProgress {
                    format_version: srs::FORMAT_VERSION,
                    ..p
                };
                assert_eq!(srs::load(&path), (expected, None));
            }
            clean
        },
    );
}

// ---------------------------------------------------------------- drill templates

/// What `drill`, the practice screens and `check` do with the templates of a content folder.
fn drill_pipeline(dir: &Path) -> bool {
    if let Ok(source) = ContentSource::from_dir(dir) {
        for e in deep::drills(&source) {
            black_box(e.render(Lang::Fr));
        }
    }
    let d = match Drills::load(dir) {
        Ok(d) => d,
        Err(errors) => {
            for e in errors {
                black_box((e.render(Lang::En), e.render(Lang::Fr)));
            }
            return false;
        }
    };
    for t in &d.templates {
        for l in LANGS {
            black_box(t.title(l));
        }
        for seed in [0, 1, u64::MAX] {
            match d.problem(&t.id, seed) {
                Err(e) => drop(black_box(e.to_string())),
                Ok(p) => {
                    for l in LANGS {
                        black_box(text::prompt(&p, l, &d.catalogue));
                        black_box(text::question_line(&p, l));
                        black_box(text::explanation(&p, l));
                        let expected = p.expected_text(l);
                        black_box(p.check(&expected).ok());
                    }
                    black_box(p.check("1/1").ok());
                }
            }
        }
    }
    for level in [Level::L1, Level::L2] {
        if let Ok(mut exam) = Exam::new(&d, level, 3, 11, NOW) {
            for i in 0..3 {
                black_box(exam.answer(i, "2/2", NOW + 5));
            }
            black_box(exam.report());
        }
    }
    true
}

#[test]
fn drill_templates() {
    let corpus = Corpus::of(&["lessons/drills"], |rel, _| rel.ends_with(".ron"));
    let dir = scratch("drill-templates");
    fuzz(
        "drill_templates",
        fuzz::input(),
        |i| i.bytes(&corpus),
        |i| {
            let _ = std::fs::remove_dir_all(&dir);
            let name = i
                .file(&corpus)
                .and_then(|r| r.rsplit('/').next())
                .unwrap_or("x.ron");
            put(&dir.join("lessons/drills").join(name), &i.bytes(&corpus));
            drill_pipeline(&dir)
        },
    );
}
