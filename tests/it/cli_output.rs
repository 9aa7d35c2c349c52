//! How the commands write their output, run as real processes: a reader that goes away early
//! (`| head -1`, `| true`) ends a command quietly with the status it would have had; a full disk
//! is one line on stderr in the user's language and status 3; a lesson whose "try it" block
//! points past its board's trace is a content error, not a panic; control characters from files
//! never reach the terminal raw; a drill that cannot save its progress says so and fails.

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use crate::common;
use common::binary::{Run, layerlab, spawn_piped};
use common::{TempDir, copy_dir};

const EXIT_OUTPUT_FAILED: i32 = layerlab::cli::output::EXIT_OUTPUT_FAILED as i32;

/// A board of 400 creatures under an anthem: its report is far larger than a pipe holds
/// (64 KiB), so the command is still writing when the reader goes away. With `expect_fail`, an
/// expectation that does not hold (exit status 1).
fn big_board(dir: &Path, expect_fail: bool) -> PathBuf {
    let mut actions =
        String::from("Enter(id: \"anthem\", card: \"Glorious Anthem\", controller: 0),\n");
    for i in 0..400 {
        actions.push_str(&format!(
            "Enter(id: \"b{i}\", card: \"Grizzly Bears\", controller: {}),\n",
            i % 2
        ));
    }
    let expect = if expect_fail {
        "expect: [(id: \"b0\", power: 9)],"
    } else {
        ""
    };
    let p = dir.join("big.ron");
    std::fs::write(
        &p,
        format!("Scenario(format_version: 1, actions: [{actions}], {expect})"),
    )
    .unwrap();
    p
}

/// A phase of 300 mandatory effects, explained step by step: over 500 KB of text.
fn big_phase(dir: &Path) -> PathBuf {
    let effects: Vec<String> = (0..300)
        .map(|i| {
            let player = if i % 2 == 0 { "A" } else { "P" };
            format!("(id: \"e{i}\", player: {player}, mandatory: true)")
        })
        .collect();
    let p = dir.join("big-phase.ron");
    std::fs::write(
        &p,
        format!(
            "PhaseScenario(format_version: 1, max_resolutions: 1000, effects: [{}], \
             decisions: (a: [], p: []))",
            effects.join(",\n")
        ),
    )
    .unwrap();
    p
}

/// A copy of the test course whose lesson text is long (over 64 KiB), or whose first "try it"
/// block opens at step 99 of a one-step board.
fn course_copy(dir: &Path, long: bool, step_past_end: bool) -> PathBuf {
    let root = dir.join("content");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content-good"),
        &root,
    );
    if step_past_end {
        let lesson = root.join("lessons/01-mini.ron");
        let text = std::fs::read_to_string(&lesson).unwrap();
        assert!(text.contains("step: 1,"));
        std::fs::write(&lesson, text.replacen("step: 1,", "step: 99,", 1)).unwrap();
    }
    if long {
        for lang in ["en", "fr"] {
            let ftl = root.join(format!("locales/{lang}/lesson-mini.ftl"));
            let text = std::fs::read_to_string(&ftl).unwrap();
            let words = "layer ".repeat(20_000);
            let (head, rest) = text.split_once("m-text =").expect("m-text in the fixture");
            let rest = rest.split_once('\n').map_or("", |(_, r)| r);
            std::fs::write(&ftl, format!("{head}m-text = {words}\n{rest}")).unwrap();
        }
    }
    root
}

/// What a command did when its reader went away.
struct Closed {
    status: ExitStatus,
    first_line: String,
    stderr: String,
}

