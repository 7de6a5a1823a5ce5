import Foundation
import TrellisGeometry

/// The progress of a spring animation: a damped oscillator released at progress 0 and pulled to
/// progress 1, on normalised time (t = 1 is the end of the animation).
///
/// The progress is 1 + y(t), where y is the motion of a damped harmonic oscillator with damping ratio
/// ζ and angular frequency ω (both per unit of normalised time), starting at displacement −1 with
/// velocity v₀. For ζ < 1 it overshoots 1; for ζ ≥ 1 it doesn't (unless v₀ is large).
///
/// ## Settling within the duration
/// `init(dampingRatio:initialVelocity:)` chooses ω so that the spring settles by t = 1, the rule
/// `View.animate(withDuration:delay:usingSpringWithDamping:...)` applies to its duration D:
///
///     ω·D = S(max(ζ, 0.1)),   S(ζ) = max(u*, ln(1000) / λ(ζ))
///     λ(ζ) = ζ                                      for ζ < 1  (envelope e^(−ζωt))
///     λ(ζ) = ζ − √(ζ² − 1) = 1 / (ζ + √(ζ² − 1))    for ζ ≥ 1  (slow mode e^(−λωt))
///     u* ≈ 9.2334, the root of (1 + u)·e^(−u) = 0.001 (critical damping's envelope)
///
/// So the decay envelope is at most 0.001 at t = D: for 0.1 ≤ ζ ≤ 0.748 the under-damped envelope
/// e^(−ζωt) reaches exactly 0.001; near critical damping (0.748 ≤ ζ ≤ 1.043) the critically damped
/// envelope (1 + ωt)·e^(−ωt) does; for larger ζ the slow over-damped mode e^(−λωt) does. The
/// maximum makes ω continuous in ζ. The envelope bounds the decay, not the oscillation's amplitude
/// factor, so the distance left at t = 1 (with no initial velocity) is up to 0.23% of the whole
/// (worst near ζ = 1.04; 0.1% at ζ = 1; 0.14% at ζ = 0.7); the animation then writes its end value.
/// Below ζ = 0.1 the frequency stops rising (ω·D ≤ 69.1, about 11 oscillations) so that weak
/// springs don't turn into noise; such springs (and ζ = 0, which never settles) are still moving
/// at t = 1 and the animation snaps to its end value then.
public struct SpringCurve: Hashable, Sendable {
  /// The damping ratio ζ: 0 never settles, below 1 oscillates, 1 is critical, above 1 creeps.
  public let dampingRatio: CGFloat
  /// The undamped angular frequency ω, in radians per unit of normalised time.
  public let angularFrequency: CGFloat
  /// The initial velocity in progress per unit of normalised time (1 = the whole distance per duration).
  public let initialVelocity: CGFloat

  private let step: DampedOscillator
  private let impulse: DampedOscillator

  /// The smallest damping ratio the frequency rule distinguishes; weaker springs use its frequency.
  public static let frequencyDampingFloor: CGFloat = 0.1

  /// u*, the root of (1 + u)·e^(−u) = 0.001: a critically damped spring with ω·D = u* settles at D.
  public static let criticalSettlingFactor: CGFloat = 9.233413476451586

  /// The settling threshold: the decay envelope's value at the end.
  public static let settlingThreshold: CGFloat = 0.001

  /// Creates a curve from damping ratio, angular frequency and initial velocity, all in units of
  /// normalised time. A negative ratio is taken as 0, NaN as 1; a negative or non-finite frequency as 0.
  public init(dampingRatio: CGFloat, angularFrequency: CGFloat, initialVelocity: CGFloat = 0) {
    let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), 1e6)
    let frequency = angularFrequency.isFinite ? max(angularFrequency, 0) : 0
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.dampingRatio = ratio
    self.angularFrequency = frequency
    self.initialVelocity = velocity
    step = DampedOscillator(dampingRatio: ratio, frequency: frequency, displacement: -1, velocity: velocity)
    impulse = DampedOscillator(dampingRatio: ratio, frequency: frequency, displacement: 0, velocity: 1)
  }

  /// Creates a curve that settles by t = 1 (see the type's documentation for the rule).
  public init(dampingRatio: CGFloat, initialVelocity: CGFloat = 0) {
    let ratio = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
    let frequency = Self.settlingFactor(dampingRatio: max(ratio, Self.frequencyDampingFloor))
    self.init(dampingRatio: ratio, angularFrequency: frequency, initialVelocity: initialVelocity)
  }

  /// S(ζ): the product ω·(settling time) for damping ratio ζ; infinite for ζ ≤ 0.
  public static func settlingFactor(dampingRatio ζ: CGFloat) -> CGFloat {
    guard ζ > 0 else { return .infinity }
    let decayRate = ζ < 1 ? ζ : 1 / (ζ + (ζ * ζ - 1).squareRoot())
    return max(criticalSettlingFactor, log(1 / settlingThreshold) / decayRate)
  }

  /// The progress at normalised time `t`: 0 before the start; beyond 1 the motion continues.
  public func progress(at t: CGFloat) -> CGFloat {
    t <= 0 ? 0 : 1 + step.displacement(at: t)
  }

  /// The rate of progress per unit of normalised time at `t`.
  public func velocity(at t: CGFloat) -> CGFloat {
    step.velocity(at: max(t, 0))
  }

  /// The motion of the same spring started at rest position with unit velocity (the impulse
  /// response h, h(0) = 0, h'(0) = 1), in units of normalised time; 0 before the start.
  func impulseResponse(at t: CGFloat) -> CGFloat {
    t <= 0 ? 0 : impulse.displacement(at: t)
  }
}
