// Exact counts of heap allocations and of the heap bytes held, per thread, for the
// benchmark and its tests (never for the app: only `stratus-bench` links this target).
//
// On Linux with glibc, AllocationCounting.c defines `malloc` and its family. An executable
// that defines them takes them over for the whole process, the Swift runtime's
// allocations included: GNU ld exports a definition that a linked shared library
// (libswiftCore, libc) refers to, and the dynamic linker binds those references to it.
// Elsewhere the file compiles to stubs and `stratus_allocation_counting_is_available`
// returns false.

#ifndef STRATUS_ALLOCATION_COUNTING_H
#define STRATUS_ALLOCATION_COUNTING_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this process counts its allocations (Linux with glibc only).
bool stratus_allocation_counting_is_available(void);

/// Starts counting this thread's allocations, until the matching
/// `stratus_allocation_counting_stop` (calls nest). Counting is off otherwise, so that
/// outside measurements an allocation costs one more test of a thread-local flag, and
/// instruction counts of the benchmark stay comparable with builds that count nothing.
void stratus_allocation_counting_start(void);

/// Stops what the matching `stratus_allocation_counting_start` started.
void stratus_allocation_counting_stop(void);

/// The blocks this thread has allocated while counting (`malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc`, `memalign`, `valloc`, `pvalloc`, `reallocarray`):
/// only ever grows. 0 where counting is not available.
int64_t stratus_allocation_count(void);

/// The heap bytes this thread has allocated less those it has freed while counting
/// (usable sizes, as `malloc_usable_size` reports them). A block freed on another thread
/// than the one that allocated it is subtracted there, so only the difference between two
/// readings on one thread, around work done on that thread, means anything.
/// 0 where counting is not available.
int64_t stratus_allocated_bytes(void);

#endif
