import Foundation
import TrellisGeometry

/// The closed-form motion of a damped harmonic oscillator, y'' + 2ζω·y' + ω²·y = 0, from an initial
/// displacement and velocity: the physics under `SpringCurve`.
///
/// Three regimes, with ζ the damping ratio and ω the undamped angular frequency:
/// - under-damped (ζ < 1, including ζ = 0): y = e^(−ζωt)·(A·cos ω_d t + B·sin ω_d t), ω_d = ω√(1 − ζ²);
/// - critically damped (|ζ − 1| ≤ 1e-6, or ω = 0): y = e^(−ωt)·(A + B·t);
/// - over-damped (ζ > 1): y = A·e^(r₁t) + B·e^(r₂t), r₁,₂ = −ω(ζ ∓ √(ζ² − 1)).
struct DampedOscillator: Hashable, Sendable {
  private enum Regime: Hashable, Sendable { case underdamped, critical, overdamped }

  private let regime: Regime
  // underdamped: p = ζω, q = ω_d; critical: p = ω; overdamped: p = r₁ (slow), q = r₂ (fast).
  private let p: CGFloat
  private let q: CGFloat
  private let a: CGFloat
  private let b: CGFloat

  /// Creates the motion with damping ratio `ζ` (≥ 0), frequency `ω` (≥ 0), and initial displacement
  /// and velocity.
  init(dampingRatio ζ: CGFloat, frequency ω: CGFloat, displacement y0: CGFloat, velocity v0: CGFloat) {
    if ω <= 0 || abs(ζ - 1) <= 1e-6 {
      regime = .critical
      p = max(ω, 0)
      q = 0
      a = y0
      b = v0 + p * y0
    } else if ζ < 1 {
      regime = .underdamped
      p = ζ * ω
      q = ω * (1 - ζ * ζ).squareRoot()
      a = y0
      b = (v0 + p * y0) / q
    } else {
      regime = .overdamped
      let root = (ζ * ζ - 1).squareRoot()
      p = -ω / (ζ + root)  // = −ω(ζ − √(ζ² − 1)), without cancellation for large ζ
      q = -ω * (ζ + root)
      b = (v0 - p * y0) / (q - p)
      a = y0 - b
    }
  }

  /// The displacement at time `t`.
  func displacement(at t: CGFloat) -> CGFloat {
    switch regime {
    case .underdamped: return exp(-p * t) * (a * cos(q * t) + b * sin(q * t))
    case .critical: return exp(-p * t) * (a + b * t)
    case .overdamped: return a * exp(p * t) + b * exp(q * t)
    }
  }

  /// The velocity (time derivative of the displacement) at time `t`.
  func velocity(at t: CGFloat) -> CGFloat {
    switch regime {
    case .underdamped:
      let c = cos(q * t)
      let s = sin(q * t)
      return exp(-p * t) * ((b * q - p * a) * c - (a * q + p * b) * s)
    case .critical:
      return exp(-p * t) * (b - p * (a + b * t))
    case .overdamped:
      let slow = exp(p * t)
      let fast = exp(q * t)
      return (slow == 0 ? 0 : a * p * slow) + (fast == 0 ? 0 : b * q * fast)
    }
  }
}
