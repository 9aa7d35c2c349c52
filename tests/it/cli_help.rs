//! Every line of every `--help` says what its option, argument or command does: the help of
//! `layerlab` and of each of its commands, short (`-h`) and long (`--help`). The shell
//! completions and the manual page, made from the same definition, name every command and
//! option, and the page is roff a troff reads without a warning.

use std::process::Stdio;

use crate::common;
use common::binary::layerlab;

fn help(args: &[&str]) -> String {
    let out = layerlab()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("layerlab runs");
    let what = args.join(" ");
    assert_eq!(out.status.code(), Some(0), "layerlab {what}");
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

/// One entry of a help section: its name (`--format <FORMAT>`, `<FILE>`, `solve`) and what the
/// help says of it (empty when it says nothing).
struct Entry {
    section: String,
    name: String,
    words: String,
}

/// The entries of every section (`Commands:`, `Arguments:`, `Options:`): an entry starts two
/// spaces in, or six for a long option without a short one (`      --lang`); its words follow two or more spaces after its name, or on the lines below, further
/// in. Defaults and possible values are not words about what it does.
fn entries(text: &str) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut section: Option<String> = None;
    // Whether the last entry is in the current section (words below belong to it).
    let mut open = false;
    for line in text.lines() {
        if !line.starts_with(' ') {
            open = false;
            section = line
                .strip_suffix(':')
                .filter(|s| ["Commands", "Arguments", "Options"].contains(s))
                .map(str::to_string);
            continue;
        }
        let Some(section) = &section else { continue };
        let indent = line.len() - line.trim_start().len();
        let rest = line.trim_start();
        if indent == 2 || (indent == 6 && rest.starts_with("--")) {
            open = true;
            let (name, words) = match rest.find("  ") {
                Some(i) => (&rest[..i], rest[i..].trim()),
                None => (rest, ""),
            };
            out.push(Entry {
                section: section.clone(),
                name: name.to_string(),
                words: words.to_string(),
            });
        } else if let Some(last) = out.last_mut().filter(|_| open) {
            let more = line.trim();
            // The long help's list of possible values belongs to the entry, not its words.
            if !more.starts_with("Possible values") && !more.starts_with("- ") {
                last.words.push(' ');
                last.words.push_str(more);
            }
        }
    }
    for e in &mut out {
        let mut w = e.words.trim().to_string();
        for tail in ["[possible values:", "[default:"] {
            if let Some(i) = w.find(tail) {
                w.truncate(i);
            }
        }
        e.words = w.trim().to_string();
    }
    out
}

/// The commands `layerlab --help` lists (`help` included: it has a line too).
fn commands() -> Vec<String> {
    entries(&help(&["--help"]))
        .into_iter()
        .filter(|e| e.section == "Commands")
        .map(|e| e.name)
        .collect()
}

#[test]
fn every_help_line_says_what_its_option_does() {
    let commands = commands();
    for expected in ["solve", "phase", "check", "lesson", "drill"] {
        assert!(
            commands.iter().any(|c| c == expected),
            "{expected} in {commands:?}"
        );
    }
    let mut runs: Vec<Vec<&str>> = vec![vec!["-h"], vec!["--help"]];
    for c in commands.iter().filter(|c| *c != "help") {
        runs.push(vec![c.as_str(), "-h"]);
        runs.push(vec![c.as_str(), "--help"]);
    }
    let mut silent = Vec::new();
    for args in &runs {
        let text = help(args);
        let found = entries(&text);
        assert!(
            found.iter().any(|e| e.name.contains("--help")),
            "layerlab {}: no options read in\n{text}",
            args.join(" ")
        );
        for e in found {
            // At least a few words, not a bare value list.
            if e.words.split_whitespace().count() < 2 {
                silent.push(format!("layerlab {}: {}", args.join(" "), e.name));
            }
        }
    }
    assert!(
        silent.is_empty(),
        "help lines with no description:\n{}",
        silent.join("\n")
    );
}

#[test]
fn an_entry_without_words_is_found() {
    // The reader above, on clap's layout of an option without a doc comment.
    let text = "Usage: x\n\nArguments:\n  <FILE>  The file\n\nOptions:\n      --format <FORMAT>  [default: text] [possible values: \
                text, json]\n      --lang <LANG>      The language [possible values: en, fr]\n";
    let found = entries(text);
    assert_eq!(found.len(), 3);
    assert_eq!(found[0].words, "The file");
    assert_eq!(found[1].name, "--format <FORMAT>");
    assert_eq!(found[1].words, "");
    assert_eq!(found[2].words, "The language");
}

