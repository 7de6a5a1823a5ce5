import Foundation
import TrellisCollection

/// Shorthands for the planner tests: `[s, i]` index paths and one-call planning.
enum PlannerCase {
  /// The index path `[section, item]`.
  static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

  /// Plans `operations` between the counts.
  static func plan(
    _ old: [Int], _ new: [Int], _ operations: [BatchUpdateOperation]
  ) -> Result<BatchUpdatePlan, BatchUpdateError> {
    BatchUpdatePlanner.plan(oldCounts: old, operations: BatchUpdateOperations(operations), newCounts: new)
  }

  /// The error text of a refused batch, or `accepted` when the planner accepts it.
  static func error(_ old: [Int], _ new: [Int], _ operations: [BatchUpdateOperation]) -> String {
    switch plan(old, new, operations) {
    case .success: "accepted"
    case .failure(let error): error.description
    }
  }

  /// The changes of an accepted batch, described; the error text in a one-element list otherwise.
  static func changes(_ old: [Int], _ new: [Int], _ operations: [BatchUpdateOperation]) -> [String] {
    switch plan(old, new, operations) {
    case .success(let plan): plan.changes.map(\.description)
    case .failure(let error): ["refused: \(error)"]
    }
  }
}
