import Foundation
import TrellisGeometry

/// A physical spring in seconds, as `CASpringAnimation` describes it: mass, stiffness, damping and
/// initial velocity (`UISpringTimingParameters`' `mass:stiffness:damping:initialVelocity:`).
///
/// The equation is m·x'' + c·x' + k·(x − 1) = 0 on progress x, so the damping ratio is
/// ζ = c / (2√(km)) and the angular frequency ω = √(k/m) in radians per second. Turn it into a
/// timing curve for an animation of some duration with `TimingCurve.spring(_:duration:)`.
public struct SpringTimingParameters: Hashable, Sendable {
  /// The mass; positive (default 1).
  public var mass: CGFloat
  /// The spring constant; positive (default 100).
  public var stiffness: CGFloat
  /// The friction coefficient; 0 never settles (default 10).
  public var damping: CGFloat
  /// The initial velocity in units of the animated distance per second: 1 covers the distance in a
  /// second (UIKit's and Core Animation's convention).
  public var initialVelocity: CGFloat

  /// Creates a spring from its physical constants (Core Animation's defaults: 1, 100, 10, 0).
  public init(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, initialVelocity: CGFloat = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Creates a spring of unit mass with damping ratio `dampingRatio` that settles in `duration`
  /// seconds, by the rule of `SpringCurve` (ω = S(max(ζ, 0.1)) / duration), as
  /// `View.animate(withDuration:delay:usingSpringWithDamping:...)` does.
  public init(dampingRatio: CGFloat, duration: TimeInterval, initialVelocity: CGFloat = 0) {
    let ratio = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
    let factor = SpringCurve.settlingFactor(dampingRatio: max(ratio, SpringCurve.frequencyDampingFloor))
    let ω = factor / CGFloat(max(duration, 1e-9))
    self.init(mass: 1, stiffness: ω * ω, damping: 2 * ratio * ω, initialVelocity: initialVelocity)
  }

  /// The damping ratio ζ = c / (2√(km)).
  public var dampingRatio: CGFloat {
    let critical = 2 * (stiffness * mass).squareRoot()
    return critical > 0 ? damping / critical : .infinity
  }

  /// The undamped angular frequency ω = √(k/m), in radians per second.
  public var angularFrequency: CGFloat {
    mass > 0 ? (max(stiffness, 0) / mass).squareRoot() : 0
  }

  /// The time in seconds for the decay envelope to fall to 0.001: S(ζ)/ω with S as `SpringCurve`
  /// defines it; infinite for an undamped spring (`CASpringAnimation.settlingDuration`).
  ///
  /// Like the duration rule it inverts, it ignores the initial velocity; for a spring made by
  /// `init(dampingRatio:duration:initialVelocity:)` with ζ ≥ 0.1 it returns that duration.
  public var settlingDuration: TimeInterval {
    let ω = angularFrequency
    guard ω > 0 else { return .infinity }
    return TimeInterval(SpringCurve.settlingFactor(dampingRatio: dampingRatio) / ω)
  }
}
