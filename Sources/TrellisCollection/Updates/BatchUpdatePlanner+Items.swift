import Foundation

extension BatchUpdatePlanner {
  /// The item operations' changes, gathered by section once they are valid.
  struct ItemTally {
    /// Per old section: the removed items with where they went (section -1 when deleted).
    var removed: [Int: [(item: Int, destination: ItemPosition)]] = [:]
    /// Per new section: the placed items with where they came from (section -1 when inserted).
    var placed: [Int: [(item: Int, source: ItemPosition)]] = [:]
    /// Per old section: the reloaded items.
    var reloaded: [Int: [Int]] = [:]
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
  }

  /// Checks the item operations (range and changed sections, conflicts, the count rule) and builds the plan.
  /// - Complexity: O(S log c + k log k) for S sections, k item operations and c section changes.
  mutating func planItems() throws(BatchUpdateError) -> BatchUpdatePlan {
    for operation in itemOperations { try checkRange(of: operation) }
    let tally = try tallyItemOperations()
    try checkItemCounts(tally)
    var plan = BatchUpdatePlan(
      oldCounts: oldCounts, newCounts: newCounts, sections: sections, sectionDestinations: sectionDestinations,
      sectionSources: sectionSources, reloadedSections: sectionReloads.keys.sorted(),
      itemChanges: sectionItemChanges(tally))
    plan.changes = changes(tally, plan: plan)
    plan.reconfiguredItems = tally.reconfigured.compactMap { plan.newPosition(forOld: $0) }.sorted()
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
  /// repeated reloads and reconfigures, and gathers the changes by section.
  /// - Complexity: O(k) for k item operations (hashing).
  func tallyItemOperations() throws(BatchUpdateError) -> ItemTally {
    var removals: [ItemPosition: BatchUpdateOperation] = [:]
    var reloads: [ItemPosition: BatchUpdateOperation] = [:]
    var reconfigures: [ItemPosition: BatchUpdateOperation] = [:]
    var placements: [ItemPosition: BatchUpdateOperation] = [:]
    removals.reserveCapacity(itemOperations.count)
    placements.reserveCapacity(itemOperations.count)
    var tally = ItemTally()
    let deleted = ItemPosition(section: -1, item: -1)
    for operation in itemOperations {
      switch operation {
      case .deleteItem(let path):
        let position = ItemPosition(path)
        if let first = removals[position] ?? reloads[position] ?? reconfigures[position] {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        removals[position] = operation
        tally.removed[position.section, default: []].append((position.item, deleted))
        tally.deleted[position.section, default: 0] += 1
      case .reloadItem(let path):
        let position = ItemPosition(path)
        if let first = removals[position] { throw .conflictingItemOperations(first: first, second: operation) }
        if reloads[position] != nil { continue }
        reloads[position] = operation
        tally.reloaded[position.section, default: []].append(position.item)
      case .reconfigureItem(let path):
        let position = ItemPosition(path)
        if let first = removals[position], case .deleteItem = first {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        if reconfigures[position] != nil { continue }
        reconfigures[position] = operation
        tally.reconfigured.append(position)
      case .moveItem(let fromPath, let toPath):
        let from = ItemPosition(fromPath)
        let to = ItemPosition(toPath)
        if let first = removals[from] ?? reloads[from] ?? placements[to] {
          throw .conflictingItemOperations(first: first, second: operation)
        }
        removals[from] = operation
        placements[to] = operation
        tally.removed[from.section, default: []].append((from.item, to))
        tally.placed[to.section, default: []].append((to.item, from))
        tally.movedOut[from.section, default: 0] += 1
        tally.movedIn[to.section, default: 0] += 1
      case .insertItem(let path):
        let position = ItemPosition(path)
        if let first = placements[position] { throw .conflictingItemOperations(first: first, second: operation) }
        placements[position] = operation
        tally.placed[position.section, default: []].append((position.item, deleted))
        tally.inserted[position.section, default: 0] += 1
      case .insertSection, .deleteSection, .moveSection, .reloadSection:
        continue
      }
    }
    tally.reconfigured.removeAll { reloads[$0] != nil }  // a reload makes a new cell anyway
    return tally
  }

  /// Applies UIKit's count rule to every section that exists before and after, in order after the update.
  /// - Complexity: O(S log c).
  func checkItemCounts(_ tally: ItemTally) throws(BatchUpdateError) {
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

  /// The item changes of every section that item operations touch, by old section.
  /// - Complexity: O(k log k).
  func sectionItemChanges(_ tally: ItemTally) -> [SectionItemChanges] {
    var newSectionOfOld: [Int: Int] = [:]
    for old in tally.removed.keys { newSectionOfOld[old] = newSection(ofKeptOld: old) }
    for old in tally.reloaded.keys { newSectionOfOld[old] = newSection(ofKeptOld: old) }
    for new in tally.placed.keys { newSectionOfOld[oldSection(ofKeptNew: new)] = new }
    return newSectionOfOld.keys.sorted().map { old in
      let new = newSectionOfOld[old]!
      let removed = (tally.removed[old] ?? []).sorted { $0.item < $1.item }
      let placed = (tally.placed[new] ?? []).sorted { $0.item < $1.item }
      return SectionItemChanges(
        oldSection: old, newSection: new,
        remap: IndexRemap(
          oldCount: oldCounts[old], newCount: newCounts[new], removed: removed.map(\.item), placed: placed.map(\.item)),
        destinations: removed.map(\.destination), sources: placed.map(\.source),
        reloaded: (tally.reloaded[old] ?? []).sorted())
    }
  }

  /// The plan's changes in UIKit's order: deletes descending, then moves, reloads and inserts ascending.
  /// - Complexity: O(k log k).
  func changes(_ tally: ItemTally, plan: BatchUpdatePlan) -> [BatchUpdateChange] {
    var deletes: [BatchUpdateChange] = []
    var moves: [BatchUpdateChange] = []
    var reloads: [BatchUpdateChange] = []
    var inserts: [BatchUpdateChange] = []
    for operation in sectionOperations {
      switch operation {
      case .deleteSection(let section): deletes.append(.init(.delete, before: .section(section), after: nil))
      case .insertSection(let section): inserts.append(.init(.insert, before: nil, after: .section(section)))
      case .moveSection(let from, let to): moves.append(.init(.move, before: .section(from), after: .section(to)))
      case .reloadSection(let section):
        let after = ItemPosition.section(newSection(ofKeptOld: section))
        reloads.append(.init(.reload, before: .section(section), after: after))
      case .insertItem, .deleteItem, .moveItem, .reloadItem, .reconfigureItem: continue
      }
    }
    for (section, items) in tally.removed {
      for (item, destination) in items {
        let before = ItemPosition(section: section, item: item)
        if destination.section < 0 {
          deletes.append(.init(.delete, before: before, after: nil))
        } else {
          moves.append(.init(.move, before: before, after: destination))
        }
      }
    }
    for (section, items) in tally.placed {
      for (item, source) in items where source.section < 0 {
        inserts.append(.init(.insert, before: nil, after: ItemPosition(section: section, item: item)))
      }
    }
    for (section, items) in tally.reloaded {
      for item in items {
        let before = ItemPosition(section: section, item: item)
        reloads.append(.init(.reload, before: before, after: plan.newPosition(forOld: before)))
      }
    }
    deletes.sort { $0.before! > $1.before! }
    moves.sort { $0.before! < $1.before! }
    reloads.sort { $0.before! < $1.before! }
    inserts.sort { $0.after! < $1.after! }
    return deletes + moves + reloads + inserts
  }
}
