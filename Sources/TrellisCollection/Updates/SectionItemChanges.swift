/// The item changes of one section that exists before and after a batch (neither inserted, deleted,
/// moved nor reloaded as a whole): its index remap, where removed items went and where placed items
/// came from. Only sections that item operations touch have one.
package struct SectionItemChanges: Hashable, Sendable {
  /// The section's index before the update.
  package private(set) var oldSection: Int
  /// The section's index after the update.
  package private(set) var newSection: Int
  /// The items' remap.
  package private(set) var remap: IndexRemap
  /// For each of `remap.removed`: where the item moved, or section -1 when it was deleted.
  package private(set) var destinations: [ItemPosition]
  /// For each of `remap.placed`: where the item came from, or section -1 when it was inserted.
  package private(set) var sources: [ItemPosition]
  /// The reloaded items' old indices, sorted.
  package private(set) var reloaded: [Int]

  /// Creates the changes of one section.
  package init(
    oldSection: Int, newSection: Int, remap: IndexRemap, destinations: [ItemPosition], sources: [ItemPosition],
    reloaded: [Int]
  ) {
    self.oldSection = oldSection
    self.newSection = newSection
    self.remap = remap
    self.destinations = destinations
    self.sources = sources
    self.reloaded = reloaded
  }

  /// Creates the changes of an unchanged empty section, for the planner to fill.
  init() {
    self.init(
      oldSection: 0, newSection: 0, remap: IndexRemap(identity: 0), destinations: [], sources: [], reloaded: [])
  }

  /// Makes these the changes of the section `oldSection` (`newSection` after the update) with the given
  /// removed, placed and reloaded items (sorted by position, of this section), in the kept storage.
  /// - Complexity: O(changes).
  mutating func fill(
    oldSection: Int, newSection: Int, oldCount: Int, newCount: Int,
    removed: ArraySlice<(old: ItemPosition, destination: ItemPosition)>,
    placed: ArraySlice<(new: ItemPosition, source: ItemPosition)>, reloaded: ArraySlice<ItemPosition>
  ) {
    self.oldSection = oldSection
    self.newSection = newSection
    remap.fill(
      oldCount: oldCount, newCount: newCount, removed: removed.lazy.map(\.old.item),
      placed: placed.lazy.map(\.new.item))
    destinations.removeAll(keepingCapacity: true)
    destinations.append(contentsOf: removed.lazy.map(\.destination))
    sources.removeAll(keepingCapacity: true)
    sources.append(contentsOf: placed.lazy.map(\.source))
    self.reloaded.removeAll(keepingCapacity: true)
    self.reloaded.append(contentsOf: reloaded.lazy.map(\.item))
  }

  /// The new position of the section's old item `item`, nil when it was deleted.
  /// - Complexity: O(log changes).
  package func newPosition(ofOld item: Int) -> ItemPosition? {
    if let removed = remap.removedPosition(of: item) {
      let destination = destinations[removed]
      return destination.section >= 0 ? destination : nil
    }
    return ItemPosition(section: newSection, item: remap.newIndex(ofRemaining: item))
  }

  /// The old position of the section's new item `item`, nil when it was inserted.
  /// - Complexity: O(log changes).
  package func oldPosition(ofNew item: Int) -> ItemPosition? {
    if let placed = remap.placedPosition(of: item) {
      let source = sources[placed]
      return source.section >= 0 ? source : nil
    }
    return ItemPosition(section: oldSection, item: remap.oldIndex(ofUnplaced: item))
  }

  /// Whether the section's old item `item` is reloaded.
  /// - Complexity: O(log reloads).
  package func isReloaded(old item: Int) -> Bool { IndexRemap.position(of: item, in: reloaded) != nil }
}
