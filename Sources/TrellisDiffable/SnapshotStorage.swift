import Foundation

/// The contents of a snapshot: sections in order, every item in one flat array section by section, and
/// the indexes that make identifier queries O(1).
///
/// Both `DiffableDataSourceSnapshot` and the diff read it; keeping the items flat lets the diff walk two
/// snapshots in lockstep. The hash index maps an identifier to a slot that stays the item's while it is
/// in the storage, and a plain integer table maps slots to positions, so a mutation that shifts positions
/// rewrites integers from the first changed position on, without hashing.
package struct SnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  /// The section identifiers, in order.
  package var sections: ContiguousArray<Section> = []
  /// The index in `sections` of each section identifier.
  package var sectionIndex: [Section: Int] = [:]
  /// Every item identifier, section by section.
  package var items: ContiguousArray<Item> = []
  /// Where each section's items start in `items`, plus the end: `sections.count + 1` entries, so section
  /// `s` holds `items[sectionStarts[s]..<sectionStarts[s + 1]]`.
  package var sectionStarts: ContiguousArray<Int> = [0]
  /// The slot of each item identifier: a number that stays the item's while it is in the storage, so a
  /// mutation that shifts positions rewrites plain integers (`slotPositions`), never the hash table.
  package var itemSlots: [Item: Int] = [:]
  /// The position in `items` of each slot; -1 for a free slot.
  package var slotPositions: ContiguousArray<Int> = []
  /// The slot of each position in `items` (parallel to `items`).
  package var positionSlots: ContiguousArray<Int> = []
  /// Slots freed by removals, reused by the next insertions.
  package var freeSlots: ContiguousArray<Int> = []
  /// The items marked for reload, in marking order, without repeats.
  package var reloadedItems: [Item] = []
  /// The items marked for reconfiguring, in marking order, without repeats.
  package var reconfiguredItems: [Item] = []
  /// The sections marked for reload, in marking order, without repeats.
  package var reloadedSections: [Section] = []

  /// An empty storage.
  package init() {}

  /// A storage with the given sections and items, for tests and benchmarks; the caller guarantees that
  /// identifiers are unique.
  /// - Complexity: O(S + n) hashing.
  package init(sections: [(Section, [Item])]) {
    self.sections.reserveCapacity(sections.count)
    sectionIndex.reserveCapacity(sections.count)
    let count = sections.reduce(0) { $0 + $1.1.count }
    itemSlots.reserveCapacity(count)
    items.reserveCapacity(count)
    for (section, sectionItems) in sections {
      sectionIndex[section] = self.sections.count
      self.sections.append(section)
      for item in sectionItems {
        itemSlots[item] = items.count
        items.append(item)
      }
      sectionStarts.append(items.count)
    }
    slotPositions = ContiguousArray(0..<items.count)
    positionSlots = slotPositions
  }

  /// The position in `items` of an item identifier, nil when absent.
  package func position(of item: Item) -> Int? {
    guard let slot = itemSlots[item] else { return nil }
    return slotPositions[slot]
  }

  /// Whether the storage holds an item identifier.
  package func contains(_ item: Item) -> Bool { itemSlots[item] != nil }

  /// The number of sections.
  package var sectionCount: Int { sections.count }

  /// The number of items in section `section` (an index in range).
  package func itemCount(inSection section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] }

  /// The section index that holds flat position `position`.
  /// - Complexity: O(log S).
  package func section(atFlatPosition position: Int) -> Int {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Whether the storage's indexes agree with its arrays (for tests' invariant checks).
  /// - Complexity: O(S + n).
  package var isConsistent: Bool {
    guard sectionStarts.count == sections.count + 1, sectionStarts.first == 0, sectionStarts.last == items.count,
      sectionIndex.count == sections.count, itemSlots.count == items.count, positionSlots.count == items.count,
      slotPositions.count == items.count + freeSlots.count
    else { return false }
    for slot in freeSlots where slotPositions[slot] != -1 { return false }
    for (position, slot) in positionSlots.enumerated() where slotPositions[slot] != position { return false }
    for index in sections.indices where sectionIndex[sections[index]] != index { return false }
    for index in 1..<sectionStarts.count where sectionStarts[index] < sectionStarts[index - 1] { return false }
    for index in items.indices where position(of: items[index]) != index { return false }
    return true
  }
}