/// Runs `cmd` with `input` on stdin and stdout piped; reads `lines` lines of its output (0:
/// none) and closes the pipe, as `| head -N` and `| true` do.
fn close_after(cmd: &mut Command, input: &[u8], lines: usize) -> Closed {
    let mut child = spawn_piped(cmd);
    let mut stdout = child.stdout.take();
    if lines == 0 {
        drop(stdout.take());
    }
    // Small input: the pipe holds it all, so this never waits for the child.
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    let mut first_line = String::new();
    if let Some(stdout) = stdout {
        let mut reader = BufReader::new(stdout);
        for _ in 0..lines {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if first_line.is_empty() {
                first_line = line;
            }
        }
    }
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    Closed {
        status: child.wait().unwrap(),
        first_line,
        stderr,
    }
}

fn assert_quiet(c: &Closed, code: i32, what: &str) {
    assert_eq!(c.stderr, "", "{what}: nothing on stderr");
    assert_eq!(c.status.code(), Some(code), "{what}: {}", c.stderr);
}

#[test]
fn a_closed_pipe_ends_solve_quietly_with_its_status() {
    let dir = TempDir::new("out-pipe-solve");
    let ok = big_board(dir.path(), false);
    for format in ["text", "md", "json"] {
        let c = close_after(
            layerlab().args(["solve", ok.to_str().unwrap(), "--format", format]),
            b"",
            1,
        );
        assert_quiet(&c, 0, &format!("solve --format {format} | head -1"));
        assert!(!c.first_line.is_empty());
        let c = close_after(
            layerlab().args(["solve", ok.to_str().unwrap(), "--format", format]),
            b"",
            0,
        );
        assert_quiet(&c, 0, &format!("solve --format {format} | true"));
    }
    // An unmet expectation keeps its status: as if all had been written.
    let failing = big_board(dir.path(), true);
    let c = close_after(
        layerlab().args(["solve", failing.to_str().unwrap()]),
        b"",
        1,
    );
    assert_quiet(&c, 1, "solve with an unmet expect | head -1");
}

#[test]
fn a_closed_pipe_ends_phase_quietly() {
    let dir = TempDir::new("out-pipe-phase");
    let p = big_phase(dir.path());
    for format in ["text", "json"] {
        let c = close_after(
            layerlab().args(["phase", p.to_str().unwrap(), "--format", format]),
            b"",
            1,
        );
        assert_quiet(&c, 0, &format!("phase --format {format} | head -1"));
        assert!(!c.first_line.is_empty());
    }
    let c = close_after(layerlab().args(["phase", p.to_str().unwrap()]), b"", 0);
    assert_quiet(&c, 0, "phase | true");
}

#[test]
fn a_closed_pipe_ends_lesson_and_plain_quietly() {
    let dir = TempDir::new("out-pipe-lesson");
    let content = course_copy(dir.path(), true, false);
    let c = close_after(
        layerlab().args(["lesson", "1", "--content", content.to_str().unwrap()]),
        b"",
        1,
    );
    assert_quiet(&c, 0, "lesson 1 (long) | head -1");
    assert!(c.first_line.starts_with("Lesson 1"), "{}", c.first_line);
    let c = close_after(layerlab().args(["lesson", "15"]), b"", 0);
    assert_quiet(&c, 0, "lesson 15 | true");

    // --plain: the built-in lessons, read again and again, overflow the pipe.
    let input = "lesson 15\nlesson 16\n".repeat(4) + "q\n";
    let c = close_after(
        layerlab().args(["--plain", "--lang", "en"]),
        input.as_bytes(),
        1,
    );
    assert_quiet(&c, 0, "--plain | head -1");
    assert!(c.first_line.starts_with("Lessons:"), "{}", c.first_line);
    let c = close_after(
        layerlab().args(["--plain", "--lang", "en"]),
        input.as_bytes(),
        0,
    );
    assert_quiet(&c, 0, "--plain | true");
}

