import Foundation

extension SnapshotStorage {
  /// Removes the items at the sorted flat positions `removed`, then inserts `inserted` at flat position
  /// `position` (counted after the removal) as items of section `section`, keeping every index true.
  ///
  /// Only removed and inserted identifiers are hashed; the positions of the items that stay are
  /// rewritten as plain integers (`slotPositions`), from the first changed position on.
  /// - Complexity: O(n − first changed position + r + k) for r removed and k inserted, plus O(S log r).
  package mutating func splice(removing removed: [Int], inserting inserted: [Item], at position: Int, section: Int) {
    if removed.isEmpty && inserted.isEmpty { return }
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
    // Free the removed items' slots, then close the gaps in `items` and `positionSlots` together.
    for removedPosition in removed {
      itemSlots[items[removedPosition]] = nil
      let slot = positionSlots[removedPosition]
      slotPositions[slot] = -1
      freeSlots.append(slot)
    }
    if !removed.isEmpty {
      var write = removed[0]
      var next = 0
      for read in removed[0]..<items.count {
        if next < removed.count && removed[next] == read {
          next += 1
          continue
        }
        items[write] = items[read]
        positionSlots[write] = positionSlots[read]
        write += 1
      }
      items.removeLast(removed.count)
      positionSlots.removeLast(removed.count)
    }
    var newSlots = ContiguousArray<Int>()
    newSlots.reserveCapacity(inserted.count)
    for item in inserted {
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
      } else {
        slot = slotPositions.count
        slotPositions.append(-1)
      }
      itemSlots[item] = slot
      newSlots.append(slot)
    }
    items.insert(contentsOf: inserted, at: position)
    positionSlots.insert(contentsOf: newSlots, at: position)
    let firstChanged = min(removed.first ?? position, position)
    refreshSlotPositions(from: firstChanged)
    if !removed.isEmpty && !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) {
      reloadedItems.removeAll { itemSlots[$0] == nil }
      reconfiguredItems.removeAll { itemSlots[$0] == nil }
    }
  }

  /// Rebuilds the storage with the sections `newSections` in that order: sections already present keep
  /// their items, new ones start empty, and sections left out are deleted with their items.
  /// - Complexity: O(n + S), hashing only the deleted sections' items.
  package mutating func arrangeSections(_ newSections: ContiguousArray<Section>) {
    let oldStarts = sectionStarts
    var kept = [Bool](repeating: false, count: sections.count)
    var newStarts = ContiguousArray<Int>()
    newStarts.reserveCapacity(newSections.count + 1)
    newStarts.append(0)
    var newItems = ContiguousArray<Item>()
    newItems.reserveCapacity(items.count)
    var newPositionSlots = ContiguousArray<Int>()
    newPositionSlots.reserveCapacity(items.count)
    for section in newSections {
      if let old = sectionIndex[section] {
        kept[old] = true
        newItems.append(contentsOf: items[oldStarts[old]..<oldStarts[old + 1]])
        newPositionSlots.append(contentsOf: positionSlots[oldStarts[old]..<oldStarts[old + 1]])
      }
      newStarts.append(newItems.count)
    }
    for old in sections.indices where !kept[old] {
      for position in oldStarts[old]..<oldStarts[old + 1] {
        itemSlots[items[position]] = nil
        let slot = positionSlots[position]
        slotPositions[slot] = -1
        freeSlots.append(slot)
      }
    }
    sections = newSections
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in newSections.enumerated() { sectionIndex[section] = index }
    sectionStarts = newStarts
    items = newItems
    positionSlots = newPositionSlots
    refreshSlotPositions(from: 0)
    if !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) {
      reloadedItems.removeAll { itemSlots[$0] == nil }
      reconfiguredItems.removeAll { itemSlots[$0] == nil }
    }
    reloadedSections.removeAll { sectionIndex[$0] == nil }
  }

  /// Writes the position of every slot whose item is at `start` or later.
  /// - Complexity: O(n − start), plain integers.
  mutating func refreshSlotPositions(from start: Int) {
    guard start < positionSlots.count else { return }
    positionSlots.withUnsafeBufferPointer { slots in
      slotPositions.withUnsafeMutableBufferPointer { positions in
        for position in start..<slots.count { positions[slots[position]] = position }
      }
    }
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
}
