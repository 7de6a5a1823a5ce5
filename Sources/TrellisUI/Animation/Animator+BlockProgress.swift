import Foundation
import TrellisGeometry

extension Animator {
  /// Starts a progress animation from 0 to 1 with the innermost open animation block's timing
  /// (duration, delay, curve, repetition), joining the block's completion as a property change
  /// inside it would; `setter` writes the progress every frame and 1 at the end. Returns nil, and
  /// starts nothing, outside a block whose timing animates or with animations disabled: the caller
  /// then writes its end state at once.
  ///
  /// For state that no view property holds, such as custom layout attributes a view reads in
  /// `apply(_:)`. A property animator's block doesn't scrub it: it runs on the block's timing.
  package func addProgressAnimationInCurrentBlock(
    _ setter: @escaping (CGFloat) -> Void
  ) -> ValueAnimation<CGFloat>? {
    guard let context = contexts.last, context.animates, areAnimationsEnabled, context.timeline == nil else {
      return nil
    }
    let animation = ValueAnimation<CGFloat>(
      from: 0, to: 1, duration: context.duration, delay: context.delay, curve: context.curve,
      repeatCount: context.repeatCount, autoreverses: context.autoreverses, setter: setter)
    animation.transaction = context.transaction
    context.transaction.pendingCount += 1
    add(animation)
    return animation
  }

  /// Ends an animation as finished where it is, without writing its end value: for state whose owner
  /// has no more to show (a view going to its reuse queue).
  package func complete(_ animation: PropertyAnimation) { retire(animation) }
}
