import Foundation

/// The operations of one batch update in the order they were called, as `performBatchUpdates` records them.
///
/// The order of the calls doesn't change the result (`Documentation/Behaviour.md#updates-index-paths`);
/// it only decides which problem of an invalid batch is reported first. A nested batch joins the
/// outermost one, so its calls simply append here.
package struct BatchUpdateOperations: Hashable, Sendable, CustomStringConvertible {
  /// The recorded operations, one index path or section each, in call order.
  package private(set) var operations: [BatchUpdateOperation] = []

  /// Creates an empty record.
  package init() {}

  /// Creates a record of the given operations.
  package init(_ operations: [BatchUpdateOperation]) { self.operations = operations }

  /// Forgets the recorded operations, keeping their storage.
  package mutating func removeAll() { operations.removeAll(keepingCapacity: true) }

  /// Whether nothing was recorded.
  package var isEmpty: Bool { operations.isEmpty }

  /// Records `insertItems(at:)`; the index paths name the state after the batch.
  /// - Complexity: O(index paths).
  package mutating func insertItems(at indexPaths: [IndexPath]) {
    operations.append(contentsOf: indexPaths.lazy.map { .insertItem($0) })
  }

  /// Records `deleteItems(at:)`; the index paths name the state before the batch.
  /// - Complexity: O(index paths).
  package mutating func deleteItems(at indexPaths: [IndexPath]) {
    operations.append(contentsOf: indexPaths.lazy.map { .deleteItem($0) })
  }

  /// Records `moveItem(at:to:)`: from an index path before the batch to one after it.
  package mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations.append(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// Records `reloadItems(at:)`; the index paths name the state before the batch.
  /// - Complexity: O(index paths).
  package mutating func reloadItems(at indexPaths: [IndexPath]) {
    operations.append(contentsOf: indexPaths.lazy.map { .reloadItem($0) })
  }

  /// Records `reconfigureItems(at:)`; the index paths name the state before the batch.
  /// - Complexity: O(index paths).
  package mutating func reconfigureItems(at indexPaths: [IndexPath]) {
    operations.append(contentsOf: indexPaths.lazy.map { .reconfigureItem($0) })
  }

  /// Records `insertSections(_:)`; the sections name the state after the batch.
  /// - Complexity: O(sections).
  package mutating func insertSections(_ sections: IndexSet) {
    operations.append(contentsOf: sections.lazy.map { .insertSection($0) })
  }

  /// Records `deleteSections(_:)`; the sections name the state before the batch.
  /// - Complexity: O(sections).
  package mutating func deleteSections(_ sections: IndexSet) {
    operations.append(contentsOf: sections.lazy.map { .deleteSection($0) })
  }

  /// Records `moveSection(_:toSection:)`: from a section before the batch to one after it.
  package mutating func moveSection(_ section: Int, toSection newSection: Int) {
    operations.append(.moveSection(from: section, to: newSection))
  }

  /// Records `reloadSections(_:)`; the sections name the state before the batch.
  /// - Complexity: O(sections).
  package mutating func reloadSections(_ sections: IndexSet) {
    operations.append(contentsOf: sections.lazy.map { .reloadSection($0) })
  }

  /// Appends another record's operations (a nested batch joining the outermost).
  /// - Complexity: O(other's operations).
  package mutating func append(_ other: BatchUpdateOperations) { operations.append(contentsOf: other.operations) }

  /// The operations, one per line.
  package var description: String { operations.map(\.description).joined(separator: "\n") }
}
