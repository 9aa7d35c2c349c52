//! What a benchmark shares with others: the app's allocator (mimalloc, as in src/main.rs),
//! wrapped to count the bytes in use and their peak. A benchmark installs it with
//! `#[global_allocator] static ALLOCATOR: common::Counting = common::Counting;`.

use std::alloc::{GlobalAlloc, Layout};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The app's allocator, counting.
pub struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { mimalloc::MiMalloc.alloc(l) };
        if !p.is_null() {
            grew(l.size());
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { mimalloc::MiMalloc.dealloc(p, l) };
        IN_USE.fetch_sub(l.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, size: usize) -> *mut u8 {
        let q = unsafe { mimalloc::MiMalloc.realloc(p, l, size) };
        if !q.is_null() {
            if size >= l.size() {
                grew(size - l.size());
            } else {
                IN_USE.fetch_sub(l.size() - size, Ordering::Relaxed);
            }
        }
        q
    }
}

fn grew(bytes: usize) {
    let now = IN_USE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

/// The peak heap while `f` runs (what it returns included), above what was in use before, in
/// bytes.
pub fn peak_bytes<T>(f: impl FnOnce() -> T) -> usize {
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    drop(black_box(f()));
    PEAK.load(Ordering::Relaxed) - base
}
