//! The configuration file, `config.toml` in the settings folder (or `--config FILE`): the
//! language, the theme, the mouse, the lesson pane, a movement preset and each screen's keys.
//! A file with any problem is refused as a whole, each problem with its place
//! (`path:line:col: message`); the app then starts on the defaults and says so. The settings
//! chosen in the app are written back into it (the file's comments and order kept), atomically;
//! a damaged file is set aside first, never written over.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ratatui::crossterm::event::KeyCode;
use toml_edit::{Document, Item, Table, Value};

use super::keys::{self, Chord, Ctx, Key, Keymap};
use super::settings::LessonPane;
pub use super::settings::{Kept, Settings};
use super::theme::ThemeKind;
use crate::content::file_error::{FileError, Problem};
use crate::content::limits::{self, line_col};
use crate::escape::one_line;
use crate::i18n::Arg;
use crate::i18n::{Lang, tr};

pub(crate) use crate::content::limits::MAX_CONFIG_BYTES;

/// Keys that add movement to every screen where they are free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Preset {
    #[default]
    None,
    /// h, j, k, l: left, down, up, right.
    Vim,
}

/// What the file says; `None` where it says nothing (the app's own choice then).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub(crate) lang: Option<Lang>,
    pub(crate) theme: Option<ThemeKind>,
    pub mouse: Option<bool>,
    pub(crate) pane_width: Option<u16>,
    pub(crate) preset: Preset,
    /// The keys the file gives, over the default tables.
    pub(crate) keys: Keymap,
}

impl Config {
    /// The settings it holds.
    pub fn settings(&self) -> Settings {
        let pane = self.pane_width.map(|percent| {
            LessonPane {
                percent,
                hidden: false,
            }
            .clamped()
        });
        Settings {
            lang: self.lang,
            theme: self.theme,
            lesson_pane: pane,
        }
    }

    /// The keys of the whole app: the file's, then the preset's where its keys are free.
    pub(crate) fn keymap(&self) -> Keymap {
        match self.preset {
            Preset::None => self.keys.clone(),
            Preset::Vim => with_vim(&self.keys).0,
        }
    }
}

/// `config.toml` in the settings folder; `None` without a home folder.
pub fn default_path() -> Option<PathBuf> {
    crate::content::saved::default_config_path()
}

/// Every row of every key table as the defaults have it.
fn default_rows() -> Vec<Key> {
    keys::with_keymap(Keymap::default(), super::key_table::key_table)
}

/// The name an action has in the file: its Fluent id without the prefix up to `key-`.
pub(crate) fn action_name(msg: &str) -> &str {
    msg.find("key-").map_or(msg, |i| &msg[i + 4..])
}

/// The actions that can be bound in `ctx`, in table order: (name, Fluent id).
fn actions(rows: &[Key], ctx: Ctx) -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&'static str, &'static str)> = Vec::new();
    for r in rows.iter().filter(|r| r.ctx == ctx && !keys::fixed(r)) {
        if !out.iter().any(|(_, m)| *m == r.msg) {
            out.push((action_name(r.msg), r.msg));
        }
    }
    out
}

/// The settings the file may hold, as it names them.
const SETTINGS: [&str; 7] = [
    "language",
    "theme",
    "mouse",
    "pane_width",
    "pane_hidden",
    "preset",
    "keys",
];

/// The named keys, as the file writes them.
const NAMED: [(&str, KeyCode); 16] = [
    ("space", KeyCode::Char(' ')),
    ("enter", KeyCode::Enter),
    ("esc", KeyCode::Esc),
    ("tab", KeyCode::Tab),
    ("backtab", KeyCode::BackTab),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("backspace", KeyCode::Backspace),
    ("delete", KeyCode::Delete),
    ("insert", KeyCode::Insert),
];

/// A key as the file writes it: `q`, `+`, `ctrl-s`, `enter`, `pagedown`...
pub(crate) fn parse_chord(s: &str) -> Option<Chord> {
    let lower = s.trim().to_lowercase();
    if let Some(rest) = lower.strip_prefix("ctrl-") {
        let mut cs = rest.chars();
        return match (cs.next(), cs.next()) {
            (Some(c), None) if c.is_ascii_lowercase() => Some((KeyCode::Char(c), true)),
            _ => None,
        };
    }
    if let Some((_, code)) = NAMED.iter().find(|(n, _)| *n == lower) {
        return Some((*code, false));
    }
    // A letter keeps its case: `E` (Shift-E) is a key of its own beside `e`.
    let mut cs = s.trim().chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) if c.is_ascii_graphic() => Some((KeyCode::Char(c), false)),
        _ => None,
    }
}

