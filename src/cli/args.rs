//! The command line as clap reads it: the commands, their options and values.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::i18n::Lang;

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
    pub(crate) lang: Option<LangArg>,
    /// The color theme (default: mono when NO_COLOR is set, else the one chosen last, else dark)
    #[arg(long, value_enum)]
    pub(crate) theme: Option<ThemeArg>,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub(crate) content: Option<PathBuf>,
    /// The progress file (default: layerlab/progress.json in the user's data directory)
    #[arg(long)]
    pub(crate) progress: Option<PathBuf>,
    /// The configuration file: keys, theme, language, mouse (default: layerlab/config.toml in
    /// the user's settings directory)
    #[arg(long)]
    pub(crate) config: Option<PathBuf>,
    /// Leave the mouse to the terminal (text selection) instead of scrolling with the wheel
    #[arg(long)]
    pub(crate) no_mouse: bool,
    /// For a projector: one large pane, a big header for the current step, more space
    #[arg(long)]
    pub(crate) present: bool,
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
    Drill(DrillArgs),
    /// Read a card's printed type line and rules text, and show how layerlab understands it
    Card(CardArgs),
    /// Print a script that completes layerlab's commands and options in a shell
    Completions(CompletionsArgs),
    /// Print layerlab's manual page (roff), every command and option in one page
    Man,
    /// Check the configuration file (keys, theme, language, mouse), or print the default one
    Config(ConfigArgs),
    /// Write a step-through as a slide deck: one self-contained HTML page, a slide per step and
    /// per question, for a projector or a printed handout
    Slides(SlidesArgs),
}

#[derive(Args, Debug)]
pub struct SlidesArgs {
    /// A layer scenario, or a phase or chain scenario (RON)
    #[arg(required_unless_present = "lesson", conflicts_with = "lesson")]
    pub(crate) file: Option<PathBuf>,
    /// The HTML file to write (replaced whole, never written through a link)
    #[arg(short, long)]
    pub(crate) output: PathBuf,
    /// A lesson of the course instead of a file: its boards' steps and its questions
    #[arg(long)]
    pub(crate) lesson: Option<usize>,
    /// Only this page of the lesson (1, 2, ...)
    #[arg(long, requires = "lesson")]
    pub(crate) page: Option<usize>,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
    /// The colors the deck opens with (default: the reader's system setting); T changes them
    #[arg(long, value_enum)]
    pub(crate) theme: Option<ThemeArg>,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub(crate) content: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct ConfigArgs {
    /// Print the default configuration file (every screen's actions and keys, commented)
    #[arg(long)]
    pub default: bool,
    /// The configuration file (default: layerlab/config.toml in the user's settings directory)
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// The language of the messages and comments
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
}

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell the script is for
    #[arg(value_enum)]
    pub(crate) shell: ShellArg,
}

/// The shells `layerlab completions` writes a script for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShellArg {
    Bash,
    Zsh,
    Fish,
    Powershell,
}

#[derive(Args, Debug)]
pub struct CardArgs {
    /// The type line as printed ("Creature — Elf"; " - " or "--" for the dash)
    #[arg(long, required_unless_present = "type_line_fr")]
    pub(crate) type_line: Option<String>,
    /// The rules text, one ability a line (default: read from standard input)
    #[arg(long)]
    pub(crate) text: Option<String>,
    /// The type line as printed in French ("Créature : Elfe"); with --type-line, both must agree
    #[arg(long)]
    pub(crate) type_line_fr: Option<String>,
    /// The rules text as printed in French, one ability a line (read from standard input when
    /// only French is given); with --text, both must agree
    #[arg(long)]
    pub(crate) text_fr: Option<String>,
    /// The card's name (its text may name the card by it)
    #[arg(long)]
    pub(crate) name: Option<String>,
    /// The card's French name (its French text may name the card by it)
    #[arg(long)]
    pub(crate) name_fr: Option<String>,
    /// Printed power and toughness ("2/2", "*/1+*")
    #[arg(long)]
    pub(crate) pt: Option<String>,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub(crate) content: Option<PathBuf>,
    /// The language of the report (default: the one chosen last in the app, else the system
    /// locale, else English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
}

#[derive(Args, Debug)]
pub struct LessonArgs {
    /// The lesson number (1, 2, ...)
    pub(crate) number: usize,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub(crate) content: Option<PathBuf>,
    /// A worksheet: the questions without their answers
    #[arg(long, conflicts_with = "answers_at_end")]
    pub(crate) questions: bool,
    /// The answers in a key after the last page, not under each question
    #[arg(long)]
    pub(crate) answers_at_end: bool,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The scenario file (RON)
    pub(crate) file: PathBuf,
    /// The output: text (the board and every application), md (the same in Markdown, for notes
    /// and handouts) or json (for scripts: English names and values)
    #[arg(long, value_enum, default_value_t = SolveFormat::Text)]
    pub(crate) format: SolveFormat,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
    /// `current` labels layers as today's rules (7c counters, 7d switch); `course` as the 2011
    /// course (7d counters, 7e switch)
    #[arg(long, value_enum, default_value_t = Numbering::Current)]
    pub(crate) numbering: Numbering,
}

#[derive(Args, Debug)]
pub struct PhaseArgs {
    /// The phase or chain scenario file (RON)
    pub(crate) file: PathBuf,
    /// The output: trace (the procedure in compact notation, then what resolved and what
    /// lapsed), text (each step explained in words) or json (rounds, steps, resolved and lapsed
    /// effects, for scripts)
    #[arg(long, value_enum, default_value_t = PhaseFormat::Trace)]
    pub(crate) format: PhaseFormat,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub(crate) lang: Option<LangArg>,
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

#[derive(Args, Debug, Clone)]
pub struct DrillArgs {
    /// The seed: the same seed gives the same problems (default: from the clock, and printed)
    #[arg(long)]
    pub seed: Option<u64>,
    /// Only this concept (layer7, locked-dynamic, cda-setting, dependency-type,
    /// dependency-ability, keeps-going, copy-face-down, control, timestamps, phase, chain)
    #[arg(long)]
    pub concept: Option<String>,
    /// The language (default: the one chosen last in the app, else the system locale, else
    /// English)
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// How many problems (the session also ends at the end of input)
    #[arg(long, default_value_t = 10)]
    pub count: usize,
    /// A mock exam: level 1 (layer 7 only) or level 2 (all layers), timed
    #[arg(long, value_enum)]
    pub exam: Option<ExamArg>,
    /// The spaced-repetition file (JSON): due questions come first, answers are recorded
    #[arg(long)]
    pub progress: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExamArg {
    L1,
    L2,
}
