// See include/MallocCounter.h.
#define _GNU_SOURCE
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

// glibc's own allocator entry points (exported, GLIBC_2.2.5).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static int enabled;
static uint64_t mallocs, callocs, reallocs, aligned, frees, bytes;

#define COUNTING __atomic_load_n(&enabled, __ATOMIC_RELAXED)
#define BUMP(counter, amount) __atomic_fetch_add(&(counter), (uint64_t)(amount), __ATOMIC_RELAXED)

int _malloc_counter_is_active(void) { return 1; }

void _malloc_counter_reset(void) {
  __atomic_store_n(&mallocs, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&callocs, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&reallocs, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&aligned, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&frees, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&bytes, 0, __ATOMIC_RELAXED);
}

void _malloc_counter_set_enabled(int on) { __atomic_store_n(&enabled, on ? 1 : 0, __ATOMIC_SEQ_CST); }

_MallocCounts _malloc_counter_read(void) {
  _MallocCounts counts;
  counts.mallocs = __atomic_load_n(&mallocs, __ATOMIC_RELAXED);
  counts.callocs = __atomic_load_n(&callocs, __ATOMIC_RELAXED);
  counts.reallocs = __atomic_load_n(&reallocs, __ATOMIC_RELAXED);
  counts.aligned = __atomic_load_n(&aligned, __ATOMIC_RELAXED);
  counts.frees = __atomic_load_n(&frees, __ATOMIC_RELAXED);
  counts.bytes = __atomic_load_n(&bytes, __ATOMIC_RELAXED);
  return counts;
}

void *malloc(size_t size) {
  if (COUNTING) {
    BUMP(mallocs, 1);
    BUMP(bytes, size);
  }
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (COUNTING) {
    BUMP(callocs, 1);
    BUMP(bytes, count * size);
  }
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (COUNTING) {
    BUMP(reallocs, 1);
    BUMP(bytes, size);
  }
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL && COUNTING) BUMP(frees, 1);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  if (COUNTING) {
    BUMP(aligned, 1);
    BUMP(bytes, size);
  }
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (COUNTING) {
    BUMP(aligned, 1);
    BUMP(bytes, size);
  }
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return EINVAL;
  if (COUNTING) {
    BUMP(aligned, 1);
    BUMP(bytes, size);
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

#else  // Not glibc: nothing is interposed and every count stays 0.

int _malloc_counter_is_active(void) { return 0; }
void _malloc_counter_reset(void) {}
void _malloc_counter_set_enabled(int on) { (void)on; }
_MallocCounts _malloc_counter_read(void) {
  _MallocCounts counts = {0, 0, 0, 0, 0, 0};
  return counts;
}

#endif