/// The way the file writes `chord` (the inverse of [`parse_chord`]).
pub(crate) fn chord_name(chord: Chord) -> String {
    let base = NAMED
        .iter()
        .find(|(_, c)| *c == chord.0)
        .map(|(n, _)| (*n).to_string())
        .unwrap_or_else(|| match chord.0 {
            KeyCode::Char(c) => c.to_string(),
            other => format!("{other:?}").to_lowercase(),
        });
    if chord.1 {
        format!("ctrl-{base}")
    } else {
        base
    }
}

/// What reading a file found wrong: its problems, each with its place.
struct Reader<'a> {
    path: &'a Path,
    text: &'a str,
    errors: Vec<FileError>,
}

impl Reader<'_> {
    fn error(
        &mut self,
        span: Option<std::ops::Range<usize>>,
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    ) {
        let (line, col) = line_col(self.text, span.map_or(0, |s| s.start));
        self.errors
            .push(FileError::at(self.path, line, col, Problem::new(id, args)));
    }
}

/// Text of the file, made safe to show in a message.
fn shown(s: &str) -> Arg {
    Arg::Str(one_line(s).into_owned())
}

/// Reads the file at `path`. Missing: `Ok` of the defaults. Any problem: every problem found.
pub fn load(path: &Path) -> Result<Config, Vec<FileError>> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Config::default()),
        _ => {}
    }
    let text = limits::read_text_limited(path, MAX_CONFIG_BYTES).map_err(|e| vec![e])?;
    parse(path, &text)
}

/// Reads `text` as the configuration file at `path`.
pub fn parse(path: &Path, text: &str) -> Result<Config, Vec<FileError>> {
    let mut r = Reader {
        path,
        text,
        errors: Vec::new(),
    };
    let doc = match Document::parse(text) {
        Ok(doc) => doc,
        Err(e) => {
            r.error(
                e.span(),
                "config-not-toml",
                vec![("detail", shown(e.message()))],
            );
            return Err(r.errors);
        }
    };
    let mut cfg = Config::default();
    let mut spans: HashMap<(Ctx, &'static str), std::ops::Range<usize>> = HashMap::new();
    let rows = default_rows();
    for (name, item) in doc.iter() {
        let span = doc.get_key_value(name).and_then(|(k, _)| k.span());
        let value = item.as_value();
        let bad = |r: &mut Reader, expected: &'static str| {
            r.error(
                span.clone(),
                "config-bad-value",
                vec![
                    ("name", shown(name)),
                    ("expected", Arg::Str(expected.into())),
                ],
            )
        };
        match name {
            "language" => match value.and_then(Value::as_str) {
                Some("en") => cfg.lang = Some(Lang::En),
                Some("fr") => cfg.lang = Some(Lang::Fr),
                _ => bad(&mut r, "\"en\", \"fr\""),
            },
            "theme" => {
                let t = value
                    .and_then(Value::as_str)
                    .and_then(|s| ThemeKind::ALL.into_iter().find(|t| theme_name(*t) == s));
                match t {
                    Some(t) => cfg.theme = Some(t),
                    None => bad(&mut r, "\"dark\", \"light\", \"high-contrast\", \"mono\""),
                }
            }
            "mouse" => match value.and_then(Value::as_bool) {
                Some(b) => cfg.mouse = Some(b),
                None => bad(&mut r, "true, false"),
            },
            // Written by earlier versions: still read, so their files are not refused, and
            // without effect (the lesson pane shows at every start; `h` hides it for the
            // session). The next save leaves it out.
            "pane_hidden" => {
                if value.and_then(Value::as_bool).is_none() {
                    bad(&mut r, "true, false");
                }
            }
            "pane_width" => match value.and_then(Value::as_integer) {
                Some(n) if (LessonPane::MIN as i64..=LessonPane::MAX as i64).contains(&n) => {
                    cfg.pane_width = Some(n as u16)
                }
                _ => bad(&mut r, "25 … 70"),
            },
            "preset" => match value.and_then(Value::as_str) {
                Some("none") => cfg.preset = Preset::None,
                Some("vim") => cfg.preset = Preset::Vim,
                _ => bad(&mut r, "\"none\", \"vim\""),
            },
            "keys" => match item.as_table_like() {
                Some(_) => read_keys(&mut r, item, &rows, &mut cfg.keys, &mut spans),
                None => bad(&mut r, "[keys.SCREEN]"),
            },
            _ => r.error(
                span,
                "config-unknown-setting",
                vec![
                    ("name", shown(name)),
                    ("known", Arg::Str(SETTINGS.join(", "))),
                ],
            ),
        }
    }
    if r.errors.is_empty() {
        check_clashes(&mut r, &cfg.keys, &spans);
    }
    if r.errors.is_empty() {
        Ok(cfg)
    } else {
        Err(r.errors)
    }
}

