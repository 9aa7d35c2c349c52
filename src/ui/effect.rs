//! What an update asks the event loop to do. Updates do no I/O: a key that saves, writes, reads
//! or solves returns an [`Effect`]; the loop carries it out ([`super::carry_out`]) and hands the
//! outcome back to the screen that asked, as a [`Reply`]. A test drives the app with keys and
//! reads the effects it asks for, with no file system.

use std::path::PathBuf;

use crate::content::file_error::FileError;
use crate::content::saved::SaveFailure;
use crate::drill::srs::DrillProgress;

use super::progress::Progress;

/// Something only the event loop does.
pub enum Effect {
    /// Saves the lessons' progress and settings to their file.
    SaveProgress { path: PathBuf, progress: Progress },
    /// Writes the settings into the configuration file.
    SaveConfig {
        path: PathBuf,
        settings: super::settings::Settings,
        lang: crate::i18n::Lang,
    },
    /// Saves the practice schedule to its file.
    SaveSchedule {
        path: PathBuf,
        progress: DrillProgress,
    },
    /// Writes a screen's file, atomically: `bytes` to `path`, unless `path` is a folder, or a
    /// file already there is not to be overwritten yet (the screen then asks first).
    Write {
        to: Asker,
        path: PathBuf,
        bytes: Vec<u8>,
        overwrite: bool,
    },
    /// Reads a screen's file as text (within the size limit of every file layerlab reads).
    Read { to: Asker, path: PathBuf },
    /// Starts a job off the drawing path (a big board's solve); it answers the screen on a
    /// channel the screen holds.
    Spawn(Job),
    /// Ends the app.
    Quit,
}

impl std::fmt::Debug for Effect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Effect::SaveProgress { path, .. } => write!(f, "SaveProgress({})", path.display()),
            Effect::SaveConfig { path, .. } => write!(f, "SaveConfig({})", path.display()),
            Effect::SaveSchedule { path, .. } => write!(f, "SaveSchedule({})", path.display()),
            Effect::Write {
                to,
                path,
                bytes,
                overwrite,
            } => write!(
                f,
                "Write({to:?}, {}, {} bytes, overwrite: {overwrite})",
                path.display(),
                bytes.len()
            ),
            Effect::Read { to, path } => write!(f, "Read({to:?}, {})", path.display()),
            Effect::Spawn(job) => write!(f, "Spawn({})", job.name),
            Effect::Quit => write!(f, "Quit"),
        }
    }
}

/// Work for a thread of its own (`run` sends its answer where its screen listens).
pub struct Job {
    /// The thread's name.
    pub name: &'static str,
    /// The thread's stack size.
    pub stack: usize,
    pub run: Box<dyn FnOnce() + Send>,
}

/// The screen a file's outcome goes back to, and what the file was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// The layer sandbox (its board saved, exported or opened).
    Layer,
    /// The phase sandbox (its phase saved or opened).
    Phase,
}

/// How a file's write went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    Done,
    /// A file is there and was not to be overwritten yet: the screen asks.
    Exists,
    /// The path is a folder.
    IsFolder,
    Failed(SaveFailure),
}

/// A file's outcome, back to the screen that asked.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    Written(Written),
    Read(Result<String, FileError>),
}

/// A file a screen asks the loop to write or read (the loop answers with a [`Reply`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileAsk {
    Write {
        path: PathBuf,
        bytes: Vec<u8>,
        overwrite: bool,
    },
    Read {
        path: PathBuf,
    },
}

impl FileAsk {
    /// The effect that does it, its outcome going back to `to`.
    pub fn effect(self, to: Asker) -> Effect {
        match self {
            FileAsk::Write {
                path,
                bytes,
                overwrite,
            } => Effect::Write {
                to,
                path,
                bytes,
                overwrite,
            },
            FileAsk::Read { path } => Effect::Read { to, path },
        }
    }
}
