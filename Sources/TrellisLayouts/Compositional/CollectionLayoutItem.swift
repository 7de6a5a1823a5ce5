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

/// Creates the custom items of a custom group from an environment whose container is the group's size
/// (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias CollectionLayoutGroupCustomItemProvider =
  @MainActor (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// One cell's frame in a custom group, relative to the group's origin (`NSCollectionLayoutGroupCustomItem`).
public final class CollectionLayoutGroupCustomItem: Sendable {
  /// The frame relative to the group's origin.
  public let frame: CGRect
  /// The cell's stacking order.
  public let zIndex: Int

  /// A custom item with zIndex 0 (`init(frame:)`).
  public init(frame: CGRect) {
    self.frame = frame
    self.zIndex = 0
  }

  /// A custom item with a stacking order (`init(frame:zIndex:)`).
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

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

/// A header, footer or other view on an edge of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`); its index path is item 0 of its section.
@MainActor public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  /// The edge or corner the item sits on.
  public let alignment: RectAlignment
  /// A move in points from the aligned position.
  public let offset: CGPoint
  /// Whether the item lies outside the section's content and grows the section (true by default).
  public var extendsBoundary = true
  /// Whether the item stays in the visible bounds while its section is visible (false by default).
  public var pinToVisibleBounds = false

  /// A boundary item at `alignment` (`init(layoutSize:elementKind:alignment:)`).
  public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A boundary item at `alignment` moved by `absoluteOffset` points
  /// (`init(layoutSize:elementKind:alignment:absoluteOffset:)`).
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      size: layoutSize, elementKind: elementKind, containerAnchor: CollectionLayoutAnchor(edges: alignment.edges),
      itemAnchor: nil)
  }
}

/// A view the layout places behind a section, such as a background (`NSCollectionLayoutDecorationItem`);
/// register its class on the layout with `register(_:forDecorationViewOfKind:)`.
@MainActor public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
  /// The kind the view class is registered for on the layout.
  public let elementKind: String
  /// The stacking order; 0 by default, under the section's other elements (which are promoted to 1).
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      size: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A decoration covering its whole section, boundary items and insets included, less its own
  /// `contentInsets` (`background(elementKind:)`).
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
