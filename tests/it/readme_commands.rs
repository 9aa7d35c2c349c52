//! The examples of the README and of the book (`docs/*.md`) run as printed: every `layerlab ...` and `cargo run ... -- ...` line of
//! its code blocks runs (the binary built for the tests, in the repository folder, with a
//! temporary home so nothing real is written) and must end with status 0, nothing on stderr, no
//! panic, and, for `--plain` sessions, none of the session's refusals ("This page has no
//! board to open."). Lines that start the interactive app are only parsed.

use std::path::Path;
use std::time::Duration;

use clap::Parser;
use layerlab::cli::Cli;
use layerlab::i18n::{Lang, tr};

use crate::common;
use common::TempDir;
use common::binary::{Run, layerlab};

/// Why a line is parsed and not run: it opens the full-screen app, which waits for keys on a
/// terminal (the pseudo-terminal tests drive it).
const INTERACTIVE: &str = "starts the interactive app (no command, no --plain): parsed only";

/// How long one example may take (a debug build of `check` takes a few seconds).
const TIMEOUT: Duration = Duration::from_secs(120);

/// One command of the README: its line, the arguments after the program name, and the text a
/// `printf '...' |` before it feeds to its standard input.
struct Example {
    file: String,
    line: usize,
    text: String,
    args: Vec<String>,
    stdin: Option<String>,
}

/// Splits a shell line into words: spaces separate, '...' and "..." quote, `#` after a space
/// starts a comment, `|` is a word of its own.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                let w = word.get_or_insert_with(String::new);
                for q in chars.by_ref() {
                    if q == c {
                        break;
                    }
                    w.push(q);
                }
            }
            '#' if word.is_none() => break,
            '|' if word.is_none() => out.push("|".to_string()),
            c if c.is_whitespace() => out.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word);
    out
}

/// What `printf FORMAT` prints, for the formats the README uses (`\n`, `\\`, `\t`).
fn printf(format: &str) -> String {
    let mut out = String::new();
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('\\') => out.push('\\'),
            other => panic!("printf escape \\{other:?} not understood by this test"),
        }
    }
    out
}

/// The layerlab commands of the README's code blocks (lines of other programs are left out:
/// `cargo test`, `cargo install`).
fn examples(file: &str, readme: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let mut in_block = false;
    for (i, line) in readme.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            continue;
        }
        let mut w = words(line.trim());
        let mut stdin = None;
        if let Some(bar) = w.iter().position(|x| x == "|") {
            let before: Vec<String> = w.drain(..=bar).collect();
            match before.as_slice() {
                [p, f, _] if p == "printf" => stdin = Some(printf(f)),
                _ => panic!("{file}:{}: a pipe this test cannot run: {line}", i + 1),
            }
        }
        let args = match w.first().map(String::as_str) {
            Some("layerlab") => w[1..].to_vec(),
            Some("cargo") if w.get(1).map(String::as_str) == Some("run") => {
                match w.iter().position(|x| x == "--") {
                    Some(dash) => w[dash + 1..].to_vec(),
                    None => Vec::new(),
                }
            }
            _ => continue,
        };
        out.push(Example {
            file: file.to_string(),
            line: i + 1,
            text: line.trim().to_string(),
            args,
            stdin,
        });
    }
    out
}

