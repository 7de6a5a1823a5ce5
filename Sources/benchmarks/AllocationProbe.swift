import Foundation

/// Reads a heap-allocation counter when one is preloaded: a shared library exporting
/// `uint64_t trellis_malloc_count(void)` that counts malloc/calloc/realloc calls (`LD_PRELOAD=…`).
/// Without it the probe is unavailable and the tables show no allocation figures.
enum AllocationProbe {
  private typealias Counter = @convention(c) () -> UInt64

  private static let counter: Counter? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "trellis_malloc_count") else { return nil }
    return unsafeBitCast(symbol, to: Counter.self)
  }()

  /// The number of allocations so far, nil when no counter is preloaded.
  static var count: UInt64? { counter?() }
}
