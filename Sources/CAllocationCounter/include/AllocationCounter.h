#ifndef TRELLIS_ALLOCATION_COUNTER_H
#define TRELLIS_ALLOCATION_COUNTER_H
#include <stdint.h>
/// The number of malloc, calloc and realloc calls since the process started (benchmarks only).
uint64_t trellis_malloc_count(void);
#endif
