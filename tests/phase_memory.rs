//! The phase procedure in linear memory and its reports streamed: six thousand pending effects
//! take a few megabytes, twice as many effects take about twice the memory (not four times), and
//! the `json` and `text` reports of a phase that lists millions of ids are written without
//! being built first.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use layerlab::phase::script::run_procedure;
use layerlab::phase::{Decisions, Procedure, Status};
use layerlab::testkit::phase::{mandatory, rules_for};

mod common;
use common::binary::layerlab;

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes allocated at the peak while running `n` effects to the end and writing the trace.
fn peak_for(n: usize) -> usize {
    let effects = mandatory(n);
    let rules = rules_for(n);
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let run = run_procedure(
        Procedure::new(effects, rules).expect("starts"),
        &Decisions::default(),
    )
    .expect("runs");
    assert_eq!(run.procedure.status(), &Status::Finished);
    assert_eq!(run.procedure.resolved().len(), n);
    let line = run.procedure.trace_line();
    assert!(line.ends_with("[3]A - [4]P -"));
    PEAK.load(Ordering::Relaxed) - base
}

#[test]
fn six_thousand_pending_effects_take_little_memory_and_grow_linearly() {
    let half = peak_for(3000);
    let full = peak_for(6000);
    eprintln!("peak bytes: 3,000 effects {half}, 6,000 effects {full}");
    assert!(
        full < 50 * 1024 * 1024,
        "6,000 pending effects took {full} bytes at the peak"
    );
    // Linear: doubling the effects about doubles the memory; quadratic would quadruple it.
    assert!(
        full < half * 3,
        "3,000 effects: {half} bytes, 6,000: {full} bytes"
    );
}

/// The largest resident size of this process's finished children, in bytes.
#[cfg(unix)]
fn children_peak_rss() -> u64 {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes a whole rusage into the pointer it is given.
    let usage = unsafe {
        libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
        usage.assume_init()
    };
    // Linux gives kilobytes.
    u64::try_from(usage.ru_maxrss).unwrap_or(0) * 1024
}

#[cfg(unix)]
#[test]
fn reports_listing_millions_of_ids_are_streamed() {
    // 2,000 rounds each listing the effects still pending twice: about four million ids, more
    // than a hundred megabytes of JSON.
    let n = 2000;
    let mut text = format!(
        "PhaseScenario(format_version: 1, max_resolutions: {}, effects: [\n",
        n + 10
    );
    for k in 0..n {
        text.push_str(&format!("(id: \"m{k}\", player: A, mandatory: true),\n"));
    }
    text.push_str("])\n");
    let (_dir, path) = common::temp_file("phase-memory", "mandatory-2000.ron", &text);
    for format in ["json", "text"] {
        let status = layerlab()
            .arg("phase")
            .arg(&path)
            .args(["--format", format])
            .stdout(std::process::Stdio::null())
            .status()
            .expect("run layerlab");
        assert_eq!(status.code(), Some(0), "--format {format}");
    }
    let peak = children_peak_rss();
    eprintln!("reports of 2,000 effects: {peak} bytes resident at the peak");
    assert!(
        peak < 80 * 1024 * 1024,
        "writing the reports took {peak} bytes resident"
    );
}
