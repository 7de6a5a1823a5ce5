extension Array {
  /// Sorts the array in place by `areInIncreasingOrder` without allocating (heapsort; not stable), for
  /// the paths of a batch update that allocate nothing once warm: the standard library's `sort(by:)`
  /// allocates a list of runs and a merge buffer for more than a few elements. For orders in which no two
  /// elements are equivalent, the result is the same as `sort(by:)`'s.
  /// - Complexity: O(n log n).
  package mutating func heapSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    var end = count
    var start = count / 2
    while start > 0 {
      start -= 1
      siftDown(from: start, to: end, by: areInIncreasingOrder)
    }
    while end > 1 {
      end -= 1
      swapAt(0, end)
      siftDown(from: 0, to: end, by: areInIncreasingOrder)
    }
  }

  /// The longest list `sortKeepingStorage(by:)` sorts in place.
  package static var inPlaceSortLimit: Int { 256 }

  /// Sorts the array by `areInIncreasingOrder`: up to `inPlaceSortLimit` elements in place without
  /// allocating (`heapSort(by:)`), longer lists with the standard library's sort (faster there: its
  /// merge buffers cost little next to the work of a list that long).
  /// - Complexity: O(n log n).
  package mutating func sortKeepingStorage(by areInIncreasingOrder: (Element, Element) -> Bool) {
    if count <= Self.inPlaceSortLimit { heapSort(by: areInIncreasingOrder) } else { sort(by: areInIncreasingOrder) }
  }

  /// Moves the element at `start` down the heap in `start..<end` until neither child is larger.
  /// - Complexity: O(log n).
  private mutating func siftDown(from start: Int, to end: Int, by areInIncreasingOrder: (Element, Element) -> Bool) {
    var root = start
    while true {
      var child = 2 * root + 1
      guard child < end else { return }
      if child + 1 < end, areInIncreasingOrder(self[child], self[child + 1]) { child += 1 }
      guard areInIncreasingOrder(self[root], self[child]) else { return }
      swapAt(root, child)
      root = child
    }
  }
}

extension Array where Element: Comparable {
  /// Sorts the array in place, ascending, without allocating (see `heapSort(by:)`).
  /// - Complexity: O(n log n).
  package mutating func heapSort() { heapSort(by: <) }

  /// Sorts the array ascending (see `sortKeepingStorage(by:)`).
  /// - Complexity: O(n log n).
  package mutating func sortKeepingStorage() { sortKeepingStorage(by: <) }
}
