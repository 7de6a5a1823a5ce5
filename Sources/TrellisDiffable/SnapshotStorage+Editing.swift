import Foundation

extension SnapshotStorage {
  /// Removes the items at the sorted flat positions `removed`, then inserts `inserted` at flat position
  /// `position` (counted after the removal) as items of section `section`, keeping every index true.
  ///
  /// The positions of the items that stay are shifted with one pass over the index's values (no
  /// hashing); only removed and inserted identifiers are hashed.
  /// - Complexity: O(n + r + k) for n items, r removed and k inserted (O(n log r) when r is small).
  package mutating func splice(removing removed: [Int], inserting inserted: [Item], at position: Int, section: Int) {
    if removed.isEmpty && inserted.isEmpty { return }
    let removedItems = removed.map { items[$0] }
    // Section starts: a start loses the removed items before it; the starts after `section` gain the
    // inserted ones.
    if !removed.isEmpty {
      for index in sectionStarts.indices {
        sectionStarts[index] -= Self.count(of: removed, before: sectionStarts[index])
      }
    }
    if !inserted.isEmpty {
      for index in (section + 1)..<sectionStarts.count { sectionStarts[index] += inserted.count }
    }
    // The index: drop the removed, shift the rest, add the inserted.
    for item in removedItems { itemIndex[item] = nil }
    let shiftsNeeded = !removed.isEmpty || position < items.count - removed.count
    if shiftsNeeded {
      let prefix = removed.count > 64 ? Self.prefixCounts(of: removed, upTo: items.count) : nil
      var index = itemIndex.values.startIndex
      while index != itemIndex.values.endIndex {
        var value = itemIndex.values[index]
        if !removed.isEmpty {
          value -= prefix.map { Int($0[value]) } ?? Self.count(of: removed, before: value)
        }
        if value >= position { value += inserted.count }
        itemIndex.values[index] = value
        itemIndex.values.formIndex(after: &index)
      }
    }
    // The array.
    if !removed.isEmpty {
      var write = removed[0]
      var next = 0
      for read in removed[0]..<items.count {
        if next < removed.count && removed[next] == read {
          next += 1
          continue
        }
        items[write] = items[read]
        write += 1
      }
      items.removeLast(removed.count)
    }
    items.insert(contentsOf: inserted, at: position)
    for (offset, item) in inserted.enumerated() { itemIndex[item] = position + offset }
    if !removed.isEmpty && !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) {
      reloadedItems.removeAll { itemIndex[$0] == nil }
      reconfiguredItems.removeAll { itemIndex[$0] == nil }
    }
  }

  /// Rebuilds the storage with the sections `newSections` in that order: sections already present keep
  /// their items, new ones start empty, and sections left out are deleted with their items.
  /// - Complexity: O(n log S + S) for n items and S sections.
  package mutating func arrangeSections(_ newSections: ContiguousArray<Section>) {
    let oldStarts = sectionStarts
    var newIndexOfOld = [Int](repeating: -1, count: sections.count)
    var newStarts = ContiguousArray<Int>()
    newStarts.reserveCapacity(newSections.count + 1)
    newStarts.append(0)
    var newItems = ContiguousArray<Item>()
    newItems.reserveCapacity(items.count)
    for (newIndex, section) in newSections.enumerated() {
      if let old = sectionIndex[section] {
        newIndexOfOld[old] = newIndex
        newItems.append(contentsOf: items[oldStarts[old]..<oldStarts[old + 1]])
      }
      newStarts.append(newItems.count)
    }
    for old in sections.indices where newIndexOfOld[old] < 0 {
      for item in items[oldStarts[old]..<oldStarts[old + 1]] { itemIndex[item] = nil }
    }
    var index = itemIndex.values.startIndex
    while index != itemIndex.values.endIndex {
      let value = itemIndex.values[index]
      let old = section(atFlatPosition: value)
      itemIndex.values[index] = newStarts[newIndexOfOld[old]] + value - oldStarts[old]
      itemIndex.values.formIndex(after: &index)
    }
    sections = newSections
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in newSections.enumerated() { sectionIndex[section] = index }
    sectionStarts = newStarts
    items = newItems
    if !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) {
      reloadedItems.removeAll { itemIndex[$0] == nil }
      reconfiguredItems.removeAll { itemIndex[$0] == nil }
    }
    reloadedSections.removeAll { sectionIndex[$0] == nil }
  }

  /// The number of entries of the sorted array `sorted` that are less than `value`.
  /// - Complexity: O(log r).
  static func count(of sorted: [Int], before value: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// For each position below `count`, how many of the sorted positions `sorted` are less than it.
  /// - Complexity: O(count).
  static func prefixCounts(of sorted: [Int], upTo count: Int) -> [Int32] {
    var result = [Int32](repeating: 0, count: count + 1)
    var next = 0
    for position in 0...count {
      while next < sorted.count && sorted[next] < position { next += 1 }
      result[position] = Int32(next)
    }
    return result
  }
}
