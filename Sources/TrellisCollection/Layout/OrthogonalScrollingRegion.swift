import Foundation
import TrellisGeometry

/// How a compositional section scrolls across the layout's scroll axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Any value other than `.none` lays the section's groups in one row that scrolls sideways inside the
/// collection view; the values differ in where a fling comes to rest.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, CaseIterable {
  /// The section lays out along the main axis and does not scroll on its own (the default).
  case none
  /// The row scrolls and rests wherever a fling ends.
  case continuous
  /// The row scrolls and rests with a group's leading edge at the row's leading edge.
  case continuousGroupLeadingBoundary
  /// The row pages by the collection view's width.
  case paging
  /// The row pages one group at a time, resting with a group's leading edge at the row's leading edge.
  case groupPaging
  /// The row pages one group at a time, resting with a group centred in the row.
  case groupPagingCentered
}

/// A region of a layout's content that scrolls across the layout's scroll axis on its own, such as a
/// compositional section with orthogonal scrolling (a Trellis extension: UIKit's compositional layout
/// does this privately; here any layout can).
///
/// The layout gives the frames of the region's elements in the collection view's content coordinates
/// *as if the region were not scrolled* (offset zero); the collection view shows them inside a nested
/// scroll view whose viewport is `frame` and whose content is `contentSize`, so they move with the
/// region's own offset. Which elements belong to the region: every cell of `section`, and the
/// supplementary views of `section` whose kind is in `scrollingSupplementaryKinds` (badges and other
/// supplementaries attached to items); the section's other supplementary and decoration views stay
/// with the page.
public struct OrthogonalScrollingRegion: Hashable, Sendable {
  /// The section whose elements scroll in this region.
  public var section: Int
  /// The region's viewport in the collection view's content coordinates.
  public var frame: CGRect
  /// The size of what scrolls in the region; its origin is `frame.origin` at offset zero.
  public var contentSize: CGSize
  /// Where flings come to rest (the layout answers through `targetOrthogonalContentOffset`).
  public var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  /// Kinds of the section's supplementary views that scroll with the region.
  public var scrollingSupplementaryKinds: Set<String>
  /// How quickly a fling of the region slows down (`.automatic`: the collection view's rate, `.fast` when
  /// the behaviour is `.paging`).
  public var decelerationRate: CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  /// Whether the region bounces past its ends.
  public var bounce: CollectionLayoutSectionOrthogonalScrollingProperties.Bounce

  /// Creates a region.
  public init(
    section: Int, frame: CGRect, contentSize: CGSize,
    behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
    scrollingSupplementaryKinds: Set<String> = [],
    decelerationRate: CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate = .automatic,
    bounce: CollectionLayoutSectionOrthogonalScrollingProperties.Bounce = .automatic
  ) {
    self.section = section
    self.frame = frame
    self.contentSize = contentSize
    self.behavior = behavior
    self.scrollingSupplementaryKinds = scrollingSupplementaryKinds
    self.decelerationRate = decelerationRate
    self.bounce = bounce
  }
}
