import Foundation
import TrellisGeometry

/// What a collection view has asked its prefetch data source for, and the cells it prepared ahead: the
/// prefetching part.
///
/// It keeps the items announced and neither shown nor cancelled since (`outstanding`), the direction of
/// the last scroll, and the cells of the last prefetch query in order along the scrolling axis. `step`
/// is its pure core: given the items now ahead of the visible area, what to announce and what to cancel.
@MainActor final class PrefetchState {
  /// The cells prepared ahead of scrolling in idle time (the cell half of prefetching).
  let prepared = PreparedCells()
  /// Receives the announcements; held weakly, as UIKit's `prefetchDataSource`.
  weak var dataSource: (any CollectionViewDataSourcePrefetching)?
  /// Whether prefetching is on (`isPrefetchingEnabled`).
  var isEnabled = true
  /// Items announced and neither shown nor cancelled since.
  var outstanding: Set<IndexPath> = []
  /// The bounds origin at the last pass, from which the direction of scrolling is read.
  var lastOrigin: CGPoint?
  /// Moves the origin the direction is read from by `delta`: the collection view moved its offset itself
  /// (self-sizing's anchoring), which is not scrolling and must not turn the direction.
  func discount(_ delta: CGPoint) {
    guard let last = lastOrigin else { return }
    lastOrigin = CGPoint(x: last.x + delta.x, y: last.y + delta.y)
  }
  /// The direction of the last scroll: one of (±1, 0), (0, ±1), or zero before any scroll.
  var direction = CGPoint.zero
  /// The rectangle of the last prefetch query; `.null` when it must be asked again.
  var queriedRect = CGRect.null
  /// The cells of the last prefetch query, sorted by their centres along `direction`.
  var candidates: [QueriedElement] = []
  /// The items ahead of the visible area this pass, nearest first (scratch, kept for its capacity).
  var ahead: [IndexPath] = []
  /// `ahead` as a set (scratch).
  var aheadSet: Set<IndexPath> = []
  /// The cells past the strip ahead, up to a second screenful, that aren't visible (scratch, kept for its
  /// capacity): outstanding ones there are still ahead, not cancelled.
  var beyondSet: Set<IndexPath> = []
  /// What `step` announces (scratch).
  var toPrefetch: [IndexPath] = []
  /// What `step` cancels (scratch).
  var toCancel: [IndexPath] = []
  /// What `step` found shown (scratch).
  var shown: [IndexPath] = []

  /// Forgets everything announced without telling anyone (the data changed under it).
  func forgetOutstanding() {
    outstanding.removeAll(keepingCapacity: true)
    queriedRect = .null
  }

  /// The pure step: items of `outstanding` that were shown leave it silently; those neither ahead nor
  /// `beyond` (still ahead, past the strip announced: the layout moved them further, as measured sizes
  /// do) leave it into `cancel` (ascending); items of `ahead` (nearest first) neither outstanding nor
  /// shown join it and are appended to `prefetch` in that order.
  /// - Complexity: O(outstanding + ahead), plus sorting the cancelled ones.
  static func step(
    outstanding: inout Set<IndexPath>, ahead: [IndexPath], aheadSet: Set<IndexPath>, beyond: Set<IndexPath>,
    isShown: (IndexPath) -> Bool, prefetch: inout [IndexPath], cancel: inout [IndexPath], shown: inout [IndexPath]
  ) {
    prefetch.removeAll(keepingCapacity: true)
    cancel.removeAll(keepingCapacity: true)
    shown.removeAll(keepingCapacity: true)
    for indexPath in outstanding {
      if isShown(indexPath) {
        shown.append(indexPath)
      } else if !aheadSet.contains(indexPath) && !beyond.contains(indexPath) {
        cancel.append(indexPath)
      }
    }
    for indexPath in shown { outstanding.remove(indexPath) }
    for indexPath in cancel { outstanding.remove(indexPath) }
    cancel.sort()
    for indexPath in ahead where !isShown(indexPath) && !outstanding.contains(indexPath) {
      outstanding.insert(indexPath)
      prefetch.append(indexPath)
    }
  }
}
