use std::collections::HashSet;

use super::*;
use crate::ui::key_table::key_table;

fn path() -> PathBuf {
    PathBuf::from("config.toml")
}

#[test]
fn the_default_file_reads_back_as_the_defaults_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        let text = default_text(lang);
        let cfg = parse(&path(), &text).unwrap_or_else(|e| panic!("{lang:?}: {e:?}"));
        assert_eq!(cfg.settings(), Settings::default());
        assert_eq!(cfg.preset, Preset::None);
        assert!(!cfg.keys.0.is_empty(), "every action is written out");
        assert_eq!(
            keys::with_keymap(cfg.keymap(), key_table),
            key_table(),
            "{lang:?}: the keys it gives are the default keys, row for row"
        );
    }
}

#[test]
fn screens_and_actions_have_names_of_their_own() {
    let names: HashSet<&str> = Ctx::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(names.len(), Ctx::ALL.len());
    let rows = default_rows();
    for ctx in Ctx::ALL {
        let acts = actions(&rows, ctx);
        let names: HashSet<&str> = acts.iter().map(|(n, _)| *n).collect();
        assert_eq!(names.len(), acts.len(), "{ctx:?}: {acts:?}");
    }
    // Every context with rows is in the list the file is written from.
    for row in &rows {
        assert!(Ctx::ALL.contains(&row.ctx), "{:?}", row.ctx);
    }
}

#[test]
fn keys_are_written_as_they_are_read() {
    for row in default_rows().iter().filter(|r| !keys::fixed(r)) {
        let chord = (row.code, row.ctrl);
        assert_eq!(parse_chord(&chord_name(chord)), Some(chord), "{row:?}");
    }
    assert_eq!(parse_chord("Ctrl-S"), Some((KeyCode::Char('s'), true)));
    // A capital letter is a key of its own (Shift and the letter); named keys and Ctrl- take
    // any case.
    assert_eq!(parse_chord("Q"), Some((KeyCode::Char('Q'), false)));
    assert_eq!(parse_chord("q"), Some((KeyCode::Char('q'), false)));
    assert_eq!(parse_chord("PageDown"), Some((KeyCode::PageDown, false)));
    assert_eq!(parse_chord("ctrl-"), None);
    assert_eq!(parse_chord("hyper-x"), None);
    assert_eq!(parse_chord("ab"), None);
}

#[test]
fn a_remapped_action_takes_its_keys_in_place() {
    let mut map = Keymap::default();
    // Start's close has two rows (Esc, Tab): one key drops the second, three add a row.
    map.0.insert(
        (Ctx::Start, "ui-key-start-close"),
        vec![(KeyCode::Char('x'), false)],
    );
    let rows = keys::with_keymap(map.clone(), key_table);
    let close: Vec<&Key> = rows
        .iter()
        .filter(|k| k.ctx == Ctx::Start && k.msg == "ui-key-start-close")
        .collect();
    assert_eq!(close.len(), 1);
    assert_eq!(close[0].code, KeyCode::Char('x'));
    assert!(
        close[0].footer,
        "the first row keeps its place in the footer"
    );
    let three = vec![
        (KeyCode::Char('x'), false),
        (KeyCode::Char('y'), false),
        (KeyCode::Char('z'), false),
    ];
    map.0.insert((Ctx::Start, "ui-key-start-close"), three);
    let rows = keys::with_keymap(map, key_table);
    let codes: Vec<KeyCode> = rows
        .iter()
        .filter(|k| k.ctx == Ctx::Start && k.msg == "ui-key-start-close")
        .map(|k| k.code)
        .collect();
    assert_eq!(
        codes,
        [KeyCode::Char('x'), KeyCode::Char('y'), KeyCode::Char('z')]
    );
}

#[test]
fn ctrl_c_stays_whatever_the_quit_keys() {
    let cfg = parse(&path(), "[keys.global]\nquit = [\"ctrl-q\"]\n").expect("reads");
    let rows = keys::with_keymap(cfg.keymap(), key_table);
    let quit: Vec<Chord> = rows
        .iter()
        .filter(|k| k.ctx == Ctx::Global && k.msg == "ui-key-quit")
        .map(|k| (k.code, k.ctrl))
        .collect();
    assert!(quit.contains(&(KeyCode::Char('c'), true)));
    assert!(quit.contains(&(KeyCode::Char('q'), true)));
    assert!(!quit.contains(&(KeyCode::Char('q'), false)));
}

#[test]
fn the_vim_preset_never_takes_a_key_a_screen_or_the_app_uses() {
    let defaults = default_rows();
    let (map, added) = with_vim(&Keymap::default());
    assert!(!added.is_empty());
    let rows = keys::with_keymap(map, key_table);
    for (ctx, c, msg) in &added {
        assert!(!ctx.types_text());
        let before = defaults.iter().any(|k| {
            (k.ctx == *ctx || shared_with(*ctx).contains(&k.ctx))
                && !k.ctrl
                && k.code == KeyCode::Char(*c)
        });
        assert!(!before, "{ctx:?} {c}");
        assert!(
            rows.iter()
                .any(|k| k.ctx == *ctx && k.msg == *msg && k.code == KeyCode::Char(*c))
        );
    }
    // Every default row is still there: the preset only adds.
    for d in &defaults {
        assert!(rows.contains(d), "{d:?}");
    }
    // The sandbox's `k` (counters) and the app's `l` (language) stay.
    assert!(
        !added
            .iter()
            .any(|(ctx, c, _)| *ctx == Ctx::Sandbox && *c == 'k')
    );
    assert!(!added.iter().any(|(_, c, _)| *c == 'l'));
}

#[test]
fn a_config_over_the_size_cap_is_refused() {
    let dir = std::env::temp_dir().join(format!("layerlab-config-cap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("config.toml");
    let big = format!("# {}\n", "x".repeat(MAX_CONFIG_BYTES as usize));
    std::fs::write(&file, big).unwrap();
    let errors = load(&file).expect_err("too big");
    assert_eq!(errors[0].problem.id, "file-error-too-big", "{errors:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
