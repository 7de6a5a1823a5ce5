extension SpatialIndex {
  /// Sorts `buffer` in place without allocating: nothing to do when already ascending (the common case
  /// for a layout whose indices follow its geometry), else introsort (quicksort, heapsort past a depth
  /// limit, insertion sort for short runs).
  /// - Complexity: O(n log n); O(n) when already sorted.
  static func sortAscending(_ buffer: UnsafeMutableBufferPointer<Int32>) {
    let count = buffer.count
    guard count > 1, let base = buffer.baseAddress else { return }
    var sorted = true
    for i in 1..<count where base[i - 1] > base[i] {
      sorted = false
      break
    }
    if sorted { return }
    introsort(base, 0, count - 1, depthLimit: 2 * (Int.bitWidth - count.leadingZeroBitCount))
    insertionSort(base, count)
  }

  /// Partitions `base[low...high]` until its runs are short; insertion sort finishes them.
  private static func introsort(_ base: UnsafeMutablePointer<Int32>, _ low: Int, _ high: Int, depthLimit: Int) {
    var low = low
    var high = high
    var depthLimit = depthLimit
    while high - low > 16 {
      if depthLimit == 0 {
        heapsort(base + low, high - low + 1)
        return
      }
      depthLimit -= 1
      let middle = low + (high - low) / 2
      if base[middle] < base[low] { base.swapAt(middle, low) }
      if base[high] < base[low] { base.swapAt(high, low) }
      if base[high] < base[middle] { base.swapAt(high, middle) }
      let pivot = base[middle]
      var i = low - 1
      var j = high + 1
      while true {
        repeat { i += 1 } while base[i] < pivot
        repeat { j -= 1 } while base[j] > pivot
        if i >= j { break }
        base.swapAt(i, j)
      }
      if j - low < high - j {
        introsort(base, low, j, depthLimit: depthLimit)
        low = j + 1
      } else {
        introsort(base, j + 1, high, depthLimit: depthLimit)
        high = j
      }
    }
  }

  /// Sorts `base[0..<count]` by a binary heap.
  /// - Complexity: O(n log n).
  static func heapsort(_ base: UnsafeMutablePointer<Int32>, _ count: Int) {
    func siftDown(_ start: Int, _ end: Int) {
      var parent = start
      while true {
        var child = 2 * parent + 1
        if child >= end { return }
        if child + 1 < end && base[child] < base[child + 1] { child += 1 }
        if base[parent] >= base[child] { return }
        base.swapAt(parent, child)
        parent = child
      }
    }
    for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
    for end in stride(from: count - 1, to: 0, by: -1) {
      base.swapAt(0, end)
      siftDown(0, end)
    }
  }

  /// Sorts `base[0..<count]` by insertion; fast when every element is near its place.
  private static func insertionSort(_ base: UnsafeMutablePointer<Int32>, _ count: Int) {
    for i in 1..<count {
      let value = base[i]
      var j = i
      while j > 0 && base[j - 1] > value {
        base[j] = base[j - 1]
        j -= 1
      }
      base[j] = value
    }
  }
}

extension UnsafeMutablePointer where Pointee == Int32 {
  /// Exchanges the elements at two offsets.
  @inline(__always) fileprivate func swapAt(_ i: Int, _ j: Int) {
    let value = self[i]
    self[i] = self[j]
    self[j] = value
  }
}
