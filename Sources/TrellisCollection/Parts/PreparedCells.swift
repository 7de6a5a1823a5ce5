import Foundation
import TrellisUI

/// Cells dequeued and configured ahead of scrolling and not shown yet: the cell-preparation part. It is
/// the collection view's `IdleWorker`, so cells are prepared only in the time frames leave.
@MainActor final class PreparedCells: IdleWorker {
  /// The prepared cells by index path; none is a subview, visible, or queued.
  var cells: [IndexPath: CollectionReusableView] = [:]
  /// Index paths to discard (scratch, kept for its capacity).
  var leaving: [IndexPath] = []
  /// The collection view the cells are prepared for.
  weak var collectionView: CollectionView?

  /// Whether an item ahead of scrolling still needs a cell.
  var hasIdleWork: Bool { collectionView?.nextItemToPrepare() != nil }

  /// Prepares the cell of the nearest item ahead that has none.
  func performIdleWork() { collectionView?.prepareNextCell() }
}
