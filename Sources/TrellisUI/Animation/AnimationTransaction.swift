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

extension Animator {
  /// How many transactions whose completion ran are kept for reuse: animation blocks whose animations
  /// overlap (a collection view's batch updates every few frames, each animating for 0.3 s) each hold one.
  static let maximumSpareTransactions = 16

  /// An open transaction with `completion` for an animation block: a kept one that nothing else holds
  /// (its completion ran and its animations let go of it), else a new one. A block every few frames (an
  /// interactive movement's make-room changes) allocates none once warm.
  /// - Complexity: O(`maximumSpareTransactions`).
  func takeTransaction(completion: ((Bool) -> Void)?) -> AnimationTransaction {
    for index in spareTransactions.indices where isKnownUniquelyReferenced(&spareTransactions[index]) {
      let transaction = spareTransactions.remove(at: index)
      transaction.completion = completion
      transaction.pendingCount = 0
      transaction.isOpen = true
      transaction.allFinished = true
      transaction.isQueued = false
      return transaction
    }
    return AnimationTransaction(completion: completion, isOpen: true)
  }
}
