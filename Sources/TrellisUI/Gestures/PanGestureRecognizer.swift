import Foundation
import TrellisGeometry

/// Recognizes fingers dragging (`UIPanGestureRecognizer`); continuous.
///
/// It begins once at least `minimumNumberOfTouches` fingers are down and their centroid has moved
/// more than 10 pt (UIKit's hysteresis is undocumented; about 10 pt is what it shows), then reports
/// `changed` on every move and ends when the fingers lift (or fewer than the minimum remain); lifting
/// before it began fails it. Touches beyond `maximumNumberOfTouches` are ignored.
///
/// `translation(in:)` is measured from where the fingers went down, so at `began` it already holds
/// the hysteresis distance, as in UIKit; fingers joining or leaving don't make it jump.
/// `velocity(in:)` is in points per second, averaged over the last 0.1 s of motion: a finger that
/// rests before lifting reports about zero.
@MainActor open class PanGestureRecognizer: GestureRecognizer {
  /// How far the centroid must move before the gesture begins, in points.
  static let hysteresis: CGFloat = 10

  /// The fewest fingers that pan (1).
  public var minimumNumberOfTouches = 1
  /// The most fingers that pan (`Int.max`); more are ignored.
  public var maximumNumberOfTouches = Int.max

  /// The centroid (window coordinates) at which the translation is zero.
  private var origin: CGPoint = .zero
  /// The translation in window coordinates at the last event.
  private var translationInWindow: CGPoint = .zero
  private var tracker = VelocityTracker()

  /// The cumulative movement of the fingers since they went down, in a view's coordinates (window's when nil).
  /// - Complexity: O(depth of the view).
  public func translation(in view: View?) -> CGPoint {
    Self.vector(translationInWindow, fromWindowTo: view)
  }

  /// Makes the current translation read `translation` (in a view's coordinates): later moves add to it.
  /// - Complexity: O(depth of the view).
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    let target = Self.vector(translation, toWindowFrom: view)
    let delta = CGPoint(x: target.x - translationInWindow.x, y: target.y - translationInWindow.y)
    translationInWindow = target
    origin = CGPoint(x: origin.x - delta.x, y: origin.y - delta.y)
    tracker.shift(by: delta)
  }

  /// The speed of the fingers in points per second, in a view's coordinates (window's when nil).
  /// - Complexity: O(depth of the view).
  public func velocity(in view: View?) -> CGPoint {
    Self.vector(tracker.velocity(at: Application.shared.clock.now), fromWindowTo: view)
  }

  /// Takes the new fingers (up to the maximum) without changing the translation.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches where numberOfTouches > maximumNumberOfTouches { ignore(touch, for: event) }
    let previous = trackedTouches.filter { !touches.contains($0) }
    if previous.isEmpty {
      origin = Self.centroid(of: trackedTouches)
      translationInWindow = .zero
      tracker.reset()
      tracker.add(.zero, at: event.timestamp)
    } else {
      rebase(from: previous, to: trackedTouches)
    }
  }

  /// Updates the translation; begins past the hysteresis, else reports `changed`.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches < minimumNumberOfTouches {
      if state == .possible { origin = Self.centroid(of: trackedTouches) }
      return
    }
    track(at: event.timestamp)
    switch state {
    case .possible:
      let t = translationInWindow
      if (t.x * t.x + t.y * t.y).squareRoot() > Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends (or fails) when the fingers lift; otherwise keeps the translation across the lift.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    track(at: event.timestamp)
    let remaining = trackedTouches.filter { !touches.contains($0) }
    if remaining.isEmpty || (remaining.count < minimumNumberOfTouches && state.isInProgress) {
      state = state.isInProgress ? .ended : .failed
    } else {
      rebase(from: trackedTouches, to: remaining)
    }
  }

  /// Cancels the gesture, or fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state.isInProgress ? .cancelled : .failed
  }

  /// Clears the translation and the velocity samples.
  open override func reset() {
    origin = .zero
    translationInWindow = .zero
    tracker.reset()
  }

  /// Records the translation of the current centroid.
  private func track(at time: TimeInterval) {
    let c = Self.centroid(of: trackedTouches)
    translationInWindow = CGPoint(x: c.x - origin.x, y: c.y - origin.y)
    tracker.add(translationInWindow, at: time)
  }

  /// Moves the origin by the centroid's jump when fingers join or leave, so the translation holds.
  private func rebase(from old: [Touch], to new: [Touch]) {
    let a = Self.centroid(of: old)
    let b = Self.centroid(of: new)
    origin = CGPoint(x: origin.x + b.x - a.x, y: origin.y + b.y - a.y)
  }
}
