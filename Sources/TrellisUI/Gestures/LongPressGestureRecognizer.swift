import Foundation
import TrellisGeometry

/// Recognizes fingers held still for a while (`UILongPressGestureRecognizer`); continuous.
///
/// After `numberOfTapsRequired` quick taps (each next one within 0.35 s), `numberOfTouchesRequired`
/// fingers must stay down for `minimumPressDuration` seconds without moving more than
/// `allowableMovement` points; then it begins. Afterwards the fingers may move freely (`changed`), and
/// it ends when one of them lifts. Lifting or moving too far before it began fails it.
@MainActor open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must be down, in seconds (0.5).
  public var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the gesture begins, in points (10).
  public var allowableMovement: CGFloat = 10
  /// The number of full taps before the press (0).
  public var numberOfTapsRequired = 0
  /// The number of fingers that must press (1).
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var touchesInThisTap = 0
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]

  /// Counts the fingers; when enough are down after the required taps, starts the press timer.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible else {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    cancelScheduledActions()
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    touchesInThisTap = max(touchesInThisTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { return fail() }
    if numberOfTouches == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
      schedule(after: minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .began
      }
    }
  }

  /// Before it began, fails when a finger moved too far; afterwards reports `changed`.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      let tooFar = touches.contains { touch in
        guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
        return start.distance(to: touch.location(in: nil)) > allowableMovement
      }
      if tooFar { fail() }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends the gesture, counts a required tap, or fails.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state.isInProgress { return state = .ended }
    guard state == .possible else { return }
    let pressing = tapsCompleted == numberOfTapsRequired
    guard !pressing, numberOfTouches - touches.count == 0, touchesInThisTap == numberOfTouchesRequired else {
      return fail()
    }
    tapsCompleted += 1
    touchesInThisTap = 0
    startLocations.removeAll()
    cancelScheduledActions()
    schedule(after: Application.multiTapInterval) { [weak self] in self?.fail() }
  }

  /// Cancels the gesture, or fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if state.isInProgress { state = .cancelled } else { fail() }
  }

  /// Forgets taps and start locations.
  open override func reset() {
    tapsCompleted = 0
    touchesInThisTap = 0
    startLocations.removeAll()
  }

  private func fail() {
    if state == .possible { state = .failed }
  }
}
