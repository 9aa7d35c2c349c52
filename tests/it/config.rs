//! The configuration file: read with the place of each problem in the reader's language, the
//! app started on the defaults when it is refused, keys remapped in the handler, the footer and
//! the help together, the vim preset, the settings moved from an older progress file, and
//! `layerlab config`. Every file is in a folder of the test's own (`--config` or
//! `XDG_CONFIG_HOME`), never the user's.

use layerlab::i18n::Lang;
use layerlab::ui::app::key_table;
use layerlab::ui::config::{self, Config, Settings};
use layerlab::ui::keys::Ctx;
use layerlab::ui::{Action, App, update};
use ratatui::crossterm::event::KeyCode;

use crate::common::binary::{Run, layerlab};
use crate::common::{TempDir, app_in, fixture_app, press, screen, urborg_board};

/// The file `text` in a fresh folder, read.
fn read(
    dir: &TempDir,
    text: &str,
) -> Result<Config, Vec<layerlab::content::file_error::FileError>> {
    let path = dir.path().join("config.toml");
    std::fs::write(&path, text).expect("a config file");
    config::load(&path)
}

/// The errors of `text`, each rendered in `lang`, the folder's path taken out.
fn errors(text: &str, lang: Lang) -> Vec<String> {
    let dir = TempDir::new("config-errors");
    let prefix = format!("{}/", dir.path().display());
    read(&dir, text)
        .expect_err("refused")
        .iter()
        .map(|e| e.render(lang).replace(&prefix, ""))
        .collect()
}

/// The fixture's app on the Urborg board, with the configuration `text`.
fn sandbox_with(text: &str) -> (App, TempDir) {
    let dir = TempDir::new("config-sandbox");
    let cfg = read(&dir, text);
    let mut a = fixture_app(Lang::En).with_config(Some(dir.path().join("config.toml")), cfg);
    a.open_board("urborg.ron", urborg_board(), 0);
    (a, dir)
}

fn autoplay(a: &App) -> bool {
    a.layer.autoplay
}

#[test]
fn a_remapped_key_works_the_old_one_does_not_and_footer_and_help_show_it() {
    let (mut a, _dir) = sandbox_with("[keys.sandbox]\nautoplay = [\"z\"]\n");
    press(&mut a, KeyCode::Char('a'));
    assert!(!autoplay(&a), "the old key does nothing");
    let shown = screen(&a, 140, 40);
    assert!(shown.contains("z autoplay"), "{shown}");
    assert!(!shown.contains("a autoplay"), "{shown}");
    press(&mut a, KeyCode::Char('z'));
    assert!(autoplay(&a), "the new key does it");
    // The help and the book's list are drawn from the same table.
    let table = key_table();
    let row = |code| {
        table
            .iter()
            .any(|k| k.ctx == Ctx::Sandbox && k.msg == "ui-key-autoplay" && k.code == code)
    };
    assert!(row(KeyCode::Char('z')));
    assert!(!row(KeyCode::Char('a')));
    press(&mut a, KeyCode::Char('?'));
    let help = screen(&a, 140, 200);
    let listed = |key: &str| {
        help.lines()
            .any(|l| l.contains(&format!("  {key}  ")) && l.contains("autoplay"))
    };
    assert!(listed("z"), "{help}");
    assert!(!listed("a"), "{help}");
}