#[test]
fn a_closed_pipe_ends_drill_quietly_and_keeps_the_answers() {
    let dir = TempDir::new("out-pipe-drill");
    let progress = dir.join("drills.json");
    let input = "x\n".repeat(60);
    let c = close_after(
        layerlab().args([
            "drill",
            "--seed",
            "1",
            "--count",
            "60",
            "--progress",
            progress.to_str().unwrap(),
        ]),
        input.as_bytes(),
        1,
    );
    assert_quiet(&c, 0, "drill | head -1");
    // The answers given before the reader left are saved.
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&progress).expect("progress saved")).unwrap();
    let answered = saved["questions"].as_object().map_or(0, |q| q.len());
    assert!(answered >= 1, "{saved}");
    let c = close_after(
        layerlab().args(["drill", "--seed", "1", "--count", "60"]),
        input.as_bytes(),
        0,
    );
    assert_quiet(&c, 0, "drill | true");
}

/// Runs `cmd` with /dev/full as its stdout; returns the status and stderr.
#[cfg(target_os = "linux")]
fn to_full_disk(cmd: &mut Command, input: &[u8]) -> (Option<i32>, String) {
    let full = File::options().write(true).open("/dev/full").unwrap();
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::from(full))
        .stderr(Stdio::piped())
        .spawn()
        .expect("run layerlab");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input);
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_line_in_the_users_language_and_status_3() {
    let dir = TempDir::new("out-full");
    let board = big_board(dir.path(), false);
    let board = board.to_str().unwrap();
    let phase = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/phase/07-both-mandatory.ron");
    let phase = phase.to_str().unwrap();
    let runs: Vec<(Vec<&str>, &str)> = vec![
        (vec!["solve", board], ""),
        (vec!["solve", board, "--format", "json"], ""),
        (vec!["solve", board, "--format", "md"], ""),
        (vec!["phase", phase], ""),
        (vec!["phase", phase, "--format", "text"], ""),
        (vec!["phase", phase, "--format", "json"], ""),
        (vec!["lesson", "5"], ""),
        (vec!["drill", "--seed", "3", "--count", "2"], "x\nx\n"),
        (vec!["--plain"], "lesson 5\nq\n"),
    ];
    for (args, input) in runs {
        for (lang, words) in [("en", "the disk is full"), ("fr", "le disque est plein")] {
            let (code, err) = to_full_disk(
                layerlab().args(&args).args(["--lang", lang]),
                input.as_bytes(),
            );
            let what = format!("{} --lang {lang} > /dev/full", args.join(" "));
            assert_eq!(code, Some(EXIT_OUTPUT_FAILED), "{what}: {err}");
            assert_eq!(err.lines().count(), 1, "{what}: one line: {err}");
            assert!(err.contains(words), "{what}: {err}");
            assert!(!err.contains("panicked"), "{what}: {err}");
        }
    }
}

/// Help, version and the one-line hint `layerlab` prints when its output is not a terminal are
/// output too.
#[cfg(target_os = "linux")]
#[test]
fn help_version_and_the_hint_are_written_like_any_output() {
    for (args, locale, words) in [
        (vec!["--lang", "fr"], "en_US.UTF-8", "le disque est plein"),
        (vec![], "fr_FR.UTF-8", "le disque est plein"),
        (vec!["--help"], "fr_FR.UTF-8", "le disque est plein"),
        (vec!["solve", "--help"], "en_US.UTF-8", "the disk is full"),
        (vec!["--version"], "C", "the disk is full"),
    ] {
        let (code, err) = to_full_disk(
            layerlab()
                .args(&args)
                .env("LC_ALL", locale)
                .env_remove("LANG"),
            b"",
        );
        let what = format!("layerlab {} > /dev/full", args.join(" "));
        assert_eq!(code, Some(EXIT_OUTPUT_FAILED), "{what}: {err}");
        assert_eq!(err.lines().count(), 1, "{what}: {err}");
        assert!(err.contains(words), "{what}: {err}");
    }
    for args in [vec![], vec!["--help"]] {
        let c = close_after(layerlab().args(&args), b"", 0);
        assert_quiet(&c, 0, &format!("layerlab {} | true", args.join(" ")));
    }
}

