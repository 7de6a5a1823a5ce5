import Foundation
import TrellisGeometry

extension Animator {
  /// Whether property changes may animate: animations are enabled and no
  /// `View.performWithoutAnimation` block is running.
  public var areAnimationsEnabled: Bool { isEnabled && disabledDepth == 0 }

  /// Whether a change made now animates: inside an animation block with a duration or delay, with
  /// animations enabled (a collection view animates a bounds change made so).
  package var isInsideAnimatingBlock: Bool { areAnimationsEnabled && contexts.last?.animates == true }

  /// Runs an animation block: changes inside it animate with `context`'s timing (the innermost
  /// block's, when blocks nest), and `completion` runs from a later tick once they all ended (at the
  /// next tick if the block animated nothing).
  func perform(
    duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let transaction = takeTransaction(completion: completion)
    let context = AnimationContext(
      duration: duration.isFinite ? max(duration, 0) : 0, delay: delay.isFinite ? max(delay, 0) : 0,
      curve: curve, repeatCount: options.contains(.repeat) ? .infinity : 1,
      autoreverses: options.contains(.autoreverse),
      allowsUserInteraction: options.contains(.allowUserInteraction), transaction: transaction)
    contexts.append(context)
    animations()
    contexts.removeLast()
    transaction.isOpen = false
    queueIfComplete(transaction)
  }

  /// Runs a property animator's animation block: changes inside it animate on `timeline`, starting at
  /// timeline progress `offset`.
  func perform(on timeline: AnimatorTimeline, offset: CGFloat, animations: () -> Void) {
    let transaction = AnimationTransaction(completion: nil, isOpen: true)
    var context = AnimationContext(
      duration: timeline.duration, delay: 0, curve: .linear, repeatCount: 1, autoreverses: false,
      allowsUserInteraction: timeline.allowsUserInteraction, transaction: transaction)
    context.timeline = timeline
    context.timelineOffset = offset
    contexts.append(context)
    animations()
    contexts.removeLast()
    transaction.isOpen = false
    queueIfComplete(transaction)
  }

  /// Runs `actions` with animations disabled; nested animation blocks don't animate either.
  func performWithoutAnimation(_ actions: () -> Void) {
    disabledDepth += 1
    actions()
    disabledDepth -= 1
  }

  /// Runs `animations` with the innermost block's repetition changed.
  func modifyAnimations(repeatCount: CGFloat, autoreverses: Bool, animations: () -> Void) {
    guard let saved = contexts.last else {
      animations()
      return
    }
    contexts[contexts.count - 1].repeatCount = repeatCount > 0 ? repeatCount : 1
    contexts[contexts.count - 1].autoreverses = autoreverses
    animations()
    contexts[contexts.count - 1] = saved
  }

  /// The innermost animation block's duration, 0 outside blocks or when animations are disabled.
  var inheritedDuration: TimeInterval { areAnimationsEnabled ? contexts.last?.duration ?? 0 : 0 }
}
