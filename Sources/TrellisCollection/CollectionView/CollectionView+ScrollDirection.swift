import Foundation

extension CollectionView {
  /// The direction a layout scrolls its content in (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable, Hashable {
    /// Content grows downwards; a flow layout fills rows left to right.
    case vertical
    /// Content grows to the right; a flow layout fills columns top to bottom.
    case horizontal
  }
}