#[test]
fn a_try_it_step_past_the_trace_is_a_content_error() {
    let dir = TempDir::new("out-step");
    let content = course_copy(dir.path(), false, true);
    let lesson_file = content.join("lessons/01-mini.ron");
    let line = std::fs::read_to_string(&lesson_file)
        .unwrap()
        .lines()
        .position(|l| l.contains("step: 99"))
        .unwrap()
        + 1;
    let place = format!("{}:{line}:", lesson_file.display());
    for (lang, words) in [
        (
            "en",
            "opens at step 99, past the end of its trace (one step)",
        ),
        (
            "fr",
            "s'ouvre à l'étape 99, après la fin de sa trace (une étape)",
        ),
    ] {
        let o = layerlab()
            .args(["lesson", "1", "--lang", lang, "--content"])
            .arg(&content)
            .run(b"");
        let err = &o.stderr;
        assert_eq!(o.code, Some(2), "lesson --lang {lang}: {err}");
        assert!(err.starts_with(&place), "{err}");
        assert!(err.contains(words), "{err}");
        assert!(o.stdout.is_empty(), "nothing but the error");

        let o = layerlab()
            .args(["--plain", "--lang", lang, "--content"])
            .arg(&content)
            .run(b"lesson 1\no\ns\nq\n");
        let err = &o.stderr;
        // --plain refuses a course with problems, with the same report.
        assert_eq!(o.code, Some(2), "--plain --lang {lang}: {err}");
        assert!(err.contains(&place) && err.contains(words), "{err}");
        assert!(o.stdout.is_empty(), "{}", o.stdout);
    }
}

/// Standard input that is not text, or cannot be read at all, in `--plain`.
#[cfg(target_os = "linux")]
#[test]
fn plain_reads_what_it_can_and_says_when_it_cannot() {
    let o = layerlab()
        .args(["--plain", "--lang", "en"])
        .run(b"\xff\xfe\nlesson 1\nq\n");
    let out = &o.stdout;
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(out.contains("Unknown command"), "{out}");
    assert!(out.contains("Lesson 1:"), "{out}");

    // A folder as standard input: reading it fails.
    let o = layerlab()
        .args(["--plain", "--lang", "fr"])
        .stdin(File::open("/").unwrap())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(
        err,
        "layerlab\u{a0}: impossible de lire l'entrée standard\u{a0}: c'est un dossier, pas un fichier\n"
    );
}

/// When several blocks name the same board, the error points at the one that is wrong.
#[test]
fn the_content_error_points_at_the_block_that_is_wrong() {
    let dir = TempDir::new("out-step-place");
    let content = course_copy(dir.path(), false, false);
    let lesson_file = content.join("lessons/01-mini.ron");
    let text = std::fs::read_to_string(&lesson_file).unwrap();
    // A second "try it" of the same board, after the question that also uses it.
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let after = lines
        .iter()
        .position(|l| l.contains("Compute(scenario: \"moon.ron\""))
        .unwrap();
    lines.insert(
        after + 1,
        "                TryIt(scenario: \"moon.ron\", step: 7, caption: \"m-try\"),".into(),
    );
    std::fs::write(&lesson_file, lines.join("\n")).unwrap();
    let o = layerlab()
        .args(["lesson", "1", "--content"])
        .arg(&content)
        .run(b"");
    let err = &o.stderr;
    assert_eq!(o.code, Some(2), "{err}");
    let place = format!("{}:{}:33: ", lesson_file.display(), after + 2);
    assert!(err.starts_with(&place), "{place} expected: {err}");
    assert!(err.contains("step 7"), "{err}");
}

/// Text that would drive a terminal: set its title, clear the screen, forge a line.
const TITLE: &str = "\u{1b}]0;owned\u{7}";
const CLEAR: &str = "\u{1b}[2J";
const FORGED: &str = "\nAll 9 expectations hold.";

