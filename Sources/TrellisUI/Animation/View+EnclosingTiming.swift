import Foundation

extension View {
  /// Runs `animations` in an animation block timed like the enclosing `View.animate` block — its
  /// duration, delay and curve, a spring included, as UIKit's collection view takes an enclosing
  /// block's timing for its updates — or, outside one, over `duration` with `options`' curve.
  /// Repetition is never inherited. Inside a property animator's block the animator's duration is
  /// used with `options`' curve (the animator's timeline isn't shared).
  package static func animateWithEnclosingTiming(
    orDuration duration: TimeInterval, options: AnimationOptions, animations: () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    let animator = Animator.shared
    if animator.areAnimationsEnabled, let outer = animator.contexts.last, outer.timeline == nil {
      animator.perform(
        duration: outer.duration, delay: outer.delay, curve: outer.curve,
        options: outer.allowsUserInteraction ? [.allowUserInteraction] : [], animations: animations,
        completion: completion)
      return
    }
    let inherited = animator.inheritedDuration
    animator.perform(
      duration: inherited > 0 ? inherited : duration, delay: 0, curve: options.timingCurve, options: options,
      animations: animations, completion: completion)
  }
}
