import Foundation

/// Validates a batch update and plans it, without views: from the counts before, the recorded
/// operations and the counts the data source reports at commit, either a `BatchUpdatePlan` or the first
/// problem as a `BatchUpdateError` (`Documentation/Behaviour.md#updates-planner`).
///
/// Checks run in a fixed order and the first failure is the answer: negative counts; malformed index
/// paths; section operations out of range, then conflicting, then the section count rule; item
/// operations out of range or inside a changed section, then conflicting, then the item count rule
/// (sections in order after the update). Within a step, operations are checked in call order.
///
/// The cost is proportional to the operations and the sections, never to the item count. A planner
/// kept from batch to batch (a collection view keeps one) plans in the buffers of the batches before:
/// its working tables, and the storage of the plan handed back with `recycle(_:)`, are emptied and filled
/// again, so planning a batch no larger than earlier ones allocates nothing (a buffer still shared
/// with a plan someone holds is copied first, as any array is).
package struct BatchUpdatePlanner {
  /// The item count of every section before the update.
  var oldCounts: [Int] = []
  /// The item count of every section after the update.
  var newCounts: [Int] = []
  /// The section operations, in call order, without coalesced duplicates once `planSections` ran.
  var sectionOperations: [BatchUpdateOperation] = []
  /// The item operations, in call order.
  var itemOperations: [BatchUpdateOperation] = []
  /// Old sections deleted or moved away, with their operation.
  var sectionRemovals: [Int: BatchUpdateOperation] = [:]
  /// Old sections reloaded, with their operation.
  var sectionReloads: [Int: BatchUpdateOperation] = [:]
  /// New sections inserted or moved in, with their operation.
  var sectionPlacements: [Int: BatchUpdateOperation] = [:]
  /// The sections' remap, once the section operations are valid.
  var sections = IndexRemap(identity: 0)
  /// For each of `sections.removed`, the new index or -1.
  var sectionDestinations: [Int] = []
  /// For each of `sections.placed`, the old index or -1.
  var sectionSources: [Int] = []
  /// The item operations' changes, gathered once they are valid.
  var tally = ItemTally()
  /// A plan its owner is done with, whose storage the next plan takes over.
  var spare: BatchUpdatePlan?

  /// Creates a planner without buffers.
  package init() {}

  /// Validates `operations` between the counts before and after and plans them, with a planner of its own.
  /// - Complexity: O(S + k log k) for S sections and k operations; independent of the item count.
  package static func plan(
    oldCounts: [Int], operations: BatchUpdateOperations, newCounts: [Int]
  ) -> Result<BatchUpdatePlan, BatchUpdateError> {
    var planner = BatchUpdatePlanner()
    return planner.plan(oldCounts: oldCounts, operations: operations, newCounts: newCounts)
  }

  /// Validates `operations` between the counts before and after and plans them in this planner's buffers.
  /// - Complexity: O(S + k log k) for S sections and k operations; independent of the item count.
  package mutating func plan(
    oldCounts: [Int], operations: BatchUpdateOperations, newCounts: [Int]
  ) -> Result<BatchUpdatePlan, BatchUpdateError> {
    start(oldCounts: oldCounts, newCounts: newCounts)
    defer {
      self.oldCounts = []
      self.newCounts = []
    }
    do {
      return .success(try plan(operations.operations))
    } catch {
      return .failure(error)
    }
  }

  /// Hands back a plan its owner is done with: the next plan reuses its storage once nothing else holds it.
  package mutating func recycle(_ plan: BatchUpdatePlan) { spare = plan }

  /// An empty array for counts, with the capacity of the spare plan's counts before the update when
  /// nothing else holds them (for a caller that computes the counts after an update of its own).
  package mutating func takeCountsBuffer() -> [Int] {
    guard var counts = spare?.oldCounts else { return [] }
    spare?.oldCounts = []
    counts.removeAll(keepingCapacity: true)
    return counts
  }

  /// Empties the working tables, keeping their storage, for a batch between `oldCounts` and `newCounts`.
  mutating func start(oldCounts: [Int], newCounts: [Int]) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    sectionOperations.removeAll(keepingCapacity: true)
    itemOperations.removeAll(keepingCapacity: true)
    sectionRemovals.removeAll(keepingCapacity: true)
    sectionReloads.removeAll(keepingCapacity: true)
    sectionPlacements.removeAll(keepingCapacity: true)
    sections = IndexRemap(identity: oldCounts.count)
    sectionDestinations.removeAll(keepingCapacity: true)
    sectionSources.removeAll(keepingCapacity: true)
    tally.removeAll()
  }

  /// Runs the checks in order and builds the plan.
  mutating func plan(_ operations: [BatchUpdateOperation]) throws(BatchUpdateError) -> BatchUpdatePlan {
    try checkCounts()
    for operation in operations {
      if operation.isSectionOperation {
        sectionOperations.append(operation)
      } else {
        try Self.checkIndexPaths(of: operation)
        itemOperations.append(operation)
      }
    }
    try planSections()
    return try planItems()
  }

  /// Refuses negative counts, before then after.
  func checkCounts() throws(BatchUpdateError) {
    for (section, count) in oldCounts.enumerated() where count < 0 {
      throw .negativeCount(section: section, count: count, afterUpdate: false)
    }
    for (section, count) in newCounts.enumerated() where count < 0 {
      throw .negativeCount(section: section, count: count, afterUpdate: true)
    }
  }

  /// Refuses an item operation whose index paths don't have two indexes.
  static func checkIndexPaths(of operation: BatchUpdateOperation) throws(BatchUpdateError) {
    switch operation {
    case .insertItem(let path), .deleteItem(let path), .reloadItem(let path), .reconfigureItem(let path):
      if path.count != 2 { throw .malformedIndexPath(operation) }
    case .moveItem(let from, let to):
      if from.count != 2 || to.count != 2 { throw .malformedIndexPath(operation) }
    case .insertSection, .deleteSection, .moveSection, .reloadSection:
      break
    }
  }
}
