import Foundation

/// The selected items, in the order they were selected, with a set for O(1) membership, and the
/// item a finger is on: the selection part of a collection view. It knows nothing of views or the
/// delegate; the collection view tells the cells and the delegate.
struct SelectionState {
  /// The selected index paths, in the order they were selected.
  private(set) var ordered: [IndexPath] = []
  /// The same index paths, for membership.
  private(set) var members: Set<IndexPath> = []
  /// The item a finger is on, between touch down and touch up.
  var tracking: TouchTracking?

  /// Whether `indexPath` is selected.
  func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

  /// Whether nothing is selected.
  var isEmpty: Bool { ordered.isEmpty }

  /// Adds `indexPath` at the end; returns whether it was not selected before.
  @discardableResult
  mutating func insert(_ indexPath: IndexPath) -> Bool {
    guard members.insert(indexPath).inserted else { return false }
    ordered.append(indexPath)
    return true
  }

  /// Removes `indexPath`; returns whether it was selected.
  /// - Complexity: O(selected items).
  @discardableResult
  mutating func remove(_ indexPath: IndexPath) -> Bool {
    guard members.remove(indexPath) != nil else { return false }
    ordered.removeAll { $0 == indexPath }
    return true
  }

  /// The selection after a batch update: each index path moved by `newIndexPath` (nil drops it),
  /// duplicates dropped, the order kept.
  /// - Complexity: O(selected items) calls of `newIndexPath`.
  func remapped(_ newIndexPath: (IndexPath) -> IndexPath?) -> SelectionState {
    var state = SelectionState()
    state.tracking = tracking
    for indexPath in ordered { if let moved = newIndexPath(indexPath) { state.insert(moved) } }
    return state
  }

  /// The selected index paths that name no item of `counts` (items per section).
  /// - Complexity: O(selected items).
  func outside(_ counts: [Int]) -> [IndexPath] {
    ordered.filter {
      $0.count != 2 || $0.section < 0 || $0.section >= counts.count || $0.item < 0 || $0.item >= counts[$0.section]
    }
  }

  /// What is broken: the list and the set disagree, an index path outside `counts` (when given), more
  /// than one item in single selection.
  /// - Complexity: O(selected items).
  func problems(counts: [Int]?, allowsMultipleSelection: Bool) -> [String] {
    var problems: [String] = []
    if Set(ordered) != members || ordered.count != members.count {
      problems.append("selection list \(ordered) and set disagree")
    }
    if let counts {
      for indexPath in outside(counts) {
        problems.append("selected \(indexPath.shortDescription) is outside the counts \(counts)")
      }
    }
    if !allowsMultipleSelection && members.count > 1 {
      problems.append("\(members.count) items selected in single selection")
    }
    return problems
  }
}
