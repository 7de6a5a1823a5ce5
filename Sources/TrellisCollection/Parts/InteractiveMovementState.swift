import Foundation
import TrellisGeometry
import TrellisUI

/// The collection view's uncommitted arrangement: the interactive movement under way
/// (`beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`, or a drop's gap for an item dragged
/// from the collection view), the uncommitted insertions (a drop's empty gap, placeholders), the standard
/// long press that drives a movement, and the edge autoscroll.
///
/// While a movement runs, the collection view's arrangement (its counts and index paths) has the item at its
/// target index path, while the data source keeps the original order until the end; an uncommitted
/// insertion is an item of the arrangement that the data source doesn't have. `dataSourceIndexPath(for:)`
/// and `collectionViewIndexPath(forDataSource:)` are the one translation between the two: the movement
/// applies to the data source's order first, then the insertions.
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
    /// Whether the movement is a drop's gap: the item's element is left out of the layout pass (the drag's
    /// preview stands for it), and the drop's autoscroll, not the movement's, scrolls.
    var isDropGap = false
  }

  /// An item of the arrangement the data source doesn't have: a drop's empty gap (nothing shown) or a
  /// placeholder (a cell dequeued with its reuse identifier and configured by its handler).
  struct Insertion {
    /// The index path in the collection view's arrangement.
    var indexPath: IndexPath
    /// The placeholder shown there; nil for a drop's empty gap.
    var placeholder: PlaceholderEntry?
  }

  /// A placeholder inserted by `drop(_:to:)`: what it shows and its context's identity.
  struct PlaceholderEntry {
    let placeholder: CollectionViewPlaceholder
    let id: Int
  }

  weak var collectionView: CollectionView?
  /// The movement under way, nil when none.
  var movement: Movement?
  /// The uncommitted insertions, by index path ascending (each section's in item order).
  var insertions: [Insertion] = []
  /// The identity the next placeholder gets.
  var nextPlaceholderID = 0
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
  /// The target and previous index paths of the moving invalidation contexts, one element each, in two
  /// pairs used in turn: a frame that only moves the lifted cell makes no new arrays, even when the layout
  /// keeps the last context until it makes the next (writing an array a context still holds would copy it).
  private var targetBuffers: ([IndexPath], [IndexPath]) = ([], [])
  private var previousBuffers: ([IndexPath], [IndexPath]) = ([], [])
  /// Whether the second pair holds the last index paths set.
  private var usesSecondPair = false

  /// The target index paths last set (one element).
  var contextTargets: [IndexPath] { usesSecondPair ? targetBuffers.1 : targetBuffers.0 }
  /// The previous index paths last set (one element).
  var contextPrevious: [IndexPath] { usesSecondPair ? previousBuffers.1 : previousBuffers.0 }

  /// Sets the one-element arrays for a moving invalidation context, in the pair not set last.
  func setContextIndexPaths(target: IndexPath, previous: IndexPath) {
    usesSecondPair.toggle()
    if usesSecondPair {
      Self.set(&targetBuffers.1, to: target)
      Self.set(&previousBuffers.1, to: previous)
    } else {
      Self.set(&targetBuffers.0, to: target)
      Self.set(&previousBuffers.0, to: previous)
    }
  }

  private static func set(_ buffer: inout [IndexPath], to indexPath: IndexPath) {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(indexPath)
  }

  /// The item the layout places at the target: the cell key of the current index path.
  var liftedKey: ElementKey? { movement.map { .cell($0.current) } }

  /// Whether the arrangement differs from the data source's order (a movement or an insertion).
  var isArranged: Bool { movement != nil || !insertions.isEmpty }

  /// The data source's index path of the item the collection view shows at `indexPath`; nil for an
  /// uncommitted insertion (the data source has no item there).
  /// - Complexity: O(insertions).
  func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return indexPath }
    var item = indexPath.item
    for insertion in insertions where insertion.indexPath.section == indexPath.section {
      if insertion.indexPath.item == indexPath.item { return nil }
      if insertion.indexPath.item < indexPath.item { item -= 1 }
    }
    guard let movement else { return IndexPath(item: item, section: indexPath.section) }
    if indexPath.section == movement.current.section && item == movement.current.item { return movement.original }
    if indexPath.section == movement.current.section && item > movement.current.item { item -= 1 }
    if indexPath.section == movement.original.section && item >= movement.original.item { item += 1 }
    return IndexPath(item: item, section: indexPath.section)
  }

  /// The collection view's index path of the data source's item at `indexPath`.
  /// - Complexity: O(insertions).
  func collectionViewIndexPath(forDataSource indexPath: IndexPath) -> IndexPath {
    guard indexPath.count == 2 else { return indexPath }
    var item = indexPath.item
    if let movement {
      if indexPath == movement.original {
        item = movement.current.item
      } else {
        if indexPath.section == movement.original.section && item > movement.original.item { item -= 1 }
        if indexPath.section == movement.current.section && item >= movement.current.item { item += 1 }
      }
    }
    let section =
      movement.map { indexPath == $0.original ? $0.current.section : indexPath.section } ?? indexPath.section
    for insertion in insertions where insertion.indexPath.section == section && insertion.indexPath.item <= item {
      item += 1
    }
    return IndexPath(item: item, section: section)
  }

  /// Whether the layout pass may show the data source's cell for the item at `indexPath`: false for an
  /// uncommitted insertion and for a drop gap's item (so prefetching never prepares one).
  /// - Complexity: O(insertions).
  func showsDataSourceCell(at indexPath: IndexPath) -> Bool {
    if let movement, movement.isDropGap, movement.current == indexPath { return false }
    return insertions.isEmpty || insertionIndex(at: indexPath) == nil
  }

  /// The index of the insertion at `indexPath`, nil when none is there.
  /// - Complexity: O(insertions).
  func insertionIndex(at indexPath: IndexPath) -> Int? {
    insertions.firstIndex { $0.indexPath == indexPath }
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

/// Scrolls a collection view while an interactive movement's target position, or the pointer of a drop
/// session over it, is near an edge of the visible bounds (Documentation/Behaviour.md#interactive-movement,
/// #dnd-autoscroll): a frame driver joined for the movement's or the drop session's duration.
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
    // A drop gap waiting for the reordering cadence moves once its delay has passed.
    if let collectionView, collectionView.hasPendingDropGap { collectionView.applyDueDropGap(at: time) }
    guard let collectionView, collectionView.interactiveMovementAutoscrollVelocity != .zero else {
      lastTick = nil
      return
    }
    let previous = lastTick
    lastTick = time
    guard let previous else { return }
    collectionView.autoscrollInteractiveMovement(by: CGFloat(min(time - previous, 0.1)))
  }

  /// Frames while a movement's position or a drop's pointer is in the band, or a drop gap waits for its
  /// reordering cadence.
  var needsFrames: Bool {
    guard let collectionView else { return false }
    return collectionView.hasPendingDropGap || collectionView.interactiveMovementAutoscrollVelocity != .zero
  }
}
