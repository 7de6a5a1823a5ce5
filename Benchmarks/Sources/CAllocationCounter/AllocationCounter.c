// Counts heap allocations by interposing glibc's malloc family (malloc, calloc, realloc and the aligned
// allocators, which Swift's UnsafeMutablePointer.allocate uses): the executable's definitions take
// precedence over libc's for every library loaded, and each forwards to glibc's own implementation.
// Linked into `benchmarks` and into the test executable (allocation-budget tests). Under
// AddressSanitizer, whose runtime owns malloc, nothing is interposed: the sanitizer's allocation hook
// counts instead.
#include "AllocationCounter.h"
#include <errno.h>
#include <stddef.h>

static uint64_t calls;
static _Thread_local uint64_t threadCalls;

static inline void count(void) {
  __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
  threadCalls += 1;
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TRELLIS_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define TRELLIS_ASAN 1
#endif

#ifdef TRELLIS_ASAN
#include <sanitizer/allocator_interface.h>
static void allocated(const volatile void *pointer, size_t size) {
  (void)pointer;
  (void)size;
  count();
}
static void freed(const volatile void *pointer) { (void)pointer; }
__attribute__((constructor)) static void installHooks(void) { __sanitizer_install_malloc_and_free_hooks(allocated, freed); }
#else
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

void *malloc(size_t n) { count(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { count(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { count(); return __libc_realloc(p, n); }
void *memalign(size_t alignment, size_t n) { count(); return __libc_memalign(alignment, n); }
void *aligned_alloc(size_t alignment, size_t n) { count(); return __libc_memalign(alignment, n); }
int posix_memalign(void **result, size_t alignment, size_t n) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
  count();
  void *p = __libc_memalign(alignment, n);
  if (p == NULL) return ENOMEM;
  *result = p;
  return 0;
}
#endif

uint64_t trellis_malloc_count(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }
uint64_t trellis_thread_malloc_count(void) { return threadCalls; }
