//! Carrying out what updates ask ([`Effect`]s): the app's only I/O, done by the event loop
//! between a key and the next frame. Each outcome goes back to the app as it comes (a file read
//! may ask for a solve, which is carried out in turn).

use std::collections::VecDeque;
use std::path::Path;
use std::sync::{Arc, Mutex};

use super::action::Action;
use super::app::App;
use super::effect::{Effect, Job, Reply, Written};
use crate::content::saved::SaveFailure;

/// Applies an action and carries out what it asks (as the event loop does).
pub fn update(app: &mut App, action: Action) {
    let fx = app.update(action);
    effects(app, fx);
}

/// Carries out `fx`, and what their outcomes ask in turn.
pub fn effects(app: &mut App, fx: Vec<Effect>) {
    let mut queue: VecDeque<Effect> = fx.into();
    while let Some(effect) = queue.pop_front() {
        match effect {
            Effect::Quit => app.shared.quit = true,
            Effect::SaveProgress { path, progress } => {
                let saved = super::progress::save(&path, &progress);
                app.progress_saved(saved.map_err(|e| SaveFailure::new(&path, &e)));
            }
            Effect::SaveConfig {
                path,
                settings,
                lang,
            } => {
                let saved = super::config::save(&path, &settings, lang);
                app.config_saved(settings, saved.map_err(|e| SaveFailure::new(&path, &e)));
            }
            Effect::SaveSchedule { path, progress } => {
                let saved = crate::drill::srs::save(&path, &progress);
                app.schedule_saved(saved.map_err(|e| SaveFailure::new(&path, &e)));
            }
            Effect::Write {
                to,
                path,
                bytes,
                overwrite,
            } => {
                let written = write(&path, &bytes, overwrite);
                queue.extend(app.reply(to, Reply::Written(written)));
            }
            Effect::Read { to, path } => {
                let text = crate::content::limits::read_text(&path);
                queue.extend(app.reply(to, Reply::Read(text)));
            }
            Effect::Spawn(job) => spawn(job),
        }
    }
}

/// Writes `bytes` to `path` through a new temporary file beside it, renamed over it: never half
/// a file, never through a link (see [`crate::content::saved::write_atomic`]). A file already
/// there is overwritten only when asked (else the screen asks first); a folder never.
fn write(path: &Path, bytes: &[u8], overwrite: bool) -> Written {
    if path.exists() && !overwrite {
        return if path.is_dir() {
            Written::IsFolder
        } else {
            Written::Exists
        };
    }
    match crate::content::saved::write_atomic(path, bytes) {
        Ok(()) => Written::Done,
        Err(e) => Written::Failed(SaveFailure::new(path, &e)),
    }
}

/// Starts `job` on a thread of its own; with no thread to be had, runs it here (its answer
/// waits on its channel as a worker's would).
fn spawn(job: Job) {
    let Job { name, stack, run } = job;
    let slot = Arc::new(Mutex::new(Some(run)));
    let theirs = Arc::clone(&slot);
    let started = std::thread::Builder::new()
        .name(name.into())
        .stack_size(stack)
        .spawn(move || {
            let run = theirs.lock().ok().and_then(|mut r| r.take());
            if let Some(run) = run {
                run();
            }
        });
    if started.is_err() {
        let run = slot.lock().ok().and_then(|mut r| r.take());
        if let Some(run) = run {
            run();
        }
    }
}
