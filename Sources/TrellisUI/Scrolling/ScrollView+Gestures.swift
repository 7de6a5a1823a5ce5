import Foundation
import TrellisGeometry

/// The scroll view's own gesture recognizers drive the drag and zoom APIs: the pan
/// (`panGestureRecognizer`) calls `beginDragging(at:)`, `dragged(translation:)` and
/// `endDragging(velocity:)`; the pinch (`pinchGestureRecognizer`) calls `beginZooming()`,
/// `updateZooming(scale:center:)` and `endZooming()`; a touch tracker that never recognizes stops a
/// deceleration at touch-down (`beginTracking()`) and lets an interrupted bounce finish when the finger
/// lifts without dragging (`endTracking()`).
///
/// The pan begins only when `isScrollEnabled`, and not for a drag along an axis the content can't
/// scroll when an enclosing scroll view can (so a horizontal pager inside a vertical scroll view leaves
/// vertical drags to the outer one; alone, it takes them, and a drag on a cell selects nothing). The content
/// doesn't jump by the pan's 10 pt start distance: the drag's translation counts from where the pan
/// began. A touch that the content has had for a while (`delaysContentTouches`' 150 ms, or at once
/// without it) is only taken from it when `canCancelContentTouches` and `touchesShouldCancel(in:)` say
/// so. The pinch begins only when zooming is possible (`canZoom`); its centroid pans as it zooms.
extension ScrollView {
  /// How long a touch-down belongs to the scroll view before the content has it, with
  /// `delaysContentTouches` (UIKit: about 150 ms).
  public static let contentTouchDelay: TimeInterval = 0.15

  /// The pinch that zooms, or nil when zooming isn't possible (`canZoom`), as in UIKit.
  /// - Complexity: O(number of recognizers on the view).
  public var pinchGestureRecognizer: PinchGestureRecognizer? {
    guard canZoom else { return nil }
    return gestureRecognizers?.lazy.compactMap { $0 as? ScrollViewPinchGestureRecognizer }.first
  }

  /// Attaches the pan, pinch and touch tracker and connects them; called once from `init(frame:)`.
  func installScrollGestureRecognizers() {
    panGestureRecognizer.addAction { [weak self] pan in self?.panGestureDidChange(pan) }
    let pinch = ScrollViewPinchGestureRecognizer { [weak self] pinch in self?.pinchGestureDidChange(pinch) }
    pinch.name = "ScrollView.pinch"
    addGestureRecognizer(pinch)
    let tracker = ScrollViewTouchTracker()
    tracker.name = "ScrollView.touchTracker"
    tracker.cancelsTouchesInView = false
    tracker.delaysTouchesEnded = false
    addGestureRecognizer(tracker)
    let delayer = ScrollViewContentTouchDelayer()
    delayer.name = "ScrollView.contentTouchDelayer"
    delayer.delaysTouchesBegan = true
    delayer.delaysTouchesEnded = false
    delayer.cancelsTouchesInView = false
    addGestureRecognizer(delayer)
  }

  /// Whether one of the scroll view's own recognizers may begin (`gestureRecognizerShouldBegin(_:)`).
  /// - Complexity: O(depth of the view), looking for an enclosing scroll view.
  func scrollGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    if recognizer is ScrollViewPinchGestureRecognizer { return canZoom }
    guard let pan = recognizer as? PanGestureRecognizer, pan === panGestureRecognizer else { return true }
    guard isScrollEnabled else { return false }
    let t = pan.translation(in: self)
    let vertical = abs(t.y) > abs(t.x)
    if vertical ? !canScrollVertically : !canScrollHorizontally, hasAncestorScrolling(vertically: vertical) {
      return false
    }
    pan.cancelsTouchesInView = canCancelContentTouches
    guard let touched = interaction.touchedView, touched !== self else { return true }
    let contentHasTouch =
      !delaysContentTouches
      || Application.shared.clock.now - interaction.touchDownTime >= Self.contentTouchDelay
    return !contentHasTouch || (canCancelContentTouches && touchesShouldCancel(in: touched))
  }

  /// Whether an enclosing scroll view can scroll along the axis, and so should get a drag this one can't use.
  /// - Complexity: O(depth).
  private func hasAncestorScrolling(vertically: Bool) -> Bool {
    var current = superview
    while let view = current {
      if let scrollView = view as? ScrollView, scrollView.isScrollEnabled,
        vertically ? scrollView.canScrollVertically : scrollView.canScrollHorizontally
      {
        return true
      }
      current = view.superview
    }
    return false
  }

  private func panGestureDidChange(_ pan: PanGestureRecognizer) {
    let t = pan.translation(in: self)
    let base = interaction.panBaseTranslation
    switch pan.state {
    case .began:
      interaction.panBaseTranslation = t
      beginDragging(at: pan.location(in: self))
    case .changed:
      dragged(translation: CGPoint(x: t.x - base.x, y: t.y - base.y))
    case .ended:
      dragged(translation: CGPoint(x: t.x - base.x, y: t.y - base.y))
      endDragging(velocity: pan.velocity(in: self))
    case .cancelled:
      endDragging(velocity: .zero)
    default:
      break
    }
  }

  private func pinchGestureDidChange(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      beginZooming()
      updateZooming(scale: pinch.scale, center: pinch.location(in: self))
    case .changed:
      updateZooming(scale: pinch.scale, center: pinch.location(in: self))
    case .ended, .cancelled:
      endZooming()
    default:
      break
    }
  }

  /// A touch went down on the scroll view or its content.
  fileprivate func trackerTouchBegan(_ touch: Touch, at time: TimeInterval) {
    interaction.touchedView = touch.view
    interaction.touchDownTime = time
    beginTracking()
  }

  /// The last finger lifted (or was cancelled).
  fileprivate func trackerTouchesEnded() {
    interaction.touchedView = nil
    endTracking()
  }
}

/// The pinch a scroll view makes for itself, so it finds it again among its recognizers.
@MainActor final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {}

/// Watches the touches on a scroll view without ever recognizing.
@MainActor final class ScrollViewTouchTracker: GestureRecognizer {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard numberOfTouches == touches.count, let touch = touches.first else { return }
    (view as? ScrollView)?.trackerTouchBegan(touch, at: event.timestamp)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard numberOfTouches == touches.count else { return }
    (view as? ScrollView)?.trackerTouchesEnded()
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    guard numberOfTouches == touches.count else { return }
    (view as? ScrollView)?.trackerTouchesEnded()
  }
}

/// Holds a touch's `touchesBegan` back from the content for `ScrollView.contentTouchDelay` while
/// `delaysContentTouches` is on (UIKit's behaviour): a drag that becomes a scroll within that time never
/// reaches the content, so cells don't flash highlighted under a scrolling finger; a quick tap is
/// delivered whole (began, then ended) when the finger lifts; a finger that rests reaches the content
/// after the delay. It never recognizes; it fails to release what it holds.
@MainActor final class ScrollViewContentTouchDelayer: GestureRecognizer {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let scrollView = view as? ScrollView, scrollView.delaysContentTouches else {
      state = .failed
      return
    }
    guard numberOfTouches == touches.count else { return }
    schedule(after: ScrollView.contentTouchDelay) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .failed }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }

  override func reset() {
    super.reset()
    cancelScheduledActions()
  }
}
