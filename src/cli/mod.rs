//! The command line: `layerlab solve`, `layerlab phase`, and (later) the TUI with no command.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::i18n::{Lang, tr};

pub mod check_cmd;
pub mod lesson_cmd;
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
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub content: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct LessonArgs {
    /// The lesson number (1, 2, ...)
    pub number: usize,
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
    /// A content folder (with lessons/ and locales/) instead of the built-in course
    #[arg(long)]
    pub content: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The scenario file (RON)
    pub file: PathBuf,
    #[arg(long, value_enum, default_value_t = SolveFormat::Text)]
    pub format: SolveFormat,
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
    /// `current` labels layers as today's rules (7c counters, 7d switch); `course` as the 2011 course (7d counters, 7e switch)
    #[arg(long, value_enum, default_value_t = Numbering::Current)]
    pub numbering: Numbering,
}

#[derive(Args, Debug)]
pub struct PhaseArgs {
    /// The phase or chain scenario file (RON)
    pub file: PathBuf,
    #[arg(long, value_enum, default_value_t = PhaseFormat::Trace)]
    pub format: PhaseFormat,
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
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

/// What `layerlab` does with no command (the TUI arrives with its own issue).
pub fn no_command() -> u8 {
    println!("{}", tr(Lang::En, "cli-no-command", &[]));
    0
}
