import Foundation
import TrellisGeometry

extension View {
  /// Animates the changes made in `animations` over `duration` seconds (`UIView.animate`).
  ///
  /// Every animatable property set inside the block (frame, bounds, center, transform, alpha,
  /// backgroundColor, corner radius, border…) animates from its presentation value to the new model
  /// value; the model value is the final one as soon as the setter returns. The curve comes from
  /// `options` (ease-in-out by default); `.repeat` and `.autoreverse` repeat. Nested calls animate
  /// their own changes with their own timing (UIKit's inner blocks inherit the outer duration and
  /// curve unless told otherwise; Trellis's never do). A duration of 0 with no delay applies the
  /// changes at once. See `Animator` for how a new animation replaces one already running.
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds before the animations start; presentation values hold until then.
  ///   - options: curve, repetition, interaction.
  ///   - animations: the changes; runs synchronously.
  ///   - completion: runs from a later frame, never inside this call: with true once every change ran
  ///     to its end (at the next frame if the block animated nothing), with false if any was replaced,
  ///     snapped or cancelled. Repeating animations only complete by interruption.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    Animator.shared.perform(
      duration: duration, delay: delay, curve: options.timingCurve, options: options, animations: animations,
      completion: completion)
  }

  /// Animates the changes made in `animations` with a damped spring that settles in `duration` seconds.
  ///
  /// The spring's angular frequency is ω = S(max(ζ, 0.1)) / duration with S as `SpringCurve`
  /// documents (for 0.1 ≤ ζ ≤ 0.748, ω = ln(1000) / (ζ·duration): the envelope e^(−ζωt) falls to
  /// 0.001 at the end). Progress overshoots 1 for ζ < 1 and doesn't for ζ ≥ 1 (with no initial
  /// velocity). A spring that replaces a running animation also inherits its velocity.
  /// - Parameters:
  ///   - duration: seconds; the spring settles by then.
  ///   - delay: seconds before the animations start.
  ///   - dampingRatio: ζ; 1 is critical damping, below 1 oscillates, 0 never settles and snaps at the end.
  ///   - velocity: the initial velocity in units of the whole animated distance per second (1 covers
  ///     the distance in one second), as in UIKit.
  ///   - options: curve bits are ignored; repetition and interaction apply.
  ///   - animations: the changes; runs synchronously.
  ///   - completion: as for `animate(withDuration:delay:options:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = SpringTimingParameters(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
    Animator.shared.perform(
      duration: duration, delay: delay, curve: .spring(parameters, duration: duration), options: options,
      animations: animations, completion: completion)
  }

  /// Runs `actions` with animations disabled: changes apply at once, even inside an animation block
  /// and in animation blocks nested in `actions` (`UIView.performWithoutAnimation`).
  public static func performWithoutAnimation(_ actions: () -> Void) {
    Animator.shared.performWithoutAnimation(actions)
  }

  /// Changes the repetition of the animations made in `animations`, inside an animation block
  /// (`UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`); outside one it just runs them.
  public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
    Animator.shared.modifyAnimations(repeatCount: count, autoreverses: autoreverses, animations: animations)
  }

  /// Whether property changes inside animation blocks animate (`UIView.areAnimationsEnabled`).
  public static var areAnimationsEnabled: Bool { Animator.shared.areAnimationsEnabled }

  /// Enables or disables animations everywhere (`UIView.setAnimationsEnabled(_:)`).
  public static func setAnimationsEnabled(_ enabled: Bool) { Animator.shared.isEnabled = enabled }

  /// The duration of the innermost running animation block, 0 outside one
  /// (`UIView.inheritedAnimationDuration`).
  public static var inheritedAnimationDuration: TimeInterval { Animator.shared.inheritedDuration }
}
