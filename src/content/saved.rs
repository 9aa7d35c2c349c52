//! The files layerlab keeps for its user (lesson progress and settings, practice): JSON written
//! atomically and never through a link, a damaged file set aside under a name of its own and
//! reported, a file from a newer layerlab left alone. Never a crash, never data lost.
//!
//! A save writes a new temporary file with a unique name in the target's folder (created
//! exclusively, so nothing planted there, link or file, is ever written through), flushes it to
//! the disk, then renames it over the target: readers see the old file or the new one, never
//! half of one, and two instances saving at once both succeed (the last rename wins).

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::app_folders;
use super::file_error::{FileError, Problem};
use super::limits::{self, MAX_FILE_BYTES};
use crate::escape::one_line;
use crate::i18n::{Arg, Lang};

/// How many damaged copies of one file may be kept aside on one day (`FILE.damaged-DATE-1` to
/// `-999`); past that the file is left where it is and not saved to.
pub(crate) const MAX_DAMAGED_PER_DAY: u32 = 999;
/// How many unique temporary names a save tries before giving up (each is created exclusively;
/// another one is only needed when something already sits at that path).
const TEMP_TRIES: u32 = 16;

/// A problem with a saved file found when reading it, put into words by the app (`id` is a
/// Fluent message taking `$path`, `$error` and `$aside`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub id: &'static str,
    pub(crate) path: PathBuf,
    /// What is wrong with it, language-neutral (worded when shown).
    pub(crate) error: Option<FileError>,
    /// Where the damaged file was moved.
    pub aside: Option<PathBuf>,
    /// The file is left as it is and nothing is saved to it this session (from a newer
    /// layerlab, unreadable, or damaged and it could not be moved aside).
    pub saving_off: bool,
}

impl Notice {
    /// The message in `lang`, safe for a terminal.
    pub fn message(&self, lang: Lang) -> String {
        let path = one_line(&self.path.display().to_string()).into_owned();
        let error = self
            .error
            .as_ref()
            .map(|e| e.render(lang))
            .unwrap_or_default();
        let aside = self
            .aside
            .as_ref()
            .map(|a| one_line(&a.display().to_string()).into_owned())
            .unwrap_or_default();
        crate::escape::terminal_safe(&crate::i18n::tr(
            lang,
            self.id,
            crate::fargs![path = path, error = error, aside = aside],
        ))
        .into_owned()
    }
}

/// The Fluent ids a file's problems are told with (each takes `$path`, `$error`, `$aside`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    /// The file could not be read (a folder, no permission...): left alone, not saved to.
    pub(crate) unreadable: &'static str,
    /// The file was damaged and moved to `$aside`; a new one is started.
    pub(crate) damaged: &'static str,
    /// The file was damaged and could not be moved aside: left alone, not saved to.
    pub(crate) stuck: &'static str,
    /// The file comes from a newer layerlab: left alone, not saved to.
    pub(crate) newer: &'static str,
}

/// What is at a saved file's place.
enum Found {
    Missing,
    /// JSON of the format known (or older): its text.
    Json(String),
    /// JSON whose `format_version` is above the one known.
    Newer(u64),
    /// Not UTF-8, too big, not JSON: worth keeping aside.
    Damaged(FileError),
    /// Cannot be read at all (a folder, a device, no permission...).
    Unreadable(FileError),
}

/// Looks at the file at `path` (known format: `version`).
fn inspect(path: &Path, version: u32) -> Found {
    // No file can be there (a dangling link, or a file where a folder should be): nothing to
    // keep, and a save will say why it fails.
    if let Err(e) = std::fs::metadata(path)
        && matches!(
            e.kind(),
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
        )
    {
        return Found::Missing;
    }
    let text = match limits::read_text(path) {
        Ok(t) => t,
        Err(e) => {
            return match e.problem.id {
                "file-error-not-found" => Found::Missing,
                "file-error-not-utf8" | "file-error-too-big" => Found::Damaged(e),
                _ => Found::Unreadable(e),
            };
        }
    };
    let value: serde_json::Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => return Found::Damaged(json_error(path, &e)),
    };
    match value
        .get("format_version")
        .and_then(serde_json::Value::as_u64)
    {
        Some(v) if v > u64::from(version) => Found::Newer(v),
        _ => Found::Json(text),
    }
}

/// A JSON error in the file at `path`, with its place.
fn json_error(path: &Path, e: &serde_json::Error) -> FileError {
    let text = e.to_string();
    // serde_json ends its message with the place, which the error carries already.
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let detail = text.strip_suffix(&suffix).unwrap_or(&text).to_string();
    FileError::at(
        path,
        e.line(),
        e.column(),
        Problem::new("ui-saved-bad-json", vec![("detail", Arg::Str(detail))]),
    )
}

