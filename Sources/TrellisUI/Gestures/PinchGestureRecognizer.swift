import Foundation
import TrellisGeometry

/// Recognizes two fingers moving apart or together (`UIPinchGestureRecognizer`); continuous.
///
/// With two fingers down it begins once their distance has changed by more than 4 pt (UIKit's
/// threshold is undocumented); `scale` is the distance over the distance when the second finger
/// landed, and it ends when a finger lifts. Further fingers are ignored.
///
/// On the desktop it also takes magnify events (trackpad pinch, Ctrl+wheel) over its view: the first
/// begins the gesture with `scale` = the event's factor, each next multiplies it in (`changed`), and
/// the gesture ends 0.15 s after the last event. `location(in:)` is then the pointer.
@MainActor open class PinchGestureRecognizer: GestureRecognizer {
  /// How much the finger distance must change before the gesture begins, in points.
  static let hysteresis: CGFloat = 4
  /// How long after the last magnify event the gesture ends, in seconds.
  static let magnifyEndDelay: TimeInterval = 0.15

  private var storedScale: CGFloat = 1
  /// The finger distance at which `scale` is 1.
  private var referenceDistance: CGFloat = 0
  private var initialDistance: CGFloat = 0
  private var tracker = VelocityTracker()
  private var isMagnifying = false

  /// The scale of the pinch: finger distance over the starting distance (1 at the start); setting it
  /// rebases later changes on the new value.
  public var scale: CGFloat {
    get { storedScale }
    set {
      if storedScale != 0 { tracker.scaleX(by: newValue / storedScale) }
      if numberOfTouches == 2, newValue > 0 { referenceDistance = fingerDistance / newValue }
      storedScale = newValue
    }
  }

  /// How fast the scale changes, in scale factor per second (averaged over the last 0.1 s).
  public var velocity: CGFloat { tracker.velocity(at: Application.shared.clock.now).x }

  /// Takes the first two fingers; measures the starting distance when the second lands.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches where numberOfTouches > 2 || isMagnifying { ignore(touch, for: event) }
    guard numberOfTouches == 2, state == .possible else { return }
    initialDistance = fingerDistance
    referenceDistance = initialDistance
    storedScale = 1
    tracker.reset()
    tracker.add(CGPoint(x: 1, y: 0), at: event.timestamp)
  }

  /// Updates the scale; begins past the threshold, else reports `changed`.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard numberOfTouches == 2, referenceDistance > 0 else { return }
    let distance = fingerDistance
    storedScale = distance / referenceDistance
    tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
    switch state {
    case .possible:
      if abs(distance - initialDistance) > Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends when a finger lifts; fails if the gesture hadn't begun.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches == 2, referenceDistance > 0 {
      storedScale = fingerDistance / referenceDistance
      tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
    }
    state = state.isInProgress ? .ended : .failed
  }

  /// Cancels the gesture, or fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state.isInProgress ? .cancelled : .failed
  }

  /// Sets the scale back to 1.
  open override func reset() {
    storedScale = 1
    referenceDistance = 0
    initialDistance = 0
    tracker.reset()
    isMagnifying = false
  }

  override func handleMagnify(_ event: Event) -> Bool {
    guard trackedTouches.isEmpty, state == .possible || (isMagnifying && state.isInProgress) else { return false }
    lastLocationInWindow = event.locationInWindow
    if state == .possible {
      isMagnifying = true
      storedScale = event.magnification
      tracker.reset()
      tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
      state = .began
      guard state == .began else {
        isMagnifying = state == .possible
        return isMagnifying
      }
    } else {
      storedScale *= event.magnification
      tracker.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
      state = .changed
    }
    cancelScheduledActions()
    schedule(after: Self.magnifyEndDelay) { [weak self] in
      guard let self, self.state.isInProgress else { return }
      self.state = .ended
    }
    return true
  }

  private var fingerDistance: CGFloat {
    guard trackedTouches.count >= 2 else { return 0 }
    return trackedTouches[0].location(in: nil).distance(to: trackedTouches[1].location(in: nil))
  }
}
