//! Starting the terminal app (`layerlab` with no command): the language, the theme, the course
//! and the progress file it opens with, or the plain-text session (`--plain`). It stands above
//! both front ends, the command line ([`crate::cli`]) and the app ([`crate::ui`]), which never
//! import each other.

use std::io::IsTerminal;

use crate::cli::output::{self, error_line};
use crate::cli::{EXIT_BAD_INPUT, ThemeArg, TuiArgs, check_cmd, check_deep};
use crate::content::course::Course;
use crate::drill::Drills;
use crate::i18n::{self, Lang, tr};
use crate::ui::{self, ThemeKind, config, progress, settings};

/// The theme a `--theme` value names.
fn theme_kind(t: ThemeArg) -> ThemeKind {
    match t {
        ThemeArg::Dark => ThemeKind::Dark,
        ThemeArg::Light => ThemeKind::Light,
        ThemeArg::HighContrast => ThemeKind::HighContrast,
        ThemeArg::Mono => ThemeKind::Mono,
    }
}

/// What `layerlab` does with no command: the interactive app (with the start screen first),
/// the plain-text session with `--plain`, or a one-line hint when stdout is not a terminal
/// (CI, pipes).
pub fn run(args: &TuiArgs) -> u8 {
    let system = i18n::system_lang(|v| std::env::var(v).ok());
    let flag_lang = args.lang.map(Lang::from);
    if args.plain {
        // Plain mode reads the saved language but writes nothing.
        let path = args.progress.clone().or_else(progress::default_path);
        let config = args.config.clone().or_else(config::default_path);
        let saved = crate::content::saved::chosen_lang(config.as_deref(), path.as_deref());
        let lang = i18n::pick_lang(flag_lang, saved, system);
        let course = match load_course(args.content.as_deref(), lang) {
            Ok((course, _)) => course,
            Err(code) => return code,
        };
        let stdin = std::io::stdin();
        let mut out = output::Out::stdout();
        return match ui::plain::run(&course, lang, stdin.lock(), &mut out) {
            Ok(()) => output::finish(out.flush(), 0, lang),
            Err(ui::plain::PlainError::Output(e)) => output::finish(Err(e), 0, lang),
            Err(ui::plain::PlainError::Input(e)) => {
                let _ = out.flush();
                let reason = output::io_reason(&e, lang);
                output::error_line(&tr(
                    lang,
                    "cli-input-failed",
                    crate::fargs![reason = reason],
                ));
                EXIT_BAD_INPUT
            }
        };
    }
    if !std::io::stdout().is_terminal() {
        let lang = i18n::pick_lang(flag_lang, None, system);
        let mut out = output::Out::stdout();
        let written = out
            .line(&tr(lang, "ui-no-tty", &[]))
            .and_then(|()| out.flush());
        return output::finish(written, 0, lang);
    }
    let app = match open_app(args) {
        Ok(app) => app,
        Err(code) => return code,
    };
    let lang = app.shared.lang;
    let mouse = !args.no_mouse && app.shared.config.mouse != Some(false);
    match ui::run(app, mouse) {
        Ok(()) => 0,
        Err(e) => {
            let (id, e) = match e {
                ui::RunError::Setup(e) => ("ui-terminal-setup-failed", e),
                ui::RunError::Terminal(e) => ("ui-terminal-failed", e),
            };
            let reason = output::io_reason(&e, lang);
            output::error_line(&tr(lang, id, crate::fargs![reason = reason]));
            EXIT_BAD_INPUT
        }
    }
}

