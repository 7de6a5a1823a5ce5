import Foundation
import TrellisGeometry

/// Stopped view animations and finished transactions kept for reuse: a change that animates the same
/// properties as an earlier one (every frame of an interactive movement that changes its target, say) sets
/// up stopped animations afresh instead of allocating new ones, in a transaction whose completion ran.
///
/// An animation is only reused when the spare list holds its only strong reference: one that a caller,
/// a property animator's timeline or the running list still holds is left alone, so nothing anyone can
/// see changes under them.
extension Animator {
  /// The most stopped animations kept per value type.
  static let maximumSpareLayerAnimations = 256
  /// How many of the oldest spares of a type are looked at for one that nothing else holds.
  static let spareLayerAnimationProbes = 8

  /// Keeps a stopped view animation for reuse, unless enough of its type are kept.
  func keepForReuse<V: Interpolatable>(_ animation: LayerAnimation<V>) {
    let type = ObjectIdentifier(LayerAnimation<V>.self)
    guard (spareLayerAnimations[type]?.count ?? 0) < Self.maximumSpareLayerAnimations else { return }
    spareLayerAnimations[type, default: []].append(animation)
  }

  /// An animation of `key` on `view` from `from` to `to` with `context`'s timing: a kept one that nothing
  /// else holds, set up afresh, else a new one.
  /// - Complexity: O(s) for s spares of the type (at most `maximumSpareLayerAnimations`), a move of
  ///   references; at most `spareLayerAnimationProbes` are looked at.
  func makeLayerAnimation<V: Interpolatable>(
    view: View, key: WritableKeyPath<LayerState, V>, from: V, to: V, context: AnimationContext
  ) -> LayerAnimation<V> {
    if let spare = takeSpare(ofType: ObjectIdentifier(LayerAnimation<V>.self)) {
      let animation = unsafeDowncast(spare, to: LayerAnimation<V>.self)
      animation.restore(view: view, key: key, from: from, to: to, context: context)
      return animation
    }
    return LayerAnimation(view: view, key: key, from: from, to: to, context: context)
  }

  /// Removes and returns one of the oldest spares of `type` that nothing else holds, if there is one.
  private func takeSpare(ofType type: ObjectIdentifier) -> PropertyAnimation? {
    guard let index = spareLayerAnimations.index(forKey: type) else { return nil }
    let count = spareLayerAnimations.values[index].count
    for position in 0..<min(count, Self.spareLayerAnimationProbes)
    where isKnownUniquelyReferenced(&spareLayerAnimations.values[index][position]) {
      return spareLayerAnimations.values[index].remove(at: position)
    }
    return nil
  }

  /// The number of stopped view animations kept for reuse (for tests).
  var spareLayerAnimationCount: Int { spareLayerAnimations.values.reduce(0) { $0 + $1.count } }
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
