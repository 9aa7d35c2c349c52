//! Every line of every `--help` says what its option, argument or command does: the help of
//! `layerlab` and of each of its commands, short (`-h`) and long (`--help`).

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
