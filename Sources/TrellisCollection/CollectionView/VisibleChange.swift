import Foundation
import TrellisGeometry
import TrellisUI

/// Where a view on screen after an animated change starts its motion.
enum ChangeStart {
  /// The same view showed this pose before the change: it moves on from there.
  case shown(ElementPose)
  /// A pose the view didn't show, with the attributes that describe it when there are some (the
  /// view's `apply(_:)` starts from them).
  case from(ElementPose, LayoutAttributes?)
  /// Transparent where it ends.
  case faded
  /// No motion of its own (it shows its end at once).
  case none
}

/// What one animated change of the visible views decides for itself; the collection view's change
/// engine (`CollectionView.runVisibleChange`) does the rest, the same way for every kind of change: batch
/// updates (empty ones too, `BatchVisibleChange`), layout changes, the settling of an interrupted
/// interactive transition and animated bounds changes (`ComposedVisibleChange`).
@MainActor protocol VisibleChange {
  /// Views the model change already took out of the visible set (the elements an update removes),
  /// held out of the reuse queues; each ends at `end(of:)`.
  var removed: [CollectionReusableView] { get }
  /// Whether the visible views are laid out inside the change (false: the next layout pass does it;
  /// a batch update outside a window dequeues nothing).
  var laysOut: Bool { get }
  /// The content offset to move to inside the animation block (animated), nil to keep it.
  var targetOffset: CGPoint? { get }
  /// Where a view on screen after the change starts, given its key.
  func start(of key: ElementKey, shownBy view: CollectionReusableView) -> ChangeStart
  /// Where a view new in an element container (a row) starts: the layout's attributes for its element
  /// in offset-zero layout coordinates, nil to start from where the page showed it or fade in.
  func rowStart(of key: ElementKey) -> LayoutAttributes?
  /// Where a removed view ends (nil: it fades out where it is).
  func end(of view: CollectionReusableView) -> LayoutAttributes?
  /// Runs inside the animation block once the views are laid out, before any view moves.
  func willMove()
  /// Runs last inside the animation block.
  func didMove()
}

/// A change described by closures, for the changes that run now and then (layout changes, the settling
/// of an interrupted interactive transition, animated bounds changes); a batch update, which may run
/// every few frames (an interactive movement's), is a `BatchVisibleChange`, which allocates nothing.
@MainActor struct ComposedVisibleChange: VisibleChange {
  var removed: [CollectionReusableView] = []
  /// What the views on screen before the change showed, by identity.
  var shownBefore: [ObjectIdentifier: ElementPose] = [:]
  var laysOut = true
  var targetOffset: CGPoint?
  /// Where a view on screen after the change starts: given its key and the pose the same view showed
  /// before the change (nil for a view new on screen).
  var start: (ElementKey, CollectionReusableView, ElementPose?) -> ChangeStart
  /// See `rowStart(of:)`.
  var rowStart: (ElementKey) -> LayoutAttributes? = { _ in nil }
  /// See `end(of:)`.
  var end: (CollectionReusableView) -> LayoutAttributes? = { _ in nil }
  /// See `willMove()`.
  var beforeMotion: () -> Void = {}
  /// See `didMove()`.
  var afterMotion: () -> Void = {}

  func start(of key: ElementKey, shownBy view: CollectionReusableView) -> ChangeStart {
    start(key, view, shownBefore[ObjectIdentifier(view)])
  }
  func rowStart(of key: ElementKey) -> LayoutAttributes? { rowStart(key) }
  func end(of view: CollectionReusableView) -> LayoutAttributes? { end(view) }
  func willMove() { beforeMotion() }
  func didMove() { afterMotion() }
}
