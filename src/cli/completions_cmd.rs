//! `layerlab completions bash|zsh|fish|powershell`: a script that completes layerlab's commands,
//! options and their values in that shell, generated from the command definition clap parses
//! with, so it can't fall behind a new command or option.

use std::io::Write;

use clap_complete::Shell;

use super::output::{Out, finish};
use super::{CompletionsArgs, ShellArg};

impl From<ShellArg> for Shell {
    fn from(s: ShellArg) -> Shell {
        match s {
            ShellArg::Bash => Shell::Bash,
            ShellArg::Zsh => Shell::Zsh,
            ShellArg::Fish => Shell::Fish,
            ShellArg::Powershell => Shell::PowerShell,
        }
    }
}

/// The completion script for `shell`.
pub(crate) fn script(shell: ShellArg) -> Vec<u8> {
    // The descriptions a shell shows beside each command and option are in English: the
    // script is installed once, for every user of the shell.
    let mut cmd = super::help_text::command(crate::i18n::Lang::En);
    let name = cmd.get_name().to_string();
    let mut bytes = Vec::new();
    clap_complete::generate(Shell::from(shell), &mut cmd, name, &mut bytes);
    bytes
}

pub fn run(args: &CompletionsArgs) -> u8 {
    // A script is code for the shell: written as generated, not escaped like text for a
    // terminal.
    let mut out = Out::stdout();
    let written = out
        .raw()
        .write_all(&script(args.shell))
        .and_then(|()| out.flush());
    finish_quietly(written)
}

/// The exit status once the output is written; the language of a failure's message is looked
/// up only when there is one to tell.
pub(crate) fn finish_quietly(written: std::io::Result<()>) -> u8 {
    match written {
        Ok(()) => 0,
        Err(e) => finish(Err(e), 0, super::command_lang(None)),
    }
}
