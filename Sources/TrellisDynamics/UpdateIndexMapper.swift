import Trellis

/// Where the elements before a batch update are after it, worked out from the `UpdateItem`s a layout
/// receives in `prepare(forCollectionViewUpdates:)`, as a UIKit layout would: deleted and reloaded
/// elements have no new place, moved ones go where the move says, and every other one shifts by the
/// removals before it (in the old indexes) and then the insertions before it (in the new ones).
///
/// A reload counts as a delete at its old index path and an insert at its new one; a moved section
/// takes its items along. Headers and footers follow their section.
struct UpdateIndexMapper {
  /// Old sections deleted, reloaded or moved away, ascending.
  private var removedSections: [Int] = []
  /// New sections inserted, reloaded or moved in, ascending.
  private var insertedSections: [Int] = []
  /// Old section → new section, for moved sections.
  private var movedSections: [Int: Int] = [:]
  /// Old sections whose items have no new place (deleted or reloaded).
  private var droppedSections: Set<Int> = []
  /// Old item positions deleted, reloaded or moved away, by old section, ascending.
  private var removedItems: [Int: [Int]] = [:]
  /// New item positions inserted, reloaded or moved in, by new section, ascending.
  private var insertedItems: [Int: [Int]] = [:]
  /// Old item → new item, for moved items.
  private var movedItems: [IndexPath: IndexPath] = [:]
  /// Old items with no new place (deleted or reloaded).
  private var droppedItems: Set<IndexPath> = []

  /// Reads the update items (any order).
  /// - Complexity: O(u log u) for u update items.
  @MainActor init(_ updateItems: [UpdateItem]) {
    for update in updateItems {
      let before = update.indexPathBeforeUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let after = update.indexPathAfterUpdate.flatMap { $0.count == 2 ? $0 : nil }
      let isSection = (before ?? after)?.item == NSNotFound
      switch update.updateAction {
      case .insert:
        if let after { insert(after, section: isSection) }
      case .delete:
        if let before { remove(before, section: isSection, dropped: true) }
      case .reload:
        if let before { remove(before, section: isSection, dropped: true) }
        if let after { insert(after, section: isSection) }
      case .move:
        guard let before, let after else { continue }
        remove(before, section: isSection, dropped: false)
        insert(after, section: isSection)
        if isSection { movedSections[before.section] = after.section } else { movedItems[before] = after }
      case .none:
        break
      }
    }
    removedSections.sort()
    insertedSections.sort()
    for key in removedItems.keys { removedItems[key]!.sort() }
    for key in insertedItems.keys { insertedItems[key]!.sort() }
  }

  private mutating func remove(_ indexPath: IndexPath, section: Bool, dropped: Bool) {
    if section {
      removedSections.append(indexPath.section)
      if dropped { droppedSections.insert(indexPath.section) }
    } else {
      removedItems[indexPath.section, default: []].append(indexPath.item)
      if dropped { droppedItems.insert(indexPath) }
    }
  }

  private mutating func insert(_ indexPath: IndexPath, section: Bool) {
    if section {
      insertedSections.append(indexPath.section)
    } else {
      insertedItems[indexPath.section, default: []].append(indexPath.item)
    }
  }

  /// An old index shifted past the removals before it in `removed` and the insertions at or before
  /// it in `inserted` (both ascending).
  private static func shift(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
    var shifted = index - removed.prefix { $0 < index }.count
    for position in inserted where position <= shifted { shifted += 1 }
    return shifted
  }

  /// The section an old section becomes, nil when it was deleted or reloaded.
  /// - Complexity: O(section updates).
  func newSection(forOld section: Int) -> Int? {
    if droppedSections.contains(section) { return nil }
    if let moved = movedSections[section] { return moved }
    return Self.shift(section, removed: removedSections, inserted: insertedSections)
  }

  /// The index path an old item's index path becomes, nil when it (or its section) was deleted or
  /// reloaded.
  /// - Complexity: O(updates of its sections).
  func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, !droppedItems.contains(indexPath) else { return nil }
    if let moved = movedItems[indexPath] { return moved }
    guard let section = newSection(forOld: indexPath.section) else { return nil }
    let item = Self.shift(
      indexPath.item, removed: removedItems[indexPath.section] ?? [], inserted: insertedItems[section] ?? [])
    return IndexPath(item: item, section: section)
  }

  /// The key an old element's key becomes: items by index path, headers and footers by section.
  func newKey(forOld key: ElementKey) -> ElementKey? {
    if key.category == .cell {
      return newIndexPath(forOld: key.indexPath).map { ElementKey(category: .cell, kind: nil, indexPath: $0) }
    }
    guard key.indexPath.count == 2, let section = newSection(forOld: key.indexPath.section) else { return nil }
    return ElementKey(
      category: key.category, kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))
  }
}
