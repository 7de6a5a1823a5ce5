import Foundation
import TrellisGeometry
import TrellisUI

/// The interactive movement under way (`beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`),
/// the standard long press that drives one, and the edge autoscroll: the movement part of a collection view.
///
/// While a movement runs, the collection view's arrangement (its counts and index paths) has the item at its
/// target index path, while the data source keeps the original order until the end; `dataSourceIndexPath(for:)`
/// and `collectionViewIndexPath(forDataSource:)` translate between the two.
@MainActor final class InteractiveMovementState: GestureRecognizerDelegate {
  /// One movement of one item.
  struct Movement {
    /// The item's index path when the movement began: the data source's until the movement ends.
    var original: IndexPath
    /// The item's index path in the collection view's arrangement now (its target index path).
    var current: IndexPath
    /// The target position, in collection-view (content) coordinates.
    var position: CGPoint
    /// The target position relative to the visible bounds' origin: where the finger rests while the
    /// content autoscrolls under it.
    var positionInBounds: CGPoint
    /// Whether the keyboard drives the movement (no autoscroll).
    var byKeyboard: Bool
  }

  weak var collectionView: CollectionView?
  /// The movement under way, nil when none.
  var movement: Movement?
  /// Set by the data source protocol's default `collectionView(_:moveItemAt:to:)`: the data source didn't
  /// implement the move, so the collection view undoes it.
  var dataSourceSkippedMove = false
  /// The standard long press (`installsStandardGestureForInteractiveMovement`), when installed.
  var gesture: LongPressGestureRecognizer?
  /// The lifted cell's centre less the touch point when the standard gesture lifted it: the cell keeps
  /// that offset under the finger.
  var grabOffset: CGPoint = .zero
  /// The frame driver scrolling near the edges while a movement runs.
  let autoscroll = InteractiveMovementAutoscroll()
  /// The target and previous index paths of the last moving invalidation context, one element each:
  /// reused so a frame that only moves the lifted cell makes no new arrays (while a context still holds
  /// one, setting it copies, as arrays do).
  private(set) var contextTargets: [IndexPath] = []
  private(set) var contextPrevious: [IndexPath] = []

  /// Sets the one-element arrays for a moving invalidation context.
  func setContextIndexPaths(target: IndexPath, previous: IndexPath) {
    contextTargets.removeAll(keepingCapacity: true)
    contextTargets.append(target)
    contextPrevious.removeAll(keepingCapacity: true)
    contextPrevious.append(previous)
  }

  /// The item the layout places at the target: the cell key of the current index path.
  var liftedKey: ElementKey? { movement.map { .cell($0.current) } }

  /// The data source's index path of the item the collection view shows at `indexPath`.
  func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
    guard let movement, indexPath.count == 2 else { return indexPath }
    if indexPath == movement.current { return movement.original }
    var item = indexPath.item
    if indexPath.section == movement.current.section && item > movement.current.item { item -= 1 }
    if indexPath.section == movement.original.section && item >= movement.original.item { item += 1 }
    return IndexPath(item: item, section: indexPath.section)
  }

  /// The collection view's index path of the data source's item at `indexPath`.
  func collectionViewIndexPath(forDataSource indexPath: IndexPath) -> IndexPath {
    guard let movement, indexPath.count == 2 else { return indexPath }
    if indexPath == movement.original { return movement.current }
    var item = indexPath.item
    if indexPath.section == movement.original.section && item > movement.original.item { item -= 1 }
    if indexPath.section == movement.current.section && item >= movement.current.item { item += 1 }
    return IndexPath(item: item, section: indexPath.section)
  }

  /// The standard long press may begin only on an item the data source lets move; beginning it lifts the
  /// item (`beginInteractiveMovementForItem(at:)`), so nothing is asked twice.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let collectionView, gestureRecognizer === gesture else { return true }
    guard movement == nil else { return false }
    let point = gestureRecognizer.location(in: collectionView)
    guard let indexPath = collectionView.indexPathForItem(at: point),
      let center = collectionView.layoutAttributesForItem(at: indexPath)?.center
    else { return false }
    grabOffset = CGPoint(x: center.x - point.x, y: center.y - point.y)
    return collectionView.beginInteractiveMovementForItem(at: indexPath)
  }
}

/// Scrolls a collection view while an interactive movement's target position is near an edge of the
/// visible bounds (Documentation/Behaviour.md#interactive-movement): a frame driver joined for the
/// movement's duration.
@MainActor final class InteractiveMovementAutoscroll: FrameDriver {
  /// The width of the edge band, in points.
  static let edgeBand: CGFloat = 64
  /// The speed at the very edge, in points per second.
  static let maximumSpeed: CGFloat = 1500

  weak var collectionView: CollectionView?
  /// The time of the previous tick during this movement, nil before the first.
  var lastTick: TimeInterval?
  /// Whether the driver is joined to the application.
  var isJoined = false

  /// Scrolls by the speed the target position's depth into the band gives, over the time since the
  /// previous tick.
  /// The first tick in the band only notes the time, so a scroll never covers time spent outside it.
  func tick(at time: TimeInterval) {
    guard let collectionView, collectionView.interactiveMovementAutoscrollVelocity != .zero else {
      lastTick = nil
      return
    }
    let previous = lastTick
    lastTick = time
    guard let previous else { return }
    collectionView.autoscrollInteractiveMovement(by: CGFloat(min(time - previous, 0.1)))
  }

  /// Frames while a movement runs and its position is in the band.
  var needsFrames: Bool { collectionView?.interactiveMovementAutoscrollVelocity != .zero }
}
