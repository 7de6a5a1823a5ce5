import Foundation

extension BatchUpdatePlanner {
  /// The item operations' changes once they are valid, as flat lists the planner keeps from batch to
  /// batch (emptied, not freed).
  struct ItemTally {
    /// The removed items (old positions) with where they went (section -1 when deleted).
    var removed: [(old: ItemPosition, destination: ItemPosition)] = []
    /// The placed items (new positions) with where they came from (section -1 when inserted).
    var placed: [(new: ItemPosition, source: ItemPosition)] = []
    /// The reloaded items' old positions.
    var reloaded: [ItemPosition] = []
    /// Per new section: how many items were inserted.
    var inserted: [Int: Int] = [:]
    /// Per old section: how many items were deleted.
    var deleted: [Int: Int] = [:]
    /// Per new section: how many items were moved in.
    var movedIn: [Int: Int] = [:]
    /// Per old section: how many items were moved out.
    var movedOut: [Int: Int] = [:]
    /// The reconfigured items' old positions, without repeats, in call order.
    var reconfigured: [ItemPosition] = []
    /// The operation that removes each old position (a delete or a move away), to find conflicts.
    var removals: [ItemPosition: BatchUpdateOperation] = [:]
    /// The reload of each reloaded old position.
    var reloads: [ItemPosition: BatchUpdateOperation] = [:]
    /// The reconfigure of each reconfigured old position.
    var reconfigures: [ItemPosition: BatchUpdateOperation] = [:]
    /// The operation that fills each new position (an insert or a move in).
    var placements: [ItemPosition: BatchUpdateOperation] = [:]
    /// For each old section with item changes, its new index.
    var newSectionOfOld: [Int: Int] = [:]
    /// The old sections with item changes, ascending.
    var touchedSections: [Int] = []
    /// The changes of each kind while they are sorted (see `changes`).
    var deletes: [BatchUpdateChange] = []
    var moves: [BatchUpdateChange] = []
    var reloadChanges: [BatchUpdateChange] = []
    var inserts: [BatchUpdateChange] = []

    /// Empties every list and table, keeping their storage.
    mutating func removeAll() {
      removed.removeAll(keepingCapacity: true)
      placed.removeAll(keepingCapacity: true)
      reloaded.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
      deleted.removeAll(keepingCapacity: true)
      movedIn.removeAll(keepingCapacity: true)
      movedOut.removeAll(keepingCapacity: true)
      reconfigured.removeAll(keepingCapacity: true)
      removals.removeAll(keepingCapacity: true)
      reloads.removeAll(keepingCapacity: true)
      reconfigures.removeAll(keepingCapacity: true)
      placements.removeAll(keepingCapacity: true)
      newSectionOfOld.removeAll(keepingCapacity: true)
      touchedSections.removeAll(keepingCapacity: true)
      deletes.removeAll(keepingCapacity: true)
      moves.removeAll(keepingCapacity: true)
      reloadChanges.removeAll(keepingCapacity: true)
      inserts.removeAll(keepingCapacity: true)
    }
  }

  /// Checks the item operations (range and changed sections, conflicts, the count rule) and builds the
  /// plan, in the spare plan's storage when there is one.
  /// - Complexity: O(S log c + k log k) for S sections, k item operations and c section changes.
  mutating func planItems() throws(BatchUpdateError) -> BatchUpdatePlan {
    for operation in itemOperations { try checkRange(of: operation) }
    try tallyItemOperations()
    try checkItemCounts()
    var plan = spare.take() ?? BatchUpdatePlan()
    sortTally()
    plan.reset(
      oldCounts: oldCounts, newCounts: newCounts, sections: sections, sectionDestinations: sectionDestinations,
      sectionSources: sectionSources, reloadedSections: sectionReloads.keys.sorted())
    fillItemChanges(of: &plan)
    plan.indexItemChanges()
    fillChanges(of: &plan)
    plan.reconfiguredItems.removeAll(keepingCapacity: true)
    for old in tally.reconfigured {
      if let new = plan.newPosition(forOld: old) { plan.reconfiguredItems.append(new) }
    }
    plan.reconfiguredItems.sortKeepingStorage()
    return plan
  }