/// Reads a saved JSON file written in format `version` (or older). Missing: the default,
/// quietly. Damaged (not UTF-8, too big, not JSON, not the shape expected): moved aside to
/// `FILE.damaged-DATE-N` (never over an earlier copy), the default and a notice. From a newer
/// layerlab, or unreadable, or damaged and it cannot be moved: left as it is, the default and a
/// notice whose `saving_off` is set (and [`save`] refuses it too).
pub(crate) fn load<T: DeserializeOwned + Default>(
    path: &Path,
    msgs: Messages,
    version: u32,
) -> (T, Option<Notice>) {
    let notice = |id, error, aside, saving_off| Notice {
        id,
        path: path.to_path_buf(),
        error,
        aside,
        saving_off,
    };
    let damaged = match inspect(path, version) {
        Found::Missing => return (T::default(), None),
        Found::Newer(v) => {
            let e = newer_problem(path, v, version);
            return (T::default(), Some(notice(msgs.newer, Some(e), None, true)));
        }
        Found::Unreadable(e) => {
            return (
                T::default(),
                Some(notice(msgs.unreadable, Some(e), None, true)),
            );
        }
        // Read again as `T` (not from the value) for the place of a wrong field.
        Found::Json(text) => match serde_json::from_str::<T>(&text) {
            Ok(v) => return (v, None),
            Err(e) => json_error(path, &e),
        },
        Found::Damaged(e) => e,
    };
    match move_aside(path, now_secs()) {
        Ok(aside) => (
            T::default(),
            Some(notice(msgs.damaged, Some(damaged), Some(aside), false)),
        ),
        Err(_) => (
            T::default(),
            Some(notice(msgs.stuck, Some(damaged), None, true)),
        ),
    }
}

/// Why [`save`] left a file alone (the error inside the `io::Error` it returns): what is wrong
/// with the file in place, or with the text to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub FileError);

impl Refused {
    /// The refusal inside `e`, if `e` is one.
    pub fn of(e: &std::io::Error) -> Option<&Refused> {
        e.get_ref()
            .and_then(|inner| inner.downcast_ref::<Refused>())
    }

    /// In `lang`, safe for a terminal.
    pub(crate) fn render(&self, lang: Lang) -> String {
        crate::i18n::tr(
            lang,
            "ui-saved-refused",
            crate::fargs![error = self.0.render(lang)],
        )
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl std::error::Error for Refused {}

/// A save that failed, kept to be told on screen (in the language of the moment).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveFailure {
    pub(crate) path: PathBuf,
    /// The file in place was left alone (no later save of it will do better this session).
    pub(crate) refused: Option<Refused>,
    /// Any other error: its kind, and the system's words for it (said in the reader's words
    /// when it is a common one).
    pub(crate) io: (std::io::ErrorKind, String),
}

impl SaveFailure {
    pub(crate) fn new(path: &Path, e: &std::io::Error) -> SaveFailure {
        SaveFailure {
            path: path.to_path_buf(),
            refused: Refused::of(e).cloned(),
            io: (e.kind(), e.to_string()),
        }
    }

    /// The message `id` (taking `$path` and `$error`) in `lang`, safe for a terminal.
    pub(crate) fn message(&self, id: &str, lang: Lang) -> String {
        let error = match &self.refused {
            Some(r) => r.render(lang),
            None => crate::i18n::io_reason_of(self.io.0, &self.io.1, lang),
        };
        let path = one_line(&self.path.display().to_string()).into_owned();
        crate::escape::terminal_safe(&crate::i18n::tr(
            lang,
            id,
            crate::fargs![path = path, error = error],
        ))
        .into_owned()
    }
}

fn refused(e: FileError) -> std::io::Error {
    std::io::Error::other(Refused(e))
}

/// The problem of a file from a newer layerlab.
fn newer_problem(path: &Path, found: u64, known: u32) -> FileError {
    FileError::at(
        path,
        1,
        1,
        Problem::new(
            "ui-saved-newer-format",
            vec![
                ("found", Arg::Str(found.to_string())),
                ("known", Arg::Str(known.to_string())),
            ],
        ),
    )
}

/// Writes `value` as JSON in format `version`, atomically (see [`write_atomic`]); its folder
/// is made if needed. The file in place is never replaced when it is not one this version
/// reads: from a newer layerlab, damaged or unreadable (the error is a [`Refused`]). A text
/// larger than [`MAX_FILE_BYTES`] is refused too (it could not be read back).
pub(crate) fn save<T: Serialize + DeserializeOwned>(
    path: &Path,
    value: &T,
    version: u32,
) -> std::io::Result<()> {
    match inspect(path, version) {
        Found::Missing => {}
        Found::Json(text) => {
            if let Err(e) = serde_json::from_str::<T>(&text) {
                return Err(refused(json_error(path, &e)));
            }
        }
        Found::Newer(v) => return Err(refused(newer_problem(path, v, version))),
        Found::Damaged(e) | Found::Unreadable(e) => return Err(refused(e)),
    }
    let text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(refused(FileError::at(
            path,
            1,
            1,
            Problem::new(
                "file-error-too-big",
                vec![("limit", Arg::Str(limits::format_size(MAX_FILE_BYTES)))],
            ),
        )));
    }
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    write_atomic(path, text.as_bytes())
}

