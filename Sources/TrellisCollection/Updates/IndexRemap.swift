/// How one sequence of indices (a section's items, or the sections) is rearranged by a batch update,
/// stored as its changes only: the sorted old indices that leave their place (deleted or moved away)
/// and the sorted new indices that something else fills (inserted or moved in). Every other index keeps
/// its order: the remaining old indices fill the free new indices in turn, as UIKit defines a batch
/// (`Documentation/Behaviour.md#updates-index-paths`).
///
/// Nothing here is proportional to the count: a section of a million items with three changes stores
/// three indices, and answers either direction by binary search.
package struct IndexRemap: Hashable, Sendable {
  /// The count before the update.
  package private(set) var oldCount: Int
  /// The count after the update.
  package private(set) var newCount: Int
  /// The old indices that leave their place, sorted, distinct.
  package private(set) var removed: [Int]
  /// The new indices filled by inserted or moved-in elements, sorted, distinct.
  package private(set) var placed: [Int]

  /// Creates a remap from sorted, distinct changes; the counts must balance
  /// (`oldCount - removed.count == newCount - placed.count`), which the planner checks first.
  package init(oldCount: Int, newCount: Int, removed: [Int], placed: [Int]) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.removed = removed
    self.placed = placed
  }

  /// Makes this the remap of `oldCount` indices to `newCount` with the given sorted, distinct changes,
  /// in the storage this remap holds.
  /// - Complexity: O(changes).
  mutating func fill(oldCount: Int, newCount: Int, removed: some Sequence<Int>, placed: some Sequence<Int>) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.removed.removeAll(keepingCapacity: true)
    self.removed.append(contentsOf: removed)
    self.placed.removeAll(keepingCapacity: true)
    self.placed.append(contentsOf: placed)
  }

  /// The unchanged sequence of `count` indices.
  package init(identity count: Int) { self.init(oldCount: count, newCount: count, removed: [], placed: []) }

  /// The position of `old` in `removed`, or nil when it keeps its place in the order.
  /// - Complexity: O(log removed).
  package func removedPosition(of old: Int) -> Int? { Self.position(of: old, in: removed) }

  /// The position of `new` in `placed`, or nil when a remaining old element fills it.
  /// - Complexity: O(log placed).
  package func placedPosition(of new: Int) -> Int? { Self.position(of: new, in: placed) }

  /// The new index of an old index that is not removed: its rank among the remaining ones, taken to the
  /// free new index of that rank.
  /// - Complexity: O(log removed + log placed).
  package func newIndex(ofRemaining old: Int) -> Int {
    Self.freeIndex(ofRank: old - Self.countBelow(old, in: removed), skipping: placed)
  }

  /// The old index of a new index that is not placed (the inverse of `newIndex(ofRemaining:)`).
  /// - Complexity: O(log removed + log placed).
  package func oldIndex(ofUnplaced new: Int) -> Int {
    Self.freeIndex(ofRank: new - Self.countBelow(new, in: placed), skipping: removed)
  }

  /// How many elements of the sorted `indices` are below `value`.
  /// - Complexity: O(log indices).
  static func countBelow(_ value: Int, in indices: [Int]) -> Int {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Where `value` is in the sorted `indices`, if it is there.
  /// - Complexity: O(log indices).
  static func position(of value: Int, in indices: [Int]) -> Int? {
    let found = countBelow(value, in: indices)
    return found < indices.count && indices[found] == value ? found : nil
  }

  /// The index whose rank among the indices not in the sorted `taken` is `rank`. Below `taken[k]` lie
  /// `taken[k] - k` free indices, a non-decreasing sequence, so the number of taken indices before the
  /// answer is how many `k` have `taken[k] - k <= rank`.
  /// - Complexity: O(log taken).
  static func freeIndex(ofRank rank: Int, skipping taken: [Int]) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let middle = (low + high) / 2
      if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }
}
