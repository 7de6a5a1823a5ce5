import Foundation
import TrellisCollection

/// Settings of a whole compositional layout: scroll direction, spacing between sections, layout-level
/// boundary items (`UICollectionViewCompositionalLayoutConfiguration`).
///
/// The layout keeps a copy: changing a configuration after assigning it has no effect until it is
/// assigned again (Documentation/Behaviour.md#compositional-sections).
@MainActor public final class CompositionalLayoutConfiguration {
  /// The direction the layout scrolls and stacks its sections (`.vertical` by default).
  public var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// Space between consecutive sections, empty ones included (0 by default).
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// What section insets are measured from (`.safeArea` by default).
  public var contentInsetsReference: ContentInsetsReference = .safeArea

  /// Creates the default configuration.
  public init() {}

  /// A copy with the same values.
  func copy() -> CompositionalLayoutConfiguration {
    let copy = CompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
