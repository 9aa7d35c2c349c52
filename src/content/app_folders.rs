//! Where the app keeps its files: the data folder (progress, exam practice) and the settings
//! folder (the configuration file), found by `etcetera`'s platform conventions.
//!
//! `etcetera` rather than `directories`: on Linux both follow the XDG base directories
//! (`$XDG_DATA_HOME`, `$XDG_CONFIG_HOME`, else `~/.local/share` and `~/.config`), but on macOS
//! `directories` moves everything to `~/Library/Application Support`, where a progress file
//! kept under `~/.local/share` (where every earlier version put it) would no longer be found.
//! `etcetera` follows XDG on every Unix and uses `%APPDATA%` on Windows, as the app always has.

use std::path::PathBuf;

use etcetera::BaseStrategy;

/// `$XDG_DATA_HOME/layerlab`, else `~/.local/share/layerlab` (`%APPDATA%\layerlab` on
/// Windows): where progress and exam practice are kept. `None` without a home folder.
pub(crate) fn data_dir() -> Option<PathBuf> {
    app_folder(etcetera::choose_base_strategy().ok()?.data_dir())
}

/// `$XDG_CONFIG_HOME/layerlab`, else `~/.config/layerlab` (`%APPDATA%\layerlab` on Windows):
/// where the configuration file is read. `None` without a home folder.
pub(crate) fn config_dir() -> Option<PathBuf> {
    app_folder(etcetera::choose_base_strategy().ok()?.config_dir())
}

/// The app's folder in `base`. A variable that is not an absolute path (an empty or relative
/// `XDG_DATA_HOME`) was ignored, as the XDG specification says; a base that is still not
/// absolute (an empty `HOME`) is no folder, rather than one relative to wherever the app was
/// started.
fn app_folder(base: PathBuf) -> Option<PathBuf> {
    base.is_absolute().then(|| base.join("layerlab"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_absolute_base_is_a_folder() {
        let base = std::env::temp_dir();
        assert_eq!(app_folder(base.clone()), Some(base.join("layerlab")));
        assert_eq!(app_folder(PathBuf::new()), None);
        assert_eq!(app_folder(PathBuf::from(".local/share")), None);
    }
}