fn raw_control(s: &str) -> bool {
    s.chars().any(|c| c.is_control() && c != '\n' && c != '\t')
}

#[test]
fn solve_shows_control_characters_escaped_and_json_keeps_them() {
    let dir = TempDir::new("out-escape-solve");
    let name = format!("Lab{TITLE}Anthem{FORGED}");
    let id = format!("lab{CLEAR}{FORGED}");
    let kind = format!("+1/+1{CLEAR}\u{9b}31m");
    let ron = |s: &str| s.escape_default().to_string();
    let file = dir.join("evil.ron");
    std::fs::write(
        &file,
        format!(
            r#"Scenario(
    format_version: 1,
    cards: [(
        name: "{n}", name_fr: "{n}", mana_cost: "{{1}}{{W}}",
        types: [Creature], power: 2, toughness: 2,
        abilities: [Static((affects: All((types: [Creature], controller: You)), parts: [ModifyPT(1, 1)]))],
    )],
    actions: [
        Enter(id: "{i}", card: "{n}", controller: 0),
        Counters(target: "{i}", kind: "{k}", count: 2),
    ],
    expect: [(id: "{i}", power: 3)],
)"#,
            n = ron(&name),
            i = ron(&id),
            k = ron(&kind)
        ),
    )
    .unwrap();
    for format in ["text", "md"] {
        for lang in ["en", "fr"] {
            let o = layerlab()
                .args(["solve", "--format", format, "--lang", lang])
                .arg(&file)
                .run(b"");
            let out = &o.stdout;
            assert_eq!(o.code, Some(0), "{}", o.stderr);
            assert!(!raw_control(out), "{format} {lang}: {out:?}");
            assert!(out.contains(r"\u{1b}]0;owned\u{7}"), "{out}");
            assert!(out.contains(r"\u{9b}31m"), "{out}");
            // Only the real verdict line may say that expectations hold.
            let forged = out
                .lines()
                .filter(|l| l.trim_start_matches("- ").starts_with("All 9 expectations"))
                .count();
            assert_eq!(forged, 0, "{format} {lang}: a line was forged:\n{out}");
        }
    }
    let out = layerlab()
        .args(["solve", "--format", "json"])
        .arg(&file)
        .run(b"")
        .stdout;
    assert!(!raw_control(&out), "{out:?}");
    assert!(!out.contains('\u{9b}'), "C1 escaped as JSON");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let obj = &v["objects"][0];
    assert_eq!(obj["name"], name.as_str());
    assert_eq!(obj["id"], id.as_str());
    assert_eq!(obj["counters"][kind.as_str()], 2, "{obj}");
}