/// The commands clap knows (its own `help` left out), each with the long names of its options.
fn definition() -> Vec<(String, Vec<String>)> {
    use clap::CommandFactory;
    let cmd = layerlab::cli::Cli::command();
    let longs = |c: &clap::Command| -> Vec<String> {
        c.get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect()
    };
    let mut out = vec![(String::new(), longs(&cmd))];
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        out.push((sub.get_name().to_string(), longs(sub)));
    }
    out
}

#[test]
fn every_shell_script_names_every_command_and_option() {
    let definition = definition();
    let commands: Vec<&str> = definition[1..].iter().map(|(c, _)| c.as_str()).collect();
    for expected in ["solve", "card", "completions", "man"] {
        assert!(commands.contains(&expected), "{expected} in {commands:?}");
    }
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let script = help(&["completions", shell]);
        for (command, options) in &definition {
            assert!(
                command.is_empty() || script.contains(command.as_str()),
                "{shell}: no {command}"
            );
            for long in options {
                // Fish names a long option with -l.
                let spelled = match shell {
                    "fish" => format!("-l {long}"),
                    _ => format!("--{long}"),
                };
                assert!(
                    script.contains(&spelled),
                    "{shell}: no {spelled} of {command:?}"
                );
            }
        }
    }
    // Bash completes a command's options once the command is typed: each has its own case.
    let bash = help(&["completions", "bash"]);
    for command in &commands {
        assert!(
            bash.contains(&format!("layerlab__{command})"))
                || bash.contains(&format!("layerlab__subcmd__{command})")),
            "bash: no case for {command}"
        );
    }
}

/// What is wrong with `page` as a manual page: no title before the first section, lines a
/// troff would not read as the man macros, the few requests clap_mangen writes (its
/// apostrophe string: `.ie`, `.el`, `.ds`) or text, or characters beyond ASCII (written raw,
/// they depend on the reader's encoding).
fn roff_problems(page: &str) -> Vec<String> {
    const REQUESTS: [&str; 17] = [
        "TH", "SH", "SS", "PP", "TP", "IP", "RS", "RE", "B", "I", "br", "sp", "nf", "fi", "ie",
        "el", "ds",
    ];
    let mut problems = Vec::new();
    let lines = format!("\n{page}");
    let title = lines.find("\n.TH ");
    let section = lines.find("\n.SH ");
    if title.is_none() || section.is_some_and(|s| Some(s) < title) {
        problems.push("no .TH before the first section".to_string());
    }
    for (i, line) in page.lines().enumerate() {
        if let Some(request) = line.strip_prefix('.').or_else(|| line.strip_prefix('\'')) {
            let name = request.split_whitespace().next().unwrap_or_default();
            if !REQUESTS.contains(&name) && !request.starts_with("\\\"") {
                problems.push(format!("line {}: unknown request .{name}", i + 1));
            }
        }
        if !line.is_ascii() {
            problems.push(format!("line {}: a raw character beyond ASCII", i + 1));
        }
    }
    problems
}

#[test]
fn the_roff_check_finds_what_it_looks_for() {
    assert!(roff_problems(".TH X 1\n.SH NAME\nx \\- y\n").is_empty());
    assert_eq!(roff_problems(".SH NAME\n.TH X 1\n").len(), 1);
    assert_eq!(roff_problems(".TH X 1\n.XYZ\n").len(), 1);
    assert_eq!(roff_problems(".TH X 1\nCréature\n").len(), 1);
}

