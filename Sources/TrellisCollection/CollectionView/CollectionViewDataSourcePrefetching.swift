import Foundation
import TrellisUI

/// Prepares data ahead of display: told which items will soon be shown in the direction of scrolling,
/// and which of those no longer will (`UICollectionViewDataSourcePrefetching`).
///
/// Set it as `CollectionView.prefetchDataSource`. Start slow work (loading, decoding) here off the main
/// actor and use its result when the cell is configured; it is a hint, never a promise that the cell
/// will be shown.
@MainActor public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Items that will probably be shown soon, nearest to the visible area first.
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items announced by `prefetchItemsAt` that are no longer expected (scrolling turned or moved away),
  /// in ascending order; items that were shown are not cancelled. Does nothing by default.
  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
