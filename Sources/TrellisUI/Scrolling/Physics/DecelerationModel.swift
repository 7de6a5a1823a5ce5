import Foundation
import TrellisGeometry

/// The exponential deceleration of a scroll view after a fling, on one axis
/// (Documentation/Behaviour.md#scroll-deceleration).
///
/// The velocity decays by the factor d every millisecond:
///
///     v(t) = v₀ · d^(1000·t)                        (t in seconds, v in points per second)
///     x(t) = x₀ + v₀ · (d^(1000·t) − 1) / (1000 · ln d)
///     x∞   = x₀ − v₀ / (1000 · ln d)                (the resting point)
///
/// Written with the decay constant k = −1000·ln d (per second) and the travel D = v₀/k:
/// x(t) = x₀ + D·(1 − e^(−k·t)). The motion ends when the distance left, |D|·e^(−k·t), falls below a
/// threshold (half a pixel: 0.5 / screen scale), at t_end = ln(|D| / threshold) / k.
///
/// The resting point is the exact limit of the continuous model. WWDC 2018's projection
/// x₀ + (v₀/1000)·d/(1 − d) is the sum of the discrete per-millisecond steps and lands slightly
/// short (998 pt instead of 999 pt for 2000 pt/s at 0.998).
///
/// ## Retiming to a target
/// `init(position:velocity:target:rate:)` lands exactly on a chosen target (a snapped, paged or
/// delegate-changed offset) with the same exponential shape: it keeps the release velocity and picks
/// the decay constant k = v₀ / (target − x₀), so the motion continues the finger's speed. k is kept
/// between the rate's own constant (it never glides longer than the rate allows) and that of a 0.95
/// rate (95% of the way in 0.06 s), and a release that doesn't point at the target (or has no
/// velocity) uses the larger of the rate's constant and `.fast`'s; in those cases the starting
/// velocity becomes k·(target − x₀), faster or slower than the finger's.
public struct DecelerationModel: Hashable, Sendable {
  /// The position at t = 0.
  public let initialPosition: CGFloat
  /// The velocity at t = 0, in points per second.
  public let initialVelocity: CGFloat
  /// The decay constant k, per second: the velocity is v₀·e^(−k·t).
  public let decayConstant: CGFloat

  /// The natural deceleration of a release at `position` with `velocity` (points per second).
  public init(position: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) {
    initialPosition = position
    initialVelocity = velocity.isFinite ? velocity : 0
    decayConstant = rate.decayConstant
  }

  /// A deceleration from `position` that comes to rest exactly at `target` (see "Retiming").
  public init(position: CGFloat, velocity: CGFloat, target: CGFloat, rate: DecelerationRate = .normal) {
    let natural = rate.decayConstant
    let distance = target - position
    let speed = velocity.isFinite ? velocity : 0
    initialPosition = position
    guard distance != 0 else {
      initialVelocity = 0
      decayConstant = natural
      return
    }
    var k: CGFloat
    if speed * distance > 0 {
      k = min(max(speed / distance, natural), max(natural, Self.maximumRetimedDecay))
    } else {
      k = max(natural, DecelerationRate.fast.decayConstant)
    }
    k = max(k, 1e-6)
    decayConstant = k
    initialVelocity = k * distance
  }

  /// The largest decay constant a retimed deceleration uses: that of a 0.95 rate.
  public static let maximumRetimedDecay: CGFloat = -1000 * log(0.95)

  /// The distance a release with `velocity` (points per second) travels at `rate`: v₀ / (−1000·ln d).
  public static func projectedDistance(velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
    velocity / rate.decayConstant
  }

  /// The distance below which a motion counts as at rest: half a pixel at `scale` pixels per point.
  public static func restThreshold(scale: CGFloat) -> CGFloat { 0.5 / max(scale, 1) }

  /// The per-millisecond rate of this motion, e^(−k/1000) (the view's rate unless retimed).
  public var rate: DecelerationRate { DecelerationRate(rawValue: exp(-decayConstant / 1000)) }

  /// The distance travelled in all, v₀ / k.
  public var distance: CGFloat { initialVelocity / decayConstant }

  /// The resting point x∞ = x₀ + v₀ / k.
  public var restingPosition: CGFloat { initialPosition + distance }

  /// The velocity at time `t` (seconds), in points per second.
  public func velocity(at t: TimeInterval) -> CGFloat {
    initialVelocity * exp(-decayConstant * CGFloat(max(t, 0)))
  }

  /// The position at time `t` (seconds).
  public func position(at t: TimeInterval) -> CGFloat {
    initialPosition + distance * (1 - exp(-decayConstant * CGFloat(max(t, 0))))
  }

  /// The time at which the distance left falls below `threshold`: ln(|D| / threshold) / k, or 0
  /// when the whole travel is already below it.
  public func duration(threshold: CGFloat) -> TimeInterval {
    let travel = abs(distance)
    guard threshold > 0, travel > threshold else { return 0 }
    return TimeInterval(log(travel / threshold) / decayConstant)
  }

  /// The time at which the motion passes `position`, or nil when it never reaches it.
  public func time(toReach position: CGFloat) -> TimeInterval? {
    let travel = distance
    guard travel != 0 else { return position == initialPosition ? 0 : nil }
    let fraction = (position - initialPosition) / travel
    guard fraction >= 0, fraction < 1 else { return nil }
    return TimeInterval(-log(1 - fraction) / decayConstant)
  }
}
