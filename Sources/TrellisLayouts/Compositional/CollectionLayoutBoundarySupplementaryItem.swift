import Foundation
import TrellisUI

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
