// MallocCounter: counts heap allocations made by the benchmark process.
//
// On Linux with glibc, the benchmark executable defines malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc itself. An executable's definitions come first in the
// dynamic linker's search order, so every shared library of the process (the Swift runtime, Foundation,
// Dispatch, libc itself) allocates through them. Each wrapper bumps a counter and forwards to glibc's
// allocator entry points (__libc_malloc, ...), so the memory still comes from glibc and no bootstrap
// buffer is needed. Only the executable that links this target is affected (ScrollBench); the library
// targets and the tests are not.
//
// Elsewhere (macOS, musl) the functions compile to stubs: mallocCounterIsActive() returns 0 and the
// benchmark reports "n/a".
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Sets the calling thread's allocation and free counters to zero.
void mallocCounterReset(void);

/// Allocations made by the calling thread since the last reset: calls of malloc, calloc, realloc
/// (every call with a non-zero size), posix_memalign, aligned_alloc, memalign, valloc and pvalloc.
/// Thread-local, so background threads (Dispatch workers) do not disturb a measurement.
uint64_t mallocCounterCount(void);

/// Frees (calls of free with a non-null pointer, and realloc to size 0) made by the calling thread
/// since the last reset.
uint64_t mallocCounterFreeCount(void);

/// Allocations made by all threads since the process started (never reset).
uint64_t mallocCounterProcessCount(void);

/// 1 if interposition works in this process, 0 otherwise. Checked by making a known allocation through
/// another shared library (libc's strdup, which must call the process's malloc) and seeing the
/// calling thread's counter move; the counter is left as it was.
int mallocCounterIsActive(void);

#ifdef __cplusplus
}
#endif
