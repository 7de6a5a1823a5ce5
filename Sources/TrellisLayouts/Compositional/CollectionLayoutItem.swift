import Foundation
import TrellisUI

/// The smallest element of a compositional layout: one cell's size, insets and attached supplementaries
/// (`NSCollectionLayoutItem`).
///
/// `contentInsets` shrink the item's frame inside its slot after the slot is sized; `edgeSpacing` is
/// space outside the item that takes room in its group
/// (Documentation/Behaviour.md#compositional-sizes).
@MainActor public class CollectionLayoutItem {
  /// The item's size, resolved against its containing group.
  public let layoutSize: CollectionLayoutSize
  /// Insets of the item's frame inside its slot; ignored on an `.estimated` axis.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space outside the item that takes room in its group, or nil.
  public var edgeSpacing: CollectionLayoutEdgeSpacing?
  /// Storage of `supplementaryItems`, settable for groups.
  var attachedSupplementaryItems: [CollectionLayoutSupplementaryItem]

  /// Creates an item (the designated initialiser of the family).
  init(size: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
    self.layoutSize = size
    self.attachedSupplementaryItems = supplementaryItems
  }

  /// Creates an item of `layoutSize` (`init(layoutSize:)`).
  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(size: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of `layoutSize` with supplementaries anchored to it
  /// (`init(layoutSize:supplementaryItems:)`).
  public convenience init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
    self.init(size: layoutSize, supplementaryItems: supplementaryItems)
  }

  /// The supplementaries anchored to the item (badges…).
  public var supplementaryItems: [CollectionLayoutSupplementaryItem] { attachedSupplementaryItems }
}
