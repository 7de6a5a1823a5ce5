// UIKit's names for the scroll view and the collection-view types.
import TrellisCollection
import TrellisLayouts
import TrellisUI

/// `UIScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UICollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDataSourcePrefetching`: prepares data ahead of display.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = FlowLayout
/// `UICollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext
/// `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
/// `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = InvalidationContext
/// `UICollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = UpdateItem
/// `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionView.ElementCategory`.
public typealias UICollectionElementCategory = ElementCategory

/// `UICollectionView.elementKindSectionHeader` under its Objective-C name.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// `UICollectionView.elementKindSectionFooter` under its Objective-C name.
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

extension CollectionView {
  /// `UICollectionView.ElementCategory`.
  public typealias ElementCategory = TrellisCollection.ElementCategory
}
