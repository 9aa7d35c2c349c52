//! The files layerlab keeps for its user (lesson progress, practice): JSON written atomically
//! (a temporary file renamed over the old one), and a damaged file set aside and reported,
//! never a crash and never silently lost.

use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// A problem with a saved file, put into words by the app (`id` is a Fluent message taking
/// `$path`, `$error` and `$aside`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub id: &'static str,
    pub path: String,
    pub error: String,
    pub aside: String,
}

impl Notice {
    pub fn new(
        id: &'static str,
        path: &Path,
        error: impl ToString,
        aside: Option<&Path>,
    ) -> Notice {
        Notice {
            id,
            path: path.display().to_string(),
            error: error.to_string(),
            aside: aside.map(|a| a.display().to_string()).unwrap_or_default(),
        }
    }

    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::tr(
            lang,
            self.id,
            crate::fargs![path = &self.path, error = &self.error, aside = &self.aside],
        )
    }
}

/// The Fluent ids a file's problems are told with.
#[derive(Clone, Copy, Debug)]
pub struct Messages {
    /// The file could not be read (or could not be set aside).
    pub unreadable: &'static str,
    /// The file was damaged and renamed `FILE.damaged`.
    pub damaged: &'static str,
}

/// `FILE` + `suffix` (`progress.json` → `progress.json.damaged`).
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// Reads a JSON file. Missing: the default, quietly. Unreadable: the default and a notice.
/// Damaged, or refused by `check` (a newer format...): renamed `FILE.damaged`, the default and
/// a notice.
pub fn load<T: DeserializeOwned + Default>(
    path: &Path,
    msgs: Messages,
    check: impl FnOnce(T) -> Result<T, String>,
) -> (T, Option<Notice>) {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (T::default(), None),
        Err(e) => {
            return (
                T::default(),
                Some(Notice::new(msgs.unreadable, path, e, None)),
            );
        }
    };
    match serde_json::from_str::<T>(&text)
        .map_err(|e| e.to_string())
        .and_then(check)
    {
        Ok(v) => (v, None),
        Err(e) => {
            let aside = beside(path, ".damaged");
            let n = if std::fs::rename(path, &aside).is_ok() {
                Notice::new(msgs.damaged, path, e, Some(&aside))
            } else {
                Notice::new(msgs.unreadable, path, e, None)
            };
            (T::default(), Some(n))
        }
    }
}

/// Writes `value` as JSON atomically: to `FILE.tmp`, then renamed over `FILE` (its folder is
/// made if needed).
pub fn save<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = beside(path, ".tmp");
    let text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}
