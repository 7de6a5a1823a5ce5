import Foundation

/// Comparison of runs of identifiers by their bytes, for the diff's lockstep walk: two values with equal
/// bytes are the same value (the same plain fields, the same references), so by Equatable's reflexivity
/// they are equal, and a run of equal bytes is a run of matched items found by `memcmp` instead of one `==`
/// call through a witness table per item. Unequal bytes prove nothing (padding, separate string buffers,
/// -0.0 and 0.0): the walk then asks `==`, so the answer is the same either way.
enum BitwiseRun {
  /// Items compared per `memcmp` before comparing one at a time.
  static let block = 256

  /// The number of leading items, at most `count`, whose first `size` bytes are equal in the two arrays
  /// starting at `old` and `new` (items `stride` bytes apart).
  /// - Complexity: O(matched + block) item comparisons, mostly as block-sized `memcmp`s.
  static func matchingCount(
    _ old: UnsafeRawPointer, _ new: UnsafeRawPointer, count: Int, size: Int, stride: Int
  ) -> Int {
    var matched = 0
    if size == stride {
      // No padding between items: whole blocks at once.
      while count - matched >= block && memcmp(old + matched * stride, new + matched * stride, block * stride) == 0 {
        matched += block
      }
    }
    while matched < count && memcmp(old + matched * stride, new + matched * stride, size) == 0 { matched += 1 }
    return matched
  }
}