#[test]
fn each_refusal_has_its_place_and_reason_in_the_readers_language() {
    let cases = [
        (
            "[keys.sandbox]\nstep-next = [\"nope\"]\n",
            "config.toml:2:14: unknown key “nope”",
        ),
        (
            "[keys.sandbox]\nfly = [\"x\"]\n",
            "config.toml:2:1: the screen “sandbox” has no action “fly”",
        ),
        (
            "[keys.nowhere]\nx = [\"x\"]\n",
            "config.toml:1:7: unknown screen “nowhere”",
        ),
        (
            "[keys.sandbox]\nundo = [\"r\"]\n",
            "config.toml:2:1: “r” is bound twice in “sandbox”: to “undo” and to “redo”",
        ),
        (
            "[keys.global]\nquit = [\"ctrl-c\"]\n",
            "config.toml:2:9: Ctrl-C always quits",
        ),
        (
            "[keys.sandbox]\nsave = [\"ctrl-c\"]\n",
            "config.toml:2:9: Ctrl-C always quits",
        ),
        (
            "colour = \"red\"\n",
            "config.toml:1:1: unknown setting “colour”",
        ),
        ("theme = \"pink\"\n", "config.toml:1:1: “theme” takes"),
        ("[keys\n", "config.toml:1:"),
    ];
    for (text, want) in cases {
        let got = errors(text, Lang::En);
        assert!(got.iter().any(|e| e.starts_with(want)), "{text}: {got:?}");
    }
    let fr = errors("[keys.sandbox]\nfly = [\"x\"]\n", Lang::Fr);
    assert!(
        fr[0].starts_with("config.toml:2:1: l'écran «\u{a0}sandbox\u{a0}» n'a pas d'action"),
        "{fr:?}"
    );
}

#[test]
fn text_from_the_file_is_escaped_in_its_errors() {
    let got = errors("[keys.sandbox]\n\"a\\u001b[2Jb\" = [\"x\"]\n", Lang::En);
    assert!(!got[0].contains('\u{1b}'), "{got:?}");
}

#[test]
fn a_refused_file_starts_the_app_on_the_defaults_and_says_so() {
    let (mut a, dir) = sandbox_with("[keys.sandbox]\nautoplay = [\"q\"]\n");
    let said: Vec<String> = a
        .shared
        .notices
        .iter()
        .map(|n| n.message(Lang::En))
        .collect();
    assert!(
        said.iter()
            .any(|m| m.contains("config.toml:2:1:") && m.contains("default keys")),
        "{said:?}"
    );
    press(&mut a, KeyCode::Char('a'));
    assert!(autoplay(&a), "the default key works");
    // Changing a setting never writes over the refused file.
    let before = std::fs::read(dir.path().join("config.toml")).unwrap();
    update(&mut a, Action::LessonPaneWider);
    assert_eq!(
        std::fs::read(dir.path().join("config.toml")).unwrap(),
        before
    );
}

#[test]
fn the_vim_preset_moves_with_j_and_keeps_the_screens_own_k() {
    let (mut a, _dir) = sandbox_with("preset = \"vim\"\n");
    let selected = |a: &App| a.layer.sandbox.as_ref().map(|s| s.selected);
    assert_eq!(selected(&a), Some(0));
    press(&mut a, KeyCode::Char('j'));
    assert_eq!(selected(&a), Some(1), "j: the next permanent");
    // `k` is the sandbox's counters key: the preset leaves it.
    press(&mut a, KeyCode::Char('k'));
    assert_eq!(a.contexts()[0], Ctx::Edit, "k opens the counters form");
    press(&mut a, KeyCode::Esc);
    // `l` is the language everywhere: still.
    press(&mut a, KeyCode::Char('l'));
    assert_eq!(a.shared.lang, Lang::Fr);
}

#[test]
fn a_key_of_the_users_own_wins_over_the_preset() {
    let (mut a, _dir) = sandbox_with("preset = \"vim\"\n[keys.sandbox]\nautoplay = [\"j\"]\n");
    press(&mut a, KeyCode::Char('j'));
    assert!(autoplay(&a));
    assert_eq!(a.layer.sandbox.as_ref().map(|s| s.selected), Some(0));
}

