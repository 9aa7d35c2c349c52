//! Every reader of content has limits: a FIFO, a device, a folder given as a file, a file over
//! 4 MiB, nesting 100,000 deep, a link that loops or leaves the content folder. Each is refused
//! with its place and a message in the reader's language, never a hang or a stack overflow.
//! The binary runs as a child (with a deadline), so a hang or a crash shows as a failure here.

use std::ffi::OsStr;
use std::fmt::Display;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::common;
use common::binary::{Ran, Run, layerlab};
use common::{TempDir, copy_dir, fixture};

/// Runs layerlab with `args`, killing it after 60 s (then `code` is `None`).
fn ran(args: &[&OsStr]) -> Ran {
    layerlab()
        .args(args)
        .run_within(b"", Duration::from_secs(60))
}

fn os(s: &str) -> &OsStr {
    OsStr::new(s)
}

/// A fresh folder for one test, removed when dropped.
fn temp(name: &str) -> TempDir {
    TempDir::new(&format!("limits-{name}"))
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "mkfifo {}", path.display());
}

/// A copy of the good content folder, with the guard of the fresh folder it is in.
fn content(name: &str) -> (TempDir, PathBuf) {
    let tmp = temp(name);
    let dir = tmp.join("course");
    copy_dir(&fixture(), &dir);
    (tmp, dir)
}

/// `layerlab ARGS` ended (no hang, no crash) with `code`, and its output has a line with
/// `place` that contains `needle`.
fn refused(args: &[&OsStr], code: i32, place: impl Display, needle: &str) {
    let run = ran(args);
    let all = run.all();
    let place = place.to_string();
    assert_eq!(
        run.code,
        Some(code),
        "{args:?} ended with {:?}:\n{all}",
        run.code
    );
    assert!(
        all.lines()
            .any(|l| l.contains(&place) && l.contains(needle)),
        "{args:?}: expected `{place}… {needle}` in:\n{all}"
    );
    assert!(!all.contains("overflow"), "{args:?}: {all}");
}

/// `layerlab check --content DIR`, in English by default, else with `--lang`, is [`refused`]
/// with status 1.
fn check_refuses(dir: &Path, lang: &str, place: impl Display, needle: &str) {
    let mut args = vec![os("check"), os("--content"), dir.as_os_str()];
    if lang != "en" {
        args.extend([os("--lang"), os(lang)]);
    }
    refused(&args, 1, place, needle);
}

/// Appends `text` to `file`.
fn append(file: &Path, text: &str) {
    let mut all = std::fs::read_to_string(file).unwrap();
    all.push_str(text);
    std::fs::write(file, all).unwrap();
}

// ---- layerlab phase and layerlab solve, given a file that is not one ----

#[test]
fn phase_and_solve_refuse_a_fifo_without_waiting() {
    let dir = temp("fifo-file");
    let fifo = dir.join("pipe.ron");
    mkfifo(&fifo);
    for cmd in ["phase", "solve"] {
        refused(
            &[os(cmd), fifo.as_os_str()],
            2,
            fifo.display(),
            "not a regular file",
        );
    }
}

#[test]
fn dev_zero_is_refused_at_once() {
    let zero = os("/dev/zero");
    for cmd in ["phase", "solve"] {
        refused(&[os(cmd), zero], 2, "/dev/zero:1:1:", "not a regular file");
    }
    refused(
        &[os("phase"), zero, os("--lang"), os("fr")],
        2,
        "/dev/zero:1:1:",
        "pas un fichier ordinaire",
    );
}

#[test]
fn a_file_over_four_mebibytes_is_refused_with_the_limit() {
    let dir = temp("big");
    let big = dir.join("big.ron");
    let mut text = String::from("PhaseScenario(format_version: 1, effects: [])\n");
    while text.len() <= 5 * 1024 * 1024 {
        text.push_str("// padding padding padding padding padding padding padding padding\n");
    }
    std::fs::write(&big, text).unwrap();
    for cmd in ["phase", "solve"] {
        refused(
            &[os(cmd), big.as_os_str()],
            2,
            big.display(),
            "larger than 4 MiB",
        );
    }
}

