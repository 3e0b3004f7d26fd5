// MallocCounter: see include/MallocCounter.h for the contract.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// glibc's allocator entry points (exported since GLIBC_2.2.5). Forwarding to them instead of
// dlsym(RTLD_NEXT, "malloc") needs no bootstrap buffer: dlsym itself may allocate.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// initial-exec: the executable's TLS block is allocated with the thread, so reading these never
// calls malloc (a general-dynamic access may, and would recurse).
static __thread uint64_t threadAllocations __attribute__((tls_model("initial-exec")));
static __thread uint64_t threadFrees __attribute__((tls_model("initial-exec")));
static uint64_t processAllocations;

static inline void countAllocation(void) {
    threadAllocations += 1;
    __atomic_fetch_add(&processAllocations, 1, __ATOMIC_RELAXED);
}

static inline void countFree(void) {
    threadFrees += 1;
}

void *malloc(size_t size) {
    countAllocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    countAllocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (size == 0 && pointer != NULL) {
        countFree();
    } else {
        countAllocation();
    }
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer != NULL) {
        countFree();
    }
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    countAllocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    countAllocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    countAllocation();
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) {
        return ENOMEM;
    }
    *result = memory;
    return 0;
}

void *valloc(size_t size) {
    countAllocation();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    countAllocation();
    return __libc_pvalloc(size);
}

void mallocCounterReset(void) {
    threadAllocations = 0;
    threadFrees = 0;
}

uint64_t mallocCounterCount(void) {
    return threadAllocations;
}

uint64_t mallocCounterFreeCount(void) {
    return threadFrees;
}

uint64_t mallocCounterProcessCount(void) {
    return __atomic_load_n(&processAllocations, __ATOMIC_RELAXED);
}

// Holds the probe allocation so that the compiler cannot drop the strdup/free pair.
static char *volatile probeSink;

int mallocCounterIsActive(void) {
    // Volatile reads: the optimiser knows strdup's effects and would otherwise assume the counter
    // unchanged across the call and fold the check to "inactive".
    volatile uint64_t *allocations = &threadAllocations;
    volatile uint64_t *frees = &threadFrees;
    uint64_t allocationsBefore = *allocations;
    uint64_t freesBefore = *frees;
    // strdup lives in libc.so and allocates through the process's malloc; if the executable's malloc
    // is not the one the dynamic linker bound, the counter does not move.
    probeSink = strdup("MallocCounter");
    int active = *allocations != allocationsBefore;
    free(probeSink);
    probeSink = NULL;
    *allocations = allocationsBefore;
    *frees = freesBefore;
    return active;
}

#else

// Not glibc: no interposition; the benchmark prints "n/a".
void mallocCounterReset(void) {}
uint64_t mallocCounterCount(void) { return 0; }
uint64_t mallocCounterFreeCount(void) { return 0; }
uint64_t mallocCounterProcessCount(void) { return 0; }
int mallocCounterIsActive(void) { return 0; }

#endif
