use std::process::ExitCode;

use clap::{FromArgMatches, Parser};

use layerlab::cli::{Cli, Command, help_text};

/// The app allocates many small values (each trace step's before and after, shared lists);
/// mimalloc serves them faster than the system allocator (see README, Performance).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        // `--help`, `--version` or a command line clap refuses: read again with the words in
        // the reader's language (looked up only now: a command that runs reads no file for it),
        // and written like any command's output.
        Err(_) => {
            let lang = help_text::lang_of_args(&args);
            let again = help_text::command(lang)
                .try_get_matches_from(&args)
                .and_then(|m| Cli::from_arg_matches(&m));
            match again {
                Ok(cli) => cli,
                Err(e) => return ExitCode::from(layerlab::cli::output::clap_exit(e, lang)),
            }
        }
    };
    let code = match cli.command {
        Some(Command::Solve(args)) => layerlab::cli::solve_cmd::run(&args),
        Some(Command::Phase(args)) => layerlab::cli::phase_cmd::run(&args),
        Some(Command::Check(args)) => layerlab::cli::check_cmd::run(&args),
        Some(Command::Lesson(args)) => layerlab::cli::lesson_cmd::run(&args),
        Some(Command::Drill(args)) => layerlab::cli::drill_cmd::run(&args),
        Some(Command::Card(args)) => layerlab::cli::card_cmd::run(&args),
        Some(Command::Completions(args)) => layerlab::cli::completions_cmd::run(&args),
        Some(Command::Man) => layerlab::cli::man_cmd::run(),
        Some(Command::Config(args)) => layerlab::launch::config_cmd(&args),
        Some(Command::Slides(args)) => layerlab::cli::slides_cmd::run(&args),
        None => layerlab::launch::run(&cli.tui),
    };
    ExitCode::from(code)
}
