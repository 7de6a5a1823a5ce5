/// A fixed-size set of positions `0..<count` as one bit each, for marking the old items a diff kept and
/// then finding the others with one pass over whole words.
package struct PositionBits: Sendable {
  /// The bits, 64 positions a word, position `p` at bit `p % 64` of word `p / 64`.
  private var words: ContiguousArray<UInt64>
  /// The number of positions.
  package let count: Int

  /// A set of `count` positions, none of them in it.
  /// - Complexity: O(count / 64).
  package init(count: Int) {
    self.count = count
    words = ContiguousArray(repeating: 0, count: (count + 63) / 64)
  }

  /// Adds `position` (in `0..<count`).
  @inline(__always)
  package mutating func insert(_ position: Int) {
    words[position &>> 6] |= 1 &<< UInt64(position & 63)
  }

  /// Adds the positions of `range` (within `0..<count`).
  /// - Complexity: O(1 + range.count / 64).
  package mutating func insert(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let first = range.lowerBound &>> 6
    let last = (range.upperBound - 1) &>> 6
    let low = ~0 &<< UInt64(range.lowerBound & 63)
    let high = ~0 &>> UInt64(63 - (range.upperBound - 1) & 63)
    if first == last {
      words[first] |= low & high
      return
    }
    words[first] |= low
    for index in (first + 1)..<last { words[index] = ~0 }
    words[last] |= high
  }

  /// Whether `position` is in the set.
  @inline(__always)
  package func contains(_ position: Int) -> Bool {
    words[position &>> 6] & (1 &<< UInt64(position & 63)) != 0
  }

  /// Calls `body` with every position not in the set, ascending.
  /// - Complexity: O(count / 64 + the number of such positions).
  package func forEachAbsent(_ body: (Int) -> Void) {
    for index in words.indices {
      var absent = ~words[index]
      if index == words.count - 1 && count & 63 != 0 { absent &= (1 &<< UInt64(count & 63)) &- 1 }
      while absent != 0 {
        body(index &<< 6 | absent.trailingZeroBitCount)
        absent &= absent &- 1
      }
    }
  }
}
