import Foundation
import TrellisUI

/// A supplementary view anchored to an item or a group, such as a badge
/// (`NSCollectionLayoutSupplementaryItem`); it takes the index path of its item.
@MainActor public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  /// The element kind the data source is asked for.
  public let elementKind: String
  /// Where on the host (item or group) the supplementary attaches.
  public let containerAnchor: CollectionLayoutAnchor
  /// Which point of the supplementary goes on the container anchor; nil for the same edges.
  public let itemAnchor: CollectionLayoutAnchor?
  /// The stacking order; 1 by default, above the cells.
  public var zIndex = 1

  init(
    size: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(size: size, supplementaryItems: [])
  }

  /// A supplementary anchored to its host by `containerAnchor` (`init(layoutSize:elementKind:containerAnchor:)`).
  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// A supplementary whose `itemAnchor` point is placed on the host's `containerAnchor`
  /// (`init(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor
  ) {
    self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
  }
}
