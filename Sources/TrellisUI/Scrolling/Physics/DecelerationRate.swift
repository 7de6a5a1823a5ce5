import Foundation
import TrellisGeometry

/// How quickly a scroll view slows down after a fling: the factor by which the velocity decays every
/// millisecond (`UIScrollView.DecelerationRate`).
///
/// UIKit's two named rates are `.normal` (0.998) and `.fast` (0.99). Any rate in 0…1 may be used;
/// `DecelerationModel` keeps it within 0.5…0.99999 so the motion always ends and never stops at once.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The factor the velocity keeps per millisecond.
  public var rawValue: CGFloat

  /// Creates a rate from its per-millisecond factor.
  public init(rawValue: CGFloat) { self.rawValue = rawValue }

  /// 0.998 per millisecond: the default, long glide (a 1000 pt/s fling travels about 500 pt).
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// 0.99 per millisecond: a short glide (a 1000 pt/s fling travels about 100 pt), used for paging.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The decay constant k = −1000·ln d, per second: the velocity is v₀·e^(−k·t).
  public var decayConstant: CGFloat {
    let d = rawValue.isFinite ? min(max(rawValue, Self.range.lowerBound), Self.range.upperBound) : 0.998
    return -1000 * log(d)
  }

  /// The per-millisecond factors the physics accepts; others are clamped into this range.
  static let range: ClosedRange<CGFloat> = 0.5...0.99999
}