/// The app as `layerlab` opens it on its start screen, before the terminal is touched: the saved
/// progress, the language, the theme, the course and exam practice. `Err` is the exit status of
/// a `--content` course refused (its report is on stderr).
pub fn open_app(args: &TuiArgs) -> Result<ui::App, u8> {
    let path = args.progress.clone().or_else(progress::default_path);
    let system = i18n::system_lang(|v| std::env::var(v).ok());
    let (saved, notice) = match &path {
        Some(p) => progress::load(p),
        None => (progress::Progress::default(), None),
    };
    // The settings are the configuration file's; an older progress file's count where it says
    // nothing (they move to it with the next save).
    let config_path = args.config.clone().or_else(config::default_path);
    let read = match &config_path {
        Some(p) => config::load(p),
        None => Ok(config::Config::default()),
    };
    let chosen = read
        .as_ref()
        .map(config::Config::settings)
        .unwrap_or_default();
    let lang = i18n::pick_lang(
        args.lang.map(Lang::from),
        chosen.lang.or(saved.lang),
        system,
    );
    let theme = settings::pick_theme(
        args.theme.map(theme_kind),
        std::env::var("NO_COLOR").ok().as_deref(),
        chosen.theme.or(saved.theme),
    );
    let (course, problems) = load_course(args.content.as_deref(), lang)?;
    // Exam practice: the content's own templates, else the built-in ones (with the built-in
    // course, on its catalogue).
    let drills = match args.content.as_deref() {
        None => Drills::built_in(course.catalogue.clone()),
        Some(_)
            if course
                .source
                .files_under(crate::drill::DRILLS_DIR, ".ron")
                .next()
                .is_some() =>
        {
            Drills::from_source(&course.source)
        }
        Some(_) => Drills::embedded(),
    };
    let mut app = ui::App::new(course, problems, lang, theme);
    let drill_path = ui::screens::practice::scheduler_path(path.as_deref());
    if let Some(path) = path {
        app = app.with_loaded_progress(path, &saved, notice);
    }
    app = app.with_config(config_path, read);
    // The drill engine's scheduler beside the progress file.
    if let Ok(drills) = drills {
        let clock = crate::drill::srs::SystemClock;
        let seed = crate::drill::srs::Clock::now(&clock);
        let sched = ui::screens::practice::Scheduler::open(drill_path, Box::new(clock));
        app.install_drill(drills, sched, seed);
    }
    app.present = args.present;
    app.show_start(&saved);
    Ok(app)
}

/// The course the app opens: the built-in one, or `--content DIR`'s. The built-in course is
/// only read ([`Course::built_in`]): the tests and CI check it (`layerlab check`), and nothing
/// of it is solved or parsed before a screen shows it. A folder is checked as
/// [`Course::load`] checks it, with the boards' expectations and worked answers (each board
/// solved once, and kept for the app); one that does not load, or whose course has problems,
/// is refused: its report goes to stderr (in `lang`) and the result is the exit status,
/// [`EXIT_BAD_INPUT`].
fn load_course(dir: Option<&std::path::Path>, lang: Lang) -> Result<(Course, usize), u8> {
    let Some(dir) = dir else {
        let (course, problems) = Course::built_in();
        return Ok((course, problems.len()));
    };
    let (course, mut problems) = match crate::content::course::load(Some(dir)) {
        Ok(x) => x,
        Err(e) => {
            error_line(&e.render(lang));
            return Err(EXIT_BAD_INPUT);
        }
    };
    problems.extend(check_deep::expectations(&course));
    problems.extend(check_deep::worked_answers(&course));
    if problems.is_empty() {
        return Ok((course, 0));
    }
    check_cmd::sort(&mut problems);
    for p in &problems {
        error_line(&p.render(lang));
    }
    error_line(&tr(
        lang,
        "check-refused",
        crate::fargs![dir = dir.display().to_string(), n = problems.len()],
    ));
    Err(EXIT_BAD_INPUT)
}

/// `layerlab config`: checks the configuration file (each problem as `path:line:col: message`,
/// and a non-zero exit), or with `--default` prints the default one.
pub fn config_cmd(args: &crate::cli::ConfigArgs) -> u8 {
    let lang = crate::cli::command_lang(args.lang);
    let mut out = output::Out::stdout();
    if args.default {
        let written = out
            .text(&config::default_text(lang))
            .and_then(|()| out.flush());
        return output::finish(written, 0, lang);
    }
    let Some(path) = args.config.clone().or_else(config::default_path) else {
        error_line(&tr(lang, "config-no-folder", &[]));
        return EXIT_BAD_INPUT;
    };
    match config::load(&path) {
        Ok(_) => {
            let shown = crate::escape::one_line(&path.display().to_string()).into_owned();
            let written = out
                .line(&tr(lang, "config-ok", crate::fargs![path = shown]))
                .and_then(|()| out.flush());
            output::finish(written, 0, lang)
        }
        Err(errors) => {
            for e in &errors {
                error_line(&e.render(lang));
            }
            EXIT_BAD_INPUT
        }
    }
}
