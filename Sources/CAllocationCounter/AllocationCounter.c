// Counts heap allocations for the benchmarks executable by interposing glibc's malloc family: the
// executable's definitions take precedence over libc's for every library loaded, and each forwards to
// glibc's own implementation. Linked into `benchmarks` only.
#include "AllocationCounter.h"
#include <stddef.h>

static uint64_t calls;
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

void *malloc(size_t n) { __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED); return __libc_realloc(p, n); }
uint64_t trellis_malloc_count(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }
