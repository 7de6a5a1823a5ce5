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
/// The cost is proportional to the operations and the sections, never to the item count.
package struct BatchUpdatePlanner {
  /// The item count of every section before the update.
  let oldCounts: [Int]
  /// The item count of every section after the update.
  let newCounts: [Int]
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

  /// Creates a planner for the given counts.
  init(oldCounts: [Int], newCounts: [Int]) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    sections = IndexRemap(identity: oldCounts.count)
  }

  /// Validates `operations` between the counts before and after and plans them.
  /// - Complexity: O(S + k log k) for S sections and k operations; independent of the item count.
  package static func plan(
    oldCounts: [Int], operations: BatchUpdateOperations, newCounts: [Int]
  ) -> Result<BatchUpdatePlan, BatchUpdateError> {
    var planner = BatchUpdatePlanner(oldCounts: oldCounts, newCounts: newCounts)
    do {
      return .success(try planner.plan(operations.operations))
    } catch {
      return .failure(error)
    }
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
