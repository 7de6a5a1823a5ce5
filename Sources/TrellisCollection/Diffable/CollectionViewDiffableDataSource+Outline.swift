import Foundation
import TrellisDiffable

extension CollectionViewDiffableDataSource: OutlineExpansionSource {
  /// Whether the item at `indexPath` is expanded in its section's applied section snapshot.
  /// - Complexity: O(1) expected.
  package func isItemExpanded(at indexPath: IndexPath) -> Bool? {
    guard let item = itemIdentifier(for: indexPath), let section = current.sectionIdentifier(containingItem: item),
      let sectionSnapshot = sectionSnapshots[section], sectionSnapshot.contains(item)
    else { return nil }
    return sectionSnapshot.isExpanded(item)
  }

  /// Toggles the expansion of the item at `indexPath` (`toggleExpansion(of:)`); nothing when no item is there.
  /// - Complexity: O(n) for n items in the data source.
  package func toggleExpansionOfItem(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    toggleExpansion(of: item)
  }

  /// Sets a list cell's `indentationLevel` to its item's level in its section's applied section snapshot,
  /// as UIKit does for hierarchical data (Documentation/Behaviour.md#list-cells).
  /// - Complexity: O(log sections) expected.
  func indentOutlineCell(_ cell: CollectionViewListCell, showing item: ItemIdentifierType) {
    guard let section = current.sectionIdentifier(containingItem: item), let outline = sectionSnapshots[section],
      outline.contains(item)
    else { return }
    cell.indentationLevel = outline.level(of: item)
  }
}
