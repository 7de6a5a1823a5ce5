import Foundation
import TrellisGeometry

/// The spring that pulls an overscrolled scroll view back to its edge, on one axis: after a release
/// past the edge, when a deceleration runs into the edge, or when a zoom ends beyond its limits.
///
/// It is critically damped (ζ = 1: the fastest return without oscillating) with unit mass and
/// stiffness 256, so ω = 16 rad/s and damping 2ω = 32:
///
///     y(t) = (y₀ + (v₀ + ω·y₀)·t) · e^(−ω·t)       (y = position − target)
///
/// A release 50 pt past the edge is back within half a point in 0.42 s, 100 pt in 0.46 s, 200 pt in
/// 0.51 s, close to iOS's bounce. A deceleration that reaches the edge at v pt/s overshoots by
/// v/(ω·e) ≈ v/43.5 (46 pt at 2000 pt/s) before returning.
public struct BounceSpring: Hashable, Sendable {
  /// The undamped angular frequency used by scroll views, in radians per second (√256).
  public static let defaultAngularFrequency: CGFloat = 16

  /// Where the spring comes to rest.
  public let target: CGFloat
  /// The position at t = 0.
  public let initialPosition: CGFloat
  /// The velocity at t = 0, in points per second.
  public let initialVelocity: CGFloat
  /// The angular frequency ω, in radians per second.
  public let angularFrequency: CGFloat
  private let oscillator: DampedOscillator

  /// A spring from `position` moving at `velocity` (units per second) that settles at `target`.
  public init(
    position: CGFloat, target: CGFloat, velocity: CGFloat,
    angularFrequency: CGFloat = BounceSpring.defaultAngularFrequency
  ) {
    let v0 = velocity.isFinite ? velocity : 0
    let ω = angularFrequency.isFinite && angularFrequency > 0 ? angularFrequency : Self.defaultAngularFrequency
    self.target = target
    initialPosition = position
    initialVelocity = v0
    self.angularFrequency = ω
    oscillator = DampedOscillator(dampingRatio: 1, frequency: ω, displacement: position - target, velocity: v0)
  }

  /// The position at time `t` (seconds).
  public func position(at t: TimeInterval) -> CGFloat {
    target + oscillator.displacement(at: CGFloat(max(t, 0)))
  }

  /// The velocity at time `t` (seconds), in units per second.
  public func velocity(at t: TimeInterval) -> CGFloat { oscillator.velocity(at: CGFloat(max(t, 0))) }

  /// The time after which the spring stays within `threshold` of its target.
  ///
  /// Solved on the envelope (|y₀| + |v₀ + ω·y₀|·t)·e^(−ω·t) ≥ |y(t)|, which decreases after its peak,
  /// by bisection: at most 0.5 ms later than the exact answer.
  /// - Complexity: O(log(duration / 0.5 ms)).
  public func duration(threshold: CGFloat) -> TimeInterval {
    let ω = angularFrequency
    let a = abs(initialPosition - target)
    let b = abs(initialVelocity + ω * (initialPosition - target))
    func envelope(_ t: CGFloat) -> CGFloat { (a + b * t) * exp(-ω * t) }
    guard threshold > 0 else { return 0 }
    // The envelope's peak (its maximum): d/dt = 0 at t = 1/ω − a/b; below the threshold there, it always is.
    var low: CGFloat = b > 0 ? max(0, 1 / ω - a / b) : 0
    if envelope(low) < threshold { return 0 }
    var high = max(low, 1 / ω) * 2
    while envelope(high) >= threshold, high < 3600 { high *= 2 }
    while high - low > 5e-4 {
      let mid = (low + high) / 2
      if envelope(mid) >= threshold { low = mid } else { high = mid }
    }
    return TimeInterval(high)
  }
}