#[test]
fn phase_shows_control_characters_escaped_and_json_keeps_them() {
    let dir = TempDir::new("out-escape-phase");
    // An effect id is refused, with the id shown escaped.
    let bad_id = dir.join("bad-id.ron");
    std::fs::write(
        &bad_id,
        format!(
            r#"PhaseScenario(format_version: 1, effects: [(id: "m{}1", player: A, mandatory: true)], decisions: (a: [], p: []))"#,
            TITLE.escape_default()
        ),
    )
    .unwrap();
    let o = layerlab().arg("phase").arg(&bad_id).run(b"");
    let err = &o.stderr;
    assert_eq!(o.code, Some(2), "{err}");
    assert!(!raw_control(err), "{err:?}");
    assert!(err.contains(r"m\u{1b}]0;owned\u{7}1"), "{err}");

    // An expectation holding control characters: escaped on stderr, kept in JSON.
    let expect = format!("R1 {CLEAR}\u{9b}31m{FORGED}");
    let file = dir.join("expect.ron");
    std::fs::write(
        &file,
        format!(
            r#"PhaseScenario(format_version: 1, effects: [(id: "m1", player: A, mandatory: true)], decisions: (a: [], p: []), expect: "{}")"#,
            expect.escape_default()
        ),
    )
    .unwrap();
    for format in ["trace", "text"] {
        let o = layerlab()
            .args(["phase", "--format", format])
            .arg(&file)
            .run(b"");
        let (out, err) = (&o.stdout, &o.stderr);
        assert_eq!(o.code, Some(1), "{err}");
        assert!(!raw_control(out) && !raw_control(err), "{out:?} {err:?}");
        assert!(
            !err.lines().any(|l| l.starts_with("All 9")),
            "a line was forged: {err}"
        );
    }
    let out = layerlab()
        .args(["phase", "--format", "json"])
        .arg(&file)
        .run(b"")
        .stdout;
    assert!(!raw_control(&out) && !out.contains('\u{9b}'), "{out:?}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["expect"], expect.as_str());
}

#[test]
fn lesson_and_plain_show_a_courses_control_characters_escaped() {
    let dir = TempDir::new("out-escape-lesson");
    let content = course_copy(dir.path(), false, false);
    for lang in ["en", "fr"] {
        let ftl = content.join(format!("locales/{lang}/lesson-mini.ftl"));
        let text = std::fs::read_to_string(&ftl).unwrap();
        let (head, rest) = text.split_once("m-text =").unwrap();
        let rest = rest.split_once('\n').map_or("", |(_, r)| r);
        std::fs::write(
            &ftl,
            format!("{head}m-text = Text{TITLE} then{CLEAR} cleared\n{rest}"),
        )
        .unwrap();
    }
    let o = layerlab()
        .args(["lesson", "1", "--content"])
        .arg(&content)
        .run(b"");
    let out = &o.stdout;
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(!raw_control(out), "{out:?}");
    assert!(
        out.contains(r"Text\u{1b}]0;owned\u{7} then\u{1b}[2J cleared"),
        "{out}"
    );

    let o = layerlab()
        .args(["--plain", "--content"])
        .arg(&content)
        .run(format!("lesson 1\nfoo{CLEAR}\nq\n").as_bytes());
    let out = &o.stdout;
    assert_eq!(o.code, Some(0));
    assert!(!raw_control(out), "{out:?}");
    assert!(out.contains(r"then\u{1b}[2J cleared"), "{out}");
    // A command typed with control characters is echoed escaped.
    assert!(out.contains(r"foo\u{1b}[2J"), "{out}");
}

#[test]
fn file_errors_are_in_the_users_language() {
    let dir = TempDir::new("out-lang");
    let missing = dir.join("missing.ron");
    for (lang, words) in [
        ("fr", "1:1: fichier introuvable"),
        ("en", "1:1: no such file"),
    ] {
        let o = layerlab()
            .args(["solve", "--lang", lang])
            .arg(&missing)
            .run(b"");
        let err = &o.stderr;
        assert_eq!(o.code, Some(2), "{lang}: {err}");
        assert!(
            err.starts_with(&format!("{}:{words}", missing.display())),
            "{lang}: {err}"
        );
    }
}

#[test]
fn a_drill_that_cannot_save_its_progress_says_so_and_fails() {
    let dir = TempDir::new("out-save");
    // A file where a folder should be: nothing can be saved under it.
    let blocker = dir.join("not-a-folder");
    std::fs::write(&blocker, "").unwrap();
    let progress = blocker.join("drills.json");
    for (lang, words) in [
        ("en", "cannot save the drill progress in"),
        ("fr", "impossible d'enregistrer la progression"),
    ] {
        let o = layerlab()
            .args([
                "drill",
                "--seed",
                "5",
                "--count",
                "1",
                "--lang",
                lang,
                "--progress",
            ])
            .arg(&progress)
            .run(b"x\n");
        let (out, err) = (&o.stdout, &o.stderr);
        assert_eq!(o.code, Some(EXIT_OUTPUT_FAILED), "{err}");
        assert!(err.contains(words), "{err}");
        assert!(
            !out.contains("Progress saved") && !out.contains("Progression enregistrée"),
            "{out}"
        );
    }
}
