import Foundation

extension BatchUpdatePlan {
  /// The `UpdateItem`s for `prepare(forCollectionViewUpdates:)`, in the plan's order (see `changes`).
  /// - Complexity: O(changes).
  @MainActor package func makeUpdateItems() -> [UpdateItem] {
    changes.map { UpdateItem(action: $0.action, before: $0.before?.indexPath, after: $0.after?.indexPath) }
  }
}
