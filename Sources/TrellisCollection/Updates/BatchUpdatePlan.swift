import Foundation

/// A validated batch update (`BatchUpdatePlanner`'s answer): the sorted changes a layout receives, the
/// items to reconfigure, and the old→new and new→old maps of sections and items.
///
/// The maps store changes only (`IndexRemap`): memory and every query are proportional to the changes
/// of the sections involved, never to the item count. A reload keeps its place: the reloaded item maps to
/// the position its replacement takes (as an unchanged item would), and `isReloaded` tells it apart; the
/// items of a reloaded section map to nil both ways (all replaced). See
/// `Documentation/Behaviour.md#updates-planner`.
package struct BatchUpdatePlan: Sendable {
  /// The item count of every section before the update.
  package internal(set) var oldCounts: [Int] = []
  /// The item count of every section after the update (the data source's, at commit).
  package internal(set) var newCounts: [Int] = []
  /// The sections' remap.
  package internal(set) var sections = IndexRemap(identity: 0)
  /// For each of `sections.removed`: the moved section's new index, or -1 for a deleted one.
  var sectionDestinations: [Int] = []
  /// For each of `sections.placed`: the moved section's old index, or -1 for an inserted one.
  var sectionSources: [Int] = []
  /// The reloaded sections' old indices, sorted.
  package internal(set) var reloadedSections: [Int] = []
  /// The item changes of the sections that item operations touch, by old section, ascending.
  package internal(set) var itemChanges: [SectionItemChanges] = []
  /// Where each old section's item changes are in `itemChanges`.
  var itemChangesByOldSection: [Int: Int] = [:]
  /// Where each new section's item changes are in `itemChanges`.
  var itemChangesByNewSection: [Int: Int] = [:]
  /// The changes in the order `prepare(forCollectionViewUpdates:)` receives them: deletes (descending
  /// by the index path before), moves (ascending before), reloads (ascending before), inserts (ascending
  /// after); a section's own change sorts after its items (item `NSNotFound`).
  package internal(set) var changes: [BatchUpdateChange] = []
  /// The items to reconfigure, at their positions after the update, ascending (none that are also reloaded).
  package internal(set) var reconfiguredItems: [ItemPosition] = []

  /// Creates a plan without changes; `BatchUpdatePlanner` fills it.
  init() {}

  /// Sets the counts and the section maps of a plan the planner fills again (its item changes, changes
  /// and reconfigured items follow).
  mutating func reset(
    oldCounts: [Int], newCounts: [Int], sections: IndexRemap, sectionDestinations: [Int], sectionSources: [Int],
    reloadedSections: [Int]
  ) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    self.sections = sections
    self.sectionDestinations = sectionDestinations
    self.sectionSources = sectionSources
    self.reloadedSections = reloadedSections
  }

  /// Indexes `itemChanges` by old and new section, in the tables' kept storage.
  /// - Complexity: O(sections with item changes).
  mutating func indexItemChanges() {
    itemChangesByOldSection.removeAll(keepingCapacity: true)
    itemChangesByNewSection.removeAll(keepingCapacity: true)
    for (index, section) in itemChanges.enumerated() {
      itemChangesByOldSection[section.oldSection] = index
      itemChangesByNewSection[section.newSection] = index
    }
  }

  /// Whether the batch changes nothing the layout or the visible views must hear of.
  package var isEmpty: Bool { changes.isEmpty && reconfiguredItems.isEmpty }
}