/// The name a theme has in the file (as the progress file always wrote it).
fn theme_name(t: ThemeKind) -> &'static str {
    match t {
        ThemeKind::Dark => "dark",
        ThemeKind::Light => "light",
        ThemeKind::HighContrast => "high-contrast",
        ThemeKind::Mono => "mono",
    }
}

fn lang_name(l: Lang) -> &'static str {
    match l {
        Lang::En => "en",
        Lang::Fr => "fr",
    }
}

/// The `[keys.SCREEN]` tables.
fn read_keys(
    r: &mut Reader,
    item: &Item,
    rows: &[Key],
    map: &mut Keymap,
    spans: &mut HashMap<(Ctx, &'static str), std::ops::Range<usize>>,
) {
    let Some(screens) = item.as_table_like() else {
        return;
    };
    let screen_names = Ctx::ALL.map(Ctx::name).join(", ");
    for (screen, item) in screens.iter() {
        let sspan = screens
            .get_key_value(screen)
            .and_then(|(k, _)| k.span())
            .or_else(|| item.span());
        let Some(ctx) = Ctx::ALL.into_iter().find(|c| c.name() == screen) else {
            r.error(
                sspan,
                "config-unknown-screen",
                vec![
                    ("name", shown(screen)),
                    ("known", Arg::Str(screen_names.clone())),
                ],
            );
            continue;
        };
        let Some(table) = item.as_table_like() else {
            r.error(
                sspan,
                "config-bad-value",
                vec![
                    ("name", shown(screen)),
                    ("expected", Arg::Str("{ action = [\"key\"] }".into())),
                ],
            );
            continue;
        };
        let known = actions(rows, ctx);
        for (action, item) in table.iter() {
            let aspan = table
                .get_key_value(action)
                .and_then(|(k, _)| k.span())
                .or_else(|| item.span());
            let Some(&(_, msg)) = known.iter().find(|(n, _)| *n == action) else {
                let names: Vec<&str> = known.iter().map(|(n, _)| *n).collect();
                r.error(
                    aspan,
                    "config-unknown-action",
                    vec![
                        ("screen", Arg::Str(screen.to_string())),
                        ("name", shown(action)),
                        ("known", Arg::Str(names.join(", "))),
                    ],
                );
                continue;
            };
            let values: Vec<&Value> = match item.as_value() {
                Some(Value::Array(a)) => a.iter().collect(),
                Some(v @ Value::String(_)) => vec![v],
                _ => {
                    r.error(
                        aspan,
                        "config-bad-value",
                        vec![
                            ("name", shown(action)),
                            ("expected", Arg::Str("[\"key\", …]".into())),
                        ],
                    );
                    continue;
                }
            };
            let mut chords = Vec::new();
            for v in values {
                let vspan = v.span().or_else(|| aspan.clone());
                let Some(s) = v.as_str() else {
                    r.error(
                        vspan,
                        "config-bad-value",
                        vec![
                            ("name", shown(action)),
                            ("expected", Arg::Str("\"key\"".into())),
                        ],
                    );
                    continue;
                };
                match parse_chord(s) {
                    None => r.error(
                        vspan,
                        "config-unknown-key",
                        vec![
                            ("key", shown(s)),
                            ("known", Arg::Str(NAMED.map(|(n, _)| n).join(", "))),
                        ],
                    ),
                    Some((KeyCode::Char('c'), true)) => r.error(vspan, "config-ctrl-c", vec![]),
                    Some((KeyCode::Char(c), false)) if ctx.types_text() && c != ' ' => r.error(
                        vspan,
                        "config-typed-here",
                        vec![("screen", Arg::Str(screen.to_string())), ("key", shown(s))],
                    ),
                    Some(chord) => chords.push(chord),
                }
            }
            if let Some(span) = aspan {
                spans.insert((ctx, msg), span);
            }
            map.0.insert((ctx, msg), chords);
        }
    }
}

/// The pairs of rows of `rows` that one key press could mean: the same key for two actions
/// of one context, or of two contexts active together (the first would hide the second).
fn clashes(rows: &[Key]) -> Vec<(Key, Key)> {
    let mut out = Vec::new();
    for (i, a) in rows.iter().enumerate() {
        for b in &rows[..i] {
            let together = a.ctx == b.ctx
                || shared_with(a.ctx).contains(&b.ctx)
                || shared_with(b.ctx).contains(&a.ctx);
            if together && b.code == a.code && b.ctrl == a.ctrl && b.msg != a.msg {
                out.push((*b, *a));
            }
        }
    }
    out
}

/// A key the file binds where it already means something else is refused, at the place of the
/// file's binding. (The default tables' own overlaps, such as a form's Esc over the app's, are
/// by design: only new ones count.)
fn check_clashes(
    r: &mut Reader,
    map: &Keymap,
    spans: &HashMap<(Ctx, &'static str), std::ops::Range<usize>>,
) {
    let before = clashes(&default_rows());
    let rows = keys::with_keymap(map.clone(), super::key_table::key_table);
    for (b, a) in clashes(&rows) {
        if before.contains(&(b, a)) || before.contains(&(a, b)) {
            continue;
        }
        let named = |k: &Key, ctx: Ctx| {
            if k.ctx == ctx {
                action_name(k.msg).to_string()
            } else {
                format!("{} ({})", action_name(k.msg), k.ctx.name())
            }
        };
        let (mine, other) = if spans.contains_key(&(a.ctx, a.msg)) {
            (a, b)
        } else {
            (b, a)
        };
        r.error(
            spans.get(&(mine.ctx, mine.msg)).cloned(),
            "config-bound-twice",
            vec![
                ("key", Arg::Str(chord_name((a.code, a.ctrl)))),
                ("screen", Arg::Str(mine.ctx.name().into())),
                ("first", Arg::Str(named(&b, mine.ctx))),
                ("second", Arg::Str(named(&a, mine.ctx))),
            ],
        );
        let _ = other;
    }
}

/// The contexts whose keys are active with `ctx`'s: a preset key that one of them already has
/// is not free in `ctx` (it would hide that key). The help has the keys alone; the desk's
/// screens share the lesson pane's keys and the presentation view's.
fn shared_with(ctx: Ctx) -> &'static [Ctx] {
    match ctx {
        Ctx::Help => &[],
        Ctx::Start
        | Ctx::PracticeText
        | Ctx::PracticeList
        | Ctx::PracticePick
        | Ctx::PracticeOrder
        | Ctx::PracticePlay
        | Ctx::PracticeFeedback
        | Ctx::PracticeReview
        | Ctx::PracticeStats
        | Ctx::PracticeReport
        | Ctx::PracticeLeave => &[Ctx::Global],
        // A page's questions over the page's own keys.
        Ctx::Questions => &[Ctx::Reading, Ctx::Global, Ctx::Desk, Ctx::Present],
        _ => &[Ctx::Global, Ctx::Desk, Ctx::Present],
    }
}

/// `map` with the vim preset's keys added where they are free, and what was added: (context,
/// key, action's Fluent id).
pub(crate) fn with_vim(map: &Keymap) -> (Keymap, Vec<(Ctx, char, &'static str)>) {
    let rows = keys::with_keymap(map.clone(), super::key_table::key_table);
    let mut out = map.clone();
    let mut added = Vec::new();
    let taken = |ctx: Ctx, c: char| {
        rows.iter().any(|k| {
            (k.ctx == ctx || shared_with(ctx).contains(&k.ctx))
                && !k.ctrl
                && k.code == KeyCode::Char(c)
        })
    };
    for ctx in Ctx::ALL.into_iter().filter(|c| !c.types_text()) {
        for (c, arrow) in [
            ('h', KeyCode::Left),
            ('j', KeyCode::Down),
            ('k', KeyCode::Up),
            ('l', KeyCode::Right),
        ] {
            let Some(row) = rows
                .iter()
                .find(|k| k.ctx == ctx && !k.ctrl && k.code == arrow)
            else {
                continue;
            };
            if taken(ctx, c) {
                continue;
            }
            let entry = out.0.entry((ctx, row.msg)).or_insert_with(|| {
                rows.iter()
                    .filter(|k| k.ctx == ctx && k.msg == row.msg && !keys::fixed(k))
                    .map(|k| (k.code, k.ctrl))
                    .collect()
            });
            entry.push((KeyCode::Char(c), false));
            added.push((ctx, c, row.msg));
        }
    }
    (out, added)
}

/// The default configuration file, its comments in `lang`: every setting (commented out: the
/// app's own choice), the preset and what it changes, and every screen's actions with their
/// keys. Read back, it gives the defaults.
pub fn default_text(lang: Lang) -> String {
    let rows = default_rows();
    let c = |id: &str| tr(lang, id, &[]);
    let mut out = String::new();
    for line in c("config-file-head").lines() {
        out.push_str(&format!("# {line}\n"));
    }
    out.push('\n');
    out.push_str(&format!(
        "# {}\n# language = \"en\"\n",
        c("config-file-language")
    ));
    out.push_str(&format!(
        "# {}\n# theme = \"dark\"\n",
        c("config-file-theme")
    ));
    out.push_str(&format!("# {}\n# mouse = true\n", c("config-file-mouse")));
    out.push_str(&format!(
        "# {}\n# pane_width = {}\n",
        c("config-file-pane"),
        LessonPane::DEFAULT
    ));
    out.push_str(&format!("# {}\n", c("config-file-preset")));
    let (_, added) = with_vim(&Keymap::default());
    for ctx in Ctx::ALL {
        let here: Vec<String> = added
            .iter()
            .filter(|(x, _, _)| *x == ctx)
            .map(|(_, k, msg)| format!("{k} = {}", action_name(msg)))
            .collect();
        if !here.is_empty() {
            out.push_str(&format!("#   {}: {}\n", ctx.name(), here.join(", ")));
        }
    }
    out.push_str("preset = \"none\"\n");
    out.push('\n');
    for line in c("config-file-keys").lines() {
        out.push_str(&format!("# {line}\n"));
    }
    for ctx in Ctx::ALL {
        let acts = actions(&rows, ctx);
        if acts.is_empty() {
            continue;
        }
        out.push_str(&format!("\n# {}\n[keys.{}]\n", c(ctx.msg()), ctx.name()));
        for (name, msg) in acts {
            let chords: Vec<String> = rows
                .iter()
                .filter(|k| k.ctx == ctx && k.msg == msg && !keys::fixed(k))
                .map(|k| format!("\"{}\"", chord_name((k.code, k.ctrl))))
                .collect();
            let what = one_line(&c(msg)).replace('\n', " ");
            out.push_str(&format!("{name} = [{}]  # {what}\n", chords.join(", ")));
        }
    }
    out
}

/// Writes `settings` into the file at `path`: into the file in place (its comments, order and
/// keys kept) when it reads, else into the default file; a file that does not read is moved
/// aside first (`FILE.damaged-DATE-N`, returned), never written over. Atomic, never through
/// a link ([`crate::content::saved::write_atomic`]).
pub fn save(path: &Path, settings: &Settings, lang: Lang) -> std::io::Result<Option<PathBuf>> {
    let mut aside = None;
    let base = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => default_text(lang),
        Err(e) => return Err(e),
        Ok(_) => {
            let text = limits::read_text_limited(path, MAX_CONFIG_BYTES).ok();
            match text.filter(|t| parse(path, t).is_ok()) {
                Some(t) => t,
                None => {
                    aside = Some(crate::content::saved::move_aside(path, now_secs())?);
                    default_text(lang)
                }
            }
        }
    };
    let mut doc: toml_edit::DocumentMut = base
        .parse()
        .map_err(|e: toml_edit::TomlError| std::io::Error::other(e.to_string()))?;
    set(
        &mut doc,
        "language",
        settings.lang.map(|l| lang_name(l).into()),
    );
    set(
        &mut doc,
        "theme",
        settings.theme.map(|t| theme_name(t).into()),
    );
    set(
        &mut doc,
        "pane_width",
        settings
            .lesson_pane
            .map(|p| Value::from(i64::from(p.percent))),
    );
    set(&mut doc, "pane_hidden", None);
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    crate::content::saved::write_atomic(path, doc.to_string().as_bytes())?;
    Ok(aside)
}

/// Sets or removes a top-level setting, before the first table.
fn set(doc: &mut toml_edit::DocumentMut, name: &str, value: Option<Value>) {
    let table: &mut Table = doc.as_table_mut();
    match value {
        Some(mut v) => match table.get_mut(name) {
            // The value's spaces and the comment after it stay.
            Some(Item::Value(old)) => {
                *v.decor_mut() = old.decor().clone();
                *old = v;
            }
            Some(item) => *item = Item::Value(v),
            None => {
                table.insert(name, Item::Value(v));
            }
        },
        None => {
            table.remove(name);
        }
    }
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests;
