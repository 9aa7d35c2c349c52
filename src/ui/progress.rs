//! Progress (lessons seen, answers given, where the reader was) and settings (the language and
//! theme chosen in the app), saved as JSON in the user's data directory with an atomic write
//! (see [`crate::content::saved`]). A damaged file is kept aside and reported, never a crash; a
//! file from a newer layerlab is left alone and not saved to.

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

/// The file format this version writes (and the newest it reads).
pub const FORMAT_VERSION: u32 = 1;

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
    /// The lesson pane's width and whether it shows (`<`, `>`, `h`), once changed. A value this
    /// version does not read is ignored.
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Option::is_none")]
    pub lesson_pane: Option<super::settings::LessonPane>,
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

pub use crate::content::saved::Notice;
use crate::content::saved::{self, Messages};

/// Where the app keeps progress and settings ([`saved::default_progress_path`]).
pub(crate) fn default_path() -> Option<PathBuf> {
    saved::default_progress_path()
}

/// Reads the progress file. A missing file is an empty progress; a damaged one is moved to
/// `FILE.damaged-DATE-N` (the notice says so) and replaced by an empty progress; one from a
/// newer layerlab or that cannot be read is left alone (the notice's `saving_off`).
pub fn load(path: &Path) -> (Progress, Option<Notice>) {
    let msgs = Messages {
        unreadable: "ui-progress-unreadable",
        damaged: "ui-progress-damaged",
        stuck: "ui-progress-stuck",
        newer: "ui-progress-newer",
    };
    saved::load(path, msgs, FORMAT_VERSION)
}

/// Writes the progress file atomically (a temporary file renamed over it), unless the file in
/// place is not one this version reads (see [`saved::save`]).
pub fn save(path: &Path, p: &Progress) -> std::io::Result<()> {
    let mut p = p.clone();
    p.format_version = FORMAT_VERSION;
    saved::save(path, &p, FORMAT_VERSION)
}
