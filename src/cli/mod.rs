//! The command line: `layerlab solve`, `layerlab phase`, and (later) the TUI with no command.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::i18n::{Lang, tr};

pub mod check_cmd;
pub mod drill_cmd;
pub mod lesson_cmd;
pub mod output;
pub mod phase_cmd;
pub mod solve_cmd;

/// Exit code for a scenario whose `expect` is not met.
pub const EXIT_EXPECT_FAILED: u8 = 1;
/// Exit code for bad input (syntax, unknown names, illegal decisions, tripped guards).
pub const EXIT_BAD_INPUT: u8 = 2;

#[derive(Parser, Debug)]
#[command(
    name = "layerlab",
    version,
    about = "Learn and explore Magic's layer system (CR 613/611) and phase-effect priority"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub tui: TuiArgs,
}

/// Options of the interactive app (`layerlab` with no command).
#[derive(Args, Debug, Default)]
pub struct TuiArgs {
    /// The language of the app (default: the one chosen last in the app, else the system
    /// locale, else English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// The color theme (default: mono when NO_COLOR is set, else the one chosen last, else dark)
    #[arg(long, value_enum)]
    pub theme: Option<ThemeArg>,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub content: Option<PathBuf>,
    /// The progress file (default: layerlab/progress.json in the user's data directory)
    #[arg(long)]
    pub progress: Option<PathBuf>,
    /// Leave the mouse to the terminal (text selection) instead of scrolling with the wheel
    #[arg(long)]
    pub no_mouse: bool,
    /// For a projector: one large pane, a big header for the current step, more space
    #[arg(long)]
    pub present: bool,
    /// Print plain lines instead of drawing (screen readers): read commands from standard input
    /// (`help` lists them)
    #[arg(long)]
    pub plain: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    Dark,
    Light,
    HighContrast,
    Mono,
}

