import Foundation
import TrellisGeometry

/// Options of a view animation (`UIView.AnimationOptions`), with UIKit's bit values.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Let touches reach the animating views; without it `Animator.suspendsUserInteraction(for:)` is
  /// true for a view while it animates.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Start from the current presentation value. Trellis always does; kept for source compatibility.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat forever (the completion runs only if the animation is interrupted, with false).
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Run each pass forwards then backwards. Without `repeat` the view then jumps to the final
  /// (model) value, as in UIKit; set the model back in the completion to end where it started.
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Ease in and out (the default curve): cubic-bezier(0.42, 0, 0.58, 1).
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// Ease in: cubic-bezier(0.42, 0, 1, 1).
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out: cubic-bezier(0, 0, 0.58, 1).
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The timing curve the curve bits select (ease-in-out when none is set).
  public var timingCurve: TimingCurve {
    switch (rawValue >> 16) & 0xF {
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .linear
    default: return .easeInOut
    }
  }
}
