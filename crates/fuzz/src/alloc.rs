//! The memory guard: a global allocator that counts, per thread, the bytes
//! live and their peak, so that the driver can tell how much one input took
//! (each input runs on a thread of its own), and that refuses any thread
//! more than a hard ceiling, so that an input that would fill the machine's
//! memory stops the run at once instead.
//!
//! Only the test binary installs it (`tests/fuzz.rs`); without it the peaks
//! read 0 and the guard is off.

#![allow(unsafe_code)] // `GlobalAlloc` is an unsafe trait; the allocation itself is `System`'s.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    /// Bytes allocated and not freed by this thread (frees of memory from
    /// another thread saturate at 0).
    static LIVE: Cell<usize> = const { Cell::new(0) };
    /// The most `LIVE` reached since [`reset`].
    static PEAK: Cell<usize> = const { Cell::new(0) };
    /// The most this thread may hold at once, in bytes; beyond it an
    /// allocation fails, which aborts the process with the size asked for.
    static CEILING: Cell<usize> = const { Cell::new(usize::MAX) };
}

/// The counting allocator, over the system's.
#[derive(Debug)]
pub struct Counting;

/// Starts counting afresh on this thread and limits it to `ceiling` bytes.
pub fn reset(ceiling: usize) {
    let _ = LIVE.try_with(|live| live.set(0));
    let _ = PEAK.try_with(|peak| peak.set(0));
    let _ = CEILING.try_with(|limit| limit.set(ceiling));
}

/// The most bytes this thread held at once since [`reset`].
pub fn peak() -> usize {
    PEAK.try_with(Cell::get).unwrap_or(0)
}

/// Counts `size` more bytes on this thread; `false` when that would take a
/// guarded thread over the ceiling.
fn grow(size: usize) -> bool {
    let now = LIVE.try_with(|live| live.get()).unwrap_or(0);
    let after = now.saturating_add(size);
    if after > CEILING.try_with(Cell::get).unwrap_or(usize::MAX) {
        return false;
    }
    let _ = LIVE.try_with(|live| live.set(after));
    let _ = PEAK.try_with(|peak| peak.set(peak.get().max(after)));
    true
}

fn shrink(size: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get().saturating_sub(size)));
}

// SAFETY: every call is passed on unchanged to `System`, which upholds the
// `GlobalAlloc` contract; the counting touches only `const` thread-locals
// of `Cell<usize>`, which neither allocate nor have
// destructors, and refusing (a null pointer) is allowed by the contract.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's layout is passed on as it came.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        // SAFETY: `ptr` came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            if !grow(new_size - layout.size()) {
                return std::ptr::null_mut();
            }
        } else {
            shrink(layout.size() - new_size);
        }
        // SAFETY: `ptr` came from `System` with this layout; `new_size` is
        // the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}
