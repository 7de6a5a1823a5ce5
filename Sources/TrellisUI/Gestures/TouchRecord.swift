import Foundation

/// One touch in flight: the recognizers that see it and how far its delivery to the hit view has got.
@MainActor final class TouchRecord {
  /// How far the hit view has been told about the touch.
  enum ViewPhase {
    /// `touchesBegan` not delivered yet: held by a recognizer's `delaysTouchesBegan`.
    case waiting
    /// `touchesBegan` delivered; moves follow.
    case tracking
    /// The touch lifted; `touchesEnded` held by a recognizer's `delaysTouchesEnded`.
    case endHeld
    /// Done: ended or cancelled delivered, or the view will never see the touch.
    case finished
  }

  /// The touch.
  let touch: Touch
  /// The latest event that carried the touch (used for deliveries released later).
  var event: Event
  /// The recognizers the touch is delivered to, nearest to the hit view first.
  var recognizers: [GestureRecognizer] = []
  /// The view delivery phase.
  var viewPhase = ViewPhase.waiting
  /// Whether the touch moved while `touchesBegan` was held.
  var movedWhileWaiting = false
  /// Whether the touch lifted while `touchesBegan` was held.
  var endedWhileWaiting = false
  /// Whether the touch has lifted or been cancelled.
  var isOver = false

  init(touch: Touch, event: Event) {
    self.touch = touch
    self.event = event
  }
}
