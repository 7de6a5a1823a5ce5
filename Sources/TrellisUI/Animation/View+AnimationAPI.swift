import Foundation
import TrellisGeometry

// PLACEHOLDER: the animation engine implements these; for now changes apply at once.

/// Options of a view animation (`UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Start from the current presentation value (Trellis always does; kept for source compatibility).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat forever.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Run backwards after forwards (with `repeat`).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Let touches reach the animating views.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Ease in and out (the default curve).
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// Ease in.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
}

extension View {
  /// Animates the changes made in `animations` over `duration` seconds.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Animates with a spring that settles in `duration` seconds.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` with animations disabled.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