impl From<ThemeArg> for crate::ui::ThemeKind {
    fn from(t: ThemeArg) -> crate::ui::ThemeKind {
        use crate::ui::ThemeKind;
        match t {
            ThemeArg::Dark => ThemeKind::Dark,
            ThemeArg::Light => ThemeKind::Light,
            ThemeArg::HighContrast => ThemeKind::HighContrast,
            ThemeArg::Mono => ThemeKind::Mono,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Compute the board of a layer scenario and print every effect application
    Solve(SolveArgs),
    /// Run a phase-effect or chain scenario and print its trace
    Phase(PhaseArgs),
    /// Validate the course content (lessons, scenarios, questions, messages)
    Check(CheckArgs),
    /// Print a lesson as plain text, questions and answers included
    Lesson(LessonArgs),
    /// Practise on generated exam problems (answers on stdin, one per line)
    Drill(drill_cmd::DrillArgs),
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub content: Option<PathBuf>,
    /// The language of the report (default: the one chosen last in the app, else the system
    /// locale, else English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

#[derive(Args, Debug)]
pub struct LessonArgs {
    /// The lesson number (1, 2, ...)
    pub number: usize,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub content: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The scenario file (RON)
    pub file: PathBuf,
    /// The output: text (the board and every application), md (the same in Markdown, for notes
    /// and handouts) or json (for scripts: English names and values)
    #[arg(long, value_enum, default_value_t = SolveFormat::Text)]
    pub format: SolveFormat,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// `current` labels layers as today's rules (7c counters, 7d switch); `course` as the 2011
    /// course (7d counters, 7e switch)
    #[arg(long, value_enum, default_value_t = Numbering::Current)]
    pub numbering: Numbering,
}

#[derive(Args, Debug)]
pub struct PhaseArgs {
    /// The phase or chain scenario file (RON)
    pub file: PathBuf,
    /// The output: trace (the procedure in compact notation, then what resolved and what
    /// lapsed), text (each step explained in words) or json (rounds, steps, resolved and lapsed
    /// effects, for scripts)
    #[arg(long, value_enum, default_value_t = PhaseFormat::Trace)]
    pub format: PhaseFormat,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolveFormat {
    Text,
    Json,
    Md,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PhaseFormat {
    Trace,
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    En,
    Fr,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::En => Lang::En,
            LangArg::Fr => Lang::Fr,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum Numbering {
    #[default]
    Current,
    Course,
}

/// What `layerlab` does with no command: the interactive app (with the start screen first),
/// the plain-text session with `--plain`, or a one-line hint when stdout is not a terminal
/// (CI, pipes).
pub fn no_command(args: &TuiArgs) -> u8 {
    use std::io::IsTerminal;

    use crate::ui::{self, progress, settings};

    let path = args.progress.clone().or_else(progress::default_path);
    let system = settings::system_lang(|v| std::env::var(v).ok());
    let flag_lang = args.lang.map(Lang::from);
    if args.plain {
        // Plain mode reads the saved language but writes nothing.
        let saved = path.as_deref().and_then(peek_lang);
        let lang = settings::pick_lang(flag_lang, saved, system);
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
        let lang = settings::pick_lang(flag_lang, None, system);
        let mut out = output::Out::stdout();
        let written = out
            .line(&tr(lang, "ui-no-tty", &[]))
            .and_then(|()| out.flush());
        return output::finish(written, 0, lang);
    }
    let (saved, notice) = match &path {
        Some(p) => progress::load(p),
        None => (progress::Progress::default(), None),
    };
    let lang = settings::pick_lang(flag_lang, saved.lang, system);
    let theme = settings::pick_theme(
        args.theme.map(Into::into),
        std::env::var("NO_COLOR").ok().as_deref(),
        saved.theme,
    );
    let (course, problems) = match load_course(args.content.as_deref(), lang) {
        Ok(x) => x,
        Err(code) => return code,
    };
    // Exam practice: the content's own templates, else the built-in ones.
    let drills = match args.content.as_deref() {
        Some(_)
            if course
                .source
                .files_under(crate::drill::DRILLS_DIR, ".ron")
                .next()
                .is_some() =>
        {
            crate::drill::Drills::from_source(&course.source)
        }
        _ => crate::drill::Drills::embedded(),
    };
    let mut app = ui::App::new(course, problems, lang, theme);
    let drill_path = ui::practice::scheduler_path(path.as_deref());
    if let Some(path) = path {
        app = app.with_loaded_progress(path, &saved, notice);
    }
    // The drill engine's scheduler beside the progress file.
    if let Ok(drills) = drills {
        let clock = crate::drill::srs::SystemClock;
        let seed = crate::drill::srs::Clock::now(&clock);
        let sched = ui::practice::Scheduler::open(drill_path, Box::new(clock));
        ui::practice::install(&mut app, drills, sched, seed);
    }
    app.present = args.present;
    ui::start::open(&mut app, &saved);
    match ui::run(app, !args.no_mouse) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("layerlab: {e}");
            EXIT_BAD_INPUT
        }
    }
}

/// The course the app opens: the built-in one, or `--content DIR`'s. A folder that does not
/// load, or whose course has problems, is refused: its report goes to stderr (in `lang`) and the
/// result is the exit status, [`EXIT_BAD_INPUT`]. Only the checks of [`Course::load`] run here;
/// `layerlab check` makes the slower ones too.
///
/// [`Course::load`]: crate::content::course::Course::load
fn load_course(
    dir: Option<&std::path::Path>,
    lang: Lang,
) -> Result<(crate::content::course::Course, usize), u8> {
    use output::error_line;
    let (course, mut problems) = match crate::content::course::load(dir) {
        Ok(x) => x,
        Err(e) => {
            error_line(&e.render(lang));
            return Err(EXIT_BAD_INPUT);
        }
    };
    match dir {
        Some(dir) if !problems.is_empty() => {
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
        _ => Ok((course, problems.len())),
    }
}

/// The language of a command (`solve`, `phase`, `lesson`, `drill`, `check`), picked as the
/// app picks its own: `--lang`, then the language chosen in the app (saved with the progress in
/// the default place), then the system locale, then English. The progress file is only read.
pub fn command_lang(flag: Option<LangArg>) -> Lang {
    use crate::ui::{progress, settings};
    if let Some(flag) = flag {
        return flag.into();
    }
    let saved = progress::default_path().as_deref().and_then(peek_lang);
    let system = settings::system_lang(|v| std::env::var(v).ok());
    settings::pick_lang(None, saved, system)
}

/// The language saved in a progress file, read without touching the file (a damaged one is
/// left for the app to report).
fn peek_lang(path: &std::path::Path) -> Option<Lang> {
    // Read with the limits of every input (a FIFO given as the progress file must not block).
    let text = crate::content::limits::read_text(path).ok()?;
    serde_json::from_str::<crate::ui::progress::Progress>(&text)
        .ok()?
        .lang
}
