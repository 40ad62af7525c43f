// Counts every heap allocation of the process, per thread; see include/AllocationCounting.h.
//
// The hooks forward to glibc's own entry points (`__libc_malloc` and the like), so they
// never recurse into themselves. They must not allocate, take a lock or call Swift: they
// run inside every allocation, the Swift runtime's and the dynamic linker's included.
// Counters are `_Thread_local` in the executable, which the C runtime places in the
// thread's static TLS block: reading them allocates nothing.

#include "AllocationCounting.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local int counting;
static _Thread_local int64_t allocations;
static _Thread_local int64_t bytes;

/// Counts `pointer`, a block just allocated (if the allocation succeeded).
static void *counted(void *pointer) {
  if (counting > 0 && pointer != NULL) {
    allocations += 1;
    bytes += (int64_t)malloc_usable_size(pointer);
  }
  return pointer;
}

/// Uncounts `pointer`, a block about to be freed or resized.
static void uncount(void *pointer) {
  if (counting > 0 && pointer != NULL) bytes -= (int64_t)malloc_usable_size(pointer);
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  // The old block's size is read before glibc may free it; when glibc fails, the old
  // block is still allocated, so it is counted back.
  size_t old = counting > 0 && pointer != NULL ? malloc_usable_size(pointer) : 0;
  void *resized = __libc_realloc(pointer, size);
  if (resized == NULL && size != 0) return NULL;
  bytes -= (int64_t)old;
  return counted(resized);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  return realloc(pointer, total);
}

void free(void *pointer) {
  uncount(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // glibc's own checks: a power of two, and a multiple of the size of a pointer.
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = counted(pointer);
  return 0;
}

void *valloc(size_t size) {
  return counted(__libc_memalign((size_t)sysconf(_SC_PAGESIZE), size));
}

void *pvalloc(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  return counted(__libc_memalign(page, (size + page - 1) & ~(page - 1)));
}

bool stratus_allocation_counting_is_available(void) { return true; }

void stratus_allocation_counting_start(void) { counting += 1; }

void stratus_allocation_counting_stop(void) { counting -= 1; }

int64_t stratus_allocation_count(void) { return allocations; }

int64_t stratus_allocated_bytes(void) { return bytes; }

#else

bool stratus_allocation_counting_is_available(void) { return false; }

void stratus_allocation_counting_start(void) {}

void stratus_allocation_counting_stop(void) {}

int64_t stratus_allocation_count(void) { return 0; }

int64_t stratus_allocated_bytes(void) { return 0; }

#endif
