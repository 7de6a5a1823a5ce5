import Foundation

extension SnapshotDiffComputation {
  /// Turns the new snapshot's reload and reconfigure marks into positions after the update: marked
  /// sections in both snapshots are reloaded; marked items in both snapshots are reloaded unless their
  /// section is; items marked for reconfiguring in both snapshots are reconfigured unless reloaded,
  /// by their own mark or their section's.
  /// - Complexity: O(r log r) for r marks, one hash lookup per mark (two for items).
  mutating func resolveMarks() {
    var reloadedSectionFlags = ContiguousArray<Bool>()
    if !new.reloadedSections.isEmpty {
      reloadedSectionFlags = ContiguousArray(repeating: false, count: new.sections.count)
      diff.reloadedSections.reserveCapacity(new.reloadedSections.count)
      for section in new.reloadedSections {
        guard let index = new.sectionIndex[section], newSectionToOld[index] >= 0 else { continue }
        reloadedSectionFlags[index] = true
        diff.reloadedSections.append(index)
      }
      diff.reloadedSections.sort()
    }
    /// The new flat position and section of a marked item in both snapshots and outside reloaded sections.
    func place(_ item: Item) -> (position: Int, section: Int)? {
      guard let position = new.position(of: item), old.contains(item) else { return nil }
      let section = new.section(atFlatPosition: position)
      if !reloadedSectionFlags.isEmpty && reloadedSectionFlags[section] { return nil }
      return (position, section)
    }
    var reloadedPositions = Set<Int>()
    if !new.reloadedItems.isEmpty {
      reloadedPositions.reserveCapacity(new.reloadedItems.count)
      diff.reloadedItems.reserveCapacity(new.reloadedItems.count)
      for item in new.reloadedItems {
        guard let (position, section) = place(item) else { continue }
        reloadedPositions.insert(position)
        diff.reloadedItems.append(IndexPath.pair(section: section, item: position - new.sectionStarts[section]))
      }
      diff.reloadedItems.sort()
    }
    if !new.reconfiguredItems.isEmpty {
      diff.reconfiguredItems.reserveCapacity(new.reconfiguredItems.count)
      for item in new.reconfiguredItems {
        guard let (position, section) = place(item), !reloadedPositions.contains(position) else { continue }
        diff.reconfiguredItems.append(IndexPath.pair(section: section, item: position - new.sectionStarts[section]))
      }
      diff.reconfiguredItems.sort()
    }
  }
}
