import Foundation

/// The batch update that turns one snapshot into another: what `CollectionViewDiffableDataSource.apply`
/// performs through `performBatchUpdates`, with the fewest moves.
///
/// Index paths and section indexes follow UIKit's batch-update convention: deletes and the sources of
/// moves name positions before the update, inserts and the destinations of moves positions after it.
/// Items may change inside a moved section. Items leaving a deleted section or arriving in an inserted
/// one are deleted and inserted (their section's operation carries them); every other item that changes
/// place is a move, except the longest run that keeps its relative order in each section that stays.
/// Reloads and reconfigures are a second step, named by their positions after the update.
package struct SnapshotDiff: Equatable, Sendable {
  /// A section that changes place: its index before and after.
  package struct SectionMove: Equatable, Hashable, Sendable {
    /// The section's index before the update.
    package var from: Int
    /// The section's index after the update.
    package var to: Int
    /// A move from `from` to `to`.
    package init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// An item that changes place: its index path before and after.
  package struct ItemMove: Equatable, Hashable, Sendable {
    /// The item's index path before the update.
    package var from: IndexPath
    /// The item's index path after the update.
    package var to: IndexPath
    /// A move from `from` to `to`.
    package init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Deleted sections, by index before the update, ascending.
  package var deletedSections: [Int] = []
  /// Inserted sections, by index after the update, ascending.
  package var insertedSections: [Int] = []
  /// Moved sections, by source ascending.
  package var movedSections: [SectionMove] = []
  /// Deleted items, by index path before the update, ascending.
  package var deletedItems: [IndexPath] = []
  /// Inserted items, by index path after the update, ascending.
  package var insertedItems: [IndexPath] = []
  /// Moved items, by source ascending.
  package var movedItems: [ItemMove] = []
  /// Sections the new snapshot marks for reload that are in both snapshots, by index after the update.
  package var reloadedSections: [Int] = []
  /// Items the new snapshot marks for reload that are in both snapshots (and not in a reloaded section),
  /// by index path after the update.
  package var reloadedItems: [IndexPath] = []
  /// Items the new snapshot marks for reconfiguring that are in both snapshots and not reloaded, by
  /// index path after the update.
  package var reconfiguredItems: [IndexPath] = []

  /// An empty diff.
  package init() {}

  /// Whether the structural step (sections and items inserted, deleted or moved) is empty.
  package var isStructurallyEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && movedItems.isEmpty
  }

  /// Whether the diff changes nothing at all.
  package var isEmpty: Bool {
    isStructurallyEmpty && reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }
}
