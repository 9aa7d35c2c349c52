//! Progress (lessons seen, answers given, where the reader was), saved as JSON in the user's data
//! directory with an atomic write. A damaged file is kept aside and reported, never a crash.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// An answer as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Saved {
    Choice(usize),
    Order(Vec<usize>),
    /// A layer label (`"4"`, `"7c"`).
    Layer(String),
    Shown,
}

/// The saved progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub format_version: u32,
    /// Lesson ids opened.
    pub seen: BTreeSet<String>,
    /// Answers by question id.
    pub answers: BTreeMap<String, Saved>,
    /// The lesson (id) and page open last.
    pub last_lesson: Option<String>,
    pub last_page: usize,
    /// The language the reader chose in the app (`l`), if they did. An unknown value is ignored.
    #[serde(deserialize_with = "lenient")]
    pub lang: Option<crate::i18n::Lang>,
    /// The theme the reader chose in the app (`t`), if they did. An unknown value is ignored.
    #[serde(deserialize_with = "lenient")]
    pub theme: Option<super::theme::ThemeKind>,
}

/// Reads an optional setting, ignoring a value this version does not know (a newer theme...).
fn lenient<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::de::DeserializeOwned,
{
    let v = serde_json::Value::deserialize(d)?;
    Ok(serde_json::from_value(v).ok())
}

/// A problem with the progress file, put into words by the app (`id` is a Fluent message taking
/// `$path`, `$error` and `$aside`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub id: &'static str,
    pub path: String,
    pub error: String,
    pub aside: String,
}

impl Notice {
    fn new(id: &'static str, path: &Path, error: impl ToString, aside: Option<&Path>) -> Notice {
        Notice {
            id,
            path: path.display().to_string(),
            error: error.to_string(),
            aside: aside.map(|a| a.display().to_string()).unwrap_or_default(),
        }
    }
}

/// `$XDG_DATA_HOME/layerlab/progress.json`, else `~/.local/share/layerlab/progress.json`
/// (`%APPDATA%\layerlab\progress.json` on Windows).
pub fn default_path() -> Option<PathBuf> {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let base = if cfg!(windows) {
        var("APPDATA")
    } else {
        var("XDG_DATA_HOME").or_else(|| var("HOME").map(|h| h.join(".local/share")))
    }?;
    Some(base.join("layerlab").join("progress.json"))
}

/// Reads the progress file. A missing file is an empty progress; a damaged one is renamed
/// `FILE.damaged` (the notice says so) and replaced by an empty progress.
pub fn load(path: &Path) -> (Progress, Option<Notice>) {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Progress::default(), None),
        Err(e) => {
            let n = Notice::new("ui-progress-unreadable", path, e, None);
            return (Progress::default(), Some(n));
        }
    };
    match serde_json::from_str::<Progress>(&text) {
        Ok(p) => (p, None),
        Err(e) => {
            let aside = path.with_extension("json.damaged");
            let n = if std::fs::rename(path, &aside).is_ok() {
                Notice::new("ui-progress-damaged", path, e, Some(&aside))
            } else {
                Notice::new("ui-progress-unreadable", path, e, None)
            };
            (Progress::default(), Some(n))
        }
    }
}

/// Writes the progress file atomically (a temporary file renamed over it).
pub fn save(path: &Path, p: &Progress) -> std::io::Result<()> {
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("json.tmp");
    let mut p = p.clone();
    p.format_version = 1;
    let text = serde_json::to_string_pretty(&p).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}
