//! The commands speak the language chosen in the app when `--lang` is not given, as the app
//! does (`--lang`, then the saved choice, then the system locale, then English), and reading
//! the saved choice never writes, moves or creates a file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::common;
use common::TempDir;
use common::binary::{Run, layerlab};

/// Every command with a language, on inputs of the repository.
const RUNS: &[&[&str]] = &[
    &["solve", "examples/layers/urborg-then-blood-moon.ron"],
    &[
        "solve",
        "examples/layers/act-of-treason.ron",
        "--format",
        "md",
    ],
    &[
        "phase",
        "examples/phase/07-both-mandatory.ron",
        "--format",
        "text",
    ],
    &["lesson", "5"],
    &["drill", "--seed", "3", "--count", "2"],
    &["check"],
];

/// A fresh folder for one test, standing for the user's home; removed when dropped.
fn temp(test: &str) -> TempDir {
    TempDir::new(&format!("lang-{test}"))
}

/// How the app finds its data: the home folder, and `XDG_DATA_HOME` when given.
#[derive(Clone, Copy)]
enum Data<'a> {
    Home(&'a Path),
    Xdg(&'a Path, &'a Path),
}

/// Runs layerlab in the repository with `data` as the user's folders and `lang` as the system
/// locale (`LANG`; `LC_ALL` and `LC_MESSAGES` unset); two wrong answers on stdin for `drill`.
/// Returns stdout, after checking the run went well.
fn run(args: &[&str], data: Data, locale: &str) -> String {
    let mut cmd = layerlab();
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env("LANG", locale);
    match data {
        Data::Home(home) => cmd.env("HOME", home).env_remove("XDG_DATA_HOME"),
        Data::Xdg(home, xdg) => cmd.env("HOME", home).env("XDG_DATA_HOME", xdg),
    };
    let done = cmd.run(b"x\nx\n");
    let what = args.join(" ");
    assert_eq!(done.code, Some(0), "layerlab {what}: {}", done.stderr);
    assert!(done.stderr.is_empty(), "layerlab {what}: {}", done.stderr);
    done.stdout
}

/// Every file under `dir` with its content and modification time.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, SystemTime)> {
    let mut files = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                todo.push(path.clone());
            }
            let bytes = if meta.is_file() {
                std::fs::read(&path).unwrap()
            } else {
                Vec::new()
            };
            files.insert(path, (bytes, meta.modified().unwrap()));
        }
    }
    files
}

/// Writes a progress file at the place the app reads it.
fn save(data_dir: &Path, text: &str) -> PathBuf {
    let dir = data_dir.join("layerlab");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("progress.json");
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn without_lang_the_commands_use_the_language_saved_by_the_app() {
    let home = temp("saved");
    let xdg = home.join("data");
    save(
        &xdg,
        r#"{"format_version": 1, "seen": ["l01"], "lang": "fr"}"#,
    );
    let before = snapshot(&home);
    let data = Data::Xdg(&home, &xdg);
    for args in RUNS {
        let what = args.join(" ");
        let fr = run(&[*args, &["--lang", "fr"]].concat(), data, "C");
        let en = run(&[*args, &["--lang", "en"]].concat(), data, "C");
        assert_ne!(fr, en, "{what}: the two languages differ");
        assert_eq!(run(args, data, "C"), fr, "{what}: the saved language");
        // Before the system's.
        assert_eq!(
            run(args, data, "en_US.UTF-8"),
            fr,
            "{what}: saved over system"
        );
    }
    assert!(
        before == snapshot(&home),
        "no file written, moved or created"
    );
}

#[test]
fn the_saved_language_is_found_under_home_without_xdg() {
    let home = temp("home");
    save(&home.join(".local/share"), r#"{"lang": "fr"}"#);
    let before = snapshot(&home);
    let args = RUNS[0];
    let fr = run(&[args, &["--lang", "fr"]].concat(), Data::Home(&home), "C");
    assert_eq!(run(args, Data::Home(&home), "C"), fr);
    assert!(
        before == snapshot(&home),
        "no file written, moved or created"
    );
}

#[test]
fn an_explicit_lang_wins_over_the_saved_one() {
    let home = temp("flag");
    let xdg = home.join("data");
    save(&xdg, r#"{"lang": "fr"}"#);
    let data = Data::Xdg(&home, &xdg);
    for args in RUNS {
        let en = run(&[*args, &["--lang", "en"]].concat(), data, "fr_FR.UTF-8");
        let plain_en = run(args, Data::Xdg(&home, &home.join("none")), "C");
        assert_eq!(en, plain_en, "{}: --lang en", args.join(" "));
    }
}

#[test]
fn a_damaged_or_missing_progress_file_is_ignored_and_left_alone() {
    let home = temp("damaged");
    let xdg = home.join("data");
    let data = Data::Xdg(&home, &xdg);
    let args = RUNS[0];
    let en = run(&[args, &["--lang", "en"]].concat(), data, "C");
    let fr = run(&[args, &["--lang", "fr"]].concat(), data, "C");
    // Missing: the system locale, then English; nothing is created.
    assert_eq!(run(args, data, "fr_FR.UTF-8"), fr, "the system locale");
    assert_eq!(run(args, data, "C"), en, "English");
    assert!(!xdg.exists(), "no folder created");
    // Damaged: not read, not moved aside, not rewritten.
    for text in ["{\"lang\": \"fr\"", "not json", "{\"lang\": \"de\"}", ""] {
        save(&xdg, text);
        let before = snapshot(&home);
        assert_eq!(run(args, data, "C"), en, "{text:?}: English");
        assert_eq!(run(args, data, "fr_FR.UTF-8"), fr, "{text:?}: the system");
        assert!(before == snapshot(&home), "{text:?}: left alone");
    }
}
