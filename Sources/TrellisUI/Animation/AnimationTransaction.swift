import Foundation
import TrellisGeometry

/// The completion bookkeeping of one `View.animate` call (or one `ValueAnimation` with a completion):
/// how many of its animations are still running and whether all of them ran to their end.
@MainActor final class AnimationTransaction {
  /// Called once, from the animator's tick, when the transaction is closed and nothing is pending.
  var completion: ((Bool) -> Void)?
  /// Animations started in the transaction that haven't finished or been cancelled.
  var pendingCount = 0
  /// Whether the animation block is still running (no completion until it returns).
  var isOpen: Bool
  /// Whether every animation ran to its end; false once one is cancelled or replaced.
  var allFinished = true
  /// Whether the completion has been queued for the next tick.
  var isQueued = false

  init(completion: ((Bool) -> Void)?, isOpen: Bool) {
    self.completion = completion
    self.isOpen = isOpen
  }

  /// Whether the completion is due: the block returned and every animation ended.
  var isComplete: Bool { !isOpen && pendingCount == 0 }
}
