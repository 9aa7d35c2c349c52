//! The command line's help in the reader's language: the words clap shows (each command's
//! description, each argument's help, the headings, the default and possible values) come from
//! the Fluent files (`cli-help.ftl`), put into the command definition before it parses. The
//! language is picked before the command line is read, as the app picks its own: `--lang`
//! wherever it is, then the configuration file's (or an older progress file's), then the
//! system locale, then English.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::builder::StyledStr;
use clap::{Arg, Command, CommandFactory};

use super::Cli;
use crate::i18n::{self, Lang, embedded, tr};

/// The command definition with its help in `lang`.
pub fn command(lang: Lang) -> Command {
    let mut cmd = Cli::command();
    // Built first, so that clap's own parts (`--help`, `--version`, the `help` command) are
    // there to translate too.
    cmd.build();
    localize(cmd, "app", lang)
}

/// The language of the help for the command line `args` (the program's name first): the
/// value of a `--lang` (`--lang fr`, `--lang=fr`), else the language chosen in the app (in the
/// configuration file `--config` names or the default one, else in the progress file
/// `--progress` names or the default one), else the system locale's, else English. A value
/// clap would refuse is passed over here: clap says what is wrong with it.
pub fn lang_of_args(args: &[OsString]) -> Lang {
    let value = |name: &str| -> Option<String> {
        let eq = format!("--{name}=");
        let mut found = None;
        let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
        while let Some(a) = it.next() {
            if a == "--" {
                break;
            }
            if a == format!("--{name}") {
                found = it.next().map(|v| v.into_owned());
            } else if let Some(v) = a.strip_prefix(&eq) {
                found = Some(v.to_string());
            }
        }
        found
    };
    let flag = value("lang").and_then(|v| match v.as_str() {
        "en" => Some(Lang::En),
        "fr" => Some(Lang::Fr),
        _ => None,
    });
    if let Some(l) = flag {
        return l;
    }
    use crate::content::saved;
    let config = value("config")
        .map(PathBuf::from)
        .or_else(saved::default_config_path);
    let progress = value("progress")
        .map(PathBuf::from)
        .or_else(saved::default_progress_path);
    let chosen = saved::chosen_lang(config.as_deref(), progress.as_deref());
    i18n::pick_lang(None, chosen, i18n::system_lang(|v| std::env::var(v).ok()))
}

/// The Fluent id of an argument's help: the command's own (`cli-help-solve-format`), else one
/// the commands share (`cli-help-arg-lang`). `None` when neither exists.
pub fn arg_message(command: &str, arg: &str) -> Option<String> {
    let arg = arg.replace('_', "-");
    [
        format!("cli-help-{command}-{arg}"),
        format!("cli-help-arg-{arg}"),
    ]
    .into_iter()
    .find(|id| embedded().has(Lang::En, id))
}

/// The Fluent id of a command's description.
pub fn about_message(command: &str) -> String {
    format!("cli-help-{command}")
}

/// `cmd` (named `name` in the message ids) and its commands, their words in `lang`.
fn localize(cmd: Command, name: &str, lang: Lang) -> Command {
    let mut cmd = cmd;
    if embedded().has(lang, &about_message(name)) {
        cmd = cmd
            .about(tr(lang, &about_message(name), &[]))
            .long_about(None);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().as_str().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(&id, |a| localize_arg(a, name, lang));
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        cmd = cmd.mut_subcommand(&sub, |s| localize(s, &sub, lang));
    }
    let value_name = tr(lang, "cli-help-command-value", &[]);
    cmd = cmd.subcommand_value_name(value_name);
    let template = template(&cmd, lang);
    cmd.help_template(template)
}

/// An argument's help in `lang`, its default and possible values said in `lang` too.
fn localize_arg(a: Arg, command: &str, lang: Lang) -> Arg {
    let id = a.get_id().as_str().to_string();
    // clap's `--help` says more when the long help does; its words follow.
    let (short, long) = match id.as_str() {
        "help" if a.get_long_help().is_some() => (
            Some(tr(lang, "cli-help-arg-help-more", &[])),
            Some(tr(lang, "cli-help-arg-help-summary", &[])),
        ),
        _ => (arg_message(command, &id).map(|m| tr(lang, &m, &[])), None),
    };
    let Some(mut help) = short else {
        return a;
    };
    let mut a = a;
    let takes = a.get_action().takes_values();
    let values: Vec<String> = a
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let mut tail = Vec::new();
    if takes && !defaults.is_empty() && !a.is_hide_default_value_set() {
        tail.push(tr(
            lang,
            "cli-help-default",
            crate::fargs![value = defaults.join(", ")],
        ));
        a = a.hide_default_value(true);
    }
    if takes && !values.is_empty() && !a.is_hide_possible_values_set() {
        tail.push(tr(
            lang,
            "cli-help-values",
            crate::fargs![values = values.join(", ")],
        ));
        a = a.hide_possible_values(true);
    }
    if !tail.is_empty() {
        help = format!("{help} {}", tail.join(" "));
    }
    let a = a.help(help);
    match long {
        Some(l) => a.long_help(l),
        None => a.long_help(None),
    }
}

/// The help's layout, clap's own, with its headings in `lang`: the description, the usage,
/// then the commands, the arguments and the options, each under its heading.
fn template(cmd: &Command, lang: Lang) -> StyledStr {
    let h = cmd.get_styles().get_header();
    let heading = |id: &str| format!("{h}{}{h:#}", tr(lang, id, &[]));
    let mut t = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        heading("cli-help-usage")
    );
    let shown = |a: &&Arg| !a.is_hide_set();
    let mut section = |id: &str, tag: &str| {
        t.push_str(&format!("\n\n{}\n{{{tag}}}", heading(id)));
    };
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        section("cli-help-commands", "subcommands");
    }
    if cmd.get_positionals().any(|a| shown(&a)) {
        section("cli-help-arguments", "positionals");
    }
    if cmd.get_arguments().any(|a| !a.is_positional() && shown(&a)) {
        section("cli-help-options", "options");
    }
    t.push_str("{after-help}");
    StyledStr::from(t)
}
