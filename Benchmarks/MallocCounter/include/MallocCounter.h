// Exact allocation counting for the benchmarks (Linux/glibc).
//
// Linking this target into an executable interposes malloc, calloc, realloc, free,
// posix_memalign, aligned_alloc and memalign: the executable's definitions come first in
// the dynamic symbol lookup, so calls from the Swift runtime (swift_slowAlloc -> malloc),
// Foundation and libc users all land here. Each call is counted (relaxed atomics, so
// counting is thread-safe) while counting is enabled, then forwarded to glibc's
// __libc_* entry points. Names starting with `_` are not API.
#ifndef AVIATIONWEATHER_MALLOC_COUNTER_H
#define AVIATIONWEATHER_MALLOC_COUNTER_H

#include <stdint.h>

/// Counts since the last reset (only calls made while counting was enabled).
typedef struct {
  uint64_t mallocs;   ///< malloc calls
  uint64_t callocs;   ///< calloc calls
  uint64_t reallocs;  ///< realloc calls (including realloc(NULL, n))
  uint64_t aligned;   ///< posix_memalign, aligned_alloc and memalign calls
  uint64_t frees;     ///< free calls with a non-NULL pointer (and realloc(p, 0))
  uint64_t bytes;     ///< bytes requested by the counted allocation calls
} _MallocCounts;

/// Whether this build interposes the allocator (1 on glibc, 0 elsewhere).
int _malloc_counter_is_active(void);
/// Zeroes all counters.
void _malloc_counter_reset(void);
/// Turns counting on (1) or off (0); off by default so timed runs pay nothing but a load.
void _malloc_counter_set_enabled(int enabled);
/// The counters since the last reset.
_MallocCounts _malloc_counter_read(void);

#endif
