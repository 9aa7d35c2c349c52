//! Solving a big board off the drawing path. An edit of a board of more than
//! [`BACKGROUND_OVER`] objects plays its action at once and asks for the board to be solved on
//! a worker thread (the solve is a [`Job`] the event loop starts: an update starts no thread),
//! and so does opening such a board (a file, a lesson's, the start screen's sample):
//! the board shown stays, a spinner turns in the pane's title, and every key still answers
//! (Ctrl-C too: the terminal's input thread ends the app whatever runs). The app's clock looks
//! for the solution every [`SPIN`] and shows it when ready, as the edit's result or the board
//! opened.
//!
//! A newer edit plays on the board still being solved and supersedes its solve (the older one
//! is cancelled): the edits made while a board is solved are one step of undo, and a refusal
//! (the board cannot be solved) drops them all. Undo while a board is solved drops the edits not
//! yet shown. A board opened supersedes any solve under way; while it is solved, the edits wait
//! for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use crate::content::scenario::{self, Loaded};
use crate::i18n::Lang;
use crate::rules::solve::{Solution, SolveOptions, solve_cancellable};
use crate::ui::effect::Job;

pub use crate::ui::shared::BACKGROUND_OVER;

/// How often the app looks for a solution while a board is solved (and turns the spinner).
pub const SPIN: Duration = Duration::from_millis(80);

/// The spinner's frames.
const FRAMES: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];

/// The worker's stack: as the app's main thread's (a solve goes as deep there as here).
const STACK: usize = 8 * 1024 * 1024;

/// What a worker sends back: the solution, or why the board is refused (in the edit's
/// language); nothing when cancelled.
type Outcome = Option<Result<Solution, String>>;

/// What the worker's channel carries: its outcome, or the panic it ended in (which goes on in
/// the app, as a panic of its own would).
type Answer = Result<Outcome, Box<dyn std::any::Any + Send>>;

/// A board being solved on a worker thread, and what is done with it once solved (a `T`).
pub struct Solving<T> {
    /// The board, its actions played: the one later edits play on.
    pub(crate) loaded: Arc<Loaded>,
    /// What is done with the board once solved (what its edit says, how it opens).
    pub(crate) done: T,
    /// How many times the app looked for the solution (the spinner's frame).
    pub(crate) looks: usize,
    /// The worker's answer, once there.
    answer: Option<Answer>,
    rx: Receiver<Answer>,
    /// The solve, until the event loop takes it to start it.
    job: Option<Job>,
    _cancel: Cancel,
}

/// Cancels the solve when dropped: one no longer wanted stops early.
struct Cancel(Arc<AtomicBool>);

impl Drop for Cancel {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// What came of a solve.
pub enum Solved<T> {
    /// The board, its solution, what is done with it.
    Board(Loaded, Solution, T),
    /// The board cannot be solved (why, in words; empty when the worker ended without a word).
    Refused(String),
}

/// The check a solve's board gets, as the board's reader makes it: why it is refused, in words.
type Check = Box<dyn FnOnce(&Loaded, &Solution) -> Result<(), String> + Send>;

impl<T> Solving<T> {
    /// Asks for `loaded`, an edit's board, to be solved (errors worded in `lang`).
    pub fn start(loaded: Loaded, done: T, lang: Lang) -> Solving<T> {
        let check = move |l: &Loaded, s: &Solution| {
            scenario::check_solution(l, s).map_err(|e| e.message(lang))
        };
        Self::start_checked(loaded, done, Box::new(check))
    }

    /// Asks for `loaded`, a board read from `text`, to be solved (a refusal points into the
    /// text, worded in `lang`), as [`Solving::start`] does.
    pub(crate) fn start_read(loaded: Loaded, text: String, done: T, lang: Lang) -> Solving<T> {
        let check = move |l: &Loaded, s: &Solution| {
            scenario::check_solution_in(l, &text, s).map_err(|e| e.render(lang))
        };
        Self::start_checked(loaded, done, Box::new(check))
    }

    fn start_checked(loaded: Loaded, done: T, check: Check) -> Solving<T> {
        let loaded = Arc::new(loaded);
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let (board, stop) = (Arc::clone(&loaded), Arc::clone(&cancel));
        let run = move || {
            let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                solve_cancellable(&board.game, &SolveOptions::traced(), &stop)
                    .map(|sol| check(&board, &sol).map(|()| sol))
            }));
            // The board is the app's alone again before it hears of the solution.
            drop(board);
            // The app may have dropped this solve: then nobody listens.
            let _ = tx.send(out);
        };
        Solving {
            loaded,
            done,
            looks: 0,
            answer: None,
            rx,
            job: Some(Job {
                name: "layerlab-solve",
                stack: STACK,
                run: Box::new(run),
            }),
            _cancel: Cancel(cancel),
        }
    }

    /// The solve to start, once: the event loop runs it off the drawing path.
    pub(crate) fn take_job(&mut self) -> Option<Job> {
        self.job.take()
    }

    /// Looks for the worker's answer without waiting: whether it is there (or the worker is
    /// gone). Turns the spinner.
    pub fn ready(&mut self) -> bool {
        self.looks = self.looks.wrapping_add(1);
        if self.answer.is_none() {
            self.answer = match self.rx.try_recv() {
                Err(TryRecvError::Empty) => None,
                Ok(out) => Some(out),
                // A job dropped before it ran (no thread, no loop to start it) has no answer.
                Err(TryRecvError::Disconnected) => Some(Ok(None)),
            };
        }
        self.answer.is_some()
    }

    /// The result, waiting for it if it is not there yet (the app waits only once
    /// [`Solving::ready`] said so; tests and benchmarks may wait). A solve no loop started is
    /// run here.
    pub fn finish(mut self) -> Solved<T> {
        if let Some(job) = self.job.take() {
            (job.run)();
        }
        let out = match self.answer.take() {
            Some(out) => out,
            None => self.rx.recv().unwrap_or(Ok(None)),
        };
        match out {
            Ok(Some(Ok(sol))) => Solved::Board(unshare(self.loaded), sol, self.done),
            Ok(Some(Err(why))) => Solved::Refused(why),
            // A cancelled solve is dropped before anyone looks: no answer is a worker gone.
            Ok(None) => Solved::Refused(String::new()),
            // The worker's panic goes on here, and ends the app as a panic of its own would
            // (the terminal given back, the message shown).
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    /// The spinner's frame now.
    pub(crate) fn spinner(&self) -> char {
        FRAMES[self.looks % FRAMES.len()]
    }
}

/// The board out of its `Arc` (the worker let go of it before it answered).
fn unshare(loaded: Arc<Loaded>) -> Loaded {
    Arc::try_unwrap(loaded).unwrap_or_else(|l| (*l).clone())
}