/// Counts the temporary files this process made (part of their names).
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// A number no other process will pick at the same moment (with the pid and the counter, it
/// makes a temporary name unique; `create_new` makes sure of it).
fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish()
}

/// `.NAME.PID.COUNTER.RANDOM.tmp` beside `path` (hidden, and never a name layerlab reads).
fn temp_path(path: &Path) -> PathBuf {
    let mut name = OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(
        ".{}.{}.{:016x}.tmp",
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed),
        random()
    ));
    path.with_file_name(name)
}

/// Writes `bytes` to `path` so that nothing else is ever written: a new temporary file with a
/// unique name beside it, created exclusively (`create_new` refuses any file or link already at
/// that path), written, flushed and synced, then renamed over `path` (a link at `path` is
/// replaced, not followed). The temporary file is removed on failure. A regular file replaced
/// keeps its permissions.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic_with(path, bytes, || temp_path(path))
}

/// [`write_atomic`] with the temporary names from `names` (tests plant things at them).
fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    mut names: impl FnMut() -> PathBuf,
) -> std::io::Result<()> {
    let mut tries = 0;
    let (tmp, mut file) = loop {
        let tmp = names();
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && tries < TEMP_TRIES => {
                tries += 1;
            }
            Err(e) => return Err(e),
        }
    };
    let written = (|| {
        if let Ok(meta) = std::fs::symlink_metadata(path)
            && meta.is_file()
        {
            file.set_permissions(meta.permissions())?;
        }
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_folder(path);
    Ok(())
}

/// Makes the rename itself durable (best effort: not every system lets a folder be synced,
/// and the file is already complete either way).
fn sync_folder(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The UTC date of `secs` since the Unix epoch as `YYYYMMDD` (the civil calendar from days).
pub(crate) fn date_stamp(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}{m:02}{d:02}")
}

/// Moves the file at `path` to `FILE.damaged-DATE-N`, the first `N` free, and never over
/// anything already there: a hard link made under the new name (which fails if the name is
/// taken), then the old name removed; where hard links are not supported, an exclusive copy.
pub(crate) fn move_aside(path: &Path, now: u64) -> std::io::Result<PathBuf> {
    let date = date_stamp(now);
    for n in 1..=MAX_DAMAGED_PER_DAY {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".damaged-{date}-{n}"));
        let aside = PathBuf::from(name);
        match std::fs::hard_link(path, &aside) {
            Ok(()) => {
                std::fs::remove_file(path)?;
                return Ok(aside);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(e),
            Err(_) => match copy_exclusive(path, &aside) {
                Ok(()) => {
                    std::fs::remove_file(path)?;
                    return Ok(aside);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            },
        }
    }
    // The caller says in words that the file could not be moved; the error's kind is enough.
    Err(std::io::ErrorKind::AlreadyExists.into())
}

/// Copies `from` to a new file `to` (refused if `to` exists), synced.
fn copy_exclusive(from: &Path, to: &Path) -> std::io::Result<()> {
    let mut src = std::fs::File::open(from)?;
    let mut dst = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)?;
    let copied = std::io::copy(&mut src, &mut dst).and_then(|_| dst.sync_all());
    if copied.is_err() {
        let _ = std::fs::remove_file(to);
    }
    copied
}

/// `progress.json` in the app's data folder ([`app_folders::data_dir`]: by default
/// `~/.local/share/layerlab`): where the app keeps progress and settings.
pub(crate) fn default_progress_path() -> Option<PathBuf> {
    Some(app_folders::data_dir()?.join("progress.json"))
}

/// The language chosen in the app, as saved in the progress file at `path`: only read, never
/// moved or written (a damaged file, or a language this version does not know, gives `None`).
pub(crate) fn saved_lang(path: &Path) -> Option<Lang> {
    #[derive(serde::Deserialize)]
    struct Settings {
        lang: Option<serde_json::Value>,
    }
    // Read with the limits of every input (a FIFO given as the progress file must not block).
    let text = limits::read_text(path).ok()?;
    let settings: Settings = serde_json::from_str(&text).ok()?;
    serde_json::from_value(settings.lang?).ok()
}

