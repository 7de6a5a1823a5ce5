import Foundation
import TrellisGeometry

/// The mutable state of a scroll view's interactions, kept in one object so the class body holds a
/// single stored property for it: the drag, the running deceleration, the wheel animation, the
/// indicators and the zoom.
@MainActor final class ScrollInteraction {
  /// Which axes a directionally locked drag may move.
  enum DirectionalLock {
    /// Not decided yet (no movement so far).
    case undecided
    /// Both axes.
    case free
    /// Only x.
    case horizontal
    /// Only y.
    case vertical
  }

  // Dragging.
  var isTracking = false
  var isDragging = false
  /// The offset the finger would give without resistance when the translation is zero.
  var dragOrigin: CGPoint = .zero
  /// Where the drag began, in content coordinates at that moment.
  var dragStartLocation: CGPoint = .zero
  var dragStartOffset: CGPoint = .zero
  var dragTranslation: CGPoint = .zero
  var dragStartPageX = 0
  var dragStartPageY = 0
  var lock: DirectionalLock = .free
  /// The pan's translation when it began: drags count from there, not from the touch-down.
  var panBaseTranslation: CGPoint = .zero
  /// The view the current touch began on, and when (for `delaysContentTouches`).
  weak var touchedView: View?
  var touchDownTime: TimeInterval = 0

  // Deceleration.
  var isDecelerating = false
  var motion: ScrollMotionAnimation?

  // Wheel and scroll-to-top animations.
  var wheelAnimation: ValueAnimation<CGPoint>?
  var wheelTarget: CGPoint = .zero
  var scrollToTopAnimation: ValueAnimation<CGPoint>?

  // Indicators.
  var verticalIndicator: ScrollIndicatorView?
  var horizontalIndicator: ScrollIndicatorView?
  var indicatorsShown = false
  var indicatorFade: ValueAnimation<CGFloat>?

  // Zooming.
  var zoomScale: CGFloat = 1
  var isZooming = false
  var isZoomBouncing = false
  var zoomStartScale: CGFloat = 1
  /// The point of the zooming view (its own, unscaled coordinates) held under the pinch centre.
  var zoomAnchor: CGPoint = .zero
  var zoomAnimation: ValueAnimation<CGFloat>?
}