#[test]
fn a_folder_given_as_a_file_is_refused() {
    let tmp = temp("folder");
    let dir = tmp.join("scenario.ron");
    std::fs::create_dir_all(&dir).unwrap();
    for cmd in ["phase", "solve"] {
        refused(
            &[os(cmd), dir.as_os_str()],
            2,
            dir.display(),
            "this is a folder",
        );
    }
}

// ---- nesting ----

#[test]
fn deeply_nested_ron_is_refused_by_phase_and_solve_with_its_place() {
    let dir = temp("nest");
    let phase = dir.join("phase.ron");
    std::fs::write(
        &phase,
        format!(
            "PhaseScenario(\n  format_version: 1,\n  effects: {}",
            "[".repeat(100_000)
        ),
    )
    .unwrap();
    // `PhaseScenario(` is one level: the 64th `[` is the 65th, at column 11 + 64.
    refused(
        &[os("phase"), phase.as_os_str()],
        2,
        format!("{}:3:75:", phase.display()),
        "too deeply nested",
    );
    let board = dir.join("board.ron");
    std::fs::write(
        &board,
        format!(
            "Scenario(format_version: 1, actions: {}",
            "(".repeat(100_000)
        ),
    )
    .unwrap();
    refused(
        &[os("solve"), board.as_os_str()],
        2,
        format!("{}:1:101:", board.display()),
        "too deeply nested",
    );
    refused(
        &[os("solve"), board.as_os_str(), os("--lang"), os("fr")],
        2,
        board.display(),
        "trop profondément imbriqué",
    );
}

#[test]
fn deeply_nested_ron_in_a_course_is_refused_by_check() {
    let (_tmp, dir) = content("nest-ron");
    let lesson = dir.join("lessons/01-mini.ron");
    let text = std::fs::read_to_string(&lesson).unwrap();
    std::fs::write(
        &lesson,
        text.replace("seeds: [],", "").replacen(
            "    pages: [",
            &format!("    seeds: {}\n    pages: [", "{".repeat(100_000)),
            1,
        ),
    )
    .unwrap();
    check_refuses(&dir, "en", lesson.display(), "too deeply nested");
}

#[test]
fn deeply_nested_fluent_is_refused_by_check_with_its_place() {
    for (open, what) in [
        ("{", "braces"),
        ("{ -t(", "term calls"),
        ("{ NUMBER(", "calls"),
    ] {
        let (_tmp, dir) = content(&format!("nest-ftl-{}", what.replace(' ', "-")));
        let ftl = dir.join("locales/en/lesson-mini.ftl");
        let line = std::fs::read_to_string(&ftl).unwrap().lines().count() + 1;
        append(&ftl, &format!("deep = {}\n", open.repeat(100_000)));
        check_refuses(
            &dir,
            "en",
            format!("{}:{line}:", ftl.display()),
            "too deeply nested",
        );
        check_refuses(&dir, "fr", ftl.display(), "trop profondément imbriqué");
    }
}

#[test]
fn deeply_nested_fluent_does_not_stop_the_app() {
    let (_tmp, dir) = content("nest-ftl-app");
    let ftl = dir.join("locales/fr/lesson-mini.ftl");
    append(&ftl, &format!("deep = {}\n", "{".repeat(100_000)));
    refused(
        &[
            os("--plain"),
            os("--content"),
            dir.as_os_str(),
            os("--lang"),
            os("en"),
        ],
        2,
        ftl.display(),
        "too deeply nested",
    );
}

// ---- content folders ----

#[test]
fn check_refuses_a_fifo_a_big_file_and_a_folder_in_the_content() {
    let (_fifo_tmp, dir) = content("fifo");
    let fifo = dir.join("lessons/scenarios/pipe.ron");
    mkfifo(&fifo);
    check_refuses(&dir, "en", fifo.display(), "not a regular file");

    let (_big_tmp, dir) = content("big");
    let big = dir.join("locales/en/big.ftl");
    std::fs::write(&big, "# x\n".repeat(1_400_000)).unwrap();
    check_refuses(&dir, "en", big.display(), "larger than 4 MiB");
    check_refuses(&dir, "fr", big.display(), "dépasse 4 MiB");

    // A folder where the course index should be: the index is missing, said at its place.
    let (_folder_tmp, dir) = content("folder");
    let index = dir.join("lessons/course.ron");
    std::fs::remove_file(&index).unwrap();
    std::fs::create_dir_all(&index).unwrap();
    check_refuses(&dir, "en", index.display(), "the course index is missing");
}

