import Foundation
import TrellisGeometry

/// Recognizes one or more taps of one or more fingers (`UITapGestureRecognizer`); discrete.
///
/// A tap is `numberOfTouchesRequired` fingers going down and all lifting. The recognizer fails when a
/// finger moves more than 10 pt from where it went down, when more fingers than required touch, or,
/// in a multiple tap, when the next tap doesn't start within 0.35 s of the previous lift or a finger
/// lands more than 20 pt from every finger of the first tap (the thresholds `Touch.tapCount` uses).
/// It recognizes on the lift of the last required tap; `location(in:)` is then where the fingers
/// lifted. There is no limit on how long a finger may rest (UIKit's is undocumented).
@MainActor open class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move during a tap, in points.
  static let allowableMovement: CGFloat = 10

  /// The number of taps to recognize (1).
  public var numberOfTapsRequired = 1
  /// The number of fingers each tap needs (1).
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var touchesInThisTap = 0
  private var firstTapLocations: [CGPoint] = []
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]

  /// Starts a tap, or fails on an extra finger, a late or distant tap, or a tap beyond those required.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    cancelScheduledActions()
    guard tapsCompleted < numberOfTapsRequired else { return fail() }
    for touch in touches {
      let location = touch.location(in: nil)
      if tapsCompleted == 0 {
        firstTapLocations.append(location)
      } else if !firstTapLocations.contains(where: { $0.distance(to: location) <= Application.multiTapDistance }) {
        return fail()
      }
      startLocations[ObjectIdentifier(touch)] = location
    }
    touchesInThisTap = max(touchesInThisTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { fail() }
  }

  /// Fails when a finger moved too far.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if movedTooFar(touches) { fail() }
  }

  /// Completes a tap when the last finger lifts: recognizes after the last tap, else waits 0.35 s for the next.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard !movedTooFar(touches) else { return fail() }
    guard numberOfTouches - touches.count == 0 else { return }
    guard touchesInThisTap == numberOfTouchesRequired else { return fail() }
    tapsCompleted += 1
    touchesInThisTap = 0
    startLocations.removeAll()
    if tapsCompleted == numberOfTapsRequired {
      state = .ended
    } else {
      schedule(after: Application.multiTapInterval) { [weak self] in self?.fail() }
    }
  }

  /// Fails.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { fail() }

  /// Forgets the taps counted so far.
  open override func reset() {
    tapsCompleted = 0
    touchesInThisTap = 0
    firstTapLocations.removeAll()
    startLocations.removeAll()
  }

  private func fail() {
    if state == .possible { state = .failed }
  }

  private func movedTooFar(_ touches: Set<Touch>) -> Bool {
    touches.contains { touch in
      guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
      return start.distance(to: touch.location(in: nil)) > Self.allowableMovement
    }
  }
}
