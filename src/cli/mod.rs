//! The command line: `layerlab solve`, `phase`, `check`, `lesson`, `drill`, `card` and
//! `slides`, and the shell completions and manual page drawn from the same definition. The app that
//! `layerlab` opens with no command is started by [`crate::launch`].

pub(crate) mod args;
pub mod card_cmd;
pub mod check_cmd;
pub mod check_deep;
pub mod completions_cmd;
pub mod drill_cmd;
pub mod help_text;
pub mod json;
pub mod lesson_cmd;
pub mod man_cmd;
pub mod output;
pub mod phase_cmd;
pub mod slides_cmd;
pub mod solve_cmd;

pub use args::{
    CardArgs, CheckArgs, Cli, Command, CompletionsArgs, ConfigArgs, LangArg, LessonArgs, Numbering,
    PhaseArgs, PhaseFormat, ShellArg, SlidesArgs, SolveArgs, SolveFormat, ThemeArg, TuiArgs,
};
pub(crate) use output::{EXIT_BAD_INPUT, EXIT_EXPECT_FAILED};

/// The language of a command (`solve`, `phase`, `lesson`, `drill`, `check`), picked as the
/// app picks its own: `--lang`, then the language chosen in the app (the configuration file's,
/// else an older progress file's, in their default places), then the system locale, then
/// English. The files are only read.
pub(crate) fn command_lang(flag: Option<LangArg>) -> crate::i18n::Lang {
    use crate::content::saved;
    use crate::i18n;
    if let Some(flag) = flag {
        return flag.into();
    }
    let saved = saved::chosen_lang(
        saved::default_config_path().as_deref(),
        saved::default_progress_path().as_deref(),
    );
    i18n::pick_lang(None, saved, i18n::system_lang(|v| std::env::var(v).ok()))
}
