import CAllocationCounter
import Foundation

/// Reads the heap-allocation counter linked into the benchmarks (`CAllocationCounter`, which interposes
/// glibc's malloc, calloc and realloc). Set `TRELLIS_NO_ALLOCATION_PROBE=1` to hide the figures.
enum AllocationProbe {
  private static let enabled = ProcessInfo.processInfo.environment["TRELLIS_NO_ALLOCATION_PROBE"] == nil

  /// The number of allocations so far, nil when the probe is disabled.
  static var count: UInt64? { enabled ? trellis_malloc_count() : nil }
}