#[test]
fn a_content_folder_that_is_a_file_or_a_fifo_is_refused() {
    let dir = temp("not-folder");
    let file = dir.join("course.txt");
    std::fs::write(&file, "x").unwrap();
    check_refuses(&file, "en", file.display(), "not a folder");
    let fifo = dir.join("pipe");
    mkfifo(&fifo);
    check_refuses(&fifo, "en", fifo.display(), "not a folder");
    refused(
        &[os("--plain"), os("--content"), fifo.as_os_str()],
        2,
        fifo.display(),
        "not a folder",
    );
}

#[cfg(unix)]
#[test]
fn a_link_to_dev_zero_in_the_content_is_not_read() {
    let (_tmp, dir) = content("zero");
    let link = dir.join("lessons/scenarios/zero.ron");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    check_refuses(&dir, "en", link.display(), "outside the content folder");
}

#[cfg(unix)]
#[test]
fn a_link_loop_is_refused_with_its_place() {
    let (_tmp, dir) = content("loop");
    let link = dir.join("lessons/scenarios/again");
    std::os::unix::fs::symlink("..", &link).unwrap();
    check_refuses(&dir, "en", link.display(), "a loop");
    check_refuses(&dir, "fr", link.display(), "une boucle");
}

#[cfg(unix)]
#[test]
fn a_link_leaving_the_content_folder_is_refused() {
    let (_tmp, dir) = content("outside");
    let elsewhere = dir.parent().unwrap().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::write(elsewhere.join("x.ftl"), "x = 1\n").unwrap();
    let link = dir.join("locales/en/more");
    std::os::unix::fs::symlink(&elsewhere, &link).unwrap();
    check_refuses(&dir, "en", link.display(), "outside the content folder");
}

#[cfg(unix)]
#[test]
fn a_link_inside_the_content_folder_is_followed() {
    let (_tmp, dir) = content("inside");
    let scenarios = dir.join("lessons/scenarios");
    std::fs::rename(
        scenarios.join("moon.ron"),
        dir.join("lessons/moon-board.ron.txt"),
    )
    .unwrap();
    std::os::unix::fs::symlink("../moon-board.ron.txt", scenarios.join("moon.ron")).unwrap();
    let run = ran(&[os("check"), os("--content"), dir.as_os_str()]);
    assert_eq!(run.code, Some(0), "{}", run.all());
}

/// Every message id the content readers use exists in both languages (a missing one would show
/// as its id).
#[test]
fn every_problem_id_is_worded_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = [
        "src/content/course.rs",
        "src/cli/check_deep.rs",
        "src/content/ftl_file.rs",
        "src/content/course/messages.rs",
        "src/content/catalogue.rs",
        "src/content/source.rs",
        "src/content/limits.rs",
        "src/content/ron_file.rs",
        "src/content/ron_file/errors.rs",
        "src/i18n.rs",
        "src/content/phase_file.rs",
        "src/words/phase/errors.rs",
        "src/drill/mod.rs",
        "src/drill/template.rs",
        "src/cli/check_cmd.rs",
        "src/launch.rs",
    ];
    let prefixes = [
        "content-",
        "template-error-",
        "ron-",
        "ftl-",
        "file-error-",
        "phase-error-",
        "check-",
    ];
    let mut ids = std::collections::BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(root.join(f)).unwrap();
        for piece in text.split('"').skip(1).step_by(2) {
            if prefixes.iter().any(|p| piece.starts_with(p))
                && !piece.ends_with('-')
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && piece != "file-error-worded"
            {
                ids.insert(piece.to_string());
            }
        }
    }
    assert!(ids.len() > 100, "{ids:?}");
    for lang in layerlab::i18n::Lang::ALL {
        for id in &ids {
            assert!(
                layerlab::i18n::embedded().has(lang, id),
                "{id} is missing in {lang}"
            );
        }
    }
}
