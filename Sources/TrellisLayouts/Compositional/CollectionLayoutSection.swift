import Foundation
import TrellisCollection
import TrellisUI

/// Called with the section's visible items, its offset and the environment, to change the items'
/// transform, alpha, zIndex, center or hidden state (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated for the section's items, with insets,
/// spacing, boundary items and decorations (`NSCollectionLayoutSection`).
@MainActor public final class CollectionLayoutSection {
  /// The group repeated for the section's items.
  public let group: CollectionLayoutGroup
  /// Space around the section's groups; leading/trailing also narrow what fractions resolve in.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space between consecutive groups along the section's layout axis.
  public var interGroupSpacing: CGFloat = 0
  /// Whether the section lays its groups in one row that scrolls across the main axis (`.none` by default).
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Headers, footers and other items on the section's edges.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Views the layout places behind the section (backgrounds).
  public var decorationItems: [CollectionLayoutDecorationItem] = []
  /// Whether boundary items are inset by the section's insets across the scroll axis (true by default).
  public var supplementariesFollowContentInsets = true
  /// What the section's insets are measured from (`.automatic`: the configuration's reference).
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// What the boundary items' insets are measured from (`.automatic` by default).
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// How the section's row decelerates and bounces when it scrolls orthogonally (iOS 17
  /// `orthogonalScrollingProperties`); change its values, then invalidate the layout.
  public let orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
  /// Called with the visible items before each layout cycle and on every orthogonal scroll, to change them.
  public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration of a section made by `list(using:layoutEnvironment:)`: its rows' appearance
  /// and swipe actions; nil for other sections.
  var listConfiguration: CollectionLayoutListConfiguration?

  /// A section repeating `group` (`init(group:)`).
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}