  /// Refuses an item operation whose sections or items are out of range or whose section changes as a whole.
  func checkRange(of operation: BatchUpdateOperation) throws(BatchUpdateError) {
    let (old, new) = operation.positions
    if let old {
      guard old.section >= 0, old.section < oldCounts.count else {
        throw .itemSectionOutOfRange(
          operation, indexPath: old.indexPath, sections: oldCounts.count, afterUpdate: false)
      }
      if let change = sectionChange(ofOld: old.section) {
        throw .itemInChangedSection(operation, section: old.section, sectionOperation: change)
      }
      guard old.item >= 0, old.item < oldCounts[old.section] else {
        throw .itemOutOfRange(operation, indexPath: old.indexPath, items: oldCounts[old.section], afterUpdate: false)
      }
    }
    if let new {
      guard new.section >= 0, new.section < newCounts.count else {
        throw .itemSectionOutOfRange(
          operation, indexPath: new.indexPath, sections: newCounts.count, afterUpdate: true)
      }
      if let change = sectionChange(ofNew: new.section) {
        throw .itemInChangedSection(operation, section: new.section, sectionOperation: change)
      }
      guard new.item >= 0, new.item < newCounts[new.section] else {
        throw .itemOutOfRange(operation, indexPath: new.indexPath, items: newCounts[new.section], afterUpdate: true)
      }
    }
  }

