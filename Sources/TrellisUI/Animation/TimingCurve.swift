import Foundation
import TrellisGeometry

/// How an animation's progress follows time: linear, a cubic Bézier, or a spring.
///
/// Curves work on normalised time: t = 0 at the start of the animation (after its delay), t = 1 at
/// its end, whatever its duration. `progress(at:)` is 0 at t = 0 and 1 at t = 1 (a spring is within
/// its settling threshold of 1 there) and may leave 0…1 in between: a spring overshoots.
public enum TimingCurve: Hashable, Sendable {
  /// Progress equals time.
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1) (`CAMediaTimingFunction`).
  case cubicBezier(CubicBezierCurve)
  /// A damped spring (`UISpringTimingParameters`, `CASpringAnimation`).
  case spring(SpringCurve)

  /// Slow start: cubic-bezier(0.42, 0, 1, 1) (`.easeIn`).
  public static let easeIn = TimingCurve.cubicBezier(CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Slow end: cubic-bezier(0, 0, 0.58, 1) (`.easeOut`).
  public static let easeOut = TimingCurve.cubicBezier(CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Slow start and end: cubic-bezier(0.42, 0, 0.58, 1), UIKit's default (`.easeInEaseOut`).
  public static let easeInOut = TimingCurve.cubicBezier(CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))

  /// A cubic Bézier through the control points (x1, y1) and (x2, y2).
  public static func cubicBezier(x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) -> TimingCurve {
    .cubicBezier(CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// A spring with damping ratio `dampingRatio` that settles by the end of the animation, starting
  /// with `initialVelocity` in progress per unit of normalised time (see `SpringCurve`).
  ///
  /// UIKit's `initialSpringVelocity` is per second: multiply it by the duration.
  public static func spring(dampingRatio: CGFloat, initialVelocity: CGFloat = 0) -> TimingCurve {
    .spring(SpringCurve(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
  }

  /// A physical spring run over an animation of `duration` seconds: its frequency and velocity are
  /// scaled to normalised time. Use the parameters' `settlingDuration` for a duration that ends at rest.
  public static func spring(_ parameters: SpringTimingParameters, duration: TimeInterval) -> TimingCurve {
    let seconds = CGFloat(max(duration, 0))
    return .spring(
      SpringCurve(
        dampingRatio: parameters.dampingRatio, angularFrequency: parameters.angularFrequency * seconds,
        initialVelocity: parameters.initialVelocity * seconds))
  }

  /// The progress at normalised time `t`. Linear and Bézier curves clamp `t` to 0…1; a spring is 0
  /// before 0 and keeps moving after 1.
  /// - Complexity: O(1); see `CubicBezierCurve.progress(at:)`.
  public func progress(at t: CGFloat) -> CGFloat {
    switch self {
    case .linear: return min(max(t, 0), 1)
    case .cubicBezier(let curve): return curve.progress(at: t)
    case .spring(let curve): return curve.progress(at: t)
    }
  }

  /// The rate of progress per unit of normalised time at `t` (multiply by 1/duration for per second).
  /// - Complexity: O(1); see `CubicBezierCurve.velocity(at:)`.
  public func velocity(at t: CGFloat) -> CGFloat {
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.velocity(at: t)
    case .spring(let curve): return curve.velocity(at: t)
    }
  }

  /// Whether this is a spring (whose progress may overshoot and which carries velocity on retargeting).
  public var isSpring: Bool {
    if case .spring = self { return true }
    return false
  }
}
