import Foundation
import TrellisGeometry
import TrellisUI

/// The long press that lifts a collection view's item for a drag: held still for
/// `touchLiftDuration` (0.5 s) with a finger, `pointerLiftDuration` (0.2 s) with the mouse.
@MainActor final class DragLiftGestureRecognizer: LongPressGestureRecognizer {
  /// How long a finger must rest before the item lifts, in seconds.
  static let touchLiftDuration: TimeInterval = 0.5
  /// How long the mouse button must be held before the item lifts, in seconds.
  static let pointerLiftDuration: TimeInterval = 0.2

  /// How far a finger moves, in points, after its long press opened the item's context menu, before the
  /// menu turns into a drag.
  static let menuToDragDistance: CGFloat = 10
  /// Whether the press is the mouse's (else a finger's).
  private(set) var isPointer = false

  /// Sets the press duration for the kind of touch, then waits as a long press does.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, let touch = touches.first {
      isPointer = touch.type == .indirectPointer
      minimumPressDuration = isPointer ? Self.pointerLiftDuration : Self.touchLiftDuration
    }
    super.touchesBegan(touches, with: event)
  }
}
