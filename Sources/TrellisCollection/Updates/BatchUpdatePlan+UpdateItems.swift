import Foundation

extension BatchUpdatePlan {
  /// The `UpdateItem`s for `prepare(forCollectionViewUpdates:)`, in the plan's order (see `changes`).
  /// - Complexity: O(changes).
  @MainActor package func makeUpdateItems() -> [UpdateItem] {
    var items: [UpdateItem] = []
    makeUpdateItems(into: &items)
    return items
  }

  /// The `UpdateItem`s in the plan's order written over `items` (an earlier update's): an item nothing
  /// else holds describes its new change, the others are replaced by new ones.
  /// - Complexity: O(changes).
  @MainActor func makeUpdateItems(into items: inout [UpdateItem]) {
    if items.count > changes.count { items.removeSubrange(changes.count...) }
    for (index, change) in changes.enumerated() {
      let (before, after) = (change.before?.indexPath, change.after?.indexPath)
      if index == items.count {
        items.append(UpdateItem(action: change.action, before: before, after: after))
      } else if isKnownUniquelyReferenced(&items[index]) {
        items[index].reset(action: change.action, before: before, after: after)
      } else {
        items[index] = UpdateItem(action: change.action, before: before, after: after)
      }
    }
  }
}
