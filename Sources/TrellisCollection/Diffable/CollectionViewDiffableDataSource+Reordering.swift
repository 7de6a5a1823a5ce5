import Foundation
import TrellisDiffable

extension CollectionViewDiffableDataSource {
  /// What interactive reordering may do and whom it tells (`ReorderingHandlers`).
  public struct ReorderingHandlers {
    /// Whether an item may be reordered; without it, no item can be (`canReorderItem`).
    public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Called before the data source's snapshot changes to the transaction's final one (`willReorder`).
    public var willReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after it changed: update the model from the transaction here (`didReorder`).
    public var didReorder:
      (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Handlers that allow no reordering.
    public init() {}
  }

  /// Moves an item in the applied snapshot after the collection view moved its cell, between
  /// `willReorder` and `didReorder`; afterwards `snapshot()` equals the transaction's final snapshot.
  /// - Complexity: O(n) for n items.
  func reorder(from source: IndexPath, to destination: IndexPath) {
    guard let item = itemIdentifier(for: source), destination.count == 2, destination.section >= 0,
      destination.section < current.numberOfSections
    else { return }
    let initial = current
    var final = current
    final.deleteItems([item])
    let section = final.storage.sections[destination.section]
    let items = final.itemIdentifiers(inSection: section)
    if destination.item >= 0 && destination.item < items.count {
      final.insertItems([item], beforeItem: items[destination.item])
    } else {
      final.appendItems([item], toSection: section)
    }
    guard final != initial else { return }
    let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
    reorderingHandlers.willReorder?(transaction)
    current = final
    generation += 1
    pruneSectionSnapshots(against: final)
    reorderingHandlers.didReorder?(transaction)
  }
}