#[test]
fn settings_move_from_an_older_progress_file_to_the_config_on_the_next_save() {
    let dir = TempDir::new("config-migrate");
    let old = r#"{"format_version":2,"seen":[],"answers":{},"last_page":0,
        "lang":"fr","theme":"light","lesson_pane":{"percent":50,"hidden":false}}"#;
    std::fs::write(dir.path().join("progress.json"), old).unwrap();
    let mut a = app_in(dir.path());
    assert_eq!(a.shared.lang, Lang::Fr, "the old file's language counts");
    assert!(!dir.path().join("config.toml").exists());
    update(&mut a, Action::LessonPaneWider);
    let cfg = config::load(&dir.path().join("config.toml")).expect("a config that reads");
    let s: Settings = cfg.settings();
    assert_eq!(s.lang, Some(Lang::Fr));
    assert_eq!(s.lesson_pane.map(|p| p.hidden), Some(false));
    let text = std::fs::read_to_string(dir.path().join("config.toml")).unwrap();
    assert!(text.contains("theme = \"light\""), "{text}");
    assert!(text.contains("pane_width = 55"), "{text}");
    let progress = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    assert!(
        !progress.contains("\"lang\"") || progress.contains("\"lang\": null"),
        "{progress}"
    );
    assert!(!progress.contains("light"), "{progress}");
    // Started again: the settings come from the config, the progress file still reads.
    let again = app_in(dir.path());
    assert_eq!(again.shared.lang, Lang::Fr);
    assert_eq!(again.shared.lesson_pane, s.lesson_pane.unwrap());
    assert!(again.shared.notices.is_empty());
}

#[test]
fn a_save_keeps_the_users_lines_and_sets_a_damaged_file_aside() {
    let dir = TempDir::new("config-save");
    let path = dir.path().join("config.toml");
    let mine = "# mine\npreset = \"vim\"\n[keys.sandbox]\nautoplay = [\"z\"]  # my key\n";
    std::fs::write(&path, mine).unwrap();
    let settings = Settings {
        lang: Some(Lang::Fr),
        ..Settings::default()
    };
    assert_eq!(config::save(&path, &settings, Lang::En).unwrap(), None);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("# mine") && text.contains("# my key"),
        "{text}"
    );
    assert!(text.contains("language = \"fr\""), "{text}");
    assert_eq!(config::load(&path).unwrap().settings().lang, Some(Lang::Fr));
    // A damaged file is moved aside, whole, never written over.
    let damaged = "[keys.sandbox]\nautoplay = [\"nope\"]\n";
    std::fs::write(&path, damaged).unwrap();
    let aside = config::save(&path, &settings, Lang::En)
        .unwrap()
        .expect("set aside");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), damaged);
    assert!(config::load(&path).is_ok());
    // A link at the path is replaced, never followed.
    #[cfg(unix)]
    {
        let target = dir.path().join("elsewhere.toml");
        std::fs::write(&target, "preset = \"none\"\n").unwrap();
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink(&target, &path).unwrap();
        config::save(&path, &settings, Lang::En).unwrap();
        assert_eq!(
            std::fs::read_to_string(&target).unwrap(),
            "preset = \"none\"\n"
        );
        assert!(
            !std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }
}

#[test]
fn config_default_prints_a_file_that_reads_back_and_config_checks_one() {
    let dir = TempDir::new("config-cmd");
    let ran = layerlab().args(["config", "--default"]).run(b"");
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(ran.stdout.contains("[keys.sandbox]"));
    assert!(
        ran.stdout.contains("#   sandbox: j = object-next"),
        "the preset's keys are listed"
    );
    let file = dir.path().join("config.toml");
    std::fs::write(&file, &ran.stdout).unwrap();
    let ok = layerlab().args(["config", "--config"]).arg(&file).run(b"");
    assert_eq!(ok.code, Some(0), "{}", ok.all());
    // Found through XDG_CONFIG_HOME: a refused file, its place, a non-zero exit.
    let xdg = dir.path().join("xdg");
    std::fs::create_dir_all(xdg.join("layerlab")).unwrap();
    std::fs::write(
        xdg.join("layerlab/config.toml"),
        "[keys.start]\nstart-choose = [\"down\"]\n",
    )
    .unwrap();
    let bad = layerlab()
        .args(["config", "--lang", "fr"])
        .env("XDG_CONFIG_HOME", &xdg)
        .run(b"");
    assert_ne!(bad.code, Some(0));
    assert!(
        bad.stderr
            .contains("layerlab/config.toml:2:1: «\u{a0}down\u{a0}» est attribuée deux fois"),
        "{}",
        bad.stderr
    );
}
