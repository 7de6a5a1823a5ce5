import Foundation

/// When a drop gap moves to a newly proposed place under a reordering cadence (the pure rule of
/// `CollectionView.reorderingCadence`, `Documentation/Behaviour.md#dnd-cadence`).
///
/// A target different from the one shown becomes pending at the time it is first proposed; it is
/// applied once it has stayed the proposed target for the cadence's delay (at once for `.immediate`).
/// Proposing another target restarts the wait; proposing the shown one drops the pending target.
struct ReorderingCadenceGate<Target: Equatable> {
  /// The cadence whose delay applies.
  var cadence = CollectionView.ReorderingCadence.immediate
  /// The target waiting for its delay, nil when none waits.
  private(set) var pending: Target?
  /// When the pending target was first proposed, in seconds of the frame clock.
  private(set) var proposedAt: TimeInterval = 0

  /// Proposes `target` at `time` while `shown` is the target shown: the target to apply now, nil while it
  /// waits or when it is the one shown.
  mutating func propose(_ target: Target, shown: Target?, at time: TimeInterval) -> Target? {
    guard target != shown else {
      pending = nil
      return nil
    }
    if pending != target {
      pending = target
      proposedAt = time
    }
    return due(at: time)
  }

  /// The pending target when its delay has passed at `time` (it is then no longer pending), else nil.
  mutating func due(at time: TimeInterval) -> Target? {
    // A nanosecond of slack: frame times add up in binary fractions.
    guard let target = pending, time - proposedAt >= cadence.delay - 1e-9 else { return nil }
    pending = nil
    return target
  }

  /// Forgets the pending target (the gap closed or the session ended).
  mutating func cancel() { pending = nil }
}
