//! The fuzz harness shared by `tests/fuzz_readers.rs`, `tests/fuzz_commands.rs` and
//! `tests/fuzz_card_text.rs`: the inputs (arbitrary bytes, token soup, structured mutations of
//! the repository's real files), and the guard every input runs under (no panic, at most
//! [`TIME_LIMIT`], at most [`MEMORY_LIMIT`] allocated at once).
//!
//! `cargo test` runs a short pass (each property's `short` count of inputs). A long pass runs the
//! same properties with `LAYERLAB_FUZZ_CASES=N`: about N inputs in all, shared among the
//! properties by their weight (cheap readers get more); `LAYERLAB_FUZZ_SEED=S` replays a run.
//! Each property prints, at its end, the inputs tried, the panics, the hangs and the peak memory.
#![allow(dead_code)] // each test binary uses its own part

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

pub mod mutate;
pub mod saved;

#[allow(unused_imports)] // `Input` is named by one test binary only
pub use mutate::{Corpus, Input, input};

/// The most one input may take; slower is a hang. Far above any real input, and above the work
/// budgets of the engine (a few seconds per solve, about ten per scenario played, on a quiet
/// core): a scenario built to reach them takes that long, more in the test profile.
pub const TIME_LIMIT: Duration = Duration::from_secs(30);
/// An input still running after this long never ends: the watchdog saves it and stops the run.
pub const ABORT_AFTER: Duration = Duration::from_secs(120);
/// The most one input may hold allocated at once (above what its thread held before it).
pub const MEMORY_LIMIT: i64 = 1 << 30;
/// Past this, an allocation fails (the process aborts; the seed printed at the start of the
/// property replays the run) rather than let one input take the machine's memory.
const HARD_MEMORY_LIMIT: i64 = 4 << 30;

/// Each property: its name, its inputs in the short pass, its weight in a long pass (its share of
/// `LAYERLAB_FUZZ_CASES`, by cost: a cheap reader gets many more inputs than one that loads a
/// course).
const PLAN: &[(&str, u32, u32)] = &[
    ("scenario", 300, 200),
    ("phase", 300, 200),
    ("catalogue", 40, 3),
    ("course", 40, 5),
    ("fluent", 200, 80),
    ("progress", 60, 20),
    ("drills_json", 60, 20),
    ("drill_templates", 60, 10),
    ("card_text", 1000, 300),
    ("card_command", 24, 4),
    ("answers", 400, 400),
    ("plain", 120, 40),
    ("drill_command", 60, 30),
    ("processes", 12, 0),
    ("app", 40, 40),
];

/// How many inputs property `name` runs.
pub fn cases(name: &str) -> u32 {
    let &(_, short, weight) = PLAN
        .iter()
        .find(|(n, _, _)| *n == name)
        .unwrap_or_else(|| panic!("{name} is not in PLAN"));
    match std::env::var("LAYERLAB_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
    {
        Some(total) if weight > 0 => {
            let sum: u64 = PLAN.iter().map(|p| u64::from(p.2)).sum();
            (total * u64::from(weight) / sum).clamp(1, u64::from(u32::MAX)) as u32
        }
        _ => short,
    }
}

// ---------------------------------------------------------------- memory

/// The system allocator, counting what each thread holds (an input runs on one thread).
pub struct Counting;

thread_local! {
    /// Set while an input runs: its panic is told in the failure, not printed.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
    static LAST_PANIC: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    static LIVE: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

fn grow(n: usize) -> bool {
    LIVE.try_with(|live| {
        let v = live.get() + n as i64;
        if v > HARD_MEMORY_LIMIT {
            return false;
        }
        live.set(v);
        let _ = PEAK.try_with(|p| p.set(p.get().max(v)));
        true
    })
    .unwrap_or(true)
}

fn shrink(n: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get() - n as i64));
}

// SAFETY: every call is passed to `System` unchanged; the counting only adds bookkeeping in
// thread-locals that are `const`-initialised and have no destructor (so never allocate).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            shrink(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            shrink(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        shrink(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = layout.size();
        if new_size > old && !grow(new_size - old) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if p.is_null() {
            if new_size > old {
                shrink(new_size - old);
            }
        } else if new_size < old {
            shrink(old - new_size);
        }
        p
    }
}

/// The process's peak resident memory (Linux), in bytes.
fn max_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

// ---------------------------------------------------------------- places

