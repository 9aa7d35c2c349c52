//! The command line: `layerlab solve`, `phase`, `check`, `lesson` and `drill`. The app that
//! `layerlab` opens with no command is started by [`crate::launch`].

pub mod args;
pub mod check_cmd;
pub mod check_deep;
pub mod drill_cmd;
pub mod lesson_cmd;
pub mod output;
pub mod phase_cmd;
pub mod solve_cmd;

pub use args::{
    CheckArgs, Cli, Command, LangArg, LessonArgs, Numbering, PhaseArgs, PhaseFormat, SolveArgs,
    SolveFormat, ThemeArg, TuiArgs,
};
pub use output::{EXIT_BAD_INPUT, EXIT_EXPECT_FAILED};