#[test]
fn the_manual_page_is_roff_naming_every_command_and_option() {
    let page = help(&["man"]);
    let problems = roff_problems(&page);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for (command, options) in definition() {
        // The app's own options come before the first command's section; each command's in its
        // own, up to the next.
        let section = if command.is_empty() {
            page.split("\n.SH \"LAYERLAB ").next()
        } else {
            page.split(&format!("\n.SH \"LAYERLAB {}\"\n", command.to_uppercase()))
                .nth(1)
                .and_then(|rest| rest.split("\n.SH ").next())
        };
        let section = section.unwrap_or_else(|| panic!("no section for {command:?}"));
        for long in options {
            // Roff writes a minus sign as \-.
            let name = format!("\\-\\-{}", long.replace('-', "\\-"));
            assert!(
                section.contains(&name),
                "{name} of {command:?} not in its section"
            );
        }
    }
    // Where groff is installed, it reads the page as a man page with every warning on.
    let groff = std::process::Command::new("groff")
        .args(["-man", "-ww", "-z"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    if let Ok(mut groff) = groff {
        use std::io::Write;
        groff
            .stdin
            .take()
            .expect("piped")
            .write_all(page.as_bytes())
            .expect("groff reads");
        let out = groff.wait_with_output().expect("groff ends");
        let warnings = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && warnings.is_empty(),
            "groff: {warnings}"
        );
    }
}

/// `layerlab ARGS` in the clean environment with `env` set over it (`None`: removed).
fn help_with(args: &[&str], env: &[(&str, Option<&str>)]) -> String {
    let mut cmd = layerlab();
    cmd.args(args).stdin(Stdio::null());
    for (k, v) in env {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    let out = cmd.output().expect("layerlab runs");
    assert_eq!(out.status.code(), Some(0), "layerlab {}", args.join(" "));
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

/// Whether `text` is the help in French: its headings, its words, clap's own parts; none of
/// the English ones.
fn is_french(text: &str) -> bool {
    let nb = '\u{a0}';
    text.contains(&format!("Utilisation{nb}:"))
        && text.contains(&format!("Options{nb}:"))
        && text.contains("Afficher l'aide")
        && !text.contains("Usage:")
        && !text.contains("Options:")
        && !text.contains("Print help")
        && !text.contains("The language")
}

fn is_english(text: &str) -> bool {
    text.contains("Usage:")
        && text.contains("Options:")
        && text.contains("Print help")
        && !text.contains("Utilisation")
        && !text.contains("Affiche")
}

#[test]
fn the_help_speaks_the_language_the_app_would() {
    let fr_locale: &[(&str, Option<&str>)] = &[("LC_ALL", None), ("LANG", Some("fr_FR.UTF-8"))];
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["solve", "-h"],
        &["-h"],
    ] {
        // The system locale.
        let fr = help_with(args, fr_locale);
        assert!(
            is_french(&fr),
            "LANG=fr_FR.UTF-8 layerlab {}:\n{fr}",
            args.join(" ")
        );
        // --lang, wherever it is, over the locale.
        let mut with = args.to_vec();
        with.extend(["--lang", "fr"]);
        let flag = help_with(&with, &[]);
        assert!(is_french(&flag), "layerlab {}:\n{flag}", with.join(" "));
        let mut en = args.to_vec();
        en.push("--lang=en");
        let back = help_with(&en, fr_locale);
        assert!(is_english(&back), "layerlab {}:\n{back}", en.join(" "));
        // English otherwise.
        let plain = help(args);
        assert!(is_english(&plain), "layerlab {}:\n{plain}", args.join(" "));
    }
    // The French help of the app names its commands and says what they do, in French.
    let fr = help_with(&["--help"], fr_locale);
    assert!(fr.contains("Commandes\u{a0}:"), "{fr}");
    assert!(
        fr.contains("Calculer le plateau d'un scénario de couches"),
        "{fr}"
    );
    let solve = help_with(&["solve", "--help"], fr_locale);
    assert!(solve.contains("Arguments\u{a0}:"), "{solve}");
    assert!(solve.contains("Le fichier de scénario (RON)"), "{solve}");
    assert!(solve.contains("[par défaut\u{a0}: text]"), "{solve}");
    assert!(
        solve.contains("[valeurs possibles\u{a0}: en, fr]"),
        "{solve}"
    );
    // The language of the configuration file `--config` names.
    let dir = common::TempDir::new("cli-help");
    let config = dir.join("config.toml");
    std::fs::write(&config, "language = \"fr\"\n").expect("a config file");
    let path = config.display().to_string();
    let chosen = help_with(&["--config", &path, "--help"], &[]);
    assert!(is_french(&chosen), "{chosen}");
    // `help solve` too.
    let sub = help_with(&["help", "solve"], fr_locale);
    assert!(is_french(&sub), "{sub}");
}

/// Every command, argument and option has its help in the Fluent files, in both languages:
/// none shows clap's words or a doc comment's in place of the reader's language.
#[test]
fn every_help_text_comes_from_the_fluent_files() {
    use layerlab::cli::help_text::{about_message, arg_message};
    use layerlab::i18n::{Lang, embedded};
    let mut cmd = <layerlab::cli::Cli as clap::CommandFactory>::command();
    cmd.build();
    let mut missing = Vec::new();
    let mut check = |command: &str, c: &clap::Command| {
        for lang in Lang::ALL {
            if !embedded().has(lang, &about_message(command)) {
                missing.push(format!("{lang}: {}", about_message(command)));
            }
        }
        for a in c.get_arguments() {
            let id = a.get_id().as_str();
            match arg_message(command, id) {
                Some(m) => {
                    if !embedded().has(Lang::Fr, &m) {
                        missing.push(format!("fr: {m}"));
                    }
                }
                None => missing.push(format!("{command} {id}")),
            }
        }
    };
    check("app", &cmd);
    for sub in cmd.get_subcommands() {
        check(sub.get_name(), sub);
    }
    assert!(
        missing.is_empty(),
        "no message for:\n{}",
        missing.join("\n")
    );
}
