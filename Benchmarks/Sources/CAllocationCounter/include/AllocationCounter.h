#ifndef TRELLIS_ALLOCATION_COUNTER_H
#define TRELLIS_ALLOCATION_COUNTER_H
#include <stdint.h>
/// The number of malloc, calloc, realloc, memalign, aligned_alloc and posix_memalign calls since the
/// process started (benchmarks and tests).
uint64_t trellis_malloc_count(void);
/// The number of those calls made by the calling thread, so a test's count doesn't include the
/// allocations of test-runner threads.
uint64_t trellis_thread_malloc_count(void);
#endif
