import Foundation
import Testing
import Trellis

/// A fresh application with a window holding one 100 × 100 view at (10, 10): centre (60, 60).
@MainActor
func makeAnimationScene() -> (window: Window, view: View) {
  Application.shared.reset()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
  window.addSubview(view)
  return (window, view)
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Reference values computed independently of the engine.
enum Reference {
  /// The progress of cubic-bezier(x1, y1, x2, y2) at time t, by plain bisection on x(s).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < t { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// u with (1 + u)·e^(−u) = 0.001, by bisection.
  static var criticalSettlingFactor: Double {
    var low = 1.0
    var high = 30.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + mid) * exp(-mid) > 0.001 { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// The documented frequency rule: ω = max(u*, ln(1000)/λ(ζ)) / D with ζ floored at 0.1.
  static func springFrequency(dampingRatio: Double, duration: Double) -> Double {
    let ζ = max(dampingRatio, 0.1)
    let decayRate = ζ < 1 ? ζ : ζ - (ζ * ζ - 1).squareRoot()
    return max(criticalSettlingFactor, log(1000) / decayRate) / duration
  }

  /// Position at time t of a spring from `start` to `target` with damping ratio ζ, angular frequency ω
  /// (per second) and initial velocity `velocity` (units per second): the closed-form solution.
  static func spring(
    from start: Double, to target: Double, dampingRatio ζ: Double, frequency ω: Double, velocity: Double,
    at t: Double
  ) -> Double {
    let a = start - target
    if abs(ζ - 1) < 1e-9 {
      return target + exp(-ω * t) * (a + (velocity + ω * a) * t)
    }
    if ζ < 1 {
      let damped = ω * (1 - ζ * ζ).squareRoot()
      let b = (velocity + ζ * ω * a) / damped
      return target + exp(-ζ * ω * t) * (a * cos(damped * t) + b * sin(damped * t))
    }
    let root = (ζ * ζ - 1).squareRoot()
    let r1 = -ω * (ζ - root)
    let r2 = -ω * (ζ + root)
    let c2 = (velocity - r1 * a) / (r2 - r1)
    return target + (a - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }
}