/// `target/fuzz-runs`: the failing inputs, scratch folders.
pub fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-runs");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// A scratch folder of property `name`, emptied. Those of runs that have ended are removed.
pub fn scratch(name: &str) -> PathBuf {
    if Path::new("/proc/self").exists() {
        for e in std::fs::read_dir(out_dir()).into_iter().flatten().flatten() {
            let file = e.file_name().to_string_lossy().into_owned();
            let pid = file
                .strip_prefix("scratch-")
                .and_then(|r| r.rsplit('-').next());
            if pid.is_some_and(|p| !Path::new("/proc").join(p).exists()) {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
    let dir = out_dir().join(format!("scratch-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Writes `bytes` to `path`, creating its folder.
pub fn put(path: &Path, bytes: &[u8]) {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("folder");
    }
    std::fs::write(path, bytes).expect("write");
}

// ---------------------------------------------------------------- the guard

/// A property's input in flight, for the watchdog: its start time in milliseconds since
/// [`epoch`] (0: idle) and its bytes.
type Watched = (&'static str, Arc<AtomicU64>, Arc<Mutex<Vec<u8>>>);

/// The inputs in flight.
fn watched() -> &'static Mutex<Vec<Watched>> {
    static W: OnceLock<Mutex<Vec<Watched>>> = OnceLock::new();
    W.get_or_init(|| {
        std::thread::spawn(watchdog);
        Mutex::new(Vec::new())
    })
}

fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

fn now_ms() -> u64 {
    epoch().elapsed().as_millis() as u64 + 1
}

/// Stops the process when an input runs for [`ABORT_AFTER`]: it never ends; its bytes are saved
/// in `target/fuzz-runs/NAME-hang.bin` first.
fn watchdog() {
    loop {
        std::thread::sleep(Duration::from_secs(1));
        let now = now_ms();
        let list = watched().lock().unwrap_or_else(|e| e.into_inner());
        for (name, started, bytes) in list.iter() {
            let s = started.load(Ordering::Relaxed);
            if s != 0 && now.saturating_sub(s) > ABORT_AFTER.as_millis() as u64 {
                let path = out_dir().join(format!("{name}-hang.bin"));
                let _ = std::fs::write(&path, &*bytes.lock().unwrap_or_else(|e| e.into_inner()));
                eprintln!(
                    "fuzz {name}: HANG, an input has run for {} s; it is in {}",
                    ABORT_AFTER.as_secs(),
                    path.display()
                );
                std::process::abort();
            }
        }
    }
}

/// One property's counts.
pub struct Stats {
    name: &'static str,
    started: Arc<AtomicU64>,
    current: Arc<Mutex<Vec<u8>>>,
    inputs: Cell<u64>,
    accepted: Cell<u64>,
    panics: Cell<u64>,
    hangs: Cell<u64>,
    over_memory: Cell<u64>,
    slowest: Cell<Duration>,
    peak: Cell<i64>,
}

impl Stats {
    fn new(name: &'static str) -> Stats {
        let started = Arc::new(AtomicU64::new(0));
        let current = Arc::new(Mutex::new(Vec::new()));
        watched().lock().unwrap_or_else(|e| e.into_inner()).push((
            name,
            started.clone(),
            current.clone(),
        ));
        Stats {
            name,
            started,
            current,
            inputs: Cell::new(0),
            accepted: Cell::new(0),
            panics: Cell::new(0),
            hangs: Cell::new(0),
            over_memory: Cell::new(0),
            slowest: Cell::new(Duration::ZERO),
            peak: Cell::new(0),
        }
    }

    /// Runs `read` on one input (`bytes` is what is saved if it fails). `read` says whether the
    /// input went through the whole pipeline (it parsed).
    fn run(&self, bytes: &[u8], read: impl FnOnce() -> bool) -> Result<(), TestCaseError> {
        self.inputs.set(self.inputs.get() + 1);
        // Kept for the watchdog: an input that never ends is saved from here.
        {
            let mut c = self.current.lock().unwrap_or_else(|e| e.into_inner());
            c.clear();
            c.extend_from_slice(bytes);
        }
        let base = LIVE.with(Cell::get);
        PEAK.with(|p| p.set(base));
        self.started.store(now_ms(), Ordering::Relaxed);
        let start = Instant::now();
        GUARDED.with(|g| g.set(true));
        let result = catch_unwind(AssertUnwindSafe(read));
        GUARDED.with(|g| g.set(false));
        let took = start.elapsed();
        self.started.store(0, Ordering::Relaxed);
        let used = PEAK.with(Cell::get) - base;
        if took > self.slowest.get() {
            self.slowest.set(took);
            // The slowest input, to look at.
            let _ = std::fs::write(out_dir().join(format!("{}-slowest.bin", self.name)), bytes);
        }
        self.peak.set(self.peak.get().max(used));
        let fail = |kind: &str, what: String| {
            let saved = self.save(kind, bytes);
            Err(TestCaseError::fail(format!(
                "{what}; input saved in {}",
                saved.display()
            )))
        };
        match result {
            Err(_) => {
                self.panics.set(self.panics.get() + 1);
                let msg = LAST_PANIC.with(|m| m.take());
                fail("panic", format!("panic: {msg}"))
            }
            Ok(_) if took > TIME_LIMIT => {
                self.hangs.set(self.hangs.get() + 1);
                fail("hang", format!("took {took:?} (limit {TIME_LIMIT:?})"))
            }
            Ok(_) if used > MEMORY_LIMIT => {
                self.over_memory.set(self.over_memory.get() + 1);
                fail("memory", format!("held {} at once", mib(used)))
            }
            Ok(parsed) => {
                if parsed {
                    self.accepted.set(self.accepted.get() + 1);
                }
                Ok(())
            }
        }
    }

    fn save(&self, kind: &str, bytes: &[u8]) -> PathBuf {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
        let path = out_dir().join(format!("{}-{kind}-{h:016x}.bin", self.name));
        let _ = std::fs::write(&path, bytes);
        path
    }

    fn summary(&self, took: Duration, seed: &str) -> String {
        format!(
            "fuzz {}: {} inputs ({} through the whole pipeline), {} panics, {} hangs, {} over \
             memory; slowest {:.1} ms, peak memory of one input {}, process peak {}; {:.1} s; \
             seed {seed}",
            self.name,
            self.inputs.get(),
            self.accepted.get(),
            self.panics.get(),
            self.hangs.get(),
            self.over_memory.get(),
            self.slowest.get().as_secs_f64() * 1000.0,
            mib(self.peak.get()),
            max_rss().map_or("?".to_string(), |b| mib(b as i64)),
            took.as_secs_f64(),
        )
    }
}

/// A panic inside the guard is kept (message and place) for the failure report instead of being
/// printed with its backtrace at each of the many tries of shrinking.
fn quiet_panics() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDED.with(Cell::get) {
                let place = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                let msg = info
                    .payload()
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                LAST_PANIC.with(|m| *m.borrow_mut() = format!("{msg}{place}"));
            } else {
                default(info);
            }
        }));
    });
}

