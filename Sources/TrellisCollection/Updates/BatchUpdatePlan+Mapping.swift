import Foundation

extension BatchUpdatePlan {
  /// The index after the update of the old section `section`; nil when it was deleted or is out of range.
  /// A reloaded section keeps its place and answers it.
  /// - Complexity: O(log section changes).
  package func newSection(forOld section: Int) -> Int? {
    guard section >= 0, section < sections.oldCount else { return nil }
    if let removed = sections.removedPosition(of: section) {
      let destination = sectionDestinations[removed]
      return destination >= 0 ? destination : nil
    }
    return sections.newIndex(ofRemaining: section)
  }

  /// The index before the update of the new section `section`; nil when it was inserted or is out of range.
  /// - Complexity: O(log section changes).
  package func oldSection(forNew section: Int) -> Int? {
    guard section >= 0, section < sections.newCount else { return nil }
    if let placed = sections.placedPosition(of: section) {
      let source = sectionSources[placed]
      return source >= 0 ? source : nil
    }
    return sections.oldIndex(ofUnplaced: section)
  }

  /// Whether the old section `section` is reloaded.
  /// - Complexity: O(log reloaded sections).
  package func isSectionReloaded(old section: Int) -> Bool {
    IndexRemap.position(of: section, in: reloadedSections) != nil
  }

  /// The position after the update of the old item `position`; nil when it was deleted (itself or with
  /// its section), when its section is reloaded, or when it is out of range. A reloaded item answers the
  /// position its replacement takes.
  /// - Complexity: O(log changes).
  package func newPosition(forOld position: ItemPosition) -> ItemPosition? {
    guard let newSection = newSection(forOld: position.section), position.item >= 0,
      position.item < oldCounts[position.section], !isSectionReloaded(old: position.section)
    else { return nil }
    guard let changes = itemChangesByOldSection[position.section] else {
      return ItemPosition(section: newSection, item: position.item)
    }
    return itemChanges[changes].newPosition(ofOld: position.item)
  }

  /// The position before the update of the new item `position`; nil when it was inserted (itself or
  /// with its section), when its section is reloaded, or when it is out of range. A reloaded item's
  /// replacement answers the reloaded item's position.
  /// - Complexity: O(log changes).
  package func oldPosition(forNew position: ItemPosition) -> ItemPosition? {
    guard let oldSection = oldSection(forNew: position.section), position.item >= 0,
      position.item < newCounts[position.section], !isSectionReloaded(old: oldSection)
    else { return nil }
    guard let changes = itemChangesByNewSection[position.section] else {
      return ItemPosition(section: oldSection, item: position.item)
    }
    return itemChanges[changes].oldPosition(ofNew: position.item)
  }

  /// Whether the old item `position` is reloaded (by itself; a reloaded section's items answer false,
  /// see `isSectionReloaded(old:)`).
  /// - Complexity: O(log changes).
  package func isItemReloaded(old position: ItemPosition) -> Bool {
    guard let changes = itemChangesByOldSection[position.section] else { return false }
    return itemChanges[changes].isReloaded(old: position.item)
  }

  /// The index path after the update of the old item `indexPath` (see `newPosition(forOld:)`).
  /// - Complexity: O(log changes).
  package func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    return newPosition(forOld: ItemPosition(indexPath))?.indexPath
  }

  /// The index path before the update of the new item `indexPath` (see `oldPosition(forNew:)`).
  /// - Complexity: O(log changes).
  package func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    return oldPosition(forNew: ItemPosition(indexPath))?.indexPath
  }

  /// The key after the update of a visible view's old key, for `rekeyVisibleViews`: a cell follows its
  /// item and answers nil when the item is deleted or reloaded (a reload shows a new cell, so the old
  /// one leaves); a supplementary or decoration view follows its section, keeps its other indexes, and
  /// answers nil when the section is deleted or reloaded. Layouts that index supplementary views by
  /// item refine this with their own `indexPathsToDelete…`/`…ToInsert…` answers.
  /// - Complexity: O(log changes).
  package func newElementKey(forOld key: ElementKey) -> ElementKey? {
    var moved = key
    switch key.category {
    case .cell:
      guard key.indexPath.count == 2 else { return nil }
      let old = ItemPosition(key.indexPath)
      guard !isItemReloaded(old: old), let position = newPosition(forOld: old) else { return nil }
      moved.indexPath = position.indexPath
    case .supplementaryView, .decorationView:
      guard key.indexPath.count >= 1, !isSectionReloaded(old: key.indexPath[0]),
        let section = newSection(forOld: key.indexPath[0])
      else { return nil }
      moved.indexPath[0] = section
    }
    return moved
  }

  /// The key before the update of an element's new key: nil for an inserted or reloaded item, or an
  /// element of an inserted or reloaded section (the inverse of `newElementKey(forOld:)`).
  /// - Complexity: O(log changes).
  package func oldElementKey(forNew key: ElementKey) -> ElementKey? {
    var old = key
    switch key.category {
    case .cell:
      guard key.indexPath.count == 2, let position = oldPosition(forNew: ItemPosition(key.indexPath)),
        !isItemReloaded(old: position), !isSectionReloaded(old: position.section)
      else { return nil }
      old.indexPath = position.indexPath
    case .supplementaryView, .decorationView:
      guard key.indexPath.count >= 1, let section = oldSection(forNew: key.indexPath[0]),
        !isSectionReloaded(old: section)
      else { return nil }
      old.indexPath[0] = section
    }
    return old
  }
}
