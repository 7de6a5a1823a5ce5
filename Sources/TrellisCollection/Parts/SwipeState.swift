import Foundation
import TrellisUI

/// Which edge of a row a swipe reveals actions at.
package enum SwipeEdge: Sendable, Hashable {
  /// The leading edge (the content slides toward the trailing edge).
  case leading
  /// The trailing edge (the content slides toward the leading edge).
  case trailing
}

/// The swipe-actions part of a collection view: the row being swiped or swiped open, its actions, how
/// far its content has slid, and the settling animation, the trackpad swipe and the keyboard focus on
/// its buttons.
@MainActor struct SwipeState {
  /// What the swiped row is doing.
  enum Phase: Equatable {
    /// No row is swiped.
    case idle
    /// A finger (or trackpad) is sliding the row.
    case dragging
    /// Sliding to `settleTarget` after a release.
    case settling
    /// Open, its actions showing and taking taps.
    case open
    /// An action runs; the row waits for its completion.
    case performing
  }

  /// What the row is doing.
  var phase = Phase.idle
  /// The swiped row; nil when idle.
  var row: IndexPath?
  /// The edge whose actions show.
  var edge = SwipeEdge.trailing
  /// The swiped row's cell.
  weak var cell: CollectionViewCell?
  /// The actions shown.
  var configuration: SwipeActionsConfiguration?
  /// The horizontal offset of the row's content on screen: negative slides it left.
  var offset: CGFloat = 0
  /// The offset when the current drag began.
  var dragStartOffset: CGFloat = 0
  /// The pan's translation when it began, so the content doesn't jump by the pan's start distance.
  var dragBaseTranslation: CGFloat = 0
  /// The view drawing the buttons, inside the swiped cell.
  var actionsView: SwipeActionsView?
  /// The settling animation: from, to, start time.
  var settleFrom: CGFloat = 0
  /// Where the settling animation ends.
  var settleTarget: CGFloat = 0
  /// When the settling animation started.
  var settleStart: TimeInterval = 0
  /// Whether the settling animation runs.
  var isSettling = false
  /// When a trackpad swipe counts as released if no horizontal delta comes; nil when none is active.
  var wheelReleaseTime: TimeInterval?
  /// A touch began while the row was open: its end performs a button or closes the row.
  var touchBeganWhileOpen = false
  /// The button the keyboard is on (index into the actions); nil when the keyboard isn't on the buttons.
  var keyboardIndex: Int?
  /// The layout's answer for the drag being decided: where it started, the edge, the configuration
  /// (asked once per drag, whichever recognizer asks first).
  var candidate: (start: CGPoint, edge: SwipeEdge, configuration: SwipeActionsConfiguration?)?
  /// The drag recognizer.
  weak var recognizer: PanGestureRecognizer?
  /// The frame driver that runs the settling animation and the trackpad release.
  var driver: SwipeFrameDriver?

  /// The row whose actions show (open, opening, closing or performing); nil when idle.
  var openRow: IndexPath? { phase == .idle ? nil : row }

  /// How long the content takes to settle after a release.
  static let settleDuration: TimeInterval = 0.25
  /// How long without a horizontal trackpad delta ends a trackpad swipe.
  static let wheelReleaseDelay: TimeInterval = 0.15
  /// The speed (points per second) past which a release opens or closes by its direction alone.
  static let flickSpeed: CGFloat = 500
  /// The fraction of the row's width past which a release is a full swipe.
  static let fullSwipeFraction: CGFloat = 0.6

  /// The eased progress of the settling animation at `time`: ease-out cubic, 1 − (1 − p)³.
  func settleOffset(at time: TimeInterval) -> (offset: CGFloat, finished: Bool) {
    let p = min(1, max(0, (time - settleStart) / Self.settleDuration))
    let eased = 1 - pow(1 - p, 3)
    return (settleFrom + (settleTarget - settleFrom) * CGFloat(eased), p >= 1)
  }
}

/// Ticks a collection view's swipe animation on the frame clock.
@MainActor final class SwipeFrameDriver: FrameDriver {
  /// The collection view whose swipe it drives.
  weak var collectionView: CollectionView?
  /// Whether a settle or a trackpad swipe is running.
  var isActive = false

  init(collectionView: CollectionView) { self.collectionView = collectionView }

  func tick(at time: TimeInterval) { collectionView?.swipeTick(at: time) }

  var needsFrames: Bool { isActive }
}