fn mib(bytes: i64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// Runs property `name`: [`cases`]`(name)` values of `strategy`, each turned into bytes by
/// `bytes` (what is saved when it fails) and given to `read` under the guard. Fails, with the
/// smallest failing input proptest finds, on a panic, a hang or a memory blow-up.
pub fn fuzz<S>(
    name: &'static str,
    strategy: S,
    bytes: impl Fn(&S::Value) -> Vec<u8>,
    read: impl Fn(&S::Value) -> bool,
) where
    S: Strategy,
    S::Value: Debug,
{
    quiet_panics();
    let stats = Stats::new(name);
    let config = Config {
        cases: cases(name),
        failure_persistence: None,
        max_shrink_time: 120_000,
        ..Config::default()
    };
    let seed: [u8; 32] = match std::env::var("LAYERLAB_FUZZ_SEED") {
        Ok(s) => {
            let n: u64 = s.trim().parse().expect("LAYERLAB_FUZZ_SEED is a number");
            let mut b = [0u8; 32];
            b[..8].copy_from_slice(&n.to_le_bytes());
            b
        }
        Err(_) => {
            let n = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
                ^ u64::from(std::process::id()).rotate_left(32)
                ^ name.len() as u64;
            let mut b = [0u8; 32];
            b[..8].copy_from_slice(&n.to_le_bytes());
            b
        }
    };
    let seed_text = u64::from_le_bytes(seed[..8].try_into().unwrap_or_default()).to_string();
    eprintln!(
        "fuzz {name}: {} inputs, seed {seed_text} (LAYERLAB_FUZZ_SEED replays it)",
        cases(name)
    );
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed));
    let start = Instant::now();
    let result = runner.run(&strategy, |value| {
        let b = bytes(&value);
        stats.run(&b, || read(&value))
    });
    let summary = stats.summary(start.elapsed(), &seed_text);
    eprintln!("{summary}");
    match result {
        Ok(()) => {}
        Err(TestError::Fail(reason, value)) => {
            let saved = stats.save("minimal", &bytes(&value));
            panic!(
                "{summary}\nfailed: {reason}\nsmallest failing input: {value:?}\n(its bytes are \
                 in {})",
                saved.display()
            );
        }
        Err(e) => panic!("{summary}\n{e}"),
    }
}
