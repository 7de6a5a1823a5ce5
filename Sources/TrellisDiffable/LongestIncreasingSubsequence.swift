/// A longest strictly increasing subsequence of a sequence of distinct integers, found by patience sorting,
/// with buffers kept between uses so that one instance serves every section of a diff without allocating.
///
/// A value greater than the tail of the longest subsequence so far extends it without a binary search,
/// so mostly-sorted input (the usual case: few items moved) costs O(n). The caller appends to `values`,
/// calls `compute()`, then reads `nonMembers`: the positions in `values` left out of the subsequence, the
/// fewest elements whose removal leaves the rest increasing.
package struct LongestIncreasingSubsequence: Sendable {
  /// The sequence, appended by the caller.
  package var values: ContiguousArray<Int> = []
  /// The positions in `values`, ascending, that the last `compute()` left out of the subsequence.
  package private(set) var nonMembers: ContiguousArray<Int> = []
  /// For each length `k + 1`, the position of the smallest value that ends an increasing subsequence of
  /// that length so far.
  private var tails: ContiguousArray<Int> = []
  /// For each position, the position before it in the best subsequence ending there, or -1.
  private var predecessors: ContiguousArray<Int> = []
  /// The positions of one longest subsequence, from its end back to its start.
  private var members: ContiguousArray<Int> = []

  /// An empty sequence.
  package init() {}

  /// Makes room for `count` values without reallocating.
  /// - Complexity: O(count).
  package mutating func reserveCapacity(_ count: Int) {
    values.reserveCapacity(count)
    predecessors.reserveCapacity(count)
    members.reserveCapacity(count)
  }

  /// Empties `values` and `nonMembers`, keeping their storage.
  /// - Complexity: O(1) for values without destructors, as here.
  package mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
    nonMembers.removeAll(keepingCapacity: true)
  }

  /// Finds a longest strictly increasing subsequence of `values`, fills `nonMembers` and returns the
  /// subsequence's length (`values` must hold distinct integers).
  /// - Complexity: O(n) when every value exceeds the current tail, O(n log n) in general.
  @discardableResult
  package mutating func compute() -> Int {
    nonMembers.removeAll(keepingCapacity: true)
    let count = values.count
    guard count > 1 else { return count }
    // Already increasing: the whole sequence, with nothing to record.
    var firstDescent = 1
    while firstDescent < count && values[firstDescent - 1] < values[firstDescent] { firstDescent += 1 }
    if firstDescent == count { return count }

    tails.removeAll(keepingCapacity: true)
    predecessors.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    predecessors.reserveCapacity(count)
    values.withUnsafeBufferPointer { values in
      // The increasing prefix extends one subsequence.
      for position in 0..<firstDescent {
        predecessors.append(position - 1)
        tails.append(position)
      }
      for position in firstDescent..<count {
        let value = values[position]
        let last = tails[tails.count - 1]
        if values[last] < value {
          predecessors.append(last)
          tails.append(position)
          continue
        }
        // The first tail not below `value`: binary search over the tails' values, which increase.
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        predecessors.append(low > 0 ? tails[low - 1] : -1)
        tails[low] = position
      }
    }
    var position = tails[tails.count - 1]
    while position >= 0 {
      members.append(position)
      position = predecessors[position]
    }
    // `members` runs backwards; its complement, ascending.
    nonMembers.reserveCapacity(count - members.count)
    var next = members.count - 1
    for position in 0..<count {
      if next >= 0 && members[next] == position {
        next -= 1
      } else {
        nonMembers.append(position)
      }
    }
    return members.count
  }
}
