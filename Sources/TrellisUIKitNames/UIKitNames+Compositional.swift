// UIKit's names for the compositional layout's types.
import TrellisCollection
import TrellisLayouts

/// `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
/// `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  CollectionLayoutSectionVisibleItemsInvalidationHandler
/// `NSCollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSCollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `NSRectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// `UIContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// `NSCollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `NSCollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
  CollectionLayoutSectionOrthogonalScrollingProperties
/// `UICollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CompositionalLayoutSectionProvider