  /// Refuses conflicting item operations (in call order, each against the earlier ones), coalesces
  /// repeated reloads and reconfigures, and gathers the changes into `tally`.
  /// - Complexity: O(k) for k item operations (hashing).
  mutating func tallyItemOperations() throws(BatchUpdateError) {
    tally.removals.reserveCapacity(itemOperations.count)
    tally.placements.reserveCapacity(itemOperations.count)
    let deleted = ItemPosition(section: -1, item: -1)
    for operation in itemOperations {
      switch operation {
      case .deleteItem(let path):
        let position = ItemPosition(path)
        if let first = tally.removals[position] ?? tally.reloads[position] ?? tally.reconfigures[position] {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        tally.removals[position] = operation
        tally.removed.append((position, deleted))
        tally.deleted[position.section, default: 0] += 1
      case .reloadItem(let path):
        let position = ItemPosition(path)
        if let first = tally.removals[position] { throw .conflictingItemOperations(first: first, second: operation) }
        if tally.reloads[position] != nil { continue }
        tally.reloads[position] = operation
        tally.reloaded.append(position)
      case .reconfigureItem(let path):
        let position = ItemPosition(path)
        if let first = tally.removals[position], case .deleteItem = first {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        if tally.reconfigures[position] != nil { continue }
        tally.reconfigures[position] = operation
        tally.reconfigured.append(position)
      case .moveItem(let fromPath, let toPath):
        let from = ItemPosition(fromPath)
        let to = ItemPosition(toPath)
        if let first = tally.removals[from] ?? tally.reloads[from] ?? tally.placements[to] {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        tally.removals[from] = operation
        tally.placements[to] = operation
        tally.removed.append((from, to))
        tally.placed.append((to, from))
        tally.movedOut[from.section, default: 0] += 1
        tally.movedIn[to.section, default: 0] += 1
      case .insertItem(let path):
        let position = ItemPosition(path)
        if let first = tally.placements[position] {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        tally.placements[position] = operation
        tally.placed.append((position, deleted))
        tally.inserted[position.section, default: 0] += 1
      case .insertSection, .deleteSection, .moveSection, .reloadSection:
        continue
      }
    }
    let reloads = tally.reloads
    tally.reconfigured.removeAll { reloads[$0] != nil }  // a reload makes a new cell anyway
  }

  /// Applies UIKit's count rule to every section that exists before and after, in order after the update.
  /// - Complexity: O(S log c).
  func checkItemCounts() throws(BatchUpdateError) {
    for section in newCounts.indices {
      if let placement = sectionPlacements[section], case .insertSection = placement { continue }  // any count
      let old = oldSection(ofKeptNew: section)  // unchanged or moved here
      if sectionReloads[old] != nil { continue }  // reloaded: any count
      let counts = (
        inserted: tally.inserted[section] ?? 0, deleted: tally.deleted[old] ?? 0, movedIn: tally.movedIn[section] ?? 0,
        movedOut: tally.movedOut[old] ?? 0
      )
      let expected = oldCounts[old] + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
      if newCounts[section] != expected {
        throw .invalidNumberOfItems(
          section: section, before: oldCounts[old], after: newCounts[section], inserted: counts.inserted,
          deleted: counts.deleted, movedIn: counts.movedIn, movedOut: counts.movedOut)
      }
    }
  }

  /// Sorts the tally's lists by position (each position appears once in its list, so the order is total)
  /// and finds the old sections with item changes and their new indices.
  /// - Complexity: O(k log k).
  mutating func sortTally() {
    tally.removed.sortKeepingStorage { $0.old < $1.old }
    tally.placed.sortKeepingStorage { $0.new < $1.new }
    tally.reloaded.sortKeepingStorage()
    for (old, _) in tally.removed { tally.newSectionOfOld[old.section] = newSection(ofKeptOld: old.section) }
    for old in tally.reloaded { tally.newSectionOfOld[old.section] = newSection(ofKeptOld: old.section) }
    for (new, _) in tally.placed { tally.newSectionOfOld[oldSection(ofKeptNew: new.section)] = new.section }
    tally.touchedSections.append(contentsOf: tally.newSectionOfOld.keys)
    tally.touchedSections.sortKeepingStorage()
  }

  /// The item changes of every section that item operations touch, by old section, written over the
  /// plan's earlier ones.
  /// - Complexity: O(k log k).
  func fillItemChanges(of plan: inout BatchUpdatePlan) {
    let count = tally.touchedSections.count
    if plan.itemChanges.count > count { plan.itemChanges.removeSubrange(count...) }
    for (index, old) in tally.touchedSections.enumerated() {
      let new = tally.newSectionOfOld[old]!
      let removed = Self.run(ofSection: old, in: tally.removed, position: \.old)
      let placed = Self.run(ofSection: new, in: tally.placed, position: \.new)
      let reloaded = Self.run(ofSection: old, in: tally.reloaded, position: \.self)
      if index == plan.itemChanges.count { plan.itemChanges.append(SectionItemChanges()) }
      plan.itemChanges[index].fill(
        oldSection: old, newSection: new, oldCount: oldCounts[old], newCount: newCounts[new],
        removed: tally.removed[removed], placed: tally.placed[placed], reloaded: tally.reloaded[reloaded])
    }
  }

  /// Where the elements of `section` are in `list`, sorted by `position`.
  /// - Complexity: O(log list).
  static func run<Element>(
    ofSection section: Int, in list: [Element], position: KeyPath<Element, ItemPosition>
  ) -> Range<Int> {
    func firstIndex(from value: Int) -> Int {
      var low = 0
      var high = list.count
      while low < high {
        let middle = (low + high) / 2
        if list[middle][keyPath: position].section < value { low = middle + 1 } else { high = middle }
      }
      return low
    }
    return firstIndex(from: section)..<firstIndex(from: section + 1)
  }

  /// The plan's changes in UIKit's order: deletes descending, then moves, reloads and inserts ascending.
  /// - Complexity: O(k log k).
  mutating func fillChanges(of plan: inout BatchUpdatePlan) {
    for operation in sectionOperations {
      switch operation {
      case .deleteSection(let section): tally.deletes.append(.init(.delete, before: .section(section), after: nil))
      case .insertSection(let section): tally.inserts.append(.init(.insert, before: nil, after: .section(section)))
      case .moveSection(let from, let to):
        tally.moves.append(.init(.move, before: .section(from), after: .section(to)))
      case .reloadSection(let section):
        let after = ItemPosition.section(newSection(ofKeptOld: section))
        tally.reloadChanges.append(.init(.reload, before: .section(section), after: after))
      case .insertItem, .deleteItem, .moveItem, .reloadItem, .reconfigureItem: continue
      }
    }
    for (before, destination) in tally.removed {
      if destination.section < 0 {
        tally.deletes.append(.init(.delete, before: before, after: nil))
      } else {
        tally.moves.append(.init(.move, before: before, after: destination))
      }
    }
    for (after, source) in tally.placed where source.section < 0 {
      tally.inserts.append(.init(.insert, before: nil, after: after))
    }
    for before in tally.reloaded {
      tally.reloadChanges.append(.init(.reload, before: before, after: plan.newPosition(forOld: before)))
    }
    tally.deletes.sortKeepingStorage { $0.before! > $1.before! }
    tally.moves.sortKeepingStorage { $0.before! < $1.before! }
    tally.reloadChanges.sortKeepingStorage { $0.before! < $1.before! }
    tally.inserts.sortKeepingStorage { $0.after! < $1.after! }
    plan.changes.removeAll(keepingCapacity: true)
    plan.changes.append(contentsOf: tally.deletes)
    plan.changes.append(contentsOf: tally.moves)
    plan.changes.append(contentsOf: tally.reloadChanges)
    plan.changes.append(contentsOf: tally.inserts)
  }
}

extension Optional {
  /// The value, leaving nil behind (so the caller holds the only reference to its storage).
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
