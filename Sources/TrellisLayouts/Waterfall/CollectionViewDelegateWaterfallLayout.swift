import Foundation
import TrellisCollection
import TrellisGeometry

/// What a `WaterfallLayout` asks the collection view's delegate: each item's height for the width of a
/// column.
///
/// The layout reads it from `collectionView.delegate` when the delegate conforms; without it every
/// item is `WaterfallLayout.itemHeight` tall.
@MainActor public protocol CollectionViewDelegateWaterfallLayout: CollectionViewDelegate {
  /// The height of the item at `indexPath` when it is `columnWidth` points wide; asked once per item in
  /// every `prepare()` after an invalidation. A height that is negative or not finite is reported and
  /// taken as 0.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
    columnWidth: CGFloat
  ) -> CGFloat
}