/// The language the configuration file at `path` sets (`language = "fr"`), only read: a file
/// that does not read, or says nothing, gives `None` (the app reports such a file).
pub(crate) fn configured_lang(path: &Path) -> Option<Lang> {
    let text = limits::read_text_limited(path, limits::MAX_CONFIG_BYTES).ok()?;
    let doc = toml_edit::Document::parse(text).ok()?;
    match doc.get("language")?.as_str()? {
        "en" => Some(Lang::En),
        "fr" => Some(Lang::Fr),
        _ => None,
    }
}

/// The language chosen in the app: the configuration file's, else (an older layerlab's
/// choice) the progress file's.
pub(crate) fn chosen_lang(config: Option<&Path>, progress: Option<&Path>) -> Option<Lang> {
    config
        .and_then(configured_lang)
        .or_else(|| progress.and_then(saved_lang))
}

/// `config.toml` in the app's settings folder.
pub(crate) fn default_config_path() -> Option<PathBuf> {
    Some(app_folders::config_dir()?.join("config.toml"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(date_stamp(0), "19700101");
        // 2026-11-25 12:00 UTC.
        assert_eq!(date_stamp(1_795_608_000), "20261125");
        // 2024-02-29 (a leap day) and 2000-03-01.
        assert_eq!(date_stamp(1_709_164_800), "20240229");
        assert_eq!(date_stamp(951_868_800), "20000301");
    }

    /// A folder removed when dropped, also when an assertion fails.
    struct Removed(PathBuf);

    impl Drop for Removed {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A fresh folder for one test, with its guard: keep it while the test uses the folder.
    fn temp_dir(name: &str) -> (Removed, PathBuf) {
        let d = std::env::temp_dir().join(format!("layerlab-saved-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        (Removed(d.clone()), d)
    }

    #[cfg(unix)]
    #[test]
    fn what_sits_at_a_temporary_name_is_never_written_through() {
        let (_dir, d) = temp_dir("planted");
        let victim = d.join("victim");
        std::fs::write(&victim, "precious").unwrap();
        let link = d.join(".f.tmp-link");
        let file = d.join(".f.tmp-file");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        std::fs::write(&file, "someone's").unwrap();
        let target = d.join("f");
        // The planted names are skipped; the first free one is used.
        let mut names = vec![d.join(".f.tmp-free"), file.clone(), link.clone()];
        write_atomic_with(&target, b"new", || names.pop().unwrap()).unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "someone's");
        assert!(!d.join(".f.tmp-free").exists(), "renamed over the target");
        // Only planted names: the save fails, and still writes nothing anywhere.
        let e = write_atomic_with(&target, b"newer", || link.clone()).unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
    }

    #[test]
    fn a_failed_rename_removes_the_temporary_file() {
        let (_dir, d) = temp_dir("rename");
        let target = d.join("f");
        std::fs::create_dir_all(target.join("x")).unwrap();
        assert!(write_atomic(&target, b"text").is_err());
        let names: Vec<_> = std::fs::read_dir(&d).unwrap().collect();
        assert_eq!(names.len(), 1, "only the folder in the way");
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let (_dir, d) = temp_dir("mode");
        let target = d.join("board.ron");
        std::fs::write(&target, "old").unwrap();
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_atomic(&target, b"new").unwrap();
        let mode = std::fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn move_aside_takes_the_first_free_name() {
        let (_dir, d) = temp_dir("aside");
        let f = d.join("p.json");
        std::fs::write(&f, "bad").unwrap();
        std::fs::write(d.join("p.json.damaged-19700101-1"), "earlier").unwrap();
        let aside = move_aside(&f, 0).unwrap();
        assert_eq!(aside, d.join("p.json.damaged-19700101-2"));
        assert_eq!(std::fs::read_to_string(&aside).unwrap(), "bad");
        assert_eq!(
            std::fs::read_to_string(d.join("p.json.damaged-19700101-1")).unwrap(),
            "earlier"
        );
        assert!(!f.exists());
    }

    #[test]
    fn temp_names_are_unique_and_hidden() {
        let p = Path::new("/x/progress.json");
        let a = temp_path(p);
        let b = temp_path(p);
        assert_ne!(a, b);
        let name = a.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with(".progress.json."), "{name}");
        assert!(name.ends_with(".tmp"), "{name}");
        assert_eq!(a.parent(), p.parent());
    }
}
