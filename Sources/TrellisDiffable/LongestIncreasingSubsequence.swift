/// A longest increasing subsequence of a sequence of integers given as runs of consecutive values, with
/// buffers kept between uses so that one instance serves every section of a diff without allocating.
///
/// The diff appends, for each stretch of items that stayed together, one run: its first old index and its
/// length. Runs cover disjoint intervals of values, so a longest subsequence takes every run whole or not
/// at all, and the problem is the heaviest increasing sequence of runs (weight = length). Input that is
/// already increasing — the usual case, few items moved — is recognised while appending and costs nothing
/// more; otherwise a Fenwick tree of prefix maxima over the runs' ranks finds the heaviest chain in
/// O(r log r) for r runs, however many values they hold. Ties go to the chain ending latest in sequence
/// order, so results are deterministic.
package struct LongestIncreasingSubsequence: Sendable {
  /// The first value of each run, in sequence order.
  package private(set) var starts: ContiguousArray<Int> = []
  /// The number of consecutive values in each run.
  package private(set) var lengths: ContiguousArray<Int> = []
  /// The runs, by position in `starts`, ascending, that the last `compute()` left out of the subsequence.
  package private(set) var nonMembers: ContiguousArray<Int> = []
  /// Whether every run starts above the previous one's start (then all of it is the subsequence).
  package private(set) var isIncreasing = true
  /// The number of values in all runs.
  package private(set) var valueCount = 0
  /// Scratch: the runs sorted by start.
  private var byStart: ContiguousArray<Int> = []
  /// Scratch: each run's rank by start, from 1.
  private var ranks: ContiguousArray<Int> = []
  /// Scratch: the Fenwick tree's best chain weight per node.
  private var treeWeights: ContiguousArray<Int> = []
  /// Scratch: the run ending that best chain per node, or -1.
  private var treeRuns: ContiguousArray<Int> = []
  /// Scratch: the run before each run in the heaviest chain ending at it, or -1.
  private var predecessors: ContiguousArray<Int> = []
  /// Scratch: whether each run is in the chain found.
  private var isMember: ContiguousArray<Bool> = []

  /// An empty sequence.
  package init() {}

  /// The number of runs.
  package var count: Int { starts.count }

  /// Makes room for `count` runs without reallocating while appending.
  /// - Complexity: O(count).
  package mutating func reserveCapacity(_ count: Int) {
    starts.reserveCapacity(count)
    lengths.reserveCapacity(count)
  }

  /// Appends the run `start ..< start + length` (`length` ≥ 1; runs must not share values).
  @inline(__always)
  package mutating func append(start: Int, length: Int = 1) {
    if let last = starts.last, start < last { isIncreasing = false }
    starts.append(start)
    lengths.append(length)
    valueCount += length
  }

  /// Empties the sequence, keeping its storage.
  /// - Complexity: O(1) (the elements have no destructors).
  package mutating func removeAll() {
    starts.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
    nonMembers.removeAll(keepingCapacity: true)
    isIncreasing = true
    valueCount = 0
  }

  /// Finds a longest increasing subsequence of the runs' values, fills `nonMembers` and returns the
  /// subsequence's length in values.
  /// - Complexity: O(1) when the runs are already increasing, O(r log r) for r runs otherwise.
  @discardableResult
  package mutating func compute() -> Int {
    nonMembers.removeAll(keepingCapacity: true)
    if isIncreasing { return valueCount }
    let count = starts.count
    let starts = self.starts
    byStart.removeAll(keepingCapacity: true)
    byStart.append(contentsOf: 0..<count)
    byStart.sort { starts[$0] < starts[$1] }
    Self.reset(&ranks, to: 0, count: count)
    for (rank, run) in byStart.enumerated() { ranks[run] = rank + 1 }
    Self.reset(&treeWeights, to: 0, count: count + 1)
    Self.reset(&treeRuns, to: -1, count: count + 1)
    Self.reset(&predecessors, to: -1, count: count)
    for run in 0..<count {
      // The heaviest chain among runs ranked below this one (all earlier in sequence order).
      var weight = 0
      var previous = -1
      var node = ranks[run] - 1
      while node > 0 {
        if (treeWeights[node], treeRuns[node]) > (weight, previous) {
          (weight, previous) = (treeWeights[node], treeRuns[node])
        }
        node &= node - 1
      }
      predecessors[run] = previous
      let total = weight + lengths[run]
      node = ranks[run]
      while node <= count {
        if (total, run) > (treeWeights[node], treeRuns[node]) { (treeWeights[node], treeRuns[node]) = (total, run) }
        node += node & -node
      }
    }
    var best = (weight: 0, run: -1)
    var node = count
    while node > 0 {
      if (treeWeights[node], treeRuns[node]) > best { best = (treeWeights[node], treeRuns[node]) }
      node &= node - 1
    }
    Self.reset(&isMember, to: false, count: count)
    var run = best.run
    while run >= 0 {
      isMember[run] = true
      run = predecessors[run]
    }
    for run in 0..<count where !isMember[run] { nonMembers.append(run) }
    return best.weight
  }

  /// Sets `array` to `count` copies of `value`, reusing its storage.
  /// - Complexity: O(count).
  private static func reset<Element>(_ array: inout ContiguousArray<Element>, to value: Element, count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }
}
