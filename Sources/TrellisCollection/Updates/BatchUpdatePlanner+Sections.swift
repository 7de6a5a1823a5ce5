import Foundation

extension BatchUpdatePlanner {
  /// Checks the section operations (range, conflicts, the count rule) and builds the section remap.
  /// - Complexity: O(S + k log k) for S sections and k section operations.
  mutating func planSections() throws(BatchUpdateError) {
    let before = oldCounts.count
    let after = newCounts.count
    for operation in sectionOperations {
      let (old, new) = operation.sections
      if let old, old < 0 || old >= before {
        throw .sectionOutOfRange(operation, section: old, sections: before, afterUpdate: false)
      }
      if let new, new < 0 || new >= after {
        throw .sectionOutOfRange(operation, section: new, sections: after, afterUpdate: true)
      }
    }
    var kept: [BatchUpdateOperation] = []
    var inserted = 0
    var deleted = 0
    for operation in sectionOperations {
      switch operation {
      case .deleteSection(let section):
        if let first = sectionRemovals[section] ?? sectionReloads[section] {
          throw .conflictingSectionOperations(first: first, second: operation)
        }
        sectionRemovals[section] = operation
        deleted += 1
      case .reloadSection(let section):
        if let first = sectionRemovals[section] { throw .conflictingSectionOperations(first: first, second: operation) }
        if sectionReloads[section] != nil { continue }  // a repeated reload is one reload
        sectionReloads[section] = operation
      case .moveSection(let from, let to):
        if let first = sectionRemovals[from] ?? sectionReloads[from] ?? sectionPlacements[to] {
          throw .conflictingSectionOperations(first: first, second: operation)
        }
        sectionRemovals[from] = operation
        sectionPlacements[to] = operation
      case .insertSection(let section):
        if let first = sectionPlacements[section] {
          throw .conflictingSectionOperations(first: first, second: operation)
        }
        sectionPlacements[section] = operation
        inserted += 1
      case .insertItem, .deleteItem, .moveItem, .reloadItem, .reconfigureItem:
        continue
      }
      kept.append(operation)
    }
    sectionOperations = kept
    if after != before + inserted - deleted {
      throw .invalidNumberOfSections(before: before, after: after, inserted: inserted, deleted: deleted)
    }
    let removed = sectionRemovals.keys.sorted()
    let placed = sectionPlacements.keys.sorted()
    sectionDestinations = removed.map { section in
      if case .moveSection(_, let to) = sectionRemovals[section] { return to }
      return -1
    }
    sectionSources = placed.map { section in
      if case .moveSection(let from, _) = sectionPlacements[section] { return from }
      return -1
    }
    sections = IndexRemap(oldCount: before, newCount: after, removed: removed, placed: placed)
  }

  /// The section operation that changes the old section `section` as a whole, if any: its delete or
  /// reload. A moved section keeps its items, so item operations may name it (Trellis; see
  /// Documentation/Behaviour.md#updates-planner).
  func sectionChange(ofOld section: Int) -> BatchUpdateOperation? {
    if let removal = sectionRemovals[section], case .deleteSection = removal { return removal }
    return sectionReloads[section]
  }

  /// The section operation that changes the new section `section` as a whole, if any: its insert, or
  /// the reload of the old section it continues.
  /// - Complexity: O(log section changes).
  func sectionChange(ofNew section: Int) -> BatchUpdateOperation? {
    if let placement = sectionPlacements[section] {
      guard case .moveSection(let from, _) = placement else { return placement }
      return sectionReloads[from]
    }
    return sectionReloads[sections.oldIndex(ofUnplaced: section)]
  }

  /// The old index of the new section `section`, which is not inserted: the source of the move that
  /// brings it, or its place among the unplaced sections.
  /// - Complexity: O(log section changes).
  func oldSection(ofKeptNew section: Int) -> Int {
    if let placement = sectionPlacements[section], case .moveSection(let from, _) = placement { return from }
    return sections.oldIndex(ofUnplaced: section)
  }

  /// The new index of the old section `section`, which is not deleted: the destination of its move, or
  /// its place among the remaining sections.
  /// - Complexity: O(log section changes).
  func newSection(ofKeptOld section: Int) -> Int {
    if let removal = sectionRemovals[section], case .moveSection(_, let to) = removal { return to }
    return sections.newIndex(ofRemaining: section)
  }
}
