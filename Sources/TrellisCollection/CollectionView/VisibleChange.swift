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
/// updates (empty ones too), layout changes, the settling of an interrupted interactive transition and
/// animated bounds changes.
@MainActor struct VisibleChange {
  /// Views the model change already took out of the visible set (the elements an update removes),
  /// held out of the reuse queues; each ends at `end(_:)`.
  var removed: [CollectionReusableView] = []
  /// What the views on screen before the change showed, by identity.
  var shownBefore: [ObjectIdentifier: ElementPose] = [:]
  /// Whether the visible views are laid out inside the change (false: the next layout pass does it;
  /// a batch update outside a window dequeues nothing).
  var laysOut = true
  /// The content offset to move to inside the animation block (animated), nil to keep it.
  var targetOffset: CGPoint?
  /// Where a view on screen after the change starts: given its key and the pose the same view showed
  /// before the change (nil for a view new on screen).
  var start: (ElementKey, CollectionReusableView, ElementPose?) -> ChangeStart
  /// Where a view new in an element container (a row) starts: the layout's attributes for its element
  /// in offset-zero layout coordinates, nil to start from where the page showed it or fade in.
  var rowStart: (ElementKey) -> LayoutAttributes? = { _ in nil }
  /// Where a removed view ends (nil: it fades out where it is).
  var end: (CollectionReusableView) -> LayoutAttributes? = { _ in nil }
  /// Runs inside the animation block once the views are laid out, before any view moves.
  var beforeMotion: () -> Void = {}
  /// Runs last inside the animation block.
  var afterMotion: () -> Void = {}
}