/// Runs one example; returns its status, stdout and stderr.
fn run(ex: &Example, home: &Path) -> (Option<i32>, String, String) {
    // `~/` is the home the shell would give it: the temporary one.
    let args: Vec<String> = ex
        .args
        .iter()
        .map(|a| match a.strip_prefix("~/") {
            Some(rest) => home.join(rest).display().to_string(),
            None => a.clone(),
        })
        .collect();
    // One home for all the examples, as a shell session has: what one writes, the next reads.
    let ran = layerlab()
        .args(&args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .run_within(ex.stdin.as_deref().unwrap_or_default().as_bytes(), TIMEOUT);
    assert!(
        !ran.timed_out,
        "{}:{}: still running after {TIMEOUT:?}: {}",
        ex.file, ex.line, ex.text
    );
    (ran.code, ran.stdout, ran.stderr)
}

/// The `--plain` session's answers to a command it cannot follow, in English (the examples run
/// under `LANG=C`).
fn plain_refusals() -> Vec<String> {
    let mut out: Vec<String> = [
        "ui-plain-no-lesson",
        "ui-plain-last-page",
        "ui-plain-first-page",
        "ui-plain-page-no-board",
        "ui-plain-no-board",
        "ui-plain-page-no-procedure",
    ]
    .iter()
    .map(|id| tr(Lang::En, id, &[]))
    .collect();
    // Those naming what was typed: the words before the name.
    const MARK: &str = "\u{1}";
    for (id, arg) in [
        ("ui-plain-unknown", "command"),
        ("ui-plain-lang-unknown", "lang"),
    ] {
        let full = tr(Lang::En, id, &[(arg, MARK.into())]);
        let head = full.split(MARK).next().unwrap_or_default();
        let head = head.trim_end_matches(['"', '\u{2068}']);
        out.push(head.to_string());
    }
    assert!(out.iter().all(|r| r.len() > 8), "refusals read: {out:?}");
    out
}

#[test]
fn the_readme_examples_run_as_printed() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec!["README.md".to_string()];
    let mut book: Vec<String> = std::fs::read_dir(repo.join("docs"))
        .expect("docs/")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|f| f.ends_with(".md"))
        .map(|f| format!("docs/{f}"))
        .collect();
    book.sort();
    files.extend(book);
    let mut examples = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(repo.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        examples.extend(self::examples(f, &text));
    }
    // The README and the book show solve, phase, lesson, check, drill and the plain session.
    assert!(examples.len() >= 15, "{} examples found", examples.len());
    let refusals = plain_refusals();
    // A fresh folder standing for the user's home.
    let home = TempDir::new("readme");
    let listing = || {
        let mut names: Vec<_> = std::fs::read_dir(repo)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    let mut failed = Vec::new();
    let mut parsed_only = Vec::new();
    for ex in &examples {
        let where_ = format!("{}:{}: {}", ex.file, ex.line, ex.text);
        let cli = match Cli::try_parse_from(
            std::iter::once("layerlab".to_string()).chain(ex.args.iter().cloned()),
        ) {
            Ok(cli) => cli,
            Err(e) => {
                failed.push(format!("{where_}\n  does not parse: {e}"));
                continue;
            }
        };
        if cli.command.is_none() && !cli.tui.plain {
            parsed_only.push(format!("{where_} ({INTERACTIVE})"));
            continue;
        }
        let (status, out, err) = run(ex, &home);
        if status != Some(0) {
            failed.push(format!("{where_}\n  status {status:?}: {err}"));
        }
        if !err.is_empty() {
            failed.push(format!("{where_}\n  stderr: {err}"));
        }
        if out.contains("panicked") || err.contains("panicked") {
            failed.push(format!("{where_}\n  panicked"));
        }
        if cli.tui.plain {
            for line in out.lines() {
                if refusals.iter().any(|r| line.starts_with(r.as_str())) {
                    failed.push(format!("{where_}\n  the session refused: {line}"));
                }
            }
        }
    }
    // An example's file goes to the home folder (`~/`), never into the repository.
    let after = listing();
    for name in after.iter().filter(|n| !before.contains(n)) {
        failed.push(format!("an example wrote {name:?} into the repository"));
        // Taken out again, so the next run starts clean (it did not exist before).
        let _ = std::fs::remove_file(repo.join(name));
    }
    eprintln!("parsed only:\n{}", parsed_only.join("\n"));
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn the_reader_splits_lines_as_a_shell() {
    let w = words(r#"printf 'lesson 5\nq\n' | cargo run --release -- --plain   # a comment"#);
    assert_eq!(
        w,
        [
            "printf",
            r"lesson 5\nq\n",
            "|",
            "cargo",
            "run",
            "--release",
            "--",
            "--plain"
        ]
    );
    assert_eq!(printf(r"lesson 5\nq\n"), "lesson 5\nq\n");
    let ex = examples(
        "README.md",
        "```sh\ncargo run --release -- solve FILE --lang fr # x\ncargo test\n```\n",
    );
    assert_eq!(ex.len(), 1);
    assert_eq!(ex[0].args, ["solve", "FILE", "--lang", "fr"]);
}
